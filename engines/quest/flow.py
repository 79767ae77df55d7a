"""How a quest runs: the set-up, the stops of the route (safe havens and scenario boards), the turn, the event
tiles, the lines and their rewards, the events and what they ask, the end of a board, the shortcuts and Mount
Doom.

The rules are a queue of small steps (`state.queue`): `run` carries them out one after another until the game
needs a decision (`state.ask`: a question for one seat) or ends. An action answers the question and may put
new steps at the front of the queue.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Dice, Event, RollExplanation
from engines.core.dice import new_rng, reshuffle
from engines.core.i18n import T, Text

from . import effects as fx
from .cards import SYMBOL_NAMES, TOKEN_NAMES, can_cover, card_name, cover, hobbit_deck, symbols_for
from .data import SYMBOLS, Board, Demand, QuestData
from .data import Event as BoardEvent
from .effects import GAME, NAMES, say, who
from .state import Ask, Hobbit, QuestState, deep_copy

Step = tuple[Any, ...]
ENDS_WON = ("destroyed", "war")


# -- set-up ------------------------------------------------------------------------------------------------
def set_up(data: QuestData, players: int, difficulty: str, expansion: bool, expert: bool,
           seed: int) -> QuestState:
    rng = new_rng(seed)
    hobbits = [Hobbit(h.id, i) for i, h in enumerate(data.hobbits[:players])]
    s = QuestState(data, players, difficulty, expansion, expert, hobbits, data.sauron_start[difficulty], rng,
                   list(data.route["expansion" if expansion else "base"]))
    dice = Dice(rng)
    s.deck = dice.shuffle(hobbit_deck(data))
    homes = set(s.route)
    s.piles = {home: [c.id for c in data.feature_cards if c.home == home] for home in sorted(homes)}
    s.gandalf = [g.id for g in data.gandalf if expansion or g.set == "base"]
    if expansion:
        s.foe_deck = dice.shuffle([f.id for f in data.foes])
    s.shield_supply = sum(int(v) * n for v, n in data.shields.items())
    s.big_shields = list(data.big_shields)
    s.token_supply = dict(data.life_tokens)
    out: list[Event] = [say(T("The Fellowship sets out from Bag End. Sauron stands on space {space} of the "
                              "corruption line.", space=s.sauron), "setup")]
    s.queue = [("stop",)]
    run(s, out)
    s.setup_events = out
    return s


def tile_ids(data: QuestData) -> list[str]:
    out = []
    for t in data.tiles:
        name = t.symbol if t.kind == "activity" else t.kind
        out += [f"{name}.{i + 1}" for i in range(t.count)]
    return out


# -- the machine -------------------------------------------------------------------------------------------
def push(s: QuestState, *steps: Step) -> None:
    s.queue[0:0] = list(steps)


def run(s: QuestState, out: list[Event]) -> None:
    guard = 0
    while not s.over and s.ask is None and s.queue:
        guard += 1
        if guard > 5000:
            raise RuntimeError("the quest's rules went round in circles")
        step = s.queue.pop(0)
        out += STEPS[step[0]](s, *step[1:])


def ask(s: QuestState, kind: str, seat: int, **data: Any) -> list[Event]:
    s.ask = Ask(kind, seat, data)
    return []


# -- stops -------------------------------------------------------------------------------------------------
def board_of(s: QuestState) -> Board | None:
    return s.data.board(s.board) if s.board is not None else None


def _stop(s: QuestState) -> list[Event]:
    place = s.location
    s.active = s.bearer
    haven = s.data.haven(place)
    if haven is not None:
        s.board = None
        s.phase = "haven"
        push(s, ("haven", 0))
        return [say(T("The Fellowship reaches {place}, a safe haven.", place=haven.name), "stop")]
    board = s.data.board(place)
    s.board = place
    s.phase = "tiles"
    s.markers = {k: 0 for k in board.line_keys()}
    s.event_pos = 0
    s.board_done = False
    s.ring_used = False
    s.doom = False
    assert board.main.values is not None
    s.last_value = board.main.values[0]
    s.tiles = tile_ids(s.data)
    s.tiles_out = []
    s.tiles_known = 0
    shuffled = reshuffle(s.rng, s.tiles, T("Shuffle the 23 event tiles for {board}", board=board.name),
                         T("the tiles are revealed one by one during the turns"), "event-tiles", GAME)
    out = [say(T("The Fellowship reaches {board}. {hobbit}, the Ring-bearer, begins.", board=board.name,
                 hobbit=who(s, s.bearer)), "stop"),
           Event(T("The event tiles are shuffled."), kind="shuffle", roll=shuffled)]
    return out + _start_turn(s)


def _start_turn(s: QuestState) -> list[Event]:
    s.phase = "tiles"
    s.first_tile = True
    s.played = []
    s.fervour = False
    s.free_defeat_used = False
    s.withdrawn = None
    s.turn += 1
    return ask(s, "tiles", s.active)


def _haven(s: QuestState, i: int) -> list[Event]:
    haven = s.data.haven(s.location)
    assert haven is not None
    if i >= len(haven.stages):
        push(s, ("leave",))
        return []
    step = haven.stages[i]
    s.haven_step = i
    out = [say(T("{place}: {step}.", place=haven.name, step=step.name), "stop")]
    order = s.order_from(s.bearer)
    if step.kind == "deal":
        for seat in order:
            out += fx.draw(s, seat, step.count)
        push(s, ("haven", i + 1))
    elif step.kind == "preparations":
        push(s, ("haven", i + 1))
        out += ask(s, "prepare", s.bearer)
    elif step.kind == "event":
        assert step.event is not None
        push(s, ("event", step.event, {"source": "haven"}), ("haven", i + 1))
    elif step.kind == "feature_cards":
        pile = s.piles.get(haven.id, [])
        k = 0
        while pile and order:
            seat = order[k % len(order)]
            card = pile.pop(0)
            s.hobbits[seat].hand.append(card)
            out.append(say(T("{hobbit} receives {card}.", hobbit=who(s, seat), card=card_name(s.data, card)),
                           "card", seat))
            k += 1
        push(s, ("haven", i + 1))
    elif step.kind == "council":
        push(s, ("council", [seat for seat in order if s.hobbits[seat].hand]), ("haven", i + 1))
    return out


def _council(s: QuestState, seats: list[int]) -> list[Event]:
    seats = [x for x in seats if not s.hobbits[x].out and s.hobbits[x].hand]
    if len(s.living()) < 2 or not seats:
        return []
    push(s, ("council", seats[1:]))
    return ask(s, "council", seats[0])


def _leave(s: QuestState) -> list[Event]:
    """Between two stops: with Friends & Foes the Ring-bearer may first defeat foes and take a shortcut."""
    s.board = None
    s.phase = "between"
    s.active = s.bearer
    s.withdrawn = None
    if s.expansion and (s.foe_line or shortcuts_from(s)):
        return ask(s, "between", s.bearer)
    push(s, ("go", s.stop + 1))
    return []


def shortcuts_from(s: QuestState) -> list[Any]:
    return [c for c in s.data.shortcuts if c.from_ == s.location and c.to in s.route]


def _go(s: QuestState, index: int) -> list[Event]:
    if index >= len(s.route):
        return []
    s.stop = index
    push(s, ("stop",))
    return []


# -- the turn ----------------------------------------------------------------------------------------------
def reveal_tile(s: QuestState) -> list[Event]:
    out: list[Event] = []
    if not s.tiles:
        pile = list(s.tiles_out)
        s.tiles_out = []
        shuffled = reshuffle(s.rng, pile, T("Shuffle the %n revealed event tile(s) into a new stack", None, len(pile)),
                             T("the turn goes on with the new stack"), "event-tiles", GAME)
        s.tiles = pile
        s.tiles_known = 0
        out.append(Event(T("The event tiles have run out: they are shuffled again."), kind="shuffle",
                         roll=shuffled))
    tile = s.tiles.pop()
    s.tiles_out.append(tile)
    s.tiles_known = max(0, s.tiles_known - 1)
    kind = tile.split(".")[0]
    first, s.first_tile = s.first_tile, False
    if kind in TILE_EFFECTS:
        effect = TILE_EFFECTS[kind]
    elif main_key_for(s, kind) is None:     # (Helm's Deep has no Hiding line: the tile moves nothing)
        effect = T("this board has no {symbol} line: nothing moves", symbol=fx_symbol(kind))
    else:
        effect = T("the {symbol} line moves one space", symbol=fx_symbol(kind))
    explained = RollExplanation(T("{hobbit} reveals the next event tile", hobbit=who(s, s.active)), [], "",
                                TILE_NAMES[kind], effect, "event-tiles", GAME)
    out.append(Event(T("{hobbit} reveals an event tile: {tile}.", hobbit=who(s, s.active), tile=TILE_NAMES[kind]),
                     kind="tile", seat=s.active, roll=explained))
    if kind in SYMBOLS:
        steps: list[Step] = []
        if s.expansion and first:
            steps.append(("foes", 1))
            out.append(say(T("The first tile of the turn shows a line: one foe appears first."), "foe"))
        push(s, *steps, ("advance", kind, 1, s.active), ("to_play",))
        return out
    if kind == "sundial":
        steps = [("next_event",)]
    elif kind == "ring_dark":
        steps = [("dark", s.bearer, 1)]
    elif kind == "eye_or_dark":
        steps = [("demand", demand_spec(s, TILE_NAMES[kind], Demand(who="one", darkness=2), (), ({"sauron": 1},),
                                        source="tile"))]
    elif kind == "three_cards":
        steps = [("demand", demand_spec(s, TILE_NAMES[kind], Demand(who="group", cards=3), (),
                                        ({"next_event": 1},), source="tile"))]
    else:
        steps = [("demand", demand_spec(s, TILE_NAMES[kind], Demand(who="group", cards=1, tokens={"any": 1},
                                                                   shields=1), (), ({"next_event": 1},),
                                        source="tile"))]
    push(s, *steps, ("to_tiles",))
    return out


TILE_NAMES: dict[str, Text] = {
    "fighting": T("Fighting"), "friendship": T("Friendship"), "hiding": T("Hiding"), "travelling": T("Travelling"),
    "sundial": T("a sundial: the next event"), "ring_dark": T("the Ring: the Ring-bearer steps into darkness"),
    "eye_or_dark": T("the Eye or two steps into darkness"), "three_cards": T("three cards, or the next event"),
    "card_token_shield": T("a card, a life token and a shield, or the next event")}


TILE_EFFECTS: dict[str, Text] = {
    "sundial": T("the event marker moves on and the next event happens"),
    "ring_dark": T("the Ring-bearer takes one step into darkness"),
    "eye_or_dark": T("one hobbit may take two steps into darkness, else Sauron moves one step"),
    "three_cards": T("the group may discard three cards, else the next event happens"),
    "card_token_shield": T("the group may give up a card, a life token and a shield, else the next event happens")}


def _to(s: QuestState, kind: str) -> list[Event]:
    if s.board_done or s.hobbits[s.active].out:
        push(s, ("end_turn",))
        return []
    s.phase = kind
    return ask(s, kind, s.active)


def _end_turn(s: QuestState) -> list[Event]:
    out: list[Event] = []
    if s.expansion and s.board is not None:
        if len(s.foe_line) >= 8:
            fx.finish(s, "foes")
            return [say(T("The turn ends with %n foes on the foe line: the foes win.", None, len(s.foe_line)),
                        "end")]
        if len(s.defeated) == len(s.data.foes):
            fx.finish(s, "war")
            return [say(T("All 30 foes are defeated: victory in war!"), "end")]
    if s.board_done:
        push(s, ("end_board",))
        return out
    s.active = s.next_living(s.active)
    return out + _start_turn(s)


# -- lines -------------------------------------------------------------------------------------------------
LINE_NAMES: dict[str, Text] = {"main": T("the main line"), "fighting": T("the Fighting line"),
                               "friendship": T("the Friendship line"), "hiding": T("the Hiding line"),
                               "travelling": T("the Travelling line")}


def line_open(s: QuestState, key: str) -> bool:
    board = board_of(s)
    return board is not None and key in s.markers and s.markers[key] < board.line(key).last


def main_key_for(s: QuestState, symbol: str) -> str | None:
    """The line a symbol moves: its own activity line, or the main line when that is the symbol's line."""
    board = board_of(s)
    if board is None:
        return None
    if symbol in s.markers:
        return symbol
    return "main" if board.main.symbol == symbol else None


def _advance(s: QuestState, symbol_or_key: str, steps: int, seat: int) -> list[Event]:
    board = board_of(s)
    if board is None or s.board_done:
        return []
    key = symbol_or_key if symbol_or_key in s.markers else main_key_for(s, symbol_or_key)
    if key is None:
        return [say(T("{board} has no line for {symbol}: nothing moves.", board=board.name,
                      symbol=fx_symbol(symbol_or_key)), "line")]
    line = board.line(key)
    start = s.markers[key]
    end = min(line.last, start + steps)
    if end == start:
        return [say(T("{line} is already complete: nothing moves.", line=LINE_NAMES[key]), "line")]
    s.markers[key] = end
    out = [say(T("{line} moves to space {space}.", line=LINE_NAMES[key], space=end), "line")]
    rewards: list[Step] = []
    for space in range(start + 1, end + 1):
        rewards += reward_steps(s, line.spaces[space], seat)
    if key == "main":
        assert line.values is not None
        s.last_value = max(s.last_value, line.values[end])
        if end == line.last and line.spaces[end] != "doom":
            rewards.append(("main_done",))
    push(s, *rewards)
    return out


def fx_symbol(symbol: str) -> Text:
    return SYMBOL_NAMES.get(symbol, T("that symbol"))


def reward_steps(s: QuestState, reward: str | None, seat: int) -> list[Step]:
    if reward is None:
        return []
    if reward == "shield":
        return [("shield", seat, 1)]
    if reward == "big_shield":
        return [("big", seat)]
    if reward in ("ring", "heart", "sun"):
        return [("token", seat, reward)]
    if reward == "die":
        return [("roll", seat, T("a die space on the line"), "activity-lines")]
    if reward == "heal":
        return [("heal", seat, 1)]
    if reward == "foes":
        return [("foes", 2)] if s.expansion else []
    if reward.startswith("card:"):
        return [("gain", seat, reward[5:])]
    if reward == "doom":
        return [("shield", seat, 1), ("doom",)]      # the roll on Mount Doom is the attempt to destroy the Ring
    return []


def complete(s: QuestState, spec: str) -> bool:
    board = board_of(s)
    key, _, part = spec.partition(":")
    if board is None or key not in s.markers:
        return False
    line = board.line(key)
    if part and line.parts:
        return s.markers[key] >= line.parts[int(part) - 1]
    return s.markers[key] >= line.last


def _main_done(s: QuestState) -> list[Event]:
    s.board_done = True
    board = board_of(s)
    return [say(T("The main line of {board} is complete.", board=board.name if board else ""), "stop")]


# -- events ------------------------------------------------------------------------------------------------
def _next_event(s: QuestState) -> list[Event]:
    board = board_of(s)
    if board is None or s.board_done or s.event_pos >= 6:
        return []
    s.event_pos += 1
    ev = board.events[s.event_pos - 1]
    out = [say(T("Event {n} of {board}: {event}.", n=s.event_pos, board=board.name, event=ev.name), "event")]
    fatal = any("sauron_wins" in e or "spells" in e or e.get("unstoppable") for e in ev.effects)
    if s.event_pos == 6:
        push(s, ("six",))
    if not fatal and "event" in s.wards:
        s.wards.remove("event")
        out.append(say(T("A card played ahead turns the event aside: nothing happens."), "card"))
    elif not fatal and "bravery" in s.wards and not _sam_out(s):
        s.wards.remove("bravery")
        sam = next(h.seat for h in s.hobbits if h.id == "sam")
        out.append(say(T("Sam's Bravery: Sam rolls the die instead, and the event is passed over."), "card", sam))
        push(s, ("roll", sam, T("Sam's Bravery"), "characters"))
    else:
        push(s, ("event", ev, {}))
    return out


def _sam_out(s: QuestState) -> bool:
    return all(h.out for h in s.hobbits if h.id == "sam")


def _six(s: QuestState) -> list[Event]:
    s.board_done = True
    return [say(T("The sixth event is over: the Fellowship leaves this board."), "stop")]


def _event(s: QuestState, ev: BoardEvent, ctx: dict[str, Any]) -> list[Event]:
    active = ctx.get("active", s.active)
    steps: list[Step] = list(expand(s, ev.effects, active, active))
    out: list[Event] = []
    source = ctx.get("source", "event")
    if ev.demand is not None:
        steps.append(("demand", demand_spec(s, ev.name, ev.demand, ev.reward, ev.otherwise, source=source)))
    elif ev.complete is not None:
        done = all(complete(s, c) for c in ev.complete)
        out.append(say(T("{event}: the line is complete.", event=ev.name) if done else
                       T("{event}: the line is not complete.", event=ev.name), "event"))
        steps += expand(s, ev.reward if done else ev.otherwise, active, active)
    elif ev.top_card:
        payer = s.bearer if ev.payer == "bearer" else active
        card = _turn_up(s, out)
        if card is None:
            steps += expand(s, ev.otherwise, active, payer)
        else:
            symbol = card.split(".")[0]
            need = Demand(who="one", symbols={symbol: ev.top_card}) if symbol in SYMBOLS else \
                Demand(who="one", cards=ev.top_card)
            spec = demand_spec(s, ev.name, need, ev.reward, ev.otherwise, source=source)
            spec["order"] = [payer]
            steps.append(("demand", spec))
    elif ev.each_may is not None:
        steps.append(("each_may", ev.name, ev.each_may.get("shields", 0), s.order_from(active)))
    steps += expand(s, ev.then, active, active)
    push(s, *steps)
    return out


def _turn_up(s: QuestState, out: list[Event]) -> str | None:
    if not s.deck and not fx.refill_deck(s, out):
        return None
    card = s.deck.pop()
    s.discard.append(card)
    explained = RollExplanation(T("The top hobbit card of the deck is turned up"), [], "", card_name(s.data, card),
                                T("its symbol is the one asked for"), "events", GAME)
    out.append(Event(T("The top hobbit card is turned up: {card}.", card=card_name(s.data, card)), kind="card",
                     roll=explained))
    return card


def expand(s: QuestState, effects: tuple[dict[str, Any], ...] | list[dict[str, Any]], active: int,
           payer: int) -> list[Step]:
    """An event's effects as steps; "who" names the hobbits: each, others, active, bearer or payer."""
    steps: list[Step] = []

    def seats(name: str) -> list[int]:
        if name == "each":
            return s.order_from(active)
        if name == "others":
            return [x for x in s.order_from(active) if x != active]
        if name == "bearer":
            return [s.bearer]
        if name == "payer":
            return [payer]
        return [active]

    for e in effects:
        if "sauron" in e:
            steps.append(("sauron", int(e["sauron"]), bool(e.get("unstoppable"))))
        elif "dark" in e:
            steps += [("dark", x, int(e["dark"])) for x in seats(e.get("who", "active"))]
        elif "roll" in e:
            steps += [("roll", x, T("the event"), "events") for x in seats(str(e["roll"]))]
        elif "draw" in e:
            steps += [("draw", x, int(e["draw"])) for x in seats(e.get("who", "active"))]
        elif "heal" in e:
            steps += [("heal", x, int(e["heal"])) for x in seats(e.get("who", "active"))]
        elif "foes" in e:
            steps.append(("foes", int(e["foes"])))
        elif "gain" in e:
            steps.append(("gain", active, str(e["gain"])))
        elif "next_event" in e:
            steps.append(("next_event",))
        elif "lose_cards" in e:
            steps.append(("lose_cards",))
        elif "lose_shields" in e:
            steps += [("lose_shields", x, int(e["lose_shields"])) for x in seats(e.get("who", "payer"))]
        elif "discard" in e:
            steps += [("discard", x, int(e["discard"])) for x in seats(e.get("who", "payer"))]
        elif "spells" in e:
            steps.append(("spells",))
        elif "sauron_wins" in e:
            steps.append(("sauron_wins",))
    return steps


# -- demands: what an event or a foe asks, and who pays ------------------------------------------------------
def demand_spec(s: QuestState, name: Any, d: Demand, reward: Any, otherwise: Any, rule: str = "paying",
                source: str = "event") -> dict[str, Any]:
    """A price to pay: `source` says where it comes from (event, tile, foe or haven), for the board."""
    need = {"symbols": dict(d.symbols), "cards": d.cards, "tokens": dict(d.tokens),
            "shields": d.shields, "card": d.card}
    take = {"rolls": d.rolls, "darkness": d.darkness, "sauron": d.sauron}
    return {"name": name, "who": d.who, "need": need, "take": take, "order": s.order_from(s.active), "given": [],
            "reward": list(reward), "otherwise": list(otherwise), "optional": d.optional, "rule": rule,
            "foe": None, "active": s.active, "source": source}


def is_take(spec: dict[str, Any]) -> bool:
    return any(spec["take"].values())


def need_left(spec: dict[str, Any]) -> bool:
    need = spec["need"]
    return bool(any(v > 0 for v in need["symbols"].values()) or need["cards"] > 0 or
                any(v > 0 for v in need["tokens"].values()) or
                (need["shields"] != "all" and need["shields"] > 0) or need["card"])


def can_pay_all(s: QuestState, seat: int, spec: dict[str, Any]) -> bool:
    """Whether this hobbit alone could pay what is left of the price."""
    h = s.hobbits[seat]
    if h.out:
        return False
    if is_take(spec):
        return True
    need = spec["need"]
    tokens = need["tokens"]
    if "any" in tokens:
        if sum(h.tokens.values()) < tokens["any"]:
            return False
    elif any(h.tokens.get(k, 0) < v for k, v in tokens.items()):
        return False
    shields = need["shields"]
    if shields != "all" and h.shields < shields and not wit_covers(s, seat, shields):
        return False
    if need["card"] and need["card"] not in h.hand:
        return False
    hand = [c for c in h.hand if c != need["card"]]
    if need["symbols"] and not can_cover(s.data, h.id, hand, need["symbols"]):
        return False
    return len(hand) >= need["cards"]


def wit_covers(s: QuestState, seat: int, shields: int) -> bool:
    h = s.hobbits[seat]
    return s.expansion and h.id == "fatty" and not h.ability_used and 0 < shields <= 3


def useful_items(s: QuestState, seat: int, spec: dict[str, Any]) -> list[str]:
    """What this hobbit could give toward what is left of the price: card:<id>, token:<kind>, shields, wit."""
    h = s.hobbits[seat]
    need = spec["need"]
    out: list[str] = []
    if need["card"] and need["card"] in h.hand:
        out.append("card:" + need["card"])
    for card in h.hand:
        if need["cards"] > 0 or (need["symbols"] and cover(symbols_for(s.data, h.id, card), need["symbols"])):
            item = "card:" + card
            if item not in out:
                out.append(item)
    for kind, n in need["tokens"].items():
        if n <= 0:
            continue
        kinds = [k for k in ("ring", "heart", "sun") if h.tokens[k] > 0] if kind == "any" else \
            ([kind] if h.tokens.get(kind, 0) > 0 else [])
        out += ["token:" + k for k in kinds if "token:" + k not in out]
    shields = need["shields"]
    if shields != "all" and shields > 0:
        if h.shields > 0:
            out.append("shields")
        if wit_covers(s, seat, shields):
            out.append("wit")
    return out


def _demand(s: QuestState, spec: dict[str, Any]) -> list[Event]:
    spec = deep_copy(spec)      # the queue's copy belongs to the state before this step too
    if spec["who"] == "each":
        steps = []
        for seat in spec["order"]:
            single = dict(spec, who="single", order=[seat], given=[], need=deep_copy(spec["need"]))
            steps.append(("demand", single))
        push(s, *steps)
        return []
    return _ask_next_payer(s, spec, 0)


def _eligible(s: QuestState, spec: dict[str, Any], seat: int) -> bool:
    if s.hobbits[seat].out:
        return False
    if spec["who"] == "group":
        return bool(useful_items(s, seat, spec))
    return can_pay_all(s, seat, spec)


def _ask_next_payer(s: QuestState, spec: dict[str, Any], start: int) -> list[Event]:
    order = spec["order"]
    for i in range(start, len(order)):
        if _eligible(s, spec, order[i]):
            spec["i"] = i
            return ask(s, "pay", order[i], spec=spec)
    return unpaid(s, spec)


def unpaid(s: QuestState, spec: dict[str, Any]) -> list[Event]:
    """Nobody paid: the given items go back and the penalty follows."""
    _return_given(s, spec)
    payer = spec["order"][0] if spec["who"] in ("single", "self") and spec["order"] else spec["active"]
    out: list[Event] = []
    if spec["foe"] is None:
        if spec["otherwise"] and spec["who"] == "single":
            out.append(say(T("{event}: {hobbit} does not pay, so the penalty follows.", event=spec["name"],
                             hobbit=who(s, payer)), "event", payer))
        elif spec["otherwise"]:
            out.append(say(T("{event}: nobody pays, so the penalty follows.", event=spec["name"]), "event"))
        elif spec["optional"]:
            out.append(say(T("{event}: the Fellowship does not pay.", event=spec["name"]), "event"))
        push(s, *expand(s, spec["otherwise"], spec["active"], payer))
    return out


def _return_given(s: QuestState, spec: dict[str, Any]) -> None:
    for seat, item in spec["given"]:
        h = s.hobbits[seat]
        kind, _, what = item.partition(":")
        if kind == "card":
            h.hand.append(what)
        elif kind == "token":
            h.tokens[what] += 1
        elif kind == "shields":
            h.shields += int(what)
    spec["given"] = []


def give(s: QuestState, seat: int, spec: dict[str, Any], item: str) -> list[Event]:
    """One card, token or shields given toward the price; when it is met the price is paid."""
    h = s.hobbits[seat]
    need = spec["need"]
    kind, _, what = item.partition(":")
    out: list[Event] = []
    if kind == "card":
        h.hand.remove(what)
        spec["given"].append([seat, item])
        if need["card"] == what:
            need["card"] = None
        elif need["symbols"] and cover(symbols_for(s.data, h.id, what), need["symbols"]):
            for sym, n in cover(symbols_for(s.data, h.id, what), need["symbols"]).items():
                need["symbols"][sym] -= n
        else:
            need["cards"] -= 1
        out.append(say(T("{hobbit} gives {card}.", hobbit=who(s, seat), card=card_name(s.data, what)), "pay", seat))
    elif kind == "token":
        h.tokens[what] -= 1
        spec["given"].append([seat, item])
        key = what if what in need["tokens"] and need["tokens"][what] > 0 else "any"
        need["tokens"][key] -= 1
        out.append(say(T("{hobbit} gives a {token}.", hobbit=who(s, seat), token=TOKEN_NAMES[what]), "pay", seat))
    elif kind == "shields":
        value = min(h.shields, need["shields"])
        h.shields -= value
        need["shields"] -= value
        spec["given"].append([seat, f"shields:{value}"])
        out.append(say(T("{hobbit} gives shields worth %n.", None, value, hobbit=who(s, seat)), "pay", seat))
    elif kind == "wit":
        h.ability_used = True
        need["shields"] = 0
        out.append(say(T("Fatty's Wit: Fatty spends his ability card instead of the shields."), "pay", seat))
    if not need_left(spec):
        return out + paid(s, spec)
    if _eligible(s, spec, seat) or spec["who"] != "group":
        s.ask = Ask("pay", seat, {"spec": spec})
        return out
    return out + _ask_next_payer(s, spec, spec["i"] + 1)


def paid(s: QuestState, spec: dict[str, Any]) -> list[Event]:
    if spec["foe"] is not None and spec["foe"] not in s.foe_line:    # already defeated another way
        _return_given(s, spec)
        s.ask = None
        return []
    for _seat, item in spec["given"]:
        kind, _, what = item.partition(":")
        if kind == "card":
            s.discard.append(what)
        elif kind == "token":
            s.token_supply[what] += 1
        elif kind == "shields":
            s.shield_supply += int(what)
    payer = spec["given"][0][0] if spec["given"] else spec["order"][spec.get("i", 0)]
    spec["given"] = []
    s.ask = None
    if spec["foe"] is not None:
        return fx.defeat(s, s.foe_line.index(spec["foe"]), T("its demand is met"))
    push(s, *expand(s, spec["reward"], spec["active"], payer))
    return [say(T("{event}: paid.", event=spec["name"]), "event")]


def take(s: QuestState, seat: int, spec: dict[str, Any]) -> list[Event]:
    """A volunteer takes the darkness, the rolls or Sauron's steps the price names."""
    s.ask = None
    t = spec["take"]
    steps: list[Step] = []
    steps += [("dark", seat, t["darkness"])] if t["darkness"] else []
    steps += [("roll", seat, spec["name"], spec["rule"]) for _ in range(t["rolls"])]
    steps += [("sauron", t["sauron"], False)] if t["sauron"] else []
    steps += expand(s, spec["reward"], spec["active"], seat)
    push(s, *steps)
    return [say(T("{hobbit} takes it on: {event}.", hobbit=who(s, seat), event=spec["name"]), "pay", seat)]


def decline(s: QuestState, seat: int, spec: dict[str, Any]) -> list[Event]:
    s.ask = None
    if spec["foe"] is not None:
        s.withdrawn = spec["foe"]      # not fought again this turn: stopping and starting again changes nothing
    out = [say(T("{hobbit} does not pay.", hobbit=who(s, seat)), "pay", seat)]
    if spec["who"] in ("one", "single", "self"):
        _return_given(s, spec)
    return out + _ask_next_payer(s, spec, spec["i"] + 1)


def _each_may(s: QuestState, name: Any, price: int, seats: list[int]) -> list[Event]:
    seats = [x for x in seats if not s.hobbits[x].out]
    while seats and s.hobbits[seats[0]].shields < price:
        seats = seats[1:]
    if not seats:
        return []
    push(s, ("each_may", name, price, seats[1:]))
    return ask(s, "each_may", seats[0], name=name, price=price)


def _discard(s: QuestState, seat: int, count: int) -> list[Event]:
    h = s.hobbits[seat]
    if h.out or count <= 0 or not h.hand:
        return []
    if len(h.hand) <= count:
        n = len(h.hand)
        s.discard.extend(h.hand)
        h.hand.clear()
        return [say(T("{hobbit} discards all %n card(s).", None, n, hobbit=who(s, seat)), "discard", seat)]
    return ask(s, "discard", seat, count=count)


def _lose_shields(s: QuestState, seat: int, value: int) -> list[Event]:
    h = s.hobbits[seat]
    lost = min(h.shields, value)
    if lost <= 0:
        return []
    h.shields -= lost
    s.shield_supply += lost
    return [say(T("{hobbit} gives up shields worth %n.", None, lost, hobbit=who(s, seat)), "pay", seat)]


def _lose_cards(s: QuestState) -> list[Event]:
    pile = s.piles.get(s.board or "", [])
    if not pile:
        return []
    s.discard.extend(pile)
    lost = [card_name(s.data, c) for c in pile]
    pile.clear()
    return [say(T("The feature cards still on this board are lost: {cards}.", cards=lost), "card")]


SPELL_ROLLS = 3    # [Table] the Battle of the Spells rolls until the blank face, at most this many times


def _spells(s: QuestState) -> list[Event]:
    out: list[Event] = []
    for _ in range(SPELL_ROLLS):
        face, events = fx.roll(s, s.active, T("the Battle of the Spells"), "board-isengard", ignorable=False)
        out += events
        if face == "blank" or s.over or s.hobbits[s.active].out:
            break
    return out


# -- the end of a board ------------------------------------------------------------------------------------
def _end_board(s: QuestState) -> list[Event]:
    board = board_of(s)
    out: list[Event] = [say(T("{board} is behind the Fellowship.", board=board.name if board else ""), "stop")]
    if "tokens" in s.wards:
        s.wards.remove("tokens")
        out.append(say(T("Athelas: nobody is hurt for missing life tokens this time."), "card"))
    else:
        for seat in s.order_from(s.bearer):
            h = s.hobbits[seat]
            missing = [TOKEN_NAMES[k] for k in ("ring", "heart", "sun") if h.tokens[k] == 0]
            if missing:
                out.append(say(T("{hobbit} lacks: {tokens}.", hobbit=who(s, seat), tokens=missing), "token", seat))
                out += fx.darkness(s, seat, len(missing))
                if s.over:
                    return out
    living = s.living()
    if not living:
        return out
    best = max(s.hobbits[x].tokens["ring"] for x in living)
    if s.bearer in living and s.hobbits[s.bearer].tokens["ring"] == best:
        bearer = s.bearer
    else:
        bearer = next(x for x in s.order_from(s.next_living(s.bearer)) if s.hobbits[x].tokens["ring"] == best)
    if bearer != s.bearer:
        out.append(say(T("{hobbit} has the most ring tokens and becomes the Ring-bearer.", hobbit=who(s, bearer)),
                       "bearer", bearer))
    s.bearer = bearer
    for h in s.hobbits:
        for k in ("ring", "heart", "sun"):
            s.token_supply[k] += h.tokens[k]
            h.tokens[k] = 0
    for h in s.hobbits:
        if h.id == "fatty" and not h.out:
            out += fx.draw(s, h.seat, 2)
    s.board = None
    s.board_done = False
    push(s, ("leave",))
    return out


# -- Mount Doom -------------------------------------------------------------------------------------------
def _doom(s: QuestState) -> list[Event]:
    s.doom = True
    s.board_done = False
    if s.expansion and len(s.foe_line) >= 8:
        fx.finish(s, "foes")
        return [say(T("The Ring reaches Mount Doom, but %n foes stand on the foe line: the foes win.", None,
                      len(s.foe_line)), "end")]
    s.queue.clear()
    out = [say(T("The Ring is on Mount Doom: {hobbit} must try to destroy it.", hobbit=who(s, s.active)), "stop")]
    return out + ask(s, "doom", s.active)


def destroy_roll(s: QuestState) -> list[Event]:
    roller = s.active
    s.ask = None
    _, out = fx.roll(s, roller, T("to cast the Ring into the fire"), "mount-doom")
    if s.over:
        return out
    if s.hobbits[roller].out:
        left = [x for x in s.order_from(roller) if x != roller]
        if not left:
            fx.finish(s, "attempt")
            return [*out, say(T("No hobbit is left to destroy the Ring: the attempt has failed."), "end")]
        s.active = left[0]
        return [*out, say(T("{hobbit} takes up the task.", hobbit=who(s, s.active)), "stop"), *ask(s, "doom", s.active)]
    if s.expansion:
        return out + ask(s, "doom_after", roller)
    return out + finish_doom(s)


def finish_doom(s: QuestState) -> list[Event]:
    if s.expansion and len(s.foe_line) >= 8:
        fx.finish(s, "foes")
        return [say(T("%n foes remain on the foe line: the hobbits are overwhelmed.", None, len(s.foe_line)), "end")]
    s.destroyed = True
    fx.finish(s, "destroyed")
    return [say(T("The Ring is destroyed in the fire of Mount Doom! The quest is won."), "end")]


# -- the step table --------------------------------------------------------------------------------------------
def _ring_move(s: QuestState, line: str, seat: int) -> list[Event]:
    """After the Ring's roll: its line moves 4 minus the symbols the die showed."""
    face = next((w[5:] for w in s.wards if w.startswith("ring:")), "blank")
    s.wards = [w for w in s.wards if not w.startswith("ring:")]
    if s.over or s.hobbits[seat].out:
        return []
    return _advance(s, line, 4 - fx.FACE_SYMBOLS[face], seat)


def _resume(s: QuestState, saved: Ask) -> list[Event]:
    if saved.kind == "pay" and s.hobbits[saved.seat].out:
        spec = saved.data["spec"]
        return _ask_next_payer(s, spec, spec["i"] + 1)
    if saved.kind in ("tiles", "play") and (s.board_done or s.hobbits[saved.seat].out or s.board is None):
        if s.board is not None:
            push(s, ("end_turn",))
        return []
    if s.hobbits[saved.seat].out and saved.kind == "moment":
        return []
    if s.hobbits[saved.seat].out and saved.kind in ("between", "doom", "doom_after"):
        saved = Ask(saved.kind, s.living()[0] if s.living() else saved.seat, saved.data)
    s.ask = saved
    return []


STEPS: dict[str, Callable[..., list[Event]]] = {
    "stop": _stop, "haven": _haven, "council": _council, "leave": _leave, "go": _go,
    "to_play": lambda s: _to(s, "play"), "to_tiles": lambda s: _to(s, "tiles"), "end_turn": _end_turn,
    "advance": _advance, "main_done": _main_done, "next_event": _next_event, "six": _six, "event": _event,
    "demand": _demand, "each_may": _each_may, "discard": _discard, "lose_shields": _lose_shields,
    "lose_cards": _lose_cards, "spells": _spells, "end_board": _end_board, "doom": _doom, "resume": _resume,
    "ring_move": _ring_move,
    "sauron": lambda s, n, unstoppable=False: fx.sauron(s, n, unstoppable),
    "dark": lambda s, seat, n: fx.darkness(s, seat, n), "heal": lambda s, seat, n: fx.heal(s, seat, n),
    "roll": lambda s, seat, why, rule="die": fx.roll(s, seat, why, rule)[1],
    "draw": lambda s, seat, n: fx.draw(s, seat, n), "foes": lambda s, n: _foes(s, n),
    "foes_now": lambda s, n: _foes_now(s, n),
    "gain": lambda s, seat, card: fx.gain_card(s, seat, card), "shield": lambda s, seat, n: fx.give_shields(s, seat, n),
    "big": lambda s, seat: fx.big_shield(s, seat), "token": lambda s, seat, kind: fx.give_token(s, seat, kind),
    "sauron_wins": lambda s: _sauron_wins(s),
    "defeat": lambda s, foe, how: fx.defeat(s, s.foe_line.index(foe), how) if foe in s.foe_line else [],
}


def _foes(s: QuestState, count: int) -> list[Event]:
    """Foes are about to appear: the active hobbit may first defeat the leftmost foe (or use a card that defeats
    foes), which decides which foe is leftmost afterwards [Seed: "at any time"]."""
    active = s.active
    if (s.expansion and count > 0 and s.foe_deck and s.foe_line and not s.hobbits[active].out
            and can_answer_foes(s, active)):
        push(s, ("foes_now", count))
        return ask(s, "moment", active, count=count)
    return fx.foes_appear(s, count)


def _foes_now(s: QuestState, count: int) -> list[Event]:
    """The foes appear; if the active hobbit could defeat one now, he may do so before the game goes on."""
    out = fx.foes_appear(s, count)
    active = s.active
    if s.expansion and s.foe_line and not s.hobbits[active].out and can_answer_foes(s, active):
        out += ask(s, "moment", active, count=0)
    return out


def can_answer_foes(s: QuestState, seat: int) -> bool:
    h = s.hobbits[seat]
    if can_fight(s, seat):
        return True
    if any((f := s.data.feature(c)) is not None and f.power == "defeat_foe" for c in h.hand):
        return True
    if "fire_storm" in s.gandalf and s.team_shields() >= 5:
        return True
    return h.id == "merry" and not h.ability_used and any(s.data.foe(f).demand.tokens for f in s.foe_line)


def can_fight(s: QuestState, seat: int) -> bool:
    """Whether the hobbit could meet the leftmost foe's demand now (and has not just stopped paying for it)."""
    if not s.foe_line or s.foe_line[0] == s.withdrawn:
        return False
    d = s.data.foe(s.foe_line[0]).demand
    spec = foe_spec(s, seat)
    if d.shields == "all" or is_take(spec):
        return True
    return can_pay_all(s, seat, spec)


def foe_spec(s: QuestState, seat: int) -> dict[str, Any]:
    foe = s.data.foe(s.foe_line[0])
    spec = demand_spec(s, foe.name, foe.demand, (), (), "defeating-foes", source="foe")
    spec.update(who="self", order=[seat], foe=s.foe_line[0], i=0)
    return spec


def _sauron_wins(s: QuestState) -> list[Event]:
    fx.finish(s, "eye")
    return [say(T("The Great Eye finds the Ring: Sauron rules Middle-earth. The quest is lost."), "end")]


__all__ = ["ENDS_WON", "NAMES", "push", "run", "set_up"]

"""The choices open to the hobbit to move (`legal_actions`, with their labels), why any other is refused
(`check`), and carrying one out (`apply`).

Every question the game asks (state.ask) has its answers here. Besides the answers, the hobbit whose turn it
is may at his main decisions (revealing tiles, playing cards, between boards, on Mount Doom) defeat the
leftmost foe, call Gandalf, play a yellow feature card or use his ability card: these "free" actions do not
end the question, which is asked again afterwards.
"""
from __future__ import annotations

import itertools
from typing import Any

from engines.core import OK, Action, Event, Illegal, Ok
from engines.core.i18n import T, Text

from . import effects as fx
from . import flow
from .cards import SYMBOL_NAMES, TOKEN_NAMES, card_name, colour, symbols_for
from .data import JOKER, Demand
from .effects import who
from .flow import LINE_NAMES, push, run
from .state import Ask, QuestState

MAIN_ASKS = ("tiles", "play", "between", "doom", "doom_after", "moment")
GANDALF_COST = 5
ACTION_KINDS = frozenset({
    "reveal", "play_card", "ring", "draw_cards", "heal", "free_defeat", "end_turn", "fight", "gandalf", "yellow",
    "ability", "give", "take", "decline", "recover", "discard", "prepare", "hand_out", "council", "travel",
    "destroy", "finish", "foresight", "go_on"})


# -- what may be done --------------------------------------------------------------------------------------
def legal_actions(s: QuestState) -> list[Action]:
    a = s.ask
    if s.over or a is None:
        return []
    seat = a.seat
    out: list[Action] = []
    if a.kind == "tiles":
        out.append(Action.make("reveal", seat, T("Reveal the next event tile")))
    elif a.kind == "play":
        out += _play_options(s, seat)
    elif a.kind == "pay":
        out += _pay_options(s, seat, a.data["spec"])
    elif a.kind == "each_may":
        price = a.data["price"]
        out += [Action.make("recover", seat, T("Pay %n shields: draw 2 cards", None, price), choice="draw"),
                Action.make("recover", seat, T("Pay %n shields: heal 1 step", None, price), choice="heal"),
                Action.make("recover", seat, T("Keep the shields"), choice="none")]
    elif a.kind == "discard":
        out += [Action.make("discard", seat, T("Discard {card}", card=card_name(s.data, c)), card=c)
                for c in _distinct(s.hobbits[seat].hand)]
    elif a.kind == "prepare":
        out += [Action.make("prepare", seat, T("Preparations: roll the die and turn up four cards"), go=True),
                Action.make("prepare", seat, T("Set out without preparations"), go=False)]
    elif a.kind == "hand_out":
        card = a.data["cards"][0]
        out += [Action.make("hand_out", seat, T("Give {card} to {hobbit}", card=card_name(s.data, card),
                                                hobbit=who(s, to)), card=card, to=to) for to in s.order_from(seat)]
    elif a.kind == "council":
        to = s.next_living(seat)
        out += [Action.make("council", seat, T("Pass {card} to {hobbit}", card=card_name(s.data, c),
                                               hobbit=who(s, to)), card=c) for c in _distinct(s.hobbits[seat].hand)]
    elif a.kind == "between":
        out += _travel_options(s, seat)
    elif a.kind == "doom":
        out.append(Action.make("destroy", seat, T("Roll the die to destroy the Ring")))
    elif a.kind == "moment":
        count = a.data["count"]
        out.append(Action.make("go_on", seat, T("Let the %n foe(s) appear", None, count) if count else T("Go on")))
    elif a.kind == "doom_after":
        out.append(Action.make("finish", seat, T("Cast the Ring into the fire")))
    elif a.kind == "foresight":
        tiles = a.data["tiles"]
        for order in itertools.permutations(range(len(tiles))):
            names = [flow.TILE_NAMES[tiles[i].split(".")[0]] for i in order]
            out.append(Action.make("foresight", seat, T("Put the tiles back, top first: {tiles}", tiles=names),
                                   order=list(order)))
    if a.kind in MAIN_ASKS and seat == s.active:
        out += free_actions(s, seat, a.kind)
    elif a.kind == "pay":
        out += _yellow_options(s, seat)
    return _unique(out)


def _distinct(cards: list[str]) -> list[str]:
    return list(dict.fromkeys(cards))


def _unique(actions: list[Action]) -> list[Action]:
    return list(dict.fromkeys(actions))


def _play_limit(s: QuestState, seat: int) -> int:
    return 4 if s.fervour else 2


def card_fits(s: QuestState, seat: int, card: str) -> str | None:
    """Why `card` may not be played now (None: it may): colour and number of cards this turn."""
    h = s.hobbits[seat]
    if colour(s.data, card) == "yellow":
        return T("A yellow card is not played on a line: use its power instead.")
    if len(s.played) >= _play_limit(s, seat):
        return T("You have already played %n card(s) this turn.", None, len(s.played))
    if not s.fervour and h.id != "pippin":
        col = colour(s.data, card)
        if any(colour(s.data, c) == col for c in s.played):
            return T("You have already played a {colour} card this turn: at most one white and one grey.",
                     colour=fx_colour(col))
    return None


def fx_colour(col: str) -> Text:
    from .cards import COLOUR_NAMES
    return COLOUR_NAMES[col]


def card_lines(s: QuestState, seat: int, card: str) -> list[str]:
    """The lines a card may be laid on: its symbols' open lines; for a joker, every open line."""
    symbols = symbols_for(s.data, s.hobbits[seat].id, card)
    keys = []
    if JOKER in symbols:
        keys = [k for k in s.markers if flow.line_open(s, k)]
    for sym in symbols:
        k = flow.main_key_for(s, sym) if sym != JOKER else None
        if k is not None and flow.line_open(s, k) and k not in keys:
            keys.append(k)
    return keys


def _play_options(s: QuestState, seat: int) -> list[Action]:
    out: list[Action] = []
    h = s.hobbits[seat]
    for card in _distinct(h.hand):
        if card_fits(s, seat, card) is not None:
            continue
        for key in card_lines(s, seat, card):
            out.append(Action.make("play_card", seat, T("Play {card} on {line}", card=card_name(s.data, card),
                                                        line=LINE_NAMES[key]), card=card, line=key))
    if seat == s.bearer and not s.ring_used and not s.doom:
        out += [Action.make("ring", seat, T("Put on the Ring and move {line}", line=LINE_NAMES[k]), line=k)
                for k in s.markers if flow.line_open(s, k)]
    if not s.played:
        out.append(Action.make("draw_cards", seat, T("Draw 2 hobbit cards")))
        if h.pos > 0:
            out.append(Action.make("heal", seat, T("Heal: move 1 step toward the light")))
        if s.expansion and s.foe_line and not s.free_defeat_used and not s.doom:
            out.append(Action.make("free_defeat", seat, T("Defeat {foe} without paying",
                                                          foe=s.data.foe(s.foe_line[0]).name)))
    else:
        out.append(Action.make("end_turn", seat, T("End the turn")))
    return out


def _pay_options(s: QuestState, seat: int, spec: dict[str, Any]) -> list[Action]:
    out: list[Action] = []
    if flow.is_take(spec):
        out.append(Action.make("take", seat, T("Take it on: {what}", what=_take_text(s, spec))))
    else:
        h = s.hobbits[seat]
        for item in flow.useful_items(s, seat, spec):
            kind, _, what = item.partition(":")
            if kind == "card":
                label = T("Give {card}", card=card_name(s.data, what))
            elif kind == "token":
                label = T("Give a {token}", token=TOKEN_NAMES[what])
            elif kind == "wit":
                label = T("Use Fatty's Wit instead of the shields")
            else:
                label = T("Give shields worth %n", None, min(h.shields, spec["need"]["shields"]))
            out.append(Action.make("give", seat, label, item=item))
    out.append(Action.make("decline", seat, T("Do not pay") if spec["foe"] is None else T("Stop: keep your cards")))
    return out


def _take_text(s: QuestState, spec: dict[str, Any]) -> Text:
    t = spec["take"]
    return fx.demand_text(s, Demand(rolls=t["rolls"], darkness=t["darkness"], sauron=t["sauron"]))


def _travel_options(s: QuestState, seat: int) -> list[Action]:
    nxt = s.route[s.stop + 1] if s.stop + 1 < len(s.route) else None
    out = []
    if nxt is not None:
        out.append(Action.make("travel", seat, T("Go on to {place}", place=_place_name(s, nxt)), to=nxt))
    if not s.foe_line:
        for cut in flow.shortcuts_from(s):
            place = _place_name(s, cut.to)
            if cut.pay:
                for card in cut.pay:
                    if any(card in h.hand for h in s.hobbits if not h.out):
                        out.append(Action.make("travel", seat, T("Shortcut to {place}, giving up {card}",
                                                                 place=place, card=card_name(s.data, card)),
                                               to=cut.to, pay=card))
            elif cut.elves:
                out.append(Action.make("travel", seat, T("Shortcut to {place}, calling the Elves", place=place),
                                       to=cut.to, elves=True))
                out.append(Action.make("travel", seat, T("Shortcut to {place}", place=place), to=cut.to))
            else:
                out.append(Action.make("travel", seat, T("Shortcut to {place}", place=place), to=cut.to))
    return out


def _place_name(s: QuestState, place: str) -> str:
    haven = s.data.haven(place)
    return haven.name if haven is not None else s.data.board(place).name


def free_actions(s: QuestState, seat: int, kind: str) -> list[Action]:
    out: list[Action] = []
    h = s.hobbits[seat]
    if s.expansion and s.foe_line and flow.can_fight(s, seat):
        foe = s.data.foe(s.foe_line[0])
        out.append(Action.make("fight", seat, T("Defeat {foe}: {demand}", foe=foe.name,
                                                demand=fx.demand_text(s, foe.demand))))
    if s.team_shields() >= GANDALF_COST:
        for g in s.gandalf:
            out += _gandalf_options(s, seat, g)
    out += _yellow_options(s, seat)
    if s.expansion and not h.ability_used:
        out += _ability_options(s, seat, kind)
    return out


GANDALF_LABELS: dict[str, Text] = {
    "foresight": T("Gandalf: Foresight (look at the top three event tiles)"),
    "guidance": T("Gandalf: Guidance"), "healing": T("Gandalf: Healing (heal 2 steps)"),
    "magic": T("Gandalf: Magic (turn the next event aside)"), "persistence": T("Gandalf: Persistence (draw 4 cards)"),
    "defiance": T("Gandalf: Defiance (stop Sauron's next move)"),
    "immunity": T("Gandalf: Immunity (the next roll shows blank)"), "fire_storm": T("Gandalf: Fire Storm")}


def _gandalf_options(s: QuestState, seat: int, g: str) -> list[Action]:
    on_board = s.board is not None and not s.board_done
    if g == "foresight":
        return [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)] if on_board and s.tiles else []
    if g == "guidance":
        return [Action.make("gandalf", seat, T("Gandalf: Guidance (move {line} 2 spaces)", line=LINE_NAMES[k]),
                            card=g, line=k) for k in s.markers if on_board and flow.line_open(s, k)]
    if g == "magic":
        return [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)] if on_board and "event" not in s.wards \
            else []
    if g == "healing":
        return [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)] if s.hobbits[seat].pos > 0 else []
    if g == "defiance":
        return [] if "sauron" in s.wards else [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)]
    if g == "immunity":
        return [] if "immunity" in s.wards else [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)]
    if g == "fire_storm":
        if not s.foe_line:
            return []
        pairs = list(itertools.combinations(range(len(s.foe_line)), min(2, len(s.foe_line))))
        return [Action.make("gandalf", seat, T("Gandalf: Fire Storm on {foes}",
                                               foes=[s.data.foe(s.foe_line[i]).name for i in p]),
                            card=g, foes=[s.foe_line[i] for i in p]) for p in pairs]
    return [Action.make("gandalf", seat, GANDALF_LABELS[g], card=g)]


def _yellow_options(s: QuestState, seat: int) -> list[Action]:
    out: list[Action] = []
    h = s.hobbits[seat]
    for card in _distinct(h.hand):
        feature = s.data.feature(card)
        if feature is None or feature.power is None:
            continue
        name = card_name(s.data, card)
        p = feature.power
        if p == "ward_roll" and "roll" not in s.wards:
            out.append(Action.make("yellow", seat, T("Play {card}: the next die roll is ignored", card=name),
                                   card=card))
        elif p == "ward_event" and s.board is not None and "event" not in s.wards:
            out.append(Action.make("yellow", seat, T("Play {card}: turn the next event aside", card=name), card=card))
        elif p == "ward_tokens" and "tokens" not in s.wards:
            out.append(Action.make("yellow", seat, T("Play {card}: no harm for missing life tokens at this board's "
                                                     "end", card=name), card=card))
        elif p in ("heal", "heal2") and h.pos > 0:
            out.append(Action.make("yellow", seat, T("Play {card}: heal", card=name), card=card))
        elif p == "refill" and len(h.hand) < 7:
            out.append(Action.make("yellow", seat, T("Play {card}: draw up to 6 cards", card=name), card=card))
        elif p == "defeat_foe" and s.expansion:
            out += [Action.make("yellow", seat, T("Play {card} on {foe}", card=name, foe=s.data.foe(f).name),
                                card=card, foe=f) for f in _distinct(s.foe_line)]
        elif p == "give_card":
            for other in s.order_from(seat):
                if other == seat:
                    continue
                out += [Action.make("yellow", seat, T("Play {card}: give {gift} to {hobbit}", card=name,
                                                      gift=card_name(s.data, c), hobbit=who(s, other)),
                                    card=card, gift=c, to=other) for c in _distinct(h.hand) if c != card]
    return out


def _ability_options(s: QuestState, seat: int, kind: str) -> list[Action]:
    h = s.hobbits[seat]
    on_board = s.board is not None and not s.board_done and kind in ("tiles", "play")
    if h.id == "frodo" and on_board:
        return [Action.make("ability", seat, T("Frodo's Determination: move {line} one space",
                                               line=LINE_NAMES[k]), line=k)
                for k in s.markers if k != "main" and flow.line_open(s, k)]
    if h.id == "sam" and on_board and "bravery" not in s.wards:
        return [Action.make("ability", seat, T("Sam's Bravery: he will face the next event with the die"))]
    if h.id == "pippin" and kind == "play" and not s.fervour:
        return [Action.make("ability", seat, T("Pippin's Fervour: play up to four cards this turn"))]
    if h.id == "merry" and any(s.data.foe(f).demand.tokens for f in s.foe_line):
        return [Action.make("ability", seat, T("Merry's Courage: defeat every foe that asks for life tokens"))]
    return []


# -- why not -------------------------------------------------------------------------------------------------
def check(s: QuestState, action: Action) -> Ok | Illegal:
    if s.over:
        return Illegal(T("The game is over: nobody is to move."), "end-and-scoring")
    a = s.ask
    if a is None:
        return Illegal(T("Nobody is to move now."), "turn")
    if action.seat != a.seat:
        return Illegal(T("It is {hobbit}'s decision now, not yours.", hobbit=who(s, a.seat)), "turn")
    if action in legal_actions(s):
        return OK
    return Illegal(_why_not(s, action), _rule_of(action.kind))


def _why_not(s: QuestState, action: Action) -> Text:
    a = s.ask
    assert a is not None
    seat = action.seat
    if action.kind == "play_card":
        card = action.get("card")
        if a.kind != "play":
            return T("Cards are played after the event tiles, when an activity tile has shown.")
        if card not in s.hobbits[seat].hand:
            return T("That card is not in your hand.")
        why = card_fits(s, seat, card)
        if why is not None:
            return T("{why}", why=why)
        line = action.get("line")
        if line not in s.markers:
            return T("This board has no such line.")
        if not flow.line_open(s, line):
            return T("{line} is already complete.", line=LINE_NAMES[line])
        syms = [SYMBOL_NAMES[x] for x in symbols_for(s.data, s.hobbits[seat].id, card)]
        return T("{card} shows {symbols}: it does not fit {line}.", card=card_name(s.data, card), symbols=syms,
                 line=LINE_NAMES[line])
    if action.kind in ("draw_cards", "heal", "free_defeat") and s.played:
        return T("You have already played cards this turn: drawing, healing and a free defeat are instead of "
                 "playing cards.")
    if action.kind == "free_defeat" and s.free_defeat_used:
        return T("The free defeat may be used once per turn.")
    if action.kind == "ring":
        if seat != s.bearer:
            return T("Only the Ring-bearer may put on the Ring.")
        if s.ring_used:
            return T("The Ring has already been used on this board.")
    if action.kind == "fight":
        if not s.foe_line:
            return T("No foe is on the foe line.")
        return T("You cannot meet {foe}'s demand.", foe=s.data.foe(s.foe_line[0]).name)
    if action.kind == "gandalf":
        if s.team_shields() < GANDALF_COST:
            return T("Calling Gandalf costs 5 shields; the Fellowship has %n.", None, s.team_shields())
        if action.get("card") not in s.gandalf:
            return T("That Gandalf card has already been used.")
    return T("That is not possible now.")


RULES = {"reveal": "event-tiles", "play_card": "activity-lines", "ring": "the-ring", "draw_cards": "turn",
         "heal": "turn", "free_defeat": "defeating-foes", "end_turn": "turn", "fight": "defeating-foes",
         "gandalf": "gandalf", "yellow": "feature-cards", "ability": "characters", "give": "paying",
         "take": "paying", "decline": "paying", "recover": "safe-havens", "discard": "die", "prepare": "safe-havens",
         "hand_out": "safe-havens", "council": "safe-havens", "travel": "shortcuts", "destroy": "mount-doom",
         "finish": "mount-doom", "foresight": "gandalf", "go_on": "defeating-foes"}


def _rule_of(kind: str) -> str:
    return RULES.get(kind, "turn")


# -- doing it ------------------------------------------------------------------------------------------------
def apply(s: QuestState, action: Action) -> list[Event]:
    """Carry out a legal action on `s` (a clone the caller owns) and run the rules to the next question."""
    a = s.ask
    assert a is not None
    out: list[Event] = []
    kind = action.kind
    seat = action.seat
    s.ask = None
    if kind in ("fight", "gandalf", "yellow", "ability"):
        out += _free(s, seat, action, a)
    else:
        out += HANDLERS[kind](s, seat, action, a)
    run(s, out)
    return out


def _resume_with(s: QuestState, saved: Ask) -> None:
    s.queue.insert(0, ("resume", saved))


def _free(s: QuestState, seat: int, action: Action, saved: Ask) -> list[Event]:
    h = s.hobbits[seat]
    out: list[Event] = []
    kind = action.kind
    _resume_with(s, saved)
    if kind == "fight":
        foe = s.data.foe(s.foe_line[0])
        d = foe.demand
        fid = s.foe_line[0]
        out.append(fx.say(T("{hobbit} takes on {foe}.", hobbit=who(s, seat), foe=foe.name), "foe", seat))
        if d.shields == "all":
            lost = h.shields
            h.shields = 0
            s.shield_supply += lost
            out.append(fx.say(T("{hobbit} gives up all shields (worth %n).", None, lost, hobbit=who(s, seat)),
                              "pay", seat))
            out += fx.defeat(s, 0, T("its demand is met"))
            return out
        spec = flow.foe_spec(s, seat)
        if flow.is_take(spec):
            t = spec["take"]
            steps: list[tuple[Any, ...]] = [("dark", seat, t["darkness"])] if t["darkness"] else []
            steps += [("roll", seat, foe.name, "defeating-foes") for _ in range(t["rolls"])]
            steps += [("sauron", t["sauron"], False)] if t["sauron"] else []
            push(s, *steps, ("defeat", fid, T("its demand is met")))
            return out
        if d.tokens and "any" not in d.tokens and not d.symbols and not d.shields:
            for kind, n in d.tokens.items():
                h.tokens[kind] -= n
                s.token_supply[kind] += n
                out.append(fx.say(T("{hobbit} gives up %n × {token}.", None, n, hobbit=who(s, seat),
                                    token=TOKEN_NAMES[kind]), "pay", seat))
            out += fx.defeat(s, 0, T("its demand is met"))
            return out
        if d.shields and not d.symbols and not d.tokens and h.shields >= int(d.shields):
            h.shields -= int(d.shields)
            s.shield_supply += int(d.shields)
            out.append(fx.say(T("{hobbit} gives shields worth %n.", None, int(d.shields), hobbit=who(s, seat)),
                              "pay", seat))
            out += fx.defeat(s, 0, T("its demand is met"))
            return out
        push(s, ("demand", spec))
        return out
    if kind == "gandalf":
        return out + _gandalf(s, seat, action)
    if kind == "yellow":
        return out + _yellow(s, seat, action)
    return out + _ability(s, seat, action)


def _pay_gandalf(s: QuestState, seat: int) -> None:
    left = GANDALF_COST
    for x in s.order_from(seat):
        h = s.hobbits[x]
        part = min(h.shields, left)
        h.shields -= part
        left -= part
    s.shield_supply += GANDALF_COST


def _gandalf(s: QuestState, seat: int, action: Action) -> list[Event]:
    g = action["card"]
    _pay_gandalf(s, seat)
    s.gandalf.remove(g)
    name = next(c.name for c in s.data.gandalf if c.id == g)
    out = [fx.say(T("{hobbit} calls Gandalf for 5 shields: {card}.", hobbit=who(s, seat), card=name), "gandalf", seat)]
    if g == "foresight":
        top = list(reversed(s.tiles[-3:]))
        s.tiles_known = len(top)
        s.ask = Ask("foresight", seat, {"tiles": top})
        out.append(Event(T("The top tiles are: {tiles}.", tiles=[flow.TILE_NAMES[t.split('.')[0]] for t in top]),
                         kind="foresight", reveals=True))
    elif g == "guidance":
        push(s, ("advance", action["line"], 2, seat))
    elif g == "healing":
        out += fx.heal(s, seat, 2)
    elif g == "magic":
        s.wards.append("event")
    elif g == "persistence":
        out += fx.draw(s, seat, 4)
    elif g == "defiance":
        s.wards.append("sauron")
    elif g == "immunity":
        s.wards.append("immunity")
    elif g == "fire_storm":
        for f in action["foes"]:
            out += fx.defeat(s, s.foe_line.index(f), T("Gandalf's Fire Storm"))
    return out


def _yellow(s: QuestState, seat: int, action: Action) -> list[Event]:
    card = action["card"]
    feature = s.data.feature(card)
    assert feature is not None
    fx.discard_card(s, seat, card)
    out = [fx.say(T("{hobbit} plays {card}.", hobbit=who(s, seat), card=card_name(s.data, card)), "card", seat)]
    p = feature.power
    if p == "ward_roll":
        s.wards.append("roll")
    elif p == "ward_event":
        s.wards.append("event")
    elif p == "ward_tokens":
        s.wards.append("tokens")
    elif p in ("heal", "heal2"):
        out += fx.heal(s, seat, 2 if p == "heal2" else 1)
    elif p == "refill":
        out += fx.draw(s, seat, max(0, 6 - len(s.hobbits[seat].hand)))
    elif p == "defeat_foe":
        out += fx.defeat(s, s.foe_line.index(action["foe"]), T("Fire Brand"))
    elif p == "give_card":
        to = action["to"]
        gift = action["gift"]
        s.hobbits[seat].hand.remove(gift)
        s.hobbits[to].hand.append(gift)
        out.append(Event(T("{hobbit} gives {card} to {other}.", hobbit=who(s, seat), card=card_name(s.data, gift),
                           other=who(s, to)), kind="card", seat=seat, visible_to=(seat, to)))
        out.append(Event(T("{hobbit} gives a card to {other}.", hobbit=who(s, seat), other=who(s, to)), kind="card",
                         seat=seat, visible_to=tuple(x for x in range(s.players) if x not in (seat, to))))
    return out


def _ability(s: QuestState, seat: int, action: Action) -> list[Event]:
    h = s.hobbits[seat]
    h.ability_used = True
    if h.id == "frodo":
        push(s, ("advance", action["line"], 1, seat))
        return [fx.say(T("Frodo's Determination."), "ability", seat)]
    if h.id == "sam":
        s.wards.append("bravery")
        return [fx.say(T("Sam's Bravery: he will face the next event alone, with the die."), "ability", seat)]
    if h.id == "pippin":
        s.fervour = True
        return [fx.say(T("Pippin's Fervour: he may play up to four cards this turn."), "ability", seat)]
    out = [fx.say(T("Merry's Courage."), "ability", seat)]
    for f in [f for f in s.foe_line if s.data.foe(f).demand.tokens]:
        out += fx.defeat(s, s.foe_line.index(f), T("Merry's Courage"))
    return out


# -- the answers to each question ----------------------------------------------------------------------------
def _reveal(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.reveal_tile(s)


def _play_card(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    card, line = action["card"], action["line"]
    h = s.hobbits[seat]
    fx.discard_card(s, seat, card)
    s.played.append(card)
    moves: dict[str, int] = {}
    for sym in symbols_for(s.data, h.id, card):
        key = line if sym == JOKER else flow.main_key_for(s, sym)
        if key is not None:
            moves[key] = moves.get(key, 0) + 1
    out = [fx.say(T("{hobbit} plays {card}.", hobbit=who(s, seat), card=card_name(s.data, card)), "play", seat)]
    after = ("end_turn",) if len(s.played) >= _play_limit(s, seat) else ("resume", Ask("play", seat, {}))
    push(s, *[("advance", k, n, seat) for k, n in moves.items()], after)
    return out


def _ring(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    s.ring_used = True
    out = [fx.say(T("{hobbit} puts on the Ring.", hobbit=who(s, seat)), "ring", seat)]
    push(s, ("ring_move", action["line"], seat), ("resume", Ask("play", seat, {})))
    face, events = fx.roll(s, seat, T("the Ring"), "the-ring")
    s.wards.append("ring:" + face)
    return out + events


def _draw_cards(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    push(s, ("end_turn",))
    return fx.draw(s, seat, 2)


def _heal(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    push(s, ("end_turn",))
    return fx.heal(s, seat, 1)


def _free_defeat(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    s.free_defeat_used = True
    push(s, ("end_turn",))
    return fx.defeat(s, 0, T("instead of playing cards"))


def _end_turn(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    s.queue.insert(0, ("end_turn",))
    return []


def _give(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.give(s, seat, a.data["spec"], action["item"])


def _take(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.take(s, seat, a.data["spec"])


def _decline(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.decline(s, seat, a.data["spec"])


def _recover(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    choice = action["choice"]
    if choice == "none":
        return []
    price = a.data["price"]
    h = s.hobbits[seat]
    h.shields -= price
    s.shield_supply += price
    out = [fx.say(T("{hobbit} pays shields worth %n.", None, price, hobbit=who(s, seat)), "pay", seat)]
    return out + (fx.draw(s, seat, 2) if choice == "draw" else fx.heal(s, seat, 1))


def _discard(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    fx.discard_card(s, seat, action["card"])
    out = [fx.say(T("{hobbit} discards {card}.", hobbit=who(s, seat), card=card_name(s.data, action["card"])),
                  "discard", seat)]
    left = a.data["count"] - 1
    if left > 0:
        s.queue.insert(0, ("discard", seat, left))
    return out


def _prepare(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    if not action["go"]:
        return [fx.say(T("The Fellowship sets out without preparations."), "stop")]
    _, out = fx.roll(s, seat, T("the preparations at Bag End"), "safe-havens")
    cards: list[str] = []
    for _ in range(4):
        if not s.deck and not fx.refill_deck(s, out):
            break
        cards.append(s.deck.pop())
    if cards and not s.over and not s.hobbits[seat].out:
        out.append(Event(T("Four hobbit cards are turned up: {cards}.", cards=[card_name(s.data, c) for c in cards]),
                         kind="card", reveals=True))
        s.ask = Ask("hand_out", seat, {"cards": cards})
    else:
        s.discard.extend(cards)
    return out


def _hand_out(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    cards = list(a.data["cards"])
    card = action["card"]
    cards.remove(card)
    s.hobbits[action["to"]].hand.append(card)
    if cards:
        s.ask = Ask("hand_out", seat, {"cards": cards})
    return [fx.say(T("{card} goes to {hobbit}.", card=card_name(s.data, card), hobbit=who(s, action["to"])), "card",
                   seat)]


def _council(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    to = s.next_living(seat)
    card = action["card"]
    s.hobbits[seat].hand.remove(card)
    s.hobbits[to].hand.append(card)
    return [Event(T("{hobbit} passes {card} to {other}.", hobbit=who(s, seat), card=card_name(s.data, card),
                    other=who(s, to)), kind="card", seat=seat, visible_to=(seat, to)),
            Event(T("{hobbit} passes a card to {other}.", hobbit=who(s, seat), other=who(s, to)), kind="card",
                  seat=seat, visible_to=tuple(x for x in range(s.players) if x not in (seat, to)))]


def _travel(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    to = action["to"]
    index = s.route.index(to)
    out: list[Event] = []
    if index == s.stop + 1:
        push(s, ("go", index))
        return out
    out.append(fx.say(T("The Fellowship takes the shortcut to {place}.", place=_place_name(s, to)), "stop"))
    pay = action.get("pay")
    if pay:
        holder = next(h for h in s.hobbits if not h.out and pay in h.hand)
        fx.discard_card(s, holder.seat, pay)
        out.append(fx.say(T("{hobbit} gives up {card} for the shortcut.", hobbit=who(s, holder.seat),
                            card=card_name(s.data, pay)), "card", holder.seat))
    if action.get("elves"):
        _, events = fx.roll(s, seat, T("calling the Elves"), "shortcuts")
        out += events
        pile = s.piles.get("lothlorien", [])
        for x in s.order_from(seat):
            if pile and not s.hobbits[x].out:
                card = pile.pop(0)
                s.hobbits[x].hand.append(card)
                out.append(fx.say(T("{hobbit} receives {card}.", hobbit=who(s, x), card=card_name(s.data, card)),
                                  "card", x))
    push(s, ("foes", 4), ("go", index))
    return out


def _destroy(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.destroy_roll(s)


def _finish(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return flow.finish_doom(s)


def _foresight(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    tiles = a.data["tiles"]
    order = [tiles[i] for i in action["order"]]      # top first
    k = len(order)
    s.tiles[-k:] = list(reversed(order))
    s.tiles_known = k
    return [fx.say(T("Gandalf's Foresight: the tiles are put back in the chosen order."), "gandalf", seat)]


def _go_on(s: QuestState, seat: int, action: Action, a: Ask) -> list[Event]:
    return []


HANDLERS = {"go_on": _go_on, "reveal": _reveal, "play_card": _play_card, "ring": _ring, "draw_cards": _draw_cards,
            "heal": _heal,
            "free_defeat": _free_defeat, "end_turn": _end_turn, "give": _give, "take": _take, "decline": _decline,
            "recover": _recover, "discard": _discard, "prepare": _prepare, "hand_out": _hand_out,
            "council": _council, "travel": _travel, "destroy": _destroy, "finish": _finish, "foresight": _foresight}

"""(Undermountain, Skullport) The modules' steps that fit no subject of the base game's: what a player may do
or an opponent may join in (`may`, `each_opponent_may`), a step only when a condition holds (`conditional`),
resources handed to an opponent (`give`), cards thrown away (`discard_intrigue`, `discard_mandatory_quests`),
the whole of Cliffwatch Inn taken (`take_all_quests`), each opponent's adventurers handed back
(`each_opponent_returns_any`) and a secret look at an opponent's Lord (`look_at_lord`).

`may` and `each_opponent_may` put their steps on the stack as a frame that asks first ("use it now?") and
is skipped without asking when its costs cannot be paid — the gate plot quests' optional triggers use."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .board import all_places, place_name, remove_occupant
from .buildings import build, take_down
from .costs import playable
from .decisions import DECISIONS, ask, decision
from .decks import draw_intrigue, refill_hall, refill_quest
from .effects import fire, op, opponents_for, sourced, targets
from .placements import enter
from .resources import combos
from .state import Decision, Frame, WaterdeepState
from .texts import pick_text, res_text


def _gated(f: Frame, seat: int, steps: Any) -> Frame:
    """`steps` as a frame for `seat` that asks before it runs (and is skipped when it cannot be paid)."""
    return Frame(seat, tuple(steps), 0, {"action": f.ctx.get("action") and seat == f.seat,
                                         "source": f.ctx.get("source", ""), "ask": True})


@op("may")
def _may(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    s.stack.append(_gated(f, f.seat, st.steps))


@op("each_opponent_may")
def _each_opponent_may(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    for o in reversed(s.opponents(f.seat)):       # the opponent on the player's left decides first
        s.stack.append(_gated(f, o, st.steps))


def holds(s: WaterdeepState, seat: int, condition: str) -> bool:
    """Whether `condition` (cards.Condition) holds for `seat` now."""
    if condition == "every_opponent_more_corruption":
        mine = s.tavern[seat].get("corruption", 0)
        return all(s.tavern[o].get("corruption", 0) > mine for o in s.opponents(seat))
    raise ValueError(f"unknown condition {condition}")


@op("conditional")
def _conditional(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if holds(s, f.seat, st.condition):
        s.stack.append(Frame(f.seat, tuple(st.steps), 0, {"action": f.ctx.get("action"),
                                                         "source": f.ctx.get("source", "")}))


@op("give")
def _give(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    seats = targets(s, f, "chosen_opponent", ev)
    if not seats:           # (none to choose: every opponent shielded by a shown Lord)
        return
    to = seats[0]
    given = {}
    for k, v in st.res.items():
        v = min(v, s.tavern[f.seat][k])
        s.tavern[f.seat][k] -= v
        s.tavern[to][k] += v
        given[k] = v
    ev.append(Event(T("{seat} gives {to} {what} ({src}).", seat=s.name(f.seat), to=s.name(to), what=res_text(given),
                      src=f.ctx.get("source", "")), kind="pay", seat=f.seat))


@op("discard_intrigue")
def _discard_intrigue(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    hand = s.hands[f.seat]
    done = f.ctx.get("_di", 0)
    if done >= st.count or not hand:
        f.ctx.pop("_di", None)
        return
    if len(hand) <= st.count - done or len(set(hand)) == 1:
        _throw(s, f.seat, hand[0], ev)
        f.ctx["_di"] = done + 1
        f.i -= 1
        return
    f.ctx["_di"] = done + 1
    f.i -= 1
    ask(s, "discard_intrigue", f.seat, sourced(f, T("discard which intrigue card?")),
        [({"card": c}, T("Discard {card}", card=s.data.intrigue[c].name)) for c in dict.fromkeys(hand)], ev)


def _throw(s: WaterdeepState, seat: int, card: str, ev: list[Event]) -> None:
    s.hands[seat].remove(card)
    s.intrigue_discard.append(card)
    ev.append(Event(T("{seat} discards the intrigue card {card}.", seat=s.name(seat), card=s.data.intrigue[card].name),
                    kind="discard", seat=seat, reveals=True))


@decision("discard_intrigue")
def _discarded(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    _throw(s, d.seat, p["card"], ev)


@op("discard_mandatory_quests")
def _discard_mandatory_quests(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    cards = list(s.mandatory[f.seat])
    if not cards:
        return
    s.mandatory[f.seat] = []
    s.intrigue_discard.extend(cards)
    ev.append(Event(T("{seat} is rid of the mandatory quests {quests}.", seat=s.name(f.seat),
                      quests=[s.data.intrigue[c].name for c in cards]), kind="quest", seat=f.seat))


@op("take_all_quests")
def _take_all_quests(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    taken = [q for q in s.cliffwatch if q is not None]
    if not taken:
        ev.append(Event(T("Cliffwatch Inn has no quest to take."), kind="quest"))
        return
    s.quests[f.seat].extend(taken)
    for q in reversed(taken):
        fire(s, f.seat, "take_quest", quest_type=s.data.quests[q].type)
    ev.append(Event(T("{seat} takes every quest at Cliffwatch Inn: {quests}.", seat=s.name(f.seat),
                      quests=[s.data.quests[q].name for q in taken]), kind="quest", seat=f.seat))
    for slot in range(len(s.cliffwatch)):
        s.cliffwatch[slot] = None
        refill_quest(s, slot, ev)


@op("each_opponent_returns_any")
def _each_opponent_returns_any(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opps = opponents_for(s, f)
    k = f.ctx.get("_er", 0)
    while k < len(opps):
        o = opps[k]
        k += 1
        have = {x: s.tavern[o][x] for x in st.of}
        n = min(st.count, sum(have.values()))
        if n <= 0:
            ev.append(Event(T("{opp} has no adventurer to give back.", opp=s.name(o)), kind="attack", seat=o))
            continue
        f.ctx["_er"] = k
        f.i -= 1
        ask(s, "return_adventurers", o, sourced(f, T("{seat}, give back %n adventurer(s).", None, n, seat=s.name(o))),
            [({"pick": c}, T("Give back {what}", what=pick_text(c))) for c in combos(list(st.of), n, have)], ev)
        return
    f.ctx.pop("_er", None)


@op("look_at_lord")
def _look_at_lord(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    seats = targets(s, f, "chosen_opponent", ev)
    if not seats:
        return
    o = seats[0]
    lord = s.data.lords[s.lords[o]]
    ev.append(Event(T("{seat} looks at {opp}'s Lord card.", seat=s.name(f.seat), opp=s.name(o)), kind="choice",
                    seat=f.seat))
    ev.append(Event(T("{opp}'s Lord is {lord}: {text}", opp=s.name(o), lord=lord.name, text=lord.text),
                    kind="private", seat=f.seat, visible_to=(f.seat,)))



@op("give_this_card")
def _give_this_card(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    card = f.ctx.get("card")
    seats = targets(s, f, "chosen_opponent", ev)
    if not seats or card is None:       # (no opponent to take it: it stays in the discard pile)
        return
    if card in s.intrigue_discard:
        del s.intrigue_discard[len(s.intrigue_discard) - 1 - s.intrigue_discard[::-1].index(card)]
    s.hands[seats[0]].append(card)
    ev.append(Event(T("{card} goes into {opp}'s hand.", card=s.data.intrigue[card].name, opp=s.name(seats[0])),
                    kind="intrigue", seat=seats[0]))


@op("discard_quest")
def _discard_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    done = f.ctx.get("_dq", 0)
    if done >= st.count or not s.quests[f.seat]:
        f.ctx.pop("_dq", None)
        return
    f.ctx["_dq"] = done + 1
    f.i -= 1
    ask(s, "discard_quest_card", f.seat, sourced(f, T("discard which of your quests?")),
        [({"quest": q}, T("Discard {quest}", quest=s.data.quests[q].name))
         for q in dict.fromkeys(s.quests[f.seat])], ev)


@decision("discard_quest_card")
def _quest_discarded(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    q = p["quest"]
    s.quests[d.seat].remove(q)
    s.quest_discard.append(q)
    ev.append(Event(T("{seat} discards the quest {quest}.", seat=s.name(d.seat), quest=s.data.quests[q].name),
                    kind="quest", seat=d.seat))


@op("build_from_hall")
def _build_from_hall(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if "_bh" not in f.ctx:         # the tiles face up when the step starts, and how many may be built
        shown = [b for b in s.hall if b is not None]
        f.ctx["_bh"] = shown
        f.ctx["_bh_n"] = len(shown) if st.count is None else st.count
    left = [b for b in f.ctx["_bh"] if b in s.hall]
    lots = sum(1 for b in s.lots.values() if b is None)
    n = min(f.ctx["_bh_n"], len(left), lots)
    if n <= 0:
        for slot, b in enumerate(s.hall):
            if b is None:
                refill_hall(s, slot, ev)
        for key in ("_bh", "_bh_n"):
            f.ctx.pop(key, None)
        return
    f.i -= 1
    if n >= len(left):             # every one of them: nothing to choose
        _raise(s, f, f.seat, left[0], ev)
        return
    ask(s, "build_free", f.seat, sourced(f, T("which building from Builder's Hall goes up, free?")),
        [({"building": b}, T("Build {building} free: {visit}", building=s.data.buildings[b].name,
                             visit=s.data.buildings[b].visit.text)) for b in left], ev)


def _raise(s: WaterdeepState, f: Frame, seat: int, b: str, ev: list[Event]) -> None:
    slot = s.hall.index(b)
    vp = s.hall_vp[slot]
    s.hall[slot] = None
    s.hall_vp[slot] = 0
    f.ctx["_bh_n"] -= 1
    build(s, seat, b, 0, vp, ev)


@decision("build_free")
def _built_free(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    _raise(s, s.stack[-1], d.seat, p["building"], ev)


def _demolishable(s: WaterdeepState, seat: int) -> list[str]:
    """The lots whose bought building `seat` could pull down now: no agent on it, and its price paid to its
    owner when that is somebody else."""
    gold = s.tavern[seat]["gold"]
    return [lot for lot, b in s.lots.items() if b is not None and not s.occ.get(lot)
            and (s.owner.get(b) == seat or s.data.buildings[b].cost <= gold)]


@op("demolish_building")
def _demolish_building(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    lots = _demolishable(s, f.seat)
    if not lots:
        ev.append(Event(T("No building can be pulled down now."), kind="building"))
        return
    opts = []
    for lot in lots:
        b = s.lots[lot]
        assert b is not None
        owner = s.owner.get(b)
        opts.append(({"place": lot}, T("Pull down {building} (yours)", building=s.data.buildings[b].name)
                     if owner == f.seat else
                     T("Pull down {building}, paying {owner} {gold} Gold", building=s.data.buildings[b].name,
                       owner=s.name(owner), gold=s.data.buildings[b].cost)))
    ask(s, "demolish", f.seat, sourced(f, T("which building is pulled down?")), opts, ev)


@decision("demolish")
def _demolished(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    lot = p["place"]
    owner = s.owner.get(s.lots[lot] or "")
    b = take_down(s, lot)
    if b is None:
        return
    tile = s.data.buildings[b]
    if owner is not None and owner != d.seat:
        s.tavern[d.seat]["gold"] -= tile.cost
        s.tavern[owner]["gold"] += tile.cost
    ev.append(Event(T("{seat} pulls down {building}: it leaves the game and lot {number} is free.",
                      seat=s.name(d.seat), building=tile.name, number=lot[4:]) if owner in (None, d.seat) else
                    T("{seat} pays {owner} {gold} Gold and pulls down {building}: it leaves the game and lot {number} "
                      "is free.", seat=s.name(d.seat), owner=s.name(owner), gold=tile.cost, building=tile.name,
                      number=lot[4:]), kind="building", seat=d.seat))


@op("seize_building")
def _seize_building(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opts = [({"place": lot}, T("Take {building} from {owner}", building=s.data.buildings[b].name,
                               owner=s.name(s.owner[b])))
            for lot, b in s.lots.items() if b is not None and s.owner.get(b) not in (None, f.seat)
            and ("opp" not in f.ctx or s.owner.get(b) == f.ctx["opp"])]
    if not opts:
        ev.append(Event(T("No opponent controls a building to take."), kind="building"))
        return
    ask(s, "seize", f.seat, sourced(f, T("which opponent's building comes under your control?")), opts, ev)


@decision("seize")
def _seized(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    b = s.lots[p["place"]]
    if b is None:
        return
    was = s.owner[b]
    s.owner[b] = d.seat
    ev.append(Event(T("{seat} takes control of {building} from {owner}.", seat=s.name(d.seat),
                      building=s.data.buildings[b].name, owner=s.name(was)), kind="building", seat=d.seat))


@op("draw_and_play_intrigue")
def _draw_and_play_intrigue(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    done = f.ctx.get("_dp", 0)
    if done >= st.count:
        f.ctx.pop("_dp", None)
        return
    f.ctx["_dp"] = done + 1
    f.i -= 1
    card = draw_intrigue(s, f.seat, ev, f.ctx.get("source", ""))
    if card is None or not playable(s, f.seat, card, 1):
        return
    name = s.data.intrigue[card].name
    ask(s, "play_drawn", f.seat, sourced(f, T("play {card} now, as it is drawn?", card=name)),
        [({"play": True}, T("Play {card}: {text}", card=name, text=s.data.intrigue[card].effect.text)),
         ({"play": False}, T("Keep {card} in hand", card=name))], ev, card=card)


@decision("play_drawn")
def _play_drawn(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    if p["play"]:
        DECISIONS["play_intrigue"](s, Decision("play_intrigue", d.seat, "", []), {"card": d.data["card"]}, ev)


@op("reveal_lord")
def _reveal_lord(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if f.seat in s.shown_lords:
        return
    s.shown_lords.append(f.seat)
    lord = s.data.lords[s.lords[f.seat]]
    ev.append(Event(T("{seat} shows its Lord, {lord}: {text} From now on opponents' attack and mandatory-quest cards "
                      "pass {seat} by.", seat=s.name(f.seat), lord=lord.name, text=lord.text), kind="intrigue",
                    seat=f.seat, reveals=True))


def passable(s: WaterdeepState, f: Frame, only: str | None) -> list[int]:
    """The opponents a mandatory quest of `f`'s player could be passed to."""
    return opponents_for(s, f, only) if s.mandatory[f.seat] else []


@op("pass_mandatory_quest")
def _pass_mandatory_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if not passable(s, f, st.only):
        return
    cards = list(dict.fromkeys(s.mandatory[f.seat]))
    if "_mq" not in f.ctx:
        if len(cards) > 1:
            f.i -= 1
            ask(s, "pass_which", f.seat, sourced(f, T("which of your mandatory quests do you pass on?")),
                [({"card": c}, T("Pass on {quest}", quest=s.data.intrigue[c].name)) for c in cards], ev)
            return
        f.ctx["_mq"] = cards[0]
    seats = targets(s, f, "chosen_opponent", ev, st.only)
    if not seats:
        return
    card = f.ctx.pop("_mq")
    s.mandatory[f.seat].remove(card)
    s.mandatory[seats[0]].append(card)
    ev.append(Event(T("{seat} passes the mandatory quest {quest} to {opp}.", seat=s.name(f.seat),
                      quest=s.data.intrigue[card].name, opp=s.name(seats[0])), kind="intrigue", seat=seats[0]))


@decision("pass_which")
def _pass_which(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.stack[-1].ctx["_mq"] = p["card"]


def _movable(s: WaterdeepState, seat: int) -> list[tuple[str, int, bool]]:
    """(place, owner, is the Ambassador) of every opponent's agent on the board `seat` could move."""
    return [(place, o, amb) for place, occ in s.occ.items() if not place.startswith("hall:")
            for o, amb in occ if o != seat or amb]


@op("move_opponent_agent")
def _move_opponent_agent(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if "_mv" not in f.ctx:
        agents = _movable(s, f.seat)
        free = [p for p in all_places(s) if not s.occ.get(p) and p not in s.data.harbor]
        if not agents or not free:
            ev.append(Event(T("No opponent's agent can be moved now."), kind="place", seat=f.seat))
            return
        f.i -= 1
        ask(s, "move_agent", f.seat, sourced(f, T("whose agent do you move?")),
            [({"place": p, "owner": o, "ambassador": amb},
              T("The Ambassador on {place}", place=place_name(s, p)) if amb else
              T("{owner}'s agent on {place}", owner=s.name(o), place=place_name(s, p))) for p, o, amb in agents], ev)
        return
    p, o, amb = f.ctx["_mv"]
    free = [q for q in all_places(s) if not s.occ.get(q) and q not in s.data.harbor]
    if "_mv_to" not in f.ctx:
        f.i -= 1
        ask(s, "move_agent_to", f.seat, sourced(f, T("to which free space does it go?")),
            [({"place": q}, T("To {place}", place=place_name(s, q))) for q in free], ev)
        return
    to = f.ctx.pop("_mv_to")
    f.ctx.pop("_mv")
    remove_occupant(s, p, o, amb)
    ev.append(Event(T("{seat} moves {owner}'s agent from {source} to {place}.", seat=s.name(f.seat), owner=s.name(o),
                      source=place_name(s, p), place=place_name(s, to)), kind="place", seat=f.seat))
    enter(s, o, to, amb, ev, False)
    for frame in reversed(s.stack):     # the space's action, its owner's to take or leave
        if frame.ctx.get("place") == to:
            frame.ctx["ask"] = True
            break


@decision("move_agent")
def _move_agent(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.stack[-1].ctx["_mv"] = (p["place"], p["owner"], p["ambassador"])


@decision("move_agent_to")
def _move_agent_to(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.stack[-1].ctx["_mv_to"] = p["place"]


@op("recover_spent")
def _recover_spent(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    limit = {k: min(v, s.supply[k]) for k, v in s.spent.items() if v}
    if not limit:
        return
    picks = combos(list(limit), min(st.count, sum(limit.values())), limit)
    ask(s, "take_adventurers", f.seat, sourced(f, T("take back %n of the adventurers just spent.", None, st.count)),
        [({"pick": c}, T("Take back {what}", what=pick_text(c))) for c in picks], ev, target=f.seat)

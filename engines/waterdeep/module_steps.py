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

from .decisions import ask, decision
from .decks import refill_quest
from .effects import op, sourced, targets
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
    if seats is None:
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
    ev.append(Event(T("{seat} takes every quest at Cliffwatch Inn: {quests}.", seat=s.name(f.seat),
                      quests=[s.data.quests[q].name for q in taken]), kind="quest", seat=f.seat))
    for slot in range(len(s.cliffwatch)):
        s.cliffwatch[slot] = None
        refill_quest(s, slot, ev)


@op("each_opponent_returns_any")
def _each_opponent_returns_any(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opps = s.opponents(f.seat)
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
    if seats is None:
        return
    o = seats[0]
    lord = s.data.lords[s.lords[o]]
    ev.append(Event(T("{seat} looks at {opp}'s Lord card.", seat=s.name(f.seat), opp=s.name(o)), kind="choice",
                    seat=f.seat))
    ev.append(Event(T("{opp}'s Lord is {lord}: {text}", opp=s.name(o), lord=lord.name, text=lord.text),
                    kind="private", seat=f.seat, visible_to=(f.seat,)))


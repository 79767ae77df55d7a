"""Steps that move adventurers, Gold and VP: gaining and paying, picks of adventurers, the piles on
accumulating buildings, a choice between effects, and the attacks and favours between seats
(each opponent loses, opponents may give, steal) — with the decisions they ask for."""
from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .board import seat_brief
from .costs import cannot
from .decisions import ask, decision
from .effects import collect, gain, op, opponents_for, return_corruption, sourced, step_list, step_text, targets
from .state import ADV, Decision, Frame, WaterdeepState
from .texts import AMOUNT, ORDER, pick_text, res_text


@op("gain")
def _gain(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    seats = targets(s, f, st.who, ev, st.only)
    if seats is None:
        return
    mult = 1
    if st.per == "building_controlled":
        mult = len(s.buildings_of(f.seat))
    elif st.per == "building_in_play":
        mult = sum(1 for b in s.lots.values() if b is not None)
    elif st.per in ("cleric_spent", "wizard_spent"):      # (modules) paid for the quest just completed
        mult = s.spent.get(st.per.split("_")[0], 0)
    res = {k: v * mult for k, v in st.res.items()}
    for t in seats:
        if any(res.values()):
            gain(s, t, res, ev, f)


@op("pay")
def _pay(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    paid = {}
    for k, v in st.res.items():
        if k == "vp":
            continue
        if k == "corruption":
            paid[k] = return_corruption(s, f.seat, v)
            continue
        v = min(v, s.tavern[f.seat][k])
        s.tavern[f.seat][k] -= v
        if k in ADV:
            s.supply[k] += v
        paid[k] = v
    ev.append(Event(T("{seat} pays {what} ({src}).", seat=s.name(f.seat), what=res_text(paid),
                      src=f.ctx.get("source", "")), kind="pay", seat=f.seat))


def combos(kinds: list[str], count: int, limit: dict[str, int]) -> list[tuple[str, ...]]:
    """Every pick of `count` adventurers of `kinds` within `limit` (fewer when the limit cannot give `count`)."""
    out = []
    for combo in itertools.combinations_with_replacement(sorted(kinds, key=ORDER.__getitem__), count):
        c = Counter(combo)
        if all(c[k] <= limit.get(k, 0) for k in c):
            out.append(combo)
    if not out and count > 1:
        # the supply cannot give the full count: take as many as it holds
        return combos(kinds, count - 1, limit)
    return out


@op("gain_any")
def _gain_any(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if st.who == "each_opponent":
        opps = s.opponents(f.seat)
        k = f.ctx.get("_eo", 0)
        if k >= len(opps):
            f.ctx.pop("_eo", None)
            return
        f.ctx["_eo"] = k + 1
        f.i -= 1
        target = opps[k]
    else:
        seats = targets(s, f, st.who, ev)
        if not seats:
            return
        target = seats[0]
    picks = combos(list(st.of), st.count, s.supply)
    ask(s, "take_adventurers", target,
        sourced(f, T("{seat}, choose %n adventurer(s) to take.", None, st.count, seat=s.name(target))),
        [({"pick": c}, T("Take {what}", what=pick_text(c))) for c in picks], ev, target=target)


@decision("take_adventurers")
def _take_adventurers(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    f = s.stack[-1] if s.stack else None
    gain(s, d.data["target"], dict(Counter(p["pick"])), ev, f)


@op("return_any")
def _return_any(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    have = {k: s.tavern[f.seat][k] for k in st.of}
    if sum(have.values()) < st.count:
        return
    picks = combos(list(st.of), st.count, have)
    ask(s, "return_adventurers", f.seat, sourced(f, T("give back %n adventurer(s).", None, st.count)),
        [({"pick": c}, T("Give back {what}", what=pick_text(c))) for c in picks], ev)


@decision("return_adventurers")
def _return_adventurers(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    for k in p["pick"]:
        s.tavern[d.seat][k] -= 1
        s.supply[k] += 1
    waiting = s.stack[-2] if len(s.stack) >= 2 else None
    if waiting is not None and waiting.ctx.get("gets_returned") == d.seat:
        # (Skullport) an owner benefit that gains what this visit gave back (gain_returned) waits below
        waiting.ctx["returned"] = [*waiting.ctx.get("returned", ()), *p["pick"]]
    ev.append(Event(T("{seat} gives back {what}.", seat=s.name(d.seat), what=pick_text(tuple(p["pick"]))),
                    kind="pay", seat=d.seat))


@op("take_stock")
def _take_stock(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    b = f.ctx.get("building")
    if b is None:
        return
    got = collect(s, f.seat, s.stock.get(b, {}), bool(f.ctx.get("action")) and f.seat == s.actor)
    s.stock[b] = {}
    f.ctx["corruption_taken"] = got.get("corruption", 0)     # (Skullport) a later step may count it
    ev.append(Event(T("{seat} takes everything piled on {building}: {what}.",
                      seat=s.name(f.seat), building=s.data.buildings[b].name, what=res_text(got)),
                    kind="gain", seat=f.seat))


@op("choose")
def _choose(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opts = []
    for i, option in enumerate(st.options):
        if cannot(s, f.seat, option, 0) is None:
            opts.append(({"option": i}, step_list([step_text(x, j == 0) for j, x in enumerate(option)])))
    ask(s, "choose", f.seat, sourced(f, T("pick one.")), opts, ev, steps=st.options)


@decision("choose")
def _chosen(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    f = s.stack[-1]
    ctx = dict(f.ctx)
    for key in ("_eo", "_as", "_og", "_ok"):
        ctx.pop(key, None)
    s.stack.append(Frame(f.seat, tuple(d.data["steps"][p["option"]]), 0, ctx))


@op("each_opponent_loses")
def _each_opponent_loses(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    misses = 0
    res = st.res.as_dict()
    for o in opponents_for(s, f):
        if all(s.tavern[o].get(k, 0) >= v for k, v in res.items() if k != "vp"):
            for k, v in res.items():
                s.tavern[o][k] -= v
                if k in ADV:
                    s.supply[k] += v
            ev.append(Event(T("{opp} loses {what} ({src}).", opp=s.name(o), what=res_text(res),
                              src=f.ctx.get("source", "")), kind="attack", seat=o))
        else:
            misses += 1
            ev.append(Event(T("{opp} has no {what} to lose.", opp=s.name(o), what=res_text(res)),
                            kind="attack", seat=o))
    if misses and st.else_:
        ctx = {"action": f.ctx.get("action"), "source": f.ctx.get("source", "")}
        s.stack.append(Frame(f.seat, tuple(st.else_) * misses, 0, ctx))


@op("opponents_may_give")
def _opponents_may_give(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opps = s.opponents(f.seat)
    k = f.ctx.get("_og", 0)
    while k < len(opps):
        o = opps[k]
        k += 1
        give = st.give.as_dict()
        if all(s.tavern[o].get(x, 0) >= v for x, v in give.items()):
            f.ctx["_og"] = k
            f.i -= 1
            rew = res_text(st.reward.as_dict())
            what, to = res_text(give), s.name(f.seat)
            ask(s, "respond", o, sourced(f, T("{seat}, give {to} {what} to score {reward}?", seat=s.name(o), to=to,
                                              what=what, reward=rew)),
                [({"give": True}, T("Give {to} {what} and gain {reward}", to=to, what=what, reward=rew)),
                 ({"give": False}, T("Keep your {what}", what=what))], ev,
                give=give, reward=st.reward.as_dict(), to=f.seat)
            return
    f.ctx.pop("_og", None)


@decision("respond")
def _respond(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    if not p["give"]:
        ev.append(Event(T("{seat} declines.", seat=s.name(d.seat)), kind="choice", seat=d.seat))
        return
    to = d.data["to"]
    for k, v in d.data["give"].items():
        s.tavern[d.seat][k] -= v
        s.tavern[to][k] += v
        if k != "vp" and to == s.actor and s.stack and s.stack[-1].ctx.get("action"):
            s.action_gained.add(k)
    ev.append(Event(T("{seat} gives {to} {what}.", seat=s.name(d.seat), to=s.name(to),
                      what=res_text(d.data["give"])), kind="gain", seat=d.seat))
    gain(s, d.seat, dict(d.data["reward"]), ev, None, T("for helping"))


@op("steal")
def _steal(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if "opp" not in f.ctx:
        opps = [o for o in opponents_for(s, f)
                if any(s.tavern[o][k] for k in st.of) or (st.gold and s.tavern[o]["gold"])]
        if not opps:
            ev.append(Event(T("No opponent has an adventurer to take."), kind="attack"))
            return
        f.i -= 1
        ask(s, "choose_opponent", f.seat, sourced(f, T("choose an opponent to take from.")),
            [({"opponent": o}, T("Take from {seat} ({brief})", seat=s.name(o), brief=seat_brief(s, o)))
             for o in opps], ev)
        return
    o = f.ctx["opp"]
    k = f.ctx.get("_st", 0)
    kinds = [x for x in st.of if s.tavern[o][x] > 0]
    if k >= st.count or not kinds:
        f.ctx.pop("_st", None)
        _steal_gold(s, f.seat, o, st.gold, ev)
        return
    f.ctx["_st"] = k + 1
    f.i -= 1
    ask(s, "steal", f.seat, T("Choose an adventurer to take from {seat}.", seat=s.name(o)),
        [({"adventurer": x}, T("Take {what} from {seat}", what=AMOUNT[x](1), seat=s.name(o))) for x in kinds], ev,
        opp=o)


def _steal_gold(s: WaterdeepState, seat: int, o: int, gold: int, ev: list[Event]) -> None:
    """(modules) Up to `gold` Gold from `o`'s tavern into `seat`'s, as much as `o` has."""
    take = min(gold, s.tavern[o]["gold"])
    if take <= 0:
        return
    s.tavern[o]["gold"] -= take
    s.tavern[seat]["gold"] += take
    ev.append(Event(T("{seat} takes {what} from {opp}.", seat=s.name(seat), what=res_text({"gold": take}),
                      opp=s.name(o)), kind="attack", seat=seat))


@decision("steal")
def _stolen(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    o, x = d.data["opp"], p["adventurer"]
    s.tavern[o][x] -= 1
    s.tavern[d.seat][x] += 1
    if d.seat == s.actor and s.stack and s.stack[-1].ctx.get("action"):
        s.action_gained.add(x)
    ev.append(Event(T("{seat} takes {what} from {opp}.", seat=s.name(d.seat), what=AMOUNT[x](1),
                      opp=s.name(o)), kind="attack", seat=d.seat))


@op("gain_returned")
def _gain_returned(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    """(Skullport) The owner takes from the supply the very adventurers the visitor gave back on this visit."""
    back = Counter(f.ctx.get("returned", ()))
    if back:
        gain(s, f.seat, dict(back), ev, f)

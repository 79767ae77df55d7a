"""Movement: a hero steps to a neighbouring place that is already yours or an unoccupied place of
its own side (which it opens up); with the arrow it may skip one place it has opened up. Rivers
need a crossing and a lord of the water (`params.edge_problem`)."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T

from .common import R_ARROW, R_CONQUEST, R_MOVE, Plan
from .dispatch import applies, checks
from .params import edge_problem, hero_param, place_param
from .state import HeroesState


@checks("move")
def check_move(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the path, (to,) or (skipped place, to)."""
    hid = hero_param(s, a)
    if isinstance(hid, Illegal):
        return hid
    to = place_param(s, a)
    if isinstance(to, Illegal):
        return to
    return move_plan(s, a.seat, hid, to)


def move_plan(s: HeroesState, seat: int, hid: str, to: str) -> tuple[str, ...] | Illegal:
    """The path of hero `hid` to `to` (one step, or two with the arrow), or why it cannot go."""
    b = s.board
    st = b.hero[hid]
    name = st.name
    if hid in s.fought:
        return Illegal(T("{hero} has fought this turn and cannot move any more.", hero=name), R_MOVE)
    if hid in s.moved:
        return Illegal(T("{hero} has already moved this turn.", hero=name), R_MOVE)
    here = s.hero_loc[hid]
    if to == here:
        return Illegal(T("{hero} is already in {place}.", hero=name, place=b.name[to]), R_MOVE)
    if (here, to) in b.edge:
        bad = edge_problem(s, here, to, [hid])
        if bad is not None:
            return bad
        own = s.owner.get(to)
        if own == seat:
            return (to,)
        if own is None and b.side[to] == s.hero_side[hid]:
            return (to,)
        if own is None:
            if b.side[to] == "evil":
                return Illegal(T("{place} is an evil place: {hero} must conquer it with an attack, not just walk in.",
                                 place=b.name[to], hero=name), R_CONQUEST)
            return Illegal(T("{place} is a good place: {hero} must conquer it with an attack, not just walk in.",
                             place=b.name[to], hero=name), R_CONQUEST)
        return Illegal(T("{place} is held by {seat}: take it with an attack.", place=b.name[to], seat=s.seat_name(own)),
                       R_CONQUEST)
    if not st.arrow:
        return Illegal(T("{place} is not next to {other}.", place=b.name[to], other=b.name[here]), R_MOVE)
    mids = [m for m in b.nbrs[here] if (m, to) in b.edge]
    if not mids:
        return Illegal(T("{place} is not next to {other}, and even with the arrow {hero} can skip only one place.",
                         place=b.name[to], other=b.name[here], hero=name), R_ARROW)
    first_bad = None
    open_mids = 0
    for m in mids:
        bad = edge_problem(s, here, m, [hid])
        if bad is None:
            bad = edge_problem(s, m, to, [hid])
        if bad is not None:
            if first_bad is None:
                first_bad = bad
            continue
        open_mids += 1
        if s.owner.get(m) == seat and s.owner.get(to) == seat:
            return (m, to)
    if first_bad is not None and not open_mids:
        return first_bad
    return Illegal(T("With the arrow {hero} may skip a place only if both the skipped place and {place} are already "
                     "opened up by you.", hero=name, place=b.name[to]), R_ARROW)


@applies("move")
def move(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    seat = a.seat
    b = s.board
    hid = a["hero"]
    to = plan[-1]
    here = s.hero_loc[hid]
    s.hero_loc[hid] = to
    s.moved.add(hid)
    if len(plan) == 2:
        moved = T("{hero} moves from {frm} to {to} over {via} (arrow).", hero=b.hero[hid].name, frm=b.name[here],
                  to=b.name[to], via=b.name[plan[0]])
    else:
        moved = T("{hero} moves from {frm} to {to}.", hero=b.hero[hid].name, frm=b.name[here], to=b.name[to])
    ev = [Event(moved, kind="move", seat=seat)]
    if s.owner[to] is None:
        s.owner[to] = seat
        ev.append(Event(T("{hero} opens up {place} for {seat}.", hero=b.hero[hid].name, place=b.name[to],
                          seat=s.seat_name(seat)), kind="open", seat=seat))
    return ev

"""Movement: a hero steps to a neighbouring place that is already yours or an unoccupied place of
its own side (which it opens up); with the arrow it may skip one place it has opened up. Rivers
need a crossing and a lord of the water (`params.edge_problem`)."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal

from .common import R_ARROW, R_CONQUEST, R_MOVE, Plan, a_side
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
        return Illegal(f"{name} has fought this turn and cannot move any more.", R_MOVE)
    if hid in s.moved:
        return Illegal(f"{name} has already moved this turn.", R_MOVE)
    here = s.hero_loc[hid]
    if to == here:
        return Illegal(f"{name} is already in {b.name[to]}.", R_MOVE)
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
            return Illegal(f"{b.name[to]} is {a_side(b.side[to])} place: "
                           f"{name} must conquer it with an attack, not just walk in.", R_CONQUEST)
        return Illegal(f"{b.name[to]} is held by {s.seat_name(own)}: take it with an attack.", R_CONQUEST)
    if not st.arrow:
        return Illegal(f"{b.name[to]} is not next to {b.name[here]}.", R_MOVE)
    mids = [m for m in b.nbrs[here] if (m, to) in b.edge]
    if not mids:
        return Illegal(f"{b.name[to]} is not next to {b.name[here]}, and even with the arrow {name} "
                       f"can skip only one place.", R_ARROW)
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
    return Illegal(f"With the arrow {name} may skip a place only if both the skipped place and "
                   f"{b.name[to]} are already opened up by you.", R_ARROW)


@applies("move")
def move(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    seat = a.seat
    b = s.board
    hid = a["hero"]
    to = plan[-1]
    here = s.hero_loc[hid]
    s.hero_loc[hid] = to
    s.moved.add(hid)
    via = f" over {b.name[plan[0]]} (arrow)" if len(plan) == 2 else ""
    ev = [Event("{hero} moves from {frm} to {to}{via}.", {"hero": b.hero[hid].name, "frm": b.name[here],
                                                          "to": b.name[to], "via": via},
                kind="move", seat=seat)]
    if s.owner[to] is None:
        s.owner[to] = seat
        ev.append(Event("{hero} opens up {place} for {seat}.", {"hero": b.hero[hid].name,
                                                                 "place": b.name[to], "seat": s.seat_name(seat)},
                        kind="open", seat=seat))
    return ev

"""Opening up land without moving: a hero's banner opens every unoccupied place of its side next
to it, the +1 opens one; each hero may do so once a turn."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal

from . import combat
from .common import R_OPEN, Plan, a_side
from .dispatch import applies, checks
from .params import edge_problem, hero_param, place_param
from .state import HeroesState


def raise_targets(s: HeroesState, seat: int, hid: str) -> list[str]:
    """The places next to hero `hid` it could open up: unheld, of its side, across a passable border."""
    b = s.board
    here = s.hero_loc[hid]
    side = s.hero_side[hid]
    return [n for n in b.nbrs[here] if s.owner.get(n) is None and b.side[n] == side
            and combat.passable_for(s, here, n, [hid])]


@checks("banner")
def check_banner(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the places the banner opens up."""
    b = s.board
    hid = hero_param(s, a)
    if isinstance(hid, Illegal):
        return hid
    name = b.hero[hid].name
    if not b.hero[hid].banner:
        return Illegal(f"{name} has no banner.", R_OPEN)
    if hid in s.raised:
        return Illegal(f"{name} has already opened up land this turn.", R_OPEN)
    targets = raise_targets(s, a.seat, hid)
    if not targets:
        return Illegal(f"There is no unoccupied {s.hero_side[hid]} place next to "
                       f"{b.name[s.hero_loc[hid]]} that {name} could open up.", R_OPEN)
    return targets


@checks("plus_one")
def check_plus_one(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the place the +1 opens up."""
    b = s.board
    hid = hero_param(s, a)
    if isinstance(hid, Illegal):
        return hid
    to = place_param(s, a)
    if isinstance(to, Illegal):
        return to
    name = b.hero[hid].name
    if not b.hero[hid].plus_one:
        return Illegal(f"{name} does not have the +1 ability.", R_OPEN)
    if hid in s.raised:
        return Illegal(f"{name} has already opened up land this turn.", R_OPEN)
    here = s.hero_loc[hid]
    bad = edge_problem(s, here, to, [hid])
    if bad is not None:
        return bad
    own = s.owner.get(to)
    if own is not None:
        who = "you" if own == a.seat else s.seat_name(own)
        return Illegal(f"{b.name[to]} is already held by {who}.", R_OPEN)
    if b.side[to] != s.hero_side[hid]:
        return Illegal(f"{b.name[to]} is {a_side(b.side[to])} place: "
                       f"{name} can only open up {s.hero_side[hid]} places; it must be conquered.", R_OPEN)
    return to


@applies("banner", "plus_one")
def open_up(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    seat = a.seat
    b = s.board
    hid = a["hero"]
    banner = a.kind == "banner"
    targets = plan if banner else [plan]
    for t in targets:
        s.owner[t] = seat
    s.raised.add(hid)
    return [Event("{hero} {how} opens up {places} for {seat}.",
                  {"hero": b.hero[hid].name, "how": "raises the banner and" if banner else "(+1)",
                   "places": ", ".join(b.name[t] for t in targets), "seat": s.seat_name(seat)},
                  kind="open", seat=seat)]

"""Opening up land without moving: a hero's banner opens every unoccupied place of its side next
to it, the +1 opens one; each hero may do so once a turn."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T

from . import combat
from .common import R_OPEN, Plan, side_word
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
        return Illegal(T("{hero} has no banner.", hero=name), R_OPEN)
    if hid in s.raised:
        return Illegal(T("{hero} has already opened up land this turn.", hero=name), R_OPEN)
    targets = raise_targets(s, a.seat, hid)
    if not targets:
        return Illegal(T("There is no unoccupied {side} place next to {place} that {hero} could open up.",
                         side=side_word(s.hero_side[hid]), place=b.name[s.hero_loc[hid]], hero=name), R_OPEN)
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
        return Illegal(T("{hero} does not have the +1 ability.", hero=name), R_OPEN)
    if hid in s.raised:
        return Illegal(T("{hero} has already opened up land this turn.", hero=name), R_OPEN)
    here = s.hero_loc[hid]
    bad = edge_problem(s, here, to, [hid])
    if bad is not None:
        return bad
    own = s.owner.get(to)
    if own is not None:
        if own == a.seat:
            return Illegal(T("{place} is already held by you.", place=b.name[to]), R_OPEN)
        return Illegal(T("{place} is already held by {seat}.", place=b.name[to], seat=s.seat_name(own)), R_OPEN)
    if b.side[to] != s.hero_side[hid]:
        if b.side[to] == "evil":
            return Illegal(T("{place} is an evil place: {hero} can only open up {side} places; it must be conquered.",
                             place=b.name[to], hero=name, side=side_word(s.hero_side[hid])), R_OPEN)
        return Illegal(T("{place} is a good place: {hero} can only open up {side} places; it must be conquered.",
                         place=b.name[to], hero=name, side=side_word(s.hero_side[hid])), R_OPEN)
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
    places = [b.name[t] for t in targets]
    if banner:
        said = T("{hero} raises the banner and opens up {places} for {seat}.", hero=b.hero[hid].name, places=places,
                 seat=s.seat_name(seat))
    else:
        said = T("{hero} (+1) opens up {places} for {seat}.", hero=b.hero[hid].name, places=places,
                 seat=s.seat_name(seat))
    return [Event(said, kind="open", seat=seat)]

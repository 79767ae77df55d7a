"""Bringing a hero from the hand into play at its start location (once a turn), and the table
rule for an ambiguous hero whose start location lies on the other side."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T

from . import combat
from .common import R_BRING, Plan, side_word
from .dispatch import applies, checks
from .params import hero_param
from .state import HeroesState


@checks("bring")
def check_bring(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the place where the hero comes into play."""
    b = s.board
    hid = hero_param(s, a, on_board=False)
    if isinstance(hid, Illegal):
        return hid
    name = b.hero[hid].name
    if hid not in s.hands[a.seat]:
        if hid in s.hero_loc and s.hero_owner.get(hid) == a.seat:
            return Illegal(T("{hero} is already on the board.", hero=name), R_BRING)
        if hid in s.dead:
            return Illegal(T("{hero} is dead and out of the game.", hero=name), combat.R_AFTER)
        return Illegal(T("{hero} is not in your hand.", hero=name), R_BRING)
    if s.brought:
        return Illegal(T("You have already brought a hero into play this turn."), R_BRING)
    start = b.hero[hid].start
    own = s.owner.get(start)
    if own != a.seat and b.side[start] != s.hero_side[hid]:
        return bring_beside(s, a.seat, hid, start)
    if own is not None and own != a.seat:
        return Illegal(T("{place}, {hero}'s start location, is held by {seat}.", place=b.name[start], hero=name,
                         seat=s.seat_name(own)), R_BRING)
    occ = s.occupant(start)
    if occ is not None and occ != a.seat:
        return Illegal(T("{seat}'s heroes stand in {place}, {hero}'s start location.", seat=s.seat_name(occ),
                         place=b.name[start], hero=name), R_BRING)
    return start


def bring_beside(s: HeroesState, seat: int, hid: str, start: str) -> str | Illegal:
    """Table rule for a hero whose start location lies on the other side (only the ambiguous
    heroes can have one) and is not yours: it comes into play at a place you hold next to its
    start, free of other players' heroes, across a border that is not impassable — the
    strongest such place, on a tie the first by id."""
    b = s.board
    near = [n for n in b.nbrs[start] if s.owner.get(n) == seat and not b.edge[(start, n)][0]
            and s.occupant(n) in (None, seat)]
    if not near:
        name = b.hero[hid].name
        if b.side[start] == "evil":
            return Illegal(T("{place} is a evil place you do not hold: {hero} ({side}) can come into play there only "
                             "once you hold it, or at a place you hold next to it — and you hold none.",
                             place=b.name[start], hero=name, side=side_word(s.hero_side[hid])), R_BRING)
        return Illegal(T("{place} is a good place you do not hold: {hero} ({side}) can come into play there only "
                         "once you hold it, or at a place you hold next to it — and you hold none.",
                         place=b.name[start], hero=name, side=side_word(s.hero_side[hid])), R_BRING)
    return min(near, key=lambda n: (-b.strength[n], n))


@applies("bring")
def bring(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    seat = a.seat
    b = s.board
    who = s.seat_name(seat)
    hid = a["hero"]
    start = plan
    s.hands[seat].remove(hid)
    s.public_hand.discard(hid)
    s.hero_loc[hid] = start
    s.hero_owner[hid] = seat
    s.brought = True
    ev = [Event(T("{seat} brings {hero} into play at {place}.", seat=who, hero=b.hero[hid].name,
                        place=b.name[start]),
                kind="move", seat=seat, reveals=True)]
    if s.owner[start] is None:
        s.owner[start] = seat
        ev.append(Event(T("{place} is opened up for {seat}.", place=b.name[start], seat=who),
                        kind="open", seat=seat))
    return ev

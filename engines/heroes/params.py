"""Reading an action's parameters (which hero, which place) and judging a border crossing: the
questions several checkers ask before their own rule. Each returns an Illegal that says what is
wrong, or what it read."""
from __future__ import annotations

from engines.core import Action, Illegal
from engines.core.i18n import T

from . import combat
from .common import R_BRING, R_MOVE, R_RIVERS, R_TURN
from .state import HeroesState


def hero_param(s: HeroesState, a: Action, on_board: bool = True) -> str | Illegal:
    """The action's hero id; with `on_board`, it must stand on the board and belong to the actor."""
    b = s.board
    hid = a.get("hero")
    if not isinstance(hid, str) or not hid:
        return Illegal(T("Say which hero."), R_TURN)
    if hid not in b.hero:
        return Illegal(T("There is no hero '{hero}' in this game.", hero=hid), R_TURN)
    name = b.hero[hid].name
    if not on_board:
        return hid
    if hid not in s.hero_loc:
        if hid in s.hands[a.seat]:
            return Illegal(T("{hero} is in your hand: bring {hero} into play first.", hero=name), R_BRING)
        if hid in s.dead:
            return Illegal(T("{hero} is dead.", hero=name), combat.R_AFTER)
        return Illegal(T("{hero} is not on the board.", hero=name), R_MOVE)
    if s.hero_owner[hid] != a.seat:
        return Illegal(T("{hero} belongs to {seat}, not to you.", hero=name, seat=s.seat_name(s.hero_owner[hid])),
                       R_MOVE)
    return hid


def place_param(s: HeroesState, a: Action, key: str = "to") -> str | Illegal:
    """The place named by the action's parameter `key`."""
    node = a.get(key)
    if not isinstance(node, str) or not node:
        return Illegal(T("Say which place."), R_MOVE)
    if node not in s.board.kind:
        return Illegal(T("There is no place '{place}' on the map.", place=node), R_MOVE)
    return node


def edge_problem(s: HeroesState, a_: str, b_: str, heroes: list[str]) -> Illegal | None:
    """Why `heroes` cannot cross from `a_` to `b_` (not neighbours, impassable, a river without a
    crossing or without a lord of the water), or None."""
    b = s.board
    e = b.edge.get((a_, b_))
    if e is None:
        return Illegal(T("{place} is not next to {other}.", place=b.name[b_], other=b.name[a_]), R_MOVE)
    if e[0]:
        return Illegal(T("The border between {a} and {b} cannot be crossed.", a=b.name[a_], b=b.name[b_]), R_MOVE)
    if e[1]:
        if not e[2]:
            return Illegal(T("Rivers can only be crossed at a marked crossing by a hero who is lord of the water. "
                                 "There is no crossing between {a} and {b}.", a=b.name[a_], b=b.name[b_]), R_RIVERS)
        dry = [h for h in heroes if not b.hero[h].water]
        if dry:
            who = [b.hero[h].name for h in dry]
            return Illegal(T("Rivers can only be crossed at a marked crossing by a hero who is lord of the water. "
                             "{heroes} (is|are) not lord of the water.", None, len(dry), heroes=who), R_RIVERS)
    return None

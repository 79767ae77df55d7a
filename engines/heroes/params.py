"""Reading an action's parameters (which hero, which place) and judging a border crossing: the
questions several checkers ask before their own rule. Each returns an Illegal that says what is
wrong, or what it read."""
from __future__ import annotations

from engines.core import Action, Illegal

from . import combat
from .common import R_BRING, R_MOVE, R_RIVERS, R_TURN, RIVER_MSG
from .state import HeroesState


def hero_param(s: HeroesState, a: Action, on_board: bool = True) -> str | Illegal:
    """The action's hero id; with `on_board`, it must stand on the board and belong to the actor."""
    b = s.board
    hid = a.get("hero")
    if not isinstance(hid, str) or not hid:
        return Illegal("Say which hero.", R_TURN)
    if hid not in b.hero:
        return Illegal(f"There is no hero '{hid}' in this game.", R_TURN)
    name = b.hero[hid].name
    if not on_board:
        return hid
    if hid not in s.hero_loc:
        if hid in s.hands[a.seat]:
            return Illegal(f"{name} is in your hand: bring {name} into play first.", R_BRING)
        if hid in s.dead:
            return Illegal(f"{name} is dead.", combat.R_AFTER)
        return Illegal(f"{name} is not on the board.", R_MOVE)
    if s.hero_owner[hid] != a.seat:
        return Illegal(f"{name} belongs to {s.seat_name(s.hero_owner[hid])}, not to you.", R_MOVE)
    return hid


def place_param(s: HeroesState, a: Action, key: str = "to") -> str | Illegal:
    """The place named by the action's parameter `key`."""
    node = a.get(key)
    if not isinstance(node, str) or not node:
        return Illegal("Say which place.", R_MOVE)
    if node not in s.board.kind:
        return Illegal(f"There is no place '{node}' on the map.", R_MOVE)
    return node


def edge_problem(s: HeroesState, a_: str, b_: str, heroes: list[str]) -> Illegal | None:
    """Why `heroes` cannot cross from `a_` to `b_` (not neighbours, impassable, a river without a
    crossing or without a lord of the water), or None."""
    b = s.board
    e = b.edge.get((a_, b_))
    if e is None:
        return Illegal(f"{b.name[b_]} is not next to {b.name[a_]}.", R_MOVE)
    if e[0]:
        return Illegal(f"The border between {b.name[a_]} and {b.name[b_]} cannot be crossed.", R_MOVE)
    if e[1]:
        if not e[2]:
            return Illegal(f"{RIVER_MSG} There is no crossing between {b.name[a_]} and {b.name[b_]}.", R_RIVERS)
        dry = [h for h in heroes if not b.hero[h].water]
        if dry:
            who = ", ".join(b.hero[h].name for h in dry)
            return Illegal(f"{RIVER_MSG} {who} {'is' if len(dry) == 1 else 'are'} not lord of the water.", R_RIVERS)
    return None

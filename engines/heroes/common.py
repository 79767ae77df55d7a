"""Names every rule module of Helden Mittelerdes shares: the game id, the two sides, the anchors of
assets/rules/heroes.md that an Illegal or a roll points to, and small wording helpers."""
from __future__ import annotations

from typing import Any, TypeAlias

GAME = "heroes"
SIDES = ("good", "evil")

# rule anchors in assets/rules/heroes.md
R_SETUP, R_AMBIG, R_TURN, R_DRAW, R_PALANTIR = "setup", "ambiguous-heroes", "turn", "drawing", "palantir"
R_BRING, R_MOVE, R_RIVERS, R_ARROW, R_OPEN = "bringing-heroes", "movement", "rivers", "arrow", "opening-up"
R_CONQUEST, R_VICTORY, R_OUT = "conquest", "victory", "players-out"
RIVER_MSG = "Rivers can only be crossed at a marked crossing by a hero who is lord of the water."

#: What a checker found out for a legal action and hands to its handler; each kind has its own:
#: draw / end_turn None, palantir the seeing hero, bring the place of arrival, move the path
#: (one or two places), banner the places opened, plus_one the place opened, attack the group.
Plan: TypeAlias = Any


def plural(count: int, word: str) -> str:
    """'1 land', '2 lands', '3 fortresses'."""
    return f"{count} {word}" + ("" if count == 1 else ("es" if word.endswith("s") else "s"))


def a_side(side: str) -> str:
    """'an evil' / 'a good': how a place's side is named in a sentence."""
    return f"{'an' if side == 'evil' else 'a'} {side}"

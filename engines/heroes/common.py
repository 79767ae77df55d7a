"""Names every rule module of Helden Mittelerdes shares: the game id, the two sides, the anchors of
assets/rules/heroes.md that an Illegal or a roll points to, and small helpers for translatable sentences
(engines/core/i18n.py: a list of Texts is chained by templates, never joined into one string)."""
from __future__ import annotations

from typing import Any, TypeAlias

from engines.core.i18n import T, Text

GAME = "heroes"
SIDES = ("good", "evil")

# rule anchors in assets/rules/heroes.md
R_SETUP, R_AMBIG, R_TURN, R_DRAW, R_PALANTIR = "setup", "ambiguous-heroes", "turn", "drawing", "palantir"
R_BRING, R_MOVE, R_RIVERS, R_ARROW, R_OPEN = "bringing-heroes", "movement", "rivers", "arrow", "opening-up"
R_CONQUEST, R_VICTORY, R_OUT = "conquest", "victory", "players-out"

#: What a checker found out for a legal action and hands to its handler; each kind has its own:
#: draw / end_turn None, palantir the seeing hero, bring the place of arrival, move the path
#: (one or two places), banner the places opened, plus_one the place opened, attack the group.
Plan: TypeAlias = Any


def side_word(side: str) -> Text:
    """The side ('good' / 'evil') as a word inside a sentence, translatable."""
    return T("evil", "side") if side == "evil" else T("good", "side")


def join_and(items: list[Any]) -> Any:
    """'A', 'A and B', 'A and B and C': names joined for a sentence, each joint a template of its own."""
    out = items[0] if items else ""
    for x in items[1:]:
        out = T("{a} and {b}", a=out, b=x)
    return out


def join_comma(items: list[Any]) -> Any:
    """'A', 'A, B', 'A, B, C' for a list whose items are sentences (Texts): each joint a template of its own."""
    out = items[0] if items else ""
    for x in items[1:]:
        out = T("{rest}, {a}", rest=out, a=x)
    return out


def join_sentences(items: list[Any]) -> Any:
    """Sentences (Texts) one after another, separated by a space: each joint a template of its own."""
    out = items[0] if items else ""
    for x in items[1:]:
        out = T("{a} {b}", a=out, b=x)
    return out

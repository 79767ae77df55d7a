"""The words every rule procedure shares: rule anchors, resource names, and the short explanations
that make a draw or a purchase readable in the log.

The anchors name sections of assets/rules/waterdeep.md; every Illegal and every explanation cites one.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engines.core import RollExplanation
from engines.core.i18n import T

GAME = "waterdeep"

# rule anchors in assets/rules/waterdeep.md
R_SETUP, R_ROUND, R_START, R_TURN, R_PLACE = "setup", "rounds", "round-start", "turn", "placement"
R_BASIC, R_CASTLE, R_CLIFF, R_HARBOR, R_REASSIGN = "basic-buildings", "castle", "cliffwatch", "harbor", "reassignment"
R_HALL, R_BUILDINGS, R_OWNER, R_ACCUM = "builders-hall", "buildings", "owner-benefit", "accumulating"
R_QUESTS, R_MANDATORY, R_PLOT, R_INTRIGUE = "quests", "mandatory-quests", "plot-quests", "intrigue"
R_AMBASSADOR, R_LIEUTENANT, R_SCORING, R_TIE = "ambassador", "lieutenant", "scoring", "tie-break"
R_DECKS, R_CHOICES, R_SUPPLY, R_PASS, R_SPECIAL = "decks", "choices", "supply", "no-space", "special-cards"
RULE_ANCHORS = (R_SETUP, R_ROUND, R_START, R_TURN, R_PLACE, R_BASIC, R_CASTLE, R_CLIFF, R_HARBOR, R_REASSIGN,
                R_HALL, R_BUILDINGS, R_OWNER, R_ACCUM, R_QUESTS, R_MANDATORY, R_PLOT, R_INTRIGUE, R_AMBASSADOR,
                R_LIEUTENANT, R_SCORING, R_TIE, R_DECKS, R_CHOICES, R_SUPPLY, R_PASS, R_SPECIAL)

#: each resource's name, singular and plural
WORD = {"cleric": ("Cleric", "Clerics"), "fighter": ("Fighter", "Fighters"), "rogue": ("Rogue", "Rogues"),
        "wizard": ("Wizard", "Wizards"), "gold": ("Gold", "Gold"), "vp": ("VP", "VP")}
#: the order resources are named in
ORDER = {"cleric": 0, "fighter": 1, "rogue": 2, "wizard": 3, "gold": 4, "vp": 5, "corruption": 6}


#: each resource's count in words, as a translatable sentence with its plural forms
AMOUNT = {"cleric": lambda n: T("%n Cleric(s)", None, n), "fighter": lambda n: T("%n Fighter(s)", None, n),
          "rogue": lambda n: T("%n Rogue(s)", None, n), "wizard": lambda n: T("%n Wizard(s)", None, n),
          "gold": lambda n: T("%n Gold", None, n), "vp": lambda n: T("%n VP", None, n),
          "corruption": lambda n: T("%n Corruption", "Skullport's tokens of corruption", n)}


def and_list(parts: Sequence[str]) -> str:
    """Parts in one sentence, "a, b and c", nested so that each language joins them its own way."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    if len(parts) == 2:
        return T("{a} and {b}", "a list of two", a=parts[0], b=parts[1])
    return T("{a}, {rest}", "a list: its first item, then the rest", a=parts[0], rest=and_list(parts[1:]))


def comma_list(parts: Sequence[str]) -> str:
    """Parts joined by commas only: "a, b, c" (nested, each part translatable)."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return T("{a}, {rest}", "a list: its first item, then the rest", a=parts[0], rest=comma_list(parts[1:]))


def res_text(res: dict[str, int]) -> str:
    """A bundle in words: "2 Clerics, 1 Fighter and 4 Gold" ("nothing" when empty)."""
    parts = [AMOUNT[k](v) for k, v in sorted(res.items(), key=lambda kv: ORDER[kv[0]]) if v]
    if not parts:
        return T("nothing", "no resources")
    return and_list(parts)


def pick_text(pick: tuple[str, ...]) -> str:
    """A pick of adventurers (one name per cube) in words."""
    return res_text(dict(Counter(pick)))


def cost_text(cost: dict[str, int], any_kind: int = 0) -> str:
    """A quest's price in words: its resources, and (modules) the adventurers of any kind on top."""
    if not any_kind:
        return res_text(cost)
    if not any(cost.values()):
        return T("%n adventurer(s) of any kind", None, any_kind)
    return T("{cost} and %n more adventurer(s) of any kind", None, any_kind, cost=res_text(cost))


def quest_offer(quest: Any) -> str:
    """A quest (a wd.Quest) with its type, cost and reward: "Slay the Dragon (Warfare): needs ...; ..."."""
    return T("{quest} ({type}): needs {cost}; {reward}", quest=quest.name, type=quest.type.capitalize(),
             cost=cost_text(quest.cost.as_dict(), quest.cost_any), reward=quest.reward.text)


def lines(rows: Sequence[str]) -> str:
    """Sentences one per line, as one text (each line stays translatable)."""
    if len(rows) <= 1:
        return rows[0] if rows else ""
    return T("{line}\n{rest}", "one line, then the next ones", line=rows[0], rest=lines(rows[1:]))


def explain(purpose: str, result: str, consequence: str, rule: str, target: str = "") -> RollExplanation:
    """The explanation of a draw or a deed for the log (no dice: Waterdeep's chance is in its decks)."""
    return RollExplanation(purpose, [], target, result, consequence, rule, GAME)

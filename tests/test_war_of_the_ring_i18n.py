"""War of the Ring's player sentences are translatable (issue 13): built with `T` from engines/core/i18n.py.

Statically, every `T(...)` in engines/war_of_the_ring has a literal first argument (the extraction,
`pyside6-lupdate -tr-function-alias tr+=T`, only finds literals), and the cards (framework and effects) hold no
English literal outside one. Dynamically, over seeded random games, the converted modules build their action
labels and event sentences as `Text`, and the refusals `check` gives are `Text`; a module not converted yet
would be listed below, so this file documents what remains.
"""
from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path
from typing import Any

import pytest

from engines.core import Action, Event
from engines.core.i18n import Text
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions
from tests.test_war_of_the_ring_properties import random_well_formed

PACKAGE = Path(__file__).resolve().parent.parent / "engines" / "war_of_the_ring"
G = WarOfTheRingGame()

# Modules whose action labels and event sentences are all `Text` (their refusals too). decisions, components
# and ai say nothing to a player (record shapes, the data's validation, the computer's judgement); they are
# listed so that every module is accounted for.
CONVERTED = ["refusals", "armies", "battle", "casualties", "hunt", "muster", "turn", "action_dice",
             "fellowship", "teams", "game", "cards", "decisions", "components", "ai",
             "card_effects._shared", "card_effects.fp_character", "card_effects.fp_strategy",
             "card_effects.shadow_character", "card_effects.shadow_strategy"]

# NOT CONVERTED YET: their labels, events, roll explanations and prompts would still be plain English strings.
# Move a module to CONVERTED when it is done.
NOT_CONVERTED: list[str] = []


def test_every_T_call_has_a_literal_sentence():
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "T":
                first = node.args[0] if node.args else None
                if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                    bad.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not bad, "T(...) needs a literal sentence first: " + ", ".join(bad)


def _english_outside_T(path: Path) -> list[str]:
    """String literals with a space in them (English words) outside `T(...)`, docstrings, asserts and raises and
    comparisons, and f-strings with a space in their text: a sentence a player would read untranslated."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Module)) and node.body \
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            skip.add(id(node.body[0].value))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "T":
            skip.update(id(a) for a in node.args[:2])
        if isinstance(node, (ast.Assert, ast.Raise, ast.Compare)):
            skip.update(id(sub) for sub in ast.walk(node))
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value.strip():
            out.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.JoinedStr) and " " in "".join(
                v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)):
            out.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: an f-string")
    return out


def test_the_cards_say_no_english_outside_T():
    """The card framework and the 96 cards' effects (events, choices, roll explanations, the reasons a card may
    not be played or leaves the table): many of their sentences are only said in rare positions, so besides the
    random games below no English literal may stand outside a `T(...)` there."""
    paths = [PACKAGE / "cards.py", *sorted((PACKAGE / "card_effects").glob("*.py"))]
    found = [x for p in paths for x in _english_outside_T(p)]
    assert not found, "English outside T(...): " + "; ".join(found[:10])


def test_the_lists_name_every_module_once():
    modules = {str(p.relative_to(PACKAGE).with_suffix("")).replace("/", ".") for p in PACKAGE.rglob("*.py")}
    assert set(CONVERTED) <= modules and set(NOT_CONVERTED) <= modules
    assert not set(CONVERTED) & set(NOT_CONVERTED)


def _names(s: Any) -> set[str]:
    """Plain names from the game's data, which stay plain strings (the desktop looks them up itself)."""
    b = s.board
    return {*b.name.values(), *(c.name for c in b.cards.values()),
            *(b.char_name(c) for c in (*b.companions, *b.minions))}


class _Spy:
    """Stands in for `Action` and `Event` in the converted modules and notes every plain sentence."""

    def __init__(self) -> None:
        self.plain: list[str] = []
        self.seen = 0

    def make(self, kind: str, seat: int, label: str = "", **params: Any) -> Action:
        self.seen += 1
        if label and not isinstance(label, Text):
            self.plain.append(f"label of {kind}: {label!r}")
        return Action.make(kind, seat, label, **params)

    def __call__(self, kind: str, seat: int, params: tuple = (), label: str = "") -> Action:
        """An action built directly (the listing's fast path) is held to the same words."""
        self.seen += 1
        if label and not isinstance(label, Text):
            self.plain.append(f"label of {kind}: {label!r}")
        return Action(kind, seat, params, label)

    def event(self, template: str, *args: Any, **kwargs: Any) -> Event:
        self.seen += 1
        if not isinstance(template, Text):
            self.plain.append(f"event: {template!r}")
        return Event(template, *args, **kwargs)


@pytest.mark.parametrize("seed", [3, 11])
def test_converted_modules_say_their_sentences_as_Text(seed, monkeypatch):
    spy = _Spy()
    for name in CONVERTED:
        module = importlib.import_module(f"engines.war_of_the_ring.{name}")
        if hasattr(module, "Action"):
            monkeypatch.setattr(module, "Action", spy)
        if hasattr(module, "Event"):
            monkeypatch.setattr(module, "Event", spy.event)
    s = G.setup(WarOfTheRingOptions(), seed)
    rng = random.Random(seed)
    names = _names(s)
    refusals = 0
    for _ in range(150):
        if s.over:
            break
        legal = G.legal_actions(s)
        for _ in range(4):
            a = random_well_formed(s, rng)
            verdict = G.check(s, a)
            if verdict:
                continue
            refusals += 1
            if s.team is None:
                assert isinstance(verdict.reason, Text) or verdict.reason in names, (a, verdict.reason)
        s, _ = G.apply(s, G.rollout_action(s, legal, rng))
    assert refusals > 50
    assert spy.seen > 100     # the spies did stand in for Action and Event
    assert not spy.plain, "\n".join(spy.plain[:20])

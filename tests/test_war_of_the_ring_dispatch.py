"""The engine's dispatch tables (engines/war_of_the_ring/dispatch.py) cover every decision and action kind,
and the records of random games keep to the shapes declared in decisions.py.

Decision kinds are read from the source (every dict literal with a constant "kind" and a "side" that is pushed
as a pending decision; battle records carry "att" instead); action kinds from random games.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import get_args, get_type_hints

import pytest

import engines.war_of_the_ring as package
from engines.war_of_the_ring import decisions
from engines.war_of_the_ring.dispatch import DOES, LEGAL
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions

G = WarOfTheRingGame()
SOURCE = Path(package.__file__).parent


def decision_kinds_in_source() -> set[str]:
    kinds: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Dict):
                continue
            keys = {k.value: v for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and isinstance(k.value, str)}
            kind = keys.get("kind")
            if "side" in keys and "att" not in keys and isinstance(kind, ast.Constant):
                kinds.add(kind.value)
    return kinds


def action_kinds_in_source() -> set[str]:
    """Kinds named by `Action.make("<kind>", ...)` anywhere in the package."""
    kinds: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "make"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                kinds.add(node.args[0].value)
    return kinds


def test_every_decision_kind_the_code_creates_has_a_legal_actions_procedure():
    kinds = decision_kinds_in_source()
    assert {"action", "discard", "combat_card", "card_choice", "swap_offer"} <= kinds   # the scan finds them
    assert kinds - set(LEGAL) == set()


def test_every_action_kind_has_a_procedure_and_the_game_declares_them():
    assert action_kinds_in_source() - set(DOES) == set()
    assert WarOfTheRingGame.action_kinds == frozenset(DOES)
    assert "move_army" in WarOfTheRingGame.action_kinds


def _keys(typed_dict: type) -> set[str]:
    return set(typed_dict.__required_keys__) | set(typed_dict.__optional_keys__)


def _shapes() -> dict[str, set[str]]:
    """decision kind -> the keys its TypedDict declares."""
    shapes: dict[str, set[str]] = {}
    for td in get_args(decisions.Decision):
        for kind in get_args(get_type_hints(td)["kind"]):
            shapes[kind] = _keys(td)
    return shapes


def test_every_decision_kind_with_a_procedure_has_a_declared_shape():
    assert set(LEGAL) == set(_shapes())


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 2), (3, 3), (4, 4)])
def test_random_games_offer_only_declared_kinds(seed, players):
    rng = random.Random(seed)
    opts = WarOfTheRingOptions(players=players)
    s = G.setup(opts, seed)
    seen_decisions: set[str] = set()
    shapes = _shapes()
    for _ in range(800):
        if G.outcome(s) is not None or not s.pending:
            break
        seen_decisions.add(s.pending[-1]["kind"])
        for p in s.pending:   # every record keeps to its declared shape
            assert set(p) <= shapes[p["kind"]], p
        assert s.battle is None or set(s.battle) <= _keys(decisions.Battle), s.battle
        assert s.hunt is None or set(s.hunt) <= _keys(decisions.Hunt), s.hunt
        legal = G.legal_actions(s)
        assert legal, s.pending[-1]
        assert {a.kind for a in legal} <= G.action_kinds
        s, _ev = G.apply_trusted(s, rng.choice(legal))
    assert seen_decisions <= set(LEGAL)

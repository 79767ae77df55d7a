"""The Waterdeep engine's dispatch tables: every step op, special card, decision kind and move the data
or the code can name has its procedure, and every action the game offers is of a kind it declares."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from engines.waterdeep import WaterdeepGame
from engines.waterdeep import cards as wd
from engines.waterdeep.decisions import DECISIONS, decision
from engines.waterdeep.effects import OPS, op
from engines.waterdeep.game import MAIN_KINDS
from engines.waterdeep.specials import SPECIAL_CARDS, special
from engines.waterdeep.turns import MOVES, move

PACKAGE = Path(wd.__file__).resolve().parent
GAME = WaterdeepGame()

#: Steps of the card language whose procedure is not written yet (none now: the modules' steps, data/README.md,
#: all have one). Whoever adds a step to the language before its procedure lists it here; the tests below insist
#: that the base game never uses one and that nothing stays listed once its procedure exists.
PENDING_OPS: frozenset[str] = frozenset()


def _raw_values(key: str) -> set[str]:
    """Every value of `key` anywhere in the data files, read as plain JSON (not through the models)."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k == key and isinstance(v, str):
                    found.add(v)
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    for path in sorted((PACKAGE / "data").glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return found


def _model_steps() -> list[Any]:
    """Every step of every effect in the loaded data, nested ones included."""
    effects: list[wd.Effect] = []
    for q in wd.load_quests():
        effects.append(q.reward)
        if q.plot_effect is not None:
            effects += [wd.Effect(text="trigger", steps=t.steps) for t in q.plot_effect.triggers]
    for c in wd.load_intrigue():
        effects.append(c.effect)
        if c.quest is not None:
            effects.append(c.quest.reward)
    basic, tiles = wd.load_buildings()
    effects += [sp.effect for b in basic for sp in b.spaces]
    effects += [e for b in tiles for e in (b.visit, b.owner)]
    return [st for e in effects for st in wd.walk_steps(e.steps)]


def _sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(PACKAGE.glob("*.py")))


def test_every_op_in_the_data_and_every_primitive_has_a_procedure():
    used = {st.op for st in _model_steps()}          # the base game's data: every step has its procedure
    assert used, "no step read from the data"
    assert used <= set(OPS), used - set(OPS)
    ready = set(wd.PRIMITIVES) - PENDING_OPS
    # the files hold the modules' cards too: a step there is either carried out or pending
    assert _raw_values("op") <= set(OPS) | PENDING_OPS, _raw_values("op") - set(OPS) - PENDING_OPS
    assert ready <= set(OPS), ready - set(OPS)
    assert set(OPS) == ready, "a procedure for a step the card language does not have, or one still marked pending"
    assert not PENDING_OPS - set(wd.PRIMITIVES), PENDING_OPS - set(wd.PRIMITIVES)


def test_the_base_game_uses_no_pending_step():
    used = {st.op for st in _model_steps()}
    assert not used & PENDING_OPS, used & PENDING_OPS
    module_steps = set()
    for modules in (("undermountain",), ("skullport",)):
        for q in wd.load_quests(modules):
            module_steps |= {st.op for st in wd.walk_steps(q.reward.steps)}
        for c in wd.load_intrigue(modules):
            module_steps |= {st.op for st in wd.walk_steps(c.effect.steps)}
        basic, tiles = wd.load_buildings(modules)
        module_steps |= {st.op for b in basic for sp in b.spaces for st in wd.walk_steps(sp.effect.steps)}
        module_steps |= {st.op for b in tiles for e in (b.visit, b.owner) for st in wd.walk_steps(e.steps)}
        for q in wd.load_quests(modules):
            for t in q.plot_effect.triggers if q.plot_effect else ():
                module_steps |= {st.op for st in wd.walk_steps(t.steps)}
    assert not PENDING_OPS - module_steps, f"pending steps no module card uses: {PENDING_OPS - module_steps}"


def test_every_special_card_has_a_procedure():
    named = {st.name for st in _model_steps() if isinstance(st, wd.Special)}
    assert named == set(wd.SPECIALS), "the data should use each special card"
    assert set(SPECIAL_CARDS) == set(wd.SPECIALS)


def test_every_decision_the_code_asks_for_has_a_handler():
    asked = set(re.findall(r"\bask\(\s*s,\s*\"(\w+)\"", _sources()))
    assert {"take_quest", "buy", "decide", "choose_opponent", "play_intrigue"} <= asked, asked
    assert asked <= set(DECISIONS), asked - set(DECISIONS)
    assert set(DECISIONS) <= asked, f"handlers for decisions nobody asks: {set(DECISIONS) - asked}"


def test_every_move_has_a_procedure_and_the_declared_kinds_are_the_tables():
    assert set(MOVES) == set(MAIN_KINDS)
    assert set(MOVES).isdisjoint(DECISIONS)
    assert WaterdeepGame.action_kinds == frozenset(MOVES) | frozenset(DECISIONS)
    # the kinds documented in the game module's docstring are the same set
    import engines.waterdeep.game as game_module
    documented = set(re.findall(r"`(\w+)`", (game_module.__doc__ or "").split("Action kinds")[1]))
    assert documented == set(WaterdeepGame.action_kinds), documented ^ set(WaterdeepGame.action_kinds)


def test_no_procedure_is_looked_up_by_a_built_name():
    assert not re.search(r"getattr\([^)]*f\"", _sources()), "dispatch through a table, not getattr"


@pytest.mark.parametrize("register, name", [(op, "gain"), (decision, "buy"), (special, "bidding_war"),
                                            (move, "place")])
def test_a_second_procedure_for_the_same_name_is_refused(register, name):
    tables = (OPS, DECISIONS, SPECIAL_CARDS, MOVES)
    before = [dict(t) for t in tables]
    with pytest.raises(ValueError, match="two"):
        register(name)(lambda *args: None)
    assert [dict(t) for t in tables] == before


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 8), (4, 21), (5, 34)])
def test_random_games_offer_only_declared_kinds(players, seed):
    rng = random.Random(seed)
    s = GAME.setup(GAME.options(players=players), seed)
    seen: set[str] = set()
    steps = 0
    while GAME.outcome(s) is None:
        acts = GAME.legal_actions(s)
        assert acts, "a seat to move with nothing to do"
        kinds = {a.kind for a in acts}
        assert kinds <= WaterdeepGame.action_kinds, kinds - WaterdeepGame.action_kinds
        seen |= kinds
        s, _ = GAME.apply(s, rng.choice(acts))
        steps += 1
        assert steps < 5000
    assert {"place", "complete", "end_turn", "take_quest"} <= seen, seen
    assert len(seen) >= 8, seen

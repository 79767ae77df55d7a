"""The action table of Helden Mittelerdes (engines/heroes/dispatch.py): every declared kind has a
checker and a handler, check and apply go through the table, and random games offer only declared
kinds with the parameters saves were written with."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from engines.core import Action, Event, Illegal, get_game
from engines.heroes import HeroesGame, HeroesOptions
from engines.heroes.dispatch import CHECKS, HANDLERS, Handler, applies, checks
from engines.heroes.sample import position, sample_game

G = sample_game()

# the parameters each kind carries; saves are action replays, so these must never change
PARAMS = {
    "draw": (), "palantir": ("target",), "bring": ("hero",), "move": ("hero", "to"), "banner": ("hero",),
    "plus_one": ("hero", "to"), "attack": ("from", "to"), "end_turn": (),
}


def test_every_declared_kind_has_a_checker_and_a_handler():
    kinds = HeroesGame.action_kinds
    assert kinds == frozenset(PARAMS)
    for kind in kinds:
        assert kind in CHECKS, kind
        assert kind in HANDLERS and HANDLERS[kind].kind == kind, kind
    assert set(CHECKS) == set(HANDLERS) == kinds


def test_only_the_attack_rolls():
    assert {k for k, h in HANDLERS.items() if h.rolls} == {"attack"}


def test_a_kind_registers_once():
    with pytest.raises(ValueError, match="two checkers"):
        checks("move")(lambda s, a: None)
    with pytest.raises(ValueError, match="two handlers"):
        applies("end_turn")(lambda s, a, plan, dice, rerolls: [])
    assert CHECKS["move"].__name__ == "check_move" and HANDLERS["end_turn"].run.__name__ == "end_turn_action"


def test_an_unknown_kind_is_refused():
    s = G.setup(HeroesOptions(players=2), 1)
    r = G.check(s, Action("fly", s.current))
    assert isinstance(r, Illegal) and r.reason == "There is no action 'fly' in Helden Mittelerdes."


def test_check_asks_the_table(monkeypatch):
    s = position(G, heroes={"haldir": ("lothlorien", 0)})
    move = Action("move", 0, (("hero", "haldir"), ("to", "east_fangorn")))
    assert G.check(s, move)
    monkeypatch.setitem(CHECKS, "move", lambda s, a: Illegal("refused by the stand-in", "movement"))
    assert G.check(s, move) == Illegal("refused by the stand-in", "movement")


def test_apply_runs_the_handler_of_the_kind_with_the_checkers_plan(monkeypatch):
    s = position(G, heroes={"haldir": ("lothlorien", 0)})
    move = Action("move", 0, (("hero", "haldir"), ("to", "east_fangorn")))
    seen = []

    def stand_in(state, action, plan, dice, rerolls):
        seen.append((action, plan, dice, rerolls))
        return [Event("stand-in", {})]

    monkeypatch.setitem(HANDLERS, "move", Handler("move", stand_in))
    after, events = G.apply(s, move)
    assert seen == [(move, ("east_fangorn",), None, True)]
    assert [e.text for e in events] == ["stand-in"]
    assert after is not s and after.hero_loc["haldir"] == "lothlorien"   # the stand-in moved nobody


@pytest.mark.parametrize("game_id", ["sample", "heroes"])
def test_random_games_offer_only_declared_kinds_with_their_parameters(game_id):
    game = G if game_id == "sample" else get_game("heroes")
    offered: set[str] = set()
    for seed in range(6):
        s = game.setup(HeroesOptions(players=2 + seed % 3, max_rounds=6), seed)
        rng = random.Random(seed)
        for _ in range(400):
            if s.over:
                break
            legal = game.legal_actions(s)
            for a in legal:
                assert a.kind in game.action_kinds, a
                assert tuple(k for k, _ in a.params) == PARAMS[a.kind], a
            offered.update(a.kind for a in legal)
            s, _ = game.apply(s, game.rollout_action(s, legal, rng))
    # the declaration is not wider than what is offered
    assert offered == game.action_kinds


def test_no_dispatch_by_built_name():
    src = Path(__file__).resolve().parents[1] / "engines" / "heroes"
    for path in src.glob("*.py"):
        assert "getattr(" not in path.read_text(encoding="utf-8"), path.name

"""The computer players: every level returns a legal action from a view, and look-ahead beats chance."""
import random

import pytest

from engines.ai import LEVELS, make_agent
from engines.core import Match, SeatSpec
from tests.toy_game import ToyGame

GAME = ToyGame()


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_chooses_a_legal_action(level):
    agent = make_agent(level, **({"budget": 0.05} if level == "mcts" else {}))
    m = Match(GAME, GAME.options(), 3)
    rng = random.Random(1)
    for _ in range(12):
        if m.outcome():
            break
        seat = m.to_move()
        action = agent.choose(GAME, GAME.view(m.state, seat), seat, rng.getrandbits(32))
        assert GAME.check(m.state, action)
        m.play(action)


def test_agents_only_see_the_view():
    m = Match(GAME, GAME.options(), 8)
    view = GAME.view(m.state, 0)
    assert view.bonus[1] == 0 and view.bonus[0] == m.state.bonus[0]


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="Unknown computer level"):
        make_agent("grandmaster")


def test_greedy_never_stands_when_behind_in_the_toy_race():
    # The toy's evaluation rewards points: one-step look-ahead keeps rolling while it can.
    agent = make_agent("normal")
    m = Match(GAME, GAME.options(), 21, seats=[SeatSpec("ai"), SeatSpec("ai")])
    m.play(next(a for a in GAME.legal_actions(m.state) if a.kind == "roll"))
    action = agent.choose(GAME, GAME.view(m.state, 0), 0, 5)
    assert action.kind == "roll"

"""The Hard computer of Lords of Waterdeep: a search over determinised hidden cards (engines/waterdeep/ai.py),
reached through the shared levels by the game's `agent_for` hook.

Its strength is measured by simulation (see engines/waterdeep/data/README.md, "The computer"), not here: these
tests pin down that the hook is used only where a game offers it, that every choice is legal and the same for
the same seed, that the search sees only the view, and that its play-out stops where it should.
"""
from __future__ import annotations

import random

import pytest

from engines.ai.agents import GreedyAgent, game_agent, make_agent
from engines.core import Action
from engines.waterdeep import WaterdeepGame
from engines.waterdeep.ai import WaterdeepSearchAgent
from tests.toy_game import ToyGame

GAME = WaterdeepGame()
SMALL = WaterdeepSearchAgent(width=3, samples=2)     # the same search, cheaper, for the tests


def test_the_hard_level_is_the_games_own_search_and_other_levels_are_shared():
    assert isinstance(game_agent(GAME, "hard"), WaterdeepSearchAgent)
    assert game_agent(GAME, "normal") is None and game_agent(GAME, "easy") is None
    assert game_agent(GAME, None) is None
    assert game_agent(ToyGame(), "hard") is None          # a game without the hook keeps the shared level
    hard = make_agent("hard")
    assert isinstance(hard, GreedyAgent) and hard.level == "hard"
    assert make_agent("normal").level is None or game_agent(GAME, make_agent("normal").level) is None


def test_make_agent_hard_delegates_to_the_search(monkeypatch):
    s = GAME.setup(GAME.options(players=2), 3)
    seen = []
    monkeypatch.setattr(WaterdeepSearchAgent, "choose",
                        lambda self, game, view, seat, seed: seen.append(seed) or GAME.legal_actions(s)[0])
    seat = GAME.to_move(s)
    make_agent("hard").choose(GAME, GAME.view(s, seat), seat, 77)
    assert seen == [77]


@pytest.mark.parametrize("players", [2, 4])
def test_the_search_always_chooses_a_legal_action_and_is_deterministic(players):
    s = GAME.setup(GAME.options(players=players), 40 + players)
    rng = random.Random(players)
    checked = 0
    for step in range(60 if players == 2 else 36):
        if s.over:
            break
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        if step % 6 == 0:
            seed = rng.getrandbits(32)
            action = SMALL.choose(GAME, view, seat, seed)
            assert GAME.check(s, action), action
            assert SMALL.choose(GAME, view, seat, seed) == action
            checked += 1
        else:
            action = rng.choice(GAME.legal_actions(s))
        s, _ = GAME.apply(s, action)
    assert checked >= 6


def test_the_search_sees_only_the_view():
    """Two states that differ only in Blue's hidden cards give Red the same view, so the same choice."""
    s = GAME.setup(GAME.options(players=2), 12)
    other = s.clone()
    other.hands[1] = list(reversed(s.hands[1]))
    other.lords[1] = next(lo for lo in s.data.lord_order if lo not in s.lords)
    seat = GAME.to_move(s)
    assert seat == 0
    a = SMALL.choose(GAME, GAME.view(s, 0), 0, 5)
    b = SMALL.choose(GAME, GAME.view(other, 0), 0, 5)
    assert a == b


def test_the_play_out_finishes_the_turn_and_stops_before_the_next_own_placement():
    s = GAME.setup(GAME.options(players=2), 8)
    seat = GAME.to_move(s)
    s, _ = GAME.apply(s, Action.make("place", seat, place="cliffwatch_inn_1"))
    assert s.pending is not None                         # which quest? — the turn is not over
    after = SMALL.play_out(GAME, GAME.determinize(GAME.view(s, seat), seat, 1), seat)
    assert after.pending is None and after.phase == "place"
    assert GAME.to_move(after) == seat                   # the rival placed once, and it is our turn again
    assert sum(after.pool) == sum(s.pool) - 1


def test_the_search_completes_the_quest_that_wins():
    from tests.test_ai_waterdeep import last_round_with_a_quest_to_complete
    s, q = last_round_with_a_quest_to_complete(GAME)
    action = make_agent("hard").choose(GAME, GAME.view(s, 0), 0, 9)
    assert action.kind == "complete" and action["quest"] == q


def test_the_last_round_is_played_out_to_the_final_scoring():
    s = GAME.setup(GAME.options(players=2), 14)
    agent = WaterdeepSearchAgent()
    assert not agent.final_stretch(s)
    s.round, s.agents, s.pool = s.data.setup.rounds, [2, 2], [2, 2]
    assert agent.final_stretch(s)
    seat = GAME.to_move(s)
    after = agent.play_out(GAME, GAME.determinize(GAME.view(s, seat), seat, 3), seat, last=True)
    assert after.over and GAME.outcome(after) is not None
    assert not WaterdeepSearchAgent(endgame=0).final_stretch(s)


@pytest.mark.parametrize(("players", "modules", "searched", "deals"),
                         [(4, "none", 5, 6), (5, "both", 4, 3), (6, "both", 3, 2)])
def test_five_or_six_seats_search_fewer_placements_on_fewer_deals_so_a_decision_stays_quick(
        monkeypatch, players, modules, searched, deals):
    # every play-out and judgement costs more with more seats (engines/waterdeep/data/README.md, "The computer")
    s = GAME.setup(GAME.options(players=players, modules=modules), 9)
    seat = GAME.to_move(s)
    view = GAME.view(s, seat)
    agent = WaterdeepSearchAgent()
    assert len(GAME.legal_actions(s)) > agent.width and not agent.final_stretch(view)
    played: list[int] = []
    real = WaterdeepSearchAgent.play_out
    monkeypatch.setattr(WaterdeepSearchAgent, "play_out",
                        lambda self, *a, **k: played.append(1) or real(self, *a, **k))
    agent.choose(GAME, view, seat, 5)
    assert len(played) == searched * deals

"""The review of a finished game (engines/ai/review.py, issue 18): each seat's standing over the game, the turning
points with the computer's alternative, and the luck of the dice against what the mover could expect."""
from __future__ import annotations

import random

import pytest

from engines.ai import make_agent
from engines.ai.review import move_luck, review
from engines.core import Match, SeatSpec
from engines.heroes.sample import sample_game
from tests.toy_game import ToyGame

TOY = ToyGame()


def _first_roll(face: int) -> Match:
    """A toy match whose first roll shows `face` (the seed found by trying)."""
    for seed in range(500):
        m = Match(TOY, TOY.options(players=2), seed, seats=[SeatSpec("human"), SeatSpec("human")])
        roll = next(a for a in TOY.legal_actions(m.state) if a.kind == "roll")
        m.play(roll)
        if m.steps[0].events[0].params["v"] == face:
            return m
    raise AssertionError(f"no seed below 500 rolls a {face} first")


@pytest.mark.parametrize("face, sign", [(6, 1), (1, -1)])
def test_a_six_is_good_luck_for_the_roller_and_a_one_bad(face, sign):
    m = _first_roll(face)
    step = m.steps[0]
    luck = move_luck(TOY, m.initial, step.action, step.state, 40, random.Random(1))
    assert sign * luck[0] > 0.02 and sign * luck[1] < -0.02   # the other seat's luck is the mirror


def _finished_helden(seed: int = 5) -> Match:
    g = sample_game()
    m = Match(g, g.options(players=2), seed, seats=[SeatSpec("ai", "normal"), SeatSpec("ai", "normal")])
    agent, rng = make_agent("normal"), random.Random(seed)
    while m.outcome() is None:
        seat = m.to_move()
        m.play(agent.choose(g, g.view(m.state, seat), seat, rng.getrandbits(32)))
    return m


def test_a_finished_games_review():
    m = _finished_helden()
    r = review(m, samples=3)
    assert len(r.values) == 2 and all(len(v) == m.cursor + 1 for v in r.values)
    winners = m.outcome().winners
    assert len(winners) == 1
    assert r.values[winners[0]][-1] == 1.0 and r.values[1 - winners[0]][-1] == -1.0
    assert 0 < len(r.turning_points) <= 5
    assert [t.number for t in r.turning_points] == sorted(t.number for t in r.turning_points)
    biggest = max(abs(r.values[t.seat][t.number] - r.values[t.seat][t.number - 1]) for t in r.turning_points)
    every = max(abs(r.values[m.steps[k].action.seat][k + 1] - r.values[m.steps[k].action.seat][k])
                for k in range(m.cursor - 1))
    assert biggest == every          # the largest swing of the game is among the turning points
    assert all(t.number < m.cursor for t in r.turning_points)   # not the last move: its jump is the result
    for t in r.turning_points:
        assert t.instead is None or t.instead != t.played
    assert r.chance_moves > 0 and all(abs(x) < 50 for x in r.luck)


def test_an_unfinished_game_is_not_reviewed():
    m = Match(TOY, TOY.options(players=2), 3)
    with pytest.raises(ValueError, match="once it is over"):
        review(m)


def test_each_seats_costliest_move_is_its_worst_by_its_own_choice():
    """The costliest move of a seat is its own move that lost it the most standing with the dice's part taken out;
    none when no move of its own lost it more than a point by itself."""
    m = _finished_helden()
    r = review(m, samples=3)
    assert len(r.costliest) == 2
    for seat, worst in enumerate(r.costliest):
        own = [(r.values[seat][k + 1] - r.values[seat][k], k) for k in range(m.cursor - 1)
               if m.steps[k].action.seat == seat]
        if worst is None:
            continue
        assert worst.seat == seat and m.steps[worst.number - 1].action == worst.played
        by_itself = worst.swing - worst.luck
        assert by_itself < -0.02
        assert worst.swing == own[[k for _s, k in own].index(worst.number - 1)][0]
        assert worst.instead is None or worst.instead != worst.played
        # no move of its own without chance lost it more (those moves' swings are all their own doing)
        assert all(swing >= by_itself - 1e-12 for swing, k in own if not m.steps[k].drawn)
    assert any(w is not None for w in r.costliest) or all(
        r.values[s][k + 1] - r.values[s][k] >= -0.02 for k in range(m.cursor - 1) for s in (m.steps[k].action.seat,))

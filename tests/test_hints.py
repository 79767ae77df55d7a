"""Hints (engines/ai/hints.py, issue 18): in every game, the first hint is the computer's own choice at that level
from that view, the others are other legal actions, each with a reason in words; hints depend only on what the
seat sees."""
from __future__ import annotations

import random

import pytest

from engines.ai import make_agent
from engines.ai.hints import HINT_LEVELS, hints, rating
from engines.core import Match, SeatSpec, all_games
from engines.core.i18n import Text

GAMES = all_games()


def _position(game, steps: int = 9):
    """A position a few moves into a game between Normal computers."""
    match = Match(game, game.options(players=game.min_players), 11,
                  seats=[SeatSpec("ai", "normal")] * game.min_players)
    agent = make_agent("normal")
    rng = random.Random(11)
    for _ in range(steps):
        seat = match.to_move()
        if match.outcome() is not None or seat is None:
            break
        match.play(agent.choose(game, game.view(match.state, seat), seat, rng.getrandbits(32)))
    while match.outcome() is not None:   # a short game (the toy race) may be over by then: a move before its end
        match.cursor -= 1
    seat = match.to_move()
    assert seat is not None and (match.cursor > 0 or steps == 0)
    return match.state, seat


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_first_hint_is_the_computers_own_choice(game, level):
    state, seat = _position(game)
    view = game.view(state, seat)
    got = hints(game, view, seat, level, seed=5)
    legal = game.legal_actions(state)
    assert got and len(got) <= 3 and len({h.action for h in got}) == len(got)
    assert got[0].action == make_agent(level).choose(game, view, seat, 5)
    for h in got:
        assert game.check(state, h.action), f"{game.id}: a hint that is not a legal action: {h.action}"
        assert isinstance(h.reason, Text) and str(h.reason).strip()
        assert -1.0 <= h.value <= 1.0
    assert len(got) == min(3, len(legal))
    # after the computer's choice, best first
    assert [h.value for h in got[1:]] == sorted((h.value for h in got[1:]), reverse=True)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_hints_depend_only_on_what_the_seat_sees(game):
    """Another deal of everything the seat cannot see (a determinisation of its view) gives the same hints."""
    state, seat = _position(game)
    view = game.view(state, seat)
    other = game.determinize(view, seat, 12345)
    mine = [(h.action, h.value) for h in hints(game, view, seat, "normal", seed=3)]
    assert mine == [(h.action, h.value) for h in hints(game, game.view(other, seat), seat, "normal", seed=3)]


def test_a_level_without_hints_is_refused():
    game = GAMES[0]
    state, seat = _position(game)
    with pytest.raises(ValueError, match="hints are given at easy, normal, hard"):
        hints(game, game.view(state, seat), seat, "mcts")
    assert HINT_LEVELS == ("easy", "normal", "hard")


def test_the_rating_reads_a_judgement_out_of_100():
    assert (rating(-1.0), rating(0.0), rating(0.24), rating(1.0), rating(3.0)) == (0, 50, 62, 100, 100)


def test_a_helden_hint_gives_an_attacks_odds_and_a_scoring_moves_points():
    from engines.heroes.sample import position, sample_game
    from engines.heroes.turns import score
    g = sample_game()
    s = position(g, heroes={"haldir": ("anduin_fords", 0)})
    attack = next(a for a in g.legal_actions(s) if a.kind == "attack" and a["to"] == "west_guldur")
    after, _ = g.apply_trusted(s, attack)
    why = str(g.hint_reason(s, attack, after, 0, "normal"))
    exact = g.odds(s, attack).lines[0].value      # the hint says what the odds before the roll say
    assert why == f"{round(100 * exact)}% to take {s.board.name['west_guldur']}."
    assert s.board.name["west_guldur"] in why
    quiet = next(a for a in g.legal_actions(s) if a.kind == "end_turn")
    calm, _ = g.apply_trusted(s, quiet)
    assert g.hint_reason(s, quiet, calm, 0, "normal") is None   # nothing scored: the rating says it instead
    won = s.clone()
    won.owner["west_guldur"] = 0
    assert str(g.hint_reason(s, quiet, won, 0, "normal")) == \
        f"Your victory points go from {score(s, 0)[0]} to {score(won, 0)[0]}."
    assert score(won, 0)[0] > score(s, 0)[0]

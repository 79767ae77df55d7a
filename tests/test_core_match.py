"""The shared match: same seed and actions give the same game; undo never re-rolls or peeks."""
import random

import pytest

from engines.core import Action, Match, SeatSpec
from engines.core.match import IllegalAction
from tests.toy_game import ToyGame

GAME = ToyGame()


def play_random(match: Match, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        acts = match.game.legal_actions(match.state)
        if not acts:
            return
        match.play(rng.choice(acts))


def test_same_seed_same_actions_same_game():
    a = Match(GAME, GAME.options(), 42)
    play_random(a, 30)
    b = Match(GAME, GAME.options(), 42)
    for action in a.actions:
        b.play(action)
    assert b.state.scores == a.state.scores and b.state.bonus == a.state.bonus
    assert [e.text for e in b.events()] == [e.text for e in a.events()]


def test_illegal_action_is_refused_with_reason_and_changes_nothing():
    m = Match(GAME, GAME.options(), 1)
    with pytest.raises(IllegalAction) as info:
        m.play(Action.make("stand", 0))
    assert "roll at least once" in str(info.value)
    assert m.cursor == 0 and m.state.scores == [0, 0]


def test_undo_redo_free_in_solo_practice_and_never_rerolls():
    m = Match(GAME, GAME.options(), 5, seats=[SeatSpec("human"), SeatSpec("ai", "normal")], free_undo=True)
    m.play(Action.make("roll", 0))
    first = list(m.state.scores)
    assert m.undo() and m.state.scores == [0, 0]
    assert m.redo() and m.state.scores == first
    m.undo()
    m.play(Action.make("roll", 0))          # playing the same action again gives the same roll
    assert m.state.scores == first


def test_undo_stops_at_revealed_chance_between_humans():
    m = Match(GAME, GAME.options(), 5, seats=[SeatSpec("human"), SeatSpec("human")])
    m.play(Action.make("roll", 0))
    m.play(Action.make("stand", 0))
    assert m.can_undo()            # standing revealed nothing
    assert m.undo()
    assert not m.can_undo()        # the roll was seen: it cannot be taken back
    assert not m.undo()


def test_undo_turn_skips_the_computers_moves():
    m = Match(GAME, GAME.options(), 9, seats=[SeatSpec("human"), SeatSpec("ai", "normal")], free_undo=True)
    m.play(Action.make("roll", 0))
    m.play(Action.make("stand", 0))
    m.play(Action.make("roll", 1))
    m.play(Action.make("stand", 1))
    assert m.to_move() == 0
    m.undo_turn()
    assert m.to_move() == 0 and m.cursor == 1


def test_playing_after_undo_drops_the_redo_tail():
    m = Match(GAME, GAME.options(), 2, free_undo=True, seats=[SeatSpec("human"), SeatSpec("ai")])
    m.play(Action.make("roll", 0))
    m.play(Action.make("roll", 0))
    m.undo()
    m.play(Action.make("stand", 0))
    assert not m.can_redo() and len(m.steps) == 2


def test_seat_spec_parse():
    assert SeatSpec.parse("human").is_human
    assert SeatSpec.parse("ai:hard").level == "hard"
    with pytest.raises(ValueError, match="Unknown computer level"):
        SeatSpec.parse("ai:godlike")
    with pytest.raises(ValueError):
        SeatSpec.parse("robot")

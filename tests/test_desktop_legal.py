"""Legal actions are computed once per position, not once per figure on every redraw."""
from __future__ import annotations

import pytest

from desktop.legal import MemoGame
from engines.core import get_game
from engines.waterdeep import sample
from tests.desktop_helpers import fp_to_act, open_window_on


class Counting:
    """Counts the calls of a game's `legal_actions` (patched on the game object for one test)."""

    def __init__(self, monkeypatch, game) -> None:
        self.calls = 0
        real = game.legal_actions

        def counted(state):
            self.calls += 1
            return real(state)

        monkeypatch.setattr(game, "legal_actions", counted)


def test_the_memo_asks_the_game_once_per_state_and_hands_out_copies(monkeypatch):
    game = get_game("waterdeep")
    calls = Counting(monkeypatch, game)
    memo = MemoGame(game, size=2)
    s1, s2, s3 = sample.fresh(2, 4), sample.fresh(2, 5), sample.fresh(2, 6)
    first = memo.legal_actions(s1)
    first.clear()                                   # a caller's list is its own
    assert memo.legal_actions(s1) and calls.calls == 1
    memo.legal_actions(s2)
    memo.legal_actions(s3)                          # s1 falls out of a memo of two
    memo.legal_actions(s1)
    assert calls.calls == 4
    assert memo.view(s2, 0) is memo.view(s2, 0)     # one shown state per state and seat
    assert memo.id == game.id and memo.wrapped is game


@pytest.mark.parametrize("which", ["war_of_the_ring", "waterdeep"])
def test_a_refresh_asks_the_game_for_legal_actions_a_bounded_number_of_times(qtbot, monkeypatch, which):
    game = get_game(which)
    state = fp_to_act() if which == "war_of_the_ring" else sample.fresh(2, 4)
    calls = Counting(monkeypatch, game)
    w = open_window_on(qtbot, game, state)
    w.controller.set_paused(True)
    assert w.controller.human_to_move() and len(w.scene.figures) > 10
    # opening the game (the board drawn, every figure's ring, the panels): the true state and the shown one
    assert calls.calls <= 2
    calls.calls = 0
    w.refresh()
    assert calls.calls == 0                         # the same position again: nothing recomputed
    assert any(item.draggable for item in w.scene.figures.values()) or which == "waterdeep"

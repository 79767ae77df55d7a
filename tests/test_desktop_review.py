"""The review window (desktop/review.py, issue 18): offered once a game is over (never before: it would show what
a seat may not see), with the standing chart, the turning points, the luck and the hints in words."""
from __future__ import annotations

import random

from desktop_helpers import shown_window

from engines.ai import make_agent
from engines.core import Match, SeatSpec
from engines.heroes.sample import sample_game


def _finished(hints: int = 0) -> Match:
    g = sample_game()
    m = Match(g, g.options(players=2), 5, seats=[SeatSpec("human"), SeatSpec("ai", "normal")])
    agent, rng = make_agent("normal"), random.Random(5)
    for _ in range(hints):
        m.hint_given(0)
    while m.outcome() is None:
        seat = m.to_move()
        m.play(agent.choose(g, g.view(m.state, seat), seat, rng.getrandbits(32)))
    return m


def test_the_review_is_offered_only_once_the_game_is_over(qtbot):
    w = shown_window(qtbot)
    g = sample_game()
    w.open_match(Match(g, g.options(players=2), 5, seats=[SeatSpec("human"), SeatSpec("ai", "normal")]))
    w.controller.set_paused(True)
    assert not w.menus.act_review.isEnabled()
    w.review_game()
    assert "once it is over" in w.statusBar().currentMessage()
    assert getattr(w, "_review", None) is None


def test_the_review_of_a_finished_game(qtbot):
    w = shown_window(qtbot)
    m = _finished(hints=2)
    w.open_match(m)
    assert w.menus.act_review.isEnabled()
    assert w.banner.isVisible()
    w.banner.review_button.click()          # the game-over banner offers it too
    d = w._review
    qtbot.addWidget(d)
    text = d.text.toPlainText()
    assert "Turning points" in text and "Luck" in text and "Move " in text
    assert "Hints asked for: Red 2, Blue 0." in text
    assert len(d.chart.values) == 2 and len(d.chart.values[0]) == m.cursor + 1
    pic = d.chart.grab().toImage()
    colours = {pic.pixelColor(x, y).name() for x in range(0, pic.width(), 3) for y in range(0, pic.height(), 3)}
    for seat in range(2):
        assert w.adapter.seat_colour(seat).lower() in colours   # each seat's line is drawn in its colour

"""The game-over banner: the verdict above, and the final scoring as a table per player, line by line
(issue 6), with the winners highlighted — for any game that offers `final_table`, prose otherwise."""
from __future__ import annotations

import html
import random

import pytest

from desktop.ai_worker import RandomAgent
from desktop.dialogs import GameOverBanner
from desktop.mainwindow import MainWindow
from engines.core import Match, SeatSpec, get_game


def open_finished(qtbot, game, state):
    window = MainWindow(agent_factory=lambda level: RandomAgent(), computer_delay_ms=0, autosave=False)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    match = Match(game, state.options, 1, seats=[SeatSpec("human") for _ in range(game.players(state))])
    match.initial = state
    window.open_match(match)
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=5000)
    return window


def cells(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def headers(table) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


@pytest.fixture(scope="module")
def waterdeep_over():
    game = get_game("waterdeep")
    s = game.setup(game.options(players=3), 5)
    rng = random.Random(5)
    while not s.over:
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    return game, s


def test_waterdeep_final_table_has_a_row_per_player_in_seat_order(waterdeep_over):
    game, s = waterdeep_over
    head, rows = game.final_table(s)
    assert head[0] == "Player" and head[-1] == "Total"
    assert [r[0] for r in rows] == ["Red", "Blue", "Yellow"]
    for r, score in zip(rows, game.score_rows(s), strict=True):
        assert r[-1] == score["total"] == r[1] + r[2] + r[4] + r[6]
    assert game.final_table(game.setup(game.options(players=2), 1)) is None   # only at the end


def test_waterdeep_game_over_shows_the_table_with_the_winner_highlighted(qtbot, waterdeep_over):
    game, s = waterdeep_over
    w = open_finished(qtbot, game, s)
    table = w.banner.table
    assert table.isVisible()
    assert headers(table) == list(game.FINAL_TABLE_HEADERS)
    rows = cells(table)
    assert len(rows) == 3
    totals = [r["total"] for r in game.score_rows(s)]
    assert [int(r[-1]) for r in rows] == totals
    assert w.banner.winner_rows() == list(s.winners)
    for r in s.winners:
        assert table.item(r, 0).background().color().name() == GameOverBanner.WINNER_BACKGROUND
    # the reason above is the verdict only: the prose lines are not run together any more
    text = w.banner.text.text()
    assert "wins" in text or "win " in text
    assert "Final scoring" not in text and "Red:" not in text


@pytest.fixture(scope="module")
def heroes_game():
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    return HeroesGame(graph=load_graph("heroes"), cards=sample_cards())


def heroes_over(game):
    from engines.heroes.sample import position
    s = position(game)
    s.owner.update({"anduin_fords": 0, "anfalas": 0, "edoras": 0, "barad_dur": 1, "dol_guldur": 1})
    game._finish_points(s, "After 12 rounds")
    return s


def test_heroes_final_table_counts_lands_fortresses_and_missions(heroes_game):
    s = heroes_over(heroes_game)
    head, rows = heroes_game.final_table(s)
    assert head == ["Player", "Lands", "Fortresses", "Mission bonus", "Total VP"]
    for i, row in enumerate(rows):
        vp, lands, forts, _done = heroes_game.score(s, i)
        assert row[1:3] == [lands, forts] and row[-1] == vp
    assert rows[0][3] == 2          # Red holds the Anduin fords: "Hold the Fords" +2


def test_heroes_game_over_shows_the_table(qtbot, heroes_game):
    s = heroes_over(heroes_game)
    w = open_finished(qtbot, heroes_game, s)
    assert w.banner.table.isVisible()
    assert headers(w.banner.table)[1:3] == ["Lands", "Fortresses"]
    assert w.banner.winner_rows() == list(s.winners)
    assert html.escape(s.end_reason) in w.banner.text.text()


def test_a_game_without_a_table_keeps_the_prose(qtbot):
    banner = GameOverBanner()
    qtbot.addWidget(banner)
    banner.show_outcome("Red wins!", "Red holds the Ring.", "Final scores: Red 3 · Blue 1")
    assert not banner.table.isVisibleTo(banner)
    assert "Red holds the Ring." in banner.text.text() and "Final scores" in banner.text.text()
    banner.show_outcome("Red wins!", "a\nb\nRed wins with 3.", "", (["Player", "Total"], [["Red", 3], ["Blue", 1]]),
                        (0,))
    assert banner.table.isVisibleTo(banner) and banner.winner_rows() == [0]
    assert "Red wins with 3." in banner.text.text() and "a<br>" not in banner.text.text()
    banner.show_outcome("Blue wins!", "Blue wins.")     # a new game without a table hides the old one
    assert not banner.table.isVisibleTo(banner)


@pytest.mark.parametrize("seats", [("human", "ai"), ("human", "human")])
def test_helden_shows_every_secret_mission_at_the_end(qtbot, seats):
    """Until the end each player sees only their own mission; when the game is over, everybody's."""
    game = get_game("heroes")
    window = MainWindow(agent_factory=lambda level: RandomAgent(), computer_delay_ms=0, autosave=False)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    match = Match(game, game.options(players=2, max_rounds=2), 1,    # (no palantír glimpse in this game)
                  seats=[SeatSpec("human") if s == "human" else SeatSpec("ai", "easy") for s in seats])
    rng = random.Random(1)
    while True:   # to the last move before the end
        action = rng.choice(game.legal_actions(match.state))
        after, _events = game.apply(match.state, action)
        if game.outcome(after) is not None:
            break
        match.play(action)
    window.open_match(match)
    window.controller.set_paused(True)
    if window.covered:
        window.curtain.button.click()
    b = match.state.board
    names = [b.missions[m].name for seat in range(2) for m in match.state.missions[seat]]
    viewer = window.viewer
    other = [b.missions[m].name for m in match.state.missions[1 - viewer]]
    seats_text = window.seats_panel.toPlainText()
    assert viewer in (0, 1) and not any(n in seats_text for n in other), seats_text
    window.controller.play(action)                    # the last move
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=5000)
    text = window.seats_panel.toPlainText()
    assert all(n in text for n in names), (names, text)
    window.undo()                                     # taken back: secret again
    if window.covered:
        window.curtain.button.click()
    if window.match.outcome() is None:
        assert not any(n in window.seats_panel.toPlainText() for n in other)

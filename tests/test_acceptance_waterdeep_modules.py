"""Lords of Waterdeep with Scoundrels of Skullport, tried as a new user would: a two-player Skullport game against the
computer (its turns through the real worker) and a six-player hot-seat game with both modules, each from the first
placement to the final scoring, the person's agents dragged onto the spaces (the modules' ones too) and every other
choice taken in the actions panel, saved midway, the window closed, the save reopened at the very same position
and played out; the final scoring shows corruption's line."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt

from engines.ai import make_agent
from engines.core import SeatSpec, get_game
from tests.desktop_helpers import drag, shown_window

MODULE_SPACES = {"entry_well", "hall_of_mirrors", "the_grim_statue", "hall_of_the_voice", "skull_island",
                 "slavers_market"}


@pytest.fixture(scope="module")
def game():
    return get_game("waterdeep")


def human_turn(qtbot, w, rng, stats) -> None:
    """A placement as a drag of an agent from the mat (a module space when one is open, half the time), anything
    else as a click in the actions panel, chosen as a beginner would: at random among what is offered."""
    s = w.match.state
    legal = w.game.legal_actions(s)
    before = w.match.cursor
    places = [a for a in legal if a.kind == "place" and not a["place"].startswith("hall:")]
    if places:
        modules = [a for a in places if a["place"] in MODULE_SPACES]
        choice = rng.choice(modules if modules and rng.random() < 0.5 else places)
        seat = choice.seat
        qtbot.wait(1)                   # (the board redrawn for the seat now to move)
        agent = next((f for f, item in w.scene.figures.items() if item.node == f"pool_{seat}"
                      and f.startswith(f"agent_{seat}_") and item.figure.seat == seat), None)
        if agent is not None and choice["place"] in w.scene.nodes:
            drag(qtbot, w, agent, choice["place"])
            assert w.match.cursor == before + 1, (choice["place"], agent, w.statusBar().currentMessage())
            stats["dragged" + (" to a module" if choice["place"] in MODULE_SPACES else "")] += 1
            return
    choice = rng.choice(legal)
    items = w.actions_panel.action_items()
    item = next(i for i in items if i.data(0, Qt.ItemDataRole.UserRole) == choice)
    w.actions_panel.itemClicked.emit(item, 0)
    assert w.match.cursor == before + 1, w.statusBar().currentMessage()
    stats["panel"] += 1


def play_out(qtbot, w, rng, stats, until=None) -> None:
    for _ in range(4000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=60000)
        if w.match.outcome() is not None or (until is not None and until(w)):
            return
        if w.covered:
            w.curtain.button.click()
            continue
        human_turn(qtbot, w, rng, stats)


def save_close_reopen(qtbot, w, path):
    assert w.files.save_to(path)
    state, cursor = w.match.state, w.match.cursor
    w.close()
    w2 = shown_window(qtbot, (1366, 768), lambda: make_agent("normal"))
    assert w2.files.open_file(path)
    w2.scene.animate = False
    assert w2.match.cursor == cursor
    s = w2.match.state
    assert (s.round, s.vp, s.tavern, s.corruption_off, s.occ) == \
        (state.round, state.vp, state.tavern, state.corruption_off, state.occ)
    return w2


def finished(w) -> list[str]:
    o = w.match.outcome()
    assert o is not None and w.banner.isVisible()
    headers, rows = w.game.final_table(w.match.state)
    assert len(rows) == w.match.state.players
    assert any("orruption" in h for h in headers), headers
    return headers


@pytest.mark.qt_log_ignore("does not support raise")
def test_a_skullport_game_against_the_computer_saved_reopened_and_scored(qtbot, game, tmp_path):
    w = shown_window(qtbot, (1366, 768), lambda: make_agent("normal"))
    assert w.start_game(game, game.options(players=2, modules="skullport"), 1,
                        [SeatSpec("human"), SeatSpec("ai", "normal")])
    w.scene.animate = False
    assert "hall_of_the_voice" in w.scene.nodes and "corruption_9" in w.scene.nodes
    rng, stats = random.Random(4), Counter()
    play_out(qtbot, w, rng, stats, until=lambda w: w.match.state.round >= 4)
    assert w.match.outcome() is None
    w = save_close_reopen(qtbot, w, tmp_path / "skullport.rtsave")
    play_out(qtbot, w, rng, stats)
    finished(w)
    assert stats["dragged"] + stats["dragged to a module"] >= 8 and stats["dragged to a module"] >= 2, stats
    assert any(st.action.seat == 1 for st in w.match.steps)        # the computer played its turns


@pytest.mark.qt_log_ignore("does not support raise")
def test_a_six_player_hot_seat_game_with_both_modules_saved_reopened_and_scored(qtbot, game, tmp_path):
    w = shown_window(qtbot, (1366, 768))
    assert w.start_game(game, game.options(players=6, modules="both"), 6, [SeatSpec("human")] * 6)
    w.scene.animate = False
    assert w.match.state.agents == [2] * 6 and w.match.options.long_game
    rng, stats = random.Random(5), Counter()
    play_out(qtbot, w, rng, stats, until=lambda w: w.match.state.round >= 3)
    w = save_close_reopen(qtbot, w, tmp_path / "six.rtsave")
    play_out(qtbot, w, rng, stats)
    finished(w)
    assert stats["dragged to a module"] >= 3, stats

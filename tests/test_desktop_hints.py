"""Hints in the window (issue 18): Help → Hint (the H key) lists the computer's three best choices for the person
to move in the rules panel, with reasons, lights their places on the board, counts the hint in the match, and is
worked out from that person's view only; nothing is played, and nobody else's turn gets one."""
from __future__ import annotations

from desktop_helpers import open_window_on

import engines.ai.hints as hint_module
from engines.ai import make_agent
from engines.core import SeatSpec
from engines.war_of_the_ring.sample import new_game


def _hot_seat(qtbot, lift: bool = True):
    """A War of the Ring window with two people at one screen; with `lift`, the one to move has taken the curtain
    away (the board shows their side)."""
    g, s = new_game(4)
    w = open_window_on(qtbot, g, s, seats=("human", "human"))
    if lift and w.covered:
        w.curtain.button.click()
    return g, w


def test_a_hint_lists_three_choices_lights_them_and_is_counted(qtbot, monkeypatch):
    g, w = _hot_seat(qtbot)
    seat = w.controller.to_move()
    seen = []
    real = hint_module.hints

    def spy(game, view, who, level="normal", seed=0, count=3):
        seen.append(view)
        return real(game, view, who, level, seed, count)

    monkeypatch.setattr(hint_module, "hints", spy)
    w.set_hint_level("normal")
    before = w.controller.match.cursor
    w.menus.act_hint.trigger()
    assert w.controller.match.cursor == before                       # nothing played
    assert w.controller.match.hints_used[seat] == 1
    assert len(seen) == 1 and seen[0] is not w.controller.state      # a view, not the position itself
    panel = w.rules_panel.toPlainText()
    assert "Hints: what the computer (Normal) would do" in panel and "Hints asked for in this game: 1" in panel
    first = make_agent("normal").choose(g, g.view(w.controller.state, seat), seat, before)
    assert w.adapter.action_label(first) in panel                   # the computer's own choice is listed
    assert w.scene.highlighted()                                     # and its places are lit


def test_no_hint_behind_the_hot_seat_curtain(qtbot):
    _g, w = _hot_seat(qtbot, lift=False)
    assert w.covered                  # two people at one screen: the board is hidden until the next one is ready
    w.menus.act_hint.trigger()
    assert w.controller.match.hints_used == [0, 0] and "No hint now" in w.statusBar().currentMessage()


def test_no_hint_for_a_computers_turn(qtbot):
    _g, w = _hot_seat(qtbot, lift=False)
    seat = w.controller.to_move()
    w.controller.match.seats[seat] = SeatSpec("ai", "normal")     # the seat to move is the computer's now
    w.controller.set_paused(True)
    if w.covered:
        w.curtain.button.click()
    w.menus.act_hint.trigger()
    assert w.controller.match.hints_used == [0, 0]
    assert "No hint now" in w.statusBar().currentMessage()


def test_the_hint_level_is_a_setting(qtbot):
    _g, w = _hot_seat(qtbot, lift=False)
    w.menus.hint_level_actions["hard"].trigger()
    assert w.hint_level() == "hard" and w.menus.hint_level_actions["hard"].isChecked()
    w.settings.setValue("hints/level", "grandmaster")       # a hand-edited settings file: Normal
    assert w.hint_level() == "normal"


def test_the_menus_offer_the_engines_hint_levels():
    from desktop.menus import HINT_LEVELS as offered
    from engines.core.levels import HINT_LEVELS
    assert offered == HINT_LEVELS


def test_typing_h_in_the_actions_filter_types_it(qtbot):
    """The H key asks for a hint, but not while a text field has the keyboard: there it is a letter."""
    from PySide6.QtCore import Qt
    _g, w = _hot_seat(qtbot)
    edit = w.actions_panel.filter_edit
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClick(edit, Qt.Key.Key_H)
    assert edit.text() == "h" and w.controller.match.hints_used == [0, 0]
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    assert sum(w.controller.match.hints_used) == 1          # on the board, H is the hint


def test_the_actions_dock_has_a_hint_button(qtbot):
    _g, w = _hot_seat(qtbot)
    button = w.docks.hint_button
    assert button.isVisible() and button.text() == "Hint"
    button.click()
    assert sum(w.controller.match.hints_used) == 1

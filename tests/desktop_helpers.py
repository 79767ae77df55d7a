"""Shared set-up for the per-game desktop tests: a shown main window on a given engine state."""
from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QPointF, Qt

from desktop.mainwindow import MainWindow
from engines.ai import RandomAgent
from engines.core import Match, SeatSpec


def shown_window(qtbot, size=(1366, 768), agent=RandomAgent) -> MainWindow:
    """A main window of `size` on the screen, its computers driven by `agent()`, playing at once, no autosave."""
    window = MainWindow(agent_factory=lambda level: agent(), computer_delay_ms=0, autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_window_on(qtbot, game, state, seats=("human", "ai"), agent=RandomAgent):
    """A main window playing `state` of `game`; 'ai' seats are computers driven by `agent`."""
    window = shown_window(qtbot, (1500, 950), agent)
    match = Match(game, state.options, 1, seats=[SeatSpec("human") if s == "human" else SeatSpec("ai", "easy")
                                                 for s in seats])
    match.initial = state
    window.open_match(match)
    window.scene.animate = False
    return window


def drag(qtbot, w, figure_id, node_id, modifier=Qt.KeyboardModifier.NoModifier):
    """Scroll to a figure, press it, carry it in two moves and release it on the centre of a place (which must
    be the place under that point)."""
    vp = w.view.viewport()
    w.view.centerOn(w.scene.figures[figure_id].pos())
    start = w.view.mapFromScene(w.scene.figures[figure_id].pos())
    node = w.scene.board.node(node_id)
    end = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    assert w.scene.node_at(w.view.mapToScene(end)) == node_id
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, modifier, pos=end)


def click_figure(qtbot, w, figure_id):
    """Scroll to a figure and click it (it must be the figure under that point)."""
    item = w.scene.figures[figure_id]
    w.view.centerOn(item.pos())
    at = w.view.mapFromScene(item.pos())
    assert w.scene.figure_at(w.view.mapToScene(at)) is item
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def pool_agent(w, seat):
    """A Lords of Waterdeep agent of `seat` still in its pool."""
    return next(f for f, item in w.scene.figures.items() if item.node == f"pool_{seat}" and f.startswith("agent_"))


def fp_to_act(fp=("army_muster", "character"), sh=("muster", "event"), seed=0, **kw):
    """A War of the Ring game in the action phase with the Free Peoples to act, holding these unused dice."""
    from engines.war_of_the_ring.sample import action_phase, new_game
    _g, s = new_game(seed)
    return action_phase(s, fp=fp, sh=sh, **kw)


def run_app(home, *args: str) -> subprocess.CompletedProcess:
    """`realms-table *args` in a child process with its own home, offscreen (what a person types, and what is told)."""
    return subprocess.run([sys.executable, "-m", "desktop.app", *args], capture_output=True, text=True,
                          env={"REALMS_TABLE_HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen",
                               "PATH": "/usr/bin:/bin"}, timeout=120)

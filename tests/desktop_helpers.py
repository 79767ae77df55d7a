"""Shared set-up for the per-game desktop tests: a shown main window on a given engine state."""
from __future__ import annotations

from desktop.mainwindow import MainWindow
from engines.ai import RandomAgent
from engines.core import Match, SeatSpec


def open_window_on(qtbot, game, state, seats=("human", "ai"), agent=RandomAgent):
    """A main window playing `state` of `game`; 'ai' seats are computers driven by `agent`."""
    window = MainWindow(agent_factory=lambda level: agent(), computer_delay_ms=0, autosave=False)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    match = Match(game, state.options, 1, seats=[SeatSpec("human") if s == "human" else SeatSpec("ai", "easy")
                                                 for s in seats])
    match.initial = state
    window.open_match(match)
    window.scene.animate = False
    return window

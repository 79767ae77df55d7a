"""The computer's thinking on a worker thread: it gets a view of the state, never a widget."""
from __future__ import annotations

import logging
import random
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from engines.core import Action, Game

log = logging.getLogger(__name__)


class RandomAgent:
    """Stands in when engines.ai is not available: any legal action of the view."""

    def choose(self, game: Game, view: Any, seat: int, seed: int) -> Action:
        return random.Random(seed).choice(game.legal_actions(view))


def default_agent_factory(level: str):
    try:
        from engines.ai import make_agent
    except ImportError:
        log.warning("engines.ai is not available; the computer plays random legal moves")
        return RandomAgent()
    return make_agent(level)


class WorkerSignals(QObject):
    done = Signal(int, object)     # generation, Action
    failed = Signal(int, str)      # generation, message


class AgentTask(QRunnable):
    """Runs agent.choose(game, view, seat, seed) off the GUI thread and reports through signals."""

    def __init__(self, generation: int, agent: Any, game: Game, view: Any, seat: int, seed: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.signals = WorkerSignals()
        self.generation, self.agent, self.game = generation, agent, game
        self.view, self.seat, self.seed = view, seat, seed

    def run(self) -> None:
        try:
            action = self.agent.choose(self.game, self.view, self.seat, self.seed)
        except Exception:  # noqa: BLE001 - any agent failure is reported, never raised into the thread pool
            self.signals.failed.emit(self.generation, traceback.format_exc())
            return
        self.signals.done.emit(self.generation, action)


AgentFactory = Callable[[str], Any]

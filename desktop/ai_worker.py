"""The computer's thinking on a worker thread: it gets a view of the state, never a widget."""
from __future__ import annotations

import gc
import logging
import random
import threading
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
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


_collection = threading.Lock()
_thinking = 0            # computers thinking now (a cancelled one may still be finishing)
_was_enabled = True


@contextmanager
def no_garbage_collection() -> Iterator[None]:
    """Python's cycle collector runs in whichever thread happens to allocate: in a worker thread it may finalize
    the window's Qt objects left in cycles, off the thread that owns them, which crashes the process (seen once in
    the test suite: a segmentation fault while the computer thought). While a computer thinks the collector waits;
    the window's thread collects afterwards. (The engines' own values make no cycles worth collecting in a second.)"""
    global _thinking, _was_enabled
    with _collection:
        if _thinking == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _thinking += 1
    try:
        yield
    finally:
        with _collection:
            _thinking -= 1
            if _thinking == 0 and _was_enabled:
                gc.enable()


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
            with no_garbage_collection():
                action = self.agent.choose(self.game, self.view, self.seat, self.seed)
        except Exception:  # noqa: BLE001 - any agent failure is reported, never raised into the thread pool
            self.signals.failed.emit(self.generation, traceback.format_exc())
            return
        self.signals.done.emit(self.generation, action)


AgentFactory = Callable[[str], Any]

"""Work done a piece at a time in idle moments, so the window never stops answering: name halos, map tiles and
sharp pictures after a zoom are made this way."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer


class IdleWork:
    """Calls `step` (one piece of work; it says whether more is left) in idle moments, for up to `budget_ms` at
    a time. Its timer belongs to `parent` (the scene): the work goes with it."""

    def __init__(self, step: Callable[[], bool], parent: QObject | None = None, budget_ms: int = 8) -> None:
        self.step = step
        self.budget_ms = budget_ms
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)

    def wake(self) -> None:
        """There is work: start on it at the next idle moment."""
        if not self._timer.isActive():
            self._timer.start(0)

    def waiting(self) -> bool:
        return self._timer.isActive()

    def _run(self) -> None:
        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < self.budget_ms:
            if not self.step():
                return
        self._timer.start(0)

    def finish(self) -> None:
        """Do all of it now (screenshots and benchmarks, where no idle time comes)."""
        self._timer.stop()
        while self.step():
            pass

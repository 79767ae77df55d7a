"""The computer players as the window shows them: how long each move is left on screen (the pace), and the
"… is thinking" indicator in the status bar while one of them chooses."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from .i18n import tr

if TYPE_CHECKING:
    from .controller import GameController

#: the least time between two moves of the computer, in milliseconds, per pace
PACES = {"fast": 250, "normal": 700, "slow": 1400}


class ComputerPace:
    """The pace the player chose (kept in the settings) and the delay it means; a delay given by the caller
    (tests, the demo) wins over the setting."""

    def __init__(self, settings: Any, delay_ms: int | None = None) -> None:
        self.settings = settings
        self.key = str(settings.value("computer/pace", "normal"))
        self.delay_ms = delay_ms if delay_ms is not None else PACES.get(self.key, 700)

    def choose(self, key: str, controller: GameController | None) -> None:
        """The player picked a pace in the menu: kept, and the open game's computer follows it at once."""
        self.settings.setValue("computer/pace", key)
        self.key = key
        self.delay_ms = PACES[key]
        if controller is not None:
            controller.computer_delay_ms = self.delay_ms


class ThinkingIndicator(QLabel):
    """A permanent status-bar label "Sauron is thinking…" with the seconds so far (other status messages do
    not hide it); hidden while nobody thinks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ThinkingIndicator")
        self.setStyleSheet("color: #6b2b14; font-style: italic; padding: 0 10px;")
        self.hide()
        self._who = ""
        self._ticks = 0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(400)
        self._timer.timeout.connect(self._tick)

    def start(self, who: str) -> None:
        self._who = who
        self._clock.start()
        self._ticks = 0
        self._tick()
        self._timer.start()
        self.show()

    def stop(self) -> None:
        self._timer.stop()
        self.hide()

    def _tick(self) -> None:
        dots = "." * (1 + self._ticks % 3)
        self._ticks += 1
        seconds = self._clock.elapsed() // 1000
        text = tr("{player} is thinking").format(player=self._who) + dots.ljust(3, "\u2002")
        if seconds >= 2:
            text += " " + tr("{n} s").format(n=seconds)
        self.setText(text)


__all__ = ["PACES", "ComputerPace", "ThinkingIndicator"]

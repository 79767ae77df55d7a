"""The turn's phases as a strip above the board: every step of the turn with the current one lit, and who
acts now, so that a player (and one following the computer's turn) always knows where the game stands."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from .i18n import tr


class PhaseBar(QWidget):
    """`show_steps(steps, current, who, colour)`: the steps' names (numbered), the current one picked out;
    hidden for games that have no fixed phases."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("PhaseBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("QWidget#PhaseBar { background: #3b3326; }"
                           " QLabel { color: #e8dcb8; font-size: 10pt; padding: 3px 5px; }")
        # never wider than the board: on a narrow window the steps not being played show their number only
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._steps: list[str] = []
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 2, 6, 2)
        lay.setSpacing(2)
        self.who = QLabel()
        self.who.setObjectName("PhaseBarWho")
        lay.addWidget(self.who)
        self.cells: list[QLabel] = []
        self._lay = lay
        lay.addStretch(1)
        self.current: int | None = None
        self.hide()

    def show_steps(self, steps: list[str] | None, current: int | None, who: str = "", colour: str = "",
                   mark: str = "●") -> None:
        """`mark`: the mover's seat's shape (desktop/seat_marks.py), drawn in `colour` before `who`."""
        if not steps:
            self.hide()
            return
        while len(self.cells) < len(steps):
            cell = QLabel()
            self._lay.insertWidget(self._lay.count() - 1, cell)
            self.cells.append(cell)
        self._steps = list(steps)
        for i, cell in enumerate(self.cells):
            if i >= len(steps):
                cell.hide()
                continue
            now = i == current
            cell.setStyleSheet("background: #f6dc8c; color: #2b2418; font-weight: bold; border-radius: 3px;"
                               if now else "color: #c9bc98;")
            cell.setToolTip(tr("{step} — the phase being played now").format(step=steps[i]) if now else steps[i])
            cell.show()
        swatch = f"<span style='color:{colour}'>{mark}</span> " if colour else ""
        self.who.setText(f"{swatch}<b style='color:#f3e7c4'>{html.escape(who)}</b>")
        self.current = current
        self._lay_out()
        self.show()
        self._lay.activate()    # new cells get their room now, not a frame later (a cell drawn 9 px wide)

    def _lay_out(self) -> None:
        """Every step by name when they fit; else the current one by name and the others by number."""
        for compact in (False, True):
            for i, cell in enumerate(self.cells[:len(self._steps)]):
                short = compact and i != self.current
                cell.setText(f"{i + 1}" if short else f"{i + 1} {html.escape(self._steps[i])}")
            if compact or self._lay.sizeHint().width() <= self.width():
                return

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._steps:
            self._lay_out()

    def texts(self) -> list[Any]:
        return [c.text() for c in self.cells if c.isVisible()]

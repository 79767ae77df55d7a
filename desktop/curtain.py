"""The hot-seat curtain: "Pass to …" over the whole window between two people's turns. When it goes up
and down is HotSeat's decision (desktop.hotseat); this is only what it looks like and what it hides."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .i18n import tr

if TYPE_CHECKING:
    from .board import BoardView


def hide_tooltips() -> None:
    """At once (QToolTip.hideText leaves it up for a moment more)."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel"):
            widget.hide()


class Curtain(QWidget):
    """Covers the whole window between two human seats of a game with secrets: 'Pass to <player>'."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent   # the curtain covers all of it
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #f4e7c1; font-size: 30pt; font-weight: bold;")
        self.subtitle = QLabel(tr("The others look away: this player's secrets are about to show."))
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet("color: #d8c9a0; font-size: 12pt;")
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("QPushButton { font-size: 13pt; padding: 8px 24px; background: #d9b45a; "
                                  "color: #2b2418; border-radius: 6px; } QPushButton:hover { background: #e8c66c; }")
        self.button.clicked.connect(self._reveal)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addSpacing(20)
        layout.addLayout(row)
        layout.addStretch(3)
        self.colour = QColor("#5a4632")
        self.player = ""
        self.board: BoardView | None = None
        self.hide()

    def cover(self, player: str, colour: str, board: BoardView | None = None) -> None:
        """Up for `player` (again, if it was up for another), over the whole window. The `board`'s drawing
        is hidden too: under the curtain nothing of it can be drawn, hovered or grabbed."""
        hide_tooltips()   # a tooltip of the last player's hand would float above the curtain
        if not self.isVisible() or self.player != player:
            self.player = player
            self.title.setText(tr("Pass to {player}").format(player=player))
            # "I am Free Peoples" is no English
            self.button.setText(tr("{player}: show my table").format(player=player))
            self.colour = QColor(colour)
            self.setGeometry(self._host.rect())
            self.raise_()
            self.show()
            self.button.setFocus()
        if board is not None and board is not self.board:
            board.installEventFilter(self)
        self.board = board
        if board is not None:
            board.viewport().hide()

    def withdraw(self) -> None:
        """Down, the board drawn again."""
        self.hide()
        if self.board is not None:
            self.board.viewport().show()

    def eventFilter(self, watched, event) -> bool:
        """A hidden viewport is not told of the board's new size: refit the board (when it follows the
        window) once the view has its new size, as the viewport's own resize would have."""
        board = self.board
        if (board is not None and watched is board and self.isVisible() and event.type() == QEvent.Type.Resize
                and board.auto_fit):
            QTimer.singleShot(0, board.fit_to_window)
        return super().eventFilter(watched, event)

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#231d15"))
        p.fillRect(0, 0, self.width(), 10, self.colour)
        p.fillRect(0, self.height() - 10, self.width(), 10, self.colour)


__all__ = ["Curtain"]

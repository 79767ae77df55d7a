"""The actions dock on each refresh: the legal actions of a person's turn, the one that ends the turn pinned
under the list as a big button, or why there is nothing to do (a computer thinking, the curtain, the end)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QPushButton

if TYPE_CHECKING:
    from engines.core import Action

    from .games import GameAdapter
    from .panels import ActionsPanel


def fitting(text: str, button: QPushButton) -> str:
    """A button's words that fit its width: the whole label, else the part before its bracket, else cut
    with an ellipsis (the tooltip keeps all of it)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics
    holder = button.parentWidget()
    room = max(60, (holder.width() if holder is not None else button.width()) - 48)
    font = QFont(button.font())
    font.setPointSize(11)   # as its style sheet draws it
    font.setBold(True)
    metrics = QFontMetrics(font)
    for candidate in (text, text.split(" (")[0]):
        if metrics.horizontalAdvance(candidate) <= room:
            return candidate
    return metrics.elidedText(text.split(" (")[0], Qt.TextElideMode.ElideRight, room)


class TurnActions:
    """Shows what may be played in `panel`, with the turn's pinned action on `button`; a click on the button
    goes to `play`."""

    def __init__(self, panel: ActionsPanel, button: QPushButton, play: Callable[[Action], None]) -> None:
        self.panel = panel
        self.button = button
        self.pinned: Action | None = None
        button.clicked.connect(self._pinned_clicked)
        self._play = play

    def show(self, legal: list[Action], adapter: GameAdapter, shown: Any) -> None:
        from .panels import action_words
        """A person's turn: the legal actions (the adapter's focused group open), the lone one of the
        adapter's pinned kinds (ending the turn) on the button."""
        self.panel.show_actions(legal, adapter, True, focus=adapter.focused_group(shown))
        pinned = [a for a in legal if a.kind in adapter.pinned_kinds]
        self.pinned = pinned[0] if len(pinned) == 1 else None
        if self.pinned is not None:
            self.button.setText(fitting(action_words(self.pinned), self.button))
            self.button.setToolTip(action_words(self.pinned))
            self.button.setAccessibleName(action_words(self.pinned))   # the whole sentence, however it was cut
        self.button.setVisible(self.pinned is not None)

    def show_note(self, adapter: GameAdapter, note: str) -> None:
        """Not a person's turn: nothing to play, and why."""
        self.panel.show_actions([], adapter, False, note)
        self.pinned = None
        self.button.hide()

    def _pinned_clicked(self) -> None:
        if self.pinned is not None:
            self._play(self.pinned)


__all__ = ["TurnActions", "fitting"]

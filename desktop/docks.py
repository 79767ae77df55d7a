"""The docks around the board: players and actions on the left, rules and log on the right, the game's
own views (a battle, a hunt) tabbed with the rules; their panels, their sizes, and the action that ends a
turn pinned under the actions list."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QPushButton, QSizePolicy, QTabWidget, QVBoxLayout, QWidget

from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

    from .mainwindow import MainWindow
    from .panels import ActionsPanel, LogPanel, RulesPanel, SeatsPanel

LEFT_WIDTH, RIGHT_WIDTH = 210, 240   # the docks' columns never get narrower (nor the board wider)

PINNED_STYLE = ("QPushButton#PinnedAction { font-weight: bold; font-size: 11pt; background: #d9b45a; color: #2b2418;"
                " border: 1px solid #8a6a2a; border-radius: 4px; margin: 6px; padding: 4px 10px; }"
                " QPushButton#PinnedAction:hover { background: #e8c66c; }")


def column_widths() -> tuple[int, int]:
    """The narrowest the left and right columns get: LEFT_WIDTH and RIGHT_WIDTH, less on a screen with little
    room for them (a laptop's at a large interface size, View → Interface size: 1366 pixels at 200 % are 683
    wide), so the board keeps about three fifths of the width."""
    from PySide6.QtGui import QGuiApplication

    from .ui_scale import running_percent
    if running_percent() <= 100:   # as they always were
        return LEFT_WIDTH, RIGHT_WIDTH
    screen = QGuiApplication.primaryScreen()
    room = screen.availableGeometry().width() if screen is not None else 1600
    return min(LEFT_WIDTH, int(room * 0.19)), min(RIGHT_WIDTH, int(room * 0.21))


def set_dock_widget(dock: QDockWidget, widget: QWidget) -> None:
    """A dock's width is the player's (or the default layout's), never its contents': a long button or
    line in one phase must not widen the column and shrink the board (the panels wrap or scroll)."""
    policy = widget.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    widget.setSizePolicy(policy)
    dock.setWidget(widget)


class Docks:
    """Builds and sizes `window`'s docks; `build` makes them with empty stand-ins (the shell's first frame),
    `fill` puts the panels in."""

    def __init__(self, window: MainWindow, side_docks: list[tuple[QDockWidget, Any]]) -> None:
        self.window = window
        self.built = False
        self.side_docks = side_docks   # the adapter's own views (a battle, a hunt): the window's list

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        set_dock_widget(dock, widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.window.addDockWidget(area, dock)
        return dock

    def retitle(self) -> None:
        """The docks' titles in the language now in use (their View menu entries follow)."""
        for dock, title in ((self.seats, tr("Players")), (self.actions, tr("Actions")), (self.rules, tr("Rules")),
                            (self.log, tr("Game log"))):
            dock.setWindowTitle(title)
            dock.setAccessibleName(title)
        button = getattr(self, "hint_button", None)
        if button is not None:
            from .menus import hint_tip
            button.setText(tr("Hint"))
            button.setToolTip(hint_tip())
            button.setAccessibleName(tr("Hint"))
            button.setAccessibleDescription(hint_tip())
        self.name_panels()

    def name_panels(self) -> None:
        """What a screen reader calls each panel, and says of it (in the language now in use)."""
        w = self.window
        named = [("seats_panel", tr("Players"), tr("Each player: who plays the seat, and what they hold.")),
                 ("actions_panel", tr("Actions"), tr("Everything you may play now: Up and Down choose, Enter or "
                                                    "Space plays it.")),
                 ("rules_panel", tr("Rules"), tr("The latest roll explained, why a move was refused, hints and "
                                                "the rules.")),
                 ("log_panel", tr("Game log"), tr("What happened, a sentence a line: Enter or Space on a roll "
                                                 "explains it.")),
                 ("view", tr("Board"), tr("The board: N and P pick a figure that can act, Tab and the arrow keys "
                                         "choose where it goes, Enter plays it, Escape lets go."))]
        for attr, name, description in named:
            widget = getattr(w, attr, None)
            if widget is not None:
                widget.setAccessibleName(name)
                widget.setAccessibleDescription(description)
        panel = getattr(w, "actions_panel", None)
        if panel is not None:
            panel.filter_edit.setAccessibleName(tr("Filter the actions"))
        pinned = getattr(self, "pinned_button", None)
        if pinned is not None and not pinned.accessibleName():
            pinned.setAccessibleDescription(tr("Ends your turn (always under the actions list)."))

    def build(self) -> None:
        """The four docks, each holding an empty stand-in until `fill`."""
        from PySide6.QtCore import Qt
        w = self.window
        # two narrow columns, so the board gets the whole height between them and most of the width (a
        # laptop's 1366×768 has no height to spare for a strip under the board): players over actions on the
        # left, the rules over the log on the right (the game's own views are tabbed with the rules)
        holders = []
        narrow_left, narrow_right = column_widths()
        for width in (narrow_left, narrow_left, narrow_right, narrow_right):
            holder = QWidget()
            holder.setAutoFillBackground(True)
            holder.setBackgroundRole(QPalette.ColorRole.Base)   # the panels' paper colour
            holder.setMinimumWidth(width)   # on a small screen the board shrinks, not the panels
            holders.append(holder)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        w.setCorner(Qt.Corner.BottomLeftCorner, left)
        w.setCorner(Qt.Corner.BottomRightCorner, right)
        self.seats = self._dock("", "seats", holders[0], left)
        self.actions = self._dock("", "actions", holders[1], left)
        self.rules = self._dock("", "rules", holders[2], right)
        self.log = self._dock("", "log", holders[3], right)
        self.retitle()
        w.splitDockWidget(self.seats, self.actions, Qt.Orientation.Vertical)
        w.splitDockWidget(self.rules, self.log, Qt.Orientation.Vertical)
        w.setTabPosition(Qt.DockWidgetArea.AllDockWidgetAreas, QTabWidget.TabPosition.North)   # tabs on top
        self.built = True

    def fill(self) -> tuple[SeatsPanel, ActionsPanel, RulesPanel, LogPanel]:
        """The panels in the docks (their stand-ins thrown away); the actions dock holds the list with its
        filter above it and the pinned action below it."""
        from .panels import ActionsPanel, LogPanel, RulesPanel, SeatsPanel
        seats = SeatsPanel()
        # whenever the players' text is laid out anew (new state, new width), make room for all of it
        seats.document().documentLayout().documentSizeChanged.connect(
            lambda _size: QTimer.singleShot(0, self.fit_seats))
        actions = ActionsPanel()
        # the action that ends a turn is always in reach, under the list (however long the list is)
        box_widget = QWidget()
        box = QVBoxLayout(box_widget)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(actions.filter_edit, 1)
        self.hint_button = QPushButton()    # the hint (also Help → Hint and the H key)
        self.hint_button.setObjectName("HintButton")
        self.hint_button.clicked.connect(self.window.ask_hint)
        top.addWidget(self.hint_button)
        box.addLayout(top)
        box.addWidget(actions, 1)
        self.pinned_button = QPushButton()
        self.pinned_button.setObjectName("PinnedAction")
        self.pinned_button.setMinimumHeight(36)
        self.pinned_button.setStyleSheet(PINNED_STYLE)
        self.pinned_button.hide()
        box.addWidget(self.pinned_button)
        rules, log = RulesPanel(), LogPanel()
        narrow_left, narrow_right = column_widths()
        for panel, width in ((seats, narrow_left), (actions, narrow_left), (rules, narrow_right), (log, narrow_right)):
            panel.setMinimumWidth(width)   # on a small screen the board shrinks, not the panels
        log.setMinimumHeight(90)
        for dock, widget in ((self.seats, seats), (self.actions, box_widget), (self.rules, rules), (self.log, log)):
            stand_in = dock.widget()
            set_dock_widget(dock, widget)
            stand_in.deleteLater()
        self.seats_panel = seats
        self.retitle()   # (the hint button's words)
        return seats, actions, rules, log

    def default_sizes(self) -> None:
        """Narrow columns in proportion to the window (the board keeps ~64% of its width), the rules over a
        shorter log."""
        from PySide6.QtCore import Qt
        w = self.window
        width, height = max(w.width(), 800), max(w.height(), 600)
        narrow_left, narrow_right = column_widths()
        left = max(narrow_left, min(280, int(width * 0.16)))
        right = max(narrow_right, min(330, int(width * 0.19)))
        w.resizeDocks([self.seats, self.rules], [left, right], Qt.Orientation.Horizontal)
        w.resizeDocks([self.seats, self.actions], [int(height * 0.38), int(height * 0.52)], Qt.Orientation.Vertical)
        w.resizeDocks([self.rules, self.log], [int(height * 0.55), int(height * 0.35)], Qt.Orientation.Vertical)

    def room_for_players(self, players: int) -> None:
        """A game opened: the players' dock tall enough for every player's row, the actions the rest."""
        from PySide6.QtCore import Qt
        total = self.seats.height() + self.actions.height()
        if total > 200 and not self.seats.isFloating() and not self.actions.isFloating():
            seats_height = min(int(total * 0.62), 24 + 152 * players)
            self.window.resizeDocks([self.seats, self.actions], [seats_height, total - seats_height],
                                    Qt.Orientation.Vertical)

    def fit_seats(self) -> None:
        """Grow the players' dock when their rows grow (more heroes, a longer hand), so nobody's row is
        cut off behind a scroll bar; the actions below keep at least a third of the column."""
        from PySide6.QtCore import Qt
        dock, below = self.seats, self.actions
        if dock.isFloating() or below.isFloating() or not dock.isVisible():
            return
        needed = int(self.seats_panel.document().size().height()) + 4
        have = self.seats_panel.viewport().height()
        if needed <= have:
            return
        total = dock.height() + below.height()
        height = min(needed + dock.height() - have, int(total * 0.66))
        if height > dock.height():
            self.window.resizeDocks([dock, below], [height, total - height], Qt.Orientation.Vertical)

    def add_side_views(self, views: list[Any]) -> None:
        """Docks for the views the game's adapter adds (tabbed with the rules panel)."""
        from PySide6.QtCore import Qt
        for view in views:
            dock = self._dock(view.title, f"side_{type(view).__name__}", view, Qt.DockWidgetArea.RightDockWidgetArea)
            self.window.tabifyDockWidget(self.rules, dock)
            view.action_chosen.connect(self.window.action_chosen)
            self.side_docks.append((dock, view))
        self.rules.raise_()

    def remove_side_views(self) -> None:
        for dock, _view in self.side_docks:
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self.side_docks.clear()


__all__ = ["LEFT_WIDTH", "RIGHT_WIDTH", "Docks", "column_widths", "set_dock_widget"]

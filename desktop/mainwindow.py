"""The main window: the board in the middle, docks around it, menus, the curtain and the banner."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QElapsedTimer, QSize, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from . import paths
from .hotseat import HotSeat
from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

    # The engines, the controller, the dialogs and the game adapters (with pydantic and networkx under
    # them) are imported when they are first needed, so the window can be painted before they load:
    # `MainWindow(complete=False)` is the shell that desktop.app shows first.
    from engines.core import Event, Game, Match, Outcome, SeatSpec

    from .board import BoardScene, BoardView, FigureItem
    from .controller import GameController
    from .curtain import Curtain
    from .dialogs import GameOverBanner
    from .games import GameAdapter

log = logging.getLogger(__name__)

PACES = {"fast": 250, "normal": 700, "slow": 1400}



def default_match(game: Game, seed: int | None = 1, humans: int = 1) -> Match:
    """A first game: the fewest players the game allows, one human and the rest computer (Normal)."""
    from engines.core import Match, SeatSpec
    options = game.options(players=game.min_players)
    match = Match(game, options, seed)
    match.seats = [SeatSpec("human") if i < humans else SeatSpec("ai", "normal") for i in range(len(match.seats))]
    return match


class MainWindow(QMainWindow):
    LEFT_WIDTH, RIGHT_WIDTH = 210, 240   # the docks' columns never get narrower (nor the board wider)
    LAYOUT_VERSION = 3   # of the docks' arrangement saved in the settings (3: the log beside the board, not under it)
    def __init__(self, agent_factory=None, computer_delay_ms: int | None = None, autosave: bool = True,
                 complete: bool = True) -> None:
        """The whole window; with complete=False only what needs Qt alone (menus, docks with their empty
        panels, the board area, the status bar), and `complete()` adds the rest before a game opens."""
        super().__init__()
        self.settings = paths.settings()
        self.agent_factory = agent_factory
        pace = str(self.settings.value("computer/pace", "normal"))
        self.computer_delay_ms = computer_delay_ms if computer_delay_ms is not None else PACES.get(pace, 700)
        self.autosave = autosave
        self.controller: GameController | None = None
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.hotseat = HotSeat()                 # who may see the table; the curtain between people
        self._log_key: tuple[Any, int] | None = None
        self._pinned_action = None
        self.banner: GameOverBanner | None = None
        self.curtain: Curtain | None = None
        self.seats_dock: QDockWidget | None = None
        self.side_docks: list[tuple[QDockWidget, Any]] = []   # the adapter's own views (a battle, a hunt)
        self.setWindowTitle(tr("Realms Table"))
        self.setDockNestingEnabled(True)
        self._build_central()
        self._build_status()
        self._build_menus()
        self.resize(self._first_size())
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if complete:
            self.complete()

    def add_docks(self) -> None:
        """The four docks (empty until `complete`), at their sizes or as the player left them.

        Not in the first frame: placing a dock needs Qt's `Qt` namespace, and PySide6 makes the ~90 Python
        enums of that namespace on first use (10 ms, a tenth of a bare window's start)."""
        if self.seats_dock is not None:
            return
        self._build_docks()
        for dock in (self.seats_dock, self.actions_dock, self.rules_dock, self.log_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self._default_dock_sizes()
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state, self.LAYOUT_VERSION)   # a layout of an older version is ignored

    @property
    def completed(self) -> bool:
        return self.curtain is not None

    def complete(self) -> None:
        """What the shell leaves out: the board view (QGraphicsView), the panels inside the docks, the
        game-over banner and the hot-seat curtain (desktop.dialogs imports pydantic), and the icon (an SVG:
        Qt loads its SVG plugin to read it). Each is cheap, but together they would double the time to
        the first paint."""
        if self.curtain is not None:
            return
        from .curtain import Curtain
        from .dialogs import GameOverBanner
        from .icons import app_icon
        self.add_docks()
        self.setWindowIcon(app_icon())
        self._build_view()
        self._build_panels()
        self.banner = GameOverBanner()
        self.banner.new_game.connect(self.new_game_dialog)
        self.centralWidget().layout().insertWidget(0, self.banner)
        self.curtain = Curtain(self)
        self.curtain.revealed.connect(self._curtain_lifted)

    # -- building ----------------------------------------------------------------------------
    def _build_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.view: BoardView | None = None
        self.placeholder = QLabel(tr("No game is open. Choose Game → New to start one."))
        # centred by the style sheet: the first frame touches no enum of the `Qt` namespace (see add_docks)
        self.placeholder.setStyleSheet("background: #3b3326; color: #e8dcb8; font-size: 16pt;"
                                       " qproperty-alignment: AlignCenter;")
        layout.addWidget(self.placeholder, 1)
        self.setCentralWidget(central)

    def _build_view(self) -> None:
        from .board import BoardView
        self.view = BoardView()
        self.view.setObjectName("BoardView")
        self.view.can_lift = self._can_lift
        self.view.targets_for = self._targets_for
        self.view.figure_dropped.connect(self._figure_dropped)
        self.view.figure_refused.connect(self._figure_refused)
        self.view.figure_clicked.connect(self._figure_clicked)
        self.view.drag_over.connect(self._drag_over)
        self.view.node_clicked.connect(self._node_clicked)
        self.view.hide()
        layout = self.centralWidget().layout()
        layout.insertWidget(layout.indexOf(self.placeholder), self.view, 1)
        from .phasebar import PhaseBar
        self.phase_bar = PhaseBar()
        layout.insertWidget(layout.indexOf(self.view), self.phase_bar)

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        self._set_dock_widget(dock, widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    @staticmethod
    def _set_dock_widget(dock: QDockWidget, widget: QWidget) -> None:
        """A dock's width is the player's (or the default layout's), never its contents': a long button or
        line in one phase must not widen the column and shrink the board (the panels wrap or scroll)."""
        policy = widget.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        widget.setSizePolicy(policy)
        dock.setWidget(widget)

    def _build_docks(self) -> None:
        """The four docks, each holding an empty stand-in until `_build_panels`."""
        from PySide6.QtCore import Qt
        # two narrow columns, so the board gets the whole height between them and most of the width (a
        # laptop's 1366×768 has no height to spare for a strip under the board): players over actions on the
        # left, the rules over the log on the right (the game's own views are tabbed with the rules)
        holders = []
        for width in (self.LEFT_WIDTH, self.LEFT_WIDTH, self.RIGHT_WIDTH, self.RIGHT_WIDTH):
            holder = QWidget()
            holder.setAutoFillBackground(True)
            holder.setBackgroundRole(QPalette.ColorRole.Base)   # the panels' paper colour
            holder.setMinimumWidth(width)   # on a small screen the board shrinks, not the panels
            holders.append(holder)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.setCorner(Qt.Corner.BottomLeftCorner, left)
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.seats_dock = self._dock(tr("Players"), "seats", holders[0], left)
        self.actions_dock = self._dock(tr("Actions"), "actions", holders[1], left)
        self.rules_dock = self._dock(tr("Rules"), "rules", holders[2], right)
        self.log_dock = self._dock(tr("Game log"), "log", holders[3], right)
        self.splitDockWidget(self.seats_dock, self.actions_dock, Qt.Orientation.Vertical)
        self.splitDockWidget(self.rules_dock, self.log_dock, Qt.Orientation.Vertical)
        self.setTabPosition(Qt.DockWidgetArea.AllDockWidgetAreas, QTabWidget.TabPosition.North)   # tabs on top
        # their sizes are set once the window has its size (__init__): each resizeDocks lays out anew

    def _build_panels(self) -> None:
        from .panels import ActionsPanel, LogPanel, RulesPanel, SeatsPanel
        self.seats_panel = SeatsPanel()
        # whenever the players' text is laid out anew (new state, new width), make room for all of it
        self.seats_panel.document().documentLayout().documentSizeChanged.connect(
            lambda _size: QTimer.singleShot(0, self._fit_seats_dock))
        self.actions_panel = ActionsPanel()
        self.actions_panel.action_chosen.connect(self._action_chosen)
        # the action that ends a turn is always in reach, under the list (however long the list is)
        self.actions_box = QWidget()
        box = QVBoxLayout(self.actions_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.actions_panel.filter_edit)
        box.addWidget(self.actions_panel, 1)
        self.actions_panel.group_chosen.connect(self._group_chosen)
        self.pinned_button = QPushButton()
        self.pinned_button.setObjectName("PinnedAction")
        self.pinned_button.setMinimumHeight(36)
        self.pinned_button.setStyleSheet(
            "QPushButton#PinnedAction { font-weight: bold; font-size: 11pt; background: #d9b45a; color: #2b2418;"
            " border: 1px solid #8a6a2a; border-radius: 4px; margin: 6px; padding: 4px 10px; }"
            " QPushButton#PinnedAction:hover { background: #e8c66c; }")
        self.pinned_button.clicked.connect(self._pinned_clicked)
        self.pinned_button.hide()
        self._pinned_action = None
        box.addWidget(self.pinned_button)
        self.rules_panel = RulesPanel()
        self.log_panel = LogPanel()
        self.log_panel.roll_selected.connect(self._show_roll)
        self.log_panel.event_selected.connect(
            lambda ev: self.rules_panel.show_event(ev, self.adapter.event_details(ev), self.game))
        for panel in (self.seats_panel, self.actions_panel, self.rules_panel, self.log_panel):
            width = self.LEFT_WIDTH if panel in (self.seats_panel, self.actions_panel) else self.RIGHT_WIDTH
            panel.setMinimumWidth(width)   # on a small screen the board shrinks, not the panels
        self.log_panel.setMinimumHeight(90)
        for dock, widget in ((self.seats_dock, self.seats_panel), (self.actions_dock, self.actions_box),
                             (self.rules_dock, self.rules_panel), (self.log_dock, self.log_panel)):
            stand_in = dock.widget()
            self._set_dock_widget(dock, widget)
            stand_in.deleteLater()

    def _default_dock_sizes(self) -> None:
        """Narrow columns in proportion to the window (the board keeps ~64% of its width), the rules over a
        shorter log."""
        from PySide6.QtCore import Qt
        w, h = max(self.width(), 800), max(self.height(), 600)
        left = max(self.LEFT_WIDTH, min(280, int(w * 0.16)))
        right = max(self.RIGHT_WIDTH, min(330, int(w * 0.19)))
        self.resizeDocks([self.seats_dock, self.rules_dock], [left, right], Qt.Orientation.Horizontal)
        self.resizeDocks([self.seats_dock, self.actions_dock], [int(h * 0.38), int(h * 0.52)], Qt.Orientation.Vertical)
        self.resizeDocks([self.rules_dock, self.log_dock], [int(h * 0.55), int(h * 0.35)], Qt.Orientation.Vertical)

    def _build_status(self) -> None:
        bar = self.statusBar()
        self.turn_swatch = QLabel()
        self.turn_label = QLabel()
        self.turn_label.setStyleSheet("font-weight: bold; padding: 0 6px;")
        self.phase_label = QLabel()
        self.phase_label.setStyleSheet("color: #5a4a30; padding: 0 6px;")
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("ThinkingIndicator")
        self.thinking_label.setStyleSheet("color: #6b2b14; font-style: italic; padding: 0 10px;")
        self.thinking_label.hide()
        self._thinking_who = ""
        self._thinking_ticks = 0
        self._thinking_clock = QElapsedTimer()
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(400)
        self._thinking_timer.timeout.connect(self._tick_thinking)
        bar.addPermanentWidget(self.thinking_label)
        bar.addPermanentWidget(self.phase_label)
        bar.addPermanentWidget(self.turn_swatch)
        bar.addPermanentWidget(self.turn_label)

    def _menu_action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            # setShortcuts([k]) is setShortcut(k), but its overloads do not make PySide6 build the enums of
            # the `Qt` namespace before the first frame (see add_docks)
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        SK = QKeySequence.StandardKey
        game = self.menuBar().addMenu(tr("&Game"))
        game.setToolTipsVisible(True)   # why Undo is greyed out
        self.act_new = self._menu_action(game, tr("&New…"), self.new_game_dialog, QKeySequence(SK.New))
        self.act_open = self._menu_action(game, tr("&Open…"), self.open_dialog, QKeySequence(SK.Open))
        self.act_save = self._menu_action(game, tr("&Save"), self.save, QKeySequence(SK.Save))
        self.act_save_as = self._menu_action(game, tr("Save &As…"), self.save_as_dialog, QKeySequence(SK.SaveAs))
        game.addSeparator()
        self.act_undo = self._menu_action(game, tr("&Undo"), self.undo, QKeySequence(SK.Undo))
        redo_keys = QKeySequence.keyBindings(SK.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.act_redo = self._menu_action(game, tr("&Redo"), self.redo, redo_keys)
        game.addSeparator()
        pace_menu = game.addMenu(tr("Computer &pace"))
        group = QActionGroup(self)
        current = str(self.settings.value("computer/pace", "normal"))
        for key, label in (("fast", tr("Fast")), ("normal", tr("Normal")), ("slow", tr("Slow"))):
            act = QAction(label, self, checkable=True)
            act.setChecked(key == current)
            act.triggered.connect(lambda _=False, k=key: self.set_pace(k))
            group.addAction(act)
            pace_menu.addAction(act)
        self.act_free_undo = QAction(tr("Solo practice: undo past dice and cards"), self, checkable=True)
        self.act_free_undo.setToolTip(tr("Against the computer only: undo may go back past a roll or a draw."))
        self.act_free_undo.setChecked(self._bool_setting("undo/free_solo", False))
        self.act_free_undo.toggled.connect(self.set_free_undo)
        game.addAction(self.act_free_undo)
        game.addSeparator()
        self.act_quit = self._menu_action(game, tr("&Quit"), self.close, QKeySequence(SK.Quit))
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)

        view = self.menuBar().addMenu(tr("&View"))
        self.act_fit = self._menu_action(view, tr("&Fit to window"), lambda: self.view and self.view.fit_to_window(),
                                         [QKeySequence("Ctrl+0"), QKeySequence("F")])
        self._menu_action(view, tr("Zoom &in"), lambda: self.view and self.view.zoom_by(1.25),
                          QKeySequence(SK.ZoomIn))
        self._menu_action(view, tr("Zoom &out"), lambda: self.view and self.view.zoom_by(0.8),
                          QKeySequence(SK.ZoomOut))
        view.addSeparator()   # the docks' show/hide actions follow (add_docks)
        self.view_menu = view

        help_menu = self.menuBar().addMenu(tr("&Help"))
        self._menu_action(help_menu, tr("&Rules"), self.show_rules, QKeySequence(SK.HelpContents))
        about = self._menu_action(help_menu, tr("&About Realms Table"), self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        self._update_actions()

    # -- the open game -----------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.controller.game if self.controller else None

    @property
    def match(self) -> Match | None:
        return self.controller.match if self.controller else None

    def open_match(self, match: Match, save_path: Path | None = None) -> None:
        from PySide6.QtCore import Qt

        from . import kept
        from .board import BoardScene
        from .controller import GameController
        from .games import adapter_for
        self.complete()
        kept_file = kept.keep(self.controller)   # the game in progress, before this one replaces it
        self.close_match()
        match.free_undo = self.act_free_undo.isChecked()
        self.controller = GameController(match, self.agent_factory, autosave=self.autosave,
                                         computer_delay_ms=self.computer_delay_ms, save_path=save_path, parent=self)
        c = self.controller
        # the adapter asks the game through the controller's memo: each state's legal actions once per refresh
        self.adapter = adapter_for(cast("Game", c.memo))
        c.state_changed.connect(self._state_changed)
        c.roll_explained.connect(self._roll_explained)
        c.illegal.connect(self._illegal)
        c.game_over.connect(self._game_over)
        c.busy.connect(self._busy)
        self.log_panel.colours = [self.adapter.seat_colour(i) for i in range(len(match.seats))]
        self.log_panel.details = self.adapter.event_details
        self._add_side_views()
        self.adapter.seats = len(match.seats)   # a board with a mat per player draws as many as play
        board = self.adapter.board_map()
        if board is not None:
            self.scene = BoardScene(board, self.adapter, self)
            self.view.setScene(self.scene)
            self.view.show()
            self.placeholder.hide()
        else:
            self.scene = None
            self.view.hide()
            self.placeholder.setText(tr("This game has no board to draw."))
            self.placeholder.show()
        total = self.seats_dock.height() + self.actions_dock.height()
        if total > 200 and not self.seats_dock.isFloating() and not self.actions_dock.isFloating():
            seats_height = min(int(total * 0.62), 24 + 152 * len(match.seats))   # room for every player
            self.resizeDocks([self.seats_dock, self.actions_dock], [seats_height, total - seats_height],
                             Qt.Orientation.Vertical)
        self.hotseat = HotSeat(match.humans(), match.game.has_secrets)
        self._log_key = None
        self.banner.hide()
        self.rules_panel.show_welcome(match.game.title)
        self.setWindowTitle(f"{match.game.title} — {tr('Realms Table')}")
        self.settings.setValue("last/game", match.game.id)
        self.settings.setValue("last/title", match.game.title)   # for "Opening …" while the next start loads
        self.view.auto_fit = True
        self.view.fit_to_window()
        c.start()
        self.view.fit_to_window()
        if match.cursor > 0 and not self.covered:   # a resumed game: its latest roll explained, as it was left
            self._show_latest_roll()
        if kept_file is not None:
            self.statusBar().showMessage(tr("The previous game is kept in {file}").format(file=kept_file), 15000)

    def _add_side_views(self) -> None:
        """Docks for the views the game's adapter adds (tabbed with the rules panel)."""
        from PySide6.QtCore import Qt
        for view in self.adapter.side_views():
            dock = self._dock(view.title, f"side_{type(view).__name__}", view, Qt.DockWidgetArea.RightDockWidgetArea)
            self.tabifyDockWidget(self.rules_dock, dock)
            view.action_chosen.connect(self._action_chosen)
            self.side_docks.append((dock, view))
        self.rules_dock.raise_()

    def _remove_side_views(self) -> None:
        for dock, _view in self.side_docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.side_docks.clear()

    def close_match(self) -> None:
        self._remove_side_views()
        if self.controller is not None:
            self.view.cancel_drag()
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        self.hotseat = HotSeat()
        if self.curtain is not None:
            self.curtain.withdraw()
        self._update_actions()

    # -- reacting to the controller ------------------------------------------------------------
    def _seat_name(self, seat: int | None) -> str:
        if seat is None or self.controller is None:
            return ""
        names = self.game.seat_names(self.match.state)
        return names[seat] if seat < len(names) else f"{tr('Player')} {seat + 1}"

    # the hot-seat state, as the tests and the game adapters read it
    @property
    def viewer(self) -> int | None:
        return self.hotseat.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:   # (tests: look at the table as this seat)
        self.hotseat.viewer = seat

    @property
    def covered(self) -> bool:
        return self.hotseat.covered

    @covered.setter
    def covered(self, value: bool) -> None:   # (tests: the curtain taken away without a click)
        if not value:
            self.hotseat.waiting_for = None
            self.curtain.withdraw()

    @property
    def _curtain_for(self) -> int | None:
        return self.hotseat.waiting_for

    def _state_changed(self) -> None:
        c = self.controller
        if c is None:
            return
        seat = c.to_move()
        self.hotseat.moved(seat, c.is_human(seat), c.outcome() is not None)
        self._sync_curtain()
        self._forget_secrets()
        self.refresh()

    def _sync_curtain(self) -> None:
        """The curtain up for the seat the hot-seat waits for (the board hidden behind it, the rules panel
        and the status bar emptied of the last player's secrets), or down."""
        waiting = self.hotseat.waiting_for
        if waiting is None:
            self.curtain.withdraw()
            return
        self.curtain.cover(self._seat_name(waiting), self.adapter.seat_colour(waiting), self.view)
        self.statusBar().clearMessage()
        self.actions_panel.filter_edit.clear()   # what the last player typed (a card's name) is theirs
        self._forget_secrets()

    def _curtain_lifted(self) -> None:
        self.hotseat.lift()
        self._sync_curtain()
        self._forget_secrets()
        self.refresh()

    def _forget_secrets(self) -> None:
        """The rules panel keeps nothing that is no longer true or not for the eyes at the screen: the
        previous player's secret draw, an event taken back by undo (a card back in a hand), a refusal
        once a move has been made (it may also name a card of the hand), a game over taken back."""
        from engines.core import Event
        current = self.rules_panel.current
        c = self.controller
        if c is None:
            return
        if isinstance(current, Event):
            undone = any(e is current for step in self.match.steps[self.match.cursor:] for e in step.events)
            stale = undone or not current.visible(self.viewer)
        elif isinstance(current, tuple):
            stale = current[0] == "illegal" or (current[0] == "outcome" and c.outcome() is None)
        else:
            stale = False
        if stale:
            self._show_latest_roll() or self.rules_panel.show_welcome(self.game.title if self.game else "")

    def _show_latest_roll(self) -> bool:
        if self.match is None:
            return False
        for event in reversed(self.match.events()):
            if event.roll is not None and event.visible(self.viewer):
                self._show_roll(event)
                return True
        return False

    def display_state(self) -> Any:
        state = self.match.state
        if self.viewer is not None and not self.hotseat.shows_everything():
            return self.controller.memo.view(state, self.viewer)
        return state

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        state = c.state
        seat = c.to_move()
        names = self.game.seat_names(state)
        shown = None if self.covered else self.display_state()
        if self.scene is not None and shown is None and self.hotseat.waiting_for is not None:
            # behind the curtain the board (hidden) is drawn as the next player will see it, so lifting the
            # curtain shows a board already in place; panels with hands stay empty
            self.scene.update_state(c.memo.view(state, self.hotseat.waiting_for))
        if self.scene is not None and shown is not None:
            self.scene.update_state(shown)
            if self._log_key is not None and self.match.cursor == self._log_key[1] + 1 and self.scene.animate:
                step = self.match.steps[self.match.cursor - 1]
                self.scene.flash([n for n in self.adapter.focus_nodes(shown, step.action) if n in self.scene.nodes])
            for item in self.scene.figures.values():   # a gold ring on each figure that can go somewhere
                item.set_draggable(self._can_lift(item) and bool(self._targets_for(item.id)))
            if self.view.dragging is None:   # what the chosen die can act on, lit up
                self.scene.set_highlights(self.adapter.highlights(shown) if c.human_to_move() else set())
        self.seats_panel.show_seats(names, self.match.seats, self.adapter, shown, seat, self.viewer)
        self._fit_seats_dock()
        # a game's seat colours may depend on the state (War of the Ring's roles): the log follows them
        self.log_panel.colours = [self.adapter.seat_colour(i) for i in range(len(self.match.seats))]
        self._refresh_log()
        human_turn = c.human_to_move() and not self.covered and c.outcome() is None
        self._pinned_action = None
        legal = c.legal_actions() if human_turn else []
        for dock, view in self.side_docks:
            if view.show_state(shown, legal, self.match.events(), self.viewer) and not dock.isFloating():
                dock.raise_()
                QTimer.singleShot(0, dock.raise_)   # a tab bar laid out only after this event
        if human_turn:
            self.actions_panel.show_actions(legal, self.adapter, True, focus=self.adapter.focused_group(shown))
            pinned = [a for a in legal if a.kind in self.adapter.pinned_kinds]
            if len(pinned) == 1:
                self._pinned_action = pinned[0]
                self.pinned_button.setText(self._fitting(str(pinned[0]), self.pinned_button))
                self.pinned_button.setToolTip(str(pinned[0]))
        elif c.outcome() is not None:
            self.actions_panel.show_actions([], self.adapter, False, tr("The game is over."))
        elif self.covered:
            self.actions_panel.show_actions([], self.adapter, False, tr("Waiting for the next player…"))
        else:
            self.actions_panel.show_actions([], self.adapter, False,
                                            tr("{player} (computer) is thinking…").format(player=self._seat_name(seat)))
        if seat is not None:
            who = tr("Human") if c.is_human(seat) else tr("Computer")
            from .icons import colour_icon
            self.turn_swatch.setPixmap(colour_icon(self.adapter.seat_colour(seat)).pixmap(14, 14))
            self.turn_label.setText(tr("{player} to move ({who})").format(player=self._seat_name(seat), who=who))
        else:
            self.turn_swatch.clear()
            self.turn_label.setText(tr("Game over"))
        self.pinned_button.setVisible(self._pinned_action is not None)
        phase = self.adapter.phase_text(state) if shown is not None else ""
        self.phase_label.setText(phase)
        steps = self.adapter.phase_steps(state)
        self.phase_bar.show_steps(steps[0] if steps else None, steps[1] if steps else None,
                                  self.turn_label.text(), self.adapter.seat_colour(seat) if seat is not None else "")
        self._update_actions()

    @staticmethod
    def _fitting(text: str, button: QPushButton) -> str:
        """A button's words that fit its width: the whole label, else the part before its bracket, else cut
        with an ellipsis (the tooltip keeps all of it)."""
        from PySide6.QtCore import Qt
        holder = button.parentWidget()
        room = max(60, (holder.width() if holder is not None else button.width()) - 48)
        from PySide6.QtGui import QFont, QFontMetrics
        font = QFont(button.font())
        font.setPointSize(11)   # as its style sheet draws it
        font.setBold(True)
        metrics = QFontMetrics(font)
        for candidate in (text, text.split(" (")[0]):
            if metrics.horizontalAdvance(candidate) <= room:
                return candidate
        return metrics.elidedText(text.split(" (")[0], Qt.TextElideMode.ElideRight, room)

    def _fit_seats_dock(self) -> None:
        """Grow the players' dock when their rows grow (more heroes, a longer hand), so nobody's row is
        cut off behind a scroll bar; the actions below keep at least a third of the column."""
        from PySide6.QtCore import Qt
        dock = self.seats_dock
        if dock.isFloating() or self.actions_dock.isFloating() or not dock.isVisible():
            return
        doc = self.seats_panel.document()
        needed = int(doc.size().height()) + 4
        have = self.seats_panel.viewport().height()
        if needed <= have:
            return
        total = dock.height() + self.actions_dock.height()
        extra = dock.height() - have
        height = min(needed + extra, int(total * 0.66))
        if height > dock.height():
            self.resizeDocks([dock, self.actions_dock], [height, total - height], Qt.Orientation.Vertical)

    def _refresh_log(self) -> None:
        match = self.match
        key = (self.viewer, match.cursor)
        prev = self._log_key
        stepped = prev is not None and match.cursor == prev[1] + 1   # one action more (not an undo, not a load)
        if stepped and prev[0] == self.viewer:
            events = match.steps[match.cursor - 1].events
            for event in events:
                self.log_panel.add_event(event, self.viewer)
        elif prev != key:
            self.log_panel.rebuild(self.adapter.setup_events(match.initial) + match.events(), self.viewer)
        if stepped:
            self._explain_step(match.steps[match.cursor - 1].events)
        self._log_key = key

    def _show_roll(self, event: Event) -> None:
        details = self.adapter.event_details(event) if self.adapter is not None else ""
        self.rules_panel.show_roll(event, self.game, details)

    def _explain_step(self, events: list[Event]) -> None:
        """An action the game explains as a whole (a card played): its details and story in the rules panel.
        Behind the hot-seat curtain (no viewer) only what everybody may see: the next player reads it."""
        if self.adapter is None:
            return
        head = self.adapter.explain_step(events, self.viewer)
        if head is None:
            return
        story = [e for e in events[events.index(head):] if e.visible(self.viewer)]
        self.rules_panel.show_event(head, self.adapter.event_details(head), self.game, story)
        if self.side_docks and not any(getattr(view, "live", False) for _dock, view in self.side_docks):
            self.rules_dock.raise_()

    def _roll_explained(self, event: Event) -> None:
        if event.visible(self.viewer) or event.visible_to is None:
            self._show_roll(event)
            if self.side_docks and not any(getattr(view, "live", False) for _dock, view in self.side_docks):
                self.rules_dock.raise_()   # a roll outside the game's own views (a battle, a hunt): in front

    def _illegal(self, reason: str, rule: str) -> None:
        self.statusBar().showMessage(reason, 8000)
        self.rules_panel.show_illegal(reason, rule, self.game)
        if self.side_docks:   # the reason in front of a game's own views tabbed with the rules
            self.rules_dock.raise_()
        if self.scene is not None and self.controller is not None and not self.covered:
            self.scene.update_state(self.display_state())   # snap back

    def _game_over(self, outcome: Outcome) -> None:
        names = self.game.seat_names(self.match.state)
        winners = [names[w] if w < len(names) else str(w) for w in outcome.winners]
        if not winners:
            headline = tr("The game ends in a draw")
        elif len(winners) == 1:
            headline = tr("{player} wins!").format(player=winners[0])
        else:
            headline = tr("{players} win!").format(players=", ".join(winners))
        self._sync_curtain()
        scores = ""
        if outcome.scores and len(outcome.scores) == len(names) and any(outcome.scores):
            scores = tr("Final scores: {scores}").format(
                scores=" · ".join(f"{n} {v}" for n, v in zip(names, outcome.scores, strict=True)))
        self.banner.show_outcome(headline, outcome.reason, scores, self._final_table(), tuple(outcome.winners))
        self.rules_panel.show_outcome(f"{headline} {outcome.reason}", outcome.rule, self.game)
        self.statusBar().showMessage(headline, 15000)
        self.refresh()

    def _final_table(self) -> tuple[list[str], list[list[Any]]] | None:
        """The game's final scoring as (headers, rows in seat order), if the game offers one
        (an optional `final_table(state)` of the engine); None keeps the prose reason."""
        try:
            table = self.game.final_table(self.match.state)
        except Exception:   # a broken table must not hide who won
            log.exception("final_table failed")
            return None
        if not table:
            return None
        headers, rows = table
        return list(headers), [list(r) for r in rows]

    def _busy(self, busy: bool) -> None:
        """A permanent 'thinking…' indicator (other status messages do not hide it), with the seconds so far."""
        if busy:
            c = self.controller
            seat = c.to_move() if c is not None else None
            self._thinking_who = self._seat_name(seat) or tr("The computer")
            self._thinking_clock.start()
            self._thinking_ticks = 0
            self._tick_thinking()
            self._thinking_timer.start()
            self.thinking_label.show()
        else:
            self._thinking_timer.stop()
            self.thinking_label.hide()

    def _tick_thinking(self) -> None:
        dots = "." * (1 + self._thinking_ticks % 3)
        self._thinking_ticks += 1
        seconds = self._thinking_clock.elapsed() // 1000
        text = tr("{player} is thinking").format(player=self._thinking_who) + dots.ljust(3, "\u2002")
        if seconds >= 2:
            text += " " + tr("{n} s").format(n=seconds)
        self.thinking_label.setText(text)

    # -- drag and drop -------------------------------------------------------------------------
    def _can_lift(self, item: FigureItem) -> bool:
        c = self.controller
        if c is None or self.covered or not c.human_to_move() or c.outcome() is not None:
            return False
        return self.adapter.draggable(c.state, item.figure, c.to_move())

    def _targets_for(self, figure_id: str) -> set[str]:
        c = self.controller
        return self.adapter.legal_targets(c.state, figure_id) if c else set()

    def _figure_dropped(self, figure_id: str, node_id: str | None) -> None:
        c = self.controller
        if c is None:
            return
        item = self.scene.figures.get(figure_id) if self.scene else None
        if node_id is None:
            self._snap_back(tr("Drop the figure on a place of the board."))
            return
        if item is not None and item.node == node_id:
            self._snap_back("")
            return
        from PySide6.QtCore import Qt

        from engines.core import Illegal
        action = self.adapter.drop_action(c.state, figure_id, node_id)
        detailed = bool(self.view.drop_modifiers & (Qt.KeyboardModifier.ShiftModifier
                                                    | Qt.KeyboardModifier.ControlModifier))
        action = self.adapter.refine_drop(c.state, figure_id, node_id, action, detailed, self)
        if action is None:   # the player cancelled (a dialog or a menu)
            self._snap_back("")
            return
        if isinstance(action, Illegal):   # the engine's (or the game's) reason and rule, word for word
            self._illegal(action.reason, action.rule)
            return
        if not c.play(action):
            return   # the controller said why (illegal signal); the figure snapped back
        self.statusBar().showMessage(str(action), 5000)

    def _figure_clicked(self, figure_id: str) -> None:
        """A click on a figure: the adapter may select it (an action die, to see what it allows)."""
        c = self.controller
        if c is None or self.covered or c.outcome() is not None:
            return
        seat = c.to_move() if c.human_to_move() else None
        if seat is not None:
            action = self.adapter.click_action(c.state, figure_id, seat, self)
            if action is not None:
                self._action_chosen(action)
                return
        from engines.core import Illegal
        result = self.adapter.figure_clicked(self.display_state(), figure_id, seat)
        if isinstance(result, Illegal):     # a click that plays nothing: the reason (a quest that cannot be paid)
            self._illegal(result.reason, result.rule)
        elif result:
            self.refresh()
        elif (seat is not None and figure_id in self.scene.figures and self.scene.figures[figure_id].figure.seat == seat
              and not self._targets_for(figure_id)):
            self.statusBar().showMessage(self._why_it_stays(figure_id), 5000)   # a click that does nothing

    def _node_clicked(self, node_id: str) -> None:
        """A click on a place: the adapter may take it as a choice (a building for sale)."""
        c = self.controller
        if c is None or self.covered or c.outcome() is not None or not c.human_to_move():
            return
        action = self.adapter.node_click_action(c.state, node_id, c.to_move(), self)
        if action is not None:
            self._action_chosen(action)

    def _drag_over(self, figure_id: str, node_id: str | None) -> None:
        """While a figure is carried: the status bar says what dropping it here would do, or why not."""
        c = self.controller
        if c is None or node_id is None or self.scene is None:
            return
        item = self.scene.figures.get(figure_id)
        if item is not None and item.node == node_id:
            self.statusBar().clearMessage()
            return
        from engines.core import Illegal
        verdict = self.adapter.drop_action(c.state, figure_id, node_id)
        name = self.scene.board.node(node_id).name if node_id in self.scene.nodes else node_id
        if isinstance(verdict, Illegal):
            self.statusBar().showMessage(tr("{place}: {reason}").format(place=name, reason=verdict.reason))
        else:
            self.statusBar().showMessage(tr("{place}: drop to play “{action}”").format(place=name, action=verdict))

    def _group_chosen(self, group: str) -> None:
        """A click on a group's header in the actions panel: the adapter may take it as a choice (a die)."""
        c = self.controller
        if c is None or self.covered or c.outcome() is not None or not c.human_to_move():
            return
        if self.adapter.group_clicked(self.display_state(), group, c.to_move()):
            self.refresh()

    def _figure_refused(self, figure_id: str) -> None:
        """Say why a figure does not come up, instead of silently panning."""
        c = self.controller
        item = self.scene.figures.get(figure_id) if self.scene else None
        if c is None or item is None:
            return
        seat = c.to_move()
        if c.outcome() is not None:
            text = tr("The game is over.")
        elif self.covered:
            text = tr("Pass the table to the next player first.")
        elif not c.is_human(seat) or c.thinking:
            text = tr("Wait: {player} (computer) is playing.").format(player=self._seat_name(seat))
        elif item.figure.seat is None:
            return   # a piece of the table (a mat, a track, a card for show): pressing it pans the board
        elif item.figure.seat != seat:
            text = tr("That figure belongs to {player}.").format(player=self._seat_name(item.figure.seat))
        else:
            text = self._why_it_stays(figure_id)
        self.statusBar().showMessage(text, 5000)

    def _why_it_stays(self, figure_id: str) -> str:
        """The engine's reason a figure of the player to move cannot move: a drop next to it refused."""
        item = self.scene.figures[figure_id]
        refusal = self.adapter.lift_refusal(self.display_state(), figure_id, item.node)
        return refusal.reason if refusal is not None else tr("That figure cannot move now.")

    def _snap_back(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 6000)
        if self.scene is not None and self.controller is not None:
            self.scene.update_state(self.display_state())

    def _pinned_clicked(self) -> None:
        if self._pinned_action is not None:
            self._action_chosen(self._pinned_action)

    def _action_chosen(self, action) -> None:
        c = self.controller
        if c is not None and c.human_to_move() and not self.covered and c.play(action):
            self.statusBar().showMessage(str(action), 5000)

    # -- menu commands -------------------------------------------------------------------------
    def _update_actions(self) -> None:
        c = self.controller
        has = c is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        # greyed out when there is nothing to take back; the menu's tooltip says why
        can_undo = has and c.can_undo()
        self.act_undo.setEnabled(can_undo)
        self.act_undo.setToolTip(tr("Undo") if can_undo else c.undo_refusal() if has else "")
        self.act_redo.setEnabled(has and c.can_redo())

    def undo(self) -> None:
        c = self.controller
        if c is not None and not c.undo():
            self.statusBar().showMessage(c.undo_refusal(), 8000)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def _bool_setting(self, key: str, default: bool) -> bool:
        value = self.settings.value(key, default)
        return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")

    def set_free_undo(self, on: bool) -> None:
        self.settings.setValue("undo/free_solo", on)
        if self.match is not None:
            self.match.free_undo = on
        self._update_actions()

    def set_pace(self, key: str) -> None:
        self.settings.setValue("computer/pace", key)
        self.computer_delay_ms = PACES[key]
        if self.controller is not None:
            self.controller.computer_delay_ms = self.computer_delay_ms

    def new_game_dialog(self) -> None:
        from engines.core import all_games

        from .dialogs import NewGameDialog
        games = all_games()
        if not games:
            self._warn(tr("New Game"), tr("No game is installed."))
            return
        from . import kept
        dialog = NewGameDialog(games, self, current=self.game.id if self.game else None,
                               note=kept.note(self.controller))
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.game, dialog.options, dialog.seed, dialog.seats)

    def start_game(self, game: Game, options, seed: int | None, seats: list[SeatSpec]) -> bool:
        from engines.core import Match
        try:
            match = Match(game, options, seed, seats=list(seats))
        except Exception as exc:  # a set-up the options allow but the game refuses, or missing data
            log.exception("could not set up %s", game.id)
            self._warn(tr("New Game"), tr("{game} could not be set up: {error}").format(game=game.title, error=exc))
            return False
        self.open_match(match)
        return True

    def show_problem(self, text: str) -> None:
        """No game could be opened: say why in the middle of the window."""
        self.close_match()
        if self.view is not None:
            self.view.hide()
        self.placeholder.setText(text + "\n\n" + tr("Choose Game → New to start another game."))
        self.placeholder.setWordWrap(True)
        self.placeholder.show()
        self.statusBar().showMessage(text)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def open_file(self, path: str | Path) -> bool:
        from engines.core.saves import SaveError, load_save
        try:
            match = load_save(path)
        except SaveError as exc:
            log.info("could not open %s: %s", path, exc)
            self._warn(tr("Cannot open this file"), str(exc))
            return False
        self.open_match(match, save_path=Path(path))
        self.statusBar().showMessage(tr("Opened {file}").format(file=Path(path).name), 5000)
        return True

    def open_dialog(self) -> None:
        from . import kept
        start = str(self.settings.value("last/folder", str(paths.data_dir())))
        path = kept.open_file_dialog(self, tr("Open a saved game"), start,
                                     tr("Realms Table saves (*.rtsave *.json);;All files (*)"),
                                     kept.note(self.controller))
        if path:
            self.settings.setValue("last/folder", str(Path(path).parent))
            self.open_file(path)

    def save_to(self, path: str | Path) -> bool:
        if self.controller is None:
            return False
        try:
            self.controller.save(Path(path))
        except OSError as exc:
            self._warn(tr("Cannot save"), tr("The game could not be saved: {error}").format(error=exc.strerror or exc))
            return False
        self.statusBar().showMessage(tr("Saved to {file}").format(file=Path(path).name), 5000)
        return True

    def save(self) -> None:
        if self.controller is None:
            return
        if self.controller.save_path is not None:
            self.save_to(self.controller.save_path)
        else:
            self.save_as_dialog()

    def save_as_dialog(self) -> None:
        if self.controller is None:
            return
        start = str(self.settings.value("last/folder", str(paths.data_dir())))
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the game"), str(Path(start) / f"{self.game.id}.rtsave"),
                                              tr("Realms Table saves (*.rtsave)"))
        if path:
            if not path.endswith((".rtsave", ".json")):
                path += ".rtsave"
            self.settings.setValue("last/folder", str(Path(path).parent))
            self.save_to(path)

    def show_rules(self) -> None:
        from .rules_text import rules_window
        self._rules_window = rules_window(self.game, self)
        self._rules_window.show()

    def show_about(self) -> None:
        from engines.core.saves import app_version
        QMessageBox.about(self, tr("About Realms Table"),
                          tr("<h3>Realms Table {version}</h3><p>Middle-earth board games on one PC: solo against "
                             "the computer or hot-seat with friends.</p>").format(version=app_version()))

    # -- window ------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.curtain is not None and self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def closeEvent(self, event) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        if self.seats_dock is not None:
            self.settings.setValue("window/state", self.saveState(self.LAYOUT_VERSION))
        self.settings.sync()
        # a thinking computer is not waited for: its answer is dropped (see desktop.app.main for the exit)
        self.close_match()
        super().closeEvent(event)

    def _first_size(self) -> QSize:
        """1600×1000, or what the screen has room for: never larger than the screen it opens on."""
        from PySide6.QtGui import QGuiApplication
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1600, 1000)
        room = screen.availableGeometry()
        return QSize(min(1600, room.width()), min(1000, room.height()))

    def sizeHint(self) -> QSize:
        return QSize(1600, 1000)


__all__ = ["PACES", "MainWindow", "default_match"]

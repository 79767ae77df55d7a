"""The main window: the board in the middle, docks around it, menus, the curtain and the banner.

The window only puts the parts together and keeps them in step with the open game; the parts live in
their own modules: the menus (desktop.menus), the docks and their panels (desktop.docks), the board's
gestures (desktop.board_input), saved games (desktop.files), the log and rules panels (desktop.narration),
the computer's pace and thinking indicator (desktop.pace), who may see the table (desktop.hotseat) and the
words of a game's end (desktop.gameover).
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from . import paths
from .files import SaveFiles
from .hotseat import HotSeat
from .i18n import say, tr
from .menus import WindowMenus
from .pace import ComputerPace, ThinkingIndicator
from .seat_marks import mark_char, seat_pixmap

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QResizeEvent
    from PySide6.QtWidgets import QDockWidget

    # The engines, the controller, the dialogs and the game adapters (with pydantic and networkx under
    # them) are imported when they are first needed, so the window can be painted before they load:
    # `MainWindow(complete=False)` is the shell that desktop.app shows first.
    from engines.core import Action, Game, Match, Outcome, SeatSpec

    from .board import BoardScene, BoardView
    from .board_input import BoardInput
    from .board_keys import BoardKeys
    from .controller import GameController
    from .curtain import Curtain
    from .dialogs import GameOverBanner
    from .docks import Docks
    from .games import GameAdapter
    from .narration import Narrator
    from .odds_view import OddsView
    from .panels import ActionsPanel, LogPanel, RulesPanel, SeatsPanel
    from .turn_actions import TurnActions
    from .tutorial import Tutor

log = logging.getLogger(__name__)


def no_game_words() -> str:
    """What the board area says while no game is open."""
    return tr("No game is open. Choose Game → New to start one.")


def default_match(game: Game, seed: int | None = 1, humans: int = 1) -> Match:
    """A first game: the fewest players the game allows, one human and the rest computer (Normal)."""
    from engines.core import Match, SeatSpec
    options = game.options(players=game.min_players)
    match = Match(game, options, seed)
    match.seats = [SeatSpec("human") if i < humans else SeatSpec("ai", "normal") for i in range(len(match.seats))]
    return match


class MainWindow(QMainWindow):
    LAYOUT_VERSION = 3   # of the docks' arrangement saved in the settings (3: the log beside the board, not under it)

    # the parts that live only in a completed window (made by `complete`, after the first frame)
    board_input: BoardInput
    board_keys: BoardKeys
    odds: OddsView
    tutor: Tutor
    narrator: Narrator
    turn_actions: TurnActions
    seats_panel: SeatsPanel
    actions_panel: ActionsPanel
    rules_panel: RulesPanel
    log_panel: LogPanel
    seats_dock: QDockWidget
    actions_dock: QDockWidget
    rules_dock: QDockWidget
    log_dock: QDockWidget

    def __init__(self, agent_factory: Any = None, computer_delay_ms: int | None = None, autosave: bool = True,
                 complete: bool = True) -> None:
        """The whole window; with complete=False only what needs Qt alone (menus, docks with their empty
        panels, the board area, the status bar), and `complete()` adds the rest before a game opens."""
        super().__init__()
        self.settings = paths.settings()
        self.agent_factory = agent_factory
        self.pace = ComputerPace(self.settings, computer_delay_ms)
        self.autosave = autosave
        self.controller: GameController | None = None
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.view: BoardView | None = None
        self.hotseat = HotSeat()                 # who may see the table; the curtain between people
        self.banner: GameOverBanner | None = None
        self.curtain: Curtain | None = None
        self._docks: Docks | None = None
        self.side_docks: list[tuple[QDockWidget, Any]] = []   # the adapter's own views (a battle, a hunt)
        self.files = SaveFiles(self)
        self.setWindowTitle(tr("Realms Table"))
        self.setDockNestingEnabled(True)
        self._build_central()
        self._build_status()
        self.menus = WindowMenus(self)
        from .language import LanguageSwitch
        self.language = LanguageSwitch(self)
        self.resize(self._first_size())
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if complete:
            self.complete()

    @property
    def docks(self) -> Docks:
        """The docks' builder (its module is read on first use: the first frame has no docks)."""
        if self._docks is None:
            from .docks import Docks
            self._docks = Docks(self, self.side_docks)
        return self._docks

    def add_docks(self) -> None:
        """The four docks (empty until `complete`), at their sizes or as the player left them.

        Not in the first frame: placing a dock needs Qt's `Qt` namespace, and PySide6 makes the ~90 Python
        enums of that namespace on first use (10 ms, a tenth of a bare window's start)."""
        if self.docks.built:
            return
        d = self.docks
        d.build()
        self.seats_dock, self.actions_dock, self.rules_dock, self.log_dock = d.seats, d.actions, d.rules, d.log
        for dock in (d.seats, d.actions, d.rules, d.log):
            self.menus.view_menu.addAction(dock.toggleViewAction())
        d.default_sizes()   # once the window has its size (__init__): each resizeDocks lays out anew
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state, self.LAYOUT_VERSION)   # a layout of an older version is ignored

    def complete(self) -> None:
        """What the shell leaves out: the board view (QGraphicsView), the panels inside the docks, the
        game-over banner and the hot-seat curtain (desktop.dialogs imports pydantic), and the icon (an SVG:
        Qt loads its SVG plugin to read it). Each is cheap, but together they would double the time to
        the first paint."""
        if self.curtain is not None:
            return
        from .board_input import BoardInput
        from .board_keys import BoardKeys
        from .curtain import Curtain
        from .dialogs import GameOverBanner
        from .icons import app_icon
        from .narration import Narrator
        from .odds_view import OddsView
        from .turn_actions import TurnActions
        from .tutorial import Tutor
        self.board_input = BoardInput(self)
        self.board_keys = BoardKeys(self)
        self.odds = OddsView(self)
        self.tutor = Tutor(self)
        self.narrator = Narrator(self)
        self.add_docks()
        self.setWindowIcon(app_icon())
        self._build_view()
        self.seats_panel, self.actions_panel, self.rules_panel, self.log_panel = self.docks.fill()
        self.pinned_button = self.docks.pinned_button
        self.docks.name_panels()   # what a screen reader calls each panel and the board
        self.turn_actions = TurnActions(self.actions_panel, self.pinned_button, self.action_chosen)
        self.actions_panel.action_chosen.connect(self.action_chosen)
        self.actions_panel.group_chosen.connect(self.board_input.group_chosen)
        self.actions_panel.action_hovered.connect(self.odds.show)
        self.actions_panel.odds_tip = self.odds.tooltip
        self.log_panel.roll_selected.connect(self.narrator.show_roll)
        self.log_panel.event_selected.connect(self.narrator.show_event)
        self.banner = GameOverBanner()
        self.banner.new_game.connect(self.new_game_dialog)
        self.banner.review.connect(self.review_game)
        self._central.insertWidget(0, self.banner)
        self.curtain = Curtain(self)
        self.curtain.revealed.connect(self._curtain_lifted)

    # -- building ----------------------------------------------------------------------------
    def _build_central(self) -> None:
        central = QWidget()
        layout = self._central = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.placeholder = QLabel(no_game_words())
        # centred by the style sheet: the first frame touches no enum of the `Qt` namespace (see add_docks)
        self.placeholder.setStyleSheet("background: #3b3326; color: #e8dcb8; font-size: 16pt;"
                                       " qproperty-alignment: AlignCenter;")
        layout.addWidget(self.placeholder, 1)
        self.setCentralWidget(central)

    def _build_view(self) -> None:
        from .board import BoardView
        from .phasebar import PhaseBar
        view = self.view = BoardView()
        view.setObjectName("BoardView")
        hands = self.board_input
        view.can_lift = hands.can_lift
        view.targets_for = hands.targets_for
        view.figure_dropped.connect(hands.figure_dropped)
        view.figure_refused.connect(hands.figure_refused)
        view.figure_clicked.connect(hands.figure_clicked)
        view.drag_over.connect(hands.drag_over)
        view.drag_moved.connect(hands.drag_moved)
        view.figure_lifted.connect(hands.figure_lifted)
        view.ruler.connect(hands.ruler)
        view.measures = hands.measures
        view.wheel_on = hands.wheel_on
        view.node_clicked.connect(hands.node_clicked)
        view.key_handler = self.board_keys.key
        view.hide()
        layout = self._central
        layout.insertWidget(layout.indexOf(self.placeholder), view, 1)
        self.phase_bar = PhaseBar()
        layout.insertWidget(layout.indexOf(view), self.phase_bar)

    def _build_status(self) -> None:
        bar = self.statusBar()
        self.turn_swatch = QLabel()
        self.turn_label = QLabel()
        self.turn_label.setStyleSheet("font-weight: bold; padding: 0 6px;")
        self.phase_label = QLabel()
        self.phase_label.setStyleSheet("color: #5a4a30; padding: 0 6px;")
        self.thinking_label = ThinkingIndicator()
        for label in (self.thinking_label, self.phase_label, self.turn_swatch, self.turn_label):
            bar.addPermanentWidget(label)

    # -- the open game -----------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.controller.game if self.controller else None

    @property
    def match(self) -> Match | None:
        return self.controller.match if self.controller else None

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if hasattr(self, "language"):
            self.language.heard(event)

    def open_match(self, match: Match, save_path: Path | None = None, keep_previous: bool = True) -> None:
        from . import kept
        from .board import BoardScene
        from .controller import GameController
        from .games import adapter_for
        self.complete()
        assert self.view is not None and self.banner is not None
        kept_file = kept.keep(self.controller) if keep_previous else None   # the game in progress, before this one
        self.close_match()
        match.free_undo = self.menus.act_free_undo.isChecked()
        c = self.controller = GameController(match, self.agent_factory, autosave=self.autosave,
                                             computer_delay_ms=self.pace.delay_ms, save_path=save_path, parent=self)
        # the adapter asks the game through the controller's memo: each state's legal actions once per refresh
        adapter = self.adapter = adapter_for(cast("Game", c.memo))
        c.state_changed.connect(self._state_changed)
        c.roll_explained.connect(self.narrator.roll_explained)
        c.illegal.connect(self.illegal)
        c.game_over.connect(self._game_over)
        c.busy.connect(self._busy)
        self.log_panel.colours = [adapter.seat_colour(i) for i in range(len(match.seats))]
        self.log_panel.details = adapter.event_details
        self.docks.add_side_views(adapter.side_views())
        adapter.seats = len(match.seats)   # a board with a mat per player draws as many as play
        adapter.options = match.options
        board = adapter.board_map()
        if board is not None:
            self.scene = BoardScene(board, adapter, self)
            self.scene.click_odds = self.odds.click_tip
            self.view.setScene(self.scene)
            self.view.show()
            self.placeholder.hide()
        else:
            self.scene = None
            self.view.hide()
            self.placeholder.setText(tr("This game has no board to draw."))
            self.placeholder.show()
        self.docks.room_for_players(len(match.seats))
        # a game may let one person play several seats (an option `one_person`): then there is no curtain
        self.hotseat = HotSeat(match.humans(), match.game.has_secrets and not getattr(match.options, "one_person",
                                                                                      False))
        self.narrator.reset()
        self.banner.hide()
        self.rules_panel.show_welcome(match.game.title)
        self.setWindowTitle(tr("{game} — Realms Table").format(game=match.game.title))
        self.settings.setValue("last/game", match.game.id)
        self.settings.setValue("last/title", match.game.title)   # for "Opening …" while the next start loads
        self.view.auto_fit = True
        self.view.fit_to_window()
        c.start()
        self.view.fit_to_window()
        if match.cursor > 0 and not self.covered:   # a resumed game: its latest roll explained, as it was left
            self.narrator.show_latest_roll()
        if kept_file is not None:
            self.statusBar().showMessage(tr("The previous game is kept in {file}").format(file=kept_file), 15000)

    def close_match(self) -> None:
        if self._docks is not None:
            self._docks.remove_side_views()
        if self.controller is not None:
            if self.view is not None:
                self.view.cancel_drag()
            self.board_keys.cancel(quiet=True)
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        self.hotseat = HotSeat()
        if self.curtain is not None:
            self.curtain.withdraw()
        self.menus.update(self.controller)

    # -- who may see the table -----------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        names = self.seat_names()
        return "" if seat is None or not names else names[seat] if seat < len(names) else tr("Player {n}").format(
            n=seat + 1)

    def seat_names(self) -> list[str]:
        """The open game's seats as the player reads them (a side's name in the player's language)."""
        c = self.controller
        return [say(name) for name in c.game.seat_names(c.state)] if c is not None else []

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
        if not value and self.curtain is not None:
            self.hotseat.waiting_for = None
            self.curtain.withdraw()

    def _state_changed(self) -> None:
        c = self.controller
        if c is None:
            return
        seat = c.to_move()
        self.hotseat.moved(seat, c.is_human(seat), c.outcome() is not None)
        self._sync_curtain()
        self.narrator.forget_secrets()
        self.refresh()
        self.tutor.moved()

    def _sync_curtain(self) -> None:
        """The curtain up for the seat the hot-seat waits for (the board hidden behind it, the rules panel
        and the status bar emptied of the last player's secrets), or down."""
        if self.curtain is None:
            return
        waiting = self.hotseat.waiting_for
        if waiting is None or self.adapter is None:
            self.curtain.withdraw()
            return
        self.curtain.cover(self.seat_name(waiting), self.adapter.seat_colour(waiting), self.view)
        self.statusBar().clearMessage()
        self.actions_panel.filter_edit.clear()   # what the last player typed (a card's name) is theirs
        self.narrator.forget_secrets()

    def _curtain_lifted(self) -> None:
        self.hotseat.lift()
        self._sync_curtain()
        self.narrator.forget_secrets()
        self.refresh()

    def display_state(self) -> Any:
        """The open game's state as the person at the screen may see it."""
        c = self.controller
        return self.hotseat.shown(c.state, c.memo.view) if c is not None else None

    # -- drawing the position ------------------------------------------------------------------
    def refresh(self) -> None:
        c, adapter = self.controller, self.adapter
        if c is None or adapter is None:
            return
        seat = c.to_move()
        shown = None if self.covered else self.display_state()
        self._refresh_board(shown)
        self.seats_panel.show_seats(self.seat_names(), c.match.seats, adapter, shown, seat, self.viewer)
        self.docks.fit_seats()
        # a game's seat colours may depend on the state (War of the Ring's roles): the log follows them
        self.log_panel.colours = [adapter.seat_colour(i) for i in range(len(c.match.seats))]
        self.narrator.refresh_log()
        human_turn = c.human_to_move() and not self.covered and c.outcome() is None
        legal = c.legal_actions() if human_turn else []
        for dock, view in self.side_docks:
            if view.show_state(shown, legal, c.match.events(), self.viewer) and not dock.isFloating():
                dock.raise_()
                QTimer.singleShot(0, dock.raise_)   # a tab bar laid out only after this event
        self._refresh_actions(legal if human_turn else None, shown)
        self._refresh_status(shown is not None)
        self.menus.update(c)
        self.tutor.relight()

    def _refresh_board(self, shown: Any) -> None:
        """The board as `shown` (None: behind the curtain, drawn for the seat it waits for), the figures
        that can move ringed, what the chosen die acts on lit up, the last move's places flashed."""
        c, adapter, scene, view = self.controller, self.adapter, self.scene, self.view
        if c is None or adapter is None or scene is None or view is None:
            return
        if shown is None:
            self.board_keys.cancel(quiet=True)
            hidden = self.hotseat.behind_curtain(c.state, c.memo.view)
            if hidden is not None:
                scene.update_state(hidden)   # so lifting the curtain shows a board already in place
            return
        scene.update_state(shown)
        if self.narrator.just_stepped() and scene.animate:
            step = c.match.steps[c.match.cursor - 1]
            scene.flash([n for n in adapter.focus_nodes(shown, step.action) if n in scene.nodes])
        hands = self.board_input
        for item in scene.figures.values():   # a gold ring on each figure that can go somewhere
            item.set_draggable(hands.can_lift(item) and bool(hands.targets_for(item.id)))
        if view.dragging is None:   # what the chosen die can act on, lit up
            scene.set_highlights(adapter.highlights(shown) if c.human_to_move() else set())
        self.board_keys.refreshed()   # the figure picked from the keyboard, while it can still act

    def _refresh_actions(self, legal: list[Action] | None, shown: Any) -> None:
        """The actions dock: the legal actions on a person's turn (None: not theirs), else why not."""
        c, adapter = self.controller, self.adapter
        assert c is not None and adapter is not None
        if legal is not None:
            self.turn_actions.show(legal, adapter, shown)
        elif c.outcome() is not None:
            self.turn_actions.show_note(adapter, tr("The game is over."))
        elif self.covered:
            self.turn_actions.show_note(adapter, tr("Waiting for the next player…"))
        else:
            self.turn_actions.show_note(adapter, tr("{player} (computer) is thinking…").format(
                player=self.seat_name(c.to_move())))

    def _refresh_status(self, open_table: bool) -> None:
        """Who is to move in the status bar and the phase bar, and the phase (not behind the curtain)."""
        c, adapter = self.controller, self.adapter
        assert c is not None and adapter is not None
        seat = c.to_move()
        if seat is not None:
            who = tr("Human") if c.is_human(seat) else tr("Computer")
            self.turn_swatch.setPixmap(seat_pixmap(adapter.seat_colour(seat), seat, 16))
            self.turn_label.setText(tr("{player} to move ({who})").format(player=self.seat_name(seat), who=who))
        else:
            self.turn_swatch.clear()
            self.turn_label.setText(tr("Game over"))
        self.phase_label.setText(adapter.phase_text(c.state) if open_table else "")
        status = self.statusBar().layout()
        if status is not None:
            status.activate()   # the labels' new widths now, not a frame later (a longer name cut meanwhile)
        steps = adapter.phase_steps(c.state)
        self.phase_bar.show_steps(steps[0] if steps else None, steps[1] if steps else None,
                                  self.turn_label.text(), adapter.seat_colour(seat) if seat is not None else "",
                                  mark_char(seat) if seat is not None else "")

    # -- reacting to the controller ------------------------------------------------------------
    def illegal(self, reason: str, rule: str) -> None:
        """A refused action: the engine's reason in the status bar, with its rule in the rules panel."""
        self.statusBar().showMessage(say(reason), 8000)
        self.rules_panel.show_illegal(reason, rule, self.game)
        if self.side_docks:   # the reason in front of a game's own views tabbed with the rules
            self.rules_dock.raise_()
        if self.scene is not None and self.controller is not None and not self.covered:
            self.scene.update_state(self.display_state())   # snap back

    def _game_over(self, outcome: Outcome) -> None:
        from . import gameover
        c = self.controller
        if c is None or self.banner is None:
            return
        names = self.seat_names()
        headline = gameover.headline(names, outcome.winners)
        self._sync_curtain()
        scores = gameover.scores_line(names, outcome.scores)
        reason = say(outcome.reason)
        self.banner.show_outcome(headline, reason, scores, gameover.final_table(c.game, c.state),
                                 tuple(outcome.winners))
        self.rules_panel.show_outcome(f"{headline} {reason}", outcome.rule, self.game)
        self.statusBar().showMessage(headline, 15000)
        self.refresh()

    def _busy(self, busy: bool) -> None:
        """The thinking indicator follows the computer."""
        if busy:
            seat = self.controller.to_move() if self.controller is not None else None
            self.thinking_label.start(self.seat_name(seat) or tr("The computer"))
        else:
            self.thinking_label.stop()

    def action_chosen(self, action: Action) -> None:
        """An action picked in a panel (or by a click on the board): played if it is a person's turn."""
        from .panels import action_words
        c = self.controller
        if c is not None and c.human_to_move() and not self.covered and c.play(action):
            self.statusBar().showMessage(action_words(action), 5000)

    # -- menu commands -------------------------------------------------------------------------
    def undo(self) -> None:
        c = self.controller
        if c is not None and not c.undo():
            self.statusBar().showMessage(c.undo_refusal(), 8000)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def set_free_undo(self, on: bool) -> None:
        self.settings.setValue("undo/free_solo", on)
        if self.match is not None:
            self.match.free_undo = on
        self.menus.update(self.controller)

    def set_pace(self, key: str) -> None:
        self.pace.choose(key, self.controller)

    def new_game_dialog(self) -> None:
        from engines.core import all_games

        from . import kept
        from .dialogs import NewGameDialog
        games = all_games()
        if not games:
            self.warn(tr("New Game"), tr("No game is installed."))
            return
        dialog = NewGameDialog(games, self, current=self.game.id if self.game else None,
                               note=kept.note(self.controller))
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and dialog.game is not None:
            self.start_game(dialog.game, dialog.options, dialog.seed, dialog.seats)

    def start_game(self, game: Game, options: Any, seed: int | None, seats: list[SeatSpec]) -> bool:
        from engines.core import Match
        try:
            match = Match(game, options, seed, seats=list(seats))
        except Exception as exc:  # a set-up the options allow but the game refuses, or missing data
            log.exception("could not set up %s", game.id)
            self.warn(tr("New Game"), tr("{game} could not be set up: {error}").format(game=game.title, error=exc))
            return False
        self.open_match(match)
        return True

    def start_guide(self, game_id: str) -> None:
        """Help → Guided first game: a short scripted game of `game_id`, taught step by step (desktop/tutorial.py)."""
        self.complete()
        self.tutor.start(game_id)

    def show_problem(self, text: str) -> None:
        """No game could be opened: say why in the middle of the window."""
        self.close_match()
        if self.view is not None:
            self.view.hide()
        self.placeholder.setText(text + "\n\n" + tr("Choose Game → New to start another game."))
        self.placeholder.setWordWrap(True)
        self.placeholder.show()
        self.statusBar().showMessage(text)

    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def show_rules(self) -> None:
        from .rules_text import rules_window
        self._rules_window = rules_window(self.game, self)
        self._rules_window.show()

    def review_game(self) -> None:
        """The review of a finished game (desktop/review.py); before the end it would show what a seat may not see."""
        c = self.controller
        if c is None or c.outcome() is None or self.adapter is None:
            self.statusBar().showMessage(tr("A game is reviewed once it is over."), 6000)
            return
        from .review import ReviewDialog
        self._review = ReviewDialog(c.match, self.adapter, self)
        self._review.show()

    def hint_level(self) -> str:
        """The level hints are worked out at (a setting; Normal unless the player chose another)."""
        from .menus import HINT_LEVELS  # (the menus are built before the first paint: no engine module here)
        level = str(self.settings.value("hints/level", "normal"))
        return level if level in HINT_LEVELS else "normal"

    def set_hint_level(self, level: str) -> None:
        self.settings.setValue("hints/level", level)

    def ask_hint(self) -> None:
        """Hints: the computer's three best choices for the person to move, at the hint level, worked out from that
        person's view only; shown with their reasons in the rules panel and lit on the board (nothing is played).
        The match counts the hints each seat asked for."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        from engines.ai.hints import hints
        c = self.controller
        seat = c.to_move() if c is not None else None
        if c is None or seat is None or not c.human_to_move() or self.covered or c.outcome() is not None:
            self.statusBar().showMessage(tr("No hint now: hints are for a person whose turn it is."), 6000)
            return
        level = self.hint_level()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            got = hints(c.game, c.game.view(c.state, seat), seat, level, seed=c.match.cursor)
        finally:
            QApplication.restoreOverrideCursor()
        if not got:
            self.statusBar().showMessage(tr("No hint now: hints are for a person whose turn it is."), 6000)
            return
        c.match.hint_given(seat)
        adapter = self.adapter
        rows = [(adapter.action_label(h.action) if adapter is not None else say(h.action.label), say(h.reason))
                for h in got]
        self.rules_panel.show_hints(level, rows, c.match.hints_used[seat])
        self.rules_dock.raise_()
        if adapter is not None and self.scene is not None:
            lit: set[str] = set()
            for h in got:
                lit.update(adapter.focus_nodes(c.state, h.action))
            self.scene.set_highlights(lit)

    def ask_teammate(self) -> None:
        """A co-operative game's "what would you do?": a computer teammate's advice for the person to move, seen
        from that person's seat only, in the rules panel (nothing is played)."""
        c = self.controller
        seat = c.to_move() if c is not None else None
        advice = None
        if c is not None and seat is not None and c.human_to_move() and not self.covered:
            advice = c.game.suggest(c.state, seat)
        if advice is None:
            self.statusBar().showMessage(tr("No advice now: a teammate advises a person whose turn it is."), 6000)
            return
        action, why = advice
        label = self.adapter.action_label(action) if self.adapter is not None else say(action.label)
        self.rules_panel.show_advice(label, say(why))
        self.rules_dock.raise_()

    def show_keys(self) -> None:
        """Help → Keyboard: the keys of the board and the panels, in the rules panel."""
        from .board_keys import keys_help
        if self.curtain is None:   # the shell before its docks are filled
            QMessageBox.information(self, tr("Keyboard"), "\n".join(f"{k}: {what}" for k, what in keys_help()))
            return
        self.rules_panel.show_keys(keys_help())
        self.rules_dock.show()
        self.rules_dock.raise_()

    def focus_board(self) -> None:
        if self.view is not None and self.view.isVisible():
            self.view.setFocus()
            self.statusBar().showMessage(tr("The board: N picks a figure that can act (Help → Keyboard)."), 6000)

    def focus_actions(self) -> None:
        if self.curtain is not None:
            self.actions_dock.show()
            self.actions_dock.raise_()
            panel = self.actions_panel
            panel.setFocus()
            if panel.currentItem() is None and panel.action_items():
                panel.setCurrentItem(panel.action_items()[0])

    def focus_log(self) -> None:
        if self.curtain is not None:
            self.log_dock.show()
            self.log_dock.raise_()
            self.log_panel.setFocus()
            if self.log_panel.count():
                self.log_panel.setCurrentRow(self.log_panel.count() - 1)

    def set_ui_scale(self, percent: int) -> None:
        """View → Interface size: kept in the settings; it applies when Realms Table starts again (offered now)."""
        from . import ui_scale
        ui_scale.store(self.settings, percent)
        for p, act in getattr(self.menus, "scale_actions", {}).items():
            act.setChecked(p == percent)
        if percent == ui_scale.running_percent():
            self.statusBar().showMessage(tr("The interface is drawn at {n} %.").format(n=percent), 6000)
            return
        answer = QMessageBox.question(
            self, tr("Interface size"),
            tr("The interface will be drawn at {n} % when Realms Table starts again. Restart it now? (The game "
               "in progress is kept.)").format(n=percent))
        if answer == QMessageBox.StandardButton.Yes and not ui_scale.restart(self):
            self.warn(tr("Interface size"), tr("Realms Table could not be started again: please start it yourself."))
        elif answer != QMessageBox.StandardButton.Yes:
            self.statusBar().showMessage(tr("The interface will be drawn at {n} % when Realms Table starts again.")
                                         .format(n=percent), 10000)

    def show_about(self) -> None:
        from engines.core.saves import app_version
        QMessageBox.about(self, tr("About Realms Table"),
                          tr("<h3>Realms Table {version}</h3><p>Middle-earth board games on one PC: solo against "
                             "the computer or hot-seat with friends.</p>").format(version=app_version()))

    # -- window ------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.curtain is not None and self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
        if self.curtain is not None:
            self.tutor.replace()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        if self._docks is not None and self._docks.built:
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


__all__ = ["MainWindow", "default_match"]

"""The window's menu bar: Game, View, Language and Help, their actions, and which of them may be used now."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .i18n import tr

if TYPE_CHECKING:
    from .board import BoardView
    from .controller import GameController
    from .mainwindow import MainWindow


#: the hint levels the Help menu offers: engines.core.levels.HINT_LEVELS, written here so that building the menus
#: imports no engine module (tests/test_desktop_hints.py holds the two equal)
HINT_LEVELS = ("easy", "normal", "hard")


def hint_level_names() -> dict[str, str]:
    """The hint levels in the language now in use (the menu, the hints' title)."""
    return {"easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard")}


def hint_tip() -> str:
    """What a hint is (the Help menu's entry and the Hint button say the same)."""
    return tr("The computer's three best choices for you now, with its reasons, lit on the board (worked out from "
              "what you can see only).")


def bool_setting(settings: Any, key: str, default: bool) -> bool:
    """A yes/no setting, whether the settings file kept it as a bool or as text."""
    value = settings.value(key, default)
    return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")


class WindowMenus:
    """Builds the menus of `window` and keeps Save, Undo and Redo usable only when they can do something."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._build()

    def _action(self, menu: QMenu, text: str, slot: Callable[..., Any],
                shortcut: QKeySequence | list[QKeySequence] | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            # setShortcuts([k]) is setShortcut(k), but its overloads do not make PySide6 build the enums of
            # the `Qt` namespace before the first frame (see MainWindow.add_docks)
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _on_board(self, command: Callable[[BoardView], None]) -> Callable[[], None]:
        """A command on the board view, doing nothing while there is none (the shell before `complete`)."""
        def run() -> None:
            if self.window.view is not None:
                command(self.window.view)
        return run

    def _build(self) -> None:
        w = self.window
        SK = QKeySequence.StandardKey
        game = w.menuBar().addMenu(tr("&Game"))
        game.setToolTipsVisible(True)   # why Undo is greyed out
        self.act_new = self._action(game, tr("&New…"), w.new_game_dialog, QKeySequence(SK.New))
        self.act_open = self._action(game, tr("&Open…"), w.files.open_dialog, QKeySequence(SK.Open))
        self.act_save = self._action(game, tr("&Save"), w.files.save, QKeySequence(SK.Save))
        self.act_save_as = self._action(game, tr("Save &As…"), w.files.save_as_dialog, QKeySequence(SK.SaveAs))
        game.addSeparator()
        self.act_undo = self._action(game, tr("&Undo"), w.undo, QKeySequence(SK.Undo))
        redo_keys = QKeySequence.keyBindings(SK.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.act_redo = self._action(game, tr("&Redo"), w.redo, redo_keys)
        self.act_review = self._action(game, tr("Re&view the game…"), w.review_game)
        self.act_review.setToolTip(tr("Once a game is over: who was ahead when, the turning points and the luck."))
        game.addSeparator()
        pace_menu = game.addMenu(tr("Computer &pace"))
        group = QActionGroup(w)
        for key, label in (("fast", tr("Fast")), ("normal", tr("Normal")), ("slow", tr("Slow"))):
            act = QAction(label, w, checkable=True)
            act.setChecked(key == w.pace.key)
            act.triggered.connect(lambda _=False, k=key: w.set_pace(k))
            group.addAction(act)
            pace_menu.addAction(act)
        self.act_free_undo = QAction(tr("Solo practice: undo past dice and cards"), w, checkable=True)
        self.act_free_undo.setToolTip(tr("Against the computer only: undo may go back past a roll or a draw."))
        self.act_free_undo.setChecked(bool_setting(w.settings, "undo/free_solo", False))
        self.act_free_undo.toggled.connect(w.set_free_undo)
        game.addAction(self.act_free_undo)
        game.addSeparator()
        self.act_quit = self._action(game, tr("&Quit"), w.close, QKeySequence(SK.Quit))
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)

        view = w.menuBar().addMenu(tr("&View"))
        self.act_fit = self._action(view, tr("&Fit to window"), self._on_board(lambda v: v.fit_to_window()),
                                    [QKeySequence("Ctrl+0"), QKeySequence("F")])
        self._action(view, tr("Zoom &in"), self._on_board(lambda v: v.zoom_by(1.25)), QKeySequence(SK.ZoomIn))
        self._action(view, tr("Zoom &out"), self._on_board(lambda v: v.zoom_by(0.8)), QKeySequence(SK.ZoomOut))
        size_menu = view.addMenu(tr("Interface &size"))
        size_menu.setToolTipsVisible(True)
        sizes = QActionGroup(w)
        from .ui_scale import SCALES, chosen
        self.scale_actions: dict[int, QAction] = {}
        for percent in SCALES:
            act = QAction(tr("{n} %").format(n=percent), w, checkable=True)
            act.setChecked(percent == chosen(w.settings))
            act.triggered.connect(lambda _=False, p=percent: w.set_ui_scale(p))
            sizes.addAction(act)
            size_menu.addAction(act)
            self.scale_actions[percent] = act
        size_menu.setToolTip(tr("The size of the whole window's text, icons and board (applies when Realms Table "
                                "starts again)."))
        view.addSeparator()
        self.act_go_board = self._action(view, tr("Go to the &board"), w.focus_board, QKeySequence("Ctrl+1"))
        self.act_go_actions = self._action(view, tr("Go to the &actions"), w.focus_actions, QKeySequence("Ctrl+2"))
        self.act_go_log = self._action(view, tr("Go to the game &log"), w.focus_log, QKeySequence("Ctrl+3"))
        view.addSeparator()   # the docks' show/hide actions follow (MainWindow.add_docks)
        self.view_menu = view

        language = w.menuBar().addMenu(tr("&Language"))
        languages = QActionGroup(w)
        from .i18n import LANGUAGES, current
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():   # each language named in itself
            act = QAction(name, w, checkable=True)
            act.setChecked(code == current())
            act.triggered.connect(lambda _=False, k=code: w.language.choose(k))
            languages.addAction(act)
            language.addAction(act)
            self.language_actions[code] = act

        help_menu = w.menuBar().addMenu(tr("&Help"))
        self._action(help_menu, tr("&Rules"), w.show_rules, QKeySequence(SK.HelpContents))
        self.act_hint = self._action(help_menu, tr("&Hint: what would the computer do?"), w.ask_hint,
                                     QKeySequence("H"))
        self.act_hint.setToolTip(hint_tip())
        hint_menu = help_menu.addMenu(tr("Hint &level"))
        hint_levels = QActionGroup(w)
        self.hint_level_actions: dict[str, QAction] = {}
        names = hint_level_names()
        for key in HINT_LEVELS:
            act = QAction(names[key], w, checkable=True)
            act.setChecked(key == w.hint_level())
            act.triggered.connect(lambda _=False, k=key: w.set_hint_level(k))
            hint_levels.addAction(act)
            hint_menu.addAction(act)
            self.hint_level_actions[key] = act
        self.act_keys = self._action(help_menu, tr("&Keyboard"), w.show_keys)
        self.act_advice = self._action(help_menu, tr("What would a &teammate do?"), w.ask_teammate,
                                       QKeySequence("Ctrl+T"))
        self.guides_menu = help_menu.addMenu(tr("&Guided first game"))
        self.guides_menu.setToolTipsVisible(True)
        self.guides_menu.aboutToShow.connect(self._fill_guides)
        about = self._action(help_menu, tr("&About Realms Table"), w.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        self.update(None)

    def _fill_guides(self) -> None:
        """The games with a guided first game (listed when the menu opens: building the menus loads no engine)."""
        from engines.core import get_game

        from .i18n import say
        from .tutorial import tutorial_games
        menu = self.guides_menu
        menu.clear()
        for game_id in tutorial_games():
            try:
                title = say(get_game(game_id).title)
            except KeyError:     # a guide for a game not installed
                continue
            act = QAction(title, self.window)
            act.triggered.connect(lambda _=False, g=game_id: self.window.start_guide(g))
            menu.addAction(act)

    def update(self, c: GameController | None) -> None:
        """Save needs an open game; Undo and Redo something to take back or replay (Undo's tooltip says why
        not)."""
        self.act_save.setEnabled(c is not None)
        self.act_save_as.setEnabled(c is not None)
        can_undo = c is not None and c.can_undo()
        self.act_undo.setEnabled(can_undo)
        self.act_undo.setToolTip(tr("Undo") if can_undo else c.undo_refusal() if c is not None else "")
        self.act_redo.setEnabled(c is not None and c.can_redo())
        self.act_review.setEnabled(c is not None and c.outcome() is not None)


__all__ = ["HINT_LEVELS", "WindowMenus", "bool_setting", "hint_level_names", "hint_tip"]

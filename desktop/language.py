"""Switching the player's language while a game is open: the choice kept in the settings, the catalogs
swapped (desktop.i18n), and the window saying everything anew — menus, docks, board, panels, log — with the
game in progress untouched (the same match, its undo history and the seat to move)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication

from .i18n import current, set_language, tr

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class LanguageSwitch:
    """Hears the language change (one QEvent.LanguageChange per catalog swapped) and redraws the window once."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.pending = False

    def choose(self, code: str) -> None:
        """The player picked a language in the menu: use it now and from now on."""
        self.window.settings.setValue("language", code)
        app = QApplication.instance()
        if app is not None and code != current():
            set_language(app, code)
        self.window.menus.language_actions[current()].setChecked(True)

    def heard(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self.window, self.retranslate)   # once all catalogs are in (and the window is)

    def retranslate(self) -> None:
        self.pending = False
        w = self.window
        w.menuBar().clear()
        from .menus import WindowMenus
        w.menus = WindowMenus(w)
        if w._docks is not None and w._docks.built:
            d = w._docks
            d.retitle()
            for dock in (d.seats, d.actions, d.rules, d.log):
                w.menus.view_menu.addAction(dock.toggleViewAction())
            if hasattr(w, "actions_panel"):
                w.actions_panel.retranslate()
        rules = getattr(w, "_rules_window", None)
        if rules is not None and rules.isVisible():      # an open rules window: the rules in the new language
            rules.close()
            w.show_rules()
        c = w.controller
        if c is None:
            w.setWindowTitle(tr("Realms Table"))
            from .mainwindow import no_game_words
            w.placeholder.setText(no_game_words())
            return
        # the same match in a window built anew: the board's names, the panels and the log in the new language
        w.open_match(c.match, save_path=c.save_path, keep_previous=False)
        w.tutor.retranslate()       # a guide going on: its callout in the new language

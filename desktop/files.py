"""Saved games as the window handles them: Open, Save and Save As, their dialogs, and what went wrong.

(The autosave after every move is the controller's; the game kept aside when another replaces it is
desktop.kept's.)"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from . import paths
from .i18n import say, tr

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)


class SaveFiles:
    """Opens saves into `window` and writes its open game; remembers the folder last used."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def _last_folder(self) -> str:
        return str(self.window.settings.value("last/folder", str(paths.data_dir())))

    def _remember_folder(self, path: str | Path) -> None:
        self.window.settings.setValue("last/folder", str(Path(path).parent))

    def open_file(self, path: str | Path) -> bool:
        """Open the save at `path` in the window; False (and a warning) when it cannot be read."""
        from engines.core.saves import SaveError, load_save
        try:
            match = load_save(path)
        except SaveError as exc:
            log.info("could not open %s: %s", path, exc)
            self.window.warn(tr("Cannot open this file"), say(exc.args[0] if exc.args else str(exc)))
            return False
        try:
            self.window.open_match(match, save_path=Path(path))
        except Exception as exc:  # noqa: BLE001 — a fault of ours in showing it: say so, keep the window usable
            log.exception("could not show %s", path)
            self.window.warn(tr("Cannot open this file"), tr(
                "The save was read, but this version could not show it ({error}). This is a fault of Realms Table, "
                "not of the file: the details are in the log.").format(error=type(exc).__name__))
            return False
        self.window.statusBar().showMessage(tr("Opened {file}").format(file=Path(path).name), 5000)
        return True

    def open_dialog(self) -> None:
        from . import kept
        path = kept.open_file_dialog(self.window, tr("Open a saved game"), self._last_folder(),
                                     tr("Realms Table saves (*.rtsave *.json);;All files (*)"),
                                     kept.note(self.window.controller))
        if path:
            self._remember_folder(path)
            self.open_file(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the open game to `path`; False (and a warning) when there is none or the disk refuses."""
        c = self.window.controller
        if c is None:
            return False
        try:
            c.save(Path(path))
        except OSError as exc:
            self.window.warn(tr("Cannot save"),
                             tr("The game could not be saved: {error}").format(error=exc.strerror or exc))
            return False
        self.window.statusBar().showMessage(tr("Saved to {file}").format(file=Path(path).name), 5000)
        return True

    def save(self) -> None:
        """Save: to the game's file, or ask for one the first time."""
        c = self.window.controller
        if c is None:
            return
        if c.save_path is not None:
            self.save_to(c.save_path)
        else:
            self.save_as_dialog()

    def save_as_dialog(self) -> None:
        c = self.window.controller
        if c is None:
            return
        suggested = str(Path(self._last_folder()) / f"{c.game.id}.rtsave")
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save the game"), suggested,
                                              tr("Realms Table saves (*.rtsave)"))
        if path:
            if not path.endswith((".rtsave", ".json")):
                path += ".rtsave"
            self._remember_folder(path)
            self.save_to(path)


__all__ = ["SaveFiles"]

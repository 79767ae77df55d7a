"""The game in progress is kept when another one is opened or started.

The autosave holds only the latest game, so before a new game replaces an unfinished one that is not
already saved as it stands, the unfinished one is written to the saves folder's "Unfinished games"
folder, where Game → Open finds it. The New Game and Open dialogs say so in one line.
"""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from . import paths
from .i18n import tr

if TYPE_CHECKING:
    from .controller import GameController

log = logging.getLogger(__name__)



def kept_folder() -> Path:
    return paths.data_dir() / "Unfinished games"


def needs_keeping(controller: GameController | None) -> TypeGuard[GameController]:
    """An unfinished game with moves played that its own save file does not hold as it stands."""
    if controller is None or controller.match.outcome() is not None or controller.match.cursor == 0:
        return False
    return controller.save_path is None or not controller.stack.isClean()


def note(controller: GameController | None) -> str:
    """The line the New Game and Open dialogs show while a game is running, or ""."""
    if controller is None or controller.match.outcome() is not None or controller.match.cursor == 0:
        return ""
    title = controller.game.title
    if not needs_keeping(controller):
        return tr("The game of {game} in progress is kept: it is saved in {file}.").format(
            game=title, file=controller.save_path)
    return tr("The game of {game} in progress is kept: it will be saved in the folder {folder} "
              "(Game → Open continues it).").format(game=title, folder=kept_folder())


def keep(controller: GameController | None) -> Path | None:
    """Save the game in progress before another replaces it; the file written, or None."""
    if not needs_keeping(controller):
        return None
    from engines.core.saves import write_save
    folder = kept_folder()
    stamp = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path, n = folder / f"{controller.game.title} {stamp}.rtsave", 1
        while path.exists():            # two games kept within a second: never one over the other
            n += 1
            path = folder / f"{controller.game.title} {stamp} ({n}).rtsave"
        return write_save(controller.match, path)
    except OSError as exc:
        log.error("could not keep the game in progress: %s", exc)
        return None


def open_file_dialog(parent, title: str, start: str, filters: str, line: str) -> str:
    """Qt's own file dialog (a native one cannot show `line`), with `line` under the file list."""
    from PySide6.QtWidgets import QFileDialog, QGridLayout, QLabel
    dialog = QFileDialog(parent, title, start, filters)
    dialog.setObjectName("OpenDialog")
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    if line:
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        layout = dialog.layout()
        label = QLabel(line)
        label.setObjectName("KeptNote")
        label.setWordWrap(True)
        if isinstance(layout, QGridLayout):
            layout.addWidget(label, layout.rowCount(), 0, 1, layout.columnCount())
        elif layout is not None:
            layout.addWidget(label)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return ""
    files = dialog.selectedFiles()
    return files[0] if files else ""


__all__ = ["keep", "kept_folder", "needs_keeping", "note", "open_file_dialog"]

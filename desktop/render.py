"""Render a match's board to a PNG offscreen (the CLI's `screenshot` and the headless demo use this)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from engines.core import Match


def ensure_app():
    """A QApplication, created offscreen when there is no display (never a Qt platform error)."""
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if app is None:
        if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(sys.argv[:1])
    return app


def render_board(match: Match, path: str | os.PathLike[str], size: tuple[int, int] = (1600, 1000)) -> Path:
    ensure_app()
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    from .board import BoardScene
    from .games import adapter_for

    adapter = adapter_for(match.game)
    adapter.seats = len(match.seats)
    adapter.options = match.options
    board = adapter.board_map()
    if board is None:
        raise ValueError(f"The game '{match.game.id}' has no board to draw.")
    scene = BoardScene(board, adapter)
    scene.animate = False
    scene.tiles.at_once = True    # a picture made once: every part of the map drawn at its zoom
    scene.update_state(match.state)
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor("#3b3326"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.sceneRect()
    scale = min(size[0] / source.width(), size[1] / source.height())
    scene.set_floor(scale)    # as the window does: every text legible at this size
    w, h = source.width() * scale, source.height() * scale
    target = QRectF((size[0] - w) / 2, (size[1] - h) / 2, w, h)     # centred, like the window's fit
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]  # PySide6 wants the format as str; its stubs say bytes, which it refuses
        raise OSError(f"Could not write the image {path}.")
    return path

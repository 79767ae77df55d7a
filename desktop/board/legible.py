"""How big text on the board is on screen, and what the board does about text that would be too small.

Every text on the board is drawn at least MIN_TEXT_PX pixels high (its font's pixel size times the view's
scale), or not at all. The view tells the scene the smallest scale it will show the board at (the zoom
that fits the whole board, `BoardScene.set_floor`), and each text decides there, once, how it stays
legible down to that zoom:

- a text already MIN_TEXT_PX high there is drawn as designed;
- a text that would be smaller is drawn bigger ("boosted", about its own centre) when the bigger text still
  fits its place and covers no other name, or when it matters for play (a *major* label: a stronghold, a
  fortress, a settlement, what a place holds); a label's smaller second lines may be left out instead;
- any other text (a *minor* label: an ordinary region's name, an army's composition under its token) is
  hidden at that zoom, and shows again when the player zooms in far enough (or hovers the place: its
  tooltip names it).

The boost shrinks back as the player zooms in (a text is never drawn smaller than designed), so a zoomed-in
board looks as designed. Items report what they draw at a scale (`texts_at`), which is how the tests check
every game at 1366×768.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTransform

MIN_TEXT_PX = 9.0
MAJOR, MINOR = 2, 1
#: Qt's default resolution: a point on the board (QPainterPath.addText, QPainter.drawText on the view)
#: is this many pixels per inch at scale 1
BOARD_DPI = 96.0
_EPS = 0.01


def font_px(font: QFont) -> float:
    """The font's pixel size (its em) in the units it is drawn in."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * BOARD_DPI / 72.0


def scale_of(transform: QTransform) -> float:
    """How many screen pixels one board unit is under `transform` (the board is never rotated)."""
    return math.sqrt(abs(transform.determinant())) or abs(transform.m11())


def readable(px: float, scale: float) -> bool:
    return px * scale >= MIN_TEXT_PX - _EPS


def boost(px: float, scale: float, most: float = math.inf) -> float:
    """How much a text `px` high (board units) is enlarged at `scale` to be MIN_TEXT_PX on screen: 1 when
    it already is, never more than `most` (what its item's bounds allow)."""
    if px <= 0 or scale <= 0 or readable(px, scale):
        return 1.0
    return max(1.0, min(most, MIN_TEXT_PX / (px * scale)))


class TextProbe:
    """Stands in for a QPainter while a drawing of an adapter's own (a figure's art) paints, and notes every
    text it draws with its on-screen pixel size; everything else goes to a real painter on a scratch
    image, so the drawing's own transforms and fonts count."""

    def __init__(self, scale: float) -> None:
        self._image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
        self._image.fill(QColor(0, 0, 0, 0))
        self._painter = QPainter(self._image)
        self._painter.setWorldTransform(QTransform.fromScale(scale, scale))
        self.texts: list[tuple[str, float]] = []

    def __getattr__(self, name: str):
        return getattr(self._painter, name)

    def drawText(self, *args) -> None:   # noqa: N802 (Qt's name)
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            self.texts.append((text, font_px(self._painter.font()) * scale_of(self._painter.worldTransform())))
        self._painter.drawText(*args)

    def end(self) -> None:
        self._painter.end()


def painted_texts(paint: Callable[[QPainter], None], scale: float) -> list[tuple[str, float]]:
    """The texts `paint(painter)` draws and their on-screen pixel sizes at `scale`."""
    probe = TextProbe(scale)
    try:
        paint(probe)   # type: ignore[arg-type]  # a stand-in QPainter: it passes every call on and notes the texts
    finally:
        probe.end()
    return probe.texts


__all__ = ["MAJOR", "MINOR", "MIN_TEXT_PX", "TextProbe", "boost", "font_px", "painted_texts", "readable",
           "scale_of"]

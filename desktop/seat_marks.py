"""Each seat's shape, so no seat is told by colour alone: a circle, a triangle, a square, a diamond, a star, a
hexagon. The same mark, filled in the seat's colour, stands on the seat's figures on the board
(desktop/board/figures.py), beside its name in the seats panel, the turn line and the seat dialogs, and in the
review chart's legend.

The seat colours themselves are chosen to stay apart for colour-blind eyes (`SAFE_PALETTE`; tested with
desktop/colour_vision.py in tests/test_desktop_colour_blind.py)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

#: six seat colours from Paul Tol's colour-blind-safe schemes, in the order seats take them and matching the
#: seats' names where a game names them by colour (Red, Blue, Yellow, Green, Purple, Grey): any two stay more
#: than 29 CIELAB ΔE apart for normal sight and under protanopia, deuteranopia and tritanopia (32 for the
#: first four)
SAFE_PALETTE = ["#dc050c", "#332288", "#f6c141", "#4eb265", "#aa3377", "#bbbbbb"]
#: the seats' marks, by seat
SEAT_MARKS = ("circle", "triangle", "square", "diamond", "star", "hexagon")
#: each mark as a character, for text (the seats panel)
MARK_CHARS = {"circle": "●", "triangle": "▲", "square": "■", "diamond": "◆", "star": "★", "hexagon": "⬢"}


def seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def mark_char(seat: int) -> str:
    return MARK_CHARS[seat_mark(seat)]


def _polygon(points: int, r: float, start: float = -90.0, inner: float | None = None) -> QPolygonF:
    """A regular polygon (a star when `inner` gives its inner radius as a share of `r`) round (0, 0)."""
    corners = points * (2 if inner else 1)
    out = []
    for i in range(corners):
        rr = r * inner if inner and i % 2 else r
        a = math.radians(start + 360.0 * i / corners)
        out.append(QPointF(rr * math.cos(a), rr * math.sin(a)))
    return QPolygonF(out)


def mark_path(mark: str, centre: QPointF, r: float) -> QPainterPath:
    """The outline of `mark` centred on `centre`, `r` its half size (shapes of about the same weight)."""
    path = QPainterPath()
    if mark == "circle":
        path.addEllipse(QPointF(0, 0), r * 0.86, r * 0.86)
    elif mark == "square":
        path.addRect(QRectF(-r * 0.78, -r * 0.78, r * 1.56, r * 1.56))
    elif mark == "triangle":
        path.addPolygon(_polygon(3, r * 1.05, start=-90.0).translated(0, r * 0.18))
    elif mark == "diamond":
        path.addPolygon(_polygon(4, r, start=-90.0))
    elif mark == "star":
        path.addPolygon(_polygon(5, r * 1.08, start=-90.0, inner=0.45).translated(0, r * 0.08))
    else:   # hexagon
        path.addPolygon(_polygon(6, r * 0.95, start=0.0))
    path.closeSubpath()
    return path.translated(centre)


def draw_mark(painter: QPainter, mark: str, centre: QPointF, r: float, colour: str | QColor) -> None:
    """The mark filled with `colour`, in a light halo and a dark outline so it reads on any ground."""
    fill = QColor(colour)
    path = mark_path(mark, centre, r)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#fbf6e6"), r * 0.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#1b1710"), r * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


def seat_pixmap(colour: str, seat: int, size: int = 16) -> QPixmap:
    from .icons import sharp_pixmap
    pix = sharp_pixmap(size)
    p = QPainter(pix)
    draw_mark(p, seat_mark(seat), QPointF(size / 2, size / 2), size * 0.4, colour)
    p.end()
    return pix


def seat_icon(colour: str, seat: int, size: int = 16) -> QIcon:
    """A seat's mark in its colour, for lists and labels."""
    return QIcon(seat_pixmap(colour, seat, size))


__all__ = ["MARK_CHARS", "SAFE_PALETTE", "SEAT_MARKS", "draw_mark", "mark_char", "mark_path", "seat_icon",
           "seat_mark", "seat_pixmap"]

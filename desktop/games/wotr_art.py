"""War of the Ring's dice, drawn with QPainter: the action dice of both sides with their faces (Character,
Army, Muster, Army/Muster, Event, Will of the West, Eye), the dice in the hunt box and plain six-sided combat
and hunt dice for the battle and hunt views. No image files: every glyph is a few paths of our own.

A die is drawn in a square from -1 to 1 (scaled to where it stands): the board (a FigureItem registered as
the art "wotr_die"), the actions panel's group icons and the views' HTML all use the same drawing.
"""
from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from engines.war_of_the_ring.common import FP, SH

from ..board.figures import register_figure_art
from .wotr_common import DIE_FACES

#: the faces of an action die
FACES = DIE_FACES
#: body and glyph colours of each side's dice (the published game's blue and red, in our own shades)
BODY = {FP: "#2f5fae", SH: "#8e1b16"}
GLYPH = {FP: "#fdf8e8", SH: "#fbe9d0"}
GOLD = "#f6d365"
USED = "#a39c8e"


def _sword(p: QPainter, x: float, y0: float, y1: float, w: float, colour: QColor) -> None:
    """A sword upright from the pommel at y1 to the point at y0, `w` its blade's width."""
    blade = QPolygonF([QPointF(x - w / 2, y1 - (y1 - y0) * 0.28), QPointF(x - w / 2, y0 + w),
                       QPointF(x, y0), QPointF(x + w / 2, y0 + w), QPointF(x + w / 2, y1 - (y1 - y0) * 0.28)])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(blade)
    guard_y = y1 - (y1 - y0) * 0.28
    p.drawRoundedRect(QRectF(x - w * 2.2, guard_y - w * 0.35, w * 4.4, w * 0.7), w * 0.3, w * 0.3)
    p.drawRect(QRectF(x - w * 0.3, guard_y, w * 0.6, (y1 - guard_y) * 0.8))
    p.drawEllipse(QPointF(x, y1 - w * 0.1), w * 0.55, w * 0.55)


def _banner(p: QPainter, x: float, top: float, bottom: float, size: float, colour: QColor) -> None:
    """A banner on a pole: the pole at x, the flag (swallow-tailed) flying to the right."""
    p.setPen(QPen(colour, size * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(x, top), QPointF(x, bottom))
    flag = QPolygonF([QPointF(x, top + size * 0.05), QPointF(x + size * 1.05, top + size * 0.05),
                      QPointF(x + size * 0.8, top + size * 0.42), QPointF(x + size * 1.05, top + size * 0.8),
                      QPointF(x, top + size * 0.8)])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(flag)
    p.drawEllipse(QPointF(x, top), size * 0.1, size * 0.1)


def _star(p: QPainter, centre: QPointF, outer: float, inner: float, points: int, colour: QColor) -> None:
    poly = QPolygonF()
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        r = outer if i % 2 == 0 else inner
        poly.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(poly)


def _eye(p: QPainter, size: float, dark: bool) -> None:
    """The Eye: an almond of fire with a slit pupil."""
    almond = QPainterPath(QPointF(-size, 0))
    almond.quadTo(QPointF(0, -size * 0.95), QPointF(size, 0))
    almond.quadTo(QPointF(0, size * 0.95), QPointF(-size, 0))
    p.setPen(QPen(QColor("#2a0a05") if not dark else QColor("#fbe9d0"), size * 0.08))
    p.setBrush(QColor("#f2a33a"))
    p.drawPath(almond)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#d92b10"))
    p.drawEllipse(QPointF(0, 0), size * 0.38, size * 0.38)
    slit = QPainterPath(QPointF(0, -size * 0.4))
    slit.quadTo(QPointF(size * 0.13, 0), QPointF(0, size * 0.4))
    slit.quadTo(QPointF(-size * 0.13, 0), QPointF(0, -size * 0.4))
    p.setBrush(QColor("#120403"))
    p.drawPath(slit)


def draw_glyph(p: QPainter, face: str, side: str) -> None:
    """A face's glyph in the square -1..1 (the die's body already drawn)."""
    c = QColor(GLYPH.get(side, "#ffffff"))
    if face == "character":        # a hooded bust: a head and shoulders
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c)
        p.drawEllipse(QPointF(0, -0.3), 0.26, 0.28)
        body = QPainterPath(QPointF(-0.58, 0.62))
        body.cubicTo(QPointF(-0.55, 0.05), QPointF(0.55, 0.05), QPointF(0.58, 0.62))
        body.closeSubpath()
        p.drawPath(body)
    elif face == "army":           # crossed swords
        for angle in (-40, 40):
            p.save()
            p.rotate(angle)
            _sword(p, 0, -0.8, 0.62, 0.2, c)
            p.restore()
    elif face == "muster":         # a banner
        _banner(p, -0.35, -0.62, 0.68, 0.78, c)
    elif face == "army_muster":    # a sword and a banner
        _sword(p, -0.38, -0.66, 0.66, 0.14, c)
        _banner(p, 0.05, -0.6, 0.66, 0.58, c)
    elif face == "event":          # a card with lines of text
        p.setPen(QPen(c, 0.08))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(-0.45, -0.62, 0.9, 1.24), 0.12, 0.12)
        p.setPen(QPen(c, 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for y, w in ((-0.32, 0.5), (-0.1, 0.5), (0.12, 0.5), (0.34, 0.3)):
            p.drawLine(QPointF(-0.25, y), QPointF(-0.25 + w, y))
    elif face == "will_of_the_west":   # a seven-pointed star of gold, as of Elendil's house
        _star(p, QPointF(0, 0.02), 0.72, 0.3, 7, QColor(GOLD))
        p.setBrush(QColor(GLYPH[FP]))
        p.drawEllipse(QPointF(0, 0.02), 0.13, 0.13)
    elif face == "eye":
        _eye(p, 0.72, side == SH)
    elif face == "plus1":          # a Free Peoples die in the hunt box: +1 to every hunt die
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c)
        p.drawRect(QRectF(-0.72, -0.08, 0.62, 0.18))     # the plus
        p.drawRect(QRectF(-0.5, -0.3, 0.18, 0.62))
        one = QPolygonF([QPointF(0.28, -0.6), QPointF(0.48, -0.6), QPointF(0.48, 0.5), QPointF(0.66, 0.5),
                         QPointF(0.66, 0.64), QPointF(0.1, 0.64), QPointF(0.1, 0.5), QPointF(0.28, 0.5),
                         QPointF(0.28, -0.35), QPointF(0.1, -0.25), QPointF(0.1, -0.42)])
        p.drawPolygon(one)


def draw_die(p: QPainter, rect: QRectF, face: str, side: str, *, used: bool = False, selected: bool = False,
             lifted: bool = False) -> None:
    """An action die in `rect`: its side's colour with the face's glyph; a used die is grey and faceless, a
    die not yet rolled (face "") plain."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center())
    s = min(rect.width(), rect.height()) / 2
    p.scale(s, s)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90 if lifted else 60))
    off = 0.16 if lifted else 0.08
    p.drawRoundedRect(QRectF(-0.9 + off, -0.9 + off * 1.2, 1.8, 1.8), 0.32, 0.32)
    if selected:    # the chosen die: a glow and a thick gold ring
        p.setBrush(QColor(255, 220, 90, 120))
        p.drawRoundedRect(QRectF(-1.22, -1.22, 2.44, 2.44), 0.55, 0.55)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#ffcf33"), 0.24))
        p.drawRoundedRect(QRectF(-1.06, -1.06, 2.12, 2.12), 0.45, 0.45)
    body = QColor(USED if used else BODY.get(side, "#777777"))
    if used:
        body.setAlpha(150)
    p.setBrush(QBrush(body))
    p.setPen(QPen(body.darker(160), 0.07))
    p.drawRoundedRect(QRectF(-0.9, -0.9, 1.8, 1.8), 0.3, 0.3)
    p.setPen(QPen(QColor(255, 255, 255, 70), 0.05))    # a lit top edge, so it reads as a cube
    p.drawLine(QPointF(-0.62, -0.8), QPointF(0.62, -0.8))
    if face and not used:
        p.scale(0.82, 0.82)
        draw_glyph(p, face, side)
    p.restore()


def draw_d6(p: QPainter, rect: QRectF, value: int, *, colour: str = "#fbf6e6", pips: str = "#2b2418",
            ring: str = "#3a2f20", struck: bool = False) -> None:
    """A plain six-sided die with pips (combat and hunt rolls); `struck` crosses out a re-rolled face."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center())
    s = min(rect.width(), rect.height()) / 2
    p.scale(s, s)
    p.setPen(QPen(QColor(ring), 0.12))
    p.setBrush(QColor(colour))
    p.drawRoundedRect(QRectF(-0.88, -0.88, 1.76, 1.76), 0.3, 0.3)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}.get(value, [])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(pips))
    for x, y in spots:
        p.drawEllipse(QPointF(x * 0.45, y * 0.45), 0.17, 0.17)
    if struck:
        p.setPen(QPen(QColor(160, 20, 20, 220), 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(-0.7, -0.7), QPointF(0.7, 0.7))
        p.drawLine(QPointF(-0.7, 0.7), QPointF(0.7, -0.7))
    p.restore()


@cache
def die_pixmap(face: str, side: str, size: int = 32, used: bool = False) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    draw_die(p, QRectF(1, 1, size - 2, size - 2), face, side, used=used)
    p.end()
    return pix


@cache
def face_icon(face: str, side: str, size: int = 32) -> QIcon:
    """The actions panel's icon for a group of actions that spend a die of this face."""
    return QIcon(die_pixmap(face, side, size))


@cache
def d6_image(value: int, kind: str = "miss", struck: bool = False, size: int = 30) -> QImage:
    """A combat or hunt die for the views' HTML: `kind` hit (green ring), miss (plain) or eye (red)."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    colour, ring = {"hit": ("#e3f2d5", "#2f7d32"), "eye": ("#f5d0c5", "#8e1b16")}.get(kind, ("#fbf6e6", "#6b5c44"))
    if struck:
        colour, ring = "#e4ddd0", "#9a8f7c"
    draw_d6(p, QRectF(1, 1, size - 2, size - 2), value, colour=colour, ring=ring, struck=struck)
    p.end()
    return img


def paint_die_figure(painter: QPainter, item) -> None:
    """The board's art "wotr_die": the figure id is die:<side>:<index>:<face>[:used]."""
    parts = item.figure.id.split(":")
    side = parts[1] if len(parts) > 1 else FP
    face = parts[3] if len(parts) > 3 else ""
    used = len(parts) > 4 and parts[4] == "used"
    r = item.radius
    draw_die(painter, QRectF(-r, -r, 2 * r, 2 * r), face, side, used=used,
             selected=item.figure.selected or (item.draggable and item.lifted), lifted=item.lifted)
    if item.draggable and not item.figure.selected:    # may be picked up: a thin gold edge
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffd34d"), r * 0.09))
        painter.drawRoundedRect(QRectF(-r * 1.02, -r * 1.02, r * 2.04, r * 2.04), r * 0.36, r * 0.36)


def register() -> None:
    register_figure_art("wotr_die", paint_die_figure)

"""The quest's own drawings on the board, all of our making: the spaces of a line with their rewards, hobbit
and feature cards, foes, the hobbits and Sauron, the line and event markers, the Ring, life tokens and
shields, the event tiles, the Gandalf cards and each hobbit's panel.

A drawing gets what it shows from its figure's label, a small JSON text the adapter writes (`label`), always
with the size it covers ("w", "h" in board units): one painter serves every window and every seat, and the
adapter has already put every word in the player's language, so nothing here knows a card id.

Text is never drawn smaller than `MIN_PX` pixels on screen: a line that would be is left out (the tooltip says
everything), and a drawing zoomed in on shows the same words in a smaller board size.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ..board.figures import register_figure_art

MIN_PX = 9.0            # the smallest text on screen, in pixels
TEXT = 26.0             # the drawings' text size in board units at the zoom that fits the board
INK = QColor("#1d1a14")
PAPER = QColor("#f4ead0")
GOLD = QColor("#e6b422")

LINE, CARD, FOE, HOBBIT, SAURON, MARKER, RING, TOKEN, SHIELD, TILE, GANDALF, PANEL, FELLOWSHIP = (
    "quest_line", "quest_card", "quest_foe", "quest_hobbit", "quest_sauron", "quest_marker", "quest_ring",
    "quest_token", "quest_shield", "quest_tile", "quest_gandalf", "quest_panel", "quest_fellowship")

SYMBOL_COLOURS = {"fighting": "#b03a2e", "friendship": "#3f8f3a", "hiding": "#34495e", "travelling": "#9a6a2f",
                  "joker": "#c9a227"}
CARD_COLOURS = {"white": "#fbf8ef", "grey": "#b9b6ad", "yellow": "#f2d45c"}


@lru_cache(maxsize=4096)
def _data(label: str) -> dict:
    try:
        return json.loads(label)
    except ValueError:
        return {}


def label(**data: Any) -> str:
    """A figure's label for these painters: its data as compact JSON."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _scale(painter: QPainter) -> float:
    t = painter.worldTransform()
    return max(1e-6, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def text_size(painter: QPainter) -> float:
    """Text size in board units: `TEXT` at the fitting zoom, smaller when zoomed in (never under `MIN_PX` on
    screen)."""
    s = _scale(painter)
    return max(MIN_PX / s, min(TEXT, MIN_PX * 1.35 / s))


def smaller(painter: QPainter, px: float, k: float) -> float:
    """`px` made `k` times smaller (secondary words), but never below what reads on screen."""
    return max(px * k, (MIN_PX + 0.1) / _scale(painter))


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, colour: QColor = INK) -> bool:
    """One line in `rect`, elided to fit; False (nothing drawn) when it would be too small to read."""
    font = _font(px, bold)
    if font.pixelSize() * _scale(painter) < MIN_PX - 0.05 or not text:
        return False
    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width() + 0.5)
    if not text or text == "…":
        return False
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
    return True


def wrap(text: str, px: float, width: float, bold: bool = False, most: int = 2) -> list[str]:
    """`text` in at most `most` lines of `width`, broken at spaces or after hyphens (the last line elided)."""
    fm = QFontMetricsF(_font(px, bold))
    words: list[str] = []
    for part in text.split():
        pieces = part.split("-")
        words += [p + "-" for p in pieces[:-1]] + [pieces[-1]]
    lines: list[str] = []
    for w in words:
        if lines:
            joined = lines[-1] + ("" if lines[-1].endswith("-") else " ") + w
            if fm.horizontalAdvance(joined) <= width:
                lines[-1] = joined
                continue
        lines.append(w)
    if len(lines) > most:
        lines = [*lines[:most - 1], " ".join(lines[most - 1:])]
        lines[-1] = fm.elidedText(lines[-1], Qt.TextElideMode.ElideRight, width)
    return lines


def widest_word(text: str, px: float, bold: bool = False) -> float:
    """The width of `text`'s longest word (what cannot be wrapped)."""
    fm = QFontMetricsF(_font(px, bold))
    return max((fm.horizontalAdvance(w) for w in text.split()), default=0.0)


def text_width(text: str, px: float, bold: bool = False) -> float:
    return QFontMetricsF(_font(px, bold)).horizontalAdvance(text)


def blend(a: str | QColor, b: str | QColor, t: float) -> str:
    """The colour `t` of the way from `a` to `b`."""
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def draw_lines(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool = False, most: int = 2,
               colour: QColor = INK) -> float:
    """`text` wrapped into `rect` from its top, centred; returns where it ended."""
    lines = wrap(text, px, rect.width(), bold, most)
    step = px * 1.15
    lines = lines[:max(1, int(rect.height() // step))]
    y = rect.top()
    for line in lines:
        draw_text(painter, QRectF(rect.left(), y, rect.width(), step), line, px, bold, colour=colour)
        y += step
    return y


def bounds(item: Any) -> QRectF:
    d = _data(item.figure.label)
    w, h = float(d.get("w", 40)), float(d.get("h", 40))
    return QRectF(-w / 2, -h / 2, w, h)


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _shadow(painter: QPainter, rect: QRectF, r: float, lifted: bool = False) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90 if lifted else 55))
    off = max(2.0, rect.width() * (0.04 if lifted else 0.02))
    painter.drawRoundedRect(rect.translated(off, off), r, r)


# -- icons -----------------------------------------------------------------------------------------------------
def shield(painter: QPainter, c: QPointF, size: float, big: bool = False) -> None:
    """A shield: silver, or gold with a star for a big shield."""
    s = size / 2
    path = QPainterPath(QPointF(c.x() - s, c.y() - s))
    path.lineTo(c.x() + s, c.y() - s)
    path.lineTo(c.x() + s, c.y() + s * 0.1)
    path.quadTo(c.x() + s * 0.8, c.y() + s * 0.8, c.x(), c.y() + s * 1.1)
    path.quadTo(c.x() - s * 0.8, c.y() + s * 0.8, c.x() - s, c.y() + s * 0.1)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#5b4a1c" if big else "#4a5563"), size * 0.08))
    painter.setBrush(QColor("#e0b43a" if big else "#b8c2cc"))
    painter.drawPath(path)
    painter.setPen(QPen(QColor(255, 255, 255, 150), size * 0.06))
    painter.drawLine(QPointF(c.x(), c.y() - s * 0.75), QPointF(c.x(), c.y() + s * 0.8))
    if big:
        star(painter, QPointF(c.x(), c.y() - s * 0.05), s * 0.45, QColor("#fff4c2"))


def star(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    pts = [QPointF(c.x() + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                   c.y() - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(pts))


def ring_icon(painter: QPainter, c: QPointF, r: float, width: float = 0.32) -> None:
    """A gold ring (the ring life token, and the One Ring)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#7a5a0c"), r * (width + 0.12)))
    painter.drawEllipse(c, r, r * 0.92)
    painter.setPen(QPen(QColor("#f0c640"), r * width))
    painter.drawEllipse(c, r, r * 0.92)
    painter.setPen(QPen(QColor(255, 250, 210, 200), r * 0.08))
    painter.drawArc(QRectF(c.x() - r, c.y() - r * 0.92, 2 * r, 1.84 * r), 100 * 16, 60 * 16)


def heart(painter: QPainter, c: QPointF, size: float) -> None:
    s = size / 2
    path = QPainterPath(QPointF(c.x(), c.y() + s * 0.9))
    path.cubicTo(c.x() - s * 1.3, c.y() + s * 0.1, c.x() - s * 0.9, c.y() - s * 1.1, c.x(), c.y() - s * 0.4)
    path.cubicTo(c.x() + s * 0.9, c.y() - s * 1.1, c.x() + s * 1.3, c.y() + s * 0.1, c.x(), c.y() + s * 0.9)
    painter.setPen(QPen(QColor("#6e1414"), size * 0.07))
    painter.setBrush(QColor("#d6333a"))
    painter.drawPath(path)


def sun(painter: QPainter, c: QPointF, size: float) -> None:
    r = size * 0.3
    painter.setPen(_round_pen(QColor("#c27c0e"), size * 0.07))
    for i in range(8):
        a = i * math.pi / 4
        painter.drawLine(QPointF(c.x() + math.cos(a) * r * 1.25, c.y() + math.sin(a) * r * 1.25),
                         QPointF(c.x() + math.cos(a) * size * 0.5, c.y() + math.sin(a) * size * 0.5))
    painter.setPen(QPen(QColor("#c27c0e"), size * 0.05))
    painter.setBrush(QColor("#f7c531"))
    painter.drawEllipse(c, r, r)


def token(painter: QPainter, kind: str, c: QPointF, size: float) -> None:
    """A life token: a round chip with a ring, a heart or a sun on it."""
    painter.setPen(QPen(QColor("#5a4a2a"), size * 0.05))
    painter.setBrush(QColor("#efe2bd"))
    painter.drawEllipse(c, size / 2, size / 2)
    if kind == "ring":
        ring_icon(painter, c, size * 0.26)
    elif kind == "heart":
        heart(painter, c, size * 0.6)
    else:
        sun(painter, c, size * 0.78)


def die(painter: QPainter, c: QPointF, size: float) -> None:
    """The black die of the game, its eye face up."""
    rect = QRectF(c.x() - size / 2, c.y() - size / 2, size, size)
    painter.setPen(QPen(QColor("#000000"), size * 0.05))
    painter.setBrush(QColor("#26221d"))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    eye(painter, c, size * 0.36)


def eye(painter: QPainter, c: QPointF, r: float) -> None:
    path = QPainterPath(QPointF(c.x() - r, c.y()))
    path.quadTo(c.x(), c.y() - r * 0.95, c.x() + r, c.y())
    path.quadTo(c.x(), c.y() + r * 0.95, c.x() - r, c.y())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f08a1c"))
    painter.drawPath(path)
    painter.setBrush(QColor("#1a0a00"))
    painter.drawEllipse(c, r * 0.12, r * 0.42)


def heal_icon(painter: QPainter, c: QPointF, size: float) -> None:
    """Healing: a green arrow pointing to the light (left on the corruption line)."""
    s = size / 2
    pts = [QPointF(c.x() - s, c.y()), QPointF(c.x() - s * 0.1, c.y() - s * 0.8), QPointF(c.x() - s * 0.1,
                                                                                          c.y() - s * 0.3),
           QPointF(c.x() + s, c.y() - s * 0.3), QPointF(c.x() + s, c.y() + s * 0.3), QPointF(c.x() - s * 0.1,
                                                                                          c.y() + s * 0.3),
           QPointF(c.x() - s * 0.1, c.y() + s * 0.8)]
    painter.setPen(QPen(QColor("#1e5b22"), size * 0.06))
    painter.setBrush(QColor("#4caf50"))
    painter.drawPolygon(QPolygonF(pts))


def foe_head(painter: QPainter, c: QPointF, size: float) -> None:
    """A foe: a dark horned helm."""
    s = size / 2
    helm = QPainterPath(QPointF(c.x() - s * 0.7, c.y() + s * 0.8))
    helm.lineTo(c.x() - s * 0.75, c.y() - s * 0.1)
    helm.quadTo(c.x(), c.y() - s * 1.05, c.x() + s * 0.75, c.y() - s * 0.1)
    helm.lineTo(c.x() + s * 0.7, c.y() + s * 0.8)
    helm.lineTo(c.x() + s * 0.2, c.y() + s * 0.8)
    helm.lineTo(c.x() + s * 0.12, c.y() + s * 0.2)
    helm.lineTo(c.x() - s * 0.12, c.y() + s * 0.2)
    helm.lineTo(c.x() - s * 0.2, c.y() + s * 0.8)
    helm.closeSubpath()
    painter.setPen(QPen(QColor("#000000"), size * 0.05))
    painter.setBrush(QColor("#3b2a2a"))
    painter.drawPath(helm)
    painter.setBrush(QColor("#d8cfc0"))
    for side in (-1, 1):
        horn = QPolygonF([QPointF(c.x() + side * s * 0.55, c.y() - s * 0.35), QPointF(c.x() + side * s * 1.0,
                                                                                       c.y() - s * 1.0),
                          QPointF(c.x() + side * s * 0.75, c.y() - s * 0.15)])
        painter.drawPolygon(horn)
    painter.setBrush(QColor("#e8402a"))
    painter.setPen(Qt.PenStyle.NoPen)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(c.x() + side * s * 0.32, c.y() + s * 0.05), s * 0.1, s * 0.07)


def small_card(painter: QPainter, c: QPointF, size: float, colour: str) -> None:
    rect = QRectF(c.x() - size * 0.34, c.y() - size / 2, size * 0.68, size)
    painter.setPen(QPen(QColor(colour).darker(170), size * 0.06))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(rect, size * 0.1, size * 0.1)


def symbol(painter: QPainter, kind: str, c: QPointF, size: float) -> None:
    """An activity symbol on a coloured disc: a sword (Fighting), clasped rings (Friendship), a hood (Hiding),
    a footprint (Travelling), a star (joker)."""
    colour = QColor(SYMBOL_COLOURS.get(kind, "#777777"))
    r = size / 2
    painter.setPen(QPen(colour.darker(160), size * 0.05))
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    white = QColor("#fdf7e6")
    if kind == "fighting":
        painter.setPen(_round_pen(white, size * 0.1))
        painter.drawLine(QPointF(c.x() - r * 0.5, c.y() + r * 0.5), QPointF(c.x() + r * 0.5, c.y() - r * 0.5))
        painter.setPen(_round_pen(white, size * 0.08))
        painter.drawLine(QPointF(c.x() - r * 0.55, c.y() + r * 0.1), QPointF(c.x() - r * 0.1, c.y() + r * 0.55))
    elif kind == "friendship":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(white, size * 0.08))
        painter.drawEllipse(QPointF(c.x() - r * 0.22, c.y()), r * 0.36, r * 0.36)
        painter.drawEllipse(QPointF(c.x() + r * 0.22, c.y()), r * 0.36, r * 0.36)
    elif kind == "hiding":
        hood = QPainterPath(QPointF(c.x() - r * 0.55, c.y() + r * 0.55))
        hood.quadTo(c.x() - r * 0.6, c.y() - r * 0.7, c.x(), c.y() - r * 0.65)
        hood.quadTo(c.x() + r * 0.6, c.y() - r * 0.7, c.x() + r * 0.55, c.y() + r * 0.55)
        hood.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(white)
        painter.drawPath(hood)
        painter.setBrush(colour.darker(150))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.05), r * 0.28, r * 0.36)
    elif kind == "travelling":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(white)
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.12), r * 0.26, r * 0.42)
        for i, dx in enumerate((-0.22, -0.05, 0.12, 0.26)):
            painter.drawEllipse(QPointF(c.x() + r * dx, c.y() - r * (0.48 - 0.04 * i)), r * 0.08, r * 0.08)
    else:
        star(painter, c, r * 0.7, white)


def reward(painter: QPainter, kind: str, c: QPointF, size: float) -> None:
    """A line space's reward: a shield, a big shield, a life token, the die, healing, two foes, the Ring's end."""
    if kind == "shield":
        shield(painter, c, size * 0.62)
    elif kind == "big_shield":
        shield(painter, c, size * 0.8, big=True)
    elif kind in ("ring", "heart", "sun"):
        token(painter, kind, c, size * 0.8)
    elif kind == "die":
        die(painter, c, size * 0.62)
    elif kind == "heal":
        heal_icon(painter, c, size * 0.7)
    elif kind == "foes":
        foe_head(painter, QPointF(c.x() - size * 0.2, c.y()), size * 0.5)
        foe_head(painter, QPointF(c.x() + size * 0.2, c.y()), size * 0.5)
    elif kind == "doom":
        mountain = QPolygonF([QPointF(c.x() - size * 0.45, c.y() + size * 0.35), QPointF(c.x() - size * 0.1,
                                                                                       c.y() - size * 0.35),
                              QPointF(c.x() + size * 0.1, c.y() - size * 0.35), QPointF(c.x() + size * 0.45,
                                                                                      c.y() + size * 0.35)])
        painter.setPen(QPen(QColor("#2b0d05"), size * 0.04))
        painter.setBrush(QColor("#5a2a1a"))
        painter.drawPolygon(mountain)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ff6a1a"))
        painter.drawEllipse(QPointF(c.x(), c.y() - size * 0.36), size * 0.12, size * 0.07)


# -- a line of the scenario board --------------------------------------------------------------------------------
def paint_line(painter: QPainter, item: Any) -> None:
    """The spaces of one line, left to right: the printed value (main line), the reward, a feature card's name;
    the spaces the marker has passed are darker, the end of a part (Helm's Deep) a thick bar."""
    d = _data(item.figure.label)
    rect = bounds(item)
    spaces = d.get("spaces", [])
    values = d.get("values")
    names = d.get("names", {})
    taken = set(d.get("taken", []))
    at = int(d.get("marker", -1))
    parts = set(d.get("parts") or [])
    n = max(1, len(spaces))
    px = text_size(painter)
    sw = rect.width() / n
    tint = QColor(d.get("tint", "#e9dcb8"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, kind in enumerate(spaces):
        box = QRectF(rect.left() + i * sw + 3, rect.top() + 3, sw - 6, rect.height() - 6)
        fill = QColor(tint)
        if i < at:
            fill = fill.darker(118)
        elif i == at:
            fill = QColor("#fff3c4")
        fill.setAlpha(215)
        painter.setPen(QPen(QColor("#5b4a32"), max(1.5, px * 0.07)))
        painter.setBrush(fill)
        painter.drawRoundedRect(box, sw * 0.08, sw * 0.08)
        top = box.top() + px * 0.15
        if values is not None and i < len(values):
            draw_text(painter, QRectF(box.left(), top, box.width(), px * 1.2), str(values[i]), px, bold=True,
                      colour=QColor("#5a1e12"))
            top += px * 1.2
        bottom = box.bottom() - box.height() * 0.3      # the lower part is where the marker stands
        card = names.get(str(i))
        if card:
            # a long name takes a third line, down into the marker's place, when the marker stands elsewhere
            small = smaller(painter, px, 0.9)
            step = small * 1.15
            room = (box.bottom() - 4 if i != at else bottom) - top
            lines = wrap(card, small, box.width() - 14, True, max(2, min(3, int(room // step))))
            inner = QRectF(box.left() + 4, top, box.width() - 8, max(bottom, top + len(lines) * step + 6) - top
                           if len(lines) > 2 else bottom - top)
            painter.setPen(QPen(QColor(d.get("card_colour", {}).get(str(i), "#c9a14a")).darker(150), px * 0.06))
            painter.setBrush(QColor(CARD_COLOURS.get(d.get("card_colour", {}).get(str(i), "white"), "#fbf8ef")))
            painter.drawRoundedRect(inner, px * 0.25, px * 0.25)
            y = inner.center().y() - len(lines) * small * 1.15 / 2
            for line in lines:
                draw_text(painter, QRectF(inner.left() + 3, y, inner.width() - 6, small * 1.15), line, small,
                          bold=True)
                y += small * 1.15
        elif i in taken:       # a feature card already won: its empty place
            inner = QRectF(box.left() + 6, top + 2, box.width() - 12, bottom - top - 4)
            pen = QPen(QColor("#8a7b5c"), px * 0.08)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, px * 0.25, px * 0.25)
        elif kind:
            size = min(box.width() * 0.62, bottom - top)
            reward(painter, kind, QPointF(box.center().x(), top + (bottom - top) / 2), size)
        if i + 1 in parts and i + 1 < n:
            painter.setPen(QPen(QColor("#5a1e12"), px * 0.3))
            painter.drawLine(QPointF(box.right() + 3, box.top()), QPointF(box.right() + 3, box.bottom()))


# -- cards ---------------------------------------------------------------------------------------------------------
def paint_card(painter: QPainter, item: Any) -> None:
    """A card in hand: a hobbit card (its symbol big, its name and colour) or a feature card (its name, its
    symbols, a yellow card's power); a gold edge when it can be played now."""
    d = _data(item.figure.label)
    rect = bounds(item)
    px = text_size(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.width() * 0.08
    _shadow(painter, rect, r, item.lifted)
    colour = QColor(CARD_COLOURS.get(d.get("face", "white"), "#fbf8ef"))
    painter.setBrush(colour)
    painter.setPen(QPen(GOLD if item.draggable else colour.darker(170), px * (0.3 if item.draggable else 0.1)))
    painter.drawRoundedRect(rect, r, r)
    pad = px * 0.3
    inner = rect.adjusted(pad, pad, -pad, -pad)
    syms = d.get("symbols", [])
    if d.get("feature"):
        y = draw_lines(painter, QRectF(inner.left(), inner.top(), inner.width(), px * 2.4), d.get("name", ""), px,
                       True, 2)
        if syms:
            size = min(inner.width() / max(1, len(syms)) * 0.85, inner.height() * 0.3)
            left = inner.center().x() - size * 0.55 * len(syms) + size * 0.55
            for k, sym in enumerate(syms):
                symbol(painter, sym, QPointF(left + k * size * 1.1, y + size * 0.65), size)
            y += size * 1.35
        text = d.get("power", "")
        if text:
            draw_lines(painter, QRectF(inner.left(), y + px * 0.1, inner.width(), inner.bottom() - y), text,
                       smaller(painter, px, 0.9), False, 6)      # (as many lines as the card holds, up to six)
    else:
        draw_text(painter, QRectF(inner.left(), inner.top(), inner.width(), px * 1.2), d.get("name", ""), px, True)
        note, note_px = d.get("note", ""), smaller(painter, px, 0.9)
        room = len(wrap(note, note_px, inner.width(), False, 2)) * note_px * 1.15 if note else 0.0
        # the symbol gives way to the note (a long one, in German or Finnish, takes two lines)
        size = max(px, min(inner.width() * 0.7, inner.height() * 0.5, (inner.height() - px * 1.4 - room) / 1.15))
        symbol(painter, syms[0] if syms else "joker", QPointF(inner.center().x(), inner.top() + px * 1.3 + size * 0.55),
               size)
        y = inner.top() + px * 1.4 + size * 1.15
        draw_lines(painter, QRectF(inner.left(), y, inner.width(), max(room, inner.bottom() - y)), note, note_px,
                   False, 2)


def paint_foe(painter: QPainter, item: Any) -> None:
    """A foe on the foe line: its name and its demand; a gold edge on the leftmost one when it can be fought."""
    d = _data(item.figure.label)
    rect = bounds(item)
    px = text_size(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = px * 0.4
    _shadow(painter, rect, r)
    can = bool(d.get("can"))
    painter.setBrush(QColor("#4a2f2a"))
    painter.setPen(QPen(GOLD if can else QColor("#1d0f0c"), px * (0.3 if can else 0.1)))
    painter.drawRoundedRect(rect, r, r)
    icon = min(rect.height() * 0.4, px * 1.4)
    foe_head(painter, QPointF(rect.left() + icon * 0.65, rect.top() + icon * 0.7), icon)
    light = QColor("#fbeedd")
    text_left = rect.left() + icon * 1.3
    y = draw_lines(painter, QRectF(text_left, rect.top() + px * 0.25, rect.right() - text_left - px * 0.15,
                                   px * 2.4), d.get("name", ""), smaller(painter, px, 0.95), True, 2, light)
    y = max(y, rect.top() + icon * 1.4)
    draw_lines(painter, QRectF(rect.left() + px * 0.3, y, rect.width() - px * 0.6, rect.bottom() - y), d.get(
        "demand", ""), smaller(painter, px, 0.9), False, 2, QColor("#f2c9a0"))


def paint_gandalf(painter: QPainter, item: Any) -> None:
    """A Gandalf card still to be called: his name on a grey card, and what he does."""
    d = _data(item.figure.label)
    rect = bounds(item)
    px = text_size(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = px * 0.35
    _shadow(painter, rect, r, item.lifted)
    painter.setBrush(QColor("#d9d6cf" if d.get("can") or item.draggable else "#a9a6a0"))
    painter.setPen(QPen(GOLD if item.draggable or d.get("can") else QColor("#55524c"),
                        px * (0.28 if item.draggable or d.get("can") else 0.1)))
    painter.drawRoundedRect(rect, r, r)
    base, tip = rect.center().y() + rect.height() * 0.38, rect.center().y() - rect.height() * 0.42
    hat = QPolygonF([QPointF(rect.left() + px * 0.3, base), QPointF(rect.left() + px * 1.6, base),
                     QPointF(rect.left() + px * 0.95, tip)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#5d6770"))
    painter.drawPolygon(hat)
    left = rect.left() + px * 2.0
    name = d.get("name", "")
    width = QFontMetricsF(_font(px, True)).horizontalAdvance(name) + px * 0.5
    draw_text(painter, QRectF(left, rect.top(), width, rect.height()), name, px, True, Qt.AlignmentFlag.AlignLeft)
    draw_text(painter, QRectF(left + width, rect.top(), rect.right() - left - width - px * 0.2, rect.height()),
              d.get("text", ""), smaller(painter, px, 0.9), False, Qt.AlignmentFlag.AlignLeft, QColor("#33302a"))


# -- figures -------------------------------------------------------------------------------------------------------
def paint_hobbit(painter: QPainter, item: Any) -> None:
    """A hobbit on the corruption line: a little figure in his seat's colour, a gold ring under the Ring-bearer,
    his name under him when it reads."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 40)), float(d.get("h", 50))
    r = w / 2
    colour = QColor(item.figure.colour)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if d.get("bearer"):
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(GOLD, r * 0.16))
        painter.drawEllipse(QPointF(0, h * 0.28), r * 0.95, r * 0.32)
    body = QPainterPath()
    body.addEllipse(QPointF(0, -h * 0.24), r * 0.36, r * 0.36)
    body.moveTo(-r * 0.7, h * 0.32)
    body.quadTo(-r * 0.7, -h * 0.08, 0, -h * 0.08)
    body.quadTo(r * 0.7, -h * 0.08, r * 0.7, h * 0.32)
    body.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(body.translated(r * 0.08, r * 0.08))
    painter.setPen(QPen(colour.darker(180), r * 0.08))
    painter.setBrush(QColor("#7f7f7f") if d.get("out") else colour)
    painter.drawPath(body)
    px = text_size(painter) * 0.8
    draw_text(painter, QRectF(-w * 0.9, h * 0.32, w * 1.8, px * 1.2), d.get("name", ""), px, True,
              colour=QColor("#fbf3dc"))


def hobbit_mark(item: Any) -> tuple[QPointF, float]:
    """A hobbit wears his player's mark on his chest."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 40)), float(d.get("h", 50))
    return QPointF(0, h * 0.13), min(w, h) * 0.17


def paint_sauron(painter: QPainter, item: Any) -> None:
    """Sauron: a black spire crowned with the Eye."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 40)), float(d.get("h", 60))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    tower = QPolygonF([QPointF(-w * 0.42, h * 0.48), QPointF(-w * 0.2, -h * 0.15), QPointF(-w * 0.3, -h * 0.4),
                       QPointF(-w * 0.08, -h * 0.22), QPointF(0, -h * 0.48), QPointF(w * 0.08, -h * 0.22),
                       QPointF(w * 0.3, -h * 0.4), QPointF(w * 0.2, -h * 0.15), QPointF(w * 0.42, h * 0.48)])
    painter.setPen(QPen(QColor("#000000"), w * 0.04))
    painter.setBrush(QColor("#151212"))
    painter.drawPolygon(tower)
    eye(painter, QPointF(0, -h * 0.02), w * 0.32)


def paint_marker(painter: QPainter, item: Any) -> None:
    """A marker on a line (a round pawn) or the event marker (a dark arrow at the event reached; before any
    event, pointing down at the first from its start above the column)."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 30)), float(d.get("h", 30))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(item.figure.colour)
    if d.get("kind") == "event":
        arrow = QPolygonF([QPointF(-w / 2, -h / 2), QPointF(w / 2, 0), QPointF(-w / 2, h / 2),
                           QPointF(-w * 0.25, 0)])
        if d.get("down"):
            arrow = QPolygonF([QPointF(-w / 2, -h / 2), QPointF(0, h / 2), QPointF(w / 2, -h / 2),
                               QPointF(0, -h * 0.25)])
        painter.setPen(QPen(colour.darker(200), w * 0.06))
        painter.setBrush(colour)
        painter.drawPolygon(arrow)
        return
    r = min(w, h) / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(QPointF(r * 0.12, r * 0.15), r * 0.9, r * 0.9)
    painter.setPen(QPen(colour.darker(190), r * 0.14))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 110))
    painter.drawEllipse(QPointF(-r * 0.28, -r * 0.3), r * 0.3, r * 0.22)


def paint_ring(painter: QPainter, item: Any) -> None:
    """The One Ring, with a glow when it may be put on (dragged onto a line)."""
    d = _data(item.figure.label)
    w = float(d.get("w", 40))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if item.draggable:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 214, 90, 90))
        painter.drawEllipse(QPointF(0, 0), w * 0.5, w * 0.5)
    ring_icon(painter, QPointF(0, 0), w * 0.3, 0.34)


def paint_token(painter: QPainter, item: Any) -> None:
    """A hobbit's life tokens of one kind (the chip and how many), or his shields (a shield and their value)."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 60)), float(d.get("h", 40))
    px = text_size(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(h * 0.8, w * 0.42)
    c = QPointF(-w / 2 + size * 0.55, 0)
    if item.draggable:
        painter.setPen(QPen(GOLD, px * 0.2))
        painter.setBrush(QColor(255, 230, 140, 80))
        painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), h * 0.3, h * 0.3)
    kind = d.get("kind", "ring")
    if kind == "shields":
        shield(painter, c, size * 0.85)
    else:
        token(painter, kind, c, size)
    count = int(d.get("n", 0))
    left = c.x() + size * 0.6
    draw_text(painter, QRectF(left, -h / 2, w / 2 - left - 1, h), f"× {count}"
              if kind != "shields" else str(count), px, True, Qt.AlignmentFlag.AlignLeft,
              INK if count else QColor("#8a7f66"))


def paint_tile(painter: QPainter, item: Any) -> None:
    """The stack of event tiles (face down), or the last tile revealed with its picture."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 60)), float(d.get("h", 60))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(w, h) * 0.8
    kind = d.get("kind", "")
    if kind == "stack":
        for k in range(min(4, int(d.get("n", 0))), 0, -1):
            off = k * size * 0.05
            rect = QRectF(-size / 2 + off, -size / 2 - off, size, size)
            painter.setPen(QPen(QColor("#2a1d0e"), size * 0.03))
            painter.setBrush(QColor("#6d4c2a") if k > 1 else QColor("#8a6236"))
            painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
        eye(painter, QPointF(size * 0.05, -size * 0.05), size * 0.28)
        return
    if not kind:
        return
    rect = QRectF(-size / 2, -size / 2, size, size)
    painter.setPen(QPen(QColor("#2a1d0e"), size * 0.03))
    painter.setBrush(QColor("#efe2bd"))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    c = QPointF(0, 0)
    if kind in SYMBOL_COLOURS:
        symbol(painter, kind, c, size * 0.75)
    elif kind == "sundial":
        painter.setPen(QPen(QColor("#6b5225"), size * 0.05))
        painter.setBrush(QColor("#e9c46a"))
        painter.drawEllipse(c, size * 0.32, size * 0.32)
        painter.drawLine(c, QPointF(size * 0.18, -size * 0.2))
    elif kind == "ring_dark":
        ring_icon(painter, c, size * 0.26)
    elif kind == "eye_or_dark":
        eye(painter, c, size * 0.36)
    elif kind == "three_cards":
        for k in (-1, 0, 1):
            small_card(painter, QPointF(c.x() + k * size * 0.18, c.y()), size * 0.45, "#fbf8ef")
    else:
        small_card(painter, QPointF(c.x() - size * 0.22, c.y()), size * 0.4, "#fbf8ef")
        token(painter, "heart", QPointF(c.x() + size * 0.05, c.y()), size * 0.3)
        shield(painter, QPointF(c.x() + size * 0.3, c.y()), size * 0.26)


def paint_panel(painter: QPainter, item: Any) -> None:
    """The head of a hobbit's panel: his name in his colour, Ring-bearer, where he stands, his cards."""
    d = _data(item.figure.label)
    rect = bounds(item)
    px = TEXT
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = px * 1.25
    name = d.get("name", "")
    ink = QColor(d.get("ink", "#fbf3dc"))
    fm = QFontMetricsF(_font(px * 1.1, True))
    width = min(rect.width() * 0.6, fm.horizontalAdvance(name) + px * 0.4)
    draw_text(painter, QRectF(rect.left(), rect.top(), width, line), name, px * 1.1, True,
              Qt.AlignmentFlag.AlignLeft, ink)
    badge = d.get("badge", "")
    if badge:
        draw_text(painter, QRectF(rect.left() + width + px * 0.2, rect.top(), rect.width() - width - px * 0.2, line),
                  badge, px, True, Qt.AlignmentFlag.AlignLeft, QColor("#8a5a00"))
    draw_text(painter, QRectF(rect.left(), rect.top() + line, rect.width(), line), d.get("where", ""), px, False,
              Qt.AlignmentFlag.AlignLeft)
    draw_text(painter, QRectF(rect.left(), rect.top() + 2 * line, rect.width(), line), d.get("cards", ""), px,
              False, Qt.AlignmentFlag.AlignLeft)


def paint_fellowship(painter: QPainter, item: Any) -> None:
    """The Fellowship on the route: a small banner."""
    d = _data(item.figure.label)
    w, h = float(d.get("w", 40)), float(d.get("h", 50))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(_round_pen(QColor("#3a2a12"), w * 0.07))
    painter.drawLine(QPointF(-w * 0.3, h * 0.48), QPointF(-w * 0.3, -h * 0.48))
    flag = QPolygonF([QPointF(-w * 0.3, -h * 0.46), QPointF(w * 0.45, -h * 0.3), QPointF(-w * 0.3, -h * 0.06)])
    painter.setPen(QPen(QColor("#5a1e12"), w * 0.04))
    painter.setBrush(QColor("#c0392b"))
    painter.drawPolygon(flag)
    ring_icon(painter, QPointF(w * 0.0, h * 0.22), w * 0.18, 0.3)


def register() -> None:
    for name, paint in ((LINE, paint_line), (CARD, paint_card), (FOE, paint_foe), (HOBBIT, paint_hobbit),
                        (SAURON, paint_sauron), (MARKER, paint_marker), (RING, paint_ring), (TOKEN, paint_token),
                        (SHIELD, paint_token), (TILE, paint_tile), (GANDALF, paint_gandalf), (PANEL, paint_panel),
                        (FELLOWSHIP, paint_fellowship)):
        register_figure_art(name, paint, bounds, mark=hobbit_mark if name == HOBBIT else None)

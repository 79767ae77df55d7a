"""Lords of Waterdeep's own drawings on the board: quest cards with cube and coin icons, the agents as
little standing figures, and each player's mat (name, score, tavern, intrigue hand and Lord).

All our own art: the adventurers are small coloured squares (clerics white, fighters orange, rogues
black, wizards purple), gold is a yellow coin, victory points a green shield. A drawing gets what it
shows from its figure's label, a small JSON text the adapter writes (`card_label`, `mat_label`), so
one painter serves every window and every seat.

Text is never drawn smaller than `MIN_PX` pixels on screen: a line that would be is left out (the
tooltip says everything), and a card zoomed in on shows more lines.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ..board.figures import register_figure_art
from ..i18n import tr

CARD_ART, AGENT_ART, MAT_ART = "waterdeep_card", "waterdeep_agent", "waterdeep_mat"

MIN_PX = 9.0            # the smallest text on screen, in pixels
TEXT = 26.5             # the text size of cards and mats, in board units, at the zoom that fits the board
ADVENTURERS = ("cleric", "fighter", "rogue", "wizard")
CUBE = {"cleric": "#f7f4ea", "fighter": "#f08a24", "rogue": "#262626", "wizard": "#8a4fd0"}
GOLD, VP_GREEN = "#f2c230", "#4f9a45"
TYPE_COLOURS = {"arcana": "#8a4fd0", "piety": "#e9e4d2", "skullduggery": "#4a4a4a", "warfare": "#f08a24",
                "commerce": "#e8b923", "mandatory": "#b8322a"}
INK = QColor("#1d1a14")


#: what the last paint drew, for tests: (text, size on screen in pixels) pairs, while recording
RECORD: list[tuple[str, float]] | None = None


@lru_cache(maxsize=4096)
def _data(label: str) -> dict:
    try:
        return json.loads(label)
    except ValueError:
        return {}


def card_label(**data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


mat_label = card_label


def _scale(painter: QPainter) -> float:
    t = painter.worldTransform()
    return max(1e-6, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def text_size(painter: QPainter) -> float:
    """The size of card text in board units: `TEXT` at the fitting zoom, smaller when zoomed in (never under
    `MIN_PX` on screen), so more of a card shows the closer one looks."""
    return max(MIN_PX / _scale(painter), min(TEXT, MIN_PX * 1.35 / _scale(painter)))


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, colour: QColor = INK,
              elide: bool = True) -> bool:
    """One line of text in `rect` (elided to fit); False, and nothing drawn, when it would be too small."""
    font = _font(px, bold)
    on_screen = font.pixelSize() * _scale(painter)
    if on_screen < MIN_PX - 0.05 or not text:
        return False
    fm = QFontMetricsF(font)
    if elide:
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        if not text or text == "…":
            return False
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
    if RECORD is not None:
        RECORD.append((text, on_screen))
    return True


def wrap_lines(text: str, px: float, width: float, bold: bool, most: int) -> list[str]:
    """`text` in at most `most` lines of `width` (the last elided)."""
    from ..panels import wrap_words
    fm = QFontMetricsF(_font(px, bold))
    lines = [ln for ln in wrap_words(" ".join(text.split()), fm, width).split("\n") if ln]
    if len(lines) > most:
        lines = [*lines[:most - 1], " ".join(lines[most - 1:])]
    return lines


# -- icons ---------------------------------------------------------------------------------------------
def draw_cube(painter: QPainter, centre: QPointF, size: float, kind: str) -> None:
    colour = QColor(CUBE.get(kind, "#999999"))
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(QPen(colour.darker(170) if kind != "rogue" else QColor("#000000"), size * 0.1))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 90 if kind != "cleric" else 0))
    painter.drawRect(QRectF(rect.left() + size * 0.18, rect.top() + size * 0.18, size * 0.28, size * 0.14))


def draw_coin(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.setPen(QPen(QColor("#8a6410"), radius * 0.16))
    painter.setBrush(QColor(GOLD))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#b8891a"), radius * 0.1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.62, radius * 0.62)


def draw_shield(painter: QPainter, centre: QPointF, size: float) -> None:
    """Victory points: a small green shield."""
    s = size / 2
    path = QPainterPath(QPointF(centre.x() - s, centre.y() - s))
    path.lineTo(centre.x() + s, centre.y() - s)
    path.lineTo(centre.x() + s, centre.y() + s * 0.1)
    path.quadTo(centre.x() + s * 0.8, centre.y() + s * 0.8, centre.x(), centre.y() + s * 1.1)
    path.quadTo(centre.x() - s * 0.8, centre.y() + s * 0.8, centre.x() - s, centre.y() + s * 0.1)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#2d5d27"), size * 0.08))
    painter.setBrush(QColor(VP_GREEN))
    painter.drawPath(path)


def draw_small_card(painter: QPainter, centre: QPointF, size: float, colour: str) -> None:
    """An intrigue card, a quest card or a building tile, face down: a small upright card."""
    rect = QRectF(centre.x() - size * 0.36, centre.y() - size / 2, size * 0.72, size)
    painter.setPen(QPen(QColor(colour).darker(170), size * 0.07))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(rect, size * 0.1, size * 0.1)
    painter.setPen(QPen(QColor(255, 255, 255, 150), size * 0.05))
    painter.drawLine(QPointF(rect.left() + size * 0.14, rect.center().y()),
                     QPointF(rect.right() - size * 0.14, rect.center().y()))


ICONS = {"intrigue": "#7a2230", "quest": "#c9a14a", "building": "#8a6a42"}


def res_row(painter: QPainter, left: float, mid_y: float, res: dict[str, int], px: float, right: float,
            extras: tuple[str, ...] = ()) -> float:
    """Icons for a bundle, left to right from `left`: up to four cubes of a kind drawn one by one, more as
    one cube and a count; gold as a coin with its amount; VP as a shield with its number; then `extras`
    (icons: intrigue, quest, building). Returns where it ended; nothing is drawn past `right`."""
    size = px * 0.82
    gap = size * 0.22
    x = left
    for kind in ADVENTURERS:
        n = res.get(kind, 0)
        if not n:
            continue
        each = n if n <= 4 else 1
        need = each * (size + gap) + (0 if n <= 4 else px * 1.2)
        if x + need > right:
            return x
        for _ in range(each):
            draw_cube(painter, QPointF(x + size / 2, mid_y), size, kind)
            x += size + gap
        if n > 4:
            draw_text(painter, QRectF(x, mid_y - px * 0.7, px * 1.2, px * 1.4), f"×{n}", px,
                      align=Qt.AlignmentFlag.AlignLeft)
            x += px * 1.2
        x += gap
    for kind, draw in (("gold", "coin"), ("vp", "shield")):
        n = res.get(kind, 0)
        if not n:
            continue
        r = px * 0.62
        width = QFontMetricsF(_font(px, True)).horizontalAdvance(str(n))
        if x + 2 * r + width + gap > right:
            return x
        if draw == "coin":
            draw_coin(painter, QPointF(x + r, mid_y), r)
        else:
            draw_shield(painter, QPointF(x + r, mid_y - r * 0.05), 2 * r)
        x += 2 * r + gap * 0.6
        draw_text(painter, QRectF(x, mid_y - px * 0.7, width + 2, px * 1.4), str(n), px, bold=True,
                  align=Qt.AlignmentFlag.AlignLeft, elide=False)
        x += width + gap * 2
    for extra in extras:
        if x + size > right:
            return x
        draw_small_card(painter, QPointF(x + size * 0.4, mid_y), size * 1.05, ICONS.get(extra, "#888888"))
        x += size * 0.8 + gap * 2
    return x


# -- quest cards -------------------------------------------------------------------------------------------
def card_rect(item: Any) -> QRectF:
    """A card's rectangle round its centre: its half width is the item's radius, its shape from the label."""
    aspect = float(_data(item.figure.label).get("aspect", 0.7))
    w = item.radius
    return QRectF(-w, -w * aspect, 2 * w, 2 * w * aspect)


def paint_card(painter: QPainter, item: Any) -> None:
    """A face-up quest: a band in its type's colour with its VP, its name, what it costs (cubes and coins),
    what it gives; a gold edge when it can be played now (clicked or dragged)."""
    d = _data(item.figure.label)
    rect = card_rect(item)
    px = text_size(painter)
    colour = QColor(TYPE_COLOURS.get(d.get("type", ""), "#c9a14a"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = min(rect.width(), rect.height()) * 0.06
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80 if item.lifted else 50))
    painter.drawRoundedRect(rect.translated(rect.width() * 0.02, rect.height() * 0.03), r, r)
    painter.setBrush(QColor("#fbf4df"))
    edge = QColor("#ffcc33") if item.draggable else colour.darker(150)
    painter.setPen(QPen(edge, px * (0.28 if item.draggable else 0.1)))
    painter.drawRoundedRect(rect, r, r)
    pad = px * 0.16
    band = QRectF(rect.left(), rect.top(), rect.width(), px * 1.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band.adjusted(pad * 0.5, pad * 0.5, -pad * 0.5, 0), r * 0.7, r * 0.7)
    light = colour.lightness() > 150
    on_band = INK if light else QColor("#ffffff")
    vp = int(d.get("vp", 0))
    vp_text = tr("%n VP", None, vp) if vp else ""
    vp_width = QFontMetricsF(_font(px, True)).horizontalAdvance(vp_text) + pad * 2 if vp_text else 0
    if vp_text:
        draw_text(painter, QRectF(band.right() - vp_width - pad, band.top(), vp_width, band.height()), vp_text, px,
                  bold=True, align=Qt.AlignmentFlag.AlignRight, colour=on_band, elide=False)
    word = d.get("word", "")
    draw_text(painter, QRectF(band.left() + pad * 2, band.top(), band.width() - vp_width - pad * 4, band.height()),
              word, px, bold=True, align=Qt.AlignmentFlag.AlignLeft, colour=on_band)
    y = band.bottom() + pad
    bottom = rect.bottom() - pad
    line = px * 1.14
    rows_left = int((bottom - y) // line)
    # the icons come first (what it costs and gives); the name takes the lines that are left
    gives = bool(d.get("gain") or d.get("icons"))
    icon_rows = 1 if rows_left <= 3 or not gives else 2
    name_rows = max(0, min(2, rows_left - icon_rows - (1 if d.get("extra") and rows_left > 4 else 0)))
    inner = QRectF(rect.left() + pad * 2, y, rect.width() - pad * 4, 0)
    if name_rows:
        for text in wrap_lines(d.get("name", ""), px, inner.width(), True, name_rows):
            draw_text(painter, QRectF(inner.left(), y, inner.width(), line), text, px, bold=True)
            y += line
    # the labels' column is as wide as the longer label in the player's language ("Maliyet" needs more than "Cost")
    metrics = QFontMetricsF(_font(px, False))
    label_w = max(px * 3.1, max(metrics.horizontalAdvance(tr("Cost")), metrics.horizontalAdvance(tr("Gives"))) + pad)
    if icon_rows >= 1:
        mid = y + line / 2
        painter.setPen(QPen(INK, px * 0.06))
        draw_text(painter, QRectF(inner.left(), y, label_w, line), tr("Cost") if icon_rows > 1 else "", px,
                  align=Qt.AlignmentFlag.AlignLeft)
        start = inner.left() + (label_w if icon_rows > 1 else 0)
        cost = d.get("cost", {})
        if icon_rows == 1:   # one row: cost → reward (the VP are on the band)
            end = res_row(painter, start, mid, cost, px, inner.right())
            if d.get("gain") or d.get("icons"):
                arrow = QRectF(end, y, px * 1.1, line)
                draw_text(painter, arrow, "→", px, bold=True, elide=False)
                res_row(painter, arrow.right() + pad, mid, d.get("gain", {}), px, inner.right(),
                        tuple(d.get("icons", ())))
        else:
            res_row(painter, start, mid, cost, px, inner.right())
        y += line
    if icon_rows >= 2:
        mid = y + line / 2
        draw_text(painter, QRectF(inner.left(), y, label_w, line), tr("Gives"), px, align=Qt.AlignmentFlag.AlignLeft)
        res_row(painter, inner.left() + label_w, mid, d.get("gain", {}), px, inner.right(), tuple(d.get("icons", ())))
        y += line
    extra = d.get("extra", "")
    if extra and y + line <= bottom + pad:
        draw_text(painter, QRectF(inner.left(), y, inner.width(), line), extra, px)


# -- agents --------------------------------------------------------------------------------------------------
def agent_rect(item: Any) -> QRectF:
    r = item.radius
    return QRectF(-r * 0.8, -r, r * 1.6, r * 2.0)


def agent_mark(item: Any) -> tuple[QPointF, float]:
    """An agent wears its player's mark on its chest."""
    return QPointF(0, item.radius * 0.36), item.radius * 0.32


def paint_agent(painter: QPainter, item: Any) -> None:
    """An agent: a small standing figure in its player's colour (a head, arms out, a wide foot); the
    Lieutenant wears a gold sash, the Ambassador a gold crown. A gold ring under it when it can move."""
    r = item.radius
    colour = QColor(item.figure.colour)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if item.draggable:
        painter.setPen(QPen(QColor("#ffcc33"), r * 0.16))
        painter.setBrush(QColor(255, 220, 90, 70))
        painter.drawEllipse(QPointF(0, r * 0.72), r * 0.78, r * 0.26)
    lift = r * (0.18 if item.lifted else 0.07)
    body = QPainterPath()
    body.addEllipse(QPointF(0, -r * 0.58), r * 0.3, r * 0.3)
    body.addPolygon(QPolygonF([QPointF(-r * 0.22, -r * 0.3), QPointF(r * 0.22, -r * 0.3), QPointF(r * 0.72, -r * 0.08),
                               QPointF(r * 0.7, r * 0.14), QPointF(r * 0.3, r * 0.08), QPointF(r * 0.6, r * 0.8),
                               QPointF(-r * 0.6, r * 0.8), QPointF(-r * 0.3, r * 0.08), QPointF(-r * 0.7, r * 0.14),
                               QPointF(-r * 0.72, -r * 0.08)]))
    body = body.simplified()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(body.translated(lift, lift))
    painter.setPen(QPen(colour.darker(190), r * 0.07))
    painter.setBrush(colour)
    painter.drawPath(body)
    role = item.figure.shape
    if role == "lieutenant":
        painter.setPen(QPen(QColor("#ffd34d"), r * 0.16))
        painter.drawLine(QPointF(-r * 0.25, -r * 0.25), QPointF(r * 0.35, r * 0.35))
    elif role == "ambassador":
        crown = QPolygonF([QPointF(-r * 0.3, -r * 0.78), QPointF(-r * 0.3, -r * 1.0), QPointF(-r * 0.12, -r * 0.86),
                           QPointF(0, -r * 1.04), QPointF(r * 0.12, -r * 0.86), QPointF(r * 0.3, -r * 1.0),
                           QPointF(r * 0.3, -r * 0.78)])
        painter.setPen(QPen(QColor("#8a6410"), r * 0.05))
        painter.setBrush(QColor("#ffd34d"))
        painter.drawPolygon(crown)


# -- the players' mats --------------------------------------------------------------------------------------
def mat_rect(item: Any) -> QRectF:
    d = _data(item.figure.label)
    w, h = float(d.get("w", 400)), float(d.get("h", 100))
    return QRectF(-w / 2, -h / 2, w, h)


def paint_mat(painter: QPainter, item: Any) -> None:
    """The top of a player's mat: the name and score, the Lord (its owner only), the intrigue hand (its
    owner sees the cards' names, the others how many), then the tavern as cubes and coins."""
    d = _data(item.figure.label)
    rect = mat_rect(item)
    px = TEXT
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = px * 1.2
    head = QRectF(rect.left(), rect.top(), rect.width(), line)
    x = head.left() + px * 0.3
    name = d.get("name", "")
    fm = QFontMetricsF(_font(px * 1.05, True))
    width = fm.horizontalAdvance(name) + px * 0.5
    draw_text(painter, QRectF(x, head.top(), width, line), name, px * 1.05, bold=True,
              align=Qt.AlignmentFlag.AlignLeft, colour=QColor(d.get("ink", "#1d1a14")), elide=False)
    x += width
    vp = d.get("vp", 0)
    draw_shield(painter, QPointF(x + px * 0.5, head.center().y()), px * 0.95)
    x += px * 1.15
    vp_text = tr("%n VP", None, int(vp))
    width = QFontMetricsF(_font(px, True)).horizontalAdvance(vp_text) + px * 0.6
    draw_text(painter, QRectF(x, head.top(), width, line), vp_text, px, bold=True, align=Qt.AlignmentFlag.AlignLeft,
              elide=False)
    x += width
    if d.get("first"):
        width = QFontMetricsF(_font(px)).horizontalAdvance(tr("first player")) + px * 0.5
        if x + width < rect.right():
            draw_text(painter, QRectF(x, head.top(), width, line), tr("first player"), px,
                      align=Qt.AlignmentFlag.AlignLeft, colour=QColor("#6b2b14"))
            x += width
    lord = d.get("lord", "")
    if lord and x + px * 3 < rect.right():
        draw_small_card(painter, QPointF(x + px * 0.4, head.center().y()), px * 0.95, "#2f4f7a")
        draw_text(painter, QRectF(x + px * 1.0, head.top(), rect.right() - x - px * 1.0, line), lord, px,
                  align=Qt.AlignmentFlag.AlignLeft)
    # the tavern and the intrigue hand
    y = head.bottom()
    mid = y + line / 2
    x = rect.left() + px * 0.3
    tavern = d.get("tavern", {})
    size = px * 0.85
    for kind in (*ADVENTURERS, "gold"):
        n = tavern.get(kind, 0)
        text = str(n)
        width = QFontMetricsF(_font(px, True)).horizontalAdvance(text)
        if kind == "gold":
            draw_coin(painter, QPointF(x + size / 2, mid), size * 0.6)
        else:
            draw_cube(painter, QPointF(x + size / 2, mid), size, kind)
        draw_text(painter, QRectF(x + size * 1.2, y, width + 2, line), text, px, bold=True,
                  align=Qt.AlignmentFlag.AlignLeft, elide=False)
        x += size * 1.2 + width + px * 0.65
    hand = d.get("hand")
    count = int(d.get("cards", 0))
    x += px * 0.2
    draw_small_card(painter, QPointF(x + px * 0.4, mid), px * 0.95, ICONS["intrigue"])
    x += px * 1.0
    text = ", ".join(hand) if hand else tr("%n intrigue card(s)", None, count)
    if hand is not None and not hand:
        text = tr("no intrigue card")
    draw_text(painter, QRectF(x, y, rect.right() - x, line), text, px, align=Qt.AlignmentFlag.AlignLeft)


def register() -> None:
    register_figure_art(CARD_ART, paint_card, card_rect)
    register_figure_art(AGENT_ART, paint_agent, agent_rect, mark=agent_mark)
    register_figure_art(MAT_ART, paint_mat, mat_rect)

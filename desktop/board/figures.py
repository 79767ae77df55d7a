"""Figures on the board: a round token in its seat's colour with its points and a name tag, or a drawing of the
adapter's own (`Figure.art`, registered with `register_figure_art`: War of the Ring's dice, Waterdeep's cards)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject

from ..seat_marks import draw_mark, seat_mark
from .labels import Z_FIGURE
from .legible import boost, font_px, painted_texts, readable, scale_of
from .pictures import Pictures

if TYPE_CHECKING:
    from ..games.base import Figure


#: drawings of the adapters' own for figures (Figure.art): name -> paint(painter, item), the item's centre at
#: (0, 0) and `item.radius` its half size (e.g. War of the Ring's action dice)
FIGURE_ART: dict[str, Callable[[QPainter, FigureItem], None]] = {}
#: the rectangle such a drawing covers round the item's centre (its shape for the mouse too), when it is not
#: the square of `radius` (a card lying flat, a player's mat)
FIGURE_BOUNDS: dict[str, Callable[[FigureItem], QRectF]] = {}
#: the outline the mouse finds such a drawing by, when it is not its whole bounds (a round base with its name
#: drawn under it)
FIGURE_SHAPES: dict[str, Callable[[FigureItem], QPainterPath]] = {}
#: where such a drawing wears its seat's mark (desktop/seat_marks.py): (its centre round the item's, its half
#: size); a drawing not named here wears none (a card, a die, a track marker)
FIGURE_MARKS: dict[str, Callable[[FigureItem], tuple[QPointF, float]]] = {}


def register_figure_art(name: str, paint: Callable[[QPainter, FigureItem], None],
                        bounds: Callable[[FigureItem], QRectF] | None = None,
                        shape: Callable[[FigureItem], QPainterPath] | None = None,
                        mark: Callable[[FigureItem], tuple[QPointF, float]] | None = None) -> None:
    FIGURE_ART[name] = paint
    if mark is not None:
        FIGURE_MARKS[name] = mark
    if bounds is not None:
        FIGURE_BOUNDS[name] = bounds
    if shape is not None:
        FIGURE_SHAPES[name] = shape


class FigureItem(QGraphicsObject):
    """A figure: a round token in its seat's colour with a short name and its points.

    When the board is small on screen the token is drawn bigger, so its number stays legible
    (legible.MIN_TEXT_PX), and its name tag is drawn a little bigger or, when that is not enough, left out
    (the tooltip names it) until the player zooms in. `set_floor` says how small the board gets.

    A figure of a seat wears the seat's mark, a shape filled with the seat's colour (`seat_colour` says it;
    without it the figure's own colour), so no seat is told by colour alone."""

    #: a tag is drawn at most this much bigger than designed at the board's smallest zoom, else hidden there
    TAG_MAX_BOOST = 1.4

    def __init__(self, figure: Figure, radius: float, font: QFont,
                 seat_colour: Callable[[int], str] | None = None) -> None:
        super().__init__()
        self.figure = figure
        self.seat_colour = seat_colour
        self.base_font = QFont(font)
        self.radius = 0.0
        self.floor: float | None = None
        self.floor_k, self.tag_k = 1.0, 1.0    # their boosts at the floor (tag_k 0: the tag is hidden there)
        self._bounds: tuple[tuple, QRectF] | None = None
        self._look = 0   # counts the looks it has had (a new Figure: a new look)
        self.set_radius(radius)
        self.draggable = False
        self.lifted = False
        self.anim: QAbstractAnimation | None = None   # its move under way (BoardScene.move_figure)
        self.setZValue(Z_FIGURE)
        self.setToolTip(figure.tooltip or figure.label)
        self.setAcceptHoverEvents(True)
        self.pictures = Pictures()   # (moving it just moves its picture)

    @property
    def id(self) -> str:
        return self.figure.id

    @property
    def node(self) -> str:
        return self.figure.node

    @property
    def mark(self) -> str | None:
        """The seat's mark it wears ('circle', 'triangle'... see desktop/seat_marks.py), None when it wears none."""
        f = self.figure
        if f.seat is None or (f.art and f.art not in FIGURE_MARKS):
            return None
        return seat_mark(f.seat)

    def mark_place(self) -> tuple[QPointF, float] | None:
        """Where its mark is drawn round its centre, before any boost, and its half size (None: no mark)."""
        if self.mark is None:
            return None
        if self.figure.art:
            return FIGURE_MARKS[self.figure.art](self)
        return QPointF(self.radius * 0.78, -self.radius * 0.76), self.radius * 0.38

    def mark_colour(self) -> str:
        seat = self.figure.seat
        return self.seat_colour(seat) if self.seat_colour is not None and seat is not None else self.figure.colour

    def _draw_mark(self, painter: QPainter) -> None:
        place = self.mark_place()
        if place is not None and self.mark is not None:
            draw_mark(painter, self.mark, place[0], place[1], self.mark_colour())

    def set_figure(self, figure: Figure) -> None:
        if figure == self.figure:   # the same look: its picture still holds
            return
        self._look += 1
        if bool(figure.art) != bool(self.figure.art) or figure.label != self.figure.label:
            self.prepareGeometryChange()
        self.figure = figure
        self.setToolTip(figure.tooltip or figure.label)
        self.set_floor(self.floor)
        self.update()

    def set_radius(self, radius: float) -> None:
        """Figures shrink when several share a place; the name tag keeps a legible minimum size."""
        if abs(radius - self.radius) < 1e-6:
            return
        self.prepareGeometryChange()
        self.radius = radius
        self.font = QFont(self.base_font)
        self.font.setBold(True)
        self.font.setPointSizeF(radius * 0.85)
        self.small = QFont(self.base_font)
        self.small.setBold(True)
        self.small.setPointSizeF(max(radius * 0.42, self.base_font.pointSizeF() * 0.85))
        self.set_floor(self.floor)
        self.update()

    @staticmethod
    def boosts(number_px: float, tag_px: float, floor: float | None) -> tuple[float, float]:
        """(the token's boost, the tag's boost, 0 when the tag is hidden) at the board's smallest zoom."""
        if not floor:
            return 1.0, 1.0
        tag = boost(tag_px, floor)
        return boost(number_px, floor), (tag if tag <= FigureItem.TAG_MAX_BOOST else 0.0)

    def set_floor(self, floor: float | None) -> None:
        self.floor = floor
        k, tag = (1.0, 1.0) if self.figure.art else self.boosts(font_px(self.font), font_px(self.small), floor)
        if (k, tag) != (self.floor_k, self.tag_k):
            self.prepareGeometryChange()
            self.floor_k, self.tag_k = k, tag
            self.update()

    def shown_at(self, scale: float) -> tuple[float, float]:
        """(the token's boost, the tag's boost, 0 when the tag is left out) at `scale`."""
        k = boost(font_px(self.font), scale, self.floor_k)
        tag = max(k, boost(font_px(self.small), scale, self.tag_k or 1.0))
        return k, (tag if readable(font_px(self.small) * tag, scale) else 0.0)

    def set_draggable(self, on: bool) -> None:
        if on != self.draggable:
            self.draggable = on
            self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        bounds = FIGURE_BOUNDS.get(self.figure.art) if self.figure.art else None
        if bounds is not None:   # a drawing that says its own bounds
            return bounds(self)
        # asked for on every paint and pick: worked out once per look
        key = (self.radius, self.floor_k, self.tag_k, bool(self.figure.art), self.figure.label)
        if self._bounds is None or self._bounds[0] != key:
            r = self.radius * self.floor_k
            if self.figure.art:
                rect = QRectF(-r * 1.3, -r * 1.3, r * 2.6, r * 2.6)
            else:
                rect = QRectF(-r * 1.75, -r * 1.3, r * 3.5, r * 2.75)
                if self.tag_k:
                    rect = rect.united(self._tag_rect(max(self.floor_k, self.tag_k)))
            self._bounds = (key, rect)
        return self._bounds[1]

    def shape(self) -> QPainterPath:
        outline = FIGURE_SHAPES.get(self.figure.art) if self.figure.art else None
        if outline is not None:
            return outline(self)
        path = QPainterPath()
        bounds = FIGURE_BOUNDS.get(self.figure.art) if self.figure.art else None
        if bounds is not None:
            path.addRect(bounds(self))
            return path
        r = self.radius * self.floor_k
        if self.figure.art:
            path.addRect(QRectF(-r, -r, 2 * r, 2 * r))
            return path
        path.addEllipse(QPointF(0, 0), r * 1.1, r * 1.1)
        if self.tag_k:
            path.addRect(self._tag_rect(max(self.floor_k, self.tag_k)))
        return path

    def _tag_rect(self, k: float = 1.0) -> QRectF:
        """The name tag under the token, drawn `k` times bigger than designed (from the token's middle)."""
        r = self.radius
        fm = QFontMetricsF(self.small)
        width = min(r * 3.45, fm.horizontalAdvance(self.figure.label) + r * 0.4)
        return QRectF(-width / 2 * k, r * 0.72 * k, width * k, fm.height() * 1.05 * k)

    def _centre_text(self) -> str:
        return str(self.figure.points) if self.figure.points is not None else self.figure.label[:2]

    def _tag_text(self) -> str:
        tag = self._tag_rect()
        return QFontMetricsF(self.small).elidedText(self.figure.label, Qt.TextElideMode.ElideRight,
                                                    tag.width() - self.radius * 0.15)

    def texts_at(self, scale: float) -> list[tuple[str, float]]:
        """What it writes at `scale`, with the height on screen in pixels."""
        art = FIGURE_ART.get(self.figure.art) if self.figure.art else None
        if art is not None:
            return painted_texts(lambda painter: art(painter, self), scale)
        k, tag = self.shown_at(scale)
        out = [(self._centre_text(), font_px(self.font) * k * scale)]
        if tag:
            out.append((self._tag_text(), font_px(self.small) * tag * scale))
        return out

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = (self._look, self.radius, self.floor_k, self.tag_k, self.draggable, self.lifted)
        self.pictures.paint(self, painter, look, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art = FIGURE_ART.get(self.figure.art) if self.figure.art else None
        if art is not None:
            art(painter, self)
            self._draw_mark(painter)
            return
        k, tag_k = self.shown_at(scale_of(painter.worldTransform()))
        if k != 1.0:
            painter.scale(k, k)
        r = self.radius
        colour = QColor(self.figure.colour)
        light = colour.lightness() > 150
        lift = r * (0.35 if self.lifted else 0.14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90 if self.lifted else 70))
        painter.drawEllipse(QPointF(lift, lift * 1.2), r, r)
        if self.draggable:   # a gold ring: this one can be picked up now
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffd34d"), r * 0.2))
            painter.drawEllipse(QPointF(0, 0), r * 1.12, r * 1.12)
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        grad.setColorAt(0, colour.lighter(150))
        grad.setColorAt(0.55, colour)
        grad.setColorAt(1, colour.darker(140))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#f8f1dc"), r * 0.12))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(colour.darker(200), r * 0.05))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 1.06, r * 1.06)
        # the points, big, in the middle of the token
        painter.setPen(QColor("#1b1b1b") if light else QColor("#ffffff"))
        painter.setFont(self.font)
        painter.drawText(QRectF(-r, -r * 0.95, 2 * r, 1.8 * r), Qt.AlignmentFlag.AlignCenter, self._centre_text())
        self._draw_mark(painter)
        if not tag_k:   # too small to read: the tooltip names it
            return
        # the name on a tag under the token
        if tag_k != k:
            painter.scale(tag_k / k, tag_k / k)
        tag = self._tag_rect()
        painter.setPen(QPen(colour.darker(170), r * 0.05))
        painter.setBrush(QColor(255, 250, 236, 235))
        painter.drawRoundedRect(tag, tag.height() * 0.3, tag.height() * 0.3)
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(self.small)
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self._tag_text())

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    animPos = Property(QPointF, _get_pos, _set_pos)


__all__ = ["FIGURE_ART", "FIGURE_BOUNDS", "FIGURE_MARKS", "FigureItem", "register_figure_art"]

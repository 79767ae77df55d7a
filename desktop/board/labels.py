"""Place names and the small discs beside them (a strength badge, an owner's mark), legible at any zoom.

A name is drawn as a light halo (the text's outline widened) under the text. Stroking the text with a
wide round pen on every paint was most of a board's drawing time; the same halo as one filled outline
without the glyphs' inner edges (QPainterPath.simplified) fills about eight times faster. Working it out
takes a few milliseconds per name, so it is done in idle moments after the board is shown (and kept
for the next board); until then a name is stroked as before. Both look the same.

How a name stays legible when the board is small on screen (boosted, shortened to its title or hidden until
the player zooms in) is decided by the scene (`BoardScene.set_floor`) with the rules of legible.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem

from ..seat_marks import mark_path
from .legible import MAJOR, MINOR, boost, font_px, readable, scale_of
from .pictures import Pictures

if TYPE_CHECKING:
    from ..games.base import LabelStyle

ANTIALIASING = QPainter.RenderHint.Antialiasing
NO_PEN = Qt.PenStyle.NoPen
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter
SHADOW = QBrush(QColor(0, 0, 0, 60))

Z_BACK, Z_FEATURE, Z_NODE, Z_EDGE, Z_HIGHLIGHT, Z_LABEL, Z_MARK, Z_FIGURE, Z_DRAG = 0, 1, 2, 3, 4, 5, 6, 7, 20

HALO_COLOUR = QColor(255, 250, 235, 215)
HALO_BRUSH = QBrush(HALO_COLOUR)
HALO_DETAIL = 2.0         # curves are flattened at this many times the board's own scale …
HALO_MAX_SCALE = 16.0     # … which stays smooth (< 0.3 px off) up to this many pixels per board unit
_HALOS: dict[tuple, QPainterPath] = {}   # (text, font, underlined, x, y[, "title"]) -> halo outline, for the next board

#: the ways a label can be shown when the board is at its smallest: every line, only its title, not at all
ALL, TITLE, HIDDEN = "all", "title", "hidden"


def _label_style(**kwargs) -> LabelStyle:
    from ..games.base import LabelStyle
    return LabelStyle(**kwargs)


def halo_outline(path: QPainterPath | list[QPainterPath], halo: float) -> QPainterPath:
    """The area a round pen `2 * halo` wide covers when it strokes `path`, as simple outlines. Given the
    lines of a label one by one, each line is outlined on its own and the outlines are laid over each
    other (filled with the winding rule, so overlaps stay filled): simplifying one path of many lines
    costs far more than its lines one at a time (12 lines: ~1.4 s against ~0.1 s)."""
    k = HALO_DETAIL
    stroker = QPainterPathStroker()
    stroker.setWidth(halo * 2 * k)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    scale = QTransform.fromScale(k, k)
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for part in (path if isinstance(path, list) else [path]):
        out.addPath(stroker.createStroke(scale.map(part)).simplified())
    out.setFillRule(Qt.FillRule.WindingFill)
    return QTransform.fromScale(1 / k, 1 / k).map(out)


def _scaled(rect: QRectF, centre: QPointF, k: float) -> QRectF:
    """`rect` enlarged `k` times about `centre`."""
    if k == 1.0:
        return QRectF(rect)
    return QRectF(centre + (rect.topLeft() - centre) * k, centre + (rect.bottomRight() - centre) * k)


class LabelItem(QGraphicsItem):
    """A place name with a light halo so it reads on any fill; fortresses underlined. An adapter's text
    (LabelStyle.text) has a title and smaller lines under it."""

    def __init__(self, text: str, font: QFont, centre: QPointF, priority: int = MINOR) -> None:
        super().__init__()
        self.text = text
        self.font = QFont(font)
        self.centre = centre
        self.style = _label_style()
        #: what the place is (a fortress names a place that matters): the style may raise it (see `priority`)
        self.base_priority = priority
        #: the outline of its place, which a boosted name must stay inside (None: anywhere)
        self.place: QPainterPath | None = None
        self.mode, self.floor_k = ALL, 1.0
        self.offset = QPointF(0, 0)   # how far it is moved (from a name beside it) while boosted
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._build()

    @property
    def priority(self) -> int:
        """MAJOR names stay on the board at every zoom; MINOR ones may be hidden while they are too small."""
        style = self.style
        chosen: int | None = getattr(style, "priority", None)
        if chosen is not None:
            return chosen
        if self.base_priority == MAJOR or style.bold or style.underline or style.text is not None:
            return MAJOR
        return MINOR

    def set_style(self, style: LabelStyle) -> bool:
        """True when the label looks different (its place on the board may have changed)."""
        if style == self.style:
            return False
        self.prepareGeometryChange()
        self.style = style
        self._build()
        self.update()
        return True

    def _build(self) -> None:
        font = QFont(self.font)
        font.setPointSizeF(self.font.pointSizeF() * (self.style.size or 1.0))
        font.setBold(self.style.bold)
        text = self.style.text
        lines = (self.text if text is None else text).split("\n")
        small = QFont(font)           # the lines after the title: what the place gives, smaller
        small.setBold(False)
        small.setPointSizeF(font.pointSizeF() * 0.86)
        fm, fs = QFontMetricsF(font), QFontMetricsF(small)
        titles = max(1, self.style.title_lines)   # the title may be wrapped over several lines
        heights = [fm.height() if i < titles else fs.height() for i in range(len(lines))]
        if text is None:   # the place's own name, a little above the place's point
            y = self.centre.y() + fm.ascent() / 2 - fm.descent() / 2
        else:              # an adapter's text: a block centred on the place's point (the name sits 0.2 units
            # above the point and its size is 0.125 units, so the point is 1.6 sizes below the centre)
            y = self.centre.y() + 1.6 * self.font.pointSizeF() - sum(heights) / 2 + fm.ascent()
        path, title_path = QPainterPath(), QPainterPath()
        self.line_paths: list[QPainterPath] = []
        self.title_paths: list[QPainterPath] = []
        self.lines: list[tuple[str, bool]] = []     # (text, is a title line) of every line with something on it
        for i, (line, h) in enumerate(zip(lines, heights, strict=True)):
            f, m = (font, fm) if i < titles else (small, fs)
            if i:
                y += h
            width = m.horizontalAdvance(line)
            x = self.centre.x() - width / 2
            one = QPainterPath()
            if line:
                one.addText(QPointF(x, y), f, line)
            if i == 0 and self.style.underline and line:
                thick = max(1.0, fm.height() * 0.08)
                one.addRect(QRectF(x, y + fm.descent() * 0.6, width, thick))
            if not one.isEmpty():
                self.line_paths.append(one)
                path.addPath(one)
                if line.strip():
                    self.lines.append((line, i < titles))
                if i < titles:
                    self.title_paths.append(one)
                    title_path.addPath(one)
        self.path, self.title_path = path, title_path
        self.title_px = font_px(font)
        self.rest_px = font_px(small) if any(not title for _line, title in self.lines) else None
        self.halo = max(1.5, fm.height() * 0.14)
        rect = path.boundingRect()
        if rect.isEmpty():   # an empty label still has a place (figures keep clear of it)
            rect = QRectF(self.centre.x(), self.centre.y(), 0.01, 0.01)
        self.text_rect = rect
        self.title_rect = title_path.boundingRect() if not title_path.isEmpty() else QRectF(rect)
        self._halo_key = ("\n".join(lines), font.toString(), self.style.underline, self.centre.x(), self.centre.y())
        self._halo_pen = QPen(HALO_COLOUR, self.halo * 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                              Qt.PenJoinStyle.RoundJoin)
        self._text_brush = QBrush(QColor(self.style.colour))
        self._halo_fill: QPainterPath | None = None
        self._title_halo: QPainterPath | None = None
        self.pictures = Pictures()
        self._bounds()
        if not self.make_halo(compute=False):
            scene = self.scene()
            if hasattr(scene, "want_halo"):
                scene.want_halo(self)

    # -- legible at every zoom ------------------------------------------------------------------
    def choices(self, scale: float) -> list[tuple[str, float]]:
        """The ways to show it at `scale`, best first: (ALL or TITLE, how much bigger than designed)."""
        title_k = boost(self.title_px, scale)
        if self.rest_px is None:
            return [(ALL, title_k)]
        return [(ALL, boost(self.rest_px, scale)), (TITLE, title_k)]

    def rect_for(self, mode: str, k: float, offset: QPointF | None = None) -> QRectF:
        """Where its text would stand, shown in `mode` `k` times bigger than designed and moved by `offset`
        (without the halo)."""
        rect = _scaled(self.title_rect if mode == TITLE else self.text_rect, self.centre, k)
        return rect.translated(offset) if offset is not None else rect

    def offsets(self, mode: str, k: float) -> list[QPointF]:
        """Where a boosted name may move to keep clear of the names beside it: nowhere first, then a line up
        or down, then a little sideways."""
        rect = self.rect_for(mode, k)
        h, w = rect.height() * 1.0, rect.width() * 0.3
        return [QPointF(0, 0), QPointF(0, -h), QPointF(0, h), QPointF(-w, 0), QPointF(w, 0),
                QPointF(-w, -h), QPointF(w, -h), QPointF(-w, h), QPointF(w, h)]

    def fits(self, rect: QRectF) -> bool:
        return self.place is None or self.place.contains(rect)

    def set_floor(self, mode: str, k: float, offset: QPointF | None = None) -> None:
        """How it shows at the board's smallest zoom (chosen by the scene)."""
        offset = QPointF(offset) if offset is not None else QPointF(0, 0)
        if (mode, k, offset) == (self.mode, self.floor_k, self.offset):
            return
        self.prepareGeometryChange()
        self.mode, self.floor_k, self.offset = mode, k, offset
        self._bounds()
        self.update()

    def _bounds(self) -> None:
        h = self.halo
        rect = self.text_rect.adjusted(-h, -h, h, h)
        if self.floor_k != 1.0:
            rect = rect.united(_scaled(rect, self.centre, self.floor_k).translated(self.offset))
        self._rect = rect

    def k_at(self, scale: float) -> float:
        """How much bigger than designed it is drawn at `scale`."""
        if self.mode == HIDDEN:
            return 1.0
        governing = self.rest_px if self.mode == ALL and self.rest_px is not None else self.title_px
        return boost(governing, scale, self.floor_k)

    def offset_at(self, k: float) -> QPointF:
        """How far it is moved when drawn `k` times bigger: all of `offset` at the floor's boost, nothing
        when drawn as designed."""
        if self.floor_k <= 1.0 or self.offset.isNull():
            return QPointF(0, 0)
        return self.offset * ((k - 1.0) / (self.floor_k - 1.0))

    def shown_at(self, scale: float) -> tuple[float, bool, bool]:
        """(its boost, whether its title is drawn, whether its other lines are drawn) at `scale`."""
        k = self.k_at(scale)
        title = (self.priority == MAJOR and self.mode != HIDDEN) or readable(self.title_px * k, scale)
        rest = title and self.rest_px is not None and readable(self.rest_px * k, scale)
        return k, title, rest

    def texts_at(self, scale: float) -> list[tuple[str, float]]:
        """Every line it draws at `scale`, with its height on screen in pixels."""
        k, title, rest = self.shown_at(scale)
        out = []
        for line, is_title in self.lines:
            if is_title and title:
                out.append((line, self.title_px * k * scale))
            elif not is_title and rest and self.rest_px is not None:
                out.append((line, self.rest_px * k * scale))
        return out

    def edge_at(self, side: int, k: float) -> QPointF:
        """The middle of its left (side -1) or right (+1) edge, halo included, when drawn `k` times bigger."""
        h = self.halo
        rect = self.text_rect.adjusted(-h, -h, h, h)
        edge = QPointF(rect.right() if side > 0 else rect.left(), rect.center().y())
        return self.centre + (edge - self.centre) * k + self.offset_at(k)

    # -- drawing ----------------------------------------------------------------------------------
    def make_halo(self, compute: bool = True) -> bool:
        """Use the halo outline (from the cache, or worked out now if `compute`); True when it is in use."""
        if self._halo_fill is None:
            outline = _HALOS.get(self._halo_key)
            if outline is None and compute:
                outline = _HALOS[self._halo_key] = halo_outline(self.line_paths or self.path, self.halo)
            self._halo_fill = outline
        if self._title_halo is None and self.rest_px is not None:   # its title alone, when the rest is too small
            key = (*self._halo_key, "title")
            outline = _HALOS.get(key)
            if outline is None and compute:
                outline = _HALOS[key] = halo_outline(self.title_paths or self.title_path, self.halo)
            self._title_halo = outline
        return self._halo_fill is not None and (self.rest_px is None or self._title_halo is not None)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scale = scale_of(painter.worldTransform())
        k, title, rest = self.shown_at(scale)
        if not title:
            return
        look = (k, rest, self.offset.x(), self.offset.y(), self.floor_k)   # (a new style: new pictures, see _build)
        self.pictures.paint(self, painter, look, self._rect, lambda p: self._draw(p, scale, k, rest))

    def _draw(self, painter: QPainter, scale: float, k: float, rest: bool) -> None:
        painter.setRenderHint(ANTIALIASING)
        if k != 1.0:
            painter.translate(self.centre + self.offset_at(k))
            painter.scale(k, k)
            painter.translate(-self.centre)
        text = self.path if rest or self.rest_px is None else self.title_path
        halo = self._halo_fill if text is self.path else self._title_halo
        if halo is not None and scale * k <= HALO_MAX_SCALE:
            painter.fillPath(halo, HALO_BRUSH)
        else:   # before the outline is ready, or zoomed in so far that only the pen is smooth enough
            painter.strokePath(text, self._halo_pen)
        painter.fillPath(text, self._text_brush)


class DiscItem(QGraphicsItem):
    """A small round marker: a strength badge (text) or an owner token (a coloured disc). Beside a name
    (`anchor`, on its `side`: -1 left, +1 right, `gap` radii from its edge) it follows the name: drawn when
    the name is, moved out as the name grows, and grown itself when its number would be too small."""

    def __init__(self, centre: QPointF, radius: float, fill: str, text: str = "", font: QFont | None = None,
                 ring: str = "#3a2f20", text_colour: str = "#ffffff", anchor: LabelItem | None = None,
                 side: int = 1, gap: float = 1.05, mark: str = "") -> None:
        super().__init__()
        self.anchor, self.side, self.gap = anchor, side, gap
        #: an owner's seat's shape instead of a round disc (desktop/seat_marks.py): not told by colour alone
        self.mark = mark
        if anchor is not None:
            centre = anchor.edge_at(side, 1.0) + QPointF(side * gap * radius, 0)
        self.centre, self.radius, self.fill, self.text = centre, radius, fill, text
        self.font = font or QFont()
        self.ring, self.text_colour = ring, text_colour
        self.floor_k = 1.0
        self.what = text or fill + mark    # what it shows (the scene keeps a badge that still shows the same)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # what paint() needs, made once: a board has a hundred of these, repainted on every pan and zoom
        r = radius
        self._shadow_at = centre + QPointF(r * 0.12, r * 0.15)
        grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.4)
        grad.setColorAt(0, QColor(fill).lighter(135))
        grad.setColorAt(1, QColor(fill))
        self._body = QBrush(grad)
        self._ring_pen = QPen(QColor(ring), max(0.8, r * 0.14))
        self._text_pen = QPen(QColor(text_colour))
        self._text_rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        self._rect = self._disc_rect(QPointF(0, 0), 1.0)
        self.pictures = Pictures()

    def _disc_rect(self, shift: QPointF, k: float) -> QRectF:
        r = self.radius * 1.3 * k
        c = self.centre + shift
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def set_floor(self, scale: float | None) -> None:
        """Grow its number to the legible size at the board's smallest zoom (and follow its name there)."""
        anchor_k = self.anchor.floor_k if self.anchor is not None else 1.0
        k = boost(font_px(self.font), scale) if self.text and scale else anchor_k
        self.prepareGeometryChange()
        self.floor_k = max(k, anchor_k)
        self._rect = self._disc_rect(QPointF(0, 0), 1.0).united(self._disc_rect(self._shift(anchor_k, self.floor_k),
                                                                                 self.floor_k))
        self.update()

    def _shift(self, anchor_k: float, k: float) -> QPointF:
        """How far its centre moves when its name is `anchor_k` and itself `k` times bigger than designed."""
        if self.anchor is None:
            return QPointF(0, 0)
        to = self.anchor.edge_at(self.side, anchor_k) + QPointF(self.side * self.gap * self.radius * k, 0)
        return to - self.centre

    def shown_at(self, scale: float) -> tuple[bool, float, QPointF]:
        """(whether it is drawn, how much bigger than designed, how far moved) at `scale`."""
        if self.anchor is None:
            anchor_k = 1.0
        else:
            anchor_k, title, _rest = self.anchor.shown_at(scale)
            if not title:
                return False, 1.0, QPointF(0, 0)
        k = boost(font_px(self.font), scale, self.floor_k) if self.text else 1.0
        k = max(k, min(anchor_k, self.floor_k))
        return True, k, self._shift(anchor_k, k)

    def texts_at(self, scale: float) -> list[tuple[str, float]]:
        shown, k, _shift = self.shown_at(scale)
        return [(self.text, font_px(self.font) * k * scale)] if shown and self.text else []

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        shown, k, shift = self.shown_at(scale_of(painter.worldTransform()))
        if not shown:
            return
        self.pictures.paint(self, painter, (k, shift.x(), shift.y()), self._rect,
                            lambda p: self._draw(p, k, shift))

    def _draw(self, painter: QPainter, k: float, shift: QPointF) -> None:
        painter.setRenderHint(ANTIALIASING)
        if k != 1.0 or not shift.isNull():
            painter.translate(self.centre + shift)
            painter.scale(k, k)
            painter.translate(-self.centre)
        r = self.radius
        painter.setPen(NO_PEN)
        painter.setBrush(SHADOW)
        painter.drawEllipse(self._shadow_at, r, r)
        painter.setBrush(self._body)
        painter.setPen(self._ring_pen)
        if self.mark:
            painter.drawPath(mark_path(self.mark, self.centre, r * 1.2))
        else:
            painter.drawEllipse(self.centre, r, r)
        if self.text:
            painter.setFont(self.font)
            painter.setPen(self._text_pen)
            painter.drawText(self._text_rect, ALIGN_CENTER, self.text)


__all__ = ["ALL", "HIDDEN", "TITLE", "DiscItem", "LabelItem", "halo_outline"]

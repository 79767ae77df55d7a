"""Draws a BoardMap and the figures of a game state, all in our own art.

Sizes are derived from the map itself (the typical distance between neighbouring places), so one
scene draws a small test board and a map of Middle-earth equally legibly.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QElapsedTimer, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)

if TYPE_CHECKING:   # maps and the adapters (pydantic, networkx) load with the game, after the first paint
    from maps import BoardMap
    from maps.schema import Node

    from ..games.base import Figure, GameAdapter


from ..i18n import tr
from .labels import (
    HIDDEN,
    Z_BACK,
    Z_DRAG,
    Z_EDGE,
    Z_FEATURE,
    Z_FIGURE,
    Z_HIGHLIGHT,
    Z_MARK,
    Z_NODE,
    DiscItem,
    LabelItem,
    _label_style,
)
from .legible import MAJOR, MINOR, boost, font_px, painted_texts, readable, scale_of
from .measure import board_unit
from .overlay import OverlayZone

#: kinds of place whose names matter for play wherever they are (the adapter's LabelStyle may say more)
MAJOR_KINDS = frozenset({"fortress", "stronghold", "city", "town", "settlement", "building"})


def _poly(points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _smooth_path(points, closed: bool = False) -> QPainterPath:
    """A path through the points with rounded corners (quadratic curves through the midpoints)."""
    pts = [QPointF(x, y) for x, y in points]
    path = QPainterPath()
    if len(pts) < 3:
        path.moveTo(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        return path
    if closed:
        mids = [(pts[i] + pts[(i + 1) % len(pts)]) / 2 for i in range(len(pts))]
        path.moveTo(mids[-1])
        for i, p in enumerate(pts):
            path.quadTo(p, mids[i])
        path.closeSubpath()
        return path
    path.moveTo(pts[0])
    for i in range(1, len(pts) - 1):
        path.quadTo(pts[i], (pts[i] + pts[i + 1]) / 2)
    path.lineTo(pts[-1])
    return path


class NodeItem(QGraphicsPathItem):
    """A place: its polygon (or a disc when the map gives only a point)."""

    def __init__(self, node: Node, radius: float) -> None:
        super().__init__()
        self.node = node
        path = QPainterPath()
        if node.polygon:
            path.addPolygon(_poly(node.polygon))
            path.closeSubpath()
        else:
            path.addEllipse(QPointF(*node.pos), radius, radius)
        self.setPath(path)
        self.setZValue(Z_NODE)
        self.setPen(QPen(QColor("#5b4a32"), max(1.0, radius * 0.05)))
        self.setToolTip(node.name)

    _fill: str | None = None

    def set_fill(self, colour: str) -> None:
        if colour == self._fill:
            return
        self._fill = colour
        base = QColor(colour)
        rect = self.path().boundingRect()
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, base.lighter(112))
        grad.setColorAt(1, base.darker(106))
        self.setBrush(QBrush(grad))
        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.static_changed(self)


#: drawings of the adapters' own for figures (Figure.art): name -> paint(painter, item), the item's centre at
#: (0, 0) and `item.radius` its half size (e.g. War of the Ring's action dice)
FIGURE_ART: dict[str, Callable[[QPainter, FigureItem], None]] = {}
#: the rectangle such a drawing covers round the item's centre (its shape for the mouse too), when it is not
#: the square of `radius` (a card lying flat, a player's mat)
FIGURE_BOUNDS: dict[str, Callable[[FigureItem], QRectF]] = {}


def register_figure_art(name: str, paint: Callable[[QPainter, FigureItem], None],
                        bounds: Callable[[FigureItem], QRectF] | None = None) -> None:
    FIGURE_ART[name] = paint
    if bounds is not None:
        FIGURE_BOUNDS[name] = bounds


class FigureItem(QGraphicsObject):
    """A figure: a round token in its seat's colour with a short name and its points.

    When the board is small on screen the token is drawn bigger, so its number stays legible
    (legible.MIN_TEXT_PX), and its name tag is drawn a little bigger or, when that is not enough, left out
    (the tooltip names it) until the player zooms in. `set_floor` says how small the board gets."""

    #: a tag is drawn at most this much bigger than designed at the board's smallest zoom, else hidden there
    TAG_MAX_BOOST = 1.4

    def __init__(self, figure: Figure, radius: float, font: QFont) -> None:
        super().__init__()
        self.figure = figure
        self.base_font = QFont(font)
        self.radius = 0.0
        self.floor: float | None = None
        self.floor_k, self.tag_k = 1.0, 1.0    # their boosts at the floor (tag_k 0: the tag is hidden there)
        self._bounds: tuple[tuple, QRectF] | None = None
        self.set_radius(radius)
        self.draggable = False
        self.lifted = False
        self.anim = None
        self.setZValue(Z_FIGURE)
        self.setToolTip(figure.tooltip or figure.label)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)   # moving it just moves the picture

    @property
    def id(self) -> str:
        return self.figure.id

    @property
    def node(self) -> str:
        return self.figure.node

    def set_figure(self, figure: Figure) -> None:
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art = FIGURE_ART.get(self.figure.art) if self.figure.art else None
        if art is not None:
            art(painter, self)
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


class BoardScene(QGraphicsScene):
    """The map and the pieces of one game. `update_state(state)` redraws what the adapter says."""

    def __init__(self, board: BoardMap, adapter: GameAdapter, parent=None) -> None:
        super().__init__(parent)
        #: the adapter's map: its places and their neighbours
        self.map = board
        #: the map as shown: the map's places, then the overlays' zones as places without neighbours (the window
        #: and the drag code look every target up here)
        self.board = board
        #: the adapter's overlays by name (see set_overlay)
        self.overlays: dict[str, list[OverlayZone]] = {}
        self.adapter = adapter
        self.nodes: dict[str, NodeItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self.badges: dict[str, DiscItem] = {}
        self.marks: dict[str, DiscItem] = {}
        self.figures: dict[str, FigureItem] = {}
        self.highlights: list[QGraphicsItem] = []
        self.highlight_ids: set[str] = set()
        self._layouts: dict[tuple[str, int], list[tuple[QPointF, float]]] = {}
        self._spot_memo: dict[tuple, QPointF] = {}     # see group_layout
        self._spot_geometry: dict[tuple, tuple[list[QPointF], list[QRectF], QRectF]] = {}
        self._zones: dict[str, QRectF] | None = None
        self.area_zones: list[QRectF] = []     # names of regions (ROHAN, MIRKWOOD): better not covered
        self.area_labels: list[LabelItem] = []
        #: the smallest scale the board is shown at (the view's zoom that fits it), see set_floor
        self.floor: float | None = None
        self._figures_now: list[Figure] = []
        self.leaders: list[QGraphicsItem] = []   # lines from a place's name to its figures standing outside
        self.animate = True
        self.unit = board_unit(board)    # (the map's own places: an overlay leaves every size as it was)
        self.token_radius = self.unit * 0.22
        self.label_font = QFont("DejaVu Sans")
        self.label_font.setPointSizeF(max(4.0, self.unit * 0.125))
        self.small_font = QFont("DejaVu Sans")
        self.small_font.setPointSizeF(max(3.0, self.unit * 0.085))
        self.small_font.setBold(True)
        self.figure_font = QFont("DejaVu Sans")
        self.figure_font.setPointSizeF(max(3.0, self.token_radius * 0.36))
        margin = self.unit * 0.3
        self.setSceneRect(QRectF(-margin, -margin, board.width + 2 * margin, board.height + 2 * margin))
        self.setBackgroundBrush(QColor("#3b3326"))
        self._static: list[tuple[QGraphicsItem, QRectF]] = []
        self._static_option = QStyleOptionGraphicsItem()
        self._halo_queue: list[LabelItem] = []
        self._halo_timer = QTimer(self)
        self._halo_timer.setSingleShot(True)
        self._halo_timer.timeout.connect(self._work_on_halos)
        self._built = False
        for name, zones in adapter.overlays().items():
            self.set_overlay(name, zones)
        self._build()
        self._built = True
        self._bake_static()
        for label in self.items(Qt.SortOrder.AscendingOrder):
            if isinstance(label, LabelItem) and not label.make_halo(compute=False):
                self.want_halo(label)

    # -- drawing fast ------------------------------------------------------------------------
    def _bake_static(self) -> None:
        """Everything drawn so far except the places' names is the map itself: it changes only when a
        place's colour does. Those items stay in the scene (for tooltips and for finding the place under
        the mouse) but are drawn as the scene's background, which the view keeps as one picture
        (QGraphicsView.CacheBackground): panning and moving figures do not redraw the map."""
        names = set(self.labels.values())
        for item in self.items(Qt.SortOrder.AscendingOrder):   # bottom to top, as the scene stacks them
            if item in names:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
                continue
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            self._static.append((item, item.sceneBoundingRect()))

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        super().drawBackground(painter, rect)
        option = self._static_option
        for item, bounds in self._static:
            if bounds.intersects(rect) and item.isVisible():
                painter.save()
                item.paint(painter, option, None)
                painter.restore()

    def static_changed(self, item: QGraphicsItem) -> None:
        """A baked item looks different: draw its part of the background again."""
        if item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            margin = max(2.0, self.unit * 0.02)
            self.invalidate(item.sceneBoundingRect().adjusted(-margin, -margin, margin, margin),
                            QGraphicsScene.SceneLayer.BackgroundLayer)

    def want_halo(self, label: LabelItem) -> None:
        self._halo_queue.append(label)
        if not self._halo_timer.isActive():
            self._halo_timer.start(0)

    def _work_on_halos(self, budget_ms: int = 8) -> None:
        clock = QElapsedTimer()
        clock.start()
        while self._halo_queue and clock.elapsed() < budget_ms:
            label = self._halo_queue.pop(0)
            if label.scene() is self:
                label.make_halo()
        if self._halo_queue:
            self._halo_timer.start(0)

    def prepare_halos(self) -> None:
        """Work out every pending name halo now (screenshots and benchmarks, where no idle time comes)."""
        self._halo_timer.stop()
        while self._halo_queue:
            label = self._halo_queue.pop(0)
            if label.scene() is self:
                label.make_halo()

    # -- static art ------------------------------------------------------------------------
    def _build(self) -> None:
        b = self.board
        paper = self.addRect(QRectF(0, 0, b.width, b.height), QPen(QColor("#6b5a3e"), self.unit * 0.04),
                             QBrush(QColor(b.background)))
        paper.setZValue(Z_BACK)
        water = [f for f in b.features if f.kind in ("sea", "lake")]
        for f in water:
            self._water(f)
        for node in b.nodes:
            self._add_place(node)
        for f in b.features:
            if f.kind == "forest":
                self._forest(f)
            elif f.kind == "mountains":
                self._mountains(f)
            elif f.kind == "river":
                self._river(f)
            elif f.kind == "road":
                self._road(f)
            elif f.kind == "label":
                self._area_label(f)
        self._crossings()
        for node in b.nodes:
            self._add_name(node)

    def _add_place(self, node: Node) -> NodeItem:
        item = NodeItem(node, self.token_radius * 1.8)
        item.set_fill("#d9cfa6")
        self.addItem(item)
        self.nodes[node.id] = item
        return item

    def _add_name(self, node: Node) -> LabelItem:
        centre = QPointF(node.pos[0], node.pos[1] - self.unit * 0.2)
        label = LabelItem(node.name, self.label_font, centre, MAJOR if node.kind in MAJOR_KINDS else MINOR)
        label.place = self.nodes[node.id].path()
        self.addItem(label)
        self.labels[node.id] = label
        return label

    # -- overlays ----------------------------------------------------------------------------
    def set_overlay(self, name: str, zones: list[OverlayZone]) -> None:
        """Show `zones` (boxes in scene coordinates, not places of the map: see overlay.py) as the overlay
        `name`, in place of what that overlay showed before ([] takes it away). Each zone is drawn, styled
        (by the adapter, asked with `zone.place()`), looked up and lit up as a place is; figures on it are
        the adapter's figures that stand at points of their own (`Figure.at`). The adapter's overlays are
        shown from the start; the next `update_state` styles zones set later."""
        for zone in self.overlays.pop(name, []):
            node_item, label = self.nodes.pop(zone.id, None), self.labels.pop(zone.id, None)
            self._static = [(item, bounds) for item, bounds in self._static if item is not node_item]
            for item in (node_item, label, self.badges.pop(zone.id, None), self.marks.pop(zone.id, None)):
                if item is not None:
                    self.removeItem(item)
            if node_item is not None:
                self.invalidate(node_item.sceneBoundingRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if zones:
            self.overlays[name] = list(zones)
        places = [zone.place() for shown in self.overlays.values() for zone in shown]
        self.board = self.map.model_copy(update={"nodes": [*self.map.nodes, *places]}) if places else self.map
        if not self._built:   # drawn with the map's places by _build
            return
        for zone in zones:
            place = zone.place()
            item = self._add_place(place)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)   # drawn with the map
            self._static.append((item, item.sceneBoundingRect()))
            label = self._add_name(place)
            label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.want_halo(label)
            self.static_changed(item)

    def _water(self, f) -> None:
        if len(f.points) < 3:
            return
        item = self.addPath(_smooth_path(f.points, closed=True), QPen(QColor("#3d6f9e"), self.unit * 0.02),
                            QBrush(QColor("#8fb8d8" if f.kind == "lake" else "#7fa9cc")))
        item.setZValue(Z_FEATURE if f.kind == "lake" else Z_BACK + 0.5)
        item.setToolTip(f.name)
        if f.kind == "lake":
            item.setZValue(Z_EDGE)

    def _forest(self, f) -> None:
        if len(f.points) < 3:
            return
        path = _smooth_path(f.points, closed=True)
        item = self.addPath(path, QPen(QColor(47, 93, 42, 150), self.unit * 0.015, Qt.PenStyle.DashLine),
                            QBrush(QColor(60, 120, 55, 55)))
        item.setZValue(Z_EDGE)
        item.setToolTip(f.name)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # little trees scattered inside the outline, in a fixed pattern
        rect = path.boundingRect()
        step = self.unit * 0.2
        tree = QPainterPath()
        y = rect.top() + step / 2
        row = 0
        while y < rect.bottom():
            x = rect.left() + step / 2 + (step / 2 if row % 2 else 0)
            while x < rect.right():
                if path.contains(QPointF(x, y)):
                    s = step * 0.22
                    tree.addPolygon(_poly([(x, y - s), (x + s * 0.8, y + s * 0.6), (x - s * 0.8, y + s * 0.6)]))
                    tree.closeSubpath()
                x += step
            y += step * 0.85
            row += 1
        trees = self.addPath(tree, QPen(Qt.PenStyle.NoPen), QBrush(QColor(35, 85, 35, 95)))
        trees.setZValue(Z_EDGE)
        trees.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _mountains(self, f) -> None:
        """A range of little peaks (▲) along the polyline, spaced evenly over its whole length."""
        pts = [QPointF(x, y) for x, y in f.points]
        size = self.unit * 0.17
        segs = [(a, b, math.hypot((b - a).x(), (b - a).y())) for a, b in pairwise(pts)]
        total = sum(length for _, _, length in segs)
        if total <= 0:
            return
        step = size * 1.0
        count = max(1, int(total / step))
        peaks = QPainterPath()
        shade = QPainterPath()
        for i in range(count):
            at = (i + 0.5) * total / count
            for a, b, length in segs:
                if at <= length or (a, b, length) == segs[-1]:
                    t = min(1.0, at / length) if length else 0.0
                    break
                at -= length
            c = a + (b - a) * t
            normal = QPointF(-(b - a).y(), (b - a).x()) / (length or 1.0)
            # alternate the peaks either side of the line, so a chain reads as a range, not a fence
            c = c + normal * (size * 0.38 * (1 if i % 2 else -1))
            h = size * (1.0 if i % 3 else 0.8)
            left, top, right = (c + QPointF(-h * 0.7, h * 0.45), c + QPointF(0, -h * 0.65),
                                c + QPointF(h * 0.7, h * 0.45))
            peaks.addPolygon(QPolygonF([left, top, right]))
            peaks.closeSubpath()
            shade.addPolygon(QPolygonF([top, right, c + QPointF(h * 0.05, h * 0.45)]))
            shade.closeSubpath()
        item = self.addPath(peaks, QPen(QColor("#4a3520"), self.unit * 0.012), QBrush(QColor("#a07850")))
        item.setZValue(Z_EDGE)
        item.setToolTip(f.name)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sh = self.addPath(shade, QPen(Qt.PenStyle.NoPen), QBrush(QColor(70, 45, 25, 120)))
        sh.setZValue(Z_EDGE)
        sh.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _river(self, f) -> None:
        path = _smooth_path(f.points)
        for colour, width in (("#2c5b8a", 0.07), ("#6fa3d6", 0.04)):
            pen = QPen(QColor(colour), self.unit * width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            item = self.addPath(path, pen)
            item.setZValue(Z_EDGE)
            item.setToolTip(f.name)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _road(self, f) -> None:
        pen = QPen(QColor("#8a6a42"), self.unit * 0.025, Qt.PenStyle.DashLine)
        item = self.addPath(_smooth_path(f.points), pen)
        item.setZValue(Z_EDGE)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _area_label(self, f) -> None:
        font = QFont(self.label_font)
        font.setItalic(True)
        font.setPointSizeF(self.label_font.pointSizeF() * 1.1)
        item = LabelItem(f.name, font, QPointF(*f.points[0]), MINOR)
        item.set_style(_label_style(colour="#5a4a30"))
        item.setZValue(Z_EDGE)
        self.addItem(item)
        self.area_labels.append(item)
        self.area_zones.append(item.sceneBoundingRect())

    def _crossings(self) -> None:
        """Marked crossing points: a small double arrow across the river between the two places."""
        rivers = [[QPointF(x, y) for x, y in f.points] for f in self.board.features if f.kind == "river"]
        nodes = {n.id: n for n in self.board.nodes}
        for e in self.board.edges:
            if not e.crossing:
                continue
            a, b = QPointF(*nodes[e.a].pos), QPointF(*nodes[e.b].pos)
            mid = (a + b) / 2
            best = mid
            best_d = math.inf
            for line in rivers:   # the river point nearest the midpoint of the two places
                for p, q in pairwise(line):
                    d = q - p
                    ll = d.x() ** 2 + d.y() ** 2 or 1.0
                    t = max(0.0, min(1.0, ((mid - p).x() * d.x() + (mid - p).y() * d.y()) / ll))
                    c = p + d * t
                    dist = math.hypot((c - mid).x(), (c - mid).y())
                    if dist < best_d:
                        best, best_d = c, dist
            direction = b - a
            length = math.hypot(direction.x(), direction.y()) or 1.0
            u = direction / length
            n = QPointF(-u.y(), u.x())
            s = self.unit * 0.1
            path = QPainterPath()
            for sign in (1, -1):
                tip = best + u * (s * sign)
                path.moveTo(best - u * (s * 0.1 * sign))
                path.lineTo(tip)
                path.moveTo(tip - u * (s * 0.45 * sign) + n * s * 0.4)
                path.lineTo(tip)
                path.lineTo(tip - u * (s * 0.45 * sign) - n * s * 0.4)
            back = QPainterPath()
            back.addEllipse(best, s * 0.7, s * 0.7)
            disc = self.addPath(back, QPen(QColor("#2c5b8a"), self.unit * 0.01), QBrush(QColor("#f4ecd2")))
            disc.setZValue(Z_EDGE + 0.1)
            disc.setToolTip(f"{nodes[e.a].name} ⇄ {nodes[e.b].name}")
            arrow = self.addPath(path, QPen(QColor("#1f4f86"), self.unit * 0.02, Qt.PenStyle.SolidLine,
                                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            arrow.setZValue(Z_EDGE + 0.2)
            arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            disc.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- legible at the smallest zoom -------------------------------------------------------------
    def set_floor(self, scale: float) -> None:
        """The board will not be shown smaller than `scale` (the view's zoom that fits it): every name and
        number is made legible there (see legible.py), and the figures stand clear of the names as drawn."""
        if scale <= 0 or (self.floor is not None and abs(scale - self.floor) <= self.floor * 0.005):
            return
        self.floor = scale
        self._lay_out_labels()
        for disc in (*self.badges.values(), *self.marks.values()):
            disc.set_floor(scale)
        for item in self.figures.values():
            item.set_floor(scale)
        self._spot_memo.clear()
        self._spot_geometry.clear()
        if self._figures_now:
            animate, self.animate = self.animate, False
            self._place_figures(self._figures_now)
            self.animate = animate
        # the area names (ROHAN) are drawn with the map: where they now reach, and drawn again
        self._static = [(item, item.sceneBoundingRect()) for item, _bounds in self._static]
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _lay_out_labels(self, only: list[LabelItem] | None = None) -> None:
        """How each name shows at the floor: as designed when it is legible there; else bigger, when that
        still fits its place and covers no name already placed, moved a little if need be; else its title
        alone; else (a minor name) not at all. The names that matter for play are placed before the others,
        and are placed even when they fit nowhere. With `only` (names whose text changed), those are placed
        again around the others as they stand."""
        scale = self.floor
        every = (*self.labels.values(), *self.area_labels)
        labels = sorted(every if only is None else only,
                        key=lambda lab: (lab.choices(scale)[0][1] != 1.0, lab.priority != MAJOR, -lab.title_px))
        # figures standing at points of their own (dice in a box, markers on a track) never move for a name
        taken: list[QRectF] = [item.sceneBoundingRect() for item in self.figures.values() if item.figure.at is not None]
        if only is not None:
            again = set(only)
            taken += [lab.rect_for(lab.mode, lab.floor_k, lab.offset) for lab in every
                      if lab not in again and lab.mode != HIDDEN]

        def free(rect: QRectF) -> bool:
            return not any(rect.intersects(t) for t in taken)

        for label in labels:
            options = label.choices(scale)
            chosen = None
            if options[0][1] == 1.0:    # legible as designed
                chosen = (options[0][0], 1.0, None)
            for strict in (True, False):
                if chosen is not None or (not strict and label.priority != MAJOR):
                    break
                # inside its place: the whole text if it can; a major name that fits nowhere: its title alone
                tried = options if strict else options[-1:]
                chosen = next(((mode, k, offset) for mode, k in tried for offset in label.offsets(mode, k)
                               if (not strict or label.fits(label.rect_for(mode, k, offset)))
                               and free(label.rect_for(mode, k, offset))), None)
            if chosen is None:
                chosen = (options[-1][0], options[-1][1], None) if label.priority == MAJOR else (HIDDEN, 1.0, None)
            label.set_floor(*chosen)
            if chosen[0] != HIDDEN:
                taken.append(label.rect_for(*chosen))

    def texts_on_screen(self, scale: float) -> list[tuple[str, float, QGraphicsItem]]:
        """Every text the board draws at `scale` (names, badges, figures' numbers and tags, texts in the
        adapters' own drawings) with its height on screen in pixels."""
        out = []
        for item in self.items():
            texts = getattr(item, "texts_at", None)
            if texts is not None and item.isVisible():
                out.extend((text, px, item) for text, px in texts(scale))
        return out

    # -- the state -------------------------------------------------------------------------
    def update_state(self, state: Any) -> None:
        ad = self.adapter
        restyled: list[LabelItem] = []
        for node in self.board.nodes:
            self.nodes[node.id].set_fill(ad.node_fill(state, node))
            self.nodes[node.id].setToolTip(ad.node_tooltip(state, node))
            if self.labels[node.id].set_style(ad.node_label_style(state, node)):
                restyled.append(self.labels[node.id])
        if restyled and self.floor is not None:
            self._lay_out_labels(restyled)
        moved = set(restyled)    # names whose place changed: their badge and mark follow them anew
        for node in self.board.nodes:
            self._put_disc(self.badges, node.id, ad.node_badge(state, node), moved, lambda nid, text: DiscItem(
                QPointF(), self.unit * 0.085, "#5a4632", text, self.small_font, ring="#f1e6c8",
                anchor=self.labels[nid], side=1, gap=1.05))
        marks = {nid: colour for nid, colour in ad.owner_marks(state).items() if nid in self.labels}
        for node_id in set(self.marks) | set(marks):
            self._put_disc(self.marks, node_id, marks.get(node_id), moved, lambda nid, colour: DiscItem(
                QPointF(), self.unit * 0.065, colour, ring="#fffbe8", anchor=self.labels[nid], side=-1, gap=0.9))
        self._place_figures(ad.figures(state))

    def _put_disc(self, discs: dict[str, DiscItem], node_id: str, what: str | None, moved: set,
                  make: Callable[[str, str], DiscItem]) -> None:
        """A place's badge (its text) or owner's mark (its colour): kept when it is the same beside the same
        name, else made anew (`make(node_id, what)`), or taken away (`what` None)."""
        old = discs.get(node_id)
        if old is not None and what and old.what == what and self.labels[node_id] not in moved:
            return
        if old is not None:
            self.removeItem(discs.pop(node_id))
        if what:
            item = make(node_id, what)
            item.what = what
            item.setZValue(Z_MARK)
            item.set_floor(self.floor)
            if discs is self.marks:
                item.setToolTip(tr("Opened up"))
            self.addItem(item)
            discs[node_id] = item

    # -- where figures stand ------------------------------------------------------------------
    def figure_scale(self, count: int) -> float:
        """Figures shrink when several share a place, so a crowded place stays inside its borders."""
        return 1.0 if count <= 1 else 0.8 if count == 2 else 0.68

    def name_zone(self, node_id: str) -> QRectF:
        """A place's name with its strength badge and owner mark: what figures must never cover."""
        rect = QRectF(self.labels[node_id].sceneBoundingRect())
        for extra in (self.badges.get(node_id), self.marks.get(node_id)):
            if extra is not None:
                rect = rect.united(extra.sceneBoundingRect())
        return rect

    def _token_boosts(self, r: float) -> tuple[float, float]:
        """How much bigger a token of radius `r` and its tag are drawn at the board's smallest zoom (the tag's
        0: left out there), as FigureItem draws them."""
        return FigureItem.boosts(font_px(self.figure_font) * r * 0.85 / self.figure_font.pointSizeF(),
                                 font_px(self.figure_font) * max(r * 0.42, self.figure_font.pointSizeF() * 0.85)
                                 / self.figure_font.pointSizeF(), self.floor)

    def _group_offsets(self, count: int, r: float) -> list[QPointF]:
        """Token centres of a group relative to its top centre: rows of up to three, centred, as far apart
        as the tokens are drawn big (see FigureItem)."""
        k, tag = self._token_boosts(r)
        per_row = 3 if count != 4 else 2
        gap = r * 3.5 * max(k, tag) if tag else max(r * 3.5, r * 2.4 * k)
        step = r * 2.75 * max(k, tag) if tag else max(r * 2.75, r * 2.4 * k)
        out = []
        for index in range(count):
            row, col = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            out.append(QPointF((col - (in_row - 1) / 2) * gap, r * 1.15 * k + row * step))
        return out

    def _group_rect(self, top_centre: QPointF, count: int, r: float) -> QRectF:
        k, tag = self._token_boosts(r)
        wide = max(k, tag) if tag else k
        offsets = self._group_offsets(count, r)
        xs = [o.x() for o in offsets]
        ys = [o.y() for o in offsets]
        return QRectF(top_centre.x() + min(xs) - r * 1.72 * wide, top_centre.y() + min(ys) - r * 1.15 * k,
                      max(xs) - min(xs) + r * 3.45 * wide,
                      max(ys) - min(ys) + r * 1.15 * k + (r * 1.6 * wide if tag else r * 1.15 * k))

    def _spot_score(self, node_id: str, rect: QRectF, zones: dict[str, QRectF]) -> float:
        def overlap(a: QRectF, b: QRectF) -> float:
            i = a.intersected(b)
            return i.width() * i.height() if not i.isEmpty() else 0.0
        score = 0.0
        for other, zone in zones.items():   # covering a name is worse than standing across a border
            if zone.intersects(rect):
                score += overlap(rect, zone) * (10.0 if other == node_id else 6.0)
        for zone in self.area_zones:
            if zone.intersects(rect):
                score += overlap(rect, zone) * 0.5
        shape = self.nodes[node_id].path()
        outside = 0
        samples = 0
        for fx in (0.0, 0.25, 0.5, 0.75, 1.0):
            for fy in (0.0, 0.5, 1.0):
                samples += 1
                if not shape.contains(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)):
                    outside += 1
        return score + 1.0 * rect.width() * rect.height() * outside / samples

    def _candidate_spots(self, node_id: str, count: int, r: float,
                         own: QRectF) -> tuple[list[QPointF], list[QRectF], QRectF]:
        """Where a group of `count` may stand around its place's name (best first), the rects it would
        cover there, and the area all of them reach."""
        x = self.board.node(node_id).pos[0]
        width = self._group_rect(QPointF(0, 0), count, r).width()
        height = self._group_rect(QPointF(0, 0), count, r).height()
        pad = r * 0.15
        below = own.bottom() + pad
        above = own.top() - pad - height
        middle = own.center().y() - height / 2
        candidates = [QPointF(x, below)]
        for dx in (0.35, -0.35, 0.7, -0.7):
            candidates.append(QPointF(x + width * dx, below))
        candidates += [QPointF(x, above), QPointF(x + width * 0.5, above), QPointF(x - width * 0.5, above),
                       QPointF(own.left() - pad - width / 2, middle), QPointF(own.right() + pad + width / 2, middle)]
        for extra in (0.6, 1.2):
            candidates += [QPointF(x, below + r * extra), QPointF(x, above - r * extra),
                           QPointF(x + width * 0.5, below + r * extra), QPointF(x - width * 0.5, below + r * extra)]
        rects = [self._group_rect(top, count, r) for top in candidates]
        reach = QRectF(rects[0])
        for rect in rects[1:]:
            reach = reach.united(rect)
        return candidates, rects, reach

    def group_layout(self, node_id: str, count: int) -> list[tuple[QPointF, float]]:
        """(centre, radius) of each of `count` figures in a place.

        They stand under the place's name when there is room, else beside or above it: wherever they
        cover the fewest names and strength badges (their own place's name never) and stay inside
        the place's borders.

        Scoring the spots is most of a refresh on a big map, and a place's best spot only depends on the
        names near it: the choice is kept (across refreshes) keyed on the place, the count and the rects of
        the names its candidate spots touch, so a name that changes elsewhere does not cost a re-score.
        """
        key = (node_id, count)
        cached = self._layouts.get(key)
        if cached is not None:
            return cached
        r = self.token_radius * self.figure_scale(count)
        zones = self._zones if self._zones is not None else {nid: self.name_zone(nid) for nid in self.labels}
        own = zones[node_id]
        geo_key = (node_id, count, r, own.getRect())
        geometry = self._spot_geometry.get(geo_key)
        if geometry is None:
            geometry = self._spot_geometry[geo_key] = self._candidate_spots(node_id, count, r, own)
        candidates, rects, reach = geometry
        near = {nid: zone for nid, zone in zones.items() if nid == node_id or zone.intersects(reach)}
        memo_key = (node_id, count, r, tuple(sorted((nid, z.getRect()) for nid, z in near.items())))
        best = self._spot_memo.get(memo_key)
        if best is None:
            best, best_score = candidates[0], math.inf
            for rank, (top, rect) in enumerate(zip(candidates, rects, strict=True)):
                score = self._spot_score(node_id, rect, near) + rank * r * r * 0.05
                if score < best_score - 1e-9:
                    best, best_score = top, score
            if len(self._spot_memo) > 4096:
                self._spot_memo.clear()
                self._spot_geometry.clear()
            self._spot_memo[memo_key] = best
        layout = [(best + o, r) for o in self._group_offsets(count, r)]
        self._layouts[key] = layout
        return layout

    def figure_spot(self, node_id: str, index: int, count: int) -> QPointF:
        return self.group_layout(node_id, count)[index][0]

    def _place_figures(self, figures: list[Figure]) -> None:
        self._figures_now = figures
        self._layouts.clear()    # names, badges and marks may have changed with the state
        self._zones = {nid: self.name_zone(nid) for nid in self.labels}   # once per refresh, not per place
        by_node: dict[str, list[Figure]] = {}
        placed: list[Figure] = []     # figures at a point of their own (dice in a box), not in a group
        for f in figures:
            if f.at is not None:
                placed.append(f)
            else:
                by_node.setdefault(f.node, []).append(f)
        seen = set()
        for f in placed:
            seen.add(f.id)
            self._put_figure(f, QPointF(*f.at), self.token_radius * f.size)
        for node_id, group in by_node.items():
            layout = self.group_layout(node_id, len(group)) if node_id in self.labels else None
            for i, f in enumerate(group):
                seen.add(f.id)
                if layout is not None:
                    spot, radius = layout[i]
                else:   # a figure off the map's places: at its point
                    spot, radius = QPointF(*self.board.node(node_id).pos), self.token_radius
                self._put_figure(f, spot, radius)
        for fid in list(self.figures):
            if fid not in seen:
                self.removeItem(self.figures.pop(fid))
        self._draw_leaders(by_node)
        self._zones = None

    def _put_figure(self, f: Figure, spot: QPointF, radius: float) -> None:
        """A new figure appears at `spot`; a known one takes the new look and moves there."""
        item = self.figures.get(f.id)
        if item is None:
            item = FigureItem(f, radius, self.figure_font)
            item.set_floor(self.floor)
            self.addItem(item)
            self.figures[f.id] = item
            item.setPos(spot)
            return
        item.set_figure(f)
        item.set_radius(radius)
        self.move_figure(item, spot)

    def _draw_leaders(self, by_node: dict[str, list[Figure]]) -> None:
        """A group that had to stand outside its place's borders gets a short line to the place's name,
        so nobody takes Gothmog beside Osgiliath for a hero of Cair Andros."""
        for item in self.leaders:
            self.removeItem(item)
        self.leaders.clear()
        for node_id, group in by_node.items():
            layout = self._layouts.get((node_id, len(group)))
            if not layout:
                continue
            r = layout[0][1]
            spots = [p for p, _ in layout]
            centre = QPointF(sum(p.x() for p in spots) / len(spots), sum(p.y() for p in spots) / len(spots))
            if self.nodes[node_id].path().contains(centre):
                continue
            zone = self.name_zone(node_id)
            body = QRectF(min(p.x() for p in spots) - r, min(p.y() for p in spots) - r,
                          max(p.x() for p in spots) - min(p.x() for p in spots) + 2 * r,
                          max(p.y() for p in spots) - min(p.y() for p in spots) + 2 * r)
            a = QPointF(min(max(centre.x(), zone.left()), zone.right()),
                        min(max(centre.y(), zone.top()), zone.bottom()))
            b = QPointF(min(max(a.x(), body.left()), body.right()), min(max(a.y(), body.top()), body.bottom()))
            if (a - b).manhattanLength() < r * 0.2:
                continue
            path = QPainterPath(a)
            path.lineTo(b)
            pen = QPen(QColor(group[0].colour).darker(130), self.unit * 0.018, Qt.PenStyle.DotLine,
                       Qt.PenCapStyle.RoundCap)
            line = self.addPath(path, pen)
            line.setZValue(Z_MARK - 0.5)
            line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.leaders.append(line)

    def move_figure(self, item: FigureItem, spot: QPointF, duration: int = 280) -> None:
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation
        if item.anim is not None:
            item.anim.stop()
            item.anim = None
        if not self.animate or (item.pos() - spot).manhattanLength() < 0.5:
            item.setPos(spot)
            item.setZValue(Z_FIGURE)
            return
        anim = QPropertyAnimation(item, b"animPos", self)
        anim.setDuration(duration)
        anim.setStartValue(item.pos())
        anim.setEndValue(spot)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: item.setZValue(Z_FIGURE))
        item.anim = anim
        anim.start()

    def flash(self, node_ids: list[str], duration: int = 1400) -> None:
        """A short glow on the places the last move touched, so a computer's move is easy to follow."""
        from PySide6.QtCore import QVariantAnimation
        for nid in node_ids:
            node_item = self.nodes.get(nid)
            if node_item is None:
                continue
            glow = QGraphicsPathItem(node_item.path())
            glow.setPen(QPen(QColor("#fff3b0"), self.unit * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                             Qt.PenJoinStyle.RoundJoin))
            glow.setBrush(QColor(255, 245, 180, 110))
            glow.setZValue(Z_HIGHLIGHT)
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(glow)
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)
            anim.setDuration(duration)
            anim.valueChanged.connect(glow.setOpacity)
            anim.finished.connect(lambda g=glow: g.scene() is self and self.removeItem(g))
            anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def node_at(self, point: QPointF) -> str | None:
        for item in self.items(point):
            if isinstance(item, NodeItem):
                return item.node.id
        best, best_d = None, self.token_radius * 2.5
        for node in self.board.nodes:   # point-only places: the nearest within reach
            if node.polygon is None:
                d = math.hypot(node.pos[0] - point.x(), node.pos[1] - point.y())
                if d < best_d:
                    best, best_d = node.id, d
        return best

    def figure_at(self, point: QPointF) -> FigureItem | None:
        for item in self.items(point):
            if isinstance(item, FigureItem):
                return item
        return None

    def set_highlights(self, node_ids: set[str]) -> None:
        self.clear_highlights()
        self.highlight_ids = set(node_ids)
        for nid in node_ids:
            node_item = self.nodes.get(nid)
            if node_item is None:
                continue
            glow = QGraphicsPathItem(node_item.path())
            glow.setPen(QPen(QColor("#ffd34d"), self.unit * 0.05, Qt.PenStyle.SolidLine,
                             Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            glow.setBrush(QColor(255, 236, 140, 90))
            glow.setZValue(Z_HIGHLIGHT)
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(glow)
            self.highlights.append(glow)

    def clear_highlights(self) -> None:
        for item in self.highlights:
            self.removeItem(item)
        self.highlights.clear()
        self.highlight_ids = set()

    def highlighted(self) -> set[str]:
        return set(self.highlight_ids)


__all__ = ["FIGURE_ART", "Z_DRAG", "BoardScene", "FigureItem", "NodeItem", "register_figure_art"]

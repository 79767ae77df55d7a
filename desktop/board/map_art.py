"""The map's own drawings under the places: seas and lakes, forests with little trees, mountain ranges, rivers,
roads, the names of regions (ROHAN) and the marked river crossings. Drawn once when the scene is built; the scene
then keeps them as its background picture."""
from __future__ import annotations

import math
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF

from ..i18n import say
from .labels import Z_BACK, Z_EDGE, Z_FEATURE, LabelItem, _label_style
from .legible import MINOR

if TYPE_CHECKING:
    from .scene import BoardScene


def poly(points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def smooth_path(points, closed: bool = False) -> QPainterPath:
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


class MapArt:
    """Draws a map's features into its scene (`draw(feature)` per feature, then `crossings()`)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene

    def draw(self, f: Any) -> None:
        """One feature of the map, by its kind (seas and lakes are drawn first, see BoardScene._build)."""
        if f.kind == "forest":
            self.forest(f)
        elif f.kind == "mountains":
            self.mountains(f)
        elif f.kind == "river":
            self.river(f)
        elif f.kind == "road":
            self.road(f)
        elif f.kind == "label":
            self.area_label(f)

    def water(self, f) -> None:
        if len(f.points) < 3:
            return
        item = self.scene.addPath(smooth_path(f.points, closed=True), QPen(QColor("#3d6f9e"), self.scene.unit * 0.02),
                            QBrush(QColor("#8fb8d8" if f.kind == "lake" else "#7fa9cc")))
        item.setZValue(Z_FEATURE if f.kind == "lake" else Z_BACK + 0.5)
        item.setToolTip(say(f.name))
        if f.kind == "lake":
            item.setZValue(Z_EDGE)

    def forest(self, f) -> None:
        if len(f.points) < 3:
            return
        path = smooth_path(f.points, closed=True)
        item = self.scene.addPath(path, QPen(QColor(47, 93, 42, 150), self.scene.unit * 0.015, Qt.PenStyle.DashLine),
                            QBrush(QColor(60, 120, 55, 55)))
        item.setZValue(Z_EDGE)
        item.setToolTip(say(f.name))
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # little trees scattered inside the outline, in a fixed pattern
        rect = path.boundingRect()
        step = self.scene.unit * 0.2
        tree = QPainterPath()
        y = rect.top() + step / 2
        row = 0
        while y < rect.bottom():
            x = rect.left() + step / 2 + (step / 2 if row % 2 else 0)
            while x < rect.right():
                if path.contains(QPointF(x, y)):
                    s = step * 0.22
                    tree.addPolygon(poly([(x, y - s), (x + s * 0.8, y + s * 0.6), (x - s * 0.8, y + s * 0.6)]))
                    tree.closeSubpath()
                x += step
            y += step * 0.85
            row += 1
        trees = self.scene.addPath(tree, QPen(Qt.PenStyle.NoPen), QBrush(QColor(35, 85, 35, 95)))
        trees.setZValue(Z_EDGE)
        trees.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def mountains(self, f) -> None:
        """A range of little peaks (▲) along the polyline, spaced evenly over its whole length."""
        pts = [QPointF(x, y) for x, y in f.points]
        size = self.scene.unit * 0.17
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
        item = self.scene.addPath(peaks, QPen(QColor("#4a3520"), self.scene.unit * 0.012), QBrush(QColor("#a07850")))
        item.setZValue(Z_EDGE)
        item.setToolTip(say(f.name))
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sh = self.scene.addPath(shade, QPen(Qt.PenStyle.NoPen), QBrush(QColor(70, 45, 25, 120)))
        sh.setZValue(Z_EDGE)
        sh.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def river(self, f) -> None:
        path = smooth_path(f.points)
        for colour, width in (("#2c5b8a", 0.07), ("#6fa3d6", 0.04)):
            pen = QPen(QColor(colour), self.scene.unit * width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            item = self.scene.addPath(path, pen)
            item.setZValue(Z_EDGE)
            item.setToolTip(say(f.name))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def road(self, f) -> None:
        pen = QPen(QColor("#8a6a42"), self.scene.unit * 0.025, Qt.PenStyle.DashLine)
        item = self.scene.addPath(smooth_path(f.points), pen)
        item.setZValue(Z_EDGE)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def area_label(self, f) -> None:
        font = QFont(self.scene.label_font)
        font.setItalic(True)
        font.setPointSizeF(self.scene.label_font.pointSizeF() * 1.1)
        item = LabelItem(say(f.name), font, QPointF(*f.points[0]), MINOR)
        item.set_style(_label_style(colour="#5a4a30"))
        item.setZValue(Z_EDGE)
        self.scene.addItem(item)
        self.scene.area_labels.append(item)
        self.scene.area_zones.append(item.sceneBoundingRect())

    def crossings(self) -> None:
        """Marked crossing points: a small double arrow across the river between the two places."""
        rivers = [[QPointF(x, y) for x, y in f.points] for f in self.scene.board.features if f.kind == "river"]
        nodes = {n.id: n for n in self.scene.board.nodes}
        for e in self.scene.board.edges:
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
            s = self.scene.unit * 0.1
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
            disc = self.scene.addPath(back, QPen(QColor("#2c5b8a"), self.scene.unit * 0.01), QBrush(QColor("#f4ecd2")))
            disc.setZValue(Z_EDGE + 0.1)
            disc.setToolTip(f"{say(nodes[e.a].name)} ⇄ {say(nodes[e.b].name)}")
            arrow = self.scene.addPath(path, QPen(QColor("#1f4f86"), self.scene.unit * 0.02, Qt.PenStyle.SolidLine,
                                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            arrow.setZValue(Z_EDGE + 0.2)
            arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            disc.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


__all__ = ["MapArt", "poly", "smooth_path"]

"""Where the figures of a place stand: in a group under (or beside, or above) the place's name, wherever they
cover the fewest names and stay inside the place's borders, spaced as big as the tokens are drawn at the board's
smallest zoom."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from .figures import FigureItem
from .legible import font_px

if TYPE_CHECKING:
    from .scene import BoardScene


class GroupPlacer:
    """The scene's figure groups: their spots, worked out once per refresh and remembered across refreshes."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.layouts: dict[tuple[str, int], list[tuple[QPointF, float]]] = {}
        self._spot_memo: dict[tuple, QPointF] = {}     # see group_layout
        self._spot_geometry: dict[tuple, tuple[list[QPointF], list[QRectF], QRectF]] = {}
        #: every place's name zone during a refresh (None between refreshes: worked out when asked)
        self.zones: dict[str, QRectF] | None = None

    def forget(self) -> None:
        """The sizes changed (a new floor): every spot is chosen again."""
        self._spot_memo.clear()
        self._spot_geometry.clear()

    def figure_scale(self, count: int) -> float:
        """Figures shrink when several share a place, so a crowded place stays inside its borders."""
        return 1.0 if count <= 1 else 0.8 if count == 2 else 0.68

    def name_zone(self, node_id: str) -> QRectF:
        """A place's name with its strength badge and owner mark: what figures must never cover."""
        rect = QRectF(self.scene.labels[node_id].sceneBoundingRect())
        for extra in (self.scene.badges.get(node_id), self.scene.marks.get(node_id)):
            if extra is not None:
                rect = rect.united(extra.sceneBoundingRect())
        return rect

    def token_boosts(self, r: float) -> tuple[float, float]:
        """How much bigger a token of radius `r` and its tag are drawn at the board's smallest zoom (the tag's
        0: left out there), as FigureItem draws them."""
        font = self.scene.figure_font
        pt, px = font.pointSizeF(), font_px(font)
        return FigureItem.boosts(px * r * 0.85 / pt, px * max(r * 0.42, pt * 0.85) / pt, self.scene.floor)

    def group_offsets(self, count: int, r: float) -> list[QPointF]:
        """Token centres of a group relative to its top centre: rows of up to three, centred, as far apart
        as the tokens are drawn big (see FigureItem)."""
        k, tag = self.token_boosts(r)
        per_row = 3 if count != 4 else 2
        gap = r * 3.5 * max(k, tag) if tag else max(r * 3.5, r * 2.4 * k)
        step = r * 2.75 * max(k, tag) if tag else max(r * 2.75, r * 2.4 * k)
        out = []
        for index in range(count):
            row, col = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            out.append(QPointF((col - (in_row - 1) / 2) * gap, r * 1.15 * k + row * step))
        return out

    def group_rect(self, top_centre: QPointF, count: int, r: float) -> QRectF:
        k, tag = self.token_boosts(r)
        wide = max(k, tag) if tag else k
        offsets = self.group_offsets(count, r)
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
        for zone in self.scene.area_zones:
            if zone.intersects(rect):
                score += overlap(rect, zone) * 0.5
        shape = self.scene.nodes[node_id].path()
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
        x = self.scene.board.node(node_id).pos[0]
        width = self.group_rect(QPointF(0, 0), count, r).width()
        height = self.group_rect(QPointF(0, 0), count, r).height()
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
        rects = [self.group_rect(top, count, r) for top in candidates]
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
        cached = self.layouts.get(key)
        if cached is not None:
            return cached
        r = self.scene.token_radius * self.figure_scale(count)
        zones = self.zones if self.zones is not None else {nid: self.name_zone(nid) for nid in self.scene.labels}
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
        layout = [(best + o, r) for o in self.group_offsets(count, r)]
        self.layouts[key] = layout
        return layout

    def figure_spot(self, node_id: str, index: int, count: int) -> QPointF:
        return self.group_layout(node_id, count)[index][0]


__all__ = ["GroupPlacer"]

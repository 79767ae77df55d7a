"""The map as pictures: square tiles of the board's unchanging art (polygons, rivers, roads, area names), made
once per zoom and kept, so that a repaint draws a few pictures instead of a few hundred outlines.

A zoom the board has not been drawn at yet is first shown from the pictures of the nearest zoom that has them
(scaled: soft for a moment, never wrong), and its own tiles are then made in idle moments, one at a time, each
drawn as soon as it is ready. Only when no zoom has pictures of a part of the map yet (the first paint, a
place that changed colour) is that part made at once. Tiles overlap their neighbours by a few pixels, so no
seam shows where they meet.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from .idle import IdleWork
from .legible import scale_of

#: a tile's side, in pixels on the screen
TILE = 384
#: how far a tile reaches over its neighbours', in pixels
PAD = 2
#: zooms are told apart in steps of 2^(1/32) (2.2%): a picture a step off is drawn 1% scaled, which no eye sees
STEPS = 32
#: the pictures kept at most, in bytes (the oldest used go first)
BUDGET = 48 * 1024 * 1024

Key = tuple[int, int, int]   # (zoom level, column, row)


def level_of(scale: float) -> int:
    return round(math.log2(scale) * STEPS)


def scale_at(level: int) -> float:
    return 2.0 ** (level / STEPS)


class MapTiles:
    """The tiles of one scene's map. `paint_map(painter, rect)` draws the map's part within `rect` (board
    units) with `painter` as it is set up; `changed(rect)` is told whenever what is drawn there changes."""

    def __init__(self, paint_map: Callable[[QPainter, QRectF], None], background: QColor,
                 changed: Callable[[QRectF], None], parent: QObject | None = None) -> None:
        """`parent` (the scene) owns the idle timer: it goes with the scene, and no tile is made for a board
        that is gone."""
        self.paint_map = paint_map
        self.background = QColor(background)
        self.changed = changed
        self.tiles: OrderedDict[Key, QPixmap] = OrderedDict()
        self.bounds = QRectF()       # the map's extent: no tile is made beyond it
        #: make every missing tile at once, never from another zoom's pictures (screenshots, printing)
        self.at_once = False
        self._bytes = 0
        self._wanted: list[Key] = []
        self.idle = IdleWork(self._next, parent, budget_ms=10)
        #: how many tiles have been made (the bench and the tests read it)
        self.made = 0

    # -- the grid -------------------------------------------------------------------------------
    @staticmethod
    def rect_of(key: Key) -> QRectF:
        level, col, row = key
        side = TILE / scale_at(level)
        return QRectF(col * side, row * side, side, side)

    def keys_for(self, level: int, area: QRectF) -> list[Key]:
        area = area.intersected(self.bounds) if not self.bounds.isEmpty() else area
        if area.isEmpty():
            return []
        side = TILE / scale_at(level)
        c0, c1 = math.floor(area.left() / side), math.floor(area.right() / side)
        r0, r1 = math.floor(area.top() / side), math.floor(area.bottom() / side)
        return [(level, c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, painter: QPainter, area: QRectF) -> None:
        """Draw the map's part within `area` (board units) with `painter`, from the tiles."""
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scale = scale_of(painter.worldTransform()) * ratio
        if scale <= 0:
            return
        level = level_of(scale)
        self._wanted = [k for k in self._wanted if k[0] == level]   # the zoom moved on: its old wishes go
        missing: list[Key] = []
        for key in self.keys_for(level, area):
            picture = self.tiles.get(key)
            if picture is None:
                if self.at_once or not self._stand_in(painter, key):
                    picture = self._make(key)
                else:
                    missing.append(key)
                    continue
            self.tiles.move_to_end(key)
            self._blit(painter, key, picture)
        for key in missing:
            if key not in self._wanted:
                self._wanted.append(key)
        if self._wanted:
            self.idle.wake()

    @staticmethod
    def _blit(painter: QPainter, key: Key, picture: QPixmap) -> None:
        rect = MapTiles.rect_of(key)
        pad = PAD / scale_at(key[0])
        painter.drawPixmap(rect.adjusted(-pad, -pad, pad, pad), picture, QRectF(picture.rect()))

    def _stand_in(self, painter: QPainter, key: Key) -> bool:
        """Draw the part of tile `key` from the nearest other zoom whose tiles cover it; False when none does."""
        rect = self.rect_of(key)
        levels = sorted({k[0] for k in self.tiles if k[0] != key[0]}, key=lambda lv: (abs(lv - key[0]), -lv))
        for level in levels:
            keys = self.keys_for(level, rect)
            if keys and all(k in self.tiles for k in keys):
                painter.save()
                painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
                for k in keys:
                    self._blit(painter, k, self.tiles[k])
                painter.restore()
                return True
        return False

    def _make(self, key: Key) -> QPixmap:
        scale = scale_at(key[0])
        side = TILE + 2 * PAD
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(self.background)
        rect = self.rect_of(key)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(PAD, PAD)
        painter.scale(scale, scale)
        painter.translate(-rect.left(), -rect.top())
        pad = PAD / scale
        try:
            self.paint_map(painter, rect.adjusted(-pad, -pad, pad, pad))
        finally:   # (the image is never left being painted)
            painter.end()
        picture = QPixmap.fromImage(image)
        self.tiles[key] = picture
        self.made += 1
        self._bytes += side * side * 4
        while self._bytes > BUDGET and len(self.tiles) > 1:
            self.tiles.popitem(last=False)
            self._bytes -= side * side * 4
        return picture

    def _next(self) -> bool:
        """Make the next wanted tile and have it drawn; whether more are wanted."""
        if self._wanted:
            key = self._wanted.pop(0)
            if key not in self.tiles:
                self._make(key)
                self.changed(self.rect_of(key))
        return bool(self._wanted)

    def finish(self) -> None:
        """Make every wanted tile now (screenshots and benchmarks, where no idle time comes)."""
        self.idle.finish()

    # -- keeping them true -------------------------------------------------------------------------
    def forget(self, rect: QRectF | None = None) -> None:
        """What is drawn within `rect` (everywhere: None) changed: its tiles, at every zoom, go."""
        side = TILE + 2 * PAD
        for key in [k for k in self.tiles if rect is None or rect.isNull() or self.rect_of(k).intersects(rect)]:
            del self.tiles[key]
            self._bytes -= side * side * 4

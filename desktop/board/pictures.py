"""Names, badges and figures drawn as pictures: each item keeps what it drew, by look and zoom, and draws
the picture again until its look or the zoom changes (a repaint of the whole board then costs a few hundred
picture copies, not a few hundred text outlines filled).

Zooming changes the size of everything at once. An item that has a picture of the same look at another zoom
shows that one scaled (soft for a moment) and its sharp picture at the new zoom is made in idle moments
(`sharpen`), a few items at a time; an item whose look changed is drawn sharp at once. Pictures are made at
the exact zoom, so they are copied pixel for pixel and read as crisply as text drawn directly.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem
from shiboken6 import isValid

from .idle import IdleWork
from .legible import scale_of

#: pictures bigger than this many pixels are not kept (a mat seen up close): drawn directly instead
MAX_PIXELS = 1_500_000
#: how many zooms' pictures an item keeps (the zoom now and the one before it, for the way back)
KEEP = 2

Shot = tuple[QPixmap, QRectF]


class Pictures:
    """One item's pictures: (look, zoom) -> (pixmap, the rect in the item's coordinates it covers)."""

    __slots__ = ("shots",)

    def __init__(self) -> None:
        self.shots: dict[tuple, Shot] = {}

    def forget(self) -> None:
        self.shots.clear()

    def paint(self, item: QGraphicsItem, painter: QPainter, look: tuple, rect: QRectF,
              draw: Callable[[QPainter], None]) -> None:
        """Paint `item` (whose look is `look` and drawing `draw`, within `rect` of its coordinates) from its
        picture at the painter's zoom, a stand-in from another zoom, or directly."""
        scale = scale_of(painter.worldTransform())   # (the exact zoom: the picture is copied pixel for pixel)
        if scale <= 0 or rect.isEmpty() or rect.width() * rect.height() * scale * scale > MAX_PIXELS:
            draw(painter)
            return
        key = (look, scale)
        shot = self.shots.get(key)
        if shot is None:
            near = [(abs(math.log(k[1] / scale)), k) for k in self.shots if k[0] == look]
            if near and SHARPEN.on:
                _gap, other = min(near)
                pixmap, where = self.shots[other]
                painter.drawPixmap(where, pixmap, QRectF(pixmap.rect()))
                SHARPEN.want(item, self, key, rect, draw)
                return
            shot = self.make(key, rect, draw)
        pixmap, where = shot
        painter.drawPixmap(where, pixmap, QRectF(pixmap.rect()))

    def make(self, key: tuple, rect: QRectF, draw: Callable[[QPainter], None]) -> Shot:
        scale = key[1]
        left, top = math.floor(rect.left() * scale), math.floor(rect.top() * scale)
        width = math.ceil(rect.right() * scale) - left + 1
        height = math.ceil(rect.bottom() * scale) - top + 1
        image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(0, 0, 0, 0))
        p = QPainter(image)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                         | QPainter.RenderHint.SmoothPixmapTransform)
        p.translate(-left, -top)
        p.scale(scale, scale)
        try:
            draw(p)
        finally:   # (the image is never left being painted)
            p.end()
        shot = (QPixmap.fromImage(image), QRectF(left / scale, top / scale, width / scale, height / scale))
        if len(self.shots) >= KEEP:   # the oldest goes
            del self.shots[next(iter(self.shots))]
        self.shots[key] = shot
        return shot


class Sharpen:
    """Items shown from a stand-in picture, made sharp in idle moments."""

    def __init__(self) -> None:
        #: stand-ins are used (off: every picture is made when it is first needed)
        self.on = True
        self._queue: dict[int, tuple[QGraphicsItem, Pictures, tuple, QRectF, Callable[[QPainter], None]]] = {}
        self._idle: IdleWork | None = None   # (made with the first wish: Qt is running by then)

    def want(self, item: QGraphicsItem, pictures: Pictures, key: tuple, rect: QRectF,
             draw: Callable[[QPainter], None]) -> None:
        self._queue[id(item)] = (item, pictures, key, QRectF(rect), draw)
        if self._idle is None:
            self._idle = IdleWork(self._next)
        self._idle.wake()

    def _next(self) -> bool:
        """Make the next wanted picture and have its item drawn again; whether more are wanted."""
        if self._queue:
            _id, (item, pictures, key, rect, draw) = self._queue.popitem()
            if isValid(item) and item.scene() is not None:   # (else taken off the board meanwhile)
                if key not in pictures.shots:
                    pictures.make(key, rect, draw)
                item.update()
        return bool(self._queue)

    def finish(self) -> None:
        """Make every wanted picture now (screenshots and benchmarks, where no idle time comes)."""
        if self._idle is not None:
            self._idle.finish()


SHARPEN = Sharpen()

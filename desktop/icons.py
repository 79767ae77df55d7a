"""Icons of our own making, drawn with QPainter (no files needed) or read from assets/icons."""
from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPen, QPixmap

from .paths import ICONS


def screen_ratio() -> float:
    """Device pixels per pixel of the interface (2 on a high-DPI screen or at a 200 % interface size)."""
    app = QGuiApplication.instance()
    return max(1.0, app.devicePixelRatio()) if isinstance(app, QGuiApplication) else 1.0


def sharp_pixmap(size: int) -> QPixmap:
    """A transparent `size`×`size` pixmap drawn in interface pixels but stored at the screen's own resolution, so
    an icon stays sharp on a high-DPI screen."""
    ratio = screen_ratio()
    pix = QPixmap(round(size * ratio), round(size * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    return pix


@cache
def die_icon(size: int = 32) -> QIcon:
    pix = sharp_pixmap(size)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    m = size * 0.08
    p.setPen(QPen(QColor("#3a2f20"), size * 0.06))
    p.setBrush(QColor("#fbf6e6"))
    p.drawRoundedRect(QRectF(m, m, size - 2 * m, size - 2 * m), size * 0.18, size * 0.18)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#a3261f"))
    r = size * 0.085
    for fx, fy in ((0.3, 0.3), (0.5, 0.5), (0.7, 0.7), (0.7, 0.3), (0.3, 0.7)):
        p.drawEllipse(QPointF(size * fx, size * fy), r, r)
    p.end()
    return QIcon(pix)


def app_icon() -> QIcon:
    path = ICONS / "realms-table.svg"
    icon = QIcon(str(path)) if path.exists() else QIcon()
    return icon if not icon.isNull() else die_icon(64)

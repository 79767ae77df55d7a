"""How the skirmish table looks: the table as a board of places (each terrain piece and each zone a place with
its outline, in scene units of a tenth of a centimetre), the trays beside it for figures waiting to be placed
and for the fallen, and each figure drawn from above: its base to scale, the way it faces, lying down when it is
cowed or fallen, its name once the zoom makes it legible."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient

from ..board.figures import register_figure_art
from ..board.legible import MIN_TEXT_PX, scale_of
from ..board.overlay import OverlayZone

if TYPE_CHECKING:
    from maps import BoardMap
    from maps.skirmish.schema import Table

    from ..board.figures import FigureItem

#: scene units per centimetre of the table
K = 10.0
#: the trays beside the table (cm): the gap to the table, their width
TRAY_GAP, TRAY_W = 3.0, 23.0
#: how far apart figures wait in a tray (cm)
TRAY_STEP = 6.4

FIGURE_ART_NAME = "skirmish_figure"

LOOK_FILL = {
    "marsh": "#7d9468", "river": "#6f9cc2", "ford": "#a6c6d4", "hill": "#c8b782", "rocks": "#77726a",
    "wall": "#8b7355", "ruin": "#a39482", "log": "#7a5a3a", "wood": "#5d8a50", "sand": "#d9c68f",
}
TABLE_GREEN = "#a9b57d"


def tray_rect(table: Table, side: int) -> tuple[float, float, float, float]:
    """The tray of side `side` (0 above, 1 below), in scene units."""
    left = (table.width + TRAY_GAP) * K
    half = table.height / 2
    top = 0.0 if side == 0 else (half + 1.5) * K
    return (left, top, TRAY_W * K, (half - 1.5) * K)


def tray_slot(table: Table, side: int, index: int) -> tuple[float, float]:
    """Where the `index`th figure of a tray waits (scene units), rows of four under its caption."""
    left, top, _w, _h = tray_rect(table, side)
    per_row = int(TRAY_W // TRAY_STEP) - 1
    row, col = divmod(index, per_row)
    return (left + (col + 1) * TRAY_STEP * K, top + (row + 1.6) * TRAY_STEP * K)


def trays(table: Table) -> list[OverlayZone]:
    out = []
    for side in (0, 1):
        left, top, w, h = tray_rect(table, side)
        out.append(OverlayZone(f"tray_{side}", "Waiting", (left, top, w, h),
                               caption_at=(left + w / 2, top + 0.55 * TRAY_STEP * K), attrs={"side": side}))
    return out


def name_spot(points: list[tuple[float, float]]) -> tuple[float, float]:
    """Where a piece's name goes (scene units): along its top edge, inside a big piece and just above a thin one,
    so that the name keeps off the figures fighting in the middle of it."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    inside = 2.5 if max(ys) - min(ys) > 12 else -1.5
    return ((min(xs) + max(xs)) / 2 * K, (min(ys) + inside) * K)


def caption_spot(table: Table, points: list[tuple[float, float]]) -> tuple[float, float]:
    """Where a zone's caption goes (scene units): a deployment zone's (a band along a table edge) by that outer
    edge, behind where its figures stand; a zone in the table's middle (the ford) in its middle."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x = (min(xs) + max(xs)) / 2
    if min(ys) <= 0.0:
        return (x * K, (min(ys) + 2.2) * K)
    if max(ys) >= table.height:
        return (x * K, (max(ys) - 2.2) * K)
    return (x * K, (min(ys) + max(ys)) / 2 * K)


def table_board(table: Table, zones: dict[str, str]) -> BoardMap:
    """The table as a board: its terrain pieces and `zones` (zone name -> its caption) as places."""
    from maps.schema import BoardMap, Feature, Node

    def centre(points: list[tuple[float, float]]) -> tuple[float, float]:
        return (sum(p[0] for p in points) / len(points) * K, sum(p[1] for p in points) / len(points) * K)

    nodes = []
    features = []
    for piece in table.terrain:
        outline = [(x * K, y * K) for x, y in piece.polygon]
        nodes.append(Node(id=piece.id, name=piece.name, kind="terrain", pos=name_spot(piece.polygon), polygon=outline,
                          attrs={"look": piece.look, "terrain": piece.kind, "height": piece.height,
                                 "level": piece.level, "sight": piece.blocks_sight}))
        if piece.look == "wood":
            features.append(Feature(kind="forest", name=piece.name, points=outline))
    for zone, caption in zones.items():
        points = table.zones[zone]
        nodes.append(Node(id=f"zone_{zone}", name=caption, kind="zone", pos=caption_spot(table, points),
                          polygon=[(x * K, y * K) for x, y in points], attrs={"zone": zone}))
    return BoardMap(id=f"skirmish_{table.id}", title=table.name, width=(table.width + TRAY_GAP + TRAY_W) * K,
                    height=table.height * K, background=TABLE_GREEN, nodes=nodes, edges=[], features=features)


# -- the figures ------------------------------------------------------------------------------------------------
def _name_font(px: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPointSizeF(px * 72.0 / 96.0)
    return font


def paint_figure(painter: QPainter, item: FigureItem) -> None:
    """A figure from above: its base to scale in its warband's colour, a pointer the way it faces (standing),
    or the figure lying across its base (cowed; grey when fallen), and its name under it once legible."""
    f = item.figure
    r = item.radius
    colour = QColor(f.colour)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    lift = r * (0.3 if item.lifted else 0.1)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90 if item.lifted else 60))
    painter.drawEllipse(QPointF(lift, lift), r, r)
    if item.draggable:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffd34d"), r * 0.22))
        painter.drawEllipse(QPointF(0, 0), r * 1.14, r * 1.14)
    grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.4)
    grad.setColorAt(0, colour.lighter(140))
    grad.setColorAt(1, colour.darker(130))
    painter.setBrush(grad)
    painter.setPen(QPen(QColor("#f4ecd6"), r * 0.1))
    painter.drawEllipse(QPointF(0, 0), r, r)
    facing = math.radians(f.facing if f.facing is not None else 90.0)
    painter.save()
    painter.rotate(math.degrees(facing))
    body = QColor("#f4ecd6") if colour.lightness() < 150 else QColor("#2a2418")
    if f.lying:   # lying across its base, head toward where it faced
        painter.setPen(QPen(body.darker(120), r * 0.08))
        painter.setBrush(body)
        painter.drawRoundedRect(QRectF(-r * 0.75, -r * 0.22, r * 1.3, r * 0.44), r * 0.2, r * 0.2)
        painter.drawEllipse(QPointF(r * 0.62, 0), r * 0.24, r * 0.24)
    else:         # standing: shoulders and head seen from above, and a pointer ahead
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(body)
        painter.drawEllipse(QPointF(0, 0), r * 0.26, r * 0.56)
        painter.drawEllipse(QPointF(r * 0.02, 0), r * 0.22, r * 0.22)
        arrow = QPainterPath(QPointF(r * 0.98, 0))
        arrow.lineTo(r * 0.55, -r * 0.3)
        arrow.lineTo(r * 0.55, r * 0.3)
        arrow.closeSubpath()
        painter.drawPath(arrow)
    painter.restore()
    scale = scale_of(painter.worldTransform())
    if scale <= 0:
        return
    px = MIN_TEXT_PX + 1.0      # the name, at a legible size on screen, once it is no wider than a few bases
    font = _name_font(px / scale)
    from PySide6.QtGui import QFontMetricsF
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(f.label)
    if width > max(r * 3.2, 5.0 * K):
        return
    rect = QRectF(-width / 2 - 2 / scale, r * 1.15, width + 4 / scale, metrics.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 250, 236, 215))
    painter.drawRoundedRect(rect, 3 / scale, 3 / scale)
    painter.setPen(QColor("#1d1a14"))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f.label)


def figure_bounds(item: FigureItem) -> QRectF:
    r = item.radius
    return QRectF(-r * 4.2, -r * 1.4, r * 8.4, r * 4.2)


def figure_mark(item: FigureItem) -> tuple[QPointF, float]:
    """A figure wears its warband's mark on its head, seen from above."""
    return QPointF(0, 0), item.radius * 0.42


def figure_shape(item: FigureItem) -> QPainterPath:
    """The base alone: what the mouse picks the figure by."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), item.radius * 1.1, item.radius * 1.1)
    return path


def register() -> None:
    register_figure_art(FIGURE_ART_NAME, paint_figure, figure_bounds, figure_shape, mark=figure_mark)


__all__ = [
    "FIGURE_ART_NAME",
    "LOOK_FILL",
    "TABLE_GREEN",
    "K",
    "figure_bounds",
    "paint_figure",
    "register",
    "table_board",
    "tray_rect",
    "tray_slot",
    "trays",
]

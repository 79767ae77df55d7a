"""Plane geometry for the skirmish table: points, segments, circles and simple polygons in centimetres
(x to the right, y down). Pure Python, no Qt.

Conventions: a segment a→b is read by a parameter t from 0 (at a) to 1 (at b); a polygon is its list of
corners in order (either way round), closed implicitly. "Inside" a polygon includes its boundary unless a
function says otherwise; that is the cautious reading for movement (a centre on a marsh's edge is in the marsh).

The table-level questions the rules engine asks are at the end: `line_of_sight` (which sight-blocking pieces
and which bases a straight line crosses) and `higher` (ground level at one point against another).
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .schema import Table, Terrain

Point = tuple[float, float]
Polygon = Sequence[Point]

#: lengths closer than this (cm) are the same: a point this near an edge is on it
TOL = 1e-9


@dataclass(frozen=True, slots=True)
class Disc:
    """A circle on the table: a figure's base (a blocker for movement, a body in the way of sight) or a
    keep-away circle the engine draws around an enemy."""

    x: float
    y: float
    r: float


def distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


# ---- polygons ---------------------------------------------------------------------------------------------

def signed_area(polygon: Polygon) -> float:
    """Shoelace area: positive when the corners turn from +x towards +y (clockwise as seen on screen)."""
    total = 0.0
    n = len(polygon)
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[(i + 1) % n]
        total += x0 * y1 - x1 * y0
    return total / 2


def polygon_area(polygon: Polygon) -> float:
    return abs(signed_area(polygon))


def polygon_centroid(polygon: Polygon) -> Point:
    """The centre of mass of the polygon's area (where a label or a token goes)."""
    a = signed_area(polygon)
    if abs(a) < TOL:
        n = len(polygon)
        return (sum(p[0] for p in polygon) / n, sum(p[1] for p in polygon) / n)
    cx = cy = 0.0
    n = len(polygon)
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[(i + 1) % n]
        f = x0 * y1 - x1 * y0
        cx += (x0 + x1) * f
        cy += (y0 + y1) * f
    return (cx / (6 * a), cy / (6 * a))


def bbox(points: Sequence[Point]) -> tuple[float, float, float, float]:
    """min x, min y, max x, max y."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def closest_on_segment(p: Point, a: Point, b: Point) -> Point:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    dd = dx * dx + dy * dy
    if dd == 0:
        return a
    t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / dd
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (ax + t * dx, ay + t * dy)


def point_segment_distance(p: Point, a: Point, b: Point) -> float:
    return distance(p, closest_on_segment(p, a, b))


def closest_on_boundary(p: Point, polygon: Polygon) -> Point:
    """The point of the polygon's outline nearest to p (p may be inside or outside)."""
    best = polygon[0]
    best_d = math.inf
    n = len(polygon)
    for i in range(n):
        c = closest_on_segment(p, polygon[i], polygon[(i + 1) % n])
        d = distance(p, c)
        if d < best_d:
            best, best_d = c, d
    return best


def boundary_distance(p: Point, polygon: Polygon) -> float:
    """How far p is from the polygon's outline (0 on it), whichever side it is on."""
    return distance(p, closest_on_boundary(p, polygon))


def on_boundary(p: Point, polygon: Polygon, tol: float = TOL) -> bool:
    return boundary_distance(p, polygon) <= tol


def _outside_box(xlo: float, ylo: float, xhi: float, yhi: float, polygon: Polygon) -> bool:
    """Whether the box [xlo, xhi] × [ylo, yhi] lies more than TOL clear of the polygon's bounding box: then
    nothing in the box is inside the polygon or on its outline (a cheap test before the exact ones)."""
    xs = [q[0] for q in polygon]
    ys = [q[1] for q in polygon]
    return xhi < min(xs) - TOL or xlo > max(xs) + TOL or yhi < min(ys) - TOL or ylo > max(ys) + TOL


def point_in_polygon(p: Point, polygon: Polygon, boundary: bool = True) -> bool:
    """Whether p lies in the polygon; a point on the outline counts as inside when `boundary` is true."""
    if _outside_box(p[0], p[1], p[0], p[1], polygon):
        return False
    if on_boundary(p, polygon):
        return boundary
    x, y = p
    inside = False
    n = len(polygon)
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[i - 1]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def polygon_distance(p: Point, polygon: Polygon) -> float:
    """0 inside (or on) the polygon, else the distance to its outline."""
    return 0.0 if point_in_polygon(p, polygon) else boundary_distance(p, polygon)


# ---- segments ---------------------------------------------------------------------------------------------

def _cross(ax: float, ay: float, bx: float, by: float) -> float:
    return ax * by - ay * bx


def segments_touch(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether segments ab and cd share at least one point (touching counts)."""
    return segment_distance(a, b, c, d) <= TOL


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether ab and cd cross properly: each passes from one side of the other to its other side."""
    d1 = _cross(d[0] - c[0], d[1] - c[1], a[0] - c[0], a[1] - c[1])
    d2 = _cross(d[0] - c[0], d[1] - c[1], b[0] - c[0], b[1] - c[1])
    d3 = _cross(b[0] - a[0], b[1] - a[1], c[0] - a[0], c[1] - a[1])
    d4 = _cross(b[0] - a[0], b[1] - a[1], d[0] - a[0], d[1] - a[1])
    e1 = TOL * math.hypot(d[0] - c[0], d[1] - c[1])
    e2 = TOL * math.hypot(b[0] - a[0], b[1] - a[1])
    return ((d1 > e1 and d2 < -e1) or (d1 < -e1 and d2 > e1)) and ((d3 > e2 and d4 < -e2) or (d3 < -e2 and d4 > e2))


def segment_distance(a: Point, b: Point, c: Point, d: Point) -> float:
    """The shortest distance between segments ab and cd (0 if they touch or cross)."""
    if segments_cross(a, b, c, d):
        return 0.0
    return min(point_segment_distance(a, c, d), point_segment_distance(b, c, d),
               point_segment_distance(c, a, b), point_segment_distance(d, a, b))


def segment_params(a: Point, b: Point, c: Point, d: Point) -> list[float]:
    """The parameters t along a→b where ab meets cd: one for a crossing or a touch, two (the ends of the shared
    stretch) when they lie along each other, none when apart."""
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = d[0] - c[0], d[1] - c[1]
    rr = rx * rx + ry * ry
    if rr == 0:
        return [0.0] if point_segment_distance(a, c, d) <= TOL else []
    denom = _cross(rx, ry, sx, sy)
    qx, qy = c[0] - a[0], c[1] - a[1]
    slen = math.hypot(sx, sy)
    if abs(denom) <= TOL * math.sqrt(rr) * max(slen, TOL):
        # parallel: only a shared stretch on one line counts
        if abs(_cross(qx, qy, rx, ry)) > TOL * math.sqrt(rr):
            return []
        t0 = (qx * rx + qy * ry) / rr
        t1 = ((d[0] - a[0]) * rx + (d[1] - a[1]) * ry) / rr
        lo, hi = max(0.0, min(t0, t1)), min(1.0, max(t0, t1))
        if lo > hi + TOL:
            return []
        return [lo] if hi - lo <= TOL else [lo, hi]
    t = _cross(qx, qy, sx, sy) / denom
    u = _cross(qx, qy, rx, ry) / denom
    lt = TOL / math.sqrt(rr)
    lu = TOL / max(slen, TOL)
    if -lt <= t <= 1 + lt and -lu <= u <= 1 + lu:
        return [min(1.0, max(0.0, t))]
    return []


def segment_boundary_params(a: Point, b: Point, polygon: Polygon) -> list[float]:
    """Sorted parameters t in [0, 1] where segment a→b meets the polygon's outline (entries, exits, touches)."""
    ts: list[float] = []
    n = len(polygon)
    for i in range(n):
        ts.extend(segment_params(a, b, polygon[i], polygon[(i + 1) % n]))
    return sorted(ts)


def segment_inside(a: Point, b: Point, polygon: Polygon, boundary: bool = True) -> list[tuple[float, float]]:
    """The stretches of segment a→b inside the polygon, as (t_enter, t_leave) parameter pairs in order.
    A stretch along the outline counts as inside when `boundary` is true."""
    if _outside_box(min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]), polygon):
        return []
    ts = [0.0, *segment_boundary_params(a, b, polygon), 1.0]
    out: list[tuple[float, float]] = []
    for t0, t1 in itertools.pairwise(ts):
        if t1 - t0 <= 1e-12:
            continue
        tm = (t0 + t1) / 2
        mid = (a[0] + (b[0] - a[0]) * tm, a[1] + (b[1] - a[1]) * tm)
        if point_in_polygon(mid, polygon, boundary):
            if out and abs(out[-1][1] - t0) <= 1e-12:
                out[-1] = (out[-1][0], t1)
            else:
                out.append((t0, t1))
    if not out and point_in_polygon(a, polygon, boundary) and distance(a, b) == 0:
        out.append((0.0, 1.0))
    return out


def segment_circle(a: Point, b: Point, centre: Point, radius: float) -> tuple[float, float] | None:
    """The stretch (t0, t1) of segment a→b strictly within `radius` of `centre`, or None if it stays outside
    (a segment that only touches the circle stays outside)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - centre[0], a[1] - centre[1]
    aa = dx * dx + dy * dy
    if aa == 0:
        return (0.0, 1.0) if math.hypot(fx, fy) < radius - TOL else None
    bb = fx * dx + fy * dy
    cc = fx * fx + fy * fy - radius * radius
    disc = bb * bb - aa * cc
    if disc <= 0:
        return None
    root = math.sqrt(disc)
    t0 = (-bb - root) / aa
    t1 = (-bb + root) / aa
    lo, hi = max(t0, 0.0), min(t1, 1.0)
    if hi - lo <= TOL / math.sqrt(aa) or point_segment_distance(centre, a, b) >= radius - TOL:
        return None
    return (lo, hi)


def is_simple(polygon: Polygon) -> bool:
    """Whether the outline never meets itself except where neighbouring edges share a corner."""
    n = len(polygon)
    if n < 3:
        return False
    if any(distance(polygon[i], polygon[(i + 1) % n]) <= TOL for i in range(n)):
        return False
    for i in range(n):
        a, b = polygon[i], polygon[(i + 1) % n]
        for j in range(i + 1, n):
            c, d = polygon[j], polygon[(j + 1) % n]
            if j == i + 1 or (i == 0 and j == n - 1):
                # neighbours share one corner; they may not fold back along each other
                shared = b if j == i + 1 else a
                other_ab = a if j == i + 1 else b
                other_cd = d if j == i + 1 else c
                if (point_segment_distance(other_cd, a, b) <= TOL and distance(other_cd, shared) > TOL) or \
                        (point_segment_distance(other_ab, c, d) <= TOL and distance(other_ab, shared) > TOL):
                    return False
                continue
            if segments_touch(a, b, c, d):
                return False
    return True


# ---- the table: sight and levels --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SightCrossing:
    """A sight-blocking piece a line of sight passes through: `enter` and `leave` are its distances in cm from
    the line's start (0 when the line starts inside the piece)."""

    terrain: Terrain
    enter: float
    leave: float

    @property
    def length(self) -> float:
        return self.leave - self.enter


@dataclass(frozen=True, slots=True)
class Sight:
    """What a straight line of sight from a to b crosses: sight-blocking pieces (in order along the line)
    and the indexes of the discs it passes through. The engine decides cover and blocking from it."""

    pieces: tuple[SightCrossing, ...]
    discs: tuple[int, ...]

    @property
    def clear(self) -> bool:
        return not self.pieces and not self.discs


def line_of_sight(table: Table, a: Point, b: Point, discs: Sequence[Disc] = (),
                  ignore: Collection[str] = (), ignore_discs: Collection[int] = ()) -> Sight:
    """Which sight-blocking terrain pieces (`blocks_sight`) and which discs the segment a→b passes through.

    `ignore` names terrain ids to leave out (say, the wood the viewer stands in) and `ignore_discs` the indexes
    of discs to leave out (the viewer's and the target's own bases). A disc counts when the line passes
    strictly inside it; a piece counts when some stretch of the line lies in it."""
    length = distance(a, b)
    crossings: list[SightCrossing] = []
    for piece in table.terrain:
        if not piece.blocks_sight or piece.id in ignore:
            continue
        for t0, t1 in segment_inside(a, b, piece.polygon):
            if t1 > t0 or length == 0:
                crossings.append(SightCrossing(piece, t0 * length, t1 * length))
    crossings.sort(key=lambda c: (c.enter, c.leave))
    hit = tuple(i for i, d in enumerate(discs)
                if i not in ignore_discs and segment_circle(a, b, (d.x, d.y), d.r) is not None)
    return Sight(tuple(crossings), hit)


def level_at(table: Table, p: Point) -> int:
    """The ground level at p: the highest `level` of the pieces p stands in, 0 on plain ground."""
    return max((t.level for t in table.terrain if t.level and point_in_polygon(p, t.polygon)), default=0)


def higher(table: Table, a: Point, b: Point) -> bool:
    """Whether a stands on higher ground than b (say, a hill top against the plain below)."""
    return level_at(table, a) > level_at(table, b)

"""Movement on a skirmish table: where a figure may go this move, what getting there costs, and why not.

The rules served (the rules text's content, in our words): a figure moves along any path, up to its allowance in
cm. Its base may never overlap another base, impassable terrain, or an obstacle it cannot cross freely, and stays
on the table. Each cm its centre travels in difficult terrain costs 2 cm. An obstacle at most half the mover's
height is crossed freely (like open ground); one up to twice its height needs a jump test (`Reach.jump` gives
the geometry, the engine rolls); a taller one cannot be crossed. A normal move may not end overlapping one of the
engine's keep-away discs (2 cm around each enemy), though its path may pass through them.

How it works:

* `Navigator` is built once per table: a networkx graph over a lattice of 1 cm spacing (shifted off the round
  numbers table authors use, so no node sits exactly on a polygon's corner or edge), plus nodes along every edge
  of difficult terrain (every 0.5 cm) and just off its corners, where cheapest paths cross or bend. Per mover
  size (radius, height) it adds once, and keeps, nodes just outside the rounded corners of whatever blocks that
  figure and along the corridors too narrow for the lattice to see through.
* `Navigator.reach` searches any-angle from the figure out to its allowance: Theta*, where a node takes its
  neighbour's parent as its own when the straight segment between them is clear and stays on one kind of
  ground, so paths are straight between bends. For this query it adds a ring of nodes round every other base
  and nodes in the gaps between bases. Segments are tested exactly against circles (bases), rounded polygon
  edges (terrain that blocks this figure) and terrain edges, by walking them over a clearance field (steps as
  long as the distance to the nearest such thing) and testing exactly only the things the walk comes near.
  What the figure sees from where it stands is decided for every node at once, from the directions each nearby
  thing covers; on open ground those nodes are settled at their straight distance without a search.
* `Reach.cost` takes the cheapest exact last segment from the settled nodes round the point, then pulls the path
  taut: each bend is given the base or rounded corner it goes round, and the path is rebuilt from their common
  tangents, arcs drawn as fine polygons outside the circle; each crossing of a difficult edge slides to its
  cheapest place (the path refracts). It reports `measure` of that path: a cost is always the measured length of
  a real path that overlaps nothing, never less. The search extends lazily when asked about a point beyond the
  allowance (so a cost past the allowance is true too).

Accuracy, checked against an exact visibility-graph solver on random tables: costs within 2 mm of the shortest
path (usually well under 1 mm). `area` is drawn from the search's own costs per lattice node, interpolated
between nodes into outlines, so its edge is true to a millimetre or two; `refusal` is the exact word on a point.
"""
from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import networkx as nx

from .geometry import TOL, Disc, Point, distance, segment_inside, segment_params, signed_area
from .schema import Table, Terrain

__all__ = ["Disc", "Jump", "Mover", "Navigator", "Reach", "Refusal", "distance", "measure", "navigator"]

# An exact-test item: (kind, x1, y1, x2, y2, radius, piece index). A CIRCLE is a base grown by the mover's radius
# (x2, y2 repeat the centre); a CAPSULE is an edge of a blocking piece grown by the mover's radius; an EDGE is an
# edge of difficult terrain (radius 0), which a straight stretch of a path may not cross.
Item = tuple[int, float, float, float, float, float, int]
CIRCLE, CAPSULE, EDGE = 0, 1, 2

SHIFT = (0.4629, 0.4871)        # where the lattice starts, in spacings: off the round numbers of hand-made tables
EDGE_STEP = 0.5                 # nodes along difficult terrain's edges, every this many spacings
LINK = 1.5                      # extra nodes link to lattice nodes (and each other) this near, in spacings
GAP = 2.0                       # a corridor narrower than this many spacings gets a node at its neck...
GAP_LINK = 3.0                  # ...linked this far, in spacings (the lattice cannot see through it)
LOCAL = 2.25                    # a lattice node lists the things within this many spacings (≥ LINK + half a diagonal)
CAP = 4.0                       # the clearance field stops counting here (cm)
CORNER_STEP = math.radians(22.5)   # the polygon around a blocking piece's rounded corner turns this much per side
RING = 12                       # sides of the polygon of nodes around another base
WRAP_STEP = math.radians(4.0)   # the finer polygon the final path wraps around a base or a corner
OFFSET = 1e-3                   # nodes off a difficult piece's corner stand this far from it (cm)
CELL = 4.0                      # extra nodes are filed by cells this wide (cm)
SPREAD = 0.5                    # ways to a point costing within this much of the best (cm) are all straightened...
ROUTES = 3                      # ...up to this many
#: a way the search finds, before it is straightened, is never dearer than the straightened one by more than
#: these (measured: at most 6.4% and 0.85 cm over 9,134 sampled points on the three tables, with and without
#: other bases about; the margin kept is wider): a way dearer still is surely beyond the limit without
#: straightening it (`Reach.cost_below`)
UNSTRAIGHT_GAIN = 1.1
UNSTRAIGHT_SLACK = 2.0
BINS = 256                      # directions from the figure, for deciding at once what it sees
CLEAR = 1e-7                    # a base may touch (not overlap) what blocks it, to this tolerance (cm)
INF = math.inf


# ---- the public value types -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Mover:
    """The figure that moves: where its centre stands, its base's radius and its height (cm, from the engine),
    and the cm of movement this move may use (its Move, or twice that when it runs)."""

    x: float
    y: float
    radius: float
    height: float
    allowance: float


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a point is not a legal end of this move, as data the desktop words and the engine checks.

    code, checked in this order:
      "off_table"          the base would hang over the table's edge;
      "impassable"         it would overlap impassable terrain;
      "obstacle_too_high"  it would stand on an obstacle taller than twice the figure, or cannot get there this
                           move and the straight way there is over one;
      "blocked"            it would stand on an obstacle it must jump, or no path leads there at any cost;
      "overlap"            it would overlap another base;
      "needs_jump"         walking does not get there this move but a jump does (see `Reach.jump`);
      "too_far"            the cheapest path costs more than the allowance;
      "too_close_enemy"    it would end in a keep-away disc (the path may pass through them).
    `cost` is the cheapest path's cost when there is one; `through` names the difficult terrain that path crosses
    most ("15.2 cm through the marsh"); `terrain` names the piece concerned."""

    code: str
    cost: float | None
    through: str | None
    terrain: str | None


@dataclass(frozen=True, slots=True)
class Jump:
    """A jump over an obstacle on the way to a point: move normally to `edge` (the centre where the base touches
    the obstacle) at `cost_to_edge` along `path`; if the engine's test succeeds the figure is placed at `landing`
    (the centre where the base clears the far side, straight on). `crossing` is the obstacle's thickness along the
    direction of travel (cm); `after` what the rest of the way from the landing to the point costs (0 when the
    point is the landing or short of it)."""

    edge: Point
    landing: Point
    cost_to_edge: float
    crossing: float
    terrain: Terrain
    path: tuple[Point, ...]
    after: float


# ---- measuring ----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Area:
    """A piece that changes what movement costs: difficult (weight 2) or impassable (no way through)."""

    piece: Terrain
    weight: float
    points: tuple[Point, ...]
    box: tuple[float, float, float, float]


def _areas(table: Table) -> list[_Area]:
    out = []
    for t in table.terrain:
        if t.kind in ("difficult", "impassable"):
            xs = [p[0] for p in t.polygon]
            ys = [p[1] for p in t.polygon]
            out.append(_Area(t, 2.0 if t.kind == "difficult" else INF, tuple(t.polygon),
                             (min(xs), min(ys), max(xs), max(ys))))
    return out


def _inside(px: float, py: float, pts: Sequence[Point], boundary: bool = True) -> bool:
    """geometry.point_in_polygon written out for speed: a point within TOL of an edge is on the outline, which
    counts as inside when `boundary` is true."""
    inside = False
    x0, y0 = pts[-1]
    for x1, y1 in pts:
        if (min(x0, x1) - TOL <= px <= max(x0, x1) + TOL and min(y0, y1) - TOL <= py <= max(y0, y1) + TOL
                and _psd(px, py, x0, y0, x1, y1) <= TOL):
            return boundary
        if (y1 > py) != (y0 > py) and px < x1 + (py - y1) * (x0 - x1) / (y0 - y1):
            inside = not inside
        x0, y0 = x1, y1
    return inside


def _weight_at(p: Point, areas: Sequence[_Area]) -> float:
    """What a cm costs with the centre at p: 2 in (or on the edge of) difficult terrain, 1 elsewhere, infinite
    strictly inside impassable terrain."""
    w = 1.0
    px, py = p
    for ar in areas:
        if ar.weight == INF:
            if _inside(px, py, ar.points, False):
                return INF
        elif w < ar.weight and _inside(px, py, ar.points):
            w = ar.weight
    return w


def _boundary_ts(a: Point, b: Point, pts: Sequence[Point]) -> list[float]:
    """geometry.segment_boundary_params, skipping edges whose box misses the segment's."""
    lox, hix = min(a[0], b[0]) - TOL, max(a[0], b[0]) + TOL
    loy, hiy = min(a[1], b[1]) - TOL, max(a[1], b[1]) + TOL
    out: list[float] = []
    c = pts[-1]
    for d in pts:
        if not (max(c[0], d[0]) < lox or min(c[0], d[0]) > hix or max(c[1], d[1]) < loy or min(c[1], d[1]) > hiy):
            out.extend(segment_params(a, b, c, d))
        c = d
    return out


def _near_areas(a: Point, b: Point, areas: Sequence[_Area]) -> list[_Area]:
    lox, hix = min(a[0], b[0]), max(a[0], b[0])
    loy, hiy = min(a[1], b[1]), max(a[1], b[1])
    return [ar for ar in areas if ar.box[0] <= hix and ar.box[2] >= lox and ar.box[1] <= hiy and ar.box[3] >= loy]


def _pieces_of(a: Point, b: Point, areas: Sequence[_Area]) -> list[tuple[float, float, float]]:
    """Segment a→b cut where it meets a piece's edge: (t0, t1, weight) for each stretch."""
    hit = _near_areas(a, b, areas)
    if not hit:
        return [(0.0, 1.0, 1.0)]
    ts = [0.0, 1.0]
    for ar in hit:
        ts.extend(_boundary_ts(a, b, ar.points))
    ts.sort()
    out = []
    for t0, t1 in itertools.pairwise(ts):
        if t1 - t0 > 1e-12:
            tm = (t0 + t1) / 2
            out.append((t0, t1, _weight_at((a[0] + (b[0] - a[0]) * tm, a[1] + (b[1] - a[1]) * tm), hit)))
    return out


def _segment_cost(a: Point, b: Point, areas: Sequence[_Area]) -> float:
    length = distance(a, b)
    if length == 0:
        return 0.0
    return sum((t1 - t0) * w for t0, t1, w in _pieces_of(a, b, areas)) * length


def measure(table: Table, path: Sequence[Point]) -> float:
    """The exact terrain-weighted length of a polyline: each segment is cut where it crosses a piece's edge, and
    each stretch with its centre in difficult terrain (edge included) counts twice. Open ground, hills and
    obstacles count once; a stretch strictly inside impassable terrain makes the length infinite."""
    areas = _areas(table)
    return sum(_segment_cost(path[i], path[i + 1], areas) for i in range(len(path) - 1))


def _through(path: Sequence[Point], areas: Sequence[_Area]) -> str | None:
    """The name of the difficult piece the path spends most of its length in, if any."""
    inside: dict[str, float] = {}
    for a, b in itertools.pairwise(path):
        length = distance(a, b)
        for ar in _near_areas(a, b, areas):
            if ar.weight == 2.0:
                run = sum(t1 - t0 for t0, t1 in segment_inside(a, b, ar.points)) * length
                if run > 1e-9:
                    inside[ar.piece.name] = inside.get(ar.piece.name, 0.0) + run
    return max(inside, key=lambda k: inside[k]) if inside else None


# ---- exact tests on segments (hot: written out for speed) --------------------------------------------------

def _psd(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    """Distance from point p to segment ab."""
    dx = bx - ax
    dy = by - ay
    dd = dx * dx + dy * dy
    if dd > 0.0:
        t = ((px - ax) * dx + (py - ay) * dy) / dd
        if t < 0.0:
            t = 0.0
        elif t > 1.0:
            t = 1.0
        return math.hypot(px - ax - t * dx, py - ay - t * dy)
    return math.hypot(px - ax, py - ay)


def _crosses(ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float) -> bool:
    """Whether segments ab and cd cross properly (each passes from one side of the other to its other side)."""
    ex = dx - cx
    ey = dy - cy
    fx = bx - ax
    fy = by - ay
    d1 = ex * (ay - cy) - ey * (ax - cx)
    d2 = ex * (by - cy) - ey * (bx - cx)
    e1 = 1e-9 * math.hypot(ex, ey)
    if not ((d1 > e1 and d2 < -e1) or (d1 < -e1 and d2 > e1)):
        return False
    d3 = fx * (cy - ay) - fy * (cx - ax)
    d4 = fx * (dy - ay) - fy * (dx - ax)
    e2 = 1e-9 * math.hypot(fx, fy)
    return (d3 > e2 and d4 < -e2) or (d3 < -e2 and d4 > e2)


def _ssd(ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float) -> float:
    """Distance between segments ab and cd."""
    if _crosses(ax, ay, bx, by, cx, cy, dx, dy):
        return 0.0
    return min(_psd(ax, ay, cx, cy, dx, dy), _psd(bx, by, cx, cy, dx, dy),
               _psd(cx, cy, ax, ay, bx, by), _psd(dx, dy, ax, ay, bx, by))


def _blocks(item: Item, ax: float, ay: float, bx: float, by: float, terrain: bool) -> bool:
    """Whether segment ab runs into the item: overlaps a grown base or edge, or (when `terrain`) crosses an edge
    of difficult terrain."""
    kind = item[0]
    if kind == CIRCLE:
        return _psd(item[1], item[2], ax, ay, bx, by) < item[5] - CLEAR
    if kind == CAPSULE:
        r = item[5]
        cx, cy, dx, dy = item[1], item[2], item[3], item[4]
        # two boxes more than r apart along an axis hold no two points nearer than r
        if (ax if ax > bx else bx) + r < (cx if cx < dx else dx) or \
                (cx if cx > dx else dx) + r < (ax if ax < bx else bx) or \
                (ay if ay > by else by) + r < (cy if cy < dy else dy) or \
                (cy if cy > dy else dy) + r < (ay if ay < by else by):
            return False
        return _ssd(ax, ay, bx, by, cx, cy, dx, dy) < r - CLEAR
    return terrain and _crosses(ax, ay, bx, by, item[1], item[2], item[3], item[4])


def _item_distance(item: Item, px: float, py: float) -> float:
    """How far point p is from the item's forbidden zone (negative inside a grown base or edge)."""
    if item[0] == CIRCLE:
        return math.hypot(px - item[1], py - item[2]) - item[5]
    return _psd(px, py, item[1], item[2], item[3], item[4]) - item[5]


# ---- the per-table navigator --------------------------------------------------------------------------------

class _Profile:
    """What one mover size (base radius, height) needs on a table, built once and shared by its queries: the
    pieces that block it (impassable terrain, obstacles taller than half its height), their edges grown by the
    radius as exact-test items, which nodes its centre may stand on, the clearance field, the nodes just outside
    the rounded corners of the blocking pieces and along narrow corridors between them, with their links."""

    def __init__(self, nav: Navigator, radius: float, height: float) -> None:
        self.radius = r = radius
        self.height = height
        t = nav.table
        s = nav.spacing
        self.barriers = [p for p in t.terrain
                         if p.kind == "impassable" or (p.kind == "obstacle" and p.height > height / 2 + 1e-9)]
        self.polys = [tuple(p.polygon) for p in self.barriers]
        items: list[Item] = list(nav.terrain_items)
        for k, poly in enumerate(self.polys):
            for i in range(len(poly)):
                (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
                items.append((CAPSULE, x1, y1, x2, y2, r, k))
        self.items = items
        n = nav.n_lattice
        nt = len(nav.X)
        X, Y = nav.X, nav.Y
        # where the centre may stand: on the table, clear of the blocking pieces
        free = bytearray(nt)
        lo_x, hi_x, lo_y, hi_y = r - CLEAR, t.width - r + CLEAR, r - CLEAR, t.height - r + CLEAR
        for k in range(nt):
            if lo_x <= X[k] <= hi_x and lo_y <= Y[k] <= hi_y:
                free[k] = 1
        deep = bytearray(n)
        cb = [CAP] * n
        local: dict[int, list[int]] = {}
        grow = r + CAP
        for idx in range(len(nav.terrain_items), len(items)):
            _, x1, y1, x2, y2, _, _ = items[idx]
            for m in nav.lattice_in_box(min(x1, x2) - grow, min(y1, y2) - grow, max(x1, x2) + grow,
                                        max(y1, y2) + grow):
                d = _psd(X[m], Y[m], x1, y1, x2, y2) - r
                if d < cb[m]:
                    cb[m] = d
                if d < LOCAL * s:
                    local.setdefault(m, []).append(idx)
        self.boxes = []
        for poly in self.polys:
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            self.boxes.append((min(xs), min(ys), max(xs), max(ys)))
        for poly, (x0, y0, x1, y1) in zip(self.polys, self.boxes, strict=True):
            for m in nav.lattice_in_box(x0, y0, x1, y1):
                if _inside(X[m], Y[m], poly):
                    deep[m] = 1
            for m in nav.lattice_in_box(x0 - r, y0 - r, x1 + r, y1 + r):
                if free[m] and (deep[m] or _polygon_gap(X[m], Y[m], poly) < r - CLEAR):
                    free[m] = 0
        for k in range(n, nt):
            if free[k] and not self.clear_point(X[k], Y[k]):
                free[k] = 0
        self.deep = deep
        self.cb = cb
        self.clr = [min(a, b) for a, b in zip(cb, nav.ct, strict=True)]
        loc = list(nav.tloc)
        bloc: list[tuple[int, ...]] = [()] * n
        for m, extra in local.items():
            loc[m] = loc[m] + tuple(extra)
            bloc[m] = tuple(extra)
        self.loc = loc        # every item within LOCAL spacings of each lattice node
        self.bloc = bloc      # the blocking ones among them (no terrain edges)
        self.free = free
        # nodes outside the rounded corners
        self.X, self.Y = list(X), list(Y)
        self.cls = bytearray(nav.cls)
        self.near = list(nav.near)
        self.off = list(nav.off)
        self.nbr = list(nav.nbr)
        self.circ: dict[int, tuple[float, float, float]] = {}
        made: list[int] = []
        for poly in self.polys:
            for vx, vy, radius_at in _corner_ring(poly, r):
                if self.clear_point(vx, vy) and \
                        r - CLEAR <= vx <= t.width - r + CLEAR and r - CLEAR <= vy <= t.height - r + CLEAR:
                    a = len(self.X)
                    self.X.append(vx)
                    self.Y.append(vy)
                    self.cls.append(nav.classify(vx, vy))
                    m = nav.nearest(vx, vy)
                    self.near.append(m)
                    self.off.append(math.hypot(vx - X[m], vy - Y[m]))
                    self.nbr.append(())
                    free.append(1)
                    self.circ[a] = radius_at
                    made.append(a)
        gaps: list[int] = []
        for gx, gy in self._necks(t.width, t.height, GAP * s, 0.5 * s):
            if self.clear_point(gx, gy) and r - CLEAR <= gx <= t.width - r + CLEAR and \
                    r - CLEAR <= gy <= t.height - r + CLEAR:
                a = len(self.X)
                self.X.append(gx)
                self.Y.append(gy)
                self.cls.append(nav.classify(gx, gy))
                m = nav.nearest(gx, gy)
                self.near.append(m)
                self.off.append(math.hypot(gx - X[m], gy - Y[m]))
                self.nbr.append(())
                free.append(1)
                gaps.append(a)
        for a in made:
            self._link(nav, a, LINK * s, made + gaps)
        for a in gaps:
            self._link(nav, a, GAP_LINK * s, made + gaps)
        # the extra nodes by cells of CELL cm, for finding those within a disc
        self.cells: dict[tuple[int, int], list[int]] = {}
        for a in range(n, len(self.X)):
            if free[a]:
                self.cells.setdefault((int(self.X[a] // CELL), int(self.Y[a] // CELL)), []).append(a)
        # the blocking edges by cells, for finding those near a base
        self.edge_cells: dict[tuple[int, int], list[int]] = {}
        for idx in range(len(nav.terrain_items), len(items)):
            _, x1, y1, x2, y2, _, _ = items[idx]
            for cx in range(int((min(x1, x2) - r) // CELL), int((max(x1, x2) + r) // CELL) + 1):
                for cy in range(int((min(y1, y2) - r) // CELL), int((max(y1, y2) + r) // CELL) + 1):
                    self.edge_cells.setdefault((cx, cy), []).append(idx)

    def _necks(self, width: float, height: float, gap: float, step: float) -> list[Point]:
        """Nodes along the narrow corridors between blocking pieces, and between them and the table's edge,
        where a base fits through with less than `gap` to spare: the middle of the corridor every `step` along
        it (a corridor can be long: two walls side by side), and at its narrowest."""
        r = self.radius
        edges = [(k, i, poly[i], poly[(i + 1) % len(poly)]) for k, poly in enumerate(self.polys)
                 for i in range(len(poly))]
        out: list[Point] = []

        def along(a: Point, b: Point) -> list[Point]:
            count = max(1, math.ceil(distance(a, b) / step))
            return [(a[0] + (b[0] - a[0]) * j / count, a[1] + (b[1] - a[1]) * j / count) for j in range(count + 1)]

        for e, (k1, i1, a, b) in enumerate(edges):
            for k2, i2, c, d in edges[e + 1:]:
                if k1 == k2 and (abs(i1 - i2) == 1 or abs(i1 - i2) == len(self.polys[k1]) - 1):
                    continue
                if max(c[0], d[0]) < min(a[0], b[0]) - 2 * r - gap or min(c[0], d[0]) > max(a[0], b[0]) + 2 * r + gap \
                        or max(c[1], d[1]) < min(a[1], b[1]) - 2 * r - gap \
                        or min(c[1], d[1]) > max(a[1], b[1]) + 2 * r + gap:
                    continue
                pairs = [_closest_pair(a, b, c, d)]
                pairs += [(p, _closest_on(p[0], p[1], c[0], c[1], d[0], d[1])) for p in along(a, b)]
                pairs += [(_closest_on(q[0], q[1], a[0], a[1], b[0], b[1]), q) for q in along(c, d)]
                for p, q in pairs:
                    if 2 * r - CLEAR <= distance(p, q) < 2 * r + gap:
                        out.append(((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))
        for _, _, a, b in edges:
            for x, y in along(a, b):
                for g, spot in ((x - 2 * r, (x / 2, y)), (width - x - 2 * r, ((x + width) / 2, y)),
                                (y - 2 * r, (x, y / 2)), (height - y - 2 * r, (x, (y + height) / 2))):
                    if -CLEAR <= g < gap:
                        out.append(spot)
        kept: list[Point] = []
        for p in out:       # one node per quarter step
            if all(distance(p, k) > step / 4 for k in kept):
                kept.append(p)
        return kept

    def clear_point(self, x: float, y: float) -> bool:
        """Whether a centre at (x, y) keeps the base clear of every blocking piece (the table edge aside)."""
        r = self.radius
        for poly, (x0, y0, x1, y1) in zip(self.polys, self.boxes, strict=True):
            if x0 - r <= x <= x1 + r and y0 - r <= y <= y1 + r and _polygon_gap(x, y, poly) < r - CLEAR:
                return False
        return True

    def _link(self, nav: Navigator, a: int, reach: float, extra: Sequence[int]) -> None:
        """Join an extra node to the lattice nodes and other extra nodes within `reach` with clear, exactly
        costed segments."""
        ax, ay = self.X[a], self.Y[a]
        cands = [*nav.lattice_in_box(ax - reach, ay - reach, ax + reach, ay + reach), *extra]
        capsules = [it for it in self.items[len(nav.terrain_items):]
                    if min(it[1], it[3]) - it[5] <= ax + reach and max(it[1], it[3]) + it[5] >= ax - reach
                    and min(it[2], it[4]) - it[5] <= ay + reach and max(it[2], it[4]) + it[5] >= ay - reach]
        linked = {b for b, _ in self.nbr[a]}
        for b in cands:
            if b == a or b in linked or not self.free[b]:
                continue
            bx, by = self.X[b], self.Y[b]
            if math.hypot(bx - ax, by - ay) > reach:
                continue
            if any(_blocks(it, ax, ay, bx, by, False) for it in capsules):
                continue
            c = _segment_cost((ax, ay), (bx, by), nav.areas)
            if c < INF:
                linked.add(b)
                self.nbr[a] = (*self.nbr[a], (b, c))
                self.nbr[b] = (*self.nbr[b], (a, c))


def _closest_on(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> Point:
    """The point of segment ab nearest to p."""
    dx, dy = bx - ax, by - ay
    dd = dx * dx + dy * dy
    t = 0.0 if dd == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / dd))
    return (ax + t * dx, ay + t * dy)


def _closest_pair(a: Point, b: Point, c: Point, d: Point) -> tuple[Point, Point]:
    """The nearest points of two segments that do not cross: (on ab, on cd)."""
    best: tuple[float, Point, Point] | None = None
    for p, (e, f), first in ((a, (c, d), True), (b, (c, d), True), (c, (a, b), False), (d, (a, b), False)):
        ex, ey = f[0] - e[0], f[1] - e[1]
        ll = ex * ex + ey * ey
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - e[0]) * ex + (p[1] - e[1]) * ey) / ll))
        q = (e[0] + ex * t, e[1] + ey * t)
        dd = distance(p, q)
        if best is None or dd < best[0]:
            best = (dd, p, q) if first else (dd, q, p)
    assert best is not None
    return best[1], best[2]


def _corner_ring(poly: Sequence[Point], r: float) -> list[tuple[float, float, tuple[float, float, float]]]:
    """Nodes just outside each convex corner of a blocking polygon grown by r: the corners of a polygon drawn
    around the corner's arc (so its sides touch the arc), with (corner x, corner y, r) for the final wrap."""
    out: list[tuple[float, float, tuple[float, float, float]]] = []
    n = len(poly)
    turn = 1.0 if signed_area(poly) > 0 else -1.0
    for i in range(n):
        px, py = poly[i - 1]
        vx, vy = poly[i]
        qx, qy = poly[(i + 1) % n]
        e1x, e1y = vx - px, vy - py
        e2x, e2y = qx - vx, qy - vy
        if (e1x * e2y - e1y * e2x) * turn <= 0:
            continue            # a reflex (or straight) corner: paths do not bend there
        # outward normals of the two edges (the interior is on the `turn` side)
        l1, l2 = math.hypot(e1x, e1y), math.hypot(e2x, e2y)
        n1 = (e1y / l1 * turn, -e1x / l1 * turn)
        n2 = (e2y / l2 * turn, -e2x / l2 * turn)
        a1 = math.atan2(n1[1], n1[0])
        a2 = math.atan2(n2[1], n2[0])
        sweep = (a2 - a1) * turn
        sweep = (sweep + math.pi) % (2 * math.pi) - math.pi
        sweep = abs(sweep)
        k = max(1, math.ceil(sweep / CORNER_STEP - 1e-9))
        step = sweep / k
        grow = r / math.cos(step / 2) * (1 + 1e-12)
        for j in range(k):
            ang = a1 + turn * (j + 0.5) * step
            out.append((vx + grow * math.cos(ang), vy + grow * math.sin(ang), (vx, vy, r)))
    return out


class Navigator:
    """The navigation graph of one table, built once (cache it per table: `navigator(table_id)`).

    `graph` is a networkx graph whose nodes are ints: the lattice (row by row, `spacing` apart, starting at
    SHIFT spacings from the top-left corner) and after it the nodes along the edges of difficult terrain and
    off its corners. Each node has `pos` (x, y) and `ground` (1 open, 2 difficult, 3 inside impassable, 0 on the
    edge of difficult terrain); each edge has `cost`, the exact `measure` of the straight segment. The searches
    read flat copies of its adjacency, made once."""

    def __init__(self, table: Table, spacing: float = 1.0) -> None:
        if not 0 < spacing <= 1.0:
            raise ValueError("the lattice spacing must be above 0 and at most 1 cm")
        self.table = table
        self.spacing = s = float(spacing)
        self.areas = _areas(table)
        self.difficult = [a for a in self.areas if a.weight == 2.0]
        self.ox, self.oy = SHIFT[0] * s, SHIFT[1] * s
        # one column and row beyond the table's far edges, so any point on the table has a nearest node
        self.ncol = int((table.width - self.ox) / s) + 2
        self.nrow = int((table.height - self.oy) / s) + 2
        n = self.n_lattice = self.ncol * self.nrow
        self.X = [self.ox + (k % self.ncol) * s for k in range(n)]
        self.Y = [self.oy + (k // self.ncol) * s for k in range(n)]
        X, Y = self.X, self.Y
        # the ground under each lattice node
        cls = bytearray([1]) * n
        for ar in sorted(self.areas, key=lambda a: a.weight):
            for m in self.lattice_in_box(*ar.box):
                if ar.weight == INF:
                    if _inside(X[m], Y[m], ar.points, False):
                        cls[m] = 3
                elif cls[m] == 1 and _inside(X[m], Y[m], ar.points):
                    cls[m] = 2
        # the edges of difficult terrain: exact-test items, clearance from them, and each node's nearby ones
        items: list[Item] = []
        for ar in self.difficult:
            pts = ar.points
            for i in range(len(pts)):
                (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
                items.append((EDGE, x1, y1, x2, y2, 0.0, -1))
        self.terrain_items = items
        ct = [CAP] * n
        tloc: list[list[int]] = [[] for _ in range(n)]
        for idx, (_, x1, y1, x2, y2, _, _) in enumerate(items):
            for m in self.lattice_in_box(min(x1, x2) - CAP, min(y1, y2) - CAP, max(x1, x2) + CAP, max(y1, y2) + CAP):
                d = _psd(X[m], Y[m], x1, y1, x2, y2)
                if d < ct[m]:
                    ct[m] = d
                if d < LOCAL * s:
                    tloc[m].append(idx)
        self.ct = ct
        self.tloc: list[tuple[int, ...]] = [tuple(v) for v in tloc]
        self.cls = cls
        self.near = list(range(n))
        self.off = [0.0] * n
        # nodes on the edges of difficult terrain and just off its corners
        self.edge_of: dict[int, tuple[Point, Point]] = {}
        for ar in self.difficult:
            pts = ar.points
            for i in range(len(pts)):
                pa, pb = pts[i], pts[(i + 1) % len(pts)]
                count = max(1, math.ceil(distance(pa, pb) / (EDGE_STEP * s)))
                for j in range(1, count):
                    f = j / count
                    node = self._add_node(pa[0] + (pb[0] - pa[0]) * f, pa[1] + (pb[1] - pa[1]) * f)
                    self.edge_of[node] = (pa, pb)
                # just off the corner, on both sides (whichever side a path goes round it)
                prev = pts[i - 1]
                ux, uy = prev[0] - pa[0], prev[1] - pa[1]
                wx, wy = pb[0] - pa[0], pb[1] - pa[1]
                lu, lw = math.hypot(ux, uy), math.hypot(wx, wy)
                bx_, by_ = ux / lu + wx / lw, uy / lu + wy / lw
                lb = math.hypot(bx_, by_)
                if lb < 1e-9:
                    bx_, by_, lb = -uy / lu, ux / lu, 1.0
                for sign in (1.0, -1.0):
                    self._add_node(pa[0] + sign * OFFSET * bx_ / lb, pa[1] + sign * OFFSET * by_ / lb)
        # the graph
        g: nx.Graph[int] = nx.Graph(table=table.id, spacing=s)
        g.add_nodes_from((k, {"pos": (X[k], Y[k]), "ground": self.cls[k]}) for k in range(len(X)))
        diag = math.sqrt(2) * s
        edges: list[tuple[int, int, dict[str, float]]] = []
        nc = self.ncol
        for m in range(n):
            if cls[m] == 3:
                continue
            i, j = m % nc, m // nc
            for di, dj, length in ((1, 0, s), (0, 1, s), (1, 1, diag), (-1, 1, diag)):
                if 0 <= i + di < nc and j + dj < self.nrow:
                    k = m + dj * nc + di
                    if cls[k] == 3:
                        continue
                    if ct[m] > length + 1e-9 and ct[k] > 1e-9:
                        c = length * cls[m]
                    else:
                        c = _segment_cost((X[m], Y[m]), (X[k], Y[k]), self.areas)
                    if c < INF:
                        edges.append((m, k, {"cost": c}))
        reach = LINK * s
        for a in range(n, len(X)):
            ax, ay = X[a], Y[a]
            for k in self.lattice_in_box(ax - reach, ay - reach, ax + reach, ay + reach):
                if cls[k] != 3 and math.hypot(X[k] - ax, Y[k] - ay) <= reach:
                    c = _segment_cost((ax, ay), (X[k], Y[k]), self.areas)
                    if c < INF:
                        edges.append((a, k, {"cost": c}))
        # extra nodes among themselves, by buckets of their nearest lattice node
        bucket: dict[int, list[int]] = {}
        for a in range(n, len(X)):
            bucket.setdefault(self.near[a], []).append(a)
        for a in range(n, len(X)):
            ax, ay = X[a], Y[a]
            for m in self.lattice_in_box(ax - reach - s, ay - reach - s, ax + reach + s, ay + reach + s):
                for b in bucket.get(m, ()):
                    if b > a and math.hypot(X[b] - ax, Y[b] - ay) <= reach:
                        c = _segment_cost((ax, ay), (X[b], Y[b]), self.areas)
                        if c < INF:
                            edges.append((a, b, {"cost": c}))
        g.add_edges_from(edges)
        self.graph = g
        adj = g.adj
        self.nbr: list[tuple[tuple[int, float], ...]] = [
            tuple((v, float(d["cost"])) for v, d in adj[u].items()) for u in range(len(X))]
        self._profiles: dict[tuple[float, float], _Profile] = {}

    # -- helpers the profile and the queries share

    def _add_node(self, x: float, y: float) -> int:
        k = len(self.X)
        self.X.append(x)
        self.Y.append(y)
        self.cls.append(self.classify(x, y))
        m = self.nearest(x, y)
        self.near.append(m)
        self.off.append(math.hypot(x - self.X[m], y - self.Y[m]))
        return k

    def classify(self, x: float, y: float) -> int:
        """The ground at a point: 0 on the edge of difficult terrain, 2 in it, 3 inside impassable, else 1."""
        out = 1
        for ar in self.areas:
            if ar.box[0] - 1e-6 <= x <= ar.box[2] + 1e-6 and ar.box[1] - 1e-6 <= y <= ar.box[3] + 1e-6:
                if ar.weight == INF:
                    if _inside(x, y, ar.points, False):
                        return 3
                elif _inside(x, y, ar.points, False):
                    out = 2
                elif out == 1 and _inside(x, y, ar.points):
                    out = 0
        return out

    def nearest(self, x: float, y: float) -> int:
        s = self.spacing
        i = min(self.ncol - 1, max(0, int((x - self.ox) / s + 0.5)))
        j = min(self.nrow - 1, max(0, int((y - self.oy) / s + 0.5)))
        return j * self.ncol + i

    def lattice_in_box(self, x0: float, y0: float, x1: float, y1: float) -> list[int]:
        """The lattice nodes in a box (edges included)."""
        s = self.spacing
        i0 = max(0, math.ceil((x0 - self.ox) / s - 1e-9))
        i1 = min(self.ncol - 1, math.floor((x1 - self.ox) / s + 1e-9))
        j0 = max(0, math.ceil((y0 - self.oy) / s - 1e-9))
        j1 = min(self.nrow - 1, math.floor((y1 - self.oy) / s + 1e-9))
        nc = self.ncol
        return [j * nc + i for j in range(j0, j1 + 1) for i in range(i0, i1 + 1)]

    def profile(self, radius: float, height: float) -> _Profile:
        key = (round(radius, 6), round(height, 6))
        prof = self._profiles.get(key)
        if prof is None:
            prof = self._profiles[key] = _Profile(self, radius, height)
        return prof

    def straight_ends(self, mover: Mover, blockers: Sequence[Disc], keep_away: Sequence[Disc] = (),
                      directions: int = 8, margin: float = 0.05) -> list[Point]:
        """Legal ends of this move without a search, for the computer and the actions panel: along each of
        `directions` straight lines from the figure (evenly spread, the first due east), the farthest point
        where the base may stop (0.02 cm clear of bases, keep-away discs, blocking terrain and the table's
        edge) that the straight way there reaches within the allowance less `margin`, touching nothing on the
        way. As a straight way is one of the ways any `reach` of the move weighs, `reach.refusal` passes each.
        Ways round things are not offered: `Reach.ends` gives those."""
        prof = self.profile(mover.radius, mover.height)
        t = self.table
        r = mover.radius
        sx, sy = mover.x, mover.y
        top = mover.allowance - margin
        room = 0.02
        # what the way may not touch: other bases (one the figure already overlaps does not count, as in a
        # reach) and blocking terrain's edges, as exact-test items
        items: list[Item] = []
        for b in blockers:
            big = b.r + r
            if math.hypot(b.x - sx, b.y - sy) >= big - CLEAR and math.hypot(b.x - sx, b.y - sy) - big <= top + 1.0:
                items.append((CIRCLE, b.x, b.y, b.x, b.y, big, -1))
        for it in prof.items[len(self.terrain_items):]:
            if _psd(sx, sy, it[1], it[2], it[3], it[4]) - it[5] <= top + 1.0:
                items.append(it)
        keep = [(k.x, k.y, k.r + r + room) for k in keep_away if math.hypot(k.x - sx, k.y - sy) <= top + k.r + r + 1.0]
        lox, hix, loy, hiy = r + room, t.width - r - room, r + room, t.height - r - room
        out: list[Point] = []
        for k in range(directions):
            ang = 2 * math.pi * k / directions
            ux, uy = math.cos(ang), math.sin(ang)
            far = top      # a way costs at least its length
            for it in items:
                if it[0] == CIRCLE:
                    hit = _ray_disc(sx, sy, ux, uy, it[1], it[2], it[5])
                else:
                    span = _ray_capsule(sx, sy, ux, uy, (it[1], it[2]), (it[3], it[4]), it[5])
                    hit = None if span is None else span[0]
                if hit is not None and hit < far:
                    far = hit
            for v, lo, hi in ((ux, lox - sx, hix - sx), (uy, loy - sy, hiy - sy)):
                if v > 1e-12:
                    far = min(far, hi / v)
                elif v < -1e-12:
                    far = min(far, lo / v)
            if far < self.spacing:
                continue
            # as far as the allowance goes at the ground's cost
            end = (sx + ux * far, sy + uy * far)
            spent = 0.0
            for t0, t1, w in _pieces_of((sx, sy), end, self.areas):
                step = (t1 - t0) * far * w
                if spent + step > top:
                    far = (t0 + (top - spent) / (step / (t1 - t0))) * far if w < INF else t0 * far
                    break
                spent += step
            d = far - 0.03
            for _ in range(16):
                if d < self.spacing:
                    break
                x, y = sx + ux * d, sy + uy * d
                inside = next(((kx, ky, big) for kx, ky, big in keep if math.hypot(x - kx, y - ky) < big), None)
                if inside is not None:      # back out of the keep-away disc the line ends in
                    d = min(d - 0.03, (_ray_disc(sx, sy, ux, uy, *inside) or 0.0) - 0.03)
                    continue
                if not (lox <= x <= hix and loy <= y <= hiy) or \
                        any(_item_distance(it, x, y) < room for it in items) or \
                        _standing(t, prof, mover.height, [], x, y) is not None:
                    d -= 0.25
                    continue
                if _segment_cost((sx, sy), (x, y), self.areas) <= top + 1e-9 and \
                        not any(_blocks(it, sx, sy, x, y, False) for it in items):
                    out.append((x, y))
                break
        return out

    def horizon(self, mover: Mover, radius: float) -> float:
        """How near a base of `radius` must stand (centre to centre) to play any part in what a new
        `reach(mover, ...)` answers from `ends` and `within` (which only read the search made at once): the
        search brings in no base beyond, and no point it offers or confirms lies near one."""
        s = self.spacing
        return mover.allowance + LINK * s + CAP + (LINK + 1.0) * s + 1.0 + mover.radius + radius + s

    def standing(self, mover: Mover, blockers: Sequence[Disc], x: float, y: float) -> Refusal | None:
        """What `Navigator.reach(mover, blockers).refusal(x, y)` says first when the base cannot stand at (x, y)
        at all ("off_table", "impassable", "obstacle_too_high", "blocked", "overlap"), else None, without a
        search: as there, a base the mover already overlaps where it stands does not count."""
        r = mover.radius
        grown = [(b.x, b.y, b.r + r) for b in blockers
                 if math.hypot(b.x - mover.x, b.y - mover.y) >= b.r + r - CLEAR]
        return _standing(self.table, self.profile(mover.radius, mover.height), mover.height, grown, x, y)

    def reach(self, mover: Mover, blockers: Sequence[Disc], keep_away: Sequence[Disc] = ()) -> Reach:
        """Where `mover` may go this move, with `blockers` (every other base on the table, friend or foe) in
        the way and `keep_away` discs its base may not end overlapping. Searches up to the allowance at once;
        asking about points beyond extends the search."""
        return Reach(self, self.profile(mover.radius, mover.height), mover, blockers, keep_away)


@cache
def navigator(table_id: str) -> Navigator:
    """The navigator of a table in maps/data/skirmish_tables.json, built once and shared."""
    from . import load_table
    return Navigator(load_table(table_id))


# ---- one move ---------------------------------------------------------------------------------------------

@dataclass(slots=True)
class _Solution:
    cost: float
    path: list[Point]


class Reach:
    """Everything about one figure's move: the costs of getting anywhere, the paths, and why a point is not a
    legal end. Made by `Navigator.reach`; cheap to query many times (a drag asks per mouse move)."""

    def __init__(self, nav: Navigator, prof: _Profile, mover: Mover, blockers: Sequence[Disc],
                 keep_away: Sequence[Disc]) -> None:
        self.allowance = mover.allowance
        self.mover = mover
        self._nav = nav
        self._prof = prof
        r = mover.radius
        self._X = list(prof.X)
        self._Y = list(prof.Y)
        self._cls = bytearray(prof.cls)
        self._near = list(prof.near)
        self._off = list(prof.off)
        self._nbr = list(prof.nbr)
        self._free = bytearray(prof.free)
        self._cb = list(prof.cb)
        self._clr = list(prof.clr)
        self._loc = list(prof.loc)
        self._bloc = list(prof.bloc)
        self._items = list(prof.items)
        self._circ = dict(prof.circ)
        self._half = 0.7072 * nav.spacing              # a point is at most this far from its nearest node
        self._jump = LOCAL * nav.spacing - self._half  # how far a node's list of nearby items covers a walk
        count = len(self._X)
        self._g = [INF] * count
        self._par = [-1] * count
        self._closed = bytearray(count)
        self._lastp = [-1] * count
        self._lastc = [0.0] * count
        # other bases, grown by the mover's radius; one the mover already overlaps is left out (it cannot be
        # passed anyway, and counting it would freeze the figure)
        grown = []
        for b in blockers:
            big = b.r + r
            d = math.hypot(b.x - mover.x, b.y - mover.y)
            if d >= big - CLEAR:
                grown.append((d - big, b.x, b.y, big))
        grown.sort()
        self._blockers = [(x, y, big) for _, x, y, big in grown]
        self._waiting = [(d, x, y, big) for d, x, y, big in grown]
        self._active: list[tuple[float, float, float]] = []     # the bases brought in so far
        self._keep = [(k.x, k.y, k.r + r) for k in keep_away]
        self._bound = -1.0
        self._extra: list[int] = []         # this query's own nodes (rings round bases, the start)
        self._settled: list[int] = []       # nodes settled before the search, still to expand
        self._solved: dict[Point, _Solution | None] = {}
        self._activate(mover.allowance + LINK * nav.spacing)
        self._start = self._new_node(mover.x, mover.y)
        self._free[self._start] = 1
        self._link(self._start, self._extra_near(mover.x, mover.y, LINK * nav.spacing))
        self._g[self._start] = 0.0
        self._par[self._start] = self._start
        self._heap: list[tuple[float, int]] = [(0.0, self._start)]
        self._from_start(mover.allowance + LINK * nav.spacing)
        self._run(mover.allowance + LINK * nav.spacing)

    # -- building the query's own nodes

    def _new_node(self, x: float, y: float) -> int:
        nav = self._nav
        k = len(self._X)
        self._X.append(x)
        self._Y.append(y)
        self._cls.append(nav.classify(x, y))
        m = nav.nearest(x, y)
        self._near.append(m)
        self._off.append(math.hypot(x - nav.X[m], y - nav.Y[m]))
        self._nbr.append(())
        self._free.append(0)
        self._extra.append(k)
        self._g.append(INF)
        self._par.append(-1)
        self._closed.append(0)
        self._lastp.append(-1)
        self._lastc.append(0.0)
        return k

    def _extra_near(self, x: float, y: float, reach: float) -> list[int]:
        """The free extra nodes (off the lattice) within `reach` of (x, y)."""
        out: list[int] = []
        for cx in range(int((x - reach) // CELL), int((x + reach) // CELL) + 1):
            for cy in range(int((y - reach) // CELL), int((y + reach) // CELL) + 1):
                out.extend(k for k in self._prof.cells.get((cx, cy), ()) if self._free[k])
        out.extend(k for k in self._extra if self._free[k])
        return [k for k in out if math.hypot(self._X[k] - x, self._Y[k] - y) <= reach]

    def _point_free(self, x: float, y: float) -> bool:
        """Whether the centre may stand at (x, y) as far as the active items go (bases near the search and the
        blocking pieces), the table's edge included."""
        t = self._nav.table
        r = self.mover.radius
        if not (r - CLEAR <= x <= t.width - r + CLEAR and r - CLEAR <= y <= t.height - r + CLEAR):
            return False
        m = self._nav.nearest(x, y)
        near_barrier = False
        for i in self._bloc[m]:
            item = self._items[i]
            near_barrier = True
            if _item_distance(item, x, y) < -CLEAR:
                return False
            if item[0] == CAPSULE and _inside(x, y, self._prof.polys[item[6]]):
                return False
        return near_barrier or not self._prof.deep[m]

    def _link(self, a: int, extra: Sequence[int] = (), reach: float = 0.0) -> None:
        """Join one of this query's nodes to the free lattice nodes within `reach` (LINK spacings unless
        given) and to the `extra` nodes there, with clear, exactly costed segments."""
        nav = self._nav
        X, Y = self._X, self._Y
        ax, ay = X[a], Y[a]
        short = reach <= 0.0
        reach = LINK * nav.spacing if short else reach
        m0 = self._near[a]
        near_items = [self._items[i] for i in self._bloc[m0]]
        plain = self._cls[a] in (1, 2) and nav.ct[m0] - self._off[a] > reach
        free, closed, nbr = self._free, self._closed, self._nbr
        linked = {b for b, _ in nbr[a]}
        for b in [*nav.lattice_in_box(ax - reach, ay - reach, ax + reach, ay + reach), *extra]:
            if not free[b] or closed[b] or b == a or b in linked:
                continue
            bx, by = X[b], Y[b]
            d = math.hypot(bx - ax, by - ay)
            if d > reach:
                continue
            if short:
                if any(_blocks(it, ax, ay, bx, by, False) for it in near_items):
                    continue
            elif not self._trace(ax, ay, bx, by, False):
                continue
            c = d * self._cls[a] if plain else _segment_cost((ax, ay), (bx, by), nav.areas)
            if c < INF:
                linked.add(b)
                nbr[a] = (*nbr[a], (b, c))
                nbr[b] = (*nbr[b], (a, c))

    def _necks_of(self, cx: float, cy: float, big: float) -> list[Point]:
        """The middles of the narrow corridors between a (grown) base and the other active bases, the blocking
        pieces' edges and the table's edge, where the mover fits with less than GAP spacings to spare."""
        nav = self._nav
        t = nav.table
        r = self.mover.radius
        gap = GAP * nav.spacing
        out: list[Point] = []
        for ox_, oy_, other in self._active:
            d = math.hypot(ox_ - cx, oy_ - cy)
            g = d - big - other
            if -CLEAR <= g < gap and d > 0:
                f = (big + g / 2) / d
                out.append((cx + (ox_ - cx) * f, cy + (oy_ - cy) * f))
        reach = big + r + gap
        seen: set[int] = set()
        for gx in range(int((cx - reach) // CELL), int((cx + reach) // CELL) + 1):
            for gy in range(int((cy - reach) // CELL), int((cy + reach) // CELL) + 1):
                for idx in self._prof.edge_cells.get((gx, gy), ()):
                    if idx in seen:
                        continue
                    seen.add(idx)
                    _, x1, y1, x2, y2, _, _ = self._items[idx]
                    qx, qy = _closest_on(cx, cy, x1, y1, x2, y2)
                    d = math.hypot(cx - qx, cy - qy)
                    g = d - big - r
                    if -CLEAR <= g < gap and d > 0:
                        f = (r + g / 2) / d
                        out.append((qx + (cx - qx) * f, qy + (cy - qy) * f))
        w, h = t.width, t.height
        sides = ((cx - big - r, ((r + cx - big) / 2, cy)), (w - r - cx - big, ((cx + big + w - r) / 2, cy)),
                 (cy - big - r, (cx, (r + cy - big) / 2)), (h - r - cy - big, (cx, (cy + big + h - r) / 2)))
        for g, spot in sides:
            if -CLEAR <= g < gap:
                out.append(spot)
        return out

    def _activate(self, bound: float) -> None:
        """Bring in the bases the search may come near before it reaches `bound`: lower the clearance field
        around them, list them with the nearby nodes, and add their ring of nodes."""
        nav = self._nav
        s = nav.spacing
        margin = CAP + (LINK + 1.0) * s + 1.0     # (Navigator.horizon counts on this)
        batch = []
        while self._waiting and self._waiting[0][0] <= bound + margin:
            _, cx, cy, big = self._waiting.pop(0)
            idx = len(self._items)
            self._items.append((CIRCLE, cx, cy, cx, cy, big, -1))
            batch.append((idx, cx, cy, big))
            self._active.append((cx, cy, big))
            grow = big + CAP
            X, Y = nav.X, nav.Y
            cb, clr, loc, bloc, free, nbr = self._cb, self._clr, self._loc, self._bloc, self._free, self._nbr
            touched: set[int] = set()
            for m in nav.lattice_in_box(cx - grow, cy - grow, cx + grow, cy + grow):
                d = math.hypot(X[m] - cx, Y[m] - cy) - big
                if d >= CAP:
                    continue
                if d < cb[m]:
                    cb[m] = d
                if d < clr[m]:
                    clr[m] = d
                if d < -CLEAR:
                    free[m] = 0
                if d < LOCAL * s:
                    loc[m] = (*loc[m], idx)
                    bloc[m] = (*bloc[m], idx)
                    for b, _ in nbr[m]:
                        if b >= nav.n_lattice and b not in touched:
                            touched.add(b)
                            if math.hypot(self._X[b] - cx, self._Y[b] - cy) - big < -CLEAR:
                                free[b] = 0
        made = []
        for _idx, cx, cy, big in batch:
            grow = big / math.cos(math.pi / RING) * (1 + 1e-12)
            ring = []
            for j in range(RING):
                ang = 2 * math.pi * j / RING
                x, y = cx + grow * math.cos(ang), cy + grow * math.sin(ang)
                if self._point_free(x, y):
                    k = self._new_node(x, y)
                    self._free[k] = 1
                    self._circ[k] = (cx, cy, big)
                    ring.append(k)
                    made.append(k)
                else:
                    ring.append(-1)
            for j in range(RING):
                a, b = ring[j], ring[(j + 1) % RING]
                if a >= 0 and b >= 0 and self._clear(a, b):
                    c = _segment_cost((self._X[a], self._Y[a]), (self._X[b], self._Y[b]), nav.areas)
                    self._nbr[a] = (*self._nbr[a], (b, c))
                    self._nbr[b] = (*self._nbr[b], (a, c))
        gaps = []
        for _idx, cx, cy, big in batch:
            for gx, gy in self._necks_of(cx, cy, big):
                if self._point_free(gx, gy):
                    k = self._new_node(gx, gy)
                    self._free[k] = 1
                    gaps.append(k)
        for k in made:
            self._link(k)
        for k in gaps:
            reach = GAP_LINK * nav.spacing
            self._link(k, self._extra_near(self._X[k], self._Y[k], reach), reach)

    # -- visibility

    def _trace(self, ax: float, ay: float, bx: float, by: float, terrain: bool) -> bool:
        """Whether segment a→b is clear: no base or blocking piece overlapped and, when `terrain`, no edge of
        difficult terrain crossed. Walks the segment by the clearance field (a step may be as long as the
        field's distance to the nearest item), testing exactly only the items listed near where it is low."""
        dx = bx - ax
        dy = by - ay
        length = math.hypot(dx, dy)
        if length == 0.0:
            return True
        nav = self._nav
        inv = 1.0 / nav.spacing
        ox = nav.ox * inv - 0.5       # (x - ox) / s + 0.5 == x * inv - ox; the padded lattice needs no clamping
        oy = nav.oy * inv - 0.5
        nc = nav.ncol
        field = self._clr if terrain else self._cb
        loc = self._loc if terrain else self._bloc
        items = self._items
        half = self._half
        jump = self._jump
        ux = dx / length
        uy = dy / length
        t = 0.0
        tested: set[int] | None = None
        while t < length:
            m = int((ay + uy * t) * inv - oy) * nc + int((ax + ux * t) * inv - ox)
            c = field[m] - half
            if c > half:
                t += c
                continue
            for it in loc[m]:
                if tested is None:
                    tested = set()
                elif it in tested:
                    continue
                tested.add(it)
                if _blocks(items[it], ax, ay, bx, by, terrain):
                    return False
            t += jump
        return True

    def _clear(self, a: int, b: int) -> bool:
        return self._trace(self._X[a], self._Y[a], self._X[b], self._Y[b], False)

    def _sight(self, p: int, n: int) -> float:
        """The cost of the straight segment p→n if it is clear and stays on one kind of ground, else -1."""
        cp = self._cls[p]
        cn = self._cls[n]
        X, Y = self._X, self._Y
        ax, ay, bx, by = X[p], Y[p], X[n], Y[n]
        if cp == 0:
            w = cn if cn else self._nav.classify((ax + bx) / 2, (ay + by) / 2) or 2
        elif cn == 0 or cn == cp:
            w = cp
        else:
            return -1.0
        if w == 3 or not self._trace(ax, ay, bx, by, True):
            return -1.0
        return w * math.hypot(bx - ax, by - ay)

    def _from_start(self, bound: float) -> None:
        """Decide at once, for every node within `bound`, whether the figure sees it along a clear segment on
        its own kind of ground, and fill the visibility cache with it. Items are filed by the directions they
        cover as seen from the figure, so a node is tested only against the few items in its direction and
        nearer than itself. Standing on open ground, a node seen that way is settled (its straight distance
        is the least any path can cost); its neighbours are relaxed before the search goes on."""
        st = self._start
        sx, sy = self._X[st], self._Y[st]
        own = self._cls[st]
        if own not in (1, 2):
            return
        items = self._items
        scale = BINS / (2 * math.pi)
        bins: list[list[int]] = [[] for _ in range(BINS)]
        nearest = [INF] * len(items)
        atan2, hypot, asin, pi = math.atan2, math.hypot, math.asin, math.pi
        for idx, it in enumerate(items):
            kind, x1, y1, x2, y2, big, _ = it
            if kind == CIRCLE:
                d = hypot(x1 - sx, y1 - sy)
                if d - big > bound:
                    continue
                nearest[idx] = d - big
                ang = atan2(y1 - sy, x1 - sx)
                half = asin(big / d) if d > big else pi / 2
                lo, hi = ang - half, ang + half
            else:
                if min(x1, x2) - big > sx + bound or max(x1, x2) + big < sx - bound or \
                        min(y1, y2) - big > sy + bound or max(y1, y2) + big < sy - bound:
                    continue
                d = _psd(sx, sy, x1, y1, x2, y2)
                if d - big > bound:
                    continue
                nearest[idx] = d - big
                a1 = atan2(y1 - sy, x1 - sx)
                diff = (atan2(y2 - sy, x2 - sx) - a1 + pi) % (2 * pi) - pi
                lo, hi = a1 + min(0.0, diff), a1 + max(0.0, diff)
                if big > 0:
                    widen = asin(big / d) if d > big else pi / 2
                    lo -= widen
                    hi += widen
            b0 = math.floor((lo + pi) * scale)
            b1 = min(math.floor((hi + pi) * scale), b0 + BINS - 1)
            for b in range(b0, b1 + 1):
                bins[b % BINS].append(idx)
        nav = self._nav
        X, Y, cls, free = self._X, self._Y, self._cls, self._free
        g, par, closed, lastp, lastc = self._g, self._par, self._closed, self._lastp, self._lastc
        nodes = [m for m in nav.lattice_in_box(sx - bound, sy - bound, sx + bound, sy + bound) if free[m]]
        for cx in range(int((sx - bound) // CELL), int((sx + bound) // CELL) + 1):
            for cy in range(int((sy - bound) // CELL), int((sy + bound) // CELL) + 1):
                nodes.extend(self._prof.cells.get((cx, cy), ()))
        nodes.extend(k for k in self._extra if k != st and free[k])
        settled = self._settled
        for n in nodes:
            nx_, ny_ = X[n], Y[n]
            dx, dy = nx_ - sx, ny_ - sy
            rho = hypot(dx, dy)
            if rho > bound:
                continue
            lastp[n] = st
            cn = cls[n]
            if cn != own and cn != 0:
                lastc[n] = -1.0
                continue
            seen = True
            for idx in bins[int((atan2(dy, dx) + pi) * scale) % BINS]:
                if nearest[idx] < rho and _blocks(items[idx], sx, sy, nx_, ny_, True):
                    seen = False
                    break
            if not seen:
                lastc[n] = -1.0
            elif own == 1:
                lastc[n] = rho
                g[n] = rho
                par[n] = st
                closed[n] = 1
                settled.append(n)
            else:
                lastc[n] = own * rho

    # -- the search

    def _run(self, bound: float) -> None:
        """Theta* from the figure until every node costing at most `bound` is settled."""
        if bound <= self._bound:
            return
        self._activate(bound)
        self._bound = bound
        heap = self._heap
        g, par, closed, free = self._g, self._par, self._closed, self._free
        X, Y, nbr = self._X, self._Y, self._nbr
        cb, near, off, loc, items = self._cb, self._near, self._off, self._bloc, self._items
        lastp, lastc = self._lastp, self._lastc
        sight = self._sight
        pop, push, hypot = heapq.heappop, heapq.heappush, math.hypot
        short = LINK * self._nav.spacing + 1e-9     # links up to this long are covered by the nearby lists
        settled = self._settled
        while True:
            if settled:
                s = settled.pop()
                gs = g[s]
            elif heap and heap[0][0] <= bound:
                gs, s = pop(heap)
                if closed[s]:
                    continue
                closed[s] = 1
            else:
                break
            p = par[s]
            gp = g[p]
            px, py = X[p], Y[p]
            room = cb[near[s]] - off[s]
            sx, sy = X[s], Y[s]
            for n, ec in nbr[s]:
                if closed[n] or not free[n]:
                    continue
                best = g[n]
                via = -1
                if p != s and gp + hypot(X[n] - px, Y[n] - py) < best:
                    if lastp[n] == p:
                        c = lastc[n]
                    else:
                        c = sight(p, n)
                        lastp[n] = p
                        lastc[n] = c
                    if c >= 0.0 and gp + c < best:
                        best = gp + c
                        via = p
                v = gs + ec
                if v < best:
                    if room <= ec:
                        nx_, ny_ = X[n], Y[n]
                        if ec > short and hypot(nx_ - sx, ny_ - sy) > short:
                            # a long link (across a narrow corridor): the nearby list does not cover it
                            if not self._trace(sx, sy, nx_, ny_, False):
                                v = INF
                        else:
                            for i in loc[near[s]]:
                                if _blocks(items[i], sx, sy, nx_, ny_, False):
                                    v = INF
                                    break
                    if v < best:
                        best = v
                        via = s
                if via >= 0:
                    g[n] = best
                    par[n] = via
                    push(heap, (best, n))

    # -- answers

    def _standing(self, x: float, y: float) -> Refusal | None:
        """Why the base cannot stand at (x, y) at all (off the table, on blocking terrain, on a base), or None."""
        return _standing(self._nav.table, self._prof, self.mover.height, self._blockers, x, y)

    def _candidates(self, qx: float, qy: float, rings: int) -> list[int]:
        nav = self._nav
        s = nav.spacing
        reach = rings * s
        out: set[int] = {self._start}
        closed, par = self._closed, self._par
        for m in nav.lattice_in_box(qx - reach, qy - reach, qx + reach, qy + reach):
            if closed[m]:
                out.add(m)
                out.add(par[m])
            for b, _ in self._nbr[m]:
                if b >= nav.n_lattice and closed[b]:
                    out.add(b)
                    out.add(par[b])
        return list(out)

    def _best_last(self, qx: float, qy: float, spread: float = 0.0) -> list[tuple[float, int]]:
        """The cheapest settled node with a clear straight last segment to (x, y), with the total cost; and,
        when `spread` > 0, the best of each other way in (another last bend) within `spread` of it, up to
        ROUTES in all, cheapest first. Empty if none."""
        X, Y, g, par = self._X, self._Y, self._g, self._par
        areas = self._nav.areas
        n_lattice = self._nav.n_lattice
        for rings in (2, 4, 8):
            cands = sorted((g[a] + math.hypot(X[a] - qx, Y[a] - qy), a) for a in self._candidates(qx, qy, rings))
            found: dict[int, tuple[float, int]] = {}     # by last bend
            best = INF
            for low, a in cands:
                if low >= best + spread:
                    break
                if self._trace(X[a], Y[a], qx, qy, False):
                    c = g[a] + _segment_cost((X[a], Y[a]), (qx, qy), areas)
                    bend = a if a >= n_lattice else par[a]
                    if c < found.get(bend, (INF, -1))[0]:
                        found[bend] = (c, a)
                    best = min(best, c)
            if found:
                return sorted(v for v in found.values() if v[0] <= best + spread)[:ROUTES]
        return []

    def _extend_for(self, x: float, y: float) -> None:
        """Extend the search until it settles a way to (x, y) within its bound, or has nothing left to settle."""
        s = self._nav.spacing
        while True:
            found = self._best_last(x, y)
            if found and found[0][0] <= self._bound:
                break
            if not self._heap:
                break
            want = max(self._bound * 1.5, self._bound + 8 * s, found[0][0] if found else 0.0,
                       1.2 * math.hypot(x - self.mover.x, y - self.mover.y))
            self._run(want)

    def _solve(self, x: float, y: float) -> _Solution | None:
        key = (x, y)
        if key in self._solved:
            return self._solved[key]
        sol = None
        if self._standing(x, y) is None:
            self._extend_for(x, y)
            # two ways round an obstacle may cost nearly the same: straighten each and keep the cheaper
            for _, last in self._best_last(x, y, SPREAD):
                chain = [last]
                while chain[-1] != self._start:
                    chain.append(self._par[chain[-1]])
                chain.reverse()
                path = [(self._X[k], self._Y[k]) for k in chain] + [(x, y)]
                hints: list[int | None] = [*chain, None]
                path = self._tighten(path, hints)
                if len(path) > 1 and path[-1] == path[-2]:
                    path.pop()          # asked about the start itself
                cost = measure(self._nav.table, path)
                if sol is None or cost < sol.cost:
                    sol = _Solution(cost, path)
        if len(self._solved) > 512:
            self._solved.clear()
        self._solved[key] = sol
        return sol

    # -- straightening

    def _seg_ok(self, a: Point, b: Point) -> bool:
        return self._trace(a[0], a[1], b[0], b[1], False)

    def _tighten(self, path: list[Point], hints: list[int | None]) -> list[Point]:
        """Make a found path as short as the rules allow. The search bends only at its nodes; here each bend
        is moved to where the cheapest path would bend: wrapped round the base or rounded corner it goes by
        (with a fine polygon), slid along the edge of difficult terrain it crosses (a refraction), or nudged
        by a small local search. Bends that became unnecessary are dropped before and after."""
        areas = self._nav.areas
        path, hints = self._pull(path, hints)
        for i in range(1, len(path) - 1):
            h = hints[i]
            edge = self._nav.edge_of.get(h) if h is not None else None
            if edge is not None:
                path[i] = self._slide(path[i - 1], path[i], path[i + 1], edge)
        taut = self._taut(path, hints)
        if taut is not None:
            return self._pull(taut, [None] * len(taut))[0]
        i = 1
        while i < len(path) - 1:
            h = hints[i]
            if h is not None and h in self._nav.edge_of:
                i += 1
                continue
            best: tuple[float, int, list[Point]] | None = None
            for circ in self._circles_near(path[i], h):
                cx, cy, rad = circ
                limit = rad / math.cos(WRAP_STEP) + 1e-6 if h is None else rad / math.cos(math.pi / RING) * 1.01 + 1e-6
                j = i
                while j + 1 < len(path) - 1 and math.hypot(path[j + 1][0] - cx, path[j + 1][1] - cy) <= limit:
                    j += 1
                wrapped = _wrap(path[i - 1], path[i], path[j + 1], circ)
                if wrapped is None:
                    continue
                old = sum(_segment_cost(path[k], path[k + 1], areas) for k in range(i - 1, j + 1))
                pts = [path[i - 1], *wrapped, path[j + 1]]
                new = sum(_segment_cost(pts[k], pts[k + 1], areas) for k in range(len(pts) - 1))
                if new < old - 1e-9 and (best is None or new - old < best[0]) and \
                        all(self._seg_ok(pts[k], pts[k + 1]) for k in range(len(pts) - 1)):
                    best = (new - old, j, wrapped)
            if best is not None:
                _, j, wrapped = best
                path[i:j + 1] = wrapped
                hints[i:j + 1] = [None] * len(wrapped)
                i += len(wrapped)
                continue
            if h is not None and (h < self._nav.n_lattice or h == self._start):
                path[i] = self._nudge(path[i - 1], path[i], path[i + 1])
            i += 1
        path, hints = self._pull(path, hints)
        return path

    def _taut(self, path: list[Point], hints: list[int | None]) -> list[Point] | None:
        """The path pulled taut round the circles its bends go by: each bend is given the nearest base or
        rounded corner on the inside of its turn (bends with none stay points), consecutive bends round the
        same circle merge, and the circles are joined by their common tangents. None unless that path is
        clear and cheaper."""
        areas = self._nav.areas
        elems: list[tuple[float, float, float, float]] = [(path[0][0], path[0][1], 0.0, 0.0)]
        s = self._nav.spacing
        for i in range(1, len(path) - 1):
            (ax, ay), (vx, vy), (bx, by) = path[i - 1], path[i], path[i + 1]
            turn = (vx - ax) * (by - vy) - (vy - ay) * (bx - vx)
            side = 1.0 if turn > 0 else -1.0
            pick: tuple[float, float, float, float] | None = None
            gap_best = 2.5 * s
            h = hints[i]
            if h is None or h not in self._nav.edge_of:
                for cx, cy, rad in self._circles_near(path[i], h):
                    gap = abs(math.hypot(vx - cx, vy - cy) - rad)
                    if gap < gap_best and ((vx - ax) * (cy - vy) - (vy - ay) * (cx - vx)) * side > 0:
                        gap_best, pick = gap, (cx, cy, rad, side)
            if pick is None:
                pick = (vx, vy, 0.0, 0.0)
            if pick[2] == 0.0 or pick != elems[-1]:
                elems.append(pick)
        elems.append((path[-1][0], path[-1][1], 0.0, 0.0))
        if all(e[2] == 0.0 for e in elems):
            return None
        old = sum(_segment_cost(path[k], path[k + 1], areas) for k in range(len(path) - 1))
        r = self.mover.radius
        for _ in range(8):
            chained = _tangent_chain(elems)
            if chained is None:
                return None
            if isinstance(chained, int):
                del elems[chained]
                continue
            taut, owner = chained
            new = sum(_segment_cost(taut[k], taut[k + 1], areas) for k in range(len(taut) - 1))
            if new >= old - 1e-9:
                return None
            hit = next(((k, it) for k in range(len(taut) - 1)
                        if (it := self._first_hit(taut[k], taut[k + 1])) is not None), None)
            if hit is None:
                return taut
            # the segment runs into something no bend pointed at: go round it too
            k, item = hit
            (ax, ay), (bx, by) = taut[k], taut[k + 1]
            kind, x1, y1, x2, y2, big, _ = item
            held = {(e[0], e[1], e[2]) for e in elems}
            if kind == CIRCLE:
                ends = [(x1, y1, big)]
            else:   # an edge of blocking terrain: go round its nearer corner not already gone round
                ends = sorted([(x1, y1, r), (x2, y2, r)], key=lambda c: _psd(c[0], c[1], ax, ay, bx, by))
            ends = [c for c in ends if c not in held]
            if not ends:
                return None
            cx, cy, rad = ends[0]
            side = 1.0 if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0 else -1.0
            elems.insert(owner[k] + 1, (cx, cy, rad, side))
        return None

    def _first_hit(self, a: Point, b: Point) -> Item | None:
        """The first blocking item (a base, an edge of blocking terrain) segment a→b overlaps, if any."""
        if self._trace(a[0], a[1], b[0], b[1], False):
            return None
        ax, ay, bx, by = a[0], a[1], b[0], b[1]
        nav = self._nav
        s = nav.spacing
        length = math.hypot(bx - ax, by - ay)
        steps = max(1, math.ceil(length / s))
        for j in range(steps + 1):
            m = nav.nearest(ax + (bx - ax) * j / steps, ay + (by - ay) * j / steps)
            for i in self._bloc[m]:
                if _blocks(self._items[i], ax, ay, bx, by, False):
                    return self._items[i]
        return None

    def _circles_near(self, v: Point, hint: int | None) -> list[tuple[float, float, float]]:
        """The circles a path bending at v may be going round: the bases (grown) and the corners of blocking
        pieces (grown by the mover's radius) listed near v, the bend's own first."""
        out: list[tuple[float, float, float]] = []
        if hint is not None and hint in self._circ:
            out.append(self._circ[hint])
        r = self.mover.radius
        for i in self._bloc[self._nav.nearest(*v)]:
            kind, x1, y1, x2, y2, big, _ = self._items[i]
            ends = [(x1, y1, big)] if kind == CIRCLE else [(x1, y1, r), (x2, y2, r)]
            for c in ends:
                if c not in out:
                    out.append(c)
        return out

    def _nudge(self, a: Point, v: Point, b: Point) -> Point:
        """A small compass search moving the bend v to where a→v→b is cheaper and still clear."""
        areas = self._nav.areas
        best = _segment_cost(a, v, areas) + _segment_cost(v, b, areas)
        step = 0.5 * self._nav.spacing
        dirs = [(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) for k in range(8)]
        while step > 0.005:
            moved = False
            for dx, dy in dirs:
                p = (v[0] + dx * step, v[1] + dy * step)
                c = _segment_cost(a, p, areas) + _segment_cost(p, b, areas)
                if c < best - 1e-12 and self._standing(*p) is None and self._seg_ok(a, p) and self._seg_ok(p, b):
                    best, v, moved = c, p, True
                    break
            if not moved:
                step /= 2
        return v

    def _pull(self, path: list[Point], hints: list[int | None]) -> tuple[list[Point], list[int | None]]:
        """Drop every bend whose two neighbours see each other more cheaply (exact costs, exact clearance)."""
        areas = self._nav.areas
        costs = [_segment_cost(path[k], path[k + 1], areas) for k in range(len(path) - 1)]
        prefix = [0.0]
        for c in costs:
            prefix.append(prefix[-1] + c)
        out, out_h = [path[0]], [hints[0]]
        i = 0
        last = len(path) - 1
        while i < last:
            j = last
            while j > i + 1:
                direct = _segment_cost(path[i], path[j], areas)
                if direct <= prefix[j] - prefix[i] + 1e-12 and self._seg_ok(path[i], path[j]):
                    break
                j -= 1
            out.append(path[j])
            out_h.append(hints[j])
            i = j
        return out, out_h

    def _slide(self, a: Point, v: Point, b: Point, edge: tuple[Point, Point]) -> Point:
        """Move the bend v along its edge of difficult terrain to where a→v→b costs least (a refraction)."""
        areas = self._nav.areas
        (ex, ey), (fx, fy) = edge
        length = distance((ex, ey), (fx, fy))
        t0 = ((v[0] - ex) * (fx - ex) + (v[1] - ey) * (fy - ey)) / (length * length)
        span = 2.0 * self._nav.spacing / length

        def at(t: float) -> Point:
            return (ex + (fx - ex) * t, ey + (fy - ey) * t)

        def cost(t: float) -> float:
            p = at(t)
            return _segment_cost(a, p, areas) + _segment_cost(p, b, areas)

        lo, hi = max(0.0, t0 - span), min(1.0, t0 + span)
        ratio = (math.sqrt(5) - 1) / 2
        c1, c2 = hi - ratio * (hi - lo), lo + ratio * (hi - lo)
        f1, f2 = cost(c1), cost(c2)
        for _ in range(30):
            if f1 <= f2:
                hi, c2, f2 = c2, c1, f1
                c1 = hi - ratio * (hi - lo)
                f1 = cost(c1)
            else:
                lo, c1, f1 = c1, c2, f2
                c2 = lo + ratio * (hi - lo)
                f2 = cost(c2)
        t = (lo + hi) / 2
        p = at(t)
        if cost(t) < cost(t0) - 1e-12 and self._seg_ok(a, p) and self._seg_ok(p, b):
            return p
        return v

    # -- the public questions

    def cost(self, x: float, y: float) -> float | None:
        """The true cost (cm of allowance) of putting the centre at (x, y): the `measure` of the path `path`
        returns. None when the base cannot stand there or no path leads there at any cost. May exceed the
        allowance (see `refusal`): a point beyond what the search has settled extends it, once (at worst over
        the whole table, about 0.2 s, to learn that a sealed-off point cannot be reached)."""
        sol = self._solve(x, y)
        return None if sol is None else sol.cost

    def cost_below(self, x: float, y: float, limit: float) -> float | None:
        """`cost(x, y)`, or None when it is surely more than `limit`: because the straight distance is (a cost is
        the length of a real path, never less), or because the way the search found, before straightening, costs
        more than UNSTRAIGHT_GAIN times `limit` plus UNSTRAIGHT_SLACK (straightening never gains that much; see
        there). Either way the search grows exactly as `cost` would grow it, so later answers are the same as
        after `cost`: only the straightening is spared. For a caller that looks for the cheapest of many points
        (a charge's place round its target, across a river it must wade or ford)."""
        if (x, y) not in self._solved and self._standing(x, y) is None:
            self._extend_for(x, y)
            if math.hypot(x - self.mover.x, y - self.mover.y) - 1e-7 > limit + 1e-9:
                return None
            found = self._best_last(x, y)
            if found and found[0][0] > limit * UNSTRAIGHT_GAIN + UNSTRAIGHT_SLACK:
                return None
        return self.cost(x, y)

    def within(self, x: float, y: float, limit: float) -> bool:
        """Whether the search made so far already shows a way to put the centre at (x, y) costing at most
        `limit`: a quick test that is sure when it says yes (the way found before straightening; straightening
        only shortens it), may say no to a point a little under the limit, and never grows the search."""
        if math.hypot(x - self.mover.x, y - self.mover.y) > limit + 1e-9 or self._standing(x, y) is not None:
            return False
        found = self._best_last(x, y)
        return bool(found) and found[0][0] <= limit + 1e-9

    def path(self, x: float, y: float) -> list[Point]:
        """The straightened polyline from the figure's centre to (x, y), [] if there is none. Given even when it
        costs more than the allowance, so the desktop can draw why."""
        sol = self._solve(x, y)
        return [] if sol is None else list(sol.path)

    def refusal(self, x: float, y: float) -> Refusal | None:
        """None if (x, y) is a legal end of this (normal) move, else why not."""
        stand = self._standing(x, y)
        if stand is not None:
            return stand
        sol = self._solve(x, y)
        areas = self._nav.areas
        if sol is None or sol.cost > self.allowance + 1e-9:
            cost = None if sol is None else sol.cost
            through = None if sol is None else _through(sol.path, areas)
            jump = self.jump(x, y)
            if jump is not None:
                return Refusal("needs_jump", cost, through, jump.terrain.name)
            wall = self._wall_on_the_way(x, y)
            if wall is not None and wall.kind == "obstacle" and wall.height > 2 * self.mover.height + 1e-9:
                return Refusal("obstacle_too_high", cost, through, wall.name)
            if sol is None:
                return Refusal("blocked", None, None, wall.name if wall is not None else None)
            return Refusal("too_far", cost, through, None)
        for kx, ky, big in self._keep:
            if math.hypot(x - kx, y - ky) < big - CLEAR:
                return Refusal("too_close_enemy", sol.cost, _through(sol.path, areas), None)
        return None

    def _wall_on_the_way(self, x: float, y: float) -> Terrain | None:
        """The first blocking piece the straight line from the figure to (x, y) runs into, if any."""
        a = (self.mover.x, self.mover.y)
        b = (x, y)
        first: tuple[float, Terrain] | None = None
        for piece, poly in zip(self._prof.barriers, self._prof.polys, strict=True):
            runs = segment_inside(a, b, poly)
            if runs and (first is None or runs[0][0] < first[0]):
                first = (runs[0][0], piece)
        return None if first is None else first[1]

    def jump(self, x: float, y: float) -> Jump | None:
        """If (x, y) lies beyond an obstacle this figure needs a jump test for (taller than half its height, at
        most twice it), the figure can reach the obstacle's edge this move, and jumping is the cheaper way there
        (edge + crossing + the rest, against walking round): where it jumps and lands. Otherwise None.

        The figure moves straight over the obstacle towards (x, y): from some settled point of the search (the
        figure's own place included) the straight line to (x, y) first touches the obstacle at `edge`, passes
        through it, and the base clears its far side at `landing`. Of all such lines the cheapest is given."""
        h = self.mover.height
        r = self.mover.radius
        nav = self._nav
        jumpable = [k for k, p in enumerate(self._prof.barriers) if p.kind == "obstacle" and p.height <= 2 * h + 1e-9]
        if not jumpable:
            return None
        self._activate(math.hypot(x - self.mover.x, y - self.mover.y))   # the bases near (x, y) count too
        X, Y, g = self._X, self._Y, self._g
        best: tuple[float, int, int, Point, Point, float, float] | None = None
        for k in jumpable:
            poly = self._prof.polys[k]
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            grow = r + 3 * nav.spacing
            cands: set[int] = {self._start}
            for m in nav.lattice_in_box(min(xs) - grow, min(ys) - grow, max(xs) + grow, max(ys) + grow):
                if self._closed[m] and g[m] <= self.allowance:
                    cands.add(m)
                    cands.add(self._par[m])
                    cands.update(b for b, _ in self._nbr[m] if b >= nav.n_lattice and self._closed[b])
            for a in cands:
                if not self._closed[a] or g[a] > self.allowance:
                    continue
                ax, ay = X[a], Y[a]
                span = _grown_span((ax, ay), (x, y), poly, r)
                if span is None:
                    continue
                t_in, t_out = span
                ux, uy = x - ax, y - ay
                edge = (ax + ux * t_in, ay + uy * t_in)
                landing = (ax + ux * t_out, ay + uy * t_out)
                to_edge = g[a] + _segment_cost((ax, ay), edge, nav.areas)
                if to_edge > self.allowance + 1e-9 or not self._seg_ok((ax, ay), edge):
                    continue
                if self._standing(*landing) is not None or not self._point_free(*landing):
                    continue
                after = 0.0
                if t_out < 1.0:
                    if not self._seg_ok(landing, (x, y)):
                        continue
                    after = _segment_cost(landing, (x, y), nav.areas)
                crossing = sum(t1 - t0 for t0, t1 in segment_inside(edge, landing, poly)) * distance(edge, landing)
                if crossing <= 1e-9:
                    continue        # the line only grazes the obstacle's corner: no jump there
                score = to_edge + crossing + after
                if best is None or score < best[0]:
                    best = (score, k, a, edge, landing, crossing, after)
        if best is None:
            return None
        walk = self._solve(x, y)
        if walk is not None and walk.cost <= best[0]:
            return None             # walking there is no dearer: nothing to jump
        _, k, a, edge, landing, crossing, after = best
        sol = self._solve(*edge)
        if sol is not None and sol.cost <= self.allowance + 1e-9:
            to_edge, path = sol.cost, tuple(sol.path)
        else:
            chain = [a]
            while chain[-1] != self._start:
                chain.append(self._par[chain[-1]])
            path = (*[(X[c], Y[c]) for c in reversed(chain)], edge)
            to_edge = measure(nav.table, path)
        return Jump(edge, landing, to_edge, crossing, self._prof.barriers[k], path, after)

    def stands(self, x: float, y: float) -> bool:
        """Whether the base may stand at (x, y) at all (on the table, off blocking terrain and other bases),
        whatever the way there costs: a quick first test before asking the cost."""
        return self._standing(x, y) is None

    def ends(self, directions: int = 12, margin: float = 0.05, limit: float | None = None) -> list[Point]:
        """A few representative legal ends of this move, for the computer and the actions panel: in each of
        `directions` equal sectors round the figure, the farthest lattice node the search settled within the
        allowance (or the smaller `limit`, less `margin`) where the base may stand, clear of the keep-away discs.
        Cheap: read from the search already made, no straightening (a node's cost is that of a real path to
        it). One search for a run serves the walk too (`limit` = the walk's allowance)."""
        allowance = self.allowance if limit is None else min(limit, self.allowance)
        nav = self._nav
        t = nav.table
        r = self.mover.radius
        mx, my = self.mover.x, self.mover.y
        X, Y = nav.X, nav.Y
        free, closed, g, cb = self._free, self._closed, self._g, self._cb
        top = allowance - margin
        lox, hix, loy, hiy = r + 0.02, t.width - r - 0.02, r + 0.02, t.height - r - 0.02
        near = nav.spacing
        hypot, atan2, tau = math.hypot, math.atan2, 2 * math.pi
        # the nodes that pass the cheap tests, by sector: (distance, node)
        sectors: dict[int, list[tuple[float, int]]] = {}
        reach = allowance + nav.spacing
        for m in nav.lattice_in_box(mx - reach, my - reach, mx + reach, my + reach):
            if not (closed[m] and free[m]) or g[m] > top or cb[m] < 0.02:
                continue
            x, y = X[m], Y[m]
            if not (lox <= x <= hix and loy <= y <= hiy):
                continue
            d = hypot(x - mx, y - my)
            if d < near:
                continue
            sector = int((atan2(y - my, x - mx) % tau) / tau * directions) % directions
            sectors.setdefault(sector, []).append((d, m))
        # a node costs at least its straight distance, so only the discs within the allowance can matter
        # (a margin, so that a caller's rounding of the point cannot make it touch)
        discs = [(kx, ky, big + 0.02) for kx, ky, big in (*self._keep, *self._blockers)
                 if hypot(kx - mx, ky - my) <= allowance + big + 1.0]
        best: list[int] = []
        for found in sectors.values():
            found.sort(key=lambda dm: (-dm[0], dm[1]))      # the farthest, the first listed among equals
            for _, m in found:
                x, y = X[m], Y[m]
                if not any(hypot(x - kx, y - ky) < big for kx, ky, big in discs):
                    best.append(m)
                    break
        out = []
        for m in sorted(best):
            x, y = X[m], Y[m]
            if self._standing(x, y) is None:
                out.append((x, y))
        return out

    def area(self) -> list[list[Point]]:
        """Where the centre may end this move, as outline rings (marching squares over the lattice at the
        allowance, each ring's corners in order, closed implicitly). Fill them with the odd-even rule: a ring
        inside another is a hole (round another base, a rock, a keep-away disc). Decided per lattice node, so
        the outline is true to about a millimetre in the open and to a lattice cell at worst; `refusal` is the
        exact word on any one point."""
        nav = self._nav
        s = nav.spacing
        t = nav.table
        r = self.mover.radius
        reach = self.allowance + 2 * s
        mx, my = self.mover.x, self.mover.y
        i0 = max(0, math.floor((mx - reach - nav.ox) / s) - 1)
        i1 = min(nav.ncol - 1, math.ceil((mx + reach - nav.ox) / s) + 1)
        j0 = max(0, math.floor((my - reach - nav.oy) / s) - 1)
        j1 = min(nav.nrow - 1, math.ceil((my + reach - nav.oy) / s) + 1)
        w = i1 - i0 + 3        # a border of outside values all round, so every outline closes
        hgt = j1 - j0 + 3
        value = [-s] * (w * hgt)
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                m = j * nav.ncol + i
                x, y = nav.X[m], nav.Y[m]
                if self._free[m] and self._closed[m]:
                    v = min(self.allowance - self._g[m], self._cb[m], x - r, t.width - r - x, y - r, t.height - r - y)
                    for kx, ky, big in self._keep:
                        v = min(v, math.hypot(x - kx, y - ky) - big)
                elif self._cb[m] < 0:
                    v = max(self._cb[m], -s)
                else:
                    v = -s
                value[(j - j0 + 1) * w + (i - i0 + 1)] = max(-s, min(s, v))
        ox, oy = nav.X[j0 * nav.ncol + i0] - s, nav.Y[j0 * nav.ncol + i0] - s
        return _contours(value, w, hgt, ox, oy, s)


def _standing(table: Table, prof: _Profile, height: float, blockers: Sequence[tuple[float, float, float]],
              x: float, y: float) -> Refusal | None:
    """Why a base of the profile's size cannot stand at (x, y) at all, or None: off the table, on blocking
    terrain (impassable first), or on one of the `blockers` (centre x, centre y, radius grown by the base's)."""
    r = prof.radius
    if not (r - CLEAR <= x <= table.width - r + CLEAR and r - CLEAR <= y <= table.height - r + CLEAR):
        return Refusal("off_table", None, None, None)
    under = [piece for piece, poly, (x0, y0, x1, y1) in zip(prof.barriers, prof.polys, prof.boxes, strict=True)
             if x0 - r <= x <= x1 + r and y0 - r <= y <= y1 + r and _polygon_gap(x, y, poly) < r - CLEAR]
    for piece in sorted(under, key=lambda p: p.kind != "impassable"):
        if piece.kind == "impassable":
            return Refusal("impassable", None, None, piece.name)
        code = "obstacle_too_high" if piece.height > 2 * height + 1e-9 else "blocked"
        return Refusal(code, None, None, piece.name)
    for cx, cy, big in blockers:
        if math.hypot(x - cx, y - cy) < big - CLEAR:
            return Refusal("overlap", None, None, None)
    return None


def _polygon_gap(x: float, y: float, poly: Sequence[Point]) -> float:
    """0 inside the polygon, else the distance to its outline."""
    if _inside(x, y, poly):
        return 0.0
    n = len(poly)
    return min(_psd(x, y, poly[i][0], poly[i][1], poly[(i + 1) % n][0], poly[(i + 1) % n][1]) for i in range(n))


def _ray_disc(ax: float, ay: float, ux: float, uy: float, cx: float, cy: float, r: float) -> float | None:
    """Where the ray a + t·u (u a unit vector, t ≥ 0) first comes within r of (cx, cy): 0 if a already is and
    the ray goes nearer; None if it never does (or only behind, or moving away)."""
    fx, fy = ax - cx, ay - cy
    b = fx * ux + fy * uy
    c = fx * fx + fy * fy - r * r
    if c <= 0:
        return 0.0 if b < 0 else None
    disc = b * b - c
    if disc <= 0 or b >= 0:
        return None
    return -b - math.sqrt(disc)


def _ray_capsule(ax: float, ay: float, ux: float, uy: float, c: Point, d: Point,
                 r: float) -> tuple[float, float] | None:
    """The parameters along the line a + t·u (t ≥ 0) within distance r of segment cd (a convex shape, so one
    stretch), or None."""
    spans = []
    for cx, cy in (c, d):
        fx, fy = ax - cx, ay - cy
        aa = ux * ux + uy * uy
        bb = fx * ux + fy * uy
        cc = fx * fx + fy * fy - r * r
        disc = bb * bb - aa * cc
        if disc > 0:
            root = math.sqrt(disc)
            spans.append(((-bb - root) / aa, (-bb + root) / aa))
    # the band along the segment: between its two end lines and within r of its line
    ex, ey = d[0] - c[0], d[1] - c[1]
    le = math.hypot(ex, ey)
    if le > 0:
        ex, ey = ex / le, ey / le
        lo, hi = -INF, INF
        for nx_, ny_, low, high in ((ex, ey, 0.0, le), (-ey, ex, -r, r)):
            p0 = (ax - c[0]) * nx_ + (ay - c[1]) * ny_
            rate = ux * nx_ + uy * ny_
            if abs(rate) < 1e-15:
                if not low <= p0 <= high:
                    lo, hi = INF, -INF
                continue
            t1, t2 = (low - p0) / rate, (high - p0) / rate
            lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
        if lo < hi:
            spans.append((lo, hi))
    if not spans:
        return None
    lo, hi = min(sp[0] for sp in spans), max(sp[1] for sp in spans)
    lo = max(lo, 0.0)
    return (lo, hi) if hi > lo else None


def _grown_span(a: Point, b: Point, poly: Sequence[Point], r: float) -> tuple[float, float] | None:
    """Along the ray from a through b (t = 1 at b), the first stretch where a base of radius r overlaps the
    polygon: (t where it first touches, t where it is clear again), or None if the ray misses it or the stretch
    starts beyond b."""
    ux, uy = b[0] - a[0], b[1] - a[1]
    if ux == 0 and uy == 0:
        return None
    spans = []
    n = len(poly)
    for i in range(n):
        sp = _ray_capsule(a[0], a[1], ux, uy, poly[i], poly[(i + 1) % n], r)
        if sp is not None:
            spans.append(sp)
    if not spans:
        return None
    spans.sort()
    lo, hi = spans[0]
    for s0, s1 in spans[1:]:
        if s0 <= hi + 1e-12:
            hi = max(hi, s1)
        else:
            break
    if lo <= 1e-12 or lo > 1.0:
        return None
    return (lo, hi)


def _wrap(p: Point, v: Point, q: Point, circ: tuple[float, float, float]) -> list[Point] | None:
    """The fine polygon around circle `circ` (centre x, centre y, radius) that a path from p to q goes round on
    the side of v: tangent from p, then corners every WRAP_STEP or less, then tangent to q. None if p or q is
    not outside the circle."""
    cx, cy, rad = circ
    dp = math.hypot(p[0] - cx, p[1] - cy)
    dq = math.hypot(q[0] - cx, q[1] - cy)
    if dp <= rad or dq <= rad:
        return None
    turn = 1.0 if (p[0] - cx) * (v[1] - cy) - (p[1] - cy) * (v[0] - cx) > 0 else -1.0
    fp = math.atan2(p[1] - cy, p[0] - cx)
    fq = math.atan2(q[1] - cy, q[0] - cx)
    start = fp + turn * math.acos(rad / dp)
    stop = fq - turn * math.acos(rad / dq)
    sweep = ((stop - start) * turn) % (2 * math.pi)
    if sweep > math.pi:
        return None
    k = max(1, math.ceil(sweep / WRAP_STEP))
    step = sweep / k
    grow = rad / math.cos(step / 2) * (1 + 1e-12)
    return [(cx + grow * math.cos(start + turn * (j + 0.5) * step),
             cy + grow * math.sin(start + turn * (j + 0.5) * step)) for j in range(k)]


def _tangent_chain(elems: Sequence[tuple[float, float, float, float]]) -> tuple[list[Point], list[int]] | int | None:
    """The shortest polyline through a sequence of circles (centre x, centre y, radius, side), each gone round
    on its side (+1: the path turns towards +angle, the centre on its left), a point being a circle of radius
    0: common tangents (outer between circles turned the same way, crossing otherwise) joined by arcs drawn as
    fine polygons round them (their sides touch the arc, so the polygon never cuts into the circle). With the
    polyline, for each of its segments the index of the element it leaves from. An int instead names a circle
    the path would have to go back round (it does not hold the path: drop it); None if two neighbours have no
    common tangent."""
    lines: list[tuple[Point, Point]] = []
    for (c1x, c1y, r1, s1), (c2x, c2y, r2, s2) in itertools.pairwise(elems):
        dx, dy = c2x - c1x, c2y - c1y
        d = math.hypot(dx, dy)
        if d == 0:
            return None
        k = (s2 * r2 - s1 * r1) / d
        if abs(k) >= 1:
            return None
        phi = math.atan2(dy, dx) - math.asin(k)
        nx_, ny_ = -math.sin(phi), math.cos(phi)
        lines.append(((c1x - s1 * r1 * nx_, c1y - s1 * r1 * ny_), (c2x - s2 * r2 * nx_, c2y - s2 * r2 * ny_)))
    out: list[Point] = [(elems[0][0], elems[0][1])]
    owner: list[int] = []
    for i in range(1, len(elems) - 1):
        cx, cy, rad, side = elems[i]
        if rad == 0.0:
            out.append((cx, cy))
            owner.append(i - 1)
            continue
        t_in, t_out = lines[i - 1][1], lines[i][0]
        start = math.atan2(t_in[1] - cy, t_in[0] - cx)
        sweep = ((math.atan2(t_out[1] - cy, t_out[0] - cx) - start) * side) % (2 * math.pi)
        if sweep > math.pi + 1e-9:
            return i
        k_ = max(1, math.ceil(sweep / WRAP_STEP))
        step = sweep / k_
        grow = rad / math.cos(step / 2) * (1 + 1e-12)
        out.extend((cx + grow * math.cos(start + side * (j + 0.5) * step),
                    cy + grow * math.sin(start + side * (j + 0.5) * step)) for j in range(k_))
        owner.extend([i - 1] + [i] * (k_ - 1))
    out.append((elems[-1][0], elems[-1][1]))
    owner.append(len(elems) - 2)
    return out, owner


def _contours(value: list[float], w: int, h: int, ox: float, oy: float, s: float) -> list[list[Point]]:
    """Marching squares: the rings where `value` (w × h samples, row by row, s apart from (ox, oy)) crosses 0,
    positive inside. Samples on the border must be negative so every ring closes."""
    def key_point(key: int) -> Point:
        cell, vertical = divmod(key, 2)
        j, i = divmod(cell, w)
        a = value[cell]
        b = value[cell + (w if vertical else 1)]
        f = a / (a - b)
        if vertical:
            return (ox + i * s, oy + (j + f) * s)
        return (ox + (i + f) * s, oy + j * s)

    links: dict[int, list[int]] = {}

    def join(k1: int, k2: int) -> None:
        links.setdefault(k1, []).append(k2)
        links.setdefault(k2, []).append(k1)

    for j in range(h - 1):
        for i in range(w - 1):
            a = j * w + i
            va, vb, vc, vd = value[a], value[a + 1], value[a + w + 1], value[a + w]
            ia, ib, ic, id_ = va > 0, vb > 0, vc > 0, vd > 0
            top, right, bottom, left = 2 * a, 2 * (a + 1) + 1, 2 * (a + w), 2 * a + 1
            crossed = [k for k, on in ((top, ia != ib), (right, ib != ic), (bottom, id_ != ic), (left, ia != id_))
                       if on]
            if len(crossed) == 2:
                join(crossed[0], crossed[1])
            elif len(crossed) == 4:
                centre = (va + vb + vc + vd) / 4 > 0
                if ia == centre:        # a and c are on the centre's side: cut off b and d
                    join(top, right)
                    join(bottom, left)
                else:
                    join(left, top)
                    join(right, bottom)
    rings: list[list[Point]] = []
    seen: set[int] = set()
    for k0 in links:
        if k0 in seen:
            continue
        ring = [k0]
        seen.add(k0)
        prev, cur = -1, k0
        while True:
            nxt = next((k for k in links[cur] if k != prev and k not in seen), None)
            if nxt is None:
                break
            seen.add(nxt)
            ring.append(nxt)
            prev, cur = cur, nxt
        if len(ring) >= 3:
            rings.append([key_point(k) for k in ring])
    return rings

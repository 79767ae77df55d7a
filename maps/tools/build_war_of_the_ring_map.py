"""Build maps/data/war_of_the_ring.json, the Middle-earth board of War of the Ring (2nd edition).

Why a generator: the reference polygons (``reference-a/region-geometry.json``) are a rough first
pass in the pixel frame of a photo of the published board. They leave cracks and small overlaps
between neighbours, so the picture would not tile and "touching" would not mean anything. Here they
are rasterised, the cracks are closed by growing every region into the empty cells nearest to it
(the seas stay empty), and the outlines are traced back from the raster so that two neighbours
share *exactly* the same border points. The traced borders are simplified once per border (never
per region), so shared borders stay identical after simplification.

Facts (names, nation, settlement, VP, adjacency) come from the two reference sources in
``../shared/data/war_of_the_ring/`` and are cross-checked against each other; decisions are listed in
``engines/war_of_the_ring/data/README.md`` and, briefly, in the map's ``notes``.

Impassable borders are *not* edges: two regions are adjacent (an edge in the graph) exactly when a
figure may move between them. A border that the picture shows but the sources do not list as an
adjacency is impassable; it is drawn as a mountain chain (feature ``mountains``) and is absent from
the graph, so no engine can cross it by mistake.

Standard library only. Run from the repository root (needs ../shared beside the repository):

    python maps/tools/build_war_of_the_ring_map.py            # writes maps/data/war_of_the_ring.json
    python maps/tools/build_war_of_the_ring_map.py --report   # also prints the cross-checks
"""
from __future__ import annotations

import argparse
import json
import math
import re
import sys
import unicodedata
from collections import Counter, defaultdict, deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from maps.geometry import inside

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data" / "war_of_the_ring"
REF_A = SHARED / "reference-a"
REF_B = SHARED / "reference-b"
OUT = ROOT / "maps" / "data" / "war_of_the_ring.json"

Cell = tuple[int, int]         # a raster cell (x, y), or a corner of the grid
FPt = tuple[float, float]      # a point in cells or on the board
P = TypeVar("P", bound=FPt)    # a polyline keeps the kind of points it is given
Grid = list[list[int]]         # the region (>= 0), water (<= -2) or hole (-1) of every cell, by row
Label = int | str              # a cell's label, or "out" beyond the grid

CELL = 3.0          # raster cell, in reference pixels
CLOSE = 5           # cracks narrower than 2 * CLOSE cells are closed before the seas are found
EPS = 1.1           # simplification tolerance, in cells
HEIGHT = 1400.0     # our frame: the reference content scaled to this height, north up

NATIONS = {
    "dwarves": "free_peoples", "elves": "free_peoples", "gondor": "free_peoples",
    "north": "free_peoples", "rohan": "free_peoples",
    "sauron": "shadow", "isengard": "shadow", "southrons": "shadow",
}
VP = {"none": 0, "town": 0, "fortification": 0, "city": 1, "stronghold": 2}

# Published spellings (reference-a ids -> display name), where the sources' ASCII names differ.
NAMES = {
    "barad-dur": "Barad-dûr", "lorien": "Lórien", "east-rhun": "East Rhûn", "north-rhun": "North Rhûn",
    "south-rhun": "South Rhûn", "druadan-forest": "Drúadan Forest", "khand": "Khand",
    "eagles-eyrie": "Eagles' Eyrie", "goblins-gate": "Goblin's Gate",
}

# Points (reference pixels) inside the empty water bodies: they stay water, everything else closes.
WATER_SEEDS = {
    "sea": ("Belegaer, the Great Sea", [(277, 875), (290, 360), (948, 1250), (275, 100), (300, 30)]),
    "lake": ("Sea of Rhûn", [(1656, 525)]),
}

# Water the crack-closing must not fill (reference pixels): the Gulf of Lhûn between Forlindon and
# Harlindon, which the reference leaves as a narrow channel.
WATER_POLYS = [
    [(262, 346), (309, 347), (346, 322), (380, 336), (370, 362), (330, 372), (300, 366), (262, 392)],
]

# Rivers (ours, after Tolkien's geography): the river runs through the midpoints of these shared
# borders (pairs of region ids) and region positions (single ids), in order from the source down.
RIVERS: dict[str, list[tuple[str, ...] | str]] = {
    "Anduin": [("eagles-eyrie", "carrock"), ("old-ford",), ("gladden-fields", "rhosgobel"),
               ("gladden-fields", "north-anduin-vale"), ("dimrill-dale", "north-anduin-vale"),
               ("dimrill-dale", "south-anduin-vale"), ("parth-celebrant", "south-anduin-vale"),
               ("parth-celebrant", "western-brown-lands"), ("eastemnet", "western-brown-lands"),
               ("eastemnet", "western-emyn-muil"), ("druadan-forest", "western-emyn-muil"),
               ("druadan-forest", "dead-marshes"), ("osgiliath",), ("pelargir", "west-harondor"), "sea"],
    "Baranduin": [("evendim", "buckland"), ("the-shire", "buckland"), ("the-shire", "old-forest"),
                  ("south-ered-luin", "old-forest"), ("south-ered-luin", "cardolan"),
                  ("south-ered-luin", "minhiriath"), "sea"],
    "Gwathló": [("hollin", "north-dunland"), ("cardolan", "north-dunland"), ("tharbad",),
                ("minhiriath", "enedwaith"), "sea"],
    "Isen": [("orthanc", "gap-of-rohan"), ("fords-of-isen",), ("druwaith-iaur", "gap-of-rohan"),
             ("druwaith-iaur", "enedwaith"), "sea"],
    "Celduin": [("erebor", "dale"), ("dale", "iron-hills"), ("northern-rhovanion", "vale-of-the-carnen"),
                ("northern-rhovanion", "vale-of-the-celduin"), ("southern-rhovanion", "vale-of-the-celduin"),
                ("southern-rhovanion", "northern-dorwinion"), "lake"],
}

FORESTS = {
    "Mirkwood": ["northern-mirkwood", "western-mirkwood", "woodland-realm", "narrows-of-the-forest", "old-forest-road",
                 "eastern-mirkwood", "southern-mirkwood", "dol-guldur"],
    "Old Forest": ["old-forest"], "Fangorn": ["fangorn"], "Lothlórien": ["lorien"],
    "Drúadan Forest": ["druadan-forest"],
}

AREA_LABELS = {   # where the names of the lands go, as fractions of the frame (placed by eye, clear of names)
    "ERIADOR": (0.258, 0.38), "ARNOR": (0.221, 0.075), "DUNLAND": (0.368, 0.428), "ROHAN": (0.536, 0.55),
    "RHOVANION": (0.741, 0.325), "GONDOR": (0.385, 0.708), "MORDOR": (0.925, 0.75), "HARAD": (0.773, 0.968),
    "RHÛN": (0.917, 0.36),
}

# Where a name would collide with a neighbour's, the stack goes near this spot instead (fractions of the
# frame, by eye): the deepest-enough point of the region nearest to it.
POS_HINT = {
    "narrows-of-the-forest": (0.599, 0.256), "eastern-mirkwood": (0.637, 0.286),
    "northern-rhovanion": (0.690, 0.316), "southern-mirkwood": (0.645, 0.375), "dol-guldur": (0.592, 0.393),
    "trollshaws": (0.375, 0.208),
}

RANGES = [  # impassable borders are named after the range they belong to (first match wins)
    ("Mountains of Mordor", {"gorgoroth", "morannon", "minas-morgul", "nurn", "barad-dur"}),
    ("Misty Mountains", {"trollshaws", "rivendell", "fords-of-bruinen", "hollin", "high-pass", "goblins-gate",
                         "eagles-eyrie", "old-ford", "gladden-fields", "dimrill-dale", "moria",
                         "mount-gundabad", "ettenmoors", "mount-gram", "north-dunland", "carrock"}),
    ("White Mountains", {"erech", "lamedon", "anfalas", "edoras", "helms-deep", "westemnet", "folde",
                         "druadan-forest", "minas-tirith", "dol-amroth", "fords-of-isen", "druwaith-iaur"}),
    ("Grey Mountains", {"withered-heath", "northern-mirkwood", "woodland-realm", "erebor"}),
    ("Ered Luin", {"ered-luin", "north-ered-luin", "south-ered-luin", "harlindon", "forlindon", "grey-havens"}),
]


def slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", s.replace("~", "-").replace("'", "")).strip("-")


def uid(ref_id: str) -> str:
    return ref_id.replace("-", "_")


# ------------------------------------------------------------------------------------------- sources
def read_sources() -> dict[str, Any]:
    a = json.loads((REF_A / "map.json").read_text(encoding="utf-8"))
    adj = json.loads((REF_A / "adjacency.json").read_text(encoding="utf-8"))
    geo = json.loads((REF_A / "region-geometry.json").read_text(encoding="utf-8"))["territories"]
    regions = a["regions"]
    by_slug = {slug(v["name"]): k for k, v in regions.items()}
    b_rows: dict[str, dict[str, Any]] = {}
    b_edges: set[frozenset[str]] = set()
    for line in (REF_B / "worldmap.csv").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        name, neigh, nation, settlement, reg, eli, lead = line.split("|")
        k = by_slug[slug(name)]
        b_rows[k] = {"nation": nation, "settlement": settlement, "setup": (int(reg), int(eli), int(lead))}
        for n in neigh.split(","):
            b_edges.add(frozenset((k, by_slug[slug(n)])))
    a_edges = {frozenset(e) for e in adj["edges"]}
    a_map_edges = {frozenset((k, n)) for k, v in regions.items() for n in v["adjacency"]}
    return {"regions": regions, "geo": geo, "a_edges": a_edges, "a_map_edges": a_map_edges,
            "b_rows": b_rows, "b_edges": b_edges}


B_NATION = {"None": None, "Elves": "elves", "Dwarves": "dwarves", "North": "north", "Rohan": "rohan",
            "Gondor": "gondor", "Sauron": "sauron", "Isengard": "isengard", "Southron": "southrons"}


def decide_regions(src: dict[str, Any], log: list[str]) -> dict[str, dict[str, Any]]:
    """Nation, settlement and VP of every region, with every disagreement written to the log."""
    out = {}
    for k, v in src["regions"].items():
        b = src["b_rows"][k]
        nation = v["nation"]
        b_nation = B_NATION[b["nation"]]
        if nation != b_nation:
            # Drúadan Forest: reference-b puts it in Gondor, reference-a in no nation. The published
            # board draws Anórien's forest inside Gondor's border; we follow reference-b.
            if k == "druadan-forest":
                log.append(f"{k}: nation a={nation} b={b_nation} -> gondor (published board: inside Gondor)")
                nation = "gondor"
            else:
                raise SystemExit(f"undecided nation disagreement for {k}: {nation} vs {b_nation}")
        settlement = (v["settlement"] or "none").lower()
        b_settlement = b["settlement"].lower()
        if settlement != b_settlement:
            raise SystemExit(f"undecided settlement disagreement for {k}")
        if v["vp"] != VP[settlement] and not (settlement == "none"):
            raise SystemExit(f"VP of {k} in reference-a is not the rulebook's")
        out[k] = {"name": NAMES.get(k, v["name"].replace("~", "-")), "nation": nation,
                  "settlement": settlement}
    return out


# -------------------------------------------------------------------------------------------- raster
def raster(geo: dict[str, Any], ids: list[str]) -> tuple[Grid, FPt, int, int]:
    xs = [x for t in geo.values() for x, _ in t["polygon"]]
    ys = [y for t in geo.values() for _, y in t["polygon"]]
    x0, y0 = min(xs), min(ys)
    nx_, ny_ = math.ceil((max(xs) - x0) / CELL), math.ceil((max(ys) - y0) / CELL)
    grid = [[-1] * nx_ for _ in range(ny_)]

    def area(poly: Sequence[Sequence[float]]) -> float:
        return abs(sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly))) / 2

    # large regions first, so where two reference polygons overlap the smaller one keeps the cells
    order = sorted(range(len(ids)), key=lambda i: -area(geo[ids[i]]["polygon"]))
    for i in order:
        poly = geo[ids[i]]["polygon"]
        for gy in range(ny_):
            y = y0 + (gy + 0.5) * CELL
            xs_cross: list[float] = []
            for j in range(len(poly)):
                (ax, ay), (bx, by) = poly[j - 1], poly[j]
                if (ay > y) != (by > y):
                    xs_cross.append(ax + (y - ay) * (bx - ax) / (by - ay))
            xs_cross.sort()
            for a, b in zip(xs_cross[::2], xs_cross[1::2], strict=False):   # inside between crossings 1-2, 3-4, ...
                ga = max(0, math.ceil((a - x0) / CELL - 0.5))
                gb = min(nx_ - 1, math.floor((b - x0) / CELL - 0.5))
                row = grid[gy]
                for gx in range(ga, gb + 1):
                    row[gx] = i
    return grid, (x0, y0), nx_, ny_


def neighbours4(x: int, y: int, nx_: int, ny_: int) -> Iterator[Cell]:
    if x > 0:
        yield x - 1, y
    if x < nx_ - 1:
        yield x + 1, y
    if y > 0:
        yield x, y - 1
    if y < ny_ - 1:
        yield x, y + 1


def grow(grid: Grid, nx_: int, ny_: int, limit: int | None, allowed: set[Cell] | None = None) -> None:
    """Give empty cells the label of the nearest labelled cell (breadth first), up to `limit` steps."""
    q: deque[Cell] = deque()
    dist: dict[Cell, int] = {}
    for y in range(ny_):
        for x in range(nx_):
            if grid[y][x] >= 0:
                q.append((x, y))
                dist[(x, y)] = 0
    while q:
        x, y = q.popleft()
        d = dist[(x, y)]
        if limit is not None and d >= limit:
            continue
        for a, b in neighbours4(x, y, nx_, ny_):
            if grid[b][a] == -1 and (allowed is None or (a, b) in allowed):
                grid[b][a] = grid[y][x]
                dist[(a, b)] = d + 1
                q.append((a, b))


def empty_components(grid: Grid, nx_: int, ny_: int) -> list[set[Cell]]:
    seen: set[Cell] = set()
    comps = []
    for y in range(ny_):
        for x in range(nx_):
            if grid[y][x] == -1 and (x, y) not in seen:
                comp = {(x, y)}
                seen.add((x, y))
                q = deque([(x, y)])
                while q:
                    cx, cy = q.popleft()
                    for a, b in neighbours4(cx, cy, nx_, ny_):
                        if grid[b][a] == -1 and (a, b) not in seen:
                            seen.add((a, b))
                            comp.add((a, b))
                            q.append((a, b))
                comps.append(comp)
    return comps


def keep_largest_piece(grid: Grid, nx_: int, ny_: int, labels: list[int]) -> int:
    """Every label keeps only its largest 4-connected piece; stray pieces join their main neighbour."""
    changed = 0
    for lab in labels:
        cells = [(x, y) for y in range(ny_) for x in range(nx_) if grid[y][x] == lab]
        seen: set[Cell] = set()
        pieces: list[set[Cell]] = []
        for c in cells:
            if c in seen:
                continue
            piece = {c}
            seen.add(c)
            q = deque([c])
            while q:
                cx, cy = q.popleft()
                for a, b in neighbours4(cx, cy, nx_, ny_):
                    if grid[b][a] == lab and (a, b) not in seen:
                        seen.add((a, b))
                        piece.add((a, b))
                        q.append((a, b))
            pieces.append(piece)
        pieces.sort(key=len, reverse=True)
        for piece in pieces[1:]:
            around = Counter(grid[b][a] for x, y in piece for a, b in neighbours4(x, y, nx_, ny_)
                             if grid[b][a] != lab)
            new = around.most_common(1)[0][0] if around else -1
            for x, y in piece:
                grid[y][x] = new
            changed += 1
    return changed


def unpinch(grid: Grid, nx_: int, ny_: int) -> None:
    """Remove diagonal-only contacts (a b / b a), which would make a region two loops at one corner."""
    changed = True
    while changed:
        changed = False
        for y in range(ny_ - 1):
            for x in range(nx_ - 1):
                a, b, c, d = grid[y][x], grid[y][x + 1], grid[y + 1][x], grid[y + 1][x + 1]
                if a == d and b == c and a != b:
                    grid[y][x + 1] = a
                    changed = True


# Pairs adjacent in both sources whose reference polygons only meet at a corner that a third region
# overlaps: a short corridor, half of each, is painted between their nearest cells so they share a
# border on the picture too.
BRIDGES = [("dol-guldur", "eastern-mirkwood"), ("dol-guldur", "eastern-brown-lands"),
           ("cardolan", "south-ered-luin")]


def bridge(grid: Grid, nx_: int, ny_: int, a: int, b: int) -> None:
    def rim(lab: int) -> list[Cell]:
        return [(x, y) for y in range(ny_) for x in range(nx_) if grid[y][x] == lab
                and any(grid[q][p] != lab for p, q in neighbours4(x, y, nx_, ny_))]
    ra, rb = rim(a), rim(b)
    pa, pb = min(((p, q) for p in ra for q in rb), key=lambda pq: math.dist(*pq))
    n = max(2, int(math.dist(pa, pb) * 2))
    for i in range(n + 1):
        t = i / n
        cx, cy = pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                x, y = round(cx) + dx, round(cy) + dy
                if 0 <= x < nx_ and 0 <= y < ny_ and grid[y][x] >= 0:
                    grid[y][x] = a if t < 0.5 else b


# --------------------------------------------------------------------------------------------- trace
def label_at(grid: Grid, x: int, y: int, nx_: int, ny_: int) -> Label:
    if 0 <= x < nx_ and 0 <= y < ny_:
        return grid[y][x]
    return "out"


def trace_loops(grid: Grid, nx_: int, ny_: int, member: Callable[[Label], bool]) -> list[list[Cell]]:
    """Closed loops of grid corners around the cells for which member(label) is true (clockwise)."""
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    for y in range(ny_):
        for x in range(nx_):
            if not member(grid[y][x]):
                continue
            if not member(label_at(grid, x, y - 1, nx_, ny_)):
                nxt[(x, y)].append((x + 1, y))
            if not member(label_at(grid, x + 1, y, nx_, ny_)):
                nxt[(x + 1, y)].append((x + 1, y + 1))
            if not member(label_at(grid, x, y + 1, nx_, ny_)):
                nxt[(x + 1, y + 1)].append((x, y + 1))
            if not member(label_at(grid, x - 1, y, nx_, ny_)):
                nxt[(x, y + 1)].append((x, y))
    loops: list[list[Cell]] = []
    while nxt:
        start = min(nxt)
        loop = [start]
        cur = start
        prev_dir: Cell | None = None
        while True:
            outs = nxt[cur]
            if len(outs) == 1:
                nb = outs.pop()
            else:   # pinch: turn right relative to the incoming direction
                pd = prev_dir or (0, 0)

                def right_turn(p: Cell, c: Cell = cur, pd: Cell = pd) -> int:
                    return pd[0] * (p[1] - c[1]) - pd[1] * (p[0] - c[0])

                nb = max(outs, key=right_turn)
                outs.remove(nb)
            if not outs:
                del nxt[cur]
            prev_dir = (nb[0] - cur[0], nb[1] - cur[1])
            cur = nb
            if cur == start:
                break
            loop.append(cur)
        loops.append(loop)
    return loops


def loop_area(loop: Sequence[Cell]) -> float:
    return sum(loop[i - 1][0] * p[1] - p[0] * loop[i - 1][1] for i, p in enumerate(loop)) / 2


def corner_labels(grid: Grid, x: int, y: int, nx_: int, ny_: int) -> frozenset[Label]:
    return frozenset(label_at(grid, a, b, nx_, ny_) for a, b in ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)))


def dp(points: Sequence[P], eps: float) -> list[P]:
    """Douglas–Peucker on an open polyline (endpoints kept)."""
    if len(points) < 3:
        return list(points)
    (ax, ay), (bx, by) = points[0], points[-1]
    dx, dy = bx - ax, by - ay
    ln = math.hypot(dx, dy)
    best, idx = -1.0, 0
    for i in range(1, len(points) - 1):
        px, py = points[i]
        d = abs(dy * (px - ax) - dx * (py - ay)) / ln if ln else math.hypot(px - ax, py - ay)
        if d > best:
            best, idx = d, i
    if best <= eps:
        return [points[0], points[-1]]
    return dp(points[: idx + 1], eps)[:-1] + dp(points[idx:], eps)


def simplify_chain(chain: list[Cell], eps: float, cache: dict[tuple[Cell, ...], list[Cell]]) -> list[Cell]:
    """Simplify a border chain the same way from whichever side it is met."""
    key = tuple(chain)
    rkey = tuple(reversed(chain))
    if key in cache:
        return cache[key]
    if rkey in cache:
        return list(reversed(cache[rkey]))
    canon = list(key) if key <= rkey else list(rkey)
    out = dp(canon, eps)
    cache[tuple(canon)] = out
    return out if key <= rkey else list(reversed(out))


def simplify_loop(loop: list[Cell], junction: set[Cell], eps: float,
                  cache: dict[tuple[Cell, ...], list[Cell]]) -> list[Cell]:
    idx = [i for i, p in enumerate(loop) if p in junction]
    if not idx:   # a border with no junction: split at its smallest corner and the corner farthest away
        i0 = min(range(len(loop)), key=lambda i: loop[i])
        p0 = loop[i0]
        far = max(range(len(loop)), key=lambda i: (math.dist(p0, loop[i]), loop[i]))
        idx = sorted({i0, far})
    out: list[Cell] = []
    for n, i in enumerate(idx):
        j = idx[(n + 1) % len(idx)]
        chain = loop[i:j + 1] if j > i else loop[i:] + loop[:j + 1]
        out.extend(simplify_chain(chain, eps, cache)[:-1])
    return out


def segments_cross(p1: FPt, p2: FPt, p3: FPt, p4: FPt) -> bool:
    def orient(a: FPt, b: FPt, c: FPt) -> int:
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 1e-12) - (v < -1e-12)
    if len({p1, p2, p3, p4}) < 4:
        return False
    return orient(p1, p2, p3) * orient(p1, p2, p4) < 0 and orient(p3, p4, p1) * orient(p3, p4, p2) < 0


def is_simple(poly: Sequence[FPt]) -> bool:
    n = len(poly)
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            if segments_cross(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]):
                return False
    return True




# ---------------------------------------------------------------------------------------------- main
def build(report: bool = False) -> dict[str, Any]:
    log: list[str] = []
    src = read_sources()
    ids = sorted(src["regions"])
    decided = decide_regions(src, log)

    # adjacency: both sources, cross-checked
    a_edges, b_edges = src["a_edges"], src["b_edges"]
    if a_edges != src["a_map_edges"]:
        log.append("reference-a: map.json and adjacency.json disagree")
    for e in sorted(a_edges - b_edges, key=sorted):
        log.append(f"edge only in reference-a: {sorted(e)}")
    for e in sorted(b_edges - a_edges, key=sorted):
        log.append(f"edge only in reference-b: {sorted(e)}")
    edges = a_edges & b_edges   # decision: where they disagree, only what both list (none today)

    grid, (x0, y0), nx_, ny_ = raster(src["geo"], ids)
    for wp in WATER_POLYS:
        for y in range(ny_):
            for x in range(nx_):
                if inside((x0 + (x + 0.5) * CELL, y0 + (y + 0.5) * CELL), wp):
                    grid[y][x] = -5
    grow(grid, nx_, ny_, CLOSE)
    for y in range(ny_):
        for x in range(nx_):
            if grid[y][x] == -5:
                grid[y][x] = -1
    water_of_cell: dict[Cell, int] = {}
    water: list[tuple[str, str, set[Cell]]] = []   # (kind, name, cells)
    for comp in empty_components(grid, nx_, ny_):
        for kind, (name, seeds) in WATER_SEEDS.items():
            if any((int((sx - x0) / CELL), int((sy - y0) / CELL)) in comp for sx, sy in seeds):
                water.append((kind, name, comp))
                break
    for n, (_kind, _name, comp) in enumerate(water):
        for x, y in comp:
            grid[y][x] = -2 - n
            water_of_cell[(x, y)] = n
    grow(grid, nx_, ny_, None)   # every other hole belongs to its nearest region
    labels = list(range(len(ids))) + [-2 - n for n in range(len(water))]
    keep_largest_piece(grid, nx_, ny_, labels)
    for a, b in BRIDGES:
        bridge(grid, nx_, ny_, ids.index(a), ids.index(b))
    keep_largest_piece(grid, nx_, ny_, labels)
    unpinch(grid, nx_, ny_)
    keep_largest_piece(grid, nx_, ny_, labels)

    scale = HEIGHT / (ny_ * CELL)
    width = round(nx_ * CELL * scale, 1)

    def to_board(p: FPt) -> FPt:
        return (round(p[0] * CELL * scale, 1), round(p[1] * CELL * scale, 1))

    junction: set[Cell] = set()
    for y in range(ny_ + 1):
        for x in range(nx_ + 1):
            if len(corner_labels(grid, x, y, nx_, ny_)) >= 3:
                junction.add((x, y))
    cache: dict[tuple[Cell, ...], list[Cell]] = {}
    polygons: dict[int, list[Cell]] = {}
    for lab in labels:

        def is_lab(v: Label, lab: int = lab) -> bool:
            return v == lab

        loops = trace_loops(grid, nx_, ny_, is_lab)
        loops.sort(key=lambda lp: -abs(loop_area(lp)))
        if len(loops) != 1:
            log.append(f"label {lab}: {len(loops)} loops (holes inside it) — outer loop kept")
        polygons[lab] = simplify_loop(loops[0], junction, EPS, cache)
        if not is_simple(polygons[lab]):
            raise SystemExit(f"polygon of {lab} is not simple after simplification")

    # distance inside each region to its border: the deepest cell is where the name and stack go
    depth = [[0] * nx_ for _ in range(ny_)]
    q: deque[Cell] = deque()
    for y in range(ny_):
        for x in range(nx_):
            lab = grid[y][x]
            if any(label_at(grid, u, w, nx_, ny_) != lab for u, w in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))):
                depth[y][x] = 1
                q.append((x, y))
    while q:
        x, y = q.popleft()
        for u, w in neighbours4(x, y, nx_, ny_):
            if depth[w][u] == 0 and grid[w][u] == grid[y][x]:
                depth[w][u] = depth[y][x] + 1
                q.append((u, w))
    best: dict[int, tuple[tuple[int, float], FPt]] = {}   # label -> (how good, the spot)
    idx_of_early = {k: i for i, k in enumerate(ids)}
    sums: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    for y in range(ny_):
        for x in range(nx_):
            acc = sums[grid[y][x]]
            acc[0] += x
            acc[1] += y
            acc[2] += 1
    centroid = {lab: (v[0] / v[2], v[1] / v[2]) for lab, v in sums.items()}
    hint = {idx_of_early[k]: (fx * nx_, fy * ny_) for k, (fx, fy) in POS_HINT.items()}
    for y in range(ny_):
        for x in range(nx_):
            lab = grid[y][x]
            if lab < 0:
                continue
            if lab in hint:
                if depth[y][x] >= 4:
                    key = (1, -math.dist((x, y), hint[lab]))
                    if lab not in best or key > best[lab][0]:
                        best[lab] = (key, (x + 0.5, y + 0.5))
                continue
            # the deepest spot (room for a stack); among equals the one nearest the centroid
            key = (min(depth[y][x], 9), -math.dist((x, y), centroid[lab]))
            if lab >= 0 and (lab not in best or key > best[lab][0]):
                best[lab] = (key, (x + 0.5, y + 0.5))

    # borders seen on the picture: pairs of labels and their border corners
    border_cells: dict[frozenset[int], list[tuple[Cell, Cell]]] = defaultdict(list)
    for y in range(ny_):
        for x in range(nx_):
            here = grid[y][x]
            for bx, by, corner in ((x + 1, y, ((x + 1, y), (x + 1, y + 1))), (x, y + 1, ((x, y + 1), (x + 1, y + 1)))):
                if bx < nx_ and by < ny_:
                    there = grid[by][bx]
                    if here != there:
                        border_cells[frozenset((here, there))].append(corner)

    def border_mid(a: str, b: str) -> Cell | None:
        pts = border_cells.get(frozenset((ids.index(a), ids.index(b))))
        if not pts:
            return None
        cx = sum(p[0][0] + p[1][0] for p in pts) / (2 * len(pts))
        cy = sum(p[0][1] + p[1][1] for p in pts) / (2 * len(pts))
        m = min((p[0] for p in pts), key=lambda p: math.dist(p, (cx, cy)))
        return (m[0], m[1])

    idx_of = {k: i for i, k in enumerate(ids)}
    touching: dict[frozenset[str], int] = {}
    for pair, segs in border_cells.items():
        if all(isinstance(v, int) and v >= 0 for v in pair):
            ia, ib = sorted(pair)
            touching[frozenset((ids[ia], ids[ib]))] = len(segs)
    not_touching = sorted(tuple(sorted(e)) for e in edges if e not in touching)
    impassable = sorted((tuple(sorted(e)), n) for e, n in touching.items() if e not in edges)
    for e in not_touching:
        log.append(f"adjacent in both sources but the borders do not touch on the picture: {e}")

    # ---- nodes
    nodes: list[dict[str, Any]] = []
    for i, k in enumerate(ids):
        d = decided[k]
        nation = d["nation"]
        side = NATIONS.get(nation) if nation else None
        settlement = d["settlement"]
        control = None
        if settlement != "none":
            control = side or ("free_peoples" if k == "osgiliath" else None)
        attrs: dict[str, Any] = {
            "nation": nation, "side": side, "settlement": settlement, "vp": VP[settlement],
            "control": control,
        }
        if k in ("morannon", "minas-morgul"):
            attrs["mordor_entrance"] = True
        poly = [to_board(p) for p in polygons[i]]
        pos = to_board(best[i][1])
        if not inside(pos, poly):
            raise SystemExit(f"pos of {k} is outside its polygon")
        nodes.append({"id": uid(k), "name": d["name"], "kind": "region", "pos": list(pos),
                      "polygon": [list(p) for p in poly], "attrs": attrs})

    out_edges = [{"a": uid(a), "b": uid(b)} for a, b in sorted(tuple(sorted(e)) for e in edges)]

    # ---- features
    features: list[dict[str, Any]] = []
    for n, (kind, name, _comp) in enumerate(water):
        features.append({"kind": kind, "name": name, "points": [list(to_board(p)) for p in polygons[-2 - n]]})
    for name, members in FORESTS.items():
        ms = {idx_of[m] for m in members}

        def in_forest(v: Label, ms: set[int] = ms) -> bool:
            return v in ms

        loops = trace_loops(grid, nx_, ny_, in_forest)
        loop = max(loops, key=lambda lp: abs(loop_area(lp)))
        # a forest is drawn a little inside its regions' outline so region borders stay readable
        corners = dp([*loop, loop[0]], 1.5)[:-1]
        cx = sum(p[0] for p in corners) / len(corners)
        cy = sum(p[1] for p in corners) / len(corners)
        pts = [(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9) for x, y in corners]
        features.append({"kind": "forest", "name": name, "points": [list(to_board(p)) for p in pts]})

    # impassable borders, drawn as named mountain chains along the shared border
    chains_by_range: dict[str, list[list[Cell]]] = defaultdict(list)
    for (a, b), _n in impassable:
        name = "Impassable border"
        for rname, range_members in RANGES:
            if a in range_members or b in range_members:
                name = rname
                break
        pair = frozenset((idx_of[a], idx_of[b]))
        segs = border_cells[pair]
        # order the border's corner points into runs
        adjp: dict[Cell, set[Cell]] = defaultdict(set)
        for p, q2 in segs:
            adjp[p].add(q2)
            adjp[q2].add(p)
        seen: set[Cell] = set()
        for start in sorted(adjp, key=lambda p: (len(adjp[p]), p)):
            if start in seen:
                continue
            run = [start]
            seen.add(start)
            cur = start
            while True:
                nxt_pts = [p for p in adjp[cur] if p not in seen]
                if not nxt_pts:
                    break
                cur = nxt_pts[0]
                seen.add(cur)
                run.append(cur)
            if len(run) >= 4:
                chains_by_range[name].append(dp(run, EPS))
    for name, runs in sorted(chains_by_range.items()):
        for run in runs:
            features.append({"kind": "mountains", "name": name, "points": [list(to_board(p)) for p in run]})

    for name, course in RIVERS.items():
        pts = []
        for step in course:
            if step in ("sea", "lake"):
                # run on to the nearest water cell of that kind
                last = pts[-1]
                cell = min((c for w in water if w[0] == step for c in w[2]),
                           key=lambda c: math.dist((c[0] + 0.5, c[1] + 0.5), last))
                pts.append((cell[0] + 0.5, cell[1] + 0.5))
            elif len(step) == 1:
                pts.append(best[idx_of[step[0]]][1])
            else:
                m = border_mid(*step)
                if m is None:
                    log.append(f"river {name}: {step} share no border, skipped")
                    continue
                pts.append(m)
        features.append({"kind": "river", "name": name, "points": [list(to_board(p)) for p in pts]})

    for name, (fx, fy) in AREA_LABELS.items():
        features.append({"kind": "label", "name": name, "points": [[round(fx * width, 1), round(fy * HEIGHT, 1)]]})

    notes = (
        "War of the Ring (2nd edition) board: 105 regions with their published names, nations, settlements "
        "and VP, adjacency from two public references (they agree). Impassable borders are NOT edges: two "
        "regions are adjacent exactly when figures may move between them; borders drawn on the map without "
        "an edge are impassable and are drawn as mountain chains. Rivers do not affect movement in this game "
        "(no river edges). attrs: nation (null = no nation), side (free_peoples/shadow/null), settlement "
        "(none/town/city/stronghold/fortification), vp (city 1, stronghold 2), control (who holds the "
        "settlement or fortification at the start, null for other regions), mordor_entrance (Morannon, Minas "
        "Morgul). Every bit of land belongs to a region, so the background colour is the sea's. Shapes: our own "
        "tracing of a scaled reference layout. Built by "
        "maps/tools/build_war_of_the_ring_map.py; decisions in engines/war_of_the_ring/data/README.md."
    )
    board = {"id": "war_of_the_ring", "title": "Middle-earth (War of the Ring)", "width": width,
             "height": HEIGHT, "background": "#7fa9cc", "nodes": nodes, "edges": out_edges,
             "features": features, "notes": notes}
    if report:
        print("\n".join(log))
        print(f"{len(nodes)} regions, {len(out_edges)} edges, frame {width} x {HEIGHT}")
        print("settlements:", Counter(n["attrs"]["settlement"] for n in nodes))
        print("impassable borders drawn (touching on the picture, not adjacent):")
        for (a, b), n in impassable:
            print(f"  {a} | {b}  ({n} cells)")
    return board


# =============================================================================================
# Component data: engines/war_of_the_ring/data/*.json. Facts from the references, decisions from
# the seed (shared/seeds/000_ad43a3768261c07c.txt) and the published rulebook; every text in our words.
# =============================================================================================
ENGINE_DATA = ROOT / "engines" / "war_of_the_ring" / "data"

# the seed's figure totals (Bileşenler / Plastik Figürler)
FIGURES = {
    "gondor": (15, 5, 4), "rohan": (10, 5, 4), "elves": (5, 10, 4), "dwarves": (5, 5, 4), "north": (10, 5, 4),
    "sauron": (36, 6, 0), "isengard": (12, 6, 0), "southrons": (24, 6, 0),
}
NATION_NAMES = {
    "dwarves": "Dwarves", "elves": "Elves", "gondor": "Gondor", "north": "The North", "rohan": "Rohan",
    "sauron": "Sauron", "isengard": "Isengard", "southrons": "Southrons & Easterlings",
}
B_POLITICS = {"ELVES": "elves", "DWARVES": "dwarves", "NORTH": "north", "ROHAN": "rohan", "GONDOR": "gondor",
              "SOUTHRON": "southrons", "SAURON": "sauron", "ISENGARD": "isengard"}

EVENT_PRECONDITIONS = {   # reference-a's printed precondition -> our terse statement of the same fact
    "Play if Aragorn is in play.": "Aragorn is in play",
    "Play if Boromir is in a Gondor region.": "Boromir is in a Gondor region",
    "Play if Gandalf the White is in play and a Companion is in Fangorn.":
        "Gandalf the White is in play and a companion is in Fangorn",
    'Play if Isengard is "At War."': "Isengard is at war",
    "Play if Saruman is in play, and if an Army containing an Isengard unit is besieging a Stronghold.":
        "Saruman is in play and an army with an Isengard unit is besieging a stronghold",
    "Play if Saruman is in play.": "Saruman is in play",
    'Play if Sauron is "At War."': "Sauron is at war",
    "Play if Strider/Aragorn is in a Rohan region (including a Stronghold under siege).":
        "Strider or Aragorn is in a Rohan region (a besieged stronghold counts)",
    "Play if Strider/Aragorn is with a Free Peoples Army in a Gondor or Rohan region.":
        "Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region",
    "Play if Strider/Aragorn is with a Free Peoples Army.": "Strider or Aragorn is with a Free Peoples army",
    "Play if a Free Peoples Army containing a Companion is adjacent to, or is in the same region as, "
    "a Shadow Army containing Nazgûl.":
        "a Free Peoples army with a companion is in or next to the region of a Shadow army with Nazgûl",
    "Play if a Shadow Army containing Nazgûl is adjacent to, or is in the same region as, a Free Peoples Army.":
        "a Shadow army with Nazgûl is in or next to the region of a Free Peoples army",
    'Play if all Shadow Nations are "At War."': "every Shadow nation is at war",
    "Play if at least one Companion is in the Fellowship.": "the Fellowship still has a companion",
    'Play if either the Fellowship or a Companion is inside the borders of a Free Peoples Nation not "At War."':
        "the Fellowship or a companion is inside a Free Peoples nation that is not at war",
    'Play if the Elves are "At War."': "the Elves are at war",
    "Play if the Fellowship is not in a region containing a Free Peoples Settlement.":
        "the Fellowship is not in a region with a Free Peoples settlement",
    "Play if the Fellowship is on step 1 or higher on the Fellowship Track.": "the Fellowship's progress is 1 or more",
    "Play if the Fellowship is revealed.": "the Fellowship is revealed",
    "Play if the Gondor Nation is active.": "Gondor is active",
    'Play if the Rohan Nation is "At War."': "Rohan is at war",
    'Play if the Southron & Easterling are "At War."': "the Southrons & Easterlings are at war",
    'Play if the Southrons & Easterlings are "At War."': "the Southrons & Easterlings are at war",
    "Play if the Witch-king is in play and is with a Shadow Army besieging a Stronghold.":
        "the Witch-king is in play, with a Shadow army besieging a stronghold",
    "Play if the Witch-king is in play.": "the Witch-king is in play",
    "Play if you control at least one Elven Stronghold.": "the Shadow holds an Elven stronghold",
    "Play on a Free Peoples Army containing a Companion.": "targets a Free Peoples army with a companion",
    "Play on the table if Aragorn is with a Free Peoples Army in a region outside of a Free Peoples Nation.":
        "Aragorn is with a Free Peoples army outside every Free Peoples nation",
    "Play on the table if Boromir is in the Fellowship.": "Boromir is in the Fellowship",
    "Play on the table if Gandalf the Grey is in the Fellowship.": "Gandalf the Grey is in the Fellowship",
    "Play on the table if Gimli or Legolas are in the Fellowship.": "Gimli or Legolas is in the Fellowship",
    "Play on the table if Minas Tirith is under siege by a Shadow Army.": "a Shadow army besieges Minas Tirith",
    "Play on the table if Saruman is in play.": "Saruman is in play",
    "Play on the table.": "",
}
COMBAT_PRECONDITIONS = {
    "Play if Gandalf is in the battle.": "Gandalf is in the battle",
    "Play if Strider/Aragorn is in the battle.": "Strider or Aragorn is in the battle",
    "Play if a Companion is in the battle.": "a companion is in the battle",
    "Play if a Free Peoples Elite unit is in the battle.": "a Free Peoples elite is in the battle",
    "Play if a Free Peoples Leader or a Companion is in the battle.":
        "a Free Peoples leader or a companion is in the battle",
    "Play if a Hobbit is in the battle.": "a hobbit is in the battle",
    "Play if a Nazgûl is in the battle.": "a Nazgûl is in the battle",
    "Play if a Shadow Elite unit is in the battle.": "a Shadow elite is in the battle",
    "Play if a Southrons & Easterlings Elite unit is in the battle.":
        "a Southrons & Easterlings elite is in the battle",
    "Play if an Isengard Army unit is in the battle and the defending Army is in a Stronghold.":
        "an Isengard unit is in the battle and the defender is in a stronghold",
    "Play if the Free Peoples Army is defending in a field battle.": "the Free Peoples army defends in a field battle",
    "Play if the defending Army is in a Rohan region, Fangorn or Orthanc.":
        "the defender is in a Rohan region, Fangorn or Orthanc",
    "Play if the defending Army is in the same region as the Fellowship.": "the defender is in the Fellowship's region",
    "Play if the defending Army is inside the borders of a Free Peoples Nation.":
        "the defender is inside a Free Peoples nation",
    "Play if the defending Army is within two regions of Moria.": "the defender is at most two regions from Moria",
    "Play if the total Nazgûl Leadership is 1 or more.": "the Nazgûl in the battle give leadership 1 or more",
    "Play if the total Nazgûl Leadership is 2 or more.": "the Nazgûl in the battle give leadership 2 or more",
}
CARD_NAMES = {  # published spellings where the references' ASCII differs (nameOnCard, or reference-b)
    "Fear! Fear! Foes!": "Fear! Fire! Foes!", "Hordes From the East": "Horde from the East",
    "The Nazgul Strike!": "The Nazgûl Strike!", "Nazgul Search": "Nazgûl Search",
    "The Palantir of Orthanc": "The Palantír of Orthanc", "Hill-Trolls": "Hill-trolls",
    "There is Another Way": "There Is Another Way", "Smeagol Helps Nice Master": "Sméagol Helps Nice Master",
    "Cirdan's Ships": "Círdan's Ships", "Riders of Theoden": "Riders of Théoden",
    "Dain Ironfoot's Guard": "Dáin Ironfoot's Guard", "Eomer, Son of Eomund": "Éomer, Son of Éomund",
}
COMBAT_NAMES = {"It Is a Gift": "It Is a Gift", "Mumakil": "Mûmakil"}


def build_components(log: list[str]) -> dict[str, object]:
    a = json.loads((REF_A / "map.json").read_text(encoding="utf-8"))
    chars = json.loads((REF_A / "characters.json").read_text(encoding="utf-8"))
    tiles = json.loads((REF_A / "hunt-tiles.json").read_text(encoding="utf-8"))
    cards = json.loads((REF_A / "event-cards.json").read_text(encoding="utf-8"))["cards"]
    b_cards = [line.split("|") for line in (REF_B / "cards.csv").read_text(encoding="utf-8").splitlines() if line]
    b_pol = {}
    for line in (REF_B / "politics.csv").read_text(encoding="utf-8").splitlines():
        if line:
            n, steps, act = line.split("|")
            b_pol[B_POLITICS[n]] = (int(steps), act == "active")

    # ---- nations, reinforcements, political track
    nations = []
    for nid, n in a["nations"].items():
        steps_a = 4 - n["political"]["startBox"]   # reference-a counts boxes from the top of the track
        steps_b, active_b = b_pol[nid]
        if (steps_a, n["political"]["active"]) != (steps_b, active_b):
            log.append(f"politics of {nid}: a={steps_a},{n['political']['active']} b={steps_b},{active_b}")
        r = n["reinforcements"]
        nations.append({
            "id": nid, "name": NATION_NAMES[nid], "side": NATIONS[nid],
            "steps_to_war": steps_b, "active_at_start": active_b,
            "reinforcements": {"regulars": r.get("regular", 0), "elites": r.get("elite", 0),
                               "leaders": r.get("leader", 0), "nazgul": r.get("nazgul", 0)},
            "figures": dict(zip(("regulars", "elites", "leaders"), FIGURES[nid], strict=True)),
        })

    # ---- starting armies (published setup): per region, the nation that owns the units
    b_rows = {}
    src = read_sources()
    for k, row in src["b_rows"].items():
        b_rows[k] = row["setup"]
    armies = []
    for k, v in sorted(a["regions"].items()):
        su = v.get("setup")
        if not su:
            continue
        nation = v.get("setupNation") or v["nation"]
        units = (su.get("regular", 0), su.get("elite", 0), su.get("leader", 0) + su.get("nazgul", 0))
        if units != b_rows[k]:
            log.append(f"setup of {k}: a={units} b={b_rows[k]}")
        armies.append({"region": uid(k), "nation": nation, "regulars": su.get("regular", 0),
                       "elites": su.get("elite", 0), "leaders": su.get("leader", 0), "nazgul": su.get("nazgul", 0)})
    setup = {
        "armies": armies,
        "fellowship": {"region": "rivendell", "companions": ["gandalf_the_grey", "strider", "boromir", "legolas",
                                                             "gimli", "meriadoc", "peregrin"],
                       "guide_choices": ["gandalf_the_grey", "strider"], "progress": 0, "corruption": 0,
                       "hidden": True},
        "elven_rings": {"free_peoples": 3, "shadow": 0},
        "action_dice": {"free_peoples": 4, "shadow": 7},
        "max_action_dice": {"free_peoples": 6, "shadow": 10},
        "hand_limit": 6,
        "victory_points": {"shadow_needs": 10, "free_peoples_needs": 4},
        "corruption_limit": 12, "mordor_steps": 5,
    }

    # ---- characters (numbers: seed first, then the cards as reference-a read them; texts ours)
    companions: list[dict[str, Any]] = [
        {"id": "gandalf_the_grey", "name": "Gandalf the Grey", "level": 3, "leadership": 1, "activates": "any",
         "starts_in_fellowship": True, "action_dice_bonus": 0,
         "guide": "After playing an event card with an Event or Will of the West die, draw a Character event card.",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice).",
                       "Out of the Fellowship he may be replaced by Gandalf the White."]},
        {"id": "strider", "name": "Strider", "level": 3, "leadership": 1, "activates": "north",
         "starts_in_fellowship": True, "action_dice_bonus": 0,
         "guide": "Any action die may hide a revealed Fellowship; the first die used to move the Fellowship "
                  "each turn does not go to the hunt box.",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice).",
                       "Out of the Fellowship he may be crowned as Aragorn."]},
        {"id": "boromir", "name": "Boromir", "level": 2, "leadership": 1, "activates": "gondor",
         "starts_in_fellowship": True, "action_dice_bonus": 0,
         "guide": "May be eliminated to reduce hunt damage.",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice).",
                       "In an unconquered Gondor city or stronghold, any action die advances Gondor one political "
                       "step."]},
        {"id": "legolas", "name": "Legolas", "level": 2, "leadership": 0, "activates": "elves",
         "starts_in_fellowship": True, "action_dice_bonus": 0, "guide": "",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice).",
                       "In an unconquered Elven stronghold, any action die advances the Elves one political step."]},
        {"id": "gimli", "name": "Gimli", "level": 2, "leadership": 1, "activates": "dwarves",
         "starts_in_fellowship": True, "action_dice_bonus": 0, "guide": "",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice).",
                       "In unconquered Erebor, any action die advances the Dwarves one political step."]},
        {"id": "meriadoc", "name": "Meriadoc", "level": 1, "leadership": 1, "activates": "any",
         "starts_in_fellowship": True, "action_dice_bonus": 0,
         "guide": "When the hunt does damage, he may leave the Fellowship (separate) to reduce it by one.",
         "abilities": ["If eliminated while in the Fellowship (not on the Mordor track), he is separated instead."]},
        {"id": "peregrin", "name": "Peregrin", "level": 1, "leadership": 1, "activates": "any",
         "starts_in_fellowship": True, "action_dice_bonus": 0,
         "guide": "When the hunt does damage, he may leave the Fellowship (separate) to reduce it by one.",
         "abilities": ["If eliminated while in the Fellowship (not on the Mordor track), he is separated instead."]},
    ]
    upgrades = [
        {"id": "aragorn", "name": "Aragorn", "replaces": "strider", "level": 3, "leadership": 2, "activates": "any",
         "action_dice_bonus": 1, "enters_with": "will_of_the_west",
         "entry": "Strider is in Minas Tirith, Dol Amroth or Pelargir and it is unconquered; "
                  "he is replaced by Aragorn.",
         "abilities": ["+1 combat strength to the Free Peoples army he is with (still at most 5 dice)."]},
        {"id": "gandalf_the_white", "name": "Gandalf the White", "replaces": "gandalf_the_grey", "level": 3,
         "leadership": 1, "activates": "any", "action_dice_bonus": 1, "enters_with": "will_of_the_west",
         "entry": "Gandalf the Grey has left the Fellowship or been eliminated, and a minion is or was in play; he "
                  "replaces Gandalf the Grey, or enters in Fangorn or an unconquered Elven stronghold.",
         "abilities": ["Moving alone or with one hobbit he counts as level 4.",
                       "May give up his leadership at the start of a battle to cancel all Nazgûl leadership in it."]},
    ]
    gollum = {"id": "gollum", "name": "Gollum", "level": 0, "leadership": 0,
              "guide": "Reveal icons on standard hunt tiles do not reveal the Fellowship (Shadow special tiles and Eye "
                       "tiles still do); if the hunt did not reveal it, the Fellowship may be revealed to reduce the "
                       "damage by one.",
              "joins": "When no companion is left in the Fellowship, Gollum joins it as the guide."}
    minions = [
        {"id": "saruman", "name": "Saruman", "nation": "isengard", "level": 0, "leadership": 1,
         "action_dice_bonus": 1, "enters_with": "muster",
         "entry": "Isengard is at war and Orthanc is unconquered; he is placed in Orthanc and never leaves it.",
         "abilities": [("While Orthanc is his and not besieged, a Muster die recruits one Isengard regular in each "
                       "Isengard settlement, or upgrades two regulars in Orthanc to elites."),
                       "Isengard elites also count as leaders for movement and combat."]},
        {"id": "witch_king", "name": "The Witch-king", "nation": "sauron", "level": None, "leadership": 2,
         "action_dice_bonus": 1, "enters_with": "muster",
         "entry": "Sauron and at least one Free Peoples nation are at war; he is placed with a Shadow army that has "
                  "a Sauron unit. Entering activates every Free Peoples nation.",
         "abilities": ["Moves like a Nazgûl (unlimited level).",
                       ("After playing a combat card in the first round of a battle he is in, draw an event card of "
                       "that card's type.")]},
        {"id": "mouth_of_sauron", "name": "The Mouth of Sauron", "nation": "sauron", "level": 3, "leadership": 2,
         "action_dice_bonus": 1, "enters_with": "muster",
         "entry": "The Fellowship is on the Mordor track, or every Free Peoples nation is at war; he is placed in a "
                  "region with an unconquered Sauron stronghold.",
         "abilities": ["Once a turn, a Muster die may be used as an Army die."]},
    ]
    characters = {"companions": companions, "upgrades": upgrades, "gollum": gollum, "minions": minions,
                  "nazgul": {"count": 8, "leadership": 1, "includes_witch_king": False,
                             "note": "8 Nazgûl figures (the Witch-king is a separate figure, seed); 4 start on "
                                     "the board, 4 in Sauron's reinforcements."}}
    # cross-check numbers with reference-a, log differences (the seed wins)
    ref_ids = {"gandalf_the_grey": "gandalf-grey", "strider": "strider", "boromir": "boromir", "legolas": "legolas",
               "gimli": "gimli", "meriadoc": "meriadoc", "peregrin": "peregrin"}
    for c in companions:
        r = chars["companions"][ref_ids[c["id"]]]
        for f_ours, f_ref in (("level", "level"), ("leadership", "leadership"), ("activates", "nation")):
            if c[f_ours] != r[f_ref]:
                log.append(f"{c['id']}.{f_ours}: ours {c[f_ours]} (seed) vs card {r[f_ref]}")
        if bool(c["guide"]) != bool(r["guide"]):
            log.append(f"{c['id']}.guide: ours {'yes' if c['guide'] else 'none'} (seed) vs card "
                       f"{'yes' if r['guide'] else 'none'}")

    # ---- hunt tiles
    def tile(t: dict[str, Any], kind: str, n: int) -> dict[str, Any]:
        return {"id": f"{kind}_{n:02d}", "kind": kind,
                "damage": t["value"] if isinstance(t["value"], int) else None,
                "eye": t["value"] == "eye", "die": t["value"] == "die",
                "reveal": t["reveal"], "stop": bool(t.get("stop", False)),
                "card": CARD_NAMES.get(t.get("card", ""), t.get("card")) if t.get("card") else None}
    hunt = []
    serial = 0
    for t in tiles["standard"]:
        for _ in range(t["count"]):
            serial += 1
            hunt.append(tile(t, "standard", serial))
    for kind, key in (("free_peoples", "specialFellowship"), ("shadow", "specialShadow")):
        for i, t in enumerate(tiles[key], 1):
            hunt.append(tile(t, kind, i))

    # ---- event cards
    b_by = {slug(r[0]): r for r in b_cards}
    b_alias = {slug("Celeborn's Galadrim"): slug("Celeborn's Galadhrim"), slug("Fear! Fire! Foes!"): "fear-fear-foes",
               slug("Horde from the East"): "hordes-from-the-east",
               slug("Mustering of a Long-planned War"): "musterings-of-long-planned-war"}
    b_by.update({b_alias[k]: v for k, v in list(b_by.items()) if k in b_alias})
    out_cards = []
    counters: Counter[tuple[str, str]] = Counter()
    for c in cards:
        side = "free_peoples" if c["side"] == "FreePeoples" else "shadow"
        deck = c["deck"].lower()
        counters[(side, deck)] += 1
        name = c.get("nameOnCard") or CARD_NAMES.get(c["name"], c["name"])
        combat = COMBAT_NAMES.get(c["combat"]["title"], c["combat"]["title"])
        init = c["initiative"]
        second = None
        if isinstance(init, str):
            first, second = (int(x) for x in init.split("-"))
            init = first
        b = b_by.get(slug(c["name"]))
        if b is None:
            log.append(f"card {c['name']}: not in reference-b")
        else:
            b_deck = "character" if b[3] == "CHARACTER" else b[3].lower()
            if slug(b[1]) != slug(c["combat"]["title"]) or b_deck != c["playableVia"]:
                log.append(f"card {c['name']}: a/b disagree on combat card or die")
            if slug(b[0]) != slug(c["name"]):
                log.append(f"card name: a '{c['name']}' b '{b[0]}' -> '{name}'")
        pre = c["precondition"] or ""
        out_cards.append({
            "id": f"{'fp' if side == 'free_peoples' else 'sh'}_{deck}_{counters[(side, deck)]:02d}",
            "name": name, "side": side, "deck": deck, "die": c["playableVia"],
            "combat_card": combat, "initiative": init, "second_initiative": second,
            "play_on_table": pre.startswith("Play on the table"),
            "event_requires": EVENT_PRECONDITIONS[pre] if pre else "",
            "combat_requires": (COMBAT_PRECONDITIONS[c["combat"]["precondition"]]
                                if c["combat"].get("precondition") else ""),
            "special_hunt_tile": next((h["id"] for h in hunt if h["card"] == name), None),
        })

    dice = {
        "free_peoples": {"faces": ["character", "character", "muster", "army_muster", "event", "will_of_the_west"],
                         "start": 4, "max": 6},
        "shadow": {"faces": ["character", "army", "muster", "army_muster", "event", "eye"], "start": 7, "max": 10},
    }
    return {"nations.json": {"nations": nations}, "setup.json": setup, "characters.json": characters,
            "hunt_tiles.json": {"tiles": hunt}, "event_cards.json": {"cards": out_cards},
            "action_dice.json": dice}


def write_components(report: bool) -> None:
    log: list[str] = []
    files = build_components(log)
    ENGINE_DATA.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (ENGINE_DATA / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {ENGINE_DATA / name}")
    if report:
        print("\n".join(log))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not SHARED.is_dir():
        print(f"reference data not found at {SHARED}", file=sys.stderr)
        return 2
    board = build(report=args.report)
    args.out.write_text(json.dumps(board, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    write_components(args.report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

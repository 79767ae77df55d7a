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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data" / "war_of_the_ring"
REF_A = SHARED / "reference-a"
REF_B = SHARED / "reference-b"
OUT = ROOT / "maps" / "data" / "war_of_the_ring.json"

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
RIVERS: dict[str, list] = {
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

AREA_LABELS = {
    "ERIADOR": ["cardolan", "south-downs", "minhiriath"], "ARNOR": ["arnor", "evendim"],
    "RHOVANION": ["northern-rhovanion", "southern-rhovanion"], "ROHAN": ["eastemnet", "westemnet"],
    "GONDOR": ["lamedon", "erech"], "MORDOR": ["gorgoroth", "nurn"], "HARAD": ["near-harad", "far-harad"],
    "RHÛN": ["east-rhun", "south-rhun"], "DUNLAND": ["north-dunland", "south-dunland"],
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
def read_sources() -> dict:
    a = json.loads((REF_A / "map.json").read_text(encoding="utf-8"))
    adj = json.loads((REF_A / "adjacency.json").read_text(encoding="utf-8"))
    geo = json.loads((REF_A / "region-geometry.json").read_text(encoding="utf-8"))["territories"]
    regions = a["regions"]
    by_slug = {slug(v["name"]): k for k, v in regions.items()}
    b_rows = {}
    b_edges = set()
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


def decide_regions(src: dict, log: list[str]) -> dict[str, dict]:
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
def raster(geo: dict, ids: list[str]):
    xs = [x for t in geo.values() for x, _ in t["polygon"]]
    ys = [y for t in geo.values() for _, y in t["polygon"]]
    x0, y0 = min(xs), min(ys)
    nx_, ny_ = math.ceil((max(xs) - x0) / CELL), math.ceil((max(ys) - y0) / CELL)
    grid = [[-1] * nx_ for _ in range(ny_)]

    def area(poly):
        return abs(sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly))) / 2

    # large regions first, so where two reference polygons overlap the smaller one keeps the cells
    order = sorted(range(len(ids)), key=lambda i: -area(geo[ids[i]]["polygon"]))
    for i in order:
        poly = geo[ids[i]]["polygon"]
        for gy in range(ny_):
            y = y0 + (gy + 0.5) * CELL
            xs_cross = []
            for j in range(len(poly)):
                (ax, ay), (bx, by) = poly[j - 1], poly[j]
                if (ay > y) != (by > y):
                    xs_cross.append(ax + (y - ay) * (bx - ax) / (by - ay))
            xs_cross.sort()
            for a, b in zip(xs_cross[::2], xs_cross[1::2]):
                ga = max(0, math.ceil((a - x0) / CELL - 0.5))
                gb = min(nx_ - 1, math.floor((b - x0) / CELL - 0.5))
                row = grid[gy]
                for gx in range(ga, gb + 1):
                    row[gx] = i
    return grid, (x0, y0), nx_, ny_


def neighbours4(x, y, nx_, ny_):
    if x > 0:
        yield x - 1, y
    if x < nx_ - 1:
        yield x + 1, y
    if y > 0:
        yield x, y - 1
    if y < ny_ - 1:
        yield x, y + 1


def grow(grid, nx_, ny_, limit: int | None, allowed=None) -> None:
    """Give empty cells the label of the nearest labelled cell (breadth first), up to `limit` steps."""
    q = deque()
    dist = {}
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


def empty_components(grid, nx_, ny_):
    seen = set()
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


def keep_largest_piece(grid, nx_, ny_, labels) -> int:
    """Every label keeps only its largest 4-connected piece; stray pieces join their main neighbour."""
    changed = 0
    for lab in labels:
        cells = [(x, y) for y in range(ny_) for x in range(nx_) if grid[y][x] == lab]
        seen, pieces = set(), []
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


def unpinch(grid, nx_, ny_) -> None:
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
                elif a == d and a != b and a != c and b != c and False:
                    pass


# Pairs adjacent in both sources whose reference polygons only meet at a corner that a third region
# overlaps: a short corridor, half of each, is painted between their nearest cells so they share a
# border on the picture too.
BRIDGES = [("dol-guldur", "eastern-mirkwood"), ("dol-guldur", "eastern-brown-lands"),
           ("cardolan", "south-ered-luin")]


def bridge(grid, nx_, ny_, a: int, b: int) -> None:
    def rim(lab):
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
def label_at(grid, x, y, nx_, ny_):
    if 0 <= x < nx_ and 0 <= y < ny_:
        return grid[y][x]
    return "out"


def trace_loops(grid, nx_, ny_, member) -> list[list[tuple[int, int]]]:
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
    loops = []
    while nxt:
        start = min(nxt)
        loop = [start]
        cur = start
        prev_dir = None
        while True:
            outs = nxt[cur]
            if len(outs) == 1:
                nb = outs.pop()
            else:   # pinch: turn right relative to the incoming direction
                def turn(p):
                    d = (p[0] - cur[0], p[1] - cur[1])
                    if prev_dir is None:
                        return 0
                    return prev_dir[0] * d[1] - prev_dir[1] * d[0]
                nb = max(outs, key=turn)
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


def loop_area(loop) -> float:
    return sum(loop[i - 1][0] * p[1] - p[0] * loop[i - 1][1] for i, p in enumerate(loop)) / 2


def corner_labels(grid, x, y, nx_, ny_) -> frozenset:
    return frozenset(label_at(grid, a, b, nx_, ny_) for a, b in ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)))


def dp(points, eps):
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


def simplify_chain(chain, eps, cache):
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


def simplify_loop(loop, junction, eps, cache):
    idx = [i for i, p in enumerate(loop) if p in junction]
    if not idx:   # a border with no junction: split at its smallest corner and the corner farthest away
        i0 = min(range(len(loop)), key=lambda i: loop[i])
        p0 = loop[i0]
        far = max(range(len(loop)), key=lambda i: (math.dist(p0, loop[i]), loop[i]))
        idx = sorted({i0, far})
    out = []
    for n, i in enumerate(idx):
        j = idx[(n + 1) % len(idx)]
        chain = loop[i:j + 1] if j > i else loop[i:] + loop[:j + 1]
        out.extend(simplify_chain(chain, eps, cache)[:-1])
    return out


def segments_cross(p1, p2, p3, p4) -> bool:
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 1e-12) - (v < -1e-12)
    if len({p1, p2, p3, p4}) < 4:
        return False
    return orient(p1, p2, p3) * orient(p1, p2, p4) < 0 and orient(p3, p4, p1) * orient(p3, p4, p2) < 0


def is_simple(poly) -> bool:
    n = len(poly)
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            if segments_cross(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]):
                return False
    return True


def inside(p, poly) -> bool:
    x, y = p
    res = False
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[i - 1]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            res = not res
    return res


# ---------------------------------------------------------------------------------------------- main
def build(report: bool = False) -> dict:
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
    water_of_cell = {}
    water = []   # (kind, name, cells)
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

    def to_board(p):
        return (round(p[0] * CELL * scale, 1), round(p[1] * CELL * scale, 1))

    junction = set()
    for y in range(ny_ + 1):
        for x in range(nx_ + 1):
            if len(corner_labels(grid, x, y, nx_, ny_)) >= 3:
                junction.add((x, y))
    cache: dict = {}
    polygons: dict[int, list] = {}
    for lab in labels:
        loops = trace_loops(grid, nx_, ny_, lambda v, lab=lab: v == lab)
        loops.sort(key=lambda lp: -abs(loop_area(lp)))
        if len(loops) != 1:
            log.append(f"label {lab}: {len(loops)} loops (holes inside it) — outer loop kept")
        polygons[lab] = simplify_loop(loops[0], junction, EPS, cache)
        if not is_simple(polygons[lab]):
            raise SystemExit(f"polygon of {lab} is not simple after simplification")

    # distance inside each region to its border: the deepest cell is where the name and stack go
    depth = [[0] * nx_ for _ in range(ny_)]
    q = deque()
    for y in range(ny_):
        for x in range(nx_):
            lab = grid[y][x]
            if any(label_at(grid, a, b, nx_, ny_) != lab for a, b in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))):
                depth[y][x] = 1
                q.append((x, y))
    while q:
        x, y = q.popleft()
        for a, b in neighbours4(x, y, nx_, ny_):
            if depth[b][a] == 0 and grid[b][a] == grid[y][x]:
                depth[b][a] = depth[y][x] + 1
                q.append((a, b))
    best: dict[int, tuple] = {}
    sums: dict[int, list] = defaultdict(lambda: [0, 0, 0])
    for y in range(ny_):
        for x in range(nx_):
            acc = sums[grid[y][x]]
            acc[0] += x
            acc[1] += y
            acc[2] += 1
    centroid = {lab: (v[0] / v[2], v[1] / v[2]) for lab, v in sums.items()}
    for y in range(ny_):
        for x in range(nx_):
            lab = grid[y][x]
            if lab < 0:
                continue
            # the deepest spot (room for a stack); among equals the one nearest the centroid
            key = (min(depth[y][x], 9), -math.dist((x, y), centroid[lab]))
            if lab >= 0 and (lab not in best or key > best[lab][0]):
                best[lab] = (key, (x + 0.5, y + 0.5))

    # borders seen on the picture: pairs of labels and their border corners
    border_cells: dict[frozenset, list] = defaultdict(list)
    for y in range(ny_):
        for x in range(nx_):
            a = grid[y][x]
            for bx, by, corner in ((x + 1, y, ((x + 1, y), (x + 1, y + 1))), (x, y + 1, ((x, y + 1), (x + 1, y + 1)))):
                if bx < nx_ and by < ny_:
                    b = grid[by][bx]
                    if a != b:
                        border_cells[frozenset((a, b))].append(corner)

    def border_mid(a: str, b: str):
        pts = border_cells.get(frozenset((ids.index(a), ids.index(b))))
        if not pts:
            return None
        cx = sum(p[0][0] + p[1][0] for p in pts) / (2 * len(pts))
        cy = sum(p[0][1] + p[1][1] for p in pts) / (2 * len(pts))
        m = min((p[0] for p in pts), key=lambda p: math.dist(p, (cx, cy)))
        return (m[0], m[1])

    idx_of = {k: i for i, k in enumerate(ids)}
    touching = {}
    for pair, segs in border_cells.items():
        if all(isinstance(v, int) and v >= 0 for v in pair):
            a, b = sorted(pair)
            touching[frozenset((ids[a], ids[b]))] = len(segs)
    not_touching = sorted(tuple(sorted(e)) for e in edges if e not in touching)
    impassable = sorted((tuple(sorted(e)), n) for e, n in touching.items() if e not in edges)
    for e in not_touching:
        log.append(f"adjacent in both sources but the borders do not touch on the picture: {e}")

    # ---- nodes
    nodes = []
    for i, k in enumerate(ids):
        d = decided[k]
        nation = d["nation"]
        side = NATIONS.get(nation) if nation else None
        settlement = d["settlement"]
        control = None
        if settlement != "none":
            control = side or ("free_peoples" if k == "osgiliath" else None)
        attrs = {
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
    features = []
    for n, (kind, name, _comp) in enumerate(water):
        features.append({"kind": kind, "name": name, "points": [list(to_board(p)) for p in polygons[-2 - n]]})
    for name, members in FORESTS.items():
        ms = {idx_of[m] for m in members}
        loops = trace_loops(grid, nx_, ny_, lambda v, ms=ms: v in ms)
        loop = max(loops, key=lambda lp: abs(loop_area(lp)))
        # a forest is drawn a little inside its regions' outline so region borders stay readable
        pts = dp(loop + [loop[0]], 1.5)[:-1]
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        pts = [(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9) for x, y in pts]
        features.append({"kind": "forest", "name": name, "points": [list(to_board(p)) for p in pts]})

    # impassable borders, drawn as named mountain chains along the shared border
    chains_by_range: dict[str, list] = defaultdict(list)
    for (a, b), _n in impassable:
        name = "Impassable border"
        for rname, members in RANGES:
            if a in members or b in members:
                name = rname
                break
        pair = frozenset((idx_of[a], idx_of[b]))
        segs = border_cells[pair]
        # order the border's corner points into runs
        adjp: dict = defaultdict(set)
        for p, q2 in segs:
            adjp[p].add(q2)
            adjp[q2].add(p)
        seen = set()
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

    sea_point = {kind: None for kind in WATER_SEEDS}
    for kind, (_name, seeds) in WATER_SEEDS.items():
        sea_point[kind] = ((seeds[0][0] - x0) / CELL, (seeds[0][1] - y0) / CELL)
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

    for name, members in AREA_LABELS.items():
        pts = [best[idx_of[m]][1] for m in members]
        p = (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))
        features.append({"kind": "label", "name": name, "points": [list(to_board(p))]})

    notes = (
        "War of the Ring (2nd edition) board: 105 regions with their published names, nations, settlements "
        "and VP, adjacency from two public references (they agree). Impassable borders are NOT edges: two "
        "regions are adjacent exactly when figures may move between them; borders drawn on the map without "
        "an edge are impassable and are drawn as mountain chains. Rivers do not affect movement in this game "
        "(no river edges). attrs: nation (null = no nation), side (free_peoples/shadow/null), settlement "
        "(none/town/city/stronghold/fortification), vp (city 1, stronghold 2), control (who holds the "
        "settlement or fortification at the start, null for other regions), mordor_entrance (Morannon, Minas "
        "Morgul). Shapes: our own tracing of a scaled reference layout. Built by "
        "maps/tools/build_war_of_the_ring_map.py; decisions in engines/war_of_the_ring/data/README.md."
    )
    board = {"id": "war_of_the_ring", "title": "Middle-earth (War of the Ring)", "width": width,
             "height": HEIGHT, "background": "#e6d9b0", "nodes": nodes, "edges": out_edges,
             "features": features, "notes": notes}
    if report:
        print("\n".join(log))
        print(f"{len(nodes)} regions, {len(out_edges)} edges, frame {width} x {HEIGHT}")
        print("settlements:", Counter(n["attrs"]["settlement"] for n in nodes))
        print("impassable borders drawn (touching on the picture, not adjacent):")
        for (a, b), n in impassable:
            print(f"  {a} | {b}  ({n} cells)")
    return board


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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

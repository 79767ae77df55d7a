"""Build maps/data/heroes.json, the board of Helden Mittelerdes (central Middle-earth).

Why a generator: the board's lands must tile like a real map, so that "shares a border on the
picture" and "adjacent in the graph" are the same thing. Hand-drawn polygons drift apart; here every
land is the Voronoi cell of a hand-placed site (clipped to the board and to the coast of the Bay of
Belfalas), adjacency is read from the shared cell edges, and rivers and mountain chains are drawn
*along* those shared edges, so the picture and the graph cannot disagree.

How barriers work: each river or mountain chain is given as a rough guide polyline plus the nodes
that sit on it (fords and river towns for rivers, passes for mountains). A border between two cells
whose sites lie on opposite sides of the guide (the segment site→site crosses it), where neither cell
is one that sits on the barrier, belongs to that barrier. Mountain borders are dropped from the graph
(not adjacent); river borders stay in the graph with ``river: true`` (impassable for ordinary heroes,
crossable by "lord of the water" heroes where ``crossing: true``). The drawn feature is the chain of
those borders, so it runs exactly where the blocked borders are.

Pure Python, no dependencies beyond the standard library. Run from the repository root:

    python maps/tools/build_heroes_map.py            # writes maps/data/heroes.json
    python maps/tools/build_heroes_map.py --report   # also prints adjacency and balance

The JSON is the artefact the game loads; this script is how to rebuild it after moving a site.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from maps.geometry import inside

W, H = 1600.0, 1200.0
OUT = Path(__file__).resolve().parents[1] / "data" / "heroes.json"

Pt = tuple[float, float]

# ---------------------------------------------------------------------------------------------
# The lands and fortresses: id, display name, kind, side, strength, Voronoi site (x east, y south).
# Sites are placed after the real geography (north up); see engines/heroes/data/README.md.
# ---------------------------------------------------------------------------------------------
L, F = "land", "fortress"
G, E = "good", "evil"
SITES: list[tuple[str, str, str, str, int, Pt]] = [
    # West of the Misty Mountains
    ("trollshaws", "Trollshaws", L, E, 2, (120, 70)),
    ("rivendell", "Rivendell", F, G, 8, (215, 235)),
    ("eregion", "Eregion", L, G, 2, (170, 430)),
    ("dunland", "Dunland", L, E, 3, (110, 620)),
    ("druwaith_iaur", "Druwaith Iaur", L, E, 2, (85, 865)),
    ("anfalas", "Anfalas", L, G, 2, (150, 1000)),
    # On the Misty Mountains (passes)
    ("goblin_town", "Goblin-town", F, E, 7, (345, 95)),
    ("moria", "Moria", F, E, 8, (325, 425)),
    # Vale of Anduin, west bank, and Lothlórien
    ("old_ford", "Old Ford", L, G, 2, (500, 115)),
    ("gladden_fields", "Gladden Fields", L, E, 2, (445, 255)),
    ("dimrill_dale", "Dimrill Dale", L, E, 2, (410, 345)),
    ("lothlorien", "Lothlórien", L, G, 3, (480, 415)),
    ("caras_galadhon", "Caras Galadhon", F, G, 8, (570, 455)),
    ("anduin_fords", "Anduin Fords", L, G, 4, (640, 385)),
    # Vale of Anduin, east bank, and Mirkwood
    ("beorns_hall", "Beorn's Hall", L, G, 2, (630, 80)),
    ("woodmen", "Woodmen's Glades", L, G, 2, (650, 250)),
    ("heart_of_mirkwood", "Heart of Mirkwood", L, E, 2, (790, 235)),
    ("emyn_duir", "Mountains of Mirkwood", L, E, 3, (920, 170)),
    ("woodland_realm", "Woodland Realm", F, G, 8, (1010, 70)),
    ("west_guldur", "West Guldur", L, E, 3, (735, 410)),
    ("dol_guldur", "Dol Guldur", F, E, 9, (835, 395)),
    ("southern_mirkwood", "Southern Mirkwood", L, E, 3, (960, 330)),
    ("east_bight", "East Bight", L, E, 3, (1120, 330)),
    ("dale", "Dale", L, G, 3, (1250, 90)),
    ("iron_hills", "Iron Hills", L, G, 2, (1490, 90)),
    ("rhun", "Rhûn", L, E, 3, (1420, 400)),
    # Fangorn, Isengard, Rohan
    ("nan_curunir", "Wizard's Vale", L, G, 3, (280, 565)),
    ("isengard", "Isengard", F, E, 9, (245, 675)),
    ("fangorn", "Fangorn", L, G, 3, (405, 585)),
    ("east_fangorn", "East Fangorn", L, G, 3, (520, 610)),
    ("field_of_celebrant", "Field of Celebrant", L, G, 2, (620, 560)),
    ("wold", "The Wold", L, G, 2, (655, 650)),
    ("fords_of_isen", "Fords of Isen", L, G, 3, (230, 775)),
    ("westfold", "Westfold", L, G, 3, (355, 790)),
    ("helms_deep", "Helm's Deep", F, G, 9, (280, 860)),
    ("westemnet", "Westemnet", L, G, 2, (470, 720)),
    ("edoras", "Edoras", F, G, 8, (520, 855)),
    ("eastemnet", "Eastemnet", L, G, 3, (640, 730)),
    ("eastfold", "Eastfold", L, G, 2, (655, 845)),
    # Gondor
    ("paths_of_the_dead", "Paths of the Dead", L, E, 3, (505, 950)),
    ("anorien", "Anórien", L, G, 3, (770, 840)),
    ("minas_tirith", "Minas Tirith", F, G, 10, (830, 930)),
    ("cair_andros", "Cair Andros", L, G, 3, (870, 795)),
    ("osgiliath", "Osgiliath", F, G, 7, (935, 905)),
    ("morthond", "Blackroot Vale", L, G, 2, (340, 1000)),
    ("dol_amroth", "Dol Amroth", F, G, 7, (375, 1115)),
    ("belfalas", "Belfalas", L, G, 2, (500, 1060)),
    ("lamedon", "Lamedon", L, G, 2, (590, 1000)),
    ("lebennin", "Lebennin", L, G, 3, (700, 1060)),
    ("lossarnach", "Lossarnach", L, G, 3, (805, 1015)),
    ("pelargir", "Pelargir", F, G, 7, (885, 1095)),
    # East of the Anduin, outside Mordor
    ("brown_lands", "Brown Lands", L, E, 2, (805, 520)),
    ("emyn_muil", "Emyn Muil", L, E, 3, (805, 630)),
    ("noman_lands", "Noman-lands", L, E, 2, (1040, 510)),
    ("dead_marshes", "Dead Marshes", L, E, 3, (950, 655)),
    ("nindalf", "Wetwang", L, E, 2, (885, 715)),
    ("dagorlad", "Dagorlad", L, E, 4, (1045, 630)),
    ("easterlings", "Plains of the Easterlings", L, E, 3, (1370, 630)),
    ("north_ithilien", "North Ithilien", L, G, 3, (990, 800)),
    ("minas_morgul", "Minas Morgul", F, E, 9, (1030, 935)),
    ("south_ithilien", "South Ithilien", L, E, 2, (1010, 1040)),
    ("harondor", "Harondor", L, E, 3, (1040, 1150)),
    # Mordor
    ("morannon", "Morannon", F, E, 8, (1110, 700)),
    ("cirith_ungol", "Cirith Ungol", F, E, 7, (1120, 935)),
    ("udun", "Udûn", L, E, 3, (1190, 790)),
    ("gorgoroth", "Gorgoroth", L, E, 4, (1255, 890)),
    ("barad_dur", "Barad-dûr", F, E, 10, (1360, 805)),
    ("lithlad", "Lithlad", L, E, 3, (1500, 860)),
    ("nurn", "Nurn", L, E, 3, (1240, 1010)),
    ("nurnen_shores", "Shores of Núrnen", L, E, 3, (1440, 990)),
    ("khand", "Khand", L, E, 3, (1360, 1150)),
]

# The coast of the Bay of Belfalas (land to the north, sea to the south), west edge to south edge.
COAST: list[Pt] = [
    (0, 1045), (120, 1055), (240, 1075), (310, 1110), (345, 1160), (375, 1185), (410, 1160),
    (450, 1125), (520, 1110), (600, 1115), (690, 1135), (770, 1160), (815, 1200),
]

# Where a land shows its name and figures, where the default would not do: beside the river for a land
# that sits on one, not on the river.
POS: dict[str, Pt] = {
    "anduin_fords": (605, 385), "cair_andros": (835, 800), "osgiliath": (908, 910),
    "pelargir": (845, 1090), "fords_of_isen": (200, 800),
    # Neighbours whose names would run into each other: stagger them.
    "old_ford": (470, 140), "minas_morgul": (1010, 940), "cirith_ungol": (1130, 898),
    "north_ithilien": (1005, 780),
}

# Barriers: name, rough guide polyline, the nodes that sit on it (a river town or ford joins both
# banks; a pass joins both sides of a range). Rivers also say whether the drawn line is carried on to
# the guide's first/last point (a source inside a land, the board's edge, the sea).
Barrier = tuple[str, list[Pt], set[str], bool, bool]   # name, guide line, lands on it, extend at start/end
RIVERS: list[Barrier] = [
    ("Anduin",
     [(492, 0), (518, 100), (545, 200), (575, 260), (620, 300), (662, 345), (672, 405), (662, 470),
      (700, 550), (735, 610), (765, 680), (830, 745), (900, 790), (945, 860), (968, 925), (912, 1000),
      (922, 1045), (918, 1105), (875, 1160), (815, 1200)],
     {"old_ford", "anduin_fords", "cair_andros", "osgiliath", "pelargir"}, True, True),
    ("Celebrant",
     [(425, 380), (425, 410), (465, 480), (540, 510), (610, 500), (662, 478)],
     {"dimrill_dale", "anduin_fords"}, True, False),
    ("Isen",
     [(255, 705), (250, 730), (215, 755), (160, 755), (80, 745), (0, 740)],
     {"isengard", "fords_of_isen"}, True, True),
    ("Entwash",
     [(480, 625), (520, 670), (565, 760), (620, 790), (700, 790), (760, 770), (815, 735)],
     {"east_fangorn", "cair_andros"}, True, False),
    ("Poros",
     [(1130, 1090), (1040, 1100), (960, 1095), (918, 1100)],
     {"pelargir", "cirith_ungol"}, False, True),
]
PASS_GAP = 60.0   # how far the drawn range stays away from a pass's site
MOUNTAINS: list[Barrier] = [
    ("Misty Mountains",
     [(345, 0), (345, 95), (340, 250), (325, 425), (318, 480), (325, 530)],
     {"goblin_town", "moria"}, True, True),
    ("White Mountains",
     [(0, 925), (150, 915), (280, 905), (400, 915), (505, 950), (620, 925), (740, 905), (830, 930)],
     {"paths_of_the_dead", "minas_tirith"}, True, True),
    ("Ephel Dúath",
     [(1110, 720), (1100, 800), (1110, 870), (1115, 915), (1120, 980), (1130, 1060), (1250, 1100),
      (1400, 1090), (1600, 1080)],
     {"morannon", "cirith_ungol"}, True, False),
    ("Ered Lithui",
     [(1110, 720), (1240, 730), (1380, 735), (1510, 740)],
     {"morannon"}, True, False),
]

# Marked crossing points for heroes with "lord of the water" (the board shows a small arrow).
CROSSINGS: set[frozenset[str]] = {
    frozenset(p) for p in [
        ("gladden_fields", "woodmen"),            # Anduin: the Gladden ford
        ("wold", "brown_lands"),                  # Anduin: below the Field of Celebrant
        ("eastemnet", "emyn_muil"),               # Anduin: the portage below Rauros
        ("anorien", "nindalf"),                   # Anduin: by the mouths of the Entwash
        ("lothlorien", "fangorn"),                # Celebrant
        ("westemnet", "eastemnet"),               # Entwash
        ("dunland", "druwaith_iaur"),             # Isen, below the fords
        ("south_ithilien", "harondor"),           # Poros: the Crossings of Poros
    ]
}

FORESTS: list[tuple[str, list[Pt]]] = [
    ("Mirkwood", [(680, 20), (900, 10), (1080, 30), (1150, 120), (1160, 260), (1110, 420), (990, 470),
                  (860, 470), (730, 450), (690, 380), (700, 250), (680, 140)]),
    ("Fangorn", [(350, 545), (420, 520), (500, 545), (560, 580), (570, 640), (520, 670), (440, 660),
                 (375, 630)]),
    ("Lothlórien", [(420, 410), (480, 395), (560, 395), (600, 420), (585, 460), (520, 475),
                    (455, 480), (420, 450)]),
]
LAKES: list[tuple[str, list[Pt]]] = [
    ("Sea of Rhûn", [(1440, 250), (1500, 225), (1560, 250), (1575, 310), (1530, 345), (1470, 335),
                     (1435, 295)]),
    ("Sea of Núrnen", [(1380, 1030), (1440, 1025), (1500, 1035), (1510, 1060), (1450, 1065),
                       (1390, 1055)]),
    ("Long Lake", [(1315, 120), (1330, 110), (1338, 170), (1325, 200), (1312, 165)]),
]
LABELS: list[tuple[str, Pt]] = [
    ("MORDOR", (1330, 960)), ("ROHAN", (560, 780)), ("GONDOR", (690, 1105)), ("MIRKWOOD", (900, 270)),
    ("RHOVANION", (1280, 250)), ("Bay of Belfalas", (560, 1170)),
    ("Mount Doom", (1215, 840)),
]


# ---------------------------------------------------------------------------------------------
# Geometry
# ---------------------------------------------------------------------------------------------
def area2(poly: list[Pt]) -> float:
    return sum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
               for i in range(len(poly)))


def centroid(poly: list[Pt]) -> Pt:
    a = area2(poly)
    cx = cy = 0.0
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
        c = x0 * y1 - x1 * y0
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    return (cx / (3 * a), cy / (3 * a))




def clip_halfplane(poly: list[Pt], keep: Callable[[Pt], float]) -> list[Pt]:
    """Sutherland–Hodgman against one half-plane; keep(p) gives a signed value, <= 0 is kept."""
    out: list[Pt] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp, fq = keep(p), keep(q)
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def clean(poly: list[Pt]) -> list[Pt]:
    pts: list[Pt] = []
    for p in poly:
        if not pts or math.dist(p, pts[-1]) > 1e-6:
            pts.append(p)
    while len(pts) > 1 and math.dist(pts[0], pts[-1]) <= 1e-6:
        pts.pop()
    changed = True
    while changed and len(pts) > 3:
        changed = False
        for i in range(len(pts)):
            a, b, c = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
            cr = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
            if abs(cr) < 1e-7 * max(1.0, math.dist(a, c)):
                del pts[i]
                changed = True
                break
    return pts


def seg_intersect(p1: Pt, p2: Pt, q1: Pt, q2: Pt) -> bool:
    def orient(a: Pt, b: Pt, c: Pt) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def crosses(a: Pt, b: Pt, line: list[Pt]) -> bool:
    return any(seg_intersect(a, b, line[i], line[i + 1]) for i in range(len(line) - 1))


def project_t(p: Pt, line: list[Pt]) -> float:
    """Arc length along `line` of the point of `line` nearest to p."""
    best, best_t, run = float("inf"), 0.0, 0.0
    for i in range(len(line) - 1):
        a, b = line[i], line[i + 1]
        ln = math.dist(a, b)
        u = 0.0 if ln == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * (b[0] - a[0])
                                                   + (p[1] - a[1]) * (b[1] - a[1])) / ln ** 2))
        q = (a[0] + u * (b[0] - a[0]), a[1] + u * (b[1] - a[1]))
        d = math.dist(p, q)
        if d < best:
            best, best_t = d, run + u * ln
        run += ln
    return best_t


# ---------------------------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------------------------
def land_polygon() -> list[Pt]:
    # Clockwise on screen (y down): along the top, down the east edge, along the south edge to the
    # coast's end, then back along the coast to the west edge.
    return [(0, 0), (W, 0), (W, H), *reversed(COAST), (0, 0)][:-1]


def voronoi_cells() -> dict[str, list[Pt]]:
    land = land_polygon()
    sites = {s[0]: s[5] for s in SITES}
    cells: dict[str, list[Pt]] = {}
    for i, si in sites.items():
        cell: list[Pt] = [(0, 0), (W, 0), (W, H), (0, H)]
        for j, sj in sites.items():
            if i == j:
                continue
            m = ((si[0] + sj[0]) / 2, (si[1] + sj[1]) / 2)
            d = (sj[0] - si[0], sj[1] - si[1])

            def nearer_i(p: Pt, m: Pt = m, d: Pt = d) -> float:
                return (p[0] - m[0]) * d[0] + (p[1] - m[1]) * d[1]

            cell = clip_halfplane(cell, nearer_i)
        cell = clean(cell)
        # cell ∩ land: the (concave) land outline clipped by each edge of the convex cell.
        sgn = 1 if area2(cell) > 0 else -1
        poly = land
        for k in range(len(cell)):
            a, b = cell[k], cell[(k + 1) % len(cell)]

            def inside_edge(p: Pt, a: Pt = a, b: Pt = b, sgn: int = sgn) -> float:
                return -sgn * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]))

            poly = clip_halfplane(poly, inside_edge)
        cells[i] = clean(poly)
        if len(cells[i]) < 3 or not inside(si, cells[i]):
            raise SystemExit(f"site of {i} is not inside its clipped cell")
    return cells


def shared_borders(cells: dict[str, list[Pt]]) -> dict[frozenset[str], list[tuple[Pt, Pt]]]:
    sites = {s[0]: s[5] for s in SITES}
    out: dict[frozenset[str], list[tuple[Pt, Pt]]] = {}
    ids = list(sites)
    for ai, a in enumerate(ids):
        for b in ids[ai + 1:]:
            sa, sb = sites[a], sites[b]
            m = ((sa[0] + sb[0]) / 2, (sa[1] + sb[1]) / 2)
            d = (sb[0] - sa[0], sb[1] - sa[1])
            dn = math.hypot(*d)
            segs = []
            poly = cells[a]
            for k in range(len(poly)):
                p, q = poly[k], poly[(k + 1) % len(poly)]
                dp = abs((p[0] - m[0]) * d[0] + (p[1] - m[1]) * d[1]) / dn
                dq = abs((q[0] - m[0]) * d[0] + (q[1] - m[1]) * d[1]) / dn
                if dp < 1e-6 and dq < 1e-6 and math.dist(p, q) > 0.5:
                    segs.append((p, q))
            if segs:
                out[frozenset((a, b))] = segs
    return out


class Snapper:
    """Merge vertices that are the same point computed in different cells, then round them."""

    def __init__(self, cells: dict[str, list[Pt]]):
        self.reps: list[Pt] = []
        for poly in cells.values():
            for p in poly:
                self(p)

    def __call__(self, p: Pt) -> Pt:
        for r in self.reps:
            if abs(r[0] - p[0]) < 0.05 and abs(r[1] - p[1]) < 0.05:
                return (round(float(r[0]), 1), round(float(r[1]), 1))
        self.reps.append(p)
        return (round(float(p[0]), 1), round(float(p[1]), 1))


def guide_between(guide: list[Pt], t0: float, t1: float) -> list[Pt]:
    """The guide's own vertices strictly between arc lengths t0 and t1."""
    out, run = [], 0.0
    for i, p in enumerate(guide):
        if i:
            run += math.dist(guide[i - 1], p)
        if t0 + 1 < run < t1 - 1:
            out.append(p)
    return out


def densify(line: list[Pt], step: float = 6.0) -> list[Pt]:
    out = [line[0]]
    for p, q in itertools.pairwise(line):
        n = max(1, int(math.dist(p, q) // step))
        out.extend((p[0] + (q[0] - p[0]) * k / n, p[1] + (q[1] - p[1]) * k / n) for k in range(1, n + 1))
    return out


def chain(segs: list[tuple[Pt, Pt]], guide: list[Pt], ext_start: bool, ext_end: bool,
          gaps_at: Sequence[Pt] = (), gap_radius: float = 0.0) -> list[list[Pt]]:
    """Order border segments along a guide line into drawn polylines.

    Between two borders the line follows the guide through the land that sits on the barrier (a
    river town or ford for rivers, a pass for mountains). Mountain chains are interrupted around
    each pass's site (gaps_at), so the pass reads as a gap in the range; rivers flow on unbroken.
    """
    items = []
    for p, q in segs:
        tp, tq = project_t(p, guide), project_t(q, guide)
        items.append(((tp + tq) / 2, (tp, p, tq, q) if tp <= tq else (tq, q, tp, p)))
    items.sort(key=lambda it: it[0])
    total = sum(math.dist(a, b) for a, b in itertools.pairwise(guide))
    pieces: list[tuple[list[Pt], bool]] = []    # (polyline, runs inside a land rather than on borders)
    if ext_start and items:
        pieces.append(([guide[0], *guide_between(guide, 0, items[0][1][0]), items[0][1][1]], True))
    last_t: float | None = None
    for _, (tp, p, tq, q) in items:
        if pieces and math.dist(pieces[-1][0][-1], p) < 0.2 and not pieces[-1][1]:
            pieces[-1][0].append(q)
        else:
            if last_t is not None:
                pieces.append(([pieces[-1][0][-1], *guide_between(guide, last_t, tp), p], True))
            pieces.append(([p, q], False))
        last_t = tq
    if ext_end and items and last_t is not None:   # (items: then last_t is set)
        pieces.append(([pieces[-1][0][-1], *guide_between(guide, last_t, total), guide[-1]], True))
    # Cut the inland stretches around the passes, then glue everything that still touches.
    lines: list[list[Pt]] = []
    for line, inland in pieces:
        subs = [line]
        if inland and gaps_at:
            subs = []
            cur: list[Pt] = []
            for pt in densify(line):
                if any(math.dist(pt, g) < gap_radius for g in gaps_at):
                    if len(cur) > 1:
                        subs.append(cur)
                    cur = []
                else:
                    cur.append(pt)
            if len(cur) > 1:
                subs.append(cur)
        for sub in subs:
            if lines and math.dist(lines[-1][-1], sub[0]) < 0.2:
                lines[-1].extend(sub[1:])
            else:
                lines.append(list(sub))
    return lines


def build(report: bool = False) -> dict[str, Any]:
    cells = voronoi_cells()
    borders = shared_borders(cells)
    snap = Snapper(cells)
    sites = {s[0]: s[5] for s in SITES}

    def barrier_of(pair: frozenset[str], barriers: list[Barrier]) -> str | None:
        a, b = sorted(pair)
        for name, guide, on, *_ in barriers:
            if a in on or b in on:
                continue
            if crosses(sites[a], sites[b], guide):
                return name
        return None

    nodes = []
    label_at: dict[str, Pt] = {}
    for nid, name, kind, side, strength, site in SITES:
        poly = [snap(p) for p in cells[nid]]
        c = centroid(poly)
        pos = c if inside(c, poly) else site
        # Keep the label away from very thin corners: pull it halfway towards the site.
        pos = ((pos[0] + site[0]) / 2, (pos[1] + site[1]) / 2)
        if not inside(pos, poly):
            pos = site
        pos = POS.get(nid, pos)
        if not inside(pos, poly):
            raise SystemExit(f"pos of {nid} lies outside its polygon")
        label_at[nid] = pos
        nodes.append({"id": nid, "name": name, "kind": kind, "pos": [round(pos[0], 1), round(pos[1], 1)],
                      "polygon": [list(p) for p in poly], "attrs": {"side": side, "strength": strength}})

    edges = []
    river_segs: dict[str, list[tuple[Pt, Pt]]] = {r[0]: [] for r in RIVERS}
    mountain_segs: dict[str, list[tuple[Pt, Pt]]] = {m[0]: [] for m in MOUNTAINS}
    order = {s[0]: k for k, s in enumerate(SITES)}
    used_crossings = set()
    for pair in sorted(borders, key=lambda p: sorted(order[x] for x in p)):
        a, b = sorted(pair, key=lambda x: order[x])
        segs = [(snap(p), snap(q)) for p, q in borders[pair]]
        mountain = barrier_of(pair, MOUNTAINS)
        if mountain:
            mountain_segs[mountain].extend(segs)
            continue
        river = barrier_of(pair, RIVERS)
        edge: dict[str, Any] = {"a": a, "b": b}
        if river:
            river_segs[river].extend(segs)
            edge["river"] = True
            edge["attrs"] = {"river_name": river}
            if pair in CROSSINGS:
                edge["crossing"] = True
                used_crossings.add(pair)
        edges.append(edge)
    missing = CROSSINGS - used_crossings
    if missing:
        print(f"WARNING crossings that are not river borders: {[sorted(p) for p in missing]}")

    features = []
    features.append({"kind": "sea", "name": "Bay of Belfalas", "points": [list(p) for p in [*COAST, (0, H)]]})
    for name, pts in LAKES:
        features.append({"kind": "lake", "name": name, "points": [list(p) for p in pts]})
    for name, pts in FORESTS:
        features.append({"kind": "forest", "name": name, "points": [list(p) for p in pts]})
    for name, guide, passes, ext_start, ext_end in MOUNTAINS:
        for line in chain(mountain_segs[name], guide, ext_start, ext_end,
                          gaps_at=[label_at[n] for n in passes], gap_radius=PASS_GAP):
            features.append({"kind": "mountains", "name": name,
                             "points": [[round(x, 1), round(y, 1)] for x, y in line]})
    for name, guide, _, ext_start, ext_end in RIVERS:
        for line in chain(river_segs[name], guide, ext_start, ext_end):
            features.append({"kind": "river", "name": name, "points": [[round(x, 1), round(y, 1)] for x, y in line]})
    for name, p in LABELS:
        features.append({"kind": "label", "name": name, "points": [list(p)]})

    board = {
        "id": "heroes",
        "title": "Central Middle-earth",
        "width": W,
        "height": H,
        "background": "#e8dcb8",
        "nodes": nodes,
        "edges": edges,
        "features": features,
        "notes": (
            "Helden Mittelerdes board. Lands (strength 2-4) and fortresses (7-10), each good or evil. "
            "Generated by maps/tools/build_heroes_map.py (Voronoi cells of hand-placed sites, clipped to "
            "the coast). Borders along mountain chains are not edges (not adjacent). Borders along rivers "
            "are edges with river=true: closed to ordinary heroes; crossing=true marks the arrows where "
            "heroes with 'lord of the water' may cross. Ordinary heroes cross rivers through the lands that "
            "sit on them (Old Ford, Anduin Fords, Cair Andros, Osgiliath, Pelargir, Fords of Isen, ...). "
            "Provenance: engines/heroes/data/README.md."
        ),
    }
    if report:
        print_report(board)
    return board


def print_report(board: dict[str, Any]) -> None:
    nodes = {n["id"]: n for n in board["nodes"]}
    adj: dict[str, list[str]] = {n: [] for n in nodes}
    for e in board["edges"]:
        tag = "~X" if e.get("crossing") else ("~" if e.get("river") else "")
        adj[e["a"]].append(e["b"] + tag)
        adj[e["b"]].append(e["a"] + tag)
    for n, lst in adj.items():
        print(f"{n:20s} {' '.join(lst)}")
    for side in ("good", "evil"):
        ns = [n for n in nodes.values() if n["attrs"]["side"] == side]
        lands = [n for n in ns if n["kind"] == "land"]
        forts = [n for n in ns if n["kind"] == "fortress"]
        print(side, "nodes", len(ns), "lands", len(lands), sum(n["attrs"]["strength"] for n in lands),
              "fortresses", len(forts), sum(n["attrs"]["strength"] for n in forts),
              "total", sum(n["attrs"]["strength"] for n in ns))


def dumps(obj: Any, indent: int = 0) -> str:
    """JSON with one node, edge or feature per block and coordinate lists kept on one line."""
    pad, inner = "  " * indent, "  " * (indent + 1)
    if isinstance(obj, dict):
        items = [f"{inner}{json.dumps(k)}: {dumps(v, indent + 1)}" for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list) and obj and any(isinstance(x, dict) for x in obj):
        return "[\n" + ",\n".join(inner + dumps(x, indent + 1) for x in obj) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--report", action="store_true", help="print adjacency and side balance")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    board = build(report=args.report)
    args.out.write_text(dumps(board) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {len(board['nodes'])} nodes, {len(board['edges'])} edges, "
          f"{len(board['features'])} features")


if __name__ == "__main__":
    main()

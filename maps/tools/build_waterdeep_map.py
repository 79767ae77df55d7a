"""Build maps/data/waterdeep.json, the board of Lords of Waterdeep (the city by its wards).

Why a generator: the wards share their borders, and the graph's ward-to-ward edges must be exactly
the borders drawn. Here each ward is a polygon over a small set of shared corner points; two wards
border each other when they share a side (two consecutive corners), and that is the edge written to
the graph. Action spaces, lots, card slots and the tracks are hand-placed rectangles, checked to lie
inside their ward (or inside the side panel) so nothing hangs over a border.

Frame: 2200 x 1060 board units (landscape, to fill a wide window), x east, y south, north up. The sea
lies west, as in the city of the Forgotten Realms, and holds the piles; the right-hand panel holds the
round track, the four quest cards of Cliffwatch Inn and the three buildings for sale at Builder's Hall;
the score track (0-99) runs round the edge. Layout and art are ours; names follow the published board and the
seed's ward for each basic building.

    python maps/tools/build_waterdeep_map.py     # writes maps/data/waterdeep.json
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from maps.geometry import inside as _inside

W, H = 2200.0, 1060.0
OUT = Path(__file__).resolve().parents[1] / "data" / "waterdeep.json"
Pt = tuple[float, float]

# ------------------------------------------------------------------------------- the wards
# A landscape board (screens are wide): the sea and the piles on the west edge, the city in a grid of six
# columns by four rows of blocks, and on the east a side panel with the rounds, the quests of Cliffwatch
# Inn and the buildings for sale; Cliffwatch Inn's spaces stand at the north-east corner of the city, next
# to its quests, and Builder's Hall at the south-east corner, next to its buildings. The desktop adds the
# players' mats in a strip under the whole board.
COL0, COL_W, COLS = 215.0, 243.0, 6
ROW0, ROW_H, ROWS = 20.0, 255.0, 4
# which ward each block (row, column) belongs to
BLOCKS = [
    ["sea_ward", "sea_ward", "north_ward", "north_ward", "north_ward", "north_ward"],
    ["castle_ward", "trades_ward", "trades_ward", "north_ward", "north_ward", "field_ward"],
    ["castle_ward", "castle_ward", "trades_ward", "city_of_the_dead", "city_of_the_dead", "field_ward"],
    ["dock_ward", "dock_ward", "dock_ward", "dock_ward", "southern_ward", "southern_ward"],
]
WARD_NAMES = {"sea_ward": "Sea Ward", "north_ward": "North Ward", "castle_ward": "Castle Ward",
              "trades_ward": "Trades Ward", "city_of_the_dead": "City of the Dead", "field_ward": "Field Ward",
              "dock_ward": "Dock Ward", "southern_ward": "Southern Ward"}
# the block whose top holds the ward's name
WARD_LABEL_BLOCK = {"sea_ward": (0, 0), "north_ward": (0, 2), "castle_ward": (1, 0), "trades_ward": (1, 1),
                    "city_of_the_dead": (2, 4), "field_ward": (1, 5), "dock_ward": (3, 3),
                    "southern_ward": (3, 4)}


def corner(i: int, j: int) -> Pt:
    """Grid corner (row line i, column line j), nudged a little inside the city so the wards look drawn
    by hand (a fixed pattern, not random: the board must not change from one build to the next)."""
    x, y = COL0 + j * COL_W, ROW0 + i * ROW_H
    inner_x, inner_y = 0 < j < COLS, 0 < i < ROWS
    dx = ((i * 7 + j * 3) % 5 - 2) * 7.0 if inner_x else 0.0
    dy = ((i * 3 + j * 5) % 5 - 2) * 6.0 if inner_y else 0.0
    return (x + dx, y + dy)


def ward_outline(ward: str) -> list[tuple[int, int]]:
    """The grid corners round a ward's blocks, clockwise (every corner along a side is kept, so two wards
    that share a side share its corners)."""
    edges: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    for i, row in enumerate(BLOCKS):
        for j, w in enumerate(row):
            if w != ward:
                continue
            cell = [(i, j), (i, j + 1), (i + 1, j + 1), (i + 1, j)]
            for a, b in zip(cell, cell[1:] + cell[:1], strict=True):
                if (b, a) in edges:
                    edges.discard((b, a))
                else:
                    edges.add((a, b))
    nxt = dict(edges)
    start = min(nxt)
    out = [start]
    while (p := nxt[out[-1]]) != start:
        out.append(p)
    return out


def block_centre(i: int, j: int, dy: float = 0.0) -> Pt:
    return (COL0 + (j + 0.5) * COL_W, ROW0 + (i + 0.5) * ROW_H + dy)


SEA = [(10, 10), (205, 10), (198, 250), (208, 520), (196, 780), (205, 1050), (10, 1050)]


def rect(cx: float, cy: float, w: float, h: float) -> list[Pt]:
    return [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h / 2), (cx - w / 2, cy + h / 2)]


# ---------------------------------------------------------------------- spaces on the board
SW, SH = 214, 170          # an action space or a lot: room for two lines of name, a line of what it gives
LIFT = 26.0               # the name stands above the middle of its box: the agents stand at its foot
DY = 22.0                  # boxes sit a little low in their block: the ward's name goes above
# (building id, display name, ward, [(space number, block)])
BASIC: list[tuple[str, str, str, list[tuple[int, tuple[int, int]]]]] = [
    ("field_of_triumph", "Field of Triumph", "sea_ward", [(1, (0, 0))]),
    ("cliffwatch_inn", "Cliffwatch Inn", "north_ward", [(1, (0, 3)), (2, (0, 4)), (3, (0, 5))]),
    ("the_grinning_lion_tavern", "The Grinning Lion Tavern", "north_ward", [(1, (0, 2))]),
    ("castle_waterdeep", "Castle Waterdeep", "castle_ward", [(1, (1, 0))]),
    ("blackstaff_tower", "Blackstaff Tower", "castle_ward", [(1, (2, 0))]),
    ("the_plinth", "The Plinth", "trades_ward", [(1, (1, 1))]),
    ("auroras_realms_shop", "Aurora's Realms Shop", "trades_ward", [(1, (1, 2))]),
    ("waterdeep_harbor", "Waterdeep Harbor", "dock_ward", [(1, (3, 0)), (2, (3, 1)), (3, (3, 2))]),
    ("builders_hall", "Builder's Hall", "southern_ward", [(1, (3, 5))]),
]
LOTS: list[tuple[str, tuple[int, int]]] = [   # ward, block; numbered 1..10 in this order
    ("sea_ward", (0, 1)),
    ("north_ward", (1, 3)),
    ("north_ward", (1, 4)),
    ("castle_ward", (2, 1)),
    ("trades_ward", (2, 2)),
    ("city_of_the_dead", (2, 3)),
    ("field_ward", (1, 5)),
    ("field_ward", (2, 5)),
    ("dock_ward", (3, 3)),
    ("southern_ward", (3, 4)),
]
LOT_W, LOT_H = SW, SH

# ---------------------------------------------------------------------------- side panel
PANEL = (1690, 10, 2190, 1050)   # x0, y0, x1, y1
ROUND_CENTRES = [(1755 + 123 * (i % 4), 58 + 80 * (i // 4)) for i in range(8)]
QUEST_SLOTS = [(1815, 340), (2065, 340), (1815, 565), (2065, 565)]
QUEST_W, QUEST_H = 236, 212
HALL_SLOTS = [(1940, 770), (1940, 885), (1940, 1000)]
HALL_W, HALL_H = 490, 106
PILES: list[tuple[str, str, Pt]] = [
    ("quest_deck", "Quest deck", (107, 120)),
    ("quest_discard", "Quest discard", (107, 320)),
    ("intrigue_deck", "Intrigue deck", (107, 520)),
    ("intrigue_discard", "Intrigue discard", (107, 720)),
    ("building_stack", "Building stack", (107, 920)),
]
PILE_W, PILE_H = 180, 150




def score_track() -> list[Pt]:
    """100 points (0..99) clockwise round the edge, 0 at the top-left corner."""
    inset = 20.0
    x0, y0, x1, y1 = inset, inset, W - inset, H - inset
    per = 2 * ((x1 - x0) + (y1 - y0))
    pts = []
    for i in range(100):
        d = per * i / 100
        if d <= x1 - x0:
            pts.append((x0 + d, y0))
        elif d <= (x1 - x0) + (y1 - y0):
            pts.append((x1, y0 + d - (x1 - x0)))
        elif d <= 2 * (x1 - x0) + (y1 - y0):
            pts.append((x1 - (d - (x1 - x0) - (y1 - y0)), y1))
        else:
            pts.append((x0, y1 - (d - 2 * (x1 - x0) - (y1 - y0))))
    return [(round(x, 1), round(y, 1)) for x, y in pts]


def build() -> dict[str, Any]:
    nodes: list[dict[str, Any]] = []
    edges: list[dict[str, Any]] = []
    features: list[dict[str, Any]] = [{"kind": "sea", "name": "Sea of Swords and Deepwater Harbor", "points": SEA}]
    polys: dict[str, list[Pt]] = {}
    outlines = {wid: ward_outline(wid) for wid in WARD_NAMES}
    for wid, name in WARD_NAMES.items():
        poly = [corner(i, j) for i, j in outlines[wid]]
        polys[wid] = poly
        attrs = {"seed_name": "South Ward"} if wid == "southern_ward" else {}
        i, j = WARD_LABEL_BLOCK[wid]
        label = (COL0 + (j + 0.5) * COL_W, ROW0 + i * ROW_H + 34)
        nodes.append({"id": wid, "name": name, "kind": "ward", "pos": label, "polygon": poly, "attrs": attrs})
    # ward borders: a shared side (two consecutive corners)
    sides = {wid: {frozenset(s) for s in zip(c, c[1:] + c[:1], strict=True)} for wid, c in outlines.items()}
    ids = list(WARD_NAMES)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if sides[a] & sides[b]:
                edges.append({"a": a, "b": b, "attrs": {"rel": "borders"}})

    def place(node: dict[str, Any], ward: str | None) -> None:
        if ward is not None:
            for corner in node["polygon"]:
                if not _inside(corner, polys[ward]):
                    raise SystemExit(f"{node['id']} pokes out of {ward} at {corner}")
        nodes.append(node)

    for bid, bname, ward, spaces in BASIC:
        prev = None
        for n, block in spaces:
            cx, cy = block_centre(*block, DY)
            sid = bid if len(spaces) == 1 else f"{bid}_{n}"
            name = bname if len(spaces) == 1 else f"{bname} {n}"
            place({"id": sid, "name": name, "kind": "action_space", "pos": (cx, cy - LIFT),
                   "polygon": rect(cx, cy, SW, SH),
                   "attrs": {"building": bid, "space": n, "basic": True, "ward": ward}}, ward)
            edges.append({"a": ward, "b": sid, "attrs": {"rel": "in_ward"}})
            if prev:
                edges.append({"a": prev, "b": sid, "attrs": {"rel": "same_building"}})
            prev = sid
        if len(spaces) > 1:
            xs = [block_centre(*b)[0] for _, b in spaces]
            ys = [block_centre(*b, DY)[1] for _, b in spaces]
            pad = 10
            features.append({"kind": "building", "name": bname, "points": [
                (min(xs) - SW / 2 - pad, min(ys) - SH / 2 - pad), (max(xs) + SW / 2 + pad, min(ys) - SH / 2 - pad),
                (max(xs) + SW / 2 + pad, max(ys) + SH / 2 + pad), (min(xs) - SW / 2 - pad, max(ys) + SH / 2 + pad)]})
    for n, (ward, block) in enumerate(LOTS, start=1):
        cx, cy = block_centre(*block, DY)
        lid = f"lot_{n}"
        place({"id": lid, "name": f"Lot {n}", "kind": "lot", "pos": (cx, cy - LIFT),
               "polygon": rect(cx, cy, LOT_W, LOT_H),
               "attrs": {"lot": n, "ward": ward, "basic": False}}, ward)
        edges.append({"a": ward, "b": lid, "attrs": {"rel": "in_ward"}})
    # the side panel
    for i, (cx, cy) in enumerate(ROUND_CENTRES, start=1):
        rid = f"round_{i}"
        nodes.append({"id": rid, "name": f"Round {i}", "kind": "round_step", "pos": (cx, cy),
                      "polygon": rect(cx, cy, 118, 74),
                      "attrs": {"round": i, "vp_tokens": 3, "extra_agent": i == 5}})
        if i > 1:
            edges.append({"a": f"round_{i - 1}", "b": rid, "attrs": {"rel": "next"}})
    for i, (cx, cy) in enumerate(QUEST_SLOTS, start=1):
        qid = f"quest_slot_{i}"
        nodes.append({"id": qid, "name": f"Quest {i}", "kind": "quest_slot", "pos": (cx, cy),
                      "polygon": rect(cx, cy, QUEST_W, QUEST_H), "attrs": {"slot": i, "building": "cliffwatch_inn"}})
        for n in (1, 2, 3):
            edges.append({"a": f"cliffwatch_inn_{n}", "b": qid, "attrs": {"rel": "offers"}})
    for i, (cx, cy) in enumerate(HALL_SLOTS, start=1):
        hid = f"building_slot_{i}"
        nodes.append({"id": hid, "name": f"For sale {i}", "kind": "building_slot", "pos": (cx, cy),
                      "polygon": rect(cx, cy, HALL_W, HALL_H), "attrs": {"slot": i, "building": "builders_hall"}})
        edges.append({"a": "builders_hall", "b": hid, "attrs": {"rel": "offers"}})
    for pid, pname, (cx, cy) in PILES:
        nodes.append({"id": pid, "name": pname, "kind": "pile", "pos": (cx, cy),
                      "polygon": rect(cx, cy, PILE_W, PILE_H), "attrs": {"pile": pid}})
    features += [
        {"kind": "panel", "name": "side panel", "points": rect((PANEL[0] + PANEL[2]) / 2, (PANEL[1] + PANEL[3]) / 2,
                                                                PANEL[2] - PANEL[0], PANEL[3] - PANEL[1])},
        {"kind": "label", "name": "Quests at Cliffwatch Inn", "points": [(1940, 210)]},
        {"kind": "label", "name": "Cliffwatch Inn", "points": [block_centre(0, 4, -ROW_H / 2 + 34)]},
        {"kind": "label", "name": "Waterdeep Harbor", "points": [block_centre(3, 1, -ROW_H / 2 + 34)]},
        {"kind": "label", "name": "For sale at Builder's Hall", "points": [(1940, 695)]},
        {"kind": "score_track", "name": "Score track (0-99)", "points": score_track()},
    ]
    for node in nodes:
        node["pos"] = [round(v, 1) for v in node["pos"]]
        node["polygon"] = [[round(x, 1), round(y, 1)] for x, y in node["polygon"]]
    for f in features:
        f["points"] = [[round(x, 1), round(y, 1)] for x, y in f["points"]]
    return {
        "id": "waterdeep",
        "title": "Waterdeep, City of Splendors",
        "width": W, "height": H, "background": "#e9dfc4",
        "nodes": nodes, "edges": edges, "features": features,
        "notes": "Wards are regions (kind ward) holding their action spaces (kind action_space: building, space, "
                 "basic, ward) and the ten lots for bought buildings (kind lot). Side panel: round track "
                 "(round_step), Cliffwatch Inn's quest slots (quest_slot), Builder's Hall's tiles (building_slot), "
                 "piles (pile). Edges: rel borders (ward-ward), in_ward, same_building, offers, next. "
                 "Generated by maps/tools/build_waterdeep_map.py.",
    }


def main() -> None:
    data = build()
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT}: {len(data['nodes'])} nodes, {len(data['edges'])} edges")


if __name__ == "__main__":
    main()

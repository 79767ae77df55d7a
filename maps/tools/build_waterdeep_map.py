"""Build maps/data/waterdeep.json, the board of Lords of Waterdeep (the city by its wards).

Why a generator: the wards share their borders, and the graph's ward-to-ward edges must be exactly
the borders drawn. Here each ward is a polygon over a small set of shared corner points; two wards
border each other when they share a side (two consecutive corners), and that is the edge written to
the graph. Action spaces, lots, card slots and the tracks are hand-placed rectangles, checked to lie
inside their ward (or inside the side panel) so nothing hangs over a border.

Frame: 1600 x 1200 board units, x east, y south, north up. The sea lies west and the harbour
south-west, as in the city of the Forgotten Realms; the right-hand panel holds the round track, the
four quest cards of Cliffwatch Inn and the three buildings for sale at Builder's Hall; the score
track (0-99) runs round the edge. Layout and art are ours; names follow the published board and the
seed's ward for each basic building.

    python maps/tools/build_waterdeep_map.py     # writes maps/data/waterdeep.json
"""
from __future__ import annotations

import json
from pathlib import Path

W, H = 1600.0, 1200.0
OUT = Path(__file__).resolve().parents[1] / "data" / "waterdeep.json"
Pt = tuple[float, float]

# ------------------------------------------------------------------------------- the wards
# shared corners: change a corner here and every ward that uses it follows
P = {
    "nw": (260, 40), "coast1": (240, 250), "coast2": (215, 430), "coast3": (225, 620), "coast4": (280, 760),
    "bay1": (360, 860), "bay2": (470, 930), "bay3": (560, 1000), "bay4": (600, 1160),
    "n_mid": (640, 40), "ne": (1240, 40), "e1": (1240, 330), "e2": (1240, 820), "se": (1240, 1160),
    "x_sea": (620, 410), "x_cast": (600, 600), "x_dock": (560, 770), "x_ds": (760, 776), "s_mid": (780, 1160),
    "x_tr": (950, 410), "x_cd": (1000, 350), "x_f1": (1110, 380), "x_f2": (1110, 620), "x_ts": (930, 600),
    "x_ts2": (900, 780), "x_f3": (1100, 800),
}
WARDS: list[tuple[str, str, list[str], Pt]] = [
    # id, name, corners (clockwise), label position
    ("sea_ward", "Sea Ward", ["nw", "n_mid", "x_sea", "coast2", "coast1"], (330, 100)),
    ("north_ward", "North Ward", ["n_mid", "ne", "e1", "x_cd", "x_tr", "x_sea"], (1130, 95)),
    ("castle_ward", "Castle Ward", ["coast2", "x_sea", "x_cast", "x_dock", "coast4", "coast3"], (300, 460)),
    ("trades_ward", "Trades Ward", ["x_sea", "x_tr", "x_ts", "x_ts2", "x_ds", "x_dock", "x_cast"], (640, 570)),
    ("city_of_the_dead", "City of the Dead", ["x_tr", "x_cd", "x_f1", "x_f2", "x_ts"], (1032, 425)),
    ("field_ward", "Field Ward", ["x_cd", "e1", "e2", "x_f3", "x_f2", "x_f1"], (1175, 605)),
    ("dock_ward", "Dock Ward", ["coast4", "x_dock", "x_ds", "s_mid", "bay4", "bay3", "bay2", "bay1"], (640, 1120)),
    ("southern_ward", "Southern Ward", ["x_ds", "x_ts2", "x_ts", "x_f2", "x_f3", "e2", "se", "s_mid"], (1060, 1120)),
]
SEA = [(40, 40), P["nw"], P["coast1"], P["coast2"], P["coast3"], P["coast4"], P["bay1"], P["bay2"], P["bay3"],
       P["bay4"], (40, 1160)]


def rect(cx: float, cy: float, w: float, h: float) -> list[Pt]:
    return [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h / 2), (cx - w / 2, cy + h / 2)]


# ---------------------------------------------------------------------- spaces on the board
SW, SH = 124, 66          # an action space
# (building id, display name, ward, [(space number, centre)])
BASIC: list[tuple[str, str, str, list[tuple[int, Pt]]]] = [
    ("field_of_triumph", "Field of Triumph", "sea_ward", [(1, (440, 185))]),
    ("cliffwatch_inn", "Cliffwatch Inn", "north_ward", [(1, (760, 150)), (2, (890, 150)), (3, (1020, 150))]),
    ("the_grinning_lion_tavern", "The Grinning Lion Tavern", "north_ward", [(1, (760, 300))]),
    ("castle_waterdeep", "Castle Waterdeep", "castle_ward", [(1, (430, 540))]),
    ("blackstaff_tower", "Blackstaff Tower", "castle_ward", [(1, (330, 680))]),
    ("the_plinth", "The Plinth", "trades_ward", [(1, (700, 470))]),
    ("auroras_realms_shop", "Aurora's Realms Shop", "trades_ward", [(1, (835, 470))]),
    ("waterdeep_harbor", "Waterdeep Harbor", "dock_ward", [(1, (434, 830)), (2, (555, 830)), (3, (676, 830))]),
    ("builders_hall", "Builder's Hall", "southern_ward", [(1, (960, 880))]),
]
LOTS: list[tuple[str, Pt]] = [   # ward, centre; numbered 1..10 in this order
    ("sea_ward", (440, 320)),
    ("north_ward", (905, 290)),
    ("north_ward", (1150, 232)),
    ("castle_ward", (480, 690)),
    ("trades_ward", (760, 650)),
    ("city_of_the_dead", (1030, 525)),
    ("field_ward", (1175, 470)),
    ("field_ward", (1175, 740)),
    ("dock_ward", (670, 990)),
    ("southern_ward", (1130, 960)),
]
LOT_W, LOT_H = 118, 66

# ---------------------------------------------------------------------------- side panel
PANEL = (1262, 40, 1560, 1160)   # x0, y0, x1, y1
ROUND_CENTRES = [(1305 + 73 * (i % 4), 110 + 66 * (i // 4)) for i in range(8)]
QUEST_SLOTS = [(1340, 322), (1486, 322), (1340, 502), (1486, 502)]
HALL_SLOTS = [(1411, 690), (1411, 835), (1411, 980)]
PILES: list[tuple[str, str, Pt]] = [
    ("quest_deck", "Quest deck", (125, 115)),
    ("quest_discard", "Quest discard", (125, 225)),
    ("intrigue_deck", "Intrigue deck", (125, 985)),
    ("intrigue_discard", "Intrigue discard", (125, 1095)),
    ("building_stack", "Building stack", (1411, 1105)),
]


def _inside(pt: Pt, poly: list[Pt]) -> bool:
    x, y = pt
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


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


def build() -> dict:
    nodes: list[dict] = []
    edges: list[dict] = []
    features: list[dict] = [{"kind": "sea", "name": "Sea of Swords and Deepwater Harbor", "points": SEA}]
    polys: dict[str, list[Pt]] = {}
    for wid, name, corners, label in WARDS:
        poly = [P[c] for c in corners]
        polys[wid] = poly
        attrs = {"seed_name": "South Ward"} if wid == "southern_ward" else {}
        nodes.append({"id": wid, "name": name, "kind": "ward", "pos": label, "polygon": poly, "attrs": attrs})
    # ward borders: a shared side (two consecutive corners)
    sides = {wid: {frozenset(s) for s in zip(c, c[1:] + c[:1])} for wid, _, c, _ in WARDS}
    ids = [w[0] for w in WARDS]
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if sides[a] & sides[b]:
                edges.append({"a": a, "b": b, "attrs": {"rel": "borders"}})

    def place(node: dict, ward: str | None) -> None:
        if ward is not None:
            for corner in node["polygon"]:
                if not _inside(corner, polys[ward]):
                    raise SystemExit(f"{node['id']} pokes out of {ward} at {corner}")
        nodes.append(node)

    for bid, bname, ward, spaces in BASIC:
        prev = None
        for n, (cx, cy) in spaces:
            sid = bid if len(spaces) == 1 else f"{bid}_{n}"
            name = bname if len(spaces) == 1 else f"{bname} {n}"
            w = SW if len(spaces) == 1 else 114
            place({"id": sid, "name": name, "kind": "action_space", "pos": (cx, cy), "polygon": rect(cx, cy, w, SH),
                   "attrs": {"building": bid, "space": n, "basic": True, "ward": ward}}, ward)
            edges.append({"a": ward, "b": sid, "attrs": {"rel": "in_ward"}})
            if prev:
                edges.append({"a": prev, "b": sid, "attrs": {"rel": "same_building"}})
            prev = sid
        if len(spaces) > 1:
            xs = [c[0] for _, c in spaces]
            ys = [c[1] for _, c in spaces]
            pad = 10
            features.append({"kind": "building", "name": bname, "points": [
                (min(xs) - 57 - pad, min(ys) - SH / 2 - pad), (max(xs) + 57 + pad, min(ys) - SH / 2 - pad),
                (max(xs) + 57 + pad, max(ys) + SH / 2 + pad), (min(xs) - 57 - pad, max(ys) + SH / 2 + pad)]})
    for n, (ward, (cx, cy)) in enumerate(LOTS, start=1):
        lid = f"lot_{n}"
        place({"id": lid, "name": f"Lot {n}", "kind": "lot", "pos": (cx, cy), "polygon": rect(cx, cy, LOT_W, LOT_H),
               "attrs": {"lot": n, "ward": ward, "basic": False}}, ward)
        edges.append({"a": ward, "b": lid, "attrs": {"rel": "in_ward"}})
    # the side panel
    for i, (cx, cy) in enumerate(ROUND_CENTRES, start=1):
        rid = f"round_{i}"
        nodes.append({"id": rid, "name": f"Round {i}", "kind": "round_step", "pos": (cx, cy),
                      "polygon": rect(cx, cy, 64, 54),
                      "attrs": {"round": i, "vp_tokens": 3, "extra_agent": i == 5}})
        if i > 1:
            edges.append({"a": f"round_{i - 1}", "b": rid, "attrs": {"rel": "next"}})
    for i, (cx, cy) in enumerate(QUEST_SLOTS, start=1):
        qid = f"quest_slot_{i}"
        nodes.append({"id": qid, "name": f"Quest {i}", "kind": "quest_slot", "pos": (cx, cy),
                      "polygon": rect(cx, cy, 136, 170), "attrs": {"slot": i, "building": "cliffwatch_inn"}})
        for n in (1, 2, 3):
            edges.append({"a": f"cliffwatch_inn_{n}", "b": qid, "attrs": {"rel": "offers"}})
    for i, (cx, cy) in enumerate(HALL_SLOTS, start=1):
        hid = f"building_slot_{i}"
        nodes.append({"id": hid, "name": f"For sale {i}", "kind": "building_slot", "pos": (cx, cy),
                      "polygon": rect(cx, cy, 282, 128), "attrs": {"slot": i, "building": "builders_hall"}})
        edges.append({"a": "builders_hall", "b": hid, "attrs": {"rel": "offers"}})
    for pid, pname, (cx, cy) in PILES:
        w, h = (282, 52) if pid == "building_stack" else (120, 92)
        nodes.append({"id": pid, "name": pname, "kind": "pile", "pos": (cx, cy), "polygon": rect(cx, cy, w, h),
                      "attrs": {"pile": pid}})
    features += [
        {"kind": "panel", "name": "side panel", "points": rect((PANEL[0] + PANEL[2]) / 2, (PANEL[1] + PANEL[3]) / 2,
                                                                PANEL[2] - PANEL[0], PANEL[3] - PANEL[1])},
        {"kind": "label", "name": "Rounds", "points": [(1411, 62)]},
        {"kind": "label", "name": "Quests at Cliffwatch Inn", "points": [(1411, 219)]},
        {"kind": "label", "name": "For sale at Builder's Hall", "points": [(1411, 610)]},
        {"kind": "score_track", "name": "Score track (0-99)", "points": score_track()},
    ]
    for n in nodes:
        n["pos"] = [round(v, 1) for v in n["pos"]]
        n["polygon"] = [[round(x, 1), round(y, 1)] for x, y in n["polygon"]]
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

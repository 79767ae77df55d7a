"""Build maps/data/quest.json, the table of the co-operative Lord of the Rings game (Friends & Foes).

Why a generator: the table is a grid of boxes whose places depend on each other. The foe line has to lie
exactly under the corruption line, each of its eight places under two corruption spaces counted from the dark
end (place 1 under spaces 14 and 15), as on the expansion's board; the scenario board's lines share one
column of titles and one width. Working the boxes out here keeps those rules in one place.

Frame: 2200 x 1640 board units, x to the right, y down, shaped for a laptop's board view (about 900 x 720
pixels). From the top:

- the master board's corruption line, spaces 0 (light) to 15 (dark): the hobbits and Sauron stand on it;
- the foe line of eight places under it;
- the scenario board in play: its title, the main line and up to three activity lines (the spaces and their
  rewards are drawn by the desktop, which knows the board in play), and beside them the column of six events
  with the event tiles under it (above the first event, the event marker's start);
- the route of stops, Bag End to Mordor (Bree and Isengard belong to Friends & Foes);
- a strip for the hobbits' panels (the desktop lays out one per hobbit), then the hand of the hobbit at the
  screen and the Gandalf cards.

Names are the published game's; layout and art are ours.

    python maps/tools/build_quest_map.py     # writes maps/data/quest.json
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

W, H = 2200.0, 1640.0
OUT = Path(__file__).resolve().parents[1] / "data" / "quest.json"
Box = tuple[float, float, float, float]   # left, top, right, bottom

LEFT, RIGHT = 20.0, 2180.0
# the corruption line
DARK_TOP, DARK_BOTTOM, DARK_W = 20.0, 170.0, 135.0
# the foe line under it
FOE_TOP, FOE_BOTTOM = 180.0, 322.0
# the scenario board: its title, its lines (a column of titles, then the spaces), the events and tiles beside
LINES_RIGHT = 1640.0
TITLE_BOX: Box = (LEFT, 336.0, LINES_RIGHT, 386.0)
LINE_BOXES: dict[str, Box] = {"line_main": (LEFT, 392.0, LINES_RIGHT, 542.0),
                              "line_1": (LEFT, 548.0, LINES_RIGHT, 668.0),
                              "line_2": (LEFT, 674.0, LINES_RIGHT, 794.0),
                              "line_3": (LEFT, 800.0, LINES_RIGHT, 920.0)}
LINE_TITLE_W = 232.0
EVENTS_LEFT, EVENTS_TOP = 1660.0, 328.0
EVENT_START = 26.0    # the event marker's start above the first event (before any event): board, not a place
EVENT_TOP, EVENT_H = EVENTS_TOP + EVENT_START, 64.0
TILE_TOP, TILE_BOTTOM = 738.0, 920.0
TILE_ART_H = 80.0     # the tile's picture at the top of its box; its words under it, the box's full width
# the route
ROUTE_TOP, ROUTE_BOTTOM = 934.0, 1024.0
STOPS = [("bag_end", "Bag End"), ("bree", "Bree"), ("rivendell", "Rivendell"), ("moria", "Moria"),
         ("lothlorien", "Lothlórien"), ("isengard", "Isengard"), ("helms_deep", "Helm's Deep"),
         ("shelobs_lair", "Shelob's Lair"), ("mordor", "Mordor")]
# the hobbits' panels (laid out by the desktop, one per hobbit, in this strip), the hand and Gandalf
PANELS_TOP, PANELS_BOTTOM = 1038.0, 1250.0
HAND_BOX: Box = (LEFT, 1264.0, 1556.0, 1622.0)
GANDALF_BOX: Box = (1570.0, 1264.0, RIGHT, 1622.0)


def dark_box(space: int) -> Box:
    x = LEFT + space * DARK_W
    return (x + 3, DARK_TOP, x + DARK_W - 3, DARK_BOTTOM)


def foe_box(place: int) -> Box:
    """Foe place 1 is under corruption spaces 14 and 15, place 8 under spaces 0 and 1."""
    first = 16 - 2 * place
    return (LEFT + first * DARK_W + 5, FOE_TOP, LEFT + (first + 2) * DARK_W - 5, FOE_BOTTOM)


def event_box(n: int) -> Box:
    top = EVENT_TOP + (n - 1) * EVENT_H
    return (EVENTS_LEFT, top, RIGHT, top + EVENT_H - 6)


def stop_box(i: int) -> Box:
    gap = 12.0
    width = (RIGHT - LEFT - gap * (len(STOPS) - 1)) / len(STOPS)
    x = LEFT + i * (width + gap)
    return (x, ROUTE_TOP, x + width, ROUTE_BOTTOM)


def node(node_id: str, name: str, kind: str, box: Box, pos: tuple[float, float] | None = None,
         **attrs: Any) -> dict[str, Any]:
    left, top, right, bottom = box
    return {"id": node_id, "name": name, "kind": kind,
            "pos": list(pos) if pos is not None else [(left + right) / 2, (top + bottom) / 2],
            "polygon": [[left, top], [right, top], [right, bottom], [left, bottom]], "attrs": attrs}


def build() -> dict[str, Any]:
    nodes: list[dict[str, Any]] = []
    edges: list[dict[str, Any]] = []
    for i in range(16):
        box = dark_box(i)
        nodes.append(node(f"dark_{i}", f"Space {i} of the corruption line", "corruption_space", box,
                          ((box[0] + box[2]) / 2, box[1] + 26), space=i))
        if i:
            edges.append({"a": f"dark_{i - 1}", "b": f"dark_{i}", "attrs": {"rel": "line"}})
    for k in range(1, 9):
        nodes.append(node(f"foe_{k}", f"Place {k} of the foe line", "foe_place", foe_box(k), place=k))
        if k > 1:
            edges.append({"a": f"foe_{k - 1}", "b": f"foe_{k}", "attrs": {"rel": "line"}})
    nodes.append(node("board", "The scenario board", "board_title", TITLE_BOX))
    names = {"line_main": "The main line", "line_1": "The first activity line", "line_2": "The second activity line",
             "line_3": "The third activity line"}
    for key, box in LINE_BOXES.items():
        nodes.append(node(key, names[key], "line", box, (box[0] + LINE_TITLE_W / 2, (box[1] + box[3]) / 2),
                          row=list(LINE_BOXES).index(key), spaces_left=box[0] + LINE_TITLE_W + 6))
    for n in range(1, 7):
        nodes.append(node(f"event_{n}", f"Event {n}", "event", event_box(n), event=n))
    middle = (EVENTS_LEFT + RIGHT) / 2
    for key, name, kind, left, right in (("tiles", "The event tiles", "tile_stack", EVENTS_LEFT, middle - 5),
                                         ("tile_out", "The last event tile", "tile_shown", middle + 5, RIGHT)):
        nodes.append(node(key, name, kind, (left, TILE_TOP, right, TILE_BOTTOM),
                          ((left + right) / 2, (TILE_TOP + TILE_ART_H + TILE_BOTTOM) / 2)))
    for i, (stop, name) in enumerate(STOPS):
        nodes.append(node(f"stop_{stop}", name, "stop", stop_box(i), stop=stop, order=i))
        if i:
            edges.append({"a": f"stop_{STOPS[i - 1][0]}", "b": f"stop_{stop}", "attrs": {"rel": "route"}})
    nodes.append(node("hand", "Your hand", "hand", HAND_BOX, ((HAND_BOX[0] + HAND_BOX[2]) / 2, HAND_BOX[1] + 26)))
    nodes.append(node("gandalf", "Gandalf", "gandalf_cards", GANDALF_BOX,
                      ((GANDALF_BOX[0] + GANDALF_BOX[2]) / 2, GANDALF_BOX[1] + 26)))
    return {"id": "quest", "title": "The Lord of the Rings — Friends & Foes", "width": W, "height": H,
            "background": "#2f3a2c", "nodes": nodes, "edges": edges, "features": [],
            "notes": ("The master board's corruption line and foe line, the scenario board in play, the route, the "
                      "hobbits' panels (added by the desktop, in the strip from y=" f"{PANELS_TOP:g} to "
                      f"{PANELS_BOTTOM:g}), the hand and the Gandalf cards. Built by maps/tools/build_quest_map.py.")}


def main() -> None:
    OUT.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(OUT)


if __name__ == "__main__":
    main()

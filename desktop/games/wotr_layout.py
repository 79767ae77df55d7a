"""Where everything stands on War of the Ring's strip of boxes east of the map (the tracks, the hunt box,
the dice, the hands, the reinforcements), in scene coordinates: the one place these numbers are written.

The strip is drawn as a scene overlay (desktop/board/overlay.py): `strip_zones()` are its boxes. Sizes of
figures on it are given relative to the scene's token radius on this map (`token_radius()`, derived from the
map as the scene derives it).
"""
from __future__ import annotations

from functools import cache

from engines.war_of_the_ring.common import FP, SH
from maps import load_map

from ..board.measure import token_radius as board_token_radius
from ..board.overlay import OverlayZone
from ..i18n import N_

MAP_ID = "war_of_the_ring"

#: the strip's left edge and width; its boxes: (id, title, top below the strip's top, height)
STRIP_X, STRIP_W = 1775.0, 470.0
BOXES = (
    ("box_fellowship", N_("Fellowship track"), 0.0, 170.0),
    ("box_mordor", N_("Mordor track"), 180.0, 62.0),
    ("box_politics", N_("Political track"), 252.0, 225.0),
    ("box_hunt", N_("Hunt box"), 487.0, 152.0),
    ("box_dice_fp", N_("Free Peoples dice"), 649.0, 125.0),
    ("box_dice_sh", N_("Shadow dice"), 784.0, 125.0),
    ("box_vp", N_("Victory points"), 919.0, 62.0),
    ("box_cards", N_("Cards in hand"), 991.0, 175.0),
    ("box_reinforcements", N_("Reinforcements"), 1176.0, 204.0),
)
BOX_IDS = tuple(b[0] for b in BOXES)
#: boxes that hold dice: their words stand at the top (the point of the box is this far below its top edge),
#: the dice in a row under them
DICE_BOXES = {"box_hunt": 46.0, "box_dice_fp": 32.0, "box_dice_sh": 32.0}
DIE_ROW = 86.0      # the dice's centres, below the box's top edge
DIE_ROWS = {"box_hunt": 116.0}   # (the hunt box has a line more: the special tiles in play)
DIE_GAP = 70.0      # from one die's centre to the next (closer when many)
DIE_BOX = {FP: "box_dice_fp", SH: "box_dice_sh"}
#: the map's canvas grows by this much to the east for the strip (its right margin included)
STRIP_ROOM = STRIP_W + 40.0


@cache
def token_radius() -> float:
    """The scene's token radius on this map (a figure on the strip gives its size relative to it)."""
    return board_token_radius(load_map(MAP_ID))


def box_top(box: str) -> float:
    """The top edge of a box of the strip."""
    return 10.0 + BOX_TOPS[box]


BOX_TOPS = {b[0]: b[2] for b in BOXES}
BOX_TITLES = {b[0]: b[1] for b in BOXES}


def _geometry() -> tuple[float, float, dict[str, float]]:
    """The strip's left and right edges and each box's top edge."""
    return STRIP_X, STRIP_X + STRIP_W, {b: box_top(b) for b in BOX_TOPS}


# -- where things stand ----------------------------------------------------------------------------------
FS_STEPS = 13            # the Fellowship track: 0..12
FS_CELL_R = 15.0
FS_LABEL_Y = 40.0        # the caption's centre below the box's top edge (3 lines)
FS_PROGRESS_Y = 96.0     # the progress counter, above the steps
FS_CELL_Y = 124.0
FS_CORRUPTION_Y = 152.0  # the corruption marker, under them
FS_MARK_R = 12.5

MORDOR_STEPS = 5         # then the Crack of Doom (the engine's step 5)
MORDOR_LABEL_X = 85.0    # the caption stands left of the steps
MORDOR_X0 = 178.0
MORDOR_Y = 31.0
MORDOR_CELL_R = 16.5

POL_STEPS = (3, 2, 1, 0)
POL_LABEL_Y = 28.0
POL_COL_Y = 135.0        # the columns' centres below the box's top edge
POL_COL_R = 52.0         # (a column paints 1.3 times that up and down: its header on top)
POL_DISC_R = 15.0
#: where each nation's disc stands inside a column (dx, dy from the column's centre): Free Peoples above the
#: line, the Shadow below it, always the same place, so a disc slides straight across to its next step
POL_SLOTS = {"gondor": (-33.0, -22.0), "rohan": (0.0, -22.0), "elves": (33.0, -22.0),
             "dwarves": (-16.5, 10.0), "north": (16.5, 10.0),
             "sauron": (-33.0, 49.0), "isengard": (0.0, 49.0), "southrons": (33.0, 49.0)}

VP_STEPS = 11            # 0..10
VP_LABEL_X = 62.0
VP_X0 = 136.0
VP_CELL_Y = 23.0
VP_CELL_R = 12.0
VP_MARK_Y = 48.0
VP_MARK_R = 9.0
VP_GOAL = {FP: 4, SH: 10}

RING_Y = 18.0
RING_R = 9.0
CARD_Y = 42.0
CARD_R = 24.0


def fs_spot(step: int) -> tuple[float, float]:
    """The centre of a step of the Fellowship track (clamped to 0..12)."""
    x0, x1, tops = _geometry()
    pitch = (x1 - x0 - 30.0) / FS_STEPS
    step = max(0, min(FS_STEPS - 1, step))
    return x0 + 15.0 + pitch * (step + 0.5), tops["box_fellowship"] + FS_CELL_Y


def mordor_spot(step: int) -> tuple[float, float]:
    """The centre of a step of the Mordor track (0..4; 5 is the Crack of Doom)."""
    x0, x1, tops = _geometry()
    pitch = (x1 - 10.0 - (x0 + MORDOR_X0)) / (MORDOR_STEPS + 1)
    step = max(0, min(MORDOR_STEPS, step))
    return x0 + MORDOR_X0 + pitch * (step + 0.5), tops["box_mordor"] + MORDOR_Y


def pol_column(step: int) -> tuple[float, float]:
    """The centre of a column of the political track (3, 2, 1, 0 = At War)."""
    x0, x1, tops = _geometry()
    pitch = (x1 - x0 - 20.0) / len(POL_STEPS)
    col = POL_STEPS.index(max(0, min(3, step)))
    return x0 + 10.0 + pitch * (col + 0.5), tops["box_politics"] + POL_COL_Y


def pol_spot(nation: str, step: int) -> tuple[float, float]:
    x, y = pol_column(step)
    dx, dy = POL_SLOTS.get(nation, (0.0, 0.0))
    return x + dx, y + dy


def vp_spot(step: int) -> tuple[float, float]:
    x0, x1, tops = _geometry()
    pitch = (x1 - 8.0 - (x0 + VP_X0)) / VP_STEPS
    step = max(0, min(VP_STEPS - 1, step))
    return x0 + VP_X0 + pitch * (step + 0.5), tops["box_vp"] + VP_CELL_Y


def label_spot(box: str) -> tuple[float, float] | None:
    """Where a track box's caption is centred (None: the adapter's usual place)."""
    x0, x1, tops = _geometry()
    if box == "box_fellowship":
        return (x0 + x1) / 2, tops[box] + FS_LABEL_Y
    if box == "box_mordor":
        return x0 + MORDOR_LABEL_X, tops[box] + MORDOR_Y
    if box == "box_politics":
        return (x0 + x1) / 2, tops[box] + POL_LABEL_Y
    if box == "box_vp":
        return x0 + VP_LABEL_X, tops[box] + 31.0
    if box == "box_cards":
        return (x0 + x1) / 2, tops[box] + 40.0
    if box == "box_reinforcements":
        return (x0 + x1) / 2, tops[box] + 22.0
    return None



def strip_zones() -> list[OverlayZone]:
    """The strip's boxes, each captioned at the top (dice boxes), where its track's drawing leaves room
    (label_spot), or a little below its middle."""
    x0, x1 = STRIP_X, STRIP_X + STRIP_W
    zones = []
    for box_id, name, top, height in BOXES:
        y0, y1 = 10.0 + top, 10.0 + top + height
        y = y0 + DICE_BOXES[box_id] if box_id in DICE_BOXES else (y0 + y1) / 2 + 8
        zones.append(OverlayZone(box_id, name, (x0, y0, x1 - x0, y1 - y0), label_spot(box_id) or ((x0 + x1) / 2, y)))
    return zones

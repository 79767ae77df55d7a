"""The skirmish state read against its data and its table: each figure's profile, base and height, the table
and its navigation graph (built once per table), the bases in a mover's way, straight slides (backing away,
following up), sight, the ford and the heirloom."""
from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from engines.core import Event
from engines.core.i18n import T
from maps.skirmish.geometry import (
    Disc,
    line_of_sight,
    point_in_polygon,
    point_segment_distance,
    segment_distance,
    segment_inside,
)
from maps.skirmish.navigation import Mover, Navigator
from maps.skirmish.schema import Table, TableFile

from .data import IN_FIGHT_CM, FigureType, Scenario, load_data
from .state import Figure, SkirmishState

TABLES_FILE = Path(__file__).resolve().parents[2] / "maps" / "data" / "skirmish_tables.json"


_KINDS: dict[str, FigureType] = {}     # (asked for every base of every search: the data's lookup is slow)


def kind(f: Figure) -> FigureType:
    k = _KINDS.get(f.type)
    if k is None:
        k = _KINDS[f.type] = load_data().type(f.type)
    return k


def radius(f: Figure) -> float:
    return kind(f).base_radius


def height(f: Figure) -> float:
    return kind(f).height


@cache
def tables() -> dict[str, Table]:
    data = TableFile.model_validate(json.loads(TABLES_FILE.read_text(encoding="utf-8")))
    return {t.id: t for t in data.tables}


def table_of(s: SkirmishState) -> Table:
    return tables()[s.table]


@cache
def navigator(table_id: str) -> Navigator:
    return Navigator(tables()[table_id])


def scenario_of(s: SkirmishState) -> Scenario:
    return load_data().scenario(s.scenario)


def bases(s: SkirmishState, but: Figure | None = None) -> list[Disc]:
    """Every base on the table but `but`'s: what a moving figure may not pass through."""
    return [Disc(g.x, g.y, radius(g)) for g in s.on_table() if g is not but]


def keep_away(s: SkirmishState, f: Figure) -> list[Disc]:
    """Where an ordinary move may not end: within 2 cm of an enemy's base (only a charge brings a figure into
    a fight): the enemies' bases grown by 2 cm."""
    return [Disc(g.x, g.y, radius(g) + IN_FIGHT_CM) for g in s.enemies(f)]


def mover(f: Figure, allowance: float) -> Mover:
    return Mover(f.x, f.y, radius(f), height(f), allowance)


# -- straight slides: backing away and following up ------------------------------------------------------------
def slide_free(s: SkirmishState, f: Figure, to: tuple[float, float]) -> bool:
    """Whether `f`'s base may slide straight to `to`: wholly on the table, touching no other base, no
    impassable ground and no obstacle it would have to jump (difficult ground does not matter here)."""
    table = table_of(s)
    r = radius(f)
    x, y = to
    if not (r - 1e-9 <= x <= table.width - r + 1e-9 and r - 1e-9 <= y <= table.height - r + 1e-9):
        return False
    a = f.at()
    for g in s.on_table():
        if g is not f and point_segment_distance(g.at(), a, to) < r + radius(g) - 1e-6:
            return False
    low = height(f) / 2
    for piece in table.terrain:
        if piece.kind == "impassable" or (piece.kind == "obstacle" and piece.height > low):
            if any(t1 > t0 for t0, t1 in segment_inside(a, to, piece.polygon)):
                return False
            poly = piece.polygon
            if any(segment_distance(a, to, poly[i], poly[(i + 1) % len(poly)]) < r - 1e-6 for i in range(len(poly))):
                return False
    return True


# -- sight ------------------------------------------------------------------------------------------------------
_SIGHT: dict[tuple[str, float, float, float, float, float], bool] = {}     # by the table and the two places
SIGHT_KEPT = 4096


def in_sight(s: SkirmishState, f: Figure, target: Figure) -> bool:
    """Whether some straight line from the figure's base to the target's crosses no terrain that blocks sight
    (figures never block sight: our table rule). The piece the viewer stands in does not hide the world.
    Remembered by the table, the two places and the target's base (nothing else enters the answer)."""
    key = (s.table, f.x, f.y, target.x, target.y, radius(target))
    seen = _SIGHT.get(key)
    if seen is None:
        if len(_SIGHT) >= SIGHT_KEPT:
            _SIGHT.clear()
        seen = _SIGHT[key] = _in_sight(s, f, target)
    return seen


def _in_sight(s: SkirmishState, f: Figure, target: Figure) -> bool:
    table = table_of(s)
    inside = [p.id for p in table.terrain if p.blocks_sight and point_in_polygon(f.at(), p.polygon)]
    d = math.hypot(target.x - f.x, target.y - f.y)
    if d <= 1e-9:
        return True
    ux, uy = (target.x - f.x) / d, (target.y - f.y) / d
    rt = radius(target) * 0.95
    for k in (0.0, -1.0, 1.0, -0.5, 0.5):
        point = (target.x - uy * rt * k, target.y + ux * rt * k)
        if not line_of_sight(table, f.at(), point, ignore=inside).pieces:
            return True
    return False


# -- scenario places --------------------------------------------------------------------------------------------
def holding(s: SkirmishState, side: int, zone: str) -> int:
    """How many of `side`'s figures, not cowed, have their base centre in the zone."""
    poly = table_of(s).zones[zone]
    return sum(1 for f in s.on_table(side) if not f.cowed and point_in_polygon(f.at(), poly))


def relic_radius(s: SkirmishState) -> float:
    obj = scenario_of(s).objective
    return float(getattr(obj, "token_radius", 1.0))


def touches_relic(s: SkirmishState, f: Figure) -> bool:
    if s.relic is None or s.carrier is not None:
        return False
    return math.hypot(f.x - s.relic[0], f.y - s.relic[1]) <= radius(f) + relic_radius(s) + 1e-6


def pick_up(s: SkirmishState, f: Figure) -> list[Event]:
    """A figure not cowed that ends a move touching the heirloom takes it up."""
    if f.cowed or f.removed or not touches_relic(s, f):
        return []
    s.carrier = f.id
    s.relic = None
    return [Event(T("{name} takes up the heirloom.", name=f.name), kind="relic", seat=f.side)]


def pick_up_standing(s: SkirmishState, side: int) -> list[Event]:
    """When a side has finished moving, a figure of it that did not move but touches the heirloom takes it up
    (the first of them, by our ordering)."""
    for f in s.on_table(side):
        said = pick_up(s, f)
        if said:
            return said
    return []


def drop_relic(s: SkirmishState, f: Figure, cause: Figure | None) -> list[Event]:
    """A carrier removed drops the heirloom where its centre was; one cowed drops it beside its base, on the
    side of whatever cowed it."""
    if s.carrier != f.id:
        return []
    s.carrier = None
    if f.removed or cause is None:
        s.relic = (f.x, f.y)
    else:
        d = math.hypot(cause.x - f.x, cause.y - f.y) or 1.0
        reach = radius(f) + relic_radius(s)
        s.relic = (f.x + (cause.x - f.x) / d * reach, f.y + (cause.y - f.y) / d * reach)
    return [Event(T("{name} drops the heirloom.", name=f.name), kind="relic", seat=f.side)]


def drop_relic_if_cowed(s: SkirmishState, f: Figure, cause: Figure | None) -> list[Event]:
    return drop_relic(s, f, cause) if f.cowed else []

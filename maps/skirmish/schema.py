"""The skirmish tables (maps/data/skirmish_tables.json): their size, terrain pieces and named zones, validated
with pydantic.

Units are centimetres, x to the right and y down (screen order), the origin at the table's top-left corner.
A piece of terrain is a simple polygon with a kind that says how it moves (open, difficult, obstacle,
impassable) and a look that says how it is drawn (marsh, wood, wall, ...). The rules read from it live in
navigation.py (movement) and geometry.py (sight, higher ground).
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from .geometry import is_simple, polygon_area

Point = tuple[float, float]
Kind = Literal["open", "difficult", "obstacle", "impassable"]

_ID = r"^[a-z][a-z0-9_]*$"


def _polygon_problem(points: list[Point], width: float, height: float) -> str | None:
    """What is wrong with a polygon on a table of this size, in words, or None."""
    if len(points) < 3:
        return "needs at least 3 points"
    outside = [p for p in points if not (0 <= p[0] <= width and 0 <= p[1] <= height)]
    if outside:
        x, y = outside[0]
        return f"has a point ({x:g}, {y:g}) outside the {width:g} × {height:g} cm table"
    (x0, y0), (x1, y1) = points[0], points[1]
    if all(abs((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) <= 1e-9 for x, y in points):
        return "has no area (its points lie on one line)"
    if not is_simple(points):
        return "crosses itself (its edges must not intersect)"
    if polygon_area(points) <= 1e-9:
        return "has no area"
    return None


class Terrain(BaseModel):
    """One piece of terrain: where it lies, how it affects movement and sight, and how it is drawn."""

    model_config = {"extra": "forbid"}

    id: str = Field(pattern=_ID)
    name: str = Field(min_length=1)           # English, a player reads it: "Fangorn's edge", "The old wall"
    kind: Kind                                # open | difficult (each cm costs 2) | obstacle | impassable
    look: str = Field(pattern=_ID)            # what it is drawn as: marsh, wood, sand, wall, fence, rocks, hill, ...
    polygon: list[Point]                      # its outline, at least 3 corners, simple, inside the table
    height: float = Field(default=0.0, ge=0)  # an obstacle's height in cm (jump tests); a hill's rise
    level: int = Field(default=0, ge=0)       # ground level for "higher ground": a hill top is 1, open ground 0
    blocks_sight: bool = False                # woods, buildings, rocks and walls block (or partly block) sight

    @model_validator(mode="after")
    def _obstacle_height(self) -> Terrain:
        if self.kind == "obstacle" and self.height <= 0:
            raise ValueError(f"terrain {self.id}: an obstacle needs a height above 0 cm (the jump test reads it)")
        return self


class Table(BaseModel):
    """A skirmish table: its size in cm, its terrain and its named zones (deployment "north" and "south",
    and scenario places such as "ford" or "relic"), each zone a polygon."""

    model_config = {"extra": "forbid"}

    id: str = Field(pattern=_ID)
    name: str = Field(min_length=1)
    width: float = Field(gt=0)
    height: float = Field(gt=0)
    terrain: list[Terrain] = Field(default_factory=list)
    zones: dict[str, list[Point]] = Field(default_factory=dict)
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> Table:
        ids = [t.id for t in self.terrain]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"table {self.id}: duplicate terrain ids {dupes}")
        for t in self.terrain:
            problem = _polygon_problem(t.polygon, self.width, self.height)
            if problem:
                raise ValueError(f"table {self.id}: terrain {t.id}'s polygon {problem}")
        for name, points in self.zones.items():
            problem = _polygon_problem(points, self.width, self.height)
            if problem:
                raise ValueError(f"table {self.id}: zone {name!r} {problem}")
        return self

    def piece(self, terrain_id: str) -> Terrain:
        for t in self.terrain:
            if t.id == terrain_id:
                return t
        raise KeyError(terrain_id)


class TableFile(BaseModel):
    """The file maps/data/skirmish_tables.json: every table the skirmish may be played on."""

    model_config = {"extra": "forbid"}

    tables: list[Table]

    @model_validator(mode="after")
    def _unique(self) -> TableFile:
        ids = [t.id for t in self.tables]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate table ids {dupes}")
        for t in self.tables:
            missing = [z for z in ("north", "south") if z not in t.zones]
            if missing:
                raise ValueError(f"table {t.id}: no deployment zone {missing[0]!r}")
        return self

"""The schema every board file under maps/data/ follows, validated with pydantic.

Coordinates are board units with x to the east and y to the south (screen order), north up.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, model_validator

Point = tuple[float, float]


class Node(BaseModel):
    model_config = {"extra": "forbid"}

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    kind: str                                 # land, fortress, region, stronghold, building, track_step, ...
    pos: Point                                # where the name and the figures go
    polygon: list[Point] | None = None        # outline, if the board draws areas
    attrs: dict[str, Any] = Field(default_factory=dict)   # game-specific: side, strength, nation, vp...

    @model_validator(mode="after")
    def _polygon(self) -> Node:
        if self.polygon is not None and len(self.polygon) < 3:
            raise ValueError(f"node {self.id}: a polygon needs at least 3 points")
        return self


class Edge(BaseModel):
    model_config = {"extra": "forbid"}

    a: str
    b: str
    river: bool = False          # the border is a river
    crossing: bool = False       # a marked crossing point on that river
    impassable: bool = False
    attrs: dict[str, Any] = Field(default_factory=dict)


class Feature(BaseModel):
    """Drawn but not played on: rivers, mountain chains, forests, sea, labels."""

    model_config = {"extra": "forbid"}

    kind: str                     # river, mountains, forest, sea, lake, label, road
    name: str = ""
    points: list[Point]


class BoardMap(BaseModel):
    model_config = {"extra": "forbid"}

    id: str
    title: str
    width: float
    height: float
    background: str = "#e8dcb8"
    nodes: list[Node]
    edges: list[Edge]
    features: list[Feature] = Field(default_factory=list)
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> BoardMap:
        ids = [n.id for n in self.nodes]
        dupes = {i for i in ids if ids.count(i) > 1}
        if dupes:
            raise ValueError(f"duplicate node ids: {sorted(dupes)}")
        known = set(ids)
        seen: set[frozenset[str]] = set()
        for e in self.edges:
            for end in (e.a, e.b):
                if end not in known:
                    raise ValueError(f"edge {e.a}–{e.b} names an unknown node '{end}'")
            if e.a == e.b:
                raise ValueError(f"edge {e.a}–{e.b} joins a node to itself")
            key = frozenset((e.a, e.b))
            if key in seen:
                raise ValueError(f"edge {e.a}–{e.b} is listed twice")
            seen.add(key)
            if e.crossing and not e.river:
                raise ValueError(f"edge {e.a}–{e.b} is a crossing but not a river")
        for n in self.nodes:
            for x, y in [n.pos, *(n.polygon or [])]:
                if not (0 <= x <= self.width and 0 <= y <= self.height):
                    raise ValueError(f"node {n.id} lies outside the board")
        return self

    def node(self, node_id: str) -> Node:
        for n in self.nodes:
            if n.id == node_id:
                return n
        raise KeyError(node_id)

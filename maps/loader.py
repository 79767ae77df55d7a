"""Load a board from maps/data/<id>.json and turn it into a networkx graph the engines query."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

    from .schema import BoardMap

DATA_DIR = Path(__file__).resolve().parent / "data"


#: data files under maps/data that are not region-graph boards (the skirmish tables: maps/skirmish/schema.py)
NOT_BOARDS = frozenset({"skirmish_tables"})


def available_maps() -> list[str]:
    """The region-graph boards (BoardMap files) under maps/data."""
    return sorted(p.stem for p in DATA_DIR.glob("*.json") if p.stem not in NOT_BOARDS)


@cache
def load_map(map_id: str) -> BoardMap:
    from .schema import BoardMap
    path = DATA_DIR / f"{map_id}.json"
    return BoardMap.model_validate(json.loads(path.read_text(encoding="utf-8")))


def build_graph(board: BoardMap) -> nx.Graph[str]:
    import networkx as nx  # here, not at the top: loading board data alone does not need it
    g: nx.Graph[str] = nx.Graph(id=board.id)
    for n in board.nodes:
        g.add_node(n.id, name=n.name, kind=n.kind, pos=n.pos, **n.attrs)
    for e in board.edges:
        g.add_edge(e.a, e.b, river=e.river, crossing=e.crossing, impassable=e.impassable, **e.attrs)
    return g


@cache
def load_graph(map_id: str) -> nx.Graph[str]:
    """The board's graph. Shared and cached: engines must treat it as read-only."""
    return build_graph(load_map(map_id))

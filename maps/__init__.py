"""Board data (JSON under maps/data/), its schema, and the loader that builds networkx graphs. No Qt.

The names below are loaded on first use (PEP 562), so importing `maps` costs nothing until a board is
needed: the desktop shows its window before pydantic and networkx are imported.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .loader import available_maps, build_graph, load_graph, load_map
    from .schema import BoardMap, Edge, Feature, Node

_WHERE = {"available_maps": "loader", "build_graph": "loader", "load_graph": "loader", "load_map": "loader",
          "BoardMap": "schema", "Edge": "schema", "Feature": "schema", "Node": "schema"}

__all__ = ["BoardMap", "Edge", "Feature", "Node", "available_maps", "build_graph", "load_graph", "load_map"]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'maps' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

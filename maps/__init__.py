"""Board data (JSON under maps/data/), its schema, and the loader that builds networkx graphs. No Qt."""
from .loader import available_maps, build_graph, load_graph, load_map
from .schema import BoardMap, Edge, Feature, Node

__all__ = ["available_maps", "build_graph", "load_graph", "load_map", "BoardMap", "Edge", "Feature", "Node"]

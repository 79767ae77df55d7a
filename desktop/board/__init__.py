"""The generic board: a QGraphicsScene that draws any map from maps/, and a view with zoom, pan and drag."""
from .scene import BoardScene, FigureItem, NodeItem
from .view import BoardView

__all__ = ["BoardScene", "BoardView", "FigureItem", "NodeItem"]

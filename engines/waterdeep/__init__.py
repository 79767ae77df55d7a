"""Lords of Waterdeep: importing this package registers the game "waterdeep" (cards.py holds the data)."""
from engines.core import register

from .game import WaterdeepGame
from .state import WaterdeepOptions, WaterdeepState

register(WaterdeepGame)

__all__ = ["WaterdeepGame", "WaterdeepOptions", "WaterdeepState"]

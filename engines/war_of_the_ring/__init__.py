"""War of the Ring (2nd edition): importing this package registers the game "war_of_the_ring".

components.py holds the component data, game.py the rules engine (see STATUS.md for how it works).
"""
from engines.core import register

from .game import WarOfTheRingGame

register(WarOfTheRingGame)

__all__ = ["WarOfTheRingGame"]

"""Helden Mittelerdes (Heroes of Middle-earth): importing this package registers the game "heroes"."""
from .game import HeroesGame
from .options import HeroesOptions
from .state import Board, HeroesState

__all__ = ["Board", "HeroesGame", "HeroesOptions", "HeroesState"]

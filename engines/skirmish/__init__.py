"""The skirmish table: two warbands of single figures on a table measured in centimetres (assets/rules/skirmish.md).
Importing this package registers the game "skirmish"."""
from engines.core import register

from .game import SkirmishGame, SkirmishOptions
from .state import SkirmishState

register(SkirmishGame)

__all__ = ["SkirmishGame", "SkirmishOptions", "SkirmishState"]

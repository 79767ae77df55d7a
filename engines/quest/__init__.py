"""The co-operative Lord of the Rings game with Friends & Foes: importing this package registers the game "quest"."""
from engines.core import register

from .game import QuestGame, QuestOptions
from .state import QuestState

register(QuestGame)

__all__ = ["QuestGame", "QuestOptions", "QuestState"]

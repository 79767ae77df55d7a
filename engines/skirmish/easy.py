"""The Easy computer opponent: the Normal captain's choice, but now and then (about one decision in three) a move
picked at random from the legal ones — a beginner's foe that makes mistakes a player can punish."""
from __future__ import annotations

from typing import Any

from engines.core import Action, Dice

SLIPS = 0.35


class EasyCaptain:
    name = "easy"

    def __init__(self) -> None:
        from .tactics import RuleCaptain
        self.captain = RuleCaptain()

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        dice = Dice.seeded(seed)
        if dice.happens(SLIPS):
            return dice.pick(game.legal_actions(view))
        return self.captain.choose(game, view, seat, seed)

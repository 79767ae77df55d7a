"""All chance in every game goes through here, drawn from the game state's seeded RNG.

Keeping every draw in one module makes "same seed, same actions, same game" easy to hold and
makes it obvious that each random number ends up in an explanation.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from .events import Die

T = TypeVar("T")


def new_rng(seed: int) -> random.Random:
    return random.Random(seed)


def clone_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


class Dice:
    """A thin, explicit face over a random.Random for dice, draws and shuffles."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def d(self, sides: int = 6, label: str = "") -> Die:
        return Die(self.rng.randint(1, sides), sides, label)

    def roll(self, count: int, sides: int = 6, label: str = "") -> list[Die]:
        return [self.d(sides, f"{label} {i + 1}".strip() if count > 1 else label) for i in range(count)]

    def reroll(self, die: Die, reason: str) -> Die:
        """Replace a die's face; the old face is kept in its history for the explanation."""
        history = die.rerolled_from + (die.value,)
        return Die(self.rng.randint(1, die.sides), die.sides, die.label, None, history, reason, die.note)

    def pick(self, items: Sequence[T]) -> T:
        return self.rng.choice(items)

    def shuffle(self, items: list[T]) -> list[T]:
        self.rng.shuffle(items)
        return items

    def seed_value(self) -> int:
        """A fresh seed for a derived RNG (used by the AI to re-seed a determinised state)."""
        return self.rng.getrandbits(48)

"""Dice that roll what a test scripts: the one helper every game's tests use.

`scripted_dice(5, 2, picks=["standard_15"])` is an `engines.core.Dice` over a `ScriptedRandom`:

- die faces come from the values in order (`randint`); a face outside the die's range, or a roll after the
  values have run out, fails the test with an AssertionError that says so;
- `choice` takes the next of `picks` (which must be among the items), or the first item once there are none;
- `shuffle` keeps the order.

A `ScriptedRandom` can also stand in for a match's entropy (`match.chance.entropy = ScriptedRandom([...])`):
a die is then `randint`, a pick `choice(range(n))`. Nothing else of random.Random is offered, so a draw the
test did not expect (`random()`, `getrandbits()`…) fails loudly instead of rolling something unscripted.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from engines.core import Dice


class ScriptedRandom:
    """Stands in for random.Random inside Dice: hands out the faces (and picks) a test scripted, in order."""

    def __init__(self, values: Sequence[int], picks: Sequence[Any] | None = None) -> None:
        self.values = list(values)
        self.picks = list(picks or [])

    def randint(self, a: int, b: int) -> int:
        if not self.values:
            raise AssertionError("the test scripted fewer dice than the engine rolled")
        v = self.values.pop(0)
        if not a <= v <= b:
            raise AssertionError(f"scripted face {v} is outside {a}..{b}")
        return v

    def choice(self, items: Any) -> Any:
        if self.picks:
            want = self.picks.pop(0)
            assert want in items, f"{want} is not among {items}"
            return want
        return items[0]

    def shuffle(self, items: list[Any]) -> None:
        return None


def scripted_dice(*values: int, picks: Sequence[Any] | None = None) -> Dice:
    """Dice rolling `values` in order (and picking `picks`); its `.rng` is the ScriptedRandom, to see what is left."""
    return Dice(cast(random.Random, ScriptedRandom(values, picks)))   # the part of random.Random that Dice uses


__all__ = ["ScriptedRandom", "scripted_dice"]

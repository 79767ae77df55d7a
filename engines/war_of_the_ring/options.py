"""Set-up options of War of the Ring, validated with pydantic (they cross the disk in saves)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engines.core import GameOptions

SIDES = ("free_peoples", "shadow")
SIDE_NAMES = {"free_peoples": "Free Peoples", "shadow": "Shadow"}


class WarOfTheRingOptions(GameOptions):
    """Two players, one side each. The 3- and 4-player team variants of the seed come later
    (they split each side's nations between team-mates; the engine already thinks in sides)."""

    players: int = Field(2, ge=2, le=2, description="2 players (team variants: later)")
    sides: list[Literal["free_peoples", "shadow"]] | None = Field(
        None, description="the side of each seat; default: seat 1 Free Peoples, seat 2 Shadow")
    first_guide: Literal["gandalf_the_grey", "strider"] = Field(
        "gandalf_the_grey", description="the Fellowship's guide at the start (both are level 3)")

    @model_validator(mode="after")
    def _sides(self) -> WarOfTheRingOptions:
        if self.sides is not None and sorted(self.sides) != sorted(SIDES):
            raise ValueError("'sides' must give one seat the Free Peoples and the other the Shadow")
        return self

    def seat_sides(self) -> list[str]:
        return list(self.sides) if self.sides is not None else list(SIDES)

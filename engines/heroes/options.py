"""Set-up options of Helden Mittelerdes, validated with pydantic (they cross the disk in saves)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engines.core import GameOptions
from engines.core.i18n import T

SEAT_NAMES = (T("Red"), T("Blue"), T("Yellow"), T("Green"))   # seat colours, in the player's language


class HeroesOptions(GameOptions):
    """Table options. Every default is a number quoted in assets/rules/heroes.md."""

    players: int = Field(default=2, ge=2, le=4, description=T("2 to 4 players"))
    sides: list[Literal["good", "evil"]] | None = Field(
        default=None, description=T("the side of each seat; default good, evil, good, evil"))
    fortress_goal: int = Field(default=11, ge=1, le=30,
                               description=T("fortresses held at the end of your turn to win at once"))
    max_rounds: int = Field(default=15, ge=1, le=200,
                            description=T("after this many rounds the most victory points win"))
    hand_limit: int = Field(default=5, ge=1, le=20, description=T("at most this many hero cards in hand when drawing"))
    start_heroes: int = Field(default=2, ge=0, le=6, description=T("start heroes dealt to each player"))
    land_points: int = Field(default=1, ge=0, le=10, description=T("victory points per land held"))
    fortress_points: int = Field(default=3, ge=0, le=20, description=T("victory points per fortress held"))

    @model_validator(mode="after")
    def _sides_match_players(self) -> HeroesOptions:
        if self.sides is not None and len(self.sides) != self.players:
            raise ValueError(T("'sides' names {count} seat(s) but the game has {players} players: give exactly one "
                               "side ('good' or 'evil') per seat, or leave it out.", count=len(self.sides),
                               players=self.players))
        return self

    def seat_sides(self) -> list[str]:
        if self.sides is not None:
            return list(self.sides)
        return ["good" if i % 2 == 0 else "evil" for i in range(self.players)]

"""Hero cards and mission cards of Helden Mittelerdes, as data validated with pydantic."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, model_validator

DATA = Path(__file__).resolve().parent / "data" / "heroes.json"

Ability = Literal[
    "siege_hammer",   # Belagerungshammer: conquering lands and fortresses; useless when attacked
    "sword",          # Schwert: +1 in a hero fight
    "shield",         # Schild (public notes, adopted): +1 when defending in a hero fight
    "banner",         # Banner: opens up all adjacent lands of the hero's side
    "plus_one",       # +1: opens up one adjacent land of the hero's side
    "secret_powers",  # Geheime Mächte: re-roll one die in a fight; hard to kill
    "higher_powers",  # Höhere Mächte: re-roll two dice in a fight; hard to kill
    "power_breaker",  # Mächtebrecher: can kill heroes with secret/higher powers
    "arrow",          # Pfeil: skip one opened-up own land when moving
    "healing",        # Heilung/Hoffnung: may save a dying fellow hero (1-3 lives)
    "palantir",       # Palantír: look at a player's heroes and missions instead of drawing
    "lord_of_water",  # Herr des Wassers: cross rivers at marked crossing points
]
REPEATABLE = {"siege_hammer", "sword", "shield"}
Side = Literal["good", "evil"]


class HeroCard(BaseModel):
    model_config = {"extra": "forbid"}

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    side: Literal["good", "evil", "ambiguous"]
    points: int = Field(ge=1, le=6)
    abilities: list[Ability] = Field(default_factory=list)
    start: str                      # node id of the start location on the map
    start_hero: bool = False        # dealt at the start of the game
    source: Literal["seed", "notes", "ours"] = "ours"   # where its values come from
    note: str = ""

    @model_validator(mode="after")
    def _abilities(self) -> HeroCard:
        for a in set(self.abilities) - REPEATABLE:
            if self.abilities.count(a) > 1:
                raise ValueError(f"hero {self.id}: ability {a} may appear only once")
        return self

    def count(self, ability: str) -> int:
        return sum(1 for a in self.abilities if a == ability)

    def has(self, ability: str) -> bool:
        return ability in self.abilities


class Mission(BaseModel):
    model_config = {"extra": "forbid"}

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    side: Literal["good", "evil", "any"] = "any"
    places: list[str] = Field(min_length=1)   # node ids that must be held at the end
    bonus: int = Field(ge=1, le=10)


class HeroesData(BaseModel):
    model_config = {"extra": "forbid"}

    heroes: list[HeroCard]
    missions: list[Mission]

    @model_validator(mode="after")
    def _unique(self) -> HeroesData:
        for kind, items in (("hero", self.heroes), ("mission", self.missions)):
            ids = [i.id for i in items]
            dupes = {i for i in ids if ids.count(i) > 1}
            if dupes:
                raise ValueError(f"duplicate {kind} ids: {sorted(dupes)}")
        return self


@cache
def load_cards() -> HeroesData:
    return HeroesData.model_validate(json.loads(DATA.read_text(encoding="utf-8")))


def hero_index() -> dict[str, HeroCard]:
    return {h.id: h for h in load_cards().heroes}

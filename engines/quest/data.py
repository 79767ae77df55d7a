"""The quest game's pieces and boards, read once from data/quest.json and validated with pydantic.

Everything a player reads or the rules count lives in the data: the hobbits, the event tiles, the feature
cards, the Gandalf cards, the 30 foes, the safe havens and the scenario boards with their lines and events.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

SYMBOLS = ("fighting", "friendship", "hiding", "travelling")
JOKER = "joker"
TOKENS = ("ring", "heart", "sun")
DATA = Path(__file__).with_name("data") / "quest.json"

Reward = str | None   # shield, big_shield, ring, heart, sun, die, heal, foes, doom, card:<id>


class _Model(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}


class Hobbit(_Model):
    id: str
    name: str


class HobbitCards(_Model):
    white_per_symbol: int = Field(ge=0)
    grey_per_symbol: int = Field(ge=0)
    white_jokers: int = Field(ge=0)
    grey_jokers: int = Field(ge=0)


class Tile(_Model):
    kind: Literal["activity", "sundial", "ring_dark", "eye_or_dark", "three_cards", "card_token_shield"]
    symbol: str | None = None
    count: int = Field(ge=1)


class FeatureCard(_Model):
    id: str
    name: str
    home: str
    colour: Literal["white", "grey", "yellow"]
    symbols: tuple[str, ...] = ()
    power: str | None = None

    @model_validator(mode="after")
    def _kind(self) -> FeatureCard:
        if (self.colour == "yellow") != (self.power is not None) or (self.colour == "yellow") == bool(self.symbols):
            raise ValueError(f"feature card {self.id}: a yellow card has a power and no symbols, others symbols")
        return self


class GandalfCard(_Model):
    id: str
    name: str
    set: Literal["base", "expansion"]


class Demand(_Model):
    """A price: symbols (a joker pays for any activity; 'joker' asks for a joker), any cards, life tokens,
    shields, one named card, die rolls, steps into darkness or Sauron steps."""

    who: Literal["group", "each", "one", "self"] = "self"
    symbols: dict[str, int] = Field(default_factory=dict)
    cards: int = 0
    tokens: dict[str, int] = Field(default_factory=dict)
    shields: int | Literal["all"] = 0
    card: str | None = None
    rolls: int = 0
    darkness: int = 0
    sauron: int = 0
    optional: bool = False


class Event(_Model):
    name: str
    demand: Demand | None = None
    complete: tuple[str, ...] | None = None     # lines that must be complete ("travelling:1" = its first part)
    top_card: int = 0                           # turn up the top hobbit card; discard this many of its symbol
    payer: Literal["active", "bearer"] = "active"
    each_may: dict[str, int] | None = None      # each hobbit may pay shields to draw 2 or heal 1
    effects: tuple[dict[str, Any], ...] = ()    # happen first, unconditionally
    reward: tuple[dict[str, Any], ...] = ()
    otherwise: tuple[dict[str, Any], ...] = ()
    then: tuple[dict[str, Any], ...] = ()       # happen last, whatever was paid


class Line(_Model):
    symbol: str
    name: str = ""
    spaces: tuple[Reward, ...]
    values: tuple[int, ...] | None = None       # the main line's printed values
    parts: tuple[int, ...] | None = None        # where the parts of a line end (Helm's Deep's Travelling)

    @property
    def last(self) -> int:
        return len(self.spaces) - 1


class Board(_Model):
    id: str
    name: str
    expansion: bool = False
    source: str = "notes"
    main: Line
    lines: tuple[Line, ...]
    events: tuple[Event, ...]

    @model_validator(mode="after")
    def _shape(self) -> Board:
        if len(self.events) != 6:
            raise ValueError(f"board {self.id}: a scenario board has six events")
        if self.main.values is None or len(self.main.values) != len(self.main.spaces):
            raise ValueError(f"board {self.id}: every main-line space needs its printed value")
        return self

    def line(self, key: str) -> Line:
        return self.main if key == "main" else next(li for li in self.lines if li.symbol == key)

    def line_keys(self) -> tuple[str, ...]:
        return ("main", *(li.symbol for li in self.lines))


class HavenStep(_Model):
    name: str
    kind: Literal["deal", "preparations", "event", "feature_cards", "council"]
    count: int = 0
    event: Event | None = None


class Haven(_Model):
    """A safe haven of the master board and its three stages, resolved in order."""

    id: str
    name: str
    stages: tuple[HavenStep, ...]


class Shortcut(_Model):
    from_: str = Field(alias="from")
    to: str
    elves: bool = False
    pay: tuple[str, ...] = ()


class Foe(_Model):
    id: str
    name: str
    demand: Demand
    source: str = "table"


class QuestData(_Model):
    about: str = ""
    hobbits: tuple[Hobbit, ...]
    hobbit_cards: HobbitCards
    tiles: tuple[Tile, ...]
    life_tokens: dict[str, int]
    shields: dict[str, int]
    big_shields: tuple[int, ...]
    sauron_start: dict[str, int]
    feature_cards: tuple[FeatureCard, ...]
    gandalf: tuple[GandalfCard, ...]
    foes: tuple[Foe, ...]
    havens: tuple[Haven, ...]
    boards: tuple[Board, ...]
    route: dict[str, tuple[str, ...]]
    shortcuts: tuple[Shortcut, ...]

    @model_validator(mode="after")
    def _consistent(self) -> QuestData:
        cards = {c.id for c in self.feature_cards}
        stops = {h.id for h in self.havens} | {b.id for b in self.boards}
        for b in self.boards:
            for li in (b.main, *b.lines):
                for r in li.spaces:
                    if r and r.startswith("card:") and r[5:] not in cards:
                        raise ValueError(f"board {b.id}: unknown feature card {r[5:]}")
        for route in self.route.values():
            if set(route) - stops:
                raise ValueError(f"the route names unknown stops {sorted(set(route) - stops)}")
        if sum(t.count for t in self.tiles) != 23:
            raise ValueError("there are 23 event tiles")
        if len(self.foes) != 30:
            raise ValueError("there are 30 foes")
        return self

    # -- lookups ---------------------------------------------------------------------------------
    def board(self, board_id: str) -> Board:
        return next(b for b in self.boards if b.id == board_id)

    def haven(self, haven_id: str) -> Haven | None:
        return next((h for h in self.havens if h.id == haven_id), None)

    def feature(self, card_id: str) -> FeatureCard | None:
        return _features(self).get(card_id)

    def foe(self, foe_id: str) -> Foe:
        return _foes(self)[foe_id]


_INDEX: dict[int, tuple[dict[str, FeatureCard], dict[str, Foe]]] = {}


def _features(data: QuestData) -> dict[str, FeatureCard]:
    return _index(data)[0]


def _foes(data: QuestData) -> dict[str, Foe]:
    return _index(data)[1]


def _index(data: QuestData) -> tuple[dict[str, FeatureCard], dict[str, Foe]]:
    found = _INDEX.get(id(data))
    if found is None:
        found = _INDEX[id(data)] = ({c.id: c for c in data.feature_cards}, {f.id: f for f in data.foes})
    return found


@cache
def load_data() -> QuestData:
    return QuestData.model_validate(json.loads(DATA.read_text(encoding="utf-8")))

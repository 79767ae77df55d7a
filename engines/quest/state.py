"""The state of a quest: the hobbits on the corruption line, Sauron, the current stop, the lines and the
event marker, the decks and piles, the foe line, and the question the game is waiting on.

Plain dataclasses that clone cheaply (the computer copies states thousands of times); the read-only data
(engines/quest/data.py) is shared by reference.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .data import QuestData

HIDDEN = "?"


@dataclass(slots=True)
class Hobbit:
    id: str
    seat: int
    pos: int = 0                       # on the corruption line: 0 light .. 15 dark
    hand: list[str] = field(default_factory=list)
    shields: int = 0
    tokens: dict[str, int] = field(default_factory=lambda: {"ring": 0, "heart": 0, "sun": 0})
    out: bool = False
    ability_used: bool = False         # the Friends & Foes ability card

    def clone(self) -> Hobbit:
        return Hobbit(self.id, self.seat, self.pos, list(self.hand), self.shields, dict(self.tokens), self.out,
                      self.ability_used)


@dataclass(slots=True)
class Ask:
    """The question the game waits on: its kind, the seat that answers and what it is about."""

    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> Ask:
        return Ask(self.kind, self.seat, deep_copy(self.data))


def deep_copy(value: Any) -> Any:
    """The dicts and lists of a question's data copied all the way down (the values inside are immutable)."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value


@dataclass(slots=True)
class QuestState:
    data: QuestData
    players: int
    difficulty: str
    expansion: bool
    expert: bool
    hobbits: list[Hobbit]
    sauron: int
    rng: random.Random
    route: list[str]
    stop: int = 0                      # index into route
    bearer: int = 0
    active: int = 0
    board: str | None = None           # the scenario board in play, None on the master board
    markers: dict[str, int] = field(default_factory=dict)
    event_pos: int = 0                 # events resolved on this board (0..6)
    last_value: int = 0                # the furthest main-line value reached on the latest board
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    tiles: list[str] = field(default_factory=list)
    tiles_out: list[str] = field(default_factory=list)
    tiles_known: int = 0               # how many of the top tiles the team has seen (Foresight)
    piles: dict[str, list[str]] = field(default_factory=dict)   # feature cards by home, face up
    gandalf: list[str] = field(default_factory=list)            # Gandalf cards not yet used
    foe_deck: list[str] = field(default_factory=list)
    foe_line: list[str] = field(default_factory=list)           # leftmost (newest) first
    defeated: list[str] = field(default_factory=list)
    shield_supply: int = 0
    big_shields: list[int] = field(default_factory=list)
    token_supply: dict[str, int] = field(default_factory=dict)
    # the turn
    phase: str = "setup"
    first_tile: bool = True
    played: list[str] = field(default_factory=list)             # cards played this turn
    fervour: bool = False
    free_defeat_used: bool = False
    ring_used: bool = False
    doom: bool = False                 # the Ring is on Mount Doom
    board_done: bool = False           # the main line is complete or the sixth event was resolved
    haven_step: int = 0                # the step of the safe haven being resolved
    withdrawn: str | None = None       # the foe the active hobbit stopped paying for this turn (not fought again)
    wards: list[str] = field(default_factory=list)              # event / roll / sauron / tokens / bravery
    queue: list[tuple[Any, ...]] = field(default_factory=list)
    ask: Ask | None = None
    over: bool = False
    end: str = ""                      # the kind of ending
    destroyed: bool = False
    turn: int = 0
    setup_events: list[Any] = field(default_factory=list)

    def clone(self) -> QuestState:
        c = QuestState(
            self.data, self.players, self.difficulty, self.expansion, self.expert,
            [h.clone() for h in self.hobbits], self.sauron, _clone_rng(self.rng), list(self.route), self.stop,
            self.bearer, self.active, self.board, dict(self.markers), self.event_pos, self.last_value,
            list(self.deck), list(self.discard), list(self.tiles), list(self.tiles_out), self.tiles_known,
            {k: list(v) for k, v in self.piles.items()}, list(self.gandalf), list(self.foe_deck),
            list(self.foe_line), list(self.defeated), self.shield_supply, list(self.big_shields),
            dict(self.token_supply), self.phase, self.first_tile, list(self.played), self.fervour,
            self.free_defeat_used, self.ring_used, self.doom, self.board_done, self.haven_step, self.withdrawn,
            list(self.wards),
            list(self.queue),
            self.ask.clone() if self.ask is not None else None, self.over, self.end, self.destroyed, self.turn,
            self.setup_events)
        return c

    # -- reading -------------------------------------------------------------------------------
    def hobbit(self, seat: int) -> Hobbit:
        return self.hobbits[seat]

    def living(self) -> list[int]:
        return [h.seat for h in self.hobbits if not h.out]

    def order_from(self, seat: int) -> list[int]:
        """The living hobbits clockwise, starting with `seat`."""
        n = self.players
        return [s for s in ((seat + i) % n for i in range(n)) if not self.hobbits[s].out]

    def next_living(self, seat: int) -> int:
        order = self.order_from((seat + 1) % self.players)
        return order[0] if order else seat

    @property
    def location(self) -> str:
        return self.route[self.stop]

    def team_shields(self) -> int:
        return sum(h.shields for h in self.hobbits if not h.out)


def _clone_rng(rng: random.Random) -> random.Random:
    r = random.Random()
    r.setstate(rng.getstate())
    return r

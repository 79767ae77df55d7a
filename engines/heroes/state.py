"""The state of a game of Helden Mittelerdes and the read-only board/card context it shares.

The AI clones states thousands of times, so a state holds only small dicts and lists that are
copied shallowly, while the map graph and the card index live in one shared `Board` object.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from engines.core import Event
from engines.core.i18n import T, Text

from .cards import HeroCard, HeroesData, Mission
from .options import SEAT_NAMES, HeroesOptions

HIDDEN = "?"


@dataclass(frozen=True, slots=True)
class HeroStats:
    """A hero card's numbers as plain ints and flags, read in the hot paths of the engine."""

    id: str
    name: str
    points: int
    order: int
    swords: int
    shields: int
    hammers: int
    banner: bool
    plus_one: bool
    secret: bool          # secret powers
    higher: bool          # higher powers
    breaker: bool         # power breaker
    arrow: bool
    healing: bool
    palantir: bool
    water: bool           # lord of the water
    start: str
    start_hero: bool
    side: str             # good / evil / ambiguous (the card's side; the game's side is in the state)

    @property
    def powers(self) -> bool:
        return self.secret or self.higher

    @property
    def rerolls(self) -> int:
        return 2 if self.higher else (1 if self.secret else 0)


def stats_of(card: HeroCard, order: int) -> HeroStats:
    return HeroStats(
        id=card.id, name=card.name, points=card.points, order=order,
        swords=card.count("sword"), shields=card.count("shield"), hammers=card.count("siege_hammer"),
        banner=card.has("banner"), plus_one=card.has("plus_one"), secret=card.has("secret_powers"),
        higher=card.has("higher_powers"), breaker=card.has("power_breaker"), arrow=card.has("arrow"),
        healing=card.has("healing"), palantir=card.has("palantir"), water=card.has("lord_of_water"),
        start=card.start, start_hero=card.start_hero, side=card.side)


class Board:
    """Map and cards, precomputed once and shared by every state of a game (treat as read-only)."""

    def __init__(self, graph: nx.Graph, data: HeroesData) -> None:
        self.graph = graph
        self.data = data
        self.nodes: tuple[str, ...] = tuple(sorted(graph.nodes))
        self.name: dict[str, str] = {n: str(graph.nodes[n].get("name", n)) for n in self.nodes}
        self.kind: dict[str, str] = {n: str(graph.nodes[n].get("kind", "land")) for n in self.nodes}
        self.side: dict[str, str] = {n: str(graph.nodes[n].get("side", "good")) for n in self.nodes}
        self.strength: dict[str, int] = {n: int(graph.nodes[n].get("strength", 2)) for n in self.nodes}
        self.nbrs: dict[str, tuple[str, ...]] = {n: tuple(sorted(graph.neighbors(n))) for n in self.nodes}
        # edge -> (impassable, river, crossing), both directions
        self.edge: dict[tuple[str, str], tuple[bool, bool, bool]] = {}
        for a, b, d in graph.edges(data=True):
            val = (bool(d.get("impassable")), bool(d.get("river")), bool(d.get("crossing")))
            self.edge[(a, b)] = val
            self.edge[(b, a)] = val
        self.cards: dict[str, HeroCard] = {h.id: h for h in data.heroes}
        self.hero: dict[str, HeroStats] = {h.id: stats_of(h, i) for i, h in enumerate(data.heroes)}
        self.hero_order: tuple[str, ...] = tuple(h.id for h in data.heroes)
        self.missions: dict[str, Mission] = {m.id: m for m in data.missions}
        self.mission_order: tuple[str, ...] = tuple(m.id for m in data.missions)
        self.fortresses: tuple[str, ...] = tuple(n for n in self.nodes if self.kind[n] == "fortress")
        for h in data.heroes:
            if h.start not in self.kind:
                raise ValueError(f"hero {h.id}: start location '{h.start}' is not a place on the map")

    def is_fortress(self, node: str) -> bool:
        return self.kind.get(node) == "fortress"

    def place_label(self, node: str) -> Text:
        """'Osgiliath (fortress 7)' — the kind and strength players read on the board."""
        if self.is_fortress(node):
            return T("{place} (fortress {strength})", place=self.name[node], strength=self.strength[node])
        return T("{place} (land {strength})", place=self.name[node], strength=self.strength[node])


@dataclass(frozen=True, slots=True)
class Glimpse:
    """What a seat saw through a palantír: the other player's hand and missions, and when."""

    round: int
    hand: tuple[str, ...]
    missions: tuple[str, ...]


@dataclass(slots=True)
class HeroesState:
    board: Board
    options: HeroesOptions
    sides: list[str]                       # per seat: good / evil
    hands: list[list[str]]                 # per seat: hero ids ("?" in a view for unknown cards)
    missions: list[list[str]]              # per seat: mission ids ("?" when hidden)
    owner: dict[str, int | None]           # place -> seat holding its token (opened up), or None
    hero_loc: dict[str, str]               # hero on the board -> place
    hero_owner: dict[str, int]             # hero on the board or in a hand -> seat
    hero_side: dict[str, str]              # every hero -> good / evil for this game
    decks: dict[str, list[str]]            # side -> draw pile, top card last
    dead: list[str]                        # heroes out of play for good
    mission_pool: list[str]                # missions nobody holds (hidden)
    round: int = 1
    current: int = 0
    phase: str = "draw"                    # draw / campaign
    moved: set[str] = field(default_factory=set)
    fought: set[str] = field(default_factory=set)
    raised: set[str] = field(default_factory=set)      # used banner or +1 this turn
    brought: bool = False
    public_hand: set[str] = field(default_factory=set)   # heroes known by all to be in a hand (sent back)
    knowledge: dict[int, dict[int, Glimpse]] = field(default_factory=dict)   # seat -> target -> glimpse
    out: list[bool] = field(default_factory=list)
    over: bool = False
    winners: tuple[int, ...] = ()
    end_reason: str = ""
    end_rule: str = ""
    setup_events: tuple[Event, ...] = ()   # the set-up story (rolls, shuffles, deals), shared, read-only
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    def clone(self) -> HeroesState:
        """A copy to change. The RNG is shared copy-on-write: nothing draws from `state.rng`
        directly; `HeroesGame.apply` gives the new state its own copy (`own_rng`) before it rolls,
        so copying the Mersenne Twister (the costliest part of a clone) happens only for attacks."""
        return HeroesState(
            board=self.board, options=self.options, sides=self.sides,
            hands=[list(h) for h in self.hands], missions=[list(m) for m in self.missions],
            owner=dict(self.owner), hero_loc=dict(self.hero_loc), hero_owner=dict(self.hero_owner),
            hero_side=self.hero_side, decks={k: list(v) for k, v in self.decks.items()},
            dead=list(self.dead), mission_pool=list(self.mission_pool), round=self.round,
            current=self.current, phase=self.phase, moved=set(self.moved), fought=set(self.fought),
            raised=set(self.raised), brought=self.brought, public_hand=set(self.public_hand),
            knowledge={k: dict(v) for k, v in self.knowledge.items()}, out=list(self.out),
            over=self.over, winners=self.winners, end_reason=self.end_reason, end_rule=self.end_rule,
            setup_events=self.setup_events, rng=self.rng)

    def own_rng(self) -> random.Random:
        """Give this state a private copy of the RNG (call before drawing from it) and return it."""
        twin = random.Random.__new__(random.Random)
        twin.setstate(self.rng.getstate())
        self.rng = twin
        return twin

    # -- reading helpers --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.sides)

    def seat_name(self, seat: int | None) -> str:
        return SEAT_NAMES[seat] if seat is not None and 0 <= seat < len(SEAT_NAMES) else T("nobody")

    def heroes_at(self, node: str) -> list[str]:
        """Heroes standing in a place, in card order (the order ties are broken by)."""
        order = self.board.hero
        return sorted((h for h, n in self.hero_loc.items() if n == node), key=lambda h: order[h].order)

    def occupant(self, node: str) -> int | None:
        for h, n in self.hero_loc.items():
            if n == node:
                return self.hero_owner[h]
        return None

    def heroes_of(self, seat: int) -> list[str]:
        return [h for h in self.hero_loc if self.hero_owner[h] == seat]

    def places_of(self, seat: int) -> list[str]:
        return [n for n, s in self.owner.items() if s == seat]

    def fortress_count(self, seat: int) -> int:
        b = self.board
        return sum(1 for n in b.fortresses if self.owner.get(n) == seat)

    def to_json(self) -> dict[str, Any]:
        """A plain summary for debugging and tests (not a save: saves are action lists)."""
        return {
            "round": self.round, "current": self.current, "phase": self.phase, "sides": list(self.sides),
            "hands": [list(h) for h in self.hands], "missions": [list(m) for m in self.missions],
            "owner": dict(self.owner), "hero_loc": dict(self.hero_loc),
            "hero_owner": dict(self.hero_owner), "decks": {k: list(v) for k, v in self.decks.items()},
            "dead": list(self.dead), "over": self.over, "winners": list(self.winners),
        }

"""The state of a game of War of the Ring and the read-only board it shares.

The AI clones states thousands of times, so a state holds flat dicts of small tuples (copied
shallowly) while the map graph, distances and component data live in one shared `Board`.

Army figures are kept per (region, nation) as a tuple (regulars, elites, leaders); Nazgûl per region;
characters (separated companions, Aragorn, Gandalf the White, minions) by id -> region. Units of both
sides share a region only during a siege: the side in `sieges[region]` is inside the stronghold.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any, ClassVar

import networkx as nx

from .components import (
    FREE_PEOPLES,
    SHADOW,
    load_action_dice,
    load_characters,
    load_event_cards,
    load_hunt_tiles,
    load_setup,
    nation_index,
)
from .decisions import Battle, Decision, Hunt
from .options import SIDE_NAMES, WarOfTheRingOptions

HIDDEN = "?"
NATIONS: tuple[str, ...] = FREE_PEOPLES + SHADOW
Trio = tuple[int, int, int]   # regulars, elites, leaders
ZERO: Trio = (0, 0, 0)


def other(side: str) -> str:
    return "shadow" if side == "free_peoples" else "free_peoples"


_SIDE_OF = {n: ("free_peoples" if n in FREE_PEOPLES else "shadow") for n in FREE_PEOPLES + SHADOW}


def side_of_nation(nation: str) -> str:
    return _SIDE_OF[nation]


class Board:
    """Map, distances and component data, built once and shared by every state (read-only)."""

    def __init__(self, graph: nx.Graph) -> None:
        self.graph = graph
        self.nodes: tuple[str, ...] = tuple(sorted(graph.nodes))
        a = graph.nodes
        self.name: dict[str, str] = {n: str(a[n].get("name", n)) for n in self.nodes}
        self.nation: dict[str, str | None] = {n: a[n].get("nation") for n in self.nodes}
        self.side: dict[str, str | None] = {n: a[n].get("side") for n in self.nodes}
        self.settlement: dict[str, str] = {n: str(a[n].get("settlement") or "none") for n in self.nodes}
        self.vp: dict[str, int] = {n: int(a[n].get("vp") or 0) for n in self.nodes}
        self.start_control: dict[str, str | None] = {n: a[n].get("control") for n in self.nodes}
        self.entrances: tuple[str, ...] = tuple(n for n in self.nodes if a[n].get("mordor_entrance"))
        self.nbrs: dict[str, tuple[str, ...]] = {n: tuple(sorted(graph.neighbors(n))) for n in self.nodes}
        self.settlements: tuple[str, ...] = tuple(n for n in self.nodes if self.settlement[n] != "none")
        self.strongholds: tuple[str, ...] = tuple(n for n in self.nodes if self.settlement[n] == "stronghold")
        self._dist: dict[str, dict[str, int]] = {}
        self.setup = load_setup()
        self.nations = nation_index()
        self.characters = load_characters()
        self.tiles = {t.id: t for t in load_hunt_tiles().tiles}
        self.cards = {c.id: c for c in load_event_cards().cards}
        self.dice = load_action_dice()
        self.companions = {c.id: c for c in self.characters.companions}
        self.upgrades = {u.id: u for u in self.characters.upgrades}
        self.minions = {m.id: m for m in self.characters.minions}

    def dist(self, src: str) -> dict[str, int]:
        """Shortest number of moves from `src` to every region (cached)."""
        d = self._dist.get(src)
        if d is None:
            d = dict(nx.single_source_shortest_path_length(self.graph, src))
            self._dist[src] = d
        return d

    def within(self, src: str, steps: int) -> list[str]:
        d = self.dist(src)
        return sorted(n for n, k in d.items() if k <= steps)

    def char_name(self, cid: str) -> str:
        for table in (self.companions, self.upgrades, self.minions):
            if cid in table:
                return table[cid].name
        return "Gollum" if cid == "gollum" else cid

    def char_level(self, cid: str) -> int:
        for table in (self.companions, self.upgrades, self.minions):
            if cid in table:
                lvl = table[cid].level
                return 99 if lvl is None else lvl
        return 0

    def char_leadership(self, cid: str) -> int:
        for table in (self.companions, self.upgrades, self.minions):
            if cid in table:
                return table[cid].leadership
        return 0

    def char_side(self, cid: str) -> str:
        return "shadow" if cid in self.minions else "free_peoples"

    def fewest_strongholds_path(self, src: str, dst: str, steps: int, shadow_held: set[str]) -> int:
        """Along the best path of at most `steps` moves from src to dst, how many Shadow-held
        strongholds the Ring-bearer passes (the start excluded, the destination included). The
        Free Peoples always pick the kindest path, so the engine picks it for them."""
        best: dict[tuple[str, int], int] = {(src, 0): 0}
        q = deque([(src, 0)])
        while q:
            node, k = q.popleft()
            cost = best[(node, k)]
            if k == steps:
                continue
            for nb in self.nbrs[node]:
                c = cost + (1 if nb in shadow_held else 0)
                key = (nb, k + 1)
                if c < best.get(key, 1 << 30):
                    best[key] = c
                    q.append(key)
        vals = [c for (n, _k), c in best.items() if n == dst]
        return min(vals) if vals else 0


@dataclass(slots=True)
class WotrState:
    # derived, filled by reading: not the position
    CACHES: ClassVar[tuple[str, ...]] = ("index", "strengths", "fielded")
    board: Board
    options: WarOfTheRingOptions
    sides: list[str]                                  # seat -> side
    units: dict[tuple[str, str], Trio]                # (region, nation) -> (regulars, elites, leaders)
    nazgul: dict[str, int]                            # region -> Nazgûl figures (the Witch-king is a character)
    chars: dict[str, str]                             # character on the map -> region
    reinforcements: dict[str, Trio]                   # nation -> figures waiting
    nazgul_reserve: int
    casualties: dict[str, Trio]                       # Free Peoples figures out of the game for good
    control: dict[str, str]                           # settlement region -> side holding it
    political: dict[str, int]                         # nation -> steps to "At War" (0 = at war)
    active: set[str]                                  # active nations
    sieges: dict[str, str]                            # besieged stronghold region -> side inside
    # the Fellowship
    ring_region: str
    progress: int
    hidden: bool
    corruption: int
    companions: list[str]                             # in the Fellowship (not the Ring-bearers)
    guide: str
    mordor: int | None                                # step on the Mordor track, None outside
    eliminated: list[str]
    minion_ever: bool
    # dice
    pool: dict[str, int]                              # dice each side rolls this turn
    rolled: dict[str, list[str]]                      # unused faces per side
    hunt_shadow: int                                  # Shadow dice in the hunt box
    hunt_fp: int                                      # Free Peoples dice in the hunt box
    must_hunt: bool                                   # the Free Peoples took dice back from the hunt box
    fellowship_moves: int                             # Fellowship moves this turn
    fellowship_acted: bool                            # moved or hidden this turn (the Mordor rule)
    mouth_used: bool                                  # the Mouth of Sauron's Muster-as-Army this turn
    rings: dict[str, int]                             # Elven rings each side may use
    ring_used: set[str]
    # cards and tiles
    hands: dict[str, list[str]]
    decks: dict[str, list[str]]                       # "free_peoples/character" -> draw pile, top last
    discards: dict[str, list[str]]
    table: dict[str, list[str]]                       # side -> "play on the table" cards in force
    hunt_pool: list[str]
    hunt_drawn: list[str]                             # drawn, back into the pool on entering Mordor
    card_state: dict[str, Any] = field(default_factory=dict)   # lasting card effects (cards.py); values immutable
    # turn
    turn: int = 1
    phase: str = "recover"
    active_side: str = "free_peoples"
    pending: list[Decision] = field(default_factory=list)   # decisions awaited, top last (decisions.py)
    phase_flags: tuple[str, ...] = ()                 # what the Fellowship phase has done already
    battle: Battle | None = None
    hunt: Hunt | None = None
    over: bool = False
    winner: str | None = None
    end_reason: str = ""
    end_rule: str = ""
    setup_events: tuple = ()
    index: dict[str, list[str]] | None = None         # region -> nations with figures there (derived cache)
    strengths: dict[tuple[str, str], int] | None = None   # (region, side) -> army units (derived, filled on reading)
    fielded: dict[str, list[str]] | None = None       # side -> regions where it has army units, sorted (derived)
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    # team variants (3-4 players; None in the 2-player game): seat -> role, and a flat dict of immutable
    # values: "leader:<side>", "focus:<side>" (whose hand is in hands[side]), "next:<side>" (whose turn in
    # phase 5), "hand:<role>" (the hands not in focus, as tuples), "last:<side>"/"prev:<side>" (the lone
    # player's last nations), "offer:<side>" (a card offered to a team-mate). See teams.py.
    roles: tuple[str, ...] = ()
    team: dict[str, Any] | None = None

    def clone(self) -> WotrState:
        """A copy to change; tuples inside are shared, containers copied. The RNG is copied on
        write by the game (`own_rng`) only when an action draws from it."""
        return WotrState(
            board=self.board, options=self.options, sides=self.sides, units=dict(self.units),
            nazgul=dict(self.nazgul), chars=dict(self.chars), reinforcements=dict(self.reinforcements),
            nazgul_reserve=self.nazgul_reserve, casualties=dict(self.casualties), control=dict(self.control),
            political=dict(self.political), active=set(self.active), sieges=dict(self.sieges),
            ring_region=self.ring_region, progress=self.progress, hidden=self.hidden,
            corruption=self.corruption, companions=list(self.companions), guide=self.guide,
            mordor=self.mordor, eliminated=list(self.eliminated), minion_ever=self.minion_ever,
            pool=dict(self.pool), rolled={k: list(v) for k, v in self.rolled.items()},
            hunt_shadow=self.hunt_shadow, hunt_fp=self.hunt_fp, must_hunt=self.must_hunt,
            fellowship_moves=self.fellowship_moves, fellowship_acted=self.fellowship_acted,
            mouth_used=self.mouth_used,
            rings=dict(self.rings), ring_used=set(self.ring_used),
            hands={k: list(v) for k, v in self.hands.items()}, decks={k: list(v) for k, v in self.decks.items()},
            discards={k: list(v) for k, v in self.discards.items()},
            table={k: list(v) for k, v in self.table.items()}, hunt_pool=list(self.hunt_pool),
            hunt_drawn=list(self.hunt_drawn), turn=self.turn, phase=self.phase, active_side=self.active_side,
            pending=[p.copy() for p in self.pending], phase_flags=self.phase_flags,
            battle=self.battle.copy() if self.battle is not None else None,
            hunt=self.hunt.copy() if self.hunt is not None else None,
            over=self.over, winner=self.winner, end_reason=self.end_reason, end_rule=self.end_rule,
            setup_events=self.setup_events, index=self.index, strengths=self.strengths, fielded=self.fielded,
            rng=self.rng,
            roles=self.roles, team=dict(self.team) if self.team is not None else None,
            card_state=dict(self.card_state))

    def own_rng(self) -> random.Random:
        twin = random.Random.__new__(random.Random)
        twin.setstate(self.rng.getstate())
        self.rng = twin
        return twin

    # -- seats and sides ---------------------------------------------------------------------------
    @property
    def fight(self) -> Battle:
        """The battle in progress, for code that runs only during one (`battle` is not None)."""
        assert self.battle is not None, "no battle in progress"
        return self.battle

    @property
    def hunting(self) -> Hunt:
        """The hunt in progress, for code that runs only during one (`hunt` is not None)."""
        assert self.hunt is not None, "no hunt in progress"
        return self.hunt

    def seat_of(self, side: str) -> int:
        """The seat deciding for `side` now (in a team game: the team-mate in focus)."""
        if self.team is None:
            return self.sides.index(side)
        return self.roles.index(self.team["focus:" + side])

    # -- figures -----------------------------------------------------------------------------------
    def _nations_at(self, region: str) -> list[str]:
        if self.index is None:
            idx: dict[str, list[str]] = {}
            for (r, n) in self.units:
                idx.setdefault(r, []).append(n)
            self.index = idx
        return self.index.get(region, [])

    def set_units(self, region: str, nation: str, t: Trio) -> None:
        """The one way to change army figures (keeps the derived index right)."""
        if any(t):
            self.units[(region, nation)] = t
        else:
            self.units.pop((region, nation), None)
        self.index = None
        self.strengths = None
        self.fielded = None

    def army(self, region: str, side: str) -> dict[str, Trio]:
        """nation -> (regulars, elites, leaders) of `side` in `region`."""
        return {n: self.units[(region, n)] for n in self._nations_at(region) if side_of_nation(n) == side}

    def strength(self, region: str, side: str) -> int:
        """Army units (regulars and elites) of `side` in `region`. Kept once read until the figures change: a
        copy shares what was read, and `set_units` gives the changed state a fresh cache."""
        cache = self.strengths
        if cache is None:
            cache = self.strengths = {}
        key = (region, side)
        total = cache.get(key)
        if total is None:
            total = 0
            for n in self._nations_at(region):
                if side_of_nation(n) == side:
                    t = self.units[(region, n)]
                    total += t[0] + t[1]
            cache[key] = total
        return total

    def regions_with_army(self, side: str) -> list[str]:
        """The regions where `side` has army units (regulars or elites), in name order; kept once read until the
        figures change, like `strength`."""
        cache = self.fielded
        if cache is None:
            cache = self.fielded = {}
        got = cache.get(side)
        if got is None:
            got = cache[side] = sorted(r for r in {r for (r, n) in self.units if side_of_nation(n) == side}
                                       if self.strength(r, side) > 0)
        return got

    def chars_at(self, region: str, side: str | None = None) -> list[str]:
        b = self.board
        return sorted(c for c, r in self.chars.items() if r == region and (side is None or b.char_side(c) == side))

    def leadership(self, region: str, side: str) -> int:
        b = self.board
        total = sum(b.char_leadership(c) for c in self.chars_at(region, side))
        if side == "free_peoples":
            total += sum(t[2] for t in self.army(region, side).values())
        else:
            total += self.nazgul.get(region, 0)
            if "saruman" in self.chars:   # Saruman's Uruk-hai: Isengard elites also lead
                total += self.units.get((region, "isengard"), (0, 0, 0))[1]
        return total

    def has_leader(self, region: str, side: str, moving: bool = False) -> bool:
        """A leader or character with the army (the Character die may move or attack with it).
        `moving`: a character of level 0 (Saruman) never moves, so he leads no move."""
        chars = self.chars_at(region, side)
        if chars and (not moving or any(self.board.char_level(c) > 0 for c in chars)):
            return True
        if side == "free_peoples":
            return any(t[2] for t in self.army(region, side).values())
        if "saruman" in self.chars and self.units.get((region, "isengard"), (0, 0, 0))[1]:
            return True
        return self.nazgul.get(region, 0) > 0

    def inside(self, region: str, side: str) -> bool:
        return self.sieges.get(region) == side

    def enemy_outside(self, region: str, side: str) -> bool:
        """Enemy army units stand in the open in `region` (not shut in a stronghold)."""
        foe = other(side)
        return self.strength(region, foe) > 0 and not self.inside(region, foe)

    def vp(self, side: str) -> int:
        """Victory points: the opponent's cities (1) and strongholds (2) this side holds."""
        b = self.board
        return sum(b.vp[r] for r, who in self.control.items() if who == side and b.side[r] == other(side))

    def at_war(self, nation: str) -> bool:
        return self.political[nation] == 0

    def nation_name(self, nation: str) -> str:
        return self.board.nations[nation].name

    def side_name(self, side: str) -> str:
        return SIDE_NAMES[side]

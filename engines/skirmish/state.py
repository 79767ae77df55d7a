"""The state of a skirmish: the figures on the table (where they stand in centimetres, which way they face,
cowed or not), the turn and its phase, who has priority and who acts, the fights still to resolve, the
relic, and the question the game waits on. Plain dataclasses that clone cheaply; the read-only data (the
warbands, the scenario, the table) is shared by reference.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Any

#: the phases of a turn (the seed's five, after a deployment before the first turn)
PHASES = ("deploy", "priority", "move", "shoot", "fight", "morale")


@dataclass(slots=True)
class Figure:
    id: str                 # "a1", "b7": the side's letter and a number
    side: int               # 0 or 1
    type: str               # its FigureType id
    name: str               # a personal name, or its type's name
    x: float
    y: float
    facing: float = 90.0    # degrees: 0 faces east (+x), 90 south (+y)
    cowed: bool = False
    removed: bool = False
    ran: bool = False       # ran this turn (no shooting, no charging)
    ran_last: bool = False  # ran last turn (may not run again)
    moved: bool = False     # has made its move this phase
    shot: bool = False      # has shot this turn
    spent: bool = False     # a failed charge or a failed jump: nothing more this turn
    charged: str | None = None   # the enemy it charged this turn
    was_charged: bool = False    # an enemy charged it this turn
    deployed: bool = True        # on the table (False before it is placed in the deployment)
    left: float | None = None    # the allowance left after clearing an obstacle with a 6 (it may move on)

    def at(self) -> tuple[float, float]:
        return (self.x, self.y)

    def clone(self) -> Figure:
        return replace(self)


@dataclass(slots=True)
class Ask:
    """A question the game waits on outside the normal flow of a phase: who has priority, whether a winner
    follows up."""

    kind: str
    side: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class SkirmishState:
    scenario: str
    table: str
    warbands: tuple[str, str]
    figures: list[Figure]
    rng: random.Random
    turn: int = 0
    phase: str = "deploy"
    acting: int = 0                     # the side whose decision it is in this phase
    priority: int = 0                   # the side with priority this turn
    done: list[bool] = field(default_factory=lambda: [False, False])   # each side finished this phase
    ask: Ask | None = None
    fights: list[list[str]] = field(default_factory=list)   # the fights still to resolve: the figures of each
    pairs: list[list[str]] = field(default_factory=list)    # the current fight's pairs still to roll:
    # [a, b, "+supporter of a", "-supporter of b", ...]
    relic: tuple[float, float] | None = None
    carrier: str | None = None          # the figure carrying the relic
    over: bool = False
    winner: int | None = None           # None with `over`: a draw
    reason: str = ""
    reason_rule: str = ""
    removed_order: list[str] = field(default_factory=list)  # casualties, in the order they fell
    setup_events: list[Any] = field(default_factory=list)

    def clone(self) -> SkirmishState:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        ask = Ask(self.ask.kind, self.ask.side, dict(self.ask.data)) if self.ask else None
        return SkirmishState(self.scenario, self.table, self.warbands, [f.clone() for f in self.figures], rng,
                             self.turn, self.phase, self.acting, self.priority, list(self.done), ask,
                             [list(g) for g in self.fights], [list(p) for p in self.pairs], self.relic, self.carrier,
                             self.over, self.winner, self.reason, self.reason_rule, list(self.removed_order),
                             list(self.setup_events))

    # -- reading the table ----------------------------------------------------------------------------------
    def figure(self, fid: str) -> Figure:
        for f in self.figures:
            if f.id == fid:
                return f
        raise KeyError(fid)

    def on_table(self, side: int | None = None) -> list[Figure]:
        return [f for f in self.figures if not f.removed and f.deployed and (side is None or f.side == side)]

    def enemies(self, f: Figure) -> list[Figure]:
        return [g for g in self.figures if not g.removed and g.deployed and g.side != f.side]


def gap(a: Figure, b: Figure, ra: float, rb: float) -> float:
    """The distance between two bases, edge to edge (0 in base contact)."""
    return max(0.0, math.hypot(a.x - b.x, a.y - b.y) - ra - rb)


def bearing(a: tuple[float, float], b: tuple[float, float]) -> float:
    """The direction from a to b in degrees (0 east, 90 south)."""
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def in_arc(f: Figure, point: tuple[float, float], arc: float = 90.0) -> bool:
    """Whether `point` lies inside the figure's field of view: `arc` degrees centred on its facing."""
    if (point[0], point[1]) == (f.x, f.y):
        return True
    off = (bearing(f.at(), point) - f.facing + 180.0) % 360.0 - 180.0
    return abs(off) <= arc / 2 + 1e-9

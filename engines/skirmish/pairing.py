"""Who fights whom: the fights of a turn and the pairs inside each (assets/rules/skirmish.md#fighting,
#multiple-fights, #support).

The seed: every figure in base contact with an enemy, or closer than 2 cm to one, must fight; where several
figures are in one fight, each fights one opponent and the figures left unpaired support a friend who is paired
against an enemy they touch too (+1 each, at most +2); supporters never lose. Our table rule for the pairing:
the side with priority pairs its figures first, each with the nearest enemy in reach not yet paired; then the
other side's unpaired figures pair with the nearest unpaired enemy in reach; whoever is left supports.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from .state import Figure, SkirmishState

REACH = 2.0          # cm, edge to edge: closer than this (or touching) and two enemies must fight
SUPPORT_MOST = 2


@dataclass(slots=True)
class Pair:
    a: str                        # the figure of the side with priority (or the first side)
    b: str
    support_a: list[str] = field(default_factory=list)
    support_b: list[str] = field(default_factory=list)


def edge_gap(a: Figure, b: Figure, radius: Callable[[Figure], float]) -> float:
    return max(0.0, math.hypot(a.x - b.x, a.y - b.y) - radius(a) - radius(b))


def engaged(a: Figure, b: Figure, radius: Callable[[Figure], float]) -> bool:
    return a.side != b.side and not a.removed and not b.removed and edge_gap(a, b, radius) <= REACH + 1e-9


def fights(s: SkirmishState, radius: Callable[[Figure], float]) -> list[list[str]]:
    """The fights on the table: groups of figures linked by enemies within reach, each sorted by id, the
    groups in the order of their first figure."""
    alive = s.on_table()
    seen: set[str] = set()
    groups: list[list[str]] = []
    for f in alive:
        if f.id in seen or not any(engaged(f, g, radius) for g in alive):
            continue
        group, todo = [], [f]
        seen.add(f.id)
        while todo:
            cur = todo.pop()
            group.append(cur.id)
            for g in alive:
                if g.id not in seen and engaged(cur, g, radius):
                    seen.add(g.id)
                    todo.append(g)
        groups.append(sorted(group))
    return sorted(groups, key=lambda g: g[0])


def pair_up(s: SkirmishState, group: list[str], first: int, radius: Callable[[Figure], float]) -> list[Pair]:
    """The pairs of one fight; the side `first` (the side with priority) pairs first."""
    figs = [s.figure(x) for x in group]
    paired: dict[str, Pair] = {}
    pairs: list[Pair] = []

    def nearest(f: Figure) -> Figure | None:
        options = [g for g in figs if engaged(f, g, radius) and g.id not in paired]
        return min(options, key=lambda g: (edge_gap(f, g, radius), g.id)) if options else None

    for side in (first, 1 - first):
        for f in sorted((g for g in figs if g.side == side), key=lambda g: g.id):
            if f.id in paired:
                continue
            foe = nearest(f)
            if foe is None:
                continue
            a, b = (f, foe) if side == first else (foe, f)
            pair = Pair(a.id, b.id)
            pairs.append(pair)
            paired[f.id] = paired[foe.id] = pair
    for f in sorted(figs, key=lambda g: g.id):
        if f.id in paired or f.cowed:       # (a cowed figure never supports: our table rule)
            continue
        # an unpaired figure supports the friend fighting an enemy it touches (the one with least support)
        options = []
        for pair in pairs:
            foe_id, mine = (pair.b, pair.support_a) if f.side == s.figure(pair.a).side else (pair.a, pair.support_b)
            if engaged(f, s.figure(foe_id), radius):
                options.append((len(mine), pair.a, mine))
        if options:
            _, _, mine = min(options, key=lambda t: (t[0], t[1]))
            mine.append(f.id)
    return pairs


def support_bonus(supporters: list[str]) -> int:
    return min(SUPPORT_MOST, len(supporters))

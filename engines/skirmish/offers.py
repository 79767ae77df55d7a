"""The offered actions (play.legal_actions), remembered figure by figure for the computer players.

In the move phase the offered set is every free figure's charges, walks and runs, each read from one search of
the table from where the figure stands; a figure's offers change only when something near enough to matter
moves (a base or a keep-away disc it could meet within its longest move) or when the figure itself changes. So
each figure's offers are kept under a key made of the figure and the figures within that distance, and only the
figures near the last mover are searched again. The list is the engine's own, in the engine's order
(tests/test_skirmish_ai.py checks that it is the same list); outside the move phase this is play.legal_actions.
"""
from __future__ import annotations

import math
from typing import Any

from engines.core import Action
from engines.core.i18n import T

from . import play, world
from .data import IN_FIGHT_CM
from .state import Figure, SkirmishState

_CACHE: dict[tuple[Any, ...], list[Action]] = {}
_LIMIT = 50_000
MARGIN = 2.0            # cm beyond the farthest a base or a keep-away disc could touch the mover's path


def _key(s: SkirmishState, f: Figure) -> tuple[Any, ...]:
    k = world.kind(f)
    far = max(2 * k.move, f.left or 0.0) + world.radius(f) + 2.5 + IN_FIGHT_CM + MARGIN
    near = tuple((g.id, g.x, g.y) for g in s.on_table() if g is not f and math.hypot(g.x - f.x, g.y - f.y) <= far)
    return (s.table, s.acting, f.id, f.type, f.x, f.y, f.moved, f.ran, f.ran_last, f.left, f.cowed, f.spent,
            s.carrier == f.id, near)


def _alone(s: SkirmishState, f: Figure, side: int) -> list[Action]:
    """The engine's offers for `f` alone: the side's other figures are marked as moved in a copy."""
    c = s.clone()
    for g in c.figures:
        if g.side == side and g.id != f.id:
            g.moved, g.left = True, None
    return play._moves(c, side)


def legal(game: Any, s: SkirmishState) -> list[Action]:
    """The offered actions of the side to act, as game.legal_actions gives them."""
    if s.over or s.ask is not None or s.phase != "move":
        return game.legal_actions(s)
    side = s.acting
    out: list[Action] = []
    for f in s.on_table(side):
        key = _key(s, f)
        acts = _CACHE.get(key)
        if acts is None:
            acts = _alone(s, f, side)
            if len(_CACHE) >= _LIMIT:
                _CACHE.clear()
            _CACHE[key] = acts
        out += acts
    out.append(Action.make("end_move", side, T("End the move phase")))
    return out


class CachedRandom:
    """Random play over the same offered actions (each one equally likely), read through the cache."""

    name = "random"

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        import random
        state = game.determinize(view, seat, seed)
        return random.Random(seed).choice(legal(game, state))

"""Hints (issue 18): what the computer would do in a seat's place — its best few choices at a level the player
picks, each with a reason in words — worked out on that seat's view only, so a hint never tells what the seat
may not see.

The first hint is the computer's own choice at that level (the same action a computer seat would play from that
view with that seed; a game's own search where it has one), the others the next best by the level's judgement
after one move, averaged over the dice. The reason is the game's (`Game.hint_reason`) where it says one, else
how the level rates the seat's position after the move, out of 100, against now.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engines.core.actions import Action
from engines.core.game import Game
from engines.core.i18n import T, Text
from engines.core.levels import HINT_LEVELS

from .agents import GreedyAgent, evaluator, game_agent, make_agent

__all__ = ["HINT_LEVELS", "Hint", "hints", "rating"]


@dataclass(frozen=True)
class Hint:
    action: Action
    value: float    # the level's judgement of the seat's position after the move, in [-1, 1]
    reason: Text    # why, in words a player reads


def rating(value: float) -> int:
    """A judgement in [-1, 1] as a rating out of 100 (50: even)."""
    return round((max(-1.0, min(1.0, value)) + 1.0) * 50)


def _judge(level: str) -> GreedyAgent:
    """The level's one-move judgement (Easy without its random blunders: a hint is its honest best)."""
    agent = make_agent(level)
    assert isinstance(agent, GreedyAgent)   # every level of HINT_LEVELS is the shared greedy agent
    if agent.epsilon:
        agent = GreedyAgent(samples=agent.samples, name=agent.name, eval_level=agent.eval_level, level=agent.level)
    return agent


def hints(game: Game[Any, Any], view: Any, seat: int, level: str = "normal", seed: int = 0,
          count: int = 3) -> list[Hint]:
    """Up to `count` choices for `seat` in the position `view` (what `game.view(state, seat)` gives), best first."""
    if level not in HINT_LEVELS:
        raise ValueError(f"hints are given at {', '.join(HINT_LEVELS)}, not at {level!r}")
    agent = _judge(level)
    state = game.determinize(view, seat, seed)
    actions = game.legal_actions(state)
    if not actions or game.to_move(state) != seat:
        return []
    judge = evaluator(game, agent.eval_level)
    rng = random.Random(seed)   # (as the agent's `choose` draws: the same values, the same tie drawn)
    values = [agent.action_value(game, view, seat, a, rng, judge) for a in actions]
    own = game_agent(game, agent.level)
    first = own.choose(game, view, seat, seed) if own is not None else agent.best_of(actions, values, rng)
    value_of = dict(zip(actions, values, strict=True))
    ordered = [a for _v, _i, a in sorted(zip(values, range(len(actions)), actions, strict=True),
                                         key=lambda x: (-x[0], x[1]))]
    chosen = [first] + [a for a in ordered if a != first]   # the computer's own choice first, even where a
    # game's own search (`game_agent`) prefers a move its one-move judgement ranks lower
    now = judge(state, seat)
    out = []
    for a in chosen[:count]:
        v = value_of.get(a)
        if v is None:   # a game's own search may choose a point the listing does not name (a free placement)
            v = agent.action_value(game, view, seat, a, rng, judge)
        after, _ = game.apply_trusted(state, a)   # (apply leaves `state` as it was)
        reason = game.hint_reason(state, a, after, seat, level)
        if reason is None:
            reason = T("The computer rates your position after it {after} out of 100 (now {now}).",
                       after=rating(v), now=rating(now))
        out.append(Hint(a, v, reason))
    return out

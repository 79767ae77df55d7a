"""The review of a finished game (issue 18): who was ahead and when it turned, the turning points with what the
computer would have played instead, and each seat's luck with the dice and the cards against what it could expect.

Built from a match (so from any save): the game is over, so nothing in it is secret any more. Every figure is the
computer's Normal judgement (`Game.evaluate`) of a seat's position, in [-1, 1]. The luck of a move that rolled or
drew is how much better its outcome left a seat than the average outcome of the same move from the mover's view with
the chance dealt again (`samples` times); a seat's luck is the sum over the game. Those deals are a sample: over a
game of War of the Ring (48 moves with chance) the luck of the same game came out within about ±2 points of 50 with
12 deals a move, so the review calls a seat luckier or unluckier than expected only beyond 4.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engines.core.actions import Action
from engines.core.match import Match

from .agents import make_agent


@dataclass(frozen=True)
class TurningPoint:
    number: int                # the move's number in the game (1 is the first)
    seat: int                  # who played it
    played: Action
    swing: float               # how much the move changed its player's standing (after its chance)
    luck: float                # the part of the swing the chance made (0 for a move without chance)
    instead: Action | None     # what the computer (Normal) would have played from that seat's view, if other


@dataclass(frozen=True)
class Review:
    values: list[list[float]]        # per seat: its standing at the start and after each move
    turning_points: list[TurningPoint]
    luck: list[float]                # per seat: the sum of the chance's luck over the game
    chance_moves: int                # moves that rolled or drew
    #: per seat: its own move that cost it the most standing not made by the chance (the dice's part taken out),
    #: with what the computer would have played there; None when no move of its own lost it anything by itself
    costliest: tuple[TurningPoint | None, ...] = ()

    def leader_changes(self) -> list[int]:
        """The move numbers after which another seat was ahead than before (two-seat games: the sign turned)."""
        out = []
        lead = [max(range(len(self.values)), key=lambda i: self.values[i][k]) for k in range(len(self.values[0]))]
        for k in range(1, len(lead)):
            if lead[k] != lead[k - 1]:
                out.append(k)
        return out


def review(match: Match, samples: int = 12, count: int = 5, seed: int = 0) -> Review:
    """The review of `match` up to its cursor (a finished game: `match.outcome()` is not None)."""
    if match.outcome() is None:
        raise ValueError("a game is reviewed once it is over: until then the review would show what a seat may not see")
    game = match.game
    seats = game.players(match.initial)
    rng = random.Random(seed)
    states = [match.initial] + [s.state for s in match.steps[:match.cursor]]
    values = [[game.evaluate(st, i) for st in states] for i in range(seats)]
    luck = [0.0] * seats
    moves: list[tuple[float, int, int, float]] = []   # (swing, move index, mover, luck of the mover)
    chance_moves = 0
    for k, step in enumerate(match.steps[:match.cursor]):
        before = states[k]
        mover = step.action.seat
        share = 0.0
        if step.drawn:
            chance_moves += 1
            got = move_luck(game, before, step.action, step.state, samples, rng)
            for i in range(seats):
                luck[i] += got[i]
            share = got[mover]
        swing = values[mover][k + 1] - values[mover][k]
        if k + 1 < match.cursor:   # the last move ends the game: its jump to the result is no turning point
            moves.append((swing, k, mover, share))
    moves.sort(key=lambda m: (-abs(m[0]), m[1]))
    agent = make_agent("normal")
    turning = []
    for swing, k, mover, share in moves[:count]:
        step = match.steps[k]
        before = states[k]
        instead: Action | None = agent.choose(game, game.view(before, mover), mover, rng.getrandbits(48))
        if instead == step.action:
            instead = None
        turning.append(TurningPoint(k + 1, mover, step.action, swing, share, instead))
    turning.sort(key=lambda t: t.number)
    costliest: list[TurningPoint | None] = []
    for seat in range(seats):
        own = [m for m in moves if m[2] == seat and m[0] - m[3] < -COSTLY]
        if not own:
            costliest.append(None)
            continue
        swing, k, mover, share = min(own, key=lambda m: (m[0] - m[3], m[1]))
        step = match.steps[k]
        instead = agent.choose(game, game.view(states[k], mover), mover, rng.getrandbits(48))
        costliest.append(TurningPoint(k + 1, mover, step.action, swing, share,
                                      None if instead == step.action else instead))
    return Review(values, turning, luck, chance_moves, tuple(costliest))


#: how much standing (in [-1, 1]) a move must lose by itself, the chance's part taken out, to be called costly: one
#: point of standing on the review's scale of 50 behind to 50 ahead
COSTLY = 0.02


def move_luck(game: Any, before: Any, action: Action, after: Any, samples: int, rng: random.Random) -> list[float]:
    """Each seat's luck in one move that rolled or drew: how much better its outcome (`after`) left the seat than the
    same move does on average with its chance dealt again from the mover's view. What the mover could not see is dealt
    again too, so the seat's standing in those deals before the move is taken off (it is not this move's luck)."""
    game_seats = game.players(before)
    mover = action.seat
    view = game.view(before, mover)
    then = [0.0] * game_seats
    now = [0.0] * game_seats
    for _ in range(samples):
        state = game.determinize(view, mover, rng.getrandbits(48))
        moved, _events = game.apply_trusted(state, action)
        for i in range(game_seats):
            now[i] += game.evaluate(state, i)
            then[i] += game.evaluate(moved, i)
    return [(game.evaluate(after, i) - then[i] / samples) - (game.evaluate(before, i) - now[i] / samples)
            for i in range(game_seats)]

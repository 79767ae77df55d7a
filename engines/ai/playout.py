"""Computer seats playing a match on their own: the command line's simulations and the benchmarks use it."""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from engines.core import Action, Event, Match

from .agents import make_agent


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate of `wins` out of `n` games (sound near 0% and 100%)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_out(match: Match, max_actions: int, rng: random.Random,
             timed: Callable[[str, float], None] | None = None,
             on_events: Callable[[Action, list[Event]], None] | None = None) -> None:
    """Let the computer seats play `match` until it ends or `max_actions` have been played (a human seat is
    played by the Normal level). `timed(seat, seconds)` hears how long each decision took; `on_events` hears
    each action with its events."""
    agents = {i: make_agent(s.level if not s.is_human else "normal") for i, s in enumerate(match.seats)}
    game = match.game
    for _ in range(max_actions):
        if match.outcome() is not None:
            return
        seat = match.to_move()
        if seat is None:
            return
        view = game.view(match.state, seat)
        started = time.perf_counter()
        action = agents[seat].choose(game, view, seat, rng.getrandbits(48))
        if timed is not None:
            timed(str(match.seats[seat]), time.perf_counter() - started)
        events = match.play(action)
        if on_events:
            on_events(action, events)

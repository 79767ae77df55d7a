"""Micro-benchmark of the engine's hot paths on the real board: `python -m engines.war_of_the_ring.bench`.

Positions come from seeded random games (every tenth position kept); each figure is the best of three
passes, in µs per call, plus whole random games per second. Compare before and after a change; never
time things in unit tests.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable

from .game import WarOfTheRingGame
from .options import WarOfTheRingOptions


def positions(game: WarOfTheRingGame, games: int = 6, keep_every: int = 10, length: int = 600) -> list:
    out = []
    pick = random.Random(1)
    for seed in range(games):
        s = game.setup(WarOfTheRingOptions.model_validate({}), seed)
        rng = random.Random(seed)
        for i in range(length):
            if s.over:
                break
            legal = game.legal_actions(s)
            if i % keep_every == 0:
                out.append((s, legal, pick.choice(legal)))
            s, _ = game.apply(s, game.rollout_action(s, legal, rng))
    return out


def timed(fn: Callable[[], object], n: int) -> float:
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best / n * 1e6


def main() -> None:
    game = WarOfTheRingGame()
    pos = positions(game)
    n = len(pos)
    print(f"{n} positions, mean {sum(len(p[1]) for p in pos) / n:.0f} legal actions")
    print(f"clone          {timed(lambda: [p[0].clone() for p in pos], n):9.1f} µs")
    print(f"legal_actions  {timed(lambda: [game.legal_actions(p[0]) for p in pos], n):9.1f} µs")
    print(f"apply          {timed(lambda: [game.apply(p[0], p[2]) for p in pos], n):9.1f} µs")
    print(f"view           {timed(lambda: [game.view(p[0], 1) for p in pos], n):9.1f} µs")
    print(f"evaluate       {timed(lambda: [game.evaluate(p[0], 0) for p in pos], n):9.1f} µs")
    t = time.perf_counter()
    acts = 0
    for seed in range(100, 104):
        s = game.setup(WarOfTheRingOptions.model_validate({}), seed)
        rng = random.Random(seed)
        while not s.over:
            s, _ = game.apply(s, game.rollout_action(s, game.legal_actions(s), rng))
            acts += 1
    dt = time.perf_counter() - t
    print(f"4 random games: {acts} actions in {dt:.1f} s ({acts / dt:.0f} actions/s)")


if __name__ == "__main__":
    main()

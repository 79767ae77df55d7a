"""Micro-benchmark of the engine's hot paths on the real board: `python -m engines.heroes.bench`.

The AI clones states and calls these thousands of times a move. Positions come from 30 seeded games
played with the rollout policy (every tenth position kept); each figure is the best of five passes, in
µs per call. Measure on a quiet machine; compare before and after a change, never in unit tests.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable

from engines.core import get_game

from .options import HeroesOptions


def positions(games: int = 30, keep_every: int = 10, fortress_goal: int = 9) -> list:
    game = get_game("heroes")
    out = []
    pick = random.Random(1)
    for seed in range(games):
        s = game.setup(HeroesOptions(players=2 + seed % 3, fortress_goal=fortress_goal), seed)
        rng = random.Random(seed)
        for i in range(400):
            if s.over:
                break
            legal = game.legal_actions(s)
            if i % keep_every == 0:
                out.append((s, legal, pick.choice(legal)))
            s, _ = game.apply(s, game.rollout_action(s, legal, rng))
    return out


def main() -> None:
    game = get_game("heroes")
    pos = positions()

    def per_call(fn: Callable[[], int], reps: int = 5) -> float:
        best = float("inf")
        for _ in range(reps):
            t = time.perf_counter()
            n = fn()
            best = min(best, (time.perf_counter() - t) / n)
        return best * 1e6

    def legal() -> int:
        for s, _, _ in pos:
            game.legal_actions(s)
        return len(pos)

    def apply() -> int:
        for s, _, a in pos:
            game.apply(s, a)
        return len(pos)

    def evaluate() -> int:
        for s, _, _ in pos:
            game.evaluate(s, 0)
        return len(pos)

    def rollout() -> int:
        r = random.Random(2)
        for s, acts, _ in pos:
            game.rollout_action(s, acts, r)
        return len(pos)

    def check() -> int:
        n = 0
        for s, acts, _ in pos:
            for a in acts:
                game.check(s, a)
                n += 1
        return n

    def clone() -> int:
        for s, _, _ in pos:
            s.clone()
        return len(pos)

    def view_determinize() -> int:
        for s, _, _ in pos:
            game.determinize(game.view(s, s.current), s.current, 5)
        return len(pos)

    print(f"{len(pos)} positions from 30 games on the real board (fortress goal 9, so the games stay short)")
    for name, fn in (("legal_actions", legal), ("apply", apply), ("evaluate", evaluate),
                     ("rollout_action", rollout), ("check", check), ("clone", clone),
                     ("view+determinize", view_determinize)):
        print(f"{name:18s} {per_call(fn):8.1f} µs/call")


if __name__ == "__main__":
    main()

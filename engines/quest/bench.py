"""Measures for the quest game, by simulation: `python -m engines.quest.bench balance|levels [options]`.

balance   the team's win rate and mean score per Sauron start (15/12/10), per number of hobbits and with or
          without Friends & Foes, every seat the rule-based (Normal) teammate; also the losing scores per board,
          to check that each falls inside its board's main-line range. Our table rules (Bree, Isengard, the 25
          foes, the new feature cards) were checked against these numbers.
levels    the all-computer team's win rate (with a 95% Wilson interval) and mean score for each computer level,
          and the decision time of each (median and 95th percentile).

Seeds are fixed, so a run is reproducible. Write the output into engines/quest/BALANCE.md by hand.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from engines.ai.playout import wilson
from engines.core import get_game


def agent_of(game: Any, level: str) -> Any:
    own = game.agent_for(level)
    if own is not None:
        return own
    from engines.ai import make_agent
    return make_agent(level)


def result(game: Any, state: Any) -> Any:
    outcome = game.outcome(state)
    assert outcome is not None, "a quest played out has an outcome"
    return outcome


def play(game: Any, level: str, players: int, difficulty: str, expansion: bool, seed: int,
         times: list[float] | None = None) -> Any:
    """One whole quest, every hobbit played at `level` on its own view; the final state."""
    agent = agent_of(game, level)
    s = game.setup(game.options(players=players, difficulty=difficulty, expansion=expansion), seed)
    rng = random.Random(seed)
    while game.outcome(s) is None:
        seat = game.to_move(s)
        t = time.perf_counter()
        action = agent.choose(game, game.view(s, seat), seat, rng.getrandbits(32))
        if times is not None:
            times.append(time.perf_counter() - t)
        s, _ = game.apply(s, action)
    return s


def balance(games: int, level: str) -> str:
    game = get_game("quest")
    lines = ["| Friends & Foes | hobbits | Sauron 15: win, mean score | Sauron 12 | Sauron 10 |",
             "|---|---|---|---|---|"]
    losing: dict[str, list[int]] = defaultdict(list)
    for expansion in (True, False):
        for players in (2, 3, 4, 5):
            cells = []
            for difficulty in ("easy", "normal", "hard"):
                wins, scores = 0, []
                for i in range(games):
                    s = play(game, level, players, difficulty, expansion, 10_000 + i)
                    o = result(game, s)
                    wins += bool(o.winners)
                    scores.append(o.scores[0])
                    if not o.winners and s.end not in ("attempt",):
                        losing[s.location if s.board else s.route[max(0, s.stop - 1)]].append(s.last_value)
                lo, hi = wilson(wins, games)
                cells.append(f"{wins / games:.0%} ({lo:.0%}–{hi:.0%}), {statistics.mean(scores):.1f}")
            lines.append(f"| {'on' if expansion else 'off'} | {players} | " + " | ".join(cells) + " |")
    lines += ["", "| board where the quest was lost | main-line values reached (min–max) | games |", "|---|---|---|"]
    for place, values in sorted(losing.items(), key=lambda kv: min(kv[1])):
        lines.append(f"| {place} | {min(values)}–{max(values)} | {len(values)} |")
    return "\n".join(lines)


def levels(games: int, levels_: list[str], difficulty: str, expansion: bool, players: int) -> str:
    game = get_game("quest")
    lines = [f"Sauron start {difficulty}, {players} hobbits, Friends & Foes {'on' if expansion else 'off'}, "
             f"{games} games per level, seeds 20000–{20000 + games - 1}", "",
             "| level | team win rate (95% interval) | mean score (± 95%) | decision p50 / p95 |", "|---|---|---|---|"]
    for level in levels_:
        wins = 0
        scores: list[int] = []
        times: list[float] = []
        for i in range(games):
            s = play(game, level, players, difficulty, expansion, 20_000 + i, times)
            o = result(game, s)
            wins += bool(o.winners)
            scores.append(o.scores[0])
            print(f"# {level} game {i + 1}: {s.end}, score {o.scores[0]} (so far {wins} won)", file=sys.stderr,
                  flush=True)
        lo, hi = wilson(wins, games)
        times.sort()
        half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.0
        mean = statistics.mean(scores)
        p50, p95 = times[len(times) // 2], times[int(0.95 * (len(times) - 1))]
        lines.append(f"| {level} | {wins / games:.0%} ({lo:.0%}–{hi:.0%}) | {mean:.1f} ± {half:.1f}"
                     f" | {p50 * 1000:.0f} ms / {p95 * 1000:.0f} ms |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m engines.quest.bench")
    sub = parser.add_subparsers(dest="what", required=True)
    b = sub.add_parser("balance")
    b.add_argument("--games", type=int, default=100)
    b.add_argument("--level", default="normal")
    lv = sub.add_parser("levels")
    lv.add_argument("--games", type=int, default=100)
    lv.add_argument("--levels", default="random,normal,hard")
    lv.add_argument("--difficulty", default="easy", choices=["easy", "normal", "hard"])
    lv.add_argument("--base", action="store_true", help="without Friends & Foes")
    lv.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    if args.what == "balance":
        print(balance(args.games, args.level))
    else:
        print(levels(args.games, args.levels.split(","), args.difficulty, not args.base, args.players))


if __name__ == "__main__":
    main()

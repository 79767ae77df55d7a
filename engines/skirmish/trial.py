"""Measures for the skirmish table, by simulation: `python -m engines.skirmish.trial levels|balance|report`.

levels    one computer level against another (`--a normal --b random`), the seats alternating game by game:
          the (pairing, scenario) combinations in a fixed shuffle, each played four times (A leading either
          warband, from either seat): A's wins with their 95% Wilson interval, by scenario, by A's warband and
          by seat, and the decision time of each level (median and 95th percentile).
balance   equal players (`--level normal`) for every pairing of two warbands (or `--pairs a:b,c:d`), the
          scenarios taking turns and the warbands swapping seats every three games: each warband's win rate
          against the other (draws count half), with its interval.
report    the tables again from the game records a run wrote with `--out` (runs may be split and joined).

Every game is seeded from its number, so a run is reproducible; `--start` lets a long run go on in pieces, and
`--done FILE` (balance) leaves out the games a record file already holds (a run split over sessions, or a
pairing played again after its warband changed while the others go on).
Write the tables into engines/skirmish/BALANCE.md by hand.
"""
from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from collections import defaultdict
from typing import Any

from engines.ai.playout import wilson
from engines.core import Dice

from .data import load_data
from .game import SkirmishGame

SCENARIOS = ("clash", "crossing", "heirloom")
MAX_ACTIONS = 5000


def agent_of(game: SkirmishGame, level: str) -> Any:
    own = game.agent_for(level)
    if own is not None:
        return own
    from engines.ai import make_agent
    return make_agent(level)


def play(game: SkirmishGame, scenario: str, warbands: tuple[str, str], levels: tuple[str, str], seed: int,
         times: dict[str, list[float]] | None = None) -> dict[str, Any]:
    """One whole game, each seat played at its level on its own view; the record of how it went."""
    agents = [agent_of(game, lv) for lv in levels]
    s = game.setup(game.options(scenario=scenario, warbands=list(warbands)), seed)
    rng = random.Random(seed * 7919 + 17)
    n = 0
    while game.outcome(s) is None and n < MAX_ACTIONS:
        seat = game.to_move(s)
        assert seat is not None
        t = time.perf_counter()
        action = agents[seat].choose(game, game.view(s, seat), seat, rng.getrandbits(32))
        if times is not None:
            times[levels[seat]].append(time.perf_counter() - t)
        s, _ = game.apply(s, action)
        n += 1
    o = game.outcome(s)
    winner = None if o is None or not o.winners else o.winners[0]
    return {"scenario": scenario, "warbands": list(warbands), "levels": list(levels), "seed": seed,
            "winner": winner, "turns": s.turn, "actions": n, "rule": o.rule if o else "unfinished",
            "removed": [sum(f.removed for f in s.figures if f.side == side) for side in (0, 1)]}


def pairings() -> list[tuple[str, str]]:
    return list(itertools.combinations([b.id for b in load_data().warbands], 2))


def level_schedule(a: str, b: str, games: int, start: int = 0) -> list[tuple[int, str, tuple[str, str],
                                                                            tuple[str, str]]]:
    """(seed, scenario, warbands by seat, levels by seat) for game `start`…: a fixed shuffle of every
    (pairing, scenario), each played four times — A leading either warband, from either seat — so that what a
    warband or a seat is worth cancels out within every four games."""
    combos = [(p, sc) for p in pairings() for sc in SCENARIOS]
    Dice.seeded(2026).shuffle(combos)
    out = []
    for i in range(start, start + games):
        (w1, w2), sc = combos[(i // 4) % len(combos)]
        mine, theirs = (w1, w2) if (i // 2) % 2 == 0 else (w2, w1)
        a_seat = i % 2
        bands = (mine, theirs) if a_seat == 0 else (theirs, mine)
        lv = (a, b) if a_seat == 0 else (b, a)
        out.append((10_000 + i, sc, bands, lv))
    return out


def balance_schedule(pair: tuple[str, str], games: int, start: int = 0) -> list[tuple[int, str, tuple[str, str]]]:
    """(seed, scenario, warbands by seat) for a pairing: the scenarios take turns, the seats swap every three."""
    out = []
    for i in range(start, start + games):
        sc = SCENARIOS[i % len(SCENARIOS)]
        bands = pair if (i // len(SCENARIOS)) % 2 == 0 else (pair[1], pair[0])
        out.append((20_000 + i, sc, bands))
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _rate(wins: float, n: int, draws: int = 0) -> str:
    """Wins (a draw is not a win) out of n, with the 95% Wilson interval; the draws, and the rate with draws
    counted half."""
    if n == 0:
        return "–"
    lo, hi = wilson(int(wins), n)
    half = f"; {draws} drawn, {_pct((wins + draws / 2) / n)} with draws half" if draws else ""
    return f"{int(wins)}/{n} = {_pct(wins / n)} ({_pct(lo)}–{_pct(hi)}){half}"


def _quantiles(xs: list[float]) -> tuple[float, float, float]:
    xs = sorted(xs)
    if not xs:
        return 0.0, 0.0, 0.0
    return xs[len(xs) // 2], xs[int(0.95 * (len(xs) - 1))], xs[-1]


def report_levels(records: list[dict[str, Any]], a: str) -> str:
    """A's results: wins (draws half) by scenario, by A's warband, in all."""
    rows: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in records:
        if a not in r["levels"]:
            continue
        seat = r["levels"].index(a)
        for key in ("all", f"scenario {r['scenario']}", f"as {r['warbands'][seat]}", f"seat {seat}"):
            rows[key][0] += r["winner"] == seat
            rows[key][1] += 1
            rows[key][2] += r["winner"] is None
    other = next((lv for r in records for lv in r["levels"] if lv != a), "?")
    lines = [f"| {a} against {other} | {a}'s wins (95% Wilson interval) |", "|---|---|"]
    for key in sorted(rows, key=lambda k: (k != "all", k)):
        w, n, d = rows[key]
        lines.append(f"| {key} | {_rate(w, n, d)} |")
    draws = sum(r["winner"] is None for r in records)
    lines.append(f"\n{len(records)} games, {draws} drawn; " + _times(records))
    return "\n".join(lines)


def _times(records: list[dict[str, Any]]) -> str:
    by: dict[str, list[float]] = defaultdict(list)
    for r in records:
        for lv, ts in r.get("times", {}).items():
            by[lv].extend(ts)
    parts = []
    for lv, ts in sorted(by.items()):
        p50, p95, top = _quantiles(ts)
        parts.append(f"{lv}: decision p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {top * 1000:.0f} ms "
                     f"({len(ts)} decisions)")
    return "; ".join(parts)


def report_balance(records: list[dict[str, Any]]) -> str:
    """Each pairing: the first warband's win rate (draws half) against the second."""
    data = load_data()
    by: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in records:
        w = r["warbands"]
        key = tuple(sorted(w))
        by[key][0] += r["winner"] is not None and w[r["winner"]] == key[0]
        by[key][1] += 1
        by[key][2] += r["winner"] is None
    lines = ["| warband | against | its wins (95% Wilson interval) |", "|---|---|---|"]
    for (x, y), (wins, n, draws) in sorted(by.items()):
        lines.append(f"| {data.warband(x).name} | {data.warband(y).name} | {_rate(wins, n, draws)} |")
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in records:
        for seat, w in enumerate(r["warbands"]):
            totals[w][0] += r["winner"] == seat
            totals[w][1] += 1
            totals[w][2] += r["winner"] is None
    lines += ["", "| warband | wins over all its games |", "|---|---|"]
    for w, (wins, n, draws) in sorted(totals.items()):
        lines.append(f"| {data.warband(w).name} | {_rate(wins, n, draws)} |")
    return "\n".join(lines)


def played(files: list[str]) -> set[tuple[frozenset[str], int]]:
    """(the two warbands, the seed) of every game in these record files."""
    out: set[tuple[frozenset[str], int]] = set()
    for name in files:
        with open(name, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    r = json.loads(line)
                    out.add((frozenset(r["warbands"]), int(r["seed"])))
    return out


def _emit(record: dict[str, Any], out: Any, times: dict[str, list[float]]) -> None:
    record["times"] = {lv: [round(t, 4) for t in ts] for lv, ts in times.items()}
    if out is not None:
        out.write(json.dumps(record) + "\n")
        out.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m engines.skirmish.trial")
    sub = parser.add_subparsers(dest="what", required=True)
    lv = sub.add_parser("levels")
    lv.add_argument("--a", default="normal")
    lv.add_argument("--b", default="random")
    lv.add_argument("--games", type=int, default=100)
    lv.add_argument("--start", type=int, default=0)
    lv.add_argument("--out", default=None)
    bl = sub.add_parser("balance")
    bl.add_argument("--level", default="normal")
    bl.add_argument("--games", type=int, default=100, help="games per pairing")
    bl.add_argument("--start", type=int, default=0)
    bl.add_argument("--pairs", default=None, help="a:b,c:d (default: every pairing)")
    bl.add_argument("--out", default=None)
    bl.add_argument("--done", action="append", default=[], metavar="FILE",
                    help="record files (--out) whose games are not played again: a run split over sessions")
    rp = sub.add_parser("report")
    rp.add_argument("file")
    rp.add_argument("--a", default=None, help="the level whose win rate to show (levels runs)")
    args = parser.parse_args(argv)
    game = SkirmishGame()
    if args.what == "report":
        with open(args.file, encoding="utf-8") as fh:
            kept = [json.loads(line) for line in fh if line.strip()]
        print(report_levels(kept, args.a) if args.a else report_balance(kept) + "\n\n" + _times(kept))
        return
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115 — kept open over the whole run, closed in its finally
    records: list[dict[str, Any]] = []
    try:
        if args.what == "levels":
            for seed, sc, bands, levels in level_schedule(args.a, args.b, args.games, args.start):
                times: dict[str, list[float]] = defaultdict(list)
                r = play(game, sc, bands, levels, seed, times)
                _emit(r, out, times)
                records.append(r)
                a_seat = levels.index(args.a)
                print(f"# {seed} {sc} {bands[0]}({levels[0]}) v {bands[1]}({levels[1]}): winner "
                      f"{r['winner']} ({'A' if r['winner'] == a_seat else 'draw' if r['winner'] is None else 'B'}) "
                      f"turn {r['turns']} {r['rule']} removed {r['removed']}", file=sys.stderr, flush=True)
            print(report_levels(records, args.a))
        else:
            pairs = ([tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else pairings())
            done = played(args.done)
            for pair in pairs:
                for seed, sc, bands in balance_schedule((pair[0], pair[1]), args.games, args.start):
                    if (frozenset(bands), seed) in done:
                        continue
                    times = defaultdict(list)
                    r = play(game, sc, bands, (args.level, args.level), seed, times)
                    _emit(r, out, times)
                    records.append(r)
                    print(f"# {seed} {sc} {bands[0]} v {bands[1]}: winner {r['winner']} turn {r['turns']} "
                          f"{r['rule']} removed {r['removed']}", file=sys.stderr, flush=True)
            print(report_balance(records))
    finally:
        if out is not None:
            out.close()


if __name__ == "__main__":
    main()

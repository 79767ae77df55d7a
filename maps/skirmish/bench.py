"""How fast movement answers on the skirmish tables: `python -m maps.skirmish.bench [--trials N] [--seed S]`.

For each table (busiest first: the most terrain corners), with 20 figures placed at random legal spots (mostly
infantry, some cavalry and small figures) and an infantry figure to move with a 24 cm allowance, it times:

* `Navigator.reach` (one per trial, each with a fresh placement);
* the reachable area as the desktop draws it: `Navigator.reach` then `Reach.area` (the target: a median of at
  most 20 ms for a 24 cm run on a 120 × 120 table with terrain and 20 figures);
* a drag update: `Reach.cost` then `Reach.path` for a new point within the allowance, 30 per trial;

and prints the median and 95th percentile of each in ms (processor time, so that other work on the machine
counts less), with the navigator's build time (the mover's profile is built before the trials).

`python -m engines.skirmish.bench` times the engine's side of a move phase of 12 figures.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from . import load_tables
from .navigation import Disc, Mover, Navigator

SIZES = [(1.25, 3.0)] * 14 + [(2.5, 5.0)] * 3 + [(1.0, 2.0)] * 3     # (radius, height) of the 20 figures
ALLOWANCE = 24.0
DRAGS = 30


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _place(nav: Navigator, rng: random.Random, radius: float, height: float, taken: list[Disc]) -> Disc:
    """A random spot where a base of this size may stand: on the table, off blocking terrain, off other bases."""
    t = nav.table
    while True:
        x = rng.uniform(radius, t.width - radius)
        y = rng.uniform(radius, t.height - radius)
        if not nav.profile(radius, height).clear_point(x, y):
            continue
        if any((x - d.x) ** 2 + (y - d.y) ** 2 < (d.r + radius) ** 2 for d in taken):
            continue
        return Disc(x, y, radius)


def bench(table_id: str, trials: int, seed: int) -> None:
    start = time.perf_counter()
    nav = Navigator(load_tables()[table_id])
    built = time.perf_counter() - start
    rng = random.Random(seed)
    reach_ms: list[float] = []
    area_ms: list[float] = []
    drag_ms: list[float] = []
    nav.profile(1.25, 3.0)
    for _ in range(trials):
        figures: list[Disc] = []
        for radius, height in SIZES:
            figures.append(_place(nav, rng, radius, height, figures))
        mover = _place(nav, rng, 1.25, 3.0, figures)
        t0 = time.process_time()
        reach = nav.reach(Mover(mover.x, mover.y, 1.25, 3.0, ALLOWANCE), figures)
        t1 = time.process_time()
        reach.area()
        t2 = time.process_time()
        reach_ms.append((t1 - t0) * 1000)
        area_ms.append((t2 - t0) * 1000)     # (area reads the search, it does not change it)
        for _ in range(DRAGS):
            while True:
                x = mover.x + rng.uniform(-ALLOWANCE, ALLOWANCE)
                y = mover.y + rng.uniform(-ALLOWANCE, ALLOWANCE)
                if (x - mover.x) ** 2 + (y - mover.y) ** 2 <= ALLOWANCE ** 2:
                    break
            t0 = time.process_time()
            reach.cost(x, y)
            reach.path(x, y)
            drag_ms.append((time.process_time() - t0) * 1000)
    print(f"{table_id}: navigator built in {built * 1000:.0f} ms; {trials} placements of 20 figures, "
          f"allowance {ALLOWANCE:g} cm")
    print(f"  reach:            median {statistics.median(reach_ms):6.2f} ms"
          f"   p95 {_percentile(reach_ms, 0.95):6.2f} ms")
    print(f"  reach + area:     median {statistics.median(area_ms):6.2f} ms"
          f"   p95 {_percentile(area_ms, 0.95):6.2f} ms")
    print(f"  cost+path (drag): median {statistics.median(drag_ms):6.2f} ms   p95 {_percentile(drag_ms, 0.95):6.2f} ms"
          f"   ({len(drag_ms)} points)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--trials", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--table", help="one table id (default: every table, busiest first)")
    args = parser.parse_args()
    tables = load_tables()
    ids = [args.table] if args.table else sorted(tables, key=lambda i: -sum(len(p.polygon)
                                                                           for p in tables[i].terrain))
    for table_id in ids:
        bench(table_id, args.trials, args.seed)


if __name__ == "__main__":
    main()

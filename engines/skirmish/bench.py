"""How fast the engine plays a move phase: `python -m engines.skirmish.bench [--trials N] [--seed S]`.

Moria's goblins, made up to twelve (the most a warband may field) with more goblin warriors, against the
Uruk-hai on each scenario's table, deployed and moved up by random offered actions for a turn (so the warbands are
mid-table, close enough to charge), then the goblins' move phase of the next turn played out two ways:

* by the engine alone: `legal_actions`, then one of the moves or charges offered for a figure that has not
  moved yet (at random), then `apply`, until each of the 12 has moved; the ms of `legal_actions` and of `apply`
  over the whole phase (the remembered offers forgotten first, so the phase starts cold);
* by the computer (the Normal level): its choice, then `apply`, until it ends the phase.

It prints the median and the worst of the trials in ms of processor time.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from engines.core import Action

from . import play
from .game import SkirmishGame
from .state import Figure, SkirmishState

GOBLINS = ("moria_goblins", "isengard_uruks")
SCENARIOS = ("clash", "crossing", "heirloom")
#: the most figures a warband may field (engines/skirmish/data.py): the goblins are made up to it for the bench
HORDE = 12


def _made_up(s: SkirmishState) -> SkirmishState:
    """The goblins (side 0, not yet deployed) with more goblin warriors, up to `HORDE` figures."""
    ours = [f for f in s.figures if f.side == 0]
    extra = [Figure(f"a{n}", 0, "goblin_warrior", f"Goblin warrior {n}", 0.0, 0.0, deployed=False)
             for n in range(len(ours) + 1, HORDE + 1)]
    s.figures[len(ours):len(ours)] = extra
    return s


def _to_goblin_moves(game: SkirmishGame, scenario: str, seed: int) -> SkirmishState | None:
    """A game of `scenario` at the start of the goblins' move phase in turn 2, or None if it ended before."""
    s = _made_up(game.setup(game.options(scenario=scenario, warbands=GOBLINS), seed))
    rng = random.Random(seed)
    for _ in range(2000):
        if game.outcome(s) is not None:
            return None
        if s.turn >= 2 and s.phase == "move" and s.ask is None and s.acting == 0 and \
                not any(f.moved for f in s.on_table(0)):
            return s
        actions = game.legal_actions(s)
        if s.turn >= 2 and s.phase == "move" and s.acting == 1:
            pick = next(a for a in actions if a.kind == "end_move")       # the Uruks wait this time
        elif s.phase == "move":
            moves = [a for a in actions if a.kind == "move" and not a.get("run")]
            pick = rng.choice(moves) if moves else actions[-1]
        else:
            pick = rng.choice(actions)
        s, _ = game.apply(s, pick)
    return None


def _engine_phase(game: SkirmishGame, s: SkirmishState, rng: random.Random) -> tuple[float, float, int]:
    play._OFFERS.clear()
    listing = applying = 0.0
    moved = 0
    while game.outcome(s) is None and s.phase == "move" and s.acting == 0 and s.ask is None:
        t0 = time.process_time()
        actions = game.legal_actions(s)
        t1 = time.process_time()
        listing += t1 - t0
        options = [a for a in actions if a.kind in ("move", "charge")]
        if not options:
            break
        pick: Action = rng.choice(options)
        t1 = time.process_time()
        s, _ = game.apply(s, pick)
        applying += time.process_time() - t1
        moved += 1
    return listing * 1000, applying * 1000, moved


def _computer_phase(game: SkirmishGame, s: SkirmishState, seed: int) -> tuple[float, int]:
    play._OFFERS.clear()
    agent: Any = game.agent_for("normal")
    spent = 0.0
    steps = 0
    while game.outcome(s) is None and s.phase == "move" and s.acting == 0 and s.ask is None and steps < 40:
        t0 = time.process_time()
        a = agent.choose(game, game.view(s, 0), 0, seed + steps)
        s, _ = game.apply(s, a)
        spent += time.process_time() - t0
        steps += 1
    return spent * 1000, steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--trials", type=int, default=3, help="games per scenario")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = SkirmishGame()
    for scenario in SCENARIOS:
        listing: list[float] = []
        applying: list[float] = []
        computer: list[float] = []
        figures: list[int] = []
        for trial in range(args.trials):
            start = _to_goblin_moves(game, scenario, args.seed + trial)
            if start is None:
                continue
            lst, app, moved = _engine_phase(game, start.clone(), random.Random(trial))
            listing.append(lst)
            applying.append(app)
            figures.append(moved)
            spent, _ = _computer_phase(game, start.clone(), args.seed + trial)
            computer.append(spent)
        if not listing:
            print(f"{scenario}: no game reached turn 2")
            continue
        both = [a + b for a, b in zip(listing, applying, strict=True)]
        print(f"{scenario}: {len(listing)} move phases of the goblins (figures moved: {figures})")
        print(f"  legal_actions:         median {statistics.median(listing):7.0f} ms   worst {max(listing):7.0f} ms")
        print(f"  apply:                 median {statistics.median(applying):7.0f} ms   worst {max(applying):7.0f} ms")
        print(f"  both (engine's turn):  median {statistics.median(both):7.0f} ms   worst {max(both):7.0f} ms")
        print(f"  the computer's turn:   median {statistics.median(computer):7.0f} ms   worst {max(computer):7.0f} ms")


if __name__ == "__main__":
    main()

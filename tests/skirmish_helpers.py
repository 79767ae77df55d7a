"""Shared set-up for the skirmish tests: a table with only the named figures on it, in a phase of turn 1."""
from __future__ import annotations

from engines.skirmish import flow
from engines.skirmish.state import SkirmishState

ROHAN, URUK = "westfold_riders", "isengard_uruks"


def band_ids() -> tuple[str, str]:
    from engines.skirmish.data import load_data
    ids = [w.id for w in load_data().warbands]
    return (ROHAN if ROHAN in ids else ids[0], URUK if URUK in ids else ids[1])


def battle(scenario: str = "clash", phase: str = "move", acting: int = 0, bands: tuple[str, str] | None = None,
           **places: tuple[float, float]) -> SkirmishState:
    """A skirmish in `phase` of turn 1 with only the named figures on the table, where they are placed
    (facing each other: side 0 south, side 1 north); every other figure stays off the table. The fight phase
    draws its pairs."""
    s = flow.set_up(scenario, bands or band_ids(), 1)
    for f in s.figures:
        if f.id in places:
            f.x, f.y = places[f.id]
            f.deployed = True
            f.facing = 90.0 if f.side == 0 else 270.0
    s.turn, s.phase, s.acting, s.priority, s.done = 1, phase, acting, acting, [False, False]
    if phase == "fight":
        from engines.skirmish import fighting
        fighting.draw_pairs(s)
    return s

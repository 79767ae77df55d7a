"""The computer's judgement of War of the Ring positions: `evaluate` (used by every level's search)
and `rollout_action` (the play-out policy of MCTS). Pure: no Qt, no chance of its own."""
from __future__ import annotations

from typing import Any

from engines.core.actions import Action

from .common import FP, SH
from .state import FREE_PEOPLES, NATIONS, WotrState


def evaluate(state: WotrState, seat: int, level: str | None = None) -> float:
    """A rough balance in [-1, 1] for `seat`: the Ring's way to Mount Doom against corruption, victory
    points towards 10 and 4, and the armies' strength. Tuning it is the AI's job (STATUS.md)."""
    s = state
    me = s.sides[seat]
    if s.over:
        return 1.0 if s.winner == me else -1.0
    b = s.board
    limit = b.setup.corruption_limit
    if s.mordor is None:
        gate = min(b.dist(s.ring_region).get(e, 99) for e in b.entrances)
        ring = 0.35 * (1 - min(max(gate - s.progress, 0), 12) / 12)
    else:
        ring = 0.4 + 0.1 * s.mordor
    corr = (s.corruption / limit) ** 1.5
    vp_sh = s.vp(SH) / b.setup.victory_points.shadow_needs
    vp_fp = s.vp(FP) / b.setup.victory_points.free_peoples_needs
    fp_units = sum(t[0] + 2 * t[1] for (r, n), t in s.units.items() if n in FREE_PEOPLES)
    sh_units = sum(t[0] + 2 * t[1] for (r, n), t in s.units.items() if n not in FREE_PEOPLES)
    armies = (fp_units - sh_units) / max(fp_units + sh_units, 1)
    at_war = sum(1 for n in FREE_PEOPLES if s.at_war(n)) - sum(1 for n in NATIONS
                                                               if n not in FREE_PEOPLES and s.at_war(n))
    fp_score = 0.5 * ring - 0.6 * corr - 0.6 * vp_sh + 0.6 * vp_fp + 0.15 * armies \
        + 0.02 * len(s.companions) + 0.02 * at_war - 0.05
    v = max(-0.95, min(0.95, fp_score))
    return v if me == FP else -v


def rollout_action(state: WotrState, actions: list[Action], rng: Any) -> Action:
    """Random play with a little sense: no idle dice while something else is possible, the
    Fellowship walks towards Mordor, the Shadow hunts with a die or two."""
    s = state
    by: dict[str, list[Action]] = {}
    for a in actions:
        by.setdefault(a.kind, []).append(a)
    b = s.board
    if by.get("enter_mordor"):
        return by["enter_mordor"][0]
    gate = b.dist("morannon")
    if by.get("declare") and s.progress > 1 and rng.random() < 0.5:
        return min(by["declare"], key=lambda a: (gate[a["to"]], a["to"]))
    if by.get("place_fellowship"):
        return min(by["place_fellowship"], key=lambda a: (gate[a["to"]], a["to"]))
    if by.get("allocate"):
        want = [a for a in by["allocate"] if a["dice"] in (1, 2)]
        return rng.choice(want or by["allocate"])
    if by.get("move_fellowship") and rng.random() < 0.35:
        return rng.choice(by["move_fellowship"])
    if by.get("hide_fellowship") and rng.random() < 0.7:
        return rng.choice(by["hide_fellowship"])
    useful = [a for a in actions if a.kind not in ("discard_die", "pass", "elven_ring")]
    return rng.choice(useful or actions)

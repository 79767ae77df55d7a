"""The rule-based captain (the Normal computer opponent) and the odds it judges by: the chance of a hit, a wound,
a won fight. It moves toward the scenario's objective, keeps its figures together for support, charges where
the odds favour it, shoots the target with the best odds, and keeps out of charges it would likely lose.
"""
from __future__ import annotations

import math
import random
from functools import cache
from typing import Any

from engines.core import Action, Dice

from . import flow, shooting, world
from .data import to_wound
from .state import Figure, SkirmishState

SUPPORT_CM = 6.0        # friends this close count as near enough to support


# -- odds ---------------------------------------------------------------------------------------------------------
def p_hit(need: int) -> float:
    """The chance that one die reaches `need` (a 1 always misses; 7 or more: a desperate shot, a natural 6)."""
    if need >= 7:
        return 1 / 6
    return min(5, 7 - max(2, need)) / 6


def p_wound(strength: int, defence: int) -> float:
    need = to_wound(min(10, max(1, strength)), min(10, max(1, defence)))
    return 0.0 if need is None else (7 - need) / 6


@cache
def p_fight(a: int, b: int) -> tuple[float, float]:
    """(win, lose) for a fighter whose total is a die + `a` against a die + `b`."""
    win = lose = 0
    for x in range(1, 7):
        for y in range(1, 7):
            win += x + a > y + b
            lose += x + a < y + b
    return win / 36, lose / 36


def fight_odds(s: SkirmishState, f: Figure, foe: Figure, support: int = 0) -> tuple[float, float]:
    """(the chance `f` wins and wounds `foe`, the chance `foe` wins and wounds `f`) in one bout."""
    kf, ke = world.kind(f), world.kind(foe)
    win, lose = p_fight(kf.fight + min(2, support), ke.fight)
    return win * p_wound(kf.strength, ke.defence_in_fight), lose * p_wound(ke.strength, kf.defence_in_fight)


# -- where the fight is ------------------------------------------------------------------------------------------
def goal(s: SkirmishState, f: Figure) -> tuple[float, float]:
    """Where the figure wants to go: the ford, the heirloom (or home with it), or the nearest enemy."""
    obj = world.scenario_of(s).objective
    table = world.table_of(s)
    if obj.kind == "hold":
        zone = table.zones[obj.zone]
        return (sum(p[0] for p in zone) / len(zone), sum(p[1] for p in zone) / len(zone))
    if obj.kind == "relic":
        if s.carrier == f.id:
            home_north = flow._centre(flow.zone_of(s, f.side))[1] < table.height / 2
            return (f.x, 0.0 if home_north else table.height)
        if s.carrier is not None:
            c = s.figure(s.carrier)
            return c.at()
        if s.relic is not None:
            return s.relic
    foes = s.enemies(f)
    if not foes:
        return f.at()
    near = min(foes, key=lambda g: math.hypot(g.x - f.x, g.y - f.y))
    return near.at()


def place_value(s: SkirmishState, f: Figure, x: float, y: float) -> float:
    """How good it is for `f` to stand at (x, y) at the end of its move."""
    gx, gy = goal(s, f)
    value = -0.25 * math.hypot(gx - x, gy - y)
    friends = sum(1 for g in s.on_table(f.side) if g is not f and math.hypot(g.x - x, g.y - y) <= SUPPORT_CM)
    value += 0.5 * min(3, friends)
    for e in s.enemies(f):
        if e.cowed:
            continue
        reach = world.kind(e).move + world.radius(e) + world.radius(f) + 2.0
        if math.hypot(e.x - x, e.y - y) <= reach:
            mine, theirs = fight_odds(s, f, e, min(2, friends))
            value -= 3.0 * max(0.0, theirs - mine)
    k = world.kind(f)
    if k.weapon is not None:
        weapon = shooting.weapon_of(f)
        best = 0.0
        for e in s.enemies(f):
            d = math.hypot(e.x - x, e.y - y) - world.radius(f) - world.radius(e)
            if d <= weapon.range:
                best = max(best, p_hit(k.shoot or 7) * p_wound(weapon.strength, world.kind(e).defence_against_shooting))
        value += 4.0 * best
    return value


# -- the choice ---------------------------------------------------------------------------------------------------
def judge(s: SkirmishState, a: Action) -> float:
    k = a.kind
    if k in ("end_move", "end_shoot"):
        return 0.0
    if k == "priority":
        return 1.0 if a["keep"] else 0.0
    if k == "follow":
        return 1.0 if a["yes"] else 0.0
    if k == "fight":
        return 0.5
    if k == "deploy":
        f = s.figure(a["figure"])
        zone = flow.zone_of(s, f.side)
        cx = sum(p[0] for p in zone) / len(zone)
        return -abs(float(a["x"]) - cx) * 0.05
    f = s.figure(a["figure"])
    if k == "move":
        gain = place_value(s, f, float(a["x"]), float(a["y"])) - place_value(s, f, f.x, f.y)
        return gain - (0.8 if a.get("run") else 0.0)
    if k == "charge":
        target = s.figure(a["target"])
        friends = sum(1 for g in s.on_table(f.side) if g is not f and
                      math.hypot(g.x - target.x, g.y - target.y) <= world.radius(g) + world.radius(target) + 2.0)
        mine, theirs = fight_odds(s, f, target, friends)
        worth = world.kind(target).points / 30
        # a charge also covers the ground a move would: worth more than any move unless the odds are poor
        return 6.0 + 10.0 * (mine * worth - theirs * world.kind(f).points / 30)
    if k == "shoot":
        target = s.figure(a["target"])
        shot = shooting.plan(s, f, target)
        weapon = shooting.weapon_of(f)
        hit = p_hit(shot.need)
        wound = p_wound(weapon.strength, world.kind(target).defence_against_shooting)
        if a.get("desperate"):
            wound = min(wound, 1 / 6)
        return 0.2 + 5.0 * hit * (wound * world.kind(target).points / 30 + (1 - wound) * 0.1)
    return 0.0


def policy(s: SkirmishState, actions: list[Action], rng: Any) -> Action:
    best: list[Action] = []
    top = -1e9
    for a in actions:
        v = judge(s, a)
        if v > top + 1e-9:
            best, top = [a], v
        elif abs(v - top) <= 1e-9:
            best.append(a)
    return best[0] if len(best) == 1 else Dice(rng).pick(best)


class RuleCaptain:
    """The Normal computer opponent: the rules of thumb above, on its own view."""

    name = "rules"

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        state = game.determinize(view, seat, seed)
        return policy(state, game.legal_actions(state), random.Random(seed))


__all__ = ["RuleCaptain", "fight_odds", "p_fight", "p_hit", "p_wound", "policy"]

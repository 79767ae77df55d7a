"""The move phase: moving and running, charging into a fight, jumping an obstacle, turning
(assets/rules/skirmish.md#moving, #running, #charging, #field-of-view, #failed-charge, #jumping).

Each action has a checker (Ok, or Illegal with a sentence and the rule) and a handler that carries it out on a
clone and returns the events. Distances come from the table's navigation graph (maps/skirmish): the cost of a
move is the length of a real path, difficult ground counting double.
"""
from __future__ import annotations

import math
from typing import Any

from engines.core import OK, Dice, Event, Illegal, Ok
from engines.core.i18n import Measure, T

from . import rolls, world
from .pairing import REACH, engaged
from .state import Figure, SkirmishState, bearing, in_arc


def cm(value: float) -> Measure:
    """A distance for a sentence: to a millimetre, in the player's way of writing numbers."""
    return Measure(value)


def allowance(f: Figure, run: bool = False) -> float:
    """How far the figure may move now: its Move (twice when running), or what a jump with a 6 left it."""
    if f.left is not None:
        return f.left
    return world.kind(f).move * (2 if run else 1)


# -- who may move -----------------------------------------------------------------------------------------------
def can_act(s: SkirmishState, f: Figure, what: str = "move") -> Ok | Illegal:
    if f.removed:
        return Illegal(T("{name} is no longer on the table.", name=f.name), "figures")
    if f.side != s.acting:
        return Illegal(T("{name} belongs to the other warband.", name=f.name), "turn")
    if f.cowed:
        return Illegal(T("{name} is cowed and cannot act until it rallies in the morale phase.", name=f.name),
                       "cowed")
    if f.spent:
        return Illegal(T("{name} can do nothing more this turn.", name=f.name), "failed-charge")
    if what == "move" and f.moved and f.left is None:
        return Illegal(T("{name} has already moved this turn.", name=f.name), "moving")
    return OK


def held(s: SkirmishState, f: Figure) -> Figure | None:
    """The enemy holding `f` in a fight (within 2 cm): such a figure stays to fight (our table rule)."""
    return next((g for g in s.enemies(f) if engaged(f, g, world.radius)), None)


def check_move(s: SkirmishState, f: Figure, x: float, y: float, run: bool) -> Ok | Illegal:
    ok = can_act(s, f)
    if not ok:
        return ok
    foe = held(s, f)
    if foe is not None:
        return Illegal(T("{name} is in a fight with {foe} and must stay to fight it.", name=f.name, foe=foe.name),
                       "fighting")
    if run:
        why = cannot_run(s, f)
        if why is not None:
            return why
    key, reach = _move_reach(s, f, run)
    refusal = reach.refusal(x, y)
    if refusal is None:
        cost = reach.cost(x, y) if run else None
        if cost is not None and cost <= allowance(f) + 1e-9:
            return Illegal(T("{name} can walk there ({cost} of {limit} cm): running is for going further.",
                             name=f.name, cost=cm(cost), limit=cm(allowance(f))), "running")
        _CHECKED.clear()
        _CHECKED[(*key, x, y)] = reach
        return OK
    return Illegal(refusal_text(f, refusal, allowance(f, run), run), "running" if run else "moving")


# the search of the last move found legal, kept for carrying it out: asked only about that point (its refusal
# and cost), it answers its path and cost as a new search of the same move would (a Reach's answers may depend
# on what it was asked before)
_CHECKED: dict[tuple[Any, ...], Any] = {}


def _move_reach(s: SkirmishState, f: Figure, run: bool) -> tuple[tuple[Any, ...], Any]:
    """The search for `f`'s walk or run from where it stands, and what it was made from."""
    mover, bases, keep = world.mover(f, allowance(f, run)), world.bases(s, f), world.keep_away(s, f)
    return (s.table, mover, tuple(bases), tuple(keep)), world.navigator(s.table).reach(mover, bases, keep)


def cannot_run(s: SkirmishState, f: Figure) -> Illegal | None:
    k = world.kind(f)
    if k.size == "cavalry":
        return Illegal(T("{name} is mounted: riders cannot run.", name=f.name), "running")
    if f.ran_last:
        return Illegal(T("{name} ran last turn and may not run twice in a row.", name=f.name), "running")
    if s.carrier == f.id:
        return Illegal(T("{name} carries the heirloom and cannot run with it.", name=f.name), "scenario-heirloom")
    if f.left is not None:
        return Illegal(T("{name} is finishing a move after a jump and cannot start running now.", name=f.name),
                       "jumping")
    return None


def refusal_text(f: Figure, refusal: Any, allowed: float, run: bool) -> str:
    """A navigator's refusal as a sentence: "Eomund can move 14.0 cm; this is 15.2 cm through the marsh"."""
    code = refusal.code
    if code == "too_far" and refusal.cost is not None:
        if refusal.through:
            return T("{name} can move {limit} cm; this is {cost} cm through {terrain}.", name=f.name,
                     limit=cm(allowed), cost=cm(refusal.cost), terrain=refusal.through)
        return T("{name} can move {limit} cm; this is {cost} cm.", name=f.name, limit=cm(allowed),
                 cost=cm(refusal.cost))
    if code == "too_far":
        return T("{name} cannot get there: no way is open.", name=f.name)
    if code == "off_table":
        return T("The base would hang off the table's edge.")
    if code == "impassable":
        return T("Nobody can enter {terrain}.", terrain=refusal.terrain or T("that ground"))
    if code == "overlap":
        return T("{name}'s base would stand on another figure's base.", name=f.name)
    if code == "too_close_enemy":
        return T("Only a charge may bring {name} within 2 cm of an enemy: drop it on the enemy to charge.",
                 name=f.name)
    if code == "obstacle_too_high":
        return T("{terrain} is more than twice as tall as {name}: it cannot be crossed.",
                 terrain=refusal.terrain or T("the obstacle"), name=f.name)
    return T("{name} cannot get there: other figures or the ground are in the way.", name=f.name)


def do_move(s: SkirmishState, f: Figure, x: float, y: float, run: bool) -> list[Event]:
    mover, bases, keep = world.mover(f, allowance(f, run)), world.bases(s, f), world.keep_away(s, f)
    reach = _CHECKED.pop((s.table, mover, tuple(bases), tuple(keep), x, y), None)
    if reach is None:
        reach = world.navigator(s.table).reach(mover, bases, keep)
    path = reach.path(x, y)
    cost = reach.cost(x, y) or 0.0
    if len(path) >= 2:
        f.facing = bearing(path[-2], path[-1])
    f.x, f.y = x, y
    f.moved = True
    f.left = None
    if run:
        f.ran = True
    said = (T("{name} runs {cost} cm.", name=f.name, cost=cm(cost)) if run else
            T("{name} moves {cost} cm.", name=f.name, cost=cm(cost)))
    out = [Event(said, kind="move", seat=f.side)]
    return out + world.pick_up(s, f)


# -- charging ---------------------------------------------------------------------------------------------------
def check_charge(s: SkirmishState, f: Figure, target: Figure) -> Ok | Illegal:
    ok = can_act(s, f)
    if not ok:
        return ok
    if target.removed or target.side == f.side:
        return Illegal(T("{name} can only charge an enemy on the table.", name=f.name), "charging")
    foe = held(s, f)
    if foe is not None:
        return Illegal(T("{name} is already in a fight with {foe}.", name=f.name, foe=foe.name), "fighting")
    if f.ran:
        return Illegal(T("{name} has run this turn and cannot charge.", name=f.name), "running")
    if f.left is not None:
        return Illegal(T("{name} is finishing a move after a jump and cannot charge now.", name=f.name), "jumping")
    if not world.in_sight(s, f, target):
        return Illegal(T("{name} cannot see {target} from where it stands.", name=f.name, target=target.name),
                       "field-of-view")
    return OK


def sees(f: Figure, target: Figure) -> bool:
    """Whether any part of the target's base lies inside the figure's 90° field of view."""
    d = math.hypot(target.x - f.x, target.y - f.y)
    if d <= 1e-9:
        return True
    widen = math.degrees(math.asin(min(1.0, world.radius(target) / d)))
    return in_arc(f, target.at(), 90.0 + 2 * widen)


def charge_spot(s: SkirmishState, f: Figure, target: Figure, reach: Any = None) -> tuple[float, float, float] | None:
    """Where a charge would end: the cheapest reachable place in base contact with the target, else the
    cheapest within 2 cm of it; None when neither is within the charger's Move. (x, y, cost). `reach` may be
    given when the charger's reach is already known (its Move, no keep-away)."""
    touch = world.radius(f) + world.radius(target)
    if math.hypot(target.x - f.x, target.y - f.y) - touch > allowance(f) + REACH:
        return None
    if reach is None:
        reach = world.navigator(s.table).reach(world.mover(f, allowance(f)), world.bases(s, f))
    limit = allowance(f)
    for places in charge_rings(f, target):
        best: tuple[float, float, float] | None = None
        for x, y in places:
            if not reach.stands(x, y):
                continue
            # a place farther in a straight line than the Move, or than the best so far, cannot be chosen: the
            # search grows as if it were measured, but its path is not straightened
            cost = reach.cost_below(x, y, limit if best is None else min(limit, best[2]))
            if cost is not None and cost <= limit + 1e-9 and (best is None or cost < best[2]):
                best = (x, y, cost)
        if best is not None:
            return best
    return None


def charge_rings(f: Figure, target: Figure) -> list[list[tuple[float, float]]]:
    """The places a charge may end, ring by ring round the target: in base contact, then within 1 and 2 cm;
    on each ring every 15°, the side facing the charger first (the cheapest spot is usually there)."""
    touch = world.radius(f) + world.radius(target)
    toward = bearing(target.at(), f.at())
    out = []
    for ring in (touch + 0.01, touch + REACH * 0.5, touch + REACH - 0.01):
        places = []
        for k in range(24):
            a = math.radians(toward + (k + 1) // 2 * 15 * (1 if k % 2 else -1))
            places.append((target.x + ring * math.cos(a), target.y + ring * math.sin(a)))
        out.append(places)
    return out


def do_charge(s: SkirmishState, f: Figure, target: Figure) -> list[Event]:
    spot = charge_spot(s, f, target)
    f.moved = True
    if spot is None:
        f.spent = True
        out = [Event(T("{name} charges {target} but cannot reach it: the charge fails, and {name} does nothing "
                       "more this turn.", name=f.name, target=target.name), kind="charge", seat=f.side)]
        return out + _fall_short(s, f, target)
    x, y, cost = spot
    f.x, f.y = x, y
    f.facing = bearing(f.at(), target.at())
    f.charged = target.id
    target.was_charged = True
    out = [Event(T("{name} charges {target} ({cost} cm) and is in the fight.", name=f.name, target=target.name,
                   cost=cm(cost)), kind="charge", seat=f.side)]
    return out + world.pick_up(s, f)


def _fall_short(s: SkirmishState, f: Figure, target: Figure) -> list[Event]:
    """A failed charge: the charger goes as far toward its target as its Move allows, stopping before it comes
    within 2 cm of any enemy (our table rule)."""
    reach = world.navigator(s.table).reach(world.mover(f, allowance(f)), world.bases(s, f), world.keep_away(s, f))
    now = math.hypot(target.x - f.x, target.y - f.y)
    spots = []      # points every 5° at a quarter, half, three quarters and all of its Move: nearest the target first
    for k in range(72):
        a = math.radians(k * 5)
        for frac in (1.0, 0.75, 0.5, 0.25):
            x = f.x + math.cos(a) * allowance(f) * frac
            y = f.y + math.sin(a) * allowance(f) * frac
            spots.append((math.hypot(target.x - x, target.y - y), x, y))
    spots.sort()
    limit = allowance(f)            # (a spot surely beyond the Move is passed over before it is straightened)
    best = next(((x, y, d) for d, x, y in spots
                 if d < now and reach.cost_below(x, y, limit) is not None and reach.refusal(x, y) is None), None)
    if best is None:
        return []
    f.x, f.y = best[0], best[1]
    f.facing = bearing(f.at(), target.at())
    return [Event(T("{name} stops short of {target}.", name=f.name, target=target.name), kind="move", seat=f.side)]


# -- jumping -----------------------------------------------------------------------------------------------------
def check_jump(s: SkirmishState, f: Figure, x: float, y: float) -> Ok | Illegal:
    ok = can_act(s, f)
    if not ok:
        return ok
    if held(s, f) is not None:
        return Illegal(T("{name} is in a fight and must stay to fight it.", name=f.name), "fighting")
    reach = world.navigator(s.table).reach(world.mover(f, allowance(f)), world.bases(s, f), world.keep_away(s, f))
    jump = reach.jump(x, y)
    if jump is None:
        return Illegal(T("There is no obstacle to jump there."), "jumping")
    if jump.cost_to_edge > allowance(f) + 1e-9:
        return Illegal(T("{name} can move {limit} cm; the obstacle's edge is {cost} cm away.", name=f.name,
                         limit=cm(allowance(f)), cost=cm(jump.cost_to_edge)), "jumping")
    return OK


def do_jump(s: SkirmishState, f: Figure, x: float, y: float, dice: Dice) -> list[Event]:
    reach = world.navigator(s.table).reach(world.mover(f, allowance(f)), world.bases(s, f), world.keep_away(s, f))
    jump = reach.jump(x, y)
    assert jump is not None
    left = allowance(f) - jump.cost_to_edge - jump.crossing
    f.x, f.y = jump.edge
    verdict, why = rolls.jump(dice, f.name, world.kind(f).armour, jump.terrain.name)
    out = [Event(T("{name} tries to cross {obstacle}.", name=f.name, obstacle=jump.terrain.name), kind="roll",
                 seat=f.side, roll=why)]
    if verdict == "fail":
        f.spent = True
        f.moved = True
        f.left = None
        return out
    f.x, f.y = jump.landing
    f.facing = bearing(jump.edge, jump.landing)
    if verdict == "on" and left > 0.05:
        f.left = left
        f.moved = False
        out.append(Event(T("{name} may move on {left} cm.", name=f.name, left=cm(left)), kind="move", seat=f.side))
    else:
        f.moved = True
        f.left = None
    return out + world.pick_up(s, f)


# -- turning -----------------------------------------------------------------------------------------------------
def check_turn(s: SkirmishState, f: Figure) -> Ok | Illegal:
    ok = can_act(s, f, "turn")
    return ok


def do_turn(s: SkirmishState, f: Figure, facing: float) -> list[Event]:
    f.facing = facing % 360.0
    return [Event(T("{name} turns.", name=f.name), kind="turn", seat=f.side)]

"""Every skirmish action made and worded in one place: the offered ones (play.legal_actions), a figure put down at
any point of the table (the desktop's drops) and an action read from a save (`labelled`). The check (play.check)
stays the judge of each.

A place is worded as a player sees it, never as coordinates: a move by its distance and its way (toward an enemy
or the scenario's objective when it heads for one, else forward, left, back-right… from where the figure faces);
a deployment by its distance from the table's left edge and its depth in the zone; a charge by the gap to close,
and whether it is beyond the charger's Move (such a charge fails)."""
from __future__ import annotations

import math

from engines.core import Action
from engines.core.i18n import Measure, T, Text

from . import moving, shooting, world
from .pairing import REACH
from .state import Figure, SkirmishState, bearing, gap

#: the way of a move from where the figure faces, clockwise from straight ahead (0° east, 90° south)
WAYS = (T("forward", "the way a figure moves"), T("forward-right", "the way a figure moves"),
        T("to the right", "the way a figure moves"), T("back-right", "the way a figure moves"),
        T("back", "the way a figure moves"), T("back-left", "the way a figure moves"),
        T("to the left", "the way a figure moves"), T("forward-left", "the way a figure moves"))
AIMED = 20.0            # degrees: a move heading this close to an enemy or the objective is worded toward it


def _zone(s: SkirmishState, side: int) -> list[tuple[float, float]]:
    scenario = world.scenario_of(s)
    name = scenario.deployment.first if side == 0 else scenario.deployment.second
    return [(float(p[0]), float(p[1])) for p in world.table_of(s).zones[name]]


def _objective(s: SkirmishState) -> tuple[tuple[float, float], Text] | None:
    """The scenario's objective as a landmark: the ford's middle, or the heirloom where it lies."""
    obj = world.scenario_of(s).objective
    if obj.kind == "hold":
        poly = world.table_of(s).zones[obj.zone]
        return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)), T("toward the ford")
    if obj.kind == "relic" and s.relic is not None and s.carrier is None:
        return s.relic, T("toward the heirloom")
    return None


def _off(a: float, b: float) -> float:
    return abs((a - b + 180.0) % 360.0 - 180.0)


def where_to(s: SkirmishState, f: Figure, x: float, y: float) -> tuple[Measure, Text | str, bool]:
    """How far a move to (x, y) goes in a straight line, and its way: an enemy's name when it heads for one
    (third item True), else the objective's words or the way from the figure's facing."""
    d = math.hypot(x - f.x, y - f.y)
    if d < 1e-6:
        return moving.cm(0.0), WAYS[0], False
    heading = bearing(f.at(), (x, y))
    best: tuple[float, Text | str, bool] | None = None
    for g in s.enemies(f):
        off = _off(bearing(f.at(), g.at()), heading)
        if off <= AIMED and math.hypot(g.x - f.x, g.y - f.y) > d * 0.5 and (best is None or off < best[0]):
            best = (off, g.name, True)
    objective = _objective(s)
    if objective is not None:
        off = _off(bearing(f.at(), objective[0]), heading)
        if off <= AIMED and (best is None or off < best[0]):
            best = (off, objective[1], False)
    if best is not None:
        return moving.cm(d), best[1], best[2]
    rel = (heading - f.facing) % 360.0
    return moving.cm(d), WAYS[round(rel / 45.0) % 8], False


def deploy(s: SkirmishState, side: int, fid: str, x: float, y: float) -> Action:
    f = s.figure(fid)
    zone = _zone(s, side)
    ys = [p[1] for p in zone]
    depth = (y - min(ys)) / max(1e-9, max(ys) - min(ys))
    if sum(ys) / len(ys) > world.table_of(s).height / 2:
        depth = 1.0 - depth             # the front of a zone is the side toward the enemy
    d = moving.cm(max(0.0, x))
    label = (T("Place {name} {d} cm from the left edge, at the front of the zone", name=f.name, d=d) if depth > 0.6
             else T("Place {name} {d} cm from the left edge, at the back of the zone", name=f.name, d=d)
             if depth < 0.4 else
             T("Place {name} {d} cm from the left edge, in the middle of the zone", name=f.name, d=d))
    return Action.make("deploy", side, label, figure=fid, x=x, y=y)


def move(s: SkirmishState, side: int, fid: str, x: float, y: float, run: bool) -> Action:
    f = s.figure(fid)
    d, way, foe = where_to(s, f, x, y)
    if foe:
        label = (T("{name} runs {d} cm toward {target}", name=f.name, d=d, target=way) if run else
                 T("{name} walks {d} cm toward {target}", name=f.name, d=d, target=way))
    else:
        label = (T("{name} runs {d} cm {way}", name=f.name, d=d, way=way) if run else
                 T("{name} walks {d} cm {way}", name=f.name, d=d, way=way))
    return Action.make("move", side, label, figure=fid, x=x, y=y, run=run)


def jump(s: SkirmishState, side: int, fid: str, x: float, y: float) -> Action:
    f = s.figure(fid)
    d, way, foe = where_to(s, f, x, y)
    label = (T("{name} jumps, {d} cm toward {target}", name=f.name, d=d, target=way) if foe else
             T("{name} jumps, {d} cm {way}", name=f.name, d=d, way=way))
    return Action.make("jump", side, label, figure=fid, x=x, y=y)


def in_reach(s: SkirmishState, f: Figure, g: Figure) -> bool:
    """Whether a charge at `g` may reach it: the gap between the bases is within the charger's Move (the way
    round what stands between may still be longer: the charge then fails)."""
    return gap(f, g, world.radius(f), world.radius(g)) <= moving.allowance(f) + REACH


FAILS = "{name} charges {target}: {d} cm away, beyond its Move (the charge fails)"


def charge(s: SkirmishState, side: int, fid: str, target: str) -> Action:
    f, g = s.figure(fid), s.figure(target)
    d = moving.cm(gap(f, g, world.radius(f), world.radius(g)))
    label = (T("{name} charges {target} ({d} cm away)", name=f.name, target=g.name, d=d) if in_reach(s, f, g) else
             T("{name} charges {target}: {d} cm away, beyond its Move (the charge fails)", name=f.name,
               target=g.name, d=d))
    return Action.make("charge", side, label, figure=fid, target=target)


def charge_fails(a: Action) -> bool:
    """Whether a charge's label says the enemy is beyond the charger's Move (for the panel's grouping)."""
    return a.kind == "charge" and getattr(a.label, "template", None) == FAILS


def shoot(s: SkirmishState, side: int, fid: str, target: str, desperate: bool | None = None) -> Action:
    """A shot; `desperate` None: a desperate shot exactly when nothing less can hit."""
    f, g = s.figure(fid), s.figure(target)
    if desperate is None:
        desperate = shooting.plan(s, f, g).desperate_only
    label = (T("{name} risks a desperate shot at {target}", name=f.name, target=g.name) if desperate
             else T("{name} shoots at {target}", name=f.name, target=g.name))
    return Action.make("shoot", side, label, figure=fid, target=target, desperate=desperate)


def turn(s: SkirmishState, side: int, fid: str, facing: float) -> Action:
    return Action.make("turn", side, T("{name} turns", name=s.figure(fid).name), figure=fid, facing=facing)


def fight(s: SkirmishState, side: int, pair: tuple[str, ...] | list[str]) -> Action:
    return Action.make("fight", side, T("{a} fights {b}", a=s.figure(pair[0]).name, b=s.figure(pair[1]).name),
                       figure=pair[0])


def priority(side: int, keep: bool) -> Action:
    return Action.make("priority", side, T("Keep priority: act first this turn") if keep
                       else T("Hand priority to the enemy"), keep=keep)


def follow(s: SkirmishState, side: int, yes: bool) -> Action:
    assert s.ask is not None
    w = s.figure(s.ask.data["winner"])
    return Action.make("follow", side, T("{name} follows up 4 cm", name=w.name) if yes
                       else T("{name} tries to hold its ground (a Courage test)", name=w.name), yes=yes)


def end(side: int, kind: str) -> Action:
    return Action.make(kind, side, T("End moving") if kind == "end_move" else T("End shooting"))   # (a button: short)


def labelled(s: SkirmishState, a: Action) -> Action:
    """Any action of the game (read from a save) with the label the game gives it (its details as they are)."""
    try:
        label = _made(s, a).label
    except (KeyError, TypeError, ValueError, AssertionError):
        label = a.label         # a detail missing or wrong: the check says what
    return Action(a.kind, a.seat, a.params, label)


def _made(s: SkirmishState, a: Action) -> Action:
    side, k = a.seat, a.kind
    if k == "deploy":
        return deploy(s, side, a["figure"], a["x"], a["y"])
    if k in ("move", "jump"):
        return (move(s, side, a["figure"], a["x"], a["y"], bool(a.get("run", False))) if k == "move"
                else jump(s, side, a["figure"], a["x"], a["y"]))
    if k == "charge":
        return charge(s, side, a["figure"], a["target"])
    if k == "turn":
        return turn(s, side, a["figure"], a["facing"])
    if k == "shoot":
        return shoot(s, side, a["figure"], a["target"], bool(a.get("desperate", False)))
    if k == "fight":
        return fight(s, side, next(p for p in s.pairs if a["figure"] in p[:2]))
    if k in ("end_move", "end_shoot"):
        return end(side, k)
    if k == "priority":
        return priority(side, bool(a.get("keep")))
    if k == "follow" and s.ask is not None and s.ask.kind == "follow":
        return follow(s, side, bool(a.get("yes")))
    return a

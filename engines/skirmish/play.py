"""Checking and carrying out a skirmish action, and the finite set of actions offered to the computer and the
actions panel (a drop on the table is checked at its exact point; the offered set samples the table).

Action kinds:
    deploy(figure, x, y, facing)           the deployment, one figure at a time, the sides taking turns
    priority(keep)                         the side that rolled higher keeps priority or hands it over
    move(figure, x, y, run), charge(figure, target), jump(figure, x, y), turn(figure, facing), end_move
    shoot(figure, target, desperate), end_shoot
    fight(figure)                          the side with priority picks the next pair to fight (by either figure)
    follow(yes)                            the winner of a bout follows up, or tries to hold (a Courage test)
"""
from __future__ import annotations

import math
import threading
from collections import OrderedDict
from typing import Any

from engines.core import OK, Action, Dice, Event, Illegal, Ok
from engines.core.i18n import T

from . import drops, fighting, flow, moving, shooting, world
from .state import Figure, SkirmishState

ACTION_KINDS = frozenset({"deploy", "priority", "move", "charge", "jump", "turn", "end_move", "shoot",
                          "end_shoot", "fight", "follow"})

DIRECTIONS = 8          # the offered walks and runs: the farthest places in so many sectors round the figure
STEPS = 4               # and short steps (half a Move) in so many


def _r(v: float) -> float:
    return round(v, 2)


# -- the offered actions --------------------------------------------------------------------------------------------
def legal_actions(s: SkirmishState) -> list[Action]:
    if s.over:
        return []
    side = s.ask.side if s.ask is not None else s.acting
    if s.ask is not None and s.ask.kind == "priority":
        return [drops.priority(side, True), drops.priority(side, False)]
    if s.ask is not None and s.ask.kind == "follow":
        return [drops.follow(s, side, True), drops.follow(s, side, False)]
    if s.phase == "deploy":
        return _deployments(s, side)
    if s.phase == "move":
        moves = list(dict.fromkeys(_moves(s, side)))    # (a short step and a walk may end at the same point)
        return [*moves, drops.end(side, "end_move")]
    if s.phase == "shoot":
        return [*_shots(s, side), drops.end(side, "end_shoot")]
    if s.phase == "fight":
        return [drops.fight(s, side, p) for p in s.pairs]
    return []


def _deployments(s: SkirmishState, side: int) -> list[Action]:
    """The next figure of the side to place, at a few places across its zone (a drop may choose any)."""
    f = flow.next_to_place(s, side)
    if f is None:
        return []
    zone = flow.zone_of(s, side)
    xs, ys = [p[0] for p in zone], [p[1] for p in zone]
    out: list[Action] = []
    for row in (0.5, 0.3, 0.7):
        y = _r(min(ys) + (max(ys) - min(ys)) * row)
        for k in range(9):
            x = _r(min(xs) + (max(xs) - min(xs)) * (k + 1) / 10)
            if _check_deploy(s, f, x, y):
                out.append(drops.deploy(s, side, f.id, x, y))
        if len(out) >= 6:
            break
    return out


# what one figure's search offers (its ends), by everything that decides it: the table, the figure, and the bases
# near enough to matter (Navigator.horizon); the oldest are forgotten
Ends = tuple[tuple[float, float], ...]
_OFFERS: OrderedDict[tuple[Any, ...], tuple[Ends, ...]] = OrderedDict()
OFFERS_KEPT = 512
_OFFERS_LOCK = threading.Lock()         # the computer thinks in a worker thread


def _ends_of(s: SkirmishState, f: Figure, ends: list[tuple[float, int]]) -> tuple[Ends, ...]:
    """The figure's offered ends of a walk for each (limit, directions) of `ends`, from one search of the table
    for its walk, remembered while nothing near changes."""
    nav = world.navigator(s.table)
    mover = world.mover(f, moving.allowance(f))
    near = tuple(sorted((g.x, g.y, world.radius(g), g.side != f.side) for g in s.on_table() if g is not f and
                        math.hypot(g.x - f.x, g.y - f.y) <= nav.horizon(mover, world.radius(g))))
    key = (s.table, mover, tuple(ends), near)
    with _OFFERS_LOCK:
        got = _OFFERS.get(key)
        if got is not None:
            _OFFERS.move_to_end(key)
            return got
    reach = nav.reach(mover, world.bases(s, f), world.keep_away(s, f))
    found = tuple(tuple(reach.ends(directions, margin=0.1, limit=limit)) for limit, directions in ends)
    with _OFFERS_LOCK:
        _OFFERS[key] = found
        if len(_OFFERS) > OFFERS_KEPT:
            _OFFERS.popitem(last=False)
    return found


def _moves(s: SkirmishState, side: int) -> list[Action]:
    """For each figure free to move: the charges it can make, walks to a few far places round it and a few
    short steps (read from one search of its walk), and runs straight out in a few directions. The charges come
    first, those within the charger's Move before those that would fail."""
    out: list[Action] = []
    charges: list[tuple[bool, Action]] = []
    nav = world.navigator(s.table)
    for f in s.on_table(side):
        if not moving.can_act(s, f) or moving.held(s, f) is not None:
            continue
        walk = moving.allowance(f)
        found = _ends_of(s, f, [(walk / 2, STEPS), (walk, DIRECTIONS)])
        for g in s.enemies(f):      # every charge the rules allow (one out of reach fails: the computer judges that)
            if moving.check_charge(s, f, g):
                charges.append((not drops.in_reach(s, f, g), drops.charge(s, side, f.id, g.id)))
        runs: Ends = ()
        if moving.cannot_run(s, f) is None:
            runs = tuple(nav.straight_ends(world.mover(f, moving.allowance(f, True)), world.bases(s, f),
                                           world.keep_away(s, f), DIRECTIONS, margin=0.1))
        for k, points in enumerate((*found, runs)):
            run = k == 2
            for px, py in points:
                if run and math.hypot(px - f.x, py - f.y) <= walk + 0.5:
                    continue        # a walk goes there: running is for going further
                out.append(drops.move(s, side, f.id, _r(px), _r(py), run))
    return [a for _far, a in sorted(charges, key=lambda c: c[0])] + out


def _shots(s: SkirmishState, side: int) -> list[Action]:
    out: list[Action] = []
    for f in s.on_table(side):
        if not shooting.can_shoot(s, f):
            continue
        for g in s.enemies(f):
            for desperate in (False, True):
                if shooting.check_shoot(s, f, g, desperate):
                    out.append(drops.shoot(s, side, f.id, g.id, desperate))
    return out


# -- checking ---------------------------------------------------------------------------------------------------
def check(s: SkirmishState, a: Action) -> Ok | Illegal:
    if s.over:
        return Illegal(T("The skirmish is over."), "victory")
    if a.kind not in ACTION_KINDS:
        return Illegal(T("That is not something a player does in this game."), "turn")
    side = s.ask.side if s.ask is not None else s.acting
    if a.seat != side:
        return Illegal(T("It is {side}'s decision now.", side=flow.names(s)[side]), "priority")
    asked = s.ask.kind if s.ask is not None else None
    if asked is not None and a.kind != asked:
        return Illegal(T("First answer the question before you."), "turn")
    if asked is None and a.kind in ("priority", "follow"):
        return Illegal(T("Nobody asked that now."), "turn")
    if a.kind in ("priority", "follow"):
        return OK
    phase_of = {"deploy": "deploy", "move": "move", "charge": "move", "jump": "move",
                "turn": "move", "end_move": "move", "shoot": "shoot", "end_shoot": "shoot", "fight": "fight"}
    if phase_of[a.kind] != s.phase:
        return Illegal(T("That belongs to another phase of the turn."), "turn")
    try:
        f = s.figure(a["figure"]) if a.get("figure") is not None else None
        target = s.figure(a["target"]) if a.get("target") is not None else None
    except KeyError:
        return Illegal(T("There is no such figure."), "figures")
    if a.kind in ("end_move", "end_shoot"):
        return OK
    if f is None:
        return Illegal(T("Name a figure."), "figures")
    if f.side != side and a.kind != "fight":
        return Illegal(T("{name} belongs to the other warband.", name=f.name), "turn")
    if a.kind == "deploy":
        if f.deployed:
            return Illegal(T("{name} is already on the table.", name=f.name), "deployment")
        return _check_deploy(s, f, float(a["x"]), float(a["y"]))
    if a.kind == "move":
        return moving.check_move(s, f, float(a["x"]), float(a["y"]), bool(a.get("run", False)))
    if a.kind == "jump":
        return moving.check_jump(s, f, float(a["x"]), float(a["y"]))
    if a.kind == "turn":
        return moving.check_turn(s, f)
    if a.kind == "charge":
        if target is None:
            return Illegal(T("Name the enemy to charge."), "charging")
        return moving.check_charge(s, f, target)
    if a.kind == "shoot":
        if target is None:
            return Illegal(T("Name the target."), "shooting")
        return shooting.check_shoot(s, f, target, bool(a.get("desperate", False)))
    if a.kind == "fight":
        if not any(f.id in p[:2] for p in s.pairs):
            return Illegal(T("{name} has no fight still to be fought this turn.", name=f.name), "fighting")
        return OK
    return Illegal(T("That is not possible now."), "turn")


def _check_deploy(s: SkirmishState, f: Figure, x: float, y: float) -> Ok | Illegal:
    from maps.skirmish.geometry import boundary_distance, point_in_polygon
    zone = flow.zone_of(s, f.side)
    if not point_in_polygon((x, y), zone) or boundary_distance((x, y), zone) < world.radius(f) - 1e-6:
        return Illegal(T("{name}'s base must lie wholly inside its deployment zone.", name=f.name), "deployment")
    refusal = world.navigator(s.table).standing(world.mover(f, 0.0), world.bases(s, f), x, y)
    if refusal is not None and refusal.code in ("overlap", "off_table", "impassable"):
        return Illegal(moving.refusal_text(f, refusal, 0.0, False), "deployment")
    return OK


# -- carrying out ------------------------------------------------------------------------------------------------
def apply(s: SkirmishState, a: Action) -> list[Event]:
    """Carry out a checked action on `s` (a clone) and carry the game on to the next decision."""
    dice = Dice(s.rng)
    out: list[Event] = []
    k = a.kind
    f = s.figure(a["figure"]) if a.get("figure") is not None else None
    target = s.figure(a["target"]) if a.get("target") is not None else None
    if k == "priority":
        out += flow.choose_priority(s, bool(a["keep"]))
    elif k == "follow":
        out += fighting.finish_bout(s, bool(a["yes"]), dice)
    elif k in ("end_move", "end_shoot"):
        out += flow.end_side(s)
    elif k == "deploy" and f is not None:
        facing = a.get("facing")
        out += flow.deploy(s, f, float(a["x"]), float(a["y"]), None if facing is None else float(facing))
    elif k == "move" and f is not None:
        out += moving.do_move(s, f, float(a["x"]), float(a["y"]), bool(a.get("run", False)))
        out += _relic_check(s, f)
    elif k == "jump" and f is not None:
        out += moving.do_jump(s, f, float(a["x"]), float(a["y"]), dice)
        out += _relic_check(s, f)
    elif k == "turn" and f is not None:
        out += moving.do_turn(s, f, float(a["facing"]))
    elif k == "charge" and f is not None and target is not None:
        out += moving.do_charge(s, f, target)
    elif k == "shoot" and f is not None and target is not None:
        out += shooting.do_shoot(s, f, target, bool(a.get("desperate", False)), dice)
    elif k == "fight" and f is not None:
        pair = next(p for p in s.pairs if f.id in p[:2])
        s.pairs.remove(pair)
        out += fighting.bout(s, pair, dice)
    out += flow.advance(s, dice)
    return out


def _relic_check(s: SkirmishState, f: Figure) -> list[Event]:
    if s.carrier == f.id and flow.relic_home(s, f):
        return flow.finish(s, f.side, T("{name} carries the heirloom off the table: {side} wins.", name=f.name,
                                        side=flow.names(s)[f.side]), f"scenario-{s.scenario}")
    return []

"""The course of a skirmish: the set-up, the deployment figure by figure, then turn by turn the seed's five
phases — priority, move, shoot, fight, morale — and the scenario's end (assets/rules/skirmish.md#turn,
#deployment, #morale, #scenarios, #victory).

`advance` carries the game forward over everything that needs nobody's decision (the priority roll, a side
with nothing to do, the morale tests, the end of a turn) and stops where a side must choose.
"""
from __future__ import annotations

import random

from engines.core import Dice, Event
from engines.core.i18n import T, Text

from . import fighting, rolls, world
from .data import Scenario, load_data
from .shooting import can_shoot
from .state import Ask, Figure, SkirmishState

LETTERS = "ab"


# -- set-up and deployment ------------------------------------------------------------------------------------------
def set_up(scenario_id: str, warbands: tuple[str, str], seed: int) -> SkirmishState:
    """The two warbands off the table, ready to deploy; the roll-off for who places first."""
    data = load_data()
    scenario = data.scenario(scenario_id)
    figures: list[Figure] = []
    for side, wid in enumerate(warbands):
        band = data.warband(wid)
        kinds = [m.type for m in band.figures]
        numbered: dict[str, int] = {}
        for n, member in enumerate(band.figures, start=1):
            kind = data.type(member.type)
            name = member.name
            if name is None:       # the unnamed of a kind that appears more than once are numbered
                numbered[kind.id] = numbered.get(kind.id, 0) + 1
                name = kind.name if kinds.count(kind.id) == 1 else T("{kind} {n}", kind=kind.name,
                                                                        n=numbered[kind.id])
            figures.append(Figure(f"{LETTERS[side]}{n}", side, kind.id, name, 0.0, 0.0, deployed=False))
    s = SkirmishState(scenario.id, scenario.table, warbands, figures, random.Random(seed))
    table = world.table_of(s)
    obj = scenario.objective
    if obj.kind == "relic":
        s.relic = _centre(table.zones[obj.zone])
    first, why = rolls.priority(Dice(s.rng), names(s))
    s.acting = first
    s.setup_events = [Event(T("{a} and {b} meet on {table}.", a=names(s)[0], b=names(s)[1], table=table.name),
                            kind="setup"),
                      Event(T("Roll-off: {side} places the first figure.", side=names(s)[first]), kind="roll",
                            seat=first, roll=why)]
    return s


def next_to_place(s: SkirmishState, side: int) -> Figure | None:
    """The side's next figure still to deploy (in warband order), or None when all stand on the table."""
    return next((f for f in s.figures if f.side == side and not f.deployed), None)


def zone_of(s: SkirmishState, side: int) -> list[tuple[float, float]]:
    scenario = world.scenario_of(s)
    name = scenario.deployment.first if side == 0 else scenario.deployment.second
    return [(float(p[0]), float(p[1])) for p in world.table_of(s).zones[name]]


def _centre(poly: list[tuple[float, float]]) -> tuple[float, float]:
    return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))


def facing_out(s: SkirmishState, side: int) -> float:
    """The way a side faces when it deploys: toward the enemy's edge."""
    return 90.0 if _centre(zone_of(s, side))[1] < world.table_of(s).height / 2 else 270.0


def deploy(s: SkirmishState, f: Figure, x: float, y: float, facing: float | None) -> list[Event]:
    f.x, f.y, f.deployed = x, y, True
    f.facing = facing_out(s, f.side) if facing is None else facing % 360.0
    out = [Event(T("{name} takes up its place.", name=f.name), kind="move", seat=f.side)]
    waiting = [[g for g in s.figures if g.side == side and not g.deployed] for side in (0, 1)]
    if waiting[1 - f.side]:
        s.acting = 1 - f.side
    elif not waiting[f.side]:
        s.done = [True, True]
    return out


# -- the turn ---------------------------------------------------------------------------------------------------
def names(s: SkirmishState) -> tuple[str, str]:
    data = load_data()
    return (data.warband(s.warbands[0]).name, data.warband(s.warbands[1]).name)


def begin_turn(s: SkirmishState, dice: Dice) -> list[Event]:
    s.turn += 1
    for f in s.figures:
        f.ran_last, f.ran = f.ran, False
        f.moved = f.shot = f.spent = f.was_charged = False
        f.charged = None
        f.left = None
    s.phase = "priority"
    winner, why = rolls.priority(dice, names(s))
    s.ask = Ask("priority", winner)
    s.acting = winner
    return [Event(T("Turn {n} begins.", n=s.turn), kind="heading"),
            Event(T("Priority roll: {side} chooses who acts first.", side=names(s)[winner]), kind="roll", seat=winner,
                  roll=why)]


def choose_priority(s: SkirmishState, keep: bool) -> list[Event]:
    chooser = s.ask.side if s.ask else 0
    s.ask = None
    s.priority = chooser if keep else 1 - chooser
    _enter(s, "move")
    return [Event(T("{side} has priority this turn.", side=names(s)[s.priority]), kind="priority", seat=s.priority)]


def _enter(s: SkirmishState, phase: str) -> list[Event]:
    s.phase = phase
    s.acting = s.priority
    s.done = [False, False]
    if phase == "fight":
        return fighting.draw_pairs(s)
    return []


def end_side(s: SkirmishState) -> list[Event]:
    """The acting side has finished this phase: the other side acts, or the next phase begins."""
    out = world.pick_up_standing(s, s.acting) if s.phase == "move" else []
    s.done[s.acting] = True
    if not s.done[1 - s.acting]:
        s.acting = 1 - s.acting
        return out
    return out + _enter(s, {"move": "shoot", "shoot": "fight"}[s.phase])


def has_shooter(s: SkirmishState, side: int) -> bool:
    saved = s.acting
    s.acting = side
    try:
        return any(can_shoot(s, f) for f in s.on_table(side))
    finally:
        s.acting = saved


def can_move_any(s: SkirmishState, side: int) -> bool:
    """Whether a figure of `side` may still do anything in the move phase (moving or turning)."""
    return any(not f.cowed and not f.spent and (not f.moved or f.left is not None) for f in s.on_table(side))


def advance(s: SkirmishState, dice: Dice) -> list[Event]:
    """Carry the game on until a side must decide (or it ends)."""
    out: list[Event] = []
    for _ in range(1000):
        if s.over or s.ask is not None:
            return out
        if s.phase == "deploy":
            if all(s.done):
                out += begin_turn(s, dice)
                continue
            return out
        if s.phase == "move":
            if not can_move_any(s, s.acting):
                out.append(Event(T("{side} has no figure free to move.", side=names(s)[s.acting]), kind="info"))
                out += end_side(s)
                continue
            return out
        if s.phase == "shoot":
            if not has_shooter(s, s.acting):
                out += end_side(s)
                continue
            return out
        if s.phase == "fight":
            s.pairs = [p for p in s.pairs if not s.figure(p[0]).removed and not s.figure(p[1]).removed]
            if s.pairs:
                s.acting = s.priority
                return out
            out += morale(s, dice)
            out += end_turn(s, dice)
            continue
        return out
    raise RuntimeError("the skirmish did not come to a decision")


def morale(s: SkirmishState, dice: Dice) -> list[Event]:
    s.phase = "morale"
    out: list[Event] = []
    for side in (s.priority, 1 - s.priority):
        for f in s.on_table(side):
            if not f.cowed:
                continue
            test = rolls.courage(dice, f.name, world.kind(f).courage, T("{name} tries to rally", name=f.name),
                                 T("{name} stands up and fights on", name=f.name),
                                 T("{name} stays down until the next morale phase", name=f.name), "morale")
            if test.passed:
                f.cowed = False
            out.append(Event(T("{name} tests its Courage to rally.", name=f.name), kind="roll", seat=side,
                             roll=test.explanation))
    return out


# -- the end ----------------------------------------------------------------------------------------------------
def finish(s: SkirmishState, winner: int | None, reason: Text, rule: str) -> list[Event]:
    s.over, s.winner, s.reason, s.reason_rule = True, winner, reason, rule
    s.ask = None
    s.pairs = []
    return [Event(reason, kind="end")]


def points_removed(s: SkirmishState, side: int) -> int:
    """The points of the enemy figures `side` has taken off the table."""
    return sum(world.kind(f).points for f in s.figures if f.side != side and f.removed)


def wiped_out(s: SkirmishState) -> list[Event]:
    """A warband with no figure left loses at once."""
    for side in (0, 1):
        if s.turn > 0 and not s.on_table(side):
            return finish(s, 1 - side, T("{side} has no figure left on the table.", side=names(s)[side]), "victory")
    return []


def tie_break(s: SkirmishState, why: Text) -> list[Event]:
    pts = [points_removed(s, side) for side in (0, 1)]
    if pts[0] == pts[1]:
        return finish(s, None, T("{why} Both sides removed {n} points of enemies: a draw.", why=why, n=pts[0]),
                      "victory")
    side = 0 if pts[0] > pts[1] else 1
    return finish(s, side, T("{why} {side} removed more enemy points ({n} to {m}) and wins.", why=why,
                             side=names(s)[side], n=pts[side], m=pts[1 - side]), "victory")


def end_turn(s: SkirmishState, dice: Dice) -> list[Event]:
    """After the morale phase: has a warband been wiped out or broken, or is the last turn over?"""
    out = wiped_out(s)
    if out:
        return out
    scenario = world.scenario_of(s)
    obj = scenario.objective
    band = names(s)
    if obj.kind == "break":
        broken = [sum(f.removed for f in s.figures if f.side == side) >=
                  obj.breaks_at(sum(1 for f in s.figures if f.side == side)) for side in (0, 1)]
        if all(broken):
            return tie_break(s, T("Both warbands break in the same turn."))
        if any(broken):
            side = 0 if broken[1] else 1
            return finish(s, side, T("{loser} is broken: {side} wins.", loser=band[1 - side], side=band[side]),
                          f"scenario-{scenario.id}")
    if s.turn >= scenario.turns:
        return last_turn(s, scenario)
    return begin_turn(s, dice)


def last_turn(s: SkirmishState, scenario: Scenario) -> list[Event]:
    band = names(s)
    obj = scenario.objective
    rule = f"scenario-{scenario.id}"
    if obj.kind == "hold":
        held = [world.holding(s, side, obj.zone) for side in (0, 1)]
        if held[0] != held[1]:
            side = 0 if held[0] > held[1] else 1
            return finish(s, side, T("The last turn is over: {side} holds the ford with {n} figure(s) against {m}.",
                                     side=band[side], n=held[side], m=held[1 - side]), rule)
        return tie_break(s, T("The last turn is over and the ford is held by neither side."))
    if obj.kind == "relic":
        if s.carrier is not None:
            side = s.figure(s.carrier).side
            return finish(s, side, T("The last turn is over: {side} holds the heirloom and wins.", side=band[side]),
                          rule)
        return tie_break(s, T("The last turn is over and nobody holds the heirloom."))
    return tie_break(s, T("The last turn is over and neither warband has broken."))


def relic_home(s: SkirmishState, f: Figure) -> bool:
    """Whether the heirloom's carrier has reached its own table edge (the edge of its deployment zone)."""
    r = world.radius(f) + 0.5
    own_north = _centre(zone_of(s, f.side))[1] < world.table_of(s).height / 2
    return f.y <= r if own_north else f.y >= world.table_of(s).height - r

"""The shoot phase: who may shoot at whom, the modifiers, the roll to hit, the desperate shot and the wound
(assets/rules/skirmish.md#shooting, #shooting-modifiers, #desperate-shot, #wounding).

Cover is measured along five lines of sight from the shooter to points across the target's base: lines
crossing terrain that blocks sight are blocked (figures give no cover: our table rule). None blocked: no cover;
up to half: partly in cover (−1); more than half: mostly in cover (−2); all five: the target is hidden and
cannot be shot (our table rule for what the seed leaves to the players' eyes).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from engines.core import OK, Dice, Event, Illegal, Modifier, Ok
from engines.core.i18n import T
from maps.skirmish.geometry import higher, line_of_sight, point_in_polygon

from . import rolls, world
from .data import Weapon, load_data, to_wound
from .moving import cm, held, sees
from .state import Figure, SkirmishState

LINES = 5


@dataclass(frozen=True, slots=True)
class Shot:
    """Everything about a shot before it is rolled: the modifiers, the die it needs, the range."""

    modifiers: tuple[Modifier, ...]
    need: int               # the die needed after the modifiers (7 or more: only a desperate shot)
    distance: float         # edge to edge, cm
    blocked: int            # lines of sight blocked, of LINES

    @property
    def desperate_only(self) -> bool:
        return self.need >= 7


def weapon_of(f: Figure) -> Weapon:
    weapon = load_data().weapon_of(world.kind(f))
    assert weapon is not None, f"{f.name} has no weapon"
    return weapon


def can_shoot(s: SkirmishState, f: Figure) -> Ok | Illegal:
    if f.removed or f.side != s.acting:
        return Illegal(T("{name} cannot shoot now.", name=f.name), "shooting")
    if f.cowed:
        return Illegal(T("{name} is cowed and cannot shoot.", name=f.name), "cowed")
    k = world.kind(f)
    if k.shoot is None or k.weapon is None:
        return Illegal(T("{name} has no bow or missile to shoot with.", name=f.name), "weapons")
    if f.shot:
        return Illegal(T("{name} has already shot this turn.", name=f.name), "shooting")
    if f.ran:
        return Illegal(T("{name} ran this turn and cannot shoot.", name=f.name), "running")
    if f.spent:
        return Illegal(T("{name} failed a charge or a jump this turn and does nothing more.", name=f.name),
                       "failed-charge")
    foe = held(s, f)
    if foe is not None:
        return Illegal(T("{name} is in a fight with {foe} and cannot shoot.", name=f.name, foe=foe.name), "shooting")
    return OK


def hidden_lines(s: SkirmishState, f: Figure, target: Figure) -> int:
    """How many of five lines from the shooter to points across the target's base cross terrain that blocks
    sight (the piece the shooter stands in aside; a wood the target stands in hides it)."""
    table = world.table_of(s)
    inside = [p.id for p in table.terrain if p.blocks_sight and point_in_polygon(f.at(), p.polygon)]
    d = math.hypot(target.x - f.x, target.y - f.y)
    ux, uy = ((target.x - f.x) / d, (target.y - f.y) / d) if d > 1e-9 else (1.0, 0.0)
    r = world.radius(target) * 0.95
    points = [(target.x - uy * r * k, target.y + ux * r * k) for k in (-1.0, -0.5, 0.0, 0.5, 1.0)]
    return sum(bool(line_of_sight(table, f.at(), p, ignore=inside).pieces) for p in points)


def plan(s: SkirmishState, f: Figure, target: Figure) -> Shot:
    """The modifiers of a shot by `f` at `target` (the seed's table) and what the die must show."""
    k, t = world.kind(f), world.kind(target)
    mods: list[Modifier] = []
    if target.cowed:
        mods.append(Modifier(T("the target is cowed"), 1))
    if t.target_modifier > 0:
        mods.append(Modifier(T("the target is bigger than a man"), t.target_modifier))
    elif t.target_modifier < 0:
        mods.append(Modifier(T("the target is smaller than a man"), t.target_modifier))
    if higher(world.table_of(s), f.at(), target.at()):
        mods.append(Modifier(T("the shooter stands higher"), 1))
    blocked = hidden_lines(s, f, target)
    if 0 < blocked <= LINES // 2:
        mods.append(Modifier(T("the target is partly in cover"), -1))
    elif LINES // 2 < blocked < LINES:
        mods.append(Modifier(T("the target is mostly in cover"), -2))
    need = (k.shoot or 7) - sum(m.value for m in mods)
    d = math.hypot(target.x - f.x, target.y - f.y)
    return Shot(tuple(mods), need, max(0.0, d - world.radius(f) - world.radius(target)), blocked)


def check_shoot(s: SkirmishState, f: Figure, target: Figure, desperate: bool) -> Ok | Illegal:
    ok = can_shoot(s, f)
    if not ok:
        return ok
    if target.removed or target.side == f.side:
        return Illegal(T("{name} may only shoot at an enemy on the table.", name=f.name), "shooting")
    if not sees(f, target):
        return Illegal(T("{target} is outside {name}'s field of view (90°).", target=target.name, name=f.name),
                       "field-of-view")
    weapon = weapon_of(f)
    shot = plan(s, f, target)
    if shot.distance > weapon.range + 1e-9:
        return Illegal(T("{target} is {d} cm away; {weapon} reaches {r} cm.", target=target.name,
                         d=cm(shot.distance), weapon=weapon.name, r=cm(weapon.range)), "weapons")
    if shot.blocked >= LINES:
        return Illegal(T("{name} cannot see {target}.", name=f.name, target=target.name), "shooting-modifiers")
    if shot.desperate_only and not desperate:
        return Illegal(T("{name} would need a {n} to hit: only a desperate shot (a natural 6) is possible.",
                         name=f.name, n=shot.need), "desperate-shot")
    if desperate and not shot.desperate_only:
        return Illegal(T("A desperate shot is only for a shot that needs 7 or more; this one needs {n}.",
                         n=shot.need), "desperate-shot")
    if desperate and to_wound(min(10, weapon.strength), min(10, world.kind(target).defence_against_shooting)) is None:
        return Illegal(T("{weapon} cannot wound {target} at all: not even a desperate shot is worth it.",
                         weapon=weapon.name, target=target.name), "desperate-shot")
    return OK


def do_shoot(s: SkirmishState, f: Figure, target: Figure, desperate: bool, dice: Dice) -> list[Event]:
    shot = plan(s, f, target)
    f.shot = True
    weapon = weapon_of(f)
    hit = rolls.to_hit(dice, f.name, target.name, world.kind(f).shoot or 7, list(shot.modifiers), desperate)
    out = [Event(T("{name} shoots at {target} with {weapon}.", name=f.name, target=target.name, weapon=weapon.name),
                 kind="roll", seat=f.side, roll=hit.explanation)]
    if not hit.passed:
        return out
    blow = rolls.wound(dice, weapon.name, target.name, weapon.strength, world.kind(target).defence_against_shooting,
                       desperate)
    out.append(Event(T("{weapon} strikes {target}.", weapon=weapon.name, target=target.name), kind="roll",
                     seat=f.side, roll=blow.explanation))
    if blow.passed:
        out += remove(s, target)
    elif not desperate:
        target.cowed = True
        out.append(Event(T("{target} is hit but not wounded: it is cowed and lies down.", target=target.name),
                         kind="cowed", seat=target.side))
        out += world.drop_relic_if_cowed(s, target, f)
    return out


def remove(s: SkirmishState, f: Figure) -> list[Event]:
    """A wounded figure leaves the table (a relic it carried falls where it stood)."""
    f.removed = True
    f.cowed = False
    s.removed_order.append(f.id)
    out = [Event(T("{name} is wounded and removed from the table.", name=f.name), kind="removed", seat=f.side)]
    return out + world.drop_relic(s, f, None)

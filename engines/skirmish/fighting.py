"""The fight phase: the pairs drawn up at its start, then bout by bout in the order the side with priority
chooses — the dice, the loser backing away (or cowed when it cannot), the winner following up unless it holds
with a Courage test, the wound (assets/rules/skirmish.md#fighting, #fight-modifiers, #backing-away,
#following-up, #multiple-fights, #support, #cavalry, #cowed).
"""
from __future__ import annotations

import math

from engines.core import Dice, Event, Modifier
from engines.core.i18n import Measure, T

from . import rolls, world
from .data import BACK_AWAY_CM, CAVALRY_CHARGE, FOLLOW_UP_CM, RUNNING_IN_FIGHT
from .pairing import engaged, fights, pair_up, support_bonus
from .shooting import remove
from .state import Ask, Figure, SkirmishState, bearing


def draw_pairs(s: SkirmishState) -> list[Event]:
    """At the start of the fight phase the side with priority pairs the figures of every fight; each pair is
    [a, b, "+supporter of a"…, "-supporter of b"…], a of the side with priority."""
    s.pairs = []
    for group in fights(s, world.radius):
        for p in pair_up(s, group, s.priority, world.radius):
            s.pairs.append([p.a, p.b, *("+" + x for x in p.support_a), *("-" + x for x in p.support_b)])
    return [Event(T("{a} against {b}.", a=s.figure(p[0]).name, b=s.figure(p[1]).name), kind="fight")
            for p in s.pairs]


def modifiers(s: SkirmishState, f: Figure, foe: Figure, supporters: list[str]) -> list[Modifier]:
    from maps.skirmish.geometry import higher
    mods: list[Modifier] = []
    if higher(world.table_of(s), f.at(), foe.at()):
        mods.append(Modifier(T("higher ground"), 1))
    helping = [x for x in supporters if not s.figure(x).removed and not s.figure(x).cowed
               and engaged(s.figure(x), foe, world.radius)]
    if helping:
        mods.append(Modifier(T("support from {n} friend(s)", n=min(len(helping), 2)), support_bonus(helping)))
    if f.ran and f.was_charged:
        mods.append(Modifier(T("ran and was caught in a fight"), RUNNING_IN_FIGHT))
    if f.charged is not None and world.kind(f).size == "cavalry":
        mods.append(Modifier(T("a cavalry charge"), CAVALRY_CHARGE))
    return mods


def bout(s: SkirmishState, pair: list[str], dice: Dice) -> list[Event]:
    """One pair rolls. With a winner, the loser backs away and the winner's side is asked whether it follows
    up (the seed's order: the fight, the moves, then the wound)."""
    a_id, b_id, *sup = pair
    a, b = s.figure(a_id), s.figure(b_id)
    if a.removed or b.removed or not engaged(a, b, world.radius):
        return [Event(T("{a} and {b} are no longer in reach of each other.", a=a.name, b=b.name), kind="fight")]
    support_a = [x[1:] for x in sup if x[0] == "+"]
    support_b = [x[1:] for x in sup if x[0] == "-"]
    ka, kb = world.kind(a), world.kind(b)
    winner, why = rolls.fight(dice, (a.name, b.name), (ka.fight, kb.fight),
                              (modifiers(s, a, b, support_a), modifiers(s, b, a, support_b)), (a.cowed, b.cowed))
    out = [Event(T("{a} and {b} fight.", a=a.name, b=b.name), kind="roll", seat=s.priority, roll=why)]
    if winner is None:
        return out
    w, lo = (a, b) if winner == 0 else (b, a)
    backed, said = back_away(s, lo, w)
    out += said
    if not backed:          # it could not back away: still touching, the winner stays, and strikes
        return out + strike(s, w, lo, dice)
    s.ask = Ask("follow", w.side, {"winner": w.id, "loser": lo.id})
    return out


def finish_bout(s: SkirmishState, follow: bool, dice: Dice) -> list[Event]:
    """The winner follows up (or tries to hold with a Courage test); then its blow is rolled on the chart."""
    assert s.ask is not None
    w, lo = s.figure(s.ask.data["winner"]), s.figure(s.ask.data["loser"])
    s.ask = None
    out = follow_up(s, w, lo) if follow else hold(s, w, lo, dice)
    return out + strike(s, w, lo, dice)


def strike(s: SkirmishState, w: Figure, lo: Figure, dice: Dice) -> list[Event]:
    blow = rolls.wound(dice, w.name, lo.name, world.kind(w).strength, world.kind(lo).defence_in_fight,
                       rule="fighting")
    out = [Event(T("{w} strikes at {lo}.", w=w.name, lo=lo.name), kind="roll", seat=w.side, roll=blow.explanation)]
    if blow.passed:
        out += remove(s, lo)
    return out


def _free(s: SkirmishState, f: Figure, x: float, y: float) -> bool:
    """Whether `f` may slide straight to (x, y): nothing in the way, ignoring difficult ground (backing away and
    following up are not slowed by it), and the base wholly on the table."""
    return world.slide_free(s, f, (x, y))


def back_away(s: SkirmishState, loser: Figure, winner: Figure) -> tuple[bool, list[Event]]:
    """The loser backs 4 cm straight away from the winner; where that is blocked, along the nearest line up to
    45° aside (our table rule); with no room at all it stays and is cowed."""
    away = bearing(winner.at(), loser.at())
    for turn in (0, 5, -5, 10, -10, 15, -15, 20, -20, 25, -25, 30, -30, 35, -35, 40, -40, 45, -45):
        a = math.radians(away + turn)
        x, y = loser.x + BACK_AWAY_CM * math.cos(a), loser.y + BACK_AWAY_CM * math.sin(a)
        if _free(s, loser, x, y):
            loser.x, loser.y = x, y
            return True, [Event(T("{name} backs away 4 cm.", name=loser.name), kind="move", seat=loser.side)]
    was = loser.cowed
    loser.cowed = True
    out = [Event(T("{name} has no room to back away and stays cowed.", name=loser.name) if was else
                 T("{name} has no room to back away: it is cowed and lies down.", name=loser.name), kind="cowed",
                 seat=loser.side)]
    return False, out + world.drop_relic_if_cowed(s, loser, winner)


def follow_up(s: SkirmishState, winner: Figure, loser: Figure) -> list[Event]:
    """The winner moves straight toward the loser's new place, up to 4 cm, stopping at base contact or at
    whatever is in its way."""
    d = math.hypot(loser.x - winner.x, loser.y - winner.y)
    room = d - world.radius(winner) - world.radius(loser)
    if d <= 1e-9 or room <= 0.05:
        return []
    ux, uy = (loser.x - winner.x) / d, (loser.y - winner.y) / d
    step = min(FOLLOW_UP_CM, room)
    while step > 0.05:
        x, y = winner.x + ux * step, winner.y + uy * step
        if _free(s, winner, x, y):
            winner.x, winner.y = x, y
            winner.facing = bearing(winner.at(), loser.at())
            return [Event(T("{name} follows up {d} cm.", name=winner.name, d=Measure(step)), kind="move",
                          seat=winner.side)]
        step -= 0.25
    return [Event(T("{name} has no room to follow up and stays.", name=winner.name), kind="move", seat=winner.side)]


def hold(s: SkirmishState, winner: Figure, loser: Figure, dice: Dice) -> list[Event]:
    """The winner would rather stay: it must pass a Courage test, else it follows up after all."""
    test = rolls.courage(dice, winner.name, world.kind(winner).courage,
                         T("{name} tries to hold its ground instead of following up", name=winner.name),
                         T("{name} stays where it is", name=winner.name), T("{name} follows up 4 cm", name=winner.name),
                         "following-up")
    out = [Event(T("{name} tests its Courage to hold its ground.", name=winner.name), kind="roll", seat=winner.side,
                 roll=test.explanation)]
    if not test.passed:
        out += follow_up(s, winner, loser)
    return out

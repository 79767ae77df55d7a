"""The odds of the skirmish table before a roll (engines/core/odds.py): worked out exactly from the engine's own
rules, for every action that leads to dice.

    shoot(figure, target, desperate)   the roll to hit with every modifier `shooting.plan` applies (the target
                                       cowed +1, bigger/smaller than a man ±1, the shooter higher +1, partly in
                                       cover −1, mostly in cover −2; a 1 always misses; a desperate shot hits on a
                                       natural 6), then the wound on the chart (a natural 6 after a desperate
                                       shot); a hit that does not wound cows the target
    jump(figure, x, y)                 the jump test: one die with the armour's penalty, 1 fails, 2–5 crosses and
                                       stops, 6 crosses and goes on
    charge(figure, target)             whether the charge reaches (the engine's charge is a measured move, no
                                       die), then the bout it sets up, as the fight phase would pair the figures
                                       with the table as it stands after the charge (later moves may change it)
    fight(figure)                      the bout of that pair: a die each plus Fight and the fight modifiers
                                       (higher ground, support, ran and caught, cavalry charge), a cowed figure
                                       cannot win; the winner strikes on the chart
    follow(yes)                        the winner's blow, and (holding instead of following up) the Courage test

The engine rolls one die per fighter and has no Might, Fate or re-rolls, so each bout is a 6×6 enumeration.
Everything is read from the view of the seat to move; nothing here draws on the state's dice.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from engines.core import Action
from engines.core.i18n import T, Text
from engines.core.odds import Odds, OddsLine, chance, dice_sum, die_at_least

from . import fighting, moving, play, shooting, world
from .data import JUMP_PENALTY, to_wound
from .state import Figure, SkirmishState, bearing


def wound_chance(strength: int, defence: int, desperate: bool = False) -> float:
    """The chance one wound roll wounds: the chart's number (a natural 6 after a desperate shot), 0 at "–"."""
    need = to_wound(min(10, max(1, strength)), min(10, max(1, defence)))
    if need is None:
        return 0.0
    return die_at_least(6 if desperate else need)


def hit_chance(need: int, desperate: bool) -> float:
    """The chance of the roll to hit: the die plus the modifiers reaches Shoot, a 1 always misses; a desperate
    shot hits on a natural 6 only."""
    if desperate:
        return 1 / 6
    if need >= 7:
        return 0.0
    return die_at_least(max(2, need))


@dataclass(frozen=True, slots=True)
class Bout:
    """One bout between `me` and `foe`, from `me`'s side: the chances of each result and each blow."""

    me: Figure
    foe: Figure
    my_total: int           # Fight plus modifiers
    foe_total: int
    win: float
    lose: float
    draw: float
    wound_foe: float        # `me` wins and its blow wounds
    wounded: float          # `foe` wins and its blow wounds


def bout(s: SkirmishState, me: Figure, foe: Figure, my_support: list[str], foe_support: list[str]) -> Bout:
    """The exact odds of a bout as `fighting.bout` rolls it (a die each, the higher total wins, equal is a draw,
    a cowed figure's win is a draw)."""
    km, kf = world.kind(me), world.kind(foe)
    mine = km.fight + sum(m.value for m in fighting.modifiers(s, me, foe, my_support))
    theirs = kf.fight + sum(m.value for m in fighting.modifiers(s, foe, me, foe_support))
    win = lose = 0
    for x in range(1, 7):
        for y in range(1, 7):
            if x + mine > y + theirs and not me.cowed:
                win += 1
            elif x + mine < y + theirs and not foe.cowed:
                lose += 1
    pw, pl = win / 36, lose / 36
    return Bout(me, foe, mine, theirs, pw, pl, 1 - pw - pl,
                pw * wound_chance(km.strength, kf.defence_in_fight),
                pl * wound_chance(kf.strength, km.defence_in_fight))


def _bout_lines(b: Bout) -> tuple[OddsLine, ...]:
    return (chance(T("{name} wins the fight", name=b.me.name), b.win),
            chance(T("{foe} wins the fight", foe=b.foe.name), b.lose),
            chance(T("a draw"), b.draw),
            chance(T("{foe} is wounded and removed", foe=b.foe.name), b.wound_foe),
            chance(T("{name} is wounded and removed", name=b.me.name), b.wounded))


def _pair_of(s: SkirmishState, fid: str) -> list[str] | None:
    return next((p for p in s.pairs if fid in p[:2]), None)


def pair_bout(s: SkirmishState, pair: list[str], side: int) -> Bout:
    """The bout of a drawn pair ([a, b, "+supporter of a", "-supporter of b"…]) from `side`'s figure."""
    a, b, *sup = pair
    support_a = [x[1:] for x in sup if x[0] == "+"]
    support_b = [x[1:] for x in sup if x[0] == "-"]
    fa, fb = s.figure(a), s.figure(b)
    if fa.side == side:
        return bout(s, fa, fb, support_a, support_b)
    return bout(s, fb, fa, support_b, support_a)


# -- each action --------------------------------------------------------------------------------------------------
def shot_odds(s: SkirmishState, f: Figure, target: Figure, desperate: bool) -> Odds:
    shot = shooting.plan(s, f, target)
    weapon = shooting.weapon_of(f)
    hit = hit_chance(shot.need, desperate)
    wound = wound_chance(weapon.strength, world.kind(target).defence_against_shooting, desperate)
    if desperate:
        title = T("{name} shoots at {target}: a desperate shot, a natural 6 to hit and to wound", name=f.name,
                  target=target.name)
    else:
        title = T("{name} shoots at {target}: {need} or more to hit (Shoot {shoot}, modifiers {mods})",
                  name=f.name, target=target.name, need=max(2, shot.need), shoot=world.kind(f).shoot or 7,
                  mods=f"{sum(m.value for m in shot.modifiers):+d}")
    lines = [chance(T("hit {target}", target=target.name), hit),
             chance(T("wound {target} (removed from the table)", target=target.name), hit * wound)]
    if not desperate:
        lines.append(chance(T("{target} hit but not wounded: cowed", target=target.name), hit * (1 - wound)))
    return Odds(title, tuple(lines))


def jump_odds(s: SkirmishState, f: Figure, x: float, y: float) -> Odds | None:
    """The jump test's odds, or None where the rules refuse the jump (`moving.check_jump`'s tests, with one
    search of the table instead of two: the search for a jump is the slow part)."""
    if s.over or s.ask is not None or s.phase != "move" or f.side != s.acting or not moving.can_act(s, f) \
            or moving.held(s, f) is not None:
        return None
    reach = world.navigator(s.table).reach(world.mover(f, moving.allowance(f)), world.bases(s, f),
                                           world.keep_away(s, f))
    jump = reach.jump(x, y)
    if jump is None or jump.cost_to_edge > moving.allowance(f) + 1e-9:
        return None
    penalty = JUMP_PENALTY.get(world.kind(f).armour, 0)
    fail = sum(d + penalty <= 1 for d in range(1, 7)) / 6
    on = sum(d + penalty >= 6 for d in range(1, 7)) / 6
    left = moving.allowance(f) - jump.cost_to_edge - jump.crossing
    obstacle = jump.terrain.name
    title = (T("{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on (armour {penalty})",
               name=f.name, obstacle=obstacle, penalty=f"{penalty:+d}") if penalty else
             T("{name} jumps {obstacle}: 1 fails, 2–5 crosses, 6 crosses and moves on", name=f.name,
               obstacle=obstacle))
    lines = [chance(T("cross {obstacle}", obstacle=obstacle), 1 - fail)]
    if left > 0.05 and on > 0:
        lines.append(chance(T("cross and move on (up to {left} cm)", left=moving.cm(left)), on))
    lines.append(chance(T("fail: stays at the edge and does nothing more this turn"), fail))
    return Odds(title, tuple(lines))


def charge_odds(s: SkirmishState, f: Figure, target: Figure) -> Odds:
    spot = moving.charge_spot(s, f, target)
    if spot is None:
        return Odds(T("{name} cannot reach {target}: the charge fails and {name} does nothing more this turn",
                      name=f.name, target=target.name),
                    (chance(T("reach {target}", target=target.name), 0.0),))
    after = s.clone()           # the charge as `moving.do_charge` makes it (no die), without searching again
    charger, foe = after.figure(f.id), after.figure(target.id)
    charger.x, charger.y = spot[0], spot[1]
    charger.facing = bearing(charger.at(), foe.at())
    charger.moved, charger.charged, foe.was_charged = True, foe.id, True
    fighting.draw_pairs(after)
    pair = _pair_of(after, f.id)
    if pair is None:    # (in contact after the charge, so it is paired; kept for safety)
        return Odds(T("{name} charges {target}", name=f.name, target=target.name),
                    (chance(T("reach {target}", target=target.name), 1.0),))
    b = pair_bout(after, pair, f.side)
    title = T("{name} charges {foe}; the fight as the table stands: Fight {mine} against {theirs}",
              name=f.name, foe=b.foe.name, mine=b.my_total, theirs=b.foe_total)
    return Odds(title, (chance(T("reach {target}", target=target.name), 1.0), *_bout_lines(b)))


def fight_odds(s: SkirmishState, f: Figure, side: int) -> Odds | None:
    pair = _pair_of(s, f.id)
    if pair is None:
        return None
    b = pair_bout(s, pair, side)
    title = T("{name} fights {foe}: Fight {mine} against {theirs}, a die each, the higher total wins",
              name=b.me.name, foe=b.foe.name, mine=b.my_total, theirs=b.foe_total)
    return Odds(title, _bout_lines(b))


def follow_odds(s: SkirmishState, yes: bool) -> Odds | None:
    if s.ask is None or s.ask.kind != "follow":
        return None
    w, lo = s.figure(s.ask.data["winner"]), s.figure(s.ask.data["loser"])
    kw = world.kind(w)
    wound = chance(T("wound {foe} (removed from the table)", foe=lo.name),
                   wound_chance(kw.strength, world.kind(lo).defence_in_fight))
    if yes:
        return Odds(T("{name} follows up and strikes {foe}", name=w.name, foe=lo.name), (wound,))
    hold = sum(p for v, p in dice_sum(2).items() if v <= kw.courage)
    return Odds(T("{name} tests its Courage ({n} or less on two dice) to hold its ground, then strikes",
                  name=w.name, n=kw.courage),
                (chance(T("hold its ground"), hold), wound))


def odds(s: SkirmishState, a: Action) -> Odds | None:
    """The odds of the roll(s) `a` leads to; None for an action without dice or one the rules refuse."""
    if a.kind not in ("shoot", "jump", "charge", "fight", "follow"):
        return None
    if a.kind == "jump":
        f = s.figure(a["figure"]) if any(g.id == a.get("figure") for g in s.figures) else None
        if f is None or a.seat != s.acting:
            return None
        return jump_odds(s, f, float(a["x"]), float(a["y"]))
    if not play.check(s, a):
        return None
    if a.kind == "follow":
        return follow_odds(s, bool(a["yes"]))
    f = s.figure(a["figure"])
    if a.kind == "fight":
        return fight_odds(s, f, a.seat)
    target = s.figure(a["target"])
    if a.kind == "shoot":
        return shot_odds(s, f, target, bool(a.get("desperate", False)))
    return charge_odds(s, f, target)


# -- a hint's reason ----------------------------------------------------------------------------------------------
def _pct(p: float) -> int:
    return round(100 * p)


def _goal(s: SkirmishState, f: Figure) -> tuple[tuple[float, float], Text] | None:
    """Where the scenario wants `f` to go, and its name: the heirloom (home with it once carried), the ford."""
    obj = world.scenario_of(s).objective
    if obj.kind == "relic":
        if s.carrier == f.id:
            from .flow import _centre, zone_of
            home = _centre(zone_of(s, f.side))
            edge = 0.0 if home[1] < world.table_of(s).height / 2 else world.table_of(s).height
            return (f.x, edge), T("your table edge")
        if s.carrier is None and s.relic is not None:
            return s.relic, T("the heirloom")
        return None
    if obj.kind == "hold":
        poly = world.table_of(s).zones[obj.zone]
        return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)), T("the ford")
    return None


def hint_reason(before: SkirmishState, a: Action, after: SkirmishState, seat: int) -> Text | None:
    """Why a move is worth playing, in words: the odds of the roll it leads to (a shot, a charge's fight, a bout,
    a jump), or how much closer it brings the figure to the scenario's objective or to the enemy."""
    o = odds(before, a)
    if o is not None and a.kind == "shoot":
        target = before.figure(a["target"]).name
        return T("{pct}% to wound {target} and take it off the table ({hit}% to hit).", target=target,
                 pct=_pct(o.lines[1].value), hit=_pct(o.lines[0].value))
    if o is not None and a.kind in ("charge", "fight") and len(o.lines) >= 5:
        lines = o.lines[-5:]
        foe = getattr(lines[1].what, "params", {}).get("foe", "")      # (the line "{foe} wins the fight")
        return T("{win}% to win the fight against {foe} and {kill}% to wound it; {risk}% to be wounded.",
                 win=_pct(lines[0].value), foe=foe, kill=_pct(lines[3].value), risk=_pct(lines[4].value))
    if o is not None and a.kind == "charge":
        return T("The charge cannot reach {target}: it fails.", target=before.figure(a["target"]).name)
    if o is not None and a.kind == "jump":
        return T("{pct}% to get over the obstacle.", pct=_pct(o.lines[0].value))
    if o is not None and a.kind == "follow":
        return T("{pct}% to wound {foe} with the blow.", pct=_pct(o.lines[-1].value),
                 foe=before.figure(before.ask.data["loser"]).name if before.ask else "")
    if a.kind != "move":
        return None
    f, g = before.figure(a["figure"]), after.figure(a["figure"])
    goal = _goal(before, f)
    if goal is not None:
        (gx, gy), name = goal
        was, now = math.hypot(gx - f.x, gy - f.y), math.hypot(gx - g.x, gy - g.y)
        if now < was - 0.5:
            return T("{name} comes {d} cm closer to {goal}: {left} cm away now.", name=f.name, goal=name,
                     d=moving.cm(was - now), left=moving.cm(now))
    foes = before.enemies(f)
    if not foes:
        return None
    near = min(foes, key=lambda e: math.hypot(e.x - f.x, e.y - f.y))
    was = math.hypot(near.x - f.x, near.y - f.y) - world.radius(f) - world.radius(near)
    now = math.hypot(near.x - g.x, near.y - g.y) - world.radius(f) - world.radius(near)
    if now < was - 0.5:
        return T("{name} closes on {foe}: {gap} cm between them (was {was}).", name=f.name, foe=near.name,
                 gap=moving.cm(max(0.0, now)), was=moving.cm(max(0.0, was)))
    if now > was + 0.5:
        return T("{name} keeps away from {foe}: {gap} cm between them (was {was}).", name=f.name, foe=near.name,
                 gap=moving.cm(max(0.0, now)), was=moving.cm(max(0.0, was)))
    return None


__all__ = ["Bout", "bout", "charge_odds", "fight_odds", "follow_odds", "hint_reason", "hit_chance", "jump_odds",
           "odds", "pair_bout", "shot_odds", "wound_chance"]

"""The computer captains of the skirmish table and the odds they judge by: the chance of a hit, a wound, a won
fight, and what a fight is worth while it lasts.

Normal (`RuleCaptain`) is a set of rules of thumb over the offered actions: it moves toward the scenario's
objective (the ford, the heirloom and then its own table edge, or in a clash the enemy it could beat), keeps
its figures together for support, charges where the odds of the whole fight favour it (a fight goes on turn
after turn while the winner follows up; friends still free to charge the same enemy count as support; a cowed
enemy cannot win; a runner caught fights at -2), shoots the target with the best odds (a wound, or a cow),
keeps out of the reach of enemies that would win a fight against it, never makes a charge that cannot reach,
and late in a clash the tie-break would not give it, seeks even fights. Often (one decision in two) Normal
settles for one of the next four best offered actions instead of the best — never a charge that cannot
reach, never ending a phase while something better is offered: a sound player's lapses, which Hard does not make.

Hard (`HardCaptain`) judges the same actions more carefully: where each enemy can charge next with the support
round the place and the ground's height, the enemy shots that could reach a place (and, for the best few places,
the cover it gives — weighed lightly: a warband that stands off under arrows it cannot answer loses), the whole
counter-charge a charger would meet from the enemies still to move (a friend busy in its own fight gives no
support), joining a friend's fight as its supporter, keeping priority to take the initiative (but giving it away
in the ford's last two turns, to have the last word there), in the ford's last turn what a charge or a shot does to
the count of who holds it and no fear of charges once the enemy has moved, whether a winner should follow up, the
hill in a clash; and it adds moves the offered set lacks (shorter steps, into the ford, onto the heirloom, off the
home edge, a shooter turning to face its target), each checked before it is taken, and it never lapses.
Both judge one list of the offered actions per decision (no look-ahead); Hard is
deterministic for a given seed, and Normal's lapses are drawn from it.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.core import Action, Dice
from maps.skirmish.geometry import level_at, point_in_polygon

from . import drops, flow, moving, shooting, world
from .data import CAVALRY_CHARGE, IN_FIGHT_CM, RUNNING_IN_FIGHT, FigureType, to_wound
from .pairing import REACH
from .state import Figure, SkirmishState, bearing

SUPPORT_CM = 6.0        # friends this close count as near enough to support
_KINDS: dict[str, FigureType] = {}


def kind(f: Figure) -> FigureType:
    """The figure's profile (world.kind, remembered: the captains ask for it thousands of times a decision)."""
    k = _KINDS.get(f.type)
    if k is None:
        k = _KINDS[f.type] = world.kind(f)
    return k


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


def fight_odds(s: SkirmishState, f: Figure, foe: Figure, support: int = 0, mod: int = 0,
               foe_support: int = 0, foe_mod: int = 0) -> tuple[float, float]:
    """(the chance `f` wins and wounds `foe`, the chance `foe` wins and wounds `f`) in one bout; a cowed figure
    cannot win (its higher or equal total is a draw)."""
    kf, ke = kind(f), kind(foe)
    win, lose = p_fight(kf.fight + min(2, support) + mod, ke.fight + min(2, foe_support) + foe_mod)
    if foe.cowed:
        lose = 0.0
    if f.cowed:
        win = 0.0
    return win * p_wound(kf.strength, ke.defence_in_fight), lose * p_wound(ke.strength, kf.defence_in_fight)


def worth(f: Figure) -> float:
    """What a figure is worth, in round numbers of a common warrior (its points over 30)."""
    return kind(f).points / 30


def fight_value(first: tuple[float, float], later: tuple[float, float], mine: float, theirs: float,
                going_on: float = 0.6) -> float:
    """What a fight is worth to one side: the first bout's expected losses, then (while nobody falls) the rest
    of the fight at the later odds — it goes on while the winner follows up — discounted by `going_on`."""
    k1, k2 = first
    now = k1 * theirs - k2 * mine
    c1, c2 = later
    rest = 0.0 if c1 + c2 <= 1e-9 else (c1 * theirs - c2 * mine) / (c1 + c2)
    return now + going_on * (1 - k1 - k2) * rest


def shot_value(s: SkirmishState, f: Figure, target: Figure, need: int, desperate: bool = False) -> float:
    """The expected worth of one shot: a wound removes the target; a hit that does not wound cows it."""
    weapon = shooting.weapon_of(f)
    hit = p_hit(need)
    wound = p_wound(weapon.strength, kind(target).defence_against_shooting)
    if desperate:
        return hit * min(wound, 1 / 6) * worth(target)
    cow = 0.0 if target.cowed else 0.2 * worth(target)
    return hit * (wound * worth(target) + (1 - wound) * cow)


# -- the objective --------------------------------------------------------------------------------------------
def _centre(poly: list[tuple[float, float]]) -> tuple[float, float]:
    return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))


def home_north(s: SkirmishState, side: int) -> bool:
    return _centre(flow.zone_of(s, side))[1] < world.table_of(s).height / 2


def goal(s: SkirmishState, f: Figure) -> tuple[float, float]:
    """Where the figure wants to go: the ford, the heirloom (or home with it), or the nearest enemy."""
    obj = world.scenario_of(s).objective
    table = world.table_of(s)
    if obj.kind == "hold":
        return _centre(table.zones[obj.zone])
    if obj.kind == "relic":
        if s.carrier == f.id:
            return (f.x, 0.0 if home_north(s, f.side) else table.height)
        if s.carrier is not None:
            return s.figure(s.carrier).at()
        if s.relic is not None:
            return s.relic
    foes = s.enemies(f)
    if not foes:
        return f.at()
    near = min(foes, key=lambda g: math.hypot(g.x - f.x, g.y - f.y))
    return near.at()


# -- a reading of the table, made once per decision ------------------------------------------------------------
@dataclass
class Weights:
    """What the captain cares about, and how much: Normal and Hard differ here and in what Hard adds."""

    approach: float = 0.25          # per cm nearer the goal
    friends: float = 0.5            # per friend within SUPPORT_CM (at most 3)
    danger: float = 3.0             # times the worst expected loss to an enemy charge
    shot: float = 4.0               # times the best shot from the place
    run: float = 0.8                # what running costs
    careful: bool = False           # Hard's extras
    lapse: float = 0.0              # how often it takes one of the next-best actions instead of the best


NORMAL = Weights(lapse=0.5)
HARD = Weights(careful=True)


class Reading:
    """The table as one side sees it now: the figures that can still charge or shoot, the scenario's places."""

    def __init__(self, s: SkirmishState, side: int, w: Weights):
        self.s, self.side, self.w = s, side, w
        self.table = world.table_of(s)
        self.obj = world.scenario_of(s).objective
        self.turns = world.scenario_of(s).turns
        self.mine = s.on_table(side)
        self.theirs = s.on_table(1 - side)
        # enemies that may charge before our next move: those free now (next turn, or later this phase)
        self.their_move_left = s.phase in ("deploy", "priority") or (s.phase == "move" and not s.done[1 - side])
        self.engaged = {f.id for f in s.on_table() if any(_engaged(f, g) for g in s.enemies(f))}
        self.zone = self.table.zones[self.obj.zone] if self.obj.kind == "hold" else None
        self.runner: str | None = None
        self._prey: dict[str, tuple[Figure | None, bool]] = {}
        # late in a clash that the tie-break would not give us, even fights are worth seeking
        mine_pts, theirs_pts = flow.points_removed(s, side), flow.points_removed(s, 1 - side)
        self.pressing = self.obj.kind == "break" and self.turns - s.turn <= 4 and mine_pts <= theirs_pts
        self.behind = self.pressing and mine_pts < theirs_pts   # level: only fights near even are sought
        self.danger = w.danger * (0.4 if self.behind else 0.7 if self.pressing else 1.0)
        if w.careful and s.turn >= self.turns and not self.their_move_left:
            self.danger = 0.0       # the last turn, the enemy has moved: no charge can come any more
        if self.obj.kind == "relic" and s.relic is not None and s.carrier is None and self.mine:
            free = [f for f in self.mine if not f.cowed and f.id not in self.engaged]
            rx, ry = s.relic
            if free:
                self.runner = min(free, key=lambda f: math.hypot(f.x - rx, f.y - ry) / kind(f).move).id

    # -- fights -----------------------------------------------------------------------------------------------
    def charge_mods(self, f: Figure, at: tuple[float, float], foe: Figure, charging: bool) -> int:
        mod = 0
        if charging and kind(f).size == "cavalry":
            mod += CAVALRY_CHARGE
        if level_at(self.table, at) > level_at(self.table, foe.at()):
            mod += 1
        return mod

    def threat(self, f: Figure, x: float, y: float, ran: bool = False) -> float:
        """The worst an enemy charge could cost `f` standing at (x, y) (a loss, ≥ 0), with the friends near it
        counted as support."""
        worst = 0.0
        total = 0.0
        friends = sum(1 for g in self.mine if g is not f and not g.cowed and math.hypot(g.x - x, g.y - y) <= 5.0
                      and not (self.w.careful and g.id in self.engaged))    # Hard: a friend in its own fight is no help
        for e in self.theirs:
            if e.cowed or e.id in self.engaged:
                continue
            k = kind(e)
            reach = k.move + world.radius(e) + world.radius(f) + IN_FIGHT_CM
            if math.hypot(e.x - x, e.y - y) > reach:
                continue
            e_mod = CAVALRY_CHARGE if k.size == "cavalry" else 0
            my_mod = (RUNNING_IN_FIGHT if ran else 0) + (1 if level_at(self.table, (x, y)) > 0 else 0)
            first = fight_odds(self.s, e, f, 0, e_mod, min(2, friends), my_mod)
            later = fight_odds(self.s, e, f, 0, 0, min(2, friends), my_mod - (RUNNING_IN_FIGHT if ran else 0))
            loss = fight_value(first, later, worth(e), worth(f))
            if loss > 0:
                worst = max(worst, loss)
                total += loss
        return worst + 0.4 * (total - worst)

    def shot_threat(self, f: Figure, x: float, y: float) -> float:
        """What enemy shooters could do to `f` at (x, y) next shoot phase (a loss, ≥ 0), cover counted (Hard)."""
        loss = 0.0
        probe = Figure(f.id, f.side, f.type, f.name, x, y, cowed=f.cowed)
        for e in self.theirs:
            k = kind(e)
            if k.weapon is None or e.cowed or e.id in self.engaged:
                continue
            weapon = shooting.weapon_of(e)
            d = math.hypot(e.x - x, e.y - y) - world.radius(e) - world.radius(f)
            if d > weapon.range + (k.move if self.their_move_left else 0.0):
                continue
            plan = shooting.plan(self.s, e, probe)
            if plan.blocked >= shooting.LINES:
                continue
            loss += shot_value(self.s, e, probe, plan.need)
        return loss

    def rough_shots(self, f: Figure, x: float, y: float) -> float:
        """Hard: the enemy shots that could reach `f` at (x, y) next shoot phase, cover left aside (cheap; the best
        few places are judged again with cover, `shot_threat`)."""
        loss = 0.0
        for e in self.theirs:
            k = kind(e)
            if k.weapon is None or e.cowed or e.id in self.engaged:
                continue
            weapon = shooting.weapon_of(e)
            d = math.hypot(e.x - x, e.y - y) - world.radius(e) - world.radius(f)
            if d <= weapon.range + (k.move if self.their_move_left else 0.0):
                loss += shot_value(self.s, e, f, (k.shoot or 7) - kind(f).target_modifier)
        return loss

    def best_shot(self, f: Figure, x: float, y: float) -> float:
        k = kind(f)
        if k.weapon is None:
            return 0.0
        weapon = shooting.weapon_of(f)
        best = 0.0
        for e in self.theirs:
            d = math.hypot(e.x - x, e.y - y) - world.radius(f) - world.radius(e)
            if d <= weapon.range:
                need = (k.shoot or 7) - kind(e).target_modifier - (1 if e.cowed else 0)
                best = max(best, shot_value(self.s, f, e, need))
        return best

    # -- places ---------------------------------------------------------------------------------------------
    def objective(self, f: Figure, x: float, y: float) -> float:
        w = self.w
        s = self.s
        if self.obj.kind == "hold" and self.zone is not None:
            inside = point_in_polygon((x, y), self.zone)
            gx, gy = _centre(self.zone)
            d = math.hypot(gx - x, gy - y)
            late = max(0.0, 1.0 - (self.turns - s.turn) / self.turns)
            return -w.approach * d + (3.0 + 4.0 * late if inside else 0.0)
        if self.obj.kind == "relic":
            if s.carrier == f.id:
                edge = 0.0 if home_north(s, f.side) else self.table.height
                return -1.0 * abs(edge - y)
            if s.carrier is not None:
                c = s.figure(s.carrier)
                d = math.hypot(c.x - x, c.y - y)
                return -(0.6 if c.side != f.side else 0.1) * d
            if s.relic is not None:
                d = math.hypot(s.relic[0] - x, s.relic[1] - y)
                touching = d <= world.radius(f) + world.relic_radius(s)
                return -(0.8 if f.id == self.runner else w.approach) * d + (6.0 if touching else 0.0)
        target, keen = self.prey(f)
        if target is None:
            return 0.0
        return -(w.approach if keen else 0.3 * w.approach) * math.hypot(target.x - x, target.y - y)

    def prey(self, f: Figure) -> tuple[Figure | None, bool]:
        """The enemy `f` should close with (the best fight it could pick), and whether that fight favours it;
        when none does it only edges nearer, keeping its distance."""
        if f.id in self._prey:
            return self._prey[f.id]
        best: tuple[float, Figure] | None = None
        near = min(2, sum(1 for g in self.mine if g is not f and math.hypot(g.x - f.x, g.y - f.y) <= 10.0))
        for e in self.theirs:
            odds = fight_odds(self.s, f, e, near, CAVALRY_CHARGE if kind(f).size == "cavalry" else 0)
            later = fight_odds(self.s, f, e, near)
            v = fight_value(odds, later, worth(f), worth(e)) - 0.004 * math.hypot(e.x - f.x, e.y - f.y)
            if best is None or v > best[0]:
                best = (v, e)
        keen = best is not None and (best[0] > -0.05 or self.behind or (self.pressing and best[0] > -0.15))
        out = (None, False) if best is None else (best[1], keen)
        self._prey[f.id] = out
        return out

    def place(self, f: Figure, x: float, y: float, ran: bool = False) -> float:
        """How good it is for `f` to stand at (x, y) at the end of its move."""
        w = self.w
        value = self.objective(f, x, y)
        friends = sum(1 for g in self.mine if g is not f and math.hypot(g.x - x, g.y - y) <= SUPPORT_CM)
        value += w.friends * min(3, friends)
        weight = 1.0 if self.their_move_left else 0.6
        value -= self.danger * weight * self.threat(f, x, y, ran)
        if w.careful:
            if self.obj.kind == "break" and level_at(self.table, (x, y)) > 0:
                value += 0.4
            value -= 0.2 * self.rough_shots(f, x, y)
        if not ran:
            value += w.shot * self.best_shot(f, x, y)
        return value

    # -- charges ----------------------------------------------------------------------------------------------
    def coming(self, f: Figure, target: Figure) -> int:
        """How many friends could still charge `target` this move phase and stand by `f` (at most 2)."""
        s = self.s
        if s.phase != "move" or s.acting != self.side:
            return 0
        n = 0
        for g in self.mine:
            if g is f or g.cowed or g.moved or g.ran or g.spent or g.id in self.engaged:
                continue
            gap = math.hypot(g.x - target.x, g.y - target.y) - world.radius(g) - world.radius(target)
            if gap <= kind(g).move - 1.0:
                n += 1
        return min(2, n)

    def charge(self, f: Figure, target: Figure) -> float:
        """What a charge by `f` on `target` is worth (before the ground it covers)."""
        s = self.s
        d = math.hypot(target.x - f.x, target.y - f.y) or 1.0
        touch = world.radius(f) + world.radius(target)
        spot = (target.x + (f.x - target.x) / d * touch, target.y + (f.y - target.y) / d * touch)
        fighting = [g for g in self.mine if g is not f and _engaged(g, target)]
        if not self.w.careful:
            friends = sum(1 for g in self.mine if g is not f and
                          math.hypot(g.x - target.x, g.y - target.y) <= world.radius(g) + world.radius(target) + 2.0)
            friends += self.coming(f, target)
            mod = CAVALRY_CHARGE if kind(f).size == "cavalry" else 0
            foe_mod = RUNNING_IN_FIGHT if target.ran else 0
            return 4.0 * fight_value(fight_odds(s, f, target, friends, mod, 0, foe_mod),
                                     fight_odds(s, f, target, friends), worth(f), worth(target))
        their_help = [e for e in self.theirs if e is not target and not e.cowed and
                      math.hypot(e.x - spot[0], e.y - spot[1]) - world.radius(e) - world.radius(f) <= IN_FIGHT_CM]
        if fighting:
            # it joins a fight already going: most likely as a supporter of the friend there (safe), adding +1
            g = max(fighting, key=lambda h: worth(h))
            n = len(fighting) - 1
            mods = self.charge_mods(g, g.at(), target, False)
            before = fight_value(fight_odds(s, g, target, n, mods, len(their_help)),
                                 fight_odds(s, g, target, n, mods, len(their_help)), worth(g), worth(target))
            after = fight_value(fight_odds(s, g, target, n + 1, mods, len(their_help)),
                                fight_odds(s, g, target, n + 1, mods, len(their_help)), worth(g), worth(target))
            value = 1.5 * (after - before)
        else:
            mod = self.charge_mods(f, spot, target, True)
            later_mod = mod - (CAVALRY_CHARGE if kind(f).size == "cavalry" else 0)
            foe_mod = RUNNING_IN_FIGHT if target.ran else 0
            coming = self.coming(f, target)
            first = fight_odds(s, f, target, coming, mod, len(their_help), foe_mod)
            later = fight_odds(s, f, target, coming, later_mod, len(their_help), 0)
            value = fight_value(first, later, worth(f), worth(target))
        if self.obj.kind == "relic" and s.carrier == target.id:
            value += 1.5
        # the enemies still to move may charge into the fight
        if self.their_move_left:
            value -= 1.0 * self.threat(f, spot[0], spot[1])
        return 4.0 * value


def _engaged(a: Figure, b: Figure) -> bool:
    return (a.side != b.side and not a.removed and not b.removed and
            math.hypot(a.x - b.x, a.y - b.y) - world.radius(a) - world.radius(b) <= IN_FIGHT_CM + 1e-9)


# -- the choice ---------------------------------------------------------------------------------------------------
def judge(s: SkirmishState, a: Action, reading: Reading | None = None) -> float:
    """What an offered action is worth to the side taking it (0: ending the phase, doing nothing more)."""
    k = a.kind
    if reading is None:
        reading = Reading(s, a.seat, NORMAL)
    r = reading
    w = r.w
    if k in ("end_move", "end_shoot"):
        return 0.0
    if k == "priority":
        if not w.careful:
            return 1.0 if a["keep"] else 0.0
        return (1.0 if a["keep"] else 0.0) if _wants_first(r) else (0.0 if a["keep"] else 1.0)
    if k == "follow":
        if not w.careful:
            return 1.0 if a["yes"] else 0.0
        return (1.0 if a["yes"] else 0.0) if _follow_worth(r) >= 0 else (0.0 if a["yes"] else 1.0)
    if k == "fight":
        f = s.figure(a["figure"])
        pair = next(p for p in s.pairs if f.id in p[:2])
        mine, theirs = (s.figure(pair[0]), s.figure(pair[1]))
        if mine.side != r.side:
            mine, theirs = theirs, mine
        win, lose = fight_odds(s, mine, theirs)
        return 0.5 + win - lose
    if k == "deploy":
        f = s.figure(a["figure"])
        zone = flow.zone_of(s, f.side)
        cx = sum(p[0] for p in zone) / len(zone)
        value = -abs(float(a["x"]) - cx) * 0.05
        if w.careful:
            # Hard: as far forward as the zone allows, a step nearer the enemy and the ford or the heirloom
            cy = sum(p[1] for p in zone) / len(zone)
            value += 0.15 * (float(a["y"]) - cy) * (1.0 if home_north(s, f.side) else -1.0)
        return value
    if k == "turn":
        return 0.3
    f = s.figure(a["figure"])
    if k == "move":
        run = bool(a.get("run"))
        gain = r.place(f, float(a["x"]), float(a["y"]), run) - r.place(f, f.x, f.y)
        return gain - (w.run if run else 0.0)
    if k == "charge":
        target = s.figure(a["target"])
        gap = math.hypot(target.x - f.x, target.y - f.y) - world.radius(f) - world.radius(target)
        if gap > moving.allowance(f) + IN_FIGHT_CM:
            return -5.0           # out of reach: the charge would fail, and the charger would do nothing more
        value = r.charge(f, target)
        # a charge also covers the ground a move would
        touch = world.radius(f) + world.radius(target)
        d = math.hypot(target.x - f.x, target.y - f.y) or 1.0
        spot = (target.x + (f.x - target.x) / d * touch, target.y + (f.y - target.y) / d * touch)
        ground = r.objective(f, *spot) - r.objective(f, f.x, f.y)
        if r.pressing and (r.behind or value > -0.6):
            value += 0.6
        value += _last_word(r, f, target, spot)
        return max(0.0, ground) + value + (0.2 if value > 0 else -0.5)
    if k == "shoot":
        target = s.figure(a["target"])
        shot = shooting.plan(s, f, target)
        value = shot_value(s, f, target, shot.need, bool(a.get("desperate")))
        if r.obj.kind == "relic" and s.carrier == target.id:
            value += p_hit(shot.need) * 1.0
        if _last_count(r) and r.zone is not None and point_in_polygon(target.at(), r.zone) and not target.cowed:
            # the last turn at the ford: a wound, or a cow the target does not rally from, takes it out of the count
            stays_down = 1 - p_rally(kind(target).courage)
            wound = p_wound(shooting.weapon_of(f).strength, kind(target).defence_against_shooting)
            value += 1.5 * p_hit(shot.need) * (wound + (1 - wound) * stays_down)
        return 0.2 + 5.0 * value
    return 0.0


def p_rally(courage: int) -> float:
    """The chance that 2d6 come to `courage` or less (a cowed figure stands up in the morale phase)."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= courage) / 36


def _last_count(r: Reading) -> bool:
    """Hard, in the ford's last turn: what stands in the ford when it ends is all that counts."""
    return r.w.careful and r.obj.kind == "hold" and r.s.turn >= r.turns


def _last_word(r: Reading, f: Figure, target: Figure, spot: tuple[float, float]) -> float:
    """Hard, in the ford's last turn: a beaten enemy leaves the ford's count (wounded, backed away or cowed), and a
    beaten charger leaves it too."""
    if not _last_count(r) or r.zone is None:
        return 0.0
    theirs_in = point_in_polygon(target.at(), r.zone) and not target.cowed
    mine_in = point_in_polygon(spot, r.zone)
    if not (theirs_in or mine_in):
        return 0.0
    support = r.coming(f, target)
    their_help = sum(1 for e in r.theirs if e is not target and not e.cowed and
                     math.hypot(e.x - spot[0], e.y - spot[1]) - world.radius(e) - world.radius(f) <= IN_FIGHT_CM)
    win, lose = p_fight(kind(f).fight + min(2, support) + r.charge_mods(f, spot, target, True),
                        kind(target).fight + min(2, their_help))
    if target.cowed:
        lose = 0.0
    return 5.0 * ((win if theirs_in else 0.0) - (lose if mine_in else 0.0))


def _wants_first(r: Reading) -> bool:
    """Hard keeps priority and takes the initiative — except in the last two turns at the ford, where the side
    that moves second sees where the enemy stands and has the last word on who holds it."""
    return not (r.obj.kind == "hold" and r.s.turn >= r.turns - 1)


def _follow_worth(r: Reading) -> float:
    s = r.s
    assert s.ask is not None
    w, lo = s.figure(s.ask.data["winner"]), s.figure(s.ask.data["loser"])
    return fight_value(fight_odds(s, w, lo), fight_odds(s, w, lo), worth(w), worth(lo)) + 0.02


def extra_moves(s: SkirmishState, r: Reading) -> list[Action]:
    """Moves the offered set lacks, for Hard (each checked before it is chosen): shorter steps toward the goal,
    into the ford, onto the heirloom, off the home edge, and a shooter turning to face its best target."""
    from . import moving
    out: list[Action] = []
    if s.phase != "move":
        return out
    side = r.side
    for f in r.mine:
        if not moving.can_act(s, f) or f.id in r.engaged:
            continue
        walk = moving.allowance(f)
        gx, gy = goal(s, f)
        spots: list[tuple[float, float]] = []
        d = math.hypot(gx - f.x, gy - f.y)
        if d > 0.5:
            for frac in (0.35, 0.7):
                step = min(d, walk) * frac
                spots.append((f.x + (gx - f.x) / d * step, f.y + (gy - f.y) / d * step))
        if r.zone is not None:
            cx, cy = _centre(r.zone)
            for ox, oy in ((0, 0), (-3.5, -2), (3.5, 2), (-3.5, 3), (3.5, -3), (0, 4), (0, -4)):
                spots.append((cx + ox, cy + oy))
        if r.obj.kind == "relic" and s.relic is not None and s.carrier is None:
            spots.append(s.relic)
        if s.carrier == f.id:
            rad = world.radius(f)
            y = rad + 0.3 if home_north(s, f.side) else world.table_of(s).height - rad - 0.3
            spots.append((f.x, y))
        for x, y in spots:
            if math.hypot(x - f.x, y - f.y) <= walk and 0 < x < 120 and 0 < y < 120:
                out.append(drops.move(s, side, f.id, round(x, 2), round(y, 2), False))
    return out


def front_row(s: SkirmishState, side: int) -> list[Action]:
    """Hard: places along the front of its deployment zone for the next figure (the offered set keeps to the
    middle of the zone)."""
    f = flow.next_to_place(s, side)
    if f is None:
        return []
    zone = flow.zone_of(s, side)
    xs, ys = [p[0] for p in zone], [p[1] for p in zone]
    rad = world.radius(f)
    back = 1.0 if home_north(s, side) else -1.0
    front = max(ys) - rad - 0.3 if back > 0 else min(ys) + rad + 0.3
    cx = (min(xs) + max(xs)) / 2
    return [drops.deploy(s, side, f.id, round(cx + dx, 2), round(front - back * row * (2 * rad + 1.0), 2))
            for row in (0, 1) for k in range(17) for dx in [4.0 * ((k + 1) // 2) * (1 if k % 2 else -1)]]


def shooter_turns(s: SkirmishState, r: Reading) -> list[Action]:
    """A shooter with enemies in range but none in its field of view turns to face the best of them."""
    from .moving import sees
    out: list[Action] = []
    for f in r.mine:
        k = kind(f)
        if k.weapon is None or f.cowed or f.spent or f.ran:
            continue
        weapon = shooting.weapon_of(f)
        near = [e for e in r.theirs if math.hypot(e.x - f.x, e.y - f.y) - world.radius(f) - world.radius(e)
                <= weapon.range]
        if not near or f.id in r.engaged or any(sees(f, e) for e in near):
            continue
        e = max(near, key=lambda e: shot_value(s, f, e, (k.shoot or 7) - kind(e).target_modifier))
        facing = round(bearing(f.at(), e.at()), 1)
        out.append(drops.turn(s, r.side, f.id, facing))
    return out


def policy(s: SkirmishState, actions: list[Action], rng: Any, w: Weights = NORMAL,
           check: Any = None) -> Action:
    """The best-judged action (ties broken by the seed's die); with `check`, an added action is taken only
    once the game accepts it."""
    if not actions:
        raise RuntimeError("no action to choose from")
    r = Reading(s, actions[0].seat, w)
    pool = list(actions)
    offered = len(pool)
    if w.careful and check is not None and s.phase == "move":
        pool += extra_moves(s, r) + shooter_turns(s, r)
    if w.careful and check is not None and s.phase == "deploy":
        pool += front_row(s, r.side)
    scored = sorted(((judge(s, a, r), i) for i, a in enumerate(pool)), key=lambda t: -t[0])
    if w.careful and s.phase == "move":
        scored = _with_cover(s, r, pool, scored)
    top = scored[0][0]
    searched: dict[str, Any] = {}       # each charger's search, made once for all its charges
    if w.lapse > 0 and Dice(rng).happens(w.lapse):
        # Normal often settles for a good action that is not the best: one of the next best offered
        # (never a charge that cannot reach, never ending the phase unless that is the best)
        good = [i for v, i in scored[1:12] if i < offered and pool[i].kind not in ("end_move", "end_shoot")
                and not (pool[i].kind == "charge" and not _reaches(s, pool[i], searched))][:4]
        if good:
            return pool[Dice(rng).pick(good)]
    ties = [i for v, i in scored if abs(v - top) <= 1e-9 and i < offered]
    for v, i in scored:
        if pool[i].kind == "charge" and not _reaches(s, pool[i], searched):
            continue              # offered, but out of reach: it would fail
        if i >= offered:          # one of ours: take it only if it is legal and better than the offered best
            if check(s, pool[i]):
                return pool[i]
            continue
        if abs(v - top) <= 1e-9 and len(ties) > 1:
            return pool[Dice(rng).pick(ties)]
        return pool[i]
    return pool[scored[0][1]]


def _reaches(s: SkirmishState, a: Action, searched: dict[str, Any] | None = None) -> bool:
    """Whether a charge surely reaches its target (every charge in sight is offered; one out of reach fails).
    Judged on the charger's search before its ways are straightened, which is quick and sure when it says yes:
    a charge that only the straightened way would bring home — within a few millimetres of the Move — is left
    alone, as a careful player would. (Proving that a charge falls short needs every way straightened: seconds
    across the ford, where the engine's `charge_spot` measures it exactly.)"""
    f, target = s.figure(a["figure"]), s.figure(a["target"])
    limit = moving.allowance(f)
    if math.hypot(target.x - f.x, target.y - f.y) - world.radius(f) - world.radius(target) > limit + REACH:
        return False
    searched = {} if searched is None else searched
    reach = searched.get(f.id)
    if reach is None:
        reach = searched[f.id] = world.navigator(s.table).reach(world.mover(f, limit), world.bases(s, f))
    return any(reach.stands(x, y) and reach.within(x, y, limit)
               for places in moving.charge_rings(f, target) for x, y in places)


def _with_cover(s: SkirmishState, r: Reading, pool: list[Action], scored: list[tuple[float, int]],
                top: int = 8) -> list[tuple[float, int]]:
    """Hard: the best few moves judged again with the enemy's shots at the place (cover counted)."""
    head, tail = scored[:top], scored[top:]
    here: dict[str, float] = {}
    out = []
    for v, i in head:
        a = pool[i]
        if a.kind == "move":
            f = s.figure(a["figure"])
            if f.id not in here:
                here[f.id] = r.shot_threat(f, f.x, f.y)
            v -= 0.3 * (r.shot_threat(f, float(a["x"]), float(a["y"])) - here[f.id])
        out.append((v, i))
    return sorted(out, key=lambda t: -t[0]) + tail


class RuleCaptain:
    """The Normal computer opponent: the rules of thumb above, on its own view."""

    name = "rules"
    weights = NORMAL

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        state = game.determinize(view, seat, seed)
        return policy(state, game.legal_actions(state), random.Random(seed), self.weights, game.check)


class HardCaptain(RuleCaptain):
    """The Hard computer opponent: the same actions judged with Hard's weights and reading (see the module)."""

    name = "hard"
    weights = HARD


__all__ = ["HardCaptain", "Reading", "RuleCaptain", "fight_odds", "fight_value", "judge", "p_fight", "p_hit",
           "p_wound", "policy"]

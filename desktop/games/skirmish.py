"""The skirmish table on the desktop: a measured table where figures stand at any point.

A figure is dragged to any point: on the way its path, the distance and what is left of its Move follow the
cursor, the ground it can reach is drawn (walking, and running where it may), and a drop the rules refuse says
why in the engine's words. Dropping on an enemy charges it (move phase), shoots at it (shoot phase: the line, the
range, every modifier and the odds are shown first) or fights it (fight phase). The wheel over a figure turns
it; the right mouse button dragged is a ruler. The figure's profile, armour, weapon and state show on hover.
"""
from __future__ import annotations

import math
from typing import Any

from engines.core import Action, Illegal
from engines.core.i18n import Measure
from engines.skirmish import drops, moving, shooting, world
from engines.skirmish.data import load_data, to_wound
from engines.skirmish.state import SkirmishState
from engines.skirmish.tactics import fight_odds, p_hit, p_wound

from ..board.measure import token_radius
from ..colour_vision import SAFE_DELTA_E, seen_apart
from ..i18n import N_, say, tr, word
from ..seat_marks import SAFE_PALETTE
from . import register_adapter
from .base import DragHint, Figure, GameAdapter, LabelStyle, SeatInfo
from .skirmish_art import FIGURE_ART_NAME, LOOK_FILL, K, register, table_board, tray_slot, trays

register()

PHASES = ("priority", "move", "shoot", "fight", "morale")
PHASE_WORDS = {"deploy": N_("Deployment"), "priority": N_("Priority"), "move": N_("Move"), "shoot": N_("Shoot"),
               "fight": N_("Fight"), "morale": N_("Morale")}
KIND_WORDS = {"deploy": N_("Place a figure"), "priority": N_("Priority"), "move": N_("Move"), "charge": N_("Charge"),
              "jump": N_("Jump"), "turn": N_("Turn"), "end_move": N_("End the move phase"), "shoot": N_("Shoot"),
              "end_shoot": N_("End the shoot phase"), "fight": N_("Fight"), "follow": N_("After the fight")}
ARMOUR_WORDS = {"none": N_("no armour"), "light": N_("light armour"), "heavy": N_("heavy armour"),
                "combined": N_("heavy armour and a shield-wall")}
SIZE_WORDS = {"infantry": N_("on foot"), "small": N_("small"), "large": N_("large"), "cavalry": N_("mounted")}
TERRAIN_WORDS = {"open": N_("open ground"), "difficult": N_("difficult ground: every centimetre counts double"),
                 "obstacle": N_("an obstacle {h} cm high"), "impassable": N_("impassable: nobody enters it")}
WALK, RUN, ARC = "#2f7d32", "#d08a16", "#3d6fb6"


def _pct(p: float) -> str:
    """A chance as a whole percentage, the sign where the language puts it (45%, %45, 45 %)."""
    return tr("{p}%", "a chance in percent").format(p=round(100 * p))


def _cm(v: float) -> str:
    """A distance to a millimetre, in the language's way of writing numbers (12.3; 12,3)."""
    return say(Measure(v))


@register_adapter
class SkirmishAdapter(GameAdapter):
    game_id = "skirmish"
    free_drops = True
    pinned_kinds = ("end_move", "end_shoot")
    figure_params = ("figure",)
    place_params = ()

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._reach_key: tuple[int, str, float] | None = None
        self._reach: Any = None
        self._charge: dict[tuple[int, str, str], Any] = {}

    # -- the table -------------------------------------------------------------------------------
    def _scenario(self) -> Any:
        data = load_data()
        sid = getattr(self.options, "scenario", None) or data.scenarios[0].id
        return data.scenario(sid)

    def _table(self) -> Any:
        return world.tables()[self._scenario().table]

    def board_map(self) -> Any:
        scenario = self._scenario()
        zones = {scenario.deployment.first: tr("Deployment zone"), scenario.deployment.second: tr("Deployment zone")}
        objective = getattr(scenario.objective, "zone", None)
        table = self._table()
        # a piece of terrain that is the objective itself (the Fords) keeps its own name as the one caption
        self._objective_piece = next((p.id for p in table.terrain if objective
                                      and [tuple(q) for q in p.polygon] == [tuple(q) for q in table.zones[objective]]),
                                     None)
        if objective:
            zones[objective] = ("" if self._objective_piece else
                                tr("The heirloom") if scenario.objective.kind == "relic" else tr("The ford"))
        self._board = table_board(self._table(), zones)
        self._unit = token_radius(self._board)
        return self._board

    def overlays(self) -> dict[str, list[Any]]:
        return {"trays": trays(self._table())}

    def seat_colour(self, seat: int | None) -> str:
        bands = getattr(self.options, "warbands", None)
        if seat is None:
            return "#777777"
        if bands and seat < len(bands):
            colours = [load_data().warband(b).colour for b in bands]
            # the warbands' own colours when they stay apart for every eye, else the second takes the safe
            # colour farthest from the first's
            if seat == 0 or seen_apart(colours[0], colours[1]) >= SAFE_DELTA_E:
                return colours[seat]
            return max(SAFE_PALETTE, key=lambda c: seen_apart(colours[0], c))
        return super().seat_colour(seat)

    def node_fill(self, state: Any, node: Any) -> str:
        if node.kind == "zone":
            if node.attrs["zone"] in ("north", "south"):
                side = self._zone_side(node.attrs["zone"])
                return "#38" + self.seat_colour(side)[1:] if side is not None else "#30ffffff"
            return "#55e0b422"
        if node.kind == "overlay":
            return "#e6dcc0"
        return LOOK_FILL.get(node.attrs.get("look", ""), "#b9ad85")

    def _zone_side(self, zone: str) -> int | None:
        d = self._scenario().deployment
        return 0 if zone == d.first else 1 if zone == d.second else None

    def _tray_words(self, state: Any, node: Any) -> str:
        side = node.attrs["side"]
        waiting = state is not None and any(not f.deployed for f in state.figures if f.side == side)
        return tr("Waiting to be placed") if waiting else tr("The fallen")

    def node_label_style(self, state: Any, node: Any) -> LabelStyle:
        if node.kind == "overlay":
            return LabelStyle(text=self._tray_words(state, node), bold=True, priority=2)
        if node.kind == "zone":
            return LabelStyle(bold=True, colour="#3b2e12", priority=2 if node.attrs["zone"] not in ("north", "south")
                              else 1)
        if node.id == getattr(self, "_objective_piece", None):
            return LabelStyle(bold=True, colour="#3b2e12", priority=2)
        return LabelStyle(priority=1)

    def node_badge(self, state: Any, node: Any) -> str | None:
        return None

    def node_tooltip(self, state: Any, node: Any) -> str:
        if node.kind == "overlay":          # a tray: what it holds now, as its caption says
            return self._tray_words(state, node)
        if node.kind != "terrain":
            return say(node.name)
        a = node.attrs
        text = word(TERRAIN_WORDS, a["terrain"]).format(h=_cm(a["height"]))
        lines = [f"<b>{say(node.name)}</b>", text]
        if a.get("level"):
            lines.append(tr("High ground: a figure up here stands higher than one below."))
        if a.get("sight"):
            lines.append(tr("Blocks sight: a target behind it is in cover."))
        return "<br>".join(lines)

    # -- the figures -----------------------------------------------------------------------------
    def figures(self, state: SkirmishState) -> list[Figure]:
        table = world.table_of(state)
        unit = getattr(self, "_unit", None) or token_radius(self.board_map())
        waiting = {0: 0, 1: 0}
        out = []
        for f in state.figures:
            k = world.kind(f)
            colour = self.seat_colour(f.side)
            if f.removed or not f.deployed:
                at = tray_slot(table, f.side, waiting[f.side])
                waiting[f.side] += 1
            else:
                at = (f.x * K, f.y * K)
            out.append(Figure(
                id=f.id, node="table", label=say(f.name), colour="#8a8578" if f.removed else colour,
                seat=None if f.removed else f.side, tooltip=self.profile(state, f.id), at=at, art=FIGURE_ART_NAME,
                size=k.base_radius * K / unit, facing=f.facing, lying=f.cowed or f.removed))
        return out

    def profile(self, s: SkirmishState, fid: str) -> str:
        """The hover card: name, kind, profile, armour and shield, weapon, and its state now."""
        f = s.figure(fid)
        k = world.kind(f)
        data = load_data()
        head = f"<b>{say(f.name)}</b>" + (f" — {say(k.name)}" if say(k.name) != say(f.name) else "")
        stats = tr("Move {m} cm · Fight {f} · Strength {s} · Defence {d} · Courage {c}").format(
            m=k.move, f=k.fight, s=k.strength, d=k.defence, c=k.courage)
        if k.shoot is not None:
            stats += " · " + tr("Shoot {n}+").format(n=k.shoot)
        kit = [word(ARMOUR_WORDS, k.armour)]
        if k.shield:
            kit.append(tr("a shield"))
        kit.append(word(SIZE_WORDS, k.size))
        defence = tr("Defence against shots {a}, in a fight {b}").format(a=k.defence_against_shooting,
                                                                           b=k.defence_in_fight)
        lines = [head, stats, ", ".join(kit), defence]
        weapon = data.weapon_of(k)
        if weapon is not None:
            lines.append(tr("{weapon}: range {r} cm, Strength {s}").format(weapon=say(weapon.name),
                                                                          r=_cm(weapon.range), s=weapon.strength))
        now = []
        if f.removed:
            now.append(tr("fallen"))
        if f.cowed:
            now.append(tr("cowed: lying down until it rallies"))
        if f.ran:
            now.append(tr("ran this turn"))
        if f.ran_last:
            now.append(tr("ran last turn: may not run again now"))
        if s.carrier == f.id:
            now.append(tr("carries the heirloom"))
        if f.moved and not f.removed and s.phase == "move":
            now.append(tr("has moved"))
        if now:
            lines.append("<i>" + ", ".join(now) + "</i>")
        return "<br>".join(lines)

    def draggable(self, state: Any, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat and bool(self.legal_targets(state, figure.id))

    def figure_actions(self, state: Any, figure_id: str) -> list[Action]:
        return [a for a in self.game.legal_actions(state) if a.get("figure") == figure_id]

    def legal_targets(self, state: Any, figure_id: str) -> set[str]:
        """The figure's own id when it may be put somewhere; the enemies it may charge, shoot or fight."""
        out: set[str] = set()
        for a in self.figure_actions(state, figure_id):
            if a.kind in ("deploy", "move", "jump"):
                out.add(figure_id)
            elif a.kind in ("charge", "shoot"):
                out.add(str(a["target"]))
        if state.phase == "fight":
            for p in state.pairs:
                if figure_id in p[:2]:
                    out.add(p[1] if p[0] == figure_id else p[0])
        return out

    def lift_refusal(self, state: Any, figure_id: str, node_id: str) -> Illegal | None:
        f = state.figure(figure_id)
        if state.phase == "move":
            verdict = moving.can_act(state, f)
            if isinstance(verdict, Illegal):
                return verdict
            foe = moving.held(state, f)
            if foe is not None:
                return Illegal(tr("{name} is in a fight with {foe} and must stay to fight it.").format(
                    name=say(f.name), foe=say(foe.name)), "fighting")
        if state.phase == "shoot":
            verdict = shooting.can_shoot(state, f)
            if isinstance(verdict, Illegal):
                return verdict
            return Illegal(tr("{name} has no enemy in sight and in range.").format(name=say(f.name)), "shooting")
        return None

    # -- dropping at a point ------------------------------------------------------------------------
    def _act(self, state: SkirmishState, action: Action) -> Action | Illegal:
        verdict = self.game.check(state, action)
        return verdict if isinstance(verdict, Illegal) else action

    def _enemy(self, state: SkirmishState, fid: str, onto: str | None) -> Any:
        if onto is None:
            return None
        g = state.figure(onto)
        return g if g.side != state.figure(fid).side and not g.removed and g.deployed else None

    def drop_at(self, state: Any, figure_id: str, point: tuple[float, float], onto: str | None) -> Action | Illegal:
        s: SkirmishState = state
        f = s.figure(figure_id)
        x, y = round(point[0] / K, 2), round(point[1] / K, 2)
        side = self.game.to_move(s)
        if side is None:
            return Illegal(tr("The game is over."), "victory")
        enemy = self._enemy(s, figure_id, onto)
        if s.phase == "deploy":
            return self._act(s, drops.deploy(s, side, f.id, x, y))
        if s.phase == "move":
            if enemy is not None:
                return self._act(s, drops.charge(s, side, f.id, enemy.id))
            walk = self._act(s, drops.move(s, side, f.id, x, y, False))
            if not isinstance(walk, Illegal):
                return walk
            if moving.cannot_run(s, f) is None:
                run = self._act(s, drops.move(s, side, f.id, x, y, True))
                if not isinstance(run, Illegal):
                    return run
            jump = self._act(s, drops.jump(s, side, f.id, x, y))
            if not isinstance(jump, Illegal):
                return jump
            return walk
        if s.phase == "shoot":
            if enemy is None:
                return Illegal(tr("Drop the shooter on the enemy it shoots at."), "shooting")
            return self._act(s, drops.shoot(s, side, f.id, enemy.id))
        if s.phase == "fight":
            pair = next((p for p in s.pairs if figure_id in p[:2] and (enemy is None or enemy.id in p[:2])), None)
            if pair is None:
                return Illegal(tr("{name} has no fight still to be fought this turn.").format(name=f.name), "fighting")
            return next((a for a in self.game.legal_actions(s) if a.kind == "fight" and a["figure"] == pair[0]),
                        Illegal(tr("That fight is not waiting now."), "fighting"))
        return Illegal(tr("Nothing is moved in this phase."), "turn")

    def click_action(self, state: Any, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        """In the fight phase a click on either fighter of a pair fights it out."""
        if state.phase != "fight":
            return None
        return next((a for a in self.game.legal_actions(state)
                     if a.kind == "fight" and any(figure_id in p[:2] and a["figure"] == p[0] for p in state.pairs)),
                    None)

    def wheel_action(self, state: Any, figure_id: str, steps: int, seat: int | None) -> Action | None:
        """The wheel over a figure in the move phase turns it 15° a notch (turning is free)."""
        s: SkirmishState = state
        if s.phase != "move" or seat is None or s.ask is not None:
            return None
        f = s.figure(figure_id)
        if f.side != seat or not moving.check_turn(s, f):
            return None
        action = drops.turn(s, seat, f.id, round((f.facing - 15 * steps) % 360, 1))
        return action if self.game.check(s, action) else None

    def bench_carry(self) -> tuple[Any, Any, str] | None:
        """A clash of Moria's goblins (made up to twelve) against the Uruk-hai (21 figures among Amon Hen's ruins
        and walls) at the goblins' move phase of turn 2 (engines/skirmish/bench.py), and the goblin nearest the
        enemy."""
        from engines.skirmish.bench import GOBLINS, _to_goblin_moves
        game: Any = self.game        # (the skirmish's own game)
        for seed in range(1, 21):
            s = _to_goblin_moves(game, "clash", seed)
            if s is not None:
                f = max(s.on_table(0), key=lambda f: f.y)
                return self.game.options(scenario="clash", warbands=list(GOBLINS)), s, f.id
        return None

    def bench_turns(self, trials: int) -> tuple[str, list[float]] | None:
        """The Normal computer playing the goblins' whole move phase (engines/skirmish/bench.py)."""
        from engines.skirmish.bench import _computer_phase, _to_goblin_moves
        game: Any = self.game        # (the skirmish's own game)
        spent: list[float] = []
        count = 0
        for seed in range(1, 3 * trials + 1):
            s = _to_goblin_moves(game, "clash", seed)
            if s is None:
                continue
            count = max(count, len(s.on_table(0)))
            spent.append(_computer_phase(game, s, seed)[0])
            if len(spent) >= trials:
                break
        return f"the computer (Normal) playing the move phase of {count} goblins", spent

    def ruler_text(self, a: tuple[float, float], b: tuple[float, float]) -> str | None:
        return tr("{d} cm").format(d=_cm(math.hypot(b[0] - a[0], b[1] - a[1]) / K))

    # -- what follows the carried figure -----------------------------------------------------------------
    def _reach_for(self, s: SkirmishState, f: Any, allowance: float) -> Any:
        key = (id(s), f.id, allowance)
        if self._reach_key != key:
            self._reach_key = key
            self._reach = world.navigator(s.table).reach(world.mover(f, allowance), world.bases(s, f),
                                                         world.keep_away(s, f))
        return self._reach

    def drag_area(self, state: Any, figure_id: str) -> list[tuple[list[tuple[float, float]], str]]:
        s: SkirmishState = state
        f = s.figure(figure_id)
        out: list[tuple[list[tuple[float, float]], str]] = []
        if s.phase == "deploy":
            from engines.skirmish import flow
            return [([(x * K, y * K) for x, y in flow.zone_of(s, f.side)], WALK)]
        if s.phase == "move":
            walk = moving.allowance(f)
            if moving.cannot_run(s, f) is None:
                run = world.navigator(s.table).reach(world.mover(f, moving.allowance(f, True)), world.bases(s, f),
                                                     world.keep_away(s, f))
                out += [([(x * K, y * K) for x, y in ring], RUN) for ring in run.area()]
            out += [([(x * K, y * K) for x, y in ring], WALK) for ring in self._reach_for(s, f, walk).area()]
        out.append((self._arc(f, 16.0 if s.phase != "shoot" else shooting.weapon_of(f).range), ARC))
        return out

    def _arc(self, f: Any, length: float) -> list[tuple[float, float]]:
        """The figure's 90° field of view, `length` cm deep."""
        pts = [(f.x * K, f.y * K)]
        for k in range(13):
            a = math.radians(f.facing - 45 + 7.5 * k)
            pts.append(((f.x + length * math.cos(a)) * K, (f.y + length * math.sin(a)) * K))
        return pts

    def drag_hint(self, state: Any, figure_id: str, point: tuple[float, float], onto: str | None) -> DragHint | None:
        s: SkirmishState = state
        f = s.figure(figure_id)
        x, y = point[0] / K, point[1] / K
        enemy = self._enemy(s, figure_id, onto)
        start = (f.x * K, f.y * K)
        if s.phase == "deploy":
            verdict = self.drop_at(s, figure_id, point, onto)
            if isinstance(verdict, Illegal):
                return DragHint([point], verdict.reason, False)
            return DragHint([point], tr("Place {name} here").format(name=say(f.name)))
        if s.phase == "move":
            if enemy is not None:
                return self._charge_hint(s, f, enemy)
            return self._move_hint(s, f, x, y)
        if s.phase == "shoot":
            if enemy is None:
                return DragHint([start, point], tr("Drop {name} on the enemy to shoot at.").format(name=say(f.name)),
                                False)
            return self._shot_hint(s, f, enemy)
        if s.phase == "fight" and enemy is not None:
            verdict = self.drop_at(s, figure_id, point, onto)
            if isinstance(verdict, Illegal):
                return DragHint([start, point], verdict.reason, False)
            win, lose = fight_odds(s, f, enemy)
            return DragHint([start, (enemy.x * K, enemy.y * K)], tr(
                "Fight {target}: {name} wins and wounds {p}, is wounded {q}").format(
                target=say(enemy.name), name=say(f.name), p=_pct(win), q=_pct(lose)))
        return None

    def _move_hint(self, s: SkirmishState, f: Any, x: float, y: float) -> DragHint:
        walk = moving.allowance(f)
        runs = moving.cannot_run(s, f) is None
        most = moving.allowance(f, runs)
        reach = self._reach_for(s, f, most)
        path = [(px * K, py * K) for px, py in reach.path(x, y)] or [(f.x * K, f.y * K), (x * K, y * K)]
        refusal = reach.refusal(x, y)
        cost = reach.cost(x, y)
        name = say(f.name)
        if refusal is None and cost is not None:
            if cost <= walk + 1e-9:
                return DragHint(path, tr("{name}: {cost} of {limit} cm, {left} cm left").format(
                    name=name, cost=_cm(cost), limit=_cm(walk), left=_cm(walk - cost)))
            return DragHint(path, tr("{name} runs: {cost} of {limit} cm\nno shooting or charging after a run").format(
                name=name, cost=_cm(cost), limit=_cm(most)))
        if refusal is not None and refusal.code == "needs_jump":
            jump = reach.jump(x, y)
            if jump is not None:
                lead = [(px * K, py * K) for px, py in jump.path] + [(jump.landing[0] * K, jump.landing[1] * K),
                                                                      (x * K, y * K)]
                k = world.kind(f)
                worse = {"heavy": 1, "combined": 2}.get(k.armour, 0)
                fails = 1 + worse
                text = tr("Jump {obstacle}: {fail} fails and ends the turn, a 6 crosses and goes on; otherwise it "
                          "crosses and stops\n{p} to cross").format(
                    obstacle=say(jump.terrain.name), fail="1" if fails == 1 else f"1–{fails}",
                    p=_pct((6 - fails) / 6))
                return DragHint(lead, text)
        text = moving.refusal_text(f, refusal, walk if not runs else most, runs) if refusal is not None else \
            tr("{name} cannot get there.").format(name=name)
        return DragHint(path, say(text), False)

    def _charge_hint(self, s: SkirmishState, f: Any, g: Any) -> DragHint:
        start = (f.x * K, f.y * K)
        verdict = moving.check_charge(s, f, g)
        if isinstance(verdict, Illegal):
            return DragHint([start, (g.x * K, g.y * K)], say(verdict.reason), False)
        key = (id(s), f.id, g.id)
        if key not in self._charge:
            self._charge = {k: v for k, v in self._charge.items() if k[0] == id(s)}
            self._charge[key] = moving.charge_spot(s, f, g)
        spot = self._charge[key]
        if spot is None:
            return DragHint([start, (g.x * K, g.y * K)], tr(
                "{target} is out of reach: the charge would fail and {name} would do nothing more this turn").format(
                target=say(g.name), name=say(f.name)), False)
        win, lose = fight_odds(s, f, g)
        return DragHint([start, (spot[0] * K, spot[1] * K)], tr(
            "Charge {target}: {cost} of {limit} cm\nin the fight: wins and wounds {p}, is wounded {q}").format(
            target=say(g.name), cost=_cm(spot[2]), limit=_cm(moving.allowance(f)), p=_pct(win), q=_pct(lose)))

    def _shot_hint(self, s: SkirmishState, f: Any, g: Any) -> DragHint:
        line = [(f.x * K, f.y * K), (g.x * K, g.y * K)]
        plan = shooting.plan(s, f, g)
        verdict = shooting.check_shoot(s, f, g, plan.desperate_only)
        if isinstance(verdict, Illegal):
            return DragHint(line, say(verdict.reason), False)
        weapon = shooting.weapon_of(f)
        defence = world.kind(g).defence_against_shooting
        mods = ", ".join(m.describe() for m in plan.modifiers) or tr("no modifiers")
        wound = to_wound(min(10, weapon.strength), min(10, defence))
        if plan.desperate_only:
            odds = tr("a desperate shot: a natural 6 to hit and a natural 6 to wound ({p})").format(
                p=_pct(1 / 36))
        else:
            odds = tr("to hit {h}+ ({p}), to wound {w}+ ({q})").format(
                h=max(2, plan.need), p=_pct(p_hit(plan.need)), w=wound if wound is not None else "—",
                q=_pct(p_wound(weapon.strength, defence)))
        return DragHint(line, tr("{target}: {d} cm of {r}\n{mods}\n{odds}").format(
            target=say(g.name), d=_cm(plan.distance), r=_cm(weapon.range), mods=mods, odds=odds))

    # -- panels ---------------------------------------------------------------------------------------
    def highlights(self, state: Any) -> set[str]:
        if state is None or state.phase != "fight":
            return set()
        return {fid for p in state.pairs for fid in p[:2]}

    def phase_steps(self, state: Any) -> tuple[list[str], int | None] | None:
        if state.phase == "deploy":
            return [word(PHASE_WORDS, "deploy")], 0
        steps = [word(PHASE_WORDS, p) for p in PHASES]
        return steps, (PHASES.index(state.phase) if state.phase in PHASES and not state.over else None)

    def phase_text(self, state: Any) -> str:
        if state.phase == "deploy":
            return tr("Deployment")
        return tr("Turn {n} of {m}").format(n=max(1, state.turn), m=self._scenario().turns)

    def seat_info(self, state: Any, seat: int, viewer: int | None) -> SeatInfo:
        s: SkirmishState = state
        mine = [f for f in s.figures if f.side == seat]
        standing = [f for f in mine if not f.removed]
        rows = [(tr("Figures"), tr("{n} of {m} standing").format(n=len(standing), m=len(mine)))]
        cowed = [say(f.name) for f in standing if f.cowed]
        if cowed:
            rows.append((tr("Cowed"), ", ".join(cowed)))
        obj = self._scenario().objective
        if obj.kind == "break":
            broken_at = math.ceil(len(mine) * obj.fraction)
            rows.append((tr("Broken"), tr("after {n} fallen").format(n=broken_at)))
        elif obj.kind == "hold":
            rows.append((tr("In the ford"), str(world.holding(s, seat, obj.zone))))
        elif obj.kind == "relic" and s.carrier is not None and s.figure(s.carrier).side == seat:
            rows.append((tr("The heirloom"), tr("carried by {name}").format(name=say(s.figure(s.carrier).name))))
        if s.priority == seat and s.phase != "deploy":
            rows.append((tr("Priority"), tr("acts first this turn")))
        return SeatInfo(rows=rows)

    def action_group(self, action: Action) -> str:
        return word(KIND_WORDS, action.kind)

    def action_path(self, action: Action) -> list[str]:
        """The charges within the charger's Move first; those beyond it (they fail) folded under their own
        header, by charger (a short list each: the panel never nests them "More" under "More")."""
        if drops.charge_fails(action):
            return [self.action_group(action), tr("Out of reach (the charge would fail)"),
                    say(getattr(action.label, "params", {}).get("name", action["figure"]))]
        return [self.action_group(action)]

    def seat_label(self, seat: int) -> str:
        """The New Game dialog's seats are players: which warband each leads is chosen beside it (a seat named
        after the default warband would say the wrong one once another is chosen, and was cut off)."""
        return tr("Player {n}").format(n=seat + 1)

    def choice_label(self, option: str, value: Any) -> str:
        data = load_data()
        if option == "scenario":
            return say(data.scenario(value).name)
        if option == "warbands":
            return say(data.warband(value).name)
        return ""

    def focus_nodes(self, state: Any, action: Action) -> list[str]:
        return []

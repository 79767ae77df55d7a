"""Armies: explicit compositions and their checks, the army moves and attacks offered, moving figures,
entering a region (control, captures) and settlement control: the `ArmiesMixin` of WarOfTheRingGame.
Mustering, politics and the characters who enter play are in muster.py; what a mixin calls on another
goes through `self`, declared in rules.Rules.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engines.core import OK, Action, Dice, Event, Illegal, Ok
from engines.core.i18n import T, Text

from .common import (
    FACE_TEXT,
    FP,
    R_BATTLE,
    R_DICE,
    R_MOVE,
    R_POLITICS,
    R_RETREAT_BORDERS,
    R_STACK,
    SH,
    and_text,
    faces_for,
    figure_texts,
    nation_adj_text,
    nation_n,
    nation_text,
)
from .decisions import ActionDecision, CardArmyDecision, Decision, MinionMovesDecision, SecondDecision
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import RulesBase
from .state import ZERO, WotrState, other, side_of_nation

# army-move labels already built, by (kind, die face, what moves (its English), from, to): a label is the same
# sentence whenever these are (bounded: cleared when it grows large)
_MOVE_LABELS: dict[tuple[str, str, str, str, str], Text] = {}
_GROUP_WORDS: dict[tuple, Any] = {}   # a moving group's make-up -> its words (see `_figures_words`)


class ArmiesMixin(RulesBase):
    @staticmethod
    def _parse_comp(comp: Any, pool: dict[str, tuple[int, int, int]],
                    too_many: Illegal) -> dict[str, tuple[int, int, int]] | Illegal:
        """Rows (nation, regulars, elites, leaders) read against the figures available in `pool`; empty
        rows dropped. `too_many` is the refusal when a row asks for more than the pool has."""
        out: dict[str, tuple[int, int, int]] = {}
        try:
            for n, r, e, lead in comp:
                t = (int(r), int(e), int(lead))
                if n not in pool or min(t) < 0 or any(x > y for x, y in zip(t, pool[n], strict=True)):
                    return too_many
                if any(t):
                    out[n] = t
        except (TypeError, ValueError):
            return Illegal(T("The army's composition is not readable."), R_MOVE)
        return out

    def _comp_of(self, s: WotrState, side: str, a: Action) -> dict[str, tuple[int, int, int]] | Illegal:
        """An explicit composition `comp` = ((nation, regulars, elites, leaders), ...) checked against the
        army in `frm`. Nazgûl and characters go along only when the composition is the whole army."""
        frm = a.get("frm")
        army = s.army(frm, side) if frm in s.board.name else {}
        out = self._parse_comp(a["comp"], army,
                               Illegal(T("There are not that many figures of that nation in the army."), R_MOVE))
        if isinstance(out, Illegal):
            return out
        if sum(t[0] + t[1] for t in out.values()) == 0:
            return Illegal(T("An army moves with at least one regular or elite unit."), R_MOVE)
        return out

    def _check_comp(self, s: WotrState, p: Decision, a: Action) -> Ok | Illegal:
        if a.kind == "attack":
            return self._check_attack_comp(s, p, a)
        if a.kind == "advance":
            return self._check_advance_comp(s, p, a)
        b = s.board
        side = p["side"]
        frm, to = a.get("frm"), a.get("to")
        if a.kind == "move_army":
            if p["kind"] != "action" or a.get("die") not in s.rolled[side]:
                return Illegal(T("You have no unused die of that face."), R_DICE)
            f = a["die"]
            mouth = side == SH and f == "muster" and "mouth_of_sauron" in s.chars and not s.mouth_used
            if f not in faces_for("army", side) + faces_for("character", side) and not mouth:
                return Illegal(T("That die does not move armies."), R_DICE)
        elif p["kind"] != "army_second" or frm == p["exclude"]:
            return Illegal(T("This is not the moment for a second army move."), R_MOVE)
        if frm not in self._army_sources(s, side):
            return Illegal(T("You have no army there that may move."), R_MOVE)
        comp = self._comp_of(s, side, a)
        if isinstance(comp, Illegal):
            return comp
        army = s.army(frm, side)
        whole = comp == {n: t for n, t in army.items() if any(t)}
        if a.kind == "move_army" and a["die"] == "character" and \
                not (any(t[2] for t in comp.values()) or (whole and s.has_leader(frm, side, moving=True))):
            return Illegal(T("The Character die moves an army only with a leader or character in it."), R_DICE)
        left_units = s.strength(frm, side) - sum(t[0] + t[1] for t in comp.values())
        left_leaders = sum(t[2] for t in army.values()) - sum(t[2] for t in comp.values())
        if left_leaders and not left_units:
            return Illegal(T("Leaders cannot stay behind without army units."), R_MOVE)
        count = sum(t[0] + t[1] for t in comp.values())
        if to not in b.name:
            return Illegal(T("Choose a region of the map to move to."), R_MOVE)
        why = self._move_refusal(s, side, frm, to, {n for n, t in comp.items() if t[0] + t[1]}, count)
        return why if why is not None else self._team_check(s, p, a)

    def _check_attack_comp(self, s: WotrState, p: Decision, a: Action) -> Ok | Illegal:
        """`attack` with an explicit part of the army (`comp`, as for `move_army`): only that part fights,
        the rest stays behind. Only the attacking nations must be at war."""
        b = s.board
        side = p["side"]
        frm, to = a.get("frm"), a.get("to")
        if p["kind"] != "action" or a.get("die") not in s.rolled[side]:
            return Illegal(T("You have no unused die of that face."), R_DICE)
        f = a["die"]
        mouth = side == SH and f == "muster" and "mouth_of_sauron" in s.chars and not s.mouth_used
        if f not in faces_for("army", side) + faces_for("character", side) and not mouth:
            return Illegal(T("That die does not attack."), R_DICE)
        if frm not in self._army_sources(s, side):
            return Illegal(T("You have no army there that may attack."), R_BATTLE)
        if to not in b.name or not self._attack_target(s, side, frm, to):
            return Illegal(T("There is no enemy army to attack there from that region."), R_BATTLE)
        comp = self._comp_of(s, side, a)
        if isinstance(comp, Illegal):
            return comp
        for n, t in comp.items():
            if t[0] + t[1] and not s.at_war(n):
                return Illegal(T("{nation} (is|are) not at war: (its|their) units cannot attack.", None,
                                 nation_n(n), nation=nation_text(n, start=True)), R_POLITICS)
        army = s.army(frm, side)
        whole = comp == {n: t for n, t in army.items() if any(t)}
        if f == "character" and not (any(t[2] for t in comp.values()) or (whole and s.has_leader(frm, side))):
            return Illegal(T("The Character die attacks only with a leader or character in the attacking army."),
                           R_DICE)
        left_units = s.strength(frm, side) - sum(t[0] + t[1] for t in comp.values())
        left_leaders = sum(t[2] for t in army.values()) - sum(t[2] for t in comp.values())
        if left_leaders and not left_units:
            return Illegal(T("Leaders cannot stay behind without army units."), R_MOVE)
        return self._team_check(s, p, a)

    def _check_advance_comp(self, s: WotrState, p: Decision, a: Action) -> Ok | Illegal:
        """`advance` with a chosen part of the victors (those that fought)."""
        bt = s.battle
        if p["kind"] != "battle_advance" or bt is None:
            return Illegal(T("There is no victory to follow up now."), R_BATTLE)
        side = p["side"]
        frm, to = bt["frm"], bt["to"]
        force = self._force(s, bt)
        out = self._parse_comp(a["comp"], force, Illegal(T("Only figures that fought in the battle may advance."),
                                                         R_BATTLE))
        if isinstance(out, Illegal):
            return out
        count = sum(t[0] + t[1] for t in out.values())
        if count == 0:
            return Illegal(T("An army advances with at least one regular or elite unit."), R_MOVE)
        army = s.army(frm, side)
        left_units = s.strength(frm, side) - count
        left_leaders = sum(t[2] for t in army.values()) - sum(t[2] for t in out.values())
        if left_leaders and not left_units:
            return Illegal(T("Leaders cannot stay behind without army units."), R_MOVE)
        if self._move_problem(s, side, frm, to, {n for n, t in out.items() if t[0] + t[1]}, count):
            return Illegal(T("That part of the army cannot advance into {region}.", region=s.board.name[to]), R_MOVE)
        return OK

    def _attack_target(self, s: WotrState, side: str, frm: str, to: str) -> bool:
        """Whether an army in `frm` may attack `to` (geometry only: dice, war and leaders aside)."""
        if frm in s.sieges:
            return to == frm
        if to not in s.board.nbrs[frm]:
            return False
        foe = other(side)
        if s.strength(to, foe) == 0:
            return False
        return not (s.sieges.get(to) == foe and s.strength(to, side))

    # -- armies ------------------------------------------------------------------------------------
    def _army_sources(self, s: WotrState, side: str) -> list[str]:
        return [r for r in s.regions_with_army(side) if not s.inside(r, side)]

    def _move_problem(self, s: WotrState, side: str, frm: str, to: str, nations: set[str], count: int,
                      retreat: bool = False) -> str:
        """Why units of `nations` (`count` of them) may not move from `frm` to `to` ("" if they may).
        Units of a nation not at war stay out of other nations' regions, except when they retreat
        from a battle (rulebook); those that retreated into another nation can only leave it."""
        b = s.board
        if to not in b.nbrs[frm]:
            return "not adjacent"
        if s.enemy_outside(to, side) or (s.strength(to, other(side)) and s.sieges.get(to) != other(side)):
            return "enemy"
        if not retreat:
            for n in nations:
                if not s.at_war(n) and b.nation[to] not in (None, n):
                    return "displaced" if b.nation[frm] == b.nation[to] else "not at war"
        outside = 0 if s.inside(to, side) else s.strength(to, side)
        if outside + count > 10:
            return "stacking"
        return ""

    def _retreat_places(self, s: WotrState, side: str, region: str) -> list[str]:
        """Where `side`'s army in `region` may retreat: a neighbour free of enemy units and not held by
        the enemy, within the stacking limit. Units of a nation not at war may cross another nation's
        border when they retreat (rulebook: North units in Dale may retreat to Erebor)."""
        nations = {n for n, t in s.army(region, side).items() if t[0] + t[1]}
        count = s.strength(region, side)
        foe = other(side)
        return [r for r in s.board.nbrs[region]
                if not self._move_problem(s, side, region, r, nations, count, retreat=True)
                and s.control.get(r, side) == side and s.strength(r, foe) == 0]

    def _displaced(self, s: WotrState, region: str, nation: str) -> bool:
        """Units of a nation not at war standing in another nation's region: they got there by a retreat
        and, the next time they move, must leave that nation (rulebook)."""
        home = s.board.nation[region]
        return not s.at_war(nation) and home not in (None, nation)

    def _move_refusal(self, s: WotrState, side: str, frm: str, to: str, nations: set[str],
                      count: int) -> Illegal | None:
        """The reason a player reads when units of `nations` may not move from `frm` to `to`."""
        b = s.board
        why = self._move_problem(s, side, frm, to, nations, count)
        if not why:
            return None
        if why == "not adjacent":
            return Illegal(T("{frm} and {to} are not adjacent (or the border between them is impassable).",
                             frm=b.name[frm], to=b.name[to]), R_MOVE)
        if why == "enemy":
            return Illegal(T("Enemy units hold {region}: attack them instead of moving in.", region=b.name[to]), R_MOVE)
        if why == "stacking":
            return Illegal(T("At most 10 army units may stand in {region}.", region=b.name[to]), R_STACK)
        n = next(n for n in sorted(nations) if not s.at_war(n) and b.nation[to] not in (None, n))
        host = b.nation[to]
        assert host is not None   # a refusal about borders names the nation whose lands they are
        if why == "displaced":
            return Illegal(T("The {adj} units in {frm} retreated into the lands of {host} while {nation} (is|are) "
                             "not at war: the next time they move they must leave those lands, and {to} is one of "
                             "them.", None, nation_n(n), adj=nation_adj_text(n), frm=b.name[frm],
                             host=nation_text(host), nation=nation_text(n), to=b.name[to]), R_RETREAT_BORDERS)
        return Illegal(T("{nation} (is|are) not at war: (its|their) units cannot enter the lands of {host} ({to}).",
                         None, nation_n(n), nation=nation_text(n, start=True), host=nation_text(host),
                         to=b.name[to]), R_MOVE)

    def _army_move_specs(self, s: WotrState, side: str, leader_needed: bool,
                         exclude: str | None = None) -> list[tuple[str, str, int, int]]:
        """(from, to, units moving, units in the army) for every legal army move; the same list serves
        every die face, so legal_actions computes it once per state (see `_specs_memo`)."""
        return list(self._iter_army_move_specs(s, side, leader_needed, exclude))

    def _any_army_move(self, s: WotrState, side: str, leader_needed: bool, exclude: str | None = None) -> bool:
        return next(iter(self._iter_army_move_specs(s, side, leader_needed, exclude)), None) is not None

    def _iter_army_move_specs(self, s: WotrState, side: str, leader_needed: bool, exclude: str | None = None,
                              only: str | None = None) -> Iterator[tuple[str, str, int, int]]:
        """The army moves (see `_army_move_specs`); with `only`, just those of the army in that region."""
        b = s.board
        foe = other(side)
        for frm in self._army_sources(s, side):
            if frm == exclude or (only is not None and frm != only):
                continue
            if leader_needed and not s.has_leader(frm, side, moving=True):
                continue
            army = s.army(frm, side)
            total = sum(t[0] + t[1] for t in army.values())
            nations = {n for n, t in army.items() if t[0] + t[1]}
            # the Character die moves an army *with* its leader: offered splits leave leaders behind,
            # so it moves the whole army (or an explicit composition that includes a leader)
            sizes = [n for n in ([total] if leader_needed else sorted({total, 1, (total + 1) // 2}, reverse=True))
                     if n >= 1]
            # `_move_problem` unrolled (tests/test_war_of_the_ring_listing.py holds them equal): what depends on
            # the destination only is asked once per destination, the borders only for nations not at war
            at_peace = [n for n in nations if not s.at_war(n)]
            moving = {n: (self._moving_nations(army, n, total, nations) if at_peace else nations) for n in sizes}
            for to in b.nbrs[frm]:
                if s.strength(to, foe) and s.sieges.get(to) != foe:
                    continue   # enemy units in the open there: an attack, not a move
                outside = 0 if s.sieges.get(to) == side else s.strength(to, side)
                host = b.nation[to]
                for n_units in sizes:
                    if outside + n_units > 10:
                        continue   # stacking
                    if at_peace and host is not None and any(
                            host != n and not s.at_war(n) for n in moving[n_units]):
                        continue   # a nation not at war stays out of other nations' lands
                    yield (frm, to, n_units, total)

    def _army_moves(self, s: WotrState, side: str, seat: int, f: str, kind: str, leader_needed: bool,
                    exclude: str | None = None,
                    specs: list[tuple[str, str, int, int]] | None = None,
                    words: dict[tuple[str, int], Any] | None = None) -> Iterator[Action]:
        """The army moves of `specs` (every legal one when None) as actions of die face `f`. `words` keeps what
        each group's move takes along ("3 regulars and 1 leader"): one listing shares it between its die faces."""
        b = s.board
        dn = FACE_TEXT.get(f, "")
        if specs is None:
            specs = self._army_move_specs(s, side, leader_needed, exclude)
        if words is None:
            words = {}
        for frm, to, n_units, total in specs:
            what = words.get((frm, n_units))
            if what is None:
                what = words[(frm, n_units)] = self._figures_words(s, side, frm, n_units, total)
            key = (kind, f, what, frm, to)
            lbl = _MOVE_LABELS.get(key)
            if lbl is None:   # the computer's play-outs list the same moves over and over: build each label once
                if len(_MOVE_LABELS) > 50_000:
                    _MOVE_LABELS.clear()
                lbl = _MOVE_LABELS[key] = (
                    T("Use {die} die: move {what} {frm} → {to}", die=dn, what=what, frm=b.name[frm], to=b.name[to])
                    if kind == "move_army" else T("Move a second army: {what} {frm} → {to}", what=what,
                                                  frm=b.name[frm], to=b.name[to]))
            # params in key order, plain values: the value without `make`'s sorting (most of a listing is moves)
            if kind == "move_army":
                yield Action(kind, seat, (("die", f), ("frm", frm), ("to", to), ("units", n_units)), lbl)
            else:
                yield Action(kind, seat, (("frm", frm), ("to", to), ("units", n_units)), lbl)

    def _figures_words(self, s: WotrState, side: str, frm: str, n_units: int, total: int) -> Any:
        """'3 Gondor regulars, 1 Gondor elite and 1 leader' — what a move takes along, for its label; kept by the
        group's make-up, which the computer's play-outs meet over and over."""
        army = s.army(frm, side)
        whole = n_units >= total
        key = (side, n_units, total, tuple(sorted(army.items())),
               (s.nazgul.get(frm, 0) if side == SH else 0, tuple(s.chars_at(frm, side))) if whole else None)
        words = _GROUP_WORDS.get(key)
        if words is None:
            if len(_GROUP_WORDS) > 50_000:
                _GROUP_WORDS.clear()
            words = _GROUP_WORDS[key] = self._group_words(s, side, frm, army, n_units, total)
        return words

    def _group_words(self, s: WotrState, side: str, frm: str, army: dict[str, tuple[int, int, int]], n_units: int,
                     total: int) -> Any:
        b = s.board
        moving = self._split(army, n_units, total)
        parts: list[Any] = []
        for n, (r, e, _l) in sorted(moving.items()):
            parts += figure_texts(n, r, e)
        if n_units >= total:
            leaders = sum(t[2] for t in moving.values())
            if leaders:
                parts.append(T("%n leader(s)", None, leaders))
            if side == SH and s.nazgul.get(frm):
                parts.append(T("%n Nazgûl", "figures", s.nazgul[frm]))
            parts += [b.char_name(c) for c in s.chars_at(frm, side) if c != "saruman"]
        return and_text(parts) or T("the army")

    @staticmethod
    def _split(army: dict[str, tuple[int, int, int]], n_units: int, total: int) -> dict[str, tuple[int, int, int]]:
        """Which figures move when `n_units` of `total` go: all of them, or elites first, then regulars,
        nation by nation in a fixed order; leaders move only with the whole army."""
        if n_units >= total:
            return dict(army)
        out: dict[str, tuple[int, int, int]] = {}
        left = n_units
        for n in sorted(army):
            r, e, _l = army[n]
            te = min(e, left)
            left -= te
            tr = min(r, left)
            left -= tr
            if te or tr:
                out[n] = (tr, te, 0)
        return out

    def _moving_nations(self, army, n_units, total, nations) -> set[str]:
        return {n for n, t in self._split(army, n_units, total).items() if t[0] + t[1]} if n_units < total else nations

    def _attacks(self, s: WotrState, side: str, seat: int, f: str, leader_needed: bool) -> Iterator[Action]:
        b = s.board
        foe = other(side)
        for frm in self._army_sources(s, side):
            if leader_needed and not s.has_leader(frm, side):
                continue
            if frm in s.sieges:
                targets = [frm]
            else:   # enemy units next door (not our own besiegers' stronghold: they move in to join them first)
                targets = [to for to in b.nbrs[frm]
                           if s.strength(to, foe) and not (s.sieges.get(to) == foe and s.strength(to, side))]
                if not targets:
                    continue
            army = s.army(frm, side)
            comp: dict[str, Any] = {}
            if not all(s.at_war(n) for n, t in army.items() if t[0] + t[1]):
                # one representative split: the nations at war attack, the others stay behind
                part = [(n, *t) for n, t in sorted(army.items()) if s.at_war(n) and t[0] + t[1]]
                if not part or (leader_needed and not any(x[3] for x in part)):
                    continue
                comp = {"comp": part}
                only: Any = and_text([nation_text(x[0]) for x in part])
            else:
                only = None
            dn = FACE_TEXT[f]
            if frm in s.sieges:   # the besiegers attack the stronghold
                lbl = (T("Use {die} die: attack the besieged stronghold of {region}", die=dn, region=b.name[frm])
                       if only is None else
                       T("Use {die} die: attack the besieged stronghold of {region} ({nations} only)", die=dn,
                         region=b.name[frm], nations=only))
                yield Action.make("attack", seat, lbl, die=f, frm=frm, to=frm, **comp)
                continue
            for to in targets:
                target = T("the besiegers of {region}", region=b.name[to]) if s.sieges.get(to) == side else b.name[to]
                lbl = (T("Use {die} die: attack {target} from {frm}", die=dn, target=target, frm=b.name[frm])
                       if only is None else
                       T("Use {die} die: attack {target} from {frm} ({nations} only)", die=dn, target=target,
                         frm=b.name[frm], nations=only))
                yield Action.make("attack", seat, lbl, die=f, frm=frm, to=to, **comp)
        for r, inside in sorted(s.sieges.items()):
            if inside == side and (not leader_needed or s.has_leader(r, side)) and \
                    all(s.at_war(n) for n, t in s.army(r, side).items() if t[0] + t[1]):
                yield Action.make("sortie", seat,
                                  T("Use {die} die: sortie from {region} against the besiegers", die=FACE_TEXT[f],
                                    region=b.name[r]),
                                  die=f, frm=r)

    def _nazgul_can_enter(self, s: WotrState, r: str) -> bool:
        b = s.board
        return not (b.settlement[r] == "stronghold" and s.control.get(r) == FP and s.sieges.get(r) != FP)

    # -- sub-decisions -----------------------------------------------------------------------------
    @legal("army_second")
    def _legal_army_second(self, s: WotrState, p: SecondDecision, seat: int) -> Iterator[Action]:
        yield Action.make("done", seat, T("Move no second army"))
        yield from self._army_moves(s, p["side"], seat, "", "move_army2", leader_needed=False, exclude=p["exclude"])

    # -- armies ----------------------------------------------------------------------------------------
    def _move_figures(self, s: WotrState, side: str, frm: str, to: str, n_units: int | None,
                      comp: dict[str, tuple[int, int, int]] | None = None) -> Any:
        """Move an army (all of it when n_units is None or covers it, or exactly `comp`); return a
        description."""
        army = s.army(frm, side)
        total = sum(t[0] + t[1] for t in army.values())
        if comp is not None:
            moving = comp
            whole = comp == {n: t for n, t in army.items() if any(t)}
        else:
            whole = n_units is None or n_units >= total
            moving = self._split(army, total if whole or n_units is None else n_units, total)
        for n, t in moving.items():
            was, there = army[n], s.units.get((to, n), ZERO)
            self._set(s, frm, n, (was[0] - t[0], was[1] - t[1], was[2] - t[2]))
            self._set(s, to, n, (there[0] + t[0], there[1] + t[1], there[2] + t[2]))
        extra: list[Any] = []
        if whole:
            if side == SH and s.nazgul.get(frm):
                s.nazgul[to] = s.nazgul.get(to, 0) + s.nazgul.pop(frm)
                extra.append(T("Nazgûl", "figures"))
            for c in s.chars_at(frm, side):
                if c != "saruman":
                    s.chars[c] = to
                    extra.append(s.board.char_name(c))
        desc = and_text([w for n, t in sorted(moving.items()) for w in figure_texts(n, *t)])
        return T("{figures} with {others}", figures=desc, others=and_text(extra)) if extra else desc

    @staticmethod
    def _set(s: WotrState, region: str, nation: str, t: tuple[int, int, int]) -> None:
        s.set_units(region, nation, t)

    def _after_entering(self, s: WotrState, side: str, to: str) -> list[Event]:
        """Control of a settlement changes hands; a passive nation invaded becomes active; companions
        arriving with the army may activate their nation."""
        b = s.board
        ev: list[Event] = []
        if side == FP:
            for c in s.chars_at(to, FP):
                ev += self._activate_by_companion(s, c, to)
        if s.strength(to, side) == 0:
            return ev
        if side == SH:
            ev += self._lone_leaders(s, to)   # Free Peoples leaders with no units are caught
        n = b.nation[to]
        foe = other(side)
        if n and side_of_nation(n) == foe and n not in s.active:
            s.active.add(n)
            ev.append(Event(T("{nation} (is|are) activated: enemy armies entered {r}.", None, nation_n(n),
                              nation=nation_text(n, start=True), r=b.name[to]), kind="politics"))
        if to in s.control and s.control[to] != side and s.strength(to, foe) == 0:
            s.control[to] = side
            s.sieges.pop(to, None)
            if to == "orthanc" and side == FP and "saruman" in s.chars:
                del s.chars["saruman"]
                s.eliminated.append("saruman")
                ev.append(Event(T("Orthanc falls: Saruman is eliminated."), kind="character"))
            ev.append(Event(T("The {side} take control of {r}.", side=SIDE_NAMES[side], r=b.name[to]) if side == FP
                            else T("The {side} takes control of {r}.", side=SIDE_NAMES[side], r=b.name[to]),
                            kind="control"))
            if n and side_of_nation(n) == foe and b.settlement[to] in ("town", "city", "stronghold"):
                ev += self._advance_nation(s, n, T("{region} was captured", region=b.name[to]))
        return ev

    @does("move_army")
    def _do_move_army(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        if side == SH and a["die"] == "muster":
            s.mouth_used = True
        self._use_die(s, side, a["die"])
        comp = self._comp_of(s, side, a) if a.get("comp") is not None else None
        assert not isinstance(comp, Illegal), comp   # check() validated it
        desc = self._move_figures(s, side, a["frm"], a["to"], a.get("units"), comp)
        ev = [self._moved(s, side, desc, a["frm"], a["to"])]
        ev += self._after_entering(s, side, a["to"])
        ev += self._lone_leaders(s, a["frm"])
        # an Army die (or Will of the West as one) moves up to two armies
        if a["die"] != "character" and self._any_army_move(s, side, False, exclude=a["to"]):
            s.pending.append({"kind": "army_second", "side": side, "exclude": a["to"]})
        return ev

    @does("move_army2")
    def _do_move_army2(self, s: WotrState, a: Action, p: SecondDecision | CardArmyDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        comp = self._comp_of(s, side, a) if a.get("comp") is not None else None
        assert not isinstance(comp, Illegal), comp   # check() validated it
        desc = self._move_figures(s, side, a["frm"], a["to"], a.get("units"), comp)
        ev = [self._moved(s, side, desc, a["frm"], a["to"])]
        ev += self._after_entering(s, side, a["to"])
        ev += self._lone_leaders(s, a["frm"])
        return ev

    @staticmethod
    def _moved(s: WotrState, side: str, desc: str, frm: str, to: str) -> Event:
        """'The Shadow moves 1 Sauron regular from Minas Morgul to North Ithilien.'"""
        b = s.board
        if side == FP:
            return Event(T("The {side} move {desc} from {frm} to {to}.", side=SIDE_NAMES[side], desc=desc,
                           frm=b.name[frm], to=b.name[to]), kind="move")
        return Event(T("The {side} moves {desc} from {frm} to {to}.", side=SIDE_NAMES[side], desc=desc,
                       frm=b.name[frm], to=b.name[to]), kind="move")

    @does("done")
    def _do_done(self, s: WotrState, a: Action, p: MinionMovesDecision | SecondDecision, dice: Dice) -> list[Event]:
        return []

    def _lone_leaders(self, s: WotrState, region: str) -> list[Event]:
        """Free Peoples leaders left without army units are lost."""
        ev: list[Event] = []
        if s.strength(region, FP) > 0:
            return ev
        for n, t in list(s.army(region, FP).items()):
            if t[2]:
                self._set(s, region, n, (t[0], t[1], 0))
                c = s.casualties[n]
                s.casualties[n] = (c[0], c[1], c[2] + t[2])
                ev.append(Event(T("%n {nation} leader(s) alone in {r} (is|are) lost.", None, t[2],
                                  nation=nation_adj_text(n), r=s.board.name[region]), kind="battle"))
        return ev

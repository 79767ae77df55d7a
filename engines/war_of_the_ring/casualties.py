"""Battle casualties and the siege's choices: which losses a side may take for its hits, removing them,
the defender's choice between a field battle and retreating into the stronghold, the stacking excess a
siege forces out, and being shut in; the `CasualtiesMixin` of WarOfTheRingGame (battle.py runs the battle).
"""
from __future__ import annotations

from collections.abc import Iterator

from engines.core import Action, Dice, Event
from engines.core.i18n import T, Text

from .common import (
    FP,
    and_text,
    comma_text,
    figure_texts,
)
from .decisions import CasualtiesDecision, PlainDecision, SiegeExcessDecision
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import RulesBase
from .state import WotrState, other


class CasualtiesMixin(RulesBase):
    # -- battles -----------------------------------------------------------------------------------
    @legal("siege_choice")
    def _legal_siege_choice(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        r = s.fight["to"]
        yield Action.make("field_battle", seat, T("Fight in the field at {region}", region=b.name[r]))
        yield Action.make("retreat_into_siege", seat, T("Retreat into the stronghold of {region} (at most 5 units)",
                                                        region=b.name[r]))

    @legal("casualties")
    def _legal_casualties(self, s: WotrState, p: CasualtiesDecision, seat: int) -> Iterator[Action]:
        for x, y, z in self._casualty_options(s, p["region"], p["side"], p["hits"], p.get("force", False)):
            parts: list[Text] = []
            if x:
                parts.append(T("remove %n elite(s)", None, x))
            if y:
                parts.append(T("reduce %n elite(s) to regulars", None, y))
            if z:
                parts.append(T("remove %n regular(s)", None, z))
            yield Action.make("take_casualties", seat, T("Casualties: {choice}", choice=comma_text(parts) or T("none")),
                              elites=x, reduce=y, regulars=z)

    def _may_shut_in(self, s: WotrState) -> bool:
        bt = s.battle
        if bt is None or bt["kind"] != "field":
            return False
        to, dfn = bt["to"], other(bt["att"])
        return s.board.settlement[to] == "stronghold" and s.control.get(to) == dfn and to not in s.sieges

    def _casualty_options(self, s: WotrState, region: str, side: str, hits: int,
                          force: bool = False) -> list[tuple[int, int, int]]:
        army = self._force(s, s.battle) if force and s.battle is not None else s.army(region, side)
        R = sum(t[0] for t in army.values())
        E = sum(t[1] for t in army.values())
        if hits >= 2 * E + R:
            return [(E, 0, R)]
        out = []
        for x in range(E + 1):
            for y in range(E - x + 1):
                z = hits - 2 * x - y
                if 0 <= z <= R:
                    out.append((x, y, z))
        return out

    def _ask_casualties(self, s: WotrState, side: str, region: str, hits: int, force: bool = False) -> list[Event]:
        if hits <= 0 or s.strength(region, side) == 0:
            return []
        if force and not self._att_strength(s, s.fight):
            return []
        opts = self._casualty_options(s, region, side, hits, force)
        if len(opts) == 1:
            return self._apply_casualties(s, side, region, *opts[0], force=force)
        p: CasualtiesDecision = {"kind": "casualties", "side": side, "region": region, "hits": hits}
        if force:
            p["force"] = True
        s.pending.append(p)
        return []

    @does("take_casualties")
    def _do_take_casualties(self, s: WotrState, a: Action, p: CasualtiesDecision, dice: Dice) -> list[Event]:
        return self._apply_casualties(s, p["side"], p["region"], a["elites"], a["reduce"], a["regulars"],
                                      force=p.get("force", False))

    def _apply_casualties(self, s: WotrState, side: str, region: str, x: int, y: int, z: int,
                          force: bool = False) -> list[Event]:
        """x elites removed, y reduced, z regulars removed — taken nation by nation, the nation with the
        most figures of that kind first. FP figures leave the game, Shadow figures go back to the
        reinforcements; a reduced elite is swapped for a regular of the reinforcements (if none is
        left, it is removed)."""
        b = s.board

        def out(n: str, reg: int, eli: int) -> None:
            if side == FP:
                c = s.casualties[n]
                s.casualties[n] = (c[0] + reg, c[1] + eli, c[2])
            else:
                c = s.reinforcements[n]
                s.reinforcements[n] = (c[0] + reg, c[1] + eli, c[2])

        bt = s.battle
        part = dict(self._force(s, bt)) if force and bt is not None and bt.get("force") else None

        def take(idx: int, count: int, reduce: bool = False) -> None:
            for _ in range(count):
                army = s.army(region, side)
                pick = part if part is not None else army
                n = max(sorted(pick), key=lambda k: pick[k][idx])
                t = list(army[n])
                t[idx] -= 1
                out(n, 1 if idx == 0 else 0, 1 if idx == 1 else 0)
                back = 0
                if reduce:
                    rr = s.reinforcements[n]
                    if rr[0] > 0:
                        s.reinforcements[n] = (rr[0] - 1, rr[1], rr[2])
                        t[0] += 1
                        back = 1
                self._set(s, region, n, (t[0], t[1], t[2]))
                if part is not None:   # the attacking part of a larger army: its own tally
                    q = list(part[n])
                    q[idx] -= 1
                    q[0] += back
                    part[n] = (q[0], q[1], q[2])

        take(1, x)
        take(1, y, reduce=True)
        take(0, z)
        if part is not None and bt is not None:
            bt["force"] = tuple((n, *t) for n, t in sorted(part.items()))   # zero rows kept: still a part
        losses = and_text([w for k, w in ((x, T("%n elite(s) removed", None, x)),
                                          (y, T("%n elite(s) reduced", None, y)),
                                          (z, T("%n regular(s) removed", None, z))) if k]) or T("none")
        return [Event(T("{side} casualties in {r}: {losses}.", side=SIDE_NAMES[side], r=b.name[region], x=x, y=y, z=z,
                        losses=losses), kind="battle")]

    @does("field_battle")
    def _do_field_battle(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return [Event(T("The defenders fight in the field."), kind="battle")]

    @does("retreat_into_siege")
    def _do_retreat_into_siege(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._retreat_into_siege(s)

    def _retreat_into_siege(self, s: WotrState) -> list[Event]:
        """The defenders withdraw into their stronghold (at most 5 units; the owner picks the excess)."""
        bt = s.battle
        assert bt is not None
        dfn, to = other(bt["att"]), bt["to"]
        excess = s.strength(to, dfn) - 5
        if excess > 0:   # rulebook: the units that do not fit go back to the reinforcements
            opts = self._siege_excess_options(s, to, dfn, excess)
            if len(opts) > 1:   # a real choice: the owner picks which units stay outside
                s.pending.append({"kind": "siege_excess", "side": dfn, "excess": excess})
                if dfn == FP:
                    return [Event(T("Only 5 units fit in the stronghold of {r}: the {side} choose %n unit(s) to send "
                                    "back to the reinforcements.", None, excess, r=s.board.name[to],
                                    side=SIDE_NAMES[dfn]), kind="battle")]
                return [Event(T("Only 5 units fit in the stronghold of {r}: the {side} chooses %n unit(s) to send back "
                                "to the reinforcements.", None, excess, r=s.board.name[to], side=SIDE_NAMES[dfn]),
                              kind="battle")]
            return self._siege_excess_out(s, dfn, to, opts[0]) + self._shut_in(s)
        return self._shut_in(s)

    def _siege_excess_options(self, s: WotrState, region: str, side: str,
                              n: int) -> list[tuple[tuple[str, int, int], ...]]:
        """Every way to take `n` units (rows (nation, regulars, elites)) out of `side`'s army in `region`;
        the first takes regulars first."""
        army = s.army(region, side)
        slots = [(nat, 0) for nat in sorted(army) if army[nat][0]] + [(nat, 1) for nat in sorted(army) if army[nat][1]]
        out: list[tuple[tuple[str, int, int], ...]] = []

        def rec(i: int, left: int, acc: dict[str, list[int]]) -> None:
            if left == 0:
                out.append(tuple((nat, rc[0], rc[1]) for nat, rc in sorted(acc.items()) if rc[0] + rc[1]))
                return
            if i == len(slots):
                return
            nat, idx = slots[i]
            for k in range(min(left, army[nat][idx]), -1, -1):
                nxt = {x: list(v) for x, v in acc.items()}
                nxt.setdefault(nat, [0, 0])[idx] += k
                rec(i + 1, left - k, nxt)

        rec(0, n, {})
        return out

    @legal("siege_excess")
    def _legal_siege_excess(self, s: WotrState, p: SiegeExcessDecision, seat: int) -> Iterator[Action]:
        bt = s.battle
        assert bt is not None
        for rows in self._siege_excess_options(s, bt["to"], p["side"], p["excess"]):
            words = and_text([w for nat, r, e in rows for w in figure_texts(nat, r, e)])
            yield Action.make("siege_excess", seat, T("Send back to the reinforcements: {figures}", figures=words),
                              units=rows)

    @does("siege_excess")
    def _do_siege_excess(self, s: WotrState, a: Action, p: SiegeExcessDecision, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        return self._siege_excess_out(s, p["side"], bt["to"], a["units"]) + self._shut_in(s)

    def _siege_excess_out(self, s: WotrState, side: str, region: str, rows) -> list[Event]:
        """Units that do not fit in the besieged stronghold return to the reinforcements (also the Free
        Peoples': they are not casualties)."""
        for nat, r, e in rows:
            t = s.units[(region, nat)]
            self._set(s, region, nat, (t[0] - r, t[1] - e, t[2]))
            rr = s.reinforcements[nat]
            s.reinforcements[nat] = (rr[0] + r, rr[1] + e, rr[2])
        desc = and_text([w for nat, r, e in rows for w in figure_texts(nat, r, e)])
        n = sum(r + e for _nat, r, e in rows)
        return [Event(T("Only 5 units fit in the stronghold of {r}: {desc} (goes|go) back to the reinforcements.",
                        None, n, r=s.board.name[region], desc=desc), kind="battle")]

    def _shut_in(self, s: WotrState) -> list[Event]:
        """The defenders are inside: the siege begins and the attackers move into the region."""
        bt = s.battle
        assert bt is not None
        att, dfn, to, frm = bt["att"], other(bt["att"]), bt["to"], bt["frm"]
        ev: list[Event] = []
        # no battle is fought now: a White Rider question asked at the battle's start is moot
        s.pending = [q for q in s.pending if q["kind"] != "white_rider"]
        s.sieges[to] = dfn
        ev.append(Event(T("The defenders shut themselves in {r}; the attackers surround it: a siege begins.",
                          r=s.board.name[to]), kind="battle"))
        self._move_figures(s, att, frm, to, None, self._force(s, bt) if bt.get("force") else None)
        ev += self._after_entering(s, att, to)
        s.battle = None
        return ev

"""Battles, sieges, sorties, combat cards and casualties: the `BattleMixin` of WarOfTheRingGame.

`state.battle` holds a battle in progress; `_battle_step` advances it one stage (see STATUS.md).
"""
from __future__ import annotations

from engines.core import Action, Dice, Event, RollExplanation, RollPart
from engines.core.events import Die

from . import cards as card_plugins
from .common import (
    FP,
    GAME,
    R_BATTLE,
    R_SIEGE,
    SH,
    STRONG_PLACES,
    plural,
)
from .options import SIDE_NAMES
from .state import WotrState, other


class BattleMixin:
    # -- battles -----------------------------------------------------------------------------------
    def _legal_siege_choice(self, s: WotrState, p: dict, seat: int):
        b = s.board
        r = s.battle["to"]
        yield Action.make("field_battle", seat, f"Fight in the field at {b.name[r]}")
        yield Action.make("retreat_into_siege", seat, f"Retreat into the stronghold of {b.name[r]} (at most 5 units)")

    def _legal_casualties(self, s: WotrState, p: dict, seat: int):
        for x, y, z in self._casualty_options(s, p["region"], p["side"], p["hits"]):
            parts = []
            if x:
                parts.append(f"remove {plural(x, 'elite')}")
            if y:
                parts.append(f"reduce {plural(y, 'elite')} to regulars")
            if z:
                parts.append(f"remove {plural(z, 'regular')}")
            yield Action.make("take_casualties", seat, "Casualties: " + (", ".join(parts) or "none"),
                              elites=x, reduce=y, regulars=z)

    def _legal_battle_continue(self, s: WotrState, p: dict, seat: int):
        if p.get("siege"):
            yield Action.make("extend_siege", seat, "Reduce an elite to a regular to fight another siege round")
            yield Action.make("stop_battle", seat, "End the siege battle")
        else:
            yield Action.make("continue_battle", seat, "Continue the battle")
            yield Action.make("stop_battle", seat, "Stop attacking")

    def _legal_battle_retreat(self, s: WotrState, p: dict, seat: int):
        b = s.board
        yield Action.make("stand", seat, "Stand and fight another round")
        for r in self._retreats(s):
            yield Action.make("retreat", seat, f"Retreat to {b.name[r]}", to=r)

    def _legal_battle_advance(self, s: WotrState, p: dict, seat: int):
        b = s.board
        bt = s.battle
        yield Action.make("stay", seat, f"Stay in {b.name[bt['frm']]}")
        yield Action.make("advance", seat, f"Advance into {b.name[bt['to']]}")

    # -- battles ----------------------------------------------------------------------------------------
    def _do_attack(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        if side == SH and a["die"] == "muster":
            s.mouth_used = True
        self._use_die(s, side, a["die"])
        frm, to = a["frm"], a["to"]
        kind = "siege" if frm == to else "field"
        s.battle = {"att": side, "frm": frm, "to": to, "kind": kind, "round": 0, "stage": "start"}
        ev = [Event("{side} attack {what}{to} from {frm}.",
                    {"side": SIDE_NAMES[side], "what": "the stronghold of " if kind == "siege" else "",
                     "to": b.name[to], "frm": b.name[frm]}, kind="battle")]
        return ev

    def _do_sortie(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        r = a["frm"]
        s.battle = {"att": side, "frm": r, "to": r, "kind": "sortie", "round": 0, "stage": "start"}
        return [Event("The besieged {side} army sorties in {r}.", {"side": SIDE_NAMES[side], "r": s.board.name[r]},
                      kind="battle")]

    def _defenders_region(self, bt: dict) -> str:
        return bt["to"]

    def _battle_step(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        bt = s.battle
        assert bt is not None
        att, dfn = bt["att"], other(bt["att"])
        frm, to = bt["frm"], bt["to"]
        st = bt["stage"]
        ev: list[Event] = []
        if st == "start":
            for n, t in s.army(to, dfn).items():
                if t[0] + t[1]:
                    ev += self._advance_nation(s, n, "its army was attacked", activate=True)
            bt["stage"] = "round"
            if bt["kind"] == "field" and b.settlement[to] == "stronghold" and s.control.get(to) == dfn \
                    and to not in s.sieges:
                s.pending.append({"kind": "siege_choice", "side": dfn})
            return ev
        if st == "round":
            bt["round"] += 1
            bt["mods"] = {}
            bt["cards"] = ()
            bt["stage"] = "card_def"
            if self._combat_cards(s, att):
                s.pending.append({"kind": "combat_card", "side": att})
            return ev
        if st == "card_def":
            bt["stage"] = "cards"
            if self._combat_cards(s, dfn):
                s.pending.append({"kind": "combat_card", "side": dfn})
            return ev
        if st == "cards":
            bt["stage"] = "roll"
            ev += self._resolve_combat_cards(s, dice)
            return ev
        if st == "roll":
            bt["stage"] = "cas_att"
            ev += self._combat_round(s, dice)
            return ev
        if st == "cas_att":
            bt["stage"] = "cas_def"
            ev += self._ask_casualties(s, att, frm if bt["kind"] != "sortie" else to, bt["hits_on_att"])
            return ev
        if st == "cas_def":
            bt["stage"] = "after"
            ev += self._ask_casualties(s, dfn, to, bt["hits_on_def"])
            return ev
        if st == "after":
            ev += self._lone_leaders(s, frm)
            ev += self._lone_leaders(s, to)
            if s.strength(frm if bt["kind"] != "sortie" else to, att) == 0:
                ev.append(Event("The attacking army is destroyed.", {}, kind="battle"))
                if bt["kind"] == "siege":
                    s.sieges.pop(to, None)
                    ev.append(Event("The siege of {r} is lifted.", {"r": b.name[to]}, kind="battle"))
                s.battle = None
                return ev
            if to in s.sieges and s.strength(to, other(s.sieges[to])) == 0:
                s.sieges.pop(to)
                ev.append(Event("No besiegers are left at {r}: the siege is lifted.", {"r": b.name[to]},
                                kind="battle"))
            if s.strength(to, dfn) == 0:
                if bt["kind"] == "siege":
                    s.sieges.pop(to, None)
                    ev.append(Event("The stronghold of {r} falls.", {"r": b.name[to]}, kind="battle"))
                    ev += self._after_entering(s, att, to)
                    s.battle = None
                elif bt["kind"] == "sortie":
                    s.sieges.pop(to, None)
                    ev.append(Event("The besiegers of {r} are destroyed: the siege is lifted.", {"r": b.name[to]},
                                    kind="battle"))
                    s.battle = None
                else:
                    ev.append(Event("The defenders of {r} are destroyed.", {"r": b.name[to]}, kind="battle"))
                    bt["stage"] = "end"
                    self._offer_advance(s)
                return ev
            bt["stage"] = "continue"
            if bt["kind"] == "siege":
                if any(t[1] for t in s.army(to, att).values()):
                    s.pending.append({"kind": "battle_continue", "side": att, "siege": True})
                else:
                    s.battle = None
            else:
                s.pending.append({"kind": "battle_continue", "side": att})
            return ev
        if st == "end":
            s.battle = None
            return ev
        raise AssertionError(st)

    # -- combat cards (step 1 of a round; effects plug in through cards.COMBAT) ------------------------
    def _combat_cards(self, s: WotrState, side: str) -> list[str]:
        bt = s.battle
        out = []
        for c in sorted(set(s.hands[side])):
            eff = card_plugins.COMBAT.get(c)
            if eff is not None and eff.can_play(s, side, bt):
                out.append(c)
        return out

    def _legal_combat_card(self, s: WotrState, p: dict, seat: int):
        b = s.board
        yield Action.make("no_combat_card", seat, "Play no combat card")
        for c in self._combat_cards(s, p["side"]):
            yield Action.make("combat_card", seat, f"Play the combat card {b.cards[c].combat_card} ({b.cards[c].name})",
                              card=c)

    def _do_no_combat_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _do_combat_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        c = a["card"]
        s.hands[p["side"]].remove(c)
        bt["cards"] = bt["cards"] + ((p["side"], c),)
        return [Event("The {side} player plays a combat card face down.", {"side": SIDE_NAMES[p["side"]]},
                      kind="battle")]

    def _resolve_combat_cards(self, s: WotrState, dice: Dice) -> list[Event]:
        """Chosen cards are revealed and resolved by initiative, lower first (the attacker's first on a tie),
        then discarded. The Witch-king in the battle lets the Shadow draw after its card in round one."""
        b = s.board
        bt = s.battle
        assert bt is not None
        ev: list[Event] = []
        chosen = sorted(bt["cards"], key=lambda sc: (b.cards[sc[1]].initiative, sc[0] != bt["att"]))
        for side, c in chosen:
            card = b.cards[c]
            s.discards[card_plugins.deck_key(side, card.deck)].append(c)
            ev.append(Event("{side} reveal {name} (initiative {i}).", {"side": SIDE_NAMES[side],
                                                                       "name": card.combat_card,
                                                                       "i": card.initiative}, kind="battle"))
            ev += card_plugins.COMBAT[c].apply(self, s, side, bt, dice)
            if side == SH and bt["round"] == 1 and s.chars.get("witch_king") in (bt["frm"], bt["to"]):
                ev.append(Event("The Witch-king is in the battle: the Shadow draws a {deck} card.",
                                {"deck": card.deck}, kind="card"))
                ev += self._draw(s, SH, card.deck)
                if len(s.hands[SH]) > b.setup.hand_limit:
                    s.pending.append({"kind": "discard", "side": SH})
        bt["cards"] = ()
        return ev

    def _offer_advance(self, s: WotrState) -> None:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        total = s.strength(bt["frm"], att)
        outside = 0 if s.inside(bt["to"], att) else s.strength(bt["to"], att)
        if total and outside + total <= 10 and not s.enemy_outside(bt["to"], att) and \
                not self._move_problem(s, att, bt["frm"], bt["to"], {n for n, t in s.army(bt["frm"], att).items()
                                                                     if t[0] + t[1]}, total):
            s.pending.append({"kind": "battle_advance", "side": att})
        else:
            s.battle = None

    def _combat_round(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        bt = s.battle
        assert bt is not None
        att, dfn = bt["att"], other(bt["att"])
        frm, to = bt["frm"], bt["to"]
        kind = bt["kind"]
        mods = bt.get("mods") or {}
        att_need = 5
        why = ""
        if kind == "siege":
            att_need, why = 6, "the defenders are in a stronghold under siege"
        elif kind == "field" and bt["round"] == 1 and b.settlement[to] in STRONG_PLACES \
                and s.control.get(to) == dfn and to not in s.sieges:   # not when relieving a siege
            att_need, why = 6, f"first round against a {b.settlement[to]}"
        att_region = to if kind == "sortie" else frm
        rolls = {}
        for side, region, need in ((att, att_region, att_need), (dfn, to, 5)):
            need = mods.get(f"need:{side}", need)
            n = max(0, min(s.strength(region, side) + mods.get(f"dice:{side}", 0), 5))
            lead = max(0, min(s.leadership(region, side) + mods.get(f"rerolls:{side}", 0), 5))
            ds = dice.roll(n, 6, "combat die")

            def hit(d: Die, need: int = need) -> bool:
                return d.value == 6 or (d.value != 1 and d.value >= need)

            misses = [i for i, d in enumerate(ds) if not hit(d)]
            for i in misses[:lead]:
                ds[i] = dice.reroll(ds[i], "leader re-roll")
            hits = sum(1 for d in ds if hit(d))
            rolls[side] = (ds, hits, need, lead)
        bt["hits_on_att"] = rolls[dfn][1]
        bt["hits_on_def"] = rolls[att][1]
        parts = [RollPart(f"{SIDE_NAMES[sd]} ({'attacker' if sd == att else 'defender'}): hits on {rolls[sd][2]}+, "
                          f"{rolls[sd][3]} leader re-roll(s)", rolls[sd][0], [], rolls[sd][1]) for sd in (att, dfn)]
        target = f"attacker {att_need}+ ({why})" if why else "5+ for both"
        res = f"attacker {rolls[att][1]} hit(s), defender {rolls[dfn][1]} hit(s)"
        roll = RollExplanation(f"Battle for {b.name[to]}, round {bt['round']} ({kind})", parts, target, res,
                               "Each hit removes a regular or reduces an elite; two hits may remove an elite.",
                               R_SIEGE if kind == "siege" else R_BATTLE, GAME)
        return [Event("Battle round {n} at {r}: {res}.", {"n": bt["round"], "r": b.name[to], "res": res},
                      kind="battle", roll=roll)]

    def _casualty_options(self, s: WotrState, region: str, side: str, hits: int) -> list[tuple[int, int, int]]:
        army = s.army(region, side)
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

    def _ask_casualties(self, s: WotrState, side: str, region: str, hits: int) -> list[Event]:
        if hits <= 0 or s.strength(region, side) == 0:
            return []
        opts = self._casualty_options(s, region, side, hits)
        if len(opts) == 1:
            return self._apply_casualties(s, side, region, *opts[0])
        s.pending.append({"kind": "casualties", "side": side, "region": region, "hits": hits})
        return []

    def _do_take_casualties(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return self._apply_casualties(s, p["side"], p["region"], a["elites"], a["reduce"], a["regulars"])

    def _apply_casualties(self, s: WotrState, side: str, region: str, x: int, y: int, z: int) -> list[Event]:
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

        def take(idx: int, count: int, reduce: bool = False) -> None:
            for _ in range(count):
                army = s.army(region, side)
                n = max(sorted(army), key=lambda k: army[k][idx])
                t = list(army[n])
                t[idx] -= 1
                out(n, 1 if idx == 0 else 0, 1 if idx == 1 else 0)
                if reduce:
                    rr = s.reinforcements[n]
                    if rr[0] > 0:
                        s.reinforcements[n] = (rr[0] - 1, rr[1], rr[2])
                        t[0] += 1
                self._set(s, region, n, tuple(t))   # type: ignore[arg-type]

        take(1, x)
        take(1, y, reduce=True)
        take(0, z)
        return [Event("{side} casualties in {r}: {x} elite(s) removed, {y} reduced, {z} regular(s) removed.",
                      {"side": SIDE_NAMES[side], "r": b.name[region], "x": x, "y": y, "z": z}, kind="battle")]

    def _do_field_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return [Event("The defenders fight in the field.", {}, kind="battle")]

    def _do_retreat_into_siege(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        att, dfn, to, frm = bt["att"], other(bt["att"]), bt["to"], bt["frm"]
        ev: list[Event] = []
        excess = s.strength(to, dfn) - 5
        if excess > 0:
            ev.append(Event("Only 5 units fit in the stronghold: {n} regular(s) are lost.", {"n": excess},
                            kind="battle"))
            army = s.army(to, dfn)
            regs = sum(t[0] for t in army.values())
            z = min(excess, regs)
            ev += self._apply_casualties(s, dfn, to, excess - z, 0, z) if excess - z > 0 else \
                self._apply_casualties(s, dfn, to, 0, 0, z)
        s.sieges[to] = dfn
        ev.append(Event("The defenders shut themselves in {r}; the attackers surround it: a siege begins.",
                        {"r": s.board.name[to]}, kind="battle"))
        self._move_figures(s, att, frm, to, None)
        ev += self._after_entering(s, att, to)
        s.battle = None
        return ev

    def _do_continue_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        bt["stage"] = "round"
        if bt["kind"] == "field" and self._retreats(s):
            s.pending.append({"kind": "battle_retreat", "side": other(bt["att"])})
        return [Event("The attacker fights on.", {}, kind="battle")]

    def _do_extend_siege(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        ev = self._apply_casualties(s, bt["att"], bt["to"], 0, 1, 0)
        bt["stage"] = "round"
        return [Event("The besiegers reduce an elite to press the siege for another round.", {}, kind="battle")] + ev

    def _do_stop_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.battle = None
        return [Event("The battle ends.", {}, kind="battle")]

    def _retreats(self, s: WotrState) -> list[str]:
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        to = bt["to"]
        if to in s.sieges:
            return []
        army = s.army(to, dfn)
        nations = {n for n, t in army.items() if t[0] + t[1]}
        count = s.strength(to, dfn)
        b = s.board
        return [r for r in b.nbrs[to] if not self._move_problem(s, dfn, to, r, nations, count)
                and s.control.get(r, dfn) == dfn and s.strength(r, other(dfn)) == 0]

    def _do_stand(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _do_retreat(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        desc = self._move_figures(s, dfn, bt["to"], a["to"], None)
        ev = [Event("The defenders ({desc}) retreat to {r}.", {"desc": desc, "r": s.board.name[a["to"]]},
                    kind="battle")]
        bt["stage"] = "end"
        self._offer_advance(s)
        return ev

    def _do_stay(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.battle = None
        return []

    def _do_advance(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        desc = self._move_figures(s, att, bt["frm"], bt["to"], None)
        ev = [Event("The victors ({desc}) advance into {r}.", {"desc": desc, "r": s.board.name[bt["to"]]},
                    kind="move")]
        ev += self._after_entering(s, att, bt["to"])
        s.battle = None
        return ev

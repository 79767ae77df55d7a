"""Battles, sieges, sorties, combat cards, retreats and the advance: the `BattleMixin` of WarOfTheRingGame.

`state.battle` (a `decisions.Battle`) holds a battle in progress; `_battle_step` advances it one stage (see
STATUS.md). Casualties and the siege's own choices are in casualties.py.
"""
from __future__ import annotations

from collections.abc import Iterator

from engines.core import Action, Dice, Event, Illegal, RollExplanation, RollPart
from engines.core.i18n import T, Text

from . import cards as card_plugins
from .common import (
    CAPTAINS,
    FP,
    GAME,
    R_BATTLE,
    R_SIEGE,
    SH,
    STRONG_PLACES,
)
from .decisions import ActionDecision, Battle, BattleContinueDecision, PlainDecision
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import RulesBase
from .state import WotrState, other

# why the attacker hits only on 6 in the first round of a field battle against a defended place
FIRST_ROUND: dict[str, Text] = {"city": T("first round against a city"),
                                "stronghold": T("first round against a stronghold"),
                                "fortification": T("first round against a fortification")}
BATTLE_KINDS: dict[str, Text] = {"field": T("field", "battle kind"), "siege": T("siege", "battle kind"),
                                 "sortie": T("sortie", "battle kind")}


class BattleMixin(RulesBase):
    @legal("battle_continue")
    def _legal_battle_continue(self, s: WotrState, p: BattleContinueDecision, seat: int) -> Iterator[Action]:
        if p.get("siege"):
            yield Action.make("extend_siege", seat, T("Reduce an elite to a regular to fight another siege round"))
            yield Action.make("stop_battle", seat, T("End the siege battle"))
        else:
            yield Action.make("continue_battle", seat, T("Continue the battle"))
            if not (s.battle is not None and s.battle.get("no_stop")):   # a card may forbid stopping (Corsairs)
                yield Action.make("stop_battle", seat, T("Stop attacking"))

    @legal("battle_retreat")
    def _legal_battle_retreat(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("stand", seat, T("Stand and fight another round"))
        if self._may_shut_in(s):   # rulebook: before any round, not only the first
            r = s.fight["to"]
            yield Action.make("retreat_into_siege", seat, T("Retreat into the stronghold of {region} (at most 5 "
                                                            "units)", region=b.name[r]))
        for r in self._retreats(s):
            yield Action.make("retreat", seat, T("Retreat to {region}", region=b.name[r]), to=r)

    @legal("battle_advance")
    def _legal_battle_advance(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        bt = s.fight
        yield Action.make("stay", seat, T("Stay in {region}", region=b.name[bt['frm']]))
        yield Action.make("advance", seat, T("Advance into {region}", region=b.name[bt['to']]))

    # -- battles ----------------------------------------------------------------------------------------
    @does("attack")
    def _do_attack(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        if side == SH and a["die"] == "muster":
            s.mouth_used = True
        self._use_die(s, side, a["die"])
        frm, to = a["frm"], a["to"]
        kind = "siege" if frm == to else "field"
        bt: Battle = {"att": side, "frm": frm, "to": to, "kind": kind, "round": 0, "stage": "start"}
        s.battle = bt
        if a.get("comp") is not None:
            comp = self._comp_of(s, side, a)
            assert not isinstance(comp, Illegal), comp   # check() validated it
            army = s.army(frm, side)
            if comp != {n: t for n, t in army.items() if any(t)}:   # a part attacks; the rest stays out of it
                bt["force"] = tuple((n, *t) for n, t in sorted(comp.items()))
        # the desktop finds a battle's start by these templates' beginnings (wotr_views._starts_battle)
        to_name, frm_name = b.name[to], b.name[frm]
        if side == FP:
            text = T("The Free Peoples attack the stronghold of {to} from {frm}.", to=to_name, frm=frm_name) \
                if kind == "siege" else T("The Free Peoples attack {to} from {frm}.", to=to_name, frm=frm_name)
        else:
            text = T("The Shadow attacks the stronghold of {to} from {frm}.", to=to_name, frm=frm_name) \
                if kind == "siege" else T("The Shadow attacks {to} from {frm}.", to=to_name, frm=frm_name)
        return [Event(text, kind="battle")]

    @does("sortie")
    def _do_sortie(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        r = a["frm"]
        s.battle = {"att": side, "frm": r, "to": r, "kind": "sortie", "round": 0, "stage": "start"}
        return [Event(T("The besieged {side} army sorties in {r}.", side=SIDE_NAMES[side], r=s.board.name[r]),
                      kind="battle")]

    def _defenders_region(self, bt: Battle) -> str:
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
            if b.settlement[to] in ("city", "stronghold"):   # attacking a city or stronghold (cards.guard_activation)
                s.card_state["activation_ok"] = b.nation[to]
            for n, t in s.army(to, dfn).items():
                if t[0] + t[1]:
                    steps = s.political[n]
                    ev += self._advance_nation(s, n, T("its army was attacked"), activate=True)
                    if dfn == FP and s.political[n] < steps:   # for table cards that watch this (cards.py)
                        s.card_state["fp_advanced"] = T("a Free Peoples nation advanced after an attack")
            bt["stage"] = "round"
            if self._white_rider_can(s, bt):
                s.pending.append({"kind": "white_rider", "side": FP})
            if self._may_shut_in(s):
                s.pending.append({"kind": "siege_choice", "side": dfn})
            return ev
        if st == "round":
            bt["round"] += 1
            bt["mods"] = dict(bt.get("lasting_mods") or {})   # a card's modifiers for the whole battle
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
        if st == "cards":   # reveal, then one card a step by initiative (cards.py); then "roll"
            ev += card_plugins.combat_cards_step(self, s, dice)
            return ev
        if st == "roll":
            bt["stage"] = "after_roll"
            ev += self._combat_round(s, dice)
            return ev
        if st == "after_roll":   # combat cards acting on the roll's result, before casualties
            return card_plugins.combat_timing_step(self, s, dice, "after_roll", "cas_att")
        if st == "cas_att":
            bt["stage"] = "cas_def"
            ev += self._ask_casualties(s, att, frm if bt["kind"] != "sortie" else to, bt["hits_on_att"],
                                       force=bool(bt.get("force")))
            return ev
        if st == "after_cas":   # combat cards acting after casualties
            return card_plugins.combat_timing_step(self, s, dice, "after_casualties", "after")
        if st == "cas_def":
            bt["stage"] = "after_cas"
            ev += self._ask_casualties(s, dfn, to, bt["hits_on_def"])
            return ev
        if st == "after":
            ev += self._lone_leaders(s, frm)
            ev += self._lone_leaders(s, to)
            ev += self._fallen_with_army(s, bt)
            if self._att_strength(s, bt) == 0:
                ev.append(Event(T("The attacking army is destroyed."), kind="battle"))
                if bt["kind"] == "siege" and s.strength(to, att) == 0:
                    s.sieges.pop(to, None)
                    ev.append(Event(T("The siege of {r} is lifted.", r=b.name[to]), kind="battle"))
                s.battle = None
                return ev
            if to in s.sieges and s.strength(to, other(s.sieges[to])) == 0:
                s.sieges.pop(to)
                ev.append(Event(T("No besiegers are left at {r}: the siege is lifted.", r=b.name[to]), kind="battle"))
            if s.strength(to, dfn) == 0:
                if bt["kind"] == "siege":
                    s.sieges.pop(to, None)
                    ev.append(Event(T("The stronghold of {r} falls.", r=b.name[to]), kind="battle"))
                    ev += self._after_entering(s, att, to)
                    s.battle = None
                elif bt["kind"] == "sortie":
                    s.sieges.pop(to, None)
                    ev.append(Event(T("The besiegers of {r} are destroyed: the siege is lifted.", r=b.name[to]),
                                    kind="battle"))
                    s.battle = None
                else:
                    ev.append(Event(T("The defenders of {r} are destroyed.", r=b.name[to]), kind="battle"))
                    bt["stage"] = "end"
                    self._offer_advance(s)
                return ev
            if bt.get("rounds_left", 0) > 1:   # a card makes this battle last several rounds (cards.py)
                bt["rounds_left"] -= 1
                bt["stage"] = "round"
                return ev
            bt["stage"] = "continue"
            if bt["kind"] == "siege":
                if any(t[1] for t in self._force(s, bt).values()):
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
        bt = s.fight
        out = []
        for c in sorted(set(s.hands[side]) | {c for c in s.table[side] if c in card_plugins.TABLE_COMBAT}):
            eff = card_plugins.COMBAT.get(c)
            if eff is not None and eff.can_play(s, side, bt) and not card_plugins.combat_banned(s, side, bt):
                out.append(c)
        return out

    @legal("combat_card")
    def _legal_combat_card(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("no_combat_card", seat, T("Play no combat card"))
        for c in self._combat_cards(s, p["side"]):
            yield Action.make("combat_card", seat, T("Play the combat card {combat_card} ({card})",
                                                     combat_card=b.cards[c].combat_card, card=b.cards[c].name), card=c)

    @does("no_combat_card")
    def _do_no_combat_card(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return []

    @does("combat_card")
    def _do_combat_card(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        c = a["card"]
        (s.table if c in s.table[p["side"]] else s.hands)[p["side"]].remove(c)   # cards.TABLE_COMBAT: from the table
        bt["cards"] = bt["cards"] + ((p["side"], c),)
        return [Event(T("The {side} player plays a combat card face down.", side=self._player(s, p["side"])),
                      kind="battle")]

    def _offer_advance(self, s: WotrState) -> None:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        force = self._force(s, bt)
        total = sum(t[0] + t[1] for t in force.values())
        outside = 0 if s.inside(bt["to"], att) else s.strength(bt["to"], att)
        if total and outside + total <= 10 and not s.enemy_outside(bt["to"], att) and \
                not self._move_problem(s, att, bt["frm"], bt["to"], {n for n, t in force.items()
                                                                     if t[0] + t[1]}, total):
            s.pending.append({"kind": "battle_advance", "side": att})
        else:
            s.battle = None

    def _combat_round(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        bt = s.battle
        assert bt is not None
        att, dfn = bt["att"], other(bt["att"])
        to = bt["to"]
        kind = bt["kind"]
        att_need = 5
        why: Text | None = None
        if kind == "siege":
            att_need, why = 6, T("the defenders are in a stronghold under siege")
        elif kind == "field" and bt["round"] == 1 and b.settlement[to] in STRONG_PLACES \
                and s.control.get(to) == dfn and to not in s.sieges:   # not when relieving a siege
            att_need, why = 6, FIRST_ROUND[b.settlement[to]]
        rolls = {}
        for side, need in ((att, att_need), (dfn, 5)):   # combat-card modifiers: cards.combat_roll
            rolls[side] = card_plugins.combat_roll(bt, side, self._combat_strength(s, bt, side),
                                                   self._battle_leadership(s, bt, side), need, dice)
        bt["hits_on_att"] = rolls[dfn][1]
        bt["hits_on_def"] = rolls[att][1]
        parts = [RollPart(T("{side} (attacker): hits on {need}+, %n leader re-roll(s)", None, rolls[sd][3],
                            side=SIDE_NAMES[sd], need=rolls[sd][2]) if sd == att else
                          T("{side} (defender): hits on {need}+, %n leader re-roll(s)", None, rolls[sd][3],
                            side=SIDE_NAMES[sd], need=rolls[sd][2]), rolls[sd][0], rolls[sd][4], rolls[sd][1])
                 for sd in (att, dfn)]
        target = T("attacker {need}+ ({why})", need=att_need, why=why) if why else T("5+ for both")
        res = T("attacker %n hit(s), defender {defender}", None, rolls[att][1],
                defender=T("%n hit(s)", None, rolls[dfn][1]))
        roll = RollExplanation(T("Battle for {region}, round {round} ({kind})", region=b.name[to], round=bt["round"],
                                 kind=BATTLE_KINDS.get(kind, kind)), parts, target, res,
                               T("Each hit removes a regular or reduces an elite; two hits may remove an elite."),
                               R_SIEGE if kind == "siege" else R_BATTLE, GAME)
        return [Event(T("Battle round {n} at {r}: {res}.", n=bt["round"], r=b.name[to], res=res), kind="battle",
                      roll=roll)]

    @does("continue_battle")
    def _do_continue_battle(self, s: WotrState, a: Action, p: BattleContinueDecision, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        bt["stage"] = "round"
        if bt["kind"] in ("field", "sortie") and (self._retreats(s) or self._may_shut_in(s)):
            s.pending.append({"kind": "battle_retreat", "side": other(bt["att"])})
        return [Event(T("The attacker fights on."), kind="battle")]

    @does("extend_siege")
    def _do_extend_siege(self, s: WotrState, a: Action, p: BattleContinueDecision, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        ev = self._apply_casualties(s, bt["att"], bt["to"], 0, 1, 0, force=bool(bt.get("force")))
        bt["stage"] = "round"
        return [Event(T("The besiegers reduce an elite to press the siege for another round."), kind="battle"), *ev]

    @does("stop_battle")
    def _do_stop_battle(self, s: WotrState, a: Action, p: BattleContinueDecision, dice: Dice) -> list[Event]:
        s.battle = None
        return [Event(T("The battle ends."), kind="battle")]

    def _retreats(self, s: WotrState) -> list[str]:
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        to = bt["to"]
        if to in s.sieges and not (bt["kind"] == "sortie" and s.sieges[to] != dfn):
            return []   # the besieged never retreat; besiegers facing a sortie may (a field battle)
        return self._retreat_places(s, dfn, to)

    @does("stand")
    def _do_stand(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return []

    @does("retreat")
    def _do_retreat(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._retreat_to(s, a["to"])

    def _retreat_to(self, s: WotrState, to: str) -> list[Event]:
        """The defenders leave the battle for the neighbouring region `to`; the attackers may advance."""
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        desc = self._move_figures(s, dfn, bt["to"], to, None)
        ev = [Event(T("The defenders ({desc}) retreat to {r}.", desc=desc, r=s.board.name[to]), kind="battle")]
        ev += self._after_entering(s, dfn, to)   # seed: an enemy army entering activates the nation
        bt["stage"] = "end"
        if bt["kind"] == "sortie":   # the besiegers left: the siege is over, the sortie army stays inside
            s.sieges.pop(bt["to"], None)
            ev.append(Event(T("The besiegers of {r} withdraw: the siege is lifted.", r=s.board.name[bt["to"]]),
                            kind="battle"))
            s.battle = None
            return ev
        self._offer_advance(s)
        return ev

    def _fallen_with_army(self, s: WotrState, bt: Battle) -> list[Event]:
        """Rulebook: characters and Nazgûl are never casualties, but when every army unit they fight
        with is eliminated, they fall with it: companions, Aragorn, Gandalf the White and minions
        leave the game (losing the action die they gave), Nazgûl go back to the Shadow's reserve.
        Characters that stayed behind a partial attack did not fight."""
        b = s.board
        ev: list[Event] = []
        for side in (bt["att"], other(bt["att"])):
            region = self._side_region(bt, side)
            if s.strength(region, side) > 0:
                continue
            if side == bt["att"] and bt.get("force") and bt["kind"] != "sortie":
                continue   # the characters did not go along with a part of the army
            for c in self._battle_chars(s, bt, side):
                s.chars.pop(c, None)
                s.eliminated.append(c)
                if c == "aragorn":
                    s.eliminated.append("strider")
                ev.append(Event(T("{who} falls with the army in {r}.", who=b.char_name(c), r=b.name[region]),
                                kind="battle"))
            if side == SH and s.nazgul.get(region):
                n = s.nazgul.pop(region)
                s.nazgul_reserve += n
                ev.append(Event(T("%n Nazgûl with the destroyed army in {r} (returns|return) to the Shadow's reserve.",
                                  None, n, r=b.name[region]), kind="battle"))
        return ev

    # -- who and what fights --------------------------------------------------------------------------
    def _force(self, s: WotrState, bt: Battle) -> dict[str, tuple[int, int, int]]:
        """The attacking figures: the part named by `comp` (bt["force"]), else the whole army."""
        if bt.get("force"):
            return {n: (r, e, lead) for n, r, e, lead in bt["force"]}
        att = bt["att"]
        return s.army(bt["to"] if bt["kind"] == "sortie" else bt["frm"], att)

    def _att_strength(self, s: WotrState, bt: Battle) -> int:
        return sum(t[0] + t[1] for t in self._force(s, bt).values())

    def _side_region(self, bt: Battle, side: str) -> str:
        return bt["frm"] if side == bt["att"] and bt["kind"] != "sortie" else bt["to"]

    def _battle_chars(self, s: WotrState, bt: Battle, side: str) -> list[str]:
        """Characters fighting with `side`'s army: those in its region, unless only a part of the army
        attacks (characters go along only with the whole army)."""
        if side == bt["att"] and bt.get("force"):
            return []
        return s.chars_at(self._side_region(bt, side), side)

    def _combat_strength(self, s: WotrState, bt: Battle, side: str) -> int:
        """Army units, plus one for each companion with "Captain of the West" in the battle (rulebook;
        the dice stay at most 5)."""
        units = self._att_strength(s, bt) if side == bt["att"] else s.strength(bt["to"], side)
        if side == FP and units:
            units += sum(1 for c in self._battle_chars(s, bt, side) if c in CAPTAINS)
        return units

    def _battle_leadership(self, s: WotrState, bt: Battle, side: str) -> int:
        region = self._side_region(bt, side)
        if side == bt["att"] and bt.get("force"):
            force = self._force(s, bt)
            if side == FP:
                return sum(t[2] for t in force.values())
            return force.get("isengard", (0, 0, 0))[1] if "saruman" in s.chars else 0
        lead = s.leadership(region, side)
        if bt.get("white_rider"):   # Gandalf the White gave up his leadership to cancel the Nazgûl's
            if side == FP:
                lead -= s.board.char_leadership("gandalf_the_white")
            else:
                lead -= s.nazgul.get(region, 0)
                if s.chars.get("witch_king") == region:
                    lead -= s.board.char_leadership("witch_king")
        return max(0, lead)

    def _white_rider_can(self, s: WotrState, bt: Battle) -> bool:
        if "gandalf_the_white" not in s.chars or "gandalf_the_white" not in self._battle_chars(s, bt, FP):
            return False
        if bt["att"] == SH and bt.get("force"):
            return False
        sh_region = self._side_region(bt, SH)
        return s.nazgul.get(sh_region, 0) > 0 or s.chars.get("witch_king") == sh_region

    @legal("white_rider")
    def _legal_white_rider(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        yield Action.make("white_rider", seat, T("Gandalf the White gives up his leadership to cancel the Nazgûl's "
                                                 "leadership in this battle"), use=True)
        yield Action.make("white_rider", seat, T("Keep Gandalf the White's leadership"), use=False)

    @does("white_rider")
    def _do_white_rider(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        if not a["use"]:
            return []
        assert s.battle is not None
        s.battle["white_rider"] = True
        return [Event(T("The White Rider: Gandalf the White forgoes his leadership; the Nazgûl lead no one in this "
                        "battle."), kind="battle")]

    @does("stay")
    def _do_stay(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        s.battle = None
        return []

    @does("advance")
    def _do_advance(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        comp: dict[str, tuple[int, int, int]] | None
        if a.get("comp") is not None:
            comp = {str(n): (int(r), int(e), int(lead)) for n, r, e, lead in a["comp"] if int(r) + int(e) + int(lead)}
        else:
            comp = self._force(s, bt) if bt.get("force") else None
        desc = self._move_figures(s, att, bt["frm"], bt["to"], None, comp)
        ev = [Event(T("The victors ({desc}) advance into {r}.", desc=desc, r=s.board.name[bt["to"]]), kind="move")]
        ev += self._after_entering(s, att, bt["to"])
        s.battle = None
        return ev

"""Mustering and politics: recruits (and the second recruit of a Muster die), Saruman's Orthanc muster,
the political track, and the characters who enter play (minions, Aragorn, Gandalf the White); the
`MusterMixin` of WarOfTheRingGame.
"""
from __future__ import annotations

from collections.abc import Iterator

from engines.core import Action, Dice, Event
from engines.core.i18n import T

from .common import (
    ARAGORN_PLACES,
    FACE_TEXT,
    FP,
    SH,
    a_figure,
    nation_n,
    nation_text,
)
from .decisions import ActionDecision, SecondDecision
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import RulesBase
from .state import FREE_PEOPLES, SHADOW, ZERO, WotrState, other, side_of_nation


class MusterMixin(RulesBase):
    def _aragorn_ok(self, s: WotrState) -> bool:
        r = s.chars.get("strider")
        return r in ARAGORN_PLACES and s.control.get(r) == FP   # unconquered; a siege does not matter

    def _gandalf_white_places(self, s: WotrState) -> list[str]:
        b = s.board
        if "gandalf_the_white" in s.chars or "gandalf_the_grey" in s.companions or not s.minion_ever:
            return []
        if "gandalf_the_white" in s.eliminated:
            return []
        if "gandalf_the_grey" in s.chars:
            return [s.chars["gandalf_the_grey"]]
        places = ["fangorn"] + [r for r in b.strongholds if b.nation[r] == "elves" and s.control.get(r) == FP]
        return [r for r in places if r in b.name]

    # -- mustering and politics -------------------------------------------------------------------
    def _can_advance(self, s: WotrState, nation: str) -> bool:
        steps = s.political[nation]
        if steps == 0:
            return False
        return not (steps == 1 and nation not in s.active)

    def _recruit_places(self, s: WotrState, nation: str, kind: str, exclude: str | None = None) -> list[str]:
        b = s.board
        side = side_of_nation(nation)
        out = []
        for r in b.settlements:
            if b.nation[r] != nation or s.control.get(r) != side or r == exclude or r in s.sieges \
                    or s.strength(r, other(side)):
                continue
            if b.settlement[r] not in ("town", "city", "stronghold"):
                continue
            if kind == "nazgul" and b.settlement[r] != "stronghold":
                continue
            if kind in ("regular", "elite") and s.strength(r, side) >= 10:
                continue
            out.append(r)
        return out

    def _recruit_kinds(self, s: WotrState, nation: str, second: bool) -> list[str]:
        reg, eli, lead = s.reinforcements[nation]
        kinds = []
        if reg:
            kinds.append("regular")
        if eli and not second:
            kinds.append("elite")
        if lead and side_of_nation(nation) == FP:
            kinds.append("leader")
        if nation == "sauron" and s.nazgul_reserve > 0:
            kinds.append("nazgul")
        return kinds

    def _muster_actions(self, s: WotrState, side: str, seat: int, f: str,
                        second: SecondDecision | None = None) -> Iterator[Action]:
        b = s.board
        dn = FACE_TEXT.get(f, "")
        nations = FREE_PEOPLES if side == FP else SHADOW
        for n in nations:
            if second is None and self._can_advance(s, n):
                yield Action.make("politics", seat, T("Use {die} die: advance {nation} on the political track", die=dn,
                                                       nation=nation_text(n)),
                                  die=f, nation=n)
            if not s.at_war(n):
                continue
            for k in self._recruit_kinds(s, n, second is not None):
                for r in self._recruit_places(s, n, k, exclude=second["exclude"] if second else None):
                    word = a_figure(n, k)
                    if second is None:
                        yield Action.make("recruit", seat, T("Use {die} die: recruit {word} in {region}", die=dn,
                                                             word=word, region=b.name[r]), die=f, nation=n, unit=k,
                                                           to=r)
                    else:
                        yield Action.make("recruit2", seat, T("Recruit {word} in {region}", word=word,
                                                              region=b.name[r]), nation=n, unit=k, to=r)
        if side == SH and second is None and self._saruman_ready(s):
            if self._saruman_regular_places(s):
                yield Action.make("saruman_muster", seat, T("Use {die} die: Saruman recruits an Isengard regular in "
                                                            "each Isengard settlement", die=dn), die=f, how="regulars")
            if s.units.get(("orthanc", "isengard"), ZERO)[0] >= 1 and s.reinforcements["isengard"][1] >= 1:
                yield Action.make("saruman_muster", seat, T("Use {die} die: Saruman turns regulars in Orthanc into "
                                                            "elites", die=dn), die=f, how="elites")
        if side == SH and second is None:
            for m, r in self._minion_entries(s):
                yield Action.make("minion", seat, T("Use {die} die: bring {character} into play in {region}", die=dn,
                                                    character=b.char_name(m), region=b.name[r]), die=f, minion=m, to=r)

    def _saruman_ready(self, s: WotrState) -> bool:
        return s.chars.get("saruman") == "orthanc" and s.control.get("orthanc") == SH \
            and "orthanc" not in s.sieges and s.at_war("isengard")

    def _saruman_regular_places(self, s: WotrState) -> list[str]:
        return self._recruit_places(s, "isengard", "regular") if s.reinforcements["isengard"][0] else []

    @does("saruman_muster")
    def _do_saruman_muster(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, SH, a["die"])
        ev: list[Event] = []
        if a["how"] == "regulars":
            for r in self._saruman_regular_places(s):
                if s.reinforcements["isengard"][0] > 0:
                    ev += self._recruit(s, "isengard", "regular", r)
        else:
            for _ in range(2):
                reg, eli, lead = s.units.get(("orthanc", "isengard"), ZERO)
                rr, re_, rl = s.reinforcements["isengard"]
                if reg and re_:
                    self._set(s, "orthanc", "isengard", (reg - 1, eli + 1, lead))
                    s.reinforcements["isengard"] = (rr + 1, re_ - 1, rl)
            ev.append(Event(T("Saruman breeds Uruk-hai in Orthanc: regulars become elites."), kind="muster"))
        return ev

    def _minion_entries(self, s: WotrState) -> list[tuple[str, str]]:
        b = s.board
        out: list[tuple[str, str]] = []
        if "saruman" not in s.chars and "saruman" not in s.eliminated and s.at_war("isengard") \
                and s.control.get("orthanc") == SH:   # unconquered Orthanc, besieged or not
            out.append(("saruman", "orthanc"))
        if "witch_king" not in s.chars and "witch_king" not in s.eliminated and s.at_war("sauron") \
                and any(s.at_war(n) for n in FREE_PEOPLES):
            for (r, n), t in sorted(s.units.items()):
                if n == "sauron" and t[0] + t[1] and not s.inside(r, SH):
                    out.append(("witch_king", r))
        if "mouth_of_sauron" not in s.chars and "mouth_of_sauron" not in s.eliminated and \
                (s.mordor is not None or all(s.at_war(n) for n in FREE_PEOPLES)):
            for r in b.strongholds:
                if b.nation[r] == "sauron" and s.control.get(r) == SH:
                    out.append(("mouth_of_sauron", r))
        return sorted(set(out))

    @legal("muster_second")
    def _legal_muster_second(self, s: WotrState, p: SecondDecision, seat: int) -> Iterator[Action]:
        yield Action.make("done", seat, T("Recruit nothing more"))
        yield from self._muster_actions(s, p["side"], seat, "", second=p)

    def _advance_nation(self, s: WotrState, n: str, why: str, activate: bool = False) -> list[Event]:
        many = nation_n(n)
        ev: list[Event] = []
        if activate and n not in s.active:
            s.active.add(n)
            ev.append(Event(T("{nation} (becomes|become) active ({why}).", None, many, nation=nation_text(n, True),
                              why=why), kind="politics"))
        if self._can_advance(s, n):
            s.political[n] -= 1
            if s.political[n] == 0:
                ev.append(Event(T("{nation} (advances|advance) on the political track ({why}) and now (is|are) at war.",
                                  None, many, nation=nation_text(n, True), why=why), kind="politics"))
            else:
                ev.append(Event(T("{nation} (advances|advance) on the political track ({why}) and now (is|are) {steps} "
                                  "from war.", None, many, nation=nation_text(n, True), why=why,
                                  steps=T("%n step(s)", None, s.political[n])), kind="politics"))
        return ev

    # -- mustering / politics / minions -----------------------------------------------------------------
    def _recruit(self, s: WotrState, nation: str, kind: str, to: str) -> list[Event]:
        b = s.board
        reg, eli, lead = s.reinforcements[nation]
        cur = s.units.get((to, nation), ZERO)
        if kind == "regular":
            s.reinforcements[nation] = (reg - 1, eli, lead)
            self._set(s, to, nation, (cur[0] + 1, cur[1], cur[2]))
        elif kind == "elite":
            s.reinforcements[nation] = (reg, eli - 1, lead)
            self._set(s, to, nation, (cur[0], cur[1] + 1, cur[2]))
        elif kind == "leader":
            s.reinforcements[nation] = (reg, eli, lead - 1)
            self._set(s, to, nation, (cur[0], cur[1], cur[2] + 1))
        else:
            s.nazgul_reserve -= 1
            s.nazgul[to] = s.nazgul.get(to, 0) + 1
        what = a_figure(nation, kind)
        side = side_of_nation(nation)
        if side == FP:
            return [Event(T("The {side} recruit {what} in {r}.", side=SIDE_NAMES[side], what=what, r=b.name[to]),
                          kind="muster")]
        return [Event(T("The {side} recruits {what} in {r}.", side=SIDE_NAMES[side], what=what, r=b.name[to]),
                      kind="muster")]

    @does("recruit")
    def _do_recruit(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        ev = self._recruit(s, a["nation"], a["unit"], a["to"])
        if a["unit"] != "elite":
            s.pending.append({"kind": "muster_second", "side": side, "exclude": a["to"]})
        return ev

    @does("recruit2")
    def _do_recruit2(self, s: WotrState, a: Action, p: SecondDecision, dice: Dice) -> list[Event]:
        return self._recruit(s, a["nation"], a["unit"], a["to"])

    @does("politics")
    def _do_politics(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        return self._advance_nation(s, a["nation"], T("diplomacy with a Muster die"))

    @does("companion_politics")
    def _do_companion_politics(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        n = {"legolas": "elves", "boromir": "gondor", "gimli": "dwarves"}[a["companion"]]
        return self._advance_nation(s, n, T("{character}'s ability", character=s.board.char_name(a["companion"])))

    @does("minion")
    def _do_minion(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, SH, a["die"])
        m = a["minion"]
        s.chars[m] = a["to"]
        s.minion_ever = True
        ev = [Event(T("{m} enters play in {r}: the Shadow gains an action die from next turn.", m=b.char_name(m),
                      r=b.name[a["to"]]), kind="character")]
        if m == "witch_king":
            for n in FREE_PEOPLES:
                if n not in s.active:
                    s.active.add(n)
                    ev.append(Event(T("{nation} (is|are) activated by the coming of the Witch-king.", None, nation_n(n),
                                      nation=nation_text(n, True)), kind="politics"))
        return ev

    @does("crown_aragorn")
    def _do_crown_aragorn(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.chars["aragorn"] = s.chars.pop("strider")
        return [Event(T("Strider is crowned: Aragorn, heir to Isildur, in {r}. The Free Peoples gain an action die "
                        "from next turn.", r=s.board.name[s.chars["aragorn"]]), kind="character")]

    @does("gandalf_the_white")
    def _do_gandalf_the_white(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.chars.pop("gandalf_the_grey", None)
        if "gandalf_the_grey" not in s.eliminated:
            s.eliminated.append("gandalf_the_grey")   # the Grey's figure leaves the game
        s.chars["gandalf_the_white"] = a["to"]
        return [Event(T("Gandalf the White comes in {r}. The Free Peoples gain an action die from next turn.",
                        r=s.board.name[a["to"]]), kind="character")]

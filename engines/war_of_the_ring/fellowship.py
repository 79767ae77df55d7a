"""The Fellowship, its guide, separating companions, and the companions and minions on the map (moves,
the reveal, declaring, entering Mordor): the `FellowshipMixin` of WarOfTheRingGame. The Hunt and the
Mordor track are in hunt.py.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T, Text

from . import cards as card_plugins
from .common import (
    FACE_NAMES,
    FP,
    R_REVEAL,
    SH,
    comma_text,
    nation_n,
    nation_text,
)
from .decisions import (
    ActionDecision,
    CompanionMovesDecision,
    FellowshipDecision,
    HuntGuideDecision,
    MinionMovesDecision,
    PlainDecision,
    SeparateGroupDecision,
)
from .dispatch import does, legal
from .rules import RulesBase
from .state import WotrState, other, side_of_nation

# Nazgûl and minion move labels by (who,) from, to — the same few thousand sentences in every play-out, built once
_NAZGUL_LABELS: dict[tuple[str, str], Text] = {}
_MINION_LABELS: dict[tuple[str, str, str], Text] = {}


class FellowshipMixin(RulesBase):
    @legal("fellowship")
    def _legal_fellowship(self, s: WotrState, p: FellowshipDecision, seat: int) -> Iterator[Action]:
        b = s.board
        if not p.get("declared") and s.hidden and s.mordor is None:
            for r in b.within(s.ring_region, s.progress):
                heals = self._heals_in(s, r) and s.corruption
                label = (T("Declare the Fellowship in {region} and heal", region=b.name[r]) if heals
                         else T("Declare the Fellowship in {region}", region=b.name[r]))
                yield Action.make("declare", seat, label, to=r)
        if not p.get("guide_changed"):
            for c in self._guide_choices(s):
                if c != s.guide:
                    yield Action.make("change_guide", seat, T("Make {character} the guide", character=b.char_name(c)),
                                                            guide=c)
        if s.mordor is None and s.ring_region in b.entrances and s.progress == 0:
            yield Action.make("enter_mordor", seat, T("Enter Mordor from {region}", region=b.name[s.ring_region]))
        yield Action.make("end_fellowship_phase", seat, T("End the Fellowship phase"))

    # -- characters --------------------------------------------------------------------------------
    def _character_actions(self, s: WotrState, side: str, seat: int, f: str) -> Iterator[Action]:
        b = s.board
        dn = FACE_NAMES[f]
        if side == FP:
            if s.hidden and (s.mordor is None or s.mordor < b.setup.mordor_steps):
                yield Action.make("move_fellowship", seat, T("Use {die} die: move the Fellowship", die=dn), die=f)
            if not s.hidden:
                yield Action.make("hide_fellowship", seat, T("Use {die} die: hide the Fellowship", die=dn), die=f)
            if s.mordor is None:
                for c in s.companions:
                    for r in self._char_reach(s, FP, s.ring_region, s.progress + b.char_level(c), True):
                        if self._char_can_end(s, FP, r) or r == s.ring_region:
                            yield Action.make("separate", seat, T("Use {die} die: separate {character} to {region}",
                                                                  die=dn, character=b.char_name(c), region=b.name[r]),
                                                                die=f, companion=c, to=r)
                if len(s.companions) >= 2:
                    yield Action.make("separate_group", seat, T("Use {die} die: separate a group of companions",
                                                                die=dn), die=f)
            if any(b.char_side(c) == FP for c in s.chars):
                yield Action.make("move_companions", seat, T("Use {die} die: move the companions", die=dn), die=f)
        else:
            if any(s.nazgul.values()) or any(c in s.chars for c in ("witch_king", "mouth_of_sauron")):
                yield Action.make("move_minions", seat, T("Use {die} die: move Nazgûl and minions", die=dn), die=f)

    def _char_can_end(self, s: WotrState, side: str, r: str) -> bool:
        """Rulebook: characters are not affected by armies (they may end among enemy units); they cannot
        enter a stronghold where their own side is besieged."""
        return s.sieges.get(r) != side

    def _char_reach(self, s: WotrState, side: str, start: str, steps: int, from_fellowship: bool = False) -> list[str]:
        """Regions a character of `side` reaches from `start` in at most `steps` moves (start included).
        Rulebook: armies do not stop him; he stops on entering a region with a stronghold held by the
        enemy, and cannot enter or leave a stronghold where his own side is besieged (a companion leaving
        the Fellowship is not inside it: `from_fellowship`)."""
        b = s.board
        foe = other(side)
        if s.sieges.get(start) == side and not from_fellowship:
            return [start]
        seen = {start: 0}
        q = deque([start])
        while q:
            r = q.popleft()
            k = seen[r]
            if k >= steps or (r != start and b.settlement[r] == "stronghold" and s.control.get(r) == foe):
                continue
            for nb in b.nbrs[r]:
                if nb not in seen and s.sieges.get(nb) != side:
                    seen[nb] = k + 1
                    q.append(nb)
        return sorted(seen)

    @legal("companion_moves")
    def _legal_companion_moves(self, s: WotrState, p: CompanionMovesDecision, seat: int) -> Iterator[Action]:
        b = s.board
        c = p["todo"][0]
        here = s.chars[c]
        yield Action.make("char_move", seat, T("{character} stays in {region}", character=b.char_name(c),
                                               region=b.name[here]), who=c, to=here)
        reach = p["reach"] if "reach" in p else self._char_range(s, c)   # "reach": just separated
        for r in self._char_reach(s, FP, here, reach, from_fellowship=bool(p.get("separated"))):
            if r != here and self._char_can_end(s, FP, r):
                yield Action.make("char_move", seat, T("Move {character} {region} → {region2}",
                                                       character=b.char_name(c), region=b.name[here],
                                                       region2=b.name[r]), who=c, to=r)

    def _char_range(self, s: WotrState, c: str) -> int:
        b = s.board
        lvl = b.char_level(c)
        if c == "gandalf_the_white":
            lvl = 4 if not [x for x in s.chars_at(s.chars[c], FP) if x not in ("meriadoc", "peregrin", c)] else 3
        return lvl

    @legal("minion_moves")
    def _legal_minion_moves(self, s: WotrState, p: MinionMovesDecision, seat: int) -> Iterator[Action]:
        b = s.board
        spent = dict(p["spent"])
        yield Action.make("done", seat, T("Stop moving Nazgûl and minions"))
        for r, k in sorted(s.nazgul.items()):
            if k - spent.get(r, 0) <= 0 or s.inside(r, SH):
                continue
            for to in b.nodes:
                if to != r and self._nazgul_can_enter(s, to):
                    key = (b.name[r], b.name[to])
                    lbl = _NAZGUL_LABELS.get(key)
                    if lbl is None:   # every region is a destination: build each label once
                        lbl = _NAZGUL_LABELS[key] = T("Move a Nazgûl {frm} → {to}", frm=key[0], to=key[1])
                    # params in key order, plain values: the value without `make`'s sorting (a fifth of a listing)
                    yield Action("nazgul_move", seat, (("frm", r), ("to", to)), lbl)
        for m in ("witch_king", "mouth_of_sauron"):
            if m in s.chars and m not in p["moved"]:
                here = s.chars[m]
                dests = b.nodes if m == "witch_king" else self._char_reach(s, SH, here, 3)
                for to in dests:
                    if to != here and self._nazgul_can_enter(s, to) and \
                            (m == "witch_king" or self._char_can_end(s, SH, to)):
                        key3 = (b.char_name(m), b.name[here], b.name[to])
                        lbl = _MINION_LABELS.get(key3)
                        if lbl is None:
                            lbl = _MINION_LABELS[key3] = T("Move {character} {frm} → {to}", character=key3[0],
                                                           frm=key3[1], to=key3[2])
                        yield Action.make("minion_move", seat, lbl, who=m, to=to)

    # -- hunt --------------------------------------------------------------------------------------
    @legal("hunt_guide")
    def _legal_hunt_guide(self, s: WotrState, p: HuntGuideDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("decline", seat, T("Do not use {character}'s guide ability", character=b.char_name(s.guide)))
        yield Action.make("guide_ability", seat, p["label"])

    @legal("hunt_casualty")
    def _legal_hunt_casualty(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        d = s.hunting["damage"]
        yield Action.make("no_casualty", seat, T("Take all {d} damage as corruption", d=d))
        if s.guide in ("meriadoc", "peregrin") and s.mordor is None:
            yield Action.make("guide_casualty", seat, T("Separate (Take Them Alive) the guide {character} (−{value} "
                                                        "damage)", character=b.char_name(s.guide),
                                                        value=b.char_level(s.guide)))
        else:
            yield Action.make("guide_casualty", seat, T("Eliminate the guide {character} (−{value} damage)",
                                                        character=b.char_name(s.guide), value=b.char_level(s.guide)))
        if len(s.companions) > 1:
            yield Action.make("random_casualty", seat, T("Eliminate a random companion (−its level)"))

    @legal("reveal_move")
    def _legal_reveal_move(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        for r in self._reveal_ends(s):
            yield Action.make("place_fellowship", seat, T("The revealed Fellowship stands in {region}",
                                                          region=b.name[r]), to=r)

    # -- a revealed Fellowship's move (rulebook) ------------------------------------------------------
    @staticmethod
    def _fp_refuge(s: WotrState, r: str) -> bool:
        """A city or stronghold the Free Peoples control: a revealed Fellowship never ends its move there."""
        return s.board.settlement[r] in ("city", "stronghold") and s.control.get(r) == FP

    def _reveal_ends(self, s: WotrState) -> list[str]:
        """Where the revealed Fellowship may stand: up to the progress counter from its last known region,
        never in a city or stronghold the Free Peoples control ([Rulebook]). When no such region is in
        reach ([Table]; on this map only with the counter at 0 in such a place), the nearest regions
        that are not one."""
        d = s.board.dist(s.ring_region)
        free = [(k, r) for r, k in d.items() if not self._fp_refuge(s, r)]
        ends = sorted(r for k, r in free if k <= s.progress)
        if ends or not free:
            return ends or [s.ring_region]
        near = min(k for k, _r in free)
        return sorted(r for k, r in free if k == near)

    def _reveal(self, s: WotrState, dice: Dice, say: bool = True) -> list[Event]:
        """The Fellowship is revealed (by the hunt or a card). Off the Mordor track its figure moves:
        the Free Peoples choose where when there is a choice."""
        b = s.board
        s.hidden = False
        ev = [Event(T("The Fellowship is revealed!"), kind="hunt")] if say else []
        if s.mordor is not None:
            s.progress = 0
            return ev
        ends = self._reveal_ends(s)
        if len(ends) > 1:
            s.pending.append({"kind": "reveal_move", "side": FP})
        elif ends[0] == s.ring_region:
            s.progress = 0
        else:   # the one place it may go (only when it may not stay in a Free Peoples city or stronghold)
            ev.append(Event(T("A revealed Fellowship may not stay in {r}, a city or stronghold of the Free Peoples: "
                              "it moves to {to}.", r=b.name[s.ring_region], to=b.name[ends[0]], rule=R_REVEAL),
                            kind="fellowship"))
            ev += self._place_ring(s, ends[0], "reveal", dice)
        return ev

    def _why_reveal_move(self, s: WotrState, to: object) -> Illegal:
        """Why the revealed Fellowship may not stand in `to`."""
        b = s.board
        if to not in b.name:
            return Illegal(T("Choose a region of the map for the revealed Fellowship."), R_REVEAL)
        if self._fp_refuge(s, to):
            return Illegal(T("A revealed Fellowship may never end its move in {region}: it is a city or stronghold "
                             "the Free Peoples control.", region=b.name[to]), R_REVEAL)
        return Illegal(T("{region} is out of reach: the revealed Fellowship moves at most %n region(s) (its progress "
                         "counter) from {ring}.", None, s.progress, region=b.name[to], ring=b.name[s.ring_region]),
                       R_REVEAL)

    def _heals_in(self, s: WotrState, r: str) -> bool:
        b = s.board
        return b.side[r] == FP and b.settlement[r] in ("city", "stronghold") and s.control.get(r) == FP

    @does("declare")
    def _do_declare(self, s: WotrState, a: Action, p: FellowshipDecision, dice: Dice) -> list[Event]:
        s.phase_flags += ("declared",)
        return self._place_ring(s, a["to"], "declares", dice)

    def _place_ring(self, s: WotrState, to: str, how: str, dice: Dice) -> list[Event]:
        """The Fellowship figure moves by at most the progress counter (declared or revealed);
        a Shadow-held stronghold on the way means one more hunt tile each."""
        b = s.board
        held = {r for r in b.strongholds if s.control.get(r) == SH}
        steps = max(s.progress, b.dist(s.ring_region)[to])   # beyond the counter only for a forced reveal move
        extra = b.fewest_strongholds_path(s.ring_region, to, steps, held) if to != s.ring_region else 0
        frm = s.ring_region
        s.ring_region = to
        s.progress = 0
        said = (T("The Free Peoples declare the Fellowship in {to} (it was last seen in {frm}).", to=b.name[to],
                  frm=b.name[frm]) if how == "declares" else
                T("The Free Peoples reveal the Fellowship in {to} (it was last seen in {frm}).", to=b.name[to],
                  frm=b.name[frm]))
        ev = [Event(said, kind="fellowship")]
        if how == "declares" and self._heals_in(s, to):
            n = b.nation[to]
            s.card_state["activation_ok"] = n
            if n and n not in s.active and side_of_nation(n) == FP:
                s.active.add(n)
                ev.append(Event(T("{nation} (is|are) activated by the Fellowship's visit.", None, nation_n(n),
                                  nation=nation_text(n, True)), kind="politics"))
            if s.corruption:
                s.corruption -= 1
                ev.append(Event(T("The Ring-bearer rests in {to}: corruption −1 (now {c}).", to=b.name[to],
                                  c=s.corruption), kind="fellowship"))
        if extra:
            ev.append(Event(T("The Fellowship passed %n Shadow stronghold(s): {tiles}.", None, extra,
                              tiles=T("%n extra hunt tile(s)", None, extra)), kind="hunt"))
            if s.hunt is None:
                s.hunt = {"stage": "draw", "extra": extra, "successes": 0, "mordor_move": False}
            else:
                s.hunt["extra"] = s.hunt.get("extra", 0) + extra
        if s.table[SH]:   # a Shadow table card may react to the move (Balrog of Moria, cards.py)
            s.card_state["placed"] = (frm, to, how, steps)
            self._offer_table_cards(s, SH, "fellowship_placed")
        return ev

    @does("change_guide")
    def _do_change_guide(self, s: WotrState, a: Action, p: FellowshipDecision, dice: Dice) -> list[Event]:
        s.guide = a["guide"]
        s.phase_flags += ("guide_changed",)
        return [Event(T("{guide} now guides the Fellowship.", guide=s.board.char_name(s.guide)), kind="fellowship")]

    @does("enter_mordor")
    def _do_enter_mordor(self, s: WotrState, a: Action, p: FellowshipDecision, dice: Dice) -> list[Event]:
        b = s.board
        s.mordor = 0
        s.hunt_pool += s.hunt_drawn
        s.hunt_drawn = []
        s.phase_flags += ("declared",)
        return [Event(T("The Fellowship enters Mordor from {r}: it stands on step 0 of the Mordor track, and every "
                        "drawn hunt tile returns to the pool.", r=b.name[s.ring_region]), kind="fellowship"),
                *card_plugins.tiles_enter_mordor(s)]

    # -- characters ---------------------------------------------------------------------------------
    def _activate_by_companion(self, s: WotrState, c: str, r: str) -> list[Event]:
        b = s.board
        n = b.nation[r]
        if not n or side_of_nation(n) != FP or n in s.active:
            return []
        if b.settlement[r] not in ("city", "stronghold") or s.control.get(r) != FP:
            return []
        act = b.companions[c].activates if c in b.companions else "any"
        if act not in ("any", n):
            return []
        s.card_state["activation_ok"] = n   # an allowed way even under Wormtongue (cards.guard_activation)
        s.active.add(n)
        return [Event(T("{c} reaches {r}: {nation} (becomes|become) active.", None, nation_n(n), c=b.char_name(c),
                        r=b.name[r], nation=nation_text(n, True)), kind="politics")]

    @does("separate")
    def _do_separate(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, FP, a["die"])
        c = a["companion"]
        s.companions.remove(c)
        s.chars[c] = a["to"]
        ev = [Event(T("{c} leaves the Fellowship and goes to {r}.", c=b.char_name(c), r=b.name[a["to"]]),
                    kind="fellowship")]
        ev += self._new_guide(s, c)
        ev += self._activate_by_companion(s, c, a["to"])
        return ev

    @does("separate_group")
    def _do_separate_group(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.pending.append({"kind": "separate_group", "side": FP, "group": ()})
        return []

    @legal("separate_group")
    def _legal_separate_group(self, s: WotrState, p: SeparateGroupDecision, seat: int) -> Iterator[Action]:
        """A group leaves together: pick its members one by one, then where it goes (progress + the
        highest level in the group)."""
        b = s.board
        group = p["group"]
        for c in s.companions:
            if c not in group:
                yield Action.make("group_add", seat, T("Add {character} to the group", character=b.char_name(c)),
                                                     companion=c)
        if group:
            reach = s.progress + max(b.char_level(c) for c in group)
            for r in self._char_reach(s, FP, s.ring_region, reach, True):
                if self._char_can_end(s, FP, r) or r == s.ring_region:
                    names = comma_text([b.char_name(c) for c in group])
                    yield Action.make("group_go", seat, T("{names} leave the Fellowship for {region}", names=names,
                                                          region=b.name[r]), to=r)

    @does("group_add")
    def _do_group_add(self, s: WotrState, a: Action, p: SeparateGroupDecision, dice: Dice) -> list[Event]:
        s.pending.append({**p, "group": p["group"] + (a["companion"],)})
        return []

    @does("group_go")
    def _do_group_go(self, s: WotrState, a: Action, p: SeparateGroupDecision, dice: Dice) -> list[Event]:
        b = s.board
        ev: list[Event] = []
        for c in p["group"]:
            s.companions.remove(c)
            s.chars[c] = a["to"]
        ev.append(Event(T("{c} leave the Fellowship together and go to {r}.",
                          c=comma_text([b.char_name(c) for c in p["group"]]), r=b.name[a["to"]]), kind="fellowship"))
        if s.guide in p["group"]:
            ev += self._new_guide(s, s.guide)
        for c in p["group"]:
            ev += self._activate_by_companion(s, c, a["to"])
        return ev

    def _new_guide(self, s: WotrState, gone: str) -> list[Event]:
        if s.guide != gone and s.guide in s.companions:
            return []
        choices = self._guide_choices(s)
        s.guide = choices[0] if choices else "gollum"
        if len(choices) > 1:   # equal levels: the Free Peoples choose
            s.pending.append({"kind": "choose_guide", "side": FP})
        return [Event(T("{g} is now the guide of the Fellowship.", g=s.board.char_name(s.guide)), kind="fellowship")]

    @legal("choose_guide")
    def _legal_choose_guide(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        for c in self._guide_choices(s):
            yield Action.make("pick_guide", seat, T("{character} guides the Fellowship",
                                                    character=s.board.char_name(c)), guide=c)

    @does("pick_guide")
    def _do_pick_guide(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        s.guide = a["guide"]
        return [Event(T("{g} guides the Fellowship.", g=s.board.char_name(s.guide)), kind="fellowship")]

    def _guide_choices(self, s: WotrState) -> list[str]:
        b = s.board
        if not s.companions:
            return ["gollum"]
        top = max(b.char_level(c) for c in s.companions)
        return [c for c in s.companions if b.char_level(c) == top]

    @does("move_companions")
    def _do_move_companions(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        todo = tuple(sorted(c for c in s.chars if s.board.char_side(c) == FP))
        s.pending.append({"kind": "companion_moves", "side": FP, "todo": todo})
        return []

    @does("char_move")
    def _do_char_move(self, s: WotrState, a: Action, p: CompanionMovesDecision, dice: Dice) -> list[Event]:
        b = s.board
        c, to = a["who"], a["to"]
        ev: list[Event] = []
        if s.chars[c] != to:
            ev.append(Event(T("{c} moves {frm} → {to}.", c=b.char_name(c), frm=b.name[s.chars[c]], to=b.name[to]),
                            kind="move"))
            s.chars[c] = to
            ev += self._activate_by_companion(s, c, to)
        elif p.get("separated"):   # just left the Fellowship here: he has reached this region
            ev += self._activate_by_companion(s, c, to)
        rest = tuple(x for x in p["todo"] if x != c)
        if rest:
            s.pending.append({**p, "todo": rest})
        return ev

    @does("move_minions")
    def _do_move_minions(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, SH, a["die"])
        s.pending.append({"kind": "minion_moves", "side": SH, "spent": (), "moved": ()})
        return []

    @does("nazgul_move")
    def _do_nazgul_move(self, s: WotrState, a: Action, p: MinionMovesDecision, dice: Dice) -> list[Event]:
        b = s.board
        frm, to = a["frm"], a["to"]
        s.nazgul[frm] -= 1
        if not s.nazgul[frm]:
            del s.nazgul[frm]
        s.nazgul[to] = s.nazgul.get(to, 0) + 1
        spent = dict(p["spent"])
        spent[frm] = spent.get(frm, 0)
        spent[to] = spent.get(to, 0) + 1
        # a Nazgûl that moved counts as spent in its new region; the source keeps its own count
        s.pending.append({**p, "spent": tuple(sorted(spent.items()))})
        return [Event(T("A Nazgûl flies {frm} → {to}.", frm=b.name[frm], to=b.name[to]), kind="move")]

    @does("minion_move")
    def _do_minion_move(self, s: WotrState, a: Action, p: MinionMovesDecision, dice: Dice) -> list[Event]:
        b = s.board
        m, to = a["who"], a["to"]
        frm = s.chars[m]
        s.chars[m] = to
        s.pending.append({**p, "moved": tuple(sorted(set(p["moved"]) | {m}))})
        return [Event(T("{m} moves {frm} → {to}.", m=b.char_name(m), frm=b.name[frm], to=b.name[to]), kind="move")]

    # -- the Fellowship and the hunt ---------------------------------------------------------------
    @does("hide_fellowship")
    def _do_hide_fellowship(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.hidden = True
        s.fellowship_acted = True
        return [Event(T("The Fellowship hides again."), kind="fellowship")]

    @does("move_fellowship")
    def _do_move_fellowship(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, FP, a["die"])
        s.fellowship_acted = True
        first = s.fellowship_moves == 0
        s.fellowship_moves += 1
        ev: list[Event] = []
        if s.mordor is None:
            s.progress += 1
            ev.append(Event(T("The Fellowship moves: progress counter {n}.", n=s.progress), kind="fellowship"))
            ev += self._hunt_roll(s, dice)
        else:
            ev.append(Event(T("The Fellowship moves on the Mordor track: a hunt tile is drawn."), kind="fellowship"))
            # the Eye counts the dice in the box before this move's die joins them (as the hunt roll's +1 does)
            s.hunt = {"stage": "draw", "extra": 0, "successes": 0, "mordor_move": True, "tiles": 1,
                      "box": s.hunt_shadow + s.hunt_fp}
        if first and s.guide == "strider":
            ev.append(Event(T("Strider guides: the first die moving the Fellowship this turn stays out of the hunt "
                              "box."), kind="hunt"))
        elif "fp_strategy_01" in s.table[FP]:   # The Last Battle (card_effects/fp_strategy.py)
            ev.append(Event(T("The Last Battle: the die stays out of the hunt box."), kind="hunt"))
        else:
            s.hunt_fp += 1
        del b
        return ev

    @does("place_fellowship")
    def _do_place_fellowship(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._place_ring(s, a["to"], "reveal", dice)

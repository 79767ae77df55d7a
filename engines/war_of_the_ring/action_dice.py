"""Phase 5, action resolution: what each rolled action die may do (`_legal_action` / `_die_actions`),
passing, discarding a die, the Elven rings, drawing and playing event cards; the `ActionDiceMixin` of
WarOfTheRingGame (the army, muster, character and card actions a die offers live in their own mixins).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engines.core import (
    Action,
    Dice,
    Event,
)
from engines.core.i18n import T

from . import cards as card_plugins
from .common import (
    A_FACE_DIE,
    DECKS,
    FACE_TEXT,
    FP,
    R_EVENTS,
    SH,
    USES,
    nation_text,
)
from .decisions import ActionDecision
from .dispatch import does, legal
from .rules import RulesBase
from .state import WotrState, other


class ActionDiceMixin(RulesBase):
    @legal("action")
    def _legal_action(self, s: WotrState, p: ActionDecision, seat: int) -> Iterator[Action]:
        side = p["side"]
        b = s.board
        mine, theirs = s.rolled[side], s.rolled[other(side)]
        faces = sorted(set(mine))
        if len(mine) < len(theirs) and not p.get("after_ring"):   # seed: a ring, then an action: no pass
            yield Action.make("pass", seat, T("Pass (you have fewer unused action dice)"))
        for f in faces:
            yield Action.make("discard_die", seat, T("Discard {a_die} without effect", a_die=A_FACE_DIE[f]), die=f)
        if s.rings[side] > 0 and side not in s.ring_used:
            for f in faces:
                for to in ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye"):
                    if (to == f or (side == FP and to in ("will_of_the_west", "eye"))
                            or (side == SH and to == "will_of_the_west")):
                        continue
                    if side == FP and to == "army":
                        continue
                    yield Action.make("elven_ring", seat,
                                      T("Use an Elven ring: turn {a_die} into {face}", a_die=A_FACE_DIE[f],
                                        face=FACE_TEXT[to]),
                                      die=f, to=to)
        memo: dict[bool, list[tuple[str, str, int, int]]] = {}
        words: dict[tuple[str, int], Any] = {}   # a group's words, the same for every face (see _army_moves)
        for f in faces:
            yield from self._die_actions(s, side, seat, f, memo, words=words)
        del b

    def _die_actions(self, s: WotrState, side: str, seat: int, f: str,
                     memo: dict[bool, list[tuple[str, str, int, int]]] | None = None,
                     want: Action | None = None, words: dict[tuple[str, int], Any] | None = None) -> Iterator[Action]:
        """What die face `f` offers `side`. With `want` (an army move being checked) only the moves of that
        army: the same ones the full listing holds for it."""
        b = s.board
        dn = FACE_TEXT[f]
        can = {u for u, fs in USES.items() if f in fs or f == "will_of_the_west"}
        # what the die may do with armies: the Mouth of Sauron lets a Muster die act as an Army die once a turn
        moves = can | {"army"} if side == SH and f == "muster" and "mouth_of_sauron" in s.chars \
            and not s.mouth_used else can
        if want is not None and want.kind == "move_army":
            if "army" in moves or "character" in moves:
                leader = "army" not in moves
                specs = list(self._iter_army_move_specs(s, side, leader, only=want.get("frm")))
                yield from self._army_moves(s, side, seat, f, "move_army", leader_needed=leader, specs=specs)
            return
        if "event" in can:
            for deck in DECKS:
                if s.decks[card_plugins.deck_key(side, deck)]:
                    yield Action.make("draw_card", seat, T("Use {die} die: draw a character event card", die=dn)
                                      if deck == "character" else
                                      T("Use {die} die: draw a strategy event card", die=dn), die=f, deck=deck)
        for c in sorted(set(s.hands[side])):
            card = b.cards[c]
            eff = card_plugins.EFFECTS.get(c)
            if eff is None or not eff.can_play(s, side):
                continue
            if "event" in can or card.die in can:
                yield Action.make("play_card", seat, T("Use {die} die: play {card}", die=dn, card=card.name), die=f,
                                                     card=c)
        can = moves
        armies = want is None or want.kind in ("attack", "sortie")   # (a checked action of another kind: no need)
        if "army" in can and armies:
            if memo is not None and False not in memo:
                memo[False] = self._army_move_specs(s, side, False)
            yield from self._army_moves(s, side, seat, f, "move_army", leader_needed=False,
                                        specs=memo.get(False) if memo is not None else None, words=words)
            yield from self._attacks(s, side, seat, f, leader_needed=False)
        if "character" in can:
            if "army" not in can and armies:   # the Character die moves or attacks with one army that has a leader
                if memo is not None and True not in memo:
                    memo[True] = self._army_move_specs(s, side, True)
                yield from self._army_moves(s, side, seat, f, "move_army", leader_needed=True,
                                            specs=memo.get(True) if memo is not None else None, words=words)
                yield from self._attacks(s, side, seat, f, leader_needed=True)
            yield from self._character_actions(s, side, seat, f)
        if "muster" in can:
            yield from self._muster_actions(s, side, seat, f)
        if s.table[FP] or s.table[SH]:   # table cards the player may force off with a die (cards.REMOVALS)
            yield from self._removal_actions(s, side, seat, f)
        if side == FP and not s.hidden and s.guide == "strider" and "character" not in can:
            yield Action.make("hide_fellowship", seat, T("Use {die} die: Strider hides the Fellowship", die=dn), die=f)
        if f == "will_of_the_west":
            if self._aragorn_ok(s):
                yield Action.make("crown_aragorn", seat, T("Use Will of the West: crown Aragorn in {region}",
                                                           region=b.name[s.chars['strider']]), die=f)
            for r in self._gandalf_white_places(s):
                yield Action.make("gandalf_the_white", seat, T("Use Will of the West: Gandalf the White enters in "
                                                               "{region}", region=b.name[r]), die=f, to=r)
        if side == FP:
            for cid, nation, places in (("legolas", "elves", None), ("boromir", "gondor", None),
                                        ("gimli", "dwarves", ("erebor",))):
                at = s.chars.get(cid)
                if at is None or s.political[nation] == 0:
                    continue
                if places is not None and at not in places:
                    continue
                if cid == "boromir" and not (b.nation[at] == "gondor" and b.settlement[at] in ("city", "stronghold")
                                             and s.control.get(at) == FP):
                    continue
                if not self._can_advance(s, nation):
                    continue
                yield Action.make("companion_politics", seat,
                                  T("Use {die} die: {character} advances {nation} on the political track", die=dn,
                                    character=b.char_name(cid), nation=nation_text(nation)), die=f, companion=cid)

    # -- dice ----------------------------------------------------------------------------------------
    def _use_die(self, s: WotrState, side: str, face: str) -> None:
        s.rolled[side].remove(face)
        s.active_side = other(side)

    @does("pass")
    def _do_pass(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        s.active_side = other(p["side"])
        return [Event(T("The {side} player passes.", side=self._player(s, p["side"])), kind="action")]

    @does("discard_die")
    def _do_discard_die(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        return [Event(T("The {side} player discards {a_die} without effect.", side=self._player(s, p["side"]),
                        a_die=A_FACE_DIE[a["die"]]), kind="action")]

    @does("elven_ring")
    def _do_elven_ring(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        s.rolled[side].remove(a["die"])
        s.rings[side] -= 1
        s.ring_used.add(side)
        if side == FP:
            s.rings[SH] += 1
        ev = [Event(T("The {side} player uses an Elven ring: {a_die} becomes {t}.", side=self._player(s, side),
                      t=FACE_TEXT[a["to"]], a_die=A_FACE_DIE[a["die"]]), kind="action")]
        if a["to"] == "eye":
            s.hunt_shadow += 1
            ev.append(Event(T("The Eye goes to the hunt box ({n} Shadow dice there).", n=s.hunt_shadow), kind="hunt"))
        else:
            s.rolled[side].append(a["to"])
            s.rolled[side].sort()
        if s.rolled[side]:
            s.pending.append({**p, "after_ring": True})   # the same player now takes an action (no pass)
        else:
            s.active_side = other(side)
        return ev

    @does("draw_card")
    def _do_draw_card(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        ev = self._draw(s, side, a["deck"])
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append({"kind": "discard", "side": side})
        return ev

    @does("play_card")
    def _do_play_card(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        c = a["card"]
        self._use_die(s, side, a["die"])
        s.hands[side].remove(c)
        card = b.cards[c]
        if card.play_on_table:
            s.table[side].append(c)     # stays in force; its effect removes it when it is spent
        else:
            s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        text = T("The {side} player plays {card} ({why}).", side=self._player(s, side), card=card.name,
                 why=card_plugins.play_note(s, side, c, a["die"]))
        ev = [Event(text, {**text.params, "rule": R_EVENTS}, kind="card")]
        mark = len(s.pending)   # the card's own decisions come before a hand-limit discard
        ev += card_plugins.EFFECTS[c].play(self, s, side, dice)
        if s.table[side]:   # lasting effects of table cards after a play (e.g. the Palantír of Orthanc)
            ev += card_plugins.passive(self, s, "after_play", side, dice, card=c, die=a["die"])
        if side == FP and s.guide == "gandalf_the_grey" and a["die"] in ("event", "will_of_the_west"):
            ev.append(Event(T("Gandalf the Grey guides the Fellowship: draw a Character event card."), kind="card"))
            ev += self._draw(s, FP, "character")
        if len(s.hands[side]) > b.setup.hand_limit:
            s.pending.insert(mark, {"kind": "discard", "side": side})
        return ev

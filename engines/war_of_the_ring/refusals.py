"""Why an action is refused: `RefusalsMixin._why` gives every refusal a specific reason and the rule it
comes from (wrong seat and game over are answered by `check` itself). The order: a choice that belongs to
another decision than the one pending; then the rules a player is most likely to run into, action kind
by action kind; last, the choice that is of the right kind but not among those open, named in words.
"""
from __future__ import annotations

from typing import Any

from engines.core import Action, Illegal
from engines.core.i18n import T, Text

from . import cards as card_plugins
from .common import (
    A_FACE_DIE,
    FACE_TEXT,
    R_ACTIONS,
    R_ALLOC,
    R_BATTLE,
    R_CHARS,
    R_DAMAGE,
    R_DICE,
    R_EVENTS,
    R_FSHIP,
    R_FSHIP_PHASE,
    R_GUIDE,
    R_MINIONS,
    R_MORDOR,
    R_MOVE,
    R_MUSTER,
    R_POLITICS,
    R_RECOVER,
    R_REVEAL,
    R_RINGS,
    R_SEPARATE,
    R_SIEGE,
    R_TEAMS,
    R_TURN,
    nation_adj_text,
    nation_n,
    nation_text,
)
from .decisions import Decision
from .dispatch import LEGAL
from .rules import RulesBase
from .state import WotrState

# what the player to move is deciding, for each kind of pending decision, and where its rule stands
DECISIONS: dict[str, tuple[Text, str]] = {
    "discard": (T("discarding cards down to the hand limit"), R_RECOVER),
    "fellowship": (T("taking the Fellowship phase's decisions"), R_FSHIP_PHASE),
    "hunt_alloc": (T("putting action dice in the hunt box"), R_ALLOC),
    "action": (T("using an action die"), R_ACTIONS),
    "army_second": (T("moving a second army with the same die"), R_DICE),
    "muster_second": (T("recruiting a second figure with the same die"), R_MUSTER),
    "companion_moves": (T("moving companions"), R_CHARS),
    "minion_moves": (T("moving Nazgûl and minions"), R_MINIONS),
    "separate_group": (T("choosing a group of companions to leave the Fellowship"), R_SEPARATE),
    "choose_guide": (T("choosing the Fellowship's new guide"), R_GUIDE),
    "siege_choice": (T("choosing between a field battle and retreating into the stronghold"), R_SIEGE),
    "siege_excess": (T("choosing which units may not go into the stronghold"), R_SIEGE),
    "combat_card": (T("choosing a combat card"), R_BATTLE),
    "casualties": (T("choosing casualties"), R_BATTLE),
    "battle_continue": (T("deciding whether the attack goes on"), R_BATTLE),
    "battle_retreat": (T("deciding whether the defenders retreat"), R_BATTLE),
    "battle_advance": (T("deciding whether the victors advance"), R_BATTLE),
    "white_rider": (T("deciding whether Gandalf the White rides against the Nazgûl"), "characters-in-battle"),
    "hunt_guide": (T("deciding whether the guide's ability reduces the hunt damage"), R_DAMAGE),
    "hunt_casualty": (T("choosing how to take the hunt damage"), R_DAMAGE),
    "hunt_card": (T("deciding whether a card on the table reduces the hunt damage"), R_DAMAGE),
    "reveal_move": (T("placing the revealed Fellowship"), R_REVEAL),
    "table_card": (T("deciding whether to use a card on the table"), R_EVENTS),
    "card_choice": (T("answering an event card's question"), R_EVENTS),
    "card_army": (T("moving or attacking with armies for an event card"), R_EVENTS),
    "draw_deck": (T("choosing the deck to draw from"), R_TEAMS),
    "swap_offer": (T("deciding whether to offer a team-mate a card swap"), R_TEAMS),
    "swap_answer": (T("answering a team-mate's card swap"), R_TEAMS),
}


class RefusalsMixin(RulesBase):
    def _decision(self, s: WotrState, p: Decision) -> tuple[Text, str]:
        """'The Free Peoples player is placing the revealed Fellowship' and the decision's rule anchor."""
        what, rule = DECISIONS.get(p["kind"], (T("deciding"), R_TURN))
        if p["kind"] == "card_choice" and p.get("card") in s.board.cards:
            what = T("answering the question of {card}", card=s.board.cards[p["card"]].name)
        return T("the {side} player is {what}", side=self._player(s, p["side"]), what=what), rule

    def _why(self, s: WotrState, p: Decision, a: Action) -> Illegal:
        """The specific reason `a` is refused (`check` found it among none of the choices open)."""
        if any(not isinstance(v, (str, int, type(None))) for k, v in a.params if k not in ("comp", "units", "pick")):
            return Illegal(T("That choice is not readable: an action names its regions, figures and cards by name."),
                           R_TURN)
        seat = s.seat_of(p["side"])
        legal = list(LEGAL[p["kind"]](self, s, p, seat))
        kinds = {x.kind for x in legal}
        decision, rule = self._decision(s, p)
        if a.kind not in kinds and not (p["kind"] == "action" and self._action_kind(a.kind)):
            return Illegal(T("That is not a choice now: {decision}.", decision=decision), rule)
        why = self._rule_refusal(s, p, a)
        if why is not None:
            return why
        return self._not_among(s, p, a, legal, decision, rule)

    @staticmethod
    def _action_kind(kind: str) -> bool:
        """Kinds a phase-5 action may have even when none of them is open at the moment."""
        return kind in ("pass", "discard_die", "elven_ring", "draw_card", "play_card", "move_army", "attack",
                        "sortie", "recruit", "politics", "minion", "saruman_muster", "move_fellowship",
                        "hide_fellowship", "separate", "separate_group", "move_companions", "move_minions",
                        "crown_aragorn", "gandalf_the_white", "companion_politics")

    def _rule_refusal(self, s: WotrState, p: Decision, a: Action) -> Illegal | None:
        """The rules a player is most likely to run into, by action kind (None: nothing specific)."""
        b = s.board
        side = p["side"]
        die = a.get("die")
        if p["kind"] == "action" and die is not None and die not in s.rolled[side]:
            face = FACE_TEXT.get(die) if isinstance(die, str) else None
            return Illegal(T("You have no unused {face} die.", face=face) if face
                           else T("You have no unused die of that kind."), R_DICE)
        if p["kind"] == "action" and a.kind == "play_card":
            why = card_plugins.why_not_play(s, side, a)
            if why:
                return Illegal(why, R_EVENTS)
        if a.kind in ("move_army", "move_army2", "card_move") and a.get("frm") in b.name and a.get("to") in b.name:
            frm, to = a["frm"], a["to"]
            if s.inside(frm, side):
                return Illegal(T("The army in {region} is besieged: it cannot leave (it may sortie).",
                                 region=b.name[frm]), R_SIEGE)
            army = s.army(frm, side)
            units = a.get("units")
            total = sum(t[0] + t[1] for t in army.values())
            if not total:
                return Illegal(T("You have no army in {region}.", region=b.name[frm]), R_MOVE)
            n = units if isinstance(units, int) and 0 < units <= total else total
            moving = self._moving_nations(army, n, total, {x for x, t in army.items() if t[0] + t[1]})
            refusal = self._move_refusal(s, side, frm, to, moving, n)
            if refusal is not None:
                return refusal
            if a.kind == "move_army" and die == "character" and not s.has_leader(frm, side, moving=True):
                return Illegal(T("The Character die moves an army only with a leader or character in it."), R_DICE)
        if a.kind == "attack":
            for nation in s.army(a.get("frm", ""), side):
                if not s.at_war(nation):
                    return Illegal(T("{nation} (is|are) not at war: (its|their) units cannot attack.", None,
                                     nation_n(nation), nation=nation_text(nation, start=True)), R_POLITICS)
            if die == "character" and a.get("frm") in b.name and not s.has_leader(a["frm"], side):
                return Illegal(T("The Character die attacks only with an army that has a leader or character."), R_DICE)
        if a.kind == "move_fellowship" and not s.hidden:
            return Illegal(T("The Fellowship is revealed: hide it before it moves on."), R_FSHIP)
        if a.kind == "hide_fellowship" and s.hidden:
            return Illegal(T("The Fellowship is hidden already."), R_FSHIP)
        if a.kind in ("separate", "separate_group") and s.mordor is not None:
            return Illegal(T("On the Mordor track no companion can leave the Fellowship."), R_MORDOR)
        if a.kind == "recruit" and a.get("nation") in s.political and not s.at_war(a["nation"]):
            return Illegal(T("{nation} (is|are) not at war: no {adj} figures can be recruited.", None,
                             nation_n(a["nation"]), nation=nation_text(a["nation"], start=True),
                             adj=nation_adj_text(a["nation"])), R_MUSTER)
        if a.kind == "politics" and a.get("nation") in s.political and s.political[a["nation"]] == 1 \
                and a["nation"] not in s.active:
            return Illegal(T("{nation} (is|are) passive: a nation goes to war only once it is active.", None,
                             nation_n(a["nation"]), nation=nation_text(a["nation"], start=True)), R_POLITICS)
        if a.kind == "politics" and a.get("nation") in s.political and s.at_war(a["nation"]):
            return Illegal(T("{nation} (is|are) at war already.", None, nation_n(a["nation"]),
                             nation=nation_text(a["nation"], start=True)), R_POLITICS)
        if a.kind == "elven_ring" and side in s.ring_used:
            return Illegal(T("Each player may use only one Elven ring a turn."), R_RINGS)
        if a.kind == "elven_ring" and s.rings[side] <= 0:
            return Illegal(T("You have no Elven ring left."), R_RINGS)
        if a.kind == "elven_ring" and a.get("to") == "will_of_the_west":
            return Illegal(T("An Elven ring cannot make a Will of the West."), R_RINGS)
        if a.kind == "pass" and p.get("after_ring"):
            return Illegal(T("After using an Elven ring you take an action (or discard a die): no passing."),
                           R_RINGS)
        if a.kind == "pass":
            return Illegal(T("You may pass only while you have fewer unused action dice than your opponent."),
                           R_ACTIONS)
        if a.kind == "place_fellowship" and p["kind"] == "reveal_move":
            return self._why_reveal_move(s, a.get("to"))
        if a.kind == "declare" and a.get("to") in b.name:
            if p.get("declared"):
                return Illegal(T("The Fellowship was declared already this phase."), R_FSHIP_PHASE)
            if not s.hidden:
                return Illegal(T("The Fellowship is revealed: there is nothing to declare."), R_FSHIP_PHASE)
            return Illegal(T("{region} is out of reach: the Fellowship is declared at most %n region(s) (its "
                             "progress counter) from {ring}.", None, s.progress, region=b.name[a["to"]],
                             ring=b.name[s.ring_region]), R_FSHIP_PHASE)
        if a.kind == "separate" and p["kind"] == "action" and isinstance(a.get("companion"), str):
            c = a["companion"]
            if c not in s.companions:
                return Illegal(T("{companion} is not in the Fellowship.", companion=b.char_name(c)), R_SEPARATE)
            if a.get("to") in b.name:
                reach = s.progress + b.char_level(c)
                return Illegal(T("{region} is out of reach: leaving the Fellowship, {companion} goes at most "
                                 "%n region(s) from {ring} (the progress counter plus his level) and stops at an "
                                 "enemy stronghold on the way.", None, reach, region=b.name[a["to"]],
                                 companion=b.char_name(c), ring=b.name[s.ring_region]), R_SEPARATE)
        if a.kind == "char_move" and p["kind"] == "companion_moves" and a.get("to") in b.name \
                and a.get("who") in s.chars:
            c = a["who"]
            return Illegal(T("{region} is out of {character}'s reach this move (his level, and no further than an "
                             "enemy stronghold on the way).", region=b.name[a["to"]], character=b.char_name(c)),
                           R_CHARS)
        if a.kind in ("nazgul_move", "minion_move") and a.get("to") in b.name \
                and not self._nazgul_can_enter(s, a["to"]):
            return Illegal(T("{region} is a Free Peoples stronghold that is not besieged: no Nazgûl or minion may "
                             "enter it.", region=b.name[a["to"]]), R_MINIONS)
        if a.kind == "allocate" and p["kind"] == "hunt_alloc":
            return Illegal(T("The Shadow puts between {low} and %n (die|dice) in the hunt box now.", None, p["max"],
                             low=p["min"]), R_ALLOC)
        if a.kind == "discard" and a.get("card") not in s.hands[side]:
            return Illegal(T("That card is not in your hand."), R_RECOVER)
        return None

    def _not_among(self, s: WotrState, p: Decision, a: Action, legal: list[Action], decision: Text,
                   rule: str) -> Illegal:
        """The action is of a kind open now, but not with these choices: name the choice in words."""
        same = [x for x in legal if x.kind == a.kind]
        for k, v in a.params:
            if k == "comp":
                continue
            if not any(x.get(k) == v for x in same):
                words = self._words_for(s, k, v)
                if not words:
                    break
                return Illegal(T("There is no choice with {words} now: {decision}.", words=words, decision=decision),
                               rule)
        return Illegal(T("That combination of choices is not open now: {decision}.", decision=decision), rule)

    @staticmethod
    def _words_for(s: WotrState, key: str, value: Any) -> str:
        """A parameter's value as a player reads it ('Minas Tirith', 'Boromir', 'an Event die')."""
        b = s.board
        if isinstance(value, str):
            if value in b.name:
                return b.name[value]
            if value in b.cards:
                return b.cards[value].name
            if value in A_FACE_DIE:
                return A_FACE_DIE[value]
            if value in s.political:
                return nation_text(value)
            if value in b.companions or value in b.upgrades or value in b.minions or value == "gollum":
                return b.char_name(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return T("the number {value}", value=value)
        return ""

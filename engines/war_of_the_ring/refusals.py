"""Why an action is refused: `RefusalsMixin._why` gives every refusal a specific reason and the rule it
comes from (wrong seat and game over are answered by `check` itself). The order: a choice that belongs to
another decision than the one pending; then the rules a player is most likely to run into, action kind
by action kind; last, the choice that is of the right kind but not among those open, named in words.
"""
from __future__ import annotations

from typing import Any

from engines.core import Action, Illegal

from . import cards as card_plugins
from .common import (
    FACE_NAMES,
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
    article,
    nation_adj,
    nation_is,
    nation_noun,
    nation_verb,
    plural,
)
from .decisions import Decision
from .dispatch import LEGAL
from .rules import RulesBase
from .state import WotrState

# what the player to move is deciding, for each kind of pending decision, and where its rule stands
DECISIONS: dict[str, tuple[str, str]] = {
    "discard": ("discarding cards down to the hand limit", R_RECOVER),
    "fellowship": ("taking the Fellowship phase's decisions", R_FSHIP_PHASE),
    "hunt_alloc": ("putting action dice in the hunt box", R_ALLOC),
    "action": ("using an action die", R_ACTIONS),
    "army_second": ("moving a second army with the same die", R_DICE),
    "muster_second": ("recruiting a second figure with the same die", R_MUSTER),
    "companion_moves": ("moving companions", R_CHARS),
    "minion_moves": ("moving Nazgûl and minions", R_MINIONS),
    "separate_group": ("choosing a group of companions to leave the Fellowship", R_SEPARATE),
    "choose_guide": ("choosing the Fellowship's new guide", R_GUIDE),
    "siege_choice": ("choosing between a field battle and retreating into the stronghold", R_SIEGE),
    "siege_excess": ("choosing which units may not go into the stronghold", R_SIEGE),
    "combat_card": ("choosing a combat card", R_BATTLE),
    "casualties": ("choosing casualties", R_BATTLE),
    "battle_continue": ("deciding whether the attack goes on", R_BATTLE),
    "battle_retreat": ("deciding whether the defenders retreat", R_BATTLE),
    "battle_advance": ("deciding whether the victors advance", R_BATTLE),
    "white_rider": ("deciding whether Gandalf the White rides against the Nazgûl", "characters-in-battle"),
    "hunt_guide": ("deciding whether the guide's ability reduces the hunt damage", R_DAMAGE),
    "hunt_casualty": ("choosing how to take the hunt damage", R_DAMAGE),
    "hunt_card": ("deciding whether a card on the table reduces the hunt damage", R_DAMAGE),
    "reveal_move": ("placing the revealed Fellowship", R_REVEAL),
    "table_card": ("deciding whether to use a card on the table", R_EVENTS),
    "card_choice": ("answering an event card's question", R_EVENTS),
    "card_army": ("moving or attacking with armies for an event card", R_EVENTS),
    "draw_deck": ("choosing the deck to draw from", R_TEAMS),
    "swap_offer": ("deciding whether to offer a team-mate a card swap", R_TEAMS),
    "swap_answer": ("answering a team-mate's card swap", R_TEAMS),
}


class RefusalsMixin(RulesBase):
    def _decision(self, s: WotrState, p: Decision) -> tuple[str, str]:
        """'The Free Peoples player is placing the revealed Fellowship' and the decision's rule anchor."""
        what, rule = DECISIONS.get(p["kind"], ("deciding", R_TURN))
        if p["kind"] == "card_choice" and p.get("card") in s.board.cards:
            what = f"answering the question of {s.board.cards[p['card']].name}"
        return f"the {self._player(s, p['side'])} player is {what}", rule

    def _why(self, s: WotrState, p: Decision, a: Action) -> Illegal:
        """The specific reason `a` is refused (`check` found it among none of the choices open)."""
        if any(not isinstance(v, (str, int, type(None))) for k, v in a.params if k not in ("comp", "units", "pick")):
            return Illegal("That choice is not readable: an action names its regions, figures and cards by name.",
                           R_TURN)
        seat = s.seat_of(p["side"])
        legal = list(LEGAL[p["kind"]](self, s, p, seat))
        kinds = {x.kind for x in legal}
        decision, rule = self._decision(s, p)
        if a.kind not in kinds and not (p["kind"] == "action" and self._action_kind(a.kind)):
            return Illegal(f"That is not a choice now: {decision}.", rule)
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
            name = FACE_NAMES.get(die) if isinstance(die, str) else None
            return Illegal(f"You have no unused {name} die." if name else "You have no unused die of that kind.",
                           R_DICE)
        if p["kind"] == "action" and a.kind == "play_card":
            why = card_plugins.why_not_play(s, side, a)
            if why:
                return Illegal(why, R_EVENTS)
        if a.kind in ("move_army", "move_army2", "card_move") and a.get("frm") in b.name and a.get("to") in b.name:
            frm, to = a["frm"], a["to"]
            if s.inside(frm, side):
                return Illegal(f"The army in {b.name[frm]} is besieged: it cannot leave (it may sortie).", R_SIEGE)
            army = s.army(frm, side)
            units = a.get("units")
            total = sum(t[0] + t[1] for t in army.values())
            if not total:
                return Illegal(f"You have no army in {b.name[frm]}.", R_MOVE)
            n = units if isinstance(units, int) and 0 < units <= total else total
            moving = self._moving_nations(army, n, total, {x for x, t in army.items() if t[0] + t[1]})
            refusal = self._move_refusal(s, side, frm, to, moving, n)
            if refusal is not None:
                return refusal
            if a.kind == "move_army" and die == "character" and not s.has_leader(frm, side, moving=True):
                return Illegal("The Character die moves an army only with a leader or character in it.", R_DICE)
        if a.kind == "attack":
            for nation in s.army(a.get("frm", ""), side):
                if not s.at_war(nation):
                    return Illegal(f"{nation_is(nation)} not at war: {nation_verb(nation, 'its', 'their')} units "
                                   "cannot attack.", R_POLITICS)
            if die == "character" and a.get("frm") in b.name and not s.has_leader(a["frm"], side):
                return Illegal("The Character die attacks only with an army that has a leader or character.", R_DICE)
        if a.kind == "move_fellowship" and not s.hidden:
            return Illegal("The Fellowship is revealed: hide it before it moves on.", R_FSHIP)
        if a.kind == "hide_fellowship" and s.hidden:
            return Illegal("The Fellowship is hidden already.", R_FSHIP)
        if a.kind in ("separate", "separate_group") and s.mordor is not None:
            return Illegal("On the Mordor track no companion can leave the Fellowship.", R_MORDOR)
        if a.kind == "recruit" and a.get("nation") in s.political and not s.at_war(a["nation"]):
            return Illegal(f"{nation_is(a['nation'])} not at war: no {nation_adj(a['nation'])} figures can be "
                           "recruited.", R_MUSTER)
        if a.kind == "politics" and a.get("nation") in s.political and s.political[a["nation"]] == 1 \
                and a["nation"] not in s.active:
            return Illegal(f"{nation_is(a['nation'])} passive: a nation goes to war only once it is active.",
                           R_POLITICS)
        if a.kind == "politics" and a.get("nation") in s.political and s.at_war(a["nation"]):
            return Illegal(f"{nation_is(a['nation'])} at war already.", R_POLITICS)
        if a.kind == "elven_ring" and side in s.ring_used:
            return Illegal("Each player may use only one Elven ring a turn.", R_RINGS)
        if a.kind == "elven_ring" and s.rings[side] <= 0:
            return Illegal("You have no Elven ring left.", R_RINGS)
        if a.kind == "elven_ring" and a.get("to") == "will_of_the_west":
            return Illegal("An Elven ring cannot make a Will of the West.", R_RINGS)
        if a.kind == "pass" and p.get("after_ring"):
            return Illegal("After using an Elven ring you take an action (or discard a die): no passing.", R_RINGS)
        if a.kind == "pass":
            return Illegal("You may pass only while you have fewer unused action dice than your opponent.", R_ACTIONS)
        if a.kind == "place_fellowship" and p["kind"] == "reveal_move":
            return self._why_reveal_move(s, a.get("to"))
        if a.kind == "declare" and a.get("to") in b.name:
            if p.get("declared"):
                return Illegal("The Fellowship was declared already this phase.", R_FSHIP_PHASE)
            if not s.hidden:
                return Illegal("The Fellowship is revealed: there is nothing to declare.", R_FSHIP_PHASE)
            return Illegal(f"{b.name[a['to']]} is out of reach: the Fellowship is declared at most "
                           f"{plural(s.progress, 'region')} (its progress counter) from {b.name[s.ring_region]}.",
                           R_FSHIP_PHASE)
        if a.kind == "separate" and p["kind"] == "action" and isinstance(a.get("companion"), str):
            c = a["companion"]
            if c not in s.companions:
                return Illegal(f"{b.char_name(c)} is not in the Fellowship.", R_SEPARATE)
            if a.get("to") in b.name:
                reach = s.progress + b.char_level(c)
                return Illegal(f"{b.name[a['to']]} is out of reach: leaving the Fellowship, {b.char_name(c)} goes "
                               f"at most {plural(reach, 'region')} from {b.name[s.ring_region]} (the progress counter "
                               "plus his level) and stops at an enemy stronghold on the way.", R_SEPARATE)
        if a.kind == "char_move" and p["kind"] == "companion_moves" and a.get("to") in b.name \
                and a.get("who") in s.chars:
            c = a["who"]
            return Illegal(f"{b.name[a['to']]} is out of {b.char_name(c)}'s reach this move (his level, and no "
                           "further than an enemy stronghold on the way).", R_CHARS)
        if a.kind in ("nazgul_move", "minion_move") and a.get("to") in b.name \
                and not self._nazgul_can_enter(s, a["to"]):
            return Illegal(f"{b.name[a['to']]} is a Free Peoples stronghold that is not besieged: no Nazgûl or minion "
                           "may enter it.", R_MINIONS)
        if a.kind == "allocate" and p["kind"] == "hunt_alloc":
            return Illegal(f"The Shadow puts between {p['min']} and {p['max']} "
                           f"{'die' if p['max'] == 1 else 'dice'} in the hunt box now.", R_ALLOC)
        if a.kind == "discard" and a.get("card") not in s.hands[side]:
            return Illegal("That card is not in your hand.", R_RECOVER)
        return None

    def _not_among(self, s: WotrState, p: Decision, a: Action, legal: list[Action], decision: str,
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
                return Illegal(f"There is no choice with {words} now: {decision}.", rule)
        return Illegal(f"That combination of choices is not open now: {decision}.", rule)

    @staticmethod
    def _words_for(s: WotrState, key: str, value: Any) -> str:
        """A parameter's value as a player reads it ('Minas Tirith', 'Boromir', 'an Event die')."""
        b = s.board
        if isinstance(value, str):
            if value in b.name:
                return b.name[value]
            if value in b.cards:
                return b.cards[value].name
            if value in FACE_NAMES:
                return article(f"{FACE_NAMES[value]} die")
            if value in s.political:
                return nation_noun(value)
            if value in b.companions or value in b.upgrades or value in b.minions or value == "gollum":
                return b.char_name(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return f"the number {value}"
        return ""

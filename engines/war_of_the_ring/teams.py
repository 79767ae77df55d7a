"""The seed's team variants (3 and 4 players): the `TeamsMixin` of WarOfTheRingGame.

In the 2-player game `state.team` is None and nothing here runs. In a team game each seat has a role
(options.py). The engine still thinks in sides — `state.sides` is seat -> side, the dice are the side's
— and a few hooks make the roles matter:

- **Hands, one per player.** `state.hands[side]` always holds the hand of the team-mate *in focus*
  (`team["focus:<side>"]`); the other team-mate's hand waits in `team["hand:<role>"]`. `_focus` swaps
  them. After every action the engine stamps each open decision with the role that takes it and focuses
  the role of the decision on top, so `seat_of(side)`, `legal_actions` and every card effect that reads
  `hands[side]` see the deciding player's own hand without knowing about teams.
- **Who decides** (`_role_for`): the Fellowship phase and every Fellowship decision of the hunt belong
  to the Free Peoples' leading player, the hunt allocation to the Shadow's leading player; battle
  decisions to the player who controls the army (the most army units, the leading player on a tie);
  phase-5 actions to the player whose turn it is (FP non-leader → Shadow non-leader → FP leader →
  Shadow leader, `team["next:<side>"]`); a card's questions (`CARD_KINDS`) in a battle to the army's
  controller, else to the player who played the card (see `CARD_KINDS`); anything else to the player
  in focus.
- **What a player may do** (`_team_allows`): only its own armies (mixed armies: the controller), its
  own nations' mustering and politics, its own minions. A side played alone (3 players) may do anything
  but act on the same nation twice in a row (`team["last:<side>"]`).
- **Phase 1**: the leading-player token passes to the team-mate from turn 2; in turn 1 each team player
  draws one card of each deck, later one card of a deck of their choice; hand limit 4 per team player
  (the lone player keeps 6 and the normal draw); then team-mates may swap one card, unseen.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from engines.core import OK, Action, Dice, Event, Illegal, Ok
from engines.core.i18n import T

from . import cards as card_plugins
from .common import DECK_WORDS, DECKS, FP, R_TEAMS, SH
from .decisions import Decision, PlainDecision, controller_key
from .dispatch import does, legal
from .options import ROLE_NAMES, ROLE_SIDE, SIDE_NAMES, TEAM_ROLES
from .rules import RulesBase
from .state import HIDDEN, WotrState

TEAM_HAND_LIMIT = 4
ROLE_NATIONS = {"gondor": ("gondor", "elves"), "rohan": ("rohan", "north", "dwarves"),
                "witch_king": ("sauron",), "saruman": ("isengard", "southrons")}
NATION_ROLE = {n: r for r, ns in ROLE_NATIONS.items() for n in ns}
MINION_ROLE = {"witch_king": "witch_king", "mouth_of_sauron": "witch_king", "saruman": "saruman"}
COMPANION_NATION = {"legolas": "elves", "boromir": "gondor", "gimli": "dwarves"}
# decisions of a side's leading player: the Fellowship's (FP) and the hunt's; table cards act in the hunt
LEADER_KINDS = {"fellowship": FP, "hunt_guide": FP, "hunt_casualty": FP, "reveal_move": FP, "choose_guide": FP,
                "hunt_card": FP, "hunt_alloc": SH, "table_card": None}
BATTLE_KINDS = ("siege_choice", "siege_excess", "combat_card", "casualties", "battle_continue", "battle_retreat",
                "battle_advance", "white_rider")
FILTERED_KINDS = ("action", "army_second", "muster_second")
# a card's questions: in a battle, the controller of that side's army; else the player who played the card,
# and the other side's questions go to the controller of the army / the player of the nation the card names
# (Ctx.ask(for_army=, for_nation=)), else to its leading player
CARD_KINDS: Final = ("card_choice", "card_army")


class TeamsMixin(RulesBase):
    # -- set-up -----------------------------------------------------------------------------------------
    def _team_setup(self, s: WotrState) -> None:
        roles = tuple(s.options.seat_roles())
        s.roles = roles
        if len(roles) == 2:
            return
        t: dict[str, Any] = {}
        for side in (FP, SH):
            mine = [r for r in roles if ROLE_SIDE[r] == side]
            t["leader:" + side] = TEAM_ROLES[side][0] if len(mine) == 2 else side
            t["focus:" + side] = t["leader:" + side]
            t["next:" + side] = t["leader:" + side]
            for r in mine:
                if r != t["focus:" + side]:
                    t["hand:" + r] = ()
        s.team = t

    # -- roles ----------------------------------------------------------------------------------------------
    @staticmethod
    def _is_split(s: WotrState, side: str) -> bool:
        return s.team is not None and s.team["leader:" + side] != side

    @staticmethod
    def _mate(s: WotrState, role: str) -> str:
        a, b = TEAM_ROLES[ROLE_SIDE[role]]
        return b if role == a else a

    def _focus(self, s: WotrState, role: str) -> None:
        """Bring `role`'s hand into `hands[side]` (its team-mate's goes aside)."""
        t = s.team
        assert t is not None
        side = ROLE_SIDE[role]
        cur = t["focus:" + side]
        if cur == role:
            return
        t["hand:" + cur] = tuple(s.hands[side])
        s.hands[side] = list(t.pop("hand:" + role, ()))
        t["focus:" + side] = role

    def _hand_of(self, s: WotrState, role: str) -> list[str]:
        t = s.team
        side = ROLE_SIDE[role]
        if t is None or t["focus:" + side] == role:
            return s.hands[side]
        return list(t.get("hand:" + role, ()))

    def _hand_limit(self, s: WotrState, side: str) -> int:
        return TEAM_HAND_LIMIT if self._is_split(s, side) else s.board.setup.hand_limit

    def _controller(self, s: WotrState, army: dict[str, tuple[int, int, int]], side: str) -> str:
        """The player who controls a (maybe mixed) army: the most army units, then the most leaders;
        a tie goes to the side's leading player."""
        t = s.team
        assert t is not None
        if not self._is_split(s, side):
            return side
        score: dict[str, tuple[int, int]] = {}
        for n, u in army.items():
            r = NATION_ROLE[n]
            a, b = score.get(r, (0, 0))
            score[r] = (a + u[0] + u[1], b + u[2])
        if not score:
            return t["leader:" + side]
        best = max(score.values())
        top = [r for r, v in score.items() if v == best]
        return top[0] if len(top) == 1 else t["leader:" + side]

    def _role_for(self, s: WotrState, p: Decision) -> str:
        t = s.team
        assert t is not None
        side = p["side"]
        if not self._is_split(s, side):
            return side
        k = p["kind"]
        if k in LEADER_KINDS:
            return t["leader:" + side]
        if k == "action":
            return t["next:" + side]
        if p["kind"] in CARD_KINDS and not (k == "card_choice" and s.battle is not None):
            by = p.get("by")   # outside a battle: the player who played the card (cards.card_player)
            if by and ROLE_SIDE.get(by) == side:
                return by
            if p.get("for_nation") in NATION_ROLE and ROLE_SIDE[NATION_ROLE[p["for_nation"]]] == side:
                return NATION_ROLE[p["for_nation"]]   # the other side's question about one of its nations
            if p.get("for_army") and s.army(p["for_army"], side):
                return self._controller(s, s.army(p["for_army"], side), side)   # ... about one of its armies
            return t["leader:" + side]
        if (k in BATTLE_KINDS or k == "card_choice") and s.battle is not None:   # a card's question in a
            bt = s.battle                                                        # battle: like the others
            key = controller_key(side)
            if key not in bt:   # fixed for the whole battle
                army = self._force(s, bt) if side == bt["att"] else s.army(bt["to"], side)
                bt[key] = self._controller(s, army, side)
            return bt[key]
        return t["focus:" + side]

    # -- the hooks apply_with calls ----------------------------------------------------------------------
    def _team_before(self, s: WotrState, p: Decision, a: Action) -> None:
        """Before an action is performed: the lone player's nation memory."""
        t = s.team
        assert t is not None
        side = p["side"]
        if self._is_split(s, side) or p["kind"] not in FILTERED_KINDS or a.kind in ("pass", "elven_ring"):
            return
        nations = self._action_nations(s, side, a)
        if p["kind"] == "action":
            t["prev:" + side] = t.get("last:" + side, ())
            t["last:" + side] = nations
        else:   # the second half of the same action
            t["last:" + side] = tuple(sorted(set(t.get("last:" + side, ())) | set(nations)))

    def _team_turn(self, s: WotrState, p: Decision) -> None:
        """Right after a phase-5 action: when the turn passed to the other side, the team-mate of the
        player who acted plays the side's next turn."""
        t = s.team
        assert t is not None
        side = p["side"]
        if p["kind"] == "action" and s.active_side != side and self._is_split(s, side):
            t["next:" + side] = self._mate(s, p.get("role", t["next:" + side]))

    def _team_after(self, s: WotrState) -> list[Event]:
        """After an action and the automatic steps: roles on open decisions, hand limits, and the hand
        in focus."""
        t = s.team
        assert t is not None
        if s.over:
            return []
        for q in s.pending:
            if "role" not in q:
                q["role"] = self._role_for(s, q)
        for sd in (FP, SH):   # hand limit 4 per team player: discard at once
            if not self._is_split(s, sd):
                continue
            for r in TEAM_ROLES[sd]:
                if len(self._hand_of(s, r)) > TEAM_HAND_LIMIT and not any(
                        q["kind"] == "discard" and q.get("role") == r for q in s.pending):
                    s.pending.append({"kind": "discard", "side": sd, "role": r})
        if s.pending:
            self._focus(s, s.pending[-1]["role"])
        return []

    # -- phase 1 ------------------------------------------------------------------------------------------
    def _team_recover(self, s: WotrState, dice: Dice) -> list[Event]:
        """Phase 1's draws in a team game (the dice were recovered by `_recover`)."""
        t = s.team
        assert t is not None
        b = s.board
        ev: list[Event] = []
        for side in (FP, SH):
            if not self._is_split(s, side):
                continue
            if s.turn > 1:
                t["leader:" + side] = self._mate(s, t["leader:" + side])
                ev.append(Event(T("The {role} player now leads the {side}.", role=ROLE_NAMES[t["leader:" + side]],
                                  side=SIDE_NAMES[side]), kind="phase"))
            # phase 5 starts with the team-mate who does not lead
            t["next:" + side] = self._mate(s, t["leader:" + side])
        decisions: list[Decision] = []
        for side in (FP, SH):
            if not self._is_split(s, side):
                for deck in DECKS:
                    ev += self._draw(s, side, deck)
                continue
            for r in TEAM_ROLES[side]:
                if s.turn == 1:
                    self._focus(s, r)
                    for deck in DECKS:
                        ev += self._draw(s, side, deck)
                elif any(s.decks[card_plugins.deck_key(side, d)] for d in DECKS):
                    decisions.append({"kind": "draw_deck", "side": side, "role": r})
        s.phase = "team_swap"
        for side in (SH, FP):   # the lone player's hand limit (6), as in the 2-player game
            if not self._is_split(s, side) and len(s.hands[side]) > b.setup.hand_limit:
                s.pending.append({"kind": "discard", "side": side, "role": side})
        s.pending += reversed(decisions)   # the Free Peoples first, each side's players in seat order
        return ev

    @legal("draw_deck")
    def _legal_draw_deck(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        decks = [d for d in DECKS if s.decks[card_plugins.deck_key(p["side"], d)]]
        for deck in decks:
            yield Action.make("draw_from", seat, T("Draw a {deck} event card", deck=DECK_WORDS.get(deck, deck)),
                              deck=deck)
        if not decks:   # a team-mate drew the last card
            yield Action.make("draw_from", seat, T("Both decks are empty: draw nothing"), deck="")

    @does("draw_from")
    def _do_draw_from(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._draw(s, p["side"], a["deck"]) if a["deck"] else []

    def _team_swaps(self, s: WotrState) -> None:
        """After the draws and discards: each team may swap one card (leading player offers first)."""
        t = s.team
        assert t is not None
        for side in (SH, FP):
            if self._is_split(s, side):
                lead = t["leader:" + side]
                if self._hand_of(s, lead) and self._hand_of(s, self._mate(s, lead)):
                    s.pending.append({"kind": "swap_offer", "side": side, "role": lead})

    @legal("swap_offer")
    def _legal_swap_offer(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        mate = ROLE_NAMES[self._mate(s, p["role"])]
        yield Action.make("no_swap", seat, T("Do not offer {mate} a card swap", mate=mate))
        for c in sorted(set(s.hands[p["side"]])):
            yield Action.make("swap_offer", seat, T("Offer {card} to {mate} in a swap (unseen)", card=b.cards[c].name,
                                                    mate=mate), card=c)

    @does("no_swap")
    def _do_no_swap(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return [Event(T("The {role} player does not swap a card.", role=ROLE_NAMES[p["role"]]), kind="draw")]

    @does("swap_offer")
    def _do_swap_offer(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        t = s.team
        assert t is not None
        t["offer:" + p["side"]] = a["card"]
        mate = self._mate(s, p["role"])
        s.pending.append({"kind": "swap_answer", "side": p["side"], "role": mate})
        return [Event(T("The {role} player offers {mate} a card swap.", role=ROLE_NAMES[p["role"]],
                        mate=ROLE_NAMES[mate]), kind="draw")]

    @legal("swap_answer")
    def _legal_swap_answer(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("swap_decline", seat, T("Decline the swap"))
        for c in sorted(set(s.hands[p["side"]])):
            yield Action.make("swap_accept", seat, T("Swap: give {card} for the card offered", card=b.cards[c].name),
                                                   card=c)

    @does("swap_decline")
    def _do_swap_decline(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        t = s.team
        assert t is not None
        t.pop("offer:" + p["side"], None)
        return [Event(T("The {role} player declines the swap.", role=ROLE_NAMES[p["role"]]), kind="draw")]

    @does("swap_accept")
    def _do_swap_accept(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        t = s.team
        assert t is not None
        side = p["side"]
        mate = self._mate(s, p["role"])
        given = t.pop("offer:" + side)
        theirs = list(t["hand:" + mate])
        theirs.remove(given)
        theirs.append(a["card"])
        t["hand:" + mate] = tuple(theirs)
        s.hands[side].remove(a["card"])
        s.hands[side].append(given)
        b = s.board
        me, them = s.roles.index(p["role"]), s.roles.index(mate)
        return [Event(T("{a} and {b} swap one card.", a=ROLE_NAMES[mate], b=ROLE_NAMES[p["role"]]), kind="draw"),
                Event(T("You receive {card}.", card=b.cards[given].name), kind="private", seat=me, visible_to=(me,)),
                Event(T("You receive {card}.", card=b.cards[a["card"]].name), kind="private", seat=them,
                      visible_to=(them,))]

    # -- what a player may do ----------------------------------------------------------------------------
    def _action_nations(self, s: WotrState, side: str, a: Action) -> tuple[str, ...]:
        """The nations an action acts on (the lone player's "not the same nation twice in a row")."""
        k = a.kind
        if k in ("move_army", "move_army2", "attack", "sortie"):
            comp = a.get("comp")
            if comp is not None:
                try:
                    return tuple(sorted({str(x[0]) for x in comp}))
                except (TypeError, IndexError):
                    return ()
            army = s.army(a.get("frm", ""), side)
            units = a.get("units")
            total = sum(t[0] + t[1] for t in army.values())
            nations = {n for n, t in army.items() if t[0] + t[1]}
            if isinstance(units, int) and units < total:
                nations = self._moving_nations(army, units, total, nations)
            return tuple(sorted(nations))
        if k in ("recruit", "recruit2", "politics"):
            return (a.get("nation"),)
        if k == "companion_politics":
            return (COMPANION_NATION.get(a.get("companion"), ""),)
        if k == "saruman_muster":
            return ("isengard",)
        if k == "minion":
            return ("isengard",) if a.get("minion") == "saruman" else ("sauron",)
        if k == "move_minions":
            return ("sauron",)
        return ()

    def _team_allows(self, s: WotrState, p: Decision, a: Action) -> bool:
        t = s.team
        assert t is not None
        side = p["side"]
        if not self._is_split(s, side):   # the lone player (3 players): not the same nation twice in a row
            last = t.get(("last:" if p["kind"] == "action" else "prev:") + side, ())
            return not (last and set(self._action_nations(s, side, a)) & set(last))
        role = p.get("role") or self._role_for(s, p)
        k = a.kind
        if k in ("move_army", "move_army2", "attack", "sortie"):
            if k == "move_army" and a.get("die") == "muster" and side == SH and role != "witch_king":
                return False   # the Mouth of Sauron's ability is the Witch-king player's
            frm = a.get("frm", "")
            return self._controller(s, s.army(frm, side), side) == role
        if k in ("recruit", "recruit2", "politics"):
            return NATION_ROLE.get(a.get("nation"), "") == role
        if k == "companion_politics":
            return NATION_ROLE.get(COMPANION_NATION.get(a.get("companion"), ""), "") == role
        if k == "saruman_muster":
            return role == "saruman"
        if k == "minion":
            return MINION_ROLE.get(a.get("minion"), "") == role
        if k in ("move_minions", "nazgul_move", "minion_move"):
            return role == "witch_king"
        return True

    def _team_check(self, s: WotrState, p: Decision, a: Action) -> Ok | Illegal:
        if s.team is None or p["kind"] not in FILTERED_KINDS or self._team_allows(s, p, a):
            return OK
        if not self._is_split(s, p["side"]):
            return Illegal(T("Playing a side alone, you may not act on the same nation twice in a row."), R_TEAMS)
        return Illegal(T("That army or nation is not the {role} player's.",
                         role=ROLE_NAMES[p.get("role") or self._role_for(s, p)]), R_TEAMS)

    # -- seats -------------------------------------------------------------------------------------------------
    def _team_names(self, s: WotrState) -> list[str]:
        return [ROLE_NAMES[r] for r in s.roles]

    def _team_hide(self, v: WotrState, state: WotrState, seat: int) -> None:
        """view(): only the seat's own hand is visible, and the card it offered in a swap."""
        t = v.team
        assert t is not None
        me = state.roles[seat]
        for side in (FP, SH):
            if t["focus:" + side] != me:
                v.hands[side] = [HIDDEN] * len(state.hands[side])
            off = t.get("offer:" + side)
            if off is not None and me != t["leader:" + side]:   # the leading player made the offer
                t["offer:" + side] = HIDDEN
        for k, h in list(t.items()):
            if k.startswith("hand:") and k[5:] != me:
                t[k] = (HIDDEN,) * len(h)

    def _team_determinize(self, s: WotrState, seen: set[str], dice: Dice) -> None:
        t = s.team
        assert t is not None
        b = s.board
        for k, h in list(t.items()):
            if k.startswith("hand:") and HIDDEN in h:
                side = ROLE_SIDE[k[5:]]
                unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and c not in seen]
                dice.shuffle(unseen)
                out = []
                for c in h:
                    if c == HIDDEN and unseen:
                        c = unseen.pop()
                        seen.add(c)
                    out.append(c)
                t[k] = tuple(out)
        for side in (FP, SH):
            if t.get("offer:" + side) == HIDDEN:
                lead = t["leader:" + side]
                hand = self._hand_of(s, lead)
                t["offer:" + side] = hand[0] if hand else HIDDEN


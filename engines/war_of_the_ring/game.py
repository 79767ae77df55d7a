"""The rules engine of War of the Ring (2nd edition), game id "war_of_the_ring".

Registered (engines/war_of_the_ring/__init__.py): the desktop, the computer, saves and the command line
find it through the registry.

Shape of the engine: `apply` validates an action, clones the state, performs the action and then
`_advance` runs every automatic step (recovering dice, drawing, rolling, battle rounds, hunt rolls)
until a seat must decide something. Decisions are a stack `state.pending` of small dicts, typed per kind
in decisions.py ({"kind": ..., "side": ...}); the top one is what `to_move`/`legal_actions` answer, through
the dispatch tables of dispatch.py (`LEGAL[kind]` lists a decision's choices, `DOES[action.kind]` performs an
action). Long procedures (battles, hunt damage) keep their progress in `state.battle` / `state.hunt` and push
decisions on the stack when a player has a real choice. Rule anchors point into
assets/rules/war_of_the_ring.md.

This module is the facade: the Game contract (setup, to_move, legal_actions, check, apply, view,
determinize, outcome, evaluate). The rules live in one module each, mixed into the class: turn.py (the
automatic flow, phases 1-4 and 6), action_dice.py (phase 5), armies.py, muster.py, fellowship.py, hunt.py,
battle.py, casualties.py, cards.py (the card plug-in points), teams.py, refusals.py; rules.py declares what
they call on one another (a Protocol mypy checks). STATUS.md maps it all.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engines.core import (
    Action,
    Dice,
    Event,
    Game,
    Illegal,
    IllegalAction,
    Ok,
    Outcome,
    RollExplanation,
    new_rng,
)
from engines.core.i18n import T
from engines.core.odds import Odds

from . import (
    ai,
    card_effects,  # noqa: F401  (importing the plug-ins registers every card in cards.py)
)
from . import cards as card_plugins
from . import odds as wotr_odds
from .action_dice import ActionDiceMixin
from .armies import ArmiesMixin
from .battle import BattleMixin
from .casualties import CasualtiesMixin
from .common import (  # noqa: F401  (the R_* anchors are re-exported for tests and the desktop)
    ARAGORN_PLACES,
    DECK_WORDS,
    DECKS,
    FACE_NAMES,
    FP,
    GAME,
    R_ACTIONS,
    R_ALLOC,
    R_BATTLE,
    R_CHARS,
    R_CONTROL,
    R_DAMAGE,
    R_DICE,
    R_EVENTS,
    R_FSHIP,
    R_FSHIP_PHASE,
    R_GUIDE,
    R_HUNT,
    R_MINIONS,
    R_MORDOR,
    R_MOVE,
    R_MUSTER,
    R_POLITICS,
    R_RECOVER,
    R_RETREAT_BORDERS,
    R_REVEAL,
    R_RINGS,
    R_ROLL,
    R_SEPARATE,
    R_SETUP,
    R_SIEGE,
    R_STACK,
    R_TURN,
    R_VICTORY,
    SH,
    STRONG_PLACES,
    USES,
    faces_for,
)
from .decisions import Decision
from .dispatch import DOES, LEGAL
from .fellowship import FellowshipMixin
from .hunt import HuntMixin
from .muster import MusterMixin
from .options import SIDE_NAMES, WarOfTheRingOptions
from .refusals import RefusalsMixin
from .state import FREE_PEOPLES, HIDDEN, NATIONS, ZERO, Board, WotrState, other
from .teams import FILTERED_KINDS, TeamsMixin
from .turn import PHASE_HEADINGS, TurnMixin

_default_board: Board | None = None


def default_board() -> Board:
    global _default_board
    if _default_board is None:
        from maps import load_graph
        _default_board = Board(load_graph("war_of_the_ring"))
    return _default_board




class WarOfTheRingGame(TeamsMixin, RefusalsMixin, TurnMixin, ActionDiceMixin, ArmiesMixin, MusterMixin,
                       FellowshipMixin, HuntMixin, BattleMixin, CasualtiesMixin, card_plugins.CardsMixin,
                       Game[WotrState, WarOfTheRingOptions]):
    id = GAME
    bench_goals = {"random play": "≥ 5,000 actions/s", "legal actions": "≤ 60 µs"}  # noqa: RUF012 (read only; issue 17)
    title = "War of the Ring"
    min_players = 2
    max_players = 4   # 3 and 4: the seed's team variants (teams.py)
    Options = WarOfTheRingOptions
    has_secrets = True
    map_id = "war_of_the_ring"
    #: every Action kind the engine performs: the keys of the dispatch table (dispatch.DOES), complete once
    #: the rule modules above are imported
    action_kinds = frozenset(DOES)

    @property
    def board(self) -> Board:
        return default_board()

    # =============================================================================================
    # set-up
    # =============================================================================================
    def setup(self, options: WarOfTheRingOptions, seed: int) -> WotrState:
        if not isinstance(options, WarOfTheRingOptions):
            options = WarOfTheRingOptions.model_validate(options)
        b = self.board
        rng = new_rng(seed)
        dice = Dice(rng)
        sp = b.setup
        units: dict[tuple[str, str], tuple[int, int, int]] = {}
        nazgul: dict[str, int] = {}
        for a in sp.armies:
            if a.regulars or a.elites or a.leaders:
                units[(a.region, a.nation)] = (a.regulars, a.elites, a.leaders)
            if a.nazgul:
                nazgul[a.region] = a.nazgul
        reinf = {n: (b.nations[n].reinforcements.regulars, b.nations[n].reinforcements.elites,
                     b.nations[n].reinforcements.leaders) for n in NATIONS}
        control = {r: c for r in b.settlements if (c := b.start_control[r])}
        decks: dict[str, list[str]] = {}
        events: list[Event] = []
        for side in (FP, SH):
            for deck in DECKS:
                pile = [c.id for c in b.cards.values() if c.side == side and c.deck == deck]
                dice.shuffle(pile)
                decks[card_plugins.deck_key(side, deck)] = pile
                word = DECK_WORDS[deck]
                events.append(Event(T("The {side} {deck} deck is shuffled ({n} cards).", side=SIDE_NAMES[side],
                                      deck=word, n=len(pile)), kind="setup",
                                    roll=RollExplanation(T("Shuffle the {side} {deck} event deck",
                                                           side=SIDE_NAMES[side], deck=word),
                                                         [], "", T("shuffled; the order is hidden"),
                                                         T("Cards are drawn from the top."), R_EVENTS, GAME)))
        pool = [t.id for t in b.tiles.values() if t.kind == "standard"]
        fs = sp.fellowship
        s = WotrState(
            board=b, options=options, sides=options.seat_sides(), units=units, nazgul=nazgul, chars={},
            reinforcements=reinf, nazgul_reserve=b.nations["sauron"].reinforcements.nazgul,
            casualties={n: ZERO for n in FREE_PEOPLES}, control=control,
            political={n: b.nations[n].steps_to_war for n in NATIONS},
            active={n for n in NATIONS if b.nations[n].active_at_start}, sieges={},
            ring_region=fs.region, progress=fs.progress, hidden=fs.hidden, corruption=fs.corruption,
            companions=list(fs.companions), guide=options.first_guide, mordor=None, eliminated=[],
            minion_ever=False, pool={FP: sp.action_dice.free_peoples, SH: sp.action_dice.shadow},
            rolled={FP: [], SH: []}, hunt_shadow=0, hunt_fp=0, must_hunt=False, fellowship_moves=0,
            fellowship_acted=False, mouth_used=False,
            rings={FP: sp.elven_rings.free_peoples, SH: sp.elven_rings.shadow},
            ring_used=set(), hands={FP: [], SH: []}, decks=decks, discards={k: [] for k in decks},
            table={FP: [], SH: []},
            hunt_pool=pool, hunt_drawn=[], rng=rng)
        self._team_setup(s)
        events.append(Event(T("The Fellowship sets out from {region} with {n} companions; {guide} is its guide.",
                              region=b.name[fs.region], n=len(fs.companions), guide=b.char_name(s.guide)),
                            kind="setup"))
        events += self._advance(s, dice)
        if s.team is not None:
            events += self._team_after(s)
        s.setup_events = tuple(events)
        return s

    def players(self, state: WotrState) -> int:
        return len(state.sides)

    def _player(self, s: WotrState, side: str) -> str:
        """Who acts for `side` in a log line: the side, or in a team game the player's role ("Gondor")."""
        return SIDE_NAMES[side] if s.team is None else self.seat_names(s)[s.seat_of(side)]

    def hand_of(self, state: WotrState, seat: int) -> list[str]:
        """The cards in `seat`'s own hand (in a team game its own, not its team-mate's)."""
        roles = getattr(state, "roles", None)
        if roles and seat < len(roles):
            return list(self._hand_of(state, roles[seat]))
        return list(state.hands[state.sides[seat]])

    def seat_names(self, state: WotrState) -> list[str]:
        if state.team is not None:
            return self._team_names(state)
        return [SIDE_NAMES[x] for x in state.sides]

    def to_move(self, state: WotrState) -> int | None:
        if state.over or not state.pending:
            return None
        return state.seat_of(state.pending[-1]["side"])

    # =============================================================================================
    # legal actions
    # =============================================================================================
    def legal_actions(self, state: WotrState) -> list[Action]:
        s = state
        if s.over or not s.pending:
            return []
        p = s.pending[-1]
        offered = LEGAL[p["kind"]](self, s, p, s.seat_of(p["side"]))
        in_play = card_plugins.bans_in_play(s) if s.table[FP] or s.table[SH] else None
        if in_play:   # a table card may forbid some moves (cards.ACTION_BANS)
            offered = (a for a in offered if not card_plugins.action_banned(s, p, a, in_play))
        if s.team is not None and p["kind"] in FILTERED_KINDS:   # a team player's own armies and nations
            return [a for a in offered if self._team_allows(s, p, a)]
        return list(offered)

    def check(self, state: WotrState, action: Action) -> Ok | Illegal:
        s = state
        if s.over:
            return Illegal(T("The game is over."), R_VICTORY)
        if not s.pending:
            return Illegal(T("Nobody has to decide anything now."), R_TURN)
        p = s.pending[-1]
        seat = s.seat_of(p["side"])
        if action.seat != seat:
            decision, rule = self._decision(s, p)
            return Illegal(T("It is not your decision: {decision}.", decision=decision), rule)
        why = card_plugins.action_banned(s, p, action) if s.table[FP] or s.table[SH] else ""
        if why:
            return Illegal(why, R_EVENTS)
        if action.kind in ("move_army", "move_army2", "attack", "advance") and action.get("comp") is not None:
            return self._check_comp(s, p, action)
        p = s.pending[-1]
        if any(a == action for a in self._candidates(s, p, seat, action)):   # stops at the match
            return self._team_check(s, p, action)
        return self._why(s, p, action)

    def _candidates(self, s: WotrState, p: Decision, seat: int, action: Action) -> Iterable[Action]:
        """The choices open now that `action` can be one of: for the use of a rolled action die, only what that
        die offers (listing every die's army moves was most of what a check cost); else all of them."""
        if p["kind"] == "action" and action.kind not in ("pass", "discard_die", "elven_ring"):
            die = action.get("die")
            if isinstance(die, str) and die in s.rolled[p["side"]]:
                return self._die_actions(s, p["side"], seat, die, want=action)
        if p["kind"] == "army_second" and action.kind == "move_army2":    # only the moves of that army
            specs = list(self._iter_army_move_specs(s, p["side"], False, p["exclude"], only=action.get("frm")))
            return self._army_moves(s, p["side"], seat, "", "move_army2", leader_needed=False, specs=specs)
        return LEGAL[p["kind"]](self, s, p, seat)

    # =============================================================================================
    # applying
    # =============================================================================================
    def apply(self, state: WotrState, action: Action) -> tuple[WotrState, list[Event]]:
        return self.apply_with(state, action)

    def apply_trusted(self, state: WotrState, action: Action) -> tuple[WotrState, list[Event]]:
        """For the computer's search: the action came from `legal_actions`, so the costly check
        (it lists the legal actions again) is skipped."""
        return self.apply_with(state, action, trusted=True)

    def apply_with(self, state: WotrState, action: Action, dice: Dice | None = None,
                   trusted: bool = False) -> tuple[WotrState, list[Event]]:
        """apply() with an injectable Dice (tests script the faces)."""
        if not trusted:
            verdict = self.check(state, action)
            if isinstance(verdict, Illegal):
                raise IllegalAction(verdict, action)
        s = state.clone()
        if dice is None:
            dice = Dice(s.own_rng())
        p = s.pending.pop()
        if s.team is not None:
            self._team_before(s, p, action)
        ev = DOES[action.kind](self, s, action, p, dice) or []
        if s.team is not None:
            self._team_turn(s, p)
        ev += self._tidy_sieges(s)
        ev += self._advance(s, dice, since=state.phase)
        ev += self._tidy_sieges(s)
        if action.kind == "companion_politics":   # watched by table cards (Threats and Promises)
            s.card_state["fp_advanced"] = T("a companion moved a nation towards war")
        if s.table[FP] or s.table[SH]:
            ev += card_plugins.guard_activation(s, state)   # Wormtongue keeps Rohan passive
            ev += self._card_upkeep(s)   # table cards whose discard condition came true
        s.card_state.pop("fp_advanced", None)
        s.card_state.pop("activation_ok", None)
        if s.team is not None:
            ev += self._team_after(s)   # who decides next, team hand limits, the hand in focus
        return s, ev

    def _tidy_sieges(self, s: WotrState) -> list[Event]:
        """A siege ends when no besieger is left outside (they moved away or fell)."""
        ev: list[Event] = []
        for r, inside in list(s.sieges.items()):
            if s.battle is not None and s.battle["to"] == r:
                continue
            if s.strength(r, other(inside)) == 0 or s.strength(r, inside) == 0:
                del s.sieges[r]
                ev.append(Event(T("The siege of {r} is over.", r=s.board.name[r]), kind="battle"))
                if s.strength(r, inside) == 0:   # nobody left inside: the besiegers take the stronghold
                    ev += self._lone_leaders(s, r)
                    ev += self._after_entering(s, other(inside), r)
        return ev

    # =============================================================================================
    # outcome, view, AI helpers
    # =============================================================================================
    def unseen_piles(self, state: WotrState) -> list[list[str]]:
        return list(state.decks.values())   # the event decks, drawn from the top (`pile.pop()`)

    def outcome(self, state: WotrState) -> Outcome | None:
        if not state.over or state.winner is None:
            return None
        won = tuple(i for i, sd in enumerate(state.sides) if sd == state.winner)
        scores = tuple(1 if i in won else 0 for i in range(len(state.sides)))
        return Outcome(won, scores, state.end_reason, state.end_rule)

    def summary(self, state: WotrState) -> str:
        s = state
        if s.over:
            return T("Game over. {reason}", reason=s.end_reason)
        where = (T("Mordor step {step}", step=s.mordor) if s.mordor is not None else
                 T("{region} +{progress} (hidden)", region=s.board.name[s.ring_region], progress=s.progress) if s.hidden
                 else T("{region} +{progress} (revealed)", region=s.board.name[s.ring_region], progress=s.progress))
        phase = PHASE_HEADINGS[s.phase]["name"] if s.phase in PHASE_HEADINGS else T("the team card swap")
        return T("Turn {turn} · {phase} · Fellowship {where}, corruption {corruption} · VP Shadow {sh} / Free Peoples "
                 "{fp}", turn=s.turn, phase=phase, where=where, corruption=s.corruption, sh=s.vp(SH), fp=s.vp(FP))

    def view(self, state: WotrState, seat: int) -> WotrState:
        """Hidden: the opponent's hand, every deck's order, the hunt pool's order, the RNG."""
        v = state.clone()
        me = state.sides[seat]
        foe = other(me)
        v.hands[foe] = [HIDDEN] * len(state.hands[foe])
        v.decks = {k: [HIDDEN] * len(d) for k, d in state.decks.items()}
        v.hunt_pool = sorted(state.hunt_pool)
        if v.battle is not None and v.battle.get("cards"):   # combat cards lie face down until revealed
            v.battle["cards"] = tuple((sd, c if sd == me else HIDDEN) for sd, c in v.battle["cards"])
        if v.team is not None:   # a team-mate's hand is as secret as the opponents'
            self._team_hide(v, state, seat)
        v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
        v.rng = new_rng(0)   # the future of the dice is hidden
        return v

    def determinize(self, view: WotrState, seat: int, seed: int) -> WotrState:
        dice = Dice(new_rng(seed))   # all chance through engines.core
        s = view.clone()
        b = s.board
        seen = {c for h in s.hands.values() for c in h if c != HIDDEN}
        seen |= {c for d in s.discards.values() for c in d} | {c for d in s.table.values() for c in d}
        if s.team is not None:
            seen |= {c for k, h in s.team.items() if k.startswith("hand:") for c in h if c != HIDDEN}
        if s.battle is not None:   # face-down combat cards are out of every deck and hand
            seen |= {c for _sd, c in s.battle.get("cards", ()) if c != HIDDEN}
        if s.battle is not None and any(c == HIDDEN for _sd, c in s.battle.get("cards", ())):
            fills = []
            for sd, c in s.battle["cards"]:
                if c == HIDDEN:
                    unseen = [x for x in sorted(b.cards) if b.cards[x].side == sd and x not in seen]
                    c = dice.pick(unseen) if unseen else c
                    seen.add(c)
                fills.append((sd, c))
            s.battle["cards"] = tuple(fills)
        for key, deck in s.decks.items():
            side, dk = key.split("/")
            unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and b.cards[c].deck == dk
                      and c not in seen]
            dice.shuffle(unseen)
            s.decks[key] = unseen[: len(deck)]
            seen |= set(s.decks[key])
        for side in (FP, SH):
            hand = s.hands[side]
            if HIDDEN in hand:
                unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and c not in seen]
                dice.shuffle(unseen)
                for i, c in enumerate(hand):
                    if c == HIDDEN and unseen:
                        hand[i] = unseen.pop()
                        seen.add(hand[i])
        dice.shuffle(s.hunt_pool)
        if s.team is not None:
            self._team_determinize(s, seen, dice)
        s.rng = new_rng(seed)
        return s

    def evaluate(self, state: WotrState, seat: int, level: str | None = None) -> float:
        """How good the position is for `seat`, in [-1, 1] (see ai.py: the computer's judgement)."""
        return ai.evaluate(self, state, seat, level)

    def rollout_action(self, state: WotrState, actions: list[Action], rng: Any) -> Action:
        return ai.rollout_action(state, actions, rng)

    def hint_reason(self, state: WotrState, action: Action, after: WotrState, seat: int, level: str) -> Any:
        return ai.hint_reason(self, state, action, after, seat, "hard" if level == "hard" else None)

    def odds(self, state: WotrState, action: Action) -> Odds | None:
        """Battles, the hunt and the Mordor track's steps, worked out exactly from `state`, the mover's view
        (odds.py)."""
        return wotr_odds.wotr_odds(self, state, action)

"""The turn's flow: `_advance` runs every automatic step (phase changes, the recovery and draws, the
hunt allocation, the action roll, the victory check; battles, hunts and card continuations in progress)
until a seat must decide, plus the phase decisions (discards, the hunt allocation); the `TurnMixin` of
WarOfTheRingGame.
"""
from __future__ import annotations

from collections.abc import Iterator

from engines.core import (
    Action,
    Dice,
    Event,
    RollExplanation,
    RollPart,
)
from engines.core.i18n import T

from . import cards as card_plugins
from .common import (
    DECK_WORDS,
    DECKS,
    FACE_TEXT,
    FP,
    GAME,
    R_EVENTS,
    R_ROLL,
    R_VICTORY,
    SH,
    comma_text,
)
from .decisions import DiscardDecision, FellowshipDecision, HuntAllocDecision
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import RulesBase
from .state import WotrState, other

#: the six phases of a turn, as the story of the game heads them
PHASE_HEADINGS = {
    "recover": {"n": 1, "name": T("recover action dice and draw cards")},
    "fellowship": {"n": 2, "name": T("the Fellowship phase")},
    "hunt_alloc": {"n": 3, "name": T("hunt allocation")},
    "roll": {"n": 4, "name": T("the action roll")},
    "actions": {"n": 5, "name": T("action resolution")},
    "victory": {"n": 6, "name": T("the victory check")},
}


class TurnMixin(RulesBase):
    # -- phase decisions -------------------------------------------------------------------------
    @legal("discard")
    def _legal_discard(self, s: WotrState, p: DiscardDecision, seat: int) -> Iterator[Action]:
        b = s.board
        limit = self._hand_limit(s, p["side"])
        for c in sorted(set(s.hands[p["side"]])):
            yield Action.make("discard", seat, T("Discard {card} (hand limit {limit})", card=b.cards[c].name,
                                                 limit=limit), card=c)

    @legal("hunt_alloc")
    def _legal_hunt_alloc(self, s: WotrState, p: HuntAllocDecision, seat: int) -> Iterator[Action]:
        for n in range(p["min"], p["max"] + 1):
            yield Action.make("allocate", seat, T("Put %n (die|dice) in the hunt box", None, n), dice=n)

    # -- the automatic flow --------------------------------------------------------------------------
    def _advance(self, s: WotrState, dice: Dice, since: str | None = None) -> list[Event]:
        """Every automatic step until a seat must decide; `since` is the phase the action was taken in (a
        heading goes into the story when a new phase begins)."""
        ev: list[Event] = []
        guard = 0
        shown = "fellowship" if since == "team_swap" else since
        while not s.over and not s.pending:
            guard += 1
            if guard > 1000:
                raise RuntimeError("the turn flow does not settle")
            if s.phase != shown and s.phase in PHASE_HEADINGS:
                shown = s.phase
                ev.append(Event(T("Turn {turn} · phase {n}: {name}", turn=s.turn, **PHASE_HEADINGS[s.phase]),
                                kind="heading"))
            if s.battle is not None:
                ev += self._battle_step(s, dice)
                continue
            if s.hunt is not None:
                ev += self._hunt_step(s, dice)
                continue
            if s.card_state.get("queue"):   # a card's continuation (cards.Ctx.then)
                ev += self._card_queue_step(s, dice)
                continue
            ph = s.phase
            if ph == "recover":
                ev += self._recover(s, dice)
            elif ph == "fellowship":
                p: FellowshipDecision = {"kind": "fellowship", "side": FP}
                if "declared" in s.phase_flags:   # what the phase has done already
                    p["declared"] = True
                if "guide_changed" in s.phase_flags:
                    p["guide_changed"] = True
                s.pending.append(p)
            elif ph == "hunt_alloc":
                lo = 1 if s.must_hunt else 0
                hi = min(max(len(s.companions), 1), s.pool[SH])
                lo = min(lo, hi)
                s.phase = "roll"
                if lo == hi:
                    s.hunt_shadow = lo
                    if lo:
                        ev.append(Event(T("The Shadow must put {n} die in the hunt box.", n=lo), kind="hunt"))
                else:
                    s.phase = "hunt_alloc"
                    s.pending.append({"kind": "hunt_alloc", "side": SH, "min": lo, "max": hi})
            elif ph == "roll":
                ev += self._action_roll(s, dice)
            elif ph == "actions":
                side = s.active_side
                if not s.rolled[side]:
                    side = other(side)
                if not s.rolled[side]:
                    ev += self._end_actions(s)
                    continue
                s.active_side = side
                s.pending.append({"kind": "action", "side": side})
            elif ph == "team_swap":
                s.phase = "fellowship"
                self._team_swaps(s)
            elif ph == "victory":
                ev += self._military_check(s)
                if not s.over:
                    s.turn += 1
                    s.phase = "recover"
        return ev

    def _recover(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        ev: list[Event] = []
        s.must_hunt = s.hunt_fp > 0
        s.hunt_shadow = s.hunt_fp = 0
        s.fellowship_moves = 0
        s.fellowship_acted = False
        s.mouth_used = False
        s.ring_used = set()
        fp = b.setup.action_dice.free_peoples + sum(1 for c in ("aragorn", "gandalf_the_white") if c in s.chars)
        sh = b.setup.action_dice.shadow + sum(1 for m in b.minions if m in s.chars)
        s.pool = {FP: min(fp, b.setup.max_action_dice.free_peoples), SH: min(sh, b.setup.max_action_dice.shadow)}
        s.rolled = {FP: [], SH: []}
        ev.append(Event(T("Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.", turn=s.turn,
                          fp=s.pool[FP], sh=s.pool[SH]), kind="phase"))
        if s.team is not None:
            return ev + self._team_recover(s, dice)
        for side in (FP, SH):
            for deck in DECKS:
                ev += self._draw(s, side, deck)
        s.phase = "fellowship"
        for side in (SH, FP):   # pushed in reverse: the Free Peoples discard first
            if len(s.hands[side]) > b.setup.hand_limit:
                s.pending.append({"kind": "discard", "side": side})
        return ev

    def _draw(self, s: WotrState, side: str, deck: str) -> list[Event]:
        b = s.board
        key = card_plugins.deck_key(side, deck)
        pile = s.decks[key]
        if not pile:
            return [Event(T("The {side} {deck} deck is empty: no card is drawn.", side=SIDE_NAMES[side],
                            deck=DECK_WORDS.get(deck, deck)),
                          kind="draw")]
        c = pile.pop()
        s.hands[side].append(c)
        seat = s.seat_of(side)
        who = self._player(s, side)   # team games: the player's role
        return [Event(T("The {side} player draws a {deck} event card.", side=who, deck=DECK_WORDS.get(deck, deck)),
                      kind="draw", seat=seat,
                      reveals=True),
                Event(T("You draw {card}.", card=b.cards[c].name), kind="private", seat=seat, visible_to=(seat,),
                      roll=RollExplanation(T("Draw the top card of the {side} {deck} deck", side=SIDE_NAMES[side],
                                             deck=DECK_WORDS.get(deck, deck)), [], "",
                                           b.cards[c].name, T("{card} goes into your hand.", card=b.cards[c].name),
                                           R_EVENTS, GAME))]

    def _action_roll(self, s: WotrState, dice: Dice) -> list[Event]:
        ev: list[Event] = []
        for side in (FP, SH):
            n = s.pool[side] - (s.hunt_shadow if side == SH else 0)
            faces = s.board.dice.free_peoples.faces if side == FP else s.board.dice.shadow.faces
            rolled = dice.roll(n, 6, T("action die"))
            got = [faces[d.value - 1] for d in rolled]
            for d, f in zip(rolled, got, strict=True):
                d.note = FACE_TEXT[f]
            eyes = got.count("eye")
            s.rolled[side] = sorted(f for f in got if f != "eye")
            if side == SH:
                s.hunt_shadow += eyes
            cons = (T("%n Eye result(s) (goes|go) to the hunt box: {hunting} this turn.", None, eyes,
                      hunting=T("%n Shadow (die|dice) (hunts|hunt)", None, s.hunt_shadow))
                    if side == SH else T("The Free Peoples act first."))
            named = comma_text([FACE_TEXT[f] for f in got])
            roll = RollExplanation(T("{side} action roll (%n (die|dice))", None, n, side=SIDE_NAMES[side]),
                                   [RollPart(SIDE_NAMES[side], rolled)],
                                   T("each face is one action"), named or T("no dice"),
                                   cons, R_ROLL, GAME)
            ev.append(Event(T("The {side} roll their action dice: {faces}.", side=SIDE_NAMES[side],
                              faces=named or T("none")), kind="roll", roll=roll))
        s.phase = "actions"
        s.active_side = FP
        return ev

    def _end_actions(self, s: WotrState) -> list[Event]:
        ev: list[Event] = []
        if s.mordor is not None and not s.fellowship_acted:
            ev.append(Event(T("On the Mordor track the Fellowship neither moved nor hid this turn: +1 corruption."),
                            kind="hunt"))
            ev += self._corrupt(s, 1)
        s.phase = "victory"
        return ev

    def _military_check(self, s: WotrState) -> list[Event]:
        b = s.board
        sh, fp = s.vp(SH), s.vp(FP)
        if sh >= b.setup.victory_points.shadow_needs:
            return self._finish(s, SH, T("The Shadow holds {sh} victory points of Free Peoples settlements: "
                                         "military victory.", sh=sh), R_VICTORY)
        if fp >= b.setup.victory_points.free_peoples_needs:
            return self._finish(s, FP, T("The Free Peoples hold {fp} victory points of Shadow settlements: "
                                         "military victory.", fp=fp), R_VICTORY)
        return [Event(T("Victory check: the Shadow has {sh} VP, the Free Peoples {fp} VP. The war goes on.", sh=sh,
                        fp=fp), kind="phase")]

    def _finish(self, s: WotrState, side: str, reason: str, rule: str) -> list[Event]:
        s.over, s.winner, s.end_reason, s.end_rule = True, side, reason, rule
        s.pending = []
        s.battle = s.hunt = None
        if side == FP:
            return [Event(T("{reason} The {side} win!", reason=reason, side=SIDE_NAMES[side]), kind="victory")]
        return [Event(T("{reason} The {side} wins!", reason=reason, side=SIDE_NAMES[side]), kind="victory")]

    def _corrupt(self, s: WotrState, n: int) -> list[Event]:
        s.corruption = max(0, s.corruption + n)
        limit = s.board.setup.corruption_limit
        if s.corruption >= limit:
            s.corruption = limit
            return self._finish(s, SH, T("The Ring-bearer's corruption reaches {limit}: the Ring is the Shadow's.",
                                         limit=limit), R_VICTORY)
        return []

    # -- phase decisions -------------------------------------------------------------------------------
    @does("discard")
    def _do_discard(self, s: WotrState, a: Action, p: DiscardDecision, dice: Dice) -> list[Event]:
        side = p["side"]
        c = a["card"]
        s.hands[side].remove(c)
        card = s.board.cards[c]
        s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append(p)
        return [Event(T("The {side} player discards {card}.", side=self._player(s, side), card=card.name), kind="draw",
                      reveals=True)]

    @does("end_fellowship_phase")
    def _do_end_fellowship_phase(self, s: WotrState, a: Action, p: FellowshipDecision, dice: Dice) -> list[Event]:
        s.phase = "hunt_alloc"
        s.phase_flags = ()
        return []

    @does("allocate")
    def _do_allocate(self, s: WotrState, a: Action, p: HuntAllocDecision, dice: Dice) -> list[Event]:
        s.hunt_shadow = a["dice"]
        s.phase = "roll"
        return [Event(T("The Shadow puts {n} action dice in the hunt box.", n=a["dice"]), kind="hunt")]

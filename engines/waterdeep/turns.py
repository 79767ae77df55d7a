"""The moves of a turn as actions: what the seat to move may do (`legal_actions`), why a move is refused
(`problem`), and carrying a move out (`apply`).

Outside a decision a seat has six kinds of move, each carried out by the procedure registered with
`@move("kind")` into `MOVES`: `place`, `place_ambassador` and `reassign` {place} send an agent to a
space; `complete` {quest} completes a quest after the placement, `end_turn` declines to; `pass` is
the agent that finds no open space. While a decision is pending, its options are the moves, of the
decision's kind (decisions.DECISIONS)."""
from __future__ import annotations

from collections.abc import Callable

from engines.core import Action, Event, Illegal, IllegalAction
from engines.core.i18n import T

from .costs import can_pay, quest_price
from .decisions import DECISIONS, resolve
from .placements import place, place_label, place_problem, placements
from .quests import cliffwatch_own, completable, complete, from_cliffwatch
from .rounds import advance, end_turn
from .state import WaterdeepState
from .texts import R_CHOICES, R_MANDATORY, R_PASS, R_PLACE, R_QUESTS, R_SCORING, R_TURN, res_text

#: a move's procedure: (the state to change, the move, events)
MoveHandler = Callable[[WaterdeepState, Action, list[Event]], None]

#: move kind -> its procedure
MOVES: dict[str, MoveHandler] = {}

#: the placement due in each phase: (the placement mode, the Action.kind that offers it)
PLACEMENT_PHASES = {"place": ("place", "place"), "ambassador": ("ambassador", "place_ambassador"),
                    "reassign": ("reassign", "reassign")}
#: Action.kind of a placement -> its mode
PLACEMENT_MODES = {"place": "place", "place_ambassador": "ambassador", "reassign": "reassign"}


def move(kind: str) -> Callable[[MoveHandler], MoveHandler]:
    """Register the procedure that carries out moves of `kind`."""
    def register(fn: MoveHandler) -> MoveHandler:
        if kind in MOVES:
            raise ValueError(f"two procedures for the move '{kind}'")
        MOVES[kind] = fn
        return fn
    return register


def action_kinds() -> frozenset[str]:
    """Every Action.kind `legal_actions` can offer: the moves and the decisions."""
    return frozenset(MOVES) | frozenset(DECISIONS)


def to_move(s: WaterdeepState) -> int | None:
    if s.over:
        return None
    if s.pending is not None:
        return s.pending.seat
    return s.current


def legal_actions(s: WaterdeepState) -> list[Action]:
    if s.over:
        return []
    if s.pending is not None:
        d = s.pending
        return [Action.make(d.kind, d.seat, label, **params) for params, label in d.options]
    seat = s.current
    ph = s.phase
    if ph in PLACEMENT_PHASES:
        mode, kind = PLACEMENT_PHASES[ph]
        acts = [Action.make(kind, seat, place_label(s, p, mode), place=p) for p in placements(s, seat, mode)]
        if not acts and ph == "place":
            acts = [Action.make("pass", seat, T("No space is open to you: your agent sits out the round"))]
        return acts
    if ph == "complete":
        acts = []
        for q in completable(s, seat):
            if q in s.data.quests:
                qu = s.data.quests[q]
                said = (T("Complete {quest} ({type}): pay {cost}; {reward}", quest=qu.name, type=qu.type.capitalize(),
                          cost=quest_price(s, q), reward=qu.reward.text) if q in s.quests[seat] else
                        T("Complete {quest} ({type}) straight from Cliffwatch Inn: pay {cost}; {reward}",
                          quest=qu.name, type=qu.type.capitalize(), cost=quest_price(s, q), reward=qu.reward.text))
                acts.append(Action.make("complete", seat, said, quest=q))
            else:
                c = s.data.intrigue[q]
                mq = s.data.mandatory_quest(q)
                acts.append(Action.make("complete", seat, T("Complete the mandatory quest {quest}: pay {cost}; "
                                                            "{reward}", quest=c.name,
                                                            cost=res_text(mq.cost.as_dict()), reward=mq.reward.text),
                                        quest=q))
        acts.append(Action.make("end_turn", seat, T("End turn")))
        return acts
    return []


def problem(s: WaterdeepState, a: Action) -> Illegal | None:
    """Why the move `a` is refused now, naming the rule; None when it is legal."""
    if s.over:
        return Illegal(T("The game is over."), R_SCORING)
    who = to_move(s)
    if a.seat != who:
        return Illegal(T("It is {seat}'s turn to decide, not {other}'s.", seat=s.name(who), other=s.name(a.seat)),
                       R_TURN)
    if s.pending is not None:
        d = s.pending
        if a.kind != d.kind or not any(Action.make(d.kind, d.seat, **p) == a for p, _l in d.options):
            return Illegal(T("First answer this: {prompt} That is not one of the choices offered.",
                             prompt=d.prompt), R_CHOICES)
        return None
    ph = s.phase
    if a.kind in PLACEMENT_MODES:
        due = PLACEMENT_PHASES.get(ph)
        if due is None or due[1] != a.kind:
            if ph == "complete":
                return Illegal(T("You have placed your agent this turn: now complete a quest or end your turn."),
                               R_TURN)
            return Illegal(T("That is not the kind of placement due now."), R_TURN)
        where = a.get("place")
        if not isinstance(where, str):
            return Illegal(T("Name the space to send the agent to."), R_PLACE)
        return place_problem(s, a.seat, where, PLACEMENT_MODES[a.kind])
    if a.kind == "pass":
        if ph != "place" or placements(s, a.seat, "place"):
            return Illegal(T("You must send an agent to a free space: passing is only allowed when none is "
                             "open to you."), R_PASS)
        return None
    if a.kind in ("complete", "end_turn"):
        if ph != "complete":
            return Illegal(T("Quests are completed after placing an agent, at most one per turn."), R_QUESTS)
        if a.kind == "end_turn":
            return None
        q = a.get("quest")
        if s.mandatory[a.seat] and q not in s.mandatory[a.seat]:
            return Illegal(T("You must complete your mandatory quest before any other quest."), R_MANDATORY)
        if q not in s.quests[a.seat] and q not in s.mandatory[a.seat] and q not in cliffwatch_own(s, a.seat):
            return Illegal(T("That quest is not one of your active quests."), R_QUESTS)
        if not can_pay(s, a.seat, q):
            return Illegal(T("You cannot pay for that quest: it needs {cost}.", cost=quest_price(s, q)),
                           R_QUESTS)
        return None
    return Illegal(T("There is no action '{kind}' now.", kind=a.kind), R_TURN)


def apply(state: WaterdeepState, action: Action) -> tuple[WaterdeepState, list[Event]]:
    """A new state after the legal move `action` (IllegalAction otherwise), and what happened."""
    bad = problem(state, action)
    if bad is not None:
        raise IllegalAction(bad, action)
    s = state.clone()
    ev: list[Event] = []
    if s.pending is not None:
        d = s.pending
        s.pending = None
        resolve(s, d, dict(action.params), ev)
    else:
        MOVES[action.kind](s, action, ev)
    advance(s, ev)
    return s, ev


@move("place")
@move("place_ambassador")
@move("reassign")
def _place(s: WaterdeepState, a: Action, ev: list[Event]) -> None:
    place(s, a.seat, a["place"], PLACEMENT_MODES[a.kind], ev)


@move("pass")
def _pass(s: WaterdeepState, a: Action, ev: list[Event]) -> None:
    seat = a.seat
    s.pool[seat] -= 1
    s.idle[seat] += 1
    ev.append(Event(T("{seat} has no open space: the agent sits out the round.", seat=s.name(seat)),
                    kind="turn", seat=seat))
    end_turn(s, ev)


@move("complete")
def _complete(s: WaterdeepState, a: Action, ev: list[Event]) -> None:
    s.phase = "reward"
    if a["quest"] not in s.quests[a.seat] and a["quest"] in cliffwatch_own(s, a.seat):
        from_cliffwatch(s, a.seat, a["quest"], ev)
    complete(s, a.seat, a["quest"], ev)


@move("end_turn")
def _end_turn(s: WaterdeepState, a: Action, ev: list[Event]) -> None:
    ev.append(Event(T("{seat} ends the turn.", seat=s.name(a.seat)), kind="turn", seat=a.seat))
    end_turn(s, ev)

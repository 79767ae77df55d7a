"""Rounds and turns: a round's start (VP tokens in Builder's Hall, piles on accumulating buildings, the
fifth round's extra agent, plot quests that act at the start of a round), whose turn it is (the
Ambassador first, then each seat with agents left, in turn order), the reassignment of the agents on
Waterdeep Harbor, the round's end, and `advance`, which runs the game on until a seat must act."""
from __future__ import annotations

from engines.core import Event
from engines.core.i18n import T

from .board import remove_occupant
from .buildings import accumulate
from .effects import fire_action_triggers, push_trigger, run
from .placements import placements
from .quests import completable
from .scoring import final_scoring
from .state import WaterdeepState


def round_start(s: WaterdeepState) -> list[Event]:
    """Begin round `s.round`: tokens, piles, agents back in the pools, round-start triggers queued."""
    d = s.data
    ev = [Event(T("Round {round} of {rounds} begins; {first} has the first-player marker.", round=s.round,
                  rounds=d.setup.rounds, first=s.name(s.first)), kind="round")]
    tokens = d.setup.vp_tokens_per_round
    for slot, b in enumerate(s.hall):
        if b is not None and tokens > 0:
            s.hall_vp[slot] += 1
            tokens -= 1
            ev.append(Event(T("A VP token goes onto {building} in Builder's Hall (now {vp} VP).",
                              building=d.buildings[b].name, vp=s.hall_vp[slot]), kind="round"))
    for b in s.lots.values():
        if b is not None and d.buildings[b].accumulate is not None:
            accumulate(s, b, ev)
    if s.round == d.setup.extra_agent_round:
        for i in range(s.players):
            s.agents[i] += 1
        ev.append(Event(T("Round {round}: every player adds the agent waiting on the round track to their pool.",
                          round=s.round), kind="round"))
    s.pool = list(s.agents)
    s.idle = [0] * s.players
    s.used = set()
    s.phase = "round_start"
    order = [(s.first + k) % s.players for k in range(s.players)]
    for seat in reversed(order):
        for q in reversed(s.plots[seat]):
            pe = d.quests[q].plot_effect
            for t in pe.triggers if pe else ():
                if t.on == "round_start":
                    push_trigger(s, seat, q, t)
    return ev


def begin_turns(s: WaterdeepState, ev: list[Event]) -> None:
    """The first turn of the round: the Ambassador's holder, or the first player."""
    if s.ambassador == "held" and s.ambassador_holder is not None:
        s.phase = "ambassador"
        s.turn_kind = "ambassador"
        s.current = s.ambassador_holder
        ev.append(Event(T("{seat} places the Ambassador before the first player's turn.", seat=s.name(s.current)),
                        kind="turn", seat=s.current))
        if not placements(s, s.current, "ambassador"):
            s.ambassador = "placed"
            ev.append(Event(T("The Ambassador finds no free space and sits out the round."), kind="turn"))
            end_turn(s, ev)
        return
    s.phase = "place"
    s.turn_kind = "place"
    s.current = s.first
    if s.pool[s.current] == 0:
        next_placer(s, ev)


def next_placer(s: WaterdeepState, ev: list[Event]) -> None:
    """The next seat in turn order with an agent in its pool; when none is left, reassignment begins."""
    n = s.players
    for k in range(1, n + 1):
        seat = (s.current + k) % n
        if s.pool[seat] > 0:
            s.phase = "place"
            s.turn_kind = "place"
            s.current = seat
            return
    s.phase = "reassign"
    s.reassigning = None


def end_turn(s: WaterdeepState, ev: list[Event]) -> None:
    """The turn is over: pass to the next placer (after the Ambassador: the first player)."""
    s.used = {k for k in s.used if not k.startswith("turn:")}     # (modules) once-a-turn triggers are ready again
    if s.turn_kind == "ambassador":
        s.phase = "place"
        s.turn_kind = "place"
        s.current = s.first
        if s.pool[s.current] == 0:
            next_placer(s, ev)
    elif s.turn_kind == "place":
        next_placer(s, ev)
    else:
        s.phase = "reassign"
        s.reassigning = None


def next_reassign(s: WaterdeepState, ev: list[Event]) -> bool:
    """Pick the next harbor agent to move on (space 1, 2, 3); False when none is left."""
    for sid in s.data.harbor:
        occ = s.occ.get(sid)
        if occ:
            seat, amb = occ[0]
            s.reassigning = (sid, seat, amb)
            s.current = seat
            s.turn_kind = "reassign"
            if placements(s, seat, "reassign"):
                ev.append(Event(T("{seat}'s agent on Waterdeep Harbor (space {n}) is reassigned.", seat=s.name(seat),
                                  n=s.data.spaces[sid].number), kind="turn", seat=seat))
                return True
            remove_occupant(s, sid, seat, amb)
            if not amb:
                s.idle[seat] += 1
            ev.append(Event(T("{seat}'s agent on Waterdeep Harbor (space {n}) finds no free space and stays idle.",
                              seat=s.name(seat), n=s.data.spaces[sid].number), kind="turn", seat=seat))
            s.reassigning = None
            return next_reassign(s, ev)
    return False


def end_round(s: WaterdeepState, ev: list[Event]) -> None:
    """Every agent comes home; the Ambassador goes back to the Palace; the next round starts or the game ends."""
    s.occ = {}
    s.pool = list(s.agents)
    s.idle = [0] * s.players
    s.reassigning = None
    if s.ambassador == "placed":
        s.ambassador = "palace"
        s.ambassador_holder = None
        ev.append(Event(T("The Ambassador returns to The Palace of Waterdeep."), kind="round"))
    ev.append(Event(T("Round {round} ends: every agent returns to its pool.", round=s.round), kind="round"))
    if s.round >= s.data.setup.rounds:
        final_scoring(s, ev)
        return
    s.round += 1
    ev += round_start(s)


def advance(s: WaterdeepState, ev: list[Event]) -> None:
    """Run effects until a seat must decide something (or the game ends)."""
    while not s.over:
        if s.pending is not None:
            return
        if s.stack:
            run(s, ev)
            continue
        ph = s.phase
        if ph == "effects":
            if not s.action_fired:
                s.action_fired = True
                fire_action_triggers(s, ev)
                continue
            s.current = s.actor
            if completable(s, s.actor):
                s.phase = "complete"
                return
            end_turn(s, ev)
        elif ph == "reward":
            end_turn(s, ev)
        elif ph == "round_start":
            begin_turns(s, ev)
        elif ph == "reassign":
            if s.reassigning is None and not next_reassign(s, ev):
                end_round(s, ev)
                continue
            return
        else:
            return

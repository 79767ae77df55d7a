"""Turns and victory: ending a turn (players who are out, the fortress goal, the last round),
passing it on, and the victory-point score the game ends with."""
from __future__ import annotations

from typing import Any

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T, Text

from .common import R_OUT, R_VICTORY, Plan, join_and, join_comma
from .dispatch import applies, checks
from .state import HeroesState


@checks("end_turn")
def check_end_turn(s: HeroesState, a: Action) -> Plan | Illegal:
    """Always allowed once the card is drawn."""
    return None


@applies("end_turn")
def end_turn_action(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    return end_turn(s)


def is_out(s: HeroesState, seat: int) -> bool:
    """A player with no heroes in hand, in the side's deck or on the board is out."""
    if s.hands[seat] or s.decks[s.sides[seat]]:
        return False
    return not s.heroes_of(seat)


def end_turn(s: HeroesState) -> list[Event]:
    """End the current turn: mark players out, decide a win, else pass to the next player."""
    seat = s.current
    who = s.seat_name(seat)
    ev = [Event(T("{seat} ends the turn.", seat=who), kind="turn", seat=seat)]
    for i in range(s.players):
        if not s.out[i] and is_out(s, i):
            s.out[i] = True
            ev.append(Event(T("{seat} has no heroes left on the board, in hand or in the deck and is out.",
                              seat=s.seat_name(i)), kind="turn", seat=i))
    forts = s.fortress_count(seat)
    if forts >= s.options.fortress_goal:
        return ev + finish(s, (seat,),
                           T("{seat} wins: {seat} holds {forts} fortresses at the end of the turn (the goal is "
                             "{goal}).", seat=who, forts=forts, goal=s.options.fortress_goal), R_VICTORY)
    alive = [i for i in range(s.players) if not s.out[i]]
    if len(alive) == 1 and s.players > 1:
        w = alive[0]
        return ev + finish(s, (w,), T("{seat} wins: every other player is out.", seat=s.seat_name(w)), R_OUT)
    if not alive:
        return ev + finish_points(s, T("No player has heroes left."))
    nxt = seat
    while True:
        nxt += 1
        if nxt >= s.players:
            nxt = 0
            s.round += 1
            if s.round > s.options.max_rounds:
                s.round = s.options.max_rounds
                return ev + finish_points(s, T("After %n round(s)", None, s.options.max_rounds))
            ev.append(Event(T("Round {round} begins.", round=s.round), kind="turn"))
        if not s.out[nxt]:
            break
    s.current = nxt
    s.phase = "draw"
    s.moved = set()
    s.fought = set()
    s.raised = set()
    s.brought = False
    ev.append(Event(T("{seat} to move.", seat=s.seat_name(nxt)), kind="turn", seat=nxt))
    return ev


def score(s: HeroesState, seat: int) -> tuple[int, int, int, list[str]]:
    """(victory points, lands, fortresses, missions fulfilled)."""
    b = s.board
    lands = forts = 0
    for n, o in s.owner.items():
        if o == seat:
            if b.kind[n] == "fortress":
                forts += 1
            else:
                lands += 1
    done = [m for m in s.missions[seat] if m in b.missions and
            all(s.owner.get(p) == seat for p in b.missions[m].places)]
    vp = lands * s.options.land_points + forts * s.options.fortress_points + sum(b.missions[m].bonus for m in done)
    return vp, lands, forts, done


def finish(s: HeroesState, winners: tuple[int, ...], reason: str, rule: str) -> list[Event]:
    """End the game with `winners`."""
    s.over = True
    s.winners = winners
    s.end_reason = reason
    s.end_rule = rule
    if isinstance(reason, Text):
        return [Event(reason, {"reason": reason}, kind="outcome", reveals=True)]
    return [Event("{reason}", {"reason": reason}, kind="outcome", reveals=True)]


def finish_points(s: HeroesState, lead: str) -> list[Event]:
    """End the game on victory points (ties broken by fortresses); `lead` opens the reason."""
    b = s.board
    rows = [score(s, i) for i in range(s.players)]
    top = max((r[0], r[2]) for r in rows)
    winners = tuple(i for i, r in enumerate(rows) if (r[0], r[2]) == top)
    names_ = join_and([s.seat_name(i) for i in winners])
    r = rows[winners[0]]
    lands, forts = T("%n land(s)", None, r[1]), T("%n fortress(es)", None, r[2])
    if r[3]:
        done = join_comma([T("'{mission}' +{bonus}", mission=b.missions[m].name, bonus=b.missions[m].bonus)
                           for m in r[3]])
        bits = T("{lands}, {fortresses}, mission {missions}", lands=lands, fortresses=forts, missions=done)
    else:
        bits = T("{lands}, {fortresses}", lands=lands, fortresses=forts)
    if len(winners) > 1:
        reason = T("{lead}, {winners} win with {points} victory points ({details}) (tied on points and fortresses: "
                   "they share the victory).", lead=lead, winners=names_, points=r[0], details=bits)
    elif sum(1 for x in rows if x[0] == r[0]) > 1:
        reason = T("{lead}, {winners} wins with {points} victory points ({details}) (tied on points, more "
                   "fortresses).", lead=lead, winners=names_, points=r[0], details=bits)
    else:
        reason = T("{lead}, {winners} wins with {points} victory points ({details}).", lead=lead, winners=names_,
                   points=r[0], details=bits)
    return finish(s, winners, reason, R_VICTORY)


def final_table(s: HeroesState) -> tuple[list[str], list[list[Any]]]:
    """The final score per player in seat order: lands, fortresses, mission bonus, total."""
    b = s.board
    rows: list[list[Any]] = []
    for i in range(s.players):
        vp, lands, forts, done = score(s, i)
        rows.append([s.seat_name(i), lands, forts, sum(b.missions[m].bonus for m in done), vp])
    return [T("Player"), T("Lands"), T("Fortresses"), T("Mission bonus"), T("Total VP")], rows


def summary(s: HeroesState) -> str:
    """One line: the round, who is to move, and each player's points and fortresses."""
    pts = join_comma([T("{seat} {points} VP/{forts} fortresses", seat=s.seat_name(i), points=score(s, i)[0],
                        forts=s.fortress_count(i)) for i in range(s.players)])
    if s.over:
        return T("Game over. {reason} ({scores})", reason=s.end_reason, scores=pts)
    phase = T("draw", "phase") if s.phase == "draw" else T("campaign", "phase")
    return T("Round {round} of {rounds} · {seat} to move ({phase}) · {scores}", round=s.round,
             rounds=s.options.max_rounds, seat=s.seat_name(s.current), phase=phase, scores=pts)

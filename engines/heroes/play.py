"""Checking and carrying out an action through the action table (dispatch.py), after what every
kind shares: the game is not over, the kind exists, it is the actor's turn and the right phase
(draw or palantír first, then the campaign). Importing this module fills the table."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal, IllegalAction
from engines.core.i18n import T

from . import attacks, bringing, drawing, movement, opening_up, palantir, turns
from .common import R_TURN, R_VICTORY, Plan
from .dispatch import CHECKS, HANDLERS
from .state import HeroesState

#: the modules whose `@checks` / `@applies` fill the table
RULE_MODULES = (drawing, palantir, bringing, movement, opening_up, attacks, turns)

#: the kinds taken before the campaign (exactly one of them starts each turn)
DRAW_KINDS = frozenset({"draw", "palantir"})

#: every kind of action the game knows: the kinds the table can check
ACTION_KINDS: frozenset[str] = frozenset(CHECKS)


def plan_for(s: HeroesState, a: Action) -> Plan | Illegal:
    """Illegal, or the plan the action needs (group, path...)."""
    if s.over:
        return Illegal(T("The game is over."), R_VICTORY)
    checker = CHECKS.get(a.kind)
    if checker is None:
        return Illegal(T("There is no action '{kind}' in Helden Mittelerdes.", kind=a.kind), R_TURN)
    if a.seat != s.current:
        return Illegal(T("It is {seat}'s turn, not {other}'s.", seat=s.seat_name(s.current), other=s.seat_name(a.seat)),
                       R_TURN)
    if a.kind in DRAW_KINDS:
        if s.phase != "draw":
            return Illegal(T("You have already drawn a hero card (or looked into a palantír) this turn."), R_TURN)
    elif s.phase == "draw":
        return Illegal(T("Each turn begins with drawing a hero card (or looking into a palantír): do that first."),
                       R_TURN)
    return checker(s, a)


def apply_action(state: HeroesState, action: Action, dice: Dice | None = None,
                 rerolls: bool = True) -> tuple[HeroesState, list[Event]]:
    """Check `action`, then carry it out on a clone of `state`. A kind that rolls gets `dice`, or
    dice on the clone's own RNG; `rerolls=False` switches off the re-rolls of powers (tests)."""
    plan = plan_for(state, action)
    if isinstance(plan, Illegal):
        raise IllegalAction(plan, action)
    handler = HANDLERS[action.kind]
    s = state.clone()
    if dice is None and handler.rolls:
        dice = Dice(s.own_rng())
    return s, handler.run(s, action, plan, dice, rerolls)

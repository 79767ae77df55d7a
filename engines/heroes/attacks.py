"""Attacks: which of a player's heroes in a place may attack a neighbouring place, and carrying the
attack out — a conquest when the place is empty, a hero fight when heroes defend it. The dice and
their explanations are in combat.py."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T

from . import combat
from .common import R_CONQUEST, R_OPEN, Plan
from .dispatch import applies, checks
from .params import edge_problem, place_param
from .state import HeroesState


@checks("attack")
def check_attack(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the attacking group, in card order."""
    frm = place_param(s, a, "from")
    if isinstance(frm, Illegal):
        return frm
    to = place_param(s, a, "to")
    if isinstance(to, Illegal):
        return to
    return attack_plan(s, a.seat, frm, to)


def attack_plan(s: HeroesState, seat: int, frm: str, to: str, mine: list[str] | None = None) -> list[str] | Illegal:
    """The heroes of `seat` in `frm` that attack `to` (those that have not fought; only 3+ points
    against a fortress), or why there can be no attack."""
    b = s.board
    if mine is None:
        mine = [h for h in s.heroes_at(frm) if s.hero_owner[h] == seat]
    if not mine:
        return Illegal(T("You have no heroes in {place}.", place=b.name[frm]), R_CONQUEST)
    group = [h for h in mine if h not in s.fought]
    if not group:
        return Illegal(T("Every hero of yours in {place} has already fought this turn.", place=b.name[frm]),
                       R_CONQUEST)
    if to == frm:
        return Illegal(T("A place cannot attack itself."), R_CONQUEST)
    if (frm, to) not in b.edge:
        return Illegal(T("{place} is not next to {other}.", place=b.name[to], other=b.name[frm]), R_CONQUEST)
    own = s.owner.get(to)
    if own == seat:
        return Illegal(T("You already hold {place}.", place=b.name[to]), R_CONQUEST)
    if own is None and b.side[to] == s.sides[seat]:
        if b.side[to] == "evil":
            return Illegal(T("{place} is an unoccupied evil place: just move in to open it up, no fight is needed.",
                             place=b.name[to]), R_OPEN)
        return Illegal(T("{place} is an unoccupied good place: just move in to open it up, no fight is needed.",
                         place=b.name[to]), R_OPEN)
    if b.is_fortress(to):
        group = [h for h in group if b.hero[h].points >= 3]
        if not group:
            return Illegal(T("Only heroes of 3 or more points may attack a fortress."), combat.R_FORTS)
    bad = edge_problem(s, frm, to, group)
    if bad is not None:
        return bad
    return group


@applies("attack", rolls=True)
def attack(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    frm, to = a["from"], a["to"]
    assert dice is not None   # the handler rolls, so apply always hands it dice
    if s.heroes_at(to):
        return combat.hero_fight(s, a.seat, frm, to, list(plan), dice, rerolls)
    return combat.conquer(s, a.seat, frm, to, list(plan), dice)

"""Drawing a hero card, the first step of every turn (unless a palantír is used instead)."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal, RollExplanation
from engines.core.i18n import T

from .common import GAME, R_DRAW, Plan, side_word
from .dispatch import applies, checks
from .state import HeroesState


@checks("draw")
def check_draw(s: HeroesState, a: Action) -> Plan | Illegal:
    """Always allowed in the draw phase (an empty deck or a full hand just draws nothing)."""
    return None


@applies("draw")
def draw(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    """The top card of the side's deck goes into the hand, unless the deck is empty or the hand full."""
    seat = a.seat
    b = s.board
    who = s.seat_name(seat)
    ev: list[Event] = []
    side = s.sides[seat]
    deck = s.decks[side]
    if not deck:
        ev.append(Event(T("The {side} deck is empty: {seat} draws nothing.", side=side_word(side), seat=who),
                        kind="draw", seat=seat))
    elif len(s.hands[seat]) >= s.options.hand_limit:
        ev.append(Event(T("{seat}'s hand is full ({n} cards): {seat} draws nothing.", seat=who, n=len(s.hands[seat])),
                        kind="draw", seat=seat))
    else:
        hid = deck.pop()
        s.hands[seat].append(hid)
        s.hero_owner[hid] = seat
        ev.append(Event(T("{seat} draws a hero card ({left} left in the {side} deck).", seat=who, left=len(deck),
                          side=side_word(side)), kind="draw", seat=seat, reveals=True))
        roll = RollExplanation(T("Draw the top card of the {side} deck", side=side_word(side)), [], "",
                               T("{hero} ({points} points)", hero=b.hero[hid].name, points=b.hero[hid].points),
                               T("{hero} goes into your hand.", hero=b.hero[hid].name), R_DRAW, GAME)
        ev.append(Event(T("You draw {hero}.", hero=b.hero[hid].name), kind="private", seat=seat,
                        visible_to=(seat,), roll=roll))
    s.phase = "campaign"
    return ev

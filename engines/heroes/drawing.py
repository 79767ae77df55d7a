"""Drawing a hero card, the first step of every turn (unless a palantír is used instead)."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal, RollExplanation

from .common import GAME, R_DRAW, Plan
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
        ev.append(Event("The {side} deck is empty: {seat} draws nothing.", {"side": side, "seat": who},
                        kind="draw", seat=seat))
    elif len(s.hands[seat]) >= s.options.hand_limit:
        ev.append(Event("{seat}'s hand is full ({n} cards): {seat} draws nothing.",
                        {"seat": who, "n": len(s.hands[seat])}, kind="draw", seat=seat))
    else:
        hid = deck.pop()
        s.hands[seat].append(hid)
        s.hero_owner[hid] = seat
        ev.append(Event("{seat} draws a hero card ({left} left in the {side} deck).",
                        {"seat": who, "left": len(deck), "side": side}, kind="draw", seat=seat, reveals=True))
        roll = RollExplanation(f"Draw the top card of the {side} deck", [], "",
                               f"{b.hero[hid].name} ({b.hero[hid].points} points)",
                               f"{b.hero[hid].name} goes into your hand.", R_DRAW, GAME)
        ev.append(Event("You draw {hero}.", {"hero": b.hero[hid].name}, kind="private", seat=seat,
                        visible_to=(seat,), roll=roll))
    s.phase = "campaign"
    return ev

"""Helpers shared by the War of the Ring card test modules: combat cards in a battle round."""
from __future__ import annotations

from typing import Any

from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.sample import find
from engines.war_of_the_ring.state import WotrState
from tests.scripted import scripted_dice


def offered(g, s, card):
    """The side to choose a combat card now may choose `card`."""
    return s.pending and s.pending[-1]["kind"] == "combat_card" and find(g, s, "combat_card", card=card) is not None


def reveal(g, s, card, *faces, picks=None):
    """Choose `card` as the combat card; the battle's dice show `faces` (and `picks` for draws)."""
    return g.apply_with(s, find(g, s, "combat_card", card=card), scripted_dice(*faces, picks=picks))


def battle_roll(ev):
    """The first battle roll among the events."""
    return next(e.roll for e in ev if e.roll and e.roll.purpose.startswith("Battle"))


def play(game: WarOfTheRingGame, s: WotrState, card: str, *faces: int, die: str | None = None,
         picks: list[str] | None = None):
    """Play `card` from the hand of the seat to move (with `die`, or the first die that may), rolling
    the scripted `faces`; returns (state, events)."""
    a = next((x for x in game.legal_actions(s) if x.kind == "play_card" and x["card"] == card
              and (die is None or x["die"] == die)), None)
    assert a is not None, f"{card} is not offered"
    return game.apply_with(s, a, scripted_dice(*faces, picks=picks))


def choose(game: WarOfTheRingGame, s: WotrState, pick: Any, *faces: int, picks: list[str] | None = None):
    """Answer the card's question (`card_choice`) with the option whose value is `pick`."""
    a = next((x for x in game.legal_actions(s) if x.kind == "card_choice" and x["pick"] == pick), None)
    assert a is not None, f"{pick!r} is not among {[x.get('pick') for x in game.legal_actions(s)]}"
    return game.apply_with(s, a, scripted_dice(*faces, picks=picks))

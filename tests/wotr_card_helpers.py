"""Helpers shared by the War of the Ring card test modules: combat cards in a battle round."""
from __future__ import annotations

from engines.war_of_the_ring.sample import find
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

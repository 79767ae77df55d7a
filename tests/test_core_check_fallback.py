"""The core's fallback `check` (for a game that does not write its own) never answers with a generic
sentence: it says whose turn it is, or that the kind of choice is not open, or that this choice is not
among those open."""
from __future__ import annotations

from engines.core import Action, Game
from tests.toy_game import ToyGame, ToyOptions


class PlainToy(ToyGame):
    check = Game.check   # the core's fallback instead of the toy's own reasons


def test_the_fallback_names_what_is_wrong():
    g = PlainToy()
    s = g.setup(ToyOptions(players=2), 3)
    assert g.check(s, Action.make("roll", 0, "Roll the die"))
    why = g.check(s, Action.make("roll", 1, "Roll the die"))
    assert not why and why.reason == "It is Player 1's turn, not yours."
    why = g.check(s, Action.make("stand", 0, "Stand"))
    assert not why and why.reason.startswith("Player 1 cannot do that kind of thing now; the choices open are: "
                                             "Roll the die")
    s.over = True
    why = g.check(s, Action.make("roll", 0, "Roll the die"))
    assert not why and why.reason == "The game is over: nobody is to move."

"""The War of the Ring engine's fast paths give the same answers as the slow ones they replace (issue #17).

`check` no longer lists every legal action to find the one asked about: for the use of a rolled action die it
looks only at what that die offers. On positions of seeded random games — two players and the four-player
team game — an action is accepted by `check` exactly when `legal_actions` lists it, for the actions open now,
for those open a moment earlier or later (mostly illegal now), and for the open ones with another die's face.
"""
from __future__ import annotations

import random

import pytest

from engines.core import Action, Ok
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions

FACES = ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye")


def _other_face(a: Action, face: str) -> Action:
    params = dict(a.params)
    params["die"] = face
    return Action(a.kind, a.seat, tuple(sorted(params.items())), a.label)


@pytest.mark.parametrize("players,seeds", [(2, range(4)), (4, range(1))])
def test_check_accepts_exactly_the_listed_actions(players, seeds):
    game = WarOfTheRingGame()
    compared = accepted = 0
    for seed in seeds:
        s = game.setup(WarOfTheRingOptions.model_validate({"players": players}), seed)
        rng = random.Random(seed)
        before: list[Action] = []
        n = 0
        while not s.over and n < 700:
            legal = game.legal_actions(s)
            if n % 2 == 0:
                dice = [a for a in legal if a.get("die")]
                asked = set(rng.sample(legal, min(6, len(legal)))) | set(rng.sample(before, min(6, len(before))))
                asked |= {_other_face(a, rng.choice(FACES)) for a in rng.sample(dice, min(6, len(dice)))}
                listed = set(legal)
                for a in asked:
                    ok = isinstance(game.check(s, a), Ok)
                    assert ok == (a in listed), (seed, n, a, game.check(s, a))
                    compared += 1
                    accepted += ok
            before = legal
            s, _ = game.apply(s, game.rollout_action(s, legal, rng))
            n += 1
    assert accepted > 300 and compared - accepted > 300

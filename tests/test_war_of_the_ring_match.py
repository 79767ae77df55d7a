"""The engine under the platform's Match and save format (without registering the game): actions
survive JSON and replay to the same game, events carry explanations for every roll."""
from __future__ import annotations

import json
import random

from engines.core import Match
from engines.core.saves import loads, to_data
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions

G = WarOfTheRingGame()


def test_a_match_saved_as_json_replays_to_the_same_state():
    m = Match(G, WarOfTheRingOptions(), 21)
    rng = random.Random(21)
    for _ in range(250):
        if m.outcome() is not None:
            break
        m.play(G.rollout_action(m.state, G.legal_actions(m.state), rng))
    data = json.loads(json.dumps(to_data(m)))
    assert data["game"] == "war_of_the_ring"
    again = loads(json.dumps(data))   # no seed: the save replays the chance as it fell
    s1, s2 = m.state, again.state
    assert (s1.units, s1.hands, s1.corruption, s1.turn, s1.pending) == (s2.units, s2.hands, s2.corruption,
                                                                        s2.turn, s2.pending)


def test_every_roll_event_explains_itself():
    m = Match(G, WarOfTheRingOptions(), 4)
    rng = random.Random(4)
    for _ in range(300):
        if m.outcome() is not None:
            break
        for e in m.play(G.rollout_action(m.state, G.legal_actions(m.state), rng)):
            if e.roll is not None:
                assert e.roll.purpose and e.roll.result and e.roll.rule and e.roll.game == "war_of_the_ring"
                assert e.text


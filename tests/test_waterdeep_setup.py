"""Set-up by player count: agents, starting gold by seat, a secret Lord, two quests and two intrigue cards
each, Cliffwatch Inn's four quests, Builder's Hall's three buildings, and every shuffle explained."""
from __future__ import annotations

import pytest

from engines.waterdeep.sample import GAME, fresh
from engines.waterdeep.state import HIDDEN


@pytest.mark.parametrize("players,agents", [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_setup_by_player_count(players, agents):
    s = fresh(players, seed=7)
    assert s.players == players
    assert s.agents == [agents] * players and s.pool == [agents] * players
    assert [t["gold"] for t in s.tavern] == [4, 5, 6, 7, 8][:players]
    assert all(t[k] == 0 for t in s.tavern for k in ("cleric", "fighter", "rogue", "wizard"))
    assert len(set(s.lords)) == players
    assert all(len(q) == 2 for q in s.quests)
    assert all(len(h) == 2 for h in s.hands)
    assert len([q for q in s.cliffwatch if q]) == 4
    assert len([b for b in s.hall if b]) == 3
    # round 1 already began: one VP token on each face-up building
    assert s.hall_vp == [1, 1, 1]
    assert s.round == 1 and s.first == 0 and GAME.to_move(s) == 0
    assert len(s.quest_deck) == 60 - 4 - 2 * players
    assert len(s.intrigue_deck) == 50 - 2 * players
    assert len(s.building_stack) == 24 - 3
    assert s.vp == [0] * players


def test_every_shuffle_and_deal_is_explained():
    s = fresh(3, seed=2)
    shuffles = [e for e in s.setup_events if e.roll and e.roll.purpose.startswith("Shuffle")]
    assert len(shuffles) == 4
    assert all(e.roll.rule == "setup" for e in shuffles)
    lords = [e for e in s.setup_events if e.template.startswith("Your Lord")]
    assert len(lords) == 3 and all(e.visible_to == (e.seat,) and e.roll for e in lords)
    draws = [e for e in s.setup_events if e.template.startswith("You draw")]
    assert len(draws) == 6 and all(e.visible_to == (e.seat,) and e.roll.result for e in draws)
    turned = [e for e in s.setup_events if "turned face up" in e.template]
    assert len(turned) == 7 and all(e.roll and e.roll.consequence for e in turned)


def test_same_seed_same_setup_different_seed_differs():
    a, b, c = fresh(4, 11), fresh(4, 11), fresh(4, 12)
    assert (a.lords, a.quests, a.hands, a.cliffwatch, a.hall) == (b.lords, b.quests, b.hands, b.cliffwatch, b.hall)
    assert (a.lords, a.quests, a.hands) != (c.lords, c.quests, c.hands)


def test_view_hides_lords_hands_and_deck_orders():
    s = fresh(3, 5)
    v = GAME.view(s, 1)
    assert v.lords[1] == s.lords[1] and v.lords[0] == HIDDEN and v.lords[2] == HIDDEN
    assert v.hands[1] == s.hands[1] and v.hands[0] == [HIDDEN, HIDDEN]
    assert set(v.quest_deck) == {HIDDEN} and set(v.intrigue_deck) == {HIDDEN} and set(v.building_stack) == {HIDDEN}
    assert v.quests == s.quests and v.cliffwatch == s.cliffwatch
    assert all(e.visible(1) for e in v.setup_events)


def test_determinize_fills_hidden_cards_consistently():
    s = fresh(4, 5)
    v = GAME.view(s, 2)
    d = GAME.determinize(v, 2, seed=99)
    assert d.lords[2] == s.lords[2] and HIDDEN not in d.lords and len(set(d.lords)) == 4
    assert d.hands[2] == s.hands[2] and all(HIDDEN not in h and len(h) == 2 for h in d.hands)
    from collections import Counter
    cards = Counter(d.intrigue_deck + d.intrigue_discard + [c for h in d.hands for c in h])
    assert cards == Counter(s.data.intrigue_cards)
    assert sorted(d.quest_deck) == sorted(s.quest_deck)
    assert sorted(d.building_stack) == sorted(s.building_stack)
    # the determinised state plays on
    assert GAME.legal_actions(d)

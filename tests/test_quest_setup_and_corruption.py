"""Set-up, the corruption line, Sauron and elimination (assets/rules/quest.md#setup, #corruption-line)."""
from __future__ import annotations

import pytest
from quest_helpers import act, at, new_game, script, texts

from engines.quest import effects as fx


@pytest.mark.parametrize("difficulty,space", [("easy", 15), ("normal", 12), ("hard", 10)])
def test_sauron_starts_by_difficulty(difficulty, space):
    assert new_game(difficulty=difficulty).sauron == space


@pytest.mark.parametrize("players,ids", [(2, ["frodo", "sam"]), (3, ["frodo", "sam", "merry"]),
                                         (5, ["frodo", "sam", "merry", "pippin", "fatty"])])
def test_frodo_and_sam_always_then_merry_pippin_fatty(players, ids):
    assert [h.id for h in new_game(players).hobbits] == ids


def test_bag_end_deals_six_cards_each_then_frodo_prepares():
    s = new_game(4)
    assert [len(h.hand) for h in s.hobbits] == [6, 6, 6, 6]
    assert len(s.deck) == 60 - 24
    assert s.bearer == 0 and s.ask.kind == "prepare" and s.ask.seat == 0
    assert all(h.pos == 0 for h in s.hobbits)


def test_preparations_roll_then_four_cards_handed_out_by_the_ring_bearer():
    s = new_game(2)
    script(s, "dark1")
    events = act(s, "prepare", go=True)
    assert any(e.roll is not None for e in events)
    assert s.hobbits[0].pos == 1
    cards = list(s.ask.data["cards"])
    assert s.ask.kind == "hand_out" and len(cards) == 4
    for card in cards:
        act(s, "hand_out", card=card, to=1)
    assert sum(1 for c in cards if c in s.hobbits[1].hand) == 4
    assert s.ask.kind == "pay"        # the Nazgûl appears: one hobbit discards two Hiding symbols


def test_expansion_route_starts_at_bree_with_thirty_foes_and_eight_gandalf_cards():
    s = new_game(expansion=True)
    assert s.route[1] == "bree" and len(s.foe_deck) == 30 and len(s.gandalf) == 8
    base = new_game(expansion=False)
    assert base.route[1] == "rivendell" and base.foe_deck == [] and len(base.gandalf) == 5


def test_sauron_moving_onto_a_hobbit_eliminates_it_and_the_ring_bearer_ends_the_game():
    s = at("moria", expansion=False)
    s.hobbits[1].pos = 3
    s.sauron = 5
    events = fx.sauron(s, 2)
    assert s.hobbits[1].out and not s.over
    assert "Sauron reaches Sam: Sam is out of the game." in texts(events)
    s.hobbits[0].pos = 2
    fx.sauron(s, 1)
    assert s.hobbits[0].out and s.over and s.end == "bearer"


def test_a_hobbit_stepping_onto_or_past_sauron_is_eliminated():
    s = at("moria", expansion=False, hands=[[], ["hiding.white.1"], []])
    s.sauron = 6
    s.hobbits[1].pos = 4
    fx.darkness(s, 1, 3)
    assert s.hobbits[1].out and s.hobbits[1].hand == [] and "hiding.white.1" in s.discard
    assert s.hobbits[1].pos == 7 and not s.over


def test_shields_and_tokens_of_a_fallen_hobbit_go_back_to_the_supply():
    s = at("moria", expansion=False)
    h = s.hobbits[2]
    supply, tokens = s.shield_supply, dict(s.token_supply)
    fx.give_shields(s, 2, 1)
    fx.give_token(s, 2, "heart")
    s.sauron = h.pos + 1
    fx.darkness(s, 2, 1)
    assert h.out and s.shield_supply == supply and s.token_supply == tokens


def test_expert_variant_loses_when_any_hobbit_falls():
    s = at("moria", expansion=False, expert=True)
    s.sauron = 1
    s.hobbits[2].pos = 0
    fx.darkness(s, 2, 1)
    assert s.over and s.end == "expert"


def test_healing_stops_at_the_light_and_sauron_at_zero():
    s = at("moria")
    s.hobbits[0].pos = 1
    fx.heal(s, 0, 2)
    assert s.hobbits[0].pos == 0
    s.hobbits[1].out = s.hobbits[2].out = True
    s.sauron = 3
    fx.sauron(s, 1)
    assert s.sauron == 2 and not s.over


def test_the_die_faces_and_what_each_does():
    s = at("moria", expansion=False, hands=[["fighting.white.1", "fighting.white.2", "hiding.grey.1"], [], []])
    script(s, "eye", "dark2", "two_cards", "blank")
    before = s.sauron
    face, events = fx.roll(s, 0, "test")
    assert face == "eye" and s.sauron == before - 1
    assert events[0].roll is not None and "Sauron moves one step" in events[0].roll.text()
    fx.roll(s, 0, "test")
    assert s.hobbits[0].pos == 2
    fx.roll(s, 0, "test")          # base game: the two-cards face makes the roller discard two cards
    assert s.queue[0] == ("discard", 0, 2)
    face, _ = fx.roll(s, 0, "test")
    assert face == "blank"


def test_the_two_cards_face_brings_two_foes_with_friends_and_foes():
    s = at("bree")
    script(s, "two_cards")
    fx.roll(s, 0, "test")
    assert s.queue[0] == ("foes", 2)
    from engines.quest import flow
    s.ask = None
    flow.run(s, [])
    assert len(s.foe_line) == 2 and len(s.foe_deck) == 28

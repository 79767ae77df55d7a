"""A turn on a scenario board: event tiles until an activity shows, then cards (one white, one grey), or draw 2,
or heal 1, or (Friends & Foes) a free defeat; the Ring (assets/rules/quest.md#turn, #the-ring)."""
from __future__ import annotations

import pytest
from quest_helpers import act, at, can, find, script, texts

from engines.quest import play


def test_tiles_are_revealed_until_an_activity_tile_moves_its_line():
    s = at("moria", expansion=False, hands=[[], ["friendship.white.1"], []], tiles=["sundial.1", "hiding.1"])
    act(s, "reveal")
    # Speak, friend, and enter: the group pays a Friendship and a joker symbol, or Sauron moves; only Sam can give
    assert s.event_pos == 1 and s.ask.kind == "pay" and s.ask.seat == 1
    act(s, "decline")
    assert s.sauron == 14 and s.ask.kind == "tiles" and s.ask.seat == 0
    act(s, "reveal")
    assert s.markers["hiding"] == 1 and s.ask.kind == "play"
    assert "book" in s.hobbits[0].hand                   # the Hiding line's first space: the Book of Mazarbul


def test_an_activity_the_board_lacks_moves_nothing():
    s = at("moria", expansion=False, tiles=["friendship.1"])
    events = act(s, "reveal")
    assert "Moria has no line for Friendship: nothing moves." in texts(events)
    assert s.ask.kind == "play"


def test_the_first_tile_of_a_turn_showing_a_line_brings_a_foe_first():
    s = at("bree", tiles=["hiding.1"])
    act(s, "reveal")
    assert len(s.foe_line) == 1 and s.markers["hiding"] == 1


def test_later_tiles_of_the_turn_bring_no_foe():
    s = at("bree", tiles=["ring_dark.1", "hiding.1"])
    act(s, "reveal")
    act(s, "reveal")
    assert s.foe_line == [] and s.markers["hiding"] == 1


def test_one_white_and_one_grey_card_at_most():
    s = at("moria", expansion=False, hands=[[], ["fighting.white.1", "fighting.white.2", "fighting.grey.1"], []],
           tiles=["travelling.1"])
    s.active = s.ask.seat = 1
    act(s, "reveal")
    act(s, "play_card", card="fighting.white.1", line="main")
    assert not can(s, "play_card", card="fighting.white.2")
    verdict = play.check(s, play.Action.make("play_card", 1, card="fighting.white.2", line="main"))
    assert not verdict and "at most one white and one grey" in verdict.reason
    act(s, "play_card", card="fighting.grey.1", line="main")
    assert s.markers["main"] == 2 and s.ask.kind == "tiles" and s.active == 2


def test_pippin_plays_two_cards_of_one_colour():
    s = at("moria", players=4, expansion=False,
           hands=[[], [], [], ["fighting.white.1", "fighting.white.2"]], tiles=["travelling.1"])
    s.active = s.ask.seat = 3
    act(s, "reveal")
    act(s, "play_card", card="fighting.white.1", line="main")
    assert can(s, "play_card", card="fighting.white.2", line="main")


def test_a_card_whose_symbol_has_no_open_line_is_refused_with_the_reason():
    s = at("moria", expansion=False, hands=[[], [], ["friendship.grey.1"]], tiles=["travelling.1"])
    s.active = s.ask.seat = 2
    act(s, "reveal")
    assert not can(s, "play_card", card="friendship.grey.1")
    verdict = play.check(s, play.Action.make("play_card", 2, card="friendship.grey.1", line="hiding"))
    assert not verdict and "does not fit the Hiding line" in verdict.reason and verdict.rule == "activity-lines"


def test_a_joker_goes_on_any_open_line_and_frodos_white_cards_are_jokers():
    s = at("moria", expansion=False, hands=[["fighting.white.1", "joker.grey.1"], [], []], tiles=["travelling.1"])
    act(s, "reveal")
    assert can(s, "play_card", card="fighting.white.1", line="hiding")
    assert can(s, "play_card", card="joker.grey.1", line="travelling")
    act(s, "play_card", card="joker.grey.1", line="hiding")
    assert s.markers["hiding"] == 1


@pytest.mark.parametrize("hobbit_seat,card,line", [(1, "hiding.grey.1", "main"), (2, "fighting.grey.1", "hiding")])
def test_sams_hiding_and_merrys_fighting_count_as_jokers(hobbit_seat, card, line):
    hands = [[], [], []]
    hands[hobbit_seat] = [card]
    s = at("moria", expansion=False, hands=hands, tiles=["travelling.1"])
    s.active = s.ask.seat = hobbit_seat
    act(s, "reveal")
    assert can(s, "play_card", card=card, line=line)


def test_a_card_with_several_symbols_moves_a_line_once_per_symbol():
    s = at("moria", expansion=False, hands=[["aragorn"], [], []], tiles=["friendship.1"])
    s.piles["rivendell"].remove("aragorn") if "aragorn" in s.piles["rivendell"] else None
    act(s, "reveal")
    act(s, "play_card", card="aragorn", line="main")
    assert s.markers["main"] == 3


def test_draw_two_or_heal_one_instead_of_cards():
    s = at("moria", expansion=False, tiles=["hiding.1", "hiding.2"])
    act(s, "reveal")
    act(s, "draw_cards")
    assert len(s.hobbits[0].hand) == 2 + 1         # the Book from the Hiding line, and two cards
    s.hobbits[1].pos = 3
    act(s, "reveal")
    act(s, "heal")
    assert s.hobbits[1].pos == 2


def test_no_drawing_after_a_card_was_played():
    s = at("moria", expansion=False, hands=[["fighting.white.1"], [], []], tiles=["hiding.1"])
    act(s, "reveal")
    act(s, "play_card", card="fighting.white.1", line="main")
    assert not can(s, "draw_cards") and can(s, "end_turn")


@pytest.mark.parametrize("face,moves", [("blank", 4), ("eye", 3), ("dark1", 3), ("dark2", 2), ("two_cards", 2),
                                        ("dark3", 1)])
def test_the_ring_moves_a_line_four_minus_the_symbols_rolled(face, moves):
    s = at("moria", expansion=False, tiles=["hiding.1"])
    act(s, "reveal")
    script(s, face, *(["blank"] * 6))
    act(s, "ring", line="travelling")
    assert s.markers["travelling"] == moves
    assert not can(s, "ring", line="hiding")             # once per board


def test_only_the_ring_bearer_puts_on_the_ring():
    s = at("moria", expansion=False, tiles=["hiding.1"])
    s.active = s.ask.seat = 1
    act(s, "reveal")
    assert not can(s, "ring", line="travelling")


def test_the_free_defeat_is_instead_of_cards_once_per_turn():
    s = at("bree", tiles=["sundial.1", "hiding.1"])
    s.foe_line = [s.foe_deck.pop(), s.foe_deck.pop()]
    s.first_tile = False
    act(s, "reveal")
    while s.ask.kind == "pay":
        act(s, "decline")
    act(s, "reveal")
    first = s.foe_line[0]
    act(s, "free_defeat")
    assert s.defeated == [first] and s.ask.kind == "tiles" and s.active == 1


def test_turns_go_clockwise_and_skip_fallen_hobbits():
    s = at("moria", expansion=False, tiles=["hiding.1", "hiding.2"])
    s.hobbits[1].out = True
    act(s, "reveal")
    act(s, "draw_cards")
    assert s.active == 2
    assert find(s, "reveal").seat == 2


def test_a_tile_for_a_line_the_board_lacks_is_explained_as_moving_nothing():
    s = at("helms_deep", expansion=False, tiles=["hiding.1"])      # Helm's Deep has no Hiding line
    events = act(s, "reveal")
    tile = next(e for e in events if e.kind == "tile")
    assert tile.roll.consequence == "this board has no Hiding line: nothing moves"
    assert "Helm's Deep has no line for Hiding: nothing moves." in [e.text for e in events]
    s = at("moria", expansion=False, tiles=["hiding.1"])
    tile = next(e for e in act(s, "reveal") if e.kind == "tile")
    assert tile.roll.consequence == "the Hiding line moves one space"

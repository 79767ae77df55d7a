"""Friends & Foes: the foe line, foes appearing, the three ways to defeat them, the loss at eight and the victory
in war (assets/rules/quest.md#foes, #foe-line, #defeating-foes)."""
from __future__ import annotations

from quest_helpers import act, at, can, script, texts

from engines.quest import effects as fx


def line_of(s, *foes):
    for f in foes:
        s.foe_deck.remove(f)
    s.foe_line = list(foes)


def deck_top(s, *foes):
    """These foes come next, the first named first."""
    for f in foes:
        s.foe_deck.remove(f)
    s.foe_deck.extend(reversed(foes))


def test_the_seeds_worked_example():
    """The seed's example, step by step: three foes at the start of the turn; the first tile shows a line, so a
    foe must appear; Lagduf is defeated first with two Fighting symbols; the new foe, the Mountain-Trolls, asks for
    every shield, and with none it is defeated at once; the line reaches a die space and the die shows two foes;
    before that, the Wolf Riders are defeated by two steps into darkness; of the two new foes Haradrim is defeated
    with a ring token and Shagrat's Patrol, which asks for a roll, is defeated instead of playing cards. With no
    yellow card in hand, one foe is left on the line."""
    s = at("bree", hands=[[], ["fighting.grey.1", "fighting.white.1", "travelling.grey.1"], []],
           tiles=["travelling.1"])
    line_of(s, "lagduf", "wolf_riders", "black_rider")
    deck_top(s, "mountain_trolls", "shagrats_patrol", "haradrim")
    s.active = s.ask.seat = 1
    sam = s.hobbits[1]
    sam.tokens["ring"] = 1
    s.token_supply["ring"] -= 1
    s.markers["main"] = 3                          # the next Travelling step lands on a die space
    act(s, "reveal")
    assert s.ask.kind == "moment" and s.foe_line[0] == "lagduf"
    act(s, "fight")
    act(s, "give", item="card:fighting.grey.1")
    act(s, "give", item="card:fighting.white.1")
    assert s.defeated == ["lagduf"] and s.ask.kind == "moment"
    act(s, "go_on")
    assert s.foe_line[0] == "mountain_trolls" and s.ask.kind == "moment"
    act(s, "fight")                                # no shields to give up: defeated at once
    assert s.defeated == ["lagduf", "mountain_trolls"]
    script(s, "two_cards", "blank")
    act(s, "go_on")                                # the line moves onto the die space: two foes are coming
    assert s.markers["main"] == 4 and s.ask.kind == "moment" and s.foe_line[0] == "wolf_riders"
    act(s, "fight")
    assert sam.pos == 2 and "wolf_riders" in s.defeated
    act(s, "go_on")
    assert s.foe_line[:2] == ["haradrim", "shagrats_patrol"]
    act(s, "fight")
    assert "haradrim" in s.defeated and sam.tokens["ring"] == 0
    while s.ask.kind == "moment":
        act(s, "go_on")
    assert s.ask.kind == "play" and s.foe_line[0] == "shagrats_patrol"
    act(s, "free_defeat")
    assert s.foe_line == ["black_rider"]
    assert s.defeated == ["lagduf", "mountain_trolls", "wolf_riders", "haradrim", "shagrats_patrol"]


def test_foes_come_onto_the_line_from_the_right_the_newest_on_the_left():
    s = at("bree")
    deck_top(s, "lagduf", "snaga", "crebain")
    fx.foes_appear(s, 3)
    assert s.foe_line == ["crebain", "snaga", "lagduf"]


def test_only_the_leftmost_foe_can_be_fought_and_the_line_closes_up():
    s = at("bree", tiles=["hiding.1"])
    line_of(s, "snaga", "grishnakh")
    s.hobbits[0].shields = 3
    s.shield_supply -= 3
    s.first_tile = False
    act(s, "reveal")
    act(s, "fight")
    assert s.defeated == ["snaga"] and s.foe_line[-1] == "grishnakh" and s.hobbits[0].shields == 2


def test_a_foe_that_cannot_be_paid_cannot_be_fought():
    s = at("bree", tiles=["hiding.1"])
    line_of(s, "cave_troll")
    s.first_tile = False
    act(s, "reveal")
    assert not can(s, "fight")


def test_fire_brand_defeats_any_foe_on_the_line():
    s = at("bree", hands=[["fire_brand"], [], []], tiles=["ring_dark.1", "hiding.1"])
    line_of(s, "snaga", "cave_troll", "olog_hai")
    act(s, "yellow", card="fire_brand", foe="cave_troll")
    assert s.foe_line == ["snaga", "olog_hai"] and "fire_brand" in s.discard


def test_gandalfs_fire_storm_defeats_any_two():
    s = at("bree", tiles=["hiding.1"])
    line_of(s, "snaga", "cave_troll", "olog_hai")
    s.hobbits[0].shields = 3
    s.hobbits[1].shields = 2
    s.shield_supply -= 5
    act(s, "gandalf", card="fire_storm", foes=["snaga", "olog_hai"])
    assert s.foe_line == ["cave_troll"] and "fire_storm" not in s.gandalf and s.team_shields() == 0


def test_merrys_courage_defeats_every_foe_asking_for_life_tokens():
    s = at("bree", tiles=["hiding.1"])
    line_of(s, "haradrim", "snaga", "easterlings")
    s.active = s.ask.seat = 2
    act(s, "ability")
    assert s.foe_line == ["snaga"] and s.hobbits[2].ability_used
    assert not can(s, "ability")


def test_eight_foes_at_the_end_of_a_turn_lose_the_game():
    s = at("bree", tiles=["hiding.1"])
    line_of(s, *s.foe_deck[-7:])
    act(s, "reveal")                              # first tile shows a line: the eighth foe
    while s.ask.kind == "moment":
        act(s, "go_on")
    assert len(s.foe_line) == 8 and not s.over
    act(s, "draw_cards")
    assert s.over and s.end == "foes"


def test_eight_foes_on_the_master_board_do_not_end_the_game():
    from engines.quest import play
    s = at("rivendell")
    line_of(s, *s.foe_deck[-9:])
    while s.location == "rivendell":
        assert not s.over
        options = [a for a in play.legal_actions(s) if a.kind not in ("gandalf", "yellow", "fight", "ability")]
        play.apply(s, options[0])
    assert s.location == "moria" and not s.over and len(s.foe_line) >= 8


def test_an_empty_foe_deck_brings_no_more_foes():
    s = at("bree")
    s.foe_deck = ["snaga"]
    events = fx.foes_appear(s, 2)
    assert s.foe_line == ["snaga"] and "The foe deck is empty: no more foes come." in texts(events)


def test_all_thirty_defeated_at_the_end_of_a_turn_is_victory_in_war():
    s = at("bree", tiles=["hiding.1"])
    s.first_tile = False
    s.defeated = list(s.foe_deck[:-1])
    s.foe_line = [s.foe_deck[-1]]
    s.foe_deck = []
    act(s, "reveal")
    act(s, "free_defeat")
    assert s.over and s.end == "war"


def test_stopping_to_pay_a_foe_gives_the_cards_back_and_it_is_not_fought_again_that_turn():
    s = at("bree", hands=[["fighting.grey.1", "fighting.white.1"], [], []], tiles=["hiding.1"])
    line_of(s, "lagduf")
    s.first_tile = False
    act(s, "fight")
    act(s, "give", item="card:fighting.grey.1")
    act(s, "decline")
    assert sorted(s.hobbits[0].hand) == ["fighting.grey.1", "fighting.white.1"] and s.foe_line == ["lagduf"]
    assert s.ask.kind == "tiles" and not can(s, "fight")

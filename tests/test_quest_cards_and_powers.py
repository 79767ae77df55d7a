"""Gandalf's cards, the yellow feature cards, the ability cards and the event tiles
(assets/rules/quest.md#gandalf, #feature-cards, #characters, #event-tiles)."""
from __future__ import annotations

from quest_helpers import act, at, can, script, texts

from engines.quest import effects as fx


def with_shields(s, *values):
    for h, v in zip(s.hobbits, values, strict=False):
        h.shields = v
        s.shield_supply -= v
    return s


def test_gandalf_costs_five_shields_from_the_caller_first_and_is_used_once():
    s = with_shields(at("moria", expansion=False, tiles=["hiding.1"]), 2, 4, 0)
    s.hobbits[0].pos = 3
    act(s, "gandalf", card="healing")
    assert s.hobbits[0].pos == 1 and [h.shields for h in s.hobbits] == [0, 1, 0]
    assert "healing" not in s.gandalf and not can(s, "gandalf", card="healing")


def test_gandalf_needs_five_shields_in_the_team():
    s = with_shields(at("moria", expansion=False, tiles=["hiding.1"]), 2, 2, 0)
    assert not can(s, "gandalf", card="persistence")


def test_persistence_draws_four_and_magic_turns_the_next_event_aside():
    s = with_shields(at("moria", expansion=False, tiles=["sundial.1"]), 10, 0, 0)
    act(s, "gandalf", card="persistence")
    assert len(s.hobbits[0].hand) == 4
    act(s, "gandalf", card="magic")
    act(s, "reveal")
    assert s.sauron == 15 and s.event_pos == 1


def test_guidance_moves_a_line_two_spaces():
    s = with_shields(at("moria", expansion=False, tiles=["hiding.1"]), 5, 0, 0)
    act(s, "gandalf", card="guidance", line="travelling")
    assert s.markers["travelling"] == 2


def test_foresight_shows_the_top_three_tiles_and_puts_them_back_in_the_chosen_order():
    s = with_shields(at("moria", expansion=False, tiles=["sundial.1", "hiding.1", "fighting.1"]), 5, 0, 0)
    act(s, "gandalf", card="foresight")
    assert s.ask.kind == "foresight" and s.ask.data["tiles"] == ["sundial.1", "hiding.1", "fighting.1"]
    act(s, "foresight", order=[2, 1, 0])
    assert s.tiles[-3:] == ["sundial.1", "hiding.1", "fighting.1"]          # the last is on top
    assert s.ask.kind == "tiles"
    act(s, "reveal")
    assert s.markers["main"] == 1


def test_defiance_holds_sauron_once_and_immunity_blanks_the_next_roll():
    s = with_shields(at("bree", tiles=["hiding.1"]), 10, 0, 0)
    act(s, "gandalf", card="defiance")
    fx.sauron(s, 3)
    assert s.sauron == 15
    fx.sauron(s, 1)
    assert s.sauron == 14
    act(s, "gandalf", card="immunity")
    face, events = fx.roll(s, 0, "test")
    assert face == "blank" and "Immunity" in texts(events)[0]


def test_mithril_turns_the_next_die_result_aside():
    s = at("moria", expansion=False, hands=[["mithril"], [], []], tiles=["hiding.1"])
    act(s, "yellow", card="mithril")
    script(s, "dark3", "dark3")
    fx.roll(s, 0, "test")
    assert s.hobbits[0].pos == 0
    fx.roll(s, 0, "test")
    assert s.hobbits[0].pos == 3


def test_miruvor_gives_a_card_to_another_hobbit_seen_only_by_the_two():
    s = at("moria", expansion=False, hands=[["miruvor", "hiding.grey.1"], [], []], tiles=["hiding.1"])
    events = act(s, "yellow", card="miruvor", gift="hiding.grey.1", to=2)
    assert s.hobbits[2].hand == ["hiding.grey.1"]
    secret = next(e for e in events if "hiding" in str(e.params) or "Hiding" in e.text)
    assert secret.visible_to == (0, 2)


def test_lembas_draws_up_to_six_and_the_elessar_heals():
    s = at("moria", expansion=False, hands=[["lembas", "elessar"], [], []], tiles=["hiding.1"])
    s.hobbits[0].pos = 2
    act(s, "yellow", card="elessar")
    assert s.hobbits[0].pos == 1
    act(s, "yellow", card="lembas")
    assert len(s.hobbits[0].hand) == 6


def test_bill_the_pony_is_not_played():
    s = at("bree", hands=[["bill_the_pony"], [], []], tiles=["hiding.1"])
    assert not can(s, "yellow", card="bill_the_pony")


def test_frodos_determination_moves_a_line_and_he_takes_its_reward():
    s = at("moria", tiles=["hiding.1"])
    act(s, "ability", line="hiding")
    assert s.markers["hiding"] == 1 and "book" in s.hobbits[0].hand and s.hobbits[0].ability_used


def test_sams_bravery_replaces_the_next_event_with_his_roll():
    s = at("moria", tiles=["hiding.1", "hiding.2", "sundial.1"])
    s.foe_deck = []
    act(s, "reveal")
    act(s, "draw_cards")
    act(s, "ability")
    script(s, "dark1")
    act(s, "reveal")
    act(s, "draw_cards")
    act(s, "reveal")
    assert s.event_pos == 1 and s.sauron == 15 and s.hobbits[1].pos == 1


def test_pippins_fervour_four_cards_in_one_turn():
    cards = ["fighting.white.1", "fighting.white.2", "fighting.grey.1", "fighting.grey.2"]
    s = at("moria", players=4, hands=[[], [], [], cards], tiles=["hiding.1"])
    s.active = s.ask.seat = 3
    act(s, "reveal")
    act(s, "ability")
    for c in cards:
        act(s, "play_card", card=c, line="main")
    assert s.markers["main"] == 4 and s.active == 0


def test_fattys_wit_pays_three_shields_or_fewer():
    s = at("bree", players=5, tiles=["hiding.1"])
    s.foe_line = ["uruk_hai"]
    s.foe_deck.remove("uruk_hai")
    s.active = s.ask.seat = 4
    s.first_tile = False
    act(s, "fight")
    act(s, "give", item="wit")
    assert s.defeated == ["uruk_hai"] and s.hobbits[4].ability_used


def test_the_ring_tile_darkens_the_ring_bearer():
    s = at("moria", expansion=False, tiles=["ring_dark.1"])
    s.active = s.ask.seat = 1
    act(s, "reveal")
    assert s.hobbits[0].pos == 1 and s.hobbits[1].pos == 0


def test_the_eye_or_darkness_tile():
    s = at("moria", expansion=False, tiles=["eye_or_dark.1"])
    act(s, "reveal")
    act(s, "take")
    assert s.hobbits[0].pos == 2 and s.sauron == 15


def test_the_three_cards_tile_else_the_next_event():
    s = at("moria", expansion=False, hands=[["hiding.grey.1", "hiding.grey.2", "hiding.grey.3"], [], []],
           tiles=["three_cards.1"])
    act(s, "reveal")
    for c in ["hiding.grey.1", "hiding.grey.2", "hiding.grey.3"]:
        act(s, "give", item="card:" + c)
    assert s.event_pos == 0
    s = at("moria", expansion=False, tiles=["three_cards.1"])
    act(s, "reveal")
    assert s.event_pos == 1


def test_the_card_token_shield_tile():
    s = at("moria", expansion=False, hands=[["hiding.grey.1"], [], []], tiles=["card_token_shield.1"])
    s.hobbits[0].tokens["sun"] = 1
    s.token_supply["sun"] -= 1
    with_shields(s, 1, 0, 0)
    act(s, "reveal")
    act(s, "give", item="card:hiding.grey.1")
    act(s, "give", item="token:sun")
    act(s, "give", item="shields")
    assert s.event_pos == 0 and s.hobbits[0].shields == 0 and s.token_supply["sun"] == 3

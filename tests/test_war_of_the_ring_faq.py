"""The seed's FAQ, one test per answer, in the seed's order."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice


def test_faq_1_an_army_moves_again_only_with_another_die():
    g, s = new_game()
    arrange(s, clear=True, units={("minas_tirith", "gondor"): (2, 0, 0), ("pelargir", "gondor"): (1, 0, 0)})
    s = action_phase(s, fp=("army_muster", "army_muster"), sh=("muster", "muster"))
    s, _ = g.apply(s, find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=2))
    assert find(g, s, "move_army2", frm="osgiliath") is None        # not twice with the same die
    s, _ = g.apply(s, find(g, s, "done"))
    s, _ = g.apply(s, find(g, s, "discard_die"))
    assert find(g, s, "move_army", frm="osgiliath") is not None      # again with a second die


def test_faq_2_no_separation_in_mordor_and_separating_effects_eliminate():
    g, s = new_game()
    s.ring_region, s.mordor = "morannon", 1
    s.companions, s.guide = ["peregrin", "meriadoc"], "peregrin"
    s = action_phase(s, fp=("character",), sh=("muster",), hunt_shadow=1)
    assert find(g, s, "separate") is None and find(g, s, "separate_group") is None
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_08"]))
    s, _ = g.apply(s, find(g, s, "guide_ability"))
    assert "peregrin" in s.eliminated and "peregrin" not in s.chars


def test_faq_3_eyes_go_to_the_hunt_box_and_are_no_action():
    g, s = new_game()
    s, _ = g.apply(s, find(g, s, "end_fellowship_phase"))
    s, _ = g.apply_with(s, find(g, s, "allocate", dice=0), scripted_dice(1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1))
    assert s.hunt_shadow == 3 and "eye" not in s.rolled[SH] and len(s.rolled[SH]) == 4


def test_faq_4_extra_tile_for_each_shadow_stronghold_on_the_path():
    g, s = new_game()
    s.ring_region, s.progress = "dagorlad", 2
    s, _ev = g.apply_with(s, find(g, s, "declare", to="gorgoroth"), scripted_dice(picks=["standard_15"]))
    assert s.hunt_drawn == ["standard_15"]


def test_faq_5_a_passive_nation_cannot_go_straight_to_war():
    g, s = new_game()
    s.political["north"] = 1
    s = action_phase(s, fp=("muster",), sh=("muster",))
    assert find(g, s, "politics", nation="north") is None


def test_faq_6_a_one_always_fails_and_a_six_always_hits():
    g, s = new_game()
    s = action_phase(s, fp=("character",), sh=("muster",), hunt_shadow=1, hunt_fp=5)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(1))
    assert "0 success" in next(e.roll for e in ev if e.roll).result


def test_faq_7_two_cards_in_phase_one_then_the_hand_limit():
    g, s = new_game()
    assert all(len(h) == 2 for h in s.hands.values())
    s = action_phase(s, fp=("event",), sh=(), hands=True)
    s, _ = g.apply(s, find(g, s, "draw_card", deck="character"))
    assert len(s.hands[FP]) == 2 + 1 + 2     # Event die, then turn 2's phase 1


def test_faq_8_siege_one_round_extended_per_elite():
    g, s = new_game()
    arrange(s, clear=True, units={("minas_tirith", "sauron"): (3, 2, 0), ("minas_tirith", "gondor"): (5, 0, 0)},
            political={"sauron": 0})
    s.sieges["minas_tirith"] = FP
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH)
    s, _ = g.apply_with(s, find(g, s, "attack", to="minas_tirith"), scripted_dice(2, 2, 2, 2, 2, 2, 2, 2, 2, 2))
    s, _ = g.apply_with(s, find(g, s, "extend_siege"), scripted_dice(2, 2, 2, 2, 2, 2, 2, 2, 2, 2))
    s, _ = g.apply_with(s, find(g, s, "extend_siege"), scripted_dice(2, 2, 2, 2, 2, 2, 2, 2, 2, 2))
    assert s.units[("minas_tirith", "sauron")] == (5, 0, 0)
    assert s.battle is None                    # no elite left: the siege battle ends


def test_faq_9_rings_never_make_will_of_the_west_but_may_make_an_eye():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("army",))
    assert not g.check(s, Action.make("elven_ring", 0, die="muster", to="will_of_the_west"))
    s.rings[SH] = 1
    s = action_phase(s, fp=("muster",), sh=("army", "army"), side=SH)
    assert find(g, s, "elven_ring", to="eye") is not None


def test_faq_10_strider_keeps_the_first_moving_die_out_of_the_box():
    g, s = new_game(first_guide="strider")
    s = action_phase(s, fp=("character", "character"), sh=("muster", "muster"))
    s, _ = g.apply(s, find(g, s, "move_fellowship"))
    assert s.hunt_fp == 0

"""The Free Peoples Strategy deck (fp_strategy_01..24): events with preconditions met and unmet, and the
combat cards in battle (met and unmet)."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, give, new_game, options
from tests.scripted import scripted_dice
from tests.wotr_card_helpers import battle_roll, choose, offered, play, reveal


def table(*hand, fp=("event", "event"), sh=(), clear=False):
    g, s = new_game()
    if clear:
        arrange(s, clear=True)
    s = action_phase(s, fp=fp, sh=sh, hands=False)
    s.guide = "strider"          # (Gandalf the Grey would draw a card after each Event-die play)
    give(s, FP, *hand)
    return g, s


def refused(g, s, card, words):
    assert find(g, s, "play_card", card=card) is None
    why = g.check(s, Action.make("play_card", 0, "", die=s.rolled[FP][0], card=card))
    assert not why and words in why.reason, why


def battle(card, *, fp=(3, 0, 0), sh=(3, 0, 0), at="north_ithilien", frm="dagorlad", fp_nation="gondor",
           chars=None):
    g, s = new_game()
    arrange(s, clear=True, units={(frm, "sauron"): sh, (at, fp_nation): fp}, chars=chars or {},
            political={"sauron": 0})
    s = action_phase(s, sh=("army",), side=SH, hands=False)
    give(s, FP, card)
    s, _ = g.apply(s, find(g, s, "attack", frm=frm, to=at))
    return g, s


# ------------------------------------------------------------------------------------------ recruits
RECRUITS = [("fp_strategy_14", "minas_tirith", "gondor", 1, 0), ("fp_strategy_15", "lorien", "elves", 0, 1),
            ("fp_strategy_17", "carrock", "north", 1, 0), ("fp_strategy_18", "dol_amroth", "gondor", 1, 0),
            ("fp_strategy_21", "rivendell", "elves", 0, 1), ("fp_strategy_22", "erebor", "dwarves", 1, 0),
            ("fp_strategy_24", "woodland_realm", "elves", 0, 1)]


@pytest.mark.parametrize("card,region,nation,leaders,draws", RECRUITS)
def test_recruit_cards_bring_an_elite_or_regular_and_maybe_a_leader(card, region, nation, leaders, draws):
    g, s = table(card)
    before = s.units.get((region, nation), (0, 0, 0))
    s, _ = play(g, s, card)
    assert set(options(g, s)) == {0, 1}          # how many of the units are elites
    s, _ = choose(g, s, 1)
    assert s.units[(region, nation)] == (before[0], before[1] + 1, before[2] + leaders)
    assert len(s.hands[FP]) == draws
    # unmet: the settlement is in enemy hands, nothing is recruited
    g, s = table(card)
    arrange(s, control={region: SH}, units={(region, nation): (0, 0, 0)})
    s, ev = play(g, s, card)
    assert (region, nation) not in s.units and any("nowhere free" in e.text for e in ev)


def test_king_brands_men_and_swords_in_eriador():
    g, s = table("fp_strategy_19")
    s, _ = play(g, s, "fp_strategy_19")
    assert s.units[("dale", "north")][0] == 3 and len(s.hands[FP]) == 1
    g, s = table("fp_strategy_20")
    s, _ = play(g, s, "fp_strategy_20")
    s, _ = choose(g, s, 0)
    s, _ = choose(g, s, 1)
    assert s.units[("the_shire", "north")][0] == 2 and s.units[("ered_luin", "dwarves")][1] == 1


def test_riders_of_theoden_may_ride_where_a_companion_stands():
    g, s = table("fp_strategy_16")
    s.companions.remove("gimli")
    s.chars["gimli"] = "westemnet"
    s, _ = play(g, s, "fp_strategy_16")
    assert set(options(g, s)) == {"edoras", "westemnet"}
    s, _ = choose(g, s, "westemnet")
    s, _ = choose(g, s, 0)
    assert s.units[("westemnet", "rohan")][0] >= 1 and s.units[("westemnet", "rohan")][2] == 1


def test_eomer_recruits_in_a_free_rohan_settlement():
    g, s = table("fp_strategy_23")
    s, _ = play(g, s, "fp_strategy_23")
    assert "helms_deep" in options(g, s)
    s, _ = choose(g, s, "helms_deep")
    s, _ = choose(g, s, 1)
    assert s.units[("helms_deep", "rohan")][2] == 1


def test_the_red_arrow_needs_gondor_active():
    g, s = table("fp_strategy_09")
    s.active.add("gondor")
    steps = s.political["rohan"]
    s, _ = play(g, s, "fp_strategy_09")
    s, _ = choose(g, s, 0)
    assert s.political["rohan"] == steps - 1 and s.units[("edoras", "rohan")][2] == 1
    g, s = table("fp_strategy_09")
    s.active.discard("gondor")
    refused(g, s, "fp_strategy_09", "Gondor active")


# ------------------------------------------------------------------------------------------ events
def test_the_last_battle_keeps_dice_out_of_the_hunt_box_until_the_fellowship_is_seen():
    g, s = table("fp_strategy_01", fp=("event", "character", "character"))
    arrange(s, units={("dagorlad", "gondor"): (2, 0, 0)}, chars={"aragorn": "dagorlad"})
    s.companions.remove("strider")
    s, _ = play(g, s, "fp_strategy_01", die="event")
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(1))
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(1))
    assert s.hunt_fp == 0 and s.table[FP] == ["fp_strategy_01"]
    s.hidden = False
    s, _ = g.apply(s, find(g, s, "hide_fellowship") or find(g, s, "pass") or g.legal_actions(s)[0])
    assert s.table[FP] == []
    g, s = table("fp_strategy_01")
    refused(g, s, "fp_strategy_01", "Aragorn")


def test_a_power_too_great_keeps_the_shadow_out_and_can_be_bought_off():
    g, s = table("fp_strategy_02", clear=True)
    arrange(s, units={("dimrill_dale", "sauron"): (3, 0, 0), ("lorien", "elves"): (1, 0, 0)},
            political={"sauron": 0})
    s, _ = play(g, s, "fp_strategy_02")
    assert s.political["elves"] == 2
    s = action_phase(s, sh=("army", "muster"), side=SH, hands=False)
    assert find(g, s, "attack", to="lorien") is None
    why = g.check(s, Action.make("attack", 1, "", die="army", frm="dimrill_dale", to="lorien"))
    assert not why and "keeps Shadow armies out" in why.reason
    army = next(c for c in sorted(g.board.cards) if g.board.cards[c].side == SH and g.board.cards[c].die == "army")
    give(s, SH, army, "sh_character_12")
    s, _ = g.apply(s, find(g, s, "remove_table_card", card="fp_strategy_02"))
    assert s.table[FP] == [] and s.hands[SH] == [] and s.rolled[SH] == ["muster"]


def test_book_of_mazarbul_sends_the_dwarves_to_war():
    g, s = table("fp_strategy_04")
    s.companions.remove("gimli")
    s.chars["gimli"] = "dale"
    s, _ = play(g, s, "fp_strategy_04")
    s, _ = g.apply(s, find(g, s, "char_move", who="gimli", to="erebor"))
    assert s.political["dwarves"] == 0 and "dwarves" in s.active


def test_fear_fire_foes_without_a_companion_in_the_shire():
    g, s = table("fp_strategy_07")
    s, ev = play(g, s, "fp_strategy_07")
    assert s.political["north"] > 0 and any("no companion" in e.text for e in ev)


def test_the_spirit_of_mordor_strikes_a_mixed_army():
    g, s = table("fp_strategy_05", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("dagorlad", "southrons"): (2, 0, 0)})
    s, _ = play(g, s, "fp_strategy_05", 5, 6, 1, 1, 1)
    assert s.strength("dagorlad", SH) == 2
    g, s = table("fp_strategy_05", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0)})
    refused(g, s, "fp_strategy_05", "two or more")


def test_faramirs_rangers_ambush_and_recruit_in_osgiliath():
    g, s = table("fp_strategy_06", clear=True)
    arrange(s, units={("south_ithilien", "sauron"): (2, 0, 0), ("osgiliath", "gondor"): (1, 0, 0)})
    s, _ = play(g, s, "fp_strategy_06", 5, 5, 1)
    assert s.strength("south_ithilien", SH) == 0
    s, _ = choose(g, s, "elite")
    assert s.units[("osgiliath", "gondor")] == (1, 1, 1)


def test_wisdom_of_elrond_wakes_a_nation():
    g, s = table("fp_strategy_08")
    s, _ = play(g, s, "fp_strategy_08")
    s, _ = choose(g, s, "dwarves")
    assert "dwarves" in s.active and s.political["dwarves"] == 2


def test_help_unlooked_for_relieves_a_siege_with_fewer_shadow_dice():
    g, s = table("fp_strategy_10", clear=True)
    arrange(s, units={("minas_tirith", "sauron"): (3, 0, 0), ("minas_tirith", "gondor"): (2, 0, 0),
                      ("osgiliath", "gondor"): (3, 0, 0)}, political={"gondor": 0})
    s.sieges["minas_tirith"] = FP
    s, _ = play(g, s, "fp_strategy_10")
    a = find(g, s, "card_attack", frm="osgiliath", to="minas_tirith")
    s, ev = g.apply_with(s, a, scripted_dice(1, 1, 1, 1, 1, 1, 1, 1))
    assert len(battle_roll(ev).parts[1].dice) == 1          # 3 besiegers, 2 defenders inside: 3 - 2
    g, s = table("fp_strategy_10", clear=True)
    refused(g, s, "fp_strategy_10", "besieging")


def test_paths_of_the_woses_lead_to_minas_tirith():
    g, s = table("fp_strategy_11")
    s.political["rohan"] = 0
    s, _ = play(g, s, "fp_strategy_11")
    s, _ = choose(g, s, ("edoras", "minas_tirith"))
    assert s.units[("minas_tirith", "rohan")] == (1, 1, 0) and ("edoras", "rohan") not in s.units
    g, s = table("fp_strategy_11")
    refused(g, s, "fp_strategy_11", "Rohan at war")


def test_through_a_day_and_a_night_marches_two_regions():
    g, s = table("fp_strategy_12", clear=True)
    arrange(s, units={("edoras", "rohan"): (2, 0, 0)}, chars={"gimli": "edoras"}, political={"rohan": 0})
    s.companions.remove("gimli")
    s, _ = play(g, s, "fp_strategy_12")
    assert ("edoras", "eastemnet") in options(g, s)
    s, _ = choose(g, s, ("edoras", "eastemnet"))
    assert s.units[("eastemnet", "rohan")] == (2, 0, 0) and s.chars["gimli"] == "eastemnet"
    g, s = table("fp_strategy_12", clear=True)
    refused(g, s, "fp_strategy_12", "companion")


def test_cirdans_ships_need_the_elves_at_war():
    g, s = table("fp_strategy_13")
    refused(g, s, "fp_strategy_13", "Elves at war")
    g, s = table("fp_strategy_13")
    s.political["elves"] = 0
    arrange(s, units={("dol_amroth", "gondor"): (1, 0, 0)})
    s, _ = play(g, s, "fp_strategy_13")
    assert {"grey_havens", "dol_amroth"} <= set(options(g, s))        # coastal, with a Free Peoples army
    s, _ = choose(g, s, "dol_amroth")
    s, _ = choose(g, s, 1)
    assert s.units[("dol_amroth", "elves")] == (1, 1, 0)


# ------------------------------------------------------------------------------------------ combat
@pytest.mark.parametrize("card", ["fp_strategy_01", "fp_strategy_15", "fp_strategy_16"])
def test_daylight_leaves_the_shadow_three_dice(card):
    g, s = battle(card, sh=(5, 0, 0))
    s, ev = reveal(g, s, card, 1, 1, 1, 1, 1, 1)
    assert len(battle_roll(ev).parts[0].dice) == 3


@pytest.mark.parametrize("card", ["fp_strategy_02", "fp_strategy_10"])
def test_no_quarter_adds_a_hit_to_a_hit(card):
    g, s = battle(card)
    s, _ = reveal(g, s, card, 1, 1, 1, 6, 1, 1)
    assert s.strength("dagorlad", SH) == 1


@pytest.mark.parametrize("card", ["fp_strategy_03", "fp_strategy_04", "fp_strategy_20", "fp_strategy_21"])
def test_advantageous_position_inside_a_free_nation(card):
    g, s = battle(card, at="osgiliath", frm="south_ithilien")
    assert not offered(g, s, card)                       # Osgiliath belongs to no nation
    g, s = battle(card, at="pelargir", frm="west_harondor")
    s, ev = reveal(g, s, card, 6, 6, 5, 1, 1, 1)
    assert battle_roll(ev).parts[0].total == 2            # the attacker needs 6 here; 6-1 still hits


@pytest.mark.parametrize("card", ["fp_strategy_06", "fp_strategy_07", "fp_strategy_18", "fp_strategy_19"])
def test_shield_wall_cancels_one_of_two_hits(card):
    g, s = battle(card)
    s, _ = reveal(g, s, card, 6, 6, 1, 1, 1, 1)
    assert s.units[("north_ithilien", "gondor")] == (2, 0, 0)


@pytest.mark.parametrize("card", ["fp_strategy_08", "fp_strategy_12"])
def test_confusion_turns_the_shadows_ones_against_itself(card):
    g, s = battle(card, sh=(3, 0, 0))
    arrange(s, nazgul={"dagorlad": 1})
    s, ev = reveal(g, s, card, 1, 1, 2, 2, 1, 1, 1)       # two 1s stay; the 2 is re-rolled
    assert any("on its own army" in e.text for e in ev)
    assert s.strength("dagorlad", SH) == 1
    # the 1s miss the Free Peoples: no hit on them to take, and their army stands whole
    assert not any(p.get("kind") == "casualties" and p.get("side") == FP for p in s.pending)
    assert s.strength("north_ithilien", FP) == 3


@pytest.mark.parametrize("card", ["fp_strategy_13", "fp_strategy_14"])
def test_charge_attacks_first_with_the_elites(card):
    g, s = battle(card, fp=(1, 2, 0), sh=(2, 0, 0))
    s, _ = reveal(g, s, card, 5, 6, 1, 1, 1)
    assert s.strength("dagorlad", SH) == 0
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["fp_strategy_22", "fp_strategy_23", "fp_strategy_24"])
def test_valour_adds_one_with_an_elite(card):
    g, s = battle(card, fp=(2, 1, 0))
    s, ev = reveal(g, s, card, 1, 1, 1, 4, 4, 1)
    assert battle_roll(ev).parts[1].total == 2
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["fp_strategy_05", "fp_strategy_09", "fp_strategy_17"])
def test_scouts_slip_away_before_the_roll(card):
    g, s = battle(card)
    s, _ = reveal(g, s, card)
    assert "south_ithilien" in options(g, s)
    s, _ = choose(g, s, "south_ithilien")
    assert s.units[("south_ithilien", "gondor")] == (3, 0, 0)
    g, s = new_game()
    arrange(s, clear=True, units={("north_ithilien", "gondor"): (3, 0, 0), ("dagorlad", "sauron"): (3, 0, 0)},
            political={"gondor": 0})
    s = action_phase(s, fp=("army_muster",), hands=False)
    give(s, FP, card)
    s, _ = g.apply(s, find(g, s, "attack", frm="north_ithilien", to="dagorlad"))
    assert not offered(g, s, card)                        # the Free Peoples attack: no scouting


def test_sudden_strike_from_the_strategy_deck():
    g, s = battle("fp_strategy_11", fp=(3, 0, 1), sh=(1, 0, 0))
    s, _ = reveal(g, s, "fp_strategy_11", 5, 1, 1, 1, 1)
    assert s.strength("dagorlad", SH) == 0
    g, s = battle("fp_strategy_11")
    assert not offered(g, s, "fp_strategy_11")

"""The Shadow Strategy deck (sh_strategy_01..24): events with preconditions met and unmet, and the
combat cards in battle (met and unmet)."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, give, new_game, options
from tests.scripted import scripted_dice
from tests.wotr_card_helpers import battle_roll, choose, offered, play, reveal

ALL_WAR = {"sauron": 0, "isengard": 0, "southrons": 0}


def shadow(*hand, sh=("event", "event"), fp=(), clear=False, political=None):
    g, s = new_game()
    if clear:
        arrange(s, clear=True)
    arrange(s, political=political or {})
    s = action_phase(s, sh=sh, fp=fp, side=SH, hands=False)
    give(s, SH, *hand)
    return g, s


def refused(g, s, card, words):
    assert find(g, s, "play_card", card=card) is None
    why = g.check(s, Action.make("play_card", 1, "", die=s.rolled[SH][0], card=card))
    assert not why and words in why.reason, why


def battle(card, *, sh=(3, 0, 0), fp=(3, 0, 0), frm="dagorlad", at="north_ithilien", sh_nation="sauron",
           fp_card=None):
    g, s = new_game()
    arrange(s, clear=True, units={(frm, sh_nation): sh, (at, "gondor"): fp}, political={sh_nation: 0})
    s = action_phase(s, sh=("army",), side=SH, hands=False)
    give(s, SH, card)
    if fp_card:
        give(s, FP, fp_card)
    s, _ = g.apply(s, find(g, s, "attack", frm=frm, to=at))
    return g, s


# ------------------------------------------------------------------------------------------ recruits
def test_pits_of_mordor_recruit_in_three_different_strongholds():
    g, s = shadow("sh_strategy_24", political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_24")
    first = options(g, s)
    s, _ = choose(g, s, "barad_dur")
    assert "barad_dur" not in options(g, s)
    s, _ = choose(g, s, "dol_guldur")
    s, _ = choose(g, s, "minas_morgul")
    assert len(first) == 6 and s.units[("barad_dur", "sauron")][0] >= 2 and s.units[("dol_guldur", "sauron")][0] == 7
    g, s = shadow("sh_strategy_24")
    refused(g, s, "sh_strategy_24", "Sauron at war")


def test_orcs_multiplying_again_and_monsters_roused():
    g, s = shadow("sh_strategy_20")
    s, _ = play(g, s, "sh_strategy_20")
    assert s.units[("dol_guldur", "sauron")][0] == 8 and s.units[("mount_gundabad", "sauron")][0] == 5
    g, s = shadow("sh_strategy_22")
    s, _ = play(g, s, "sh_strategy_22")
    assert s.units[("trollshaws", "sauron")] == (0, 1, 0) and s.units[("angmar", "sauron")][0] >= 1


def test_a_new_power_is_rising_needs_saruman():
    g, s = shadow("sh_strategy_16")
    refused(g, s, "sh_strategy_16", "Saruman")
    g, s = shadow("sh_strategy_16")
    s.chars["saruman"] = "orthanc"
    s, _ = play(g, s, "sh_strategy_16")
    assert set(options(g, s)) == {0, 1, 2}
    s, _ = choose(g, s, 1)
    assert s.units[("north_dunland", "isengard")][0] == 3 and s.units[("orthanc", "isengard")] == (5, 2, 0)


def test_the_king_is_revealed_brings_orcs_and_a_nazgul_to_minas_morgul():
    g, s = shadow("sh_strategy_18")
    refused(g, s, "sh_strategy_18", "Aragorn")
    g, s = shadow("sh_strategy_18")
    s.chars["aragorn"] = "minas_tirith"
    s, _ = play(g, s, "sh_strategy_18")
    assert s.units[("minas_morgul", "sauron")][0] == 10 and s.nazgul.get("minas_morgul", 0) >= 1


def test_shadows_on_the_misty_mountains_and_olog_hai():
    g, s = shadow("sh_strategy_19")
    before = s.units.get(("moria", "sauron"), (0, 0, 0))
    s, _ = play(g, s, "sh_strategy_19")
    s, _ = choose(g, s, "moria")
    s, _ = choose(g, s, 2)
    assert s.units[("moria", "sauron")] == (before[0], before[1] + 2, 0) and s.nazgul["moria"] >= 1
    g, s = shadow("sh_strategy_14", political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_14")
    s, _ = choose(g, s, "orthanc")
    s, _ = choose(g, s, 1)
    assert s.units[("orthanc", "sauron")] == (0, 1, 0)
    g, s = shadow("sh_strategy_14")
    refused(g, s, "sh_strategy_14", "Sauron at war")


@pytest.mark.parametrize("card,nation", [("sh_strategy_11", "isengard"), ("sh_strategy_13", "isengard"),
                                         ("sh_strategy_21", "southrons")])
def test_recruit_cards_need_their_nation_at_war(card, nation):
    g, s = shadow(card)
    refused(g, s, card, "at war")
    g, s = shadow(card, political={nation: 0})
    s, _ = play(g, s, card)
    assert s.pending[-1]["kind"] == "card_choice"


def test_many_kings_and_the_musterings():
    g, s = shadow("sh_strategy_17")
    before = {r: s.units.get((r, "southrons"), (0, 0, 0))[0] for r in ("umbar", "far_harad", "near_harad")}
    s, _ = play(g, s, "sh_strategy_17")
    s, _ = choose(g, s, "umbar")
    s, _ = choose(g, s, "far_harad")
    s, _ = choose(g, s, "near_harad")
    assert all(s.units[(r, "southrons")][0] == n + 2 for r, n in before.items())
    g, s = shadow("sh_strategy_23", political=ALL_WAR)
    s, _ = play(g, s, "sh_strategy_23")
    assert s.units[("gorgoroth", "southrons")][0] == 5 and s.units[("nurn", "sauron")][0] == 7
    g, s = shadow("sh_strategy_23", political={"sauron": 0})
    refused(g, s, "sh_strategy_23", "every Shadow nation")


# ------------------------------------------------------------------------------------------ events
def test_return_to_valinor_strikes_elves_in_their_strongholds():
    g, s = shadow("sh_strategy_01")
    refused(g, s, "sh_strategy_01", "Elven stronghold")
    g, s = shadow("sh_strategy_01")
    s.control["grey_havens"] = SH
    s, ev = play(g, s, "sh_strategy_01", 6, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    assert sum(1 for e in ev if e.roll) >= 2


def test_the_fighting_uruk_hai_storm_for_three_rounds():
    g, s = shadow("sh_strategy_02", clear=True)
    arrange(s, units={("helms_deep", "isengard"): (5, 2, 0), ("helms_deep", "rohan"): (2, 0, 0)},
            chars={"saruman": "orthanc"}, political={"isengard": 0})
    s.sieges["helms_deep"] = FP
    s, ev = g.apply_with(s, find(g, s, "play_card", card="sh_strategy_02"), scripted_dice(*([1] * 60)))
    assert sum(1 for e in ev if e.roll and e.roll.purpose.startswith("Battle")) == 3
    g, s = shadow("sh_strategy_02")
    refused(g, s, "sh_strategy_02", "Saruman")


def test_denethors_folly_kills_a_leader_and_bans_combat_cards_at_minas_tirith():
    g, s = shadow("sh_strategy_03", clear=True, sh=("event", "army"))
    arrange(s, units={("minas_tirith", "sauron"): (5, 0, 0), ("minas_tirith", "gondor"): (2, 0, 1)},
            political={"sauron": 0})
    s.sieges["minas_tirith"] = FP
    s, _ = play(g, s, "sh_strategy_03", die="event")
    assert s.units[("minas_tirith", "gondor")] == (2, 0, 0) and s.table[SH] == ["sh_strategy_03"]
    give(s, FP, "fp_strategy_22")
    s.set_units("minas_tirith", "gondor", (1, 1, 0))
    s, _ = g.apply(s, find(g, s, "attack", frm="minas_tirith", to="minas_tirith"))
    assert s.pending[-1]["kind"] != "combat_card"
    s = action_phase(s, fp=("will_of_the_west",), side=FP)
    s, _ = g.apply(s, find(g, s, "remove_table_card", card="sh_strategy_03"))
    assert s.table[SH] == []
    g, s = shadow("sh_strategy_03")
    refused(g, s, "sh_strategy_03", "Minas Tirith besieged")


def test_the_day_without_dawn_takes_away_will_of_the_west():
    g, s = shadow("sh_strategy_04", fp=("will_of_the_west", "will_of_the_west", "muster"), political=ALL_WAR)
    s, _ = play(g, s, "sh_strategy_04")
    assert s.rolled[FP] == ["muster"]
    g, s = shadow("sh_strategy_04")
    refused(g, s, "sh_strategy_04", "every Shadow nation")


def test_threats_and_promises_stop_a_muster_die_on_a_passive_nation():
    g, s = shadow("sh_strategy_05")
    s, _ = play(g, s, "sh_strategy_05")
    s = action_phase(s, fp=("muster",), side=FP)
    assert find(g, s, "politics", nation="dwarves") is None
    why = g.check(s, Action.make("politics", 0, "", die="muster", nation="dwarves"))
    assert not why and "Threats and Promises" in why.reason
    assert find(g, s, "politics", nation="elves") is not None       # the Elves are active


def test_stormcrow_pushes_a_nation_back_and_costs_it_a_unit():
    g, s = shadow("sh_strategy_06")
    s.companions.remove("gimli")
    s.chars["gimli"] = "erebor"
    s, _ = play(g, s, "sh_strategy_06")
    assert set(options(g, s)) == {"dwarves", "elves"}      # Gimli in Erebor, the Fellowship in Rivendell
    s, _ = choose(g, s, "dwarves")
    assert s.political["dwarves"] == 3   # already three steps away: the counter stays
    assert s.pending[-1]["side"] == FP
    s, _ = choose(g, s, ("erebor", "leader"))
    assert s.units[("erebor", "dwarves")] == (1, 2, 0)
    g, s = shadow("sh_strategy_06")
    s.ring_region = "hollin"
    refused(g, s, "sh_strategy_06", "not at war")


def test_shadows_gather_moves_an_army_to_join_another():
    g, s = shadow("sh_strategy_07", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("minas_morgul", "sauron"): (3, 0, 0)},
            political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_07")
    assert ("dagorlad", "minas_morgul") in options(g, s)
    s, _ = choose(g, s, ("dagorlad", "minas_morgul"))
    assert s.units[("minas_morgul", "sauron")] == (5, 0, 0)


def test_the_shadow_lengthens_moves_two_armies():
    g, s = shadow("sh_strategy_08", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("morannon", "sauron"): (3, 0, 0),
                      ("ash_mountains", "sauron"): (1, 0, 0)}, political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_08")
    s, _ = choose(g, s, ("dagorlad", "morannon"))
    assert ("ash_mountains", "morannon") in options(g, s)   # two regions, through the emptied Dagorlad
    s, _ = choose(g, s, ("ash_mountains", "morannon"))
    assert s.strength("morannon", SH) == 6


def test_the_shadow_is_moving_moves_four_armies_one_region():
    g, s = shadow("sh_strategy_09", political=ALL_WAR)
    s, _ = play(g, s, "sh_strategy_09")
    moved = 0
    while s.pending[-1]["kind"] == "card_army" and moved < 4:
        a = next(x for x in g.legal_actions(s) if x.kind == "card_move")
        s, _ = g.apply(s, a)
        moved += 1
    assert moved == 4 and s.pending[-1]["kind"] != "card_army"
    g, s = shadow("sh_strategy_09")
    refused(g, s, "sh_strategy_09", "every Shadow nation")


def test_return_of_the_witch_king_to_angmar():
    g, s = shadow("sh_strategy_12")
    refused(g, s, "sh_strategy_12", "Witch-king")
    g, s = shadow("sh_strategy_12")
    s.chars["witch_king"] = "minas_morgul"
    s, _ = play(g, s, "sh_strategy_12")
    assert s.chars["witch_king"] == "angmar" and s.units[("angmar", "sauron")] == (2, 1, 0)


def test_hill_trolls_turn_two_regulars_into_elites():
    g, s = shadow("sh_strategy_15", political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_15")
    s, _ = choose(g, s, "minas_morgul")
    s, _ = choose(g, s, "minas_morgul")
    assert s.units[("minas_morgul", "sauron")] == (3, 2, 0)
    g, s = shadow("sh_strategy_15")
    refused(g, s, "sh_strategy_15", "Sauron at war")


def test_corsairs_of_umbar_land_on_the_coast_of_gondor_and_must_fight_on():
    g, s = shadow("sh_strategy_10", political={"southrons": 0}, clear=True)
    arrange(s, units={("umbar", "southrons"): (4, 0, 0), ("pelargir", "gondor"): (1, 0, 0)})
    s, _ = play(g, s, "sh_strategy_10")
    assert set(options(g, s)) == {"anfalas", "dol_amroth", "lamedon", "pelargir"}
    s, _ev = choose(g, s, "pelargir", 1, 1, 1, 1, 1)
    assert s.pending[-1]["kind"] == "battle_continue"
    assert {a.kind for a in g.legal_actions(s)} == {"continue_battle"}      # no turning back
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    s, _ = g.apply_with(s, find(g, s, "stand"), scripted_dice(5, 1, 1, 1, 1))     # the defenders stand
    assert s.units[("pelargir", "southrons")] == (4, 0, 0) and s.control["pelargir"] == SH
    g, s = shadow("sh_strategy_10")
    refused(g, s, "sh_strategy_10", "at war")


# ------------------------------------------------------------------------------------------ combat
@pytest.mark.parametrize("card,n", [("sh_strategy_01", 2), ("sh_strategy_22", 1)])
def test_deadly_strife_and_desperate_battle_help_both(card, n):
    g, s = battle(card)
    s, ev = reveal(g, s, card, 3, 3, 1, 3, 3, 1)
    roll = battle_roll(ev)
    expect = 2 if n == 2 else 0
    assert roll.parts[0].total == expect and roll.parts[1].total == expect


@pytest.mark.parametrize("card", ["sh_strategy_04", "sh_strategy_11", "sh_strategy_18"])
def test_relentless_assault_trades_own_units_for_plus(card):
    g, s = battle(card, sh=(4, 0, 0))
    s, _ = reveal(g, s, card)
    assert options(g, s) == [0, 1, 2]
    s, ev = choose(g, s, 2, 3, 3, 1, 1, 1, 1)
    assert s.strength("dagorlad", SH) == 2
    assert battle_roll(ev).parts[0].total == 2


@pytest.mark.parametrize("card", ["sh_strategy_02", "sh_strategy_19", "sh_strategy_20"])
def test_onslaught_spends_units_for_extra_hits(card):
    g, s = battle(card, sh=(5, 0, 0), fp=(4, 0, 0))
    s, _ = reveal(g, s, card, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    assert s.pending[-1]["kind"] == "card_choice" and max(options(g, s)) == 4
    s, _ = choose(g, s, 2, 4, 6)
    assert s.strength("dagorlad", SH) == 3 and s.strength("north_ithilien", FP) == 2


@pytest.mark.parametrize("card", ["sh_strategy_06", "sh_strategy_16", "sh_strategy_17"])
def test_great_host_adds_a_hit_when_twice_as_many(card):
    g, s = battle(card, sh=(6, 0, 0), fp=(3, 0, 0))
    s, _ = reveal(g, s, card, 1, 1, 1, 1, 1, 1, 1, 1)
    assert s.strength("north_ithilien", FP) == 2
    g, s = battle(card, sh=(3, 0, 0), fp=(3, 0, 0))
    s, ev = reveal(g, s, card, 1, 1, 1, 1, 1, 1)
    assert s.strength("north_ithilien", FP) == 3 and any("not twice" in e.text for e in ev)


@pytest.mark.parametrize("card", ["sh_strategy_13", "sh_strategy_14", "sh_strategy_15"])
def test_we_come_to_kill_with_the_elites(card):
    g, s = battle(card, sh=(1, 2, 0))
    s, _ = reveal(g, s, card, 1, 1, 1, 1, 1, 1, 5, 6)
    assert s.strength("north_ithilien", FP) == 1
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_strategy_09", "sh_strategy_12"])
def test_swarm_of_bats_cancels_the_free_peoples_card(card):
    g, s = battle(card, fp_card="fp_strategy_15")
    s, _ = g.apply(s, find(g, s, "combat_card", card=card))
    s, ev = reveal(g, s, "fp_strategy_15", 1, 1, 1, 1, 1, 1, 1, 1)
    assert any("is cancelled" in e.text for e in ev)
    assert len(battle_roll(ev).parts[0].dice) == 3        # Daylight did not cap the Shadow's dice
    g, s = battle(card)
    s, ev = reveal(g, s, card, 1, 1, 1, 4, 1, 1, 1, 1)      # no FP card: +1 on the re-roll (no re-roll here)
    assert any("no card to cancel" in e.text for e in ev)


@pytest.mark.parametrize("card", ["sh_strategy_07", "sh_strategy_08"])
def test_mumakil_two_timings(card):
    g, s = battle(card, sh=(2, 1, 0), sh_nation="southrons")
    s, ev = reveal(g, s, card, 4, 4, 1, 1, 1, 1)
    assert battle_roll(ev).parts[0].total == 2
    assert any("one more hit" in e.text for e in ev)
    assert s.strength("north_ithilien", FP) == 0
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_strategy_03", "sh_strategy_05"])
def test_devilry_of_orthanc_from_the_strategy_deck(card):
    g, s = battle(card)
    assert not offered(g, s, card)


def test_rage_of_the_dunlendings_recruits_and_may_gather_dunland_units():
    g, s = shadow("sh_strategy_11", political={"isengard": 0})
    arrange(s, units={("north_dunland", "isengard"): (2, 1, 0)})
    s, _ = play(g, s, "sh_strategy_11")
    s, _ = choose(g, s, "tharbad")
    assert options(g, s) == [0, 1, 2, 3]               # from North Dunland
    s, _ = choose(g, s, 3)
    assert options(g, s) == [0, 1]                     # from South Dunland: one left of the four
    s, _ = choose(g, s, 1)
    assert s.units[("tharbad", "isengard")] == (5, 1, 0) and ("north_dunland", "isengard") not in s.units


def test_threats_and_promises_leave_when_an_attack_moves_a_nation():
    g, s = shadow("sh_strategy_05", clear=True, sh=("event", "army"))
    arrange(s, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
            political={"sauron": 0})
    s, _ = play(g, s, "sh_strategy_05", die="event")
    steps = s.political["gondor"]
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(1, 1, 1, 1))
    assert s.political["gondor"] == steps - 1
    assert s.table[SH] == [] and any("advanced after an attack" in e.text for e in ev)

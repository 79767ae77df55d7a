"""The Free Peoples Character deck (fp_character_01..24): each card's event with its precondition met
and unmet, and each combat card in a battle with its precondition met and unmet."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, give, new_game, options
from tests.scripted import scripted_dice
from tests.wotr_card_helpers import battle_roll, choose, offered, play, reveal


# -- helpers ------------------------------------------------------------------------------------------
def table(*hand, fp=("character",), sh=(), hunt_shadow=0, clear=False):
    """Phase 5, the Free Peoples to act holding exactly `hand` (the Shadow has no die left, so the Free
    Peoples act again after playing)."""
    g, s = new_game()
    if clear:
        arrange(s, clear=True)
    s = action_phase(s, fp=fp, sh=sh, hands=False, hunt_shadow=hunt_shadow)
    give(s, FP, *hand)
    return g, s


def separate(s, *chars_at):
    """Companions leave the Fellowship for the map: pairs (companion, region)."""
    for c, r in chars_at:
        if c in s.companions:
            s.companions.remove(c)
        s.chars[c] = r
    return s


def refused(g, s, card, words):
    """The card is not offered and `check` says why."""
    assert find(g, s, "play_card", card=card) is None
    die = s.rolled[FP][0]
    why = g.check(s, Action.make("play_card", 0, "", die=die, card=card))
    assert not why and words in why.reason, why


def battle(card, *, fp=(3, 0, 1), sh=(3, 0, 0), chars=None, nazgul=None, at="north_ithilien", frm="dagorlad",
           fp_nation="gondor"):
    """The Shadow army in `frm` attacks the Free Peoples army in `at`; the Free Peoples hold `card`.
    Returns the state at the Free Peoples' combat-card decision (or past it if the card is not offered)."""
    g, s = new_game()
    arrange(s, clear=True, units={(frm, "sauron"): sh, (at, fp_nation): fp}, nazgul=nazgul or {},
            political={"sauron": 0})
    separate(s, *(chars or {}).items())
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    give(s, FP, card)
    s, _ = g.apply(s, find(g, s, "attack", frm=frm, to=at))
    return g, s


def hunt_move(g, s, *faces, picks=None):
    return g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(*faces, picks=picks))


# =====================================================================================================
# 01-04 special tiles | It Is a Gift
# =====================================================================================================
TILES = {"fp_character_01": ("free_peoples_01", 0), "fp_character_02": ("free_peoples_02", 0),
         "fp_character_03": ("free_peoples_03", 2), "fp_character_04": ("free_peoples_04", 1)}


@pytest.mark.parametrize("card", sorted(TILES))
def test_tile_cards_put_their_special_tile_in_play(card):
    tile, heal = TILES[card]
    g, s = table(card)
    s, _ = play(g, s, card)
    assert s.card_state["tiles_waiting"] == (tile,) and card in s.discards["free_peoples/character"]
    # on the Mordor track the tile goes straight into the pool, and drawing it heals
    g, s = table(card, fp=("character", "character"))
    s.mordor, s.corruption = 2, 4
    s, _ = play(g, s, card)
    assert tile in s.hunt_pool
    s, _ = hunt_move(g, s, picks=[tile])
    assert s.corruption == 4 - heal and s.mordor == 3


@pytest.mark.parametrize("card", sorted(TILES))
def test_it_is_a_gift_needs_the_fellowship_with_the_defenders(card):
    g, s = battle(card)
    assert not offered(g, s, card)            # the Fellowship is at Rivendell
    g, s = new_game()
    arrange(s, clear=True, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            political={"sauron": 0})
    s.ring_region = "north_ithilien"
    s = action_phase(s, sh=("army",), side=SH, hands=False)
    give(s, FP, card)
    s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
    assert offered(g, s, card)
    s, ev = reveal(g, s, card, 6, 6, 6, 4, 4, 4)
    assert battle_roll(ev).parts[1].total == 3       # 4+1 on each die


# =====================================================================================================
# 05 Mithril Coat and Sting | Blade of Westernesse
# =====================================================================================================
def test_mithril_coat_draws_a_second_tile_instead_of_the_first():
    g, s = table("fp_character_05", fp=("character", "character"), hunt_shadow=1)
    s, _ = play(g, s, "fp_character_05")
    assert s.table[FP] == ["fp_character_05"]
    s, _ = hunt_move(g, s, 6, picks=["standard_05"])          # 3 damage drawn
    assert s.pending[-1]["kind"] == "hunt_card"
    s, _ev = g.apply_with(s, find(g, s, "hunt_card", card="fp_character_05"), scripted_dice(picks=["standard_11"]))
    assert s.hunt["damage"] == 1 and s.hunt["tile"] == "standard_11" and "standard_05" in s.hunt_pool
    assert "fp_character_05" in s.discards["free_peoples/character"]
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 1


def test_blade_of_westernesse_spends_a_reroll_hit_on_a_minion_and_needs_a_hobbit():
    g, s = battle("fp_character_05", chars={"meriadoc": "north_ithilien", "witch_king": "dagorlad"})
    assert offered(g, s, "fp_character_05")
    # Shadow: 3 hits; Free Peoples 3 dice miss, 2 re-rolls (leader + Meriadoc): one hit
    s, _ = reveal(g, s, "fp_character_05", 6, 6, 6, 2, 2, 2, 6, 1)
    assert s.pending[-1]["kind"] == "card_choice" and "witch_king" in options(g, s)
    hits = s.battle["hits_on_att"]
    s, ev = choose(g, s, "witch_king")
    assert "witch_king" not in s.chars and "witch_king" in s.eliminated
    assert any("Witch-king is eliminated" in e.text for e in ev) and hits == 1
    g, s = battle("fp_character_05", chars={"witch_king": "dagorlad"})
    assert not offered(g, s, "fp_character_05")


# =====================================================================================================
# 06 Axe and Bow, 07 Horn of Gondor | Mighty Attack
# =====================================================================================================
@pytest.mark.parametrize("card,who", [("fp_character_06", ("gimli", "legolas")), ("fp_character_07", ("boromir",))])
def test_hunt_damage_cards_reduce_one_damage(card, who):
    g, s = table(card, fp=("character", "character"), hunt_shadow=1)
    s, _ = play(g, s, card)
    s, _ = hunt_move(g, s, 6, picks=["standard_11"])           # 1 damage
    s, _ = g.apply(s, find(g, s, "hunt_card", card=card))
    assert s.corruption == 0 and s.hunt is None and card in s.discards["free_peoples/character"]
    g, s = table(card)
    for c in who:
        s.companions.remove(c)
        s.chars[c] = "rivendell"
    refused(g, s, card, g.board.char_name(who[-1]))


@pytest.mark.parametrize("card", ["fp_character_06", "fp_character_07"])
def test_mighty_attack_turns_a_miss_into_a_hit_for_a_companions_leadership(card):
    g, s = battle(card, chars={"gimli": "north_ithilien"})
    assert offered(g, s, card)
    # Free Peoples: 3 units + Gimli (captain) = 4 dice, all miss; one made a hit; 2 - 1 re-rolls: one 6
    s, ev = reveal(g, s, card, 1, 1, 1, 2, 2, 2, 2, 6, 2)
    part = battle_roll(ev).parts[1]
    assert part.total == 2 and any(m.source.startswith("Mighty Attack") for m in part.modifiers)
    g, s = battle(card)
    assert not offered(g, s, card)


# =====================================================================================================
# 08 Wizard's Staff | Servant of the Secret Fire
# =====================================================================================================
def test_wizards_staff_stops_a_tile_being_drawn():
    g, s = table("fp_character_08", fp=("character", "character"), hunt_shadow=1)
    s, _ = play(g, s, "fp_character_08")
    pool = sorted(s.hunt_pool)
    s, _ = hunt_move(g, s, 6)
    assert s.pending[-1]["kind"] == "table_card"
    s, ev = g.apply(s, find(g, s, "table_card", card="fp_character_08"))
    assert s.hunt is None and sorted(s.hunt_pool) == pool and s.corruption == 0
    assert any("No hunt tile is drawn" in e.text for e in ev)
    g, s = table("fp_character_08")
    separate(s, ("gandalf_the_grey", "rivendell"))
    refused(g, s, "fp_character_08", "Gandalf the Grey")


def test_servant_of_the_secret_fire_needs_gandalf():
    g, s = battle("fp_character_08", chars={"gandalf_the_grey": "north_ithilien"})
    s, ev = reveal(g, s, "fp_character_08", 1, 1, 1, 4, 4, 4, 4, 1, 1)
    assert battle_roll(ev).parts[1].total == 4
    g, s = battle("fp_character_08", chars={"gimli": "north_ithilien"})
    assert not offered(g, s, "fp_character_08")


# =====================================================================================================
# 09 Athelas | Andúril
# =====================================================================================================
def test_athelas_heals_on_five_or_three_with_strider_guiding():
    g, s = table("fp_character_09")
    s.corruption = 5
    s, ev = play(g, s, "fp_character_09", 5, 4, 6)
    assert s.corruption == 3 and any(e.roll for e in ev)
    g, s = table("fp_character_09")
    s.corruption, s.guide = 5, "strider"
    s, _ = play(g, s, "fp_character_09", 3, 2, 4)
    assert s.corruption == 3


def test_anduril_needs_strider_or_aragorn_and_aragorn_makes_two_hits():
    g, s = battle("fp_character_09", chars={"aragorn": "north_ithilien"}, fp=(3, 0, 0))
    s.companions.remove("strider")
    # 3 units + Aragorn (captain) = 4 dice, all miss: two made hits, leadership 2 - 2 = no re-roll
    s, ev = reveal(g, s, "fp_character_09", 1, 1, 1, 2, 2, 2, 2)
    assert battle_roll(ev).parts[1].total == 2
    g, s = battle("fp_character_09", chars={"strider": "north_ithilien"}, fp=(3, 0, 0))
    s, ev = reveal(g, s, "fp_character_09", 1, 1, 1, 2, 2, 2, 2)
    assert battle_roll(ev).parts[1].total == 1
    g, s = battle("fp_character_09", chars={"boromir": "north_ithilien"})
    assert not offered(g, s, "fp_character_09")


# =====================================================================================================
# 10 There Is Another Way | Heroic Death (also 13, 18)
# =====================================================================================================
def test_there_is_another_way_heals_and_lets_gollum_move_the_fellowship():
    g, s = table("fp_character_10", fp=("character", "character"))
    s.corruption = 2
    s, _ = play(g, s, "fp_character_10")
    assert s.corruption == 1 and s.pending[-1]["kind"] == "action"      # Gandalf guides: no move offered
    g, s = table("fp_character_10", hunt_shadow=1)
    s.corruption, s.guide, s.companions = 2, "gollum", []
    s, _ = play(g, s, "fp_character_10")
    assert set(options(g, s)) == {"move", None}
    s, _ev = choose(g, s, "move", 2)
    assert s.progress == 1 and s.hunt_fp == 0 and s.corruption == 1     # no die joined the hunt box


@pytest.mark.parametrize("card", ["fp_character_10", "fp_character_13", "fp_character_18"])
def test_heroic_death_trades_a_companion_for_hits(card):
    g, s = battle(card, chars={"boromir": "north_ithilien"})
    assert offered(g, s, card)
    s, _ = reveal(g, s, card, 6, 6, 6, 1, 1, 1, 1, 1, 1)      # the Shadow scores 3
    assert set(options(g, s)) == {"leader", "boromir", None}
    s, _ev = choose(g, s, "boromir")
    assert "boromir" in s.eliminated and s.battle["hits_on_def"] == 1
    g, s = battle(card, fp=(3, 0, 0))
    assert not offered(g, s, card)


# =====================================================================================================
# 11 I Will Go Alone | Daring Defiance (also 15, 16)
# =====================================================================================================
def test_i_will_go_alone_separates_a_group_one_region_further_and_heals():
    g, s = table("fp_character_11")
    s.corruption = 3
    s, _ = play(g, s, "fp_character_11")
    s, _ = choose(g, s, "gimli")
    s, _ = choose(g, s, "legolas")
    s, _ = choose(g, s, "go")
    dest = options(g, s)
    far = max(dest, key=lambda r: g.board.dist("rivendell")[r])
    assert g.board.dist("rivendell")[far] == 3                 # progress 0 + level 2 + 1
    s, _ = choose(g, s, far)
    assert s.chars["gimli"] == s.chars["legolas"] == far and s.corruption == 2
    g, s = table("fp_character_11")
    s.companions = []
    refused(g, s, "fp_character_11", "at least one companion")


@pytest.mark.parametrize("card", ["fp_character_11", "fp_character_15", "fp_character_16"])
def test_daring_defiance_needs_a_companion(card):
    g, s = battle(card, chars={"legolas": "north_ithilien"})
    assert offered(g, s, card)
    s, ev = reveal(g, s, card, 6, 6, 6, 6, 6, 6, 6)
    assert any("played no combat card" in e.text for e in ev)
    g, s = battle(card)
    assert not offered(g, s, card)


# =====================================================================================================
# 12 Bilbo's Song | Fateful Strike
# =====================================================================================================
def test_bilbos_song_heals_one_or_two_with_gollum():
    g, s = table("fp_character_12")
    s.corruption = 3
    s, _ = play(g, s, "fp_character_12")
    assert s.corruption == 2
    g, s = table("fp_character_12")
    s.corruption, s.guide = 3, "gollum"
    s, _ = play(g, s, "fp_character_12")
    assert s.corruption == 1


def test_fateful_strike_kills_a_nazgul_with_a_reroll_hit():
    g, s = battle("fp_character_12", nazgul={"dagorlad": 1})
    assert offered(g, s, "fp_character_12")
    reserve = s.nazgul_reserve
    s, _ev = reveal(g, s, "fp_character_12", 6, 6, 6, 2, 2, 2, 6)
    assert "dagorlad" not in s.nazgul and s.nazgul_reserve == reserve + 1
    g, s = battle("fp_character_12", fp=(3, 0, 0), nazgul={"dagorlad": 1})
    assert not offered(g, s, "fp_character_12")


def test_fateful_strike_needs_two_hits_for_the_witch_king():
    # Reading: the Witch-king is a Nazgûl but also a minion, who leaves the game for good: one re-roll
    # hit ("a Nazgûl") takes only a Nazgûl figure, two hits may take him as the minion.
    g, s = battle("fp_character_12", chars={"witch_king": "dagorlad"})
    s, _ev = reveal(g, s, "fp_character_12", 6, 6, 6, 2, 2, 2, 6)
    assert s.chars.get("witch_king") == "dagorlad"
    g, s = battle("fp_character_12", fp=(3, 0, 2), chars={"witch_king": "dagorlad"})
    s, _ev = reveal(g, s, "fp_character_12", 6, 6, 6, 2, 2, 2, 6, 6)
    assert "witch_king" not in s.chars and "witch_king" in s.eliminated


# =====================================================================================================
# 13 Mirror of Galadriel
# =====================================================================================================
def test_mirror_of_galadriel_turns_a_character_die_into_will_of_the_west_and_heals_in_lorien():
    g, s = table("fp_character_13", fp=("event", "character"))
    s.corruption, s.ring_region = 2, "lorien"
    s, _ = play(g, s, "fp_character_13", die="event")
    assert s.rolled[FP] == ["will_of_the_west"] and s.corruption == 1
    g, s = table("fp_character_13", fp=("character",))
    s.corruption = 2
    s, ev = play(g, s, "fp_character_13")
    assert s.rolled[FP] == [] and s.corruption == 2 and any("no unused Character die" in e.text for e in ev)


# =====================================================================================================
# 14 Challenge of the King | Sudden Strike (also 22)
# =====================================================================================================
def test_challenge_of_the_king_removes_eyes_for_good():
    g, s = table("fp_character_14")
    separate(s, ("strider", "minas_tirith"))
    s, _ev = play(g, s, "fp_character_14", picks=["standard_01", "standard_05", "standard_02"])
    assert s.card_state["tiles_out"] == ("standard_01", "standard_02")
    assert "standard_05" in s.hunt_pool and "standard_01" not in s.hunt_pool
    g, s = table("fp_character_14")
    separate(s, ("strider", "minas_tirith"))
    s, _ = play(g, s, "fp_character_14", picks=["standard_01", "standard_02", "standard_03"])
    assert "strider" not in s.chars and "standard_01" in s.hunt_pool and not s.card_state.get("tiles_out")
    g, s = table("fp_character_14")
    separate(s, ("strider", "rivendell"))
    refused(g, s, "fp_character_14", "Gondor or Rohan")


@pytest.mark.parametrize("card", ["fp_character_14", "fp_character_22"])
def test_sudden_strike_attacks_first_with_the_leadership(card):
    g, s = battle(card, fp=(3, 0, 2), sh=(2, 0, 0))
    assert offered(g, s, card)
    # two leadership dice first: 5 and 6 destroy the two Shadow regulars before the combat roll
    s, _ev = reveal(g, s, card, 5, 6, 1, 1, 1, 1, 1)
    assert s.strength("dagorlad", SH) == 0 and s.battle is None
    g, s = battle(card, fp=(3, 0, 0))
    assert not offered(g, s, card)


# =====================================================================================================
# 15 Gwaihir the Windlord, 16 We Prove the Swifter
# =====================================================================================================
def test_gwaihir_moves_companions_as_level_four_even_into_a_siege():
    g, s = table("fp_character_15", clear=True)
    separate(s, ("meriadoc", "rivendell"))
    arrange(s, units={("helms_deep", "rohan"): (1, 0, 0), ("helms_deep", "isengard"): (3, 0, 0)})
    s.sieges["helms_deep"] = FP
    s, _ = play(g, s, "fp_character_15")
    assert set(options(g, s)) == {"fellowship", "rivendell"}
    s, _ = choose(g, s, "rivendell")
    s, _ = choose(g, s, "meriadoc")
    dest = options(g, s)
    assert "helms_deep" not in dest                       # 6 regions away: beyond level 4
    assert all(g.board.dist("rivendell")[r] <= 4 for r in dest)
    s, _ = choose(g, s, dest[-1])
    assert s.chars["meriadoc"] == dest[-1]


def test_we_prove_the_swifter_separates_two_regions_further():
    g, s = table("fp_character_16")
    s, _ = play(g, s, "fp_character_16")
    assert options(g, s)[0] == "meriadoc" or "meriadoc" in options(g, s)
    s, _ = choose(g, s, "meriadoc")
    s, _ = choose(g, s, "go")
    assert max(g.board.dist("rivendell")[r] for r in options(g, s)) == 3     # level 1 + 2
    s, _ = choose(g, s, "trollshaws")
    assert s.chars["meriadoc"] == "trollshaws" and "meriadoc" not in s.companions


# =====================================================================================================
# 17 There and Back Again | Brave Stand (also 23, 24)
# =====================================================================================================
def test_there_and_back_again_wakes_the_north():
    g, s = table("fp_character_17")
    s.ring_region = "dale"
    s, _ = play(g, s, "fp_character_17")
    s, _ = choose(g, s, "gimli")
    s, _ = choose(g, s, "go")
    s, _ev = choose(g, s, "erebor")
    assert {"dwarves", "north"} <= s.active
    assert (s.political["dwarves"], s.political["elves"], s.political["north"]) == (2, 2, 2)
    g, s = table("fp_character_17")
    s, _ = play(g, s, "fp_character_17")
    s, _ = choose(g, s, "peregrin")
    s, _ = choose(g, s, "go")
    s, _ = choose(g, s, "rivendell")
    assert s.political["dwarves"] == 3


@pytest.mark.parametrize("card", ["fp_character_17", "fp_character_23", "fp_character_24"])
def test_brave_stand_takes_a_die_per_companion_from_the_shadow(card):
    g, s = battle(card, chars={"legolas": "north_ithilien", "gimli": "north_ithilien"})
    s, ev = reveal(g, s, card, 6, 6, 6, 6, 6, 6, 6, 6)
    sh_part = battle_roll(ev).parts[0]
    assert len(sh_part.dice) == 1
    g, s = battle(card)
    assert not offered(g, s, card)


# =====================================================================================================
# 18 The Eagles are Coming!
# =====================================================================================================
def test_the_eagles_strike_the_nazgul_and_the_rest_flee():
    g, s = table("fp_character_18", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)},
            nazgul={"dagorlad": 3})
    separate(s, ("legolas", "north_ithilien"))
    s, ev = play(g, s, "fp_character_18", 5, 1, 6)
    assert s.nazgul["dagorlad"] == 1 and any(e.roll for e in ev)       # 5 and 6: two of three fall
    assert s.pending[-1]["side"] == SH
    s, _ = choose(g, s, "barad_dur")
    assert s.nazgul.get("barad_dur") == 1 and "dagorlad" not in s.nazgul
    g, s = table("fp_character_18", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)},
            nazgul={"dagorlad": 3})
    refused(g, s, "fp_character_18", "companion")


# =====================================================================================================
# 19-21 The Ents Awake | Ents' Rage, Huorn-dark, Nameless Wood
# =====================================================================================================
ENTS = ("fp_character_19", "fp_character_20", "fp_character_21")


def ents_ready(s):
    s.companions.remove("gandalf_the_grey")
    s.eliminated.append("gandalf_the_grey")
    s.chars["gandalf_the_white"] = "fangorn"
    return s


@pytest.mark.parametrize("card", ENTS)
def test_the_ents_strike_orthanc_and_may_bring_another_card(card):
    g, s = table(card, "fp_character_12", clear=True)
    arrange(s, units={("orthanc", "isengard"): (2, 0, 0)}, chars={"saruman": "orthanc"})
    ents_ready(s)
    s.corruption = 2
    s, _ = play(g, s, card, 4, 6, 1)
    assert "saruman" not in s.chars and s.strength("orthanc", SH) == 0
    assert "fp_character_12" in options(g, s)
    s, _ = choose(g, s, "fp_character_12")
    assert s.corruption == 1 and "fp_character_12" in s.discards["free_peoples/character"]
    g, s = table(card)
    refused(g, s, card, "Gandalf the White")


def test_the_ents_destroy_the_army_in_orthanc_with_its_nazgul_and_minions():
    g, s = table("fp_character_19", clear=True)
    arrange(s, units={("orthanc", "isengard"): (1, 0, 0)}, nazgul={"orthanc": 1},
            chars={"saruman": "orthanc", "witch_king": "orthanc"})
    ents_ready(s)
    s, _ = play(g, s, "fp_character_19", 4, 1, 1)
    assert s.strength("orthanc", SH) == 0 and "orthanc" not in s.nazgul
    assert "saruman" not in s.chars and "witch_king" not in s.chars


def test_the_ents_spare_nazgul_and_minions_when_no_army_is_destroyed():
    g, s = table("fp_character_20", clear=True)   # no army in Orthanc: Saruman alone falls
    arrange(s, nazgul={"orthanc": 1}, chars={"saruman": "orthanc", "witch_king": "orthanc"})
    ents_ready(s)
    s, _ = play(g, s, "fp_character_20", 4, 4, 4)
    assert "saruman" not in s.chars and "saruman" in s.eliminated
    assert s.nazgul["orthanc"] == 1 and s.chars["witch_king"] == "orthanc"
    g, s = table("fp_character_21", clear=True)   # the army survives: nobody falls
    arrange(s, units={("orthanc", "isengard"): (3, 0, 0)}, nazgul={"orthanc": 1}, chars={"saruman": "orthanc"})
    ents_ready(s)
    s, _ = play(g, s, "fp_character_21", 4, 1, 1)
    assert s.units[("orthanc", "isengard")] == (2, 0, 0)
    assert s.nazgul["orthanc"] == 1 and s.chars["saruman"] == "orthanc"


def rohan_battle(card):
    return battle(card, at="westemnet", frm="fangorn", fp_nation="rohan", fp=(3, 0, 0))


def test_ents_rage_adds_two_in_rohan():
    g, s = rohan_battle("fp_character_19")
    s, ev = reveal(g, s, "fp_character_19", 1, 1, 1, 3, 3, 2)
    assert battle_roll(ev).parts[1].total == 2
    g, s = battle("fp_character_19")
    assert not offered(g, s, "fp_character_19")


def test_huorn_dark_leaves_the_shadow_two_dice():
    g, s = rohan_battle("fp_character_20")
    s, ev = reveal(g, s, "fp_character_20", 6, 6, 1, 1, 1)
    assert len(battle_roll(ev).parts[0].dice) == 2
    g, s = battle("fp_character_20")
    assert not offered(g, s, "fp_character_20")


def test_nameless_wood_adds_two_hits_to_a_hit():
    g, s = rohan_battle("fp_character_21")
    s, _ev = reveal(g, s, "fp_character_21", 1, 1, 1, 6, 1, 1)
    assert s.strength("fangorn", SH) == 0            # 1 hit + 2: all three regulars fall
    g, s = battle("fp_character_21")
    assert not offered(g, s, "fp_character_21")


# =====================================================================================================
# 22 Dead Men of Dunharrow
# =====================================================================================================
def test_the_dead_men_strike_pelargir_drive_the_army_off_and_gondor_recruits():
    g, s = table("fp_character_22", clear=True)
    arrange(s, units={("pelargir", "sauron"): (3, 0, 0)}, control={"pelargir": SH})
    separate(s, ("strider", "edoras"))
    s, _ = play(g, s, "fp_character_22")
    assert ("pelargir", False) in options(g, s)
    s, _ev = choose(g, s, ("pelargir", False), 2)
    assert s.units[("pelargir", "sauron")] == (1, 0, 0)
    assert s.pending[-1]["side"] == SH and "lamedon" not in options(g, s)
    s, _ = choose(g, s, "west_harondor")
    assert s.units[("west_harondor", "sauron")] == (1, 0, 0)
    assert options(g, s) == [3, 2, 1, 0]   # "up to three": the Free Peoples choose how many
    s, _ = choose(g, s, 3)
    assert s.units[("pelargir", "gondor")] == (3, 0, 0) and s.control["pelargir"] == FP
    assert s.chars["strider"] == "pelargir"
    g, s = table("fp_character_22")
    separate(s, ("strider", "rivendell"))
    refused(g, s, "fp_character_22", "Rohan")


def test_the_dead_men_recruit_fewer_regulars_if_the_free_peoples_wish():
    g, s = table("fp_character_22", clear=True)
    separate(s, ("strider", "edoras"))
    s, _ = play(g, s, "fp_character_22")
    s, _ = choose(g, s, ("erech", False))
    s, _ = choose(g, s, 1)
    assert s.units[("erech", "gondor")] == (1, 0, 0) and s.pending[-1]["kind"] != "card_choice"


def test_the_dead_men_destroy_an_army_with_its_nazgul_and_minions():
    g, s = table("fp_character_22", clear=True)
    arrange(s, units={("pelargir", "sauron"): (2, 0, 0)}, control={"pelargir": SH}, nazgul={"pelargir": 1},
            chars={"witch_king": "pelargir"})
    separate(s, ("strider", "edoras"))
    s, _ = play(g, s, "fp_character_22")
    s, _ = choose(g, s, ("pelargir", False), 4)
    assert s.strength("pelargir", SH) == 0 and "pelargir" not in s.nazgul
    assert "witch_king" not in s.chars and "witch_king" in s.eliminated


# =====================================================================================================
# 23 House of the Stewards, 24 The Grey Company
# =====================================================================================================
def test_house_of_the_stewards_recruits_with_boromir_and_draws_two():
    g, s = table("fp_character_23", fp=("character", "character"))
    separate(s, ("boromir", "minas_tirith"))
    s, _ = play(g, s, "fp_character_23")
    s, _ = choose(g, s, "elite")
    assert s.units[("minas_tirith", "gondor")] == (3, 2, 1)
    assert [g.board.cards[c].deck for c in s.hands[FP]] == ["strategy", "strategy"]
    g, s = table("fp_character_23")
    separate(s, ("boromir", "edoras"))
    refused(g, s, "fp_character_23", "Boromir in a Gondor region")


def test_the_grey_company_makes_an_elite_and_draws_two():
    g, s = table("fp_character_24", fp=("character", "character"))
    separate(s, ("strider", "minas_tirith"))
    s, _ = play(g, s, "fp_character_24")
    assert s.units[("minas_tirith", "gondor")] == (2, 2, 1) and s.casualties["gondor"][0] == 1
    assert len(s.hands[FP]) == 2
    g, s = table("fp_character_24")
    separate(s, ("strider", "fangorn"))
    refused(g, s, "fp_character_24", "with a Free Peoples army")

"""The Shadow Character deck (sh_character_01..24): events with their preconditions met and unmet, and
the combat cards in battle (met and unmet)."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, give, new_game, options
from tests.scripted import scripted_dice
from tests.wotr_card_helpers import battle_roll, choose, offered, play, reveal


def shadow(*hand, sh=("character",), fp=(), clear=False, **kw):
    """Phase 5, the Shadow to act holding exactly `hand`."""
    g, s = new_game()
    if clear:
        arrange(s, clear=True)
    s = action_phase(s, sh=sh, fp=fp, side=SH, hands=False, **kw)
    give(s, SH, *hand)
    return g, s


def refused(g, s, card, words):
    assert find(g, s, "play_card", card=card) is None
    why = g.check(s, Action.make("play_card", 1, "", die=s.rolled[SH][0], card=card))
    assert not why and words in why.reason, why


def fp_turn(s, *fp):
    return action_phase(s, fp=fp, sh=(), side=FP, hunt_shadow=s.hunt_shadow, hunt_fp=s.hunt_fp, hands=True)


def battle(card, *, sh=(3, 0, 0), fp=(3, 0, 0), nazgul=None, chars=None, frm="dagorlad", at="north_ithilien",
           sh_nation="sauron", fp_nation="gondor"):
    """The Shadow army attacks holding `card`; returns the state at its combat-card decision."""
    g, s = new_game()
    arrange(s, clear=True, units={(frm, sh_nation): sh, (at, fp_nation): fp}, nazgul=nazgul or {},
            chars=chars or {}, political={sh_nation: 0})
    for c in chars or {}:
        if c in s.companions:
            s.companions.remove(c)
    s = action_phase(s, sh=("army",), side=SH, hands=False)
    give(s, SH, card)
    s, _ = g.apply(s, find(g, s, "attack", frm=frm, to=at))
    return g, s


# ---------------------------------------------------------------------------------------------- tiles
TILES = {"sh_character_01": "shadow_01", "sh_character_02": "shadow_02", "sh_character_03": "shadow_03",
         "sh_character_04": "shadow_04"}


@pytest.mark.parametrize("card", sorted(TILES))
def test_shadow_tile_cards_put_their_tile_in_play(card):
    g, s = shadow(card)
    s, _ = play(g, s, card)
    assert s.card_state["tiles_waiting"] == (TILES[card],)


def test_shelobs_lair_in_mordor_rolls_its_damage_and_stops_the_fellowship():
    g, s = shadow("sh_character_01")
    s.mordor = 1
    s, _ = play(g, s, "sh_character_01")
    s = fp_turn(s, "character", "character")
    c = s.corruption
    s, _ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(3, picks=["shadow_01"]))
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == c + 3 and s.mordor == 1


@pytest.mark.parametrize("card", sorted(TILES))
def test_one_for_the_dark_lord_needs_the_fellowship_with_the_defenders(card):
    g, s = battle(card)
    assert not offered(g, s, card)
    g, s = new_game()
    arrange(s, clear=True, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            political={"sauron": 0})
    s.ring_region = "north_ithilien"
    s = action_phase(s, sh=("army",), side=SH, hands=False)
    give(s, SH, card)
    s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
    s, ev = reveal(g, s, card, 4, 4, 1, 1, 1, 1)
    part = battle_roll(ev).parts[0]
    assert part.total == 2 and any("One for the Dark Lord" in m.source for m in part.modifiers)


# ------------------------------------------------------------------------------ hunt tiles by a card
def test_orc_patrol_draws_a_tile_that_hurts_unless_it_is_an_eye():
    g, s = shadow("sh_character_05")
    s.ring_region = "hollin"
    s, _ = play(g, s, "sh_character_05", picks=["standard_05"])
    assert s.pending[-1]["kind"] == "hunt_casualty"
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 3
    g, s = shadow("sh_character_05")
    s.ring_region = "hollin"
    s, ev = play(g, s, "sh_character_05", picks=["standard_01"])
    assert s.corruption == 0 and s.hunt is None and any("without effect" in e.text for e in ev)
    g, s = shadow("sh_character_05")          # the Fellowship is at Rivendell
    refused(g, s, "sh_character_05", "away from Free Peoples settlements")


def test_isildurs_bane_damage_cannot_be_reduced():
    g, s = shadow("sh_character_06")
    s.ring_region = "hollin"
    s.table[FP].append(s.decks["free_peoples/character"].pop(s.decks["free_peoples/character"].index(
        "fp_character_07")))
    s, _ = play(g, s, "sh_character_06", picks=["standard_05"])
    assert s.corruption == 3 and s.hunt is None and s.table[FP] == ["fp_character_07"]


def test_foul_thing_takes_a_random_companion_first():
    g, s = shadow("sh_character_07")
    s.ring_region = "hollin"
    s, _ = play(g, s, "sh_character_07", picks=["standard_05", "gimli"])
    assert "gimli" in s.eliminated and s.corruption == 1


def test_breaking_of_the_fellowship_sends_companions_away():
    g, s = shadow("sh_character_14")
    s.hidden = False
    s, _ = play(g, s, "sh_character_14", picks=["standard_08"])      # 2
    assert s.pending[-1]["side"] == FP
    s, _ = choose(g, s, "gimli")
    s, _ = choose(g, s, "legolas")
    assert s.chars["gimli"] == s.chars["legolas"] == "rivendell" and "gimli" not in s.companions
    g, s = shadow("sh_character_14")
    refused(g, s, "sh_character_14", "revealed")


# ----------------------------------------------------------------------------------- corruption
def test_candles_of_corpses_corrupt_on_four_or_six_with_gollum():
    g, s = shadow("sh_character_08")
    s.ring_region = "hollin"
    s, _ = play(g, s, "sh_character_08", 4, 5, 1)
    assert s.corruption == 2
    g, s = shadow("sh_character_08")
    s.ring_region, s.guide, s.companions = "hollin", "gollum", []
    s, _ = play(g, s, "sh_character_08", 4, 5, 6)
    assert s.corruption == 1


def test_morgul_wound_hurts_more_while_corruption_is_low():
    g, s = shadow("sh_character_12")
    s.hidden, s.corruption = False, 3
    s, _ = play(g, s, "sh_character_12")
    assert s.corruption == 5
    g, s = shadow("sh_character_12")
    s.hidden, s.corruption = False, 4
    s, _ = play(g, s, "sh_character_12")
    assert s.corruption == 5
    g, s = shadow("sh_character_12")
    refused(g, s, "sh_character_12", "revealed")


def test_lure_of_the_ring_the_free_peoples_choose_corruption_or_the_companion():
    g, s = shadow("sh_character_13")
    s.hidden = False
    s, _ = play(g, s, "sh_character_13", picks=["boromir"])
    assert set(options(g, s)) == {"corrupt", "lose"} and s.pending[-1]["side"] == FP
    s, _ = choose(g, s, "corrupt")
    assert s.corruption == 2
    g, s = shadow("sh_character_13")
    s.hidden = False
    s, _ = play(g, s, "sh_character_13", picks=["boromir"])
    s, _ = choose(g, s, "lose")
    assert "boromir" in s.eliminated and s.corruption == 0


# ------------------------------------------------------------------------------------ Nazgûl
def test_nazgul_search_reveals_the_fellowship():
    g, s = shadow("sh_character_10", clear=True)
    arrange(s, nazgul={"moria": 1})
    s.progress, s.ring_region = 1, "hollin"
    s, _ = play(g, s, "sh_character_10")
    s, _ = g.apply(s, find(g, s, "nazgul_move", frm="moria", to="hollin"))
    s, _ = g.apply(s, find(g, s, "done"))
    assert not s.hidden and s.pending[-1]["kind"] == "reveal_move"
    g, s = shadow("sh_character_10")
    refused(g, s, "sh_character_10", "progress")


def test_the_nazgul_strike_discards_a_table_card_or_hunts():
    g, s = shadow("sh_character_09", clear=True, hunt_shadow=1)
    arrange(s, nazgul={"rivendell": 1})
    s.progress = 1
    s.table[FP].append(s.decks["free_peoples/character"].pop(s.decks["free_peoples/character"].index(
        "fp_character_07")))
    s, _ = play(g, s, "sh_character_09")
    s, _ = g.apply(s, find(g, s, "done"))
    assert set(options(g, s)) == {"fp_character_07", "hunt", None}   # None: the Shadow may do neither
    s2, _ = choose(g, s, None)
    assert s2.table[FP] == ["fp_character_07"] and s2.hunt is None
    s, _ = choose(g, s, "fp_character_07")
    assert s.table[FP] == [] and "fp_character_07" in s.discards["free_peoples/character"]


def test_the_nazgul_strike_moves_the_witch_king_who_counts_as_a_nazgul():
    g, s = shadow("sh_character_09", clear=True, hunt_shadow=1)
    arrange(s, units={("dagorlad", "sauron"): (1, 0, 0)}, chars={"witch_king": "dagorlad"})
    s.progress, s.ring_region = 1, "hollin"
    s, _ = play(g, s, "sh_character_09")
    assert s.pending[-1]["kind"] == "minion_moves"   # no other Nazgûl on the map: the Witch-king alone flies
    s, _ = g.apply(s, find(g, s, "minion_move", who="witch_king", to="hollin"))
    assert find(g, s, "minion_move", who="witch_king") is None   # he moved once
    s, _ = g.apply(s, find(g, s, "done"))
    assert s.chars["witch_king"] == "hollin" and set(options(g, s)) == {"hunt", None}
    s, ev = g.apply_with(s, find(g, s, "card_choice", pick="hunt"), scripted_dice(1, 6, picks=["standard_05"]))
    roll = next(e.roll for e in ev if e.roll and e.roll.purpose.startswith("Hunt roll"))
    assert "Nazgûl" in str(roll)   # he gives the hunt its Nazgûl re-roll


def test_the_core_moves_the_witch_king_with_the_character_die_like_a_nazgul():
    g, s = shadow(clear=True)
    arrange(s, units={("dagorlad", "sauron"): (1, 0, 0)}, chars={"witch_king": "dagorlad"})
    s, _ = g.apply(s, find(g, s, "move_minions"))   # offered with the Witch-king alone on the map
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "minion_move" and a["who"] == "witch_king"}
    assert {"fangorn", "andrast"} <= dests and "rivendell" not in dests   # anywhere but a free FP stronghold


def test_nazgul_search_is_done_by_the_witch_king_too():
    g, s = shadow("sh_character_10", clear=True)
    arrange(s, chars={"witch_king": "rivendell"})
    s.progress = 1
    s, _ = play(g, s, "sh_character_10")
    s, _ = g.apply(s, find(g, s, "done"))
    assert not s.hidden


def test_cruel_weather_blows_the_fellowship_to_an_adjacent_region():
    g, s = shadow("sh_character_11")
    s.progress = 2
    s, _ = play(g, s, "sh_character_11")
    assert set(options(g, s)) == set(g.board.nbrs["rivendell"])
    s, _ = choose(g, s, "trollshaws")
    assert s.ring_region == "trollshaws" and s.progress == 2


def test_dreadful_spells_strike_from_the_nazgul():
    g, s = shadow("sh_character_19", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (1, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            nazgul={"dagorlad": 2})
    s, _ = play(g, s, "sh_character_19", 5, 6)
    assert s.units[("north_ithilien", "gondor")] == (1, 0, 0)
    g, s = shadow("sh_character_19", clear=True)
    refused(g, s, "sh_character_19", "Nazgûl")


def test_dreadful_spells_count_the_witch_king_as_a_nazgul():
    g, s = shadow("sh_character_19", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (1, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            nazgul={"dagorlad": 1}, chars={"witch_king": "dagorlad"})
    s, _ = play(g, s, "sh_character_19", 5, 6)   # two dice: a Nazgûl and the Witch-king
    assert s.units[("north_ithilien", "gondor")] == (1, 0, 0)
    g, s = shadow("sh_character_19", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (1, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            chars={"witch_king": "dagorlad"})
    s, _ = play(g, s, "sh_character_19", 5)      # the Witch-king alone is enough
    assert s.units[("north_ithilien", "gondor")] == (2, 0, 0)


def test_the_ringwraiths_are_abroad_count_the_witch_king():
    g, s = shadow("sh_character_23", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("morannon", "sauron"): (2, 0, 0)},
            chars={"witch_king": "dagorlad"}, political={"sauron": 0})
    s, _ = play(g, s, "sh_character_23")
    assert s.pending[-1]["kind"] == "minion_moves"
    s, _ = g.apply(s, find(g, s, "done"))
    acts = [a for a in g.legal_actions(s) if a.kind != "card_army_done"]
    assert acts and all(a["frm"] == "dagorlad" for a in acts)


def test_the_black_captain_moves_the_witch_king_with_the_nazgul():
    g, s = shadow("sh_character_24", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0)}, chars={"witch_king": "dagorlad"})
    s, _ = play(g, s, "sh_character_24")
    s, _ = choose(g, s, "move")   # no Nazgûl on the map: moving the Witch-king is still offered
    s, _ = g.apply(s, find(g, s, "minion_move", who="witch_king", to="morannon"))
    s, _ = g.apply(s, find(g, s, "done"))
    assert s.chars["witch_king"] == "morannon" and s.pending[-1]["kind"] == "card_army"


def test_the_ringwraiths_are_abroad_move_the_nazgul_then_their_armies():
    g, s = shadow("sh_character_23", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0),
                      ("morannon", "sauron"): (2, 0, 0)}, nazgul={"dagorlad": 1}, political={"sauron": 0})
    s, _ = play(g, s, "sh_character_23")
    s, _ = g.apply(s, find(g, s, "done"))
    acts = g.legal_actions(s)
    assert {a.kind for a in acts} == {"card_army_done", "card_move", "card_attack"}
    assert all(a["frm"] == "dagorlad" for a in acts if a.kind != "card_army_done")
    s, _ = g.apply(s, next(a for a in acts if a.kind == "card_attack"))
    assert s.battle is not None or s.strength("north_ithilien", FP) == 0


def test_the_black_captain_recruits_nazgul_then_moves_his_army():
    g, s = shadow("sh_character_24", clear=True)
    arrange(s, units={("dagorlad", "sauron"): (2, 0, 0)}, chars={"witch_king": "dagorlad"})
    reserve = s.nazgul_reserve
    s, _ = play(g, s, "sh_character_24")
    s, _ = choose(g, s, "recruit")
    assert s.nazgul["dagorlad"] == 2 and s.nazgul_reserve == reserve - 2
    move = next(a for a in g.legal_actions(s) if a.kind == "card_move" and a["to"] == "morannon"
                and a["units"] == 2)
    s, _ = g.apply(s, move)
    assert s.units[("morannon", "sauron")] == (2, 0, 0) and s.chars["witch_king"] == "morannon"
    g, s = shadow("sh_character_24")
    refused(g, s, "sh_character_24", "Witch-king")


# ------------------------------------------------------------------------------------ table cards
def test_worn_with_sorrow_takes_a_card_when_a_companion_falls():
    g, s = shadow("sh_character_15", sh=("character", "muster"), hunt_shadow=1)
    s, _ = play(g, s, "sh_character_15")
    give(s, FP, "fp_character_12")
    s = fp_turn(s, "character")
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, _ = g.apply(s, find(g, s, "guide_casualty"))
    assert s.pending[-1]["kind"] == "table_card" and s.pending[-1]["side"] == SH
    s, _ = g.apply(s, find(g, s, "table_card", card="sh_character_15"))
    s, _ = choose(g, s, "hand", picks=["fp_character_12"])
    assert "fp_character_12" in s.discards["free_peoples/character"]
    assert s.table[SH] == ["sh_character_15"]   # it stays: it works at every companion casualty


def test_worn_with_sorrow_works_again_at_the_next_casualty():
    g, s = shadow("sh_character_15", sh=("character", "muster"), hunt_shadow=1)
    s, _ = play(g, s, "sh_character_15")
    give(s, FP, "fp_character_12", "fp_character_09")
    for card, tile in (("fp_character_12", "standard_05"), ("fp_character_09", "standard_06")):
        s = fp_turn(s, "character")
        s.hunt_shadow = 1
        s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=[tile]))
        s, _ = g.apply(s, find(g, s, "guide_casualty"))
        if s.pending[-1]["kind"] == "choose_guide":   # after Strider: a tie among the level-2 companions
            s, _ = g.apply(s, g.legal_actions(s)[0])
        s, _ = g.apply(s, find(g, s, "table_card", card="sh_character_15"))
        s, _ = choose(g, s, "hand", picks=[card])
        assert card in s.discards["free_peoples/character"] and s.table[SH] == ["sh_character_15"]


def test_worn_with_sorrow_leaves_when_the_fellowship_is_declared_at_home():
    g, s = shadow("sh_character_15", sh=("character", "muster"))
    s, _ = play(g, s, "sh_character_15")
    s.phase, s.phase_flags = "fellowship", ()
    s.pending = [{"kind": "fellowship", "side": FP}]
    s.progress = 1
    s, _ = g.apply(s, find(g, s, "declare", to="rivendell"))
    assert s.table[SH] == []


def test_flocks_of_crebain_add_one_to_a_hunt_roll():
    g, s = shadow("sh_character_16", sh=("character", "muster"), hunt_shadow=1)
    s, _ = play(g, s, "sh_character_16")
    s = fp_turn(s, "character")
    s, _ = g.apply(s, find(g, s, "move_fellowship"))
    assert s.pending[-1]["kind"] == "table_card" and s.pending[-1]["side"] == SH
    s, ev = g.apply_with(s, find(g, s, "table_card", card="sh_character_16"), scripted_dice(5, picks=["standard_11"]))
    roll = next(e.roll for e in ev if e.roll and e.roll.purpose.startswith("Hunt roll"))
    assert roll.result.startswith("1 success") and any("Crebain" in m.source for m in roll.parts[0].modifiers)


def test_the_palantir_draws_after_event_plays_and_the_free_peoples_can_break_it():
    g, s = shadow("sh_character_21", "sh_character_12", sh=("character", "event", "muster"))
    s.chars["saruman"] = "orthanc"
    s.hidden = False
    s, _ = play(g, s, "sh_character_21")
    s.active_side = SH
    s.pending = [{"kind": "action", "side": SH}]
    n = len(s.hands[SH])
    s, _ = play(g, s, "sh_character_12", die="event")
    s, _ = choose(g, s, "strategy")
    assert len(s.hands[SH]) == n and g.board.cards[s.hands[SH][-1]].deck == "strategy"
    s = fp_turn(s, "will_of_the_west")
    s, _ = g.apply(s, find(g, s, "remove_table_card", card="sh_character_21"))
    assert s.table[SH] == [] and "sh_character_21" in s.discards["shadow/character"]
    g, s = shadow("sh_character_21")
    refused(g, s, "sh_character_21", "Saruman")


def test_wormtongue_keeps_rohan_passive_unless_edoras_or_helms_deep_is_attacked():
    g, s = shadow("sh_character_22", sh=("character", "army", "army"), clear=True)
    arrange(s, units={("fords_of_isen", "isengard"): (4, 0, 0), ("edoras", "rohan"): (1, 0, 0)},
            chars={"saruman": "orthanc"}, political={"isengard": 0}, control={"edoras": FP})
    s.active.discard("rohan")
    s, _ = play(g, s, "sh_character_22")
    s.active_side = SH
    s.pending = [{"kind": "action", "side": SH}]
    s, ev = g.apply(s, find(g, s, "move_army", frm="fords_of_isen", to="westemnet", units=4))
    assert "rohan" not in s.active and s.table[SH] == ["sh_character_22"]
    assert any("Wormtongue: Rohan stays passive" in e.text for e in ev)
    s.active_side = SH
    s.pending = [{"kind": "action", "side": SH}]
    s, _ = g.apply_with(s, find(g, s, "attack", frm="westemnet", to="edoras"), scripted_dice(*([1] * 20)))
    assert "rohan" in s.active and s.table[SH] == []


def test_wormtongue_leaves_when_rohan_is_active():
    g, s = shadow("sh_character_22", sh=("character", "muster"))
    s.chars["saruman"] = "orthanc"
    s, _ = play(g, s, "sh_character_22")
    assert s.table[SH] == ["sh_character_22"]
    s.active.add("rohan")
    s, _ = g.apply(s, find(g, s, "discard_die"))
    assert s.table[SH] == []


def test_grond_makes_a_three_round_siege():
    g, s = shadow("sh_character_20", clear=True)
    arrange(s, units={("minas_tirith", "sauron"): (4, 2, 0), ("minas_tirith", "gondor"): (2, 0, 0)},
            chars={"witch_king": "minas_tirith"}, political={"sauron": 0})
    s.sieges["minas_tirith"] = FP
    s, ev = g.apply_with(s, find(g, s, "play_card", card="sh_character_20"), scripted_dice(*([1] * 60)))
    assert sum(1 for e in ev if e.roll and e.roll.purpose.startswith("Battle")) == 3
    g, s = shadow("sh_character_20")
    refused(g, s, "sh_character_20", "Witch-king")


def test_the_lidless_eye_turns_dice_into_eyes():
    g, s = shadow("sh_character_18", sh=("character", "army", "muster", "muster"))
    s, _ = play(g, s, "sh_character_18")
    s, _ = choose(g, s, "army")
    s, _ = choose(g, s, "muster")
    s, _ = choose(g, s, None)
    assert s.hunt_shadow == 2 and s.rolled[SH] == ["muster"]


# ------------------------------------------------------------------------------------ combat cards
@pytest.mark.parametrize("card", ["sh_character_05", "sh_character_06", "sh_character_11", "sh_character_21"])
def test_cruel_as_death_trades_two_leadership_for_plus_one(card):
    g, s = battle(card, nazgul={"dagorlad": 2})
    s, ev = reveal(g, s, card, 4, 4, 4, 1, 1, 1)
    assert battle_roll(ev).parts[0].total == 3
    g, s = battle(card, nazgul={"dagorlad": 1})
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_character_07", "sh_character_13", "sh_character_16"])
def test_they_are_terrible_adds_one_to_the_reroll(card):
    g, s = battle(card, nazgul={"dagorlad": 2})
    s, ev = reveal(g, s, card, 1, 1, 4, 4, 1, 1, 1)        # one re-roll left: 4+1 hits
    assert battle_roll(ev).parts[0].total == 1
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_character_08", "sh_character_14", "sh_character_20"])
def test_dread_and_despair_takes_dice_from_the_free_peoples(card):
    g, s = battle(card, nazgul={"dagorlad": 2})
    s, _ = reveal(g, s, card)
    assert options(g, s) == [1, 2]
    s, ev = choose(g, s, 2, 1, 1, 1, 6, 6, 6)
    assert len(battle_roll(ev).parts[1].dice) == 1
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_character_09", "sh_character_12"])
def test_black_breath_kills_a_leader_after_a_reroll_hit(card):
    g, s = battle(card, nazgul={"dagorlad": 1}, fp=(3, 0, 1))
    s, _ = reveal(g, s, card, 1, 1, 1, 6, 1, 1, 1, 1)
    assert "leader" in options(g, s)
    s, _ = choose(g, s, "leader")
    assert s.casualties["gondor"][2] == 1
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_character_10", "sh_character_22", "sh_character_24"])
def test_foul_stench_cancels_a_weaker_leader_reroll(card):
    g, s = battle(card, nazgul={"dagorlad": 1}, fp=(3, 0, 1))
    s, ev = reveal(g, s, card, 6, 6, 6, 1, 1, 1)
    assert any("no leader re-roll" in e.text for e in ev)
    assert battle_roll(ev).parts[1].total == 0
    g, s = battle(card)
    assert not offered(g, s, card)


@pytest.mark.parametrize("card", ["sh_character_15", "sh_character_18", "sh_character_23"])
def test_words_of_power_silence_a_companion(card):
    g, s = battle(card, nazgul={"dagorlad": 1}, chars={"boromir": "north_ithilien"})
    s, ev = reveal(g, s, card, 6, 6, 6, 1, 1, 1)
    part = battle_roll(ev).parts[1]
    assert len(part.dice) == 3 and part.total == 0      # no captain's die, no re-roll
    g, s = battle(card)
    assert not offered(g, s, card)


def test_durins_bane_strikes_near_moria():
    g, s = battle("sh_character_17", frm="moria", at="dimrill_dale", fp_nation="elves")
    s, _ = reveal(g, s, "sh_character_17", 4, 4, 1, 1, 1, 1, 1)
    assert s.units[("dimrill_dale", "elves")][0] <= 1
    g, s = battle("sh_character_17")
    assert not offered(g, s, "sh_character_17")


def test_devilry_of_orthanc_needs_isengard_against_a_stronghold():
    g, s = battle("sh_character_19", frm="fords_of_isen", at="helms_deep", sh_nation="isengard",
                  fp_nation="rohan")
    if s.pending[-1]["kind"] == "siege_choice":
        s, _ = g.apply(s, find(g, s, "field_battle"))
    assert offered(g, s, "sh_character_19")
    g, s = battle("sh_character_19")
    assert not offered(g, s, "sh_character_19")


def test_balrog_of_moria_draws_a_tile_when_the_fellowship_crosses_moria():
    g, s = shadow("sh_character_17", sh=("character", "muster"))
    s, _ = play(g, s, "sh_character_17")
    s.ring_region, s.progress = "hollin", 2
    s.phase, s.phase_flags = "fellowship", ()
    s.pending = [{"kind": "fellowship", "side": FP}]
    s, _ = g.apply(s, find(g, s, "declare", to="dimrill_dale"))   # Hollin → Moria → Dimrill Dale
    assert s.pending[-1]["kind"] == "table_card" and s.pending[-1]["side"] == SH
    # Moria is a Shadow stronghold: its own extra tile comes first (1 damage), then the Balrog's
    s, _ = g.apply_with(s, find(g, s, "table_card", card="sh_character_17"), scripted_dice(picks=["standard_11"]))
    assert s.table[SH] == [] and s.pending[-1]["kind"] == "hunt_casualty"
    s, ev = g.apply_with(s, find(g, s, "no_casualty"), scripted_dice(picks=["standard_01"]))
    assert s.hidden and s.corruption == 1                  # the Balrog's tile was an Eye: no effect
    assert any("no effect for this card" in e.text for e in ev)


def test_durins_bane_may_be_played_from_the_table():
    g, s = new_game()
    arrange(s, clear=True, units={("moria", "sauron"): (3, 0, 0), ("dimrill_dale", "elves"): (2, 0, 0)},
            political={"sauron": 0})
    s = action_phase(s, sh=("army",), side=SH)
    give(s, SH, "sh_character_17")
    s.hands[SH].remove("sh_character_17")
    s.table[SH].append("sh_character_17")
    s, _ = g.apply(s, find(g, s, "attack", frm="moria", to="dimrill_dale"))
    assert offered(g, s, "sh_character_17")
    s, _ = reveal(g, s, "sh_character_17", 4, 4, 1, 1, 1, 1)
    assert s.table[SH] == [] and "sh_character_17" in s.discards["shadow/character"]
    assert s.strength("dimrill_dale", FP) == 0

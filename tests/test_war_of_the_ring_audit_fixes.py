"""Fixes from the rules audit: retreats activate nations, the siege's excess goes back to the
reinforcements, no pass after an Elven ring, Aragorn and Saruman enter besieged places, Take Them Alive,
hobbits separated by the hunt move on, companions' movement (stops, sieges, enemy armies), level-0
characters lead no move."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice

MISS = [1] * 30   # every combat die misses


# -- A2: a retreating army activates the nation it enters ----------------------------------------------
def test_a_shadow_army_retreating_into_a_passive_nation_activates_it():
    g, s = new_game()
    arrange(s, clear=True, units={("minas_tirith", "gondor"): (5, 0, 0), ("druadan_forest", "sauron"): (3, 0, 0)},
            political={"gondor": 0, "sauron": 0})
    assert "rohan" not in s.active and s.board.nation["eastemnet"] == "rohan"
    s = action_phase(s, fp=("army_muster",), sh=("muster",), hands=False)
    s, _ = g.apply_with(s, find(g, s, "attack", frm="minas_tirith", to="druadan_forest"), scripted_dice(*MISS))
    s, _ = g.apply_with(s, find(g, s, "continue_battle"), scripted_dice(*MISS))
    assert s.pending[-1]["kind"] == "battle_retreat"
    s, ev = g.apply(s, find(g, s, "retreat", to="eastemnet"))
    assert s.army("eastemnet", SH) == {"sauron": (3, 0, 0)}
    assert "rohan" in s.active and any("Rohan is activated" in e.text for e in ev)


def test_a_companion_retreating_with_his_army_activates_a_nation():
    g, s = new_game()
    arrange(s, clear=True, units={("westemnet", "gondor"): (3, 0, 0), ("fords_of_isen", "isengard"): (4, 0, 0)},
            chars={"meriadoc": "westemnet"}, political={"gondor": 0, "isengard": 0})
    s.companions.remove("meriadoc")
    assert "rohan" not in s.active
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    s, _ = g.apply_with(s, find(g, s, "attack", frm="fords_of_isen", to="westemnet"), scripted_dice(*MISS))
    s, _ = g.apply_with(s, find(g, s, "continue_battle"), scripted_dice(*MISS))
    s, _ = g.apply(s, find(g, s, "retreat", to="edoras"))
    assert s.chars["meriadoc"] == "edoras" and s.army("edoras", FP) == {"gondor": (3, 0, 0)}
    assert "rohan" in s.active        # Meriadoc (any nation) reached a free Rohan city


# -- A3: units that do not fit in a besieged stronghold go back to the reinforcements ---------------------
def siege_position(defenders):
    g, s = new_game()
    arrange(s, clear=True, units={("osgiliath", "sauron"): (6, 2, 0), ("minas_tirith", "gondor"): defenders},
            political={"sauron": 0})
    s = action_phase(s, sh=("army", "army"), fp=("muster", "muster"), side=SH, hands=False)
    s, _ = g.apply(s, find(g, s, "attack", frm="osgiliath", to="minas_tirith"))
    return g, s


def test_retreating_into_a_siege_the_owner_chooses_which_units_go_back_to_the_reinforcements():
    g, s = siege_position((5, 2, 1))
    r0, c0 = s.reinforcements["gondor"], s.casualties["gondor"]
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    assert s.pending[-1]["kind"] == "siege_excess" and g.to_move(s) == 0
    offered = [a["units"] for a in g.legal_actions(s)]
    assert offered == [(("gondor", 2, 0),), (("gondor", 1, 1),), (("gondor", 0, 2),)]   # regulars first
    assert not s.sieges                              # nothing happens before the choice
    s, ev = g.apply(s, find(g, s, "siege_excess", units=(("gondor", 0, 2),)))
    assert s.units[("minas_tirith", "gondor")] == (5, 0, 1)
    assert s.reinforcements["gondor"] == (r0[0], r0[1] + 2, r0[2]) and s.casualties["gondor"] == c0
    assert s.sieges == {"minas_tirith": FP} and s.units[("minas_tirith", "sauron")] == (6, 2, 0)
    assert any("reinforcements" in e.text for e in ev)


def test_retreating_into_a_siege_with_only_regulars_needs_no_choice():
    g, s = siege_position((7, 0, 0))
    r0 = s.reinforcements["gondor"]
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    assert s.sieges == {"minas_tirith": FP} and s.units[("minas_tirith", "gondor")] == (5, 0, 0)
    assert s.reinforcements["gondor"][0] == r0[0] + 2 and s.casualties["gondor"] == (0, 0, 0)


# -- A4: after an Elven ring the player acts: no pass ----------------------------------------------------
def test_no_pass_after_spending_an_elven_ring():
    g, s = new_game()
    s = action_phase(s, fp=("character", "muster"), sh=("army", "army", "army"))
    assert find(g, s, "pass") is not None           # fewer dice: passing is allowed at first
    s, _ = g.apply(s, find(g, s, "elven_ring", die="muster", to="event"))
    assert g.to_move(s) == 0 and s.pending[-1].get("after_ring")
    assert find(g, s, "pass") is None and find(g, s, "discard_die") is not None
    verdict = g.check(s, Action.make("pass", 0))
    assert not verdict and "Elven ring" in verdict.reason
    s, _ = g.apply(s, find(g, s, "discard_die", die="event"))
    assert g.to_move(s) == 1                         # the next decision is a normal one again


# -- A5: Aragorn is crowned / Saruman enters where the place is only besieged ------------------------------
def test_aragorn_is_crowned_in_a_besieged_minas_tirith():
    g, s = new_game()
    s.companions.remove("strider")
    arrange(s, chars={"strider": "minas_tirith"}, units={("minas_tirith", "sauron"): (6, 0, 0)})
    s.sieges["minas_tirith"] = FP
    s = action_phase(s, fp=("will_of_the_west",))
    s, _ = g.apply(s, find(g, s, "crown_aragorn"))
    assert s.chars["aragorn"] == "minas_tirith" and "strider" not in s.chars


def test_saruman_enters_a_besieged_orthanc_but_his_voice_needs_it_unbesieged():
    g, s = new_game()
    arrange(s, units={("orthanc", "rohan"): (4, 0, 0)}, political={"isengard": 0})
    s.sieges["orthanc"] = SH
    s = action_phase(s, sh=("muster", "muster"), side=SH)
    s, _ = g.apply(s, find(g, s, "minion", minion="saruman", to="orthanc"))
    assert s.chars["saruman"] == "orthanc"
    s = action_phase(s, sh=("muster",), side=SH)
    assert find(g, s, "saruman_muster") is None


# -- B1: Take Them Alive ------------------------------------------------------------------------------------
def hunting(companions=("gandalf_the_grey", "strider", "meriadoc", "legolas"), guide="gandalf_the_grey"):
    g, s = new_game()
    s.companions, s.guide = list(companions), guide
    return g, action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=1)


def test_a_hobbit_drawn_as_hunt_casualty_is_separated_instead_of_eliminated():
    g, s = hunting()
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))   # 3 damage
    s, ev = g.apply_with(s, find(g, s, "random_casualty"), scripted_dice(picks=["meriadoc"]))
    assert "meriadoc" not in s.eliminated and "meriadoc" not in s.companions
    assert s.chars["meriadoc"] == "rivendell" and any("Take Them Alive" in e.text for e in ev)
    p = s.pending[-1]
    assert p["kind"] == "companion_moves" and p["reach"] == 2       # progress 1 + level 1
    s, _ = g.apply(s, find(g, s, "char_move", who="meriadoc", to="trollshaws"))
    assert s.chars["meriadoc"] == "trollshaws" and s.corruption == 2   # still −1 damage (his level)


def test_a_hobbit_guide_chosen_as_casualty_is_separated_too():
    g, s = hunting(companions=("peregrin", "meriadoc"), guide="peregrin")
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, _ = g.apply(s, find(g, s, "decline"))
    s, _ = g.apply(s, find(g, s, "guide_casualty"))
    assert s.chars["peregrin"] == "rivendell" and "peregrin" not in s.eliminated and s.guide == "meriadoc"


def test_on_the_mordor_track_a_hobbit_casualty_is_eliminated():
    g, s = hunting()
    s.ring_region, s.mordor = "morannon", 1
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_05"]))
    s, _ = g.apply_with(s, find(g, s, "random_casualty"), scripted_dice(picks=["meriadoc"]))
    assert "meriadoc" in s.eliminated and "meriadoc" not in s.chars


def test_other_companions_drawn_as_casualty_are_still_eliminated():
    g, s = hunting()
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, _ = g.apply_with(s, find(g, s, "random_casualty"), scripted_dice(picks=["legolas"]))
    assert "legolas" in s.eliminated and "legolas" not in s.chars


# -- B2: a hobbit guide leaving by his ability moves on and may activate a nation ----------------------------
def test_a_hobbit_guide_separated_by_the_hunt_may_move_and_activates_a_nation():
    g, s = hunting(companions=("meriadoc", "peregrin"), guide="meriadoc")
    s.ring_region = "edoras"
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, _ = g.apply(s, find(g, s, "guide_ability"))
    assert s.chars["meriadoc"] == "edoras" and s.pending[-1]["kind"] == "companion_moves"
    dests = {a["to"] for a in g.legal_actions(s)}
    assert dests == set(g.board.within("edoras", 2))    # progress 1 + level 1
    assert "rohan" not in s.active
    s, ev = g.apply(s, find(g, s, "char_move", who="meriadoc", to="edoras"))   # he stays in Edoras
    assert "rohan" in s.active and any("Rohan becomes active" in e.text for e in ev)
    assert s.pending[-1]["kind"] == "hunt_casualty"      # the hunt goes on with the rest of the damage


# -- B4 / C7: companions' movement ---------------------------------------------------------------------------
def move_companions(s, **chars):
    g = new_game()[0]
    for c, r in chars.items():
        if c in s.companions:
            s.companions.remove(c)
        s.chars[c] = r
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_companions"))
    return g, s


def test_a_companion_stops_on_entering_a_shadow_stronghold():
    g, s = new_game()
    g, s = move_companions(s, legolas="hollin")
    dests = {a["to"] for a in g.legal_actions(s)}
    assert "moria" in dests and s.strength("moria", SH) > 0      # among enemy units: allowed (C7)
    assert "dimrill_dale" not in dests                            # only past Moria
    assert dests == set(g.board.within("hollin", 2)) - {"dimrill_dale"}


def test_companions_cannot_enter_or_leave_a_free_stronghold_besieged_by_the_shadow():
    g, s = new_game()
    arrange(s, units={("minas_tirith", "sauron"): (6, 0, 0)})
    s.sieges["minas_tirith"] = FP
    g, s = move_companions(s, gimli="lossarnach", strider="minas_tirith")
    assert s.pending[-1]["todo"] == ("gimli", "strider")
    dests = {a["to"] for a in g.legal_actions(s)}
    assert "minas_tirith" not in dests and "druadan_forest" in dests     # around it, through Osgiliath
    s, _ = g.apply(s, find(g, s, "char_move", who="gimli", to="lossarnach"))
    assert [a["to"] for a in g.legal_actions(s)] == ["minas_tirith"]    # Strider cannot leave


def test_companions_may_end_among_enemy_armies():
    g, s = new_game()
    arrange(s, units={("trollshaws", "sauron"): (3, 0, 0)})
    g, s = move_companions(s, gimli="rivendell")
    s, _ = g.apply(s, find(g, s, "char_move", who="gimli", to="trollshaws"))
    assert s.chars["gimli"] == "trollshaws"
    s = action_phase(new_game()[1], fp=("character",))
    arrange(s, units={("trollshaws", "sauron"): (3, 0, 0)})
    assert find(g, s, "separate", companion="strider", to="trollshaws") is not None


def test_the_mouth_of_sauron_stops_at_a_free_stronghold_and_may_end_among_enemies():
    g, s = new_game()
    s.chars["mouth_of_sauron"] = "lossarnach"
    s = action_phase(s, sh=("character",), side=SH)
    s, _ = g.apply(s, find(g, s, "move_minions"))
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "minion_move"}
    assert "lossarnach" not in dests and "osgiliath" in dests       # Gondor army there at set-up: allowed
    assert "druadan_forest" in dests and "minas_tirith" not in dests


# -- B6: a level-0 character leads no move -----------------------------------------------------------------
def test_saruman_does_not_let_the_character_die_move_an_army():
    g, s = new_game()
    arrange(s, clear=True, units={("orthanc", "isengard"): (4, 0, 0)}, chars={"saruman": "orthanc"},
            political={"isengard": 0})
    s = action_phase(s, sh=("character",), side=SH)
    assert not [a for a in g.legal_actions(s) if a.kind == "move_army" and a["frm"] == "orthanc"]
    arrange(s, units={("orthanc", "isengard"): (3, 1, 0)})   # his Uruk-hai elites do lead
    assert [a for a in g.legal_actions(s) if a.kind == "move_army" and a["frm"] == "orthanc"]


def test_retreating_into_a_siege_drops_the_white_riders_question():
    g, s = new_game()
    arrange(s, clear=True, units={("osgiliath", "sauron"): (6, 2, 0), ("minas_tirith", "gondor"): (3, 0, 1)},
            nazgul={"osgiliath": 1}, chars={"gandalf_the_white": "minas_tirith"}, political={"sauron": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    s, _ = g.apply(s, find(g, s, "attack", frm="osgiliath", to="minas_tirith"))
    assert [p["kind"] for p in s.pending] == ["white_rider", "siege_choice"]
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    assert s.battle is None and s.sieges == {"minas_tirith": FP}
    assert not any(p["kind"] == "white_rider" for p in s.pending)

"""The Fellowship: moving by the progress counter, hiding, the guide, separating companions,
declaring, Aragorn and Gandalf the White."""
from __future__ import annotations

from engines.war_of_the_ring.game import SH
from engines.war_of_the_ring.sample import action_phase, find, new_game
from tests.scripted import scripted_dice


def test_moving_adds_one_progress_and_the_die_joins_the_hunt_box():
    g, s = new_game()
    s = action_phase(s, fp=("character", "character"), sh=("muster", "muster"))
    s, ev = g.apply(s, find(g, s, "move_fellowship"))
    assert s.progress == 1 and s.hidden and s.hunt_fp == 1
    assert any("no hunt roll" in e.text for e in ev)     # no Shadow die in the box
    assert s.ring_region == "rivendell"                  # the figure stays where it was last seen


def test_strider_as_guide_keeps_the_first_moving_die_out_of_the_hunt_box():
    g, s = new_game(first_guide="strider")
    s = action_phase(s, fp=("character", "character"), sh=("muster", "muster"))
    s, _ = g.apply(s, find(g, s, "move_fellowship"))
    assert s.hunt_fp == 0
    s, _ = g.apply(s, find(g, s, "discard_die"))
    s, _ = g.apply(s, find(g, s, "move_fellowship"))
    assert s.hunt_fp == 1 and s.progress == 2


def test_a_revealed_fellowship_must_hide_before_moving():
    g, s = new_game()
    s.hidden = False
    s = action_phase(s, fp=("character", "muster"), sh=("muster",))
    assert find(g, s, "move_fellowship") is None
    assert find(g, s, "hide_fellowship", die="character") is not None
    assert find(g, s, "hide_fellowship", die="muster") is None
    s.guide = "strider"
    assert find(g, s, "hide_fellowship", die="muster") is not None   # Strider guides: any die hides


def test_guide_is_the_highest_level_companion_with_a_choice_on_ties():
    g, s = new_game()
    choices = {a["guide"] for a in g.legal_actions(s) if a.kind == "change_guide"}
    assert choices == {"strider"}
    s, _ = g.apply(s, find(g, s, "change_guide", guide="strider"))
    assert s.guide == "strider" and find(g, s, "change_guide") is None


def test_separating_companions_moves_them_progress_plus_level_and_picks_a_new_guide():
    g, s = new_game()
    s.progress = 1
    s = action_phase(s, fp=("character",), sh=("muster",))
    reach = {a["to"] for a in g.legal_actions(s) if a.kind == "separate" and a["companion"] == "gandalf_the_grey"}
    # progress 1 + level 3 = 4 regions; armies do not stop him (rulebook), but entering a Shadow-held
    # stronghold (Moria) ends his move, so the Dimrill Dale (only past Moria) is out of reach
    assert reach == set(g.board.within("rivendell", 4)) - {"dimrill_dale"}
    assert "moria" in reach and s.strength("moria", SH) > 0
    s, _ev = g.apply(s, find(g, s, "separate", companion="gandalf_the_grey", to="trollshaws"))
    assert "gandalf_the_grey" not in s.companions and s.chars["gandalf_the_grey"] == "trollshaws"
    assert s.guide == "strider"


def test_gollum_guides_when_no_companion_is_left():
    g, s = new_game()
    s.companions = ["peregrin"]
    s.guide = "peregrin"
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "separate", companion="peregrin", to="rivendell"))
    assert s.companions == [] and s.guide == "gollum"


def test_separated_companions_move_up_to_their_level():
    g, s = new_game()
    s.companions.remove("gimli")
    s.chars["gimli"] = "rivendell"
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_companions"))
    assert s.pending[-1]["kind"] == "companion_moves"
    dests = {a["to"] for a in g.legal_actions(s)}
    assert dests == set(g.board.within("rivendell", 2))
    s, _ = g.apply(s, find(g, s, "char_move", who="gimli", to="trollshaws"))
    assert s.chars["gimli"] == "trollshaws" and g.to_move(s) == 1


def test_declare_within_the_progress_counter_and_reset_it():
    g, s = new_game()
    s.progress = 2
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "declare"}
    assert dests == set(g.board.within("rivendell", 2))
    s, _ = g.apply(s, find(g, s, "declare", to="trollshaws"))
    assert s.ring_region == "trollshaws" and s.progress == 0 and s.hidden


def test_declaring_past_a_shadow_stronghold_draws_an_extra_tile():
    g, s = new_game()
    s.ring_region = "dagorlad"
    s.progress = 2
    a = find(g, s, "declare", to="gorgoroth")       # through the Morannon, held by the Shadow
    s, ev = g.apply_with(s, a, scripted_dice(picks=["standard_15"]))
    assert any("extra hunt tile" in e.text for e in ev)
    assert "standard_15" in s.hunt_drawn


def test_aragorn_is_crowned_with_will_of_the_west_in_minas_tirith():
    g, s = new_game()
    s.companions.remove("strider")
    s.chars["strider"] = "minas_tirith"
    s = action_phase(s, fp=("will_of_the_west",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "crown_aragorn"))
    assert s.chars.get("aragorn") == "minas_tirith" and "strider" not in s.chars


def test_gandalf_the_white_needs_a_minion_in_play():
    g, s = new_game()
    s.companions.remove("gandalf_the_grey")
    s.chars["gandalf_the_grey"] = "lorien"
    s = action_phase(s, fp=("will_of_the_west",), sh=("muster",))
    assert find(g, s, "gandalf_the_white") is None
    s.minion_ever = True
    s, _ = g.apply(s, find(g, s, "gandalf_the_white", to="lorien"))
    assert s.chars["gandalf_the_white"] == "lorien" and "gandalf_the_grey" not in s.chars


def test_a_group_separates_together_moving_by_its_highest_level():
    g, s = new_game()
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "separate_group"))
    assert s.pending[-1]["kind"] == "separate_group" and find(g, s, "group_go") is None
    s, _ = g.apply(s, find(g, s, "group_add", companion="meriadoc"))
    near = {a["to"] for a in g.legal_actions(s) if a.kind == "group_go"}
    s, _ = g.apply(s, find(g, s, "group_add", companion="gimli"))
    far = {a["to"] for a in g.legal_actions(s) if a.kind == "group_go"}
    assert near < far and "meriadoc" not in {a.get("companion") for a in g.legal_actions(s)}
    s, _ = g.apply(s, find(g, s, "group_go", to="trollshaws"))
    assert s.chars["meriadoc"] == s.chars["gimli"] == "trollshaws" and len(s.companions) == 5
    assert g.to_move(s) == 1


def test_when_the_guide_leaves_the_free_peoples_choose_among_equal_levels():
    g, s = new_game()
    s.companions = ["boromir", "legolas", "meriadoc"]
    s.guide = "boromir"
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "separate", companion="boromir", to="rivendell"))
    assert s.guide == "legolas"      # the only level-2 companion left: no choice
    s.companions = ["legolas", "gimli", "boromir", "meriadoc"]
    s.chars.pop("boromir")
    s.guide = "legolas"
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "separate", companion="legolas", to="rivendell"))
    assert s.pending[-1]["kind"] == "choose_guide" and g.to_move(s) == 0
    assert {a["guide"] for a in g.legal_actions(s)} == {"gimli", "boromir"}
    s, _ = g.apply(s, find(g, s, "pick_guide", guide="boromir"))
    assert s.guide == "boromir" and g.to_move(s) == 1

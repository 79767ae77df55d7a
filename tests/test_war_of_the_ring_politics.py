"""The political track: advancing with the Muster die, passive nations stopping one step short of
war, activation (enemy entry, attack, a companion's visit, the Fellowship declared), automatic advances."""
from __future__ import annotations

from engines.war_of_the_ring.game import SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game


def test_muster_die_advances_a_friendly_nation_one_step():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("muster",))
    s, _ev = g.apply(s, find(g, s, "politics", nation="gondor"))
    assert s.political["gondor"] == 1
    assert find(g, action_phase(s, sh=("muster",), side=SH), "politics", nation="gondor") is None


def test_a_passive_nation_cannot_step_onto_at_war():
    g, s = new_game()
    s.political["gondor"] = 1
    s = action_phase(s, fp=("muster",), sh=("muster",))
    assert find(g, s, "politics", nation="gondor") is None
    assert find(g, s, "politics", nation="elves") is not None      # the Elves start active
    s.active.add("gondor")
    s, _ = g.apply(s, find(g, s, "politics", nation="gondor"))
    assert s.at_war("gondor")


def test_shadow_nations_start_active_and_reach_war_with_one_step():
    g, s = new_game()
    s = action_phase(s, sh=("muster",), fp=("muster",), side=SH)
    s, _ = g.apply(s, find(g, s, "politics", nation="sauron"))
    assert s.at_war("sauron")


def test_enemy_entering_a_region_activates_the_nation():
    g, s = new_game()
    arrange(s, clear=True, units={("gap_of_rohan", "isengard"): (2, 0, 0)}, political={"isengard": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH)
    assert "rohan" not in s.active
    s, _ev = g.apply(s, find(g, s, "move_army", frm="gap_of_rohan", to="fords_of_isen"))
    assert "rohan" in s.active and s.political["rohan"] == 3


def test_a_companion_reaching_a_city_of_his_nation_activates_it():
    g, s = new_game()
    s = action_phase(s, fp=("character",), sh=("muster",))
    assert find(g, s, "separate", companion="boromir", to="lorien") is None   # too far: level 2 + progress 0
    a = find(g, s, "separate", companion="boromir", to="fords_of_bruinen")
    assert a is not None
    s, _ = g.apply(s, a)
    assert "gondor" not in s.active
    g2, s2 = new_game()
    s2.ring_region = "minas_tirith"
    s2 = action_phase(s2, fp=("character",), sh=("muster",))
    s2, _ev = g2.apply(s2, find(g2, s2, "separate", companion="boromir", to="minas_tirith"))
    assert "gondor" in s2.active
    g3, s3 = new_game()
    s3.ring_region = "minas_tirith"
    s3 = action_phase(s3, fp=("character",), sh=("muster",))
    s3, _ = g3.apply(s3, find(g3, s3, "separate", companion="gimli", to="minas_tirith"))
    assert "gondor" not in s3.active       # Gimli wears the Dwarves' icon


def test_declaring_the_fellowship_in_a_free_peoples_city_activates_and_heals():
    g, s = new_game()
    s.progress = 2
    s.corruption = 3
    a = find(g, s, "declare", to="rivendell")
    s, _ = g.apply(s, a)
    assert s.corruption == 2 and s.progress == 0
    assert find(g, s, "declare") is None    # once per Fellowship phase


def test_capturing_a_settlement_advances_its_nation():
    g, s = new_game()
    arrange(s, clear=True, units={("westemnet", "isengard"): (2, 0, 0)}, political={"isengard": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH)
    s, _ = g.apply(s, find(g, s, "move_army", frm="westemnet", to="edoras"))
    assert s.control["edoras"] == SH and s.political["rohan"] == 2


def test_companion_abilities_advance_their_nation_with_any_die():
    g, s = new_game()
    s.companions.remove("legolas")
    s.chars["legolas"] = "lorien"
    s = action_phase(s, fp=("event",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "companion_politics", companion="legolas"))
    assert s.political["elves"] == 2


def test_a_companion_arriving_with_an_army_activates_his_nation():
    g, s = new_game()
    arrange(s, clear=True, units={("lossarnach", "gondor"): (2, 0, 0)}, chars={"boromir": "lossarnach"})
    s.companions.remove("boromir")
    s = action_phase(s, fp=("character",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_army", frm="lossarnach", to="minas_tirith", units=2))
    assert s.chars["boromir"] == "minas_tirith" and "gondor" in s.active

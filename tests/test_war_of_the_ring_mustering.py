"""Mustering with the Muster die: only nations at war, in their own free settlements, the four
combinations (2 regulars, 1 elite, 1 regular + 1 leader, 2 leaders), one figure per settlement;
Nazgûl in Sauron strongholds; minions entering play."""
from __future__ import annotations

from engines.war_of_the_ring.game import SH
from engines.war_of_the_ring.sample import action_phase, find, new_game


def test_only_nations_at_war_recruit():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("muster",))
    assert find(g, s, "recruit") is None
    s.political["gondor"] = 0
    assert {a["nation"] for a in g.legal_actions(s) if a.kind == "recruit"} == {"gondor"}


def test_recruit_places_are_the_nations_own_free_settlements():
    g, s = new_game()
    s.political["rohan"] = 0
    s.control["helms_deep"] = SH
    s = action_phase(s, fp=("muster",), sh=("muster",))
    places = {a["to"] for a in g.legal_actions(s) if a.kind == "recruit" and a["nation"] == "rohan"}
    # towns, cities and strongholds; not a fortification (Fords of Isen), not the captured Helm's Deep
    assert places == {"edoras", "westemnet", "folde"}


def test_an_elite_is_the_whole_muster():
    g, s = new_game()
    s.political["gondor"] = 0
    s = action_phase(s, fp=("muster",), sh=("muster",))
    before = s.units[("minas_tirith", "gondor")]
    s, _ = g.apply(s, find(g, s, "recruit", nation="gondor", unit="elite", to="minas_tirith"))
    assert s.units[("minas_tirith", "gondor")] == (before[0], before[1] + 1, before[2])
    assert g.to_move(s) == 1


def test_a_regular_and_a_leader_in_two_different_settlements():
    g, s = new_game()
    s.political["gondor"] = 0
    s = action_phase(s, fp=("muster",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "recruit", nation="gondor", unit="regular", to="minas_tirith"))
    assert s.pending[-1]["kind"] == "muster_second"
    assert find(g, s, "recruit2", to="minas_tirith") is None
    assert find(g, s, "recruit2", unit="elite") is None
    s, _ = g.apply(s, find(g, s, "recruit2", nation="gondor", unit="leader", to="dol_amroth"))
    assert s.units[("dol_amroth", "gondor")][2] == 1
    assert g.to_move(s) == 1


def test_shadow_recruits_nazgul_only_in_sauron_strongholds():
    g, s = new_game()
    s.political["sauron"] = 0
    s = action_phase(s, sh=("muster",), fp=("muster",), side=SH)
    places = {a["to"] for a in g.legal_actions(s) if a.kind == "recruit" and a["unit"] == "nazgul"}
    assert places and all(g.board.settlement[r] == "stronghold" and g.board.nation[r] == "sauron" for r in places)
    assert find(g, s, "recruit", unit="leader") is None


def test_saruman_enters_in_orthanc_when_isengard_is_at_war():
    g, s = new_game()
    s = action_phase(s, sh=("muster",), fp=("muster",), side=SH)
    assert find(g, s, "minion", minion="saruman") is None
    s.political["isengard"] = 0
    a = find(g, s, "minion", minion="saruman")
    assert a["to"] == "orthanc"
    s, _ = g.apply(s, a)
    assert s.chars["saruman"] == "orthanc" and s.minion_ever


def test_witch_king_needs_sauron_and_a_free_peoples_nation_at_war_and_activates_all():
    g, s = new_game()
    s.political.update({"sauron": 0})
    s = action_phase(s, sh=("muster",), fp=("muster",), side=SH)
    assert find(g, s, "minion", minion="witch_king") is None
    s.political["elves"] = 0
    s, _ = g.apply(s, find(g, s, "minion", minion="witch_king", to="barad_dur"))
    assert s.active >= {"dwarves", "elves", "gondor", "north", "rohan"}


def test_mouth_of_sauron_needs_mordor_or_all_free_peoples_at_war():
    g, s = new_game()
    s = action_phase(s, sh=("muster",), fp=("muster",), side=SH)
    assert find(g, s, "minion", minion="mouth_of_sauron") is None
    s.mordor = 0
    assert find(g, s, "minion", minion="mouth_of_sauron", to="barad_dur") is not None


def test_saruman_musters_regulars_in_every_isengard_settlement_or_breeds_uruk_hai():
    g, s = new_game()
    s.political["isengard"] = 0
    s.chars["saruman"] = "orthanc"
    s = action_phase(s, sh=("muster", "muster"), fp=("muster", "muster"), side=SH)
    before = {r: s.units.get((r, "isengard"), (0, 0, 0)) for r in ("orthanc", "north_dunland", "south_dunland")}
    s, _ = g.apply(s, find(g, s, "saruman_muster", how="regulars"))
    for r, t in before.items():
        if g.board.settlement[r] != "none":
            assert s.units[(r, "isengard")][0] == t[0] + 1
    s, _ = g.apply(s, find(g, s, "discard_die"))
    reg, eli, _l = s.units[("orthanc", "isengard")]
    s, _ = g.apply(s, find(g, s, "saruman_muster", how="elites"))
    assert s.units[("orthanc", "isengard")][:2] == (reg - 2, eli + 2)


def test_isengard_elites_lead_while_saruman_is_in_play():
    _g, s = new_game()
    assert s.leadership("orthanc", SH) == 0
    s.chars["saruman"] = "orthanc"
    assert s.leadership("orthanc", SH) == 1 + 1     # Saruman's own leadership and one elite


def test_mouth_of_sauron_uses_a_muster_die_as_an_army_die_once_a_turn():
    g, s = new_game()
    s.chars["mouth_of_sauron"] = "barad_dur"
    s = action_phase(s, sh=("muster", "muster"), fp=("muster", "muster"), side=SH)
    a = find(g, s, "move_army", die="muster", frm="minas_morgul")
    assert a is not None
    s, _ = g.apply(s, a)
    if s.pending[-1]["kind"] == "army_second":
        s, _ = g.apply(s, find(g, s, "done"))
    s, _ = g.apply(s, find(g, s, "discard_die"))
    assert s.mouth_used and find(g, s, "move_army", die="muster") is None

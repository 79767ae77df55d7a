"""Sieges: retreating into a stronghold (five units at most), the besieger hitting on 6, one round
per action, extending by reducing an elite, no retreat for the besieged, the sortie."""
from __future__ import annotations

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice


def siege_position(defenders=(7, 0, 1), attackers=(6, 2, 0)):
    g, s = new_game()
    arrange(s, clear=True, units={("osgiliath", "sauron"): attackers, ("minas_tirith", "gondor"): defenders},
            political={"sauron": 0})
    s = action_phase(s, sh=("army", "army"), fp=("muster", "muster"), side=SH, hands=False)
    s, _ = g.apply(s, find(g, s, "attack", frm="osgiliath", to="minas_tirith"))
    return g, s


def test_defender_of_a_stronghold_chooses_field_or_siege():
    g, s = siege_position()
    assert s.pending[-1]["kind"] == "siege_choice" and g.to_move(s) == 0
    assert {a.kind for a in g.legal_actions(s)} == {"field_battle", "retreat_into_siege"}


def test_at_most_five_units_inside_and_the_attacker_moves_in():
    g, s = siege_position()
    r0 = s.reinforcements["gondor"]
    s, _ev = g.apply(s, find(g, s, "retreat_into_siege"))
    assert s.sieges == {"minas_tirith": FP}
    assert s.units[("minas_tirith", "gondor")] == (5, 0, 1)
    # rulebook: the two that do not fit go back to the reinforcements, they are no casualties
    assert s.casualties["gondor"] == (0, 0, 0) and s.reinforcements["gondor"][0] == r0[0] + 2
    assert s.units[("minas_tirith", "sauron")] == (6, 2, 0) and ("osgiliath", "sauron") not in s.units
    assert s.control["minas_tirith"] == FP        # the stronghold holds out
    assert g.to_move(s) == 0                      # the Free Peoples' turn to act


def test_siege_round_attacker_hits_on_six_only_then_may_extend_with_an_elite():
    g, s = siege_position()
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    s, _ = g.apply(s, find(g, s, "discard_die"))
    a = find(g, s, "attack", frm="minas_tirith", to="minas_tirith")
    assert a is not None
    # attacker 5 dice: 5,5,6,4,3 -> one hit; defender 5 dice (5 units inside) + 1 leader re-roll
    s, ev = g.apply_with(s, a, scripted_dice(5, 5, 6, 4, 3, 5, 2, 2, 2, 2, 2))
    r = next(e.roll for e in ev if e.roll)
    assert r.result == "attacker 1 hit, defender 1 hit" and "6+" in r.target
    # the besieger takes its hit (a choice: a regular, or reduce an elite)
    s, _ = g.apply(s, find(g, s, "take_casualties", regulars=1))
    assert s.pending[-1]["kind"] == "battle_continue" and s.pending[-1].get("siege")
    assert {a.kind for a in g.legal_actions(s)} == {"extend_siege", "stop_battle"}
    s, ev = g.apply_with(s, find(g, s, "extend_siege"), scripted_dice(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2))
    assert s.units[("minas_tirith", "sauron")] == (6, 1, 0)      # one elite became a regular
    assert any("round 2" in e.text for e in ev)


def test_the_besieged_cannot_move_out_but_may_sortie_hitting_on_five():
    g, s = siege_position()
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    assert find(g, s, "move_army", frm="minas_tirith") is None
    s.political["gondor"] = 0
    s.rolled[FP] = ["army_muster", "muster"]
    a = find(g, s, "sortie", frm="minas_tirith")
    assert a is not None
    s, ev = g.apply_with(s, a, scripted_dice(5, 5, 5, 5, 5, 1, 2, 2, 2, 2, 2))
    r = next(e.roll for e in ev if e.roll)
    assert r.result.startswith("attacker 5 hits") and r.target == "5+ for both"


def test_stronghold_falls_when_its_defenders_are_destroyed():
    g, s = siege_position(defenders=(1, 0, 0), attackers=(5, 0, 0))
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    s, _ = g.apply(s, find(g, s, "discard_die"))
    s, _ev = g.apply_with(s, find(g, s, "attack", to="minas_tirith"), scripted_dice(6, 2, 2, 2, 2, 2))
    assert s.sieges == {} and s.control["minas_tirith"] == SH
    assert s.vp(SH) == 2


def test_field_battle_at_a_stronghold_first_round_on_six():
    g, s = siege_position(defenders=(2, 0, 0), attackers=(3, 0, 0))
    s, ev = g.apply_with(s, find(g, s, "field_battle"), scripted_dice(5, 5, 6, 2, 2))
    r = next(e.roll for e in ev if e.roll)
    assert r.result.startswith("attacker 1 hit")


def test_relieving_army_attacks_the_besiegers_in_the_open():
    g, s = new_game()
    arrange(s, clear=True, units={("minas_tirith", "sauron"): (2, 0, 0), ("minas_tirith", "gondor"): (2, 0, 0),
                                  ("lossarnach", "gondor"): (3, 0, 0)}, political={"gondor": 0})
    s.sieges["minas_tirith"] = FP
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    a = find(g, s, "attack", frm="lossarnach", to="minas_tirith")
    assert a is not None and "besiegers" in a.label
    s, ev = g.apply_with(s, a, scripted_dice(5, 5, 2, 2, 2))
    r = next(e.roll for e in ev if e.roll)
    assert r.result.startswith("attacker 2 hits") and r.target == "5+ for both"
    assert s.sieges == {}


def test_a_failed_sortie_that_empties_the_stronghold_hands_it_to_the_besiegers():
    g, s = new_game()
    arrange(s, clear=True, units={("helms_deep", "isengard"): (5, 0, 0), ("helms_deep", "rohan"): (1, 0, 0)},
            political={"rohan": 0})
    s.sieges["helms_deep"] = FP
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    s, _ev = g.apply_with(s, find(g, s, "sortie", frm="helms_deep"), scripted_dice(1, 5, 2, 2, 2, 2))
    assert s.sieges == {} and s.control["helms_deep"] == SH
    assert ("helms_deep", "rohan") not in s.units


def test_after_a_field_round_the_defender_may_still_retreat_into_the_stronghold():
    # rulebook: the choice between the field and the stronghold comes before every round, not only the first
    g, s = siege_position(defenders=(4, 0, 1))
    s, _ = g.apply(s, find(g, s, "field_battle"))
    while s.pending[-1]["kind"] != "battle_continue":
        s, _ = g.apply_with(s, g.legal_actions(s)[0], scripted_dice(*[2] * 20))
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    assert s.pending[-1]["kind"] == "battle_retreat"
    assert "retreat_into_siege" in {a.kind for a in g.legal_actions(s)}
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    assert s.sieges == {"minas_tirith": FP} and s.battle is None
    assert ("osgiliath", "sauron") not in s.units and s.units[("minas_tirith", "sauron")]


def test_besiegers_facing_a_sortie_may_retreat_and_the_siege_ends():
    # seed: a sortie is an ordinary field battle, so the besiegers (its defenders) may retreat
    g, s = siege_position(attackers=(6, 0, 0))
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    s.political["gondor"] = 0
    s.rolled[FP] = ["army_muster", "muster"]
    s, _ = g.apply_with(s, find(g, s, "sortie", frm="minas_tirith"), scripted_dice(*[2] * 20))
    while s.pending[-1]["kind"] != "battle_continue":
        s, _ = g.apply_with(s, g.legal_actions(s)[0], scripted_dice(*[2] * 20))
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    assert s.pending[-1]["kind"] == "battle_retreat" and g.to_move(s) == 1
    # the besieged never get to retreat: this is the besiegers' choice
    a = find(g, s, "retreat")
    assert a is not None
    s, _ = g.apply(s, a)
    assert "minas_tirith" not in s.sieges and s.battle is None
    assert s.strength("minas_tirith", SH) == 0 and s.strength(a["to"], SH) == 6

"""Attacks with a chosen part of an army (`comp`, the same format as `move_army`), advancing with a chosen
part of the victors, and characters in battle: Captain of the West, leadership, the White Rider, and
characters falling with their army."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice


def battle(units, nazgul=None, political=None, chars=None, sh=("army",), fp=("muster",), side=SH):
    g, s = new_game()
    arrange(s, clear=True, units=units, nazgul=nazgul or {}, chars=chars or {},
            political={"sauron": 0, **(political or {})})
    return g, action_phase(s, sh=sh, fp=fp, side=side, hands=False)


def rolls(ev):
    return [e.roll for e in ev if e.roll is not None]


def attack(g, s, frm, to, comp, die="army", seat=None):
    seat = g.to_move(s) if seat is None else seat
    return Action.make("attack", seat, "", die=die, frm=frm, to=to, comp=comp)


def test_a_part_of_the_army_attacks_and_the_rest_stays_out_of_the_battle():
    g, s = battle({("dagorlad", "sauron"): (4, 1, 0), ("north_ithilien", "gondor"): (2, 0, 0)})
    a = attack(g, s, "dagorlad", "north_ithilien", [["sauron", 2, 0, 0]])
    assert g.check(s, a)
    # two attacking dice (not five), two defending dice
    s, ev = g.apply_with(s, a, scripted_dice(5, 5, 5, 1))
    r = rolls(ev)[0]
    assert len(r.parts[0].dice) == 2 and len(r.parts[1].dice) == 2
    # the hit on the attacker falls on the attacking part: the elite that stayed behind is untouched
    assert s.units[("dagorlad", "sauron")] == (3, 1, 0)
    assert s.pending[-1]["kind"] == "battle_advance"
    # only the survivor of the attack may advance
    too_many = Action.make("advance", 1, "", comp=[["sauron", 2, 0, 0]])
    assert not g.check(s, too_many)
    elite = Action.make("advance", 1, "", comp=[["sauron", 0, 1, 0]])
    assert not g.check(s, elite)
    s, _ = g.apply(s, find(g, s, "advance"))
    assert s.units[("north_ithilien", "sauron")] == (1, 0, 0) and s.units[("dagorlad", "sauron")] == (2, 1, 0)


def test_advance_with_a_chosen_part_of_the_victors():
    g, s = battle({("dagorlad", "sauron"): (4, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
                  nazgul={"dagorlad": 1})
    s, _ = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(5, 2, 2, 2, 2, 2))
    assert s.pending[-1]["kind"] == "battle_advance"
    a = Action.make("advance", 1, "", comp=[["sauron", 3, 0, 0]])
    assert g.check(s, a)
    s, _ = g.apply(s, a)
    assert s.units[("north_ithilien", "sauron")] == (3, 0, 0) and s.units[("dagorlad", "sauron")] == (1, 0, 0)
    assert s.nazgul == {"dagorlad": 1}            # a part advances: the Nazgûl stay with the rest
    assert s.battle is None and s.control.get("north_ithilien") is None


def test_the_attacking_part_destroyed_leaves_the_rest_of_the_army():
    g, s = battle({("dagorlad", "sauron"): (4, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    a = attack(g, s, "dagorlad", "north_ithilien", [["sauron", 1, 0, 0]])
    s, ev = g.apply_with(s, a, scripted_dice(2, 5, 2, 2))
    assert any(e.template == "The attacking army is destroyed." for e in ev)
    assert s.units[("dagorlad", "sauron")] == (3, 0, 0) and s.battle is None


def test_casualty_choice_counts_only_the_attacking_part():
    g, s = battle({("dagorlad", "sauron"): (1, 2, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    a = attack(g, s, "dagorlad", "north_ithilien", [["sauron", 0, 1, 0]])
    s, _ = g.apply_with(s, a, scripted_dice(2, 5, 2, 2))
    # one hit on an attacking force of one elite: reduce it (no regular of the force to remove)
    assert s.units[("dagorlad", "sauron")] == (2, 1, 0)
    assert {n: (r, e, ld) for n, r, e, ld in s.battle["force"]} == {"sauron": (1, 0, 0)}
    s, _ = g.apply(s, find(g, s, "stop_battle"))
    assert s.battle is None


def test_nations_at_war_may_attack_while_the_others_stay_behind():
    g, s = battle({("osgiliath", "gondor"): (2, 0, 1), ("osgiliath", "rohan"): (2, 0, 0),
                   ("north_ithilien", "sauron"): (2, 0, 0)},
                  political={"gondor": 0, "rohan": 2}, fp=("army",), side=FP)
    whole = find(g, s, "attack", frm="osgiliath", to="north_ithilien", comp=None)
    assert whole is None                                        # Rohan is not at war
    part = find(g, s, "attack", frm="osgiliath", to="north_ithilien")
    assert part is not None and part["comp"] == (("gondor", 2, 0, 1),) and "Gondor only" in part.label
    bad = attack(g, s, "osgiliath", "north_ithilien", [["gondor", 2, 0, 1], ["rohan", 1, 0, 0]])
    assert "not at war" in g.check(s, bad).reason
    s, _ = g.apply_with(s, part, scripted_dice(5, 5, 2, 2))
    assert s.units[("osgiliath", "rohan")] == (2, 0, 0)


def test_character_die_attack_with_a_part_needs_a_leader_in_it():
    g, s = battle({("osgiliath", "gondor"): (3, 0, 1), ("north_ithilien", "sauron"): (2, 0, 0)},
                  political={"gondor": 0}, fp=("character",), side=FP)
    no_leader = attack(g, s, "osgiliath", "north_ithilien", [["gondor", 2, 0, 0]], die="character")
    assert "leader" in g.check(s, no_leader).reason
    alone = attack(g, s, "osgiliath", "north_ithilien", [["gondor", 3, 0, 0]], die="character")
    assert not g.check(s, alone)
    ok = attack(g, s, "osgiliath", "north_ithilien", [["gondor", 2, 0, 1]], die="character")
    assert g.check(s, ok)


def test_comp_is_refused_when_it_asks_for_figures_that_are_not_there():
    g, s = battle({("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)})
    assert not g.check(s, attack(g, s, "dagorlad", "north_ithilien", [["sauron", 3, 0, 0]]))
    assert not g.check(s, attack(g, s, "dagorlad", "north_ithilien", [["isengard", 1, 0, 0]]))
    assert not g.check(s, attack(g, s, "dagorlad", "north_ithilien", "nonsense"))
    assert not g.check(s, attack(g, s, "dagorlad", "ithilien_nowhere", [["sauron", 1, 0, 0]]))
    assert not g.check(s, attack(g, s, "dagorlad", "osgiliath", [["sauron", 1, 0, 0]]))   # no enemy there


# -- characters in battle ---------------------------------------------------------------------------------
def test_captain_of_the_west_adds_one_combat_die_per_companion():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
                  chars={"boromir": "north_ithilien", "legolas": "north_ithilien"})
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(*([2] * 8)))
    assert len(rolls(ev)[0].parts[1].dice) == 3       # 1 unit + Boromir + Legolas


def test_captains_never_give_more_than_five_dice():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (5, 0, 0)},
                  chars={"strider": "north_ithilien"})
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(*([2] * 10)))
    assert len(rolls(ev)[0].parts[1].dice) == 5


def test_gandalf_the_white_and_the_hobbits_are_no_captains():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
                  chars={"meriadoc": "north_ithilien", "gandalf_the_white": "north_ithilien"})
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(*([2] * 8)))
    assert len(rolls(ev)[0].parts[1].dice) == 1


def test_characters_lend_leadership_and_fall_when_their_army_is_destroyed():
    g, s = battle({("dagorlad", "sauron"): (5, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
                  chars={"gimli": "north_ithilien"})
    # defender: 2 dice (unit + Gimli), both miss, Gimli's leadership re-rolls one
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(5, 2, 2, 2, 2, 2, 3, 2))
    d = rolls(ev)[0].parts[1].dice
    assert len(d) == 2 and sum(1 for x in d if x.rerolled_from) == 1
    assert ("north_ithilien", "gondor") not in s.units
    # rulebook: a companion is never a casualty, but falls when every unit of his army is eliminated
    assert "gimli" not in s.chars and "gimli" in s.eliminated
    assert any("falls with the army" in e.text for e in ev)


def test_a_companion_survives_while_one_unit_of_his_army_lives():
    g, s = battle({("dagorlad", "sauron"): (5, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)},
                  chars={"gimli": "north_ithilien"})
    s, _ = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(5, 2, 2, 2, 2, 2, 2, 2, 2))
    assert s.units[("north_ithilien", "gondor")][0] >= 1 and s.chars["gimli"] == "north_ithilien"


def test_minions_and_nazgul_fall_with_their_army():
    g, s = battle({("north_ithilien", "sauron"): (1, 0, 0), ("osgiliath", "gondor"): (5, 0, 0)},
                  political={"gondor": 0}, chars={"witch_king": "north_ithilien"}, nazgul={"north_ithilien": 2},
                  fp=("army",), side=FP)
    reserve = s.nazgul_reserve
    s, _ = g.apply_with(s, find(g, s, "attack", frm="osgiliath", to="north_ithilien"),
                        scripted_dice(5, 5, 5, 5, 5, 2, 2, 2, 2, 2, 2))
    assert ("north_ithilien", "sauron") not in s.units
    assert "witch_king" not in s.chars and "witch_king" in s.eliminated     # the Shadow loses his die
    assert "north_ithilien" not in s.nazgul and s.nazgul_reserve == reserve + 2   # Nazgûl return to the reserve


def test_a_partial_attack_leaves_the_characters_and_their_bonus_behind():
    g, s = battle({("osgiliath", "gondor"): (3, 0, 1), ("north_ithilien", "sauron"): (2, 0, 0)},
                  political={"gondor": 0}, chars={"boromir": "osgiliath"}, fp=("army",), side=FP)
    a = attack(g, s, "osgiliath", "north_ithilien", [["gondor", 2, 0, 1]])
    s, ev = g.apply_with(s, a, scripted_dice(6, 6, 2, 2))
    assert len(rolls(ev)[0].parts[0].dice) == 2            # no Captain of the West: Boromir stayed
    assert s.pending[-1]["kind"] == "battle_advance"
    s, _ = g.apply(s, find(g, s, "advance"))
    assert s.chars["boromir"] == "osgiliath" and s.units[("north_ithilien", "gondor")] == (2, 0, 1)


def test_the_white_rider_cancels_nazgul_leadership():
    g, s = battle({("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 1)},
                  nazgul={"dagorlad": 2}, chars={"gandalf_the_white": "north_ithilien"})
    s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
    assert s.pending[-1]["kind"] == "white_rider" and g.to_move(s) == 0
    # attacker 2 dice, both miss and are NOT re-rolled; defender 2 dice miss, 1 leader re-roll (not 2)
    s, ev = g.apply_with(s, find(g, s, "white_rider", use=True), scripted_dice(2, 2, 2, 2, 2))
    d_att, d_def = rolls(ev)[0].parts[0].dice, rolls(ev)[0].parts[1].dice
    assert not any(x.rerolled_from for x in d_att)
    assert sum(1 for x in d_def if x.rerolled_from) == 1


def test_the_white_rider_is_offered_only_against_nazgul():
    g, s = battle({("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)},
                  chars={"gandalf_the_white": "north_ithilien"})
    s, _ = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(2, 2, 2, 2, 2))
    assert not any(p["kind"] == "white_rider" for p in s.pending)

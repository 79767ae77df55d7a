"""Fortresses: only heroes of 3+ points; the per-hero table; held fortresses and the best hero."""
from __future__ import annotations

import pytest

from engines.core import Action, Illegal
from engines.heroes import combat
from engines.heroes.sample import position, sample_game
from tests.scripted import scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm, to, seat=BLUE):
    return Action.make("attack", seat, **{"from": frm, "to": to})


@pytest.mark.parametrize("points,hammers,need", [
    (1, 0, None), (2, 1, None), (3, 0, 5), (3, 1, 4), (4, 0, 4), (4, 1, 3), (4, 2, 3),
    (5, 0, 4), (5, 1, 3), (6, 0, 3), (6, 1, 3)])
def test_fortress_table(points, hammers, need):
    assert combat.fortress_target(points, hammers) == need


def test_only_heroes_of_three_points_may_attack_a_fortress():
    s = position(G, heroes={"grishnakh": ("emyn_muil", BLUE)}, current=BLUE)
    r = G.check(s, attack("emyn_muil", "osgiliath"))
    assert isinstance(r, Illegal)
    assert r.reason == "Only heroes of 3 or more points may attack a fortress." and r.rule == "conquering-fortresses"
    assert not any(a.kind == "attack" and a["to"] == "osgiliath" for a in G.legal_actions(s))


def test_unoccupied_enemy_fortress_one_die_per_hero_of_three_points():
    # Lurtz (3: needs 5+), Khamûl (4 + hammer: needs 3+), Grishnákh (2) stays out
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE), "khamul": ("emyn_muil", BLUE),
                            "grishnakh": ("emyn_muil", BLUE)}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(2, 4))
    roll = next(e for e in events if e.kind == "conquest").roll
    assert roll.rule == "conquering-fortresses" and len(roll.parts) == 2
    assert "needs 3+" in roll.parts[0].dice[0].note and "needs 5+" in roll.parts[1].dice[0].note
    assert after.owner["osgiliath"] is None
    assert "grishnakh" not in after.fought and {"lurtz", "khamul"} <= after.fought
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 1))
    assert after.owner["osgiliath"] == BLUE
    assert after.hero_loc["khamul"] == after.hero_loc["lurtz"] == "osgiliath"
    assert after.hero_loc["grishnakh"] == "emyn_muil"


def test_three_points_need_five_or_six():
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE)}, current=BLUE)
    assert G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(4))[0].owner["osgiliath"] is None
    assert G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(5))[0].owner["osgiliath"] == BLUE


def test_conquer_label_for_a_fortress():
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE), "grishnakh": ("emyn_muil", BLUE)}, current=BLUE)
    labels = {a.label for a in G.legal_actions(s) if a.kind == "attack"}
    assert "Conquer Osgiliath (fortress 7) from Emyn Muil with Lurtz" in labels


def test_held_fortress_best_heros_points_count_for_every_die():
    # Red holds Osgiliath (7) without heroes; Lurtz (3) and the Witch-king (5) attack: die + 5 must beat 8
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE), "witch_king": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 3))
    roll = next(e for e in events if e.kind == "conquest").roll
    assert roll.rule == "conquering-held-fortresses"
    assert "higher than 8" in roll.target and "Witch-king" in roll.target
    assert [p.total for p in roll.parts] == [8, 8]
    assert after.owner["osgiliath"] == RED
    after, _ = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 4))
    assert after.owner["osgiliath"] == BLUE


def test_held_fortress_hammer_cancels_the_token():
    s = position(G, heroes={"khamul": ("emyn_muil", BLUE)}, owner={"osgiliath": RED}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(4))
    roll = next(e for e in events if e.kind == "conquest").roll
    assert "higher than 7" in roll.target and "cancelled" in roll.target
    assert after.owner["osgiliath"] == BLUE


def test_held_fortress_encircled_minus_one():
    # Blue holds every neighbour of Osgiliath: Emyn Muil, Minas Tirith and Dagorlad
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED, "minas_tirith": BLUE, "dagorlad": BLUE}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(5))
    roll = next(e for e in events if e.kind == "conquest").roll
    # 7 + 1 token − 1 encircled = 7: die 5 + 3 = 8 beats it
    assert "higher than 7" in roll.target and "encircled" in roll.target
    assert after.owner["osgiliath"] == BLUE


def test_held_fortress_only_the_best_heros_abilities_count():
    # the Witch-king (5, no hammer) and Khamûl (4 + hammer) are worth 5 each; more points make the
    # Witch-king the best, and Khamûl's hammer, a weaker hero's ability, does not cancel the token:
    # die + 5 must beat 7 + 1
    s = position(G, heroes={"khamul": ("emyn_muil", BLUE), "witch_king": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 3))
    roll = next(e for e in events if e.kind == "conquest").roll
    assert "Witch-king" in roll.target and "higher than 8" in roll.target and "+1 for Red's token" in roll.target
    assert [p.total for p in roll.parts] == [8, 8] and after.owner["osgiliath"] == RED


def test_held_fortress_a_hammer_makes_the_best_hero():
    # Khamûl (4 + hammer, worth 5) against Lurtz (3): Khamûl is the best; his hammer cancels the token
    s = position(G, heroes={"khamul": ("emyn_muil", BLUE), "lurtz": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED}, current=BLUE)
    _after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 3))
    roll = next(e for e in events if e.kind == "conquest").roll
    assert "Khamûl, the best hero" in roll.target and "higher than 7" in roll.target
    assert combat.best_attempt(s, ["lurtz", "khamul"]) == "khamul"
    # a 6-point hero without hammer (worth 6) beats 4 + hammer (worth 5)
    assert combat.best_attempt(s, ["khamul", "sauron"]) == "sauron"


def test_weak_heroes_cannot_fight_for_an_occupied_fortress_either():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "grishnakh": ("emyn_muil", BLUE)}, current=BLUE)
    r = G.check(s, attack("emyn_muil", "osgiliath"))
    assert isinstance(r, Illegal) and r.reason == "Only heroes of 3 or more points may attack a fortress."

"""Healing and hope [Heilung/Hoffnung]: 1–3 lives, 4–6 dies; never oneself, never after encirclement."""
from __future__ import annotations

from engines.core import Action
from engines.heroes.sample import position, sample_game
from tests.scripted import scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm, to, seat=BLUE):
    return Action.make("attack", seat, **{"from": frm, "to": to})


def red_pair(**owner):
    own = {"lothlorien": RED}
    own.update(owner)
    return position(G, heroes={"haldir": ("anduin_fords", RED), "elrond": ("anduin_fords", RED),
                               "khamul": ("west_guldur", BLUE), "lurtz": ("west_guldur", BLUE)},
                    owner=own, current=BLUE)

# Blue 6 + 3 + 4 + 3 + 1 = 17; Red 1 + 0 + 4 + 2 + 4 = 11: difference 6, Haldir (the weakest) would die


def test_healer_saves_on_one_to_three_and_the_hero_retreats_with_the_others():
    after, events = G.apply_with(red_pair(), attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1, 1, 3),
                                 rerolls=False)
    heal = [e for e in events if e.kind == "heal"]
    assert len(heal) == 1 and heal[0].roll.rule == "healing" and heal[0].roll.result == "lives"
    assert heal[0].roll.parts[0].dice[0].value == 3
    assert heal[0].text == "Elrond saves Haldir."
    assert after.hero_loc["haldir"] == after.hero_loc["elrond"] == "lothlorien"
    assert not after.dead


def test_healer_fails_on_four_to_six():
    after, events = G.apply_with(red_pair(), attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1, 1, 4),
                                 rerolls=False)
    assert [e.roll.result for e in events if e.kind == "heal"] == ["dies"]
    assert after.dead == ["haldir"] and after.hero_loc["elrond"] == "lothlorien"


def test_a_healer_cannot_heal_itself():
    s = position(G, heroes={"elrond": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE),
                            "lurtz": ("west_guldur", BLUE)}, current=BLUE)
    # no retreat (Red holds nothing around): Elrond dies, and there is no healing roll for himself
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1), rerolls=False)
    assert "elrond" in after.dead and not [e for e in events if e.kind == "heal"]


def test_no_retreat_healed_hero_goes_back_to_the_hand():
    s = red_pair(lothlorien=None)
    # small win for Blue: 17 vs 1+0... use dice that give a difference below 5: Red 6,6 → 6+3+10 = 19? Blue 6,6 = 17
    # make Blue win narrowly: Blue 6,6 = 17, Red 2,1 → 2 + 0 + 10 = 12 (difference 5) – use Red 3,2 → 3+1+10 = 14
    after, _events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 3, 2, 1),
                                 rerolls=False)
    # Haldir has no retreat and would die; Elrond heals him (1): back to Red's hand. Elrond has no healer: dies.
    assert "haldir" in after.hands[RED] and "haldir" not in after.hero_loc
    assert "elrond" in after.dead
    assert after.hero_loc["khamul"] == "anduin_fords"


def test_no_healing_after_encirclement():
    s = red_pair(lothlorien=BLUE, east_fangorn=BLUE, brown_lands=BLUE)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1, 1), rerolls=False)
    assert not [e for e in events if e.kind == "heal"]
    assert set(after.dead) == {"haldir", "elrond"}


def test_healing_in_a_losing_attack_keeps_the_hero_where_it_was():
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "elrond": ("anduin_fords", RED),
                            "lurtz": ("west_guldur", BLUE)}, owner={"dol_guldur": BLUE}, current=RED)
    # Red 1, 1 → 1 + 0 + 2 + 4 = 7; Blue 6 + 3 + 1 (token) + 3 + 1 (sword) = 14: Red lost by 7
    after, _events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(1, 1, 6, 2),
                                 rerolls=False)
    assert after.hero_loc["haldir"] == "anduin_fords" and not after.dead


def test_with_no_retreat_the_healer_tries_before_it_dies_itself():
    # Elrond (healer, listed before Aragorn) and Aragorn have no retreat and lose by less than 5: both
    # would die. Elrond first tries to save Aragorn (die 2: saved, back to the hand), then dies himself.
    s = position(G, heroes={"elrond": ("anduin_fords", RED), "aragorn": ("anduin_fords", RED),
                            "khamul": ("west_guldur", BLUE), "sauron": ("west_guldur", BLUE)}, current=BLUE)
    # Blue 6 + 3 (6 halved) + 4 + 6 = 19; Red 1 + 0 (1 halved) + 4 + 4 + 5 + 1 sword = 15: Blue wins by 4
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1, 1, 2),
                                 rerolls=False)
    heal = [e for e in events if e.kind == "heal"]
    assert [e.text for e in heal] == ["Elrond saves Aragorn."]
    assert "aragorn" in after.hands[RED] and after.dead == ["elrond"]


def test_a_dead_healer_heals_nobody():
    from engines.heroes import combat
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "elrond": ("anduin_fords", RED)})
    s.hero_loc.pop("elrond")
    s.dead.append("elrond")
    events: list = []
    fate = combat._death(s, "haldir", ["elrond", "haldir"], [], False, scripted_dice(), events, [], "Haldir falls")
    assert fate == "dies" and not [e for e in events if e.kind == "heal"]

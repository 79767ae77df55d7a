"""Hero fights [Heldenkampf]: the seed's three worked examples, verbatim, and the counting rules."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.heroes import combat
from engines.heroes.sample import position, sample_game
from tests.scripted import scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm: str, to: str, seat: int = BLUE) -> Action:
    return Action.make("attack", seat, **{"from": frm, "to": to})


def fight_roll(events):
    fights = [e for e in events if e.kind == "fight"]
    assert len(fights) == 1
    return fights[0].roll


def totals(roll):
    return roll.parts[0].total, roll.parts[1].total


def example_a(**extra_owner):
    owner = {"lothlorien": RED}
    owner.update(extra_owner)
    return position(G, heroes={"haldir": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE)},
                    owner=owner, current=BLUE)


def test_example_a_khamul_beats_haldir_who_retreats():
    s = example_a()
    # Blue rolls 5, Red rolls 2
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 2), rerolls=False)
    roll = fight_roll(events)
    blue, red = roll.parts
    assert [d.value for d in red.dice] == [2]
    assert red.total == 2 + 4 + 2 == 8
    assert [d.value for d in blue.dice] == [5]
    assert blue.total == 5 + 4 == 9
    token = [m for m in red.modifiers if "token" in m.source]
    assert token and token[0].value == 0 and "siege hammer" in token[0].source
    assert "Blue wins 9 to 8" in roll.result
    assert roll.rule == "hero-fights"
    assert after.hero_loc["khamul"] == "anduin_fords"
    assert after.owner["anduin_fords"] == BLUE
    assert after.hero_loc["haldir"] == "lothlorien"
    assert "haldir" not in after.dead
    assert "retreat" in roll.consequence


def test_example_a_haldir_dies_without_retreat():
    s = example_a(lothlorien=None)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 2), rerolls=False)
    assert "haldir" in after.dead and "haldir" not in after.hero_loc
    assert any(e.kind == "death" for e in events)
    assert after.hero_loc["khamul"] == "anduin_fords"


def example_b():
    return position(G, heroes={"haldir": ("anduin_fords", RED), "galadriel": ("anduin_fords", RED),
                               "khamul": ("west_guldur", BLUE)}, owner={"lothlorien": RED}, current=BLUE)


def test_example_b_galadriel_helps_haldir_and_khamul_stays():
    s = example_b()
    # Blue rolls 6; Red rolls 4 and 3
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 4, 3), rerolls=False)
    roll = fight_roll(events)
    blue, red = roll.parts
    assert [d.value for d in red.dice] == [4, 3]
    assert [d.worth for d in red.dice] == [4, 1]          # the 3 is halved, rounded down
    assert red.total == 4 + 1 + 4 + 3 + 2 == 14
    assert blue.total == 6 + 4 == 10
    assert after.hero_loc["khamul"] == "west_guldur"      # Khamûl stays in West Guldur
    assert "khamul" not in after.dead                      # difference 4: nobody dies
    assert after.hero_loc["haldir"] == after.hero_loc["galadriel"] == "anduin_fords"
    assert after.owner["anduin_fords"] == RED
    assert "khamul" in after.fought


def test_example_b_with_a_five_the_difference_is_five_and_khamul_dies():
    s = example_b()
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 4, 3), rerolls=False)
    roll = fight_roll(events)
    assert totals(roll) == (9, 14)
    assert "khamul" in after.dead
    assert "khamul" not in after.hero_loc and "khamul" not in after.hero_owner
    assert "Khamûl dies" in roll.consequence


def example_c():
    return position(G, heroes={"haldir": ("anduin_fords", RED), "galadriel": ("anduin_fords", RED),
                               "khamul": ("west_guldur", BLUE), "nazgul5": ("west_guldur", BLUE),
                               "necromancer": ("west_guldur", BLUE)},
                    owner={"lothlorien": RED}, current=BLUE)


def test_example_c_three_heroes_two_dice_in_full_blue_wins():
    s = example_c()
    # Blue rolls 5 and 3 (both in full), Red rolls 5 and 4 (the 4 halved)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 3, 5, 4), rerolls=False)
    roll = fight_roll(events)
    blue, red = roll.parts
    assert [d.worth for d in red.dice] == [5, 2]
    assert red.total == 5 + 2 + 4 + 3 + 2 == 16
    assert [d.worth for d in blue.dice] == [5, 3]
    assert blue.total == 5 + 3 + 4 + 2 + 4 == 18
    for h in ("khamul", "nazgul5", "necromancer"):
        assert after.hero_loc[h] == "anduin_fords"
    assert after.hero_loc["haldir"] == after.hero_loc["galadriel"] == "lothlorien"
    assert not after.dead


def test_example_c_both_sides_could_reroll_one_die():
    """The seed remarks both sides may re-roll one die (Galadriel, the Necromancer)."""
    s = example_c()
    # Red is losing 16 to 18 and re-rolls its lowest counted die (the halved 4) with Galadriel: a 6.
    # New Red dice 5 and 6: 6 + 2 (5 halved) + 9 = 17 < 18? 6 + 2 = 8 + 4 + 3 + 2 = 17: still losing,
    # but no re-roll left. Blue is winning and does not re-roll.
    _after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 3, 5, 4, 6))
    roll = fight_roll(events)
    blue, red = roll.parts
    rerolled = [d for d in red.dice if d.rerolled_from]
    assert len(rerolled) == 1 and rerolled[0].rerolled_from == (4,) and rerolled[0].value == 6
    assert "Galadriel" in rerolled[0].reroll_reason and "secret powers" in rerolled[0].reroll_reason
    assert red.total == 17 and blue.total == 18
    assert not any(d.rerolled_from for d in blue.dice)


@pytest.mark.parametrize("n,expected", [(1, 1), (2, 2), (3, 2), (5, 2)])
def test_dice_count(n, expected):
    assert combat.dice_count(n) == expected


def test_defender_wins_ties():
    s = example_a()
    # Blue 4 + 4 = 8, Red 2 + 4 + 2 = 8: the defender holds
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(4, 2), rerolls=False)
    roll = fight_roll(events)
    assert totals(roll) == (8, 8)
    assert after.owner["anduin_fords"] == RED
    assert after.hero_loc["khamul"] == "west_guldur"


def test_token_counts_without_siege_hammer_and_swords_and_shields_count():
    # Lurtz (3, sword) attacks Imrahil (3, shield) in Minas Tirith? Use a land: Imrahil at Anduin Fords.
    s = position(G, heroes={"imrahil": ("anduin_fords", RED), "lurtz": ("west_guldur", BLUE)}, current=BLUE)
    _after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 1), rerolls=False)
    blue, red = fight_roll(events).parts
    assert blue.total == 6 + 3 + 1                 # die, Lurtz 3, sword
    assert red.total == 1 + 4 + 1 + 3 + 1          # die, land 4, token, Imrahil 3, shield
    assert any(m.source == "Red's token" and m.value == 1 for m in red.modifiers)


def test_defender_sword_counts_too():
    s = position(G, heroes={"aragorn": ("anduin_fords", RED), "lurtz": ("west_guldur", BLUE)}, current=BLUE)
    _after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 1), rerolls=False)
    _blue, red = fight_roll(events).parts
    assert red.total == 1 + 4 + 1 + 5 + 1          # Aragorn's sword counts when defending


def test_second_and_further_siege_hammers_count_in_a_fortress():
    # Khamûl (hammer), Sauron (hammer, 6) and Gothmog (hammer, banner) attack Osgiliath (fortress 7) held by Théoden
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("emyn_muil", BLUE),
                            "sauron": ("emyn_muil", BLUE), "gothmog": ("emyn_muil", BLUE)},
                 owner={"minas_tirith": RED}, current=BLUE)
    _after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(1, 1, 1), rerolls=False)
    blue, red = fight_roll(events).parts
    assert any(m.source == "second and further siege hammers" and m.value == 2 for m in blue.modifiers)
    assert blue.total == 1 + 1 + 4 + 6 + 4 + 2
    assert red.total == 1 + 7 + 0 + 3            # the first hammer cancels the token


def test_second_hammer_does_not_count_in_a_land():
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE),
                            "gothmog": ("west_guldur", BLUE)}, current=BLUE)
    _after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 1, 1), rerolls=False)
    blue, _ = fight_roll(events).parts
    assert not any("second" in m.source for m in blue.modifiers)


def test_only_heroes_of_three_points_fight_for_a_fortress():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "grishnakh": ("emyn_muil", BLUE),
                            "lurtz": ("emyn_muil", BLUE)}, current=BLUE)
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(6, 1), rerolls=False)
    blue, _ = fight_roll(events).parts
    assert "Grishnákh" not in blue.title and "Lurtz" in blue.title
    assert "grishnakh" not in after.fought


def test_winner_by_five_kills_the_weakest_defender_and_others_retreat():
    s = example_b()
    s.hero_loc["nazgul5"] = "west_guldur"
    s.hero_owner["nazgul5"] = BLUE
    s.decks["evil"].remove("nazgul5")
    # Blue: 6 + 6 + 4 + 4 = 20; Red: 1 + 0 (1 halved) + 4 + 3 + 2 = 10 → difference 10
    after, _events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1, 1), rerolls=False)
    assert "haldir" in after.dead                 # the weakest (2 points)
    assert after.hero_loc["galadriel"] == "lothlorien"


def test_fight_event_is_explained():
    s = example_a()
    _, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 2), rerolls=False)
    e = next(e for e in events if e.kind == "fight")
    assert e.reveals and e.roll.purpose and e.roll.target and e.roll.result and e.roll.consequence
    assert e.text == "Blue wins the hero fight for Anduin Fords, 9 to 8."
    assert "die" in e.roll.text()


def test_attack_label_names_the_defenders():
    s = example_c()
    labels = [a.label for a in G.legal_actions(s) if a.kind == "attack"]
    assert ("Attack Anduin Fords from West Guldur with Khamûl, Nazgûl 5, The Necromancer "
            "(hero fight, defenders: Haldir, Galadriel)") in labels


def test_the_three_worked_fights_on_the_real_board_and_cards():
    """The seed's numbers again, with the real map (Anduin Fords 4 next to West Guldur) and cards."""
    from engines.core import get_game
    real = get_game("heroes")
    base = {"haldir": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE)}
    cases = [
        ({}, (5, 2), (9, 8)),                                                   # Khamûl beats Haldir
        ({"galadriel": ("anduin_fords", RED)}, (6, 4, 3), (10, 14)),            # Galadriel helps
        ({"galadriel": ("anduin_fords", RED)}, (5, 4, 3), (9, 14)),             # ... a 5: Khamûl dies
        ({"galadriel": ("anduin_fords", RED), "nazgul_5": ("west_guldur", BLUE),
          "necromancer": ("west_guldur", BLUE)}, (5, 3, 5, 4), (18, 16)),       # three against two
    ]
    for extra, faces, expected in cases:
        s = position(real, heroes={**base, **extra}, owner={"lothlorien": RED}, current=BLUE)
        after, events = real.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(*faces),
                                        rerolls=False)
        assert totals(fight_roll(events)) == expected
        assert ("khamul" in after.dead) == (expected == (9, 14))


def test_hammers_are_useless_in_defence_and_shields_in_attack():
    # Red's Imrahil (3, shield, +1) attacks Blue's Khamûl (4, siege hammer) in West Guldur (land 3)
    s = position(G, heroes={"imrahil": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE)}, current=RED)
    _after, events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(2, 2), rerolls=False)
    red, blue = fight_roll(events).parts
    assert red.total == 2 + 3                      # die, Imrahil; no shield when attacking
    assert blue.total == 2 + 3 + 1 + 4             # die, land, token (no hammer of Red's), Khamûl; no hammer
    assert not any("shield" in m.source for m in red.modifiers)
    assert not any("hammer" in m.source for m in blue.modifiers)

"""Encirclement [umzingelt]: −1 for an empty held fortress, −3 in a hero fight, no retreat."""
from __future__ import annotations

from engines.core import Action
from engines.heroes import combat
from engines.heroes.sample import position, sample_game
from tests.scripted import scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm, to, seat=BLUE):
    return Action.make("attack", seat, **{"from": frm, "to": to})


def test_encircled_means_every_neighbour_belongs_to_the_attacker():
    s = position(G, owner={"emyn_muil": BLUE, "minas_tirith": BLUE})
    assert not combat.encircled(s, "osgiliath", BLUE)
    s.owner["dagorlad"] = BLUE          # the impassable border still counts as a neighbour
    assert combat.encircled(s, "osgiliath", BLUE)
    assert not combat.encircled(s, "osgiliath", RED)
    assert not combat.encircled(s, "osgiliath", None)


def test_encircled_fortress_with_heroes_counts_strength_minus_three():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("emyn_muil", BLUE)},
                 owner={"minas_tirith": BLUE, "dagorlad": BLUE}, current=BLUE)
    _after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 3), rerolls=False)
    roll = next(e for e in events if e.kind == "fight").roll
    blue, red = roll.parts
    assert any(m.value == 4 and "encircled" in m.source for m in red.modifiers)
    assert red.total == 3 + 4 + 0 + 3 and blue.total == 3 + 4
    # 7 against 10: Red holds; without encirclement it would be 13


def test_not_encircled_fortress_counts_full_strength():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("emyn_muil", BLUE)},
                 owner={"minas_tirith": RED}, current=BLUE)
    _, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(3, 3), rerolls=False)
    red = next(e for e in events if e.kind == "fight").roll.parts[1]
    assert red.total == 3 + 7 + 0 + 3


def test_encircled_defenders_have_no_retreat_and_die():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("emyn_muil", BLUE),
                            "sauron": ("emyn_muil", BLUE)},
                 owner={"minas_tirith": BLUE, "dagorlad": BLUE}, current=BLUE)
    # Blue 2 + 1 (halved) + 4 + 6 + 1 (second hammer) = 14; Red 4 + (7 − 3) + 3 = 11: Blue wins by 3,
    # and Théoden, with nowhere to go, dies
    after, events = G.apply_with(s, attack("emyn_muil", "osgiliath"), scripted_dice(2, 2, 4), rerolls=False)
    assert "theoden" in after.dead
    assert after.owner["osgiliath"] == BLUE
    assert "every place around Osgiliath is Blue's" in next(e for e in events if e.kind == "fight").roll.consequence


def test_retreat_choice_most_heroes_then_strength():
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "elrond": ("east_fangorn", RED),
                            "khamul": ("west_guldur", BLUE)}, owner={"lothlorien": RED}, current=BLUE)
    # Lothlórien (3) is stronger, but East Fangorn holds one of Red's heroes: Haldir goes there
    assert combat.retreat_place(s, "anduin_fords", RED, ["haldir"]) == "east_fangorn"
    s2 = position(G, heroes={"haldir": ("anduin_fords", RED)}, owner={"lothlorien": RED, "east_fangorn": RED})
    assert combat.retreat_place(s2, "anduin_fords", RED, ["haldir"]) == "lothlorien"
    # never across a river without crossing
    s3 = position(G, heroes={"haldir": ("anduin_fords", RED)}, owner={"brown_lands": RED})
    assert combat.retreat_place(s3, "anduin_fords", RED, ["haldir"]) is None


def test_retreat_over_a_crossing_only_when_every_defender_is_lord_of_the_water():
    # East Fangorn – Emyn Muil is a river with a crossing: Círdan alone may retreat over it
    s = position(G, heroes={"cirdan": ("east_fangorn", RED)}, owner={"emyn_muil": RED})
    assert combat.retreat_place(s, "east_fangorn", RED, ["cirdan"]) == "emyn_muil"
    assert combat.retreat_place(s, "east_fangorn", RED, ["cirdan", "haldir"]) is None


def test_retreat_never_into_a_third_players_place():
    # three players: Yellow holds Lothlórien beside the Anduin Fords; Red's Haldir cannot retreat there
    s = position(G, players=3, heroes={"haldir": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE),
                                       "elrond": ("lothlorien", 2)}, current=BLUE)
    assert combat.retreat_place(s, "anduin_fords", RED, ["haldir"]) is None
    after, _ = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 2), rerolls=False)
    assert "haldir" in after.dead and after.hero_loc["elrond"] == "lothlorien" and after.owner["lothlorien"] == 2


def test_retreat_into_a_place_the_attackers_just_left_is_not_possible():
    # Blue's whole group leaves West Guldur to take the Fords; West Guldur stays Blue's, so Red cannot
    # retreat there even though it is empty now; Red retreats to its own East Fangorn instead
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE)},
                 owner={"east_fangorn": RED}, current=BLUE)
    after, _ = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(5, 2), rerolls=False)
    assert after.hero_loc["haldir"] == "east_fangorn" and after.owner["west_guldur"] == BLUE

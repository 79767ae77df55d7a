"""Conquering lands without heroes: the attempts table, the cap, the token and the siege hammer."""
from __future__ import annotations

import pytest

from engines.core import Action, Illegal
from engines.heroes import combat
from engines.heroes.sample import ScriptedRandom, position, sample_game, scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm, to, seat=RED):
    return Action.make("attack", seat, **{"from": frm, "to": to})


@pytest.mark.parametrize("points,attempts", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4),
                                             (9, 4), (12, 4), (20, 4)])
def test_attempts_table_capped_at_four(points, attempts):
    assert combat.attempts_for(points, uncapped=False) == attempts


@pytest.mark.parametrize("points,attempts", [(2, 1), (4, 2), (8, 4), (9, 5), (10, 5), (11, 6), (14, 7)])
def test_attempts_continue_with_secret_or_higher_powers(points, attempts):
    assert combat.attempts_for(points, uncapped=True) == attempts


def conquest(events):
    ev = [e for e in events if e.kind == "conquest"]
    assert len(ev) == 1
    return ev[0]


def test_unoccupied_enemy_land_falls_to_a_die_higher_than_its_strength():
    s = position(G, heroes={"haldir": ("anduin_fords", RED)})
    after, events = G.apply_with(s, attack("anduin_fords", "west_guldur"), scripted_dice(4))
    e = conquest(events)
    assert after.owner["west_guldur"] == RED and after.hero_loc["haldir"] == "west_guldur"
    assert e.roll.rule == "conquering-lands" and e.roll.result == "conquered"
    assert "higher than 3" in e.roll.target
    assert "haldir" in after.fought


def test_equal_to_strength_is_not_enough_and_the_group_stays():
    s = position(G, heroes={"haldir": ("anduin_fords", RED)})
    after, events = G.apply_with(s, attack("anduin_fords", "west_guldur"), scripted_dice(3))
    assert after.owner["west_guldur"] is None and after.hero_loc["haldir"] == "anduin_fords"
    assert conquest(events).roll.result == "not conquered"
    assert "haldir" in after.fought
    r = G.check(after, attack("anduin_fords", "west_guldur"))
    assert isinstance(r, Illegal) and r.reason == "Every hero of yours in Anduin Fords has already fought this turn."


def test_attempts_stop_at_the_first_success():
    # Aragorn 5 + Haldir 2 = 7 points: 4 attempts; the second succeeds
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "aragorn": ("anduin_fords", RED)})
    rng = ScriptedRandom([1, 6, 6, 6])
    from engines.core import Dice
    _after, events = G.apply_with(s, attack("anduin_fords", "west_guldur"), Dice(rng))  # type: ignore[arg-type]  # a ScriptedRandom stands in for random.Random
    assert rng.values == [6, 6]
    part = conquest(events).roll.parts[0]
    assert [d.value for d in part.dice] == [1, 6]
    assert "7 points in all give 4 attempts" in part.note


def test_four_attempts_at_most_without_powers():
    # Aragorn 5 + Elrond 4 = 9 points: still 4 attempts
    s = position(G, heroes={"aragorn": ("anduin_fords", RED), "elrond": ("anduin_fords", RED)})
    after, events = G.apply_with(s, attack("anduin_fords", "west_guldur"), scripted_dice(1, 1, 1, 1))
    assert len(conquest(events).roll.parts[0].dice) == 4
    assert after.owner["west_guldur"] is None


def test_secret_powers_lift_the_cap():
    # Aragorn 5 + Elrond 4 + Galadriel 3 (secret powers) = 12 points: 6 attempts
    s = position(G, heroes={"aragorn": ("anduin_fords", RED), "elrond": ("anduin_fords", RED),
                            "galadriel": ("anduin_fords", RED)})
    after, events = G.apply_with(s, attack("anduin_fords", "west_guldur"), scripted_dice(1, 1, 1, 1, 1, 4))
    part = conquest(events).roll.parts[0]
    assert len(part.dice) == 6 and "Galadriel's secret powers" in part.note
    assert after.owner["west_guldur"] == RED
    assert all(after.hero_loc[h] == "west_guldur" for h in ("aragorn", "elrond", "galadriel"))


def test_held_land_adds_one_for_the_token():
    # Lurtz (3 points, 2 attempts) against the Anduin Fords (4) held by Red: a die must beat 5
    s = position(G, heroes={"lurtz": ("west_guldur", BLUE)}, owner={"anduin_fords": RED}, current=BLUE)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords", BLUE), scripted_dice(5, 5))
    e = conquest(events)
    assert e.roll.rule == "conquering-held-lands" and "higher than 5" in e.roll.target and "token" in e.roll.target
    assert after.owner["anduin_fords"] == RED
    after, _ = G.apply_with(s, attack("west_guldur", "anduin_fords", BLUE), scripted_dice(5, 6))
    assert after.owner["anduin_fords"] == BLUE and after.hero_loc["lurtz"] == "anduin_fords"


def test_siege_hammer_cancels_the_token():
    s = position(G, heroes={"khamul": ("west_guldur", BLUE)}, owner={"anduin_fords": RED}, current=BLUE)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords", BLUE), scripted_dice(5))
    assert "cancelled by Khamûl's siege hammer" in conquest(events).roll.target
    assert after.owner["anduin_fords"] == BLUE


def test_conquest_label():
    s = position(G, heroes={"khamul": ("west_guldur", BLUE)}, owner={"anduin_fords": RED}, current=BLUE)
    labels = {a.label for a in G.legal_actions(s) if a.kind == "attack"}
    assert "Conquer Anduin Fords (land 4, held by Red) from West Guldur with Khamûl" in labels
    assert "Conquer Dol Guldur (fortress 8) from West Guldur with Khamûl" not in labels   # own side, unowned


def test_attack_refusals_name_the_reason():
    s = position(G, heroes={"haldir": ("anduin_fords", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"lothlorien": RED})
    cases = {
        attack("anduin_fords", "lothlorien"): "You already hold Lothlórien.",
        attack("anduin_fords", "dol_guldur"): "Dol Guldur is not next to Anduin Fords.",
        attack("east_fangorn", "west_guldur"): "You have no heroes in East Fangorn.",
        attack("anduin_fords", "anduin_fords"): "A place cannot attack itself.",
    }
    for a, text in cases.items():
        r = G.check(s, a)
        assert isinstance(r, Illegal) and r.reason == text and r.rule
    r = G.check(s, attack("anduin_fords", "brown_lands"))
    assert r.reason.startswith("Rivers can only be crossed") and r.rule == "rivers"


def test_group_crossing_a_river_needs_every_hero_to_be_lord_of_water():
    s = position(G, heroes={"cirdan": ("east_fangorn", RED), "haldir": ("east_fangorn", RED)})
    r = G.check(s, attack("east_fangorn", "emyn_muil"))
    assert isinstance(r, Illegal) and "Haldir is not lord of the water" in r.reason
    s = position(G, heroes={"cirdan": ("east_fangorn", RED)})
    assert G.check(s, attack("east_fangorn", "emyn_muil"))


def test_any_other_player_may_be_attacked_even_of_the_same_side():
    s = position(G, players=3, heroes={"haldir": ("lothlorien", RED)}, owner={"anduin_fords": 2})
    assert s.sides[2] == "good"
    assert G.check(s, attack("lothlorien", "anduin_fords"))

"""The skirmish table's dice: the wound chart cell by cell, priority, the jump test, shooting with its
modifiers and the desperate shot, wounds, fights and Courage tests (assets/rules/skirmish.md)."""
from __future__ import annotations

import pytest
from scripted import scripted_dice

from engines.core import Modifier
from engines.skirmish import rolls
from engines.skirmish.data import WOUND_CHART, to_wound

# The seed's chart as printed, row by row (we read its rows as Strength 1–10, its columns as Defence 1–10).
SEED_CHART = """
4 5 6 6 – – – – – –
3 4 5 6 6 – – – – –
2 3 4 5 6 6 – – – –
2 2 3 4 5 6 6 – – –
2 2 2 3 4 5 6 6 – –
2 2 2 2 3 4 5 6 6 –
2 2 2 2 2 3 4 5 6 6
2 2 2 2 2 2 3 4 5 6
2 2 2 2 2 2 2 3 4 5
2 2 2 2 2 2 2 2 3 4
"""


def seed_chart() -> list[list[int | None]]:
    return [[None if c == "–" else int(c) for c in row.split()] for row in SEED_CHART.strip().splitlines()]


@pytest.mark.parametrize("strength", range(1, 11))
@pytest.mark.parametrize("defence", range(1, 11))
def test_every_cell_of_the_wound_chart(strength, defence):
    assert to_wound(strength, defence) == seed_chart()[strength - 1][defence - 1]


def test_higher_strength_wounds_more_easily_and_higher_defence_less():
    # the seed's own profile rules, which fix how its chart is read
    for s in range(1, 10):
        for d in range(1, 11):
            a, b = to_wound(s, d), to_wound(s + 1, d)
            assert (b or 7) <= (a or 7)
            c = to_wound(s, d + 1) if d < 10 else None
            assert (c or 7) >= (a or 7)
    assert [list(r) for r in WOUND_CHART] == seed_chart()


def test_priority_goes_to_the_higher_die_and_a_tie_is_rolled_again():
    winner, why = rolls.priority(scripted_dice(2, 5), ("Rohan", "Isengard"))
    assert winner == 1 and why.rule == "priority"
    winner, why = rolls.priority(scripted_dice(3, 3, 6, 1), ("Rohan", "Isengard"))
    assert winner == 0
    assert why.parts[0].dice[0].rerolled_from == (3,) and why.parts[1].dice[0].value == 1


@pytest.mark.parametrize("face, armour, verdict", [(1, "none", "fail"), (2, "none", "cross"), (5, "light", "cross"),
                                                   (6, "none", "on"), (6, "heavy", "cross"), (2, "heavy", "fail"),
                                                   (3, "combined", "fail"), (4, "combined", "cross")])
def test_the_jump_test_with_armour(face, armour, verdict):
    got, why = rolls.jump(scripted_dice(face), "Eomund", armour, "the old wall")
    assert got == verdict and why.rule == "jumping"


def test_to_hit_adds_the_modifiers_to_the_die():
    mods = [Modifier("the target is cowed", 1), Modifier("the target is behind partial cover", -1),
            Modifier("the target is large", 1)]
    assert rolls.needed_to_hit(4, mods) == 3
    assert rolls.to_hit(scripted_dice(3), "Mablung", "a troll", 4, mods).passed
    assert not rolls.to_hit(scripted_dice(2), "Mablung", "a troll", 4, mods).passed
    easy = [Modifier("the shooter stands higher", 1), Modifier("the target is cowed", 1), Modifier("large", 1)]
    assert not rolls.to_hit(scripted_dice(1), "Mablung", "a troll", 4, easy).passed    # a 1 always misses


def test_a_desperate_shot_hits_only_on_a_natural_six_and_wounds_only_on_a_six():
    mods = [Modifier("the target is behind full cover", -2), Modifier("the target is small", -1)]
    assert rolls.needed_to_hit(4, mods) == 7
    assert not rolls.to_hit(scripted_dice(5), "Mablung", "a goblin", 4, mods, desperate=True).passed
    shot = rolls.to_hit(scripted_dice(6), "Mablung", "a goblin", 4, mods, desperate=True)
    assert shot.passed and shot.explanation.rule == "desperate-shot"
    assert not rolls.wound(scripted_dice(5), "Mablung", "a goblin", 3, 3, desperate=True).passed   # 4+ normally
    assert rolls.wound(scripted_dice(6), "Mablung", "a goblin", 3, 3, desperate=True).passed


def test_a_wound_roll_needs_the_chart_number_and_no_die_where_it_shows_none():
    assert rolls.wound(scripted_dice(4), "Lugdush", "Eomund", 4, 4).passed
    assert not rolls.wound(scripted_dice(3), "Lugdush", "Eomund", 4, 4).passed
    blow = rolls.wound(scripted_dice(), "a goblin", "Gimli", 2, 7)     # no die is scripted: none may be rolled
    assert not blow.passed and blow.faces == ()


def test_a_fight_is_a_die_plus_fight_and_modifiers_a_tie_is_a_draw():
    winner, why = rolls.fight(scripted_dice(3, 4), ("Eomund", "Lugdush"), (4, 3),
                              ([Modifier("support", 1)], []))
    assert winner == 0 and [p.total for p in why.parts] == [8, 7]
    winner, _ = rolls.fight(scripted_dice(2, 3), ("Eomund", "Lugdush"), (4, 3), ([], []))
    assert winner is None


def test_a_courage_test_passes_at_or_under_the_value():
    assert rolls.courage(scripted_dice(3, 4), "Grishak", 7, "stand up?", "up", "down").passed
    assert not rolls.courage(scripted_dice(4, 4), "Grishak", 7, "stand up?", "up", "down").passed

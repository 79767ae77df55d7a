"""Who fights whom on the skirmish table: figures within 2 cm of an enemy fight; in a fight of several, each
fights one opponent (the side with priority pairs first, each with the nearest enemy) and the unpaired
support a friend against an enemy they touch, at most +2 (assets/rules/skirmish.md#multiple-fights)."""
from __future__ import annotations

import random

from engines.skirmish.pairing import engaged, fights, pair_up, support_bonus
from engines.skirmish.state import Figure, SkirmishState


def radius(_f: Figure) -> float:
    return 1.25


def table(*figs: tuple[str, float, float]) -> SkirmishState:
    figures = [Figure(fid, 0 if fid[0] == "a" else 1, "t", fid, x, y) for fid, x, y in figs]
    return SkirmishState("s", "t", ("w0", "w1"), figures, random.Random(1))


def test_within_two_centimetres_edge_to_edge_two_enemies_must_fight():
    s = table(("a1", 10, 10), ("b1", 14.5, 10), ("b2", 30, 10))     # centres 4.5 apart: bases 2.0 cm apart
    assert engaged(s.figure("a1"), s.figure("b1"), radius)
    assert not engaged(s.figure("a1"), s.figure("b2"), radius)
    s = table(("a1", 10, 10), ("b1", 14.6, 10))                      # 2.1 cm apart: no fight
    assert not fights(s, radius)


def test_fights_are_the_groups_linked_by_enemies_in_reach():
    s = table(("a1", 10, 10), ("b1", 12.5, 10), ("a2", 15, 10),       # a chain: a1–b1–a2 is one fight
              ("a3", 50, 50), ("b3", 52.5, 50),                       # a second fight
              ("a4", 90, 90))                                          # alone
    assert fights(s, radius) == [["a1", "a2", "b1"], ["a3", "b3"]]


def test_two_against_one_the_second_supports_and_three_against_one_gives_at_most_two():
    s = table(("a1", 10, 10), ("a2", 12.5, 12.5), ("b1", 12.5, 10))
    pairs = pair_up(s, ["a1", "a2", "b1"], 0, radius)
    assert len(pairs) == 1 and pairs[0].a == "a1" and pairs[0].b == "b1" and pairs[0].support_a == ["a2"]
    assert support_bonus(["a2", "a3", "a4"]) == 2


def test_the_side_with_priority_pairs_first_with_the_nearest_enemy():
    # b1 sits between a1 (near) and a2 (far); with side 1 pairing first, b1 takes the nearer a1
    s = table(("a1", 10, 10), ("b1", 12.6, 10), ("a2", 15.9, 10))
    pairs = pair_up(s, ["a1", "a2", "b1"], 1, radius)
    assert [(p.a, p.b) for p in pairs] == [("b1", "a1")] and pairs[0].support_b == ["a2"]

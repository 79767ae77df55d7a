"""The shared odds (engines/core/odds.py): exact distributions checked against enumeration and the shared dice."""
from __future__ import annotations

import itertools

import pytest

from engines.core import Dice
from engines.core.odds import (
    Odds,
    add,
    at_least,
    binomial,
    chance,
    dice_sum,
    die_at_least,
    expected,
    highest,
    mean,
    percent,
    sampling_error,
    with_rerolls,
)


def test_a_distribution_sums_to_one() -> None:
    for d in (binomial(5, 1 / 3), with_rerolls(5, 1 / 3, 2), dice_sum(3), highest(4),
              add(dice_sum(1), binomial(2, .5))):
        assert sum(d.values()) == pytest.approx(1.0)


def test_exact_figures_match_counting_every_face() -> None:
    faces = list(itertools.product(range(1, 7), repeat=3))
    assert at_least(dice_sum(3), 12) == pytest.approx(sum(sum(f) >= 12 for f in faces) / len(faces))
    assert highest(3)[6] == pytest.approx(sum(max(f) == 6 for f in faces) / len(faces))
    assert die_at_least(5) == pytest.approx(1 / 3) and die_at_least(7) == 0 and die_at_least(1) == 1
    assert expected(binomial(5, 0.5)) == pytest.approx(2.5)


def test_rerolls_agree_with_the_shared_dice() -> None:
    """Five dice hitting on 5+, two misses rolled again: exact against 20,000 rolls of the shared dice."""
    dice = Dice.seeded(7)
    hits = []
    for _ in range(20_000):
        roll = [d.value for d in dice.roll(5)]
        got = sum(v >= 5 for v in roll)
        again = [d.value for d in dice.roll(min(2, 5 - got))]
        hits.append(got + sum(v >= 5 for v in again))
    exact = with_rerolls(5, 1 / 3, 2)
    for k in range(6):
        seen = sum(h == k for h in hits) / len(hits)
        assert seen == pytest.approx(exact.get(k, 0.0), abs=sampling_error(exact.get(k, 0.0), len(hits)))


def test_a_chance_is_written_as_players_read_it() -> None:
    assert [percent(p) for p in (0, 0.001, 0.5, 0.999, 1)] == ["0", "<1", "50", ">99", "100"]
    odds = Odds("Battle", (chance("take it", 0.62), mean("hits", 2.345)))
    assert [str(t) for t in odds.texts()] == ["Battle", "take it: 62%", "hits: 2.3 on average",
                                              "Worked out exactly from the dice."]
    assert odds.value("take it") == 0.62
    with pytest.raises(KeyError):
        odds.value("nothing")

"""The quest game's pieces and boards as data: what the seed and the base game count, validated by pydantic."""
from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from engines.quest.cards import hobbit_deck
from engines.quest.data import QuestData, load_data


def test_the_pieces_are_counted_as_the_box_counts_them():
    d = load_data()
    assert len(hobbit_deck(d)) == 60
    assert sum(t.count for t in d.tiles) == 23
    assert len(d.foes) == 30
    assert sum(d.life_tokens.values()) == 11
    assert sum(d.shields.values()) + len(d.big_shields) == 32
    assert sorted(d.big_shields) == [1, 1, 2, 2, 3, 3]
    assert [h.id for h in d.hobbits] == ["frodo", "sam", "merry", "pippin", "fatty"]


def test_feature_cards_by_place_base_and_expansion():
    homes = Counter(c.home for c in load_data().feature_cards)
    assert homes == {"rivendell": 12, "moria": 2, "lothlorien": 12, "helms_deep": 4, "shelobs_lair": 2, "mordor": 3,
                     "bree": 8, "isengard": 5}
    d = load_data()
    assert d.feature("fire_brand").power == "defeat_foe" and d.feature("fire_brand").home == "bree"
    assert d.feature("bill_the_pony").power == "extra_shield"


def test_gandalf_cards_five_plus_three():
    sets = Counter(g.set for g in load_data().gandalf)
    assert sets == {"base": 5, "expansion": 3}
    assert {g.name for g in load_data().gandalf if g.set == "expansion"} == {"Defiance", "Immunity", "Fire Storm"}


def test_the_seeds_five_foes_and_their_demands():
    d = load_data()
    assert d.foe("lagduf").demand.symbols == {"fighting": 2}
    assert d.foe("mountain_trolls").demand.shields == "all"
    assert d.foe("wolf_riders").demand.darkness == 2
    assert d.foe("haradrim").demand.tokens == {"ring": 1}
    assert d.foe("shagrats_patrol").demand.rolls == 1
    assert {f.id for f in d.foes if f.source == "seed"} == {"lagduf", "mountain_trolls", "wolf_riders", "haradrim",
                                                            "shagrats_patrol"}


@pytest.mark.parametrize("board,low,high", [("bree", 0, 10), ("moria", 10, 20), ("isengard", 20, 30),
                                            ("helms_deep", 30, 40), ("shelobs_lair", 40, 50), ("mordor", 50, 60)])
def test_main_line_values_run_along_the_route(board, low, high):
    b = load_data().board(board)
    assert b.main.values[0] == low and b.main.values[-1] == high
    assert list(b.main.values) == sorted(b.main.values)
    assert len(b.events) == 6


def test_routes_base_and_friends_and_foes():
    d = load_data()
    assert d.route["base"] == ("bag_end", "rivendell", "moria", "lothlorien", "helms_deep", "shelobs_lair", "mordor")
    assert d.route["expansion"] == ("bag_end", "bree", "rivendell", "moria", "lothlorien", "isengard", "helms_deep",
                                    "shelobs_lair", "mordor")
    assert [(c.from_, c.to) for c in d.shortcuts] == [("rivendell", "isengard"), ("isengard", "shelobs_lair"),
                                                     ("helms_deep", "mordor")]
    assert d.shortcuts[2].pay == ("book", "shadowfax")


def test_mount_doom_is_the_last_space_of_mordor():
    main = load_data().board("mordor").main
    assert main.spaces[-1] == "doom"
    assert main.symbol == "travelling"


def test_damaged_data_is_refused_with_the_reason():
    raw = load_data().model_dump(by_alias=True)
    raw["foes"] = raw["foes"][:29]
    with pytest.raises(ValidationError, match="30 foes"):
        QuestData.model_validate(raw)
    raw = load_data().model_dump(by_alias=True)
    raw["boards"][0]["lines"][0]["spaces"] = (None, "card:nothing")
    with pytest.raises(ValidationError, match="unknown feature card"):
        QuestData.model_validate(raw)

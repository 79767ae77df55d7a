"""The nine basic buildings: the resource buildings, Castle Waterdeep, Cliffwatch Inn's three spaces,
Waterdeep Harbor's entry rule, Builder's Hall, and taken spaces."""
from __future__ import annotations

import pytest

from engines.core import Illegal
from engines.waterdeep.sample import (
    GAME,
    act,
    clear_hand,
    fresh,
    give_intrigue,
    offer_building,
    offer_quest,
    resolve,
    set_tavern,
    totals,
)


def placed(s, place, **choice):
    s, ev = act(s, "place", place=place)
    return s, ev


@pytest.mark.parametrize("place,gain", [
    ("auroras_realms_shop", {"gold": 4}), ("blackstaff_tower", {"wizard": 1}), ("field_of_triumph", {"fighter": 2}),
    ("the_grinning_lion_tavern", {"rogue": 2}), ("the_plinth", {"cleric": 1})])
def test_resource_buildings(place, gain):
    s = fresh(2, 3)
    before = totals(s, 0)
    s, _ev = placed(s, place)
    after = totals(s, 0)
    assert {k: after[k] - before[k] for k in after if after[k] != before[k]} == gain
    assert s.occ[place] == ((0, False),) and s.pool[0] == 3


def test_the_supply_gives_only_what_it_holds():
    s = fresh(2, 3)
    s.supply["fighter"] = 1
    s, ev = placed(s, "field_of_triumph")
    assert s.tavern[0]["fighter"] == 1 and s.supply["fighter"] == 0
    assert any("ran short" in e.text for e in ev)


def test_castle_waterdeep_takes_the_first_player_marker_and_an_intrigue_card():
    s = fresh(2, 3)
    s, _ = placed(s, "the_plinth")           # Red
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    assert GAME.to_move(s) == 1
    hand = len(s.hands[1])
    s, ev = placed(s, "castle_waterdeep")    # Blue
    assert s.first == 1 and len(s.hands[1]) == hand + 1
    assert any(e.roll and e.visible_to == (1,) for e in ev)


def test_cliffwatch_space_1_quest_and_two_gold_refilled_at_once():
    s = fresh(2, 3)
    offer_quest(s, 2, "spy_on_the_house_of_light")
    s, _ = placed(s, "cliffwatch_inn_1")
    assert s.pending.kind == "take_quest" and len(s.pending.options) == 4
    s, ev = act(s, "take_quest", quest="spy_on_the_house_of_light")
    assert "spy_on_the_house_of_light" in s.quests[0] and s.tavern[0]["gold"] == 6
    assert s.cliffwatch[2] not in (None, "spy_on_the_house_of_light")
    assert any(e.roll and e.roll.rule == "cliffwatch" for e in ev)


def test_cliffwatch_space_2_quest_and_intrigue():
    s = fresh(2, 3)
    s, _ = placed(s, "cliffwatch_inn_2")
    s = resolve(s)
    assert len(s.quests[0]) == 3 and len(s.hands[0]) == 3


def test_cliffwatch_space_3_clears_the_inn_then_takes_a_new_quest():
    s = fresh(2, 3)
    old = list(s.cliffwatch)
    s, _ = placed(s, "cliffwatch_inn_3")
    offered = [a["quest"] for a in GAME.legal_actions(s)]
    assert not set(offered) & set(old) and len(offered) == 4
    assert set(old) <= set(s.quest_discard)
    s = resolve(s)
    assert offered[0] in s.quests[0]


def test_waterdeep_harbor_needs_an_intrigue_card():
    s = fresh(2, 3)
    clear_hand(s, 0)
    verdict = GAME.check(s, find_any(s, "waterdeep_harbor_1"))
    assert isinstance(verdict, Illegal)
    assert verdict.reason == "Waterdeep Harbor needs an intrigue card in your hand." and verdict.rule == "harbor"
    assert all(a.get("place") != "waterdeep_harbor_1" for a in GAME.legal_actions(s))


def find_any(s, place):
    from engines.core import Action
    return Action.make("place", GAME.to_move(s), place=place)


def test_harbor_plays_the_chosen_card():
    s = fresh(2, 3)
    clear_hand(s, 0)
    give_intrigue(s, 0, "call_in_a_favor")
    s, _ = placed(s, "waterdeep_harbor_1")
    assert "call_in_a_favor" in s.intrigue_discard and s.hands[0] == []
    s, _ = act(s, "choose", option=0)
    assert s.tavern[0]["gold"] == 8


def test_a_taken_space_is_refused_with_who_holds_it():
    s = fresh(2, 3)
    s, _ = placed(s, "the_plinth")
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    verdict = GAME.check(s, find_any(s, "the_plinth"))
    assert verdict.reason == "That space is taken by Red." and verdict.rule == "placement"


def test_an_empty_lot_cannot_be_used():
    s = fresh(2, 3)
    verdict = GAME.check(s, find_any(s, "lot_1"))
    assert "No building stands on lot 1" in verdict.reason


def test_builders_hall_pays_places_scores_tokens_and_refills():
    s = fresh(2, 3)
    offer_building(s, 1, "helmstar_warehouse")
    s.hall_vp[1] = 2
    set_tavern(s, 0, gold=5)
    s, _ = placed(s, "builders_hall")
    s, ev = act(s, "buy", building="helmstar_warehouse")
    assert s.lots["lot_1"] == "helmstar_warehouse" and s.owner["helmstar_warehouse"] == 0
    assert s.tavern[0]["gold"] == 2 and s.vp[0] == 2
    assert s.hall[1] not in (None, "helmstar_warehouse") and s.hall_vp[1] == 0
    assert any(e.roll and e.roll.rule == "builders-hall" for e in ev)


def test_builders_hall_refused_without_the_gold():
    s = fresh(2, 3)
    set_tavern(s, 0, gold=2)
    for slot, b in enumerate(("dragon_tower", "fetlock_court", "caravan_court")):
        offer_building(s, slot, b)
    verdict = GAME.check(s, find_any(s, "builders_hall"))
    assert isinstance(verdict, Illegal) and "cannot afford" in verdict.reason
    # only the affordable tiles are offered
    set_tavern(s, 0, gold=4)
    s, _ = placed(s, "builders_hall")
    assert {a["building"] for a in GAME.legal_actions(s)} == {"dragon_tower", "caravan_court"}


def test_placing_is_mandatory_and_only_one_agent_per_turn():
    s = fresh(2, 3)
    kinds = {a.kind for a in GAME.legal_actions(s)}
    assert kinds == {"place"}
    s, _ = placed(s, "the_plinth")
    s = resolve(s)
    assert GAME.to_move(s) == 1 or s.phase == "complete"

"""Every intrigue card, played at Waterdeep Harbor: attacks, utilities, the specials and the mandatory quests."""
from __future__ import annotations

import pytest

from engines.waterdeep.sample import (
    GAME,
    act,
    build,
    clear_hand,
    fresh,
    give_intrigue,
    give_quest,
    offer_building,
    resolve,
    set_tavern,
    totals,
)


def delta(before, after):
    return {k: after[k] - before[k] for k in set(before) | set(after) if after[k] != before[k]}


def scene(card, players=3):
    s = fresh(players, 8)
    for i in range(players):
        clear_hand(s, i)
        set_tavern(s, i)
    set_tavern(s, 1, cleric=1, fighter=1, rogue=1, wizard=1, gold=4)
    give_intrigue(s, 0, card)
    return s


def end_turn(s):
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    return s


SIMPLE = {
    "ambush": ({"fighter": 1}, {"fighter": -1}, {}),
    "arcane_mishap": ({"intrigue": 1}, {"wizard": -1}, {}),
    "assassination": ({"gold": 2}, {"rogue": -1}, {}),
    "lack_of_faith": ({"vp": 2}, {"cleric": -1}, {}),
    "free_drinks": ({"cleric": 1}, {"cleric": -1}, {}),
    "call_for_adventurers": ({"cleric": 2}, {"cleric": 1}, {"cleric": 1}),
    "call_in_a_favor": ({"gold": 4}, {}, {}),
    "conscription": ({"fighter": 2}, {"fighter": 1}, {}),
    "crime_wave": ({"rogue": 2}, {"rogue": 1}, {}),
    "good_faith": ({"cleric": 2}, {"cleric": 1}, {}),
    "graduation_day": ({"wizard": 2}, {"wizard": 1}, {}),
    "spread_the_wealth": ({"gold": 4}, {"gold": 2}, {}),
    "recruit_spies": ({"rogue": 3}, {"rogue": -1, "vp": 3}, {}),
    "request_assistance": ({"fighter": 3}, {"fighter": -1, "vp": 3}, {}),
    "research_agreement": ({"wizard": 3}, {"wizard": -1, "vp": 5}, {}),
    "summon_the_faithful": ({"cleric": 3}, {"cleric": -1, "vp": 5}, {}),
    "tax_collection": ({"gold": 8}, {"gold": -4, "vp": 4}, {}),
}


@pytest.mark.parametrize("card", sorted(SIMPLE))
def test_simple_cards(card):
    s = scene(card)
    before = [totals(s, i) for i in range(3)]
    s, _ev = act(s, "place", place="waterdeep_harbor_1")
    s = resolve(s)
    red, blue, yellow = SIMPLE[card]
    red = dict(red)
    red["intrigue"] = red.get("intrigue", 0) - 1
    red = {k: v for k, v in red.items() if v}
    assert delta(before[0], totals(s, 0)) == red
    assert delta(before[1], totals(s, 1)) == blue
    assert delta(before[2], totals(s, 2)) == yellow
    assert card in s.intrigue_discard


def test_every_card_is_tested_here():
    others = {"bribe_agent", "accelerate_plans", "bidding_war", "change_of_plans", "real_estate_deal",
              "recall_agent", "sample_wares", "special_assignment", "fend_off_bandits", "foil_the_zhentarim",
              "placate_angry_merchants", "quell_riots", "repel_drow_invaders", "stamp_out_cultists"}
    assert set(SIMPLE) | others == set(fresh().data.intrigue)
    assert len(fresh().data.intrigue_cards) == 50


def test_lack_of_faith_takes_only_one_cleric():
    s = scene("lack_of_faith")
    set_tavern(s, 1, cleric=3)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    assert s.tavern[1]["cleric"] == 2


def test_attack_when_nobody_can_lose():
    s = scene("ambush")
    set_tavern(s, 1)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    assert s.tavern[0]["fighter"] == 2     # one for each opponent who had none


def test_bribe_agent_uses_an_opponents_space_for_2_gold():
    s = scene("bribe_agent", players=2)
    set_tavern(s, 0, gold=2)
    s, _ = act(s, "place", place="the_plinth")
    s = end_turn(s)
    s, _ = act(s, "place", place="field_of_triumph")
    s = end_turn(s)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s = resolve(s)
    assert s.tavern[0]["gold"] == 0 and s.tavern[0]["fighter"] == 2


def test_bribe_agent_unplayable_without_gold_closes_the_harbor():
    s = scene("bribe_agent", players=2)
    from engines.core import Action
    verdict = GAME.check(s, Action.make("place", 0, place="waterdeep_harbor_1"))
    assert not verdict and verdict.rule == "harbor"


def test_accelerate_plans_returns_the_harbor_agent_and_assigns_two():
    s = scene("accelerate_plans", players=2)
    assert s.pool[0] == 4
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "assign", place="field_of_triumph")
    s, _ = act(s, "assign", place="the_plinth")
    s = resolve(s)
    assert "waterdeep_harbor_1" not in s.occ
    assert s.occ["field_of_triumph"] == ((0, False),) and s.occ["the_plinth"] == ((0, False),)
    assert s.pool[0] == 2 and s.tavern[0]["fighter"] == 2 and s.tavern[0]["cleric"] == 1


def test_bidding_war_goes_round_the_table():
    s = scene("bidding_war", players=2)
    q0 = [len(q) for q in s.quests]
    s, ev = act(s, "place", place="waterdeep_harbor_1")
    assert s.pending.kind == "keep_quest" and s.pending.seat == 0 and len(s.revealed) == 2
    first = s.pending.options[1][0]["quest"]
    s, _ = act(s, "keep_quest", quest=first)
    s = resolve(s)
    assert first in s.quests[0]
    assert [len(q) for q in s.quests] == [q0[0] + 1, q0[1] + 1] and not s.revealed
    assert any(e.roll and e.roll.rule == "special-cards" for e in ev)


def test_special_assignment_reveals_until_the_named_type():
    s = scene("special_assignment", players=2)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, ev = act(s, "name_type", type="warfare")
    new = s.quests[0][-1]
    assert s.data.quests[new].type == "warfare"
    assert any(e.roll and "Warfare" in e.roll.purpose for e in ev)


def test_change_of_plans():
    s = scene("change_of_plans", players=2)
    mine, theirs = s.quests[0][0], s.quests[1][0]
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "discard_quest", quest=mine)
    s, _ = act(s, "discard_quest", quest=theirs)
    s = resolve(s)
    assert s.vp == [6, 3] and mine in s.quest_discard and theirs in s.quest_discard


def test_change_of_plans_may_discard_a_mandatory_quest():
    s = scene("change_of_plans", players=2)
    s.intrigue_deck.remove("quell_riots")
    s.mandatory[0].append("quell_riots")
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "discard_quest", quest="quell_riots")
    s, _ = act(s, "discard_quest", quest="")
    assert s.mandatory[0] == [] and "quell_riots" in s.intrigue_discard and s.vp == [6, 0]


def test_real_estate_deal():
    s = scene("real_estate_deal", players=2)
    build(s, "helmstar_warehouse", 0)
    offer_building(s, 0, "fetlock_court")
    s.hall_vp[0] = 2
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "buy", building="fetlock_court")
    assert "helmstar_warehouse" in s.removed and s.owner.get("helmstar_warehouse") is None
    assert s.owner["fetlock_court"] == 0 and s.vp[0] == 2 and s.tavern[0]["gold"] == 0


def test_recall_agent():
    s = scene("recall_agent", players=2)
    s, _ = act(s, "place", place="the_plinth")
    s = end_turn(s)
    s, _ = act(s, "place", place="field_of_triumph")
    s = end_turn(s)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "recall", place="the_plinth")
    assert "the_plinth" not in s.occ and s.pool[0] == 3


def test_sample_wares_uses_a_building_for_sale():
    s = scene("sample_wares", players=2)
    offer_building(s, 0, "helmstar_warehouse")
    s.hall_vp[0] = 1
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s, _ = act(s, "sample", building="helmstar_warehouse")
    s = resolve(s)
    assert s.tavern[0]["rogue"] == 2 and s.tavern[0]["gold"] == 2
    assert s.hall_vp[0] == 1 and s.occ["hall:helmstar_warehouse"] == ((0, False),) and s.pool[0] == 2


MANDATORY = {"fend_off_bandits": ({"fighter": 2, "wizard": 1}, 2),
             "foil_the_zhentarim": ({"fighter": 1, "rogue": 1, "wizard": 1}, 2),
             "placate_angry_merchants": ({"cleric": 1, "fighter": 1, "wizard": 1}, 4),
             "quell_riots": ({"cleric": 2, "fighter": 1}, 4),
             "repel_drow_invaders": ({"cleric": 1, "rogue": 2}, 2),
             "stamp_out_cultists": ({"cleric": 1, "fighter": 1, "rogue": 1}, 2)}


@pytest.mark.parametrize("card", sorted(MANDATORY))
def test_mandatory_quest_cards(card):
    cost, vp = MANDATORY[card]
    s = scene(card, players=2)
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    assert s.mandatory[1] == [card] and card not in s.intrigue_discard
    s = end_turn(s)
    # Blue can pay for it and for an ordinary quest, but only the mandatory one may be completed
    give_quest(s, 1, "spy_on_the_house_of_light")
    set_tavern(s, 1, cleric=3, fighter=4, rogue=3, wizard=2, gold=10)
    s, _ = act(s, "place", place="the_plinth")
    assert {a.get("quest") for a in GAME.legal_actions(s) if a.kind == "complete"} == {card}
    from engines.core import Action
    verdict = GAME.check(s, Action.make("complete", 1, quest="spy_on_the_house_of_light"))
    assert verdict.rule == "mandatory-quests"
    s, _ = act(s, "complete", quest=card)
    s = resolve(s)
    assert s.vp[1] == vp and card in s.intrigue_discard and s.mandatory[1] == []
    assert s.tavern[1]["cleric"] == 3 + 1 - cost.get("cleric", 0)

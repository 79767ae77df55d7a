"""Each of the 24 buildings: what its visitor gets and what its owner gets, the owner's own visit (no
benefit), the Ambassador counting as an opponent's agent, and accumulating piles."""
from __future__ import annotations

import pytest

from engines.waterdeep import rounds
from engines.waterdeep.sample import GAME, act, build, fresh, offer_quest, resolve, set_tavern, totals

# the visitor Red (2 Fighters and 10 Gold, every choice its first option) and the owner Blue
VISIT = {
    "caravan_court": {"fighter": 2},
    "dragon_tower": {"wizard": 1, "intrigue": 1},
    "fetlock_court": {"fighter": 2, "wizard": 1},
    "the_golden_horn": {"gold": 4},
    "helmstar_warehouse": {"rogue": 2, "gold": 2},
    "heroes_garden": {"quests": 1},
    "house_of_good_spirits": {"fighter": 1, "cleric": 1},
    "house_of_heroes": {"cleric": 1, "fighter": 2},
    "house_of_the_moon": {"cleric": 1, "quests": 1},
    "house_of_wonder": {"gold": -2, "cleric": 2},
    "jesters_court": {"rogue": 2},
    "new_olamn": {"rogue": 2, "wizard": 1},
    "northgate": {"cleric": 1, "gold": 2},
    "the_palace_of_waterdeep": {},
    "the_skulkway": {"fighter": 1, "rogue": 1, "gold": 2},
    "smugglers_dock": {"gold": -2, "fighter": 4},
    "spires_of_the_morning": {"cleric": 1},
    "the_stone_house": {"gold": 1},
    "the_three_pearls": {"fighter": -2, "cleric": 3},
    "the_tower_of_luck": {"cleric": 1, "rogue": 2},
    "tower_of_the_order": {"wizard": 1},
    "the_waymoot": {"vp": 3, "quests": 1},
    "the_yawning_portal": {"cleric": 2},
    "the_zoarstar": {"fighter": 2},
}
OWNER = {
    "caravan_court": {"fighter": 1}, "dragon_tower": {"intrigue": 1}, "fetlock_court": {"fighter": 1},
    "the_golden_horn": {"gold": 2}, "helmstar_warehouse": {"rogue": 1}, "heroes_garden": {"vp": 2},
    "house_of_good_spirits": {"fighter": 1}, "house_of_heroes": {"cleric": 1}, "house_of_the_moon": {"gold": 2},
    "house_of_wonder": {"gold": 2}, "jesters_court": {"rogue": 1}, "new_olamn": {"rogue": 1},
    "northgate": {"vp": 2}, "the_palace_of_waterdeep": {"vp": 2}, "the_skulkway": {"fighter": 1},
    "smugglers_dock": {"gold": 2}, "spires_of_the_morning": {"vp": 2}, "the_stone_house": {"gold": 2},
    "the_three_pearls": {"gold": 2}, "the_tower_of_luck": {"cleric": 1}, "tower_of_the_order": {"intrigue": 1},
    "the_waymoot": {"vp": 2}, "the_yawning_portal": {"cleric": 1}, "the_zoarstar": {"vp": 2},
}


def delta(before, after):
    return {k: after[k] - before[k] for k in set(before) | set(after) if after[k] != before[k]}


def scene(b):
    s = fresh(2, 21)
    s.quests = [[], []]
    s.quest_discard += [q for q in fresh(2, 21).quests[0] + fresh(2, 21).quests[1]]
    offer_quest(s, 0, "spy_on_the_house_of_light")
    set_tavern(s, 0, fighter=2, gold=10)
    set_tavern(s, 1)
    lot = build(s, b, 1)
    return s, lot


def test_every_building_is_covered():
    assert set(VISIT) == set(OWNER) == set(fresh().data.buildings)


@pytest.mark.parametrize("b", sorted(VISIT))
def test_visitor_and_owner(b):
    s, lot = scene(b)
    if b == "the_zoarstar":
        # Red elsewhere, Blue on Field of Triumph, then Red copies Blue's space
        s, _ = act(s, "place", place="the_plinth")
        s = resolve(s)
        if s.phase == "complete":
            s, _ = act(s, "end_turn")
        s, _ = act(s, "place", place="field_of_triumph")
        s = resolve(s)
        if s.phase == "complete":
            s, _ = act(s, "end_turn")
    red, blue = totals(s, 0), totals(s, 1)
    s, ev = act(s, "place", place=lot)
    s = resolve(s)
    assert delta(red, totals(s, 0)) == VISIT[b]
    assert delta(blue, totals(s, 1)) == OWNER[b]
    assert any(e.template.template.startswith("{owner} owns") for e in ev)   # a Text: its English template
    if b == "the_palace_of_waterdeep":
        assert s.ambassador == "held" and s.ambassador_holder == 0


def test_no_owner_benefit_on_your_own_building():
    s = fresh(2, 4)
    lot = build(s, "helmstar_warehouse", 0)
    blue = totals(s, 1)
    red = totals(s, 0)
    s, ev = act(s, "place", place=lot)
    assert delta(red, totals(s, 0)) == {"rogue": 2, "gold": 2}
    assert delta(blue, totals(s, 1)) == {}
    assert any("no owner benefit" in e.text for e in ev)


def test_accumulating_pile_grows_each_round_and_the_visitor_takes_it_all():
    s = fresh(2, 4)
    lot = build(s, "caravan_court", 1)
    assert s.stock["caravan_court"] == {"fighter": 2}
    ev = rounds.round_start(s)
    assert s.stock["caravan_court"] == {"fighter": 4}
    assert any("piled on Caravan Court" in e.text for e in ev)
    s.phase = "place"
    s, _ = act(s, "place", place=lot)
    assert s.tavern[0]["fighter"] == 4 and s.stock["caravan_court"] == {}


def test_the_waymoot_pile_is_victory_points():
    s = fresh(2, 4)
    lot = build(s, "the_waymoot", 1)
    s, _ = act(s, "place", place=lot)
    s = resolve(s)
    assert s.vp[0] == 3


def test_heroes_garden_completes_the_taken_quest_for_4_more():
    s, lot = scene("heroes_garden")
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    s, _ = act(s, "place", place=lot)
    s, _ = act(s, "take_quest", quest="spy_on_the_house_of_light")
    s, _ = act(s, "decide", yes=True)
    s = resolve(s)
    assert "spy_on_the_house_of_light" in s.completed[0]
    assert s.vp[0] == 6 + 4 and s.tavern[0]["gold"] == 6


def test_heroes_garden_refuses_completion_with_a_mandatory_quest_open():
    s, lot = scene("heroes_garden")
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    s.intrigue_deck.remove("quell_riots")
    s.mandatory[0].append("quell_riots")
    s, _ = act(s, "place", place=lot)
    s, _ = act(s, "take_quest", quest="spy_on_the_house_of_light")
    assert s.pending is None and "spy_on_the_house_of_light" in s.quests[0]


def ambassador_round():
    """Blue holds the Ambassador; a new round begins."""
    s = fresh(2, 4)
    palace = build(s, "the_palace_of_waterdeep", 1)
    mine = build(s, "helmstar_warehouse", 1)
    theirs = build(s, "dragon_tower", 0)
    s.ambassador, s.ambassador_holder = "held", 1
    s.phase = "round_start"
    s.pending = None
    rounds.advance(s, [])
    assert s.phase == "ambassador" and GAME.to_move(s) == 1 and s.first == 0
    assert {a.kind for a in GAME.legal_actions(s)} == {"place_ambassador"}
    return s, palace, mine, theirs


def test_the_ambassador_is_placed_next_round_before_the_first_player():
    s, palace, _mine, _theirs = ambassador_round()
    assert s.lots["lot_1"] == "the_palace_of_waterdeep" and palace == "lot_1"


def test_the_ambassador_on_its_holders_own_building_gives_no_owner_benefit():
    s, _palace, mine, _theirs = ambassador_round()
    blue = totals(s, 1)
    s, _ev = act(s, "place_ambassador", place=mine)
    # the seed's FAQ: no owner benefit for the Ambassador on a building you control
    assert delta(blue, totals(s, 1)) == {"rogue": 2, "gold": 2}
    assert s.ambassador == "placed" and s.occ[mine] == ((1, True),) and s.pool[1] == s.agents[1]
    assert GAME.to_move(s) == 0 or s.phase == "complete"


def test_the_ambassador_on_an_opponents_building_pays_its_owner():
    s, _palace, _mine, theirs = ambassador_round()
    red = totals(s, 0)
    s, _ = act(s, "place_ambassador", place=theirs)
    s = resolve(s)
    assert delta(red, totals(s, 0)) == {"intrigue": 1}


def test_the_ambassador_counts_as_an_opponents_agent_for_its_holder_too():
    s, _palace, mine, _theirs = ambassador_round()
    s, _ = act(s, "place_ambassador", place="field_of_triumph")
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    s, _ = act(s, "place", place="the_plinth")            # Red
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    zoar = build(s, "the_zoarstar", 0)
    s, _ = act(s, "place", place=zoar)                     # Blue copies the space its own Ambassador holds
    assert {a["place"] for a in GAME.legal_actions(s)} == {"field_of_triumph", "the_plinth"}
    assert mine


def test_the_ambassador_goes_back_to_the_palace_when_the_round_ends():
    s, _palace, mine, _theirs = ambassador_round()
    s, _ = act(s, "place_ambassador", place=mine)
    rounds.end_round(s, [])
    assert s.ambassador == "palace" and s.ambassador_holder is None

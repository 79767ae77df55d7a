"""Quest completion (the seed's example verbatim), one quest per turn, plot quests' lasting effects."""
from __future__ import annotations

from engines.core import Action
from engines.waterdeep import rounds
from engines.waterdeep.sample import (
    GAME,
    act,
    build,
    clear_hand,
    fresh,
    give_intrigue,
    give_plot,
    give_quest,
    offer_building,
    resolve,
    set_tavern,
)


def scene(players=2):
    s = fresh(players, 31)
    for i in range(players):
        s.quest_discard += s.quests[i]
        s.quests[i] = []
        set_tavern(s, i)
    return s


def end_turn(s):
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    return s


def test_spy_on_the_house_of_light_from_the_seed():
    s = scene()
    give_quest(s, 0, "spy_on_the_house_of_light")
    q = s.data.quests["spy_on_the_house_of_light"]
    assert q.cost.as_dict() == {"fighter": 3, "rogue": 2, "gold": 2}
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    s, _ = act(s, "place", place="the_plinth")
    assert s.phase == "complete"
    s, ev = act(s, "complete", quest="spy_on_the_house_of_light")
    assert s.vp[0] == 6 and s.tavern[0] == {"cleric": 1, "fighter": 0, "rogue": 0, "wizard": 0, "gold": 6}
    assert "spy_on_the_house_of_light" in s.completed[0]
    assert any("completes Spy on the House of Light" in e.text for e in ev)
    # at most one quest per turn: the turn has passed to Blue
    assert GAME.to_move(s) == 1 and s.phase == "place"


def test_completing_is_optional_and_only_after_placing():
    s = scene()
    give_quest(s, 0, "spy_on_the_house_of_light")
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    verdict = GAME.check(s, Action.make("complete", 0, quest="spy_on_the_house_of_light"))
    assert not verdict and verdict.rule == "quests"
    s, _ = act(s, "place", place="the_plinth")
    s, _ = act(s, "end_turn")
    assert "spy_on_the_house_of_light" in s.quests[0] and GAME.to_move(s) == 1


def test_no_completion_offered_when_nothing_is_payable():
    s = scene()
    give_quest(s, 0, "spy_on_the_house_of_light")
    s, _ = act(s, "place", place="the_plinth")
    assert GAME.to_move(s) == 1


def test_a_plot_quest_stays_face_up_and_does_not_fire_for_itself():
    s = scene()
    give_quest(s, 0, "study_the_illusk_arch")
    set_tavern(s, 0, cleric=1, wizard=1)
    s, _ = act(s, "place", place="blackstaff_tower")
    s, _ = act(s, "complete", quest="study_the_illusk_arch")
    s = resolve(s)
    assert s.vp[0] == 8 and s.plots[0] == ["study_the_illusk_arch"]


def test_type_plot_scores_2_more_for_each_later_quest_of_its_type():
    s = scene()
    give_plot(s, 0, "study_the_illusk_arch")
    give_quest(s, 0, "investigate_aberrant_infestation")
    set_tavern(s, 0, cleric=1, fighter=1, wizard=1)
    s, _ = act(s, "place", place="blackstaff_tower")
    s, _ = act(s, "complete", quest="investigate_aberrant_infestation")
    s = resolve(s)
    assert s.vp[0] == 13 + 2


def test_infiltrate_builders_hall_scores_4_per_building():
    s = scene()
    give_plot(s, 0, "infiltrate_builders_hall")
    offer_building(s, 0, "helmstar_warehouse")
    set_tavern(s, 0, gold=3)
    s, ev = act(s, "place", place="builders_hall")     # the only affordable tile: chosen for Red
    s = resolve(s)
    assert s.owner["helmstar_warehouse"] == 0 and s.vp[0] == 4
    assert any(e.template.startswith("Only one choice") for e in ev)


def test_sleeper_agent_scores_2_per_intrigue_card_played():
    s = scene()
    give_plot(s, 0, "place_a_sleeper_agent_in_skullport")
    clear_hand(s, 0)
    give_intrigue(s, 0, "call_in_a_favor")
    s, _ = act(s, "place", place="waterdeep_harbor_1")
    s = resolve(s)
    assert s.vp[0] == 2 and s.tavern[0]["gold"] == 4


def test_defend_the_tower_of_luck_gives_an_adventurer_each_round():
    s = scene()
    give_plot(s, 0, "defend_the_tower_of_luck")
    s.phase = "round_start"
    rounds.round_start(s)
    s.phase = "round_start"
    rounds.advance(s, [])
    assert s.pending.kind == "take_adventurers" and len(s.pending.options) == 4
    s, _ = act(s, "take_adventurers", pick=("wizard",))
    assert s.tavern[0]["wizard"] == 1


def test_action_gain_plots():
    for plot, place, res, want in (
            ("explore_ahghairons_tower", "blackstaff_tower", "intrigue", 3),
            ("fence_goods_for_duke_of_darkness", "the_grinning_lion_tavern", "gold", 2),
            ("bolster_griffon_cavalry", "field_of_triumph", "fighter", 3),
            ("bribe_the_shipwrights", "auroras_realms_shop", "rogue", 1)):
        s = scene()
        give_plot(s, 0, plot)
        s, _ = act(s, "place", place=place)
        s = resolve(s)
        got = len(s.hands[0]) if res == "intrigue" else s.tavern[0][res]
        assert got == want, plot


def test_action_gain_plots_do_not_fire_on_quest_rewards():
    s = scene()
    give_plot(s, 0, "fence_goods_for_duke_of_darkness")
    give_quest(s, 0, "spy_on_the_house_of_light")
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    s, _ = act(s, "place", place="the_plinth")
    s, _ = act(s, "complete", quest="spy_on_the_house_of_light")
    assert s.tavern[0]["gold"] == 6


def test_produce_a_miracle_swaps_once_a_round_if_wanted():
    s = scene()
    give_plot(s, 0, "produce_a_miracle_for_the_masses")
    set_tavern(s, 0, fighter=2)
    s, _ = act(s, "place", place="the_plinth")
    assert s.pending.kind == "decide"
    s, _ = act(s, "decide", yes=True)
    s = resolve(s)
    assert s.tavern[0]["cleric"] == 2 and s.tavern[0]["fighter"] == 1
    s = end_turn(s)
    s, _ = act(s, "place", place="field_of_triumph")       # Blue
    s = end_turn(s)
    lot = build(s, "spires_of_the_morning", 1)
    s, _ = act(s, "place", place=lot)                       # Red gains a Cleric again: no second swap
    s = resolve(s)
    assert s.tavern[0]["fighter"] == 1


def test_recover_the_magisters_orb_once_a_round_onto_an_opponents_space():
    s = scene()
    give_plot(s, 1, "recover_the_magisters_orb")
    s, _ = act(s, "place", place="the_plinth")
    s = end_turn(s)
    s, _ev = act(s, "place", place="the_plinth")             # Blue joins Red there
    assert s.occ["the_plinth"] == ((0, False), (1, False)) and s.tavern[1]["cleric"] == 1
    s = end_turn(s)
    s, _ = act(s, "place", place="field_of_triumph")
    s = end_turn(s)
    verdict = GAME.check(s, Action.make("place", 1, place="field_of_triumph"))
    assert verdict.reason == "That space is taken by Red."


def test_recruit_lieutenant_adds_an_agent_at_once():
    s = scene()
    give_quest(s, 0, "recruit_lieutenant")
    set_tavern(s, 0, cleric=1, fighter=5, rogue=1, wizard=1)
    s, _ = act(s, "place", place="the_plinth")
    s, _ = act(s, "complete", quest="recruit_lieutenant")
    assert s.lieutenant == 0 and s.agents[0] == 5 and s.pool[0] == 4
    ev = rounds.round_start(s)
    assert s.pool[0] == 5 and ev


def test_research_chronomancy_takes_an_agent_back():
    s = scene()
    give_quest(s, 0, "research_chronomancy")
    set_tavern(s, 0, wizard=2, gold=4)
    s, _ = act(s, "place", place="the_plinth")
    s, _ = act(s, "complete", quest="research_chronomancy")
    s = resolve(s)
    assert "the_plinth" not in s.occ and s.pool[0] == 4 and s.vp[0] == 4


def test_mandatory_quest_blocks_other_completions():
    s = scene()
    give_quest(s, 0, "spy_on_the_house_of_light")
    s.intrigue_deck.remove("quell_riots")
    s.mandatory[0].append("quell_riots")
    set_tavern(s, 0, fighter=3, rogue=2, gold=2)
    s, _ = act(s, "place", place="the_plinth")
    # the mandatory quest cannot be paid (it needs 2 Clerics), and nothing else may be completed
    assert GAME.to_move(s) == 1

"""Rounds: VP tokens and round-start effects, the fifth-round agent, harbor reassignment in space order,
exactly eight rounds; final scoring, every Lord, and the Gold tie-break."""
from __future__ import annotations

import pytest

from engines.core import Action
from engines.waterdeep import rounds, scoring
from engines.waterdeep.sample import (
    GAME,
    act,
    build,
    clear_hand,
    fresh,
    give_intrigue,
    random_game,
    resolve,
    set_tavern,
)


def end_turn(s):
    s = resolve(s)
    if s.phase == "complete":
        s, _ = act(s, "end_turn")
    return s


def test_vp_tokens_go_onto_the_buildings_for_sale_each_round():
    s = fresh(2, 5)
    assert s.hall_vp == [1, 1, 1]
    s.round = 2
    rounds.round_start(s)
    assert s.hall_vp == [2, 2, 2]


@pytest.mark.parametrize("players,base", [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_the_fifth_round_agent(players, base):
    s = fresh(players, 5)
    s.round = 4
    rounds.round_start(s)
    assert s.agents == [base] * players
    s.round = 5
    ev = rounds.round_start(s)
    assert s.agents == [base + 1] * players and s.pool == [base + 1] * players
    assert any("round track" in e.text for e in ev)


def test_harbor_agents_are_reassigned_in_space_order_never_to_the_harbor():
    s = fresh(2, 6)
    s.agents, s.pool = [2, 2], [2, 2]
    for i in range(2):
        clear_hand(s, i)
        set_tavern(s, i)
        s.quest_discard += s.quests[i]
        s.quests[i] = []
    give_intrigue(s, 0, "call_in_a_favor")
    give_intrigue(s, 1, "call_in_a_favor")
    s, _ = act(s, "place", place="waterdeep_harbor_2")       # Red on space 2
    s = end_turn(s)
    s, _ = act(s, "place", place="waterdeep_harbor_1")       # Blue on space 1
    s = end_turn(s)
    s, _ = act(s, "place", place="the_plinth")
    s = end_turn(s)
    s, _ = act(s, "place", place="field_of_triumph")
    s = end_turn(s)
    # every agent is out: space 1 (Blue) goes first, then space 2 (Red)
    assert s.phase == "reassign" and GAME.to_move(s) == 1
    acts = GAME.legal_actions(s)
    assert acts and all(a.kind == "reassign" for a in acts)
    assert not any(a["place"].startswith("waterdeep_harbor") for a in acts)
    verdict = GAME.check(s, Action.make("reassign", 1, place="waterdeep_harbor_3"))
    assert not verdict and verdict.rule == "reassignment"
    s, _ = act(s, "reassign", place="auroras_realms_shop")
    s = end_turn(s)
    assert GAME.to_move(s) == 0 and s.reassigning[0] == "waterdeep_harbor_2"
    s, _ = act(s, "reassign", place="blackstaff_tower")
    assert s.tavern[0]["wizard"] == 1 and s.tavern[1]["gold"] == 4 + 4
    s = end_turn(s)
    assert s.round == 2 and not s.occ


def test_the_game_lasts_exactly_eight_rounds():
    s, _played = random_game(3, 4)
    assert s.over and s.round == 8
    rounds = [e for e in s.setup_events if e.template.template.startswith("Round {round} of")]
    assert len(rounds) == 1


def test_final_scoring_line_by_line():
    s = fresh(2, 9)
    s.lords = ["larissa_neathal", "durnan_the_wanderer"]
    build(s, "helmstar_warehouse", 0)
    build(s, "dragon_tower", 0)
    s.vp = [10, 20]
    set_tavern(s, 0, cleric=1, fighter=2, rogue=1, wizard=1, gold=5)
    set_tavern(s, 1, gold=3)
    s.completed[1] = ["install_a_spy_in_castle_waterdeep"]   # Skullduggery: not Durnan's
    ev = []
    scoring.final_scoring(s, ev)
    rows = GAME.score_rows(s)
    assert rows[0]["total"] == 10 + 5 + 2 + 12 and rows[0]["lord_vp"] == 12
    assert rows[1]["total"] == 20 + 0 + 1 + 0
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.scores == (29, 21) and out.rule == "scoring"
    assert "Red: 10 + 5 adventurers + 2 (5 Gold) + 12 (Larissa Neathal) = 29 VP" in out.reason
    assert sum(1 for e in ev if e.kind == "score") == 2


def test_tie_break_most_gold():
    s = fresh(2, 9)
    s.vp = [10, 11]
    set_tavern(s, 0, gold=3)    # 10 + 1 = 11, 3 Gold
    set_tavern(s, 1, gold=1)    # 11 + 0 = 11, 1 Gold
    s.lords = ["brianne_byndraeth", "caladorn_cassalanter"]
    scoring.final_scoring(s, [])
    out = GAME.outcome(s)
    assert out.scores == (11, 11) and out.winners == (0,) and out.rule == "tie-break"
    assert "most Gold (3)" in out.reason


def test_a_full_tie_is_shared():
    s = fresh(2, 9)
    s.vp = [10, 10]
    set_tavern(s, 0, gold=2)
    set_tavern(s, 1, gold=2)
    s.lords = ["brianne_byndraeth", "caladorn_cassalanter"]
    scoring.final_scoring(s, [])
    assert GAME.outcome(s).winners == (0, 1)


LORD_TYPES = {
    "brianne_byndraeth": ("arcana", "skullduggery"), "caladorn_cassalanter": ("skullduggery", "warfare"),
    "durnan_the_wanderer": ("commerce", "warfare"), "khelben_arunsun_the_blackstaff": ("arcana", "warfare"),
    "kyriani_agrivar": ("arcana", "piety"), "mirt_the_moneylender": ("commerce", "piety"),
    "nindil_jalbuck": ("piety", "skullduggery"), "nymara_scheiron": ("commerce", "skullduggery"),
    "piergeiron_the_paladinson": ("piety", "warfare"), "sammereza_sulphontis": ("arcana", "commerce"),
}


@pytest.mark.parametrize("lord", [*sorted(LORD_TYPES), "larissa_neathal"])
def test_every_lord(lord):
    s = fresh(2, 9)
    ids = {lo for lo in s.data.lords}
    assert lord in ids
    s.lords[0] = lord
    one_of_each = {}
    for q in s.data.quest_order:
        one_of_each.setdefault(s.data.quests[q].type, q)
    s.completed[0] = list(one_of_each.values())          # one completed quest of every type
    build(s, "helmstar_warehouse", 0)
    row = GAME.score_rows(s)[0]
    if lord == "larissa_neathal":
        assert row["lord_vp"] == 6
    else:
        assert row["lord_vp"] == 8
        s.completed[0] = [q for q in one_of_each.values() if s.data.quests[q].type in LORD_TYPES[lord]]
        s.completed[0] += s.completed[0]
        assert GAME.score_rows(s)[0]["lord_vp"] == 16

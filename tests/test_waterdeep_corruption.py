"""Skullport's corruption: taken from the track into a tavern, given back, taken off the track, and its cost at
the final scoring (engines/waterdeep/corruption.py)."""
from __future__ import annotations

import pytest

from engines.core import get_game
from engines.waterdeep import scoring
from engines.waterdeep.cards import Res
from engines.waterdeep.corruption import cost_each, end_cost, held
from engines.waterdeep.effects import OPS, gain
from engines.waterdeep.state import Frame, data

GAME = get_game("waterdeep")
TRACK = data(("skullport",)).track


def skullport(players=2, seed=1):
    """A base game's table with the Skullport module's data (the corruption track full)."""
    s = GAME.setup(GAME.Options(players=players), seed)
    s.data = data(("skullport",))
    return s


def test_the_track_is_known_only_with_skullport():
    assert data().track is None and data(("undermountain",)).track is None
    assert TRACK is not None and TRACK.tokens == 25 and TRACK.spaces[0] == -1


@pytest.mark.parametrize("off", range(26))
def test_each_token_costs_the_value_of_the_empty_space_farthest_from_minus_one(off):
    s = skullport()
    s.corruption_off = off
    s.tavern[0]["corruption"] = 3
    expected = 0 if off == 0 else TRACK.spaces[off - 1]
    assert cost_each(s) == expected and end_cost(s, 0) == 3 * expected
    assert expected <= 0 and (off < 2 or expected <= TRACK.spaces[off - 2])


def test_taking_corruption_empties_the_track_from_minus_one_and_an_empty_track_costs_vp():
    s = skullport()
    ev = []
    gain(s, 0, {"corruption": 2}, ev, None, "test")
    assert held(s, 0) == 2 and s.corruption_off == 2 and cost_each(s) == TRACK.spaces[1]
    s.corruption_off = TRACK.tokens - 1
    s.vp[1] = 15
    gain(s, 1, {"corruption": 2}, ev, None, "test")
    assert held(s, 1) == 1 and s.corruption_off == TRACK.tokens
    assert s.vp[1] == 15 - TRACK.empty_track_vp_loss
    assert any("track is empty" in e.template for e in ev)


def test_paying_corruption_puts_it_back_on_the_track():
    s = skullport()
    s.tavern[0]["corruption"] = 3
    s.corruption_off = 5
    from engines.waterdeep.cards import Pay
    OPS["pay"](s, Frame(0, (), 0, {"source": "test"}), Pay(res=Res(corruption=2)), [])
    assert held(s, 0) == 1 and s.corruption_off == 3


def test_giving_corruption_back_is_a_choice_of_how_many_and_never_a_cost():
    from engines.waterdeep.cards import ReturnCorruption
    from engines.waterdeep.decisions import resolve
    s = skullport()
    s.tavern[0]["corruption"] = 1
    s.corruption_off = 4
    f = Frame(0, (), 0, {"source": "test"})
    OPS["return_corruption"](s, f, ReturnCorruption(count=2), [])
    d = s.pending
    assert d is not None and sorted(p["count"] for p, _ in d.options) == [0, 1]   # up to what it holds
    s.pending = None
    resolve(s, d, {"count": 1}, [])
    assert held(s, 0) == 0 and s.corruption_off == 3
    # out of the game: the track stays as it is
    s.tavern[0]["corruption"] = 2
    OPS["return_corruption"](s, f, ReturnCorruption(count=2, to="game"), [])
    d, s.pending = s.pending, None
    resolve(s, d, {"count": 2}, [])
    assert held(s, 0) == 0 and s.corruption_off == 3
    # nothing to give: no question
    OPS["return_corruption"](s, f, ReturnCorruption(count=1), [])
    assert s.pending is None


def test_tokens_taken_off_the_track_make_every_token_dearer():
    from engines.waterdeep.cards import RemoveTrackCorruption
    s = skullport()
    s.corruption_off = 2
    before = cost_each(s)
    OPS["remove_track_corruption"](s, Frame(0, (), 0, {"source": "test"}), RemoveTrackCorruption(count=3), [])
    assert s.corruption_off == 5 and cost_each(s) < before
    s.corruption_off = TRACK.tokens - 1
    OPS["remove_track_corruption"](s, Frame(0, (), 0, {}), RemoveTrackCorruption(count=3), [])
    assert s.corruption_off == TRACK.tokens


def test_the_final_scoring_shows_corruption_line_by_line_and_takes_it_from_the_total():
    s = skullport()
    s.tavern[0]["corruption"] = 2
    s.tavern[1]["corruption"] = 0
    s.corruption_off = 7
    rows = scoring.score_rows(s)
    base = s.vp[0] + sum(s.tavern[0][k] for k in ("cleric", "fighter", "rogue", "wizard")) + s.tavern[0]["gold"] // 2
    assert rows[0]["corruption_vp"] == 2 * TRACK.spaces[6] and rows[0]["total"] == base + rows[0]["lord_vp"] + \
        rows[0]["corruption_vp"]
    s.over = True
    headers, table = scoring.final_table(s)
    assert "Corruption" in headers and "VP for corruption" in headers
    i = headers.index("VP for corruption")
    assert table[0][i] == 2 * TRACK.spaces[6] and table[1][i] == 0
    ev = []
    s.over = False
    scoring.final_scoring(s, ev)
    assert "corruption at" in s.end_reason and any("holds 2 corruption" in str(e.template).replace("%n", "2")
                                                   for e in ev)


def test_the_base_game_has_no_corruption_column():
    s = GAME.setup(GAME.Options(players=2), 1)
    s.over = True
    headers, _ = scoring.final_table(s)
    assert "Corruption" not in headers and "corruption" not in scoring.score_rows(s)[0]


def test_the_modules_lords_score_their_module_their_worth_and_corruption():
    from engines.waterdeep.scoring import lord_bonus
    s = skullport()
    s.data = data(("undermountain", "skullport"))
    xanathar = next(lo for lo in s.data.lords.values()
                    if any(b.per == "corruption_held" for b in lo.bonus))
    s.tavern[0]["corruption"] = 3
    per = next(b.vp for b in xanathar.bonus if b.per == "corruption_held")
    assert lord_bonus(s, 0, xanathar) == 3 * per
    modular = next(lo for lo in s.data.lords.values()
                   if any(b.per == "completed_quest" and b.module == "skullport" for b in lo.bonus))
    bonus = next(b for b in modular.bonus if b.per == "completed_quest" and b.module == "skullport")
    quest = next(q for q in s.data.quests.values() if q.module == "skullport" and q.type in bonus.quest_types)
    base_quest = next(q for q in s.data.quests.values() if q.module == "base" and q.type in bonus.quest_types)
    s.completed[0] = [base_quest.id]
    before = lord_bonus(s, 0, modular)
    s.completed[0] = [base_quest.id, quest.id]
    assert lord_bonus(s, 0, modular) == before + bonus.vp


def test_the_computer_prices_corruption_by_the_track_and_the_rounds_left():
    from engines.core import get_game
    from engines.waterdeep.corruption import price
    from engines.waterdeep.evaluation import hard_value, position_value
    g = get_game("waterdeep")
    s = g.setup(g.options(players=3, modules="skullport"), 2)
    assert price(g.setup(g.options(players=3, modules="undermountain"), 2)) == 0.0
    assert price(s) == -1.0                              # nothing off the track yet: the first token's cost
    s.corruption_off, s.round = 4, 2                     # two tokens a round so far, six rounds to go
    early = price(s)
    assert early <= s.data.track.value(4) - 1            # the pace ahead makes it dearer than now
    s.round = 8
    assert price(s) == s.data.track.value(4)             # the last round: what the track says now
    s.round = 2
    s.lords[0] = next(lo for lo in s.data.lord_order if s.data.lords[lo].module == "base")   # (not the Xanathar)
    before = (position_value(s, 0), hard_value(s, 0))
    s.tavern[0]["corruption"] = 2
    after = (position_value(s, 0), hard_value(s, 0))
    assert after[0] == before[0] + 2 * early and after[1] == before[1] + 2 * early

"""The five ends of the expanded game and their scores, the seed's two worked examples verbatim, and the base
game's score (assets/rules/quest.md#end-and-scoring)."""
from __future__ import annotations

import pytest
from quest_helpers import at

from engines.quest import scoring
from engines.quest.game import QuestGame


def finished(end: str, expansion: bool = True, value: int = 0, defeated: int = 0, shields: int = 0):
    s = at("mordor", expansion=expansion)
    s.over, s.end, s.last_value = True, end, value
    s.defeated = [f.id for f in s.data.foes][:defeated]
    s.hobbits[0].shields = shields
    return s


def test_seed_example_all_thirty_foes_defeated():
    """The marker stands on 52, all 30 foes are defeated and the Fellowship's shields are worth 20: each player
    scores 52 + 30 + 20 = 102."""
    s = finished("war", value=52, defeated=30, shields=20)
    assert scoring.score(s) == 102
    assert QuestGame().outcome(s).winners == (0, 1, 2)


def test_seed_example_the_ring_destroyed():
    """25 foes are defeated and the Fellowship's shields are worth 20: each player scores 60 + 25 + 20 = 105."""
    s = finished("destroyed", value=60, defeated=25, shields=20)
    assert scoring.score(s) == 105
    assert QuestGame().outcome(s).scores == (105, 105, 105)


@pytest.mark.parametrize("end", ["bearer", "eye", "foes"])
def test_the_three_losses_score_the_main_line_and_the_foes_defeated(end):
    s = finished(end, value=43, defeated=7, shields=12)
    assert scoring.score(s) == 50
    assert QuestGame().outcome(s).winners == ()


def test_mount_doom_without_destroying_the_ring_scores_sixty_and_the_foes():
    assert scoring.score(finished("attempt", value=60, defeated=9, shields=8)) == 69


def test_bill_the_pony_counts_as_one_more_shield():
    s = finished("destroyed", defeated=3, shields=5)
    s.hobbits[1].hand.append("bill_the_pony")
    assert scoring.score(s) == 60 + 3 + 6


def test_base_game_loss_scores_the_furthest_main_line_value_and_a_win_sixty_and_the_shields():
    assert scoring.score(finished("bearer", expansion=False, value=46, shields=9)) == 46
    assert scoring.score(finished("destroyed", expansion=False, value=60, shields=12)) == 72


def test_the_furthest_main_line_value_is_kept_as_the_line_moves():
    s = at("moria", expansion=False)
    assert s.last_value == 10
    s.ask = None
    s.queue = [("advance", "main", 4, 0)]
    from engines.quest import flow
    flow.run(s, [])
    assert s.last_value == 14


def test_the_final_table_lists_each_part_of_the_score():
    headers, rows = QuestGame().final_table(finished("destroyed", value=60, defeated=25, shields=20))
    assert headers[-1] == "Score" and rows[0][-1] == 105 and len(rows) == 3

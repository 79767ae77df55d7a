"""A whole game through Match and a save file: saved, loaded (replayed and checked), the same game;
undo never re-deals; the registry knows the game."""
from __future__ import annotations

import random

from engines.core import Match, SeatSpec, get_game
from engines.core.saves import dumps, load_save, loads, write_save
from engines.waterdeep import WaterdeepGame, WaterdeepOptions


def test_registered():
    g = get_game("waterdeep")
    assert isinstance(g, WaterdeepGame)
    assert (g.title, g.min_players, g.max_players, g.has_secrets, g.map_id) == \
        ("Lords of Waterdeep", 2, 6, True, "waterdeep")
    from engines.core.rules import RULES_DIR
    assert "{#harbor}" in (RULES_DIR / "waterdeep.md").read_text(encoding="utf-8")


def play_out(match, seed, stop=None):
    rng = random.Random(seed)
    while match.outcome() is None and (stop is None or len(match.steps) < stop):
        match.play(rng.choice(match.game.legal_actions(match.state)))


def test_whole_game_save_and_load_round_trip(tmp_path):
    g = get_game("waterdeep")
    m = Match(g, WaterdeepOptions(players=3), seed=42, seats=[SeatSpec(), SeatSpec("ai", "normal"), SeatSpec()])
    play_out(m, 1)
    out = m.outcome()
    assert out is not None and len(out.scores) == 3
    path = write_save(m, tmp_path / "wd.json")
    back = load_save(path)
    assert back.outcome() == out
    assert back.state.vp == m.state.vp and back.state.completed == m.state.completed
    assert [a.label for a in back.actions][:5] == [a.label for a in m.actions][:5]


def test_save_midgame_and_continue():
    g = get_game("waterdeep")
    m = Match(g, g.options(players=2), seed=7)
    play_out(m, 2, stop=60)
    text = dumps(m)
    back = loads(text)
    assert back.state.vp == m.state.vp and back.to_move() == m.to_move()
    assert g.legal_actions(back.state) == g.legal_actions(m.state)
    play_out(back, 3)
    assert back.outcome() is not None


def test_undo_stops_at_a_secret_draw_between_humans():
    g = get_game("waterdeep")
    m = Match(g, g.options(players=2), seed=5)
    play_out(m, 4, stop=30)
    limit = m.undo_limit()
    while m.can_undo():
        m.undo()
    assert m.cursor == limit

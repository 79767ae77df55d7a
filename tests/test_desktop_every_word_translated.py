"""No English left on screen: every text a player sees in a game goes through the catalogs.

The window runs in a pseudo-language (tests/pseudo_language.py) whose every sentence is written in full-width
letters; a game is played some turns with the computer, and every visible text — menus, docks, panels, log,
tabs, lists, the board's labels and tooltips, the status bar — must hold no plain Latin word. A sentence built
in code, a name from the data shown as it is, or an English word pasted into a translated sentence shows up
here as a plain word.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n, paths
from engines.core import Match, SeatSpec, get_game
from tests import pseudo_language
from tests.desktop_helpers import shown_window


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory, qapp):
    folder = tmp_path_factory.mktemp("pseudo")
    before = paths.TRANSLATIONS
    pseudo_language.install(qapp, folder)
    yield folder
    paths.TRANSLATIONS = before
    pseudo_language.uninstall()
    i18n.set_language(QApplication.instance(), "en")


def played(game_id: str, moves: int, seed: int) -> Match:
    game = get_game(game_id)
    players = max(2, game.min_players)
    match = Match(game, game.options(players=players), seed,
                  seats=[SeatSpec("human")] + [SeatSpec("ai", "easy")] * (players - 1))
    rng = random.Random(seed)
    for _ in range(moves):
        if match.to_move() is None:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    return match


def report(found) -> str:
    return "\n".join(f"{where}: {text[:160]!r} -> {' '.join(words[:5])}" for where, text, words in found[:25])


@pytest.mark.parametrize("game_id,moves", [("heroes", 14), ("waterdeep", 20), ("war_of_the_ring", 14)])
def test_a_game_in_progress_says_everything_in_the_language(qtbot, pseudo, game_id, moves):
    w = shown_window(qtbot)
    match = played(game_id, moves, seed=3)
    w.open_match(match)
    qtbot.wait(50)
    found = pseudo_language.leaks(w)
    assert not found, f"{len(found)} texts with English in them:\n" + report(found)

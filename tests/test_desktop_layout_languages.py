"""Every language fits: at the smallest supported window (a laptop's 1366×768), in Turkish, German and Finnish —
whose words run longer than English — no label, button, tab, dock title, group title or choice of a game's
window, of its docks (each brought to the front in turn) or of the New Game dialog is cut off.

The catalogs are the real ones (assets/translations/*.qm, built by `make translations`, which `make test` runs).
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QTabBar, QWidget

from desktop import i18n
from engines.core import Match, SeatSpec, get_game
from tests.desktop_helpers import shown_window
from tests.layout_check import cut_off

LANGS = ("tr", "de", "fi")
GAMES = ("heroes", "waterdeep", "war_of_the_ring", "quest", "skirmish")
DIALOG_CASES = list(GAMES)


@pytest.fixture(params=LANGS)
def language(request, qapp):
    code = request.param
    assert i18n.set_language(qapp, code) == code, "the catalogs are not built: run `make translations`"
    yield code
    i18n.set_language(QApplication.instance(), "en")


def test_the_check_sees_a_cut_label(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("a label much longer than the room it was given", box)
    label.setGeometry(0, 0, 60, 20)
    box.show()
    assert [c[0] for c in cut_off(box)] == ["QLabel"]
    label.setGeometry(0, 0, 600, 20)
    assert cut_off(box) == []


def played(game_id: str, moves: int = 14, seed: int = 3) -> Match:
    game = get_game(game_id)
    match = Match(game, game.options(players=2), seed, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    rng = random.Random(seed)
    for _ in range(moves):
        if match.to_move() is None:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_fits_the_smallest_window(qtbot, language, game_id):
    w = shown_window(qtbot, (1366, 768))
    w.open_match(played(game_id))
    qtbot.wait(30)
    found = [(language, "window", *c) for c in cut_off(w)]
    for bar in w.findChildren(QTabBar):          # each docked view brought to the front in turn
        if not bar.isVisible():
            continue
        for i in range(bar.count()):
            bar.setCurrentIndex(i)
            qtbot.wait(10)
            found += [(language, f"tab {bar.tabText(i)}", *c) for c in cut_off(w)]
    assert not found, "cut off:\n" + "\n".join(map(str, dict.fromkeys(found)))


@pytest.mark.parametrize("game_id", DIALOG_CASES)
def test_the_new_game_dialog_fits(qtbot, language, game_id):
    from desktop.dialogs import NewGameDialog
    from engines.core import all_games
    d = NewGameDialog([g for g in all_games() if type(g).__module__.startswith("engines.")])   # shipped ones
    qtbot.addWidget(d)
    d.show()
    d.game_combo.setCurrentIndex(d.game_combo.findData(game_id))
    qtbot.wait(20)
    assert not cut_off(d), cut_off(d)

"""New Game dialog: options generated from the game's pydantic model, and validated."""
from __future__ import annotations

import pytest
from fake_game import register_fake
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from desktop.dialogs import NewGameDialog
from tests.desktop_helpers import shown_window


@pytest.fixture(scope="module")
def fake():
    return register_fake()


def test_dialog_builds_widgets_from_the_options_model(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    assert isinstance(d.option_widgets["target"], QSpinBox)
    assert d.option_widgets["target"].maximum() == 40 and d.option_widgets["target"].minimum() == 5
    assert isinstance(d.option_widgets["secrets"], QCheckBox)
    assert isinstance(d.option_widgets["pace"], QComboBox)
    assert (d.players.minimum(), d.players.maximum()) == (2, 3)
    d.players.setValue(3)
    assert d.seat_combos[2].isVisibleTo(d) and len(d.seat_combos) == 3   # a row per seat the game allows


def test_dialog_accepts_valid_choices(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    d.players.setValue(3)
    d.set_seat(0, "human")
    d.set_seat(1, "ai", "hard")
    d.option_widgets["target"].setValue(20)
    d.accept()
    assert d.result() == NewGameDialog.DialogCode.Accepted
    assert d.options.players == 3 and d.options.target == 20
    assert [str(s) for s in d.seats] == ["human", "ai:hard", "ai:normal"]


def test_dialog_shows_pydantics_message_for_invalid_options(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    d.option_widgets["pace"].setCurrentIndex(d.option_widgets["pace"].findData("fast"))
    d.option_widgets["target"].setValue(30)
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted
    assert d.error.isVisibleTo(d)
    assert "at most 20" in d.error.text()


def test_the_seed_is_fresh_entropy_and_never_shown(qtbot, fake):
    """The host cannot pick the seed nor read it: no field, no word of it; the game draws from fresh entropy."""
    from PySide6.QtWidgets import QLineEdit
    seeds = set()
    for _ in range(3):
        d = NewGameDialog([fake])
        qtbot.addWidget(d)
        d.show()
        texts = [w.text() for w in d.findChildren(QLabel)] + [w.placeholderText() for w in d.findChildren(QLineEdit)]
        assert not any("seed" in t.lower() for t in texts)
        assert not hasattr(d, "seed_edit")
        d.accept()
        seeds.add(d.seed)
    assert seeds == {None}   # no seed at all: Match(seed=None) draws from the operating system's entropy


def _visible_combos(d, box):
    return [c for c in box.findChildren(QComboBox) if c.isVisibleTo(d)]


@pytest.mark.parametrize("current", ["heroes", "war_of_the_ring", "waterdeep"])
def test_seat_selectors_for_every_game_whatever_game_is_current(qtbot, current):
    """Every current → chosen pair and every player count: a human/computer choice per seat in play,
    the chosen game's per-seat options (side, role) and nothing left over from the game shown before,
    no two selectors on top of each other and no blank rows."""
    from engines.core import all_games
    games = all_games()
    d = NewGameDialog(games, current=current)
    qtbot.addWidget(d)
    d.show()
    assert d.selected_game().id == current
    for chosen in ("heroes", "war_of_the_ring", "waterdeep", current):
        d.game_combo.setCurrentIndex(d.game_combo.findData(chosen))
        game = d.selected_game()
        assert game.id == chosen and len(d.seat_combos) == game.max_players
        for n in range(game.min_players, game.max_players + 1):
            d.players.setValue(n)
            qtbot.wait(1)
            assert [c.isVisibleTo(d) for c in d.seat_combos] == [i < n for i in range(game.max_players)]
            assert all(c.currentText() in ("Human", "Computer — Easy", "Computer — Normal", "Computer — Hard")
                       for c in d.seat_combos)
            shown_options = [name for name, combos in d.seat_option_combos.items() if combos[0].isVisibleTo(d)]
            combos = _visible_combos(d, d.seats_box)
            assert len(combos) == n * (1 + len(shown_options))           # nothing of another game
            if chosen == "heroes":
                assert shown_options == ["sides"]
            elif chosen == "war_of_the_ring":
                assert shown_options == (["sides"] if n == 2 else ["sides", "roles"])
            else:
                assert shown_options == []
            rects = [c.geometry().translated(c.parentWidget().pos()) for c in combos]
            assert all(r.width() > 40 and r.height() > 10 for r in rects)
            assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
            assert d.height() <= d.minimumSizeHint().height() + 1          # no blank gap
            for c in combos:                                                # every choice readable
                assert c.width() >= c.fontMetrics().horizontalAdvance(c.currentText())
        d.set_seat(0, "human")
        d.set_seat(1, "human")
        if chosen == "waterdeep":                       # six players need a module: refused with the reason
            modules = d.option_widgets["modules"]
            modules.setCurrentIndex(modules.findData("none"))
            d.accept()
            assert d.result() != NewGameDialog.DialogCode.Accepted
            assert "sixth player needs at least one module" in d.error.text() and d.error.isVisibleTo(d)
            modules.setCurrentIndex(modules.findData("both"))
        d.accept()
        assert d.result() == NewGameDialog.DialogCode.Accepted, d.error.text()
        assert d.game.id == chosen and d.options.players == game.max_players
        assert [s.is_human for s in d.seats[:2]] == [True, True]
        d.setResult(0)
        d.show()


def test_dialog_with_the_heroes_options(qtbot):
    from engines.core import get_game
    heroes = get_game("heroes")
    d = NewGameDialog([heroes])
    qtbot.addWidget(d)
    d.players.setValue(3)
    d.accept()                      # the sides left as offered: the game's default alternation
    assert d.result() == NewGameDialog.DialogCode.Accepted, d.error.text()
    assert d.options.players == 3 and d.options.sides == ["good", "evil", "good"]
    assert d.options.seat_sides() == heroes.options(players=3).seat_sides()


def test_heroes_sides_are_a_side_combo_per_seat_not_a_text_field(qtbot):
    from engines.core import get_game
    heroes = get_game("heroes")
    d = NewGameDialog([heroes])
    qtbot.addWidget(d)
    d.show()
    assert "sides" not in d.option_widgets                   # no free text field any more
    combos = d.seat_option_combos["sides"]
    assert all(isinstance(c, QComboBox) for c in combos)
    assert [combos[i].itemData(j) for i in range(1) for j in range(combos[i].count())] == ["good", "evil"]
    assert [c.currentText() for c in combos[:4]] == ["Good", "Evil", "Good", "Evil"]
    caption = d.findChild(QLabel, "seat_option_caption_sides")
    assert caption is not None and caption.text() == "Side"
    d.players.setValue(4)
    assert all(c.isVisibleTo(d) for c in combos[:4]) and len(combos) == 4
    d.players.setValue(2)
    assert combos[1].isVisibleTo(d) and not combos[2].isVisibleTo(d)
    d.set_seat_option("sides", 0, "evil")
    d.set_seat_option("sides", 1, "good")
    d.accept()
    assert d.result() == NewGameDialog.DialogCode.Accepted, d.error.text()
    assert d.options.sides == ["evil", "good"]           # only the seats in play, passed on as a list


def test_per_seat_options_are_found_generically_from_the_model(qtbot, fake):
    from typing import Literal

    from pydantic import Field

    from desktop.dialogs import per_seat_caption, per_seat_choices
    from engines.core import GameOptions

    class Opts(GameOptions):
        factions: list[Literal["north", "south", "east"]] | None = None
        colours: list[Literal["red", "blue"]] = Field(default_factory=list, title="Banner")
        names: list[str] | None = None
        pace: Literal["slow", "fast"] = "slow"

    f = Opts.model_fields
    assert per_seat_choices(f["factions"]) == ("north", "south", "east")
    assert per_seat_choices(f["colours"]) == ("red", "blue")
    assert per_seat_choices(f["names"]) is None and per_seat_choices(f["pace"]) is None
    assert per_seat_caption("factions", f["factions"]) == "Faction"
    assert per_seat_caption("colours", f["colours"]) == "Banner"


def test_markdown_for_rule_sections():
    from desktop.panels import _md_to_html
    out = _md_to_html("**[Table]** intro:\n- first `x`\n- second\n  continued\n\nAfter.")
    assert "<ul><li>first <code>x</code></li><li>second continued</li></ul>" in out
    assert "<p><b>[Table]</b> intro:</p>" in out and "<p>After.</p>" in out


def test_rule_links_open_the_linked_rule(qtbot):
    from PySide6.QtCore import QUrl

    from desktop.panels import RulesPanel, _md_to_html
    from engines.core import get_game
    assert "<a href='#encirclement'>encircled</a>" in _md_to_html("if [encircled](#encirclement)")
    panel = RulesPanel()
    qtbot.addWidget(panel)
    panel.game = get_game("heroes")
    panel.anchorClicked.emit(QUrl("#encirclement"))
    assert "Encirclement" in panel.toPlainText()


def test_markdown_tables_in_rule_sections_are_drawn_as_tables():
    from desktop.panels import _md_to_html
    out = _md_to_html("What a hero needs:\n\n| hero | needs |\n| --- | --- |\n| 3 points | 5 or 6 |\n\nAfter.")
    assert "<table class='md'" in out and "<th align='left'>hero</th>" in out
    assert "<td>3 points</td><td>5 or 6</td>" in out and "---" not in out and "|" not in out
    assert out.endswith("<p>After.</p>")


def test_the_conquest_rule_in_the_rules_panel_has_no_raw_table(qtbot):
    from desktop.panels import RulesPanel
    from engines.core import get_game
    panel = RulesPanel()
    qtbot.addWidget(panel)
    panel.show_rule("conquering-fortresses", get_game("heroes"))
    assert "Only heroes of" in panel.toPlainText()
    text = panel.toPlainText()
    assert "| ---" not in text and "| hero |" not in text


@pytest.mark.parametrize("game_id", ["heroes", "war_of_the_ring", "waterdeep"])
def test_the_rules_window_shows_no_raw_anchors_and_its_links_jump(qtbot, game_id):
    from PySide6.QtCore import QUrl

    from desktop.rules_text import readable_rules, rules_window
    from engines.core import get_game
    game = get_game(game_id)
    assert "{#" in game.rules_text()                      # the source has anchors…
    browser = rules_window(game)
    qtbot.addWidget(browser)
    browser.show()
    text = browser.toPlainText()
    assert "{#" not in text and "About this game" in text  # …the window does not show them
    _md, headings = readable_rules(game.rules_text())
    anchor, heading = list(headings.items())[-3]
    browser.anchorClicked.emit(QUrl(f"#{anchor}"))
    cursor = browser.textCursor()
    assert cursor.selectedText() == heading and cursor.blockFormat().headingLevel() > 0
    assert browser.verticalScrollBar().value() > 0        # scrolled down to it


@pytest.mark.qt_log_ignore("does not support raise")     # activating the window offscreen
@pytest.mark.parametrize("current", ["heroes", "war_of_the_ring", "waterdeep"])
def test_ctrl_n_in_the_window_offers_who_plays_each_seat(qtbot, current):
    """As the player does it: a game open, Ctrl+N; the dialog shows the game, a human/computer choice
    per seat and no seed; cancelled, the game goes on."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.ai_worker import RandomAgent
    from desktop.mainwindow import default_match
    from engines.core import get_game
    w = shown_window(qtbot, (1366, 768), RandomAgent)
    w.open_match(default_match(get_game(current)))
    w.controller.set_paused(True)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=1000)
    seen = []

    def read_and_cancel():
        d = QApplication.activeModalWidget()
        if d is None:
            QTimer.singleShot(20, read_and_cancel)
            return
        seen.append((d.selected_game().id, [c.currentText() for c in d.seat_combos if c.isVisible()],
                     [lab.text() for lab in d.findChildren(QLabel) if lab.isVisible()]))
        boxes = [c.geometry().translated(c.parentWidget().mapTo(d, c.parentWidget().rect().topLeft()))
                 for c in d.findChildren(QComboBox) if c.isVisible()]
        seen.append(not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]))
        d.reject()
    QTimer.singleShot(0, read_and_cancel)
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen and seen[0][0] == current
    assert seen[1]                                             # nothing drawn over the selectors
    assert seen[0][1] == ["Human", "Computer — Normal"]        # a choice for each of the two seats
    assert "Game" in seen[0][2] and not any("seed" in t.lower() for t in seen[0][2])   # no seed field
    assert w.game.id == current

"""New Game dialog: options generated from the game's pydantic model, and validated."""
from __future__ import annotations

import pytest
from fake_game import register_fake
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from desktop.dialogs import NewGameDialog


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
    assert d.seat_combos[2].isVisibleTo(d) and not d.seat_combos[3].isVisibleTo(d)


def test_dialog_accepts_valid_choices(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    d.players.setValue(3)
    d.set_seat(0, "human")
    d.set_seat(1, "ai", "hard")
    d.option_widgets["target"].setValue(20)
    d.seed_edit.setText("42")
    d.accept()
    assert d.result() == NewGameDialog.DialogCode.Accepted
    assert d.options.players == 3 and d.options.target == 20 and d.seed == 42
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


def test_dialog_refuses_a_bad_seed(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    d.seed_edit.setText("twelve")
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted
    assert "seed" in d.error.text().lower()


def test_random_seed_by_default(qtbot, fake):
    d = NewGameDialog([fake])
    qtbot.addWidget(d)
    d.accept()
    assert d.seed > 0


def test_dialog_with_the_heroes_options(qtbot):
    from engines.core import get_game
    heroes = get_game("heroes")
    d = NewGameDialog([heroes])
    qtbot.addWidget(d)
    d.players.setValue(3)
    d.accept()                      # the optional list of sides left empty: the game's default
    assert d.result() == NewGameDialog.DialogCode.Accepted, d.error.text()
    assert d.options.players == 3 and d.options.sides is None


def test_dialog_heroes_sides_validated_by_pydantic(qtbot):
    from engines.core import get_game
    heroes = get_game("heroes")
    d = NewGameDialog([heroes])
    qtbot.addWidget(d)
    d.players.setValue(3)
    d.option_widgets["sides"].setText("good, evil")          # one side short
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted
    assert "3 players" in d.error.text()
    d.option_widgets["sides"].setText("good, evil, good")
    d.accept()
    assert d.result() == NewGameDialog.DialogCode.Accepted
    assert d.options.sides == ["good", "evil", "good"]


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

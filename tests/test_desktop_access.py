"""A table everyone can reach: the interface size (a setting applied through QT_SCALE_FACTOR before Qt starts,
`--scale` for one start, a wrong value refused with a message), Help → Keyboard, and what a screen reader is
told (accessible names of the docks, panels, board and buttons; a log line's whole sentence)."""
from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QSettings, Qt

from desktop import i18n, ui_scale
from tests.desktop_helpers import open_window_on, run_app


@pytest.fixture()
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture(autouse=True)
def _fresh_scale(monkeypatch):
    monkeypatch.setattr(ui_scale, "started_at", None)
    monkeypatch.setattr(ui_scale, "_set_here", False)


# -- the interface size ------------------------------------------------------------------------------------
def test_a_size_is_read_as_percent_or_factor():
    assert [ui_scale.parse_scale(t) for t in ("100", "125%", "1.5", "175 %", "2")] == [100, 125, 150, 175, 200]


@pytest.mark.parametrize("wrong", ["130", "abc", "0", "-150", "", "nan", "1000"])
def test_a_wrong_size_is_refused_with_the_sizes_allowed(wrong):
    with pytest.raises(ValueError, match="100, 125, 150, 175, 200"):
        ui_scale.parse_scale(wrong)


def test_the_size_chosen_is_stored_and_applied_at_the_next_start(settings):
    assert ui_scale.chosen(settings) == 100
    ui_scale.store(settings, 150)
    assert ui_scale.chosen(settings) == 150
    env: dict[str, str] = {}
    assert ui_scale.apply_at_start(settings, environ=env) == 1.5
    assert env["QT_SCALE_FACTOR"] == "1.5"
    env = {}
    assert ui_scale.apply_at_start(settings, asked=200, environ=env) == 2.0   # --scale for this start
    assert env["QT_SCALE_FACTOR"] == "2"
    env = {"QT_SCALE_FACTOR": "1.25"}    # the person's own environment wins over the setting
    assert ui_scale.apply_at_start(settings, environ=env) == 1.25 and env["QT_SCALE_FACTOR"] == "1.25"
    with pytest.raises(ValueError):
        ui_scale.store(settings, 130)
    settings.setValue(ui_scale.KEY, "banana")   # a damaged setting: the plain size
    assert ui_scale.chosen(settings) == 100
    assert ui_scale.apply_at_start(settings, environ={}) is None


def test_a_restart_keeps_the_command_line_but_not_its_scale(monkeypatch):
    monkeypatch.setattr(sys, "orig_argv", ["python", "-m", "desktop.app", "--scale", "150", "--lang=de",
                                           "--scale=2", "game.json"])
    program, args = ui_scale.restart_arguments()
    assert program == sys.executable and args == ["-m", "desktop.app", "--lang=de", "game.json"]


def test_a_wrong_scale_on_the_command_line_is_told_in_one_line(tmp_path):
    run = run_app(tmp_path, "--scale", "130")
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "130" in lines[0] and "100, 125, 150, 175, 200" in lines[0]


def test_the_view_menu_stores_the_size_and_offers_a_restart(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from desktop.mainwindow import MainWindow
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    restarted = []
    monkeypatch.setattr(ui_scale, "restart", lambda window: restarted.append(window) or True)
    w = MainWindow(autosave=False, complete=False)
    qtbot.addWidget(w)
    w.menus.scale_actions[175].trigger()
    assert ui_scale.chosen(w.settings) == 175
    assert w.menus.scale_actions[175].isChecked() and not w.menus.scale_actions[100].isChecked()
    assert asked and "175" in asked[0] and not restarted
    assert "175" in w.statusBar().currentMessage()
    w.menus.scale_actions[100].trigger()   # the size it runs at: nothing to restart for
    assert len(asked) == 1 and ui_scale.chosen(w.settings) == 100


# -- Help → Keyboard, and what a screen reader hears -------------------------------------------------------
@pytest.fixture(scope="module")
def heroes():
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    return HeroesGame(graph=load_graph("heroes"), cards=sample_cards())


def _heroes_window(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    return open_window_on(qtbot, heroes, s)


def test_help_keyboard_lists_the_keys_in_the_rules_panel(qtbot, heroes):
    w = _heroes_window(qtbot, heroes)
    w.menus.act_keys.trigger()
    text = w.rules_panel.toPlainText()
    assert "Keyboard" in text and "Escape" in text and "Enter" in text


def test_the_docks_panels_and_board_have_names_said_through_the_catalogs(qtbot, heroes, monkeypatch):
    w = _heroes_window(qtbot, heroes)
    widgets = [w.seats_dock, w.actions_dock, w.rules_dock, w.log_dock, w.seats_panel, w.actions_panel,
               w.rules_panel, w.log_panel, w.view, w.docks.hint_button, w.actions_panel.filter_edit]
    assert all(x.accessibleName() for x in widgets)
    assert all(x.accessibleDescription() for x in (w.view, w.actions_panel, w.log_panel, w.docks.hint_button))
    assert w.view.accessibleName() == "Board"
    said = []
    real = i18n.tr
    monkeypatch.setattr("desktop.docks.tr", lambda text: said.append(text) or real(text))
    w.docks.retitle()
    assert {"Players", "Actions", "Rules", "Game log", "Board", "Hint"} <= set(said)


def test_each_log_line_and_action_row_reads_as_its_whole_sentence(qtbot, heroes):
    w = _heroes_window(qtbot, heroes)
    log = w.log_panel
    assert log.count()
    for i in range(log.count()):
        item = log.item(i)
        assert item.data(Qt.ItemDataRole.AccessibleTextRole) == item.data(Qt.ItemDataRole.UserRole).text
    rows = w.actions_panel.action_items()
    assert rows
    from desktop.panels import action_words
    for row in rows:
        spoken = row.data(0, Qt.ItemDataRole.AccessibleTextRole)
        assert spoken == action_words(row.data(0, Qt.ItemDataRole.UserRole)) and "\n" not in spoken


def test_icons_are_drawn_at_the_screens_own_resolution(qtbot, monkeypatch):
    """On a high-DPI screen (or a 200 % interface) a seat's mark is stored with twice the pixels, shown at its size."""
    from desktop import icons
    from desktop.seat_marks import seat_pixmap
    monkeypatch.setattr(icons, "screen_ratio", lambda: 2.0)
    pix = seat_pixmap("#dc050c", 0, 16)
    assert (pix.width(), pix.height(), pix.devicePixelRatio()) == (32, 32, 2.0)
    assert pix.deviceIndependentSize().width() == 16
    monkeypatch.setattr(icons, "screen_ratio", lambda: 1.0)
    assert seat_pixmap("#dc050c", 0, 16).width() == 16

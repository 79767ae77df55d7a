"""Choosing the language: a catalog installed at once, the window said anew, the game in progress kept."""
from __future__ import annotations

import logging

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n, paths
from engines.core import Match, SeatSpec, get_game
from engines.core.i18n import T, render
from tests.desktop_helpers import shown_window
from tests.pseudo_language import compile_catalog

SOURCE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name></name>
    <message><source>&amp;Game</source><translation>&amp;Oyun</translation></message>
    <message><source>Players</source><translation>Oyuncular</translation></message>
    <message><source>Game log</source><translation>Oyun günlüğü</translation></message>
    <message><source>{seat} wins.</source><translation>{seat} kazanır.</translation></message>
    <message><source>Red</source><translation>Kırmızı</translation></message>
    <message numerus="yes"><source>%n card(s)</source>
        <translation><numerusform>%n kart</numerusform></translation></message>
</context>
</TS>
"""


@pytest.fixture
def turkish(tmp_path, monkeypatch):
    """A small Turkish catalog where the app looks for its catalogs; English again afterwards."""
    compile_catalog(tmp_path, SOURCE)
    monkeypatch.setattr(paths, "TRANSLATIONS", tmp_path)
    yield tmp_path
    app = QApplication.instance()
    i18n.set_language(app, "en")


def titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_language_menu_switches_at_once_and_keeps_the_game(qtbot, turkish):
    w = shown_window(qtbot)
    game = get_game("heroes")
    match = Match(game, game.options(), 3, seats=[SeatSpec("human"), SeatSpec("human")])
    w.open_match(match)
    before = (match.cursor, len(match.steps))
    assert "&Game" in titles(w) and [a.text() for a in w.menus.language_actions.values()] == \
        ["English", "Türkçe", "Deutsch", "Suomi"]
    w.menus.language_actions["tr"].trigger()
    qtbot.waitUntil(lambda: "&Oyun" in titles(w))
    assert w.seats_dock.windowTitle() == "Oyuncular" and w.log_dock.windowTitle() == "Oyun günlüğü"
    assert w.controller is not None and w.controller.match is match and (match.cursor, len(match.steps)) == before
    assert w.menus.language_actions["tr"].isChecked()
    assert w.settings.value("language") == "tr"
    assert render(T("{seat} wins.", seat="Red")) == "Kırmızı kazanır."
    assert i18n.tr("%n card(s)", None, 3) == "3 kart" and render(T("%n card(s)", None, 1)) == "1 kart"
    w.menus.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: "&Game" in titles(w))
    assert w.seats_dock.windowTitle() == "Players" and render(T("{seat} wins.", seat="Red")) == "Red wins."
    assert i18n.tr("%n card(s)", None, 1) == "1 card" and i18n.tr("%n card(s)", None, 2) == "2 cards"


def test_a_missing_catalog_leaves_english_with_one_line_in_the_log(qtbot, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(paths, "TRANSLATIONS", tmp_path)   # no catalog there
    app = QApplication.instance()
    with caplog.at_level(logging.WARNING, logger="desktop.i18n"):
        assert i18n.set_language(app, "de") == "en"
    assert [r.getMessage() for r in caplog.records if "catalog" in r.getMessage()] == \
        [f"The Deutsch catalog (realms_table_de.qm in {tmp_path}) is missing or damaged; English is used."]
    assert i18n.current() == "en" and i18n.tr("Players") == "Players"


def test_a_damaged_catalog_leaves_english(qtbot, tmp_path, monkeypatch):
    (tmp_path / "realms_table_fi.qm").write_bytes(b"not a catalog")
    monkeypatch.setattr(paths, "TRANSLATIONS", tmp_path)
    assert i18n.set_language(QApplication.instance(), "fi") == "en"


def test_an_unknown_language_is_refused_for_english():
    assert i18n.set_language(QApplication.instance(), "xx") == "en"

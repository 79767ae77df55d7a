"""The command line speaks the language asked for (`--lang`, else the environment's): its own messages,
argparse's, and the engines' sentences — without a Qt application."""
from __future__ import annotations

import pytest

from desktop import cli, i18n, paths
from tests.pseudo_language import compile_catalog

SOURCE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name></name>
    <message><source>There is no game called '{name}'. Known games: {known}.</source>
        <translation>'{name}' adında bir oyun yok. Bilinen oyunlar: {known}.</translation></message>
    <message><source>{program}: {problem} See {command} --help.</source>
        <translation>{program}: {problem} Bkz. {command} --help.</translation></message>
    <message><source>the following arguments are required: %s</source>
        <translation>şu argümanlar gerekli: %s</translation></message>
    <message><source>{file}: {problem}</source><translation>{file}: {problem}</translation></message>
    <message><source>There is no file {file}.</source><translation>{file} diye bir dosya yok.</translation></message>
</context>
</TS>
"""


@pytest.fixture
def turkish(tmp_path, monkeypatch):
    compile_catalog(tmp_path, SOURCE)
    monkeypatch.setattr(paths, "TRANSLATIONS", tmp_path)
    yield tmp_path
    i18n.set_language_alone("en")


def test_a_wrong_game_is_refused_in_the_language_asked_for(turkish, capsys):
    assert cli.main(["--lang", "tr", "simulate", "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("realms-table-cli: 'chess' adında bir oyun yok. Bilinen oyunlar: ") and \
        err.rstrip().endswith("Bkz. realms-table-cli --help."), err


def test_argparse_speaks_it_too(turkish, capsys):
    assert cli.main(["--lang", "tr", "simulate"]) == 2
    assert "Şu argümanlar gerekli: --game." in capsys.readouterr().err


def test_the_environment_chooses_when_there_is_no_lang(turkish, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "tr_TR.UTF-8")
    assert cli.main(["simulate"]) == 2
    assert "Şu argümanlar gerekli" in capsys.readouterr().err


def test_english_without_a_choice(capsys, monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert cli.main(["simulate"]) == 2
    assert capsys.readouterr().err == ("realms-table-cli simulate: The following arguments are required: --game. "
                                      "See realms-table-cli --help.\n")


def test_the_environment_language():
    assert i18n.environment_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.environment_language({"LC_ALL": "fi_FI.UTF-8", "LANG": "de_DE.UTF-8"}) == "fi"
    assert i18n.environment_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.environment_language({}) == "en"


def test_a_missing_catalog_leaves_english(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(paths, "TRANSLATIONS", tmp_path)
    assert i18n.set_language_alone("fi") == "en"
    assert any("missing or damaged" in r.getMessage() for r in caplog.records)

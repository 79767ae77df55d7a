"""The language catalogs (assets/translations/realms_table_<code>.ts) hold every sentence the code says, and
every translation keeps its sentence's fields.

`make catalogs` brings them up to date (pyside6-lupdate over desktop/ and engines/, the engines' `T` read
as `tr`, `N_` as QT_TR_NOOP); this test runs the same extraction into copies and fails when a `tr("…")` or
`T("…")` is missing from a catalog — a new string goes into the catalogs in the commit that adds it.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "assets" / "translations"
LANGS = ("tr", "de", "fi")
PLURAL_FORMS = {"tr": 1, "de": 2, "fi": 2}   # Qt's plural rules: Turkish one form, German and Finnish two
FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


def source(m: ET.Element) -> str:
    return m.findtext("source") or ""


def fields(text: str) -> tuple[set[str], bool]:
    return set(FIELD.findall(text)), "%n" in text


def test_there_is_a_catalog_per_language():
    assert sorted(p.name for p in CATALOGS.glob("realms_table_*.ts")) == [f"realms_table_{c}.ts" for c in
                                                                           sorted(LANGS)]


def test_every_catalog_has_every_sentence_of_the_code(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    copies = []
    for code in LANGS:
        copy = tmp_path / f"realms_table_{code}.ts"
        shutil.copy(CATALOGS / copy.name, copy)
        copies.append(str(copy))
    subprocess.run([str(lupdate), "-silent", "-extensions", "py", "-tr-function-alias", "tr+=T,QT_TR_NOOP+=N_",
                    "-no-obsolete", "-locations", "none", "desktop", "engines", "assets/translations/data_words.py",
                    "-ts", *copies], cwd=ROOT, check=True)
    for code in LANGS:
        now = {source(m) for m in messages(CATALOGS / f"realms_table_{code}.ts")}
        wanted = {source(m) for m in messages(tmp_path / f"realms_table_{code}.ts")}
        assert not wanted - now, f"realms_table_{code}.ts lacks (run `make catalogs`): {sorted(wanted - now)[:10]}"
        assert not now - wanted, f"realms_table_{code}.ts holds what the code no longer says (run `make catalogs`):" \
                                 f" {sorted(now - wanted)[:10]}"


def test_the_data_words_are_those_of_the_games_data():
    """The names and card texts of the data (written out for the extraction) are up to date with the data."""
    from desktop.data_words import OUT, source
    assert OUT.read_text(encoding="utf-8") == source(), "run `make catalogs` (the games' data changed)"


def test_the_data_words_read_names_and_texts_not_identifiers():
    from desktop.data_words import collect
    words = collect()
    assert {"Minas Tirith", "Elven Cloaks", "Caravan Court", "Ally with House Thann", "Denethor"} <= set(words)
    assert not [w for w in words if re.fullmatch(r"[a-z0-9_]+", w)], "an identifier among the words"


@pytest.mark.parametrize("code", LANGS)
def test_every_translation_keeps_the_fields_of_its_sentence(code):
    wrong = []
    for m in messages(CATALOGS / f"realms_table_{code}.ts"):
        t = m.find("translation")
        if t is None or t.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text or ""]
        if m.get("numerus") == "yes" and len(forms) != PLURAL_FORMS[code]:
            wrong.append(f"{source(m)!r}: {len(forms)} plural forms, {code} has {PLURAL_FORMS[code]}")
        for form in forms:
            if fields(form) != fields(source(m)):
                wrong.append(f"{source(m)!r} -> {form!r}")
    assert not wrong, "\n".join(wrong)


def test_a_changed_field_is_caught():
    assert fields("{seat} draws %n card(s).") != fields("{player} %n kart çeker.")
    assert fields("{seat} wins.") == fields("{seat} kazanır.")


@pytest.mark.parametrize("code", LANGS)
def test_every_sentence_is_translated(code):
    left = [source(m) for m in messages(CATALOGS / f"realms_table_{code}.ts")
            if (t := m.find("translation")) is None or t.get("type") == "unfinished"
            or not "".join(t.itertext()).strip()]
    assert not left, f"realms_table_{code}.ts: {len(left)} sentences untranslated, e.g. {left[:5]}"

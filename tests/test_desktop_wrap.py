"""Long words on the boards' small labels (a pile, a space) broken where a reader expects: in Finnish and Turkish
before a consonant that begins a syllable, and never with one letter alone on the last line."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from desktop import i18n
from desktop.panels import VOWELS, wrap_words


@pytest.fixture
def fm(qapp):
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    return QFontMetricsF(font)


@pytest.fixture
def language():
    before = i18n.current()
    yield i18n.set_language_alone
    i18n.set_language_alone(before)


def test_a_finnish_compound_is_cut_before_a_syllable(fm, language):
    language("fi")
    width = fm.horizontalAdvance("Juonittelx")
    assert wrap_words("Juonittelupakka", fm, width) == "Juonitte-\nlupakka"    # not "Juonittel-" + "upakka"
    assert wrap_words("Tehtävien poistopakka", fm, width) == "Tehtä-\nvien\npoisto-\npakka"


@pytest.mark.parametrize("code", ["fi", "tr"])
def test_every_cut_in_finnish_and_turkish_comes_before_a_consonant_and_its_vowel(fm, language, code):
    language(code)
    for word in ("Juonittelukorttienpoistopakka", "Rakennuspino", "Entrikadestesiyerleştirme", "Görevdestesi"):
        lines = wrap_words(word, fm, fm.horizontalAdvance("Görevdes"))
        parts = lines.split("\n")
        assert len(parts) > 1
        for left, right in itertools.pairwise(parts):
            assert left.endswith("-") and right[0] not in VOWELS and right[1] in VOWELS, lines


@pytest.mark.parametrize("code", ["en", "de", "fi", "tr"])
def test_a_word_never_ends_with_one_letter_alone_on_its_last_line(fm, language, code):
    language(code)
    for word in ("Tehtävien", "Bogenschützen", "Kalebasser", "Armbrustschützen"):
        for n in range(5, len(word)):
            lines = wrap_words(word, fm, fm.horizontalAdvance(word[:n])).split("\n")
            assert len(lines) > 1 and len(lines[-1]) > 1, lines

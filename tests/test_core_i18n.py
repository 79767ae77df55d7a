"""Engine sentences stay translatable: engines/core/i18n.py."""
from __future__ import annotations

import copy
import pickle

import pytest

from engines.core import i18n
from engines.core.i18n import T, english, render


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_translator(None)


def test_a_text_is_its_english_sentence():
    t = T("{seat} moves to {place}.", seat="Red", place="Rivendell")
    assert t == "Red moves to Rivendell." and isinstance(t, str)
    assert t.template == "{seat} moves to {place}." and t.params == {"seat": "Red", "place": "Rivendell"}


@pytest.mark.parametrize("n, said", [(1, "Red draws 1 card and is done."), (2, "Red draws 2 cards and are done."),
                                     (0, "Red draws 0 cards and are done.")])
def test_english_plurals_come_from_the_source(n, said):
    assert T("{seat} draws %n card(s) and (is|are) done.", None, n, seat="Red") == said


def test_english_leaves_brackets_alone_without_a_count():
    assert english("Gain 2 gold (once).", None) == "Gain 2 gold (once)."


def test_a_missing_parameter_is_a_programming_error_named_at_once():
    with pytest.raises(KeyError, match="needs place"):
        T("{seat} moves to {place}.", seat="Red")


def test_render_asks_the_installed_catalog_for_the_sentence_and_its_parameters():
    catalog = {"{seat} moves to {place}.": "{seat}, {place} bölgesine gider.", "Red": "Kırmızı",
               "%n card(s)": "%n kart"}
    i18n.set_translator(lambda s, d, n: catalog.get(s, s))
    assert render(T("{seat} moves to {place}.", seat="Red", place="Rivendell")) == "Kırmızı, Rivendell bölgesine gider."
    assert render(T("%n card(s)", None, 3)) == "3 kart"
    assert render("Red") == "Kırmızı" and render(7) == "7"


def test_a_sentence_the_catalog_lacks_stays_english_with_its_plural():
    i18n.set_translator(lambda s, d, n: s)
    assert render(T("%n card(s)", None, 1)) == "1 card"


def test_a_damaged_translation_falls_back_to_english_not_a_crash():
    i18n.set_translator(lambda s, d, n: "{wrong} field" if s == "{seat} wins." else s)
    assert render(T("{seat} wins.", seat="Red")) == "Red wins."


def test_texts_survive_copies_and_pickles_with_their_parts():
    t = T("%n hit(s) on {place}.", None, 2, place="Osgiliath")
    for back in (copy.deepcopy(t), pickle.loads(pickle.dumps(t))):
        assert back == t and back.template == t.template and back.n == 2 and back.params == t.params


def test_a_list_of_names_is_joined_each_in_the_language():
    from engines.core import i18n
    said = T("{names} go to {place}.", names=["Gimli", "Legolas"], place="Rivendell")
    assert str(said) == "Gimli, Legolas go to Rivendell."
    i18n.set_translator(lambda s, d, n: {"Legolas": "Legolas (tr)", "Rivendell": "Ayrıkvadi",
                                        "{names} go to {place}.": "{names}, {place} yoluna çıkar."}.get(s, s))
    try:
        assert render(said) == "Gimli, Legolas (tr), Ayrıkvadi yoluna çıkar."
    finally:
        i18n.set_translator(None)


def test_a_measure_is_written_to_a_tenth_with_the_languages_decimal_point():
    t = T("{name} walks {d} cm.", name="Grimbold", d=i18n.Measure(12.34))
    assert t == "Grimbold walks 12.3 cm." and str(i18n.Measure(8.0)) == "8" and str(i18n.Measure(7.96)) == "8"
    i18n.set_translator(lambda s, d, n: {"{name} walks {d} cm.": "{name} geht {d} cm."}.get(s, s), None, ",")
    assert render(t) == "Grimbold geht 12,3 cm." and render(i18n.Measure(5.0)) == "5"
    assert pickle.loads(pickle.dumps(t)) == t and isinstance(pickle.loads(pickle.dumps(t)).params["d"], i18n.Measure)

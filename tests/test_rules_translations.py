"""The rules texts in every language: assets/rules/<game>.<code>.md holds the English text's every section, under
the same anchors (the engines cite rules by anchor), its links, its tables and its labels — each [Seed], [Table]
… of the English as the language's own label — and the rules panel reads the player's language."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[1] / "assets" / "rules"
GAMES = sorted(p.stem for p in RULES.glob("*.md") if "." not in p.stem)
#: the English labels and each language's words for them (the rulebook's and the published rules are one kind)
LABELS = {
    "tr": {"[Seed]": "[Temel metin]", "[Published]": "[Yayımlanmış kural]", "[Rulebook]": "[Yayımlanmış kural]",
           "[Table]": "[Masa kuralı]", "[Notes]": "[Notlar]"},
    "de": {"[Seed]": "[Vorlage]", "[Published]": "[Veröffentlicht]", "[Rulebook]": "[Regelbuch]",
           "[Table]": "[Hausregel]", "[Notes]": "[Notizen]"},
    "fi": {"[Seed]": "[Lähdeteksti]", "[Published]": "[Julkaistu sääntö]", "[Rulebook]": "[Sääntökirja]",
           "[Table]": "[Pöytäsääntö]", "[Notes]": "[Tekijän viestit]"},
}
HEADING = re.compile(r"^(#+)\s.*?\{#([a-z0-9-]+)\}\s*$", re.M)
LINK = re.compile(r"\]\(#[a-z0-9-]+\)")


def read(game: str, code: str | None = None) -> str:
    return (RULES / (f"{game}.md" if code is None else f"{game}.{code}.md")).read_text(encoding="utf-8")


def test_there_are_rules_texts():
    assert {"war_of_the_ring", "waterdeep", "heroes"} <= set(GAMES)


@pytest.mark.parametrize("code", sorted(LABELS))
@pytest.mark.parametrize("game", GAMES)
def test_a_translation_keeps_every_section_link_table_and_label(game, code):
    en, there = read(game), read(game, code)
    assert [(len(h), a) for h, a in HEADING.findall(en)] == [(len(h), a) for h, a in HEADING.findall(there)]
    assert Counter(LINK.findall(en)) == Counter(LINK.findall(there))
    assert en.count("\n|") == there.count("\n|"), "a table lost or gained rows"
    wanted: Counter[str] = Counter()
    for label, theirs in LABELS[code].items():
        wanted[theirs] += en.count(label)
        if label not in LABELS[code].values():
            assert label not in there, f"the English label {label} left in {game}.{code}.md"
    for theirs, n in wanted.items():
        assert there.count(theirs) == n, (theirs, there.count(theirs), n)


def test_the_rules_panel_reads_the_players_language(monkeypatch):
    from desktop import i18n
    from desktop.rules_text import section
    from engines.core import get_game
    game = get_game("heroes")
    english = section(game, "overview")
    monkeypatch.setattr(i18n, "_current", "de")
    german = section(game, "overview")
    assert english and german and english[0] != german[0]
    assert german[0] in read("heroes", "de") and english[0] in read("heroes")
    assert game.rules_text("de") == read("heroes", "de") and game.rules_text("xx") == read("heroes")

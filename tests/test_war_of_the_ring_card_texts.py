"""The texts a player reads on War of the Ring's event cards (data/card_texts.json): one for every card,
short, and in our own words (no long run of words shared with the published card text)."""
from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from engines.war_of_the_ring import components
from engines.war_of_the_ring.components import card_texts, load_event_cards

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "war_of_the_ring" / "reference-a" / \
    "event-cards.json"
RUN = 8             # words in a row that may not be shared with the published text
PARTIAL: tuple[str, ...] = ()   # every card is complete (Círdan's Ships, Wormtongue, Corsairs of Umbar since issue 7)


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return re.findall(r"[a-z0-9]+", text)


def _runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    w = _words(text)
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def test_every_card_has_both_texts():
    texts = card_texts()
    ids = [c.id for c in load_event_cards().cards]
    assert len(ids) == 96 and sorted(texts) == sorted(ids)
    for cid, t in texts.items():
        for half in (t.event, t.combat):
            assert half.strip(), cid
            assert len(half) <= 300, (cid, len(half))
            assert half.rstrip()[-1] in ".!?)", (cid, half)   # complete sentences


def test_partial_cards_explain_the_difference():
    texts = card_texts()
    for cid in PARTIAL:
        assert texts[cid].note.startswith("Partial") or "not" in texts[cid].note, cid


def test_cards_sharing_a_combat_card_read_the_same():
    texts = card_texts()
    by_combat: dict[str, set[str]] = {}
    for c in load_event_cards().cards:
        by_combat.setdefault(c.combat_card, set()).add(texts[c.id].combat)
    assert {k: v for k, v in by_combat.items() if len(v) > 1} == {}


@pytest.mark.shared_data
def test_no_text_copies_the_published_card():
    assert REFERENCE.exists(), "the reference folder (../shared/data) must be beside the repository for this job"
    ref = json.loads(REFERENCE.read_text(encoding="utf-8"))["cards"]
    published: set[tuple[str, ...]] = set()
    for c in ref:
        published |= _runs(c.get("eventText") or "")
        published |= _runs((c.get("combat") or {}).get("text") or "")
    assert published   # the reference has text to compare with
    copied = {}
    for cid, t in card_texts().items():
        for half, text in (("event", t.event), ("combat", t.combat), ("note", t.note)):
            shared = _runs(text) & published
            if shared:
                copied[f"{cid}.{half}"] = sorted(" ".join(r) for r in shared)
    assert copied == {}


def test_loader_rejects_missing_and_unknown_ids(monkeypatch):
    real = components._load

    def fake(name: str) -> object:
        data = real(name)
        if name == "card_texts.json":
            data = dict(data)    # type: ignore[arg-type]  # the loader returns object; this file is a mapping
            data.pop("fp_character_01")
            data["fp_character_99"] = {"event": "x.", "combat": "y."}
        return data

    monkeypatch.setattr(components, "_load", fake)
    card_texts.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"fp_character_01.*fp_character_99"):
            card_texts()
    finally:
        monkeypatch.undo()
        card_texts.cache_clear()
    assert "fp_character_01" in card_texts()

"""Saves written by earlier versions still open, and show what they showed then.

tests/data/saves holds matches saved by the code before issue 12's restructuring of the engines (commit
f0b21a6): a random game of each kind, one with a redo tail. `expected-before-issue-12.json` is what that code
showed after loading them: the cursor, the seat to move, every legal action, the seat names and the last
log lines. The code of today must show the same.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.core.saves import load_save

SAVES = Path(__file__).parent / "data" / "saves"
EXPECTED = json.loads((SAVES / "expected-before-issue-12.json").read_text(encoding="utf-8"))


def shown(path: Path) -> dict:
    m = load_save(path)
    g, s = m.game, m.state
    return {"cursor": m.cursor, "steps": len(m.steps), "to_move": g.to_move(s),
            "legal": sorted(json.dumps(a.to_json(), sort_keys=True) for a in g.legal_actions(s)),
            "log": [e.text for e in m.events()[-12:]], "seats": g.seat_names(s)}


def test_there_is_an_old_save_of_every_kind_of_game():
    games = {json.loads(p.read_text(encoding="utf-8"))["game"] for p in SAVES.glob("*.rtsave")}
    assert games == {"heroes", "war_of_the_ring", "waterdeep"}
    assert set(EXPECTED) == {p.name for p in SAVES.glob("*.rtsave")}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_save_opens_and_shows_what_it_showed(name: str):
    now = shown(SAVES / name)
    then = EXPECTED[name]
    assert now["cursor"] == then["cursor"] and now["steps"] == then["steps"]
    assert now["to_move"] == then["to_move"]
    assert now["legal"] == then["legal"]
    assert now["log"] == then["log"]
    assert now["seats"] == then["seats"]

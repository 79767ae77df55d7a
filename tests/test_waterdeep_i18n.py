"""Waterdeep's sentences stay translatable (issue 13): every label, prompt, Illegal reason and event the
engine builds is a `Text` made from a literal template — or a plain name from the game's data, which the
desktop looks up in the catalog by itself — and the English stays as it was."""
from __future__ import annotations

import ast
import random
from collections.abc import Iterable
from pathlib import Path

import pytest

from engines.core import Action, Event, Illegal
from engines.core.i18n import T, Text, render, set_translator
from engines.waterdeep import scoring
from engines.waterdeep.sample import GAME, fresh
from engines.waterdeep.state import SEAT_NAMES, WaterdeepOptions, WaterdeepState
from engines.waterdeep.texts import WORD, and_list, comma_list, res_text

PACKAGE = Path(__file__).resolve().parent.parent / "engines" / "waterdeep"


def data_names(s: WaterdeepState) -> set[str]:
    d = s.data
    names = {x.name for table in (d.quests, d.intrigue, d.buildings, d.lords, d.spaces) for x in table.values()}
    names |= {q.type.capitalize() for q in d.quests.values()}
    names |= {w for pair in WORD.values() for w in pair} | set(SEAT_NAMES)
    return names


def translatable(value: object, names: set[str]) -> bool:
    """A Text, a name from the data, or a list of such names joined by ", " (one parameter)."""
    if isinstance(value, Text):
        return True
    return isinstance(value, str) and (value in names or all(p in names for p in value.split(", ")))


def play(players: int, seed: int, check: bool = True) -> list[str]:
    """A seeded random game; every shown string is checked as it comes. Returns what failed."""
    bad: list[str] = []
    s = fresh(players, seed)
    names = data_names(s)

    def events(evs: Iterable[Event]) -> None:
        for e in evs:
            if not isinstance(e.template, Text):
                bad.append(f"event {e.template!r}")
            if e.roll is not None:
                for part in (e.roll.purpose, e.roll.result, e.roll.consequence, e.roll.target):
                    if part and not translatable(part, names):
                        bad.append(f"explanation {part!r}")

    events(s.setup_events)
    rng = random.Random(seed)
    for _ in range(3000):
        if s.over:
            break
        acts = GAME.legal_actions(s)
        bad += [f"label {a.label!r}" for a in acts if not translatable(a.label, names)]
        if s.pending is not None and not isinstance(s.pending.prompt, Text):
            bad.append(f"prompt {s.pending.prompt!r}")
        if check:
            seat = GAME.to_move(s)
            assert seat is not None
            tries = [Action.make("place", seat, "", place="nowhere"), Action.make("complete", seat, "", quest="x"),
                     Action.make("bogus", seat, ""), Action.make("end_turn", (seat + 1) % players, ""),
                     *(Action.make("place", seat, "", place=p) for p in (*s.data.spaces, *s.lots))]
            for a in tries:
                r = GAME.check(s, a)
                if isinstance(r, Illegal) and not isinstance(r.reason, Text):
                    bad.append(f"reason {r.reason!r}")
        s, ev = GAME.apply(s, rng.choice(acts))
        events(ev)
    assert s.over
    headers, _rows = GAME.final_table(s) or ([], [])
    bad += [f"header {h!r}" for h in headers if not isinstance(h, Text)]
    bad += [f"summary {x!r}" for x in (GAME.summary(s), s.end_reason) if not isinstance(x, Text)]
    return bad


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 7), (4, 11)])
def test_everything_a_seeded_game_shows_is_a_text_or_a_data_name(players, seed):
    assert play(players, seed) == []


def test_the_summary_of_a_game_going_on_is_a_text():
    s = GAME.setup(WaterdeepOptions(players=2), 3)
    assert isinstance(GAME.summary(s), Text) and GAME.summary(s).startswith("Round 1 of 8 · ")


def _t_calls() -> list[tuple[str, int, ast.expr | None]]:
    calls = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("T", "Text"):
                calls.append((path.name, node.lineno, node.args[0] if node.args else None))
    return calls


def test_every_T_call_has_a_literal_template_the_extraction_can_read():
    calls = _t_calls()
    assert len(calls) > 150
    wrong = [(f, line) for f, line, arg in calls if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str))]
    assert wrong == []


def test_bundles_are_nested_sentences_with_plurals_and_read_as_before():
    said = res_text({"gold": 4, "cleric": 2, "fighter": 1})
    assert said == "2 Clerics, 1 Fighter and 4 Gold"
    assert isinstance(said, Text) and said.template == "{a}, {rest}"
    first = said.params["a"]
    assert first.template == "%n Cleric(s)" and first.n == 2
    assert res_text({}) == "nothing" and isinstance(res_text({}), Text)
    assert res_text({"vp": 1, "wizard": 1}) == "1 Wizard and 1 VP"
    assert and_list(["a"]) == "a" and and_list(["a", "b", "c", "d"]) == "a, b, c and d"
    assert comma_list(["a", "b", "c"]) == "a, b, c"


def _old_verdict(names: list[str], totals: list[int], golds: list[int]) -> str:
    """The winner sentence as the engine wrote it before its sentences became Texts."""
    rows = [{"seat": i, "total": t, "gold": g} for i, (t, g) in enumerate(zip(totals, golds, strict=True))]
    top = max(r["total"] for r in rows)
    best = [r for r in rows if r["total"] == top]
    tie = ""
    if len(best) > 1:
        g = max(r["gold"] for r in best)
        tied = [names[r["seat"]] for r in best]
        best = [r for r in best if r["gold"] == g]
        tie = (f" {' and '.join(tied)} tie on {top} VP; the most Gold ({g}) breaks the tie" +
               (" — still tied, they share the victory." if len(best) > 1 else "."))
    winners = [names[r["seat"]] for r in best]
    return f"{' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} with {top} VP.{tie}"


@pytest.mark.parametrize("totals, golds", [([50, 40, 30], [1, 2, 3]), ([50, 50, 30], [4, 2, 9]),
                                           ([50, 50, 50], [4, 4, 4]), ([50, 50, 50, 50], [1, 4, 4, 4])])
def test_the_winner_sentence_reads_as_before_on_ties_too(totals, golds):
    s = fresh(len(totals), 1)
    rows = [{"seat": i, "total": t, "gold": g} for i, (t, g) in enumerate(zip(totals, golds, strict=True))]
    _winners, said = scoring.decide(s, rows)
    assert isinstance(said, Text)
    assert said == _old_verdict([s.name(i) for i in range(len(totals))], totals, golds)


def test_a_catalog_renders_whole_sentences_and_their_parts():
    """With a catalog that marks what it translated, a rendered event has no untranslated sentence left."""
    set_translator(lambda src, dis, n: f"<{src}>")
    try:
        said = render(T("{seat} gains {what}.", seat="Red", what=res_text({"gold": 2, "fighter": 1})))
        assert said == "<<Red> gains <<1 Fighter(s)> and <2 Gold>>.>"    # this catalog has no plural forms
    finally:
        set_translator(None)

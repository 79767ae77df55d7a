"""Every sentence Helden Mittelerdes shows a player is translatable (engines/core/i18n.py): action labels,
Illegal reasons, event sentences, roll explanations, the end and the summary are `Text`s — built from a
literal template — or plain names from the game's data, which the desktop looks up by themselves."""
from __future__ import annotations

import ast
import random
import string
from pathlib import Path
from typing import Any

import pytest

from engines.core import Action, Event, Illegal, RollExplanation
from engines.core.i18n import Text
from engines.heroes import HeroesOptions
from engines.heroes.game import HeroesGame
from engines.heroes.options import SEAT_NAMES
from engines.heroes.sample import sample_game

HEROES = Path(__file__).resolve().parent.parent / "engines" / "heroes"


def data_names(g: HeroesGame) -> set[str]:
    b = g.board
    return ({h.name for h in b.hero.values()} | set(b.name.values()) | {m.name for m in b.missions.values()}
            | set(SEAT_NAMES))


def is_name_list(value: str, names: set[str]) -> bool:
    """A plain data name, or names joined with ', ' (a list of names is a parameter, not a sentence)."""
    return all(part in names for part in value.split(", "))


def assert_translatable(value: Any, names: set[str], where: str) -> None:
    """`value` is a Text whose fields are translatable too, a data name (or a list of them), a number, or
    empty."""
    if isinstance(value, Text):
        fields = {f for _, f, _, _ in string.Formatter().parse(value.template) if f}
        for f in fields:
            assert_translatable(value.params[f], names, f"{where} {{{f}}} of {value.template!r}")
    elif isinstance(value, str):
        assert value == "" or is_name_list(value, names), f"{where}: {value!r} is neither a Text nor a data name"
    elif isinstance(value, (list, tuple)):        # a list of names (each said in the language)
        for item in value:
            assert_translatable(item, names, f"{where} item")
    else:
        assert isinstance(value, int), f"{where}: {value!r}"


def check_roll(roll: RollExplanation, names: set[str]) -> None:
    for f in ("purpose", "target", "result", "consequence"):
        assert_translatable(getattr(roll, f), names, f"roll {f}")
    for part in roll.parts:
        assert_translatable(part.title, names, "roll part title")
        assert_translatable(part.note, names, "roll part note")
        for die in part.dice:
            for f in ("label", "note", "reroll_reason"):
                assert_translatable(getattr(die, f), names, f"die {f}")
        for mod in part.modifiers:
            assert_translatable(mod.source, names, "modifier source")


def check_events(events: list[Event] | tuple[Event, ...], names: set[str]) -> None:
    for e in events:
        assert isinstance(e.template, Text), f"event {e.template!r} is not a Text"
        assert_translatable(e.template, names, "event")
        if e.roll is not None:
            check_roll(e.roll, names)


def probes(s, rng: random.Random) -> list[Action]:
    """Well-formed actions, most of them illegal: wrong kind, seat, phase, hero, place, border..."""
    b = s.board
    seat = s.current
    heroes, places = list(b.hero), list(b.kind)
    out = [Action("nope", seat, ()), Action("draw", (seat + 1) % s.players, ()), Action("draw", seat, ()),
           Action("palantir", seat, (("target", seat),)), Action("palantir", seat, (("target", 99),)),
           Action("move", seat, ()), Action("move", seat, (("hero", "nobody"),)),
           Action("move", seat, (("hero", heroes[0]), ("to", "nowhere"))), Action("attack", seat, ())]
    for _ in range(12):
        h, p = rng.choice(heroes), rng.choice(places)
        kind = rng.choice(["move", "bring", "banner", "plus_one", "attack"])
        loc = s.hero_loc.get(h, p)
        to = rng.choice([*b.nbrs.get(loc, []), p, loc])
        if kind == "attack":
            out.append(Action("attack", seat, (("from", loc), ("to", to))))
        elif kind in ("move", "plus_one"):
            out.append(Action(kind, seat, (("hero", h), ("to", to))))
        else:
            out.append(Action(kind, seat, (("hero", h),)))
    return out


@pytest.mark.parametrize("board, seed", [("real", 1), ("real", 2), ("sample", 3), ("sample", 4), ("sample", 5)])
def test_every_sentence_of_a_seeded_game_is_translatable(board, seed):
    g = HeroesGame() if board == "real" else sample_game()
    # a reason may echo what the action said (an unknown kind, hero or place id) as it was given
    names = data_names(g) | {"nope", "nobody", "nowhere"} | set(g.board.hero) | set(g.board.kind)
    rng = random.Random(seed)
    s = g.setup(HeroesOptions(players=2 + seed % 3, fortress_goal=6 if board == "real" else 3, max_rounds=5), seed)
    check_events(s.setup_events, names)
    reasons = 0
    for _ in range(250):
        if s.over:
            break
        acts = g.legal_actions(s)
        for a in acts:
            assert isinstance(a.label, Text), a
            assert_translatable(a.label, names, f"label of {a.kind}")
        for a in probes(s, rng):
            r = g.check(s, a)
            if isinstance(r, Illegal):
                reasons += 1
                assert isinstance(r.reason, Text), r
                assert_translatable(r.reason, names, f"reason of {a.kind}")
        attacks = [a for a in acts if a.kind == "attack"]
        a = rng.choice(attacks) if attacks and rng.random() < 0.6 else rng.choice(acts)
        s, events = g.apply(s, a)
        check_events(events, names)
        assert_translatable(g.summary(s), names, "summary")
    assert reasons > 100
    assert s.over
    assert_translatable(s.end_reason, names, "end reason")
    table = g.final_table(s)
    assert table is not None
    head, rows = table
    for h in head:
        assert isinstance(h, Text)
    for row in rows:
        for cell in row:
            assert_translatable(cell, names, "final table")


def test_option_descriptions_are_translatable():
    for name, field in HeroesOptions.model_fields.items():
        if name in HeroesOptions.__annotations__:
            assert isinstance(field.description, Text), name


def test_t_is_only_called_with_a_literal_template():
    """Extraction (pyside6-lupdate) only sees T("literal", ...): never an f-string, a variable or a sum."""
    calls = 0
    for path in sorted(HEROES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("T", "Text"):
                calls += 1
                first = node.args[0] if node.args else None
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), \
                    f"{path.name}:{node.lineno}: T needs a literal template"
                if len(node.args) > 1:
                    second = node.args[1]
                    literal = isinstance(second, ast.Constant) and isinstance(second.value, str | None)
                    assert literal, f"{path.name}:{node.lineno}: the disambiguation must be a literal too"
    assert calls > 100


@pytest.mark.parametrize("faces", [(6, 6, 1, 1, 3), (6, 6, 1, 1, 4), (6, 6, 3, 2, 1)])
def test_healing_and_dying_say_translatable_sentences(faces):
    """The rare branches a random game seldom reaches: a healer's roll, a hero with no retreat."""
    from engines.heroes.sample import position
    from tests.scripted import scripted_dice

    g = sample_game()
    owner = {"lothlorien": 0 if faces[2] == 1 else None}
    s = position(g, heroes={"haldir": ("anduin_fords", 0), "elrond": ("anduin_fords", 0),
                            "khamul": ("west_guldur", 1), "lurtz": ("west_guldur", 1)}, owner=owner, current=1)
    attack = Action.make("attack", 1, **{"from": "west_guldur", "to": "anduin_fords"})
    _after, events = g.apply_with(s, attack, scripted_dice(*faces), rerolls=False)
    assert any(e.kind == "heal" for e in events)
    check_events(events, data_names(g))

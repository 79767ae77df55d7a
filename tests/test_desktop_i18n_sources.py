"""Every sentence the desktop translates is one the extraction can see.

The rule: `tr(...)` takes a literal string only (`tr("Free Peoples")`, `tr("%n card(s)", None, n)`), since
pyside6-lupdate reads literals and nothing else. A sentence kept in a table is marked `N_("…")` where the table is
defined and looked up with `word(table, key)` (desktop/i18n.py): the one place a `tr` is given a value. A name
from a game's data or an engine's `Text` goes through `say(...)`, never `tr`.
"""
from __future__ import annotations

import ast
from pathlib import Path

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"
#: (module, function) whose `tr` may take a value: the lookup of an N_-marked table
ALLOWED = {("i18n.py", "word")}


def non_literal_tr_calls(source: str, module: str) -> list[str]:
    """`module:line: call` for each `tr(...)` in `source` whose first argument is not a literal string."""
    tree = ast.parse(source)
    exempt: set[int] = set()
    for f in ast.walk(tree):
        if isinstance(f, ast.FunctionDef) and (module, f.name) in ALLOWED:
            exempt.update(id(n) for n in ast.walk(f))
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"):
            continue
        first = node.args[0] if node.args else None
        if (isinstance(first, ast.Constant) and isinstance(first.value, str)) or id(node) in exempt:
            continue
        found.append(f"{module}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_tr_takes_literal_strings_only() -> None:
    calls = [c for path in sorted(DESKTOP.rglob("*.py"))
             for c in non_literal_tr_calls(path.read_text(encoding="utf-8"), path.relative_to(DESKTOP).as_posix())]
    assert not calls, ("tr() given a value the catalogs cannot see (mark the table's sentences N_(\"…\") and use "
                       "word(table, key); a data name or an engine's sentence: say(value)):\n" + "\n".join(calls))


def test_the_scan_finds_a_table_lookup_and_spares_word() -> None:
    source = ("WORDS = {'a': 'A'}\nx = tr(WORDS['a'])\ny = tr('fine', None, 2)\n"
              "def word(table, key):\n    return tr(table[key])\n")
    assert non_literal_tr_calls(source, "games/x.py") == ["games/x.py:2: tr(WORDS['a'])",
                                                          "games/x.py:5: tr(table[key])"]
    assert non_literal_tr_calls(source, "i18n.py") == ["i18n.py:2: tr(WORDS['a'])"]


def translated_inside_fstrings(source: str, module: str) -> list[str]:
    """`module:line` for each `tr(...)`/`T(...)` written inside an f-string's braces: pyside6-lupdate does not
    read inside f-strings, so such a sentence never reaches the catalogs."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in ("tr", "T"):
                    found.append(f"{module}:{inner.lineno}: {ast.unparse(inner)}")
    return found


def test_no_sentence_is_translated_inside_an_fstring() -> None:
    root = DESKTOP.parent
    calls = [c for folder in ("desktop", "engines") for path in sorted((root / folder).rglob("*.py"))
             for c in translated_inside_fstrings(path.read_text(encoding="utf-8"), path.relative_to(root).as_posix())]
    assert translated_inside_fstrings("x = f\"<b>{tr('Total')}</b>\"", "m.py") == ["m.py:1: tr('Total')"]
    assert not calls, "say the sentence outside the f-string (the extraction cannot see it):\n" + "\n".join(calls)

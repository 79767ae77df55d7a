"""The generic layers name no game: the shared engine (engines/core), the computer players (engines/ai), the
window (desktop/*.py) and the board view (desktop/board/) work for every registered game through the contract,
so their code holds no game's id, package, short name or title.

Comments and docstrings may cite a game as an example ("War of the Ring's seats are its two sides"); the code
itself (names, imports, strings) may not. A game's own code lives in engines/<id>/ and desktop/games/.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from engines.core import all_games

ROOT = Path(__file__).resolve().parents[1]
GENERIC = [*(ROOT / "engines" / "core").glob("*.py"), *(ROOT / "engines" / "ai").glob("*.py"),
           *(ROOT / "desktop").glob("*.py"), *(ROOT / "desktop" / "board").glob("*.py")]
# short names the games go by, besides their ids and titles
ALIASES = ("wotr", "Helden", "War of the Ring", "Lords of Waterdeep", "Waterdeep")


def game_names() -> list[str]:
    """Every game package under engines/, every registered game's id and title (the games the tests
    register themselves excepted), and the aliases."""
    packages = {p.name for p in (ROOT / "engines").iterdir()
                if (p / "__init__.py").exists() and p.name not in ("core", "ai")}
    shipped = [g for g in all_games() if type(g).__module__.startswith("engines.")]
    return sorted(packages | {g.id for g in shipped} | {g.title for g in shipped} | set(ALIASES), key=str.lower)


def code_tokens(text: str) -> list[str]:
    """The source's tokens without its comments and documentation strings (a docstring, or any other string
    that stands alone as a statement)."""
    docs = {(node.lineno, node.col_offset) for node in ast.walk(ast.parse(text))
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)}
    return [tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline)
            if tok.type != tokenize.COMMENT and not (tok.type == tokenize.STRING and tok.start in docs)]


def mentions(text: str, names: list[str]) -> list[str]:
    code = " ".join(code_tokens(text))
    return [n for n in names if re.search(rf"(?<![^\W\d_]){re.escape(n)}(?![^\W\d_])", code, re.IGNORECASE)]


def test_the_names_cover_every_game() -> None:
    names = {n.lower() for n in game_names()}
    assert {"heroes", "war_of_the_ring", "waterdeep", "wotr", "war of the ring", "helden"} <= names


@pytest.mark.parametrize("path", sorted(GENERIC), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_generic_layers_name_no_game(path: Path) -> None:
    found = mentions(path.read_text(encoding="utf-8"), game_names())
    assert not found, f"{path.relative_to(ROOT)} names {found} in its code; a game's own code belongs in its package"


def test_comments_and_docstrings_do_not_count_but_code_does() -> None:
    names = ["war_of_the_ring", "Waterdeep"]
    assert mentions('"""War of the Ring\'s seats."""\nx = 1  # as in Waterdeep\n', ["War of the Ring", *names]) == []
    assert mentions("from engines.war_of_the_ring import game\n", names) == ["war_of_the_ring"]
    assert mentions('label = "Lords of Waterdeep"\n', names) == ["Waterdeep"]
    assert mentions("superwaterdeeps = 1\n", names) == []

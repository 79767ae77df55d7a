"""Every silenced check says which check and why; no merge leftovers are committed.

The format (DEVELOPERS.md): a `# type: ignore` names its error code(s) in brackets and a `# noqa` names its
rule code(s); the reason is any further text in the same comment after the code(s), e.g.

    x = f(y)  # type: ignore[arg-type]  # the stub says str, Qt accepts bytes too
    import a  # noqa: E402 — after sys.path is set
    import b  # noqa: F401  (registers the game)

A bare `# type: ignore`, a `# type: ignore[code]` with nothing after it, a bare `# noqa` and a `# noqa: CODE`
with nothing after it are listed as offenders, with their file and line.
"""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("desktop", "engines", "maps", "tests")

_TYPE_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")
_NOQA = re.compile(r"#\s*noqa\b(?P<codes>:\s*[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)?(?P<rest>.*)$", re.IGNORECASE)


def _has_reason(rest: str) -> bool:
    """A reason is words: something with a letter in it, after the separators (`#`, `—`, `-`, `:`, `(`)."""
    return re.search(r"[^\W\d_]", rest) is not None


def problems_in_comment(comment: str) -> list[str]:
    """What a comment's suppressions lack: '`# type: ignore` without an error code', and so on."""
    found = []
    m = _TYPE_IGNORE.search(comment)
    if m:
        codes = (m["codes"] or "").strip("[]").strip()
        if not codes:
            found.append("`# type: ignore` without an error code in brackets")
        elif not _has_reason(m["rest"]):
            found.append(f"`# type: ignore[{codes}]` without a reason after it")
    m = _NOQA.search(comment)
    if m:
        if not m["codes"]:
            found.append("`# noqa` without a rule code")
        elif not _has_reason(m["rest"]):
            found.append(f"`# noqa{m['codes']}` without a reason after it")
    return found


def _comments(path: Path) -> list[tuple[int, str]]:
    text = path.read_text(encoding="utf-8")
    return [(tok.start[0], tok.string) for tok in tokenize.generate_tokens(io.StringIO(text).readline)
            if tok.type == tokenize.COMMENT]


def _python_files() -> list[Path]:
    return sorted(p for top in SCANNED for p in (ROOT / top).rglob("*.py") if "__pycache__" not in p.parts)


def test_every_type_ignore_and_noqa_names_its_code_and_says_why() -> None:
    offenders = [f"{path.relative_to(ROOT)}:{line}: {problem}"
                 for path in _python_files() for line, comment in _comments(path)
                 for problem in problems_in_comment(comment)]
    assert not offenders, "Say which check is silenced and why (see DEVELOPERS.md):\n" + "\n".join(offenders)


@pytest.mark.parametrize(("comment", "ok"), [
    ("# type: ignore[arg-type]  # the stub is too narrow", True),
    ("# type: ignore[arg-type, return-value] — Options is the class of OptionsT", True),
    ("# type: ignore[arg-type]", False),
    ("# type: ignore  # because", False),
    ("# type: ignore", False),
    ("# noqa: E402 — sys.path is set first", True),
    ("# noqa: F401  (registers the game)", True),
    ("# noqa: BLE001,E722 a file we cannot read must not stop the app", True),
    ("# noqa: E402", False),
    ("# noqa", False),
    ("# noqa  (why)", False),
    ("# a plain comment that mentions no suppression", True),
])
def test_the_format_is_the_documented_one(comment: str, ok: bool) -> None:
    assert (problems_in_comment(comment) == []) is ok


def test_no_merge_leftovers_are_in_the_tree() -> None:
    leftovers = [str(p.relative_to(ROOT)) for pattern in ("*.orig", "*.rej") for p in ROOT.rglob(pattern)
                 if not any(part.startswith(".") or part in ("build", "dist") for part in p.relative_to(ROOT).parts)]
    assert not leftovers, f"merge leftovers: {leftovers}"

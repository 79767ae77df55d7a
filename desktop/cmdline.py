"""Command-line parsing for `realms-table` and `realms-table-cli`: a mistake is told in one line on stderr, in
the language of `--lang` (else the environment's).

Engine-free, and Qt-free until a sentence is said (desktop.i18n imports Qt on first use), so the window's entry
point can use it before its first paint. argparse's own sentences ("the following arguments are required…")
are said through our catalogs too: their English sources are marked below for the extraction.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path
from typing import NoReturn

from .i18n import LANGUAGES, N_, _catalog, capital, environment_language, say, set_language_alone, tr

#: argparse's own sentences (Python 3.11), for the catalogs: argparse says them through `_` / `ngettext`
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("expected one argument"),
    N_("argument %(argument_name)s: %(message)s"), N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"), N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"), N_("expected at least one argument"),
    N_("ignored explicit argument %r"), N_("show program's version number and exit"),
)


def _argparse_says(text: str) -> str:
    return _catalog(text, None, -1)


def speak(argv: list[str]) -> str:
    """Say the command line's messages in the language of `--lang` in `argv` (else the environment's), before
    the arguments are even parsed — a mistake in them is told in that language too. Returns the language."""
    code = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            code = argv[i + 1]
        elif arg.startswith("--lang="):
            code = arg.split("=", 1)[1]
    if code not in LANGUAGES:
        code = environment_language()      # a wrong --lang is refused by the parser, in this language
    argparse._ = _argparse_says             # type: ignore[attr-defined]  # argparse's gettext hook: module global
    argparse.ngettext = lambda one, many, n: _argparse_says(one if n == 1 else many)  # type: ignore[attr-defined]  # same hook, plural
    return set_language_alone(code) if code != "en" else code


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a mistake prints one line ("realms-table-cli: ...") and exits with status 2; the usage
    stays behind --help."""

    def error(self, message: str) -> NoReturn:
        first = say(message).splitlines()[0] if message else tr("the command line is wrong")
        first = first.removeprefix("argument ")
        sys.stderr.write(tr("{program}: {problem} See {command} --help.").format(
            program=self.prog, problem=capital(first if first.endswith(".") else first + "."),
            command=self.prog.split()[0]) + "\n")
        sys.exit(2)


def count(minimum: int):
    """An argparse type: a whole number of at least `minimum`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(tr("'{text}' is not a whole number").format(text=text)) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(tr("{value} is too small: it must be {minimum} or more").format(
                value=value, minimum=minimum))
        return value
    parse.__name__ = "count"
    return parse


def writable_file(path: str) -> str | None:
    """Why a file cannot be written at `path` (None if it can). Creates no folder, and leaves no trace:
    a file made to find out is removed again."""
    target = Path(path)
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        return tr("there is no folder {folder}").format(folder=str(parent))
    if target.is_dir():
        return tr("{path} is a folder").format(path=str(target))
    existed = target.exists()
    if existed and not target.is_file():
        return tr("{path} is not a regular file").format(path=str(target))
    try:
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        os.close(fd)
    except OSError as exc:
        return tr("{path} cannot be written ({why})").format(path=str(target), why=exc.strerror or str(exc))
    if not existed:
        with contextlib.suppress(OSError):
            os.unlink(target)
    return None

"""Command-line parsing for `realms-table` and `realms-table-cli`: a mistake is told in one line on stderr.

Qt-free and engine-free, so the window's entry point can use it before its first paint.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a mistake prints one line ("realms-table-cli: ...") and exits with status 2; the usage
    stays behind --help."""

    def error(self, message: str) -> NoReturn:
        first = message.splitlines()[0] if message else "the command line is wrong"
        first = first.removeprefix("argument ")
        sys.stderr.write(f"{self.prog}: {first[:1].upper()}{first[1:]}{'' if first.endswith('.') else '.'} "
                         f"See {self.prog.split()[0]} --help.\n")
        sys.exit(2)


def count(minimum: int):
    """An argparse type: a whole number of at least `minimum`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{value} is too small: it must be {minimum} or more")
        return value
    parse.__name__ = "count"
    return parse


def writable_file(path: str) -> str | None:
    """Why a file cannot be written at `path` (None if it can). Creates no folder, and leaves no trace:
    a file made to find out is removed again."""
    target = Path(path)
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        return f"there is no folder {parent}"
    if target.is_dir():
        return f"{target} is a folder"
    existed = target.exists()
    if existed and not target.is_file():
        return f"{target} is not a regular file"
    try:
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        os.close(fd)
    except OSError as exc:
        return f"{target} cannot be written ({exc.strerror or exc})"
    if not existed:
        with contextlib.suppress(OSError):
            os.unlink(target)
    return None

"""Shared test set-up: Qt runs offscreen, text is UTF-8, and the app's user folders live in a temp dir."""
import itertools
import os
import random
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("REALMS_TABLE_HOME", tempfile.mkdtemp(prefix="realms-table-tests-"))

# the project root, so `tests.<helper>` and the packages import however pytest is started
ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


@pytest.fixture(autouse=True)
def menus(monkeypatch, request):
    """A pop-up menu waits for a click that never comes offscreen: in tests every War of the Ring menu takes
    its default (first) entry, as Enter would. The fixture's value lists what each menu offered."""
    offered: list[list[str]] = []
    if request.node.get_closest_marker("real_menus"):
        return offered
    from desktop.games import wotr_dialogs

    def pick(entries, parent=None):
        offered.append([text for text, _value in entries])
        return entries[0][1] if entries else None

    monkeypatch.setattr(wotr_dialogs, "choose_entry", pick)
    return offered


def pytest_configure(config):
    config.addinivalue_line("markers", "real_entropy: draw fresh entropy from the operating system, as the app does")


@pytest.fixture(autouse=True)
def _reproducible_fresh_entropy(request, monkeypatch):
    """Tests replay the same way every time: what the app draws from the operating system's entropy (a game
    the desktop starts, the future after loading a save) comes here from seeded generators, a new one each
    time (so two loads of a save still differ). Tests marked `real_entropy` keep the operating system's."""
    if request.node.get_closest_marker("real_entropy"):
        return
    from engines.core import dice
    counter = itertools.count(1)
    monkeypatch.setattr(dice, "fresh_entropy", lambda: random.Random(f"fresh entropy {next(counter)}"))

"""Shared test set-up: Qt runs offscreen, text is UTF-8, and the app's user folders live in a temp dir."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("REALMS_TABLE_HOME", tempfile.mkdtemp(prefix="realms-table-tests-"))

# the project root, so `tests.<helper>` and the packages import however pytest is started
ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

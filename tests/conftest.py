"""Shared test set-up: Qt runs offscreen, text is UTF-8, and the app's user folders live in a temp dir."""
import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.setdefault("REALMS_TABLE_HOME", tempfile.mkdtemp(prefix="realms-table-tests-"))

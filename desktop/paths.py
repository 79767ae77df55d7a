"""Where the application keeps its files: the user folders from platformdirs.

REALMS_TABLE_HOME redirects all of them into one folder, so tests and portable installs never touch
the real user folders.
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "realms-table"


def _home() -> Path | None:
    home = os.environ.get("REALMS_TABLE_HOME")
    return Path(home) if home else None


def _user_dir(kind: str) -> Path:
    """`kind` is "data" or "log": REALMS_TABLE_HOME/<kind>, or platformdirs' user_<kind>_dir."""
    home = _home()
    if home:
        path = home / kind
    else:
        import platformdirs  # not before it is needed: the first paint does not wait for it
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    return _user_dir("data")


def log_dir() -> Path:
    return _user_dir("log")


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings():
    """QSettings for preferences and geometry; an INI file inside REALMS_TABLE_HOME when that is set."""
    from PySide6.QtCore import QSettings
    home = _home()
    if home:
        return QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("Realms Table", APP)


ASSETS = Path(__file__).resolve().parents[1] / "assets"
ICONS = ASSETS / "icons"
TRANSLATIONS = ASSETS / "translations"

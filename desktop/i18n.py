"""The one way the desktop asks for the translation of a sentence a player reads.

Every player-facing string in desktop/ goes through `tr`, under one translation context, so that one
extraction finds them all and one catalog per language holds them. Qt is imported on first use, so
modules that must load before Qt (the start-up path, the adapters' pure parts) may import `tr` too.
"""
from __future__ import annotations

CONTEXT = "RealmsTable"


def tr(text: str) -> str:
    """`text` in the player's language (unchanged while no catalog has it)."""
    from PySide6.QtCore import QCoreApplication
    return QCoreApplication.translate(CONTEXT, text)

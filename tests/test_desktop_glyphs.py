"""Every character a player can read is in the font the app uses (DejaVu Sans, regular and bold): no
text of any game — rules, cards, logs, panels, dialogs — draws a box instead of a character."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QRawFont

ROOT = Path(__file__).resolve().parents[1]
# what reaches the screen: the rules, the games' data (cards, boards) and every sentence in the code
SOURCES = [ROOT / "assets" / "rules", ROOT / "desktop", ROOT / "maps" / "data",
           *(p for p in (ROOT / "engines").iterdir() if p.is_dir())]
TEXT_FILES = (".py", ".md", ".json")


def dejavu(style: QFont.Weight) -> QRawFont:
    font = QFont("DejaVu Sans")
    font.setWeight(style)
    raw = QRawFont.fromFont(font)
    assert raw.isValid() and raw.familyName() == "DejaVu Sans"
    return raw


def readable_files():
    for folder in SOURCES:
        for path in sorted(folder.rglob("*")):
            # developers' notes (README, STATUS, CARDS) and benchmarks are not shown in the app
            if path.suffix in TEXT_FILES and path.stem.upper() != path.stem and "bench" not in path.stem:
                yield path


@pytest.mark.parametrize("weight", [QFont.Weight.Normal, QFont.Weight.Bold])
def test_no_text_uses_a_character_dejavu_sans_lacks(qtbot, weight):
    raw = dejavu(weight)
    missing = {}
    for path in readable_files():
        for ch in set(path.read_text(encoding="utf-8")):
            if ord(ch) > 127 and not raw.supportsCharacter(ord(ch)):
                missing.setdefault(f"{ch} (U+{ord(ch):04X})", []).append(str(path.relative_to(ROOT)))
    assert not missing, missing


def test_the_check_would_see_an_emoji(qtbot):
    raw = dejavu(QFont.Weight.Normal)
    assert not raw.supportsCharacter(ord("🎲")) and raw.supportsCharacter(ord("⚄"))

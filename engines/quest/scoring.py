"""The end of a quest and its score: the base game's (furthest main-line value after a loss, 60 and the shields
after destroying the Ring) and Friends & Foes' five ends (the seed's two worked examples are tests)."""
from __future__ import annotations

from engines.core.i18n import T, Text

from .state import QuestState

REASONS: dict[str, Text] = {
    "bearer": T("The Ring-bearer fell: Sauron has taken the Ring."),
    "eye": T("The Great Eye found the Ring: Sauron rules Middle-earth."),
    "foes": T("Eight or more foes stood on the foe line: the foes have won."),
    "war": T("All 30 foes were defeated: victory in war!"),
    "destroyed": T("The Ring was destroyed in the fire of Mount Doom!"),
    "attempt": T("The Fellowship reached Mount Doom but could not destroy the Ring."),
    "expert": T("A hobbit fell, and in the expert game that loses the quest."),
}


def shields_counted(s: QuestState) -> int:
    """The team's shields at the end, with Bill the Pony as one more."""
    pony = any("bill_the_pony" in h.hand for h in s.hobbits if not h.out)
    return s.team_shields() + (1 if pony else 0)


def score(s: QuestState) -> int:
    """The team's score (every player scores the same)."""
    foes = len(s.defeated)
    if not s.expansion:
        return 60 + shields_counted(s) if s.end == "destroyed" else (60 if s.end == "attempt" else s.last_value)
    if s.end == "war":
        return s.last_value + foes + shields_counted(s)
    if s.end == "destroyed":
        return 60 + foes + shields_counted(s)
    if s.end == "attempt":
        return 60 + foes
    return s.last_value + foes


def won(s: QuestState) -> bool:
    return s.end in ("destroyed", "war")


def breakdown(s: QuestState) -> list[tuple[Text, int]]:
    """The score's parts, for the final table."""
    foes = len(s.defeated)
    parts: list[tuple[Text, int]] = []
    if s.end in ("destroyed", "attempt"):
        parts.append((T("Mount Doom reached"), 60))
    else:
        parts.append((T("Furthest main-line value"), s.last_value))
    if s.expansion:
        parts.append((T("Foes defeated"), foes))
    if won(s):
        parts.append((T("Shields (Bill the Pony counts one)"), shields_counted(s)))
    return parts

"""Names shared by the engine's modules: rule anchors, die faces, sides."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from engines.core.i18n import T, Text

GAME = "war_of_the_ring"
FP, SH = "free_peoples", "shadow"
DECKS = ("character", "strategy")
# rule anchors in assets/rules/war_of_the_ring.md
R_SETUP, R_TURN, R_RECOVER, R_FSHIP_PHASE, R_ALLOC, R_ROLL = (
    "setup", "turn", "recover-and-draw", "fellowship-phase", "hunt-allocation", "action-roll")
R_ACTIONS, R_DICE, R_RINGS, R_EVENTS, R_MOVE, R_BATTLE, R_SIEGE = (
    "action-resolution", "action-dice", "elven-rings", "event-cards", "army-movement", "battles", "sieges")
R_CONTROL, R_MUSTER, R_POLITICS, R_FSHIP, R_GUIDE, R_HUNT, R_DAMAGE = (
    "settlement-control", "mustering", "politics", "fellowship", "guide", "hunt", "hunt-damage")
R_SEPARATE, R_MORDOR, R_CHARS, R_MINIONS, R_VICTORY, R_STACK = (
    "separating-companions", "mordor", "characters", "minions", "victory", "stacking")
R_REVEAL, R_RETREAT_BORDERS = "revealed-fellowship", "retreat-across-borders"

FACE_NAMES = {"character": "Character", "army": "Army", "muster": "Muster", "army_muster": "Army/Muster",
              "event": "Event", "will_of_the_west": "Will of the West", "eye": "Eye"}
USES = {"character": ("character",), "army": ("army", "army_muster"), "muster": ("muster", "army_muster"),
        "event": ("event",)}
STRONG_PLACES = ("city", "stronghold", "fortification")
ARAGORN_PLACES = ("minas_tirith", "dol_amroth", "pelargir")
NAZGUL_LEVEL = 99


def faces_for(use: str, side: str) -> tuple[str, ...]:
    """The die faces that allow an action of kind `use` (Will of the West counts as any)."""
    faces = USES[use]
    return (*faces, "will_of_the_west") if side == FP else faces


# companions whose "Captain of the West" adds one to the combat strength of the Free Peoples army they fight
# with (rulebook and the published cards; the seed is silent). Not Gandalf the White, not the hobbits.
CAPTAINS = frozenset({"gandalf_the_grey", "strider", "boromir", "legolas", "gimli", "aragorn"})
R_TEAMS = "team-variants"


# Nations whose name is a plural noun in a sentence ("the Elves are", "the North is"): a sentence naming a
# nation takes its grammatical number from here (`nation_n`).
_PLURAL_NATIONS = frozenset({"dwarves", "elves", "southrons"})


# Translatable words and lists (engines/core/i18n.py). Each is a literal `T` so the extraction finds it. No
# player sentence is built from English words: a count is a sentence's `n`, a nation or a figure one of these.
FACE_TEXT: dict[str, Text] = {
    "character": T("Character", "action die face"), "army": T("Army", "action die face"),
    "muster": T("Muster", "action die face"), "army_muster": T("Army/Muster", "action die face"),
    "event": T("Event", "action die face"), "will_of_the_west": T("Will of the West", "action die face"),
    "eye": T("Eye", "action die face")}
A_FACE_DIE: dict[str, Text] = {
    "character": T("a Character die"), "army": T("an Army die"), "muster": T("a Muster die"),
    "army_muster": T("an Army/Muster die"), "event": T("an Event die"),
    "will_of_the_west": T("a Will of the West die"), "eye": T("an Eye die")}
DECK_WORDS: dict[str, Text] = {"character": T("character", "deck"), "strategy": T("strategy", "deck")}
_NATION_TEXT: dict[str, tuple[Text, Text]] = {
    "dwarves": (T("the Dwarves"), T("The Dwarves")), "elves": (T("the Elves"), T("The Elves")),
    "gondor": (T("Gondor", "nation"), T("Gondor", "nation")), "north": (T("the North"), T("The North")),
    "rohan": (T("Rohan", "nation"), T("Rohan", "nation")),
    "isengard": (T("Isengard", "nation"), T("Isengard", "nation")),
    "sauron": (T("Sauron", "nation"), T("Sauron", "nation")),
    "southrons": (T("the Southrons and Easterlings"), T("The Southrons and Easterlings")),
}
_NATION_ADJ: dict[str, Text] = {
    "dwarves": T("Dwarven"), "elves": T("Elven"), "gondor": T("Gondor", "figures' nation"),
    "north": T("North", "figures' nation"), "rohan": T("Rohan", "figures' nation"),
    "isengard": T("Isengard", "figures' nation"), "sauron": T("Sauron", "figures' nation"),
    "southrons": T("Southron and Easterling"),
}


def a_figure(nation: str, kind: str) -> Text:
    """A figure with its article as a translatable phrase: 'an Elven regular', 'a Nazgûl'."""
    if kind == "nazgul":
        return T("a Nazgûl")
    adj = _NATION_ADJ[nation]
    an = adj[:1].lower() in "aeiou"
    if kind == "regular":
        return T("an {nation} regular", nation=adj) if an else T("a {nation} regular", nation=adj)
    if kind == "elite":
        return T("an {nation} elite", nation=adj) if an else T("a {nation} elite", nation=adj)
    return T("an {nation} leader", nation=adj) if an else T("a {nation} leader", nation=adj)


def nation_text(nation: str, start: bool = False) -> Text:
    """A nation in a sentence, as a translatable word: 'the Elves', 'Gondor' ('The Elves' at the start of one)."""
    return _NATION_TEXT[nation][1 if start else 0]


def nation_adj_text(nation: str) -> Text:
    """The word before a nation's figures, translatable: 'Elven elite', 'North regular', 'Gondor leader'."""
    return _NATION_ADJ[nation]


def nation_n(nation: str) -> int:
    """The grammatical number of the nation's name, for a sentence's `(is|are)`: 2 for 'the Elves', 1 for 'Gondor'."""
    return 2 if nation in _PLURAL_NATIONS else 1


def and_text(parts: list[Any]) -> Any:
    """'a, b and c' without joining translated pieces: nested as T("{a}, {rest}") and T("{a} and {b}")
    (a single part is returned as it is, none gives "")."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return _and_texts(tuple(parts))


@lru_cache(maxsize=8192)
def _and_texts(parts: tuple[Any, ...]) -> Text:
    """and_text's nesting, built once per list (labels list the same armies over and over)."""
    out: Text = T("{a} and {b}", a=parts[-2], b=parts[-1])
    for part in reversed(parts[:-2]):
        out = T("{a}, {rest}", a=part, rest=out)
    return out


def comma_text(parts: list[Any]) -> Any:
    """', '.join(parts) without joining translated pieces: nested T("{a}, {rest}") (none gives "")."""
    if not parts:
        return ""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = T("{a}, {rest}", a=part, rest=out)
    return out


def figure_texts(nation: str, r: int, e: int, lead: int = 0) -> list[Text]:
    """A nation's figures by kind as translatable phrases (empty kinds left out): ['2 Elven regulars',
    '1 Elven elite', '1 Elven leader']."""
    return list(_figure_texts(nation, r, e, lead))


@lru_cache(maxsize=4096)
def _figure_texts(nation: str, r: int, e: int, lead: int) -> tuple[Text, ...]:
    adj = _NATION_ADJ[nation]
    out = []
    if r:
        out.append(T("%n {nation} regular(s)", None, r, nation=adj))
    if e:
        out.append(T("%n {nation} elite(s)", None, e, nation=adj))
    if lead:
        out.append(T("%n {nation} leader(s)", None, lead, nation=adj))
    return tuple(out)


def figures_text(nation: str, r: int, e: int, lead: int = 0) -> Any:
    """A nation's figures as a translatable list: '2 Elven regulars, 1 Elven elite and 1 Elven leader'."""
    return and_text(figure_texts(nation, r, e, lead))

"""Names shared by the engine's modules: rule anchors, die faces, sides."""
from __future__ import annotations

import re

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


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# companions whose "Captain of the West" adds one to the combat strength of the Free Peoples army they fight
# with (rulebook and the published cards; the seed is silent). Not Gandalf the White, not the hobbits.
CAPTAINS = frozenset({"gandalf_the_grey", "strider", "boromir", "legolas", "gimli", "aragorn"})
R_TEAMS = "team-variants"


# How sentences name each nation: (noun, adjective for its figures, plural noun?). The data's names
# ("The North", "Southrons & Easterlings") are titles; in a sentence they read "the North", "the Elves".
_NATION_WORDS = {
    "dwarves": ("the Dwarves", "Dwarven", True), "elves": ("the Elves", "Elven", True),
    "gondor": ("Gondor", "Gondor", False), "north": ("the North", "North", False),
    "rohan": ("Rohan", "Rohan", False), "isengard": ("Isengard", "Isengard", False),
    "sauron": ("Sauron", "Sauron", False),
    "southrons": ("the Southrons and Easterlings", "Southron and Easterling", True),
}


def cap(text: str) -> str:
    """The sentence's first letter in upper case ("the Elves are ..." -> "The Elves are ...")."""
    return text[:1].upper() + text[1:]


def nation_noun(nation: str, start: bool = False) -> str:
    """'the Elves', 'Gondor' ('The Elves' at the start of a sentence)."""
    noun = _NATION_WORDS[nation][0]
    return cap(noun) if start else noun


def nation_adj(nation: str) -> str:
    """The word before a figure: 'Elven elite', 'North regular', 'Gondor leader'."""
    return _NATION_WORDS[nation][1]


def nation_verb(nation: str, singular: str, plural_form: str) -> str:
    """The verb that agrees with the nation: nation_verb('elves', 'is', 'are') -> 'are'."""
    return plural_form if _NATION_WORDS[nation][2] else singular


def nation_is(nation: str, start: bool = True) -> str:
    """'The Elves are', 'Gondor is' (the subject and its verb)."""
    return f"{nation_noun(nation, start)} {nation_verb(nation, 'is', 'are')}"


def article(word: str) -> str:
    """'an Event die', 'a Muster die': the indefinite article for `word`."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def figure_parts(nation: str, r: int, e: int, lead: int = 0) -> list[str]:
    """['2 Elven regulars', '1 Elven elite', '1 Elven leader'] (empty kinds left out)."""
    adj = nation_adj(nation)
    return [plural(k, f"{adj} {word}") for k, word in ((r, "regular"), (e, "elite"), (lead, "leader")) if k]


def figures(nation: str, r: int, e: int, lead: int = 0) -> str:
    """'2 Elven regulars, 1 Elven elite and 1 Elven leader' (empty kinds left out)."""
    return and_list(figure_parts(nation, r, e, lead))


def and_list(parts: list[str]) -> str:
    """'a, b and c'."""
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


_MANY = re.compile(r"(0|[2-9]|\d\d+) ")


def agree(subject: str, singular: str, plural_form: str) -> str:
    """The verb for a list of figures: '1 Sauron regular moves', '2 North regulars and Boromir move'."""
    head = subject.split(" with ")[0]
    many = " and " in head or ", " in head or bool(_MANY.match(head))
    return plural_form if many else singular


def side_verb(side: str, singular: str, plural_form: str) -> str:
    """'The Free Peoples move', 'The Shadow moves'."""
    return plural_form if side == FP else singular

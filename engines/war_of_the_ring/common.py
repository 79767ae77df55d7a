"""Names shared by the engine's modules: rule anchors, die faces, sides."""
from __future__ import annotations

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
    return faces + ("will_of_the_west",) if side == FP else faces


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# companions whose "Captain of the West" adds one to the combat strength of the Free Peoples army they fight
# with (rulebook and the published cards; the seed is silent). Not Gandalf the White, not the hobbits.
CAPTAINS = frozenset({"gandalf_the_grey", "strider", "boromir", "legolas", "gimli", "aragorn"})
R_TEAMS = "team-variants"

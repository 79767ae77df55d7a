"""War of the Ring's words and colours shared by the adapter and its helpers (the strip, the figures, the drag
and drop, the side views), and the few things those helpers ask of the adapter (`WotrHost`).

Nothing here imports another module of desktop/games that would import it back.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtGui import QColor

from engines.core import Action
from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.state import NATIONS, WotrState

from ..i18n import tr

SIDE_COLOURS = {FP: "#2e6fd1", SH: "#b3261e"}
SIDE_WORDS = {FP: "Free Peoples", SH: "Shadow"}
# regions of a nation: light tints; figures of a nation: strong colours
NATION_TINTS = {
    "gondor": "#d5e0ee", "rohan": "#d3e5b8", "elves": "#c4e4da", "dwarves": "#dccbb4", "north": "#ebe2b0",
    "sauron": "#b9928c", "isengard": "#bdb6aa", "southrons": "#dcb08a",
}
NATION_COLOURS = {
    "gondor": "#3d6fb3", "rohan": "#3f8f3a", "elves": "#1f9a8a", "dwarves": "#8b5a2b", "north": "#b8931c",
    "sauron": "#7d1616", "isengard": "#4d4d4d", "southrons": "#c0641e",
}
NEUTRAL = "#e9e1c8"
SETTLEMENT_MARKS = {"stronghold": "♜", "city": "●", "town": "•", "fortification": "▲"}
SETTLEMENT_WORDS = {"stronghold": "stronghold", "city": "city", "town": "town", "fortification": "fortification"}
FELLOWSHIP = "#f2c94c"
BOX = "#efe6cc"
BOX_NOW = "#f6dc8c"
GROUPS = {
    "discard": "Hand limit: discard a card", "allocate": "Hunt allocation", "pass": "Pass",
    "declare": "Fellowship phase", "change_guide": "Fellowship phase", "enter_mordor": "Fellowship phase",
    "end_fellowship_phase": "Fellowship phase",
    "move_army2": "Second army move", "recruit2": "Second recruit", "done": "Finish",
    "char_move": "Move the companions", "nazgul_move": "Move Nazgûl and minions",
    "minion_move": "Move Nazgûl and minions", "group_add": "Separate a group", "group_go": "Separate a group",
    "pick_guide": "Choose the guide", "field_battle": "Battle", "retreat_into_siege": "Battle",
    "combat_card": "Battle: combat card", "no_combat_card": "Battle: combat card",
    "take_casualties": "Battle: casualties", "continue_battle": "Battle", "stop_battle": "Battle",
    "extend_siege": "Battle", "stand": "Battle: retreat?", "retreat": "Battle: retreat?", "stay": "Battle: advance?",
    "advance": "Battle: advance?", "decline": "Hunt damage", "guide_ability": "Hunt damage",
    "no_casualty": "Hunt damage", "guide_casualty": "Hunt damage", "random_casualty": "Hunt damage",
    "no_hunt_card": "Hunt damage", "hunt_card": "Hunt damage", "place_fellowship": "The revealed Fellowship",
    "white_rider": "Battle: the White Rider", "siege_excess": "Battle: the siege",
    "draw_from": "Draw a card: which deck?",
    "no_swap": "Team card swap: offer one?", "swap_offer": "Team card swap: offer one?",
    "swap_decline": "Team card swap: accept?", "swap_accept": "Team card swap: accept?",
    "table_card": "Cards on the table", "no_table_card": "Cards on the table",
}
#: decisions a card asks for: grouped under the card's own name
CARD_GROUPS = {"card_choice": "{card}", "card_move": "{card}: move armies", "card_attack": "{card}: attack",
               "card_army_done": "{card}: move armies"}
#: the seats' colours in a team game: each team-mate in a shade of the side's colour
ROLE_COLOURS = {"gondor": "#2e6fd1", "rohan": "#178a8a", "witch_king": "#b3261e", "saruman": "#8a5a2b",
                FP: "#2e6fd1", SH: "#b3261e"}
ROLE_PLAYS = {"gondor": "Gondor and the Elves", "rohan": "Rohan, the North and the Dwarves",
              "witch_king": "Sauron, the Nazgûl, the Witch-king and the Mouth",
              "saruman": "Isengard, the Southrons & Easterlings and Saruman"}
FACE_HELP = {
    "character": "Move the Fellowship, hide it, separate or move companions; move or attack with an army "
                 "that has a leader or character.",
    "army": "Move up to two armies, or attack with one.",
    "muster": "Recruit figures, advance a nation on the political track, or bring a minion into play.",
    "army_muster": "Either an Army or a Muster die.",
    "event": "Draw an event card, or play one.",
    "will_of_the_west": "Any face but the Eye; also crowns Aragorn or brings Gandalf the White.",
    "eye": "Goes to the hunt box.",
}
PHASES = {"recover": "recover and draw", "fellowship": "Fellowship phase", "hunt_alloc": "hunt allocation",
          "team_swap": "Fellowship phase",
          "roll": "action roll", "actions": "action resolution", "victory": "victory check"}
PHASE_ORDER = ("recover", "fellowship", "hunt_alloc", "roll", "actions", "victory")
PHASE_STEPS = {"recover": "Recover and draw", "fellowship": "Fellowship", "hunt_alloc": "Hunt allocation",
               "roll": "Action roll", "actions": "Action resolution", "victory": "Victory check"}
ARMY_MOVES = ("move_army", "move_army2", "attack")
#: what a die's action acts on: the sub-groups of the die's group in the actions panel
DIE_TOPICS = {
    "move_fellowship": "The Fellowship", "hide_fellowship": "The Fellowship", "separate": "The Fellowship",
    "separate_group": "The Fellowship", "move_companions": "The Fellowship",
    "move_army": "Armies", "attack": "Armies", "sortie": "Armies",
    "crown_aragorn": "Characters", "gandalf_the_white": "Characters", "minion": "Characters",
    "move_minions": "Characters",
    "recruit": "Muster", "saruman_muster": "Muster",
    "politics": "Politics", "companion_politics": "Politics",
    "draw_card": "Cards", "play_card": "Cards",
    "elven_ring": "The die itself", "discard_die": "The die itself",
}
#: which die to spend first when several can pay: the one that could do the fewest other things
DIE_VALUE = {"army": 1, "muster": 1, "event": 1, "army_muster": 2, "character": 3, "will_of_the_west": 5}
#: what a click on the Fellowship offers, in this order
FELLOWSHIP_CLICK = ("hide_fellowship", "declare", "move_fellowship", "enter_mordor", "change_guide",
                    "separate_group", "move_companions", "end_fellowship_phase")
REINFORCEMENT_WORDS = {"regular": ("regular", "regulars"), "elite": ("elite", "elites"),
                       "leader": ("leader", "leaders"), "nazgul": ("Nazgûl", "Nazgûl")}
WHOLE_WORDS = {"attack": "Attack with the whole army", "advance": "Advance with the whole army",
               "move_army2": "Move the whole army (second move)"}
TOPIC_ORDER = ("The Fellowship", "Armies", "Characters", "Muster", "Politics", "Cards", "The die itself")
FELLOWSHIP_KINDS = ("move_fellowship", "hide_fellowship", "separate", "separate_group", "move_companions")
NATION_WORDS = {"gondor": "Gondor", "rohan": "Rohan", "elves": "The Elves", "dwarves": "The Dwarves",
                "north": "The North", "sauron": "Sauron", "isengard": "Isengard",
                "southrons": "The Southrons & Easterlings"}
DIE_FACES = ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye")


def blend(a: str, b: str, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def pack(names: list[str], width: int, first: str, rest: str) -> list[str]:
    """Names joined by ' · ' into lines of about `width` characters, never breaking a name."""
    lines: list[str] = []
    line = ""
    for name in names:
        trial = f"{line} · {name}" if line else name
        if line and len(trial) > width:
            lines.append(line)
            line = name
        else:
            line = trial
    if line:
        lines.append(line)
    return [(first if i == 0 else rest) + text for i, text in enumerate(lines)]


def army_words(army: dict[str, tuple[int, int, int]], name: Callable[[str], str] | None = None) -> str:
    """'Gondor: 3 regulars, 1 elite and 1 leader; Rohan: 2 regulars' — an army's figures by nation."""
    parts = []
    for n in sorted(army, key=NATIONS.index):
        r, e, lead = army[n]
        bits = [f"{k} {one if k == 1 else many}" for k, one, many in
                ((r, tr("regular"), tr("regulars")), (e, tr("elite"), tr("elites")),
                 (lead, tr("leader"), tr("leaders")))
                if k]
        if bits:
            what = bits[0] if len(bits) == 1 else ", ".join(bits[:-1]) + " " + tr("and") + " " + bits[-1]
            parts.append(f"{name(n) if name else NATION_WORDS.get(n, n)}: {what}")
    return "; ".join(parts)


def army_tag(army: dict[str, tuple[int, int, int]]) -> str:
    """'3+1 ♛1' under an army's token: regulars + elites, and the leaders with a crown (the tooltip names
    every figure by nation)."""
    r = sum(t[0] for t in army.values())
    e = sum(t[1] for t in army.values())
    lead = sum(t[2] for t in army.values())
    return f"{r}+{e}" + (f" ♛{lead}" if lead else "")


class WotrHost(Protocol):
    """What the adapter's helpers (wotr_boxes, wotr_figures, wotr_moves) ask of the adapter."""

    @property
    def game(self) -> WarOfTheRingGame: ...

    def see(self, s: WotrState) -> WotrState:
        """The state, after the adapter took note of its seats' sides and roles."""
        ...

    def legal(self, s: WotrState) -> list[Action]:
        """legal_actions, once per state."""
        ...

    def chosen(self, s: WotrState) -> tuple[str, str] | None:
        """The die the player clicked, (side, face), while it is still theirs to use."""
        ...

    def seat_of(self, s: WotrState, side: str) -> int | None:
        """The seat that moves `side`'s figures now."""
        ...

    def action_group(self, action: Action) -> str: ...

    def box_text(self, s: WotrState, box: str) -> str:
        """A box of the strip's whole text (its tooltip)."""
        ...


def battle_of(s: WotrState) -> Mapping[str, Any]:
    """The battle in progress as a read-only record, empty between battles (what the views read)."""
    return s.battle or {}

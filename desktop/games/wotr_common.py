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

from ..i18n import N_, say, tr, word

#: the sides' colours, Okabe & Ito's blue and vermilion: apart for colour-blind eyes too
SIDE_COLOURS = {FP: "#0072b2", SH: "#d55e00"}
SIDE_WORDS = {FP: N_("Free Peoples"), SH: N_("Shadow")}
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
SETTLEMENT_WORDS = {"stronghold": N_("Stronghold"), "city": N_("City"), "town": N_("Town"),
                    "fortification": N_("Fortification")}
FELLOWSHIP = "#f2c94c"
BOX = "#efe6cc"
BOX_NOW = "#f6dc8c"
GROUPS = {
    "discard": N_("Hand limit: discard a card"), "allocate": N_("Hunt allocation"), "pass": N_("Pass"),
    "declare": N_("Fellowship phase"), "change_guide": N_("Fellowship phase"), "enter_mordor": N_("Fellowship phase"),
    "end_fellowship_phase": N_("Fellowship phase"),
    "move_army2": N_("Second army move"), "recruit2": N_("Second recruit"), "done": N_("Finish"),
    "char_move": N_("Move the companions"), "nazgul_move": N_("Move Nazgûl and minions"),
    "minion_move": N_("Move Nazgûl and minions"), "group_add": N_("Separate a group"),
    "group_go": N_("Separate a group"),
    "pick_guide": N_("Choose the guide"), "field_battle": N_("Battle"), "retreat_into_siege": N_("Battle"),
    "combat_card": N_("Battle: combat card"), "no_combat_card": N_("Battle: combat card"),
    "take_casualties": N_("Battle: casualties"), "continue_battle": N_("Battle"), "stop_battle": N_("Battle"),
    "extend_siege": N_("Battle"), "stand": N_("Battle: retreat?"), "retreat": N_("Battle: retreat?"),
    "stay": N_("Battle: advance?"),
    "advance": N_("Battle: advance?"), "decline": N_("Hunt damage"), "guide_ability": N_("Hunt damage"),
    "no_casualty": N_("Hunt damage"), "guide_casualty": N_("Hunt damage"), "random_casualty": N_("Hunt damage"),
    "no_hunt_card": N_("Hunt damage"), "hunt_card": N_("Hunt damage"),
    "place_fellowship": N_("The revealed Fellowship"),
    "white_rider": N_("Battle: the White Rider"), "siege_excess": N_("Battle: the siege"),
    "draw_from": N_("Draw a card: which deck?"),
    "no_swap": N_("Team card swap: offer one?"), "swap_offer": N_("Team card swap: offer one?"),
    "swap_decline": N_("Team card swap: accept?"), "swap_accept": N_("Team card swap: accept?"),
    "table_card": N_("Cards on the table"), "no_table_card": N_("Cards on the table"),
}
#: decisions a card asks for: grouped under the card's own name
CARD_GROUPS = {"card_choice": "{card}", "card_move": N_("{card}: move armies"), "card_attack": N_("{card}: attack"),
               "card_army_done": N_("{card}: move armies")}
#: the seats' colours in a team game: each team-mate in a shade of the side's colour
#: a team game's players: each side's two in a shade of its own (all four apart for colour-blind eyes too)
ROLE_COLOURS = {"gondor": "#0072b2", "rohan": "#66ccee", "witch_king": "#d55e00", "saruman": "#882255",
                FP: "#0072b2", SH: "#d55e00"}
ROLE_PLAYS = {"gondor": N_("Gondor and the Elves"), "rohan": N_("Rohan, the North and the Dwarves"),
              "witch_king": N_("Sauron, the Nazgûl, the Witch-king and the Mouth"),
              "saruman": N_("Isengard, the Southrons & Easterlings and Saruman")}
FACE_HELP = {
    "character": N_("Move the Fellowship, hide it, separate or move companions; move or attack with an army "
                 "that has a leader or character."),
    "army": N_("Move up to two armies, or attack with one."),
    "muster": N_("Recruit figures, advance a nation on the political track, or bring a minion into play."),
    "army_muster": N_("Either an Army or a Muster die."),
    "event": N_("Draw an event card, or play one."),
    "will_of_the_west": N_("Any face but the Eye; also crowns Aragorn or brings Gandalf the White."),
    "eye": N_("Goes to the hunt box."),
}
PHASES = {"recover": N_("recover and draw"), "fellowship": N_("Fellowship phase"), "hunt_alloc": N_("hunt allocation"),
          "team_swap": N_("Fellowship phase"),
          "roll": N_("action roll"), "actions": N_("action resolution"), "victory": N_("victory check")}
PHASE_ORDER = ("recover", "fellowship", "hunt_alloc", "roll", "actions", "victory")
PHASE_STEPS = {"recover": N_("Recover and draw"), "fellowship": N_("Fellowship"), "hunt_alloc": N_("Hunt allocation"),
               "roll": N_("Action roll"), "actions": N_("Action resolution"), "victory": N_("Victory check")}
ARMY_MOVES = ("move_army", "move_army2", "attack")
#: what a die's action acts on: the sub-groups of the die's group in the actions panel
DIE_TOPICS = {
    "move_fellowship": N_("The Fellowship"), "hide_fellowship": N_("The Fellowship"), "separate": N_("The Fellowship"),
    "separate_group": N_("The Fellowship"), "move_companions": N_("The Fellowship"),
    "move_army": N_("Armies"), "attack": N_("Armies"), "sortie": N_("Armies"),
    "crown_aragorn": N_("Characters"), "gandalf_the_white": N_("Characters"), "minion": N_("Characters"),
    "move_minions": N_("Characters"),
    "recruit": N_("Muster"), "saruman_muster": N_("Muster"),
    "politics": N_("Politics"), "companion_politics": N_("Politics"),
    "draw_card": N_("Cards"), "play_card": N_("Cards"),
    "elven_ring": N_("The die itself"), "discard_die": N_("The die itself"),
}
#: which die to spend first when several can pay: the one that could do the fewest other things
DIE_VALUE = {"army": 1, "muster": 1, "event": 1, "army_muster": 2, "character": 3, "will_of_the_west": 5}
#: what a click on the Fellowship offers, in this order
FELLOWSHIP_CLICK = ("hide_fellowship", "declare", "move_fellowship", "enter_mordor", "change_guide",
                    "separate_group", "move_companions", "end_fellowship_phase")
WHOLE_WORDS = {"attack": N_("Attack with the whole army"), "advance": N_("Advance with the whole army"),
               "move_army2": N_("Move the whole army (second move)")}
#: a die's action under its die's header in the actions panel: the engine's "Use {die} die: …" sentence said
#: without the die (the header names it), as a whole sentence of its own with the same fields; a label not
#: listed here is shown whole
DIE_SHORT = {
    "Use {die} die: play {card}": N_("Play {card}"),
    "Use {die} die: draw a character event card": N_("Draw a character event card"),
    "Use {die} die: draw a strategy event card": N_("Draw a strategy event card"),
    "Use {die} die: move {what} {frm} → {to}": N_("Move {what} {frm} → {to}"),
    "Use {die} die: attack the besieged stronghold of {region}": N_("Attack the besieged stronghold of {region}"),
    "Use {die} die: attack the besieged stronghold of {region} ({nations} only)":
        N_("Attack the besieged stronghold of {region} ({nations} only)"),
    "Use {die} die: attack {target} from {frm}": N_("Attack {target} from {frm}"),
    "Use {die} die: attack {target} from {frm} ({nations} only)": N_("Attack {target} from {frm} ({nations} only)"),
    "Use {die} die: attack {target} from {frm} with {what}": N_("Attack {target} from {frm} with {what}"),
    "Use {die} die: sortie from {region} against the besiegers": N_("Sortie from {region} against the besiegers"),
    "Use {die} die: move the Fellowship": N_("Move the Fellowship"),
    "Use {die} die: hide the Fellowship": N_("Hide the Fellowship"),
    "Use {die} die: Strider hides the Fellowship": N_("Strider hides the Fellowship"),
    "Use {die} die: move the companions": N_("Move the companions"),
    "Use {die} die: move Nazgûl and minions": N_("Move Nazgûl and minions"),
    "Use {die} die: separate a group of companions": N_("Separate a group of companions"),
    "Use {die} die: separate {character} to {region}": N_("Separate {character} to {region}"),
    "Use {die} die: advance {nation} on the political track": N_("Advance {nation} on the political track"),
    "Use {die} die: {character} advances {nation} on the political track":
        N_("{character} advances {nation} on the political track"),
    "Use {die} die: recruit {word} in {region}": N_("Recruit {word} in {region}"),
    "Use {die} die: Saruman recruits an Isengard regular in each Isengard settlement":
        N_("Saruman recruits an Isengard regular in each Isengard settlement"),
    "Use {die} die: Saruman turns regulars in Orthanc into elites": N_("Saruman turns regulars in Orthanc into elites"),
    "Use {die} die: bring {character} into play in {region}": N_("Bring {character} into play in {region}"),
}
TOPIC_ORDER = ("The Fellowship", "Armies", "Characters", "Muster", "Politics", "Cards", "The die itself")
FELLOWSHIP_KINDS = ("move_fellowship", "hide_fellowship", "separate", "separate_group", "move_companions")
NATION_WORDS = {"gondor": N_("Gondor"), "rohan": N_("Rohan"), "elves": N_("The Elves"), "dwarves": N_("The Dwarves"),
                "north": N_("The North"), "sauron": N_("Sauron"), "isengard": N_("Isengard"),
                "southrons": N_("The Southrons & Easterlings")}
#: the dice faces' names (engines/war_of_the_ring/common.FACE_NAMES), marked for the catalogs
FACE_WORDS = {"character": N_("Character"), "army": N_("Army"), "muster": N_("Muster"),
              "army_muster": N_("Army/Muster"), "event": N_("Event"), "will_of_the_west": N_("Will of the West"),
              "eye": N_("Eye")}
#: a character's name on the tag under its standee, where the whole name is too long for it (the tooltip
#: names it whole)
CHAR_SHORT = {"gandalf_the_grey": N_("Gandalf"), "gandalf_the_white": N_("Gandalf"),
              "witch_king": N_("Witch-king")}
#: the seats' roles (engines/war_of_the_ring/options.ROLE_NAMES), marked for the catalogs
ROLE_WORDS = {"gondor": N_("Gondor"), "rohan": N_("Rohan"), "witch_king": N_("Witch-king"),
              "saruman": N_("Saruman"), "free_peoples": N_("Free Peoples"), "shadow": N_("Shadow")}
DIE_FACES = ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye")


def source(event: Any) -> str:
    """The English template an event was built from (a `Text`'s `template`; a plain template as it is): the desktop
    recognises events by it, whatever the language they are shown in."""
    t = event.template
    return getattr(t, "template", t)


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
        bits = [said for k, said in ((r, tr("%n regular(s)", None, r)), (e, tr("%n elite(s)", None, e)),
                                     (lead, tr("%n leader(s)", None, lead))) if k]
        if bits:
            what = bits[0] if len(bits) == 1 else tr("{some} and {last}").format(
                some=", ".join(bits[:-1]), last=bits[-1])
            nation = say(name(n)) if name else word(NATION_WORDS, n)
            parts.append(tr("{nation}: {figures}", "an army's figures of one nation").format(nation=nation,
                                                                                            figures=what))
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

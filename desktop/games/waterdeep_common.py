"""Lords of Waterdeep's words, colours and board geometry shared by the adapter and its helpers (the figures,
the drag and drop), and what those helpers ask of the adapter (`WaterdeepHost`)."""
from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from engines.waterdeep.game import WaterdeepGame
from engines.waterdeep.state import ADV, WaterdeepState
from maps import BoardMap
from maps.schema import Node

from ..i18n import N_, say, tr, word
from ..panels import VOWELS
from . import waterdeep_art as art
from .base import SeatInfo

# -- colours -----------------------------------------------------------------------------------------
WARD_TINTS = {
    "sea_ward": "#d3e2dc", "north_ward": "#eadfc0", "castle_ward": "#e6d1c6", "trades_ward": "#ecd9a8",
    "city_of_the_dead": "#d2d6c4", "field_ward": "#dbe4bc", "dock_ward": "#cdd8e4", "southern_ward": "#e6ceb0",
    "undermountain": "#d6cfe0", "skullport": "#cbd6d2",
}
CORRUPTION_FULL, CORRUPTION_EMPTY = "#8e6fa8", "#e4dcea"
QUEST_COLOURS = art.TYPE_COLOURS
CARD = "#f6ecd2"            # a face-up card or a basic building
LOT_EMPTY = "#ece4cf"
HALL_CARD = "#f1ddb0"
ROUND_NOW, ROUND_PAST, ROUND_LATER = "#f2c14e", "#b9ae93", "#efe5c9"
PAPER = "#e9dfc4"

RES_ORDER = ("cleric", "fighter", "rogue", "wizard", "gold", "vp")

# what each basic space gives, in a few words (the tooltip has the full text)
BASIC_SHORT = {
    "castle_waterdeep": N_("1st player + intrigue"), "field_of_triumph": N_("2 fighters"),
    "the_plinth": N_("1 cleric"), "blackstaff_tower": N_("1 wizard"), "the_grinning_lion_tavern": N_("2 rogues"),
    "auroras_realms_shop": N_("4 gold"), "builders_hall": N_("buy a building"),
    "cliffwatch_inn_1": N_("quest + 2 gold"), "cliffwatch_inn_2": N_("quest + intrigue"),
    "cliffwatch_inn_3": N_("new quests, take one"),
    # (Undermountain, Skullport)
    "entry_well": N_("quest + play intrigue"), "hall_of_mirrors": N_("1 any, or fighter and rogue"),
    "the_grim_statue": N_("2 intrigue"), "hall_of_the_voice": N_("5 gold, quest, intrigue, 1 corruption"),
    "skull_island": N_("2 any + 1 corruption"), "slavers_market": N_("2 fighters, 2 rogues, 1 corruption"),
}
#: (Scoundrels of Skullport) the names the modules' boards add to the map
MODULE_WORDS = (N_("Undermountain"), N_("Skullport"), N_("Corruption track"))
#: the spaces' names on the board where the map's full name is too long for the space (the tooltip has it)
SHORT_NAMES = {
    "the_grinning_lion_tavern": N_("Grinning Lion"), "auroras_realms_shop": N_("Aurora's Shop"),
    "cliffwatch_inn_1": N_("Inn 1"), "cliffwatch_inn_2": N_("Inn 2"), "cliffwatch_inn_3": N_("Inn 3"),
    "waterdeep_harbor_1": N_("Harbor 1"), "waterdeep_harbor_2": N_("Harbor 2"), "waterdeep_harbor_3": N_("Harbor 3"),
}
#: the quests' types (the data's codes)
QUEST_TYPES = {"arcana": N_("Arcana"), "commerce": N_("Commerce"), "piety": N_("Piety"),
               "skullduggery": N_("Skullduggery"), "warfare": N_("Warfare")}
#: a gain multiplied by a count, in a few words
PER = {"building_controlled": N_("{what} per building you control"),
       "building_in_play": N_("{what} per building in play")}
QtElide = Qt.TextElideMode.ElideRight
KINDS = {"pool": "agent_pool", "quests": "quest_hand", "completed": "completed_pile"}
GROUPS = {
    "place": N_("Send an agent"), "place_ambassador": N_("Place the Ambassador"),
    "reassign": N_("Reassign a harbor agent"),
    "complete": N_("Complete a quest"), "end_turn": N_("End the turn"), "pass": N_("End the turn"),
    "take_quest": N_("Choose a quest"), "keep_quest": N_("Choose a quest"), "discard_quest": N_("Discard a quest"),
    "buy": N_("Choose a building"), "sample": N_("Choose a building"), "give_up": N_("Give up a building"),
    "play_intrigue": N_("Play an intrigue card"), "choose_opponent": N_("Choose an opponent"),
    "choose": N_("Choose an option"),
    "take_adventurers": N_("Choose resources"), "return_adventurers": N_("Choose resources"),
    "steal": N_("Choose resources"),
    "respond": N_("Answer an opponent's card"), "decide": N_("Decide"), "assign": N_("Choose a space"),
    "copy": N_("Choose a space"),
    "recall": N_("Choose a space"), "name_type": N_("Name a quest type"),
}
PHASES = {"round_start": N_("start of the round"), "ambassador": N_("the Ambassador"), "place": N_("placing agents"),
          "effects": N_("placing agents"), "complete": N_("completing a quest"), "reward": N_("completing a quest"),
          "reassign": N_("reassigning harbor agents"), "over": N_("game over")}

# the strip of mats under the map, in board units
MAT_TOP = 1072.0               # the map is 1060 high
MAT_HEAD = art.TEXT * 2.4      # the name, score, Lord and hand; the tavern
TRAY_BOTTOM = 1366.0
AGENTS_BESIDE = 800.0          # a mat at least this wide has its agents beside the name and tavern, not under
AGENT_ROW = 62.0               # the row of agents under them otherwise
BOARD_HEIGHT = 1372.0
# (Scoundrels of Skullport) the strip of the modules' boards between the city and the mats, when they play
MODULE_TOP, MODULE_STRIP = 1070.0, 272.0
MODULE_BOXES = {"undermountain": (10.0, 1090.0), "skullport": (1110.0, 2190.0)}
SPACE_W, SPACE_H = 214.0, 170.0
MAX_SEATS = 6
AGENT_R = 24.0                 # an agent's half height
TEXT_PT = art.TEXT * 72 / 96   # the cards' text size as a font's point size (names on the board use it)


def seat_columns(board_width: float, seats: int) -> list[tuple[float, float]]:
    """(left, right) of each seat's mat in the strip under the city."""
    left, right = 10.0, board_width - 10.0
    width = (right - left) / seats
    return [(left + i * width + 5, left + (i + 1) * width - 5) for i in range(seats)]


def blend(a: str, b: str, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def res_count(kind: str, n: int) -> str:
    """'1 cleric', '2 wizards', '8 VP': a count of one resource, one plural template per kind."""
    if kind == "cleric":
        return tr("%n cleric(s)", None, n)
    if kind == "fighter":
        return tr("%n fighter(s)", None, n)
    if kind == "rogue":
        return tr("%n rogue(s)", None, n)
    if kind == "wizard":
        return tr("%n wizard(s)", None, n)
    if kind == "gold":
        return tr("%n gold", None, n)
    return tr("%n VP", None, n)


def res_short(res: dict[str, int]) -> str:
    """'8 VP, 1 cleric, 2 wizards' — the resources of a cost or a gain: VP first, then the tavern's order."""
    parts = [res_count(k, res[k]) for k in ("vp", *RES_ORDER[:-1]) if res.get(k)]
    return ", ".join(parts) if parts else tr("nothing")


def as_dict(res: Any) -> dict[str, int]:
    return res.as_dict() if hasattr(res, "as_dict") else {k: getattr(res, k, 0) for k in RES_ORDER}


def quest_type(code: str) -> str:
    """A quest's type in the player's language ("Warfare")."""
    return word(QUEST_TYPES, code, say(code.capitalize()))


def step_short(step: Any) -> str | None:
    """A step in a few words ("2 fighters", "buy a building"), or None when it has none (the effect's own text
    says it then)."""
    op = getattr(step, "op", "")
    if op == "gain":
        text = res_short(as_dict(step.res))
        if step.per is not None:
            if step.per not in PER:
                return None
            text = word(PER, step.per).format(what=text)
        return text if step.who == "self" else tr("{what} to an opponent").format(what=text)
    if op == "pay":
        return tr("pay {what}").format(what=res_short(as_dict(step.res)))
    if op == "gain_any":
        if 0 < len(step.of) < len(ADV):     # "2 clerics / 2 wizards": as many of one kind or another
            return " / ".join(res_count(k, step.count) for k in step.of)
        return tr("{n} of any kind").format(n=step.count)
    if op == "return_any":
        return tr("return {n}").format(n=step.count)
    if op == "draw_intrigue":
        return tr("intrigue") if step.count == 1 else tr("{n} intrigue").format(n=step.count)
    if op in ("take_quest", "draw_quest"):
        return tr("quest")
    if op == "reset_quests":
        return tr("new quests")
    if op == "buy_building":
        return tr("free building") if step.free else tr("buy a building")
    if op == "play_intrigue":
        return tr("play intrigue")
    if op == "take_first_player":
        return tr("1st player")
    if op == "take_neutral_agent":
        return tr("the Ambassador") if step.agent == "ambassador" else tr("the Lieutenant")
    if op == "return_agent":
        return tr("recall an agent")
    if op == "assign_agent":
        return tr("extra agent")
    if op == "use_occupied_space":
        return tr("copy a taken space")
    if op == "choose":
        options = [effect_steps_short(o) for o in step.options]
        return " / ".join(options) if all(options) else None
    if op == "take_stock":
        return tr("the pile")
    if op == "steal":
        return tr("steal {n}").format(n=step.count)
    if op == "complete_taken_quest":
        return tr("finish it now")
    return None


def effect_steps_short(steps: list) -> str:
    """The steps in a few words ('2 fighters + 2 gold'); "" when one of them has no short words."""
    said = [step_short(st) for st in steps]
    return "" if any(s is None for s in said) else " + ".join(s for s in said if s)


def effect_short(effect: Any, limit: int = 34) -> str:
    """What an effect gives, in a few words ('2 fighters + 2 gold'); its own text (in the player's language,
    cut short on the board) if the steps do not say."""
    text = effect_steps_short(list(effect.steps)) if effect is not None else ""
    if not text or len(text) > limit:
        text = say(effect.text) if effect is not None else ""
        if len(text) > limit:
            text = text[: limit - 1].rstrip() + "…"
    return text


def fit_lines(text: str, points: float, width: float, bold: bool, most: int) -> list[str]:
    """`text` broken at spaces into lines that fit `width` board units in a font of `points` (at most `most`
    lines, the last one elided)."""
    from PySide6.QtGui import QFont, QFontMetricsF
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points)
    font.setBold(bold)
    fm = QFontMetricsF(font)
    lines = art.wrap_lines(text, points * 96 / 72, width, bold, most)
    out: list[str] = []
    while lines:                    # a word wider than its line (German and Finnish compounds) is hyphenated
        line = lines.pop(0)
        cut = _hyphen_cut(line, fm, width) if len(out) + 1 < most and " " not in line else None
        if cut is not None:
            out.append(line[:cut] + "-")
            lines.insert(0, line[cut:])
        else:
            out.append(line)
    if len(out) > most:
        out = [*out[:most - 1], " ".join(out[most - 1:])]
    if out:
        out[-1] = fm.elidedText(out[-1], QtElide, width)
    return out or [""]


def _hyphen_cut(word: str, fm: Any, width: float) -> int | None:
    """Where to break `word` with a hyphen so its first part fits `width`: before a syllable (one consonant and
    a vowel, the rough rule of German, Finnish and Turkish) near the line's end, else as late as fits; None when
    the word fits whole or no break leaves three letters each side."""
    if fm.horizontalAdvance(word) <= width:
        return None
    fits = [k for k in range(len(word) - 3, 2, -1) if fm.horizontalAdvance(word[:k] + "-") <= width]
    syllable = [k for k in fits if word[k] not in VOWELS and word[k + 1] in VOWELS and word[k - 1].isalpha()
                and k >= fits[0] - 2]    # near the line's end: the rest must still fit the next line
    return syllable[0] if syllable else fits[0] if fits else None


def plain_gain(step: Any) -> bool:
    return getattr(step, "op", "") == "gain" and step.who == "self" and step.per is None and not step.optional


def bundle(effect: Any) -> dict[str, int]:
    total: dict[str, int] = {}
    for st in effect.steps:
        if plain_gain(st):
            for k, v in as_dict(st.res).items():
                total[k] = total.get(k, 0) + v
    return total


ICON_OF = {"draw_intrigue": "intrigue", "draw_quest": "quest"}


def tray_cells(count: int, width: float, height: float) -> list[tuple[float, float, float, float]]:
    """(centre x, centre y, width, height) of `count` cards in a tray of `width` x `height`: as many
    columns as keep the cards at least as wide as they are tall-ish, rows filled left to right, a small gap
    between cards so none touches another."""
    gap = 8.0
    best = None
    for cols in range(1, count + 1):
        rows = -(-count // cols)
        w = (width - gap * (cols - 1)) / cols
        h = min((height - gap * (rows - 1)) / rows, w * 0.62)
        if w <= 0 or h <= 0:
            continue
        score = min(w, h / 0.62)    # the biggest card of the card's shape that fits
        if best is None or score > best[0]:
            best = (score, cols, rows, w, h)
    if best is None:   # no room at all
        return []
    _score, cols, _rows, w, h = best
    w = min(w, h / 0.38)            # not too long a card when there are few
    return [((w + gap) * (k % cols) + w / 2, (h + gap) * (k // cols) + h / 2, w, h) for k in range(count)]


class WaterdeepHost(Protocol):
    """What the adapter's helpers (waterdeep_figures, waterdeep_moves) ask of the adapter."""

    @property
    def game(self) -> WaterdeepGame: ...

    def seat_colour(self, seat: int | None) -> str: ...

    def seat_info(self, state: Any, seat: int, viewer: int | None) -> SeatInfo: ...

    def mat_count(self) -> int:
        """How many players' mats the board has under the city."""
        ...

    def geometry(self) -> BoardMap:
        """The board as drawn (the city and the mats)."""
        ...

    def rect(self, node_id: str) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of a place of the board."""
        ...

    def slot_building(self, s: WaterdeepState, node: Node) -> str | None:
        """The building for sale on a slot of Builder's Hall, if any."""
        ...

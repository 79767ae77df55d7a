"""Lords of Waterdeep on the generic board: agents as little figures, the city's wards tinted, every
space and lot labelled with what it gives, the quests as cards with cube and coin icons, and a mat for
each player under the city.

The map (maps/data/waterdeep.json) holds the city and the side panel; the desktop adds a strip of
players' mats under it (display only: the engine never hears of them): each mat has the player's name,
score, Lord (its owner only), intrigue hand (its owner sees the cards, the others how many), tavern, the
agents not yet sent out, the active quests and the completed pile.

Gestures: drag an agent from your mat onto a free space. A quest at Cliffwatch Inn is taken by clicking
it (or dragging it onto your quests) once your agent stands at the inn; an active quest is completed by
clicking it or dragging it onto your completed pile. The rest (which building, which resources, which
opponent) is in the actions panel.
"""
from __future__ import annotations

import math
import statistics
from typing import Any, ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.waterdeep import cards as wd
from engines.waterdeep.state import ADV, HIDDEN, WaterdeepState
from maps import BoardMap, load_map
from maps.schema import Node

from ..i18n import tr
from . import register_adapter
from . import waterdeep_art as art
from .base import Figure, GameAdapter, LabelStyle, SeatInfo

# -- colours -----------------------------------------------------------------------------------------
WARD_TINTS = {
    "sea_ward": "#d3e2dc", "north_ward": "#eadfc0", "castle_ward": "#e6d1c6", "trades_ward": "#ecd9a8",
    "city_of_the_dead": "#d2d6c4", "field_ward": "#dbe4bc", "dock_ward": "#cdd8e4", "southern_ward": "#e6ceb0",
}
QUEST_COLOURS = art.TYPE_COLOURS
CARD = "#f6ecd2"            # a face-up card or a basic building
LOT_EMPTY = "#ece4cf"
HALL_CARD = "#f1ddb0"
ROUND_NOW, ROUND_PAST, ROUND_LATER = "#f2c14e", "#b9ae93", "#efe5c9"
PAPER = "#e9dfc4"

RES_WORDS = {"cleric": ("cleric", "clerics"), "fighter": ("fighter", "fighters"), "rogue": ("rogue", "rogues"),
             "wizard": ("wizard", "wizards"), "gold": ("gold", "gold"), "vp": ("VP", "VP")}
RES_ORDER = ("cleric", "fighter", "rogue", "wizard", "gold", "vp")

# what each basic space gives, in a few words (the tooltip has the full text)
BASIC_SHORT = {
    "castle_waterdeep": "1st player + intrigue", "field_of_triumph": "2 fighters", "the_plinth": "1 cleric",
    "blackstaff_tower": "1 wizard", "the_grinning_lion_tavern": "2 rogues", "auroras_realms_shop": "4 gold",
    "builders_hall": "buy a building", "cliffwatch_inn_1": "quest + 2 gold", "cliffwatch_inn_2": "quest + intrigue",
    "cliffwatch_inn_3": "new quests, take one",
}
SPACE_TITLES = {f"cliffwatch_inn_{n}": f"Inn {n}" for n in (1, 2, 3)} | {
    f"waterdeep_harbor_{n}": f"Harbor {n}" for n in (1, 2, 3)}
SHORT_NAMES = {
    "the_grinning_lion_tavern": "Grinning Lion", "auroras_realms_shop": "Aurora's Shop",
    "castle_waterdeep": "Castle Waterdeep", "blackstaff_tower": "Blackstaff Tower",
}
QtElide = Qt.TextElideMode.ElideRight
KINDS = {"pool": "agent_pool", "quests": "quest_hand", "completed": "completed_pile"}
GROUPS = {
    "place": "Send an agent", "place_ambassador": "Place the Ambassador", "reassign": "Reassign a harbor agent",
    "complete": "Complete a quest", "end_turn": "End the turn", "pass": "End the turn",
    "take_quest": "Choose a quest", "keep_quest": "Choose a quest", "discard_quest": "Discard a quest",
    "buy": "Choose a building", "sample": "Choose a building", "give_up": "Give up a building",
    "play_intrigue": "Play an intrigue card", "choose_opponent": "Choose an opponent", "choose": "Choose an option",
    "take_adventurers": "Choose resources", "return_adventurers": "Choose resources", "steal": "Choose resources",
    "respond": "Answer an opponent's card", "decide": "Decide", "assign": "Choose a space", "copy": "Choose a space",
    "recall": "Choose a space", "name_type": "Name a quest type",
}
PHASES = {"round_start": "start of the round", "ambassador": "the Ambassador", "place": "placing agents",
          "effects": "placing agents", "complete": "completing a quest", "reward": "completing a quest",
          "reassign": "reassigning harbor agents", "over": "game over"}

# the strip of mats under the map, in board units
MAT_TOP = 1072.0               # the map is 1060 high
MAT_HEAD = art.TEXT * 2.4      # the name, score, Lord and hand; the tavern
TRAY_BOTTOM = 1366.0
AGENTS_BESIDE = 800.0          # a mat at least this wide has its agents beside the name and tavern, not under
AGENT_ROW = 62.0               # the row of agents under them otherwise
BOARD_HEIGHT = 1372.0
MAX_SEATS = 5
AGENT_R = 24.0                 # an agent's half height
TEXT_PT = art.TEXT * 72 / 96   # the cards' text size as a font's point size (names on the board use it)


def _seat_columns(board_width: float, seats: int) -> list[tuple[float, float]]:
    """(left, right) of each seat's mat in the strip under the city."""
    left, right = 10.0, board_width - 10.0
    width = (right - left) / seats
    return [(left + i * width + 5, left + (i + 1) * width - 5) for i in range(seats)]


def scene_unit(board: BoardMap) -> float:
    """The board's unit as the scene works it out (the median distance from a place to its nearest
    neighbour): the scene's name size is an eighth of it, and this adapter's label sizes are relative to
    that name size."""
    pts = [n.pos for n in board.nodes]
    nearest = [min(math.hypot(x - a, y - b) for j, (a, b) in enumerate(pts) if j != i) for i, (x, y) in enumerate(pts)]
    return max(1.0, statistics.median(nearest))


art.register()


def _blend(a: str, b: str, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def res_short(res: dict[str, int]) -> str:
    """'8 VP, 1 cleric, 2 wizards' — the resources of a cost or a gain: VP first, then the tavern's order."""
    parts = [f"{res[k]} {RES_WORDS[k][0 if res[k] == 1 else 1]}" for k in ("vp", *RES_ORDER[:-1]) if res.get(k)]
    return ", ".join(parts) if parts else tr("nothing")


def _as_dict(res: Any) -> dict[str, int]:
    return res.as_dict() if hasattr(res, "as_dict") else {k: getattr(res, k, 0) for k in RES_ORDER}


def step_short(step: Any) -> str:
    op = getattr(step, "op", "")
    if op == "gain":
        text = res_short(_as_dict(step.res))
        if step.per is not None:
            text += " " + tr("per {what}").format(what=str(getattr(step.per, "what", step.per)).replace("_", " "))
        return text if step.who == "self" else tr("{what} to an opponent").format(what=text)
    if op == "pay":
        return tr("pay {what}").format(what=res_short(_as_dict(step.res)))
    if op == "gain_any":
        if 0 < len(step.of) < len(ADV):
            return f"{step.count} " + "/".join(RES_WORDS[k][0 if step.count == 1 else 1] for k in step.of)
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
        return " / ".join(effect_steps_short(o) for o in step.options)
    if op == "take_stock":
        return tr("the pile")
    if op == "steal":
        return tr("steal {n}").format(n=step.count)
    if op == "complete_taken_quest":
        return tr("finish it now")
    return op.replace("_", " ")


def effect_steps_short(steps: list) -> str:
    return " + ".join(s for s in (step_short(st) for st in steps) if s)


def effect_short(effect: Any, limit: int = 34) -> str:
    """What an effect gives, in a few words ('2 fighters + 2 gold'); its own text if the steps do not say."""
    text = effect_steps_short(list(effect.steps)) if effect is not None else ""
    if not text or len(text) > limit:
        text = effect.text.rstrip(".") if effect is not None else ""
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
    if lines:
        lines[-1] = fm.elidedText(lines[-1], QtElide, width)
    return lines or [""]


def _plain_gain(step: Any) -> bool:
    return getattr(step, "op", "") == "gain" and step.who == "self" and step.per is None and not step.optional


def _bundle(effect: Any) -> dict[str, int]:
    total: dict[str, int] = {}
    for st in effect.steps:
        if _plain_gain(st):
            for k, v in _as_dict(st.res).items():
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
    _score, cols, _rows, w, h = best
    w = min(w, h / 0.38)            # not too long a card when there are few
    return [((w + gap) * (k % cols) + w / 2, (h + gap) * (k // cols) + h / 2, w, h) for k in range(count)]


@register_adapter
class WaterdeepAdapter(GameAdapter):
    game_id = "waterdeep"
    seat_colours: ClassVar[list[str]] = ["#c0392b", "#2e6fd1", "#e0b422", "#2f9e44", "#8e44ad"]
    seat_colour_names: ClassVar[list[str]] = ["Red", "Blue", "Yellow", "Green", "Purple"]
    figure_params = ()
    place_params = ("place",)
    pinned_kinds = ("end_turn", "pass")

    # -- the board ----------------------------------------------------------------------------------
    def _mat_count(self) -> int:
        return self.seats if self.seats and 2 <= self.seats <= MAX_SEATS else MAX_SEATS

    def board_map(self) -> BoardMap:
        """The map with short names and, in a strip under the city, a mat per seat: the agents' pool (with
        the name, score and tavern above the agents), the active quests, and the completed pile."""
        base = load_map(self.game.map_id)
        data = base.model_dump()
        for n in data["nodes"]:
            if n["kind"] == "action_space":
                b = n["attrs"].get("building", "")
                if b == "cliffwatch_inn":
                    n["name"] = f"Cliffwatch {n['attrs'].get('space', '')}"
                elif b == "waterdeep_harbor":
                    n["name"] = f"Harbor {n['attrs'].get('space', '')}"
                else:
                    n["name"] = SHORT_NAMES.get(n["id"], n["name"])
        count = self._mat_count()
        for i, (x0, x1) in enumerate(_seat_columns(base.width, count)):
            name = self.seat_colour_names[i]

            def box(kind: str, title: str, left: float, right: float, top: float, bottom: float, seat: int = i,
                    label_y: float | None = None) -> None:
                data["nodes"].append({
                    "id": f"{kind}_{seat}", "name": title, "kind": KINDS[kind],
                    "pos": [(left + right) / 2, label_y if label_y is not None else (top + bottom) / 2],
                    "polygon": [[left, top], [right, top], [right, bottom], [left, bottom]], "attrs": {"seat": seat}})

            pool_bottom = MAT_TOP + MAT_HEAD + (4.0 if x1 - x0 >= AGENTS_BESIDE else AGENT_ROW)
            box("pool", f"{name} agents", x0, x1, MAT_TOP, pool_bottom, label_y=MAT_TOP + 20)
            split = x1 - min(196.0, (x1 - x0) * 0.36)
            box("quests", f"{name} quests", x0, split - 4, pool_bottom + 4, TRAY_BOTTOM)
            box("completed", f"{name} completed", split + 4, x1, pool_bottom + 4, TRAY_BOTTOM)
        data["height"] = BOARD_HEIGHT
        board = BoardMap.model_validate(data)
        self._board = board
        self._unit = scene_unit(board)
        return board

    _board: BoardMap | None = None
    _unit: float = 0.0

    def _geometry(self) -> BoardMap:
        if self._board is None:
            self.board_map()
        return self._board

    def _rect(self, node_id: str) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of a place of the board."""
        poly = self._geometry().node(node_id).polygon
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        return min(xs), min(ys), max(xs), max(ys)

    def _size(self, points: float) -> float:
        """A label's size (relative to the scene's name size) for a text of `points` board points."""
        self._geometry()
        return points / max(4.0, self._unit * 0.125)

    def _ward_of(self, node: Node) -> str:
        return node.attrs.get("ward", node.id)

    def node_fill(self, state: WaterdeepState, node: Node) -> str:
        s = state
        kind = node.kind
        if kind == "ward":
            return WARD_TINTS.get(node.id, "#e2d6b4")
        if kind == "action_space":
            return _blend(CARD, WARD_TINTS.get(self._ward_of(node), CARD), 0.25)
        if kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return LOT_EMPTY
            return _blend("#fbf3dc", self.seat_colour(s.owner.get(b)), 0.38)
        if kind == "quest_slot":
            q = self._slot_quest(s, node)
            return _blend(CARD, QUEST_COLOURS.get(q.type, CARD), 0.45) if q is not None else LOT_EMPTY
        if kind == "building_slot":
            return HALL_CARD if self._slot_building(s, node) is not None else LOT_EMPTY
        if kind == "round_step":
            r = node.attrs.get("round", 0)
            return ROUND_NOW if r == s.round else ROUND_PAST if r < s.round else ROUND_LATER
        if kind == "agent_pool":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return PAPER
            return _blend(PAPER, self.seat_colour(seat), 0.28 if seat == self._mover(s) else 0.14)
        if kind in ("quest_hand", "completed_pile"):
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return PAPER
            return _blend(PAPER, self.seat_colour(seat), 0.1 if kind == "quest_hand" else 0.2)
        if kind == "pile":
            return "#d8c9a3"
        return "#d9cfa6"

    def _mover(self, s: WaterdeepState) -> int | None:
        return self.game.to_move(s)

    def _slot_quest(self, s: WaterdeepState, node: Node) -> wd.Quest | None:
        i = node.attrs.get("slot", 0) - 1
        qid = s.cliffwatch[i] if 0 <= i < len(s.cliffwatch) else None
        return s.data.quests.get(qid) if qid else None

    def _slot_building(self, s: WaterdeepState, node: Node) -> str | None:
        i = node.attrs.get("slot", 0) - 1
        return s.hall[i] if 0 <= i < len(s.hall) else None

    def _label(self, title: str, lines: list[str], width: float, bold: bool = True, colour: str = "#1d1a14",
               title_scale: float = 1.0, most: int = 2) -> LabelStyle:
        """A label of a title (wrapped to two lines at most) and smaller lines under it (each wrapped), sized so
        its smallest line is the cards' text size and it fits `width`."""
        small_pt = TEXT_PT                    # the scene draws the lines after the title at 0.86 of its size
        title_pt = small_pt / 0.86 * title_scale if lines else small_pt * title_scale
        titles = fit_lines(title, title_pt, width, bold, 2)
        rest = [part for line in lines for part in fit_lines(line, small_pt, width, False, most)]
        return LabelStyle(bold=bold, colour=colour, text="\n".join(titles + rest), size=self._size(title_pt),
                          title_lines=len(titles))

    def node_label_style(self, state: WaterdeepState, node: Node) -> LabelStyle:
        s = state
        d = s.data
        kind = node.kind
        width = self._width_of(node) - 14
        if kind == "ward":
            return self._label(node.name, [], 400, colour="#6b5a3c")
        if kind == "action_space":
            sp = d.spaces.get(node.id)
            if sp is not None and sp.harbor:
                gives = tr("play intrigue")
            else:
                gives = BASIC_SHORT.get(node.id) or (effect_short(sp.effect, 22) if sp else "")
            return self._label(SPACE_TITLES.get(node.id, node.name), [gives], width)
        if kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return self._label(node.name, [tr("empty lot")], width, bold=False, colour="#8a7b5c")
            bd = d.buildings[b]
            pile = s.stock.get(b)
            gives = (tr("pile: {what}").format(what=res_short(pile)) if pile and any(pile.values())
                     else effect_short(bd.visit, 40))
            return self._label(bd.name, [gives], width)
        if kind == "quest_slot":
            if self._slot_quest(s, node) is None:
                return self._label(tr("(no quest)"), [], width, bold=False, colour="#8a7b5c")
            return LabelStyle(text="")        # the card is a figure of its own (it can be clicked)
        if kind == "building_slot":
            b = self._slot_building(s, node)
            if b is None:
                return self._label(tr("(sold out)"), [], width, bold=False, colour="#8a7b5c")
            bd = d.buildings[b]
            i = node.attrs.get("slot", 1) - 1
            vp = s.hall_vp[i] if i < len(s.hall_vp) else 0
            price = tr("{cost} gold").format(cost=bd.cost) + (" · " + tr("{vp} VP on it").format(vp=vp) if vp else "")
            return self._label(bd.name, [price + " · " + tr("visit: {what}").format(what=effect_short(bd.visit, 40)),
                                         tr("owner: {what}").format(what=effect_short(bd.owner, 40))], width, most=1)
        if kind == "round_step":
            r = node.attrs.get("round", 0)
            now = r == s.round
            style = self._label(str(r), [tr("+1 agent")] if node.attrs.get("extra_agent") else [], width + 40,
                                bold=now, colour="#1d1a14" if r >= s.round else "#6d644f")
            style.underline = now
            return style
        if kind in ("agent_pool", "quest_hand", "completed_pile"):
            seat = node.attrs.get("seat", 0)
            if seat >= s.players or kind == "agent_pool":
                return LabelStyle(text="")     # the mat's top is drawn by a figure of its own
            colour = QColor(self.seat_colour(seat)).darker(150).name()
            if kind == "quest_hand":     # the cards fill the tray: a word only when it is empty
                n = len(s.quests[seat]) + len(s.mandatory[seat])
                return LabelStyle(text="") if n else self._label(tr("No active quest"), [], width, bold=False,
                                                                 colour=colour)
            done = len(s.completed[seat]) + len(s.done_mandatory[seat])
            plots = len(s.plots[seat])
            lines = [tr("1 quest") if done == 1 else tr("{n} quests").format(n=done)]
            if plots:
                lines.append(tr("1 plot quest") if plots == 1 else tr("{n} plot quests").format(n=plots))
            title = tr("Completed") if width >= 150 else tr("Done")
            return self._label(title, lines, width, bold=False, colour=colour)
        if kind == "pile":
            return self._label(node.name, [self._pile_count(s, node)], width, colour="#4a3c26")
        return LabelStyle()

    def _width_of(self, node: Node) -> float:
        if not node.polygon:
            return 200.0
        xs = [p[0] for p in node.polygon]
        return max(xs) - min(xs)

    def _pile_count(self, s: WaterdeepState, node: Node) -> str:
        pile = {"quest_deck": s.quest_deck, "quest_discard": s.quest_discard, "intrigue_deck": s.intrigue_deck,
                "intrigue_discard": s.intrigue_discard, "building_stack": s.building_stack}.get(
                    node.attrs.get("pile", node.id), [])
        return tr("1 card") if len(pile) == 1 else tr("{n} cards").format(n=len(pile))

    def node_badge(self, state: WaterdeepState, node: Node) -> str | None:
        return None     # the VP on a building for sale are written in its label

    def node_tooltip(self, state: WaterdeepState, node: Node) -> str:
        s = state
        d = s.data
        if node.kind == "action_space" and node.id in d.spaces:
            sp = d.spaces[node.id]
            head = f"{sp.name} (space {sp.number})" if sp.multi else sp.name
            return f"{head}\n{sp.effect.text}" + self._occupants(s, node.id)
        if node.kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return tr("{lot}: no building yet — buy one at Builder's Hall.").format(lot=node.name)
            bd = d.buildings[b]
            text = (f"{bd.name} — {s.name(s.owner.get(b))}'s ({node.name})\n" + tr("Visit: {text}").format(
                text=bd.visit.text) + "\n" + tr("Owner: {text}").format(text=bd.owner.text))
            pile = s.stock.get(b)
            if pile and any(pile.values()):
                text += "\n" + tr("Piled here: {what}").format(what=res_short(pile))
            return text + self._occupants(s, node.id)
        if node.kind == "quest_slot":
            q = self._slot_quest(s, node)
            if q is None:
                return tr("No quest in this slot.")
            text = (f"{q.name} ({q.type.capitalize()})\n" + tr("Cost: {cost}").format(cost=res_short(_as_dict(q.cost)))
                    + "\n" + tr("Reward: {text}").format(text=q.reward.text))
            if q.plot and q.plot_effect is not None:
                text += "\n" + tr("Plot quest: {text}").format(text=q.plot_effect.text)
            return text
        if node.kind == "building_slot":
            b = self._slot_building(s, node)
            if b is None:
                return tr("No building for sale here.")
            bd = d.buildings[b]
            i = node.attrs.get("slot", 1) - 1
            return (f"{bd.name} — " + tr("cost {cost} gold, {vp} VP tokens on it").format(cost=bd.cost, vp=s.hall_vp[i])
                    + "\n" + tr("Visit: {text}").format(text=bd.visit.text) + "\n"
                    + tr("Owner: {text}").format(text=bd.owner.text))
        if node.kind == "round_step":
            r = node.attrs.get("round", 0)
            text = tr("Round {r} of 8").format(r=r)
            if node.attrs.get("extra_agent"):
                text += "\n" + tr("Every player gets one more agent from this round on.")
            return text + ("\n" + tr("The current round.") if r == s.round else "")
        if node.kind == "agent_pool":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return ""
            return tr("{name}'s agents not yet sent out this round: {n}").format(name=s.name(seat), n=s.pool[seat])
        if node.kind == "quest_hand":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return ""
            return tr("{name}'s active quests, face up. After placing an agent, drag one you can pay for onto "
                      "the completed pile beside it (or use the actions panel).").format(name=s.name(seat))
        if node.kind == "completed_pile":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return ""
            names = [d.quests[q].name for q in s.completed[seat] if q in d.quests]
            names += [d.intrigue[c].name for c in s.done_mandatory[seat] if c in d.intrigue]
            text = tr("{name}'s completed quests: {list}").format(name=s.name(seat),
                                                                   list=", ".join(names) or tr("none"))
            return text + "\n" + tr("Drop one of your active quests here to complete it (after placing an agent).")
        if node.kind == "pile":
            return f"{node.name}: {self._pile_count(s, node)}"
        return node.name

    def _occupants(self, s: WaterdeepState, place: str) -> str:
        occ = s.occ.get(place, ())
        if not occ:
            return "\n" + tr("Free.")
        names = [(tr("the Ambassador ({who})") if amb else tr("{who}'s agent")).format(who=s.name(o))
                 for o, amb in occ]
        return "\n" + tr("Taken by {who}.").format(who=", ".join(names))

    def owner_marks(self, state: WaterdeepState) -> dict[str, str]:
        return {lot: self.seat_colour(state.owner.get(b)) for lot, b in state.lots.items() if b is not None}

    # -- figures: agents, quest cards, the mats ----------------------------------------------------------
    def figures(self, state: WaterdeepState) -> list[Figure]:
        s = state
        out = self._agent_figures(s)
        out += self._offer_cards(s)
        for seat in range(min(s.players, self._mat_count())):
            out.append(self._mat(s, seat))
            out += self._quest_cards(s, seat)
        return out

    def _agent_figures(self, state: WaterdeepState) -> list[Figure]:
        s = state
        out: list[Figure] = []
        count = [0] * s.players
        for place, occ in s.occ.items():
            for k, (seat, amb) in enumerate(occ):
                f = self._ambassador(s, place, seat) if amb else self._agent(s, seat, count[seat], place, False)
                if not amb:
                    count[seat] += 1
                f.at = self._spot_on(place, k, len(occ))
                out.append(f)
        for seat in range(s.players):
            pooled = []
            for _ in range(max(0, s.pool[seat])):
                pooled.append(self._agent(s, seat, count[seat], f"pool_{seat}", True))
                count[seat] += 1
            if s.ambassador == "held" and s.ambassador_holder == seat:
                pooled.append(self._ambassador(s, f"pool_{seat}", seat))
            self._line_up_pool(seat, pooled)
            out += pooled
        if s.ambassador == "palace":
            lot = next((lot for lot, b in s.lots.items() if b == "the_palace_of_waterdeep"), None)
            if lot is not None:
                f = self._ambassador(s, lot, None)
                f.at = self._spot_on(lot, 0, 1)
                out.append(f)
        return out

    def _spot_on(self, place: str, index: int, count: int) -> tuple[float, float]:
        """Where the `index`-th of `count` agents on a space stands: side by side along its foot."""
        x0, _y0, x1, y1 = self._rect(place)
        step = min(AGENT_R * 2.0, (x1 - x0 - 8) / max(count, 1))
        left = (x0 + x1) / 2 - step * (count - 1) / 2
        return (left + step * index, y1 - AGENT_R - 4)

    def _line_up_pool(self, seat: int, group: list[Figure]) -> None:
        """The agents waiting on a mat stand in one row under its name and tavern."""
        if seat >= self._mat_count() or not group:
            return
        x0, y0, x1, y1 = self._rect(f"pool_{seat}")
        if x1 - x0 >= AGENTS_BESIDE:     # at the right end of the mat, beside the name and the tavern
            for k, f in enumerate(reversed(group)):
                f.at = (x1 - 14 - AGENT_R - AGENT_R * 2.3 * k, (y0 + y1) / 2)
            return
        step = min(AGENT_R * 2.3, (x1 - x0 - 20) / len(group))
        for k, f in enumerate(group):
            f.at = (x0 + 14 + AGENT_R + step * k, y1 - AGENT_R - 5)

    def _agent(self, s: WaterdeepState, seat: int, index: int, node: str, in_pool: bool) -> Figure:
        lieutenant = s.lieutenant == seat and index == s.agents[seat] - 1
        name = tr("Lieutenant") if lieutenant else tr("Agent")
        where = tr("on the mat, not yet sent out") if in_pool else tr("on {place}").format(
            place=self.game.place_name(s, node))
        tip = tr("{who}'s {what}, {where}").format(who=s.name(seat), what=name.lower(), where=where)
        if in_pool:
            tip += "\n" + tr("Drag it onto a free action space.")
        role = "lieutenant" if lieutenant else "agent"
        return Figure(f"agent_{seat}_{index}", node, name, self.seat_colour(seat), seat, tip, art=art.AGENT_ART,
                      size=AGENT_R / self._token_radius(), shape=role)

    def _ambassador(self, s: WaterdeepState, node: str, seat: int | None) -> Figure:
        tip = (tr("The Ambassador, held by {who}").format(who=s.name(seat)) if seat is not None
               else tr("The Ambassador waits at the Palace of Waterdeep for whoever visits it."))
        colour = _blend(self.seat_colour(seat), "#f2e6c0", 0.35) if seat is not None else "#c9b98a"
        return Figure("ambassador", node, tr("Ambassador"), colour, seat, tip, art=art.AGENT_ART,
                      size=AGENT_R / self._token_radius(), shape="ambassador")

    def _token_radius(self) -> float:
        self._geometry()
        return self._unit * 0.22

    # -- quest cards ----------------------------------------------------------------------------------
    def quest_text(self, s: WaterdeepState, q: str) -> str:
        """The full card: name, type, cost, reward (and a plot quest's lasting effect)."""
        d = s.data
        if q in d.quests:
            qu = d.quests[q]
            text = (f"{qu.name} ({qu.type.capitalize()})\n"
                    + tr("Cost: {cost}").format(cost=res_short(_as_dict(qu.cost)))
                    + "\n" + tr("Reward: {text}").format(text=qu.reward.text))
            if qu.plot and qu.plot_effect is not None:
                text += "\n" + tr("Plot quest: {text}").format(text=qu.plot_effect.text)
            return text
        card = d.intrigue[q]
        return (tr("{name} (mandatory quest)").format(name=card.name) + "\n"
                + tr("Cost: {cost}").format(cost=res_short(_as_dict(card.quest.cost))) + "\n"
                + tr("Reward: {text}").format(text=card.quest.reward.text) + "\n"
                + tr("It must be completed before any other quest."))

    def _card(self, s: WaterdeepState, q: str, fid: str, node: str, seat: int | None, tip: str,
              centre: tuple[float, float], width: float, height: float) -> Figure:
        """A quest card as a figure: what the card painter needs is in its label."""
        d = s.data
        if q in d.quests:
            qu = d.quests[q]
            cost, reward, kind, name = qu.cost, qu.reward, qu.type, qu.name
            word = tr(qu.type.capitalize())
        else:
            card = d.intrigue[q]
            cost, reward, kind, name = card.quest.cost, card.quest.reward, "mandatory", card.name
            word = tr("Mandatory")
        gain = {k: v for k, v in _bundle(reward).items() if v}
        vp = gain.pop("vp", 0)
        extras = [st for st in reward.steps if not _plain_gain(st)]
        icons = [ICON_OF[st.op] for st in extras if st.op in ICON_OF]
        extra = effect_steps_short([st for st in extras if st.op not in ICON_OF])
        if q in d.quests and d.quests[q].plot:
            extra = (extra + " · " if extra else "") + tr("plot quest")
        label = art.card_label(type=kind, word=word, name=name, vp=vp, cost=_as_dict(cost), gain=gain, icons=icons,
                               extra=extra, aspect=round(height / width, 3))
        return Figure(fid, node, label, QUEST_COLOURS.get(kind, "#c0392b"), seat, tip, art=art.CARD_ART, at=centre,
                      size=width / 2 / self._token_radius())

    def _offer_cards(self, s: WaterdeepState) -> list[Figure]:
        """The face-up quests of Cliffwatch Inn: clicked (or dragged onto one's quests) to take one."""
        out = []
        taker = s.pending.seat if s.pending is not None and s.pending.kind == "take_quest" else None
        for slot, q in enumerate(s.cliffwatch):
            if q is None or q not in s.data.quests:
                continue
            node = f"quest_slot_{slot + 1}"
            x0, y0, x1, y1 = self._rect(node)
            tip = self.quest_text(s, q) + "\n" + (
                tr("Click it (or drag it onto your quests) to take it.") if taker is not None else
                tr("To take it, send an agent to Cliffwatch Inn, then click the quest."))
            out.append(self._card(s, q, f"offer_{q}", node, taker, tip, ((x0 + x1) / 2, (y0 + y1) / 2),
                                  x1 - x0 - 6, y1 - y0 - 6))
        return out

    def _quest_cards(self, s: WaterdeepState, seat: int) -> list[Figure]:
        """A seat's active quests, face up in rows in its tray: never on top of each other, smaller (and
        showing less) the more there are."""
        ids = list(s.mandatory[seat]) + list(s.quests[seat])
        if not ids:
            return []
        x0, y0, x1, y1 = self._rect(f"quests_{seat}")
        top = y0 + 4
        cells = tray_cells(len(ids), x1 - x0 - 8, y1 - top - 4)
        can = {a["quest"] for a in self.game.legal_actions(s) if a.kind == "complete"} \
            if s.pending is None and s.phase == "complete" and not s.over else set()
        out = []
        for q, (cx, cy, w, h) in zip(ids, cells, strict=False):
            tip = self.quest_text(s, q)
            if seat == s.current and q in can:
                tip += "\n" + tr("Click it, or drag it onto your completed pile, to complete it now.")
            elif seat == s.current and s.phase == "complete" and s.pending is None:
                tip += "\n" + tr("You cannot complete it now: {why}").format(why=self._why_not(s, seat, q))
            out.append(self._card(s, q, f"quest_{seat}_{q}", f"quests_{seat}", seat, tip,
                                  (x0 + 4 + cx, top + cy), w, h))
        return out

    def _mat(self, s: WaterdeepState, seat: int) -> Figure:
        """The top of a seat's mat: name, score, Lord and intrigue hand (their owner only), tavern."""
        d = s.data
        x0, y0, x1, _y1 = self._rect(f"pool_{seat}")
        lord_id = s.lords[seat]
        lord = d.lords[lord_id].name if lord_id != HIDDEN and lord_id in d.lords else ""
        hand = s.hands[seat]
        known = [c for c in hand if c != HIDDEN and c in d.intrigue]
        names = [d.intrigue[c].name for c in known] if hand and len(known) == len(hand) else None
        tav = s.tavern[seat]
        label = art.mat_label(name=s.name(seat), ink=QColor(self.seat_colour(seat)).darker(160).name(), vp=s.vp[seat],
                              first=s.first == seat, lord=lord, cards=len(hand), hand=names if hand else [],
                              tavern={k: tav[k] for k in (*ADV, "gold")}, h=MAT_HEAD,
                              w=x1 - x0 - 16 - (AGENT_R * 2.3 * 6 if x1 - x0 >= AGENTS_BESIDE else 0))
        tip = "\n".join(f"{k}: {v}" for k, v in self.seat_info(s, seat, seat if lord else None).rows)
        width = art._data(label)["w"]
        return Figure(f"mat_{seat}", f"pool_{seat}", label, self.seat_colour(seat), None, tip, art=art.MAT_ART,
                      at=(x0 + 8 + width / 2, y0 + 2 + MAT_HEAD / 2), size=1.0)

    def _why_not(self, s: WaterdeepState, seat: int, q: str) -> str:
        verdict = self.game.check(s, Action.make("complete", seat, quest=q))
        return verdict.reason if isinstance(verdict, Illegal) else tr("it can be completed.")

    @staticmethod
    def _quest_of(figure_id: str) -> tuple[int, str] | None:
        if not figure_id.startswith("quest_"):
            return None
        _prefix, seat, q = figure_id.split("_", 2)
        return int(seat), q

    def _figure_kind(self, s: WaterdeepState, figure_id: str) -> tuple[str, int | None, str | None]:
        """(agent / ambassador, seat, where) of a figure id."""
        for f in self._agent_figures(s):
            if f.id == figure_id:
                return ("ambassador" if figure_id == "ambassador" else "agent"), f.seat, f.node
        return "", None, None

    def _pending_quest_action(self, s: WaterdeepState, q: str) -> Action | None:
        """The pending decision's option that names quest `q` (take it, keep it, discard it), if any."""
        if s.pending is None:
            return None
        return next((a for a in self.game.legal_actions(s) if a.get("quest") == q), None)

    def figure_actions(self, state: WaterdeepState, figure_id: str) -> list[Action]:
        s = state
        if figure_id.startswith("offer_"):
            a = self._pending_quest_action(s, figure_id[len("offer_"):])
            return [a] if a is not None else []
        quest = self._quest_of(figure_id)
        if quest is not None:
            seat, q = quest
            if seat != self.game.to_move(s) or s.over:
                return []
            if s.pending is not None:
                a = self._pending_quest_action(s, q)
                return [a] if a is not None else []
            if s.phase != "complete":
                return []
            return [a for a in self.game.legal_actions(s) if a.kind == "complete" and a["quest"] == q]
        kind, seat, node = self._figure_kind(s, figure_id)
        if seat is None or s.pending is not None or seat != s.current:
            return []
        want = None
        if kind == "agent" and node == f"pool_{seat}" and s.phase == "place":
            want = "place"
        elif kind == "ambassador" and s.phase == "ambassador":
            want = "place_ambassador"
        elif kind == "agent" and s.phase == "reassign" and s.reassigning is not None and node == s.reassigning[0]:
            want = "reassign"
        if want is None:
            return []
        return [a for a in self.game.legal_actions(s) if a.kind == want]

    def legal_targets(self, state: WaterdeepState, figure_id: str) -> set[str]:
        actions = self.figure_actions(state, figure_id)
        if figure_id.startswith("offer_"):
            return {f"quests_{a.seat}" for a in actions if a.kind == "take_quest"}
        quest = self._quest_of(figure_id)
        if quest is not None:
            return {f"completed_{quest[0]}" for a in actions if a.kind == "complete"}
        return {a["place"] for a in actions}

    def draggable(self, state: WaterdeepState, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat and not figure.id.startswith("mat_")

    def click_action(self, state: WaterdeepState, figure_id: str, seat: int | None,
                     parent: Any = None) -> Action | None:
        """A click on a quest card plays it: an offer at Cliffwatch Inn is taken, an active quest completed
        (or chosen, when a card asks to keep or discard one)."""
        if seat is None or not (figure_id.startswith("offer_") or self._quest_of(figure_id)):
            return None
        actions = [a for a in self.figure_actions(state, figure_id) if a.seat == seat]
        return actions[0] if actions else None

    def node_click_action(self, state: WaterdeepState, node_id: str, seat: int | None,
                          parent: Any = None) -> Action | None:
        """A click on a building for sale in Builder's Hall while a building is being bought: that one."""
        s = state
        if seat is None or s.pending is None or s.pending.kind != "buy" or node_id not in self._nodes_by_id():
            return None
        node = self._nodes_by_id()[node_id]
        b = self._slot_building(s, node) if node.kind == "building_slot" else None
        if b is None:
            return None
        return next((a for a in self.game.legal_actions(s) if a.kind == "buy" and a.get("building") == b
                     and a.seat == seat), None)

    def _nodes_by_id(self) -> dict[str, Node]:
        nodes = getattr(self, "_node_index", None)
        if nodes is None:
            nodes = {n.id: n for n in load_map(self.game.map_id).nodes}
            self._node_index = nodes
        return nodes

    def figure_clicked(self, state: WaterdeepState, figure_id: str, seat: int | None) -> Illegal | bool:
        """A quest card clicked that cannot be played now: why."""
        s = state
        if seat is None or not (figure_id.startswith("offer_") or self._quest_of(figure_id)):
            return False
        if figure_id.startswith("offer_"):
            if s.pending is not None:
                return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(
                    prompt=s.pending.prompt), "choices")
            return Illegal(tr("To take a quest, first send an agent to one of Cliffwatch Inn's spaces; then click "
                              "the quest you want."), "quests")
        owner, q = self._quest_of(figure_id)
        if owner != seat:
            return Illegal(tr("That quest is {who}'s.").format(who=s.name(owner)), "quests")
        verdict = self._drop_quest(s, owner, q, f"completed_{owner}")
        return verdict if isinstance(verdict, Illegal) else False

    def drop_action(self, state: WaterdeepState, figure_id: str, node_id: str) -> Action | Illegal:
        s = state
        if figure_id.startswith("offer_"):
            actions = self.figure_actions(s, figure_id)
            if actions and node_id == f"quests_{actions[0].seat}":
                return actions[0]
            if actions:
                return Illegal(tr("Drop the quest on your own quests (on your mat), or just click it."), "quests")
            return self.figure_clicked(s, figure_id, self.game.to_move(s)) or Illegal(
                tr("That quest cannot be taken now."), "quests")
        quest = self._quest_of(figure_id)
        if quest is not None:
            return self._drop_quest(s, quest[0], quest[1], node_id)
        for action in self.figure_actions(s, figure_id):
            if action["place"] == node_id:
                return action
        kind, seat, node = self._figure_kind(s, figure_id)
        if s.pending is not None:
            return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(prompt=s.pending.prompt),
                           "choices")
        if node_id.startswith(("pool_", "quest_slot", "building_slot", "round_", "quests_", "completed_")):
            return Illegal(tr("Send an agent to an action space or a building on a lot."), "placement")
        mode = {"place": "place", "ambassador": "place_ambassador", "reassign": "reassign"}.get(s.phase)
        if mode is None:
            if s.phase == "complete":
                return Illegal(tr("You have placed your agent this turn: now complete a quest or end your turn."),
                               "turn")
            return Illegal(tr("No agent can be placed now."), "turn")
        if kind == "agent" and mode == "place_ambassador":
            return Illegal(tr("First the Ambassador is placed: drag it from your mat."), "ambassador")
        if kind == "ambassador" and mode != "place_ambassador":
            return Illegal(tr("The Ambassador is placed at the start of a round, before any agent."), "ambassador")
        if mode == "place" and node != f"pool_{seat}":
            return Illegal(tr("That agent is already out: send one from your mat."), "placement")
        verdict = self.game.check(s, Action.make(mode, s.current, place=node_id))
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That agent cannot go there now."), "placement")

    def _drop_quest(self, s: WaterdeepState, seat: int, q: str, node_id: str) -> Action | Illegal:
        """A quest card dropped on `node_id`: its own completed pile completes it, if the rules allow."""
        chosen = self._pending_quest_action(s, q)
        if chosen is not None and seat == chosen.seat:
            return chosen
        if node_id != f"completed_{seat}":
            return Illegal(tr("Drop the quest on your completed pile (beside your quests) to complete it."), "quests")
        if s.pending is not None:
            return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(prompt=s.pending.prompt),
                           "choices")
        if seat != self.game.to_move(s):
            return Illegal(tr("It is {who}'s turn, not {seat}'s.").format(who=s.name(self.game.to_move(s)),
                                                                          seat=s.name(seat)), "turn")
        verdict = self.game.check(s, Action.make("complete", seat, quest=q))
        if isinstance(verdict, Illegal):
            return verdict
        return next((a for a in self.game.legal_actions(s) if a.kind == "complete" and a["quest"] == q),
                    Illegal(tr("That quest cannot be completed now."), "quests"))

    def focus_nodes(self, state: WaterdeepState, action: Action) -> list[str]:
        if action.kind == "complete":
            return [f"completed_{action.seat}"]
        place = action.get("place")
        return [place] if isinstance(place, str) and not place.startswith("hall:") else []

    # -- panels ---------------------------------------------------------------------------------------
    def seat_info(self, state: WaterdeepState, seat: int, viewer: int | None) -> SeatInfo:
        s = state
        d = s.data
        tav = s.tavern[seat]
        lord_id = s.lords[seat]
        if viewer == seat and lord_id != HIDDEN and lord_id in d.lords:
            lord = d.lords[lord_id]
            lord_text = f"{lord.name} — {lord.text}"
        elif lord_id != HIDDEN and lord_id in d.lords and s.over:
            lord_text = d.lords[lord_id].name
        else:
            lord_text = tr("secret")
        tavern = ", ".join(f"{tav[k]} {RES_WORDS[k][0 if tav[k] == 1 else 1]}" for k in ADV)
        active = [tr("{name} ({vp} VP)").format(name=d.quests[q].name, vp=d.quests[q].reward_bundle().vp)
                  if d.quests[q].reward_bundle().vp else d.quests[q].name for q in s.quests[seat] if q in d.quests]
        active += [tr("{name} (mandatory)").format(name=d.intrigue[c].name) for c in s.mandatory[seat]
                   if c in d.intrigue]
        plots = [f"{d.quests[q].name} ({d.quests[q].plot_effect.text.rstrip('.')})"
                 if d.quests[q].plot_effect is not None else d.quests[q].name for q in s.plots[seat] if q in d.quests]
        hand = s.hands[seat]
        if viewer == seat:
            # the player's own cards with what each does (the rest of the table sees only how many)
            hand_text = "; ".join(f"{d.intrigue[c].name} ({d.intrigue[c].effect.text.rstrip('.')})"
                                  for c in hand if c in d.intrigue) or tr("none")
        else:
            hand_text = tr("1 card") if len(hand) == 1 else tr("{n} cards").format(n=len(hand))
        agents = tr("{left} of {total} in the pool").format(left=s.pool[seat], total=s.agents[seat])
        extras = []
        if s.lieutenant == seat:
            extras.append(tr("Lieutenant"))
        if s.ambassador_holder == seat and s.ambassador in ("held", "placed"):
            extras.append(tr("Ambassador"))
        if s.first == seat:
            extras.append(tr("first player"))
        if extras:
            agents += " · " + ", ".join(extras)
        buildings = [d.buildings[b].name for b in s.buildings_of(seat)]
        rows = [(tr("Lord"), lord_text), (tr("Gold"), str(tav["gold"])), (tr("Tavern"), tavern),
                (tr("Agents"), agents),
                (tr("Quests"), "; ".join(active) or tr("none")),
                (tr("Completed"), str(len(s.completed[seat]) + len(s.done_mandatory[seat])))]
        if plots:
            rows.append((tr("Plot quests"), "; ".join(plots)))
        rows.append((tr("Intrigue"), hand_text))
        if buildings:
            rows.append((tr("Buildings"), ", ".join(buildings)))
        if s.over:   # the final table was worked out on the whole state: it names every Lord
            keys = ("seat", "track", "adventurers", "gold", "gold_vp", "lord", "lord_vp", "buildings", "total")
            r = next((dict(zip(keys, row, strict=False)) for row in s.table if row and row[0] == seat), None)
            if r is not None:
                rows[0] = (tr("Lord"), lord_text if lord_text != tr("secret") else str(r["lord"]))
                rows.insert(0, (tr("Final score"), tr(
                    "{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP"
                ).format(track=r["track"], adv=r["adventurers"], gvp=r["gold_vp"], gold=r["gold"],
                         lvp=r["lord_vp"], total=r["total"])))
                return SeatInfo(rows, tr("{n} VP").format(n=r["total"]))
        return SeatInfo(rows, tr("{n} VP").format(n=s.vp[seat]))

    def action_group(self, action: Action) -> str:
        group = GROUPS.get(action.kind)
        return tr(group) if group else super().action_group(action)

    def phase_text(self, state: WaterdeepState) -> str:
        s = state
        if s.over:
            return tr("Game over")
        text = tr("Round {round} of {rounds} · {phase}").format(round=s.round, rounds=s.data.setup.rounds,
                                                                phase=tr(PHASES.get(s.phase, s.phase)))
        if s.pending is not None:
            text += " · " + s.pending.prompt
            if s.pending.kind == "take_quest":
                text += " " + tr("Click its card.")
        elif s.phase == "complete":
            text += " · " + tr("click one of your quests to complete it, or End turn")
        return text

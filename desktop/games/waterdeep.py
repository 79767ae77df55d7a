"""Lords of Waterdeep on the generic board: agents as figures, the city's wards tinted, and every
space, lot, quest card and building for sale labelled with what it gives.

The map (maps/data/waterdeep.json) has no place for the agents a player has not yet sent out, so the
board drawn here is the map plus one "agent pool" box per seat in a strip under the city (display only:
the engine never hears of them). A player drags an agent from their pool onto a free action space; the
Ambassador is dragged from its holder's pool at the start of a round, and a harbor agent from the harbor
when agents are reassigned. Every choice that follows a placement (which quest, which building, which
resources, which opponent) is in the actions panel.

Labels say what a place holds in this state through `LabelStyle.text` (several lines: the name, then
what it gives); a scene that does not draw that text still shows the names, and the tooltips say all.
"""
from __future__ import annotations

import textwrap
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.waterdeep import cards as wd
from engines.waterdeep.state import ADV, HIDDEN, WaterdeepState
from maps import BoardMap, load_map
from maps.schema import Node

from . import register_adapter
from .base import Figure, GameAdapter, LabelStyle, SeatInfo


def tr(text: str) -> str:
    return QCoreApplication.translate("WaterdeepAdapter", text)


# -- colours -----------------------------------------------------------------------------------------
WARD_TINTS = {
    "sea_ward": "#d3e2dc", "north_ward": "#eadfc0", "castle_ward": "#e6d1c6", "trades_ward": "#ecd9a8",
    "city_of_the_dead": "#d2d6c4", "field_ward": "#dbe4bc", "dock_ward": "#cdd8e4", "southern_ward": "#e6ceb0",
}
# the cubes of the published game: clerics white, fighters orange, rogues black, wizards purple, gold
RES_COLOURS = {"cleric": "#f4f1e6", "fighter": "#f0a050", "rogue": "#6a6a6a", "wizard": "#a27fd0", "gold": "#efcb55",
               "vp": "#7fb069"}
QUEST_COLOURS = {"arcana": "#a27fd0", "piety": "#f1ede0", "skullduggery": "#8c8c8c", "warfare": "#f0a050",
                 "commerce": "#efcb55"}
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
    "cliffwatch_inn_3": "reset + quest",
}
SHORT_NAMES = {
    "the_grinning_lion_tavern": "Grinning Lion", "auroras_realms_shop": "Aurora's Shop",
    "castle_waterdeep": "Castle Waterdeep", "blackstaff_tower": "Blackstaff Tower",
}
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

POOL_TOP, POOL_HEIGHT = 1210.0, 132.0
QUEST_TOP, QUEST_HEIGHT, QUEST_WIDTH = POOL_TOP + POOL_HEIGHT + 8.0, 150.0, 206.0
STRIP = QUEST_TOP + QUEST_HEIGHT + 20.0 - 1200.0
MAX_SEATS = 5
CARD_ART = "waterdeep_quest_card"


def _seat_columns(board_width: float) -> list[tuple[float, float]]:
    """(left, right) of each seat's column in the strip under the city."""
    left, right = 40.0, board_width - 40.0
    width = (right - left) / MAX_SEATS
    return [(left + i * width + 6, left + (i + 1) * width - 6) for i in range(MAX_SEATS)]


def _paint_quest_card(painter: Any, item: Any) -> None:
    """A face-up quest card: its type's colour, its name, and the VP it gives; a gold edge when it can be
    dragged onto the completed pile now."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QPen

    f = item.figure
    r = item.radius
    w, h = r * 1.2, r * 0.8           # half width, half height: a card lying flat, wider than tall
    card = QRectF(-w, -h, 2 * w, 2 * h)
    colour = QColor(f.colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80 if item.lifted else 55))
    painter.drawRoundedRect(card.translated(r * 0.08, r * 0.1), r * 0.12, r * 0.12)
    painter.setBrush(QColor(_blend("#fbf4df", f.colour, 0.35)))
    edge = QColor("#ffd34d") if item.draggable else colour.darker(170)
    painter.setPen(QPen(edge, r * (0.14 if item.draggable else 0.06)))
    painter.drawRoundedRect(card, r * 0.12, r * 0.12)
    band = QRectF(-w, -h, 2 * w, r * 0.36)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRect(band.adjusted(r * 0.06, r * 0.06, -r * 0.06, 0))
    font = QFont(item.base_font)
    font.setBold(True)
    font.setPointSizeF(max(1.0, r * 0.24))
    painter.setFont(font)
    painter.setPen(QColor("#1d1a14") if colour.lightness() > 140 else QColor("#ffffff"))
    kind, _sep, rest = f.label.partition("|")
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, kind)
    name, _sep, foot = rest.partition("|")
    painter.setPen(QColor("#1d1a14"))
    font.setPointSizeF(max(1.0, r * 0.23))
    painter.setFont(font)
    body = QRectF(-w * 0.96, -h + r * 0.36, 2 * w * 0.96, h * 2 - r * 0.36 - r * 0.34)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    font.setBold(False)
    font.setPointSizeF(max(1.0, r * 0.21))
    painter.setFont(font)
    painter.drawText(QRectF(-w, h - r * 0.36, 2 * w, r * 0.34), Qt.AlignmentFlag.AlignCenter, foot)


def _register_art() -> None:
    try:
        from desktop.board.scene import register_figure_art
    except ImportError:       # no scene (a headless use of the adapter): cards fall back to tokens
        return
    register_figure_art(CARD_ART, _paint_quest_card)


_register_art()


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


def quest_short(q: wd.Quest) -> tuple[str, str]:
    """(cost, reward) of a quest card, short."""
    reward = effect_short(q.reward, 40) if q.reward.steps else ""
    if q.plot:
        reward = (reward + " + " if reward else "") + tr("plot")
    return res_short(_as_dict(q.cost)), reward


def wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False) or [""]


@register_adapter
class WaterdeepAdapter(GameAdapter):
    game_id = "waterdeep"
    seat_colours: ClassVar[list[str]] = ["#c0392b", "#2e6fd1", "#e0b422", "#2f9e44", "#8e44ad"]
    seat_colour_names: ClassVar[list[str]] = ["Red", "Blue", "Yellow", "Green", "Purple"]
    figure_params = ()
    place_params = ("place",)
    pinned_kinds = ("end_turn", "pass")

    # -- the board ----------------------------------------------------------------------------------
    def board_map(self) -> BoardMap:
        """The map with short names and, in a strip under the city, one agent pool per seat."""
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
        for i, (x0, x1) in enumerate(_seat_columns(base.width)):
            y0, y1 = POOL_TOP, POOL_TOP + POOL_HEIGHT
            data["nodes"].append({
                "id": f"pool_{i}", "name": f"{self.seat_colour_names[i]} agents", "kind": "agent_pool",
                "pos": [(x0 + x1) / 2, y0 + 26], "polygon": [[x0, y0], [x1, y0], [x1, y1], [x0, y1]],
                "attrs": {"seat": i}})
            # the seat's active quests (face up, cards to drag) and its completed pile (where they are dropped)
            q0, q1, y0, y1 = x0, x0 + QUEST_WIDTH, QUEST_TOP, QUEST_TOP + QUEST_HEIGHT
            data["nodes"].append({
                "id": f"quests_{i}", "name": f"{self.seat_colour_names[i]} quests", "kind": "quest_hand",
                "pos": [(q0 + q1) / 2, y0 + 11], "polygon": [[q0, y0], [q1, y0], [q1, y1], [q0, y1]],
                "attrs": {"seat": i}})
            c0 = q1 + 6
            data["nodes"].append({
                "id": f"completed_{i}", "name": f"{self.seat_colour_names[i]} completed", "kind": "completed_pile",
                "pos": [(c0 + x1) / 2, y0 + 36], "polygon": [[c0, y0], [x1, y0], [x1, y1], [c0, y1]],
                "attrs": {"seat": i}})
        data["height"] = base.height + STRIP
        return BoardMap.model_validate(data)

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

    def node_label_style(self, state: WaterdeepState, node: Node) -> LabelStyle:
        s = state
        d = s.data
        kind = node.kind
        if kind == "ward":
            return LabelStyle(bold=True, colour="#6b5a3c", size=0.9)
        if kind == "action_space":
            sp = d.spaces.get(node.id)
            if sp is not None and sp.harbor:
                gives = tr("play intrigue")
            else:
                gives = BASIC_SHORT.get(node.id) or (effect_short(sp.effect, 22) if sp else "")
            return LabelStyle(bold=True, text=f"{node.name}\n{gives}", size=0.72)
        if kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return LabelStyle(colour="#8a7b5c", text=f"{node.name}\n" + tr("empty lot"), size=0.66)
            bd = d.buildings[b]
            owner = s.owner.get(b)
            lines = [bd.name, tr("{who}'s · cost {cost}").format(who=s.name(owner), cost=bd.cost)]
            pile = s.stock.get(b)
            lines.append(tr("pile: {what}").format(what=res_short(pile)) if pile and any(pile.values())
                         else effect_short(bd.visit, 30))
            return LabelStyle(bold=True, text="\n".join(lines), size=0.64)
        if kind == "quest_slot":
            q = self._slot_quest(s, node)
            if q is None:
                return LabelStyle(colour="#8a7b5c", text=tr("(no quest)"), size=0.7)
            cost, reward = quest_short(q)
            title = wrap(q.name, 15)
            lines = title + [q.type.upper()] + wrap(cost, 18) + wrap("→ " + reward, 18)
            return LabelStyle(bold=True, text="\n".join(lines), size=0.68 if len(lines) <= 7 else 0.62,
                              title_lines=len(title))
        if kind == "building_slot":
            b = self._slot_building(s, node)
            if b is None:
                return LabelStyle(colour="#8a7b5c", text=tr("(sold out)"), size=0.7)
            bd = d.buildings[b]
            i = node.attrs.get("slot", 1) - 1
            vp = s.hall_vp[i] if i < len(s.hall_vp) else 0
            lines = [bd.name, tr("cost {cost} gold · {vp} VP on it").format(cost=bd.cost, vp=vp),
                     tr("visit: {what}").format(what=effect_short(bd.visit, 30)),
                     tr("owner: {what}").format(what=effect_short(bd.owner, 28))]
            return LabelStyle(bold=True, text="\n".join(lines), size=0.8)
        if kind == "round_step":
            r = node.attrs.get("round", 0)
            extra = "\n" + tr("+1 agent") if node.attrs.get("extra_agent") else ""
            now = r == s.round
            return LabelStyle(bold=now, underline=now, text=f"{r}{extra}", size=0.9 if not extra else 0.62,
                              colour="#1d1a14" if r >= s.round else "#6d644f")
        if kind == "agent_pool":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return LabelStyle(colour=PAPER, text="")
            text = tr("{name}'s agents").format(name=s.name(seat))
            return LabelStyle(bold=seat == self._mover(s), text=text, size=0.75,
                              colour=QColor(self.seat_colour(seat)).darker(150).name())
        if kind in ("quest_hand", "completed_pile"):
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return LabelStyle(colour=PAPER, text="")
            colour = QColor(self.seat_colour(seat)).darker(150).name()
            if kind == "quest_hand":
                n = len(s.quests[seat]) + len(s.mandatory[seat])
                text = tr("{name}'s quests").format(name=s.name(seat)) if n else \
                    tr("{name}'s quests: none").format(name=s.name(seat))
                return LabelStyle(text=text, size=0.62, colour=colour)
            done = len(s.completed[seat]) + len(s.done_mandatory[seat])
            return LabelStyle(bold=True, text=tr("Completed") + "\n" + (tr("1 quest") if done == 1 else
                                                                        tr("{n} quests").format(n=done)),
                              size=0.6, colour=colour)
        if kind == "pile":
            return LabelStyle(text=f"{node.name}\n{self._pile_count(s, node)}", size=0.6, colour="#4a3c26")
        return LabelStyle()

    def _pile_count(self, s: WaterdeepState, node: Node) -> str:
        pile = {"quest_deck": s.quest_deck, "quest_discard": s.quest_discard, "intrigue_deck": s.intrigue_deck,
                "intrigue_discard": s.intrigue_discard, "building_stack": s.building_stack}.get(
                    node.attrs.get("pile", node.id), [])
        return tr("1 card") if len(pile) == 1 else tr("{n} cards").format(n=len(pile))

    def node_badge(self, state: WaterdeepState, node: Node) -> str | None:
        if node.kind == "building_slot":
            i = node.attrs.get("slot", 1) - 1
            if state.hall[i] is not None and state.hall_vp[i]:
                return str(state.hall_vp[i])
        return None

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
            text = tr("{name}'s completed quests: {list}").format(name=s.name(seat), list=", ".join(names) or tr("none"))
            return text + "\n" + tr("Drop one of your active quests here to complete it (after placing an agent).")
        if node.kind == "pile":
            return f"{node.name}: {self._pile_count(s, node)}"
        return node.name

    def _occupants(self, s: WaterdeepState, place: str) -> str:
        occ = s.occ.get(place, ())
        if not occ:
            return "\n" + tr("Free.")
        names = [tr("the Ambassador ({who})").format(who=s.name(o)) if amb else tr("{who}'s agent").format(who=s.name(o))
                 for o, amb in occ]
        return "\n" + tr("Taken by {who}.").format(who=", ".join(names))

    def owner_marks(self, state: WaterdeepState) -> dict[str, str]:
        return {lot: self.seat_colour(state.owner.get(b)) for lot, b in state.lots.items() if b is not None}

    # -- agents ---------------------------------------------------------------------------------------
    def figures(self, state: WaterdeepState) -> list[Figure]:
        out = self._agent_figures(state)
        for seat in range(state.players):
            out += self._quest_cards(state, seat)
        return out

    def _agent_figures(self, state: WaterdeepState) -> list[Figure]:
        s = state
        out: list[Figure] = []
        count = [0] * s.players
        placed: list[tuple[int, str]] = []
        for place, occ in s.occ.items():
            for seat, amb in occ:
                if amb:
                    out.append(self._ambassador(s, place, seat))
                else:
                    placed.append((seat, place))
        for seat, place in placed:
            out.append(self._agent(s, seat, count[seat], place, False))
            count[seat] += 1
        for seat in range(s.players):
            for _ in range(max(0, s.pool[seat])):
                out.append(self._agent(s, seat, count[seat], f"pool_{seat}", True))
                count[seat] += 1
        if s.ambassador == "held" and s.ambassador_holder is not None:
            out.append(self._ambassador(s, f"pool_{s.ambassador_holder}", s.ambassador_holder))
        elif s.ambassador == "palace":
            lot = next((lot for lot, b in s.lots.items() if b == "the_palace_of_waterdeep"), None)
            if lot is not None:
                out.append(self._ambassador(s, lot, None))
        self._line_up_pools(out)
        return out

    def _line_up_pools(self, figures: list[Figure]) -> None:
        """The agents waiting in a pool stand in one row inside its box (a group would spill over the
        quests under it)."""
        columns = _seat_columns(self._width())
        by_pool: dict[int, list[Figure]] = {}
        for f in figures:
            if f.node.startswith("pool_"):
                by_pool.setdefault(int(f.node[5:]), []).append(f)
        for seat, group in by_pool.items():
            x0, x1 = columns[seat]
            step = min(64.0, (x1 - x0 - 24) / max(len(group), 1))
            left = (x0 + x1) / 2 - step * (len(group) - 1) / 2
            for k, f in enumerate(group):
                f.at = (left + step * k, POOL_TOP + 66)
                f.size = 0.72

    # -- quest cards ----------------------------------------------------------------------------------
    _map_width: float | None = None

    def _width(self) -> float:
        if self._map_width is None:
            self._map_width = load_map(self.game.map_id).width
        return self._map_width

    def quest_text(self, s: WaterdeepState, q: str) -> str:
        """The full card: name, type, cost, reward (and a plot quest's lasting effect)."""
        d = s.data
        if q in d.quests:
            qu = d.quests[q]
            text = (f"{qu.name} ({qu.type.capitalize()})\n" + tr("Cost: {cost}").format(cost=res_short(_as_dict(qu.cost)))
                    + "\n" + tr("Reward: {text}").format(text=qu.reward.text))
            if qu.plot and qu.plot_effect is not None:
                text += "\n" + tr("Plot quest: {text}").format(text=qu.plot_effect.text)
            return text
        card = d.intrigue[q]
        return (tr("{name} (mandatory quest)").format(name=card.name) + "\n"
                + tr("Cost: {cost}").format(cost=res_short(_as_dict(card.quest.cost))) + "\n"
                + tr("Reward: {text}").format(text=card.quest.reward.text) + "\n"
                + tr("It must be completed before any other quest."))

    def _quest_cards(self, s: WaterdeepState, seat: int) -> list[Figure]:
        d = s.data
        ids = list(s.mandatory[seat]) + list(s.quests[seat])
        if not ids:
            return []
        x0, _x1 = _seat_columns(self._width())[seat]
        # wide cards: two a row for up to four quests, smaller ones when there are more
        per_row, size = next((p, z) for n, p, z in ((4, 2, 1.4), (6, 3, 0.95), (8, 4, 0.72), (99, 5, 0.58))
                             if len(ids) <= n)
        step_x = QUEST_WIDTH / per_row
        rows = (len(ids) + per_row - 1) // per_row
        step_y = (QUEST_HEIGHT - 22) / max(rows, 2)
        can = {a["quest"] for a in self.game.legal_actions(s) if a.kind == "complete"} \
            if s.pending is None and s.phase == "complete" and not s.over else set()
        out = []
        for k, q in enumerate(ids):
            row, col = divmod(k, per_row)
            at = (x0 + step_x * (col + 0.5), QUEST_TOP + 22 + step_y * (row + 0.5))
            if q in d.quests:
                qu = d.quests[q]
                colour = QUEST_COLOURS.get(qu.type, CARD)
                bundle = qu.reward_bundle()
                foot = tr("{n} VP").format(n=bundle.vp) + (" · " + tr("plot") if qu.plot else "")
                label = f"{qu.type.upper()}|{qu.name}|{foot}"
            else:
                card = d.intrigue[q]
                colour = "#c0392b"
                label = f"{tr('MANDATORY')}|{card.name}|{tr('must do first')}"
            tip = self.quest_text(s, q)
            if seat == s.current and q in can:
                tip += "\n" + tr("Drag it onto your completed pile to complete it now.")
            elif seat == s.current and s.phase == "complete" and s.pending is None:
                tip += "\n" + tr("You cannot complete it now: {why}").format(why=self._why_not(s, seat, q))
            out.append(Figure(f"quest_{seat}_{q}", f"quests_{seat}", label, colour, seat, tip, art=CARD_ART,
                              at=at, size=size))
        return out

    def _why_not(self, s: WaterdeepState, seat: int, q: str) -> str:
        verdict = self.game.check(s, Action.make("complete", seat, quest=q))
        return verdict.reason if isinstance(verdict, Illegal) else tr("it can be completed.")

    @staticmethod
    def _quest_of(figure_id: str) -> tuple[int, str] | None:
        if not figure_id.startswith("quest_"):
            return None
        _prefix, seat, q = figure_id.split("_", 2)
        return int(seat), q

    def _agent(self, s: WaterdeepState, seat: int, index: int, node: str, in_pool: bool) -> Figure:
        lieutenant = s.lieutenant == seat and index == s.agents[seat] - 1
        name = tr("Lieutenant") if lieutenant else tr("Agent")
        where = tr("in the pool") if in_pool else tr("on {place}").format(place=self.game.place_name(s, node))
        tip = tr("{who}'s {what}, {where}").format(who=s.name(seat), what=name.lower(), where=where)
        if in_pool:
            tip += "\n" + tr("Drag it onto a free action space.")
        fid = f"agent_{seat}_{index}"
        return Figure(fid, node, name, self.seat_colour(seat), seat, tip, points=None if lieutenant else index + 1,
                      shape="standee" if lieutenant else "token")

    def _ambassador(self, s: WaterdeepState, node: str, seat: int | None) -> Figure:
        tip = (tr("The Ambassador, held by {who}").format(who=s.name(seat)) if seat is not None
               else tr("The Ambassador waits at the Palace of Waterdeep for whoever visits it."))
        colour = _blend(self.seat_colour(seat), "#f2e6c0", 0.45) if seat is not None else "#c9b98a"
        return Figure("ambassador", node, tr("Ambassador"), colour, seat, tip, shape="standee")

    def _figure_kind(self, s: WaterdeepState, figure_id: str) -> tuple[str, int | None, str | None]:
        """(agent / ambassador, seat, where) of a figure id."""
        for f in self._agent_figures(s):
            if f.id == figure_id:
                return ("ambassador" if figure_id == "ambassador" else "agent"), f.seat, f.node
        return "", None, None

    def figure_actions(self, state: WaterdeepState, figure_id: str) -> list[Action]:
        s = state
        quest = self._quest_of(figure_id)
        if quest is not None:
            seat, q = quest
            if s.pending is not None or s.phase != "complete" or seat != s.current or s.over:
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
        quest = self._quest_of(figure_id)
        if quest is not None:
            return {f"completed_{quest[0]}"} if self.figure_actions(state, figure_id) else set()
        return {a["place"] for a in self.figure_actions(state, figure_id)}

    def draggable(self, state: WaterdeepState, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat

    def drop_action(self, state: WaterdeepState, figure_id: str, node_id: str) -> Action | Illegal:
        s = state
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
        if node_id.startswith(("pool_", "quest_slot", "building_slot", "round_")):
            return Illegal(tr("Send an agent to an action space or a building on a lot."), "placement")
        mode = {"place": "place", "ambassador": "place_ambassador", "reassign": "reassign"}.get(s.phase)
        if mode is None:
            if s.phase == "complete":
                return Illegal(tr("You have placed your agent this turn: now complete a quest or end your turn."),
                               "turn")
            return Illegal(tr("No agent can be placed now."), "turn")
        if kind == "agent" and mode == "place_ambassador":
            return Illegal(tr("First the Ambassador is placed: drag it from your pool."), "ambassador")
        if kind == "ambassador" and mode != "place_ambassador":
            return Illegal(tr("The Ambassador is placed at the start of a round, before any agent."), "ambassador")
        if mode == "place" and node != f"pool_{seat}":
            return Illegal(tr("That agent is already out: send one from your pool."), "placement")
        verdict = self.game.check(s, Action.make(mode, s.current, place=node_id))
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That agent cannot go there now."), "placement")

    def _drop_quest(self, s: WaterdeepState, seat: int, q: str, node_id: str) -> Action | Illegal:
        """A quest card dropped on `node_id`: its own completed pile completes it, if the rules allow."""
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
        active = []
        for q in s.quests[seat]:
            qu = d.quests.get(q)
            if qu is not None:
                cost, reward = quest_short(qu)
                active.append(f"{qu.name} ({qu.type.capitalize()}: {cost} → {reward})")
        for c in s.mandatory[seat]:
            card = d.intrigue.get(c)
            if card is not None and card.quest is not None:
                active.append(tr("MANDATORY {name} ({cost} → {reward})").format(
                    name=card.name, cost=res_short(_as_dict(card.quest.cost)), reward=effect_short(card.quest.reward)))
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
                    "{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP").format(
                        track=r["track"], adv=r["adventurers"], gvp=r["gold_vp"], gold=r["gold"], lvp=r["lord_vp"],
                        total=r["total"])))
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
        return text

    def setup_events(self, state: Any) -> list:
        return list(getattr(state, "setup_events", ()))

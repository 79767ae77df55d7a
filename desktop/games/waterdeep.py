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

from typing import Any

from PySide6.QtGui import QColor

from engines.core import Action, Game, Illegal
from engines.waterdeep import cards as wd
from engines.waterdeep.corruption import cost_each
from engines.waterdeep.game import WaterdeepGame
from engines.waterdeep.state import ADV, HIDDEN, WaterdeepState
from maps import BoardMap, load_map
from maps.schema import Node

from ..board.measure import NAME_SHARE, board_unit
from ..i18n import say, tr, word
from . import register_adapter
from . import waterdeep_art as art
from .base import Figure, GameAdapter, LabelStyle, SeatInfo
from .waterdeep_common import (
    AGENT_ROW,
    AGENTS_BESIDE,
    BASIC_SHORT,
    BOARD_HEIGHT,
    CARD,
    CORRUPTION_EMPTY,
    CORRUPTION_FULL,
    GROUPS,
    HALL_CARD,
    KINDS,
    LOT_EMPTY,
    MAT_HEAD,
    MAT_TOP,
    MAX_SEATS,
    MODULE_BOXES,
    MODULE_STRIP,
    MODULE_TOP,
    PAPER,
    PHASES,
    QUEST_COLOURS,
    ROUND_LATER,
    ROUND_NOW,
    ROUND_PAST,
    SHORT_NAMES,
    SPACE_H,
    SPACE_W,
    TEXT_PT,
    TRAY_BOTTOM,
    WARD_TINTS,
    blend,
    effect_short,
    fit_lines,
    res_count,
    res_short,
    seat_columns,
)
from .waterdeep_figures import WaterdeepFigures
from .waterdeep_moves import WaterdeepMoves

art.register()


@register_adapter
class WaterdeepAdapter(GameAdapter):
    game_id = "waterdeep"
    game: WaterdeepGame
    figure_params = ()
    place_params = ("place",)
    pinned_kinds = ("end_turn", "pass")

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.board_figures = WaterdeepFigures(self)
        self.moves = WaterdeepMoves(self, self.board_figures)

    def choice_label(self, option: str, value: Any) -> str:
        if option == "modules":
            return {"none": tr("No module (the base game)"), "undermountain": tr("Undermountain"),
                    "skullport": tr("Skullport"), "both": tr("Both: Undermountain and Skullport")}.get(value, "")
        return ""

    # -- the board ----------------------------------------------------------------------------------
    def mat_count(self) -> int:
        return self.seats if self.seats and 2 <= self.seats <= MAX_SEATS else MAX_SEATS

    def board_map(self) -> BoardMap:
        """The map and, in a strip under the city, a mat per seat: the agents' pool (with the name, score and
        tavern above the agents), the active quests, and the completed pile. The places keep the map's names
        (the catalog has them; the labels say shorter ones where a space is small), a mat's places are named
        by its seat."""
        base = load_map(self.game.map_id)
        data = base.model_dump()
        modules = self.modules()
        drop = MODULE_STRIP if modules else 0.0      # the mats go under the modules' boards
        if modules:
            self._module_boards(data, modules)
        count = self.mat_count()
        names = self.seat_names()   # (the mats are drawn before play: the names of a full table)
        for i, (x0, x1) in enumerate(seat_columns(base.width, count)):
            name = names[i]

            def box(kind: str, title: str, left: float, right: float, top: float, bottom: float, seat: int = i,
                    label_y: float | None = None) -> None:
                data["nodes"].append({
                    "id": f"{kind}_{seat}", "name": title, "kind": KINDS[kind],
                    "pos": [(left + right) / 2, label_y if label_y is not None else (top + bottom) / 2],
                    "polygon": [[left, top], [right, top], [right, bottom], [left, bottom]], "attrs": {"seat": seat}})

            pool_bottom = drop + MAT_TOP + MAT_HEAD + (4.0 if x1 - x0 >= AGENTS_BESIDE else AGENT_ROW)
            box("pool", name, x0, x1, drop + MAT_TOP, pool_bottom, label_y=drop + MAT_TOP + 20)
            split = x1 - min(196.0, (x1 - x0) * 0.36)
            box("quests", name, x0, split - 4, pool_bottom + 4, drop + TRAY_BOTTOM)
            box("completed", name, split + 4, x1, pool_bottom + 4, drop + TRAY_BOTTOM)
        data["height"] = drop + BOARD_HEIGHT
        board = BoardMap.model_validate(data)
        self._board = board
        self._unit = board_unit(board)
        return board

    _board: BoardMap | None = None
    _unit: float = 0.0

    def modules(self) -> tuple[str, ...]:
        """The modules of the open game (none when the options are not known yet)."""
        options = self.options
        return options.module_tuple if options is not None and hasattr(options, "module_tuple") else ()

    def _module_boards(self, data: dict[str, Any], modules: tuple[str, ...]) -> None:
        """(Scoundrels of Skullport) Under the city, a board for each module in play: its region, its three action
        spaces and, for Skullport, the corruption track (a cell for each value, its tokens counted)."""
        from engines.waterdeep.state import data as game_data
        d = game_data(modules)
        basic, _tiles = wd.load_buildings(("base", *modules))
        module_of = {b.id: b.module for b in basic}
        top, bottom = MODULE_TOP, MODULE_TOP + MODULE_STRIP - 10
        for module in modules:
            x0, x1 = MODULE_BOXES[module]
            data["nodes"].append({"id": module, "name": module.capitalize(), "kind": "ward",
                                  "pos": [(x0 + x1) / 2 if module == "undermountain" else x0 + 360, top + 30],
                                  "polygon": [[x0, top], [x1, top], [x1, bottom], [x0, bottom]], "attrs": {}})
            spaces = [sp for sp in d.spaces.values() if module_of.get(sp.building) == module]
            width = (x1 - x0) if module == "undermountain" else 690.0
            for k, sp in enumerate(spaces):
                cx = x0 + width * (k + 0.5) / len(spaces)
                cy = bottom - 16 - SPACE_H / 2
                data["nodes"].append({
                    "id": sp.id, "name": sp.name, "kind": "action_space", "pos": [cx, cy - 18],
                    "polygon": [[cx - SPACE_W / 2, cy - SPACE_H / 2], [cx + SPACE_W / 2, cy - SPACE_H / 2],
                                [cx + SPACE_W / 2, cy + SPACE_H / 2], [cx - SPACE_W / 2, cy + SPACE_H / 2]],
                    "attrs": {"building": sp.building, "space": sp.number, "basic": True, "ward": module}})
                data["edges"].append({"a": module, "b": sp.id, "attrs": {"rel": "in_ward"}})
            if module == "skullport" and d.track is not None:
                values = list(dict.fromkeys(d.track.spaces))
                left, cell_h = x0 + 700.0, 74.0
                cell_w = (x1 - left - 10) / 3
                data["features"].append({"kind": "label", "name": "Corruption track",
                                         "points": [[left + 1.5 * cell_w + 10, top + 24]]})
                for k, value in enumerate(values):
                    first = d.track.spaces.index(value)
                    cx = left + 10 + cell_w * (k % 3) + cell_w / 2
                    cy = top + 40 + cell_h * (k // 3) + cell_h / 2
                    hw, hh = cell_w / 2 - 4, cell_h / 2 - 3
                    data["nodes"].append({
                        "id": f"corruption_{-value}", "name": "Corruption track", "kind": "corruption_step",
                        "pos": [cx, cy],
                        "polygon": [[cx - hw, cy - hh], [cx + hw, cy - hh], [cx + hw, cy + hh], [cx - hw, cy + hh]],
                        "attrs": {"value": value, "first": first, "count": d.track.spaces.count(value)}})

    def geometry(self) -> BoardMap:
        """The board as drawn (made by board_map when not yet)."""
        return self._board if self._board is not None else self.board_map()

    def rect(self, node_id: str) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of a place of the board."""
        poly = self.geometry().node(node_id).polygon or [self.geometry().node(node_id).pos]
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        return min(xs), min(ys), max(xs), max(ys)

    def _size(self, points: float) -> float:
        """A label's size (relative to the scene's name size) for a text of `points` board points."""
        self.geometry()
        return points / max(4.0, self._unit * NAME_SHARE)

    def _ward_of(self, node: Node) -> str:
        return node.attrs.get("ward", node.id)

    def node_fill(self, state: WaterdeepState, node: Node) -> str:
        s = state
        kind = node.kind
        if kind == "ward":
            return WARD_TINTS.get(node.id, "#e2d6b4")
        if kind == "action_space":
            return blend(CARD, WARD_TINTS.get(self._ward_of(node), CARD), 0.25)
        if kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return LOT_EMPTY
            return blend("#fbf3dc", self.seat_colour(s.owner.get(b)), 0.38)
        if kind == "quest_slot":
            q = self._slot_quest(s, node)
            return blend(CARD, QUEST_COLOURS.get(q.type, CARD), 0.45) if q is not None else LOT_EMPTY
        if kind == "building_slot":
            return HALL_CARD if self.slot_building(s, node) is not None else LOT_EMPTY
        if kind == "round_step":
            r = node.attrs.get("round", 0)
            return ROUND_NOW if r == s.round else ROUND_PAST if r < s.round else ROUND_LATER
        if kind == "agent_pool":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return PAPER
            return blend(PAPER, self.seat_colour(seat), 0.28 if seat == self._mover(s) else 0.14)
        if kind in ("quest_hand", "completed_pile"):
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return PAPER
            return blend(PAPER, self.seat_colour(seat), 0.1 if kind == "quest_hand" else 0.2)
        if kind == "pile":
            return "#d8c9a3"
        if kind == "corruption_step":
            left, count = self._track_left(s, node)
            return blend(CORRUPTION_EMPTY, CORRUPTION_FULL, 0.15 + 0.6 * left / max(1, count))
        return "#d9cfa6"

    @staticmethod
    def _track_left(s: WaterdeepState, node: Node) -> tuple[int, int]:
        """(Skullport) Tokens still on a value of the corruption track, and how many it holds at the start."""
        first, count = node.attrs.get("first", 0), node.attrs.get("count", 1)
        return count - max(0, min(count, s.corruption_off - first)), count

    def _mover(self, s: WaterdeepState) -> int | None:
        return self.game.to_move(s)

    def _slot_quest(self, s: WaterdeepState, node: Node) -> wd.Quest | None:
        i = node.attrs.get("slot", 0) - 1
        qid = s.cliffwatch[i] if 0 <= i < len(s.cliffwatch) else None
        return s.data.quests.get(qid) if qid else None

    def slot_building(self, s: WaterdeepState, node: Node) -> str | None:
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
            return self._label(say(node.name), [], 400, colour="#6b5a3c")
        if kind == "action_space":
            sp = d.spaces.get(node.id)
            if sp is not None and sp.harbor:
                gives = tr("play intrigue")
            else:
                gives = word(BASIC_SHORT, node.id, effect_short(sp.effect, 22) if sp else "")
            pile = s.piles.get(node.id)
            if pile and any(pile.values()):       # (modules) what a card left here for the next visitor
                gives = tr("pile: {what}").format(what=res_short(pile))
            module = node.attrs.get("ward") in ("undermountain", "skullport")   # (their texts are longer)
            return self._label(word(SHORT_NAMES, node.id, say(node.name)), [gives], width, most=4 if module else 2)
        if kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return self._label(say(node.name), [tr("empty lot")], width, bold=False, colour="#8a7b5c")
            bd = d.buildings[b]
            pile = {**s.stock.get(b, {}), **{k: v + s.stock.get(b, {}).get(k, 0)
                                             for k, v in s.piles.get(node.id, {}).items()}}
            gives = (tr("pile: {what}").format(what=res_short(pile)) if pile and any(pile.values())
                     else effect_short(bd.visit, 40))
            return self._label(say(bd.name), [gives], width)
        if kind == "quest_slot":
            if self._slot_quest(s, node) is None:
                return self._label(tr("(no quest)"), [], width, bold=False, colour="#8a7b5c")
            return LabelStyle(text="")        # the card is a figure of its own (it can be clicked)
        if kind == "building_slot":
            b = self.slot_building(s, node)
            if b is None:
                return self._label(tr("(sold out)"), [], width, bold=False, colour="#8a7b5c")
            bd = d.buildings[b]
            i = node.attrs.get("slot", 1) - 1
            vp = s.hall_vp[i] if i < len(s.hall_vp) else 0
            price = tr("{cost} gold").format(cost=bd.cost) + (" · " + tr("{vp} VP on it").format(vp=vp) if vp else "")
            visit = tr("visit: {what}").format(what=effect_short(bd.visit, 40))
            return self._label(say(bd.name), [price + " · " + visit,
                                              tr("owner: {what}").format(what=effect_short(bd.owner, 40))],
                               width, most=1)
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
            return self._label(say(node.name), [self._pile_count(s, node)], width, colour="#4a3c26")
        if kind == "corruption_step":
            left, count = self._track_left(s, node)
            return self._label(tr("{vp} VP").format(vp=node.attrs.get("value", 0)),
                               [tr("{left} of {count}").format(left=left, count=count)], width, title_scale=0.86)
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
            return (say(self.game.place_name(s, node.id)) + "\n" + say(sp.effect.text)
                    + self._occupants(s, node.id))
        if node.kind == "lot":
            b = s.lots.get(node.id)
            if b is None:
                return tr("{lot}: no building yet — buy one at Builder's Hall.").format(lot=node.name)
            bd = d.buildings[b]
            text = (tr("{building} — {owner}'s ({lot})").format(building=bd.name, owner=s.name(s.owner.get(b)),
                                                                 lot=node.name) + "\n" + tr("Visit: {text}").format(
                text=bd.visit.text) + "\n" + tr("Owner: {text}").format(text=bd.owner.text))
            pile = s.stock.get(b)
            if pile and any(pile.values()):
                text += "\n" + tr("Piled here: {what}").format(what=res_short(pile))
            return text + self._occupants(s, node.id)
        if node.kind == "quest_slot":
            q = self._slot_quest(s, node)
            if q is None:
                return tr("No quest in this slot.")
            return self.board_figures.quest_text(s, q.id)
        if node.kind == "building_slot":
            b = self.slot_building(s, node)
            if b is None:
                return tr("No building for sale here.")
            bd = d.buildings[b]
            i = node.attrs.get("slot", 1) - 1
            return (tr("{building} — cost {cost} gold, {vp} VP tokens on it").format(building=bd.name, cost=bd.cost,
                                                                                     vp=s.hall_vp[i])
                    + "\n" + tr("Visit: {text}").format(text=bd.visit.text) + "\n"
                    + tr("Owner: {text}").format(text=bd.owner.text))
        if node.kind == "corruption_step":
            left, count = self._track_left(s, node)
            return tr("The corruption track: {left} of its {count} tokens worth {vp} VP are still on it. Each token "
                      "in a tavern at the end costs the value of the emptied space farthest from −1: now {now} VP."
                      ).format(left=left, count=count, vp=node.attrs.get("value", 0), now=cost_each(s))
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
            text = tr("{name}'s completed quests: {list}").format(name=s.name(seat), list=names or tr("none"))
            return text + "\n" + tr("Drop one of your active quests here to complete it (after placing an agent).")
        if node.kind == "pile":
            return tr("{pile}: {count}", "a pile of cards, then how many cards it holds").format(
                pile=node.name, count=self._pile_count(s, node))
        return say(node.name)

    def _occupants(self, s: WaterdeepState, place: str) -> str:
        occ = s.occ.get(place, ())
        if not occ:
            return "\n" + tr("Free.")
        names = [(tr("the Ambassador ({who})") if amb else tr("{who}'s agent")).format(who=s.name(o))
                 for o, amb in occ]
        return "\n" + tr("Taken by {who}.").format(who=names)

    def owner_marks(self, state: WaterdeepState) -> dict[str, str]:
        return {lot: self.seat_colour(state.owner.get(b)) for lot, b in state.lots.items() if b is not None}

    # -- figures, drag and drop: WaterdeepFigures (waterdeep_figures.py), WaterdeepMoves (waterdeep_moves.py) ----
    def figures(self, state: WaterdeepState) -> list[Figure]:
        return self.board_figures.figures(state)

    def quest_text(self, s: WaterdeepState, q: str) -> str:
        return self.board_figures.quest_text(s, q)

    def figure_actions(self, state: WaterdeepState, figure_id: str) -> list[Action]:
        return self.moves.figure_actions(state, figure_id)

    def legal_targets(self, state: WaterdeepState, figure_id: str) -> set[str]:
        return self.moves.legal_targets(state, figure_id)

    def draggable(self, state: WaterdeepState, figure: Figure, seat: int | None) -> bool:
        return self.moves.draggable(state, figure, seat)

    def click_action(self, state: WaterdeepState, figure_id: str, seat: int | None,
                     parent: Any = None) -> Action | None:
        return self.moves.click_action(state, figure_id, seat, parent)

    def node_click_action(self, state: WaterdeepState, node_id: str, seat: int | None,
                          parent: Any = None) -> Action | None:
        return self.moves.node_click_action(state, node_id, seat, parent)

    def figure_clicked(self, state: WaterdeepState, figure_id: str, seat: int | None) -> Illegal | bool:
        return self.moves.figure_clicked(state, figure_id, seat)

    def drop_action(self, state: WaterdeepState, figure_id: str, node_id: str) -> Action | Illegal:
        return self.moves.drop_action(state, figure_id, node_id)

    def focus_nodes(self, state: WaterdeepState, action: Action) -> list[str]:
        return self.moves.focus_nodes(state, action)

    # -- panels ---------------------------------------------------------------------------------------
    def seat_info(self, state: WaterdeepState, seat: int, viewer: int | None) -> SeatInfo:
        s = state
        d = s.data
        tav = s.tavern[seat]
        lord_id = s.lords[seat]
        if viewer == seat and lord_id != HIDDEN and lord_id in d.lords:
            lord = d.lords[lord_id]
            lord_text = tr("{lord} — {text}", "a Lord card, then what it scores").format(lord=lord.name, text=lord.text)
        elif lord_id != HIDDEN and lord_id in d.lords and s.over:
            lord_text = say(d.lords[lord_id].name)
        else:
            lord_text = tr("secret")
        tavern = ", ".join(res_count(k, tav[k]) for k in ADV)
        active = [tr("{name} ({vp} VP)").format(name=d.quests[q].name, vp=d.quests[q].reward_bundle().vp)
                  if d.quests[q].reward_bundle().vp else say(d.quests[q].name) for q in s.quests[seat] if q in d.quests]
        active += [tr("{name} (mandatory)").format(name=d.intrigue[c].name) for c in s.mandatory[seat]
                   if c in d.intrigue]
        plots = [self._what_it_does(qu.name, qu.plot_effect.text) if qu.plot_effect is not None else say(qu.name)
                 for qu in (d.quests[q] for q in s.plots[seat] if q in d.quests)]
        hand = s.hands[seat]
        if viewer == seat:
            # the player's own cards with what each does (the rest of the table sees only how many)
            hand_text = " · ".join(self._what_it_does(d.intrigue[c].name, d.intrigue[c].effect.text)
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
        buildings = [say(d.buildings[b].name) for b in s.buildings_of(seat)]
        rows = [(tr("Lord"), lord_text), (tr("Gold"), str(tav["gold"])), (tr("Tavern"), tavern),
                (tr("Agents"), agents),
                (tr("Quests"), "; ".join(active) or tr("none")),
                (tr("Completed"), str(len(s.completed[seat]) + len(s.done_mandatory[seat])))]
        if d.track is not None:     # (Skullport) the tokens held and what they would cost as the track stands now
            held = tav.get("corruption", 0)
            said = tr("%n token(s): {vp} VP at the end as the track stands now", None, held)
            rows.insert(3, (tr("Corruption", "Skullport's tokens"), said.format(vp=held * cost_each(s))))
        if plots:
            rows.append((tr("Plot quests"), " · ".join(plots)))
        rows.append((tr("Intrigue"), hand_text))
        if buildings:
            rows.append((tr("Buildings"), ", ".join(buildings)))
        if s.over:   # the final table was worked out on the whole state: it names every Lord
            keys = ("seat", "track", "adventurers", "gold", "gold_vp", "lord", "lord_vp", "buildings", "total")
            r = next((dict(zip(keys, row, strict=False)) for row in s.table if row and row[0] == seat), None)
            if r is not None:
                rows[0] = (tr("Lord"), lord_text if lord_text != tr("secret") else say(r["lord"]))
                rows.insert(0, (tr("Final score"), tr(
                    "{track} on the track + {adv} adventurers + {gvp} for {gold} gold + {lvp} Lord = {total} VP"
                ).format(track=r["track"], adv=r["adventurers"], gvp=r["gold_vp"], gold=r["gold"],
                         lvp=r["lord_vp"], total=r["total"])))
                return SeatInfo(rows, tr("{n} VP").format(n=r["total"]))
        return SeatInfo(rows, tr("{n} VP").format(n=s.vp[seat]))

    @staticmethod
    def _what_it_does(name: str, text: str) -> str:
        """A card or a plot quest with what it does: its name, then its text whole (items one after another)."""
        return tr("{name}: {text}", "an intrigue card or a plot quest, then what it does").format(name=name, text=text)

    def action_group(self, action: Action) -> str:
        return word(GROUPS, action.kind) if action.kind in GROUPS else super().action_group(action)

    def phase_text(self, state: WaterdeepState) -> str:
        s = state
        if s.over:
            return tr("Game over")
        text = tr("Round {round} of {rounds} · {phase}").format(round=s.round, rounds=s.data.setup.rounds,
                                                                phase=word(PHASES, s.phase))
        if s.pending is not None:
            text += " · " + say(s.pending.prompt)
            if s.pending.kind == "take_quest":
                text += " " + tr("Click its card.")
        elif s.phase == "complete":
            text += " · " + tr("click one of your quests to complete it, or End turn")
        return text

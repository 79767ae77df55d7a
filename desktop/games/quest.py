"""The co-operative Lord of the Rings game (Friends & Foes) on the generic board: one table with the master
board's corruption line (the hobbits and Sauron), the foe line under it, the scenario board in play (its lines
with their rewards and markers, the six events, the event tiles), the route from Bag End to Mordor, a panel per
hobbit (his life tokens, shields, cards, the Ring) and the hand of the hobbit at the screen with the Gandalf
cards beside it.

The map (maps/data/quest.json) holds every box but the hobbits' panels, which are laid out here for the number
of hobbits at the table. The figures are in quest_figures.py, the gestures in quest_moves.py, the drawings in
quest_art.py. The state the board is given is the one the screen may show (other hobbits' cards hidden).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from engines.core import Action, Game, Illegal
from engines.quest.cards import SYMBOL_NAMES, TOKEN_NAMES, card_name
from engines.quest.data import SYMBOLS, load_data
from engines.quest.effects import NAMES
from engines.quest.flow import LINE_NAMES, TILE_NAMES
from engines.quest.game import QuestGame
from engines.quest.state import HIDDEN, QuestState
from maps import BoardMap, load_map
from maps.schema import Node

from ..board.measure import NAME_SHARE, board_unit
from ..i18n import say, tr, word
from . import quest_art as art
from . import register_adapter
from .base import Figure, GameAdapter, LabelStyle, SeatInfo
from .quest_figures import QuestFigures
from .quest_moves import QuestMoves
from .quest_table import ROWS, hand_seat, haven_step, paid_place, row_keys, shown_board
from .quest_words import ASKS, GROUPS, ORDER, REWARDS, WARDS

art.register()

PANELS_TOP, PANELS_BOTTOM = 1038.0, 1250.0     # the strip the map leaves for the hobbits' panels
LEFT, RIGHT = 20.0, 2180.0
TEXT_PT = art.TEXT * 72 / 96                    # the drawings' text size as a label's point size
PARCHMENT, PASSED, CURRENT = "#efe4c6", "#b3aa92", "#f6d77a"
DARK_LIGHT, DARK_END = QColor("#f4ecd4"), QColor("#8c6a62")
UNUSED_ROW = "#cdbf9b"                          # a row the board has no line for: its bare wood-and-paper


def blend(a: str | QColor, b: str | QColor, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


@register_adapter
class QuestAdapter(GameAdapter):
    game_id = "quest"
    game: QuestGame
    figure_params = ()
    place_params = ()
    #: the turn's end under the actions list (the engine's other answers are too long for the button)
    pinned_kinds = ("end_turn",)

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.board_figures = QuestFigures(self)
        self.moves = QuestMoves(self)
        self._board: BoardMap | None = None
        self._unit = 0.0
        self._rects: dict[str, tuple[float, float, float, float]] = {}

    # -- the table ------------------------------------------------------------------------------------------
    def panel_count(self) -> int:
        return self.seats if self.seats and 2 <= self.seats <= 5 else 5

    def board_map(self) -> BoardMap:
        """The map and a panel per hobbit in the strip between the route and the hand."""
        data = load_map(self.game.map_id).model_dump()
        n = self.panel_count()
        gap = 12.0
        width = (RIGHT - LEFT - gap * (n - 1)) / n
        names = self.seat_names()
        for seat in range(n):
            x0 = LEFT + seat * (width + gap)
            data["nodes"].append({"id": f"panel_{seat}", "name": say(names[seat]), "kind": "hobbit_panel",
                                  "pos": [x0 + width / 2, PANELS_TOP + 30],
                                  "polygon": [[x0, PANELS_TOP], [x0 + width, PANELS_TOP], [x0 + width, PANELS_BOTTOM],
                                              [x0, PANELS_BOTTOM]], "attrs": {"seat": seat}})
        board = BoardMap.model_validate(data)
        self._board, self._unit = board, board_unit(board)
        self._rects = {}
        return board

    def geometry(self) -> BoardMap:
        return self._board if self._board is not None else self.board_map()

    def rect(self, node_id: str) -> tuple[float, float, float, float]:
        found = self._rects.get(node_id)
        if found is None:
            poly = self.geometry().node(node_id).polygon or [self.geometry().node(node_id).pos]
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            found = self._rects[node_id] = (min(xs), min(ys), max(xs), max(ys))
        return found

    def mine(self, s: QuestState) -> list[Action]:
        """The legal actions of the hobbit asked, when the state shows his hand (never worked out on a view that
        hides it: the board then offers nothing)."""
        a = s.ask
        if s.over or a is None or HIDDEN in s.hobbits[a.seat].hand:
            return []
        return self.game.legal_actions(s)

    # -- places -----------------------------------------------------------------------------------------------
    def node_fill(self, state: QuestState, node: Node) -> str:
        s = state
        kind = node.kind
        if kind == "corruption_space":
            return blend(DARK_LIGHT, DARK_END, node.attrs.get("space", 0) / 15)
        if kind == "foe_place":
            return "#7b6652" if node.attrs.get("place", 0) <= len(s.foe_line) else "#a89478"
        if kind == "line":
            board, preview = shown_board(s)
            key = row_keys(board).get(node.id)
            if key is None:         # a board of two activity lines: the third row is bare board, quiet
                return UNUSED_ROW
            tint = "#e9dcb8" if key == "main" else blend(PARCHMENT, art.SYMBOL_COLOURS.get(key, "#c9a14a"), 0.25)
            return blend(tint, "#8f8a78", 0.35) if preview else tint
        if kind == "event":
            n = node.attrs.get("event", 0)
            if s.board is None:
                step = haven_step(s)
                return CURRENT if step is not None and step + 1 == n else PARCHMENT
            if n < s.event_pos or (n == s.event_pos and s.ask is None):
                return PASSED
            return CURRENT if n == s.event_pos else PARCHMENT
        if kind == "stop":
            stop = node.attrs.get("stop", "")
            if stop not in s.route:
                return "#3a4636"
            i = s.route.index(stop)
            return CURRENT if i == s.stop else PASSED if i < s.stop else PARCHMENT
        if kind == "hobbit_panel":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return "#3a4636"
            mover = s.ask.seat if s.ask is not None else None
            return blend(PARCHMENT, self.seat_colour(seat), 0.32 if seat == mover else 0.16)
        if kind in ("tile_stack", "tile_shown"):
            return "#d9c9a3"
        if kind == "board_title":
            return "#d8c8a0"
        return "#e6dcc0"

    def _size(self, points: float) -> float:
        self.geometry()
        return points / max(4.0, self._unit * NAME_SHARE)

    def _label(self, title: str, lines: list[str], width: float, colour: str = "#1d1a14", bold: bool = True,
               title_most: int = 2, most: int = 2, scale: float = 1.0, flat: bool = False) -> LabelStyle:
        """A label: a title (wrapped to `title_most` lines) and smaller lines under it, each wrapped to `width`
        (`flat`: the title no bigger than the lines, where room is short)."""
        small = TEXT_PT * scale
        title_pt = small / 0.86 if lines and not flat else small
        if title_pt > small and art.widest_word(title, title_pt * 96 / 72, bold) > width:
            title_pt = small        # a long word (Piiloutuminen) the size of the lines rather than cut
        titles = art.wrap(title, title_pt * 96 / 72, width, bold, title_most) if title else [""]
        rest = [part for line in lines for part in art.wrap(line, small * 96 / 72, width, False, most)]
        return LabelStyle(bold=bold, colour=colour, text="\n".join(titles + rest), size=self._size(title_pt),
                          title_lines=len(titles), priority=2)

    def node_label_style(self, state: QuestState, node: Node) -> LabelStyle:
        s = state
        kind = node.kind
        x0, _y0, x1, _y1 = self.rect(node.id)
        width = x1 - x0 - 16
        if kind == "corruption_space":
            n = node.attrs.get("space", 0)
            colour = "#1d1a14" if n < 12 else "#2a0d08"
            return self._label(str(n), [], width, colour=colour, scale=1.15)
        if kind == "foe_place":
            empty = node.attrs.get("place", 0) > len(s.foe_line)
            if empty and node.attrs.get("place") == 8:
                return self._label(tr("Foe line"), [], width, colour="#3b2a1e", bold=False)
            return LabelStyle(text="")
        if kind == "board_title":
            return self._title(s, x1 - x0 - 30)
        if kind == "line":
            return self._line_title(s, node, 216)
        if kind == "event":
            return self._event_label(s, node, width - 30)
        if kind in ("tile_stack", "tile_shown"):     # (the words under the tile's picture, the box's full width)
            width = x1 - x0 - 2
        if kind == "tile_stack":
            if s.board is None:
                return self._label(tr("Event tiles"), [tr("none here")], width, colour="#5b4a32", flat=True)
            lines = [tr("%n in the stack", None, len(s.tiles))]
            if any(a.kind == "reveal" for a in self.mine(s)):
                lines.append(tr("click to reveal"))
            return self._label(tr("Event tiles"), lines, width, flat=True, title_most=1,
                               bold=self._fits_bold(tr("Event tiles"), width))
        if kind == "tile_shown":
            if s.board is None or not s.tiles_out:
                return self._label(tr("Last tile"), [tr("none yet")], width, colour="#5b4a32", flat=True)
            tile = s.tiles_out[-1].split(".")[0]
            return self._label(tr("Last tile"), [say(TILE_NAMES.get(tile, tile))], width, flat=True, title_most=1,
                               bold=self._fits_bold(tr("Last tile"), width))
        if kind == "stop":
            stop = node.attrs.get("stop", "")
            if stop not in s.route:
                return LabelStyle(text="")
            style = self._label(say(node.name), [], width - 40, colour="#1d1a14" if s.route.index(stop) >= s.stop
                                else "#4b463a", bold=s.location == stop, title_most=2)
            style.underline = s.location == stop
            return style
        if kind == "hobbit_panel":
            return LabelStyle(text="")
        if kind == "hand":
            seat = hand_seat(s)
            if seat is None:
                return self._label(tr("Hand"), [], width)
            name = say(NAMES[s.hobbits[seat].id])
            n = len(s.hobbits[seat].hand)
            title = (tr("{hobbit}'s hand: %n card(s)", None, n).format(hobbit=name) if n else
                     tr("{hobbit}'s hand is empty").format(hobbit=name))
            return self._label(title, [], width, title_most=1)
        if kind == "gandalf_cards":
            return self._label(tr("Gandalf (5 shields a card)"), [], width, title_most=1)
        return LabelStyle()

    @staticmethod
    def _fits_bold(title: str, width: float) -> bool:
        """Whether a box's title stays bold: in bold it leaves room to be drawn a little bigger where the board is
        small (a longer one, Tapahtumalaatat, is drawn plain, else only the title would show)."""
        return art.text_width(title, TEXT_PT * 96 / 72, True) <= width * 0.88

    def _title(self, s: QuestState, width: float) -> LabelStyle:
        """The scenario board's name, or the haven, or the next board; what was played ahead."""
        board, _preview = shown_board(s)
        haven = s.data.haven(s.location)
        if s.board is not None and board is not None:
            title = tr("{board} — scenario board").format(board=say(board.name))
            if s.doom:
                title = tr("{board} — the Ring is on Mount Doom").format(board=say(board.name))
        elif haven is not None:
            title = tr("{haven} — a safe haven; next: {board}").format(haven=say(haven.name), board=say(
                board.name) if board is not None else "")
        elif board is not None:
            title = tr("Between two boards — next: {board}").format(board=say(board.name))
        else:
            title = tr("The end of the road")
        ahead = [word(WARDS, w) for w in s.wards if w in WARDS]
        if ahead:
            title += " · " + tr("played ahead: {what}").format(what=", ".join(ahead))
        return self._label(title, [], width, title_most=1)

    def _line_title(self, s: QuestState, node: Node, width: float) -> LabelStyle:
        board, preview = shown_board(s)
        key = row_keys(board).get(node.id)
        if board is None:
            return LabelStyle(text="")
        if key is None:         # a board with two activity lines: the spare row says which symbol has no line here
            present = {board.line(k).symbol for k in board.line_keys()}
            missing = [sym for sym in SYMBOLS if sym not in present]
            if not missing or node.id != ROWS[len(board.line_keys())]:
                return LabelStyle(text="")
            return self._label(tr("No {symbol} line on this board").format(
                symbol=say(SYMBOL_NAMES.get(missing[0], missing[0]))), [], 216, colour="#6d5c40", bold=False,
                title_most=4)
        line = board.line(key)
        symbol = say(SYMBOL_NAMES.get(line.symbol, line.symbol))
        title = tr("Main line") if key == "main" else symbol
        lines = [tr("of {symbol}").format(symbol=symbol)] if key == "main" else []
        if line.name and key != "main":      # (the main line's long name is in its tooltip)
            lines.append(say(line.name))
        if not preview and s.markers.get(key, 0) >= line.last:
            lines.append(tr("complete"))
        return self._label(title, lines, width, most=2, title_most=1)

    def _event_label(self, s: QuestState, node: Node, width: float) -> LabelStyle:
        n = node.attrs.get("event", 0)
        board, preview = shown_board(s)
        if s.board is None and s.data.haven(s.location) is not None:
            haven = s.data.haven(s.location)
            steps = haven.stages if haven is not None else ()
            if n > len(steps):
                return LabelStyle(text="")
            return self._label(tr("{n}. {event}").format(n=n, event=say(steps[n - 1].name)), [], width,
                               colour="#1d1a14", flat=True)
        if board is None:
            return LabelStyle(text="")
        ev = board.events[n - 1]
        done = not preview and n <= s.event_pos and not (n == s.event_pos and s.ask is not None)
        return self._label(tr("{n}. {event}").format(n=n, event=say(ev.name)), [], width,
                           colour="#5b5546" if done or preview else "#1d1a14", flat=True)

    def node_badge(self, state: QuestState, node: Node) -> str | None:
        return None

    def node_tooltip(self, state: QuestState, node: Node) -> str:
        s = state
        kind = node.kind
        if kind == "corruption_space":
            n = node.attrs.get("space", 0)
            return tr("Space {n} of the corruption line (0 is the light, 15 the dark). Sauron is on space "
                      "{sauron}.").format(n=n, sauron=s.sauron)
        if kind == "foe_place":
            place = node.attrs.get("place", 0)
            if place > len(s.foe_line):
                return tr("An empty place of the foe line. New foes come in from the left; with eight foes at the "
                          "end of a turn, the foes win.")
            foe = s.data.foe(s.foe_line[len(s.foe_line) - place])
            return tr("{foe} on the foe line.").format(foe=say(foe.name))
        if kind == "line":
            return self._line_tooltip(s, node)
        if kind == "event":
            return self._event_tooltip(s, node)
        if kind == "tile_stack":
            return tr("The event tiles still face down: {n}. Click the stack to reveal one when it is asked.").format(
                n=len(s.tiles))
        if kind == "tile_shown":
            if not s.tiles_out:
                return tr("No tile revealed on this board yet.")
            return tr("Tiles revealed on this board: {tiles}").format(tiles=", ".join(
                say(TILE_NAMES.get(t.split(".")[0], t)) for t in s.tiles_out))
        if kind == "stop":
            stop = node.attrs.get("stop", "")
            if stop not in s.route:
                return tr("{place} is on the route only with Friends & Foes.").format(place=say(node.name))
            text = say(node.name)
            if stop == s.location:
                text += "\n" + tr("The Fellowship is here.")
            if s.ask is not None and s.ask.kind == "between" and any(
                    a.kind == "travel" and a["to"] == stop for a in self.mine(s)):
                text += "\n" + tr("Click it to travel here.")
            return text
        if kind == "hobbit_panel":
            seat = node.attrs.get("seat", 0)
            if seat >= s.players:
                return ""
            rows = self.seat_info(s, seat, hand_seat(s)).rows
            return "\n".join(tr("{caption}: {value}").format(caption=k, value=v) for k, v in rows)
        if kind == "hand":
            return tr("The cards of the hobbit at the screen. Drag one onto a line it fits, or onto what is being "
                      "paid.")
        if kind == "gandalf_cards":
            return tr("Gandalf's cards not yet used. Each costs the Fellowship 5 shields.")
        return say(node.name)

    def _line_tooltip(self, s: QuestState, node: Node) -> str:
        board, preview = shown_board(s)
        key = row_keys(board).get(node.id)
        if board is None or key is None:
            return tr("This board has no line here.")
        line = board.line(key)
        text = say(LINE_NAMES[key])
        if line.name:
            text += " — " + say(line.name)
        if not preview:
            text += "\n" + tr("The marker is on space {n} of {last}.").format(n=s.markers.get(key, 0), last=line.last)
        rewards = []
        for i, r in enumerate(line.spaces):
            if r:
                what = say(card_name(s.data, r[5:])) if r.startswith("card:") else word(REWARDS, r, "")
                value = f" ({line.values[i]})" if line.values else ""
                rewards.append(tr("{n}: {what}").format(n=i, what=what) + value)
        return text + "\n" + "; ".join(rewards)

    def _event_tooltip(self, s: QuestState, node: Node) -> str:
        n = node.attrs.get("event", 0)
        board, _preview = shown_board(s)
        if s.board is None and s.data.haven(s.location) is not None:
            haven = s.data.haven(s.location)
            steps = haven.stages if haven is not None else ()
            return say(steps[n - 1].name) if n <= len(steps) else ""
        if board is None:
            return ""
        text = tr("Event {n} of {board}: {event}").format(n=n, board=say(board.name),
                                                          event=say(board.events[n - 1].name))
        if f"event_{n}" == paid_place(s):
            text += "\n" + tr("Being paid now: drop a card, a life token or the shields here.")
        return text

    def owner_marks(self, state: QuestState) -> dict[str, str]:
        return {}

    # -- figures and gestures: QuestFigures (quest_figures.py), QuestMoves (quest_moves.py) -------------------------
    def figures(self, state: QuestState) -> list[Figure]:
        return self.board_figures.figures(state)

    def figure_actions(self, state: QuestState, figure_id: str) -> list[Action]:
        return self.moves.figure_actions(state, figure_id)

    def legal_targets(self, state: QuestState, figure_id: str) -> set[str]:
        return self.moves.legal_targets(state, figure_id)

    def drop_action(self, state: QuestState, figure_id: str, node_id: str) -> Action | Illegal:
        return self.moves.drop_action(state, figure_id, node_id)

    def refine_drop(self, state: QuestState, figure_id: str, node_id: str, action: Action | Illegal, detailed: bool,
                    parent: Any = None) -> Action | Illegal | None:
        return self.moves.refine_drop(state, figure_id, node_id, action, parent)

    def draggable(self, state: QuestState, figure: Figure, seat: int | None) -> bool:
        return self.moves.draggable(state, figure.id, figure.seat, seat)

    def click_action(self, state: QuestState, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        return self.moves.click_action(state, figure_id, seat, parent)

    def click_preview(self, state: QuestState, target: str, seat: int) -> list[Action]:
        return self.moves.click_preview(state, target, seat)

    def figure_clicked(self, state: QuestState, figure_id: str, seat: int | None) -> Illegal | bool:
        return self.moves.figure_clicked(state, figure_id, seat)

    def node_click_action(self, state: QuestState, node_id: str, seat: int | None,
                          parent: Any = None) -> Action | None:
        return self.moves.node_click_action(state, node_id, seat, parent)

    def lift_refusal(self, state: QuestState, figure_id: str, node_id: str) -> Illegal | None:
        return self.moves.lift_refusal(state, figure_id)

    def highlights(self, state: QuestState) -> set[str]:
        return self.moves.highlights(state)

    def focus_nodes(self, state: QuestState, action: Action) -> list[str]:
        return self.moves.focus_nodes(state, action)

    # -- panels ------------------------------------------------------------------------------------------------
    def seat_info(self, state: QuestState, seat: int, viewer: int | None) -> SeatInfo:
        s = state
        h = s.hobbits[seat]
        tokens = ", ".join(f"{h.tokens[k]} × {say(TOKEN_NAMES[k])}" for k in ("ring", "heart", "sun"))
        if HIDDEN in h.hand:
            hand = tr("%n card(s)", None, len(h.hand))
        else:
            hand = ", ".join(say(card_name(s.data, c)) for c in h.hand) or tr("none")
        rows = [(tr("Corruption"), tr("space {n}; Sauron on {sauron}").format(n=h.pos, sauron=s.sauron)
                 if not h.out else tr("out of the game")),
                (tr("Shields"), str(h.shields)), (tr("Life tokens"), tokens), (tr("Cards"), hand)]
        if seat == s.bearer:
            rows.insert(0, (tr("The Ring"), tr("Ring-bearer")))
        if s.expansion:
            rows.append((tr("Ability card"), tr("used") if h.ability_used else tr("ready")))
        return SeatInfo(rows, tr("%n shield(s)", None, h.shields))

    def action_group(self, action: Action) -> str:
        return word(GROUPS, action.kind) if action.kind in GROUPS else super().action_group(action)

    def action_path(self, action: Action) -> list[str]:
        """Cards to play folded under each card; Gandalf's and the yellow cards' choices under each card."""
        group = self.action_group(action)
        if action.kind in ("play_card", "yellow", "hand_out") and action.get("card"):
            return [group, say(card_name(load_data(), action["card"]))]
        if action.kind == "gandalf":
            names = {g.id: g.name for g in load_data().gandalf}
            return [group, say(names.get(action["card"], action["card"]))]
        return [group]

    def action_order(self, action: Action) -> int:
        return ORDER.index(action.kind) if action.kind in ORDER else len(ORDER)

    def phase_text(self, state: QuestState) -> str:
        s = state
        if s.over:
            return tr("The quest is over")
        board, _preview = shown_board(s)
        haven = s.data.haven(s.location)
        where = say(board.name) if s.board is not None and board is not None else say(
            haven.name) if haven is not None else tr("on the road")
        parts = [where]
        if s.board is not None:
            parts.append(tr("{hobbit}'s turn").format(hobbit=say(NAMES[s.hobbits[s.active].id])))
        a = s.ask
        if a is not None:
            asked = word(ASKS, a.kind, "")
            if a.kind == "pay":
                spec = a.data["spec"]
                asked = tr("{what}: {hobbit} may pay").format(what=say(spec["name"]),
                                                            hobbit=say(NAMES[s.hobbits[a.seat].id]))
                if paid_place(s):
                    asked += " — " + tr("drag a card, a token or the shields onto it")
            elif a.kind == "tiles":
                asked += " — " + tr("click the tile stack")
            elif a.kind == "play":
                asked += " — " + tr("drag a card onto a line")
            parts.append(asked)
        if s.foe_line and s.board is not None:
            parts.append(tr("%n foe(s) on the foe line", None, len(s.foe_line)))
        return " · ".join(p for p in parts if p)

    def explain_step(self, events: list, viewer: int | None) -> Any:
        return None


__all__ = ["ROWS", "QuestAdapter"]

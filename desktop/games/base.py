"""The per-game adapter: what the generic board and panels need to know about one game.

The board view draws any map; the adapter says how each place looks in a state, which figures stand
where, where a picked-up figure may go and which engine action a drop means. Adapters read engine
states but never change them; what they return is plain data (colours are '#rrggbb' strings). The few
questions a drop may need (which die pays, which figures go) are asked by small dialogs of the game's own
(e.g. desktop/games/wotr_dialogs.py), opened from `refine_drop` and `click_action`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engines.core import Action, Game, Illegal
from maps import BoardMap, load_map
from maps.schema import Node

from ..board.overlay import OverlayZone
from ..i18n import say, tr
from ..seat_marks import SAFE_PALETTE

#: seats take colours that stay apart for colour-blind eyes too (desktop/seat_marks.py); each also has a shape
DEFAULT_SEAT_COLOURS = SAFE_PALETTE
#: the seats' names of a game set up for its most players, by game id (see GameAdapter.seat_names)
_FULL_TABLE_NAMES: dict[str, list[str]] = {}


@dataclass(slots=True)
class Figure:
    """One piece on the board: a hero, an army, a token."""

    id: str
    node: str
    label: str
    colour: str
    seat: int | None = None
    tooltip: str = ""
    points: int | None = None       # shown on the token (a hero's strength points)
    shape: str = "token"            # token (round) or standee (taller)
    #: a drawing of the adapter's own (a name registered with `desktop.board.scene.register_figure_art`)
    #: instead of the round token, e.g. an action die showing its face
    art: str = ""
    #: where it stands, in board coordinates, instead of in its place's group (dice laid out in a box)
    at: tuple[float, float] | None = None
    #: its size relative to a token
    size: float = 1.0
    #: shown picked out (a chosen die)
    selected: bool = False
    #: the way it faces, in degrees (0 east, 90 south), for a drawing that shows it (a figure on a measured table)
    facing: float | None = None
    #: drawn lying down (a cowed figure)
    lying: bool = False


@dataclass(slots=True)
class DragHint:
    """What follows a carried figure on a board of free drops (`GameAdapter.free_drops`): the way it would go
    (points in scene coordinates), a short caption by the cursor, and whether a drop here would be played."""

    path: list[tuple[float, float]] = field(default_factory=list)
    text: str = ""
    ok: bool = True


@dataclass(slots=True)
class LabelStyle:
    underline: bool = False
    bold: bool = False
    colour: str = "#1d1a14"
    #: what the label says in this state instead of the place's name (a card on a slot, a building on a
    #: lot); lines are separated by "\n", the first is the title, the rest are drawn smaller
    text: str | None = None
    #: the label's size relative to the board's name size (small spaces, big panels)
    size: float = 1.0
    #: how many of the text's first lines make its title (a card's name wrapped over two lines)
    title_lines: int = 1
    #: 2: a name that matters for play, shown at every zoom; 1: a minor one, hidden while too small to read
    #: (None: the board decides from the place's kind and the style: bold, underlined or an own text is major)
    priority: int | None = None


@dataclass(slots=True)
class SeatInfo:
    """What the seat panel shows for one seat: rows of (caption, value)."""

    rows: list[tuple[str, str]] = field(default_factory=list)
    score: str = ""


class GameAdapter:
    """Generic behaviour that works for any game whose actions name a figure and a place."""

    game_id = ""
    seat_colours: ClassVar[list[str]] = DEFAULT_SEAT_COLOURS
    #: params of an action that may name the figure / the place a figure is dropped on
    figure_params: tuple[str, ...] = ("hero", "figure", "piece", "from")
    place_params: tuple[str, ...] = ("to", "node", "place", "target")
    #: kinds of action that end a turn: shown as a button that is always in reach under the actions list
    pinned_kinds: tuple[str, ...] = ("end_turn", "pass")
    #: how many players the open game has (set by the window before `board_map`; None when unknown)
    seats: int | None = None
    #: the open game's options (set by the window before `board_map`; None when unknown)
    options: Any = None
    #: figures stand at points of their own (`Figure.at`) and are dropped at any point of the board, not on
    #: places (a measured table): a drop is `drop_at`, a carried figure is followed by `drag_hint`, and
    #: `legal_targets` names figures (an enemy to charge; the figure's own id when it may go anywhere)
    free_drops: bool = False

    def __init__(self, game: Game) -> None:
        self.game = game

    # -- the board -------------------------------------------------------------------------
    def board_map(self) -> BoardMap | None:
        return load_map(self.game.map_id) if self.game.map_id else None

    def seat_colour(self, seat: int | None) -> str:
        if seat is None:
            return "#777777"
        return self.seat_colours[seat % len(self.seat_colours)]

    def node_fill(self, state: Any, node: Node) -> str:
        return "#d9cfa6"

    def node_label_style(self, state: Any, node: Node) -> LabelStyle:
        major = node.kind in ("fortress", "stronghold")
        return LabelStyle(underline=major, bold=major)

    def node_badge(self, state: Any, node: Node) -> str | None:
        strength = node.attrs.get("strength")
        return str(strength) if strength is not None else None

    def node_tooltip(self, state: Any, node: Node) -> str:
        return node.name

    def overlays(self) -> dict[str, list[OverlayZone]]:
        """Boxes drawn beside or on the map that are not places of it (a track strip), by overlay name: the
        scene draws and styles them as places (desktop/board/overlay.py)."""
        return {}

    def figures(self, state: Any) -> list[Figure]:
        return []

    def owner_marks(self, state: Any) -> dict[str, str]:
        return {}

    # -- drag and drop ---------------------------------------------------------------------
    def _names_figure(self, action: Action, figure_id: str) -> bool:
        return any(action.get(p) == figure_id for p in self.figure_params)

    def _place_of(self, action: Action) -> str | None:
        for p in self.place_params:
            value = action.get(p)
            if isinstance(value, str):
                return value
        return None

    def figure_actions(self, state: Any, figure_id: str) -> list[Action]:
        return [a for a in self.game.legal_actions(state) if self._names_figure(a, figure_id)]

    def legal_targets(self, state: Any, figure_id: str) -> set[str]:
        return {p for a in self.figure_actions(state, figure_id) if (p := self._place_of(a))}

    def drop_action(self, state: Any, figure_id: str, node_id: str) -> Action | Illegal:
        actions = self.figure_actions(state, figure_id)
        for action in actions:
            if self._place_of(action) == node_id:
                return action
        for action in actions:   # the same move to this place: the engine's own reason and rule why not
            param = next((p for p in self.place_params if isinstance(action.get(p), str)), None)
            if param is not None:
                params = {k: (node_id if k == param else v) for k, v in action.params}
                verdict = self.game.check(state, Action(action.kind, action.seat, tuple(sorted(params.items()))))
                if isinstance(verdict, Illegal) and verdict.rule:
                    return verdict
        return Illegal(self.no_drop_reason(state, figure_id, node_id))

    def no_drop_reason(self, state: Any, figure_id: str, node_id: str) -> str:
        return tr("That figure cannot go there now.")

    def lift_refusal(self, state: Any, figure_id: str, node_id: str) -> Illegal | None:
        """Why a figure of the player to move may not be picked up: the refusal of a drop on a place next
        to it (the engine's reason and rule: "Denethor has already moved this turn"), or None."""
        board = self.board_map()
        if board is None:
            return None
        near = [e.b if e.a == node_id else e.a for e in board.edges if node_id in (e.a, e.b)]
        for place in near[:6] or [n.id for n in board.nodes if n.id != node_id][:6]:
            verdict = self.drop_action(state, figure_id, place)
            if isinstance(verdict, Illegal) and verdict.rule:
                return verdict
        return None

    def draggable(self, state: Any, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat

    def figure_clicked(self, state: Any, figure_id: str, seat: int | None) -> Illegal | bool:
        """A figure was clicked (pressed and released without dragging) and `click_action` played nothing.
        True when the adapter's own selection changed (a chosen die) and the window should redraw; an
        Illegal to say why the click does nothing (a quest that cannot be paid for)."""
        return False

    def click_action(self, state: Any, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        """An action a click on a figure plays (asking with a small menu when there are several), or None."""
        return None

    def click_preview(self, state: Any, target: str, seat: int) -> list[Action]:
        """What a click on the figure or place `target` would play or offer `seat`, worked out without asking
        anything (no menu): the hover shows its odds before the click. [] for a click that plays nothing."""
        return []

    def node_click_action(self, state: Any, node_id: str, seat: int | None, parent: Any = None) -> Action | None:
        """An action a click on a place plays (a card for sale chosen), or None."""
        return None

    def group_clicked(self, state: Any, group: str, seat: int | None) -> bool:
        """A group's header in the actions panel was clicked. True when the adapter's own selection changed
        (the die of that group chosen) and the window should redraw."""
        return False

    def refine_drop(self, state: Any, figure_id: str, node_id: str, action: Action | Illegal, detailed: bool,
                    parent: Any = None) -> Action | Illegal | None:
        """A last word on a drop before it is played: ask how many figures go, or pick among several
        actions. `detailed` when the player held a modifier key (Shift or Ctrl) while dropping. None
        cancels the drop (the figure goes back without a message)."""
        return action

    # -- a board of free drops (free_drops) --------------------------------------------------
    def drop_at(self, state: Any, figure_id: str, point: tuple[float, float], onto: str | None) -> Action | Illegal:
        """The action a figure dropped at `point` (scene coordinates) plays, `onto` the figure under it if any;
        or why not (the engine's reason and rule)."""
        return Illegal(tr("That figure cannot go there now."))

    def drag_hint(self, state: Any, figure_id: str, point: tuple[float, float], onto: str | None) -> DragHint | None:
        """What to show while `figure_id` is carried over `point`: its way there and what a drop would do."""
        return None

    def drag_area(self, state: Any, figure_id: str) -> list[tuple[list[tuple[float, float]], str]]:
        """Outlines (scene coordinates) to draw while `figure_id` is carried, each with its colour: where it
        may go (e.g. as far as a walk, as far as a run)."""
        return []

    def ruler_text(self, a: tuple[float, float], b: tuple[float, float]) -> str | None:
        """What the ruler (the right mouse button dragged across the board) says between two points, or None
        for a board without a ruler."""
        return None

    def bench_carry(self) -> tuple[Any, Any, str] | None:
        """For `realms-table-cli bench`: the options and a position mid-game where figures are carried to points
        (a crowded table), and the figure to carry over it; None for a board without free drops."""
        return None

    def bench_turns(self, trials: int) -> tuple[str, list[float]] | None:
        """For `realms-table-cli bench`: what the game times of its computer's play (e.g. a whole phase of a
        dozen figures) and the processor ms of each of `trials` such plays; None when it times nothing."""
        return None

    def wheel_action(self, state: Any, figure_id: str, steps: int, seat: int | None) -> Action | None:
        """The action the mouse wheel turned over a figure plays (`steps` notches, positive away from the
        player), or None (the wheel zooms as ever)."""
        return None

    def focus_nodes(self, state: Any, action: Action) -> list[str]:
        """The places an action touched, to light up briefly after it is played."""
        out = []
        for p in (*self.place_params, "from"):
            value = action.get(p)
            if isinstance(value, str) and value not in out:
                out.append(value)
        return out

    # -- panels ----------------------------------------------------------------------------
    def seat_info(self, state: Any, seat: int, viewer: int | None) -> SeatInfo:
        return SeatInfo()

    def action_group(self, action: Action) -> str:
        # a kind no game's table names: its code, in words (not translated: each game names its kinds)
        return action.kind.replace("_", " ").capitalize()

    def action_path(self, action: Action) -> list[str]:
        """The actions panel's headers above `action`, outermost first (a group, then sub-groups): the
        panel folds them so that a long list never shows more than ~15 rows at once."""
        return [self.action_group(action)]

    def action_order(self, action: Action) -> int:
        """Where `action`'s group stands in the actions panel (smaller first; equal keep the engine's order)."""
        return 0

    def action_label(self, action: Action) -> str:
        """How the actions panel words `action` under its headers (they may already say part of it)."""
        return say(action.label) if action.label else str(action)

    def highlights(self, state: Any) -> set[str]:
        """Places to light up on the board while nothing is dragged (what the chosen die can act on)."""
        return set()

    def action_group_icon(self, action: Action) -> Any:
        """A QIcon for the group `action` falls in (an action die's face), or None."""
        return None

    def focused_group(self, state: Any) -> str | None:
        """The group of the actions panel to open (the others are folded), e.g. the chosen die's."""
        return None

    def side_views(self) -> list[Any]:
        """Extra views shown in docks beside the rules (a battle, a hunt): widgets with a `title`, a signal
        `action_chosen(object)` and `show_state(state, actions, events, viewer) -> bool` (True: bring
        the view to the front), and optionally `live` (True while the rolls belong to the view: the rules
        panel does not come forward for them). Made once per open game."""
        return []

    def phase_text(self, state: Any) -> str:
        return ""

    def phase_steps(self, state: Any) -> tuple[list[str], int | None] | None:
        """The phases of a turn (names) and which is being played, for the strip above the board; None for a
        game without fixed phases."""
        return None

    def seat_names(self, state: Any = None) -> list[str]:
        """The seats' names as the game gives them (`Game.seat_names`); without a state (the New Game dialog, a
        board drawn before play), those of the game set up for its most players (worked out once per game)."""
        if state is not None:
            return self.game.seat_names(state)
        names = _FULL_TABLE_NAMES.get(self.game.id)
        if names is None:
            game = self.game
            names = game.seat_names(game.setup(game.full_table_options(), 0))
            _FULL_TABLE_NAMES[self.game.id] = names
        return names

    def seat_label(self, seat: int) -> str:
        """The New Game dialog's name for a seat: the game's own (Red, Blue… where seats are colours)."""
        names = self.seat_names()
        return say(names[seat]) if seat < len(names) else tr("Player {n}").format(n=seat + 1)

    def choice_label(self, option: str, value: Any) -> str:
        """The New Game dialog's word for a value of an option (a side, a role), or "" for the plain one."""
        return ""

    def event_details(self, event: Any) -> str:
        """HTML the rules panel shows with an event besides its roll (the text of the card it names), or ""
        (then a click on it in the log does nothing, as before)."""
        return ""

    def explain_step(self, events: list, viewer: int | None) -> Any:
        """The event among an action's events whose details (`event_details`) the rules panel should show
        with the whole story of that action (a card played and what it did), or None."""
        return None

    def setup_events(self, state: Any) -> list:
        """Events of the set-up (before the first action), for the log: the game's own (`Game.setup_events`)."""
        return self.game.setup_events(state)

"""War of the Ring on the generic board: Middle-earth tinted by nation, settlements with their VP and who
holds them, one army figure per region and side, Nazgûl, characters and the Fellowship.

The map (maps/data/war_of_the_ring.json) has no place for the game's tracks, so the board drawn here is the
map plus a strip of boxes on its east side, drawn as a scene overlay (wotr_layout.py; display only: the engine
never hears of them): the Fellowship
track, the Mordor track, the political track, the hunt box, both sides' action dice with their Elven rings,
the victory points and the cards in hand. A state given to the adapter is normally a seat's view, so the
opponent's cards are hidden ("?") and shown as a count.

The action dice stand in their boxes as dice with their faces (drawn in wotr_art.py), the hunt box shows its
Eyes and the Free Peoples' dice; a click on one of your dice chooses it: the actions panel opens its group
(every group carries its die's picture) and army drags spend it. A die dragged onto a region plays what it
allows there (a recruit, a separated companion), with a menu when there are several.

Dragging an army onto an adjacent region means the engine's move or attack with the whole army (the chosen
die, else the first offered); with Shift or Ctrl held, or when only part of the army may go, a dialog asks
how many units of each nation and which leaders go (wotr_dialogs.py: the engine's `comp`). Nazgûl, minions,
separated companions and the Fellowship are dragged the same way when a decision moves them. A dock beside
the rules panel follows battles and hunts with their rolls and offers their choices as buttons
(wotr_views.py). Everything else is in the actions panel, grouped by the die it spends.

The event cards (wotr_cards.py): a "Cards" dock shows the hand of the player at the screen as cards with their
texts, whether each may be played now and a button per thing to do with it; a card's own choices as buttons under
its name; the cards on the table, the decks and the discard piles face up. A card played (by anyone) is told in
the rules panel with its text and everything it did (`explain_step`), and a click on a card in the log shows it.

Team games (3 and 4 players): each seat has a role (Gondor, Rohan, Witch-king, Saruman, or a whole side) with its
own shade of its side's colour; the players panel says what each plays, who holds the leader token and who takes
the side's next action; each seat sees only its own hand (the hot-seat curtain falls between team-mates too).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.core.i18n import Text
from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.state import FREE_PEOPLES, HIDDEN, NATIONS, WotrState, side_of_nation
from maps import BoardMap, load_map
from maps.schema import Node

from ..board.overlay import OverlayZone
from ..i18n import say, tr, word
from ..panels import action_words
from . import register_adapter
from .base import Figure, GameAdapter, LabelStyle, SeatInfo
from .wotr_art import face_icon
from .wotr_art import register as register_dice
from .wotr_boxes import StripText
from .wotr_cards import CardsView, card_html, hand_of
from .wotr_common import (
    BOX,
    BOX_NOW,
    CARD_GROUPS,
    DIE_FACES,
    DIE_SHORT,
    DIE_TOPICS,
    FACE_WORDS,
    FELLOWSHIP_KINDS,
    GROUPS,
    NATION_TINTS,
    NATION_WORDS,
    NEUTRAL,
    PHASE_ORDER,
    PHASE_STEPS,
    PHASES,
    ROLE_COLOURS,
    ROLE_PLAYS,
    ROLE_WORDS,
    SETTLEMENT_MARKS,
    SETTLEMENT_WORDS,
    SIDE_COLOURS,
    SIDE_WORDS,
    TOPIC_ORDER,
    army_words,
    blend,
    source,
)
from .wotr_figures import BoardFigures
from .wotr_layout import BOX_IDS, STRIP_ROOM, strip_zones
from .wotr_moves import DragMoves
from .wotr_tracks import register as register_tracks
from .wotr_views import BattleHuntView


@register_adapter
class WarOfTheRingAdapter(GameAdapter):
    game_id = "war_of_the_ring"
    game: WarOfTheRingGame
    seat_colours: ClassVar[list[str]] = [SIDE_COLOURS[FP], SIDE_COLOURS[SH]]
    pinned_kinds = ("pass", "end_fellowship_phase", "done")

    def __init__(self, game) -> None:
        super().__init__(game)
        self._sides: list[str] = [FP, SH]
        self._roles: list[str] = []
        self._names_cache: dict[str, str] | None = None
        #: the die the player clicked (side, face): the actions panel opens its group, army drags spend it
        self.selected_die: tuple[str, str] | None = None
        self._legal_cache: tuple[Any, list[Action]] | None = None
        self._board: BoardMap | None = None
        self.strip = StripText(self)
        self.board_figures = BoardFigures(self, self.strip)
        self.moves = DragMoves(self)
        register_dice()
        register_tracks()

    def see(self, s: WotrState) -> WotrState:
        """The seats' sides come from the state (a save may give seat 1 the Shadow)."""
        if list(s.sides) != self._sides:
            self._sides = list(s.sides)
        roles = list(getattr(s, "roles", ()) or ())
        if roles != self._roles:
            self._roles = roles
        return s

    def seat_colour(self, seat: int | None) -> str:
        """The side's colour; in a team game each team-mate's own shade of it. Before a state was seen,
        the default seating (Free Peoples, Shadow, Free Peoples, Shadow)."""
        if seat is None or seat < 0:
            return "#777777"
        if seat < len(self._roles) and len(self._roles) > 2:
            return ROLE_COLOURS.get(self._roles[seat], "#777777")
        if seat < len(self._sides):
            return SIDE_COLOURS[self._sides[seat]]
        return [ROLE_COLOURS[r] for r in ("gondor", "witch_king", "rohan", "saruman")][seat % 4]

    # -- the board ----------------------------------------------------------------------------------
    def board_map(self) -> BoardMap:
        """The map, its canvas widened to the east for the strip of boxes (made once)."""
        if self._board is None:
            base = load_map(self.game.map_id)
            self._board = base.model_copy(update={"width": base.width + STRIP_ROOM})
        return self._board

    def overlays(self) -> dict[str, list[OverlayZone]]:
        """The strip of boxes east of the map: the tracks, the hunt box, the dice, the hands, the reinforcements."""
        return {"strip": strip_zones()}

    def node_fill(self, state: WotrState, node: Node) -> str:
        s = self.see(state)
        if node.id in BOX_IDS:
            mover = self.game.to_move(s)
            side = s.sides[mover] if mover is not None else None
            if (node.id == "box_dice_fp" and side == FP) or (node.id == "box_dice_sh" and side == SH):
                return BOX_NOW
            if node.id == "box_mordor" and s.mordor is not None:
                return "#e2b9a4"
            return BOX
        nation = node.attrs.get("nation")
        base = NATION_TINTS.get(nation, NEUTRAL) if nation else NEUTRAL
        bt: Mapping[str, Any] = s.battle or {}
        if node.id in (bt.get("frm"), bt.get("to")):     # the battle being fought
            return blend(base, "#e8590c", 0.45)
        if node.id in s.sieges:
            return blend(base, "#7a2a1a", 0.25)
        return base

    def node_label_style(self, state: WotrState, node: Node) -> LabelStyle:
        s = self.see(state)
        if node.id in BOX_IDS:
            return self.strip.box_label(s, node)
        kind = node.attrs.get("settlement") or "none"
        if kind == "none":
            return LabelStyle(size=0.8, colour="#3b3224")
        vp = node.attrs.get("vp") or 0
        mark = SETTLEMENT_MARKS.get(kind, "")
        text = f"{mark} {say(node.name)}" + (f" ({vp})" if vp else "")
        held = s.control.get(node.id)
        colour = "#1d1a14"
        if held is not None and held != node.attrs.get("side"):
            colour = QColor(SIDE_COLOURS[held]).darker(130).name()    # captured: in the captor's colour
        return LabelStyle(underline=kind == "stronghold", bold=kind in ("stronghold", "city"), colour=colour,
                          text=text, size=1.0 if kind in ("stronghold", "city") else 0.9)

    def node_badge(self, state: WotrState, node: Node) -> str | None:
        return None

    def node_tooltip(self, state: WotrState, node: Node) -> str:
        s = self.see(state)
        if node.id in BOX_IDS:
            return self.strip.box_text(s, node.id)
        lines = [say(node.name)]
        nation = node.attrs.get("nation")
        if nation:
            lines.append(tr("{nation} ({side})").format(nation=s.nation_name(nation),
                                                        side=word(SIDE_WORDS, side_of_nation(nation))))
        kind = node.attrs.get("settlement") or "none"
        if kind != "none":
            vp = node.attrs.get("vp") or 0
            text = tr("{settlement}, {n} VP").format(settlement=word(SETTLEMENT_WORDS, kind), n=vp) if vp \
                else word(SETTLEMENT_WORDS, kind)
            held = s.control.get(node.id)
            if held:
                text += " · " + tr("held by the {side}").format(side=word(SIDE_WORDS, held))
            lines.append(text)
        if node.id in s.sieges:
            lines.append(tr("Besieged: the {side} are inside.").format(side=word(SIDE_WORDS, s.sieges[node.id])))
        for side in (FP, SH):
            army = s.army(node.id, side)
            if army:
                lines.append(f"{word(SIDE_WORDS, side)} — {army_words(army, s.nation_name)}")
        if s.nazgul.get(node.id):
            lines.append(tr("Nazgûl: {n}").format(n=s.nazgul[node.id]))
        chars = s.chars_at(node.id)
        if chars:
            lines.append(", ".join(say(s.board.char_name(c)) for c in chars))
        if s.ring_region == node.id and s.mordor is None:
            lines.append(tr("The Fellowship (last known position), progress {p}").format(p=s.progress))
        return "\n".join(lines)

    def owner_marks(self, state: WotrState) -> dict[str, str]:
        s = self.see(state)
        return {r: SIDE_COLOURS[side] for r, side in s.control.items() if side in SIDE_COLOURS}

    def box_text(self, s: WotrState, box: str) -> str:
        """A box of the strip's whole text (its tooltip)."""
        return self.strip.box_text(s, box)

    # -- figures, drag and drop: BoardFigures (wotr_figures.py) and DragMoves (wotr_moves.py) -------------
    def figures(self, state: WotrState) -> list[Figure]:
        return self.board_figures.figures(state)

    def figure_actions(self, state: WotrState, figure_id: str) -> list[Action]:
        return self.moves.figure_actions(state, figure_id)

    def legal_targets(self, state: WotrState, figure_id: str) -> set[str]:
        return self.moves.legal_targets(state, figure_id)

    def drop_action(self, state: WotrState, figure_id: str, node_id: str) -> Action | Illegal:
        return self.moves.drop_action(state, figure_id, node_id)

    def click_action(self, state: WotrState, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        return self.moves.click_action(state, figure_id, seat, parent)

    def click_preview(self, state: WotrState, target: str, seat: int) -> list[Action]:
        return [a for a in self.moves.click_options(state, target) if a.seat == seat]

    def refine_drop(self, state: WotrState, figure_id: str, node_id: str, action: Action | Illegal, detailed: bool,
                    parent: Any = None) -> Action | Illegal | None:
        return self.moves.refine_drop(state, figure_id, node_id, action, detailed, parent)

    def chosen(self, s: WotrState) -> tuple[str, str] | None:
        """The die the player clicked, while it is still theirs to use."""
        if self.selected_die is None:
            return None
        side, face = self.selected_die
        mover = self.game.to_move(s)
        if mover is None or s.sides[mover] != side or face not in s.rolled.get(side, []):
            self.selected_die = None     # spent, or the turn passed: forget it
            return None
        if not s.pending or s.pending[-1].get("kind") != "action":
            return None                  # a decision in between (a second army move): keep it for after
        return self.selected_die

    def figure_clicked(self, state: WotrState, figure_id: str, seat: int | None) -> bool:
        parts = figure_id.split(":")
        if parts[0] != "die" or len(parts) < 4 or not parts[3] or len(parts) > 4 or seat is None:
            return False
        side, face = parts[1], parts[3]
        s = self.see(state)
        if s.sides[seat] != side or face not in s.rolled.get(side, []):
            return False
        self.selected_die = None if self.selected_die == (side, face) else (side, face)
        return True

    def group_clicked(self, state: WotrState, group: str, seat: int | None) -> bool:
        """A die's group header clicked in the actions panel: that die is chosen (or let go), as on the board."""
        if seat is None or not 0 <= seat < len(state.sides):
            return False
        side = state.sides[seat]
        for face in state.rolled.get(side, []):
            if self.action_group(Action.make("any", seat, die=face)) == group:
                self.selected_die = None if self.selected_die == (side, face) else (side, face)
                return True
        return False

    def focused_group(self, state: Any) -> str | None:
        if state is None:
            return None
        chosen = self.chosen(state)
        if chosen is None:
            return None
        return self.action_group(Action.make("any", 0, die=chosen[1]))

    def action_group_icon(self, action: Action) -> Any:
        die = action.get("die")
        if not isinstance(die, str) or die not in DIE_FACES:
            return None
        side = self._sides[action.seat] if 0 <= action.seat < len(self._sides) else FP
        return face_icon(die, side)

    def side_views(self) -> list[Any]:
        return [BattleHuntView(self), CardsView(self)]

    def seat_of(self, s: WotrState, side: str) -> int | None:
        """The seat that moves `side`'s figures now (in a team game, the team-mate deciding)."""
        if side not in s.sides:
            return None
        try:
            return s.seat_of(side)
        except (AttributeError, KeyError, ValueError):
            return s.sides.index(side)

    def draggable(self, state: Any, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat

    def focus_nodes(self, state: WotrState, action: Action) -> list[str]:
        out = []
        for p in ("frm", "to"):
            v = action.get(p)
            if isinstance(v, str) and v not in out:
                out.append(v)
        return out

    # -- panels -------------------------------------------------------------------------------------
    def seat_info(self, state: WotrState, seat: int, viewer: int | None) -> SeatInfo:
        s = self.see(state)
        b = s.board
        side = s.sides[seat]
        hand = hand_of(self.game, s, seat)
        if viewer == seat or (hand and all(c != HIDDEN for c in hand) and viewer is None):
            hand_text = ", ".join(say(b.cards[c].name) for c in hand if c in b.cards) or tr("empty")
        else:
            hand_text = tr("%n card(s)", None, len(hand))
        rolled = ", ".join(word(FACE_WORDS, f) for f in s.rolled.get(side, [])) or tr("none")
        nations = [n for n in NATIONS if side_of_nation(n) == side]
        war = ", ".join(say(s.nation_name(n)) for n in nations if s.at_war(n)) or tr("none")
        team = s.team
        role = s.roles[seat] if s.roles and seat < len(s.roles) else side
        first = s.sides.index(side) == seat    # a team-mate's rows leave the side's dice and tracks to the first
        if team is None:
            rows = [(tr("Side"), word(SIDE_WORDS, side))]
        elif role in ROLE_PLAYS:
            rows = [(tr("Plays"), tr("{what} ({side})").format(what=word(ROLE_PLAYS, role),
                                                                side=word(SIDE_WORDS, side)))]
            if team.get("leader:" + side) == role:
                rows.append((tr("Leader"), tr("★ leads the side this turn")))
            if team.get("next:" + side) == role and s.phase == "actions":
                rows.append((tr("Next"), tr("takes the next {side} action").format(side=word(SIDE_WORDS, side))))
        else:
            rows = [(tr("Plays"), tr("the whole {side} side alone (never the same nation twice in a row)").format(
                side=word(SIDE_WORDS, side)))]
        if first:
            rows += [(tr("Action dice"), rolled), (tr("Elven rings"), str(s.rings.get(side, 0)))]
        rows.append((tr("Hand"), hand_text))
        if first and side == FP:   # (the side's dice and tracks: in the first seat's rows only)
            rows.append((tr("At war"), war))
            where = b.name[s.ring_region] if s.mordor is None else tr("Mordor step {n}").format(n=s.mordor)
            rows.append((tr("Fellowship"), tr("{where}, progress {p}, {h}, corruption {c}").format(
                where=where, p=s.progress, h=tr("hidden") if s.hidden else tr("revealed"), c=s.corruption)))
            lost = sum(t[0] + t[1] for n, t in s.casualties.items() if n in FREE_PEOPLES)
            rows.append((tr("Casualties"), str(lost)))
        elif first:
            rows.append((tr("At war"), war))
            rows.append((tr("Hunt box"), tr("{n} Shadow dice, {m} Free Peoples dice").format(
                n=s.hunt_shadow, m=s.hunt_fp)))
            rows.append((tr("Nazgûl in reserve"), str(s.nazgul_reserve)))
        goal = 10 if side == SH else 4
        return SeatInfo(rows, tr("{n} / {goal} VP").format(n=s.vp(side), goal=goal))

    def action_group(self, action: Action) -> str:
        die = action.get("die")
        if isinstance(die, str):
            name = word(FACE_WORDS, die)
            return name if die == "will_of_the_west" else tr("{face} die").format(face=name)
        if action.kind in CARD_GROUPS:    # a card's own decision: under the card's name
            card = self.game.board.cards.get(action.get("card") or "")
            name = card.name if card is not None else str(action).split(":")[0]   # (card_move: "<card>: move …")
            if name in self._card_names():
                return word(CARD_GROUPS, action.kind).format(card=name)
            return tr("A card's choice")
        return word(GROUPS, action.kind) if action.kind in GROUPS else super().action_group(action)

    def action_path(self, action: Action) -> list[str]:
        """A die's actions by what they act on (the Fellowship, armies, characters, cards, muster, politics,
        the die itself), long lists once more by army, companion or nation."""
        group = self.action_group(action)
        b = self.game.board
        if action.kind in ("nazgul_move", "minion_move", "char_move"):   # long lists: by the figure's place
            frm = action.get("frm")
            if isinstance(frm, str) and frm in b.name:
                return [group, tr("From {region}").format(region=b.name[frm])]
            who = action.get("who")
            if isinstance(who, str):
                return [group, say(b.char_name(who))]
        if not isinstance(action.get("die"), str):
            return [group]
        topic = DIE_TOPICS.get(action.kind)
        if topic is None:
            return [group]
        path = [group, word(DIE_TOPICS, action.kind)]
        if action.kind in ("move_army", "attack", "sortie") and isinstance(action.get("frm"), str):
            path.append(tr("The army in {region}").format(region=b.name.get(action.get("frm"), action.get("frm"))))
        elif action.kind == "separate" and isinstance(action.get("companion"), str):
            path.append(say(b.char_name(action.get("companion"))))
        elif action.kind == "recruit" and isinstance(action.get("nation"), str):
            path.append(word(NATION_WORDS, action.get("nation")))
        return path

    def action_order(self, action: Action) -> int:
        die = action.get("die")
        face = DIE_FACES.index(die) if die in DIE_FACES else len(DIE_FACES)
        topic = DIE_TOPICS.get(action.kind)
        return face * 100 + (TOPIC_ORDER.index(topic) if topic in TOPIC_ORDER else len(TOPIC_ORDER))

    def action_label(self, action: Action) -> str:
        """Under a die's header the 'Use … die:' of the engine's label goes without saying: its sentence
        without the die (DIE_SHORT, a whole sentence of the catalog with the same fields); any other label
        whole, in the player's language."""
        label = action.label
        if isinstance(label, Text) and label.template in DIE_SHORT and isinstance(action.get("die"), str) \
                and DIE_TOPICS.get(action.kind):
            return word(DIE_SHORT, label.template).format(**label.params)
        return action_words(action)

    def highlights(self, state: WotrState) -> set[str]:
        """With a die chosen: every region its actions start from or lead to, and the Fellowship track when
        it can move or hide the Fellowship."""
        chosen = self.chosen(state)
        if chosen is None:
            return set()
        out: set[str] = set()
        for a in self.legal(state):
            if a.get("die") != chosen[1]:
                continue
            for key in ("frm", "to"):
                v = a.get(key)
                if isinstance(v, str) and v in state.board.name:
                    out.add(v)
            if a.kind in FELLOWSHIP_KINDS:
                out.add("box_fellowship")
            if a.kind in ("politics", "companion_politics"):
                out.add("box_politics")
        return out

    def legal(self, state: WotrState) -> list[Action]:
        """legal_actions, once per state (the board asks for every figure on a refresh)."""
        cached = self._legal_cache
        if cached is not None and cached[0] is state:
            return cached[1]
        legal = self.game.legal_actions(state)
        self._legal_cache = (state, legal)
        return legal

    def seat_label(self, seat: int) -> str:
        """Seats are chosen sides and roles (the combos beside them), not colours: 'Player 1'…"""
        return tr("Player {n}").format(n=seat + 1)

    def choice_label(self, option: str, value: Any) -> str:
        if option in ("sides", "roles") and value in ROLE_WORDS:
            return word(ROLE_WORDS, value)
        if option == "first_guide":
            return say(self.game.board.char_name(value)) if isinstance(value, str) else ""
        return ""

    def event_details(self, event: Any) -> str:
        """The card an event names (played, revealed, drawn, discarded, used from the table), with its texts."""
        b = self.game.board
        names = self._card_names()
        if "reveal {name}" in source(event):   # a combat card revealed in a battle: its combat half
            c = names.get(event.params.get("card"))
            return card_html(b, c, event=False) if c else ""
        for key in ("card", "other"):
            c = names.get(event.params.get(key))
            if c:
                return card_html(b, c)
        return ""

    def explain_step(self, events: list, viewer: int | None) -> Any:
        """The event of an action that played a card (or revealed, used or forced off one): the rules panel
        shows that card's text and everything the action did."""
        for e in events:
            if not e.visible(viewer):
                continue
            said = source(e)
            if e.kind in ("card", "battle") and (" plays {card}" in said or "reveal {name}" in said
                                                 or "from the table" in said or "off the table" in said
                                                 or "also plays {other}" in said) and self.event_details(e):
                return e
            if said.startswith("{card}") and self.event_details(e):   # a card's later step (a choice made)
                return e
        return None

    def _card_names(self) -> dict[str, str]:
        names = self._names_cache
        if names is None:
            names = {c.name: cid for cid, c in self.game.board.cards.items()}
            self._names_cache = names
        return names

    def phase_text(self, state: WotrState) -> str:
        s = state
        if s.over:
            return tr("Game over") + (" · " + say(s.end_reason) if s.end_reason else "")
        text = tr("Turn {turn} · {phase}").format(turn=s.turn, phase=word(PHASES, s.phase))
        if s.battle is not None:
            text += " · " + tr("battle in {region}").format(region=s.board.name.get(s.battle.get("to", ""), "?"))
        return text

    def phase_steps(self, state: WotrState) -> tuple[list[str], int | None] | None:
        steps = [word(PHASE_STEPS, p) for p in PHASE_ORDER]
        phase = "fellowship" if state.phase == "team_swap" else state.phase
        return steps, (PHASE_ORDER.index(phase) if phase in PHASE_ORDER and not state.over else None)

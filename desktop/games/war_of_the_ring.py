"""War of the Ring on the generic board: Middle-earth tinted by nation, settlements with their VP and who
holds them, one army figure per region and side, Nazgûl, characters and the Fellowship.

The map (maps/data/war_of_the_ring.json) has no place for the game's tracks, so the board drawn here is the
map plus a strip of boxes on its east side (display only: the engine never hears of them): the Fellowship
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

import textwrap
from typing import Any, ClassVar

from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.war_of_the_ring.common import FACE_NAMES, FP, SH
from engines.war_of_the_ring.state import FREE_PEOPLES, HIDDEN, NATIONS, WotrState, side_of_nation
from maps import BoardMap, load_map
from maps.schema import Node

from ..i18n import tr
from . import register_adapter
from .base import Figure, GameAdapter, LabelStyle, SeatInfo
from .wotr_art import BODY

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

# the strip of boxes east of the map
STRIP_X, STRIP_W = 1775.0, 470.0
BOXES = (
    ("box_fellowship", "Fellowship track", 0.0, 170.0),
    ("box_mordor", "Mordor track", 180.0, 62.0),
    ("box_politics", "Political track", 252.0, 225.0),
    ("box_hunt", "Hunt box", 487.0, 152.0),
    ("box_dice_fp", "Free Peoples dice", 649.0, 125.0),
    ("box_dice_sh", "Shadow dice", 784.0, 125.0),
    ("box_vp", "Victory points", 919.0, 62.0),
    ("box_cards", "Cards in hand", 991.0, 175.0),
    ("box_reinforcements", "Reinforcements", 1176.0, 204.0),
)
BOX_IDS = tuple(b[0] for b in BOXES)
#: boxes that hold dice: their words stand at the top (the point of the box is this far below its top edge),
#: the dice in a row under them
DICE_BOXES = {"box_hunt": 46.0, "box_dice_fp": 32.0, "box_dice_sh": 32.0}
DIE_ROW = 86.0      # the dice's centres, below the box's top edge
DIE_ROWS = {"box_hunt": 116.0}   # (the hunt box has a line more: the special tiles in play)
DIE_GAP = 70.0      # from one die's centre to the next (closer when many)
TOKEN_RADIUS = 21.3     # the scene's token radius on this map (a die's size is given relative to it)
DIE_BOX = {FP: "box_dice_fp", SH: "box_dice_sh"}
DIE_FACES = ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye")


def _blend(a: str, b: str, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


def _pack(names: list[str], width: int, first: str, rest: str) -> list[str]:
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


def army_words(army: dict[str, tuple[int, int, int]], name=None) -> str:
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


@register_adapter
class WarOfTheRingAdapter(GameAdapter):
    game_id = "war_of_the_ring"
    seat_colours: ClassVar[list[str]] = [SIDE_COLOURS[FP], SIDE_COLOURS[SH]]
    seat_colour_names: ClassVar[list[str]] = ["Free Peoples", "Shadow"]
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
        from .wotr_art import register
        register()
        from .wotr_tracks import register as register_tracks
        register_tracks()

    def _see(self, s: WotrState) -> WotrState:
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
        """The map plus, east of it, a strip of boxes for the tracks, dice and hands (made once)."""
        if self._board is None:
            self._board = self._build_board()
        return self._board

    def _build_board(self) -> BoardMap:
        base = load_map(self.game.map_id)
        data = base.model_dump()
        from .wotr_tracks import label_spot
        x0, x1 = STRIP_X, STRIP_X + STRIP_W
        for node_id, name, top, height in BOXES:
            y0, y1 = 10.0 + top, 10.0 + top + height
            y = y0 + DICE_BOXES[node_id] if node_id in DICE_BOXES else (y0 + y1) / 2 + 8
            pos = label_spot(node_id) or ((x0 + x1) / 2, y)   # a track drawn as figures: its caption on top
            data["nodes"].append({
                "id": node_id, "name": name, "kind": "track", "pos": list(pos),
                "polygon": [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], "attrs": {"box": True}})
        data["width"] = base.width + STRIP_W + 40.0
        return BoardMap.model_validate(data)

    def node_fill(self, state: WotrState, node: Node) -> str:
        s = self._see(state)
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
        bt = s.battle or {}
        if node.id in (bt.get("frm"), bt.get("to")):     # the battle being fought
            return _blend(base, "#e8590c", 0.45)
        if node.id in s.sieges:
            return _blend(base, "#7a2a1a", 0.25)
        return base

    def node_label_style(self, state: WotrState, node: Node) -> LabelStyle:
        s = self._see(state)
        if node.id in BOX_IDS:
            return self._box_label(s, node)
        kind = node.attrs.get("settlement") or "none"
        if kind == "none":
            return LabelStyle(size=0.8, colour="#3b3224")
        vp = node.attrs.get("vp") or 0
        mark = SETTLEMENT_MARKS.get(kind, "")
        text = f"{mark} {node.name}" + (f" ({vp})" if vp else "")
        held = s.control.get(node.id)
        colour = "#1d1a14"
        if held is not None and held != node.attrs.get("side"):
            colour = QColor(SIDE_COLOURS[held]).darker(130).name()    # captured: in the captor's colour
        return LabelStyle(underline=kind == "stronghold", bold=kind in ("stronghold", "city"), colour=colour,
                          text=text, size=1.0 if kind in ("stronghold", "city") else 0.9)

    def node_badge(self, state: WotrState, node: Node) -> str | None:
        return None

    def node_tooltip(self, state: WotrState, node: Node) -> str:
        s = self._see(state)
        if node.id in BOX_IDS:
            return self._box_text(s, node.id)
        lines = [node.name]
        nation = node.attrs.get("nation")
        if nation:
            lines.append(tr("{nation} ({side})").format(nation=s.nation_name(nation),
                                                        side=tr(SIDE_WORDS[side_of_nation(nation)])))
        kind = node.attrs.get("settlement") or "none"
        if kind != "none":
            vp = node.attrs.get("vp") or 0
            text = tr(SETTLEMENT_WORDS[kind]).capitalize() + (tr(", {n} VP").format(n=vp) if vp else "")
            held = s.control.get(node.id)
            if held:
                text += " · " + tr("held by the {side}").format(side=tr(SIDE_WORDS[held]))
            lines.append(text)
        if node.id in s.sieges:
            lines.append(tr("Besieged: the {side} are inside.").format(side=tr(SIDE_WORDS[s.sieges[node.id]])))
        for side in (FP, SH):
            army = s.army(node.id, side)
            if army:
                lines.append(f"{tr(SIDE_WORDS[side])} — {army_words(army, s.nation_name)}")
        if s.nazgul.get(node.id):
            lines.append(tr("Nazgûl: {n}").format(n=s.nazgul[node.id]))
        chars = s.chars_at(node.id)
        if chars:
            lines.append(", ".join(s.board.char_name(c) for c in chars))
        if s.ring_region == node.id and s.mordor is None:
            lines.append(tr("The Fellowship (last known position), progress {p}").format(p=s.progress))
        return "\n".join(lines)

    def owner_marks(self, state: WotrState) -> dict[str, str]:
        s = self._see(state)
        return {r: SIDE_COLOURS[side] for r, side in s.control.items() if side in SIDE_COLOURS}

    # -- the boxes beside the map ------------------------------------------------------------------
    def _dice_used(self, s: WotrState, side: str) -> int:
        if s.phase != "actions":
            return 0
        return max(0, s.pool[side] - len(s.rolled.get(side, [])) - (s.hunt_shadow if side == SH else 0))

    def _dice_text(self, s: WotrState, side: str, full: bool = False) -> list[str]:
        rolled = s.rolled.get(side, [])
        ring = tr("Elven rings {n}").format(n=s.rings.get(side, 0))
        if side in s.ring_used:
            ring += " " + tr("(one used)")
        if s.phase == "actions" or rolled:
            line = tr("{n} unused · {m} used · {ring}").format(n=len(rolled), m=self._dice_used(s, side), ring=ring)
        else:
            line = tr("{pool} dice, not rolled yet · {ring}").format(pool=s.pool[side], ring=ring)
        if not full:
            return [line]
        faces = ", ".join(tr(FACE_NAMES.get(f, f)) for f in rolled) if rolled else tr("none")
        return [line, tr("unused: {faces}").format(faces=faces),
                tr("{pool} dice in the pool").format(pool=s.pool[side]),
                tr("Click a die to see what it allows; drag it onto a region to use it there.")
                if rolled else ""]

    def _box_lines(self, s: WotrState, box: str, full: bool = False) -> list[str]:
        b = s.board
        if box == "box_fellowship":
            where = b.name[s.ring_region] if s.mordor is None else tr("Mordor track")
            state = tr("hidden") if s.hidden else tr("REVEALED")
            comp = ", ".join(b.char_name(c) for c in s.companions) or tr("none")
            return [tr("progress {p} · {state} · at {where}").format(p=s.progress, state=state, where=where),
                    tr("corruption {c} / 12").format(c=s.corruption),
                    tr("guide: {g}").format(g=b.char_name(s.guide)),
                    *textwrap.wrap(comp, 44, break_long_words=False)]
        if box == "box_mordor":
            if s.mordor is None:
                return [tr("not entered")]
            steps = " ".join("◉" if i == s.mordor else "○" for i in range(6))
            return [tr("step {n} of 5   {steps}").format(n=s.mordor, steps=steps)]
        if box == "box_politics":
            lines = []
            for n in NATIONS:
                step = s.political[n]
                state = tr("AT WAR") if step == 0 else tr("{n} to war").format(n=step)
                act = tr("active") if n in s.active else tr("passive")
                lines.append(f"{s.nation_name(n)}: {state}, {act}")
            return lines
        if box == "box_hunt":
            from .wotr_cards import special_tiles, tile_words
            tiles = tr("tiles: {n} in the pool · {m} drawn").format(n=len(s.hunt_pool), m=len(s.hunt_drawn))
            special = special_tiles(s)
            if not full:   # the special tiles by name under the counts (always a line: the dice stay put)
                names = ", ".join(tile_words(b, t).split(" (")[0] for t, _w in special)
                line = tr("special tiles: {names}").format(names=names) if special else tr("no special tile in play")
                return [tiles, textwrap.shorten(line, 64, placeholder=" …")]
            return [tr("Shadow dice {n} · Free Peoples dice {m}").format(n=s.hunt_shadow, m=s.hunt_fp), tiles,
                    *(tr("special tile {tile}: {where}").format(tile=tile_words(b, t), where=where)
                      for t, where in special),
                    tr("Each Free Peoples die here adds 1 to every hunt die.")]
        if box == "box_dice_fp":
            return self._dice_text(s, FP, full)
        if box == "box_dice_sh":
            return self._dice_text(s, SH, full)
        if box == "box_reinforcements":
            return [tr("rows: regulars, elites, leaders (Sauron: Nazgûl)")]
        if box == "box_vp":
            return [tr("Shadow {n} / 10 · Free Peoples {m} / 4").format(n=s.vp(SH), m=s.vp(FP))]
        if box == "box_cards":
            from .wotr_cards import hand_of
            lines = []
            seat_names = self.game.seat_names(s)
            for side in (FP, SH):
                seats = [i for i, sd in enumerate(s.sides) if sd == side]
                hands = {i: hand_of(self.game, s, i) for i in seats}
                total = sum(len(h) for h in hands.values())
                per = " (" + " · ".join(f"{seat_names[i]} {len(h)}" for i, h in hands.items()) + ")" \
                    if len(seats) > 1 else ""
                decks = [len(s.decks.get(f"{side}/{d}", [])) for d in ("character", "strategy")]
                gone = sum(len(s.discards.get(f"{side}/{d}", [])) for d in ("character", "strategy"))
                # few words on the board (a long label is slow to draw anew), everything in the tooltip and the dock
                head = (tr("{side}: {n} card") if total == 1 else tr("{side}: {n} cards")).format(
                    side=tr(SIDE_WORDS[side]), n=total)
                piles = tr("decks {c} + {st} · {d} discarded").format(c=decks[0], st=decks[1], d=gone)
                if full:
                    lines += [head + per, "  " + tr("decks {c} character + {st} strategy · {d} discarded").format(
                        c=decks[0], st=decks[1], d=gone)]
                else:
                    lines += [head, "  " + piles]   # two short lines: the box is narrow
                    if per:
                        lines.append("  " + per.strip(" ()"))
                for h in hands.values():   # the hand of the player at the screen, by name (in the tooltip)
                    if full and h and all(c != HIDDEN for c in h):
                        lines += _pack([b.cards[c].name for c in h if c in b.cards], 34, "  • ", "    ")
                table = [b.cards[c].name for c in s.table.get(side, []) if c in b.cards]
                if table and full:
                    lines.append("  " + tr("on the table: {names}").format(names=", ".join(table)))
                elif table:
                    lines += textwrap.wrap(tr("on the table: {names}").format(names=", ".join(table)), 34,
                                           initial_indent="  ", subsequent_indent="    ")
                if full:
                    for d in ("character", "strategy"):
                        pile = [b.cards[c].name for c in s.discards.get(f"{side}/{d}", []) if c in b.cards]
                        if pile:
                            lines.append("  " + tr("{deck} discards: {names}").format(
                                deck=tr(d.capitalize()), names=", ".join(pile)))
            if full:
                lines.append(tr("The Cards tab beside the rules shows every card's text."))
            return lines
        return []

    def _box_title(self, s: WotrState, box: str) -> str:
        return tr({b[0]: b[1] for b in BOXES}[box])

    def _box_label(self, s: WotrState, node: Node) -> LabelStyle:
        from .wotr_tracks import track_label
        style = track_label(self, s, node.id)   # the tracks drawn as figures (wotr_tracks.py): a caption
        if style is not None:
            return style
        lines = [self._box_title(s, node.id), *self._box_lines(s, node.id)]
        if node.id == "box_cards":   # the counts in the title: they stay when the smaller lines must go
            from .wotr_cards import hand_of
            counts = {side: sum(len(hand_of(self.game, s, i)) for i, sd in enumerate(s.sides) if sd == side)
                      for side in (FP, SH)}
            lines = [lines[0], tr("Free Peoples {fp} · Shadow {sh}").format(fp=counts[FP], sh=counts[SH])]
            return LabelStyle(bold=True, text="\n".join(lines), size=1.45, colour="#2b2418", title_lines=2)
        return LabelStyle(bold=True, text="\n".join(lines), size=1.45, colour="#2b2418")

    def _box_text(self, s: WotrState, box: str) -> str:
        return "\n".join(line for line in [self._box_title(s, box), *self._box_lines(s, box, full=True)] if line)

    # -- figures ------------------------------------------------------------------------------------
    def figures(self, state: WotrState) -> list[Figure]:
        s = self._see(state)
        b = s.board
        out: list[Figure] = []
        regions = sorted({r for (r, _n) in s.units})
        for r in regions:
            for side in (FP, SH):
                army = s.army(r, side)
                if not army:
                    continue
                units = sum(t[0] + t[1] for t in army.values())
                leaders = sum(t[2] for t in army.values())
                main = max(army, key=lambda n: (army[n][0] + army[n][1], -NATIONS.index(n)))
                label = army_tag(army)
                inside = tr(" (inside the stronghold)") if s.sieges.get(r) == side else ""
                tip = (tr("{side} army in {region}{inside}").format(side=tr(SIDE_WORDS[side]), region=b.name[r],
                                                                    inside=inside) + "\n"
                       + army_words(army, s.nation_name).replace("; ", "\n"))
                if units:
                    tip += "\n" + tr("Drag it onto a neighbouring region to move or attack.")
                out.append(Figure(f"army:{r}:{side}", r, label, NATION_COLOURS.get(main, SIDE_COLOURS[side]),
                                  self._seat(s, side), tip, points=units if units else leaders))
        for r, k in sorted(s.nazgul.items()):
            if k:
                out.append(Figure(f"nazgul:{r}", r, tr("Nazgûl ×{n}").format(n=k) if k > 1 else tr("Nazgûl"),
                                  "#1c1c1c", self._seat(s, SH), tr("{n} Nazgûl in {region}").format(
                                      n=k, region=b.name[r]), points=k))
        for c, r in sorted(s.chars.items()):
            side = b.char_side(c)
            name = b.char_name(c)
            colour = "#e9e4d4" if side == FP else "#3a2a2a"
            if c == "gandalf_the_white":
                colour = "#ffffff"
            out.append(Figure(f"char:{c}", r, name.split()[0] if len(name) > 11 else name, colour,
                              self._seat(s, side), name, shape="standee"))
        where = s.ring_region if s.mordor is None else "box_mordor"
        tip = (tr("The Fellowship with the Ring-bearers Frodo and Sam, at its last known position — "
                  "progress {p}, {state}, corruption {c}").format(
            p=s.progress, state=tr("hidden") if s.hidden else tr("revealed"), c=s.corruption)
            + "\n" + tr("Guide: {g}; companions: {c}").format(
                g=b.char_name(s.guide), c=", ".join(b.char_name(c) for c in s.companions) or tr("none")))
        out.append(Figure("fellowship", where, tr("Frodo"), FELLOWSHIP,
                          self._seat(s, FP), tip, points=s.progress if s.mordor is None else s.mordor,
                          shape="standee"))
        from .wotr_tracks import track_figures
        return (track_figures(self, s, out) + out + self._dice_figures(s)   # (the tracks first: under the figures)
                + self._reinforcement_figures(s))

    def _reinforcement_figures(self, s: WotrState) -> list[Figure]:
        """Each nation's reinforcements in their box, a token per kind of figure with its count: dragged onto
        a settlement they are recruited there (with the die that pays)."""
        out: list[Figure] = []
        top = 10.0 + {b[0]: b[2] for b in BOXES}["box_reinforcements"]
        pitch = (STRIP_W - 110.0) / len(NATIONS)
        for col, n in enumerate(NATIONS):
            side = side_of_nation(n)
            r, e, lead = s.reinforcements.get(n, (0, 0, 0))
            kinds = [("regular", r), ("elite", e), ("leader", lead)]
            if n == "sauron":
                kinds[2] = ("nazgul", s.nazgul_reserve)
            x = STRIP_X + 100.0 + pitch * (col + 0.5)
            for row, (unit, count) in enumerate(kinds):
                word = REINFORCEMENT_WORDS[unit]
                tip = tr("{nation}: {n} {what} in reinforcements").format(
                    nation=s.nation_name(n), n=count, what=tr(word[0] if count == 1 else word[1]))
                if count:
                    tip += "\n" + tr("Drag it onto a settlement to recruit it there (a Muster die pays).")
                out.append(Figure(f"reinf:{n}:{unit}", "box_reinforcements", "",
                                  NATION_COLOURS[n] if count else "#cfc8b8", self._seat(s, side) if count else None,
                                  tip, points=count, at=(x, top + 62.0 + row * 46.0), size=0.75,
                                  shape="token"))
        return out

    # -- the dice -------------------------------------------------------------------------------------
    @staticmethod
    def _row(box: str, count: int) -> tuple[list[tuple[float, float]], float]:
        """Centres of `count` dice in a row in a box, and their size (relative to a token)."""
        top = 10.0 + {b[0]: b[2] for b in BOXES}[box]
        gap = min(DIE_GAP, (STRIP_W - 30.0) / max(1, count))
        x0 = STRIP_X + STRIP_W / 2 - (count - 1) * gap / 2
        spots = [(x0 + i * gap, top + DIE_ROWS.get(box, DIE_ROW)) for i in range(count)]
        return spots, min(1.4, gap / (TOKEN_RADIUS * 2.3))

    def _dice_figures(self, s: WotrState) -> list[Figure]:
        """Each side's action dice in its box (unused with their faces, used ones grey, unrolled ones plain),
        and the hunt box's dice: the Shadow's Eyes and the Free Peoples' dice that moved the Fellowship."""
        out: list[Figure] = []
        mover = self.game.to_move(s)
        acting = s.sides[mover] if mover is not None and s.pending and s.pending[-1].get("kind") == "action" else None
        chosen = self._chosen(s)
        for side in (FP, SH):
            rolled = sorted(s.rolled.get(side, []), key=lambda f: DIE_FACES.index(f) if f in DIE_FACES else 9)
            dice: list[tuple[str, str]] = [(f, "") for f in rolled]
            if s.phase == "actions" or rolled:
                dice += [("", "used")] * self._dice_used(s, side)
            else:
                dice += [("", "")] * s.pool[side]
            marked = False
            spots, size = self._row(DIE_BOX[side], len(dice))
            for i, ((face, state), at) in enumerate(zip(dice, spots, strict=True)):
                fid = f"die:{side}:{i}:{face}" + (f":{state}" if state else "")
                if face:
                    name = tr(FACE_NAMES.get(face, face))
                    tip = tr("{side} action die: {face}").format(side=tr(SIDE_WORDS[side]), face=name) + "\n" + \
                        tr(FACE_HELP.get(face, ""))
                    if side == acting:
                        tip += "\n" + tr("Click it to see what it allows; drag it onto a region to use it there.")
                elif state == "used":
                    name, tip = tr("used"), tr("{side} action die, used this turn").format(side=tr(SIDE_WORDS[side]))
                else:
                    name, tip = tr("not rolled"), tr("{side} action die, not rolled yet").format(
                        side=tr(SIDE_WORDS[side]))
                selected = bool(face) and not marked and chosen == (side, face)
                marked = marked or selected
                out.append(Figure(fid, DIE_BOX[side], name, BODY[side],
                                  self._seat(s, side) if face and side == acting else None, tip,
                                  art="wotr_die", at=at, size=size, selected=selected))
        hunt = [("shadow", "eye")] * s.hunt_shadow + [("free_peoples", "plus1")] * s.hunt_fp
        spots, size = self._row("box_hunt", len(hunt))
        for i, ((side, face), at) in enumerate(zip(hunt, spots, strict=True)):
            tip = (tr("A Shadow die in the hunt box (an Eye): it hunts the Fellowship") if side == SH else
                   tr("A Free Peoples die that moved the Fellowship: +1 to every hunt die"))
            out.append(Figure(f"die:{side}:h{i}:{face}", "box_hunt", tip, BODY[side], None, tip, art="wotr_die",
                              at=at, size=size))
        return out

    def _chosen(self, s: WotrState) -> tuple[str, str] | None:
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
        s = self._see(state)
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
        chosen = self._chosen(state)
        if chosen is None:
            return None
        return self.action_group(Action.make("any", 0, die=chosen[1]))

    def action_group_icon(self, action: Action) -> Any:
        die = action.get("die")
        if not isinstance(die, str) or die not in DIE_FACES:
            return None
        from .wotr_art import face_icon
        side = self._sides[action.seat] if 0 <= action.seat < len(self._sides) else FP
        return face_icon(die, side)

    def side_views(self) -> list[Any]:
        from .wotr_cards import CardsView
        from .wotr_views import BattleHuntView
        return [BattleHuntView(self), CardsView(self)]

    def _seat(self, s: WotrState, side: str) -> int | None:
        """The seat that moves `side`'s figures now (in a team game, the team-mate deciding)."""
        if side not in s.sides:
            return None
        try:
            return s.seat_of(side)
        except (AttributeError, KeyError, ValueError):
            return s.sides.index(side)

    # -- drag and drop ------------------------------------------------------------------------------
    def figure_actions(self, state: WotrState, figure_id: str) -> list[Action]:
        s = state
        kind, _, rest = figure_id.partition(":")
        legal = self._legal(s)
        if kind == "army":
            region, _, side = rest.rpartition(":")
            mover = self.game.to_move(s)
            if mover is None or s.sides[mover] != side:
                return []
            out = [a for a in legal if a.kind in ARMY_MOVES and a.get("frm") == region and a.get("to") != region]
            bt = s.battle or {}
            if bt.get("to") == region:      # the defender retreats by dragging its army
                out += [a for a in legal if a.kind == "retreat"]
            if bt.get("frm") == region and bt.get("to") != region:   # the victor advances
                out += [a for a in legal if a.kind == "advance"]
            return out
        if kind == "nazgul":
            return [a for a in legal if a.kind == "nazgul_move" and a.get("frm") == rest]
        if kind == "char":
            return [a for a in legal if a.kind in ("char_move", "minion_move") and a.get("who") == rest
                    and a.get("to") != s.chars.get(rest)]
        if figure_id == "fellowship":   # declared or placed on a region; moved on its track
            return [a for a in legal if a.kind in ("place_fellowship", "declare", "move_fellowship", "separate")]
        if kind == "reinf":   # a reinforcement dragged onto a settlement: recruited there
            nation, _, unit = rest.partition(":")
            return [a for a in legal if a.kind in ("recruit", "recruit2") and a.get("nation") == nation
                    and a.get("unit") == unit]
        if kind == "die":   # a die dropped on a region: what that die does there (armies are dragged themselves)
            parts = figure_id.split(":")
            if len(parts) != 4 or not parts[3]:
                return []
            return [a for a in legal if a.get("die") == parts[3] and isinstance(a.get("to"), str)
                    and a.kind not in ARMY_MOVES]
        return []

    @staticmethod
    def _target(s: WotrState, a: Action) -> str | None:
        if a.kind == "advance":
            return (s.battle or {}).get("to")
        if a.kind == "move_fellowship":   # the Fellowship moves in secret: its progress counter steps on
            return "box_fellowship"
        to = a.get("to")
        return to if isinstance(to, str) else None

    def legal_targets(self, state: WotrState, figure_id: str) -> set[str]:
        return {t for a in self.figure_actions(state, figure_id) if (t := self._target(state, a))}

    def drop_action(self, state: WotrState, figure_id: str, node_id: str) -> Action | Illegal:
        s = state
        matches = self._drop_options(s, figure_id, node_id)
        if matches:   # the chosen die, else the least valuable that can pay; the whole army (refine_drop asks)
            return matches[0]
        if figure_id == "fellowship" and s.pending and s.pending[-1].get("kind") == "action" \
                and any(a.kind == "move_fellowship" for a in self.figure_actions(s, figure_id)):
            return Illegal(tr("The Fellowship moves in secret: drop it on the Fellowship track to move it one "
                              "step (its progress goes up by 1; its figure stays where it was last seen), or on "
                              "a lit region to separate a companion there."), "fellowship")
        kind0, _, rest0 = figure_id.partition(":")
        if kind0 == "reinf" and self.game.to_move(s) is not None:
            nation, _, unit = rest0.partition(":")
            mover = self.game.to_move(s)
            dice = [f for f in s.rolled.get(s.sides[mover], []) if f in ("muster", "army_muster", "will_of_the_west")]
            candidate = Action.make("recruit", mover, die=dice[0] if dice else "muster", nation=nation, unit=unit,
                                    to=node_id)
            verdict = self.game.check(s, candidate)
            if isinstance(verdict, Illegal):
                return verdict
            return Illegal(tr("Reinforcements are recruited with a Muster die, one figure at a time, in a free "
                              "settlement of their own nation that is at war."), "mustering")
        if node_id in BOX_IDS:
            return Illegal(tr("The boxes beside the map only show the tracks: drop figures on regions."), "turn")
        mover = self.game.to_move(s)
        if mover is None:
            return Illegal(tr("The game is over."), "victory")
        kind, _, rest = figure_id.partition(":")
        if kind == "die":
            face = figure_id.split(":")[3] if figure_id.count(":") >= 3 else ""
            return Illegal(tr("A {face} die does nothing in {region} by itself: drag an army to move it (the chosen "
                              "die is spent), or pick the die's action in the actions panel.").format(
                face=tr(FACE_NAMES.get(face, face)), region=s.board.name.get(node_id, node_id)), "action-dice")
        if kind == "char" and s.board.char_side(rest) == FP:
            return Illegal(tr("{name} moves when the companions move: use a Character die on “Move the "
                              "companions” (click the die), then drag {name}.").format(
                name=s.board.char_name(rest)), "characters")
        if kind in ("char", "nazgul"):
            return Illegal(tr("Nazgûl and minions move when a Character die moves them: click the die, choose "
                              "“Move Nazgûl and minions”, then drag them."), "characters")
        if kind != "army":
            return Illegal(tr("That figure cannot go there now."), "turn")
        region, _, side = rest.rpartition(":")
        if s.sides[mover] != side:
            return Illegal(tr("It is the {side} player's decision now.").format(
                side=tr(SIDE_WORDS[s.sides[mover]])), "turn")
        p = s.pending[-1] if s.pending else {}
        units = s.strength(region, side)
        if p.get("kind") == "army_second":
            candidate = Action.make("move_army2", mover, frm=region, to=node_id, units=units)
        elif p.get("kind") == "action":
            dice = [f for f in s.rolled.get(side, []) if f in ("army", "army_muster", "character", "will_of_the_west")]
            die = dice[0] if dice else "army"
            hostile = s.enemy_outside(node_id, side) or (node_id in s.sieges and s.sieges[node_id] != side)
            candidate = (Action.make("attack", mover, die=die, frm=region, to=node_id) if hostile
                         else Action.make("move_army", mover, die=die, frm=region, to=node_id, units=units))
        else:
            legal = self._legal(s)
            waiting = self.action_group(legal[0]) if legal else tr("a choice")
            return Illegal(tr("The game is waiting for another choice first: {what} (in the actions panel or the "
                              "battle and hunt view).").format(what=waiting), "turn")
        verdict = self.game.check(s, candidate)
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That army cannot go there now."), "army-movement")

    def _drop_options(self, s: WotrState, figure_id: str, node_id: str) -> list[Action]:
        """What a drop of `figure_id` on `node_id` may mean: one action per die that can pay (the chosen die
        only, when it can), the least valuable die first, each the whole army where armies move."""
        matches = [a for a in self.figure_actions(s, figure_id) if self._target(s, a) == node_id]
        chosen = self._chosen(s)
        if chosen is not None and any(a.get("die") == chosen[1] for a in matches):
            matches = [a for a in matches if a.get("die") == chosen[1]]
        if figure_id.startswith("army:"):
            best: dict[Any, Action] = {}
            for a in matches:   # per die and kind: the biggest offered (the whole army)
                key = (a.get("die"), a.kind)
                if key not in best or (a.get("units") or 99) > (best[key].get("units") or 99):
                    best[key] = a
            matches = list(best.values())
        return sorted(matches, key=lambda a: DIE_VALUE.get(a.get("die"), 0))

    def click_action(self, state: WotrState, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        """A click on the Fellowship: hide it, declare it, move it, separate or move companions, enter
        Mordor, change the guide; on a nation's disc of the political track: advance it. A menu with the die
        that pays each (the chosen die only, when it can)."""
        if seat is None:
            return None
        s = state
        legal = self._legal(s)
        if figure_id == "fellowship":
            options = [a for a in legal if a.kind in FELLOWSHIP_CLICK]
        elif figure_id.startswith("trk:pol:") and figure_id.count(":") == 2:
            nation = figure_id.split(":")[2]
            options = [a for a in legal if a.kind in ("politics", "companion_politics")
                       and (a.get("nation") == nation or (a.kind == "companion_politics"
                                                          and self._companion_nation(s, a) == nation))]
        else:
            return None
        if not options:
            return None
        chosen = self._chosen(s)
        if chosen is not None and any(a.get("die") == chosen[1] for a in options):
            options = [a for a in options if a.get("die") in (chosen[1], None)]
        options.sort(key=lambda a: (FELLOWSHIP_CLICK.index(a.kind) if a.kind in FELLOWSHIP_CLICK else 0,
                                    DIE_VALUE.get(a.get("die"), 0)))
        from . import wotr_dialogs
        return wotr_dialogs.choose_action(options, parent)

    @staticmethod
    def _companion_nation(s: WotrState, a: Action) -> str | None:
        """The nation a companion's politics action advances (the engine's label names it)."""
        text = str(a)
        for n in NATIONS:
            if f"advances {s.nation_name(n)} " in text or f"advances the {s.nation_name(n)} " in text:
                return n
        return None

    def draggable(self, state: Any, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat

    def refine_drop(self, state: WotrState, figure_id: str, node_id: str, action: Action | Illegal, detailed: bool,
                    parent: Any = None) -> Action | Illegal | None:
        """An army: a plain drop moves (or attacks with) the whole army with the only die that can pay; when
        several dice can pay, or the stack holds more than one kind of figure, a small menu asks (the least
        valuable die and the whole army first, "Choose which figures go…" for a part). Shift or Ctrl opens
        the split dialog at once; so does a drop where only part of the army may go. The Fellowship dropped
        on its track, or a die on a region, with several ways to pay: a menu, least valuable first."""
        from . import wotr_dialogs
        s = state
        if figure_id.startswith("army:") and isinstance(action, Action) and action.kind in (*ARMY_MOVES, "advance"):
            options = self._drop_options(s, figure_id, node_id) or [action]
            frm = action.get("frm") or (s.battle or {}).get("frm")
            side = s.sides[action.seat]
            whole = s.strength(frm, side)
            if detailed:
                return wotr_dialogs.SplitDialog.ask(self.game, s, options[0], parent)
            mixed = self._mixed(s, frm, side)
            if len(options) == 1 and not mixed:
                units = options[0].get("units")
                if isinstance(units, int) and units < whole:
                    return wotr_dialogs.SplitDialog.ask(self.game, s, options[0], parent)
                return options[0]
            entries: list[tuple[str, Any]] = []
            for a in options:
                die = a.get("die")
                paid = ((" — " + tr("{face} die").format(face=tr(FACE_NAMES.get(die, die))))
                        if isinstance(die, str) else "")
                units = a.get("units")
                if not (isinstance(units, int) and units < whole):
                    entries.append((tr(WHOLE_WORDS.get(a.kind, "Move the whole army")) + paid, a))
                entries.append((tr("Choose which figures go…") + paid, ("split", a)))
            picked = wotr_dialogs.choose_entry(entries, parent)
            if isinstance(picked, tuple):
                return wotr_dialogs.SplitDialog.ask(self.game, s, picked[1], parent)
            return picked
        if (figure_id == "fellowship" or figure_id.startswith("reinf:")) and isinstance(action, Action) \
                and action.kind in ("move_fellowship", "recruit", "separate"):
            options = self._drop_options(s, figure_id, node_id)
            return wotr_dialogs.choose_action(options, parent) if len(options) > 1 else action
        if figure_id.startswith("die:") and isinstance(action, Action):
            options = [a for a in self.figure_actions(s, figure_id) if self._target(s, a) == node_id]
            if len(options) > 1:
                return wotr_dialogs.choose_action(options, parent)
        return action

    @staticmethod
    def _mixed(s: WotrState, region: str, side: str) -> bool:
        """More than one kind of figure in a side's stack: regulars and elites, leaders, several nations,
        Nazgûl or characters (so a plain drop asks whether all go)."""
        army = {n: t for n, t in s.army(region, side).items() if any(t)}
        kinds = {i for t in army.values() for i, v in enumerate(t) if v}
        extras = bool(s.chars_at(region, side)) or (side == SH and bool(s.nazgul.get(region)))
        return len(army) > 1 or len(kinds) > 1 or extras

    def focus_nodes(self, state: WotrState, action: Action) -> list[str]:
        out = []
        for p in ("frm", "to"):
            v = action.get(p)
            if isinstance(v, str) and v not in out:
                out.append(v)
        return out

    # -- panels -------------------------------------------------------------------------------------
    def seat_info(self, state: WotrState, seat: int, viewer: int | None) -> SeatInfo:
        s = self._see(state)
        b = s.board
        side = s.sides[seat]
        from .wotr_cards import hand_of
        hand = hand_of(self.game, s, seat)
        if viewer == seat or (hand and all(c != HIDDEN for c in hand) and viewer is None):
            hand_text = ", ".join(b.cards[c].name for c in hand if c in b.cards) or tr("empty")
        else:
            hand_text = tr("1 card") if len(hand) == 1 else tr("{n} cards").format(n=len(hand))
        rolled = ", ".join(FACE_NAMES.get(f, f) for f in s.rolled.get(side, [])) or tr("none")
        nations = [n for n in NATIONS if side_of_nation(n) == side]
        war = ", ".join(s.nation_name(n) for n in nations if s.at_war(n)) or tr("none")
        team = s.team
        role = s.roles[seat] if s.roles and seat < len(s.roles) else side
        first = s.sides.index(side) == seat    # a team-mate's rows leave the side's dice and tracks to the first
        if team is None:
            rows = [(tr("Side"), tr(SIDE_WORDS[side]))]
        elif role in ROLE_PLAYS:
            rows = [(tr("Plays"), tr("{what} ({side})").format(what=tr(ROLE_PLAYS[role]), side=tr(SIDE_WORDS[side])))]
            if team.get("leader:" + side) == role:
                rows.append((tr("Leader"), tr("★ leads the side this turn")))
            if team.get("next:" + side) == role and s.phase == "actions":
                rows.append((tr("Next"), tr("takes the next {side} action").format(side=tr(SIDE_WORDS[side]))))
        else:
            rows = [(tr("Plays"), tr("the whole {side} side alone (never the same nation twice in a row)").format(
                side=tr(SIDE_WORDS[side])))]
        if first:
            rows += [(tr("Action dice"), rolled), (tr("Elven rings"), str(s.rings.get(side, 0)))]
        rows.append((tr("Hand"), hand_text))
        if not first:
            pass
        elif side == FP:
            rows.append((tr("At war"), war))
            where = b.name[s.ring_region] if s.mordor is None else tr("Mordor step {n}").format(n=s.mordor)
            rows.append((tr("Fellowship"), tr("{where}, progress {p}, {h}, corruption {c}").format(
                where=where, p=s.progress, h=tr("hidden") if s.hidden else tr("revealed"), c=s.corruption)))
            lost = sum(t[0] + t[1] for n, t in s.casualties.items() if n in FREE_PEOPLES)
            rows.append((tr("Casualties"), str(lost)))
        else:
            rows.append((tr("At war"), war))
            rows.append((tr("Hunt box"), tr("{n} Shadow dice, {m} Free Peoples dice").format(
                n=s.hunt_shadow, m=s.hunt_fp)))
            rows.append((tr("Nazgûl in reserve"), str(s.nazgul_reserve)))
        goal = 10 if side == SH else 4
        return SeatInfo(rows, tr("{n} / {goal} VP").format(n=s.vp(side), goal=goal))

    def action_group(self, action: Action) -> str:
        die = action.get("die")
        if isinstance(die, str):
            name = FACE_NAMES.get(die, die)
            return tr(name) if die == "will_of_the_west" else tr("{face} die").format(face=name)
        if action.kind in CARD_GROUPS:    # a card's own decision: under the card's name
            card = self.game.board.cards.get(action.get("card") or "")
            name = card.name if card is not None else str(action).split(":")[0]   # (card_move: "<card>: move …")
            if name in self._card_names():
                return tr(CARD_GROUPS[action.kind]).format(card=name)
            return tr("A card's choice")
        group = GROUPS.get(action.kind)
        return tr(group) if group else super().action_group(action)

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
                return [group, b.char_name(who)]
        if not isinstance(action.get("die"), str):
            return [group]
        topic = DIE_TOPICS.get(action.kind)
        if topic is None:
            return [group]
        path = [group, tr(topic)]
        if action.kind in ("move_army", "attack", "sortie") and isinstance(action.get("frm"), str):
            path.append(tr("The army in {region}").format(region=b.name.get(action.get("frm"), action.get("frm"))))
        elif action.kind == "separate" and isinstance(action.get("companion"), str):
            path.append(b.char_name(action.get("companion")))
        elif action.kind == "recruit" and isinstance(action.get("nation"), str):
            path.append(tr(NATION_WORDS.get(action.get("nation"), action.get("nation"))))
        return path

    def action_order(self, action: Action) -> int:
        die = action.get("die")
        face = DIE_FACES.index(die) if die in DIE_FACES else len(DIE_FACES)
        topic = DIE_TOPICS.get(action.kind)
        return face * 100 + (TOPIC_ORDER.index(topic) if topic in TOPIC_ORDER else len(TOPIC_ORDER))

    def action_label(self, action: Action) -> str:
        """Under a die's header the 'Use … die:' of the engine's label goes without saying."""
        text = str(action)
        if isinstance(action.get("die"), str) and DIE_TOPICS.get(action.kind):
            head, sep, rest = text.partition(" die: ")
            if sep and head.startswith("Use ") and rest:
                return rest[0].upper() + rest[1:]
        return text

    def highlights(self, state: WotrState) -> set[str]:
        """With a die chosen: every region its actions start from or lead to, and the Fellowship track when
        it can move or hide the Fellowship."""
        chosen = self._chosen(state)
        if chosen is None:
            return set()
        out: set[str] = set()
        for a in self._legal(state):
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

    def _legal(self, state: WotrState) -> list[Action]:
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
        from engines.war_of_the_ring.options import ROLE_NAMES
        if option in ("sides", "roles") and value in ROLE_NAMES:
            return tr(ROLE_NAMES[value])
        if option == "first_guide":
            return self.game.board.char_name(value) if isinstance(value, str) else ""
        return ""

    def event_details(self, event: Any) -> str:
        """The card an event names (played, revealed, drawn, discarded, used from the table), with its texts."""
        from .wotr_cards import card_html
        b = self.game.board
        names = self._card_names()
        if "reveal {name}" in event.template:   # a combat card revealed in a battle: its combat half
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
            if e.kind in ("card", "battle") and (" plays {card}" in e.template or "reveal {name}" in e.template
                                                 or "from the table" in e.template or "off the table" in e.template
                                                 or "also plays {other}" in e.template) and self.event_details(e):
                return e
            if e.template.startswith("{card}") and self.event_details(e):   # a card's later step (a choice made)
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
            return tr("Game over") + (f" · {s.end_reason}" if s.end_reason else "")
        text = tr("Turn {turn} · {phase}").format(turn=s.turn, phase=tr(PHASES.get(s.phase, s.phase)))
        if s.battle is not None:
            text += " · " + tr("battle in {region}").format(region=s.board.name.get(s.battle.get("to", ""), "?"))
        return text

    def phase_steps(self, state: WotrState) -> tuple[list[str], int | None] | None:
        steps = [tr(PHASE_STEPS[p]) for p in PHASE_ORDER]
        phase = "fellowship" if state.phase == "team_swap" else state.phase
        return steps, (PHASE_ORDER.index(phase) if phase in PHASE_ORDER and not state.over else None)

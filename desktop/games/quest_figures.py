"""The quest's figures in a state: the hobbits and Sauron on the corruption line, the foes on the foe line, the
lines of the scenario board with their markers, the event marker, the event tiles, the Fellowship on the route,
each hobbit's panel with his life tokens, shields and (the Ring-bearer) the Ring, the hand at the screen and the
Gandalf cards.

Everything is drawn from the state the window shows (a view: other hobbits' cards are hidden, and only the hand
of the hobbit at the screen is laid out face up); every word is put in the player's language here, so the
painters (quest_art.py) only draw."""
from __future__ import annotations

import math
from typing import Any, Protocol

from PySide6.QtGui import QColor

from engines.core import Action
from engines.quest.cards import COLOUR_NAMES, SYMBOL_NAMES, card_name, colour, printed_symbols, symbols_for
from engines.quest.effects import NAMES, demand_text
from engines.quest.state import HIDDEN, QuestState

from ..i18n import say, tr, word
from . import quest_art as art
from .base import Figure
from .quest_table import FOE_SLOTS, ROWS, foe_place, foe_slot, hand_seat, row_keys, shown_board
from .quest_words import GANDALF, POWERS

Rect = tuple[float, float, float, float]
HAND_TOP_GAP = 54.0        # the hand's name above its cards
MARKER = 40.0              # a line's marker, across
EVENT_START = 26.0         # the event marker's start above the first event (maps/tools/build_quest_map.py)
TILE_ART = 84.0            # an event tile's picture, at the top of its box (its words under it)


class QuestHost(Protocol):
    """What the figures and the gestures ask of the adapter."""

    game: Any

    def rect(self, node_id: str) -> Rect: ...

    def seat_colour(self, seat: int | None) -> str: ...

    def mine(self, s: QuestState) -> list[Action]: ...


def ink(colour: str) -> str:
    """A seat's colour dark enough to write with on parchment."""
    return QColor(colour).darker(150).name()


class QuestFigures:
    def __init__(self, host: QuestHost) -> None:
        self.host = host

    def figures(self, s: QuestState) -> list[Figure]:
        legal = self.host.mine(s)
        out = self._corruption(s)
        out += self._foes(s, legal)
        out += self._lines(s)
        out += self._tiles(s)
        out += self._route(s)
        out += self._panels(s)
        out += self._hand(s)
        out += self._gandalf(s, legal)
        return out

    def _fig(self, fid: str, node: str, art_name: str, at: tuple[float, float], w: float, h: float,
             tip: str, colour: str = "#777777", seat: int | None = None, **data: Any) -> Figure:
        data.pop("title", None)
        return Figure(fid, node, art.label(w=round(w, 1), h=round(h, 1), **data), colour, seat, tip, art=art_name,
                      at=at)

    # -- the master board ---------------------------------------------------------------------------------------
    def _corruption(self, s: QuestState) -> list[Figure]:
        """Each space's hobbits (and Sauron) in a small grid under the space's number."""
        by_space: dict[int, list[Any]] = {}
        for h in s.hobbits:
            if not h.out:
                by_space.setdefault(h.pos, []).append(h)
        by_space.setdefault(s.sauron, []).append("sauron")
        out = []
        for space, group in by_space.items():
            x0, y0, x1, y1 = self.host.rect(f"dark_{space}")
            top = y0 + 50
            n = len(group)
            cols = n if n <= 2 else 3
            rows = math.ceil(n / cols)
            cw, ch = (x1 - x0 - 6) / cols, (y1 - top - 4) / rows
            fw, fh = min(cw * 0.9, 46.0 if n > 2 else 58.0), min(ch * 0.95, 60.0 if n > 2 else 80.0)
            for k, who in enumerate(group):
                at = (x0 + 3 + cw * (k % cols + 0.5), top + ch * (k // cols + 0.5))
                if who == "sauron":
                    tip = tr("Sauron, on space {n} of the corruption line. A hobbit he reaches is out of the game.")
                    out.append(self._fig("sauron", f"dark_{space}", art.SAURON, at, fw * 0.9, fh,
                                         tip.format(n=space), "#151212", title=tr("Sauron")))
                    continue
                name = say(NAMES[who.id])
                tip = tr("{hobbit} on space {n} of the corruption line; Sauron is on space {sauron}.").format(
                    hobbit=name, n=space, sauron=s.sauron)
                if who.seat == s.bearer:
                    tip += "\n" + tr("The Ring-bearer.")
                out.append(self._fig(f"hobbit_{who.seat}", f"dark_{space}", art.HOBBIT, at, fw, fh, tip,
                                     self.host.seat_colour(who.seat), who.seat, title=name, name=name,
                                     bearer=who.seat == s.bearer))
        return out

    def _foes(self, s: QuestState, legal: list[Action]) -> list[Figure]:
        fight = any(a.kind == "fight" for a in legal)
        out: list[Figure] = []
        stacked: list[Figure] = []   # foes past the line's last place, on it, the newest on top
        for i, foe_id in enumerate(s.foe_line):
            place = foe_place(s, i)
            slot = foe_slot(s, i)
            x0, y0, x1, y1 = self.host.rect(slot)
            extra = place - FOE_SLOTS
            if extra > 0:   # a little down and to the right for each foe past the last place
                shift = 0.12 * (x1 - x0) * extra
                x0, x1, y0, y1 = x0 + shift, x1 + shift, y0 + shift, y1 + shift
            foe = s.data.foe(foe_id)
            demand = say(demand_text(s, foe.demand))
            tip = tr("{foe} asks for {demand}.").format(foe=say(foe.name), demand=demand)
            if i == 0:
                tip += "\n" + (tr("The leftmost foe: click it to fight it.") if fight else
                               tr("The leftmost foe: the hobbit whose turn it is may fight it."))
            figure = self._fig(f"foe:{foe_id}", slot, art.FOE, ((x0 + x1) / 2, (y0 + y1) / 2),
                               x1 - x0 - 8, y1 - y0 - 8, tip, "#4a2f2a", title=say(foe.name),
                               name=say(foe.name), demand=demand, can=fight and i == 0)
            (stacked if place >= FOE_SLOTS else out).append(figure)
        return out + stacked[::-1]

    # -- the scenario board ----------------------------------------------------------------------------------------
    def _lines(self, s: QuestState) -> list[Figure]:
        board, preview = shown_board(s)
        out: list[Figure] = []
        if board is None:
            return out
        for row, key in row_keys(board).items():
            line = board.line(key)
            x0, y0, x1, y1 = self.host.rect(row)
            left = x0 + 238
            at = -1 if preview else s.markers.get(key, 0)
            names, card_colours, taken = {}, {}, []
            for i, reward in enumerate(line.spaces):
                if reward and reward.startswith("card:"):
                    feature = s.data.feature(reward[5:])
                    if feature is not None and reward[5:] not in s.piles.get(feature.home, ()):
                        taken.append(i)     # won already (or lost): no longer on the board
                        continue
                    names[str(i)] = say(card_name(s.data, reward[5:]))
                    card_colours[str(i)] = colour(s.data, reward[5:])
            tint = "#efe3bf" if key == "main" else art.blend("#f1e6c6", art.SYMBOL_COLOURS.get(line.symbol,
                                                                                                 "#c9a14a"), 0.3)
            out.append(self._fig(f"line:{row}", row, art.LINE, ((left + x1) / 2, (y0 + y1) / 2), x1 - left, y1 - y0,
                                 say(board.name), title=say(board.name), spaces=list(line.spaces),
                                 values=list(line.values) if line.values else None,
                                 parts=list(line.parts or []), names=names, card_colour=card_colours, tint=tint,
                                 taken=taken, marker=at))
            if not preview:
                n = len(line.spaces)
                sw = (x1 - left) / n
                mark = (left + sw * (at + 0.5), y1 - MARKER / 2 - 8)
                colour_ = "#f5f0e1" if key == "main" else art.SYMBOL_COLOURS.get(line.symbol, "#777777")
                tip = tr("The marker of {line}: space {n} of {last}.").format(line=self._line_name(key), n=at,
                                                                                 last=line.last)
                out.append(self._fig(f"marker:{row}", row, art.MARKER, mark, MARKER, MARKER, tip, colour_))
        if not preview:
            out.append(self._event_marker(s))
        return out

    def _event_marker(self, s: QuestState) -> Figure:
        """The event marker at the event reached; before any event, at its start above the column, pointing
        down at the first event (the start is bare board, not an event)."""
        x0, y0, _x1, y1 = self.host.rect(f"event_{max(1, s.event_pos)}")
        if s.event_pos:
            tip = tr("The event marker: {n} of the six events are behind the Fellowship.").format(n=s.event_pos)
            return self._fig("event_marker", f"event_{s.event_pos}", art.MARKER, (x0 + 18, (y0 + y1) / 2), 30, 40,
                             tip, "#2b2b2b", kind="event")
        tip = tr("The event marker: no event yet on this board.")
        return self._fig("event_marker", "event_1", art.MARKER, (x0 + 26, y0 - EVENT_START / 2), 34, 24, tip,
                         "#d9cfb4", kind="event", down=True)

    @staticmethod
    def _line_name(key: str) -> str:
        from engines.quest.flow import LINE_NAMES
        return say(LINE_NAMES[key])

    def _tiles(self, s: QuestState) -> list[Figure]:
        out = []
        if s.board is not None:
            x0, y0, x1, _y1 = self.host.rect("tiles")
            out.append(self._fig("tile_stack", "tiles", art.TILE, ((x0 + x1) / 2, y0 + 6 + TILE_ART / 2), TILE_ART,
                                 TILE_ART, tr("{n} event tiles in the stack").format(n=len(s.tiles)), kind="stack",
                                 n=len(s.tiles)))
            if s.tiles_out:
                x0, y0, x1, _y1 = self.host.rect("tile_out")
                kind = s.tiles_out[-1].split(".")[0]
                out.append(self._fig("tile_last", "tile_out", art.TILE, ((x0 + x1) / 2, y0 + 6 + TILE_ART / 2),
                                     TILE_ART, TILE_ART, self.tile_words(s, kind), kind=kind))
        return out

    @staticmethod
    def tile_words(s: QuestState, kind: str) -> str:
        from engines.quest.flow import TILE_NAMES
        return say(TILE_NAMES.get(kind, kind))

    def _route(self, s: QuestState) -> list[Figure]:
        _x0, y0, x1, y1 = self.host.rect(f"stop_{s.location}")
        return [self._fig("fellowship", f"stop_{s.location}", art.FELLOWSHIP, (x1 - 30, (y0 + y1) / 2), 44, 70,
                          tr("The Fellowship is at {place}.").format(place=self.place_name(s, s.location)),
                          "#c0392b")]

    @staticmethod
    def place_name(s: QuestState, stop: str) -> str:
        haven = s.data.haven(stop)
        return say(haven.name if haven is not None else s.data.board(stop).name)

    # -- the hobbits ---------------------------------------------------------------------------------------------
    def _panels(self, s: QuestState) -> list[Figure]:
        out = []
        seen = hand_seat(s)
        for h in s.hobbits:
            node = f"panel_{h.seat}"
            x0, y0, x1, y1 = self.host.rect(node)
            name = say(NAMES[h.id])
            badge = tr("out of the game") if h.out else tr("Ring-bearer") if h.seat == s.bearer else ""
            where = tr("on space {n}").format(n=h.pos) if not h.out else ""
            known = [c for c in h.hand if c != HIDDEN]
            cards = tr("%n card(s) in hand", None, len(h.hand))
            if h.seat != seen and known and len(known) == len(h.hand):   # everything shown: the end of the game
                cards = ", ".join(say(card_name(s.data, c)) for c in h.hand)
            width = x1 - x0 - 24
            tip = tr("{hobbit}: {where}; shields worth {shields}; {cards}.").format(
                hobbit=name, where=where or badge, shields=h.shields, cards=tr("%n card(s) in hand", None,
                                                                                len(h.hand)))
            out.append(self._fig(f"panel:{h.seat}", node, art.PANEL, (x0 + 12 + width / 2, y0 + 8 + 62), width, 124,
                                 tip, self.host.seat_colour(h.seat), None, name=name, badge=badge, where=where,
                                 cards=cards, ink=ink(self.host.seat_colour(h.seat))))
            chip_w = min(104.0, (x1 - x0 - 24) / 4)
            for k, kind in enumerate(("ring", "heart", "sun", "shields")):
                at = (x0 + 12 + chip_w * (k + 0.5), y1 - 42)
                count = h.shields if kind == "shields" else h.tokens[kind]
                tip = (tr("{hobbit}'s shields, worth {n}").format(hobbit=name, n=count) if kind == "shields" else
                       tr("{hobbit}'s {token}s: {n}").format(hobbit=name, token=self.token_name(kind), n=count))
                out.append(self._fig(f"{kind}:{h.seat}" if kind == "shields" else f"token:{h.seat}:{kind}", node,
                                     art.TOKEN, at, chip_w - 6, 56, tip, self.host.seat_colour(h.seat), h.seat,
                                     kind=kind, n=count))
            if h.seat == s.bearer and not h.out:
                tip = tr("The One Ring, carried by {hobbit}.").format(hobbit=name)
                out.append(self._fig("the_ring", node, art.RING, (x1 - 44, y0 + 44), 70, 70, tip, "#e6b422", h.seat))
        return out

    @staticmethod
    def token_name(kind: str) -> str:
        from engines.quest.cards import TOKEN_NAMES
        return say(TOKEN_NAMES[kind])

    def _hand(self, s: QuestState) -> list[Figure]:
        seat = hand_seat(s)
        if seat is None:
            return []
        h = s.hobbits[seat]
        cards = list(h.hand)
        if not cards:
            return []
        x0, y0, x1, y1 = self.host.rect("hand")
        top, width, height = y0 + HAND_TOP_GAP, x1 - x0 - 20, y1 - y0 - HAND_TOP_GAP - 8
        rows = 1 if len(cards) <= 9 else 2
        cols = math.ceil(len(cards) / rows)
        w = min(240.0, width / cols - 10)     # (a few cards: wide enough for a long name or power)
        ch = min((height - (rows - 1) * 8) / rows, w * 1.45)
        out = []
        for k, card in enumerate(cards):
            r, c = divmod(k, cols)
            row_n = min(cols, len(cards) - r * cols)
            left = x0 + 10 + (width - row_n * (w + 10)) / 2
            at = (left + c * (w + 10) + w / 2 + 5, top + r * (ch + 8) + ch / 2)
            out.append(self._card(s, seat, card, at, w, ch))
        return out

    def _card(self, s: QuestState, seat: int, card: str, at: tuple[float, float], w: float, h: float) -> Figure:
        d = s.data
        hid = s.hobbits[seat].id
        col = colour(d, card)
        name = say(card_name(d, card))
        feature = d.feature(card)
        if feature is not None:
            power = word(POWERS, feature.power, "") if feature.power else ""
            data = {"feature": True, "name": say(feature.name), "symbols": list(printed_symbols(d, card)),
                    "power": power, "face": col}
        else:
            sym = printed_symbols(d, card)[0]
            note = tr("{colour} card").format(colour=say(COLOUR_NAMES[col]))
            if symbols_for(d, hid, card) != printed_symbols(d, card):
                note = tr("{colour} card, a joker for {hobbit}").format(colour=say(COLOUR_NAMES[col]),
                                                                      hobbit=say(NAMES[hid]))
            data = {"name": say(SYMBOL_NAMES[sym]), "symbols": [sym], "note": note, "face": col}
        tip = name + "\n" + tr("Drag it onto a line it fits, or onto what is being paid; click it for its other uses.")
        if feature is not None and feature.power:
            tip = name + "\n" + word(POWERS, feature.power, "") + "\n" + tr("Click it to play it.")
        return self._fig(f"card:{card}", "hand", art.CARD, at, w, h, tip, "#f4ead0", seat, title=name, **data)

    def _gandalf(self, s: QuestState, legal: list[Action]) -> list[Figure]:
        x0, y0, x1, _y1 = self.host.rect("gandalf")
        can = {a["card"] for a in legal if a.kind == "gandalf"}
        out = []
        names = {g.id: g.name for g in s.data.gandalf}
        for k, g in enumerate(s.gandalf):
            w, h = x1 - x0 - 16, 34.0
            at = (x0 + 8 + w / 2, y0 + HAND_TOP_GAP + k * (h + 4) + h / 2)
            name = say(names.get(g, g))
            tip = tr("Gandalf: {card} — {what}. Calling him costs the Fellowship 5 shields.").format(
                card=name, what=word(GANDALF, g, ""))
            if g in can:
                tip += "\n" + (tr("Drag it onto a line to move that line two spaces, or click it.") if g == "guidance"
                               else tr("Click it to call Gandalf."))
            out.append(self._fig(f"gandalf:{g}", "gandalf", art.GANDALF, at, w, h, tip, "#d9d6cf", None, title=name,
                                 name=name, text=word(GANDALF, g, ""), can=g in can))
        return out


__all__ = ["ROWS", "QuestFigures", "QuestHost"]

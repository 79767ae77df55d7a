"""The words of War of the Ring's strip of boxes beside the map: each box's caption on the board (short: a
long label is slow to draw anew) and its whole text (the tooltip), from the state as the viewer may see it."""
from __future__ import annotations

import textwrap

from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.state import HIDDEN, NATIONS, WotrState
from maps.schema import Node

from ..i18n import say, tr, word
from .base import LabelStyle
from .wotr_cards import hand_of, special_tiles, tile_name, tile_words
from .wotr_common import FACE_WORDS, SIDE_WORDS, WotrHost, pack
from .wotr_layout import BOX_TITLES
from .wotr_tracks import track_label


class StripText:
    """The strip's captions and tooltips (the adapter asks for them as for any place's)."""

    def __init__(self, host: WotrHost) -> None:
        self.host = host

    def dice_used(self, s: WotrState, side: str) -> int:
        if s.phase != "actions":
            return 0
        return max(0, s.pool[side] - len(s.rolled.get(side, [])) - (s.hunt_shadow if side == SH else 0))

    def dice_text(self, s: WotrState, side: str, full: bool = False) -> list[str]:
        rolled = s.rolled.get(side, [])
        ring = tr("Elven rings {n}").format(n=s.rings.get(side, 0))
        if side in s.ring_used:
            ring += " " + tr("(one used)")
        if s.phase == "actions" or rolled:
            line = tr("{n} unused · {m} used · {ring}").format(n=len(rolled), m=self.dice_used(s, side), ring=ring)
        else:
            line = tr("{pool} dice, not rolled yet · {ring}").format(pool=s.pool[side], ring=ring)
        if not full:
            return [line]
        faces = ", ".join(word(FACE_WORDS, f) for f in rolled) if rolled else tr("none")
        return [line, tr("unused: {faces}").format(faces=faces),
                tr("{pool} dice in the pool").format(pool=s.pool[side]),
                tr("Click a die to see what it allows; drag it onto a region to use it there.")
                if rolled else ""]

    def box_lines(self, s: WotrState, box: str, full: bool = False) -> list[str]:
        b = s.board
        if box == "box_fellowship":
            where = b.name[s.ring_region] if s.mordor is None else tr("Mordor track")
            state = tr("hidden") if s.hidden else tr("REVEALED")
            comp = ", ".join(say(b.char_name(c)) for c in s.companions) or tr("none")
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
                lines.append(tr("{nation}: {state}, {act}", "a nation on the political track").format(
                    nation=s.nation_name(n), state=state, act=act))
            return lines
        if box == "box_hunt":
            tiles = tr("tiles: {n} in the pool · {m} drawn").format(n=len(s.hunt_pool), m=len(s.hunt_drawn))
            special = special_tiles(s)
            if not full:   # the special tiles by name under the counts (always a line: the dice stay put)
                names = ", ".join(tile_name(b, t) for t, _w in special)
                line = tr("special tiles: {names}").format(names=names) if special else tr("no special tile in play")
                return [tiles, textwrap.shorten(line, 64, placeholder=" …")]
            return [tr("Shadow dice {n} · Free Peoples dice {m}").format(n=s.hunt_shadow, m=s.hunt_fp), tiles,
                    *(tr("special tile {tile}: {where}").format(tile=tile_words(b, t), where=where)
                      for t, where in special),
                    tr("Each Free Peoples die here adds 1 to every hunt die.")]
        if box == "box_dice_fp":
            return self.dice_text(s, FP, full)
        if box == "box_dice_sh":
            return self.dice_text(s, SH, full)
        if box == "box_reinforcements":
            return [tr("rows: regulars, elites, leaders (Sauron: Nazgûl)")]
        if box == "box_vp":
            return [tr("Shadow {n} / 10 · Free Peoples {m} / 4").format(n=s.vp(SH), m=s.vp(FP))]
        if box == "box_cards":
            lines = []
            seat_names = self.host.game.seat_names(s)
            for side in (FP, SH):
                seats = [i for i, sd in enumerate(s.sides) if sd == side]
                hands = {i: hand_of(self.host.game, s, i) for i in seats}
                total = sum(len(h) for h in hands.values())
                per = " (" + " · ".join(f"{say(seat_names[i])} {len(h)}" for i, h in hands.items()) + ")" \
                    if len(seats) > 1 else ""
                decks = [len(s.decks.get(f"{side}/{d}", [])) for d in ("character", "strategy")]
                gone = sum(len(s.discards.get(f"{side}/{d}", [])) for d in ("character", "strategy"))
                # few words on the board (a long label is slow to draw anew), everything in the tooltip and the dock
                head = tr("{side}: %n card(s)", None, total).format(side=word(SIDE_WORDS, side))
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
                        lines += pack([say(b.cards[c].name) for c in h if c in b.cards], 34, "  • ", "    ")
                table = [say(b.cards[c].name) for c in s.table.get(side, []) if c in b.cards]
                if table and full:
                    lines.append("  " + tr("on the table: {names}").format(names=", ".join(table)))
                elif table:
                    lines += textwrap.wrap(tr("on the table: {names}").format(names=", ".join(table)), 34,
                                           initial_indent="  ", subsequent_indent="    ")
                if full:
                    for d in ("character", "strategy"):
                        pile = [say(b.cards[c].name) for c in s.discards.get(f"{side}/{d}", []) if c in b.cards]
                        if pile:
                            lines.append("  " + tr("{deck} discards: {names}").format(
                                deck=tr("Character") if d == "character" else tr("Strategy"), names=", ".join(pile)))
            if full:
                lines.append(tr("The Cards tab beside the rules shows every card's text."))
            return lines
        return []

    def box_title(self, s: WotrState, box: str) -> str:
        return word(BOX_TITLES, box)

    def box_label(self, s: WotrState, node: Node) -> LabelStyle:
        style = track_label(s, node.id)   # the tracks drawn as figures (wotr_tracks.py): a caption
        if style is not None:
            return style
        lines = [self.box_title(s, node.id), *self.box_lines(s, node.id)]
        if node.id == "box_cards":   # the counts in the title: they stay when the smaller lines must go
            counts = {side: sum(len(hand_of(self.host.game, s, i)) for i, sd in enumerate(s.sides) if sd == side)
                      for side in (FP, SH)}
            lines = [lines[0], tr("Free Peoples {fp} · Shadow {sh}").format(fp=counts[FP], sh=counts[SH])]
            return LabelStyle(bold=True, text="\n".join(lines), size=1.45, colour="#2b2418", title_lines=2)
        return LabelStyle(bold=True, text="\n".join(lines), size=1.45, colour="#2b2418")

    def box_text(self, s: WotrState, box: str) -> str:
        return "\n".join(line for line in [self.box_title(s, box), *self.box_lines(s, box, full=True)] if line)


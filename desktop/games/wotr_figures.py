"""War of the Ring's figures on the board: an army per region and side, the Nazgûl, the characters, the
Fellowship; on the strip beside the map the tracks' pieces (wotr_tracks.py), each side's action dice and the hunt
box's dice, and the reinforcements."""
from __future__ import annotations

from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.state import NATIONS, WotrState, side_of_nation

from ..i18n import say, tr, word
from .base import Figure
from .wotr_art import BODY
from .wotr_boxes import StripText
from .wotr_common import (
    CHAR_SHORT,
    DIE_FACES,
    FACE_HELP,
    FACE_WORDS,
    FELLOWSHIP,
    NATION_COLOURS,
    SIDE_COLOURS,
    SIDE_WORDS,
    WotrHost,
    army_tag,
    army_words,
)
from .wotr_layout import DIE_BOX, DIE_GAP, DIE_ROW, DIE_ROWS, STRIP_W, STRIP_X, box_top, token_radius
from .wotr_tracks import track_figures


def reinforcement_tip(unit: str, count: int) -> str:
    """'{nation}: 3 regulars in reinforcements' (one template per kind of figure, the count's plural in it)."""
    if unit == "regular":
        return tr("{nation}: %n regular(s) in reinforcements", None, count)
    if unit == "elite":
        return tr("{nation}: %n elite(s) in reinforcements", None, count)
    if unit == "leader":
        return tr("{nation}: %n leader(s) in reinforcements", None, count)
    return tr("{nation}: %n Nazgûl in reinforcements", None, count)


class BoardFigures:
    """The figures of a state, as the board shows them (the adapter's `figures`)."""

    def __init__(self, host: WotrHost, strip: StripText) -> None:
        self.host = host
        self.strip = strip

    def figures(self, state: WotrState) -> list[Figure]:
        s = self.host.see(state)
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
                where = tr("{side} army in {region} (inside the stronghold)") if s.sieges.get(r) == side \
                    else tr("{side} army in {region}")
                tip = (where.format(side=word(SIDE_WORDS, side), region=b.name[r]) + "\n"
                       + army_words(army, s.nation_name).replace("; ", "\n"))
                if units:
                    tip += "\n" + tr("Drag it onto a neighbouring region to move or attack.")
                out.append(Figure(f"army:{r}:{side}", r, label, NATION_COLOURS.get(main, SIDE_COLOURS[side]),
                                  self.host.seat_of(s, side), tip, points=units if units else leaders))
        for r, k in sorted(s.nazgul.items()):
            if k:
                out.append(Figure(f"nazgul:{r}", r, tr("Nazgûl ×{n}").format(n=k) if k > 1 else tr("Nazgûl"),
                                  "#1c1c1c", self.host.seat_of(s, SH), tr("{n} Nazgûl in {region}").format(
                                      n=k, region=b.name[r]), points=k))
        for c, r in sorted(s.chars.items()):
            side = b.char_side(c)
            name = say(b.char_name(c))
            colour = "#e9e4d4" if side == FP else "#3a2a2a"
            if c == "gandalf_the_white":
                colour = "#ffffff"
            out.append(Figure(f"char:{c}", r, word(CHAR_SHORT, c) if c in CHAR_SHORT else name, colour,
                              self.host.seat_of(s, side), name, shape="standee"))
        where = s.ring_region if s.mordor is None else "box_mordor"
        tip = (tr("The Fellowship with the Ring-bearers Frodo and Sam, at its last known position — "
                  "progress {p}, {state}, corruption {c}").format(
            p=s.progress, state=tr("hidden") if s.hidden else tr("revealed"), c=s.corruption)
            + "\n" + tr("Guide: {g}; companions: {c}").format(
                g=b.char_name(s.guide), c=", ".join(say(b.char_name(c)) for c in s.companions) or tr("none")))
        out.append(Figure("fellowship", where, tr("Frodo"), FELLOWSHIP,
                          self.host.seat_of(s, FP), tip, points=s.progress if s.mordor is None else s.mordor,
                          shape="standee"))
        return (track_figures(self.host, s, out) + out + self.dice_figures(s)   # (the tracks first: under the figures)
                + self.reinforcement_figures(s))

    def reinforcement_figures(self, s: WotrState) -> list[Figure]:
        """Each nation's reinforcements in their box, a token per kind of figure with its count: dragged onto
        a settlement they are recruited there (with the die that pays)."""
        out: list[Figure] = []
        top = box_top("box_reinforcements")
        pitch = (STRIP_W - 110.0) / len(NATIONS)
        for col, n in enumerate(NATIONS):
            side = side_of_nation(n)
            r, e, lead = s.reinforcements.get(n, (0, 0, 0))
            kinds = [("regular", r), ("elite", e), ("leader", lead)]
            if n == "sauron":
                kinds[2] = ("nazgul", s.nazgul_reserve)
            x = STRIP_X + 100.0 + pitch * (col + 0.5)
            for row, (unit, count) in enumerate(kinds):
                tip = reinforcement_tip(unit, count).format(nation=s.nation_name(n))
                if count:
                    tip += "\n" + tr("Drag it onto a settlement to recruit it there (a Muster die pays).")
                seat = self.host.seat_of(s, side) if count else None
                out.append(Figure(f"reinf:{n}:{unit}", "box_reinforcements", "",
                                  NATION_COLOURS[n] if count else "#cfc8b8", seat, tip, points=count,
                                  at=(x, top + 62.0 + row * 46.0), size=0.75, shape="token"))
        return out

    # -- the dice -------------------------------------------------------------------------------------
    @staticmethod
    def row(box: str, count: int) -> tuple[list[tuple[float, float]], float]:
        """Centres of `count` dice in a row in a box, and their size (relative to a token)."""
        top = box_top(box)
        gap = min(DIE_GAP, (STRIP_W - 30.0) / max(1, count))
        x0 = STRIP_X + STRIP_W / 2 - (count - 1) * gap / 2
        spots = [(x0 + i * gap, top + DIE_ROWS.get(box, DIE_ROW)) for i in range(count)]
        return spots, min(1.4, gap / (token_radius() * 2.3))

    def dice_figures(self, s: WotrState) -> list[Figure]:
        """Each side's action dice in its box (unused with their faces, used ones grey, unrolled ones plain),
        and the hunt box's dice: the Shadow's Eyes and the Free Peoples' dice that moved the Fellowship."""
        out: list[Figure] = []
        mover = self.host.game.to_move(s)
        acting = s.sides[mover] if mover is not None and s.pending and s.pending[-1].get("kind") == "action" else None
        chosen = self.host.chosen(s)
        for side in (FP, SH):
            rolled = sorted(s.rolled.get(side, []), key=lambda f: DIE_FACES.index(f) if f in DIE_FACES else 9)
            dice: list[tuple[str, str]] = [(f, "") for f in rolled]
            if s.phase == "actions" or rolled:
                dice += [("", "used")] * self.strip.dice_used(s, side)
            else:
                dice += [("", "")] * s.pool[side]
            marked = False
            spots, size = self.row(DIE_BOX[side], len(dice))
            for i, ((face, state), at) in enumerate(zip(dice, spots, strict=True)):
                fid = f"die:{side}:{i}:{face}" + (f":{state}" if state else "")
                if face:
                    name = word(FACE_WORDS, face)
                    tip = tr("{side} action die: {face}").format(side=word(SIDE_WORDS, side), face=name) + "\n" + \
                        word(FACE_HELP, face, "")
                    if side == acting:
                        tip += "\n" + tr("Click it to see what it allows; drag it onto a region to use it there.")
                elif state == "used":
                    name, tip = tr("used"), tr("{side} action die, used this turn").format(side=word(SIDE_WORDS, side))
                else:
                    name, tip = tr("not rolled"), tr("{side} action die, not rolled yet").format(
                        side=word(SIDE_WORDS, side))
                selected = bool(face) and not marked and chosen == (side, face)
                marked = marked or selected
                out.append(Figure(fid, DIE_BOX[side], name, BODY[side],
                                  self.host.seat_of(s, side) if face and side == acting else None, tip,
                                  art="wotr_die", at=at, size=size, selected=selected))
        hunt = [("shadow", "eye")] * s.hunt_shadow + [("free_peoples", "plus1")] * s.hunt_fp
        spots, size = self.row("box_hunt", len(hunt))
        for i, ((side, face), at) in enumerate(zip(hunt, spots, strict=True)):
            tip = (tr("A Shadow die in the hunt box (an Eye): it hunts the Fellowship") if side == SH else
                   tr("A Free Peoples die that moved the Fellowship: +1 to every hunt die"))
            out.append(Figure(f"die:{side}:h{i}:{face}", "box_hunt", tip, BODY[side], None, tip, art="wotr_die",
                              at=at, size=size))
        return out


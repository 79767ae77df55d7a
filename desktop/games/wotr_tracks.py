"""War of the Ring's tracks beside the map, drawn as on the board instead of as lines of text.

The strip of boxes east of the map (a scene overlay laid out in wotr_layout.py, captioned by wotr_boxes.py)
keeps a one-line caption per box; under it:

* the Fellowship track: numbered steps 0–12, the blue progress counter above them (its eye open when the
  Fellowship is revealed, shut while it hides) and the red corruption marker under them (12: the Shadow wins);
* the Mordor track: five steps and the Crack of Doom, the Fellowship standing on its step once it entered
  (the steps greyed before);
* the political track: the columns 3, 2, 1 and At War with a disc per nation in the nation's colour (the colour
  of its armies on the map): active nations filled, passive ones hollow and dim; the Free Peoples' discs above
  the line, the Shadow's below it, each ringed in its side's colour;
* the victory points: 0–10 with each side's marker (the Free Peoples win with 4, the Shadow with 10);
* the Elven rings as small rings in each side's dice box, and each side's hand as a stack of card backs
  with its count in the cards box.

Every piece is a figure (`Figure.art == "wotr_track"`) standing at a point of its own, so a marker that moves
slides to its new step; each carries the box's whole text in its tooltip, so nothing the text said is lost.
Drawing is a few primitives per piece: nothing is computed per refresh beyond the figures' list.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.state import NATIONS, WotrState, side_of_nation

from ..board.figures import register_figure_art
from ..i18n import say, tr, word
from .base import Figure, LabelStyle
from .wotr_cards import hand_of
from .wotr_common import NATION_COLOURS, SIDE_COLOURS, SIDE_WORDS, WotrHost
from .wotr_layout import (
    BOX_TITLES,
    CARD_R,
    CARD_Y,
    FS_CELL_R,
    FS_CELL_Y,
    FS_CORRUPTION_Y,
    FS_MARK_R,
    FS_PROGRESS_Y,
    FS_STEPS,
    MORDOR_CELL_R,
    MORDOR_STEPS,
    POL_COL_R,
    POL_DISC_R,
    POL_STEPS,
    RING_R,
    RING_Y,
    STRIP_W,
    STRIP_X,
    VP_CELL_R,
    VP_CELL_Y,
    VP_GOAL,
    VP_MARK_R,
    VP_MARK_Y,
    VP_STEPS,
    box_top,
    fs_spot,
    mordor_spot,
    pol_column,
    pol_spot,
    token_radius,
    vp_spot,
)

ART = "wotr_track"
SIDE_RING = SIDE_COLOURS
PAPER = "#f7efd9"
INK = "#2b2418"


# -- the captions -----------------------------------------------------------------------------------------
def track_label(s: WotrState, box: str) -> LabelStyle | None:
    """The caption over a track drawn as figures: the title and a line (None: not a track box)."""
    b = s.board
    if box == "box_fellowship":
        state = tr("hidden") if s.hidden else tr("REVEALED")
        where = b.name.get(s.ring_region, s.ring_region) if s.mordor is None else tr("Mordor")
        guide = tr("guide: {g} · at {where}").format(g=b.char_name(s.guide), where=where)
        if len(guide) > 44:
            guide = guide[:43] + "…"
        lines = [tr("Fellowship: progress {p}, {state}").format(p=s.progress, state=state),
                 tr("corruption {c} of 12").format(c=s.corruption), guide]
        return LabelStyle(bold=True, text="\n".join(lines), size=1.25, colour=INK, title_lines=2)
    if box == "box_mordor":
        line = tr("not entered") if s.mordor is None else (
            tr("Crack of Doom") if s.mordor >= MORDOR_STEPS else tr("step {n} of 5").format(n=s.mordor))
        return LabelStyle(bold=True, text=word(BOX_TITLES, box) + "\n" + line, size=1.25, colour=INK,
                          title_lines=2)
    if box == "box_politics":
        line = tr("filled: active · hollow: passive")
        return LabelStyle(bold=True, text=word(BOX_TITLES, box) + "\n" + line, size=1.35, colour=INK)
    if box == "box_vp":
        return LabelStyle(bold=True, text=tr("Victory\npoints"), size=1.25, colour=INK, title_lines=2)
    return None


# -- the figures ------------------------------------------------------------------------------------------
def _fig(fid: str, box: str, at: tuple[float, float], r: float, tip: str, *, label: str = "", colour: str = PAPER,
         points: int | None = None) -> Figure:
    return Figure(fid, box, label, colour, None, tip, points=points, art=ART, at=at, size=r / token_radius())


def _hand_counts(ad: WotrHost, s: WotrState) -> dict[str, int]:
    out = {FP: 0, SH: 0}
    for i, side in enumerate(s.sides):
        out[side] = out.get(side, 0) + len(hand_of(ad.game, s, i))
    return out


def track_figures(ad: WotrHost, s: WotrState, figures: list[Figure]) -> list[Figure]:
    """The tracks' pieces; the Fellowship's figure (in `figures`) is stood on its Mordor step."""
    out: list[Figure] = []
    text = {box: ad.box_text(s, box) for box in
            ("box_fellowship", "box_mordor", "box_politics", "box_vp", "box_dice_fp", "box_dice_sh", "box_cards")}

    # the Fellowship track
    box = "box_fellowship"
    for n in range(FS_STEPS):
        tip = (tr("Fellowship track, step {n}: the Shadow wins when the corruption reaches it") if n == 12
               else tr("Fellowship track, step {n}").format(n=n)).format(n=n)
        out.append(_fig(f"trk:fs:{n}", box, fs_spot(n), FS_CELL_R, tip + "\n\n" + text[box], label=str(n), points=n))
    x, y = fs_spot(s.progress)
    out.append(_fig("trk:fs:progress", box, (x, y - FS_CELL_Y + FS_PROGRESS_Y), FS_MARK_R,
                    tr("The Fellowship's progress counter: {p} ({state})").format(
                        p=s.progress, state=tr("hidden") if s.hidden else tr("revealed")) + "\n\n" + text[box],
                    label="hidden" if s.hidden else "revealed", colour=SIDE_RING[FP], points=s.progress))
    x, y = fs_spot(s.corruption)
    out.append(_fig("trk:fs:corruption", box, (x, y - FS_CELL_Y + FS_CORRUPTION_Y), FS_MARK_R,
                    tr("Corruption: {c} / 12").format(c=s.corruption) + "\n\n" + text[box],
                    label="corruption", colour=SIDE_RING[SH], points=s.corruption))

    # the Mordor track
    box = "box_mordor"
    entered = s.mordor is not None
    for n in range(MORDOR_STEPS + 1):
        tip = tr("The Crack of Doom: the Ring is destroyed, the Free Peoples win") if n == MORDOR_STEPS else \
            tr("Mordor track, step {n} of 5").format(n=n)
        out.append(_fig(f"trk:mordor:{n}", box, mordor_spot(n), MORDOR_CELL_R, tip + "\n\n" + text[box],
                        label="doom" if n == MORDOR_STEPS else str(n), points=n,
                        colour=PAPER if entered else "#cfc8b8"))
    if s.mordor is not None:
        for f in figures:
            if f.id == "fellowship":
                f.at = mordor_spot(s.mordor)
                f.size = 0.8

    # the political track
    box = "box_politics"
    for step in POL_STEPS:
        name = tr("At War") if step == 0 else str(step)
        tip = (tr("Political track: At War") if step == 0 else
               tr("Political track: %n step(s) from war", None, step))
        here = [say(s.nation_name(n)) for n in NATIONS if max(0, min(3, s.political[n])) == step]
        if here:
            tip += "\n" + ", ".join(here)
        out.append(_fig(f"trk:pol:col:{step}", box, pol_column(step), POL_COL_R, tip + "\n\n" + text[box],
                        label=name, points=step))
    for nation in NATIONS:
        step = s.political[nation]
        active = nation in s.active
        side = side_of_nation(nation)
        state = tr("AT WAR") if step == 0 else tr("{n} to war").format(n=step)
        tip = tr("{nation} ({side}): {state}, {act}").format(
            nation=s.nation_name(nation), side=word(SIDE_WORDS, side), state=state,
            act=tr("active") if active else tr("passive"))
        out.append(_fig(f"trk:pol:{nation}", box, pol_spot(nation, step), POL_DISC_R, tip + "\n\n" + text[box],
                        label=("active:" if active else "passive:") + side,
                        colour=NATION_COLOURS.get(nation, "#777777"), points=step))

    # the victory points
    box = "box_vp"
    vp = {FP: s.vp(FP), SH: s.vp(SH)}
    for n in range(VP_STEPS):
        goal = [side for side, g in VP_GOAL.items() if g == n]
        tip = (tr("Victory points: {n} — the {side} win with {n}").format(side=word(SIDE_WORDS, goal[0]), n=n)
               if goal else tr("Victory points: {n}").format(n=n))
        out.append(_fig(f"trk:vp:{n}", box, vp_spot(n), VP_CELL_R, tip + "\n\n" + text[box],
                        label="goal:" + goal[0] if goal else "", points=n))
    same = min(vp[FP], 10) == min(vp[SH], 10)
    for side, dx in ((FP, -1.0), (SH, 1.0)):
        x, y = vp_spot(vp[side])
        x += dx * VP_MARK_R * 0.8 if same else 0.0
        out.append(_fig(f"trk:vp:{side}", box, (x, y - VP_CELL_Y + VP_MARK_Y), VP_MARK_R,
                        tr("{side}: {n} victory points (they win with {goal})").format(
                            side=word(SIDE_WORDS, side), n=vp[side], goal=VP_GOAL[side]) + "\n\n" + text[box],
                        label="vp", colour=SIDE_RING[side], points=vp[side]))

    # the Elven rings: in each side's dice box
    x0, x1 = STRIP_X, STRIP_X + STRIP_W
    setup = getattr(s.board, "setup", None)
    rings0 = getattr(setup, "elven_rings", None)
    total = (getattr(rings0, "free_peoples", 3) + getattr(rings0, "shadow", 0)) if rings0 is not None else 3
    for side in (FP, SH):
        box = "box_dice_fp" if side == FP else "box_dice_sh"
        held = s.rings.get(side, 0)
        used = side in s.ring_used
        gone = max(0, total - s.rings.get(FP, 0) - s.rings.get(SH, 0))
        slots = ["held"] * held
        if side == FP:
            slots += ["given"] * max(0, total - held - gone)   # (passed to the Shadow)
            slots += ["spent"] * gone
        else:
            slots += ["spent"] * gone
        slots = slots[:6]
        first = x1 - 18.0 - (len(slots) - 1) * 2.5 * RING_R   # left to right: the rings held first
        for i, kind in enumerate(slots):
            what = {"held": tr("an Elven ring the {side} may use (one a turn)"),
                    "given": tr("an Elven ring the Free Peoples used: the Shadow holds it now"),
                    "spent": tr("an Elven ring the Shadow used: out of the game")}[kind].format(
                side=word(SIDE_WORDS, side))
            if kind == "held" and used:
                what = tr("{what} — one already used this turn").format(what=what)
            out.append(_fig(f"trk:ring:{side}:{i}", box, (first + i * 2.5 * RING_R, box_top(box) + RING_Y), RING_R,
                            tr("Elven rings: {n}").format(n=held) + " · " + what + "\n\n" + text[box],
                            label=kind + (":used" if kind == "held" and used else ""), colour=SIDE_RING[side]))

    # the hands: a stack of card backs per side with its count
    box = "box_cards"
    counts = _hand_counts(ad, s)
    for side, x in ((FP, x0 + 34.0), (SH, x1 - 34.0)):
        n = counts.get(side, 0)
        out.append(_fig(f"trk:cards:{side}", box, (x, box_top(box) + CARD_Y), CARD_R,
                        tr("{side}: %n card(s) in hand", None, n).format(side=word(SIDE_WORDS, side))
                        + "\n\n" + text[box],
                        label=side, colour=SIDE_RING[side], points=n))
    return out


# -- the drawings -----------------------------------------------------------------------------------------
@cache
def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def _text(p: QPainter, rect: QRectF, text: str, px: float, colour: str | QColor, bold: bool = True) -> None:
    """A number or word on a track piece — left out while it would be under ~9 px on screen (the box's caption
    carries the values that matter at that zoom, the tooltip all of them)."""
    from desktop.board.legible import MIN_TEXT_PX, scale_of
    if max(1, round(px)) * scale_of(p.worldTransform()) < MIN_TEXT_PX - 0.05:   # (the font's whole pixels)
        return
    p.setFont(_font(px, bold))
    p.setPen(QColor(colour))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _shadow(p: QPainter, r: float, round_: bool = True) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    if round_:
        p.drawEllipse(QPointF(r * 0.1, r * 0.14), r, r)
    else:
        p.drawRoundedRect(QRectF(-r + r * 0.08, -r + r * 0.1, 2 * r, 2 * r), r * 0.25, r * 0.25)


def _closed_eye(p: QPainter, r: float, colour: QColor) -> None:
    lid = QPainterPath(QPointF(-r * 0.62, -r * 0.05))
    lid.quadTo(QPointF(0, r * 0.55), QPointF(r * 0.62, -r * 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, r * 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(lid)
    for t in (-0.4, 0.0, 0.4):   # lashes
        x = r * 0.62 * t
        y = r * 0.2 * (1 - t * t) + r * 0.02
        p.drawLine(QPointF(x, y), QPointF(x * 1.15, y + r * 0.25))


def _open_eye(p: QPainter, r: float, colour: QColor) -> None:
    almond = QPainterPath(QPointF(-r * 0.68, 0))
    almond.quadTo(QPointF(0, -r * 0.62), QPointF(r * 0.68, 0))
    almond.quadTo(QPointF(0, r * 0.62), QPointF(-r * 0.68, 0))
    p.setPen(QPen(colour, r * 0.1))
    p.setBrush(QColor("#fff6d8"))
    p.drawPath(almond)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1b1b1b"))
    p.drawEllipse(QPointF(0, 0), r * 0.22, r * 0.22)


def _ring_glyph(p: QPainter, r: float, colour: str, width: float = 0.22) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(colour), r * width))
    p.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)


def _pointer(p: QPainter, r: float, down: bool, colour: QColor) -> None:
    s = 1.0 if down else -1.0
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([QPointF(-r * 0.42, s * r * 0.8), QPointF(r * 0.42, s * r * 0.8),
                             QPointF(0, s * r * 1.28)]))


def _paint_fs_cell(p: QPainter, r: float, f: Figure) -> None:
    n = f.points or 0
    t = n / 12.0                     # the steps darken towards the Shadow's 12
    fill = QColor(PAPER)
    danger = QColor("#e8b3a2")
    fill = QColor(round(fill.red() + (danger.red() - fill.red()) * t ** 2),
                  round(fill.green() + (danger.green() - fill.green()) * t ** 2),
                  round(fill.blue() + (danger.blue() - fill.blue()) * t ** 2))
    if n == 12:
        fill = QColor("#8e1b16")
    p.setPen(QPen(QColor("#6b5a3e"), r * 0.08))
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(-r * 0.95, -r * 0.95, r * 1.9, r * 1.9), r * 0.22, r * 0.22)
    _text(p, QRectF(-r, -r, 2 * r, 2 * r), str(n), r * 0.95, "#fbe9d0" if n == 12 else INK)


def _paint_fs_marker(p: QPainter, r: float, f: Figure) -> None:
    colour = QColor(f.colour)
    progress = f.id.endswith("progress")
    revealed = progress and f.label == "revealed"
    _pointer(p, r, progress, colour.darker(130))
    _shadow(p, r)
    # the counter's face: revealed, it burns with the Eye's orange rim; hidden, a quiet cream one
    p.setPen(QPen(QColor("#f2762e") if revealed else QColor("#fdf8e8"), r * (0.2 if revealed else 0.12)))
    p.setBrush(colour)
    p.drawEllipse(QPointF(0, 0), r, r)
    light = QColor("#fdf8e8")
    if progress:
        if f.label == "revealed":
            _open_eye(p, r, light)
        else:
            _closed_eye(p, r, light)
    else:   # corruption: the Ring's pull, a gold ring on red
        _ring_glyph(p, r, "#f6d365", 0.2)


def _paint_mordor_cell(p: QPainter, r: float, f: Figure) -> None:
    entered = f.colour == PAPER
    if f.label == "doom":    # the Crack of Doom: a fiery mountain
        p.setPen(QPen(QColor("#3a140c"), r * 0.08))
        p.setBrush(QColor("#5a2418") if entered else QColor("#9d948a"))
        p.drawRoundedRect(QRectF(-r * 0.95, -r * 0.95, r * 1.9, r * 1.9), r * 0.22, r * 0.22)
        mountain = QPolygonF([QPointF(-r * 0.8, r * 0.7), QPointF(-r * 0.2, -r * 0.35), QPointF(r * 0.2, -r * 0.35),
                              QPointF(r * 0.8, r * 0.7)])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#1e0c08"))
        p.drawPolygon(mountain)
        p.setBrush(QColor("#f2762e") if entered else QColor("#c9bfb3"))
        p.drawPolygon(QPolygonF([QPointF(-r * 0.2, -r * 0.35), QPointF(r * 0.2, -r * 0.35), QPointF(0, r * 0.2)]))
        p.drawEllipse(QPointF(0, -r * 0.55), r * 0.22, r * 0.16)
        return
    p.setPen(QPen(QColor("#6b5a3e"), r * 0.08, Qt.PenStyle.SolidLine if entered else Qt.PenStyle.DashLine))
    p.setBrush(QColor("#e9c9b4") if entered else QColor("#d8d2c6"))
    p.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
    _text(p, QRectF(-r, -r, 2 * r, 2 * r), f.label, r * 0.9, INK if entered else "#8a8275")


def _paint_pol_column(p: QPainter, r: float, f: Figure) -> None:
    war = f.points == 0
    top, bottom = -r * 1.28, r * 1.28
    body = QRectF(-r * 0.98, top, r * 1.96, bottom - top)
    p.setPen(QPen(QColor("#6b5a3e"), r * 0.03))
    p.setBrush(QColor("#f0d9c4") if war else QColor("#f3ead2"))
    p.drawRoundedRect(body, r * 0.1, r * 0.1)
    head = QRectF(body.left(), top, body.width(), r * 0.55)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#8e1b16") if war else QColor("#6b5a3e"))
    p.drawRoundedRect(head, r * 0.1, r * 0.1)
    _text(p, head, f.label, r * 0.5, "#fdf8e8")
    # the line between the Free Peoples' discs and the Shadow's
    y = r * 0.56
    p.setPen(QPen(QColor(107, 90, 62, 150), r * 0.025, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(body.left() + r * 0.1, y), QPointF(body.right() - r * 0.1, y))


def _paint_pol_disc(p: QPainter, r: float, f: Figure) -> None:
    act, side = [*f.label.split(":"), "", ""][:2]
    colour = QColor(f.colour)
    active = act == "active"
    _shadow(p, r * 0.95)
    ring = QColor(SIDE_RING.get(side, "#777777"))
    if side == SH:   # the Shadow's discs: a darker, square-ish rim so they read apart without colour
        p.setPen(QPen(ring.darker(140), r * 0.2))
    else:
        p.setPen(QPen(QColor("#fdf8e8"), r * 0.2))
    if active:
        p.setBrush(colour)
    else:
        faded = QColor(colour)
        faded.setAlpha(70)
        p.setBrush(QColor("#f7efd9"))
        p.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
        p.setBrush(faded)
    p.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ring, r * 0.08))
    p.drawEllipse(QPointF(0, 0), r * 1.02, r * 1.02)
    # (the nation is told by its colour and its place in the column, and named in the tooltip: no shorthand)


def _paint_vp_cell(p: QPainter, r: float, f: Figure) -> None:
    goal = f.label.split(":")[1] if f.label.startswith("goal:") else ""
    p.setPen(QPen(QColor(SIDE_RING[goal]) if goal else QColor("#6b5a3e"), r * (0.22 if goal else 0.08)))
    p.setBrush(QColor(PAPER))
    p.drawRoundedRect(QRectF(-r * 0.92, -r * 0.92, r * 1.84, r * 1.84), r * 0.25, r * 0.25)
    _text(p, QRectF(-r, -r, 2 * r, 2 * r), str(f.points or 0), r * 0.95, INK)


def _paint_vp_marker(p: QPainter, r: float, f: Figure) -> None:
    colour = QColor(f.colour)
    _pointer(p, r, False, colour.darker(120))
    _shadow(p, r)
    p.setPen(QPen(QColor("#fdf8e8"), r * 0.16))
    p.setBrush(colour)
    p.drawEllipse(QPointF(0, 0), r, r)


def _paint_ring(p: QPainter, r: float, f: Figure) -> None:
    kind = f.label
    side = f.id.split(":")[2]
    if kind.startswith("held"):
        gold = QColor("#e0a526") if side == FP else QColor("#c0541e")
        if kind.endswith(":used"):
            gold.setAlpha(130)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 70), r * 0.36))
        p.drawEllipse(QPointF(r * 0.08, r * 0.12), r * 0.72, r * 0.72)
        p.setPen(QPen(gold.darker(130), r * 0.42))
        p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)
        p.setPen(QPen(gold.lighter(125), r * 0.24))
        p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 250, 220, 200))
        p.drawEllipse(QPointF(-r * 0.42, -r * 0.5), r * 0.12, r * 0.12)
    else:   # a ring gone: its place, a dashed outline
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#7d7468"), r * 0.16, Qt.PenStyle.DashLine))
        p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72)


def _paint_cards(p: QPainter, r: float, f: Figure) -> None:
    n = f.points or 0
    colour = QColor(f.colour)
    w, h = r * 1.05, r * 1.5
    backs = max(1, min(4, n))
    for i in range(backs):
        off = (i - (backs - 1) / 2) * r * 0.14
        rect = QRectF(-w / 2 - off - r * 0.25, -h / 2 - off, w, h)
        p.setPen(QPen(QColor("#fdf8e8"), r * 0.07))
        p.setBrush(colour.darker(115) if n else QColor("#cfc8b8"))
        p.drawRoundedRect(rect, r * 0.1, r * 0.1)
        if i == backs - 1 and n:   # the top back's pattern: a frame and a diamond
            p.setPen(QPen(QColor(255, 240, 200, 150), r * 0.05))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(r * 0.12, r * 0.12, -r * 0.12, -r * 0.12), r * 0.06, r * 0.06)
            c = rect.center()
            p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r * 0.32), QPointF(c.x() + r * 0.22, c.y()),
                                     QPointF(c.x(), c.y() + r * 0.32), QPointF(c.x() - r * 0.22, c.y())]))
    # the count on a badge at the stack's corner
    centre = QPointF(r * 0.52, r * 0.5)
    p.setPen(QPen(colour.darker(150), r * 0.06))
    p.setBrush(QColor("#fdf8e8"))
    p.drawEllipse(centre, r * 0.44, r * 0.44)
    _text(p, QRectF(centre.x() - r * 0.5, centre.y() - r * 0.5, r, r), str(n), r * 0.56, INK)


def paint_track_figure(painter: QPainter, item: Any) -> None:
    """The board's art "wotr_track": the figure id says which piece (trk:<track>:<what>)."""
    f = item.figure
    r = item.radius
    parts = f.id.split(":")
    track = parts[1] if len(parts) > 1 else ""
    what = parts[2] if len(parts) > 2 else ""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if track == "fs":
        (_paint_fs_marker if what in ("progress", "corruption") else _paint_fs_cell)(painter, r, f)
    elif track == "mordor":
        _paint_mordor_cell(painter, r, f)
    elif track == "pol":
        (_paint_pol_column if what == "col" else _paint_pol_disc)(painter, r, f)
    elif track == "vp":
        (_paint_vp_marker if what in (FP, SH) else _paint_vp_cell)(painter, r, f)
    elif track == "ring":
        _paint_ring(painter, r, f)
    elif track == "cards":
        _paint_cards(painter, r, f)
    painter.restore()


def register() -> None:
    register_figure_art(ART, paint_track_figure)


__all__ = ["ART", "fs_spot", "mordor_spot", "paint_track_figure", "pol_column", "pol_spot", "register",
           "track_figures", "track_label", "vp_spot"]

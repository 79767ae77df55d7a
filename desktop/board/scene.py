"""Draws a BoardMap and the figures of a game state, all in our own art.

Sizes are derived from the map itself (the typical distance between neighbouring places), so one
scene draws a small test board and a map of Middle-earth equally legibly.
"""
from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)

if TYPE_CHECKING:   # maps and the adapters (pydantic, networkx) load with the game, after the first paint
    from maps import BoardMap
    from maps.schema import Node

    from ..games.base import Figure, GameAdapter
    from .overlay import OverlayZone


from ..i18n import say, tr
from ..seat_marks import seat_mark
from .figures import FIGURE_ART, FigureItem, register_figure_art
from .idle import IdleWork
from .labels import (
    HIDDEN,
    Z_BACK,
    Z_DRAG,
    Z_FIGURE,
    Z_HIGHLIGHT,
    Z_LABEL,
    Z_MARK,
    Z_NODE,
    DiscItem,
    LabelItem,
)
from .legible import MAJOR, MINOR
from .map_art import MapArt, poly
from .measure import NAME_SHARE, TOKEN_SHARE, board_unit
from .placement import GroupPlacer
from .tiles import MapTiles

#: kinds of place whose names matter for play wherever they are (the adapter's LabelStyle may say more)
MAJOR_KINDS = frozenset({"fortress", "stronghold", "city", "town", "settlement", "building"})


class NodeItem(QGraphicsPathItem):
    """A place: its polygon (or a disc when the map gives only a point)."""

    def __init__(self, node: Node, radius: float) -> None:
        super().__init__()
        self.node = node
        path = QPainterPath()
        if node.polygon:
            path.addPolygon(poly(node.polygon))
            path.closeSubpath()
        else:
            path.addEllipse(QPointF(*node.pos), radius, radius)
        self.setPath(path)
        self.setZValue(Z_NODE)
        self.setPen(QPen(QColor("#5b4a32"), max(1.0, radius * 0.05)))
        self.setToolTip(say(node.name))

    _fill: str | None = None
    #: (adapter, state) whose tooltip for this place is not written yet: it is written when asked for (the
    #: mouse rests on the place), not for every place after every action
    _tip_from: tuple[Any, Any] | None = None

    def tip_from(self, adapter: GameAdapter, state: Any) -> None:
        self._tip_from = (adapter, state)

    def toolTip(self) -> str:   # noqa: N802 (Qt's name)
        if self._tip_from is not None:
            adapter, state = self._tip_from
            self._tip_from = None
            self.setToolTip(adapter.node_tooltip(state, self.node))
        return super().toolTip()

    def set_fill(self, colour: str) -> None:
        if colour == self._fill:
            return
        self._fill = colour
        base = QColor(colour)
        rect = self.path().boundingRect()
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, base.lighter(112))
        grad.setColorAt(1, base.darker(106))
        self.setBrush(QBrush(grad))
        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.static_changed(self)


class BoardScene(QGraphicsScene):
    """The map and the pieces of one game. `update_state(state)` redraws what the adapter says."""

    def __init__(self, board: BoardMap, adapter: GameAdapter, parent=None) -> None:
        super().__init__(parent)
        #: the adapter's map: its places and their neighbours
        self.map = board
        #: the map as shown: the map's places, then the overlays' zones as places without neighbours (the window
        #: and the drag code look every target up here)
        self.board = board
        #: the adapter's overlays by name (see set_overlay)
        self.overlays: dict[str, list[OverlayZone]] = {}
        self.adapter = adapter
        self.nodes: dict[str, NodeItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self.badges: dict[str, DiscItem] = {}
        self.marks: dict[str, DiscItem] = {}
        self.figures: dict[str, FigureItem] = {}
        self._odds_tips = {}
        self.highlights: list[QGraphicsItem] = []
        self.marks_shown: dict[str, list[QGraphicsItem]] = {}
        self.highlight_ids: set[str] = set()
        self.placer = GroupPlacer(self)
        self.area_zones: list[QRectF] = []     # names of regions (ROHAN, MIRKWOOD): better not covered
        self.area_labels: list[LabelItem] = []
        #: the smallest scale the board is shown at (the view's zoom that fits it), see set_floor
        self.floor: float | None = None
        self._figures_now: list[Figure] = []
        self.leaders: list[QGraphicsItem] = []   # lines from a place's name to its figures standing outside
        self.animate = True
        self.unit = board_unit(board)    # (the map's own places: an overlay leaves every size as it was)
        self.token_radius = self.unit * TOKEN_SHARE
        self.label_font = QFont("DejaVu Sans")
        self.label_font.setPointSizeF(max(4.0, self.unit * NAME_SHARE))
        self.small_font = QFont("DejaVu Sans")
        self.small_font.setPointSizeF(max(3.0, self.unit * 0.085))
        self.small_font.setBold(True)
        self.figure_font = QFont("DejaVu Sans")
        self.figure_font.setPointSizeF(max(3.0, self.token_radius * 0.36))
        margin = self.unit * 0.3
        self.setSceneRect(QRectF(-margin, -margin, board.width + 2 * margin, board.height + 2 * margin))
        self.setBackgroundBrush(QColor("#3b3326"))
        self._static: list[tuple[QGraphicsItem, QRectF]] = []
        #: the map drawn as pictures per zoom (see tiles.py)
        self.tiles = MapTiles(self.paint_map, QColor("#3b3326"), lambda rect: QGraphicsScene.invalidate(
            self, rect, QGraphicsScene.SceneLayer.BackgroundLayer), parent=self)
        self._static_option = QStyleOptionGraphicsItem()
        self._halo_queue: list[LabelItem] = []
        self._halo_work = IdleWork(self._next_halo, self)
        self._built = False
        for name, zones in adapter.overlays().items():
            self.set_overlay(name, zones)
        self._build()
        self._built = True
        self._bake_static()
        for label in self.items(Qt.SortOrder.AscendingOrder):
            if isinstance(label, LabelItem) and not label.make_halo(compute=False):
                self.want_halo(label)

    # -- drawing fast ------------------------------------------------------------------------
    def _bake_static(self) -> None:
        """Everything drawn so far except the places' names is the map itself: it changes only when a
        place's colour does. Those items stay in the scene (for tooltips and for finding the place under
        the mouse) but are drawn as the scene's background, which the view keeps as one picture
        (QGraphicsView.CacheBackground): panning and moving figures do not redraw the map."""
        names = set(self.labels.values())
        for item in self.items(Qt.SortOrder.AscendingOrder):   # bottom to top, as the scene stacks them
            if item in names:   # (drawn from pictures of their own: see pictures.py)
                continue
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            self._static.append((item, item.sceneBoundingRect()))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawBackground(painter, rect)
        area = rect if isinstance(rect, QRectF) else QRectF(rect)
        self.tiles.bounds = self.sceneRect()
        self.tiles.draw(painter, area)

    def paint_map(self, painter: QPainter, area: QRectF) -> None:
        """The map's unchanging art within `area`, drawn from its items (the tiles are made of it)."""
        option = self._static_option
        for item, bounds in self._static:
            if bounds.intersects(area) and item.isVisible():
                painter.save()
                item.paint(painter, option, None)
                painter.restore()

    def invalidate(self, rect: QRectF | None = None,   # type: ignore[override]  # Qt's overloads, as our callers use them
                   layers: QGraphicsScene.SceneLayer = QGraphicsScene.SceneLayer.AllLayers) -> None:
        """Draw `rect` again (all of it: None); when the map's art there changed, its pictures go too."""
        rect = QRectF() if rect is None else rect
        if layers & QGraphicsScene.SceneLayer.BackgroundLayer and hasattr(self, "tiles"):
            self.tiles.forget(rect)
        super().invalidate(rect, layers)

    def static_changed(self, item: QGraphicsItem) -> None:
        """A baked item looks different: draw its part of the background again."""
        if item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            margin = max(2.0, self.unit * 0.02)
            self.invalidate(item.sceneBoundingRect().adjusted(-margin, -margin, margin, margin),
                            QGraphicsScene.SceneLayer.BackgroundLayer)

    def helpEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        for item in self.items(event.scenePos()):   # the places under the mouse: their tooltips written now
            if isinstance(item, NodeItem):
                item.toolTip()
        self._click_odds(event.scenePos())
        super().helpEvent(event)

    #: the odds of what a click on a figure or place would play, as tooltip lines ('' for none): set by the window
    click_odds: Any = None
    _odds_tips: dict[str, tuple[str, str]]

    def _click_odds(self, at: QPointF) -> None:
        """The topmost figure or place under the mouse: its tooltip followed by the odds of what a click on it would
        play (the quest's tile stack: the tiles that may come), worked out now."""
        if self.click_odds is None:
            return
        for item in self.items(at):
            if isinstance(item, (FigureItem, NodeItem)):
                key = item.figure.id if isinstance(item, FigureItem) else item.node.id
                shown = item.toolTip()
                kept = self._odds_tips.get(key)    # (its own words, with the odds) as last written here
                plain = kept[0] if kept is not None and shown == kept[1] else shown
                odds = self.click_odds(key)
                full = f"{html.escape(plain).replace(chr(10), '<br>')}<br>{odds}" if odds else plain
                item.setToolTip(full)
                self._odds_tips[key] = (plain, full)
                return

    def want_halo(self, label: LabelItem) -> None:
        self._halo_queue.append(label)
        self._halo_work.wake()

    def _next_halo(self) -> bool:
        """Work out the next wanted name halo; whether more are wanted."""
        if self._halo_queue:
            label = self._halo_queue.pop(0)
            if label.scene() is self:
                label.make_halo()
        return bool(self._halo_queue)

    def prepare_halos(self) -> None:
        """Work out every pending name halo now (screenshots and benchmarks, where no idle time comes)."""
        self._halo_work.finish()

    # -- static art ------------------------------------------------------------------------
    def _build(self) -> None:
        b = self.board
        paper = self.addRect(QRectF(0, 0, b.width, b.height), QPen(QColor("#6b5a3e"), self.unit * 0.04),
                             QBrush(QColor(b.background)))
        paper.setZValue(Z_BACK)
        art = MapArt(self)
        for f in b.features:
            if f.kind in ("sea", "lake"):
                art.water(f)
        for node in b.nodes:
            self._add_place(node)
        for f in b.features:
            art.draw(f)
        art.crossings()
        for node in b.nodes:
            self._add_name(node)

    def _add_place(self, node: Node) -> NodeItem:
        item = NodeItem(node, self.token_radius * 1.8)
        item.set_fill("#d9cfa6")
        self.addItem(item)
        self.nodes[node.id] = item
        return item

    def _add_name(self, node: Node) -> LabelItem:
        centre = QPointF(node.pos[0], node.pos[1] - self.unit * 0.2)
        label = LabelItem(say(node.name), self.label_font, centre, MAJOR if node.kind in MAJOR_KINDS else MINOR)
        label.place = self.nodes[node.id].path()
        self.addItem(label)
        self.labels[node.id] = label
        return label

    # -- overlays ----------------------------------------------------------------------------
    def set_overlay(self, name: str, zones: list[OverlayZone]) -> None:
        """Show `zones` (boxes in scene coordinates, not places of the map: see overlay.py) as the overlay
        `name`, in place of what that overlay showed before ([] takes it away). Each zone is drawn, styled
        (by the adapter, asked with `zone.place()`), looked up and lit up as a place is; figures on it are
        the adapter's figures that stand at points of their own (`Figure.at`). The adapter's overlays are
        shown from the start; the next `update_state` styles zones set later."""
        for zone in self.overlays.pop(name, []):
            node_item, label = self.nodes.pop(zone.id, None), self.labels.pop(zone.id, None)
            self._static = [(item, bounds) for item, bounds in self._static if item is not node_item]
            for item in (node_item, label, self.badges.pop(zone.id, None), self.marks.pop(zone.id, None)):
                if item is not None:
                    self.removeItem(item)
            if node_item is not None:
                self.invalidate(node_item.sceneBoundingRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if zones:
            self.overlays[name] = list(zones)
        places = [zone.place() for shown in self.overlays.values() for zone in shown]
        self.board = self.map.model_copy(update={"nodes": [*self.map.nodes, *places]}) if places else self.map
        if not self._built:   # drawn with the map's places by _build
            return
        for zone in zones:
            place = zone.place()
            item = self._add_place(place)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)   # drawn with the map
            self._static.append((item, item.sceneBoundingRect()))
            label = self._add_name(place)
            self.want_halo(label)
            self.static_changed(item)

    # -- legible at the smallest zoom -------------------------------------------------------------
    def set_floor(self, scale: float) -> None:
        """The board will not be shown smaller than `scale` (the view's zoom that fits it): every name and
        number is made legible there (see legible.py), and the figures stand clear of the names as drawn."""
        if scale <= 0 or (self.floor is not None and abs(scale - self.floor) <= self.floor * 0.005):
            return
        self.floor = scale
        self._lay_out_labels()
        for disc in (*self.badges.values(), *self.marks.values()):
            disc.set_floor(scale)
        for item in self.figures.values():
            item.set_floor(scale)
        self.placer.forget()
        if self._figures_now:
            animate, self.animate = self.animate, False
            self._place_figures(self._figures_now)
            self.animate = animate
        # the area names (ROHAN) are drawn with the map: where they now reach, and drawn again
        self._static = [(item, item.sceneBoundingRect()) for item, _bounds in self._static]
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _lay_out_labels(self, only: list[LabelItem] | None = None) -> None:
        """How each name shows at the floor: as designed when it is legible there; else bigger, when that
        still fits its place and covers no name already placed, moved a little if need be; else its title
        alone; else (a minor name) not at all. The names that matter for play are placed before the others,
        and are placed even when they fit nowhere. With `only` (names whose text changed), those are placed
        again around the others as they stand."""
        scale = self.floor
        if scale is None:   # (set_floor sets it first)
            return
        every = (*self.labels.values(), *self.area_labels)
        labels = sorted(every if only is None else only,
                        key=lambda lab: (lab.choices(scale)[0][1] != 1.0, lab.priority != MAJOR, -lab.title_px))
        # figures standing at points of their own (dice in a box, markers on a track) never move for a name
        taken: list[QRectF] = [item.sceneBoundingRect() for item in self.figures.values() if item.figure.at is not None]
        if only is not None:
            again = set(only)
            taken += [lab.rect_for(lab.mode, lab.floor_k, lab.offset) for lab in every
                      if lab not in again and lab.mode != HIDDEN]

        def free(rect: QRectF) -> bool:
            return not any(rect.intersects(t) for t in taken)

        for label in labels:
            options = label.choices(scale)
            chosen: tuple[str, float, QPointF | None] | None = None
            if options[0][1] == 1.0:    # legible as designed
                chosen = (options[0][0], 1.0, None)
            for strict in (True, False):
                if chosen is not None or (not strict and label.priority != MAJOR):
                    break
                # inside its place: the whole text if it can; a major name that fits nowhere: its title alone
                tried = options if strict else options[-1:]
                chosen = next(((mode, k, offset) for mode, k in tried for offset in label.offsets(mode, k)
                               if (not strict or label.fits(label.rect_for(mode, k, offset)))
                               and free(label.rect_for(mode, k, offset))), None)
            if chosen is None:
                chosen = (options[-1][0], options[-1][1], None) if label.priority == MAJOR else (HIDDEN, 1.0, None)
            label.set_floor(*chosen)
            if chosen[0] != HIDDEN:
                taken.append(label.rect_for(*chosen))

    def texts_on_screen(self, scale: float) -> list[tuple[str, float, QGraphicsItem]]:
        """Every text the board draws at `scale` (names, badges, figures' numbers and tags, texts in the
        adapters' own drawings) with its height on screen in pixels."""
        out: list[tuple[str, float, QGraphicsItem]] = []
        for item in self.items():
            texts = getattr(item, "texts_at", None)
            if texts is not None and item.isVisible():
                out.extend((text, px, item) for text, px in texts(scale))
        return out

    # -- the state -------------------------------------------------------------------------
    def update_state(self, state: Any) -> None:
        ad = self.adapter
        restyled: list[LabelItem] = []
        for node in self.board.nodes:
            self.nodes[node.id].set_fill(ad.node_fill(state, node))
            self.nodes[node.id].tip_from(ad, state)
            if self.labels[node.id].set_style(ad.node_label_style(state, node)):
                restyled.append(self.labels[node.id])
        if restyled and self.floor is not None:
            self._lay_out_labels(restyled)
        moved = set(restyled)    # names whose place changed: their badge and mark follow them anew
        for node in self.board.nodes:
            self._put_disc(self.badges, node.id, ad.node_badge(state, node), moved, lambda nid, text: DiscItem(
                QPointF(), self.unit * 0.085, "#5a4632", text, self.small_font, ring="#f1e6c8",
                anchor=self.labels[nid], side=1, gap=1.05))
        marks = {nid: colour for nid, colour in ad.owner_marks(state).items() if nid in self.labels}
        # an owner's mark in its seat's shape as well as its colour (desktop/seat_marks.py)
        seat_of = {} if not marks else {ad.seat_colour(i).lower(): i for i in
                                        reversed(range(len(ad.seat_names(state))))}
        for node_id in set(self.marks) | set(marks):
            self._put_disc(self.marks, node_id, marks.get(node_id), moved, lambda nid, colour: DiscItem(
                QPointF(), self.unit * 0.065, colour, ring="#fffbe8", anchor=self.labels[nid], side=-1, gap=0.9,
                mark=seat_mark(seat_of[colour.lower()]) if colour.lower() in seat_of else ""))
        self._place_figures(ad.figures(state))

    def _put_disc(self, discs: dict[str, DiscItem], node_id: str, what: str | None, moved: set,
                  make: Callable[[str, str], DiscItem]) -> None:
        """A place's badge (its text) or owner's mark (its colour): kept when it is the same beside the same
        name, else made anew (`make(node_id, what)`), or taken away (`what` None)."""
        old = discs.get(node_id)
        if old is not None and what and old.what == what and self.labels[node_id] not in moved:
            return
        if old is not None:
            self.removeItem(discs.pop(node_id))
        if what:
            item = make(node_id, what)
            item.what = what
            item.setZValue(Z_MARK)
            item.set_floor(self.floor)
            if discs is self.marks:
                item.setToolTip(tr("Opened up"))
            self.addItem(item)
            discs[node_id] = item

    # -- where figures stand (placement.py) ---------------------------------------------------
    def figure_scale(self, count: int) -> float:
        """Figures shrink when several share a place, so a crowded place stays inside its borders."""
        return self.placer.figure_scale(count)

    def name_zone(self, node_id: str) -> QRectF:
        """A place's name with its strength badge and owner mark: what figures must never cover."""
        return self.placer.name_zone(node_id)

    def group_layout(self, node_id: str, count: int) -> list[tuple[QPointF, float]]:
        """(centre, radius) of each of `count` figures in a place (see GroupPlacer.group_layout)."""
        return self.placer.group_layout(node_id, count)

    def figure_spot(self, node_id: str, index: int, count: int) -> QPointF:
        return self.group_layout(node_id, count)[index][0]

    def _place_figures(self, figures: list[Figure]) -> None:
        self._figures_now = figures
        self.placer.layouts.clear()    # names, badges and marks may have changed with the state
        self.placer.zones = {nid: self.name_zone(nid) for nid in self.labels}   # once per refresh, not per place
        by_node: dict[str, list[Figure]] = {}
        placed: list[Figure] = []     # figures at a point of their own (dice in a box), not in a group
        for f in figures:
            if f.at is not None:
                placed.append(f)
            else:
                by_node.setdefault(f.node, []).append(f)
        seen = set()
        for f in placed:
            seen.add(f.id)
            x, y = f.at or (0.0, 0.0)
            self._put_figure(f, QPointF(x, y), self.token_radius * f.size)
        for node_id, group in by_node.items():
            layout = self.group_layout(node_id, len(group)) if node_id in self.labels else None
            for i, f in enumerate(group):
                seen.add(f.id)
                if layout is not None:
                    spot, radius = layout[i]
                else:   # a figure off the map's places: at its point
                    spot, radius = QPointF(*self.board.node(node_id).pos), self.token_radius
                self._put_figure(f, spot, radius)
        for fid in list(self.figures):
            if fid not in seen:
                self.removeItem(self.figures.pop(fid))
        self._draw_leaders(by_node)
        self.placer.zones = None
        if placed and getattr(self.adapter, "free_drops", False):
            self._names_clear_of(placed)

    def _names_clear_of(self, placed: list[Figure]) -> None:
        """On a table where figures stand anywhere: a name sticking out of its place moves into it when it fits
        there (a zone's caption by the table's edge); a name that figures stand on moves aside to where none
        stands and no other name is (inside its place, if it is), else it stays and is drawn over them,
        see-through, so that both read."""
        bodies = [self.figures[f.id].shape().boundingRect().translated(QPointF(*f.at)) for f in placed
                  if f.at is not None and f.id in self.figures]      # the figures' bases (not their names)
        labels = [lab for lab in self.labels.values() if lab.mode != HIDDEN]
        shown = {id(lab): lab.rect_for(lab.mode, lab.floor_k, lab.offset).translated(lab.pos()) for lab in labels}
        for label in labels:
            base = label.rect_for(label.mode, label.floor_k, label.offset)
            others = [r for key, r in shown.items() if key != id(label)]
            inside = label.fits(base)
            w, h = base.width(), base.height()
            tries = [QPointF(0, 0), *label.offsets(label.mode, label.floor_k)[1:],
                     QPointF(0, -2 * h), QPointF(0, 2 * h), QPointF(-0.6 * w, 0), QPointF(0.6 * w, 0)]
            if not inside and label.place is not None:
                room = label.place.boundingRect().adjusted(0.2 * h, 0.2 * h, -0.2 * h, -0.2 * h)
                inward = QPointF(max(0.0, room.left() - base.left()) - max(0.0, base.right() - room.right()),
                                 max(0.0, room.top() - base.top()) - max(0.0, base.bottom() - room.bottom()))
                if label.fits(base.translated(inward)):
                    inside, tries = True, [inward + t for t in tries]
            shift = next((t for t in tries
                          if not any(base.translated(t).intersects(b) for b in bodies)
                          and not any(base.translated(t).intersects(r) for r in others)
                          and (not inside or label.fits(base.translated(t)))), None)
            label.setPos(shift if shift is not None else QPointF(0, 0))
            label.setZValue(Z_LABEL if shift is not None else Z_FIGURE + 0.5)
            label.setOpacity(1.0 if shift is not None else 0.6)
            shown[id(label)] = base.translated(label.pos())

    def _put_figure(self, f: Figure, spot: QPointF, radius: float) -> None:
        """A new figure appears at `spot`; a known one takes the new look and moves there."""
        item = self.figures.get(f.id)
        if item is None:
            item = FigureItem(f, radius, self.figure_font, self.adapter.seat_colour)
            item.set_floor(self.floor)
            self.addItem(item)
            self.figures[f.id] = item
            item.setPos(spot)
            return
        item.set_figure(f)
        item.set_radius(radius)
        self.move_figure(item, spot)

    def _draw_leaders(self, by_node: dict[str, list[Figure]]) -> None:
        """A group that had to stand outside its place's borders gets a short line to the place's name,
        so nobody takes Gothmog beside Osgiliath for a hero of Cair Andros."""
        for item in self.leaders:
            self.removeItem(item)
        self.leaders.clear()
        for node_id, group in by_node.items():
            layout = self.placer.layouts.get((node_id, len(group)))
            if not layout:
                continue
            r = layout[0][1]
            spots = [p for p, _ in layout]
            centre = QPointF(sum(p.x() for p in spots) / len(spots), sum(p.y() for p in spots) / len(spots))
            if self.nodes[node_id].path().contains(centre):
                continue
            zone = self.name_zone(node_id)
            body = QRectF(min(p.x() for p in spots) - r, min(p.y() for p in spots) - r,
                          max(p.x() for p in spots) - min(p.x() for p in spots) + 2 * r,
                          max(p.y() for p in spots) - min(p.y() for p in spots) + 2 * r)
            a = QPointF(min(max(centre.x(), zone.left()), zone.right()),
                        min(max(centre.y(), zone.top()), zone.bottom()))
            b = QPointF(min(max(a.x(), body.left()), body.right()), min(max(a.y(), body.top()), body.bottom()))
            if (a - b).manhattanLength() < r * 0.2:
                continue
            path = QPainterPath(a)
            path.lineTo(b)
            pen = QPen(QColor(group[0].colour).darker(130), self.unit * 0.018, Qt.PenStyle.DotLine,
                       Qt.PenCapStyle.RoundCap)
            line = self.addPath(path, pen)
            line.setZValue(Z_MARK - 0.5)
            line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.leaders.append(line)

    def move_figure(self, item: FigureItem, spot: QPointF, duration: int = 280) -> None:
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation
        if item.anim is not None:
            item.anim.stop()
            item.anim = None
        if not self.animate or (item.pos() - spot).manhattanLength() < 0.5:
            item.setPos(spot)
            item.setZValue(Z_FIGURE)
            return
        anim = QPropertyAnimation(item, b"animPos", self)
        anim.setDuration(duration)
        anim.setStartValue(item.pos())
        anim.setEndValue(spot)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: item.setZValue(Z_FIGURE))
        item.anim = anim
        anim.start()

    def flash(self, node_ids: list[str], duration: int = 1400) -> None:
        """A short glow on the places the last move touched, so a computer's move is easy to follow."""
        from PySide6.QtCore import QVariantAnimation
        for nid in node_ids:
            node_item = self.nodes.get(nid)
            if node_item is None:
                continue
            glow = QGraphicsPathItem(node_item.path())
            glow.setPen(QPen(QColor("#fff3b0"), self.unit * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                             Qt.PenJoinStyle.RoundJoin))
            glow.setBrush(QColor(255, 245, 180, 110))
            glow.setZValue(Z_HIGHLIGHT)
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(glow)
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)
            anim.setDuration(duration)
            anim.valueChanged.connect(glow.setOpacity)
            anim.finished.connect(lambda g=glow: g.scene() is self and self.removeItem(g))
            anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def node_at(self, point: QPointF) -> str | None:
        for item in self.items(point):
            if isinstance(item, NodeItem):
                return item.node.id
        best, best_d = None, self.token_radius * 2.5
        for node in self.board.nodes:   # point-only places: the nearest within reach
            if node.polygon is None:
                d = math.hypot(node.pos[0] - point.x(), node.pos[1] - point.y())
                if d < best_d:
                    best, best_d = node.id, d
        return best

    def figure_at(self, point: QPointF) -> FigureItem | None:
        for item in self.items(point):
            if isinstance(item, FigureItem):
                return item
        return None

    def set_highlights(self, node_ids: set[str]) -> None:
        """Light up these places, and these figures (on a board of free drops: an enemy to charge)."""
        self.clear_highlights()
        self.highlight_ids = set(node_ids)
        for nid in node_ids:
            node_item = self.nodes.get(nid)
            figure = self.figures.get(nid)
            if node_item is None and figure is not None and not figure.lifted:
                ring = QPainterPath()
                r = figure.radius * 1.45
                ring.addEllipse(figure.pos(), r, r)
                glow = QGraphicsPathItem(ring)
                glow.setPen(QPen(QColor("#ffd34d"), figure.radius * 0.3))
                glow.setBrush(QColor(255, 236, 140, 70))
                glow.setZValue(Z_HIGHLIGHT)
                glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(glow)
                self.highlights.append(glow)
                continue
            if node_item is None:
                continue
            glow = QGraphicsPathItem(node_item.path())
            glow.setPen(QPen(QColor("#ffd34d"), self.unit * 0.05, Qt.PenStyle.SolidLine,
                             Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            glow.setBrush(QColor(255, 236, 140, 90))
            glow.setZValue(Z_HIGHLIGHT)
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(glow)
            self.highlights.append(glow)

    def clear_highlights(self) -> None:
        for item in self.highlights:
            self.removeItem(item)
        self.highlights.clear()
        self.highlight_ids = set()
        self.show_marks("drag", [])
        self.show_marks("area", [])

    # -- what follows a carried figure, and the ruler (boards of free drops) ----------------------
    def show_marks(self, name: str, items: list[QGraphicsItem]) -> None:
        """Put up `items` as the marks called `name` (the carried figure's way, its reachable area, the
        ruler), taking down what was shown under that name before."""
        for item in self.marks_shown.pop(name, []):
            if item.scene() is self:
                self.removeItem(item)
        for item in items:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setAcceptHoverEvents(False)
            self.addItem(item)
        if items:
            self.marks_shown[name] = items

    def line_marks(self, points: list[tuple[float, float]], colour: str, text: str,
                   width: float = 1.0, dashed: bool = False) -> list[QGraphicsItem]:
        """A way drawn as a line through `points`, with `text` in a legible box by its last point."""
        out: list[QGraphicsItem] = []
        if len(points) >= 2:
            path = QPainterPath(QPointF(*points[0]))
            for x, y in points[1:]:
                path.lineTo(x, y)
            pen = QPen(QColor(colour), self.token_radius * 0.18 * width,
                       Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            line = QGraphicsPathItem(path)
            line.setPen(pen)
            line.setZValue(Z_DRAG - 0.5)
            out.append(line)
        if text and points:
            out.append(CaptionItem(text, QPointF(*points[-1]), colour))
        return out

    def area_marks(self, areas: list[tuple[list[tuple[float, float]], str]]) -> list[QGraphicsItem]:
        """Outlines filled lightly in their colours (where a carried figure may go)."""
        out: list[QGraphicsItem] = []
        for points, colour in areas:
            if len(points) < 3:
                continue
            path = QPainterPath()
            path.addPolygon(poly(points))
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            fill = QColor(colour)
            fill.setAlpha(45)
            item.setBrush(fill)
            item.setPen(QPen(QColor(colour), self.token_radius * 0.1))
            item.setZValue(Z_HIGHLIGHT - 0.5)
            out.append(item)
        return out

    def highlighted(self) -> set[str]:
        return set(self.highlight_ids)


class CaptionItem(QGraphicsItem):
    """A short text in a box by a point, the same size on screen at any zoom (a distance, a ruler's length)."""

    def __init__(self, text: str, at: QPointF, colour: str) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(13)
        self.font.setBold(True)
        self.setPos(at)
        self.setZValue(Z_DRAG + 1)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        from PySide6.QtGui import QFontMetricsF
        metrics = QFontMetricsF(self.font)
        lines = text.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines) + 12
        self.rect = QRectF(14, 10, width, metrics.height() * len(lines) + 8)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def texts_at(self, scale: float) -> list[tuple[str, float]]:
        return [(self.text, float(self.font.pixelSize()))]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(140), 1.5))
        painter.setBrush(QColor(255, 250, 236, 240))
        painter.drawRoundedRect(self.rect, 5, 5)
        painter.setPen(QColor("#1d1a14"))
        painter.setFont(self.font)
        painter.drawText(self.rect.adjusted(6, 4, -6, -4), Qt.AlignmentFlag.AlignLeft, self.text)


__all__ = ["FIGURE_ART", "Z_DRAG", "BoardScene", "CaptionItem", "FigureItem", "NodeItem", "register_figure_art"]

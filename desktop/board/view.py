"""The board view: wheel zoom around the cursor, pan by dragging the background, drag figures.

Dragging is done with plain mouse events on the viewport (press on a figure, move, release over a
place), so the same code serves the mouse, tests and touchpads. The view never decides legality: it
asks its owner which figures may be lifted and where they may go, and reports the drop.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from .scene import Z_DRAG, BoardScene, FigureItem


class BoardView(QGraphicsView):
    figure_dropped = Signal(str, object)   # figure id, node id or None (dropped off the board)
    figure_lifted = Signal(str)
    figure_refused = Signal(str)           # pressed a figure that may not be picked up now
    figure_clicked = Signal(str)           # pressed and released a figure without dragging it
    node_clicked = Signal(str)
    drag_over = Signal(str, object)        # a figure carried over another place (node id or None)
    drag_moved = Signal(str, QPointF)      # a figure carried to a point (scene coordinates), on every move
    ruler = Signal(QPointF, QPointF, bool)  # the ruler (right button dragged) from, to, and whether it is let go

    MIN_ZOOM, MAX_ZOOM = 0.05, 12.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # the map is the scene's background (BoardScene.drawBackground): kept as one picture, so panning
        # and moving figures only draw what lies on top of it
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.can_lift: Callable[[FigureItem], bool] = lambda item: False
        self.targets_for: Callable[[str], set[str]] = lambda fid: set()
        #: whether the board has a ruler (the right button dragged measures between two points)
        self.measures: Callable[[], bool] = lambda: False
        #: the wheel turned over a figure: True when that was taken as a move (turning it), else the view zooms
        self.wheel_on: Callable[[FigureItem, int], bool] = lambda item, steps: False
        #: a key pressed on the board (picking a figure and its place from the keyboard): True when taken
        self.key_handler: Callable[[QKeyEvent], bool] = lambda event: False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._ruler_from: QPointF | None = None
        #: where (scene coordinates) the last figure was dropped
        self.drop_point = QPointF()
        self.auto_fit = True
        self._floor_timer = QTimer(self)
        self._floor_timer.setSingleShot(True)
        self._floor_timer.setInterval(150)
        self._floor_timer.timeout.connect(self._set_floor)
        self._drag: FigureItem | None = None
        self._drag_offset = QPointF()
        self._drag_origin = QPointF()
        self._pan_from: QPoint | None = None
        self._press_at: QPoint | None = None
        self._press_figure: str | None = None
        self._drag_id = ""
        self._over: str | None = None
        #: the keyboard modifiers held when the last figure was dropped (Shift/Ctrl: "let me choose")
        self.drop_modifiers = Qt.KeyboardModifier.NoModifier

    @property
    def board(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    # -- zoom and pan ----------------------------------------------------------------------
    def fit_to_window(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.auto_fit = True
            if self.board is not None:   # the smallest the board gets: every text is made legible there
                if self.board.floor is None:
                    self.board.set_floor(self.zoom())
                else:   # once the window has stopped changing size (laying the names out again takes a while)
                    self._floor_timer.start()

    def _set_floor(self) -> None:
        if self.board is not None and self.auto_fit:
            self.board.set_floor(self.zoom())

    def zoom(self) -> float:
        return self.transform().m11()

    def fit_zoom(self) -> float:
        """The scale at which the whole board fits the view."""
        scene = self.scene()
        if scene is None:
            return 1.0
        rect, vp = scene.sceneRect(), self.viewport().rect()
        if rect.width() <= 0 or rect.height() <= 0:
            return 1.0
        return min((vp.width() - 4) / rect.width(), (vp.height() - 4) / rect.height())

    def zoom_by(self, factor: float) -> None:
        """Zoom in and out; zooming out stops at the whole board, which then follows the window again."""
        current = self.zoom()
        factor = max(self.MIN_ZOOM / current, min(self.MAX_ZOOM / current, factor))
        if factor < 1.0 and current * factor <= self.fit_zoom() * 1.01:
            self.fit_to_window()
            return
        self.scale(factor, factor)
        self.auto_fit = False

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        board = self.board
        if delta and board is not None and self._drag is None:
            item = board.figure_at(self.mapToScene(event.position().toPoint()))
            if item is not None and self.wheel_on(item, round(delta / 120) or (1 if delta > 0 else -1)):
                event.accept()
                return
        if delta:
            self.zoom_by(1.0015 ** delta)
        event.accept()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit_to_window()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.auto_fit:
            self.fit_to_window()

    # -- mouse -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        board = self.board
        if board is not None and event.button() == Qt.MouseButton.RightButton and self._drag is None \
                and self.measures():
            self._ruler_from = self.mapToScene(event.position().toPoint())
            self.viewport().setCursor(Qt.CursorShape.CrossCursor)
            event.accept()
            return
        if board is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        item = board.figure_at(point)
        self._press_at = event.position().toPoint()
        self._press_figure = item.id if item is not None else None
        if item is not None and self.can_lift(item):
            self._lift(item, point)
            event.accept()
            return
        if item is not None:
            self.figure_refused.emit(item.id)
        self._pan_from = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._ruler_from is not None:
            self.ruler.emit(self._ruler_from, self.mapToScene(event.position().toPoint()), False)
            event.accept()
            return
        if self._drag is not None:
            point = self.mapToScene(event.position().toPoint())
            self._drag.setPos(point - self._drag_offset)
            self.drag_moved.emit(self._drag_id, point)
            node = self.board.node_at(point) if self.board is not None else None
            if node != self._over:   # say what a drop here would do, or why not (once per place)
                self._over = node
                self.drag_over.emit(self._drag_id, node)
            event.accept()
            return
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._ruler_from is not None and event.button() == Qt.MouseButton.RightButton:
            start, self._ruler_from = self._ruler_from, None
            self.viewport().unsetCursor()
            self.ruler.emit(start, self.mapToScene(event.position().toPoint()), True)
            event.accept()
            return
        if self._drag is not None and event.button() == Qt.MouseButton.LeftButton:
            moved = (event.position().toPoint() - (self._press_at or QPoint())).manhattanLength()
            if moved < 4:   # a click, not a drag: the figure stays where it stood
                self.cancel_drag()
                self.figure_clicked.emit(self._drag_id)
                event.accept()
                return
            item = self._drag
            self._drag = None
            item.lifted = False
            item.update()
            if self.board is not None:
                self.board.clear_highlights()
            self.drop_point = self.mapToScene(event.position().toPoint())
            node = self.board.node_at(self.drop_point) if self.board else None
            self.viewport().unsetCursor()
            self.drop_modifiers = event.modifiers()
            self.figure_dropped.emit(item.id, node)
            event.accept()
            return
        if self._pan_from is not None and event.button() == Qt.MouseButton.LeftButton:
            moved = (event.position().toPoint() - (self._press_at or QPoint())).manhattanLength()
            self._pan_from = None
            self.viewport().unsetCursor()
            if moved < 4 and self._press_figure is not None:
                self.figure_clicked.emit(self._press_figure)
            if moved < 4 and self.board is not None:
                node = self.board.node_at(self.mapToScene(event.position().toPoint()))
                if node:
                    self.node_clicked.emit(node)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        # Tab and Shift+Tab would move the focus on before keyPressEvent hears them: while a figure is picked
        # from the keyboard they go through its places instead (Escape lets go, and Tab leaves the board again)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self._drag is None \
                and self.key_handler(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self._drag is not None:
            self.cancel_drag()       # put the figure back where it stood
            event.accept()
            return
        if self._drag is None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _lift(self, item: FigureItem, point: QPointF) -> None:
        if item.anim is not None:
            item.anim.stop()
            item.anim = None
        self._drag = item
        self._drag_id = item.id
        self._over = item.node
        self._drag_origin = item.pos()
        self._drag_offset = point - item.pos()
        item.lifted = True
        item.setZValue(Z_DRAG)
        item.update()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.board is not None:
            self.board.set_highlights(self.targets_for(item.id))
        self.figure_lifted.emit(item.id)

    def cancel_drag(self) -> None:
        if self._drag is not None:
            item, self._drag = self._drag, None
            item.lifted = False
            item.update()
            self.viewport().unsetCursor()
            if self.board is not None:
                self.board.clear_highlights()
                self.board.move_figure(item, self._drag_origin)

    @property
    def dragging(self) -> FigureItem | None:
        return self._drag

"""What the player's hands do on the board: lifting, carrying and dropping figures, clicking figures and
places, and the status bar saying what a drop would do or why a figure stays put.

Everything becomes an engine action played through the controller (or a selection kept by the game's
adapter); nothing here changes the match itself."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import tr

if TYPE_CHECKING:
    from .board import FigureItem
    from .mainwindow import MainWindow


class BoardInput:
    """The board view's gestures, turned into actions for the window's open game."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def _say(self, text: str, ms: int = 5000) -> None:
        self.window.statusBar().showMessage(text, ms)

    def _playing(self) -> bool:
        """A person may act on the table now: a game is open, not over, not behind the curtain."""
        w = self.window
        return w.controller is not None and not w.covered and w.controller.outcome() is None

    def can_lift(self, item: FigureItem) -> bool:
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None or not self._playing() or not c.human_to_move():
            return False
        return adapter.draggable(c.state, item.figure, c.to_move())

    def targets_for(self, figure_id: str) -> set[str]:
        c, adapter = self.window.controller, self.window.adapter
        return adapter.legal_targets(c.state, figure_id) if c is not None and adapter is not None else set()

    def figure_dropped(self, figure_id: str, node_id: str | None) -> None:
        w = self.window
        c, adapter, view = w.controller, w.adapter, w.view
        if c is None or adapter is None or view is None:
            return
        self._odds_tip(None)     # the carried figure's odds go with it
        item = w.scene.figures.get(figure_id) if w.scene else None
        if adapter.free_drops:
            self._dropped_free(figure_id)
            return
        if node_id is None:
            self.snap_back(tr("Drop the figure on a place of the board."))
            return
        if item is not None and item.node == node_id:
            self.snap_back("")
            return
        from PySide6.QtCore import Qt

        from engines.core import Illegal
        action = adapter.drop_action(c.state, figure_id, node_id)
        detailed = bool(view.drop_modifiers & (Qt.KeyboardModifier.ShiftModifier
                                               | Qt.KeyboardModifier.ControlModifier))
        chosen = adapter.refine_drop(c.state, figure_id, node_id, action, detailed, w)
        if chosen is None:   # the player cancelled (a dialog or a menu)
            self.snap_back("")
            return
        if isinstance(chosen, Illegal):   # the engine's (or the game's) reason and rule, word for word
            w.illegal(chosen.reason, chosen.rule)
            return
        if c.play(chosen):   # else the controller said why (illegal signal) and the figure snapped back
            self._say(adapter.action_label(chosen))

    # -- boards of free drops: a figure goes to any point ------------------------------------------
    def _point(self) -> tuple[float, float]:
        view = self.window.view
        p = view.drop_point if view is not None else None
        return (p.x(), p.y()) if p is not None else (0.0, 0.0)

    def _under(self, figure_id: str, x: float, y: float) -> str | None:
        """The figure under a point, other than the one carried."""
        from PySide6.QtCore import QPointF

        from .board import FigureItem
        scene = self.window.scene
        if scene is None:
            return None
        return next((item.id for item in scene.items(QPointF(x, y))
                     if isinstance(item, FigureItem) and item.id != figure_id), None)

    def _dropped_free(self, figure_id: str) -> None:
        from engines.core import Illegal
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None:
            return
        x, y = self._point()
        action = adapter.drop_at(c.state, figure_id, (x, y), self._under(figure_id, x, y))
        if isinstance(action, Illegal):
            w.illegal(action.reason, action.rule)
            return
        if c.play(action):
            self._say(adapter.action_label(action))

    def figure_lifted(self, figure_id: str) -> None:
        """A figure picked up on a board of free drops: where it may go is drawn."""
        w = self.window
        c, adapter, scene = w.controller, w.adapter, w.scene
        if c is None or adapter is None or scene is None or not adapter.free_drops:
            return
        scene.show_marks("area", scene.area_marks(adapter.drag_area(c.state, figure_id)))

    def drag_moved(self, figure_id: str, point) -> None:
        """A figure carried over a board of free drops: its way there, how far, and what a drop would do."""
        w = self.window
        c, adapter, scene = w.controller, w.adapter, w.scene
        if c is None or adapter is None or scene is None or not adapter.free_drops:
            return
        x, y = point.x(), point.y()
        under = self._under(figure_id, x, y)
        hint = adapter.drag_hint(c.state, figure_id, (x, y), under)
        if hint is None:
            scene.show_marks("drag", [])
            return
        colour = "#2f7d32" if hint.ok else "#b03a2e"
        scene.show_marks("drag", scene.line_marks(hint.path or [(x, y)], colour, hint.text, dashed=not hint.ok))
        said = hint.text.replace("\n", " · ")
        if hint.ok:
            from engines.core import Action
            action = adapter.drop_at(c.state, figure_id, (x, y), under)
            odds = w.odds.status(action) if isinstance(action, Action) else ""
            if odds:
                said = f"{said} — {odds}"
            self._odds_tip(action if odds else None)
        else:
            self._odds_tip(None)
        w.statusBar().showMessage(said)

    def _odds_tip(self, action) -> None:
        """The odds of the drop under the pointer: a tooltip there, and the same lines in the rules panel (a drop
        that rolls nothing takes the last place's tooltip away, so no odds stay beside the wrong place)."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QToolTip
        w = self.window
        tip = w.odds.tooltip(action) if action is not None else ""
        if tip:
            QToolTip.showText(QCursor.pos(), tip, w.view)
            w.odds.show(action)
        elif QToolTip.isVisible():
            QToolTip.hideText()

    def ruler(self, a, b, done: bool) -> None:
        """The right button dragged across the board: the distance between the two points, in the game's
        own measure; let go, it stays until the next click."""
        w = self.window
        adapter, scene = w.adapter, w.scene
        if adapter is None or scene is None:
            return
        text = adapter.ruler_text((a.x(), a.y()), (b.x(), b.y()))
        if text is None:
            return
        scene.show_marks("ruler", scene.line_marks([(a.x(), a.y()), (b.x(), b.y())], "#1f4e8c", text, 0.6))
        self._say(text, 8000)

    def measures(self) -> bool:
        adapter = self.window.adapter
        return adapter is not None and adapter.ruler_text((0.0, 0.0), (1.0, 0.0)) is not None

    def wheel_on(self, item, steps: int) -> bool:
        """The wheel over a figure: the adapter may take it as a move (turning the figure)."""
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None or not self._playing() or not c.human_to_move():
            return False
        action = adapter.wheel_action(c.state, item.id, steps, c.to_move())
        if action is None:
            return False
        w.action_chosen(action)
        return True

    def figure_clicked(self, figure_id: str) -> None:
        """A click on a figure: the adapter may select it (an action die, to see what it allows)."""
        w = self.window
        c, adapter, scene = w.controller, w.adapter, w.scene
        if c is None or adapter is None or not self._playing():
            return
        seat = c.to_move() if c.human_to_move() else None
        if seat is not None:
            action = adapter.click_action(c.state, figure_id, seat, w)
            if action is not None:
                w.action_chosen(action)
                return
        from engines.core import Illegal
        result = adapter.figure_clicked(w.display_state(), figure_id, seat)
        if isinstance(result, Illegal):     # a click that plays nothing: the reason (a quest that cannot be paid)
            w.illegal(result.reason, result.rule)
        elif result:
            w.refresh()
        elif (seat is not None and scene is not None and figure_id in scene.figures
              and scene.figures[figure_id].figure.seat == seat and not self.targets_for(figure_id)):
            self._say(self.why_it_stays(figure_id))   # a click that does nothing

    def node_clicked(self, node_id: str) -> None:
        """A click on a place: the adapter may take it as a choice (a building for sale)."""
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None or not self._playing() or not c.human_to_move():
            return
        action = adapter.node_click_action(c.state, node_id, c.to_move(), w)
        if action is not None:
            w.action_chosen(action)

    def drag_over(self, figure_id: str, node_id: str | None) -> None:
        """While a figure is carried: the status bar says what dropping it here would do, or why not."""
        w = self.window
        c, adapter, scene = w.controller, w.adapter, w.scene
        if c is None or adapter is None or scene is None or adapter.free_drops:
            return
        if node_id is None:
            self._odds_tip(None)
            return
        item = scene.figures.get(figure_id)
        if item is not None and item.node == node_id:
            w.statusBar().clearMessage()
            self._odds_tip(None)
            return
        from engines.core import Illegal
        verdict = adapter.drop_action(c.state, figure_id, node_id)
        name = scene.board.node(node_id).name if node_id in scene.nodes else node_id
        if isinstance(verdict, Illegal):
            w.statusBar().showMessage(tr("{place}: {reason}").format(place=name, reason=verdict.reason))
            self._odds_tip(None)
        else:
            said = tr("{place}: drop to play “{action}”").format(place=name, action=adapter.action_label(verdict))
            odds = w.odds.status(verdict)
            w.statusBar().showMessage(f"{said} — {odds}" if odds else said)
            self._odds_tip(verdict)

    def group_chosen(self, group: str) -> None:
        """A click on a group's header in the actions panel: the adapter may take it as a choice (a die)."""
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None or not self._playing() or not c.human_to_move():
            return
        if adapter.group_clicked(w.display_state(), group, c.to_move()):
            w.refresh()

    def figure_refused(self, figure_id: str) -> None:
        """Say why a figure does not come up, instead of silently panning."""
        w = self.window
        c = w.controller
        item = w.scene.figures.get(figure_id) if w.scene else None
        if c is None or item is None:
            return
        seat = c.to_move()
        if c.outcome() is not None:
            text = tr("The game is over.")
        elif w.covered:
            text = tr("Pass the table to the next player first.")
        elif not c.is_human(seat) or c.thinking:
            text = tr("Wait: {player} (computer) is playing.").format(player=w.seat_name(seat))
        elif item.figure.seat is None:
            return   # a piece of the table (a mat, a track, a card for show): pressing it pans the board
        elif item.figure.seat != seat:
            text = tr("That figure belongs to {player}.").format(player=w.seat_name(item.figure.seat))
        else:
            text = self.why_it_stays(figure_id)
        self._say(text)

    def why_it_stays(self, figure_id: str) -> str:
        """The engine's reason a figure of the player to move cannot move: a drop next to it refused."""
        w = self.window
        refusal = None
        if w.scene is not None and w.adapter is not None:
            item = w.scene.figures[figure_id]
            refusal = w.adapter.lift_refusal(w.display_state(), figure_id, item.node)
        return refusal.reason if refusal is not None else tr("That figure cannot move now.")

    def snap_back(self, message: str) -> None:
        """The carried figure goes back where it stood (the board redrawn from the state)."""
        w = self.window
        if message:
            self._say(message, 6000)
        if w.scene is not None and w.controller is not None:
            w.scene.update_state(w.display_state())


__all__ = ["BoardInput"]

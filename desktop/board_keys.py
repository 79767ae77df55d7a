"""The board from the keyboard: what a drag or a click does, done with keys.

With the board focused, N (or P) picks the next (or previous) figure of the player to move that can act (a
focus ring round it, the board scrolled to it); Tab, Shift+Tab and the arrow keys go through the places it
may go (each marked, the status bar saying what a drop there would play, as during a drag); Enter or Space
plays it — exactly what dropping the figure there plays (BoardInput.figure_dropped) — and Enter on a figure
with no place chosen is a click on it (a die chosen, a card played: BoardInput.figure_clicked). Escape lets
go. On a board of free drops (a measured table) Tab goes through the figure's legal actions instead.

Nothing here decides legality or plays anything itself: the window's board input does, as for the mouse.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from engines.core import Action

    from .mainwindow import MainWindow

FOCUS_COLOUR = "#1f4e8c"   # a deep blue, unlike every seat's colour and the gold of the legal places


def keys_help() -> list[tuple[str, str]]:
    """The keys of the board and the panels, with what each does (Help → Keyboard, the board's description)."""
    return [(tr("N / P"), tr("Pick the next / previous figure of yours that can act (a blue ring marks it).")),
            (tr("Tab / Shift+Tab, arrow keys"), tr("Go through the places the picked figure may go (on a measured "
                                                  "table: its actions); the status bar says what each would do.")),
            (tr("Enter or Space"), tr("Play it: the same as dropping the figure there. On a figure with no place "
                                      "chosen: the same as clicking it (a die, a card).")),
            (tr("Shift+Enter"), tr("Play it, choosing the details (as Shift while dropping).")),
            (tr("Escape"), tr("Let go of the figure.")),
            (tr("F, Ctrl+0, Ctrl++ / Ctrl+-"), tr("Fit the board to the window; zoom in and out.")),
            (tr("Actions panel"), tr("Up and Down choose an action, Enter or Space plays it; the line above it "
                                     "filters the list.")),
            (tr("Game log"), tr("Enter or Space on a roll explains it in the rules panel.")),
            (tr("H"), tr("A hint: what the computer would do.")),
            (tr("Ctrl+1 / Ctrl+2 / Ctrl+3"), tr("Go to the board / the actions / the game log."))]


class BoardKeys:
    """The keyboard's picked figure and place on the window's board; `key` takes the board's key presses."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.figure: str | None = None
        #: the places (or, on a board of free drops, the actions) the picked figure may go to, in order
        self.choices: list[Any] = []
        self.index: int | None = None   # the one chosen among `choices`

    # -- what may be picked --------------------------------------------------------------------------------
    def _seat(self) -> int | None:
        """The seat whose person may act on the board now, or None (no game, the curtain, the computer's turn)."""
        w = self.window
        c = w.controller
        if c is None or w.adapter is None or w.scene is None or not w.board_input._playing() or not c.human_to_move():
            return None
        return c.to_move()

    def figures(self) -> list[str]:
        """The figures the player to move can act with, from the board's top left, row by row: those with a
        gold ring (they may be carried somewhere) and those a click plays or offers (a die, a quest card, a
        political disc)."""
        w = self.window
        seat = self._seat()
        if seat is None:
            return []
        assert w.scene is not None and w.adapter is not None and w.controller is not None
        state, adapter, scene = w.controller.state, w.adapter, w.scene
        out = []
        for fid, item in scene.figures.items():
            if item.draggable or (item.figure.seat in (None, seat)
                                  and any(a.seat == seat for a in adapter.figure_actions(state, fid))) \
                    or adapter.click_preview(state, fid, seat):
                out.append(fid)
        unit = max(scene.token_radius, 1.0)
        out.sort(key=lambda f: (round(scene.figures[f].pos().y() / (unit * 2)), scene.figures[f].pos().x()))
        return out

    def _destinations(self, fid: str) -> list[Any]:
        w = self.window
        assert w.adapter is not None and w.controller is not None and w.scene is not None
        if w.adapter.free_drops:
            seat = w.controller.to_move()
            return [a for a in w.adapter.figure_actions(w.controller.state, fid) if a.seat == seat]
        scene = w.scene
        item = scene.figures[fid]
        places = [n for n in w.board_input.targets_for(fid) if n in scene.nodes and n != item.node]
        return sorted(places, key=lambda n: scene.board.node(n).name)

    # -- the keys ------------------------------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the board: True when it was taken."""
        from PySide6.QtCore import Qt
        K = Qt.Key
        key, mods = event.key(), event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key in (K.Key_N, K.Key_P):
            self.step_figure(-1 if key == K.Key_P or shift else 1)
            return True
        if key == K.Key_Escape and self.figure is not None:
            self.cancel()
            return True
        if self.figure is None:
            return False
        if key in (K.Key_Tab, K.Key_Backtab):
            self.step_place(-1 if key == K.Key_Backtab or shift else 1)
            return True
        arrows = {int(K.Key_Left): (-1, 0), int(K.Key_Right): (1, 0), int(K.Key_Up): (0, -1), int(K.Key_Down): (0, 1)}
        if int(key) in arrows:
            self.towards(*arrows[int(key)])
            return True
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            self.confirm(shift)
            return True
        return False

    # -- picking a figure ----------------------------------------------------------------------------------
    def step_figure(self, step: int) -> None:
        figures = self.figures()
        if not figures:
            self.cancel(quiet=True)
            self._say(self._why_none())
            return
        at = figures.index(self.figure) if self.figure in figures else (-1 if step > 0 else 0)
        self.pick((at + step) % len(figures))

    def pick(self, n: int) -> None:
        figures = self.figures()
        self.figure = figures[n]
        self.choices = self._destinations(self.figure)
        self.index = None
        w = self.window
        assert w.scene is not None and w.adapter is not None
        if not w.adapter.free_drops:
            w.scene.set_highlights(set(self.choices))
        self._draw()
        item = w.scene.figures[self.figure]
        if w.view is not None:
            w.view.ensureVisible(item.sceneBoundingRect(), 40, 40)
        name = item.figure.tooltip.split("\n")[0] or item.figure.label
        if self.choices:
            said = tr("{figure} ({n} of {count}): Tab or the arrow keys choose where it goes, Enter plays it.").format(
                figure=name, n=n + 1, count=len(figures))
        else:
            said = tr("{figure} ({n} of {count}): Enter to use it.").format(figure=name, n=n + 1, count=len(figures))
        self._say(said)

    def _why_none(self) -> str:
        w = self.window
        c = w.controller
        if c is None:
            return tr("No game is open.")
        if c.outcome() is not None:
            return tr("The game is over.")
        if w.covered:
            return tr("Pass the table to the next player first.")
        if not c.human_to_move():
            return tr("Wait: {player} (computer) is playing.").format(player=w.seat_name(c.to_move()))
        return tr("No figure can act now: see the Actions panel.")

    # -- choosing a place ----------------------------------------------------------------------------------
    def step_place(self, step: int) -> None:
        if not self.choices:
            self._say(tr("That figure has nowhere to go: Enter to use it, Escape to let go."))
            return
        self.index = (step - 1 if step > 0 else step) % len(self.choices) if self.index is None else \
            (self.index + step) % len(self.choices)
        self._chosen()

    def towards(self, dx: int, dy: int) -> None:
        """The arrow keys: the nearest place in that direction from the chosen one (or from the figure);
        none that way: the next (or previous) in turn."""
        w = self.window
        if not self.choices or w.adapter is None or w.adapter.free_drops or w.scene is None:
            self.step_place(1 if dx + dy > 0 else -1)
            return
        here = self._where(self.index)
        best, best_score = None, math.inf
        for i, place in enumerate(self.choices):
            if i == self.index:
                continue
            x, y = w.scene.board.node(place).pos
            ax, ay = x - here[0], y - here[1]
            along = ax * dx + ay * dy
            if along <= 0:
                continue
            across = abs(ax * dy - ay * dx)
            score = along + 2 * across
            if score < best_score:
                best, best_score = i, score
        if best is None:
            self.step_place(1 if dx + dy > 0 else -1)
            return
        self.index = best
        self._chosen()

    def _where(self, index: int | None) -> tuple[float, float]:
        w = self.window
        assert w.scene is not None and self.figure is not None
        if index is None:
            p = w.scene.figures[self.figure].pos()
            return p.x(), p.y()
        x, y = w.scene.board.node(self.choices[index]).pos
        return float(x), float(y)

    def _chosen(self) -> None:
        """Say what the chosen place (or action) would play, and mark it."""
        w = self.window
        assert self.figure is not None and self.index is not None and w.adapter is not None
        choice = self.choices[self.index]
        self._draw()
        if w.adapter.free_drops:
            said = tr("{n} of {count}: {action}").format(n=self.index + 1, count=len(self.choices),
                                                        action=w.adapter.action_label(choice))
            odds = w.odds.status(choice)
            self._say(f"{said} — {odds}" if odds else said)
            w.odds.show(choice)
            return
        if w.view is not None and w.scene is not None:
            w.view.ensureVisible(w.scene.nodes[choice].sceneBoundingRect(), 40, 40)
        w.board_input.drag_over(self.figure, choice)   # the same words as while dragging
        announce(w.view, w.statusBar().currentMessage())

    # -- playing -------------------------------------------------------------------------------------------
    def confirm(self, detailed: bool = False) -> None:
        w = self.window
        fid, index = self.figure, self.index
        if fid is None or self._seat() is None or w.adapter is None:
            self.cancel(quiet=True)
            return
        if index is None:   # no place chosen: what a click on the figure does
            self.cancel(quiet=True)
            w.board_input.figure_clicked(fid)
            return
        choice = self.choices[index]
        self.cancel(quiet=True)
        if w.adapter.free_drops:
            self._play(choice)
            return
        from PySide6.QtCore import Qt
        if w.view is not None:
            w.view.drop_modifiers = Qt.KeyboardModifier.ShiftModifier if detailed else Qt.KeyboardModifier.NoModifier
        w.board_input.figure_dropped(fid, choice)

    def _play(self, action: Action) -> None:
        w = self.window
        c = w.controller
        if c is not None and c.play(action) and w.adapter is not None:
            self._say(w.adapter.action_label(action))

    def cancel(self, quiet: bool = False) -> None:
        """Let go of the picked figure: its marks taken down, the board lit as it was."""
        w = self.window
        had = self.figure is not None
        self.figure, self.choices, self.index = None, [], None
        scene, c, adapter = w.scene, w.controller, w.adapter
        if scene is None:
            return
        scene.show_marks("keys", [])
        if had:
            lit = adapter.highlights(w.display_state()) if (
                adapter is not None and c is not None and c.human_to_move() and not w.covered) else set()
            scene.set_highlights(lit)
        if had and not quiet:
            w.statusBar().clearMessage()

    def refreshed(self) -> None:
        """The board was drawn anew (a move, a die chosen): the picked figure kept while it can still act."""
        if self.figure is None:
            return
        figures = self.figures()
        if self.figure not in figures:
            self.cancel(quiet=True)
            return
        choices = self._destinations(self.figure)
        if choices != self.choices:
            self.choices, self.index = choices, None
        w = self.window
        if w.scene is not None and w.adapter is not None and not w.adapter.free_drops:
            w.scene.set_highlights(set(self.choices))
        self._draw()

    # -- the marks -----------------------------------------------------------------------------------------
    def _draw(self) -> None:
        """A blue ring round the picked figure (white inside it, to show on any colour), and the chosen place
        outlined in the same blue."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QColor, QPainterPath, QPen
        from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

        from .board.scene import Z_DRAG
        w = self.window
        scene = w.scene
        if scene is None or self.figure is None or self.figure not in scene.figures:
            return
        item = scene.figures[self.figure]
        marks: list[QGraphicsItem] = []
        rect = item.sceneBoundingRect()
        r = max(rect.width(), rect.height()) / 2 + item.radius * 0.25
        for colour, width, grow in (("#ffffff", 0.32, 0.0), (FOCUS_COLOUR, 0.2, 0.0)):
            path = QPainterPath()
            path.addEllipse(rect.center(), r + grow, r + grow)
            ring = QGraphicsPathItem(path)
            ring.setPen(QPen(QColor(colour), item.radius * width))
            ring.setZValue(Z_DRAG - 0.4)
            marks.append(ring)
        choice = self.choices[self.index] if self.index is not None else None
        if isinstance(choice, str) and choice in scene.nodes:
            outline = QGraphicsPathItem(scene.nodes[choice].path())
            outline.setPen(QPen(QColor(FOCUS_COLOUR), scene.unit * 0.08, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            fill = QColor(FOCUS_COLOUR)
            fill.setAlpha(60)
            outline.setBrush(fill)
            outline.setZValue(Z_DRAG - 0.5)
            marks.append(outline)
        elif choice is not None:   # an action on a board of free drops: the figure it names (an enemy charged)
            target = next((v for _k, v in choice.params if isinstance(v, str) and v != self.figure
                           and v in scene.figures), None)
            if target is not None:
                other = scene.figures[target].sceneBoundingRect()
                path = QPainterPath()
                path.addEllipse(other.center(), other.width() / 2 + 4, other.height() / 2 + 4)
                ring = QGraphicsPathItem(path)
                ring.setPen(QPen(QColor(FOCUS_COLOUR), item.radius * 0.2, Qt.PenStyle.DashLine))
                ring.setZValue(Z_DRAG - 0.4)
                marks.append(ring)
        scene.show_marks("keys", marks)

    def _say(self, text: str) -> None:
        """In the status bar, and to a screen reader (read out as it is said: a figure picked, a place chosen)."""
        w = self.window
        w.statusBar().showMessage(text, 10000)
        announce(w.view, text)


def announce(widget: Any, text: str) -> None:
    """Tell a running screen reader `text` now (Qt 6.8's announcement; nothing when none listens)."""
    if widget is None or not text:
        return
    from PySide6.QtGui import QAccessible
    if not QAccessible.isActive():
        return
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:   # an older Qt: the status bar alone
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


__all__ = ["BoardKeys", "announce", "keys_help"]

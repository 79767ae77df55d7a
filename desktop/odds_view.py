"""Odds before a roll, where the player is about to choose: a tooltip on the place a figure is carried to, the
actions panel's row under the pointer, and a few lines in the rules panel (engines/core/odds.py).

The odds are the game's (`Game.odds`), worked out from the view of the seat to move only; each is asked once per
position and action (a drag passes over the same place many times)."""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from .i18n import tr

if TYPE_CHECKING:
    from engines.core import Action

    from .mainwindow import MainWindow


class OddsView:
    """The odds of the open game's choices for the window's person to move."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._kept: dict[Any, list[str]] = {}
        self._position: Any = None

    def lines(self, action: Action) -> list[str]:
        """The odds of `action` as lines in the player's language (title first, how they were found last); [] for
        an action that leads to no roll, or when nobody at the screen is to choose."""
        from engines.core.i18n import render
        w = self.window
        c = w.controller
        if c is None or w.covered or c.outcome() is not None or not c.human_to_move():
            return []
        seat = c.to_move()
        if seat is None or action.seat != seat:
            return []
        position = (id(c.state), c.match.cursor)
        if position != self._position:
            self._kept.clear()
            self._position = position
        key = action
        got = self._kept.get(key)
        if got is None:
            odds = c.game.odds(c.game.view(c.state, seat), action)
            got = [] if odds is None else [render(t) for t in odds.texts()]
            self._kept[key] = got
        return got

    def tooltip(self, action: Action) -> str:
        """The odds as a tooltip: the title in bold, a line each ('' when there are none)."""
        got = self.lines(action)
        if not got:
            return ""
        rows = "".join(f"<br>{html.escape(x)}" for x in got[1:-1])
        return f"<b>{html.escape(got[0])}</b>{rows}<br><i>{html.escape(got[-1])}</i>"

    def click_tip(self, target: str) -> str:
        """The odds of what a click on the board's figure or place `target` would play (the first of its choices
        that rolls), as tooltip lines ('' for none); also shown in the rules panel."""
        w = self.window
        c, adapter = w.controller, w.adapter
        if c is None or adapter is None or w.covered or not c.human_to_move() or c.outcome() is not None:
            return ""
        seat = c.to_move()
        if seat is None:
            return ""
        for action in adapter.click_preview(w.display_state(), target, seat):
            tip = self.tooltip(action)
            if tip:
                self.show(action)
                return tip
        return ""

    def show(self, action: Action) -> bool:
        """The odds of `action` in the rules panel (nothing is played); False when it leads to no roll."""
        got = self.lines(action)
        if not got:
            return False
        self.window.rules_panel.show_odds(got[0], got[1:-1], got[-1])
        return True

    def status(self, action: Action) -> str:
        """The odds on one line for the status bar ('' when there are none)."""
        got = self.lines(action)
        return tr("Odds: {lines}").format(lines=" · ".join(got[1:-1])) if got else ""


def odds_in_menu(menu: Any, parent: Any) -> None:
    """A pop-up menu of actions (the Fellowship clicked, a die dropped where it allows several): each entry that
    leads to a roll gets its odds as a tooltip, and the one under the pointer shows them in the rules panel."""
    from engines.core import Action
    odds = getattr(parent, "odds", None)
    if not isinstance(odds, OddsView):
        return
    for item in menu.actions():
        action = item.data()
        if isinstance(action, Action):
            tip = odds.tooltip(action)
            if tip:
                item.setToolTip(tip)
    menu.setToolTipsVisible(True)
    menu.hovered.connect(lambda item: isinstance(item.data(), Action) and odds.show(item.data()))


__all__ = ["OddsView", "odds_in_menu"]

"""Who may see the table: the hot-seat curtain's logic, without Qt.

In a game with secrets (hands, a Lord, secret missions) played by several people at one screen, the
window shows one seat's secrets at a time, and between two seats it draws a curtain: "Pass to …". The
curtain stays up until the seat it waits for says "I am …". Whatever happens under it — an undo, a
redo, a game opened or a new one set up, a dialog cancelled — it never comes down by itself: it only
changes the seat it waits for, and nothing secret shows until that seat confirms.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

#: a game's `view(state, seat)`: what one seat may see of a state
View = Callable[[Any, int], Any]


class HotSeat:
    """`viewer`: the seat whose secrets show (None: nobody's). `waiting_for`: the seat the curtain waits
    for (None: no curtain). `finished`: the game is over, so every secret may show."""

    def __init__(self, humans: Iterable[int] = (), secrets: bool = False) -> None:
        humans = sorted(set(humans))
        #: several people share the screen and the game hides things from some of them
        self.shared = secrets and len(humans) >= 2
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.waiting_for: int | None = None
        self.finished = False

    @property
    def covered(self) -> bool:
        return self.waiting_for is not None

    def moved(self, seat: int | None, human: bool, over: bool = False) -> bool:
        """The position changed (a move, an undo, a redo, a game opened): `seat` is to move, `human` if a
        person plays it, `over` if the game has ended. True when the curtain is (still) up."""
        self.finished = over
        if over:
            self.waiting_for = None     # the end: everything is shown to everybody
            return False
        if seat is None or not human:
            return self.covered         # the computer plays: the table stays as it is
        if not self.shared:
            self.viewer = seat
            return False
        if self.covered:
            self.waiting_for = seat     # e.g. an undo under the curtain: now it waits for this seat
        elif seat != self.viewer:
            self.viewer = None          # another person's decision: hide everything, pass the screen
            self.waiting_for = seat
        return self.covered

    def lift(self) -> int | None:
        """The seat the curtain waited for confirmed it is at the screen: its secrets may show."""
        seat = self.waiting_for
        if seat is not None:
            self.viewer = seat
            self.waiting_for = None
        return seat

    def shows_everything(self) -> bool:
        """At the end of the game every hand and secret may be shown (Helden's missions, for one)."""
        return self.finished and not self.covered

    def shown(self, state: Any, view: View) -> Any:
        """What the screen may show of `state`: the viewer's view of it, or all of it when nobody's secrets
        are hidden (nobody at the screen has a seat, or the game is over)."""
        if self.viewer is not None and not self.shows_everything():
            return view(state, self.viewer)
        return state

    def behind_curtain(self, state: Any, view: View) -> Any | None:
        """The board drawn (hidden) behind the curtain as the seat it waits for will see it, so lifting the
        curtain shows a board already in place; None when there is no curtain."""
        return view(state, self.waiting_for) if self.waiting_for is not None else None


__all__ = ["HotSeat"]

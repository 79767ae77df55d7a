"""The game log and the rules panel kept in step with the match: new events appended (or the log rebuilt
after an undo or a load), rolls and played cards explained, and nothing left on show that is stale or
secret from the person now at the screen."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core import Event

    from .mainwindow import MainWindow


class Narrator:
    """Feeds `window`'s log and rules panels from its open match, as the viewer may see it."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._log_key: tuple[int | None, int] | None = None   # (viewer, cursor) the log shows

    def reset(self) -> None:
        """A new match: the log is rebuilt on the next refresh."""
        self._log_key = None

    def just_stepped(self) -> bool:
        """The position is one action on from the one the log showed last (not an undo, not a load)."""
        match = self.window.match
        return match is not None and self._log_key is not None and match.cursor == self._log_key[1] + 1

    def refresh_log(self) -> None:
        w = self.window
        match, adapter = w.match, w.adapter
        if match is None or adapter is None:
            return
        key = (w.viewer, match.cursor)
        prev = self._log_key
        stepped = self.just_stepped()
        if stepped and prev is not None and prev[0] == w.viewer:
            for event in match.steps[match.cursor - 1].events:
                w.log_panel.add_event(event, w.viewer)
        elif prev != key:
            w.log_panel.rebuild(adapter.setup_events(match.initial) + match.events(), w.viewer)
        if stepped:
            self.explain_step(match.steps[match.cursor - 1].events)
        self._log_key = key

    def show_roll(self, event: Event) -> None:
        w = self.window
        details = w.adapter.event_details(event) if w.adapter is not None else ""
        w.rules_panel.show_roll(event, w.game, details)

    def show_event(self, event: Event) -> None:
        """An event chosen in the log: its rule and details in the rules panel."""
        w = self.window
        if w.adapter is not None:
            w.rules_panel.show_event(event, w.adapter.event_details(event), w.game)

    def _rules_in_front(self) -> None:
        """The rules panel in front of the game's own views tabbed with it, unless one of them is live (a
        battle being fought shows its own dice)."""
        w = self.window
        if w.side_docks and not any(getattr(view, "live", False) for _dock, view in w.side_docks):
            w.rules_dock.raise_()

    def explain_step(self, events: list[Event]) -> None:
        """An action the game explains as a whole (a card played): its details and story in the rules panel.
        Behind the hot-seat curtain (no viewer) only what everybody may see: the next player reads it."""
        w = self.window
        if w.adapter is None:
            return
        head = w.adapter.explain_step(events, w.viewer)
        if head is None:
            return
        story = [e for e in events[events.index(head):] if e.visible(w.viewer)]
        w.rules_panel.show_event(head, w.adapter.event_details(head), w.game, story)
        self._rules_in_front()

    def roll_explained(self, event: Event) -> None:
        if event.visible(self.window.viewer) or event.visible_to is None:
            self.show_roll(event)
            self._rules_in_front()   # a roll outside the game's own views (a battle, a hunt): in front

    def show_latest_roll(self) -> bool:
        w = self.window
        if w.match is None:
            return False
        for event in reversed(w.match.events()):
            if event.roll is not None and event.visible(w.viewer):
                self.show_roll(event)
                return True
        return False

    def forget_secrets(self) -> None:
        """The rules panel keeps nothing that is no longer true or not for the eyes at the screen: the
        previous player's secret draw, an event taken back by undo (a card back in a hand), a refusal
        once a move has been made (it may also name a card of the hand), a game over taken back."""
        from engines.core import Event
        w = self.window
        c, match = w.controller, w.match
        if c is None or match is None:
            return
        current: Any = w.rules_panel.current
        if isinstance(current, Event):
            undone = any(e is current for step in match.steps[match.cursor:] for e in step.events)
            stale = undone or not current.visible(w.viewer)
        elif isinstance(current, tuple):
            stale = current[0] in ("illegal", "advice") or (current[0] == "outcome" and c.outcome() is None)
        else:
            stale = False
        if stale and not self.show_latest_roll():
            w.rules_panel.show_welcome(c.game.title)


__all__ = ["Narrator"]

"""GameController: one open game. It wraps an engine Match and speaks to the window in signals.

Widgets never change the match themselves: they ask the controller to play, undo or redo, and redraw
when it says the state changed. Every engine action is one QUndoStack command, and the stack's index
always equals the match's cursor: undo moves the cursor back over kept states, so it never re-rolls.
"""
from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from engines.core import Action, Event, Illegal, IllegalAction, Match, Outcome
from engines.core.saves import write_save

from . import paths
from .ai_worker import AgentFactory, AgentTask, default_agent_factory
from .i18n import engines_follow, tr
from .legal import MemoGame

log = logging.getLogger(__name__)



class StepCommand(QUndoCommand):
    """One engine action. The first redo plays it (or finds it already played); later ones move the cursor."""

    def __init__(self, controller: GameController, action: Action, before: int, applied: bool = False) -> None:
        super().__init__(str(action))
        self.controller = controller
        self.action = action
        self.before = before
        self.applied = applied
        self.error: IllegalAction | None = None

    def redo(self) -> None:
        match = self.controller.match
        if not self.applied:
            self.applied = True
            try:
                events = match.play(self.action)
            except IllegalAction as exc:   # checked before pushing; kept as a safety net
                self.error = exc
                self.setObsolete(True)
                return
            self.controller._announce(events)
        else:
            match.cursor = self.before + 1

    def undo(self) -> None:
        self.controller.match.cursor = self.before


class GameController(QObject):
    state_changed = Signal()
    roll_explained = Signal(object)    # Event with a roll
    game_over = Signal(object)         # Outcome
    illegal = Signal(str, str)         # reason, rule
    busy = Signal(bool)                # the computer is thinking

    def __init__(self, match: Match, agent_factory: AgentFactory | None = None, *, autosave: bool = True,
                 computer_delay_ms: int = 700, save_path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        engines_follow()   # the engines' sentences in the player's language
        self.match = match
        self.game = match.game
        #: the game as the window and its adapter ask it: legal actions and views kept per state
        self.memo = MemoGame(match.game)
        self.agent_factory = agent_factory or default_agent_factory
        self.autosave_enabled = autosave
        self.computer_delay_ms = computer_delay_ms
        self.save_path = save_path            # the file of Save (None until Save As)
        self.stack = QUndoStack(self)
        # the application-wide pool: a game closed while the computer thinks does not wait for it; the
        # late answer is simply dropped (its generation no longer matches)
        self.pool = QThreadPool.globalInstance()
        self._agents: dict[int, Any] = {}
        self._generation = 0
        self._thinking = False
        self._paused = False
        self._tasks: set[AgentTask] = set()
        self._since_move = QElapsedTimer()
        self._since_move.start()
        self._last_outcome_cursor: int | None = None
        for i, step in enumerate(match.steps):   # a loaded match: its history becomes the stack
            self.stack.push(StepCommand(self, step.action, i, applied=True))
        if self.stack.index() != match.cursor:
            cursor = match.cursor
            match.cursor = len(match.steps)
            self.stack.setIndex(cursor)

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    def to_move(self) -> int | None:
        return self.match.to_move()

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.match.seats[seat].is_human

    def human_to_move(self) -> bool:
        return self.is_human(self.to_move()) and not self._thinking

    def outcome(self) -> Outcome | None:
        return self.match.outcome()

    @property
    def thinking(self) -> bool:
        return self._thinking

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current position, computed once per position."""
        return self.memo.legal_actions(self.match.state)

    def vs_computer(self) -> bool:
        return any(not s.is_human for s in self.match.seats)

    # -- playing ---------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play a human's action. Illegal ones are refused with the engine's reason."""
        verdict = self.match.check(action)
        if not verdict:
            assert isinstance(verdict, Illegal)
            self.illegal.emit(verdict.reason, verdict.rule)
            return False
        self._push(action)
        return True

    def _push(self, action: Action) -> None:
        command = StepCommand(self, action, self.match.cursor)
        self.stack.push(command)
        if command.error is not None:
            self.illegal.emit(command.error.illegal.reason, command.error.illegal.rule)
            return
        self._since_move.restart()
        self._after_change()

    def _announce(self, events: list[Event]) -> None:
        for event in events:
            if event.roll is not None:
                self.roll_explained.emit(event)

    def _after_change(self, opening: bool = False) -> None:
        """The position moved (or, `opening`, is shown for the first time): saved, announced, the game over
        told once per position, or the computer set to think."""
        if not opening:
            self._autosave()
        self.state_changed.emit()
        outcome = self.match.outcome()
        if outcome is not None:
            if opening or self._last_outcome_cursor != self.match.cursor:
                self._last_outcome_cursor = self.match.cursor
                self.game_over.emit(outcome)
            return
        self._schedule_computer()

    # -- undo / redo -----------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.stack.canUndo() and self._undo_target() < self.match.cursor

    def can_redo(self) -> bool:
        return self.stack.canRedo()

    def _undo_target(self) -> int:
        """Against the computer undo returns to the human's last decision; against humans one step."""
        match = self.match
        limit = match.undo_limit()
        cursor = match.cursor
        if cursor <= limit:
            return cursor
        if not self.vs_computer():
            return cursor - 1
        humans = match.humans()
        target = cursor
        while target > limit:
            target -= 1
            state = match.steps[target - 1].state if target else match.initial
            if match.game.to_move(state) in humans:
                return target
        # no decision of a human within reach: undoing would only hand the computer the same move again
        return cursor

    def undo_refusal(self) -> str:
        """Why there is nothing to undo, in the player's words."""
        match = self.match
        if match.cursor == 0:
            return tr("Nothing to undo yet.")
        if len(match.humans()) <= 1 and not match.free_undo:
            return tr("Nothing to undo: what the dice or cards showed cannot be taken back. "
                      "(Game → Solo practice allows it against the computer.)")
        return tr("Nothing to undo: what the dice or cards showed cannot be taken back.")

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._cancel_computer()
        self.stack.setIndex(self._undo_target())
        self._after_change()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._cancel_computer()
        target = self.stack.index() + 1
        if self.vs_computer():   # replay the computer's answers too, up to the human's next decision
            humans = self.match.humans()
            while target < self.stack.count():
                state = self.match.steps[target - 1].state
                if self.match.game.to_move(state) in humans:
                    break
                target += 1
        self.stack.setIndex(target)
        self._after_change()
        return True

    # -- the computer ----------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        if paused:
            self._cancel_computer()
        else:
            self._schedule_computer()

    def _agent(self, seat: int) -> Any:
        if seat not in self._agents:
            self._agents[seat] = self.agent_factory(self.match.seats[seat].level)
        return self._agents[seat]

    def _cancel_computer(self) -> None:
        self._generation += 1
        if self._thinking:
            self._thinking = False
            self.busy.emit(False)

    def _schedule_computer(self) -> None:
        if self._paused or self.match.outcome() is not None:
            return
        seat = self.match.to_move()
        if seat is None or self.is_human(seat) or self._thinking:
            return
        self._generation += 1
        self._thinking = True
        self.busy.emit(True)
        view = self.game.view(self.match.state, seat)
        seed = self.match.agent_seed()
        task = AgentTask(self._generation, self._agent(seat), self.game, view, seat, seed)
        task.signals.done.connect(self._computer_chose)
        task.signals.failed.connect(self._computer_failed)
        self._tasks.add(task)
        task.signals.done.connect(lambda *_: self._tasks.discard(task))
        task.signals.failed.connect(lambda *_: self._tasks.discard(task))
        self.pool.start(task)

    def _computer_chose(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return
        wait = max(0, self.computer_delay_ms - self._since_move.elapsed())
        QTimer.singleShot(wait, self, lambda: self._apply_computer(generation, action))

    def _computer_failed(self, generation: int, message: str) -> None:
        log.error("the computer failed to choose a move:\n%s", message)
        if generation != self._generation:
            return
        seat = self.match.to_move()
        legal = self.legal_actions()
        if seat is None or not legal:
            self._cancel_computer()
            return
        self._computer_chose(generation, random.Random(self.match.cursor).choice(legal))

    def _apply_computer(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return
        self._thinking = False
        self.busy.emit(False)
        if not self.match.check(action):
            log.warning("the computer chose an illegal action %s; playing a legal one instead", action)
            legal = self.legal_actions()
            if not legal:
                return
            action = random.Random(self.match.cursor).choice(legal)
        self._push(action)

    def start(self) -> None:
        """Announce the current position (call once the window listens): nothing saved, a game over told."""
        self._after_change(opening=True)

    def shutdown(self, wait_ms: int = 0) -> None:
        """Stop playing for the computer. The window waits for a running agent only when the app quits."""
        self._paused = True
        self._cancel_computer()
        if wait_ms:
            self.pool.waitForDone(wait_ms)

    # -- saving ----------------------------------------------------------------------------
    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            write_save(self.match, paths.autosave_path())
        except OSError as exc:
            log.error("autosave failed: %s", exc)

    def save(self, path: Path) -> Path:
        written = write_save(self.match, path)
        self.save_path = written
        self.stack.setClean()
        return written

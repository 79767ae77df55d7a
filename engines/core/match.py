"""A match is a game being played: the set-up, the list of actions, and a cursor for undo/redo.

Every state is kept (states are small), so undo is instant and never re-rolls, and every chance event is
written down as it fell (`Drawn`, see dice.py): a save holds those outcomes, so replaying it gives the same
game without any seed. A match made with a seed (the command line, tests) draws from it and is
reproducible; one made without (the desktop) draws from fresh entropy that is never stored.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import InitVar, dataclass, field
from typing import Any

from . import dice
from .actions import Action
from .dice import Chance, Drawn
from .events import Event
from .game import Game, GameOptions, Illegal, Ok, Outcome
from .i18n import T
from .levels import LEVELS


class IllegalAction(Exception):
    def __init__(self, illegal: Illegal, action: Action) -> None:
        super().__init__(illegal.reason)
        self.illegal = illegal
        self.action = action


@dataclass(slots=True)
class Step:
    action: Action
    state: Any
    events: list[Event]
    drawn: list[Drawn] = field(default_factory=list)   # the chance events of this action, as they fell


@dataclass(slots=True)
class SeatSpec:
    """Who plays a seat: 'human', or 'ai:<level>' with level easy/normal/hard/random/greedy/mcts."""

    kind: str = "human"
    level: str = "normal"

    @classmethod
    def parse(cls, text: str) -> SeatSpec:
        text = text.strip().lower()
        if text in ("human", "h"):
            return cls("human")
        if text == "ai":
            return cls("ai", "normal")
        if text.startswith("ai:"):
            level = text[3:]
            if level not in LEVELS:
                raise ValueError(T("Unknown computer level '{level}'. Choose one of: {levels}.", level=level,
                                   levels=", ".join(LEVELS)))
            return cls("ai", level)
        raise ValueError(T("A seat is 'human' or 'ai:<level>', not '{text}'.", text=text))

    def __str__(self) -> str:
        return "human" if self.kind == "human" else f"ai:{self.level}"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class Match:
    game: Game[Any, Any]
    options: GameOptions
    seed: int | None = None   # None: fresh entropy, kept nowhere (the desktop); a number: reproducible
    seats: list[SeatSpec] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    cursor: int = 0
    free_undo: bool = False   # solo practice may undo past revealed chance (a setting)
    hints_used: list[int] = field(default_factory=list)   # hints each seat asked for (engines/ai/hints.py)
    replay_setup: InitVar[Sequence[Drawn] | None] = None   # a save: the set-up's chance as recorded

    def __post_init__(self, replay_setup: Sequence[Drawn] | None) -> None:
        self.chance = Chance(None if self.seed is not None else dice.fresh_entropy())
        seed = self.seed if self.seed is not None else dice.fresh_entropy().getrandbits(63)
        with self.chance.recording(replay_setup) as drawn:
            self.initial = self.game.setup(self.options, seed)
        self.setup_drawn: list[Drawn] = drawn
        if not self.seats:
            self.seats = [SeatSpec() for _ in range(self.game.players(self.initial))]
        if len(self.hints_used) != len(self.seats):
            self.hints_used = [0] * len(self.seats)

    def hint_given(self, seat: int) -> None:
        """Note that `seat` asked for a hint (the count is kept in saves and shown at the end)."""
        self.hints_used[seat] += 1

    # -- reading ------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.steps[self.cursor - 1].state if self.cursor else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps[: self.cursor]]

    def events(self) -> list[Event]:
        return [e for s in self.steps[: self.cursor] for e in s.events]

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def humans(self) -> set[int]:
        return {i for i, s in enumerate(self.seats) if s.is_human}

    # -- playing ------------------------------------------------------------------------------
    def check(self, action: Action) -> Ok | Illegal:
        return self.game.check(self.state, action)

    def play(self, action: Action, drawn: Sequence[Drawn] | None = None) -> list[Event]:
        """Apply `action`. With `drawn` (a save being replayed), its chance events fall as recorded.

        Playing again the action that was undone is a redo: its dice and cards stay as they fell."""
        if drawn is None and self.cursor < len(self.steps) and self.steps[self.cursor].action == action:
            del self.steps[self.cursor + 1:]   # as any play after undo: what came after is dropped
            self.cursor += 1
            return self.steps[self.cursor - 1].events
        verdict = self.game.check(self.state, action)
        if isinstance(verdict, Illegal):
            raise IllegalAction(verdict, action)
        if not action.label:
            for legal in self.game.legal_actions(self.state):
                if legal == action:
                    action = legal
                    break
        with self.chance.recording(drawn) as log:
            new_state, events = self.game.apply(self.state, action)
        del self.steps[self.cursor:]
        self.steps.append(Step(action, new_state, events, log))
        self.cursor += 1
        return events

    def forget_seed(self) -> None:
        """From now on chance comes from fresh entropy (after replaying a save written with a seed)."""
        self.seed = None
        self.chance.entropy = dice.fresh_entropy()

    def agent_seed(self) -> int:
        """A seed for the computer's next decision: reproducible in a seeded match, fresh otherwise.
        (The computer sees only a view; the seed changes how it samples what it cannot see.)"""
        if self.seed is None:
            return dice.fresh_entropy().getrandbits(48)
        return random.Random(f"{self.seed}:{self.cursor}").getrandbits(48)

    # -- undo / redo --------------------------------------------------------------------------
    def undo_limit(self) -> int:
        """The lowest cursor undo may reach without showing a human what chance had in store.

        Against another human, a step that revealed a die, a card or a hidden tile cannot be taken
        back. Solo practice (at most one human) may allow it as a setting: playing the same action again
        gives the same roll (it is a redo).
        """
        if self.free_undo and len(self.humans()) <= 1:
            return 0
        limit = 0
        for i, step in enumerate(self.steps[: self.cursor]):
            if any(e.reveals for e in step.events):
                limit = i + 1
        return limit

    def can_undo(self) -> bool:
        return self.cursor > self.undo_limit()

    def can_redo(self) -> bool:
        return self.cursor < len(self.steps)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        return True

    def undo_turn(self) -> int:
        """Undo back to the last decision of a human seat (skipping the computer's moves). Returns steps undone."""
        humans = self.humans()
        done = 0
        while self.can_undo():
            self.undo()
            done += 1
            if self.game.to_move(self.state) in humans:
                break
        return done

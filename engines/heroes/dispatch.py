"""The action table of Helden Mittelerdes: for each Action.kind, the checker that judges it and the
handler that carries it out, registered by the rule modules with `@checks(kind)` and
`@applies(kind, ...)`.

A checker takes (state, action) — the turn and phase are already checked — and returns an
Illegal, or the plan its handler needs (see `common.Plan`). A handler takes the cloned state, the
action, the plan and the dice, changes the state and returns the events. `play.py` reads the table.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.core import Action, Dice, Event, Illegal

from .common import Plan
from .state import HeroesState

#: (state, action) -> Illegal, or the plan for the handler
Checker = Callable[[HeroesState, Action], Plan | Illegal]
#: (cloned state, action, plan, dice, re-rolls allowed) -> events
HandlerFn = Callable[[HeroesState, Action, Plan, Dice | None, bool], list[Event]]


@dataclass(frozen=True, slots=True)
class Handler:
    """How one kind is carried out; `rolls` says the kind throws dice (apply then gives the state
    its own RNG first)."""

    kind: str
    run: HandlerFn
    rolls: bool = False


CHECKS: dict[str, Checker] = {}
HANDLERS: dict[str, Handler] = {}


def checks(kind: str) -> Callable[[Checker], Checker]:
    """Register the checker of `kind`."""
    def register(fn: Checker) -> Checker:
        if kind in CHECKS:
            raise ValueError(f"two checkers for the action kind '{kind}'")
        CHECKS[kind] = fn
        return fn
    return register


def applies(*kinds: str, rolls: bool = False) -> Callable[[HandlerFn], HandlerFn]:
    """Register the handler of one or more kinds (`rolls`: it throws dice)."""
    def register(fn: HandlerFn) -> HandlerFn:
        for kind in kinds:
            if kind in HANDLERS:
                raise ValueError(f"two handlers for the action kind '{kind}'")
            HANDLERS[kind] = Handler(kind, fn, rolls)
        return fn
    return register

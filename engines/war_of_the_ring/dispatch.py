"""The engine's two dispatch tables: which procedure lists the choices of a pending decision, and which
performs an action.

Rule procedures register themselves with a decorator, the way the card plug-ins register in cards.py:

    @legal("battle_retreat")            # lists the actions of a `battle_retreat` decision
    def _legal_battle_retreat(game, s, p, seat): ...

    @does("retreat")                    # performs an Action of kind "retreat"
    def _do_retreat(game, s, a, p, dice): ...

`legal_actions`/`check` look the top decision's kind up in `LEGAL`, `apply` the action's kind in `DOES`;
`WarOfTheRingGame.action_kinds` is `frozenset(DOES)`. Saves are action replays, so a kind, once shipped, keeps
its name. A kind registered twice is a programming error and fails at import.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

#: decision kind -> procedure(game, state, decision, seat) yielding the Actions offered
LEGAL: dict[str, Callable[..., Any]] = {}
#: action kind -> procedure(game, state, action, decision, dice) returning the Events it caused
DOES: dict[str, Callable[..., Any]] = {}


def _register(table: dict[str, Callable[..., Any]], what: str, kind: str) -> Callable[[F], F]:
    def wrap(fn: F) -> F:
        if kind in table:
            raise ValueError(f"two procedures for the {what} {kind!r}: {table[kind].__qualname__} and "
                             f"{fn.__qualname__}")
        table[kind] = fn
        return fn
    return wrap


def legal(kind: str) -> Callable[[F], F]:
    """Register the procedure that lists the actions of a pending decision of `kind`."""
    return _register(LEGAL, "decision", kind)


def does(kind: str) -> Callable[[F], F]:
    """Register the procedure that performs an Action of `kind`."""
    return _register(DOES, "action", kind)

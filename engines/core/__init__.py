"""The shared engine contract: actions, events and roll explanations, dice, matches, saves.

Its names load with the module that holds them, when first asked for: `engines.core.i18n` (the sentences the
window shows before any game is open) then comes without the models and the games behind the rest.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .dice import Dice, new_rng, reshuffle
    from .events import Die, Event, Modifier, RollExplanation, RollPart
    from .game import OK, Game, GameOptions, Illegal, Ok, Outcome
    from .match import IllegalAction, Match, SeatSpec, Step
    from .registry import all_games, featured_game, get_game, register

#: every name this package gives, and the module that holds it
_WHERE = {
    "Action": "actions",
    "Dice": "dice", "new_rng": "dice", "reshuffle": "dice",
    "Die": "events", "Event": "events", "Modifier": "events", "RollExplanation": "events", "RollPart": "events",
    "OK": "game", "Game": "game", "GameOptions": "game", "Illegal": "game", "Ok": "game", "Outcome": "game",
    "IllegalAction": "match", "Match": "match", "SeatSpec": "match", "Step": "match",
    "all_games": "registry", "featured_game": "registry", "get_game": "registry", "register": "registry",
}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{where}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "OK",
    "Action",
    "Dice",
    "Die",
    "Event",
    "Game",
    "GameOptions",
    "Illegal",
    "IllegalAction",
    "Match",
    "Modifier",
    "Ok",
    "Outcome",
    "RollExplanation",
    "RollPart",
    "SeatSpec",
    "Step",
    "all_games",
    "featured_game",
    "get_game",
    "new_rng",
    "register",
    "reshuffle",
]

"""Per-game adapters, found by game id. A game without its own adapter gets the generic one."""
from __future__ import annotations

import importlib

from engines.core import Game, get_game

from .base import DragHint, Figure, GameAdapter, LabelStyle, SeatInfo

_ADAPTERS: dict[str, type[GameAdapter]] = {}


def register_adapter(cls: type[GameAdapter]) -> type[GameAdapter]:
    _ADAPTERS[cls.game_id] = cls
    return cls


def adapter_for(game: Game | str) -> GameAdapter:
    if isinstance(game, str):
        game = get_game(game)
    if game.id not in _ADAPTERS:   # desktop/games/<game id>.py, where a game has an adapter of its own
        try:
            importlib.import_module(f"desktop.games.{game.id}")
        except ModuleNotFoundError as exc:  # none: the generic adapter
            if exc.name != f"desktop.games.{game.id}":
                raise
    return _ADAPTERS.get(game.id, GameAdapter)(game)


__all__ = ["DragHint", "Figure", "GameAdapter", "LabelStyle", "SeatInfo", "adapter_for", "register_adapter"]

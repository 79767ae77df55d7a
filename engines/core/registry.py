"""Games register themselves on import; everyone else discovers them here without naming them."""
from __future__ import annotations

import importlib
import pkgutil
from typing import Any, TypeVar

from .game import Game
from .i18n import T

_GAMES: dict[str, Game[Any, Any]] = {}

GameClass = TypeVar("GameClass", bound=type[Game[Any, Any]])


def register(cls: GameClass) -> GameClass:
    _GAMES[cls.id] = cls()
    return cls


def discover() -> None:
    import engines
    names = {m.name for m in pkgutil.iter_modules(engines.__path__) if m.ispkg}   # (frozen bundles too)
    for name in sorted(names - {"core", "ai"}):
        try:
            importlib.import_module(f"engines.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"engines.{name}":
                raise


def all_games() -> list[Game[Any, Any]]:
    discover()
    return [g for _, g in sorted(_GAMES.items())]


def get_game(game_id: str) -> Game[Any, Any]:
    discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(T("There is no game called '{name}'. Known games: {known}.", name=game_id,
                         known=", ".join(sorted(_GAMES)))) from None


def featured_game() -> Game[Any, Any]:
    """The game offered first: the one that says it is featured, else the first by id."""
    games = all_games()
    if not games:
        raise KeyError("No game is registered.")
    return next((g for g in games if g.featured), games[0])

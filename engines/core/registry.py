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


_DISCOVERED = False


def _packages() -> list[str]:
    import engines
    names = {m.name for m in pkgutil.iter_modules(engines.__path__) if m.ispkg}   # (frozen bundles too)
    return sorted(names - {"core", "ai"})


def _load(name: str) -> None:
    try:
        importlib.import_module(f"engines.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"engines.{name}":
            raise


def discover() -> None:
    global _DISCOVERED
    if _DISCOVERED:
        return
    for name in _packages():
        _load(name)
    _DISCOVERED = True


def _one(game_id: str) -> Game[Any, Any] | None:
    """The game `game_id` with only its own package loaded (a game's package is named as its id), when it is
    one: opening one game does not load the other four."""
    if game_id not in _GAMES and game_id.isidentifier() and game_id in _packages():
        _load(game_id)
    return _GAMES.get(game_id)


def all_games() -> list[Game[Any, Any]]:
    discover()
    return [g for _, g in sorted(_GAMES.items())]


def get_game(game_id: str) -> Game[Any, Any]:
    game = _one(game_id)
    if game is not None:
        return game
    discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(T("There is no game called '{name}'. Known games: {known}.", name=game_id,
                         known=", ".join(sorted(_GAMES)))) from None


def featured_game() -> Game[Any, Any]:
    """The game offered first: the one that says it is featured, else the first by id. The packages are
    loaded in order of their names until one brings a featured game (the rest load when they are asked for)."""
    for name in _packages():
        _load(name)
        chosen = sorted((g for g in _GAMES.values() if g.featured), key=lambda g: g.id)
        if chosen:
            return chosen[0]
    games = all_games()
    if not games:
        raise KeyError("No game is registered.")
    return next((g for g in games if g.featured), games[0])

"""The end of a game in words: who won, the final scores, and the game's own final table if it has one."""
from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from .i18n import say, tr

log = logging.getLogger(__name__)


def headline(names: Sequence[str], winners: Sequence[int]) -> str:
    """"Gandalf wins!", "Red, Blue win!" or a draw."""
    who = [names[w] if w < len(names) else str(w) for w in winners]
    if not who:
        return tr("The game ends in a draw")
    if len(who) == 1:
        return tr("{player} wins!").format(player=who[0])
    return tr("{players} win!").format(players=who)


def scores_line(names: Sequence[str], scores: Sequence[Any] | None) -> str:
    """"Final scores: Red 12 · Blue 9", or nothing when the game keeps no scores."""
    if not scores or len(scores) != len(names) or not any(scores):
        return ""
    return tr("Final scores: {scores}").format(
        scores=" · ".join(f"{say(n)} {say(v)}" for n, v in zip(names, scores, strict=True)))


def final_table(game: Any, state: Any) -> tuple[list[str], list[list[Any]]] | None:
    """The game's final scoring as (headers, rows in seat order), if the game offers one (an optional
    `final_table(state)` of the engine); None keeps the prose reason."""
    try:
        table = game.final_table(state)
    except Exception:   # a broken table must not hide who won
        log.exception("final_table failed")
        return None
    if not table:
        return None
    headers, rows = table   # the engine's words (headers, names from the data) in the player's language
    return [say(h) for h in headers], [[say(v) if isinstance(v, str) else v for v in r] for r in rows]


__all__ = ["final_table", "headline", "scores_line"]

"""The board's unit: the one length every size on a board is derived from.

The unit is the median distance from a place to its nearest neighbour, so a small test board and a map of
Middle-earth are drawn equally legibly. The scene works it out once (BoardScene.unit); adapters that lay
things out beside the map (a track strip, players' mats) ask here for the same figure instead of copying it.
"""
from __future__ import annotations

import math
import statistics
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from maps import BoardMap

#: a round token's radius, as a share of the unit
TOKEN_SHARE = 0.22
#: a place's name size (points), as a share of the unit
NAME_SHARE = 0.125


_UNITS: dict[tuple, float] = {}   # the places' points and the board's size -> its unit (asked on every refresh)


def board_unit(board: BoardMap) -> float:
    """The median distance from a place of `board` to its nearest neighbour (at least 1)."""
    pts = tuple(tuple(n.pos) for n in board.nodes)
    key = (pts, board.width, board.height)
    unit = _UNITS.get(key)
    if unit is None:
        if len(_UNITS) > 64:
            _UNITS.clear()
        unit = _UNITS[key] = _unit(pts, board.width, board.height)
    return unit


def _unit(pts: tuple, width: float, height: float) -> float:
    if len(pts) < 2:
        return max(width, height) / 8
    nearest = [min(math.hypot(x - a, y - b) for j, (a, b) in enumerate(pts) if j != i)
               for i, (x, y) in enumerate(pts)]
    return max(1.0, statistics.median(nearest))


def token_radius(board: BoardMap) -> float:
    """A token's radius on `board` as the scene draws it (a figure's `size` 1.0)."""
    return board_unit(board) * TOKEN_SHARE


__all__ = ["NAME_SHARE", "TOKEN_SHARE", "board_unit", "token_radius"]

"""Plane geometry the map builders share (no Qt, stdlib only)."""
from __future__ import annotations

from collections.abc import Sequence

Point = tuple[float, float]


def inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Whether `point` lies inside `polygon` (its corners in order), by counting the edges a ray to the right
    crosses: an odd count is inside."""
    x, y = point
    result = False
    for i in range(len(polygon)):
        (x0, y0), (x1, y1) = polygon[i], polygon[i - 1]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            result = not result
    return result

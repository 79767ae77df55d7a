"""How colours look to colour-blind eyes, and how far apart two colours look: pure Python, no Qt.

The simulations are Machado, Oliveira and Fernandes (2009), "A physiologically-based model for simulation of
color vision deficiency", at severity 1.0 (protanopia, deuteranopia, tritanopia), applied to linear RGB
(sRGB decoded, the matrix applied, clipped and encoded again). Distances are CIELAB ΔE (CIE 1976, D65 white):
about 2 is a just noticeable difference, above 20 two colours are told apart at a glance.

Used by the seat palette's test (tests/test_desktop_colour_blind.py) and by tools/colour_blind.py, which turns
a screenshot into its three simulations.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

#: Machado et al. 2009, severity 1.0, for linear RGB
MATRICES: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(MATRICES)
#: seat colours at least this far apart (ΔE) for every eye are told apart at a glance
SAFE_DELTA_E = 20.0


def _decode(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


#: an 8-bit sRGB value decoded to linear light
LINEAR = tuple(_decode(i / 255) for i in range(256))


def hex_rgb(colour: str) -> RGB:
    """'#rrggbb' (or '#aarrggbb', its alpha dropped) as (r, g, b)."""
    h = colour.lstrip("#")
    if len(h) == 8:
        h = h[2:]
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def rgb_hex(rgb: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


@cache
def simulate(rgb: RGB, deficiency: str) -> RGB:
    """`rgb` as seen with `deficiency` ('protanopia', 'deuteranopia', 'tritanopia'; 'normal' leaves it)."""
    if deficiency == "normal":
        return rgb
    m = MATRICES[deficiency]
    lin = [LINEAR[v] for v in rgb]
    r, g, b = (round(255 * _encode(sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3))
    return r, g, b


def simulate_pixels(pixels: Iterable[RGB], deficiency: str) -> list[RGB]:
    """Many pixels at once (a screenshot's): each distinct colour worked out once."""
    return [simulate(p, deficiency) for p in pixels]


@cache
def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (LINEAR[v] for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB | str, b: RGB | str) -> float:
    """CIE 1976 ΔE between two sRGB colours (tuples or '#rrggbb')."""
    la = lab(hex_rgb(a) if isinstance(a, str) else a)
    lb = lab(hex_rgb(b) if isinstance(b, str) else b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def seen_apart(a: RGB | str, b: RGB | str) -> float:
    """The smallest ΔE between `a` and `b` for normal sight and each of the three deficiencies."""
    ra = hex_rgb(a) if isinstance(a, str) else a
    rb = hex_rgb(b) if isinstance(b, str) else b
    return min(delta_e(simulate(ra, d), simulate(rb, d)) for d in ("normal", *DEFICIENCIES))


def closest_pair(colours: Sequence[RGB | str], deficiency: str = "normal") -> tuple[float, int, int]:
    """(the smallest ΔE between two of `colours` as seen with `deficiency`, their indices)."""
    seen = [simulate(hex_rgb(c) if isinstance(c, str) else c, deficiency) for c in colours]
    best = (float("inf"), -1, -1)
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            best = min(best, (delta_e(seen[i], seen[j]), i, j))
    return best


__all__ = ["DEFICIENCIES", "MATRICES", "SAFE_DELTA_E", "closest_pair", "delta_e", "hex_rgb", "lab", "rgb_hex",
           "seen_apart", "simulate", "simulate_pixels"]

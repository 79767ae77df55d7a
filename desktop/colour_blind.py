"""A screenshot as colour-blind eyes see it: writes its deuteranopia, protanopia and tritanopia simulations
(desktop/colour_vision.py, Machado et al. 2009) beside it, optionally scaled down first.

    python -m desktop.colour_blind shot.png [--width 683] [--out DIR] [--eyes deuteranopia ...] [--keep]

writes DIR/shot_deuteranopia.png and so on (DIR: the shot's folder); `--keep` also writes the scaled normal
picture as DIR/shot.png. Used for the README's "A table everyone can read" (assets/screenshots/colour/)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from .colour_vision import DEFICIENCIES, simulate


def load(path: Path, width: int | None = None) -> QImage:
    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"cannot read {path}")
    if width and image.width() > width:
        image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    return image.convertToFormat(QImage.Format.Format_RGB32)


def simulated(image: QImage, deficiency: str) -> QImage:
    """`image` (Format_RGB32) as seen with `deficiency`."""
    w, h = image.width(), image.height()
    data = bytes(image.constBits())[: image.sizeInBytes()]
    stride = image.bytesPerLine()
    out = bytearray(len(data))
    seen: dict[bytes, bytes] = {}
    for y in range(h):
        row = y * stride
        for x in range(row, row + 4 * w, 4):
            px = data[x:x + 4]                   # B, G, R, A in memory on little-endian machines
            got = seen.get(px)
            if got is None:
                r, g, b = simulate((px[2], px[1], px[0]), deficiency)
                got = seen[px] = bytes((b, g, r, 255))
            out[x:x + 4] = got
    result = QImage(bytes(out), w, h, stride, QImage.Format.Format_RGB32)
    return result.copy()    # (owns its pixels)


def save(image: QImage, path: Path) -> None:
    """A PNG as small as Qt makes it (the highest compression)."""
    if not image.save(str(path), quality=0):     # (the format from the name: .png)
        raise SystemExit(f"cannot write {path}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m desktop.colour_blind", description=__doc__.split("\n")[0])
    ap.add_argument("shots", nargs="+", type=Path, help="PNG screenshots")
    ap.add_argument("--width", type=int, default=None, help="scale down to this width first")
    ap.add_argument("--out", type=Path, default=None, help="the folder to write to (default: the shot's)")
    ap.add_argument("--eyes", nargs="+", choices=DEFICIENCIES, default=list(DEFICIENCIES))
    ap.add_argument("--keep", action="store_true", help="also write the (scaled) normal picture")
    args = ap.parse_args(argv)
    for shot in args.shots:
        image = load(shot, args.width)
        folder = args.out or shot.parent
        folder.mkdir(parents=True, exist_ok=True)
        if args.keep:
            save(image, folder / shot.name)
            print(folder / shot.name)
        for eye in args.eyes:
            target = folder / f"{shot.stem}_{eye}.png"
            save(simulated(image, eye), target)
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())

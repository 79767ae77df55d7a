"""Converts the app icon (assets/icons/realms-table.svg) into the formats installers want.

    python packaging/make_icons.py [OUT_DIR]        (default: build/icons)

Writes realms-table-<N>.png (16 … 1024), realms-table.png (256), realms-table.ico (Windows) and
realms-table.icns (macOS). Qt draws the SVG (QtSvg is part of PySide6-Essentials); the .ico and .icns
containers are written here by hand with PNG payloads, both formats allow that, so no Pillow and no
iconutil are needed, and the same script runs on every build machine.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "icons" / "realms-table.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (several types share a size: @2x variants).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def render_pngs(svg: Path, sizes) -> dict[int, bytes]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (kept alive)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    out = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")
        buf.close()
        out[size] = bytes(data)
    return out


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + ICONDIRENTRY per image + PNG payloads (Windows Vista and later read PNG entries)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, payload = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return head + entries + payload


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(SVG, SIZES)
    for size, data in pngs.items():
        (out / f"realms-table-{size}.png").write_bytes(data)
    (out / "realms-table.png").write_bytes(pngs[256])
    (out / "realms-table.ico").write_bytes(ico(pngs))
    (out / "realms-table.icns").write_bytes(icns(pngs))
    print(f"make_icons: wrote {len(pngs)} PNGs, realms-table.ico and realms-table.icns to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

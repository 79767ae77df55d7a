"""What both PyInstaller specs (the app and the bare hello window) share: the same options and the same
Qt trimming, so the size comparison between the two is fair.

PyInstaller's PySide6 hooks collect every plugin a Qt module *might* load; most never load in a
QtWidgets application. We drop whole plugin families by destination path, then every Qt library (and
every library the dropped plugins pulled in: GTK, Wayland, Kerberos...) that no kept binary links
against, directly or through others; so whatever QtGui, QtWidgets or a kept plugin needs stays, on
every platform we build on.
"""
from __future__ import annotations

import fnmatch
import sys
from pathlib import PurePath

# Plugin families a QtWidgets desktop app never loads (or that we choose not to support).
DROP_PLUGIN_DIRS = {
    "wayland-decoration-client", "wayland-graphics-integration-client", "wayland-graphics-integration-server",
    "wayland-shell-integration",        # Wayland: the bundle runs through XWayland (xcb)
    "egldeviceintegrations",            # eglfs (embedded, no window system)
    "generic",                          # evdev/tslib/libinput input for eglfs/linuxfb
    "platforminputcontexts",            # input methods (ibus, compose)
    "platformthemes",                   # GTK / xdg-desktop-portal themes: we draw Fusion everywhere
    "tls", "networkinformation",        # no network
    "sqldrivers", "printsupport", "qmltooling", "designer", "multimedia", "position", "sensors",
    "virtualkeyboard", "webview", "texttospeech", "canbus", "geometryloaders", "sceneparsers",
    "renderers", "renderplugins", "assetimporters", "qmllint", "scxmldatamodel", "vectorimageformats",
}
# Inside the families we keep: the platforms we run on (plus offscreen for --smoke and CI),
# and the image formats we read (SVG; PNG is built into QtGui; ICO for Windows icons).
KEEP_IN_DIR = {
    "platforms": ("*qxcb*", "*qoffscreen*", "*qwindows*", "*qcocoa*", "*qdirect2d*"),
    "imageformats": ("*qsvg*", "*qico*"),
}
# Qt's own translations: the app loads only qtbase_<lang>.qm (see desktop/app.py).
KEEP_TRANSLATIONS = ("qtbase_*.qm",)
# Python packages that are installed in the dev venv but never imported by the app.
EXCLUDES = ["tkinter", "_tkinter", "unittest", "pydoc_data", "test", "pytest", "_pytest", "pluggy",
            "hypothesis", "pytestqt", "numpy", "scipy", "pandas", "matplotlib", "PIL", "IPython",
            "setuptools", "pkg_resources", "pip", "distutils", "lib2to3", "xmlrpc", "curses",
            "PySide6.QtNetwork", "PySide6.QtDBus", "PySide6.QtOpenGL", "PySide6.QtQml",
            "multiprocessing"]  # never imported; PyInstaller's start-up hook for it costs ~10 ms
# Strip symbols on Linux only: on macOS it would break the code signatures, on Windows there is no strip.
STRIP = sys.platform.startswith("linux")
UPX = False  # UPX-packed Qt libraries start slower and trip virus scanners


def _qt_parts(dest: str) -> tuple[str, ...] | None:
    """Path parts below .../PySide6/Qt/ (or PySide6/ on Windows), or None for a non-Qt file."""
    parts = PurePath(dest).parts
    if "PySide6" not in parts:
        return None
    rest = parts[parts.index("PySide6") + 1:]
    return rest[1:] if rest[:1] == ("Qt",) else rest


def _drop_plugin(dest: str) -> bool:
    parts = _qt_parts(dest)
    if not parts or "plugins" not in parts:
        return False
    sub = parts[parts.index("plugins") + 1:]
    if len(sub) < 2:
        return False
    family, name = sub[0], sub[-1]
    if family in DROP_PLUGIN_DIRS:
        return True
    keep = KEEP_IN_DIR.get(family)
    return keep is not None and not any(fnmatch.fnmatch(name, pat) for pat in keep)


def _drop_translation(dest: str) -> bool:
    parts = _qt_parts(dest)
    if not parts or "translations" not in parts or not parts[-1].endswith(".qm"):
        return False
    return not any(fnmatch.fnmatch(parts[-1], pat) for pat in KEEP_TRANSLATIONS)


def _is_qt_library(dest: str) -> bool:
    """A Qt or ICU shared library (not a plugin, not a Python extension)."""
    parts = _qt_parts(dest)
    if parts is not None and "plugins" in parts:
        return False
    low = PurePath(dest).name.lower()
    return low.startswith(("libqt6", "qt6", "libicu", "icu"))


def _name(path: str) -> str:
    """A library's file name, lower-cased: Windows import tables do not always match the file's case."""
    return PurePath(path).name.lower()


def _closure(roots, graph) -> set[str]:
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(graph.get(name, ()))
    return seen


def trim(analysis, log=print) -> None:
    """Drop unused Qt plugins and translations, then every shared library only they (or nobody) needed.

    Candidates for dropping: the Qt libraries, and whatever the dropped plugins linked against (GTK,
    Wayland, OpenSSL...). A candidate stays when a kept binary - a Python extension, a kept plugin,
    libpython, a library found through ctypes - links against it, directly or through others.
    """
    from PyInstaller.depend import bindepend

    before = len(analysis.binaries)
    real = [e for e in analysis.binaries if e[2] != "SYMLINK"]
    dropped_plugins = [e for e in real if _drop_plugin(e[0])]
    real = [e for e in real if not _drop_plugin(e[0])]
    analysis.datas = [e for e in analysis.datas if not _drop_translation(e[0]) and not _drop_plugin(e[0])]
    if sys.platform == "darwin":  # Qt comes as frameworks there; dropping them is untested, plugins suffice
        keep = {e[0] for e in real}
        analysis.binaries = [e for e in analysis.binaries if e[0] in keep or e[2] == "SYMLINK"]
        log(f"qt_trim: {before} binaries -> {len(analysis.binaries)} (plugins only on macOS)")
        return

    graph: dict[str, set[str]] = {}
    for dest, src, _ in real + dropped_plugins:
        try:
            graph[_name(dest)] = {_name(name) for name, _path in bindepend.get_imports(src)}
        except Exception as exc:  # noqa: BLE001 (an unreadable binary: keep everything rather than guess)
            log(f"qt_trim: cannot read the imports of {src} ({exc}); no library dropped")
            graph = None
            break
    if graph is not None:
        from_dropped = _closure([_name(e[0]) for e in dropped_plugins], graph)
        candidates = {_name(e[0]) for e in real if _is_qt_library(e[0]) or _name(e[0]) in from_dropped}
        roots = [_name(e[0]) for e in real if _name(e[0]) not in candidates]
        needed = _closure(roots, graph)
        real = [e for e in real if _name(e[0]) not in candidates or _name(e[0]) in needed]
    kept = {e[0] for e in real}
    dropped = sorted({_name(e[0]) for e in analysis.binaries if e[2] != "SYMLINK" and e[0] not in kept})
    analysis.binaries = real + [e for e in analysis.binaries if e[2] == "SYMLINK"]
    # Drop symbolic links (PyInstaller puts some next to the executable) whose target is gone.
    targets = kept | {e[0] for e in analysis.datas if e[2] != "SYMLINK"}
    analysis.binaries = [e for e in analysis.binaries if e[2] != "SYMLINK" or _link_target(*e[:2]) in targets]
    analysis.datas = [e for e in analysis.datas if e[2] != "SYMLINK" or _link_target(*e[:2]) in targets]
    log(f"qt_trim: {before} binaries -> {len(analysis.binaries)}; dropped: {', '.join(dropped) or 'none'}")


def _link_target(dest: str, target: str) -> str:
    """The bundle-relative path a SYMLINK entry points to (its target is relative to the link's folder)."""
    import os.path
    return os.path.normpath(os.path.join(os.path.dirname(dest), target))

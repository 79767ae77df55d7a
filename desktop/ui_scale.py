"""The size of the whole interface: 100 to 200 %, a setting (View → Interface size) or `--scale` for one start.

Qt scales everything — the docks' and menus' text, icons, the board's names and figures, drawn at the screen's
own pixels — by QT_SCALE_FACTOR, which must be set before the QApplication is made: so a new size applies when
Realms Table starts again (the menu offers to restart it at once). Qt-free until the settings are read.
"""
from __future__ import annotations

import os
import sys
from typing import Any

from .i18n import tr

#: the sizes offered, in percent
SCALES = (100, 125, 150, 175, 200)
KEY = "view/scale"
ENV = "QT_SCALE_FACTOR"
#: the factor this process was started at (None: Qt's own, as the system or the environment set it)
started_at: float | None = None
#: whether this process set QT_SCALE_FACTOR itself (so a restart does not take it as the system's)
_set_here = False


def _refusal(value: object) -> str:
    return tr("'{value}' is not an interface size: choose one of {sizes} (per cent).").format(
        value=value, sizes=", ".join(str(s) for s in SCALES))


def parse_scale(text: str) -> int:
    """'150', '150%' or a factor such as '1.5' as a size in percent, one of SCALES; else ValueError saying what
    is allowed."""
    raw = str(text).strip().removesuffix("%").strip()
    try:
        number = float(raw)
    except ValueError:
        raise ValueError(_refusal(text)) from None
    if 0 < number <= 4:   # a factor (1.5), not a percentage
        number *= 100
    percent = round(number) if number == number and abs(number) < 1e6 else -1
    if percent not in SCALES or abs(number - percent) > 1e-6:
        raise ValueError(_refusal(text))
    return percent


def chosen(settings: Any) -> int:
    """The size the player chose (100 when none, or when the settings hold something else)."""
    try:
        return parse_scale(str(settings.value(KEY, 100)))
    except ValueError:
        return 100


def store(settings: Any, percent: int) -> None:
    if percent not in SCALES:
        raise ValueError(_refusal(percent))
    settings.setValue(KEY, percent)
    settings.sync()


def apply_at_start(settings: Any, asked: int | None = None, environ: Any = None) -> float | None:
    """Before the QApplication: QT_SCALE_FACTOR from `asked` (--scale), else from the setting — unless the
    environment already sets it (the person's or the system's own choice) and nothing was asked. Returns the
    factor now in force (None: Qt's own)."""
    global started_at, _set_here
    env = os.environ if environ is None else environ
    percent = asked if asked is not None else chosen(settings)
    if asked is None and (ENV in env and not _set_here):
        try:
            started_at = float(env[ENV])
        except ValueError:
            started_at = None
        return started_at
    if percent == 100 and asked is None:
        started_at = None
        return None
    env[ENV] = f"{percent / 100:g}"
    _set_here = environ is None
    started_at = percent / 100
    return started_at


def running_percent() -> int:
    """The size this process draws at, in percent (100 when Qt's own)."""
    return round((started_at or 1.0) * 100)


def restart_arguments() -> tuple[str, list[str]]:
    """How to start Realms Table again as it was started, without a --scale (the setting decides)."""
    if getattr(sys, "frozen", False):
        program, args = sys.executable, list(sys.argv[1:])
    else:
        program, args = sys.executable, list(getattr(sys, "orig_argv", [sys.executable, *sys.argv])[1:])
    out: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg == "--scale":
            skip = True
            continue
        if arg.startswith("--scale="):
            continue
        out.append(arg)
    return program, out


def scale_argument(text: str) -> int:
    """An argparse type: --scale's value (a wrong one told in one line, with the sizes allowed)."""
    import argparse
    try:
        return parse_scale(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def restart(window: Any) -> bool:
    """Start Realms Table again (the new process draws at the size now chosen) and close this window."""
    from PySide6.QtCore import QProcess, QProcessEnvironment
    program, args = restart_arguments()
    process = QProcess()
    environment = QProcessEnvironment.systemEnvironment()
    if _set_here:
        environment.remove(ENV)
    process.setProcessEnvironment(environment)
    process.setProgram(program)
    process.setArguments(args)
    ok, _pid = process.startDetached()
    if ok:
        window.close()
    return bool(ok)


__all__ = ["SCALES", "apply_at_start", "chosen", "parse_scale", "restart", "running_percent", "scale_argument", "store"]

"""Bundle size and frozen start-up time of the app next to the bare PySide6 hello bundle, in one run.

    python packaging/measure.py [--runs 9] [--app dist/realms-table/realms-table] [--hello dist/hello-window/hello-window]

Start-up time is the time from spawning the executable to the first paint of its main window:
both programs, started with `--first-paint` (offscreen), print one JSON line with the time of that
paint (seconds since the epoch) and exit. Realms Table's line also has the time its board was first
painted (the game opens after the window's first paint), reported as "start to board drawn". Runs
alternate between the two programs after one warm-up run each, and the median is reported. Size is
the sum of the bundle's regular files (symbolic links not followed).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def bundle_size(exe: Path) -> int:
    total = 0
    for folder, _dirs, files in os.walk(exe.parent):
        for name in files:
            st = os.lstat(os.path.join(folder, name))
            if not os.path.islink(os.path.join(folder, name)):
                total += st.st_size
    return total


def first_paint(exe: Path, home: str) -> tuple[float, float | None, float, float | None]:
    """(spawn to first paint of the main window, spawn to board painted or None, spawn to exit, CPU time
    the process had used at its first paint or None), in seconds."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", REALMS_TABLE_HOME=home, LANG=env.get("LANG", "C.UTF-8"))
    start = time.time()
    proc = subprocess.run([str(exe), "--first-paint"], capture_output=True, text=True, env=env, timeout=120,
                          check=False)
    total = time.time() - start
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("{")), None)
    if proc.returncode != 0 or line is None:
        raise SystemExit(f"measure: {exe} --first-paint failed (exit {proc.returncode}): {proc.stderr[-400:]}")
    data = json.loads(line)
    board = data.get("board_painted")
    return data["first_paint"] - start, (board - start if board else None), total, data.get("first_paint_cpu_s")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=9)
    p.add_argument("--app", type=Path, default=ROOT / "dist" / "realms-table" / "realms-table")
    p.add_argument("--hello", type=Path, default=ROOT / "dist" / "hello-window" / "hello-window")
    p.add_argument("--json", type=Path, default=ROOT / "build" / "measure.json")
    args = p.parse_args()
    progs = {"app": args.app, "hello": args.hello}
    times: dict[str, list[tuple[float, float | None, float, float | None]]] = {k: [] for k in progs}
    with tempfile.TemporaryDirectory() as home:
        for exe in progs.values():
            first_paint(exe, home)  # warm-up: fill the page cache, create the user folders
        for _ in range(args.runs):
            for key, exe in progs.items():
                times[key].append(first_paint(exe, home))
    result = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}",
        "runs": args.runs,
    }
    for key, exe in progs.items():
        result[key] = {
            "size_mib": round(bundle_size(exe) / 2**20, 1),
            "first_paint_ms": round(1000 * statistics.median(t[0] for t in times[key])),
            "board_ms": (round(1000 * statistics.median(t[1] for t in times[key]))
                         if all(t[1] is not None for t in times[key]) else None),
            "exit_ms": round(1000 * statistics.median(t[2] for t in times[key])),
            "first_paint_cpu_ms": (round(1000 * statistics.median(t[3] for t in times[key]))
                                   if all(t[3] is not None for t in times[key]) else None),
        }
    a, h = result["app"], result["hello"]
    result["size_ratio"] = round(a["size_mib"] / h["size_mib"], 2) if h["size_mib"] else None
    result["first_paint_ratio"] = round(a["first_paint_ms"] / h["first_paint_ms"], 2)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2) + "\n")
    print(f"{result['date']}, {result['machine']}; median of {args.runs} runs each, alternating")
    print("| bundle | size | start to first painted window (offscreen) | start to board drawn | start to exit |")
    print("| --- | --- | --- | --- | --- |")
    for key, label in (("hello", "bare PySide6 hello window"), ("app", "Realms Table")):
        r = result[key]
        board = f"{r['board_ms']} ms" if r["board_ms"] is not None else "—"
        print(f"| {label} | {r['size_mib']} MiB | {r['first_paint_ms']} ms | {board} | {r['exit_ms']} ms |")
    print(f"| ratio app / hello | {result['size_ratio']}x | {result['first_paint_ratio']}x | | |")
    if a["first_paint_cpu_ms"] and h["first_paint_cpu_ms"]:   # steadier than the clock on a busy machine
        result["first_paint_cpu_ratio"] = round(a["first_paint_cpu_ms"] / h["first_paint_cpu_ms"], 2)
        print(f"CPU time used until the first paint: {a['first_paint_cpu_ms']} ms vs {h['first_paint_cpu_ms']} ms "
              f"({result['first_paint_cpu_ratio']}x)")
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

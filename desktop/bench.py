"""`realms-table-cli bench`: how fast Realms Table starts, draws, thinks and plays, next to its floors.

Every figure that has a natural floor is measured beside that floor in the same run (this machine is
shared and noisy: ratios measured together are what can be compared). Nothing here asserts a number;
CI runs `bench --quick` only to keep the instrument itself working.
"""
from __future__ import annotations

import json
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from engines.core import Match, SeatSpec, all_games

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Row:
    measure: str
    figure: str
    floor: str = "—"
    ratio: str = "—"
    values: dict = field(default_factory=dict)
    goal: str = ""

    def __post_init__(self) -> None:
        if not self.goal:
            self.goal = goal_of(self.measure)


#: the goals (issue 17), by how a row's measure begins or what it holds
GOALS: list[tuple[str, str]] = [
    ("start to first painted main window", "≤ 1.3×"),
    ("start to the board drawn", "≤ 2×"),
    ("peak memory", "≤ 1.6×"),
    ("full redraw of the", "≤ 10×"),
    ("drawn from nothing", "≤ 10×"),
    ("zoom by 10%", "≤ 1.3×"),
    ("window refreshed after an action", "p95 ≤ 16.7 ms (a 60 Hz frame)"),
    ("computer decision", "p95 ≤ 1 s"),
    ("hard against normal", "≥ 65% as every seat, ≥ 100 games"),
    ("the computer (Normal) playing", "≤ 2 s"),
    ("a figure carried over the table", "p95 ≤ 16.7 ms"),
]


def goal_of(measure: str) -> str:
    return next((goal for key, goal in GOALS if key in measure), "—")


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}×" if b > 0 else "—"


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def _games():
    return [g for g in all_games() if g.map_id and not g.id.startswith("toy")]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["REALMS_TABLE_HOME"] = env.get("REALMS_TABLE_HOME") or str(Path("/tmp") / "realms-table-bench-home")
    # modules compiled once and kept, as an installed copy has them (its bundle carries them compiled): a
    # start-up that compiles every module from source first measures the compiler, not Realms Table
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "realms-table-bench-pycache")
    return env


# -- children: each prints one JSON line and exits --------------------------------------------
BARE_WINDOW = r"""
import json, resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
win = QMainWindow(); win.setCentralWidget(QLabel("hello")); win.resize(1600, 1000)
class First(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print(json.dumps({"painted": time.time(), "cpu_s": time.process_time(),
                              "rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}), flush=True)
            QTimer.singleShot(0, app.quit)
            obj.removeEventFilter(self)
        return False
f = First(); win.centralWidget().installEventFilter(f)
win.show()
app.exec()
"""

def _run_child(code: str, *args: str, command: list[str] | None = None) -> dict:
    start = time.time()
    cmd = command or [sys.executable, "-c", code, *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=_env(), timeout=120, check=False)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("{")), None)
    if proc.returncode != 0 or line is None:
        raise RuntimeError(f"child failed ({proc.returncode}): {proc.stderr.strip()[-400:]}")
    data = json.loads(line)
    if "painted" in data:
        data["startup_s"] = data["painted"] - start
    if "first_paint" in data:
        data["first_paint_s"] = data["first_paint"] - start
    return data


def _first_paint() -> dict:
    """`realms-table --first-paint` from source: the real start-up path of the window."""
    start = time.time()
    proc = subprocess.run([sys.executable, "-m", "desktop.app", "--first-paint"], capture_output=True, text=True,
                          env=_env(), timeout=120, check=False, cwd=str(ROOT))
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("{")), None)
    if proc.returncode != 0 or line is None:
        raise RuntimeError(f"realms-table --first-paint failed ({proc.returncode}): {proc.stderr.strip()[-400:]}")
    data = json.loads(line)
    data["startup_s"] = data["first_paint"] - start
    data["board_s"] = data["board_painted"] - start if data.get("board_painted") else None
    data["docks_s"] = data["docks_painted"] - start if data.get("docks_painted") else None
    return data


def bench_startup(runs: int) -> list[Row]:
    """Spawn to the first paint of the main window (`realms-table --first-paint`: the window the user
    sees first, in which the game then opens), and spawn to the first paint of the board, next to a bare
    PySide6 QMainWindow; the two children alternate, after one warm-up run each."""
    _run_child(BARE_WINDOW), _first_paint()
    bare, app = [], []
    for _ in range(runs):
        bare.append(_run_child(BARE_WINDOW))
        app.append(_first_paint())
    bare_s = statistics.median(d["startup_s"] for d in bare)
    bare_rss = statistics.median(d["rss_kb"] for d in bare) / 1024
    s = statistics.median(d["startup_s"] for d in app)
    heavy = sorted({m for d in app for m in d.get("heavy_modules_at_first_paint", [])})
    docks = [d["docks_s"] for d in app if d.get("docks_s")]
    docks_s = statistics.median(docks) if docks else None
    cpu = [d.get("first_paint_cpu_s") or 0.0 for d in app]
    bare_cpu = [d.get("cpu_s") or 0.0 for d in bare]
    cpu_note = ""
    if all(cpu) and all(bare_cpu):   # CPU time used until then: steadier than the clock on a busy machine
        c, bc = statistics.median(cpu), statistics.median(bare_cpu)
        cpu_note = f"; CPU time until then {c * 1000:.0f} ms vs {bc * 1000:.0f} ms ({_ratio(c, bc)})"
    rows = [Row(f"start to first painted main window, median of {runs} alternating"
                + (f" (already imported: {', '.join(heavy)})" if heavy else " (before any engine is imported)")
                + (f"; its docks drawn at {docks_s * 1000:.0f} ms" if docks_s else "") + cpu_note,
                f"{s * 1000:.0f} ms", f"{bare_s * 1000:.0f} ms (bare PySide6 window)", _ratio(s, bare_s),
                {"app_s": s, "bare_s": bare_s, "docks_s": docks_s, "heavy_modules": heavy})]
    boards = [d["board_s"] for d in app if d.get("board_s")]
    if boards:
        b = statistics.median(boards)
        ids = {d.get("game") for d in app}
        titles = ", ".join(g.title for g in all_games() if g.id in ids) or ", ".join(sorted(map(str, ids)))
        rss = statistics.median(d["rss_kb"] for d in app) / 1024
        rows.append(Row(f"start to the board drawn ({titles}), median of {runs}", f"{b * 1000:.0f} ms",
                        f"{bare_s * 1000:.0f} ms (bare PySide6 window)", _ratio(b, bare_s),
                        {"board_s": b, "bare_s": bare_s}))
        rows.append(Row(f"peak memory with {titles} open", f"{rss:.0f} MB", f"{bare_rss:.0f} MB (bare window)",
                        _ratio(rss, bare_rss), {"app_mb": rss, "bare_mb": bare_rss}))
    return rows


def bench_redraw(reps: int) -> list[Row]:
    """Drawing the board: the whole board drawn again at a zoom it has been shown at (the map from its tiles,
    names and figures from their pictures: tiles.py, pictures.py), the same from nothing (at a zoom never
    shown: every tile and picture made, which the window does once per zoom and, while the player zooms,
    in idle moments), and as the window redraws it while panning and zooming, each beside a bare
    scene/view with as many plain items of the same kinds."""
    from desktop.render import ensure_app
    ensure_app()
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsEllipseItem,
        QGraphicsItem,
        QGraphicsPathItem,
        QGraphicsPolygonItem,
        QGraphicsScene,
        QGraphicsSimpleTextItem,
        QGraphicsView,
    )

    from desktop.board import BoardScene, BoardView
    from desktop.games import adapter_for
    from engines.ai.playout import play_out

    rows = []
    for game in _games():
        adapter = adapter_for(game)
        board = adapter.board_map()
        assert board is not None   # _games: only games with a map
        match = Match(game, game.options(players=game.min_players), 3,
                      seats=[SeatSpec("ai", "random")] * game.min_players)
        play_out(match, 60, random.Random(3))
        scene = BoardScene(board, adapter)
        scene.animate = False
        scene.update_state(match.state)
        scene.prepare_halos()   # as a second after the board is shown (they are worked out when idle)
        items = scene.items()
        # the floor: a bare scene with as many plain items of the same basic kinds
        bare = QGraphicsScene()
        rect = scene.sceneRect()
        rng = random.Random(1)
        for it in items:
            x, y = rng.uniform(rect.left(), rect.right()), rng.uniform(rect.top(), rect.bottom())
            if isinstance(it, QGraphicsPolygonItem):
                bare.addItem(QGraphicsPolygonItem(it.polygon()))
            elif isinstance(it, QGraphicsSimpleTextItem):
                t = QGraphicsSimpleTextItem(it.text())
                t.setPos(it.scenePos())
                bare.addItem(t)
            elif isinstance(it, QGraphicsPathItem):
                bare.addItem(QGraphicsPathItem(it.path()))
            elif isinstance(it, QGraphicsEllipseItem):
                bare.addItem(QGraphicsEllipseItem(it.rect()))
            else:
                e = QGraphicsEllipseItem(QRectF(x, y, 30, 30))
                bare.addItem(e)
        bare.setSceneRect(rect)

        def draw(sc, rect=rect) -> float:
            image = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(QColor("#3b3326"))
            painter = QPainter(image)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            t = time.perf_counter()
            sc.render(painter, QRectF(0, 0, 1600, 1000), rect)
            painter.end()
            return time.perf_counter() - t

        modes = {it: it.cacheMode() for it in items}
        for it in items:   # no item answers from Qt's own cached picture of it
            it.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        draw(scene), draw(bare)   # warm caches
        ours = statistics.median(draw(scene) for _ in range(reps))
        floor = statistics.median(draw(bare) for _ in range(reps))

        def cold(scene=scene, items=items) -> float:   # nothing drawn at this zoom before: every picture made
            scene.tiles.forget()
            for it in items:
                pictures = getattr(it, "pictures", None)
                if pictures is not None:
                    pictures.forget()
            return draw(scene)
        fresh = statistics.median(cold() for _ in range(reps))
        for it, mode in modes.items():
            it.setCacheMode(mode)
        rows.append(Row(f"full redraw of the {game.title} board (the whole board drawn again at a zoom it has been "
                        f"shown at: map tiles, names and figures from their pictures), {len(items)} items, 1600×1000, "
                        f"median of {reps}", f"{ours * 1000:.1f} ms", f"{floor * 1000:.1f} ms (bare scene, same items)",
                        _ratio(ours, floor), {"ms": ours * 1000, "floor_ms": floor * 1000, "items": len(items)}))
        rows.append(Row(f"the {game.title} board drawn from nothing (at a zoom never shown: every tile and picture "
                        f"made), 1600×1000, median of {reps}", f"{fresh * 1000:.1f} ms",
                        f"{floor * 1000:.1f} ms (bare scene, same items)", _ratio(fresh, floor),
                        {"ms": fresh * 1000, "floor_ms": floor * 1000}))

        # in a window: a 1600×1000 view zoomed in to twice the whole board, panned 40 px a step
        def viewed(sc, view):
            view.setScene(sc)
            view.resize(1600, 1000)
            view.show()
            view.fitInView(sc.sceneRect())
            view.scale(2.0, 2.0)
            QApplication.processEvents()
            view.viewport().repaint()
            return view

        ours_view = BoardView()
        ours_view.auto_fit = False
        bare_view = QGraphicsView()
        bare_view.setRenderHints(ours_view.renderHints())
        views = [viewed(scene, ours_view), viewed(bare, bare_view)]

        def pan(view, step: int) -> float:
            bar = view.horizontalScrollBar()
            t = time.perf_counter()
            bar.setValue(bar.value() + (40 if step % 20 < 10 else -40))
            view.viewport().repaint()
            return time.perf_counter() - t

        def zoom(view, step: int) -> float:
            t = time.perf_counter()
            f = 1.1 if step % 2 == 0 else 1 / 1.1
            view.scale(f, f)
            view.viewport().repaint()
            return time.perf_counter() - t

        for name, fn in (("pan by 40 px and repaint", pan), ("zoom by 10% and repaint", zoom)):
            n = max(reps, 20)
            got = [statistics.median(fn(v, k) for k in range(n)) for v in views]
            rows.append(Row(f"{name}, {game.title} in a 1600×1000 view at 2× the whole board, median of {n}",
                            f"{got[0] * 1000:.1f} ms", f"{got[1] * 1000:.1f} ms (bare view, same items)",
                            _ratio(got[0], got[1]), {"ms": got[0] * 1000, "floor_ms": got[1] * 1000}))
        for v in views:
            v.hide()
            v.setScene(None)
            v.deleteLater()
    return rows


FRAME_MS = 1000 / 60
TURN_TARGET_MS = 2000.0


def bench_carry(moves: int, trials: int) -> list[Row]:
    """Boards where figures are carried to any point (the adapter's free drops): the feedback of a figure
    carried over a crowded table (each mouse move, in a 1366×768 main window, until its way, its distance and
    what a drop would do are drawn and the view repainted) against a 60 Hz frame; and the computer's play the
    game times (its `bench_turns`) against the 2 s a player would wait."""
    from desktop.games import adapter_for
    from desktop.render import ensure_app
    app = ensure_app()
    rows: list[Row] = []
    for game in all_games():
        adapter = adapter_for(game)
        if not adapter.free_drops:
            continue
        carry = adapter.bench_carry()
        if carry is not None:
            options, s, figure_id = carry
            rows.append(_carried(app, game, options, s, figure_id, moves))
        turns = adapter.bench_turns(trials)
        if turns is not None and turns[1]:
            what, spent = turns
            worst = max(spent)
            rows.append(Row(f"{game.title}: {what}, processor time, {len(spent)} game(s)",
                            f"median {statistics.median(spent):.0f} ms, worst {worst:.0f} ms",
                            f"{TURN_TARGET_MS:.0f} ms (target)", _ratio(worst, TURN_TARGET_MS),
                            {"median_ms": statistics.median(spent), "worst_ms": worst, "target_ms": TURN_TARGET_MS}))
    return rows


def _carried(app, game, options: Any, s: Any, figure_id: str, moves: int) -> Row:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from desktop.mainwindow import MainWindow
    w = MainWindow(computer_delay_ms=0, autosave=False)
    w.resize(1366, 768)
    w.show()
    match = Match(game, options, 1, seats=[SeatSpec("human")] * game.min_players)
    match.initial = s
    w.open_match(match)
    scene, view = w.scene, w.view
    assert scene is not None and view is not None   # opened just now
    scene.animate = False
    view.fit_to_window()
    app.processEvents()
    vp = view.viewport()
    centre = QPointF(view.mapFromScene(scene.figures[figure_id].pos()))

    def send(kind, at, buttons) -> None:
        button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
        app.sendEvent(vp, QMouseEvent(kind, at, view.mapToGlobal(at.toPoint()), button, buttons,
                                      Qt.KeyboardModifier.NoModifier))

    held = Qt.MouseButton.LeftButton
    send(QEvent.Type.MouseButtonPress, centre, held)
    app.processEvents()
    reach = min(vp.width(), vp.height()) * 0.3
    times = []
    for k in range(moves):       # round and round the figure, near it and out to a third of the view
        r = reach * (0.05 + 0.95 * abs(math.sin(k / 37)))
        at = centre + QPointF(r * math.cos(k / 9), r * math.sin(k / 9))
        t = time.perf_counter()
        send(QEvent.Type.MouseMove, at, held)
        vp.repaint()
        times.append(time.perf_counter() - t)
    shown = [item.text for item in scene.marks_shown.get("drag", []) if hasattr(item, "text")]
    send(QEvent.Type.MouseButtonRelease, centre, Qt.MouseButton.NoButton)
    figures = len(scene.figures)
    w.close()
    w.deleteLater()
    app.processEvents()
    if not shown:
        raise RuntimeError(f"{game.title}: the carried figure showed no hint")
    p50, p95 = _pct(times, 0.5) * 1000, _pct(times, 0.95) * 1000
    return Row(f"{game.title}: a figure carried over the table ({figures} figures, 1366×768 window), from a mouse "
               f"move to its way, distance and hint drawn, {moves} moves", f"p50 {p50:.1f} ms, p95 {p95:.1f} ms",
               f"{FRAME_MS:.1f} ms (a frame at 60 Hz)", _ratio(p95, FRAME_MS),
               {"p50_ms": p50, "p95_ms": p95, "frame_ms": FRAME_MS, "moves": moves})


def bench_refresh(actions: int) -> list[Row]:
    """The window after an action: a hot-seat game of people in a 1366×768 main window, random legal actions
    played through the controller, and for each the window's whole refresh (board state, figures, the rings on
    what can move, highlights, panels, the actions dock) and a repaint of the board, against a 60 Hz frame. The
    engine's own apply is not in the figure (the controller plays it before the refresh is timed)."""
    from desktop.mainwindow import MainWindow
    from desktop.render import ensure_app
    app = ensure_app()
    rows = []
    for game in _games():
        w = MainWindow(computer_delay_ms=0, autosave=False)
        w.resize(1366, 768)
        w.show()
        w.open_match(Match(game, game.options(players=game.min_players), 7,
                           seats=[SeatSpec("human")] * game.min_players))
        c, scene, view = w.controller, w.scene, w.view
        assert c is not None and scene is not None and view is not None   # opened just now
        scene.animate = False
        view.fit_to_window()
        app.processEvents()
        rng = random.Random(7)
        times = []
        for _ in range(actions):
            if c.outcome() is not None:
                break
            c.blockSignals(True)        # the window hears of the change only when timed
            c.play(rng.choice(c.legal_actions()))
            c.blockSignals(False)
            w.covered = False           # (hot-seat: the curtain taken away, as the next player would)
            t = time.perf_counter()
            w.refresh()
            view.viewport().repaint()
            times.append(time.perf_counter() - t)
        w.close()
        w.deleteLater()
        app.processEvents()
        p50, p95 = _pct(times, 0.5) * 1000, _pct(times, 0.95) * 1000
        rows.append(Row(f"{game.title}: the window refreshed after an action (board, highlights, panels; 1366×768), "
                        f"{len(times)} random actions", f"p50 {p50:.1f} ms, p95 {p95:.1f} ms",
                        f"{FRAME_MS:.1f} ms (a frame at 60 Hz)", _ratio(p95, FRAME_MS),
                        {"p50_ms": p50, "p95_ms": p95, "frame_ms": FRAME_MS, "actions": len(times)}))
    return rows


def _positions(game, count: int, seed: int) -> list:
    """Positions from real games: two Normal computers play, and every few moves a position is kept."""
    from engines.ai import make_agent
    rng = random.Random(seed)
    out: list[tuple[Any, int | None]] = []
    s = 0
    while len(out) < count:
        match = Match(game, game.options(players=game.min_players), seed + s,
                      seats=[SeatSpec("ai", "normal")] * game.min_players)
        agent = make_agent("normal")
        step = 0
        while match.outcome() is None and len(out) < count and step < 400:
            seat = match.to_move()
            if step % 4 == 1:
                out.append((match.state, seat))
            assert seat is not None   # a game not over has a seat to move
            match.play(agent.choose(game, game.view(match.state, seat), seat, rng.getrandbits(32)))
            step += 1
        s += 1
    return out


def bench_ai(count: int, levels: tuple[str, ...]) -> list[Row]:
    from engines.ai import make_agent
    rows = []
    for game in _games():
        positions = _positions(game, count, 11)
        for level in levels:
            agent = make_agent(level)
            times = []
            for i, (state, seat) in enumerate(positions):
                t = time.perf_counter()
                agent.choose(game, game.view(state, seat), seat, i)
                times.append(time.perf_counter() - t)
            p50, p95 = _pct(times, 0.5), _pct(times, 0.95)
            goal = " (goal p95 ≤ 1 s)" if level == "normal" else ""
            rows.append(Row(f"computer decision, {level}, {game.title}, {len(times)} positions from real games",
                            f"p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms", f"absolute{goal}", "—",
                            {"p50_ms": p50 * 1000, "p95_ms": p95 * 1000, "level": level}))
    return rows


def bench_throughput(seconds: float) -> list[Row]:
    rows = []
    for game in _games():
        rng = random.Random(5)
        games = actions = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            state = game.setup(game.options(players=game.min_players), rng.getrandbits(32))
            for _ in range(5000):
                if game.outcome(state) is not None:
                    break
                state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
                actions += 1
            games += 1
        took = time.perf_counter() - t0
        rows.append(Row(f"random full games per second, {game.title}", f"{games / took:.1f} games/s, "
                        f"{actions / took:,.0f} actions/s", "— (regression watch)", "—",
                        {"games_per_s": games / took, "actions_per_s": actions / took},
                        goal=game.bench_goals.get("random play", "—")))
    rows += [_listing(game, 1 if seconds < 2 else 4) for game in _games()]
    return rows


def _listing(game, games: int) -> Row:
    """The game's legal actions listed at positions of seeded random games (every tenth kept), best of 3."""
    pos = []
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(game.options(players=game.min_players), seed)
        for i in range(600):
            if game.outcome(state) is not None:
                break
            legal = game.legal_actions(state)
            if i % 10 == 0:
                pos.append((state, len(legal)))
            state, _ = game.apply(state, rng.choice(legal))
    best = math.inf
    for _ in range(3):
        t = time.perf_counter()
        for state, _n in pos:
            game.legal_actions(state)
        best = min(best, time.perf_counter() - t)
    us = best / len(pos) * 1e6
    mean = sum(n for _s, n in pos) / len(pos)
    return Row(f"legal actions of {game.title} at {len(pos)} positions of {games} random game(s), {mean:.0f} "
               f"actions on average, best of 3", f"{us:.0f} µs", "absolute", "—",
               {"us": us, "positions": len(pos), "mean_actions": mean}, goal=game.bench_goals.get("legal actions", "—"))


def _strength(game, a: str, b: str, n: int, seed: int) -> tuple[float, list[tuple[str, float]]]:
    """`a`'s share of wins over n games, seats alternating, and its share in each seat (named by the
    game's seat names: in War of the Ring the seats are the two sides)."""
    from engines.ai.playout import play_out
    wins = [0.0, 0.0]
    played = [0, 0]
    names = ["first seat", "second seat"]
    for i in range(n):
        order = [SeatSpec("ai", a), SeatSpec("ai", b)] if i % 2 == 0 else [SeatSpec("ai", b), SeatSpec("ai", a)]
        me = 0 if i % 2 == 0 else 1
        match = Match(game, game.options(players=2), seed + i, seats=order)
        if i < 2:
            names[me] = game.seat_names(match.state)[me]
        play_out(match, 3000, random.Random(seed + i))
        o = match.outcome()
        played[me] += 1
        if o and me in o.winners:
            wins[me] += 1 / len(o.winners)
    per_seat = [(names[k], wins[k] / played[k]) for k in (0, 1) if played[k]]
    return sum(wins) / n, per_seat


def _team(game, level: str, n: int, seed: int) -> tuple[float, float, tuple[float, float]]:
    """A co-operative game: the team's win rate with every seat at `level` over n seeded games, its mean score,
    and the 95% Wilson interval of the win rate."""
    from engines.ai.playout import play_out, wilson
    wins, scores = 0, []
    for i in range(n):
        players = game.options().players
        match = Match(game, game.options(players=players), seed + i, seats=[SeatSpec("ai", level)] * players)
        play_out(match, 5000, random.Random(seed + i))
        o = match.outcome()
        wins += bool(o and o.winners)
        scores.append(o.scores[0] if o and o.scores else 0)
    return wins / n, statistics.mean(scores), wilson(wins, n)


def bench_strength(pairs: list[tuple[str, str, int]]) -> list[Row]:
    rows = []
    for game in _games():
        if game.cooperative:   # one team against the game: each level's team win rate, not one seat against another
            for level, n in sorted({(lv, k) for a, b, k in pairs for lv in (a, b)}):
                rate, mean, (lo, hi) = _team(game, level, n, 100)
                rows.append(Row(f"team of {level} computers, {game.title}, {n} seeded games",
                                f"wins {rate * 100:.0f}% (95%: {lo * 100:.0f}–{hi * 100:.0f}%), mean score {mean:.1f}",
                                "— (see the game's own bench for 100+ games)", "—",
                                {"win_rate": rate, "games": n, "mean_score": mean}))
            continue
        for a, b, n in pairs:
            rate, per_seat = _strength(game, a, b, n, 100)
            seats = "; ".join(f"as {name} {r * 100:.0f}%" for name, r in per_seat)
            rows.append(Row(f"{a} against {b}, {game.title}, {n} seeded games, seats alternating",
                            f"{a} wins {rate * 100:.0f}% ({seats})", "— (50% = no better)", "—",
                            {"win_rate": rate, "games": n, "per_seat": dict(per_seat)}))
    return rows


def bench_bundle(runs: int) -> list[Row]:
    """Frozen bundle size and start-up, when packaging has built one (dist/realms-table)."""
    dist = ROOT / "dist"
    app = dist / "realms-table" / ("realms-table.exe" if os.name == "nt" else "realms-table")
    bare = dist / "hello-window" / ("hello-window.exe" if os.name == "nt" else "hello-window")
    if not app.exists():
        return [Row("frozen bundle size and start-up", "not built (see packaging/)", "—", "—")]

    def size(folder: Path) -> float:
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20

    rows = []
    s_app = size(app.parent)
    if bare.exists():
        s_bare = size(bare.parent)
        rows.append(Row("frozen bundle size", f"{s_app:.0f} MB", f"{s_bare:.0f} MB (bare PySide6 bundle)",
                        _ratio(s_app, s_bare)))
        a, b = [], []
        for _ in range(runs):   # alternating; both print the time of their window's first paint
            a.append(_run_child("", command=[str(app), "--first-paint"])["first_paint_s"])
            b.append(_run_child("", command=[str(bare), "--first-paint"])["first_paint_s"])
        t_app, t_bare = statistics.median(a), statistics.median(b)
        rows.append(Row(f"frozen start to first painted window (--first-paint), median of {runs}",
                        f"{t_app * 1000:.0f} ms", f"{t_bare * 1000:.0f} ms (bare bundle)", _ratio(t_app, t_bare)))
    else:
        rows.append(Row("frozen bundle size", f"{s_app:.0f} MB", "bare bundle not built", "—"))
    return rows


def run(quick: bool = False, only: str | None = None,
        progress: Callable[[str], None] = lambda s: None) -> list[Row]:
    plan: list[tuple[str, Callable[[], list[Row]]]] = [
        ("startup", lambda: bench_startup(2 if quick else 7)),
        ("redraw", lambda: bench_redraw(3 if quick else 15)),
        ("carry", lambda: bench_carry(120 if quick else 400, 1 if quick else 5)),
        ("refresh", lambda: bench_refresh(15 if quick else 200)),
        ("ai", lambda: bench_ai(4 if quick else 30, ("easy", "normal") if quick else ("easy", "normal", "hard"))),
        ("throughput", lambda: bench_throughput(1.0 if quick else 5.0)),
        ("strength", lambda: bench_strength([("normal", "random", 4)] if quick else
                                            [("normal", "random", 20), ("hard", "normal", 16)])),
        ("bundle", lambda: bench_bundle(2 if quick else 5)),
    ]
    rows: list[Row] = []
    for name, fn in plan:
        if only and name != only:
            continue
        progress(f"bench: {name}…")
        t = time.perf_counter()
        rows.extend(fn())
        progress(f"bench: {name} took {time.perf_counter() - t:.0f} s")
    return rows


def table(rows: list[Row]) -> str:
    head = [(f"Measured {date.today().isoformat()} on {platform.machine()}, {os.cpu_count()} cores, "
             f"Python {platform.python_version()}, {platform.system()} {platform.release()}."), "",
            "| measure | Realms Table | floor (same run) | ratio | goal |", "| --- | --- | --- | --- | --- |"]
    return "\n".join(head + [f"| {r.measure} | {r.figure} | {r.floor} | {r.ratio} | {r.goal} |" for r in rows])


def write_json(rows: list[Row], path: str) -> None:
    Path(path).write_text(json.dumps({"date": date.today().isoformat(), "machine": platform.machine(),
                                      "cores": os.cpu_count(), "rows": [asdict(r) for r in rows]}, indent=1))

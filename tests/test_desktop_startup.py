"""Start-up paints first and loads after; the board draws the same with its drawing shortcuts.

The window's first paint must not wait for the engines, the maps, pydantic or networkx: they are
imported on the turn after it, and then the game opens in the same window. Checked in child processes,
because this test process has long imported everything.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("engines", "maps.schema", "maps.loader", "pydantic", "networkx")


def _child(args: list[str], home: Path, timeout: int = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REALMS_TABLE_HOME=str(home))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)


def test_first_paint_comes_before_the_game_modules_and_the_game_opens_after(tmp_path):
    proc = _child(["-m", "desktop.app", "--first-paint"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("{"))
    report = json.loads(line)
    assert report["heavy_modules_at_first_paint"] == []
    assert report["game"] == "heroes"                      # the game opened in the same window …
    assert report["board_painted"] is not None             # … and its board was drawn
    assert report["first_paint"] < report["board_painted"]


def test_first_paint_with_an_unfinished_autosave_does_not_wait_for_the_question(tmp_path):
    """--first-paint never asks to resume (nobody could answer offscreen); a normal start still does."""
    from engines.core import Match
    from engines.core.saves import write_save
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    game = HeroesGame(graph=load_graph("heroes"), cards=sample_cards())
    match = Match(game, game.options(players=2), 5)
    match.play(game.legal_actions(match.state)[0])
    (tmp_path / "data").mkdir()
    write_save(match, tmp_path / "data" / "autosave.json")
    proc = _child(["-m", "desktop.app", "--first-paint"], tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1])["board_painted"] is not None


def test_the_shell_window_needs_qt_alone(tmp_path):
    code = textwrap.dedent(f"""
        import sys
        from desktop.app import make_app, opening_text
        app = make_app(sys.argv[:1], icon=False)
        from desktop.mainwindow import MainWindow
        w = MainWindow(autosave=False, complete=False)
        w.placeholder.setText(opening_text(w, None))
        w.show()
        app.processEvents()
        loaded = [m for m in {HEAVY!r} if m in sys.modules]
        print("LOADED", loaded, w.placeholder.text())
        w.complete()
        assert w.view is not None and w.curtain is not None and w.banner is not None
        print("DONE")
    """)
    proc = _child(["-c", code], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "LOADED [] Setting up the table…" in proc.stdout
    assert "DONE" in proc.stdout


def test_completing_the_shell_then_opening_a_game(qtbot):
    from desktop.app import opening_text, startup_game
    from desktop.mainwindow import MainWindow
    w = MainWindow(autosave=False, complete=False)
    qtbot.addWidget(w)
    assert w.view is None and w.curtain is None
    w.settings.setValue("last/title", "Helden Mittelerdes")
    assert opening_text(w, None) == "Opening Helden Mittelerdes…"
    assert opening_text(w, "/somewhere/game.json") == "Opening game.json…"
    w.settings.setValue("last/game", "heroes")
    startup_game(w, demo=True)            # opens the game: completes the window first
    assert w.view is not None and w.view.isVisibleTo(w) and w.scene is not None
    assert w.seats_panel.parent() is not None and w.seats_dock.widget() is w.seats_panel
    assert w.settings.value("last/title") == w.game.title
    w.close_match()


def _render(scene, size=(1600, 1000)) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#3b3326"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, *size), scene.sceneRect())
    painter.end()
    return image


def test_the_name_halo_outline_draws_like_the_stroked_halo(qapp):
    """Names drawn with the precomputed halo outline look like names stroked with the wide pen: the only
    differences are antialiasing seams of the stroke, along the letters' edges."""
    from desktop.board import BoardScene
    from desktop.board import labels as board_labels
    from desktop.games import adapter_for
    from engines.core import Match
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    game = HeroesGame(graph=load_graph("heroes"), cards=sample_cards())
    adapter = adapter_for(game)
    scene = BoardScene(adapter.board_map(), adapter)
    scene.animate = False
    scene.update_state(Match(game, game.options(players=2), 3).state)
    stroked = _render(scene)            # no idle time has come: every name is stroked
    scene.prepare_halos()
    assert all(label._halo_fill is not None for label in scene.labels.values())
    outlined = _render(scene)
    assert stroked.size() == outlined.size()
    differ = 0
    for y in range(0, stroked.height(), 2):
        for x in range(0, stroked.width(), 2):
            a, b = stroked.pixel(x, y), outlined.pixel(x, y)
            if a != b and max(abs(((a >> k) & 255) - ((b >> k) & 255)) for k in (0, 8, 16)) > 40:
                differ += 1
    assert differ < 0.003 * (stroked.width() // 2) * (stroked.height() // 2), differ
    assert board_labels.HALO_MAX_SCALE > 4


def test_the_map_is_drawn_as_the_cached_background(qapp):
    """Static map items stay in the scene (tooltips, finding places) but paint as the background."""
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

    from desktop.board import BoardScene, BoardView
    from desktop.games import adapter_for
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    game = HeroesGame(graph=load_graph("heroes"), cards=sample_cards())
    adapter = adapter_for(game)
    scene = BoardScene(adapter.board_map(), adapter)
    node = next(iter(scene.nodes.values()))
    assert node.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert scene.node_at(node.path().boundingRect().center()) in scene.nodes
    assert BoardView().cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    view = BoardView()
    view.setScene(scene)
    view.resize(800, 500)
    view.show()
    qapp.processEvents()
    centre = view.mapFromScene(node.path().boundingRect().center())
    before = view.viewport().grab().toImage().pixelColor(centre)
    node.set_fill("#aa2222")              # a place changes hands: its part of the cached background is redrawn
    qapp.processEvents()
    after = view.viewport().grab().toImage().pixelColor(centre)
    assert before != after and after.red() > after.blue() + 60, (before.name(), after.name())
    view.hide()

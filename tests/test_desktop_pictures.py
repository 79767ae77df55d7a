"""The board drawn from pictures (tiles.py, pictures.py) looks exactly as the board drawn from nothing."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.board import BoardScene, BoardView
from desktop.board.pictures import SHARPEN
from desktop.games import adapter_for
from engines.core import Match
from engines.heroes.game import HeroesGame
from engines.heroes.sample import sample_cards
from maps import load_graph


def _scene() -> BoardScene:
    game = HeroesGame(graph=load_graph("heroes"), cards=sample_cards())
    adapter = adapter_for(game)
    scene = BoardScene(adapter.board_map(), adapter)
    scene.animate = False
    scene.update_state(Match(game, game.options(players=2), 3).state)
    scene.prepare_halos()
    return scene


def _shown(scene: BoardScene, qapp) -> BoardView:
    """`scene` in a 900×600 view that fits it, painted once (no scroll bars: the same viewport at every zoom)."""
    view = BoardView()
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setScene(scene)
    view.resize(900, 600)
    view.show()
    view.fit_to_window()
    qapp.processEvents()
    view.viewport().grab()
    return view


def _forget(scene: BoardScene) -> None:
    scene.tiles.forget()
    for item in scene.items():
        pictures = getattr(item, "pictures", None)
        if pictures is not None:
            pictures.forget()


def _differ(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    return sum(1 for y in range(0, a.height(), 2) for x in range(0, a.width(), 2) if a.pixel(x, y) != b.pixel(x, y))


def test_a_zoom_first_shown_from_stand_ins_becomes_what_drawing_from_nothing_gives(qapp):
    scene = _scene()
    view = _shown(scene, qapp)
    view.zoom_by(1.3)
    tiles_before = scene.tiles.made
    soft = view.viewport().grab().toImage()          # the new zoom from the last zoom's pictures, scaled
    assert scene.tiles.made == tiles_before, "a zoom step must not make tiles while the old ones can stand in"
    scene.tiles.finish()                             # the idle work done
    SHARPEN.finish()
    qapp.processEvents()
    sharp = view.viewport().grab().toImage()
    _forget(scene)
    SHARPEN.on = False
    try:
        view.viewport().update()
        qapp.processEvents()
        fresh = view.viewport().grab().toImage()     # everything drawn from nothing at this zoom
    finally:
        SHARPEN.on = True
    assert _differ(soft, fresh) > 0                  # the stand-ins were scaled pictures …
    assert _differ(sharp, fresh) == 0                # … and once idle the board is pixel for pixel the same
    view.hide()


def test_a_picture_is_made_once_per_look_and_zoom(qapp):
    scene = _scene()
    label = next(iter(scene.labels.values()))

    def render(scale: float) -> None:
        image = QImage(1400, 1100, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#3b3326"))
        painter = QPainter(image)
        rect = scene.sceneRect()
        scene.render(painter, QRectF(0, 0, rect.width() * scale, rect.height() * scale), rect)
        painter.end()

    SHARPEN.on = False
    try:
        render(0.7)
        shots = dict(label.pictures.shots)
        render(0.7)
        assert label.pictures.shots == shots        # the same zoom: the same picture, not made again
        render(0.8)
        assert len(label.pictures.shots) == 2       # a new zoom: one more
        label.set_style(type(label.style)(bold=not label.style.bold))
        assert label.pictures.shots == {}           # a new look: the old pictures go
    finally:
        SHARPEN.on = True


def test_an_item_taken_off_the_board_before_its_sharp_picture_is_skipped(qapp):
    import shiboken6
    SHARPEN.finish()                                 # (nothing left wanted from another board)
    scene = _scene()
    view = _shown(scene, qapp)
    view.zoom_by(1.4)
    view.viewport().grab()                           # stand-ins: sharp pictures wanted
    assert SHARPEN._queue
    for item, *_rest in list(SHARPEN._queue.values()):
        if item.scene() is scene:
            scene.removeItem(item)
            shiboken6.delete(item)
    SHARPEN.finish()                                 # no error: the deleted ones are passed over
    assert not SHARPEN._queue
    view.hide()


def test_a_board_closed_while_its_tiles_are_still_wanted_makes_none(qtbot, qapp):
    """A new game opened while the old board's tiles were still being made in idle moments: the old board's
    work goes with it (its idle timer belonged to it), nothing is drawn for a board that is gone."""
    from PySide6.QtCore import QCoreApplication, QEvent
    scene = _scene()
    view = _shown(scene, qapp)
    view.zoom_by(1.3)
    view.viewport().grab()              # the new zoom from stand-ins: its own tiles wanted
    assert scene.tiles._wanted and scene.tiles.idle.waiting()
    view.setScene(None)
    scene.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(50)                      # idle time comes: no tile is made, no error
    SHARPEN.finish()
    view.hide()

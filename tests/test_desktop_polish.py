"""What a new player met in the real window, each fixed and kept fixed: the board fills the window,
figures never hide a place's name, the computer's thinking shows and never holds up quitting, the
hot-seat curtain guards every hand, and the panels read well."""
from __future__ import annotations

import copy
import threading
import time

import pytest
from fake_game import register_fake
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from desktop.ai_worker import RandomAgent
from desktop.board import BoardScene
from desktop.games import adapter_for
from desktop.mainwindow import MainWindow
from engines.core import Event, Match, SeatSpec, get_game


@pytest.fixture(scope="module")
def fake():
    return register_fake()


@pytest.fixture(scope="module")
def heroes():
    return get_game("heroes")


def window_with(qtbot, match, agent_factory=None, size=(1600, 1000), delay=0):
    w = MainWindow(agent_factory=agent_factory or (lambda level: RandomAgent()), computer_delay_ms=delay,
                   autosave=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.open_match(match)
    w.scene.animate = False
    QApplication.processEvents()
    return w


def board_on_screen(w) -> QRectF:
    return QRectF(w.view.mapFromScene(w.scene.sceneRect()).boundingRect())


# -- (b) the board fills the window ---------------------------------------------------------------
def test_the_board_fills_the_view_and_the_docks_stay_narrow(qtbot, heroes):
    w = window_with(qtbot, Match(heroes, heroes.options(players=2), 7,
                                 seats=[SeatSpec("human"), SeatSpec("ai", "normal")]))
    w.controller.set_paused(True)
    vp = w.view.viewport().rect()
    board = board_on_screen(w)
    # fitted: it touches both sides or both top and bottom (a few pixels of margin)
    assert board.width() >= vp.width() * 0.96 or board.height() >= vp.height() * 0.96
    # and the board dominates the window: it gets most of the width and most of the height
    assert w.view.width() >= w.width() * 0.6
    assert board.width() * board.height() >= 0.45 * w.width() * w.height()
    assert w.seats_dock.width() <= 300 and w.rules_dock.width() <= 360
    # nothing under the board: the log stands beside it, under the rules
    assert w.dockWidgetArea(w.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea


def test_the_board_refits_on_resize_unless_the_player_zoomed(qtbot, heroes):
    w = window_with(qtbot, Match(heroes, heroes.options(players=2), 7,
                                 seats=[SeatSpec("human"), SeatSpec("human")]))
    w.resize(1200, 760)
    qtbot.waitUntil(lambda: w.view.viewport().width() < 900, timeout=2000)
    QApplication.processEvents()
    vp = w.view.viewport().rect()
    board = board_on_screen(w)
    assert board.width() >= vp.width() * 0.96 or board.height() >= vp.height() * 0.96
    assert board.width() <= vp.width() + 2 and board.height() <= vp.height() + 2
    w.view.zoom_by(2.0)
    zoom = w.view.zoom()
    w.resize(1400, 900)
    QApplication.processEvents()
    assert w.view.zoom() == pytest.approx(zoom)        # the player's zoom is kept
    w.view.fit_to_window()
    assert w.view.auto_fit


# -- (c) figures never hide names --------------------------------------------------------------------
def crowded_state(heroes):
    match = Match(heroes, heroes.options(players=2), 7)
    s = copy.deepcopy(match.initial)
    b = s.board
    good = [h for h in b.hero if b.hero[h].side == "good"][:6]
    evil = [h for h in b.hero if b.hero[h].side == "evil"][:5]
    places = {"helms_deep": good[:3], "fangorn": good[3:5], "minas_tirith": good[5:6],
              "minas_morgul": evil[:2], "south_ithilien": evil[2:3], "osgiliath": evil[3:5]}
    s.hero_loc, s.hero_owner = {}, {}
    for place, hs in places.items():
        for h in hs:
            s.hero_loc[h] = place
            s.hero_owner[h] = 0 if h in good else 1
    return s, places


def test_figures_stand_clear_of_every_places_name_and_strength(qtbot, heroes):
    state, places = crowded_state(heroes)
    adapter = adapter_for(heroes)
    scene = BoardScene(adapter.board_map(), adapter)
    scene.animate = False
    scene.update_state(state)
    zones = {nid: scene.name_zone(nid) for nid in scene.labels}
    for place, hs in places.items():
        for h in hs:
            item = scene.figures[h]
            body = item.mapRectToScene(item.shape().boundingRect())
            for nid, zone in zones.items():
                cover = body.intersected(zone)
                area = 0 if cover.isEmpty() else cover.width() * cover.height()
                assert area <= 0.02 * zone.width() * zone.height(), f"{h} at {place} covers the name of {nid}"


def test_figures_shrink_when_several_share_a_place(qtbot, heroes):
    state, places = crowded_state(heroes)
    adapter = adapter_for(heroes)
    scene = BoardScene(adapter.board_map(), adapter)
    scene.animate = False
    scene.update_state(state)
    one = scene.figures[places["minas_tirith"][0]].radius
    three = [scene.figures[h] for h in places["helms_deep"]]
    assert all(f.radius < one for f in three)
    xs = sorted(f.pos().x() for f in three)
    assert xs[1] - xs[0] >= three[0].radius * 3     # side by side, not on top of each other


def test_a_tokens_name_is_short_but_tells_heroes_apart():
    from desktop.games.heroes import short_name
    assert short_name("Saruman the White") == "Saruman"
    assert short_name("Great Orc") == "Great Orc"
    assert short_name("Great Goblin") == "Goblin"
    assert short_name("The Necromancer") == "Necromancer"
    assert short_name("Nazgûl 5") == "Nazgûl 5"


# -- (d) the computer's thinking ---------------------------------------------------------------------
class SlowAgent:
    """Thinks until released (like level Hard on a slow machine)."""

    def __init__(self, release: threading.Event) -> None:
        self.release = release

    def choose(self, game, view, seat, seed):
        self.release.wait(20)
        return RandomAgent().choose(game, view, seat, seed)


def test_a_thinking_indicator_shows_while_the_computer_thinks(qtbot, fake):
    release = threading.Event()
    match = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("ai", "hard"), SeatSpec("human")])
    w = window_with(qtbot, match, agent_factory=lambda level: SlowAgent(release))
    try:
        qtbot.waitUntil(lambda: w.thinking_label.isVisible(), timeout=2000)
        assert "Player 1 is thinking" in w.thinking_label.text()
        w.statusBar().showMessage("something else", 5000)     # other messages do not hide it
        assert w.thinking_label.isVisible()
    finally:
        release.set()
    qtbot.waitUntil(lambda: w.match.cursor >= 1, timeout=5000)
    qtbot.waitUntil(lambda: not w.thinking_label.isVisible() or w.controller.thinking, timeout=2000)


def test_quitting_while_the_computer_thinks_does_not_wait(qtbot, fake, monkeypatch):
    import desktop.app as app_module
    release = threading.Event()
    match = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("ai", "hard"), SeatSpec("human")])
    w = window_with(qtbot, match, agent_factory=lambda level: SlowAgent(release))
    try:
        qtbot.waitUntil(lambda: w.controller is not None and w.controller.thinking, timeout=2000)
        started = time.monotonic()
        w.close()
        assert time.monotonic() - started < 1.0            # the window does not wait for the worker
        assert not w.thinking_label.isVisible()
        exits = []
        monkeypatch.setattr(app_module.os, "_exit", lambda code: exits.append(code))
        started = time.monotonic()
        assert app_module.finish(0) == 0
        assert time.monotonic() - started < 1.0
        assert exits == [0]                                 # the process leaves without joining the worker
    finally:
        release.set()
    from PySide6.QtCore import QThreadPool
    QThreadPool.globalInstance().waitForDone(5000)


def test_finish_returns_normally_when_no_worker_runs(monkeypatch):
    from PySide6.QtCore import QThreadPool

    import desktop.app as app_module
    QThreadPool.globalInstance().waitForDone(5000)
    exits = []
    monkeypatch.setattr(app_module.os, "_exit", lambda code: exits.append(code))
    assert app_module.finish(3) == 3 and exits == []


# -- hot-seat --------------------------------------------------------------------------------------
def test_hot_seat_covers_the_first_player_too_and_forgets_a_secret_draw(qtbot, heroes):
    match = Match(heroes, heroes.options(players=3), 11, seats=[SeatSpec("human")] * 3)
    w = window_with(qtbot, match)
    assert w.curtain.isVisible() and "Pass to Red" in w.curtain.title.text()
    assert all(e.visible_to is None for e in w.log_panel.events())   # no one's secret mission behind it
    assert "Riders" not in w.seats_panel.toPlainText() and w.match.state.missions[0][0] not in \
        w.seats_panel.toPlainText()
    w.curtain.button.click()
    assert w.viewer == 0
    draw = next(a for a in heroes.legal_actions(w.match.state) if a.kind == "draw")
    assert w.controller.play(draw)
    drawn = w.match.state.hands[0][-1]
    name = w.match.state.board.hero[drawn].name
    assert name in w.rules_panel.toPlainText()            # Red sees what Red drew
    end = next(a for a in heroes.legal_actions(w.match.state) if a.kind == "end_turn")
    assert w.controller.play(end)
    assert w.curtain.isVisible() and "Pass to Blue" in w.curtain.title.text()
    w.curtain.button.click()
    assert w.viewer == 1
    assert name not in w.rules_panel.toPlainText()        # ... and Blue does not
    assert name not in w.seats_panel.toPlainText()
    assert all(e.visible(1) for e in w.log_panel.events())


# -- panels ----------------------------------------------------------------------------------------
def test_log_rows_are_tall_enough_for_bold_wrapped_rolls(qtbot):
    """A roll's row is bold: its height must come from the bold text, or its end is cut off with '…'."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont, QFontMetrics

    from desktop.panels import LogPanel
    from engines.core import RollExplanation
    log = LogPanel()
    qtbot.addWidget(log)
    log.show()
    roll = RollExplanation("purpose", [], "", "", "", "", "")
    text = "Blue conquers Osgiliath with Gothmog and Shagrat."
    log.add_event(Event(text, kind="conquest", roll=roll), None)
    item = log.item(0)
    bold = QFontMetrics(item.font())
    plain_font = QFont(item.font())
    plain_font.setBold(False)
    plain = QFontMetrics(plain_font)
    # every width around the one where plain text fits on a line and bold text does not
    start = plain.horizontalAdvance(text) + 20
    for width in range(start, bold.horizontalAdvance(text) + 80, 6):
        log.resize(width, 300)
        QApplication.processEvents()
        log.doItemsLayout()
        available = log.viewport().width() - 50          # icon and margins, generously
        needed = bold.boundingRect(QRect(0, 0, available, 10_000), int(Qt.TextFlag.TextWordWrap), text).height()
        assert log.visualItemRect(item).height() >= needed, width


def test_an_end_turn_button_is_always_in_reach(qtbot, fake):
    match = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    w = window_with(qtbot, match)
    assert w.pinned_button.isVisible() and "End" in w.pinned_button.text()
    qtbot.mouseClick(w.pinned_button, Qt.MouseButton.LeftButton)
    assert w.match.steps[0].action.kind == "end_turn"
    assert not w.pinned_button.isVisible()                 # the computer's turn


def test_a_refused_undo_says_why(qtbot, fake):
    match = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    w = window_with(qtbot, match)
    w.controller.set_paused(True)
    w.menus.act_free_undo.setChecked(False)
    roll = next(a for a in fake.legal_actions(w.match.state) if a.kind == "roll")
    assert w.controller.play(roll)
    assert not w.menus.act_undo.isEnabled()                      # greyed out, and its tooltip says why
    assert "cannot be taken back" in w.menus.act_undo.toolTip() and "Solo practice" in w.menus.act_undo.toolTip()
    w.undo()                                               # asked anyway (e.g. from a script): the reason
    assert w.match.cursor == 1
    assert "cannot be taken back" in w.statusBar().currentMessage()
    assert "Solo practice" in w.statusBar().currentMessage()


def test_a_resumed_game_shows_its_latest_roll(qtbot, fake):
    match = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    roll = next(a for a in fake.legal_actions(match.state) if a.kind == "roll")
    match.play(roll)
    w = window_with(qtbot, match)
    assert isinstance(w.rules_panel.current, Event) and w.rules_panel.current.roll is not None


def test_the_game_over_banner_gives_the_final_scores(qtbot, heroes):
    from engines.core import Outcome
    match = Match(heroes, heroes.options(players=2), 7, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    w = window_with(qtbot, match)
    w.controller.set_paused(True)
    w._game_over(Outcome((1,), (8, 14), "After 2 rounds, Blue wins with 14 victory points.", "victory"))
    assert w.banner.isVisible()
    assert "Red 8" in w.banner.text.text() and "Blue 14" in w.banner.text.text()


def test_the_players_dock_grows_so_no_players_row_is_cut_off(qtbot, heroes):
    match = Match(heroes, heroes.options(players=2), 7, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    state, _ = crowded_state(heroes)
    b = state.board
    for h in [h for h in b.hero if b.hero[h].side == "good"][6:12]:   # twelve heroes for Red: a long row
        state.hero_loc[h], state.hero_owner[h] = "rivendell", 0
    match.initial = state
    w = window_with(qtbot, match)
    w.controller.set_paused(True)
    w.refresh()
    QApplication.processEvents()
    assert w.seats_panel.verticalScrollBar().maximum() == 0
    assert w.actions_dock.height() >= 0.3 * (w.seats_dock.height() + w.actions_dock.height())


def test_undoing_the_end_of_a_turn_under_the_curtain_keeps_the_curtain_up(qtbot, fake):
    """Player 1 ends the turn, the curtain asks for Player 2, somebody presses Undo: the curtain stays
    (whoever is at the screen may be Player 2), now for Player 1, and nothing secret shows until Player 1
    says so; redo under it hands it back to Player 2."""
    m = Match(fake, fake.options(players=2), 3, seats=[SeatSpec("human"), SeatSpec("human")])
    w = window_with(qtbot, m)
    w.curtain.button.click()
    w.controller.play(next(a for a in fake.legal_actions(w.match.state) if a.kind == "move"))
    w.controller.play(next(a for a in fake.legal_actions(w.match.state) if a.kind == "end_turn"))
    assert w.curtain.isVisible() and "Player 2" in w.curtain.title.text()
    w.undo()
    assert w.match.to_move() == 0
    assert w.curtain.isVisible() and "Pass to Player 1" in w.curtain.title.text() and w.viewer is None
    assert not w.view.viewport().isVisible() and not w.actions_panel.action_items()
    w.redo()
    assert w.match.to_move() == 1
    assert w.curtain.isVisible() and "Player 2" in w.curtain.title.text() and w.viewer is None
    w.undo()
    w.curtain.button.click()
    assert not w.curtain.isVisible() and w.viewer == 0 and w.view.viewport().isVisible()
    assert w.actions_panel.action_items()


def test_zooming_out_stops_at_the_whole_board_and_fits_again(qtbot, heroes):
    w = window_with(qtbot, Match(heroes, heroes.options(players=2), 7,
                                 seats=[SeatSpec("human"), SeatSpec("human")]))
    fitted = w.view.zoom()
    w.view.zoom_by(1.6)
    assert not w.view.auto_fit and w.view.zoom() > fitted
    for _ in range(6):
        w.view.zoom_by(0.8)
    assert w.view.zoom() == pytest.approx(fitted, rel=0.02)   # never smaller than the whole board
    assert w.view.auto_fit                                     # and it follows the window again


def test_a_group_standing_outside_its_place_is_tied_to_the_name_by_a_line(qtbot, heroes):
    state, places = crowded_state(heroes)
    adapter = adapter_for(heroes)
    scene = BoardScene(adapter.board_map(), adapter)
    scene.animate = False
    scene.update_state(state)
    outside = 0
    for place, hs in places.items():
        spots = [scene.figures[h].pos() for h in hs]
        centre = sum((p for p in spots), type(spots[0])()) / len(spots)
        outside += not scene.nodes[place].path().contains(centre)
    assert len(scene.leaders) <= outside
    for line in scene.leaders:          # each line is short: from a name to the figures just beside it
        assert line.path().length() < scene.unit

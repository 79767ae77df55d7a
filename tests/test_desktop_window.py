"""The main window against the fake game: board, drag and drop, undo/redo, panels, curtain, saves."""
from __future__ import annotations

import json

import pytest
from fake_game import register_fake
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from desktop.ai_worker import RandomAgent
from desktop.mainwindow import MainWindow
from engines.core import Match, SeatSpec
from tests.desktop_helpers import shown_window


@pytest.fixture(scope="module")
def fake():
    return register_fake()


def make_window(qtbot, fake, seats=("human", "human"), secrets=True, seed=3, delay=0, lift=True, **options):
    window = MainWindow(agent_factory=lambda level: RandomAgent(), computer_delay_ms=delay, autosave=True)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    match = Match(fake, fake.options(players=len(seats), **options), seed,
                  seats=[SeatSpec.parse(s) if s == "human" else SeatSpec("ai", "easy") for s in seats])
    window.open_match(match)
    window.scene.animate = False
    if lift and window.curtain.isVisible():   # hot-seat: the first player is handed the table too
        window.curtain.button.click()
    return window


def view_point(window, scene_point):
    return window.view.mapFromScene(scene_point)


def node_point(window, node_id):
    from PySide6.QtCore import QPointF
    node = window.scene.board.node(node_id)
    # a point inside the place, away from the figures standing at its centre
    return view_point(window, QPointF(node.pos[0], node.pos[1] - window.scene.unit * 0.35))


def drag(qtbot, window, figure_id, node_id):
    vp = window.view.viewport()
    start = view_point(window, window.scene.figures[figure_id].pos())
    end = node_point(window, node_id)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    mid = (start + end) / 2
    qtbot.mouseMove(vp, mid)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def test_window_opens_with_the_board(qtbot, fake):
    w = make_window(qtbot, fake)
    assert w.view.isVisible()
    assert set(w.scene.nodes) == {"nw", "n", "ne", "sw", "s", "se"}
    assert set(w.scene.figures) == {"a1", "a2", "b1", "b2"}
    assert w.scene.labels["n"].style.underline          # the fortress name is underlined
    assert not w.scene.labels["nw"].style.underline
    assert "Player 1" in w.turn_label.text()
    assert w.actions_panel.isEnabled() and w.actions_panel.action_items()


def test_lifting_highlights_legal_places(qtbot, fake):
    w = make_window(qtbot, fake)
    vp = w.view.viewport()
    start = view_point(w, w.scene.figures["a1"].pos())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    assert w.view.dragging is not None
    assert w.scene.highlighted() == {"n", "sw"}
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start)
    assert w.scene.highlighted() == set()


def test_drag_to_a_legal_place_moves_the_figure(qtbot, fake):
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    assert w.match.state.pos["a1"] == "n"
    assert w.scene.figures["a1"].node == "n"
    assert w.match.cursor == 1
    assert "moves a1" in w.log_panel.item(w.log_panel.count() - 1).text()


def test_drag_animates_when_animation_is_on(qtbot, fake):
    w = make_window(qtbot, fake)
    w.scene.animate = True
    drag(qtbot, w, "a1", "n")
    item = w.scene.figures["a1"]
    assert item.anim is not None
    target = w.scene.figure_spot("n", 0, 1)
    qtbot.waitUntil(lambda: (item.pos() - target).manhattanLength() < 0.5, timeout=2000)


def test_drag_to_an_illegal_place_snaps_back_with_the_reason(qtbot, fake):
    w = make_window(qtbot, fake)
    home = w.scene.figures["a1"].pos()
    drag(qtbot, w, "a1", "se")          # not adjacent
    assert w.match.cursor == 0
    assert w.match.state.pos["a1"] == "nw"
    assert w.scene.figures["a1"].pos() == home
    # the engine's own reason and rule, not a sentence of the desktop's
    assert "is not next to" in w.statusBar().currentMessage()
    text = w.rules_panel.toPlainText()
    assert "is not next to" in text and "Moving" in text and "cannot go there" not in text


def test_illegal_drop_shows_the_engines_reason_and_rule(qtbot, fake):
    w = make_window(qtbot, fake, seats=("human", "human"))
    # end player 1's turn; player 2's token b2 at se may not cross the river without a crossing to s
    w.controller.play(next(a for a in fake.legal_actions(w.match.state) if a.kind == "end_turn"))
    w.curtain.button.click()
    from desktop.games import adapter_for
    adapter = adapter_for(fake)
    adapter.drop_action = lambda state, fid, nid: __import__("engines.core", fromlist=["Action"]).Action.make(
        "move", 1, hero=fid, to=nid)
    w.adapter.drop_action = adapter.drop_action
    drag(qtbot, w, "b2", "s")
    assert w.match.state.pos["b2"] == "se"
    assert "only be crossed at the ford" in w.statusBar().currentMessage()
    text = w.rules_panel.toPlainText()
    assert "only be crossed at the ford" in text
    assert "Moving" in text and "neighbouring place" in text     # the rule's heading and text


def test_undo_and_redo(qtbot, fake):
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    assert w.match.state.pos["a1"] == "n"
    assert w.menus.act_undo.isEnabled()
    w.menus.act_undo.trigger()
    assert w.match.cursor == 0 and w.match.state.pos["a1"] == "nw"
    assert w.scene.figures["a1"].node == "nw"
    assert w.menus.act_redo.isEnabled()
    w.menus.act_redo.trigger()
    assert w.match.cursor == 1 and w.match.state.pos["a1"] == "n"
    assert w.scene.figures["a1"].node == "n"


def test_undo_stops_at_a_revealed_roll_between_humans(qtbot, fake):
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "roll"))
    assert not w.controller.can_undo()
    w.undo()
    assert w.match.cursor == 2
    assert "cannot be taken back" in w.statusBar().currentMessage()


def test_rules_panel_explains_a_roll_and_log_click_shows_it_again(qtbot, fake):
    w = make_window(qtbot, fake)
    roll = next(a for a in w.game.legal_actions(w.match.state) if a.kind == "roll")
    w.controller.play(roll)
    text = w.rules_panel.toPlainText()
    assert "Roll for score" in text and "lucky charm" in text and "Total" in text
    assert "Rolling" in text and "a 1 is re-rolled once" in text      # the rule's text
    rolls = [i for i in range(w.log_panel.count()) if w.log_panel.item(i).data(Qt.ItemDataRole.UserRole).roll]
    assert rolls
    w.rules_panel.show_welcome()
    item = w.log_panel.item(rolls[0])
    rect = w.log_panel.visualItemRect(item)
    qtbot.mouseClick(w.log_panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "Roll for score" in w.rules_panel.toPlainText()


def test_secret_events_only_for_their_seat(qtbot, fake):
    w = make_window(qtbot, fake)
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "roll"))
    texts = [w.log_panel.item(i).text() for i in range(w.log_panel.count())]
    assert any("Your secret" in t for t in texts)        # player 1 sees their own secret
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "end_turn"))
    w.curtain.button.click()
    texts = [w.log_panel.item(i).text() for i in range(w.log_panel.count())]
    assert not any("Your secret" in t for t in texts)    # player 2 does not see it


def test_actions_panel_click_applies(qtbot, fake):
    w = make_window(qtbot, fake)
    items = w.actions_panel.action_items()
    end = next(i for i in items if i.data(0, Qt.ItemDataRole.UserRole).kind == "end_turn")
    w.actions_panel.scrollToItem(end)
    rect = w.actions_panel.visualItemRect(end)
    qtbot.mouseClick(w.actions_panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.match.cursor == 1
    assert w.match.state.seat == 1


def test_curtain_between_two_humans_hides_secrets(qtbot, fake):
    w = make_window(qtbot, fake)
    assert not w.curtain.isVisible()
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "end_turn"))
    assert w.curtain.isVisible()
    assert "Pass to Player 2" in w.curtain.title.text()
    assert w.curtain.geometry() == w.rect()
    # while covered: no secrets in the panels, no actions, figures cannot be lifted
    secret_1, secret_2 = w.match.state.hands[0][0], w.match.state.hands[1][0]
    assert "Secret" not in w.seats_panel.toPlainText()
    assert not w.actions_panel.isEnabled()
    assert not w.board_input.can_lift(w.scene.figures["b1"])
    qtbot.mouseClick(w.curtain.button, Qt.MouseButton.LeftButton)
    assert not w.curtain.isVisible()
    seats_text = w.seats_panel.toPlainText()
    assert f"Secret{secret_2}" in seats_text.replace("\t", "").replace(" ", "").replace("\n", "") or \
        str(secret_2) in seats_text
    assert "hidden" in seats_text      # player 1's secret stays hidden from player 2
    assert w.board_input.can_lift(w.scene.figures["b1"])
    del secret_1


def test_no_curtain_against_the_computer(qtbot, fake):
    w = make_window(qtbot, fake, seats=("human", "ai"))
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "end_turn"))
    qtbot.waitUntil(lambda: w.match.to_move() == 0 or w.match.outcome() is not None, timeout=10000)
    assert not w.curtain.isVisible()


def test_computer_plays_without_freezing(qtbot, fake):
    w = make_window(qtbot, fake, seats=("ai", "ai"), delay=5, target=8)
    qtbot.waitUntil(lambda: w.match.outcome() is not None, timeout=20000)
    assert w.banner.isVisible()
    assert "wins" in w.banner.text.text()
    assert "reached 8 points" in w.banner.text.text()


def test_computer_turn_leaves_the_gui_responsive(qtbot, fake):
    import time

    class SlowAgent(RandomAgent):
        def choose(self, game, view, seat, seed):
            time.sleep(0.3)
            return super().choose(game, view, seat, seed)

    window = MainWindow(agent_factory=lambda level: SlowAgent(), computer_delay_ms=0, autosave=False)
    qtbot.addWidget(window)
    window.show()
    match = Match(fake, fake.options(players=2), 5, seats=[SeatSpec("ai", "easy"), SeatSpec("human")])
    window.open_match(match)
    assert window.controller.thinking
    ticks = []
    from PySide6.QtCore import QTimer
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    qtbot.waitUntil(lambda: window.match.cursor >= 1, timeout=5000)
    timer.stop()
    assert len(ticks) >= 5            # the event loop kept running while the computer thought
    assert not window.actions_panel.isEnabled() or window.match.to_move() == 1


def test_undo_against_the_computer_returns_to_the_humans_decision(qtbot, fake):
    w = make_window(qtbot, fake, seats=("human", "ai"), seed=11)
    drag(qtbot, w, "a1", "n")
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "end_turn"))
    qtbot.waitUntil(lambda: w.match.to_move() == 0 or w.match.outcome() is not None, timeout=10000)
    # (seed 11: the computer's turn reveals no chance and does not win, so undo may reach the human's move)
    assert w.match.outcome() is None and w.controller.can_undo()
    w.undo()
    assert w.match.to_move() == 0
    assert w.match.cursor == 1


def test_autosave_after_every_action(qtbot, fake):
    from desktop import paths
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    data = json.loads(paths.autosave_path().read_text(encoding="utf-8"))
    assert data["game"] == "fake" and len(data["actions"]) == 1


def test_save_and_open(qtbot, fake, tmp_path):
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    path = tmp_path / "game.json"
    assert w.files.save_to(path)
    w2 = make_window(qtbot, fake)
    assert w2.files.open_file(path)
    assert w2.match.state.pos["a1"] == "n"
    assert w2.scene.figures["a1"].node == "n"
    w2.undo()
    assert w2.match.state.pos["a1"] == "nw"


@pytest.mark.parametrize("content, words", [
    ('{"format": "realms-table-save", "format_version": 1, "game": "fake", ', "truncated"),
    ('{"format": "realms-table-save", "format_version": 1, "game": "fake", "opt', "damaged"),
    ('{"format": "something-else"}', "not a Realms Table save"),
    ('{"format": "realms-table-save", "format_version": 99, "game": "fake"}', "newer"),
    ("\x00\x01binary", "not"),
])
def test_opening_a_damaged_save_shows_the_message_and_changes_nothing(qtbot, fake, tmp_path, monkeypatch,
                                                                      content, words):
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "n")
    before = (w.match, w.match.cursor)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append(text))
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert not w.files.open_file(path)
    assert shown and words in shown[0]
    assert (w.match, w.match.cursor) == before
    assert path.read_text(encoding="utf-8") == content


def test_pan_and_zoom(qtbot, fake):
    w = make_window(qtbot, fake)
    zoom = w.view.zoom()
    w.view.zoom_by(2.0)
    assert w.view.zoom() == pytest.approx(zoom * 2)
    bar = w.view.horizontalScrollBar()
    before = bar.value()
    vp = w.view.viewport()
    start = QPoint(vp.width() // 2, 10)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(60, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 0))
    assert bar.value() != before
    w.menus.act_fit.trigger()
    assert w.view.zoom() == pytest.approx(zoom, rel=0.05)


def test_solo_practice_may_undo_past_a_roll(qtbot, fake):
    w = make_window(qtbot, fake, seats=("human", "ai"))
    w.controller.play(next(a for a in w.game.legal_actions(w.match.state) if a.kind == "roll"))
    assert not w.controller.can_undo()
    w.menus.act_free_undo.setChecked(True)
    assert w.controller.can_undo()
    w.undo()
    assert w.match.cursor == 0
    w.menus.act_free_undo.setChecked(False)


def test_help_rules_shows_the_rules_text(qtbot, fake):
    w = make_window(qtbot, fake)
    w.show_rules()
    assert "neighbouring place" in w._rules_window.toPlainText()
    w._rules_window.close()


def test_pressing_an_opponents_figure_says_why(qtbot, fake):
    w = make_window(qtbot, fake)
    vp = w.view.viewport()
    start = view_point(w, w.scene.figures["b1"].pos())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start)
    assert w.view.dragging is None
    assert "belongs to Player 2" in w.statusBar().currentMessage()
    assert w.match.cursor == 0


def test_wheel_zooms(qtbot, fake):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    w = make_window(qtbot, fake)
    before = w.view.zoom()
    vp = w.view.viewport()
    centre = QPointF(vp.width() / 2, vp.height() / 2)
    event = QWheelEvent(centre, vp.mapToGlobal(centre), QPoint(0, 0), QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    w.view.wheelEvent(event)
    assert w.view.zoom() > before * 1.3
    assert not w.view.auto_fit


def test_a_refusal_goes_away_once_a_move_succeeds(qtbot, fake):
    """'Not allowed' stays only until the next action is played: then it would be a stale warning."""
    w = make_window(qtbot, fake)
    drag(qtbot, w, "a1", "se")                      # refused: not next to it
    assert w.rules_panel.current[0] == "illegal" and "Not allowed" in w.rules_panel.toPlainText()
    drag(qtbot, w, "a1", "n")                       # a legal move
    assert w.match.cursor == 1
    assert "Not allowed" not in w.rules_panel.toPlainText() and "is not next to" not in w.rules_panel.toPlainText()
    drag(qtbot, w, "a2", "s")                       # refused again (one move a turn), then taken back by undo
    assert "Not allowed" in w.rules_panel.toPlainText()
    w.undo()
    assert "Not allowed" not in w.rules_panel.toPlainText()


def test_undo_and_redo_are_greyed_out_when_there_is_nothing_to_take_back(qtbot, fake):
    w = make_window(qtbot, fake)
    assert not w.menus.act_undo.isEnabled() and not w.menus.act_redo.isEnabled()      # a new game
    drag(qtbot, w, "a1", "n")
    assert w.menus.act_undo.isEnabled() and not w.menus.act_redo.isEnabled()
    w.menus.act_undo.trigger()
    assert not w.menus.act_undo.isEnabled() and w.menus.act_redo.isEnabled()
    w.menus.act_redo.trigger()
    assert w.menus.act_undo.isEnabled() and not w.menus.act_redo.isEnabled()
    w.controller.play(next(a for a in fake.legal_actions(w.match.state) if a.kind == "roll"))
    assert not w.menus.act_undo.isEnabled() and "cannot be taken back" in w.menus.act_undo.toolTip()   # a roll shown
    w.open_match(Match(fake, fake.options(players=2), 4, seats=[SeatSpec("human"), SeatSpec("human")]))
    assert not w.menus.act_undo.isEnabled() and not w.menus.act_redo.isEnabled()      # a new game again


def test_open_or_new_while_a_game_runs_says_it_is_kept_and_keeps_it(qtbot, fake):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    from desktop import kept
    from engines.core.saves import load_save
    w = make_window(qtbot, fake, seats=("human", "ai"))
    w.controller.set_paused(True)
    assert kept.note(w.controller) == ""                 # nothing played yet: nothing to keep
    drag(qtbot, w, "a1", "n")
    line = kept.note(w.controller)
    assert "in progress is kept" in line and str(kept.kept_folder()) in line
    seen = []

    def read_and_cancel():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, read_and_cancel)
            return
        seen.append([lab.text() for lab in dialog.findChildren(QLabel, "KeptNote") if lab.isVisible()])
        dialog.reject()
    for command in (w.files.open_dialog, w.new_game_dialog):
        QTimer.singleShot(0, read_and_cancel)
        command()
    assert seen == [[line], [line]]                       # one short line in each dialog
    assert w.match.cursor == 1                           # cancelled: the game goes on
    before = set(kept.kept_folder().glob("*.rtsave")) if kept.kept_folder().exists() else set()
    w.open_match(Match(fake, fake.options(players=2), 5, seats=[SeatSpec("human"), SeatSpec("ai", "easy")]))
    written = set(kept.kept_folder().glob("*.rtsave")) - before
    assert len(written) == 1
    assert load_save(written.pop()).cursor == 1           # the game in progress, as it was
    assert "kept" in w.statusBar().currentMessage()


def test_a_figure_that_may_not_move_says_the_engines_reason(qtbot):
    """A click on (or a press of) a hero that has moved already: the engine's sentence, not a generic one."""
    import random

    from engines.core import get_game
    heroes = get_game("heroes")
    match = Match(heroes, heroes.options(players=2), 4, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    rng = random.Random(2)
    while not (match.to_move() == 0 and match.state.moved and match.state.phase != "draw"):
        legal = heroes.legal_actions(match.state)
        moves = [a for a in legal if a.kind == "move"] if match.to_move() == 0 else []
        match.play(rng.choice(moves or legal))
    w = shown_window(qtbot, (1400, 900), RandomAgent)
    w.open_match(match)
    w.controller.set_paused(True)
    hero = sorted(match.state.moved)[0]
    w.board_input.figure_clicked(hero)
    name = match.state.board.hero[hero].name
    assert w.statusBar().currentMessage() == f"{name} has already moved this turn."


def test_an_event_taken_back_by_undo_leaves_the_rules_panel(qtbot, fake):
    from engines.core import Event
    w = make_window(qtbot, fake, seats=("human", "ai"))
    w.controller.set_paused(True)
    w.menus.act_free_undo.setChecked(True)                   # solo practice: a roll may be taken back
    w.controller.play(next(a for a in fake.legal_actions(w.match.state) if a.kind == "roll"))
    shown = w.rules_panel.current
    assert isinstance(shown, Event) and shown.roll is not None
    w.undo()
    assert w.match.cursor == 0 and w.rules_panel.current is not shown


@pytest.mark.parametrize("game_id", ["heroes", "waterdeep", "war_of_the_ring"])
def test_each_games_refusal_names_its_reason_and_rule_and_goes_after_a_move(qtbot, game_id):
    """A drop with no action there: the engine's (or the game's) own reason and its rule's section in
    the rules panel — never a sentence of the window's — and it goes once a move is played."""
    import random

    from engines.core import Illegal, get_game
    from engines.core.rules import rule_section
    game = get_game(game_id)
    w = shown_window(qtbot, (1366, 768), RandomAgent)
    w.open_match(Match(game, game.options(players=2), 3, seats=[SeatSpec("human"), SeatSpec("ai", "easy")]))
    w.controller.set_paused(True)
    rng = random.Random(3)
    refused = None
    for _ in range(200):
        s, seat = w.match.state, w.controller.to_move()
        if seat == 0:
            for item in w.scene.figures.values():
                if not w.board_input.can_lift(item):
                    continue
                for node in rng.sample(sorted(w.scene.nodes), min(12, len(w.scene.nodes))):
                    verdict = w.adapter.drop_action(s, item.id, node)
                    if node != item.node and isinstance(verdict, Illegal):
                        refused = (item.id, node, verdict)
                        break
                if refused:
                    break
        if refused:
            break
        w.controller.play(rng.choice(game.legal_actions(s)))
    assert refused, "no refused drop found"
    figure, node, verdict = refused
    w.board_input.figure_dropped(figure, node)
    text = w.rules_panel.toPlainText()
    assert "Not allowed" in text and verdict.reason in text
    assert verdict.rule and rule_section(game_id, verdict.rule)[0] in text    # the right rule, by name
    assert "That figure cannot" not in text and "That is not something you can do now" not in text
    w.controller.play(next(iter(game.legal_actions(w.match.state))))
    assert "Not allowed" not in w.rules_panel.toPlainText()

"""The skirmish table tried as a new user would, in the main window at 1366×768: a whole clash against the
computer, the person's warband dragged from its tray into its deployment zone, walked, charged and shot with the
mouse (the actions panel and the pinned "End moving" / "End shooting" buttons for the rest), the computer playing
its turns through the real worker, until the game-over; and a hot-seat game from deployment to victory, saved to
a file midway, the window closed, the save reopened in a new window at the very same position and played out.
On the way no figure is lost or doubled and no two bases overlap; the rules panel explains the priority roll,
the rolls to hit and to wound and the fights in words, with no internal identifier."""
from __future__ import annotations

import math
import re
from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.games.skirmish_art import K
from engines.ai import make_agent
from engines.core import SeatSpec, get_game
from engines.skirmish import world
from tests.desktop_helpers import shown_window

INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
GESTURES = ("deploy", "move", "charge", "shoot", "fight")


@pytest.fixture(scope="module")
def game():
    return get_game("skirmish")


def carry(qtbot, w, figure_id, to: QPointF) -> None:
    """Press a figure, carry it to the scene point `to` in a few moves, and let go there."""
    vp = w.view.viewport()
    item = w.scene.figures[figure_id]
    start = w.view.mapFromScene(item.pos())
    end = w.view.mapFromScene(to)
    assert vp.rect().contains(start) and vp.rect().contains(end), "the whole table shows at 1366×768"
    assert w.scene.figure_at(w.view.mapToScene(start)) is item
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in (0.3, 0.7, 1.0):
        qtbot.mouseMove(vp, start + (end - start) * k)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot, w, figure_id) -> None:
    item = w.scene.figures[figure_id]
    at = w.view.mapFromScene(item.pos())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def gesture(qtbot, w, choice) -> bool:
    """Play `choice` with the mouse where a person would: a figure carried to its spot (a little short of it, as
    a hand would put it: the offered spots are at the very edge of the reach) or onto its target, a fighter
    clicked. False when there is no such gesture for it."""
    s = w.match.state
    k = choice.kind
    if k == "deploy":
        carry(qtbot, w, choice["figure"], QPointF(choice["x"] * K, choice["y"] * K))
    elif k == "move":
        f = s.figure(choice["figure"])
        d = math.hypot(choice["x"] - f.x, choice["y"] - f.y)
        short = max(0.0, 1 - 0.6 / d) if d > 0 else 0.0
        to = (f.x + (choice["x"] - f.x) * short, f.y + (choice["y"] - f.y) * short)
        carry(qtbot, w, f.id, QPointF(to[0] * K, to[1] * K))
    elif k in ("charge", "shoot"):
        g = s.figure(choice["target"])
        carry(qtbot, w, choice["figure"], QPointF(g.x * K, g.y * K))
    elif k == "fight":
        click(qtbot, w, choice["figure"])
    else:
        return False
    return True


def by_panel(qtbot, w, choice) -> None:
    """The pinned button for the end of a phase, else the choice's row in the actions panel."""
    if choice.kind in ("end_move", "end_shoot") and w.pinned_button.isVisible():
        assert w.pinned_button.text() in ("End moving", "End shooting"), w.pinned_button.text()
        qtbot.mouseClick(w.pinned_button, Qt.MouseButton.LeftButton)
        return
    item = next(i for i in w.actions_panel.action_items() if i.data(0, Qt.ItemDataRole.UserRole) == choice)
    w.actions_panel.itemClicked.emit(item, 0)


def human_turn(qtbot, w, captain, stats: Counter, gestures: bool = True) -> None:
    """The person decides as the Normal captain would and plays it with the mouse on the table when there is a
    gesture for it (else, or when the table refused the gesture, from the panel). With `gestures` off the mouse
    still places every figure and plays the first action of each kind."""
    s = w.match.state
    seat = w.controller.to_move()
    choice = captain.choose(w.game, w.game.view(s, seat), seat, w.match.cursor)
    before = w.match.cursor
    first = stats[choice.kind + " by the mouse"] == 0
    if (gestures or first or choice.kind == "deploy") and gesture(qtbot, w, choice):
        if w.match.cursor == before + 1:
            played = w.match.steps[-1].action
            stats[played.kind + " by the mouse"] += 1
            assert played.kind == choice.kind or {played.kind, choice.kind} <= {"move", "jump"}, (played, choice)
            return
        stats[choice.kind + " refused on the table"] += 1
        assert w.match.cursor == before, "a refused drop plays nothing"
    by_panel(qtbot, w, choice)
    assert w.match.cursor == before + 1, w.statusBar().currentMessage()
    stats[choice.kind + " from the panel"] += 1


def check_table(s, total: dict[int, int]) -> None:
    """Every figure is on the table, in its tray waiting or fallen, once; no two standing bases overlap."""
    for side in (0, 1):
        mine = [f for f in s.figures if f.side == side]
        on, fallen, waiting = (sum(not f.removed and f.deployed for f in mine), sum(f.removed for f in mine),
                               sum(not f.deployed and not f.removed for f in mine))
        assert on + fallen + waiting == total[side] == len({f.id for f in mine})
    standing = s.on_table()
    for i, a in enumerate(standing):
        for b in standing[i + 1:]:
            gap = math.hypot(a.x - b.x, a.y - b.y) - world.kind(a).base_radius - world.kind(b).base_radius
            assert gap > -0.05, (a.name, a.at(), b.name, b.at())


def explained_in_words(qtbot, w) -> set[str]:
    """Click the log's rolls: the rules panel says each in words (no identifier); the rules of those shown."""
    shown: set[str] = set()
    wanted = {"priority", "shooting", "desperate-shot", "wounding", "fighting"}
    log = w.log_panel
    for i in range(log.count()):
        event = log.item(i).data(Qt.ItemDataRole.UserRole)
        if event.roll is None or event.roll.rule not in wanted or event.roll.rule in shown:
            continue
        log.itemClicked.emit(log.item(i))
        text = w.rules_panel.toPlainText()
        assert text.strip() and not INTERNAL.search(text), (event.roll.rule, INTERNAL.findall(text))
        shown.add(event.roll.rule)
    return shown


def position(s) -> dict:
    """Everything a state holds but its dice to come (a save holds no seed: a reopened game rolls afresh)."""
    return {name: getattr(s, name) for name in s.__slots__ if name != "rng"}


def play_out(qtbot, w, captain, stats, total, until=None, gestures_until=10**9) -> None:
    for _ in range(3000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=30000)
        check_table(w.match.state, total)
        if w.match.outcome() is not None or (until is not None and until(w)):
            return
        if w.covered:
            w.curtain.button.click()
            continue
        human_turn(qtbot, w, captain, stats, gestures=w.match.state.turn <= gestures_until)


@pytest.mark.qt_log_ignore("does not support raise")
def test_a_clash_against_the_computer_from_the_trays_to_the_game_over(qtbot, game):
    w = shown_window(qtbot, (1366, 768), lambda: make_agent("normal"))
    options = game.options(scenario="clash")
    assert w.start_game(game, options, 1, [SeatSpec("human"), SeatSpec("ai", "normal")])
    w.scene.animate = False
    w.view.fit_to_window()
    total = Counter(f.side for f in w.match.state.figures)
    stats: Counter = Counter()
    play_out(qtbot, w, game.agent_for("normal"), stats, total)
    o = w.match.outcome()
    assert o is not None and o.reason
    assert w.banner.isVisible()
    assert stats["deploy by the mouse"] == total[0], stats          # every figure of the person's from its tray
    for kind in ("move", "charge", "shoot"):
        assert stats[kind + " by the mouse"] >= 1, stats
    assert any(st.action.seat == 1 for st in w.match.steps)           # the computer played its turns
    assert explained_in_words(qtbot, w) >= {"priority", "shooting", "wounding", "fighting"}


@pytest.mark.qt_log_ignore("does not support raise")
def test_a_hot_seat_clash_saved_closed_reopened_and_won(qtbot, game, tmp_path):
    w = shown_window(qtbot, (1366, 768))
    options = game.options(scenario="clash")
    assert w.start_game(game, options, 2, [SeatSpec("human"), SeatSpec("human")])
    w.scene.animate = False
    total = Counter(f.side for f in w.match.state.figures)
    stats: Counter = Counter()
    captain = game.agent_for("normal")
    play_out(qtbot, w, captain, stats, total, until=lambda w: w.match.state.turn >= 3, gestures_until=2)
    assert w.match.outcome() is None, "the game went on past the save"
    path = tmp_path / "skirmish-hotseat.rtsave"
    assert w.files.save_to(path)
    state, cursor = w.match.state, w.match.cursor
    w.close()
    w2 = shown_window(qtbot, (1366, 768))
    assert w2.files.open_file(path)
    w2.scene.animate = False
    assert w2.match.cursor == cursor
    assert position(w2.match.state) == position(state), "the reopened game is at the very same position"
    play_out(qtbot, w2, captain, stats, total, gestures_until=2)
    o = w2.match.outcome()
    assert o is not None and o.reason and w2.banner.isVisible()
    for kind in ("deploy", "move", "charge", "shoot"):
        assert stats[kind + " by the mouse"] >= 1, sorted(stats.items())

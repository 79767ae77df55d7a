"""The skirmish table played with the mouse: a figure dragged from its tray into its deployment zone is placed
where it was dropped, and outside the zone it goes back with the reason; in the move phase a figure dragged a
few centimetres walks there, the way and the distance follow the cursor while it is carried, and a drop beyond
its reach is refused with the distance and the allowance; the right button measures; at 1366×768 the table
keeps most of the window, and every text on it reads (9 px at least) and none is an identifier."""
from __future__ import annotations

import math
import random
import re

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.board.legible import MIN_TEXT_PX
from desktop.games.skirmish_art import K
from engines.core import Match, SeatSpec, get_game
from tests.desktop_helpers import shown_window

INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


@pytest.fixture(scope="module")
def game():
    return get_game("skirmish")


def open_on(qtbot, game, state, size=(1366, 768)):
    w = shown_window(qtbot, size)
    match = Match(game, game.options(), 1, seats=[SeatSpec("human"), SeatSpec("human")])
    match.initial = state
    w.open_match(match)
    w.scene.animate = False
    return w


def carry(qtbot, w, figure_id, to: QPointF, release=True):
    """Press a figure, carry it to the scene point `to` in a few moves, and let go (or not)."""
    vp = w.view.viewport()
    item = w.scene.figures[figure_id]
    start = w.view.mapFromScene(item.pos())
    end = w.view.mapFromScene(to)
    assert w.scene.figure_at(w.view.mapToScene(start)) is item
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in (0.3, 0.7, 1.0):
        qtbot.mouseMove(vp, start + (end - start) * k)
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    return end


def deployed(game, seed=3):
    """A clash with every figure placed (each at the first spot offered), at the first move of the turn."""
    s = game.setup(game.options(), seed)
    rng = random.Random(seed)
    while s.phase != "move":
        actions = game.legal_actions(s)
        s, _ = game.apply(s, actions[0] if s.phase == "deploy" else rng.choice(actions))
    return s


def test_a_figure_is_placed_where_it_is_dropped_in_its_zone_and_refused_outside(qtbot, game):
    s = game.setup(game.options(), 3)
    w = open_on(qtbot, game, s)
    side = s.acting
    f = next(f for f in s.figures if f.side == side)
    zone = w.scene.board.node(f"zone_{'north' if side == 0 else 'south'}")
    xs, ys = [p[0] for p in zone.polygon], [p[1] for p in zone.polygon]
    inside = QPointF((min(xs) + max(xs)) / 2 + 37, (min(ys) + max(ys)) / 2)
    carry(qtbot, w, f.id, inside)
    placed = w.controller.state.figure(f.id)
    assert placed.deployed
    assert math.hypot(placed.x * K - inside.x(), placed.y * K - inside.y()) < 0.3 * K   # within a few mm
    # the other warband's figure dropped in the middle of the table: back to its tray, with the reason
    other = next(g for g in w.controller.state.figures if g.side != side and not g.deployed)
    carry(qtbot, w, other.id, QPointF(60 * K, 60 * K))
    assert not w.controller.state.figure(other.id).deployed
    assert "deployment zone" in w.statusBar().currentMessage()


def test_a_walk_follows_the_cursor_and_a_drop_too_far_is_refused_with_the_distance(qtbot, game):
    s = deployed(game)
    w = open_on(qtbot, game, s)
    side = s.acting
    f = next(f for f in s.on_table(side))
    toward = 1 if f.y < 60 else -1
    target = QPointF(f.x * K, (f.y + toward * 5) * K)
    carry(qtbot, w, f.id, target, release=False)
    shown = [item.text for item in w.scene.marks_shown.get("drag", []) if hasattr(item, "text")]
    assert shown and "5.0 of" in shown[0], shown   # the distance and the allowance, while it is carried
    assert w.scene.marks_shown.get("area"), "the reachable ground is drawn while a figure is carried"
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(target))
    moved = w.controller.state.figure(f.id)
    assert abs(moved.y - (f.y + toward * 5)) < 0.05 and moved.moved
    # another figure, carried three times its Move away: it stays, and the message says how far it may go
    g = next(g for g in w.controller.state.on_table(side) if not g.moved)
    far = QPointF(g.x * K, (g.y + toward * 60) * K)
    carry(qtbot, w, g.id, far)
    assert not w.controller.state.figure(g.id).moved
    assert "cm" in w.statusBar().currentMessage() and "can move" in w.statusBar().currentMessage()


def test_the_right_button_measures_between_two_points(qtbot, game):
    w = open_on(qtbot, game, deployed(game))
    vp = w.view.viewport()
    a, b = w.view.mapFromScene(QPointF(10 * K, 10 * K)), w.view.mapFromScene(QPointF(40 * K, 50 * K))
    qtbot.mousePress(vp, Qt.MouseButton.RightButton, pos=a)
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, Qt.MouseButton.RightButton, pos=b)
    measured = math.hypot(*(w.view.mapToScene(b) - w.view.mapToScene(a)).toTuple()) / K
    assert f"{measured:.1f} cm" in w.statusBar().currentMessage()
    assert abs(measured - 50.0) < 0.6


def test_the_table_fills_most_of_a_laptop_screen_and_every_text_on_it_reads(qtbot, game):
    w = open_on(qtbot, game, deployed(game))
    w.view.fit_to_window()
    assert w.view.width() >= 0.6 * 1366
    scale = w.view.zoom()
    texts = w.scene.texts_on_screen(scale)
    assert texts
    small = [(t, round(px, 1)) for t, px, _ in texts if px < MIN_TEXT_PX - 0.05]
    assert not small, small
    assert not [t for t, _px, _ in texts if INTERNAL.search(t)]


def test_a_shot_shows_its_range_modifiers_and_odds_before_the_drop(game):
    """The shoot phase: a bowman carried over a cowed enemy in front of it is told the distance, the weapon's
    range, the modifier for the cowed target and the odds to hit and to wound; dropped there, it shoots."""
    from desktop.games import adapter_for
    s = deployed(game).clone()
    bow = next(f for f in s.figures if f.side == 0 and world_kind(f).shoot is not None)
    foe = next(f for f in s.figures if f.side == 1)
    for f in s.figures:         # everyone else well out of the way
        if f is not bow and f is not foe:
            f.x, f.y = (8.0 + 7 * (int(f.id[1:]) % 8), 4.0 if f.side == 0 else 116.0)
    bow.x, bow.y, bow.facing = 8.0, 40.0, 90.0
    foe.x, foe.y, foe.cowed = 8.0, 50.0, True          # 10 cm straight ahead, down the clear lane
    s.phase, s.acting, s.ask = "shoot", 0, None
    for f in s.figures:
        f.moved = f.shot = f.ran = f.spent = False
    ad = adapter_for(game)
    hint = ad.drag_hint(s, bow.id, (foe.x * K, foe.y * K), foe.id)
    assert hint is not None and hint.ok, hint
    assert "to hit" in hint.text and "to wound" in hint.text and "+1" in hint.text, hint.text
    assert "cm of" in hint.text
    action = ad.drop_at(s, bow.id, (foe.x * K, foe.y * K), foe.id)
    assert getattr(action, "kind", None) == "shoot" and action["target"] == foe.id, action
    # dropped on empty ground it is refused with a sentence
    refused = ad.drop_at(s, bow.id, (60 * K, 60 * K), None)
    assert not hasattr(refused, "kind") and "enemy" in refused.reason


def world_kind(f):
    from engines.skirmish import world
    return world.kind(f)

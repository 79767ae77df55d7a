"""A table everyone can read: for each game, the seats' colours as drawn on the board stay apart for normal
sight and under deuteranopia, protanopia and tritanopia (desktop/colour_vision.py, Machado et al. 2009), and
each seat's figures wear a shape mark of their own (desktop/seat_marks.py), so no seat is told by colour alone."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.board.pictures import SHARPEN
from desktop.colour_vision import DEFICIENCIES, SAFE_DELTA_E, closest_pair, delta_e, hex_rgb, seen_apart, simulate
from desktop.seat_marks import MARK_CHARS, SAFE_PALETTE, SEAT_MARKS, seat_mark
from engines.core import Match, SeatSpec, get_game
from tests.desktop_helpers import shown_window

EYES = ("normal", *DEFICIENCIES)
#: game id, its players on the board and its options (a skirmish of two warbands whose own colours merge for
#: deuteranopia: the second takes a safe colour)
GAMES = [
    ("heroes", 4, {}),
    ("waterdeep", 6, {}),
    ("war_of_the_ring", 2, {}),
    ("quest", 5, {}),
    ("skirmish", 2, {"warbands": ["westfold_riders", "moria_goblins"]}),
]
#: the smallest ΔE measured per game and eye (printed at the end with -s)
MEASURED: dict[str, dict[str, float]] = {}


def test_the_simulations_are_machados():
    """Known values: white and black stay, pure red turns dark yellow-brown for a protanope, the rows of each
    matrix add up to one (a grey stays grey) and pure red and green merge for both red-green deficiencies."""
    for eye in DEFICIENCIES:
        assert simulate((255, 255, 255), eye) == (255, 255, 255)
        assert simulate((0, 0, 0), eye) == (0, 0, 0)
        grey = simulate((128, 128, 128), eye)
        assert max(abs(c - 128) for c in grey) <= 1
    r, g, b = simulate((255, 0, 0), "protanopia")
    assert r > b and g > b and r < 140
    assert delta_e(simulate((200, 60, 40), "deuteranopia"), simulate((80, 130, 40), "deuteranopia")) < 25
    assert delta_e("#000000", "#ffffff") == pytest.approx(100, abs=0.01)


def test_the_safe_palette_stays_apart_for_every_eye():
    for n in range(2, len(SAFE_PALETTE) + 1):
        for eye in EYES:
            assert closest_pair(SAFE_PALETTE[:n], eye)[0] > SAFE_DELTA_E, (n, eye)
    assert len(set(SEAT_MARKS)) == len(SEAT_MARKS) == len(SAFE_PALETTE)
    assert set(MARK_CHARS) == set(SEAT_MARKS)


def _open(qtbot, game_id: str, players: int, options: dict):
    game = get_game(game_id)
    opts = (game.full_table_options() if players == game.max_players else game.options(players=players))
    opts = opts.model_copy(update=options) if options else opts
    seats = [SeatSpec("human")] + [SeatSpec("ai", "easy")] * (players - 1)
    w = shown_window(qtbot, (1366, 768))
    w.open_match(Match(game, opts, 5, seats=seats))
    w.controller.set_paused(True)
    w.scene.animate = False
    return w


def _board_image(scene, source: QRectF, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(0, 0, size, size), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    return image


def _drawn_seat_colour(scene, items, want: str) -> tuple[int, int, int] | None:
    """The seat's colour as the board draws it: the middle of a figure's mark, rendered from the scene (other
    figures lying over it may hide it: the first figure whose mark shows)."""
    for item in items:
        place = item.mark_place()
        assert place is not None
        centre, r = item.mapToScene(place[0]), place[1]
        image = _board_image(scene, QRectF(centre - QPointF(r, r), centre + QPointF(r, r)), 33)
        c = QColor(image.pixel(16, 16))
        rgb = (c.red(), c.green(), c.blue())
        if delta_e(rgb, want) < 6:
            return rgb
    return None


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_each_games_seats_stay_apart_and_wear_their_own_marks(qtbot, monkeypatch, game_id, players, options):
    monkeypatch.setattr(SHARPEN, "on", False)    # each zoom's pictures drawn sharp at once, no stand-ins
    w = _open(qtbot, game_id, players, options)
    scene, adapter = w.scene, w.adapter
    by_seat: dict[int, list] = {}
    for item in scene.figures.values():
        if item.figure.seat is not None and item.mark is not None and item.isVisible():
            by_seat.setdefault(item.figure.seat, []).append(item)
    # every seat's figures wear the seat's mark, a different one for each seat
    on_board = sorted(by_seat)
    assert len(on_board) == players, (game_id, on_board)
    for seat, items in by_seat.items():
        assert {item.mark for item in items} == {seat_mark(seat)}
    assert len({seat_mark(s) for s in on_board}) == len(on_board)
    # the seats' colours as drawn: the marks' fill, sampled from the rendered board
    drawn = {}
    for seat, items in by_seat.items():
        want = adapter.seat_colour(seat)
        rgb = _drawn_seat_colour(scene, sorted(items, key=lambda i: -i.zValue()), want)
        assert rgb is not None, (game_id, seat, "no mark of this seat shows its colour")
        drawn[seat] = rgb
    # the whole board renders too (what tools/colour_blind.py turns into its simulations)
    whole = _board_image(scene, scene.sceneRect(), 256)
    assert len({whole.pixel(x, y) for x in range(0, 256, 16) for y in range(0, 256, 16)}) > 4
    # ... apart for every eye
    measured = {}
    for eye in EYES:
        seen = {seat: simulate(rgb, eye) for seat, rgb in drawn.items()}
        gaps = {(a, b): delta_e(seen[a], seen[b]) for a, b in itertools.combinations(sorted(seen), 2)}
        worst = min(gaps, key=gaps.__getitem__)
        measured[eye] = round(gaps[worst], 1)
        assert gaps[worst] > SAFE_DELTA_E, (game_id, eye, worst, gaps[worst])
    MEASURED[game_id] = measured
    # the adapter's colours for the most players the game seats stay apart too (War of the Ring's team game)
    game = get_game(game_id)
    full = [adapter.seat_colour(s) for s in range(game.max_players)]
    assert min(seen_apart(a, b) for a, b in itertools.combinations(full, 2)) > SAFE_DELTA_E
    # an owner's mark beside a place's name wears its seat's shape too
    seat_of = {adapter.seat_colour(s).lower(): s for s in reversed(range(players))}
    for disc in scene.marks.values():
        if disc.fill.lower() in seat_of:
            assert disc.mark == seat_mark(seat_of[disc.fill.lower()])
    # the seats panel shows each seat's mark beside its name
    text = w.seats_panel.toPlainText() if hasattr(w, "seats_panel") else ""
    if text:
        for seat in on_board:
            assert MARK_CHARS[seat_mark(seat)] in text
    w.close()


def test_a_skirmish_keeps_its_warbands_colours_when_they_stay_apart(qtbot):
    from engines.skirmish.data import load_data
    w = _open(qtbot, "skirmish", 2, {"warbands": ["ithilien_rangers", "moria_goblins"]})
    data = load_data()
    assert w.adapter.seat_colour(0) == data.warband("ithilien_rangers").colour
    assert w.adapter.seat_colour(1) == data.warband("moria_goblins").colour
    w.close()
    w = _open(qtbot, "skirmish", 2, {"warbands": ["westfold_riders", "moria_goblins"]})
    assert w.adapter.seat_colour(0) == data.warband("westfold_riders").colour
    assert w.adapter.seat_colour(1) in SAFE_PALETTE
    assert seen_apart(w.adapter.seat_colour(0), w.adapter.seat_colour(1)) > SAFE_DELTA_E


def test_the_seat_colours_are_plain_colours():
    for colour in SAFE_PALETTE:
        assert len(hex_rgb(colour)) == 3


def teardown_module(module):
    for game_id, measured in MEASURED.items():
        print(f"\n{game_id}: smallest ΔE between seats, as drawn: {measured}")

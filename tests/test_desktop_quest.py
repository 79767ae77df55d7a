"""The quest played from the board: a card dragged onto a line moves its marker; a card that fits nowhere, or a
second white card, snaps back with the engine's reason; a click on the tile stack reveals a tile; an event is
paid by dragging a card onto it; the leftmost foe is fought by a click; the Ring goes onto a line; and at
1366×768 the board keeps most of the window, every text on it reads (9 px at least) and none is an identifier."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from quest_helpers import act, at

from desktop.board.legible import MIN_TEXT_PX
from engines.core import Match, SeatSpec, get_game
from tests.desktop_helpers import click_figure, drag, shown_window

FRODO, SAM = 0, 1
INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+\.(white|grey)\.\d+\b")


@pytest.fixture(scope="module")
def game():
    return get_game("quest")


def open_on(qtbot, game, state, size=(1500, 950), humans=(FRODO,)):
    """A window playing `state`: the seats in `humans` are people, the others computers (paused)."""
    w = shown_window(qtbot, size)
    seats = [SeatSpec("human") if i in humans else SeatSpec("ai", "easy") for i in range(state.players)]
    match = Match(game, game.options(players=state.players), 1, seats=seats)
    match.initial = state
    w.open_match(match)
    w.scene.animate = False
    w.controller.set_paused(True)
    return w


def playing(hands, tile="fighting.1", place="moria"):
    """Frodo (and Sam) at `place`, an activity tile revealed: Frodo may play cards."""
    s = at(place, players=2, hands=hands, tiles=[tile])
    act(s, "reveal")
    while s.ask is not None and s.ask.kind == "moment":
        act(s, "go_on")
    assert s.ask.kind == "play" and s.ask.seat == FRODO
    return s


def click_place(qtbot, w, node_id):
    node = w.scene.board.node(node_id)
    w.view.centerOn(node.pos[0], node.pos[1])
    at_ = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at_)


# -- cards onto lines -------------------------------------------------------------------------------------------

def test_a_card_dragged_onto_its_line_moves_the_marker(qtbot, game):
    s = playing([["hiding.grey.1", "travelling.grey.1"], []])
    w = open_on(qtbot, game, s)
    card = "card:hiding.grey.1"
    assert w.adapter.legal_targets(w.match.state, card) == {"line_1"}          # Moria: main, Hiding, Travelling
    assert w.scene.figures[card].draggable
    before = w.scene.figures["marker:line_1"].pos().x()
    drag(qtbot, w, card, "line_1")
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "play_card"
    assert w.match.state.markers["hiding"] == 1
    assert w.scene.figures["marker:line_1"].pos().x() > before
    assert card not in w.scene.figures


def test_a_card_that_fits_nowhere_snaps_back_with_the_engines_reason(qtbot, game):
    s = playing([["friendship.grey.1"], []])
    w = open_on(qtbot, game, s)
    card = "card:friendship.grey.1"
    assert w.adapter.legal_targets(w.match.state, card) == set()
    home = w.scene.figures[card].pos()
    drag(qtbot, w, card, "line_1")
    assert w.match.cursor == 0
    message = w.statusBar().currentMessage()
    assert "does not fit" in message and "Friendship" in message
    assert w.scene.figures[card].pos() == home
    assert "Friendship" in w.rules_panel.toPlainText()


def test_a_second_white_card_snaps_back(qtbot, game):
    s = at("moria", players=2, hands=[["hiding.white.1", "travelling.white.1"], []], tiles=["fighting.1"])
    s.hobbits[FRODO].id, s.hobbits[SAM].id = "sam", "frodo"      # a hobbit whose white cards are not jokers
    s.ask.seat = s.active = FRODO
    act(s, "reveal")
    act(s, "play_card", card="hiding.white.1", line="hiding")
    assert s.ask.kind == "play"
    w = open_on(qtbot, game, s)
    drag(qtbot, w, "card:travelling.white.1", "line_2")
    assert w.match.cursor == 0
    assert "white card" in w.statusBar().currentMessage()


# -- the tiles, paying, foes, the Ring -----------------------------------------------------------------------------

def test_a_click_on_the_tile_stack_reveals_a_tile(qtbot, game):
    s = at("moria", players=2, hands=[["hiding.grey.1"], []], tiles=["hiding.1"])
    assert s.ask.kind == "tiles"
    w = open_on(qtbot, game, s)
    assert "tiles" in w.scene.highlighted()
    click_place(qtbot, w, "tiles")
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "reveal"
    assert w.match.state.tiles_out and "tile_last" in w.scene.figures


def test_an_event_is_paid_by_dragging_a_card_onto_it(qtbot, game):
    s = at("moria", players=2, hands=[["friendship.grey.1", "hiding.grey.1"], ["joker.grey.1"]],
           tiles=["sundial.1"])
    act(s, "reveal")                      # the first event of Moria asks the group for Friendship and a joker
    assert s.ask.kind == "pay" and s.ask.seat == FRODO and s.event_pos == 1
    w = open_on(qtbot, game, s)
    card = "card:friendship.grey.1"
    assert w.adapter.legal_targets(w.match.state, card) == {"event_1"}
    drag(qtbot, w, card, "event_1")
    assert w.match.cursor == 1
    assert w.match.steps[0].action.kind == "give" and w.match.steps[0].action["item"] == "card:friendship.grey.1"
    assert "friendship.grey.1" not in w.match.state.hobbits[FRODO].hand


def test_the_leftmost_foe_is_fought_by_a_click(qtbot, game):
    s = playing([["fighting.grey.1", "fighting.grey.2", "hiding.grey.1"], []])
    s.foe_line = ["lagduf", "black_rider"]          # Lagduf (2 Fighting) leftmost, newest
    for f in s.foe_line:
        if f in s.foe_deck:
            s.foe_deck.remove(f)
    w = open_on(qtbot, game, s)
    assert w.scene.figures["foe:lagduf"].node == "foe_2" and w.scene.figures["foe:black_rider"].node == "foe_1"
    click_figure(qtbot, w, "foe:black_rider")          # not the leftmost: the reason
    assert w.match.cursor == 0 and "leftmost" in w.statusBar().currentMessage()
    click_figure(qtbot, w, "foe:lagduf")
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "fight"


def test_the_ring_is_dragged_onto_a_line(qtbot, game):
    from scripted import ScriptedRandom
    s = playing([["hiding.grey.1"], []])
    w = open_on(qtbot, game, s)
    w.match.chance.entropy = ScriptedRandom([1] * 10)
    assert w.adapter.legal_targets(w.match.state, "the_ring") == {"line_main", "line_1", "line_2"}
    drag(qtbot, w, "the_ring", "line_2")
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "ring"


# -- readable and secret --------------------------------------------------------------------------------------------

def laptop(qtbot, game, state):
    from tests.test_desktop_waterdeep_board import fresh_layout
    fresh_layout()
    w = open_on(qtbot, game, state, (1366, 768))
    w.resize(1366, 768)
    qtbot.wait(50)
    w.view.fit_to_window()
    qtbot.waitUntil(lambda: (QApplication.processEvents() or True) and not w.view._floor_timer.isActive()
                    and w.scene.floor == pytest.approx(w.view.zoom(), rel=0.005), timeout=3000)
    return w


def test_at_1366_by_768_the_board_is_big_and_every_text_reads_and_none_is_an_identifier(qtbot, game):
    s = playing([["hiding.grey.1", "travelling.white.1", "fire_brand", "aragorn", "joker.grey.1"],
                 ["fighting.grey.1"]], place="bree")
    s.foe_line = [f for f in ("lagduf", "mountain_trolls", "orcs_of_minas_morgul") if f in s.foe_deck]
    w = laptop(qtbot, game, s)
    assert w.view.width() >= 0.6 * w.width()
    texts = w.scene.texts_on_screen(w.view.zoom())
    assert len(texts) > 60
    small = [(t, round(px, 1)) for t, px, _item in texts if px < MIN_TEXT_PX - 0.05]
    assert not small
    words = {t for t, _px, _item in texts}
    assert {"Bree — scenario board", "Aragorn", "Fire Brand"} <= words
    found = [t for t, _px, _item in texts if INTERNAL.search(t)]
    assert not found


def test_the_board_shows_only_the_viewers_cards(qtbot, game):
    s = playing([["hiding.grey.1"], ["fighting.grey.1", "aragorn"]])
    w = open_on(qtbot, game, s, humans=(FRODO, SAM))
    w.covered = False
    w.viewer = FRODO
    w.refresh()
    cards = {f for f in w.scene.figures if f.startswith("card:")}
    assert cards == {"card:hiding.grey.1"}
    drawn = " ".join(t for t, _px, _item in w.scene.texts_on_screen(w.view.zoom() * 3))
    assert "Aragorn" not in drawn

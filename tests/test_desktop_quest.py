"""The quest played from the board: a card dragged onto a line moves its marker; a card that fits nowhere, or a
second white card, snaps back with the engine's reason; a click on the tile stack reveals a tile; an event is
paid by dragging a card onto it; the leftmost foe is fought by a click; the Ring goes onto a line; a gesture
that means several things asks in a small menu (Gandalf's Fire Storm on which two foes, Miruvor's card to whom,
a shortcut with or without the Elves or which card given up, Fatty's shields or his Wit); at 1366×768 the board
keeps most of the window, every text on it reads (9 px at least) and none is an identifier; a board of two
activity lines leaves no loud empty row; the event marker waits above the first event."""
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


def test_a_foe_line_longer_than_its_eight_places_is_stacked_on_the_last_and_its_newest_is_fought(qtbot, game):
    """During a turn the line may hold more foes than the board has places (eight at a turn's end lose the game):
    the ones past the last place stand on it, a little aside, the newest on top, and it is still fought by a
    click (the board used to fail to draw)."""
    s = playing([["fighting.grey.1", "fighting.grey.2", "hiding.grey.1"], []])
    s.foe_line = ["lagduf", *[f for f in s.foe_deck if f != "lagduf"][:9]]   # Lagduf (2 Fighting) the newest
    for f in s.foe_line:
        s.foe_deck.remove(f)
    w = open_on(qtbot, game, s)
    newest, oldest = s.foe_line[0], s.foe_line[-1]
    items = [w.scene.figures[f"foe:{f}"] for f in s.foe_line]
    assert items[-1].node == "foe_1" and all(item.node == "foe_8" for item in items[:3])
    assert len({(round(i.pos().x()), round(i.pos().y())) for i in items}) == 10     # no two on the same spot
    stack = [i for i in w.scene.items() if i in items[:3]]                        # topmost first
    assert stack[0] is items[0]
    click_figure(qtbot, w, f"foe:{oldest}")            # not the leftmost: the reason
    assert w.match.cursor == 0 and "leftmost" in w.statusBar().currentMessage()
    click_figure(qtbot, w, f"foe:{newest}")
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


# -- the small menus: several ways for one gesture ------------------------------------------------------------------

class Menu:
    """A stand-in for the small menu (QuestMoves.choose): records what it was offered (the labels as shown) and
    answers with the first entry `pick` accepts (None: dismissed)."""

    def __init__(self, pick=lambda a: True):
        self.pick, self.offers = pick, []

    def __call__(self, actions, parent=None):
        from desktop.i18n import say
        self.offers.append([say(a.label) for a in actions])
        return next((a for a in actions if self.pick(a)), None)


def answering(w, menu):
    w.adapter.moves.choose = menu
    return menu


def test_fire_storm_with_several_pairs_of_foes_asks_which_pair(qtbot, game):
    s = playing([["hiding.grey.1"], []])
    s.foe_line = [f for f in ("lagduf", "black_rider", "mountain_trolls") if f in s.foe_deck]
    assert len(s.foe_line) == 3
    for f in s.foe_line:
        s.foe_deck.remove(f)
    s.hobbits[FRODO].shields, s.shield_supply = 5, s.shield_supply - 5
    w = open_on(qtbot, game, s)
    menu = answering(w, Menu(lambda a: set(a["foes"]) == {"lagduf", "mountain_trolls"}))
    chosen = w.adapter.click_action(w.match.state, "gandalf:fire_storm", FRODO, w)      # three pairs: a menu
    assert len(menu.offers[0]) == 3 and all(label.startswith("Gandalf: Fire Storm on") for label in menu.offers[0])
    assert chosen is not None and set(chosen["foes"]) == {"lagduf", "mountain_trolls"}
    assert answering(w, Menu(lambda a: False)) and w.adapter.click_action(w.match.state, "gandalf:fire_storm",
                                                                          FRODO, w) is None    # dismissed
    menu = answering(w, Menu(lambda a: "black_rider" in a["foes"]))
    drag(qtbot, w, "gandalf:fire_storm", "foe_1")      # onto the Mountain-Trolls (the oldest): the pairs with them
    assert len(menu.offers) == 1 and len(menu.offers[0]) == 2
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "gandalf"
    assert set(w.match.steps[0].action["foes"]) == {"black_rider", "mountain_trolls"}
    assert w.match.state.foe_line == ["lagduf"]


def test_miruvor_asks_which_card_goes_to_whom(qtbot, game):
    s = at("moria", players=3, expansion=False, hands=[["miruvor", "hiding.grey.1", "travelling.grey.1"], [], []],
           tiles=["hiding.1"])
    w = open_on(qtbot, game, s)
    menu = answering(w, Menu(lambda a: a["gift"] == "travelling.grey.1" and a["to"] == 2))
    click_figure(qtbot, w, "card:miruvor")
    offered = menu.offers[0]
    assert len(offered) == 4                                   # two cards, to either of two hobbits
    assert all(label.startswith("Play Miruvor: give") for label in offered)
    assert not [label for label in offered if INTERNAL.search(label)]
    step = w.match.steps[0].action
    assert w.match.cursor == 1 and step.kind == "yellow" and step["gift"] == "travelling.grey.1" and step["to"] == 2
    assert "travelling.grey.1" in w.match.state.hobbits[2].hand


def between(place, hands=None):
    """The Fellowship leaving `place`: the Ring-bearer (Frodo) chooses where it travels."""
    from engines.quest import flow
    s = at(place, hands=hands)
    s.ask, s.queue = None, [("leave",) if place == "rivendell" else ("end_board",)]
    flow.run(s, [])
    assert s.ask.kind == "between" and s.ask.seat == FRODO
    return s


def test_travel_with_a_shortcut_and_going_on(qtbot, game):
    s = between("rivendell")
    w = open_on(qtbot, game, s)
    assert {"stop_moria", "stop_isengard"} <= w.scene.highlighted()
    menu = answering(w, Menu(lambda a: a.get("elves") is None))
    assert w.adapter.node_click_action(w.match.state, "stop_moria", FRODO, w)["to"] == "moria"   # one way: no menu
    assert not menu.offers
    click_place(qtbot, w, "stop_isengard")                     # the Elves called, or not: a menu
    assert menu.offers == [["Shortcut to Isengard, calling the Elves", "Shortcut to Isengard"]]
    step = w.match.steps[0].action
    assert w.match.cursor == 1 and step.kind == "travel" and step["to"] == "isengard" and step.get("elves") is None
    assert w.match.state.location == "isengard"


def test_the_shortcut_to_mordor_asks_which_card_is_given_up(qtbot, game):
    s = between("helms_deep", hands=[["book"], ["shadowfax"], []])
    w = open_on(qtbot, game, s)
    menu = answering(w, Menu(lambda a: a.get("pay") == "shadowfax"))
    click_place(qtbot, w, "stop_mordor")
    assert len(menu.offers[0]) == 2 and all(label.startswith("Shortcut to Mordor, giving up") for label in
                                            menu.offers[0])
    assert w.match.steps[0].action["pay"] == "shadowfax" and w.match.state.location == "mordor"


def fatty_fighting(shields):
    """Fatty (seat 4 of five) fights the Uruk-hai, whose price his Wit may pay."""
    s = at("bree", players=5, tiles=["hiding.1"])
    s.foe_line = ["uruk_hai"]
    s.foe_deck.remove("uruk_hai")
    s.active = s.ask.seat = 4
    s.first_tile = False
    s.hobbits[4].shields, s.shield_supply = shields, s.shield_supply - shields
    act(s, "fight")
    assert s.ask.kind == "pay" and s.ask.seat == 4 and s.hobbits[4].id == "fatty"
    return s


def test_fattys_wit_is_dropped_with_his_shields_chip(qtbot, game):
    w = open_on(qtbot, game, fatty_fighting(0), humans=(4,))
    menu = answering(w, Menu())
    assert w.adapter.legal_targets(w.match.state, "shields:4") == {"foe_1"}
    drag(qtbot, w, "shields:4", "foe_1")
    assert not menu.offers                                     # no shields: the Wit, without asking
    step = w.match.steps[0].action
    assert w.match.cursor == 1 and step.kind == "give" and step["item"] == "wit"
    assert w.match.state.defeated == ["uruk_hai"] and w.match.state.hobbits[4].ability_used


def test_fattys_shields_chip_asks_shields_or_wit_when_he_has_both(qtbot, game):
    w = open_on(qtbot, game, fatty_fighting(2), humans=(4,))
    menu = answering(w, Menu(lambda a: a["item"] == "wit"))
    drag(qtbot, w, "shields:4", "foe_1")
    assert menu.offers == [["Give shields worth 2", "Use Fatty's Wit instead of the shields"]]
    assert w.match.steps[0].action["item"] == "wit" and w.match.state.hobbits[4].shields == 2


# -- the scenario board's look --------------------------------------------------------------------------------------

def test_a_board_of_two_lines_names_the_missing_line_in_its_third_row_and_the_tiles_words_read(qtbot, game):
    from PySide6.QtGui import QColor
    s = at("moria", players=2, hands=[["hiding.grey.1"], []], tiles=["hiding.1"])
    w = open_on(qtbot, game, s)
    a, st = w.adapter, w.match.state
    row = QColor(a.node_fill(st, a.geometry().node("line_3")))
    assert row.lightness() > 150 and row.saturation() < 110            # bare board, not a band of green
    # the spare row says which symbol has no line here (Moria has no Friendship line)
    assert a.node_label_style(st, a.geometry().node("line_3")).text.replace("\n", " ") == \
        "No Friendship line on this board"
    words = a.node_label_style(st, a.geometry().node("tiles")).text.split("\n")
    assert words == ["Event tiles", f"{len(st.tiles)} in the stack", "click to reveal"]


def test_the_event_marker_waits_above_the_first_event(qtbot, game):
    s = at("moria", players=2, hands=[["hiding.grey.1"], []], tiles=["sundial.1"])
    w = open_on(qtbot, game, s)
    first = w.adapter.rect("event_1")
    marker = w.scene.figures["event_marker"]
    assert marker.pos().y() < first[1] and first[0] <= marker.pos().x() <= first[2]
    assert "no event yet" in marker.figure.tooltip
    click_place(qtbot, w, "tiles")                          # the sundial: the first event
    marker = w.scene.figures["event_marker"]
    assert w.match.state.event_pos == 1 and first[1] < marker.pos().y() < first[3]


def test_the_players_panel_wraps_between_words_with_each_row_labelled(qtbot, game):
    from PySide6.QtGui import QTextOption
    s = at("moria", players=2, hands=[["hiding.grey.1"], []])
    w = open_on(qtbot, game, s)
    panel = w.seats_panel
    assert panel.wordWrapMode() == QTextOption.WrapMode.WordWrap      # no word broken in two, however narrow
    text = panel.toPlainText()
    assert "Shields: 0" in text and "Life tokens: 0 × ring token, 0 × heart token, 0 × sun token" in text

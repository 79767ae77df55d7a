"""The quest tried as a new user would: a solo game of three hobbits (one person, two computer teammates) from Bag
End to a result with Friends & Foes, the person playing from the board (tiles revealed by a click on the stack,
cards dragged onto lines) and from the actions panel, saved and reopened midway, every tile, draw and roll
explained; and a 4-player hot-seat game where each hand is hidden from the others, saved and resumed midway with
the curtain still up."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt

from engines.ai import make_agent
from engines.core import SeatSpec, get_game
from engines.quest.evaluation import policy
from tests.desktop_helpers import drag, shown_window


@pytest.fixture(scope="module")
def game():
    return get_game("quest")


def click_node(qtbot, w, node_id):
    from PySide6.QtCore import QPointF
    node = w.scene.board.node(node_id)
    w.view.centerOn(node.pos[0], node.pos[1])
    at = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def human_turn(qtbot, w, rng, stats) -> None:
    """The person decides as the rule-based teammate would, with the gesture a person would use: a click on the
    tile stack, a card dragged onto its line, else the actions panel."""
    s = w.match.state
    seat = w.controller.to_move()
    legal = w.game.legal_actions(s)
    choice = policy(w.game.view(s, seat), legal, rng)
    before = w.match.cursor
    if choice.kind == "reveal":
        click_node(qtbot, w, "tiles")
        assert w.match.cursor == before + 1, w.statusBar().currentMessage()
        stats["tile clicked"] += 1
        return
    if choice.kind == "play_card":
        card = f"card:{choice['card']}"
        targets = w.adapter.legal_targets(w.display_state(), card)
        node = next((n for n in sorted(targets) if w.adapter.drop_action(w.display_state(), card, n) == choice), None)
        if node is not None and card in w.scene.figures:
            drag(qtbot, w, card, node)
            assert w.match.cursor == before + 1, w.statusBar().currentMessage()
            assert w.match.steps[-1].action == choice
            stats["card dragged"] += 1
            return
    items = w.actions_panel.action_items()
    item = next(i for i in items if i.data(0, Qt.ItemDataRole.UserRole) == choice)
    w.actions_panel.itemClicked.emit(item, 0)
    assert w.match.cursor == before + 1, w.statusBar().currentMessage()
    stats["panel"] += 1


@pytest.mark.qt_log_ignore("does not support raise")
def test_a_solo_quest_of_three_hobbits_with_friends_and_foes(qtbot, game, tmp_path):
    w = shown_window(qtbot, (1366, 768), lambda: make_agent("normal"))
    options = game.options(players=3, expansion=True, difficulty="easy")
    assert w.start_game(game, options, 11, [SeatSpec("human"), SeatSpec("ai", "normal"), SeatSpec("ai", "normal")])
    w.scene.animate = False
    rng = random.Random(11)
    stats: Counter = Counter()
    saved = False
    for _ in range(3000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=60000)
        if w.match.outcome() is not None:
            break
        assert not w.covered                             # one person: no curtain
        if not saved and w.match.state.stop >= 3:        # past Rivendell: save, reopen, go on
            path = tmp_path / "quest-midgame.rtsave"
            assert w.files.save_to(path)
            cursor, sauron, stop = w.match.cursor, w.match.state.sauron, w.match.state.stop
            assert w.files.open_file(path)
            w.scene.animate = False
            assert (w.match.cursor, w.match.state.sauron, w.match.state.stop) == (cursor, sauron, stop)
            saved = True
            continue
        human_turn(qtbot, w, rng, stats)
    o = w.match.outcome()
    assert o is not None and o.reason, "the quest did not end"
    assert len(set(o.scores)) == 1                      # one team, one score
    assert saved and stats["tile clicked"] >= 3 and stats["card dragged"] >= 3 and stats["panel"] >= 3, stats
    assert w.banner.isVisible()
    events = [e for st in w.match.steps for e in st.events]
    tiles = [e for e in events if e.kind == "tile"]
    rolls = [e for e in events if e.kind == "roll"]
    assert tiles and all(e.roll is not None and e.roll.result and e.roll.rule for e in tiles)
    assert rolls and all(e.roll is not None and e.roll.purpose and e.roll.result and e.roll.consequence
                         for e in rolls)
    drawn = [e for e in events if e.kind == "draw" or e.text.startswith("A foe appears:")]
    assert drawn and all(e.roll is not None and e.roll.result for e in drawn)
    assert any(st.action.seat != 0 for st in w.match.steps)          # the computer teammates played


@pytest.mark.qt_log_ignore("does not support raise")
def test_four_hobbits_in_hot_seat_hands_hidden_saved_and_resumed(qtbot, game, tmp_path):
    w = shown_window(qtbot, (1366, 768))
    options = game.options(players=4, expansion=True)
    assert w.start_game(game, options, 5, [SeatSpec("human")] * 4)
    w.scene.animate = False
    rng = random.Random(5)
    curtains, seen_seats, saved = 0, set(), False
    for _ in range(400):
        if w.match.outcome() is not None or (saved and curtains >= 6 and len(seen_seats) == 4):
            break
        if w.covered:
            waiting = w.hotseat.waiting_for
            assert waiting is not None
            w.curtain.button.click()
            curtains += 1
            continue
        seat = w.controller.to_move()
        assert w.viewer == seat
        seen_seats.add(seat)
        shown = w.display_state()
        for other in range(4):           # the board draws the viewer's hand only; the others' are hidden
            cards = shown.hobbits[other].hand
            assert (other == seat) or all(c == "?" for c in cards)
        faces = [f for f in w.scene.figures if f.startswith("card:")]
        assert all(f[5:] in w.match.state.hobbits[seat].hand for f in faces)
        if not saved and len(seen_seats) >= 3:
            path = tmp_path / "quest-hotseat.rtsave"
            assert w.files.save_to(path)
            cursor = w.match.cursor
            assert w.files.open_file(path)
            w.scene.animate = False
            assert w.match.cursor == cursor
            assert w.covered, "a reopened hot-seat game waits behind the curtain for the seat to move"
            saved = True
            continue
        legal = w.game.legal_actions(w.match.state)
        assert w.controller.play(policy(w.game.view(w.match.state, seat), legal, rng))
    assert saved and curtains >= 6 and len(seen_seats) == 4


def test_one_person_playing_several_hobbits_sees_each_hand_in_turn_without_a_curtain(qtbot, game):
    w = shown_window(qtbot, (1366, 768))
    options = game.options(players=3, one_person=True)
    assert w.start_game(game, options, 8, [SeatSpec("human")] * 3)
    w.scene.animate = False
    rng = random.Random(8)
    seats = set()
    for _ in range(120):
        assert not w.covered
        seat = w.controller.to_move()
        assert w.viewer == seat
        seats.add(seat)
        legal = w.game.legal_actions(w.match.state)
        assert w.controller.play(policy(w.game.view(w.match.state, seat), legal, rng))
        if w.match.outcome() is not None:
            break
    assert len(seats) == 3


def test_a_person_asks_a_computer_teammate_what_it_would_do(qtbot, game):
    w = shown_window(qtbot, (1366, 768))
    assert w.start_game(game, game.options(players=3), 4, [SeatSpec("human"), SeatSpec("ai", "normal"),
                                                           SeatSpec("ai", "normal")])
    w.controller.set_paused(True)
    before = w.match.cursor
    w.menus.act_advice.trigger()
    assert w.match.cursor == before                      # advice plays nothing
    text = w.rules_panel.toPlainText()
    action, why = game.suggest(w.match.state, 0)
    assert "A teammate would:" in text and str(why) in text and action in w.game.legal_actions(w.match.state)

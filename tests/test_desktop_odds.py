"""Odds before a roll in the window (issue 18): while an army is carried over an enemy region the status bar and a
tooltip give the battle's odds and the rules panel lists them; the actions panel's row under the pointer does the
same; nothing is shown to a seat that is not to choose."""
from __future__ import annotations

import pytest
from desktop_helpers import open_window_on
from PySide6.QtCore import QPointF, Qt

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, new_game


def _battle_window(qtbot):
    """The Free Peoples (a person) may attack the Shadow army in Osgiliath from Minas Tirith."""
    g, s = new_game()
    arrange(s, clear=True, units={("osgiliath", "sauron"): (3, 1, 0), ("minas_tirith", "gondor"): (3, 1, 1)},
            chars={"boromir": "minas_tirith"}, political={"sauron": 0, "gondor": 0, "rohan": 0})
    s = action_phase(s, sh=("army",), fp=("army",), side=FP, hands=False)
    s.control["osgiliath"] = SH
    seats = ("human", "ai") if s.sides[0] == FP else ("ai", "human")
    w = open_window_on(qtbot, g, s, seats=seats)
    assert w.controller.human_to_move()
    return g, w


def test_carrying_an_army_over_the_enemy_shows_the_battle_odds(qtbot):
    _g, w = _battle_window(qtbot)
    figure = "army:minas_tirith:free_peoples"
    vp = w.view.viewport()
    w.view.centerOn(w.scene.figures[figure].pos())
    start = w.view.mapFromScene(w.scene.figures[figure].pos())
    node = w.scene.board.node("osgiliath")
    end = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    before = w.controller.match.cursor
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    status = w.statusBar().currentMessage()
    assert "Odds:" in status and "Take Osgiliath, fighting on to the end" in status
    panel = w.rules_panel.toPlainText()
    assert "Odds: Battle at Osgiliath" in panel and "Hits on the defenders this round" in panel
    assert "Worked out exactly from the dice." in panel
    w.view.cancel_drag()
    assert w.controller.match.cursor == before          # nothing was played


def test_the_row_under_the_pointer_gives_its_odds(qtbot):
    _g, w = _battle_window(qtbot)
    rows = [i for i in w.actions_panel.action_items()
            if i.data(0, Qt.ItemDataRole.UserRole).kind == "attack"
            and i.data(0, Qt.ItemDataRole.UserRole).get("to") == "osgiliath"]
    assert rows
    w.actions_panel.itemEntered.emit(rows[0], 0)
    assert "Odds: Battle at Osgiliath" in w.rules_panel.toPlainText()
    assert "Take Osgiliath" in rows[0].toolTip(0)
    plain = [i for i in w.actions_panel.action_items()
             if i.data(0, Qt.ItemDataRole.UserRole).kind in ("move_army", "pass", "discard_die")]
    w.rules_panel.show_welcome("x")
    w.actions_panel.itemEntered.emit(plain[0], 0)          # no roll: the rules panel keeps what it showed
    assert "Odds:" not in w.rules_panel.toPlainText()


def test_no_odds_for_a_seat_that_is_not_to_choose(qtbot):
    _g, w = _battle_window(qtbot)
    attack = next(a for a in w.controller.legal_actions() if a.kind == "attack")
    assert w.odds.lines(attack)
    w.controller.set_paused(True)
    seat = w.controller.to_move()
    from engines.core import SeatSpec
    w.controller.match.seats[seat] = SeatSpec("ai", "easy")     # the computer's turn now
    assert w.odds.lines(attack) == [] and w.odds.tooltip(attack) == ""


@pytest.mark.real_menus
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")
def test_the_fellowships_menu_gives_the_hunts_odds(qtbot):
    """A click on the Fellowship opens a menu of what it may do: moving it (the hunt follows) carries the hunt's
    odds as its tooltip, and pointing at it shows them in the rules panel."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    g, s = new_game()
    arrange(s, units={("rivendell", "sauron"): (1, 0, 0)})
    s = action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=4, hunt_fp=1)
    seats = ("human", "ai") if s.sides[0] == FP else ("ai", "human")
    w = open_window_on(qtbot, g, s, seats=seats)
    seen: dict[str, str] = {}

    def look() -> None:
        menu = QApplication.activePopupWidget()
        assert menu is not None
        for item in menu.actions():
            seen[item.text()] = item.toolTip()
            if item.data() is not None and item.data().kind == "move_fellowship":
                menu.hovered.emit(item)
        menu.close()

    QTimer.singleShot(200, look)
    w.adapter.click_action(w.controller.state, "fellowship", w.controller.to_move(), w)
    moves = [tip for text, tip in seen.items() if "move the Fellowship" in text]
    assert moves and all("The hunt finds the Fellowship" in tip for tip in moves)
    assert "Odds: The hunt for the Fellowship" in w.rules_panel.toPlainText()


def test_the_odds_tooltip_goes_when_the_army_moves_on(qtbot):
    """Carried on from the enemy to a region of its own side (a move: no roll), the battle's tooltip does not stay."""
    from PySide6.QtWidgets import QToolTip
    _g, w = _battle_window(qtbot)
    figure = "army:minas_tirith:free_peoples"
    vp = w.view.viewport()
    w.view.centerOn(w.scene.figures[figure].pos())
    start = w.view.mapFromScene(w.scene.figures[figure].pos())

    def at(node_id):
        node = w.scene.board.node(node_id)
        return w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))

    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + at("osgiliath")) / 2)
    qtbot.mouseMove(vp, at("osgiliath"))
    assert QToolTip.isVisible() and "Take Osgiliath" in QToolTip.text()
    qtbot.mouseMove(vp, at("lossarnach"))
    assert "Odds:" not in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)
    w.view.cancel_drag()


def test_resting_on_the_quests_tile_stack_gives_the_tiles_odds(qtbot):
    """A click on the tile stack reveals a tile at once: resting the mouse on it first gives the chances of each
    kind of tile in its tooltip and the rules panel (and the place's own words stay)."""
    from engines.ai import make_agent
    from engines.core import Match, SeatSpec, get_game
    g = get_game("quest")
    m = Match(g, g.options(players=2), 1, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    easy = make_agent("easy")
    while not any(a.kind == "reveal" for a in g.legal_actions(m.state)) or m.to_move() != 0:
        seat = m.to_move()
        m.play(easy.choose(g, g.view(m.state, seat), seat, m.cursor))
    from desktop_helpers import shown_window
    w = shown_window(qtbot, (1500, 950))
    w.open_match(m)
    node = w.scene.nodes["tiles"]
    plain = node.toolTip()
    w.scene._click_odds(node.sceneBoundingRect().center())
    tip = node.toolTip()
    assert tip != plain and "Worked out exactly from the dice." in tip
    assert "Odds:" in w.rules_panel.toPlainText()
    w.scene._click_odds(node.sceneBoundingRect().center())      # asked again: the odds once, not twice
    assert node.toolTip().count("Worked out exactly") == 1

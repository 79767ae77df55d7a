"""The table from the keyboard (desktop/board_keys.py): a figure picked with N/P, its places gone through with Tab
and the arrow keys, Enter plays what the drag would, Escape lets go; nothing behind the hot-seat curtain or on
the computer's turn. The actions panel and the log with Enter and Space."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engines.war_of_the_ring.game import WarOfTheRingGame
from engines.war_of_the_ring.sample import arrange
from tests.desktop_helpers import fp_to_act, open_window_on

K = Qt.Key


@pytest.fixture(scope="module")
def wotr():
    return WarOfTheRingGame()


@pytest.fixture(scope="module")
def heroes():
    from engines.heroes.game import HeroesGame
    from engines.heroes.sample import sample_cards
    from maps import load_graph
    return HeroesGame(graph=load_graph("heroes"), cards=sample_cards())


def key(qtbot, w, k, mods=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(w.view, k, mods)


def pick(qtbot, w, figure_id):
    """N until `figure_id` is the picked figure (it must be among those that can act)."""
    w.view.setFocus()
    for _ in range(len(w.board_keys.figures()) + 1):
        key(qtbot, w, K.Key_N)
        if w.board_keys.figure == figure_id:
            return
    raise AssertionError(f"{figure_id} never picked: {w.board_keys.figures()}")


def to_place(qtbot, w, node_id):
    """Tab until `node_id` is the chosen place."""
    for _ in range(len(w.board_keys.choices) + 1):
        key(qtbot, w, K.Key_Tab)
        if w.board_keys.choices[w.board_keys.index] == node_id:
            return
    raise AssertionError(f"{node_id} never chosen: {w.board_keys.choices}")


# -- Helden Mittelerdes ------------------------------------------------------------------------------------
def test_heroes_a_hero_picked_and_sent_by_keys_moves_as_if_dragged(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    w = open_window_on(qtbot, heroes, s)
    expected = w.adapter.drop_action(s, "haldir", "woodmen")
    pick(qtbot, w, "haldir")
    assert "haldir" in w.board_keys.figures()
    assert "keys" in w.scene.marks_shown                                    # the focus ring
    assert set(w.board_keys.choices) == w.adapter.legal_targets(s, "haldir") - {"anduin_fords"}
    assert w.scene.highlighted() == set(w.board_keys.choices)               # the places it may go, lit
    to_place(qtbot, w, "woodmen")
    said = w.statusBar().currentMessage()
    assert "Woodmen" in said and "drop to play" in said                      # the drag's words
    assert len(w.scene.marks_shown["keys"]) == 3                           # the ring (two pens) and the place
    key(qtbot, w, K.Key_Return)
    assert w.match.steps[-1].action == expected
    assert w.match.state.hero_loc["haldir"] == "woodmen"
    assert w.board_keys.figure is None


def test_heroes_escape_lets_go_and_nothing_is_played(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    w = open_window_on(qtbot, heroes, s)
    pick(qtbot, w, "haldir")
    key(qtbot, w, K.Key_Right)
    assert w.board_keys.index is not None
    key(qtbot, w, K.Key_Escape)
    assert w.board_keys.figure is None and "keys" not in w.scene.marks_shown
    key(qtbot, w, K.Key_Return)            # Enter with nothing picked plays nothing
    assert w.match.cursor == 0
    assert w.match.state.hero_loc["haldir"] == "anduin_fords"


def test_heroes_arrow_keys_go_to_the_nearest_place_that_way(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    w = open_window_on(qtbot, heroes, s)
    pick(qtbot, w, "haldir")
    here = w.scene.figures["haldir"].pos()
    key(qtbot, w, K.Key_Right)
    east = w.scene.board.node(w.board_keys.choices[w.board_keys.index]).pos
    assert east[0] > here.x()
    key(qtbot, w, K.Key_Escape)
    pick(qtbot, w, "haldir")
    key(qtbot, w, K.Key_Left)
    west = w.scene.board.node(w.board_keys.choices[w.board_keys.index]).pos
    assert west[0] < here.x()


def test_heroes_nothing_is_picked_on_the_computers_turn_or_behind_the_curtain(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    w = open_window_on(qtbot, heroes, s, seats=("ai", "human"))
    w.controller.set_paused(True)
    w.view.setFocus()
    key(qtbot, w, K.Key_N)
    assert w.board_keys.figure is None and w.match.cursor == 0
    assert "computer" in w.statusBar().currentMessage()
    w2 = open_window_on(qtbot, heroes, s, seats=("human", "human"))
    assert w2.covered                      # the hot seat waits for the first player
    w2.view.setFocus()
    key(qtbot, w2, K.Key_N)
    key(qtbot, w2, K.Key_Tab)
    key(qtbot, w2, K.Key_Return)
    assert w2.board_keys.figure is None and w2.match.cursor == 0


# -- War of the Ring ---------------------------------------------------------------------------------------
def test_war_of_the_ring_an_army_sent_by_keys_plays_what_the_drop_plays(qtbot, wotr, menus):
    s = fp_to_act(fp=("army_muster", "character"))
    arrange(s, units={("minas_tirith", "gondor"): (1, 0, 0)})
    w = open_window_on(qtbot, wotr, s)
    w.controller.set_paused(True)
    army = "army:minas_tirith:free_peoples"
    assert "osgiliath" in w.adapter.legal_targets(s, army)
    pick(qtbot, w, army)
    to_place(qtbot, w, "osgiliath")
    assert "Osgiliath" in w.statusBar().currentMessage()
    key(qtbot, w, K.Key_Return)
    step = w.match.steps[-1].action
    assert step.kind == "move_army" and step.get("to") == "osgiliath" and step.get("frm") == "minas_tirith"
    assert ("minas_tirith", "gondor") not in w.match.state.units or \
        w.match.state.units[("minas_tirith", "gondor")] != (1, 0, 0)


def test_war_of_the_ring_enter_on_a_die_chooses_it_as_a_click_does(qtbot, wotr):
    s = fp_to_act(fp=("army_muster", "character"))
    w = open_window_on(qtbot, wotr, s)
    w.controller.set_paused(True)
    die = next(f for f in w.scene.figures if f.startswith("die:free_peoples:") and f.endswith(":character"))
    pick(qtbot, w, die)
    key(qtbot, w, K.Key_Space)
    assert w.adapter.selected_die == ("free_peoples", "character")
    assert w.match.cursor == 0


def test_war_of_the_ring_the_fellowship_by_keys(qtbot, wotr, menus):
    s = fp_to_act(fp=("character", "will_of_the_west"))
    w = open_window_on(qtbot, wotr, s)
    w.controller.set_paused(True)
    progress = w.match.state.progress
    pick(qtbot, w, "fellowship")
    to_place(qtbot, w, "box_fellowship")
    key(qtbot, w, K.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    step = w.match.steps[-1].action
    assert step.kind == "move_fellowship" and w.match.state.progress == progress + 1


def test_war_of_the_ring_a_political_disc_by_keys(qtbot, wotr, menus):
    """A disc of the political track is only clicked (it is never carried): N picks it all the same, and Enter plays
    what a click on it plays — the nation advanced."""
    s = fp_to_act()
    w = open_window_on(qtbot, wotr, s)
    w.controller.set_paused(True)
    discs = [f for f in w.board_keys.figures() if f.startswith("trk:pol:")]
    assert discs
    before = w.match.cursor
    pick(qtbot, w, discs[0])
    key(qtbot, w, K.Key_Return)
    assert w.match.cursor == before + 1 and w.match.steps[-1].action.kind in ("politics", "companion_politics")


# -- the actions panel and the log -------------------------------------------------------------------------
def test_enter_and_space_on_an_actions_row_play_it(qtbot, heroes):
    from engines.heroes.sample import position
    s = position(heroes, heroes={"haldir": ("anduin_fords", 0), "khamul": ("dol_guldur", 1)})
    w = open_window_on(qtbot, heroes, s)
    w.controller.set_paused(True)
    panel = w.actions_panel
    row = panel.action_items()[0]
    action = row.data(0, Qt.ItemDataRole.UserRole)
    panel.setFocus()
    panel.setCurrentItem(row)
    qtbot.keyClick(panel, K.Key_Space)
    assert w.match.steps[-1].action == action


# -- a board of free drops (the skirmish) --------------------------------------------------------------------
def test_skirmish_a_figures_actions_are_gone_through_and_played_by_keys(qtbot):
    from engines.core import get_game
    from tests.test_desktop_skirmish import deployed, open_on
    game = get_game("skirmish")
    s = deployed(game)
    w = open_on(qtbot, game, s)
    pick(qtbot, w, w.board_keys.figures()[0])
    fid = w.board_keys.figure
    seat = game.to_move(w.match.state)
    actions = [a for a in w.adapter.figure_actions(w.match.state, fid) if a.seat == seat]
    assert actions and w.board_keys.choices == actions
    key(qtbot, w, K.Key_Tab)
    key(qtbot, w, K.Key_Tab)
    chosen = w.board_keys.choices[w.board_keys.index]
    assert chosen == actions[1 % len(actions)]
    assert w.adapter.action_label(chosen) in w.statusBar().currentMessage()
    key(qtbot, w, K.Key_Escape)
    assert w.match.cursor == 0
    pick(qtbot, w, fid)
    key(qtbot, w, K.Key_Tab)
    key(qtbot, w, K.Key_Return)
    assert w.match.steps[-1].action == actions[0]

"""Playing War of the Ring in the window (issue #5): action dice drawn with their faces in the boxes beside
the map and in the actions panel, a clicked die opening its actions, the split dialog's explicit composition,
a companion dragged, the battle and hunt view with their rolls and choices, the engine's reasons for refused
drops, and hands that stay hidden in hot-seat."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QTabBar

from desktop.games import adapter_for
from desktop.games.wotr_art import FACES, die_pixmap, face_icon
from desktop.games.wotr_dialogs import SplitDialog
from desktop.games.wotr_views import BattleHuntView
from engines.core import Action
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.sample import action_phase, arrange, new_game
from tests.desktop_helpers import drag, fp_to_act, open_window_on
from tests.scripted import ScriptedRandom

FP_SEAT, SH_SEAT = 0, 1


@pytest.fixture(scope="module")
def game():
    return WarOfTheRingGame()


def side_view(w) -> BattleHuntView:
    return next(v for _d, v in w.side_docks if isinstance(v, BattleHuntView))


def play_until(w, game, stop, limit=60):
    """Play the first legal action for whoever is to move (through the controller) until `stop(state)`."""
    for _ in range(limit):
        s = w.match.state
        if stop(s) or game.to_move(s) is None:
            return s
        assert w.controller.play(game.legal_actions(s)[0])
    return w.match.state


def _image_key(img: QImage) -> bytes:
    return bytes(img.constBits())


# -- the dice ---------------------------------------------------------------------------------------------
def test_every_face_has_its_own_drawing_on_both_sides(qtbot):
    for side in (FP, SH):
        pictures = {face: _image_key(die_pixmap(face, side, 32).toImage()) for face in FACES}
        assert len(set(pictures.values())) == len(FACES)    # seven distinct faces
        assert all(not face_icon(face, side).isNull() for face in FACES)
    # a side's die is not the other side's: colours tell them apart
    assert _image_key(die_pixmap("army", FP, 32).toImage()) != _image_key(die_pixmap("army", SH, 32).toImage())


def test_the_dice_stand_in_their_boxes_with_their_faces_and_the_hunt_box_shows_its_dice(game):
    s = fp_to_act(fp=("army_muster", "character", "will_of_the_west"), sh=("eye", "muster", "event"),
                  hunt_shadow=2, hunt_fp=1)
    ad = adapter_for(game)
    dice = [f for f in ad.figures(s) if f.id.startswith("die:")]
    fp_faces = sorted(f.id.split(":")[3] for f in dice if f.node == "box_dice_fp" and not f.id.endswith("used"))
    assert fp_faces == ["army_muster", "character", "will_of_the_west"]
    assert all(f.art == "wotr_die" and f.at is not None for f in dice)
    hunt = [f for f in dice if f.node == "box_hunt"]
    assert sorted(f.id.split(":")[3] for f in hunt) == ["eye", "eye", "plus1"]
    # the mover's unused dice can be picked up, the others not
    assert all(f.seat == FP_SEAT for f in dice if f.node == "box_dice_fp" and f.id.split(":")[3])
    assert all(f.seat is None for f in dice if f.node in ("box_dice_sh", "box_hunt"))


def test_the_dice_are_drawn_on_the_board_and_clicking_one_opens_its_actions(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    dice = {fid: item for fid, item in w.scene.figures.items()
            if fid.startswith("die:free_peoples") and not fid.endswith(":used")}
    assert {fid.split(":")[3] for fid in dice} == {"army_muster", "character"}
    # the actions panel groups by die, each group with its die's picture
    groups = w.actions_panel.group_items()
    assert not groups["Character die"].icon(0).isNull() and not groups["Army/Muster die"].icon(0).isNull()
    # a click on the Character die: its group opens, the others fold
    fid = next(f for f in dice if f.endswith(":character"))
    w.view.centerOn(dice[fid].pos())
    at = w.view.mapFromScene(dice[fid].pos())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert w.adapter.selected_die == (FP, "character")
    assert w.scene.figures[fid].figure.selected
    groups = w.actions_panel.group_items()
    assert groups["Character die"].isExpanded() and not groups["Army/Muster die"].isExpanded()
    assert w.match.cursor == 0   # a click plays nothing
    # an army dragged now spends the chosen die
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath")
    assert w.match.cursor == 1 and w.match.steps[0].action["die"] == "character"


def test_a_die_dropped_on_a_region_plays_what_it_allows_there(game):
    s = fp_to_act(fp=("muster",), sh=("event",))
    s.political["gondor"] = 0
    ad = adapter_for(game)
    fid = next(f.id for f in ad.figures(s) if f.id.startswith("die:free_peoples") and f.id.endswith(":muster"))
    targets = ad.legal_targets(s, fid)
    assert "minas_tirith" in targets and "osgiliath" not in targets
    act = ad.drop_action(s, fid, "minas_tirith")
    assert act.kind == "recruit" and act["to"] == "minas_tirith" and act["die"] == "muster"


# -- moving armies ----------------------------------------------------------------------------------------
def test_a_shift_drop_asks_which_figures_go_and_moves_that_part(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    seen = {}

    def answer():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SplitDialog)
        seen["title"] = dialog.windowTitle()
        spins = dialog.spins["gondor"]
        spins[0].setValue(2)    # 2 of 3 regulars
        spins[1].setValue(0)    # the elite stays
        spins[2].setValue(0)    # and so does the leader
        seen["verdict"] = dialog.verdict.text()
        dialog.accept()

    QTimer.singleShot(0, answer)
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath", Qt.KeyboardModifier.ShiftModifier)
    assert "Osgiliath" in seen["title"] and "Minas Tirith" in seen["title"]
    assert "2 Gondor regulars" in seen["verdict"]
    assert w.match.cursor == 1
    act = w.match.steps[0].action
    assert act.kind == "move_army" and [list(c) for c in act["comp"]] == [["gondor", 2, 0, 0]]
    before, after = s.army("osgiliath", FP).get("gondor", (0, 0, 0)), w.match.state
    assert after.army("osgiliath", FP) == {"gondor": (before[0] + 2, before[1], before[2])}
    assert after.army("minas_tirith", FP) == {"gondor": (1, 1, 1)}


def test_the_split_dialog_says_why_a_choice_is_refused(qtbot, game):
    s = fp_to_act()
    a = next(x for x in game.legal_actions(s) if x.kind == "move_army" and x["frm"] == "minas_tirith"
             and x["to"] == "osgiliath" and x["units"] == 4)
    dialog = SplitDialog(game, s, a)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled() and dialog.is_whole() and dialog.action() == a
    gondor = dialog.spins["gondor"]
    gondor[0].setValue(0)
    gondor[1].setValue(0)     # only the leader: refused, with the engine's reason
    assert not ok.isEnabled() and "at least one regular or elite" in dialog.verdict.text()
    gondor[0].setValue(3)     # the units go, the leader alone would stay with the elite: fine
    assert ok.isEnabled()


def test_a_plain_drop_moves_the_whole_army(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath")
    act = w.match.steps[0].action
    assert act.kind == "move_army" and act["units"] == 4 and act.get("comp") is None


def test_a_separated_companion_is_dragged_onto_a_region(qtbot, game):
    _g, s = new_game(0)
    s = action_phase(s, fp=("character",), sh=("event",))
    sep = next(a for a in game.legal_actions(s) if a.kind == "separate" and a["companion"] == "legolas")
    s, _ = game.apply(s, sep)
    s = action_phase(s, fp=("character",), sh=("event",))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    move = next(a for a in game.legal_actions(s) if a.kind == "move_companions")
    assert w.controller.play(move)
    state = w.match.state
    here = state.chars["legolas"]
    targets = w.adapter.legal_targets(state, "char:legolas")
    assert targets and here not in targets
    to = min(t for t in targets if t in w.scene.nodes)
    drag(qtbot, w, "char:legolas", to)
    act = w.match.steps[-1].action
    assert act.kind == "char_move" and act["who"] == "legolas" and act["to"] == to
    assert w.match.state.chars["legolas"] == to


def test_an_illegal_drop_shows_the_engines_reason_about_war(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    fid = "army:fords_of_isen:free_peoples"
    assert "gap_of_rohan" not in w.adapter.legal_targets(w.match.state, fid)
    drag(qtbot, w, fid, "gap_of_rohan")
    assert w.match.cursor == 0
    message = w.statusBar().currentMessage()
    assert "Rohan is not at war" in message and "cannot enter the lands of Isengard" in message
    assert "not at war" in w.rules_panel.toPlainText()


def test_legal_destinations_light_up_when_an_army_is_picked_up(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    fid = "army:edoras:free_peoples"
    w.view.centerOn(w.scene.figures[fid].pos())
    start = w.view.mapFromScene(w.scene.figures[fid].pos())
    qtbot.mousePress(w.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(w.view.viewport(), start + QPointF(30, 30).toPoint())
    assert w.scene.highlighted() == {"folde", "westemnet"}
    w.view.cancel_drag()
    assert w.scene.highlighted() == set()


# -- the battle view --------------------------------------------------------------------------------------
def test_the_battle_view_shows_the_rolls_and_offers_the_choices(qtbot, game):
    s = fp_to_act()
    s = arrange(s, units={("osgiliath", "gondor"): (0, 0, 0), ("osgiliath", "sauron"): (5, 0, 0)},
                political={"gondor": 0})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    attack = next(a for a in game.legal_actions(s) if a.kind == "attack" and a["frm"] == "minas_tirith"
                  and a["to"] == "osgiliath" and a["die"] == "army_muster")
    assert w.controller.play(attack)
    stop = ("battle_continue", "battle_advance", "battle_retreat")
    state = play_until(w, game, lambda st: bool(st.pending) and st.pending[-1]["kind"] in stop)
    view = side_view(w)
    text = view.browser.toPlainText()
    assert view.mode == "battle"
    assert "Battle for Osgiliath" in text and "round 1" in text
    assert "Free Peoples (attacker): hits on" in text and "Shadow (defender): hits on 5+" in text
    assert " hit" in text and "hit(s)" not in text
    kind = state.pending[-1]["kind"]
    if game.to_move(state) == FP_SEAT:
        labels = {b.text().replace("\n", " ") for b in view.buttons}
        expected = {"battle_continue": "Continue the battle", "battle_advance": "Advance into Osgiliath"}[kind]
        assert expected in labels
        button = next(b for b in view.buttons if b.text().replace("\n", " ") == expected)
        before = w.match.cursor
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert w.match.cursor == before + 1
        assert w.match.steps[-1].action.kind in ("continue_battle", "advance")
    else:
        assert view.buttons == []   # the Shadow's decision: nothing to press for the Free Peoples


def test_the_battle_view_offers_the_casualty_choices(qtbot, game):
    s = fp_to_act()
    s = arrange(s, units={("osgiliath", "gondor"): (0, 0, 0), ("osgiliath", "sauron"): (5, 0, 0),
                          ("minas_tirith", "gondor"): (1, 3, 1)},
                political={"gondor": 0})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    # scripted dice: the Free Peoples' four dice and their leader's re-roll miss, the Shadow's first die hits
    w.match.chance.entropy = ScriptedRandom([1, 1, 1, 1, 1, 6, 1, 1, 1, 1] + [1] * 20)
    attack = next(a for a in game.legal_actions(s) if a.kind == "attack" and a["frm"] == "minas_tirith"
                  and a["to"] == "osgiliath")
    assert w.controller.play(attack)
    state = w.match.state
    assert state.pending and state.pending[-1]["kind"] == "casualties" and state.pending[-1]["side"] == FP
    view = side_view(w)
    assert "must take" in view.browser.toPlainText()
    assert len(view.buttons) >= 2 and all(b.objectName() == "choice_take_casualties" for b in view.buttons)


# -- the hunt view ----------------------------------------------------------------------------------------
def _hunted_state(game):
    """A set-up where moving the Fellowship into five Shadow dice ends in a hunt-damage decision."""
    for seed in range(40):
        s = fp_to_act(fp=("character",), sh=("event",), seed=seed, hunt_shadow=5, hunt_fp=1)
        move = next(a for a in game.legal_actions(s) if a.kind == "move_fellowship")
        after, _ = game.apply(s, move)
        if after.pending and after.pending[-1]["kind"] in ("hunt_casualty", "hunt_guide"):
            return s, move
    raise AssertionError("no seed gave a hunt with damage")


def test_the_hunt_view_explains_the_roll_the_tile_and_offers_the_damage_choices(qtbot, game):
    s, move = _hunted_state(game)
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    assert w.controller.play(move)
    view = side_view(w)
    text = view.browser.toPlainText()
    assert view.mode == "hunt"
    assert "Hunt roll: 5 Shadow dice" in text
    assert "+1: one for each Free Peoples die in the hunt box" in text
    assert "Hunt tile drawn" in text and "hunt damage" in text
    assert "Damage still to take" in text
    names = {b.objectName() for b in view.buttons}
    assert names & {"choice_no_casualty", "choice_decline", "choice_guide_ability"}
    # the dock was brought forward (in front of the rules panel) for the hunt
    dock = next(d for d, v in w.side_docks if v is view)
    def front_tabs() -> set[str]:
        return {bar.tabText(bar.currentIndex()) for bar in w.findChildren(QTabBar) if bar.count()}

    assert dock.windowTitle() == "Battle and hunt"
    qtbot.waitUntil(lambda: "Battle and hunt" in front_tabs(), timeout=2000)
    button = view.buttons[0]
    before = w.match.cursor
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.match.cursor == before + 1


# -- hot-seat ---------------------------------------------------------------------------------------------
def test_in_hot_seat_the_other_players_hand_never_shows(qtbot, game):
    s = fp_to_act()
    for side in (FP, SH):   # three cards each, named apart
        s.hands[side] = sorted(c for c, card in s.board.cards.items() if card.side == side)[:3]
    fp_cards = {s.board.cards[c].name for c in s.hands[FP]}
    sh_cards = {s.board.cards[c].name for c in s.hands[SH]}
    assert fp_cards and sh_cards and not fp_cards & sh_cards
    w = open_window_on(qtbot, game, s, seats=("human", "human"))
    assert w.covered
    # behind the curtain: no hand at all in the players' panel
    panel = w.seats_panel.toPlainText()
    assert not any(n in panel for n in fp_cards | sh_cards)
    w.curtain.revealed.emit()
    assert not w.covered and w.viewer == FP_SEAT

    def everything_shown() -> str:
        parts = [w.seats_panel.toPlainText(), side_view(w).browser.toPlainText()]
        parts += [item.toolTip() for item in w.scene.nodes.values()]
        parts += [item.toolTip() for item in w.scene.figures.values()]
        parts += [label.style.text or "" for label in w.scene.labels.values()]
        parts += [str(a) for a in (i.data(0, Qt.ItemDataRole.UserRole) for i in w.actions_panel.action_items())]
        return "\n".join(parts)

    shown = everything_shown()
    assert any(n[:30] in shown for n in fp_cards)          # their own cards
    assert not any(n[:30] in shown for n in sh_cards)      # never the Shadow's
    # the Free Peoples act; the Shadow comes to the table
    discard = next(a for a in game.legal_actions(w.match.state) if a.kind == "discard_die")
    w.action_chosen(discard)
    assert w.covered and w.hotseat.waiting_for == SH_SEAT
    w.curtain.revealed.emit()
    assert w.viewer == SH_SEAT
    shown = everything_shown()
    assert not any(n[:30] in shown for n in fp_cards)
    assert any(n[:30] in shown for n in sh_cards)


# -- generic hooks keep other games unchanged ------------------------------------------------------------
def test_the_adapter_hooks_default_to_nothing():
    from desktop.games.base import GameAdapter
    ad = GameAdapter.__new__(GameAdapter)
    a = Action.make("x", 0)
    assert ad.refine_drop(None, "f", "n", a, True) is a
    assert ad.figure_clicked(None, "f", 0) is False
    assert ad.action_group_icon(a) is None and ad.focused_group(None) is None and ad.side_views() == []


def test_a_shift_drop_on_an_enemy_attacks_with_the_part_chosen(qtbot, game):
    s = fp_to_act()
    s = arrange(s, units={("osgiliath", "gondor"): (0, 0, 0), ("osgiliath", "sauron"): (5, 0, 0)},
                political={"gondor": 0})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)

    def answer():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SplitDialog) and dialog.attack
        dialog.spins["gondor"][0].setValue(2)   # one regular stays in Minas Tirith
        dialog.accept()

    QTimer.singleShot(0, answer)
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath", Qt.KeyboardModifier.ControlModifier)
    assert w.match.cursor == 1
    act = w.match.steps[0].action
    assert act.kind == "attack" and [list(c) for c in act["comp"]] == [["gondor", 2, 1, 1]]


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")   # a popup menu offscreen
@pytest.mark.real_menus
def test_a_die_dropped_where_it_allows_several_things_asks_which(qtbot, game):
    s = fp_to_act(fp=("muster",), sh=("event",))
    s.political["gondor"] = 0
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    fid = next(f for f in w.scene.figures if f.startswith("die:free_peoples") and f.endswith(":muster"))
    options = [a for a in game.legal_actions(s) if a.get("die") == "muster" and a.get("to") == "minas_tirith"]
    assert len(options) > 1
    seen = []

    def answer():
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        seen.extend(a.text() for a in menu.actions())
        menu.setActiveAction(menu.actions()[0])
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    drag(qtbot, w, fid, "minas_tirith")
    assert seen == [str(a) for a in options]
    assert w.match.cursor == 1 and w.match.steps[0].action == options[0]


def test_a_die_dropped_where_it_does_nothing_says_so(qtbot, game):
    s = fp_to_act()
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    fid = next(f for f in w.scene.figures if f.startswith("die:free_peoples") and f.endswith(":army_muster"))
    drag(qtbot, w, fid, "andrast")
    assert w.match.cursor == 0
    assert "Army/Muster die does nothing in Andrast" in w.statusBar().currentMessage()


def test_the_victors_advance_with_the_part_chosen(qtbot, game):
    s = fp_to_act()
    s = arrange(s, units={("osgiliath", "gondor"): (0, 0, 0), ("osgiliath", "sauron"): (1, 0, 0)},
                political={"gondor": 0})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    attack = next(a for a in game.legal_actions(s) if a.kind == "attack" and a["frm"] == "minas_tirith"
                  and a["to"] == "osgiliath" and a["die"] == "army_muster")
    w.match.chance.entropy = ScriptedRandom([6] * 5 + [1] * 30)   # the Free Peoples hit, the Shadow misses
    assert w.controller.play(attack)
    state = play_until(w, game, lambda st: not st.battle or st.pending[-1]["kind"] == "battle_advance")
    assert state.battle and state.pending[-1]["kind"] == "battle_advance"
    fid = "army:minas_tirith:free_peoples"
    assert w.adapter.legal_targets(state, fid) == {"osgiliath"}
    army = state.army("minas_tirith", FP)["gondor"]
    assert army[0] >= 1

    def answer():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SplitDialog) and dialog.advance
        dialog.spins["gondor"][0].setValue(army[0] - 1)   # one regular stays behind
        dialog.accept()

    QTimer.singleShot(0, answer)
    drag(qtbot, w, fid, "osgiliath", Qt.KeyboardModifier.ShiftModifier)
    act = w.match.steps[-1].action
    assert act.kind == "advance" and [list(c) for c in act["comp"]] == [["gondor", army[0] - 1, army[1], army[2]]]
    assert w.match.state.army("minas_tirith", FP) == {"gondor": (1, 0, 0)}


def test_the_shadow_drags_a_nazgul_after_choosing_to_move_them(qtbot, game):
    _g, s = new_game(0)
    s = action_phase(s, fp=("army_muster",), sh=("character",), side=SH)
    w = open_window_on(qtbot, game, s, seats=("ai", "human"))
    w.controller.set_paused(True)
    move = next(a for a in game.legal_actions(s) if a.kind == "move_minions")
    w.action_chosen(move)
    assert w.match.cursor == 1
    fid = "nazgul:barad_dur"
    assert "andrast" in w.adapter.legal_targets(w.match.state, fid) and w.scene.figures[fid].draggable
    drag(qtbot, w, fid, "andrast")
    act = w.match.steps[-1].action
    assert act.kind == "nazgul_move" and act["frm"] == "barad_dur" and act["to"] == "andrast"
    assert w.match.state.nazgul.get("andrast") == 1


def test_a_plain_drop_asks_when_only_part_of_the_army_may_go(game, monkeypatch):
    s = fp_to_act()
    s = arrange(s, units={("osgiliath", "gondor"): (8, 0, 0)})     # room for two more units only
    ad = adapter_for(game)
    fid = "army:minas_tirith:free_peoples"
    act = ad.drop_action(s, fid, "osgiliath")
    assert act.kind == "move_army" and act["units"] < 4
    asked = []
    monkeypatch.setattr(SplitDialog, "ask", classmethod(lambda cls, g, st, a, parent=None: asked.append(a) or a))
    assert ad.refine_drop(s, fid, "osgiliath", act, False) == act and asked == [act]
    # where the whole army may go, a plain drop asks nothing; a modifier asks
    whole = ad.drop_action(s, fid, "lossarnach")
    assert ad.refine_drop(s, fid, "lossarnach", whole, False) == whole and len(asked) == 1
    ad.refine_drop(s, fid, "lossarnach", whole, True)
    assert len(asked) == 2


def test_the_rules_come_back_in_front_for_a_roll_after_the_battle(qtbot, game):
    s = fp_to_act(fp=("army_muster", "event"), sh=("event", "event"))
    s = arrange(s, units={("osgiliath", "gondor"): (0, 0, 0), ("osgiliath", "sauron"): (5, 0, 0)},
                political={"gondor": 0})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)

    def front_tabs() -> set[str]:
        return {bar.tabText(bar.currentIndex()) for bar in w.findChildren(QTabBar) if bar.count()}

    attack = next(a for a in game.legal_actions(s) if a.kind == "attack" and a["to"] == "osgiliath")
    assert w.controller.play(attack)
    state = play_until(w, game, lambda st: not st.battle or st.pending[-1]["kind"] == "battle_continue")
    qtbot.waitUntil(lambda: "Battle and hunt" in front_tabs(), timeout=2000)
    if state.battle:
        assert w.controller.play(next(a for a in game.legal_actions(state) if a.kind == "stop_battle"))
    # the Free Peoples draw a card with their Event die: that roll is the rules panel's again
    state = play_until(w, game, lambda st: game.to_move(st) == FP_SEAT and not st.battle
                       and any(a.kind == "draw_card" for a in game.legal_actions(st)))
    assert w.controller.play(next(a for a in game.legal_actions(state) if a.kind == "draw_card"))
    qtbot.waitUntil(lambda: "Rules" in front_tabs(), timeout=2000)
    assert not side_view(w).live

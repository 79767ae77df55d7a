"""War of the Ring played from the board (issue #11): a die's actions grouped by what they act on and its
regions lit, the Fellowship dragged onto its track and clicked, armies dropped with a choice of die and of
part, reinforcements dragged onto a settlement, a nation's disc clicked, the six-phase strip and the log's
phase headings, and an actions panel that never shows more than ~15 rows."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.games import adapter_for
from desktop.games.wotr_dialogs import SplitDialog
from desktop.panels import ACTIONS_VISIBLE
from engines.core import Action, all_games
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.sample import arrange
from tests.desktop_helpers import click_figure as click
from tests.desktop_helpers import drag, fp_to_act, open_window_on

FP_SEAT, SH_SEAT = 0, 1


@pytest.fixture(scope="module")
def game():
    return WarOfTheRingGame()


def die_id(w, face, side=FP):
    return next(f for f in w.scene.figures if f.startswith(f"die:{side}:") and f.endswith(f":{face}"))


# -- the actions panel -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["war_of_the_ring", "heroes", "waterdeep"])
def test_the_actions_panel_never_unfolds_more_than_fifteen_rows(qtbot, game_id):
    g = next(x for x in all_games() if x.id == game_id)
    from engines.core import Match
    m = Match(g, g.options(players=2), 4)
    rng = random.Random(4)
    w = open_window_on(qtbot, g, m.state, seats=("human", "human"))
    w.controller.set_paused(True)
    biggest = 0
    for _ in range(40):
        s = w.match.state
        if g.to_move(s) is None:
            break
        legal = g.legal_actions(s)
        biggest = max(biggest, len(legal))
        w.viewer = g.to_move(s)
        w.covered = False
        w.refresh()
        assert w.actions_panel.visible_rows() <= ACTIONS_VISIBLE + 1, (len(legal), w.actions_panel.visible_rows())
        w.controller.play(rng.choice(legal))
    assert biggest > ACTIONS_VISIBLE   # the games do offer long lists: the folding was needed


def test_typing_in_the_filter_narrows_the_actions(qtbot, game):
    s = fp_to_act(fp=("character", "will_of_the_west"))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    everything = len(w.actions_panel.action_items())
    qtbot.keyClicks(w.actions_panel.filter_edit, "fellowship")
    rows = [i.data(0, Qt.ItemDataRole.UserRole) for i in w.actions_panel.action_items()]
    assert 0 < len(rows) < everything
    assert all("fellowship" in (str(a) + " ".join(w.adapter.action_path(a))).lower() for a in rows)
    w.actions_panel.filter_edit.clear()
    assert len(w.actions_panel.action_items()) == everything


def test_a_clicked_die_shows_its_actions_by_topic_and_lights_up_its_regions(qtbot, game):
    s = fp_to_act(fp=("army_muster", "character"))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    assert w.scene.highlighted() == set()
    click(qtbot, w, die_id(w, "character"))
    assert w.adapter.selected_die == (FP, "character")
    group = w.actions_panel.group_items()["Character die"]
    assert group.isExpanded() and not w.actions_panel.group_items()["Army/Muster die"].isExpanded()
    topics = [group.child(i).data(0, Qt.ItemDataRole.UserRole + 2) for i in range(group.childCount())]
    assert topics[:2] == ["The Fellowship", "Armies"] and "The die itself" in topics
    # the labels under the die's header leave out "Use Character die:"
    fellowship = group.child(0)
    assert fellowship.child(0).text(0) == "Move the Fellowship"
    # the board lights what the Character die can act on: the armies' regions and the Fellowship track
    lit = w.scene.highlighted()
    assert "box_fellowship" in lit and "minas_tirith" in lit
    # a click on the die's header in the panel lets it go again
    w.actions_panel.itemClicked.emit(group, 0)
    assert w.adapter.selected_die is None and w.scene.highlighted() == set()


# -- the Fellowship ----------------------------------------------------------------------------------------
def test_the_fellowship_dragged_onto_its_track_moves_with_the_least_valuable_die(qtbot, game, menus):
    s = fp_to_act(fp=("character", "will_of_the_west"))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    assert "box_fellowship" in w.adapter.legal_targets(s, "fellowship")
    drag(qtbot, w, "fellowship", "box_fellowship")
    assert menus and menus[-1][0].startswith("Use Character die: move the Fellowship")   # the default first
    step = w.match.steps[-1].action
    assert step.kind == "move_fellowship" and step.get("die") == "character"
    assert w.match.state.progress == s.progress + 1


def test_the_fellowship_dropped_on_a_region_says_how_it_moves(qtbot, game):
    s = fp_to_act(fp=("character",))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    verdict = w.adapter.drop_action(s, "fellowship", "eriador")
    assert "Fellowship track" in verdict.reason and verdict.rule == "fellowship"


def test_a_click_on_the_fellowship_offers_hiding_it(qtbot, game, menus):
    s = fp_to_act(fp=("character", "event"))
    s.hidden = False
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    click(qtbot, w, "fellowship")
    assert menus and "hide" in menus[-1][0].lower()
    assert w.match.steps[-1].action.kind == "hide_fellowship"
    assert w.match.state.hidden


# -- armies ------------------------------------------------------------------------------------------------
def test_a_mixed_army_dropped_offers_the_whole_army_or_a_part_for_each_die(qtbot, game, menus, monkeypatch):
    s = fp_to_act(fp=("army_muster", "character"))
    arrange(s, units={("minas_tirith", "gondor"): (3, 1, 1)})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath")
    offered = menus[-1]
    assert offered[0] == "Move the whole army — Army/Muster die"      # the least valuable die first
    assert "Move the whole army — Character die" in offered
    assert any(t.startswith("Choose which figures go") for t in offered)
    a = w.match.steps[-1].action
    assert a.kind == "move_army" and a.get("die") == "army_muster" and a.get("units") == 4


def test_choosing_a_part_opens_the_split_dialog(qtbot, game, monkeypatch):
    s = fp_to_act(fp=("army_muster",))
    arrange(s, units={("minas_tirith", "gondor"): (3, 1, 1)})
    from desktop.games import wotr_dialogs
    monkeypatch.setattr(wotr_dialogs, "choose_entry",
                        lambda entries, parent=None: next(v for t, v in entries if t.startswith("Choose")))
    asked = []
    monkeypatch.setattr(SplitDialog, "ask", classmethod(lambda cls, g, st, a, parent=None: asked.append(a)))
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    drag(qtbot, w, "army:minas_tirith:free_peoples", "osgiliath")
    assert asked and asked[0].get("die") == "army_muster" and w.match.cursor == 0


def test_the_split_dialogs_quick_buttons_never_choose_what_the_rules_refuse(qtbot, game):
    s = fp_to_act(fp=("character",))
    arrange(s, units={("minas_tirith", "gondor"): (3, 1, 1)})
    a = next(x for x in game.legal_actions(s) if x.kind == "move_army" and x.get("frm") == "minas_tirith"
             and x.get("to") == "osgiliath")
    dialog = SplitDialog(game, s, a)
    qtbot.addWidget(dialog)
    for how in ("all", "half", "one"):
        button = dialog.findChild(type(dialog.buttons.buttons()[0]), f"quick_{how}")
        if not button.isEnabled():
            continue
        button.click()
        assert not isinstance(game.check(s, dialog.action()), type(game.check(s, Action.make("x", 9))))
        assert dialog.buttons.buttons()[0].isEnabled() or dialog.buttons.buttons()[1].isEnabled()
    dialog.findChild(type(dialog.buttons.buttons()[0]), "quick_half").click()
    gondor = dict((row[0], row[1:]) for row in dialog.comp())["gondor"]
    assert gondor[2] >= 1    # a Character die moves the army with its leader: "Half" keeps the leader


# -- muster and politics -----------------------------------------------------------------------------------
def test_a_reinforcement_dragged_onto_a_settlement_is_recruited_there(qtbot, game):
    s = fp_to_act(fp=("muster",))
    s.political["gondor"] = 0
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    fid = "reinf:gondor:regular"
    assert fid in w.scene.figures and w.scene.figures[fid].figure.seat == FP_SEAT
    targets = w.adapter.legal_targets(s, fid)
    assert targets and "minas_tirith" in targets
    before = s.units.get(("minas_tirith", "gondor"), (0, 0, 0))
    drag(qtbot, w, fid, "minas_tirith")
    a = w.match.steps[-1].action
    assert a.kind == "recruit" and a.get("unit") == "regular" and a.get("to") == "minas_tirith"
    assert w.match.state.units[("minas_tirith", "gondor")][0] == before[0] + 1


def test_a_reinforcement_dropped_where_it_may_not_go_says_why(qtbot, game):
    s = fp_to_act(fp=("muster",))
    verdict = adapter_for(game).drop_action(s, "reinf:gondor:regular", "minas_tirith")
    assert verdict.reason and verdict.rule   # Gondor is not at war: the engine's own reason
    assert "not something you can do" not in verdict.reason


def test_a_click_on_a_nations_disc_advances_it_on_the_political_track(qtbot, game, menus):
    s = fp_to_act(fp=("muster", "event"))
    before = s.political["dwarves"]
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    click(qtbot, w, "trk:pol:dwarves")
    assert menus and "Dwarves" in menus[-1][0]
    a = w.match.steps[-1].action
    assert a.kind == "politics" and a.get("nation") == "dwarves" and a.get("die") == "muster"
    assert w.match.state.political["dwarves"] == before - 1


# -- where the turn stands ---------------------------------------------------------------------------------
def test_the_phase_strip_shows_the_six_phases_and_the_log_heads_each(qtbot, game):
    from engines.core import Match
    m = Match(game, game.options(players=2), 3)
    w = open_window_on(qtbot, game, m.state, seats=("human", "human"))
    w.controller.set_paused(True)
    bar = w.phase_bar
    assert bar.isVisible() and len(bar.texts()) == 6
    assert bar.current == 1     # the first decision is in the Fellowship phase
    rng = random.Random(3)
    for _ in range(60):
        st = w.match.state
        if st.phase == "actions":
            break
        w.controller.play(rng.choice(game.legal_actions(st)))
    w.refresh()
    assert w.phase_bar.current == 4
    headings = [e.text for e in w.match.events() if e.kind == "heading"]
    assert any("phase 5: action resolution" in h for h in headings)
    texts = [w.log_panel.item(i).text() for i in range(w.log_panel.count())]
    assert any("phase 2: the Fellowship phase" in t for t in texts)   # (the set-up's story)
    assert any("phase 4: the action roll" in t for t in texts)


# -- words, not identifiers --------------------------------------------------------------------------------
SHORTHAND = __import__("re").compile(r"\b\d+[rel]\b|\b[a-z]+_[a-z_]+\b|\b(Gon|Roh|Elf|Dwa|Nor|Sau|Ise|S&E) \d")


def test_no_identifier_or_shorthand_on_the_board_or_in_its_tooltips(game):
    from engines.core import Match
    ad = adapter_for(game)
    m = Match(game, game.options(players=2), 5)
    rng = random.Random(5)
    board = ad.board_map()
    seen = 0
    for step in range(400):
        s = m.state
        if game.to_move(s) is None:
            break
        if step % 20 == 0:
            figures = ad.figures(s)   # (a figure drawn by its own art keeps its key in `label`: not shown)
            texts = [f.label for f in figures if not f.art] + [f.tooltip for f in figures]
            texts += [ad.node_tooltip(s, n) for n in board.nodes]
            texts += [ad.node_label_style(s, n).text or "" for n in board.nodes]
            texts += [ad.phase_text(s)] + [r for i in range(2) for row in ad.seat_info(s, i, i).rows for r in row]
            texts += [" ".join(ad.action_path(a)) + " " + ad.action_label(a) for a in game.legal_actions(s)]
            for t in texts:
                assert not SHORTHAND.search(t), t
            seen += 1
        m.play(rng.choice(game.legal_actions(s)))
    assert seen >= 10


def test_a_carried_figure_says_what_a_drop_would_do_or_why_not(qtbot, game):
    s = fp_to_act(fp=("army_muster",))
    arrange(s, units={("minas_tirith", "gondor"): (3, 0, 0)})
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    vp = w.view.viewport()
    fid = "army:minas_tirith:free_peoples"
    w.view.centerOn(w.scene.figures[fid].pos())
    start = w.view.mapFromScene(w.scene.figures[fid].pos())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for target, expect in (("osgiliath", "drop to play"), ("dol_amroth", "")):
        node = w.scene.board.node(target)
        qtbot.mouseMove(vp, w.view.mapFromScene(QPointF(node.pos[0], node.pos[1])))
        message = w.statusBar().currentMessage()
        assert message.startswith(node.name + ":"), message
        if expect:
            assert expect in message
        else:   # not a neighbour: the engine's reason, not a generic sentence
            assert "drop to play" not in message and len(message) > len(node.name) + 10
    w.view.cancel_drag()
    assert w.match.cursor == 0


def test_a_companion_or_nazgul_dragged_out_of_turn_says_how_it_moves(game):
    s = fp_to_act(fp=("character",))
    s.chars["strider"] = "bree"
    ad = adapter_for(game)
    verdict = ad.drop_action(s, "char:strider", "buckland")
    assert "Move the companions" in verdict.reason and "Strider" in verdict.reason
    sh = fp_to_act(sh=("character",), side=SH)
    region = next(r for r, k in sh.nazgul.items() if k)
    verdict = ad.drop_action(sh, f"nazgul:{region}", "mordor" if region != "mordor" else "gorgoroth")
    assert "Character die" in verdict.reason

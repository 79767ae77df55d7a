"""Lords of Waterdeep in the window: agents dragged from the pool onto action spaces, refused drops with
the engine's reason, the seats panel keeping Lords and intrigue hands secret, and a whole game played
through the actions panel to the final scoring."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.games import adapter_for
from engines.core import Action, get_game
from tests.desktop_helpers import open_window_on

RED, BLUE = 0, 1


@pytest.fixture(scope="module")
def game():
    return get_game("waterdeep")


def open_state(qtbot, game, state, seats=("human", "ai")):
    return open_window_on(qtbot, game, state, seats)


def drag(qtbot, w, figure_id, node_id):
    vp = w.view.viewport()
    start = w.view.mapFromScene(w.scene.figures[figure_id].pos())
    node = w.scene.board.node(node_id)
    end = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    assert w.scene.node_at(w.view.mapToScene(end)) == node_id
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def pool_agent(w, seat):
    return next(f for f, item in w.scene.figures.items() if item.node == f"pool_{seat}" and f.startswith("agent_"))


def red_took_blackstaff(game):
    """Red sent an agent to Blackstaff Tower and ended the turn: Blue to move."""
    s = game.setup(game.options(players=2), 3)
    assert game.to_move(s) == RED
    s, _ = game.apply(s, Action.make("place", RED, place="blackstaff_tower"))
    end = [a for a in game.legal_actions(s) if a.kind == "end_turn"]
    if end:       # (with no quest to complete the turn ends by itself)
        s, _ = game.apply(s, end[0])
    assert game.to_move(s) == BLUE and s.phase == "place"
    return s


def test_board_opens_with_a_figure_for_each_pool_agent(qtbot, game):
    s = game.setup(game.options(players=3), 5)
    w = open_state(qtbot, game, s, seats=("human", "ai", "ai"))
    w.controller.set_paused(True)
    for seat in range(3):
        pooled = [f for f in w.scene.figures.values() if f.node == f"pool_{seat}"]
        assert len(pooled) == s.pool[seat] == 3
        assert all(f.figure.colour == w.adapter.seat_colour(seat) for f in pooled)
    assert "pool_3" in w.scene.nodes and not [f for f in w.scene.figures.values() if f.node == "pool_3"]
    # the labels say what each place gives, the quest slots show the face-up quests
    ad = w.adapter
    board = w.scene.board
    assert "1 wizard" in ad.node_label_style(s, board.node("blackstaff_tower")).text
    assert "quest + 2 gold" in ad.node_label_style(s, board.node("cliffwatch_inn_1")).text
    q = s.data.quests[s.cliffwatch[0]]
    assert q.name.split()[0] in ad.node_label_style(s, board.node("quest_slot_1")).text
    hall = s.data.buildings[s.hall[0]]
    assert hall.name in ad.node_label_style(s, board.node("building_slot_1")).text
    assert ad.node_badge(s, board.node("building_slot_1")) == str(s.hall_vp[0])
    assert ad.node_fill(s, board.node("round_1")) != ad.node_fill(s, board.node("round_2"))


def test_drag_an_agent_onto_a_free_space_places_it(qtbot, game):
    s = game.setup(game.options(players=2), 3)
    w = open_state(qtbot, game, s)
    agent = pool_agent(w, RED)
    targets = w.adapter.legal_targets(w.match.state, agent)
    assert {"blackstaff_tower", "cliffwatch_inn_1", "auroras_realms_shop"} <= targets
    assert "lot_1" not in targets
    drag(qtbot, w, agent, "auroras_realms_shop")
    assert w.match.cursor == 1
    assert w.match.state.occ["auroras_realms_shop"] == ((RED, False),)
    assert w.match.state.tavern[RED]["gold"] == s.tavern[RED]["gold"] + 4
    assert [f for f in w.scene.figures.values() if f.node == "auroras_realms_shop"]
    assert len([f for f in w.scene.figures.values() if f.node == "pool_0"]) == s.pool[RED] - 1


def test_drop_on_a_taken_space_snaps_back_with_the_reason(qtbot, game):
    s = red_took_blackstaff(game)
    w = open_state(qtbot, game, s, seats=("ai", "human"))
    w.controller.set_paused(True)
    agent = pool_agent(w, BLUE)
    home = w.scene.figures[agent].pos()
    assert "blackstaff_tower" not in w.adapter.legal_targets(w.match.state, agent)
    drag(qtbot, w, agent, "blackstaff_tower")
    assert w.match.cursor == 0
    assert w.scene.figures[agent].pos() == home
    assert "taken by Red" in w.statusBar().currentMessage()


def test_harbor_and_unbuilt_lot_refuse_the_drop(qtbot, game):
    s = red_took_blackstaff(game)
    s.hands[BLUE] = []          # no intrigue card in Blue's hand
    w = open_state(qtbot, game, s, seats=("ai", "human"))
    w.controller.set_paused(True)
    agent = pool_agent(w, BLUE)
    assert not {"waterdeep_harbor_1", "lot_1"} & w.adapter.legal_targets(w.match.state, agent)
    drag(qtbot, w, agent, "waterdeep_harbor_1")
    assert w.match.cursor == 0
    assert "needs an intrigue card" in w.statusBar().currentMessage()
    drag(qtbot, w, agent, "lot_1")
    assert w.match.cursor == 0
    assert "No building stands on lot 1" in w.statusBar().currentMessage()


def play_until(game, cond, seeds=range(60), players=2):
    """A state of a random game where `cond` holds and no choice is pending (None if none was found)."""
    for seed in seeds:
        s = game.setup(game.options(players=players), seed)
        rng = random.Random(seed)
        while not s.over:
            if s.pending is None and cond(s):
                return s
            s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    return None


def seats_for(game, s):
    return tuple("human" if i == game.to_move(s) else "ai" for i in range(s.players))


def test_a_harbor_agent_is_dragged_to_its_new_space(qtbot, game):
    s = play_until(game, lambda s: s.phase == "reassign")
    assert s is not None
    place, seat, _amb = s.reassigning
    w = open_state(qtbot, game, s, seats=seats_for(game, s))
    w.controller.set_paused(True)
    agent = next(f for f, item in w.scene.figures.items() if item.node == place and item.figure.seat == seat)
    assert w.scene.figures[agent].draggable
    targets = w.adapter.legal_targets(w.match.state, agent)
    assert targets and not any(t.startswith("waterdeep_harbor") for t in targets)
    target = min(targets)
    drag(qtbot, w, agent, target)
    assert w.match.cursor == 1 and w.match.steps[0].action.kind == "reassign"
    assert (seat, False) in w.match.state.occ[target]


def test_the_ambassador_and_the_lieutenant_are_figures_of_their_own(qtbot, game):
    s = play_until(game, lambda s: s.phase == "ambassador")
    assert s is not None
    holder = s.ambassador_holder
    ad = adapter_for(game)
    amb = next(f for f in ad.figures(s) if f.id == "ambassador")
    assert amb.node == f"pool_{holder}" and amb.label == "Ambassador" and amb.seat == holder
    w = open_state(qtbot, game, s, seats=seats_for(game, s))
    w.controller.set_paused(True)
    agent = pool_agent(w, holder)
    assert not w.adapter.legal_targets(w.match.state, agent)       # the Ambassador goes first
    target = min(w.adapter.legal_targets(w.match.state, "ambassador"))
    drag(qtbot, w, "ambassador", target)
    assert w.match.steps[0].action.kind == "place_ambassador"
    assert (holder, True) in w.match.state.occ[target]
    s = play_until(game, lambda s: s.lieutenant is not None and s.phase == "place")
    assert s is not None
    lieutenants = [f for f in ad.figures(s) if f.label == "Lieutenant"]
    assert len(lieutenants) == 1 and lieutenants[0].seat == s.lieutenant


def test_seats_panel_hides_other_lords_and_intrigue(qtbot, game):
    s = game.setup(game.options(players=2), 3)
    w = open_state(qtbot, game, s)
    w.controller.set_paused(True)
    text = w.seats_panel.toPlainText()
    d = s.data
    assert d.lords[s.lords[RED]].name in text
    assert d.lords[s.lords[BLUE]].name not in text and "secret" in text
    for c in s.hands[RED]:
        assert d.intrigue[c].name in text
    hidden = set(s.hands[BLUE]) - set(s.hands[RED])
    for c in hidden:
        assert d.intrigue[c].name not in text
    assert "2 cards" in text
    for q in s.quests[RED] + s.quests[BLUE]:    # active quests are public
        assert d.quests[q].name in text
    ad = adapter_for(game)
    rows = dict(ad.seat_info(game.view(s, RED), BLUE, RED).rows)
    assert rows["Lord"] == "secret" and rows["Intrigue"] == "2 cards"
    assert "wizards" in rows["Tavern"] and rows["Gold"] == str(s.tavern[BLUE]["gold"])


def test_actions_panel_groups_the_choices(qtbot, game):
    s = game.setup(game.options(players=2), 3)
    w = open_state(qtbot, game, s)
    w.controller.set_paused(True)
    drag(qtbot, w, pool_agent(w, RED), "cliffwatch_inn_1")
    assert w.match.state.pending is not None
    groups = [w.actions_panel.topLevelItem(i).text(0) for i in range(w.actions_panel.topLevelItemCount())]
    assert any(g.startswith("Choose a quest") for g in groups)


def test_a_whole_game_through_the_actions_panel(qtbot, game):
    s = game.setup(game.options(players=2), 11)
    w = open_state(qtbot, game, s)
    rng = random.Random(11)
    for _ in range(2000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=20000)
        if w.match.outcome() is not None:
            break
        items = w.actions_panel.action_items()
        assert items
        before = w.match.cursor
        w.actions_panel.itemClicked.emit(rng.choice(items), 0)
        assert w.match.cursor == before + 1
    assert w.match.outcome() is not None
    assert w.match.state.round == 8
    assert w.banner.isVisible()
    text = w.banner.text.text()
    assert "with" in text and "VP" in text        # the verdict; the scoring itself is a table
    table = w.banner.table
    assert table.isVisible() and table.rowCount() == 2
    assert [table.item(r, 0).text().lstrip("★ ") for r in range(2)] == ["Red", "Blue"]
    seats = w.seats_panel.toPlainText()
    assert seats.count("Final score") == 2 and "Lord =" in seats
    assert all(w.match.state.data.lords[lo].name in seats
               for lo in w.match.state.lords)      # the Lords are revealed at the end

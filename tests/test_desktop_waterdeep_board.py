"""Lords of Waterdeep played from the board: quests taken at Cliffwatch Inn and completed by clicking (or
dragging) their cards, the End turn button with the quests that can be completed above it, a tray of ten
quests that never overlap, every text of the board readable on a 1366×768 screen, the mats keeping the
other players' Lords and intrigue cards secret, and a whole game against the computer played with the
mouse on the board; and no die icon where no die was rolled."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.board.measure import board_unit
from desktop.board.scene import FigureItem, LabelItem
from desktop.games import waterdeep_art as art
from engines.ai import RandomAgent
from engines.core import Action, SeatSpec, get_game
from engines.waterdeep import sample
from tests.desktop_helpers import click_figure, drag, open_window_on, pool_agent, shown_window

RED, BLUE = 0, 1
MIN_PX = 9.0


@pytest.fixture(scope="module")
def game():
    return get_game("waterdeep")


def open_state(qtbot, game, state, seats=("human", "ai")):
    w = open_window_on(qtbot, game, state, seats)
    w.controller.set_paused(True)
    return w


def red_at_cliffwatch(qtbot, game):
    """Red (human) has sent an agent to Cliffwatch Inn: the quest choice is pending."""
    s = sample.fresh(2, 4)
    w = open_state(qtbot, game, s)
    assert w.scene.figures[f"offer_{s.cliffwatch[0]}"].figure.seat is None     # not Red's before the agent goes
    drag(qtbot, w, pool_agent(w, RED), "cliffwatch_inn_1")
    assert w.match.cursor == 1 and w.match.state.pending.kind == "take_quest"
    return w


def red_may_complete(game):
    """Red has placed an agent and can pay for its first quest but not for its second."""
    s = sample.fresh(2, 4)
    payable, dear = s.quests[RED][:2]
    sample.set_tavern(s, RED, **s.data.quests[payable].cost.as_dict())
    sample.clear_hand(s, RED)
    s, _ = game.apply(s, Action.make("place", RED, place="field_of_triumph"))
    s = sample.resolve(s)
    assert s.phase == "complete" and game.to_move(s) == RED
    return s, payable, dear


# -- Cliffwatch Inn ----------------------------------------------------------------------------------------

def test_clicking_a_quest_card_at_cliffwatch_takes_it(qtbot, game):
    w = red_at_cliffwatch(qtbot, game)
    s = w.match.state
    q = s.cliffwatch[2]
    card = w.scene.figures[f"offer_{q}"]
    assert card.draggable and "Click it" in card.toolTip()
    assert w.adapter.legal_targets(s, f"offer_{q}") == {f"quests_{RED}"}
    click_figure(qtbot, w, f"offer_{q}")
    assert w.match.cursor == 2 and w.match.steps[1].action.kind == "take_quest"
    assert q in w.match.state.quests[RED] and q not in w.match.state.cliffwatch
    assert f"quest_{RED}_{q}" in w.scene.figures and f"offer_{q}" not in w.scene.figures


def test_dragging_a_quest_card_onto_ones_quests_takes_it(qtbot, game):
    w = red_at_cliffwatch(qtbot, game)
    q = w.match.state.cliffwatch[1]
    drag(qtbot, w, f"offer_{q}", f"quests_{BLUE}")          # someone else's quests: refused
    assert w.match.cursor == 1 and "your own quests" in w.statusBar().currentMessage()
    drag(qtbot, w, f"offer_{q}", f"quests_{RED}")
    assert w.match.cursor == 2 and q in w.match.state.quests[RED]


def test_clicking_a_quest_before_going_to_the_inn_says_what_to_do(qtbot, game):
    s = sample.fresh(2, 4)
    w = open_state(qtbot, game, s)
    click_figure(qtbot, w, f"offer_{s.cliffwatch[0]}")
    assert w.match.cursor == 0
    assert "Cliffwatch Inn" in w.statusBar().currentMessage()


# -- completing quests ---------------------------------------------------------------------------------------

def test_clicking_an_active_quest_completes_it(qtbot, game):
    s, payable, dear = red_may_complete(game)
    w = open_state(qtbot, game, s)
    click_figure(qtbot, w, f"quest_{RED}_{dear}")                   # cannot pay: the reason, nothing played
    assert w.match.cursor == 0 and "cannot pay" in w.statusBar().currentMessage()
    click_figure(qtbot, w, f"quest_{RED}_{payable}")
    assert w.match.cursor == 1 and w.match.steps[0].action == Action.make("complete", RED, quest=payable)
    assert payable in w.match.state.completed[RED]


def test_dragging_an_active_quest_onto_the_completed_pile_completes_it(qtbot, game):
    s, payable, _dear = red_may_complete(game)
    w = open_state(qtbot, game, s)
    drag(qtbot, w, f"quest_{RED}_{payable}", f"completed_{RED}")
    assert w.match.cursor == 1 and payable in w.match.state.completed[RED]


def test_the_end_turn_button_with_the_quests_to_complete_above_it(qtbot, game):
    s, payable, _dear = red_may_complete(game)
    w = open_state(qtbot, game, s)
    assert w.pinned_button.isVisible() and w.pinned_button.text() == "End turn"
    groups = w.actions_panel.group_items()
    complete = next(g for name, g in groups.items() if name.startswith("Complete a quest"))
    labels = [complete.child(i).text(0).replace("\n", " ") for i in range(complete.childCount())]
    assert len(labels) == 1 and s.data.quests[payable].name in labels[0]
    assert w.pinned_button.mapTo(w, w.pinned_button.rect().topLeft()).y() > \
        w.actions_panel.mapTo(w, w.actions_panel.rect().topLeft()).y()
    w.actions_panel.itemClicked.emit(complete.child(0), 0)            # the quest above the button: clickable
    assert w.match.cursor == 1 and payable in w.match.state.completed[RED]


# -- the quest tray --------------------------------------------------------------------------------------------

def test_a_tray_of_ten_quests_has_no_card_over_another(qtbot, game):
    s = sample.fresh(2, 7)
    for q in list(s.quest_deck[:10 - len(s.quests[RED])]):
        sample.give_quest(s, RED, q)
    assert len(s.quests[RED]) == 10
    w = open_state(qtbot, game, s)
    cards = [w.scene.figures[f"quest_{RED}_{q}"] for q in s.quests[RED]]
    rects = [c.sceneBoundingRect() for c in cards]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    tray = w.scene.nodes[f"quests_{RED}"].sceneBoundingRect()
    assert all(tray.contains(r) for r in rects)
    # each card still shows what it costs: cube and coin icons are drawn for every card
    quest = s.data.quests[s.quests[RED][0]]
    data = art._data(cards[0].figure.label)
    assert data["cost"] == quest.cost.as_dict() and data["name"] == quest.name


# -- readable at 1366×768 ---------------------------------------------------------------------------------

def fresh_layout() -> None:
    """Forget the docks' layout earlier windows of the test session left behind: the window opens as it
    does the first time."""
    from desktop import paths
    settings = paths.settings()
    settings.remove("window")
    settings.sync()


def at_laptop_size(qtbot, w) -> None:
    """The window as on a 1366×768 screen, the board fitted to it."""
    w.resize(1366, 768)
    qtbot.wait(50)
    w.view.fit_to_window()


def texts_on_screen(w) -> list[tuple[str, float]]:
    """Every text drawn on the board with its height (the font's em) in pixels at the current zoom."""
    zoom = w.view.transform().m11()
    out = []
    for item in w.scene.items():
        if isinstance(item, LabelItem) and item.isVisible():
            lines = (item.text if item.style.text is None else item.style.text).split("\n")
            if not any(lines):
                continue
            base = item.font.pointSizeF() * (item.style.size or 1.0)
            small = base * 0.86 if len(lines) > max(1, item.style.title_lines) else base
            out.append((lines[0], small * 96 / 72 * zoom))
    for item in w.scene.figures.values():   # every drawing made again, not copied from its picture
        item.setCacheMode(FigureItem.CacheMode.NoCache)
        item.pictures.forget()
    art.RECORD = []
    try:
        w.view.viewport().grab()
        out += art.RECORD
    finally:
        art.RECORD = None
    return out


@pytest.mark.parametrize("players", [2, 5])
def test_every_text_of_the_board_is_readable_at_1366_by_768(qtbot, game, players):
    s = sample.fresh(players, 4)
    for q in list(s.quest_deck[:3]):
        sample.give_quest(s, RED, q)
    fresh_layout()
    w = open_window_on(qtbot, game, s, ("human",) + ("ai",) * (players - 1))
    w.controller.set_paused(True)
    at_laptop_size(qtbot, w)
    vp = w.view.viewport()
    assert vp.width() >= 0.6 * 1366 - 150 and vp.height() >= 500, vp.size()    # the board keeps most of the window
    texts = texts_on_screen(w)
    assert len(texts) > 60
    small = [(t, round(px, 2)) for t, px in texts if px < MIN_PX]
    assert not small, small
    names = {t for t, _ in texts}
    assert "Red" in names and any("VP" in t for t in names)       # the mats' and cards' words were drawn


def test_the_adapter_knows_the_scenes_unit(qtbot, game):
    s = sample.fresh(3, 4)
    w = open_state(qtbot, game, s, ("human", "ai", "ai"))
    assert board_unit(w.scene.board) == pytest.approx(w.scene.unit)


def test_an_agent_on_a_building_for_sale_stands_on_its_slot_in_builders_hall(qtbot, game):
    """A card may send an agent to a building still for sale (the engine's place "hall:<building>"): on the
    board it stands on the slot of Builder's Hall that shows the building (the board used to fail to draw)."""
    s = sample.fresh(2, 4)
    b = s.hall[1]
    s.occ[f"hall:{b}"] = ((RED, False),)
    s.pool[RED] -= 1
    w = open_state(qtbot, game, s)
    on_hall = [item for item in w.scene.figures.values() if item.figure.id.startswith("agent_")
               and item.node == "building_slot_2"]
    assert len(on_hall) == 1 and on_hall[0].figure.seat == RED
    assert s.data.buildings[b].name in on_hall[0].toolTip()


# -- secrets on the mats -------------------------------------------------------------------------------------

def test_the_mats_show_only_ones_own_lord_and_intrigue_cards(qtbot, game):
    s = sample.fresh(2, 4)
    d = s.data
    w = open_state(qtbot, game, s)
    mine = art._data(w.scene.figures[f"mat_{RED}"].figure.label)
    theirs = art._data(w.scene.figures[f"mat_{BLUE}"].figure.label)
    at_laptop_size(qtbot, w)
    assert mine["lord"] == d.lords[s.lords[RED]].name
    assert mine["hand"] == [d.intrigue[c].name for c in s.hands[RED]]
    assert theirs["lord"] == "" and theirs["hand"] is None and theirs["cards"] == len(s.hands[BLUE]) > 0
    drawn = " ".join(t for t, _ in texts_on_screen(w))
    blue_secrets = {d.lords[s.lords[BLUE]].name} | {d.intrigue[c].name for c in s.hands[BLUE]} \
        - {d.intrigue[c].name for c in s.hands[RED]}
    assert not any(name in drawn for name in blue_secrets)
    assert d.lords[s.lords[RED]].name[:12] in drawn
    for seat in (RED, BLUE):      # and the tooltips say no more
        tip = w.scene.figures[f"mat_{seat}"].toolTip()
        assert d.lords[s.lords[BLUE]].name not in tip


# -- a whole game with the mouse ------------------------------------------------------------------------------

def test_a_whole_two_player_game_against_the_computer_by_clicks_and_drags(qtbot, game, monkeypatch):
    from collections import Counter

    from desktop.board.scene import BoardScene
    from desktop.panels import LogPanel
    monkeypatch.setattr(LogPanel, "scrollToBottom", lambda self: None)
    monkeypatch.setattr(BoardScene, "want_halo", lambda self, label: None)
    w = shown_window(qtbot, (1366, 768), RandomAgent)
    assert w.start_game(game, game.options(players=2), 8, [SeatSpec("human"), SeatSpec("ai", "easy")])
    w.scene.animate = False
    rng = random.Random(8)
    stats = Counter()
    for _ in range(2000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=30000)
        if w.match.outcome() is not None:
            break
        s = w.match.state
        before = w.match.cursor
        legal = w.game.legal_actions(s)
        if s.pending is not None and s.pending.kind == "take_quest":
            q = rng.choice([a["quest"] for a in legal])
            if rng.random() < 0.7:
                click_figure(qtbot, w, f"offer_{q}")
                stats["quests taken by a click"] += 1
            else:
                drag(qtbot, w, f"offer_{q}", f"quests_{RED}")
                stats["quests taken by a drag"] += 1
        elif s.pending is None and s.phase == "complete":
            quests = [a["quest"] for a in legal if a.kind == "complete"]
            if quests:
                q = rng.choice(quests)
                if rng.random() < 0.6:
                    click_figure(qtbot, w, f"quest_{RED}_{q}")
                    stats["quests completed by a click"] += 1
                else:
                    drag(qtbot, w, f"quest_{RED}_{q}", f"completed_{RED}")
                    stats["quests completed by a drag"] += 1
            else:
                assert w.pinned_button.text() == "End turn"
                w.pinned_button.click()
                stats["End turn"] += 1
        elif s.pending is None and s.phase in ("place", "ambassador", "reassign") and legal[0].kind != "pass":
            agent = ("ambassador" if s.phase == "ambassador" else
                     next(f for f in w.scene.figures if f.startswith("agent_") and w.adapter.legal_targets(s, f)))
            targets = sorted(w.adapter.legal_targets(s, agent))
            cliffwatch = [t for t in targets if t.startswith("cliffwatch")]
            target = rng.choice(cliffwatch) if cliffwatch and rng.random() < 0.4 else rng.choice(targets)
            drag(qtbot, w, agent, target)
            stats["agents dragged"] += 1
        else:
            items = w.actions_panel.action_items()
            w.actions_panel.itemClicked.emit(rng.choice(items), 0)
            stats["chosen in the actions panel"] += 1
        assert w.match.cursor == before + 1, (w.statusBar().currentMessage(), s.phase, s.pending)
    assert w.match.outcome() is not None and w.match.state.round == 8
    assert stats["agents dragged"] >= 20 and stats["quests taken by a click"] >= 2, stats
    assert stats["quests completed by a click"] + stats["quests completed by a drag"] >= 2, stats
    assert w.banner.isVisible()


# -- no die where no die was rolled ------------------------------------------------------------------------------

def test_an_intrigue_card_played_shows_no_die_in_the_rules_panel_or_the_log(qtbot, game):
    from desktop.panels import roll_html
    from engines.core.events import Die, RollExplanation, RollPart
    s = sample.fresh(2, 6)
    sample.clear_hand(s, RED)
    sample.give_intrigue(s, RED, "call_in_a_favor")
    w = open_state(qtbot, game, s)
    drag(qtbot, w, pool_agent(w, RED), "waterdeep_harbor_1")
    played = [e for e in w.match.events() if e.roll is not None and "Call in a Favor" in e.text]
    assert played and not any(part.dice for part in played[0].roll.parts)
    w.rules_panel.show_roll(played[0], game)
    assert "rt:die" not in w.rules_panel.toHtml() and "Call in a Favor" in w.rules_panel.toPlainText()
    rows = [w.log_panel.item(i) for i in range(w.log_panel.count())]
    row = next(r for r in rows if "Call in a Favor" in r.text() and r.font().bold())
    assert "roll" not in row.toolTip()
    rolled = RollExplanation("A test roll", [RollPart("Attacker", [Die(4)])])    # real dice keep their die
    assert "rt:die" in roll_html(rolled)


def test_a_building_for_sale_is_bought_by_clicking_it(qtbot):
    """After an agent went to Builder's Hall, a click on a building for sale buys that one."""
    import random as _random

    from engines.core import Match, all_games
    from tests.desktop_helpers import open_window_on
    g = next(x for x in all_games() if x.id == "waterdeep")
    m = Match(g, g.options(players=2), 3)
    rng = _random.Random(1)
    for _ in range(300):
        s = m.state
        if s.pending is not None and s.pending.kind == "buy":
            break
        legal = g.legal_actions(s)
        hall = [a for a in legal if a.get("place") == "builders_hall"]
        m.play(hall[0] if hall else rng.choice(legal))
    s = m.state
    assert s.pending is not None and s.pending.kind == "buy"
    seat = g.to_move(s)
    w = open_window_on(qtbot, g, s, seats=["human" if i == seat else "ai" for i in range(2)])
    w.controller.set_paused(True)
    options = [a for a in g.legal_actions(s) if a.kind == "buy"]
    wanted = options[-1]
    slot = next(f"building_slot_{i + 1}" for i, b in enumerate(s.hall) if b == wanted["building"])
    node = w.scene.board.node(slot)
    w.view.centerOn(node.pos[0], node.pos[1])
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(QPointF(node.pos[0], node.pos[1])))
    assert w.match.cursor == 1 and w.match.steps[0].action == wanted


def test_a_word_wider_than_its_space_is_hyphenated_not_cut(qapp):
    """German and Finnish compounds ("Baumeisterhalle") break with a hyphen on the board's small spaces."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from desktop.games.waterdeep_common import fit_lines
    font = QFont("DejaVu Sans")
    font.setPointSizeF(9)
    font.setBold(True)
    width = QFontMetricsF(font).horizontalAdvance("Baumeister")
    first, second = fit_lines("Baumeisterhalle", 9, width, True, 2)
    assert first.endswith("-") and first[:-1] + second == "Baumeisterhalle"
    assert fit_lines("Hafen", 9, width, True, 2) == ["Hafen"]

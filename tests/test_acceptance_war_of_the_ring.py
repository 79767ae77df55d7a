"""War of the Ring played as a new user would, in the main window: a whole game as the Free Peoples
against the computer's Shadow and one as the Shadow against the computer's Free Peoples, from set-up to a
victory, choosing in the actions panel (dragging armies now and then, playing cards from the Cards tab), with
a save and a reload midway; every roll the game makes carries its explanation."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt

from engines.ai import make_agent
from engines.core import SeatSpec, get_game
from tests.desktop_helpers import shown_window


@pytest.fixture(scope="module")
def game():
    return get_game("war_of_the_ring")


@pytest.fixture
def quick_window(monkeypatch):
    """The names' halos are worked out in idle moments, and a scripted game's waits are all such moments:
    they keep their plain stroked halo here, which looks the same."""
    from desktop.board.scene import BoardScene
    from desktop.games.wotr_dialogs import SplitDialog
    monkeypatch.setattr(BoardScene, "want_halo", lambda self, label: None)
    # a drop that asks which figures go (only part of the army may) is called off, as a player may: a modal
    # dialog nobody answers would wait for ever offscreen (after the reload, chance is fresh: any path)
    monkeypatch.setattr(SplitDialog, "ask", classmethod(lambda cls, *args, **kwargs: None))


def drag(qtbot, w, figure_id, node_id):
    vp = w.view.viewport()
    start = w.view.mapFromScene(w.scene.figures[figure_id].pos())
    node = w.scene.board.node(node_id)
    end = w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def human_turn(qtbot, w, rng, stats):
    """The human decides: an army move by drag and drop now and then, otherwise the action a sensible
    player would pick (the engine's play-out policy), clicked in the actions panel."""
    s = w.match.state
    legal = w.game.legal_actions(s)
    before = w.match.cursor
    moves = [a for a in legal if a.kind == "move_army" and a.get("comp") is None]
    if moves and rng.random() < 0.3:
        a = rng.choice(moves)
        fig = next((f for f in w.scene.figures if f.startswith(f"army:{a['frm']}:")), None)
        if fig is not None and a["to"] in w.adapter.legal_targets(s, fig):
            drag(qtbot, w, fig, a["to"])
            if w.match.cursor == before + 1:
                stats["dragged"] += 1
                return
    cards = [a for a in legal if a.kind in ("play_card", "combat_card")]
    if cards and rng.random() < 0.6:   # a card played from the hand in the Cards tab, by its button
        from desktop.games.wotr_cards import CardsView
        a = rng.choice(cards)
        view = next(v for _d, v in w.side_docks if isinstance(v, CardsView))
        widget = next(c for c in view.cards if c.card_id == a["card"])
        assert widget.card_id in w.game.hand_of(s, w.controller.to_move())   # only the seat's own hand shows
        button = next(b for b in widget.buttons if b.toolTip() == str(a))
        button.click()
        assert w.match.cursor == before + 1, w.statusBar().currentMessage()
        stats["cards"] += 1
        return
    choice = w.game.rollout_action(s, legal, rng)
    items = w.actions_panel.action_items()
    assert len(items) == len(legal)
    item = next(i for i in items if i.data(0, Qt.ItemDataRole.UserRole) == choice)
    w.actions_panel.itemClicked.emit(item, 0)
    assert w.match.cursor == before + 1, w.statusBar().currentMessage()
    stats["clicked"] += 1


@pytest.mark.parametrize("human_side", ["free_peoples", "shadow"])
def test_a_whole_game_against_the_computer_with_a_save_midway(qtbot, game, tmp_path, quick_window, human_side):
    w = shown_window(qtbot, (1500, 950), lambda: make_agent("normal"))
    other = "shadow" if human_side == "free_peoples" else "free_peoples"
    options = game.options(players=2, sides=[human_side, other])
    assert w.start_game(game, options, 7, [SeatSpec("human"), SeatSpec("ai", "normal")])
    w.scene.animate = False
    assert w.game.seat_names(w.match.state)[0] == {"free_peoples": "Free Peoples", "shadow": "Shadow"}[human_side]
    rng = random.Random(7)
    stats: Counter = Counter()
    saved = False
    for _ in range(3000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=60000)
        if w.match.outcome() is not None:
            break
        assert not w.covered                         # one human: no curtain
        s = w.match.state
        if not saved and s.turn >= 3:
            path = tmp_path / "wotr-midgame.rtsave"
            assert w.files.save_to(path)
            cursor, turn, units = w.match.cursor, s.turn, dict(s.units)
            assert w.files.open_file(path)
            w.scene.animate = False
            assert w.match.cursor == cursor and w.match.state.turn == turn and dict(w.match.state.units) == units
            saved = True
            continue
        human_turn(qtbot, w, rng, stats)
    o = w.match.outcome()
    assert o is not None and o.reason, "the game did not end"
    assert saved and stats["clicked"] > 20 and stats["cards"] >= 1, stats
    assert w.banner.isVisible()
    # both players played event cards: the human from the panel, the computer on its own
    played = Counter(st.action.seat for st in w.match.steps if st.action.kind == "play_card")
    assert played[0] >= 1 and played[1] >= 1, played
    # every roll, draw and shuffle of the whole game carries its explanation for the rules panel
    events = [e for st in w.match.steps for e in st.events]
    rolls = [e for e in events if e.roll is not None]
    assert rolls and all(e.roll.purpose and e.roll.result for e in rolls)


def test_computers_play_events_and_combat_cards_and_every_card_is_accounted_for(game):
    """Issue 7's acceptance, headless: two Normal computers play a whole game; both sides play event cards
    and combat cards, and after every action each of the 96 cards is in exactly one deck, hand, table spot,
    discard pile or face down in a battle (with the other invariants of the properties test)."""
    from engines.core import Match
    from tests.test_war_of_the_ring_properties import invariants
    match = Match(game, game.options(), 1, seats=[SeatSpec("ai", "normal"), SeatSpec("ai", "normal")])
    agent = make_agent("normal")
    rng = random.Random(1)
    plays: Counter = Counter()
    for _ in range(5000):
        if match.outcome() is not None:
            break
        seat = match.to_move()
        a = agent.choose(game, game.view(match.state, seat), seat, rng.getrandbits(32))
        if a.kind in ("play_card", "combat_card"):
            plays[(a.kind, match.state.sides[seat])] += 1
        events = match.play(a)
        invariants(match.state)
        if a.kind == "play_card":   # the rules panel can say what the card did: its play is logged
            assert any(e.kind == "card" for e in events)
    assert match.outcome() is not None
    for kind in ("play_card", "combat_card"):
        for side in ("free_peoples", "shadow"):
            assert plays[(kind, side)] >= 1, plays

"""Issue #11's "done means" for War of the Ring: a whole game as the Free Peoples against the computer in a
1366×768 window, played from the board — the Fellowship dragged onto its track, hidden and declared by a click,
companions separated by dragging the Fellowship, armies dragged whole and in part (with the die asked in a
small menu), reinforcements dragged onto a settlement, nations' discs clicked, battles fought — the actions
panel only for what has no gesture on the board."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.games import wotr_dialogs
from desktop.panels import ACTIONS_VISIBLE
from engines.ai import make_agent
from engines.core import Action, SeatSpec, get_game
from tests.desktop_helpers import shown_window

#: actions a player takes on the board, and the first time each is wanted the test steers towards it
WANTED = ("move_fellowship", "hide_fellowship", "declare", "separate", "attack", "part", "recruit", "politics")


@pytest.fixture(scope="module")
def game():
    return get_game("war_of_the_ring")


@pytest.fixture
def quick_window(monkeypatch):
    from desktop.board.scene import BoardScene
    monkeypatch.setattr(BoardScene, "want_halo", lambda self, label: None)


class Hand:
    """Answers the pop-up menus and the split dialog as the player who meant `self.meant` would."""

    def __init__(self) -> None:
        self.meant: Action | None = None
        self.menus: list[list[str]] = []

    def choose(self, entries, parent=None):
        self.menus.append([t for t, _v in entries])
        for _text, value in entries:
            if value == self.meant:
                return value
        for _text, value in entries:   # a part of an army: the dialog is asked for it
            if isinstance(value, tuple) and value[1].get("die") == self.meant.get("die") \
                    and self.meant.get("comp") is not None:
                return value
        return entries[0][1]

    def split(self, cls, game, state, action, parent=None):
        return self.meant if self.meant is not None and self.meant.get("comp") is not None else action


def point_of(w, figure_id=None, node_id=None):
    if figure_id is not None:
        item = w.scene.figures[figure_id]
        w.view.centerOn(item.pos())
        return w.view.mapFromScene(item.pos())
    node = w.scene.board.node(node_id)
    return w.view.mapFromScene(QPointF(node.pos[0], node.pos[1]))


def drag(qtbot, w, figure_id, node_id):
    vp = w.view.viewport()
    w.view.fit_to_window()
    start = point_of(w, figure_id)
    end = point_of(w, node_id=node_id)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, (start + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot, w, figure_id):
    w.view.fit_to_window()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(w, figure_id))


def pick(game, s, legal, rng, done: Counter) -> Action:
    """A sensible action (the engine's play-out policy), steered once towards each board gesture."""
    for kind in WANTED:
        if done[kind]:
            continue
        if kind == "part":
            parts = [a for a in legal if a.kind == "move_army" and a.get("units") == 1
                     and s.strength(a["frm"], "free_peoples") > 1]
            if parts:
                a = parts[0]
                army = {n: t for n, t in s.army(a["frm"], "free_peoples").items() if any(t)}
                row = next([n, *game._split(army, 1, sum(t[0] + t[1] for t in army.values())).get(n, (0, 0, 0))]
                           for n in army if sum(game._split(army, 1, 2).get(n, (0, 0, 0))))
                comp = Action.make("move_army", a.seat, **{k: v for k, v in a.params if k != "units"},
                                   comp=[row])
                if game.check(s, comp):
                    return comp
            continue
        options = [a for a in legal if a.kind == kind]
        if options:
            return options[0]
    return game.rollout_action(s, legal, rng)


def on_board(qtbot, w, a: Action, s) -> str | None:
    """Play `a` with a board gesture when there is one; the name of the gesture, or None."""
    if a.kind in ("move_fellowship",):
        drag(qtbot, w, "fellowship", "box_fellowship")
        return "move_fellowship"
    if a.kind in ("hide_fellowship", "declare", "enter_mordor", "change_guide"):
        click(qtbot, w, "fellowship")
        return a.kind
    if a.kind == "separate":
        drag(qtbot, w, "fellowship", a["to"])
        return "separate"
    if a.kind in ("move_army", "attack") and f"army:{a['frm']}:free_peoples" in w.scene.figures:
        drag(qtbot, w, f"army:{a['frm']}:free_peoples", a["to"])
        return "part" if a.get("comp") is not None else a.kind
    if a.kind == "recruit" and f"reinf:{a['nation']}:{a['unit']}" in w.scene.figures:
        drag(qtbot, w, f"reinf:{a['nation']}:{a['unit']}", a["to"])
        return "recruit"
    if a.kind == "politics" and f"trk:pol:{a['nation']}" in w.scene.figures:
        click(qtbot, w, f"trk:pol:{a['nation']}")
        return "politics"
    return None


def test_a_whole_game_as_the_free_peoples_played_from_the_board(qtbot, game, quick_window, monkeypatch):
    hand = Hand()
    monkeypatch.setattr(wotr_dialogs, "choose_entry", hand.choose)
    monkeypatch.setattr(wotr_dialogs.SplitDialog, "ask", classmethod(hand.split))
    w = shown_window(qtbot, (1366, 768), lambda: make_agent("normal"))
    options = game.options(players=2, sides=["free_peoples", "shadow"])
    assert w.start_game(game, options, 11, [SeatSpec("human"), SeatSpec("ai", "normal")])
    w.scene.animate = False
    rng = random.Random(11)
    done: Counter = Counter()
    panel = 0
    for _ in range(3000):
        qtbot.waitUntil(lambda: w.match.outcome() is not None or w.controller.human_to_move(), timeout=60000)
        if w.match.outcome() is not None:
            break
        s = w.match.state
        legal = game.legal_actions(s)
        assert w.actions_panel.visible_rows() <= ACTIONS_VISIBLE + 1
        a = pick(game, s, legal, rng, done)
        hand.meant = a
        before = w.match.cursor
        gesture = on_board(qtbot, w, a, s)
        if gesture is not None and w.match.cursor == before + 1:
            done[gesture] += 1
            continue
        assert gesture is None or w.match.cursor == before, w.statusBar().currentMessage()
        item = next(i for i in w.actions_panel.action_items() if i.data(0, Qt.ItemDataRole.UserRole) == a)
        w.actions_panel.itemClicked.emit(item, 0)
        assert w.match.cursor == before + 1, w.statusBar().currentMessage()
        panel += 1
    o = w.match.outcome()
    assert o is not None and o.reason, "the game did not end"
    assert w.banner.isVisible()
    missing = [k for k in ("move_fellowship", "move_army", "attack", "part", "recruit", "politics") if not done[k]]
    assert not missing, (missing, done)
    assert done["hide_fellowship"] + done["declare"] >= 1, done
    on_the_board = sum(done.values())
    assert on_the_board >= 10, done

"""No English left on screen: every text a player sees in a game goes through the catalogs.

The window runs in a pseudo-language (tests/pseudo_language.py) whose every sentence is written in full-width
letters; a game is played some turns with the computer, and every visible text — menus, docks, panels, log,
tabs, lists, the board's labels and tooltips, the status bar — must hold no plain Latin word. A sentence built
in code, a name from the data shown as it is, or an English word pasted into a translated sentence shows up
here as a plain word.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from desktop import paths
from engines.core import Match, SeatSpec, get_game
from tests import pseudo_language
from tests.desktop_helpers import shown_window


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory, qapp):
    folder = tmp_path_factory.mktemp("pseudo")
    before = paths.TRANSLATIONS
    pseudo_language.install(qapp, folder)
    yield folder
    paths.TRANSLATIONS = before
    pseudo_language.uninstall(QApplication.instance())


def played(game_id: str, moves: int, seed: int) -> Match:
    game = get_game(game_id)
    players = max(2, game.min_players)
    match = Match(game, game.options(players=players), seed,
                  seats=[SeatSpec("human")] + [SeatSpec("ai", "easy")] * (players - 1))
    rng = random.Random(seed)
    for _ in range(moves):
        if match.to_move() is None:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    return match


def report(found) -> str:
    return "\n".join(f"{where}: {text[:120]!r} -> {' '.join(words[:8])}" for where, text, words in found[:25])


@pytest.mark.parametrize("game_id,moves", [("heroes", 14), ("waterdeep", 20), ("war_of_the_ring", 14),
                                          ("skirmish", 40)])
def test_a_game_in_progress_says_everything_in_the_language(qtbot, pseudo, game_id, moves):
    w = shown_window(qtbot)
    match = played(game_id, moves, seed=3)
    w.open_match(match)
    qtbot.wait(50)
    found = pseudo_language.leaks(w)
    assert not found, f"{len(found)} texts with English in them:\n" + report(found)


def shipped_games():
    """The games the app offers (not the stand-ins other tests register)."""
    from engines.core import all_games
    return [g for g in all_games() if type(g).__module__.startswith("engines.")]


# -- War of the Ring later in a game: every tab of its docks, a card read in the rules panel, the army dialog -----
def wotr_later_moment(seed: int = 17, limit: int = 400) -> Match:
    """A War of the Ring game played on (random moves) until the player at the screen decides in a battle,
    after at least one hunt roll and one event card played."""
    from desktop.games.wotr_common import source
    game = get_game("war_of_the_ring")
    match = Match(game, game.options(players=2), seed, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    rng = random.Random(seed)
    hunted = carded = False
    for _ in range(limit):
        match.play(rng.choice(game.legal_actions(match.state)))
        for e in match.steps[-1].events:
            hunted = hunted or (e.roll is not None and str(e.roll.purpose).startswith("Hunt roll"))
            carded = carded or (e.kind == "card" and " plays {card}" in source(e))
        if hunted and carded and match.to_move() == 0 and match.state.battle is not None:
            return match
        assert match.to_move() is not None, "the game ended before the moment looked for"
    raise AssertionError("no battle for the player at the screen to decide in")


def tabs_leaks(qtbot, w) -> list[tuple[str, str, list[str]]]:
    """The window's leaks with each of the game's docked views brought to the front in turn."""
    found = []
    for dock, view in w.side_docks:
        dock.raise_()
        qtbot.wait(10)
        found += [(f"[{view.title}] {where}", text, words) for where, text, words in pseudo_language.leaks(w)]
    w.rules_dock.raise_()
    return found


def test_war_of_the_ring_later_in_a_game_says_everything_in_the_language(qtbot, pseudo, menus):
    from PySide6.QtCore import Qt

    from desktop.games import wotr_dialogs
    match = wotr_later_moment()
    w = shown_window(qtbot)
    w.open_match(match)
    qtbot.wait(50)
    assert {type(view).__name__ for _dock, view in w.side_docks} == {"BattleHuntView", "CardsView"}
    found = pseudo_language.leaks(w) + tabs_leaks(qtbot, w)
    battle = next(view for _dock, view in w.side_docks if type(view).__name__ == "BattleHuntView")
    assert battle.mode == "battle" and battle.buttons, "the battle's decision is offered in its view"
    # a played card's line of the log clicked: the card's texts and what it did in the rules panel
    log = w.log_panel
    lines = [log.item(i) for i in range(log.count())]
    cards = [item for item in lines if item.data(Qt.ItemDataRole.UserRole) is not None
             and item.data(Qt.ItemDataRole.UserRole).roll is None and w.adapter.event_details(
                 item.data(Qt.ItemDataRole.UserRole))]
    rolls = [item for item in lines if item.data(Qt.ItemDataRole.UserRole) is not None
             and item.data(Qt.ItemDataRole.UserRole).roll is not None]
    assert cards and rolls
    for item in (cards[-1], cards[0], rolls[-1]):
        log.scrollToItem(item)
        qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center())
        assert w.rules_panel.current is item.data(Qt.ItemDataRole.UserRole)
        found += [(f"[{item.text()[:30]}] {where}", text, words) for where, text, words in pseudo_language.leaks(w)]
    # the army dialog, at the latest moment an army could move or attack: whole, half and one unit
    game = match.game
    for kind in ("move_army", "attack"):
        state, action = next((st, a) for st in reversed([step.state for step in match.steps])
                             for a in game.legal_actions(st) if a.kind == kind)
        dialog = wotr_dialogs.SplitDialog(game, state, action, w)
        qtbot.addWidget(dialog)
        dialog.show()
        for how in ("all", "half", "one"):
            dialog._preset(how)
            found += [(f"[{kind} dialog, {how}] {where}", text, words)
                      for where, text, words in pseudo_language.leaks(dialog)]
        dialog.close()
        # a menu of which action a drop or a click means
        wotr_dialogs.choose_action([a for a in game.legal_actions(state) if a.get("die")][:8], w)
    offered = [text for entries in menus for text in entries]
    assert offered
    found += [("menu", text, pseudo_language.outside(text)) for text in offered if pseudo_language.outside(text)]
    assert not found, f"{len(found)} texts with English in them:\n" + report(found)


@pytest.mark.parametrize("game_id", ["heroes", "waterdeep", "war_of_the_ring"])
def test_the_new_game_dialog_says_everything_in_the_language(qtbot, pseudo, game_id):
    from desktop.dialogs import NewGameDialog
    d = NewGameDialog(shipped_games())
    qtbot.addWidget(d)
    d.show()
    d.game_combo.setCurrentIndex(d.game_combo.findData(game_id))
    qtbot.wait(20)
    found = pseudo_language.leaks(d)
    assert not found, f"{len(found)} texts with English in them:\n" + report(found)


def test_the_hot_seat_curtain_and_the_end_of_a_game_say_everything_in_the_language(qtbot, pseudo):
    from engines.ai.playout import play_out
    w = shown_window(qtbot)
    game = get_game("heroes")
    match = Match(game, game.options(players=2), 5, seats=[SeatSpec("human"), SeatSpec("human")])
    w.open_match(match)
    qtbot.wait(20)
    assert w.curtain is not None and w.curtain.isVisible()
    found = pseudo_language.leaks(w)
    assert not found, report(found)
    play_out(match, 3000, random.Random(5))
    assert match.outcome() is not None
    w.open_match(match)
    qtbot.wait(20)
    found = pseudo_language.leaks(w)
    assert not found, report(found)


# -- Lords of Waterdeep: the views a player opens, and the later game ----------------------------------------
def _waterdeep_move(rng: random.Random, legal: list) -> object:
    """A move of a player who completes quests, takes quests and buys buildings whenever it can (so that the
    later game has completed quests, plot quests and buildings on the lots), else any legal move."""
    for kind in ("complete", "buy", "take_quest", "play_intrigue"):
        chosen = [a for a in legal if a.kind == kind]
        if chosen:
            return rng.choice(chosen)
    hall = [a for a in legal if a.get("place") == "builders_hall"]
    return hall[0] if hall and rng.random() < 0.5 else rng.choice(legal)


def _waterdeep_moments(seed: int) -> tuple[list[tuple[int, str]], int]:
    """The moves after which the game is worth a look — Red (the human) to move with a choice of a kind not yet
    seen, Red completing a quest, the first round with more agents, the last round — as (moves played, what),
    and how many moves the whole game takes."""
    game = get_game("waterdeep")
    s = game.setup(game.options(players=2), seed)
    rng = random.Random(seed)
    moments: list[tuple[int, str]] = []
    seen: set[str] = set()
    moves = 0
    while not s.over:
        legal = game.legal_actions(s)
        if game.to_move(s) == 0:
            what = (f"a choice: {s.pending.kind}" if s.pending is not None
                    else "completing a quest" if s.phase == "complete" and any(a.kind == "complete" for a in legal)
                    else f"round {s.round}" if s.round in (5, 8) and s.phase == "place" else "")
            if what and what not in seen:
                seen.add(what)
                moments.append((moves, what))
        s, _ = game.apply(s, _waterdeep_move(rng, legal))
        moves += 1
    return moments, moves


def _waterdeep_match(seed: int, moves: int) -> Match:
    """Red (human) against the computer, `moves` moves into the game `_waterdeep_moments` plays."""
    game = get_game("waterdeep")
    match = Match(game, game.options(players=2), seed, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    rng = random.Random(seed)
    for _ in range(moves):
        match.play(_waterdeep_move(rng, game.legal_actions(match.state)))
    return match


def _waterdeep_gestures(w) -> list[tuple[str, str]]:
    """What the status bar says as each of Red's figures is carried over every place of the board, and as each
    quest card is clicked: the engine's and the adapter's reasons why not, or what a drop would do."""
    said = []
    scene = w.scene
    red = [f for f, item in scene.figures.items() if item.figure.seat == 0 or f.startswith("offer_")]
    for figure_id in red:
        for node_id in scene.nodes:
            w.board_input.drag_over(figure_id, node_id)
            said.append((f"carrying {figure_id} over {node_id}", w.statusBar().currentMessage()))
        if figure_id.startswith(("offer_", "quest_")):
            w.board_input.figure_clicked(figure_id)
            said.append((f"a click on {figure_id}", w.statusBar().currentMessage()))
    w.statusBar().clearMessage()
    return said


@pytest.mark.parametrize("seed", [4, 7])
def test_waterdeep_views_and_a_later_game_say_everything_in_the_language(qtbot, pseudo, seed):
    """Lords of Waterdeep at the moments a player meets: each kind of choice in the actions panel (a quest to
    take, a building to buy, an intrigue card to play, resources to pick...), quests to complete, the later
    rounds with quests completed, plot quests and buildings bought, and the end with its final table — the
    board's cards, mats and lots, the seats panel with Red's Lord and intrigue hand, the log, the rules panel,
    the status bar as figures are carried and cards clicked, and the rules window."""
    moments, end = _waterdeep_moments(seed)
    kinds = {what for _moves, what in moments}
    assert {"a choice: take_quest", "a choice: buy", "completing a quest"} <= kinds, kinds
    w = shown_window(qtbot)
    found = []
    for moves, what in [*moments, (end, "the end")]:
        match = _waterdeep_match(seed, moves)
        w.open_match(match, keep_previous=False)
        qtbot.wait(20)
        if what == "the end":
            s = match.state
            assert s.over and w.banner.isVisible() and w.banner.table.isVisible()
            assert any(s.completed[i] for i in range(2)) and any(s.buildings_of(i) for i in range(2))
        found += [(f"{what}: {where}", text, words) for where, text, words in pseudo_language.leaks(w)]
        if what != "the end":
            found += [(f"{what}: {where}", text, words) for where, text in _waterdeep_gestures(w)
                      if (words := pseudo_language.outside(text))]
    w.show_rules()
    qtbot.wait(20)
    found += [(f"rules window: {where}", text, words) for where, text, words in pseudo_language.leaks(w)]
    w._rules_window.close()
    assert not found, f"{len(found)} texts with English in them:\n" + report(found)

"""The guided first game (issue 18): for each of the five games a scripted game (fixed seed, the computer on Easy)
whose callouts point at the board and the panels and wait for the player to do each step; skippable at any point,
in the Help menu, offered on the first start; a damaged guide is refused with a message."""
from __future__ import annotations

import json

import pytest
from desktop_helpers import shown_window

import desktop.tutorial as tutorial
from desktop.mainwindow import MainWindow
from desktop.tutorial import load_tutorial, tutorial_games
from engines.ai import make_agent

GAMES = ["heroes", "quest", "skirmish", "war_of_the_ring", "waterdeep"]


def _window(qtbot) -> MainWindow:
    window = MainWindow(computer_delay_ms=0, autosave=False)   # the computer as the guide seats it (Easy)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_every_game_has_a_guide() -> None:
    assert tutorial_games() == GAMES
    for game in GAMES:
        guide = load_tutorial(game)
        assert guide.seats[0] == "human" and any(s.startswith("ai") for s in guide.seats)
        assert any(step.until for step in guide.steps)       # it waits for the player to do things


@pytest.mark.parametrize("game", GAMES)
def test_a_guide_is_followed_to_its_end_by_doing_what_it_asks(qtbot, game):
    """Played as a new player would: Next on the steps that explain, and on the others one of the moves the
    step asks for (the computer's Easy choice when none is open yet). Every step's callout is shown with its own
    words beside what it points at, and the guide ends with the game still open to play on."""
    w = _window(qtbot)
    w.start_guide(game)
    t = w.tutor
    guide = t.guide
    assert guide is not None and w.controller is not None and w.controller.match is t.match
    easy = make_agent("easy")
    shown = set()
    for _ in range(600):
        if not t.running:
            break
        assert t.callout is not None and t.callout.isVisible()
        if t.step >= len(guide.steps):
            assert "done" in t.callout.heading.text()
            t.callout.next.click()
            continue
        step = guide.steps[t.step]
        if t.step not in shown:
            shown.add(t.step)
            assert t.callout.text.text() == step.say
            assert f"step {t.step + 1} of {len(guide.steps)}" in t.callout.heading.text()
        if not step.until:
            assert t.callout.next.isVisible()
            t.callout.next.click()
            continue
        assert not t.callout.next.isVisible()       # a step that waits for a move has no Next
        c = w.controller
        qtbot.waitUntil(lambda c=c: c.outcome() is not None or (c.human_to_move() and not c.thinking),
                        timeout=60_000)
        assert c.outcome() is None, "the game ended before the guide did"
        if not t.running or t.step >= len(guide.steps) or guide.steps[t.step] is not step:
            continue           # the computer's moves finished the step (the last figure placed): the next one
        legal = c.legal_actions()
        asked = [a for a in legal if a.kind in step.until]
        seat = c.to_move()
        action = asked[0] if asked else easy.choose(c.game, c.game.view(c.state, seat), seat, c.match.cursor)
        w.action_chosen(action)
    assert t.completed and not t.running
    assert shown == set(range(len(guide.steps)))
    assert w.controller is not None and w.controller.outcome() is None   # the game goes on after the guide


def test_the_guide_can_be_skipped_at_any_step_and_the_game_goes_on(qtbot):
    w = _window(qtbot)
    w.start_guide("heroes")
    t = w.tutor
    match = w.controller.match
    t.callout.next.click()                        # the first step explains: Next
    assert t.step == 1
    assert match.seed == load_tutorial("heroes").seed       # the guide's own dice, the same for everyone
    t.callout.skip.click()
    assert not t.running and not t.completed and t.callout is None
    assert w.controller.match is match            # the scripted game stays open
    assert match.seed is None                     # its dice from fresh entropy now: the guide's seed predicts nothing
    legal = w.controller.legal_actions()
    w.action_chosen(legal[0])
    assert match.cursor >= 1


def test_the_help_menu_lists_a_guide_for_each_game(qtbot):
    w = shown_window(qtbot)
    w.complete()
    w.menus.guides_menu.aboutToShow.emit()
    titles = [a.text() for a in w.menus.guides_menu.actions()]
    assert len(titles) == 5 and "War of the Ring" in titles
    w.menus.guides_menu.actions()[titles.index("War of the Ring")].trigger()
    assert w.tutor.running and w.controller.game.id == "war_of_the_ring"


def test_the_first_start_offers_the_guide_without_blocking(qtbot):
    from desktop.app import startup_game
    w = shown_window(qtbot)
    w.complete()
    w.settings.remove("guide/offered")
    w.settings.setValue("last/game", "heroes")
    startup_game(w, demo=False, offer_resume=False)
    t = w.tutor
    assert not t.running and t.callout is not None and t.callout.isVisible()
    assert "New here?" in t.callout.heading.text()
    assert w.settings.value("guide/offered") in (True, "true")
    t.callout.next.click()                              # "Start the guide"
    assert t.running and w.controller.game.id == "heroes"


def test_a_damaged_guide_is_refused_with_a_message(qtbot, tmp_path, monkeypatch):
    (tmp_path / "heroes.json").write_text(json.dumps({"game": "heroes", "seed": 1, "seats": ["human"],
                                                      "steps": [{"say": ""}]}), encoding="utf-8")
    monkeypatch.setattr(tutorial, "FOLDER", tmp_path)
    w = shown_window(qtbot)
    w.complete()
    warned = []
    monkeypatch.setattr(w, "warn", lambda title, text: warned.append(text))
    assert not w.tutor.start("heroes") and not w.tutor.running
    assert warned and "could not be read" in warned[0]
    assert not w.tutor.start("nonesuch") and "no guided first game" in warned[-1]


def test_a_wrong_guide_on_the_command_line_is_one_clear_line(tmp_path):
    from desktop_helpers import run_app
    run = run_app(tmp_path, "--guide", "chess")
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "chess" in lines[0] and "war_of_the_ring" in lines[0]


def test_the_first_steps_of_a_guide_with_the_mouse(qtbot):
    """Helden Mittelerdes' guide with the mouse, at 1366×768: Next clicked, the draw clicked in the actions panel, a
    hero dragged onto a place it may go — each step moves on."""
    from desktop_helpers import drag
    from PySide6.QtCore import Qt
    w = _window(qtbot)
    w.start_guide("heroes")
    w.scene.animate = False
    t = w.tutor
    qtbot.mouseClick(t.callout.next, Qt.MouseButton.LeftButton)
    assert t.step == 1
    c = w.controller
    qtbot.waitUntil(lambda: c.human_to_move() and not c.thinking, timeout=60_000)
    row = next(i for i in w.actions_panel.action_items() if i.data(0, Qt.ItemDataRole.UserRole).kind == "draw")
    panel = w.actions_panel
    panel.scrollToItem(row)
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=panel.visualItemRect(row).center())
    qtbot.waitUntil(lambda: t.step == 2, timeout=60_000)
    qtbot.waitUntil(lambda: c.human_to_move() and not c.thinking, timeout=60_000)
    seat = c.to_move()
    hero, place = next((f.figure.id, n) for f in w.scene.figures.values() if f.figure.seat == seat
                       for n in sorted(w.adapter.legal_targets(c.state, f.figure.id)))
    before = c.match.cursor
    drag(qtbot, w, hero, place)
    qtbot.waitUntil(lambda: c.match.cursor > before, timeout=10_000)
    assert c.match.actions[before].kind in ("move", "plus_one", "attack")
    assert t.step == 3 and t.callout.text.text() == t.guide.steps[3].say


def test_every_step_of_every_guide_is_in_the_catalogs() -> None:
    """What a guide's steps say reaches the translators (desktop.data_words collects it for the catalogs)."""
    from desktop.data_words import collect
    words = set(collect())
    missing = [step.say for game in GAMES for step in load_tutorial(game).steps if step.say not in words]
    assert not missing


def test_the_callout_follows_a_change_of_language(qtbot):
    from PySide6.QtWidgets import QApplication

    from desktop import i18n
    w = _window(qtbot)
    w.start_guide("heroes")
    t = w.tutor
    english = t.callout.text.text()
    try:
        w.menus.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: w.menus.language_actions["de"].isChecked() and t.callout is not None
                        and t.callout.text.text() != english, timeout=10_000)
        assert t.running and t.step == 0 and t.callout.isVisible()
        assert t.callout.heading.text() != "Guided first game — step 1 of 7"
    finally:
        i18n.set_language(QApplication.instance(), "en")

"""The window and saves: no seed written by any desktop path; a damaged file or autosave gets a message,
is never overwritten, and the window never hangs or stays on "Opening …"."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QMessageBox

from engines.ai import RandomAgent
from engines.core import Action, Match, SeatSpec
from engines.core.saves import dumps, write_save
from tests.toy_game import ToyGame

ROOT = Path(__file__).resolve().parents[1]
POSIX = hasattr(os, "mkfifo") and Path("/dev/zero").exists()   # pipes and /dev/zero (not on Windows)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REALMS_TABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def messages(monkeypatch):
    """Every warning the window shows, instead of a modal box nobody could close offscreen."""
    shown: list[tuple[str, str]] = []

    def warning(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    return shown


def window(qtbot, autosave: bool = True):
    from desktop.mainwindow import MainWindow
    w = MainWindow(agent_factory=lambda level: RandomAgent(), computer_delay_ms=0, autosave=autosave,
                   complete=False)
    qtbot.addWidget(w)
    return w


def play_one_human_move(w) -> None:
    match = w.controller.match
    seat = match.to_move()
    assert seat is not None
    w.controller.set_paused(True)
    w.controller.play(match.game.legal_actions(match.state)[0])


def autosave(home: Path) -> Path:
    return home / "data" / "autosave.json"


# -- no seed from the window --------------------------------------------------------------------------------
def test_the_first_game_at_start_up_draws_from_fresh_entropy_and_its_autosave_has_no_seed(qtbot, home, messages):
    from desktop.app import startup_game
    w = window(qtbot)
    w.settings.setValue("last/game", "waterdeep")
    startup_game(w, demo=False)
    assert w.controller.match.seed is None
    play_one_human_move(w)
    text = autosave(home).read_text()
    assert "seed" not in text and set(json.loads(text)) >= {"setup_chance", "chance"}
    w.close_match()


def test_the_new_game_path_never_writes_a_seed(qtbot, home, messages, monkeypatch):
    from desktop.dialogs import NewGameDialog
    from engines.core import all_games
    chosen = []

    def accept(dialog):
        dialog.accept()
        chosen.append(getattr(dialog, "seed", None))
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    w = window(qtbot)
    w.complete()
    for game in all_games():
        w.settings.setValue("last/game", game.id)
        w.new_game_dialog()
        assert w.controller is not None and w.game.id in {g.id for g in all_games()}
        w.controller.set_paused(True)
        match = w.controller.match
        human = next((i for i, s in enumerate(match.seats) if s.is_human), None)
        if human is not None and match.to_move() == human:
            w.controller.play(match.game.legal_actions(match.state)[0])
        w.files.save_to(home / f"{game.id}.rtsave")
        for path in (autosave(home), home / f"{game.id}.rtsave"):
            text = path.read_text()
            assert '"seed"' not in text and "rng" not in text
            if chosen[-1]:
                assert f": {chosen[-1]}," not in text and f": {chosen[-1]}\n" not in text
    w.close_match()


def test_undo_and_redo_in_the_window_keep_the_dice_as_they_fell(qtbot, home, messages):
    game = ToyGame()
    w = window(qtbot)
    w.complete()
    w.open_match(Match(game, game.options(goal=99, rounds=9), None, seats=[SeatSpec("human"), SeatSpec("ai", "easy")]))
    w.controller.set_paused(True)
    w.menus.act_free_undo.setChecked(True)        # solo practice: undo may go back past the roll
    w.controller.play(Action.make("roll", 0))
    first = list(w.controller.match.state.scores)
    for _ in range(4):
        assert w.controller.undo() and w.controller.match.cursor == 0
        assert w.controller.redo() and w.controller.match.state.scores == first
    w.close_match()


# -- a damaged autosave ---------------------------------------------------------------------------------------
def a_save_text() -> str:
    game = ToyGame()
    m = Match(game, game.options(), None, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    m.play(Action.make("roll", 0))
    return dumps(m)


def test_a_half_written_autosave_is_reported_kept_aside_and_never_overwritten(qtbot, home, messages):
    from desktop.app import startup_game
    text = a_save_text()
    autosave(home).parent.mkdir(parents=True)
    autosave(home).write_text(text[: len(text) // 3])
    damaged = autosave(home).read_bytes()
    w = window(qtbot)
    w.settings.setValue("last/game", "heroes")
    startup_game(w, demo=False)
    assert len(messages) == 1
    _title, said = messages[0]
    assert "cannot be opened" in said and "truncated" in said and "damaged-" in said
    kept = list((home / "data").glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged and kept[0].name in said
    assert w.controller is not None                         # a new game began all the same
    play_one_human_move(w)
    assert kept[0].read_bytes() == damaged                  # … and wrote its own autosave, not over it
    assert autosave(home).read_bytes() != damaged
    w.close_match()


def test_opening_a_file_keeps_a_damaged_autosave_aside_before_autosaving(qtbot, qapp, home, messages):
    from desktop.app import load_and_open
    autosave(home).parent.mkdir(parents=True)
    autosave(home).write_text('{"format": "realms-table-save", "format_ver')
    good = home / "good.json"
    good.write_text(a_save_text())
    w = window(qtbot)
    load_and_open(qapp, w, SimpleNamespace(file=str(good), demo=False, first_paint=False))
    assert w.controller is not None and w.game.id == "toy"
    assert len(list((home / "data").glob("autosave.damaged-*.json"))) == 1
    assert len(messages) == 1 and "truncated" in messages[0][1]
    w.close_match()


# -- bad files given at start-up or with File → Open ---------------------------------------------------------
def bad_files(tmp: Path) -> dict[str, tuple[str, str]]:
    """name: (path, words the message must hold)."""
    nested = tmp / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    digits = tmp / "digits.json"
    digits.write_text(a_save_text().replace('"cursor": ', '"cursor": ' + "9" * 5000 + ', "x": ', 1))
    version = tmp / "version.json"
    data = json.loads(a_save_text())
    data["format_version"] = "1"
    version.write_text(json.dumps(data))
    files = {"nested": (str(nested), "nested far too deeply"), "digits": (str(digits), "number far too long"),
             "version": (str(version), "whole number"), "folder": (str(tmp), "is a folder")}
    if POSIX:
        fifo = tmp / "fifo.json"
        os.mkfifo(fifo)
        files |= {"fifo": (str(fifo), "is a pipe"), "zero": ("/dev/zero", "device")}
    return files


def test_each_bad_file_at_start_up_opens_the_window_with_a_message(qtbot, qapp, home, messages, tmp_path):
    from desktop.app import load_and_open
    from desktop.i18n import tr
    for name, (path, words) in bad_files(tmp_path).items():
        messages.clear()
        w = window(qtbot, autosave=False)
        w.placeholder.setText(f"Opening {Path(path).name}…")
        load_and_open(qapp, w, SimpleNamespace(file=path, demo=False, first_paint=True))
        assert len(messages) == 1 and words in messages[0][1], (name, messages)
        assert "\n" not in messages[0][1] and "Traceback" not in messages[0][1]
        if w.controller is not None:                        # a game is on the table, not "Opening …"
            assert w.view.isVisibleTo(w) and not w.placeholder.isVisibleTo(w)
        else:
            assert w.placeholder.text() == tr("No game is open. Choose Game → New to start one.")
        w.close_match()


def test_each_bad_file_with_file_open_gives_a_message(qtbot, home, messages, tmp_path):
    w = window(qtbot, autosave=False)
    w.complete()
    for name, (path, words) in bad_files(tmp_path).items():
        messages.clear()
        assert w.files.open_file(path) is False
        assert len(messages) == 1 and words in messages[0][1], (name, messages)


def test_a_save_the_window_fails_to_show_gives_a_message_not_a_hang(qtbot, home, messages, tmp_path, monkeypatch):
    """A fault of ours while drawing a good save (here: the board cannot be built) is said in a message."""
    from engines.core import Match, get_game
    from engines.core.saves import write_save
    game = get_game("waterdeep")
    path = write_save(Match(game, game.options(players=2), 3), tmp_path / "good.rtsave")
    w = window(qtbot, autosave=False)
    w.complete()
    from desktop.games.waterdeep import WaterdeepAdapter

    def broken(self):
        raise ValueError("a board that cannot be built")
    monkeypatch.setattr(WaterdeepAdapter, "board_map", broken)
    assert w.files.open_file(path) is False
    assert len(messages) == 1 and "could not show it (ValueError)" in messages[0][1]
    assert "a fault of Realms Table" in messages[0][1]


@pytest.mark.parametrize("which", [
    pytest.param("fifo", marks=pytest.mark.skipif(not POSIX, reason="no pipes on this system")),
    pytest.param("zero", marks=pytest.mark.skipif(not POSIX, reason="no /dev/zero on this system")),
    "nested"])
def test_realms_table_with_a_bad_file_does_not_hang(tmp_path, which):
    """The real entry point in a child process (a modal box cannot be closed offscreen: it prints instead)."""
    path = bad_files(tmp_path)[which][0]
    code = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QMessageBox
        def warning(parent, title, text, *a, **k):
            print("MESSAGE", text, flush=True)
            return QMessageBox.StandardButton.Ok
        QMessageBox.warning = warning
        from desktop.app import main
        sys.exit(main(["realms-table", "--first-paint", sys.argv[1]]))
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REALMS_TABLE_HOME=str(tmp_path / "home"))
    proc = subprocess.run([sys.executable, "-c", code, path], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=90, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    said = [ln for ln in proc.stdout.splitlines() if ln.startswith("MESSAGE")]
    assert len(said) == 1                                                               # one message …
    assert json.loads(proc.stdout.strip().splitlines()[-1])["board_painted"] is not None   # … then a game


def test_the_autosave_written_after_a_move_replays(qtbot, home, messages):
    from desktop.app import startup_game
    from engines.core.saves import load_save
    w = window(qtbot)
    w.settings.setValue("last/game", "heroes")
    startup_game(w, demo=False)
    play_one_human_move(w)
    back = load_save(autosave(home))
    assert back.cursor == w.controller.match.cursor
    assert back.state.hero_loc == w.controller.match.state.hero_loc
    write_save(back, home / "again.json")
    w.close_match()


def test_a_game_started_from_the_new_game_dialog_has_no_seed(qtbot, home):
    from desktop.dialogs import NewGameDialog
    from engines.core import all_games
    w = window(qtbot)
    d = NewGameDialog(all_games())
    qtbot.addWidget(d)
    d.accept()
    assert d.seed is None
    assert w.start_game(d.game, d.options, d.seed, d.seats)
    assert w.controller.match.seed is None
    w.close_match()

"""The headless command line: simulate, check-save and their exit codes and last lines."""
import json

import pytest

from desktop import cli
from engines.core import Match
from engines.core.saves import dumps
from tests.toy_game import ToyGame


def test_simulate_prints_summary_last_line(capsys):
    code = cli.main(["simulate", "--game", "toy", "--games", "6", "--seats", "ai:normal,ai:random",
                     "--seed", "3", "--quiet"])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert out[-1].startswith("6 games: ")
    assert "errors 0" in out[-1]
    assert any("95th percentile" in line for line in out)


def test_simulate_refuses_human_seats(capsys):
    assert cli.main(["simulate", "--game", "toy", "--seats", "human,ai"]) == 2
    assert "computer seats only" in capsys.readouterr().err


def test_simulate_unknown_game(capsys):
    assert cli.main(["simulate", "--game", "nosuch", "--games", "1"]) == 2
    assert "no game called 'nosuch'" in capsys.readouterr().err


def test_check_save_valid_and_damaged(tmp_path, capsys):
    game = ToyGame()
    m = Match(game, game.options(), 4)
    m.play(game.legal_actions(m.state)[0])
    good = tmp_path / "good.json"
    good.write_text(dumps(m))
    assert cli.main(["check-save", str(good)]) == 0
    assert "valid Toy Dice Race save" in capsys.readouterr().out
    data = json.loads(good.read_text())
    data["actions"][0]["kind"] = "teleport"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert cli.main(["check-save", str(bad)]) == 1
    assert "not legal" in capsys.readouterr().out


def test_screenshot_renders_a_game_in_progress(tmp_path, capsys, qapp):
    out = tmp_path / "board.png"
    assert cli.main(["screenshot", "--game", "heroes", "--seed", "3", "--moves", "12", "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000


def test_demo_plays_and_saves_the_final_board(tmp_path, capsys, qapp):
    assert cli.demo(max_actions=30, seed=4, out_dir=str(tmp_path)) == 0
    out = capsys.readouterr().out
    assert "Demo: Helden Mittelerdes" in out and "Final board saved to" in out
    assert (tmp_path / "demo-final-board.png").exists()


def test_simulate_heroes_reports_no_errors(capsys):
    code = cli.main(["simulate", "--game", "heroes", "--games", "3", "--seats", "ai:easy,ai:random",
                     "--rotate", "--quiet", "--seed", "9"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert code == 0 and last.startswith("3 games: ai:easy ") and last.endswith("errors 0")


def test_simulate_takes_game_options(capsys):
    code = cli.main(["simulate", "--game", "waterdeep", "--games", "1", "--seats", "ai:random,ai:random,ai:random",
                     "--option", "modules=skullport", "--option", "long_game=true", "--quiet", "--seed", "3"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert code == 0 and last.startswith("1 games:") and last.endswith("errors 0")


# -- a bad command line: one clear line on stderr, a non-zero exit, nothing done -----------------------------
BAD = [
    (["simulate", "--game", "toy", "--games", "-3"], "--games: -3 is too small: it must be 1 or more"),
    (["simulate", "--game", "toy", "--games", "three"], "--games: 'three' is not a whole number"),
    (["simulate", "--game", "toy", "--max-actions", "-1"], "--max-actions: -1 is too small"),
    (["screenshot", "--game", "heroes", "--moves", "-5", "--out", "{tmp}/x.png"], "--moves: -5 is too small"),
    (["demo", "--max-actions", "-1"], "--max-actions: -1 is too small"),
    (["simulate", "--game", "toy", "--seats", "ai,ai,ai,ai"], "Toy Dice Race is played by 2 to 3 players, not 4"),
    (["simulate", "--game", "war_of_the_ring", "--seats", "ai"], "War of the Ring is played by 2 to 4 players, not 1"),
    (["screenshot", "--game", "waterdeep", "--players", "9", "--out", "{tmp}/x.png"],
     "Lords of Waterdeep is played by 2 to 6 players, not 9"),
    (["screenshot", "--game", "heroes", "--players", "0", "--out", "{tmp}/x.png"], "--players: 0 is too small"),
    (["simulate", "--game", "toy", "--seats", "ai:godlike,ai"], "Unknown computer level 'godlike'"),
    (["screenshot", "--game", "heroes", "--level", "godlike", "--out", "{tmp}/x.png"], "Unknown computer level"),
    (["simulate", "--game", "chess"], "There is no game called 'chess'"),
    (["screenshot", "--game", "chess", "--out", "{tmp}/x.png"], "There is no game called 'chess'"),
    (["screenshot", "--game", "heroes", "--out", "/nonexistent/dir/x.png"],
     "--out: there is no folder /nonexistent/dir"),
    (["screenshot", "--game", "heroes", "--out", "{tmp}"], "is a folder"),
    (["bench", "--json", "/proc/x"], "--json: /proc/x cannot be written"),
    (["bench", "--json", "/nonexistent/r.json"], "--json: there is no folder /nonexistent"),
    (["demo", "--out-dir", "/nonexistent"], "--out-dir: there is no folder /nonexistent"),
    (["teleport"], "invalid choice: 'teleport'"),
    (["simulate"], "The following arguments are required: --game"),
    (["simulate", "--game", "waterdeep", "--seats", "ai,ai,ai,ai,ai,ai"],
     "cannot be set up for 6 players: A sixth player needs at least one module"),
    (["simulate", "--game", "waterdeep", "--option", "modules=moon"], "modules: Input should be 'none'"),
    (["simulate", "--game", "waterdeep", "--option", "long_game"], "--option: 'long_game' is not NAME=VALUE"),
]


@pytest.mark.parametrize("argv, words", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_a_bad_command_line_is_refused_in_one_line(tmp_path, capsys, argv, words):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    code = cli.main(argv)
    captured = capsys.readouterr()
    assert code != 0
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], captured.err
    assert "Traceback" not in captured.err and "validation error" not in captured.err
    assert captured.out == ""
    assert list(tmp_path.iterdir()) == []                  # nothing written, not even a probe


@pytest.mark.parametrize("argv", [["--bogus"], ["a.json", "b.json"]])
def test_the_window_command_refuses_a_bad_command_line_in_one_line(capsys, argv):
    from desktop.app import main
    with pytest.raises(SystemExit) as info:
        main(["realms-table", *argv])
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("realms-table: ") and "--help" in err[0]


def test_the_real_command_refuses_in_one_line_with_a_non_zero_exit(tmp_path):
    import os
    import subprocess
    import sys
    env = dict(os.environ, REALMS_TABLE_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "desktop.cli", "simulate", "--game", "waterdeep", "--seats",
                           "ai,ai,ai,ai,ai,ai,ai"], capture_output=True, text=True, timeout=120, env=env,
                          cwd=str(__import__("pathlib").Path(__file__).resolve().parents[1]), check=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("realms-table-cli: Lords of Waterdeep is played by 2 to 6 players, not 7. "
                                   "See realms-table-cli --help.")

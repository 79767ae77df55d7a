"""The headless command line: simulate, check-save and their exit codes and last lines."""
import json

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
    try:
        cli.main(["simulate", "--game", "toy", "--seats", "human,ai"])
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("simulate with a human seat should be refused")


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

"""The skirmish's measuring tool (engines/skirmish/trial.py): a balance run split over sessions leaves out the
games its record files already hold."""
from __future__ import annotations

import json

from engines.skirmish import trial


def test_a_balance_run_leaves_out_the_games_already_recorded(tmp_path, capsys):
    pair = ("westfold_riders", "moria_goblins")
    schedule = trial.balance_schedule(pair, 2, 0)
    done = tmp_path / "done.jsonl"
    done.write_text("".join(json.dumps({"warbands": list(reversed(bands)) if i else list(bands), "seed": seed,
                                        "winner": 0}) + "\n" for i, (seed, _sc, bands) in enumerate(schedule)),
                    encoding="utf-8")
    assert trial.played([str(done)]) == {(frozenset(pair), 20000), (frozenset(pair), 20001)}
    out = tmp_path / "more.jsonl"
    trial.main(["balance", "--level", "random", "--games", "2", "--pairs", "westfold_riders:moria_goblins",
                "--done", str(done), "--out", str(out)])
    assert out.read_text(encoding="utf-8") == ""      # both games were played before: none again
    assert "| warband |" in capsys.readouterr().out

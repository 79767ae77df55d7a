"""Hard against Normal in two-player games with the modules, one JSON line a game (what the records beside this
file hold): `python -m engines.waterdeep.measures.hvn FIRST LAST OUT.jsonl` from the repository root.

For each S from FIRST to LAST: 4 games from the seed S × 1000 + 7, the seats rotated (as `realms-table-cli
simulate --rotate --games 4` deals them), the module by S mod 3 (1 Skullport, 2 both, 0 Undermountain). Each line
says the Hard seat, Hard's share of the win (a tie shared) and every seat's final score.
"""
from __future__ import annotations

import json
import random
import sys

from engines.ai.playout import play_out
from engines.core import Match, SeatSpec, get_game
from engines.waterdeep.scoring import score_rows

MODULE_BY_S = {1: "skullport", 2: "both", 0: "undermountain"}


def main(first: int, last: int, out: str) -> None:
    game = get_game("waterdeep")
    seats = [SeatSpec.parse("ai:hard"), SeatSpec.parse("ai:normal")]
    for s in range(first, last + 1):
        module = MODULE_BY_S[s % 3]
        master = random.Random(s * 1000 + 7)
        for n in range(4):
            order = seats[n % 2:] + seats[:n % 2]
            seed = master.getrandbits(32)
            match = Match(game, game.options(players=2, modules=module), seed, seats=list(order))
            play_out(match, 3000, random.Random(seed))
            hard = n % 2
            outcome = match.outcome()
            assert outcome is not None, f"game {n} of S={s} did not end"
            share = 1.0 / len(outcome.winners) if hard in outcome.winners else 0.0
            with open(out, "a", encoding="utf-8") as f:
                f.write(json.dumps({"S": s, "n": n, "mod": module, "hard_seat": hard, "hard_share": share,
                                    "totals": [r["total"] for r in score_rows(match.state)]}) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3])

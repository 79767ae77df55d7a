"""One level against another in two-seat games, seats alternating, one JSON line a game:
`python -m engines.ai.versus GAME LEVEL OTHER FIRST LAST OUT.jsonl [name=value ...]` from the repository root.

Game k (FIRST ≤ k ≤ LAST) is dealt from seed k × 1000 + 7; LEVEL sits in the first seat in even games and
in the second in odd ones. Each line says the game's seed, LEVEL's seat, LEVEL's share of the win (a tie
shared) and the number of actions. `python -m engines.ai.versus --summary OUT.jsonl ...` reads records
back: LEVEL's share of the wins in each seat and overall, with 95% Wilson intervals.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from engines.ai.playout import play_out, wilson
from engines.core import Match, SeatSpec, get_game


def play(game_id: str, level: str, other: str, first: int, last: int, out: str, options: dict[str, str]) -> None:
    game = get_game(game_id)
    for k in range(first, last + 1):
        seed = k * 1000 + 7
        me = k % 2
        seats = [SeatSpec("ai", level), SeatSpec("ai", other)]
        if me:
            seats.reverse()
        match = Match(game, game.options(players=2, **options), seed, seats=seats)
        play_out(match, 5000, random.Random(seed))
        outcome = match.outcome()
        share = 0.0
        if outcome is not None and me in outcome.winners:
            share = 1.0 / len(outcome.winners)
        line = {"game": game_id, "k": k, "seed": seed, "level": level, "other": other, "seat": me,
                "share": share, "ended": outcome is not None, "actions": match.cursor, "options": options}
        with open(out, "a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")


def summary(paths: list[str]) -> str:
    rows = [json.loads(line) for p in paths for line in Path(p).read_text(encoding="utf-8").splitlines() if line]
    if not rows:
        return "no games"
    out = []
    for seat in (0, 1, None):
        chosen = [r for r in rows if seat is None or r["seat"] == seat]
        if not chosen:
            continue
        wins = sum(r["share"] for r in chosen)
        lo, hi = wilson(round(wins), len(chosen))
        where = "overall" if seat is None else ("first seat" if seat == 0 else "second seat")
        out.append(f"{rows[0]['level']} against {rows[0]['other']}, {where}: {wins:g}/{len(chosen)} = "
                   f"{wins / len(chosen) * 100:.1f}% (95%: {lo * 100:.0f}–{hi * 100:.0f}%)")
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1] == "--summary":
        print(summary(sys.argv[2:]))
    else:
        opts = dict(a.split("=", 1) for a in sys.argv[7:])
        play(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6], opts)

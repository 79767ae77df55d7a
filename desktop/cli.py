"""realms-table-cli: the headless tools, running the same engines as the window.

bench        measure start-up, drawing, thinking and playing next to their floors
simulate     play many computer games and report wins, lengths, errors and thinking times
screenshot   set up a game, let the computer play some moves, render the board to a PNG
check-save   load and replay a save file; exit 0 with a summary, or 1 with the reason
demo         a short computer-vs-computer game with a log (what `make run` does without a display)
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
import traceback
from pathlib import Path

from engines.ai.playout import play_out
from engines.core import Match, SeatSpec, featured_game, get_game

from .cmdline import OneLineParser, count, speak, writable_file
from .i18n import LANGUAGES, say, tr


def _parse_seats(text: str) -> list[SeatSpec]:
    return [SeatSpec.parse(part) for part in text.split(",") if part.strip()]


def _progress(msg: str, stream=sys.stderr) -> None:
    if stream.isatty():
        stream.write("\r" + msg.ljust(78))
    else:
        stream.write(msg + "\n")
    stream.flush()


class Timer:
    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {}

    def add(self, name: str, seconds: float) -> None:
        self.times.setdefault(name, []).append(seconds)

    def report(self) -> list[str]:
        lines = []
        for name, ts in sorted(self.times.items()):
            ts = sorted(ts)
            p95 = ts[min(len(ts) - 1, round(0.95 * (len(ts) - 1)))]
            lines.append("  " + tr("{seat}: {n} decisions, median {median} ms, 95th percentile {p95} ms, max {most} ms")
                         .format(seat=name, n=len(ts), median=f"{statistics.median(ts) * 1000:.1f}",
                                 p95=f"{p95 * 1000:.1f}", most=f"{ts[-1] * 1000:.1f}"))
        return lines


def cmd_simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    seats = _parse_seats(args.seats)
    master = random.Random(args.seed)
    timer = Timer()
    wins_by_spec: dict[str, float] = {}
    wins_by_seat: list[float] = [0.0] * len(seats)
    lengths: list[int] = []
    errors = 0
    unfinished = 0
    started = time.perf_counter()
    names: list[str] = []
    for n in range(args.games):
        order = seats[n % len(seats):] + seats[: n % len(seats)] if args.rotate else seats
        seed = master.getrandbits(32)
        try:
            options = game.options(players=len(order), **getattr(args, "option_values", {}))
            match = Match(game, options, seed, seats=list(order))
            names = game.seat_names(match.initial)
            play_out(match, args.max_actions, random.Random(seed), timer.add)
            outcome = match.outcome()
            lengths.append(match.cursor)
            if outcome is None:
                unfinished += 1
            else:
                share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
                for w in outcome.winners:
                    wins_by_seat[w] += share
                    key = str(order[w])
                    wins_by_spec[key] = wins_by_spec.get(key, 0.0) + share
        except Exception as exc:  # noqa: BLE001 — report and go on: the exit status says it happened
            errors += 1
            print(tr("game {n} (seed {seed}) raised {error}: {message}").format(
                n=n + 1, seed=seed, error=type(exc).__name__, message=str(exc)), file=sys.stderr)
            if args.verbose:
                traceback.print_exc()
        if not args.quiet:
            _progress(tr("[{n}/{games}] {seconds}s, errors {errors}").format(
                n=n + 1, games=args.games, seconds=round(time.perf_counter() - started), errors=errors))
    if not args.quiet and sys.stderr.isatty():
        sys.stderr.write("\n")

    def fmt(w: float) -> str:
        return f"{w:g}"

    seats_text = ", ".join(str(s) for s in seats)
    print((tr("game: {game}; seats: {seats} (rotated each game); seed {seed}") if args.rotate else
           tr("game: {game}; seats: {seats}; seed {seed}")).format(game=game.title, seats=seats_text, seed=args.seed))
    if lengths:
        print(tr("average length: {length} actions; unfinished (stopped at {most} actions): {unfinished}; "
                 "errors: {errors}").format(length=f"{statistics.mean(lengths):.1f}", most=args.max_actions,
                                            unfinished=unfinished, errors=errors))
    print(tr("thinking time per seat kind:"))
    for line in timer.report():
        print(line)
    if args.rotate:
        print(tr("wins by seat: {wins}").format(wins=", ".join(
            f"{say(names[i]) if i < len(names) else i + 1} {fmt(w)}" for i, w in enumerate(wins_by_seat))))
    if args.rotate:   # seats change hands each game: count wins by who played, not where
        tally = " ".join(f"{k} {fmt(wins_by_spec.get(k, 0.0))}" for k in dict.fromkeys(str(s) for s in seats))
    else:
        label = [f"{(say(names[i]) if i < len(names) else f'seat{i + 1}')}={seats[i]}" for i in range(len(seats))]
        tally = " ".join(f"{label[i]} {fmt(w)}" for i, w in enumerate(wins_by_seat))
    print(tr("{games} games: {tally} unfinished {unfinished} errors {errors}").format(
        games=args.games, tally=tally, unfinished=unfinished, errors=errors))
    return 1 if errors else 0


def _ensure_offscreen() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def cmd_screenshot(args: argparse.Namespace) -> int:
    _ensure_offscreen()
    game = get_game(args.game)
    options = game.options(players=args.players)
    match = Match(game, options, args.seed, seats=[SeatSpec("ai", args.level)] * args.players)
    play_out(match, args.moves, random.Random(args.seed))
    from desktop.render import render_board
    out = render_board(match, Path(args.out))
    print(out)
    return 0


def cmd_check_save(args: argparse.Namespace) -> int:
    from engines.core.saves import SaveError, load_save
    try:
        match = load_save(args.file)
    except SaveError as exc:
        print(tr("{file}: {problem}").format(file=args.file, problem=exc.args[0] if exc.args else str(exc)))
        return 1
    game = match.game
    seat = match.to_move()
    names = game.seat_names(match.state)
    outcome = match.outcome()
    where = (tr("game over: {reason}").format(reason=outcome.reason) if outcome else
             tr("{player} to move").format(player=names[seat]) if seat is not None else tr("no one to move"))
    print((tr("{file}: valid {game} save, {players} players, {done} of {steps} actions replayed, {where}.").format(
        file=args.file, game=game.title, players=game.players(match.state), done=match.cursor,
        steps=len(match.steps), where=where) + " " + say(game.summary(match.state))).rstrip())
    return 0


def demo(max_actions: int = 400, seed: int | None = None, out_dir: str | None = None) -> int:
    """A short computer-vs-computer game in the terminal, ending with a PNG of the final board."""
    _ensure_offscreen()
    seed = seed if seed is not None else random.SystemRandom().getrandbits(31)
    game = featured_game()
    match = Match(game, game.options(players=2), seed, seats=[SeatSpec("ai", "normal"), SeatSpec("ai", "easy")])
    names = game.seat_names(match.initial)
    print(tr("Demo: {game}, {first} (computer, normal) against {second} (computer, easy), seed {seed}.").format(
        game=game.title, first=names[0], second=names[1], seed=seed))
    count = 0

    def show(action, events) -> None:
        nonlocal count
        count += 1
        for e in events:
            if e.visible_to is None:
                print(f"  {say(e.text)}")
        if count % 25 == 0:
            print(tr("[{n} actions played] {summary}").format(n=count, summary=game.summary(match.state)))

    play_out(match, max_actions, random.Random(seed), on_events=show)
    outcome = match.outcome()
    print(say(outcome.reason) if outcome else tr("Demo stopped after {n} actions. {summary}").format(
        n=count, summary=game.summary(match.state)))
    folder = Path(out_dir) if out_dir else _user_data_dir()
    try:
        from desktop.render import render_board
        png = render_board(match, folder / "demo-final-board.png")
        print(tr("Final board saved to {file}").format(file=str(png)))
    except Exception as exc:  # noqa: BLE001 — the demo still counts: the board picture is a bonus
        print(tr("The final board could not be drawn: {problem}").format(problem=str(exc)))
    return 0


def _user_data_dir() -> Path:
    from desktop.paths import data_dir  # the app's own folder (REALMS_TABLE_HOME honoured)
    return data_dir()


def cmd_bench(args: argparse.Namespace) -> int:
    _ensure_offscreen()
    from desktop import bench
    names = ("startup", "redraw", "carry", "refresh", "ai", "throughput", "strength", "bundle")
    if args.only and args.only not in names:
        raise ValueError(tr("Unknown measure '{name}'. Choose one of: {names}.").format(name=args.only,
                                                                                        names=", ".join(names)))
    rows = bench.run(args.quick, args.only, progress=lambda m: print(m, file=sys.stderr, flush=True))
    print(bench.table(rows))
    if args.json:
        bench.write_json(rows, args.json)
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="realms-table-cli", description=__doc__,
                      formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--lang", choices=list(LANGUAGES),
                   help=tr("the language of the messages (English, Türkçe, Deutsch, Suomi); else the environment's"))
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="play many computer games and report the results")
    s.add_argument("--game", required=True)
    s.add_argument("--games", type=count(1), default=10)
    s.add_argument("--seats", default="ai:normal,ai:random", help="comma-separated: human is not allowed here")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--max-actions", type=count(1), default=3000)
    s.add_argument("--rotate", action="store_true", help="rotate who sits in which seat each game")
    s.add_argument("--quiet", action="store_true")
    s.add_argument("--verbose", action="store_true")
    s.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help=tr("a game option, e.g. modules=skullport or long_game=true (repeatable)"))
    s.set_defaults(func=cmd_simulate)
    sc = sub.add_parser("screenshot", help="render a game's board to a PNG")
    sc.add_argument("--game", required=True)
    sc.add_argument("--seed", type=int, default=1)
    sc.add_argument("--moves", type=count(0), default=0)
    sc.add_argument("--players", type=count(1), default=2)
    sc.add_argument("--level", default="normal")
    sc.add_argument("--out", required=True)
    sc.set_defaults(func=cmd_screenshot)
    c = sub.add_parser("check-save", help="load and replay a save file")
    c.add_argument("file")
    c.set_defaults(func=cmd_check_save)
    d = sub.add_parser("demo", help="a short computer-vs-computer game in the terminal")
    d.add_argument("--seed", type=int)
    d.add_argument("--max-actions", type=count(1), default=400)
    d.add_argument("--out-dir")
    d.set_defaults(func=lambda a: demo(a.max_actions, a.seed, a.out_dir))
    b = sub.add_parser("bench", help="measure start-up, drawing, thinking and playing next to their floors")
    b.add_argument("--quick", action="store_true", help="a reduced run (under 2 minutes), as CI does")
    b.add_argument("--only", help="one measure: startup, redraw, carry, refresh, ai, throughput, strength, bundle")
    b.add_argument("--json", help="also write the results to this JSON file")
    b.set_defaults(func=cmd_bench)
    return p


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Everything a command line can get wrong, refused before any work starts (one line, status 2)."""
    game = None
    if getattr(args, "game", None) is not None:
        try:
            game = get_game(args.game)
        except KeyError as exc:
            parser.error(exc.args[0])
    if args.command == "simulate":
        try:
            seats = _parse_seats(args.seats)
        except ValueError as exc:
            parser.error(exc.args[0] if exc.args else str(exc))
        if any(s.is_human for s in seats):
            parser.error(tr("simulate plays computer seats only: use ai:<level> for every seat"))
        args.option_values = _option_values(parser, args.option)
        _check_players(parser, game, len(seats), args.option_values)
    if args.command == "screenshot":
        try:
            SeatSpec.parse(f"ai:{args.level}")
        except ValueError as exc:
            parser.error(exc.args[0] if exc.args else str(exc))
        _check_players(parser, game, args.players)
    for name in ("out", "json"):
        path = getattr(args, name, None)
        if path is not None and (why := writable_file(path)):
            parser.error(tr("--{option}: {problem}").format(option=name, problem=why))
    folder = getattr(args, "out_dir", None)
    if folder is not None:
        if not Path(folder).is_dir():
            parser.error(tr("--out-dir: there is no folder {folder}").format(folder=folder))
        if why := writable_file(str(Path(folder) / ".realms-table-write-test")):
            parser.error(tr("--out-dir: the folder cannot be written ({problem})").format(problem=why))


def _option_values(parser: argparse.ArgumentParser, given: list[str]) -> dict[str, object]:
    """`--option NAME=VALUE` as option values (VALUE read as JSON where it is JSON: true, 3, ["a"]; else text)."""
    values: dict[str, object] = {}
    for text in given:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            parser.error(tr("--option: '{text}' is not NAME=VALUE").format(text=text))
        try:
            values[name.strip()] = json.loads(value)
        except ValueError:
            values[name.strip()] = value
    return values


def _check_players(parser: argparse.ArgumentParser, game, players: int, options: dict | None = None) -> None:
    if game is None:
        return
    if not game.min_players <= players <= game.max_players:
        parser.error(tr("{game} is played by {least} to {most} players, not {players}").format(
            game=game.title, least=game.min_players, most=game.max_players, players=players))
    try:
        game.options(players=players, **(options or {}))
    except ValueError as exc:
        parser.error(tr("{game} cannot be set up for {players} players: {problem}").format(
            game=game.title, players=players, problem=one_line(exc)))


def one_line(exc: BaseException) -> str:
    """An exception as one sentence: pydantic's first complaint, or the first line of the message."""
    from pydantic import ValidationError
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        msg = str(err["msg"]).removeprefix("Value error, ")     # the game's own sentence, without pydantic's tag
        return f"{where}: {msg}" if where else msg
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    text = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return (str(text).splitlines() or [type(exc).__name__])[0]


def main(argv: list[str] | None = None) -> int:
    speak(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        _check(parser, args)
    except SystemExit as exc:   # a refused command line (one line on stderr), or --help
        return exc.code if isinstance(exc.code, int) else 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print(tr("realms-table-cli: stopped."), file=sys.stderr)
        return 130
    except (KeyError, ValueError, OSError) as exc:
        print(tr("realms-table-cli: {problem}").format(problem=one_line(exc)), file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 — a bug: one line here, the traceback only with --verbose
        if getattr(args, "verbose", False):
            traceback.print_exc()
        print(tr("realms-table-cli: unexpected error ({error}): {problem}").format(
            error=type(exc).__name__, problem=one_line(exc)), file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

"""The gui entry point `realms-table` (also `python -m desktop.app`).

Start-up paints first and loads after: `main` builds the main window's shell with Qt alone (title, menus,
status bar, the board area saying what is being opened) and shows it; on the turn after its first paint
it adds the docks, and once those are drawn it imports the engines, the maps, pydantic and networkx and
opens the game (or offers to resume one) in the same window. `--first-paint` reports the times of those
paints (see packaging/measure.py and `realms-table-cli bench`).
"""
from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from . import paths
from .i18n import say, tr

log = logging.getLogger("desktop")

HEADLESS_LINE = "No display found: playing a short computer-vs-computer demo game headless instead."


def setup_logging() -> Path | None:
    import logging.handlers
    try:
        path = paths.log_dir() / "realms-table.log"
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_excepthook() -> None:
    """An error in a slot is logged with its traceback (Qt would only print it) and the app carries on."""
    previous = sys.excepthook

    def hook(kind, value, tb):
        logging.getLogger("desktop").error("unexpected error", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    sys.excepthook = hook


def no_display() -> bool:
    return (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"))


def headless_demo() -> int:
    print(HEADLESS_LINE, flush=True)
    try:
        from .cli import demo
    except ImportError as exc:
        print(f"The headless demo is not available: {exc}", file=sys.stderr)
        return 1
    status = demo()
    return int(status or 0)


def install_translations(app, language: str | None = None) -> None:
    """`language` (the command line's --lang), else the one the player chose (or the system's), installed."""
    from .i18n import chosen_language, set_language
    set_language(app, language or chosen_language(paths.settings()))


def make_app(argv: list[str], icon: bool = True, language: str | None = None):
    """The application with our names, translations and look; the icon may come later (`set_app_icon`):
    it is an SVG, and Qt loads its SVG plugin to read it."""
    from PySide6.QtWidgets import QApplication
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setApplicationName("Realms Table")
    app.setOrganizationName("Realms Table")
    app.setApplicationDisplayName("Realms Table")
    app.setDesktopFileName("realms-table")
    if icon:
        set_app_icon(app)
    install_translations(app, language)
    from .style import apply_style
    apply_style(app)
    return app


def set_app_icon(app) -> None:
    from .icons import app_icon
    app.setWindowIcon(app_icon())


def smoke(window) -> int:
    """Open every registered game's board in the window, render each once, and report."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from engines.core import all_games

    from .mainwindow import default_match
    out_dir = Path(tempfile.mkdtemp(prefix="realms-table-smoke-"))
    games = all_games()
    window.show()
    failures = 0
    for game in games:
        try:
            match = default_match(game, seed=1, humans=1)
            window.open_match(match)
            window.controller.set_paused(True)
            QApplication.processEvents()
            image = window.grab().toImage()
            path = out_dir / f"{game.id}.png"
            if image.isNull() or not image.save(str(path)):
                raise RuntimeError("the window could not be rendered to an image")
        except Exception as exc:  # report every game, then fail
            failures += 1
            log.exception("smoke test of %s failed", game.id)
            print(f"smoke: {game.id}: FAILED: {type(exc).__name__}: {exc}", flush=True)
            continue
        print(f"smoke: {game.id}: {game.title} drawn ({image.width()}x{image.height()}) -> {path}", flush=True)
    if not games:   # (a bundle that cannot find its games is broken, however well its window opens)
        QApplication.processEvents()
        print("smoke: FAILED: no games registered; the window opened", flush=True)
        failures += 1
    window.close_match()
    window.close()
    return 1 if failures else 0


def startup_game(window, demo: bool, offer_resume: bool = True) -> None:
    """Resume an unfinished autosave (asking first), else open the last or first game."""
    from PySide6.QtWidgets import QMessageBox

    from engines.core import SeatSpec, featured_game, get_game
    from engines.core.saves import SaveError, load_save

    from .mainwindow import default_match, no_game_words
    if not demo and offer_resume:
        auto = paths.autosave_path()
        if auto.exists() or auto.is_symlink():
            try:
                match = load_save(auto)
            except SaveError as exc:
                log.warning("autosave not usable: %s", exc)
                match = None
                window.placeholder.setText("")
                QMessageBox.warning(window, tr("The last game cannot be resumed"),
                                    keep_damaged_autosave(window, auto, exc))
            if match is not None and match.outcome() is None and match.cursor > 0:
                window.placeholder.setText("")   # not "no game is open" behind the question
                answer = QMessageBox.question(
                    window, tr("Resume?"),
                    tr("You have an unfinished game of {game} ({moves} moves played). Resume it?").format(
                        game=match.game.title, moves=match.cursor))
                if answer == QMessageBox.StandardButton.Yes:
                    window.open_match(match)
                    return
                window.placeholder.setText(no_game_words())
    last = str(window.settings.value("last/game", ""))
    try:   # only the game that opens is loaded now
        game = get_game(last) if last else featured_game()
    except KeyError:   # no game registered at all, or the last one is not installed any more
        try:
            game = featured_game()
        except KeyError:
            return
    try:   # no seed: the game's chance comes from fresh entropy, kept nowhere
        match = default_match(game, seed=None, humans=0 if demo else 1)
    except Exception as exc:  # a game whose data is broken must not take the application down
        log.exception("could not set up %s", game.id)
        window.show_problem(tr("{game} could not be set up: {error}").format(game=game.title, error=exc))
        return
    if demo:
        match.seats = [SeatSpec("ai", "easy") for _ in match.seats]
    window.open_match(match)
    if not demo and not window.settings.value("guide/offered", False):
        window.settings.setValue("guide/offered", True)   # offered once: the Help menu has it after that
        window.tutor.offer(game.id)



def keep_damaged_autosave(window, auto: Path, error: Exception) -> str:
    """Move an autosave that cannot be opened out of the way (never overwrite it: the player may want it
    back, or send it with a bug report) and return what to tell the player."""
    from datetime import datetime
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = auto.with_name(f"{auto.stem}.damaged-{stamp}{auto.suffix}")
    n = 1
    while kept.exists() or kept.is_symlink():   # never over an earlier one
        n += 1
        kept = auto.with_name(f"{auto.stem}.damaged-{stamp}-{n}{auto.suffix}")
    text = tr("The game saved automatically last time cannot be opened.") + "\n\n" + \
        say(error.args[0] if error.args else str(error))
    try:
        os.replace(auto, kept)
    except OSError as exc:
        log.error("could not keep the damaged autosave aside: %s", exc)
        window.autosave = False   # the new game must not write over it
        return text + "\n\n" + tr("It could not be moved aside ({reason}), so this session does not save "
                                   "automatically: the file stays as it is at {file}.").format(
            reason=exc.strerror or exc, file=auto)
    log.warning("damaged autosave kept as %s", kept)
    return text + "\n\n" + tr("It is kept as {file}; a new game begins.").format(file=kept)


def set_aside_damaged_autosave(window) -> None:
    """Without replaying it (that is for the resume offer): if the autosave cannot even be read as a save,
    keep it aside and say so."""
    from PySide6.QtWidgets import QMessageBox

    from engines.core.saves import SaveError, parse_save, read_text
    auto = paths.autosave_path()
    if not (auto.exists() or auto.is_symlink()):
        return
    try:
        parse_save(read_text(auto))
    except SaveError as exc:
        QMessageBox.warning(window, tr("The last game cannot be resumed"), keep_damaged_autosave(window, auto, exc))


def opening_text(window, file: str | None) -> str:
    """What the board area says while the game loads: the game last played, or the file being opened."""
    if file:
        return tr("Opening {file}…").format(file=Path(file).name)
    title = str(window.settings.value("last/title", "") or "")
    return tr("Opening {game}…").format(game=title) if title else tr("Setting up the table…")


HEAVY_MODULES = ("engines.core.game", "engines.core.match", "maps.schema", "maps.loader", "pydantic", "networkx",
                 "desktop.games", "desktop.controller", "desktop.dialogs")


class FirstPaint:
    """Calls `then` once `widget` has been painted for the first time (or after `fallback_ms` at the
    latest, should the window never be exposed), on the event-loop turn after that paint."""

    def __init__(self, widget, then, fallback_ms: int = 500) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer

        outer = self
        self.painted_at: float | None = None
        self.cpu_at_paint: float | None = None   # CPU seconds the process had used by then
        self.heavy_at_paint: list[str] = []
        self._then = then
        self._done = False

        class Filter(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint and outer.painted_at is None:
                    outer.painted_at = time.time()
                    outer.cpu_at_paint = time.process_time()
                    outer.heavy_at_paint = [m for m in HEAVY_MODULES if m in sys.modules]
                    obj.removeEventFilter(self)
                    QTimer.singleShot(0, outer._run)
                return False

        self._filter = Filter(widget)
        widget.installEventFilter(self._filter)
        QTimer.singleShot(fallback_ms, self._run)

    def _run(self) -> None:
        if not self._done:
            self._done = True
            self._then()


def load_and_open(app, window, args) -> None:
    """The second half of start-up, after the first paint: everything that needs the engines."""
    from .mainwindow import no_game_words
    setup_logging()
    set_app_icon(app)
    window.complete()
    opening = window.placeholder.text()
    if args.file and window.autosave:
        set_aside_damaged_autosave(window)   # the game opened from the file will autosave over it
    opened = bool(args.file) and window.files.open_file(args.file)
    if not opened and not (getattr(args, "guide", None) and window.tutor.start(args.guide)):
        startup_game(window, args.demo, offer_resume=not args.first_paint)
    if window.controller is None and window.placeholder.text() == opening:   # nothing could be opened
        window.placeholder.setText(no_game_words())
    log.info("Realms Table started")


def report_first_paint(app, window, probes: list[FirstPaint]) -> None:
    """--first-paint: one JSON line (times are seconds since the epoch, for the parent to subtract its
    own start from), printed when the board has been painted too; then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def report(board_at: float | None) -> None:
        rss = None
        if os.name != "nt":
            import resource
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        line = {"first_paint": probes[0].painted_at, "docks_painted": probes[-1].painted_at,
                "board_painted": board_at, "heavy_modules_at_first_paint": probes[0].heavy_at_paint,
                "first_paint_cpu_s": probes[0].cpu_at_paint,
                "game": window.game.id if window.game else None,
                "rss_kb": rss}
        import json
        print(json.dumps(line), flush=True)
        QTimer.singleShot(0, app.quit)

    if not window.view.isVisible():
        report(None)
        return

    class Filter(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                report(time.time())
            return False

    window._first_paint_filter = Filter(window)
    window.view.viewport().installEventFilter(window._first_paint_filter)
    window.view.viewport().update()


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from .cmdline import OneLineParser, speak
    speak(argv[1:])     # a mistake on the command line is told in the language asked for (the window's comes later)
    parser = OneLineParser(prog="realms-table", description=tr("Middle-earth board games on one PC."))
    parser.add_argument("--smoke", action="store_true", help=tr("open every game's board offscreen once and exit"))
    parser.add_argument("--demo", action="store_true", help=tr("watch the computer play itself"))
    parser.add_argument("--first-paint", action="store_true",
                        help=tr("start as usual (offscreen without a display, no resume offer), print the time of "
                                "the main window's first paint and of the board's as one JSON line, and exit"))
    parser.add_argument("--lang", choices=["en", "tr", "de", "fi"],
                        help=tr("the language for this start (English, Türkçe, Deutsch, Suomi); the Language menu "
                                "chooses it for good"))
    guides = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "assets" / "tutorials").glob("*.json"))
    parser.add_argument("--guide", choices=guides, metavar="GAME",
                        help=tr("start the guided first game of GAME (one of: {games})").format(
                            games=", ".join(guides)))
    from .ui_scale import apply_at_start, scale_argument
    parser.add_argument("--scale", type=scale_argument, metavar="PERCENT",
                        help=tr("the size of the whole interface for this start: 100, 125, 150, 175 or 200 (per "
                                "cent); View → Interface size chooses it for good"))
    parser.add_argument("file", nargs="?", help=tr("a saved game to open"))
    args = parser.parse_args(argv[1:])
    apply_at_start(paths.settings(), args.scale)   # before the QApplication: Qt reads it once, when it starts
    install_excepthook()
    if args.smoke or args.first_paint:
        if no_display():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif no_display():
        setup_logging()
        return headless_demo()
    app = make_app(argv[:1], icon=args.smoke, language=args.lang)
    from .mainwindow import MainWindow
    if args.smoke:
        setup_logging()
        return smoke(MainWindow(autosave=False))
    # paint first: the real main window (menus, status bar, the board area saying what is opening), with
    # Qt alone; on the turn after its first paint the docks, and once they are drawn the game
    window = MainWindow(autosave=not (args.demo or args.first_paint), complete=False)
    window.placeholder.setText(opening_text(window, args.file))
    probes: list[FirstPaint] = []

    def load() -> None:
        load_and_open(app, window, args)
        if args.first_paint:
            report_first_paint(app, window, probes)

    def docks() -> None:
        window.add_docks()
        probes.append(FirstPaint(window.placeholder, load))
        window.placeholder.update()   # painted again even when the docks leave it as it was (all floating)

    probes.append(FirstPaint(window.placeholder, docks))
    window.show()
    status = app.exec()
    return finish(status)


def finish(status: int) -> int:
    """Leave at once, even while the computer is still thinking on a worker thread.

    Qt's global thread pool would wait for a running agent when it is destroyed (seconds at level
    Hard). Its answer is not wanted any more (every action is already autosaved), so when a worker is
    still busy the settings and logs are flushed and the process ends without waiting.
    """
    from PySide6.QtCore import QThreadPool
    if QThreadPool.globalInstance().activeThreadCount() > 0:
        log.info("quitting while the computer thinks: its answer is dropped")
        paths.settings().sync()
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    return status


if __name__ == "__main__":
    sys.exit(main())

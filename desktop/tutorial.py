"""A guided first game: a short scripted game of one of the five games (a fixed seed, the computer on Easy), taught step
by step by callouts that point at the board, the panels and the pieces, each waiting for the player to do what it
asks; skippable at any point, from the Help menu, and offered on the first start.

A guide is data (assets/tutorials/<game>.json, validated here): the game, its seed and seats, and the steps. A step
says something (English; the catalogs hold its translations, desktop.data_words collects them), points at a part of
the window or of the board, and is done when the player plays one of the actions it names (`until`), or when they
press Next (a step that only explains)."""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field, ValidationError
from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import say, tr

if TYPE_CHECKING:
    from engines.core import Match

    from .mainwindow import MainWindow

log = logging.getLogger(__name__)

FOLDER = Path(__file__).resolve().parents[1] / "assets" / "tutorials"
#: where a step may point: a panel, or a place / figure of the board (`place:<id>`, `figure:<start of its id>`)
PANELS = ("board", "actions", "rules", "log", "seats", "hint", "filter")


class TutorialStep(BaseModel):
    model_config = {"extra": "forbid"}

    say: str = Field(min_length=1)
    point: str = "board"
    #: the kinds of action that finish the step when the player plays one; none: the step has a Next button
    until: list[str] = []
    #: with `until`: the step lasts until the player has no action of those kinds left (all figures placed)
    all_of_them: bool = False
    #: places lit on the board while the step is shown
    lit: list[str] = []


class Tutorial(BaseModel):
    model_config = {"extra": "forbid"}

    game: str
    seed: int
    seats: list[str] = Field(min_length=1)
    options: dict[str, Any] = {}
    steps: list[TutorialStep] = Field(min_length=2)


class TutorialError(Exception):
    """A guide that cannot be used (missing, damaged, or naming what its game does not have): the message says which."""


def tutorial_games() -> list[str]:
    """The games that have a guided first game, by id."""
    return sorted(p.stem for p in FOLDER.glob("*.json"))


def load_tutorial(game_id: str) -> Tutorial:
    path = FOLDER / f"{game_id}.json"
    try:
        guide = Tutorial.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise TutorialError(tr("There is no guided first game for this game.")) from None
    except (OSError, ValueError, ValidationError) as exc:
        log.error("guide %s unusable: %s", path, exc)
        raise TutorialError(tr("The guided first game could not be read: {error}").format(error=exc)) from None
    for step in guide.steps:
        if step.point not in PANELS and not step.point.startswith(("place:", "figure:")):
            raise TutorialError(tr("The guided first game could not be read: {error}").format(
                error=f"point {step.point!r}"))
    return guide


def guide_match(guide: Tutorial) -> Match:
    """The scripted game: the guide's game, options, seed and seats (the player and the computer on Easy)."""
    from engines.core import Match, SeatSpec, get_game
    game = get_game(guide.game)
    options = game.options(**{"players": len(guide.seats), **guide.options})
    for step in guide.steps:
        unknown = set(step.until) - set(game.action_kinds) if game.action_kinds else set()
        if unknown:
            raise TutorialError(tr("The guided first game could not be read: {error}").format(
                error=f"no action {sorted(unknown)}"))
    return Match(game, options, guide.seed, seats=[SeatSpec.parse(s) for s in guide.seats])


class Spotlight(QWidget):
    """A bright frame around what a step points at (clicks pass through it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setObjectName("TutorialSpotlight")
        self.setStyleSheet("#TutorialSpotlight { border: 4px solid #e07b00; border-radius: 6px; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)


class Callout(QFrame):
    """The guide's bubble: where it is, what to do, and Next / Skip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("TutorialCallout")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#TutorialCallout { background: #fff6dc; border: 2px solid #e07b00; border-radius: 8px; }"
                           " QLabel { color: #2b2418; }")
        box = self.box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.heading)
        box.addWidget(self.text)
        row = QHBoxLayout()
        self.skip = QPushButton()
        self.next = QPushButton()
        self.next.setDefault(True)
        row.addWidget(self.skip)
        row.addStretch(1)
        row.addWidget(self.next)
        box.addLayout(row)
        self.setFixedWidth(340)
        self.setAccessibleName(tr("Guided first game"))


class Tutor(QObject):
    """Runs a guided first game in `window`: opens the scripted match, shows each step, moves on as the player plays."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.guide: Tutorial | None = None
        self.step = 0
        self.match: Match | None = None
        self._seen = 0
        self._done_once = False     # an `all_of_them` step: the player has played one of its actions
        self.callout: Callout | None = None
        self.spotlight: Spotlight | None = None
        self._offer: str | None = None
        #: the last guide was followed to its end (not skipped)
        self.completed = False

    # -- starting and stopping -----------------------------------------------------------------------------------
    def start(self, game_id: str) -> bool:
        """Open the guided first game of `game_id`; False (and the reason said) when it cannot be."""
        w = self.window
        try:
            guide = load_tutorial(game_id)
            match = guide_match(guide)
        except TutorialError as exc:
            w.warn(tr("Guided first game"), str(exc))
            return False
        self.stop()
        w.open_match(match)
        self.guide, self.match, self.step, self._seen, self._done_once = guide, match, 0, match.cursor, False
        self.completed = False
        self._show()
        return True

    def offer(self, game_id: str) -> None:
        """The first start: a callout offering the guided first game of the game that opened (nothing blocks)."""
        if self.guide is not None or game_id not in tutorial_games():
            return
        self._offer = game_id
        callout = self._callout()
        callout.heading.setText(tr("New here?"))
        callout.text.setText(tr("A guided first game teaches you the turn step by step on the board, against the "
                                "computer on Easy. You can find it later in the Help menu."))
        callout.next.setText(tr("Start the guide"))
        callout.skip.setText(tr("No thanks"))
        self._point_at("rules")

    def stop(self) -> None:
        """The guide ends (skipped, finished, or another game opened); the game itself goes on as it is, its chance
        from fresh entropy from now on: the guide's fixed seed (in its file for anyone to read) predicts nothing
        past the guide."""
        if self.match is not None:
            self.match.forget_seed()
        self.guide, self.match, self._offer = None, None, None
        for part in (self.callout, self.spotlight):
            if part is not None:
                part.hide()
                part.deleteLater()
        self.callout = self.spotlight = None
        if self.window.scene is not None:
            self.window.refresh()

    def retranslate(self) -> None:
        """The language changed: the callout says the same in the new one."""
        if self.guide is not None:
            self._show()
        elif self._offer is not None:
            self.offer(self._offer)

    @property
    def running(self) -> bool:
        return self.guide is not None

    # -- following the game --------------------------------------------------------------------------------------
    def moved(self) -> None:
        """After every change of the position: the step is done when the player played one of its actions."""
        guide, c = self.guide, self.window.controller
        if guide is None:
            return
        if c is None or c.match is not self.match:
            self.stop()          # another game was opened
            return
        match = c.match
        if match.cursor < self._seen:   # taken back
            self._seen = match.cursor
            return
        played = match.actions[self._seen:match.cursor]
        self._seen = match.cursor
        if self.step >= len(guide.steps):
            return
        if c.outcome() is not None:      # the game ended before the guide did: its last word, then the review
            self.step = len(guide.steps)
            self._show()
            return
        step = guide.steps[self.step]
        if not step.until:
            return
        humans = match.humans()
        if any(a.kind in step.until and a.seat in humans for a in played):
            self._done_once = True
        if not self._done_once:
            return
        if step.all_of_them and c.human_to_move() and any(a.kind in step.until for a in c.legal_actions()):
            return
        if step.all_of_them and not c.human_to_move() and c.outcome() is None:
            return   # wait until the player's next decision shows whether any is left
        self._next()

    def _next(self) -> None:
        if self._offer is not None:
            game = self._offer
            self._offer = None
            self.start(game)
            return
        self.step += 1
        self._done_once = False
        self._show()

    def _show(self) -> None:
        guide = self.guide
        if guide is None:
            return
        callout = self._callout()
        last = self.step >= len(guide.steps)
        count = len(guide.steps)
        callout.heading.setText(tr("Guided first game — step {n} of {count}").format(
            n=min(self.step + 1, count), count=count))
        if last:
            callout.heading.setText(tr("Guided first game — done"))
            callout.text.setText(tr("That is the turn. Play on against the computer: press H (or the Hint button) "
                                    "whenever you want its advice, watch the odds before each roll, and read the "
                                    "review when the game is over (Game menu)."))
            callout.next.setText(tr("Close the guide"))
            callout.next.show()
            callout.skip.hide()
            self._point_at("hint")
            return
        step = guide.steps[self.step]
        callout.text.setText(say(step.say))
        callout.next.setText(tr("Next"))
        callout.next.setVisible(not step.until)
        callout.skip.setText(tr("Skip the guide"))
        callout.skip.show()
        self._point_at(step.point)
        self.relight()
        self.replace(400)

    def relight(self) -> None:
        """The step's places lit on the board again (a refresh draws the game's own highlights)."""
        guide, scene = self.guide, self.window.scene
        if guide is None or scene is None or self.step >= len(guide.steps):
            return
        step = guide.steps[self.step]
        lit = {n for n in step.lit if n in scene.nodes}
        if step.point.startswith("place:") and step.point[6:] in scene.nodes:
            lit.add(step.point[6:])
        if lit:
            scene.set_highlights(scene.highlighted() | lit)
        if step.point.startswith(("place:", "figure:")):
            self.replace(400)     # once the figures have moved to their places

    # -- the callout -------------------------------------------------------------------------------------------------
    def _callout(self) -> Callout:
        if self.callout is None:
            self.callout = Callout(self.window)
            self.callout.next.clicked.connect(self._next_clicked)
            self.callout.skip.clicked.connect(self.stop)
            self.spotlight = Spotlight(self.window)
        return self.callout

    def _next_clicked(self) -> None:
        if self.guide is not None and self.step >= len(self.guide.steps):
            self.completed = True
            self.stop()
            return
        self._next()

    def _target(self, point: str) -> QRect | None:
        """Where `point` is on the window (None: nowhere to be seen)."""
        w = self.window
        panels: dict[str, Any] = {"board": w.view, "actions": w.actions_panel, "filter": w.actions_panel.filter_edit,
                                  "rules": w.rules_panel, "log": w.log_panel, "seats": w.seats_panel,
                                  "hint": w.docks.hint_button}
        widget: QWidget | None = panels.get(point)
        if widget is not None:
            if not widget.isVisible():
                return None
            return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())
        scene, view = w.scene, w.view
        if scene is None or view is None:
            return None
        item: Any = None
        if point.startswith("place:"):
            item = scene.nodes.get(point[6:])
        elif point.startswith("figure:"):
            seat = w.controller.to_move() if w.controller is not None else None
            found = [f for fid, f in sorted(scene.figures.items()) if fid.startswith(point[7:])]
            mine = [f for f in found if f.figure.seat == seat]
            item = (mine or found)[0] if found else None
        if item is None:
            return QRect(view.mapTo(w, QPoint(0, 0)), view.size())
        box = item.sceneBoundingRect()
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        if not shown.contains(box.center()):
            view.centerOn(box.center())
        polygon = view.mapFromScene(box)
        rect = polygon.boundingRect().adjusted(-6, -6, 6, 6)
        return QRect(view.viewport().mapTo(w, rect.topLeft()), rect.size())

    def _point_at(self, point: str) -> None:
        callout, spotlight = self.callout, self.spotlight
        if callout is None or spotlight is None:
            return
        target = self._target(point)
        box = callout.box
        box.activate()
        callout.setFixedHeight(box.totalHeightForWidth(callout.width()))   # the wrapped words all shown
        area = self.window.rect()
        size = callout.size()
        if target is None:
            spotlight.hide()
            spot = QPoint(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
        else:
            spotlight.setGeometry(target)
            whole = target.width() > area.width() * 0.4 and target.height() > area.height() * 0.4
            spotlight.setVisible(not whole or point != "board")
            spotlight.raise_()
            gap = 12
            sides = {"right": QPoint(target.right() + gap, target.top()),
                     "left": QPoint(target.left() - size.width() - gap, target.top()),
                     "above": QPoint(target.center().x() - size.width() // 2, target.top() - size.height() - gap),
                     "below": QPoint(target.center().x() - size.width() // 2, target.bottom() + gap)}
            # a piece on the board: above or below it (a row of pieces stays in sight); a panel: beside it
            order = (("above", "below", "right", "left") if point.startswith(("place:", "figure:"))
                     else ("right", "left", "below", "above"))
            fits = [k for k in order if area.contains(QRect(sides[k], size))]
            # the board itself: inside it, in the corner that hides the fewest pieces
            spot = self._quiet_corner(target, size) if whole else sides[fits[0] if fits else order[0]]
        spot.setX(max(4, min(spot.x(), area.width() - size.width() - 4)))
        spot.setY(max(4, min(spot.y(), area.height() - size.height() - 4)))
        callout.move(spot)
        callout.show()
        callout.raise_()

    def _quiet_corner(self, target: QRect, size: Any) -> QPoint:
        w = self.window
        m = 16
        corners = [QPoint(target.right() - size.width() - m, target.top() + m),
                   QPoint(target.left() + m, target.top() + m),
                   QPoint(target.right() - size.width() - m, target.bottom() - size.height() - m),
                   QPoint(target.left() + m, target.bottom() - size.height() - m)]
        scene, view = w.scene, w.view
        if scene is None or view is None:
            return corners[0]
        viewport = view.viewport()
        spots = [viewport.mapTo(w, view.mapFromScene(item.sceneBoundingRect().center()))
                 for item in scene.figures.values() if item.isVisible()]
        return min(corners, key=lambda c: sum(QRect(c, size).contains(p) for p in spots))

    def replace(self, wait_ms: int = 0) -> None:
        """The window changed size, or the board moved: the callout follows what it points at."""
        if self.callout is None:
            return
        if self._offer is not None:
            QTimer.singleShot(wait_ms, self, lambda: self._point_at("rules"))
            return
        guide = self.guide
        if guide is not None:
            point = "hint" if self.step >= len(guide.steps) else guide.steps[self.step].point
            QTimer.singleShot(wait_ms, self, lambda: self._point_at(point))


__all__ = ["Callout", "Tutor", "Tutorial", "TutorialError", "TutorialStep", "guide_match", "load_tutorial",
           "tutorial_games"]

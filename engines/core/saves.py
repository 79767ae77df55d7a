"""Save files: JSON of the set-up and the action list. Loading replays and checks every action.

Nothing but data crosses the disk (no pickle, no eval); writes are atomic; every way a file can be
wrong ends in a SaveError whose message says what is wrong, and nothing on disk is touched.
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from .actions import Action
from .match import IllegalAction, Match, SeatSpec

FORMAT = "realms-table-save"
FORMAT_VERSION = 1
MAX_BYTES = 20 * 1024 * 1024


def app_version() -> str:
    try:
        from importlib.metadata import version
        return version("realms-table")
    except Exception:  # noqa: BLE001 — not installed (running from a checkout)
        return "0.1.0"


class SaveError(Exception):
    """A save could not be read; the message is for the player."""


class ActionModel(BaseModel):
    model_config = {"extra": "forbid"}
    kind: str
    seat: int
    params: dict[str, Any] = Field(default_factory=dict)


class SaveModel(BaseModel):
    model_config = {"extra": "forbid"}
    format: str
    format_version: int
    app_version: str = ""
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[str] = Field(default_factory=list)
    actions: list[ActionModel]
    cursor: int | None = None
    saved_at: str = ""


def to_data(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": app_version(),
        "game": match.game.id,
        "options": match.options.model_dump(mode="json"),
        "seed": match.seed,
        "seats": [str(s) for s in match.seats],
        "actions": [s.action.to_json() for s in match.steps],
        "cursor": match.cursor,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def write_save(match: Match, path: str | os.PathLike[str]) -> Path:
    """Write atomically: a temporary file in the same folder, flushed, then renamed over the target."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(to_data(match), indent=1, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def parse_save(text: str) -> SaveModel:
    stripped = text.strip()
    if not stripped:
        raise SaveError("The file is empty: it is not a Realms Table save.")
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError as exc:
        if stripped.startswith("{") and exc.pos >= len(stripped) - 1:
            raise SaveError("The save file is truncated: it ends in the middle of the data. "
                            "It was probably not written completely.") from None
        if stripped.startswith("{"):
            raise SaveError(f"The save file is damaged: it is not valid JSON (line {exc.lineno}, "
                            f"column {exc.colno}: {exc.msg}).") from None
        raise SaveError("This file is not a Realms Table save (it is not JSON).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not a Realms Table save (it has no Realms Table format mark).")
    version = data.get("format_version")
    if isinstance(version, int) and version > FORMAT_VERSION:
        raise SaveError(f"This save was written by a newer Realms Table (save format {version}; this version "
                        f"reads up to {FORMAT_VERSION}). Update the application to open it.")
    try:
        return SaveModel.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise SaveError(f"The save file is damaged: the field '{where}' is wrong ({err['msg']}).") from None


def match_from_model(model: SaveModel) -> Match:
    from .registry import get_game
    try:
        game = get_game(model.game)
    except KeyError:
        raise SaveError(f"This save is for a game this version does not know ('{model.game}').") from None
    try:
        options = game.Options.model_validate(model.options)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "options"
        raise SaveError(f"The save's game options are wrong: '{where}' — {err['msg']}.") from None
    try:
        seats = [SeatSpec.parse(s) for s in model.seats]
    except ValueError as exc:
        raise SaveError(f"The save's seats are wrong: {exc}") from None
    try:
        match = Match(game, options, model.seed, seats=seats)
    except Exception as exc:  # noqa: BLE001 — a set-up the options allow but the game refuses
        raise SaveError(f"The save's set-up cannot be played: {exc}") from None
    if seats and len(seats) != game.players(match.initial):
        raise SaveError(f"The save names {len(seats)} seats, but its game has {game.players(match.initial)} players.")
    for number, am in enumerate(model.actions, start=1):
        try:
            action = Action.from_json(am.model_dump())
        except (TypeError, ValueError) as exc:
            raise SaveError(f"Action {number} in the save cannot be read ({exc}).") from None
        try:
            match.play(action)
        except IllegalAction as exc:
            raise SaveError(f"Action {number} in the save ({action.kind}) is not legal at that point: "
                            f"{exc.illegal.reason} The file was probably edited by hand.") from None
    cursor = model.cursor if model.cursor is not None else len(model.actions)
    if not 0 <= cursor <= len(model.actions):
        raise SaveError(f"The save's position ({cursor}) is outside its {len(model.actions)} actions.")
    match.cursor = cursor
    return match


def load_save(path: str | os.PathLike[str]) -> Match:
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"There is no file at {path}.") from None
    except OSError as exc:
        raise SaveError(f"The file {path} cannot be read: {exc.strerror}.") from None
    if size > MAX_BYTES:
        raise SaveError(f"The file is too large to be a save ({size // (1024 * 1024)} MB; saves are far smaller).")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"The file {path} cannot be read: {exc.strerror}.") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This file is not a Realms Table save (it is not text).") from None
    return match_from_model(parse_save(text))


def loads(text: str) -> Match:
    return match_from_model(parse_save(text))


def dumps(match: Match) -> str:
    return json.dumps(to_data(match), indent=1, ensure_ascii=False)

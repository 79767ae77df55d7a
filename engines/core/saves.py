"""Save files: JSON of the set-up, the action list and how every chance event fell. Loading replays and
checks every action.

A save holds no seed and no random-number state: each die, pick and shuffle is written as it fell, and
the order of the cards nobody has seen yet is left out (loading shuffles them again). So nothing in a
save predicts the next die or card; after loading, chance comes from fresh entropy. Saves of format 1
(with a seed) still open: they replay from the seed and continue with fresh entropy.

Nothing but data crosses the disk (no pickle, no eval); writes are atomic; only regular files up to
MAX_BYTES are read; every way a file can be wrong ends in a SaveError whose message says what is wrong,
and nothing on disk is touched.
"""
from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, StrictInt, ValidationError

from .actions import Action
from .dice import SHUFFLE, ChanceMismatch, Drawn
from .i18n import T
from .match import IllegalAction, Match, SeatSpec

FORMAT = "realms-table-save"
FORMAT_VERSION = 2
VERSIONS = (1, 2)       # format 1: a seed and the actions; format 2: the chance as it fell, no seed
MAX_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 40          # saves nest a few levels; anything far deeper is not ours


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
    seat: StrictInt
    params: dict[str, Any] = Field(default_factory=dict)


DrawnModel = tuple[Literal["die", "pick", "shuffle"], StrictInt, StrictInt | list[StrictInt | None]]


class _Common(BaseModel):
    model_config = {"extra": "forbid"}
    format: str
    format_version: StrictInt
    app_version: str = ""
    data_version: str | None = None   # the game's data fingerprint (Game.data_version) when it was saved
    game: str
    options: dict[str, Any]
    seats: list[str] = Field(default_factory=list)
    actions: list[ActionModel]
    cursor: StrictInt | None = None
    saved_at: str = ""
    hints_used: list[StrictInt] = Field(default_factory=list)   # per seat; saves before hints have none


class SaveModelV1(_Common):
    seed: StrictInt


class SaveModel(_Common):
    setup_chance: list[DrawnModel]
    chance: list[list[DrawnModel]]


# -- writing ----------------------------------------------------------------------------------------
def _unseen_places(match: Match) -> dict[int, set[int]]:
    """For the shuffles written down (by their index in the match's chance record), the places whose card
    is still in an unseen pile: the order a save must not reveal. A pile is what is left of the latest
    shuffle it is a contiguous part of (decks are drawn from their ends)."""
    last = match.steps[-1].state if match.steps else match.initial
    shuffles = [(i, d.items) for i, d in enumerate(_all_drawn(match)) if d.kind == SHUFFLE and d.items is not None]
    hidden: dict[int, set[int]] = {}
    for unseen in match.game.unseen_piles(last):
        pile = tuple(unseen)
        if len(pile) < 2:
            continue
        for index, items in reversed(shuffles):
            last_start = len(items) - len(pile)
            starts = (0, last_start, *range(1, last_start))   # the ends first: decks are drawn from there
            start = next((k for k in starts if k >= 0 and items[k:k + len(pile)] == pile), None)
            if start is not None:
                hidden.setdefault(index, set()).update(range(start, start + len(pile)))
                break
    return hidden


def _all_drawn(match: Match) -> list[Drawn]:
    return [*match.setup_drawn, *(d for step in match.steps for d in step.drawn)]


def _chance_json(match: Match) -> tuple[list[Any], list[list[Any]]]:
    hidden = _unseen_places(match)
    counter = iter(range(len(_all_drawn(match))))

    def out(d: Drawn) -> list[Any]:
        places = hidden.get(next(counter))
        if places:
            return [d.kind, d.n, [None if k in places else v for k, v in enumerate(d.value)]]
        return d.to_json()

    setup = [out(d) for d in match.setup_drawn]
    return setup, [[out(d) for d in step.drawn] for step in match.steps]


def to_data(match: Match) -> dict[str, Any]:
    setup, chance = _chance_json(match)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": app_version(),
        "data_version": match.game.data_version(),
        "game": match.game.id,
        "options": match.options.model_dump(mode="json"),
        "seats": [str(s) for s in match.seats],
        "setup_chance": setup,
        "actions": [s.action.to_json() for s in match.steps],
        "chance": chance,
        "cursor": match.cursor,
        "hints_used": list(match.hints_used),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def dumps(match: Match) -> str:
    return json.dumps(to_data(match), indent=1, ensure_ascii=False)


def write_save(match: Match, path: str | os.PathLike[str]) -> Path:
    """Write atomically: a temporary file in the same folder, flushed, then renamed over the target."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(match)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


# -- reading ----------------------------------------------------------------------------------------
def _too_deep(data: Any) -> bool:
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(value, dict):
            todo.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            todo.extend((v, depth + 1) for v in value)
    return False


def _num(n: int) -> str:
    """A number for a message: a hand-edited one of hundreds of digits is not repeated back."""
    text = str(n)
    return text if len(text) <= 12 else "a number far too large"


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"])
    return T("the field '{field}' is wrong ({problem})", field=where, problem=err["msg"]) if where else err["msg"]


def parse_save(text: str) -> SaveModel | SaveModelV1:
    stripped = text.strip()
    if not stripped:
        raise SaveError(T("The file is empty: it is not a Realms Table save."))
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError as exc:
        if stripped.startswith("{") and (exc.pos >= len(stripped) - 1 or exc.msg.startswith("Unterminated string")):
            raise SaveError(T("The save file is damaged: it is truncated, ending in the middle of the data. "
                              "It was probably not written completely.")) from None
        if stripped.startswith("{"):
            raise SaveError(T("The save file is damaged: it is not valid JSON (line {line}, column {column}: "
                              "{problem}).", line=exc.lineno, column=exc.colno, problem=exc.msg)) from None
        raise SaveError(T("This file is not a Realms Table save (it is not JSON).")) from None
    except RecursionError:
        raise SaveError(T("The save file is damaged: its data is nested far too deeply.")) from None
    except ValueError:   # e.g. a number of thousands of digits
        raise SaveError(T("The save file is damaged: it holds a number far too long to be real.")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(T("This file is not a Realms Table save (it has no Realms Table format mark)."))
    if _too_deep(data):
        raise SaveError(T("The save file is damaged: its data is nested far too deeply."))
    version = data.get("format_version")
    if type(version) is not int:
        raise SaveError(T("The save file is damaged: its format version must be a whole number, not {value}.",
                          value=json.dumps(version)[:40]))
    if version > FORMAT_VERSION:
        raise SaveError(T("This save was written by a newer Realms Table (save format {version}; this version "
                          "reads up to {newest}). Update the application to open it.", version=_num(version),
                          newest=FORMAT_VERSION))
    if version not in VERSIONS:
        raise SaveError(T("The save file is damaged: there is no save format {version} (this version reads "
                          "formats {oldest} to {newest}).", version=version, oldest=VERSIONS[0], newest=VERSIONS[-1]))
    try:
        return (SaveModelV1 if version == 1 else SaveModel).model_validate(data)
    except ValidationError as exc:
        raise SaveError(T("The save file is damaged: {problem}.", problem=_first_error(exc))) from None


def _drawn(rows: list[DrawnModel]) -> list[Drawn]:
    return [Drawn(kind, n, value) for kind, n, value in rows]


def _replayable(match: Match, action: Action, number: int) -> Action:
    """The legal action equal to `action` (with its label); an action with a detail no action of its kind
    has is refused here, with that detail named. A game of points on a continuum (free_params) labels any
    action itself (`Game.labelled`): its offered actions are only a sample, and the check judges the rest."""
    if match.game.free_params:
        return match.game.labelled(match.state, action)
    legal = match.game.legal_actions(match.state)
    for offered in legal:
        if offered == action:
            return offered
    keys = {k for k, _ in action.params}
    same_kind = [set(k for k, _ in a.params) for a in legal if a.kind == action.kind and a.seat == action.seat]
    if same_kind and not any(keys <= known for known in same_kind):
        extra = sorted(keys - set().union(*same_kind))
        raise SaveError(T("Action {number} in the save has a detail no such move has ({details}). The file was "
                          "probably edited by hand.", number=number, details=", ".join(extra)))
    return action


def match_from_model(model: SaveModel | SaveModelV1) -> Match:
    from .registry import get_game
    try:
        game = get_game(model.game)
    except KeyError:
        raise SaveError(T("This save is for a game this version does not know ('{game}').", game=model.game)) from None
    try:
        options = game.Options.model_validate(model.options)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "options"
        raise SaveError(T("The save's game options are wrong: '{option}' — {problem}.", option=where,
                          problem=err["msg"])) from None
    try:
        seats = [SeatSpec.parse(s) for s in model.seats]
    except ValueError as exc:
        raise SaveError(T("The save's seats are wrong: {problem}",
                          problem=exc.args[0] if exc.args else str(exc))) from None
    if isinstance(model, SaveModel) and len(model.chance) != len(model.actions):
        raise SaveError(T("The save file is damaged: it records chance for {chance} actions but holds {actions}.",
                          chance=len(model.chance), actions=len(model.actions)))
    try:
        if isinstance(model, SaveModelV1):
            match = Match(game, options, model.seed, seats=seats)
        else:
            match = Match(game, options, None, seats=seats, replay_setup=_drawn(model.setup_chance))
    except ChanceMismatch as exc:
        problem = exc.args[0] if exc.args else str(exc)
        if _outgrown(model, game):
            raise SaveError(_outgrown_setup(problem)) from None
        raise SaveError(T("The save's set-up does not fit its recorded chance: {problem} The file was probably "
                          "edited by hand.", problem=problem)) from None
    except Exception as exc:  # noqa: BLE001 — a set-up the options allow but the game refuses
        problem = exc.args[0] if exc.args else str(exc)
        if _outgrown(model, game):
            raise SaveError(_outgrown_setup(problem)) from None
        raise SaveError(T("The save's set-up cannot be played: {problem}", problem=problem)) from None
    if seats and len(seats) != game.players(match.initial):
        raise SaveError(T("The save names {seats} seats, but its game has {players} players.", seats=len(seats),
                          players=game.players(match.initial)))
    for number, am in enumerate(model.actions, start=1):
        try:
            action = _replayable(match, Action.from_json(am.model_dump()), number)
            match.play(action, None if isinstance(model, SaveModelV1) else _drawn(model.chance[number - 1]))
        except SaveError:
            raise
        except (IllegalAction, ChanceMismatch, Exception) as exc:  # noqa: BLE001 — see _not_replayed
            raise _not_replayed(model, game, number, exc) from None
    if isinstance(model, SaveModelV1):
        match.forget_seed()
    cursor = model.cursor if model.cursor is not None else len(model.actions)
    if not 0 <= cursor <= len(model.actions):
        raise SaveError(T("The save's position ({position}) is outside its {actions} actions.", position=_num(cursor),
                          actions=len(model.actions)))
    match.cursor = cursor
    if model.hints_used:
        if len(model.hints_used) != len(match.seats) or min(model.hints_used) < 0:
            raise SaveError(T("The save file is damaged: it counts hints for {counts} seats, but its game has "
                              "{players} (or a count below zero).", counts=len(model.hints_used),
                              players=len(match.seats)))
        match.hints_used = list(model.hints_used)
    return match


def _outgrown(model: SaveModel | SaveModelV1, game: Any) -> bool | None:
    """Whether the save was made with other data for its game than this version's (None: it does not say —
    saves from before data versions were recorded)."""
    if model.data_version is None:
        return None
    return bool(model.data_version != game.data_version())


def _outgrown_setup(problem: str) -> str:
    return T("The save's set-up can no longer be played: {problem} The save was made by a version of Realms Table "
             "whose data for this game (its pieces, cards, boards or tables) differ from this version's, so it "
             "cannot be continued here.", problem=problem)


def _not_replayed(model: SaveModel | SaveModelV1, game: Any, number: int, exc: Exception) -> SaveError:
    """Why action `number` of a save could not be replayed: a file edited by hand, or one the game's data have
    outgrown since it was written (said as such when the save records its data version, or might be so)."""
    if isinstance(exc, IllegalAction):
        problem = exc.illegal.reason
    elif isinstance(exc, ChanceMismatch):
        problem = exc.args[0] if exc.args else str(exc)
    else:
        problem = f"{type(exc).__name__}: {exc}"
    outgrown = _outgrown(model, game)
    if outgrown:
        return SaveError(T("Action {number} in the save can no longer be replayed: {reason} The save was made by a "
                           "version of Realms Table whose data for this game (its pieces, cards, boards or tables) "
                           "differ from this version's, so it cannot be continued here.", number=number,
                           reason=problem))
    if outgrown is None:
        return SaveError(T("Action {number} in the save cannot be replayed: {reason} Either the file was edited by "
                           "hand, or it was made by an earlier version of Realms Table whose data for this game "
                           "differ from this version's.", number=number, reason=problem))
    if isinstance(exc, IllegalAction):
        if exc.action.label:
            return SaveError(T("Action {number} in the save ({action}) is not legal at that point: {reason} The "
                               "file was probably edited by hand.", number=number, action=exc.action.label,
                               reason=exc.illegal.reason))
        return SaveError(T("Action {number} in the save is not legal at that point: {reason} The file was "
                           "probably edited by hand.", number=number, reason=exc.illegal.reason))
    if isinstance(exc, ChanceMismatch):
        return SaveError(T("Action {number} in the save does not fit its recorded chance: {problem} The file was "
                           "probably edited by hand.", number=number, problem=problem))
    return SaveError(T("Action {number} in the save cannot be replayed ({error}: {problem}). The file was "
                       "probably edited by hand.", number=number, error=type(exc).__name__, problem=str(exc)))


def read_text(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> str:
    """The text of a regular file of at most `limit` bytes. Pipes, devices and folders are refused before
    anything is read from them (a pipe would wait for ever, /dev/zero never ends)."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(T("There is no file at {path}.", path=str(path))) from None
    except OSError as exc:
        raise SaveError(T("The file {path} cannot be read: {problem}.", path=str(path),
                                  problem=exc.strerror or str(exc))) from None
    if not stat.S_ISREG(info.st_mode):
        what = (T("{path} is a folder, not a saved game.", path=str(path)) if stat.S_ISDIR(info.st_mode) else
                T("{path} is a pipe, not a saved game.", path=str(path)) if stat.S_ISFIFO(info.st_mode) else
                T("{path} is a device or other special file, not a saved game.", path=str(path)))
        raise SaveError(what)
    if info.st_size > limit:
        raise SaveError(T("The file is too large to be a save ({size} MB; saves are far smaller).",
                          size=info.st_size // (1024 * 1024)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise SaveError(T("The file {path} cannot be read: {problem}.", path=str(path),
                                  problem=exc.strerror or str(exc))) from None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):   # swapped for something else meanwhile
            raise SaveError(T("{path} is not a regular file, so it is not a saved game.", path=str(path)))
        try:
            raw = fh.read(limit + 1)
        except OSError as exc:
            raise SaveError(T("The file {path} cannot be read: {problem}.", path=str(path),
                                  problem=exc.strerror or str(exc))) from None
    if len(raw) > limit:
        raise SaveError(T("The file is too large to be a save (saves are far smaller)."))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(T("This file is not a Realms Table save (it is not text).")) from None


def load_save(path: str | os.PathLike[str]) -> Match:
    return loads(read_text(path))


def loads(text: str) -> Match:
    try:
        return match_from_model(parse_save(text))
    except RecursionError:
        raise SaveError(T("The save file is damaged: its data is nested far too deeply.")) from None

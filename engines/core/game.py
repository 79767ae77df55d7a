"""The one contract every game implements, so the desktop, the AI, saves and the CLI are written once."""
from __future__ import annotations

import hashlib
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel

from .actions import Action
from .events import Event
from .i18n import Text

if TYPE_CHECKING:
    from .odds import Odds

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Ok:
    def __bool__(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Illegal:
    """Why an action is refused, in a sentence a player understands, and where the rule stands."""

    reason: str
    rule: str = ""

    def __bool__(self) -> bool:
        return False


OK = Ok()


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    rule: str = ""


class GameOptions(BaseModel):
    """Options every game shares; games subclass this with their own fields."""

    model_config = {"extra": "forbid"}

    players: int = 2


OptionsT = TypeVar("OptionsT", bound=GameOptions)


class Game(ABC, Generic[S, OptionsT]):
    """`S` is the game's state type, `OptionsT` its options model (a GameOptions subclass, also `Options`)."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    Options: ClassVar[type[GameOptions]] = GameOptions  # the class of OptionsT (a ClassVar names no type variable)
    has_secrets: ClassVar[bool] = False
    #: every seat plays on one team against the game itself: an outcome names all seats winners or none, the
    #: computer plays teammates, and strength is measured as the team's win rate (not one seat against another)
    cooperative: ClassVar[bool] = False
    map_id: ClassVar[str | None] = None
    #: the game the application offers first (a first start, the headless demo) when nothing else was chosen
    featured: ClassVar[bool] = False
    #: every kind of Action `legal_actions` may offer, as the game's own dispatch table declares it
    #: (the conformance suite checks that nothing else is ever offered)
    action_kinds: ClassVar[frozenset[str]] = frozenset()
    #: parameters whose values are points of a continuum (a figure's x and y on a measured table): `check`
    #: judges any value, and `legal_actions` offers a representative few of them, so an action with another
    #: value there may be legal though not listed
    free_params: ClassVar[frozenset[str]] = frozenset()
    #: the goals `realms-table-cli bench` holds this game's engine to, by measure ("random play": actions a
    #: second, "legal actions": one listing), shown in its goal column
    bench_goals: ClassVar[dict[str, str]] = {}

    def data_version(self) -> str:
        """A short fingerprint of the data the game is played from (its JSON files and its board's, the words
        left aside): a save records it, so that a save the rules data have since outgrown is named as such
        when it no longer replays, instead of being taken for a file edited by hand."""
        return _fingerprint(type(self))

    def labelled(self, state: S, action: Action) -> Action:
        """`action` as read from a save (without its label), labelled as the game words it: a game with
        `free_params` words any of its actions itself (its offered ones are only a sample)."""
        return action

    # -- set-up -------------------------------------------------------------------------------
    def options(self, **values: Any) -> OptionsT:
        """Validated options; raises pydantic.ValidationError with the field that is wrong."""
        return self.Options(**values)  # type: ignore[return-value]  # Options is the class of OptionsT

    def full_table_options(self) -> OptionsT:
        """Valid options for the most players the game seats (a game whose last seat needs another option —
        Waterdeep's sixth needs a module — says which)."""
        return self.options(players=self.max_players)

    @abstractmethod
    def setup(self, options: OptionsT, seed: int) -> S: ...

    def seat_names(self, state: S) -> list[str]:
        return [f"Player {i + 1}" for i in range(self.players(state))]

    @abstractmethod
    def players(self, state: S) -> int: ...

    # -- play ---------------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int | None: ...

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]: ...

    def check(self, state: S, action: Action) -> Ok | Illegal:
        """Whether `action` is legal now. A game should override it to name the rule that forbids an
        action; this fallback still says what is wrong: the game is over, another seat is to move, or
        the choice is not among those open (with how many there are)."""
        legal = self.legal_actions(state)
        if action in legal:
            return OK
        seat = self.to_move(state)
        if seat is None or self.outcome(state) is not None:
            return Illegal("The game is over: nobody is to move." if self.outcome(state) is not None
                           else "Nobody is to move now.")
        who = self.seat_names(state)[seat]
        if action.seat != seat:
            return Illegal(f"It is {who}'s turn, not yours.")
        if action.kind not in {a.kind for a in legal}:
            return Illegal(f"{who} cannot do that kind of thing now; the choices open are: "
                           f"{'; '.join(a.label for a in legal[:5])}{' …' if len(legal) > 5 else ''}.")
        return Illegal(f"That choice is not one of the {len(legal)} open to {who} now.")

    @abstractmethod
    def apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """Return a new state and the events; never change `state`."""

    def apply_trusted(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """apply() for an action already known to be legal: one that `legal_actions` listed for this
        state, or for another determinisation of the same view by the seat to move (the computer's
        search). A game whose `check` is costly may skip it here; people's actions always go
        through `apply`, which checks."""
        return self.apply(state, action)

    @abstractmethod
    def view(self, state: S, seat: int) -> S:
        """The state as `seat` may see it: other hands, deck order and the RNG's future hidden."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    def unseen_piles(self, state: S) -> list[list[Any]]:
        """The piles whose order nobody has seen and nothing has depended on yet: what is left of a shuffled
        deck that is drawn from its ends. A save leaves their order out (it would predict the next draws);
        loading shuffles them again."""
        return []

    # -- for the computer ---------------------------------------------------------------------
    @abstractmethod
    def evaluate(self, state: S, seat: int, level: str | None = None) -> float:
        """How good the position is for `seat`, in [-1, 1]. `level` names the computer level asking: a game
        may judge more carefully (and slowly) for some levels; None is the plain judgement."""

    def agent_for(self, level: str) -> Any | None:
        """The game's own agent for a computer level (a search of its own), or None: the shared agents of
        engines/ai play that level with `evaluate`."""
        return None

    @abstractmethod
    def determinize(self, view: S, seat: int, seed: int) -> S:
        """A full state consistent with what `seat` knows, hidden parts sampled, chance re-seeded."""

    def suggest(self, state: S, seat: int) -> tuple[Action, str] | None:
        """What a computer teammate would do in `seat`'s place, and why (a sentence), seeing only what `seat`
        sees; None for a game that offers no advice (a co-operative game's "what would you do?")."""
        return None

    def hint_reason(self, state: S, action: Action, after: S, seat: int, level: str) -> Text | None:
        """Why the computer at `level` would play `action` for `seat` (a hint, engines/ai/hints.py), in words from
        its judgement: what the move takes, wins or risks. `state` and `after` are a determinisation of the seat's
        view before and after it. None: the hint says how the level rates the position instead."""
        return None

    def rollout_action(self, state: S, actions: list[Action], rng: Any) -> Action:
        chosen: Action = rng.choice(actions)
        return chosen

    # -- for people ---------------------------------------------------------------------------
    def odds(self, state: S, action: Action) -> Odds | None:
        """The chances of the roll(s) `action` leads to, shown before the player commits to it (engines/core/odds.py):
        `state` is the view of the seat to move, and the odds use nothing else. Exact wherever the dice allow;
        None for an action that leads to no roll (or a game that offers no odds)."""
        return None

    def rules_text(self, language: str = "en") -> str:
        """The rules in `language` (a code: "en", "tr", "de", "fi"), English where that language has none."""
        from .rules import load_rules
        return load_rules(self.id, language)

    def summary(self, state: S) -> str:
        return ""

    def final_table(self, state: S) -> tuple[list[str], list[list[Any]]] | None:
        """The final scoring as (headers, rows in seat order) for the game-over banner, or None (the
        outcome's reason says it all)."""
        return None

    def setup_events(self, state: S) -> list[Event]:
        """The story of the set-up (before the first action), for the log; a state that keeps it says so."""
        return list(getattr(state, "setup_events", ()) or ())

    def hand_of(self, state: S, seat: int) -> list[Any]:
        """The cards `seat` holds (hidden ones as placeholders in a view); [] for a game without hands."""
        return []


@cache
def _fingerprint(cls: type) -> str:
    package = Path(sys.modules[cls.__module__].__file__ or ".").parent
    maps = Path(__file__).resolve().parents[2] / "maps" / "data"
    names = {getattr(cls, "id", ""), getattr(cls, "map_id", None) or ""} - {""}
    files = [f for f in sorted((package / "data").glob("*.json")) if f.name != "words.json"]
    files += sorted({f for n in names for f in maps.glob(f"{n}*.json")})
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.name.encode() + b"\0" + f.read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()[:16] if files else ""

"""All chance in every game goes through here.

A `Dice` draws from the random.Random it is given (the game state's, or a scripted one in tests). While a
match applies an action it makes its `Chance` the active one: every die, pick and shuffle is then drawn
from the match's source of chance and written down as it fell (a `Drawn`), or, when a save is being
replayed, taken from what the save recorded. That is how a save can hold the outcome of every chance
event so far and nothing that predicts the next one.
"""
from __future__ import annotations

import random
import threading
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from .events import Die, RollExplanation
from .i18n import T

Item = TypeVar("Item")

DIE, PICK, SHUFFLE = "die", "pick", "shuffle"


def new_rng(seed: int) -> random.Random:
    return random.Random(seed)


def fresh_entropy() -> random.Random:
    """Chance nobody can predict: the operating system's entropy, never written anywhere."""
    return random.SystemRandom()


class ChanceMismatch(Exception):
    """A recorded outcome does not fit what the game asks for (the save was edited or is from other rules)."""


@dataclass(slots=True)
class Drawn:
    """One chance event as it fell: a die face (1..n), a pick (index 0..n-1), or a shuffle (the new order as
    indexes into the old one). `items` keeps a shuffle's cards in their new order, in memory only, so that a
    save can leave out the order of the cards nobody has seen yet."""

    kind: str
    n: int
    value: Any
    items: tuple[Any, ...] | None = None

    def to_json(self) -> list[Any]:
        return [self.kind, self.n, list(self.value) if self.kind == SHUFFLE else self.value]


class Chance:
    """A match's source of chance and its record.

    `entropy` None means "draw from the Dice's own random.Random" (a seeded game: the command line and the
    tests, reproducible); otherwise the draws come from `entropy` (fresh entropy in the desktop)."""

    def __init__(self, entropy: random.Random | None = None) -> None:
        self.entropy = entropy
        self._log: list[Drawn] | None = None
        self._replay: deque[Drawn] | None = None

    @contextmanager
    def recording(self, replay: Sequence[Drawn] | None = None) -> Iterator[list[Drawn]]:
        """Make this the active chance in this thread; yields the list the draws are written to. With
        `replay`, the draws are taken from it in order and must use it up exactly."""
        log: list[Drawn] = []
        saved = (self._log, self._replay, getattr(_ACTIVE, "chance", None))
        self._log, self._replay = log, deque(replay) if replay is not None else None
        _ACTIVE.chance = self
        try:
            yield log
            if self._replay:
                left = self._replay[0]
                raise ChanceMismatch(T("%n recorded chance outcome(s) (was|were) never used (the first is a "
                                       "{what}).", None, len(self._replay), what=_describe(left.kind, left.n)))
        finally:
            self._log, self._replay, _ACTIVE.chance = saved

    def _source(self, rng: Any) -> Any:
        return self.entropy if self.entropy is not None else rng

    def _recorded(self, kind: str, n: int) -> Drawn | None:
        if not self._replay:
            if self._replay is not None:
                raise ChanceMismatch(T("The game asks for a {what}, but no more outcomes were recorded.",
                                       what=_describe(kind, n)))
            return None
        rec = self._replay.popleft()
        if rec.kind != kind or rec.n != n:
            raise ChanceMismatch(T("The game asks for a {what}, but the record holds a {recorded}.",
                                   what=_describe(kind, n), recorded=_describe(rec.kind, rec.n)))
        return rec

    def number(self, rng: Any, kind: str, n: int) -> int:
        """A die face (1..n) or a pick (0..n-1), recorded."""
        rec = self._recorded(kind, n)
        low = 1 if kind == DIE else 0
        value: int
        if rec is not None:
            value = rec.value
            if type(value) is not int or not low <= value < low + n:
                raise ChanceMismatch(T("A recorded {what} has the impossible result {value}.",
                                       what=_describe(kind, n), value=repr(value)))
        else:
            src = self._source(rng)
            value = src.randint(1, n) if kind == DIE else src.choice(range(n))
        assert self._log is not None
        self._log.append(Drawn(kind, n, value))
        return value

    def shuffle(self, rng: Any, items: list[Any]) -> None:
        n = len(items)
        rec = self._recorded(SHUFFLE, n)
        if rec is not None:
            order = _complete(rec.value, n, self._source(rng))
        else:
            order = list(range(n))
            self._source(rng).shuffle(order)
        items[:] = [items[i] for i in order]
        assert self._log is not None
        self._log.append(Drawn(SHUFFLE, n, tuple(order), tuple(items)))


def _complete(recorded: Any, n: int, source: Any) -> list[int]:
    """A recorded shuffle: every position either an index or None (a card nobody has seen yet, whose place
    is drawn afresh now). Checks that it is a permutation."""
    if not isinstance(recorded, (list, tuple)) or len(recorded) != n:
        raise ChanceMismatch(T("A recorded shuffle of {n} is not a list of {n} places.", n=n))
    known = [i for i in recorded if i is not None]
    if any(type(i) is not int or not 0 <= i < n for i in known) or len(set(known)) != len(known):
        raise ChanceMismatch(T("A recorded shuffle of {n} is not an order of its {n} items.", n=n))
    rest = sorted(set(range(n)) - set(known))
    source.shuffle(rest)
    fill = iter(rest)
    return [i if i is not None else next(fill) for i in recorded]


def _describe(kind: str, n: int) -> str:
    if kind == DIE:
        return T("roll of a {n}-sided die", n=n)
    if kind == PICK:
        return T("pick among {n}", n=n)
    return T("shuffle of {n}", n=n) if kind == SHUFFLE else kind


_ACTIVE = threading.local()


def _not_game_chance(what: str) -> None:
    """The game's chance is recorded as dice, picks and shuffles; anything else must stay out of it."""
    if active_chance() is not None:
        raise RuntimeError(f"{what} is not a chance event a save can record: the game's chance is dice, "
                           "picks and shuffles")


def reshuffle(rng: random.Random, cards: list[Any], purpose: str, consequence: str, rule: str,
              game: str) -> RollExplanation:
    """Shuffle a discard pile into a new deck (recorded like every draw) and say so for the rules panel;
    the new order stays hidden. `purpose` names what is shuffled, counted by the caller's own sentence (e.g.
    `T("Shuffle the %n discarded quests", None, len(pile))`)."""
    Dice(rng).shuffle(cards)
    return RollExplanation(purpose, [], "", T("shuffled: the new order is hidden"), consequence, rule, game)


def active_chance() -> Chance | None:
    return getattr(_ACTIVE, "chance", None)


class Dice:
    """A thin, explicit face over a random.Random for dice, draws and shuffles."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    @classmethod
    def seeded(cls, seed: int) -> Dice:
        """Dice of their own, drawn from `seed` alone (a simulation's schedule, the computer's guesses)."""
        return cls(random.Random(seed))

    def _face(self, sides: int) -> int:
        chance = active_chance()
        return self.rng.randint(1, sides) if chance is None else chance.number(self.rng, DIE, sides)

    def d(self, sides: int = 6, label: str = "") -> Die:
        return Die(self._face(sides), sides, label)

    def roll(self, count: int, sides: int = 6, label: str = "") -> list[Die]:
        """`count` dice, each named by `label` and its number when there are several ("Attack die 2": a sentence
        of its own, so a translated name is numbered in the player's language)."""
        if count > 1 and label:
            return [self.d(sides, T("{die} {n}", die=label, n=i + 1)) for i in range(count)]
        return [self.d(sides, str(i + 1) if count > 1 else label) for i in range(count)]

    def reroll(self, die: Die, reason: str) -> Die:
        """Replace a die's face; the old face is kept in its history for the explanation."""
        history = (*die.rerolled_from, die.value)
        return Die(self._face(die.sides), die.sides, die.label, None, history, reason, die.note)

    def pick(self, items: Sequence[Item]) -> Item:
        chance = active_chance()
        if chance is None:
            return self.rng.choice(items)
        return items[chance.number(self.rng, PICK, len(items))]

    def shuffle(self, items: list[Item]) -> list[Item]:
        chance = active_chance()
        if chance is None:
            self.rng.shuffle(items)
        else:
            chance.shuffle(self.rng, items)
        return items

    # -- the computer's own choices (its play-outs and guesses): never the game's chance -----------------
    def pick_weighted(self, items: Sequence[Item], weights: Sequence[float]) -> Item:
        """One of `items`, each as likely as its weight: for the computer's play-out policies only."""
        _not_game_chance("a weighted pick")
        return self.rng.choices(items, weights=weights, k=1)[0]

    def happens(self, probability: float) -> bool:
        """True with the given probability: for the computer's play-out policies only."""
        _not_game_chance("a yes-or-no by probability")
        return self.rng.random() < probability

    def seed_value(self) -> int:
        """A fresh seed for a derived RNG (used by the AI to re-seed a determinised state)."""
        return self.rng.getrandbits(48)

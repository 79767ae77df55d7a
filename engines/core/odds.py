"""The chances of a roll before it is made: what a player sees before committing to a choice that leads to dice.

A game that offers odds implements `Game.odds(view, action)`: from the view of the seat about to choose (never the
full state: the odds must not know what the seat may not see, nor the source of chance), it returns an `Odds` —
a title and a few lines, each a chance ("take Helm's Deep: 62%") or an expected number ("hits on the
defenders: 2.4"). The numbers are worked out exactly wherever the dice allow it (the distributions here), and by
seeded sampling of the game's own rules only where they do not (`sampled`, which says so and how many times).

Every game's odds are tested against its own dice: `sampled` plays the action over many determinisations of the
view, each with its chance re-seeded, and the exact figures must agree with what happened within the sampling
error.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import Measure, T, Text

#: a distribution over whole numbers: value -> probability (the probabilities sum to 1)
Distribution = dict[int, float]


@dataclass(frozen=True, slots=True)
class OddsLine:
    """One figure of the odds: `value` is a chance in [0, 1], or (`mean`) an expected number."""

    what: Text | str
    value: float
    mean: bool = False

    def text(self) -> Text:
        if self.mean:
            return T("{what}: {value} on average", what=self.what, value=Measure(round(self.value, 1)))
        return T("{what}: {percent}%", what=self.what, percent=percent(self.value))


@dataclass(frozen=True, slots=True)
class Odds:
    """The chances of the roll(s) a choice leads to. `samples` 0: worked out exactly; otherwise how many seeded
    plays of the game's own rules they were counted from."""

    title: Text | str
    lines: tuple[OddsLine, ...]
    samples: int = 0

    def value(self, what: str) -> float:
        """The figure of the line whose English words are `what` (tests read the odds by their words)."""
        for line in self.lines:
            if str(line.what) == what:
                return line.value
        raise KeyError(f"no line {what!r} among {[str(x.what) for x in self.lines]}")

    def texts(self) -> list[Text | str]:
        """The title, each line, and how the figures were found, as sentences to show (each through `render`)."""
        how = (T("Worked out exactly from the dice.") if not self.samples else
               T("Counted over %n seeded plays of the rules.", None, self.samples))
        return [self.title, *(line.text() for line in self.lines), how]


def percent(p: float) -> str:
    """A chance as a player reads it: whole percent, never 0 or 100 for what may or may not happen."""
    if p <= 0.0:
        return "0"
    if p >= 1.0:
        return "100"
    if p < 0.005:
        return "<1"
    if p > 0.995:
        return ">99"
    return str(round(p * 100))


def chance(what: Text | str, p: float) -> OddsLine:
    return OddsLine(what, min(1.0, max(0.0, p)))


def mean(what: Text | str, value: float) -> OddsLine:
    return OddsLine(what, value, mean=True)


# -- exact distributions ----------------------------------------------------------------------------------------
def die_at_least(need: int, sides: int = 6) -> float:
    """The chance one die shows `need` or more (a 1..sides die; clipped at the die's faces)."""
    if need <= 1:
        return 1.0
    if need > sides:
        return 0.0
    return (sides - need + 1) / sides


def binomial(n: int, p: float) -> Distribution:
    """Successes of `n` independent tries each with chance `p`."""
    if n <= 0:
        return {0: 1.0}
    return {k: math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}


def with_rerolls(n: int, p: float, rerolls: int, p_again: float | None = None) -> Distribution:
    """Successes of `n` dice each succeeding with `p`, then up to `rerolls` of the failed dice rolled again
    (succeeding with `p_again`, `p` unless said): exact, over how many failed the first time."""
    again = p if p_again is None else p_again
    out: Distribution = {}
    for first, pf in binomial(n, p).items():
        rolled = min(rerolls, n - first)
        for more, pm in binomial(rolled, again).items():
            out[first + more] = out.get(first + more, 0.0) + pf * pm
    return out


def dice_sum(n: int, sides: int = 6) -> Distribution:
    """The total of `n` dice of `sides` faces."""
    out: Distribution = {0: 1.0}
    for _ in range(max(0, n)):
        nxt: Distribution = {}
        for total, p in out.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0.0) + p / sides
        out = nxt
    return out


def highest(n: int, sides: int = 6) -> Distribution:
    """The highest face of `n` dice (n >= 1)."""
    return {v: (v / sides) ** n - ((v - 1) / sides) ** n for v in range(1, sides + 1)}


def add(a: Distribution, b: Distribution) -> Distribution:
    """The sum of two independent amounts."""
    out: Distribution = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


def at_least(d: Distribution, k: int) -> float:
    return sum(p for v, p in d.items() if v >= k)


def expected(d: Distribution) -> float:
    return sum(v * p for v, p in d.items())


# -- sampling the game's own rules -------------------------------------------------------------------------------
def plays(game: Any, view: Any, seat: int, action: Any, samples: int, seed: int = 0,
          follow: Callable[[Any, Any], Any] | None = None, limit: int = 500) -> Iterator[tuple[Any, Any, list[Any]]]:
    """`action` played over `samples` determinisations of `seat`'s view, each with its own seeded chance (seeds
    `seed`, `seed` + 1, …), the game carried on while `follow(game, state)` names an action to play (None: stop;
    at most `limit` of them): (the state before, the state reached, the events on the way) for each."""
    for i in range(samples):
        before = game.determinize(view, seat, seed + i)
        after, events = game.apply_trusted(before, action)
        events = list(events)
        if follow is not None:
            for _ in range(limit):
                nxt = follow(game, after)
                if nxt is None:
                    break
                after, more = game.apply_trusted(after, nxt)
                events += more
        yield before, after, events


def sampled(game: Any, view: Any, seat: int, action: Any, judges: Sequence[tuple[Text | str, Callable[..., float]]],
            samples: int = 400, seed: int = 0, follow: Callable[[Any, Any], Any] | None = None,
            mean_lines: Iterable[int] = ()) -> list[OddsLine]:
    """The odds of `action` counted by playing it (`plays`): each judge gives a number for the state reached (1/0 for
    a chance); the line is its average. The lines whose index is in `mean_lines` are expected numbers."""
    totals = [0.0] * len(judges)
    means = set(mean_lines)
    for _before, state, _events in plays(game, view, seat, action, samples, seed, follow):
        for j, (_what, judge) in enumerate(judges):
            totals[j] += float(judge(state))
    return [OddsLine(what, totals[j] / samples, mean=j in means) for j, (what, _judge) in enumerate(judges)]


def sampling_error(p: float, samples: int) -> float:
    """Four standard errors of a chance `p` counted over `samples` plays (what a test allows between exact odds
    and the game's dice), with a floor for chances near 0 or 1."""
    return 4 * math.sqrt(max(p * (1 - p), 0.01) / samples)


__all__ = ["Distribution", "Odds", "OddsLine", "add", "at_least", "binomial", "chance", "dice_sum",
           "die_at_least", "expected", "highest", "mean", "percent", "plays", "sampled", "sampling_error",
           "with_rerolls"]

"""Events are the game's story, and roll explanations make every chance event readable.

Sentences are built from a template and parameters so that they can be translated later; the
rules panel, the log and the tests all read the same objects.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Die:
    """One die as it finally stands, with its history of re-rolls."""

    value: int
    sides: int = 6
    label: str = ""
    counted: int | None = None          # what the die adds after halving etc.; None = its value
    rerolled_from: tuple[int, ...] = ()  # earlier faces, oldest first
    reroll_reason: str = ""
    note: str = ""                       # e.g. "halved, rounded down"

    @property
    def worth(self) -> int:
        return self.value if self.counted is None else self.counted

    def describe(self) -> str:
        text = f"{self.label + ': ' if self.label else ''}{self.value}"
        if self.rerolled_from:
            text = (f"{self.label + ': ' if self.label else ''}"
                    f"{' → '.join(str(v) for v in self.rerolled_from)} → {self.value}")
            if self.reroll_reason:
                text += f" (re-rolled: {self.reroll_reason})"
        if self.counted is not None and self.counted != self.value:
            text += f", counts {self.counted}"
        if self.note:
            text += f" ({self.note})"
        return text


@dataclass(slots=True)
class Modifier:
    source: str
    value: int

    def describe(self) -> str:
        return f"{self.value:+d} {self.source}"


@dataclass(slots=True)
class RollPart:
    """One side of a roll: its dice, its modifiers and its total."""

    title: str
    dice: list[Die] = field(default_factory=list)
    modifiers: list[Modifier] = field(default_factory=list)
    total: int | None = None
    note: str = ""

    def compute_total(self) -> int:
        self.total = sum(d.worth for d in self.dice) + sum(m.value for m in self.modifiers)
        return self.total


@dataclass(slots=True)
class RollExplanation:
    """Everything a player needs to follow a roll: why, against what, with what, and what it caused."""

    purpose: str
    parts: list[RollPart] = field(default_factory=list)
    target: str = ""
    result: str = ""
    consequence: str = ""
    rule: str = ""          # anchor in the game's rules text, e.g. "hero-fights"
    game: str = ""

    def lines(self) -> list[str]:
        out = [self.purpose]
        if self.target:
            out.append(f"Target: {self.target}")
        for part in self.parts:
            out.append(part.title)
            for die in part.dice:
                out.append(f"  die {die.describe()}")
            for mod in part.modifiers:
                out.append(f"  {mod.describe()}")
            if part.total is not None:
                out.append(f"  = {part.total}")
            if part.note:
                out.append(f"  {part.note}")
        if self.result:
            out.append(f"Result: {self.result}")
        if self.consequence:
            out.append(f"Consequence: {self.consequence}")
        return out

    def text(self) -> str:
        return "\n".join(self.lines())


@dataclass(slots=True)
class Event:
    """A change a player should notice. `visible_to` None means every seat may see it."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)
    kind: str = "info"
    seat: int | None = None
    visible_to: tuple[int, ...] | None = None
    roll: RollExplanation | None = None
    reveals: bool = False   # shows chance or hidden information (undo must not become a peek)

    @property
    def text(self) -> str:
        try:
            return self.template.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.template

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def __post_init__(self) -> None:
        if self.roll is not None:
            self.reveals = True

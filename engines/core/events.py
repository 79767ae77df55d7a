"""Events are the game's story, and roll explanations make every chance event readable.

Sentences are built from a template and parameters (engines/core/i18n.py: `T`) so that they are said in the
player's language when shown; the rules panel, the log and the tests all read the same objects.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .i18n import T, Text, render


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
        faces = " → ".join(str(v) for v in (*self.rerolled_from, self.value))
        text: Text = T("{label}: {faces}", label=self.label, faces=faces) if self.label else T("{faces}", faces=faces)
        if self.rerolled_from and self.reroll_reason:
            text = T("{die} (re-rolled: {reason})", die=text, reason=self.reroll_reason)
        if self.counted is not None and self.counted != self.value:
            text = T("{die}, counts {counted}", die=text, counted=self.counted)
        if self.note:
            text = T("{die} ({note})", die=text, note=self.note)
        return render(text)


@dataclass(slots=True)
class Modifier:
    source: str
    value: int

    def describe(self) -> str:
        return render(T("{value} {source}", value=f"{self.value:+d}", source=self.source))


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
        """The explanation line by line, in the player's language (indented lines belong to a part)."""
        out = [render(self.purpose)]
        if self.target:
            out.append(render(T("Target: {target}", target=self.target)))
        for part in self.parts:
            out.append(render(part.title))
            for die in part.dice:
                said = die.describe()       # a named die says its own name ("Combat die 2: 5")
                out.append("  " + (said if die.label else render(T("die {die}", die=said))))
            for mod in part.modifiers:
                out.append(f"  {mod.describe()}")
            if part.total is not None:
                out.append(f"  = {part.total}")
            if part.note:
                out.append(f"  {render(part.note)}")
        if self.result:
            out.append(render(T("Result: {result}", result=self.result)))
        if self.consequence:
            out.append(render(T("Consequence: {consequence}", consequence=self.consequence)))
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
        """The sentence in the player's language (a `Text` template renders itself; a plain template is
        filled from `params`)."""
        if isinstance(self.template, Text):
            return render(self.template)
        try:
            return render(T(self.template, **self.params))
        except (KeyError, IndexError, ValueError):
            return render(self.template)

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def __post_init__(self) -> None:
        if isinstance(self.template, Text) and not self.params:
            self.params = dict(self.template.params)   # what the sentence names (a card, a rule) stays readable
        if self.roll is not None:
            self.reveals = True

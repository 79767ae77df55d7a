"""Actions are small frozen values: what a seat decides, nothing more.

An action's identity is (kind, seat, params); the label is for people and is not compared, so an
action read back from a save equals the one the engine offered and can take its label from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


#: the types an action's parameter keeps as they are
_PLAIN = frozenset({str, int, bool, float, type(None)})


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    seat: int
    params: tuple[tuple[str, Any], ...] = ()
    label: str = field(default="", compare=False, hash=False)

    @classmethod
    def make(cls, kind: str, seat: int, label: str = "", **params: Any) -> Action:
        # the computer lists actions by the thousand: plain values (most of them) need no freezing, and a loop
        # that only looks is cheaper than rebuilding every pair
        items = sorted(params.items())
        for _k, v in items:
            if type(v) not in _PLAIN:
                items = [(k, v if type(v) in _PLAIN else _freeze(v)) for k, v in items]
                break
        return cls(kind, seat, tuple(items), label)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "params": {k: _thaw(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        return cls.make(str(data["kind"]), int(data["seat"]), **dict(data.get("params") or {}))

    def __str__(self) -> str:
        return self.label or f"{self.kind} {dict(self.params)}"

"""The pending-decision machinery: a step that needs a choice (which quest, which opponent, use this
plot quest now?) sets a `Decision` on the state; its options become the deciding seat's legal actions,
and the chosen one is carried out by the handler registered for the decision's kind.

Handlers are registered with `@decision("kind")` into `DECISIONS`; each kind is also the Action.kind
its options are offered as. The two generic kinds live here: `decide` (yes/no on an optional step or
a plot quest's trigger) and `choose_opponent`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .state import Decision, WaterdeepState

#: a decision's handler: (state, the decision, the chosen option's params, events)
DecisionHandler = Callable[[WaterdeepState, Decision, dict[str, Any], list[Event]], None]

#: decision kind -> its handler
DECISIONS: dict[str, DecisionHandler] = {}


def decision(kind: str) -> Callable[[DecisionHandler], DecisionHandler]:
    """Register the handler that carries out a choice of `kind`."""
    def register(fn: DecisionHandler) -> DecisionHandler:
        if kind in DECISIONS:
            raise ValueError(f"two handlers for the decision '{kind}'")
        DECISIONS[kind] = fn
        return fn
    return register


def ask(s: WaterdeepState, kind: str, seat: int, prompt: str, options: Sequence[tuple[dict[str, Any], str]],
        ev: list[Event], **info: Any) -> None:
    """Make `seat` choose. A choice with only one possibility is made at once (table rule)."""
    if not options:
        return
    d = Decision(kind, seat, prompt, list(options), info)
    if len(options) == 1:
        label = options[0][1]
        if label.endswith(".") and not label.endswith(".."):    # the label's own full stop ends the sentence
            said = T("Only one choice for {seat}: {label}", seat=s.name(seat), label=label)
        else:
            said = T("Only one choice for {seat}: {label}.", seat=s.name(seat), label=label)
        ev.append(Event(said, kind="choice", seat=seat))
        resolve(s, d, options[0][0], ev)
    else:
        s.pending = d


def resolve(s: WaterdeepState, d: Decision, params: dict[str, Any], ev: list[Event]) -> None:
    """Carry out the option `params` of the decision `d`."""
    DECISIONS[d.kind](s, d, params, ev)


@decision("choose_opponent")
def _choose_opponent(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.stack[-1].ctx["opp"] = p["opponent"]
    ev.append(Event(T("{seat} chooses {opp}.", seat=s.name(d.seat), opp=s.name(p["opponent"])),
                    kind="choice", seat=d.seat))


@decision("decide")
def _decide(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    """Yes or no: to a plot quest's optional trigger (the gate) or to an optional step."""
    f = s.stack[-1]
    if d.data.get("gate"):
        if p["yes"]:
            f.ctx["ask"] = False
        else:
            s.stack.pop()
        return
    i = d.data["optional"]
    if p["yes"]:
        f.ctx["_ok"] = i
    else:
        f.i = i + 1

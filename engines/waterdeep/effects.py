"""The effect runner: an effect in progress is a `Frame` (its steps, the next one, what it remembers)
on the state's stack; `run` carries out steps until one needs a decision or the stack is empty.

Each step's `op` names the procedure that carries it out, registered with `@op("name")` into `OPS`
(the procedures themselves live with their subject: resources.py, quests.py, buildings.py,
intrigue.py, agents.py, specials.py). Plot quests' lasting effects enter here too, as trigger frames
(`fire`). Also here: the shared helpers of steps — gaining resources, the seats a step acts on, and a
step in words.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Event

from .board import seat_brief
from .costs import can_pay, cannot, playable
from .decisions import ask
from .state import ADV, Frame, WaterdeepState
from .texts import res_text

#: a step's procedure: (state, the frame running it, the step, events)
OpHandler = Callable[[WaterdeepState, Frame, Any, list[Event]], None]

#: step op -> its procedure
OPS: dict[str, OpHandler] = {}


def op(name: str) -> Callable[[OpHandler], OpHandler]:
    """Register the procedure that carries out steps whose op is `name`."""
    def register(fn: OpHandler) -> OpHandler:
        if name in OPS:
            raise ValueError(f"two procedures for the step '{name}'")
        OPS[name] = fn
        return fn
    return register


# -- plot quests' triggers --------------------------------------------------------------------------
def push_trigger(s: WaterdeepState, seat: int, quest: str, t: Any) -> None:
    """Queue a plot quest's trigger (unless it is once a round and was used this round)."""
    key = f"{seat}:{quest}:{t.on}"
    if t.once_per_round and key in s.used:
        return
    s.stack.append(Frame(seat, tuple(t.steps), 0, {"action": False, "source": s.data.quests[quest].name,
                                                    "ask": t.optional, "once": key if t.once_per_round else None,
                                                    "trigger": True}))


def fire(s: WaterdeepState, seat: int, on: str, quest_type: str | None = None,
         resource: str | None = None, skip: str | None = None) -> None:
    """Queue every trigger of `seat`'s plot quests that answers the event `on`."""
    for q in reversed(s.plots[seat]):
        if q == skip:
            continue
        pe = s.data.quests[q].plot_effect
        for t in pe.triggers if pe else ():
            if t.on != on:
                continue
            if on == "complete_quest" and t.quest_type != quest_type:
                continue
            if on == "action_gains" and t.resource != resource:
                continue
            push_trigger(s, seat, q, t)


def fire_action_triggers(s: WaterdeepState, ev: list[Event]) -> None:
    """After an action: the triggers of the resources it gave its actor."""
    for res in reversed(("cleric", "fighter", "rogue", "wizard", "gold")):
        if res in s.action_gained:
            fire(s, s.actor, "action_gains", resource=res)


# -- the runner -------------------------------------------------------------------------------------
def run(s: WaterdeepState, ev: list[Event]) -> None:
    """Carry out the frames on the stack until a decision is pending, the stack is empty or the game ends."""
    while s.stack and s.pending is None and not s.over:
        f = s.stack[-1]
        if f.ctx.get("ask"):
            if cannot(s, f.seat, f.steps, 0) is not None:
                s.stack.pop()
                continue
            ask(s, "decide", f.seat, f"Use {f.ctx['source']} now?",
                [({"yes": True}, f"Use {f.ctx['source']}: {steps_text(f)}"),
                 ({"yes": False}, f"Do not use {f.ctx['source']} now")], ev, gate=True)
            continue
        if f.ctx.get("once"):
            s.used.add(f.ctx["once"])
            f.ctx["once"] = None
        if f.i >= len(f.steps):
            s.stack.pop()
            continue
        st = f.steps[f.i]
        f.i += 1
        if st.optional and f.ctx.get("_ok") != f.i - 1:
            if not step_possible(s, f, st):
                continue
            f.i -= 1
            ask(s, "decide", f.seat, f"{f.ctx.get('source', 'The effect')}: do this optional step?",
                [({"yes": True}, f"Yes: {step_text(st)}"),
                 ({"yes": False}, f"No: skip '{step_text(st)}'")], ev, optional=f.i)
            continue
        OPS[st.op](s, f, st, ev)


def steps_text(f: Frame) -> str:
    return "; ".join(step_text(st) for st in f.steps)


def step_text(st: Any) -> str:
    """A step in a few words, for a yes/no question or an option."""
    name = st.op
    if name == "gain":
        return f"gain {res_text(st.res.as_dict())}"
    if name == "pay":
        return f"pay {res_text(st.res.as_dict())}"
    if name == "return_any":
        return f"give back {st.count} adventurer{'s' if st.count > 1 else ''}"
    if name == "play_intrigue":
        return "play an intrigue card"
    if name == "complete_taken_quest":
        return f"complete the quest just taken at once (+{res_text(st.bonus.as_dict())})"
    return str(name).replace("_", " ")


def step_possible(s: WaterdeepState, f: Frame, st: Any) -> bool:
    """Whether an optional step could be done now (if not, it is skipped without asking)."""
    if st.op == "play_intrigue":
        return any(playable(s, f.seat, c, 1) for c in s.hands[f.seat])
    if st.op == "complete_taken_quest":
        q = f.ctx.get("taken")
        return bool(q) and q in s.quests[f.seat] and not s.mandatory[f.seat] and can_pay(s, f.seat, q)
    return cannot(s, f.seat, [st], 0) is None


# -- shared by the steps ----------------------------------------------------------------------------
def gain(s: WaterdeepState, seat: int, res: dict[str, int], ev: list[Event], f: Frame | None,
         why: str = "") -> None:
    """`seat` takes `res` from the supply (adventurers as far as the supply lasts; vp is scored)."""
    got: dict[str, int] = {}
    short = False
    for k, v in res.items():
        if v <= 0:
            continue
        if k in ADV:
            take = min(v, s.supply[k])
            short = short or take < v
            s.supply[k] -= take
            s.tavern[seat][k] += take
            v = take
        elif k == "gold":
            s.tavern[seat]["gold"] += v
        elif k == "vp":
            s.vp[seat] += v
        if v:
            got[k] = got.get(k, 0) + v
            if f is not None and f.ctx.get("action") and seat == s.actor and k != "vp":
                s.action_gained.add(k)
    src = why or (f.ctx.get("source", "") if f is not None else "")
    ev.append(Event("{seat} gains {what}{src}{short}.",
                    {"seat": s.name(seat), "what": res_text(got), "src": f" ({src})" if src else "",
                     "short": " — the supply ran short" if short else ""}, kind="gain", seat=seat))


def src(f: Frame) -> str:
    """'Source: ' to start a prompt with what asks it (a card, a building), or nothing."""
    source = f.ctx.get("source") or ""
    return f"{source[:1].upper()}{source[1:]}: " if source else ""


def targets(s: WaterdeepState, f: Frame, who: str, ev: list[Event]) -> list[int] | None:
    """The seats a step acts on, or None when an opponent must first be chosen (a decision is set)."""
    if who == "self":
        return [f.seat]
    if who == "each_opponent":
        return s.opponents(f.seat)
    if "opp" not in f.ctx:
        f.i -= 1
        ask(s, "choose_opponent", f.seat, f"{f.ctx.get('source', 'The effect')}: choose an opponent.",
            [({"opponent": o}, f"Choose {s.name(o)} ({seat_brief(s, o)})") for o in s.opponents(f.seat)], ev)
        return None
    return [f.ctx["opp"]]

"""The effect runner: an effect in progress is a `Frame` (its steps, the next one, what it remembers)
on the state's stack; `run` carries out steps until one needs a decision or the stack is empty.

Each step's `op` names the procedure that carries it out, registered with `@op("name")` into `OPS`
(the procedures themselves live with their subject: resources.py, quests.py, buildings.py,
intrigue.py, agents.py, specials.py). Plot quests' lasting effects enter here too, as trigger frames
(`fire`). Also here: the shared helpers of steps — gaining resources, the seats a step acts on, and a
step in words.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Event
from engines.core.i18n import T, Text

from .board import seat_brief
from .costs import can_pay, cannot, eligible, playable
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
def push_trigger(s: WaterdeepState, seat: int, quest: str, t: Any, by: int | None = None) -> None:
    """Queue a plot quest's trigger (unless it is once a round and was used this round; or, a module's, once
    a turn and used this turn or fired in another seat's turn)."""
    key = f"{seat}:{quest}:{t.on}"
    if t.once_per_round and key in s.used:
        return
    if t.once_per_turn:
        key = f"turn:{key}"
        if key in s.used or s.current != seat:
            return
    once = key if t.once_per_round or t.once_per_turn else None
    s.stack.append(Frame(seat, tuple(t.steps), 0, {"action": False, "source": s.data.quests[quest].name,
                                                    "ask": t.optional, "once": once, "trigger": True, "by": by}))


def fire(s: WaterdeepState, seat: int, on: str, quest_type: str | None = None,
         resource: str | None = None, skip: str | None = None, building: str | None = None,
         by: int | None = None) -> None:
    """Queue every trigger of `seat`'s plot quests that answers the event `on`."""
    for q in reversed(s.plots[seat]):
        if q == skip:
            continue
        pe = s.data.quests[q].plot_effect
        for t in pe.triggers if pe else ():
            if t.on != on:
                continue
            if on in ("complete_quest", "take_quest") and t.quest_type is not None and t.quest_type != quest_type:
                continue
            if on == "assign_agent" and t.building != building:
                continue
            if on == "action_gains" and t.resource != resource:
                continue
            push_trigger(s, seat, q, t, by)


def fire_action_triggers(s: WaterdeepState, ev: list[Event]) -> None:
    """After an action: the triggers of the resources it gave its actor; (modules) of the basic building it
    was taken at, and of an intrigue card played in it."""
    for res in reversed(("cleric", "fighter", "rogue", "wizard", "gold")):
        if res in s.action_gained:
            fire(s, s.actor, "action_gains", resource=res)
    if s.action_intrigue:
        fire(s, s.actor, "intrigue_action")
    space = s.data.spaces.get(s.action_place or "")
    if space is not None:
        fire(s, s.actor, "assign_agent", building=space.building)


def modifier(s: WaterdeepState, seat: int, name: str) -> str | None:
    """The plot quest of `seat` whose lasting rule `name` (a modifier) it holds, or None."""
    for q in s.plots[seat]:
        pe = s.data.quests[q].plot_effect
        if pe and name in pe.modifiers:
            return q
    return None


# -- the runner -------------------------------------------------------------------------------------
def run(s: WaterdeepState, ev: list[Event]) -> None:
    """Carry out the frames on the stack until a decision is pending, the stack is empty or the game ends."""
    while s.stack and s.pending is None and not s.over:
        f = s.stack[-1]
        if f.ctx.get("ask"):
            if cannot(s, f.seat, f.steps, 0) is not None:
                s.stack.pop()
                continue
            source = f.ctx["source"]
            ask(s, "decide", f.seat, T("Use {source} now?", source=source),
                [({"yes": True}, T("Use {source}: {steps}", source=source, steps=steps_text(f))),
                 ({"yes": False}, T("Do not use {source} now", source=source))], ev, gate=True)
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
            said = step_text(st)
            ask(s, "decide", f.seat, (T("{source}: do this optional step?", source=f.ctx["source"])
                                      if "source" in f.ctx else T("The effect: do this optional step?")),
                [({"yes": True}, T("Yes: {step}", step=said)),
                 ({"yes": False}, T("No: skip '{step}'", step=said))], ev, optional=f.i)
            continue
        OPS[st.op](s, f, st, ev)


def steps_text(f: Frame) -> str:
    return step_list([step_text(st) for st in f.steps])


def step_list(parts: Sequence[str]) -> str:
    """Steps one after another: "gain 2 Gold; pay 1 Wizard" (nested, each part translatable)."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return T("{a}; {rest}", "steps one after another", a=parts[0], rest=step_list(parts[1:]))


def step_text(st: Any, cap: bool = False) -> str:
    """A step in a few words, for a yes/no question or an option (`cap`: as the start of a sentence)."""
    name = st.op
    if name == "gain":
        what = res_text(st.res.as_dict())
        return T("Gain {what}", what=what) if cap else T("gain {what}", what=what)
    if name == "pay":
        what = res_text(st.res.as_dict())
        return T("Pay {what}", what=what) if cap else T("pay {what}", what=what)
    if name == "return_any":
        n = st.count    # at least 1
        return T("Give back %n adventurer(s)", None, n) if cap else T("give back %n adventurer(s)", None, n)
    if name == "play_intrigue":
        return T("Play an intrigue card") if cap else T("play an intrigue card")
    if name == "complete_taken_quest":
        bonus = res_text(st.bonus.as_dict())
        return (T("Complete the quest just taken at once (+{bonus})", bonus=bonus) if cap
                else T("complete the quest just taken at once (+{bonus})", bonus=bonus))
    # the other steps: their name in words (never the start of an option in the data: one form serves)
    return STEP_WORDS.get(name, name)


#: the other steps in words, as a question or an option names them
STEP_WORDS: dict[str, str] = {
    "take_first_player": T("take first player", "an effect's step"),
    "take_neutral_agent": T("take neutral agent", "an effect's step"),
    "return_agent": T("return agent", "an effect's step"),
    "assign_agent": T("assign agent", "an effect's step"),
    "use_occupied_space": T("use occupied space", "an effect's step"),
    "buy_building": T("buy building", "an effect's step"),
    "draw_intrigue": T("draw intrigue", "an effect's step"),
    "give_mandatory_quest": T("give mandatory quest", "an effect's step"),
    "take_quest": T("take quest", "an effect's step"),
    "draw_quest": T("draw quest", "an effect's step"),
    "reset_quests": T("reset quests", "an effect's step"),
    "gain_any": T("gain any", "an effect's step"),
    "take_stock": T("take stock", "an effect's step"),
    "choose": T("choose", "an effect's step"),
    "each_opponent_loses": T("each opponent loses", "an effect's step"),
    "opponents_may_give": T("opponents may give", "an effect's step"),
    "steal": T("steal", "an effect's step"),
    "special": T("special", "an effect's step"),
}


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
        elif k == "corruption":
            v = take_corruption(s, seat, v, ev)
        if v:
            got[k] = got.get(k, 0) + v
            if f is not None and f.ctx.get("action") and seat == s.actor and k != "vp":
                s.action_gained.add(k)
    src = why or (f.ctx.get("source", "") if f is not None else "")
    what = res_text(got)
    name = s.name(seat)
    if src and short:
        said = T("{seat} gains {what} ({src}) — the supply ran short.", seat=name, what=what, src=src)
    elif src:
        said = T("{seat} gains {what} ({src}).", seat=name, what=what, src=src)
    elif short:
        said = T("{seat} gains {what} — the supply ran short.", seat=name, what=what)
    else:
        said = T("{seat} gains {what}.", seat=name, what=what)
    ev.append(Event(said, kind="gain", seat=seat))


def collect(s: WaterdeepState, seat: int, pile: dict[str, int], in_action: bool) -> dict[str, int]:
    """`seat` takes a pile already out of the supply (a building's stock, what was left on a space) into its
    tavern (VP onto its score); `in_action`: it counts as what the seat's action gave. What it took."""
    got = {k: v for k, v in pile.items() if v}
    for k, v in got.items():
        if k == "vp":
            s.vp[seat] += v
            continue
        s.tavern[seat][k] = s.tavern[seat].get(k, 0) + v
        if in_action and k != "corruption":
            s.action_gained.add(k)
    return got


def off_track(s: WaterdeepState, n: int) -> int:
    """(Skullport) Up to `n` corruption tokens leave the track (from the -1 end); how many did."""
    track = s.data.track
    take = min(n, track.tokens - s.corruption_off) if track is not None else 0
    s.corruption_off += take
    return take


def take_corruption(s: WaterdeepState, seat: int, n: int, ev: list[Event]) -> int:
    """(Skullport) `seat` takes `n` corruption tokens from the track into its tavern, as far as the track
    holds them; for each the empty track cannot give, it loses the track's VP (never below 0). How many
    it took."""
    track = s.data.track
    if track is None:
        return 0
    take = off_track(s, n)
    s.tavern[seat]["corruption"] = s.tavern[seat].get("corruption", 0) + take
    if take:
        fire(s, seat, "gain_corruption")
    short = n - take
    if short:
        lost = min(s.vp[seat], short * track.empty_track_vp_loss)
        s.vp[seat] -= lost
        ev.append(Event(T("The corruption track is empty: {seat} loses {lost} VP instead of taking %n corruption.",
                          "Skullport", short, seat=s.name(seat), lost=lost), kind="pay", seat=seat))
    return take


def return_corruption(s: WaterdeepState, seat: int, n: int, to_track: bool = True) -> int:
    """(Skullport) `seat` gives up to `n` corruption from its tavern: back onto the track's empty space
    farthest from -1, or (`to_track` False) out of the game. How many it gave."""
    give = min(n, s.tavern[seat].get("corruption", 0))
    s.tavern[seat]["corruption"] = s.tavern[seat].get("corruption", 0) - give
    if to_track:
        s.corruption_off -= give
        if give:
            fire(s, seat, "return_corruption")
    return give


def sourced(f: Frame, prompt: str) -> str:
    """`prompt` started with what asks it ("Source: prompt": a card, a building), when something does."""
    source = f.ctx.get("source") or ""
    if not source:
        return prompt
    if isinstance(source, Text) and source.template == "owner of {building}":
        source = T("Owner of {building}", building=source.params["building"])
    elif isinstance(source, Text) and source.template == "completed at once":
        source = T("Completed at once")
    return T("{source}: {prompt}", "what asks, then the question", source=source, prompt=prompt)


def shielded(s: WaterdeepState, f: Frame, seat: int) -> bool:
    """(Undermountain) Whether `seat`, having shown its Lord, is out of reach of the attack or mandatory-quest
    intrigue card `f` carries out for an opponent."""
    card = f.ctx.get("card")
    return (seat != f.seat and seat in s.shown_lords and card is not None
            and s.data.intrigue[card].kind in ("attack", "mandatory_quest"))


def opponents_for(s: WaterdeepState, f: Frame, only: str | None = None) -> list[int]:
    """The opponents a step of `f` may act on: every one, in turn order from the left, but those its `only`
    leaves out and those a shown Lord shields from the card."""
    return [o for o in s.opponents(f.seat) if eligible(s, f.seat, o, only) and not shielded(s, f, o)]


def targets(s: WaterdeepState, f: Frame, who: str, ev: list[Event], only: str | None = None) -> list[int] | None:
    """The seats a step acts on, or None when an opponent must first be chosen (a decision is set)."""
    if who == "self":
        return [f.seat]
    if who == "triggering_player":      # (modules) whoever set a plot quest's trigger off, if not its owner
        by = f.ctx.get("by")
        return [by] if by is not None and by != f.seat else []
    if who == "each_opponent":
        return opponents_for(s, f, only)
    if "opp" not in f.ctx:
        options = opponents_for(s, f, only)
        if not options:
            ev.append(Event(T("No opponent can be chosen for this."), kind="choice", seat=f.seat))
            return []
        f.i -= 1
        ask(s, "choose_opponent", f.seat, (T("{source}: choose an opponent.", source=f.ctx["source"])
                                           if "source" in f.ctx else T("The effect: choose an opponent.")),
            [({"opponent": o}, T("Choose {seat} ({brief})", seat=s.name(o), brief=seat_brief(s, o)))
             for o in options], ev)
        return None
    return [f.ctx["opp"]]

"""Steps that move agents and markers: the first-player marker, the Lieutenant and the Ambassador,
taking an agent back, sending an extra agent (to a free space or a building for sale), and using the
action of a space an opponent holds — with the decisions they ask for."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .board import all_places, effect_of, place_name, remove_occupant
from .buildings import owner_benefit
from .costs import cannot, copy_targets
from .decisions import ask, decision
from .effects import fire, op
from .placements import enter, place_label, place_problem
from .state import Decision, Frame, WaterdeepState


@op("take_first_player")
def _take_first_player(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    s.first = f.seat
    ev.append(Event(T("{seat} takes the first-player marker.", seat=s.name(f.seat)), kind="castle", seat=f.seat))
    for seat in reversed(range(s.players)):     # (modules) whoever holds a plot quest that answers it
        fire(s, seat, "first_player_taken", by=f.seat)


@op("take_neutral_agent")
def _take_neutral_agent(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if st.agent == "lieutenant":
        if s.lieutenant is None:
            s.lieutenant = f.seat
            s.agents[f.seat] += 1
            s.pool[f.seat] += 1
            ev.append(Event(T("The Lieutenant joins {seat}'s pool for the rest of the game.", seat=s.name(f.seat)),
                            kind="agent", seat=f.seat))
        return
    if s.ambassador == "palace":
        s.ambassador = "held"
        s.ambassador_holder = f.seat
        ev.append(Event(T("{seat} takes the Ambassador: it will be placed at the start of next round.",
                          seat=s.name(f.seat)), kind="agent", seat=f.seat))
    else:
        ev.append(Event(T("The Ambassador is not at the Palace this round."), kind="agent"))


@op("return_agent")
def _return_agent(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    # the base game's cards take one agent back; (Skullport) with `per`, one for each corruption the visit took
    wanted = 1 if st.per is None else st.count * int(f.ctx.get(st.per, 0))
    k = f.ctx.get("_ra", 0)
    if k >= wanted:
        f.ctx.pop("_ra", None)
        return
    places = [p for p, occ in s.occ.items() if (f.seat, False) in occ and
              (st.from_space is None or (p in s.data.spaces and s.data.spaces[p].building == st.from_space))]
    if st.per is not None and places:
        f.ctx["_ra"] = k + 1
        f.i -= 1
    elif st.per is not None:
        f.ctx.pop("_ra", None)
    opts = [({"place": p}, T("Take your agent back from {place}", place=place_name(s, p))) for p in places]
    ask(s, "recall", f.seat, T("Choose an agent to take back into your pool."), opts, ev)


@decision("recall")
def _recalled(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    remove_occupant(s, p["place"], d.seat, False)
    s.pool[d.seat] += 1
    ev.append(Event(T("{seat} takes an agent back from {place} into the pool.", seat=s.name(d.seat),
                      place=place_name(s, p["place"])), kind="agent", seat=d.seat))


@op("assign_agent")
def _assign_agent(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    k = f.ctx.get("_as", 0)
    if k >= st.count or s.pool[f.seat] <= 0:
        f.ctx.pop("_as", None)
        return
    f.ctx["_as"] = k + 1
    f.i -= 1
    if st.target == "builders_hall_tile":
        opts = [({"building": b}, T("Use {building} in Builder's Hall: {text}", building=s.data.buildings[b].name,
                                    text=s.data.buildings[b].visit.text))
                for b in s.hall if b is not None and not s.occ.get(f"hall:{b}")
                and cannot(s, f.seat, s.data.buildings[b].visit.steps, 0) is None]
        if not opts:
            f.i += 1
            f.ctx.pop("_as", None)
            return
        ask(s, "sample", f.seat, T("Choose a building for sale to use."), opts, ev)
        return
    places = [p for p in all_places(s) if place_problem(s, f.seat, p, "assign") is None]
    if not places:
        f.i += 1
        f.ctx.pop("_as", None)
        return
    ask(s, "assign", f.seat, T("Choose a space for your extra agent."),
        [({"place": p}, place_label(s, p, "assign")) for p in places], ev)


@decision("assign")
def _assigned(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.pool[d.seat] -= 1
    ev.append(Event(T("{seat} assigns an extra agent to {place}.", seat=s.name(d.seat),
                      place=place_name(s, p["place"])), kind="place", seat=d.seat))
    action = bool(s.stack and s.stack[-1].ctx.get("action"))
    enter(s, d.seat, p["place"], False, ev, action)


@decision("sample")
def _sampled(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.pool[d.seat] -= 1
    ev.append(Event(T("{seat} assigns an agent to {building} while it is still for sale.", seat=s.name(d.seat),
                      building=s.data.buildings[p["building"]].name), kind="place",
                    seat=d.seat))
    action = bool(s.stack and s.stack[-1].ctx.get("action"))
    enter(s, d.seat, f"hall:{p['building']}", False, ev, action)


@op("use_occupied_space")
def _use_occupied_space(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opts = []
    for p in copy_targets(s, f.seat, 1, st.only):
        effect, _b = effect_of(s, p)
        opts.append(({"place": p}, T("Use {place} as if you were there: {text}", place=place_name(s, p),
                                      text=effect.text if effect else "")))
    ask(s, "copy", f.seat, T("Choose a space an opponent's agent holds, to use its action."), opts, ev)


@decision("copy")
def _copied(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    where = p["place"]
    effect, b = effect_of(s, where)
    ev.append(Event(T("{seat} uses the action of {place} without moving an agent.", seat=s.name(d.seat),
                      place=place_name(s, where)), kind="place", seat=d.seat))
    action = bool(s.stack and s.stack[-1].ctx.get("action"))
    steps = tuple(effect.steps) if effect is not None else ()
    s.stack.append(Frame(d.seat, steps, 0, {"action": action, "place": where, "building": b,
                                            "source": place_name(s, where), "copy": True}))
    if b is not None and where in s.lots:
        owner_benefit(s, b, d.seat, False, ev)

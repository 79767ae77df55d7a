"""(Undermountain, Skullport) Resources left on action spaces for whoever comes next: `place_on_spaces`
puts a pile on each of several different spaces in play (a basic or module space, or a bought building),
from the supply or out of the player's own tavern; the next agent assigned to that space — a player's
agent, the Ambassador, an agent reassigned from the Harbor — takes the whole pile into its player's tavern
before the space's action, so the pile can help pay that action's cost. Piles stay over the end of a round.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .board import all_places, place_name
from .decisions import ask, decision
from .effects import collect, fire, off_track, op, sourced
from .state import ADV, Decision, Frame, WaterdeepState
from .texts import AMOUNT, res_text


def pile(s: WaterdeepState, place: str) -> dict[str, int]:
    """What is piled on `place` for its next visitor (empty when nothing)."""
    return {k: v for k, v in s.piles.get(place, {}).items() if v}


def take_pile(s: WaterdeepState, seat: int, place: str, ev: list[Event], action: bool) -> None:
    """`seat`'s agent has just been assigned to `place`: the pile there goes into its tavern (`action`: as part
    of the seat's action)."""
    got = collect(s, seat, s.piles.pop(place, {}), action and seat == s.actor)
    if not got:
        return
    ev.append(Event(T("{seat} takes what was left on {place}: {what}.", seat=s.name(seat),
                      place=place_name(s, place), what=res_text(got)), kind="gain", seat=seat))
    if got.get("corruption"):
        fire(s, seat, "gain_corruption")


@contextmanager
def counted(s: WaterdeepState, seat: int, place: str) -> Iterator[None]:
    """While asking whether `seat` can afford `place`'s action: the pile it would take there counted in its
    tavern (put back afterwards)."""
    got = {k: v for k, v in pile(s, place).items() if k != "vp"}
    tav = s.tavern[seat]
    for k, v in got.items():
        tav[k] = tav.get(k, 0) + v
    try:
        yield
    finally:
        for k, v in got.items():
            tav[k] -= v


def _kinds(s: WaterdeepState, seat: int, st: Any) -> list[str]:
    """The adventurer kinds `seat` could put on one space now (an `any_of` step)."""
    if st.source == "tavern":
        return [k for k in st.any_of if s.tavern[seat][k] > 0]
    return [k for k in st.any_of if s.supply[k] > 0]


def _pay_in(s: WaterdeepState, seat: int, res: dict[str, int], source: str, ev: list[Event]) -> dict[str, int]:
    """Take `res` for one pile: out of `seat`'s tavern, or from the supply (adventurers as far as the supply
    lasts, corruption as far as the track holds it). What was taken."""
    out: dict[str, int] = {}
    for k, v in res.items():
        if source == "tavern":
            v = min(v, s.tavern[seat].get(k, 0))
            s.tavern[seat][k] -= v
        elif k in ADV:
            v = min(v, s.supply[k])
            s.supply[k] -= v
        elif k == "corruption":
            v = off_track(s, v)
        if v:
            out[k] = v
    return out


@op("place_on_spaces")
def _place_on_spaces(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    done: list[str] = f.ctx.get("_piled", [])
    if len(done) >= st.spaces:
        f.ctx.pop("_piled", None)
        return
    if st.any_of is not None and not _kinds(s, f.seat, st):
        f.ctx.pop("_piled", None)
        return
    places = [p for p in all_places(s) if p not in done]
    if not places:
        f.ctx.pop("_piled", None)
        return
    f.i -= 1
    what = res_text(st.res.as_dict()) if st.res is not None else T("an adventurer", "put on a space")
    ask(s, "pile", f.seat, sourced(f, T("put {what} on which action space ({k} of %n)?", None, st.spaces,
                                        what=what, k=len(done) + 1)),
        [({"place": p}, T("On {place} (already holding {what})", place=place_name(s, p), what=res_text(pile(s, p)))
          if pile(s, p) else T("On {place}", place=place_name(s, p))) for p in places], ev, step=st)


@decision("pile")
def _piled(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    f = s.stack[-1]
    st = d.data["step"]
    place = p["place"]
    f.ctx["_piled"] = [*f.ctx.get("_piled", ()), place]     # a new list: a copied frame shares the old one
    if st.res is not None:
        _put(s, d.seat, place, st.res.as_dict(), st.source, ev)
        return
    kinds = _kinds(s, d.seat, st)
    ask(s, "pile_kind", d.seat, T("Which adventurer goes on {place}?", place=place_name(s, place)),
        [({"adventurer": k}, T("Put {what} there", what=AMOUNT[k](1))) for k in kinds], ev, place=place,
        source=st.source)


@decision("pile_kind")
def _pile_kind(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    _put(s, d.seat, d.data["place"], {p["adventurer"]: 1}, d.data["source"], ev)


def _put(s: WaterdeepState, seat: int, place: str, res: dict[str, int], source: str, ev: list[Event]) -> None:
    got = _pay_in(s, seat, res, source, ev)
    if not got:
        return
    heap = s.piles.setdefault(place, {})
    for k, v in got.items():
        heap[k] = heap.get(k, 0) + v
    ev.append(Event(T("{seat} leaves {what} on {place} for the next agent there.", seat=s.name(seat),
                      what=res_text(got), place=place_name(s, place)), kind="pay" if source == "tavern" else "gain",
                    seat=seat))


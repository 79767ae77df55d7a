"""(Skullport) Corruption: tokens taken from the corruption track into a tavern by generous spaces and
cards, given back by others, and at the end each token still in a tavern costs the value of the track's
empty space farthest from -1. The state keeps only how many tokens are off the track (`corruption_off`:
the track empties from -1 onwards); taking and giving back are `effects.take_corruption` /
`effects.return_corruption`. Here: the steps that give corruption back or take it off the track, and
its cost at the end."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .decisions import ask, decision
from .effects import off_track, op, return_corruption, sourced
from .state import Decision, Frame, WaterdeepState


def held(s: WaterdeepState, seat: int) -> int:
    """Corruption tokens in `seat`'s tavern."""
    return s.tavern[seat].get("corruption", 0)


def cost_each(s: WaterdeepState) -> int:
    """What each corruption token in a tavern would score now at the end (0 or less; 0 without Skullport)."""
    track = s.data.track
    return track.value(s.corruption_off) if track is not None else 0


#: (the computer) share of the pace at which corruption has left the track so far that it expects to go on
PACE_AHEAD = 0.7


def price(s: WaterdeepState) -> float:
    """(The computer) What a corruption token in a tavern is expected to cost at the end, in VP (0 or less): the
    track's value once as many more tokens have left it as the game's pace so far brings in the rounds left
    (some are given back). At least one token off the track: the one being judged."""
    track = s.data.track
    if track is None:
        return 0.0
    rounds = s.data.setup.rounds
    played = max(1, s.round)
    pace = s.corruption_off / played
    expected = max(1, s.corruption_off) + PACE_AHEAD * pace * max(0, rounds - s.round)
    return float(track.value(min(track.tokens, round(expected))))


def end_cost(s: WaterdeepState, seat: int) -> int:
    """The VP `seat`'s corruption costs at the final scoring (0 or less)."""
    return held(s, seat) * cost_each(s)


@op("return_corruption")
def _return_corruption(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    most = min(st.count, held(s, f.seat))
    if most <= 0:
        return
    to_track = st.to == "track"
    options = [({"count": n}, (T("Give back %n corruption to the track", "Skullport", n) if to_track else
                               T("Give %n corruption out of the game", "Skullport", n)))
               for n in range(most, 0, -1)]
    options.append(({"count": 0}, T("Keep your corruption", "Skullport")))
    ask(s, "return_corruption", f.seat, sourced(f, T("give back up to %n corruption?", "Skullport", st.count)),
        options, ev, to_track=to_track)


@decision("return_corruption")
def _corruption_returned(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    n = return_corruption(s, d.seat, p["count"], d.data["to_track"])
    if n == 0:
        ev.append(Event(T("{seat} keeps its corruption.", seat=s.name(d.seat)), kind="choice",
                        seat=d.seat))
    elif d.data["to_track"]:
        ev.append(Event(T("{seat} gives %n corruption back to the track.", "Skullport", n, seat=s.name(d.seat)),
                        kind="pay", seat=d.seat))
    else:
        ev.append(Event(T("{seat} puts %n corruption out of the game.", "Skullport", n, seat=s.name(d.seat)),
                        kind="pay", seat=d.seat))


@op("remove_track_corruption")
def _remove_track_corruption(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if s.data.track is None:
        return
    n = off_track(s, st.count)
    ev.append(Event(T("%n corruption token(s) leave the track for good; each one in a tavern now costs {vp} VP "
                      "at the end.", "Skullport", n, vp=-cost_each(s)), kind="gain", seat=f.seat))

"""A hint's reason for Lords of Waterdeep (engines/ai/hints.py): what a move does for the seat, read from the
position before and after it — the quest it completes and the victory points, the building it buys, the
resources it gains and the active quest they bring closer, the quest or intrigue card it takes."""
from __future__ import annotations

from typing import Any

from engines.core.i18n import T, Text

from .cards import ADVENTURERS
from .evaluation import _cost
from .state import WaterdeepState
from .texts import res_text

KINDS: tuple[str, ...] = (*ADVENTURERS, "gold")


def _missing(s: WaterdeepState, seat: int, quest: str) -> dict[str, int]:
    have = s.tavern[seat]
    return {k: max(0, v - have.get(k, 0)) for k, v in _cost(s.data.quests[quest]).items() if k in KINDS}


def hint_reason(before: WaterdeepState, action: Any, after: WaterdeepState, seat: int) -> Text | None:
    data = before.data
    vp0, vp1 = before.vp[seat], after.vp[seat]
    done = [q for q in after.completed[seat] if q not in before.completed[seat]]
    if done:
        return T("Completes {quest}: your victory points go from {now} to {then}.", quest=data.quests[done[0]].name,
                 now=vp0, then=vp1)
    built = [b for b, o in after.owner.items() if o == seat and before.owner.get(b) != seat]
    if built:
        return T("Buys {building}: your victory points go from {now} to {then}.",
                 building=data.buildings[built[0]].name, now=vp0, then=vp1)
    gained = {k: after.tavern[seat].get(k, 0) - before.tavern[seat].get(k, 0) for k in KINDS}
    gained = {k: v for k, v in gained.items() if v > 0}
    if gained:
        closer = []
        for q in before.quests[seat]:
            if q in data.quests:
                was, now = sum(_missing(before, seat, q).values()), sum(_missing(after, seat, q).values())
                if now < was:
                    closer.append((now, was, q))
        if closer:
            now, was, q = min(closer)
            if now == 0:
                return T("Gains {gain}: enough to complete {quest}.", gain=res_text(gained),
                         quest=data.quests[q].name)
            return T("Gains {gain}: {quest} still needs {need}.", gain=res_text(gained), quest=data.quests[q].name,
                     need=res_text(_missing(after, seat, q)))
        return T("Gains {gain}.", gain=res_text(gained))
    taken = [q for q in after.quests[seat] if q not in before.quests[seat] and q in data.quests]
    if taken:
        return T("Takes the quest {quest} (it needs {need}).", quest=data.quests[taken[0]].name,
                 need=res_text(_missing(after, seat, taken[0])))
    if vp1 != vp0:
        return T("Your victory points go from {now} to {then}.", now=vp0, then=vp1)
    if len(after.hands[seat]) > len(before.hands[seat]):
        return T("Draws an intrigue card.")
    return None

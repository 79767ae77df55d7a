"""A hint's reason for the co-operative quest (engines/ai/hints.py): what a move does for the team, read from the
position before and after it by the things the team's evaluation weighs — the foes defeated, the lines of the
scenario board moved, the hobbit's distance from Sauron, the cards in hand — with the evaluation's rating."""
from __future__ import annotations

from typing import Any

from engines.core.i18n import T, Text

from . import evaluation, flow
from .effects import NAMES
from .state import QuestState


def _rating(s: QuestState) -> int:
    return round((max(-1.0, min(1.0, evaluation.evaluate(s))) + 1.0) * 50)


def _said(what: Text, before: QuestState, after: QuestState) -> Text:
    return T("{what} The team's prospects after it: {after} out of 100 (now {now}).", what=what, after=_rating(after),
             now=_rating(before))


def hint_reason(before: QuestState, action: Any, after: QuestState, seat: int) -> Text | None:
    data = before.data
    beaten = [f for f in after.defeated if f not in before.defeated]
    if beaten:
        return _said(T("Defeats {foe}; %n foe(s) left on the foe line.", None, len(after.foe_line),
                       foe=data.foe(beaten[0]).name), before, after)
    board = flow.board_of(before)
    if board is not None and after.board == before.board:
        moved = [(after.markers.get(k, 0) - before.markers.get(k, 0), k) for k in board.line_keys()
                 if after.markers.get(k, 0) > before.markers.get(k, 0)]
        if moved:
            steps, key = max(moved, key=lambda m: (m[1] == "main", m[0]))
            line = board.line(key)
            return _said(T("Moves {line} on {board} %n space(s) forward (to {at} of {last}).", None, steps,
                           line=flow.LINE_NAMES.get(key, line.name or key), board=board.name, at=after.markers[key],
                           last=len(line.spaces) - 1), before, after)
    if after.stop > before.stop:
        return _said(T("The Fellowship goes on to its next stop."), before, after)
    hobbit = NAMES[before.hobbits[seat].id]
    h0, h1 = before.hobbits[seat], after.hobbits[seat]
    gap0, gap1 = before.sauron - h0.pos, after.sauron - h1.pos
    if gap1 != gap0:
        return _said(T("{hobbit}'s distance from Sauron goes from {was} to {now}.", hobbit=hobbit, was=gap0,
                       now=gap1), before, after)
    if len(h1.hand) != len(h0.hand):
        return _said(T("{hobbit}'s hand goes from {was} to {now} cards.", hobbit=hobbit, was=len(h0.hand),
                       now=len(h1.hand)), before, after)
    if after.team_shields() != before.team_shields():
        return _said(T("The team's shields go from {was} to {now}.", was=before.team_shields(),
                       now=after.team_shields()), before, after)
    return None

"""Where things of a quest state stand on the table (maps/data/quest.json): which scenario board the lines show,
which line a row holds, whose hand is at the screen, which place of the foe line a foe is on, and what a price
being paid is paid to. No Qt: plain readings of the state, shared by the figures, the gestures and the panels."""
from __future__ import annotations

from typing import Any

from engines.quest.data import Board
from engines.quest.state import HIDDEN, QuestState

ROWS = ("line_main", "line_1", "line_2", "line_3")


def shown_board(s: QuestState) -> tuple[Board | None, bool]:
    """The scenario board the lines show, and whether it is only the next one (at a haven, between boards)."""
    if s.board is not None:
        return s.data.board(s.board), False
    for stop in s.route[s.stop + 1:]:
        if s.data.haven(stop) is None:
            return s.data.board(stop), True
    return None, True


def row_keys(board: Board | None) -> dict[str, str]:
    """The line each row of the table shows ("line_main" -> "main", "line_1" -> "hiding", …)."""
    if board is None:
        return {}
    keys = board.line_keys()
    return {row: key for row, key in zip(ROWS, keys, strict=False)}


def row_of(board: Board | None, key: str) -> str | None:
    return next((row for row, k in row_keys(board).items() if k == key), None)


def hand_seat(s: QuestState) -> int | None:
    """The hobbit whose cards the screen shows: in a view, the one whose hand is not hidden; when everything is
    shown (the end, or nobody at the screen has a seat), the one the game waits for."""
    known = [h.seat for h in s.hobbits if HIDDEN not in h.hand and h.hand]
    if len(known) == 1:
        return known[0]
    open_seats = [h.seat for h in s.hobbits if HIDDEN not in h.hand]
    if s.ask is not None and s.ask.seat in open_seats:
        return s.ask.seat
    if s.bearer in open_seats:
        return s.bearer
    return open_seats[0] if open_seats else None


#: the foe line's places on the board (eight foes at the end of a turn win the game for the foes)
FOE_SLOTS = 8


def foe_place(s: QuestState, index: int) -> int:
    """The place (1 = the rightmost, under the dark end) of the foe at `index` of the foe line (0 = leftmost,
    the newest): the oldest foe stands rightmost. During a turn the line may grow past its places."""
    return len(s.foe_line) - index


def foe_slot(s: QuestState, index: int) -> str:
    """The board's place (node) where the foe at `index` stands: foes past the line's last place are stacked
    on it."""
    return f"foe_{min(foe_place(s, index), FOE_SLOTS)}"


def haven_step(s: QuestState) -> int | None:
    """The step of the safe haven being carried out (0-based), None away from a haven."""
    if s.board is not None or s.data.haven(s.location) is None:
        return None
    return s.haven_step


def paid_place(s: QuestState) -> str | None:
    """The place on the table of what is being paid now: a foe's place, the event, the haven's step, or the last
    tile (a tile's own price)."""
    a = s.ask
    if a is None or a.kind != "pay":
        return None
    spec: dict[str, Any] = a.data["spec"]
    foe = spec.get("foe")
    if foe is not None:
        return foe_slot(s, s.foe_line.index(foe)) if foe in s.foe_line else None
    if spec.get("source") == "tile":
        return "tile_out"
    if s.board is not None and s.event_pos:
        return f"event_{s.event_pos}"
    step = haven_step(s)
    return f"event_{step + 1}" if step is not None else "tile_out"

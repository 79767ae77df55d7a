"""Odds before a choice of the quest game that leads to chance, worked out exactly from the view of the hobbit
to choose (nothing hidden: the deck order, the others' hands and the tiles nobody has seen are not used).

The choices that lead to chance, and what their odds say:

- revealing an event tile (`reveal`): which tile comes, from the tiles not yet revealed on this board (the
  23 tiles are public, and so is every tile revealed; a tile seen through Gandalf's Foresight is certain;
  when the stack has run out, the revealed tiles are shuffled again), whether a foe appears first, and whether
  a sundial brings the next event of the board (public, in its order);
- every choice that rolls the die: putting on the Ring (`ring`), the attempt on Mount Doom (`destroy`), the
  preparations at Bag End (`prepare`), calling the Elves on a shortcut (`travel` with elves), taking on a
  price of rolls (`take`, or `fight` against a foe that asks for rolls), and moving a line across a die space
  (`play_card`, Gandalf's Guidance, Frodo's Determination): each face as effects.roll resolves it — Immunity
  sets the first roll blank, a card played ahead (Mithril, the belt) turns the first other face aside where it
  may, Defiance holds Sauron back once — then whether the roller falls (Sauron reaches him) and whether the
  quest is lost;
- a big shield won on a line (by a card, Gandalf, Frodo or the Ring's move): its worth, from the big shields
  left (their worths are public).

Not offered: declining a price whose penalty rolls the die (whether a later hobbit pays instead depends on hands
the chooser cannot see), and rolls that only come further on (an event reached through a later tile, the board's
end): the odds cover the chance the choice itself sets off.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from engines.core import Action
from engines.core.i18n import T, Text
from engines.core.odds import Odds, OddsLine, chance, mean

from . import flow
from . import play as rules
from .cards import symbols_for
from .data import JOKER
from .effects import FACE_SYMBOLS, FACES, who
from .flow import LINE_NAMES, TILE_NAMES
from .state import HIDDEN, QuestState

ACTIVITY = ("fighting", "friendship", "hiding", "travelling")


def odds(s: QuestState, action: Action) -> Odds | None:
    """The odds of `action` from the view `s` of the hobbit to choose; None when it leads to no chance."""
    if s.over or s.ask is None or action.seat != s.ask.seat or action not in rules.legal_actions(s):
        return None
    k = action.kind
    seat = action.seat
    if k == "reveal":
        return tile_odds(s)
    if k == "ring":
        return die_odds(s, seat, [("roll", seat, True), ("ring_move", action["line"], seat)], T("Putting on the Ring"),
                        ring_line=action["line"])
    if k == "destroy":
        return die_odds(s, seat, [("roll", s.active, True)], T("The attempt to destroy the Ring"), doom=True)
    if k == "prepare" and action["go"]:
        return die_odds(s, seat, [("roll", seat, True)], T("The preparations at Bag End"))
    if k == "travel" and action.get("elves"):
        return die_odds(s, seat, [("roll", seat, True)], T("Calling the Elves"))
    if k == "take":
        spec = s.ask.data["spec"]
        return _take_odds(s, seat, spec["take"], spec["name"])
    if k == "fight":
        spec = flow.foe_spec(s, seat)
        if flow.is_take(spec):
            return _take_odds(s, seat, spec["take"], spec["name"])
        return None
    if k == "play_card":
        moves: dict[str, int] = {}
        for sym in symbols_for(s.data, s.hobbits[seat].id, action["card"]):
            key = action["line"] if sym == JOKER else flow.main_key_for(s, sym)
            if key is not None:
                moves[key] = moves.get(key, 0) + 1
        return _advance_odds(s, seat, moves)
    if k == "gandalf" and action["card"] == "guidance":
        return _advance_odds(s, seat, {action["line"]: 2})
    if k == "ability" and s.hobbits[seat].id == "frodo" and action.get("line"):
        return _advance_odds(s, seat, {action["line"]: 1})
    return None


# -- event tiles ---------------------------------------------------------------------------------------------
def tiles_left(s: QuestState) -> Counter[str]:
    """The tiles the next reveal is drawn from, by kind, as the view shows them: the known top tile alone, else
    every tile not yet revealed on this board (or, when the stack has run out, the revealed ones reshuffled)."""
    if s.tiles and s.tiles[-1] != HIDDEN:
        return Counter([s.tiles[-1].split(".")[0]])
    if not s.tiles:
        return Counter(t.split(".")[0] for t in s.tiles_out)
    left = Counter(t.split(".")[0] for t in flow.tile_ids(s.data))
    left.subtract(t.split(".")[0] for t in s.tiles_out)
    left.subtract(t.split(".")[0] for t in s.tiles if t != HIDDEN)
    return +left


def tile_odds(s: QuestState) -> Odds:
    left = tiles_left(s)
    n = sum(left.values())
    lines = [chance(TILE_NAMES[kind], left[kind] / n) for kind in TILE_NAMES if left.get(kind)]
    if s.expansion and s.first_tile:
        lines.append(chance(T("A foe appears first (the first tile of the turn shows a line)"),
                            sum(left.get(k, 0) for k in ACTIVITY) / n))
    board = flow.board_of(s)
    if board is not None and not s.board_done and s.event_pos < 6 and left.get("sundial"):
        lines.append(chance(T("A sundial brings the next event, {event}", event=board.events[s.event_pos].name),
                            left["sundial"] / n))
    return Odds(T("The next event tile"), tuple(lines))


# -- the die ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _World:
    """What a roll can change, and what the odds count."""

    pos: tuple[int, ...]
    out: tuple[bool, ...]
    sauron: int
    immunity: bool
    ward_roll: bool
    defiance: bool
    over: bool = False
    lost: bool = False
    dark: int = 0              # steps into darkness the roller took
    sauron_moved: int = 0
    two_cards: int = 0
    ring_face: str = ""
    moved: int = 0             # spaces the Ring's line moved
    bigs: int = 0              # big shields won on the way
    faces: int = 0             # rolls whose face took effect (not blank, not turned aside)


def _world(s: QuestState) -> _World:
    return _World(tuple(h.pos for h in s.hobbits), tuple(h.out for h in s.hobbits), s.sauron,
                  "immunity" in s.wards, "roll" in s.wards, "sauron" in s.wards)


def _eliminate(s: QuestState, w: _World) -> _World:
    """effects.eliminations: every hobbit Sauron has reached leaves the game; the Ring-bearer's fall (not on Mount
    Doom), any fall in the expert game, or the last one, loses the quest."""
    out = list(w.out)
    over, lost = w.over, w.lost
    for i, p in enumerate(w.pos):
        if out[i] or p < w.sauron:
            continue
        out[i] = True
        if over:
            continue
        if (i == s.bearer and not s.doom) or s.expert or (all(out) and not s.doom):
            over = lost = True
    return replace(w, out=tuple(out), over=over, lost=lost)


def _darkness(s: QuestState, w: _World, seat: int, steps: int, roller: int) -> _World:
    if steps <= 0 or w.out[seat] or w.over:
        return w
    pos = list(w.pos)
    pos[seat] = min(15, pos[seat] + steps)
    w = replace(w, pos=tuple(pos), dark=w.dark + (pos[seat] - w.pos[seat] if seat == roller else 0))
    return _eliminate(s, w)


def _sauron(s: QuestState, w: _World, steps: int) -> _World:
    if steps <= 0 or w.over:
        return w
    if w.defiance:
        return replace(w, defiance=False)
    w = replace(w, sauron=max(0, w.sauron - steps), sauron_moved=w.sauron_moved + steps)
    return _eliminate(s, w)


def _play(s: QuestState, w: _World, ops: list[tuple[Any, ...]], roller: int) -> Iterator[tuple[_World, float]]:
    """Every way `ops` can go, with its chance: ("roll", seat, ignorable), ("dark", seat, n), ("sauron", n),
    ("heal", seat, n), as effects.py carries them out."""
    if not ops:
        yield w, 1.0
        return
    op, rest = ops[0], ops[1:]
    if op[0] == "roll":
        seat, ignorable = op[1], op[2]
        if w.out[seat] or w.over:
            yield from _play(s, w, rest, roller)
            return
        if w.immunity:
            yield from _play(s, replace(w, immunity=False, ring_face=w.ring_face or "blank"), rest, roller)
            return
        for face in FACES:
            x = replace(w, ring_face=w.ring_face or face)
            if face == "blank":
                pass
            elif x.ward_roll and ignorable:
                x = replace(x, ward_roll=False)
            else:
                x = replace(x, faces=x.faces + 1)
                if face == "eye":
                    x = _sauron(s, x, 1)
                elif face == "two_cards":
                    x = replace(x, two_cards=x.two_cards + 1)
                else:
                    x = _darkness(s, x, seat, FACE_SYMBOLS[face], roller)
            for y, p in _play(s, x, rest, roller):
                yield y, p / 6
        return
    if op[0] == "ring_move":    # flow._ring_move: 4 minus the symbols the Ring's die showed, over the line's spaces
        line, seat = op[1], op[2]
        if w.over or w.out[seat]:
            yield from _play(s, w, rest, roller)
            return
        more, bigs, moved = _rewards(s, line, 4 - FACE_SYMBOLS[w.ring_face or "blank"], seat)
        yield from _play(s, replace(w, moved=moved, bigs=bigs), more + rest, roller)
    elif op[0] == "dark":
        yield from _play(s, _darkness(s, w, op[1], op[2], roller), rest, roller)
    elif op[0] == "sauron":
        yield from _play(s, _sauron(s, w, op[1]), rest, roller)
    else:   # heal
        pos = list(w.pos)
        if not w.out[op[1]]:
            pos[op[1]] = max(0, pos[op[1]] - op[2])
        yield from _play(s, replace(w, pos=tuple(pos)), rest, roller)


def die_lines(s: QuestState, roller: int, ops: list[tuple[Any, ...]], ring_line: str | None = None,
              doom: bool = False) -> list[OddsLine]:
    """The odds of the rolls (and the darkness and Sauron's steps among them) of `ops`, rolled by `roller`."""
    outcomes = list(_play(s, _world(s), ops, roller))
    name = who(s, roller)

    def p(test: Any) -> float:
        return sum(q for w, q in outcomes if test(w))

    lines: list[OddsLine] = []
    if ring_line is not None:
        lines.append(mean(T("Spaces {line} moves", line=LINE_NAMES[ring_line]),
                          sum(q * w.moved for w, q in outcomes)))
        bigs = sum(q * min(w.bigs, len(s.big_shields)) for w, q in outcomes)
        if bigs > 0:
            lines.append(mean(T("Worth of the big shields won"), bigs * sum(s.big_shields) / len(s.big_shields)))
    if doom:
        enough = not (s.expansion and len(s.foe_line) >= 8)
        lines.append(chance(T("The Ring is destroyed"), p(lambda w: enough and not w.over and not w.out[roller])))
    lines.append(chance(T("The die does nothing (blank or turned aside)"), p(lambda w: not w.faces)))
    lines.append(chance(T("Sauron moves toward the hobbits"), p(lambda w: w.sauron_moved > 0)))
    lines.append(mean(T("Steps into darkness for {hobbit}", hobbit=name), sum(q * w.dark for w, q in outcomes)))
    if s.expansion:
        lines.append(chance(T("Two foes appear"), p(lambda w: w.two_cards > 0)))
    else:
        lines.append(chance(T("{hobbit} discards two cards", hobbit=name), p(lambda w: w.two_cards > 0)))
    fall = p(lambda w: w.out[roller] and not s.hobbits[roller].out)
    if fall > 0:
        lines.append(chance(T("Sauron reaches {hobbit}", hobbit=name), fall))
    lost = p(lambda w: w.lost)
    if lost > 0:
        lines.append(chance(T("The quest is lost"), lost))
    return lines


def die_odds(s: QuestState, seat: int, ops: list[tuple[Any, ...]], title: Text, ring_line: str | None = None,
             doom: bool = False) -> Odds:
    roller = next((op[1] for op in ops if op[0] == "roll"), seat)
    return Odds(title, tuple(die_lines(s, roller, ops, ring_line, doom)))


def _take_odds(s: QuestState, seat: int, take: dict[str, int], name: Any) -> Odds | None:
    """Taking on a price: the darkness first, then the rolls, then Sauron's steps (flow.take)."""
    if not take["rolls"]:
        return None
    ops: list[tuple[Any, ...]] = [("dark", seat, take["darkness"])] if take["darkness"] else []
    ops += [("roll", seat, True)] * take["rolls"]
    ops += [("sauron", take["sauron"])] if take["sauron"] else []
    return die_odds(s, seat, ops, T("Taking on {what}: %n roll(s) of the die", None, take["rolls"], what=name))


# -- lines moving over die spaces and big shields ---------------------------------------------------------------
def _advance_odds(s: QuestState, seat: int, moves: dict[str, int]) -> Odds | None:
    """A line moved over spaces that roll the die or win a big shield (flow._advance, reward_steps)."""
    if flow.board_of(s) is None or s.board_done:
        return None
    ops: list[tuple[Any, ...]] = []
    bigs = 0
    for key, steps in moves.items():
        more, big, _moved = _rewards(s, key, steps, seat)
        ops += more
        bigs += big
    if not ops and not (bigs and s.big_shields):
        return None
    lines: list[OddsLine] = []
    if ops:
        lines += die_lines(s, seat, ops)
    if bigs and s.big_shields:
        worth = sum(s.big_shields) / len(s.big_shields)
        lines.append(mean(T("Worth of the big shields won"), worth * min(bigs, len(s.big_shields))))
    return Odds(T("A line moves over a die space or a big shield"), tuple(lines))


def _rewards(s: QuestState, key: str, steps: int, seat: int) -> tuple[list[tuple[Any, ...]], int, int]:
    """A line `key` moved `steps` spaces (flow._advance): the die and healing spaces crossed as ops, the big shields
    won, and the spaces moved."""
    board = flow.board_of(s)
    if board is None or key not in s.markers:
        return [], 0, 0
    line = board.line(key)
    start = s.markers[key]
    end = min(line.last, start + steps)
    ops: list[tuple[Any, ...]] = []
    bigs = 0
    for space in range(start + 1, end + 1):
        reward = line.spaces[space]
        if reward == "die":
            ops.append(("roll", seat, True))
        elif reward == "heal":
            ops.append(("heal", seat, 1))
        elif reward == "big_shield":
            bigs += 1
    return ops, bigs, end - start

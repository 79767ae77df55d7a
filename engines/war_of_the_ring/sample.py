"""Test helpers: positions built from a real set-up (the scripted dice live in tests/scripted.py)."""
from __future__ import annotations

from typing import Any

from .game import FP, SH, WarOfTheRingGame
from .options import WarOfTheRingOptions
from .state import WotrState


def new_game(seed: int = 0, **options: Any) -> tuple[WarOfTheRingGame, WotrState]:
    g = WarOfTheRingGame()
    return g, g.setup(WarOfTheRingOptions(**options), seed)


def clear_board(s: WotrState) -> None:
    """Every figure back to the reinforcements' side of the table: an empty map for a test."""
    s.units.clear()
    s.nazgul.clear()
    s.chars.clear()
    s.index = None
    s.strengths = None
    s.fielded = None


def arrange(s: WotrState, *, units: dict[tuple[str, str], tuple[int, int, int]] | None = None,
            nazgul: dict[str, int] | None = None, chars: dict[str, str] | None = None,
            control: dict[str, str] | None = None, political: dict[str, int] | None = None,
            active: set[str] | None = None, clear: bool = False) -> WotrState:
    if clear:
        clear_board(s)
    for (r, n), t in (units or {}).items():
        s.set_units(r, n, t)
    for r, k in (nazgul or {}).items():
        if k:
            s.nazgul[r] = k
        else:
            s.nazgul.pop(r, None)
    s.chars.update(chars or {})
    s.control.update(control or {})
    s.political.update(political or {})
    if active is not None:
        s.active = set(active)
    return s


def action_phase(s: WotrState, *, fp: tuple[str, ...] = (), sh: tuple[str, ...] = (), side: str = FP,
                 hunt_shadow: int = 0, hunt_fp: int = 0, hands: bool = False) -> WotrState:
    """Put the game in phase 5 with these unused dice, `side` to act. Both hands go back under their
    decks (so no combat card of the dealt hands interrupts a battle the test scripts; give a test its
    cards with `give`), unless `hands=True` keeps the hands as dealt."""
    if not hands:
        for sd in (FP, SH):
            for c in s.hands[sd]:
                s.decks[f"{sd}/{s.board.cards[c].deck}"].insert(0, c)
            s.hands[sd] = []
    s.phase = "actions"
    s.phase_flags = ()
    s.rolled = {FP: sorted(fp), SH: sorted(sh)}
    s.hunt_shadow, s.hunt_fp = hunt_shadow, hunt_fp
    s.active_side = side
    s.pending = [{"kind": "action", "side": side}]
    s.battle = s.hunt = None
    return s


def find(game: WarOfTheRingGame, s: WotrState, kind: str, **params: Any):
    """The legal action of this kind whose params include `params` (None if there is none)."""
    for a in game.legal_actions(s):
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return a
    return None


def give(s: WotrState, side: str, *cards: str) -> WotrState:
    """Put these cards in `side`'s hand, taken from wherever they are (deck, discard, other hand)."""
    for c in cards:
        for pile in [*s.decks.values(), *s.discards.values(), *s.hands.values(), *s.table.values()]:
            if c in pile:
                pile.remove(c)
        s.hands[side].append(c)
    return s


def options(game: WarOfTheRingGame, s: WotrState) -> list[Any]:
    """The values offered by the pending `card_choice`."""
    return [a["pick"] for a in game.legal_actions(s) if a.kind == "card_choice"]


__all__ = ["FP", "SH", "action_phase", "arrange", "clear_board", "find", "give", "new_game", "options"]

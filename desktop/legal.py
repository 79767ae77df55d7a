"""A game that remembers: legal actions and seat views asked for again on the same state are not recomputed.

One refresh of the window asks for the legal actions of the position many times: the actions panel, the
gold ring of every figure (its targets), the highlights, the game's own side views. The engine's
`legal_actions` is the costly part (War of the Ring builds hundreds of actions), and a state never changes
once made, so the answer is kept per state — by identity, holding the state itself so its id is not reused.
The same goes for `view(state, seat)`, which makes a new object each time: the window's shown state stays
one object per position, and the actions asked on it are computed once as well.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core import Action, Game


class MemoGame:
    """`game` with `legal_actions` and `view` remembered for the last `size` states; everything else is the
    game's own (attribute access is passed through)."""

    def __init__(self, game: Game, size: int = 8) -> None:
        self.wrapped = game
        self._size = size
        self._legal: OrderedDict[int, tuple[Any, list[Action]]] = OrderedDict()
        self._views: OrderedDict[tuple[int, int], tuple[Any, Any]] = OrderedDict()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)

    def legal_actions(self, state: Any) -> list[Action]:
        """The game's legal actions in `state`, computed once per state (a copy of the list each time)."""
        kept = self._legal.get(id(state))
        if kept is None or kept[0] is not state:
            kept = (state, self.wrapped.legal_actions(state))
            self._remember(self._legal, id(state), kept)
        return list(kept[1])

    def view(self, state: Any, seat: int) -> Any:
        """What `seat` may see of `state`: one object per state and seat."""
        key = (id(state), seat)
        kept = self._views.get(key)
        if kept is None or kept[0] is not state:
            kept = (state, self.wrapped.view(state, seat))
            self._remember(self._views, key, kept)
        return kept[1]

    def _remember(self, memo: OrderedDict[Any, Any], key: Any, value: Any) -> None:
        memo[key] = value
        memo.move_to_end(key)
        while len(memo) > self._size:
            memo.popitem(last=False)


__all__ = ["MemoGame"]

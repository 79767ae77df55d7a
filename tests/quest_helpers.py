"""Positions of the quest game built for a test: a team set up, then put on a board with chosen hands, dice
scripted, and actions picked by kind and parameters and carried out in place (engines/quest/play.py)."""
from __future__ import annotations

from typing import Any

from scripted import ScriptedRandom

from engines.core import Action
from engines.quest import flow, play
from engines.quest.data import load_data
from engines.quest.state import QuestState

FACE = {"blank": 1, "eye": 2, "dark1": 3, "dark2": 4, "dark3": 5, "two_cards": 6}


def new_game(players: int = 3, expansion: bool = True, difficulty: str = "easy", expert: bool = False,
             seed: int = 1) -> QuestState:
    return flow.set_up(load_data(), players, difficulty, expansion, expert, seed)


def at(place: str, players: int = 3, expansion: bool = True, hands: list[list[str]] | None = None,
       difficulty: str = "easy", expert: bool = False, seed: int = 1, tiles: list[str] | None = None) -> QuestState:
    """A team arriving at `place` (a scenario board or a haven), hands as given (else empty)."""
    s = new_game(players, expansion, difficulty, expert, seed)
    s.ask = None
    s.queue = []
    for h in s.hobbits:
        s.discard.extend(h.hand)
        h.hand = []
    if hands is not None:
        for h, cards in zip(s.hobbits, hands, strict=False):
            for c in cards:
                take(s, c)
            h.hand = list(cards)
    s.stop = s.route.index(place)
    s.queue = [("stop",)]
    flow.run(s, [])
    if tiles is not None:
        stack(s, *tiles)
    return s


def take(s: QuestState, card: str) -> None:
    """Take a card out of wherever it is (deck, discard, a pile) so that it can be dealt to a hand."""
    for pile in (s.deck, s.discard, *s.piles.values()):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is nowhere to be taken")


def stack(s: QuestState, *tiles: str) -> None:
    """Put these event tiles on top, the first named revealed first."""
    for t in tiles:
        if t in s.tiles:
            s.tiles.remove(t)
    s.tiles.extend(reversed(tiles))


def script(s: QuestState, *faces: str, picks: list[Any] | None = None) -> None:
    s.rng = ScriptedRandom([FACE[f] for f in faces], picks)  # type: ignore[assignment]  # a scripted stand-in


def find(s: QuestState, kind: str, **params: Any) -> Action:
    for a in play.legal_actions(s):
        if a.kind == kind and all(a.get(k) == (tuple(v) if isinstance(v, list) else v) for k, v in params.items()):
            return a
    raise AssertionError(f"no legal {kind} {params}; open: {[str(a) for a in play.legal_actions(s)]}")


def can(s: QuestState, kind: str, **params: Any) -> bool:
    try:
        find(s, kind, **params)
    except AssertionError:
        return False
    return True


def act(s: QuestState, kind: str, **params: Any) -> list[Any]:
    return play.apply(s, find(s, kind, **params))


def texts(events: list[Any]) -> list[str]:
    return [e.text for e in events]

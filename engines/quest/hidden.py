"""What one hobbit may see (`view`: the others' hands, the order of the decks, the event tiles nobody has seen
and the foes still to come are hidden; the dice's future is not there at all) and a full state sampled from
such a view for the computer's search (`determinize`)."""
from __future__ import annotations

import random

from engines.core import Dice

from .cards import hobbit_deck
from .flow import tile_ids
from .state import HIDDEN, QuestState


def view(state: QuestState, seat: int) -> QuestState:
    v = state.clone()
    for h in v.hobbits:
        if h.seat != seat:
            h.hand = [HIDDEN] * len(h.hand)
    v.deck = [HIDDEN] * len(state.deck)
    known = state.tiles_known
    v.tiles = [HIDDEN] * (len(state.tiles) - known) + state.tiles[len(state.tiles) - known:]
    v.foe_deck = [HIDDEN] * len(state.foe_deck)
    v.big_shields = sorted(state.big_shields)
    v.setup_events = [e for e in state.setup_events if e.visible(seat)]
    v.rng = random.Random(0)
    return v


def seen_cards(v: QuestState) -> list[str]:
    """Every card whose place the view shows."""
    seen = [c for h in v.hobbits for c in h.hand if c != HIDDEN] + list(v.discard)
    seen += [c for pile in v.piles.values() for c in pile]
    a = v.ask
    if a is not None:
        seen += list(a.data.get("cards", ()))
        spec = a.data.get("spec")
        if spec is not None:
            seen += [item[5:] for _, item in spec["given"] if item.startswith("card:")]
    return seen


def determinize(view: QuestState, seat: int, seed: int) -> QuestState:
    dice = Dice.seeded(seed)
    s = view.clone()
    every = hobbit_deck(s.data) + [c.id for c in s.data.feature_cards if c.home in s.piles]
    left = list(every)
    for c in seen_cards(s):
        left.remove(c)
    unseen = [c for c in left]
    dice.shuffle(unseen)
    for h in s.hobbits:
        h.hand = [unseen.pop() if c == HIDDEN else c for c in h.hand]
    s.deck = [unseen.pop() if c == HIDDEN else c for c in s.deck]
    tiles = tile_ids(s.data)
    for t in s.tiles_out + [t for t in s.tiles if t != HIDDEN]:
        tiles.remove(t)
    if len(tiles) + len(s.tiles_out) + sum(1 for t in s.tiles if t != HIDDEN) != len(tile_ids(s.data)):
        raise AssertionError("the event tiles do not add up")
    dice.shuffle(tiles)
    s.tiles = [tiles.pop() if t == HIDDEN else t for t in s.tiles]
    foes = [f.id for f in s.data.foes if f.id not in s.foe_line and f.id not in s.defeated] if s.expansion else []
    dice.shuffle(foes)
    s.foe_deck = foes[: len(s.foe_deck)]
    dice.shuffle(s.big_shields)
    s.rng = random.Random(seed)
    return s

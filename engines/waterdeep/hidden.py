"""Hidden information: what a seat may see of the state (`view`: others' Lords and intrigue hands, the
order of the decks, the future of the game's chance are hidden), and a full state the computer can
play on that agrees with what a seat knows (`determinize`: the hidden parts dealt at random)."""
from __future__ import annotations

import random
from collections import Counter

from engines.core import Dice

from .state import HIDDEN, Decision, WaterdeepState


def view(state: WaterdeepState, seat: int) -> WaterdeepState:
    """The state as `seat` sees it."""
    v = state.clone()
    for o in range(state.players):
        if o != seat and o not in state.shown_lords:
            v.lords[o] = HIDDEN
            v.hands[o] = [HIDDEN] * len(state.hands[o])
    v.quest_deck = [HIDDEN] * len(state.quest_deck)
    v.intrigue_deck = [HIDDEN] * len(state.intrigue_deck)
    v.building_stack = [HIDDEN] * len(state.building_stack)
    if state.pending is not None and state.pending.seat != seat and state.pending.kind == "play_intrigue":
        d = state.pending
        v.pending = Decision(d.kind, d.seat, d.prompt, [], dict(d.data))
    v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
    v.rng = random.Random(0)
    return v


def determinize(view: WaterdeepState, seat: int, seed: int) -> WaterdeepState:
    """A full state consistent with `view`: unseen Lords, cards and tiles dealt by `seed`."""
    dice = Dice.seeded(seed)   # the computer's guess at what it cannot see
    s = view.clone()
    d = s.data
    known_lords = [lo for lo in s.lords if lo != HIDDEN]
    lords = [lo for lo in d.lord_order if lo not in known_lords]
    dice.shuffle(lords)
    for i, lo in enumerate(s.lords):
        if lo == HIDDEN:
            s.lords[i] = lords.pop()
    seen = Counter(c for h in s.hands for c in h if c != HIDDEN)
    seen.update(s.intrigue_discard)
    seen.update(s.limbo)
    for m in s.mandatory:
        seen.update(m)
    unseen = list((Counter(d.intrigue_cards) - seen).elements())
    dice.shuffle(unseen)
    for h in s.hands:
        for j, c in enumerate(h):
            if c == HIDDEN:
                h[j] = unseen.pop() if unseen else "call_in_a_favor"
    s.intrigue_deck = [unseen.pop() if unseen else "call_in_a_favor" for _ in s.intrigue_deck]
    qseen = {q for q in s.cliffwatch if q} | set(s.quest_discard) | set(s.revealed)
    for lst in (*s.quests, *s.completed):
        qseen.update(lst)
    qs = [q for q in d.quest_order if q not in qseen]
    dice.shuffle(qs)
    s.quest_deck = qs[: len(s.quest_deck)]
    bseen = {b for b in s.hall if b} | {b for b in s.lots.values() if b} | set(s.removed)
    bs = [b for b in d.building_order if b not in bseen]
    dice.shuffle(bs)
    s.building_stack = bs[: len(s.building_stack)]
    s.rng = random.Random(seed)
    return s

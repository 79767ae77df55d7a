"""Hidden information: what one player may see of a state (`view`: others' hands and missions as
"?", except what a palantír showed or what went back to a hand in sight of all; deck order and the
dice hidden), and a full state the computer can play on, sampled from such a view (`determinize`)."""
from __future__ import annotations

import random

from engines.core import Dice

from .common import SIDES
from .state import HIDDEN, HeroesState


def view(state: HeroesState, seat: int) -> HeroesState:
    v = state.clone()
    mine = state.knowledge.get(seat, {})
    for other in range(state.players):
        if other == seat:
            continue
        hand = state.hands[other]
        seen = mine.get(other)
        known: list[str] = [h for h in hand if h in state.public_hand]
        if seen is not None:
            # a hand loses cards only by bringing them into play, so what the palantír showed and is
            # not on the board (or dead) since is still there
            known += [h for h in seen.hand if h not in state.hero_loc and h not in state.dead
                      and h not in known and h in hand]
        v.hands[other] = known + [HIDDEN] * (len(hand) - len(known))
        if seen is not None:
            v.missions[other] = list(seen.missions)
        else:
            v.missions[other] = [HIDDEN] * len(state.missions[other])
    shown = {h for hand in v.hands for h in hand}
    v.hero_owner = {h: o for h, o in state.hero_owner.items() if h in state.hero_loc or h in shown}
    v.decks = {k: [HIDDEN] * len(d) for k, d in state.decks.items()}
    v.mission_pool = [HIDDEN] * len(state.mission_pool)
    v.knowledge = {seat: dict(mine)} if mine else {}
    v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
    v.rng = random.Random(0)
    return v


def determinize(view: HeroesState, seat: int, seed: int) -> HeroesState:
    dice = Dice.seeded(seed)   # the hidden cards dealt anew through the shared dice (chance as in play)
    s = view.clone()
    b = s.board
    visible: set[str] = set(s.hero_loc) | set(s.dead)
    for cards in s.hands:
        visible.update(x for x in cards if x != HIDDEN)
    for pile in s.decks.values():
        visible.update(x for x in pile if x != HIDDEN)
    pools = {side: [h for h in b.hero_order if h not in visible and s.hero_side[h] == side] for side in SIDES}
    for p in pools.values():
        dice.shuffle(p)

    def take(side: str) -> str:
        if pools[side]:
            return pools[side].pop()
        other = "evil" if side == "good" else "good"
        return pools[other].pop()

    for i, hand in enumerate(s.hands):
        for j, h in enumerate(hand):
            if h == HIDDEN:
                hand[j] = take(s.sides[i])
                s.hero_owner[hand[j]] = i
    for side, deck in s.decks.items():
        for j, h in enumerate(deck):
            if h == HIDDEN:
                deck[j] = take(side)
    mseen = {m for ms in s.missions for m in ms if m != HIDDEN}
    mpool = [m for m in b.mission_order if m not in mseen]
    dice.shuffle(mpool)
    for i, ms in enumerate(s.missions):
        for j, m in enumerate(ms):
            if m == HIDDEN:
                pick = next((x for x in mpool if b.missions[x].side in (s.sides[i], "any")), None)
                if pick is None and mpool:
                    pick = mpool[0]
                if pick is not None:
                    mpool.remove(pick)
                    ms[j] = pick
    s.mission_pool = mpool[: len(s.mission_pool)]
    s.rng = random.Random(seed)
    return s

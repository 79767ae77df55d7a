"""Scenario builders for tests and benches: put a card where a test needs it, keeping every card in
exactly one place (so the invariants of a whole game still hold), and play actions by their params."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.core import Action, Event

from .buildings import accumulate
from .game import WaterdeepGame
from .state import ADV, WaterdeepOptions, WaterdeepState

GAME = WaterdeepGame()


def fresh(players: int = 2, seed: int = 1) -> WaterdeepState:
    return GAME.setup(WaterdeepOptions(players=players), seed)


def set_tavern(s: WaterdeepState, seat: int, **res: int) -> None:
    """Set a tavern's contents; adventurers come from / go back to the supply."""
    for k in (*ADV, "gold"):
        v = res.get(k, 0)
        if k in ADV:
            s.supply[k] += s.tavern[seat][k] - v
        s.tavern[seat][k] = v


def _take_quest_card(s: WaterdeepState, q: str) -> None:
    for lst in (s.quest_deck, s.quest_discard, s.revealed, *s.quests, *s.completed):
        if q in lst:
            lst.remove(q)
            return
    if q in s.cliffwatch:
        s.cliffwatch[s.cliffwatch.index(q)] = None
        return
    raise KeyError(q)


def give_quest(s: WaterdeepState, seat: int, q: str) -> None:
    _take_quest_card(s, q)
    s.quests[seat].append(q)


def give_plot(s: WaterdeepState, seat: int, q: str) -> None:
    """As though `seat` had completed the plot quest `q` earlier."""
    _take_quest_card(s, q)
    s.completed[seat].append(q)
    s.plots[seat].append(q)


def offer_quest(s: WaterdeepState, slot: int, q: str) -> None:
    """Put quest `q` face up in Cliffwatch slot `slot` (the old one goes to the discard)."""
    _take_quest_card(s, q)
    old = s.cliffwatch[slot]
    if old is not None:
        s.quest_discard.append(old)
    s.cliffwatch[slot] = q


def give_intrigue(s: WaterdeepState, seat: int, card: str) -> None:
    for lst in (s.intrigue_deck, s.intrigue_discard, *s.hands, *s.mandatory):
        if card in lst:
            lst.remove(card)
            s.hands[seat].append(card)
            return
    raise KeyError(card)


def clear_hand(s: WaterdeepState, seat: int) -> None:
    s.intrigue_discard.extend(s.hands[seat])
    s.hands[seat] = []


def _take_building(s: WaterdeepState, b: str) -> None:
    if b in s.building_stack:
        s.building_stack.remove(b)
    elif b in s.hall:
        slot = s.hall.index(b)
        s.hall[slot] = s.building_stack.pop() if s.building_stack else None
        s.hall_vp[slot] = 0
    else:
        raise KeyError(b)


def build(s: WaterdeepState, b: str, owner: int) -> str:
    """Put building `b` into play under `owner` on the first free lot (its pile put out); returns the lot."""
    _take_building(s, b)
    lot = next(lot for lot, x in s.lots.items() if x is None)
    s.lots[lot] = b
    s.owner[b] = owner
    tile = s.data.buildings[b]
    if tile.accumulate is not None:
        accumulate(s, b, [])
    if b == "the_palace_of_waterdeep" and s.ambassador == "box":
        s.ambassador = "palace"
    return lot


def offer_building(s: WaterdeepState, slot: int, b: str) -> None:
    """Put building `b` face up in Builder's Hall slot `slot` (the old tile goes back under the stack)."""
    _take_building(s, b)
    old = s.hall[slot]
    if old is not None:
        s.building_stack.insert(0, old)
    s.hall[slot] = b
    s.hall_vp[slot] = 0


def find(s: WaterdeepState, kind: str, **params: Any) -> Action:
    for a in GAME.legal_actions(s):
        if a.kind == kind and all(a.get(k) == (tuple(v) if isinstance(v, list) else v) for k, v in params.items()):
            return a
    raise AssertionError(f"no legal {kind} {params}; legal: {[str(a) for a in GAME.legal_actions(s)]}")


def act(s: WaterdeepState, kind: str, **params: Any) -> tuple[WaterdeepState, list[Event]]:
    return GAME.apply(s, find(s, kind, **params))


def resolve(s: WaterdeepState, choose: Any = None, events: list[Event] | None = None) -> WaterdeepState:
    """Answer pending decisions: `choose(actions)` picks (default: the first option)."""
    while s.pending is not None:
        acts = GAME.legal_actions(s)
        a = choose(acts) if choose else acts[0]
        s, ev = GAME.apply(s, a)
        if events is not None:
            events.extend(ev)
    return s


def totals(s: WaterdeepState, seat: int) -> Counter:
    c = Counter({k: v for k, v in s.tavern[seat].items()})
    c["vp"] = s.vp[seat]
    c["intrigue"] = len(s.hands[seat])
    c["quests"] = len(s.quests[seat])
    return c


def random_game(players: int, seed: int, check: Any = None) -> tuple[WaterdeepState, list[Action]]:
    """A whole game of random legal actions; `check(state)` runs after every action."""
    rng = random.Random(seed)
    s = fresh(players, seed)
    played = []
    while not s.over:
        a = rng.choice(GAME.legal_actions(s))
        s, _ev = GAME.apply(s, a)
        played.append(a)
        if check is not None:
            check(s)
    return s, played

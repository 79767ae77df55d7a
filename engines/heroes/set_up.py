"""Setting up a game: the sides of the ambiguous heroes, the start heroes dealt, the shuffled
decks and one secret mission per player — every roll and shuffle told in the set-up events."""
from __future__ import annotations

import random

from engines.core import Dice, Event, RollExplanation, RollPart
from engines.core.i18n import T

from .common import GAME, R_AMBIG, R_SETUP, SIDES, join_comma, side_word
from .options import HeroesOptions
from .state import Board, HeroesState

_default_board: Board | None = None


def default_board() -> Board:
    """The real board and cards (maps/data/heroes.json, engines/heroes/data/heroes.json), built once."""
    global _default_board
    if _default_board is None:
        from maps import load_graph

        from .cards import load_cards
        _default_board = Board(load_graph("heroes"), load_cards())
    return _default_board


def set_up(b: Board, options: HeroesOptions, seed: int) -> HeroesState:
    """A new game on board `b`; the state keeps the set-up story in `setup_events`."""
    rng = random.Random(seed)
    dice = Dice(rng)
    sides = options.seat_sides()
    n = options.players
    events: list[Event] = []
    hero_side: dict[str, str] = {}
    for hid in b.hero_order:
        st = b.hero[hid]
        if st.side != "ambiguous":
            hero_side[hid] = st.side
            continue
        die = dice.d(6, st.name)
        side = "good" if die.value <= 3 else "evil"
        die.note = T("1–3: tick (good)") if side == "good" else T("4–6: X (evil)")
        hero_side[hid] = side
        word = side_word(side)
        roll = RollExplanation(T("Which side does {hero} take in this game?", hero=st.name),
                               [RollPart(st.name, dice=[die])],
                               T("1, 2 or 3: tick, good; 4, 5 or 6: X, evil"), word,
                               T("{hero} belongs to the {side} side and goes into the {side} deck.", hero=st.name,
                                 side=word), R_AMBIG, GAME)
        events.append(Event(T("{hero} is {side} in this game.", hero=st.name, side=word), kind="setup", roll=roll))
    state = HeroesState(
        board=b, options=options, sides=sides, hands=[[] for _ in range(n)], missions=[[] for _ in range(n)],
        owner={node: None for node in b.nodes}, hero_loc={}, hero_owner={}, hero_side=hero_side,
        decks={"good": [], "evil": []}, dead=[], mission_pool=[], out=[False] * n, rng=rng)
    for side in SIDES:
        pool = [h for h in b.hero_order if hero_side[h] == side and b.hero[h].start_hero]
        seats = [i for i in range(n) if sides[i] == side]
        if seats and pool:
            dice.shuffle(pool)
            word = side_word(side)
            events.append(Event(T("The {side} start heroes are shuffled to deal them.", side=word), kind="setup",
                                roll=RollExplanation(T("Shuffle the {count} {side} start heroes", count=len(pool),
                                                       side=word), [], "", T("shuffled"),
                                                     T("Each player of the side is dealt {count} of them from the "
                                                       "top.", count=options.start_heroes),
                                                     R_SETUP, GAME)))
        for seat in seats:
            got: list[str] = []
            for _ in range(options.start_heroes):
                pick = next((h for h in pool if state.owner[b.hero[h].start] in (None, seat)), None)
                if pick is None:
                    break
                pool.remove(pick)
                got.append(pick)
                state.hero_loc[pick] = b.hero[pick].start
                state.hero_owner[pick] = seat
                state.owner[b.hero[pick].start] = seat
            text = join_comma([T("{hero} in {place}", hero=b.hero[h].name, place=b.name[b.hero[h].start])
                               for h in got]) or T("no start hero")
            events.append(Event(T("{seat} begins with {heroes}.", seat=state.seat_name(seat), heroes=text),
                                kind="setup", seat=seat))
        deck = pool + [h for h in b.hero_order if hero_side[h] == side and not b.hero[h].start_hero]
        dice.shuffle(deck)
        state.decks[side] = deck
        word = side_word(side)
        events.append(Event(T("The {side} deck is shuffled ({count} heroes).", side=word, count=len(deck)),
                            kind="setup",
                            roll=RollExplanation(T("Shuffle the {side} deck ({count} heroes)", side=word,
                                                   count=len(deck)), [], "",
                                                 T("shuffled; the order is hidden"),
                                                 T("Players of that side draw from its top."), R_SETUP, GAME)))
    missions = list(b.mission_order)
    dice.shuffle(missions)
    if missions:
        events.append(Event(T("The missions are shuffled."), kind="setup",
                            roll=RollExplanation(T("Shuffle the {count} missions", count=len(missions)), [], "",
                                                 T("shuffled"),
                                                 T("Each player takes one secret mission of their side."),
                                                 R_SETUP, GAME)))
    for seat in range(n):
        m = next((m for m in missions if b.missions[m].side in (sides[seat], "any")), None)
        if m is None:
            continue
        missions.remove(m)
        state.missions[seat].append(m)
        mis = b.missions[m]
        events.append(Event(T("{seat} takes a secret mission.", seat=state.seat_name(seat)), kind="setup",
                            seat=seat, reveals=True))
        places = [b.name.get(p, p) for p in mis.places]
        events.append(Event(T("Your secret mission: {name} — hold {places} at the end for {bonus} points.",
                              name=mis.name, places=places, bonus=mis.bonus), kind="private",
                            seat=seat, visible_to=(seat,), reveals=True))
    state.mission_pool = missions
    state.setup_events = tuple(events)
    return state

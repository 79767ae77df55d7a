"""A small synthetic board and card list for tests and for development without the real data.

The places and heroes echo the seed's worked examples (West Guldur, the Anduin Fords, Haldir,
Galadriel, Khamûl, Nazgûl 5, the Necromancer); the numbers of the other heroes are made up and say
nothing about the real cards.
"""
from __future__ import annotations

from typing import Any

import networkx as nx

from .cards import HeroCard, HeroesData, Mission
from .state import HeroesState

PLACES = {
    # id: (name, kind, side, strength)
    "lothlorien": ("Lothlórien", "land", "good", 3),
    "anduin_fords": ("Anduin Fords", "land", "good", 4),
    "east_fangorn": ("East Fangorn", "land", "good", 2),
    "west_guldur": ("West Guldur", "land", "evil", 3),
    "dol_guldur": ("Dol Guldur", "fortress", "evil", 8),
    "brown_lands": ("Brown Lands", "land", "evil", 2),
    "emyn_muil": ("Emyn Muil", "land", "evil", 3),
    "dagorlad": ("Dagorlad", "land", "evil", 4),
    "osgiliath": ("Osgiliath", "fortress", "good", 7),
    "minas_tirith": ("Minas Tirith", "fortress", "good", 10),
}

EDGES = [
    # a, b, river, crossing, impassable
    ("lothlorien", "anduin_fords", False, False, False),
    ("lothlorien", "east_fangorn", False, False, False),
    ("anduin_fords", "east_fangorn", False, False, False),
    ("anduin_fords", "west_guldur", False, False, False),
    ("west_guldur", "dol_guldur", False, False, False),
    ("west_guldur", "brown_lands", False, False, False),
    ("east_fangorn", "emyn_muil", True, True, False),
    ("anduin_fords", "brown_lands", True, False, False),
    ("brown_lands", "dagorlad", False, False, False),
    ("brown_lands", "emyn_muil", False, False, False),
    ("emyn_muil", "osgiliath", False, False, False),
    ("osgiliath", "minas_tirith", False, False, False),
    ("dagorlad", "osgiliath", False, False, True),
    ("lothlorien", "dol_guldur", False, False, True),
]

HEROES: list[dict[str, Any]] = [
    {"id": "haldir", "name": "Haldir", "side": "good", "points": 2, "start": "lothlorien", "start_hero": True},
    {"id": "galadriel", "name": "Galadriel", "side": "good", "points": 3, "abilities": ["secret_powers"],
         "start": "lothlorien", "start_hero": True},
    {"id": "khamul", "name": "Khamûl", "side": "evil", "points": 4, "abilities": ["siege_hammer"],
         "start": "dol_guldur", "start_hero": True},
    {"id": "nazgul5", "name": "Nazgûl 5", "side": "evil", "points": 4, "start": "dol_guldur"},
    {"id": "necromancer", "name": "The Necromancer", "side": "evil", "points": 2, "abilities": ["secret_powers"],
         "start": "dol_guldur", "start_hero": True},
    {"id": "elrond", "name": "Elrond", "side": "good", "points": 4, "abilities": ["palantir", "healing"],
         "start": "east_fangorn", "start_hero": True},
    {"id": "cirdan", "name": "Círdan", "side": "good", "points": 3, "abilities": ["lord_of_water"],
         "start": "anduin_fords"},
    {"id": "aragorn", "name": "Aragorn", "side": "good", "points": 5, "abilities": ["sword", "power_breaker", "arrow"],
         "start": "east_fangorn"},
    {"id": "theoden", "name": "Théoden", "side": "good", "points": 3, "abilities": ["banner"], "start": "osgiliath",
         "start_hero": True},
    {"id": "imrahil", "name": "Imrahil", "side": "good", "points": 3, "abilities": ["plus_one", "shield"],
         "start": "minas_tirith", "start_hero": True},
    {"id": "denethor", "name": "Denethor", "side": "good", "points": 1, "abilities": ["palantir"],
         "start": "minas_tirith", "start_hero": True},
    {"id": "gothmog", "name": "Gothmog", "side": "evil", "points": 4, "abilities": ["siege_hammer", "banner"],
         "start": "dagorlad", "start_hero": True},
    {"id": "lurtz", "name": "Lurtz", "side": "evil", "points": 3, "abilities": ["sword"],
         "start": "brown_lands", "start_hero": True},
    {"id": "sauron", "name": "Sauron", "side": "evil", "points": 6, "abilities": ["higher_powers", "siege_hammer"],
         "start": "dagorlad"},
    {"id": "witch_king", "name": "Witch-king", "side": "evil", "points": 5, "abilities": ["secret_powers", "plus_one"],
         "start": "emyn_muil"},
    {"id": "gollum", "name": "Gollum", "side": "ambiguous", "points": 1, "abilities": ["arrow"], "start": "emyn_muil"},
    {"id": "alatar", "name": "Alatar", "side": "ambiguous", "points": 3, "abilities": ["secret_powers"],
         "start": "west_guldur"},
    {"id": "grishnakh", "name": "Grishnákh", "side": "evil", "points": 2, "abilities": ["arrow"],
         "start": "brown_lands", "start_hero": True},
]

MISSIONS: list[dict[str, Any]] = [
    {"id": "hold_osgiliath", "name": "Hold Osgiliath", "side": "good", "places": ["osgiliath"], "bonus": 3},
    {"id": "guard_lorien", "name": "Guard the Golden Wood", "side": "good", "places": ["lothlorien", "east_fangorn"],
         "bonus": 2},
    {"id": "take_minas_tirith", "name": "Take Minas Tirith", "side": "evil", "places": ["minas_tirith"], "bonus": 5},
    {"id": "shadow_in_the_wood", "name": "Shadow in the Wood", "side": "evil", "places": ["dol_guldur", "west_guldur"],
         "bonus": 2},
    {"id": "the_fords", "name": "Hold the Fords", "side": "any", "places": ["anduin_fords"], "bonus": 2},
]


def sample_graph() -> nx.Graph[str]:
    g: nx.Graph[str] = nx.Graph(id="heroes_sample")
    for i, (nid, (name, kind, side, strength)) in enumerate(PLACES.items()):
        g.add_node(nid, name=name, kind=kind, pos=(float(i), 0.0), side=side, strength=strength)
    for a, b, river, crossing, impassable in EDGES:
        g.add_edge(a, b, river=river, crossing=crossing, impassable=impassable)
    return g


def sample_cards() -> HeroesData:
    return HeroesData(heroes=[HeroCard(**h) for h in HEROES], missions=[Mission(**m) for m in MISSIONS])


def sample_game():
    from .game import HeroesGame
    return HeroesGame(graph=sample_graph(), cards=sample_cards())


def arrange(state: HeroesState, *, heroes: dict[str, tuple[str, int]] | None = None,
            owner: dict[str, int | None] | None = None, hands: dict[int, list[str]] | None = None,
            clear: bool = True) -> HeroesState:
    """Put a state into a position for a test, keeping every hero in exactly one place.

    clear=True first sends every hero on the board or in a hand back to its side's deck and
    removes every token. Then `heroes` puts heroes on the board (place, seat), `hands` gives hand
    cards, `owner` sets tokens; a hero's place is also set to its seat unless `owner` says otherwise.
    """
    s = state.clone()
    H = s.board.hero

    def lift(h: str) -> None:
        s.hero_loc.pop(h, None)
        s.hero_owner.pop(h, None)
        for hand in s.hands:
            if h in hand:
                hand.remove(h)
        for deck in s.decks.values():
            if h in deck:
                deck.remove(h)
        if h in s.dead:
            s.dead.remove(h)

    if clear:
        for h in list(s.hero_loc) + [h for hand in s.hands for h in hand]:
            lift(h)
            s.decks[s.hero_side[h]].append(h)
        for n in s.owner:
            s.owner[n] = None
    for h, (node, seat) in (heroes or {}).items():
        assert h in H, h
        lift(h)
        s.hero_loc[h] = node
        s.hero_owner[h] = seat
        s.owner[node] = seat
    for seat, cards in (hands or {}).items():
        for h in cards:
            lift(h)
            s.hands[seat].append(h)
            s.hero_owner[h] = seat
    for n, holder in (owner or {}).items():
        s.owner[n] = holder
    return s


def position(game, *, players: int = 2, sides: list[str] | None = None, heroes=None, owner=None, hands=None,
             current: int = 0, phase: str = "campaign", seed: int = 0, **options: Any) -> HeroesState:
    """A set-up game rearranged into a test position, with `current` to move in `phase`."""
    from .options import HeroesOptions
    s = game.setup(HeroesOptions.model_validate({"players": players, "sides": sides, **options}), seed)
    s = arrange(s, heroes=heroes, owner=owner, hands=hands)
    s.current = current
    s.phase = phase
    return s

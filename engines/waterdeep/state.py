"""The state of a game of Lords of Waterdeep, its options, and the read-only data every state shares.

The AI copies states thousands of times, so a state holds small dicts and lists copied shallowly,
while the card models (frozen pydantic objects) and the board's action spaces live in one shared
`Data` object. Effects in progress are a stack of frames (`Frame`) and at most one decision
(`Decision`) waiting for a seat: that is how a choice after a placement ("which quest?") becomes an
action of its own, offered in the actions panel and searched by the AI.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import Field, model_validator

from engines.core import Event, GameOptions
from engines.core.i18n import T

from . import cards as wd

SEAT_NAMES = (T("Red"), T("Blue"), T("Yellow"), T("Green"), T("Purple"), T("Grey"))   # seat colours, translatable
#: the expansion's modules as the New Game dialog offers them, and the modules each choice plays with
MODULE_CHOICES: dict[str, tuple[str, ...]] = {"none": (), "undermountain": ("undermountain",),
                                              "skullport": ("skullport",), "both": ("undermountain", "skullport")}
HIDDEN = "?"
ADV = wd.ADVENTURERS
TAVERN = (*ADV, "gold")


class WaterdeepOptions(GameOptions):
    """Table options: the players (a sixth, the Grey seat, needs a module), the modules of Scoundrels of
    Skullport (Undermountain, Skullport, both), and the long game (needs a module; always so with six players
    or both modules, as the seed says — the option is then set by the rule itself)."""

    players: int = Field(2, ge=2, le=6, description=T("2 to 6 players (a sixth needs a module)"))
    modules: Literal["none", "undermountain", "skullport", "both"] = Field(
        default="none", title=T("Expansion modules"),
        description=T("Scoundrels of Skullport: Undermountain, Skullport, or both"))
    long_game: bool = Field(default=False, title=T("The long game"),
                            description=T("one more agent each; needs a module, always so with six players or "
                                          "both modules"))

    @model_validator(mode="after")
    def _expansion(self) -> WaterdeepOptions:
        if self.modules == "none":
            if self.players == 6:
                raise ValueError(T("A sixth player needs at least one module (Undermountain or Skullport): the "
                                   "sixth seat comes with the expansion."))
            if self.long_game:
                raise ValueError(T("The long game needs at least one module (Undermountain or Skullport)."))
        elif self.players == 6 or self.modules == "both":
            self.long_game = True       # the seed: six players, or both modules, always play the long game
        return self

    @property
    def module_tuple(self) -> tuple[str, ...]:
        return MODULE_CHOICES[self.modules]


@dataclass(frozen=True, slots=True)
class SpaceInfo:
    """One basic action space as the engine reads it: the map node id, its building and effect."""

    id: str
    building: str
    name: str
    number: int
    multi: bool
    effect: wd.Effect
    harbor: bool


class Data:
    """Cards, buildings, Lords and set-up of the base game and the chosen modules ("undermountain",
    "skullport"), loaded once for each choice and shared by every state (read-only)."""

    def __init__(self, modules: tuple[str, ...] = ()) -> None:
        self.modules = modules
        mods = ("base", *modules)
        self.setup = wd.load_setup()
        self.quests = wd.quest_index(mods)
        self.quest_order = tuple(q.id for q in wd.load_quests(mods))
        #: each quest's plain reward (Quest.reward_bundle), worked out once: the computer reads it constantly
        self.bundles = {q: quest.reward_bundle() for q, quest in self.quests.items()}
        self.intrigue = wd.intrigue_index(mods)
        self.intrigue_cards = tuple(wd.intrigue_deck(mods))
        #: (Skullport) the corruption track, None without the module
        self.track = (self.setup.expansion.corruption_track
                      if "skullport" in modules and self.setup.expansion is not None else None)
        basic, tiles = wd.load_buildings(mods)
        self.buildings = {b.id: b for b in tiles}
        self.building_order = tuple(b.id for b in tiles)
        self.lords = wd.lord_index(mods)
        self.lord_order = tuple(lo.id for lo in wd.load_lords(mods))
        self.spaces: dict[str, SpaceInfo] = {}
        for b in basic:
            multi = len(b.spaces) > 1
            for sp in b.spaces:
                sid = f"{b.id}_{sp.number}" if multi else b.id
                self.spaces[sid] = SpaceInfo(sid, b.id, b.name, sp.number, multi, sp.effect, sp.reassign)
        self.space_order = tuple(self.spaces)
        self.harbor = tuple(sid for sid, sp in self.spaces.items() if sp.harbor)
        self.lots = tuple(f"lot_{i}" for i in range(1, self.setup.lots + 1))

    def mandatory_quest(self, card: str) -> wd.MandatoryQuest:
        """The quest the mandatory-quest intrigue card `card` carries."""
        quest = self.intrigue[card].quest
        if quest is None:
            raise KeyError(f"{card} is not a mandatory-quest card")
        return quest


_DATA: dict[tuple[str, ...], Data] = {}


def data(modules: tuple[str, ...] = ()) -> Data:
    """The shared data of the base game with `modules` (in the order the expansion lists them)."""
    key = tuple(m for m in ("undermountain", "skullport") if m in modules)
    if len(key) != len(set(modules)):
        raise ValueError(f"unknown modules: {sorted(set(modules) - set(key))}")
    found = _DATA.get(key)
    if found is None:
        found = _DATA[key] = Data(key)
    return found


@dataclass(slots=True)
class Frame:
    """Steps of one effect being carried out for `seat`; `i` is the next step, `ctx` what it remembers
    (its source, the chosen opponent, whether it is part of an action, the quest just taken...)."""

    seat: int
    steps: tuple
    i: int
    ctx: dict[str, Any]

    def copy(self) -> Frame:
        return Frame(self.seat, self.steps, self.i, dict(self.ctx))


@dataclass(slots=True)
class Decision:
    """A choice a seat must make now: each option is (params, label); `data` is what the engine
    needs to carry the choice out."""

    kind: str
    seat: int
    prompt: str
    options: list[tuple[dict[str, Any], str]]
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class WaterdeepState:
    data: Data
    options: WaterdeepOptions
    lords: list[str]
    tavern: list[dict[str, int]]          # per seat: cleric, fighter, rogue, wizard, gold
    vp: list[int]
    hands: list[list[str]]                # intrigue cards ("?" in a view)
    quests: list[list[str]]               # active quests (public)
    mandatory: list[list[str]]            # mandatory-quest intrigue cards in front of the player
    completed: list[list[str]]            # completed quests (plot quests too)
    plots: list[list[str]]                # completed plot quests, face up
    done_mandatory: list[list[str]]       # mandatory quests completed (the cards are back in the discard)
    supply: dict[str, int]
    quest_deck: list[str]                 # top = last
    quest_discard: list[str]
    cliffwatch: list[str | None]
    intrigue_deck: list[str]
    intrigue_discard: list[str]
    building_stack: list[str]
    hall: list[str | None]
    hall_vp: list[int]
    lots: dict[str, str | None]           # lot -> building id
    owner: dict[str, int]                 # building id -> seat
    stock: dict[str, dict[str, int]]      # accumulating building -> pile
    removed: list[str]                    # buildings out of the game (Real Estate Deal)
    occ: dict[str, tuple[tuple[int, bool], ...]]   # place -> ((seat, is_ambassador), ...)
    agents: list[int]                     # agents each seat owns this round (incl. Lieutenant)
    pool: list[int]                       # unplaced agents
    idle: list[int]                       # agents that could find no space this round
    round: int = 1
    first: int = 0
    current: int = 0
    # round_start / ambassador / place / effects / complete / reward / reassign / over
    phase: str = "place"
    turn_kind: str = "place"              # place / ambassador / reassign (what the current turn is)
    actor: int = 0
    action_gained: set[str] = field(default_factory=set)
    action_fired: bool = True
    stack: list[Frame] = field(default_factory=list)
    pending: Decision | None = None
    reassign_queue: list[tuple[str, int, bool]] = field(default_factory=list)
    reassigning: tuple[str, int, bool] | None = None
    ambassador: str = "box"               # box (palace not built) / palace / held / placed
    ambassador_holder: int | None = None
    lieutenant: int | None = None
    used: set[str] = field(default_factory=set)      # once-per-round effects used: "seat:key"
    revealed: list[str] = field(default_factory=list)  # quests revealed for a Bidding War / Special Assignment
    limbo: list[str] = field(default_factory=list)     # a mandatory-quest card on its way to an opponent
    #: (Skullport) corruption tokens off the track (in taverns, on action spaces, out of the game): the
    #: track's empty spaces, counted from -1
    corruption_off: int = 0
    #: (modules) resources left on action spaces for the next agent assigned there: place -> pile
    piles: dict[str, dict[str, int]] = field(default_factory=dict)
    #: (Undermountain) seats whose Lord is shown to all (out of reach of opponents' attack and
    #: mandatory-quest cards)
    shown_lords: list[int] = field(default_factory=list)
    #: (modules) the space the action in progress was taken at, and whether an intrigue card was played in it
    action_place: str | None = None
    action_intrigue: bool = False
    #: (modules) the adventurers paid for the quest completed last (its reward and triggers may read them)
    spent: dict[str, int] = field(default_factory=dict)
    over: bool = False
    winners: tuple[int, ...] = ()
    end_reason: str = ""
    table: tuple[tuple[Any, ...], ...] = ()
    setup_events: tuple[Event, ...] = ()
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    def clone(self) -> WaterdeepState:
        """A copy to change. The RNG is shared copy-on-write (`own_rng` before drawing from it)."""
        return WaterdeepState(
            data=self.data, options=self.options, lords=list(self.lords),
            tavern=[dict(t) for t in self.tavern], vp=list(self.vp), hands=[list(h) for h in self.hands],
            quests=[list(q) for q in self.quests], mandatory=[list(m) for m in self.mandatory],
            completed=[list(c) for c in self.completed], plots=[list(p) for p in self.plots],
            done_mandatory=[list(m) for m in self.done_mandatory], supply=dict(self.supply),
            quest_deck=list(self.quest_deck), quest_discard=list(self.quest_discard),
            cliffwatch=list(self.cliffwatch), intrigue_deck=list(self.intrigue_deck),
            intrigue_discard=list(self.intrigue_discard), building_stack=list(self.building_stack),
            hall=list(self.hall), hall_vp=list(self.hall_vp), lots=dict(self.lots), owner=dict(self.owner),
            stock={k: dict(v) for k, v in self.stock.items()}, removed=list(self.removed), occ=dict(self.occ),
            agents=list(self.agents), pool=list(self.pool), idle=list(self.idle), round=self.round,
            first=self.first, current=self.current, phase=self.phase, turn_kind=self.turn_kind, actor=self.actor,
            action_gained=set(self.action_gained), action_fired=self.action_fired,
            stack=[f.copy() for f in self.stack], pending=self.pending,
            reassign_queue=list(self.reassign_queue), reassigning=self.reassigning, ambassador=self.ambassador,
            ambassador_holder=self.ambassador_holder, lieutenant=self.lieutenant, used=set(self.used),
            revealed=list(self.revealed), limbo=list(self.limbo), corruption_off=self.corruption_off,
            piles={k: dict(v) for k, v in self.piles.items()}, shown_lords=list(self.shown_lords),
            action_place=self.action_place, action_intrigue=self.action_intrigue, spent=dict(self.spent),
            over=self.over,
            winners=self.winners,
            end_reason=self.end_reason,
            table=self.table, setup_events=self.setup_events, rng=self.rng)

    def own_rng(self) -> random.Random:
        twin = random.Random()
        twin.setstate(self.rng.getstate())
        self.rng = twin
        return twin

    @property
    def players(self) -> int:
        return len(self.vp)

    def name(self, seat: int | None) -> str:
        return SEAT_NAMES[seat] if seat is not None and 0 <= seat < len(SEAT_NAMES) else "nobody"

    def opponents(self, seat: int) -> list[int]:
        """Every other seat, in turn order starting on the seat's left."""
        n = self.players
        return [(seat + k) % n for k in range(1, n)]

    def placed(self, seat: int) -> int:
        return sum(1 for occ in self.occ.values() for (o, amb) in occ if o == seat and not amb)

    def building_at(self, place: str) -> str | None:
        return self.lots.get(place)

    def buildings_of(self, seat: int) -> list[str]:
        return [b for b in self.lots.values() if b is not None and self.owner.get(b) == seat]

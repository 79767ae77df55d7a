"""Lords of Waterdeep components as data: quests, intrigue cards, buildings, Lords and setup.

Why a step language: an engine that special-cases 130 cards is an engine nobody can check. Every
effect here is a short list of primitive *steps* (gain, pay, take a quest, play an intrigue card, ...)
that the engine executes one after another; the few cards no primitive can express name a small
engine function through a ``special`` step (listed in ``SPECIALS`` and in data/README.md). Plot
quests carry lasting effects as *triggers* ("whenever you complete a Warfare quest: score 2") or
*modifiers* (a rule the engine relaxes for the owner).

Everything on disk is validated here; the engine keeps its own plain, cheaply cloned state and only
reads these frozen models. Each item carries a ``module`` tag so the Scoundrels of Skullport modules
can be mixed in later without touching the base data.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator

DATA_DIR = Path(__file__).resolve().parent / "data"

Module = Literal["base", "undermountain", "skullport"]
QuestType = Literal["arcana", "piety", "skullduggery", "warfare", "commerce"]
QUEST_TYPES: tuple[str, ...] = ("arcana", "piety", "skullduggery", "warfare", "commerce")
Adventurer = Literal["cleric", "fighter", "rogue", "wizard"]
ADVENTURERS: tuple[Adventurer, ...] = ("cleric", "fighter", "rogue", "wizard")
RESOURCES: tuple[str, ...] = (*ADVENTURERS, "gold", "vp")

#: who a step acts on. "self" is the player whose effect it is; "chosen_opponent" is one opponent
#: that player picks (the same one for every step of one effect that names it); "each_opponent"
#: applies to every opponent in turn order starting left of the player.
Who = Literal["self", "each_opponent", "chosen_opponent"]

#: multipliers for a gain: the amount is multiplied by the count, taken when the step runs.
Scale = Literal[
    "building_controlled",   # buildings the player owns (purchased tiles under their control marker)
    "building_in_play",      # all purchased buildings on the board, whoever owns them (not the 9 basic)
]

#: the engine functions for effects no primitive expresses. Keep this list short.
SPECIALS: dict[str, str] = {
    "bidding_war": "Reveal one quest per player from the deck; starting with the player, each "
                   "player keeps one and passes the rest to the left until all are taken.",
    "special_assignment": "The player names a quest type, then reveals quests from the deck until one "
                          "of that type appears; keeps it, discards the others revealed.",
    "change_of_plans": "The player discards one of their uncompleted quests (a mandatory one is "
                       "allowed) and scores 6; then each opponent may discard one of theirs to score 3.",
    "real_estate_deal": "The player gives up one of their own buildings that has no agent on it "
                        "(it leaves the game, its lot becomes free), then takes a building from "
                        "Builder's Hall for free (with its VP tokens) and refills the hall.",
}


# ------------------------------------------------------------------------------------- resources
class Res(BaseModel):
    """A bundle of adventurers, gold and victory points (all non-negative)."""

    model_config = {"extra": "forbid", "frozen": True}

    cleric: int = Field(default=0, ge=0)
    fighter: int = Field(default=0, ge=0)
    rogue: int = Field(default=0, ge=0)
    wizard: int = Field(default=0, ge=0)
    gold: int = Field(default=0, ge=0)
    vp: int = Field(default=0, ge=0)

    def items(self) -> Iterator[tuple[str, int]]:
        for k in RESOURCES:
            v = getattr(self, k)
            if v:
                yield k, v

    def as_dict(self) -> dict[str, int]:
        return dict(self.items())

    def adventurers(self) -> int:
        return self.cleric + self.fighter + self.rogue + self.wizard

    def is_empty(self) -> bool:
        return not any(True for _ in self.items())


# ------------------------------------------------------------------------------------- the steps
class _Step(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    #: the player may skip this step ("you may ..."); a step without it must be done if possible.
    optional: bool = False


class Gain(_Step):
    """Take resources from the supply (vp: score them). ``per`` multiplies the amount."""

    op: Literal["gain"] = "gain"
    res: Res
    who: Who = "self"
    per: Scale | None = None

    @model_validator(mode="after")
    def _something(self) -> Gain:
        if self.res.is_empty():
            raise ValueError("a gain of nothing")
        return self


class Pay(_Step):
    """Return resources to the supply. A cost: the effect cannot be used unless all can be paid."""

    op: Literal["pay"] = "pay"
    res: Res


class GainAny(_Step):
    """Take ``count`` adventurers, any mix of the listed kinds, chosen by the receiver."""

    op: Literal["gain_any"] = "gain_any"
    count: int = Field(ge=1)
    of: list[Adventurer] = Field(default_factory=lambda: list(ADVENTURERS))
    who: Who = "self"


class ReturnAny(_Step):
    """Return ``count`` adventurers of the player's choice (of the listed kinds). A cost."""

    op: Literal["return_any"] = "return_any"
    count: int = Field(ge=1)
    of: list[Adventurer] = Field(default_factory=lambda: list(ADVENTURERS))


class DrawIntrigue(_Step):
    op: Literal["draw_intrigue"] = "draw_intrigue"
    count: int = Field(default=1, ge=1)
    who: Who = "self"


class TakeQuest(_Step):
    """Take one face-up quest from Cliffwatch Inn; its slot is refilled from the deck at once."""

    op: Literal["take_quest"] = "take_quest"


class DrawQuest(_Step):
    """Take the top quest of the deck (unseen by others) into the player's hand of active quests."""

    op: Literal["draw_quest"] = "draw_quest"
    count: int = Field(default=1, ge=1)


class ResetQuests(_Step):
    """Discard all face-up quests at Cliffwatch Inn and deal four new ones."""

    op: Literal["reset_quests"] = "reset_quests"


class BuyBuilding(_Step):
    """Put a building into play under the player's control on a free lot.

    ``source`` "builders_hall": one of the face-up tiles (with the VP tokens on it, hall refilled);
    "stack": the top tile of the building stack. ``free``: no gold is paid; otherwise its cost minus
    ``discount`` (never below 0)."""

    op: Literal["buy_building"] = "buy_building"
    source: Literal["builders_hall", "stack"] = "builders_hall"
    free: bool = False
    discount: int = Field(default=0, ge=0)


class PlayIntrigue(_Step):
    """Play intrigue card(s) from hand now. At Waterdeep Harbor it is the condition of entry."""

    op: Literal["play_intrigue"] = "play_intrigue"
    count: int = Field(default=1, ge=1)


class TakeFirstPlayer(_Step):
    op: Literal["take_first_player"] = "take_first_player"


class TakeNeutralAgent(_Step):
    """Take the Ambassador (until it has been used next round) or the Lieutenant (for good)."""

    op: Literal["take_neutral_agent"] = "take_neutral_agent"
    agent: Literal["ambassador", "lieutenant"]


class ReturnAgent(_Step):
    """Take one of the player's assigned agents back into their pool (``from_space``: only from a
    space of that basic building, e.g. "waterdeep_harbor")."""

    op: Literal["return_agent"] = "return_agent"
    count: int = Field(default=1, ge=1)
    from_space: str | None = None


class AssignAgent(_Step):
    """Assign agents from the pool now, as extra placements (their space's action happens at once).

    ``target`` "free_space": any free action space; "builders_hall_tile": one of the face-up,
    unbought buildings in Builder's Hall, used as though the player owned it (no owner benefit,
    the agent stays on the tile until the round ends)."""

    op: Literal["assign_agent"] = "assign_agent"
    count: int = Field(default=1, ge=1)
    target: Literal["free_space", "builders_hall_tile"] = "free_space"


class UseOccupiedSpace(_Step):
    """Use the action of a space that holds an opponent's agent, as though the player were there.
    No agent moves; the owner of that space's building gets its benefit as usual."""

    op: Literal["use_occupied_space"] = "use_occupied_space"


class Choose(_Step):
    """Do exactly one of the options (each a list of steps), chosen by the player."""

    op: Literal["choose"] = "choose"
    options: list[list[Step]] = Field(min_length=2)


class EachOpponentLoses(_Step):
    """Every opponent returns ``res`` to the supply; for each who cannot, the player does ``else_``
    once. (Lack of Faith and friends: one cleric per opponent, never more.)"""

    op: Literal["each_opponent_loses"] = "each_opponent_loses"
    res: Res
    else_: list[Step] = Field(default_factory=list, alias="else")

    model_config = {"extra": "forbid", "frozen": True, "populate_by_name": True}


class OpponentsMayGive(_Step):
    """Each opponent, once, may give the player ``give`` (into the player's tavern); an opponent
    who does scores ``reward`` (vp and/or resources for that opponent)."""

    op: Literal["opponents_may_give"] = "opponents_may_give"
    give: Res
    reward: Res


class Steal(_Step):
    """Move ``count`` adventurers (of the listed kinds, the player's pick) from a chosen opponent's
    tavern into the player's."""

    op: Literal["steal"] = "steal"
    count: int = Field(default=1, ge=1)
    of: list[Adventurer] = Field(default_factory=lambda: list(ADVENTURERS))


class TakeStock(_Step):
    """Take everything piled on this building (accumulating buildings)."""

    op: Literal["take_stock"] = "take_stock"


class CompleteTakenQuest(_Step):
    """The player may at once complete the quest just taken (paying its cost, receiving its reward,
    not counting as the turn's completion); if they do, they also get ``bonus``. Not allowed while
    the player holds an uncompleted mandatory quest."""

    op: Literal["complete_taken_quest"] = "complete_taken_quest"
    bonus: Res = Field(default_factory=lambda: Res())


class GiveMandatoryQuest(_Step):
    """Put this card's mandatory quest face up in front of a chosen opponent."""

    op: Literal["give_mandatory_quest"] = "give_mandatory_quest"


class Special(_Step):
    """A named engine function for a card no primitive expresses (see ``SPECIALS``)."""

    op: Literal["special"] = "special"
    name: str

    @model_validator(mode="after")
    def _known(self) -> Special:
        if self.name not in SPECIALS:
            raise ValueError(f"unknown special '{self.name}' (known: {sorted(SPECIALS)})")
        return self


Step = Annotated[
    (Gain | Pay | GainAny | ReturnAny | DrawIntrigue | TakeQuest | DrawQuest | ResetQuests | BuyBuilding | PlayIntrigue
     | TakeFirstPlayer | TakeNeutralAgent | ReturnAgent | AssignAgent | UseOccupiedSpace | Choose | EachOpponentLoses
     | OpponentsMayGive | Steal | TakeStock | CompleteTakenQuest | GiveMandatoryQuest | Special),
    Field(discriminator="op"),
]
Choose.model_rebuild()
EachOpponentLoses.model_rebuild()

#: every primitive op (the tests check that the data uses nothing else)
PRIMITIVES: frozenset[str] = frozenset(
    t.model_fields["op"].default for t in Step.__origin__.__args__  # type: ignore[attr-defined]  # Step is an Annotated union; its members sit there
)


class Effect(BaseModel):
    """What happens, as steps in order, with a sentence in our own words for the player."""

    model_config = {"extra": "forbid", "frozen": True}

    text: str = Field(min_length=3)
    steps: list[Step] = Field(default_factory=list)


def walk_steps(steps: list) -> Iterator[_Step]:
    """Every step, depth first, including those nested in choices and attack fall-backs."""
    for s in steps:
        yield s
        if isinstance(s, Choose):
            for opt in s.options:
                yield from walk_steps(opt)
        elif isinstance(s, EachOpponentLoses):
            yield from walk_steps(s.else_)


# ------------------------------------------------------------------------------ lasting effects
TriggerEvent = Literal[
    "complete_quest",   # after the player completes a quest (filter: quest_type)
    "buy_building",     # after a building is put into play under the player's control
    "play_intrigue",    # after the player plays an intrigue card
    "round_start",      # at the start of each round, after VP tokens and accumulation
    "action_gains",     # after an action of the player provides any of ``resource`` (see README)
]


class Trigger(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    on: TriggerEvent
    quest_type: QuestType | None = None          # complete_quest: only quests of this type
    resource: Literal["cleric", "fighter", "rogue", "wizard", "gold"] | None = None   # action_gains
    once_per_round: bool = False
    #: the owner may decline the whole trigger (declining does not use up a once-per-round trigger)
    optional: bool = False
    steps: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _filters(self) -> Trigger:
        if (self.on == "action_gains") != (self.resource is not None):
            raise ValueError("an action_gains trigger needs a resource, and only it")
        if self.quest_type is not None and self.on != "complete_quest":
            raise ValueError("quest_type filters only complete_quest triggers")
        return self


#: rules the engine relaxes for a plot quest's owner
Modifier = Literal[
    "assign_to_occupied_once_per_round",   # once a round, an agent may go to a space an opponent holds
]


class PlotEffect(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    text: str = Field(min_length=3)
    triggers: list[Trigger] = Field(default_factory=list)
    modifiers: list[Modifier] = Field(default_factory=list)


# ------------------------------------------------------------------------------------ the items
def _ident() -> Any:
    return Field(pattern=r"^[a-z0-9_]+$")


class Quest(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    type: QuestType
    module: Module = "base"
    cost: Res
    reward: Effect
    plot: bool = False
    plot_effect: PlotEffect | None = None
    note: str = ""

    @model_validator(mode="after")
    def _plot(self) -> Quest:
        if self.cost.vp:
            raise ValueError(f"quest {self.id}: a cost in VP makes no sense")
        if self.plot != (self.plot_effect is not None):
            raise ValueError(f"quest {self.id}: plot quests, and only they, have a plot_effect")
        return self

    def reward_bundle(self) -> Res:
        """The plain resources and VP the reward gives the player (not the extras)."""
        total = {k: 0 for k in RESOURCES}
        for s in self.reward.steps:
            if isinstance(s, Gain) and s.who == "self" and s.per is None and not s.optional:
                for k, v in s.res.items():
                    total[k] += v
        return Res(**total)


class MandatoryQuest(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    cost: Res
    reward: Effect


class IntrigueCard(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    kind: Literal["attack", "utility", "mandatory_quest"]
    count: int = Field(ge=1)
    module: Module = "base"
    effect: Effect
    quest: MandatoryQuest | None = None       # the quest a mandatory-quest card carries
    note: str = ""

    @model_validator(mode="after")
    def _mandatory(self) -> IntrigueCard:
        if (self.kind == "mandatory_quest") != (self.quest is not None):
            raise ValueError(f"intrigue {self.id}: mandatory-quest cards, and only they, carry a quest")
        return self


class Space(BaseModel):
    """One action space of a building."""

    model_config = {"extra": "forbid", "frozen": True}

    number: int = Field(default=1, ge=1)
    effect: Effect
    reassign: bool = False     # Waterdeep Harbor: the agent is reassigned after all are placed


class BasicBuilding(BaseModel):
    """One of the nine buildings printed on the board, always open."""

    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    ward: str
    module: Module = "base"
    spaces: list[Space] = Field(min_length=1)
    note: str = ""


class Building(BaseModel):
    """A building tile bought at Builder's Hall."""

    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    cost: int = Field(ge=0)
    module: Module = "base"
    visit: Effect                              # for whoever assigns an agent here
    owner: Effect                              # for the owner when someone else does
    accumulate: Res | None = None              # placed on it when bought and at each round start
    note: str = ""

    @model_validator(mode="after")
    def _stock(self) -> Building:
        takes = any(isinstance(s, TakeStock) for s in walk_steps(self.visit.steps))
        if takes != (self.accumulate is not None):
            raise ValueError(f"building {self.id}: accumulating buildings, and only they, take_stock")
        return self


class LordBonus(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    per: Literal["completed_quest", "building_controlled"]
    quest_types: list[QuestType] = Field(default_factory=list)   # for completed_quest
    vp: int = Field(ge=1)

    @model_validator(mode="after")
    def _types(self) -> LordBonus:
        if (self.per == "completed_quest") != bool(self.quest_types):
            raise ValueError("a completed_quest bonus needs quest types, and only it")
        return self


class Lord(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    module: Module = "base"
    bonus: list[LordBonus] = Field(min_length=1)
    text: str

    def score(self, completed_types: list[str], buildings: int) -> int:
        """The end-of-game bonus: completed quests by type (mandatory ones have no type)."""
        total = 0
        for b in self.bonus:
            if b.per == "completed_quest":
                total += b.vp * sum(1 for t in completed_types if t in b.quest_types)
            else:
                total += b.vp * buildings
        return total


class NeutralAgent(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: Literal["ambassador", "lieutenant"]
    name: str
    text: str


class Setup(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    module: Module = "base"
    players_min: int
    players_max: int
    rounds: int
    agents_by_players: dict[int, int]
    extra_agent_round: int
    starting_gold_by_seat: list[int]          # seat 0 = first player, then clockwise
    quests_dealt: int
    intrigue_dealt: int
    lords_dealt: int
    cliffwatch_slots: int
    builders_hall_slots: int
    lots: int
    vp_tokens_per_round: int                  # on each round-track space, one per face-up building
    adventurer_supply: dict[Adventurer, int]
    adventurer_supply_limited: bool
    gold_supply_limited: bool
    gold_tokens: dict[int, int]               # token value -> how many
    final_scoring: dict[str, int]             # vp per adventurer, gold per vp
    tie_break: Literal["most_gold"]
    factions: list[str]
    neutral_agents: list[NeutralAgent]
    note: str = ""

    def agents(self, players: int, round_no: int) -> int:
        base = self.agents_by_players[players]
        return base + (1 if round_no >= self.extra_agent_round else 0)

    def starting_gold(self, seat: int) -> int:
        return self.starting_gold_by_seat[seat]


# ------------------------------------------------------------------------------------- the files
class _List(BaseModel):
    model_config = {"extra": "forbid"}


class QuestFile(_List):
    quests: list[Quest]


class IntrigueFile(_List):
    intrigue: list[IntrigueCard]


class BuildingFile(_List):
    basic: list[BasicBuilding]
    buildings: list[Building]


class LordFile(_List):
    lords: list[Lord]


def _unique(kind: str, ids: list[str]) -> None:
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ValueError(f"duplicate {kind} ids: {dupes}")


def _read(name: str) -> dict:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@cache
def load_quests(modules: tuple[str, ...] = ("base",)) -> tuple[Quest, ...]:
    qs = [q for q in QuestFile.model_validate(_read("quests.json")).quests if q.module in modules]
    _unique("quest", [q.id for q in qs])
    return tuple(qs)


@cache
def load_intrigue(modules: tuple[str, ...] = ("base",)) -> tuple[IntrigueCard, ...]:
    cs = [c for c in IntrigueFile.model_validate(_read("intrigue.json")).intrigue if c.module in modules]
    _unique("intrigue", [c.id for c in cs])
    return tuple(cs)


@cache
def load_buildings(modules: tuple[str, ...] = ("base",)) -> tuple[tuple[BasicBuilding, ...], tuple[Building, ...]]:
    f = BuildingFile.model_validate(_read("buildings.json"))
    basic = tuple(b for b in f.basic if b.module in modules)
    tiles = tuple(b for b in f.buildings if b.module in modules)
    _unique("building", [b.id for b in basic] + [b.id for b in tiles])
    return basic, tiles


@cache
def load_lords(modules: tuple[str, ...] = ("base",)) -> tuple[Lord, ...]:
    ls = [lo for lo in LordFile.model_validate(_read("lords.json")).lords if lo.module in modules]
    _unique("lord", [lo.id for lo in ls])
    return tuple(ls)


@cache
def load_setup() -> Setup:
    return Setup.model_validate(_read("setup.json"))


def intrigue_deck(modules: tuple[str, ...] = ("base",)) -> list[str]:
    """The intrigue deck as card ids, one entry per physical card, in data order (shuffle it)."""
    return [c.id for c in load_intrigue(modules) for _ in range(c.count)]


def quest_index(modules: tuple[str, ...] = ("base",)) -> dict[str, Quest]:
    return {q.id: q for q in load_quests(modules)}


def intrigue_index(modules: tuple[str, ...] = ("base",)) -> dict[str, IntrigueCard]:
    return {c.id: c for c in load_intrigue(modules)}


def building_index(modules: tuple[str, ...] = ("base",)) -> dict[str, Building]:
    return {b.id: b for b in load_buildings(modules)[1]}


def basic_index(modules: tuple[str, ...] = ("base",)) -> dict[str, BasicBuilding]:
    return {b.id: b for b in load_buildings(modules)[0]}


def lord_index(modules: tuple[str, ...] = ("base",)) -> dict[str, Lord]:
    return {lo.id: lo for lo in load_lords(modules)}

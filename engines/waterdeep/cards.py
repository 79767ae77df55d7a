"""Lords of Waterdeep components as data: quests, intrigue cards, buildings, Lords and setup.

Why a step language: an engine that special-cases 130 cards is an engine nobody can check. Every
effect here is a short list of primitive *steps* (gain, pay, take a quest, play an intrigue card, ...)
that the engine executes one after another; the few cards no primitive can express name a small
engine function through a ``special`` step (listed in ``SPECIALS`` and in data/README.md). Plot
quests carry lasting effects as *triggers* ("whenever you complete a Warfare quest: score 2") or
*modifiers* (a rule the engine relaxes for the owner).

Everything on disk is validated here; the engine keeps its own plain, cheaply cloned state and only
reads these frozen models. Each item carries a ``module`` tag: "base", or one of the two modules of the
Scoundrels of Skullport expansion ("undermountain", "skullport"), which the loaders mix in on request.
The modules need primitives the base game does not (corruption, resources left on action spaces, ...):
they are defined here and in data/README.md; the engine's procedures for them are still to be written
(tests/test_waterdeep_dispatch.py lists them as pending), so the engine loads only the base game.
"""
from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from functools import cache, cached_property
from itertools import pairwise
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
#: the Skullport module's resource: tokens taken from the corruption track into a tavern (see Setup)
CORRUPTION = "corruption"
#: every key of a resource bundle (`Res`), in order: the base game's resources, then corruption
RES_KEYS: tuple[str, ...] = (*RESOURCES, CORRUPTION)

#: who a step acts on. "self" is the player whose effect it is; "chosen_opponent" is one opponent
#: that player picks (the same one for every step of one effect that names it); "each_opponent"
#: applies to every opponent in turn order starting left of the player. "triggering_player" (modules):
#: in a plot quest's trigger, the player whose act fired it (the step is skipped when that is the owner).
Who = Literal["self", "each_opponent", "chosen_opponent", "triggering_player"]

#: (modules) which opponents a step may name: "more_corruption" = holding more corruption in their tavern
#: than the player; "has_corruption" = holding at least one.
OpponentFilter = Literal["more_corruption", "has_corruption"]

#: multipliers for a gain: the amount is multiplied by the count, taken when the step runs.
Scale = Literal[
    "building_controlled",   # buildings the player owns (purchased tiles under their control marker)
    "building_in_play",      # all purchased buildings on the board, whoever owns them (not the 9 basic)
    # (modules)
    "cleric_spent",          # Clerics the player paid for the quest just completed (its reward only)
    "wizard_spent",          # Wizards the player paid for the quest just completed (its reward only)
    "corruption_taken",      # corruption the player took from this building's space on this visit
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
    """A bundle of adventurers, gold, victory points and (Skullport) corruption (all non-negative).

    Corruption's "supply" is the corruption track: a gain takes tokens from it, a pay puts them back."""

    model_config = {"extra": "forbid", "frozen": True}

    cleric: int = Field(default=0, ge=0)
    fighter: int = Field(default=0, ge=0)
    rogue: int = Field(default=0, ge=0)
    wizard: int = Field(default=0, ge=0)
    gold: int = Field(default=0, ge=0)
    vp: int = Field(default=0, ge=0)
    corruption: int = Field(default=0, ge=0)

    def items(self) -> Iterator[tuple[str, int]]:
        return iter(self.plain_items)

    @cached_property
    def plain_items(self) -> tuple[tuple[str, int], ...]:
        """The kinds present and their counts, in the order of RES_KEYS (worked out once: the values never change)."""
        return tuple((k, v) for k in RES_KEYS if (v := getattr(self, k)))

    def as_dict(self) -> dict[str, int]:
        return dict(self.plain_items)

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
    """Take resources from the supply (vp: score them). ``per`` multiplies the amount. Corruption comes
    from the corruption track. ``only`` (modules): with ``who`` an opponent form, just those opponents."""

    op: Literal["gain"] = "gain"
    res: Res
    who: Who = "self"
    per: Scale | None = None
    only: OpponentFilter | None = None

    @model_validator(mode="after")
    def _something(self) -> Gain:
        if self.res.is_empty():
            raise ValueError("a gain of nothing")
        if self.only is not None and self.who not in ("each_opponent", "chosen_opponent"):
            raise ValueError("'only' filters opponents: who must be each_opponent or chosen_opponent")
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
    per: Scale | None = None        # (modules) the count is multiplied by this


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
    per: Scale | None = None        # (modules) the count is multiplied by this


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
    No agent moves; the owner of that space's building gets its benefit as usual. ``only`` (modules):
    the agent must belong to such an opponent."""

    op: Literal["use_occupied_space"] = "use_occupied_space"
    only: OpponentFilter | None = None


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
    """Move ``count`` adventurers (of the listed kinds, the player's pick) and ``gold`` (modules) from a
    chosen opponent's tavern into the player's; as much as the opponent has."""

    op: Literal["steal"] = "steal"
    count: int = Field(default=1, ge=0)
    of: list[Adventurer] = Field(default_factory=lambda: list(ADVENTURERS))
    gold: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _something(self) -> Steal:
        if self.count + self.gold == 0:
            raise ValueError("a steal of nothing")
        return self


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


# ------------------------------------------------------------------ the modules' steps (engine pending)
class PlaceOnSpaces(_Step):
    """(Undermountain, Skullport) Put resources on ``spaces`` different action spaces in play, for the
    next agent assigned there (see data/README.md, "Resources on action spaces"). On each space goes
    ``res``, or one adventurer of the player's choice among ``any_of``. ``source`` "supply": from the
    supply (corruption: from the track, as far as it lasts); "tavern": out of the player's own tavern,
    a cost (the effect cannot be used unless the player holds it all)."""

    op: Literal["place_on_spaces"] = "place_on_spaces"
    res: Res | None = None
    any_of: list[Adventurer] | None = None
    spaces: int = Field(default=1, ge=1)
    source: Literal["supply", "tavern"] = "supply"

    @model_validator(mode="after")
    def _what(self) -> PlaceOnSpaces:
        if (self.res is None) == (self.any_of is None):
            raise ValueError("place_on_spaces needs either res or any_of")
        if self.res is not None and (self.res.is_empty() or self.res.vp):
            raise ValueError("place_on_spaces: nothing (or VP) to place")
        return self


class ReturnCorruption(_Step):
    """(Skullport) Give up to ``count`` corruption from the player's tavern, as many as they like (0
    allowed; never a cost): ``to`` "track" puts each on the track's empty space farthest from -1;
    "game" removes it from the game (the track is left as it is)."""

    op: Literal["return_corruption"] = "return_corruption"
    count: int = Field(default=1, ge=1)
    to: Literal["track", "game"] = "track"


class RemoveTrackCorruption(_Step):
    """(Skullport) Take up to ``count`` corruption tokens off the track (nearest -1 first) and out of
    the game: nobody holds them, yet every remaining token now costs more at the end."""

    op: Literal["remove_track_corruption"] = "remove_track_corruption"
    count: int = Field(default=1, ge=1)


class May(_Step):
    """(modules) The player may carry out all of ``steps`` (their costs first) or none of them."""

    op: Literal["may"] = "may"
    steps: list[Step] = Field(min_length=1)


class EachOpponentMay(_Step):
    """(modules) Each opponent in turn, from the player's left, may carry out all of ``steps`` for
    themselves (``self`` there is that opponent; costs first) or none of them."""

    op: Literal["each_opponent_may"] = "each_opponent_may"
    steps: list[Step] = Field(min_length=1)


class Give(_Step):
    """(Undermountain) Move ``res`` from the player's tavern into a chosen opponent's. A cost."""

    op: Literal["give"] = "give"
    res: Res

    @model_validator(mode="after")
    def _something(self) -> Give:
        if self.res.is_empty() or self.res.vp or self.res.corruption:
            raise ValueError("give: adventurers and gold only")
        return self


class DiscardQuest(_Step):
    """(Undermountain) Discard ``count`` of the player's uncompleted quests, mandatory ones excepted. A cost."""

    op: Literal["discard_quest"] = "discard_quest"
    count: int = Field(default=1, ge=1)


class DiscardIntrigue(_Step):
    """(Undermountain) Discard ``count`` intrigue cards from the player's hand (all of them if fewer)."""

    op: Literal["discard_intrigue"] = "discard_intrigue"
    count: int = Field(default=1, ge=1)


class DrawAndPlayIntrigue(_Step):
    """(Undermountain) Draw ``count`` intrigue cards one at a time; the player may play each one at once,
    as it is drawn (no agent needed). Cards not played stay in hand."""

    op: Literal["draw_and_play_intrigue"] = "draw_and_play_intrigue"
    count: int = Field(default=1, ge=1)


class TakeAllQuests(_Step):
    """(Undermountain) Take every face-up quest at Cliffwatch Inn, then deal the slots full again."""

    op: Literal["take_all_quests"] = "take_all_quests"


class BuildFromHall(_Step):
    """(modules) Put ``count`` (None: all) of the buildings face up in Builder's Hall when the step
    starts into play under the player's control, free, with their VP tokens; then refill the hall. As
    many as there are free lots (the player picks which)."""

    op: Literal["build_from_hall"] = "build_from_hall"
    count: int | None = Field(default=None, ge=1)


class DemolishBuilding(_Step):
    """(Undermountain) Pick a bought building in play with no agent on it (anyone's). If another player
    controls it, pay that player its cost in Gold (one the player cannot pay for cannot be picked). It
    leaves the game; its lot is free again."""

    op: Literal["demolish_building"] = "demolish_building"


class SeizeBuilding(_Step):
    """(Skullport) Take control of one building a chosen opponent controls (agents on it stay). It is not put
    into play, so no buy_building trigger fires."""

    op: Literal["seize_building"] = "seize_building"


class MoveOpponentAgent(_Step):
    """(Undermountain) Move an opponent's agent (the Ambassador counts as one) from its space to an
    unoccupied action space that is not at Waterdeep Harbor; its owner may take that space's action."""

    op: Literal["move_opponent_agent"] = "move_opponent_agent"


class GiveThisCard(_Step):
    """(Undermountain) Once played, this intrigue card goes into the hand of the opponent this effect
    chose, not to the discard pile."""

    op: Literal["give_this_card"] = "give_this_card"


class LookAtLord(_Step):
    """(Skullport) The player looks at the chosen opponent's Lord card (no one else sees it)."""

    op: Literal["look_at_lord"] = "look_at_lord"


class RevealLord(_Step):
    """(Undermountain) The player's Lord is shown to all; from now on opponents' attack and mandatory-quest
    intrigue cards cannot affect the player."""

    op: Literal["reveal_lord"] = "reveal_lord"


class DiscardMandatoryQuests(_Step):
    """(Undermountain) Every uncompleted mandatory quest in front of the player goes to the intrigue discard."""

    op: Literal["discard_mandatory_quests"] = "discard_mandatory_quests"


class PassMandatoryQuest(_Step):
    """(Skullport) Move one of the player's uncompleted mandatory quests in front of a chosen opponent
    (``only``: one such opponent). A condition: without a mandatory quest and such an opponent, no play."""

    op: Literal["pass_mandatory_quest"] = "pass_mandatory_quest"
    only: OpponentFilter | None = None


class EachOpponentReturnsAny(_Step):
    """(Skullport) Each opponent returns ``count`` adventurers of their choice to the supply (fewer if
    they have fewer; nothing follows for those who cannot)."""

    op: Literal["each_opponent_returns_any"] = "each_opponent_returns_any"
    count: int = Field(default=1, ge=1)
    of: list[Adventurer] = Field(default_factory=lambda: list(ADVENTURERS))


class RecoverSpent(_Step):
    """(Undermountain) In a complete_quest trigger: take back ``count`` adventurer(s) of the player's
    choice among those just paid for that quest, from the supply into the tavern."""

    op: Literal["recover_spent"] = "recover_spent"
    count: int = Field(default=1, ge=1)


class GainReturned(_Step):
    """(Skullport) In an owner effect: the owner takes from the supply the adventurers the visitor gave
    back (``return_any``) to use the building on this visit, same kinds, same number."""

    op: Literal["gain_returned"] = "gain_returned"


#: (modules) conditions a `conditional` step tests, about the player when it runs
Condition = Literal[
    "every_opponent_more_corruption",   # each opponent holds more corruption than the player
]


class Conditional(_Step):
    """(Skullport) Carry out ``steps`` only if ``condition`` holds when the step is reached."""

    op: Literal["conditional"] = "conditional"
    condition: Condition
    steps: list[Step] = Field(min_length=1)


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
     | OpponentsMayGive | Steal | TakeStock | CompleteTakenQuest | GiveMandatoryQuest | Special
     # the modules' steps
     | PlaceOnSpaces | ReturnCorruption | RemoveTrackCorruption | May | EachOpponentMay | Give | DiscardQuest
     | DiscardIntrigue | DrawAndPlayIntrigue | TakeAllQuests | BuildFromHall | DemolishBuilding | SeizeBuilding
     | MoveOpponentAgent | GiveThisCard | LookAtLord | RevealLord | DiscardMandatoryQuests | PassMandatoryQuest
     | EachOpponentReturnsAny | RecoverSpent | GainReturned | Conditional),
    Field(discriminator="op"),
]
for _nesting in (Choose, EachOpponentLoses, May, EachOpponentMay, Conditional):
    _nesting.model_rebuild()

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
    """Every step, depth first, including those nested in choices, attack fall-backs and (modules) the
    groups of `may`, `each_opponent_may` and `conditional`."""
    for s in steps:
        yield s
        if isinstance(s, Choose):
            for opt in s.options:
                yield from walk_steps(opt)
        elif isinstance(s, EachOpponentLoses):
            yield from walk_steps(s.else_)
        elif isinstance(s, (May, EachOpponentMay, Conditional)):
            yield from walk_steps(s.steps)


# ------------------------------------------------------------------------------ lasting effects
TriggerEvent = Literal[
    "complete_quest",   # after the player completes a quest (filter: quest_type)
    "buy_building",     # after a building is put into play under the player's control
    "play_intrigue",    # after the player plays an intrigue card
    "round_start",      # at the start of each round, after VP tokens and accumulation
    "action_gains",     # after an action of the player provides any of ``resource`` (see README)
    # (modules)
    "take_quest",       # after a quest (filter: quest_type) joins the player's uncompleted quests, any way
    "assign_agent",     # after the player assigns an agent to ``building`` (a basic building) and its action
    "intrigue_action",  # after an action of the player that let them play an intrigue card (once per action)
    "gain_corruption",  # after the player takes any corruption into their tavern
    "return_corruption",  # after the player returns any corruption from their tavern to the track
    "first_player_taken",  # after any player (the owner too) takes the first-player marker
]


class Trigger(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    on: TriggerEvent
    quest_type: QuestType | None = None          # complete_quest: only quests of this type
    resource: Literal["cleric", "fighter", "rogue", "wizard", "gold"] | None = None   # action_gains
    building: str | None = None                  # assign_agent: the basic building's id
    once_per_round: bool = False
    #: (modules) "once on your turn": at most once in each of the owner's own turns, never in another's
    once_per_turn: bool = False
    #: the owner may decline the whole trigger (declining does not use up a once-per-round trigger)
    optional: bool = False
    steps: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _filters(self) -> Trigger:
        if (self.on == "action_gains") != (self.resource is not None):
            raise ValueError("an action_gains trigger needs a resource, and only it")
        if self.quest_type is not None and self.on not in ("complete_quest", "take_quest"):
            raise ValueError("quest_type filters only complete_quest and take_quest triggers")
        if (self.on == "assign_agent") != (self.building is not None):
            raise ValueError("an assign_agent trigger needs a building, and only it")
        return self


#: rules the engine relaxes for a plot quest's owner
Modifier = Literal[
    "assign_to_occupied_once_per_round",   # once a round, an agent may go to a space an opponent holds
    # (modules)
    "assign_to_builders_hall_once_per_round",   # once a round, an agent may go to a tile for sale (Sample Wares)
    "complete_cliffwatch_quests",          # the face-up quests at Cliffwatch Inn count as the owner's own
    "owner_benefit_on_own_buildings",      # the owner's own agents get the owner benefit of their buildings
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
    #: (Undermountain, Skullport) adventurers of any kinds the player picks, on top of ``cost``
    cost_any: int = Field(default=0, ge=0)
    reward: Effect
    plot: bool = False
    plot_effect: PlotEffect | None = None
    note: str = ""

    @model_validator(mode="after")
    def _plot(self) -> Quest:
        if self.cost.vp or self.cost.corruption:
            raise ValueError(f"quest {self.id}: a cost in VP or corruption makes no sense")
        if self.plot != (self.plot_effect is not None):
            raise ValueError(f"quest {self.id}: plot quests, and only they, have a plot_effect")
        return self

    def reward_bundle(self) -> Res:
        """The plain resources and VP (and corruption) the reward gives the player (not the extras)."""
        return self.plain_reward

    @cached_property
    def plain_reward(self) -> Res:
        """`reward_bundle()`, worked out once per card (the Lords' scoring and the computer read it constantly)."""
        total = {k: 0 for k in RES_KEYS}
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

    per: Literal[
        "completed_quest",             # a completed quest of one of ``quest_types`` (mandatory ones have none)
        "building_controlled",         # a bought building the player controls
        # (modules)
        "completed_quest_best_type",   # a completed quest of the one type the player names at the end
        "completed_quest_worth",       # a completed quest whose reward scores at least ``min_vp``
        "corruption_held",             # a corruption token in the player's tavern at the end
    ]
    quest_types: list[QuestType] = Field(default_factory=list)   # for completed_quest
    #: (modules) completed_quest / building_controlled: only quests or buildings of that module
    module: Module | None = None
    min_vp: int | None = Field(default=None, ge=1)               # for completed_quest_worth
    vp: int = Field(ge=1)

    @model_validator(mode="after")
    def _types(self) -> LordBonus:
        if (self.per == "completed_quest") != bool(self.quest_types):
            raise ValueError("a completed_quest bonus needs quest types, and only it")
        if (self.per == "completed_quest_worth") != (self.min_vp is not None):
            raise ValueError("a completed_quest_worth bonus needs min_vp, and only it")
        if self.module is not None and self.per not in ("completed_quest", "building_controlled"):
            raise ValueError("module filters only completed_quest and building_controlled bonuses")
        return self


class Lord(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: str = _ident()
    name: str
    module: Module = "base"
    bonus: list[LordBonus] = Field(min_length=1)
    text: str

    def score(self, completed_types: list[str], buildings: int, *, completed: Sequence[Quest] = (),
              building_modules: Sequence[str] = (), corruption: int = 0) -> int:
        """The end-of-game bonus: completed quests by type (mandatory ones have no type), buildings.

        The modules' Lords need more: ``completed`` (the completed quest cards, for a module filter or a
        quest's worth), ``building_modules`` (the module of each building the player controls) and
        ``corruption`` (tokens in the player's tavern). The base game's Lords read only the first two."""
        total = 0
        for b in self.bonus:
            if b.per == "completed_quest" and b.module is None:
                total += b.vp * sum(1 for t in completed_types if t in b.quest_types)
            elif b.per == "completed_quest":
                total += b.vp * sum(1 for q in completed if q.type in b.quest_types and q.module == b.module)
            elif b.per == "building_controlled" and b.module is None:
                total += b.vp * buildings
            elif b.per == "building_controlled":
                total += b.vp * sum(1 for m in building_modules if m == b.module)
            elif b.per == "completed_quest_best_type":
                total += b.vp * max((completed_types.count(t) for t in QUEST_TYPES), default=0)
            elif b.per == "completed_quest_worth":
                total += b.vp * sum(1 for q in completed if q.reward_bundle().vp >= (b.min_vp or 0))
            else:   # corruption_held
                total += b.vp * corruption
        return total


class NeutralAgent(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: Literal["ambassador", "lieutenant"]
    name: str
    text: str


class CorruptionTrack(BaseModel):
    """(Skullport) The corruption track: one token per space at set-up, ``spaces`` listed from the -1
    end. A token is taken from the full space nearest -1; a returned one goes onto the empty space
    farthest from -1. So the spaces empty from -1 onwards, and only the number of tokens off the track
    (in taverns, on action spaces, removed from the game) matters."""

    model_config = {"extra": "forbid", "frozen": True}

    spaces: list[int] = Field(min_length=1)
    #: VP a player loses for each token they must take while the track is empty
    empty_track_vp_loss: int = Field(ge=1)

    @model_validator(mode="after")
    def _track(self) -> CorruptionTrack:
        if self.spaces[0] != -1 or any(nxt > prev for prev, nxt in pairwise(self.spaces)):
            raise ValueError("the corruption track starts at -1 and only falls")
        return self

    @property
    def tokens(self) -> int:
        return len(self.spaces)

    def value(self, off_track: int) -> int:
        """What each corruption token in a tavern scores at the end (0 or less), when ``off_track``
        tokens are off the track: the value of the empty space farthest from -1."""
        if not 0 <= off_track <= len(self.spaces):
            raise ValueError(f"{off_track} tokens off a track of {len(self.spaces)}")
        return self.spaces[off_track - 1] if off_track else 0


class LongGame(BaseModel):
    """(modules) The long game: more agents from the start; the extra agent of round 5 still comes."""

    model_config = {"extra": "forbid", "frozen": True}

    agents_by_players: dict[int, int]
    needs_module: bool                        # playable only with at least one module
    always_with_players: int                  # compulsory at this player count (6)
    always_with_both_modules: bool            # compulsory when both modules are used


class ModuleInfo(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}

    id: Literal["undermountain", "skullport"]
    name: str
    text: str
    board: list[str]                          # the basic buildings printed on the module's board


class ExpansionSetup(BaseModel):
    """(modules) The Scoundrels of Skullport expansion's set-up facts."""

    model_config = {"extra": "forbid", "frozen": True}

    name: str
    modules: list[ModuleInfo]
    players_max: int
    six_players_need_module: bool
    factions: list[str]                       # the sixth faction
    starting_gold_by_seat: list[int]          # seat 0 = first player; the base list and the sixth seat
    long_game: LongGame
    #: with both modules, taken out of the base game at random before set-up
    both_modules_remove: dict[Literal["intrigue", "quests", "buildings"], int]
    corruption_track: CorruptionTrack
    note: str = ""


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
    expansion: ExpansionSetup | None = None   # the modules' facts (not used by the base game)

    @model_validator(mode="after")
    def _expansion(self) -> Setup:
        e = self.expansion
        if e is not None and e.starting_gold_by_seat[:len(self.starting_gold_by_seat)] != self.starting_gold_by_seat:
            raise ValueError("the expansion's starting gold must extend the base game's")
        return self

    def agents(self, players: int, round_no: int, long_game: bool = False) -> int:
        """Agents in the pool in round ``round_no``. ``long_game`` (modules; always so with 6 players)."""
        if long_game or players > self.players_max:
            if self.expansion is None:
                raise ValueError("the long game and a sixth player need the expansion's facts")
            base = self.expansion.long_game.agents_by_players[players]
        else:
            base = self.agents_by_players[players]
        return base + (1 if round_no >= self.extra_agent_round else 0)

    def starting_gold(self, seat: int) -> int:
        if seat >= len(self.starting_gold_by_seat) and self.expansion is not None:
            return self.expansion.starting_gold_by_seat[seat]
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

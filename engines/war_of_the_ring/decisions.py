"""The shapes of the engine's records: pending decisions (one TypedDict per kind, `Decision` their union),
the battle and the hunt in progress.

They stay dicts on purpose: the desktop reads them by subscript (`p["kind"]`, `p.get("label")`,
`state.battle.get("to")`, `state.hunt.get("damage")`), `WotrState.clone` copies them shallowly, and a saved
game is a replay of actions, so none of these shapes is ever written to disk. The TypedDicts let mypy check
every key the rules read or write.

Common to every decision: `kind` (which procedure of dispatch.LEGAL lists its choices), `side` (who
decides) and, in a team game, `role` (the team-mate who answers, stamped by teams.TeamsMixin._team_after).
Card decisions of a team game also carry `by` (the player who played the card) and may name `for_army` /
`for_nation` (whose question it is).

The team record (`state.team`) is not here: its keys are built from sides and roles ("hand:gondor",
"focus:shadow", …), so it stays a `dict[str, Any]` (teams.py documents the keys).
"""
from __future__ import annotations

from typing import Any, Literal, NotRequired, Required, TypedDict

from .common import FP

Row = tuple[str, int, int, int]           # (nation, regulars, elites, leaders)
SideCard = tuple[str, str]                # (side, card id)
Memo = tuple[tuple[str, Any], ...]        # a card's frozen memo (cards._freeze)


class _Decision(TypedDict):
    side: str
    role: NotRequired[str]


class ActionDecision(_Decision):
    """Phase 5: the side to act uses one of its action dice (or passes)."""
    kind: Literal["action"]
    after_ring: NotRequired[bool]   # just used an Elven ring: an action must follow (no pass)


class DiscardDecision(_Decision):
    kind: Literal["discard"]


class FellowshipDecision(_Decision):
    """Phase 2: declare, change the guide, enter Mordor, or end the phase."""
    kind: Literal["fellowship"]
    declared: NotRequired[bool]
    guide_changed: NotRequired[bool]


class HuntAllocDecision(_Decision):
    kind: Literal["hunt_alloc"]
    min: int
    max: int


class SecondDecision(_Decision):
    """The second army move / recruit of an Army or Muster die (not from the region `exclude`)."""
    kind: Literal["army_second", "muster_second"]
    exclude: str


class CompanionMovesDecision(_Decision):
    kind: Literal["companion_moves"]
    todo: tuple[str, ...]
    reach: NotRequired[int]          # a hobbit leaving by the hunt: its own reach
    separated: NotRequired[bool]


class MinionMovesDecision(_Decision):
    kind: Literal["minion_moves"]
    spent: tuple[tuple[str, int], ...]
    moved: tuple[str, ...]


class SeparateGroupDecision(_Decision):
    kind: Literal["separate_group"]
    group: tuple[str, ...]


class CasualtiesDecision(_Decision):
    kind: Literal["casualties"]
    region: str
    hits: int
    force: NotRequired[bool]         # the losses fall on the attacking part (battle["force"])


class SiegeExcessDecision(_Decision):
    kind: Literal["siege_excess"]
    excess: int


class HuntGuideDecision(_Decision):
    kind: Literal["hunt_guide"]
    label: str


class TableCardDecision(_Decision):
    kind: Literal["table_card"]
    hook: str


class _CardDecision(_Decision):
    card: str
    by: NotRequired[str]
    for_army: NotRequired[str]
    for_nation: NotRequired[str]


class CardChoiceDecision(_CardDecision):
    """A card's own question (cards.Ctx.ask): pick one of `options`, then STEPS[(card, step)] runs."""
    kind: Literal["card_choice"]
    owner: str
    step: str
    options: tuple[tuple[Any, str], ...]
    memo: Memo


class CardArmyDecision(_CardDecision):
    """Armies moved or an attack made by a card (cards.Ctx.army_actions)."""
    kind: Literal["card_army"]
    moves: int
    attack: bool
    only: str | None
    then: str | None
    moved: tuple[str, ...]
    memo: Memo
    battle: Memo


class BattleContinueDecision(_Decision):
    kind: Literal["battle_continue"]
    siege: NotRequired[bool]         # a siege battle: continue, extend the siege, or stop


class PlainDecision(_Decision):
    """Decisions that carry nothing but who decides."""
    kind: Literal["battle_advance", "battle_retreat", "choose_guide", "combat_card",
                  "draw_deck", "hunt_card", "hunt_casualty", "reveal_move", "siege_choice", "swap_answer",
                  "swap_offer", "white_rider"]


Decision = (ActionDecision | DiscardDecision | FellowshipDecision | HuntAllocDecision | SecondDecision
            | CompanionMovesDecision | MinionMovesDecision | SeparateGroupDecision | CasualtiesDecision
            | SiegeExcessDecision | HuntGuideDecision | TableCardDecision | CardChoiceDecision | CardArmyDecision
            | BattleContinueDecision | PlainDecision)


# Keys a battle carries per side or per card timing (see `controller_key`, `timing_key`).
Battle = TypedDict("Battle", {
    "att": Required[str],              # the attacking side
    "frm": Required[str],              # the attackers' region (== `to` in a siege or sortie)
    "to": Required[str],               # the defenders' region
    "kind": Required[str],             # "field", "siege" or "sortie"
    "round": Required[int],
    "stage": Required[str],            # see STATUS.md: start, round, card_def, cards, roll, …, end
    "card": str,                       # the card that started it
    "force": tuple[Row, ...],          # the attacking part of the army (partial attacks)
    "cards": tuple[SideCard, ...],     # combat cards chosen face down this round
    "played": tuple[SideCard, ...],
    "queue": tuple[SideCard, ...],
    "q_after_roll": tuple[SideCard, ...],
    "q_after_casualties": tuple[SideCard, ...],
    "mods": dict[str, Any],            # a round's modifiers (cards.add_mod): key -> ((source, value), ...)
    "lasting_mods": dict[str, Any],    # modifiers for the whole battle
    "pre_hits": dict[str, int],
    "rolled": dict[str, tuple[int, int]],
    "ones": dict[str, int],
    "hits_on_att": int,
    "hits_on_def": int,
    "white_rider": bool,
    "rounds_left": int,
    "fp_cards_need_companion": bool,
    "no_stop": bool,
    "ctl:free_peoples": str,           # team games: who commands each side's army in this battle
    "ctl:shadow": str,
}, total=False)


class BattleFlags(TypedDict, total=False):
    """What a card may set on a battle it starts (cards.Ctx.start_battle, Ctx.army_actions)."""
    rounds_left: int
    fp_cards_need_companion: bool
    no_stop: bool
    lasting_mods: dict[str, Any]


def controller_key(side: str) -> Literal["ctl:free_peoples", "ctl:shadow"]:
    return "ctl:free_peoples" if side == FP else "ctl:shadow"


def timing_key(timing: str) -> Literal["q_after_roll", "q_after_casualties"]:
    return "q_after_roll" if timing == "after_roll" else "q_after_casualties"


class HuntFlags(TypedDict, total=False):
    """What a card may set on a hunt it starts (cards.Ctx.start_hunt)."""
    no_reduce: bool           # only the Ring takes the damage
    random_casualty: bool     # a random companion first
    eye_void: bool
    no_reveal: bool


class Hunt(HuntFlags, total=False):
    """The hunt in progress (`state.hunt`); `stage` is draw, card, guide, casualty, corruption or reveal."""
    stage: Required[str]
    fp: int                   # a staged hunt roll: the Free Peoples' dice in the box
    extra: int                # more tiles to draw (a revealed figure's extra tiles)
    successes: int
    mordor_move: bool
    tiles: int
    box: int
    card: str
    offered: bool
    damage: int
    tile: str
    stop: bool
    reveal: bool
    guide_used: bool
    prevented: bool
    plus: tuple[tuple[str, int], ...]

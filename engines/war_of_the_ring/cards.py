"""The event-card plug-in point. The core draws, holds and discards cards; what a card *does* is
the next issue. A card's effect is registered here by id, without touching the core:

    @effect("fp_strategy_03")
    def _(game, state, side, dice) -> list[Event]: ...

`CardEffect.can_play(state, side)` says whether its precondition holds now (default: always);
`CardEffect.play(game, state, side, dice)` changes the cloned state and returns events. The engine
offers "Play <card>" only for cards whose id is in EFFECTS and whose die fits (Character cards with
a Character die, strategy cards with their printed Army or Muster die, any card with an Event die
or Will of the West). Combat cards will plug in the same way (a `combat` hook at step 1 of each
battle round — see STATUS.md).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CardEffect:
    card_id: str
    play: Callable[..., list[Any]]
    can_play: Callable[..., bool] = lambda state, side: True


EFFECTS: dict[str, CardEffect] = {}


@dataclass(frozen=True, slots=True)
class CombatEffect:
    """A combat card (the lower half of an event card). `apply(game, state, side, battle, dice)` runs
    at step 1 of a battle round, in initiative order, and may change `battle["mods"]` (read by the
    combat roll: "need:<side>" hit number, "dice:<side>" extra/fewer dice, "rerolls:<side>") or the
    state; `can_play(state, side, battle)` checks the card's combat precondition."""

    card_id: str
    apply: Callable[..., list[Any]]
    can_play: Callable[..., bool] = lambda state, side, battle: True


COMBAT: dict[str, CombatEffect] = {}


def effect(card_id: str, can_play: Callable[..., bool] | None = None) -> Callable:
    def wrap(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        EFFECTS[card_id] = CardEffect(card_id, fn, can_play or (lambda state, side: True))
        return fn
    return wrap


def deck_key(side: str, deck: str) -> str:
    return f"{side}/{deck}"


@dataclass(frozen=True, slots=True)
class HuntDamageEffect:
    """A Free Peoples card on the table that can reduce or cancel hunt damage (step 1 of the damage
    order). `apply(game, state, side, hunt, dice)` changes `hunt["damage"]` and usually moves the card
    from `state.table` to its discard pile; `can_play(state, side, hunt)` says whether it may be used."""

    card_id: str
    apply: Callable[..., list[Any]]
    can_play: Callable[..., bool] = lambda state, side, hunt: True


HUNT_DAMAGE: dict[str, HuntDamageEffect] = {}

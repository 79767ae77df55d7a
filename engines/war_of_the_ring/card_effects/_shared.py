"""Helpers several decks share: recruiting by a card."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from ..cards import Ctx, event, step
from ..common import figures_text, nation_adj_text
from ..state import WotrState, other


def free_for(s: WotrState, r: str, side: str) -> bool:
    """A region where `side` may recruit by a card: not held by the enemy, no enemy army there, not
    besieged (nations need not be at war)."""
    return s.control.get(r, side) == side and s.strength(r, other(side)) == 0 and s.sieges.get(r) != side


def figure_count(s: WotrState, r: str, side: str) -> int:
    """The figures (units and leaders) of `side`'s army in `r`: the grammatical number of a sentence naming
    them as they move ("1 Sauron regular moves", "2 Sauron regulars move")."""
    return sum(sum(t) for t in s.army(r, side).values())


def recruit_card(card_id: str, slots: list[tuple[Any, str, dict[str, int]]], draw: int = 0, requires: Any = None,
                 before: Any = None, distinct: bool = False, after: Any = None) -> None:
    """Register a card that recruits. `slots` are (regions, nation, spec): `regions` a region id, a
    tuple of them or a function (state) -> regions (the player picks a free one); `spec` counts
    {"r": regulars, "e": elites, "u": units the player splits into regulars/elites, "l": leaders,
    "z": Nazgûl}. `distinct`: each slot in a different region. Then draw `draw` strategy cards, and
    `after(ctx, regions used)` runs."""

    def regions_of(ctx: Ctx, regions: Any, used: tuple[str, ...]) -> list[str]:
        s = ctx.s
        rs = regions(s) if callable(regions) else ([regions] if isinstance(regions, str) else list(regions))
        return [r for r in rs if free_for(s, r, ctx.side) and not (distinct and r in used)]

    @event(card_id, requires=requires)
    def _play(ctx: Ctx) -> list[Event]:
        ev = before(ctx) if before else []
        return ev + _slot(ctx, 0, ())

    def _slot(ctx: Ctx, i: int, used: tuple[str, ...]) -> list[Event]:
        if i >= len(slots):
            return (ctx.draw("strategy", draw) if draw else []) + (after(ctx, used) if after else [])
        regions, nation, _spec = slots[i]
        rs = regions_of(ctx, regions, used)
        if not rs:
            return [ctx.say(T("{card}: nowhere free to recruit {nation} figures.", card=ctx.name,
                              nation=nation_adj_text(nation)), kind="muster"), *_slot(ctx, i + 1, used)]
        if len(rs) > 1:
            ctx.ask("where", [(r, T("Recruit in {region}", region=ctx.b.name[r])) for r in rs], i=i, used=used)
            return []
        return _kind(ctx, i, rs[0], used)

    def _kind(ctx: Ctx, i: int, r: str, used: tuple[str, ...]) -> list[Event]:
        _regions, nation, spec = slots[i]
        u = spec.get("u", 0)
        reg, eli, _ld = ctx.s.reinforcements[nation]
        splits = [(u - k, k) for k in range(u + 1) if u - k <= reg and k <= eli]
        if len(splits) > 1:
            ctx.ask("kind", [(k, T("{figures} in {region}", figures=figures_text(nation, u - k, k),
                                   region=ctx.b.name[r])) for _x, k in splits], i=i, r=r, used=used)
            return []
        return _do(ctx, i, r, splits[0][1] if splits else min(u, eli), used)

    def _do(ctx: Ctx, i: int, r: str, elites_of_u: int, used: tuple[str, ...]) -> list[Event]:
        _regions, nation, spec = slots[i]
        u = spec.get("u", 0)
        ev = ctx.recruit(r, nation, regulars=spec.get("r", 0) + u - elites_of_u, elites=spec.get("e", 0) + elites_of_u,
                         leaders=spec.get("l", 0))
        if spec.get("z"):
            ev += ctx.recruit_nazgul(r, spec["z"])
        return ev + _slot(ctx, i + 1, (*used, r))

    step(card_id, "where")(lambda ctx, pick, memo: _kind(ctx, memo["i"], pick, tuple(memo["used"])))
    step(card_id, "kind")(lambda ctx, pick, memo: _do(ctx, memo["i"], memo["r"], pick, tuple(memo["used"])))


__all__ = ["figure_count", "free_for", "recruit_card"]

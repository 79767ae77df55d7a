"""Free Peoples Strategy deck (fp_strategy_01..24): event and combat halves (see ../CARDS.md).

Every text here is ours; what each card does follows the published cards (reference-a, matched by
name). Readings where a card leaves room are listed in CARDS.md.
"""
from __future__ import annotations

from typing import Any

from engines.core import Action, Event
from engines.core.i18n import T, Text

from ..cards import (
    Ctx,
    bans,
    base_need,
    battle_region,
    coastal_regions,
    combat,
    event,
    removable,
    scored_key,
    stays_while,
    step,
)
from ..common import FP, SH, nation_n, nation_text
from ..components import FREE_PEOPLES, SHADOW
from ..decisions import Battle, Decision
from ..state import WotrState
from ._shared import figure_count, free_for, recruit_card
from .fp_character import leader_or_companion, sudden_strike


def _rohan_with_companion(s: WotrState) -> list[str]:
    return ["edoras", *sorted({r for c, r in s.chars.items() if s.board.char_side(c) == FP
                               and s.board.nation[r] == "rohan" and r != "edoras"})]


def _rohan_settlements(s: WotrState) -> list[str]:
    b = s.board
    return [r for r in b.nodes if b.nation[r] == "rohan" and b.settlement[r] in ("town", "city", "stronghold")]


recruit_card("fp_strategy_14", [("minas_tirith", "gondor", {"u": 1, "l": 1})])                  # Guards of the Citadel
recruit_card("fp_strategy_15", [("lorien", "elves", {"u": 1})], draw=1)                        # Celeborn's Galadhrim
recruit_card("fp_strategy_16", [(_rohan_with_companion, "rohan", {"u": 1, "l": 1})])            # Riders of Théoden
recruit_card("fp_strategy_17", [("carrock", "north", {"u": 1, "l": 1})])                       # Grimbeorn the Old
recruit_card("fp_strategy_18", [("dol_amroth", "gondor", {"u": 1, "l": 1})])                   # Imrahil of Dol Amroth
recruit_card("fp_strategy_19", [("dale", "north", {"r": 2})], draw=1)                    # King Brand's Men
recruit_card("fp_strategy_20", [("the_shire", "north", {"u": 1}), ("ered_luin", "dwarves", {"u": 1})], draw=1)
recruit_card("fp_strategy_21", [("rivendell", "elves", {"u": 1})], draw=1)                     # Kindred of Glorfindel
recruit_card("fp_strategy_22", [("erebor", "dwarves", {"u": 1, "l": 1})])                      # Dáin Ironfoot's Guard
recruit_card("fp_strategy_23", [(_rohan_settlements, "rohan", {"u": 1, "l": 1})])              # Éomer, son of Éomund
recruit_card("fp_strategy_24", [("woodland_realm", "elves", {"u": 1})], draw=1)                # Thranduil's Archers


def _red_arrow_ok(s: WotrState, side: str) -> str:
    return "" if "gondor" in s.active else T("It needs Gondor active.")


def _red_arrow_first(ctx: Ctx) -> list[Event]:
    return ctx.game._advance_nation(ctx.s, "rohan", ctx.name)


recruit_card("fp_strategy_09", [("edoras", "rohan", {"u": 1, "l": 1})], requires=_red_arrow_ok, before=_red_arrow_first)


# =================================================================================================
# combat halves
# =================================================================================================
def _fp_elites(s: WotrState, bt: Battle) -> int:
    if bt["att"] == FP and bt.get("force"):
        return sum(x[2] for x in bt["force"])
    return sum(t[1] for t in s.army(battle_region(bt, FP), FP).values())


def _elite_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    return "" if _fp_elites(s, bt) else T("It needs a Free Peoples elite unit in the battle.")


def _defender_at_home(s: WotrState, side: str, bt: Battle) -> str:
    return "" if s.board.nation[bt["to"]] in FREE_PEOPLES else \
        T("It needs the defending army inside a Free Peoples nation.")


def _fp_defends_field(s: WotrState, side: str, bt: Battle) -> str:
    return "" if bt["att"] == SH and bt["kind"] == "field" else \
        T("It needs the Free Peoples army defending in a field battle.")


def daylight(ctx: Ctx) -> list[Event]:
    ctx.mod(f"max_dice:{SH}", 3)
    return [ctx.say(T("{combat}: the Shadow rolls at most three dice.", combat=ctx.combat_name), kind="battle")]


def no_quarter(ctx: Ctx) -> list[Event]:
    key = scored_key(ctx.bt, FP)
    if ctx.bt.get(key, 0) < 1:
        return [ctx.say(T("{combat}: no hit, no extra hit.", combat=ctx.combat_name), kind="battle")]
    ctx.bt[key] += 1
    return [ctx.say(T("{combat}: one more hit on the Shadow.", combat=ctx.combat_name), kind="battle")]


def advantageous_position(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{SH}", -1)
    return [ctx.say(T("{combat}: -1 to each Shadow die of the combat roll (a 6 still hits).", combat=ctx.combat_name),
                    kind="battle")]


def shield_wall(ctx: Ctx) -> list[Event]:
    key = scored_key(ctx.bt, SH)
    if ctx.bt.get(key, 0) < 2:
        return [ctx.say(T("{combat}: fewer than two hits to stop; no effect.", combat=ctx.combat_name), kind="battle")]
    ctx.bt[key] -= 1
    return [ctx.say(T("{combat}: one Shadow hit is cancelled.", combat=ctx.combat_name), kind="battle")]


def confusion(ctx: Ctx) -> list[Event]:
    ctx.mod(f"keep_ones:{SH}", 1)
    return [ctx.say(T("{combat}: every 1 the Shadow rolls will strike its own army.", combat=ctx.combat_name),
                    kind="battle")]


def confusion_after(ctx: Ctx) -> list[Event]:
    ones = (ctx.bt.get("ones") or {}).get(SH, 0)
    if not ones:
        return []
    key = scored_key(ctx.bt, FP)
    ctx.bt[key] = ctx.bt.get(key, 0) + ones
    return [ctx.say(T("{combat}: the Shadow rolled %n 1(s): %n hit(s) on its own army.", None, ones,
                      combat=ctx.combat_name), kind="battle")]


def charge(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    n = min(_fp_elites(s, bt), 5)
    k, e = ctx.roll(n, base_need(s, bt, FP), T("the elites charge before the combat roll"),
                    lambda k: T("%n hit(s) on the Shadow army at once.", None, k), rule="battles")
    bt["pre_hits"] = {**(bt.get("pre_hits") or {}), FP: (bt.get("pre_hits") or {}).get(FP, 0) + k}
    force = bt["att"] == SH and bool(bt.get("force"))
    return [e] + (ctx.game._ask_casualties(s, SH, ctx.region_of(SH), k, force=force) if k else [])


def valour(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{FP}", 1)
    return [ctx.say(T("{combat}: +1 to each Free Peoples die of the combat roll.", combat=ctx.combat_name),
                    kind="battle")]


def scouts(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    name = ctx.combat_name
    opts: list[tuple[Any, Text]] = [(r, T("{combat}: the army slips away to {region}", combat=name,
                                          region=ctx.b.name[r])) for r in ctx.game._retreats(s)]
    to = bt["to"]
    if ctx.b.settlement[to] == "stronghold" and s.control.get(to) == FP and to not in s.sieges:
        opts.append(("siege", T("{combat}: the army withdraws into the stronghold of {region}", combat=name,
                                region=ctx.b.name[to])))
    if not opts:
        return [ctx.say(T("{combat}: nowhere to go; the army fights.", combat=name), kind="battle")]
    ctx.ask("scouts", [*opts, (None, T("{combat}: stay and fight", combat=name))])
    return []


def scouts_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick is None or ctx.s.battle is None:
        return []
    if pick == "siege":
        return ctx.game._retreat_into_siege(ctx.s)
    return ctx.game._retreat_to(ctx.s, pick)


SHARED: dict[str, tuple[Any, Any, str]] = {
    "daylight": (None, daylight, "apply"),
    "quarter": (None, no_quarter, "after_roll"),
    "position": (_defender_at_home, advantageous_position, "apply"),
    "shield": (None, shield_wall, "after_roll"),
    "confusion": (None, confusion, "apply"),
    "charge": (_elite_in_battle, charge, "apply"),
    "valour": (_elite_in_battle, valour, "apply"),
    "scouts": (_fp_defends_field, scouts, "apply"),
    "sudden": (leader_or_companion, sudden_strike, "apply"),
}
COMBATS = {1: "daylight", 2: "quarter", 3: "position", 4: "position", 5: "scouts", 6: "shield", 7: "shield",
           8: "confusion", 9: "scouts", 10: "quarter", 11: "sudden", 12: "confusion", 13: "charge", 14: "charge",
           15: "daylight", 16: "daylight", 17: "scouts", 18: "shield", 19: "shield", 20: "position",
           21: "position", 22: "valour", 23: "valour", 24: "valour"}

for _n, _k in COMBATS.items():
    _c = f"fp_strategy_{_n:02d}"
    _req, _fn, _timing = SHARED[_k]
    combat(_c, requires=_req, timing=_timing)(_fn)
    if _k == "confusion":
        combat(_c, timing="after_roll")(confusion_after)
    elif _k == "scouts":
        step(_c, "scouts")(scouts_pick)


# =================================================================================================
# 01 The Last Battle (table)
# =================================================================================================
def _aragorn_abroad(s: WotrState, side: str) -> str:
    r = s.chars.get("aragorn")
    if r is not None and s.strength(r, FP) and s.board.nation[r] not in FREE_PEOPLES:
        return ""
    return T("It needs Aragorn with a Free Peoples army outside the Free Peoples nations.")


@event("fp_strategy_01", requires=_aragorn_abroad)
def the_last_battle(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: dice that move the Fellowship stay out of the hunt box.",
                      card=ctx.name))]


@stays_while("fp_strategy_01")
def last_battle_stays(s: WotrState) -> str:
    if not s.hidden:
        return T("the Fellowship is revealed")
    if "declared" in s.phase_flags and s.phase == "fellowship":
        return T("the Fellowship was declared")
    return ""


# =================================================================================================
# 02 A Power too Great, 03 The Power of Tom Bombadil (table: Shadow armies kept out)
# =================================================================================================
def _sanctuary(card_id: str, nation: str, places: tuple[str, ...]) -> None:
    @event(card_id)
    def _play(ctx: Ctx) -> list[Event]:
        ev = [ctx.say(T("{card} lies on the table: no Shadow army may enter or attack {names}.", card=ctx.name,
                        names=tuple(ctx.b.name[r] for r in places)))]
        return ev + ctx.game._advance_nation(ctx.s, nation, ctx.name)

    @bans(card_id)
    def _ban(s: WotrState, p: Decision, a: Action) -> str:
        if p["side"] != SH:
            return ""
        to = a.get("to") if a.kind != "advance" else (s.battle["to"] if s.battle is not None else None)
        if a.kind in ("move_army", "move_army2", "attack", "card_move", "card_attack", "advance") and to in places:
            return T("{card} keeps Shadow armies out of {region}.", card=s.board.cards[card_id].name,
                     region=s.board.name[to])
        return ""

    def _ways(s: WotrState, side: str, face: str) -> list[tuple[str, Text]]:
        b = s.board
        hand = s.hands[SH]
        chars = sorted({c for c in hand if b.cards[c].deck == "character"})
        armies = sorted({c for c in hand if b.cards[c].deck == "strategy" and b.cards[c].die == "army"})
        name = b.cards[card_id].name
        return [(f"{a}+{c}", T("discard {a} and {b} to force {card} off the table", a=b.cards[a].name,
                               b=b.cards[c].name, card=name)) for a in armies[:2] for c in chars[:2]]

    @removable(card_id, SH, _ways)
    def _pay(ctx: Ctx, way: str) -> list[Event]:
        s = ctx.s
        ev = []
        for c in way.split("+"):
            s.hands[SH].remove(c)
            s.discards[f"{SH}/{ctx.b.cards[c].deck}"].append(c)
            ev.append(ctx.say(T("{card}: the Shadow discards {other}.", card=ctx.name, other=ctx.b.cards[c].name)))
        return ev


_sanctuary("fp_strategy_02", "elves", ("lorien", "rivendell", "grey_havens"))
_sanctuary("fp_strategy_03", "north", ("old_forest", "the_shire", "buckland"))


# =================================================================================================
# 04 Book of Mazarbul, 07 Fear! Fire! Foes! (companions move, then a nation goes to war)
# =================================================================================================
def _rally(card_id: str, nation: str, places: tuple[str, ...]) -> None:
    @event(card_id)
    def _play(ctx: Ctx) -> list[Event]:
        s = ctx.s
        ctx.then("rally")
        todo = tuple(sorted(c for c in s.chars if ctx.b.char_side(c) == FP))
        if todo:
            s.pending.append({"kind": "companion_moves", "side": FP, "todo": todo})
        return [ctx.say(T("{card}: the companions on the map may move.", card=ctx.name), kind="move")]

    @step(card_id, "rally")
    def _after(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        s = ctx.s
        if not any(s.chars.get(c) in places for c in s.chars if ctx.b.char_side(c) == FP):
            return [ctx.say(T("{card}: no companion stands in {a} or {b}.", card=ctx.name, a=ctx.b.name[places[0]],
                              b=ctx.b.name[places[1]]), kind="politics")]
        s.active.add(nation)
        s.political[nation] = 0
        return [ctx.say(T("{card}: {nation} (is|are) roused and (goes|go) to war.", None, nation_n(nation),
                          card=ctx.name, nation=nation_text(nation, True)), kind="politics")]


_rally("fp_strategy_04", "dwarves", ("erebor", "ered_luin"))
_rally("fp_strategy_07", "north", ("the_shire", "bree"))


# =================================================================================================
# 05 The Spirit of Mordor, 06 Faramir's Rangers (hits on a Shadow army)
# =================================================================================================
def _mixed_armies(s: WotrState) -> list[str]:
    regions = {r for (r, n) in s.units if n in SHADOW}
    return sorted(r for r in regions if sum(1 for n, t in s.army(r, SH).items() if t[0] + t[1]) >= 2)


@event("fp_strategy_05", requires=lambda s, side: "" if _mixed_armies(s) else
       T("It needs a Shadow army of two or more Shadow nations."))
def spirit_of_mordor(ctx: Ctx) -> list[Event]:
    rs = _mixed_armies(ctx.s)
    if len(rs) == 1:
        return spirit_pick(ctx, rs[0], {})
    ctx.ask("spirit", [(r, T("The Shadow army in {region} quarrels", region=ctx.b.name[r])) for r in rs])
    return []


@step("fp_strategy_05", "spirit")
def spirit_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    k, e = ctx.roll(5, 5, T("strife in the Shadow army in {region}", region=ctx.b.name[pick]),
                    lambda k: T("%n hit(s).", None, k))
    return [e, *ctx.hits_on(pick, SH, k)]


RANGERS = ("osgiliath", "south_ithilien", "north_ithilien")


@event("fp_strategy_06")
def faramirs_rangers(ctx: Ctx) -> list[Event]:
    rs = [r for r in RANGERS if ctx.s.strength(r, SH)]
    if not rs:
        return rangers_recruit(ctx, None, {})
    if len(rs) == 1:
        return rangers_pick(ctx, rs[0], {})
    ctx.ask("rangers", [(r, T("The Rangers ambush the Shadow army in {region}", region=ctx.b.name[r])) for r in rs])
    return []


@step("fp_strategy_06", "rangers")
def rangers_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    k, e = ctx.roll(3, 5, T("an ambush in {region}", region=ctx.b.name[pick]), lambda k: T("%n hit(s).", None, k))
    ev = [e, *ctx.hits_on(pick, SH, k)]
    ctx.then("rangers_recruit")
    return ev


@step("fp_strategy_06", "rangers_recruit")
def rangers_recruit(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if not s.strength("osgiliath", FP) or s.strength("osgiliath", SH):
        return []
    reg, eli, _l = s.reinforcements["gondor"]
    if reg and eli:
        where = ctx.b.name["osgiliath"]
        ctx.ask("rangers_kind", [("regular", T("A Gondor regular and a leader in {region}", region=where)),
                                 ("elite", T("A Gondor elite and a leader in {region}", region=where))])
        return []
    return rangers_kind(ctx, "elite" if eli and not reg else "regular", {})


@step("fp_strategy_06", "rangers_kind")
def rangers_kind(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    return ctx.recruit("osgiliath", "gondor", regulars=int(pick == "regular"), elites=int(pick == "elite"),
                       leaders=1)


# =================================================================================================
# 08 Wisdom of Elrond
# =================================================================================================
@event("fp_strategy_08")
def wisdom_of_elrond(ctx: Ctx) -> list[Event]:
    s = ctx.s
    opts = [(n, T("Wake {nation} and move (it|them) one step towards war", None, nation_n(n), nation=nation_text(n)))
            for n in FREE_PEOPLES if s.political[n] > 0]
    if not opts:
        return [ctx.say(T("{card}: every Free Peoples nation is already at war.", card=ctx.name), kind="politics")]
    ctx.ask("elrond", opts)
    return []


@step("fp_strategy_08", "elrond")
def elrond_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    return ctx.game._advance_nation(ctx.s, pick, ctx.name, activate=True)


# =================================================================================================
# 10 Help Unlooked For
# =================================================================================================
def _reliefs(s: WotrState) -> list[tuple[str, str]]:
    b = s.board
    return [(frm, r) for r, inside in s.sieges.items() if inside == FP for frm in b.nbrs[r]
            if s.strength(frm, FP) and not s.enemy_outside(frm, FP)]


@event("fp_strategy_10", requires=lambda s, side: "" if _reliefs(s) else
       T("It needs a Free Peoples army next to a Shadow army besieging a stronghold."))
def help_unlooked_for(ctx: Ctx) -> list[Event]:
    ctx.army_actions(attack=True, only="relief")
    return [ctx.say(T("{card}: a Free Peoples army may fall on the besiegers.", card=ctx.name), kind="battle")]


@step("fp_strategy_10", "relief")
def _relief_ok(ctx: Ctx, frm: str, to: str, kind: str) -> bool:
    return kind == "attack" and ctx.s.sieges.get(to) == FP and frm != to


@step("fp_strategy_10", "battle")
def _relief_flags(ctx: Ctx, frm: str, to: str) -> dict:
    inside = ctx.s.strength(to, FP)
    return {"lasting_mods": {f"dice:{SH}": ((T("{card} (%n unit(s) inside)", None, inside, card=ctx.name), -inside),)}}


# =================================================================================================
# 11 Paths of the Woses, 12 Through a Day and a Night (an army moves far)
# =================================================================================================
def _woses_sources(s: WotrState) -> list[str]:
    b = s.board
    return sorted({r for (r, n) in s.units if b.nation[r] == "rohan" and s.strength(r, FP)})


def _woses_dests(s: WotrState, frm: str) -> list[str]:
    b = s.board
    mt = "minas_tirith"
    cands = list(b.nbrs[mt]) if s.control.get(mt) == SH or s.strength(mt, SH) else [mt]
    n = s.strength(frm, FP)
    return [r for r in cands if not s.strength(r, SH) and s.control.get(r, FP) == FP and s.strength(r, FP) + n <= 10]


@event("fp_strategy_11", requires=lambda s, side: "" if s.political["rohan"] == 0 and _woses_sources(s) else
       T("It needs Rohan at war and a Free Peoples army in a Rohan region."))
def paths_of_the_woses(ctx: Ctx) -> list[Event]:
    opts = [((frm, to), T("The army in {frm} follows the Woses to {to}", frm=ctx.b.name[frm], to=ctx.b.name[to]))
            for frm in _woses_sources(ctx.s) for to in _woses_dests(ctx.s, frm)]
    if not opts:
        return [ctx.say(T("{card}: no free road to {region}.", card=ctx.name, region=ctx.b.name["minas_tirith"]),
                        kind="move")]
    ctx.ask("woses", opts)
    return []


def _whole_army_moves(ctx: Ctx, frm: str, to: str) -> list[Event]:
    s = ctx.s
    n = figure_count(s, frm, FP)
    desc = ctx.game._move_figures(s, FP, frm, to, None)
    ev = [ctx.say(T("{card}: {desc} (moves|move) from {frm} to {to}.", None, n, card=ctx.name, desc=desc,
                    frm=ctx.b.name[frm], to=ctx.b.name[to]), kind="move")]
    ev += ctx.game._after_entering(s, FP, to)
    return ev


@step("fp_strategy_11", "woses")
def woses_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    frm, to = pick
    if frm in ctx.s.sieges:   # leaving a besieged stronghold
        ctx.s.sieges.pop(frm, None)
    return _whole_army_moves(ctx, frm, to)


def _swift_sources(s: WotrState) -> list[str]:
    return sorted({r for c, r in s.chars.items() if s.board.char_side(c) == FP and s.strength(r, FP)
                   and not s.inside(r, FP)})


def _swift_dests(ctx: Ctx, frm: str) -> list[str]:
    s, b = ctx.s, ctx.b
    army = s.army(frm, FP)
    nations = {n for n, t in army.items() if t[0] + t[1]}
    count = s.strength(frm, FP)
    out: set[str] = set()
    for r1 in b.nbrs[frm]:
        if ctx.game._move_problem(s, FP, frm, r1, nations, count):
            continue
        out.add(r1)
        if s.strength(r1, FP):   # no picking up on the way: stop where another army stands
            continue
        for r2 in b.nbrs[r1]:
            if r2 != frm and not ctx.game._move_problem(s, FP, r1, r2, nations, count):
                out.add(r2)
    return sorted(out)


@event("fp_strategy_12", requires=lambda s, side: "" if _swift_sources(s) else
       T("It needs a Free Peoples army with a companion."))
def through_a_day_and_a_night(ctx: Ctx) -> list[Event]:
    # Reading: the whole army moves (no splitting), up to two regions, through free regions.
    opts = [((frm, to), T("The army in {frm} marches to {to}", frm=ctx.b.name[frm], to=ctx.b.name[to]))
            for frm in _swift_sources(ctx.s) for to in _swift_dests(ctx, frm)]
    if not opts:
        return [ctx.say(T("{card}: no road is free.", card=ctx.name), kind="move")]
    ctx.ask("march", opts)
    return []


@step("fp_strategy_12", "march")
def march_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    return _whole_army_moves(ctx, *pick)


# =================================================================================================
# 13 Círdan's Ships
# =================================================================================================
def _harbours(s: WotrState) -> list[str]:
    """Coastal regions (the board's sea outline) with a Free Peoples army."""
    return [r for r in coastal_regions() if s.strength(r, FP)]


recruit_card("fp_strategy_13", [(_harbours, "elves", {"u": 2})],
             requires=lambda s, side: "" if s.political["elves"] == 0 else T("It needs the Elves at war."))


__all__ = ["free_for", "recruit_card"]

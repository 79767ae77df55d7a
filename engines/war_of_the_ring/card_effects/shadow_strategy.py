"""Shadow Strategy deck (sh_strategy_01..24): event and combat halves (see ../CARDS.md).

Every text here is ours; what each card does follows the published cards (reference-a, matched by
name). Readings where a card leaves room are listed in CARDS.md.
"""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T, Text

from ..cards import (
    COMBAT_BANS,
    Ctx,
    bans,
    base_need,
    battle_region,
    cancel_card,
    coastal_regions,
    combat,
    event,
    in_battle_chars,
    removable,
    scored_key,
    stays_while,
    step,
)
from ..common import FP, SH, a_figure, nation_n, nation_text
from ..components import FREE_PEOPLES, SHADOW
from ..decisions import Battle, Decision
from ..state import WotrState
from ._shared import figure_count, free_for, recruit_card
from .shadow_character import _devilry_ok, devilry_of_orthanc


def _at_war(*nations: str):
    def req(s: WotrState, side: str) -> str:
        if all(s.political[n] == 0 for n in nations):
            return ""
        if len(nations) == 1:
            return T("It needs {nation} at war.", nation=nation_text(nations[0]))
        return T("It needs every Shadow nation at war.")
    return req


def _saruman(s: WotrState, side: str) -> str:
    return "" if "saruman" in s.chars else T("It needs Saruman in play.")


# =================================================================================================
# recruiting
# =================================================================================================
def _with_shadow_army(s: WotrState) -> list[str]:
    return sorted({r for (r, n) in s.units if n in SHADOW and s.strength(r, SH)})


def _near_dunland(s: WotrState) -> list[str]:
    b = s.board
    return sorted({x for d in ("north_dunland", "south_dunland") for x in b.nbrs[d]})


def _sauron_strongholds(s: WotrState) -> list[str]:
    b = s.board
    return [r for r in b.strongholds if b.nation[r] == "sauron"]


def _southron_settlements(s: WotrState) -> list[str]:
    b = s.board
    return [r for r in b.nodes if b.nation[r] == "southrons" and b.settlement[r] != "none"]


EAST_EDGE = ("north_rhun", "east_rhun", "south_rhun", "khand", "far_harad")   # Reading: the map's eastern edge

def _dunlendings_move(ctx: Ctx, used: tuple[str, ...]) -> list[Event]:
    return _dun_ask(ctx, used[0], 4, ("north_dunland", "south_dunland")) if used else []


def _dun_ask(ctx: Ctx, to: str, cap: int, sources: tuple[str, ...]) -> list[Event]:
    s = ctx.s
    for i, frm in enumerate(sources):
        t = s.units.get((frm, "isengard"), (0, 0, 0))
        top = min(cap, t[0] + t[1])
        if frm != to and top > 0 and not s.inside(frm, SH):
            ctx.ask("dun_move", [(k, T("Move %n Isengard unit(s) from {frm} to {to}", None, k, frm=ctx.b.name[frm],
                                       to=ctx.b.name[to])) for k in range(top + 1)],
                    to=to, frm=frm, cap=cap, rest=sources[i + 1:])
            return []
    return []


@step("sh_strategy_11", "dun_move")
def _dun_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s, frm, to = ctx.s, memo["frm"], memo["to"]
    ev: list[Event] = []
    if pick:
        _r, e, _l = s.units[(frm, "isengard")]
        ee = min(pick, e)
        desc = ctx.game._move_figures(s, SH, frm, to, None, {"isengard": (pick - ee, ee, 0)})
        ev.append(ctx.say(T("{card}: {desc} (moves|move) from {frm} to {to}.", None, pick, card=ctx.name, desc=desc,
                            frm=ctx.b.name[frm], to=ctx.b.name[to]), kind="move"))
    return ev + _dun_ask(ctx, to, memo["cap"] - (pick or 0), tuple(memo["rest"]))


recruit_card("sh_strategy_11", [(_near_dunland, "isengard", {"r": 2})], requires=_at_war("isengard"),
             after=_dunlendings_move)
recruit_card("sh_strategy_13", [(_with_shadow_army, "isengard", {"u": 1})], requires=_at_war("isengard"))
recruit_card("sh_strategy_14", [(_with_shadow_army, "sauron", {"u": 1})], requires=_at_war("sauron"))
recruit_card("sh_strategy_16", [("north_dunland", "isengard", {"r": 2}), ("south_dunland", "isengard", {"r": 2}),
                                ("orthanc", "isengard", {"u": 2})], requires=_saruman)
recruit_card("sh_strategy_17", [(_southron_settlements, "southrons", {"r": 2})] * 3, distinct=True)
recruit_card("sh_strategy_18", [("minas_morgul", "sauron", {"r": 5, "z": 1})],
             requires=lambda s, side: "" if "aragorn" in s.chars else T("It needs Aragorn in play."))
recruit_card("sh_strategy_19", [(("mount_gram", "moria"), "sauron", {"u": 2, "z": 1})])
recruit_card("sh_strategy_20", [("dol_guldur", "sauron", {"r": 3}), ("mount_gundabad", "sauron", {"r": 3})])
recruit_card("sh_strategy_21", [(EAST_EDGE, "southrons", {"r": 5})], requires=_at_war("southrons"))
recruit_card("sh_strategy_22", [("angmar", "sauron", {"r": 1}), ("ettenmoors", "sauron", {"r": 1}),
                                ("weather_hills", "sauron", {"r": 1}), ("trollshaws", "sauron", {"e": 1})])
recruit_card("sh_strategy_23", [("gorgoroth", "southrons", {"r": 5}), ("nurn", "sauron", {"r": 5})],
             requires=_at_war("sauron", "isengard", "southrons"))
recruit_card("sh_strategy_24", [(_sauron_strongholds, "sauron", {"r": 2})] * 3, requires=_at_war("sauron"),
             distinct=True)


# =================================================================================================
# events
# =================================================================================================
@event("sh_strategy_01", requires=lambda s, side: "" if any(s.control.get(r) == SH for r in s.board.strongholds
                                                             if s.board.nation[r] == "elves")
       else T("It needs the Shadow to hold an Elven stronghold."))
def return_to_valinor(ctx: Ctx) -> list[Event]:
    s, b = ctx.s, ctx.b
    ev: list[Event] = []
    for r in b.strongholds:
        if b.nation[r] != "elves" or r in s.sieges:
            continue
        n = min(s.units.get((r, "elves"), (0, 0, 0))[0] + s.units.get((r, "elves"), (0, 0, 0))[1], 5)
        if not n:
            continue
        k, e = ctx.roll(n, 6, T("the Elves of {region} sail West", region=b.name[r]),
                        lambda k: T("%n hit(s).", None, k))
        ev += [e, *ctx.hits_on(r, FP, k)]
    return ev or [ctx.say(T("{card}: no Elven army stands in a free Elven stronghold.", card=ctx.name))]


def _uruk_sieges(s: WotrState) -> list[str]:
    return sorted(r for r, inside in s.sieges.items() if inside == FP and s.units.get((r, "isengard"), (0, 0, 0))[0]
                  + s.units.get((r, "isengard"), (0, 0, 0))[1])


@event("sh_strategy_02", requires=lambda s, side: "" if "saruman" in s.chars and _uruk_sieges(s) else
       T("It needs Saruman in play and Isengard units besieging a stronghold."))
def fighting_uruk_hai(ctx: Ctx) -> list[Event]:
    rs = _uruk_sieges(ctx.s)
    if len(rs) == 1:
        return uruk_pick(ctx, rs[0], {})
    ctx.ask("uruk", [(r, T("The Uruk-hai storm {region}", region=ctx.b.name[r])) for r in rs])
    return []


@step("sh_strategy_02", "uruk")
def uruk_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    return ctx.start_battle(pick, pick, rounds_left=3, fp_cards_need_companion=True)


def _mt_besieged(s: WotrState, side: str) -> str:
    return "" if s.sieges.get("minas_tirith") == FP and s.strength("minas_tirith", SH) else \
        T("It needs {region} besieged by a Shadow army.", region=s.board.name["minas_tirith"])


@event("sh_strategy_03", requires=_mt_besieged)
def denethors_folly(ctx: Ctx) -> list[Event]:
    s = ctx.s
    army = s.army("minas_tirith", FP)
    n = next((x for x in sorted(army) if army[x][2]), None)
    where = ctx.b.name["minas_tirith"]
    ev = [ctx.say(T("{card} lies on the table: the Free Peoples may play no combat card in battles at {region}.",
                    card=ctx.name, region=where))]
    if n is not None:
        t = army[n]
        s.set_units("minas_tirith", n, (t[0], t[1], t[2] - 1))
        c = s.casualties[n]
        s.casualties[n] = (c[0], c[1], c[2] + 1)
        ev.append(ctx.say(T("{card}: {a_leader} in {region} is eliminated.", card=ctx.name,
                            a_leader=a_figure(n, "leader"), region=where), kind="battle"))
    return ev


def _denethor_ban(s: WotrState, side: str, bt: Battle) -> str:
    if side == FP and "sh_strategy_03" in s.table[SH] and bt.get("to") == "minas_tirith":
        return T("Denethor's Folly: no Free Peoples combat card in battles at Minas Tirith.")
    return ""


COMBAT_BANS.append(_denethor_ban)


def _denethor_ways(s: WotrState, side: str, face: str) -> list[tuple[str, Text]]:
    if face == "will_of_the_west" or any(s.chars.get(c) == "minas_tirith" for c in ("gandalf_the_white", "aragorn",
                                                                                  "gandalf_the_grey")):
        return [("die", T("force {card} off the table", card=s.board.cards["sh_strategy_03"].name))]
    return []


@removable("sh_strategy_03", FP, _denethor_ways)
def _denethor_removed(ctx: Ctx, way: str) -> list[Event]:
    return []


@event("sh_strategy_04", requires=_at_war("sauron", "isengard", "southrons"))
def day_without_dawn(ctx: Ctx) -> list[Event]:
    s = ctx.s
    n = s.rolled[FP].count("will_of_the_west")
    s.rolled[FP] = [f for f in s.rolled[FP] if f != "will_of_the_west"]
    return [ctx.say(T("{card}: %n unused Will of the West (die|dice) of the Free Peoples (is|are) discarded.", None, n,
                      card=ctx.name), kind="action")]


@event("sh_strategy_05")
def threats_and_promises(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: the Free Peoples cannot use a Muster die to advance a passive "
                      "nation.", card=ctx.name))]


@stays_while("sh_strategy_05")
def _threats_stay(s: WotrState) -> str:
    return s.card_state.get("fp_advanced", "")


@bans("sh_strategy_05")
def _threats_ban(s: WotrState, p: Decision, a: Any) -> str:
    if p["side"] == FP and a.kind == "politics" and a.get("die") in ("muster", "army_muster", "will_of_the_west") \
            and a.get("nation") not in s.active:
        return T("Threats and Promises: a passive nation cannot be advanced with an action die.")
    return ""


def _stormcrow_nations(s: WotrState) -> list[str]:
    b = s.board
    places = {r for c, r in s.chars.items() if b.char_side(c) == FP}
    if s.mordor is None:
        places.add(s.ring_region)
    return sorted({n for r in places if (n := b.nation[r]) is not None and n in FREE_PEOPLES and s.political[n] > 0})


@event("sh_strategy_06", requires=lambda s, side: "" if _stormcrow_nations(s) else
       T("It needs the Fellowship or a companion inside a Free Peoples nation not at war."))
def stormcrow(ctx: Ctx) -> list[Event]:
    ns = _stormcrow_nations(ctx.s)
    if len(ns) == 1:
        return stormcrow_pick(ctx, ns[0], {})
    ctx.ask("stormcrow", [(n, T("{card} troubles {nation}", card=ctx.name, nation=nation_text(n))) for n in ns])
    return []


@step("sh_strategy_06", "stormcrow")
def stormcrow_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    s.political[pick] = min(3, s.political[pick] + 1)
    ev = [ctx.say(T("{card}: {nation} (falls|fall) back one step from war.", None, nation_n(pick), card=ctx.name,
                    nation=nation_text(pick, True)), kind="politics")]
    opts = []
    for (r, n), t in sorted(s.units.items()):
        if n == pick:
            for i, kind in enumerate(("regular", "elite", "leader")):
                if t[i]:
                    opts.append(((r, kind), T("Lose {figure} in {region}", figure=a_figure(n, kind),
                                              region=ctx.b.name[r])))
    if opts:
        ctx.ask("stormcrow_loss", opts, who=FP, for_nation=pick, nation=pick)
    return ev


@step("sh_strategy_06", "stormcrow_loss")
def stormcrow_loss(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    (r, kind), n = pick, memo["nation"]
    i = ("regular", "elite", "leader").index(kind)
    t = list(s.units[(r, n)])
    t[i] -= 1
    s.set_units(r, n, (t[0], t[1], t[2]))
    c = list(s.casualties[n])
    c[i] += 1
    s.casualties[n] = (c[0], c[1], c[2])
    return [ctx.say(T("{card}: {what} in {r} is lost.", card=ctx.name, what=a_figure(n, kind), r=ctx.b.name[r]),
                    kind="battle"), *ctx.game._lone_leaders(s, r)]


# -- moving armies far -------------------------------------------------------------------------------
def _gather_moves(ctx: Ctx, steps: int, exclude: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """(from, to): a whole Shadow army moves up to `steps` regions through free regions and stops in a
    region with another Shadow army that is not besieged."""
    s, b = ctx.s, ctx.b
    out = []
    for frm in sorted({r for (r, n) in s.units if n in SHADOW and s.strength(r, SH) and not s.inside(r, SH)}):
        if frm in exclude or frm in s.sieges:
            continue
        army = s.army(frm, SH)
        nations = {n for n, t in army.items() if t[0] + t[1]}
        count = s.strength(frm, SH)
        seen, frontier = {frm}, [frm]
        for _ in range(steps):
            nxt = []
            for r in frontier:
                for x in b.nbrs[r]:
                    if x in seen or ctx.game._move_problem(s, SH, r, x, nations, count):
                        continue
                    seen.add(x)
                    if s.strength(x, SH):
                        if not s.inside(x, SH):
                            out.append((frm, x))
                        continue
                    nxt.append(x)
            frontier = nxt
    return out


def _gather(card_id: str, steps: int, armies: int) -> None:
    @event(card_id)
    def _play(ctx: Ctx) -> list[Event]:
        return _ask(ctx, armies, ())

    def _ask(ctx: Ctx, left: int, moved: tuple[str, ...]) -> list[Event]:
        opts = _gather_moves(ctx, steps, moved)
        if left <= 0 or not opts:
            return [] if moved else [ctx.say(T("{card}: no Shadow army can join another.", card=ctx.name), kind="move")]
        ctx.ask("gather", [((f, t), T("The army in {frm} joins the one in {to}", frm=ctx.b.name[f], to=ctx.b.name[t]))
                           for f, t in opts] + ([(None, T("Move no other army"))] if moved else []),
                left=left, moved=moved)
        return []

    @step(card_id, "gather")
    def _pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        if pick is None:
            return []
        frm, to = pick
        n = figure_count(ctx.s, frm, SH)
        desc = ctx.game._move_figures(ctx.s, SH, frm, to, None)
        ev = [ctx.say(T("{card}: {desc} (moves|move) from {frm} to {to}.", None, n, card=ctx.name, desc=desc,
                        frm=ctx.b.name[frm], to=ctx.b.name[to]), kind="move")]
        ev += ctx.game._after_entering(ctx.s, SH, to)
        return ev + _ask(ctx, memo["left"] - 1, (*memo["moved"], to))


_gather("sh_strategy_07", 3, 1)
_gather("sh_strategy_08", 2, 2)


@event("sh_strategy_09", requires=_at_war("sauron", "isengard", "southrons"))
def shadow_is_moving(ctx: Ctx) -> list[Event]:
    ctx.army_actions(moves=4)
    return [ctx.say(T("{card}: up to four Shadow armies may move one region each.", card=ctx.name), kind="move")]


def _landings(s: WotrState) -> list[str]:
    return [r for r in coastal_regions() if s.board.nation[r] == "gondor"] if s.strength("umbar", SH) and \
        not s.inside("umbar", SH) else []


@event("sh_strategy_10", requires=lambda s, side: _at_war("southrons")(s, side) or
       ("" if _landings(s) else T("It needs a Shadow army in {region}.", region=s.board.name["umbar"])))
def corsairs_of_umbar(ctx: Ctx) -> list[Event]:
    ctx.ask("corsairs", [(r, T("The Corsairs sail from {frm} to {to}", frm=ctx.b.name["umbar"], to=ctx.b.name[r]))
                         for r in _landings(ctx.s)])
    return []


@step("sh_strategy_10", "corsairs")
def corsairs_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if s.sieges.get(pick) == FP:   # the Free Peoples there are besieged: the fleet joins the besiegers
        ev = _land(ctx, pick)
        return ev + ctx.start_battle(pick, pick)
    if s.strength(pick, FP):       # a battle from the ships; the fleet cannot turn back
        ctx.then("corsairs_land", to=pick)
        return ctx.start_battle("umbar", pick, no_stop=True)
    return _land(ctx, pick)


@step("sh_strategy_10", "corsairs_land")
def corsairs_land(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    to = memo["to"]
    if ctx.s.strength("umbar", SH) and not ctx.s.strength(to, FP):
        return _land(ctx, to)
    return []


def _land(ctx: Ctx, to: str) -> list[Event]:
    s = ctx.s
    n = figure_count(s, "umbar", SH)
    desc = ctx.game._move_figures(s, SH, "umbar", to, None)
    ev = [ctx.say(T("{card}: {desc} (lands|land) in {to}.", None, n, card=ctx.name, desc=desc, to=ctx.b.name[to]),
                  kind="move")]
    limit = 5 if s.inside(to, SH) else 10
    extra = s.strength(to, SH) - limit
    if extra > 0:   # stacking is checked at once: the excess goes back to the reinforcements
        ev.append(ctx.say(T("{card}: %n unit(s) more than may stand in {to}: they are removed.", None, extra,
                            card=ctx.name, to=ctx.b.name[to]), kind="move"))
        army = s.army(to, SH)
        regs = sum(t[0] for t in army.values())
        ev += ctx.game._apply_casualties(s, SH, to, max(0, extra - regs), 0, min(extra, regs))
    return ev + ctx.game._after_entering(s, SH, to)


@event("sh_strategy_12", requires=lambda s, side: "" if "witch_king" in s.chars else
       T("It needs the Witch-king in play."))
def return_of_the_witch_king(ctx: Ctx) -> list[Event]:
    s = ctx.s
    frm = s.chars["witch_king"]
    s.chars["witch_king"] = "angmar"
    ev = [ctx.say(T("{card}: the Witch-king flies from {frm} to {to}.", card=ctx.name, frm=ctx.b.name[frm],
                    to=ctx.b.name["angmar"]), kind="move")]
    if free_for(s, "angmar", SH):
        ev += ctx.recruit("angmar", "sauron", regulars=2, elites=1)
    return ev


@event("sh_strategy_15", requires=_at_war("sauron"))
def hill_trolls(ctx: Ctx) -> list[Event]:
    return _trolls(ctx, 2)


def _trolls(ctx: Ctx, left: int) -> list[Event]:
    s = ctx.s
    rs = sorted(r for (r, n), t in s.units.items() if n == "sauron" and t[0])
    if left <= 0 or not rs or not s.reinforcements["sauron"][1]:
        return []
    ctx.ask("trolls", [(r, T("A Sauron regular in {region} becomes a troll (elite)", region=ctx.b.name[r]))
                       for r in rs], left=left)
    return []


@step("sh_strategy_15", "trolls")
def trolls_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    t = s.units[(pick, "sauron")]
    s.set_units(pick, "sauron", (t[0] - 1, t[1] + 1, t[2]))
    rr = s.reinforcements["sauron"]
    s.reinforcements["sauron"] = (rr[0] + 1, rr[1] - 1, rr[2])
    ev = [ctx.say(T("{card}: a regular in {r} is replaced by an elite.", card=ctx.name, r=ctx.b.name[pick]),
                  kind="muster")]
    return ev + _trolls(ctx, memo["left"] - 1)


# =================================================================================================
# combat halves
# =================================================================================================
def _both_plus(n: int):
    def fn(ctx: Ctx) -> list[Event]:
        for side in (FP, SH):
            ctx.mod(f"plus:{side}", n)
            ctx.mod(f"plus_rr:{side}", n)
        return [ctx.say(T("{combat}: +{n} to each die of both armies' rolls and re-rolls.", combat=ctx.combat_name,
                          n=n), kind="battle")]
    return fn


def _own_hits_options(ctx: Ctx, top: int) -> list[tuple[Any, Text]]:
    units = ctx.s.strength(ctx.region_of(SH), SH) if not (ctx.bt["att"] == SH and ctx.bt.get("force")) else \
        sum(x[1] + x[2] for x in ctx.bt["force"])
    return [(n, T("{combat}: take %n hit(s) on your own army", None, n, combat=ctx.combat_name))
            for n in range(min(top, units) + 1)]


def relentless_assault(ctx: Ctx) -> list[Event]:
    opts = _own_hits_options(ctx, 2)
    if len(opts) > 1:
        ctx.ask("relentless", opts)
    return []


def relentless_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if not pick:
        return []
    ctx.mod(f"plus:{SH}", pick)
    bt = ctx.bt
    force = bt["att"] == SH and bool(bt.get("force"))
    return [ctx.say(T("{combat}: the Shadow drives its own troops ({n}): +{n} to each die of its combat roll.",
                      combat=ctx.combat_name, n=pick), kind="battle"),
            *ctx.game._ask_casualties(ctx.s, SH, ctx.region_of(SH), pick, force=force)]


def onslaught(ctx: Ctx) -> list[Event]:
    opts = _own_hits_options(ctx, 4)
    if len(opts) > 1:
        ctx.ask("onslaught", opts)
    return []


def onslaught_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if not pick or ctx.s.battle is None:
        return []
    s, bt = ctx.s, ctx.bt
    k, e = ctx.roll(pick, 4, T("one die for each hit the Shadow took on itself"),
                    lambda k: T("%n hit(s) on the Free Peoples.", None, k), rule="battles")
    ev = [e]
    fp_force = bt["att"] == FP and bool(bt.get("force"))
    if k:   # pushed first: the Shadow's own casualties (pushed last) are taken before
        ev += ctx.game._ask_casualties(s, FP, ctx.region_of(FP), k, force=fp_force)
    sh_force = bt["att"] == SH and bool(bt.get("force"))
    return ev + ctx.game._ask_casualties(s, SH, ctx.region_of(SH), pick, force=sh_force)


def _units(s: WotrState, bt: Battle, side: str) -> int:
    if side == bt["att"] and bt.get("force"):
        return sum(x[1] + x[2] for x in bt["force"])
    return s.strength(battle_region(bt, side), side)


def great_host(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    mine, theirs = _units(s, bt, SH), _units(s, bt, FP)
    if not theirs or mine < 2 * theirs:
        return [ctx.say(T("{combat}: {m} against {t}: not twice as many; no effect.", combat=ctx.combat_name, m=mine,
                          t=theirs), kind="battle")]
    force = bt["att"] == FP and bool(bt.get("force"))
    return [ctx.say(T("{combat}: {m} against {t}: one more hit.", combat=ctx.combat_name, m=mine, t=theirs),
                    kind="battle"),
            *ctx.game._ask_casualties(s, FP, ctx.region_of(FP), 1, force=force)]


def _sh_elites(s: WotrState, bt: Battle) -> int:
    if bt["att"] == SH and bt.get("force"):
        return sum(x[2] for x in bt["force"])
    return sum(t[1] for t in s.army(battle_region(bt, SH), SH).values())


def _sh_elite_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    return "" if _sh_elites(s, bt) else T("It needs a Shadow elite unit in the battle.")


def we_come_to_kill(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    n = min(_sh_elites(s, bt), 5)
    if not n or not _units(s, bt, FP):
        return []
    k, e = ctx.roll(n, 5, T("the elites strike again after the casualties"), lambda k: T("%n hit(s).", None, k),
                    rule="battles")
    force = bt["att"] == FP and bool(bt.get("force"))
    return [e] + (ctx.game._ask_casualties(s, FP, ctx.region_of(FP), k, force=force) if k else [])


def swarm_of_bats(ctx: Ctx) -> list[Event]:
    gone = cancel_card(ctx.bt, FP)
    if gone:
        return [ctx.say(T("{combat}: the Free Peoples' {other} is cancelled.", combat=ctx.combat_name,
                          other=ctx.b.cards[gone].combat_card), kind="battle")]
    ctx.mod(f"plus_rr:{SH}", 1)
    return [ctx.say(T("{combat}: no card to cancel: +1 to each Shadow die of the re-roll.", combat=ctx.combat_name),
                    kind="battle")]


def _southron_elite(s: WotrState, side: str, bt: Battle) -> str:
    if bt["att"] == SH and bt.get("force"):
        ok = any(x[0] == "southrons" and x[2] for x in bt["force"])
    else:
        ok = s.units.get((battle_region(bt, SH), "southrons"), (0, 0, 0))[1] > 0
    return "" if ok else T("It needs a Southron & Easterling elite in the battle.")


def mumakil(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{SH}", 1)
    return [ctx.say(T("{combat}: +1 to each Shadow die of the combat roll.", combat=ctx.combat_name), kind="battle")]


def mumakil_after(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    pre = bt.get("pre_hits") or {}
    mine = bt.get(scored_key(bt, SH), 0) + pre.get(SH, 0)
    theirs = bt.get(scored_key(bt, FP), 0) + pre.get(FP, 0)
    if mine > theirs:
        bt[scored_key(bt, SH)] = bt.get(scored_key(bt, SH), 0) + 1
        return [ctx.say(T("{combat}: the Shadow scored more ({m} to {t}): one more hit.", combat=ctx.combat_name,
                          m=mine, t=theirs), kind="battle")]
    return [ctx.say(T("{combat}: the Shadow did not score more ({m} to {t}).", combat=ctx.combat_name, m=mine,
                      t=theirs), kind="battle")]


SHARED: dict[str, tuple[Any, Any, str]] = {
    "strife": (None, _both_plus(2), "apply"),
    "desperate": (None, _both_plus(1), "apply"),
    "onslaught": (None, onslaught, "after_casualties"),
    "relentless": (None, relentless_assault, "apply"),
    "host": (None, great_host, "after_casualties"),
    "kill": (_sh_elite_in_battle, we_come_to_kill, "after_casualties"),
    "bats": (None, swarm_of_bats, "apply"),
    "mumakil": (_southron_elite, mumakil, "apply"),
    "devilry": (_devilry_ok, devilry_of_orthanc, "apply"),
}
COMBATS = {1: "strife", 2: "onslaught", 3: "devilry", 4: "relentless", 5: "devilry", 6: "host", 7: "mumakil",
           8: "mumakil", 9: "bats", 10: "strife", 11: "relentless", 12: "bats", 13: "kill", 14: "kill", 15: "kill",
           16: "host", 17: "host", 18: "relentless", 19: "onslaught", 20: "onslaught", 21: "strife",
           22: "desperate", 23: "desperate", 24: "desperate"}

for _n, _k in COMBATS.items():
    _c = f"sh_strategy_{_n:02d}"
    _req, _fn, _timing = SHARED[_k]
    combat(_c, requires=_req, timing=_timing)(_fn)
    if _k == "relentless":
        step(_c, "relentless")(relentless_pick)
    elif _k == "onslaught":
        step(_c, "onslaught")(onslaught_pick)
    elif _k == "mumakil":
        combat(_c, timing="after_roll")(mumakil_after)

__all__ = ["base_need", "in_battle_chars", "stays_while"]

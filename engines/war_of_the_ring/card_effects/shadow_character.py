"""Shadow Character deck (sh_character_01..24): event and combat halves (see ../CARDS.md).

Every text here is ours; what each card does follows the published cards (reference-a, matched by
name). Readings where a card leaves room are marked "Reading:" and listed in CARDS.md.
"""
from __future__ import annotations

from typing import Any, Unpack

from engines.core import Event, RollExplanation, RollPart
from engines.core.i18n import T, Text

from ..cards import (
    TABLE_COMBAT,
    Ctx,
    battle_region,
    combat,
    event,
    in_battle_chars,
    leaders_in_battle,
    must_pass,
    on_table,
    removable,
    scored_key,
    stays_while,
    step,
    while_on_table,
)
from ..common import A_FACE_DIE, CAPTAINS, FP, SH, a_figure, comma_text
from ..decisions import Battle, Hunt, HuntFlags
from ..state import WotrState


# =================================================================================================
# shared preconditions
# =================================================================================================
def nazgul_leadership(s: WotrState, bt: Battle) -> int:
    """The leadership the Nazgûl (the Witch-king counts 2) give the Shadow army in this battle."""
    if (bt["att"] == SH and bt.get("force")) or bt.get("white_rider"):
        return 0
    r = battle_region(bt, SH)
    return s.nazgul.get(r, 0) + (s.board.char_leadership("witch_king") if s.chars.get("witch_king") == r else 0)


def nazgul_count(s: WotrState, r: str) -> int:
    """Nazgûl figures in `r`, the Witch-king included (rulebook: he is a Nazgûl as well as a minion)."""
    return s.nazgul.get(r, 0) + (1 if s.chars.get("witch_king") == r else 0)


def _lead_at_least(n: int):
    def req(s: WotrState, side: str, bt: Battle) -> str:
        return "" if nazgul_leadership(s, bt) >= n else T("It needs Nazgûl leadership {n} or more in the battle.", n=n)
    return req


def nazgul_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    if bt["att"] == SH and bt.get("force"):
        return T("It needs a Nazgûl in the battle.")
    r = battle_region(bt, SH)
    return "" if nazgul_count(s, r) else T("It needs a Nazgûl in the battle.")


def fellowship_at_defender(s: WotrState, side: str, bt: Battle) -> str:
    if s.mordor is None and s.ring_region == bt["to"]:
        return ""
    return T("It needs the defending army to stand in the Fellowship's region.")


def away_from_fp_settlements(s: WotrState, side: str) -> str:
    r = s.ring_region
    if s.mordor is None and s.board.settlement[r] != "none" and s.board.side[r] == FP:
        return T("It needs the Fellowship away from Free Peoples settlements.")
    return ""


def fellowship_moved(s: WotrState, side: str) -> str:
    return "" if s.mordor is None and s.progress >= 1 else T("It needs the Fellowship's progress at 1 or more.")


def fellowship_revealed(s: WotrState, side: str) -> str:
    return "" if not s.hidden else T("It needs the Fellowship revealed.")


# =================================================================================================
# combat halves
# =================================================================================================
def one_for_the_dark_lord(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{SH}", 1)
    ctx.mod(f"plus_rr:{SH}", 1)
    return [ctx.say(T("{combat}: +1 to each Shadow die of the combat roll and the re-roll.", combat=ctx.combat_name),
                    kind="battle")]


def cruel_as_death(ctx: Ctx) -> list[Event]:
    ctx.mod(f"rerolls:{SH}", -2)
    ctx.mod(f"plus:{SH}", 1)
    return [ctx.say(T("{combat}: the Nazgûl give up 2 leadership; +1 to each Shadow die of the combat roll.",
                      combat=ctx.combat_name), kind="battle")]


def they_are_terrible(ctx: Ctx) -> list[Event]:
    ctx.mod(f"rerolls:{SH}", -1)
    ctx.mod(f"plus_rr:{SH}", 1)
    return [ctx.say(T("{combat}: the Nazgûl give up 1 leadership; +1 to each Shadow die of the re-roll.",
                      combat=ctx.combat_name), kind="battle")]


def dread_and_despair(ctx: Ctx) -> list[Event]:
    top = min(nazgul_leadership(ctx.s, ctx.bt), 5)
    if top <= 0:
        return []
    ctx.ask("dread", [(n, T("{combat}: give up %n Nazgûl leadership, the Free Peoples roll %n (die|dice) fewer", None,
                            n, combat=ctx.combat_name)) for n in range(1, top + 1)])
    return []


def dread_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    ctx.mod(f"rerolls:{SH}", -pick)
    ctx.mod(f"dice:{FP}", -pick)
    return [ctx.say(T("{combat}: the Free Peoples roll %n (die|dice) fewer (at least one).", None, pick,
                      combat=ctx.combat_name), kind="battle")]


def black_breath(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    rr = (bt.get("rolled") or {}).get(SH, (0, 0))[1]
    if rr < 1:
        return [ctx.say(T("{combat}: the re-roll scored no hit; no effect.", combat=ctx.combat_name), kind="battle")]
    name = ctx.combat_name
    opts: list[tuple[Any, Text]] = []
    if leaders_in_battle(s, bt, FP) and not (bt["att"] == FP and bt.get("force")):
        opts.append(("leader", T("{combat}: a Free Peoples leader in the battle is eliminated", combat=name)))
    for c in in_battle_chars(s, bt, FP):
        if ctx.b.char_level(c) <= rr:
            opts.append((c, T("{combat}: {name} is eliminated", combat=name, name=ctx.b.char_name(c))))
    if not opts:
        return []
    ctx.ask("black_breath", [*opts, (None, T("{combat}: no one more", combat=name))])
    return []


def black_breath_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if pick is None:
        return []
    if pick == "leader":
        region = ctx.region_of(FP)
        army = s.army(region, FP)
        n = next(x for x in sorted(army) if army[x][2])
        t = army[n]
        s.set_units(region, n, (t[0], t[1], t[2] - 1))
        c = s.casualties[n]
        s.casualties[n] = (c[0], c[1], c[2] + 1)
        return [ctx.say(T("{combat}: {a_leader} is eliminated.", combat=ctx.combat_name,
                          a_leader=a_figure(n, "leader")), kind="battle")]
    return ctx.eliminate_character(pick)


def foul_stench(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    naz = nazgul_leadership(s, bt)
    fp = ctx.game._battle_leadership(s, bt, FP)
    if naz >= fp:
        ctx.mod(f"no_reroll:{FP}", 1)
        return [ctx.say(T("{combat}: Nazgûl leadership {n} against {f}: the Free Peoples have no leader re-roll.",
                          combat=ctx.combat_name, n=naz, f=fp), kind="battle")]
    return [ctx.say(T("{combat}: Nazgûl leadership {n} is below the Free Peoples' {f}; no effect.",
                      combat=ctx.combat_name, n=naz, f=fp), kind="battle")]


def words_of_power(ctx: Ctx) -> list[Event]:
    chars = in_battle_chars(ctx.s, ctx.bt, FP)
    if not chars:
        return [ctx.say(T("{combat}: no companion in the battle; no effect.", combat=ctx.combat_name), kind="battle")]
    if len(chars) == 1:
        return words_pick(ctx, chars[0], {})
    ctx.ask("words", [(c, T("{combat}: silence {name} this round", combat=ctx.combat_name, name=ctx.b.char_name(c)))
                      for c in chars])
    return []


def words_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    lead = ctx.b.char_leadership(pick)
    if lead:
        ctx.mod(f"rerolls:{FP}", -lead)
    if pick in CAPTAINS and ctx.s.strength(ctx.region_of(FP), FP):
        ctx.mod(f"dice:{FP}", -1)   # Captain of the West gives no die this round
    return [ctx.say(T("{combat}: {c} loses leadership and abilities this round.", combat=ctx.combat_name,
                      c=ctx.b.char_name(pick)), kind="battle")]


def durins_bane(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    k, e = ctx.roll(3, 4, T("{combat} strikes before the combat roll", combat=ctx.combat_name),
                    lambda k: T("%n hit(s) on the Free Peoples army at once.", None, k), rule="battles")
    bt["pre_hits"] = {**(bt.get("pre_hits") or {}), SH: (bt.get("pre_hits") or {}).get(SH, 0) + k}
    ev = [e]
    if k:
        force = bt["att"] == FP and bool(bt.get("force"))
        ev += ctx.game._ask_casualties(ctx.s, FP, ctx.region_of(FP), k, force=force)
    return ev


def _near_moria(s: WotrState, side: str, bt: Battle) -> str:
    return "" if s.board.dist("moria").get(bt["to"], 99) <= 2 else \
        T("It needs the defenders within two regions of {region}.", region=s.board.name["moria"])


def _devilry_ok(s: WotrState, side: str, bt: Battle) -> str:
    if bt["att"] == SH and bt.get("force"):
        has = any(x[0] == "isengard" and x[1] + x[2] for x in bt["force"])
    else:
        t = s.units.get((battle_region(bt, SH), "isengard"), (0, 0, 0))
        has = t[0] + t[1] > 0
    if has and s.board.settlement[bt["to"]] == "stronghold":
        return ""
    return T("It needs an Isengard unit in the battle and the defenders in a stronghold.")


def devilry_of_orthanc(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{SH}", 1)
    return [ctx.say(T("{combat}: +1 to each Shadow die of the combat roll.", combat=ctx.combat_name), kind="battle")]


SHARED: dict[str, tuple[Any, Any, str]] = {
    "one": (fellowship_at_defender, one_for_the_dark_lord, "apply"),
    "cruel": (_lead_at_least(2), cruel_as_death, "apply"),
    "terrible": (_lead_at_least(1), they_are_terrible, "apply"),
    "dread": (_lead_at_least(1), dread_and_despair, "apply"),
    "breath": (nazgul_in_battle, black_breath, "after_roll"),
    "stench": (_lead_at_least(1), foul_stench, "apply"),
    "words": (nazgul_in_battle, words_of_power, "apply"),
    "durin": (_near_moria, durins_bane, "apply"),
    "devilry": (_devilry_ok, devilry_of_orthanc, "apply"),
}
COMBATS = {1: "one", 2: "one", 3: "one", 4: "one", 5: "cruel", 6: "cruel", 7: "terrible", 8: "dread",
           9: "breath", 10: "stench", 11: "cruel", 12: "breath", 13: "terrible", 14: "dread", 15: "words",
           16: "terrible", 17: "durin", 18: "words", 19: "devilry", 20: "dread", 21: "cruel", 22: "stench",
           23: "words", 24: "stench"}

for _n, _k in COMBATS.items():
    _c = f"sh_character_{_n:02d}"
    _req, _fn, _timing = SHARED[_k]
    combat(_c, requires=_req, timing=_timing)(_fn)
    if _k == "dread":
        step(_c, "dread")(dread_pick)
    elif _k == "breath":
        step(_c, "black_breath")(black_breath_pick)
    elif _k == "words":
        step(_c, "words")(words_pick)


# =================================================================================================
# 01-04 special hunt tiles
# =================================================================================================
for _c in ("sh_character_01", "sh_character_02", "sh_character_03", "sh_character_04"):
    event(_c)(lambda ctx: ctx.special_tile())


# =================================================================================================
# 05-07 a hunt tile drawn by a card; 14 The Breaking of the Fellowship
# =================================================================================================
def _draw_for_card(ctx: Ctx) -> tuple[str | None, list[Event]]:
    """Draw a tile; an Eye or a Free Peoples special tile is discarded without effect (None)."""
    s, b = ctx.s, ctx.b
    if not s.hunt_pool:
        return None, [ctx.say(T("{card}: the hunt pool is empty; no tile.", card=ctx.name), kind="hunt")]
    t = ctx.dice.pick(sorted(s.hunt_pool))
    s.hunt_pool.remove(t)
    s.hunt_drawn.append(t)
    tile = b.tiles[t]
    useless = tile.eye or tile.kind == "free_peoples"
    desc: Any = T("Eye", "hunt tile") if tile.eye else (T("die", "hunt tile") if tile.die else str(tile.damage))
    if tile.kind == "free_peoples":
        desc = T("{tile} (Free Peoples special)", tile=desc)
    cons = T("an Eye or a Free Peoples tile: discarded without effect") if useless else T("it counts")
    ev = [ctx.say(T("{card}: a hunt tile is drawn: {desc}; {cons}.", card=ctx.name, desc=desc, cons=cons), kind="hunt",
                  roll=RollExplanation(T("{card}: draw a hunt tile", card=ctx.name),
                                       [RollPart(T("%n tile(s)", None, len(s.hunt_pool) + 1))],
                                       "", desc, cons, "hunt", "war_of_the_ring"))]
    return (None if useless else t), ev


def _tile_hunt(card_id: str, **flags: Unpack[HuntFlags]) -> None:
    @event(card_id, requires=away_from_fp_settlements)
    def _play(ctx: Ctx) -> list[Event]:
        t, ev = _draw_for_card(ctx)
        if t is None:
            return ev
        h: Hunt = {"stage": "card", "extra": 0, "successes": 0, "mordor_move": False, "tiles": 0, "card": card_id,
             **flags}
        ctx.s.hunt = h
        return ev + ctx.game._tile_effect(ctx.s, h, t, ctx.dice)


_tile_hunt("sh_character_05")
_tile_hunt("sh_character_06", no_reduce=True)          # Isildur's Bane: only the Ring takes the damage
_tile_hunt("sh_character_07", random_casualty=True)    # Foul Thing: a random companion first


@event("sh_character_14", requires=fellowship_revealed)
def breaking_of_the_fellowship(ctx: Ctx) -> list[Event]:
    s = ctx.s
    if s.guide == "gollum" or not s.companions:
        return ctx.corrupt(1)
    t, ev = _draw_for_card(ctx)
    if t is None:
        return ev
    tile = ctx.b.tiles[t]
    if tile.die:
        d = ctx.dice.d(6, T("tile die"))
        n = d.value
        ev.append(ctx.say(T("{card}: the tile's die shows {n}.", card=ctx.name, n=n), kind="hunt",
                          roll=RollExplanation(T("{card}: the die of the tile", card=ctx.name),
                                               [RollPart(T("tile", "hunt tile"), [d])], "", str(n),
                                               T("%n companion(s) must leave", None, n), "hunt", "war_of_the_ring")))
    else:
        n = max(0, tile.damage or 0)
    return ev + _breaking_next(ctx, n)


def _breaking_next(ctx: Ctx, left: int) -> list[Event]:
    s = ctx.s
    if left <= 0 or not s.companions:
        return []
    ctx.ask("breaking", [(c, T("{name} leaves the Fellowship", name=ctx.b.char_name(c))) for c in s.companions],
            who=FP, left=left)
    return []


@step("sh_character_14", "breaking")
def breaking_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if s.mordor is not None:   # seed: leaving on the Mordor track means elimination
        ev = ctx.game._eliminate_companion(s, pick)
    else:
        s.companions.remove(pick)
        s.chars[pick] = s.ring_region
        ev = [ctx.say(T("{card}: {c} leaves the Fellowship in {r}.", card=ctx.name, c=ctx.b.char_name(pick),
                        r=ctx.b.name[s.ring_region]), kind="fellowship")]
        ev += ctx.game._new_guide(s, pick)
    return ev + _breaking_next(ctx, memo["left"] - 1)


# =================================================================================================
# 08 Candles of Corpses, 12 Morgul Wound, 13 Lure of the Ring
# =================================================================================================
@event("sh_character_08", requires=away_from_fp_settlements)
def candles_of_corpses(ctx: Ctx) -> list[Event]:
    need = 6 if ctx.s.guide == "gollum" else 4
    purpose = T("corrupt the Ring-bearer (Gollum guides: only 6s)") if need == 6 else T("corrupt the Ring-bearer")
    k, ev = ctx.roll(3, need, purpose, lambda k: T("%n corruption.", None, k))
    return [ev] + (ctx.corrupt(k) if k else [])


@event("sh_character_12", requires=fellowship_revealed)
def morgul_wound(ctx: Ctx) -> list[Event]:
    return ctx.corrupt(2 if ctx.s.corruption <= 3 else 1)


@event("sh_character_13", requires=fellowship_revealed)
def lure_of_the_ring(ctx: Ctx) -> list[Event]:
    s = ctx.s
    if s.guide == "gollum" or not s.companions:
        return ctx.corrupt(1)
    c = ctx.dice.pick(sorted(s.companions))
    ev = [ctx.say(T("{card}: the lot falls on {c}.", card=ctx.name, c=ctx.b.char_name(c)), kind="hunt",
                  roll=RollExplanation(T("{card}: draw a companion at random", card=ctx.name),
                                       [RollPart(comma_text([ctx.b.char_name(x) for x in sorted(s.companions)]))],
                                       "", ctx.b.char_name(c),
                                       T("The Free Peoples choose: corruption or the companion."), "hunt",
                                       "war_of_the_ring"))]
    lvl = ctx.b.char_level(c)
    ctx.ask("lure", [("corrupt", T("The Ring-bearer takes %n corruption ({name}'s level)", None, lvl,
                                   name=ctx.b.char_name(c))),
                     ("lose", T("{name} is eliminated", name=ctx.b.char_name(c)))], who=FP, c=c)
    return ev


@step("sh_character_13", "lure")
def lure_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    c = memo["c"]
    if pick == "corrupt":
        return ctx.corrupt(ctx.b.char_level(c))
    return ctx.game._eliminate_companion(ctx.s, c)


# =================================================================================================
# 09 The Nazgûl Strike!, 10 Nazgûl Search, 11 Cruel Weather
# =================================================================================================
def any_nazgul(s: WotrState) -> bool:
    return any(s.nazgul.values()) or "witch_king" in s.chars


def move_nazgul_then(ctx: Ctx, then: str) -> list[Event]:
    """The core's Nazgûl moves, the Witch-king included (he moves as a Nazgûl; the Mouth of Sauron
    stays), then the card's step."""
    ctx.then(then)
    if any_nazgul(ctx.s):
        ctx.s.pending.append({"kind": "minion_moves", "side": SH, "spent": (), "moved": ("mouth_of_sauron",)})
    return [ctx.say(T("{card}: the Shadow may move any or all of the Nazgûl (the Witch-king too).", card=ctx.name),
                    kind="move")]


@event("sh_character_09", requires=fellowship_moved)
def nazgul_strike(ctx: Ctx) -> list[Event]:
    return move_nazgul_then(ctx, "strike")


@step("sh_character_09", "strike")
def nazgul_strike_after(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if s.mordor is not None or not nazgul_count(s, s.ring_region):
        return [ctx.say(T("{card}: no Nazgûl stands with the Fellowship.", card=ctx.name), kind="hunt")]
    opts: list[tuple[Any, Text]] = [(c, T("Discard {card} from the Free Peoples' table", card=ctx.b.cards[c].name))
                                    for c in s.table[FP] if ctx.b.cards[c].deck == "character"]
    if s.hunt_shadow:
        opts.append(("hunt", T("Roll for the hunt as if the Fellowship had moved")))
    if not opts:
        return []
    opts.append((None, T("Do neither")))   # the card says "may"
    ctx.ask("strike_pick", opts)
    return []


@step("sh_character_09", "strike_pick")
def nazgul_strike_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if pick is None:
        return [ctx.say(T("{card}: the Shadow lets the Fellowship be.", card=ctx.name), kind="hunt")]
    if pick == "hunt":
        return [ctx.say(T("{card}: the Nazgûl hunt the Fellowship.", card=ctx.name), kind="hunt"),
                *ctx.game._hunt_roll(s, ctx.dice)]
    s.table[FP].remove(pick)
    s.discards[f"{FP}/{ctx.b.cards[pick].deck}"].append(pick)
    return [ctx.say(T("{card}: {other} is discarded from the Free Peoples' table.", card=ctx.name,
                      other=ctx.b.cards[pick].name))]


@event("sh_character_10", requires=fellowship_moved)
def nazgul_search(ctx: Ctx) -> list[Event]:
    return move_nazgul_then(ctx, "search")


@step("sh_character_10", "search")
def nazgul_search_after(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    if s.mordor is not None or not nazgul_count(s, s.ring_region) or not s.hidden:
        return [ctx.say(T("{card}: the Nazgûl find nothing.", card=ctx.name), kind="hunt")]
    ev = [ctx.say(T("{card}: a Nazgûl stands with the Fellowship: it is revealed.", card=ctx.name), kind="hunt")]
    return ev + ctx.game._reveal(s, ctx.dice, say=False)


@event("sh_character_11", requires=fellowship_moved)
def cruel_weather(ctx: Ctx) -> list[Event]:
    r = ctx.s.ring_region
    ctx.ask("weather", [(x, T("{card} drives the Fellowship to {region}", card=ctx.name, region=ctx.b.name[x]))
                        for x in ctx.b.nbrs[r]])
    return []


@step("sh_character_11", "weather")
def cruel_weather_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    frm = ctx.s.ring_region
    ctx.s.ring_region = pick
    return [ctx.say(T("{card}: the Fellowship is driven from {frm} to {to}.", card=ctx.name, frm=ctx.b.name[frm],
                      to=ctx.b.name[pick]), kind="fellowship")]


# =================================================================================================
# 15 Worn with Sorrow and Toil, 16 Flocks of Crebain (table)
# =================================================================================================
def declared_at_home(s: WotrState) -> str:
    r = s.ring_region
    if "declared" in s.phase_flags and s.mordor is None and s.board.side[r] == FP and \
            s.board.settlement[r] in ("city", "stronghold") and s.control.get(r) == FP:
        return T("the Fellowship was declared in {region}", region=s.board.name[r])
    return ""


@event("sh_character_15")
def worn_with_sorrow(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: each time a companion falls to the hunt, a Free Peoples Character "
                      "card may be discarded too.", card=ctx.name))]


def _fp_character_cards(s: WotrState) -> bool:
    b = s.board
    return any(b.cards[c].deck == "character" for c in s.hands[FP] + s.table[FP])


@on_table("sh_character_15", hook="companion_casualty", usable=lambda s, side: _fp_character_cards(s))
def worn_use(ctx: Ctx) -> list[Event]:
    s, b = ctx.s, ctx.b
    opts: list[tuple[Any, Text]] = []
    if any(b.cards[c].deck == "character" for c in s.hands[FP]):
        opts.append(("hand", T("Discard a random Character card from the Free Peoples' hand")))
    opts += [(c, T("Discard {card} from the Free Peoples' table", card=b.cards[c].name)) for c in s.table[FP]
             if b.cards[c].deck == "character"]
    ctx.ask("worn", opts)
    return []   # the card stays: it acts at every companion casualty until the Fellowship is declared at home


@step("sh_character_15", "worn")
def worn_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s, b = ctx.s, ctx.b
    if pick == "hand":
        pick = ctx.dice.pick(sorted(c for c in s.hands[FP] if b.cards[c].deck == "character"))
        s.hands[FP].remove(pick)
        s.discards[f"{FP}/character"].append(pick)
        return [ctx.say(T("{card}: {other} is discarded from the Free Peoples' hand (drawn at random).", card=ctx.name,
                          other=b.cards[pick].name))]
    s.table[FP].remove(pick)
    s.discards[f"{FP}/character"].append(pick)
    return [ctx.say(T("{card}: {other} is discarded from the Free Peoples' table.", card=ctx.name,
                      other=b.cards[pick].name))]


stays_while("sh_character_15")(declared_at_home)


@event("sh_character_16")
def flocks_of_crebain(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: before a hunt roll it may be discarded for +1 on each hunt die.",
                      card=ctx.name))]


@on_table("sh_character_16", hook="before_hunt_roll")
def crebain_use(ctx: Ctx) -> list[Event]:
    h = ctx.s.hunt
    assert h is not None
    h["plus"] = (*h.get("plus", ()), (ctx.name, 1))
    return [*ctx.discard_from_table(), ctx.say(T("{card}: +1 to each die of this hunt roll.", card=ctx.name),
                                               kind="hunt")]


stays_while("sh_character_16")(declared_at_home)


# =================================================================================================
# 17 Balrog of Moria (table)
# =================================================================================================
@event("sh_character_17")
def balrog_of_moria(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: when the Fellowship is declared or revealed across {region}, or in "
                      "a battle near {region}, the Shadow may discard it.", card=ctx.name, region=ctx.b.name["moria"]))]


TABLE_COMBAT.add("sh_character_17")   # Durin's Bane may be played from the table


def _balrog_ready(s: WotrState, side: str) -> bool:
    placed = s.card_state.get("placed")
    if not placed:
        return False
    frm, to, _how, steps = placed
    return must_pass(s, frm, to, steps, "moria")


@on_table("sh_character_17", hook="fellowship_placed", usable=_balrog_ready)
def balrog_tile(ctx: Ctx) -> list[Event]:
    ctx.then("balrog_draw")
    return [*ctx.discard_from_table(), ctx.say(T("{card}: the Balrog stirs as the Fellowship passes {region}.",
                                                 card=ctx.name, region=ctx.b.name["moria"]), kind="hunt")]


@step("sh_character_17", "balrog_draw")
def balrog_draw(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    _frm, to, how, _steps = s.card_state.get("placed", (None, s.ring_region, "", 0))
    at_home = how == "declares" and ctx.game._heals_in(s, to)
    return ctx.start_hunt(1, eye_void=True, no_reveal=at_home)


# =================================================================================================
# 18 The Lidless Eye
# =================================================================================================
@event("sh_character_18")
def lidless_eye(ctx: Ctx) -> list[Event]:
    return _lidless_next(ctx, 3)


def _lidless_next(ctx: Ctx, left: int) -> list[Event]:
    faces = sorted(set(ctx.s.rolled[SH]))
    if left <= 0 or not faces:
        return []
    ctx.ask("lidless", [(f, T("{card}: turn {a_die} into an Eye", card=ctx.name, a_die=A_FACE_DIE[f])) for f in faces]
            + [(None, T("{card}: no more dice", card=ctx.name))], left=left)
    return []


@step("sh_character_18", "lidless")
def lidless_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick is None:
        return []
    s = ctx.s
    s.rolled[SH].remove(pick)
    s.hunt_shadow += 1
    ev = [ctx.say(T("{card}: a die becomes an Eye and joins the hunt box ({n} there).", card=ctx.name,
                    n=s.hunt_shadow), kind="hunt")]
    return ev + _lidless_next(ctx, memo["left"] - 1)


# =================================================================================================
# 19 Dreadful Spells
# =================================================================================================
def _spell_targets(s: WotrState) -> list[tuple[str, str]]:
    b = s.board
    out = []
    for r in sorted(set(s.nazgul) | ({s.chars["witch_king"]} if "witch_king" in s.chars else set())):
        if nazgul_count(s, r) and s.strength(r, SH):
            for t in (r, *b.nbrs[r]):
                if s.strength(t, FP):
                    out.append((r, t))
    return out


@event("sh_character_19", requires=lambda s, side: "" if _spell_targets(s) else
       T("It needs a Shadow army with Nazgûl in or next to a Free Peoples army."))
def dreadful_spells(ctx: Ctx) -> list[Event]:
    # Reading: the Shadow picks the Nazgûl's army and the Free Peoples army they strike.
    targets = _spell_targets(ctx.s)
    if len(targets) == 1:
        return spells_pick(ctx, targets[0], {})
    ctx.ask("spells", [((r, t), T("The Nazgûl of {frm} cast their spells on {to}", frm=ctx.b.name[r],
                                  to=ctx.b.name[t])) for r, t in targets])
    return []


@step("sh_character_19", "spells")
def spells_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    r, t = pick
    n = min(nazgul_count(ctx.s, r), 5)   # the Witch-king is one of them
    k, e = ctx.roll(n, 5, T("a die for each Nazgûl in {region}", region=ctx.b.name[r]),
                    lambda k: T("%n hit(s) on the Free Peoples army in {region}.", None, k, region=ctx.b.name[t]))
    return [e, *ctx.hits_on(t, FP, k)]


# =================================================================================================
# 20 Grond, Hammer of the Underworld
# =================================================================================================
def _grond_sieges(s: WotrState) -> list[str]:
    r = s.chars.get("witch_king")
    return [r] if r is not None and s.sieges.get(r) == FP and s.strength(r, SH) else []


@event("sh_character_20", requires=lambda s, side: "" if _grond_sieges(s) else
       T("It needs the Witch-king with a Shadow army besieging a stronghold."))
def grond(ctx: Ctx) -> list[Event]:
    r = _grond_sieges(ctx.s)[0]
    return ctx.start_battle(r, r, rounds_left=3, fp_cards_need_companion=True)


# =================================================================================================
# 21 The Palantír of Orthanc, 22 Wormtongue (table, while Saruman is in play)
# =================================================================================================
def _saruman(s: WotrState, side: str) -> str:
    return "" if "saruman" in s.chars else T("It needs Saruman in play.")


def _saruman_gone(s: WotrState) -> str:
    return "" if "saruman" in s.chars else T("{name} is gone", name=s.board.char_name("saruman"))


@event("sh_character_21", requires=_saruman)
def palantir_of_orthanc(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: after each card played with an Event die, the Shadow draws "
                      "another.", card=ctx.name))]


@while_on_table("sh_character_21", "after_play")
def palantir_draw(ctx: Ctx, card: str, die: str) -> list[Event]:
    if die != "event" or card == ctx.card:
        return []
    decks = [d for d in ("character", "strategy") if ctx.s.decks[f"{SH}/{d}"]]
    if len(decks) == 1:
        return ctx.draw(decks[0])
    if decks:
        ctx.ask("palantir", [(d, T("The Palantír: draw a character card") if d == "character" else
                              T("The Palantír: draw a strategy card")) for d in decks])
    return []


@step("sh_character_21", "palantir")
def palantir_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    return ctx.draw(pick)


def _palantir_ways(s: WotrState, side: str, face: str) -> list[tuple[str, Text]]:
    if face == "will_of_the_west":
        return [("die", T("force {card} off the table", card=s.board.cards["sh_character_21"].name))]
    if s.rings[FP] > 0 and FP not in s.ring_used:
        return [("ring", T("and an Elven ring: force {card} off the table",
                           card=s.board.cards["sh_character_21"].name))]
    return []


@removable("sh_character_21", FP, _palantir_ways)
def palantir_removed(ctx: Ctx, way: str) -> list[Event]:
    if way == "ring":
        s = ctx.s
        s.rings[FP] -= 1
        s.rings[SH] += 1
        s.ring_used.add(FP)
        return [ctx.say(T("{card}: the Free Peoples give up an Elven ring to break its gaze.", card=ctx.name))]
    return []


stays_while("sh_character_21")(_saruman_gone)


@event("sh_character_22", requires=_saruman)
def wormtongue(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: Rohan wakes only by a companion, by the Fellowship declared in "
                      "{edoras} or {helms_deep}, or by an attack on them.", card=ctx.name, edoras=ctx.b.name["edoras"],
                      helms_deep=ctx.b.name["helms_deep"]))]


@stays_while("sh_character_22")
def wormtongue_stays(s: WotrState) -> str:
    if "saruman" not in s.chars:
        return T("{name} is gone", name=s.board.char_name("saruman"))
    return T("Rohan is active") if "rohan" in s.active else ""


# =================================================================================================
# 23 The Ringwraiths Are Abroad, 24 The Black Captain Commands
# =================================================================================================
@event("sh_character_23")
def ringwraiths_abroad(ctx: Ctx) -> list[Event]:
    return move_nazgul_then(ctx, "abroad")


@step("sh_character_23", "abroad")
def ringwraiths_armies(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    ctx.army_actions(moves=2, attack=True, only="with_nazgul")
    return []


@step("sh_character_23", "with_nazgul")
def _with_nazgul(ctx: Ctx, frm: str, to: str, kind: str) -> bool:
    return bool(nazgul_count(ctx.s, frm))


def _witch_king(s: WotrState, side: str) -> str:
    return "" if "witch_king" in s.chars else T("It needs the Witch-king in play.")


@event("sh_character_24", requires=_witch_king)
def black_captain(ctx: Ctx) -> list[Event]:
    r = ctx.s.chars["witch_king"]
    opts: list[tuple[Any, Text]] = []
    if ctx.s.nazgul_reserve:
        opts.append(("recruit", T("Recruit two Nazgûl with the Witch-king in {region}", region=ctx.b.name[r])))
    opts.append(("move", T("Move any or all of the Nazgûl (the Witch-king too)")))   # he is always in play here
    if len(opts) == 1:
        return move_nazgul_then(ctx, "captain_army")
    ctx.ask("captain", opts)
    return []


@step("sh_character_24", "captain")
def black_captain_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick == "recruit":
        ev = ctx.recruit_nazgul(ctx.s.chars["witch_king"], 2)
        return ev + black_captain_army(ctx, None, {})
    return move_nazgul_then(ctx, "captain_army")


@step("sh_character_24", "captain_army")
def black_captain_army(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    # Reading: one move or one attack with the army the Witch-king stands with.
    ctx.army_actions(moves=1, attack=True, only="with_wk")
    return []


@step("sh_character_24", "with_wk")
def _with_wk(ctx: Ctx, frm: str, to: str, kind: str) -> bool:
    return ctx.s.chars.get("witch_king") == frm


__all__ = ["nazgul_count", "nazgul_leadership", "scored_key"]

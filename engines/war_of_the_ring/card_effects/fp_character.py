"""Free Peoples Character deck (fp_character_01..24): event and combat halves.

Every text here is ours; what each card does follows the published cards (reference-a). Readings
where the card leaves room are marked "Reading:" and listed in CARDS.md.
"""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from ..cards import (
    Ctx,
    add_mod,
    base_need,
    cancel_card,
    combat,
    event,
    in_battle_chars,
    leaders_in_battle,
    on_table,
    scored_key,
    stays_while,
    step,
)
from ..common import FP, SH, agree, article, cap, nation_adj, nation_noun, nation_verb, plural
from ..decisions import Battle
from ..state import WotrState

HOBBITS = ("meriadoc", "peregrin")
GANDALFS = ("gandalf_the_grey", "gandalf_the_white")
KINGS = ("strider", "aragorn")


# =================================================================================================
# preconditions shared by several cards
# =================================================================================================
def _fp_chars(s: WotrState, bt: Battle) -> list[str]:
    return in_battle_chars(s, bt, FP)


def companion_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    return "" if _fp_chars(s, bt) else "It needs a companion in the battle."


def leader_or_companion(s: WotrState, side: str, bt: Battle) -> str:
    if _fp_chars(s, bt) or leaders_in_battle(s, bt, FP):
        return ""
    return T("It needs a Free Peoples leader or a companion in the battle.")


def fellowship_at_defender(s: WotrState, side: str, bt: Battle) -> str:
    if s.mordor is None and s.ring_region == bt["to"]:
        return ""
    return T("It needs the defending army to stand in the Fellowship's region.")


def ents_country(s: WotrState, side: str, bt: Battle) -> str:
    r = bt["to"]
    if s.board.nation[r] == "rohan" or r in ("fangorn", "orthanc"):
        return ""
    return T("It needs the defending army in a Rohan region, Fangorn or Orthanc.")


def _king(s: WotrState) -> str | None:
    return next((k for k in KINGS if k in s.chars), None)


# =================================================================================================
# 01-04: special hunt tiles | It Is a Gift
# =================================================================================================
def _tile_card(card_id: str) -> None:
    @event(card_id)
    def _tile(ctx: Ctx) -> list[Event]:
        return ctx.special_tile()

    @combat(card_id, requires=fellowship_at_defender)
    def _gift(ctx: Ctx) -> list[Event]:
        ctx.mod(f"plus:{FP}", 1)
        ctx.mod(f"plus_rr:{FP}", 1)
        return [ctx.say("{combat}: +1 to each Free Peoples die of the combat roll and the re-roll (the Fellowship "
                        "is in the defenders' region).", kind="battle")]


for _c in ("fp_character_01", "fp_character_02", "fp_character_03", "fp_character_04"):
    _tile_card(_c)


# =================================================================================================
# combat halves shared by several cards
# =================================================================================================
def _forfeit(ctx: Ctx, who: str, auto: int) -> list[Event]:
    lead = ctx.b.char_leadership(who)
    ctx.mod(f"auto:{FP}", auto)
    if lead:
        ctx.mod(f"rerolls:{FP}", -lead)
    return [ctx.say("{combat}: {who} gives up {lead} leadership; {n} turned into hits before the re-roll.",
                    who=ctx.b.char_name(who), lead=lead, n=plural(auto, "missed die"), kind="battle")]


def mighty_attack(ctx: Ctx) -> list[Event]:
    # Reading: the engine forfeits the companion with the least leadership (the cheapest price).
    chars = _fp_chars(ctx.s, ctx.bt)
    if not chars:
        return []
    who = min(chars, key=lambda c: (ctx.b.char_leadership(c), c))
    return _forfeit(ctx, who, 1)


def brave_stand(ctx: Ctx) -> list[Event]:
    n = len(_fp_chars(ctx.s, ctx.bt))
    ctx.mod(f"dice:{SH}", -n)
    return [ctx.say("{combat}: the Shadow rolls {n} fewer (at least one).", n=plural(n, "die").replace("dies", "dice"),
                    kind="battle")]


def daring_defiance(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    lead = sum(ctx.b.char_leadership(c) for c in _fp_chars(ctx.s, bt))
    if lead:
        ctx.mod(f"rerolls:{FP}", -lead)
    gone = cancel_card(bt, SH)
    what = f"the Shadow's {ctx.b.cards[gone].combat_card} is cancelled" if gone else \
        "the Shadow played no combat card"
    return [ctx.say("{combat}: the companions give up {lead} leadership; {what}.", lead=lead, what=what,
                    kind="battle")]


def sudden_strike(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    n = min(ctx.game._battle_leadership(s, bt, FP), 5)
    if n <= 0:
        return [ctx.say("{combat}: no leadership, no extra attack.", kind="battle")]
    need = base_need(s, bt, FP)
    k, e = ctx.roll(n, need, "an extra attack with the leadership before the combat roll",
                    lambda k: f"{plural(k, 'hit')} on the Shadow army at once.", rule="battles")
    ev = [e]
    bt["pre_hits"] = {**(bt.get("pre_hits") or {}), FP: (bt.get("pre_hits") or {}).get(FP, 0) + k}
    if k:
        region = ctx.region_of(SH)
        force = bt["att"] == SH and bool(bt.get("force"))
        ev += ctx.game._ask_casualties(s, SH, region, k, force=force)
    return ev


def heroic_death(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    hits = bt.get(scored_key(bt, SH), 0)
    if hits <= 0:
        return []
    opts: list[tuple[Any, str]] = []
    if leaders_in_battle(s, bt, FP) and not (bt["att"] == FP and bt.get("force")):
        opts.append(("leader", "Heroic Death: eliminate a leader to cancel 1 hit"))
    for c in _fp_chars(s, bt):
        n = min(ctx.b.char_level(c), hits)
        if n:
            opts.append((c, f"Heroic Death: eliminate {ctx.b.char_name(c)} to cancel {plural(n, 'hit')}"))
    if opts:
        opts.append((None, "Heroic Death: eliminate no one"))
        ctx.ask("heroic_death", opts)
    return []


def heroic_death_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    if pick is None or bt is None:
        return []
    key = scored_key(bt, SH)
    if pick == "leader":
        region = ctx.region_of(FP)
        army = s.army(region, FP)
        n = next(x for x in sorted(army) if army[x][2])
        t = army[n]
        s.set_units(region, n, (t[0], t[1], t[2] - 1))
        c = s.casualties[n]
        s.casualties[n] = (c[0], c[1], c[2] + 1)
        bt[key] = max(0, bt[key] - 1)
        return [ctx.say("{combat}: {a_leader} falls; one hit is cancelled.",
                        a_leader=article(f"{nation_adj(n)} leader"), kind="battle")]
    n = min(ctx.b.char_level(pick), bt[key])
    bt[key] -= n
    return [*ctx.eliminate_character(pick), ctx.say("{combat}: {n} cancelled.", n=plural(n, "hit"), kind="battle")]


def _register_shared(card_id: str, kind: str) -> None:
    if kind == "mighty":
        combat(card_id, requires=companion_in_battle)(mighty_attack)
    elif kind == "brave":
        combat(card_id, requires=companion_in_battle)(brave_stand)
    elif kind == "defiance":
        combat(card_id, requires=companion_in_battle)(daring_defiance)
    elif kind == "sudden":
        combat(card_id, requires=leader_or_companion)(sudden_strike)
    elif kind == "heroic":
        combat(card_id, requires=leader_or_companion, timing="after_roll")(heroic_death)
        step(card_id, "heroic_death")(heroic_death_pick)


for _c, _k in (("fp_character_06", "mighty"), ("fp_character_07", "mighty"), ("fp_character_10", "heroic"),
               ("fp_character_11", "defiance"), ("fp_character_13", "heroic"), ("fp_character_14", "sudden"),
               ("fp_character_15", "defiance"), ("fp_character_16", "defiance"), ("fp_character_17", "brave"),
               ("fp_character_18", "heroic"), ("fp_character_22", "sudden"), ("fp_character_23", "brave"),
               ("fp_character_24", "brave")):
    _register_shared(_c, _k)


# =================================================================================================
# 05 Mithril Coat and Sting | Blade of Westernesse
# =================================================================================================
@event("fp_character_05")
def mithril_coat(ctx: Ctx) -> list[Event]:
    return [ctx.say("{card} lies on the table: after a hunt tile is drawn, the Free Peoples may discard it to "
                    "draw another tile instead.")]


@on_table("fp_character_05", usable=lambda s, side, hunt: bool(hunt.get("tile")) and bool(s.hunt_pool))
def mithril_redraw(ctx: Ctx) -> list[Event]:
    s, h = ctx.s, ctx.hunt
    first = h["tile"]
    ev = ctx.discard_from_table()
    second = ctx.dice.pick(sorted(s.hunt_pool))
    s.hunt_pool.remove(second)
    s.hunt_drawn.append(second)
    if first in s.hunt_drawn:
        s.hunt_drawn.remove(first)
        s.hunt_pool.append(first)
    ev.append(ctx.say("{card}: a second tile is drawn and counts instead; the first goes back to the pool.",
                      kind="hunt"))
    return ev + ctx.game._tile_effect(s, h, second, ctx.dice)


def _hobbit_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    return "" if any(c in HOBBITS for c in _fp_chars(s, bt)) else "It needs a hobbit in the battle."


def _minions_in_battle(s: WotrState, bt: Battle) -> list[str]:
    return [c for c in in_battle_chars(s, bt, SH) if c in s.board.minions]


@combat("fp_character_05", requires=_hobbit_in_battle, timing="after_roll")
def blade_of_westernesse(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    rr = (bt.get("rolled") or {}).get(FP, (0, 0))[1]
    minions = _minions_in_battle(s, bt)
    if rr < 1 or not minions:
        return [ctx.say("{combat}: no re-roll hit or no minion in the battle; no effect.", kind="battle")]
    ctx.ask("blade", [(m, f"Blade of Westernesse: spend a re-roll hit to eliminate {ctx.b.char_name(m)}")
                      for m in minions] + [(None, "Blade of Westernesse: keep the hit")])
    return []


@step("fp_character_05", "blade")
def blade_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick is None:
        return []
    key = scored_key(ctx.bt, FP)
    ctx.bt[key] = max(0, ctx.bt[key] - 1)
    return ctx.eliminate_character(pick)


# =================================================================================================
# 06 Axe and Bow, 07 Horn of Gondor (table: -1 hunt damage) | Mighty Attack
# =================================================================================================
def _in_fellowship(*who: str):
    def req(s: WotrState, side: str) -> str:
        if any(c in s.companions for c in who):
            return ""
        names = " or ".join(s.board.char_name(c) for c in who)
        return f"It needs {names} in the Fellowship."
    return req


def _absorber(card_id: str, who: tuple[str, ...]) -> None:
    @event(card_id, requires=_in_fellowship(*who))
    def _play(ctx: Ctx) -> list[Event]:
        return [ctx.say("{card} lies on the table: after a hunt tile is drawn, it may be discarded for one less "
                        "hunt damage.")]

    @on_table(card_id, usable=lambda s, side, hunt: hunt.get("damage", 0) > 0)
    def _use(ctx: Ctx) -> list[Event]:
        ctx.hunt["damage"] = max(0, ctx.hunt["damage"] - 1)
        return [*ctx.discard_from_table(), ctx.say("{card}: one hunt damage less (now {d}).",
                                                   d=ctx.hunt["damage"], kind="hunt")]

    @stays_while(card_id)
    def _stay(s: WotrState) -> str:
        return "" if any(c in s.companions for c in who) else \
            " and ".join(s.board.char_name(c) for c in who) + " left the Fellowship"


_absorber("fp_character_06", ("gimli", "legolas"))
_absorber("fp_character_07", ("boromir",))


# =================================================================================================
# 08 Wizard's Staff (table: no tile drawn) | Servant of the Secret Fire
# =================================================================================================
@event("fp_character_08", requires=_in_fellowship("gandalf_the_grey"))
def wizards_staff(ctx: Ctx) -> list[Event]:
    return [ctx.say("{card} lies on the table: it may be discarded to stop a hunt tile from being drawn.")]


@on_table("fp_character_08", hook="before_tile", usable=lambda s, side: s.hunt is not None)
def wizards_staff_use(ctx: Ctx) -> list[Event]:
    ctx.s.hunting["prevented"] = True
    return [*ctx.discard_from_table(), ctx.say("{card}: the Shadow draws no hunt tile this time.", kind="hunt")]


@stays_while("fp_character_08")
def wizards_staff_stays(s: WotrState) -> str:
    return "" if "gandalf_the_grey" in s.companions else "Gandalf the Grey left the Fellowship"


@combat("fp_character_08", requires=lambda s, side, bt: "" if any(c in GANDALFS for c in _fp_chars(s, bt))
        else "It needs Gandalf in the battle.")
def secret_fire(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{FP}", 1)
    return [ctx.say("{combat}: +1 to each Free Peoples die of the combat roll (Gandalf is in the battle).",
                    kind="battle")]


# =================================================================================================
# 09 Athelas | Andúril
# =================================================================================================
@event("fp_character_09")
def athelas(ctx: Ctx) -> list[Event]:
    need = 3 if ctx.s.guide == "strider" else 5
    k, ev = ctx.roll(3, need, "heal the Ring-bearer" + (" (Strider guides: 3+)" if need == 3 else ""),
                     lambda k: f"{k} corruption healed.")
    return [ev, *ctx.heal(k)]


@combat("fp_character_09", requires=lambda s, side, bt: "" if any(c in KINGS for c in _fp_chars(s, bt))
        else "It needs Strider or Aragorn in the battle.")
def anduril(ctx: Ctx) -> list[Event]:
    who = "aragorn" if "aragorn" in _fp_chars(ctx.s, ctx.bt) else "strider"
    return _forfeit(ctx, who, 2 if who == "aragorn" else 1)


# =================================================================================================
# 10 There Is Another Way | Heroic Death
# =================================================================================================
@event("fp_character_10")
def another_way(ctx: Ctx) -> list[Event]:
    s = ctx.s
    ev = ctx.heal(1)
    if s.guide == "gollum":
        opts: list[tuple[Any, str]] = []
        if s.hidden and (s.mordor is None or s.mordor < s.board.setup.mordor_steps):
            opts.append(("move", "Gollum leads on: move the Fellowship (no die joins the hunt box)"))
        if not s.hidden:
            opts.append(("hide", "Gollum leads on: hide the Fellowship"))
        if opts:
            ctx.ask("gollum", [*opts, (None, "Leave the Fellowship where it is")])
    return ev


@step("fp_character_10", "gollum")
def another_way_gollum(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick == "move":
        return ctx.move_fellowship()
    if pick == "hide":
        return ctx.hide_fellowship()
    return []


# =================================================================================================
# companions leaving the Fellowship or moving by a card (11, 15, 16, 17)
# =================================================================================================
def group_flow(card_id: str, *, extra: int = 0, level: int | None = None, from_map: bool = False,
               siege_ok: bool = False, after: Any = None) -> Any:
    """Register the steps of "separate (or move) one companion or a group": pick the source (the
    Fellowship or companions in one region), add companions one by one, then pick the destination.
    Returns the function that starts the flow."""

    def can_end(ctx: Ctx, r: str) -> bool:
        return ctx.game._char_can_end(ctx.s, FP, r) or (siege_ok and ctx.s.sieges.get(r) == FP)

    def sources(ctx: Ctx) -> list[tuple[Any, str]]:
        s = ctx.s
        out: list[tuple[Any, str]] = []
        if s.companions:
            out.append(("fellowship", "Companions leave the Fellowship"))
        if from_map:
            for r in sorted({r for c, r in s.chars.items() if ctx.b.char_side(c) == FP}):
                out.append((r, f"Companions in {ctx.b.name[r]} move"))
        return out

    def start(ctx: Ctx) -> list[Event]:
        src = sources(ctx)
        if not src:
            return [ctx.say("{card}: no companion can leave the Fellowship or move; no effect.")]
        if len(src) == 1:
            return add(ctx, None, {"src": src[0][0], "group": ()})
        ctx.ask("grp_src", src)
        return []

    def members(ctx: Ctx, src: str) -> list[str]:
        s = ctx.s
        if src == "fellowship":
            return list(s.companions)
        return [c for c in s.chars_at(src, FP)]

    def add(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        src, group = memo["src"], tuple(memo["group"])
        if pick not in (None, "go") and pick not in group:
            group += (pick,)
        rest = [c for c in members(ctx, src) if c not in group]
        if pick == "go" or not rest:
            return where(ctx, src, group)
        opts = [(c, f"Add {ctx.b.char_name(c)} to the group") for c in rest]
        if group:
            opts.append(("go", f"The group is {', '.join(ctx.b.char_name(c) for c in group)}: choose where it goes"))
        ctx.ask("grp_add", opts, src=src, group=group)
        return []

    def reach(ctx: Ctx, src: str, group: tuple[str, ...]) -> tuple[str, int]:
        s = ctx.s
        if src == "fellowship":
            lvl = level if level is not None else max(ctx.b.char_level(c) for c in group)
            return s.ring_region, s.progress + lvl + extra
        lvl = level if level is not None else min(ctx.game._char_range(s, c) for c in group)
        return src, lvl + extra

    def where(ctx: Ctx, src: str, group: tuple[str, ...]) -> list[Event]:
        s = ctx.s
        names = ", ".join(ctx.b.char_name(c) for c in group)
        if src == "fellowship" and s.mordor is not None:   # seed: leaving on the Mordor track = eliminated
            ev = [ctx.say("{card}: on the Mordor track {names} cannot leave: they are lost.", names=names)]
            for c in group:
                ev += ctx.game._eliminate_companion(s, c)
            return ev + (after(ctx) if after else [])
        frm, steps = reach(ctx, src, group)
        dests = [r for r in ctx.b.within(frm, steps) if can_end(ctx, r) and not (src != "fellowship" and r == src)]
        if not dests:
            return [ctx.say("{card}: {names} have nowhere to go.", names=names)] + (after(ctx) if after else [])
        ctx.ask("grp_to", [(r, f"{names} go to {ctx.b.name[r]}") for r in dests], src=src, group=group)
        return []

    def go(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        s = ctx.s
        src, group = memo["src"], tuple(memo["group"])
        names = ", ".join(ctx.b.char_name(c) for c in group)
        ev: list[Event] = []
        if src == "fellowship":
            for c in group:
                s.companions.remove(c)
                s.chars[c] = pick
            ev.append(ctx.say("{card}: {names} leave the Fellowship for {r}.", names=names, r=ctx.b.name[pick],
                              kind="fellowship"))
            if s.guide in group or s.guide not in s.companions:
                ev += ctx.game._new_guide(s, s.guide)
        else:
            for c in group:
                s.chars[c] = pick
            ev.append(ctx.say("{card}: {names} {verb} from {frm} to {r}.", names=names, frm=ctx.b.name[src],
                              r=ctx.b.name[pick], verb=agree(names, "moves", "move"), kind="move"))
        for c in group:
            ev += ctx.game._activate_by_companion(s, c, pick)
        return ev + (after(ctx) if after else [])

    step(card_id, "grp_src")(lambda ctx, pick, memo: add(ctx, None, {"src": pick, "group": ()}))
    step(card_id, "grp_add")(add)
    step(card_id, "grp_to")(go)
    return start


# 11 I Will Go Alone | Daring Defiance
_alone = group_flow("fp_character_11", extra=1, after=lambda ctx: ctx.heal(1))


@event("fp_character_11", requires=lambda s, side: "" if s.companions else
       "It needs at least one companion in the Fellowship.")
def i_will_go_alone(ctx: Ctx) -> list[Event]:
    return _alone(ctx)


# 15 Gwaihir the Windlord | Daring Defiance
_gwaihir = group_flow("fp_character_15", level=4, from_map=True, siege_ok=True)


@event("fp_character_15")
def gwaihir(ctx: Ctx) -> list[Event]:
    return _gwaihir(ctx)


# 16 We Prove the Swifter | Daring Defiance
_swifter = group_flow("fp_character_16", extra=2, from_map=True, siege_ok=True)


@event("fp_character_16")
def we_prove_the_swifter(ctx: Ctx) -> list[Event]:
    return _swifter(ctx)


# 17 There and Back Again | Brave Stand
def _back_again(ctx: Ctx) -> list[Event]:
    s = ctx.s
    if not any(s.chars.get(c) in ("dale", "erebor", "woodland_realm") for c in ("gimli", "legolas")):
        return []
    ev = [ctx.say("{card}: Gimli or Legolas stands in Dale, Erebor or the Woodland Realm.", kind="politics")]
    for n in ("dwarves", "north"):
        if n not in s.active:
            s.active.add(n)
            ev.append(ctx.say("{card}: {nation} {verb} active.", nation=nation_noun(n, True),
                              verb=nation_verb(n, "becomes", "become"), kind="politics"))
    for n in ("dwarves", "elves", "north"):
        ev += ctx.game._advance_nation(s, n, ctx.name)
    return ev


_there_and_back = group_flow("fp_character_17", extra=1, after=_back_again)


@event("fp_character_17")
def there_and_back_again(ctx: Ctx) -> list[Event]:
    return _there_and_back(ctx)


# =================================================================================================
# 12 Bilbo's Song | Fateful Strike
# =================================================================================================
@event("fp_character_12")
def bilbos_song(ctx: Ctx) -> list[Event]:
    return ctx.heal(2 if ctx.s.guide == "gollum" else 1)


@combat("fp_character_12", requires=leader_or_companion, timing="after_roll")
def fateful_strike(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    rr = (bt.get("rolled") or {}).get(FP, (0, 0))[1]
    region = ctx.region_of(SH)
    naz = s.nazgul.get(region, 0) if not (bt["att"] == SH and bt.get("force")) else 0
    minions = _minions_in_battle(s, bt)
    opts: list[tuple[Any, str]] = []
    if rr >= 1 and naz:
        opts.append(("nazgul", "Fateful Strike: eliminate a Nazgûl"))
    if rr >= 2:
        opts += [(m, f"Fateful Strike: eliminate {ctx.b.char_name(m)} instead") for m in minions]
    if not opts:
        return [ctx.say("{combat}: the re-roll scored {n}: nothing more falls.", n=plural(rr, "hit"),
                        kind="battle")]
    if len(opts) == 1:
        return fateful_pick(ctx, opts[0][0], {})
    ctx.ask("fateful", opts)
    return []


@step("fp_character_12", "fateful")
def fateful_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    if pick == "nazgul":
        return ctx.eliminate_nazgul(ctx.region_of(SH))
    return ctx.eliminate_character(pick)


# =================================================================================================
# 13 Mirror of Galadriel | Heroic Death
# =================================================================================================
@event("fp_character_13")
def mirror_of_galadriel(ctx: Ctx) -> list[Event]:
    s = ctx.s
    ev: list[Event] = []
    if "character" in s.rolled[FP]:
        s.rolled[FP].remove("character")
        s.rolled[FP].append("will_of_the_west")
        s.rolled[FP].sort()
        ev.append(ctx.say("{card}: an unused Character die becomes a Will of the West.", kind="action"))
    else:
        ev.append(ctx.say("{card}: no unused Character die to change.", kind="action"))
    if s.mordor is None and s.ring_region == "lorien" and s.control.get("lorien") == FP:
        ev += ctx.heal(1)
    return ev


# =================================================================================================
# 14 Challenge of the King | Sudden Strike
# =================================================================================================
def _king_with_army_in(*nations: str):
    def req(s: WotrState, side: str) -> str:
        k = _king(s)
        if k and s.strength(s.chars[k], FP) > 0 and s.board.nation[s.chars[k]] in nations:
            return ""
        return f"It needs Strider or Aragorn with a Free Peoples army in a {' or '.join(n.title() for n in nations)} " \
               "region."
    return req


@event("fp_character_14", requires=_king_with_army_in("gondor", "rohan"))
def challenge_of_the_king(ctx: Ctx) -> list[Event]:
    from engines.core import RollExplanation, RollPart
    s, b = ctx.s, ctx.b
    drawn = []
    for _ in range(min(3, len(s.hunt_pool))):
        t = ctx.dice.pick(sorted(s.hunt_pool))
        s.hunt_pool.remove(t)
        drawn.append(t)
    eyes = [t for t in drawn if b.tiles[t].eye]
    desc = ", ".join("Eye" if b.tiles[t].eye else str(b.tiles[t].damage if b.tiles[t].damage is not None else "die")
                     for t in drawn) or "no tile"
    if drawn and len(eyes) == len(drawn) == 3:
        s.hunt_pool += drawn
        k = _king(s)
        cons = "Three Eyes: the tiles go back and the king falls."
        ev = [ctx.say("{card}: tiles drawn: {desc}. {cons}", desc=desc, cons=cons, kind="hunt",
                      roll=RollExplanation(f"{ctx.name}: draw three hunt tiles", [RollPart("hunt pool")],
                                           "no Eye among them is best", desc, cons, "hunt", "war_of_the_ring"))]
        return ev + (ctx.eliminate_character(k) if k else [])
    s.hunt_pool += [t for t in drawn if t not in eyes]
    s.card_state["tiles_out"] = tuple(s.card_state.get("tiles_out", ())) + tuple(eyes)
    cons = f"{plural(len(eyes), 'Eye tile')} leave the game for good; the others go back." if eyes else \
        "No Eye: every tile goes back."
    return [ctx.say("{card}: tiles drawn: {desc}. {cons}", desc=desc, cons=cons, kind="hunt",
                    roll=RollExplanation(f"{ctx.name}: draw three hunt tiles", [RollPart("hunt pool")],
                                         "Eyes are removed unless all three are Eyes", desc, cons, "hunt",
                                         "war_of_the_ring"))]


# =================================================================================================
# 18 The Eagles are Coming! | Heroic Death
# =================================================================================================
def _eagle_targets(s: WotrState) -> list[str]:
    """Regions of Shadow armies with Nazgûl in or next to a Free Peoples army with a companion."""
    b = s.board
    fp_regions = {r for c, r in s.chars.items() if b.char_side(c) == FP and s.strength(r, FP) > 0}
    near = set(fp_regions) | {n for r in fp_regions for n in b.nbrs[r]}
    return sorted(r for r in near if s.nazgul.get(r, 0) and s.strength(r, SH) > 0)


@event("fp_character_18", requires=lambda s, side: "" if _eagle_targets(s) else
       "It needs a Free Peoples army with a companion in or next to a Shadow army with Nazgûl.")
def eagles_are_coming(ctx: Ctx) -> list[Event]:
    # Reading: with several such Shadow armies the Free Peoples pick one; the Shadow player places
    # the surviving Nazgûl (the Witch-king does not count).
    targets = _eagle_targets(ctx.s)
    if len(targets) == 1:
        return eagles_roll(ctx, targets[0], {})
    ctx.ask("eagles", [(r, f"The Eagles strike the Nazgûl in {ctx.b.name[r]}") for r in targets])
    return []


@step("fp_character_18", "eagles")
def eagles_roll(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    n = min(s.nazgul.get(pick, 0), 5)
    k, ev = ctx.roll(n, 5, f"a die for each Nazgûl in {ctx.b.name[pick]}",
                     lambda k: f"{plural(k, 'Nazgûl')} eliminated; the others flee to a Sauron stronghold."
                     .replace("Nazgûls", "Nazgûl"))
    out = [ev, *ctx.eliminate_nazgul(pick, k)]
    left = s.nazgul.get(pick, 0)
    if left:
        holds = [r for r in ctx.b.strongholds if ctx.b.nation[r] == "sauron" and s.control.get(r) == SH]
        if len(holds) == 1:
            out += eagles_flee(ctx, holds[0], {"frm": pick})
        elif holds:
            ctx.ask("eagles_flee", [(r, f"The surviving Nazgûl fly to {ctx.b.name[r]}") for r in holds], who=SH,
                    for_nation="sauron", frm=pick)
    return out


@step("fp_character_18", "eagles_flee")
def eagles_flee(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    frm = memo["frm"]
    n = s.nazgul.pop(frm, 0)
    if n and pick != frm:
        s.nazgul[pick] = s.nazgul.get(pick, 0) + n
    elif n:
        s.nazgul[frm] = n
    return [ctx.say("{card}: {n} fly from {frm} to {to}.", n=plural(n, "Nazgûl").replace("Nazgûls", "Nazgûl"),
                    frm=ctx.b.name[frm], to=ctx.b.name[pick], kind="move")]


# =================================================================================================
# 19-21 The Ents Awake | Ents' Rage, Huorn-dark, Nameless Wood
# =================================================================================================
def _ents_ready(s: WotrState, side: str) -> str:
    if "gandalf_the_white" in s.chars and s.chars_at("fangorn", FP):
        return ""
    return T("It needs Gandalf the White in play and a companion in Fangorn.")


def _ents_card(card_id: str) -> None:
    @event(card_id, requires=_ents_ready)
    def _ents(ctx: Ctx) -> list[Event]:
        had = ctx.s.strength("orthanc", SH) > 0
        k, ev = ctx.roll(3, 4, "the Ents march on Orthanc", lambda k: f"{plural(k, 'hit')} on the Shadow in "
                         "Orthanc.")
        out = [ev, *ctx.hits_on("orthanc", SH, k)]
        ctx.then("ents_after", had=had)
        return out

    @step(card_id, "ents_after")
    def _after(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        s = ctx.s
        ev: list[Event] = []
        if s.strength("orthanc", SH) == 0:
            if memo.get("had"):   # the Ents destroyed the army: its Nazgûl and minions fall with it
                ev += ctx.eliminate_nazgul("orthanc", s.nazgul.get("orthanc", 0))
                for m in s.chars_at("orthanc", SH):
                    ev += ctx.eliminate_character(m)
            elif s.chars.get("saruman") == "orthanc":   # Saruman alone in Orthanc (no army): he falls
                ev += ctx.eliminate_character("saruman")
        gw = s.chars.get("gandalf_the_white")
        if gw is not None and (gw == "fangorn" or ctx.b.nation[gw] == "rohan"):
            from ..cards import EFFECTS
            hand = sorted({c for c in s.hands[FP] if ctx.b.cards[c].deck == "character" and c in EFFECTS
                           and EFFECTS[c].can_play(s, FP)})
            if hand:
                ctx.ask("ents_free", [(c, f"Also play {ctx.b.cards[c].name} without an action die") for c in hand]
                        + [(None, "Play no other card")])
        return ev

    @step(card_id, "ents_free")
    def _free(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        return ctx.play_free(pick) if pick is not None else []


for _c in ("fp_character_19", "fp_character_20", "fp_character_21"):
    _ents_card(_c)


@combat("fp_character_19", requires=ents_country)
def ents_rage(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{FP}", 2)
    return [ctx.say("{combat}: +2 to each Free Peoples die of the combat roll.", kind="battle")]


@combat("fp_character_20", requires=ents_country)
def huorn_dark(ctx: Ctx) -> list[Event]:
    ctx.mod(f"max_dice:{SH}", 2)
    return [ctx.say("{combat}: the Shadow rolls at most two dice.", kind="battle")]


@combat("fp_character_21", requires=ents_country, timing="after_roll")
def nameless_wood(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    roll, rr = (bt.get("rolled") or {}).get(FP, (0, 0))
    if roll + rr < 1:
        return [ctx.say("{combat}: no hit, no help from the wood.", kind="battle")]
    key = scored_key(bt, FP)
    bt[key] = bt.get(key, 0) + 2
    return [ctx.say("{combat}: two more hits on the Shadow (now {n}).", n=bt[key], kind="battle")]


# =================================================================================================
# 22 Dead Men of Dunharrow | Sudden Strike
# =================================================================================================
def _king_in_rohan(s: WotrState, side: str) -> str:
    k = _king(s)
    if k and s.board.nation[s.chars[k]] == "rohan":
        return ""
    return T("It needs Strider or Aragorn in a Rohan region.")


@event("fp_character_22", requires=_king_in_rohan)
def dead_men(ctx: Ctx) -> list[Event]:
    s = ctx.s
    k = _king(s)
    assert k is not None
    here = s.chars[k]
    others = [c for c in s.chars_at(here, FP) if c != k]
    opts: list[tuple[Any, str]] = []
    for r in ("erech", "lamedon", "pelargir"):
        opts.append(((r, False), f"{ctx.b.char_name(k)} rides the Paths of the Dead to {ctx.b.name[r]}"))
        if others:
            opts.append(((r, True), f"{ctx.b.char_name(k)} and the companions with him ride to {ctx.b.name[r]}"))
    ctx.ask("dead_to", opts)
    return []


@step("fp_character_22", "dead_to")
def dead_men_to(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest, together = pick
    k = _king(s)
    assert k is not None
    here = s.chars[k]
    movers = [k] + ([c for c in s.chars_at(here, FP) if c != k] if together else [])
    for c in movers:
        s.chars[c] = dest
    ev = [ctx.say("{card}: {who} go to {r}.", who=", ".join(ctx.b.char_name(c) for c in movers), r=ctx.b.name[dest],
                  kind="move")]
    had = s.strength(dest, SH) > 0
    if had:
        d = ctx.dice.d(6, "Dead Men die")
        from engines.core import RollExplanation, RollPart
        cons = f"The Shadow army takes {plural(d.value, 'hit')} and must retreat."
        ev.append(ctx.say("{card}: the Dead strike: {n}.", n=plural(d.value, "hit"), kind="battle",
                          roll=RollExplanation(f"{ctx.name}: hits on the Shadow army in {ctx.b.name[dest]}",
                                               [RollPart(ctx.name, [d], [], d.value)], "the die is the number of hits",
                                               str(d.value), cons, "event-cards", "war_of_the_ring")))
        ev += ctx.hits_on(dest, SH, d.value)
    ctx.then("dead_retreat", dest=dest, had=had)
    return ev


def _shadow_retreats(ctx: Ctx, r: str) -> list[str]:
    return ctx.game._retreat_places(ctx.s, SH, r)


@step("fp_character_22", "dead_retreat")
def dead_men_retreat(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest = memo["dest"]
    if s.strength(dest, SH) == 0:
        ev = []
        if memo.get("had"):   # the Dead destroyed the army: its Nazgûl and minions fall with it
            ev += ctx.eliminate_nazgul(dest, s.nazgul.get(dest, 0))
            for m in s.chars_at(dest, SH):
                ev += ctx.eliminate_character(m)
        return ev + dead_men_recruit(ctx, None, memo)
    outs = _shadow_retreats(ctx, dest)
    if not outs:
        ev = [ctx.say("{card}: the Shadow army in {r} cannot retreat and is destroyed.", r=ctx.b.name[dest],
                      kind="battle")]
        for n, t in s.army(dest, SH).items():
            r0 = s.reinforcements[n]
            s.reinforcements[n] = (r0[0] + t[0], r0[1] + t[1], r0[2])
            s.set_units(dest, n, (0, 0, 0))
        ev += ctx.eliminate_nazgul(dest, s.nazgul.get(dest, 0))
        for m in s.chars_at(dest, SH):
            ev += ctx.eliminate_character(m)
        return ev + dead_men_recruit(ctx, None, memo)
    ctx.ask("dead_flee", [(r, f"The Shadow army retreats from {ctx.b.name[dest]} to {ctx.b.name[r]}") for r in outs],
            who=SH, for_army=dest, dest=dest)
    return []


@step("fp_character_22", "dead_flee")
def dead_men_flee(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest = memo["dest"]
    desc = ctx.game._move_figures(s, SH, dest, pick, None)
    for m in s.chars_at(dest, SH):
        s.chars[m] = pick
    ev = [ctx.say("{card}: the Shadow army ({desc}) retreats to {r}.", desc=desc, r=ctx.b.name[pick], kind="move")]
    return ev + dead_men_recruit(ctx, None, memo)


def dead_men_recruit(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    """"Up to three" Gondor regulars: the Free Peoples choose how many (none to as many as are left and fit)."""
    s = ctx.s
    dest = memo["dest"]
    room = (5 if s.inside(dest, FP) else 10) - s.strength(dest, FP)
    most = max(0, min(3, s.reinforcements["gondor"][0], room))
    if most == 0:
        return ctx.recruit(dest, "gondor", regulars=3)   # says that nothing can be recruited
    ctx.ask("dead_count", [(n, f"Recruit {plural(n, 'Gondor regular')} in {ctx.b.name[dest]}" if n else
                            "Recruit no Gondor regulars") for n in range(most, -1, -1)], dest=dest)
    return []


@step("fp_character_22", "dead_count")
def dead_men_count(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest = memo["dest"]
    if not pick:
        return [ctx.say("{card}: no Gondor regulars are recruited in {r}.", r=ctx.b.name[dest], kind="muster")]
    ev = ctx.recruit(dest, "gondor", regulars=pick)
    if ctx.b.settlement[dest] != "none" and s.control.get(dest) != FP and s.strength(dest, SH) == 0 \
            and s.strength(dest, FP) > 0:
        ev += ctx.game._after_entering(s, FP, dest)
    return ev


# =================================================================================================
# 23 House of the Stewards | Brave Stand
# =================================================================================================
def _boromir_in_gondor(s: WotrState, side: str) -> str:
    r = s.chars.get("boromir")
    return "" if r is not None and s.board.nation[r] == "gondor" else "It needs Boromir in a Gondor region."


@event("fp_character_23", requires=_boromir_in_gondor)
def house_of_the_stewards(ctx: Ctx) -> list[Event]:
    s = ctx.s
    rr, ee, _l = s.reinforcements["gondor"]
    opts = ([("regular", "Recruit a Gondor regular with Boromir")] if rr else []) + \
        ([("elite", "Recruit a Gondor elite with Boromir")] if ee else [])
    if not opts:
        return [ctx.say("{card}: no Gondor unit is left to recruit.", kind="muster"), *ctx.draw("strategy", 2)]
    if len(opts) == 1:
        return stewards_pick(ctx, opts[0][0], {})
    ctx.ask("stewards", opts)
    return []


@step("fp_character_23", "stewards")
def stewards_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    r = ctx.s.chars["boromir"]
    ev = ctx.recruit(r, "gondor", regulars=1 if pick == "regular" else 0, elites=1 if pick == "elite" else 0)
    return ev + ctx.draw("strategy", 2)


# =================================================================================================
# 24 The Grey Company | Brave Stand
# =================================================================================================
def _king_with_army(s: WotrState, side: str) -> str:
    k = _king(s)
    return "" if k and s.strength(s.chars[k], FP) > 0 else "It needs Strider or Aragorn with a Free Peoples army."


@event("fp_character_24", requires=_king_with_army)
def grey_company(ctx: Ctx) -> list[Event]:
    s = ctx.s
    k = _king(s)
    assert k is not None
    r = s.chars[k]
    nations = [n for n, t in sorted(s.army(r, FP).items()) if t[0] and s.reinforcements[n][1]]
    if not nations:
        return [ctx.say("{card}: no regular there can become an elite.", kind="muster"), *ctx.draw("strategy", 2)]
    if len(nations) == 1:
        return grey_company_pick(ctx, nations[0], {})
    ctx.ask("grey", [(n, cap(article(f"{nation_adj(n)} regular")) + " becomes an elite") for n in nations])
    return []


@step("fp_character_24", "grey")
def grey_company_pick(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    r = s.chars[_king(s) or "strider"]
    t = s.army(r, FP)[pick]
    s.set_units(r, pick, (t[0] - 1, t[1] + 1, t[2]))
    c = s.casualties[pick]
    s.casualties[pick] = (c[0] + 1, c[1], c[2])
    re = s.reinforcements[pick]
    s.reinforcements[pick] = (re[0], re[1] - 1, re[2])
    ev = [ctx.say("{card}: {a_regular} in {r} is replaced by an elite.",
                  a_regular=article(f"{nation_adj(pick)} regular"), r=ctx.b.name[r], kind="muster")]
    return ev + ctx.draw("strategy", 2)


__all__ = ["add_mod", "group_flow"]

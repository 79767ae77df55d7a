"""Free Peoples Character deck (fp_character_01..24): event and combat halves.

Every text here is ours; what each card does follows the published cards (reference-a). Readings
where the card leaves room are marked "Reading:" and listed in CARDS.md.
"""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T, Text

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
from ..common import FP, SH, a_figure, comma_text, nation_adj_text, nation_n, nation_text
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
    return "" if _fp_chars(s, bt) else T("It needs a companion in the battle.")


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


def _names(ctx: Ctx, chars: Any) -> tuple[str, ...]:
    """The characters' names, for a sentence's list parameter (written "a, b, c")."""
    return tuple(ctx.b.char_name(c) for c in chars)


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
        return [ctx.say(T("{combat}: +1 to each Free Peoples die of the combat roll and the re-roll (the Fellowship "
                          "is in the defenders' region).", combat=ctx.combat_name), kind="battle")]


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
    return [ctx.say(T("{combat}: {who} gives up {lead} leadership; %n missed (die|dice) turned into hits before the "
                      "re-roll.", None, auto, combat=ctx.combat_name, who=ctx.b.char_name(who), lead=lead),
                    kind="battle")]


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
    return [ctx.say(T("{combat}: the Shadow rolls %n (die|dice) fewer (at least one).", None, n,
                      combat=ctx.combat_name), kind="battle")]


def daring_defiance(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    lead = sum(ctx.b.char_leadership(c) for c in _fp_chars(ctx.s, bt))
    if lead:
        ctx.mod(f"rerolls:{FP}", -lead)
    gone = cancel_card(bt, SH)
    if gone:
        return [ctx.say(T("{combat}: the companions give up {lead} leadership; the Shadow's {other} is cancelled.",
                          combat=ctx.combat_name, lead=lead, other=ctx.b.cards[gone].combat_card), kind="battle")]
    return [ctx.say(T("{combat}: the companions give up {lead} leadership; the Shadow played no combat card.",
                      combat=ctx.combat_name, lead=lead), kind="battle")]


def sudden_strike(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    n = min(ctx.game._battle_leadership(s, bt, FP), 5)
    if n <= 0:
        return [ctx.say(T("{combat}: no leadership, no extra attack.", combat=ctx.combat_name), kind="battle")]
    need = base_need(s, bt, FP)
    k, e = ctx.roll(n, need, T("an extra attack with the leadership before the combat roll"),
                    lambda k: T("%n hit(s) on the Shadow army at once.", None, k), rule="battles")
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
    opts: list[tuple[Any, Text]] = []
    if leaders_in_battle(s, bt, FP) and not (bt["att"] == FP and bt.get("force")):
        opts.append(("leader", T("{combat}: eliminate a leader to cancel 1 hit", combat=ctx.combat_name)))
    for c in _fp_chars(s, bt):
        n = min(ctx.b.char_level(c), hits)
        if n:
            opts.append((c, T("{combat}: eliminate {name} to cancel %n hit(s)", None, n, combat=ctx.combat_name,
                              name=ctx.b.char_name(c))))
    if opts:
        opts.append((None, T("{combat}: eliminate no one", combat=ctx.combat_name)))
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
        return [ctx.say(T("{combat}: {a_leader} falls; one hit is cancelled.", combat=ctx.combat_name,
                          a_leader=a_figure(n, "leader")), kind="battle")]
    n = min(ctx.b.char_level(pick), bt[key])
    bt[key] -= n
    return [*ctx.eliminate_character(pick),
            ctx.say(T("{combat}: %n hit(s) cancelled.", None, n, combat=ctx.combat_name), kind="battle")]


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
    return [ctx.say(T("{card} lies on the table: after a hunt tile is drawn, the Free Peoples may discard it to "
                      "draw another tile instead.", card=ctx.name))]


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
    ev.append(ctx.say(T("{card}: a second tile is drawn and counts instead; the first goes back to the pool.",
                        card=ctx.name), kind="hunt"))
    return ev + ctx.game._tile_effect(s, h, second, ctx.dice)


def _hobbit_in_battle(s: WotrState, side: str, bt: Battle) -> str:
    return "" if any(c in HOBBITS for c in _fp_chars(s, bt)) else T("It needs a hobbit in the battle.")


def _minions_in_battle(s: WotrState, bt: Battle) -> list[str]:
    return [c for c in in_battle_chars(s, bt, SH) if c in s.board.minions]


@combat("fp_character_05", requires=_hobbit_in_battle, timing="after_roll")
def blade_of_westernesse(ctx: Ctx) -> list[Event]:
    s, bt = ctx.s, ctx.bt
    rr = (bt.get("rolled") or {}).get(FP, (0, 0))[1]
    minions = _minions_in_battle(s, bt)
    if rr < 1 or not minions:
        return [ctx.say(T("{combat}: no re-roll hit or no minion in the battle; no effect.", combat=ctx.combat_name),
                        kind="battle")]
    ctx.ask("blade", [(m, T("{combat}: spend a re-roll hit to eliminate {name}", combat=ctx.combat_name,
                            name=ctx.b.char_name(m))) for m in minions]
            + [(None, T("{combat}: keep the hit", combat=ctx.combat_name))])
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
        if len(who) == 1:
            return T("It needs {name} in the Fellowship.", name=s.board.char_name(who[0]))
        return T("It needs {a} or {b} in the Fellowship.", a=s.board.char_name(who[0]), b=s.board.char_name(who[1]))
    return req


def _absorber(card_id: str, who: tuple[str, ...]) -> None:
    @event(card_id, requires=_in_fellowship(*who))
    def _play(ctx: Ctx) -> list[Event]:
        return [ctx.say(T("{card} lies on the table: after a hunt tile is drawn, it may be discarded for one less "
                          "hunt damage.", card=ctx.name))]

    @on_table(card_id, usable=lambda s, side, hunt: hunt.get("damage", 0) > 0)
    def _use(ctx: Ctx) -> list[Event]:
        ctx.hunt["damage"] = max(0, ctx.hunt["damage"] - 1)
        return [*ctx.discard_from_table(), ctx.say(T("{card}: one hunt damage less (now {d}).", card=ctx.name,
                                                     d=ctx.hunt["damage"]), kind="hunt")]

    @stays_while(card_id)
    def _stay(s: WotrState) -> str:
        if any(c in s.companions for c in who):
            return ""
        if len(who) == 1:
            return T("{name} left the Fellowship", name=s.board.char_name(who[0]))
        return T("{a} and {b} left the Fellowship", a=s.board.char_name(who[0]), b=s.board.char_name(who[1]))


_absorber("fp_character_06", ("gimli", "legolas"))
_absorber("fp_character_07", ("boromir",))


# =================================================================================================
# 08 Wizard's Staff (table: no tile drawn) | Servant of the Secret Fire
# =================================================================================================
@event("fp_character_08", requires=_in_fellowship("gandalf_the_grey"))
def wizards_staff(ctx: Ctx) -> list[Event]:
    return [ctx.say(T("{card} lies on the table: it may be discarded to stop a hunt tile from being drawn.",
                      card=ctx.name))]


@on_table("fp_character_08", hook="before_tile", usable=lambda s, side: s.hunt is not None)
def wizards_staff_use(ctx: Ctx) -> list[Event]:
    ctx.s.hunting["prevented"] = True
    return [*ctx.discard_from_table(), ctx.say(T("{card}: the Shadow draws no hunt tile this time.", card=ctx.name),
                                               kind="hunt")]


@stays_while("fp_character_08")
def wizards_staff_stays(s: WotrState) -> str:
    return "" if "gandalf_the_grey" in s.companions else \
        T("{name} left the Fellowship", name=s.board.char_name("gandalf_the_grey"))


@combat("fp_character_08", requires=lambda s, side, bt: "" if any(c in GANDALFS for c in _fp_chars(s, bt))
        else T("It needs Gandalf in the battle."))
def secret_fire(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{FP}", 1)
    return [ctx.say(T("{combat}: +1 to each Free Peoples die of the combat roll (Gandalf is in the battle).",
                      combat=ctx.combat_name), kind="battle")]


# =================================================================================================
# 09 Athelas | Andúril
# =================================================================================================
@event("fp_character_09")
def athelas(ctx: Ctx) -> list[Event]:
    need = 3 if ctx.s.guide == "strider" else 5
    purpose = T("heal the Ring-bearer (Strider guides: 3+)") if need == 3 else T("heal the Ring-bearer")
    k, ev = ctx.roll(3, need, purpose, lambda k: T("%n corruption healed.", None, k))
    return [ev, *ctx.heal(k)]


@combat("fp_character_09", requires=lambda s, side, bt: "" if any(c in KINGS for c in _fp_chars(s, bt))
        else T("It needs Strider or Aragorn in the battle."))
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
        opts: list[tuple[Any, Text]] = []
        if s.hidden and (s.mordor is None or s.mordor < s.board.setup.mordor_steps):
            opts.append(("move", T("Gollum leads on: move the Fellowship (no die joins the hunt box)")))
        if not s.hidden:
            opts.append(("hide", T("Gollum leads on: hide the Fellowship")))
        if opts:
            ctx.ask("gollum", [*opts, (None, T("Leave the Fellowship where it is"))])
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

    def sources(ctx: Ctx) -> list[tuple[Any, Text]]:
        s = ctx.s
        out: list[tuple[Any, Text]] = []
        if s.companions:
            out.append(("fellowship", T("Companions leave the Fellowship")))
        if from_map:
            for r in sorted({r for c, r in s.chars.items() if ctx.b.char_side(c) == FP}):
                out.append((r, T("Companions in {region} move", region=ctx.b.name[r])))
        return out

    def start(ctx: Ctx) -> list[Event]:
        src = sources(ctx)
        if not src:
            return [ctx.say(T("{card}: no companion can leave the Fellowship or move; no effect.", card=ctx.name))]
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
        opts = [(c, T("Add {name} to the group", name=ctx.b.char_name(c))) for c in rest]
        if group:
            opts.append(("go", T("The group is {names}: choose where it goes", names=_names(ctx, group))))
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
        names = _names(ctx, group)
        if src == "fellowship" and s.mordor is not None:   # seed: leaving on the Mordor track = eliminated
            ev = [ctx.say(T("{card}: on the Mordor track {names} cannot leave: (he|they) (is|are) lost.", None,
                            len(group), card=ctx.name, names=names))]
            for c in group:
                ev += ctx.game._eliminate_companion(s, c)
            return ev + (after(ctx) if after else [])
        frm, steps = reach(ctx, src, group)
        dests = [r for r in ctx.b.within(frm, steps) if can_end(ctx, r) and not (src != "fellowship" and r == src)]
        if not dests:
            return [ctx.say(T("{card}: {names} (has|have) nowhere to go.", None, len(group), card=ctx.name,
                              names=names))] + (after(ctx) if after else [])
        ctx.ask("grp_to", [(r, T("{names} (goes|go) to {region}", None, len(group), names=names, region=ctx.b.name[r]))
                           for r in dests], src=src, group=group)
        return []

    def go(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        s = ctx.s
        src, group = memo["src"], tuple(memo["group"])
        names = _names(ctx, group)
        ev: list[Event] = []
        if src == "fellowship":
            for c in group:
                s.companions.remove(c)
                s.chars[c] = pick
            ev.append(ctx.say(T("{card}: {names} (leaves|leave) the Fellowship for {r}.", None, len(group),
                                card=ctx.name, names=names, r=ctx.b.name[pick]), kind="fellowship"))
            if s.guide in group or s.guide not in s.companions:
                ev += ctx.game._new_guide(s, s.guide)
        else:
            for c in group:
                s.chars[c] = pick
            ev.append(ctx.say(T("{card}: {names} (moves|move) from {frm} to {r}.", None, len(group), card=ctx.name,
                                names=names, frm=ctx.b.name[src], r=ctx.b.name[pick]), kind="move"))
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
       T("It needs at least one companion in the Fellowship."))
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
    b = ctx.b
    ev = [ctx.say(T("{card}: {gimli} or {legolas} stands in {dale}, {erebor} or {woodland}.", card=ctx.name,
                    gimli=b.char_name("gimli"), legolas=b.char_name("legolas"), dale=b.name["dale"],
                    erebor=b.name["erebor"], woodland=b.name["woodland_realm"]), kind="politics")]
    for n in ("dwarves", "north"):
        if n not in s.active:
            s.active.add(n)
            ev.append(ctx.say(T("{card}: {nation} (becomes|become) active.", None, nation_n(n), card=ctx.name,
                                nation=nation_text(n, True)), kind="politics"))
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
    opts: list[tuple[Any, Text]] = []
    if rr >= 1 and naz:
        opts.append(("nazgul", T("{combat}: eliminate a Nazgûl", combat=ctx.combat_name)))
    if rr >= 2:
        opts += [(m, T("{combat}: eliminate {name} instead", combat=ctx.combat_name, name=ctx.b.char_name(m)))
                 for m in minions]
    if not opts:
        return [ctx.say(T("{combat}: the re-roll scored %n hit(s): nothing more falls.", None, rr,
                          combat=ctx.combat_name), kind="battle")]
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
        ev.append(ctx.say(T("{card}: an unused Character die becomes a Will of the West.", card=ctx.name),
                          kind="action"))
    else:
        ev.append(ctx.say(T("{card}: no unused Character die to change.", card=ctx.name), kind="action"))
    if s.mordor is None and s.ring_region == "lorien" and s.control.get("lorien") == FP:
        ev += ctx.heal(1)
    return ev


# =================================================================================================
# 14 Challenge of the King | Sudden Strike
# =================================================================================================
def _king_with_army_in(nations: tuple[str, ...], reason: Text):
    def req(s: WotrState, side: str) -> str:
        k = _king(s)
        if k and s.strength(s.chars[k], FP) > 0 and s.board.nation[s.chars[k]] in nations:
            return ""
        return reason
    return req


@event("fp_character_14", requires=_king_with_army_in(
    ("gondor", "rohan"), T("It needs Strider or Aragorn with a Free Peoples army in a Gondor or Rohan region.")))
def challenge_of_the_king(ctx: Ctx) -> list[Event]:
    from engines.core import RollExplanation, RollPart
    s, b = ctx.s, ctx.b
    drawn = []
    for _ in range(min(3, len(s.hunt_pool))):
        t = ctx.dice.pick(sorted(s.hunt_pool))
        s.hunt_pool.remove(t)
        drawn.append(t)
    eyes = [t for t in drawn if b.tiles[t].eye]
    desc = comma_text([T("Eye", "hunt tile") if b.tiles[t].eye else
                       str(b.tiles[t].damage) if b.tiles[t].damage is not None else T("die", "hunt tile")
                       for t in drawn]) or T("no tile")
    if drawn and len(eyes) == len(drawn) == 3:
        s.hunt_pool += drawn
        k = _king(s)
        cons = T("Three Eyes: the tiles go back and the king falls.")
        ev = [ctx.say(T("{card}: tiles drawn: {desc}. {cons}", card=ctx.name, desc=desc, cons=cons), kind="hunt",
                      roll=RollExplanation(T("{card}: draw three hunt tiles", card=ctx.name),
                                           [RollPart(T("hunt pool"))], T("no Eye among them is best"), desc, cons,
                                           "hunt", "war_of_the_ring"))]
        return ev + (ctx.eliminate_character(k) if k else [])
    s.hunt_pool += [t for t in drawn if t not in eyes]
    s.card_state["tiles_out"] = tuple(s.card_state.get("tiles_out", ())) + tuple(eyes)
    cons = T("%n Eye tile(s) (leaves|leave) the game for good; the others go back.", None, len(eyes)) if eyes else \
        T("No Eye: every tile goes back.")
    return [ctx.say(T("{card}: tiles drawn: {desc}. {cons}", card=ctx.name, desc=desc, cons=cons), kind="hunt",
                    roll=RollExplanation(T("{card}: draw three hunt tiles", card=ctx.name), [RollPart(T("hunt pool"))],
                                         T("Eyes are removed unless all three are Eyes"), desc, cons, "hunt",
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
       T("It needs a Free Peoples army with a companion in or next to a Shadow army with Nazgûl."))
def eagles_are_coming(ctx: Ctx) -> list[Event]:
    # Reading: with several such Shadow armies the Free Peoples pick one; the Shadow player places
    # the surviving Nazgûl (the Witch-king does not count).
    targets = _eagle_targets(ctx.s)
    if len(targets) == 1:
        return eagles_roll(ctx, targets[0], {})
    ctx.ask("eagles", [(r, T("The Eagles strike the Nazgûl in {region}", region=ctx.b.name[r])) for r in targets])
    return []


@step("fp_character_18", "eagles")
def eagles_roll(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    n = min(s.nazgul.get(pick, 0), 5)
    k, ev = ctx.roll(n, 5, T("a die for each Nazgûl in {region}", region=ctx.b.name[pick]),
                     lambda k: T("%n Nazgûl eliminated; the others flee to a Sauron stronghold.", None, k))
    out = [ev, *ctx.eliminate_nazgul(pick, k)]
    left = s.nazgul.get(pick, 0)
    if left:
        holds = [r for r in ctx.b.strongholds if ctx.b.nation[r] == "sauron" and s.control.get(r) == SH]
        if len(holds) == 1:
            out += eagles_flee(ctx, holds[0], {"frm": pick})
        elif holds:
            ctx.ask("eagles_flee", [(r, T("The surviving Nazgûl fly to {region}", region=ctx.b.name[r]))
                                    for r in holds], who=SH, for_nation="sauron", frm=pick)
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
    return [ctx.say(T("{card}: %n Nazgûl fly from {frm} to {to}.", None, n, card=ctx.name, frm=ctx.b.name[frm],
                      to=ctx.b.name[pick]), kind="move")]


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
        orthanc = ctx.b.name["orthanc"]
        k, ev = ctx.roll(3, 4, T("the Ents march on {region}", region=orthanc),
                         lambda k: T("%n hit(s) on the Shadow in {region}.", None, k, region=orthanc))
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
                ctx.ask("ents_free", [(c, T("Also play {card} without an action die", card=ctx.b.cards[c].name))
                                      for c in hand] + [(None, T("Play no other card"))])
        return ev

    @step(card_id, "ents_free")
    def _free(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
        return ctx.play_free(pick) if pick is not None else []


for _c in ("fp_character_19", "fp_character_20", "fp_character_21"):
    _ents_card(_c)


@combat("fp_character_19", requires=ents_country)
def ents_rage(ctx: Ctx) -> list[Event]:
    ctx.mod(f"plus:{FP}", 2)
    return [ctx.say(T("{combat}: +2 to each Free Peoples die of the combat roll.", combat=ctx.combat_name),
                    kind="battle")]


@combat("fp_character_20", requires=ents_country)
def huorn_dark(ctx: Ctx) -> list[Event]:
    ctx.mod(f"max_dice:{SH}", 2)
    return [ctx.say(T("{combat}: the Shadow rolls at most two dice.", combat=ctx.combat_name), kind="battle")]


@combat("fp_character_21", requires=ents_country, timing="after_roll")
def nameless_wood(ctx: Ctx) -> list[Event]:
    bt = ctx.bt
    roll, rr = (bt.get("rolled") or {}).get(FP, (0, 0))
    if roll + rr < 1:
        return [ctx.say(T("{combat}: no hit, no help from the wood.", combat=ctx.combat_name), kind="battle")]
    key = scored_key(bt, FP)
    bt[key] = bt.get(key, 0) + 2
    return [ctx.say(T("{combat}: two more hits on the Shadow (now {n}).", combat=ctx.combat_name, n=bt[key]),
                    kind="battle")]


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
    opts: list[tuple[Any, Text]] = []
    for r in ("erech", "lamedon", "pelargir"):
        opts.append(((r, False), T("{name} rides the Paths of the Dead to {region}", name=ctx.b.char_name(k),
                                   region=ctx.b.name[r])))
        if others:
            opts.append(((r, True), T("{name} and the companions with him ride to {region}", name=ctx.b.char_name(k),
                                      region=ctx.b.name[r])))
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
    ev = [ctx.say(T("{card}: {who} (goes|go) to {r}.", None, len(movers), card=ctx.name, who=_names(ctx, movers),
                    r=ctx.b.name[dest]), kind="move")]
    had = s.strength(dest, SH) > 0
    if had:
        d = ctx.dice.d(6, T("Dead Men die"))
        from engines.core import RollExplanation, RollPart
        cons = T("The Shadow army takes %n hit(s) and must retreat.", None, d.value)
        ev.append(ctx.say(T("{card}: the Dead strike: %n hit(s).", None, d.value, card=ctx.name), kind="battle",
                          roll=RollExplanation(T("{card}: hits on the Shadow army in {region}", card=ctx.name,
                                                 region=ctx.b.name[dest]),
                                               [RollPart(ctx.name, [d], [], d.value)],
                                               T("the die is the number of hits"), str(d.value), cons, "event-cards",
                                               "war_of_the_ring")))
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
        ev = [ctx.say(T("{card}: the Shadow army in {r} cannot retreat and is destroyed.", card=ctx.name,
                        r=ctx.b.name[dest]), kind="battle")]
        for n, t in s.army(dest, SH).items():
            r0 = s.reinforcements[n]
            s.reinforcements[n] = (r0[0] + t[0], r0[1] + t[1], r0[2])
            s.set_units(dest, n, (0, 0, 0))
        ev += ctx.eliminate_nazgul(dest, s.nazgul.get(dest, 0))
        for m in s.chars_at(dest, SH):
            ev += ctx.eliminate_character(m)
        return ev + dead_men_recruit(ctx, None, memo)
    ctx.ask("dead_flee", [(r, T("The Shadow army retreats from {frm} to {to}", frm=ctx.b.name[dest], to=ctx.b.name[r]))
                          for r in outs], who=SH, for_army=dest, dest=dest)
    return []


@step("fp_character_22", "dead_flee")
def dead_men_flee(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest = memo["dest"]
    desc = ctx.game._move_figures(s, SH, dest, pick, None)
    for m in s.chars_at(dest, SH):
        s.chars[m] = pick
    ev = [ctx.say(T("{card}: the Shadow army ({desc}) retreats to {r}.", card=ctx.name, desc=desc, r=ctx.b.name[pick]),
                  kind="move")]
    return ev + dead_men_recruit(ctx, None, memo)


def dead_men_recruit(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    """"Up to three" Gondor regulars: the Free Peoples choose how many (none to as many as are left and fit)."""
    s = ctx.s
    dest = memo["dest"]
    room = (5 if s.inside(dest, FP) else 10) - s.strength(dest, FP)
    most = max(0, min(3, s.reinforcements["gondor"][0], room))
    if most == 0:
        return ctx.recruit(dest, "gondor", regulars=3)   # says that nothing can be recruited
    ctx.ask("dead_count", [(n, T("Recruit %n Gondor regular(s) in {region}", None, n, region=ctx.b.name[dest]) if n
                            else T("Recruit no Gondor regulars")) for n in range(most, -1, -1)], dest=dest)
    return []


@step("fp_character_22", "dead_count")
def dead_men_count(ctx: Ctx, pick: Any, memo: dict) -> list[Event]:
    s = ctx.s
    dest = memo["dest"]
    if not pick:
        return [ctx.say(T("{card}: no Gondor regulars are recruited in {r}.", card=ctx.name, r=ctx.b.name[dest]),
                        kind="muster")]
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
    return "" if r is not None and s.board.nation[r] == "gondor" else T("It needs Boromir in a Gondor region.")


@event("fp_character_23", requires=_boromir_in_gondor)
def house_of_the_stewards(ctx: Ctx) -> list[Event]:
    s = ctx.s
    rr, ee, _l = s.reinforcements["gondor"]
    opts = ([("regular", T("Recruit a Gondor regular with Boromir"))] if rr else []) + \
        ([("elite", T("Recruit a Gondor elite with Boromir"))] if ee else [])
    if not opts:
        return [ctx.say(T("{card}: no Gondor unit is left to recruit.", card=ctx.name), kind="muster"),
                *ctx.draw("strategy", 2)]
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
    return "" if k and s.strength(s.chars[k], FP) > 0 else T("It needs Strider or Aragorn with a Free Peoples army.")


@event("fp_character_24", requires=_king_with_army)
def grey_company(ctx: Ctx) -> list[Event]:
    s = ctx.s
    k = _king(s)
    assert k is not None
    r = s.chars[k]
    nations = [n for n, t in sorted(s.army(r, FP).items()) if t[0] and s.reinforcements[n][1]]
    if not nations:
        return [ctx.say(T("{card}: no regular there can become an elite.", card=ctx.name), kind="muster"),
                *ctx.draw("strategy", 2)]
    if len(nations) == 1:
        return grey_company_pick(ctx, nations[0], {})
    ctx.ask("grey", [(n, _becomes_elite(n)) for n in nations])
    return []


def _becomes_elite(nation: str) -> Text:
    """'A Gondor regular becomes an elite', 'An Elven regular becomes an elite'."""
    adj = nation_adj_text(nation)
    if adj[:1] in "AEIOU":
        return T("An {nation} regular becomes an elite", nation=adj)
    return T("A {nation} regular becomes an elite", nation=adj)


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
    ev = [ctx.say(T("{card}: {a_regular} in {r} is replaced by an elite.", card=ctx.name,
                    a_regular=a_figure(pick, "regular"), r=ctx.b.name[r]), kind="muster")]
    return ev + ctx.draw("strategy", 2)


__all__ = ["add_mod", "group_flow"]

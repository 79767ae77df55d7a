"""The odds before a War of the Ring roll (`Game.odds`, engines/core/odds.py), worked out exactly from the rules
this engine applies:

* a battle (an attack, a sortie, continuing or pressing a siege, and the steps of a battle in progress that lead to
  its combat roll): the hits of this round's combat rolls (`cards.combat_roll`: at most 5 dice, the hit number,
  leader re-rolls of misses, the combat-card modifiers already in the battle's `mods`), the chance the defenders
  are destroyed this round, and the chance the attacker destroys them fighting on round after round: a dynamic
  programme over both armies' figures, each side taking its casualties by `keep_most` (the most units kept, so the
  most dice) the way `_apply_casualties` removes them nation by nation, no further combat cards, the defenders
  standing (no retreat), a siege pressed by reducing an elite while one is left;
* the hunt (moving the Fellowship off the Mordor track, or the hunt roll a Shadow table card held up): the
  successes of the hunt roll (`_hunt_roll`: at most 5 dice, +1 for each Free Peoples die in the box, a 1 fails,
  one re-roll per Shadow stronghold / army / Nazgûl reason), then the tile drawn at random from the pool's public
  composition (`_tile_effect`): its damage, its reveal, and whether the corruption reaches the limit;
* a step on the Mordor track: the tile drawn (an Eye counts the dice in the hunt box).

Everything is read from the view of the seat to move; nothing hidden and no random source is used. The tables are
cached, so an odds call while a figure is dragged costs little.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from engines.core import Action
from engines.core.i18n import T
from engines.core.odds import Distribution, Odds, OddsLine, binomial, chance, expected, mean, with_rerolls

from . import cards as card_plugins
from .common import SH
from .decisions import Battle
from .state import WotrState, other

if TYPE_CHECKING:
    from .game import WarOfTheRingGame

#: a side's army in the battle model: ((nation, regulars, elites, spare regulars in its reinforcements), ...)
Comp = tuple[tuple[str, int, int, int], ...]
#: a side's roll modifiers: (need or 0, dice, max dice or 99, re-rolls, no re-roll, plus, plus on re-roll, auto,
#: keep ones)
Mods = tuple[int, int, int, int, int, int, int, int, int]

BATTLE_STEPS = frozenset({"continue_battle", "extend_siege", "stand", "field_battle", "white_rider",
                          "no_combat_card"})


# -- casualties: the policy the odds assume (tests follow it too) ---------------------------------------------------
def keep_most(options: list[tuple[int, int, int]]) -> tuple[int, int, int]:
    """Of the casualty choices (elites removed, elites reduced, regulars removed), the one that keeps the most units
    (so the most combat dice); of those, the one reducing the most elites."""
    return max(options, key=lambda o: (-(o[0] + o[2]), o[1], o[2]))


def _options(comp: Comp, hits: int) -> list[tuple[int, int, int]]:
    """`CasualtiesMixin._casualty_options` for a model army."""
    r = sum(t[1] for t in comp)
    e = sum(t[2] for t in comp)
    if hits >= 2 * e + r:
        return [(e, 0, r)]
    return [(x, y, hits - 2 * x - y) for x in range(e + 1) for y in range(e - x + 1) if 0 <= hits - 2 * x - y <= r]


def _take(comp: Comp, side: str, x: int, y: int, z: int) -> Comp:
    """`CasualtiesMixin._apply_casualties` on a model army: one figure at a time from the nation with the most of
    that kind (the first by name on a tie); a reduced elite becomes a regular of its reinforcements when one is
    there (else it is removed); the Shadow's removed regulars go back to its reinforcements."""
    rows = {n: [r, e, sp] for n, r, e, sp in comp}

    def take(idx: int, count: int, reduce: bool = False) -> None:
        for _ in range(count):
            n = max(sorted(rows), key=lambda k: rows[k][idx])
            row = rows[n]
            row[idx] -= 1
            if side == SH and idx == 0:
                row[2] += 1
            if reduce and row[2] > 0:
                row[2] -= 1
                row[0] += 1

    take(1, x)
    take(1, y, reduce=True)
    take(0, z)
    return tuple((n, v[0], v[1], v[2]) for n, v in sorted(rows.items()))


@lru_cache(maxsize=65536)
def _hit(comp: Comp, side: str, hits: int) -> Comp:
    if hits <= 0 or not _units(comp):
        return comp
    return _take(comp, side, *keep_most(_options(comp, hits)))


def _units(comp: Comp) -> int:
    return sum(t[1] + t[2] for t in comp)


def _elites(comp: Comp, nation: str | None = None) -> int:
    return sum(t[2] for t in comp if nation is None or t[0] == nation)


# -- one side's combat roll -----------------------------------------------------------------------------------------
def _mods(mods: dict[str, Any], side: str) -> Mods:
    tot = card_plugins._total
    nv = mods.get(f"need:{side}")
    cap = min((x for _s, x in card_plugins._sources(mods, f"max_dice:{side}")), default=99) \
        if f"max_dice:{side}" in mods else 99
    return (nv if isinstance(nv, int) else 0, tot(mods, f"dice:{side}"), cap, tot(mods, f"rerolls:{side}"),
            1 if tot(mods, f"no_reroll:{side}") else 0, tot(mods, f"plus:{side}"), tot(mods, f"plus_rr:{side}"),
            tot(mods, f"auto:{side}"), 1 if tot(mods, f"keep_ones:{side}") else 0)


@lru_cache(maxsize=4096)
def roll_hits(strength: int, leadership: int, need: int, m: Mods) -> tuple[tuple[int, float], ...]:
    """The hits of `cards.combat_roll` for `strength` (units, plus captains), `leadership` and the hit number, with
    the modifiers `m`: exact, as (hits, chance) pairs."""
    need_v, dmod, cap, rr, no_rr, plus, plus_rr, auto, keep_ones = m
    if need_v:
        need = need_v
    n = min(strength + dmod, 5)
    if dmod < 0 and strength:
        n = max(1, n)
    n = max(0, min(n, cap))
    lead = 0 if no_rr else max(0, min(leadership + rr, 5))

    def p_hit(p: int) -> float:
        return sum(1 for v in range(1, 7) if v == 6 or (v != 1 and v + p >= need)) / 6

    ph, prr = p_hit(plus), p_hit(plus_rr)
    # with keep_ones (Confusion) a rolled 1 misses and may not be re-rolled: the 1s first, then the other dice's
    # misses, which cards may make hits and leaders re-roll
    ones_dist = binomial(n, 1 / 6) if keep_ones else {0: 1.0}
    out: Distribution = {}
    for ones, po in ones_dist.items():
        rest = n - ones
        p_miss = (1 - ph - 1 / 6) / (5 / 6) if keep_ones else 1 - ph
        for misses, pm in binomial(rest, p_miss).items():
            made = min(auto, misses)
            again = min(lead, misses - made)
            for more, pa in binomial(again, prr).items():
                k = rest - misses + made + more
                out[k] = out.get(k, 0.0) + po * pm * pa
    return tuple(sorted(out.items()))


# -- the battle model -----------------------------------------------------------------------------------------------
class _Side:
    """What a side brings to every round: its army, captains, leadership (Isengard elites lead while Saruman is in
    play), and whether it is the Shadow (casualties go back to its reinforcements)."""

    __slots__ = ("captains", "comp", "isengard", "lead", "side")

    def __init__(self, side: str, comp: Comp, captains: int, lead: int, isengard: bool) -> None:
        self.side, self.comp, self.captains, self.lead, self.isengard = side, comp, captains, lead, isengard

    def key(self) -> tuple[str, int, int, bool]:
        return self.side, self.captains, self.lead, self.isengard

    @staticmethod
    def strength(key: tuple[str, int, int, bool], comp: Comp) -> int:
        u = _units(comp)
        return u + key[1] if u else 0

    @staticmethod
    def leadership(key: tuple[str, int, int, bool], comp: Comp) -> int:
        return key[2] + (_elites(comp, "isengard") if key[3] else 0)


def _dist(key: tuple[str, int, int, bool], comp: Comp, need: int, m: Mods) -> tuple[tuple[int, float], ...]:
    return roll_hits(_Side.strength(key, comp), _Side.leadership(key, comp), need, m)


def _round(a_key: tuple[str, int, int, bool], a: Comp, d_key: tuple[str, int, int, bool], d: Comp,
           needs: tuple[int, int], mods: tuple[Mods, Mods]) -> list[tuple[float, Comp, Comp]]:
    """One combat round: each outcome's chance and both armies after their casualties."""
    on_def = [(_hit(d, d_key[0], h), p) for h, p in _dist(a_key, a, needs[0], mods[0])]
    on_att = [(_hit(a, a_key[0], h), p) for h, p in _dist(d_key, d, needs[1], mods[1])]
    out: dict[tuple[Comp, Comp], float] = {}
    for d2, pd in on_def:
        for a2, pa in on_att:
            out[(a2, d2)] = out.get((a2, d2), 0.0) + pd * pa
    return [(p, a2, d2) for (a2, d2), p in out.items()]


@lru_cache(maxsize=65536)
def _win_after(kind: str, a_key: tuple[str, int, int, bool], a: Comp, d_key: tuple[str, int, int, bool], d: Comp,
               needs: tuple[int, int], mods: tuple[Mods, Mods]) -> float:
    """The chance the attacker destroys the defenders from the end of a round (before its `after` stage), fighting
    on with the later rounds' `needs` and `mods`."""
    if not _units(a):
        return 0.0
    if not _units(d):
        return 1.0
    if kind == "siege":   # pressed only by reducing an elite (extend_siege), while one is left
        if not _elites(a):
            return 0.0
        a = _take(a, a_key[0], 0, 1, 0)
        if not _units(a):
            return 0.0
    return _win_before(kind, a_key, a, d_key, d, needs, mods)


@lru_cache(maxsize=65536)
def _win_before(kind: str, a_key: tuple[str, int, int, bool], a: Comp, d_key: tuple[str, int, int, bool], d: Comp,
                needs: tuple[int, int], mods: tuple[Mods, Mods]) -> float:
    """The same from the start of a later round (a round where nobody is hit is fought again)."""
    total, loop = 0.0, 0.0
    for p, a2, d2 in _round(a_key, a, d_key, d, needs, mods):
        if a2 == a and d2 == d:
            loop += p
        else:
            total += p * _win_after(kind, a_key, a2, d_key, d2, needs, mods)
    return total / (1 - loop) if loop < 1 else 0.0


def _comp(s: WotrState, army: dict[str, tuple[int, int, int]], side: str) -> Comp:
    return tuple((n, t[0], t[1], s.reinforcements[n][0]) for n, t in sorted(army.items()))


def battle_odds(game: WarOfTheRingGame, s: WotrState, action: Action) -> Odds | None:
    """The odds of the battle round `action` leads to, and of fighting on to the end."""
    bt: Battle
    kind = action.kind
    extend = False
    if kind == "attack":
        side = s.pending[-1]["side"]
        frm, to = action["frm"], action["to"]
        bt = {"att": side, "frm": frm, "to": to, "kind": "siege" if frm == to else "field", "round": 0,
              "stage": "start"}
        if action.get("comp") is not None:
            comp = game._comp_of(s, side, action)
            if not isinstance(comp, dict):
                return None
            if comp != {n: t for n, t in s.army(frm, side).items() if any(t)}:
                bt["force"] = tuple((n, *t) for n, t in sorted(comp.items()))
    elif kind == "sortie":
        r = action["frm"]
        bt = {"att": s.pending[-1]["side"], "frm": r, "to": r, "kind": "sortie", "round": 0, "stage": "start"}
    elif kind in BATTLE_STEPS and s.battle is not None:
        bt = cast(Battle, dict(s.battle))
        if kind == "white_rider" and action.get("use"):
            bt["white_rider"] = True
        extend = kind == "extend_siege"
    else:
        return None
    att, dfn = bt["att"], other(bt["att"])
    to = bt["to"]
    stage = bt.get("stage", "start")
    later_mods = bt.get("lasting_mods") or {}
    if stage in ("card_def", "cards", "roll"):   # this round's combat cards are being played
        now_round, now_mods = bt.get("round", 1), bt.get("mods") or {}
    else:
        now_round, now_mods = bt.get("round", 0) + 1, later_mods
    sides: dict[str, _Side] = {}
    for sd in (att, dfn):
        army = game._force(s, bt) if sd == att else s.army(to, sd)
        comp_ = _comp(s, army, sd)
        units = _units(comp_)
        captains = game._combat_strength(s, bt, sd) - units if units else 0
        iso = sd == SH and "saruman" in s.chars
        lead = game._battle_leadership(s, bt, sd) - (_elites(comp_, "isengard") if iso else 0)
        sides[sd] = _Side(sd, comp_, captains, lead, iso)
    a_side, d_side = sides[att], sides[dfn]
    if not _units(a_side.comp) or not _units(d_side.comp):
        return None
    a0 = a_side.comp
    if extend:
        a0 = _take(a0, att, 0, 1, 0)
    needs_now = (card_plugins.base_need(s, cast(Battle, {**bt, "round": now_round}), att), 5)
    needs_later = (card_plugins.base_need(s, cast(Battle, {**bt, "round": 2}), att), 5)
    m_now = (_mods(now_mods, att), _mods(now_mods, dfn))
    m_later = (_mods(later_mods, att), _mods(later_mods, dfn))
    ak, dk = a_side.key(), d_side.key()
    on_def = _dist(ak, a0, needs_now[0], m_now[0])
    on_att = _dist(dk, d_side.comp, needs_now[1], m_now[1])
    destroyed = 0.0
    take = 0.0
    for p, a2, d2 in _round(ak, a0, dk, d_side.comp, needs_now, m_now):
        if not _units(d2):
            destroyed += p
        take += p * _win_after(bt["kind"], ak, a2, dk, d2, needs_later, m_later)
    name = s.board.name[to]
    if bt["kind"] == "siege":
        end = T("Take {region}, pressing the siege to the end (an elite reduced each round, no more combat cards)",
                region=name)
    elif bt["kind"] == "sortie":
        end = T("Break the siege of {region}, fighting on to the end (no more combat cards, no retreat)", region=name)
    else:
        end = T("Take {region}, fighting on to the end (no more combat cards, no retreat)", region=name)
    lines: list[OddsLine] = [
        mean(T("Hits on the defenders this round"), expected(dict(on_def))),
        mean(T("Hits on the attackers this round"), expected(dict(on_att))),
        chance(T("Defenders destroyed this round"), destroyed),
        chance(end, take),
    ]
    return Odds(T("Battle at {region}", region=name), tuple(lines))


# -- the hunt and the Mordor track ----------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def hunt_successes(dice: int, fp_dice: int, plus: int, rerolls: int) -> tuple[tuple[int, float], ...]:
    """The successes of `_hunt_roll`: min(dice, 5) dice, each a success on a 6, or on 6 less the Free Peoples dice
    in the box and any card's plus (a 1 always fails), then one re-roll of a failed die per reason."""
    n = min(dice, 5)
    p = sum(1 for v in range(2, 7) if v == 6 or v + fp_dice + plus >= 6) / 6
    return tuple(sorted(with_rerolls(n, p, rerolls).items()))


def _reroll_reasons(s: WotrState) -> int:
    r = s.ring_region
    return ((s.board.settlement[r] == "stronghold" and s.control.get(r) == SH) + (s.strength(r, SH) > 0)
            + (s.nazgul.get(r, 0) > 0 or s.chars.get("witch_king") == r))


def _tile_outcomes(s: WotrState, eye_damage: dict[int, float]) -> list[tuple[float, int, bool, bool, bool]]:
    """Each tile the pool may give (the drawn ones back when it is empty), as (chance, damage, reveals, eye, stop),
    an Eye's damage and a die tile's roll spread over their values."""
    b = s.board
    pool = sorted(s.hunt_pool) or sorted(s.hunt_drawn)
    out: list[tuple[float, int, bool, bool, bool]] = []
    for t_id in pool:
        t = b.tiles[t_id]
        reveal = t.reveal and not (s.guide == "gollum" and t.kind == "standard" and not t.eye) and s.hidden
        dmg = eye_damage if t.eye else {v: 1 / 6 for v in range(1, 7)} if t.die else {t.damage or 0: 1.0}
        for d, pd in dmg.items():
            out.append((pd / len(pool), d, reveal, t.eye, t.stop))
    return out


def _damage_lines(s: WotrState, outcomes: list[tuple[float, int, bool, bool, bool]]) -> list[OddsLine]:
    limit = s.board.setup.corruption_limit
    return [mean(T("Hunt damage (before a companion or a card takes some)"), sum(p * d for p, d, *_ in outcomes)),
            chance(T("The Fellowship is revealed"), sum(p for p, _d, rv, *_ in outcomes if rv)),
            chance(T("Corruption reaches {limit} if all the damage is taken (the Shadow wins)", limit=limit),
                   sum(p for p, d, *_ in outcomes if max(0, s.corruption + d) >= limit))]


def hunt_odds(game: WarOfTheRingGame, s: WotrState, fp_dice: int, plus: int) -> Odds | None:
    if min(s.hunt_shadow, 5) <= 0:
        return None
    succ = dict(hunt_successes(s.hunt_shadow, fp_dice, plus, _reroll_reasons(s)))
    found = 1 - succ.get(0, 0.0)
    outcomes: list[tuple[float, int, bool, bool, bool]] = []
    if found > 0 and (s.hunt_pool or s.hunt_drawn):
        eye = {k: p / found for k, p in succ.items() if k}
        outcomes = [(p * found, damage, reveals, is_eye, stop)
                    for p, damage, reveals, is_eye, stop in _tile_outcomes(s, eye)]
    lines = [chance(T("The hunt finds the Fellowship"), found), *_damage_lines(s, outcomes)]
    return Odds(T("The hunt for the Fellowship near {region}", region=s.board.name[s.ring_region]), tuple(lines))


def mordor_odds(game: WarOfTheRingGame, s: WotrState) -> Odds | None:
    if not (s.hunt_pool or s.hunt_drawn):
        return None
    outcomes = _tile_outcomes(s, {s.hunt_shadow + s.hunt_fp: 1.0})
    d_lines = _damage_lines(s, outcomes)
    lines = [d_lines[0], chance(T("An Eye tile is drawn"), sum(p for p, _d, _r, eye, _s in outcomes if eye)),
             d_lines[1], chance(T("A Stop tile keeps the Fellowship on its step"),
                                sum(p for p, *_r, stop in outcomes if stop)), d_lines[2]]
    return Odds(T("A step on the Mordor track"), tuple(lines))


def wotr_odds(game: WarOfTheRingGame, s: WotrState, action: Action) -> Odds | None:
    """`WarOfTheRingGame.odds`: which roll `action` leads to, and its odds (None: no roll)."""
    if s.over or not s.pending:
        return None
    kind = action.kind
    if kind == "move_fellowship":
        if s.mordor is None:
            return hunt_odds(game, s, s.hunt_fp, 0)
        return mordor_odds(game, s)
    if kind == "no_table_card" and s.hunt is not None and s.hunt.get("stage") == "roll":
        return hunt_odds(game, s, s.hunt.get("fp", s.hunt_fp), sum(v for _w, v in s.hunt.get("plus", ())))
    if kind in ("attack", "sortie") or (kind in BATTLE_STEPS and s.battle is not None):
        return battle_odds(game, s, action)
    return None


__all__ = ["battle_odds", "hunt_odds", "hunt_successes", "keep_most", "mordor_odds", "roll_hits", "wotr_odds"]

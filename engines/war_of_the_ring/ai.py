"""The computer's judgement of War of the Ring positions: `evaluate` (used by every level's search)
and `rollout_action` (the play-out policy of MCTS). Pure: no Qt, no chance of its own.

The evaluation is a plan written as features (`features`), all from the Free Peoples' point of view
and summed with weights (`WEIGHTS`):

- **the Ring's race**: moves still needed (to a Mordor gate, declaring there, entering, then the
  Mordor track) against the corruption the Ring-bearer can still take (the companions absorb some as
  casualties), turned into a probability with the tiles' luck as its spread; the hunt dice already in
  the box this turn threaten the moves the Free Peoples' Character dice may still make, which gives the
  Shadow's hunt allocation its sense (hunt dice against action dice), and standing still on the
  Mordor track costs its corruption;
- **the military race**: victory points towards 10 / 4 plus the *threat* on each enemy settlement
  still held — the strongest attacking army next to it (or besieging it), the others next to it and
  two steps away, against its defenders (a stronghold counts double; nations not at war barely
  threaten; an empty settlement falls to whoever is near) — so mustering near a target, marching on
  it, besieging it, and keeping a garrison at home all score before any capture;
- **armies**: the balance of figures on the map (a Shadow casualty counts less: it goes back to the
  reinforcements), and how close each side's armies stand to the enemy's settlements (the march);
- **politics**: nations at war or near it, active nations (a companion's visit, a declaration);
- **small change**: the extra action dice of Aragorn / Gandalf the White / minions, Elven rings,
  cards in hand, unused action dice (so no die is discarded idly while something useful is possible),
  a revealed Fellowship.

A battle in progress is judged as if its pending hits were already taken (and, before the roll,
by the expected hits of one round), so an attack is valued by its likely result, not by the
decision that happens to come next (a combat card, the defender's siege choice). Until the next round
the round's dice count by their expectation, not their luck (`_battle_losses`): an attack or a combat
card is judged by what it makes likely, without the noise of a few sampled rolls.

**Cards** (issue 7): one step of greedy look-ahead must see what a play is worth —
- a combat card's modifiers (`battle["mods"]`: hit number, dice, +1 to each die, re-rolls, automatic
  hits) change the round's expected hits; a card chosen face down and not resolved yet counts
  `CARD_HITS` for its side;
- a special hunt tile in play (waiting for Mordor or in the pool) changes the expected cost of each
  Mordor step (`_mordor_tiles_factor`) and counts a little on its own (`tiles`), so the Shadow's tiles
  and the Free Peoples' (Phial, Elven Cloaks…) are played before the Fellowship enters Mordor;
- a card that asks its own question (which units, where: `card_choice`, `card_army`) is judged by
  its best answer (`_look_through`), so a recruit event is worth its recruits, not a card less;
- a card in hand is worth a little (`cards`), so a die draws a card rather than being discarded
  idly, and a card is played when its event or combat half is worth more than keeping it.

`level="hard"` (the Hard computer) judges more: the hunt's re-rolls where the Fellowship stands
(a Shadow stronghold, army or Nazgûl there), armies three steps away in the threats, the defenders'
neighbours, a siege's real odds, the price of each Mordor step still to walk by the Shadow dice in the
hunt box (an Eye there costs the dice in the box, so the hunt allocation counts for the whole track,
`_eye_share`: Hard as the Shadow against Normal won 9 of 24 with it, 3 of 24 without, seeds 1-23 odd
and 500-523); and it weighs the Shadow's victory points and the hunt higher
(`HARD_WEIGHTS`, `HARD_THREAT`). Hard as the Shadow also guards its own settlements harder (`HARD_SH_WEIGHTS`,
`HARD_SH_THREAT`: the Free Peoples need only 4 points, and an empty Shadow stronghold beside an army at war is
as good as lost): the Normal Free Peoples had won 6 of 24 games against it by walking into strongholds the
Shadow had emptied to attack; with it none of 24 (seeds 1-47 odd), and the Shadow won 11 instead of 8. Each
side therefore judges a position with its own worries under Hard, so there the two values do not simply
negate each other. Hard judges a battle in progress by how it is likely to end (`_battle_odds`: up to
`BATTLE_ROUNDS` rounds of dice, walls and leaders counted) and counts the place fought for by those odds in
full: judged by its next round only, an attack of ten against one on a stronghold looked no better than moving
armies about, and Hard's armies seldom attacked. With it Hard's Free Peoples won 21 of 24 against Normal
instead of 17 (seeds 2-48 even); the Shadow took more places (5.5 points a game instead of 3.1) but won no
more (10 of 24 against 11: it loses the Ring's race). Measured against Normal by a bench script, not in tests (issue 7,
48 games, sides alternating: Hard won 25 — 17 of 24 as the Free Peoples, 8 of 24 as the Shadow). Tried
and measured no better, so not in: a Hard Shadow weighing the Ring's race more (ring 0.6-0.7) and the
hunt's re-rolls counted for the Fellowship's next two moves; the search of tests/wotr_search_agent.py as the Hard level.
"""
from __future__ import annotations

import math
from typing import Any, Protocol

from engines.core.actions import Action
from engines.core.i18n import T, Text

from . import cards as card_plugins
from .common import FP, SH
from .decisions import Battle
from .state import FREE_PEOPLES, NATIONS, Board, WotrState, side_of_nation

REG, ELITE, LEADER, NAZGUL = 1.0, 1.7, 0.35, 0.5
DEFENCE = {"stronghold": 2.2, "city": 1.4, "fortification": 1.4, "town": 1.0}
STRONG_RULE = ("city", "stronghold", "fortification")

WEIGHTS: dict[str, float] = {
    "ring": 0.50,        # probability-like: the Ring reaches Mount Doom before corruption 12
    "ring_time": 0.22,   # fewer moves left (the war will not wait)
    "vp_sh": 0.62,       # Shadow VP (and threats) / 10
    "vp_fp": 0.45,       # Free Peoples VP (and threats) / 4
    "armies": 0.12,      # figures on the map, balance
    "march_sh": 0.10,    # Shadow armies close to Free Peoples settlements
    "march_fp": 0.04,    # Free Peoples armies close to Shadow settlements
    "politics": 0.10,    # nations at war or near it (per side, averaged)
    "chars": 0.04,       # each extra action die (Aragorn, Gandalf the White, a minion)
    "rings": 0.006,      # each Elven ring still in hand
    "cards": 0.004,      # each card in hand (up to the limit)
    "dice_fp": 0.006,    # each unused action die this turn (no idle discards)
    "dice_sh": 0.015,    # the Shadow's: what a die kept out of the hunt box is worth
    "revealed": 0.05,    # the Fellowship must spend a die to hide before it moves on
    "tiles": 0.008,      # each point of hunt damage the special tiles in play add (Shadow) or take away (FP)
}
HARD_WEIGHTS: dict[str, float] = {**WEIGHTS, "dice_sh": 0.01, "vp_sh": 0.75}
PER_MOVE, PER_STEP = 0.55, 1.5   # corruption the race expects per move outside / per Mordor step
STAGE_DECLARE, STAGE_AT_GATE = 3.0, 0.6   # still to declare at a gate / to enter Mordor from it
MOVE_ODDS = (0.85, 0.55, 0.3)  # how likely a 1st, 2nd, 3rd Character die moves the Fellowship this turn
SHADOW_FIGURE = 0.6      # a Shadow casualty returns to the reinforcements; a Free Peoples one is gone
THREAT = 0.5             # how much of a threatened settlement's VP counts already
EYE_TILE, STOP_TILE = 1.5, 0.4   # an Eye on the Mordor track: about the dice in the box; a Stop tile's delay
LOOK_THROUGH = ("card_choice", "card_army")   # a card's own questions: judged by their best answer
LOOK_THROUGH_MAX = 24
CARD_HITS = 0.7          # a combat card chosen but not yet resolved: about this many more hits on the enemy
HARD_THREAT = 0.6
# Hard as the Shadow: the Free Peoples need only 4 points, so the Shadow's own settlements weigh more, and a
# threatened one counts fully (an empty stronghold beside an army at war is as good as lost)
HARD_SH_WEIGHTS: dict[str, float] = {**HARD_WEIGHTS, "vp_fp": 0.8}
HARD_SH_THREAT = 1.0


class _Info:
    """Per-board tables the evaluation reads (built once per board)."""

    def __init__(self, b: Board) -> None:
        self.gate = {r: min(b.dist(r).get(e, 99) for e in b.entrances) for r in b.nodes}
        self.targets: dict[str, tuple[str, ...]] = {
            side: tuple(r for r in b.settlements if b.vp[r] > 0 and b.side[r] not in (None, side))
            for side in (FP, SH)}
        # region -> ((distance, target), ...) within 4 moves, nearest first, per attacking side
        self.near: dict[str, dict[str, tuple[tuple[int, str], ...]]] = {}
        for side in (FP, SH):
            table: dict[str, list[tuple[int, str]]] = {r: [] for r in b.nodes}
            for t in self.targets[side]:
                for r, d in b.dist(t).items():
                    if d <= 4:
                        table[r].append((d, t))
            self.near[side] = {r: tuple(sorted(v)) for r, v in table.items()}
        self.levels = {c: b.char_level(c) for c in b.companions}
        self.two_away = {t: tuple(r for r, d in b.dist(t).items() if d == 2)
                         for side in (FP, SH) for t in self.targets[side]}
        self.three_away = {t: tuple(r for r, d in b.dist(t).items() if d == 3)
                           for side in (FP, SH) for t in self.targets[side]}


_INFO: dict[int, tuple[Board, _Info]] = {}


def _info(b: Board) -> _Info:
    got = _INFO.get(id(b))
    if got is None or got[0] is not b:
        got = _INFO[id(b)] = (b, _Info(b))
    return got[1]


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def _war_factor(s: WotrState, n: str) -> float:
    """How much a nation's army threatens: at war fully, one step away (active) a little."""
    steps = s.political[n]
    if steps == 0:
        return 1.0
    if steps == 1 and n in s.active:
        return 0.45
    return 0.15 if n in s.active else 0.08


def _readiness(s: WotrState, n: str) -> float:
    """How ready a nation is to fight: at war 1; a passive nation stops one step short of war."""
    steps = s.political[n]
    if steps == 0:
        return 1.0
    active = n in s.active
    return {1: 0.6, 2: 0.3}.get(steps, 0.12) if active else {1: 0.3, 2: 0.18}.get(steps, 0.08)


def _hit_chance(need: int, rerolls: int, dice: int) -> float:
    p = (7 - need) / 6 if need > 1 else 5 / 6
    if dice and rerolls:
        p += (1 - p) * p * min(rerolls, dice) / dice
    return p


def _battle_losses(s: WotrState) -> dict[tuple[str, str], float]:
    """Hits not yet taken in a battle in progress: chosen casualties still pending, the defender's hits
    after the attacker's choice, or (before the dice) the expected hits of one round."""
    bt = s.battle
    out: dict[tuple[str, str], float] = {}
    if bt is None:
        return out
    att = bt["att"]
    dfn = FP if att == SH else SH
    to = bt["to"]
    att_region = to if bt["kind"] == "sortie" else bt["frm"]
    st = bt.get("stage")
    b = s.board
    need_att = 5
    if bt["kind"] == "siege" or (bt["kind"] == "field" and bt.get("round", 0) <= 1
                                 and b.settlement[to] in STRONG_RULE and s.control.get(to) == dfn
                                 and to not in s.sieges):
        need_att = 6
    owed = {att: False, dfn: False}   # a side's casualties still to be chosen
    for p in s.pending:
        if p["kind"] == "casualties":
            key = (p["region"], p["side"])
            out[key] = out.get(key, 0.0) + p["hits"]
            owed[p["side"]] = True
    if st in ("after_roll", "cas_att"):   # rolled, nobody has taken the hits yet
        out[(att_region, att)] = out.get((att_region, att), 0.0) + bt.get("hits_on_att", 0)
        out[(to, dfn)] = out.get((to, dfn), 0.0) + bt.get("hits_on_def", 0)
    elif st == "cas_def":                  # the attacker's are taken (or chosen above), not the defender's
        out[(to, dfn)] = out.get((to, dfn), 0.0) + bt.get("hits_on_def", 0)
    elif st in ("start", "round", "card_def", "cards", "roll"):
        if st in ("start", "round"):   # no card chosen yet this round: last round's modifiers are gone
            n_att = min(s.strength(att_region, att), 5)
            n_def = min(s.strength(to, dfn), 5)
            e_def = n_att * _hit_chance(need_att, s.leadership(att_region, att), n_att)
            e_att = n_def * _hit_chance(5, s.leadership(to, dfn), n_def)
        else:   # this round's combat cards: the modifiers they set, and the cards still to resolve
            e_def = _round_hits(s, bt, att, att_region, need_att) + _cards_to_come(bt, att, st)
            e_att = _round_hits(s, bt, dfn, to, 5) + _cards_to_come(bt, dfn, st)
        out[(to, dfn)] = out.get((to, dfn), 0.0) + e_def
        out[(att_region, att)] = out.get((att_region, att), 0.0) + e_att
    rolled = bt.get("rolled") or {}
    if st in ("after_roll", "cas_att", "cas_def", "after_cas", "after", "continue", "end") and rolled:
        # this round's dice count by their expectation (with the round's card modifiers), not by the
        # luck of the roll, until the next round: it takes the noise out of the choices that lead to a
        # roll (attack or not, which combat card); hits that cards added or cancelled stay
        untaken = {att: st in ("after_roll", "cas_att") or (st == "cas_def" and owed[att]),
                   dfn: st in ("after_roll", "cas_att", "cas_def") or (st == "after_cas" and owed[dfn])}
        hits_on = {att: bt.get("hits_on_att", 0), dfn: bt.get("hits_on_def", 0)}
        for side, region, foe, foe_region, need in ((att, att_region, dfn, to, need_att),
                                                     (dfn, to, att, att_region, 5)):
            if side not in rolled:
                continue
            back = 0 if untaken[side] else hits_on[side]   # the dice rolled before these casualties
            luck = _round_hits(s, bt, side, region, need, back) - sum(rolled[side])
            key = (foe_region, foe)
            out[key] = out.get(key, 0.0) + luck
    return out


_ODDS: dict[tuple[int, int, int, int, int, int], float] = {}
BATTLE_ROUNDS = 3   # how many rounds Hard expects an attacker to fight on before the battle's outcome is judged


def _binomial(n: int, p: float) -> list[float]:
    out = [0.0] * (n + 1)
    for k in range(n + 1):
        out[k] = math.comb(n, k) * p ** k * (1 - p) ** (n - k)
    return out


def _battle_odds(hp_att: int, hp_def: int, need_att: int, need_def: int, lead_att: int, lead_def: int) -> float:
    """The chance that the attacker destroys the defenders within `BATTLE_ROUNDS` rounds and keeps some of its
    own: hit points are units with an elite counted twice (a hit turns it into a regular), each side rolls as many
    dice as it has units up to 5, leaders re-roll misses (Hard's judgement of a battle in progress)."""
    key = (min(hp_att, 20), min(hp_def, 20), need_att, need_def, min(lead_att, 5), min(lead_def, 5))
    got = _ODDS.get(key)
    if got is not None:
        return got
    a0, d0 = key[0], key[1]
    if d0 <= 0:
        return 1.0 if a0 > 0 else 0.0
    states = {(a0, d0): 1.0}
    won = 0.0
    for _ in range(BATTLE_ROUNDS):
        nxt: dict[tuple[int, int], float] = {}
        for (a, d), pr in states.items():
            na, nd = min(a, 5), min(d, 5)
            on_def = _binomial(na, _hit_chance(need_att, key[4], na))
            on_att = _binomial(nd, _hit_chance(need_def, key[5], nd))
            for i, pi in enumerate(on_def):
                for j, pj in enumerate(on_att):
                    a2, d2 = max(a - j, 0), max(d - i, 0)
                    w = pr * pi * pj
                    if d2 == 0 and a2 > 0:
                        won += w
                    elif a2 > 0:
                        nxt[(a2, d2)] = nxt.get((a2, d2), 0.0) + w
        states = nxt
    if len(_ODDS) > 20_000:
        _ODDS.clear()
    _ODDS[key] = won
    return won


def _hit_points(s: WotrState, region: str, side: str) -> int:
    return sum(t[0] + 2 * t[1] for n, t in s.army(region, side).items())


def _fought_odds(s: WotrState, bt: Battle) -> float:
    """`_battle_odds` of the battle `bt` in `s` (not a sortie): its armies, walls and leaders as they stand."""
    att, to = bt["att"], bt["to"]
    dfn = FP if att == SH else SH
    need = 6 if bt["kind"] == "siege" or (s.board.settlement[to] in STRONG_RULE and to not in s.sieges) else 5
    return _battle_odds(_hit_points(s, bt["frm"], att), _hit_points(s, to, dfn), need, 5,
                        s.leadership(bt["frm"], att), s.leadership(to, dfn))


def _expected_hits(n: int, need: int, lead: int, plus: int = 0, plus_rr: int = 0, auto: int = 0) -> float:
    """Expected hits of a combat roll of `n` dice at `need`+ with `lead` re-rolls, `plus` / `plus_rr`
    added to each die of the roll / re-roll and `auto` misses made hits (a 1 misses, a 6 hits)."""
    if n <= 0:
        return 0.0

    def chance(add: int) -> float:
        return sum(1 for v in range(2, 7) if v == 6 or v + add >= need) / 6

    p, prr = chance(plus), chance(plus_rr)
    misses = n * (1 - p)
    made = min(auto, misses)
    left = misses - made
    return n * p + made + min(float(lead), left) * prr


def _mod_total(mods: dict, key: str) -> int:
    v = mods.get(key, 0)
    return v if isinstance(v, int) else sum(x for _s, x in v)


def _round_hits(s: WotrState, bt: Battle, side: str, region: str, need: int, back: int = 0) -> float:
    """Expected hits of `side`'s combat roll in this round of the battle, with the round's card
    modifiers (`back`: units lost since the roll)."""
    mods = bt.get("mods") or {}
    nv = mods.get(f"need:{side}")
    if isinstance(nv, int):
        need = nv
    strength = s.strength(region, side) + back
    dmod = _mod_total(mods, f"dice:{side}")
    n = min(strength + dmod, 5)
    if dmod < 0 and strength:
        n = max(1, n)
    if f"max_dice:{side}" in mods:
        v = mods[f"max_dice:{side}"]
        n = min(n, v if isinstance(v, int) else min(x for _s, x in v))
    n = max(0, n)
    lead = s.leadership(region, side) + _mod_total(mods, f"rerolls:{side}")
    if _mod_total(mods, f"no_reroll:{side}"):
        lead = 0
    lead = max(0, min(lead, 5, n))
    return _expected_hits(n, need, lead, _mod_total(mods, f"plus:{side}"), _mod_total(mods, f"plus_rr:{side}"),
                          _mod_total(mods, f"auto:{side}"))


def _cards_to_come(bt: Battle, side: str, stage: str) -> float:
    """Combat cards of `side` chosen this round but not yet (fully) resolved: each is counted as
    `CARD_HITS` more hits on the enemy (a card whose modifiers are already set counts half)."""
    n: float = sum(1 for sd, _c in bt.get("cards", ()) if sd == side)   # face down, not revealed yet
    queued = {sc for sc in bt.get("queue", ()) if sc[0] == side}
    n += len(queued)
    if stage in ("cards", "roll"):
        later = sum(1 for sc in bt.get("played", ()) if sc[0] == side and sc not in queued
                    and (getattr(_combat_effect(sc[1]), "after_roll", None) is not None
                         or getattr(_combat_effect(sc[1]), "after_casualties", None) is not None))
        n += 0.5 * later
    return n * CARD_HITS


def _combat_effect(card: str) -> Any:
    return card_plugins.COMBAT.get(card)


def _tile_value(b: Board, t: str) -> float:
    """What a hunt tile is expected to cost the Ring-bearer on the Mordor track: its damage (an Eye
    about the dice in the box, a die tile 3.5; a Free Peoples tile may heal), a Stop a little more."""
    tile = b.tiles[t]
    v = EYE_TILE if tile.eye else 3.5 if tile.die else float(tile.damage or 0)
    return v + (STOP_TILE if tile.stop else 0.0)


_STANDARD_MEAN: dict[int, float] = {}


def _mordor_tiles_factor(s: WotrState) -> float:
    """How hard the tiles of the Mordor track are against the standard pool: the special tiles in play
    (waiting beside the pool, or already in it) make each Mordor step dearer or cheaper."""
    b = s.board
    std = _STANDARD_MEAN.get(id(b))
    if std is None:
        ids = [t for t, x in b.tiles.items() if x.kind == "standard"]
        std = _STANDARD_MEAN[id(b)] = sum(_tile_value(b, t) for t in ids) / len(ids)
    waiting = s.card_state.get("tiles_waiting", ()) if s.card_state else ()
    if s.mordor is None:
        if not waiting and all(b.tiles[t].kind == "standard" for t in s.hunt_pool):
            return 1.0
        tiles = list(s.hunt_pool) + list(s.hunt_drawn) + list(waiting)
    else:
        tiles = list(s.hunt_pool) + list(waiting) or list(s.hunt_drawn)
    if not tiles:
        return 1.0
    return max(0.2, sum(_tile_value(b, t) for t in tiles) / len(tiles) / std)


def _eye_share(s: WotrState) -> float:
    """The share of Eye tiles among those the Mordor track will draw (the pool, or the drawn tiles
    once it is empty)."""
    b = s.board
    tiles = list(s.hunt_pool) or list(s.hunt_drawn)
    if not tiles:
        return 0.0
    return sum(1 for t in tiles if b.tiles[t].eye) / len(tiles)


def _special_tiles(s: WotrState) -> float:
    """The special hunt tiles still to be drawn (waiting for Mordor or in the pool): the damage they add
    over a standard tile's (positive: the Shadow's; the Free Peoples' heal or hide)."""
    b = s.board
    tiles = [t for t in s.hunt_pool if b.tiles[t].kind != "standard"]
    tiles += list(s.card_state.get("tiles_waiting", ()) if s.card_state else ())
    if s.mordor is None:
        tiles += [t for t in s.hunt_drawn if b.tiles[t].kind != "standard"]
    if not tiles:
        return 0.0
    _mordor_tiles_factor(s)   # fills the standard mean
    std = _STANDARD_MEAN[id(b)]
    return sum(_tile_value(b, t) - std for t in tiles)


def _hunt_rerolls(s: WotrState) -> int:
    """The hunt's re-rolls where the Fellowship stands: a Shadow stronghold, Shadow army units, a Nazgûl."""
    r = s.ring_region
    b = s.board
    return ((b.settlement[r] == "stronghold" and s.control.get(r) == SH) + (s.strength(r, SH) > 0)
            + (s.nazgul.get(r, 0) > 0 or s.chars.get("witch_king") == r))


def _hunt_damage_per_move(hunters: int, mod: int, rerolls: int = 0) -> float:
    """Expected hunt damage of one Fellowship move with `hunters` Shadow dice and `mod` Free Peoples
    dice already in the box (one hit draws a tile: about 1.2 damage, an Eye as many as the hits);
    `rerolls` missed dice are rolled again (a Shadow stronghold, army or Nazgûl in the region)."""
    n = min(hunters, 5)
    if n <= 0:
        return 0.0
    p = min(1 + mod, 5) / 6
    if rerolls:
        p += (1 - p) * p * min(rerolls, n) / n
    found = 1 - (1 - p) ** n
    return found * 0.9 + 0.25 * n * p


def features(state: WotrState, level: str | None = None, side: str | None = None) -> dict[str, float]:
    """The plan's measurements, each from the Free Peoples' point of view (the Shadow's are negated
    by `evaluate`); `side` is whose judgement it is (Hard's Shadow counts threats to its settlements more
    fully). Public so tests and tuning can look at them one by one."""
    s = state
    b = s.board
    info = _info(b)
    hard = level == "hard"
    fp_threat = HARD_SH_THREAT if hard and side == SH else HARD_THREAT if hard else THREAT
    limit = b.setup.corruption_limit
    steps = b.setup.mordor_steps
    f: dict[str, float] = {}

    # -- army power per (region, side), less the hits a battle in progress still owes ----------------
    power: dict[tuple[str, str], float] = {}
    threat_power: dict[tuple[str, str], float] = {}
    total = {FP: 0.0, SH: 0.0}
    for (r, n), (reg, eli, lead) in s.units.items():
        side = side_of_nation(n)
        v = reg * REG + eli * ELITE
        lv = lead * LEADER if side == FP else 0.0
        key = (r, side)
        power[key] = power.get(key, 0.0) + v + lv
        threat_power[key] = threat_power.get(key, 0.0) + (v + lv) * _war_factor(s, n)
        total[side] += v if side == FP else SHADOW_FIGURE * v
    for r, k in s.nazgul.items():
        key = (r, SH)
        if key in power:
            power[key] += k * NAZGUL
            threat_power[key] = threat_power.get(key, 0.0) + k * NAZGUL
    for key, hits in _battle_losses(s).items():
        if key in power:
            cut = min(hits, power[key])
            total[key[1]] -= cut if key[1] == FP else SHADOW_FIGURE * cut
            ratio = max(power[key] - cut, 0.0) / power[key] if power[key] else 0.0
            power[key] -= cut
            threat_power[key] = threat_power.get(key, 0.0) * ratio

    # -- the Ring's race --------------------------------------------------------------------------------
    # moves to a gate, then declaring there (a Shadow stronghold: one more hunt tile) and entering
    # Mordor, then the Mordor track, where every step draws a tile and standing still corrupts
    if s.mordor is None:
        gate = info.gate[s.ring_region]
        out_moves = max(gate - s.progress, 0)
        stage = STAGE_AT_GATE if gate == 0 and s.progress == 0 else STAGE_DECLARE
        in_moves = steps
    else:
        out_moves, stage, in_moves = 0, 0.0, steps - s.mordor
    absorb = 0.5 * sum(info.levels.get(c, 1) for c in s.companions)
    need = PER_MOVE * out_moves + stage + PER_STEP * in_moves * _mordor_tiles_factor(s)
    if hard and s.mordor is not None and s.phase == "actions":
        # on the Mordor track an Eye costs the dice in the box: the Shadow's allocation sets the price
        # of every step still to walk (it can keep hunting with as many), not only this turn's
        need += in_moves * _eye_share(s) * (s.hunt_shadow - EYE_TILE)
    pending = 0.0
    if s.phase == "actions" and (s.mordor is None or s.mordor < steps):
        # the hunt dice in the box threaten the moves the Free Peoples may still make this turn
        rerolls = _hunt_rerolls(s) if hard else 0
        movers = sum(1 for d in s.rolled[FP] if d in ("character", "will_of_the_west"))
        for j, w in enumerate(MOVE_ODDS[:movers]):
            if s.mordor is None:
                pending += w * _hunt_damage_per_move(s.hunt_shadow, s.hunt_fp + j, rerolls)
            else:
                pending += w * 0.25 * (s.hunt_shadow + s.hunt_fp + j)
    if s.mordor is not None and s.phase == "actions" and not s.fellowship_acted:
        pending += 1.0   # standing still on the Mordor track corrupts at the end of the turn
    headroom = limit - s.corruption + absorb - pending
    spread = 0.8 + 0.35 * math.sqrt(out_moves) + 0.9 * math.sqrt(in_moves)   # the tiles' luck
    f["ring"] = _sig(1.7 * (headroom - need - 0.5) / spread)
    f["ring_time"] = -(out_moves + stage + in_moves) / 15.0
    f["revealed"] = 0.0 if s.hidden else -1.0
    f["tiles"] = -_special_tiles(s)

    # -- the military race: VP and threatened settlements ----------------------------------------------
    # Hard judges a battle in progress by how it is likely to end, not by its next round (`_battle_odds`)
    fought: tuple[str, str, float] | None = None
    bt = s.battle
    if hard and bt is not None and bt["kind"] != "sortie":
        fought = (bt["att"], bt["to"], _fought_odds(s, bt))
    for att, feature, need_vp in ((SH, "vp_sh", b.setup.victory_points.shadow_needs),
                              (FP, "vp_fp", b.setup.victory_points.free_peoples_needs)):
        dfn = FP if att == SH else SH
        threat = 0.0
        for t in info.targets[att]:
            if s.control.get(t) == att:
                continue
            best = power_in = 0.0
            others = 0.0
            besieged = s.sieges.get(t) == dfn
            if besieged:
                power_in = threat_power.get((t, att), 0.0)
                best = power_in
            for nb in b.nbrs[t]:
                v = threat_power.get((nb, att), 0.0)
                if v > best:
                    others += best
                    best = v
                else:
                    others += v
            far = sum(threat_power.get((r2, att), 0.0) for r2 in info.two_away[t])
            if hard:
                far += 0.4 * sum(threat_power.get((r3, att), 0.0) for r3 in info.three_away[t])
            attack = best + 0.3 * others + 0.15 * far
            if fought is not None and fought[0] == att and fought[1] == t:
                threat += b.vp[t] * fought[2] / (HARD_THREAT if att == SH else fp_threat)   # counted in full
                continue
            if attack <= 0:
                continue
            dv = power.get((t, dfn), 0.0)
            kind = b.settlement[t]
            mult = DEFENCE.get(kind, 1.0)
            if hard:
                dv += 0.25 * sum(power.get((nb, dfn), 0.0) for nb in b.nbrs[t])
                if besieged:
                    mult = 2.0
            if dv <= 0.05:   # an empty settlement falls to whoever walks in
                p = 0.9 * (1.0 - math.exp(-1.2 * attack))
            else:
                p = _sig((attack - mult * dv - 1.0) / (1.5 + 0.15 * attack))
            threat += b.vp[t] * p
        f[feature] = (s.vp(att) + (fp_threat if att == FP else HARD_THREAT if hard else THREAT) * threat) / need_vp

    # -- armies and the march --------------------------------------------------------------------------
    f["armies"] = (total[FP] - total[SH]) / max(total[FP] + total[SH], 1.0)
    for att, feature, scale in ((SH, "march_sh", 40.0), (FP, "march_fp", 20.0)):
        near = info.near[att]
        m = 0.0
        for (r, side), v in threat_power.items():
            if side != att:
                continue
            for d, t in near[r]:
                if s.control.get(t) != att:
                    m += v / (1.0 + d)
                    break
        f[feature] = m / scale

    # -- politics, characters, small change -----------------------------------------------------------
    pol = {FP: 0.0, SH: 0.0}
    for n in NATIONS:
        pol[side_of_nation(n)] += _readiness(s, n)
    f["politics"] = pol[FP] / len(FREE_PEOPLES) - pol[SH] / (len(NATIONS) - len(FREE_PEOPLES))
    fp_chars = sum(1 for c in ("aragorn", "gandalf_the_white") if c in s.chars)
    sh_chars = sum(1 for m in b.minions if m in s.chars)
    f["chars"] = fp_chars - sh_chars
    f["rings"] = s.rings.get(FP, 0) - s.rings.get(SH, 0)
    hl = b.setup.hand_limit
    f["cards"] = min(len(s.hands[FP]), hl) - min(len(s.hands[SH]), hl)
    f["dice_fp"] = len(s.rolled[FP])
    f["dice_sh"] = -len(s.rolled[SH])
    return f


class Rules(Protocol):
    """What the judgement asks of the rules engine to look through a card's own question (the game passes
    itself in, so this module does not import game.py, which imports it)."""

    def legal_actions(self, state: WotrState) -> list[Action]: ...

    def apply_trusted(self, state: WotrState, action: Action) -> tuple[WotrState, list[Any]]: ...

    def odds(self, state: WotrState, action: Action) -> Any: ...


def _look_through(g: Rules, s: WotrState, seat: int, level: str | None, depth: int) -> float | None:
    """A card's own question still open (which units to recruit, where, which companion…): the
    position is worth what its best answer makes it (the chooser's best by its own judgement), so
    playing the card is judged by what it does, not by the card that left the hand."""
    acts = g.legal_actions(s)
    if not acts or len(acts) > LOOK_THROUGH_MAX:
        return None
    chooser = s.seat_of(s.pending[-1]["side"])
    best, best_value = None, -math.inf
    for a in acts:
        after, _ = g.apply_trusted(s, a)
        v = evaluate(g, after, chooser, level, depth + 1)
        if v > best_value:
            best, best_value = after, v
    if chooser == seat:
        return best_value
    assert best is not None   # some answer beats -inf
    return evaluate(g, best, seat, level, depth + 1)


def evaluate(game: Rules, state: WotrState, seat: int, level: str | None = None, _depth: int = 0) -> float:
    """A balance in [-1, 1] for `seat` (see the module's docstring for the plan it measures); `game` answers
    the look-through of a card's own question."""
    s = state
    me = s.sides[seat]
    if s.over:
        return 1.0 if s.winner == me else -1.0
    if _depth < 2 and s.pending and s.pending[-1]["kind"] in LOOK_THROUGH:
        v = _look_through(game, s, seat, level, _depth)
        if v is not None:
            return v
    f = features(s, level, me)
    w = (HARD_SH_WEIGHTS if me == SH else HARD_WEIGHTS) if level == "hard" else WEIGHTS
    fp = (w["ring"] * f["ring"] + w["ring_time"] * f["ring_time"] - w["vp_sh"] * f["vp_sh"]
          + w["vp_fp"] * f["vp_fp"] + w["armies"] * f["armies"] - w["march_sh"] * f["march_sh"]
          + w["march_fp"] * f["march_fp"] + w["politics"] * f["politics"] + w["chars"] * f["chars"]
          + w["rings"] * f["rings"] + w["cards"] * f["cards"] + w["dice_fp"] * f["dice_fp"]
          + w["dice_sh"] * f["dice_sh"] + w["revealed"] * f["revealed"] + w["tiles"] * f["tiles"]) - 0.1
    v = 0.95 * math.tanh(fp)
    return v if me == FP else -v


def rollout_action(state: WotrState, actions: list[Action], rng: Any) -> Action:
    """Random play with a little sense: no idle dice while something else is possible, the
    Fellowship walks towards Mordor, the Shadow hunts with a die or two."""
    s = state
    by: dict[str, list[Action]] = {}
    for a in actions:
        by.setdefault(a.kind, []).append(a)
    b = s.board
    if by.get("enter_mordor"):
        return by["enter_mordor"][0]
    gate = b.dist("morannon")
    if by.get("declare") and s.progress > 1 and rng.random() < 0.5:
        return min(by["declare"], key=lambda a: (gate[a["to"]], a["to"]))
    if by.get("place_fellowship"):
        return min(by["place_fellowship"], key=lambda a: (gate[a["to"]], a["to"]))
    if by.get("allocate"):
        want = [a for a in by["allocate"] if a["dice"] in (1, 2)]
        return rng.choice(want or by["allocate"])
    if by.get("move_fellowship") and rng.random() < 0.35:
        return rng.choice(by["move_fellowship"])
    if by.get("hide_fellowship") and rng.random() < 0.7:
        return rng.choice(by["hide_fellowship"])
    useful = [a for a in actions if a.kind not in ("discard_die", "pass", "elven_ring")]
    return rng.choice(useful or actions)


# -- hints: why the computer would play a move (engines/ai/hints.py) ----------------------------------------------
_REASONS: dict[str, Text] = {   # the part of the plan a move helps most ("ring" says its chance, see hint_reason)
    "ring_time": T("the Ring's race: fewer steps left to Mount Doom"),
    "vp_sh": T("the Shadow's conquests: its points and the settlements it threatens"),
    "vp_fp": T("the Free Peoples' conquests: their points and the Shadow settlements they threaten"),
    "armies": T("the balance of the armies on the map"),
    "march_sh": T("the Shadow's armies marching on the Free Peoples' settlements"),
    "march_fp": T("the Free Peoples' armies marching on the Shadow's settlements"),
    "politics": T("the nations' way to war"),
    "chars": T("the characters who bring more action dice"),
    "rings": T("an Elven ring kept for later"),
    "cards": T("the cards in hand"),
    "dice_fp": T("an action die kept for later"),
    "dice_sh": T("an action die kept for later"),
    "revealed": T("the Fellowship hidden from the hunt"),
    "tiles": T("the hunt tiles still to be drawn"),
}


def hint_reason(game: Rules, before: WotrState, action: Action, after: WotrState, seat: int,
                level: str | None) -> Text:
    """Why a move is worth playing for `seat`, in words from the judgement: an attack by its odds of taking the
    place (the whole battle fought on, exactly as the odds before the roll give it), else the part of the plan it
    helps most."""
    me = before.sides[seat]
    b = before.board
    if action.kind == "attack" and after.battle is not None and after.battle["kind"] != "sortie":
        bt = after.battle
        att, to = bt["att"], bt["to"]
        dfn = FP if att == SH else SH
        odds = game.odds(before, action)
        pct = round(100 * (odds.lines[-1].value if odds is not None else _fought_odds(after, bt)))
        if b.vp[to] and b.side[to] == dfn:
            return T("{pct}% to take {region} fighting on to the end; victory points of the {side} after it: {vp}.",
                     pct=pct, region=b.name[to], side=before.side_name(att), vp=before.vp(att) + b.vp[to])
        return T("{pct}% to destroy the army in {region} fighting on to the end.", pct=pct, region=b.name[to])
    f0, f1 = features(before, level, me), features(after, level, me)
    w = (HARD_SH_WEIGHTS if me == SH else HARD_WEIGHTS) if level == "hard" else WEIGHTS
    sign = {k: -1.0 if k in ("vp_sh", "march_sh") else 1.0 for k in f0}
    if me == SH:
        sign = {k: -v for k, v in sign.items()}
    gains = sorted(((w[k] * sign[k] * (f1[k] - f0[k]), k) for k in f0 if k in _REASONS or k == "ring"),
                   reverse=True)
    gain, best = gains[0]
    if gain <= 1e-6:
        return T("Nothing better is in reach: the least harm to your plans.")
    if best == "ring":
        return T("It helps the Ring's race: the Fellowship's chance to reach Mount Doom, as the computer reckons it, "
                 "goes from {a}% to {b}%.",
                 a=round(100 * f0["ring"]), b=round(100 * f1["ring"]))
    return T("It helps with {what}.", what=_REASONS[best])

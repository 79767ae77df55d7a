"""The Hard computer's judgement: material plus what each seat can expect from its next attacks
(`attack_prospects`), with exact hero-fight odds from the distribution of the dice (`fight_odds`).
`HARD_WEIGHTS` holds its tuned weights."""
from __future__ import annotations

import math

from . import combat
from .evaluation import odds
from .state import HeroesState

HARD_WEIGHTS: dict[str, float] = {
    "fort": 2.0,          # on top of the fortress's victory points: the fortress goal decides most games
    "hero": 0.9,          # per point of a hero on the board
    "hero_bonus": 1.0,    # per hero on the board, whatever its points (a hero is a move and an attack)
    "hand": 0.4,          # per point of a hero in hand
    "mission_part": 0.25,  # share of a mission's bonus per place of it held, before all are held
    "goal1": 6.0,         # one fortress short of the goal
    "goal2": 2.5,         # two fortresses short of the goal
    "win": 25.0,          # how much an attack that would reach the fortress goal counts when choosing
    "mover": 0.8,         # weight of the prospects of the seat to move
    # weight of the prospects of a seat that must wait for its turn: low, because the game is mostly a race to
    # the fortress goal and answering every threat loses it (0.5 → 0.2, issue 17: Hard as the second seat won
    # 55.6% of 99 games against Normal with 0.5, 64.6% with 0.2 on the same seeds; 0.0–0.3 alike)
    "waiting": 0.2,
    "pick2": 0.7,
    "pick3": 0.5,
    "pick4": 0.35,
    "scale": 14.0,
}


def evaluate_hard(state: HeroesState, seat: int, weights: dict[str, float] | None = None) -> float:
    """The Hard computer's judgement: material (victory points, an extra weight on fortresses
    and on nearing the fortress goal, heroes on the board and in hand), plus what each seat can
    expect to take with its next attacks (`attack_prospects`: move-then-attack reach, the odds of
    each conquest or hero fight, heroes killed or lost, an immediate win at the fortress goal).

    The seat to move acts on its prospects first, so they count more (`mover`) than those of a
    seat that must wait (`waiting`): a fortress left empty next to a strong enemy group costs what
    the enemy can expect to take, and a garrison that makes the attack hopeless keeps it.
    """
    s = state
    if s.over:
        if seat in s.winners:
            return 1.0 if len(s.winners) == 1 else 0.5
        return -1.0
    w = HARD_WEIGHTS if weights is None else {**HARD_WEIGHTS, **weights}
    b = s.board
    H = b.hero
    n = s.players
    opts = s.options
    goal = opts.fortress_goal
    lands = [0] * n
    forts = [0] * n
    for node, o in s.owner.items():
        if o is not None and o < n:
            if b.kind[node] == "fortress":
                forts[o] += 1
            else:
                lands[o] += 1
    if 0 <= s.current < n and forts[s.current] >= goal:
        # the seat to move has reached the goal: ending its turn wins, and nobody can stop that
        return 1.0 if seat == s.current else -1.0
    pts = [0.0] * n
    for h in s.hero_loc:
        pts[s.hero_owner[h]] += H[h].points + w["hero_bonus"]
    vals = [0.0] * n
    owner = s.owner
    for i in range(n):
        bonus = 0.0
        for m in s.missions[i]:
            mis = b.missions.get(m)
            if mis is None:
                continue
            held = sum(1 for p in mis.places if owner.get(p) == i)
            bonus += (mis.bonus if held == len(mis.places)
                      else w["mission_part"] * mis.bonus * held / len(mis.places))
        f = forts[i]
        hand = sum(H[h].points for h in s.hands[i] if h in H)
        vals[i] = (lands[i] * opts.land_points + f * (opts.fortress_points + w["fort"]) + bonus
                   + w["hero"] * pts[i] + w["hand"] * hand)
        if f >= goal - 1:
            vals[i] += w["goal1"]
        if f >= goal - 2:
            vals[i] += w["goal2"]
    wins = [0.0] * n
    last_round = s.round >= opts.max_rounds
    for j in range(n):
        if j < len(s.out) and s.out[j]:
            continue
        if last_round and j < s.current:   # its last turn is played: what it could attack next never comes
            continue
        gain, losses, wins[j] = attack_prospects(s, j, forts, w)
        g = w["mover"] if j == s.current else w["waiting"]
        vals[j] += g * gain
        wins[j] *= g
        for victim, loss in losses.items():
            vals[victim] -= g * loss
    me = vals[seat]
    rival = max(vals[i] for i in range(n) if i != seat)
    # a conquest that would reach the fortress goal is a chance of winning outright, not just more
    # points: blend it in as such, so that the prospect is never worth more than the win itself
    win_me = min(1.0, wins[seat])
    win_rival = min(1.0 - win_me, max(wins[i] for i in range(n) if i != seat))
    return win_me - win_rival + (1.0 - win_me - win_rival) * math.tanh((me - rival) / w["scale"])


def attack_prospects(s: HeroesState, j: int, forts: list[int],
                     w: dict[str, float]) -> tuple[float, dict[int, float], float]:
    """What seat `j` can expect from its next attacks: its gain, each victim's loss, and the
    chance that one of them takes the fortress that reaches the goal.

    Each group that could gather in a place (heroes already there, and heroes that can still
    step in) is matched with its best target next door; the best few non-overlapping attacks are
    counted with falling weights (a seat rarely gets to make all of them)."""
    b = s.board
    H = b.hero
    owner = s.owner
    nbrs = b.nbrs
    edge = b.edge
    side_j = s.sides[j]
    current = j == s.current and s.phase != "over"
    occ: dict[str, list[str]] = {}
    for h, node in s.hero_loc.items():
        occ.setdefault(node, []).append(h)
    staging: dict[str, list[str]] = {}
    for h, node in s.hero_loc.items():
        if s.hero_owner[h] != j:
            continue
        if current and h in s.fought:
            continue
        staging.setdefault(node, []).append(h)
        if current and h in s.moved:
            continue
        hside = s.hero_side[h]
        water = H[h].water
        for q in nbrs[node]:
            imp, river, crossing = edge[(node, q)]
            if imp or (river and not (crossing and water)):
                continue
            oq = owner.get(q)
            if oq != j and not (oq is None and b.side[q] == hside):
                continue
            there = occ.get(q)
            if there and s.hero_owner[there[0]] != j:
                continue
            staging.setdefault(q, []).append(h)
    if not staging:
        return 0.0, {}, 0.0
    goal = s.options.fortress_goal
    fort_val = s.options.fortress_points + w["fort"]
    land_val = float(s.options.land_points)
    # (swing, gain, loss, holder of the target, target, attacking group, chance of winning by it)
    cands: list[tuple[float, float, float, int | None, str, tuple[str, ...], float]] = []
    for st, group in staging.items():
        for t in nbrs[st]:
            ot = owner.get(t)
            if ot == j or (ot is None and b.side[t] == side_j):
                continue
            imp, river, crossing = edge[(st, t)]
            if imp:
                continue
            g = group
            fortress = b.kind[t] == "fortress"
            if fortress:
                g = [h for h in g if H[h].points >= 3]
            if river:
                g = [h for h in g if H[h].water] if crossing else []
            if not g:
                continue
            defenders = occ.get(t)
            if defenders and s.hero_owner[defenders[0]] == j:
                continue
            value = fort_val if fortress else land_val
            if fortress and forts[j] >= goal - 2:
                value += w["goal2"] + (w["goal1"] if forts[j] >= goal - 1 else 0.0)
            lost = (fort_val if fortress else land_val) if ot is not None else 0.0
            if defenders:
                p, kill, die = fight_odds(s, j, t, g, defenders)
                dv = [H[h].points * w["hero"] + w["hero_bonus"] * w["hero"] for h in defenders]
                dseat = s.hero_owner[defenders[0]]
                retreat = combat.retreat_place(s, t, dseat, defenders)   # None: beaten defenders all fall
                hero_loss = p * sum(dv) if retreat is None else kill * min(dv)
                weakest_a = min(H[h].points for h in g)
                own_loss = die * (weakest_a + w["hero_bonus"]) * w["hero"]
                gain = p * value - own_loss
                loss = p * lost + hero_loss
            else:
                p = odds(s, t, g, [], j)
                gain = p * value
                loss = p * lost
            win = p if fortress and forts[j] >= goal - 1 else 0.0
            cands.append((gain + loss + win * w["win"], gain, loss, ot, t, tuple(g), win))
    if not cands:
        return 0.0, {}, 0.0
    cands.sort(key=lambda c: -c[0])
    picks = (1.0, w["pick2"], w["pick3"], w["pick4"])
    used: set[str] = set()
    targets: set[str] = set()
    total = 0.0
    losses: dict[int, float] = {}
    k = 0
    miss = 1.0
    for swing, gain, loss, ot, t, attackers, win in cands:
        if swing <= 0 or k >= len(picks):
            break
        if t in targets or used.intersection(attackers):
            continue
        used.update(attackers)
        targets.add(t)
        total += picks[k] * gain
        miss *= 1.0 - win
        if ot is not None and ot != j:
            losses[ot] = losses.get(ot, 0.0) + picks[k] * loss
        k += 1
    return total, losses, 1.0 - miss


def fight_odds(s: HeroesState, seat: int, to: str, group: list[str],
                defenders: list[str]) -> tuple[float, float, float]:
    """(attacker wins, attacker wins by 5+ and the defenders' weakest falls, attacker loses by 5+)
    for a hero fight, from the exact distribution of the dice (re-rolls counted as a point each)."""
    b = s.board
    H = b.hero
    fortress = b.is_fortress(to)
    hammers = sum(H[h].hammers for h in group)
    att = sum(H[h].points + H[h].swords for h in group)
    if fortress and hammers >= 2:
        att += hammers - 1
    strength = b.strength[to]
    if fortress and combat.encircled(s, to, seat):
        strength -= 3
    dfd = strength + (0 if hammers else 1) + sum(H[h].points + H[h].swords + H[h].shields for h in defenders)
    att += max((H[h].rerolls for h in group), default=0)
    dfd += max((H[h].rerolls for h in defenders), default=0)
    p, kill, die = _fight_table(min(len(group), 3), min(len(defenders), 3), att - dfd)
    weakest = combat.weakest(s, defenders)
    if H[weakest].powers and not any(H[h].powers or H[h].breaker for h in group):
        kill = 0.0
    return p, kill, die


_DICE_SUMS: dict[int, dict[int, float]] = {}


def _dice_sum(heroes: int) -> dict[int, float]:
    """The distribution of the counted dice of a side in a hero fight (1, 2 halved, 2 in full)."""
    got = _DICE_SUMS.get(heroes)
    if got is None:
        got = {}
        if heroes <= 1:
            for a in range(1, 7):
                got[a] = got.get(a, 0.0) + 1 / 6
        else:
            for a in range(1, 7):
                for c in range(1, 7):
                    v = a + c if heroes >= 3 else max(a, c) + min(a, c) // 2
                    got[v] = got.get(v, 0.0) + 1 / 36
        _DICE_SUMS[heroes] = got
    return got


_FIGHTS: dict[tuple[int, int, int], tuple[float, float, float]] = {}


def _fight_table(na: int, nd: int, c: int) -> tuple[float, float, float]:
    key = (na, nd, max(-30, min(30, c)))
    got = _FIGHTS.get(key)
    if got is None:
        win = kill = die = 0.0
        for x, px in _dice_sum(na).items():
            for y, py in _dice_sum(nd).items():
                d = x - y + key[2]
                if d > 0:
                    win += px * py
                    if d >= 5:
                        kill += px * py
                elif d <= -5:
                    die += px * py
        got = (win, kill, die)
        _FIGHTS[key] = got
    return got

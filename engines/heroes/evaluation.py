"""The computer's plain judgement of a position (`evaluate`), the rough odds of an attack
without rolling (`odds`, `attack_odds`), and the quick weighted pick the searches play out with
(`rollout_action`)."""
from __future__ import annotations

import math
from typing import Any

from engines.core import Action, Dice, Illegal

from . import combat
from .play import plan_for
from .state import HeroesState


def evaluate(state: HeroesState, seat: int) -> float:
    """How good `state` is for `seat`, in [-1, 1]: the plain judgement (the Hard level's is in hard.py)."""
    s = state
    if s.over:
        if seat in s.winners:
            return 1.0 if len(s.winners) == 1 else 0.5
        return -1.0
    b = s.board
    H = b.hero
    n = s.players
    opts = s.options
    pts = [0.0] * n
    occ: dict[str, int] = {}
    for h, node in s.hero_loc.items():
        holder = s.hero_owner[h]
        pts[holder] += H[h].points
        occ[node] = holder
    # one pass over the tokens: lands and fortresses per seat (what score() counts)
    lands = [0] * n
    forts = [0] * n
    kind = b.kind
    for node, o in s.owner.items():
        if o is not None and o < n:
            if kind[node] == "fortress":
                forts[o] += 1
            else:
                lands[o] += 1
    vals = [0.0] * n
    goal = opts.fortress_goal
    owner = s.owner
    for i in range(n):
        bonus = sum(b.missions[m].bonus for m in s.missions[i] if m in b.missions and
                    all(owner.get(p) == i for p in b.missions[m].places))
        vp = lands[i] * opts.land_points + forts[i] * opts.fortress_points + bonus
        f = forts[i]
        hand = sum(H[h].points for h in s.hands[i] if h in H)
        vals[i] = vp + 1.5 * f + 0.8 * pts[i] + 0.3 * hand
        if f >= goal - 1:
            vals[i] += 4.0
    # threats: places next to another player's heroes. Gathered from the few occupied places,
    # then applied in the order of the places (the owner dict is in sorted id order, like
    # board.nodes) and their sorted neighbours, so the sums come out bit for bit the same
    pairs = []
    nbrs = b.nbrs
    for m, e in occ.items():
        for x in nbrs[m]:
            o = owner.get(x)
            if o is not None and o != e:
                pairs.append((x, m, o, e))
    pairs.sort()
    for x, _m, o, e in pairs:
        w = 3 if kind[x] == "fortress" else 1
        vals[o] -= 0.25 * w
        vals[e] += 0.15 * w
    me = vals[seat]
    rival = max(vals[i] for i in range(n) if i != seat)
    return math.tanh((me - rival) / 12.0)


def attack_odds(s: HeroesState, action: Action) -> float:
    """A rough chance that an attack succeeds (for rollouts), without rolling anything."""
    group = plan_for(s, action)
    if isinstance(group, Illegal):
        return 0.0
    return odds(s, action["to"], group, s.heroes_at(action["to"]), action.seat)


def odds(s: HeroesState, to: str, group: list[str], defenders: list[str], seat: int) -> float:
    b = s.board
    H = b.hero
    hammer = any(H[h].hammers for h in group)
    own = s.owner.get(to)
    if defenders:
        att = (sum(H[h].points + H[h].swords for h in group)
               + (3.5 if len(group) == 1 else 5.25 if len(group) == 2 else 7))
        dfd = (sum(H[h].points + H[h].swords + H[h].shields for h in defenders) + b.strength[to]
               + (0 if hammer else 1) + (3.5 if len(defenders) == 1 else 5.25 if len(defenders) == 2 else 7))
        return 1 / (1 + math.exp(-(att - dfd - 0.5) / 2.0))
    if not b.is_fortress(to):
        need = b.strength[to] + (1 if own is not None and not hammer else 0)
        n = combat.attempts_for(sum(H[h].points for h in group), any(H[h].powers for h in group))
        q = min(6, need) / 6
        return 1 - q ** n
    if own is None:
        miss = 1.0
        for h in group:
            t = combat.fortress_target(H[h].points, H[h].hammers) or 7
            miss *= (t - 1) / 6
        return 1 - miss
    top = combat.best_attempt(s, group)
    need = (b.strength[to] + (0 if H[top].hammers else 1) - (1 if combat.encircled(s, to, seat) else 0)
            - H[top].points)
    q = min(6, max(0, need)) / 6
    return 1 - q ** len(group)


def rollout_action(state: HeroesState, actions: list[Action], rng: Any) -> Action:
    """A quick, sensible pick for rollouts among `actions` (the legal actions of `state`)."""
    s = state
    weights = []
    H = s.board.hero
    here: dict[str, list[str]] | None = None
    owner = s.owner
    for a in actions:
        k = a.kind
        if k == "attack":
            if here is None:      # heroes by place, built once (the attacks were checked legal)
                here = {}
                for h, node in s.hero_loc.items():
                    here.setdefault(node, []).append(h)
                for lst in here.values():
                    lst.sort(key=lambda h: H[h].order)
            frm, to = a["from"], a["to"]
            group = [h for h in here.get(frm, ()) if h not in s.fought]
            if s.board.kind[to] == "fortress":
                group = [h for h in group if H[h].points >= 3]
            p = odds(s, to, group, here.get(to, []), a.seat) if group else 0.0
            w = 0.2 + 8 * p if p >= 0.45 else 0.1
        elif k == "move":
            w = 4.0 if owner.get(a["to"]) is None else 0.6
        elif k in ("bring", "banner", "plus_one"):
            w = 5.0
        elif k == "draw":
            w = 3.0
        elif k == "palantir":
            w = 0.3
        else:
            w = 1.0
        weights.append(w)
    return Dice(rng).pick_weighted(actions, weights)   # the computer's play-out choice, not the game's chance


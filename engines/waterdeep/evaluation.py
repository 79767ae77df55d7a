"""How the computer judges a position: Normal's `position_value` (VP-like worth of a seat by strong
players' exchange rates), Hard's `hard_value` (an estimate of the seat's final score), `judge` (tanh of
a seat's worth less the best rival's, looking through pending decisions), and the weighted random
choice of play-outs (`rollout_action`)."""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from typing import Any

from engines.core import Action, Dice

from .board import effect_of
from .corruption import price
from .scoring import lord_bonus
from .state import HIDDEN, TAVERN, WaterdeepState
from .turns import apply, legal_actions

#: Normal's exchange rates: an agent placement ≈ a Cleric or a Wizard ≈ two Fighters or Rogues ≈ four Gold ≈ 2 VP
VALUE: dict[str, float] = {"cleric": 2.0, "wizard": 2.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}
#: an agent placement buys one unit: a Cleric or a Wizard, two Fighters or Rogues, four Gold
UNITS: dict[str, float] = {"cleric": 1.0, "wizard": 1.0, "fighter": 0.5, "rogue": 0.5, "gold": 0.25}
#: what they are worth at the final scoring
END_VP: dict[str, float] = {"cleric": 1.0, "wizard": 1.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}
#: the Hard evaluation's weights, set by self-play against Normal: V = VP a placement is worth;
#: profit = share of a quest's profit counted before it is paid for; risk = chance lost per missing
#: unit; budget = share of the placements left that go to gathering; open = weight of the spaces
#: still open this round (denial); visit = chance per rival that a building of ours is visited in a
#: round; plot = VP a plot quest brings per round; building = extra VP per owned building per round;
#: free = how much of their early worth resources no quest needs keep; static = share of Normal's
#: position_value in the blend; scale = VP difference that reads as a clear lead.
HARD: dict[str, float] = {"open": 0.5, "visit": 0.35, "plot": 0.8, "scale": 25.0, "building": 0.0,
                          "budget": 0.85, "V": 2.0, "risk": 0.08, "profit": 0.5,
                          "static": 0.5, "free": 1.0}


#: each quest card's cost as a dict (read in every judgement; the cards never change), by the card's id()
_COSTS: dict[int, tuple[Any, dict[str, int]]] = {}


def _cost(quest: Any) -> dict[str, int]:
    """`quest.cost.as_dict()`, made once per card (the card is kept with it, so its id() stays its own).
    Not to be changed by the caller."""
    hit = _COSTS.get(id(quest))
    if hit is None:
        hit = _COSTS[id(quest)] = (quest, quest.cost.as_dict())
    return hit[1]


#: Normal's price of each quest card's cost (VALUE), by the card's id() (the card is kept in _COSTS)
_NEED: dict[int, float] = {}


#: what a Lord adds for completing a quest card, by (the Lord's id, the quest's id)
_BONUS: dict[tuple[str, str], float] = {}


def quest_bonus(lord: Any, quest: Any) -> float:
    """The VP `lord` adds at the end for the quest `quest` once completed — what the
    Lord's own scoring (`Lord.score`) gives that one quest: its type, (modules) its module, its worth; a Lord who
    rewards the best type counts half of it (the quest may not be of that type in the end)."""
    key = (lord.id, quest.id)
    hit = _BONUS.get(key)
    if hit is None:
        hit = lord.score([quest.type], 0, completed=[quest]) - sum(
            0.5 * b.vp for b in lord.bonus if b.per == "completed_quest_best_type")
        _BONUS[key] = hit
    return hit


# -- Normal -----------------------------------------------------------------------------------------
def position_value(s: WaterdeepState, i: int) -> float:
    """A seat's worth in VP-like units: strong players' exchange rates (an agent placement ≈ a
    Cleric or a Wizard ≈ two Fighters or Rogues ≈ four Gold ≈ 2 VP), quests in hand by progress,
    and the Lord's bonus."""
    d = s.data
    left = max(0.0, (d.setup.rounds - s.round) / d.setup.rounds)
    tav = s.tavern[i]
    lord = d.lords.get(s.lords[i]) if s.lords[i] != HIDDEN else None
    val = float(s.vp[i])
    # late in the game a cube is worth 1 VP and 2 Gold 1 VP; early it is worth what it buys
    for k, w in VALUE.items():
        end = 0.5 if k == "gold" else 1.0
        val += tav[k] * (end + (w - end) * left)
    val += 1.5 * len(s.hands[i]) * (0.3 + left)
    weight, spare = _mandatory_weight(s, i)
    val += _quests_in_hand(s, i, lord, left, spare)
    val -= weight
    val += tav.get("corruption", 0) * price(s)          # (Skullport) its expected cost at the end
    if lord:
        val += lord_bonus(s, i, lord)
    val += len(s.buildings_of(i)) * 0.6 * (d.setup.rounds - s.round)
    for _q in s.plots[i]:
        val += 2.0 * left
    return val


def _mandatory_weight(s: WaterdeepState, i: int) -> tuple[float, dict[str, int]]:
    """What seat `i`'s mandatory quests cost it while they wait: 3 each, and 1.5 for every VALUE unit of their
    cost the tavern still lacks — so a Cleric the quest needs is worth more than any other Cleric, and the seat
    goes for it rather than hoarding adventurers for quests it may not complete. With it, the tavern left once
    their costs are set aside (what the other quests can count on)."""
    spare = {k: s.tavern[i][k] for k in VALUE}
    weight = 0.0
    for q in s.mandatory[i]:
        weight += 3.0
        for k, v in _cost(s.data.mandatory_quest(q)).items():
            paid = min(v, spare[k])
            spare[k] -= paid
            weight += 1.5 * VALUE[k] * (v - paid)
    return weight, spare


def _quests_in_hand(s: WaterdeepState, i: int, lord: Any, left: float, spare: dict[str, int]) -> float:
    """Normal's worth of seat `i`'s quests in hand, by how far its tavern pays for each. The tavern is shared
    out, not counted once for every quest: `spare` is what the mandatory quests' costs leave (it is used up
    here), then the quests take it in the order of reward per resource. While a mandatory quest waits, the
    others are worth less (none can be completed)."""
    if not s.quests[i]:
        return 0.0
    d = s.data
    held = []
    for q in s.quests[i]:
        qu = d.quests[q]
        cost = _cost(qu)
        need = _NEED.get(id(qu))
        if need is None:
            need = _NEED[id(qu)] = sum(VALUE[k] * v for k, v in cost.items())
        reward = d.bundles[q].vp + (quest_bonus(lord, qu) if lord else 0.0)
        held.append((-reward / max(need, 1.0), q, cost, need, reward))
    held.sort()
    scale = (0.6 if s.mandatory[i] else 1.0) * (0.3 + 0.7 * left)
    val = 0.0
    for _ratio, _q, cost, need, reward in held:
        have = 0.0
        for k, v in cost.items():
            paid = min(v, spare[k])
            if paid:
                spare[k] -= paid
                have += VALUE[k] * paid
        frac = have / need if need else 1.0
        val += reward * (0.1 + 0.3 * frac * frac)
    return scale * val


# -- Hard -------------------------------------------------------------------------------------------
def placements_left(s: WaterdeepState, i: int) -> int:
    """Agent placements `i` still makes this game: its pool now, and its agents in the rounds to
    come (with the extra agent from round 5)."""
    su = s.data.setup
    left = s.pool[i] if s.phase not in ("round_start",) else s.agents[i]
    for r in range(s.round + 1, su.rounds + 1):
        left += s.agents[i] + (1 if s.round < su.extra_agent_round <= r else 0)
    return left


def steps_worth(steps: Iterable[Any], sv: dict[str, float], rounds_left: int,
                need: dict[str, float] | None = None) -> float:
    """A rough VP worth of an effect's steps for the one who gets them (resources at `sv`, scaled
    up where they fill a quest's `need`; cards and extra actions at a flat rate)."""
    total = 0.0
    for st in steps:
        op = st.op
        if op == "gain" and st.who == "self":
            mult = 1.0 if st.per is None else 1.5
            for k, v in st.res.items():
                if k == "vp":
                    total += v * mult
                elif k == "corruption":              # (Skullport) its expected cost at the end
                    total += v * sv.get(k, 0.0) * mult
                else:
                    boost = 1.0
                    if need is not None and need.get(k, 0) > 0:
                        boost = 1.0 + 0.5 * min(1.0, need[k] / max(v, 1))
                    total += v * sv[k] * mult * boost
        elif op == "gain_any":
            total += st.count * max(sv["cleric"], sv["wizard"])
        elif op == "draw_intrigue" and st.who == "self":
            total += st.count * intrigue_worth(rounds_left)
        elif op in ("take_quest", "draw_quest"):
            total += 1.2 if rounds_left > 1 else 0.2
        elif op == "play_intrigue":
            total += 1.5
        elif op == "buy_building":
            total += 1.5 if rounds_left > 2 else 0.3
        elif op == "take_neutral_agent":
            total += HARD["V"] * 0.8
        elif op in ("take_first_player", "return_agent", "assign_agent", "use_occupied_space"):
            total += 1.0
        elif op == "choose":
            total += max((steps_worth(opt, sv, rounds_left, need) for opt in st.options), default=0.0)
        elif op in ("complete_taken_quest", "special"):
            total += 2.0
        elif op == "return_corruption":          # (Skullport) a token given back saves its cost (if one is held)
            total -= 0.7 * st.count * sv.get("corruption", 0.0)
    return total


def intrigue_worth(rounds_left: int) -> float:
    return 0.0 if rounds_left <= 0 else min(2.5, 0.6 + 0.5 * rounds_left)


def _mandatory_reward(s: WaterdeepState, q: str, sv: dict[str, float]) -> float:
    """What completing the mandatory quest `q` brings: its first step's gain, else a flat 2."""
    steps = s.data.mandatory_quest(q).reward.steps
    first = steps[0] if steps else None
    if first is not None and first.op == "gain":
        return sum(v * (1.0 if k == "vp" else sv[k]) for k, v in first.res.items())
    return 2.0


#: each quest card's plain reward as (kind, count) pairs and its other reward steps, by the card's id() (the card
#: is kept with them, so its id stays its own)
_PARTS: dict[int, tuple[Any, tuple[tuple[str, int], ...], tuple[Any, ...]]] = {}


def _reward_parts(quest: Any) -> tuple[tuple[tuple[str, int], ...], tuple[Any, ...]]:
    """What Hard prices in a quest's reward: the plain resources, VP and corruption (Quest.reward_bundle) and the
    steps that are not gains."""
    hit = _PARTS.get(id(quest))
    if hit is None:
        hit = _PARTS[id(quest)] = (quest, tuple(quest.reward_bundle().items()),
                                   tuple(st for st in quest.reward.steps if st.op != "gain"))
    return hit[1], hit[2]


def hard_value(s: WaterdeepState, i: int) -> float:
    """The Hard computer's estimate of seat `i`'s final score, in VP.

    Resources are worth what they buy while agents remain (an agent placement ≈ 2 VP ≈ a Cleric
    or Wizard ≈ two Fighters or Rogues ≈ four Gold) and fall to their final-scoring worth (1 VP an
    adventurer, 2 Gold a VP) as the placements run out. Quests in hand are matched with the
    tavern: a quest that can be paid now is worth its reward (VP, resources, Lord bonus, a plot
    quest's lasting effect); one short of resources is worth its reward less the placements still
    needed, if there are placements enough left for it. Intrigue cards, buildings (owner benefits
    in the rounds to come, Larissa's bonus) and the spaces still open to the seat this round count
    too, and Gold breaks ties."""
    d = s.data
    su = d.setup
    rounds_left = su.rounds - s.round          # whole rounds after this one
    placements = placements_left(s, i)
    total_placements = max(1, su.rounds * (s.agents[i] + 1))
    g = min(1.0, placements / (0.5 * total_placements))       # 1 early, 0 with no placement left
    V = HARD["V"]
    sv = {k: END_VP[k] + max(0.0, UNITS[k] * V - END_VP[k]) * g for k in UNITS}
    sv["corruption"] = price(s)                         # (Skullport) 0 without it
    tav = s.tavern[i]
    lord = d.lords.get(s.lords[i]) if s.lords[i] != HIDDEN else None
    val = float(s.vp[i]) + tav.get("corruption", 0) * sv["corruption"]
    if lord:
        val += lord_bonus(s, i, lord)
    # quests: mandatory ones first (they block the rest), then the most profitable
    left = {k: tav[k] for k in TAVERN}
    budget = placements * HARD["budget"]
    quests: list[tuple[float, str, dict[str, int], float]] = []
    for q in s.mandatory[i]:
        quests.append((1e9, q, _cost(s.data.mandatory_quest(q)), _mandatory_reward(s, q, sv)))
    for q in s.quests[i]:
        qu = d.quests[q]
        cost = _cost(qu)
        plain, others = _reward_parts(qu)
        reward = sum(v * sv[k] if k != "vp" else float(v) for k, v in plain)
        if others:
            reward += steps_worth(others, sv, rounds_left)
        if lord:
            reward += quest_bonus(lord, qu)
        if qu.plot:
            reward += 0.8 * rounds_left + (0.8 if placements > 1 else 0.0)
        units = sum(UNITS[k] * v for k, v in cost.items())
        quests.append(((reward - units * V) / max(units, 0.5), q, cost, reward))
    quests.sort(key=lambda t: -t[0])
    need: dict[str, float] = {}
    blocked = bool(s.mandatory[i])
    # while a mandatory quest lacks resources, no other quest can be completed: the others are worth less the more
    # it lacks and the fewer placements are left to fetch it (so the seat goes for what it needs)
    lacking = 0.0
    for _ratio, q, cost, reward in quests:
        alloc = {k: min(v, left[k]) for k, v in cost.items()}
        missing = {k: v - alloc[k] for k, v in cost.items()}
        m_units = sum(UNITS[k] * v for k, v in missing.items())
        alloc_sv = sum(sv[k] * v for k, v in alloc.items())
        mandatory = q in s.mandatory[i]
        if mandatory:
            lacking += m_units
        unblock = 1.0 if mandatory or lacking <= 0 else \
            max(0.2, 0.85 - 0.2 * lacking - (0.3 if placements <= 2 else 0.0))
        if m_units <= 0:
            # payable: the reward, a touch less than in hand (it could still be stolen or blocked)
            worth = 0.97 * reward + 0.03 * alloc_sv
            if blocked and not mandatory:
                worth = 0.9 * reward + 0.1 * alloc_sv if lacking <= 0 else \
                    alloc_sv + (0.97 * reward + 0.03 * alloc_sv - alloc_sv) * unblock
        elif m_units <= budget and placements > 0:
            risk = 1.0 - min(0.7, HARD["risk"] * m_units + (0.25 if placements <= 2 else 0.0))
            worth = max(alloc_sv, alloc_sv + (reward - m_units * V - alloc_sv) * risk * HARD["profit"] * unblock)
            if mandatory:
                worth = min(worth, alloc_sv + reward - m_units * V)
        else:
            worth = alloc_sv if not mandatory else alloc_sv - 4.0
        if m_units <= budget:
            budget -= m_units
            for k, v in alloc.items():
                left[k] -= v
            for k, v in missing.items():
                if v > 0:
                    need[k] = need.get(k, 0) + v
        else:
            alloc_sv = 0.0
            worth = 0.0 if not mandatory else -4.0
        val += worth
    # the resources no quest will use
    free = HARD["free"]
    for k in TAVERN:
        val += left[k] * (END_VP[k] + (sv[k] - END_VP[k]) * free)
    val += 0.01 * tav["gold"]                    # the tie-break
    val += len(s.hands[i]) * intrigue_worth(min(rounds_left, placements))
    # completed plot quests keep paying
    val += len(s.plots[i]) * HARD["plot"] * rounds_left
    # buildings: the owner benefit whenever an opponent visits in the rounds to come
    visit = min(0.9, HARD["visit"] * (s.players - 1))
    for b in s.buildings_of(i):
        ben = steps_worth(d.buildings[b].owner.steps, sv, rounds_left)
        val += visit * ben * rounds_left + HARD["building"] * rounds_left
    # this round: the best spaces still open to the seat
    if s.pool[i] > 0 and s.phase in ("place", "effects", "complete", "reward", "ambassador"):
        val += open_space_worth(s, i, sv, need, rounds_left)
    return val


def open_space_worth(s: WaterdeepState, i: int, sv: dict[str, float], need: dict[str, float],
                     rounds_left: int) -> float:
    """What seat `i`'s remaining agents can still take this round (the best free spaces), so that
    taking a space a rival needs counts as denying it."""
    d = s.data
    vals = []
    for place in d.space_order:
        if s.occ.get(place) or (place in d.harbor and not s.hands[i]):
            continue
        vals.append(steps_worth(d.spaces[place].effect.steps, sv, rounds_left, need))
    for lot, b in s.lots.items():
        if b is None or s.occ.get(lot):
            continue
        w = steps_worth(d.buildings[b].visit.steps, sv, rounds_left, need)
        if d.buildings[b].accumulate is not None:
            w += sum(v * (1.0 if k == "vp" else sv.get(k, 0.0)) for k, v in s.stock.get(b, {}).items())
        if s.owner.get(b) not in (None, i):
            w -= 0.5
        vals.append(w)
    vals.sort(reverse=True)
    return HARD["open"] * sum(vals[: s.pool[i]])


# -- the judgement ----------------------------------------------------------------------------------
def judge(s: WaterdeepState, seat: int, depth: int, hard: bool = False) -> float:
    """tanh of (this seat's worth − the best rival's). A position waiting on a decision (which quest,
    which building, complete a quest or not) is judged by the choice its decider would make, so that
    a placement is worth what it leads to, not its half-done state."""
    if s.over:
        if seat in s.winners:
            return 1.0 if len(s.winners) == 1 else 0.5
        return -1.0
    if depth < 2 and (s.pending is not None or s.phase == "complete"):
        acts = legal_actions(s)
        if len(acts) > 1:
            decider = acts[0].seat
            best: tuple[float, WaterdeepState] | None = None
            for a in acts[:16]:
                after, _ev = apply(s, a)
                mine = judge(after, decider, depth + 1, hard)
                if best is None or mine > best[0]:
                    best = (mine, after)
            assert best is not None    # acts is not empty
            return best[0] if decider == seat else judge(best[1], seat, depth + 1, hard)
    if hard:
        mix = HARD["static"]      # how much of Normal's position_value to blend in
        vals = [(1.0 - mix) * hard_value(s, i) + (mix * position_value(s, i) if mix else 0.0)
                for i in range(s.players)]
        rival = max(v for i, v in enumerate(vals) if i != seat)
        return math.tanh((vals[seat] - rival) / HARD["scale"])
    vals = [position_value(s, i) for i in range(s.players)]
    rival = max(v for i, v in enumerate(vals) if i != seat)
    return math.tanh((vals[seat] - rival) / 20.0)


# -- play-outs --------------------------------------------------------------------------------------
def rollout_action(s: WaterdeepState, actions: list[Action], rng: Any) -> Action:
    """A play-out's move: the best-paying quest when one can be completed, a placement weighted by what
    its space gives towards the seat's quests, a yes to favours and mostly to optional steps."""
    dice = Dice(rng)   # the play-out's own choices, through the shared dice (never the game's chance)
    if len(actions) == 1:
        return actions[0]
    kind = actions[0].kind
    if kind == "complete" or any(a.kind == "complete" for a in actions):
        return max((a for a in actions if a.kind == "complete"),
                   key=lambda a: s.data.bundles[a["quest"]].vp if a["quest"] in s.data.bundles
                   else 10)
    if kind in ("place", "reassign", "place_ambassador"):
        seat = actions[0].seat
        need: Counter[str] = Counter()
        for q in s.quests[seat]:
            for k, v in _cost(s.data.quests[q]).items():
                need[k] += max(0, v - s.tavern[seat][k])
        weights = []
        for a in actions:
            effect, _b = effect_of(s, a["place"])
            w = 1.0
            for st in effect.steps if effect else ():
                if st.op == "gain":
                    w += sum(min(v, need[k]) * VALUE.get(k, 0.3) for k, v in st.res.items() if k != "vp")
                    w += st.res.vp * 0.5
                elif st.op == "take_quest":
                    w += 2.5 if len(s.quests[seat]) < 3 else 0.2
                elif st.op == "play_intrigue":
                    w += 1.5
                elif st.op == "buy_building":
                    w += 1.5 if s.round < 6 else 0.2
                elif st.op == "take_stock":
                    w += 1.5
            weights.append(w)
        return dice.pick_weighted(actions, weights)
    if kind == "respond":
        return next(a for a in actions if a["give"])
    if kind == "decide":
        return next(a for a in actions if a["yes"]) if dice.happens(0.8) else dice.pick(actions)
    return dice.pick(actions)

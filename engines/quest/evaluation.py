"""How the team stands (`evaluate`), the rule-based teammate's choice (`policy`: Normal, and the play-outs of
Hard's search) and the one-line summary of a quest."""
from __future__ import annotations

import math
import random
from typing import Any

from engines.core import Action, Dice
from engines.core.i18n import T

from . import flow, scoring
from .cards import colour, printed_symbols, symbols_for
from .data import JOKER
from .effects import NAMES
from .state import QuestState

#: the rule-based teammate's weights (tuned by simulation: see engines/quest/bench.py)
W: dict[str, float] = {"play": 2.0, "draw": 1.0, "draw_per_card": 0.5, "hand_goal": 6.0, "end": 1.5,
                       "joker_keep": 0.7, "heal": 0.7, "bearer_room": 9.0, "pay": 0.0, "main": 14.0,
                       "mordor_main": 3.0, "end_token": 1.2, "shortcut": 2.0,
                       "clear": 8.0, "clear_near": 3}


def summary(s: QuestState) -> str:
    haven = s.data.haven(s.location)
    place = haven.name if haven is not None else s.data.board(s.location).name
    return T("{place} · Sauron on {sauron} · foes {foes} · defeated {defeated}", place=place, sauron=s.sauron,
             foes=len(s.foe_line), defeated=len(s.defeated))


def evaluate(s: QuestState) -> float:
    """The team's prospects in [-1, 1]: a finished quest by its score; otherwise how far the Fellowship has come,
    how much room the hobbits have before Sauron, the foes and the events still ahead, and the hands."""
    if s.over:
        points = scoring.score(s)
        return 0.6 + 0.4 * min(1.0, points / 120) if scoring.won(s) else -1.0 + 0.5 * min(1.0, points / 90)
    route = len(s.route)
    progress: float = s.stop
    board = flow.board_of(s)
    if board is not None:
        progress += 0.7 * s.markers.get("main", 0) / board.main.last + 0.3 * s.event_pos / 6
    progress /= route
    living = [h for h in s.hobbits if not h.out]
    bearer = s.hobbits[s.bearer]
    gap = s.sauron - bearer.pos
    worst = min(s.sauron - h.pos for h in living)
    cards = sum(len(h.hand) for h in living) / max(1, len(living))
    foes = len(s.foe_line)
    value = (1.1 * progress + 0.3 * math.tanh((gap - 3) / 3) + 0.1 * math.tanh((worst - 2) / 3)
             + 0.05 * math.tanh((cards - 4) / 3) + 0.02 * math.tanh(s.team_shields() / 10)
             - 0.12 * (foes / 8) ** 2 + 0.02 * len(s.defeated) / 10 - 0.1 * (len(s.hobbits) - len(living))
             - 0.4)
    return max(-0.95, min(0.95, value))


# -- the rule-based teammate ------------------------------------------------------------------------------
def policy(s: QuestState, actions: list[Action], rng: Any) -> Action:
    """The best action by simple rules of thumb (ties broken at random)."""
    best: list[Action] = []
    top = -1e9
    for a in actions:
        v = judge(s, a)
        if v > top + 1e-9:
            best, top = [a], v
        elif abs(v - top) <= 1e-9:
            best.append(a)
    return best[0] if len(best) == 1 else Dice(rng).pick(best)


def _gap(s: QuestState, seat: int) -> int:
    return s.sauron - s.hobbits[seat].pos


def _line_value(s: QuestState, key: str, steps: int, seat: int | None = None) -> float:
    """What moving a line `steps` spaces is worth to the team, the rewards going to `seat`."""
    board = flow.board_of(s)
    if board is None or key not in s.markers:
        return -1.0
    line = board.line(key)
    pos = s.markers[key]
    h = s.hobbits[seat] if seat is not None else None
    value = 0.0
    end = min(line.last, pos + steps)
    for space in range(pos + 1, end + 1):
        value += 0.5
        reward = line.spaces[space]
        if reward in ("ring", "heart", "sun"):
            value += 2.5 if h is not None and h.tokens[reward] == 0 else 0.4
            if reward == "ring" and h is not None:      # the Ring goes to the most ring tokens: keep it healthy
                value += 1.0 if h.seat == _healthiest(s) else (-0.6 if h.seat == s.bearer else 0.0)
        elif reward in ("shield", "big_shield"):
            value += 0.5
        elif reward == "heal":
            value += 0.4 + (0.3 * h.pos if h is not None else 0.0)
        elif reward and reward.startswith("card:"):
            value += 1.5
        elif reward == "die":
            value -= 1.0
        elif reward == "foes":
            value -= 1.5
    if key == "main":
        value += (W["mordor_main"] if s.location == "mordor" else W["main"]) * (end - pos)
        if end == line.last and s.location != "mordor":
            value -= W["end_token"] * missing_tokens(s)
    return value


def _clearing(s: QuestState) -> float:
    """How much clearing the foe line is worth now for a shortcut: between boards where one leaves, or in the
    last turns of a board that one leaves from (no foe may be in sight to take it)."""
    if not s.expansion or not s.foe_line or not flow.shortcuts_from(s):
        return 0.0
    board = flow.board_of(s)
    if board is None:
        return W["clear"]
    left = board.main.last - s.markers.get("main", 0)
    return W["clear"] if left <= W["clear_near"] else 0.0


def _healthiest(s: QuestState) -> int:
    living = [h for h in s.hobbits if not h.out]
    return min(living, key=lambda h: (h.pos, h.seat != s.bearer)).seat if living else 0


def missing_tokens(s: QuestState) -> int:
    return sum(1 for h in s.hobbits if not h.out for k in ("ring", "heart", "sun") if h.tokens[k] == 0)


def penalty_cost(s: QuestState, effects: list[dict[str, Any]], payer: int) -> float:
    """How bad an event's penalty is, in steps toward Sauron (worse when he is close)."""
    living = s.living()
    closest = min((s.sauron - s.hobbits[x].pos for x in living), default=9)
    cost = 0.0
    for e in effects:
        if "sauron" in e:
            n = int(e["sauron"])
            cost += n * (1.0 + (3.0 if closest <= n + 1 else 0.0)) * len(living) * 0.6
        elif "dark" in e:
            cost += int(e["dark"]) * (len(living) if e.get("who") == "each" else 1)
        elif "roll" in e:
            cost += 1.3 * (len(living) if e["roll"] == "each" else 1)
        elif "next_event" in e:
            cost += 2.5
        elif "discard" in e or "lose_shields" in e:
            cost += 1.0
        elif "lose_cards" in e:
            cost += 1.5
        elif "foes" in e:
            cost += 1.5 * int(e["foes"])
    return cost


def payment_cost(s: QuestState, spec: dict[str, Any]) -> float:
    need = spec["need"]
    cost = 0.55 * (sum(need["symbols"].values()) + need["cards"])
    cost += 0.8 * sum(need["tokens"].values())
    cost += 0.2 * (need["shields"] if need["shields"] != "all" else 0)
    cost += 1.0 if need["card"] else 0.0
    return cost


def judge(s: QuestState, a: Action) -> float:
    k = a.kind
    seat = a.seat
    h = s.hobbits[seat]
    ask = s.ask
    danger = _gap(s, seat) <= 2
    if k == "reveal":
        return 1.0
    if k == "play_card":
        card = a["card"]
        moves: dict[str, int] = {}
        for sym in symbols_for(s.data, h.id, card):
            key = a["line"] if sym == JOKER else flow.main_key_for(s, sym)
            if key is not None:
                moves[key] = moves.get(key, 0) + 1
        value = sum(_line_value(s, key, n, seat) for key, n in moves.items())
        if JOKER in printed_symbols(s.data, card):
            value -= W["joker_keep"]
        return W["play"] + value
    if k == "ring":
        safe = _gap(s, seat) >= (6 if s.location == "mordor" else 9)
        return 1.0 + _line_value(s, a["line"], 3, seat) * 0.5 if safe else -2.0
    if k == "draw_cards":
        return W["draw"] + W["draw_per_card"] * max(0.0, W["hand_goal"] - len(h.hand))
    if k == "heal":
        if h.pos == 0:
            return -1.0
        need = max(0.0, (W["bearer_room"] if seat == s.bearer else 6) - _gap(s, seat))
        return 1.0 + W["heal"] * need
    if k == "free_defeat":
        return 1.0 + 0.6 * len(s.foe_line) + _clearing(s)
    if k == "end_turn":
        return W["end"]
    if k == "fight":
        d = s.data.foe(s.foe_line[0]).demand
        clearing = 0.0 if d.darkness or d.sauron or d.rolls else _clearing(s)
        if clearing:
            return 0.5 + 0.5 * len(s.foe_line) + clearing
        if d.darkness:
            return 2.0 if _gap(s, seat) - d.darkness > 3 else -3.0
        if d.sauron:
            return 1.5 if min(_gap(s, x) for x in s.living()) - d.sauron > 3 else -3.0
        if d.rolls:
            return 1.5 if _gap(s, seat) > 4 else -2.0
        return 0.5 + 0.5 * len(s.foe_line)
    if k == "gandalf":
        g = a["card"]
        if g == "healing":
            return 4.0 if danger else -1.0
        if g == "defiance":
            return 3.0 if min(_gap(s, x) for x in s.living()) <= 2 else -1.0
        if g == "fire_storm":
            return 3.0 if len(s.foe_line) >= 5 else -1.0
        if g == "persistence":
            return 2.0 if sum(len(x.hand) for x in s.hobbits) < 3 * len(s.living()) else -1.0
        if g == "immunity":
            return 2.5 if ask is not None and ask.kind == "doom" else -1.0
        return -0.5 if s.team_shields() < 12 else 0.6
    if k == "yellow":
        feature = s.data.feature(a["card"])
        p = feature.power if feature else ""
        if p in ("heal", "heal2"):
            return 3.0 if danger else -1.0
        if p == "defeat_foe":
            return 2.0 if len(s.foe_line) >= 4 else -1.0
        if p == "refill":
            return 2.0 if len(h.hand) <= 2 else -1.0
        return -1.0
    if k == "ability":
        if h.id == "merry":
            return 2.5
        if h.id == "pippin":
            return 1.8 if len(h.hand) >= 4 else -1.0
        if h.id == "frodo":
            return 0.5 + 0.3 * _line_value(s, a["line"], 1, seat)
        return -1.0
    if k == "give":
        item = a["item"]
        spec = ask.data["spec"] if ask else {}
        worth = 1.0
        if spec and spec.get("foe") is None and not spec.get("optional"):
            worth = penalty_cost(s, spec["otherwise"], seat) - payment_cost(s, spec) + W["pay"]
        if item.startswith("card:"):
            card = item[5:]
            return worth + 1.0 - 0.8 * (JOKER in printed_symbols(s.data, card)) - 0.3 * len(printed_symbols(s.data,
                                                                                                           card))
        if item == "wit":
            return worth + 0.5
        return worth + 0.8
    if k == "take":
        spec = ask.data["spec"] if ask else {}
        t = spec.get("take", {})
        mine = t.get("darkness", 0) + 1.3 * t.get("rolls", 0)
        if _gap(s, seat) - mine < 3 or (seat == s.bearer and _gap(s, seat) - mine < 5):
            return -1.0
        return penalty_cost(s, spec["otherwise"], seat) - mine
    if k == "decline":
        spec = ask.data["spec"] if ask else {}
        if spec.get("optional"):
            return 1.5 if s.team_shields() < 12 else 0.5
        if spec.get("foe") is not None:
            return 0.0
        return 0.0
    if k == "recover":
        c = a["choice"]
        if c == "heal":
            return 2.0 + 0.3 * h.pos if h.pos > 1 else 0.0
        if c == "draw":
            return 1.8 if len(h.hand) < 5 else 0.2
        return 1.0
    if k == "discard":
        card = a["card"]
        return -len(printed_symbols(s.data, card)) - 2.0 * (JOKER in printed_symbols(s.data, card)) - \
            (3.0 if colour(s.data, card) == "yellow" else 0.0)
    if k == "prepare":
        return 1.0 if a["go"] == (_gap(s, seat) > 11) else 0.0
    if k == "hand_out":
        return -len(s.hobbits[a["to"]].hand)
    if k == "council":
        card = a["card"]
        return -len(printed_symbols(s.data, card)) - 2.0 * (JOKER in printed_symbols(s.data, card))
    if k == "travel":
        return W["shortcut"] if a["to"] != s.route[min(len(s.route) - 1, s.stop + 1)] else 1.0
    if k in ("destroy", "finish", "foresight"):
        return 1.0
    return 0.0


class RuleTeammate:
    """The Normal computer teammate: the rules of thumb above, on its own view."""

    name = "rules"

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        state = game.determinize(view, seat, seed)
        actions = game.legal_actions(state)
        return policy(state, actions, random.Random(seed))


def reason(s: QuestState, a: Action) -> str:
    """Why the rule-based teammate likes `a`, in a sentence for the person who asked."""
    k = a.kind
    if k == "reveal":
        return T("the event tiles come first in a turn")
    if k in ("play_card", "ring", "ability") and a.get("line") == "main":
        return T("it moves the main line: the sooner the board ends, the fewer events")
    if k in ("play_card", "ring", "ability"):
        return T("it moves a line toward rewards the team still needs")
    if k in ("heal", "gandalf", "yellow") and _gap(s, a.seat) <= 3:
        return T("{hobbit} is too close to Sauron", hobbit=NAMES[s.hobbits[a.seat].id])
    if k == "draw_cards":
        return T("the hand is short of cards")
    if k in ("fight", "free_defeat"):
        return T("the foe line is getting long")
    if k in ("give", "take"):
        return T("paying costs less than the penalty")
    if k == "decline":
        return T("the penalty costs less than paying")
    return T("the rules of thumb rate it best")


def suggest(game: Any, state: QuestState, seat: int) -> tuple[Action, str]:
    """The rule-based teammate's choice for `seat` on what `seat` sees, and why."""
    view = game.view(state, seat)
    sample = game.determinize(view, seat, 1)
    action = policy(sample, game.legal_actions(sample), random.Random(1))
    return action, reason(sample, action)

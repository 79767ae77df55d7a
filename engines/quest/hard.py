"""The Hard computer teammate: a search over determinised tile and card orders with expert play-outs.

Co-operative card-game research (Hanabi, The Crew, Pandemic bots) found that expert rules plus a shallow tree
search beat either alone, so Hard asks the rule-based teammate (evaluation.policy) for its best few choices,
then for each plays the quest on a few times from sampled deals of the unseen cards and tiles, the whole team
played by the same rules, and keeps the choice whose play-outs ended best. Every play-out of one deal uses the
same dice for every choice (common random numbers), so the choices are compared on equal luck.
"""
from __future__ import annotations

import random
import time
from typing import Any

from engines.core import Action

from . import evaluation
from .state import QuestState

HORIZON = 70          # actions played out after a choice before the position is judged
CANDIDATES = 4        # the rule-based teammate's best choices that are searched
DEALS = 5             # sampled deals per decision: a fixed number, so a seeded game plays the same on any machine
BUDGET_S = 0.9        # a cap on thinking time per decision, for slow machines (the goal: at most 1 s at the p95)
MARGIN = 2.5          # choices judged this much below the best by the rules of thumb are not searched


class HardTeammate:
    name = "hard"

    def __init__(self, budget_s: float = BUDGET_S, horizon: int = HORIZON, candidates: int = CANDIDATES,
                 deals: int = DEALS) -> None:
        self.budget_s = budget_s
        self.horizon = horizon
        self.candidates = candidates
        self.deals = deals

    def choose(self, game: Any, view: QuestState, seat: int, seed: int) -> Action:
        rng = random.Random(seed)
        base = game.determinize(view, seat, rng.getrandbits(48))
        actions = game.legal_actions(base)
        if len(actions) == 1:
            return actions[0]
        judged = sorted(((evaluation.judge(base, a), i, a) for i, a in enumerate(actions)), key=lambda t: (-t[0], t[1]))
        top = judged[0][0]
        chosen = [a for v, _, a in judged[: self.candidates] if v >= top - MARGIN]
        if len(chosen) == 1:       # the rules of thumb see no close second: nothing to search
            return chosen[0]
        totals = [0.0] * len(chosen)
        deals = 0
        start = time.perf_counter()
        while deals < self.deals and (deals == 0 or time.perf_counter() - start < self.budget_s):
            deal_seed = rng.getrandbits(48)
            state = game.determinize(view, seat, deal_seed)
            for i, action in enumerate(chosen):
                if action not in game.legal_actions(state):
                    totals[i] -= 1.0
                    continue
                after, _ = game.apply_trusted(state, action)
                totals[i] += self._play_out(game, after, random.Random(deal_seed))
            deals += 1
        best = max(range(len(chosen)), key=lambda i: (totals[i], -i))
        return chosen[best]

    def _play_out(self, game: Any, state: QuestState, rng: random.Random) -> float:
        for _ in range(self.horizon):
            if state.over:
                break
            actions = game.legal_actions(state)
            state, _ = game.apply_trusted(state, evaluation.policy(state, actions, rng))
        if self.horizon >= 1000:
            from . import scoring
            return scoring.score(state) / 100 + (1.0 if scoring.won(state) else 0.0) if state.over else -1.0
        return evaluation.evaluate(state)

"""A search agent for War of the Ring over determinised hidden cards and dice — an experiment of
issue 7, NOT the Hard level (kept with the tests that exercise it, tests/test_war_of_the_ring_ai.py, out of the
shipped engine): wired as Hard (through `agent_for`) it measured no better than the one-step
Hard judgement (36 games against Normal in two versions: 10 of 18 won as the Free Peoples, 6 of 18 as
the Shadow; the one-step Hard: 17 of 24 and 8 of 24) at two to three times the cost (p95 ~0.3 s an
action decision). Known weakness, left for whoever picks it up: in a play-out every one-step choice is
tried on the same deal, so it sees that deal's dice (an attack is chosen knowing its roll); re-seeding
each trial or judging battles by expectation only would fix it.

An action die in War of the Ring is worth what the opponent can answer: a march next to a stronghold
invites a counter-attack, a muster in a threatened city may be taken back the same turn, a hunt die
left idle lets the Fellowship walk. So for each of the most promising actions of the action phase
(ranked by the one-step Hard judgement, averaged over dice like the Normal level), the agent deals the
hidden information several ways (the opponent's hand, the decks, the hunt pool, the future dice:
`determinize`), plays the action and everything it asks (battles, casualties, a card's questions) with
its own best one-step choices by the Hard judgement, then the opponent's reply — its next action and
what follows, its best one-step choices by the Normal judgement (cheap, and how most players weigh an
action) — and judges the position it reaches with the Hard evaluation. The same deals serve every
candidate (common random numbers), so the comparison is not drowned by the luck of the dice; the
one-step value is blended in, so a lucky or unlucky reply does not overturn a clearly better move.
Other decisions (hunt allocation, battles, cards, casualties) are judged one step ahead with the Hard
evaluation, which already looks through a card's own questions.

Everything is counted, nothing is timed: the same seed gives the same move on any machine.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from engines.ai.agents import Agent, GreedyAgent
from engines.core import Action

SEARCHED = ("action",)   # the decisions searched through the reply; the others are one-step Hard
IDLE = ("discard_die", "elven_ring")   # left out of the play-outs while anything else is possible


@dataclass
class WotrSearchAgent(Agent):
    """Top-`width` actions by the one-step Hard judgement, each played out through the opponent's reply
    over `samples` shared deals; the rest one-step Hard."""

    width: int = 3          # actions searched through the reply
    samples: int = 2        # deals per searched action (shared by all of them)
    prior: float = 0.5      # weight of the one-step value in the final judgement
    margin: float = 0.04    # a best action this far ahead of the second is taken without a search
    max_steps: int = 40     # safety bound on a play-out
    max_reply: int = 120    # a play-out step chooses among at most this many distinct actions
    name: str = "hard"

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        rng = random.Random(seed)
        _state, actions = self._legal(game, view, seat, seed)
        if len(actions) == 1:
            return actions[0]
        greedy = GreedyAgent(samples=8, name="hard", eval_level="hard")
        if view.pending[-1]["kind"] not in SEARCHED:
            return greedy.choose(game, view, seat, seed)

        def judge(st, i):
            return game.evaluate(st, i, level="hard")

        prior = sorted(((greedy.action_value(game, view, seat, a, rng, judge), i, a)
                        for i, a in enumerate(actions)), key=lambda t: (-t[0], t[1]))
        candidates = prior[: self.width]
        if len(candidates) == 1 or candidates[0][0] - candidates[1][0] > self.margin:
            return candidates[0][2]
        candidates = [c for c in candidates if candidates[0][0] - c[0] <= self.margin]
        if len(candidates) == 1:
            return candidates[0][2]
        deals = [rng.getrandbits(48) for _ in range(self.samples)]
        best_action, best_value = candidates[0][2], -math.inf
        for first, _i, action in candidates:
            total = 0.0
            for deal in deals:
                state = game.determinize(view, seat, deal)
                state, _ = game.apply_trusted(state, action)
                state = self.play_out(game, state, seat)
                total += judge(state, seat)
            value = self.prior * first + (1 - self.prior) * total / len(deals)
            if value > best_value + 1e-9:
                best_action, best_value = action, value
        return best_action

    def play_out(self, game: Any, state: Any, seat: int) -> Any:
        """Finish what `seat`'s action asks, then the opponent's next action and what it asks; stop
        before `seat`'s next action, at a new turn, or when the game ends."""
        turn = state.turn
        replied = False
        for _ in range(self.max_steps):
            if state.over or state.turn != turn or not state.pending:
                break
            mover = game.to_move(state)
            if mover is None:
                break
            kind = state.pending[-1]["kind"]
            if kind == "action":
                if mover == seat or replied:
                    break
                replied = True
            hard = mover == seat
            state = self._step(game, state, mover, hard)
        return state

    @staticmethod
    def distinct(actions: list[Action]) -> list[Action]:
        """The actions that differ by more than the die face they use (the first, most specific face is
        kept), without idle ones (a discarded die, an Elven ring) while anything else is possible."""
        seen: set[tuple] = set()
        out: list[Action] = []
        for a in actions:
            if a.kind in IDLE:
                continue
            key = (a.kind, tuple(kv for kv in a.params if kv[0] != "die"))
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out or actions

    def _step(self, game: Any, state: Any, mover: int, hard: bool) -> Any:
        """`mover`'s best next action by the Hard (its own) or the Normal (the opponent's) judgement."""
        level = "hard" if hard else None
        actions = self.distinct(game.legal_actions(state))[: self.max_reply]
        best, best_value = None, -math.inf
        for action in actions:
            after, _ = game.apply_trusted(state, action)
            value = game.evaluate(after, mover, level)
            if value > best_value:
                best, best_value = after, value
        return best if best is not None else state

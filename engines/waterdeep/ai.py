"""The Hard computer of Lords of Waterdeep: a search over determinised hidden cards.

A placement in Waterdeep is worth what it leads to, and that depends on the others: the space you
leave open is the one your rival takes next. So for each of the most promising placements (ranked by
the one-step Hard judgement), the agent deals the hidden cards several ways (the opponents' Lords and
intrigue hands, the order of the decks: `determinize`), plays out the rest of its own turn (the
choices the space asks for, the quest it completes — its best by the Hard judgement) and the other
seats' next placement (their best one-step choice by the Normal judgement: cheap, and how most players
weigh a space), and judges the position it reaches with the Hard evaluation (an estimate of every
seat's final score). In the last round it plays every seat out to the final
scoring instead (on fewer deals), where the score itself decides. The same deals are used for every candidate (common
random numbers), so the comparison is not drowned by the luck of the deal. Choices that are not
placements (which quest, which building, complete a quest or not) are judged one step ahead with the
Hard evaluation, which already looks through the decisions that follow.

Everything is counted, nothing is timed, so the same seed gives the same move on any machine; the
counts are set so that a decision stays well under a second on a 2-core machine (measurements in
engines/waterdeep/data/README.md, "The computer").
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from engines.ai.agents import Agent, GreedyAgent
from engines.core import Action

from .evaluation import judge

PLACEMENT_KINDS = ("place", "place_ambassador", "reassign")


@dataclass
class WaterdeepSearchAgent(Agent):
    """Search over determinisations for placements; one-step Hard judgement for the other choices."""

    width: int = 5          # placements searched in depth (the best by the one-step judgement)
    samples: int = 6        # deals of the hidden cards per searched placement (shared by all of them)
    replies: int = 1        # placements by the other seats played out before judging
    max_steps: int = 24     # safety bound on a play-out
    rival_hard: int = 0     # 1: the others play by the Hard judgement; 0: by the Normal one (cheaper, and
    #                         what most opponents play like)
    endgame: int = 12       # in the last round, once at most this many placements are left to all seats,
    #                         play every seat out to the final scoring (0: never) ...
    endgame_budget: int = 80  # ... with (placements left) x (play-outs) kept near this: 2 or 3 deals of the
    #                           best few placements, fewer the longer the rest of the game
    name: str = "hard"

    def choose(self, game: Any, view: Any, seat: int, seed: int) -> Action:
        rng = random.Random(seed)
        _state, actions = self._legal(game, view, seat, seed)
        if len(actions) == 1:
            return actions[0]
        greedy = GreedyAgent(samples=8, name="hard", eval_level="hard")
        if actions[0].kind not in PLACEMENT_KINDS:
            return greedy.choose(game, view, seat, seed)

        def judge(st, i):
            return game.evaluate(st, i, level="hard")

        prior = sorted(((greedy.action_value(game, view, seat, a, rng, judge), i, a)
                        for i, a in enumerate(actions)), key=lambda t: (-t[0], t[1]))
        last = self.final_stretch(view)
        width, samples = self.width, self.samples
        crowd = max(1.0, view.players / 4)     # five or six seats: every play-out and judgement costs more
        if crowd > 1:
            samples = max(2, int(samples / crowd / 1.5))
            width = max(3, int(width / crowd + 0.5))
        if last:
            playouts = max(6, int(self.endgame_budget / crowd ** 2) // max(1, sum(view.pool)))
            samples = 3 if playouts >= 15 else 2
            width = min(self.width, playouts // samples)
        candidates = prior[:width]
        if len(candidates) == 1:
            return candidates[0][2]
        deals = [rng.getrandbits(48) for _ in range(samples)]
        best_action, best_value = candidates[0][2], -math.inf
        for _p, _i, action in candidates:
            total = 0.0
            for deal in deals:
                state = game.determinize(view, seat, deal)
                state, _ = game.apply_trusted(state, action)
                state = self.play_out(game, state, seat, last)
                total += game.evaluate(state, seat, level="hard")
            value = total / len(deals)
            if value > best_value + 1e-9:
                best_action, best_value = action, value
        return best_action

    def final_stretch(self, view: Any) -> bool:
        """The last few placements of the game: few enough to play them all out to the final scoring (fewer with
        five or six seats, whose play-outs cost more)."""
        crowd = max(1.0, view.players / 4)
        return (bool(self.endgame) and view.round >= view.data.setup.rounds
                and sum(view.pool) <= self.endgame / crowd)

    def play_out(self, game: Any, state: Any, seat: int, last: bool = False) -> Any:
        """Finish `seat`'s turn and let the others make their next `replies` placements (their best
        one-step choice by the Normal judgement, or the Hard one with `rival_hard`; `seat` by the Hard
        one); stop before `seat` places again or at the end of the round. With `last`, play on to the
        final scoring."""
        start_round = state.round
        replies = 0
        for _ in range(self.max_steps if not last else 10 * self.max_steps):
            if state.over or state.round != start_round:
                break
            mover = game.to_move(state)
            if mover is None:
                break
            placing = state.pending is None and state.phase in ("place", "ambassador", "reassign")
            if placing and not last:
                if mover == seat or replies >= self.replies:
                    break
                replies += 1
            hard = mover == seat or bool(self.rival_hard)
            state = self._step(game, state, mover, 1 if placing else 2, hard)
        return state

    @staticmethod
    def _step(game: Any, state: Any, mover: int, depth: int, hard: bool = True) -> Any:
        """`mover`'s best next action by the Hard (or Normal) judgement, looking `2 - depth` decisions further."""
        best, best_value = None, -math.inf
        for action in game.legal_actions(state):
            after, _ = game.apply_trusted(state, action)
            value = judge(after, mover, depth, hard)
            if value > best_value:
                best, best_value = after, value
        return best if best is not None else state

"""Game-agnostic computer players. They only ever receive `view(state, seat)`: they never cheat.

Chance in a view is unknown, so an agent that looks ahead first asks the game for a
determinisation (hidden cards sampled, dice re-seeded) and averages over several.
"""
from __future__ import annotations

import functools
import math
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.core.actions import Action
from engines.core.game import Game
from engines.core.levels import LEVELS


class Agent(ABC):
    name = "agent"

    @abstractmethod
    def choose(self, game: Game[Any, Any], view: Any, seat: int, seed: int) -> Action:
        """Pick one of the legal actions of `seat` in the position `view`."""

    @staticmethod
    def _legal(game: Game[Any, Any], view: Any, seat: int, seed: int) -> tuple[Any, list[Action]]:
        state = game.determinize(view, seat, seed)
        actions = game.legal_actions(state)
        if not actions:
            raise RuntimeError(f"{game.id}: seat {seat} is to move but has no legal action")
        return state, actions


def game_agent(game: Game[Any, Any], level: str | None) -> Agent | None:
    """The game's own agent for a computer level (`Game.agent_for`), or None for the shared agents."""
    return game.agent_for(level) if level is not None else None


def evaluator(game: Game[Any, Any], level: str | None = None) -> Callable[[Any, int], float]:
    """The game's evaluation as a computer level asks for it (`Game.evaluate`'s `level`)."""
    if level is None:
        return game.evaluate
    return functools.partial(game.evaluate, level=level)


class RandomAgent(Agent):
    name = "random"

    def choose(self, game: Game[Any, Any], view: Any, seat: int, seed: int) -> Action:
        _, actions = self._legal(game, view, seat, seed)
        return random.Random(seed).choice(actions)


@dataclass
class GreedyAgent(Agent):
    """One-step lookahead with the game's own evaluation, averaged over a few rolls of the dice.

    `epsilon` makes it play a random move now and then: that is the Easy level. `eval_level="hard"`
    judges with the game's stronger evaluation where it offers one: that is the Hard level. (Searching
    deeper with the plain evaluation — own-turn look-ahead, replies, MCTS — did not beat Normal in
    Helden Mittelerdes; a better judgement of the position did.)
    """

    samples: int = 6
    epsilon: float = 0.0
    name: str = "greedy"
    eval_level: str | None = None    # which of the game's evaluations to use (see `evaluator`)
    level: str | None = None         # the player's level, which a game may play its own way (`game_agent`)

    def choose(self, game: Game[Any, Any], view: Any, seat: int, seed: int) -> Action:
        own = game_agent(game, self.level)
        if own is not None:
            return own.choose(game, view, seat, seed)
        rng = random.Random(seed)
        _, actions = self._legal(game, view, seat, seed)
        if len(actions) == 1:
            return actions[0]
        if self.epsilon and rng.random() < self.epsilon:
            return rng.choice(actions)
        judge = evaluator(game, self.eval_level)
        values = [self.action_value(game, view, seat, action, rng, judge) for action in actions]
        return self.best_of(actions, values, rng)

    @staticmethod
    def best_of(actions: list[Action], values: list[float], rng: random.Random) -> Action:
        """The action of the highest value, a tie drawn by `rng` (hints draw it as `choose` does)."""
        best: list[Action] = []
        best_value = -math.inf
        for action, value in zip(actions, values, strict=True):
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def action_value(self, game: Game[Any, Any], view: Any, seat: int, action: Action, rng: random.Random,
                     judge: Callable[[Any, int], float] | None = None) -> float:
        judge = judge or game.evaluate
        total = 0.0
        n = 0
        for i in range(self.samples):
            state = game.determinize(view, seat, rng.getrandbits(48))
            after, events = game.apply_trusted(state, action)
            total += judge(after, seat)
            n += 1
            if i == 0 and not any(e.reveals for e in events):
                break  # no chance involved: one look is enough
        return total / n


@dataclass
class LookaheadAgent(Agent):
    """Greedy that plans ahead within its own turn: the best few first moves are each followed by the
    best reply of the same seat (and so on, `depth` moves deep), averaged over several rolls of the dice.

    Most games here give a seat several actions in a row (move, then attack with the group that
    moved); looking a few of its own moves ahead finds those combinations, which one-step greedy misses.
    """

    depth: int = 3
    width: int = 5
    samples: int = 4
    through_replies: bool = False   # also play the other seats' next turn (greedily) before judging
    reply_depth: int = 10
    name: str = "lookahead"
    eval_level: str | None = None    # which of the game's evaluations to use (see `evaluator`)

    def choose(self, game: Game[Any, Any], view: Any, seat: int, seed: int) -> Action:
        rng = random.Random(seed)
        _, actions = self._legal(game, view, seat, seed)
        if len(actions) == 1:
            return actions[0]
        greedy = GreedyAgent(samples=self.samples)
        judge = evaluator(game, self.eval_level)
        scored = sorted(((greedy.action_value(game, view, seat, a, rng, judge), i, a)
                         for i, a in enumerate(actions)), key=lambda t: (-t[0], t[1]))
        best_action, best_value = scored[0][2], -math.inf
        for first_value, _, action in scored[: self.width]:
            total = 0.0
            for _ in range(self.samples):
                sample = game.determinize(view, seat, rng.getrandbits(48))
                after, _ = game.apply_trusted(sample, action)
                if self.through_replies:
                    total += self._play_round(game, after, seat, judge)
                else:
                    total += self._continue(game, after, seat, self.depth - 1, judge)
            value = total / self.samples if self.through_replies else max(first_value, total / self.samples)
            if value > best_value + 1e-9:
                best_action, best_value = action, value
        return best_action

    def _play_round(self, game: Game[Any, Any], state: Any, seat: int, judge: Callable[[Any, int], float]) -> float:
        """Finish this turn greedily, let every other seat play one turn greedily, then judge."""
        steps = 0
        left_my_turn = False
        limit = self.depth + self.reply_depth * 4
        while steps < limit and game.outcome(state) is None:
            mover = game.to_move(state)
            if mover == seat and left_my_turn:
                break
            if mover is None:   # nobody to move: there is no move to play
                break
            if mover != seat:
                left_my_turn = True
            best = self._best_next(game, state, mover, judge)
            if best is None:
                break
            state = best
            steps += 1
        return judge(state, seat)

    def _continue(self, game: Game[Any, Any], state: Any, seat: int, depth: int,
                  judge: Callable[[Any, int], float]) -> float:
        """Value of `state` for `seat` if it keeps playing its best one-step move while it is to move."""
        for _ in range(depth):
            if game.outcome(state) is not None or game.to_move(state) != seat:
                break
            best = self._best_next(game, state, seat, judge)
            if best is None:
                break
            state = best
        return judge(state, seat)

    @staticmethod
    def _best_next(game: Game[Any, Any], state: Any, mover: int, judge: Callable[[Any, int], float]) -> Any:
        """The state after `mover`'s best one-step move by `judge` (first best on ties), or None."""
        best, best_value = None, -math.inf
        for action in game.legal_actions(state):
            after, _ = game.apply_trusted(state, action)
            value = judge(after, mover)
            if value > best_value:
                best, best_value = after, value
        return best


@dataclass
class _Node:
    action: Action | None
    mover: int | None
    parent: _Node | None = None
    children: dict[Action, _Node] = field(default_factory=dict)
    visits: int = 0
    avail: int = 0
    value: float = 0.0   # summed from the mover's point of view


@dataclass
class MCTSAgent(Agent):
    """Information-set Monte Carlo tree search over determinised views, with a time budget.

    Each iteration samples a full state consistent with the view, walks the tree among the actions
    legal in that sample (UCB with availability counts), plays the rest of the current turn with the
    game's rollout policy and scores the position with the game's evaluation. Playing out only to the
    end of the turn keeps the noise of weak play-outs out of the estimate; the root's children start
    from the one-step greedy values, so the search is never worse-informed than the Normal level.
    """

    budget: float = 1.5          # seconds
    max_iterations: int = 100_000
    rollout_depth: int = 16
    exploration: float = 0.5
    prior_visits: int = 3
    name: str = "mcts"
    eval_level: str | None = None    # which of the game's evaluations to use (see `evaluator`)

    def choose(self, game: Game[Any, Any], view: Any, seat: int, seed: int) -> Action:
        rng = random.Random(seed)
        _, actions = self._legal(game, view, seat, seed)
        if len(actions) == 1:
            return actions[0]
        deadline = time.perf_counter() + self.budget
        root = _Node(None, None)
        greedy = GreedyAgent(samples=3)
        judge = evaluator(game, self.eval_level)
        for action in actions:
            child = _Node(action, seat, root)
            child.visits = child.avail = self.prior_visits
            child.value = self.prior_visits * greedy.action_value(game, view, seat, action, rng, judge)
            root.children[action] = child
        iterations = 0
        while iterations < self.max_iterations and time.perf_counter() < deadline:
            iterations += 1
            self._iterate(game, view, seat, root, rng, judge)
        best = max(root.children.values(), key=lambda n: (n.value / max(n.visits, 1), n.visits))
        assert best.action is not None
        return best.action

    def _iterate(self, game: Game[Any, Any], view: Any, seat: int, root: _Node, rng: random.Random,
                 judge: Callable[[Any, int], float]) -> None:
        state = game.determinize(view, seat, rng.getrandbits(48))
        node = root
        path = [node]
        while game.outcome(state) is None:
            mover = game.to_move(state)
            legal = game.legal_actions(state)
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = game.rollout_action(state, untried, rng)
                child = _Node(action, mover, node)
                node.children[action] = child
                state, _ = game.apply_trusted(state, action)
                node = child
                path.append(node)
                break
            present = [node.children[a] for a in legal]
            for child in present:
                child.avail += 1
            node = max(present, key=lambda c: c.value / c.visits
                       + self.exploration * math.sqrt(math.log(max(c.avail, 1)) / c.visits))
            assert node.action is not None   # only the root has no action, and it is never a child
            state, _ = game.apply_trusted(state, node.action)
            path.append(node)
        player = node.mover
        for _ in range(self.rollout_depth):
            if game.outcome(state) is not None or game.to_move(state) != player:
                break
            legal = game.legal_actions(state)
            if not legal:
                break
            state, _ = game.apply_trusted(state, game.rollout_action(state, legal, rng))
        values: dict[int, float] = {}
        for n in path:
            n.visits += 1
            if n.mover is not None:
                if n.mover not in values:
                    values[n.mover] = judge(state, n.mover)
                n.value += values[n.mover]


def make_agent(level: str, **overrides: Any) -> Agent:
    level = level.lower()
    if level == "random":
        return RandomAgent()
    if level == "easy":
        return GreedyAgent(samples=3, epsilon=0.35, name="easy", **overrides)
    if level in ("normal", "greedy"):   # a game may play Normal its own way (the quest's rule-based teammate)
        return GreedyAgent(**{"name": level, "level": "normal" if level == "normal" else None, **overrides})
    if level == "hard":
        return GreedyAgent(**{"samples": 8, "name": level, "eval_level": "hard", "level": level, **overrides})
    if level == "lookahead":
        return LookaheadAgent(**overrides)
    if level == "lookahead2":
        return LookaheadAgent(through_replies=True, width=4, samples=2, name=level, **overrides)
    if level == "mcts":
        return MCTSAgent(name=level, **overrides)
    raise ValueError(f"Unknown computer level '{level}'. Choose one of: {', '.join(LEVELS)}.")

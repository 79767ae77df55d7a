"""A tiny dice race used to test the shared platform without any real game's rules.

Each player holds a secret bonus card (1-3). On your turn you roll a die (add it to your score) or
stand. A 1 scores nothing. Standing ends your turn; the first to 12 (score + bonus) wins, or the
higher total after 4 rounds.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from engines.core import (
    OK,
    Action,
    Dice,
    Event,
    Game,
    GameOptions,
    Illegal,
    Outcome,
    RollExplanation,
    RollPart,
    register,
)

RULES = """# Toy Dice Race

## Turns {#turns}
On your turn roll the die as often as you like (a 1 scores nothing); once you have rolled you may stand,
which passes the turn to the next player.

## The end {#end}
The first to reach the goal (score and secret bonus) wins at once; otherwise the highest total after the
last round.
"""


class ToyOptions(GameOptions):
    goal: int = 12
    rounds: int = 4


@dataclass(slots=True)
class ToyState:
    options: ToyOptions
    scores: list[int]
    bonus: list[int]
    seat: int = 0
    round: int = 1
    rolled: int = 0
    over: bool = False
    rng: random.Random = field(default_factory=random.Random)

    def clone(self) -> ToyState:
        twin = random.Random()   # the same random state, drawn from independently
        twin.setstate(self.rng.getstate())
        return replace(self, scores=list(self.scores), bonus=list(self.bonus), rng=twin)


@register
class ToyGame(Game[ToyState, ToyOptions]):
    id = "toy"
    title = "Toy Dice Race"
    action_kinds = frozenset({"roll", "stand"})
    min_players = 2
    max_players = 3
    Options = ToyOptions
    has_secrets = True

    def setup(self, options, seed):
        rng = random.Random(seed)
        dice = Dice(rng)
        bonus = [dice.d(3).value for _ in range(options.players)]
        return ToyState(options, [0] * options.players, bonus, rng=rng)

    def players(self, state):
        return len(state.scores)

    def to_move(self, state):
        return None if state.over else state.seat

    def legal_actions(self, state):
        if state.over:
            return []
        s = state.seat
        acts = [Action.make("roll", s, "Roll the die")]
        if state.rolled:
            acts.append(Action.make("stand", s, "Stand"))
        return acts

    def check(self, state, action):
        if state.over:
            return Illegal("The game is over.", "end")
        if action.seat != state.seat:
            return Illegal(f"It is not Player {action.seat + 1}'s turn.", "turns")
        if action.kind == "stand" and not state.rolled:
            return Illegal("You must roll at least once before you stand.", "turns")
        if action.kind not in ("roll", "stand"):
            return Illegal(f"There is no action '{action.kind}' in this game.", "turns")
        return OK

    def apply(self, state, action):
        s = state.clone()
        events: list[Event] = []
        if action.kind == "roll":
            die = Dice(s.rng).d(6, "race die")
            gain = 0 if die.value == 1 else die.value
            part = RollPart(f"Player {s.seat + 1}", [die])
            part.total = gain
            s.scores[s.seat] += gain
            s.rolled += 1
            events.append(Event("Player {p} rolls {v}.", {"p": s.seat + 1, "v": die.value}, "roll", s.seat,
                                roll=RollExplanation("Race roll", [part], "any face but 1 scores",
                                                     f"{gain} points", "", "turns", "toy")))
            if s.scores[s.seat] + s.bonus[s.seat] >= s.options.goal:
                s.over = True
        else:
            s.rolled = 0
            s.seat = (s.seat + 1) % len(s.scores)
            if s.seat == 0:
                s.round += 1
                if s.round > s.options.rounds:
                    s.over = True
            events.append(Event("Player {p} stands.", {"p": action.seat + 1}, "turn", action.seat))
        return s, events

    def view(self, state, seat):
        v = state.clone()
        v.bonus = [b if i == seat else 0 for i, b in enumerate(v.bonus)]
        v.rng = random.Random(0)
        return v

    def determinize(self, view, seat, seed):
        s = view.clone()
        rng = random.Random(seed)
        s.bonus = [b if i == seat else rng.randint(1, 3) for i, b in enumerate(s.bonus)]
        s.rng = rng
        return s

    def outcome(self, state):
        if not state.over:
            return None
        totals = tuple(sc + b for sc, b in zip(state.scores, state.bonus, strict=True))
        best = max(totals)
        winners = tuple(i for i, t in enumerate(totals) if t == best)
        return Outcome(winners, totals, f"Player {winners[0] + 1} has the highest total ({best}).", "end")

    def rules_text(self, language="en"):
        return RULES

    def evaluate(self, state, seat, level=None):
        o = self.outcome(state)
        if o:
            return 1.0 if seat in o.winners else -1.0
        mine = state.scores[seat] + state.bonus[seat]
        other = max(sc + b for i, (sc, b) in enumerate(zip(state.scores, state.bonus, strict=True)) if i != seat)
        return max(-1.0, min(1.0, (mine - other) / 12))

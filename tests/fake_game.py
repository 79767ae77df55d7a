"""A tiny game that follows the engine contract, for the desktop's generic tests.

Two or three seats each have two tokens on a 3x2 board with a river (one crossing), mountains, a
forest and a lake. On your turn: move one token to a neighbouring place (once per turn), roll the die
(adds to your score; an explained roll), or end the turn. Everyone holds a secret number. First to
the target score wins. It is registered only inside the tests.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field, model_validator

from engines.core import (
    OK,
    Action,
    Dice,
    Event,
    Game,
    GameOptions,
    Illegal,
    Modifier,
    Outcome,
    RollExplanation,
    RollPart,
    new_rng,
    registry,
)
from maps import BoardMap

RULES = """# Fake game

## Turns {#turns}
On your turn move a token, roll the die, or end the turn.

## Moving {#moving}
A token moves to a neighbouring place, once per turn. The river can only be crossed at the ford.

## Rolling {#rolling}
Roll one die and add it to your score; a 1 is re-rolled once.
"""


def _square(x: float, y: float, w: float = 300, h: float = 250) -> list[tuple[float, float]]:
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


NODES = {
    "nw": ("North West", 0, 0, "land"), "n": ("North Keep", 1, 0, "fortress"), "ne": ("North East", 2, 0, "land"),
    "sw": ("South West", 0, 1, "land"), "s": ("South Fields", 1, 1, "land"), "se": ("South East", 2, 1, "land"),
}
EDGES = [("nw", "n", {}), ("n", "ne", {"river": True, "crossing": True}), ("sw", "s", {}),
         ("s", "se", {"river": True}), ("nw", "sw", {}), ("n", "s", {}), ("ne", "se", {})]


def fake_map() -> BoardMap:
    nodes = []
    for nid, (name, cx, cy, kind) in NODES.items():
        x, y = 50 + cx * 300, 50 + cy * 250
        nodes.append({"id": nid, "name": name, "kind": kind, "pos": (x + 150, y + 110),
                      "polygon": _square(x, y), "attrs": {"strength": 8 if kind == "fortress" else 2}})
    edges = [{"a": a, "b": b, **attrs} for a, b, attrs in EDGES]
    features = [
        {"kind": "river", "name": "Greyflood", "points": [(650, 30), (655, 200), (645, 400), (650, 570)]},
        {"kind": "mountains", "name": "Grey Hills", "points": [(80, 70), (200, 60), (320, 80)]},
        {"kind": "forest", "name": "Old Wood", "points": [(380, 360), (520, 350), (540, 460), (400, 480)]},
        {"kind": "lake", "name": "Still Water", "points": [(760, 380), (880, 370), (900, 450), (780, 470)]},
        {"kind": "sea", "name": "", "points": [(960, 0), (1000, 0), (1000, 600), (960, 600)]},
        {"kind": "label", "name": "The Fake Lands", "points": [(300, 585)]},
    ]
    return BoardMap.model_validate({"id": "fake", "title": "Fake", "width": 1000, "height": 600,
                                    "nodes": nodes, "edges": edges, "features": features})


class FakeOptions(GameOptions):
    players: int = Field(2, ge=2, le=3)
    target: int = Field(12, ge=5, le=40, description="Score to win")
    secrets: bool = True
    pace: Literal["slow", "fast"] = "slow"

    @model_validator(mode="after")
    def _fast(self) -> FakeOptions:
        if self.pace == "fast" and self.target > 20:
            raise ValueError("a fast game plays to at most 20 points")
        return self


@dataclass
class FakeState:
    players: int
    target: int
    pos: dict[str, str]
    owner: dict[str, int]
    score: list[int]
    hands: list[list[int]]
    seat: int = 0
    moved: bool = False
    turn: int = 1
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    owners: dict[str, int] = field(default_factory=dict)


class FakeGame(Game[FakeState, FakeOptions]):
    id = "fake"
    title = "Fake Game"
    action_kinds = frozenset({"move", "roll", "end_turn"})
    min_players = 2
    max_players = 3
    Options = FakeOptions
    has_secrets = True
    map_id = None

    def __init__(self) -> None:
        self.board = fake_map()
        self.adj: dict[str, dict[str, dict]] = {n: {} for n in NODES}
        for a, b, attrs in EDGES:
            self.adj[a][b] = attrs
            self.adj[b][a] = attrs

    def setup(self, options: FakeOptions, seed: int) -> FakeState:
        rng = new_rng(seed)
        starts = [("nw", "sw"), ("ne", "se"), ("n", "s")]
        pos, owner = {}, {}
        for seat in range(options.players):
            for i, place in enumerate(starts[seat]):
                tid = f"{'abc'[seat]}{i + 1}"
                pos[tid], owner[tid] = place, seat
        hands = [[Dice(rng).d(9).value] for _ in range(options.players)]
        return FakeState(options.players, options.target, pos, owner, [0] * options.players, hands, rng=rng)

    def players(self, state: FakeState) -> int:
        return state.players

    def to_move(self, state: FakeState) -> int | None:
        return None if self.outcome(state) else state.seat

    def legal_actions(self, state: FakeState) -> list[Action]:
        if self.outcome(state):
            return []
        seat, out = state.seat, []
        if not state.moved:
            for tid, place in sorted(state.pos.items()):
                if state.owner[tid] != seat:
                    continue
                for nb, attrs in sorted(self.adj[place].items()):
                    if attrs.get("river") and not attrs.get("crossing"):
                        continue
                    out.append(Action.make("move", seat, f"Move {tid} to {NODES[nb][0]}", hero=tid, to=nb))
        out.append(Action.make("roll", seat, "Roll the die"))
        out.append(Action.make("end_turn", seat, "End the turn"))
        return out

    def check(self, state: FakeState, action: Action):
        if action in self.legal_actions(state):
            return OK
        if action.kind == "move":
            tid, to = action.get("hero"), action.get("to")
            if state.moved:
                return Illegal("You have already moved this turn.", "moving")
            place = state.pos.get(tid)
            attrs = self.adj.get(place, {}).get(to)
            if attrs is None:
                return Illegal(f"{NODES.get(to, ('?',))[0]} is not next to {NODES[place][0]}.", "moving")
            if attrs.get("river"):
                return Illegal("The river can only be crossed at the ford.", "moving")
        return Illegal("That is not something you can do now.", "turns")

    def apply(self, state: FakeState, action: Action):
        s = copy.deepcopy(state)
        seat = action.seat
        if action.kind == "move":
            s.pos[action["hero"]] = action["to"]
            s.owners[action["to"]] = seat
            s.moved = True
            return s, [Event("{who} moves {hero} to {to}.", {"who": f"Player {seat + 1}", "hero": action["hero"],
                                                             "to": NODES[action["to"]][0]}, "move", seat)]
        if action.kind == "roll":
            dice = Dice(s.rng)
            die = dice.d(6, "die")
            if die.value == 1:
                die = dice.reroll(die, "a 1 is re-rolled once")
            part = RollPart(f"Player {seat + 1}", [die], [Modifier("lucky charm", 1)])
            part.compute_total()
            s.score[seat] += part.total
            roll = RollExplanation("Roll for score", [part], target=f"{s.target} points in total",
                                   result=f"+{part.total}", consequence=f"Score is now {s.score[seat]}",
                                   rule="rolling", game=self.id)
            events = [Event("{who} rolls {n}.", {"who": f"Player {seat + 1}", "n": part.total}, "roll", seat,
                            roll=roll),
                      Event("Your secret is {x}.", {"x": s.hands[seat][0]}, "secret", seat, visible_to=(seat,))]
            return s, events
        s.seat = (s.seat + 1) % s.players
        s.moved = False
        s.turn += 1
        return s, [Event("{who} ends the turn.", {"who": f"Player {seat + 1}"}, "turn", seat)]

    def view(self, state: FakeState, seat: int) -> FakeState:
        v = copy.deepcopy(state)
        v.hands = [h if i == seat else [0] * len(h) for i, h in enumerate(v.hands)]
        v.rng = random.Random(0)
        return v

    def outcome(self, state: FakeState):
        for i, sc in enumerate(state.score):
            if sc >= state.target:
                return Outcome((i,), tuple(state.score), f"Player {i + 1} reached {state.target} points.", "rolling")
        return None

    def evaluate(self, state: FakeState, seat: int, level: str | None = None) -> float:
        return (state.score[seat] - max(state.score)) / 40

    def determinize(self, view: FakeState, seat: int, seed: int) -> FakeState:
        d = copy.deepcopy(view)
        d.rng = random.Random(seed)
        d.hands = [h if i == seat else [d.rng.randint(1, 9) for _ in h] for i, h in enumerate(d.hands)]
        return d

    def rules_text(self, language: str = "en") -> str:
        return RULES


def register_fake() -> FakeGame:
    registry.register(FakeGame)
    from desktop.games import register_adapter
    from desktop.games.base import GameAdapter, SeatInfo

    class FakeAdapter(GameAdapter):
        game_id = "fake"

        def board_map(self):
            return self.game.board

        def node_fill(self, state, node):
            owner = state.owners.get(node.id)
            return "#e6dcae" if owner is None else ("#f2c9c0", "#c6d8f5", "#f3e6a8")[owner]

        def figures(self, state):
            from desktop.games.base import Figure
            return [Figure(tid, place, tid.upper(), self.seat_colour(state.owner[tid]), state.owner[tid],
                           f"token {tid}", points=2) for tid, place in sorted(state.pos.items())]

        def owner_marks(self, state):
            return {n: self.seat_colour(s) for n, s in state.owners.items()}

        def seat_info(self, state, seat, viewer):
            secret = str(state.hands[seat][0]) if viewer == seat else "hidden"
            return SeatInfo([("Tokens", str(sum(1 for o in state.owner.values() if o == seat))),
                             ("Secret", secret)], str(state.score[seat]))

        def phase_text(self, state):
            return f"Turn {state.turn}"

    register_adapter(FakeAdapter)
    return registry.get_game("fake")

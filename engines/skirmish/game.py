"""The skirmish table as the engine contract sees it (engines/core/game.py): two warbands on a measured
table, the seed's rules (assets/rules/skirmish.md).

    flow        set-up, deployment, the turn's phases, morale, the scenario's end
    moving      moving, running, charging, jumping, turning
    shooting    targets, modifiers, cover, the desperate shot
    fighting    the bouts of a fight: dice, backing away, following up, wounds
    pairing     who fights whom, and support
    rolls       every die, explained; chart: the wound chart
    play        checking and carrying out actions; the offered actions
    world       the state read against the data and the table's navigation graph
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from engines.core import Action, Dice, Event, Game, GameOptions, Illegal, Ok, Outcome
from engines.core.i18n import T

from . import flow, play
from .data import load_data
from .state import SkirmishState

Scenario = Literal["clash", "crossing", "heirloom"]
WarbandId = Literal["westfold_riders", "isengard_uruks", "ithilien_rangers", "moria_goblins", "erebor_dwarves",
                    "lorien_elves"]


DEFAULT_WARBANDS: tuple[WarbandId, WarbandId] = ("westfold_riders", "isengard_uruks")


class SkirmishOptions(GameOptions):
    players: int = Field(default=2, ge=2, le=2)
    scenario: Scenario = Field(default="clash", title=T("Scenario"),
                               description=T("the table, the objective and the number of turns"))
    warbands: list[WarbandId] = Field(default_factory=lambda: list(DEFAULT_WARBANDS),
                                      min_length=2, max_length=2, title=T("Warband"),
                                      description=T("the warband each player leads"))


class SkirmishGame(Game[SkirmishState, SkirmishOptions]):
    id = "skirmish"
    title = "The Skirmish Table"
    min_players = 2
    max_players = 2
    Options = SkirmishOptions
    action_kinds: ClassVar[frozenset[str]] = play.ACTION_KINDS
    free_params: ClassVar[frozenset[str]] = frozenset({"x", "y", "facing"})

    def setup(self, options: SkirmishOptions, seed: int) -> SkirmishState:
        if not isinstance(options, SkirmishOptions):
            options = SkirmishOptions.model_validate(options)
        s = flow.set_up(options.scenario, (options.warbands[0], options.warbands[1]), seed)
        return s

    def players(self, state: SkirmishState) -> int:
        return 2

    def seat_names(self, state: SkirmishState) -> list[str]:
        return list(flow.names(state))

    def to_move(self, state: SkirmishState) -> int | None:
        if state.over:
            return None
        return state.ask.side if state.ask is not None else state.acting

    def legal_actions(self, state: SkirmishState) -> list[Action]:
        return play.legal_actions(state)

    def labelled(self, state: SkirmishState, action: Action) -> Action:
        from .drops import labelled
        return labelled(state, action)

    def check(self, state: SkirmishState, action: Action) -> Ok | Illegal:
        return play.check(state, action)

    def apply(self, state: SkirmishState, action: Action) -> tuple[SkirmishState, list[Event]]:
        verdict = play.check(state, action)
        if not verdict:
            raise ValueError(getattr(verdict, "reason", "illegal"))
        s = state.clone()
        return s, play.apply(s, action)

    def view(self, state: SkirmishState, seat: int) -> SkirmishState:
        s = state.clone()
        s.rng.seed(0)       # nothing on the table is hidden, but the dice to come are nobody's business
        return s

    def determinize(self, view: SkirmishState, seat: int, seed: int) -> SkirmishState:
        s = view.clone()
        s.rng.seed(seed)
        return s

    def outcome(self, state: SkirmishState) -> Outcome | None:
        if not state.over:
            return None
        removed = [sum(f.removed for f in state.figures if f.side != side) for side in (0, 1)]
        winners = () if state.winner is None else (state.winner,)
        return Outcome(winners, tuple(removed), state.reason, state.reason_rule)

    def evaluate(self, state: SkirmishState, seat: int, level: str | None = None) -> float:
        o = self.outcome(state)
        if o is not None:
            return 0.0 if not o.winners else (1.0 if seat in o.winners else -1.0)
        mine = sum(not f.removed for f in state.figures if f.side == seat)
        theirs = sum(not f.removed for f in state.figures if f.side != seat)
        return (mine - theirs) / max(1, mine + theirs)

    def summary(self, state: SkirmishState) -> str:
        data = load_data()
        phase = {"deploy": T("deployment"), "priority": T("priority"), "move": T("move phase"),
                 "shoot": T("shoot phase"), "fight": T("fight phase"), "morale": T("morale")}[state.phase]
        if state.phase == "deploy":
            return T("{scenario}: deployment", scenario=data.scenario(state.scenario).name)
        return T("Turn {n} of {m} · {phase}", n=max(1, state.turn), m=data.scenario(state.scenario).turns,
                 phase=phase)

    def odds(self, state: SkirmishState, action: Action) -> Any:
        """The exact odds of a shot, a jump, a charge's fight, a bout or a winner's blow (odds.py)."""
        from .odds import odds
        return odds(state, action)

    def hint_reason(self, state: SkirmishState, action: Action, after: SkirmishState, seat: int, level: str) -> Any:
        """A hint's reason: the odds of the shot, fight or jump it sets up, or the ground it gains (odds.py)."""
        from .odds import hint_reason
        return hint_reason(state, action, after, seat)

    def agent_for(self, level: str) -> Any | None:
        """Easy slips now and then (easy.py), Normal is the rule-based captain, Hard the careful one (tactics.py)."""
        if level == "easy":
            from .easy import EasyCaptain
            return EasyCaptain()
        if level == "normal":
            from .tactics import RuleCaptain
            return RuleCaptain()
        if level == "hard":
            from .tactics import HardCaptain
            return HardCaptain()
        return None

    def rollout_action(self, state: SkirmishState, actions: list[Action], rng: Any) -> Action:
        return Dice(rng).pick(actions)

"""The co-operative Lord of the Rings game with Friends & Foes, registered as game "quest".

The hobbits are the seats, one team against the game: an outcome names every seat a winner or none, and all
score the same. The rules are the seed's (Friends & Foes), the published base game's and, where neither speaks,
our table rules; assets/rules/quest.md says which is which and every refusal and roll points there.

    data      the pieces and boards (engines/quest/data/quest.json)
    state     the state; cards: what a card gives a hobbit; effects: the small changes
    flow      the rules as a queue of steps (turn, tiles, lines, events, demands, board end, Mount Doom)
    play      the choices, their refusals and carrying them out
    hidden    views and determinising; scoring; evaluation and the computer teammates
    odds      the chances of a tile, the die or a big shield, shown before choosing
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from engines.core import Action, Event, Game, GameOptions, Illegal, Ok, Outcome
from engines.core.i18n import T
from engines.core.odds import Odds

from . import evaluation, hidden, play, scoring
from . import odds as chances
from .data import load_data
from .effects import NAMES
from .flow import set_up
from .state import QuestState


class QuestOptions(GameOptions):
    """Table options: how many hobbits, where Sauron starts, Friends & Foes, the expert variant."""

    players: int = Field(default=3, ge=2, le=5, description=T("2 to 5 hobbits"))
    difficulty: Literal["easy", "normal", "hard"] = Field(
        default="easy", title=T("Sauron starts"), description=T("where Sauron starts: easy 15, normal 12, hard 10"))
    expansion: bool = Field(default=True, title=T("Friends & Foes"), description=T("play with Friends & Foes"))
    expert: bool = Field(default=False, title=T("Expert game"),
                         description=T("expert: the quest is lost when any hobbit falls"))
    one_person: bool = Field(default=False, title=T("One person plays"),
                             description=T("one person plays all the human hobbits: no curtain between them"))


class QuestGame(Game[QuestState, QuestOptions]):
    id = "quest"
    title = "The Lord of the Rings — Friends & Foes"
    min_players = 2
    max_players = 5
    Options = QuestOptions
    has_secrets = True
    cooperative = True
    map_id = "quest"
    action_kinds: ClassVar[frozenset[str]] = play.ACTION_KINDS

    def setup(self, options: QuestOptions, seed: int) -> QuestState:
        if not isinstance(options, QuestOptions):
            options = QuestOptions.model_validate(options)
        return set_up(load_data(), options.players, options.difficulty, options.expansion, options.expert, seed)

    def players(self, state: QuestState) -> int:
        return state.players

    def seat_names(self, state: QuestState) -> list[str]:
        return [NAMES[h.id] for h in state.hobbits]

    def to_move(self, state: QuestState) -> int | None:
        return None if state.over or state.ask is None else state.ask.seat

    def legal_actions(self, state: QuestState) -> list[Action]:
        return play.legal_actions(state)

    def check(self, state: QuestState, action: Action) -> Ok | Illegal:
        return play.check(state, action)

    def apply(self, state: QuestState, action: Action) -> tuple[QuestState, list[Event]]:
        verdict = play.check(state, action)
        if isinstance(verdict, Illegal):
            raise ValueError(verdict.reason)
        return self.apply_trusted(state, action)

    def apply_trusted(self, state: QuestState, action: Action) -> tuple[QuestState, list[Event]]:
        s = state.clone()
        events = play.apply(s, action)
        return s, events

    def view(self, state: QuestState, seat: int) -> QuestState:
        return hidden.view(state, seat)

    def determinize(self, view: QuestState, seat: int, seed: int) -> QuestState:
        return hidden.determinize(view, seat, seed)

    def odds(self, state: QuestState, action: Action) -> Odds | None:
        """The exact odds of an event tile, the die or a big shield that `action` leads to, from the view of the
        hobbit to choose (odds.py); None for a choice that leads to no chance."""
        return chances.odds(state, action)

    def unseen_piles(self, state: QuestState) -> list[list[Any]]:
        top = state.tiles_known
        piles: list[list[Any]] = [state.deck, state.foe_deck, state.big_shields]
        return [*piles, state.tiles] if top == 0 else piles

    def outcome(self, state: QuestState) -> Outcome | None:
        if not state.over:
            return None
        points = scoring.score(state)
        winners = tuple(range(state.players)) if scoring.won(state) else ()
        return Outcome(winners, (points,) * state.players, scoring.REASONS[state.end], "end-and-scoring")

    def final_table(self, state: QuestState) -> tuple[list[str], list[list[Any]]] | None:
        if not state.over:
            return None
        parts = scoring.breakdown(state)
        total = scoring.score(state)
        headers: list[str] = [T("Hobbit"), *[p[0] for p in parts], T("Score")]
        return headers, [[NAMES[h.id], *[p[1] for p in parts], total] for h in state.hobbits]

    def summary(self, state: QuestState) -> str:
        return evaluation.summary(state)

    def hand_of(self, state: QuestState, seat: int) -> list[Any]:
        return list(state.hobbits[seat].hand)

    def hint_reason(self, state: QuestState, action: Action, after: QuestState, seat: int, level: str) -> Any:
        """A hint's reason from what the move changes for the seat (reasons.py)."""
        from .reasons import hint_reason
        return hint_reason(state, action, after, seat)

    def evaluate(self, state: QuestState, seat: int, level: str | None = None) -> float:
        return evaluation.evaluate(state)

    def suggest(self, state: QuestState, seat: int) -> tuple[Action, str] | None:
        """A computer teammate's advice for `seat` (the rule-based teammate, on `seat`'s own view)."""
        if state.over or state.ask is None or state.ask.seat != seat:
            return None
        action, why = evaluation.suggest(self, state, seat)
        legal = self.legal_actions(state)
        return (legal[legal.index(action)], why) if action in legal else None

    def rollout_action(self, state: QuestState, actions: list[Action], rng: Any) -> Action:
        return evaluation.policy(state, actions, rng)

    def agent_for(self, level: str) -> Any | None:
        """Normal is the rule-based teammate, Hard its search over sampled deals; the other levels are the
        shared agents (engines/ai) with `evaluate`."""
        if level == "hard":
            from .hard import HardTeammate
            return HardTeammate()
        if level == "normal":
            return evaluation.RuleTeammate()
        return None

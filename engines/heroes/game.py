"""The rules engine of Helden Mittelerdes (Heroes of Middle-earth), registered as game "heroes".

Rules come from the seed (conquest tables, hero fights, abilities) and, where the seed is silent,
from our table rules; assets/rules/heroes.md says which is which, and every Illegal points there.

`HeroesGame` is the face the desktop, the computer and saves see (engines/core/game.py); the rules
themselves are plain functions over the state in the modules named after them:

    set_up        the set-up (ambiguous heroes, start heroes, decks, missions)
    dispatch      the action table: a checker and a handler per Action.kind
    play          checking and applying an action through the table
    drawing, palantir, bringing, movement, opening_up, attacks, turns
                  one part of a turn each (with its checker and handler)
    params        reading an action's hero and place, judging a border crossing
    combat        the dice of conquests and hero fights (healing, secret powers, encirclement)
    offers        the legal actions and their labels
    hidden        what a player may see, and determinising a view
    evaluation    the plain judgement, attack odds and the rollout policy
    hard          the Hard computer's judgement
    odds          the exact odds of an attack, shown before it is made
"""
from __future__ import annotations

from typing import Any, ClassVar

import networkx as nx

from engines.core import OK, Action, Dice, Event, Game, Illegal, Ok, Outcome, register
from engines.core.i18n import T
from engines.core.odds import Odds

from . import evaluation, hard, hidden, offers, play, turns
from . import odds as exact_odds
from .cards import HeroesData
from .common import GAME, SIDES
from .hard import HARD_WEIGHTS
from .options import SEAT_NAMES, HeroesOptions
from .set_up import default_board, set_up
from .state import Board, HeroesState

__all__ = ["GAME", "HARD_WEIGHTS", "SIDES", "HeroesGame", "default_board"]


@register
class HeroesGame(Game[HeroesState, HeroesOptions]):
    id = "heroes"
    title = "Helden Mittelerdes (Heroes of Middle-earth)"
    min_players = 2
    max_players = 4
    Options = HeroesOptions
    has_secrets = True
    map_id = "heroes"
    featured = True   # the first game a new player sees
    action_kinds: ClassVar[frozenset[str]] = play.ACTION_KINDS

    def __init__(self, graph: nx.Graph | None = None, cards: HeroesData | None = None) -> None:
        """Tests inject a small graph and card list; the registered instance reads the real data."""
        self._board = Board(graph, cards) if graph is not None and cards is not None else None
        if (graph is None) != (cards is None):
            raise ValueError("give both a graph and cards, or neither")

    @property
    def board(self) -> Board:
        return self._board if self._board is not None else default_board()

    # -- set-up -----------------------------------------------------------------------------------
    def setup(self, options: HeroesOptions, seed: int) -> HeroesState:
        if not isinstance(options, HeroesOptions):
            options = HeroesOptions.model_validate(options)
        return set_up(self.board, options, seed)

    def players(self, state: HeroesState) -> int:
        return state.players

    def seat_names(self, state: HeroesState) -> list[str]:
        return list(SEAT_NAMES[: state.players])

    def to_move(self, state: HeroesState) -> int | None:
        return None if state.over else state.current

    # -- play -------------------------------------------------------------------------------------
    def legal_actions(self, state: HeroesState) -> list[Action]:
        """Every legal action, in a fixed order (see offers.py)."""
        return offers.legal_actions(state)

    def check(self, state: HeroesState, action: Action) -> Ok | Illegal:
        res = play.plan_for(state, action)
        return res if isinstance(res, Illegal) else OK

    def apply(self, state: HeroesState, action: Action) -> tuple[HeroesState, list[Event]]:
        return play.apply_action(state, action)

    def apply_with(self, state: HeroesState, action: Action, dice: Dice | None = None,
                   rerolls: bool = True) -> tuple[HeroesState, list[Event]]:
        """apply() with an injectable Dice (tests script the faces) and re-rolls switchable."""
        return play.apply_action(state, action, dice, rerolls)

    # -- turns and victory ------------------------------------------------------------------------
    def is_out(self, s: HeroesState, seat: int) -> bool:
        return turns.is_out(s, seat)

    def score(self, s: HeroesState, seat: int) -> tuple[int, int, int, list[str]]:
        """(victory points, lands, fortresses, missions fulfilled)."""
        return turns.score(s, seat)

    def _finish_points(self, s: HeroesState, lead: str) -> list[Event]:
        """End the game on points now (tests/test_desktop_gameover.py ends a game this way)."""
        return turns.finish_points(s, lead)

    def final_table(self, state: HeroesState) -> tuple[list[str], list[list[Any]]] | None:
        """The final score per player in seat order (lands, fortresses, mission bonus, total) for the
        desktop's game-over table; None while the game goes on."""
        return turns.final_table(state) if state.over else None

    def unseen_piles(self, state: HeroesState) -> list[list[str]]:
        return list(state.decks.values())   # the hero decks, drawn from the top (`deck.pop()`)

    def outcome(self, state: HeroesState) -> Outcome | None:
        if not state.over:
            return None
        scores = tuple(turns.score(state, i)[0] for i in range(state.players))
        return Outcome(state.winners, scores, state.end_reason, state.end_rule)

    def summary(self, state: HeroesState) -> str:
        return turns.summary(state)

    # -- hidden information -----------------------------------------------------------------------
    def view(self, state: HeroesState, seat: int) -> HeroesState:
        return hidden.view(state, seat)

    def determinize(self, view: HeroesState, seat: int, seed: int) -> HeroesState:
        return hidden.determinize(view, seat, seed)

    # -- odds before a roll -----------------------------------------------------------------------
    def odds(self, state: HeroesState, action: Action) -> Odds | None:
        """The exact odds of an attack (conquest or hero fight) from the attacker's view (odds.py); None for
        every other action, which rolls nothing."""
        return exact_odds.attack_odds(state, action)

    # -- for the computer -------------------------------------------------------------------------
    def evaluate(self, state: HeroesState, seat: int, level: str | None = None) -> float:
        """How good `state` is for `seat`, in [-1, 1]. `level="hard"` asks for the stronger,
        slower evaluation the Hard computer uses (`evaluate_hard`); anything else is the plain one."""
        if level == "hard":
            return hard.evaluate_hard(state, seat)
        return evaluation.evaluate(state, seat)

    def hint_reason(self, state: HeroesState, action: Action, after: HeroesState, seat: int, level: str) -> Any:
        """A hint's reason: an attack by its odds of taking the place (exactly as the odds before the roll give
        them), a move that scores by the points."""
        b = state.board
        if action.kind == "attack":
            odds = self.odds(state, action)
            p = odds.lines[0].value if odds is not None else evaluation.attack_odds(state, action)
            return T("{pct}% to take {place}.", pct=round(100 * p), place=b.name[action["to"]])
        now, then = turns.score(state, seat)[0], turns.score(after, seat)[0]
        if then != now:
            return T("Your victory points go from {now} to {then}.", now=now, then=then)
        return None

    def evaluate_hard(self, state: HeroesState, seat: int, weights: dict[str, float] | None = None) -> float:
        return hard.evaluate_hard(state, seat, weights)

    def attack_prospects(self, s: HeroesState, j: int, forts: list[int],
                         w: dict[str, float]) -> tuple[float, dict[int, float], float]:
        return hard.attack_prospects(s, j, forts, w)

    def attack_odds(self, s: HeroesState, action: Action) -> float:
        """A rough chance that an attack succeeds (for rollouts), without rolling anything."""
        return evaluation.attack_odds(s, action)

    def rollout_action(self, state: HeroesState, actions: list[Action], rng: Any) -> Action:
        """A quick, sensible pick for rollouts among `actions` (the legal actions of `state`)."""
        return evaluation.rollout_action(state, actions, rng)

"""The rules engine of Lords of Waterdeep (base game, 2–5 players), game id "waterdeep": the engine
contract (engines/core/game.py) over the rule procedures of this package.

Rules come from the seed (shared/seeds/002, Turkish) and, where it is silent, the published base-game
rules; assets/rules/waterdeep.md says which is which, and every Illegal and every explanation names
one of its anchors (texts.py). Cards are data (cards.py): the engine runs their effect steps.

How a turn flows: a seat sends an agent to a space (`place`, placements.py); the space's steps run as
frames on a stack (effects.py); any step that needs a choice stops the run with a `Decision` (which
quest, which building, which opponent...: decisions.py) that becomes the legal actions of the deciding
seat; when the stack is empty the seat may complete one quest (`complete` or `end_turn`, quests.py),
and the turn passes on (rounds.py).

Where the rules live: deal.py (set-up), decks.py (drawing, refilling), board.py (spaces and lots),
costs.py (what a seat can afford), placements.py, effects.py (the runner, OPS), resources.py,
quests.py, intrigue.py, buildings.py, agents.py, specials.py (the four special cards), decisions.py
(DECISIONS), rounds.py, scoring.py, turns.py (legal actions, checks, MOVES), hidden.py (view,
determinize), evaluation.py (the computer's judgement).

Action kinds (params) — for the desktop adapter and saves:

- main flow: `place` {place}, `place_ambassador` {place}, `reassign` {place} (place = a map node id:
  a basic action space such as "cliffwatch_inn_2" or a lot "lot_3" with a building on it); `complete`
  {quest} (a quest id, or a mandatory-quest intrigue card id); `end_turn`; `pass` (no open space).
- decisions: `take_quest` {quest}, `keep_quest` {quest}, `discard_quest` {quest} ("" = keep all),
  `buy` {building}, `sample` {building}, `give_up` {place}, `play_intrigue` {card}, `choose_opponent`
  {opponent}, `choose` {option}, `take_adventurers` {pick}, `return_adventurers` {pick} (pick = a tuple
  of adventurer names), `steal` {adventurer}, `respond` {give}, `decide` {yes}, `assign` {place},
  `copy` {place}, `recall` {place}, `name_type` {type}; (Skullport) `return_corruption` {count};
  (modules) `pile` {place}, `pile_kind` {adventurer}, `discard_intrigue` {card}, `discard_quest_card` {quest},
  `build_free` {building}, `demolish` {place}, `seize` {place}, `play_drawn` {play}, `pass_which` {card},
  `move_agent` {place, owner, ambassador}, `move_agent_to` {place}, `pay_any` {pick} (a quest's adventurers of
  any kind).
"""
from __future__ import annotations

from typing import Any, ClassVar

from engines.core import OK, Action, Event, Game, Illegal, Ok, Outcome
from engines.core.i18n import T

from . import (
    agents,
    buildings,
    corruption,
    evaluation,
    hidden,
    intrigue,
    module_steps,
    piles,
    quests,
    resources,
    scoring,
    specials,
    turns,
)
from .board import place_name as _place_name
from .deal import setup as _setup
from .state import SEAT_NAMES, WaterdeepOptions, WaterdeepState
from .texts import GAME, R_SCORING, R_TIE, RULE_ANCHORS, comma_list, pick_text, res_text

__all__ = ["GAME", "MAIN_KINDS", "RULE_ANCHORS", "WaterdeepGame", "pick_text", "res_text"]

#: the rule procedures register their steps, decisions and moves in the tables when imported: these
#: are imported for that alone (the facade calls turns, scoring, hidden and evaluation)
REGISTERING = (agents, buildings, corruption, intrigue, module_steps, piles, quests, resources, specials)

#: the moves outside a decision
MAIN_KINDS = ("place", "place_ambassador", "reassign", "complete", "end_turn", "pass")


class WaterdeepGame(Game[WaterdeepState, WaterdeepOptions]):
    id = "waterdeep"
    title = "Lords of Waterdeep"
    min_players = 2
    max_players = 6
    Options = WaterdeepOptions
    has_secrets = True
    map_id = "waterdeep"
    #: the moves (turns.MOVES) and the decisions (decisions.DECISIONS): every kind legal_actions offers
    action_kinds: ClassVar[frozenset[str]] = turns.action_kinds()

    FINAL_TABLE_HEADERS: ClassVar[tuple[str, ...]] = scoring.FINAL_TABLE_HEADERS
    VALUE: ClassVar[dict[str, float]] = evaluation.VALUE
    UNITS: ClassVar[dict[str, float]] = evaluation.UNITS
    END_VP: ClassVar[dict[str, float]] = evaluation.END_VP
    HARD: ClassVar[dict[str, float]] = evaluation.HARD

    # -- set-up -------------------------------------------------------------------------------
    def setup(self, options: WaterdeepOptions, seed: int) -> WaterdeepState:
        if not isinstance(options, WaterdeepOptions):
            options = WaterdeepOptions.model_validate(options)
        return _setup(options, seed)

    def players(self, state: WaterdeepState) -> int:
        return state.players

    def seat_names(self, state: WaterdeepState) -> list[str]:
        return list(SEAT_NAMES[: state.players])

    # -- play ---------------------------------------------------------------------------------
    def to_move(self, state: WaterdeepState) -> int | None:
        return turns.to_move(state)

    def legal_actions(self, state: WaterdeepState) -> list[Action]:
        return turns.legal_actions(state)

    def check(self, state: WaterdeepState, action: Action) -> Ok | Illegal:
        bad = turns.problem(state, action)
        return bad if bad is not None else OK

    def apply(self, state: WaterdeepState, action: Action) -> tuple[WaterdeepState, list[Event]]:
        return turns.apply(state, action)

    def full_table_options(self) -> WaterdeepOptions:
        """Six players need a module: the full table plays both (and so the long game)."""
        return self.options(players=self.max_players, modules="both")

    def place_name(self, s: WaterdeepState, place: str) -> str:
        """A space as players call it (the desktop names spaces by it)."""
        return _place_name(s, place)

    # -- the end ------------------------------------------------------------------------------
    def score_rows(self, s: WaterdeepState) -> list[dict[str, Any]]:
        return scoring.score_rows(s)

    def final_table(self, state: WaterdeepState) -> tuple[list[str], list[list[Any]]] | None:
        """The final scoring line by line, one row per player in seat order (the desktop shows it as a
        table at the game's end); None while the game goes on."""
        return scoring.final_table(state)

    def outcome(self, state: WaterdeepState) -> Outcome | None:
        if not state.over:
            return None
        rows = scoring.score_rows(state)
        return Outcome(state.winners, tuple(r["total"] for r in rows), state.end_reason,
                       R_TIE if "tie" in state.end_reason else R_SCORING)

    def summary(self, state: WaterdeepState) -> str:
        s = state
        pts = comma_list([T("{seat} {vp} VP", seat=s.name(i), vp=s.vp[i]) for i in range(s.players)])
        if s.over:
            return T("Game over. {verdict} ({points})", verdict=scoring.decide(s, scoring.score_rows(s))[1],
                     points=pts)
        return T("Round {round} of {rounds} · {seat} to move · {points}", round=s.round, rounds=s.data.setup.rounds,
                 seat=s.name(self.to_move(s)), points=pts)

    # -- hidden information -------------------------------------------------------------------
    def unseen_piles(self, state: WaterdeepState) -> list[list[str]]:
        return [state.quest_deck, state.intrigue_deck, state.building_stack]   # each drawn with `pop()`

    def view(self, state: WaterdeepState, seat: int) -> WaterdeepState:
        return hidden.view(state, seat)

    def determinize(self, view: WaterdeepState, seat: int, seed: int) -> WaterdeepState:
        return hidden.determinize(view, seat, seed)

    # -- for the computer ---------------------------------------------------------------------
    def position_value(self, s: WaterdeepState, i: int) -> float:
        """Normal's worth of seat `i` (evaluation.position_value)."""
        return evaluation.position_value(s, i)

    def placements_left(self, s: WaterdeepState, i: int) -> int:
        return evaluation.placements_left(s, i)

    def hard_value(self, s: WaterdeepState, i: int) -> float:
        """Hard's estimate of seat `i`'s final score (evaluation.hard_value)."""
        return evaluation.hard_value(s, i)

    def hint_reason(self, state: WaterdeepState, action: Action, after: WaterdeepState, seat: int, level: str) -> Any:
        """A hint's reason from what the move changes for the seat (reasons.py)."""
        from .reasons import hint_reason
        return hint_reason(state, action, after, seat)

    def evaluate(self, state: WaterdeepState, seat: int, level: str | None = None) -> float:
        """tanh of this seat's worth less the best rival's. `level="hard"` judges by `hard_value` (the
        expected final score) blended half and half with the plain `position_value`: in self-play the
        blend beat Normal where either alone only drew with it. Anything else: `position_value`."""
        return evaluation.judge(state, seat, 0, level == "hard")

    def agent_for(self, level: str) -> Any:
        """The game's own computer for a level (see `engines.ai.agents.game_agent`): Hard is a search over
        determinised hidden cards (engines/waterdeep/ai.py); the other levels are the shared ones."""
        if level == "hard":
            from .ai import WaterdeepSearchAgent
            return WaterdeepSearchAgent()
        return None

    def rollout_action(self, state: WaterdeepState, actions: list[Action], rng: Any) -> Action:
        return evaluation.rollout_action(state, actions, rng)

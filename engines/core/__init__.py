"""The shared engine contract: actions, events and roll explanations, dice, matches, saves."""
from .actions import Action
from .dice import Dice, new_rng, reshuffle
from .events import Die, Event, Modifier, RollExplanation, RollPart
from .game import OK, Game, GameOptions, Illegal, Ok, Outcome
from .match import IllegalAction, Match, SeatSpec, Step
from .registry import all_games, featured_game, get_game, register

__all__ = [
    "OK",
    "Action",
    "Dice",
    "Die",
    "Event",
    "Game",
    "GameOptions",
    "Illegal",
    "IllegalAction",
    "Match",
    "Modifier",
    "Ok",
    "Outcome",
    "RollExplanation",
    "RollPart",
    "SeatSpec",
    "Step",
    "all_games",
    "featured_game",
    "get_game",
    "new_rng",
    "register",
    "reshuffle",
]

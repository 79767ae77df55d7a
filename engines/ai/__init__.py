"""Computer opponents that work for every game through the engine contract."""
from engines.core.levels import LEVELS

from .agents import Agent, GreedyAgent, LookaheadAgent, MCTSAgent, RandomAgent, make_agent

__all__ = ["LEVELS", "Agent", "GreedyAgent", "LookaheadAgent", "MCTSAgent", "RandomAgent", "make_agent"]

"""Computer opponents that work for every game through the engine contract."""
from .agents import LEVELS, Agent, GreedyAgent, LookaheadAgent, MCTSAgent, RandomAgent, make_agent

__all__ = ["LEVELS", "Agent", "GreedyAgent", "LookaheadAgent", "MCTSAgent", "RandomAgent", "make_agent"]

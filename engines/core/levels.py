"""The computer levels a seat may be played at: part of a match's seats (saves and command lines name them);
engines/ai makes the agent for each."""
from __future__ import annotations

LEVELS: dict[str, str] = {
    "easy": "greedy, playing a random move about one time in three",
    "normal": "greedy: one move ahead with the game's evaluation, averaged over the dice",
    "hard": "one move ahead like normal, judged by the game's stronger evaluation where it has one "
            "(a game's evaluate with its level), averaged over more dice; a game may play it its own way "
            "(Game.agent_for)",
    "random": "any legal move at random",
    "greedy": "greedy (same as normal)",
    "mcts": "Monte Carlo tree search over determinised views, about 1.5 seconds a move",
    "lookahead": "greedy planning a few of its own moves ahead",
    "lookahead2": "greedy planning its turn and playing out the other seats' replies greedily before judging",
}

#: the levels a player may ask for hints at (engines/ai/hints.py; the desktop's Hint level menu)
HINT_LEVELS = ("easy", "normal", "hard")

"""War of the Ring (2nd edition): component data (components.py) and the rules engine (game.py).

The engine is deliberately NOT registered yet (see STATUS.md): this package imports nothing, so the
desktop does not list the game. Use `from engines.war_of_the_ring.game import WarOfTheRingGame`.
"""

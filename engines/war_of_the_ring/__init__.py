"""War of the Ring (2nd edition): component data (components.py) and the rules engine (game.py).

The engine is deliberately NOT registered yet (see STATUS.md): this package imports nothing, so the
desktop does not list the game. Use `from engines.war_of_the_ring.game import WarOfTheRingGame`.
Its desktop adapter (desktop/games/war_of_the_ring.py) is ready; registering is:

    from engines.core import register
    from .game import WarOfTheRingGame
    register(WarOfTheRingGame)

What holds it back is the benchmark's budget, not the desktop: every registered game is played by
`realms-table-cli bench`, and a War of the Ring game between computers takes ~40 s (normal against
random) to ~100 s (hard against normal) on the 2-core bench machine, so `bench --quick` grows past its
2 minutes and the full run (20 + 16 strength games) by half an hour.
"""

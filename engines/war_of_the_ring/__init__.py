"""War of the Ring (2nd edition). So far only its component data (components.py); the game itself is
not registered yet, so this package deliberately imports nothing."""

"""The 96 event cards, one module per deck (see ../CARDS.md). Importing this package registers every
card's event and combat halves in `..cards`."""
from . import fp_character, fp_strategy, shadow_character, shadow_strategy  # noqa: F401  (registers them)

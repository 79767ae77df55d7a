"""Lords of Waterdeep. Data only for now (cards.py); the rules engine registers the game later."""

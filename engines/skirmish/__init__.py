"""The skirmish table: two warbands of single figures on a table measured in centimetres (assets/rules/skirmish.md).

Only the data lives here so far (engines/skirmish/data.py); the game is not registered yet.
"""

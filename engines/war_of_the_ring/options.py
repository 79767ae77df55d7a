"""Set-up options of War of the Ring, validated with pydantic (they cross the disk in saves).

Two players play one side each. The seed's team variants ("Varyantlar") split a side between two
players: 4 players (two teams of two) or 3 players (one side alone with the 2-player rules, the other
split as in the 4-player game). A seat's *role* says what it plays:

| role | side | plays |
| --- | --- | --- |
| `gondor` | Free Peoples | Gondor and the Elves |
| `rohan` | Free Peoples | Rohan, the North and the Dwarves |
| `witch_king` | Shadow | Sauron, the Witch-king and the Mouth of Sauron (and the Nazgûl) |
| `saruman` | Shadow | Isengard, the Southrons & Easterlings and Saruman |
| `free_peoples` / `shadow` | that side | the whole side (a side played by one seat) |

`sides` (when given) decides each seat's side, else the roles do. A side with one seat plays it whole,
whatever role the seat names (so the New Game dialog's default sides and roles — Free Peoples/Gondor,
Shadow/Witch-king, Free Peoples/Rohan, Shadow/Saruman — are right for 2, 3 and 4 players, and choosing
sides alone keeps working in the 2-player game). A side with two seats needs its two team roles.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engines.core import GameOptions
from engines.core.i18n import T

SIDES = ("free_peoples", "shadow")
SIDE_NAMES = {"free_peoples": "Free Peoples", "shadow": "Shadow"}
TEAM_ROLES = {"free_peoples": ("gondor", "rohan"), "shadow": ("witch_king", "saruman")}
ROLE_SIDE = {"gondor": "free_peoples", "rohan": "free_peoples", "witch_king": "shadow", "saruman": "shadow",
             "free_peoples": "free_peoples", "shadow": "shadow"}
ROLE_NAMES = {"gondor": "Gondor", "rohan": "Rohan", "witch_king": "Witch-king", "saruman": "Saruman",
              "free_peoples": "Free Peoples", "shadow": "Shadow"}
Role = Literal["gondor", "witch_king", "rohan", "saruman", "free_peoples", "shadow"]


class WarOfTheRingOptions(GameOptions):
    """2 players (one side each), or the seed's team variants with 3 or 4 players."""

    players: int = Field(2, ge=2, le=4, description=T("2 players; 3 or 4 play the seed's team variants"))
    sides: list[Literal["free_peoples", "shadow"]] | None = Field(
        None, description=T("the side of each seat; default: Free Peoples, Shadow, Free Peoples, Shadow"))
    roles: list[Role] | None = Field(
        None, description=T("what each seat plays in a team game (a side with one seat plays it whole)"),
        json_schema_extra={"min_players": 3})   # the New Game dialog shows roles only for team games
    first_guide: Literal["gandalf_the_grey", "strider"] = Field(
        "gandalf_the_grey", title=T("First guide"),
        description=T("the Fellowship's guide at the start (both are level 3)"))

    @model_validator(mode="after")
    def _seats(self) -> WarOfTheRingOptions:
        n = self.players
        for name, value in (("sides", self.sides), ("roles", self.roles)):
            if value is not None and len(value) != n:
                raise ValueError(f"'{name}' names {len(value)} seat(s) but the game has {n} players: "
                                 "give one per seat, or leave it out.")
        sides = self.seat_sides()
        for sd in SIDES:
            k = sides.count(sd)
            if not 1 <= k <= 2:
                raise ValueError(f"the {SIDE_NAMES[sd]} need one or two seats ({k} given).")
            if k == 2 and self.roles is not None:
                mine = sorted(r for r, x in zip(self.roles, sides, strict=True) if x == sd)
                if mine != sorted(TEAM_ROLES[sd]):
                    want = " and ".join(ROLE_NAMES[r] for r in TEAM_ROLES[sd])
                    raise ValueError(f"the {SIDE_NAMES[sd]} are split between two seats: they play {want}.")
        return self

    def seat_sides(self) -> list[str]:
        """`sides` decides when given (then a role matters only on a side split between two seats),
        else the roles do, else Free Peoples, Shadow, Free Peoples, Shadow."""
        if self.sides is not None:
            return list(self.sides)
        if self.roles is not None:
            return [ROLE_SIDE[r] for r in self.roles]
        return [SIDES[i % 2] for i in range(self.players)]

    def seat_roles(self) -> list[str]:
        """Each seat's role: the side itself for a side with one seat, else its team role."""
        sides = self.seat_sides()
        out: list[str] = []
        for i, sd in enumerate(sides):
            if sides.count(sd) == 1:
                out.append(sd)
            elif self.roles is not None:
                out.append(self.roles[i])
            else:
                out.append(TEAM_ROLES[sd][sum(1 for x in sides[:i] if x == sd)])
        return out

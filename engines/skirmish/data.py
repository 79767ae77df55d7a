"""The skirmish table's figures, warbands and scenarios, read once from data/warbands.json and data/scenarios.json
and validated with pydantic.

The seed gives the profile (Move, Shoot, Fight, Strength, Defence, Courage), the armour and shield bonuses and
the wound chart; it names no actual figures, so every weapon, figure type, warband and scenario here is ours
(a table rule), written down in assets/rules/skirmish.md. Distances are centimetres, as on the seed's table.
"""
from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, Field, PrivateAttr, model_validator

DATA = Path(__file__).with_name("data")
WARBANDS = DATA / "warbands.json"
SCENARIOS = DATA / "scenarios.json"

Size = Literal["infantry", "small", "large", "cavalry"]
Armour = Literal["none", "light", "heavy", "combined"]
Side = Literal["good", "evil"]
Zone = Literal["north", "south"]
Look = Literal["rider", "archer", "warrior", "captain", "ranger", "uruk", "goblin", "dwarf", "elf", "troll"]

#: [Seed] what each armour adds to Defence (against shots and in fights alike); a shield adds 1 in fights only
ARMOUR_BONUS: dict[str, int] = {"none": 0, "light": 1, "heavy": 2, "combined": 3}
SHIELD_BONUS = 1
#: [Seed] what armour takes off the die when jumping, leaping or climbing an obstacle
JUMP_PENALTY: dict[str, int] = {"none": 0, "light": 0, "heavy": -1, "combined": -2}
#: [Table] base radius and height (cm) by size; a cavalry figure's round base stands in for the rider's oval one
SIZES: dict[str, tuple[float, float]] = {"infantry": (1.25, 3.0), "small": (1.0, 2.0), "large": (2.5, 5.0),
                                         "cavalry": (2.5, 5.0)}
#: [Seed] shooting at a target bigger than a man +1, smaller than a man -1; [Table] a horse and rider is bigger
TARGET_MODIFIER: dict[str, int] = {"infantry": 0, "small": -1, "large": 1, "cavalry": 1}
#: [Table] what a size is worth in points: hard to hit +1, easy to hit -1; cavalry's charge bonus outweighs its size
SIZE_POINTS: dict[str, int] = {"infantry": 0, "small": 1, "large": -1, "cavalry": 1}

#: [Table] the three tables (maps/data/skirmish_tables.json, 120 × 120 cm) and the zones each of them has
TABLES: dict[str, frozenset[str]] = {
    "fords_of_isen": frozenset({"north", "south", "ford"}),
    "fangorn_eaves": frozenset({"north", "south", "relic"}),
    "amon_hen": frozenset({"north", "south"}),
}

# The seed's distances and bonuses, and ours where it is silent; assets/rules/skirmish.md says which is which.
IN_FIGHT_CM = 2.0           # [Seed] figures closer than this to an enemy (or touching) must fight
FAILED_CHARGE_CM = 2.0      # [Seed] a charge ending farther than this from its target fails
BACK_AWAY_CM = 4.0          # [Seed] the loser of a fight backs away this far
FOLLOW_UP_CM = 4.0          # [Seed] the winner follows this far toward the loser
FIELD_OF_VIEW_DEG = 90.0    # [Seed] a figure sees (charges, shoots) within this arc, centred on its facing
SUPPORT_MAX = 2             # [Seed] +1 per supporting friend, at most +2
RUNNING_IN_FIGHT = -2       # [Seed] a figure that ran and is drawn into a fight fights at -2
DESPERATE_FROM = 7          # [Seed] a shot that needs 7 or more can only be a desperate shot (a natural 6)
CAVALRY_CHARGE = 1          # [Table] a cavalry figure fights at +1 on the turn it charged

#: [Seed] the wound chart: the lowest die roll that wounds, by the attack's Strength (rows 1-10) and the target's
#: Defence (columns 1-10); None ("–") where no roll wounds. The seed heads its rows "Defence" and its columns
#: "Strength", but its numbers only fit its own words (more Strength wounds more easily, more Defence less) read
#: this way round: see assets/rules/skirmish.md#wound-chart.
_: None = None
WOUND_CHART: tuple[tuple[int | None, ...], ...] = (
    (4, 5, 6, 6, _, _, _, _, _, _),
    (3, 4, 5, 6, 6, _, _, _, _, _),
    (2, 3, 4, 5, 6, 6, _, _, _, _),
    (2, 2, 3, 4, 5, 6, 6, _, _, _),
    (2, 2, 2, 3, 4, 5, 6, 6, _, _),
    (2, 2, 2, 2, 3, 4, 5, 6, 6, _),
    (2, 2, 2, 2, 2, 3, 4, 5, 6, 6),
    (2, 2, 2, 2, 2, 2, 3, 4, 5, 6),
    (2, 2, 2, 2, 2, 2, 2, 3, 4, 5),
    (2, 2, 2, 2, 2, 2, 2, 2, 3, 4),
)
del _


def to_wound(strength: int, defence: int) -> int | None:
    """The lowest roll of one die that wounds, or None when nothing can (the chart's "–")."""
    if not (1 <= strength <= 10 and 1 <= defence <= 10):
        raise ValueError(f"the wound chart runs from 1 to 10 (Strength {strength}, Defence {defence})")
    return WOUND_CHART[strength - 1][defence - 1]


_ID = r"^[a-z][a-z0-9_]*$"
_T = TypeVar("_T")


class _Model(BaseModel):
    model_config = {"extra": "forbid", "frozen": True}


class Weapon(_Model):
    """A missile weapon: its range is measured from the shooter's base to the nearest point of the target's."""

    id: str = Field(pattern=_ID)
    name: str = Field(min_length=1)
    kind: Literal["bow", "crossbow", "throwing"]
    range: float = Field(gt=0, le=120)
    strength: int = Field(ge=1, le=10)


class FigureType(_Model):
    """One kind of figure and its profile. Defence is the figure's own, before armour and shield."""

    id: str = Field(pattern=_ID)
    name: str = Field(min_length=1)
    size: Size
    move: int = Field(ge=4, le=30)
    shoot: int | None = Field(default=None, ge=2, le=6)
    fight: int = Field(ge=1, le=10)
    strength: int = Field(ge=1, le=10)
    defence: int = Field(ge=1, le=10)
    courage: int = Field(ge=2, le=12)
    armour: Armour = "none"
    shield: bool = False
    weapon: str | None = None
    points: int = Field(ge=1)
    look: Look

    @model_validator(mode="after")
    def _consistent(self) -> FigureType:
        if self.shoot is not None and self.weapon is None:
            raise ValueError(f"figure type {self.id}: it has a Shoot value ({self.shoot}+) but no weapon to "
                             "shoot with; give it a weapon or set shoot to null")
        if self.weapon is not None and self.shoot is None:
            raise ValueError(f"figure type {self.id}: it carries the weapon {self.weapon!r} but has no Shoot "
                             "value; give it one (2 to 6) or drop the weapon")
        if self.defence_in_fight > 10:
            raise ValueError(f"figure type {self.id}: Defence {self.defence} with {self.armour} armour"
                             f"{' and a shield' if self.shield else ''} is {self.defence_in_fight} in a fight; "
                             "the wound chart stops at 10")
        return self

    @property
    def armour_bonus(self) -> int:
        return ARMOUR_BONUS[self.armour]

    @property
    def defence_against_shooting(self) -> int:
        """[Seed] armour counts against shots; the shield does not."""
        return self.defence + self.armour_bonus

    @property
    def defence_in_fight(self) -> int:
        """[Seed] the shield adds 1 in close combat only."""
        return self.defence_against_shooting + (SHIELD_BONUS if self.shield else 0)

    @property
    def base_radius(self) -> float:
        return SIZES[self.size][0]

    @property
    def height(self) -> float:
        return SIZES[self.size][1]

    @property
    def can_run(self) -> bool:
        """[Seed] mounted figures do not run."""
        return self.size != "cavalry"

    @property
    def target_modifier(self) -> int:
        """What a shooter adds to its roll for this figure's size."""
        return TARGET_MODIFIER[self.size]

    @property
    def jump_modifier(self) -> int:
        return JUMP_PENALTY[self.armour]

    @property
    def obstacle_above(self) -> float:
        """[Seed] anything taller than half the figure's height is an obstacle that needs a jump test…"""
        return self.height / 2

    @property
    def obstacle_up_to(self) -> float:
        """[Seed] …and it can cross obstacles up to twice its height, no taller."""
        return self.height * 2


class Member(_Model):
    """One figure of a warband: its type, and its own name if it has one."""

    type: str
    name: str | None = None


class Warband(_Model):
    id: str = Field(pattern=_ID)
    name: str = Field(min_length=1)
    people: str = Field(min_length=1)
    side: Side
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    figures: tuple[Member, ...]
    _points: int | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _size(self) -> Warband:
        if not 6 <= len(self.figures) <= 12:
            raise ValueError(f"warband {self.id} has {len(self.figures)} figures; a warband has 6 to 12")
        return self

    @property
    def points(self) -> int:
        """The sum of its figures' points (never stored: the data's types decide it)."""
        if self._points is None:
            raise ValueError(f"warband {self.id}: its points are known once it is loaded with the figure types")
        return self._points


class BreakObjective(_Model):
    """A warband that has lost at least `fraction` of its starting figures is broken (checked at each turn's end)."""

    kind: Literal["break"]
    fraction: float = Field(gt=0, le=1)

    def breaks_at(self, start: int) -> int:
        """How many figures a warband of `start` figures must lose to break."""
        return math.ceil(self.fraction * start - 1e-9)


class HoldObjective(_Model):
    """At the end of the last turn, the side with more figures not cowed whose centres lie in the zone holds it."""

    kind: Literal["hold"]
    zone: str
    holder: Literal["more_figures_not_cowed"] = "more_figures_not_cowed"
    when: Literal["end_of_last_turn"] = "end_of_last_turn"


class RelicObjective(_Model):
    """A relic token lies at the middle of the zone; carry it off your own deployment edge to win."""

    kind: Literal["relic"]
    zone: str
    token_radius: float = Field(gt=0, le=3)
    pick_up: Literal["ends_move_touching"] = "ends_move_touching"
    carrier_move: Literal["move_no_run"] = "move_no_run"
    dropped_when: Literal["cowed_or_removed"] = "cowed_or_removed"
    won_by: Literal["off_own_edge"] = "off_own_edge"
    at_turn_limit: Literal["carrier_wins"] = "carrier_wins"


Objective = Annotated[BreakObjective | HoldObjective | RelicObjective, Field(discriminator="kind")]


class Deployment(_Model):
    """The warband chosen first deploys in `first`, the other in `second`."""

    first: Zone
    second: Zone

    @model_validator(mode="after")
    def _apart(self) -> Deployment:
        if self.first == self.second:
            raise ValueError(f"both warbands would deploy in {self.first}; the zones must differ")
        return self


class Scenario(_Model):
    id: str = Field(pattern=r"^[a-z][a-z0-9]*$")     # no '_' or '-': the rules text's anchor is scenario-<id>
    name: str = Field(min_length=1)
    description: str = Field(min_length=1)
    table: str
    turns: int = Field(ge=4, le=20)
    deployment: Deployment
    objective: Objective
    tie_break: Literal["enemy_points_removed"] = "enemy_points_removed"

    @model_validator(mode="after")
    def _on_its_table(self) -> Scenario:
        if self.table not in TABLES:
            raise ValueError(f"scenario {self.id}: unknown table {self.table!r} (known: {', '.join(sorted(TABLES))})")
        zone = getattr(self.objective, "zone", None)
        if zone is not None and (zone not in TABLES[self.table] or zone in ("north", "south")):
            raise ValueError(f"scenario {self.id}: the table {self.table} has no scenario zone {zone!r}")
        return self


def formula_points(figure: FigureType, weapon: Weapon | None) -> int:
    """[Table] a figure's points from its profile (assets/rules/skirmish.md#points): a first balance that the
    simulations will tune."""
    points = (3 * figure.fight + 2 * figure.strength + 2 * figure.defence_against_shooting
              + (1 if figure.shield else 0) + figure.courage // 2 + (figure.move - 10) // 2 + SIZE_POINTS[figure.size])
    if figure.shoot is not None and weapon is not None:
        points += (7 - figure.shoot) + weapon.strength + int(weapon.range // 10)
    return points


def _unique(kind: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ValueError(f"two {kind} share the id {i!r}")
        seen.add(i)


class SkirmishData(_Model):
    """Everything the skirmish table reads from its two data files, checked together."""

    about: str = ""
    weapons: tuple[Weapon, ...]
    types: tuple[FigureType, ...]
    warbands: tuple[Warband, ...]
    scenarios: tuple[Scenario, ...]
    _weapons: dict[str, Weapon] = PrivateAttr(default_factory=dict)
    _types: dict[str, FigureType] = PrivateAttr(default_factory=dict)
    _warbands: dict[str, Warband] = PrivateAttr(default_factory=dict)
    _scenarios: dict[str, Scenario] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> SkirmishData:
        _unique("weapons", [w.id for w in self.weapons])
        _unique("figure types", [t.id for t in self.types])
        _unique("warbands", [b.id for b in self.warbands])
        _unique("scenarios", [s.id for s in self.scenarios])
        weapons = {w.id: w for w in self.weapons}
        types = {t.id: t for t in self.types}
        for t in self.types:
            if t.weapon is not None and t.weapon not in weapons:
                raise ValueError(f"figure type {t.id}: unknown weapon {t.weapon!r}")
        colours: dict[str, str] = {}
        for b in self.warbands:
            for m in b.figures:
                if m.type not in types:
                    raise ValueError(f"warband {b.id}: unknown figure type {m.type!r}")
            if b.colour in colours:
                raise ValueError(f"warbands {colours[b.colour]} and {b.id} share the colour {b.colour}")
            colours[b.colour] = b.id
            b._points = sum(types[m.type].points for m in b.figures)
        self._weapons = weapons
        self._types = types
        self._warbands = {b.id: b for b in self.warbands}
        self._scenarios = {s.id: s for s in self.scenarios}
        return self

    # -- lookups ---------------------------------------------------------------------------------
    def weapon(self, weapon_id: str) -> Weapon:
        return _look_up(self._weapons, "weapon", weapon_id)

    def type(self, type_id: str) -> FigureType:
        return _look_up(self._types, "figure type", type_id)

    def warband(self, warband_id: str) -> Warband:
        return _look_up(self._warbands, "warband", warband_id)

    def scenario(self, scenario_id: str) -> Scenario:
        return _look_up(self._scenarios, "scenario", scenario_id)

    def weapon_of(self, figure: FigureType) -> Weapon | None:
        return None if figure.weapon is None else self.weapon(figure.weapon)

    def formula_points(self, type_id: str) -> int:
        figure = self.type(type_id)
        return formula_points(figure, self.weapon_of(figure))


def _look_up(found: dict[str, _T], kind: str, key: str) -> _T:
    try:
        return found[key]
    except KeyError:
        raise KeyError(f"unknown {kind} {key!r}") from None


def read_raw() -> dict[str, Any]:
    """Both data files as one document (what SkirmishData validates); tests damage a copy of it."""
    warbands = json.loads(WARBANDS.read_text(encoding="utf-8"))
    scenarios = json.loads(SCENARIOS.read_text(encoding="utf-8"))
    if set(scenarios) - {"about", "scenarios"}:
        raise ValueError(f"{SCENARIOS.name}: unexpected keys {sorted(set(scenarios) - {'about', 'scenarios'})}")
    return {**warbands, "scenarios": scenarios["scenarios"]}


@cache
def load_data() -> SkirmishData:
    return SkirmishData.model_validate(read_raw())

"""The skirmish table's data: weapons, figure types, warbands and scenarios as validated JSON, the seed's armour,
shield and wound chart, and our sizes, points and scenarios — and the rules text (assets/rules/skirmish.md) that
states them, kept in step with the data."""
from __future__ import annotations

import copy
import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from engines.skirmish.data import (
    TABLES,
    WOUND_CHART,
    BreakObjective,
    FigureType,
    Scenario,
    SkirmishData,
    Warband,
    formula_points,
    load_data,
    read_raw,
    to_wound,
)

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "assets" / "rules" / "skirmish.md"
TABLES_FILE = ROOT / "maps" / "data" / "skirmish_tables.json"
ANCHORS = ("overview", "profiles", "armour", "turn", "priority", "moving", "running", "charging", "field-of-view",
           "failed-charge", "terrain", "jumping", "shooting", "shooting-modifiers", "desperate-shot", "wounding",
           "wound-chart", "fighting", "fight-modifiers", "backing-away", "following-up", "multiple-fights", "support",
           "morale", "courage-tests", "cowed", "figures", "weapons", "cavalry", "higher", "deployment", "scenarios",
           "victory", "warbands", "points", "table-rules")


def profile(**changes: Any) -> dict[str, Any]:
    """A valid figure type as raw data, changed where a test says."""
    raw: dict[str, Any] = {"id": "test_figure", "name": "Test figure", "size": "infantry", "move": 10, "shoot": None,
                           "fight": 3, "strength": 3, "defence": 3, "courage": 7, "armour": "none", "shield": False,
                           "weapon": None, "points": 20, "look": "warrior"}
    raw.update(changes)
    return raw


def rules() -> str:
    return RULES.read_text(encoding="utf-8")


def section(anchor: str) -> str:
    """The rules text from the heading {#anchor} to the next heading."""
    text = rules()
    start = text.index(f"{{#{anchor}}}")
    end = text.find("\n#", start)
    return text[start:] if end < 0 else text[start:end]


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in a text, cell by cell."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines()
            if line.startswith("|")]
    return [r for r in rows if not all(set(c) <= set("-:") for c in r)]


# -- the data as a whole -------------------------------------------------------------------------------------------

def test_the_data_loads_once_with_its_lookups():
    d = load_data()
    assert load_data() is d
    assert 4 <= len(d.weapons) <= 6
    assert len(d.warbands) >= 4 and len(d.scenarios) >= 3
    assert d.weapon("crossbow").strength == 4
    assert d.type("rider_of_rohan").size == "cavalry"
    assert d.warband("moria_goblins").side == "evil"
    assert d.scenario("crossing").table == "fords_of_isen"
    with pytest.raises(KeyError, match="unknown figure type 'balrog'"):
        d.type("balrog")


def test_the_four_warbands_the_game_asks_for_are_there():
    d = load_data()
    riders, rangers = d.warband("westfold_riders"), d.warband("ithilien_rangers")
    uruks, goblins = d.warband("isengard_uruks"), d.warband("moria_goblins")
    kinds = {b.id: [d.type(m.type) for m in b.figures] for b in d.warbands}
    assert sum(t.size == "cavalry" for t in kinds[riders.id]) > len(riders.figures) / 2
    assert not any(t.can_run for t in kinds[riders.id] if t.size == "cavalry")
    assert all(t.weapon == "bow" for t in kinds[rangers.id])
    assert all(t.armour == "heavy" for t in kinds[uruks.id])
    assert any(t.shield for t in kinds[uruks.id]) and any(t.weapon == "crossbow" for t in kinds[uruks.id])
    assert len(goblins.figures) == max(len(b.figures) for b in d.warbands)
    assert all(t.size == "small" for t in kinds[goblins.id])
    assert any(t.weapon == "orc_bow" for t in kinds[goblins.id])
    assert {b.side for b in d.warbands} == {"good", "evil"}


def test_every_warband_has_6_to_12_figures_and_a_named_leader():
    d = load_data()
    for b in d.warbands:
        assert 6 <= len(b.figures) <= 12, b.id
        leader = b.figures[0]
        assert d.type(leader.type).look == "captain" and leader.name, b.id


def test_warband_points_are_computed_not_stored():
    d = load_data()
    riders = d.warband("westfold_riders")
    assert riders.points == sum(d.type(m.type).points for m in riders.figures)
    assert "points" not in json.dumps(read_raw()["warbands"])
    alone = Warband.model_validate(read_raw()["warbands"][0])
    with pytest.raises(ValueError, match="once it is loaded"):
        _ = alone.points


def test_every_figures_points_follow_the_formula_in_the_rules_text():
    d = load_data()
    wrong = {t.id: (t.points, d.formula_points(t.id)) for t in d.types if t.points != d.formula_points(t.id)}
    assert not wrong, f"points to update (stored, by the formula): {wrong}"
    ranger = d.type("ranger_of_gondor")
    assert formula_points(ranger, d.weapon("bow")) == 36       # the worked example in #points
    assert "= 36." in section("points")


def test_every_reference_resolves_and_every_id_is_unique():
    d = load_data()
    for t in d.types:
        assert t.weapon is None or d.weapon(t.weapon).id == t.weapon
    for b in d.warbands:
        for m in b.figures:
            assert d.type(m.type)
    for kind in ("weapons", "types", "warbands", "scenarios"):
        ids = [x.id for x in getattr(d, kind)]
        assert len(ids) == len(set(ids)), kind
    colours = [b.colour for b in d.warbands]
    assert len(colours) == len(set(colours))


@pytest.mark.parametrize(("damage", "message"), [
    (lambda raw: raw["types"][0].update(weapon="sling"), "unknown weapon 'sling'"),
    (lambda raw: raw["warbands"][0]["figures"].append({"type": "balrog", "name": None}), "unknown figure type"),
    (lambda raw: raw["warbands"].append(copy.deepcopy(raw["warbands"][0])), "two warbands share the id"),
    (lambda raw: raw["types"].append(copy.deepcopy(raw["types"][0])), "two figure types share the id"),
    (lambda raw: raw["weapons"].append(copy.deepcopy(raw["weapons"][0])), "two weapons share the id"),
    (lambda raw: raw["warbands"][1].update(colour=raw["warbands"][0]["colour"]), "share the colour"),
    (lambda raw: raw["warbands"][0].update(figures=raw["warbands"][0]["figures"][:5]), "has 5 figures"),
    (lambda raw: raw["warbands"][3]["figures"].extend([{"type": "goblin_warrior"}] * (13 - len(
        raw["warbands"][3]["figures"]))), "has 13 figures"),
    (lambda raw: raw["scenarios"][0].update(table="minas_tirith"), "unknown table 'minas_tirith'"),
    (lambda raw: raw["scenarios"][1]["objective"].update(zone="relic"), "has no scenario zone 'relic'"),
    (lambda raw: raw["scenarios"][0].update(deployment={"first": "north", "second": "north"}), "must differ"),
    (lambda raw: raw["scenarios"][0]["objective"].update(kind="conquest"), "conquest"),
])
def test_damaged_data_is_refused_with_the_reason(damage, message):
    raw = read_raw()
    damage(raw)
    with pytest.raises(ValidationError, match=re.escape(message)):
        SkirmishData.model_validate(raw)


# -- figure types --------------------------------------------------------------------------------------------------

def test_a_figure_with_a_shoot_value_but_no_weapon_is_refused():
    with pytest.raises(ValidationError, match=r"test_figure: it has a Shoot value \(4\+\) but no weapon"):
        FigureType.model_validate(profile(shoot=4))
    with pytest.raises(ValidationError, match="carries the weapon 'bow' but has no Shoot value"):
        FigureType.model_validate(profile(weapon="bow"))
    assert FigureType.model_validate(profile(shoot=4, weapon="bow")).shoot == 4


@pytest.mark.parametrize(("field", "bad"), [("move", 3), ("move", 31), ("shoot", 1), ("shoot", 7), ("fight", 0),
                                            ("strength", 11), ("defence", 0), ("courage", 1), ("courage", 13),
                                            ("size", "huge"), ("armour", "mithril"), ("look", "balrog")])
def test_a_profile_out_of_range_is_refused(field, bad):
    changes: dict[str, Any] = {field: bad}
    if field == "shoot":
        changes["weapon"] = "bow"
    with pytest.raises(ValidationError, match=field):
        FigureType.model_validate(profile(**changes))


def test_extra_fields_are_refused():
    with pytest.raises(ValidationError, match="wounds"):
        FigureType.model_validate(profile(wounds=3))


@pytest.mark.parametrize(("armour", "bonus"), [("none", 0), ("light", 1), ("heavy", 2), ("combined", 3)])
def test_armour_adds_to_defence_against_shots_and_in_fights(armour, bonus):
    figure = FigureType.model_validate(profile(defence=3, armour=armour))
    assert figure.armour_bonus == bonus
    assert figure.defence_against_shooting == 3 + bonus
    assert figure.defence_in_fight == 3 + bonus


@pytest.mark.parametrize("armour", ["none", "light", "heavy", "combined"])
def test_a_shield_adds_one_in_a_fight_only(armour):
    figure = FigureType.model_validate(profile(defence=3, armour=armour, shield=True))
    without = FigureType.model_validate(profile(defence=3, armour=armour))
    assert figure.defence_against_shooting == without.defence_against_shooting
    assert figure.defence_in_fight == without.defence_in_fight + 1


def test_defence_beyond_the_wound_chart_is_refused():
    with pytest.raises(ValidationError, match="in a fight; the wound chart stops at 10"):
        FigureType.model_validate(profile(defence=7, armour="combined", shield=True))


@pytest.mark.parametrize(("armour", "modifier"), [("none", 0), ("light", 0), ("heavy", -1), ("combined", -2)])
def test_heavy_and_combined_armour_hinder_jumping(armour, modifier):
    assert FigureType.model_validate(profile(armour=armour)).jump_modifier == modifier


@pytest.mark.parametrize(("size", "radius", "height", "to_hit", "runs"), [
    ("infantry", 1.25, 3.0, 0, True), ("small", 1.0, 2.0, -1, True), ("large", 2.5, 5.0, 1, True),
    ("cavalry", 2.5, 5.0, 1, False)])
def test_bases_heights_and_what_size_means(size, radius, height, to_hit, runs):
    figure = FigureType.model_validate(profile(size=size))
    assert (figure.base_radius, figure.height) == (radius, height)
    assert figure.target_modifier == to_hit
    assert figure.can_run is runs
    assert (figure.obstacle_above, figure.obstacle_up_to) == (height / 2, height * 2)


def test_no_figure_is_beyond_every_blow_in_a_fight():
    types = load_data().types
    for striker, struck in itertools.product(types, types):
        assert to_wound(striker.strength, struck.defence_in_fight) is not None, (striker.id, struck.id)


# -- the wound chart -----------------------------------------------------------------------------------------------

def test_the_wound_chart_wounds_more_easily_with_strength_and_less_easily_against_defence():
    def need(s: int, d: int) -> int:
        value = to_wound(s, d)
        return 7 if value is None else value
    for s, d in itertools.product(range(1, 11), repeat=2):
        assert need(s, d) >= (need(s + 1, d) if s < 10 else 0)
        assert need(s, d) <= (need(s, d + 1) if d < 10 else 7)


@pytest.mark.parametrize(("strength", "defence", "roll"), [(3, 3, 4), (4, 3, 3), (5, 3, 2), (10, 1, 2), (3, 5, 6),
                                                           (3, 6, 6), (3, 7, None), (1, 5, None), (10, 10, 4),
                                                           (2, 6, None), (4, 6, 6), (4, 5, 5)])
def test_the_wound_chart_reads_strength_against_defence(strength, defence, roll):
    assert to_wound(strength, defence) == roll


def test_the_wound_chart_stops_at_ten():
    with pytest.raises(ValueError, match="1 to 10"):
        to_wound(11, 3)


def test_the_rules_text_shows_the_wound_chart_of_the_data():
    rows = table_rows(section("wound-chart"))
    assert rows[0] == ["Strength ↓ / Defence →", *map(str, range(1, 11))]
    for s, row in enumerate(WOUND_CHART, 1):
        assert rows[s] == [f"**{s}**", *(("–" if v is None else str(v)) for v in row)]


# -- scenarios -----------------------------------------------------------------------------------------------------

def test_one_scenario_of_each_kind_each_on_a_known_table():
    d = load_data()
    assert {s.objective.kind for s in d.scenarios} == {"break", "hold", "relic"}
    for s in d.scenarios:
        assert s.table in TABLES
        assert {s.deployment.first, s.deployment.second} == {"north", "south"}
        assert 4 <= s.turns <= 20 and s.tie_break == "enemy_points_removed"
        assert len(s.description.split(". ")) >= 2
    assert d.scenario("crossing").objective.zone == "ford"
    assert d.scenario("heirloom").objective.zone == "relic"
    assert d.scenario("heirloom").table == "fangorn_eaves"


@pytest.mark.parametrize(("start", "lost"), [(7, 4), (8, 4), (9, 5), (12, 6)])
def test_a_warband_breaks_when_it_has_lost_half_its_figures(start, lost):
    objective = load_data().scenario("clash").objective
    assert isinstance(objective, BreakObjective) and objective.fraction == 0.5
    assert objective.breaks_at(start) == lost


def test_a_scenario_id_makes_a_rules_text_anchor():
    raw = read_raw()["scenarios"][0]
    with pytest.raises(ValidationError, match="id"):
        Scenario.model_validate({**raw, "id": "clash_at_amon_hen"})


@pytest.mark.skipif(not TABLES_FILE.exists(), reason="the skirmish tables are not on this branch yet")
def test_the_scenarios_tables_and_zones_exist_on_the_board():
    text = TABLES_FILE.read_text(encoding="utf-8")
    for s in load_data().scenarios:
        assert f'"{s.table}"' in text, s.table
        zone = getattr(s.objective, "zone", None)
        assert zone is None or f'"{zone}"' in text, zone


# -- the rules text ------------------------------------------------------------------------------------------------

def test_the_rules_text_has_every_anchor_the_rules_panel_links_to():
    anchors = re.findall(r"^#+ .*\{#([a-z0-9-]+)\}\s*$", rules(), re.M)
    assert len(anchors) == len(set(anchors))
    missing = set(ANCHORS) - set(anchors)
    assert not missing
    assert {f"scenario-{s.id}" for s in load_data().scenarios} <= set(anchors)
    for link in re.findall(r"\]\(#([a-z0-9-]+)\)", rules()):
        assert link in anchors, link


def test_every_rule_is_labelled_seed_or_table():
    text = rules()
    for block in text[text.index("## Profiles"):].split("\n\n"):     # the overview only introduces the game
        if block.startswith(("#", "|", "-", "1.", "*", "Our own rules", "For example", "The names")):
            continue
        assert block.startswith(("**[Seed]**", "**[Table]**")), block[:80]


def test_the_rules_text_shows_the_profiles_of_the_data():
    d = load_data()
    rows = {r[0]: r for r in table_rows(section("warbands")) if len(r) == 12}
    for t in d.types:
        weapon = d.weapon(t.weapon).name if t.weapon else "–"
        assert rows[t.name] == [t.name, t.size, f"{t.move} cm", f"{t.shoot}+" if t.shoot else "–", str(t.fight),
                                str(t.strength), f"{t.defence} ({t.defence_against_shooting}/{t.defence_in_fight})",
                                str(t.courage), t.armour, "yes" if t.shield else "no", weapon, str(t.points)]
    bands = {r[0]: r for r in table_rows(section("warbands")) if len(r) == 5}
    for b in d.warbands:
        assert bands[b.name][2:] == [b.side, bands[b.name][3], str(b.points)]
        assert bands[b.name][3].startswith(f"{len(b.figures)}: ")
        for m in b.figures:
            assert d.type(m.type).name in bands[b.name][3] and (m.name or "") in bands[b.name][3]


def test_the_rules_text_shows_the_weapons_of_the_data():
    rows = {r[0]: r for r in table_rows(section("weapons"))}
    for w in load_data().weapons:
        assert rows[w.name] == [w.name, w.kind, f"{w.range:g} cm", str(w.strength)]


def test_the_rules_text_shows_the_scenarios_of_the_data():
    rows = {r[0]: r for r in table_rows(section("scenarios"))}
    for s in load_data().scenarios:
        row = rows[f"[{s.name}](#scenario-{s.id})"]
        assert row[2:4] == [str(s.turns), s.deployment.first]
        assert s.description in section(f"scenario-{s.id}").replace("\n", " ")

"""The skirmish table's geometry (maps/skirmish/geometry.py) and data (schema.py, skirmish_tables.json).

Every expected number is worked out by hand in the comment beside it."""
from __future__ import annotations

import math

import pytest
from pydantic import ValidationError

from maps.skirmish import load_table, load_tables
from maps.skirmish.geometry import (
    Disc,
    boundary_distance,
    closest_on_boundary,
    distance,
    higher,
    is_simple,
    level_at,
    line_of_sight,
    point_in_polygon,
    polygon_area,
    polygon_centroid,
    segment_boundary_params,
    segment_circle,
    segment_inside,
    signed_area,
)
from maps.skirmish.schema import Table, TableFile, Terrain

SQUARE = [(10.0, 10.0), (20.0, 10.0), (20.0, 20.0), (10.0, 20.0)]
# an L: the square [0, 10]² with its top-right quarter [5, 10] x [0, 5] cut away
ELL = [(0.0, 0.0), (5.0, 0.0), (5.0, 5.0), (10.0, 5.0), (10.0, 10.0), (0.0, 10.0)]


def piece(pid: str, kind: str, polygon: list[tuple[float, float]], **kw: object) -> Terrain:
    return Terrain(id=pid, name=pid.replace("_", " ").title(), kind=kind, look="rocks", polygon=polygon, **kw)


# ---- polygons ----------------------------------------------------------------------------------------------

def test_point_in_polygon_inside_outside_and_on_the_edge():
    assert point_in_polygon((15, 15), SQUARE)
    assert not point_in_polygon((25, 15), SQUARE)
    assert not point_in_polygon((7, 2), ELL)          # in the cut-away quarter
    assert point_in_polygon((2, 7), ELL)
    # on the outline: inside unless asked otherwise
    assert point_in_polygon((10, 15), SQUARE)
    assert not point_in_polygon((10, 15), SQUARE, boundary=False)
    assert point_in_polygon((20, 20), SQUARE)         # a corner


def test_area_centroid_and_winding():
    assert polygon_area(SQUARE) == pytest.approx(100)
    assert polygon_centroid(SQUARE) == pytest.approx((15, 15))
    # the L: 100 - 25 = 75 cm²; centroid of square (5, 5)·100 minus quarter (7.5, 2.5)·25, over 75:
    # x = (500 - 187.5) / 75 = 4.1667, y = (500 - 62.5) / 75 = 5.8333
    assert polygon_area(ELL) == pytest.approx(75)
    assert polygon_centroid(ELL) == pytest.approx((312.5 / 75, 437.5 / 75))
    # x right, y down: SQUARE turns from +x towards +y (clockwise on screen), a positive shoelace sum
    assert signed_area(SQUARE) > 0 > signed_area(list(reversed(SQUARE)))
    # a triangle's centroid is the mean of its corners
    assert polygon_centroid([(0, 0), (6, 0), (0, 3)]) == pytest.approx((2, 1))


def test_closest_point_on_the_outline():
    assert closest_on_boundary((15, 12), SQUARE) == pytest.approx((15, 10))       # inside, nearest the top
    assert closest_on_boundary((25, 25), SQUARE) == pytest.approx((20, 20))       # outside, nearest a corner
    assert boundary_distance((25, 25), SQUARE) == pytest.approx(math.sqrt(50))
    assert boundary_distance((30, 15), SQUARE) == pytest.approx(10)


def test_segment_meets_a_polygon_where_expected():
    # (0, 15) → (30, 15) crosses x = 10 at t = 1/3 and x = 20 at t = 2/3
    assert segment_boundary_params((0, 15), (30, 15), SQUARE) == pytest.approx([1 / 3, 2 / 3])
    assert segment_inside((0, 15), (30, 15), SQUARE) == [pytest.approx((1 / 3, 2 / 3))]
    # the L seen along y = 2.5 from x = -5 to x = 15: inside for x in [0, 5] only, t in [0.25, 0.5]
    assert segment_inside((-5, 2.5), (15, 2.5), ELL) == [pytest.approx((0.25, 0.5))]
    # along y = 7.5 it is inside for x in [0, 10]: t in [0.25, 0.75]
    assert segment_inside((-5, 7.5), (15, 7.5), ELL) == [pytest.approx((0.25, 0.75))]
    # starting inside: from (15, 15) to (15, 30) leaves at y = 20, t = 1/3
    assert segment_inside((15, 15), (15, 30), SQUARE) == [pytest.approx((0, 1 / 3))]
    # a segment running along the edge counts as inside (the cautious reading)
    assert segment_inside((10, 5), (10, 25), SQUARE) == [pytest.approx((0.25, 0.75))]
    # one that only touches a corner spends no length inside
    assert segment_inside((0, 0), (30, 0), SQUARE) == []


def test_segment_and_circle():
    # the x axis from -10 to 10 through a circle of radius 5 at the origin: inside for x in (-5, 5)
    assert segment_circle((-10, 0), (10, 0), (0, 0), 5) == pytest.approx((0.25, 0.75))
    # 3 cm off the centre: half-chord 4, so x in (-4, 4), t in (0.3, 0.7)
    assert segment_circle((-10, 3), (10, 3), (0, 0), 5) == pytest.approx((0.3, 0.7))
    # tangent (5 cm off) only touches: outside
    assert segment_circle((-10, 5), (10, 5), (0, 0), 5) is None
    assert segment_circle((6, 0), (10, 0), (0, 0), 5) is None


def test_simple_polygons():
    assert is_simple(SQUARE)
    assert is_simple(ELL)
    assert not is_simple([(0, 0), (10, 10), (10, 0), (0, 10)])            # a bow tie
    assert not is_simple([(0, 0), (10, 0), (5, 0), (5, 5)])               # an edge folds back on another
    assert not is_simple([(0, 0), (10, 0), (10, 0), (0, 10)])             # a repeated corner


# ---- sight and levels ---------------------------------------------------------------------------------------

def sight_table() -> Table:
    return Table(id="sight", name="Sight", width=60, height=40, terrain=[
        piece("wood", "difficult", [(20, 10), (30, 10), (30, 30), (20, 30)], blocks_sight=True),
        piece("marsh", "difficult", [(35, 10), (40, 10), (40, 30), (35, 30)]),
        piece("hill", "open", [(45, 5), (58, 5), (58, 35), (45, 35)], level=1, height=4),
    ])


def test_line_of_sight_lists_blocking_pieces_and_discs():
    t = sight_table()
    # along y = 20 from (10, 20) to (50, 20): through the wood from x = 20 to 30 (10 to 20 cm from the start),
    # through the marsh (which does not block sight) and onto the hill (which does not either)
    seen = line_of_sight(t, (10, 20), (50, 20), discs=[Disc(15, 20.5, 1.0), Disc(15, 25, 1.0)])
    assert [c.terrain.id for c in seen.pieces] == ["wood"]
    assert (seen.pieces[0].enter, seen.pieces[0].leave) == pytest.approx((10, 20))
    assert seen.pieces[0].length == pytest.approx(10)
    assert seen.discs == (0,)                   # 0.5 cm off the line: crossed; 5 cm off: not
    assert not seen.clear
    # the viewer standing inside the wood can leave it out; its own base can be left out too
    inside = line_of_sight(t, (25, 20), (50, 20), discs=[Disc(25, 20, 1.25)], ignore={"wood"}, ignore_discs={0})
    assert inside.clear
    # from inside without ignoring: the wood counts from 0 to 5 cm
    inside = line_of_sight(t, (25, 20), (50, 20))
    assert (inside.pieces[0].enter, inside.pieces[0].leave) == pytest.approx((0, 5))
    assert line_of_sight(t, (10, 5), (50, 5)).clear          # above the wood


def test_higher_ground():
    t = sight_table()
    assert level_at(t, (50, 20)) == 1 and level_at(t, (10, 20)) == 0
    assert higher(t, (50, 20), (10, 20))
    assert not higher(t, (10, 20), (50, 20))
    assert not higher(t, (50, 20), (55, 30))      # both on the hill


def test_distance():
    assert distance((1, 2), (4, 6)) == 5


# ---- the schema ----------------------------------------------------------------------------------------------

def test_schema_refuses_a_polygon_outside_the_table():
    with pytest.raises(ValidationError, match=r"terrain rock's polygon has a point \(65, 10\) outside the 60 × 40"):
        Table(id="bad", name="Bad", width=60, height=40,
              terrain=[piece("rock", "impassable", [(50, 10), (65, 10), (55, 20)])])
    with pytest.raises(ValidationError, match=r"zone 'north' has a point"):
        Table(id="bad", name="Bad", width=60, height=40, zones={"north": [(0, 0), (60, 0), (60, -5)]})


def test_schema_refuses_an_obstacle_without_height():
    with pytest.raises(ValidationError, match="an obstacle needs a height above 0 cm"):
        piece("wall", "obstacle", [(10, 10), (20, 10), (20, 11), (10, 11)])


def test_schema_refuses_duplicate_ids_and_bad_polygons():
    rock = piece("rock", "impassable", [(10, 10), (20, 10), (15, 20)])
    with pytest.raises(ValidationError, match=r"duplicate terrain ids \['rock'\]"):
        Table(id="bad", name="Bad", width=60, height=40, terrain=[rock, rock])
    with pytest.raises(ValidationError, match="crosses itself"):
        Table(id="bad", name="Bad", width=60, height=40,
              terrain=[piece("bow", "difficult", [(0, 0), (10, 10), (10, 0), (0, 10)])])
    with pytest.raises(ValidationError, match="at least 3 points"):
        Table(id="bad", name="Bad", width=60, height=40, terrain=[piece("line", "difficult", [(0, 0), (10, 10)])])
    with pytest.raises(ValidationError, match="no area"):
        Table(id="bad", name="Bad", width=60, height=40,
              terrain=[piece("flat", "difficult", [(0, 0), (5, 5), (10, 10)])])
    with pytest.raises(ValidationError, match="kind"):
        piece("lava", "burning", [(10, 10), (20, 10), (15, 20)])
    table = Table(id="ok", name="Ok", width=60, height=40, zones={"north": [(0, 0), (60, 0), (60, 5), (0, 5)]})
    with pytest.raises(ValidationError, match=r"duplicate table ids \['ok'\]"):
        TableFile(tables=[table, table])
    with pytest.raises(ValidationError, match="no deployment zone 'south'"):
        TableFile(tables=[table])


# ---- the authored tables -----------------------------------------------------------------------------------

def test_the_three_tables_load_and_validate():
    tables = load_tables()
    assert list(tables) == ["fords_of_isen", "fangorn_eaves", "amon_hen"]
    assert load_table("amon_hen").name == "Amon Hen"
    for t in tables.values():
        assert (t.width, t.height) == (120, 120)
        assert 6 <= len(t.terrain) <= 12
        # deployment: north is the strip y < 20, south y > 100
        assert polygon_area(t.zones["north"]) == pytest.approx(120 * 20)
        assert all(y <= 20 for _, y in t.zones["north"]) and all(y >= 100 for _, y in t.zones["south"])
        kinds = {p.kind for p in t.terrain}
        assert "difficult" in kinds or "obstacle" in kinds
        assert all(p.height > 0 for p in t.terrain if p.kind == "obstacle")


@pytest.mark.parametrize("table_id", ["fords_of_isen", "fangorn_eaves", "amon_hen"])
def test_each_table_is_fair_to_both_sides(table_id):
    """Each kind of terrain covers about as much of the north half as of the south half (the tables are laid out
    as mirror images through the centre)."""
    t = load_table(table_id)

    def half(polygon, north: bool):
        # the polygon clipped to y <= 60 (north) or y >= 60 (south), one edge at a time (Sutherland–Hodgman)
        keep = (lambda p: p[1] <= 60) if north else (lambda p: p[1] >= 60)
        out = []
        for a, b in zip(polygon, polygon[1:] + polygon[:1], strict=True):
            if keep(a):
                out.append(a)
            if keep(a) != keep(b):
                f = (60 - a[1]) / (b[1] - a[1])
                out.append((a[0] + (b[0] - a[0]) * f, 60.0))
        return out

    for kind in ("difficult", "obstacle", "impassable"):
        n = sum(polygon_area(h) for p in t.terrain if p.kind == kind and len(h := half(p.polygon, True)) >= 3)
        s = sum(polygon_area(h) for p in t.terrain if p.kind == kind and len(h := half(p.polygon, False)) >= 3)
        assert n == pytest.approx(s, rel=0.05), (kind, n, s)


def test_special_places():
    assert "ford" in load_table("fords_of_isen").zones
    relic = load_table("fangorn_eaves").zones["relic"]
    assert point_in_polygon((60, 60), relic)
    # the fords are open ground between the two reaches of the river
    fords = load_table("fords_of_isen").piece("fords")
    assert fords.kind == "open" and point_in_polygon((60, 60), fords.polygon)
    assert load_table("amon_hen").piece("amon_hen").level == 1

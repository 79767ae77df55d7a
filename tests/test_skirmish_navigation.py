"""Movement on the skirmish table (maps/skirmish/navigation.py): costs, paths, refusals, jumps and the area.

Each expected number is worked out by hand in the comment beside it. A cost may exceed the true shortest
path by a millimetre or two (bends are drawn as fine polygons round the arcs) but never undercut it, and it is
always the `measure` of the path returned, which never lets a base overlap anything."""
from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from maps.skirmish.geometry import polygon_distance
from maps.skirmish.navigation import Disc, Mover, Navigator, distance, measure, navigator
from maps.skirmish.schema import Table, Terrain

INFANTRY = (1.25, 3.0)          # base radius, height (cm)
MM2 = 0.2                       # "within 2 mm"


def piece(pid: str, name: str, kind: str, polygon: list[tuple[float, float]], **kw: object) -> Terrain:
    return Terrain(id=pid, name=name, kind=kind, look="rocks", polygon=polygon, **kw)


def rect(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def mover(x: float, y: float, allowance: float, size: tuple[float, float] = INFANTRY) -> Mover:
    return Mover(x, y, size[0], size[1], allowance)


def assert_clear(table: Table, path: list[tuple[float, float]], radius: float, blockers=()) -> None:
    """Sample the path every 0.05 cm: the base stays on the table, off every other base and off the pieces that
    block it (impassable ones here)."""
    blocking = [p.polygon for p in table.terrain if p.kind == "impassable"]
    for a, b in itertools.pairwise(path):
        steps = max(1, math.ceil(distance(a, b) / 0.05))
        for k in range(steps + 1):
            p = (a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
            assert radius - 1e-6 <= p[0] <= table.width - radius + 1e-6
            assert radius - 1e-6 <= p[1] <= table.height - radius + 1e-6
            for d in blockers:
                assert distance(p, (d.x, d.y)) >= d.r + radius - 1e-6, (p, d)
            for poly in blocking:
                assert polygon_distance(p, poly) >= radius - 1e-6, p


# ---- tables ---------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def open_nav() -> Navigator:
    return Navigator(Table(id="open", name="Open", width=100, height=100))


@pytest.fixture(scope="module")
def wood_nav() -> Navigator:
    # a wood marked impassable, 20 x 20 cm
    return Navigator(Table(id="wood", name="Wood", width=100, height=100,
                           terrain=[piece("wood", "Fangorn's edge", "impassable", rect(50, 40, 70, 60))]))


@pytest.fixture(scope="module")
def strip_nav() -> Navigator:
    # a marsh strip across the whole table: no way round it
    return Navigator(Table(id="strip", name="Strip", width=100, height=100,
                           terrain=[piece("marsh", "The marsh", "difficult", rect(50, 0, 60, 100))]))


@pytest.fixture(scope="module")
def walls_nav() -> Navigator:
    return Navigator(Table(id="walls", name="Walls", width=100, height=100, terrain=[
        piece("low_wall", "The old wall", "obstacle", rect(50, 30, 52, 70), height=2.0),
        piece("fence", "Fence", "obstacle", rect(70, 30, 71, 70), height=1.5),
        piece("cliff", "Cliff", "obstacle", rect(20, 0, 22, 100), height=7.0),
        piece("rock", "Great rock", "impassable", rect(80, 10, 90, 20)),
    ]))


# ---- open ground ------------------------------------------------------------------------------------------------

def test_open_ground_costs_the_straight_line(open_nav):
    reach = open_nav.reach(mover(30, 30, 24), [])
    # (30, 30) to (40, 45): √(10² + 15²) = 18.027756...
    assert reach.cost(40, 45) == pytest.approx(math.hypot(10, 15), abs=1e-6)
    assert reach.path(40, 45) == [(30, 30), (40, 45)]
    assert reach.refusal(40, 45) is None
    assert reach.cost(30, 30) == 0 and reach.path(30, 30) == [(30, 30)]
    assert reach.allowance == 24


def test_beyond_the_allowance_the_cost_is_still_true(open_nav):
    reach = open_nav.reach(mover(20, 20, 10), [])
    # (20, 20) to (50, 60): √(30² + 40²) = 50, five times the allowance: the search extends to find it
    assert reach.cost(50, 60) == pytest.approx(50, abs=1e-6)
    refusal = reach.refusal(50, 60)
    assert refusal is not None and refusal.code == "too_far" and refusal.cost == pytest.approx(50)
    assert refusal.through is None


# ---- round impassable terrain ------------------------------------------------------------------------------------

def test_path_around_a_wood_hugs_both_corners(wood_nav):
    reach = wood_nav.reach(mover(40, 50, 60), [])
    # (40, 50) to (80, 50) round the wood [50, 70] x [40, 60] grown by r = 1.25: over the top (or under, the same).
    # Tangent from (40, 50) to the corner circle at (50, 40): d = √200, t = √(200 - 1.25²) = 14.086785.
    # The tangent point is acos(1.25 / √200) = 84.929° round from the direction to the start (135° away from
    # straight up), so the arc to the top of the circle is 135° - 84.929° = 50.071° = 0.873902 rad: 1.092378 cm.
    # Then 20 cm along y = 38.75, and the same again down to (80, 50): 2 (14.086785 + 1.092378) + 20 = 50.358324.
    cost = reach.cost(80, 50)
    assert 50.358324 - 1e-6 <= cost <= 50.358324 + MM2
    path = reach.path(80, 50)
    assert measure(wood_nav.table, path) == pytest.approx(cost, abs=1e-9)
    assert_clear(wood_nav.table, path, 1.25)
    assert min(y for _, y in path) >= 38.75 - 1e-6 or max(y for _, y in path) <= 61.25 + 1e-6


def test_path_around_one_corner(wood_nav):
    reach = wood_nav.reach(mover(40, 50, 40), [])
    # (40, 50) to (60, 30): the straight line runs through the corner (50, 40). Both ends are √200 from it:
    # two tangents of 14.086785, and between them an arc of 180° - 2 x 84.929° = 10.142° = 0.177008 rad,
    # 0.221260 cm: 28.394829 in all.
    cost = reach.cost(60, 30)
    assert 28.394829 - 1e-6 <= cost <= 28.394829 + MM2
    assert_clear(wood_nav.table, reach.path(60, 30), 1.25)


def test_standing_in_or_against_impassable_terrain_is_refused(wood_nav):
    reach = wood_nav.reach(mover(40, 50, 24), [])
    refusal = reach.refusal(60, 50)                         # inside the wood
    assert refusal is not None and (refusal.code, refusal.terrain) == ("impassable", "Fangorn's edge")
    assert reach.refusal(49, 50).code == "impassable"       # centre outside, but the base (1.25) overlaps
    assert reach.refusal(48.75, 50) is None                 # base touching the wood: allowed
    assert reach.cost(60, 50) is None and reach.path(60, 50) == []


def test_off_the_table_is_refused(open_nav):
    reach = open_nav.reach(mover(10, 10, 24), [])
    assert reach.refusal(0.5, 20).code == "off_table"       # the base would hang over the edge
    assert reach.refusal(-3, 20).code == "off_table"
    assert reach.refusal(1.25, 20) is None                  # base touching the edge
    assert reach.cost(0.5, 20) is None


# ---- difficult terrain ----------------------------------------------------------------------------------------

def test_through_a_marsh_strip_counts_double(strip_nav):
    reach = strip_nav.reach(mover(40, 50, 45), [])
    # (40, 50) to (70, 50) straight across the strip x in [50, 60]: 10 + 2 x 10 + 10 = 40
    assert reach.cost(70, 50) == pytest.approx(40, abs=1e-6)
    # into the marsh: (40, 50) to (55, 50): 10 + 2 x 5 = 20
    assert reach.cost(55, 50) == pytest.approx(20, abs=1e-6)


def test_a_path_across_a_marsh_bends_at_its_edges(strip_nav):
    reach = strip_nav.reach(mover(40, 40, 60), [])
    # (40, 40) to (70, 60), symmetric about (55, 50): entering at (50, 50 - u), leaving at (60, 50 + u) costs
    # f(u) = 2 √(10² + (10 - u)²) + 2 √(10² + (2u)²). f'(u) = 0 (Snell: the sine outside is twice the sine inside)
    # at u = 1.686673, f = 47.115862; the straight line would cost 36.055513 x 4/3 = 48.074017.
    cost = reach.cost(70, 60)
    assert 47.115862 - 1e-6 <= cost <= 47.115862 + MM2
    path = reach.path(70, 60)
    assert measure(strip_nav.table, path) == pytest.approx(cost, abs=1e-9)


def test_going_round_a_small_marsh_is_cheaper():
    nav = Navigator(Table(id="pond", name="Pond", width=80, height=80,
                          terrain=[piece("marsh", "The marsh", "difficult", rect(50, 47, 56, 53))]))
    reach = nav.reach(mover(40, 50, 40), [])
    # (40, 50) to (66, 50): through the 6 cm marsh 10 + 12 + 10 = 32; round its corners (50, 47) and (56, 47):
    # √(10² + 3²) + 6 + √(10² + 3²) = 26.880613
    cost = reach.cost(66, 50)
    assert 26.880613 - 1e-6 <= cost <= 26.880613 + MM2
    bends = reach.path(66, 50)[1:-1]
    assert bends and (all(y <= 47 for _, y in bends) or all(y >= 53 for _, y in bends))


def test_starting_in_a_marsh(strip_nav):
    reach = strip_nav.reach(mover(55, 50, 30), [])
    # (55, 50) to (55, 57), all in the marsh: 2 x 7 = 14; out to (70, 50): 2 x 5 + 10 = 20 (straight out is best)
    assert reach.cost(55, 57) == pytest.approx(14, abs=1e-6)
    assert reach.cost(70, 50) == pytest.approx(20, abs=1e-6)


def test_too_far_names_the_marsh(strip_nav):
    reach = strip_nav.reach(mover(40, 50, 30), [])
    # 40 cm to (70, 50) as above, 10 more than the allowance
    refusal = reach.refusal(70, 50)
    assert refusal is not None and refusal.code == "too_far"
    assert refusal.cost == pytest.approx(40, abs=1e-6)
    assert refusal.through == "The marsh"


# ---- obstacles -------------------------------------------------------------------------------------------------

def test_an_obstacle_at_most_half_the_height_is_crossed_freely(walls_nav):
    reach = walls_nav.reach(mover(60, 50, 24), [])
    # the fence (1.5 cm, half an infantryman's 3 cm) in the way: (60, 50) to (80, 50) costs 20, its 1 cm
    # thickness counted like open ground
    assert reach.cost(80, 50) == pytest.approx(20, abs=1e-6)
    assert reach.refusal(80, 50) is None and reach.jump(80, 50) is None


def test_an_obstacle_up_to_twice_the_height_needs_a_jump(walls_nav):
    reach = walls_nav.reach(mover(40, 50, 12), [])
    # the old wall x in [50, 52], 2 cm high (between 1.5 and 6): moving right along y = 50, the base (r = 1.25)
    # touches it with the centre at x = 48.75, 8.75 cm from the start; it is 2 cm thick along the way, and the base
    # clears its far side at x = 52 + 1.25 = 53.25; from there to (60, 50) is 6.75 more.
    jump = reach.jump(60, 50)
    assert jump is not None and jump.terrain.name == "The old wall"
    assert jump.edge == pytest.approx((48.75, 50))
    assert jump.landing == pytest.approx((53.25, 50))
    assert jump.cost_to_edge == pytest.approx(8.75)
    assert jump.crossing == pytest.approx(2.0)
    assert jump.after == pytest.approx(6.75)
    assert jump.path[0] == (40, 50) and jump.path[-1] == pytest.approx((48.75, 50))
    refusal = reach.refusal(60, 50)
    assert refusal is not None and (refusal.code, refusal.terrain) == ("needs_jump", "The old wall")
    # the base may not stand on the wall either
    assert reach.refusal(51, 50).code == "blocked"
    # a smaller figure (2 cm tall) must jump the 1.5 cm fence, which is more than half its height
    small = walls_nav.reach(mover(60, 50, 20, (1.0, 2.0)), [])
    jump = small.jump(80, 50)
    assert jump is not None and jump.terrain.name == "Fence"
    # edge at 70 - 1 = 69 (9 cm), 1 cm thick, lands at 71 + 1 = 72
    assert (jump.edge, jump.landing, jump.cost_to_edge, jump.crossing) == \
        (pytest.approx((69, 50)), pytest.approx((72, 50)), pytest.approx(9), pytest.approx(1))


def test_an_obstacle_taller_than_twice_the_height_cannot_be_crossed(walls_nav):
    reach = walls_nav.reach(mover(30, 50, 24), [])
    # the cliff (7 cm, more than 2 x 3) runs the table's whole height at x in [20, 22]: nothing gets past
    refusal = reach.refusal(10, 50)
    assert refusal is not None and (refusal.code, refusal.terrain) == ("obstacle_too_high", "Cliff")
    assert reach.cost(10, 50) is None and reach.jump(10, 50) is None
    assert reach.refusal(21, 50).code == "obstacle_too_high"     # standing on it
    # a large figure (5 cm tall) may jump it: 7 <= 10
    large = walls_nav.reach(mover(30, 50, 24, (2.5, 5.0)), [])
    jump = large.jump(10, 50)
    # edge at 22 + 2.5 = 24.5 (5.5 cm away), lands at 20 - 2.5 = 17.5
    assert jump is not None and jump.edge == pytest.approx((24.5, 50)) and jump.landing == pytest.approx((17.5, 50))
    assert jump.cost_to_edge == pytest.approx(5.5)


# ---- other bases ----------------------------------------------------------------------------------------------

def doorway(bases: list[Disc]) -> tuple[Navigator, list[Disc]]:
    # a wall across the table with a doorway y in [15, 25]; the bases stand in the doorway
    nav = Navigator(Table(id="door", name="Door", width=60, height=40, terrain=[
        piece("north_wall", "North wall", "impassable", rect(30, 0, 32, 15)),
        piece("south_wall", "South wall", "impassable", rect(30, 25, 32, 40)),
    ]))
    return nav, bases


def test_a_gap_between_bases_too_narrow_to_pass():
    # bases (r 1.25) at y = 17.6 and 22.4 leave 22.4 - 17.6 - 2.5 = 2.3 cm between them (the mover needs 2.5) and
    # 17.6 - 1.25 - 15 = 1.35 cm to each wall: there is no way through
    nav, bases = doorway([Disc(31, 17.6, 1.25), Disc(31, 22.4, 1.25)])
    reach = nav.reach(mover(20, 20, 30), bases)
    refusal = reach.refusal(40, 20)
    assert refusal is not None and refusal.code == "blocked" and refusal.cost is None
    assert reach.cost(40, 20) is None
    assert reach.refusal(31, 20).code == "overlap"          # standing in the gap overlaps both bases
    assert reach.refusal(20, 20) is None


def test_a_gap_just_wide_enough_to_pass():
    # bases at y = 17.45 and 22.55 leave 2.6 cm: the centre must pass within y in [19.95, 20.05] at x = 31, which
    # the straight line y = 20 does: (20, 20) to (40, 20) costs 20
    nav, bases = doorway([Disc(31, 17.45, 1.25), Disc(31, 22.55, 1.25)])
    reach = nav.reach(mover(20, 20, 30), bases)
    assert reach.cost(40, 20) == pytest.approx(20, abs=1e-6)
    # from off the line the path has to thread the gap and bend round the bases
    reach = nav.reach(mover(20, 12, 40), bases)
    cost = reach.cost(40, 28)
    assert cost is not None and cost >= math.hypot(20, 16)
    path = reach.path(40, 28)
    assert measure(nav.table, path) == pytest.approx(cost, abs=1e-9)
    assert_clear(nav.table, path, 1.25, bases)


@pytest.fixture(scope="module")
def corridor_nav() -> Navigator:
    # two impassable walls the table's full height but for a corridor y in [19.8, 22.2], 30 cm long: a small
    # figure (r 1) has 0.4 cm to spare, far less than the lattice's 1 cm
    return Navigator(Table(id="corridor", name="Corridor", width=80, height=40, terrain=[
        piece("north", "North wall", "impassable", rect(30, 0, 60, 19.8)),
        piece("south", "South wall", "impassable", rect(30, 22.2, 60, 40)),
    ]))


def test_a_long_narrow_corridor(corridor_nav):
    reach = corridor_nav.reach(mover(10, 35, 80, (1.0, 2.0)), [])
    # (10, 35) to (75, 10): in round the south wall's corner A = (30, 22.2), out round the north wall's corner
    # B = (60, 19.8), both grown by r = 1. Tangent from (10, 35) to A: √(|SA|² - 1) = 23.724249; the crossing
    # tangent from A to B: √(|AB|² - 2²) = 30.029319; from B to (75, 10): 17.889662. The path heads -35.033°
    # (y down: up and right), then -0.764° along the corridor, then -36.357°: it turns 34.269° round A and
    # 35.593° round B, arcs of 0.598107 and 0.621217 cm. In all 72.862571.
    cost = reach.cost(75, 10)
    assert 72.862571 - 1e-6 <= cost <= 72.862571 + MM2
    path = reach.path(75, 10)
    assert_clear(corridor_nav.table, path, 1.0)
    # a small base in the corridor closes it: there is no other way
    plugged = corridor_nav.reach(mover(10, 35, 80, (1.0, 2.0)), [Disc(45, 21, 1.0)])
    assert plugged.cost(75, 10) is None
    assert plugged.refusal(75, 10).code == "blocked"


def test_a_path_round_a_base_never_overlaps_it(open_nav):
    # a cavalry base (r 2.5) between (30, 50) and (60, 50): the grown circle has radius 3.75
    base = Disc(45, 50, 2.5)
    reach = open_nav.reach(mover(30, 50, 40), [base])
    # tangents of √(15² - 3.75²) = 14.523688 each side, and the arc between them: 180° - 2 acos(3.75 / 15)
    # = 28.955° = 0.505361 rad, 1.895105 cm: 30.942481
    cost = reach.cost(60, 50)
    assert 30.942481 - 1e-6 <= cost <= 30.942481 + MM2
    assert_clear(open_nav.table, reach.path(60, 50), 1.25, [base])


def test_a_base_on_the_mover_itself_is_ignored(open_nav):
    reach = open_nav.reach(mover(30, 50, 20), [Disc(30, 50, 1.25)])
    assert reach.cost(40, 50) == pytest.approx(10)


def test_keep_away_discs_refuse_ends_not_paths(open_nav):
    # an enemy (r 1.25) at (50, 53.5) with its 2 cm keep-away circle (r 3.25): the mover's centre may not end
    # within 3.25 + 1.25 = 4.5 of it, but may pass (its base only has to stay 2.5 from the enemy's centre)
    enemy = Disc(50, 53.5, 1.25)
    reach = open_nav.reach(mover(40, 50, 20), [enemy], keep_away=[Disc(50, 53.5, 3.25)])
    assert reach.cost(60, 50) == pytest.approx(20, abs=1e-6)        # straight past, 3.5 from the enemy
    assert reach.refusal(60, 50) is None
    refusal = reach.refusal(50, 50)                                  # 3.5 from the enemy: too close to end
    assert refusal is not None and refusal.code == "too_close_enemy" and refusal.cost == pytest.approx(10)
    assert reach.refusal(50, 49) is None                             # exactly 4.5 away: allowed
    assert reach.refusal(50, 52).code == "overlap"                   # on the enemy's base


# ---- measuring ---------------------------------------------------------------------------------------------------

def test_measure_weighs_each_stretch():
    t = Table(id="m", name="M", width=60, height=60, terrain=[
        piece("marsh", "Marsh", "difficult", rect(10, 10, 20, 20)),
        piece("rock", "Rock", "impassable", rect(40, 40, 50, 50)),
        piece("wall", "Wall", "obstacle", rect(30, 0, 31, 60), height=2),
    ])
    # (0, 15) → (30, 15) → (30, 12) → (0, 12): 10 of each 30 cm run lies in the marsh: 40 + 3 + 40 = 83
    # (the short run along x = 30 is on the wall's edge: obstacles count once)
    assert measure(t, [(0, 15), (30, 15), (30, 12), (0, 12)]) == pytest.approx(83)
    # in and out through a corner, diagonally: (5, 5) → (25, 25) is √800, half of it inside: 1.5 √800
    assert measure(t, [(5, 5), (25, 25)]) == pytest.approx(1.5 * math.sqrt(800))
    # along the marsh's edge x = 10 from y = 5 to 25: the 10 cm on the edge count as in the marsh: 30
    assert measure(t, [(10, 5), (10, 25)]) == pytest.approx(30)
    # zig-zagging in and out three times: (12, 5) → (12, 25) → (18, 25) → (18, 5): 30 + 6 + 30 = 66
    assert measure(t, [(12, 5), (12, 25), (18, 25), (18, 5)]) == pytest.approx(66)
    # through the wall (an obstacle): like open ground
    assert measure(t, [(25, 30), (35, 30)]) == pytest.approx(10)
    # into impassable terrain: no finite length
    assert measure(t, [(35, 45), (45, 45)]) == math.inf
    assert measure(t, [(1, 1)]) == 0


# ---- the area -----------------------------------------------------------------------------------------------------

def test_area_in_the_open_is_the_allowance_circle(open_nav):
    reach = open_nav.reach(mover(50, 50, 20), [])
    rings = reach.area()
    assert len(rings) == 1
    assert all(abs(distance(p, (50, 50)) - 20) < 0.01 for p in rings[0])


def test_area_leaves_holes_round_bases_and_keep_away_discs(open_nav):
    reach = open_nav.reach(mover(50, 50, 20), [Disc(60, 50, 1.25)], keep_away=[Disc(40, 50, 3.25)])
    rings = sorted(reach.area(), key=len, reverse=True)
    assert len(rings) == 3
    # the holes: round the base (1.25 + 1.25 = 2.5 from (60, 50)) and the keep-away disc (3.25 + 1.25 = 4.5)
    centres = {(60, 50): 2.5, (40, 50): 4.5}
    for ring in rings[1:]:
        (cx, cy), rad = min(centres.items(), key=lambda kv: distance(ring[0], kv[0]))
        assert all(abs(distance(p, (cx, cy)) - rad) < 0.1 for p in ring)


# ---- the real tables ---------------------------------------------------------------------------------------------

FIGURES = [Disc(52, 40, 1.25), Disc(57, 44, 1.25), Disc(66, 38, 2.5), Disc(44, 50, 1.0), Disc(70, 50, 1.25),
           Disc(60, 30, 1.25), Disc(48, 28, 2.5), Disc(75, 62, 1.25)]


@pytest.mark.parametrize("table_id", ["fords_of_isen", "fangorn_eaves", "amon_hen"])
def test_moves_on_the_real_tables_are_clear_and_measured(table_id):
    nav = navigator(table_id)
    assert navigator(table_id) is nav                       # built once
    reach = nav.reach(mover(58, 36, 24), FIGURES)
    blockers = FIGURES
    for k in range(24):
        angle = 2 * math.pi * k / 24
        x, y = 58 + 20 * math.cos(angle), 36 + 20 * math.sin(angle)
        cost = reach.cost(x, y)
        if cost is None:
            assert reach.refusal(x, y) is not None
            continue
        path = reach.path(x, y)
        assert path[0] == (58, 36) and path[-1] == (x, y)
        assert measure(nav.table, path) == pytest.approx(cost, abs=1e-9)
        assert cost >= distance((58, 36), (x, y)) - 1e-9
        assert_clear(nav.table, path, 1.25, blockers)


# ---- properties ----------------------------------------------------------------------------------------------------

points = st.tuples(st.floats(2, 98), st.floats(2, 98))


@settings(max_examples=40, deadline=None)
@given(start=points, end=points)
def test_in_the_open_the_cost_is_the_straight_line(open_nav, start, end):
    reach = open_nav.reach(mover(*start, 30), [])
    assert reach.cost(*end) == pytest.approx(distance(start, end), abs=1e-6)


@pytest.fixture(scope="module")
def busy_nav() -> Navigator:
    return navigator("fangorn_eaves")


@settings(max_examples=30, deadline=None)
@given(end=st.tuples(st.floats(30, 90), st.floats(20, 60)))
def test_a_returned_path_measures_its_cost_and_never_beats_the_straight_line(busy_nav, end):
    reach = busy_nav.reach(mover(58, 36, 24), FIGURES)
    cost = reach.cost(*end)
    if cost is None:
        assert reach.refusal(*end) is not None
        return
    path = reach.path(*end)
    assert measure(busy_nav.table, path) == pytest.approx(cost, abs=1e-9)
    assert cost >= distance((58, 36), end) - 1e-9
    assert_clear(busy_nav.table, path, 1.25, FIGURES)


def test_cost_below_says_none_exactly_when_the_cost_is_beyond_the_limit_across_the_isen():
    """A rider on the Isen's north bank and points all round on the south bank, some just over the water (wading
    costs double), some only by the Fords: cost_below spares the straightening of the far ones, never of one
    within the limit, and its answer is the true cost whenever it gives one."""
    nav = navigator("fords_of_isen")
    reach = nav.reach(Mover(30.0, 45.0, 2.5, 5.0, 20.0), [])
    checked = beyond = 0
    for k in range(36):
        a = math.radians(10 * k)
        for d in (12.0, 16.0, 20.0, 24.0):
            x, y = 30.0 + d * math.cos(a), 45.0 + d * math.sin(a)
            if not reach.stands(x, y):
                continue
            cost = reach.cost(x, y)
            fresh = nav.reach(Mover(30.0, 45.0, 2.5, 5.0, 20.0), [])
            below = fresh.cost_below(x, y, 20.0)
            if cost is not None and cost <= 20.0:
                assert below == pytest.approx(cost), (x, y)
            else:
                assert below is None or below > 20.0, (x, y, below)
                beyond += below is None
            checked += 1
    assert checked > 100 and beyond > 20

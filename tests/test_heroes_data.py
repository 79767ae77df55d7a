"""The board and card data of Helden Mittelerdes: what the seed fixes, and that the picture and the
graph tell the same story (borders on the map are edges in the graph, rivers and mountains included).
"""
from __future__ import annotations

import math
from itertools import combinations

import networkx as nx
import pytest

import maps
from engines.heroes.cards import REPEATABLE, load_cards
from maps.geometry import inside

TOL = 0.5   # board units: how close two drawn points must be to count as the same point


# --------------------------------------------------------------------------------------------- helpers
@pytest.fixture(scope="module")
def board():
    return maps.load_map("heroes")


@pytest.fixture(scope="module")
def graph():
    return maps.load_graph("heroes")


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def ordinary_graph(g: nx.Graph) -> nx.Graph:
    """The board as an ordinary hero walks it: no river borders, nothing impassable."""
    h = nx.Graph()
    h.add_nodes_from(g)
    h.add_edges_from((a, b) for a, b, d in g.edges(data=True) if not d["river"] and not d["impassable"])
    return h


def seg_dist(p, a, b) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    ln2 = dx * dx + dy * dy
    t = 0.0 if ln2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ln2))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def polyline_dist(p, pts) -> float:
    return min(seg_dist(p, pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def area(poly) -> float:
    return abs(sum(poly[i][0] * poly[i - 1][1] - poly[i - 1][0] * poly[i][1] for i in range(len(poly)))) / 2


def shared_border(pa, pb) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Edges of polygon pa that also are edges of polygon pb (same two end points, within TOL)."""
    def same(p, q):
        return math.dist(p, q) <= TOL
    eb = [(pb[i - 1], pb[i]) for i in range(len(pb))]
    out = []
    for i in range(len(pa)):
        p, q = pa[i - 1], pa[i]
        if any((same(p, r) and same(q, s)) or (same(p, s) and same(q, r)) for r, s in eb):
            out.append((p, q))
    return out


# --------------------------------------------------------------------------------------------- the map
def test_map_loads_and_is_titled(board, graph):
    assert board.id == "heroes"
    assert board.title == "Central Middle-earth"
    assert (board.width, board.height) == (1600, 1200)
    assert graph.number_of_nodes() == len(board.nodes)


def test_counts_and_strengths(board):
    lands = [n for n in board.nodes if n.kind == "land"]
    forts = [n for n in board.nodes if n.kind == "fortress"]
    assert len(lands) >= 44
    assert len(forts) >= 12
    assert len(lands) + len(forts) == len(board.nodes)
    for n in board.nodes:
        assert n.attrs["side"] in ("good", "evil"), n.id
        assert set(n.attrs) == {"side", "strength"}, n.id
    for n in lands:
        assert n.attrs["strength"] in (2, 3, 4), n.id
    for n in forts:
        assert n.attrs["strength"] in (7, 8, 9, 10), n.id


def test_sides_start_even(board):
    by_side = {s: [n for n in board.nodes if n.attrs["side"] == s] for s in ("good", "evil")}
    good, evil = by_side["good"], by_side["evil"]
    assert abs(len(good) - len(evil)) <= 2
    sg = sum(n.attrs["strength"] for n in good)
    se = sum(n.attrs["strength"] for n in evil)
    assert abs(sg - se) <= 0.05 * (sg + se) / 2
    for side, ns in by_side.items():
        assert sum(n.kind == "fortress" for n in ns) >= 6, side


def test_places_named_by_the_seed_and_notes(board, graph):
    names = {n.id: n.name for n in board.nodes}
    assert names["west_guldur"] == "West Guldur"
    assert names["anduin_fords"] == "Anduin Fords"
    assert names["east_fangorn"] == "East Fangorn"
    assert graph.nodes["west_guldur"]["side"] == "evil"
    # The worked fight: Haldir defends Anduin Fords with land number 4 against Khamûl from West Guldur.
    assert graph.nodes["anduin_fords"]["side"] == "good"
    assert graph.nodes["anduin_fords"]["strength"] == 4
    assert graph.nodes["anduin_fords"]["kind"] == "land"
    assert graph.has_edge("west_guldur", "anduin_fords")
    assert not graph.edges["west_guldur", "anduin_fords"]["river"]
    assert graph.nodes["east_fangorn"]["side"] == "good"
    # West Guldur lies west of Dol Guldur, between it and the Anduin.
    assert graph.has_edge("west_guldur", "dol_guldur")
    assert graph.nodes["west_guldur"]["pos"][0] < graph.nodes["dol_guldur"]["pos"][0]


def test_geography_reads_north_up(graph):
    pos = {n: d["pos"] for n, d in graph.nodes(data=True)}
    assert pos["rivendell"][1] < pos["caras_galadhon"][1] < pos["edoras"][1] < pos["dol_amroth"][1]
    assert pos["barad_dur"][0] > pos["minas_tirith"][0] > pos["edoras"][0] > pos["isengard"][0]
    assert pos["dol_guldur"][0] > pos["caras_galadhon"][0]          # Mirkwood east of the Anduin vale
    assert pos["barad_dur"][1] > pos["dol_guldur"][1]               # Mordor south-east


def test_ordinary_heroes_can_reach_everywhere(graph):
    assert nx.is_connected(ordinary_graph(graph))


def test_crossings_are_on_rivers(board):
    crossings = [e for e in board.edges if e.crossing]
    assert 6 <= len(crossings) <= 10
    for e in crossings:
        assert e.river, (e.a, e.b)
    for e in board.edges:
        if e.river:
            assert e.attrs.get("river_name"), (e.a, e.b)


def test_big_rivers_are_crossed_only_through_lands_on_them(graph):
    """Across the Anduin an ordinary hero goes only through a land that sits on the river."""
    h = ordinary_graph(graph)
    on_river = {"old_ford", "anduin_fords", "cair_andros", "osgiliath", "pelargir"}
    cut = h.copy()
    cut.remove_nodes_from(on_river)
    assert not nx.has_path(cut, "edoras", "dol_guldur")
    assert not nx.has_path(cut, "minas_tirith", "minas_morgul")
    assert nx.has_path(h, "edoras", "dol_guldur")


def test_river_borders_lie_along_drawn_rivers(board):
    nodes = {n.id: n for n in board.nodes}
    rivers = [f for f in board.features if f.kind == "river"]
    assert {f.name for f in rivers} >= {"Anduin", "Isen", "Entwash", "Celebrant"}
    for e in board.edges:
        if not e.river:
            continue
        border = shared_border(nodes[e.a].polygon, nodes[e.b].polygon)
        assert border, (e.a, e.b)
        same = [f.points for f in rivers if f.name == e.attrs["river_name"]]
        for p, q in border:
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            assert min(polyline_dist(mid, pts) for pts in same) < 2.0, (e.a, e.b)


def test_borders_without_an_edge_lie_along_mountains(board, graph):
    """Lands that touch on the picture are adjacent unless a mountain chain is drawn between them."""
    nodes = board.nodes
    ranges = [f.points for f in board.features if f.kind == "mountains"]
    assert {f.name for f in board.features if f.kind == "mountains"} >= {
        "Misty Mountains", "White Mountains", "Ephel Dúath", "Ered Lithui"}
    blocked = 0
    for a, b in combinations(nodes, 2):
        border = [(p, q) for p, q in shared_border(a.polygon, b.polygon) if math.dist(p, q) > 1.0]
        if not border or graph.has_edge(a.id, b.id):
            continue
        blocked += 1
        for p, q in border:
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            assert min(polyline_dist(mid, pts) for pts in ranges) < 2.0, (a.id, b.id)
    assert blocked >= 8


def test_adjacent_lands_touch_on_the_picture(board, graph):
    poly = {n.id: n.polygon for n in board.nodes}
    for a, b in graph.edges:
        assert any(math.dist(p, q) <= TOL for p in poly[a] for q in poly[b]), (a, b)
        assert shared_border(poly[a], poly[b]), (a, b)


def test_labels_sit_inside_their_lands(board):
    for n in board.nodes:
        assert n.polygon is not None, n.id
        assert inside(n.pos, n.polygon), n.id


def test_lands_tile_the_board_without_overlap(board):
    """The lands cover the board except the sea, once: their areas add up to the land's area."""
    sea = [f.points for f in board.features if f.kind == "sea"]
    assert sea
    land_area = board.width * board.height - sum(area(s) for s in sea)
    total = sum(area(n.polygon) for n in board.nodes)
    assert total == pytest.approx(land_area, rel=0.002)
    for n in board.nodes:
        for s in sea:
            assert not inside(n.pos, s), n.id


# --------------------------------------------------------------------------------------------- the cards
def test_cards_validate_and_count(cards):
    assert len(cards.heroes) >= 36
    sides = [h.side for h in cards.heroes]
    assert abs(sides.count("good") - sides.count("evil")) <= 2
    ambiguous = {h.id for h in cards.heroes if h.side == "ambiguous"}
    assert ambiguous == {"gollum", "pallando", "alatar"}
    for h in cards.heroes:
        for a in set(h.abilities) - REPEATABLE:
            assert h.abilities.count(a) == 1


def seed_hero(cards, hero_id):
    return {h.id: h for h in cards.heroes}[hero_id]


@pytest.mark.parametrize("hero_id, points", [
    ("denethor", 1), ("grishnakh", 2), ("lurtz", 3), ("khamul", 4), ("glorfindel", 5), ("sauron", 6),
    ("haldir", 2), ("galadriel", 3), ("nazgul_5", 4), ("necromancer", 2), ("gollum", 1),
])
def test_points_fixed_by_the_seed(cards, hero_id, points):
    assert seed_hero(cards, hero_id).points == points


def test_abilities_fixed_by_the_seed(cards):
    h = {x.id: x for x in cards.heroes}
    khamul = h["khamul"]
    assert khamul.count("siege_hammer") == 1
    assert not {"sword", "shield", "secret_powers", "higher_powers"} & set(khamul.abilities)
    for hid in ("haldir",):
        assert not {"sword", "shield", "siege_hammer"} & set(h[hid].abilities)
    assert h["galadriel"].has("secret_powers")
    assert not {"sword", "shield", "siege_hammer"} & set(h["galadriel"].abilities)
    assert not {"sword", "shield", "secret_powers"} & set(h["nazgul_5"].abilities)
    assert h["necromancer"].has("secret_powers")
    assert not {"sword", "shield"} & set(h["necromancer"].abilities)
    assert h["cirdan"].has("lord_of_water")
    assert [x.id for x in cards.heroes if x.has("lord_of_water")] == ["cirdan"]
    for hid in ("frodo", "aragorn", "grima"):
        assert h[hid].has("power_breaker"), hid
    for hid in ("elrond", "saruman", "denethor"):
        assert h[hid].has("palantir"), hid
    assert h["denethor"].has("palantir")


def test_start_locations(cards, graph):
    h = {x.id: x for x in cards.heroes}
    for x in cards.heroes:
        assert x.start in graph, x.id
        if x.side != "ambiguous":
            assert graph.nodes[x.start]["side"] == x.side, x.id
    assert h["gandalf_white"].start == "east_fangorn"
    assert h["khamul"].start == "west_guldur"
    assert graph.nodes[h["haldir"].start]["side"] == "good"
    assert graph.nodes[h["haldir"].start]["kind"] == "land"


def test_start_heroes(cards):
    starters = [h for h in cards.heroes if h.start_hero]
    good = {h.id for h in starters if h.side == "good"}
    evil = {h.id for h in starters if h.side == "evil"}
    assert len(good) >= 6 and len(evil) >= 6
    assert all(h.side != "ambiguous" for h in starters)
    # From the notes' start-hero list.
    assert {"erestor", "galadriel", "saruman", "theoden", "imrahil", "denethor"} <= good
    assert {"mouth_of_sauron", "gothmog", "grishnakh", "great_orc", "necromancer"} <= evil
    starts = [h.start for h in starters]
    assert len(starts) == len(set(starts))


def test_decks_are_balanced(cards):
    pts = {s: sum(h.points for h in cards.heroes if h.side == s) for s in ("good", "evil")}
    assert abs(pts["good"] - pts["evil"]) <= 3
    start = {s: sum(h.points for h in cards.heroes if h.side == s and h.start_hero) for s in ("good", "evil")}
    assert abs(start["good"] - start["evil"]) <= 2


def test_missions(cards, graph):
    assert 12 <= len(cards.missions) <= 16
    for m in cards.missions:
        assert 1 <= len(m.places) <= 3, m.id
        assert len(set(m.places)) == len(m.places), m.id
        for p in m.places:
            assert p in graph, (m.id, p)
        assert 2 <= m.bonus <= 6, m.id
    sides = [m.side for m in cards.missions]
    assert sides.count("good") == sides.count("evil")


def test_every_fortress_is_a_heroes_start(cards, graph):
    """Bringing a hero in at its start takes a free own fortress: both sides get the same chance."""
    starts = {h.start for h in cards.heroes}
    for node, d in graph.nodes(data=True):
        if d["kind"] == "fortress":
            assert node in starts, node

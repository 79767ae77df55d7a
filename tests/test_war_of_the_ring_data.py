"""The board and component data of War of the Ring: counts, the published setup, and that the picture
and the graph agree (regions tile, neighbours touch, impassable borders are not edges)."""
from __future__ import annotations

import math
from collections import Counter
from itertools import combinations

import networkx as nx
import pytest

import maps
from engines.war_of_the_ring.components import (
    FREE_PEOPLES,
    SHADOW,
    load_action_dice,
    load_characters,
    load_event_cards,
    load_hunt_tiles,
    load_nations,
    load_setup,
    nation_index,
)
from maps.geometry import inside


@pytest.fixture(scope="module")
def board():
    return maps.load_map("war_of_the_ring")


@pytest.fixture(scope="module")
def graph():
    return maps.load_graph("war_of_the_ring")


def crosses(p1, p2, p3, p4) -> bool:
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 1e-9) - (v < -1e-9)
    if len({tuple(p1), tuple(p2), tuple(p3), tuple(p4)}) < 4:
        return False
    return orient(p1, p2, p3) * orient(p1, p2, p4) < 0 and orient(p3, p4, p1) * orient(p3, p4, p2) < 0


def area(poly) -> float:
    return abs(sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly))) / 2


def by_name(board, name):
    return next(n for n in board.nodes if n.name == name)


# ------------------------------------------------------------------------------------ the board
def test_board_identity_and_region_count(board):
    assert board.id == "war_of_the_ring"
    assert board.title == "Middle-earth (War of the Ring)"
    assert len(board.nodes) == 105
    assert all(n.kind == "region" for n in board.nodes)
    assert len({n.name for n in board.nodes}) == 105


def test_settlement_counts_and_vp(board):
    kinds = Counter(n.attrs["settlement"] for n in board.nodes)
    assert kinds == {"stronghold": 16, "city": 6, "town": 14, "fortification": 2, "none": 67}
    for n in board.nodes:
        assert n.attrs["vp"] == {"city": 1, "stronghold": 2}.get(n.attrs["settlement"], 0)
    # each side has 8 strongholds; cities: 4 Free Peoples, 2 Shadow
    side = Counter((n.attrs["side"], n.attrs["settlement"]) for n in board.nodes)
    assert side[("free_peoples", "stronghold")] == 8 and side[("shadow", "stronghold")] == 8
    assert side[("free_peoples", "city")] == 4 and side[("shadow", "city")] == 2
    assert {n.name for n in board.nodes if n.attrs["settlement"] == "fortification"} == {"Osgiliath", "Fords of Isen"}


def test_nations_and_sides(board):
    fp, sh = set(FREE_PEOPLES), set(SHADOW)
    for n in board.nodes:
        nat, side = n.attrs["nation"], n.attrs["side"]
        assert nat is None or nat in fp | sh
        assert side == ("free_peoples" if nat in fp else "shadow" if nat in sh else None)
        if n.attrs["settlement"] in ("town", "city", "stronghold"):
            assert nat is not None, n.id
            assert n.attrs["control"] == side
        elif n.attrs["settlement"] == "none":
            assert n.attrs["control"] is None


def test_well_known_regions(board):
    def a(name):
        return by_name(board, name).attrs

    assert a("Minas Tirith") | {} and a("Minas Tirith")["nation"] == "gondor"
    assert a("Minas Tirith")["settlement"] == "stronghold" and a("Minas Tirith")["vp"] == 2
    assert (a("The Shire")["nation"], a("The Shire")["settlement"]) == ("north", "city")
    assert (a("Bree")["nation"], a("Bree")["settlement"]) == ("north", "town")
    assert (a("Barad-dûr")["nation"], a("Barad-dûr")["settlement"]) == ("sauron", "stronghold")
    assert (a("Helm's Deep")["nation"], a("Helm's Deep")["settlement"]) == ("rohan", "stronghold")
    assert (a("Orthanc")["nation"], a("Orthanc")["settlement"]) == ("isengard", "stronghold")
    assert (a("Edoras")["nation"], a("Edoras")["settlement"]) == ("rohan", "city")
    assert (a("Umbar")["nation"], a("Umbar")["settlement"]) == ("southrons", "stronghold")
    assert (a("Rivendell")["nation"], a("Rivendell")["settlement"]) == ("elves", "stronghold")
    assert (a("Erebor")["nation"], a("Erebor")["settlement"]) == ("dwarves", "stronghold")
    assert (a("Moria")["nation"], a("Moria")["settlement"]) == ("sauron", "stronghold")
    assert a("Osgiliath")["nation"] is None and a("Osgiliath")["control"] == "free_peoples"
    assert {n.name for n in board.nodes if n.attrs.get("mordor_entrance")} == {"Morannon", "Minas Morgul"}


def test_adjacency_symmetric_and_connected(board, graph):
    assert graph.number_of_nodes() == 105
    assert graph.number_of_edges() == 232
    assert nx.is_connected(graph)
    # impassable borders are simply not edges: nothing in the graph is marked impassable or river
    assert not any(d["impassable"] or d["river"] for _, _, d in graph.edges(data=True))
    adj = {n.id: set() for n in board.nodes}
    for e in board.edges:
        adj[e.a].add(e.b)
        adj[e.b].add(e.a)
    for a, ns in adj.items():
        for b in ns:
            assert a in adj[b]
    assert sorted(graph.neighbors("rivendell")) == ["fords_of_bruinen", "trollshaws"]
    assert sorted(graph.neighbors("barad_dur")) == ["gorgoroth"]
    assert graph.has_edge("minas_tirith", "osgiliath") and not graph.has_edge("moria", "lorien")


def test_nations_are_contiguous(board, graph):
    """Gondor, Rohan and Isengard are single blocks; the others are split exactly as on the published
    board (the Elves' four realms, the Dwarves of Ered Luin and of Erebor, the North in Eriador and in
    Rhovanion, Sauron's outposts, Rhûn and Harad)."""
    expected = {"gondor": 1, "rohan": 1, "isengard": 1, "dwarves": 2, "north": 2, "southrons": 2,
                "elves": 4, "sauron": 4}
    for nat, parts in expected.items():
        members = [n.id for n in board.nodes if n.attrs["nation"] == nat]
        assert nx.number_connected_components(graph.subgraph(members)) == parts, nat
    mordor = {"barad_dur", "gorgoroth", "minas_morgul", "morannon", "nurn"}
    assert nx.is_connected(graph.subgraph(mordor))
    assert nx.is_connected(graph.subgraph(["bree", "buckland", "north_downs", "the_shire"]))


def test_polygons_valid_and_pos_inside(board):
    for n in board.nodes:
        poly = n.polygon
        assert poly and len(poly) >= 3
        assert area(poly) > 200, n.id
        m = len(poly)
        for i, j in combinations(range(m), 2):
            if j == i + 1 or (i == 0 and j == m - 1):
                continue
            assert not crosses(poly[i], poly[(i + 1) % m], poly[j], poly[(j + 1) % m]), n.id
        assert inside(n.pos, poly), n.id


def test_regions_do_not_overlap_and_neighbours_touch(board):
    nodes = {n.id: n for n in board.nodes}
    for n in board.nodes:   # no region's pos lies inside another region
        for o in board.nodes:
            if o.id != n.id:
                assert not inside(n.pos, o.polygon), (n.id, o.id)
    for e in board.edges:   # adjacent regions share at least two border points (a common border)
        pa = {tuple(p) for p in nodes[e.a].polygon}
        pb = {tuple(p) for p in nodes[e.b].polygon}
        assert len(pa & pb) >= 2, (e.a, e.b)


def test_features(board):
    kinds = Counter(f.kind for f in board.features)
    assert kinds["sea"] >= 1 and kinds["lake"] >= 1 and kinds["river"] >= 4 and kinds["mountains"] >= 5
    assert any(f.kind == "river" and f.name == "Anduin" for f in board.features)
    assert any(f.kind == "forest" and f.name == "Mirkwood" for f in board.features)


# -------------------------------------------------------------------------------- components
def test_all_component_files_validate():
    load_nations()
    load_setup()
    load_characters()
    load_hunt_tiles()
    load_event_cards()
    load_action_dice()


def test_political_track():
    n = nation_index()
    assert {k: (v.steps_to_war, v.active_at_start) for k, v in n.items()} == {
        "elves": (3, True), "dwarves": (3, False), "north": (3, False), "rohan": (3, False), "gondor": (2, False),
        "sauron": (1, True), "isengard": (1, True), "southrons": (2, True)}


def test_reinforcements_and_figures_add_up():
    """Setup on the board + reinforcements = every figure in the box (the seed's component list)."""
    setup = load_setup()
    for nat in load_nations().nations:
        on_board = [a for a in setup.armies if a.nation == nat.id]
        r = sum(a.regulars for a in on_board) + nat.reinforcements.regulars
        e = sum(a.elites for a in on_board) + nat.reinforcements.elites
        ld = sum(a.leaders for a in on_board) + nat.reinforcements.leaders
        assert (r, e, ld) == (nat.figures.regulars, nat.figures.elites, nat.figures.leaders), nat.id
    nazgul = sum(a.nazgul for a in setup.armies) + nation_index()["sauron"].reinforcements.nazgul
    assert nazgul == load_characters().nazgul.count == 8   # the Witch-king is a separate figure (seed)


def test_starting_armies_in_their_nation(board):
    nodes = {n.id: n for n in board.nodes}
    setup = load_setup()
    for a in setup.armies:
        region = nodes[a.region]
        if a.region == "osgiliath":   # published: Gondor units in a fortification of no nation
            assert a.nation == "gondor"
            continue
        assert region.attrs["nation"] == a.nation, a.region
    assert len(setup.armies) == 35
    army = {a.region: (a.regulars, a.elites, a.leaders, a.nazgul) for a in setup.armies}
    assert army["minas_tirith"] == (3, 1, 1, 0)
    assert army["barad_dur"] == (4, 1, 0, 1)
    assert army["orthanc"] == (4, 1, 0, 0)
    assert army["rivendell"] == (0, 2, 1, 0)
    assert army["dol_guldur"] == (5, 1, 0, 1)
    assert army["edoras"] == (1, 1, 0, 0)
    assert army["the_shire"] == (1, 0, 0, 0)
    assert sum(a.nazgul for a in setup.armies) == 4
    assert setup.fellowship.region == "rivendell" and len(setup.fellowship.companions) == 7
    assert setup.action_dice.free_peoples == 4 and setup.action_dice.shadow == 7
    assert setup.max_action_dice.free_peoples == 6 and setup.max_action_dice.shadow == 10


def test_characters():
    ch = load_characters()
    assert len(ch.companions) == 7 and all(c.starts_in_fellowship for c in ch.companions)
    assert {c.id: (c.level, c.leadership) for c in ch.companions} == {
        "gandalf_the_grey": (3, 1), "strider": (3, 1), "boromir": (2, 1), "legolas": (2, 0), "gimli": (2, 1),
        "meriadoc": (1, 1), "peregrin": (1, 1)}
    assert {m.id for m in ch.minions} == {"saruman", "witch_king", "mouth_of_sauron"}
    assert all(m.action_dice_bonus == 1 for m in ch.minions)
    assert ch.minion("witch_king").level is None and ch.minion("witch_king").leadership == 2
    assert {u.id: u.action_dice_bonus for u in ch.upgrades} == {"aragorn": 1, "gandalf_the_white": 1}
    guides = {c.id for c in ch.companions if c.guide}
    assert guides == {"gandalf_the_grey", "strider", "boromir", "meriadoc", "peregrin"}


def test_hunt_tiles():
    tiles = load_hunt_tiles()
    std = tiles.of("standard")
    assert len(std) == 16 and len(tiles.of("free_peoples")) == 4 and len(tiles.of("shadow")) == 4
    assert sum(t.eye for t in std) == 4
    assert sorted(t.damage for t in std if t.damage is not None) == [0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert sum(t.reveal for t in std) == 9
    assert all(t.stop for t in tiles.of("shadow")) and not any(t.stop for t in std)
    assert all((t.damage or 0) <= 0 for t in tiles.of("free_peoples"))
    cards = {c.name for c in load_event_cards().cards}
    assert all(t.card in cards for t in tiles.tiles if t.card)


def test_event_cards():
    cards = load_event_cards()
    assert len(cards.cards) == 96
    for side in ("free_peoples", "shadow"):
        for deck in ("character", "strategy"):
            assert len(cards.deck(side, deck)) == 24, (side, deck)
    names = {c.name: c for c in cards.cards}
    assert names["Elven Cloaks"].combat_card == "It Is a Gift" and names["Elven Cloaks"].deck == "character"
    assert names["The Fighting Uruk-hai"].initiative == 7 and names["The Fighting Uruk-hai"].side == "shadow"
    assert names["Shadows Gather"].second_initiative == 5
    assert names["Mithril Coat and Sting"].play_on_table
    assert sum(1 for c in cards.cards if c.special_hunt_tile) == 8


def test_action_dice():
    dice = load_action_dice()
    fp, sh = Counter(dice.free_peoples.faces), Counter(dice.shadow.faces)
    assert fp == {"character": 2, "muster": 1, "army_muster": 1, "event": 1, "will_of_the_west": 1}
    assert sh == {"character": 1, "army": 1, "muster": 1, "army_muster": 1, "event": 1, "eye": 1}
    assert (dice.free_peoples.start, dice.free_peoples.max, dice.shadow.start, dice.shadow.max) == (4, 6, 7, 10)


def test_positions_spread_out(board):
    """Names and stacks need room: no two region positions closer than 20 board units."""
    pts = [n.pos for n in board.nodes]
    assert min(math.dist(a, b) for a, b in combinations(pts, 2)) > 20


def seg_dist(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln2 = dx * dx + dy * dy
    t = 0.0 if ln2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ln2))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def boundary_dist(p, poly) -> float:
    return min(seg_dist(p, poly[i - 1], poly[i]) for i in range(len(poly)))


def test_stacks_fit_around_pos(board):
    for n in board.nodes:
        assert boundary_dist(n.pos, n.polygon) >= 10, n.id


def test_mountains_only_on_impassable_borders(board, graph):
    """A drawn range never separates two regions that are adjacent: at every point of a mountain chain
    the regions whose borders run there include a pair that is not connected in the graph."""
    for f in board.features:
        if f.kind != "mountains":
            continue
        for p in f.points:
            near = [n.id for n in board.nodes if boundary_dist(p, n.polygon) < 4.5]
            assert len(near) >= 2, (f.name, p)
            assert any(not graph.has_edge(a, b) for a, b in combinations(near, 2)), (f.name, p, near)


def test_long_borders_without_edge_are_drawn_as_mountains(board, graph):
    """Where two non-adjacent regions share a long border on the picture, a mountain chain runs along it."""
    ranges = [p for f in board.features if f.kind == "mountains" for p in f.points]
    for a, b in combinations(board.nodes, 2):
        if graph.has_edge(a.id, b.id):
            continue
        shared = {tuple(p) for p in a.polygon} & {tuple(p) for p in b.polygon}
        if len(shared) < 2 or max(math.dist(p, q) for p, q in combinations(shared, 2)) < 25:
            continue
        for p in shared:
            assert min(math.dist(p, q) for q in ranges) < 40, (a.id, b.id)

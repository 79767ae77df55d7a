"""The board scene's overlays: boxes in scene coordinates that are drawn, styled, found and lit up like places,
without being places of the map (desktop/board/overlay.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from desktop.board.measure import board_unit, token_radius
from desktop.board.overlay import ZONE_KIND, OverlayZone
from desktop.board.scene import BoardScene
from desktop.games import adapter_for
from engines.core import get_game
from maps import load_map


@pytest.fixture
def scene(qtbot):
    game = get_game("heroes")
    adapter = adapter_for(game)
    board = adapter.board_map()
    scene = BoardScene(board, adapter)
    scene.animate = False
    return scene, game.setup(game.options(players=2), 1)


def test_an_overlay_is_a_place_of_the_scene_not_of_the_map(scene):
    scene, state = scene
    right = scene.map.width
    zone = OverlayZone("side_box", "Side box", (right + 40, 20, 150, 100), caption_at=(right + 115, 40))
    scene.set_overlay("extra", [zone])
    # drawn and named like a place, listed by the board as shown, never in the map's graph
    assert "side_box" in scene.nodes and "side_box" in scene.labels
    place = scene.board.node("side_box")
    assert place.name == "Side box" and place.kind == ZONE_KIND and place.pos == (right + 115, 40)
    assert "side_box" not in {n.id for n in scene.map.nodes}
    assert not any("side_box" in (e.a, e.b) for e in scene.board.edges)
    # found under the mouse, lit up, styled by the adapter on the next state
    assert scene.node_at(QPointF(right + 100, 90)) == "side_box"
    scene.set_highlights({"side_box"})
    assert scene.highlighted() == {"side_box"}
    scene.update_state(state)
    assert scene.nodes["side_box"].toolTip().startswith("Side box")
    # an overlay set anew replaces what it showed; [] takes it away
    scene.set_overlay("extra", [OverlayZone("other_box", "Other box", (right + 40, 200, 150, 100))])
    assert "side_box" not in scene.nodes and "other_box" in scene.nodes
    scene.set_overlay("extra", [])
    assert "other_box" not in scene.nodes and scene.board is scene.map
    with pytest.raises(KeyError):
        scene.board.node("other_box")


def test_an_overlay_leaves_the_board_unit_and_the_token_radius_as_they_were(scene):
    scene, _state = scene
    unit, radius = scene.unit, scene.token_radius
    assert unit == pytest.approx(board_unit(scene.map)) and radius == pytest.approx(token_radius(scene.map))
    scene.set_overlay("extra", [OverlayZone("side_box", "Side box", (10, 10, 50, 50))])
    assert board_unit(scene.map) == pytest.approx(unit) and scene.token_radius == radius


def test_war_of_the_ring_draws_its_strip_as_an_overlay(qtbot):
    adapter = adapter_for("war_of_the_ring")
    board = adapter.board_map()
    scene = BoardScene(board, adapter)
    strip = adapter.overlays()["strip"]
    assert {z.id for z in strip} <= set(scene.nodes) and not {z.id for z in strip} & {n.id for n in board.nodes}
    # the strip lies east of the map, inside the widened canvas
    width = load_map(get_game("war_of_the_ring").map_id).width
    assert all(width < z.rect[0] and z.rect[0] + z.rect[2] < board.width for z in strip)

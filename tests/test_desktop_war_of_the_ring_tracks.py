"""War of the Ring's tracks drawn beside the map (desktop/games/wotr_tracks.py): the Fellowship track with its
progress and corruption markers, the Mordor track, the political track's discs, the victory points, the Elven
rings and the hands as card backs. The pieces exist, move with the state and carry the numbers in their
tooltips; the boxes keep a one-line caption and the whole text in their tooltips."""
from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games import adapter_for
from desktop.games.wotr_tracks import ART, fs_spot, mordor_spot, pol_column, pol_spot, vp_spot
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.sample import action_phase, new_game
from engines.war_of_the_ring.state import NATIONS
from tests.desktop_helpers import open_window_on


def zone(ad, box):
    """A box of the strip beside the map, as the adapter is asked about it (a place of the scene's overlay)."""
    return next(z.place() for shown in ad.overlays().values() for z in shown if z.id == box)


@pytest.fixture(scope="module")
def game():
    return WarOfTheRingGame()


def start(hands: bool = False):
    _g, s = new_game(0)
    return action_phase(s, fp=("army_muster", "character"), sh=("muster", "event"), hands=hands)


def figs(ad, s):
    return {f.id: f for f in ad.figures(s)}


def later(s):
    """Further on: the Fellowship moved and revealed, corrupted, Rohan at war, the Shadow holding two
    strongholds, the Free Peoples having used an Elven ring this turn."""
    t = copy.deepcopy(s)
    t.progress, t.corruption, t.hidden = 5, 3, False
    t.political["rohan"] = 0
    t.active.add("rohan")
    t.control["minas_tirith"] = SH
    t.control["dol_amroth"] = SH
    t.rings[FP] -= 1
    t.rings[SH] += 1
    t.ring_used.add(FP)
    return t


def test_every_track_has_its_pieces_at_their_steps(game):
    s = start()
    ad = adapter_for(game)
    f = figs(ad, s)
    track = [x for x in f.values() if x.id.startswith("trk:")]
    assert track and all(x.art == ART and x.at is not None and x.seat is None for x in track)
    assert {f"trk:fs:{n}" for n in range(13)} <= set(f)
    assert {f"trk:mordor:{n}" for n in range(6)} <= set(f)
    assert {f"trk:pol:col:{n}" for n in (3, 2, 1, 0)} <= set(f)
    assert {f"trk:pol:{n}" for n in NATIONS} <= set(f)
    assert {f"trk:vp:{n}" for n in range(11)} | {"trk:vp:free_peoples", "trk:vp:shadow"} <= set(f)
    assert {"trk:cards:free_peoples", "trk:cards:shadow"} <= set(f)
    # the markers stand at their steps: progress above the step, corruption under it
    px, py = f["trk:fs:progress"].at
    cx, cy = f["trk:fs:corruption"].at
    assert px == pytest.approx(fs_spot(s.progress)[0]) and py < fs_spot(0)[1] < cy
    assert cx == pytest.approx(fs_spot(s.corruption)[0])
    assert f["trk:fs:progress"].label == ("hidden" if s.hidden else "revealed")
    # each nation's disc in its step's column, active ones filled
    for n in NATIONS:
        disc = f[f"trk:pol:{n}"]
        assert disc.at == pytest.approx(pol_spot(n, s.political[n]))
        assert disc.label.startswith("active:" if n in s.active else "passive:")
    # the Free Peoples' discs above the Shadow's in every column
    assert max(pol_spot(n, 1)[1] for n in NATIONS if n in ("gondor", "rohan", "elves", "dwarves", "north")) < \
        min(pol_spot(n, 1)[1] for n in ("sauron", "isengard", "southrons"))
    # the victory points: both markers at 0, the goals marked
    assert f["trk:vp:free_peoples"].points == s.vp(FP) and f["trk:vp:shadow"].points == s.vp(SH)
    assert f["trk:vp:4"].label == "goal:free_peoples" and f["trk:vp:10"].label == "goal:shadow"
    # the Mordor track is greyed before the Fellowship enters it; the Fellowship stands on the map
    assert f["fellowship"].at is None and f["trk:mordor:0"].colour != f["trk:fs:0"].colour
    # the Elven rings: the Free Peoples hold three at the start
    rings = [x for x in track if x.id.startswith("trk:ring:free_peoples:")]
    assert len(rings) == 3 and all(x.label == "held" for x in rings)


def test_markers_move_with_the_state_and_tooltips_carry_the_numbers(game):
    s = start()
    ad = adapter_for(game)
    before = figs(ad, s)
    t = later(s)
    after = figs(ad, t)
    assert after["trk:fs:progress"].at[0] == pytest.approx(fs_spot(5)[0]) != before["trk:fs:progress"].at[0]
    assert after["trk:fs:corruption"].at[0] == pytest.approx(fs_spot(3)[0])
    assert after["trk:fs:progress"].label == "revealed"
    assert "progress counter: 5 (revealed)" in after["trk:fs:progress"].tooltip
    assert "Corruption: 3 / 12" in after["trk:fs:corruption"].tooltip
    # Rohan's disc went over to the At War column
    assert after["trk:pol:rohan"].at == pytest.approx(pol_spot("rohan", 0))
    assert after["trk:pol:rohan"].at[0] > before["trk:pol:rohan"].at[0]
    assert after["trk:pol:rohan"].label.startswith("active:")
    assert "Rohan (Free Peoples): AT WAR, active" in after["trk:pol:rohan"].tooltip
    assert pol_column(0)[0] == pytest.approx(after["trk:pol:col:0"].at[0])
    # the Shadow's marker moved up the victory track
    vp = t.vp(SH)
    assert vp >= 4 and after["trk:vp:shadow"].at[0] == pytest.approx(vp_spot(vp)[0])
    assert after["trk:vp:shadow"].at[0] > before["trk:vp:shadow"].at[0]
    assert f"Shadow: {vp} victory points (they win with 10)" in after["trk:vp:shadow"].tooltip
    # an Elven ring used: two left to the Free Peoples (dimmed: one used this turn), one with the Shadow
    fp = sorted((x for x in after.values() if x.id.startswith("trk:ring:free_peoples:")), key=lambda x: x.id)
    assert [x.label for x in fp] == ["held:used", "held:used", "given"]
    assert [x.label for x in after.values() if x.id.startswith("trk:ring:shadow:")] == ["held"]
    assert "Elven rings: 1" in after["trk:ring:shadow:0"].tooltip
    # into Mordor: the Fellowship stands on its step, the steps no longer greyed
    t.mordor = 2
    m = figs(ad, t)
    assert m["fellowship"].at == pytest.approx(mordor_spot(2))
    assert m["trk:mordor:0"].colour == m["trk:fs:0"].colour
    assert "Mordor track, step 2 of 5" in m["trk:mordor:2"].tooltip
    assert "step 2 of 5" in ad.node_label_style(t, zone(ad, "box_mordor")).text
    t.mordor = 3
    assert figs(ad, t)["fellowship"].at[0] > m["fellowship"].at[0]


def test_boxes_keep_a_caption_and_the_whole_text_in_their_tooltips(game):
    s = start(hands=True)
    ad = adapter_for(game)
    def node(box):
        return zone(ad, box)

    for box in ("box_fellowship", "box_mordor", "box_politics", "box_vp"):
        label = ad.node_label_style(s, node(box)).text
        assert len(label.split("\n")) <= 3
    fellowship = ad.node_label_style(s, node("box_fellowship")).text
    assert "progress 0" in fellowship and "corruption 0 of 12" in fellowship and "guide:" in fellowship
    tip = ad.node_tooltip(s, node("box_politics"))
    assert all(s.nation_name(n) in tip for n in NATIONS)
    assert "Shadow 0 / 10 · Free Peoples 0 / 4" in ad.node_tooltip(s, node("box_vp"))
    f = figs(ad, s)
    # every piece carries its box's whole text too
    assert "Gondor: 2 to war, passive" in f["trk:pol:col:3"].tooltip
    # the hands as card backs with their counts (the opponent's too, as a count)
    view = game.view(s, 1)
    v = figs(ad, view)
    assert v["trk:cards:free_peoples"].points == len(s.hands[FP]) > 0
    assert v["trk:cards:shadow"].points == len(s.hands[SH]) > 0
    assert f"Free Peoples: {len(s.hands[FP])} cards in hand" in v["trk:cards:free_peoples"].tooltip


def test_the_scene_draws_the_tracks_and_slides_the_markers(qtbot, game):
    s = start(hands=True)
    w = open_window_on(qtbot, game, s)
    w.controller.set_paused(True)
    scene = w.scene
    items = {fid: item for fid, item in scene.figures.items() if fid.startswith("trk:")}
    assert len(items) > 50
    assert items["trk:fs:progress"].pos() == QPointF(*items["trk:fs:progress"].figure.at)
    # every piece paints (into an image of the strip beside the map), in both looks of the Mordor track
    t = later(s)
    t.mordor = 1
    for state in (s, t):
        scene.update_state(state)
        img = QImage(490, 1400, QImage.Format.Format_ARGB32)
        img.fill(QColor("#000000"))
        p = QPainter(img)
        scene.render(p, QRectF(0, 0, 490, 1400), QRectF(1765, 0, 490, 1400))
        p.end()
        x, y = fs_spot(12)
        x, y = round(x - 1765), round(y)
        assert QColor(img.pixel(x, y)).red() > 100     # the Shadow's step, dark red, is drawn
    assert scene.figures["trk:fs:progress"].pos().x() == pytest.approx(fs_spot(5)[0])
    assert scene.figures["trk:pol:rohan"].pos() == QPointF(*pol_spot("rohan", 0))
    assert scene.figures["fellowship"].pos() == QPointF(*mordor_spot(1))
    # the pieces are for looking at: never picked up
    assert not any(scene.figures[fid].draggable for fid in items)


def test_the_tracks_cost_little_per_refresh(game):
    import time

    from desktop.games.wotr_tracks import track_figures
    s = start(hands=True)
    ad = adapter_for(game)
    track_figures(ad, s, [])
    t0 = time.perf_counter()
    for _ in range(20):
        track_figures(ad, s, [])
    assert (time.perf_counter() - t0) / 20 < 0.01

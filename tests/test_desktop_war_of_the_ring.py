"""War of the Ring in the window: the board with its armies, Nazgûl and the Fellowship, the tracks beside the
map, armies dragged onto neighbouring regions, refused drops with the engine's reason, the actions panel
grouped by die, and a game finished through the controller with computer seats."""
from __future__ import annotations

import random

import pytest

from desktop.games import adapter_for
from engines.core import Action
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.sample import action_phase, new_game
from tests.desktop_helpers import drag, open_window_on

FP_SEAT, SH_SEAT = 0, 1


class RolloutAgent:
    """A computer seat that plays the engine's own randomised rollout policy (random, but heading for an end)."""

    def choose(self, game, view, seat: int, seed: int) -> Action:
        return game.rollout_action(view, game.legal_actions(view), random.Random(seed))


@pytest.fixture(scope="module")
def game():
    return WarOfTheRingGame()


def open_state(qtbot, game, state, seats=("human", "ai"), agent=RolloutAgent):
    return open_window_on(qtbot, game, state, seats, agent)


def fp_to_act(game):
    """Phase 5 of turn 1, the Free Peoples to act with an Army/Muster and a Character die."""
    _g, s = new_game(0)
    return action_phase(s, fp=("army_muster", "character"), sh=("muster", "event"))


def test_adapter_draws_nations_settlements_figures_and_tracks(game):
    _g, s = new_game(0)
    ad = adapter_for(game)
    board = ad.board_map()
    # the strip beside the map: an overlay of the scene, not places of the map
    zones = {z.id: z.place() for shown in ad.overlays().values() for z in shown}
    assert {"box_fellowship", "box_politics", "box_hunt", "box_dice_fp", "box_dice_sh", "box_cards"} <= set(zones)
    assert not set(zones) & {n.id for n in board.nodes}
    assert board.width > 1745.2 and min(z.polygon[0][0] for z in zones.values()) > 1745.2

    def node(node_id):
        return zones[node_id] if node_id in zones else board.node(node_id)
    # nations in their tints, neutral lands light
    assert ad.node_fill(s, node("minas_tirith")) != ad.node_fill(s, node("barad_dur"))
    assert ad.node_fill(s, node("andrast")) == "#e9e1c8"
    # settlements: strongholds underlined with their VP, every settlement marked with its holder's colour
    mt = ad.node_label_style(s, node("minas_tirith"))
    assert mt.underline and "(2)" in mt.text
    assert not ad.node_label_style(s, node("edoras")).underline
    marks = ad.owner_marks(s)
    assert marks["minas_tirith"] == ad.seat_colour(FP_SEAT) and marks["barad_dur"] == ad.seat_colour(SH_SEAT)
    figs = {f.id: f for f in ad.figures(s)}
    army = figs["army:minas_tirith:free_peoples"]
    assert army.node == "minas_tirith" and army.points == 4 and army.label == "3+1 ♛1"
    assert any(f.startswith("nazgul:") for f in figs)
    assert figs["fellowship"].node == "rivendell" and figs["fellowship"].points == 0
    # the tracks beside the map
    assert "corruption 0 of 12" in ad.node_label_style(s, node("box_fellowship")).text
    assert "Gondor: 2 to war, passive" in ad.node_tooltip(s, node("box_politics"))   # (drawn: wotr_tracks.py)
    # the Shadow's view hides the Free Peoples' cards: a count only
    view = game.view(s, SH_SEAT)
    cards = ad.node_label_style(view, node("box_cards")).text
    assert "Free Peoples 2 · Shadow 2" in cards
    assert all(s.board.cards[c].name not in cards for c in s.hands[FP])
    # the own hand by name in the box's tooltip (the box itself has room for the counts only)
    full = ad.node_tooltip(view, node("box_cards"))
    assert all(s.board.cards[c].name[:30] in full for c in s.hands[SH])


def test_board_opens_with_figures_and_the_seat_panel(qtbot, game):
    s = fp_to_act(game)
    w = open_state(qtbot, game, s)
    w.controller.set_paused(True)
    figs = w.scene.figures
    assert "army:minas_tirith:free_peoples" in figs and "army:barad_dur:shadow" in figs and "fellowship" in figs
    assert figs["army:minas_tirith:free_peoples"].node == "minas_tirith"
    text = w.seats_panel.toPlainText()
    assert "Free Peoples" in text and "Shadow" in text and "VP" in text
    # the actions panel groups by die
    groups = {w.adapter.action_group(a) for a in game.legal_actions(s)}
    assert {"Army/Muster die", "Character die"} <= groups


def test_drag_an_army_to_a_neighbouring_region_moves_it(qtbot, game):
    s = fp_to_act(game)
    w = open_state(qtbot, game, s)
    fid = "army:edoras:free_peoples"
    targets = w.adapter.legal_targets(w.match.state, fid)
    assert targets == {"folde", "westemnet"}
    before = s.army("edoras", FP)
    drag(qtbot, w, fid, "folde")
    assert w.match.cursor == 1
    act = w.match.steps[0].action
    assert act.kind == "move_army" and act["die"] == "army_muster" and act["units"] == sum(
        t[0] + t[1] for t in before.values())
    after = w.match.state
    assert after.army("folde", FP) and not after.army("edoras", FP)


def test_an_illegal_drop_snaps_back_with_the_engines_reason(qtbot, game):
    s = fp_to_act(game)
    w = open_state(qtbot, game, s)
    w.controller.set_paused(True)
    # Minas Tirith's army cannot reach the Folde in one move: the engine says why
    mt = "army:minas_tirith:free_peoples"
    home = w.scene.figures[mt].pos()
    drag(qtbot, w, mt, "folde")
    assert w.match.cursor == 0
    assert w.scene.figures[mt].pos() == home
    assert "not adjacent" in w.statusBar().currentMessage()


def test_a_whole_game_is_finished_through_the_controller(qtbot, game):
    # most of a game headless (fast), its last turn through the window with two computer seats (each redraw
    # of a full Middle-earth costs a good part of a second offscreen)
    _g, s = new_game(5)
    rng = random.Random(5)
    states = [s]
    while game.to_move(s) is not None:
        s, _ = game.apply(s, game.rollout_action(s, game.legal_actions(s), rng))
        states.append(s)
    start = states[max(0, len(states) - 8)]
    w = open_state(qtbot, game, start, seats=("ai", "ai"))
    qtbot.waitUntil(lambda: w.match.outcome() is not None, timeout=60000)
    assert w.match.state.over and w.match.outcome().reason
    assert w.banner.isVisible()


def test_nazgul_are_dragged_when_the_shadow_moves_them(game):
    _g, s = new_game(0)
    s = action_phase(s, fp=("army_muster",), sh=("character",), side=SH)
    move = next(a for a in game.legal_actions(s) if a.kind == "move_minions")
    s, _ = game.apply(s, move)
    ad = adapter_for(game)
    targets = ad.legal_targets(s, "nazgul:barad_dur")
    assert "andrast" in targets
    act = ad.drop_action(s, "nazgul:barad_dur", "andrast")
    assert act.kind == "nazgul_move" and act["frm"] == "barad_dur" and act["to"] == "andrast"
    assert "only show the tracks" in ad.drop_action(s, "nazgul:barad_dur", "box_hunt").reason
    assert "Shadow player's decision" in ad.drop_action(s, "army:minas_tirith:free_peoples", "osgiliath").reason


def test_a_defender_retreats_by_dragging_its_army(game):
    _g, s = new_game(4)
    rng = random.Random(4)
    for _ in range(20000):
        if (s.pending and s.pending[-1]["kind"] == "battle_retreat") or game.to_move(s) is None:
            break
        s, _ = game.apply(s, game.rollout_action(s, game.legal_actions(s), rng))
    assert s.pending and s.pending[-1]["kind"] == "battle_retreat"
    ad = adapter_for(game)
    region = s.battle["to"]
    side = s.sides[game.to_move(s)]
    fid = f"army:{region}:{side}"
    retreats = {a["to"] for a in game.legal_actions(s) if a.kind == "retreat"}
    assert retreats and ad.legal_targets(s, fid) == retreats
    to = min(retreats)
    act = ad.drop_action(s, fid, to)
    assert act.kind == "retreat" and act["to"] == to
    assert ad.node_fill(s, ad.board_map().node(region)) != ad.node_fill(
        game.setup(game.Options(), 4), ad.board_map().node(region))


def _engine_die_templates() -> set[str]:
    """Every "Use {die} die: …" sentence the engine writes (its T(...) literals)."""
    import ast
    from pathlib import Path
    root = Path(__file__).resolve().parents[1] / "engines" / "war_of_the_ring"
    found = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "T" \
                    and node.args and isinstance(node.args[0], ast.Constant):
                text = str(node.args[0].value)
                if text.startswith("Use {die} die: "):
                    found.add(text)
    return found


def test_every_die_action_has_a_whole_sentence_of_its_own_under_its_dies_header(game):
    """Under a die's header the actions panel says the action without the die, never by cutting the English
    label: each of the engine's "Use {die} die: …" sentences has its short one (with the same fields) in
    DIE_SHORT, and a label the table does not know is shown whole."""
    import string

    from desktop.games.wotr_common import DIE_SHORT
    engine = _engine_die_templates()
    assert engine
    missing = sorted(t for t in engine - DIE_SHORT.keys() if t != "Use {die} die: {lbl}")   # (a card's own way)
    assert not missing, missing

    def fields(t: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(t) if name}

    for long, short in DIE_SHORT.items():
        assert fields(short) <= fields(long) - {"die"}, (long, short)
    ad = adapter_for(game)
    s = fp_to_act(game)
    labels = {a.label.template: ad.action_label(a) for a in game.legal_actions(s) if a.get("die")}
    assert labels["Use {die} die: move the Fellowship"] == "Move the Fellowship"
    assert labels["Use {die} die: advance {nation} on the political track"].startswith("Advance ")

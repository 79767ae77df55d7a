"""Mordor: entering from the Morannon or Minas Morgul, a tile for every step, the Eye counting every
die in the hunt box, five steps to the Crack of Doom, corruption for standing still."""
from __future__ import annotations

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, find, new_game
from tests.scripted import scripted_dice


def test_enter_mordor_in_the_fellowship_phase_from_an_entrance():
    g, s = new_game()
    assert find(g, s, "enter_mordor") is None
    s.ring_region = "morannon"
    s.hunt_drawn = ["standard_05", "standard_06"]
    s.hunt_pool = [t for t in s.hunt_pool if t not in s.hunt_drawn]
    s, _ = g.apply(s, find(g, s, "enter_mordor"))
    assert s.mordor == 0 and len(s.hunt_pool) == 16 and s.hunt_drawn == []
    assert find(g, s, "declare") is None and find(g, s, "enter_mordor") is None


def in_mordor(step=0, hunt_shadow=2, hunt_fp=0, fp=("character", "character"), **kw):
    g, s = new_game(**kw)
    s.ring_region = "morannon"
    s.mordor = step
    return g, action_phase(s, fp=fp, sh=("muster",), hunt_shadow=hunt_shadow, hunt_fp=hunt_fp)


def test_no_separation_on_the_mordor_track():
    g, s = in_mordor()
    assert find(g, s, "separate") is None


def test_every_step_draws_a_tile_without_a_hunt_roll():
    g, s = in_mordor(hunt_shadow=0)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_15"]))
    assert not any(e.roll is not None and e.roll.purpose.startswith("Hunt roll") for e in ev)
    assert "standard_15" in s.hunt_drawn
    assert s.mordor == 1 and not s.hidden     # a 0 tile with Reveal


def test_the_eye_counts_every_die_in_the_hunt_box():
    g, s = in_mordor(hunt_shadow=2, hunt_fp=1)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_01"]))
    assert any("Damage 3" in e.text for e in ev)
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 3 and s.mordor == 1


def test_five_steps_reach_the_crack_of_doom():
    g, s = in_mordor(step=4)
    s, _ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_15"]))
    assert s.over and s.winner == FP and "Crack of Doom" in s.end_reason


def test_corruption_beats_the_ring_when_both_happen_on_the_last_step():
    g, s = in_mordor(step=4)
    s.corruption = 11
    s.companions, s.guide = [], "gollum"
    s, _ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(picks=["standard_11"]))
    if s.pending:
        s, _ = g.apply(s, find(g, s, "decline"))
    assert s.over and s.winner == SH


def test_standing_still_on_the_mordor_track_costs_one_corruption():
    g, s = in_mordor(fp=("muster",))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert s.corruption == 1 and s.turn == 2


def test_hiding_counts_as_acting_on_the_mordor_track():
    g, s = in_mordor()
    s.hidden = False
    s, _ = g.apply(s, find(g, s, "hide_fellowship", die="character"))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    s, _ = g.apply(s, find(g, s, "discard_die", die="character"))
    assert s.corruption == 0

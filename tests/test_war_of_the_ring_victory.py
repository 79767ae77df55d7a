"""Victory: corruption and the Ring at any moment, military victory only in phase 6, and priority."""
from __future__ import annotations

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, new_game


def test_victory_points_count_cities_one_and_strongholds_two_towns_nothing():
    _g, s = new_game()
    assert s.vp(SH) == 0 and s.vp(FP) == 0
    s.control["edoras"] = SH        # city
    s.control["bree"] = SH          # town
    s.control["erebor"] = SH        # stronghold
    assert s.vp(SH) == 3
    s.control["umbar"] = FP
    assert s.vp(FP) == 2


def test_settlement_victory_points_of_each_side_from_the_board():
    g, _s = new_game()
    b = g.board
    fp_total = sum(b.vp[r] for r in b.settlements if b.side[r] == FP)
    sh_total = sum(b.vp[r] for r in b.settlements if b.side[r] == SH)
    assert (fp_total, sh_total) == (20, 18)


def test_corruption_victory_outranks_military_victory_in_the_same_turn():
    g, s = new_game()
    for r in ("minas_tirith", "dol_amroth", "helms_deep", "erebor", "edoras", "dale"):
        s.control[r] = SH
    s = action_phase(s, fp=(), sh=())
    s.corruption = 11
    evs = g._corrupt(s, 1)
    assert s.over and s.winner == SH and "corruption" in s.end_reason
    assert evs


def test_the_game_ends_with_an_outcome_naming_the_winner_and_the_rule():
    g, s = new_game(sides=["shadow", "free_peoples"])
    g._finish(s, FP, "test", "victory")
    o = g.outcome(s)
    assert o.winners == (1,) and o.rule == "victory" and g.to_move(s) is None and g.legal_actions(s) == []

"""Set-up: the published starting position, decks, hunt pool, and the first turn's opening."""
from __future__ import annotations

from engines.war_of_the_ring.components import FREE_PEOPLES, SHADOW, nation_index
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import new_game


def totals(s, nation):
    board = [t for (r, n), t in s.units.items() if n == nation]
    reg = sum(t[0] for t in board) + s.reinforcements[nation][0] + s.casualties.get(nation, (0, 0, 0))[0]
    eli = sum(t[1] for t in board) + s.reinforcements[nation][1] + s.casualties.get(nation, (0, 0, 0))[1]
    lead = sum(t[2] for t in board) + s.reinforcements[nation][2] + s.casualties.get(nation, (0, 0, 0))[2]
    return reg, eli, lead


def test_starting_armies_match_the_data():
    _g, s = new_game()
    assert s.units[("minas_tirith", "gondor")] == (3, 1, 1)
    assert s.units[("barad_dur", "sauron")] == (4, 1, 0)
    assert s.units[("orthanc", "isengard")] == (4, 1, 0)
    assert s.units[("osgiliath", "gondor")] == (2, 0, 0)
    assert sum(s.nazgul.values()) == 4 and s.nazgul_reserve == 4
    assert set(s.nazgul) == {"barad_dur", "dol_guldur", "minas_morgul", "morannon"}


def test_every_figure_is_on_the_board_or_in_reinforcements():
    _g, s = new_game()
    nations = nation_index()
    for n in FREE_PEOPLES + SHADOW:
        f = nations[n].figures
        assert totals(s, n) == (f.regulars, f.elites, f.leaders), n


def test_fellowship_starts_at_rivendell_hidden_with_seven_companions():
    _g, s = new_game()
    assert s.ring_region == "rivendell" and s.progress == 0 and s.hidden and s.corruption == 0
    assert len(s.companions) == 7 and s.guide == "gandalf_the_grey"
    assert s.mordor is None
    _, s2 = new_game(first_guide="strider")
    assert s2.guide == "strider"


def test_political_track_and_activity():
    _g, s = new_game()
    assert s.political == {"dwarves": 3, "elves": 3, "gondor": 2, "north": 3, "rohan": 3,
                           "sauron": 1, "isengard": 1, "southrons": 2}
    assert s.active == {"elves", "sauron", "isengard", "southrons"}


def test_decks_are_shuffled_and_each_player_draws_one_of_each_in_turn_one():
    g, s = new_game()
    for side in (FP, SH):
        assert len(s.hands[side]) == 2
        decks = {g.board.cards[c].deck for c in s.hands[side]}
        assert decks == {"character", "strategy"}
        assert all(g.board.cards[c].side == side for c in s.hands[side])
    assert sum(len(d) for d in s.decks.values()) == 96 - 4
    shuffles = [e for e in s.setup_events if e.roll is not None and "Shuffle" in e.roll.purpose]
    assert len(shuffles) == 4
    _, other = new_game(seed=1)
    assert other.decks != s.decks


def test_hunt_pool_holds_the_sixteen_standard_tiles():
    g, s = new_game()
    assert len(s.hunt_pool) == 16
    assert all(g.board.tiles[t].kind == "standard" for t in s.hunt_pool)


def test_dice_pools_and_rings_at_the_start():
    _g, s = new_game()
    assert s.pool == {FP: 4, SH: 7}
    assert s.rings == {FP: 3, SH: 0}


def test_game_opens_in_the_fellowship_phase_with_the_free_peoples_to_decide():
    g, s = new_game()
    assert s.turn == 1 and s.phase == "fellowship"
    assert g.to_move(s) == 0
    kinds = {a.kind for a in g.legal_actions(s)}
    assert {"declare", "change_guide", "end_fellowship_phase"} <= kinds


def test_seats_may_swap_sides():
    g, s = new_game(sides=["shadow", "free_peoples"])
    assert g.to_move(s) == 1
    assert g.seat_names(s) == ["Shadow", "Free Peoples"]


def test_setup_is_deterministic():
    _, a = new_game(seed=7)
    _, b = new_game(seed=7)
    assert a.decks == b.decks and a.hands == b.hands


def test_every_rule_anchor_the_engine_cites_is_in_the_rules_text():
    from engines.core.rules import sections
    from engines.war_of_the_ring import game as wotr
    anchors = {v for k, v in vars(wotr).items() if k.startswith("R_") and isinstance(v, str)}
    have = set(sections("war_of_the_ring"))
    assert anchors <= have, anchors - have

"""The six phases of a turn, in the seed's order, with their limits."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, find, new_game
from tests.scripted import scripted_dice


def to_allocation(g, s):
    s, _ = g.apply(s, find(g, s, "end_fellowship_phase"))
    return s


def test_phase_two_then_three_then_four_then_five():
    g, s = new_game()
    assert s.phase == "fellowship"
    s = to_allocation(g, s)
    assert s.phase == "hunt_alloc" and g.to_move(s) == 1
    # at most one die per companion in the Fellowship (7), never more than the Shadow has (7)
    allowed = sorted(a["dice"] for a in g.legal_actions(s))
    assert allowed == list(range(8))
    # the Free Peoples roll 4 dice, the Shadow 7 - 2 = 5; eyes (face 6 of the Shadow die) go to the box
    s, ev = g.apply_with(s, find(g, s, "allocate", dice=2), scripted_dice(1, 2, 3, 4, 6, 6, 1, 2, 3))
    assert s.phase == "actions" and g.to_move(s) == 0
    assert s.rolled[FP] == sorted(["character", "character", "muster", "army_muster"])
    assert s.hunt_shadow == 2 + 2
    assert sorted(s.rolled[SH]) == sorted(["character", "army", "muster"])
    rolls = [e for e in ev if e.roll is not None]
    assert len(rolls) == 2 and "Eye" in rolls[1].roll.result


def test_allocation_is_capped_by_the_companions_in_the_fellowship():
    g, s = new_game()
    s.companions = ["meriadoc", "peregrin"]
    s = to_allocation(g, s)
    assert sorted(a["dice"] for a in g.legal_actions(s)) == [0, 1, 2]


def test_at_least_one_die_after_the_free_peoples_took_dice_back_from_the_hunt_box():
    g, s = new_game()
    s.must_hunt = True
    s = to_allocation(g, s)
    assert min(a["dice"] for a in g.legal_actions(s)) == 1


def test_free_peoples_act_first_and_players_alternate():
    g, s = new_game()
    s = action_phase(s, fp=("muster", "muster"), sh=("muster", "muster"))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert g.to_move(s) == 1
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert g.to_move(s) == 0


def test_pass_only_with_fewer_unused_dice():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("muster", "army"))
    assert find(g, s, "pass") is not None
    s = action_phase(s, fp=("muster", "event"), sh=("muster", "army"))
    assert find(g, s, "pass") is None
    verdict = g.check(s, Action.make("pass", 0))
    assert not verdict and "fewer unused action dice" in verdict.reason


def test_when_one_side_runs_out_the_other_uses_all_its_dice():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("muster", "muster", "muster"))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    for _ in range(3):
        assert g.to_move(s) == 1
        s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    # phase 6 then a new turn: the Fellowship phase of turn 2
    assert s.turn == 2 and s.phase == "fellowship"


def test_recovering_dice_and_drawing_two_cards_in_phase_one():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=())
    before = {side: len(s.hands[side]) for side in (FP, SH)}
    s, _ev = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert s.turn == 2
    assert {side: len(s.hands[side]) for side in (FP, SH)} == {k: v + 2 for k, v in before.items()}
    assert s.pool == {FP: 4, SH: 7}


def test_hand_limit_six_after_drawing():
    g, s = new_game()
    deck = s.decks["free_peoples/strategy"]
    s.hands[FP] = [deck.pop() for _ in range(6)]
    s = action_phase(s, fp=("muster",), sh=(), hands=True)
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    # 8 cards: the Free Peoples must discard two before the Fellowship phase
    assert s.pending[-1]["kind"] == "discard" and g.to_move(s) == 0
    for _ in range(2):
        s, _ = g.apply(s, g.legal_actions(s)[0])
    assert len(s.hands[FP]) == 6 and s.phase == "fellowship"
    assert len(s.discards["free_peoples/character"]) + len(s.discards["free_peoples/strategy"]) == 2


def test_dice_pool_grows_with_minions_and_aragorn_from_the_next_turn():
    g, s = new_game()
    s.chars.update({"saruman": "orthanc", "witch_king": "minas_morgul", "mouth_of_sauron": "barad_dur",
                    "aragorn": "minas_tirith", "gandalf_the_white": "fangorn"})
    s = action_phase(s, fp=("muster",), sh=())
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert s.pool == {FP: 6, SH: 10}


def test_military_victory_only_in_phase_six():
    g, s = new_game()
    for r in ("minas_tirith", "dol_amroth", "helms_deep", "edoras", "dale"):
        s.control[r] = SH
    assert s.vp(SH) == 2 + 2 + 2 + 1 + 1 == 8
    s.control["erebor"] = SH
    assert s.vp(SH) == 10
    s = action_phase(s, fp=("muster",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert not s.over        # still phase 5
    s, _ev = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert s.over and s.winner == SH and "military" in s.end_reason
    assert g.outcome(s).winners == (1,)


def test_free_peoples_military_victory_at_four_points():
    g, s = new_game()
    s.control["orthanc"] = FP
    s.control["angmar"] = FP
    assert s.vp(FP) == 3
    s.control["far_harad"] = FP
    s = action_phase(s, fp=("muster",), sh=())
    s, _ = g.apply(s, find(g, s, "discard_die", die="muster"))
    assert s.over and s.winner == FP

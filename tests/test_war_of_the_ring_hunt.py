"""The Hunt: the roll (at most five dice, sixes, +1 per Free Peoples die in the box, a 1 fails),
re-rolls for a Shadow stronghold, army and Nazgûl, tiles, and the damage order."""
from __future__ import annotations

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice


def hunting(hunt_shadow=3, hunt_fp=0, guide="gandalf_the_grey", **kw):
    g, s = new_game(first_guide=guide)
    arrange(s, **kw)
    return g, action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=hunt_shadow,
                           hunt_fp=hunt_fp)


def hunt_roll(ev):
    return next(e.roll for e in ev if e.roll is not None and e.roll.purpose.startswith("Hunt roll"))


def test_sixes_hit_and_nothing_is_drawn_on_a_miss():
    g, s = hunting(hunt_shadow=3)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(5, 4, 2))
    assert hunt_roll(ev).result == "0 successes" and s.hunt is None and not s.hunt_drawn


def test_each_free_peoples_die_in_the_box_adds_one_but_a_one_always_fails():
    g, s = hunting(hunt_shadow=3, hunt_fp=1)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(5, 1, 4, picks=["standard_15"]))
    r = hunt_roll(ev)
    assert r.result == "1 success" and len(r.parts[0].modifiers) == 1
    g, s = hunting(hunt_shadow=2, hunt_fp=5)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(1, 2, picks=["standard_15"]))
    assert hunt_roll(ev).result == "1 success"


def test_at_most_five_hunt_dice():
    g, s = hunting(hunt_shadow=7)
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(2, 2, 2, 2, 2))
    assert len(hunt_roll(ev).parts[0].dice) == 5


def test_rerolls_for_shadow_stronghold_army_and_nazgul_in_the_region():
    g, s = hunting(hunt_shadow=3, units={("rivendell", "sauron"): (1, 0, 0)}, nazgul={"rivendell": 1},
                   control={"rivendell": SH})
    s, ev = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(2, 3, 4, 2, 2, 2))
    dice = hunt_roll(ev).parts[0].dice
    assert [d.rerolled_from for d in dice] == [(2,), (3,), (4,)]
    assert {d.reroll_reason for d in dice} == {"a Shadow stronghold in the Fellowship's region",
                                               "Shadow army units in the Fellowship's region",
                                               "a Nazgûl in the Fellowship's region"}


def test_eye_tile_damage_is_the_number_of_successes_and_it_reveals():
    g, s = hunting(hunt_shadow=3)
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, 6, 2, picks=["standard_01"]))
    assert s.pending[-1]["kind"] == "hunt_casualty"
    s, _ev = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 2
    assert not s.hidden
    # revealed with progress 1: the Free Peoples place the figure up to 1 region away
    assert s.pending[-1]["kind"] == "reveal_move"
    s, _ = g.apply(s, find(g, s, "place_fellowship", to="trollshaws"))
    assert s.ring_region == "trollshaws" and s.progress == 0
    assert s.hunt_fp == 1


def test_a_companion_casualty_absorbs_his_level_even_beyond_the_damage():
    g, s = hunting(hunt_shadow=1)
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_11"]))
    s, _ev = g.apply(s, find(g, s, "guide_casualty"))
    assert "gandalf_the_grey" in s.eliminated and s.corruption == 0
    assert s.guide == "strider"


def test_random_companion_casualty():
    g, s = hunting(hunt_shadow=1)
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, ev = g.apply_with(s, find(g, s, "random_casualty"), scripted_dice(picks=["legolas"]))
    assert "legolas" in s.eliminated and s.corruption == 1   # 3 damage − level 2
    assert any(e.roll is not None and "random companion" in e.roll.purpose for e in ev)


def test_boromir_as_guide_may_sacrifice_himself_first():
    g, s = hunting(hunt_shadow=1)
    s.guide = "boromir"
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    assert s.pending[-1]["kind"] == "hunt_guide"
    s, _ = g.apply(s, find(g, s, "guide_ability"))
    assert "boromir" in s.eliminated
    # Gandalf and Strider are both level 3: the Free Peoples pick the new guide
    assert s.pending[-1]["kind"] == "choose_guide"
    s, _ = g.apply(s, find(g, s, "pick_guide", guide="strider"))
    # then the casualty step still follows for the remaining 1 damage
    assert s.pending[-1]["kind"] == "hunt_casualty"
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 1


def test_hobbit_guide_separates_to_reduce_damage():
    g, s = hunting(hunt_shadow=1)
    s.companions = ["peregrin", "meriadoc"]
    s.guide = "peregrin"
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_08"]))
    s, _ = g.apply(s, find(g, s, "guide_ability"))
    assert s.chars["peregrin"] == "rivendell" and s.guide == "meriadoc"
    assert s.pending[-1]["kind"] == "companion_moves"   # separated: he may move on (progress + level)
    s, _ = g.apply(s, find(g, s, "char_move", who="peregrin", to="rivendell"))
    s, _ = g.apply(s, find(g, s, "no_casualty"))
    assert s.corruption == 1


def test_gollum_ignores_reveal_on_standard_tiles_but_not_eyes():
    g, s = hunting(hunt_shadow=1)
    s.companions, s.guide = [], "gollum"
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_13"]))
    # Gollum may reveal to reduce the damage by one; declining keeps it hidden
    assert s.pending[-1]["kind"] == "hunt_guide"
    s, _ = g.apply(s, find(g, s, "decline"))
    assert s.hidden and s.corruption == 1


def test_corruption_twelve_wins_for_the_shadow_at_once():
    g, s = hunting(hunt_shadow=1)
    s.corruption = 10
    s.companions, s.guide = [], "gollum"
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_05"]))
    s, _ = g.apply(s, find(g, s, "decline"))
    assert s.over and s.winner == SH and s.corruption == 12
    assert g.outcome(s).winners == (1,)


def test_a_card_on_the_table_acts_first_in_the_damage_order():
    from engines.core import Event
    from engines.war_of_the_ring import cards
    g, s = hunting(hunt_shadow=1)
    c = "fp_character_05"
    for pile in (s.decks["free_peoples/character"], s.hands[FP]):
        if c in pile:
            pile.remove(c)
    s.table[FP].append(c)

    def absorb(game, state, side, hunt, dice):
        hunt["damage"] = max(0, hunt["damage"] - 1)
        state.table[FP].remove(c)
        state.discards["free_peoples/character"].append(c)
        return [Event("test: one damage absorbed", {})]
    old = cards.HUNT_DAMAGE.get(c)
    cards.HUNT_DAMAGE[c] = cards.HuntDamageEffect(c, absorb)
    try:
        s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, picks=["standard_11"]))
        assert s.pending[-1]["kind"] == "hunt_card"
        s, _ = g.apply(s, find(g, s, "hunt_card", card=c))
        assert s.corruption == 0 and s.hunt is None and c in s.discards["free_peoples/character"]
    finally:
        if old is None:
            del cards.HUNT_DAMAGE[c]
        else:
            cards.HUNT_DAMAGE[c] = old

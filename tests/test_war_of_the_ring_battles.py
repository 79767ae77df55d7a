"""Field battles: combat rolls, hits on 5+, the first round against a city or stronghold, leader
re-rolls, casualties, continuing, retreat and advance; what happens to each side's casualties."""
from __future__ import annotations

from engines.war_of_the_ring.game import SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice


def battle(units, nazgul=None, political=None, sh=("army",), fp=("muster",)):
    g, s = new_game()
    arrange(s, clear=True, units=units, nazgul=nazgul or {}, political={"sauron": 0, **(political or {})})
    return g, action_phase(s, sh=sh, fp=fp, side=SH, hands=False)


def rolls(ev):
    return [e.roll for e in ev if e.roll is not None]


def test_hits_on_five_and_six_and_casualties_back_to_reinforcements_or_out_of_the_game():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)})
    reinf = s.reinforcements["sauron"][0]
    a = find(g, s, "attack", frm="dagorlad", to="north_ithilien")
    s, ev = g.apply_with(s, a, scripted_dice(5, 4, 6, 5, 1))
    r = rolls(ev)[0]
    assert r.result == "attacker 2 hits, defender 1 hit"
    assert s.units[("dagorlad", "sauron")] == (2, 0, 0)
    assert s.reinforcements["sauron"][0] == reinf + 1                 # Shadow casualties return
    assert ("north_ithilien", "gondor") not in s.units
    assert s.casualties["gondor"] == (2, 0, 0)                        # Free Peoples casualties are gone
    # the attacked nation is activated and moves one step towards war
    assert "gondor" in s.active and s.political["gondor"] == 1
    assert s.pending[-1]["kind"] == "battle_advance"
    s, _ = g.apply(s, find(g, s, "advance"))
    assert s.units[("north_ithilien", "sauron")] == (2, 0, 0)


def test_attacking_a_fortification_hits_only_on_six_in_the_first_round():
    g, s = battle({("north_ithilien", "sauron"): (3, 0, 0), ("osgiliath", "gondor"): (3, 0, 0)})
    a = find(g, s, "attack", frm="north_ithilien", to="osgiliath")
    s, ev = g.apply_with(s, a, scripted_dice(5, 5, 6, 2, 2, 2))
    r = rolls(ev)[0]
    assert r.result.startswith("attacker 1 hit") and "6+" in r.target
    assert s.units[("osgiliath", "gondor")] == (2, 0, 0)
    # continue: the defender may retreat or stand; then round two hits on 5+ again
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    assert s.pending[-1]["kind"] == "battle_retreat" and g.to_move(s) == 0
    s, ev = g.apply_with(s, find(g, s, "stand"), scripted_dice(5, 5, 2, 2, 2))
    assert rolls(ev)[0].result.startswith("attacker 2 hits")
    assert ("osgiliath", "gondor") not in s.units


def test_at_most_five_combat_dice():
    g, s = battle({("dagorlad", "sauron"): (8, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)})
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(1, 1, 1, 1, 1, 1))
    r = rolls(ev)[0]
    assert len(r.parts[0].dice) == 5 and len(r.parts[1].dice) == 1


def test_leaders_reroll_misses_up_to_their_leadership():
    g, s = battle({("dagorlad", "sauron"): (1, 0, 0), ("north_ithilien", "gondor"): (3, 0, 2)})
    # attacker: 2 (miss); defender 1, 2, 6 -> two misses re-rolled (leadership 2): 5 and 1
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(2, 1, 2, 6, 5, 1))
    d = rolls(ev)[0].parts[1].dice
    assert [x.value for x in d] == [5, 1, 6]
    assert [x.rerolled_from for x in d] == [(1,), (2,), ()]
    assert all(x.reroll_reason == "leader re-roll" for x in d[:2])
    assert ("dagorlad", "sauron") not in s.units


def test_nazgul_lead_shadow_armies():
    g, s = battle({("dagorlad", "sauron"): (1, 0, 0), ("north_ithilien", "gondor"): (1, 0, 0)},
                  nazgul={"dagorlad": 1})
    s, ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(3, 6, 4))
    d = rolls(ev)[0].parts[0].dice
    assert d[0].rerolled_from == (3,) and d[0].value == 6


def test_a_one_always_misses_and_a_six_always_hits():
    g, s = battle({("north_ithilien", "sauron"): (2, 0, 0), ("osgiliath", "gondor"): (2, 0, 0)})
    s, ev = g.apply_with(s, find(g, s, "attack", to="osgiliath"), scripted_dice(6, 5, 1, 1))
    assert rolls(ev)[0].result == "attacker 1 hit, defender 0 hits"


def test_casualty_choices_for_elites():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (1, 2, 0)})
    s, _ev = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(5, 5, 2, 2, 2, 2))
    assert s.pending[-1]["kind"] == "casualties" and g.to_move(s) == 0
    opts = {(a["elites"], a["reduce"], a["regulars"]) for a in g.legal_actions(s)}
    assert opts == {(1, 0, 0), (0, 2, 0), (0, 1, 1)}
    regs = s.reinforcements["gondor"][0]
    s, _ = g.apply(s, find(g, s, "take_casualties", elites=0, reduce=2, regulars=0))
    assert s.units[("north_ithilien", "gondor")] == (3, 0, 0)
    assert s.reinforcements["gondor"][0] == regs - 2 and s.casualties["gondor"] == (0, 2, 0)


def test_attacker_may_stop():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    s, _ = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(2, 2, 2, 2, 2, 2))
    s, _ = g.apply(s, find(g, s, "stop_battle"))
    assert s.battle is None and g.to_move(s) == 0


def test_defender_retreats_and_attacker_advances():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    s, _ = g.apply_with(s, find(g, s, "attack", to="north_ithilien"), scripted_dice(2, 2, 2, 2, 2, 2))
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "retreat"}
    assert "dagorlad" not in dests and "osgiliath" in dests
    s, _ = g.apply(s, find(g, s, "retreat", to="osgiliath"))
    s, _ = g.apply(s, find(g, s, "advance"))
    assert s.units[("north_ithilien", "sauron")] == (3, 0, 0) and s.units[("osgiliath", "gondor")] == (3, 0, 0)


def test_nations_not_at_war_cannot_attack():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
                  political={"sauron": 1})
    assert find(g, s, "attack") is None


def test_character_die_attacks_only_with_a_leader():
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)}, sh=("character",))
    assert find(g, s, "attack") is None
    arrange(s, nazgul={"dagorlad": 1})
    assert find(g, s, "attack", die="character") is not None


def test_combat_cards_plug_in_at_step_one_and_resolve_by_initiative():
    from engines.core import Event
    from engines.war_of_the_ring import cards
    g, s = battle({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    c = s.decks["shadow/strategy"].pop()
    s.hands[SH].append(c)
    old = cards.COMBAT.get(c)

    def sharpen(game, state, side, bt, dice):
        bt["mods"][f"need:{side}"] = 3
        return [Event("test: the attacker hits on 3+", {})]
    cards.COMBAT[c] = cards.CombatEffect(c, sharpen)
    try:
        s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
        assert s.pending[-1]["kind"] == "combat_card" and g.to_move(s) == 1
        s, ev = g.apply_with(s, find(g, s, "combat_card", card=c), scripted_dice(3, 3, 3, 2, 2, 2))
        assert next(e.roll for e in ev if e.roll).result.startswith("attacker 3 hits")
        assert c in s.discards[f"shadow/{g.board.cards[c].deck}"] and c not in s.hands[SH]
    finally:
        if old is None:
            del cards.COMBAT[c]
        else:
            cards.COMBAT[c] = old

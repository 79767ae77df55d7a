"""Army movement: adjacency, enemy regions, nations not at war, stacking, the Army and Character dice."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game


def setup_board(**kw):
    g, s = new_game()
    arrange(s, clear=True, **kw)
    return g, s


def test_armies_move_only_to_adjacent_regions():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 0)}, political={"gondor": 0})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "move_army"}
    assert dests == {"druadan_forest", "lossarnach", "osgiliath"}
    v = g.check(s, Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="edoras", units=3))
    assert not v and "not adjacent" in v.reason


def test_a_nation_not_at_war_cannot_leave_its_nation_but_may_enter_free_lands():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 0), ("edoras", "rohan"): (2, 0, 0)})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    moves = {(a["frm"], a["to"]) for a in g.legal_actions(s) if a.kind == "move_army"}
    assert ("minas_tirith", "osgiliath") in moves       # Osgiliath belongs to no nation
    assert ("minas_tirith", "lossarnach") in moves
    assert ("edoras", "folde") in moves
    # Druadan Forest is Gondor's: Rohan (not at war) could not go there from the Folde
    s2 = arrange(s.clone(), units={("edoras", "rohan"): (0, 0, 0), ("folde", "rohan"): (2, 0, 0)})
    s2 = action_phase(s2, fp=("army_muster",), sh=("muster",))
    v = g.check(s2, Action.make("move_army", 0, die="army_muster", frm="folde", to="druadan_forest", units=2))
    assert not v and "not at war" in v.reason


def test_no_moving_into_enemy_units_attack_instead():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 0), ("osgiliath", "sauron"): (2, 0, 0)},
                       political={"gondor": 0})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    assert find(g, s, "move_army", to="osgiliath") is None
    assert find(g, s, "attack", to="osgiliath") is not None


def test_stacking_limit_ten_units():
    g, s = setup_board(units={("minas_tirith", "gondor"): (5, 0, 2), ("osgiliath", "gondor"): (6, 0, 0)})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    assert find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=5) is None
    assert find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=3) is not None
    assert find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=1) is not None


def test_army_die_moves_two_different_armies():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 0), ("lossarnach", "gondor"): (1, 0, 0)})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=3))
    assert s.pending[-1]["kind"] == "army_second" and g.to_move(s) == 0
    # the army that just moved may not move again with this die
    assert find(g, s, "move_army2", frm="osgiliath") is None
    s, _ = g.apply(s, find(g, s, "move_army2", frm="lossarnach", to="pelargir"))
    assert s.units[("osgiliath", "gondor")] == (3, 0, 0) and s.units[("pelargir", "gondor")] == (1, 0, 0)
    assert g.to_move(s) == 1


def test_character_die_moves_only_an_army_with_a_leader_and_only_one():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 1), ("lossarnach", "gondor"): (1, 0, 0)})
    s = action_phase(s, fp=("character",), sh=("muster",))
    srcs = {a["frm"] for a in g.legal_actions(s) if a.kind == "move_army"}
    assert srcs == {"minas_tirith"}
    s, _ = g.apply(s, find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=3))
    assert s.units[("osgiliath", "gondor")] == (3, 0, 1)
    assert g.to_move(s) == 1


def test_splitting_keeps_the_leaders_with_the_units_that_stay():
    g, s = setup_board(units={("minas_tirith", "gondor"): (2, 1, 1)})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=1))
    assert s.units[("osgiliath", "gondor")] == (0, 1, 0)
    assert s.units[("minas_tirith", "gondor")] == (2, 0, 1)


def test_the_same_army_may_move_again_with_another_die():
    g, s = setup_board(units={("minas_tirith", "gondor"): (2, 0, 0)})
    s = action_phase(s, fp=("army_muster", "army_muster"), sh=("muster",))
    s, _ = g.apply(s, find(g, s, "move_army", frm="minas_tirith", to="osgiliath", units=2))
    assert g.to_move(s) == 1          # no other army: no second move to offer
    s, _ = g.apply(s, find(g, s, "discard_die"))
    s, _ = g.apply(s, find(g, s, "move_army", frm="osgiliath", to="north_ithilien", units=2))
    assert s.units[("north_ithilien", "gondor")] == (2, 0, 0)


def test_entering_an_enemy_settlement_takes_control_and_advances_its_nation():
    g, s = setup_board(units={("gorgoroth", "sauron"): (1, 0, 0)}, political={"sauron": 0})
    s.units.clear()
    arrange(s, units={("fords_of_isen", "isengard"): (2, 0, 0)}, political={"isengard": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH)
    s, _ev = g.apply(s, find(g, s, "move_army", frm="fords_of_isen", to="helms_deep", units=2))
    assert s.control["helms_deep"] == SH
    assert "rohan" in s.active and s.political["rohan"] == 2
    assert s.vp(SH) == 2


def test_nazgul_fly_anywhere_but_into_a_free_peoples_stronghold():
    g, s = setup_board(nazgul={"barad_dur": 1})
    s = action_phase(s, sh=("character",), fp=("muster",), side=SH)
    s, _ = g.apply(s, find(g, s, "move_minions"))
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "nazgul_move"}
    assert "the_shire" in dests and "minas_tirith" not in dests
    s, _ = g.apply(s, find(g, s, "nazgul_move", to="the_shire"))
    assert s.nazgul == {"the_shire": 1}
    assert {a.kind for a in g.legal_actions(s)} == {"done"}


def test_an_explicit_composition_moves_exactly_those_figures():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 1, 1)}, political={"gondor": 0})
    s = action_phase(s, fp=("character",), sh=("muster",))
    a = Action.make("move_army", 0, die="character", frm="minas_tirith", to="osgiliath",
                    comp=[["gondor", 1, 1, 1]])
    assert g.check(s, a)
    s, _ = g.apply(s, a)
    assert s.units[("osgiliath", "gondor")] == (1, 1, 1) and s.units[("minas_tirith", "gondor")] == (2, 0, 0)


def test_explicit_compositions_are_checked():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 1, 1), ("osgiliath", "gondor"): (9, 0, 0)})
    s = action_phase(s, fp=("character", "army_muster"), sh=("muster",))
    too_many = Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="lossarnach",
                           comp=[["gondor", 4, 0, 0]])
    assert "not that many" in g.check(s, too_many).reason
    no_leader = Action.make("move_army", 0, die="character", frm="minas_tirith", to="lossarnach",
                            comp=[["gondor", 1, 0, 0]])
    assert "leader" in g.check(s, no_leader).reason
    crowded = Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="osgiliath",
                          comp=[["gondor", 2, 0, 0]])
    assert "10" in g.check(s, crowded).reason
    abroad = Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="druadan_forest",
                         comp=[["gondor", 1, 0, 0]])
    assert g.check(s, abroad)       # Drúadan Forest is Gondor's own


def test_leaders_cannot_be_left_alone_by_an_explicit_composition():
    g, s = setup_board(units={("minas_tirith", "gondor"): (2, 0, 1)})
    s = action_phase(s, fp=("army_muster",), sh=("muster",))
    a = Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="osgiliath",
                    comp=[["gondor", 2, 0, 0]])
    assert "Leaders cannot stay behind" in g.check(s, a).reason


def test_refusals_name_the_rule_that_forbids():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 0, 0), ("osgiliath", "gondor"): (9, 0, 0)},
                       political={"gondor": 1})
    s = action_phase(s, fp=("character", "army_muster", "muster"), sh=("muster",))
    crowded = Action.make("move_army", 0, die="army_muster", frm="minas_tirith", to="osgiliath", units=3)
    assert g.check(s, crowded).rule == "stacking"
    no_leader = Action.make("move_army", 0, die="character", frm="minas_tirith", to="lossarnach", units=3)
    assert g.check(s, no_leader).rule == "action-dice"
    passive = Action.make("politics", 0, die="muster", nation="gondor")
    v = g.check(s, passive)
    assert "passive" in v.reason and v.rule == "politics"


def test_labels_name_the_figures_and_the_character_die_moves_the_leader_along():
    g, s = setup_board(units={("minas_tirith", "gondor"): (3, 1, 1)}, political={"gondor": 0})
    s = action_phase(s, fp=("character", "army_muster"), sh=("muster",))
    labels = {a.label for a in g.legal_actions(s) if a.kind == "move_army" and a["to"] == "osgiliath"}
    assert "Use Army/Muster die: move 3 Gondor regulars, 1 Gondor elite and 1 leader Minas Tirith → Osgiliath" \
        in labels
    char_moves = [a for a in g.legal_actions(s) if a.kind == "move_army" and a["die"] == "character"]
    assert char_moves and all(a["units"] == 4 for a in char_moves)

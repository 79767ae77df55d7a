"""Two published rules the seed leaves out: a revealed Fellowship never ends its move in a city or
stronghold the Free Peoples control, and units of a nation not at war may retreat across another
nation's border — after which their next move must take them out of that nation."""
from __future__ import annotations

from engines.core import Action
from engines.war_of_the_ring.game import FP, R_MOVE, R_RETREAT_BORDERS, R_REVEAL, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from tests.scripted import scripted_dice

FP_REFUGES = ("city", "stronghold")


def revealed(ring: str, progress: int, **kw):
    """A game in phase 5 whose hidden Fellowship stands in `ring` with this progress; then the Shadow
    reveals it (as a card that reveals does)."""
    g, s = new_game()
    arrange(s, **kw)
    action_phase(s, fp=("character",), sh=("muster",))
    s.ring_region, s.progress = ring, progress
    s.pending = [{"kind": "action", "side": FP}]
    ev = g._reveal(s, scripted_dice())
    return g, s, ev


def places(g, s) -> set[str]:
    return {a["to"] for a in g.legal_actions(s) if a.kind == "place_fellowship"}


def place(g, s, to: str, seat: int = 0) -> Action:
    return Action.make("place_fellowship", seat, "", to=to)


# =================================================================================================
# the revealed Fellowship
# =================================================================================================
def test_a_hunt_reveal_never_leaves_the_fellowship_in_a_free_peoples_stronghold():
    g, s = new_game(first_guide="gandalf_the_grey")
    action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=3)
    assert s.ring_region == "rivendell" and s.control["rivendell"] == FP
    s, _ = g.apply_with(s, find(g, s, "move_fellowship"), scripted_dice(6, 6, 2, picks=["standard_01"]))
    s, _ = g.apply(s, find(g, s, "no_casualty"))   # the Eye tile also reveals
    assert not s.hidden and s.pending[-1]["kind"] == "reveal_move"
    assert places(g, s) == {"fords_of_bruinen", "trollshaws"}          # Rivendell itself is not offered
    why = g.check(s, place(g, s, "rivendell"))
    assert not why and why.rule == R_REVEAL and "never end" in why.reason and "Rivendell" in why.reason
    s, _ = g.apply(s, find(g, s, "place_fellowship", to="trollshaws"))
    assert s.ring_region == "trollshaws" and s.progress == 0


def test_every_free_peoples_city_and_stronghold_in_reach_is_refused_and_every_other_region_offered():
    g, s, _ = revealed("lorien", 2)
    b = s.board
    reach = set(b.within("lorien", 2))
    refuges = {r for r in reach if b.settlement[r] in FP_REFUGES and s.control.get(r) == FP}
    assert "lorien" in refuges
    assert places(g, s) == reach - refuges
    for r in refuges:
        why = g.check(s, place(g, s, r))
        assert not why and why.rule == R_REVEAL
    far = next(r for r in b.nodes if r not in reach)
    why = g.check(s, place(g, s, far))
    assert not why and why.rule == R_REVEAL and "out of reach" in why.reason and "2 regions" in why.reason


def test_the_rule_follows_control_not_the_printed_side():
    # Edoras taken by the Shadow may be chosen; a Shadow city the Free Peoples hold may not
    g, s, _ = revealed("edoras", 1, control={"edoras": SH})
    assert "edoras" in places(g, s)
    g, s, _ = revealed("umbar", 1, control={"umbar": FP})
    assert s.board.settlement["umbar"] in FP_REFUGES and "umbar" not in places(g, s)
    assert places(g, s) == set(s.board.nbrs["umbar"]) - {r for r in s.board.nbrs["umbar"]
                                                         if s.board.settlement[r] in FP_REFUGES
                                                         and s.control.get(r) == FP}


def test_at_progress_zero_in_a_free_peoples_stronghold_it_moves_to_the_nearest_other_region():
    # [Table] nothing in reach may be chosen: the nearest regions that are not such a place
    g, s, _ = revealed("rivendell", 0)
    assert s.pending[-1]["kind"] == "reveal_move"
    assert places(g, s) == {"fords_of_bruinen", "trollshaws"}
    s, _ev = g.apply(s, find(g, s, "place_fellowship", to="fords_of_bruinen"))
    assert s.ring_region == "fords_of_bruinen" and s.progress == 0


def test_at_progress_zero_elsewhere_it_simply_stays():
    _g, s, ev = revealed("trollshaws", 0)
    assert s.pending[-1]["kind"] == "action" and s.ring_region == "trollshaws" and not s.hidden
    assert [e.text for e in ev] == ["The Fellowship is revealed!"]


def test_a_single_way_out_is_taken_without_a_question(monkeypatch):
    g, s = new_game()
    action_phase(s, fp=("character",), sh=("muster",))
    s.progress = 0
    monkeypatch.setattr(type(g), "_reveal_ends", lambda self, st: ["trollshaws"])
    ev = g._reveal(s, scripted_dice())
    assert s.ring_region == "trollshaws" and s.pending[-1]["kind"] == "action"
    assert any("may not stay in Rivendell" in e.text for e in ev)


def test_on_the_mordor_track_a_reveal_moves_nothing():
    g, s = new_game()
    action_phase(s, fp=("character",), sh=("muster",))
    s.ring_region, s.mordor, s.progress = "morannon", 2, 0
    g._reveal(s, scripted_dice())
    assert s.pending[-1]["kind"] == "action" and s.ring_region == "morannon" and s.mordor == 2


def test_a_forced_move_into_a_shadow_held_stronghold_still_costs_an_extra_tile():
    # in Dale at progress 0, with Erebor taken by the Shadow: Erebor is one of the nearest choices, and
    # reaching it passes a Shadow-held stronghold although the counter says 0
    g, s, _ = revealed("dale", 0, control={"erebor": SH})
    assert "erebor" in places(g, s) and "dale" not in places(g, s) and "woodland_realm" not in places(g, s)
    s, ev = g.apply(s, find(g, s, "place_fellowship", to="erebor"))
    assert s.ring_region == "erebor"
    assert any("1 extra hunt tile" in e.text for e in ev)


# =================================================================================================
# retreating across a border
# =================================================================================================
def dale_battle(north: int = 3, dwarves: int = 3, extra=None):
    """A Shadow army attacks two North units in Dale; the North is not at war."""
    g, s = new_game()
    arrange(s, clear=True, units={("withered_heath", "sauron"): (4, 0, 0), ("dale", "north"): (2, 0, 0),
                                  **(extra or {})},
            political={"sauron": 0, "north": north, "dwarves": dwarves}, active={"sauron", "north", "dwarves"})
    action_phase(s, sh=("army",), fp=("army", "army"), side=SH)
    s, _ = g.apply_with(s, find(g, s, "attack", frm="withered_heath", to="dale"), scripted_dice(2, 2, 2, 2, 2, 2))
    s, _ = g.apply(s, find(g, s, "continue_battle"))
    assert s.pending[-1]["kind"] == "battle_retreat" and not s.at_war("north")
    return g, s


def retreat_to_erebor(**kw):
    g, s = dale_battle(**kw)
    s, ev = g.apply(s, find(g, s, "retreat", to="erebor"))
    assert s.units[("erebor", "north")] == (2, 0, 0)
    s, _ = g.apply(s, find(g, s, "stay"))   # the Shadow does not advance into Dale
    assert s.pending[-1] == {"kind": "action", "side": FP}
    return g, s, ev


def test_north_units_in_dale_may_retreat_into_the_dwarves_lands():
    g, s = dale_battle()
    dests = {a["to"] for a in g.legal_actions(s) if a.kind == "retreat"}
    assert {"erebor", "iron_hills", "woodland_realm"} <= dests          # Dwarven and Elven regions
    assert {"old_forest_road", "northern_rhovanion"} <= dests           # their own, and no nation's
    assert "withered_heath" not in dests                                # the enemy's
    # a plain move could not go there
    g2, s2 = new_game()
    arrange(s2, clear=True, units={("dale", "north"): (2, 0, 0)}, political={"north": 3})
    action_phase(s2, fp=("army",))
    assert find(g2, s2, "move_army", frm="dale", to="erebor") is None


def test_after_the_retreat_their_next_move_must_leave_the_dwarves_lands():
    g, s, ev = retreat_to_erebor()
    assert any("retreat to Erebor" in e.text for e in ev)
    moves = {a["to"] for a in g.legal_actions(s) if a.kind == "move_army" and a["frm"] == "erebor"}
    assert moves == {"dale", "withered_heath"} - ({"withered_heath"} if s.strength("withered_heath", SH) else set())
    why = g.check(s, Action.make("move_army", 0, "", die="army", frm="erebor", to="iron_hills", units=2))
    assert not why and why.rule == R_RETREAT_BORDERS
    assert "lands of the Dwarves" in why.reason and "must leave those lands" in why.reason
    assert why.reason.startswith("The North units in Erebor retreated")


def test_once_their_nation_is_at_war_they_move_freely():
    g, s, _ = retreat_to_erebor()
    s.political["north"] = 0
    assert find(g, s, "move_army", frm="erebor", to="iron_hills") is not None


def test_the_dwarves_move_on_and_leave_the_north_units_behind():
    g, s, _ = retreat_to_erebor(dwarves=0, extra={("erebor", "dwarves"): (1, 1, 1)})
    assert s.at_war("dwarves")
    # the whole army may not go deeper into Dwarven land, the Dwarves alone may
    whole = Action.make("move_army", 0, "", die="army", frm="erebor", to="iron_hills",
                        comp=[["dwarves", 1, 1, 1], ["north", 2, 0, 0]])
    why = g.check(s, whole)
    assert not why and why.rule == R_RETREAT_BORDERS
    dwarves = Action.make("move_army", 0, "", die="army", frm="erebor", to="iron_hills",
                          comp=[["dwarves", 1, 1, 1]])
    assert g.check(s, dwarves)
    s, _ = g.apply(s, dwarves)
    assert s.units[("erebor", "north")] == (2, 0, 0) and s.units[("iron_hills", "dwarves")] == (1, 1, 1)
    # and the whole army may leave the Dwarves' lands together
    g, s, _ = retreat_to_erebor(dwarves=0, extra={("erebor", "dwarves"): (1, 1, 1)})
    assert find(g, s, "move_army", frm="erebor", to="dale", units=4) is not None


def test_a_nation_not_at_war_entering_another_nation_gets_the_plain_reason():
    g, s = new_game()
    arrange(s, clear=True, units={("dale", "north"): (2, 0, 0)}, political={"north": 3})
    action_phase(s, fp=("army",))
    why = g.check(s, Action.make("move_army", 0, "", die="army", frm="dale", to="erebor", units=2))
    assert not why and why.rule == R_MOVE
    assert why.reason.startswith("The North is not at war") and "the Dwarves" in why.reason


def test_the_restriction_survives_clone_and_view():
    g, s, _ = retreat_to_erebor()
    for t in (s.clone(), g.view(s, 0)):
        assert find(g, t, "move_army", frm="erebor", to="iron_hills") is None
        assert find(g, t, "move_army", frm="erebor", to="dale") is not None

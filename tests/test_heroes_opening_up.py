"""Opening up [Erschließen]: walking in, the banner and +1, for lands and fortresses."""
from __future__ import annotations

from engines.core import Action, Illegal
from engines.heroes.sample import position, sample_game

RED, BLUE = 0, 1
G = sample_game()


def reason(s, a) -> str:
    v = G.check(s, a)
    assert isinstance(v, Illegal), f"{a} should be illegal"
    return v.reason


def test_banner_opens_every_neighbouring_unowned_place_of_the_heros_side():
    # Théoden in Osgiliath: neighbours Emyn Muil (evil), Minas Tirith (good fortress), Dagorlad (impassable)
    s = position(G, heroes={"theoden": ("osgiliath", RED)})
    a = Action.make("banner", RED, hero="theoden")
    assert G.check(s, a)
    after, events = G.apply(s, a)
    assert after.owner["minas_tirith"] == RED          # fortresses can be opened up
    assert after.owner["emyn_muil"] is None            # evil place: must be conquered
    assert after.owner["dagorlad"] is None             # impassable border
    assert after.hero_loc["theoden"] == "osgiliath"    # no movement
    assert events[0].kind == "open"
    assert "theoden" in after.raised
    assert reason(after, a) in ("Théoden has already opened up land this turn.",)


def test_banner_opens_several_places():
    s = position(G, heroes={"theoden": ("lothlorien", RED)})
    after, _ = G.apply(s, Action.make("banner", RED, hero="theoden"))
    assert after.owner["anduin_fords"] == RED and after.owner["east_fangorn"] == RED
    assert after.owner["dol_guldur"] is None


def test_banner_does_not_take_other_players_places():
    s = position(G, heroes={"theoden": ("lothlorien", RED)}, owner={"anduin_fords": BLUE})
    after, _ = G.apply(s, Action.make("banner", RED, hero="theoden"))
    assert after.owner["anduin_fords"] == BLUE and after.owner["east_fangorn"] == RED


def test_banner_without_targets_or_ability():
    s = position(G, heroes={"theoden": ("lothlorien", RED), "haldir": ("lothlorien", RED)},
                 owner={"anduin_fords": RED, "east_fangorn": RED})
    assert "no unoccupied good place next to Lothlórien" in reason(s, Action.make("banner", RED, hero="theoden"))
    assert reason(s, Action.make("banner", RED, hero="haldir")) == "Haldir has no banner."


def test_evil_banner_opens_evil_places():
    s = position(G, heroes={"gothmog": ("brown_lands", BLUE)}, current=BLUE)
    after, _ = G.apply(s, Action.make("banner", BLUE, hero="gothmog"))
    assert {after.owner[n] for n in ("west_guldur", "dagorlad", "emyn_muil")} == {BLUE}
    assert after.owner["anduin_fords"] is None         # good, and across a river


def test_plus_one_opens_one_chosen_place():
    s = position(G, heroes={"imrahil": ("lothlorien", RED)})
    a = Action.make("plus_one", RED, hero="imrahil", to="east_fangorn")
    assert G.check(s, a)
    labels = {x.label for x in G.legal_actions(s) if x.kind == "plus_one"}
    assert labels == {"Open up Anduin Fords with Imrahil (+1)", "Open up East Fangorn with Imrahil (+1)"}
    after, _ = G.apply(s, a)
    assert after.owner["east_fangorn"] == RED and after.owner["anduin_fords"] is None
    assert "already opened up land this turn" in reason(
        after, Action.make("plus_one", RED, hero="imrahil", to="anduin_fords"))


def test_plus_one_refusals():
    s = position(G, heroes={"imrahil": ("anduin_fords", RED), "haldir": ("anduin_fords", RED)},
                 owner={"east_fangorn": BLUE})
    assert "must be conquered" in reason(s, Action.make("plus_one", RED, hero="imrahil", to="west_guldur"))
    assert reason(s, Action.make("plus_one", RED, hero="imrahil", to="east_fangorn")) == \
        "East Fangorn is already held by Blue."
    assert reason(s, Action.make("plus_one", RED, hero="imrahil", to="osgiliath")) == \
        "Osgiliath is not next to Anduin Fords."
    assert reason(s, Action.make("plus_one", RED, hero="imrahil", to="brown_lands")).startswith("Rivers can only")
    assert "does not have the +1" in reason(s, Action.make("plus_one", RED, hero="haldir", to="lothlorien"))


def test_plus_one_opens_a_fortress():
    s = position(G, heroes={"imrahil": ("osgiliath", RED)})
    after, _ = G.apply(s, Action.make("plus_one", RED, hero="imrahil", to="minas_tirith"))
    assert after.owner["minas_tirith"] == RED


def test_walking_into_a_fortress_of_ones_side_opens_it():
    s = position(G, heroes={"theoden": ("osgiliath", RED)})
    assert s.fortress_count(RED) == 1
    after, _ = G.apply(s, Action.make("move", RED, hero="theoden", to="minas_tirith"))
    assert after.owner["minas_tirith"] == RED and after.fortress_count(RED) == 2


def test_attacking_an_unowned_place_of_ones_side_is_refused():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    r = G.check(s, Action.make("attack", RED, **{"from": "lothlorien", "to": "anduin_fords"}))
    assert "just move in to open it up" in r.reason and r.rule == "opening-up"

"""Movement: one step per hero and turn, rivers and crossings, the arrow, bringing heroes into play."""
from __future__ import annotations

from engines.core import Action, Illegal
from engines.heroes.sample import position, sample_game

RED, BLUE = 0, 1
G = sample_game()


def move(hero: str, to: str, seat: int = RED) -> Action:
    return Action.make("move", seat, hero=hero, to=to)


def reason(s, a) -> str:
    v = G.check(s, a)
    assert isinstance(v, Illegal), f"{a} should be illegal"
    assert v.rule, "every Illegal names a rule"
    return v.reason


def test_one_step_into_own_side_unowned_place_opens_it():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    assert G.check(s, move("haldir", "anduin_fords"))
    after, events = G.apply(s, move("haldir", "anduin_fords"))
    assert after.hero_loc["haldir"] == "anduin_fords"
    assert after.owner["anduin_fords"] == RED
    assert after.owner["lothlorien"] == RED            # the token stays behind
    assert [e.kind for e in events] == ["move", "open"]
    assert s.hero_loc["haldir"] == "lothlorien"        # apply never changes its input


def test_move_label_is_human():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    labels = {a.label for a in G.legal_actions(s) if a.kind == "move"}
    assert "Move Haldir: Lothlórien → Anduin Fords (opens it up)" in labels


def test_each_hero_moves_once_per_turn():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    s, _ = G.apply(s, move("haldir", "anduin_fords"))
    assert reason(s, move("haldir", "lothlorien")) == "Haldir has already moved this turn."


def test_no_move_after_fighting():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    s.fought.add("haldir")
    assert reason(s, move("haldir", "anduin_fords")) == "Haldir has fought this turn and cannot move any more."


def test_not_adjacent():
    s = position(G, heroes={"theoden": ("osgiliath", RED)})
    assert reason(s, move("theoden", "lothlorien")) == "Lothlórien is not next to Osgiliath."


def test_enemy_side_place_must_be_conquered():
    s = position(G, heroes={"haldir": ("anduin_fords", RED)})
    assert "must conquer it" in reason(s, move("haldir", "west_guldur"))


def test_other_players_place_must_be_attacked():
    s = position(G, heroes={"haldir": ("lothlorien", RED)}, owner={"anduin_fords": BLUE})
    assert reason(s, move("haldir", "anduin_fords")) == "Anduin Fords is held by Blue: take it with an attack."


def test_move_into_own_place_of_other_side():
    s = position(G, heroes={"haldir": ("anduin_fords", RED)}, owner={"west_guldur": RED})
    assert G.check(s, move("haldir", "west_guldur"))


def test_impassable_border():
    s = position(G, heroes={"theoden": ("osgiliath", RED)}, owner={"dagorlad": RED})
    assert "cannot be crossed" in reason(s, move("theoden", "dagorlad"))


def test_river_without_crossing_cannot_be_crossed_even_by_lord_of_water():
    s = position(G, heroes={"cirdan": ("anduin_fords", RED)}, owner={"brown_lands": RED})
    assert reason(s, move("cirdan", "brown_lands")).startswith(
        "Rivers can only be crossed at a marked crossing by a hero who is lord of the water.")


def test_river_crossing_needs_lord_of_water():
    s = position(G, heroes={"haldir": ("east_fangorn", RED), "cirdan": ("east_fangorn", RED)},
                 owner={"emyn_muil": RED})
    r = reason(s, move("haldir", "emyn_muil"))
    assert r.startswith("Rivers can only be crossed at a marked crossing by a hero who is lord of the water.")
    assert "Haldir is not lord of the water" in r
    assert G.check(s, move("cirdan", "emyn_muil"))
    v = G.check(s, move("haldir", "emyn_muil"))
    assert v.rule == "rivers"


def test_arrow_skips_one_own_place():
    s = position(G, heroes={"aragorn": ("lothlorien", RED)}, owner={"anduin_fords": RED, "west_guldur": RED})
    a = move("aragorn", "west_guldur")
    assert G.check(s, a)
    after, events = G.apply(s, a)
    assert after.hero_loc["aragorn"] == "west_guldur"
    assert "aragorn" in after.moved
    assert "over Anduin Fords" in events[0].text
    label = next(x.label for x in G.legal_actions(s) if x == a)
    assert label == "Move Aragorn: Lothlórien → West Guldur (arrow, over Anduin Fords)"


def test_arrow_needs_both_places_opened_up():
    s = position(G, heroes={"aragorn": ("lothlorien", RED)}, owner={"anduin_fords": RED})
    assert "both the skipped place and West Guldur" in reason(s, move("aragorn", "west_guldur"))
    s = position(G, heroes={"aragorn": ("lothlorien", RED)}, owner={"west_guldur": RED})
    assert "already opened up by you" in reason(s, move("aragorn", "west_guldur"))


def test_without_arrow_no_skipping():
    s = position(G, heroes={"haldir": ("lothlorien", RED)}, owner={"anduin_fords": RED, "west_guldur": RED})
    assert reason(s, move("haldir", "west_guldur")) == "West Guldur is not next to Lothlórien."


def test_arrow_cannot_skip_two():
    s = position(G, heroes={"aragorn": ("minas_tirith", RED)},
                 owner={"osgiliath": RED, "emyn_muil": RED, "brown_lands": RED})
    assert G.check(s, move("aragorn", "emyn_muil"))
    assert "can skip only one place" in reason(s, move("aragorn", "brown_lands"))


def test_arrow_path_must_be_passable():
    s = position(G, heroes={"aragorn": ("east_fangorn", RED)}, owner={"lothlorien": RED, "dol_guldur": RED})
    assert "cannot be crossed" in reason(s, move("aragorn", "dol_guldur"))


def test_other_players_hero_cannot_be_moved():
    s = position(G, heroes={"khamul": ("west_guldur", BLUE)})
    assert reason(s, move("khamul", "dol_guldur")) == "Khamûl belongs to Blue, not to you."


def test_moving_before_drawing_is_refused():
    s = position(G, heroes={"haldir": ("lothlorien", RED)}, phase="draw")
    assert "begins with drawing" in reason(s, move("haldir", "anduin_fords"))


def test_wrong_seat():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    assert reason(s, move("haldir", "anduin_fords", seat=BLUE)) == "It is Red's turn, not Blue's."


def test_unknown_hero_and_place():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    assert "no hero 'bombadil'" in reason(s, move("bombadil", "anduin_fords"))
    assert "no place 'bree'" in reason(s, move("haldir", "bree"))


# -- bringing heroes into play -------------------------------------------------------------------
def bring(hero: str, seat: int = RED) -> Action:
    return Action.make("bring", seat, hero=hero)


def test_bring_at_start_location_opens_it():
    s = position(G, hands={RED: ["haldir", "elrond"]})
    a = bring("haldir")
    assert G.check(s, a)
    assert [x.label for x in G.legal_actions(s) if x == a] == ["Bring Haldir into play at Lothlórien"]
    after, _ = G.apply(s, a)
    assert after.hero_loc["haldir"] == "lothlorien" and after.owner["lothlorien"] == RED
    assert "haldir" not in after.hands[RED]
    assert reason(after, bring("elrond")) == "You have already brought a hero into play this turn."


def test_bring_refused_where_another_player_holds_the_start():
    s = position(G, hands={RED: ["haldir"]}, owner={"lothlorien": BLUE})
    assert reason(s, bring("haldir")) == "Lothlórien, Haldir's start location, is held by Blue."


def test_bring_refused_at_enemy_side_place_not_held():
    s = position(G, hands={RED: ["alatar"]})
    s.hero_side = dict(s.hero_side, alatar="good")
    assert "evil place you do not hold" in reason(s, bring("alatar"))
    s.owner["west_guldur"] = RED
    assert G.check(s, bring("alatar"))


def test_bring_only_from_own_hand():
    s = position(G, hands={BLUE: ["khamul"]})
    assert reason(s, bring("khamul")) == "Khamûl is not in your hand."


def test_brought_hero_may_move_the_same_turn():
    s = position(G, hands={RED: ["haldir"]})
    s, _ = G.apply(s, bring("haldir"))
    assert G.check(s, move("haldir", "anduin_fords"))


def test_hero_with_a_start_on_the_other_side_comes_in_next_to_it():
    # Alatar, good in this game, starts in West Guldur (evil): Red holds none of it, but holds the
    # Anduin Fords (4) and Dol Guldur (8) next to it: Alatar comes in at the strongest, Dol Guldur
    s = position(G, hands={RED: ["alatar"]}, owner={"anduin_fords": RED, "dol_guldur": RED})
    s.hero_side = dict(s.hero_side, alatar="good")
    a = bring("alatar")
    assert [x.label for x in G.legal_actions(s) if x == a] == ["Bring Alatar into play at Dol Guldur"]
    after, events = G.apply(s, a)
    assert after.hero_loc["alatar"] == "dol_guldur" and after.owner["west_guldur"] is None
    assert "at Dol Guldur" in events[0].text


def test_beside_the_start_in_three_player_games_and_for_gollum():
    s = position(G, players=3, hands={RED: ["alatar"]}, owner={"anduin_fords": RED})
    s.hero_side = dict(s.hero_side, alatar="good")
    assert G.apply(s, bring("alatar"))[0].hero_loc["alatar"] == "anduin_fords"
    # Gollum (good by die) starts in Emyn Muil (evil); Red holds only Osgiliath beside it
    s = position(G, hands={RED: ["gollum"]}, owner={"osgiliath": RED})
    s.hero_side = dict(s.hero_side, gollum="good")
    assert G.apply(s, bring("gollum"))[0].hero_loc["gollum"] == "osgiliath"


def test_hero_with_a_start_on_the_other_side_and_nothing_held_nearby_waits():
    s = position(G, hands={RED: ["alatar"]}, owner={"lothlorien": RED})
    s.hero_side = dict(s.hero_side, alatar="good")
    r = reason(s, bring("alatar"))
    assert "evil place you do not hold" in r and "a place you hold next to it" in r
    assert not [x for x in G.legal_actions(s) if x.kind == "bring"]


def test_bring_refusals_say_why():
    s = position(G, heroes={"haldir": ("lothlorien", RED)}, hands={RED: ["elrond"]})
    s.dead.append(s.decks["evil"].pop(s.decks["evil"].index("lurtz")))
    assert reason(s, bring("haldir")) == "Haldir is already on the board."
    assert reason(s, bring("lurtz")) == "Lurtz is dead and out of the game."
    assert reason(s, Action.make("bring", RED)) == "Say which hero."


def test_check_names_a_specific_reason_for_every_kind_of_wrong_action():
    s = position(G, heroes={"haldir": ("lothlorien", RED), "khamul": ("dol_guldur", BLUE)},
                 hands={RED: ["elrond"]})
    cases = {
        Action.make("fly", RED): "There is no action 'fly' in Helden Mittelerdes.",
        Action.make("end_turn", BLUE): "It is Red's turn, not Blue's.",
        Action.make("draw", RED): "You have already drawn a hero card (or looked into a palantír) this turn.",
        move("elrond", "lothlorien"): "Elrond is in your hand: bring Elrond into play first.",
        move("khamul", "west_guldur"): "Khamûl belongs to Blue, not to you.",
        move("haldir", "osgiliath"): "Osgiliath is not next to Lothlórien.",
        Action.make("move", RED, hero="haldir"): "Say which place.",
        Action.make("attack", RED, to="anduin_fords"): "Say which place.",
        Action.make("banner", RED, hero="haldir"): "Haldir has no banner.",
    }
    for a, text in cases.items():
        assert reason(s, a) == text, a
    s.dead.append(s.decks["good"].pop(s.decks["good"].index("aragorn")))
    assert reason(s, move("aragorn", "lothlorien")) == "Aragorn is dead."

"""Set-up, options, turn order and phases, drawing, players out, and victory."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from engines.core import Action, Illegal, get_game
from engines.core.rules import sections
from engines.heroes import HeroesGame, HeroesOptions
from engines.heroes.sample import position, sample_game

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
G = sample_game()


def end(seat):
    return Action.make("end_turn", seat)


def draw(seat):
    return Action.make("draw", seat)


# -- registration and options -----------------------------------------------------------------------
def test_registered():
    g = get_game("heroes")
    assert isinstance(g, HeroesGame)
    assert g.title == "Helden Mittelerdes (Heroes of Middle-earth)"
    assert (g.min_players, g.max_players, g.has_secrets, g.map_id) == (2, 4, True, "heroes")
    assert g.Options is HeroesOptions


def test_option_defaults():
    o = HeroesOptions()
    assert (o.players, o.fortress_goal, o.max_rounds, o.hand_limit, o.start_heroes, o.land_points,
            o.fortress_points) == (2, 11, 15, 5, 2, 1, 3)
    assert HeroesOptions(players=4).seat_sides() == ["good", "evil", "good", "evil"]
    assert HeroesOptions(players=3, sides=["good", "good", "good"]).seat_sides() == ["good"] * 3


@pytest.mark.parametrize("values,fragment", [
    ({"players": 5}, "players"), ({"players": 1}, "players"),
    ({"players": 3, "sides": ["good", "evil"]}, "one side ('good' or 'evil') per seat"),
    ({"sides": ["good", "neutral"]}, "sides"), ({"colour": "red"}, "colour"),
])
def test_option_validation(values, fragment):
    with pytest.raises(ValidationError) as exc:
        HeroesOptions(**values)
    assert fragment in str(exc.value)


# -- set-up ---------------------------------------------------------------------------------------------
def test_setup_deals_start_heroes_at_their_start_locations():
    s = G.setup(HeroesOptions(players=4), 7)
    b = s.board
    for seat in range(4):
        mine = s.heroes_of(seat)
        assert len(mine) == 2
        for h in mine:
            assert b.hero[h].start_hero and s.hero_side[h] == s.sides[seat]
            assert s.hero_loc[h] == b.hero[h].start and s.owner[b.hero[h].start] == seat
        assert len(s.missions[seat]) == 1
        assert b.missions[s.missions[seat][0]].side in (s.sides[seat], "any")
    # every hero in exactly one place
    placed = list(s.hero_loc) + [h for d in s.decks.values() for h in d] + [h for hd in s.hands for h in hd]
    assert sorted(placed) == sorted(b.hero_order)
    for side, deck in s.decks.items():
        assert all(s.hero_side[h] == side for h in deck)
    assert s.round == 1 and s.current == 0 and s.phase == "draw"


def test_ambiguous_heroes_get_a_side_by_die():
    for seed in range(12):
        s = G.setup(HeroesOptions(), seed)
        rolls = [e for e in s.setup_events if e.roll and e.roll.rule == "ambiguous-heroes"]
        assert len(rolls) == 2
        for e in rolls:
            die = e.roll.parts[0].dice[0].value
            hero = "gollum" if "Gollum" in e.roll.purpose else "alatar"
            assert s.hero_side[hero] == ("good" if die <= 3 else "evil")


def test_setup_shuffles_are_explained_and_missions_private():
    s = G.setup(HeroesOptions(), 3)
    shuffles = [e for e in s.setup_events if e.roll and "Shuffle" in e.roll.purpose]
    assert len(shuffles) >= 3 and all(e.reveals for e in shuffles)
    private = [e for e in s.setup_events if e.visible_to is not None]
    assert {e.visible_to for e in private} == {(RED,), (BLUE,)}
    assert G.view(s, RED).setup_events != s.setup_events


def test_same_seed_same_setup():
    a, b = G.setup(HeroesOptions(players=3), 11), G.setup(HeroesOptions(players=3), 11)
    assert a.to_json() == b.to_json()
    assert a.to_json() != G.setup(HeroesOptions(players=3), 12).to_json()


# -- turns -------------------------------------------------------------------------------------------------
def test_draw_takes_the_top_card_then_campaign():
    s = G.setup(HeroesOptions(), 1)
    top = s.decks["good"][-1]
    after, events = G.apply(s, draw(RED))
    assert after.hands[RED] == [top] and after.phase == "campaign"
    assert [e.visible_to for e in events] == [None, (RED,)]
    assert events[0].reveals and "draws a hero card" in events[0].text
    assert events[1].roll is not None and events[1].roll.rule == "drawing"
    r = G.check(after, draw(RED))
    assert isinstance(r, Illegal) and "already drawn" in r.reason


def test_draw_with_full_hand_or_empty_deck_does_nothing_but_says_so():
    s = G.setup(HeroesOptions(hand_limit=1), 1)
    s = position(G, hands={RED: ["haldir"]}, phase="draw", hand_limit=1)
    deck = list(s.decks["good"])
    after, events = G.apply(s, draw(RED))
    assert after.hands[RED] == ["haldir"] and after.decks["good"] == deck
    assert "hand is full" in events[0].text and after.phase == "campaign"
    s = position(G, phase="draw")
    s.decks["good"] = []
    after, events = G.apply(s, draw(RED))
    assert "deck is empty" in events[0].text and after.phase == "campaign"


def test_turn_order_and_rounds():
    s = G.setup(HeroesOptions(players=3), 2)
    for seat in (RED, BLUE, YELLOW):
        assert G.to_move(s) == seat and s.round == 1
        assert next(a.kind for a in G.legal_actions(s)) == "draw"
        s, _ = G.apply(s, draw(seat))
        s, ev = G.apply(s, end(seat))
    assert G.to_move(s) == RED and s.round == 2
    assert any(e.text == "Round 2 begins." for e in ev)


def test_flags_reset_each_turn():
    s = position(G, heroes={"haldir": ("lothlorien", RED), "khamul": ("dol_guldur", BLUE)})
    s, _ = G.apply(s, Action.make("move", RED, hero="haldir", to="anduin_fords"))
    s, _ = G.apply(s, end(RED))
    assert not s.moved and not s.fought and not s.raised and not s.brought and s.phase == "draw"


def test_fortress_goal_wins_at_the_end_of_the_own_turn():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"minas_tirith": RED}, fortress_goal=3)
    assert s.fortress_count(RED) == 2
    s, _ = G.apply(s, end(RED))
    assert G.outcome(s) is None
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"minas_tirith": RED}, fortress_goal=2)
    s, events = G.apply(s, end(RED))
    out = G.outcome(s)
    assert out is not None and out.winners == (RED,) and out.rule == "victory"
    assert "Red wins" in out.reason and "2 fortresses" in out.reason
    assert G.to_move(s) is None and G.legal_actions(s) == []
    assert events[-1].kind == "outcome"
    r = G.check(s, end(RED))
    assert isinstance(r, Illegal) and r.reason == "The game is over."


def test_fortress_goal_only_counts_for_the_player_ending_the_turn():
    s = position(G, heroes={"theoden": ("osgiliath", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"minas_tirith": RED}, fortress_goal=1, current=BLUE)
    assert s.fortress_count(BLUE) == 1 and s.fortress_count(RED) == 2
    s, _ = G.apply(s, end(BLUE))
    assert G.outcome(s).winners == (BLUE,)


def test_points_after_the_last_round():
    s = position(G, heroes={"haldir": ("lothlorien", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"anduin_fords": RED, "east_fangorn": RED, "west_guldur": BLUE}, max_rounds=1, current=BLUE)
    s.missions = [["guard_lorien"], ["take_minas_tirith"]]
    s, _ = G.apply(s, end(BLUE))
    out = G.outcome(s)
    # Red: 3 lands + mission 'Guard the Golden Wood' (Lothlórien, East Fangorn) +2 = 5; Blue: 1 land + 1 fortress = 4
    assert out.scores == (5, 4) and out.winners == (RED,)
    assert out.reason == ("After 1 round, Red wins with 5 victory points (3 lands, 0 fortresses, "
                          "mission 'Guard the Golden Wood' +2).")


def test_tie_broken_by_fortresses_then_shared():
    s = position(G, heroes={"haldir": ("lothlorien", RED), "khamul": ("dol_guldur", BLUE)},
                 owner={"anduin_fords": RED, "east_fangorn": RED}, max_rounds=1, current=BLUE)
    s.missions = [[], []]
    s, _ = G.apply(s, end(BLUE))
    out = G.outcome(s)
    assert out.scores == (3, 3) and out.winners == (BLUE,) and "more fortresses" in out.reason
    s = position(G, heroes={"haldir": ("lothlorien", RED), "khamul": ("west_guldur", BLUE)},
                 owner={"dol_guldur": None}, max_rounds=1, current=BLUE)
    s.missions = [[], []]
    s, _ = G.apply(s, end(BLUE))
    out = G.outcome(s)
    assert out.winners == (RED, BLUE) and "share" in out.reason


def test_players_out_are_skipped_and_the_last_one_wins():
    s = position(G, players=3, heroes={"haldir": ("lothlorien", RED), "khamul": ("dol_guldur", BLUE),
                                       "elrond": ("east_fangorn", YELLOW)})
    s.decks["evil"] = []
    # Blue still has Khamûl: not out
    s, _ = G.apply(s, end(RED))
    assert G.to_move(s) == BLUE and not any(s.out)
    del s.hero_loc["khamul"]
    s.hero_owner.pop("khamul")
    s.dead.append("khamul")
    s, _ = G.apply(s, draw(BLUE))
    s, ev = G.apply(s, end(BLUE))
    assert s.out == [False, True, False] and G.to_move(s) == YELLOW
    assert any("is out" in e.text for e in ev)
    s, _ = G.apply(s, draw(YELLOW))
    s, _ = G.apply(s, end(YELLOW))
    assert G.to_move(s) == RED and s.round == 2


def test_last_player_standing_wins():
    s = position(G, heroes={"haldir": ("lothlorien", RED)})
    s.decks["evil"] = []
    s, _ = G.apply(s, end(RED))
    out = G.outcome(s)
    assert out.winners == (RED,) and out.rule == "players-out"


def test_every_rule_anchor_exists_in_the_rules_text():
    import re
    from pathlib import Path

    import engines.heroes as pkg
    anchors = set(sections("heroes"))
    src = "".join(p.read_text() for p in Path(pkg.__file__).parent.glob("*.py"))
    used = set(re.findall(r'R_[A-Z_]+ = "([a-z-]+)"', src))
    used |= {a for line in re.findall(r'R_[A-Z_, ]+ = ([^\n]+)', src) for a in re.findall(r'"([a-z-]+)"', line)}
    assert used and used <= anchors, used - anchors
    assert "hero-fights" in anchors and "[Table]" in sections("heroes")["victory"][1]


def test_summary_mentions_round_and_points():
    s = G.setup(HeroesOptions(), 1)
    assert s.round == 1 and "Round 1 of 15" in G.summary(s) and "Red" in G.summary(s)
    assert G.seat_names(s) == ["Red", "Blue"]

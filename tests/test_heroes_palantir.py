"""The palantír: instead of drawing, look at another player's hand and missions (private)."""
from __future__ import annotations

from engines.core import Action, Illegal
from engines.heroes.sample import position, sample_game

RED, BLUE, YELLOW = 0, 1, 2
G = sample_game()


def look(target, seat=RED):
    return Action.make("palantir", seat, target=target)


def start():
    return position(G, heroes={"denethor": ("minas_tirith", RED), "khamul": ("dol_guldur", BLUE)},
                    hands={BLUE: ["lurtz", "sauron"]}, phase="draw")


def test_palantir_offered_instead_of_drawing():
    s = start()
    labels = {a.label for a in G.legal_actions(s)}
    assert labels == {"Draw a hero card",
                      "Look into Blue's hand and mission with the palantír (instead of drawing)"}


def test_palantir_shows_hand_and_mission_privately_and_is_remembered():
    s = start()
    deck_before = list(s.decks["good"])
    after, events = G.apply(s, look(BLUE))
    assert after.phase == "campaign"
    assert after.decks["good"] == deck_before and after.hands[RED] == []        # no card drawn
    private = [e for e in events if e.visible_to == (RED,)]
    assert len(private) == 1 and private[0].kind == "private" and private[0].reveals
    assert "Lurtz" in private[0].text and "Sauron" in private[0].text
    public = [e for e in events if e.visible_to is None]
    assert public and "Lurtz" not in public[0].text and "Denethor's palantír" in public[0].text
    g = after.knowledge[RED][BLUE]
    assert g.round == 1 and g.hand == ("lurtz", "sauron") and g.missions == tuple(s.missions[BLUE])
    v = G.view(after, RED)
    assert v.hands[BLUE] == ["lurtz", "sauron"]
    assert v.missions[BLUE] == s.missions[BLUE]
    assert v.knowledge[RED][BLUE].round == 1
    vb = G.view(after, BLUE)
    assert vb.knowledge == {}                           # Blue does not learn what Red knows


def test_known_cards_leave_the_view_when_played_and_new_cards_stay_hidden():
    s = start()
    s, _ = G.apply(s, look(BLUE))
    s.hands[BLUE].remove("lurtz")
    s.hero_loc["lurtz"] = "brown_lands"
    s.owner["brown_lands"] = BLUE
    s.hands[BLUE].append(s.decks["evil"].pop())
    v = G.view(s, RED)
    assert sorted(v.hands[BLUE]) == sorted(["sauron", "?"])


def test_palantir_needs_a_hero_with_a_palantir_on_the_board():
    s = position(G, heroes={"haldir": ("lothlorien", RED)}, hands={RED: ["denethor"]}, phase="draw")
    r = G.check(s, look(BLUE))
    assert isinstance(r, Illegal) and "hero with a palantír on the board" in r.reason and r.rule == "palantir"


def test_palantir_not_at_oneself_nor_after_drawing():
    s = start()
    r = G.check(s, look(RED))
    assert isinstance(r, Illegal) and "you know your own" in r.reason
    r = G.check(s, look(7))
    assert isinstance(r, Illegal) and "another player" in r.reason
    s, _ = G.apply(s, Action.make("draw", RED))
    r = G.check(s, look(BLUE))
    assert isinstance(r, Illegal) and "already drawn" in r.reason


def test_palantir_in_three_player_game_can_pick_any_other():
    s = position(G, players=3, heroes={"denethor": ("minas_tirith", RED)}, phase="draw")
    assert {a["target"] for a in G.legal_actions(s) if a.kind == "palantir"} == {BLUE, YELLOW}

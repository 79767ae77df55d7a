"""Action dice: what each face allows, Will of the West, discarding, Event dice, Elven rings."""
from __future__ import annotations

from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, find, new_game


def kinds_for(g, s, die):
    return {a.kind for a in g.legal_actions(s) if a.get("die") == die}


def test_faces_of_the_published_dice():
    g, _s = new_game()
    assert g.board.dice.free_peoples.faces.count("character") == 2
    assert "eye" in g.board.dice.shadow.faces and "will_of_the_west" in g.board.dice.free_peoples.faces


def test_character_die_moves_the_fellowship_but_a_muster_die_cannot():
    g, s = new_game()
    s = action_phase(s, fp=("character", "muster"))
    assert "move_fellowship" in kinds_for(g, s, "character")
    assert "move_fellowship" not in kinds_for(g, s, "muster")
    assert "politics" in kinds_for(g, s, "muster")


def test_will_of_the_west_is_any_other_result():
    g, s = new_game()
    s = action_phase(s, fp=("will_of_the_west",))
    k = kinds_for(g, s, "will_of_the_west")
    assert {"move_fellowship", "politics", "draw_card", "move_army", "separate"} <= k


def test_event_die_draws_from_a_deck_of_your_choice():
    g, s = new_game()
    s = action_phase(s, fp=("event",), sh=("event",))
    a = find(g, s, "draw_card", die="event", deck="strategy")
    n = len(s.hands[FP])
    s, ev = g.apply(s, a)
    assert len(s.hands[FP]) == n + 1 and g.board.cards[s.hands[FP][-1]].deck == "strategy"
    assert any(e.roll is not None for e in ev)


def test_cards_without_a_plugged_in_effect_cannot_be_played_yet():
    from engines.war_of_the_ring import cards
    g, s = new_game()
    s = action_phase(s, fp=("event",), hands=True)
    saved = {c: cards.EFFECTS.pop(c) for c in s.hands[FP] if c in cards.EFFECTS}
    try:
        assert find(g, s, "play_card") is None
    finally:
        cards.EFFECTS.update(saved)


def test_a_plugged_in_card_can_be_played_and_is_discarded():
    from engines.core import Event
    from engines.war_of_the_ring import cards
    g, s = new_game()
    c = s.hands[FP][0]
    calls = []

    def play(game, state, side, dice):
        calls.append(side)
        return [Event("test effect", {})]
    old = cards.EFFECTS.get(c)
    cards.EFFECTS[c] = cards.CardEffect(c, play)
    try:
        s = action_phase(s, fp=("event",), sh=("muster",), hands=True)
        s, _ev = g.apply(s, find(g, s, "play_card", card=c))
        assert calls == [FP] and c not in s.hands[FP]
        assert c in s.discards[f"free_peoples/{g.board.cards[c].deck}"]
        # Gandalf the Grey guides: playing with an Event die draws a Character card
        assert len(s.hands[FP]) == 2
    finally:
        if old is None:
            del cards.EFFECTS[c]
        else:
            cards.EFFECTS[c] = old


def test_elven_ring_changes_a_die_then_the_player_acts_and_the_ring_goes_to_the_shadow():
    g, s = new_game()
    s = action_phase(s, fp=("muster",), sh=("army",))
    assert find(g, s, "elven_ring", die="muster", to="will_of_the_west") is None
    s, _ = g.apply(s, find(g, s, "elven_ring", die="muster", to="character"))
    assert s.rolled[FP] == ["character"] and s.rings == {FP: 2, SH: 1}
    assert g.to_move(s) == 0                      # still the Free Peoples' action
    assert find(g, s, "elven_ring") is None       # one ring per turn
    s, _ = g.apply(s, find(g, s, "move_fellowship"))
    assert g.to_move(s) == 1


def test_shadow_ring_to_eye_goes_to_the_hunt_box_and_the_ring_leaves_the_game():
    g, s = new_game()
    s.rings = {FP: 2, SH: 1}
    s = action_phase(s, fp=("muster",), sh=("army", "muster"), side=SH)
    assert find(g, s, "elven_ring", to="will_of_the_west") is None
    s, _ = g.apply(s, find(g, s, "elven_ring", die="army", to="eye"))
    assert s.hunt_shadow == 1 and s.rings == {FP: 2, SH: 0} and s.rolled[SH] == ["muster"]
    assert g.to_move(s) == 1

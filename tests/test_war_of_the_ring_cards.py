"""The card system itself: which die plays which card, preconditions and their reasons, the generic
card choice, continuations, table cards and their discard conditions, special hunt tiles, combat
cards in initiative order with their modifiers in the roll's explanation, face-down cards hidden."""
from __future__ import annotations

from engines.core import Event
from engines.war_of_the_ring import cards
from engines.war_of_the_ring.game import FP, SH
from engines.war_of_the_ring.sample import action_phase, arrange, find, give, new_game, options
from engines.war_of_the_ring.state import HIDDEN
from tests.scripted import scripted_dice
from tests.wotr_card_helpers import choose, play

ALL = [f"fp_character_{i:02d}" for i in range(1, 25)]


def table(*hand, fp=("character",), sh=("muster",)):
    g, s = new_game()
    s = action_phase(s, fp=fp, sh=sh, hands=False)
    give(s, FP, *hand)
    return g, s


def test_every_free_peoples_character_card_has_an_event_and_a_combat_half():
    for c in ALL:
        assert c in cards.EFFECTS, c
        assert c in cards.COMBAT, c


def test_a_character_card_needs_a_character_event_or_will_of_the_west_die():
    g, s = table("fp_character_12", fp=("muster", "army_muster"))
    assert find(g, s, "play_card") is None
    a = find(g, s, "discard_die", die="muster").__class__.make("play_card", 0, "x", die="muster",
                                                                 card="fp_character_12")
    why = g.check(s, a)
    assert not why and "Character die" in why.reason
    for die in ("character", "event", "will_of_the_west"):
        g, s = table("fp_character_12", fp=(die,))
        assert find(g, s, "play_card", card="fp_character_12", die=die) is not None


def test_a_strategy_card_needs_its_printed_die_or_an_event_die():
    """Checked with a stand-in effect on a Free Peoples strategy card (printed Muster die)."""
    g, s = new_game()
    c = next(x for x in sorted(g.board.cards) if g.board.cards[x].side == FP and g.board.cards[x].die == "muster")
    old = cards.EFFECTS.get(c)
    cards.EFFECTS[c] = cards.CardEffect(c, lambda game, st, side, dice: [])
    try:
        for die, ok in (("muster", True), ("army_muster", True), ("army", False), ("character", False),
                        ("event", True)):
            s2 = action_phase(s.clone(), fp=(die,), hands=False)
            give(s2, FP, c)
            assert (find(g, s2, "play_card", card=c) is not None) == ok, die
    finally:
        if old is None:
            del cards.EFFECTS[c]
        else:
            cards.EFFECTS[c] = old


def test_an_unmet_precondition_hides_the_card_and_check_explains_why():
    g, s = table("fp_character_07")
    s.companions.remove("boromir")
    assert find(g, s, "play_card", card="fp_character_07") is None
    a = find(g, s, "discard_die").__class__.make("play_card", 0, "", die="character", card="fp_character_07")
    why = g.check(s, a)
    assert not why and "Boromir" in why.reason and why.rule == "event-cards"


def test_a_play_says_which_die_and_which_condition_allowed_it():
    g, s = table("fp_character_07")
    s, ev = play(g, s, "fp_character_07")
    first = next(e for e in ev if e.kind == "card")
    assert "Character die" in first.text and "Boromir is in the Fellowship" in first.text


def test_gandalf_guide_draws_a_character_card_after_an_event_die_play():
    g, s = table("fp_character_12", fp=("event",))
    n = len(s.decks["free_peoples/character"])
    s, _ = play(g, s, "fp_character_12", die="event")
    assert len(s.hands[FP]) == 1 and len(s.decks["free_peoples/character"]) == n - 1


def test_card_choice_offers_labelled_options_and_the_pick_continues_the_card():
    g, s = table("fp_character_24")
    arrange(s, units={("minas_tirith", "gondor"): (3, 1, 1)}, chars={"strider": "minas_tirith"})
    arrange(s, units={("minas_tirith", "elves"): (1, 0, 0)})
    s, _ = play(g, s, "fp_character_24")
    assert s.pending[-1]["kind"] == "card_choice" and g.to_move(s) == 0
    labels = {a.label for a in g.legal_actions(s)}
    assert "A Gondor regular becomes an elite" in labels
    assert set(options(g, s)) == {"gondor", "elves"}
    s, ev = choose(g, s, "elves")
    assert s.units[("minas_tirith", "elves")] == (0, 1, 0)
    assert s.pending[-1]["kind"] == "action" and any("replaced by an elite" in e.text for e in ev)


def test_a_choice_can_be_put_to_the_opponent():
    """The Eagles: the Shadow player picks where the surviving Nazgûl fly."""
    g, s = table("fp_character_18")
    arrange(s, clear=True, units={("dagorlad", "sauron"): (2, 0, 0), ("north_ithilien", "gondor"): (2, 0, 0)},
            nazgul={"dagorlad": 2}, chars={"legolas": "north_ithilien"})
    s.companions.remove("legolas")
    s, _ = play(g, s, "fp_character_18", 1, 5)
    assert s.pending[-1]["kind"] == "card_choice" and s.pending[-1]["side"] == SH and g.to_move(s) == 1


def test_a_queued_continuation_runs_after_the_decisions_it_waits_for():
    """The Ents Awake: hits on Orthanc (the Shadow chooses casualties), then the continuation."""
    g, s = table("fp_character_19")
    arrange(s, units={("orthanc", "isengard"): (1, 1, 0)}, chars={"gandalf_the_white": "fangorn"})
    s.companions.remove("gandalf_the_grey")
    s.eliminated.append("gandalf_the_grey")
    s, _ = play(g, s, "fp_character_19", 4, 4, 1)
    assert s.pending[-1]["kind"] == "casualties" and s.card_state.get("queue")
    s, _ = g.apply(s, find(g, s, "take_casualties", elites=1, reduce=0, regulars=0))
    assert not s.card_state.get("queue") and ("orthanc", "isengard") in s.units


def test_table_cards_leave_when_their_condition_fails():
    g, s = table("fp_character_07", fp=("character", "muster"))
    s, _ = play(g, s, "fp_character_07")
    assert s.table[FP] == ["fp_character_07"]
    s.companions.remove("boromir")
    s.chars["boromir"] = "rivendell"
    s, ev = g.apply(s, find(g, s, "discard_die"))
    assert s.table[FP] == [] and "fp_character_07" in s.discards["free_peoples/character"]
    assert any("Boromir left the Fellowship" in e.text for e in ev)


def test_special_tiles_wait_for_mordor_then_join_the_pool():
    g, s = table("fp_character_01")
    s, ev = play(g, s, "fp_character_01")
    assert s.card_state["tiles_waiting"] == ("free_peoples_01",) and "free_peoples_01" not in s.hunt_pool
    assert any("when the Fellowship enters Mordor" in e.text for e in ev)
    s.ring_region, s.progress = "morannon", 0
    s.phase = "fellowship"
    s.pending = [{"kind": "fellowship", "side": FP}]
    s, ev = g.apply(s, find(g, s, "enter_mordor"))
    assert "free_peoples_01" in s.hunt_pool and not s.card_state.get("tiles_waiting")


def test_combat_modifiers_appear_in_the_roll_explanation():
    g, s = new_game()
    arrange(s, clear=True, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            political={"sauron": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    give(s, FP, "fp_character_01")
    s.ring_region = "north_ithilien"
    s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
    assert s.pending[-1]["kind"] == "combat_card" and s.pending[-1]["side"] == FP
    s, ev = g.apply_with(s, find(g, s, "combat_card", card="fp_character_01"), scripted_dice(2, 2, 2, 4, 4, 1))
    roll = next(e.roll for e in ev if e.roll and "Battle" in e.roll.purpose)
    fp_part = roll.parts[1]
    assert any("It Is a Gift" in m.source and m.value == 1 for m in fp_part.modifiers)
    assert fp_part.total == 2          # 4+1 and 4+1 hit on 5+, the 1 stays a miss
    assert any("reveal It Is a Gift" in e.text for e in ev)


def test_the_opponents_face_down_card_is_hidden_in_the_view_and_filled_by_determinize():
    g, s = new_game()
    arrange(s, clear=True, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            political={"sauron": 0})
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    give(s, FP, "fp_character_12")
    arrange(s, units={("north_ithilien", "gondor"): (3, 0, 1)})   # a leader: Fateful Strike may be played
    c = s.decks["shadow/strategy"][-1]
    give(s, SH, c)
    old = cards.COMBAT.get(c)
    cards.COMBAT[c] = cards.CombatEffect(c, lambda game, st, side, bt, dice: [Event("stand-in", {})])
    try:
        s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
        s, _ = g.apply(s, find(g, s, "combat_card", card=c))
        assert s.pending[-1]["side"] == FP
        v = g.view(s, 0)
        assert v.battle["cards"] == ((SH, HIDDEN),)
        d = g.determinize(v, 0, seed=1)
        assert HIDDEN not in [x for _sd, x in d.battle["cards"]]
        g.legal_actions(d)
    finally:
        if old is None:
            del cards.COMBAT[c]
        else:
            cards.COMBAT[c] = old


def test_combat_cards_resolve_by_initiative_and_a_cancel_stops_a_later_card():
    """Daring Defiance (initiative 0) cancels the Shadow's card before it resolves."""
    g, s = new_game()
    arrange(s, clear=True, units={("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)},
            chars={"gimli": "north_ithilien"}, political={"sauron": 0})
    s.companions.remove("gimli")
    s = action_phase(s, sh=("army",), fp=("muster",), side=SH, hands=False)
    give(s, FP, "fp_character_11")
    c = s.decks["shadow/strategy"][-1]
    give(s, SH, c)
    calls = []
    old = cards.COMBAT.get(c)
    cards.COMBAT[c] = cards.CombatEffect(c, lambda game, st, side, bt, dice: calls.append(1) or [])
    try:
        s, _ = g.apply(s, find(g, s, "attack", to="north_ithilien"))
        s, _ = g.apply(s, find(g, s, "combat_card", card=c))
        s, ev = g.apply_with(s, find(g, s, "combat_card", card="fp_character_11"),
                             scripted_dice(6, 6, 6, 6, 6, 6, 6, 6))
        assert calls == [] and any("is cancelled" in e.text for e in ev)
        assert c in s.discards["shadow/strategy"]
    finally:
        if old is None:
            del cards.COMBAT[c]
        else:
            cards.COMBAT[c] = old


def test_card_decisions_survive_a_save_round_trip():
    """Actions of card choices (tuple picks included) go through JSON and replay to the same game."""
    import json
    import random

    from engines.core import Action as A
    from engines.war_of_the_ring.options import WarOfTheRingOptions
    g = new_game()[0]
    s = g.setup(WarOfTheRingOptions(), 21)
    rng = random.Random(21)
    actions = []
    while not s.over and len(actions) < 700:
        legal = g.legal_actions(s)
        useful = [a for a in legal if a.kind not in ("discard_die", "pass", "elven_ring")]
        a = rng.choice(useful or legal)
        s, _ = g.apply(s, a)
        actions.append(a)
    assert any(a.kind in ("play_card", "card_choice", "combat_card") for a in actions)
    r = g.setup(WarOfTheRingOptions(), 21)
    for a in actions:
        r, _ = g.apply(r, A.from_json(json.loads(json.dumps(a.to_json()))))
    assert (r.units, r.hands, r.table, r.discards, r.corruption, r.card_state) == \
        (s.units, s.hands, s.table, s.discards, s.corruption, s.card_state)

"""What a seat may see (view) and a full state sampled from it (determinize)."""
from __future__ import annotations

import random

from engines.core import Action
from engines.heroes import HeroesOptions
from engines.heroes.sample import sample_game

G = sample_game()
RED, BLUE, YELLOW = 0, 1, 2


def midgame(seed=5, players=3, steps=60):
    s = G.setup(HeroesOptions(players=players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.over:
            break
        s, _ = G.apply(s, G.rollout_action(s, G.legal_actions(s), rng))
    return s


def where(s):
    out = {}
    for h, n in s.hero_loc.items():
        out.setdefault(h, []).append(("board", n))
    for i, hand in enumerate(s.hands):
        for h in hand:
            out.setdefault(h, []).append(("hand", i))
    for side, deck in s.decks.items():
        for h in deck:
            out.setdefault(h, []).append(("deck", side))
    for h in s.dead:
        out.setdefault(h, []).append(("dead", None))
    return out


def test_view_hides_other_hands_missions_decks_and_the_rng():
    s = midgame()
    before = s.to_json()
    v = G.view(s, BLUE)
    assert s.to_json() == before                                     # view never changes the state
    assert v.hands[BLUE] == s.hands[BLUE] and v.missions[BLUE] == s.missions[BLUE]
    for other in (RED, YELLOW):
        assert v.hands[other] == ["?"] * len(s.hands[other])
        assert v.missions[other] == ["?"] * len(s.missions[other])
    for side in ("good", "evil"):
        assert v.decks[side] == ["?"] * len(s.decks[side])
    assert v.rng.getstate() == random.Random(0).getstate()
    assert v.hero_loc == s.hero_loc and v.owner == s.owner and v.dead == s.dead
    assert all(e.visible(BLUE) for e in v.setup_events)


def test_the_ai_cannot_read_the_future_through_the_view():
    s = midgame(players=2)
    v1, v2 = G.view(s, RED), G.view(s, RED)
    assert v1.rng.random() == v2.rng.random()


def test_determinize_is_consistent_with_the_view():
    s = midgame()
    b = s.board
    v = G.view(s, BLUE)
    for seed in range(20):
        d = G.determinize(v, BLUE, seed)
        w = where(d)
        assert sorted(w) == sorted(b.hero_order) and all(len(x) == 1 for x in w.values())
        assert d.hands[BLUE] == s.hands[BLUE] and d.missions[BLUE] == s.missions[BLUE]
        assert d.hero_loc == s.hero_loc and d.owner == s.owner
        for i in range(s.players):
            assert len(d.hands[i]) == len(s.hands[i]) and "?" not in d.hands[i]
            for h in d.hands[i]:
                assert d.hero_side[h] == d.sides[i] and d.hero_owner[h] == i
            assert len(d.missions[i]) == len(s.missions[i])
            for m in d.missions[i]:
                assert b.missions[m].side in (d.sides[i], "any")
        for side in ("good", "evil"):
            assert len(d.decks[side]) == len(s.decks[side])
            assert all(d.hero_side[h] == side for h in d.decks[side])
        # and it plays on
        acts = G.legal_actions(d)
        assert acts and all(G.check(d, a) for a in acts)
        G.apply(d, acts[-1])


def test_determinize_varies_with_the_seed_and_repeats_with_the_same_seed():
    s = G.setup(HeroesOptions(players=2), 9)
    v = G.view(s, RED)
    decks = {tuple(G.determinize(v, RED, k).decks["evil"]) for k in range(10)}
    assert len(decks) > 1
    assert G.determinize(v, RED, 3).to_json() == G.determinize(v, RED, 3).to_json()
    assert G.determinize(v, RED, 3).rng.random() == random.Random(3).random()


def test_palantir_knowledge_survives_determinize():
    s = G.setup(HeroesOptions(players=2), 1)
    from engines.heroes.sample import arrange
    s = arrange(s, heroes={"denethor": ("minas_tirith", RED), "khamul": ("dol_guldur", BLUE)},
                hands={BLUE: ["sauron", "lurtz"]})
    s, _ = G.apply(s, Action.make("palantir", RED, target=BLUE))
    v = G.view(s, RED)
    for seed in range(5):
        d = G.determinize(v, RED, seed)
        assert sorted(d.hands[BLUE]) == ["lurtz", "sauron"]
        assert d.missions[BLUE] == s.missions[BLUE]


def test_evaluate_is_bounded_and_prefers_the_stronger_side():
    s = midgame(players=2, steps=80)
    for seat in (RED, BLUE):
        assert -1.0 <= G.evaluate(s, seat) <= 1.0
    from engines.heroes.sample import position
    strong = position(G, heroes={"haldir": ("lothlorien", RED), "sauron": ("dagorlad", BLUE),
                                 "khamul": ("dol_guldur", BLUE)}, owner={"osgiliath": BLUE, "minas_tirith": BLUE})
    assert G.evaluate(strong, BLUE) > 0 > G.evaluate(strong, RED)


def test_rollout_prefers_good_attacks_and_openings_over_ending_the_turn():
    from engines.heroes.sample import position
    s = position(G, heroes={"sauron": ("west_guldur", BLUE), "gothmog": ("west_guldur", BLUE),
                            "haldir": ("anduin_fords", RED)}, current=BLUE)
    acts = G.legal_actions(s)
    rng = random.Random(1)
    picks = [G.rollout_action(s, acts, rng).kind for _ in range(300)]
    assert picks.count("end_turn") < picks.count("attack")
    atk = next(a for a in acts if a.kind == "attack" and a["to"] == "anduin_fords")
    assert G.attack_odds(s, atk) > 0.9


def test_view_does_not_reveal_whose_hand_a_hidden_hero_is_in():
    s = midgame()
    v = G.view(s, BLUE)
    for h, seat in v.hero_owner.items():
        assert h in s.hero_loc or h in v.hands[seat]
    hidden_elsewhere = [h for i, hand in enumerate(s.hands) if i != BLUE for h in hand]
    assert all(h not in v.hero_owner for h in hidden_elsewhere if h not in s.public_hand)


def test_apply_refuses_an_illegal_action_with_the_reason():
    import pytest

    from engines.core import IllegalAction
    s = G.setup(HeroesOptions(), 1)
    with pytest.raises(IllegalAction) as exc:
        G.apply(s, Action.make("end_turn", RED))
    assert "drawing" in str(exc.value)

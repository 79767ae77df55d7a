"""Whole quests, random and by the rule-based teammate, for 2 to 5 hobbits with and without Friends & Foes, with
the invariants checked after every action: cards conserved, shields and life tokens conserved between the supply
and the hobbits, corruption positions 0–15, Sauron never behind a living hobbit, the foes all accounted for."""
from __future__ import annotations

import random

import pytest

from engines.quest.cards import hobbit_deck
from engines.quest.evaluation import policy
from engines.quest.game import QuestGame
from engines.quest.state import HIDDEN

GAME = QuestGame()


def invariants(s) -> None:
    data = s.data
    cards = list(s.deck) + list(s.discard) + [c for h in s.hobbits for c in h.hand] + \
        [c for p in s.piles.values() for c in p]
    given_shields = 0
    given_tokens = {"ring": 0, "heart": 0, "sun": 0}
    a = s.ask
    if a is not None:
        cards += list(a.data.get("cards", ()))
        spec = a.data.get("spec")
        for _, item in (spec["given"] if spec else ()):
            kind, _, what = item.partition(":")
            if kind == "card":
                cards.append(what)
            elif kind == "shields":
                given_shields += int(what)
            elif kind == "token":
                given_tokens[what] += 1
    every = hobbit_deck(data) + [c.id for c in data.feature_cards if c.home in s.piles]
    assert sorted(cards) == sorted(every), "cards are not conserved"
    total = sum(int(v) * n for v, n in data.shields.items()) + sum(data.big_shields)
    assert s.shield_supply + sum(h.shields for h in s.hobbits) + sum(s.big_shields) + given_shields == total
    for kind, n in data.life_tokens.items():
        assert s.token_supply[kind] + sum(h.tokens[kind] for h in s.hobbits) + given_tokens[kind] == n
    assert 0 <= s.sauron <= 15
    for h in s.hobbits:
        assert 0 <= h.pos <= 15
        assert h.out or h.pos < s.sauron, "Sauron is behind a living hobbit"
        assert not (h.out and (h.hand or h.shields or any(h.tokens.values())))
    if s.expansion:
        assert sorted(s.foe_deck + s.foe_line + s.defeated) == sorted(f.id for f in data.foes)
    else:
        assert not s.foe_line and not s.foe_deck


CASES = [(players, expansion, difficulty, seed) for players in (2, 3, 4, 5) for expansion in (True, False)
         for difficulty, seed in (("easy", players * 7 + 1), ("hard", players * 11 + 3))]


@pytest.mark.parametrize("players,expansion,difficulty,seed", CASES)
def test_random_and_rule_games_run_to_an_end_with_the_invariants(players, expansion, difficulty, seed):
    for chooser in ("random", "rules"):
        s = GAME.setup(GAME.options(players=players, expansion=expansion, difficulty=difficulty), seed)
        rng = random.Random(seed)
        invariants(s)
        steps = 0
        while GAME.outcome(s) is None:
            actions = GAME.legal_actions(s)
            assert actions and all(a.seat == GAME.to_move(s) for a in actions)
            action = rng.choice(actions) if chooser == "random" else policy(s, actions, rng)
            s, _ = GAME.apply(s, action)
            invariants(s)
            steps += 1
            assert steps < 4000, "a quest that never ends"
        outcome = GAME.outcome(s)
        assert len(set(outcome.scores)) == 1 and outcome.winners in ((), tuple(range(players)))


def test_a_view_hides_the_others_hands_the_decks_and_the_unseen_tiles():
    s = GAME.setup(GAME.options(players=3), 5)
    v = GAME.view(s, 1)
    assert v.hobbits[1].hand == s.hobbits[1].hand
    assert all(c == HIDDEN for c in v.hobbits[0].hand + v.hobbits[2].hand)
    assert all(c == HIDDEN for c in v.deck) and all(f == HIDDEN for f in v.foe_deck)
    assert v.rng is not s.rng and v.rng.getstate() != s.rng.getstate()
    d = GAME.determinize(v, 1, 9)
    assert GAME.view(d, 1).hobbits[1].hand == v.hobbits[1].hand
    assert sorted(d.deck + [c for h in d.hobbits for c in h.hand]) == sorted(s.deck + [c for h in s.hobbits
                                                                                     for c in h.hand])


def test_cards_passed_at_the_council_are_seen_only_by_the_two_hobbits():
    s = GAME.setup(GAME.options(players=3, expansion=False), 2)
    while s.ask.kind != "council":
        s, _ = GAME.apply(s, GAME.legal_actions(s)[0])
    s, events = GAME.apply(s, GAME.legal_actions(s)[0])
    named = [e for e in events if e.visible_to == (0, 1)]
    anonymous = [e for e in events if e.visible_to == (2,)]
    assert named and anonymous and "passes a card" in anonymous[0].text

"""Property tests: random games keep every invariant, replay exactly, and survive save/load."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Action, Match, registry
from engines.core.saves import dumps, loads
from engines.heroes import HeroesOptions
from engines.heroes.sample import sample_game

G = sample_game()
MAX_ACTIONS = 160


def invariants(s, game=G) -> None:
    b = s.board
    places = Counter()
    for h in s.hero_loc:
        places[h] += 1
    for hand in s.hands:
        places.update(hand)
    for deck in s.decks.values():
        places.update(deck)
    places.update(s.dead)
    # every hero in exactly one place: board, a hand, a deck, or dead
    assert set(places) == set(b.hero_order) and set(places.values()) == {1}, places
    occupant: dict[str, int] = {}
    for h, node in s.hero_loc.items():
        seat = s.hero_owner[h]
        assert s.owner[node] == seat, f"{h} stands in {node}, not held by its player"
        assert occupant.setdefault(node, seat) == seat, f"two players' heroes in {node}"
    for i, hand in enumerate(s.hands):
        for h in hand:
            assert s.hero_owner[h] == i and s.hero_side[h] == s.sides[i]
    assert set(s.hero_owner) == set(s.hero_loc) | {h for hand in s.hands for h in hand}
    for side, deck in s.decks.items():
        assert all(s.hero_side[h] == side for h in deck)
    for m in s.missions:
        assert len(m) <= 1
    assert 1 <= s.round <= s.options.max_rounds
    assert s.phase in ("draw", "campaign")
    assert (game.outcome(s) is not None) == s.over
    if not s.over:
        assert not s.out[s.current]


def random_well_formed(s, rng: random.Random) -> Action:
    """An action of any kind with plausible parameters: legal or not, check() must say why."""
    b = s.board
    seat = s.current if rng.random() < 0.9 else rng.randrange(s.players)
    kind = rng.choice(["draw", "palantir", "bring", "move", "banner", "plus_one", "attack", "end_turn"])
    hero = rng.choice(b.hero_order)
    node, node2 = rng.choice(b.nodes), rng.choice(b.nodes)
    params = {"draw": {}, "end_turn": {}, "palantir": {"target": rng.randrange(s.players)}, "bring": {"hero": hero},
              "move": {"hero": hero, "to": node}, "banner": {"hero": hero}, "plus_one": {"hero": hero, "to": node},
              "attack": {"from": node, "to": node2}}[kind]
    return Action.make(kind, seat, **params)


def play(seed: int, players: int, check_all: bool = True):
    s = G.setup(HeroesOptions(players=players, max_rounds=8), seed)
    rng = random.Random(seed)
    actions = []
    invariants(s)
    for _ in range(MAX_ACTIONS):
        if s.over:
            break
        legal = G.legal_actions(s)
        assert legal, "a running game always offers an action"
        assert G.to_move(s) == s.current
        if check_all:
            for a in legal:
                assert G.check(s, a), (a, G.check(s, a))
            legal_set = set(legal)
            for _ in range(3):
                probe = random_well_formed(s, rng)
                verdict = G.check(s, probe)
                assert bool(verdict) == (probe in legal_set), (probe, verdict)
                if not verdict:
                    assert verdict.reason and verdict.rule and verdict.reason != "That is not something you can do now."
        a = rng.choice(legal) if rng.random() < 0.5 else G.rollout_action(s, legal, rng)
        before = s.to_json()
        s2, events = G.apply(s, a)
        assert s.to_json() == before, "apply changed its input"
        for e in events:
            assert e.text and "{" not in e.text
            if e.roll is not None:
                assert e.reveals and e.roll.purpose and e.roll.rule and e.roll.result
        s = s2
        actions.append(a)
        invariants(s)
    return s, actions


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_random_games_keep_the_invariants_and_replay_identically(seed, players):
    s, actions = play(seed, players, check_all=seed % 4 == 0)
    again = G.setup(HeroesOptions(players=players, max_rounds=8), seed)
    for a in actions:
        again, _ = G.apply(again, a)
    assert again.to_json() == s.to_json()
    assert again.rng.getstate() == s.rng.getstate()


def test_many_random_games_finish():
    finished = 0
    for seed in range(12):
        s = G.setup(HeroesOptions(players=2 + seed % 3, max_rounds=6), seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if s.over:
                break
            s, _ = G.apply(s, G.rollout_action(s, G.legal_actions(s), rng))
        finished += s.over
        if s.over:
            out = G.outcome(s)
            assert out.winners and out.reason and out.rule in ("victory", "players-out")
            assert len(out.scores) == s.players
    assert finished == 12


def test_match_and_saves_round_trip_a_whole_game(monkeypatch):
    monkeypatch.setitem(registry._GAMES, "heroes", G)
    match = Match(G, HeroesOptions(players=3, max_rounds=4), 77)
    rng = random.Random(77)
    checkpoints = 0
    step = 0
    while match.outcome() is None and step < 400:
        legal = G.legal_actions(match.state)
        match.play(G.rollout_action(match.state, legal, rng))
        step += 1
        if step % 13 == 0 or match.outcome() is not None:
            text = dumps(match)
            back = loads(text)
            assert back.game is G and "seed" not in text
            was, now = match.state.to_json(), back.state.to_json()
            # the decks hold the same heroes; their order nobody has seen is shuffled afresh on loading
            assert {k: sorted(d) for k, d in now.pop("decks").items()} == \
                {k: sorted(d) for k, d in was.pop("decks").items()}
            assert now == was
            assert [a.to_json() for a in back.actions] == [a.to_json() for a in match.actions]
            checkpoints += 1
    assert match.outcome() is not None and checkpoints >= 3
    # undo never re-rolls: stepping back and forth gives the same states
    end = match.state.to_json()
    while match.can_undo():
        match.undo()
    while match.can_redo():
        match.redo()
    assert match.state.to_json() == end


def test_action_labels_from_a_save_come_back():
    s = G.setup(HeroesOptions(), 3)
    for a in G.legal_actions(s):
        back = Action.from_json(a.to_json())
        assert back == a


def test_200_random_games_on_the_real_board_complete():
    """200 whole games on the real map and cards, default options, invariants after every action."""
    from engines.core import get_game
    game = get_game("heroes")
    reasons = Counter()
    for seed in range(200):
        players = 2 + seed % 3
        s = game.setup(HeroesOptions(players=players), seed)
        invariants(s, game)
        rng = random.Random(seed)
        actions = []
        for _ in range(5000):
            if s.over:
                break
            legal = game.legal_actions(s)
            a = game.rollout_action(s, legal, rng) if seed % 2 else rng.choice(legal)
            if seed % 10 == 0:
                assert game.check(s, a)
            s, _ = game.apply(s, a)
            actions.append(a)
            invariants(s, game)
        assert s.over, f"game {seed} did not end"
        outcome = game.outcome(s)
        assert outcome.reason and outcome.winners
        reasons[outcome.rule] += 1
        if seed % 25 == 0:   # the same seed and actions give the same game
            again = game.setup(HeroesOptions(players=players), seed)
            for a in actions:
                again, _ = game.apply(again, a)
            assert again.to_json() == s.to_json()
    assert sum(reasons.values()) == 200

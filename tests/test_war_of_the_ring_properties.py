"""Whole random games: they end in a victory, keep every invariant, and replay exactly."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.core import Action
from engines.war_of_the_ring.cards import tiles_in_play
from engines.war_of_the_ring.components import FREE_PEOPLES, SHADOW
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions
from engines.war_of_the_ring.state import HIDDEN

G = WarOfTheRingGame()
MAX_ACTIONS = 6000


def invariants(s) -> None:
    b = s.board
    for n in FREE_PEOPLES + SHADOW:
        f = b.nations[n].figures
        on = [t for (r, m), t in s.units.items() if m == n]
        tot = tuple(sum(t[i] for t in on) + s.reinforcements[n][i] + s.casualties.get(n, (0, 0, 0))[i]
                    for i in range(3))
        assert tot == (f.regulars, f.elites, f.leaders), (n, tot)
    assert sum(s.nazgul.values()) + s.nazgul_reserve == 8
    assert all(min(t) >= 0 and any(t) for t in s.units.values())
    regions = {r for (r, _n) in s.units}
    for r in regions:
        fp, sh = s.strength(r, FP), s.strength(r, SH)
        inside = s.sieges.get(r)
        if fp and sh:
            assert inside is not None, f"both sides in {r} without a siege"
        for side, k in ((FP, fp), (SH, sh)):
            assert k <= (5 if inside == side else 10), f"stacking in {r}: {side} {k}"
    assert 0 <= s.corruption <= 12
    assert s.mordor is None or 0 <= s.mordor <= 5
    # tiles: every standard tile is in the pool, drawn or out for good (a card); a special tile is in
    # play only once its card was played (it then waits beside the pool until Mordor, or is in it)
    in_play = tiles_in_play(s)
    out = list(s.card_state.get("tiles_out", ()))
    assert len(in_play) + len(out) == len(set(in_play) | set(out))
    assert sorted(t for t in in_play + out if b.tiles[t].kind == "standard") == \
        sorted(t for t in b.tiles if b.tiles[t].kind == "standard")
    played = {c for d in s.discards.values() for c in d}
    assert all(b.tiles[t].card and any(b.cards[c].special_hunt_tile == t for c in played)
               for t in in_play if b.tiles[t].kind != "standard")
    if s.mordor is None:
        assert not [t for t in s.hunt_pool + s.hunt_drawn if b.tiles[t].kind != "standard"]
    team_hands = [c for k, h in (s.team or {}).items() if k.startswith("hand:") for c in h]   # team variants
    cards = team_hands + [c for h in s.hands.values() for c in h] + [c for d in s.decks.values() for c in d] + \
        [c for d in s.discards.values() for c in d] + [c for d in s.table.values() for c in d] + \
        [c for _side, c in (s.battle or {}).get("cards", ())]   # face down in a battle round
    assert sorted(cards) == sorted(b.cards)
    if s.pending and s.pending[-1]["kind"] == "action":
        assert all(len(h) <= 6 for h in s.hands.values())
        if s.team is not None:   # 4 per team player, 6 for a side played alone
            for side in (FP, SH):
                limit = 6 if s.team["leader:" + side] == side else 4
                assert len(s.hands[side]) <= limit
            assert all(len(h) <= 4 for k, h in s.team.items() if k.startswith("hand:"))
    companions = set(s.companions) | {c for c in s.chars if c in b.companions} | \
        {c for c in s.eliminated if c in b.companions}
    if "aragorn" in s.chars:
        companions.add("strider")
    assert companions == set(b.companions), companions
    assert (G.outcome(s) is not None) == s.over


def uniform(s, legal, rng):
    """Any legal action but idling, uniformly: armies wander, fight and muster (military victories)."""
    useful = [a for a in legal if a.kind not in ("discard_die", "pass", "elven_ring")]
    return rng.choice(useful or legal)


def play(seed: int, check: bool = True, limit: int = MAX_ACTIONS, policy=uniform, **options):
    s = G.setup(WarOfTheRingOptions(**options), seed)
    rng = random.Random(seed)
    actions = []
    while not s.over and len(actions) < limit:
        legal = G.legal_actions(s)
        assert legal and G.to_move(s) is not None
        a = policy(s, legal, rng)
        assert G.check(s, a)
        s, _ = G.apply(s, a)
        actions.append(a)
        if check:
            invariants(s)
    return s, actions


@pytest.mark.parametrize("seed", [2])
def test_random_games_reach_a_victory_keeping_the_invariants(seed):
    s, actions = play(seed)
    assert s.over and s.winner in (FP, SH), (len(actions), s.turn)
    assert "military victory" in s.end_reason


@pytest.mark.parametrize("seed", [3, 4])
def test_games_with_the_engines_rollout_policy_end_keeping_the_invariants(seed):
    s, actions = play(seed, policy=G.rollout_action)
    assert s.over and s.winner in (FP, SH), (len(actions), s.turn)


def test_replaying_the_same_actions_gives_the_same_game():
    s1, actions = play(11, check=False, limit=300)
    s = G.setup(WarOfTheRingOptions(), 11)
    for a in actions:
        s, _ = G.apply(s, a)
    assert (s.units, s.control, s.corruption, s.turn, s.winner, s.hands) == \
        (s1.units, s1.control, s1.corruption, s1.turn, s1.winner, s1.hands)


def test_view_hides_the_other_hand_and_the_decks_and_determinize_fills_them():
    s = G.setup(WarOfTheRingOptions(), 5)
    v = G.view(s, 0)
    assert v.hands[FP] == s.hands[FP] and v.hands[SH] == [HIDDEN] * len(s.hands[SH])
    assert all(set(d) == {HIDDEN} for d in v.decks.values())
    d = G.determinize(v, 0, seed=3)
    assert HIDDEN not in d.hands[SH] and all(HIDDEN not in x for x in d.decks.values())
    invariants(d)
    assert G.legal_actions(d) == G.legal_actions(s)


def test_clone_is_independent():
    s = G.setup(WarOfTheRingOptions(), 1)
    c = s.clone()
    c.units[("the_shire", "north")] = (9, 9, 9)
    c.hands[FP].append("x")
    c.pending.append({"kind": "x"})
    assert ("the_shire", "north") not in s.units or s.units[("the_shire", "north")] != (9, 9, 9)
    assert "x" not in s.hands[FP] and s.pending[-1]["kind"] != "x"


def ring_policy(s, legal, rng):
    """A Free Peoples player who runs for Mount Doom and a Shadow who hunts with every die it may."""
    b = s.board
    by: dict[str, list] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    to_gate = b.dist("morannon")
    if by.get("enter_mordor"):
        return by["enter_mordor"][0]
    if by.get("declare") and s.progress > 0:
        return min(by["declare"], key=lambda a: (to_gate[a["to"]], a["to"]))
    for kind in ("end_fellowship_phase",):
        if by.get(kind):
            return by[kind][0]
    if by.get("allocate"):
        return max(by["allocate"], key=lambda a: a["dice"])
    if by.get("move_fellowship") and rng.random() < 0.8:
        return by["move_fellowship"][0]
    if by.get("hide_fellowship"):
        return by["hide_fellowship"][0]
    if by.get("place_fellowship"):
        return min(by["place_fellowship"], key=lambda a: (to_gate[a["to"]], a["to"]))
    return G.rollout_action(s, legal, rng)


@pytest.mark.parametrize("seed", range(6))
def test_games_racing_the_ring_end_by_the_ring_or_corruption(seed):
    s = G.setup(WarOfTheRingOptions(), seed)
    rng = random.Random(seed)
    n = 0
    while not s.over and n < MAX_ACTIONS:
        s, _ = G.apply(s, ring_policy(s, G.legal_actions(s), rng))
        invariants(s)
        n += 1
    assert s.over
    assert (s.winner, "corruption" in s.end_reason or "Crack of Doom" in s.end_reason) in \
        (("shadow", True), ("free_peoples", True))
    if s.winner == FP:
        assert s.mordor == 5 and s.corruption < 12


KINDS = ("pass", "discard_die", "elven_ring", "draw_card", "play_card", "move_army", "move_army2", "attack",
         "sortie", "recruit", "recruit2", "politics", "minion", "move_fellowship", "hide_fellowship", "separate",
         "separate_group", "group_add", "group_go", "move_companions", "char_move", "move_minions",
         "nazgul_move", "minion_move", "declare", "change_guide", "enter_mordor", "end_fellowship_phase",
         "allocate", "discard", "take_casualties", "continue_battle", "stop_battle", "retreat", "advance",
         "guide_ability", "random_casualty", "place_fellowship", "crown_aragorn", "gandalf_the_white", "nonsense")


def random_well_formed(s, rng: random.Random) -> Action:
    """An action of any kind with plausible or wrong parameters: legal or not, check() must say why."""
    b = s.board
    seat = G.to_move(s) if rng.random() < 0.8 else rng.randrange(2)
    region = rng.choice((*b.nodes, "atlantis"))
    params = {"die": rng.choice(("character", "army", "muster", "army_muster", "event", "will_of_the_west",
                                 "eye", "x")),
              "frm": rng.choice(b.nodes), "to": region, "units": rng.randrange(-1, 12),
              "nation": rng.choice(("gondor", "sauron", "elves", "x")), "unit": rng.choice(("regular", "elite")),
              "companion": rng.choice(("strider", "gimli", "x")), "card": rng.choice(sorted(b.cards)),
              "dice": rng.randrange(-1, 9), "deck": rng.choice(("character", "strategy", "x"))}
    if rng.random() < 0.3:
        params["comp"] = [[rng.choice(("gondor", "rohan", "x")), rng.randrange(-1, 4), rng.randrange(0, 3), 0]]
    if rng.random() < 0.05:
        params["comp"] = "garbage"
    keep = rng.sample(sorted(params), rng.randrange(0, len(params)))
    return Action.make(rng.choice(KINDS), seat, **{k: params[k] for k in keep})


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_check_never_crashes_and_agrees_with_legal_actions(seed):
    s = G.setup(WarOfTheRingOptions(), seed)
    rng = random.Random(seed)
    for _ in range(60):
        if s.over:
            break
        legal = G.legal_actions(s)
        for _ in range(5):
            a = random_well_formed(s, rng)
            verdict = G.check(s, a)
            if not verdict:
                assert verdict.reason and isinstance(verdict.reason, str)
            else:
                if a.get("comp") is None:
                    assert a in legal
                after, _ = G.apply(s, a)     # whatever check accepts, apply performs
                invariants(after)
        s, _ = G.apply(s, G.rollout_action(s, legal, rng))


def test_evaluate_is_bounded_and_zero_sum_and_rollouts_pick_legal_actions():
    s = G.setup(WarOfTheRingOptions(), 9)
    rng = random.Random(9)
    for _ in range(200):
        if s.over:
            break
        v0, v1 = G.evaluate(s, 0), G.evaluate(s, 1)
        assert -1 <= v0 <= 1 and abs(v0 + v1) < 1e-9
        legal = G.legal_actions(s)
        a = G.rollout_action(s, legal, rng)
        assert a in legal
        s, _ = G.apply(s, a)

"""The computer opponent of Lords of Waterdeep: the Hard level's evaluation (`evaluate(..., level="hard")`).

Strength itself is measured by the CLI (`realms-table-cli simulate --game waterdeep --seats ai:hard,ai:normal`),
not here: these tests pin down the properties a judgement must have — bounded, a zero-sum reading for two
players, the Normal evaluation unchanged, the win taken when it is on the table, and the same choice for the
same seed.
"""
from __future__ import annotations

import random

import pytest

from engines.ai.agents import GreedyAgent, evaluator, make_agent
from engines.core import Action, get_game


@pytest.fixture(scope="module")
def game():
    return get_game("waterdeep")


def random_positions(game, players: int, seed: int, every: int = 7):
    s = game.setup(game.options(players=players), seed)
    rng = random.Random(seed)
    n = 0
    while not s.over:
        if n % every == 0:
            yield s
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
        n += 1
    yield s


@pytest.mark.parametrize("players", [2, 3, 5])
def test_hard_evaluation_is_bounded_and_finite(game, players):
    for s in random_positions(game, players, 20 + players, every=11):
        for seat in range(players):
            v = game.evaluate(s, seat, level="hard")
            assert -1.0 <= v <= 1.0
            assert game.hard_value(s, seat) == game.hard_value(s, seat)   # no hidden randomness


def test_hard_evaluation_reads_two_players_as_zero_sum(game):
    checked = 0
    for s in random_positions(game, 2, 3):
        if s.over or s.pending is not None or s.phase == "complete":
            continue
        assert game.evaluate(s, 0, level="hard") == pytest.approx(-game.evaluate(s, 1, level="hard"), abs=1e-9)
        checked += 1
    assert checked > 10


def test_hard_values_resources_by_what_is_left_to_buy_with_them(game):
    """Early a Cleric is worth what an agent placement buys; with no placement left, its 1 VP."""
    s = game.setup(game.options(players=2), 2)
    s.quests = [[], []]
    base = game.hard_value(s, 0)
    s.tavern[0]["cleric"] += 1
    early = game.hard_value(s, 0) - base
    late = s.clone()
    late.round, late.pool, late.agents = late.data.setup.rounds, [0, 0], [2, 2]
    late.phase = "reassign"
    late_base = late.clone()
    late_base.tavern[0]["cleric"] -= 1
    assert early == pytest.approx(game.HARD["V"], abs=0.01)
    assert game.hard_value(late, 0) - game.hard_value(late_base, 0) == pytest.approx(1.0, abs=0.01)


def test_the_game_over_is_judged_by_the_result(game):
    *_, end = random_positions(game, 2, 9)
    assert end.over
    for seat in range(2):
        expected = 1.0 if end.winners == (seat,) else (0.5 if seat in end.winners else -1.0)
        assert game.evaluate(end, seat, level="hard") == expected


def test_normal_keeps_its_evaluation_and_hard_gets_the_stronger_one(game):
    s = next(p for i, p in enumerate(random_positions(game, 2, 4)) if i == 5)
    assert game.evaluate(s, 0) == game.evaluate(s, 0, level="normal")
    assert evaluator(game, "hard")(s, 0) == game.evaluate(s, 0, level="hard")
    agent = make_agent("hard")
    assert isinstance(agent, GreedyAgent) and agent.eval_level == "hard"


def test_placements_left_counts_the_fifth_round_agent(game):
    s = game.setup(game.options(players=2), 1)
    assert s.round == 1 and s.agents == [4, 4]
    assert game.placements_left(s, 0) == 4 * 8 + 4          # 4 agents a round, one more from round 5


def last_round_with_a_quest_to_complete(game):
    """Red, in the last round, can pay for one of its quests; completing it wins, ending the turn loses."""
    s = game.setup(game.options(players=2), 5)
    s.round = s.data.setup.rounds
    s.pool = [1, 1]
    s.agents = [1, 1]
    q = s.quests[0][0]
    quest = s.data.quests[q]
    for k, v in quest.cost.as_dict().items():
        s.tavern[0][k] += v
        if k in ("cleric", "fighter", "rogue", "wizard"):
            s.supply[k] -= v
    gain = quest.reward_bundle().vp
    s.vp = [20, 21 + gain // 2]      # behind before the quest, ahead after it
    s.hands = [[], []]
    s, _ = game.apply(s, Action.make("place", 0, place="castle_waterdeep"))
    while s.pending is not None:      # (an intrigue card drawn at the castle needs no choice, but be safe)
        s, _ = game.apply(s, game.legal_actions(s)[0])
    return s, q


def test_hard_completes_the_quest_that_wins(game):
    s, q = last_round_with_a_quest_to_complete(game)
    assert s.phase == "complete" and game.to_move(s) == 0
    kinds = {a.kind for a in game.legal_actions(s)}
    assert {"complete", "end_turn"} <= kinds
    action = make_agent("hard").choose(game, game.view(s, 0), 0, 123)
    assert action.kind == "complete" and action["quest"] == q


def test_hard_is_deterministic_for_a_seed(game):
    s = game.setup(game.options(players=3), 8)
    agent = make_agent("hard")
    v = game.view(s, game.to_move(s))
    seat = game.to_move(s)
    first = agent.choose(game, v, seat, 42)
    assert all(make_agent("hard").choose(game, v, seat, 42) == first for _ in range(2))


def um_position(seed: int = 3):
    g = get_game("waterdeep")
    s = g.setup(g.options(players=2, modules="undermountain"), seed)
    for k in ("cleric", "fighter", "rogue", "wizard", "gold"):
        s.tavern[0][k] = 0
    return g, s


def test_normal_shares_the_tavern_out_among_its_quests_instead_of_counting_it_for_each():
    from engines.waterdeep.evaluation import position_value
    _g, s = um_position()
    d = s.data
    wizardly = [q.id for q in d.quests.values() if q.cost.wizard >= 2][:2]
    s.quests[0] = wizardly[:1]
    s.tavern[0]["wizard"] = 2
    one = position_value(s, 0)
    s.tavern[0]["wizard"] = 0
    one_without = position_value(s, 0)
    s.quests[0] = wizardly
    s.tavern[0]["wizard"] = 2
    two = position_value(s, 0)
    s.tavern[0]["wizard"] = 0
    two_without = position_value(s, 0)
    # two Wizards make as much progress on two quests that each need them as on one: they pay for only one
    assert two - two_without == pytest.approx(one - one_without)


def test_normal_completes_a_mandatory_quest_it_can_pay_for():
    from engines.waterdeep.evaluation import position_value
    _g, s = um_position()
    d = s.data
    card = next(c.id for c in d.intrigue.values() if c.quest is not None and c.module == "undermountain")
    s.quests[0] = [q.id for q in d.quests.values()][:3]
    s.mandatory[0] = [card]
    for k, v in d.mandatory_quest(card).cost.as_dict().items():
        s.tavern[0][k] = v
    waiting = position_value(s, 0)
    s.mandatory[0] = []
    for k in d.mandatory_quest(card).cost.as_dict():
        s.tavern[0][k] = 0
    done = position_value(s, 0)
    assert done > waiting        # rid of the quest that blocks the others, for adventurers that buy no progress


def test_the_computer_prices_a_lords_bonus_by_the_quests_it_really_rewards():
    from engines.waterdeep.evaluation import quest_bonus
    _g, s = um_position()
    d = s.data
    halaster, trobriand = d.lords["halaster_blackcloak"], d.lords["trobriand"]
    um = next(q for q in d.quests.values() if q.module == "undermountain")
    base = next(q for q in d.quests.values() if q.module == "base")
    assert quest_bonus(halaster, um) == 4 and quest_bonus(halaster, base) == 0
    rich = next(q for q in d.quests.values() if d.bundles[q.id].vp >= 10)
    poor = next(q for q in d.quests.values() if d.bundles[q.id].vp < 10)
    assert quest_bonus(trobriand, rich) == 5
    assert quest_bonus(trobriand, poor) == 0
    lord = next(lo for lo in d.lords.values() if lo.module == "base")
    typed = lord.bonus[0].quest_types[0]
    assert quest_bonus(lord, next(q for q in d.quests.values() if q.type == typed)) == lord.bonus[0].vp


def test_normal_goes_for_what_its_mandatory_quest_lacks():
    """A waiting mandatory quest blocks every other completion: a Cleric it needs is worth more to Normal than
    two Fighters for quests it cannot complete yet (the same worth by the exchange rates) — it does not sit on
    the quest and hoard adventurers."""
    from engines.waterdeep.evaluation import position_value
    _g, s = um_position()
    d = s.data
    card = "unveil_abyssal_agent"
    assert d.mandatory_quest(card).cost.as_dict() == {"cleric": 1, "wizard": 1}
    s.quests[0] = [q.id for q in d.quests.values() if q.cost.fighter >= 3][:3]
    s.mandatory[0] = [card]
    s.tavern[0]["cleric"] = 1
    cleric = position_value(s, 0)
    s.tavern[0]["cleric"] = 0
    s.tavern[0]["fighter"] = 2
    fighters = position_value(s, 0)
    assert cleric > fighters + 2.0
    s.mandatory[0] = []                  # without the quest two Fighters for those quests are worth more
    fighters_free = position_value(s, 0)
    s.tavern[0]["fighter"] = 0
    s.tavern[0]["cleric"] = 1
    assert fighters_free > position_value(s, 0)


def test_hard_goes_for_what_its_mandatory_quest_lacks(game):
    """Hard too: while the mandatory quest lacks a Cleric, no quest it could pay for can be completed, so that
    Cleric is worth more than two Fighters to Hard's judgement — and in the last round to its own estimate
    alone."""
    _g, s = um_position()
    d = s.data
    s.mandatory[0] = ["unveil_abyssal_agent"]
    s.quests[0] = [q.id for q in d.quests.values() if q.cost.as_dict() == {"fighter": 2}
                   or (q.cost.fighter >= 2 and sum(q.cost.as_dict().values()) <= 4)][:2]
    assert s.quests[0]
    for q in s.quests[0]:
        for k, v in d.quests[q].cost.as_dict().items():
            s.tavern[0][k] = max(s.tavern[0][k], v)
    s.tavern[0]["wizard"] += 1          # the mandatory quest's Wizard besides: it lacks only its Cleric
    from engines.waterdeep.evaluation import HARD, position_value

    def blend(st):     # what Hard's judgement reads of a seat: its own estimate blended with Normal's
        return (1 - HARD["static"]) * game.hard_value(st, 0) + HARD["static"] * position_value(st, 0)

    for rnd in (3, d.setup.rounds):
        s.round = rnd
        for value in (lambda st: game.hard_value(st, 0), blend) if rnd == d.setup.rounds else (blend,):
            base = value(s)
            s.tavern[0]["cleric"] = 1
            cleric = value(s) - base
            s.tavern[0]["cleric"] = 0
            s.tavern[0]["fighter"] += 2
            fighters = value(s) - base
            s.tavern[0]["fighter"] -= 2
            assert cleric > fighters + 0.3, (rnd, value)

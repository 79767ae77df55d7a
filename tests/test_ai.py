"""The computer players: every level returns a legal action from a view, and look-ahead beats chance."""
import random

import pytest

from engines.ai import LEVELS, make_agent
from engines.ai.agents import GreedyAgent, evaluator
from engines.core import Match, SeatSpec
from engines.heroes.sample import position, sample_game
from tests.toy_game import ToyGame

GAME = ToyGame()


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_chooses_a_legal_action(level):
    agent = make_agent(level, **({"budget": 0.05} if level == "mcts" else {}))
    m = Match(GAME, GAME.options(), 3)
    rng = random.Random(1)
    for _ in range(12):
        if m.outcome():
            break
        seat = m.to_move()
        action = agent.choose(GAME, GAME.view(m.state, seat), seat, rng.getrandbits(32))
        assert GAME.check(m.state, action)
        m.play(action)


def test_agents_only_see_the_view():
    m = Match(GAME, GAME.options(), 8)
    view = GAME.view(m.state, 0)
    assert view.bonus[1] == 0 and view.bonus[0] == m.state.bonus[0]


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="Unknown computer level"):
        make_agent("grandmaster")


def test_greedy_never_stands_when_behind_in_the_toy_race():
    # The toy's evaluation rewards points: one-step look-ahead keeps rolling while it can.
    agent = make_agent("normal")
    m = Match(GAME, GAME.options(), 21, seats=[SeatSpec("ai"), SeatSpec("ai")])
    m.play(next(a for a in GAME.legal_actions(m.state) if a.kind == "roll"))
    action = agent.choose(GAME, GAME.view(m.state, 0), 0, 5)
    assert action.kind == "roll"


# -- the Hard level and the game's optional stronger evaluation -----------------------------------

HG = sample_game()
RED, BLUE = 0, 1


def test_evaluator_passes_the_level_to_the_games_evaluate_and_none_is_the_plain_one():
    toy = GAME.setup(GAME.options(players=2), 1)
    assert evaluator(GAME, None) == GAME.evaluate
    assert evaluator(GAME, "hard")(toy, 0) == GAME.evaluate(toy, 0)   # the toy judges every level alike
    assert evaluator(HG, None) == HG.evaluate
    s = position(HG, heroes={"haldir": ("lothlorien", RED), "khamul": ("west_guldur", BLUE)})
    assert evaluator(HG, "hard")(s, RED) == HG.evaluate_hard(s, RED)
    assert evaluator(HG, "normal")(s, RED) == HG.evaluate(s, RED)


def test_hard_is_greedy_with_the_hard_evaluation():
    agent = make_agent("hard")
    assert isinstance(agent, GreedyAgent) and agent.eval_level == "hard" and agent.epsilon == 0


def test_hard_evaluation_is_bounded_and_symmetric_in_two_player_games():
    s = position(HG, heroes={"haldir": ("lothlorien", RED), "galadriel": ("lothlorien", RED),
                             "khamul": ("west_guldur", BLUE), "sauron": ("dagorlad", BLUE)},
                 owner={"osgiliath": RED, "dol_guldur": BLUE})
    for seat in (RED, BLUE):
        assert -1.0 <= HG.evaluate_hard(s, seat) <= 1.0
    assert abs(HG.evaluate_hard(s, RED) + HG.evaluate_hard(s, BLUE)) < 1e-9
    over = s.clone()
    over.over, over.winners = True, (BLUE,)
    assert HG.evaluate(over, BLUE, level="hard") == 1.0 and HG.evaluate(over, RED, level="hard") == -1.0


def test_hard_evaluation_values_a_garrison_against_a_strong_neighbour():
    # Blue's Khamûl and Gothmog (siege hammers) stand next to Red's Osgiliath. Empty, it falls to them
    # three times in four; with Théoden and Imrahil inside it takes a hero fight they will rarely win.
    enemy = {"khamul": ("emyn_muil", BLUE), "gothmog": ("emyn_muil", BLUE)}
    guard = {"theoden": "osgiliath", "imrahil": "osgiliath"}
    held = position(HG, heroes={**enemy, **{h: (p, RED) for h, p in guard.items()}},
                    owner={"minas_tirith": RED}, current=BLUE)
    empty = position(HG, heroes={**enemy, **{h: ("minas_tirith", RED) for h in guard}},
                     owner={"osgiliath": RED}, current=BLUE)
    assert HG.evaluate_hard(held, RED) > HG.evaluate_hard(empty, RED) + 0.05


def test_hard_evaluation_fears_no_attack_from_a_seat_whose_last_turn_is_played():
    # Aragorn and Elrond next to Blue's empty Dol Guldur. Red (seat 0) moves before Blue in every round: with
    # Blue to move in the last round Red has played its last turn, and its attack never comes.
    def value(current: int, rnd: int) -> float:
        s = position(HG, heroes={"aragorn": ("west_guldur", RED), "elrond": ("west_guldur", RED)},
                     owner={"dol_guldur": BLUE}, current=current, max_rounds=15)
        s.round = rnd
        return HG.evaluate_hard(s, BLUE)
    assert value(BLUE, 15) > value(BLUE, 14) + 0.02
    # Red to move in the last round: its turn is still to come, its attack as likely as in any round
    assert value(RED, 15) == pytest.approx(value(RED, 14))


def test_hard_takes_the_fortress_that_wins_the_game():
    # One more fortress reaches Red's goal: Aragorn, Elrond and Galadriel next to the empty Dol Guldur.
    # Waiting would not do: Blue's Sauron and Witch-king next to Osgiliath would reach Blue's goal first.
    s = position(HG, heroes={"aragorn": ("west_guldur", RED), "elrond": ("west_guldur", RED),
                             "galadriel": ("west_guldur", RED), "sauron": ("emyn_muil", BLUE),
                             "witch_king": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED, "minas_tirith": BLUE}, fortress_goal=2)
    agent = make_agent("hard")
    action = agent.choose(HG, HG.view(s, RED), RED, 3)
    assert action.kind == "attack" and action["to"] == "dol_guldur"


def test_hard_does_not_walk_into_a_sure_loss():
    # Haldir alone against Sauron and the Witch-king in West Guldur: attacking loses, and by 5 or more.
    s = position(HG, heroes={"haldir": ("anduin_fords", RED), "sauron": ("west_guldur", BLUE),
                             "witch_king": ("west_guldur", BLUE)}, owner={"lothlorien": RED})
    agent = make_agent("hard")
    for seed in range(4):
        action = agent.choose(HG, HG.view(s, RED), RED, seed)
        assert not (action.kind == "attack" and action["to"] == "west_guldur")


def test_hard_is_deterministic_for_a_seed_and_always_legal():
    from engines.heroes import HeroesOptions
    s = HG.setup(HeroesOptions(players=2), 17)
    agent = make_agent("hard")
    rng = random.Random(4)
    for _ in range(60):
        if s.over:
            break
        seat = s.current
        view = HG.view(s, seat)
        seed = rng.getrandbits(32)
        action = agent.choose(HG, view, seat, seed)
        assert action == agent.choose(HG, view, seat, seed)
        assert HG.check(s, action)
        s, _ = HG.apply(s, action)


def test_hard_evaluation_sees_a_move_then_attack():
    # Khamûl and Gothmog in the Brown Lands can step into the empty (evil) Emyn Muil and attack Red's
    # empty Osgiliath from there in the same turn; if Red holds Emyn Muil they first have to take it.
    from engines.heroes.game import HARD_WEIGHTS
    enemy = {"khamul": ("brown_lands", BLUE), "gothmog": ("brown_lands", BLUE)}
    open_road = position(HG, heroes=enemy, owner={"osgiliath": RED}, current=BLUE)
    blocked = position(HG, heroes=enemy, owner={"osgiliath": RED, "emyn_muil": RED}, current=BLUE)
    loss = {}
    for name, s in (("open", open_road), ("blocked", blocked)):
        _, losses, _ = HG.attack_prospects(s, BLUE, [s.fortress_count(i) for i in (RED, BLUE)], HARD_WEIGHTS)
        loss[name] = losses.get(RED, 0.0)
    assert loss["open"] > 2 * loss["blocked"] > 0

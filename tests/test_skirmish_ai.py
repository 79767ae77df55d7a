"""The skirmish's computer captains (engines/skirmish/tactics.py): the odds they judge by, and what they choose
on built positions — each test names a choice a sound captain makes and a careless one would not."""
from __future__ import annotations

import dataclasses

import pytest

from engines.skirmish import tactics, world
from engines.skirmish.game import SkirmishGame, SkirmishOptions
from engines.skirmish.state import Ask, SkirmishState

GAME = SkirmishGame()


def built(scenario: str, bands: tuple[str, str], places: dict[str, tuple[float, float, float]], phase: str = "move",
          acting: int = 0, turn: int = 1) -> SkirmishState:
    """A position: the figures named in `places` (id → x, y, facing) on the table, the rest already removed."""
    s = GAME.setup(SkirmishOptions(scenario=scenario, warbands=bands), 1)
    for f in s.figures:
        if f.id in places:
            f.x, f.y, f.facing = places[f.id]
        else:
            f.removed = True
        f.deployed = True
    s.turn, s.phase, s.acting, s.priority, s.done = turn, phase, acting, acting, [False, False]
    return s


class Judgement(tactics.RuleCaptain):
    """Normal's judgement without its lapses: what Normal takes whenever it does not settle for a next-best action."""

    weights = dataclasses.replace(tactics.NORMAL, lapse=0.0)


def choose(level: str, s: SkirmishState, seed: int = 3):
    agent = Judgement() if level == "normal" else GAME.agent_for(level)
    seat = GAME.to_move(s)
    a = agent.choose(GAME, GAME.view(s, seat), seat, seed)
    assert GAME.check(s, a), (level, a)
    return a


# -- the odds -------------------------------------------------------------------------------------------------
def test_the_odds_of_a_bout_and_of_a_whole_fight():
    assert tactics.p_fight(3, 3) == pytest.approx((15 / 36, 15 / 36))
    win, lose = tactics.p_fight(5, 3)
    assert win > 0.6 > lose
    assert tactics.p_hit(4) == pytest.approx(0.5) and tactics.p_hit(1) == pytest.approx(5 / 6)
    assert tactics.p_hit(9) == pytest.approx(1 / 6)
    # an even fight between equals is worth nothing; a stronger first bout makes it worth something
    assert tactics.fight_value((0.2, 0.2), (0.2, 0.2), 1.0, 1.0) == pytest.approx(0.0)
    assert tactics.fight_value((0.3, 0.1), (0.2, 0.2), 1.0, 1.0) > 0.1


def test_a_cowed_enemy_cannot_win_a_fight():
    s = built("clash", ("westfold_riders", "isengard_uruks"), {"a2": (50, 50, 90), "b2": (50, 56, 270)})
    rider, uruk = s.figure("a2"), s.figure("b2")
    assert tactics.fight_odds(s, rider, uruk)[1] > 0
    uruk.cowed = True
    assert tactics.fight_odds(s, rider, uruk)[1] == 0


# -- choices on built positions ---------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_captain_charges_the_fight_it_can_win_not_the_one_it_would_lose(level):
    # the Rohan captain can reach a goblin archer and Uglúk's own captain; only the first fight favours it
    s = built("clash", ("westfold_riders", "moria_goblins"), {"a1": (60, 40, 90), "a8": (20, 10, 90),
                                                               "b2": (52, 52, 270), "b1": (68, 52, 270)})
    s.warbands = ("westfold_riders", "moria_goblins")
    s.figure("a8").cowed = True             # a Rider far behind, lying down: it has nothing to do this turn
    s.figure("b1").type = "uruk_captain"
    s.figure("b2").type = "goblin_archer"
    r = tactics.Reading(s, 0, tactics.HARD if level == "hard" else tactics.NORMAL)
    assert r.charge(s.figure("a1"), s.figure("b2")) > 0
    s2 = built("clash", ("westfold_riders", "isengard_uruks"), {"a2": (60, 40, 90), "b1": (60, 52, 270)})
    r2 = tactics.Reading(s2, 0, tactics.HARD if level == "hard" else tactics.NORMAL)
    assert r2.charge(s2.figure("a2"), s2.figure("b1")) < 0
    # and its choice among the offered actions: a charge on the goblin
    a = choose(level, s)
    assert a.kind == "charge" and a["figure"] == "a1" and a["target"] == "b2"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_captain_does_not_charge_alone_into_a_fight_it_would_lose(level):
    s = built("clash", ("westfold_riders", "isengard_uruks"), {"a2": (60, 40, 90), "b1": (60, 54, 270)})
    a = choose(level, s)
    assert a.kind != "charge"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_captain_shoots_the_target_with_the_best_odds(level):
    # a ranger with a Dwarf warrior (Defence 5 against shots) and a goblin archer (Defence 3) both in range
    s = built("clash", ("ithilien_rangers", "moria_goblins"), {"a2": (60, 30, 90), "b10": (70, 55, 270),
                                                                "b2": (50, 55, 270)}, phase="shoot")
    s.figure("b2").type = "dwarf_warrior"
    s.figure("b10").type = "goblin_archer"
    a = choose(level, s)
    assert a.kind == "shoot" and a["target"] == "b10"


def test_hard_holds_its_ground_rather_than_follow_into_a_losing_fight():
    s = built("clash", ("moria_goblins", "isengard_uruks"), {"a2": (60, 40, 90), "b1": (60, 46.5, 270)},
              phase="fight")
    s.ask = Ask("follow", 0, {"winner": "a2", "loser": "b1"})
    assert choose("hard", s)["yes"] is False
    s.figure("b1").type = "goblin_warrior"
    assert choose("hard", s)["yes"] is True


def test_hard_steps_into_the_ford_on_the_last_turn():
    # a Ranger 6 cm from the ford's middle on the last turn: the offered walks all go 10 cm, past it or aside
    s = built("crossing", ("ithilien_rangers", "moria_goblins"), {"a2": (60, 54, 90), "b2": (10, 110, 270)},
              turn=10)
    a = choose("hard", s)
    from maps.skirmish.geometry import point_in_polygon
    assert a.kind == "move" and point_in_polygon((a["x"], a["y"]), world.table_of(s).zones["ford"])


def test_hard_takes_the_initiative_but_moves_second_in_the_fords_last_two_turns():
    for scenario, turn, keeps in (("clash", 3, True), ("heirloom", 11, True), ("crossing", 5, True),
                                  ("crossing", 9, False), ("crossing", 10, False)):
        s = built(scenario, ("ithilien_rangers", "moria_goblins"), {"a2": (60, 20, 90), "b2": (60, 100, 270)},
                  phase="priority", turn=turn)
        s.ask = Ask("priority", 0)
        assert choose("hard", s)["keep"] is keeps, (scenario, turn)


def test_on_the_fords_last_turn_hard_counts_what_a_charge_or_a_shot_does_to_who_holds_it():
    # a Ranger beside the ford, a goblin standing in it, the goblins' move done: nothing can charge any more
    places = {"a1": (60, 46, 90), "a2": (77, 30, 90), "b2": (60, 58, 270), "b3": (95, 58, 270)}
    for turn, counts in ((10, True), (9, False)):
        s = built("crossing", ("ithilien_rangers", "moria_goblins"), places, turn=turn)
        s.done = [False, True]
        r = tactics.Reading(s, 0, tactics.HARD)
        ranger, in_ford, outside = s.figure("a1"), s.figure("b2"), s.figure("b3")
        spot = (60.0, 58 - world.radius(ranger) - world.radius(in_ford))
        if counts:
            assert r.danger == 0.0
            assert tactics._last_word(r, ranger, in_ford, spot) > 1.0
            assert tactics._last_word(r, ranger, outside, (95.0, 52.0)) == 0.0
        else:
            assert r.danger > 0.0 and tactics._last_word(r, ranger, in_ford, spot) == 0.0
        # a shot at the goblin in the ford is worth more than the same shot at one outside it, on the last turn only
        s.phase = "shoot"
        s.figure("b3").y = 58.0
        shots = {t: GAME.check(s, a) and tactics.judge(s, a, tactics.Reading(s, 0, tactics.HARD))
                 for a in GAME.legal_actions(s) if a.kind == "shoot" and a["figure"] == "a2"
                 for t in [a["target"]]}
        assert set(shots) >= {"b2", "b3"}
        assert (shots["b2"] > shots["b3"] + 0.5) is counts


def test_hard_deploys_at_the_front_of_its_zone_normal_in_the_middle():
    for scenario in ("crossing", "heirloom"):
        s = GAME.setup(SkirmishOptions(scenario=scenario, warbands=("ithilien_rangers", "moria_goblins")), 1)
        side = GAME.to_move(s)
        zone = [p[1] for p in tactics.flow.zone_of(s, side)]
        front = max(zone) if tactics.home_north(s, side) else min(zone)
        middle = sum(zone) / len(zone)
        hard, normal = choose("hard", s), choose("normal", s)
        assert hard.kind == normal.kind == "deploy"
        assert abs(hard["y"] - front) < 3.0 < abs(normal["y"] - front), scenario
        assert abs(normal["y"] - middle) < 1.0


def test_every_level_answers_every_kind_of_question_legally():
    s = built("heirloom", ("westfold_riders", "isengard_uruks"), {"a1": (60, 100, 270), "a8": (30, 110, 270),
                                                                  "b1": (60, 20, 90), "b7": (40, 15, 90)},
              phase="priority")
    s.ask = Ask("priority", 1)
    for level in ("normal", "hard"):
        assert choose(level, s).kind == "priority"
    s.ask = None
    s.phase, s.acting = "move", 0
    for level in ("normal", "hard"):
        assert choose(level, s).kind in ("move", "charge", "turn", "end_move")



@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_captain_does_not_make_a_charge_that_cannot_reach(level):
    # the goblin is in sight and a fight the captain would win, but 60 cm away: the offered charge would fail
    s = built("clash", ("westfold_riders", "moria_goblins"), {"a1": (110, 20, 90), "b2": (110, 85, 270)})
    assert any(a.kind == "charge" for a in GAME.legal_actions(s))
    assert choose(level, s).kind != "charge"


def test_normal_now_and_then_settles_for_a_next_best_action_but_never_a_blunder():
    # the Rohan captain can charge a goblin it would beat, or walk, or end the move: Normal charges most of the time;
    # otherwise it takes one of the next two best offered actions — never a charge that cannot reach, never ending
    # the phase while better is offered
    s = built("clash", ("westfold_riders", "moria_goblins"), {"a1": (60, 40, 90), "a8": (20, 10, 90),
                                                               "b2": (52, 52, 270), "b1": (68, 52, 270)})
    s.figure("a8").cowed = True             # a Rider far behind, lying down: it has nothing to do this turn
    offered = GAME.legal_actions(s)
    r = tactics.Reading(s, 0, tactics.NORMAL)
    ranked = sorted(offered, key=lambda a: -tactics.judge(s, a, r))
    best = Judgement().choose(GAME, GAME.view(s, 0), 0, 3)
    assert best == ranked[0] and best.kind == "charge"
    normal = GAME.agent_for("normal")
    picks = [normal.choose(GAME, GAME.view(s, 0), 0, seed) for seed in range(120)]
    lapses = [a for a in picks if a != best]
    assert abs(len(lapses) / len(picks) - tactics.NORMAL.lapse) <= 0.15, len(lapses)
    for a in lapses:
        assert a in ranked[1:12] and a.kind != "end_move"
        assert not (a.kind == "charge" and not tactics._reaches(s, a))
    # Hard never lapses
    hard = GAME.agent_for("hard")
    assert len({hard.choose(GAME, GAME.view(s, 0), 0, seed) for seed in range(6)}) == 1


def test_the_captain_judges_a_charge_by_its_unstraightened_way_sure_when_it_says_yes():
    # the quick judgement (the charger's ways before straightening) never says yes to a charge the engine's exact
    # measure says falls short, and a charge well within the Move reaches
    from engines.skirmish import moving
    s = built("crossing", ("westfold_riders", "moria_goblins"), {"a2": (60, 40, 90), "a3": (30, 50, 90),
                                                                  "b2": (60, 56, 270), "b3": (60, 75, 270)})
    charges = [a for a in GAME.legal_actions(s) if a.kind == "charge"]
    assert charges
    for a in charges:
        exact = moving.charge_spot(s, s.figure(a["figure"]), s.figure(a["target"])) is not None
        if tactics._reaches(s, a):
            assert exact, a
    near = next(a for a in charges if a["figure"] == "a2" and a["target"] == "b2")
    assert tactics._reaches(s, near)

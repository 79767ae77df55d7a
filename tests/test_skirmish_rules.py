"""The skirmish table's rules played out on positions built for each test: moving and running, charging and
failed charges, shooting with its modifiers and cover, fights with backing away and following up, morale, the
deployment and the scenarios' ends (assets/rules/skirmish.md)."""
from __future__ import annotations

import math
import random

import pytest
from scripted import ScriptedRandom
from skirmish_helpers import battle

from engines.core import Action
from engines.core.i18n import Measure
from engines.skirmish import flow, play, world
from engines.skirmish.data import to_wound
from engines.skirmish.game import SkirmishGame
from engines.skirmish.state import SkirmishState

GAME = SkirmishGame()




def act(s: SkirmishState, kind: str, side: int | None = None, **params) -> SkirmishState:
    """Check and carry out an action in place (so that scripted dice stay in the state); returns the state."""
    a = Action.make(kind, s.acting if side is None else side, **params)
    verdict = play.check(s, a)
    assert verdict, getattr(verdict, "reason", "")
    play.apply(s, a)
    return s


def refused(s: SkirmishState, kind: str, **params) -> str:
    verdict = play.check(s, Action.make(kind, s.acting, **params))
    assert not verdict
    return verdict.reason


def script(s: SkirmishState, *faces: int) -> None:
    s.rng = ScriptedRandom(list(faces))  # type: ignore[assignment]  # a scripted stand-in for random.Random


def first(s: SkirmishState, side: int):
    return next(f for f in s.figures if f.side == side)


# -- moving ---------------------------------------------------------------------------------------------------
def test_a_figure_moves_up_to_its_move_in_open_ground_and_no_further():
    s = battle(a1=(60, 40), b1=(60, 100))
    f = s.figure("a1")
    move = world.kind(f).move
    reason = refused(s, "move", figure="a1", x=60 + move + 1.0, y=40, run=False)
    assert f"can move {Measure(move)} cm" in reason
    s2 = act(s, "move", figure="a1", x=60 + move - 0.05, y=40, run=False)
    assert s2.figure("a1").x == pytest.approx(60 + move - 0.05) and s2.figure("a1").moved


def test_a_normal_move_may_not_end_within_2_cm_of_an_enemy():
    s = battle(a1=(60, 40), b1=(60, 48))
    r = world.radius(s.figure("a1")) + world.radius(s.figure("b1"))
    reason = refused(s, "move", figure="a1", x=60, y=48 - r - 1.5, run=False)
    assert "Only a charge" in reason


def test_cavalry_cannot_run_and_nobody_runs_twice_in_a_row():
    s = battle(a1=(60, 40), b1=(60, 100))
    f = s.figure("a1")
    if world.kind(f).size == "cavalry":
        assert "cannot run" in refused(s, "move", figure="a1", x=60, y=45, run=True)
    foot = next(g for g in s.figures if g.side == 1 and world.kind(g).size != "cavalry")
    s = battle(acting=1, a1=(60, 20), **{foot.id: (60, 100)})
    s.figure(foot.id).ran_last = True
    assert "twice in a row" in refused(s, "move", figure=foot.id, x=60, y=95, run=True)


def test_a_charge_puts_the_charger_in_base_contact_and_the_target_is_marked():
    s = battle(a1=(8, 40), b1=(8, 50))        # a clear lane down the west edge of Amon Hen
    s2 = act(s, "charge", figure="a1", target="b1")
    a, b = s2.figure("a1"), s2.figure("b1")
    gap = math.hypot(a.x - b.x, a.y - b.y) - world.radius(a) - world.radius(b)
    assert 0 <= gap <= 0.05 and a.charged == "b1" and b.was_charged


def test_a_charge_out_of_reach_fails_and_the_charger_does_nothing_more():
    s = battle(a1=(8, 20), b1=(8, 100))
    s2 = act(s, "charge", figure="a1", target="b1")
    a = s2.figure("a1")
    assert a.spent and a.charged is None and a.y > 20        # it went as far as it could
    b = s2.figure("b1")
    assert math.hypot(a.x - b.x, a.y - b.y) - world.radius(a) - world.radius(b) > 2.0


# -- fighting -------------------------------------------------------------------------------------------------
def test_a_fight_the_loser_backs_away_4_cm_the_winner_follows_and_strikes():
    s = battle(phase="fight", a1=(8, 50), b1=(8, 55))
    a, b = s.figure("a1"), s.figure("b1")
    ka, kb = world.kind(a), world.kind(b)
    script(s, 6, 1)                       # a1 rolls 6, b1 rolls 1: a1 wins
    s2 = act(s, "fight", figure="a1")
    assert s2.ask is not None and s2.ask.kind == "follow" and s2.figure("b1").y == pytest.approx(59.0)
    need = to_wound(ka.strength, kb.defence_in_fight)
    script(s2, 6, 6, 1)                   # the wound roll; then the next turn's priority roll
    s3 = act(s2, "follow", side=0, yes=True)
    # it follows 4 cm (the bases were 1.25 cm apart before the loser backed away 4: contact is 5.25 cm on)
    room = 59.0 - 50.0 - world.radius(a) - world.radius(b)
    assert s3.figure("a1").y == pytest.approx(50.0 + min(4.0, room), abs=0.01)
    assert s3.figure("b1").removed == (need is not None and need <= 6)


def test_a_tie_is_a_draw_nobody_moves():
    from engines.skirmish import fighting
    s = battle(phase="fight", a1=(8, 50), b1=(8, 55))
    a, b = s.figure("a1"), s.figure("b1")
    base_a = world.kind(a).fight + sum(m.value for m in fighting.modifiers(s, a, b, []))
    base_b = world.kind(b).fight + sum(m.value for m in fighting.modifiers(s, b, a, []))
    da, db = (3, 3 + base_a - base_b) if 1 <= 3 + base_a - base_b <= 6 else (3 + base_b - base_a, 3)
    script(s, da, db, 6, 1)               # the fight; then the next turn's priority roll
    s2 = act(s, "fight", figure="a1")
    assert s2.turn == 2 and (s2.figure("a1").y, s2.figure("b1").y) == (50, 55) and s2.figure("a1").x == 8
    assert not s2.figure("a1").removed and not s2.figure("b1").removed


def test_a_loser_with_no_room_to_back_away_is_cowed_and_the_winner_stays():
    s = battle(phase="fight", a1=(60, 10), b1=(60, 15))
    s.figure("b1").y = 15
    # push a1 against the north edge: it cannot back away north
    s.figure("a1").y = world.radius(s.figure("a1"))
    s.figure("b1").y = s.figure("a1").y + world.radius(s.figure("a1")) + world.radius(s.figure("b1")) + 0.5
    script(s, 1, 6, 1, 6, 6, 6, 1)        # b1 wins; a1 cannot back away; the wound roll fails (1);
    s2 = act(s, "fight", figure="a1")     # a1 fails to rally (12); the next turn's priority roll
    assert s2.figure("a1").cowed and not s2.figure("a1").removed and s2.turn == 2


# -- morale and the end ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("faces, rallies", [((1, 1), True), ((6, 6), False)])
def test_a_cowed_figure_rallies_on_two_dice_at_or_under_its_courage(faces, rallies):
    from engines.core import Dice
    s = battle(phase="fight", a1=(60, 40), b1=(60, 100))
    s.figure("a1").cowed = True
    assert 2 <= world.kind(s.figure("a1")).courage < 12
    script(s, *faces)
    events = flow.morale(s, Dice(s.rng))
    assert s.figure("a1").cowed is not rallies and events[0].roll is not None


def test_random_games_of_every_scenario_end_with_the_table_sound():
    from engines.skirmish.data import load_data
    ids = [w.id for w in load_data().warbands]
    for scenario in ("clash", "crossing", "heirloom"):
        s = GAME.setup(GAME.options(scenario=scenario, warbands=(ids[0], ids[1])), 7)
        rng = random.Random(3)
        for _ in range(3000):
            if GAME.outcome(s) is not None:
                break
            actions = GAME.legal_actions(s)
            assert actions, (s.phase, s.acting)
            s, _ = GAME.apply(s, rng.choice(actions))
            on = s.on_table()
            for i, f in enumerate(on):
                for g in on[i + 1:]:
                    assert math.hypot(f.x - g.x, f.y - g.y) >= world.radius(f) + world.radius(g) - 1e-3
        assert GAME.outcome(s) is not None, scenario


def test_every_offered_action_passes_the_check():
    # the offered moves are read from the search's lattice and rounded: none may end up refused
    s = GAME.setup(GAME.options(scenario="crossing", warbands=("isengard_uruks", "moria_goblins")), 5)
    rng = random.Random(5)
    for _ in range(25):
        if GAME.outcome(s) is not None:
            break
        actions = GAME.legal_actions(s)
        refused_ = [(str(a), play.check(s, a)) for a in actions if not play.check(s, a)]
        assert not refused_, refused_[:3]
        s, _ = GAME.apply(s, rng.choice(actions))

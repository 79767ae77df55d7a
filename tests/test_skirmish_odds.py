"""The skirmish table's odds before a roll (engines/skirmish/odds.py): worked out exactly, and the same as the
game's own dice over many seeded plays of real positions — a shot with its modifiers and cover, a desperate shot,
a jump in light and heavy armour, a charge and the fight it sets up, a bout with support, a cowed fighter, the
winner's blow and its Courage test to hold; none for an action without dice."""
from __future__ import annotations

import random
import time

import pytest
from skirmish_helpers import battle as table

from engines.core import Action, Dice
from engines.core.odds import Odds, sampling_error
from engines.core.odds import plays as played
from engines.skirmish import rolls, world
from engines.skirmish.game import SkirmishGame
from engines.skirmish.state import SkirmishState

GAME = SkirmishGame()
ROHAN, URUK, GOBLINS = "westfold_riders", "isengard_uruks", "moria_goblins"


def battle(phase: str = "move", acting: int = 0, bands: tuple[str, str] = (ROHAN, URUK),
           **places: tuple[float, float]) -> SkirmishState:
    """Turn 1 of a clash on Amon Hen in `phase`, only the named figures on the table."""
    return table("clash", phase, acting, bands, **places)


def plays(s: SkirmishState, action: Action, n: int):
    """`n` plays of `action` over determinisations of the mover's view, each with its own seeded dice: (the state
    after, the roll explanations of its events)."""
    for _before, after, events in played(GAME, GAME.view(s, action.seat), action.seat, action, n, 1000):
        yield after, [e.roll for e in events if e.roll is not None]


def agrees(odds: Odds, line: str, counted: float, n: int) -> None:
    exact = odds.value(line)
    assert abs(exact - counted) <= sampling_error(exact, n), f"{line}: exact {exact:.3f}, counted {counted:.3f}"


def the_action(s: SkirmishState, kind: str, **params) -> Action:
    a = Action.make(kind, s.ask.side if s.ask is not None else s.acting, **params)
    assert GAME.check(s, a), getattr(GAME.check(s, a), "reason", "")
    return a


# -- shooting ----------------------------------------------------------------------------------------------------
def test_a_bow_shot_at_an_uruk_partly_behind_a_wall_agrees_with_the_dice():
    s = battle("shoot", a8=(60, 20), b2=(50, 40))        # the wall north-west of Amon Hen covers two lines
    shot = the_action(s, "shoot", figure="a8", target="b2", desperate=False)
    odds = GAME.odds(GAME.view(s, 0), shot)
    assert odds is not None and "5 or more to hit" in str(odds.title) and "modifiers -1" in str(odds.title)
    assert odds.value("hit Lugdush") == pytest.approx(2 / 6)           # Shoot 4, partly in cover −1: a 5 or 6
    n, hit, removed, cowed = 1500, 0, 0, 0
    for after, rolled in plays(s, shot, n):
        hit += str(rolled[0].result) == "a hit"
        removed += after.figure("b2").removed
        cowed += len(rolled) > 1 and str(rolled[1].result) == "not wounded"   # (it may rally before the turn ends)
    agrees(odds, "hit Lugdush", hit / n, n)
    agrees(odds, "wound Lugdush (removed from the table)", removed / n, n)
    agrees(odds, "Lugdush hit but not wounded: cowed", cowed / n, n)


def test_a_crossbow_shot_at_a_rider_counts_the_bigger_target():
    s = battle("shoot", acting=1, b8=(80, 80), a5=(80, 62))
    shot = the_action(s, "shoot", figure="b8", target="a5", desperate=False)
    odds = GAME.odds(GAME.view(s, 1), shot)
    assert odds is not None and "modifiers +1" in str(odds.title)
    target = s.figure("a5").name
    n, removed, cowed = 1500, 0, 0
    for after, rolled in plays(s, shot, n):
        removed += after.figure("a5").removed
        cowed += len(rolled) > 1 and str(rolled[1].result) == "not wounded"
    agrees(odds, f"wound {target} (removed from the table)", removed / n, n)
    agrees(odds, f"{target} hit but not wounded: cowed", cowed / n, n)


def test_a_desperate_shot_hits_and_wounds_only_on_natural_sixes():
    s = battle("shoot", bands=(ROHAN, GOBLINS), a8=(60, 20), b2=(49, 40))   # small −1, mostly in cover −2: a 7
    shot = the_action(s, "shoot", figure="a8", target="b2", desperate=True)
    odds = GAME.odds(GAME.view(s, 0), shot)
    assert odds is not None and "desperate" in str(odds.title)
    target = s.figure("b2").name
    assert odds.value(f"hit {target}") == pytest.approx(1 / 6)
    assert odds.value(f"wound {target} (removed from the table)") == pytest.approx(1 / 36)
    n, hit, removed = 2000, 0, 0
    for after, rolled in plays(s, shot, n):
        hit += str(rolled[0].result) == "a hit"
        removed += after.figure("b2").removed
    agrees(odds, f"hit {target}", hit / n, n)
    agrees(odds, f"wound {target} (removed from the table)", removed / n, n)


# -- jumping -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("who, side, start, fail, on", [("a8", 0, (46, 26), 1 / 6, 1 / 6),    # light armour
                                                          ("b2", 1, (46, 26), 2 / 6, 0.0)])    # heavy armour −1
def test_a_jump_over_the_wall_agrees_with_the_dice(who, side, start, fail, on):
    other = {"b3": (90, 90)} if side == 0 else {"a2": (90, 90)}
    s = battle("move", acting=side, **{who: start}, **other)
    jump = Action.make("jump", side, figure=who, x=46.0, y=36.3)   # a free point beyond the wall (jumps are drops)
    assert GAME.check(s, jump)
    odds = GAME.odds(GAME.view(s, side), jump)
    assert odds is not None
    wall = "Stone wall"
    assert odds.value("fail: stays at the edge and does nothing more this turn") == pytest.approx(fail)
    assert odds.value(f"cross {wall}") == pytest.approx(1 - fail)
    if on:
        assert sum(line.value for line in odds.lines if str(line.what).startswith("cross and move on")) == \
            pytest.approx(on)
    # the game's own plays: each outcome on the table is the verdict of the jump die its seed rolls first …
    for i, (after, rolled) in enumerate(plays(s, jump, 12)):
        verdict, _ = rolls.jump(Dice(random.Random(1000 + i)), who, world.kind(s.figure(who)).armour, wall)
        f = after.figure(who)
        assert rolled[0].result == {"fail": "failed", "cross": "over", "on": "over with ease"}[verdict]
        assert f.spent == (verdict == "fail") and (f.y > 31.5) == (verdict != "fail")
        assert (f.left is not None) == (verdict == "on")
    # … and that die, rolled many times, fails and goes on as often as the odds say
    n = 6000
    verdicts = [rolls.jump(Dice(random.Random(i)), who, world.kind(s.figure(who)).armour, wall)[0]
                for i in range(n)]
    agrees(odds, "fail: stays at the edge and does nothing more this turn", verdicts.count("fail") / n, n)
    assert abs(verdicts.count("on") / n - on) <= sampling_error(on, n)


# -- charging and fighting ---------------------------------------------------------------------------------------
def _to_the_fight(s: SkirmishState, charger: str) -> SkirmishState:
    """After a charge, both sides end their moves and shooting (no die is rolled on the way): the fight phase."""
    for _ in range(8):
        if s.phase == "fight":
            return s
        kind = "end_move" if s.phase == "move" else "end_shoot"
        s, _ = GAME.apply_trusted(s, Action.make(kind, s.acting))
    raise AssertionError("no fight phase")


def test_a_cavalry_charge_and_its_fight_against_a_supported_uruk_agree_with_the_dice():
    s = battle("move", a2=(40, 50), b2=(40, 65), b3=(43, 66))
    charge = the_action(s, "charge", figure="a2", target="b2")
    odds = GAME.odds(GAME.view(s, 0), charge)
    assert odds is not None and odds.value("reach Lugdush") == 1.0
    assert "Fight 5 against 4" in str(odds.title)          # Fight 4 +1 charging on a horse; Fight 3 +1 support
    # the charge is measured, not rolled, and the ends of the phases roll nothing: the fight is the same for any seed
    fights = [_to_the_fight(GAME.apply_trusted(GAME.determinize(GAME.view(s, 0), 0, k), charge)[0], "a2")
              for k in (1, 2)]
    assert [(f.x, f.y) for f in fights[0].figures] == [(f.x, f.y) for f in fights[1].figures]
    at_fight = fights[0]
    assert any(p[:2] == ["a2", "b2"] and "-b3" in p for p in at_fight.pairs)
    bout = the_action(at_fight, "fight", figure="a2")
    assert GAME.odds(GAME.view(at_fight, 0), bout).lines == odds.lines[1:]   # the charge's odds are its fight's
    n, won, lost, killed, died = 2000, 0, 0, 0, 0
    for after, rolled in plays(at_fight, bout, n):
        won += str(rolled[0].result) == f"{s.figure('a2').name} wins"
        lost += str(rolled[0].result) == "Lugdush wins"
        if after.ask is not None and after.ask.kind == "follow":   # the winner follows up and strikes
            after, _ = GAME.apply_trusted(after, Action.make("follow", after.ask.side, yes=True))
        killed += after.figure("b2").removed
        died += after.figure("a2").removed
    name = s.figure("a2").name
    agrees(odds, f"{name} wins the fight", won / n, n)
    agrees(odds, "Lugdush wins the fight", lost / n, n)
    agrees(odds, "Lugdush is wounded and removed", killed / n, n)
    agrees(odds, f"{name} is wounded and removed", died / n, n)


def test_a_charge_that_cannot_reach_says_it_fails():
    s = battle("move", a8=(60, 10), b2=(60, 50))
    charge = the_action(s, "charge", figure="a8", target="b2")
    odds = GAME.odds(GAME.view(s, 0), charge)
    assert odds is not None and odds.value("reach Lugdush") == 0.0 and "fails" in str(odds.title)


def test_a_cowed_uruk_cannot_win_its_bout():
    s = battle("move", a8=(60, 20), b2=(60, 23))
    s.figure("b2").cowed = True
    s.phase = "fight"
    from engines.skirmish import fighting
    fighting.draw_pairs(s)
    bout = the_action(s, "fight", figure="b2")           # the side with priority may name either figure
    odds = GAME.odds(GAME.view(s, 0), bout)
    assert odds is not None and odds.value("Lugdush wins the fight") == 0.0
    name = s.figure("a8").name
    n, won = 1500, 0
    for _after, rolled in plays(s, bout, n):
        won += str(rolled[0].result) == f"{name} wins"
    agrees(odds, f"{name} wins the fight", won / n, n)


def test_holding_ground_instead_of_following_up_is_a_courage_test():
    s = battle("move", a2=(40, 50), b2=(40, 65))
    s, _ = GAME.apply_trusted(s, the_action(s, "charge", figure="a2", target="b2"))
    s = _to_the_fight(s, "a2")
    for seed in range(50):                 # a seed where the rider wins the bout: the game asks about following up
        won, _ = GAME.apply_trusted(GAME.determinize(s, 0, seed), the_action(s, "fight", figure="a2"))
        if won.ask is not None and won.ask.kind == "follow" and won.ask.data["winner"] == "a2":
            break
    hold = Action.make("follow", 0, yes=False)
    odds = GAME.odds(GAME.view(won, 0), hold)
    assert odds is not None
    assert odds.value("hold its ground") == pytest.approx(21 / 36)      # Courage 7: 7 or less on two dice
    strike = GAME.odds(GAME.view(won, 0), Action.make("follow", 0, yes=True))
    assert strike is not None and strike.value("wound Lugdush (removed from the table)") == \
        odds.value("wound Lugdush (removed from the table)")
    n, held, killed = 1500, 0, 0
    where = won.figure("a2").at()
    for after, _rolled in plays(won, hold, n):
        held += after.figure("a2").at() == where
        killed += after.figure("b2").removed
    agrees(odds, "hold its ground", held / n, n)
    agrees(odds, "wound Lugdush (removed from the table)", killed / n, n)


# -- no dice, any point, fast -------------------------------------------------------------------------------------
def test_actions_without_dice_have_no_odds_and_every_call_is_quick():
    s = battle("move", a2=(40, 50), a8=(46, 26), b2=(40, 65), b3=(43, 66))
    slowest = 0.0
    GAME.odds(s, Action.make("jump", 0, figure="a8", x=46.0, y=36.3))    # (the table's navigation, built once)
    for a in [*GAME.legal_actions(s), Action.make("jump", 0, figure="a8", x=46.0, y=36.3),
              Action.make("move", 0, figure="a8", x=50.5, y=22.25, run=False)]:
        took = []
        for _ in range(3):          # (the best of three: the machine may be busy with something else)
            t = time.perf_counter()
            odds = GAME.odds(GAME.view(s, 0), a)
            took.append(time.perf_counter() - t)
        slowest = max(slowest, min(took))
        assert (odds is not None) == (a.kind in ("charge", "jump")), a
    assert slowest < 0.1
    assert GAME.odds(s, Action.make("end_move", 0)) is None
    assert GAME.odds(s, Action.make("jump", 0, figure="a8", x=52.0, y=20.0)) is None   # no wall on the way

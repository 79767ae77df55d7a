"""Actions for a figure put down at any point of the table (the desktop's drops), labelled as the offered ones
are: the check (play.check) stays the judge of each."""
from __future__ import annotations

from engines.core import Action
from engines.core.i18n import T

from . import shooting
from .state import SkirmishState


def deploy(s: SkirmishState, side: int, fid: str, x: float, y: float) -> Action:
    f = s.figure(fid)
    return Action.make("deploy", side, T("Place {name} at ({x}, {y})", name=f.name, x=x, y=y), figure=fid, x=x, y=y)


def move(s: SkirmishState, side: int, fid: str, x: float, y: float, run: bool) -> Action:
    f = s.figure(fid)
    label = (T("{name} runs to ({x}, {y})", name=f.name, x=x, y=y) if run else
             T("{name} moves to ({x}, {y})", name=f.name, x=x, y=y))
    return Action.make("move", side, label, figure=fid, x=x, y=y, run=run)


def jump(s: SkirmishState, side: int, fid: str, x: float, y: float) -> Action:
    f = s.figure(fid)
    return Action.make("jump", side, T("{name} jumps toward ({x}, {y})", name=f.name, x=x, y=y), figure=fid, x=x, y=y)


def charge(s: SkirmishState, side: int, fid: str, target: str) -> Action:
    return Action.make("charge", side, T("{name} charges {target}", name=s.figure(fid).name,
                                         target=s.figure(target).name), figure=fid, target=target)


def shoot(s: SkirmishState, side: int, fid: str, target: str) -> Action:
    f, g = s.figure(fid), s.figure(target)
    desperate = shooting.plan(s, f, g).desperate_only
    label = (T("{name} risks a desperate shot at {target}", name=f.name, target=g.name) if desperate
             else T("{name} shoots at {target}", name=f.name, target=g.name))
    return Action.make("shoot", side, label, figure=fid, target=target, desperate=desperate)


def labelled(s: SkirmishState, a: Action) -> Action:
    """Any action of the game (read from a save) with the label the game gives it (its details as they are)."""
    built = _labelled(s, a)
    return Action(a.kind, a.seat, a.params, built.label)


def _labelled(s: SkirmishState, a: Action) -> Action:
    side, k = a.seat, a.kind
    try:
        if k == "deploy":
            return deploy(s, side, a["figure"], a["x"], a["y"])
        if k == "move":
            return move(s, side, a["figure"], a["x"], a["y"], bool(a.get("run", False)))
        if k == "jump":
            return jump(s, side, a["figure"], a["x"], a["y"])
        if k == "charge":
            return charge(s, side, a["figure"], a["target"])
        if k == "turn":
            return turn(s, side, a["figure"], a["facing"])
        if k == "shoot":
            f, g = s.figure(a["figure"]), s.figure(a["target"])
            label = (T("{name} risks a desperate shot at {target}", name=f.name, target=g.name) if a.get("desperate")
                     else T("{name} shoots at {target}", name=f.name, target=g.name))
            return Action(k, side, a.params, label)
        if k == "fight":
            pair = next((p for p in s.pairs if a["figure"] in p[:2]), None)
            if pair is not None:
                return Action(k, side, a.params, T("{a} fights {b}", a=s.figure(pair[0]).name,
                                                   b=s.figure(pair[1]).name))
    except (KeyError, TypeError, ValueError):
        return a            # a detail missing or wrong: the check says what
    words = {"end_move": T("End the move phase"), "end_shoot": T("End the shoot phase")}
    if k in words:
        return Action(k, side, a.params, words[k])
    if k == "priority":
        return Action(k, side, a.params, T("Keep priority: act first this turn") if a.get("keep")
                      else T("Hand priority to the enemy"))
    if k == "follow" and s.ask is not None and s.ask.kind == "follow":
        w = s.figure(s.ask.data["winner"])
        return Action(k, side, a.params, T("{name} follows up 4 cm", name=w.name) if a.get("yes") else
                      T("{name} tries to hold its ground (a Courage test)", name=w.name))
    return a


def turn(s: SkirmishState, side: int, fid: str, facing: float) -> Action:
    return Action.make("turn", side, T("{name} turns", name=s.figure(fid).name), figure=fid, facing=facing)

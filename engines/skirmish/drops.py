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


def turn(s: SkirmishState, side: int, fid: str, facing: float) -> Action:
    return Action.make("turn", side, T("{name} turns", name=s.figure(fid).name), figure=fid, facing=facing)

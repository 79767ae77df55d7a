"""Every skirmish action made and worded in one place: the offered ones (play.legal_actions), a figure put down at
any point of the table (the desktop's drops) and an action read from a save (`labelled`). The check (play.check)
stays the judge of each."""
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


def shoot(s: SkirmishState, side: int, fid: str, target: str, desperate: bool | None = None) -> Action:
    """A shot; `desperate` None: a desperate shot exactly when nothing less can hit."""
    f, g = s.figure(fid), s.figure(target)
    if desperate is None:
        desperate = shooting.plan(s, f, g).desperate_only
    label = (T("{name} risks a desperate shot at {target}", name=f.name, target=g.name) if desperate
             else T("{name} shoots at {target}", name=f.name, target=g.name))
    return Action.make("shoot", side, label, figure=fid, target=target, desperate=desperate)


def turn(s: SkirmishState, side: int, fid: str, facing: float) -> Action:
    return Action.make("turn", side, T("{name} turns", name=s.figure(fid).name), figure=fid, facing=facing)


def fight(s: SkirmishState, side: int, pair: tuple[str, ...] | list[str]) -> Action:
    return Action.make("fight", side, T("{a} fights {b}", a=s.figure(pair[0]).name, b=s.figure(pair[1]).name),
                       figure=pair[0])


def priority(side: int, keep: bool) -> Action:
    return Action.make("priority", side, T("Keep priority: act first this turn") if keep
                       else T("Hand priority to the enemy"), keep=keep)


def follow(s: SkirmishState, side: int, yes: bool) -> Action:
    assert s.ask is not None
    w = s.figure(s.ask.data["winner"])
    return Action.make("follow", side, T("{name} follows up 4 cm", name=w.name) if yes
                       else T("{name} tries to hold its ground (a Courage test)", name=w.name), yes=yes)


def end(side: int, kind: str) -> Action:
    return Action.make(kind, side, T("End moving") if kind == "end_move" else T("End shooting"))   # (a button: short)


def labelled(s: SkirmishState, a: Action) -> Action:
    """Any action of the game (read from a save) with the label the game gives it (its details as they are)."""
    try:
        label = _made(s, a).label
    except (KeyError, TypeError, ValueError, AssertionError):
        label = a.label         # a detail missing or wrong: the check says what
    return Action(a.kind, a.seat, a.params, label)


def _made(s: SkirmishState, a: Action) -> Action:
    side, k = a.seat, a.kind
    if k == "deploy":
        return deploy(s, side, a["figure"], a["x"], a["y"])
    if k in ("move", "jump"):
        return (move(s, side, a["figure"], a["x"], a["y"], bool(a.get("run", False))) if k == "move"
                else jump(s, side, a["figure"], a["x"], a["y"]))
    if k == "charge":
        return charge(s, side, a["figure"], a["target"])
    if k == "turn":
        return turn(s, side, a["figure"], a["facing"])
    if k == "shoot":
        return shoot(s, side, a["figure"], a["target"], bool(a.get("desperate", False)))
    if k == "fight":
        return fight(s, side, next(p for p in s.pairs if a["figure"] in p[:2]))
    if k in ("end_move", "end_shoot"):
        return end(side, k)
    if k == "priority":
        return priority(side, bool(a.get("keep")))
    if k == "follow" and s.ask is not None and s.ask.kind == "follow":
        return follow(s, side, bool(a.get("yes")))
    return a

"""Every die of the skirmish table, rolled through the shared Dice and explained: priority, the jump test, the
roll to hit and the desperate shot, the wound roll on the chart, the fight, the Courage test.

Each function rolls, decides by the seed's rule and returns the result with its RollExplanation (what was
rolled and why, the target, each modifier with its source, the result and what it causes), for the rules
panel and the log (assets/rules/skirmish.md).
"""
from __future__ import annotations

from dataclasses import dataclass

from engines.core import Dice, Modifier, RollExplanation, RollPart
from engines.core.i18n import T, Text

from .data import JUMP_PENALTY, to_wound

GAME = "skirmish"

JUMP_ARMOUR: dict[str, Text] = {"heavy": T("heavy armour"), "combined": T("combined armour")}


@dataclass(frozen=True, slots=True)
class Rolled:
    """A roll's verdict and its explanation; `faces` are the dice as they fell."""

    passed: bool
    explanation: RollExplanation
    faces: tuple[int, ...]


def priority(dice: Dice, sides: tuple[str, str]) -> tuple[int, RollExplanation]:
    """Each side rolls a die; the higher chooses who has priority this turn. On a tie both roll again (our
    table rule). Returns the side that chooses."""
    a, b = dice.d(6, T("{side}'s die", side=sides[0])), dice.d(6, T("{side}'s die", side=sides[1]))
    while a.value == b.value:
        a = dice.reroll(a, T("a tie: both roll again"))
        b = dice.reroll(b, T("a tie: both roll again"))
    winner = 0 if a.value > b.value else 1
    explanation = RollExplanation(
        T("Priority: each side rolls a die; the higher chooses who acts first this turn"),
        [RollPart(sides[0], [a], total=a.value), RollPart(sides[1], [b], total=b.value)], "",
        T("{side} rolled higher", side=sides[winner]), T("{side} chooses who has priority", side=sides[winner]),
        "priority", GAME)
    return winner, explanation


def jump(dice: Dice, who: str, armour: str, obstacle: str) -> tuple[str, RollExplanation]:
    """The jump test at an obstacle's edge: 1 fails (the figure stays, its turn is over), 2–5 crosses and ends
    the move, 6 crosses and the move goes on; heavy armour −1, combined −2. Returns "fail", "cross" or "on"."""
    die = dice.d(6, T("jump die"))
    mods = [Modifier(JUMP_ARMOUR[armour], JUMP_PENALTY[armour])] if JUMP_PENALTY.get(armour) else []
    part = RollPart(who, [die], mods)
    total = part.compute_total()
    if total <= 1:
        verdict, result, then = "fail", T("failed"), T("{who} stays at the edge of {obstacle}; its move is over",
                                                      who=who, obstacle=obstacle)
    elif total <= 5:
        verdict, result, then = "cross", T("over"), T("{who} crosses {obstacle}; its move ends there", who=who,
                                                      obstacle=obstacle)
    else:
        verdict, result, then = "on", T("over with ease"), T("{who} crosses {obstacle} and may move on", who=who,
                                                             obstacle=obstacle)
    explanation = RollExplanation(T("{who} tries to cross {obstacle}", who=who, obstacle=obstacle), [part],
                                  T("1 fails, 2–5 crosses and stops, 6 crosses and goes on"), result, then,
                                  "jumping", GAME)
    return verdict, explanation


def to_hit(dice: Dice, shooter: str, target: str, shoot: int, modifiers: list[Modifier],
           desperate: bool = False) -> Rolled:
    """The roll to hit: one die plus the modifiers, a hit when it reaches the shooter's Shoot value (a 1 always
    misses: our table rule). A desperate shot (needed 7 or more) hits only on a natural 6, whatever the
    modifiers."""
    die = dice.d(6, T("die to hit"))
    if desperate:
        hit = die.value == 6
        part = RollPart(shooter, [die], [], die.value,
                        T("a desperate shot: the modifiers do not count"))
        target_text = T("a natural 6")
    else:
        part = RollPart(shooter, [die], list(modifiers))
        hit = part.compute_total() >= shoot and die.value != 1
        if die.value == 1:
            part.note = T("a 1 always misses")
        target_text = T("{n} or more (Shoot {n}+)", n=shoot)
    explanation = RollExplanation(T("{shooter} shoots at {target}", shooter=shooter, target=target), [part],
                                  target_text, T("a hit") if hit else T("a miss"),
                                  T("roll to wound") if hit else T("nothing happens"),
                                  "desperate-shot" if desperate else "shooting", GAME)
    return Rolled(hit, explanation, (die.value,))


def needed_to_hit(shoot: int, modifiers: list[Modifier]) -> int:
    """The die a shot needs after its modifiers (7 or more: only a desperate shot is possible)."""
    return shoot - sum(m.value for m in modifiers)


def wound(dice: Dice, striker: str, target: str, strength: int, defence: int, desperate: bool = False,
          rule: str = "wounding") -> Rolled:
    """The wound roll on the chart: Strength against Defence; a wounded figure is removed. After a desperate
    shot only a natural 6 wounds (and never where the chart shows "–"). No die is rolled where nothing wounds."""
    need = to_wound(min(10, max(1, strength)), min(10, max(1, defence)))
    purpose = T("{striker} strikes {target}: Strength {s} against Defence {d}", striker=striker, target=target,
                s=strength, d=defence)
    if need is None:
        explanation = RollExplanation(purpose, [], T("the chart shows no number: this blow cannot wound"),
                                      T("no wound"), T("{target} is not wounded", target=target), rule, GAME)
        return Rolled(False, explanation, ())
    if desperate:
        need = 6
    die = dice.d(6, T("wound die"))
    wounded = die.value >= need
    target_text = (T("a natural 6 (a desperate shot)") if desperate else
                   T("{n} or more (the wound chart, Strength {s} against Defence {d})", n=need, s=strength,
                     d=defence))
    explanation = RollExplanation(purpose, [RollPart(striker, [die], total=die.value)], target_text,
                                  T("wounded") if wounded else T("not wounded"),
                                  T("{target} is removed from the table", target=target) if wounded else
                                  T("{target} stays on the table", target=target), rule, GAME)
    return Rolled(wounded, explanation, (die.value,))


def fight(dice: Dice, names: tuple[str, str], fights: tuple[int, int],
          modifiers: tuple[list[Modifier], list[Modifier]],
          cannot_win: tuple[bool, bool] = (False, False)) -> tuple[int | None, RollExplanation]:
    """Both roll a die and add their Fight value and modifiers; the higher total wins, a tie is a draw. A cowed
    figure cannot win (our table rule): where its total is higher or equal, the fight is a draw. Returns the
    winner (0 or 1) or None for a draw."""
    parts = []
    for k in (0, 1):
        die = dice.d(6, T("fight die"))
        part = RollPart(names[k], [die], [Modifier(T("Fight"), fights[k]), *modifiers[k]])
        part.compute_total()
        if cannot_win[k]:
            part.note = T("cowed: it cannot win")
        parts.append(part)
    ta, tb = parts[0].total or 0, parts[1].total or 0
    winner = None if ta == tb else (0 if ta > tb else 1)
    if winner is not None and cannot_win[winner]:
        winner = None
    if winner is None:
        result, then = T("a draw"), T("no blow lands; the fight ends even")
    else:
        result = T("{who} wins", who=names[winner])
        then = T("{loser} backs away; {winner} strikes", loser=names[1 - winner], winner=names[winner])
    explanation = RollExplanation(T("{a} fights {b}", a=names[0], b=names[1]), parts,
                                  T("the higher total wins; equal totals are a draw"), result, then, "fighting",
                                  GAME)
    return winner, explanation


def courage(dice: Dice, who: str, value: int, why: Text, then_pass: Text, then_fail: Text,
            rule: str = "courage-tests") -> Rolled:
    """A Courage test: two dice, passed when their sum is at most the figure's Courage."""
    pair = dice.roll(2, 6, T("courage die"))
    part = RollPart(who, list(pair))
    total = part.compute_total()
    passed = total <= value
    explanation = RollExplanation(why, [part], T("{n} or less (Courage {n})", n=value),
                                  T("passed") if passed else T("failed"), then_pass if passed else then_fail,
                                  rule, GAME)
    return Rolled(passed, explanation, tuple(d.value for d in pair))


__all__ = ["Rolled", "courage", "fight", "jump", "needed_to_hit", "priority", "to_hit", "wound"]

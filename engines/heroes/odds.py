"""Odds before an attack of Helden Mittelerdes, worked out exactly for the rules combat.py rolls by.

Everything an attack depends on is in sight of the attacker: the heroes on both sides stand on the board, the
tokens, who has fought and the encirclement are public. So the odds are exact, from the view alone:

- a conquest of a place without heroes: each attempt's chance and the number of attempts (lands: the points
  in all, the strength, +1 for a token unless a siege hammer cancels it; an unoccupied fortress: one die per
  hero against its own target; a held fortress: one die per hero plus the best hero's points);
- a hero fight: both sides' dice (one die, or two with the lower halved for two heroes, or two in full for
  three and more), every modifier, and the re-rolls of secret and higher powers exactly as the engine takes
  them (the losing side re-rolls its lowest die, the attacker first, as long as re-rolls are left), then what
  follows a win or a loss by 5 or more: who falls, the protection of secret powers, a healer's die (1–3
  saves), retreat or no retreat.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from engines.core import Action, Illegal
from engines.core.i18n import T
from engines.core.odds import Odds, OddsLine, chance, die_at_least, mean

from . import combat, play
from .state import HeroesState


def attack_odds(s: HeroesState, action: Action) -> Odds | None:
    """The odds of an attack action from the attacker's view (None for any other action, or an illegal one)."""
    if action.kind != "attack":
        return None
    group = play.plan_for(s, action)
    if isinstance(group, Illegal):
        return None
    frm, to = action["from"], action["to"]
    defenders = s.heroes_at(to)
    if defenders:
        return fight(s, action.seat, frm, to, list(group), defenders)
    return conquest(s, action.seat, frm, to, list(group))


# -- conquests of places without heroes ----------------------------------------------------------------------
def conquest(s: HeroesState, seat: int, frm: str, to: str, group: list[str]) -> Odds:
    b = s.board
    H = b.hero
    place = b.name[to]
    prev = s.owner.get(to)
    hammer = any(H[h].hammers for h in group)
    title = T("Conquest of {place}", place=b.place_label(to))
    if not b.is_fortress(to):
        n = combat.attempts_for(sum(H[h].points for h in group), any(H[h].powers for h in group))
        need = b.strength[to] + (1 if prev is not None and not hammer else 0)
        p = 1 - (1 - die_at_least(need + 1)) ** n
        what = T("Conquer {place} (%n attempt(s), each needs more than {need})", None, n, place=place, need=need)
        return Odds(title, (chance(what, p),))
    if prev is None:
        miss = 1.0
        faces = []
        for h in group:
            face = combat.fortress_target(H[h].points, H[h].hammers)
            assert face is not None   # only heroes of 3 or more points attack a fortress
            faces.append(f"{face}+")
            miss *= 1 - die_at_least(face)
        what = T("Conquer {place} (a die per hero: {faces})", place=place, faces=faces)
        return Odds(title, (chance(what, 1 - miss),))
    top = combat.best_attempt(s, group)
    need = (b.strength[to] + (0 if H[top].hammers else 1) - (1 if combat.encircled(s, to, seat) else 0))
    p = 1 - (1 - die_at_least(need - H[top].points + 1)) ** len(group)
    what = T("Conquer {place} (%n attempt(s), die + {points} must beat {need})", None, len(group), place=place,
             points=H[top].points, need=need)
    return Odds(title, (chance(what, p),))


# -- hero fights -----------------------------------------------------------------------------------------------
def _mode(heroes: int) -> int:
    """How a side's dice count: 1 one die, 2 two dice with the lower halved, 3 two dice in full."""
    return 1 if heroes <= 1 else (2 if heroes == 2 else 3)


def _total(faces: tuple[int, ...], mode: int) -> int:
    if mode == 2:
        return faces[1] + faces[0] // 2   # faces are sorted: the lower die is halved
    return sum(faces)


def _rolled(mode: int) -> Iterator[tuple[tuple[int, ...], float]]:
    """Each sorted set of faces a side can roll, with its chance."""
    if mode == 1:
        for a in range(1, 7):
            yield (a,), 1 / 6
        return
    for a in range(1, 7):
        for c in range(a, 7):
            yield (a, c), (1 if a == c else 2) / 36


def _reroll_low(faces: tuple[int, ...], face: int) -> tuple[int, ...]:
    """A side re-rolls its lowest die (the halved one for two heroes: the lowest too)."""
    return tuple(sorted((face, *faces[1:])))


#: a fight's outcome as the rules tell it apart: (the attacker wins, wins by 5 or more, loses by 5 or more)
Outcome = tuple[float, float, float]


def _outcome(diff: int) -> Outcome:
    return (1.0 if diff > 0 else 0.0, 1.0 if diff >= 5 else 0.0, 1.0 if diff <= -5 else 0.0)


@cache
def fight_outcome(a_mode: int, d_mode: int, c: int, a_rerolls: int, d_rerolls: int) -> Outcome:
    """The chances of a hero fight's outcome after the re-rolls, where `c` is the attacker's modifiers minus the
    defender's. combat.hero_fight re-rolls in passes, the attacker first, each side that is losing (the attacker
    on a tie) re-rolling its lowest die while it has re-rolls left; as exactly one side is losing at any time,
    that is: the losing side re-rolls while it can, and the fight ends when it cannot."""
    memo: dict[tuple[tuple[int, ...], tuple[int, ...], int, int], Outcome] = {}
    a_rolls, d_rolls = list(_rolled(a_mode)), list(_rolled(d_mode))
    a_total = {A: _total(A, a_mode) + c for A, _ in a_rolls}
    d_total = {D: _total(D, d_mode) for D, _ in d_rolls}
    a_next = {A: [_reroll_low(A, f) for f in range(1, 7)] for A, _ in a_rolls}
    d_next = {D: [_reroll_low(D, f) for f in range(1, 7)] for D, _ in d_rolls}

    def go(A: tuple[int, ...], D: tuple[int, ...], al: int, dl: int) -> Outcome:
        key = (A, D, al, dl)
        got = memo.get(key)
        if got is not None:
            return got
        diff = a_total[A] - d_total[D]
        if diff <= 0 and al > 0:
            nexts = [go(x, D, al - 1, dl) for x in a_next[A]]
        elif diff > 0 and dl > 0:
            nexts = [go(A, x, al, dl - 1) for x in d_next[D]]
        else:
            out = memo[key] = _outcome(diff)
            return out
        w = w5 = l5 = 0.0
        for x in nexts:
            w += x[0]
            w5 += x[1]
            l5 += x[2]
        out = memo[key] = (w / 6, w5 / 6, l5 / 6)
        return out

    win = big_win = big_loss = 0.0
    for A, pa in a_rolls:
        for D, pd in d_rolls:
            a, b, c_ = go(A, D, a_rerolls, d_rerolls)
            win += pa * pd * a
            big_win += pa * pd * b
            big_loss += pa * pd * c_
    return win, big_win, big_loss


class _Need(Exception):
    """The simulation of deaths asks for a healing die beyond the given ones."""


def _deaths(s: HeroesState, team: list[str], enemies: list[str], first: str | None, enc: bool,
            everyone: bool, rolls: list[bool]) -> tuple[set[str], int]:
    """Who of `team` dies, as combat._death and combat.hero_fight take them in turn: `first` falls first (the
    weakest after a loss by 5+), then (`everyone`: no retreat) every other hero of the team; `rolls` are the
    healing dice (True: 1–3, lives). Returns the dead and how many healing dice were used."""
    H = s.board.hero
    dead: set[str] = set()
    gone: set[str] = set()
    used = 0

    def death(h: str) -> str:
        nonlocal used
        if H[h].powers and not enc and not any(H[e].powers or H[e].breaker for e in enemies):
            return "protected"
        healer = None if enc else next((x for x in team if x != h and H[x].healing and x not in dead), None)
        if healer is not None:
            if used >= len(rolls):
                raise _Need
            lives = rolls[used]
            used += 1
            if lives:
                return "healed"
        dead.add(h)
        gone.add(h)
        return "dies"

    saved_first = False
    if first is not None:
        saved_first = death(first) != "dies"
    if everyone:
        for h in sorted(team, key=lambda x: H[x].healing):
            if h in gone:
                continue
            if h == first and saved_first:
                gone.add(h)
                continue
            if death(h) != "dies":
                gone.add(h)
    return dead, used


def deaths(s: HeroesState, team: list[str], enemies: list[str], first: str | None, enc: bool,
           everyone: bool) -> dict[frozenset[str], float]:
    """The distribution of who of `team` dies, over the healing dice (each saves on 1–3, half the time)."""
    out: dict[frozenset[str], float] = {}
    todo: list[list[bool]] = [[]]
    while todo:
        rolls = todo.pop()
        try:
            dead, used = _deaths(s, team, enemies, first, enc, everyone, rolls)
        except _Need:
            todo += [[*rolls, True], [*rolls, False]]
            continue
        key = frozenset(dead)
        out[key] = out.get(key, 0.0) + 0.5 ** used
    return out


def fight(s: HeroesState, seat: int, frm: str, to: str, group: list[str], defenders: list[str]) -> Odds:
    b = s.board
    H = b.hero
    dseat = s.owner[to]
    assert dseat is not None
    place = b.name[to]
    fortress = b.is_fortress(to)
    hammers = sum(H[h].hammers for h in group)
    enc = combat.encircled(s, to, seat)
    att = sum(H[h].points + H[h].swords for h in group) + (hammers - 1 if fortress and hammers >= 2 else 0)
    dfd = (b.strength[to] - (3 if fortress and enc else 0) + (0 if hammers else 1)
           + sum(H[h].points + H[h].swords + H[h].shields for h in defenders))
    a_re = max(H[h].rerolls for h in group)
    d_re = max(H[h].rerolls for h in defenders)
    win, big_win, big_loss = fight_outcome(_mode(len(group)), _mode(len(defenders)), att - dfd, a_re, d_re)

    retreat = combat.retreat_place(s, to, dseat, defenders)
    weakest = combat.weakest(s, defenders)
    killed: dict[int, float] = {}
    if retreat is None:   # every beaten defender faces death; the weakest first after a loss by 5+
        for first, p_first in ((weakest, big_win), (None, win - big_win)):
            for dead, p in deaths(s, defenders, group, first, enc, True).items():
                killed[len(dead)] = killed.get(len(dead), 0.0) + p_first * p
    else:
        for dead, p in deaths(s, defenders, group, weakest, enc, False).items():
            killed[len(dead)] = killed.get(len(dead), 0.0) + big_win * p
    some_killed = sum(p for k, p in killed.items() if k > 0)

    mine = combat.weakest(s, group)
    enc_a = combat.encircled(s, frm, dseat)
    lost = big_loss * sum(p for dead, p in deaths(s, group, defenders, mine, enc_a, False).items() if dead)

    d_name, a_name = s.seat_name(dseat), s.seat_name(seat)
    lines: list[OddsLine] = [chance(T("Win the fight and take {place}", place=place), win)]
    if len(defenders) == 1:
        lines.append(chance(T("{hero} ({seat}) dies", hero=H[weakest].name, seat=d_name), some_killed))
    else:
        heroes = [H[h].name for h in defenders]
        lines.append(chance(T("At least one of {heroes} ({seat}) dies", heroes=heroes, seat=d_name), some_killed))
        if retreat is None:
            lines.append(mean(T("Heroes of {seat} killed", seat=d_name), sum(k * p for k, p in killed.items())))
    lines.append(chance(T("{hero} ({seat}) dies", hero=H[mine].name, seat=a_name), lost))
    return Odds(T("Hero fight for {place}", place=b.place_label(to)), tuple(lines))

"""Conquests and hero fights of Helden Mittelerdes: every die rolled here is explained.

The functions change an already cloned state in place and return the events; they take the
`Dice` as a parameter so tests can script the faces (the seed's worked examples are tests).
"""
from __future__ import annotations

from engines.core import Dice, Die, Event, Modifier, RollExplanation, RollPart
from engines.core.i18n import T

from .common import join_sentences
from .state import HeroesState, HeroStats

GAME = "heroes"
R_LANDS = "conquering-lands"
R_FORTS = "conquering-fortresses"
R_HELD_LANDS = "conquering-held-lands"
R_HELD_FORTS = "conquering-held-fortresses"
R_FIGHT = "hero-fights"
R_AFTER = "after-a-hero-fight"
R_POWERS = "secret-powers"
R_HEALING = "healing"
R_ENCIRCLE = "encirclement"


# -- tables of the seed ---------------------------------------------------------------------------
def attempts_for(points: int, uncapped: bool) -> int:
    """Dice for conquering an unoccupied land: 1–2 points 1, 3–4 2, 5–6 3, 7–8 4 (at most 4,
    unless secret or higher powers lift the cap: 9–10 5 and so on)."""
    n = max(1, (points + 1) // 2)
    return n if uncapped else min(n, 4)


def fortress_target(points: int, hammers: int) -> int | None:
    """Lowest die face that conquers an unoccupied enemy fortress for one hero (None: may not try).

    3 points: 5+; 3 with a siege hammer or 4: 4+; 4 with a siege hammer or 6: 3+.
    The seed does not list 5 points; read monotonically: 5 → 4+, 5 with a hammer → 3+.
    """
    if points < 3:
        return None
    if points >= 6:
        return 3
    if points == 3:
        return 4 if hammers else 5
    return 3 if hammers else 4


def dice_count(heroes: int) -> int:
    return 1 if heroes <= 1 else 2


def weakest(s: HeroesState, heroes: list[str]) -> str:
    """The hero a losing side gives up: fewest points, ties by card order (table rule)."""
    H = s.board.hero
    return min(heroes, key=lambda h: (H[h].points, H[h].order))


def best_attempt(s: HeroesState, heroes: list[str]) -> str:
    """The best hero for conquering a held fortress, whose points and abilities count for every die:
    a siege hammer cancels the token and so is worth a point; then more points, then card order."""
    H = s.board.hero
    return max(heroes, key=lambda h: (H[h].points + (1 if H[h].hammers else 0), H[h].points, -H[h].order))


def passable_for(s: HeroesState, a: str, b: str, heroes: list[str]) -> bool:
    e = s.board.edge.get((a, b))
    if e is None or e[0]:
        return False
    if e[1]:
        return e[2] and all(s.board.hero[h].water for h in heroes)
    return True


def encircled(s: HeroesState, node: str, by: int | None) -> bool:
    """Every place next to `node` is held (opened up or occupied) by `by`."""
    if by is None:
        return False
    nb = s.board.nbrs[node]
    owner = s.owner
    return bool(nb) and all(owner.get(n) == by for n in nb)


def retreat_place(s: HeroesState, node: str, seat: int, heroes: list[str]) -> str | None:
    """Where beaten defenders go (table rule): a neighbouring place held by their player and free
    of other players' heroes, reachable for all of them; most of their heroes there first, then the
    highest strength, then by id."""
    b = s.board
    options = []
    counts: dict[str, int] = {}
    for h, n in s.hero_loc.items():
        if s.hero_owner[h] == seat:
            counts[n] = counts.get(n, 0) + 1
    for n in b.nbrs[node]:
        if s.owner.get(n) != seat or not passable_for(s, node, n, heroes):
            continue
        if s.occupant(n) not in (None, seat):
            continue
        options.append((-counts.get(n, 0), -b.strength[n], n))
    return min(options)[2] if options else None


def names(s: HeroesState, heroes: list[str]) -> list[str]:
    """The heroes' names, for a sentence's parameter (written joined, each in the player's language)."""
    H = s.board.hero
    return [H[h].name for h in heroes]


def _finish(s: HeroesState, seat: int, group: list[str], to: str) -> None:
    for h in group:
        s.hero_loc[h] = to
        s.fought.add(h)
    s.owner[to] = seat


# -- conquest of places without heroes ------------------------------------------------------------
def conquer(s: HeroesState, seat: int, frm: str, to: str, group: list[str], dice: Dice) -> list[Event]:
    b = s.board
    H = b.hero
    prev = s.owner.get(to)
    who = s.seat_name(seat)
    place = b.place_label(to)
    hammer = next((h for h in group if H[h].hammers), None)
    parts: list[RollPart] = []
    success = False
    if not b.is_fortress(to):
        pts = sum(H[h].points for h in group)
        power = next((h for h in group if H[h].powers), None)
        n = attempts_for(pts, power is not None)
        need = b.strength[to]
        target = T("a die higher than {need} (strength of {place})", need=need, place=b.name[to])
        if prev is not None:
            if hammer:
                target = T("a die higher than {need} (strength of {place}; {seat}'s token is cancelled by {hero}'s "
                           "siege hammer)", need=need, place=b.name[to], seat=s.seat_name(prev), hero=H[hammer].name)
            else:
                need += 1
                target = T("a die higher than {need} (strength {strength} of {place} +1 for {seat}'s token)",
                           need=need, strength=b.strength[to], place=b.name[to], seat=s.seat_name(prev))
        if power is not None and n > 4 and H[power].higher:
            note = T("{points} points in all give %n attempt(s) (more than 4 thanks to {hero}'s higher powers)",
                     None, n, points=pts, hero=H[power].name)
        elif power is not None and n > 4:
            note = T("{points} points in all give %n attempt(s) (more than 4 thanks to {hero}'s secret powers)",
                     None, n, points=pts, hero=H[power].name)
        else:
            note = T("{points} points in all give %n attempt(s)", None, n, points=pts)
        part = RollPart(T("{seat}: {heroes}", seat=who, heroes=names(s, group)), note=note)
        for i in range(n):
            die = dice.d(6, T("attempt {i}", i=i + 1))
            die.note = T("beats it") if die.value > need else T("falls short")
            part.dice.append(die)
            if die.value > need:
                success = True
                break
        parts.append(part)
        rule = R_HELD_LANDS if prev is not None else R_LANDS
        purpose = T("{seat} tries to conquer {place} from {frm}", seat=who, place=place, frm=b.name[frm])
    elif prev is None:
        target = T("per hero: 3 points 5+, 4 points (or 3 with a siege hammer) 4+, 4 with a hammer or 6 points 3+")
        for h in group:
            need_face = fortress_target(H[h].points, H[h].hammers)
            assert need_face is not None
            die = dice.d(6, H[h].name)
            hit = die.value >= need_face
            die.note = (T("needs {face}+: success", face=need_face) if hit
                        else T("needs {face}+: fails", face=need_face))
            title = (T("{hero} ({points} points, siege hammer)", hero=H[h].name, points=H[h].points) if H[h].hammers
                     else T("{hero} ({points} points)", hero=H[h].name, points=H[h].points))
            parts.append(RollPart(title, dice=[die]))
            success = success or hit
        rule = R_FORTS
        purpose = T("{seat} tries to conquer the unoccupied enemy fortress {place} from {frm}", seat=who, place=place,
                    frm=b.name[frm])
    else:
        top = best_attempt(s, group)
        need = b.strength[to]
        strength, holder, best = need, s.seat_name(prev), H[top].name
        enc = encircled(s, to, seat)
        if not H[top].hammers:
            need += 1
        if enc:
            need -= 1
        if H[top].hammers and enc:
            why = T("strength {strength}, {seat}'s token cancelled by {hero}'s siege hammer, −1 because it is "
                    "encircled", strength=strength, seat=holder, hero=best)
        elif H[top].hammers:
            why = T("strength {strength}, {seat}'s token cancelled by {hero}'s siege hammer", strength=strength,
                    seat=holder, hero=best)
        elif enc:
            why = T("strength {strength}, +1 for {seat}'s token, −1 because it is encircled", strength=strength,
                    seat=holder)
        else:
            why = T("strength {strength}, +1 for {seat}'s token", strength=strength, seat=holder)
        target = T("die + {points} ({hero}, the best hero, whose points and abilities count for every die) higher "
                   "than {need} ({why})", points=H[top].points, hero=best, need=need, why=why)
        for i, h in enumerate(group):
            die = dice.d(6, T("die of {hero}", hero=H[h].name))
            part = RollPart(T("attempt {i}", i=i + 1), dice=[die],
                            modifiers=[Modifier(T("{hero}'s points", hero=best), H[top].points)])
            total = part.compute_total()
            part.note = T("beats it") if total > need else T("falls short")
            parts.append(part)
            success = success or total > need
        rule = R_HELD_FORTS
        purpose = T("{seat} tries to take {place}, held by {other}, from {frm}", seat=who, place=place,
                    other=s.seat_name(prev), frm=b.name[frm])
    heroes = names(s, group)
    if success:
        _finish(s, seat, group, to)
        result = T("conquered")
        consequence = T("{heroes} (moves|move) into {place}; it now belongs to {seat}.", None, len(group),
                        heroes=heroes, place=b.name[to], seat=who)
    else:
        for h in group:
            s.fought.add(h)
        result = T("not conquered")
        consequence = T("{heroes} (stays|stay) in {place}.", None, len(group), heroes=heroes, place=b.name[frm])
    roll = RollExplanation(purpose, parts, target, result, consequence, rule, GAME)
    if success:
        said = T("{seat} conquers {place} with {heroes}.", seat=who, place=b.name[to], heroes=heroes,
                 frm=b.name[frm])
    else:
        said = T("{seat} fails to conquer {place}; {heroes} (stays|stay) in {frm}.", None, len(group), seat=who,
                 place=b.name[to], heroes=heroes, frm=b.name[frm])
    return [Event(said, kind="conquest", seat=seat, roll=roll)]


# -- hero fights ------------------------------------------------------------------------------------
def _count_dice(dice: list[Die], heroes: int) -> None:
    """Two heroes: the lower die is halved, rounded down. One hero, or three and more: in full."""
    for d in dice:
        d.counted = None
        d.note = ""
    if heroes == 2 and len(dice) == 2:
        low = 0 if dice[0].value < dice[1].value else 1
        if dice[0].value == dice[1].value:
            low = 1
        dice[low].counted = dice[low].value // 2
        dice[low].note = T("lower die halved, rounded down")


def _reroller(s: HeroesState, group: list[str]) -> tuple[int, str]:
    H = s.board.hero
    top = max(group, key=lambda h: (H[h].rerolls, -H[h].order))
    n = H[top].rerolls
    if not n:
        return 0, ""
    if H[top].higher:
        return n, T("{hero}'s higher powers", hero=H[top].name)
    return n, T("{hero}'s secret powers", hero=H[top].name)


def _roll(dice: Dice, count: int, seat: str) -> list[Die]:
    """`count` dice of a side in a hero fight, labelled 'Red die' or 'Red die 1', 'Red die 2' (as Dice.roll)."""
    if count == 1:
        return [dice.d(6, T("{seat} die", seat=seat))]
    return [dice.d(6, T("{seat} die {i}", seat=seat, i=i + 1)) for i in range(count)]


def hero_fight(s: HeroesState, seat: int, frm: str, to: str, group: list[str], dice: Dice,
               rerolls: bool = True) -> list[Event]:
    b = s.board
    H = b.hero
    dseat = s.owner[to]
    assert dseat is not None
    defenders = s.heroes_at(to)
    fortress = b.is_fortress(to)
    a_name, d_name = s.seat_name(seat), s.seat_name(dseat)
    place = b.name[to]
    hammers = sum(H[h].hammers for h in group)
    hammer_hero = next((h for h in group if H[h].hammers), None)
    enc = encircled(s, to, seat)

    apart = RollPart(T("Attacker {seat}: {heroes}", seat=a_name, heroes=names(s, group)))
    dpart = RollPart(T("Defender {seat}: {heroes}", seat=d_name, heroes=names(s, defenders)))
    apart.dice = _roll(dice, dice_count(len(group)), a_name)
    dpart.dice = _roll(dice, dice_count(len(defenders)), d_name)
    for h in group:
        apart.modifiers.append(Modifier(T("{hero} (points)", hero=H[h].name), H[h].points))
        if H[h].swords:
            apart.modifiers.append(Modifier(T("{hero}'s sword(s)", None, H[h].swords, hero=H[h].name), H[h].swords))
    if fortress and hammers >= 2:
        apart.modifiers.append(Modifier(T("second and further siege hammers"), hammers - 1))
    if fortress and enc:
        dpart.modifiers.append(Modifier(T("strength of {place} ({strength}) −3: encircled", place=place,
                                          strength=b.strength[to]), b.strength[to] - 3))
    else:
        dpart.modifiers.append(Modifier(T("strength of {place}", place=place), b.strength[to]))
    if hammer_hero is None:
        dpart.modifiers.append(Modifier(T("{seat}'s token", seat=d_name), 1))
    else:
        dpart.modifiers.append(Modifier(T("{seat}'s token, cancelled by {hero}'s siege hammer", seat=d_name,
                                          hero=H[hammer_hero].name), 0))
    for h in defenders:
        dpart.modifiers.append(Modifier(T("{hero} (points)", hero=H[h].name), H[h].points))
        if H[h].swords:
            dpart.modifiers.append(Modifier(T("{hero}'s sword(s)", None, H[h].swords, hero=H[h].name), H[h].swords))
        if H[h].shields:
            dpart.modifiers.append(Modifier(T("{hero}'s shield(s)", None, H[h].shields, hero=H[h].name),
                                            H[h].shields))
    _count_dice(apart.dice, len(group))
    _count_dice(dpart.dice, len(defenders))
    apart.compute_total()
    dpart.compute_total()

    if rerolls:
        a_left, a_why = _reroller(s, group)
        d_left, d_why = _reroller(s, defenders)
        while True:
            progress = False
            for part, nheroes, who in ((apart, len(group), "a"), (dpart, len(defenders), "d")):
                at, dt = apart.total or 0, dpart.total or 0
                losing = at <= dt if who == "a" else dt < at
                left = a_left if who == "a" else d_left
                if not losing or left <= 0:
                    continue
                i = min(range(len(part.dice)), key=lambda k: (part.dice[k].worth, part.dice[k].value, k))
                part.dice[i] = dice.reroll(part.dice[i], a_why if who == "a" else d_why)
                _count_dice(part.dice, nheroes)
                part.compute_total()
                if who == "a":
                    a_left -= 1
                else:
                    d_left -= 1
                progress = True
            if not progress:
                break

    at, dt = apart.total or 0, dpart.total or 0
    diff = abs(at - dt)
    attacker_wins = at > dt
    target = T("the higher total wins; the defender wins ties")
    events: list[Event] = []
    later: list[Event] = []
    lines: list[str] = []
    if attacker_wins:
        result = T("{seat} wins {at} to {dt} (difference {diff})", seat=a_name, at=at, dt=dt, diff=diff)
        retreat = retreat_place(s, to, dseat, defenders)
        victim = weakest(s, defenders) if diff >= 5 else None
        saved_victim = False
        if victim is not None:
            fate = _death(s, victim, defenders, group, enc, dice, later, lines,
                          T("{hero} falls: {seat} lost by {diff}, 5 or more", hero=H[victim].name, seat=d_name,
                            diff=diff))
            saved_victim = fate != "dies"
        # with no retreat several heroes die at once: healers come last, so that a healer who dies
        # too can still try to save the others first (a dead healer heals nobody)
        for h in (defenders if retreat is not None else sorted(defenders, key=lambda x: H[x].healing)):
            if h not in s.hero_loc:
                continue
            if retreat is not None:
                s.hero_loc[h] = retreat
                continue
            if h == victim and saved_victim:
                _to_hand(s, h)
                lines.append(T("{hero} has no place to retreat to and goes back to {seat}'s hand.", hero=H[h].name,
                               seat=d_name))
                continue
            why = (T("{hero} has no retreat: every place around {place} is {seat}'s", hero=H[h].name, place=place,
                     seat=a_name) if enc else
                   T("{hero} has no place held by {seat} to retreat to", hero=H[h].name, seat=d_name))
            fate = _death(s, h, defenders, group, enc, dice, later, lines, why)
            if fate != "dies" and h in s.hero_loc:
                _to_hand(s, h)
                lines.append(T("{hero} goes back to {seat}'s hand.", hero=H[h].name, seat=d_name))
        fled = [h for h in defenders if s.hero_loc.get(h) == retreat] if retreat else []
        if fled and retreat:   # fled is empty without a retreat; naming retreat narrows its type
            lines.append(T("{heroes} (retreats|retreat) to {place}.", None, len(fled), heroes=names(s, fled),
                           place=b.name[retreat]))
            later.append(Event(T("{heroes} retreat to {place}.", heroes=names(s, fled), place=b.name[retreat]),
                               kind="move", seat=dseat))
        _finish(s, seat, group, to)
        lines.append(T("{heroes} (moves|move) into {place}; it now belongs to {seat}.", None, len(group),
                       heroes=names(s, group), place=place, seat=a_name))
    else:
        result = T("{seat} holds {place}, {dt} to {at} (difference {diff})", seat=d_name, place=place, dt=dt, at=at,
                   diff=diff)
        for h in group:
            s.fought.add(h)
        if diff >= 5:
            victim = weakest(s, group)
            enc_a = encircled(s, frm, dseat)
            _death(s, victim, group, defenders, enc_a, dice, later, lines,
                   T("{hero} falls: {seat} lost by {diff}, 5 or more", hero=H[victim].name, seat=a_name, diff=diff))
        stay = [h for h in group if h in s.hero_loc]
        if stay:
            lines.append(T("{heroes} (stays|stay) in {place}.", None, len(stay), heroes=names(s, stay),
                           place=b.name[frm]))
    roll = RollExplanation(T("Hero fight: {seat} attacks {place} from {frm}", seat=a_name, place=b.place_label(to),
                             frm=b.name[frm]),
                           [apart, dpart], target, result, join_sentences(lines), R_FIGHT, GAME)
    if attacker_wins:
        said = T("{att} wins the hero fight for {place}, {at} to {dt}.", att=a_name, dfd=d_name, place=place, at=at,
                 dt=dt)
    else:
        said = T("{dfd} beats off {att}'s attack on {place}, {dt} to {at}.", att=a_name, dfd=d_name, place=place,
                 at=at, dt=dt)
    events.append(Event(said, kind="fight", seat=seat, roll=roll))
    if attacker_wins:
        later.append(Event(T("{seat} takes {place}.", seat=a_name, place=place), kind="conquest", seat=seat))
    return events + later


def _to_hand(s: HeroesState, h: str) -> None:
    s.hero_loc.pop(h, None)
    s.hands[s.hero_owner[h]].append(h)
    s.public_hand.add(h)


def _death(s: HeroesState, h: str, group: list[str], enemies: list[str], enc: bool, dice: Dice,
           events: list[Event], lines: list[str], why: str) -> str:
    """A hero would die: secret/higher powers may protect it, a fellow healer may save it.

    Returns 'dies', 'protected' or 'healed'; a protected or healed hero stays on the board here
    (the caller moves it on: retreat, stay or hand).
    """
    H = s.board.hero
    hero: HeroStats = H[h]
    owner = s.seat_name(s.hero_owner[h])
    if hero.powers and not enc and not any(H[e].powers or H[e].breaker for e in enemies):
        kind = "higher" if hero.higher else "secret"
        if hero.higher:
            lines.append(T("{why}, but {hero} has higher powers and can only be killed by a hero with secret powers, "
                           "higher powers or power breaker: {hero} survives.", why=why, hero=hero.name))
            escapes = T("{hero} escapes death thanks to higher powers.", hero=hero.name, kind=kind)
        else:
            lines.append(T("{why}, but {hero} has secret powers and can only be killed by a hero with secret powers, "
                           "higher powers or power breaker: {hero} survives.", why=why, hero=hero.name))
            escapes = T("{hero} escapes death thanks to secret powers.", hero=hero.name, kind=kind)
        events.append(Event(escapes, kind="death", seat=s.hero_owner[h]))
        return "protected"
    healer = None if enc else next((x for x in group if x != h and H[x].healing and x not in s.dead), None)
    if healer is not None:
        die = dice.d(6, T("healing of {hero}", hero=hero.name))
        lives = die.value <= 3
        die.note = T("1–3: lives") if lives else T("4–6: dies")
        roll = RollExplanation(
            T("{healer} tries to save {hero} (healing/hope)", healer=H[healer].name, hero=hero.name),
            [RollPart(H[healer].name, dice=[die])],
            T("1, 2 or 3: the hero lives; 4, 5 or 6: the hero dies"), T("lives") if lives else T("dies"),
            T("{hero} lives.", hero=hero.name) if lives else T("{hero} dies.", hero=hero.name), R_HEALING, GAME)
        if lives:
            healed = T("{healer} saves {hero}.", healer=H[healer].name, hero=hero.name, verb="saves")
        else:
            healed = T("{healer} cannot save {hero}.", healer=H[healer].name, hero=hero.name, verb="cannot save")
        events.append(Event(healed, kind="heal", seat=s.hero_owner[h], roll=roll))
        if lives:
            lines.append(T("{why}, but {healer}'s healing saves {hero} (die {die}).", why=why, healer=H[healer].name,
                           hero=hero.name, die=die.value))
            return "healed"
        lines.append(T("{why}; {healer}'s healing fails (die {die}).", why=why, healer=H[healer].name, die=die.value))
    else:
        lines.append(T("{why}.", why=why))
    s.hero_loc.pop(h, None)
    s.hero_owner.pop(h, None)
    s.dead.append(h)
    lines.append(T("{hero} dies.", hero=hero.name))
    events.append(Event(T("{hero} of {seat} dies.", hero=hero.name, seat=owner), kind="death"))
    return "dies"

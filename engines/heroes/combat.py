"""Conquests and hero fights of Helden Mittelerdes: every die rolled here is explained.

The functions change an already cloned state in place and return the events; they take the
`Dice` as a parameter so tests can script the faces (the seed's worked examples are tests).
"""
from __future__ import annotations

from engines.core import Dice, Die, Event, Modifier, RollExplanation, RollPart

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


def names(s: HeroesState, heroes: list[str]) -> str:
    H = s.board.hero
    return ", ".join(H[h].name for h in heroes)


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
        target = f"a die higher than {need} (strength of {b.name[to]})"
        if prev is not None:
            if hammer:
                target = (f"a die higher than {need} (strength of {b.name[to]}; {s.seat_name(prev)}'s token "
                          f"is cancelled by {H[hammer].name}'s siege hammer)")
            else:
                need += 1
                target = (f"a die higher than {need} (strength {b.strength[to]} of {b.name[to]} "
                          f"+1 for {s.seat_name(prev)}'s token)")
        note = f"{pts} points in all give {n} attempt{'s' if n > 1 else ''}"
        if power is not None and n > 4:
            note += f" (more than 4 thanks to {H[power].name}'s {'higher' if H[power].higher else 'secret'} powers)"
        part = RollPart(f"{who}: {names(s, group)}", note=note)
        for i in range(n):
            die = dice.d(6, f"attempt {i + 1}")
            die.note = "beats it" if die.value > need else "falls short"
            part.dice.append(die)
            if die.value > need:
                success = True
                break
        parts.append(part)
        rule = R_HELD_LANDS if prev is not None else R_LANDS
        purpose = f"{who} tries to conquer {place} from {b.name[frm]}"
    elif prev is None:
        target = "per hero: 3 points 5+, 4 points (or 3 with a siege hammer) 4+, 4 with a hammer or 6 points 3+"
        for h in group:
            need_face = fortress_target(H[h].points, H[h].hammers)
            assert need_face is not None
            die = dice.d(6, H[h].name)
            hit = die.value >= need_face
            die.note = f"needs {need_face}+: {'success' if hit else 'fails'}"
            parts.append(RollPart(f"{H[h].name} ({H[h].points} points"
                                  f"{', siege hammer' if H[h].hammers else ''})", dice=[die]))
            success = success or hit
        rule = R_FORTS
        purpose = f"{who} tries to conquer the unoccupied enemy fortress {place} from {b.name[frm]}"
    else:
        top = best_attempt(s, group)
        need = b.strength[to]
        bits = [f"strength {need}"]
        if H[top].hammers:
            bits.append(f"{s.seat_name(prev)}'s token cancelled by {H[top].name}'s siege hammer")
        else:
            need += 1
            bits.append(f"+1 for {s.seat_name(prev)}'s token")
        if encircled(s, to, seat):
            need -= 1
            bits.append("−1 because it is encircled")
        target = (f"die + {H[top].points} ({H[top].name}, the best hero, whose points and abilities count "
                  f"for every die) higher than {need} ({', '.join(bits)})")
        for i, h in enumerate(group):
            die = dice.d(6, f"die of {H[h].name}")
            part = RollPart(f"attempt {i + 1}", dice=[die],
                            modifiers=[Modifier(f"{H[top].name}'s points", H[top].points)])
            total = part.compute_total()
            part.note = "beats it" if total > need else "falls short"
            parts.append(part)
            success = success or total > need
        rule = R_HELD_FORTS
        purpose = f"{who} tries to take {place}, held by {s.seat_name(prev)}, from {b.name[frm]}"
    if success:
        _finish(s, seat, group, to)
        result = "conquered"
        consequence = (f"{names(s, group)} move{'s' if len(group) == 1 else ''} into {b.name[to]}; "
                       f"it now belongs to {who}.")
    else:
        for h in group:
            s.fought.add(h)
        result = "not conquered"
        consequence = f"{names(s, group)} stay{'s' if len(group) == 1 else ''} in {b.name[frm]}."
    roll = RollExplanation(purpose, parts, target, result, consequence, rule, GAME)
    if success:
        tmpl = "{seat} conquers {place} with {heroes}."
    else:
        tmpl = ("{seat} fails to conquer {place}; {heroes} stays in {frm}." if len(group) == 1
                else "{seat} fails to conquer {place}; {heroes} stay in {frm}.")
    return [Event(tmpl, {"seat": who, "place": b.name[to], "heroes": names(s, group), "frm": b.name[frm]},
                  kind="conquest", seat=seat, roll=roll)]


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
        dice[low].note = "lower die halved, rounded down"


def _reroller(s: HeroesState, group: list[str]) -> tuple[int, str]:
    H = s.board.hero
    top = max(group, key=lambda h: (H[h].rerolls, -H[h].order))
    n = H[top].rerolls
    if not n:
        return 0, ""
    return n, f"{H[top].name}'s {'higher' if H[top].higher else 'secret'} powers"


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

    apart = RollPart(f"Attacker {a_name}: {names(s, group)}")
    dpart = RollPart(f"Defender {d_name}: {names(s, defenders)}")
    apart.dice = dice.roll(dice_count(len(group)), 6, f"{a_name} die")
    dpart.dice = dice.roll(dice_count(len(defenders)), 6, f"{d_name} die")
    for h in group:
        apart.modifiers.append(Modifier(f"{H[h].name} (points)", H[h].points))
        if H[h].swords:
            apart.modifiers.append(Modifier(f"{H[h].name}'s sword{'s' if H[h].swords > 1 else ''}", H[h].swords))
    if fortress and hammers >= 2:
        apart.modifiers.append(Modifier("second and further siege hammers", hammers - 1))
    if fortress and enc:
        dpart.modifiers.append(Modifier(f"strength of {place} ({b.strength[to]}) −3: encircled", b.strength[to] - 3))
    else:
        dpart.modifiers.append(Modifier(f"strength of {place}", b.strength[to]))
    if hammer_hero is None:
        dpart.modifiers.append(Modifier(f"{d_name}'s token", 1))
    else:
        dpart.modifiers.append(Modifier(f"{d_name}'s token, cancelled by {H[hammer_hero].name}'s siege hammer", 0))
    for h in defenders:
        dpart.modifiers.append(Modifier(f"{H[h].name} (points)", H[h].points))
        if H[h].swords:
            dpart.modifiers.append(Modifier(f"{H[h].name}'s sword{'s' if H[h].swords > 1 else ''}", H[h].swords))
        if H[h].shields:
            dpart.modifiers.append(Modifier(f"{H[h].name}'s shield{'s' if H[h].shields > 1 else ''}", H[h].shields))
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
    target = "the higher total wins; the defender wins ties"
    events: list[Event] = []
    later: list[Event] = []
    lines: list[str] = []
    if attacker_wins:
        result = f"{a_name} wins {at} to {dt} (difference {diff})"
        retreat = retreat_place(s, to, dseat, defenders)
        victim = weakest(s, defenders) if diff >= 5 else None
        saved_victim = False
        if victim is not None:
            fate = _death(s, victim, defenders, group, enc, dice, later, lines,
                          f"{H[victim].name} falls: {d_name} lost by {diff}, 5 or more")
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
                lines.append(f"{H[h].name} has no place to retreat to and goes back to {d_name}'s hand.")
                continue
            why = (f"{H[h].name} has no retreat: every place around {place} is {a_name}'s" if enc else
                   f"{H[h].name} has no place held by {d_name} to retreat to")
            fate = _death(s, h, defenders, group, enc, dice, later, lines, why)
            if fate != "dies" and h in s.hero_loc:
                _to_hand(s, h)
                lines.append(f"{H[h].name} goes back to {d_name}'s hand.")
        fled = [h for h in defenders if s.hero_loc.get(h) == retreat] if retreat else []
        if fled and retreat:   # fled is empty without a retreat; naming retreat narrows its type
            lines.append(f"{names(s, fled)} retreat{'s' if len(fled) == 1 else ''} to {b.name[retreat]}.")
            later.append(Event("{heroes} retreat to {place}.", {"heroes": names(s, fled), "place": b.name[retreat]},
                                  kind="move", seat=dseat))
        _finish(s, seat, group, to)
        lines.append(f"{names(s, group)} move{'s' if len(group) == 1 else ''} into {place}; "
                     f"it now belongs to {a_name}.")
    else:
        result = f"{d_name} holds {place}, {dt} to {at} (difference {diff})"
        for h in group:
            s.fought.add(h)
        if diff >= 5:
            victim = weakest(s, group)
            enc_a = encircled(s, frm, dseat)
            _death(s, victim, group, defenders, enc_a, dice, later, lines,
                   f"{H[victim].name} falls: {a_name} lost by {diff}, 5 or more")
        stay = [h for h in group if h in s.hero_loc]
        if stay:
            lines.append(f"{names(s, stay)} stay{'s' if len(stay) == 1 else ''} in {b.name[frm]}.")
    roll = RollExplanation(f"Hero fight: {a_name} attacks {b.place_label(to)} from {b.name[frm]}",
                           [apart, dpart], target, result, " ".join(lines), R_FIGHT, GAME)
    tmpl = ("{att} wins the hero fight for {place}, {at} to {dt}." if attacker_wins
            else "{dfd} beats off {att}'s attack on {place}, {dt} to {at}.")
    events.append(Event(tmpl, {"att": a_name, "dfd": d_name, "place": place, "at": at, "dt": dt},
                        kind="fight", seat=seat, roll=roll))
    if attacker_wins:
        later.append(Event("{seat} takes {place}.", {"seat": a_name, "place": place}, kind="conquest", seat=seat))
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
        lines.append(f"{why}, but {hero.name} has {kind} powers and can only be killed by a hero with secret "
                     f"powers, higher powers or power breaker: {hero.name} survives.")
        events.append(Event("{hero} escapes death thanks to {kind} powers.", {"hero": hero.name, "kind": kind},
                            kind="death", seat=s.hero_owner[h]))
        return "protected"
    healer = None if enc else next((x for x in group if x != h and H[x].healing and x not in s.dead), None)
    if healer is not None:
        die = dice.d(6, f"healing of {hero.name}")
        lives = die.value <= 3
        die.note = "1–3: lives" if lives else "4–6: dies"
        roll = RollExplanation(
            f"{H[healer].name} tries to save {hero.name} (healing/hope)", [RollPart(H[healer].name, dice=[die])],
            "1, 2 or 3: the hero lives; 4, 5 or 6: the hero dies", "lives" if lives else "dies",
            f"{hero.name} {'lives' if lives else 'dies'}.", R_HEALING, GAME)
        events.append(Event("{healer} {verb} {hero}.", {"healer": H[healer].name, "hero": hero.name,
                                                         "verb": "saves" if lives else "cannot save"},
                            kind="heal", seat=s.hero_owner[h], roll=roll))
        if lives:
            lines.append(f"{why}, but {H[healer].name}'s healing saves {hero.name} (die {die.value}).")
            return "healed"
        lines.append(f"{why}; {H[healer].name}'s healing fails (die {die.value}).")
    else:
        lines.append(f"{why}.")
    s.hero_loc.pop(h, None)
    s.hero_owner.pop(h, None)
    s.dead.append(h)
    lines.append(f"{hero.name} dies.")
    events.append(Event("{hero} of {seat} dies.", {"hero": hero.name, "seat": owner}, kind="death"))
    return "dies"

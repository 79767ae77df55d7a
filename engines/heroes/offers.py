"""The legal actions of a position, in a fixed order (bring, then per place: moves and openings of
each hero, then attacks; end turn last), with the labels players read.

This is the computer's hottest path, so the common cases are decided inline here with the same
tests the checkers make (tests/test_heroes_properties.py holds the two together); rarer cases
(arrow moves, bringing) go through the checkers' own plans.

Labels are translatable sentences (engines/core/i18n.py), and building a `Text` costs far more than an
f-string; the same labels come back in position after position of the computer's play-outs, so each is
built once and kept (`_label`), keyed by the function that builds it and what it names.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Action, Illegal
from engines.core.i18n import T, Text

from .bringing import check_bring
from .movement import move_plan
from .opening_up import raise_targets
from .state import HIDDEN, HeroesState


def legal_actions(s: HeroesState) -> list[Action]:
    if s.over:
        return []
    seat = s.current
    b = s.board
    H = b.hero
    out: list[Action] = []
    if s.phase == "draw":
        out.append(Action("draw", seat, (), _DRAW))
        if any(H[h].palantir for h in s.heroes_of(seat)):
            for target in range(s.players):
                if target != seat:
                    out.append(Action("palantir", seat, (("target", target),),
                                      _label(_look, s.seat_name(target))))
        return out
    if not s.brought:
        for hid in s.hands[seat]:
            if hid == HIDDEN:
                continue
            plan = check_bring(s, Action("bring", seat, (("hero", hid),)))
            if not isinstance(plan, Illegal):
                out.append(Action("bring", seat, (("hero", hid),),
                                  _label(_bring, H[hid].name, b.name[plan])))
    # every hero on the board by place, in card order (mine, and everybody's for defenders)
    here_all: dict[str, list[str]] = {}
    for hid, node in s.hero_loc.items():
        here_all.setdefault(node, []).append(hid)
    for lst in here_all.values():
        if len(lst) > 1:
            lst.sort(key=lambda h: H[h].order)
    owner = s.owner
    hero_owner = s.hero_owner
    moved, fought, raised = s.moved, s.fought, s.raised
    side_of = b.side
    edge = b.edge
    names = b.name
    my_side = s.sides[seat]
    for node in sorted(n for n, hs in here_all.items() if hero_owner[hs[0]] == seat):
        heroes = here_all[node]
        nbrs = b.nbrs[node]
        here_name = names[node]
        for hid in heroes:
            st = H[hid]
            if hid not in moved and hid not in fought:
                hside = s.hero_side[hid]
                seen = set()
                for to in nbrs:          # one step (the arrow's two steps below)
                    seen.add(to)
                    imp, river, crossing = edge[(node, to)]
                    if imp or (river and not (crossing and st.water)):
                        continue
                    own = owner.get(to)
                    if own == seat:
                        label = _label(_move, st.name, here_name, names[to])
                    elif own is None and side_of[to] == hside:
                        label = _label(_move_open, st.name, here_name, names[to])
                    else:
                        continue
                    out.append(Action("move", seat, (("hero", hid), ("to", to)), label))
                if st.arrow:
                    for m in nbrs:
                        if owner.get(m) != seat:
                            continue
                        for to in b.nbrs[m]:
                            if to in seen or to == node:
                                continue
                            seen.add(to)
                            path = move_plan(s, seat, hid, to)
                            if isinstance(path, Illegal):
                                continue
                            out.append(Action("move", seat, (("hero", hid), ("to", to)),
                                              _label(_move_arrow, st.name, here_name, names[to],
                                                     names[path[0]])))
            if hid not in raised and (st.banner or st.plus_one):
                targets = raise_targets(s, seat, hid)
                if targets and st.banner:
                    out.append(Action("banner", seat, (("hero", hid),),
                                      _label(_banner, st.name, tuple(names[t] for t in targets))))
                if st.plus_one:
                    for t in targets:
                        out.append(Action("plus_one", seat, (("hero", hid), ("to", t)),
                                          _label(_plus_one, names[t], st.name)))
        group = [h for h in heroes if h not in fought]
        if not group:
            continue
        strong: list[str] | None = None
        for to in nbrs:
            own = owner.get(to)
            if own == seat or (own is None and side_of[to] == my_side):
                continue
            imp, river, crossing = edge[(node, to)]
            if imp:
                continue
            g = group
            if b.kind[to] == "fortress":
                if strong is None:
                    strong = [h for h in group if H[h].points >= 3]
                g = strong
                if not g:
                    continue
            if river and not (crossing and all(H[h].water for h in g)):
                continue
            who = tuple(H[h].name for h in g)   # names (a tuple: the labels' cache key)
            defenders = here_all.get(to)
            if defenders:
                label = _label(_attack, names[to], here_name, who, tuple(H[h].name for h in defenders))
            else:
                label = _label(_conquer, names[to], b.kind[to] == "fortress", b.strength[to], here_name, who,
                               None if own is None else s.seat_name(own))
            out.append(Action("attack", seat, (("from", node), ("to", to)), label))
    out.append(Action("end_turn", seat, (), _END))
    return out


_DRAW = T("Draw a hero card")
_END = T("End turn")

#: the labels built so far: (builder, *what it names) -> the label (emptied should it ever grow large)
_LABELS: dict[tuple[Any, ...], Text] = {}


def _label(make: Callable[..., Text], *args: Any) -> Text:
    key = (make, *args)
    text = _LABELS.get(key)
    if text is None:
        if len(_LABELS) >= 200_000:
            _LABELS.clear()
        text = _LABELS[key] = make(*args)
    return text


def _look(seat: str) -> Text:
    return T("Look into {seat}'s hand and mission with the palantír (instead of drawing)", seat=seat)


def _bring(hero: str, place: str) -> Text:
    return T("Bring {hero} into play at {place}", hero=hero, place=place)


def _move(hero: str, frm: str, to: str) -> Text:
    return T("Move {hero}: {frm} → {to}", hero=hero, frm=frm, to=to)


def _move_open(hero: str, frm: str, to: str) -> Text:
    return T("Move {hero}: {frm} → {to} (opens it up)", hero=hero, frm=frm, to=to)


def _move_arrow(hero: str, frm: str, to: str, via: str) -> Text:
    return T("Move {hero}: {frm} → {to} (arrow, over {via})", hero=hero, frm=frm, to=to, via=via)


def _banner(hero: str, places: tuple[str, ...]) -> Text:
    return T("Raise {hero}'s banner: open up {places}", hero=hero, places=places)


def _plus_one(place: str, hero: str) -> Text:
    return T("Open up {place} with {hero} (+1)", place=place, hero=hero)


def _attack(place: str, frm: str, heroes: tuple[str, ...], defenders: tuple[str, ...]) -> Text:
    return T("Attack {place} from {frm} with {heroes} (hero fight, defenders: {defenders})", place=place, frm=frm,
             heroes=heroes, defenders=defenders)


def _conquer(place: str, fortress: bool, strength: int, frm: str, heroes: tuple[str, ...],
             held_by: str | None) -> Text:
    """'Conquer Osgiliath (fortress 7, held by Blue) from Minas Tirith with Aragorn'."""
    if fortress:
        if held_by is not None:
            return T("Conquer {place} (fortress {strength}, held by {seat}) from {frm} with {heroes}", place=place,
                     strength=strength, seat=held_by, frm=frm, heroes=heroes)
        return T("Conquer {place} (fortress {strength}) from {frm} with {heroes}", place=place, strength=strength,
                 frm=frm, heroes=heroes)
    if held_by is not None:
        return T("Conquer {place} (land {strength}, held by {seat}) from {frm} with {heroes}", place=place,
                 strength=strength, seat=held_by, frm=frm, heroes=heroes)
    return T("Conquer {place} (land {strength}) from {frm} with {heroes}", place=place, strength=strength,
             frm=frm, heroes=heroes)

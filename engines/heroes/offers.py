"""The legal actions of a position, in a fixed order (bring, then per place: moves and openings of
each hero, then attacks; end turn last), with the labels players read.

This is the computer's hottest path, so the common cases are decided inline here with the same
tests the checkers make (tests/test_heroes_properties.py holds the two together); rarer cases
(arrow moves, bringing) go through the checkers' own plans.
"""
from __future__ import annotations

from engines.core import Action, Illegal

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
        out.append(Action("draw", seat, (), "Draw a hero card"))
        if any(H[h].palantir for h in s.heroes_of(seat)):
            for target in range(s.players):
                if target != seat:
                    out.append(Action("palantir", seat, (("target", target),),
                                      f"Look into {s.seat_name(target)}'s hand and mission "
                                      f"with the palantír (instead of drawing)"))
        return out
    if not s.brought:
        for hid in s.hands[seat]:
            if hid == HIDDEN:
                continue
            plan = check_bring(s, Action("bring", seat, (("hero", hid),)))
            if not isinstance(plan, Illegal):
                out.append(Action("bring", seat, (("hero", hid),),
                                  f"Bring {H[hid].name} into play at {b.name[plan]}"))
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
                        label = f"Move {st.name}: {here_name} → {names[to]}"
                    elif own is None and side_of[to] == hside:
                        label = f"Move {st.name}: {here_name} → {names[to]} (opens it up)"
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
                                              f"Move {st.name}: {here_name} → {names[to]} "
                                              f"(arrow, over {names[path[0]]})"))
            if hid not in raised and (st.banner or st.plus_one):
                targets = raise_targets(s, seat, hid)
                if targets and st.banner:
                    out.append(Action("banner", seat, (("hero", hid),),
                                      f"Raise {st.name}'s banner: open up "
                                      f"{', '.join(names[t] for t in targets)}"))
                if st.plus_one:
                    for t in targets:
                        out.append(Action("plus_one", seat, (("hero", hid), ("to", t)),
                                          f"Open up {names[t]} with {st.name} (+1)"))
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
            who = ", ".join(H[h].name for h in g)
            defenders = here_all.get(to)
            if defenders:
                label = (f"Attack {names[to]} from {here_name} with {who} "
                         f"(hero fight, defenders: {', '.join(H[h].name for h in defenders)})")
            else:
                held = f", held by {s.seat_name(own)}" if own is not None else ""
                label = f"Conquer {b.place_label(to)[:-1]}{held}) from {here_name} with {who}"
            out.append(Action("attack", seat, (("from", node), ("to", to)), label))
    out.append(Action("end_turn", seat, (), "End turn"))
    return out

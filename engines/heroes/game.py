"""The rules engine of Helden Mittelerdes (Heroes of Middle-earth), registered as game "heroes".

Rules come from the seed (conquest tables, hero fights, abilities) and, where the seed is silent,
from our table rules; assets/rules/heroes.md says which is which, and every Illegal points there.
"""
from __future__ import annotations

import math
import random
from typing import Any

import networkx as nx

from engines.core import (
    OK,
    Action,
    Dice,
    Event,
    Game,
    Illegal,
    IllegalAction,
    Ok,
    Outcome,
    RollExplanation,
    RollPart,
    register,
)

from . import combat
from .cards import HeroesData, load_cards
from .options import SEAT_NAMES, HeroesOptions
from .state import HIDDEN, Board, Glimpse, HeroesState

GAME = "heroes"
SIDES = ("good", "evil")
CAMPAIGN = ("bring", "move", "banner", "plus_one", "attack", "end_turn")
KINDS = ("draw", "palantir", *CAMPAIGN)

# rule anchors in assets/rules/heroes.md
R_SETUP, R_AMBIG, R_TURN, R_DRAW, R_PALANTIR = "setup", "ambiguous-heroes", "turn", "drawing", "palantir"
R_BRING, R_MOVE, R_RIVERS, R_ARROW, R_OPEN = "bringing-heroes", "movement", "rivers", "arrow", "opening-up"
R_CONQUEST, R_VICTORY, R_OUT = "conquest", "victory", "players-out"
RIVER_MSG = "Rivers can only be crossed at a marked crossing by a hero who is lord of the water."

_default_board: Board | None = None


def default_board() -> Board:
    """The real board and cards (maps/data/heroes.json, engines/heroes/data/heroes.json), built once."""
    global _default_board
    if _default_board is None:
        from maps import load_graph
        _default_board = Board(load_graph("heroes"), load_cards())
    return _default_board


def _n(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else ("es" if word.endswith("s") else "s"))


@register
class HeroesGame(Game[HeroesState, HeroesOptions]):
    id = "heroes"
    title = "Helden Mittelerdes (Heroes of Middle-earth)"
    min_players = 2
    max_players = 4
    Options = HeroesOptions
    has_secrets = True
    map_id = "heroes"
    featured = True   # the first game a new player sees

    def __init__(self, graph: nx.Graph | None = None, cards: HeroesData | None = None) -> None:
        """Tests inject a small graph and card list; the registered instance reads the real data."""
        self._board = Board(graph, cards) if graph is not None and cards is not None else None
        if (graph is None) != (cards is None):
            raise ValueError("give both a graph and cards, or neither")

    @property
    def board(self) -> Board:
        return self._board if self._board is not None else default_board()

    # =============================================================================================
    # set-up
    # =============================================================================================
    def setup(self, options: HeroesOptions, seed: int) -> HeroesState:
        if not isinstance(options, HeroesOptions):
            options = HeroesOptions.model_validate(options)
        b = self.board
        rng = random.Random(seed)
        dice = Dice(rng)
        sides = options.seat_sides()
        n = options.players
        events: list[Event] = []
        hero_side: dict[str, str] = {}
        for hid in b.hero_order:
            st = b.hero[hid]
            if st.side != "ambiguous":
                hero_side[hid] = st.side
                continue
            die = dice.d(6, st.name)
            side = "good" if die.value <= 3 else "evil"
            die.note = "1–3: tick (good)" if side == "good" else "4–6: X (evil)"
            hero_side[hid] = side
            roll = RollExplanation(f"Which side does {st.name} take in this game?", [RollPart(st.name, dice=[die])],
                                   "1, 2 or 3: tick, good; 4, 5 or 6: X, evil", side,
                                   f"{st.name} belongs to the {side} side and goes into the {side} deck.",
                                   R_AMBIG, GAME)
            events.append(Event("{hero} is {side} in this game.", {"hero": st.name, "side": side},
                                kind="setup", roll=roll))
        state = HeroesState(
            board=b, options=options, sides=sides, hands=[[] for _ in range(n)], missions=[[] for _ in range(n)],
            owner={node: None for node in b.nodes}, hero_loc={}, hero_owner={}, hero_side=hero_side,
            decks={"good": [], "evil": []}, dead=[], mission_pool=[], out=[False] * n, rng=rng)
        for side in SIDES:
            pool = [h for h in b.hero_order if hero_side[h] == side and b.hero[h].start_hero]
            seats = [i for i in range(n) if sides[i] == side]
            if seats and pool:
                dice.shuffle(pool)
                events.append(Event("The {side} start heroes are shuffled to deal them.", {"side": side}, kind="setup",
                                    roll=RollExplanation(f"Shuffle the {len(pool)} {side} start heroes", [], "",
                                                         "shuffled", "Each player of the side is dealt "
                                                         f"{options.start_heroes} of them from the top.",
                                                         R_SETUP, GAME)))
            for seat in seats:
                got: list[str] = []
                for _ in range(options.start_heroes):
                    pick = next((h for h in pool if state.owner[b.hero[h].start] in (None, seat)), None)
                    if pick is None:
                        break
                    pool.remove(pick)
                    got.append(pick)
                    state.hero_loc[pick] = b.hero[pick].start
                    state.hero_owner[pick] = seat
                    state.owner[b.hero[pick].start] = seat
                text = ", ".join(f"{b.hero[h].name} in {b.name[b.hero[h].start]}" for h in got) or "no start hero"
                events.append(Event("{seat} begins with {heroes}.", {"seat": SEAT_NAMES[seat], "heroes": text},
                                    kind="setup", seat=seat))
            deck = pool + [h for h in b.hero_order if hero_side[h] == side and not b.hero[h].start_hero]
            dice.shuffle(deck)
            state.decks[side] = deck
            events.append(Event("The {side} deck is shuffled ({count} heroes).", {"side": side, "count": len(deck)},
                                kind="setup",
                                roll=RollExplanation(f"Shuffle the {side} deck ({len(deck)} heroes)", [], "",
                                                     "shuffled; the order is hidden",
                                                     "Players of that side draw from its top.", R_SETUP, GAME)))
        pool = list(b.mission_order)
        dice.shuffle(pool)
        if pool:
            events.append(Event("The missions are shuffled.", {}, kind="setup",
                                roll=RollExplanation(f"Shuffle the {len(pool)} missions", [], "", "shuffled",
                                                     "Each player takes one secret mission of their side.",
                                                     R_SETUP, GAME)))
        for seat in range(n):
            m = next((m for m in pool if b.missions[m].side in (sides[seat], "any")), None)
            if m is None:
                continue
            pool.remove(m)
            state.missions[seat].append(m)
            mis = b.missions[m]
            events.append(Event("{seat} takes a secret mission.", {"seat": SEAT_NAMES[seat]}, kind="setup", seat=seat,
                                reveals=True))
            places = ", ".join(b.name.get(p, p) for p in mis.places)
            events.append(Event("Your secret mission: {name} — hold {places} at the end for {bonus} points.",
                                {"name": mis.name, "places": places, "bonus": mis.bonus}, kind="private",
                                seat=seat, visible_to=(seat,), reveals=True))
        state.mission_pool = pool
        state.setup_events = tuple(events)
        return state

    def players(self, state: HeroesState) -> int:
        return state.players

    def seat_names(self, state: HeroesState) -> list[str]:
        return list(SEAT_NAMES[: state.players])

    def to_move(self, state: HeroesState) -> int | None:
        return None if state.over else state.current

    # =============================================================================================
    # checking
    # =============================================================================================
    def check(self, state: HeroesState, action: Action) -> Ok | Illegal:
        res = self._check(state, action)
        return res if isinstance(res, Illegal) else OK

    def _check(self, s: HeroesState, a: Action) -> Any:
        """Illegal, or the plan the action needs (group, path...)."""
        if s.over:
            return Illegal("The game is over.", R_VICTORY)
        if a.kind not in KINDS:
            return Illegal(f"There is no action '{a.kind}' in Helden Mittelerdes.", R_TURN)
        if a.seat != s.current:
            return Illegal(f"It is {s.seat_name(s.current)}'s turn, not {s.seat_name(a.seat)}'s.", R_TURN)
        if a.kind in ("draw", "palantir"):
            if s.phase != "draw":
                return Illegal("You have already drawn a hero card (or looked into a palantír) this turn.", R_TURN)
        elif s.phase == "draw":
            return Illegal("Each turn begins with drawing a hero card (or looking into a palantír): do that first.",
                           R_TURN)
        return getattr(self, f"_chk_{a.kind}")(s, a)

    # -- small readers ----------------------------------------------------------------------------
    def _hero_param(self, s: HeroesState, a: Action, on_board: bool = True) -> Any:
        b = s.board
        hid = a.get("hero")
        if not isinstance(hid, str) or not hid:
            return Illegal("Say which hero.", R_TURN)
        if hid not in b.hero:
            return Illegal(f"There is no hero '{hid}' in this game.", R_TURN)
        name = b.hero[hid].name
        if not on_board:
            return hid
        if hid not in s.hero_loc:
            if hid in s.hands[a.seat]:
                return Illegal(f"{name} is in your hand: bring {name} into play first.", R_BRING)
            if hid in s.dead:
                return Illegal(f"{name} is dead.", combat.R_AFTER)
            return Illegal(f"{name} is not on the board.", R_MOVE)
        if s.hero_owner[hid] != a.seat:
            return Illegal(f"{name} belongs to {s.seat_name(s.hero_owner[hid])}, not to you.", R_MOVE)
        return hid

    def _place_param(self, s: HeroesState, a: Action, key: str = "to") -> Any:
        node = a.get(key)
        if not isinstance(node, str) or not node:
            return Illegal("Say which place.", R_MOVE)
        if node not in s.board.kind:
            return Illegal(f"There is no place '{node}' on the map.", R_MOVE)
        return node

    def _edge_problem(self, s: HeroesState, a_: str, b_: str, heroes: list[str]) -> Illegal | None:
        b = s.board
        e = b.edge.get((a_, b_))
        if e is None:
            return Illegal(f"{b.name[b_]} is not next to {b.name[a_]}.", R_MOVE)
        if e[0]:
            return Illegal(f"The border between {b.name[a_]} and {b.name[b_]} cannot be crossed.", R_MOVE)
        if e[1]:
            if not e[2]:
                return Illegal(f"{RIVER_MSG} There is no crossing between {b.name[a_]} and {b.name[b_]}.", R_RIVERS)
            dry = [h for h in heroes if not b.hero[h].water]
            if dry:
                who = ", ".join(b.hero[h].name for h in dry)
                return Illegal(f"{RIVER_MSG} {who} {'is' if len(dry) == 1 else 'are'} not lord of the water.", R_RIVERS)
        return None

    def _open_ok(self, s: HeroesState, seat: int, hid: str, node: str) -> bool:
        own = s.owner.get(node)
        return own == seat or (own is None and s.board.side[node] == s.hero_side[hid])

    # -- per kind ---------------------------------------------------------------------------------
    def _chk_draw(self, s: HeroesState, a: Action) -> Any:
        return None

    def _chk_end_turn(self, s: HeroesState, a: Action) -> Any:
        return None

    def _chk_palantir(self, s: HeroesState, a: Action) -> Any:
        b = s.board
        seers = [h for h in s.heroes_of(a.seat) if b.hero[h].palantir]
        if not seers:
            return Illegal("You need a hero with a palantír on the board to look into another player's cards.",
                           R_PALANTIR)
        t = a.get("target")
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < s.players:
            return Illegal("Say whose cards you want to see (another player).", R_PALANTIR)
        if t == a.seat:
            return Illegal("The palantír shows other players' cards; you know your own.", R_PALANTIR)
        return seers[0]

    def _chk_bring(self, s: HeroesState, a: Action) -> Any:
        b = s.board
        hid = self._hero_param(s, a, on_board=False)
        if isinstance(hid, Illegal):
            return hid
        name = b.hero[hid].name
        if hid not in s.hands[a.seat]:
            if hid in s.hero_loc and s.hero_owner.get(hid) == a.seat:
                return Illegal(f"{name} is already on the board.", R_BRING)
            if hid in s.dead:
                return Illegal(f"{name} is dead and out of the game.", combat.R_AFTER)
            return Illegal(f"{name} is not in your hand.", R_BRING)
        if s.brought:
            return Illegal("You have already brought a hero into play this turn.", R_BRING)
        start = b.hero[hid].start
        own = s.owner.get(start)
        if own != a.seat and b.side[start] != s.hero_side[hid]:
            return self._bring_beside(s, a.seat, hid, start)
        if own is not None and own != a.seat:
            return Illegal(f"{b.name[start]}, {name}'s start location, is held by {s.seat_name(own)}.", R_BRING)
        occ = s.occupant(start)
        if occ is not None and occ != a.seat:
            return Illegal(f"{s.seat_name(occ)}'s heroes stand in {b.name[start]}, {name}'s start location.", R_BRING)
        return start

    def _bring_beside(self, s: HeroesState, seat: int, hid: str, start: str) -> Any:
        """Table rule for a hero whose start location lies on the other side (only the ambiguous
        heroes can have one) and is not yours: it comes into play at a place you hold next to its
        start, free of other players' heroes, across a border that is not impassable — the
        strongest such place, on a tie the first by id."""
        b = s.board
        near = [n for n in b.nbrs[start] if s.owner.get(n) == seat and not b.edge[(start, n)][0]
                and s.occupant(n) in (None, seat)]
        if not near:
            name = b.hero[hid].name
            return Illegal(f"{b.name[start]} is a {b.side[start]} place you do not hold: {name} "
                           f"({s.hero_side[hid]}) can come into play there only once you hold it, or at a place "
                           f"you hold next to it — and you hold none.", R_BRING)
        return min(near, key=lambda n: (-b.strength[n], n))

    def _chk_move(self, s: HeroesState, a: Action) -> Any:
        hid = self._hero_param(s, a)
        if isinstance(hid, Illegal):
            return hid
        to = self._place_param(s, a)
        if isinstance(to, Illegal):
            return to
        return self._move_plan(s, a.seat, hid, to)

    def _move_plan(self, s: HeroesState, seat: int, hid: str, to: str) -> Any:
        b = s.board
        st = b.hero[hid]
        name = st.name
        if hid in s.fought:
            return Illegal(f"{name} has fought this turn and cannot move any more.", R_MOVE)
        if hid in s.moved:
            return Illegal(f"{name} has already moved this turn.", R_MOVE)
        here = s.hero_loc[hid]
        if to == here:
            return Illegal(f"{name} is already in {b.name[to]}.", R_MOVE)
        if (here, to) in b.edge:
            bad = self._edge_problem(s, here, to, [hid])
            if bad is not None:
                return bad
            own = s.owner.get(to)
            if own == seat:
                return (to,)
            if own is None and b.side[to] == s.hero_side[hid]:
                return (to,)
            if own is None:
                return Illegal(f"{b.name[to]} is {'an' if b.side[to] == 'evil' else 'a'} {b.side[to]} place: "
                               f"{name} must conquer it with an attack, not just walk in.", R_CONQUEST)
            return Illegal(f"{b.name[to]} is held by {s.seat_name(own)}: take it with an attack.", R_CONQUEST)
        if not st.arrow:
            return Illegal(f"{b.name[to]} is not next to {b.name[here]}.", R_MOVE)
        mids = [m for m in b.nbrs[here] if (m, to) in b.edge]
        if not mids:
            return Illegal(f"{b.name[to]} is not next to {b.name[here]}, and even with the arrow {name} "
                           f"can skip only one place.", R_ARROW)
        first_bad = None
        open_mids = 0
        for m in mids:
            bad = self._edge_problem(s, here, m, [hid])
            if bad is None:
                bad = self._edge_problem(s, m, to, [hid])
            if bad is not None:
                if first_bad is None:
                    first_bad = bad
                continue
            open_mids += 1
            if s.owner.get(m) == seat and s.owner.get(to) == seat:
                return (m, to)
        if first_bad is not None and not open_mids:
            return first_bad
        return Illegal(f"With the arrow {name} may skip a place only if both the skipped place and "
                       f"{b.name[to]} are already opened up by you.", R_ARROW)

    def _raise_targets(self, s: HeroesState, seat: int, hid: str) -> list[str]:
        b = s.board
        here = s.hero_loc[hid]
        side = s.hero_side[hid]
        return [n for n in b.nbrs[here] if s.owner.get(n) is None and b.side[n] == side
                and combat.passable_for(s, here, n, [hid])]

    def _chk_banner(self, s: HeroesState, a: Action) -> Any:
        b = s.board
        hid = self._hero_param(s, a)
        if isinstance(hid, Illegal):
            return hid
        name = b.hero[hid].name
        if not b.hero[hid].banner:
            return Illegal(f"{name} has no banner.", R_OPEN)
        if hid in s.raised:
            return Illegal(f"{name} has already opened up land this turn.", R_OPEN)
        targets = self._raise_targets(s, a.seat, hid)
        if not targets:
            return Illegal(f"There is no unoccupied {s.hero_side[hid]} place next to "
                           f"{b.name[s.hero_loc[hid]]} that {name} could open up.", R_OPEN)
        return targets

    def _chk_plus_one(self, s: HeroesState, a: Action) -> Any:
        b = s.board
        hid = self._hero_param(s, a)
        if isinstance(hid, Illegal):
            return hid
        to = self._place_param(s, a)
        if isinstance(to, Illegal):
            return to
        name = b.hero[hid].name
        if not b.hero[hid].plus_one:
            return Illegal(f"{name} does not have the +1 ability.", R_OPEN)
        if hid in s.raised:
            return Illegal(f"{name} has already opened up land this turn.", R_OPEN)
        here = s.hero_loc[hid]
        bad = self._edge_problem(s, here, to, [hid])
        if bad is not None:
            return bad
        own = s.owner.get(to)
        if own is not None:
            who = "you" if own == a.seat else s.seat_name(own)
            return Illegal(f"{b.name[to]} is already held by {who}.", R_OPEN)
        if b.side[to] != s.hero_side[hid]:
            return Illegal(f"{b.name[to]} is {'an' if b.side[to] == 'evil' else 'a'} {b.side[to]} place: "
                           f"{name} can only open up {s.hero_side[hid]} places; it must be conquered.", R_OPEN)
        return to

    def _chk_attack(self, s: HeroesState, a: Action) -> Any:
        frm = self._place_param(s, a, "from")
        if isinstance(frm, Illegal):
            return frm
        to = self._place_param(s, a, "to")
        if isinstance(to, Illegal):
            return to
        return self._attack_plan(s, a.seat, frm, to)

    def _attack_plan(self, s: HeroesState, seat: int, frm: str, to: str, mine: list[str] | None = None) -> Any:
        b = s.board
        if mine is None:
            mine = [h for h in s.heroes_at(frm) if s.hero_owner[h] == seat]
        if not mine:
            return Illegal(f"You have no heroes in {b.name[frm]}.", R_CONQUEST)
        group = [h for h in mine if h not in s.fought]
        if not group:
            return Illegal(f"Every hero of yours in {b.name[frm]} has already fought this turn.", R_CONQUEST)
        if to == frm:
            return Illegal("A place cannot attack itself.", R_CONQUEST)
        if (frm, to) not in b.edge:
            return Illegal(f"{b.name[to]} is not next to {b.name[frm]}.", R_CONQUEST)
        own = s.owner.get(to)
        if own == seat:
            return Illegal(f"You already hold {b.name[to]}.", R_CONQUEST)
        if own is None and b.side[to] == s.sides[seat]:
            return Illegal(f"{b.name[to]} is an unoccupied {b.side[to]} place: just move in to open it up, "
                           f"no fight is needed.", R_OPEN)
        if b.is_fortress(to):
            group = [h for h in group if b.hero[h].points >= 3]
            if not group:
                return Illegal("Only heroes of 3 or more points may attack a fortress.", combat.R_FORTS)
        bad = self._edge_problem(s, frm, to, group)
        if bad is not None:
            return bad
        return group

    # =============================================================================================
    # legal actions
    # =============================================================================================
    def legal_actions(self, state: HeroesState) -> list[Action]:
        """Every legal action, in a fixed order (bring, then per place: moves and openings of each
        hero, then attacks; end turn last).

        This is the AI's hottest path, so the common cases are decided inline here with the same
        tests `check` makes (the property tests hold the two together); rarer cases (arrow moves,
        bringing) go through the full plans.
        """
        s = state
        if s.over:
            return []
        seat = s.current
        b = s.board
        H = b.hero
        out: list[Action] = []
        if s.phase == "draw":
            out.append(Action("draw", seat, (), "Draw a hero card"))
            if any(H[h].palantir for h in s.heroes_of(seat)):
                for t in range(s.players):
                    if t != seat:
                        out.append(Action("palantir", seat, (("target", t),),
                                          f"Look into {s.seat_name(t)}'s hand and mission "
                                          f"with the palantír (instead of drawing)"))
            return out
        if not s.brought:
            for hid in s.hands[seat]:
                if hid == HIDDEN:
                    continue
                plan = self._chk_bring(s, Action("bring", seat, (("hero", hid),)))
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
                                plan = self._move_plan(s, seat, hid, to)
                                if isinstance(plan, Illegal):
                                    continue
                                out.append(Action("move", seat, (("hero", hid), ("to", to)),
                                                  f"Move {st.name}: {here_name} → {names[to]} "
                                                  f"(arrow, over {names[plan[0]]})"))
                if hid not in raised and (st.banner or st.plus_one):
                    targets = self._raise_targets(s, seat, hid)
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

    def _attack_label(self, s: HeroesState, frm: str, to: str, group: list[str]) -> str:
        b = s.board
        who = combat.names(s, group)
        defenders = s.heroes_at(to)
        if defenders:
            return (f"Attack {b.name[to]} from {b.name[frm]} with {who} "
                    f"(hero fight, defenders: {combat.names(s, defenders)})")
        own = s.owner.get(to)
        held = f", held by {s.seat_name(own)}" if own is not None else ""
        return f"Conquer {b.place_label(to)[:-1]}{held}) from {b.name[frm]} with {who}"

    # =============================================================================================
    # applying
    # =============================================================================================
    def apply(self, state: HeroesState, action: Action) -> tuple[HeroesState, list[Event]]:
        return self.apply_with(state, action)

    def apply_with(self, state: HeroesState, action: Action, dice: Dice | None = None,
                   rerolls: bool = True) -> tuple[HeroesState, list[Event]]:
        """apply() with an injectable Dice (tests script the faces) and re-rolls switchable."""
        plan = self._check(state, action)
        if isinstance(plan, Illegal):
            raise IllegalAction(plan, action)
        s = state.clone()
        if dice is None and action.kind == "attack":     # the only action that rolls
            dice = Dice(s.own_rng())
        seat = action.seat
        b = s.board
        who = s.seat_name(seat)
        ev: list[Event] = []
        k = action.kind
        if k == "draw":
            side = s.sides[seat]
            deck = s.decks[side]
            if not deck:
                ev.append(Event("The {side} deck is empty: {seat} draws nothing.", {"side": side, "seat": who},
                                kind="draw", seat=seat))
            elif len(s.hands[seat]) >= s.options.hand_limit:
                ev.append(Event("{seat}'s hand is full ({n} cards): {seat} draws nothing.",
                                {"seat": who, "n": len(s.hands[seat])}, kind="draw", seat=seat))
            else:
                hid = deck.pop()
                s.hands[seat].append(hid)
                s.hero_owner[hid] = seat
                ev.append(Event("{seat} draws a hero card ({left} left in the {side} deck).",
                                {"seat": who, "left": len(deck), "side": side}, kind="draw", seat=seat, reveals=True))
                roll = RollExplanation(f"Draw the top card of the {side} deck", [], "",
                                       f"{b.hero[hid].name} ({b.hero[hid].points} points)",
                                       f"{b.hero[hid].name} goes into your hand.", R_DRAW, GAME)
                ev.append(Event("You draw {hero}.", {"hero": b.hero[hid].name}, kind="private", seat=seat,
                                visible_to=(seat,), roll=roll))
            s.phase = "campaign"
        elif k == "palantir":
            t = action["target"]
            g = Glimpse(s.round, tuple(s.hands[t]), tuple(s.missions[t]))
            s.knowledge.setdefault(seat, {})[t] = g
            hand = ", ".join(b.hero[h].name for h in g.hand) or "no heroes"
            mis = ", ".join(f"{b.missions[m].name} ({', '.join(b.name.get(p, p) for p in b.missions[m].places)}; "
                            f"+{b.missions[m].bonus})" for m in g.missions) or "no mission"
            ev.append(Event("{seat} looks into {target}'s cards through {seer}'s palantír instead of drawing.",
                            {"seat": who, "target": s.seat_name(t), "seer": b.hero[plan].name}, kind="draw",
                            seat=seat, reveals=True))
            ev.append(Event("The palantír shows {target}'s hand: {hand}; mission: {missions}.",
                            {"target": s.seat_name(t), "hand": hand, "missions": mis}, kind="private", seat=seat,
                            visible_to=(seat,), reveals=True))
            s.phase = "campaign"
        elif k == "bring":
            hid = action["hero"]
            start = plan
            s.hands[seat].remove(hid)
            s.public_hand.discard(hid)
            s.hero_loc[hid] = start
            s.hero_owner[hid] = seat
            s.brought = True
            ev.append(Event("{seat} brings {hero} into play at {place}.", {"seat": who, "hero": b.hero[hid].name,
                                                                             "place": b.name[start]},
                            kind="move", seat=seat, reveals=True))
            if s.owner[start] is None:
                s.owner[start] = seat
                ev.append(Event("{place} is opened up for {seat}.", {"place": b.name[start], "seat": who},
                                kind="open", seat=seat))
        elif k == "move":
            hid = action["hero"]
            to = plan[-1]
            here = s.hero_loc[hid]
            s.hero_loc[hid] = to
            s.moved.add(hid)
            via = f" over {b.name[plan[0]]} (arrow)" if len(plan) == 2 else ""
            ev.append(Event("{hero} moves from {frm} to {to}{via}.", {"hero": b.hero[hid].name, "frm": b.name[here],
                                                                      "to": b.name[to], "via": via},
                            kind="move", seat=seat))
            if s.owner[to] is None:
                s.owner[to] = seat
                ev.append(Event("{hero} opens up {place} for {seat}.", {"hero": b.hero[hid].name,
                                                                         "place": b.name[to], "seat": who},
                                kind="open", seat=seat))
        elif k in ("banner", "plus_one"):
            hid = action["hero"]
            targets = plan if k == "banner" else [plan]
            for t in targets:
                s.owner[t] = seat
            s.raised.add(hid)
            ev.append(Event("{hero} {how} opens up {places} for {seat}.",
                            {"hero": b.hero[hid].name, "how": "raises the banner and" if k == "banner" else "(+1)",
                             "places": ", ".join(b.name[t] for t in targets), "seat": who}, kind="open", seat=seat))
        elif k == "attack":
            frm, to = action["from"], action["to"]
            assert dice is not None
            if s.heroes_at(to):
                ev += combat.hero_fight(s, seat, frm, to, list(plan), dice, rerolls)
            else:
                ev += combat.conquer(s, seat, frm, to, list(plan), dice)
        elif k == "end_turn":
            ev += self._end_turn(s)
        return s, ev

    # -- turns and victory ------------------------------------------------------------------------
    def is_out(self, s: HeroesState, seat: int) -> bool:
        if s.hands[seat] or s.decks[s.sides[seat]]:
            return False
        return not s.heroes_of(seat)

    def _end_turn(self, s: HeroesState) -> list[Event]:
        seat = s.current
        who = s.seat_name(seat)
        ev = [Event("{seat} ends the turn.", {"seat": who}, kind="turn", seat=seat)]
        for i in range(s.players):
            if not s.out[i] and self.is_out(s, i):
                s.out[i] = True
                ev.append(Event("{seat} has no heroes left on the board, in hand or in the deck and is out.",
                                {"seat": s.seat_name(i)}, kind="turn", seat=i))
        forts = s.fortress_count(seat)
        if forts >= s.options.fortress_goal:
            return ev + self._finish(s, (seat,),
                                     f"{who} wins: {who} holds {forts} fortresses at the end of the turn "
                                     f"(the goal is {s.options.fortress_goal}).", R_VICTORY)
        alive = [i for i in range(s.players) if not s.out[i]]
        if len(alive) == 1 and s.players > 1:
            w = alive[0]
            return ev + self._finish(s, (w,), f"{s.seat_name(w)} wins: every other player is out.", R_OUT)
        if not alive:
            return ev + self._finish_points(s, "No player has heroes left.")
        nxt = seat
        while True:
            nxt += 1
            if nxt >= s.players:
                nxt = 0
                s.round += 1
                if s.round > s.options.max_rounds:
                    s.round = s.options.max_rounds
                    return ev + self._finish_points(s, f"After {_n(s.options.max_rounds, 'round')}")
                ev.append(Event("Round {round} begins.", {"round": s.round}, kind="turn"))
            if not s.out[nxt]:
                break
        s.current = nxt
        s.phase = "draw"
        s.moved = set()
        s.fought = set()
        s.raised = set()
        s.brought = False
        ev.append(Event("{seat} to move.", {"seat": s.seat_name(nxt)}, kind="turn", seat=nxt))
        return ev

    def score(self, s: HeroesState, seat: int) -> tuple[int, int, int, list[str]]:
        """(victory points, lands, fortresses, missions fulfilled)."""
        b = s.board
        lands = forts = 0
        for n, o in s.owner.items():
            if o == seat:
                if b.kind[n] == "fortress":
                    forts += 1
                else:
                    lands += 1
        done = [m for m in s.missions[seat] if m in b.missions and
                all(s.owner.get(p) == seat for p in b.missions[m].places)]
        vp = lands * s.options.land_points + forts * s.options.fortress_points + sum(b.missions[m].bonus for m in done)
        return vp, lands, forts, done

    def _finish(self, s: HeroesState, winners: tuple[int, ...], reason: str, rule: str) -> list[Event]:
        s.over = True
        s.winners = winners
        s.end_reason = reason
        s.end_rule = rule
        return [Event("{reason}", {"reason": reason}, kind="outcome", reveals=True)]

    def _finish_points(self, s: HeroesState, lead: str) -> list[Event]:
        b = s.board
        rows = [self.score(s, i) for i in range(s.players)]
        top = max((r[0], r[2]) for r in rows)
        winners = tuple(i for i, r in enumerate(rows) if (r[0], r[2]) == top)
        names_ = " and ".join(s.seat_name(i) for i in winners)
        r = rows[winners[0]]
        bits = f"{_n(r[1], 'land')}, {_n(r[2], 'fortress')}"
        if r[3]:
            bits += ", mission " + ", ".join(f"'{b.missions[m].name}' +{b.missions[m].bonus}" for m in r[3])
        tie = ""
        if len(winners) > 1:
            tie = " (tied on points and fortresses: they share the victory)"
        elif sum(1 for x in rows if x[0] == r[0]) > 1:
            tie = " (tied on points, more fortresses)"
        verb = "win" if len(winners) > 1 else "wins"
        reason = f"{lead}, {names_} {verb} with {r[0]} victory points ({bits}){tie}."
        return self._finish(s, winners, reason, R_VICTORY)

    def final_table(self, state: HeroesState) -> tuple[list[str], list[list[Any]]] | None:
        """The final score per player in seat order (lands, fortresses, mission bonus, total) for the
        desktop's game-over table; None while the game goes on."""
        if not state.over:
            return None
        b = state.board
        rows = []
        for i in range(state.players):
            vp, lands, forts, done = self.score(state, i)
            rows.append([state.seat_name(i), lands, forts, sum(b.missions[m].bonus for m in done), vp])
        return ["Player", "Lands", "Fortresses", "Mission bonus", "Total VP"], rows

    def unseen_piles(self, state: HeroesState) -> list[list[str]]:
        return list(state.decks.values())   # the hero decks, drawn from the top (`deck.pop()`)

    def outcome(self, state: HeroesState) -> Outcome | None:
        if not state.over:
            return None
        scores = tuple(self.score(state, i)[0] for i in range(state.players))
        return Outcome(state.winners, scores, state.end_reason, state.end_rule)

    def summary(self, state: HeroesState) -> str:
        s = state
        pts = ", ".join(f"{s.seat_name(i)} {self.score(s, i)[0]} VP/{s.fortress_count(i)} fortresses"
                        for i in range(s.players))
        if s.over:
            return f"Game over. {s.end_reason} ({pts})"
        return (f"Round {s.round} of {s.options.max_rounds} · {s.seat_name(s.current)} to move ({s.phase}) · {pts}")

    # =============================================================================================
    # hidden information
    # =============================================================================================
    def view(self, state: HeroesState, seat: int) -> HeroesState:
        v = state.clone()
        mine = state.knowledge.get(seat, {})
        for other in range(state.players):
            if other == seat:
                continue
            hand = state.hands[other]
            seen = mine.get(other)
            known: list[str] = [h for h in hand if h in state.public_hand]
            if seen is not None:
                # a hand loses cards only by bringing them into play, so what the palantír showed and is
                # not on the board (or dead) since is still there
                known += [h for h in seen.hand if h not in state.hero_loc and h not in state.dead
                          and h not in known and h in hand]
            v.hands[other] = known + [HIDDEN] * (len(hand) - len(known))
            if seen is not None:
                v.missions[other] = list(seen.missions)
            else:
                v.missions[other] = [HIDDEN] * len(state.missions[other])
        shown = {h for hand in v.hands for h in hand}
        v.hero_owner = {h: o for h, o in state.hero_owner.items() if h in state.hero_loc or h in shown}
        v.decks = {k: [HIDDEN] * len(d) for k, d in state.decks.items()}
        v.mission_pool = [HIDDEN] * len(state.mission_pool)
        v.knowledge = {seat: dict(mine)} if mine else {}
        v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
        v.rng = random.Random(0)
        return v

    def determinize(self, view: HeroesState, seat: int, seed: int) -> HeroesState:
        rng = random.Random(seed)
        s = view.clone()
        b = s.board
        visible: set[str] = set(s.hero_loc) | set(s.dead)
        for h in s.hands:
            visible.update(x for x in h if x != HIDDEN)
        for d in s.decks.values():
            visible.update(x for x in d if x != HIDDEN)
        pools = {side: [h for h in b.hero_order if h not in visible and s.hero_side[h] == side] for side in SIDES}
        for p in pools.values():
            rng.shuffle(p)

        def take(side: str) -> str:
            if pools[side]:
                return pools[side].pop()
            other = "evil" if side == "good" else "good"
            return pools[other].pop()

        for i, hand in enumerate(s.hands):
            for j, h in enumerate(hand):
                if h == HIDDEN:
                    hand[j] = take(s.sides[i])
                    s.hero_owner[hand[j]] = i
        for side, deck in s.decks.items():
            for j, h in enumerate(deck):
                if h == HIDDEN:
                    deck[j] = take(side)
        mseen = {m for ms in s.missions for m in ms if m != HIDDEN}
        mpool = [m for m in b.mission_order if m not in mseen]
        rng.shuffle(mpool)
        for i, ms in enumerate(s.missions):
            for j, m in enumerate(ms):
                if m == HIDDEN:
                    pick = next((x for x in mpool if b.missions[x].side in (s.sides[i], "any")), None)
                    if pick is None and mpool:
                        pick = mpool[0]
                    if pick is not None:
                        mpool.remove(pick)
                        ms[j] = pick
        s.mission_pool = mpool[: len(s.mission_pool)]
        s.rng = random.Random(seed)
        return s

    # =============================================================================================
    # for the computer
    # =============================================================================================
    def evaluate(self, state: HeroesState, seat: int, level: str | None = None) -> float:
        """How good `state` is for `seat`, in [-1, 1]. `level="hard"` asks for the stronger,
        slower evaluation the Hard computer uses (`evaluate_hard`); anything else is the plain one."""
        s = state
        if s.over:
            if seat in s.winners:
                return 1.0 if len(s.winners) == 1 else 0.5
            return -1.0
        if level == "hard":
            return self.evaluate_hard(s, seat)
        b = s.board
        H = b.hero
        n = s.players
        opts = s.options
        pts = [0.0] * n
        occ: dict[str, int] = {}
        for h, node in s.hero_loc.items():
            o = s.hero_owner[h]
            pts[o] += H[h].points
            occ[node] = o
        # one pass over the tokens: lands and fortresses per seat (what score() counts)
        lands = [0] * n
        forts = [0] * n
        kind = b.kind
        for node, o in s.owner.items():
            if o is not None and o < n:
                if kind[node] == "fortress":
                    forts[o] += 1
                else:
                    lands[o] += 1
        vals = [0.0] * n
        goal = opts.fortress_goal
        owner = s.owner
        for i in range(n):
            bonus = sum(b.missions[m].bonus for m in s.missions[i] if m in b.missions and
                        all(owner.get(p) == i for p in b.missions[m].places))
            vp = lands[i] * opts.land_points + forts[i] * opts.fortress_points + bonus
            f = forts[i]
            hand = sum(H[h].points for h in s.hands[i] if h in H)
            vals[i] = vp + 1.5 * f + 0.8 * pts[i] + 0.3 * hand
            if f >= goal - 1:
                vals[i] += 4.0
        # threats: places next to another player's heroes. Gathered from the few occupied places,
        # then applied in the order of the places (the owner dict is in sorted id order, like
        # board.nodes) and their sorted neighbours, so the sums come out bit for bit the same
        pairs = []
        nbrs = b.nbrs
        for m, e in occ.items():
            for x in nbrs[m]:
                o = owner.get(x)
                if o is not None and o != e:
                    pairs.append((x, m, o, e))
        pairs.sort()
        for x, _m, o, e in pairs:
            w = 3 if kind[x] == "fortress" else 1
            vals[o] -= 0.25 * w
            vals[e] += 0.15 * w
        me = vals[seat]
        rival = max(vals[i] for i in range(n) if i != seat)
        return math.tanh((me - rival) / 12.0)

    def attack_odds(self, s: HeroesState, action: Action) -> float:
        """A rough chance that an attack succeeds (for rollouts), without rolling anything."""
        group = self._check(s, action)
        if isinstance(group, Illegal):
            return 0.0
        return self._odds(s, action["to"], group, s.heroes_at(action["to"]), action.seat)

    def _odds(self, s: HeroesState, to: str, group: list[str], defenders: list[str], seat: int) -> float:
        b = s.board
        H = b.hero
        hammer = any(H[h].hammers for h in group)
        own = s.owner.get(to)
        if defenders:
            att = (sum(H[h].points + H[h].swords for h in group)
                   + (3.5 if len(group) == 1 else 5.25 if len(group) == 2 else 7))
            dfd = (sum(H[h].points + H[h].swords + H[h].shields for h in defenders) + b.strength[to]
                   + (0 if hammer else 1) + (3.5 if len(defenders) == 1 else 5.25 if len(defenders) == 2 else 7))
            return 1 / (1 + math.exp(-(att - dfd - 0.5) / 2.0))
        if not b.is_fortress(to):
            need = b.strength[to] + (1 if own is not None and not hammer else 0)
            n = combat.attempts_for(sum(H[h].points for h in group), any(H[h].powers for h in group))
            q = min(6, need) / 6
            return 1 - q ** n
        if own is None:
            miss = 1.0
            for h in group:
                t = combat.fortress_target(H[h].points, H[h].hammers) or 7
                miss *= (t - 1) / 6
            return 1 - miss
        top = combat.best_attempt(s, group)
        need = (b.strength[to] + (0 if H[top].hammers else 1) - (1 if combat.encircled(s, to, seat) else 0)
                - H[top].points)
        q = min(6, max(0, need)) / 6
        return 1 - q ** len(group)

    def rollout_action(self, state: HeroesState, actions: list[Action], rng: Any) -> Action:
        """A quick, sensible pick for rollouts among `actions` (the legal actions of `state`)."""
        s = state
        weights = []
        H = s.board.hero
        here: dict[str, list[str]] | None = None
        owner = s.owner
        for a in actions:
            k = a.kind
            if k == "attack":
                if here is None:      # heroes by place, built once (the attacks were checked legal)
                    here = {}
                    for h, node in s.hero_loc.items():
                        here.setdefault(node, []).append(h)
                    for lst in here.values():
                        lst.sort(key=lambda h: H[h].order)
                frm, to = a["from"], a["to"]
                group = [h for h in here.get(frm, ()) if h not in s.fought]
                if s.board.kind[to] == "fortress":
                    group = [h for h in group if H[h].points >= 3]
                p = self._odds(s, to, group, here.get(to, []), a.seat) if group else 0.0
                w = 0.2 + 8 * p if p >= 0.45 else 0.1
            elif k == "move":
                w = 4.0 if owner.get(a["to"]) is None else 0.6
            elif k in ("bring", "banner", "plus_one"):
                w = 5.0
            elif k == "draw":
                w = 3.0
            elif k == "palantir":
                w = 0.3
            else:
                w = 1.0
            weights.append(w)
        return rng.choices(actions, weights=weights, k=1)[0]

    # -- the Hard level's evaluation ---------------------------------------------------------------
    def evaluate_hard(self, state: HeroesState, seat: int, weights: dict[str, float] | None = None) -> float:
        """The Hard computer's judgement: material (victory points, an extra weight on fortresses
        and on nearing the fortress goal, heroes on the board and in hand), plus what each seat can
        expect to take with its next attacks (`attack_prospects`: move-then-attack reach, the odds of
        each conquest or hero fight, heroes killed or lost, an immediate win at the fortress goal).

        The seat to move acts on its prospects first, so they count more (`mover`) than those of a
        seat that must wait (`waiting`): a fortress left empty next to a strong enemy group costs what
        the enemy can expect to take, and a garrison that makes the attack hopeless keeps it.
        """
        s = state
        if s.over:
            if seat in s.winners:
                return 1.0 if len(s.winners) == 1 else 0.5
            return -1.0
        w = HARD_WEIGHTS if weights is None else {**HARD_WEIGHTS, **weights}
        b = s.board
        H = b.hero
        n = s.players
        opts = s.options
        goal = opts.fortress_goal
        lands = [0] * n
        forts = [0] * n
        for node, o in s.owner.items():
            if o is not None and o < n:
                if b.kind[node] == "fortress":
                    forts[o] += 1
                else:
                    lands[o] += 1
        if 0 <= s.current < n and forts[s.current] >= goal:
            # the seat to move has reached the goal: ending its turn wins, and nobody can stop that
            return 1.0 if seat == s.current else -1.0
        pts = [0.0] * n
        for h in s.hero_loc:
            pts[s.hero_owner[h]] += H[h].points + w["hero_bonus"]
        vals = [0.0] * n
        owner = s.owner
        for i in range(n):
            bonus = 0.0
            for m in s.missions[i]:
                mis = b.missions.get(m)
                if mis is None:
                    continue
                held = sum(1 for p in mis.places if owner.get(p) == i)
                bonus += (mis.bonus if held == len(mis.places)
                          else w["mission_part"] * mis.bonus * held / len(mis.places))
            f = forts[i]
            hand = sum(H[h].points for h in s.hands[i] if h in H)
            vals[i] = (lands[i] * opts.land_points + f * (opts.fortress_points + w["fort"]) + bonus
                       + w["hero"] * pts[i] + w["hand"] * hand)
            if f >= goal - 1:
                vals[i] += w["goal1"]
            if f >= goal - 2:
                vals[i] += w["goal2"]
        wins = [0.0] * n
        for j in range(n):
            if j < len(s.out) and s.out[j]:
                continue
            gain, losses, wins[j] = self.attack_prospects(s, j, forts, w)
            g = w["mover"] if j == s.current else w["waiting"]
            vals[j] += g * gain
            wins[j] *= g
            for victim, loss in losses.items():
                vals[victim] -= g * loss
        me = vals[seat]
        rival = max(vals[i] for i in range(n) if i != seat)
        # a conquest that would reach the fortress goal is a chance of winning outright, not just more
        # points: blend it in as such, so that the prospect is never worth more than the win itself
        win_me = min(1.0, wins[seat])
        win_rival = min(1.0 - win_me, max(wins[i] for i in range(n) if i != seat))
        return win_me - win_rival + (1.0 - win_me - win_rival) * math.tanh((me - rival) / w["scale"])

    def attack_prospects(self, s: HeroesState, j: int, forts: list[int],
                         w: dict[str, float]) -> tuple[float, dict[int, float], float]:
        """What seat `j` can expect from its next attacks: its gain, each victim's loss, and the
        chance that one of them takes the fortress that reaches the goal.

        Each group that could gather in a place (heroes already there, and heroes that can still
        step in) is matched with its best target next door; the best few non-overlapping attacks are
        counted with falling weights (a seat rarely gets to make all of them)."""
        b = s.board
        H = b.hero
        owner = s.owner
        nbrs = b.nbrs
        edge = b.edge
        side_j = s.sides[j]
        current = j == s.current and s.phase != "over"
        occ: dict[str, list[str]] = {}
        for h, node in s.hero_loc.items():
            occ.setdefault(node, []).append(h)
        staging: dict[str, list[str]] = {}
        for h, p in s.hero_loc.items():
            if s.hero_owner[h] != j:
                continue
            if current and h in s.fought:
                continue
            staging.setdefault(p, []).append(h)
            if current and h in s.moved:
                continue
            hside = s.hero_side[h]
            water = H[h].water
            for q in nbrs[p]:
                imp, river, crossing = edge[(p, q)]
                if imp or (river and not (crossing and water)):
                    continue
                oq = owner.get(q)
                if oq != j and not (oq is None and b.side[q] == hside):
                    continue
                there = occ.get(q)
                if there and s.hero_owner[there[0]] != j:
                    continue
                staging.setdefault(q, []).append(h)
        if not staging:
            return 0.0, {}, 0.0
        goal = s.options.fortress_goal
        fort_val = s.options.fortress_points + w["fort"]
        land_val = float(s.options.land_points)
        cands: list[tuple[float, float, float, int | None, str, tuple[str, ...]]] = []
        for st, group in staging.items():
            for t in nbrs[st]:
                ot = owner.get(t)
                if ot == j or (ot is None and b.side[t] == side_j):
                    continue
                imp, river, crossing = edge[(st, t)]
                if imp:
                    continue
                g = group
                fortress = b.kind[t] == "fortress"
                if fortress:
                    g = [h for h in g if H[h].points >= 3]
                if river:
                    g = [h for h in g if H[h].water] if crossing else []
                if not g:
                    continue
                defenders = occ.get(t)
                if defenders and s.hero_owner[defenders[0]] == j:
                    continue
                value = fort_val if fortress else land_val
                if fortress and forts[j] >= goal - 2:
                    value += w["goal2"] + (w["goal1"] if forts[j] >= goal - 1 else 0.0)
                lost = (fort_val if fortress else land_val) if ot is not None else 0.0
                if defenders:
                    p, kill, die = self._fight_odds(s, j, t, g, defenders)
                    dv = [H[h].points * w["hero"] + w["hero_bonus"] * w["hero"] for h in defenders]
                    dseat = s.hero_owner[defenders[0]]
                    retreat = combat.retreat_place(s, t, dseat, defenders)   # None: beaten defenders all fall
                    hero_loss = p * sum(dv) if retreat is None else kill * min(dv)
                    weakest_a = min(H[h].points for h in g)
                    own_loss = die * (weakest_a + w["hero_bonus"]) * w["hero"]
                    gain = p * value - own_loss
                    loss = p * lost + hero_loss
                else:
                    p = self._odds(s, t, g, [], j)
                    gain = p * value
                    loss = p * lost
                win = p if fortress and forts[j] >= goal - 1 else 0.0
                cands.append((gain + loss + win * w["win"], gain, loss, ot, t, tuple(g), win))
        if not cands:
            return 0.0, {}, 0.0
        cands.sort(key=lambda c: -c[0])
        picks = (1.0, w["pick2"], w["pick3"], w["pick4"])
        used: set[str] = set()
        targets: set[str] = set()
        total = 0.0
        losses: dict[int, float] = {}
        k = 0
        miss = 1.0
        for swing, gain, loss, ot, t, g, win in cands:
            if swing <= 0 or k >= len(picks):
                break
            if t in targets or used.intersection(g):
                continue
            used.update(g)
            targets.add(t)
            total += picks[k] * gain
            miss *= 1.0 - win
            if ot is not None and ot != j:
                losses[ot] = losses.get(ot, 0.0) + picks[k] * loss
            k += 1
        return total, losses, 1.0 - miss

    def _fight_odds(self, s: HeroesState, seat: int, to: str, group: list[str],
                    defenders: list[str]) -> tuple[float, float, float]:
        """(attacker wins, attacker wins by 5+ and the defenders' weakest falls, attacker loses by 5+)
        for a hero fight, from the exact distribution of the dice (re-rolls counted as a point each)."""
        b = s.board
        H = b.hero
        fortress = b.is_fortress(to)
        hammers = sum(H[h].hammers for h in group)
        att = sum(H[h].points + H[h].swords for h in group)
        if fortress and hammers >= 2:
            att += hammers - 1
        strength = b.strength[to]
        if fortress and combat.encircled(s, to, seat):
            strength -= 3
        dfd = strength + (0 if hammers else 1) + sum(H[h].points + H[h].swords + H[h].shields for h in defenders)
        att += max((H[h].rerolls for h in group), default=0)
        dfd += max((H[h].rerolls for h in defenders), default=0)
        p, kill, die = _fight_table(min(len(group), 3), min(len(defenders), 3), att - dfd)
        weakest = combat.weakest(s, defenders)
        if H[weakest].powers and not any(H[h].powers or H[h].breaker for h in group):
            kill = 0.0
        return p, kill, die


HARD_WEIGHTS: dict[str, float] = {
    "fort": 2.0,          # on top of the fortress's victory points: the fortress goal decides most games
    "hero": 0.9,          # per point of a hero on the board
    "hero_bonus": 1.0,    # per hero on the board, whatever its points (a hero is a move and an attack)
    "hand": 0.4,          # per point of a hero in hand
    "mission_part": 0.25,  # share of a mission's bonus per place of it held, before all are held
    "goal1": 6.0,         # one fortress short of the goal
    "goal2": 2.5,         # two fortresses short of the goal
    "win": 25.0,          # how much an attack that would reach the fortress goal counts when choosing
    "mover": 0.8,         # weight of the prospects of the seat to move
    "waiting": 0.5,       # weight of the prospects of a seat that must wait for its turn
    "pick2": 0.7,
    "pick3": 0.5,
    "pick4": 0.35,
    "scale": 14.0,
}

_DICE_SUMS: dict[int, dict[int, float]] = {}


def _dice_sum(heroes: int) -> dict[int, float]:
    """The distribution of the counted dice of a side in a hero fight (1, 2 halved, 2 in full)."""
    got = _DICE_SUMS.get(heroes)
    if got is None:
        got = {}
        if heroes <= 1:
            for a in range(1, 7):
                got[a] = got.get(a, 0.0) + 1 / 6
        else:
            for a in range(1, 7):
                for c in range(1, 7):
                    v = a + c if heroes >= 3 else max(a, c) + min(a, c) // 2
                    got[v] = got.get(v, 0.0) + 1 / 36
        _DICE_SUMS[heroes] = got
    return got


_FIGHTS: dict[tuple[int, int, int], tuple[float, float, float]] = {}


def _fight_table(na: int, nd: int, c: int) -> tuple[float, float, float]:
    key = (na, nd, max(-30, min(30, c)))
    got = _FIGHTS.get(key)
    if got is None:
        win = kill = die = 0.0
        for x, px in _dice_sum(na).items():
            for y, py in _dice_sum(nd).items():
                d = x - y + key[2]
                if d > 0:
                    win += px * py
                    if d >= 5:
                        kill += px * py
                elif d <= -5:
                    die += px * py
        got = (win, kill, die)
        _FIGHTS[key] = got
    return got

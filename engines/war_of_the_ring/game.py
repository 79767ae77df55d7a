"""The rules engine of War of the Ring (2nd edition), game id "war_of_the_ring".

Registered (engines/war_of_the_ring/__init__.py): the desktop, the computer, saves and the command line
find it through the registry.

Shape of the engine: `apply` validates an action, clones the state, performs the action and then
`_advance` runs every automatic step (recovering dice, drawing, rolling, battle rounds, hunt rolls)
until a seat must decide something. Decisions are a stack `state.pending` of small dicts
({"kind": ..., "side": ...}); the top one is what `to_move`/`legal_actions` answer. Long procedures
(battles, hunt damage) keep their progress in `state.battle` / `state.hunt` and push decisions on
the stack when a player has a real choice. Rule anchors point into assets/rules/war_of_the_ring.md.

The class is assembled from mixins: armies.py (movement, mustering, politics), fellowship.py (the
Fellowship, companions, the Hunt, Mordor) and battle.py (battles and sieges); STATUS.md maps it all.
"""
from __future__ import annotations

from typing import Any

from engines.core import (
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
    new_rng,
)

from . import (
    ai,
    card_effects,  # noqa: F401  (importing the plug-ins registers every card in cards.py)
)
from . import cards as card_plugins
from .armies import ArmiesMixin
from .battle import BattleMixin
from .common import (  # noqa: F401  (the R_* anchors are re-exported for tests and the desktop)
    ARAGORN_PLACES,
    DECKS,
    FACE_NAMES,
    FP,
    GAME,
    R_ACTIONS,
    R_ALLOC,
    R_BATTLE,
    R_CHARS,
    R_CONTROL,
    R_DAMAGE,
    R_DICE,
    R_EVENTS,
    R_FSHIP,
    R_FSHIP_PHASE,
    R_GUIDE,
    R_HUNT,
    R_MINIONS,
    R_MORDOR,
    R_MOVE,
    R_MUSTER,
    R_POLITICS,
    R_RECOVER,
    R_RETREAT_BORDERS,
    R_REVEAL,
    R_RINGS,
    R_ROLL,
    R_SEPARATE,
    R_SETUP,
    R_SIEGE,
    R_STACK,
    R_TURN,
    R_VICTORY,
    SH,
    STRONG_PLACES,
    USES,
    article,
    faces_for,
    nation_noun,
    plural,
)
from .dispatch import DOES, LEGAL, does, legal
from .fellowship import FellowshipMixin
from .options import SIDE_NAMES, WarOfTheRingOptions
from .refusals import RefusalsMixin
from .state import FREE_PEOPLES, HIDDEN, NATIONS, ZERO, Board, WotrState, other
from .teams import FILTERED_KINDS, TeamsMixin

_default_board: Board | None = None


def default_board() -> Board:
    global _default_board
    if _default_board is None:
        from maps import load_graph
        _default_board = Board(load_graph("war_of_the_ring"))
    return _default_board


#: the six phases of a turn, as the story of the game heads them
PHASE_HEADINGS = {
    "recover": {"n": 1, "name": "recover action dice and draw cards"},
    "fellowship": {"n": 2, "name": "the Fellowship phase"},
    "hunt_alloc": {"n": 3, "name": "hunt allocation"},
    "roll": {"n": 4, "name": "the action roll"},
    "actions": {"n": 5, "name": "action resolution"},
    "victory": {"n": 6, "name": "the victory check"},
}


class WarOfTheRingGame(TeamsMixin, RefusalsMixin, ArmiesMixin, FellowshipMixin, BattleMixin, card_plugins.CardsMixin,
                       Game[WotrState, WarOfTheRingOptions]):
    id = GAME
    title = "War of the Ring"
    min_players = 2
    max_players = 4   # 3 and 4: the seed's team variants (teams.py)
    Options = WarOfTheRingOptions
    has_secrets = True
    map_id = "war_of_the_ring"

    @property
    def board(self) -> Board:
        return default_board()

    # =============================================================================================
    # set-up
    # =============================================================================================
    def setup(self, options: WarOfTheRingOptions, seed: int) -> WotrState:
        if not isinstance(options, WarOfTheRingOptions):
            options = WarOfTheRingOptions.model_validate(options)
        b = self.board
        rng = new_rng(seed)
        dice = Dice(rng)
        sp = b.setup
        units: dict[tuple[str, str], tuple[int, int, int]] = {}
        nazgul: dict[str, int] = {}
        for a in sp.armies:
            if a.regulars or a.elites or a.leaders:
                units[(a.region, a.nation)] = (a.regulars, a.elites, a.leaders)
            if a.nazgul:
                nazgul[a.region] = a.nazgul
        reinf = {n: (b.nations[n].reinforcements.regulars, b.nations[n].reinforcements.elites,
                     b.nations[n].reinforcements.leaders) for n in NATIONS}
        control = {r: b.start_control[r] for r in b.settlements if b.start_control[r]}
        decks: dict[str, list[str]] = {}
        events: list[Event] = []
        for side in (FP, SH):
            for deck in DECKS:
                pile = [c.id for c in b.cards.values() if c.side == side and c.deck == deck]
                dice.shuffle(pile)
                decks[card_plugins.deck_key(side, deck)] = pile
                events.append(Event("The {side} {deck} deck is shuffled ({n} cards).",
                                    {"side": SIDE_NAMES[side], "deck": deck, "n": len(pile)}, kind="setup",
                                    roll=RollExplanation(f"Shuffle the {SIDE_NAMES[side]} {deck} event deck",
                                                         [], "", "shuffled; the order is hidden",
                                                         "Cards are drawn from the top.", R_EVENTS, GAME)))
        pool = [t.id for t in b.tiles.values() if t.kind == "standard"]
        fs = sp.fellowship
        s = WotrState(
            board=b, options=options, sides=options.seat_sides(), units=units, nazgul=nazgul, chars={},
            reinforcements=reinf, nazgul_reserve=b.nations["sauron"].reinforcements.nazgul,
            casualties={n: ZERO for n in FREE_PEOPLES}, control=control,
            political={n: b.nations[n].steps_to_war for n in NATIONS},
            active={n for n in NATIONS if b.nations[n].active_at_start}, sieges={},
            ring_region=fs.region, progress=fs.progress, hidden=fs.hidden, corruption=fs.corruption,
            companions=list(fs.companions), guide=options.first_guide, mordor=None, eliminated=[],
            minion_ever=False, pool={FP: sp.action_dice.free_peoples, SH: sp.action_dice.shadow},
            rolled={FP: [], SH: []}, hunt_shadow=0, hunt_fp=0, must_hunt=False, fellowship_moves=0,
            fellowship_acted=False, mouth_used=False,
            rings={FP: sp.elven_rings.free_peoples, SH: sp.elven_rings.shadow},
            ring_used=set(), hands={FP: [], SH: []}, decks=decks, discards={k: [] for k in decks},
            table={FP: [], SH: []},
            hunt_pool=pool, hunt_drawn=[], rng=rng)
        self._team_setup(s)
        events.append(Event("The Fellowship sets out from {region} with {n} companions; {guide} is its guide.",
                            {"region": b.name[fs.region], "n": len(fs.companions),
                             "guide": b.char_name(s.guide)}, kind="setup"))
        events += self._advance(s, dice)
        if s.team is not None:
            events += self._team_after(s)
        s.setup_events = tuple(events)
        return s

    def players(self, state: WotrState) -> int:
        return len(state.sides)

    def _player(self, s: WotrState, side: str) -> str:
        """Who acts for `side` in a log line: the side, or in a team game the player's role ("Gondor")."""
        return SIDE_NAMES[side] if s.team is None else self.seat_names(s)[s.seat_of(side)]

    def hand_of(self, state: WotrState, seat: int) -> list[str]:
        """The cards in `seat`'s own hand (in a team game its own, not its team-mate's)."""
        roles = getattr(state, "roles", None)
        if roles and seat < len(roles):
            return list(self._hand_of(state, roles[seat]))
        return list(state.hands[state.sides[seat]])

    def seat_names(self, state: WotrState) -> list[str]:
        if state.team is not None:
            return self._team_names(state)
        return [SIDE_NAMES[x] for x in state.sides]

    def to_move(self, state: WotrState) -> int | None:
        if state.over or not state.pending:
            return None
        return state.seat_of(state.pending[-1]["side"])

    # =============================================================================================
    # legal actions
    # =============================================================================================
    def legal_actions(self, state: WotrState) -> list[Action]:
        s = state
        if s.over or not s.pending:
            return []
        p = s.pending[-1]
        offered = LEGAL[p["kind"]](self, s, p, s.seat_of(p["side"]))
        if s.table[FP] or s.table[SH]:   # a table card may forbid some moves (cards.ACTION_BANS)
            offered = (a for a in offered if not card_plugins.action_banned(s, p, a))
        if s.team is not None and p["kind"] in FILTERED_KINDS:   # a team player's own armies and nations
            return [a for a in offered if self._team_allows(s, p, a)]
        return list(offered)

    def check(self, state: WotrState, action: Action) -> Ok | Illegal:
        s = state
        if s.over:
            return Illegal("The game is over.", R_VICTORY)
        if not s.pending:
            return Illegal("Nobody has to decide anything now.", R_TURN)
        p = s.pending[-1]
        seat = s.seat_of(p["side"])
        if action.seat != seat:
            decision, rule = self._decision(s, p)
            return Illegal(f"It is not your decision: {decision}.", rule)
        if (s.table[FP] or s.table[SH]) and card_plugins.action_banned(s, p, action):
            return Illegal(card_plugins.action_banned(s, p, action), R_EVENTS)
        if action.kind in ("move_army", "move_army2", "attack", "advance") and action.get("comp") is not None:
            return self._check_comp(s, p, action)
        p = s.pending[-1]
        if any(a == action for a in LEGAL[p["kind"]](self, s, p, seat)):   # stops at the match
            return self._team_check(s, p, action)
        return self._why(s, p, action)

    # -- phase decisions -------------------------------------------------------------------------
    @legal("discard")
    def _legal_discard(self, s: WotrState, p: dict, seat: int):
        b = s.board
        limit = self._hand_limit(s, p["side"])
        for c in sorted(set(s.hands[p["side"]])):
            yield Action.make("discard", seat, f"Discard {b.cards[c].name} (hand limit {limit})", card=c)

    @legal("hunt_alloc")
    def _legal_hunt_alloc(self, s: WotrState, p: dict, seat: int):
        for n in range(p["min"], p["max"] + 1):
            yield Action.make("allocate", seat, f"Put {plural(n, 'die')} in the hunt box".replace("dies", "dice"),
                              dice=n)

    @legal("action")
    def _legal_action(self, s: WotrState, p: dict, seat: int):
        side = p["side"]
        b = s.board
        mine, theirs = s.rolled[side], s.rolled[other(side)]
        faces = sorted(set(mine))
        if len(mine) < len(theirs) and not p.get("after_ring"):   # seed: a ring, then an action: no pass
            yield Action.make("pass", seat, "Pass (you have fewer unused action dice)")
        for f in faces:
            yield Action.make("discard_die", seat, f"Discard {article(FACE_NAMES[f])} die without effect", die=f)
        if s.rings[side] > 0 and side not in s.ring_used:
            for f in faces:
                for to in ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye"):
                    if (to == f or (side == FP and to in ("will_of_the_west", "eye"))
                            or (side == SH and to == "will_of_the_west")):
                        continue
                    if side == FP and to == "army":
                        continue
                    yield Action.make("elven_ring", seat,
                                      f"Use an Elven ring: turn {article(FACE_NAMES[f])} die into {FACE_NAMES[to]}",
                                      die=f, to=to)
        memo: dict[bool, list[tuple[str, str, int, int]]] = {}
        for f in faces:
            yield from self._die_actions(s, side, seat, f, memo)
        del b

    def _die_actions(self, s: WotrState, side: str, seat: int, f: str,
                     memo: dict[bool, list[tuple[str, str, int, int]]] | None = None):
        b = s.board
        dn = FACE_NAMES[f]
        can = {u for u, fs in USES.items() if f in fs or f == "will_of_the_west"}
        if "event" in can:
            for deck in DECKS:
                if s.decks[card_plugins.deck_key(side, deck)]:
                    yield Action.make("draw_card", seat, f"Use {dn} die: draw a {deck} event card", die=f, deck=deck)
        for c in sorted(set(s.hands[side])):
            card = b.cards[c]
            eff = card_plugins.EFFECTS.get(c)
            if eff is None or not eff.can_play(s, side):
                continue
            if "event" in can or card.die in can:
                yield Action.make("play_card", seat, f"Use {dn} die: play {card.name}", die=f, card=c)
        if side == SH and f == "muster" and "mouth_of_sauron" in s.chars and not s.mouth_used:
            can = can | {"army"}    # the Mouth of Sauron: once a turn a Muster die acts as an Army die
        if "army" in can:
            if memo is not None and False not in memo:
                memo[False] = self._army_move_specs(s, side, False)
            yield from self._army_moves(s, side, seat, f, "move_army", leader_needed=False,
                                        specs=memo.get(False) if memo is not None else None)
            yield from self._attacks(s, side, seat, f, leader_needed=False)
        if "character" in can:
            if "army" not in can:   # the Character die moves or attacks with one army that has a leader
                if memo is not None and True not in memo:
                    memo[True] = self._army_move_specs(s, side, True)
                yield from self._army_moves(s, side, seat, f, "move_army", leader_needed=True,
                                            specs=memo.get(True) if memo is not None else None)
                yield from self._attacks(s, side, seat, f, leader_needed=True)
            yield from self._character_actions(s, side, seat, f)
        if "muster" in can:
            yield from self._muster_actions(s, side, seat, f)
        if s.table[FP] or s.table[SH]:   # table cards the player may force off with a die (cards.REMOVALS)
            yield from self._removal_actions(s, side, seat, f)
        if side == FP and not s.hidden and s.guide == "strider" and "character" not in can:
            yield Action.make("hide_fellowship", seat, f"Use {dn} die: Strider hides the Fellowship", die=f)
        if f == "will_of_the_west":
            if self._aragorn_ok(s):
                yield Action.make("crown_aragorn", seat,
                                  f"Use Will of the West: crown Aragorn in {b.name[s.chars['strider']]}", die=f)
            for r in self._gandalf_white_places(s):
                yield Action.make("gandalf_the_white", seat,
                                  f"Use Will of the West: Gandalf the White enters in {b.name[r]}", die=f, to=r)
        if side == FP:
            for cid, nation, places in (("legolas", "elves", None), ("boromir", "gondor", None),
                                        ("gimli", "dwarves", ("erebor",))):
                r = s.chars.get(cid)
                if r is None or s.political[nation] == 0:
                    continue
                if places is not None and r not in places:
                    continue
                if cid == "boromir" and not (b.nation[r] == "gondor" and b.settlement[r] in ("city", "stronghold")
                                             and s.control.get(r) == FP):
                    continue
                if not self._can_advance(s, nation):
                    continue
                yield Action.make("companion_politics", seat,
                                  f"Use {dn} die: {b.char_name(cid)} advances {nation_noun(nation)} on the "
                                  "political track", die=f, companion=cid)

    # =============================================================================================
    # applying
    # =============================================================================================
    def apply(self, state: WotrState, action: Action) -> tuple[WotrState, list[Event]]:
        return self.apply_with(state, action)

    def apply_trusted(self, state: WotrState, action: Action) -> tuple[WotrState, list[Event]]:
        """For the computer's search: the action came from `legal_actions`, so the costly check
        (it lists the legal actions again) is skipped."""
        return self.apply_with(state, action, trusted=True)

    def apply_with(self, state: WotrState, action: Action, dice: Dice | None = None,
                   trusted: bool = False) -> tuple[WotrState, list[Event]]:
        """apply() with an injectable Dice (tests script the faces)."""
        if not trusted:
            verdict = self.check(state, action)
            if not verdict:
                raise IllegalAction(verdict, action)   # type: ignore[arg-type]
        s = state.clone()
        if dice is None:
            dice = Dice(s.own_rng())
        p = s.pending.pop()
        if s.team is not None:
            self._team_before(s, p, action)
        ev = DOES[action.kind](self, s, action, p, dice) or []
        if s.team is not None:
            self._team_turn(s, p)
        ev += self._tidy_sieges(s)
        ev += self._advance(s, dice, since=state.phase)
        ev += self._tidy_sieges(s)
        if action.kind == "companion_politics":   # watched by table cards (Threats and Promises)
            s.card_state["fp_advanced"] = "a companion moved a nation towards war"
        if s.table[FP] or s.table[SH]:
            ev += card_plugins.guard_activation(s, state)   # Wormtongue keeps Rohan passive
            ev += self._card_upkeep(s)   # table cards whose discard condition came true
        s.card_state.pop("fp_advanced", None)
        s.card_state.pop("activation_ok", None)
        if s.team is not None:
            ev += self._team_after(s)   # who decides next, team hand limits, the hand in focus
        return s, ev

    def _tidy_sieges(self, s: WotrState) -> list[Event]:
        """A siege ends when no besieger is left outside (they moved away or fell)."""
        ev: list[Event] = []
        for r, inside in list(s.sieges.items()):
            if s.battle is not None and s.battle["to"] == r:
                continue
            if s.strength(r, other(inside)) == 0 or s.strength(r, inside) == 0:
                del s.sieges[r]
                ev.append(Event("The siege of {r} is over.", {"r": s.board.name[r]}, kind="battle"))
                if s.strength(r, inside) == 0:   # nobody left inside: the besiegers take the stronghold
                    ev += self._lone_leaders(s, r)
                    ev += self._after_entering(s, other(inside), r)
        return ev

    # -- the automatic flow --------------------------------------------------------------------------
    def _advance(self, s: WotrState, dice: Dice, since: str | None = None) -> list[Event]:
        """Every automatic step until a seat must decide; `since` is the phase the action was taken in (a
        heading goes into the story when a new phase begins)."""
        ev: list[Event] = []
        guard = 0
        shown = "fellowship" if since == "team_swap" else since
        while not s.over and not s.pending:
            guard += 1
            if guard > 1000:
                raise RuntimeError("the turn flow does not settle")
            if s.phase != shown and s.phase in PHASE_HEADINGS:
                shown = s.phase
                ev.append(Event("Turn {turn} · phase {n}: {name}", {"turn": s.turn, **PHASE_HEADINGS[s.phase]},
                                kind="heading"))
            if s.battle is not None:
                ev += self._battle_step(s, dice)
                continue
            if s.hunt is not None:
                ev += self._hunt_step(s, dice)
                continue
            if s.card_state.get("queue"):   # a card's continuation (cards.Ctx.then)
                ev += self._card_queue_step(s, dice)
                continue
            ph = s.phase
            if ph == "recover":
                ev += self._recover(s, dice)
            elif ph == "fellowship":
                s.pending.append({"kind": "fellowship", "side": FP, **{f: True for f in s.phase_flags}})
            elif ph == "hunt_alloc":
                lo = 1 if s.must_hunt else 0
                hi = min(max(len(s.companions), 1), s.pool[SH])
                lo = min(lo, hi)
                s.phase = "roll"
                if lo == hi:
                    s.hunt_shadow = lo
                    if lo:
                        ev.append(Event("The Shadow must put {n} die in the hunt box.", {"n": lo}, kind="hunt"))
                else:
                    s.phase = "hunt_alloc"
                    s.pending.append({"kind": "hunt_alloc", "side": SH, "min": lo, "max": hi})
            elif ph == "roll":
                ev += self._action_roll(s, dice)
            elif ph == "actions":
                side = s.active_side
                if not s.rolled[side]:
                    side = other(side)
                if not s.rolled[side]:
                    ev += self._end_actions(s)
                    continue
                s.active_side = side
                s.pending.append({"kind": "action", "side": side})
            elif ph == "team_swap":
                s.phase = "fellowship"
                self._team_swaps(s)
            elif ph == "victory":
                ev += self._military_check(s)
                if not s.over:
                    s.turn += 1
                    s.phase = "recover"
        return ev

    def _recover(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        ev: list[Event] = []
        s.must_hunt = s.hunt_fp > 0
        s.hunt_shadow = s.hunt_fp = 0
        s.fellowship_moves = 0
        s.fellowship_acted = False
        s.mouth_used = False
        s.ring_used = set()
        fp = b.setup.action_dice.free_peoples + sum(1 for c in ("aragorn", "gandalf_the_white") if c in s.chars)
        sh = b.setup.action_dice.shadow + sum(1 for m in b.minions if m in s.chars)
        s.pool = {FP: min(fp, b.setup.max_action_dice.free_peoples), SH: min(sh, b.setup.max_action_dice.shadow)}
        s.rolled = {FP: [], SH: []}
        ev.append(Event("Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.",
                        {"turn": s.turn, "fp": s.pool[FP], "sh": s.pool[SH]}, kind="phase"))
        if s.team is not None:
            return ev + self._team_recover(s, dice)
        for side in (FP, SH):
            for deck in DECKS:
                ev += self._draw(s, side, deck)
        s.phase = "fellowship"
        for side in (SH, FP):   # pushed in reverse: the Free Peoples discard first
            if len(s.hands[side]) > b.setup.hand_limit:
                s.pending.append({"kind": "discard", "side": side})
        return ev

    def _draw(self, s: WotrState, side: str, deck: str) -> list[Event]:
        b = s.board
        key = card_plugins.deck_key(side, deck)
        pile = s.decks[key]
        if not pile:
            return [Event("The {side} {deck} deck is empty: no card is drawn.",
                          {"side": SIDE_NAMES[side], "deck": deck}, kind="draw")]
        c = pile.pop()
        s.hands[side].append(c)
        seat = s.seat_of(side)
        who = self._player(s, side)   # team games: the player's role
        return [Event("The {side} player draws a {deck} event card.", {"side": who, "deck": deck},
                      kind="draw", seat=seat, reveals=True),
                Event("You draw {card}.", {"card": b.cards[c].name}, kind="private", seat=seat, visible_to=(seat,),
                      roll=RollExplanation(f"Draw the top card of the {SIDE_NAMES[side]} {deck} deck", [], "",
                                           b.cards[c].name, f"{b.cards[c].name} goes into your hand.", R_EVENTS,
                                           GAME))]

    def _action_roll(self, s: WotrState, dice: Dice) -> list[Event]:
        ev: list[Event] = []
        for side in (FP, SH):
            n = s.pool[side] - (s.hunt_shadow if side == SH else 0)
            faces = s.board.dice.free_peoples.faces if side == FP else s.board.dice.shadow.faces
            rolled = dice.roll(n, 6, "action die")
            got = [faces[d.value - 1] for d in rolled]
            for d, f in zip(rolled, got, strict=True):
                d.note = FACE_NAMES[f]
            eyes = got.count("eye")
            s.rolled[side] = sorted(f for f in got if f != "eye")
            if side == SH:
                s.hunt_shadow += eyes
            cons = (f"{plural(eyes, 'Eye result')} {'goes' if eyes == 1 else 'go'} to the hunt box: "
                    f"{s.hunt_shadow} Shadow {'die hunts' if s.hunt_shadow == 1 else 'dice hunt'} this turn."
                    if side == SH else "The Free Peoples act first.")
            roll = RollExplanation(f"{SIDE_NAMES[side]} action roll ({plural(n, 'die') if n == 1 else f'{n} dice'})",
                                   [RollPart(SIDE_NAMES[side], rolled)],
                                   "each face is one action", ", ".join(FACE_NAMES[f] for f in got) or "no dice",
                                   cons, R_ROLL, GAME)
            ev.append(Event("The {side} roll their action dice: {faces}.",
                            {"side": SIDE_NAMES[side], "faces": ", ".join(FACE_NAMES[f] for f in got) or "none"},
                            kind="roll", roll=roll))
        s.phase = "actions"
        s.active_side = FP
        return ev

    def _end_actions(self, s: WotrState) -> list[Event]:
        ev: list[Event] = []
        if s.mordor is not None and not s.fellowship_acted:
            ev.append(Event("On the Mordor track the Fellowship neither moved nor hid this turn: +1 corruption.", {},
                            kind="hunt"))
            ev += self._corrupt(s, 1)
        s.phase = "victory"
        return ev

    def _military_check(self, s: WotrState) -> list[Event]:
        b = s.board
        sh, fp = s.vp(SH), s.vp(FP)
        if sh >= b.setup.victory_points.shadow_needs:
            return self._finish(s, SH, f"The Shadow holds {sh} victory points of Free Peoples settlements: "
                                       "military victory.", R_VICTORY)
        if fp >= b.setup.victory_points.free_peoples_needs:
            return self._finish(s, FP, f"The Free Peoples hold {fp} victory points of Shadow settlements: "
                                       "military victory.", R_VICTORY)
        return [Event("Victory check: the Shadow has {sh} VP, the Free Peoples {fp} VP. The war goes on.",
                      {"sh": sh, "fp": fp}, kind="phase")]

    def _finish(self, s: WotrState, side: str, reason: str, rule: str) -> list[Event]:
        s.over, s.winner, s.end_reason, s.end_rule = True, side, reason, rule
        s.pending = []
        s.battle = s.hunt = None
        return [Event("{reason} The {side} {verb}!", {"reason": reason, "side": SIDE_NAMES[side],
                                                       "verb": "win" if side == FP else "wins"}, kind="victory")]

    def _corrupt(self, s: WotrState, n: int) -> list[Event]:
        s.corruption = max(0, s.corruption + n)
        limit = s.board.setup.corruption_limit
        if s.corruption >= limit:
            s.corruption = limit
            return self._finish(s, SH, f"The Ring-bearer's corruption reaches {limit}: the Ring is the Shadow's.",
                                R_VICTORY)
        return []

    # -- phase decisions -------------------------------------------------------------------------------
    @does("discard")
    def _do_discard(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        c = a["card"]
        s.hands[side].remove(c)
        card = s.board.cards[c]
        s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append(p)
        return [Event("The {side} player discards {card}.", {"side": self._player(s, side), "card": card.name},
                      kind="draw", reveals=True)]

    @does("end_fellowship_phase")
    def _do_end_fellowship_phase(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.phase = "hunt_alloc"
        s.phase_flags = ()
        return []

    @does("allocate")
    def _do_allocate(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.hunt_shadow = a["dice"]
        s.phase = "roll"
        return [Event("The Shadow puts {n} action dice in the hunt box.", {"n": a["dice"]}, kind="hunt")]

    # -- dice ----------------------------------------------------------------------------------------
    def _use_die(self, s: WotrState, side: str, face: str) -> None:
        s.rolled[side].remove(face)
        s.active_side = other(side)

    @does("pass")
    def _do_pass(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.active_side = other(p["side"])
        return [Event("The {side} player passes.", {"side": self._player(s, p["side"])}, kind="action")]

    @does("discard_die")
    def _do_discard_die(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        return [Event("The {side} player discards {a_face} die without effect.",
                      {"side": self._player(s, p["side"]), "face": FACE_NAMES[a["die"]],
                       "a_face": article(FACE_NAMES[a["die"]])}, kind="action")]

    @does("elven_ring")
    def _do_elven_ring(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        s.rolled[side].remove(a["die"])
        s.rings[side] -= 1
        s.ring_used.add(side)
        if side == FP:
            s.rings[SH] += 1
        ev = [Event("The {side} player uses an Elven ring: {a_f} die becomes {t}.",
                    {"side": self._player(s, side), "f": FACE_NAMES[a["die"]], "t": FACE_NAMES[a["to"]],
                     "a_f": article(FACE_NAMES[a["die"]])},
                    kind="action")]
        if a["to"] == "eye":
            s.hunt_shadow += 1
            ev.append(Event("The Eye goes to the hunt box ({n} Shadow dice there).", {"n": s.hunt_shadow}, kind="hunt"))
        else:
            s.rolled[side].append(a["to"])
            s.rolled[side].sort()
        if s.rolled[side]:
            s.pending.append(dict(p, after_ring=True))   # the same player now takes an action (no pass)
        else:
            s.active_side = other(side)
        return ev

    @does("draw_card")
    def _do_draw_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        ev = self._draw(s, side, a["deck"])
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append({"kind": "discard", "side": side})
        return ev

    @does("play_card")
    def _do_play_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        c = a["card"]
        self._use_die(s, side, a["die"])
        s.hands[side].remove(c)
        card = b.cards[c]
        if card.play_on_table:
            s.table[side].append(c)     # stays in force; its effect removes it when it is spent
        else:
            s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        ev = [Event("The {side} player plays {card} ({why}).", {"side": self._player(s, side), "card": card.name,
                    "why": card_plugins.play_note(s, side, c, a["die"]), "rule": R_EVENTS}, kind="card")]
        mark = len(s.pending)   # the card's own decisions come before a hand-limit discard
        ev += card_plugins.EFFECTS[c].play(self, s, side, dice)
        if s.table[side]:   # lasting effects of table cards after a play (e.g. the Palantír of Orthanc)
            ev += card_plugins.passive(self, s, "after_play", side, dice, card=c, die=a["die"])
        if side == FP and s.guide == "gandalf_the_grey" and a["die"] in ("event", "will_of_the_west"):
            ev.append(Event("Gandalf the Grey guides the Fellowship: draw a Character event card.", {}, kind="card"))
            ev += self._draw(s, FP, "character")
        if len(s.hands[side]) > b.setup.hand_limit:
            s.pending.insert(mark, {"kind": "discard", "side": side})
        return ev

    # =============================================================================================
    # outcome, view, AI helpers
    # =============================================================================================
    def unseen_piles(self, state: WotrState) -> list[list[str]]:
        return list(state.decks.values())   # the event decks, drawn from the top (`pile.pop()`)

    def outcome(self, state: WotrState) -> Outcome | None:
        if not state.over or state.winner is None:
            return None
        won = tuple(i for i, sd in enumerate(state.sides) if sd == state.winner)
        scores = tuple(1 if i in won else 0 for i in range(len(state.sides)))
        return Outcome(won, scores, state.end_reason, state.end_rule)

    def summary(self, state: WotrState) -> str:
        s = state
        if s.over:
            return f"Game over. {s.end_reason}"
        where = f"Mordor step {s.mordor}" if s.mordor is not None else \
            f"{s.board.name[s.ring_region]} +{s.progress} ({'hidden' if s.hidden else 'revealed'})"
        phase = PHASE_HEADINGS[s.phase]["name"] if s.phase in PHASE_HEADINGS else "the team card swap"
        return (f"Turn {s.turn} · {phase} · Fellowship {where}, corruption {s.corruption} · "
                f"VP Shadow {s.vp(SH)} / Free Peoples {s.vp(FP)}")

    def view(self, state: WotrState, seat: int) -> WotrState:
        """Hidden: the opponent's hand, every deck's order, the hunt pool's order, the RNG."""
        v = state.clone()
        me = state.sides[seat]
        foe = other(me)
        v.hands[foe] = [HIDDEN] * len(state.hands[foe])
        v.decks = {k: [HIDDEN] * len(d) for k, d in state.decks.items()}
        v.hunt_pool = sorted(state.hunt_pool)
        if v.battle is not None and v.battle.get("cards"):   # combat cards lie face down until revealed
            v.battle["cards"] = tuple((sd, c if sd == me else HIDDEN) for sd, c in v.battle["cards"])
        if v.team is not None:   # a team-mate's hand is as secret as the opponents'
            self._team_hide(v, state, seat)
        v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
        v.rng = new_rng(0)   # the future of the dice is hidden
        return v

    def determinize(self, view: WotrState, seat: int, seed: int) -> WotrState:
        dice = Dice(new_rng(seed))   # all chance through engines.core
        s = view.clone()
        b = s.board
        seen = {c for h in s.hands.values() for c in h if c != HIDDEN}
        seen |= {c for d in s.discards.values() for c in d} | {c for d in s.table.values() for c in d}
        if s.team is not None:
            seen |= {c for k, h in s.team.items() if k.startswith("hand:") for c in h if c != HIDDEN}
        if s.battle is not None:   # face-down combat cards are out of every deck and hand
            seen |= {c for _sd, c in s.battle.get("cards", ()) if c != HIDDEN}
        if s.battle is not None and any(c == HIDDEN for _sd, c in s.battle.get("cards", ())):
            fills = []
            for sd, c in s.battle["cards"]:
                if c == HIDDEN:
                    unseen = [x for x in sorted(b.cards) if b.cards[x].side == sd and x not in seen]
                    c = dice.pick(unseen) if unseen else c
                    seen.add(c)
                fills.append((sd, c))
            s.battle["cards"] = tuple(fills)
        for key, deck in s.decks.items():
            side, dk = key.split("/")
            unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and b.cards[c].deck == dk
                      and c not in seen]
            dice.shuffle(unseen)
            s.decks[key] = unseen[: len(deck)]
            seen |= set(s.decks[key])
        for side in (FP, SH):
            hand = s.hands[side]
            if HIDDEN in hand:
                unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and c not in seen]
                dice.shuffle(unseen)
                for i, c in enumerate(hand):
                    if c == HIDDEN and unseen:
                        hand[i] = unseen.pop()
                        seen.add(hand[i])
        dice.shuffle(s.hunt_pool)
        if s.team is not None:
            self._team_determinize(s, seen, dice)
        s.rng = new_rng(seed)
        return s

    def evaluate(self, state: WotrState, seat: int, level: str | None = None) -> float:
        """How good the position is for `seat`, in [-1, 1] (see ai.py: the computer's judgement)."""
        return ai.evaluate(self, state, seat, level)

    def rollout_action(self, state: WotrState, actions: list[Action], rng: Any) -> Action:
        return ai.rollout_action(state, actions, rng)

    #: every Action kind the engine performs: the keys of the dispatch table (dispatch.DOES), read once every
    #: procedure has registered (the ones in this class body too)
    action_kinds = frozenset(DOES)

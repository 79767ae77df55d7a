"""The rules engine of War of the Ring (2nd edition), game id "war_of_the_ring".

NOT REGISTERED YET (see STATUS.md): importing this module does not make the desktop open the game.

Shape of the engine: `apply` validates an action, clones the state, performs the action and then
`_advance` runs every automatic step (recovering dice, drawing, rolling, battle rounds, hunt rolls)
until a seat must decide something. Decisions are a stack `state.pending` of small dicts
({"kind": ..., "side": ...}); the top one is what `to_move`/`legal_actions` answer. Long procedures
(battles, hunt damage) keep their progress in `state.battle` / `state.hunt` and push decisions on
the stack when a player has a real choice. Rule anchors point into assets/rules/war_of_the_ring.md.
"""
from __future__ import annotations

import random
from typing import Any

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
)
from engines.core.events import Die, Modifier

from . import cards as card_plugins
from .options import SIDE_NAMES, WarOfTheRingOptions
from .state import FREE_PEOPLES, HIDDEN, NATIONS, SHADOW, ZERO, Board, WotrState, other, side_of_nation

GAME = "war_of_the_ring"
FP, SH = "free_peoples", "shadow"
DECKS = ("character", "strategy")
# rule anchors in assets/rules/war_of_the_ring.md
R_SETUP, R_TURN, R_RECOVER, R_FSHIP_PHASE, R_ALLOC, R_ROLL = (
    "setup", "turn", "recover-and-draw", "fellowship-phase", "hunt-allocation", "action-roll")
R_ACTIONS, R_DICE, R_RINGS, R_EVENTS, R_MOVE, R_BATTLE, R_SIEGE = (
    "action-resolution", "action-dice", "elven-rings", "event-cards", "army-movement", "battles", "sieges")
R_CONTROL, R_MUSTER, R_POLITICS, R_FSHIP, R_GUIDE, R_HUNT, R_DAMAGE = (
    "settlement-control", "mustering", "politics", "fellowship", "guide", "hunt", "hunt-damage")
R_SEPARATE, R_MORDOR, R_CHARS, R_MINIONS, R_VICTORY, R_STACK = (
    "separating-companions", "mordor", "characters", "minions", "victory", "stacking")

FACE_NAMES = {"character": "Character", "army": "Army", "muster": "Muster", "army_muster": "Army/Muster",
              "event": "Event", "will_of_the_west": "Will of the West", "eye": "Eye"}
USES = {"character": ("character",), "army": ("army", "army_muster"), "muster": ("muster", "army_muster"),
        "event": ("event",)}
STRONG_PLACES = ("city", "stronghold", "fortification")
ARAGORN_PLACES = ("minas_tirith", "dol_amroth", "pelargir")
NAZGUL_LEVEL = 99


def faces_for(use: str, side: str) -> tuple[str, ...]:
    """The die faces that allow an action of kind `use` (Will of the West counts as any)."""
    faces = USES[use]
    return faces + ("will_of_the_west",) if side == FP else faces


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


_default_board: Board | None = None


def default_board() -> Board:
    global _default_board
    if _default_board is None:
        from maps import load_graph
        _default_board = Board(load_graph("war_of_the_ring"))
    return _default_board


class WarOfTheRingGame(Game[WotrState]):
    id = GAME
    title = "War of the Ring"
    min_players = 2
    max_players = 2
    Options = WarOfTheRingOptions
    has_secrets = True
    map_id = "war_of_the_ring"

    @property
    def board(self) -> Board:
        return default_board()

    # =============================================================================================
    # set-up
    # =============================================================================================
    def setup(self, options: WarOfTheRingOptions, seed: int) -> WotrState:  # type: ignore[override]
        if not isinstance(options, WarOfTheRingOptions):
            options = WarOfTheRingOptions.model_validate(options)
        b = self.board
        rng = random.Random(seed)
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
            fellowship_acted=False, rings={FP: sp.elven_rings.free_peoples, SH: sp.elven_rings.shadow},
            ring_used=set(), hands={FP: [], SH: []}, decks=decks, discards={k: [] for k in decks},
            hunt_pool=pool, hunt_drawn=[], rng=rng)
        events.append(Event("The Fellowship sets out from {region} with {n} companions; {guide} is its guide.",
                            {"region": b.name[fs.region], "n": len(fs.companions),
                             "guide": b.char_name(s.guide)}, kind="setup"))
        events += self._advance(s, dice)
        s.setup_events = tuple(events)
        return s

    def players(self, state: WotrState) -> int:
        return 2

    def seat_names(self, state: WotrState) -> list[str]:
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
        gen = getattr(self, f"_legal_{p['kind']}")
        return list(gen(s, p, s.seat_of(p["side"])))

    def check(self, state: WotrState, action: Action) -> Ok | Illegal:
        s = state
        if s.over:
            return Illegal("The game is over.", R_VICTORY)
        if not s.pending:
            return Illegal("Nobody has to decide anything now.", R_TURN)
        p = s.pending[-1]
        seat = s.seat_of(p["side"])
        if action.seat != seat:
            return Illegal(f"It is the {SIDE_NAMES[p['side']]} player's decision now.", R_TURN)
        if action in self.legal_actions(s):
            return OK
        return self._why(s, p, action)

    def _why(self, s: WotrState, p: dict[str, Any], a: Action) -> Illegal:
        """A reason for the refusals a player is most likely to try."""
        b = s.board
        side = p["side"]
        die = a.get("die")
        if p["kind"] == "action" and die is not None and die not in s.rolled[side]:
            return Illegal(f"You have no unused {FACE_NAMES.get(die, die)} die.", R_DICE)
        if a.kind in ("move_army", "move_army2") and a.get("frm") in b.name and a.get("to") in b.name:
            frm, to = a["frm"], a["to"]
            if to not in b.nbrs[frm]:
                return Illegal(f"{b.name[frm]} and {b.name[to]} are not adjacent (or the border is impassable).",
                               R_MOVE)
            if s.enemy_outside(to, side):
                return Illegal(f"Enemy units hold {b.name[to]}: attack them instead of moving in.", R_MOVE)
            for n in s.army(frm, side):
                if not s.at_war(n) and b.nation[to] not in (None, n):
                    return Illegal(f"{s.nation_name(n)} is not at war: its armies cannot enter another nation "
                                   f"({b.name[to]}).", R_MOVE)
        if a.kind == "attack":
            for n in s.army(a.get("frm", ""), side):
                if not s.at_war(n):
                    return Illegal(f"{s.nation_name(n)} is not at war: its armies cannot attack.", R_POLITICS)
        if a.kind == "pass":
            return Illegal("You may pass only while you have fewer unused action dice than your opponent.", R_ACTIONS)
        return Illegal("That is not something you can do now.", R_TURN)

    # -- phase decisions -------------------------------------------------------------------------
    def _legal_discard(self, s: WotrState, p: dict, seat: int):
        b = s.board
        for c in sorted(set(s.hands[p["side"]])):
            yield Action.make("discard", seat, f"Discard {b.cards[c].name} (hand limit {b.setup.hand_limit})", card=c)

    def _legal_fellowship(self, s: WotrState, p: dict, seat: int):
        b = s.board
        if not p.get("declared") and s.hidden and s.mordor is None:
            for r in b.within(s.ring_region, s.progress):
                heal = " and heal" if self._heals_in(s, r) else ""
                yield Action.make("declare", seat, f"Declare the Fellowship in {b.name[r]}{heal}", to=r)
        if not p.get("guide_changed"):
            for c in self._guide_choices(s):
                if c != s.guide:
                    yield Action.make("change_guide", seat, f"Make {b.char_name(c)} the guide", guide=c)
        if s.mordor is None and s.ring_region in b.entrances and s.progress == 0:
            yield Action.make("enter_mordor", seat, f"Enter Mordor from {b.name[s.ring_region]}")
        yield Action.make("end_fellowship_phase", seat, "End the Fellowship phase")

    def _legal_hunt_alloc(self, s: WotrState, p: dict, seat: int):
        for n in range(p["min"], p["max"] + 1):
            yield Action.make("allocate", seat, f"Put {plural(n, 'die')} in the hunt box".replace("dies", "dice"),
                              dice=n)

    def _legal_action(self, s: WotrState, p: dict, seat: int):
        side = p["side"]
        b = s.board
        mine, theirs = s.rolled[side], s.rolled[other(side)]
        faces = sorted(set(mine))
        if len(mine) < len(theirs):
            yield Action.make("pass", seat, "Pass (you have fewer unused action dice)")
        for f in faces:
            yield Action.make("discard_die", seat, f"Discard a {FACE_NAMES[f]} die without effect", die=f)
        if s.rings[side] > 0 and side not in s.ring_used:
            for f in faces:
                for to in ("character", "army", "muster", "army_muster", "event", "will_of_the_west", "eye"):
                    if to == f or (side == FP and to in ("will_of_the_west", "eye")) or (side == SH and to == "will_of_the_west"):
                        continue
                    if side == FP and to == "army":
                        continue
                    yield Action.make("elven_ring", seat,
                                      f"Use an Elven ring: turn a {FACE_NAMES[f]} die into {FACE_NAMES[to]}",
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
                                  f"Use {dn} die: {b.char_name(cid)} advances {s.nation_name(nation)} on the political "
                                  "track", die=f, companion=cid)

    # -- armies ------------------------------------------------------------------------------------
    def _army_sources(self, s: WotrState, side: str) -> list[str]:
        regions = {r for (r, n) in s.units if side_of_nation(n) == side}
        return sorted(r for r in regions if s.strength(r, side) > 0 and not s.inside(r, side))

    def _move_problem(self, s: WotrState, side: str, frm: str, to: str, nations: set[str], count: int) -> str:
        b = s.board
        if to not in b.nbrs[frm]:
            return "not adjacent"
        if s.enemy_outside(to, side) or (s.strength(to, other(side)) and s.sieges.get(to) != other(side)):
            return "enemy"
        for n in nations:
            if not s.at_war(n) and b.nation[to] not in (None, n):
                return "not at war"
        outside = 0 if s.inside(to, side) else s.strength(to, side)
        if outside + count > 10:
            return "stacking"
        return ""

    def _army_move_specs(self, s: WotrState, side: str, leader_needed: bool,
                         exclude: str | None = None) -> list[tuple[str, str, int, int]]:
        """(from, to, units moving, units in the army) for every legal army move; the same list serves
        every die face, so legal_actions computes it once per state (see `_specs_memo`)."""
        b = s.board
        out: list[tuple[str, str, int, int]] = []
        for frm in self._army_sources(s, side):
            if frm == exclude:
                continue
            if leader_needed and not s.has_leader(frm, side):
                continue
            army = s.army(frm, side)
            total = sum(t[0] + t[1] for t in army.values())
            nations = {n for n, t in army.items() if t[0] + t[1]}
            sizes = sorted({total, 1, (total + 1) // 2}, reverse=True)
            for to in b.nbrs[frm]:
                for n_units in sizes:
                    if n_units < 1:
                        continue
                    if self._move_problem(s, side, frm, to, self._moving_nations(army, n_units, total, nations),
                                          n_units):
                        continue
                    out.append((frm, to, n_units, total))
        return out

    def _army_moves(self, s: WotrState, side: str, seat: int, f: str, kind: str, leader_needed: bool,
                    exclude: str | None = None, specs: list[tuple[str, str, int, int]] | None = None):
        b = s.board
        dn = FACE_NAMES.get(f, "")
        if specs is None:
            specs = self._army_move_specs(s, side, leader_needed, exclude)
        for frm, to, n_units, total in specs:
            what = "the whole army" if n_units == total else plural(n_units, "unit")
            lbl = (f"Use {dn} die: move {what} {b.name[frm]} → {b.name[to]}" if kind == "move_army"
                   else f"Move a second army: {what} {b.name[frm]} → {b.name[to]}")
            params: dict[str, Any] = {"frm": frm, "to": to, "units": n_units}
            if kind == "move_army":
                params["die"] = f
            yield Action.make(kind, seat, lbl, **params)

    @staticmethod
    def _split(army: dict[str, tuple[int, int, int]], n_units: int, total: int) -> dict[str, tuple[int, int, int]]:
        """Which figures move when `n_units` of `total` go: all of them, or elites first, then regulars,
        nation by nation in a fixed order; leaders move only with the whole army."""
        if n_units >= total:
            return dict(army)
        out: dict[str, tuple[int, int, int]] = {}
        left = n_units
        for n in sorted(army):
            r, e, _l = army[n]
            te = min(e, left)
            left -= te
            tr = min(r, left)
            left -= tr
            if te or tr:
                out[n] = (tr, te, 0)
        return out

    def _moving_nations(self, army, n_units, total, nations) -> set[str]:
        return {n for n, t in self._split(army, n_units, total).items() if t[0] + t[1]} if n_units < total else nations

    def _attacks(self, s: WotrState, side: str, seat: int, f: str, leader_needed: bool):
        b = s.board
        dn = FACE_NAMES[f]
        for frm in self._army_sources(s, side):
            if leader_needed and not s.has_leader(frm, side):
                continue
            army = s.army(frm, side)
            if not all(s.at_war(n) for n, t in army.items() if t[0] + t[1]):
                continue
            if frm in s.sieges:   # the besiegers attack the stronghold
                yield Action.make("attack", seat, f"Use {dn} die: attack the besieged stronghold of {b.name[frm]}",
                                  die=f, frm=frm, to=frm)
                continue
            for to in b.nbrs[frm]:
                foe = other(side)
                if s.strength(to, foe) == 0:
                    continue
                if s.sieges.get(to) == foe and s.strength(to, side):
                    continue   # our own besiegers are there: move in to join them, then attack
                what = "the besiegers of " if s.sieges.get(to) == side else ""
                yield Action.make("attack", seat, f"Use {dn} die: attack {what}{b.name[to]} from {b.name[frm]}",
                                  die=f, frm=frm, to=to)
        for r, inside in sorted(s.sieges.items()):
            if inside == side and (not leader_needed or s.has_leader(r, side)) and \
                    all(s.at_war(n) for n, t in s.army(r, side).items() if t[0] + t[1]):
                yield Action.make("sortie", seat, f"Use {dn} die: sortie from {b.name[r]} against the besiegers",
                                  die=f, frm=r)

    # -- characters --------------------------------------------------------------------------------
    def _character_actions(self, s: WotrState, side: str, seat: int, f: str):
        b = s.board
        dn = FACE_NAMES[f]
        if side == FP:
            if s.hidden and (s.mordor is None or s.mordor < b.setup.mordor_steps):
                yield Action.make("move_fellowship", seat, f"Use {dn} die: move the Fellowship", die=f)
            if not s.hidden:
                yield Action.make("hide_fellowship", seat, f"Use {dn} die: hide the Fellowship", die=f)
            if s.mordor is None:
                for c in s.companions:
                    for r in b.within(s.ring_region, s.progress + b.char_level(c)):
                        if self._char_can_end(s, FP, r):
                            yield Action.make("separate", seat, f"Use {dn} die: separate {b.char_name(c)} to "
                                              f"{b.name[r]}", die=f, companion=c, to=r)
            if any(b.char_side(c) == FP for c in s.chars):
                yield Action.make("move_companions", seat, f"Use {dn} die: move the companions", die=f)
        else:
            if any(s.nazgul.values()) or any(c in s.chars for c in ("witch_king", "mouth_of_sauron")):
                yield Action.make("move_minions", seat, f"Use {dn} die: move Nazgûl and minions", die=f)

    def _char_can_end(self, s: WotrState, side: str, r: str) -> bool:
        return not s.enemy_outside(r, side) and not (s.strength(r, other(side)) and s.sieges.get(r) == other(side))

    def _nazgul_can_enter(self, s: WotrState, r: str) -> bool:
        b = s.board
        return not (b.settlement[r] == "stronghold" and s.control.get(r) == FP and s.sieges.get(r) != FP)

    def _aragorn_ok(self, s: WotrState) -> bool:
        r = s.chars.get("strider")
        return r in ARAGORN_PLACES and s.control.get(r) == FP and s.sieges.get(r) is None

    def _gandalf_white_places(self, s: WotrState) -> list[str]:
        b = s.board
        if "gandalf_the_white" in s.chars or "gandalf_the_grey" in s.companions or not s.minion_ever:
            return []
        if "gandalf_the_white" in s.eliminated:
            return []
        if "gandalf_the_grey" in s.chars:
            return [s.chars["gandalf_the_grey"]]
        places = ["fangorn"] + [r for r in b.strongholds if b.nation[r] == "elves" and s.control.get(r) == FP]
        return [r for r in places if r in b.name]

    # -- mustering and politics -------------------------------------------------------------------
    def _can_advance(self, s: WotrState, nation: str) -> bool:
        steps = s.political[nation]
        if steps == 0:
            return False
        return not (steps == 1 and nation not in s.active)

    def _recruit_places(self, s: WotrState, nation: str, kind: str, exclude: str | None = None) -> list[str]:
        b = s.board
        side = side_of_nation(nation)
        out = []
        for r in b.settlements:
            if b.nation[r] != nation or s.control.get(r) != side or r == exclude or r in s.sieges:
                continue
            if b.settlement[r] not in ("town", "city", "stronghold"):
                continue
            if kind == "nazgul" and b.settlement[r] != "stronghold":
                continue
            if kind in ("regular", "elite") and s.strength(r, side) >= 10:
                continue
            out.append(r)
        return out

    def _recruit_kinds(self, s: WotrState, nation: str, second: bool) -> list[str]:
        reg, eli, lead = s.reinforcements[nation]
        kinds = []
        if reg:
            kinds.append("regular")
        if eli and not second:
            kinds.append("elite")
        if lead and side_of_nation(nation) == FP:
            kinds.append("leader")
        if nation == "sauron" and s.nazgul_reserve > 0:
            kinds.append("nazgul")
        return kinds

    def _muster_actions(self, s: WotrState, side: str, seat: int, f: str, second: dict | None = None):
        b = s.board
        dn = FACE_NAMES.get(f, "")
        nations = FREE_PEOPLES if side == FP else SHADOW
        for n in nations:
            if second is None and self._can_advance(s, n):
                yield Action.make("politics", seat, f"Use {dn} die: advance {s.nation_name(n)} on the political track",
                                  die=f, nation=n)
            if not s.at_war(n):
                continue
            for k in self._recruit_kinds(s, n, second is not None):
                for r in self._recruit_places(s, n, k, exclude=second["exclude"] if second else None):
                    word = {"regular": "a regular", "elite": "an elite", "leader": "a leader",
                            "nazgul": "a Nazgûl"}[k]
                    if second is None:
                        yield Action.make("recruit", seat, f"Use {dn} die: recruit {word} of "
                                          f"{s.nation_name(n)} in {b.name[r]}", die=f, nation=n, unit=k, to=r)
                    else:
                        yield Action.make("recruit2", seat, f"Recruit {word} of {s.nation_name(n)} in {b.name[r]}",
                                          nation=n, unit=k, to=r)
        if side == SH and second is None:
            for m, r in self._minion_entries(s):
                yield Action.make("minion", seat, f"Use {dn} die: bring {b.char_name(m)} into play in {b.name[r]}",
                                  die=f, minion=m, to=r)

    def _minion_entries(self, s: WotrState) -> list[tuple[str, str]]:
        b = s.board
        out: list[tuple[str, str]] = []
        if "saruman" not in s.chars and "saruman" not in s.eliminated and s.at_war("isengard") \
                and s.control.get("orthanc") == SH and s.sieges.get("orthanc") is None:
            out.append(("saruman", "orthanc"))
        if "witch_king" not in s.chars and "witch_king" not in s.eliminated and s.at_war("sauron") \
                and any(s.at_war(n) for n in FREE_PEOPLES):
            for (r, n), t in sorted(s.units.items()):
                if n == "sauron" and t[0] + t[1] and not s.inside(r, SH):
                    out.append(("witch_king", r))
        if "mouth_of_sauron" not in s.chars and "mouth_of_sauron" not in s.eliminated and \
                (s.mordor is not None or all(s.at_war(n) for n in FREE_PEOPLES)):
            for r in b.strongholds:
                if b.nation[r] == "sauron" and s.control.get(r) == SH:
                    out.append(("mouth_of_sauron", r))
        return sorted(set(out))

    # -- sub-decisions -----------------------------------------------------------------------------
    def _legal_army_second(self, s: WotrState, p: dict, seat: int):
        yield Action.make("done", seat, "Move no second army")
        yield from self._army_moves(s, p["side"], seat, "", "move_army2", leader_needed=False, exclude=p["exclude"])

    def _legal_muster_second(self, s: WotrState, p: dict, seat: int):
        yield Action.make("done", seat, "Recruit nothing more")
        yield from self._muster_actions(s, p["side"], seat, "", second=p)

    def _legal_companion_moves(self, s: WotrState, p: dict, seat: int):
        b = s.board
        c = p["todo"][0]
        here = s.chars[c]
        yield Action.make("char_move", seat, f"{b.char_name(c)} stays in {b.name[here]}", who=c, to=here)
        for r in b.within(here, self._char_range(s, c)):
            if r != here and self._char_can_end(s, FP, r):
                yield Action.make("char_move", seat, f"Move {b.char_name(c)} {b.name[here]} → {b.name[r]}", who=c, to=r)

    def _char_range(self, s: WotrState, c: str) -> int:
        b = s.board
        lvl = b.char_level(c)
        if c == "gandalf_the_white":
            lvl = 4 if not [x for x in s.chars_at(s.chars[c], FP) if x not in ("meriadoc", "peregrin", c)] else 3
        return lvl

    def _legal_minion_moves(self, s: WotrState, p: dict, seat: int):
        b = s.board
        spent = dict(p["spent"])
        yield Action.make("done", seat, "Stop moving Nazgûl and minions")
        for r, k in sorted(s.nazgul.items()):
            if k - spent.get(r, 0) <= 0 or s.inside(r, SH):
                continue
            for to in b.nodes:
                if to != r and self._nazgul_can_enter(s, to):
                    yield Action.make("nazgul_move", seat, f"Move a Nazgûl {b.name[r]} → {b.name[to]}", frm=r, to=to)
        for m in ("witch_king", "mouth_of_sauron"):
            if m in s.chars and m not in p["moved"]:
                here = s.chars[m]
                dests = b.nodes if m == "witch_king" else b.within(here, 3)
                for to in dests:
                    if to != here and self._nazgul_can_enter(s, to) and \
                            (m == "witch_king" or self._char_can_end(s, SH, to)):
                        yield Action.make("minion_move", seat, f"Move {b.char_name(m)} {b.name[here]} → {b.name[to]}",
                                          who=m, to=to)

    # -- battles -----------------------------------------------------------------------------------
    def _legal_siege_choice(self, s: WotrState, p: dict, seat: int):
        b = s.board
        r = s.battle["to"]
        yield Action.make("field_battle", seat, f"Fight in the field at {b.name[r]}")
        yield Action.make("retreat_into_siege", seat, f"Retreat into the stronghold of {b.name[r]} (at most 5 units)")

    def _legal_casualties(self, s: WotrState, p: dict, seat: int):
        for x, y, z in self._casualty_options(s, p["region"], p["side"], p["hits"]):
            parts = []
            if x:
                parts.append(f"remove {plural(x, 'elite')}")
            if y:
                parts.append(f"reduce {plural(y, 'elite')} to regulars")
            if z:
                parts.append(f"remove {plural(z, 'regular')}")
            yield Action.make("take_casualties", seat, "Casualties: " + (", ".join(parts) or "none"),
                              elites=x, reduce=y, regulars=z)

    def _legal_battle_continue(self, s: WotrState, p: dict, seat: int):
        if p.get("siege"):
            yield Action.make("extend_siege", seat, "Reduce an elite to a regular to fight another siege round")
            yield Action.make("stop_battle", seat, "End the siege battle")
        else:
            yield Action.make("continue_battle", seat, "Continue the battle")
            yield Action.make("stop_battle", seat, "Stop attacking")

    def _legal_battle_retreat(self, s: WotrState, p: dict, seat: int):
        b = s.board
        yield Action.make("stand", seat, "Stand and fight another round")
        for r in self._retreats(s):
            yield Action.make("retreat", seat, f"Retreat to {b.name[r]}", to=r)

    def _legal_battle_advance(self, s: WotrState, p: dict, seat: int):
        b = s.board
        bt = s.battle
        yield Action.make("stay", seat, f"Stay in {b.name[bt['frm']]}")
        yield Action.make("advance", seat, f"Advance into {b.name[bt['to']]}")

    # -- hunt --------------------------------------------------------------------------------------
    def _legal_hunt_guide(self, s: WotrState, p: dict, seat: int):
        b = s.board
        yield Action.make("decline", seat, f"Do not use {b.char_name(s.guide)}'s guide ability")
        yield Action.make("guide_ability", seat, p["label"])

    def _legal_hunt_casualty(self, s: WotrState, p: dict, seat: int):
        b = s.board
        d = s.hunt["damage"]
        yield Action.make("no_casualty", seat, f"Take all {d} damage as corruption")
        yield Action.make("guide_casualty", seat,
                          f"Eliminate the guide {b.char_name(s.guide)} (−{b.char_level(s.guide)} damage)")
        if len(s.companions) > 1:
            yield Action.make("random_casualty", seat, "Eliminate a random companion (−its level)")

    def _legal_reveal_move(self, s: WotrState, p: dict, seat: int):
        b = s.board
        for r in b.within(s.ring_region, s.progress):
            yield Action.make("place_fellowship", seat, f"The revealed Fellowship stands in {b.name[r]}", to=r)

    # =============================================================================================
    # applying
    # =============================================================================================
    def apply(self, state: WotrState, action: Action) -> tuple[WotrState, list[Event]]:
        return self.apply_with(state, action)

    def apply_with(self, state: WotrState, action: Action, dice: Dice | None = None) -> tuple[WotrState, list[Event]]:
        """apply() with an injectable Dice (tests script the faces)."""
        verdict = self.check(state, action)
        if not verdict:
            raise IllegalAction(verdict, action)   # type: ignore[arg-type]
        s = state.clone()
        if dice is None:
            dice = Dice(s.own_rng())
        p = s.pending.pop()
        ev = getattr(self, f"_do_{action.kind}")(s, action, p, dice) or []
        ev += self._tidy_sieges(s)
        ev += self._advance(s, dice)
        ev += self._tidy_sieges(s)
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
        return ev

    # -- the automatic flow --------------------------------------------------------------------------
    def _advance(self, s: WotrState, dice: Dice) -> list[Event]:
        ev: list[Event] = []
        guard = 0
        while not s.over and not s.pending:
            guard += 1
            if guard > 1000:
                raise RuntimeError("the turn flow does not settle")
            if s.battle is not None:
                ev += self._battle_step(s, dice)
                continue
            if s.hunt is not None:
                ev += self._hunt_step(s, dice)
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
        s.ring_used = set()
        fp = b.setup.action_dice.free_peoples + sum(1 for c in ("aragorn", "gandalf_the_white") if c in s.chars)
        sh = b.setup.action_dice.shadow + sum(1 for m in b.minions if m in s.chars)
        s.pool = {FP: min(fp, b.setup.max_action_dice.free_peoples), SH: min(sh, b.setup.max_action_dice.shadow)}
        s.rolled = {FP: [], SH: []}
        ev.append(Event("Turn {turn} begins: the Free Peoples have {fp} action dice, the Shadow {sh}.",
                        {"turn": s.turn, "fp": s.pool[FP], "sh": s.pool[SH]}, kind="phase"))
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
        return [Event("The {side} player draws a {deck} event card.", {"side": SIDE_NAMES[side], "deck": deck},
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
            for d, f in zip(rolled, got):
                d.note = FACE_NAMES[f]
            eyes = got.count("eye")
            s.rolled[side] = sorted(f for f in got if f != "eye")
            if side == SH:
                s.hunt_shadow += eyes
            cons = (f"{eyes} Eye result(s) go to the hunt box: {s.hunt_shadow} Shadow dice hunt this turn."
                    if side == SH else "The Free Peoples act first.")
            roll = RollExplanation(f"{SIDE_NAMES[side]} action roll ({n} dice)", [RollPart(SIDE_NAMES[side], rolled)],
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
        return [Event("{reason} The {side} win!", {"reason": reason, "side": SIDE_NAMES[side]}, kind="victory")]

    def _corrupt(self, s: WotrState, n: int) -> list[Event]:
        s.corruption = max(0, s.corruption + n)
        limit = s.board.setup.corruption_limit
        if s.corruption >= limit:
            s.corruption = limit
            return self._finish(s, SH, f"The Ring-bearer's corruption reaches {limit}: the Ring is the Shadow's.",
                                R_VICTORY)
        return []

    # -- phase decisions -------------------------------------------------------------------------------
    def _do_discard(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        c = a["card"]
        s.hands[side].remove(c)
        card = s.board.cards[c]
        s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append(p)
        return [Event("The {side} player discards {card}.", {"side": SIDE_NAMES[side], "card": card.name},
                      kind="draw", reveals=True)]

    def _heals_in(self, s: WotrState, r: str) -> bool:
        b = s.board
        return b.side[r] == FP and b.settlement[r] in ("city", "stronghold") and s.control.get(r) == FP

    def _do_declare(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.phase_flags += ("declared",)
        return self._place_ring(s, a["to"], "declares", dice)

    def _place_ring(self, s: WotrState, to: str, how: str, dice: Dice) -> list[Event]:
        """The Fellowship figure moves by at most the progress counter (declared or revealed);
        a Shadow-held stronghold on the way means one more hunt tile each."""
        b = s.board
        held = {r for r in b.strongholds if s.control.get(r) == SH}
        extra = b.fewest_strongholds_path(s.ring_region, to, s.progress, held) if to != s.ring_region else (
            0)
        frm = s.ring_region
        s.ring_region = to
        s.progress = 0
        ev = [Event("The Free Peoples {how} the Fellowship in {to} (it was last seen in {frm}).",
                    {"how": how, "to": b.name[to], "frm": b.name[frm]}, kind="fellowship")]
        if how == "declares" and self._heals_in(s, to):
            n = b.nation[to]
            if n and n not in s.active and side_of_nation(n) == FP:
                s.active.add(n)
                ev.append(Event("{nation} is activated by the Fellowship's visit.", {"nation": s.nation_name(n)},
                                kind="politics"))
            if s.corruption:
                s.corruption -= 1
                ev.append(Event("The Ring-bearer rests in {to}: corruption −1 (now {c}).",
                                {"to": b.name[to], "c": s.corruption}, kind="fellowship"))
        if extra:
            ev.append(Event("The Fellowship passed {n} Shadow stronghold(s): {n} extra hunt tile(s).", {"n": extra},
                            kind="hunt"))
            if s.hunt is None:
                s.hunt = {"stage": "draw", "extra": extra, "successes": 0, "mordor_move": False}
            else:
                s.hunt["extra"] = s.hunt.get("extra", 0) + extra
        return ev

    def _do_change_guide(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.guide = a["guide"]
        s.phase_flags += ("guide_changed",)
        return [Event("{guide} now guides the Fellowship.", {"guide": s.board.char_name(s.guide)}, kind="fellowship")]

    def _do_enter_mordor(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        s.mordor = 0
        s.hunt_pool += s.hunt_drawn
        s.hunt_drawn = []
        s.phase_flags += ("declared",)
        return [Event("The Fellowship enters Mordor from {r}: it stands on step 0 of the Mordor track, and every "
                      "drawn hunt tile returns to the pool.", {"r": b.name[s.ring_region]}, kind="fellowship")]

    def _do_end_fellowship_phase(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.phase = "hunt_alloc"
        s.phase_flags = ()
        return []

    def _do_allocate(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.hunt_shadow = a["dice"]
        s.phase = "roll"
        return [Event("The Shadow puts {n} action dice in the hunt box.", {"n": a["dice"]}, kind="hunt")]

    # -- dice ----------------------------------------------------------------------------------------
    def _use_die(self, s: WotrState, side: str, face: str) -> None:
        s.rolled[side].remove(face)
        s.active_side = other(side)

    def _do_pass(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.active_side = other(p["side"])
        return [Event("The {side} player passes.", {"side": SIDE_NAMES[p["side"]]}, kind="action")]

    def _do_discard_die(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        return [Event("The {side} player discards a {face} die without effect.",
                      {"side": SIDE_NAMES[p["side"]], "face": FACE_NAMES[a["die"]]}, kind="action")]

    def _do_elven_ring(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        s.rolled[side].remove(a["die"])
        s.rings[side] -= 1
        s.ring_used.add(side)
        if side == FP:
            s.rings[SH] += 1
        ev = [Event("The {side} player uses an Elven ring: a {f} die becomes {t}.",
                    {"side": SIDE_NAMES[side], "f": FACE_NAMES[a["die"]], "t": FACE_NAMES[a["to"]]}, kind="action")]
        if a["to"] == "eye":
            s.hunt_shadow += 1
            ev.append(Event("The Eye goes to the hunt box ({n} Shadow dice there).", {"n": s.hunt_shadow}, kind="hunt"))
        else:
            s.rolled[side].append(a["to"])
            s.rolled[side].sort()
        if s.rolled[side]:
            s.pending.append(p)   # the same player now takes an action
        else:
            s.active_side = other(side)
        return ev

    def _do_draw_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        ev = self._draw(s, side, a["deck"])
        if len(s.hands[side]) > s.board.setup.hand_limit:
            s.pending.append({"kind": "discard", "side": side})
        return ev

    def _do_play_card(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        c = a["card"]
        self._use_die(s, side, a["die"])
        s.hands[side].remove(c)
        card = b.cards[c]
        if not card.play_on_table:
            s.discards[card_plugins.deck_key(side, card.deck)].append(c)
        ev = [Event("The {side} player plays {card}.", {"side": SIDE_NAMES[side], "card": card.name}, kind="card")]
        ev += card_plugins.EFFECTS[c].play(self, s, side, dice)
        if side == FP and s.guide == "gandalf_the_grey" and a["die"] in ("event", "will_of_the_west"):
            ev.append(Event("Gandalf the Grey guides the Fellowship: draw a Character event card.", {}, kind="card"))
            ev += self._draw(s, FP, "character")
        if len(s.hands[side]) > b.setup.hand_limit:
            s.pending.append({"kind": "discard", "side": side})
        return ev

    # -- armies ----------------------------------------------------------------------------------------
    def _move_figures(self, s: WotrState, side: str, frm: str, to: str, n_units: int | None) -> str:
        """Move an army (all of it when n_units is None or covers it); return a description."""
        army = s.army(frm, side)
        total = sum(t[0] + t[1] for t in army.values())
        whole = n_units is None or n_units >= total
        moving = self._split(army, total if whole else n_units, total)
        for n, t in moving.items():
            left = tuple(x - y for x, y in zip(army[n], t))
            self._set(s, frm, n, left)   # type: ignore[arg-type]
            self._set(s, to, n, tuple(x + y for x, y in zip(s.units.get((to, n), ZERO), t)))   # type: ignore
        extra = []
        if whole:
            if side == SH and s.nazgul.get(frm):
                s.nazgul[to] = s.nazgul.get(to, 0) + s.nazgul.pop(frm)
                extra.append("Nazgûl")
            for c in s.chars_at(frm, side):
                if c != "saruman":
                    s.chars[c] = to
                    extra.append(s.board.char_name(c))
        desc = ", ".join(f"{s.nation_name(n)} {t[0]}r/{t[1]}e" + (f"/{t[2]}l" if t[2] else "")
                         for n, t in moving.items())
        return desc + (f" with {', '.join(extra)}" if extra else "")

    @staticmethod
    def _set(s: WotrState, region: str, nation: str, t: tuple[int, int, int]) -> None:
        s.set_units(region, nation, t)

    def _after_entering(self, s: WotrState, side: str, to: str) -> list[Event]:
        """Control of a settlement changes hands; a passive nation invaded becomes active."""
        b = s.board
        ev: list[Event] = []
        if s.strength(to, side) == 0:
            return ev
        n = b.nation[to]
        foe = other(side)
        if n and side_of_nation(n) == foe and n not in s.active:
            s.active.add(n)
            ev.append(Event("{nation} is activated: enemy armies entered {r}.", {"nation": s.nation_name(n),
                                                                                  "r": b.name[to]}, kind="politics"))
        if to in s.control and s.control[to] != side and s.strength(to, foe) == 0:
            s.control[to] = side
            s.sieges.pop(to, None)
            ev.append(Event("The {side} take control of {r}.", {"side": SIDE_NAMES[side], "r": b.name[to]},
                            kind="control"))
            if n and side_of_nation(n) == foe and b.settlement[to] in ("town", "city", "stronghold"):
                ev += self._advance_nation(s, n, f"{b.name[to]} was captured")
        return ev

    def _advance_nation(self, s: WotrState, n: str, why: str, activate: bool = False) -> list[Event]:
        ev: list[Event] = []
        if activate and n not in s.active:
            s.active.add(n)
            ev.append(Event("{nation} becomes active ({why}).", {"nation": s.nation_name(n), "why": why},
                            kind="politics"))
        if self._can_advance(s, n):
            s.political[n] -= 1
            state = "is at war" if s.political[n] == 0 else f"is {s.political[n]} step(s) from war"
            ev.append(Event("{nation} advances on the political track ({why}) and now {state}.",
                            {"nation": s.nation_name(n), "why": why, "state": state}, kind="politics"))
        return ev

    def _do_move_army(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        self._use_die(s, side, a["die"])
        desc = self._move_figures(s, side, a["frm"], a["to"], a["units"])
        ev = [Event("{side}: {desc} move {frm} → {to}.", {"side": SIDE_NAMES[side], "desc": desc,
                                                          "frm": b.name[a["frm"]], "to": b.name[a["to"]]}, kind="move")]
        ev += self._after_entering(s, side, a["to"])
        ev += self._lone_leaders(s, a["frm"])
        # an Army die (or Will of the West as one) moves up to two armies
        if a["die"] != "character" and self._army_move_specs(s, side, False, exclude=a["to"]):
            s.pending.append({"kind": "army_second", "side": side, "exclude": a["to"]})
        return ev

    def _do_move_army2(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        desc = self._move_figures(s, side, a["frm"], a["to"], a["units"])
        ev = [Event("{side}: {desc} move {frm} → {to}.", {"side": SIDE_NAMES[side], "desc": desc,
                                                          "frm": b.name[a["frm"]], "to": b.name[a["to"]]}, kind="move")]
        ev += self._after_entering(s, side, a["to"])
        ev += self._lone_leaders(s, a["frm"])
        return ev

    def _do_done(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _lone_leaders(self, s: WotrState, region: str) -> list[Event]:
        """Free Peoples leaders left without army units are lost."""
        ev: list[Event] = []
        if s.strength(region, FP) > 0:
            return ev
        for n, t in list(s.army(region, FP).items()):
            if t[2]:
                self._set(s, region, n, (t[0], t[1], 0))
                c = s.casualties[n]
                s.casualties[n] = (c[0], c[1], c[2] + t[2])
                ev.append(Event("{k} {nation} leader(s) alone in {r} are lost.",
                                {"k": t[2], "nation": s.nation_name(n), "r": s.board.name[region]}, kind="battle"))
        return ev

    # -- mustering / politics / minions -----------------------------------------------------------------
    def _recruit(self, s: WotrState, nation: str, kind: str, to: str) -> list[Event]:
        b = s.board
        reg, eli, lead = s.reinforcements[nation]
        cur = s.units.get((to, nation), ZERO)
        if kind == "regular":
            s.reinforcements[nation] = (reg - 1, eli, lead)
            self._set(s, to, nation, (cur[0] + 1, cur[1], cur[2]))
        elif kind == "elite":
            s.reinforcements[nation] = (reg, eli - 1, lead)
            self._set(s, to, nation, (cur[0], cur[1] + 1, cur[2]))
        elif kind == "leader":
            s.reinforcements[nation] = (reg, eli, lead - 1)
            self._set(s, to, nation, (cur[0], cur[1], cur[2] + 1))
        else:
            s.nazgul_reserve -= 1
            s.nazgul[to] = s.nazgul.get(to, 0) + 1
        return [Event("{nation} recruits {what} in {r}.", {"nation": s.nation_name(nation), "what": kind,
                                                            "r": b.name[to]}, kind="muster")]

    def _do_recruit(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        ev = self._recruit(s, a["nation"], a["unit"], a["to"])
        if a["unit"] != "elite":
            s.pending.append({"kind": "muster_second", "side": side, "exclude": a["to"]})
        return ev

    def _do_recruit2(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return self._recruit(s, a["nation"], a["unit"], a["to"])

    def _do_politics(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        return self._advance_nation(s, a["nation"], "diplomacy with a Muster die")

    def _do_companion_politics(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, p["side"], a["die"])
        n = {"legolas": "elves", "boromir": "gondor", "gimli": "dwarves"}[a["companion"]]
        return self._advance_nation(s, n, f"{s.board.char_name(a['companion'])}'s ability")

    def _do_minion(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, SH, a["die"])
        m = a["minion"]
        s.chars[m] = a["to"]
        s.minion_ever = True
        ev = [Event("{m} enters play in {r}: the Shadow gains an action die from next turn.",
                    {"m": b.char_name(m), "r": b.name[a["to"]]}, kind="character")]
        if m == "witch_king":
            for n in FREE_PEOPLES:
                if n not in s.active:
                    s.active.add(n)
                    ev.append(Event("{nation} is activated by the coming of the Witch-king.",
                                    {"nation": s.nation_name(n)}, kind="politics"))
        return ev

    def _do_crown_aragorn(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.chars["aragorn"] = s.chars.pop("strider")
        return [Event("Strider is crowned: Aragorn, heir to Isildur, in {r}. The Free Peoples gain an action die "
                      "from next turn.", {"r": s.board.name[s.chars["aragorn"]]}, kind="character")]

    def _do_gandalf_the_white(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.chars.pop("gandalf_the_grey", None)
        if "gandalf_the_grey" not in s.eliminated:
            s.eliminated.append("gandalf_the_grey")   # the Grey's figure leaves the game
        s.chars["gandalf_the_white"] = a["to"]
        return [Event("Gandalf the White comes in {r}. The Free Peoples gain an action die from next turn.",
                      {"r": s.board.name[a["to"]]}, kind="character")]

    # -- characters ---------------------------------------------------------------------------------
    def _activate_by_companion(self, s: WotrState, c: str, r: str) -> list[Event]:
        b = s.board
        n = b.nation[r]
        if not n or side_of_nation(n) != FP or n in s.active:
            return []
        if b.settlement[r] not in ("city", "stronghold") or s.control.get(r) != FP:
            return []
        act = b.companions[c].activates if c in b.companions else "any"
        if act not in ("any", n):
            return []
        s.active.add(n)
        return [Event("{c} reaches {r}: {nation} becomes active.", {"c": b.char_name(c), "r": b.name[r],
                                                                    "nation": s.nation_name(n)}, kind="politics")]

    def _do_separate(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, FP, a["die"])
        c = a["companion"]
        s.companions.remove(c)
        s.chars[c] = a["to"]
        ev = [Event("{c} leaves the Fellowship and goes to {r}.", {"c": b.char_name(c), "r": b.name[a["to"]]},
                    kind="fellowship")]
        ev += self._new_guide(s, c)
        ev += self._activate_by_companion(s, c, a["to"])
        return ev

    def _new_guide(self, s: WotrState, gone: str) -> list[Event]:
        if s.guide != gone and s.guide in s.companions:
            return []
        choices = self._guide_choices(s)
        s.guide = choices[0] if choices else "gollum"
        return [Event("{g} is now the guide of the Fellowship.", {"g": s.board.char_name(s.guide)}, kind="fellowship")]

    def _guide_choices(self, s: WotrState) -> list[str]:
        b = s.board
        if not s.companions:
            return ["gollum"]
        top = max(b.char_level(c) for c in s.companions)
        return [c for c in s.companions if b.char_level(c) == top]

    def _do_move_companions(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        todo = tuple(sorted(c for c in s.chars if s.board.char_side(c) == FP))
        s.pending.append({"kind": "companion_moves", "side": FP, "todo": todo})
        return []

    def _do_char_move(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        c, to = a["who"], a["to"]
        ev: list[Event] = []
        if s.chars[c] != to:
            ev.append(Event("{c} moves {frm} → {to}.", {"c": b.char_name(c), "frm": b.name[s.chars[c]],
                                                       "to": b.name[to]}, kind="move"))
            s.chars[c] = to
            ev += self._activate_by_companion(s, c, to)
        rest = tuple(x for x in p["todo"] if x != c)
        if rest:
            s.pending.append(dict(p, todo=rest))
        return ev

    def _do_move_minions(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, SH, a["die"])
        s.pending.append({"kind": "minion_moves", "side": SH, "spent": (), "moved": ()})
        return []

    def _do_nazgul_move(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        frm, to = a["frm"], a["to"]
        s.nazgul[frm] -= 1
        if not s.nazgul[frm]:
            del s.nazgul[frm]
        s.nazgul[to] = s.nazgul.get(to, 0) + 1
        spent = dict(p["spent"])
        spent[frm] = spent.get(frm, 0)
        spent[to] = spent.get(to, 0) + 1
        # a Nazgûl that moved counts as spent in its new region; the source keeps its own count
        s.pending.append(dict(p, spent=tuple(sorted(spent.items()))))
        return [Event("A Nazgûl flies {frm} → {to}.", {"frm": b.name[frm], "to": b.name[to]}, kind="move")]

    def _do_minion_move(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        m, to = a["who"], a["to"]
        frm = s.chars[m]
        s.chars[m] = to
        s.pending.append(dict(p, moved=tuple(sorted(set(p["moved"]) | {m}))))
        return [Event("{m} moves {frm} → {to}.", {"m": b.char_name(m), "frm": b.name[frm], "to": b.name[to]},
                      kind="move")]

    # -- the Fellowship and the hunt ---------------------------------------------------------------
    def _do_hide_fellowship(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        self._use_die(s, FP, a["die"])
        s.hidden = True
        s.fellowship_acted = True
        return [Event("The Fellowship hides again.", {}, kind="fellowship")]

    def _do_move_fellowship(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        self._use_die(s, FP, a["die"])
        s.fellowship_acted = True
        first = s.fellowship_moves == 0
        s.fellowship_moves += 1
        ev: list[Event] = []
        if s.mordor is None:
            s.progress += 1
            ev.append(Event("The Fellowship moves: progress counter {n}.", {"n": s.progress}, kind="fellowship"))
            ev += self._hunt_roll(s, dice)
        else:
            ev.append(Event("The Fellowship moves on the Mordor track: a hunt tile is drawn.", {}, kind="fellowship"))
            # the Eye counts the dice in the box before this move's die joins them (as the hunt roll's +1 does)
            s.hunt = {"stage": "draw", "extra": 0, "successes": 0, "mordor_move": True, "tiles": 1,
                      "box": s.hunt_shadow + s.hunt_fp}
        if first and s.guide == "strider":
            ev.append(Event("Strider guides: the first die moving the Fellowship this turn stays out of the hunt box.",
                            {}, kind="hunt"))
        else:
            s.hunt_fp += 1
        del b
        return ev

    def _hunt_roll(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        r = s.ring_region
        n = min(s.hunt_shadow, 5)
        mod = s.hunt_fp
        if n == 0:
            return [Event("No Shadow dice are in the hunt box: no hunt roll.", {}, kind="hunt")]
        rolled = dice.roll(n, 6, "hunt die")

        def hit(d: Die) -> bool:
            return d.value != 1 and (d.value == 6 or d.value + mod >= 6)

        reasons = []
        if b.settlement[r] == "stronghold" and s.control.get(r) == SH:
            reasons.append("a Shadow stronghold in the Fellowship's region")
        if s.strength(r, SH) > 0:
            reasons.append("Shadow army units in the Fellowship's region")
        if s.nazgul.get(r, 0) > 0 or s.chars.get("witch_king") == r:
            reasons.append("a Nazgûl in the Fellowship's region")
        misses = [i for i, d in enumerate(rolled) if not hit(d)]
        for i, why in zip(misses, reasons):
            rolled[i] = dice.reroll(rolled[i], why)
        succ = sum(1 for d in rolled if hit(d))
        mods = [Modifier("Free Peoples die in the hunt box", 1)] * mod
        target = "6" if not mod else f"{max(2, 6 - mod)}+ (a 1 always fails)"
        res = f"{succ} success(es)"
        cons = "The hunt finds the Fellowship: a hunt tile is drawn." if succ else "The Fellowship slips past the hunt."
        roll = RollExplanation(f"Hunt roll: {n} Shadow dice hunt the Fellowship near {b.name[r]}",
                               [RollPart("Shadow", rolled, mods)], target, res, cons, R_HUNT, GAME)
        ev = [Event("The Shadow hunts: {res}.", {"res": res}, kind="hunt", roll=roll)]
        if succ:
            s.hunt = {"stage": "draw", "extra": 0, "successes": succ, "mordor_move": False, "tiles": 1}
        return ev

    def _hunt_step(self, s: WotrState, dice: Dice) -> list[Event]:
        """Runs the hunt-damage procedure one stage at a time (pushing the Free Peoples' choices)."""
        b = s.board
        h = s.hunt
        assert h is not None
        st = h["stage"]
        ev: list[Event] = []
        if st == "draw":
            if h.get("tiles", 0) <= 0:
                if h.get("extra", 0) > 0:
                    h["extra"] -= 1
                    h["tiles"] = 1
                    h["successes"] = 0
                    return ev
                if h.get("mordor_move"):
                    ev += self._mordor_advance(s)
                s.hunt = None
                return ev
            h["tiles"] -= 1
            if not s.hunt_pool:
                s.hunt_pool, s.hunt_drawn = s.hunt_drawn, []
                ev.append(Event("The hunt pool is empty: the drawn tiles are put back.", {}, kind="hunt"))
            if not s.hunt_pool:
                s.hunt = None
                return ev
            t_id = dice.pick(sorted(s.hunt_pool))
            s.hunt_pool.remove(t_id)
            s.hunt_drawn.append(t_id)
            t = b.tiles[t_id]
            if t.eye:
                dmg = h.get("box", s.hunt_shadow + s.hunt_fp) if s.mordor is not None else h.get("successes", 0)
                how = ("Eye: damage = dice in the hunt box" if s.mordor is not None
                       else "Eye: damage = hunt successes")
            elif t.die:
                d = dice.d(6, "tile die")
                dmg = d.value
                how = f"die tile: rolled {d.value}"
            else:
                dmg = t.damage or 0
                how = f"{dmg}"
            h["damage"] = dmg
            h["tile"] = t_id
            h["stop"] = t.stop
            gollum_ignores = s.guide == "gollum" and t.kind == "standard" and not t.eye
            h["reveal"] = t.reveal and not gollum_ignores
            tile_desc = how + (" and Reveal" if t.reveal else "") + (" and Stop" if t.stop else "")
            ev.append(Event("Hunt tile drawn: {desc}. Damage {d}.", {"desc": tile_desc, "d": dmg}, kind="hunt",
                            roll=RollExplanation("Draw a hunt tile at random from the pool",
                                                 [RollPart(f"{len(s.hunt_pool) + 1} tiles in the pool")], "",
                                                 tile_desc, f"{dmg} hunt damage" +
                                                 ("; the Fellowship is revealed" if h["reveal"] else ""),
                                                 R_DAMAGE, GAME)))
            h["stage"] = "guide"
            h["guide_used"] = False
            return ev
        if st == "guide":
            h["stage"] = "casualty"
            lbl = self._guide_ability_label(s)
            if h["damage"] > 0 and lbl:
                s.pending.append({"kind": "hunt_guide", "side": FP, "label": lbl})
            return ev
        if st == "casualty":
            h["stage"] = "corruption"
            if h["damage"] > 0 and s.companions:
                s.pending.append({"kind": "hunt_casualty", "side": FP})
            return ev
        if st == "corruption":
            h["stage"] = "reveal"
            d = h["damage"]
            if d:
                ev.append(Event("The Ring-bearer takes {d} corruption.", {"d": d}, kind="hunt"))
                ev += self._corrupt(s, d)
            return ev
        if st == "reveal":
            h["stage"] = "draw"
            if h.get("reveal") and s.hidden:
                s.hidden = False
                ev.append(Event("The Fellowship is revealed!", {}, kind="hunt"))
                if s.mordor is None and s.progress > 0:
                    s.pending.append({"kind": "reveal_move", "side": FP})
                else:
                    s.progress = 0
            return ev
        raise AssertionError(st)

    def _guide_ability_label(self, s: WotrState) -> str:
        g = s.guide
        if g == "boromir":
            return "Boromir gives his life for the Ring-bearer (−2 damage)"
        if g in ("meriadoc", "peregrin"):
            name = s.board.char_name(g)
            return f"{name} leaves the Fellowship (−1 damage)" if s.mordor is None else \
                f"{name} is lost on the Mordor track (−1 damage)"
        if g == "gollum" and s.hidden and not s.hunt.get("reveal"):   # type: ignore[union-attr]
            return "Gollum: reveal the Fellowship (−1 damage)"
        return ""

    def _do_decline(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _do_guide_ability(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        b = s.board
        h = s.hunt
        assert h is not None
        g = s.guide
        ev: list[Event] = []
        if g == "boromir":
            h["damage"] = max(0, h["damage"] - 2)
            ev += self._eliminate_companion(s, g)
        elif g in ("meriadoc", "peregrin"):
            h["damage"] = max(0, h["damage"] - 1)
            if s.mordor is None:
                s.companions.remove(g)
                s.chars[g] = s.ring_region
                ev.append(Event("{c} leaves the Fellowship in {r}.", {"c": b.char_name(g), "r": b.name[s.ring_region]},
                                kind="fellowship"))
                ev += self._new_guide(s, g)
            else:
                ev += self._eliminate_companion(s, g)
        elif g == "gollum":
            h["damage"] = max(0, h["damage"] - 1)
            h["reveal"] = True
        ev.append(Event("The guide's ability reduces the damage to {d}.", {"d": h["damage"]}, kind="hunt"))
        return ev

    def _eliminate_companion(self, s: WotrState, c: str) -> list[Event]:
        s.companions.remove(c)
        s.eliminated.append(c)
        ev = [Event("{c} is eliminated.", {"c": s.board.char_name(c)}, kind="fellowship")]
        ev += self._new_guide(s, c)
        return ev

    def _do_no_casualty(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _do_guide_casualty(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return self._casualty(s, s.guide)

    def _do_random_casualty(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        c = dice.pick(sorted(s.companions))
        ev = [Event("The Shadow draws a companion at random: {c}.", {"c": s.board.char_name(c)}, kind="hunt",
                    roll=RollExplanation("Draw a random companion from the Fellowship",
                                         [RollPart(", ".join(s.board.char_name(x) for x in sorted(s.companions)))],
                                         "", s.board.char_name(c), "That companion is the hunt's casualty.",
                                         R_DAMAGE, GAME))]
        return ev + self._casualty(s, c)

    def _casualty(self, s: WotrState, c: str) -> list[Event]:
        h = s.hunt
        assert h is not None
        h["damage"] = max(0, h["damage"] - s.board.char_level(c))
        return self._eliminate_companion(s, c)

    def _do_place_fellowship(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return self._place_ring(s, a["to"], "reveal", dice)

    def _mordor_advance(self, s: WotrState) -> list[Event]:
        h = s.hunt or {}
        if h.get("stop"):
            return [Event("Stop: the Fellowship does not advance on the Mordor track.", {}, kind="fellowship")]
        s.mordor = (s.mordor or 0) + 1
        steps = s.board.setup.mordor_steps
        ev = [Event("The Fellowship reaches step {n} of the Mordor track.", {"n": s.mordor}, kind="fellowship")]
        if s.mordor >= steps:
            s.mordor = steps
            ev += self._finish(s, FP, "The Ring-bearer reaches the Crack of Doom and the Ring is destroyed.",
                               R_VICTORY)
        return ev

    # -- battles ----------------------------------------------------------------------------------------
    def _do_attack(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        b = s.board
        self._use_die(s, side, a["die"])
        frm, to = a["frm"], a["to"]
        kind = "siege" if frm == to else "field"
        s.battle = {"att": side, "frm": frm, "to": to, "kind": kind, "round": 0, "stage": "start"}
        ev = [Event("{side} attack {what}{to} from {frm}.",
                    {"side": SIDE_NAMES[side], "what": "the stronghold of " if kind == "siege" else "",
                     "to": b.name[to], "frm": b.name[frm]}, kind="battle")]
        return ev

    def _do_sortie(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        side = p["side"]
        self._use_die(s, side, a["die"])
        r = a["frm"]
        s.battle = {"att": side, "frm": r, "to": r, "kind": "sortie", "round": 0, "stage": "start"}
        return [Event("The besieged {side} army sorties in {r}.", {"side": SIDE_NAMES[side], "r": s.board.name[r]},
                      kind="battle")]

    def _defenders_region(self, bt: dict) -> str:
        return bt["to"]

    def _battle_step(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        bt = s.battle
        assert bt is not None
        att, dfn = bt["att"], other(bt["att"])
        frm, to = bt["frm"], bt["to"]
        st = bt["stage"]
        ev: list[Event] = []
        if st == "start":
            for n, t in s.army(to, dfn).items():
                if t[0] + t[1]:
                    ev += self._advance_nation(s, n, "its army was attacked", activate=True)
            bt["stage"] = "round"
            if bt["kind"] == "field" and b.settlement[to] == "stronghold" and s.control.get(to) == dfn \
                    and to not in s.sieges:
                s.pending.append({"kind": "siege_choice", "side": dfn})
            return ev
        if st == "round":
            bt["round"] += 1
            bt["stage"] = "cas_att"
            ev += self._combat_round(s, dice)
            return ev
        if st == "cas_att":
            bt["stage"] = "cas_def"
            ev += self._ask_casualties(s, att, frm if bt["kind"] != "sortie" else to, bt["hits_on_att"])
            return ev
        if st == "cas_def":
            bt["stage"] = "after"
            ev += self._ask_casualties(s, dfn, to, bt["hits_on_def"])
            return ev
        if st == "after":
            ev += self._lone_leaders(s, frm)
            ev += self._lone_leaders(s, to)
            if s.strength(frm if bt["kind"] != "sortie" else to, att) == 0:
                ev.append(Event("The attacking army is destroyed.", {}, kind="battle"))
                if bt["kind"] == "siege":
                    s.sieges.pop(to, None)
                    ev.append(Event("The siege of {r} is lifted.", {"r": b.name[to]}, kind="battle"))
                s.battle = None
                return ev
            if to in s.sieges and s.strength(to, other(s.sieges[to])) == 0:
                s.sieges.pop(to)
                ev.append(Event("No besiegers are left at {r}: the siege is lifted.", {"r": b.name[to]},
                                kind="battle"))
            if s.strength(to, dfn) == 0:
                if bt["kind"] == "siege":
                    s.sieges.pop(to, None)
                    ev.append(Event("The stronghold of {r} falls.", {"r": b.name[to]}, kind="battle"))
                    ev += self._after_entering(s, att, to)
                    s.battle = None
                elif bt["kind"] == "sortie":
                    s.sieges.pop(to, None)
                    ev.append(Event("The besiegers of {r} are destroyed: the siege is lifted.", {"r": b.name[to]},
                                    kind="battle"))
                    s.battle = None
                else:
                    ev.append(Event("The defenders of {r} are destroyed.", {"r": b.name[to]}, kind="battle"))
                    bt["stage"] = "end"
                    self._offer_advance(s)
                return ev
            bt["stage"] = "continue"
            if bt["kind"] == "siege":
                if any(t[1] for t in s.army(to, att).values()):
                    s.pending.append({"kind": "battle_continue", "side": att, "siege": True})
                else:
                    s.battle = None
            else:
                s.pending.append({"kind": "battle_continue", "side": att})
            return ev
        if st == "end":
            s.battle = None
            return ev
        raise AssertionError(st)

    def _offer_advance(self, s: WotrState) -> None:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        total = s.strength(bt["frm"], att)
        outside = 0 if s.inside(bt["to"], att) else s.strength(bt["to"], att)
        if total and outside + total <= 10 and not s.enemy_outside(bt["to"], att) and \
                not self._move_problem(s, att, bt["frm"], bt["to"], {n for n, t in s.army(bt["frm"], att).items()
                                                                     if t[0] + t[1]}, total):
            s.pending.append({"kind": "battle_advance", "side": att})
        else:
            s.battle = None

    def _combat_round(self, s: WotrState, dice: Dice) -> list[Event]:
        b = s.board
        bt = s.battle
        assert bt is not None
        att, dfn = bt["att"], other(bt["att"])
        frm, to = bt["frm"], bt["to"]
        kind = bt["kind"]
        # (combat cards would be played here, attacker first: see cards.py)
        att_need = 5
        why = ""
        if kind == "siege":
            att_need, why = 6, "the defenders are in a stronghold under siege"
        elif kind == "field" and bt["round"] == 1 and b.settlement[to] in STRONG_PLACES:
            att_need, why = 6, f"first round against a {b.settlement[to]}"
        att_region = to if kind == "sortie" else frm
        rolls = {}
        for side, region, need in ((att, att_region, att_need), (dfn, to, 5)):
            n = min(s.strength(region, side), 5)
            lead = min(s.leadership(region, side), 5)
            ds = dice.roll(n, 6, "combat die")

            def hit(d: Die, need: int = need) -> bool:
                return d.value == 6 or (d.value != 1 and d.value >= need)

            misses = [i for i, d in enumerate(ds) if not hit(d)]
            for i in misses[:lead]:
                ds[i] = dice.reroll(ds[i], "leader re-roll")
            hits = sum(1 for d in ds if hit(d))
            rolls[side] = (ds, hits, need, lead)
        bt["hits_on_att"] = rolls[dfn][1]
        bt["hits_on_def"] = rolls[att][1]
        parts = [RollPart(f"{SIDE_NAMES[sd]} ({'attacker' if sd == att else 'defender'}): hits on {rolls[sd][2]}+, "
                          f"{rolls[sd][3]} leader re-roll(s)", rolls[sd][0], [], rolls[sd][1]) for sd in (att, dfn)]
        target = f"attacker {att_need}+ ({why})" if why else "5+ for both"
        res = f"attacker {rolls[att][1]} hit(s), defender {rolls[dfn][1]} hit(s)"
        roll = RollExplanation(f"Battle for {b.name[to]}, round {bt['round']} ({kind})", parts, target, res,
                               "Each hit removes a regular or reduces an elite; two hits may remove an elite.",
                               R_SIEGE if kind == "siege" else R_BATTLE, GAME)
        return [Event("Battle round {n} at {r}: {res}.", {"n": bt["round"], "r": b.name[to], "res": res},
                      kind="battle", roll=roll)]

    def _casualty_options(self, s: WotrState, region: str, side: str, hits: int) -> list[tuple[int, int, int]]:
        army = s.army(region, side)
        R = sum(t[0] for t in army.values())
        E = sum(t[1] for t in army.values())
        if hits >= 2 * E + R:
            return [(E, 0, R)]
        out = []
        for x in range(E + 1):
            for y in range(E - x + 1):
                z = hits - 2 * x - y
                if 0 <= z <= R:
                    out.append((x, y, z))
        return out

    def _ask_casualties(self, s: WotrState, side: str, region: str, hits: int) -> list[Event]:
        if hits <= 0 or s.strength(region, side) == 0:
            return []
        opts = self._casualty_options(s, region, side, hits)
        if len(opts) == 1:
            return self._apply_casualties(s, side, region, *opts[0])
        s.pending.append({"kind": "casualties", "side": side, "region": region, "hits": hits})
        return []

    def _do_take_casualties(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return self._apply_casualties(s, p["side"], p["region"], a["elites"], a["reduce"], a["regulars"])

    def _apply_casualties(self, s: WotrState, side: str, region: str, x: int, y: int, z: int) -> list[Event]:
        """x elites removed, y reduced, z regulars removed — taken nation by nation, the nation with the
        most figures of that kind first. FP figures leave the game, Shadow figures go back to the
        reinforcements; a reduced elite is swapped for a regular of the reinforcements (if none is
        left, it is removed)."""
        b = s.board

        def out(n: str, reg: int, eli: int) -> None:
            if side == FP:
                c = s.casualties[n]
                s.casualties[n] = (c[0] + reg, c[1] + eli, c[2])
            else:
                c = s.reinforcements[n]
                s.reinforcements[n] = (c[0] + reg, c[1] + eli, c[2])

        def take(idx: int, count: int, reduce: bool = False) -> None:
            for _ in range(count):
                army = s.army(region, side)
                n = max(sorted(army), key=lambda k: army[k][idx])
                t = list(army[n])
                t[idx] -= 1
                out(n, 1 if idx == 0 else 0, 1 if idx == 1 else 0)
                if reduce:
                    rr = s.reinforcements[n]
                    if rr[0] > 0:
                        s.reinforcements[n] = (rr[0] - 1, rr[1], rr[2])
                        t[0] += 1
                self._set(s, region, n, tuple(t))   # type: ignore[arg-type]

        take(1, x)
        take(1, y, reduce=True)
        take(0, z)
        return [Event("{side} casualties in {r}: {x} elite(s) removed, {y} reduced, {z} regular(s) removed.",
                      {"side": SIDE_NAMES[side], "r": b.name[region], "x": x, "y": y, "z": z}, kind="battle")]

    def _do_field_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return [Event("The defenders fight in the field.", {}, kind="battle")]

    def _do_retreat_into_siege(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        att, dfn, to, frm = bt["att"], other(bt["att"]), bt["to"], bt["frm"]
        ev: list[Event] = []
        excess = s.strength(to, dfn) - 5
        if excess > 0:
            ev.append(Event("Only 5 units fit in the stronghold: {n} regular(s) are lost.", {"n": excess},
                            kind="battle"))
            army = s.army(to, dfn)
            regs = sum(t[0] for t in army.values())
            z = min(excess, regs)
            ev += self._apply_casualties(s, dfn, to, excess - z, 0, z) if excess - z > 0 else \
                self._apply_casualties(s, dfn, to, 0, 0, z)
        s.sieges[to] = dfn
        ev.append(Event("The defenders shut themselves in {r}; the attackers surround it: a siege begins.",
                        {"r": s.board.name[to]}, kind="battle"))
        self._move_figures(s, att, frm, to, None)
        ev += self._after_entering(s, att, to)
        s.battle = None
        return ev

    def _do_continue_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        bt["stage"] = "round"
        if bt["kind"] == "field" and self._retreats(s):
            s.pending.append({"kind": "battle_retreat", "side": other(bt["att"])})
        return [Event("The attacker fights on.", {}, kind="battle")]

    def _do_extend_siege(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        ev = self._apply_casualties(s, bt["att"], bt["to"], 0, 1, 0)
        bt["stage"] = "round"
        return [Event("The besiegers reduce an elite to press the siege for another round.", {}, kind="battle")] + ev

    def _do_stop_battle(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.battle = None
        return [Event("The battle ends.", {}, kind="battle")]

    def _retreats(self, s: WotrState) -> list[str]:
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        to = bt["to"]
        if to in s.sieges:
            return []
        army = s.army(to, dfn)
        nations = {n for n, t in army.items() if t[0] + t[1]}
        count = s.strength(to, dfn)
        b = s.board
        return [r for r in b.nbrs[to] if not self._move_problem(s, dfn, to, r, nations, count)
                and s.control.get(r, dfn) == dfn and s.strength(r, other(dfn)) == 0]

    def _do_stand(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        return []

    def _do_retreat(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        dfn = other(bt["att"])
        desc = self._move_figures(s, dfn, bt["to"], a["to"], None)
        ev = [Event("The defenders ({desc}) retreat to {r}.", {"desc": desc, "r": s.board.name[a["to"]]},
                    kind="battle")]
        bt["stage"] = "end"
        self._offer_advance(s)
        return ev

    def _do_stay(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        s.battle = None
        return []

    def _do_advance(self, s: WotrState, a: Action, p: dict, dice: Dice) -> list[Event]:
        bt = s.battle
        assert bt is not None
        att = bt["att"]
        desc = self._move_figures(s, att, bt["frm"], bt["to"], None)
        ev = [Event("The victors ({desc}) advance into {r}.", {"desc": desc, "r": s.board.name[bt["to"]]},
                    kind="move")]
        ev += self._after_entering(s, att, bt["to"])
        s.battle = None
        return ev

    # =============================================================================================
    # outcome, view, AI helpers
    # =============================================================================================
    def outcome(self, state: WotrState) -> Outcome | None:
        if not state.over or state.winner is None:
            return None
        w = state.seat_of(state.winner)
        scores = tuple(1 if i == w else 0 for i in range(2))
        return Outcome((w,), scores, state.end_reason, state.end_rule)

    def summary(self, state: WotrState) -> str:
        s = state
        if s.over:
            return f"Game over. {s.end_reason}"
        where = f"Mordor step {s.mordor}" if s.mordor is not None else \
            f"{s.board.name[s.ring_region]} +{s.progress} ({'hidden' if s.hidden else 'revealed'})"
        return (f"Turn {s.turn} · {s.phase} · Fellowship {where}, corruption {s.corruption} · "
                f"VP Shadow {s.vp(SH)} / Free Peoples {s.vp(FP)}")

    def view(self, state: WotrState, seat: int) -> WotrState:
        """Hidden: the opponent's hand, every deck's order, the hunt pool's order, the RNG."""
        v = state.clone()
        me = state.sides[seat]
        foe = other(me)
        v.hands[foe] = [HIDDEN] * len(state.hands[foe])
        v.decks = {k: [HIDDEN] * len(d) for k, d in state.decks.items()}
        v.hunt_pool = sorted(state.hunt_pool)
        v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
        v.rng = random.Random(0)
        return v

    def determinize(self, view: WotrState, seat: int, seed: int) -> WotrState:
        rng = random.Random(seed)
        s = view.clone()
        b = s.board
        seen = {c for h in s.hands.values() for c in h if c != HIDDEN}
        seen |= {c for d in s.discards.values() for c in d}
        for key, deck in s.decks.items():
            side, dk = key.split("/")
            unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and b.cards[c].deck == dk
                      and c not in seen]
            rng.shuffle(unseen)
            s.decks[key] = unseen[: len(deck)]
            seen |= set(s.decks[key])
        for side in (FP, SH):
            hand = s.hands[side]
            if HIDDEN in hand:
                unseen = [c for c in sorted(b.cards) if b.cards[c].side == side and c not in seen]
                rng.shuffle(unseen)
                for i, c in enumerate(hand):
                    if c == HIDDEN and unseen:
                        hand[i] = unseen.pop()
                        seen.add(hand[i])
        rng.shuffle(s.hunt_pool)
        s.rng = random.Random(seed)
        return s

    def evaluate(self, state: WotrState, seat: int) -> float:
        s = state
        me = s.sides[seat]
        if s.over:
            return 1.0 if s.winner == me else -1.0
        b = s.board
        ring = (s.mordor or 0) / b.setup.mordor_steps * 0.5 + (0.1 if s.mordor is not None else 0)
        corr = s.corruption / b.setup.corruption_limit
        mil = (s.vp(SH) / 10) - (s.vp(FP) / 4)
        fp_score = 0.5 * ring - 0.5 * corr - 0.4 * mil
        v = max(-0.95, min(0.95, fp_score))
        return v if me == FP else -v

    def rollout_action(self, state: WotrState, actions: list[Action], rng: Any) -> Action:
        useful = [a for a in actions if a.kind not in ("discard_die", "pass", "elven_ring")]
        return rng.choice(useful or actions)

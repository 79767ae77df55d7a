"""The event-card system: every one of the 96 cards plugs in here as data + a small function.

The core (game.py, battle.py, fellowship.py) draws, holds and discards cards and calls the hooks
below; what a card *does* lives in `card_effects/<deck>.py`, registered with the decorators of this
module. This registry imports none of its plug-ins: game.py imports `card_effects` (after this module), so
every card is registered before the first game is set up. CARDS.md (next to this file) is the guide for
adding a card; in short:

    @event("fp_character_12")                       # the event half (played with an action die)
    def bilbos_song(ctx: Ctx) -> list[Event]:
        return ctx.heal(2 if ctx.s.guide == "gollum" else 1)

    @combat("fp_character_12", requires=leader_or_companion)   # the combat half (in a battle round)
    def fateful_strike(ctx: Ctx) -> list[Event]: ...

Pieces:
- **Registries**: `EFFECTS` (event half), `COMBAT` (combat half, with up to three timings: before the
  roll at its initiative, `after_roll` at its second initiative, `after_casualties`), `HUNT_DAMAGE`
  (table cards at step 1 of the hunt damage), `TABLE_HOOKS[hook]` (table cards at other moments the
  core offers them), `PASSIVE` (lasting effects the core triggers), `REMOVALS` (table cards the
  opponent may force off with a die), `ACTION_BANS` / `COMBAT_BANS` (what a table card forbids),
  `STAYS` (a table card's discard condition), `STEPS` (the continuations of multi-step cards).
- **Armies moved by a card**: `Ctx.army_actions` (a `card_army` decision over the core's own move and
  attack options, no die); `Ctx.start_battle`, `Ctx.start_hunt` start those procedures.
- **Preconditions**: `requires(state, side) -> str` returns "" when the card may be played, else the
  sentence the rules panel shows. A card whose precondition fails is not offered, and `check` gives
  that sentence.
- **Choices**: `Ctx.ask(step, options, who=...)` pushes a `card_choice` decision whose options are
  (value, label) pairs; the pick calls `STEPS[(card, step)](ctx, pick, memo)`, which may ask again.
  `Ctx.then(step)` queues a continuation that runs by itself once the decisions pushed before it
  (casualties, a hunt, a battle) are settled.
- **Chance** only through the `Dice` handed in (`Ctx.roll`), every roll with a RollExplanation.
- **Lasting state** in `state.card_state` (values immutable: tuples, ints, str): the special hunt
  tiles waiting for Mordor (`tiles_waiting`), tiles discarded for good (`tiles_out`), the queue.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal, Unpack, cast

from engines.core import Action, Dice, Event, Illegal, RollExplanation, RollPart
from engines.core.events import Die, Modifier
from engines.core.i18n import T, Text

from .common import (
    DECK_WORDS,
    FACE_TEXT,
    FP,
    GAME,
    R_BATTLE,
    R_DAMAGE,
    R_EVENTS,
    SH,
    STRONG_PLACES,
    figures_text,
    nation_adj_text,
)
from .decisions import (
    ActionDecision,
    Battle,
    BattleFlags,
    CardArmyDecision,
    CardChoiceDecision,
    Decision,
    Hunt,
    HuntFlags,
    TableCardDecision,
    timing_key,
)
from .dispatch import does, legal
from .options import SIDE_NAMES
from .rules import Rules, RulesBase
from .state import WotrState, other

Fn = Callable[..., Any]


def _always(*_a: Any) -> bool:
    return True


def deck_key(side: str, deck: str) -> str:
    return f"{side}/{deck}"


# =================================================================================================
# registries
# =================================================================================================
@dataclass(frozen=True, slots=True)
class CardEffect:
    """The event half. `play(game, state, side, dice) -> events` changes the (cloned) state;
    `can_play(state, side)` / `reason(state, side)` hold its precondition."""

    card_id: str
    play: Fn
    can_play: Fn = _always
    reason: Fn | None = None

    def why_not(self, state: WotrState, side: str) -> str:
        if self.reason is not None:
            return self.reason(state, side)
        if self.can_play(state, side):
            return ""
        card = state.board.cards[self.card_id]
        return T("{card} cannot be played now: it needs {need}.", card=card.name,
                 need=card.event_requires or T("its condition"))


@dataclass(frozen=True, slots=True)
class CombatEffect:
    """The combat half. `apply(game, state, side, battle, dice)` runs at the card's initiative before
    the combat roll; `after_roll` after the roll and re-roll (before casualties, at the second
    initiative if the card has one); `after_casualties` after both sides removed casualties.
    `can_play(state, side, battle)` is the combat precondition."""

    card_id: str
    apply: Fn
    can_play: Fn = _always
    after_roll: Fn | None = None
    after_casualties: Fn | None = None
    reason: Fn | None = None


@dataclass(frozen=True, slots=True)
class HuntDamageEffect:
    """A Free Peoples table card usable at step 1 of the hunt damage. `apply(game, state, side, hunt,
    dice)` changes `hunt["damage"]` and usually discards itself (`Ctx.discard_from_table`)."""

    card_id: str
    apply: Fn
    can_play: Fn = lambda state, side, hunt: True


@dataclass(frozen=True, slots=True)
class TableHook:
    """A table card the core offers at another moment (`hook`): apply(game, state, side, dice)."""

    card_id: str
    hook: str
    apply: Fn
    can_play: Fn = _always


@dataclass(frozen=True, slots=True)
class Removal:
    """A table card that `by` may force off the table with an action die: `ways(state, side, face)`
    lists (way, label) pairs for that die face; `pay(ctx, way)` takes the extra price (cards from the
    hand, an Elven ring…) and returns events. The die is spent and the card discarded by the core."""

    card_id: str
    by: str
    ways: Fn
    pay: Fn | None = None


EFFECTS: dict[str, CardEffect] = {}
COMBAT: dict[str, CombatEffect] = {}
HUNT_DAMAGE: dict[str, HuntDamageEffect] = {}
# table cards the core offers at a moment: "before_tile" (FP, before each hunt tile), "before_hunt_roll"
# (Shadow, before a hunt roll: add `(source, value)` to ctx.hunt["plus"]), "companion_casualty" (Shadow,
# a companion of the Fellowship was taken as a hunt casualty), "fellowship_placed" (Shadow, the Fellowship
# was declared or revealed: state.card_state["placed"] = (from, to, "declares"/"reveal", steps))
TABLE_HOOKS: dict[str, dict[str, TableHook]] = {"before_tile": {}, "before_hunt_roll": {}, "companion_casualty": {},
                                               "fellowship_placed": {}}
PASSIVE: dict[str, dict[str, Fn]] = {"after_play": {}}   # hook -> card -> fn(ctx, **kw): lasting effects
REMOVALS: dict[str, Removal] = {}
TABLE_COMBAT: set[str] = set()                  # table cards whose combat half may be played from the table
COMBAT_BANS: list[Fn] = []                      # (state, side, bt) -> "" or why no combat card may be played
STAYS: dict[str, Fn] = {}                       # card -> (state) -> "" while it stays, else why it goes
STEPS: dict[tuple[str, str], Fn] = {}           # (card, step) -> (ctx, pick, memo) -> events


# =================================================================================================
# the context handed to a card's function
# =================================================================================================
class Ctx:
    """What a card's function works with: the game (for core helpers), the cloned state, the side
    that played the card, the card id, the dice; `bt` in a battle, `hunt` during hunt damage."""

    __slots__ = ("_bt", "_hunt", "card", "dice", "game", "s", "side")

    def __init__(self, game: Rules, s: WotrState, side: str, card: str, dice: Dice,
                 bt: Battle | None = None, hunt: Hunt | None = None) -> None:
        self.game, self.s, self.side, self.card, self.dice = game, s, side, card, dice
        self._bt = bt if bt is not None else s.battle
        self._hunt = hunt if hunt is not None else s.hunt

    @property
    def bt(self) -> Battle:
        """The battle this combat card (or card step) works on; only read during one."""
        assert self._bt is not None, f"{self.card}: no battle in progress"
        return self._bt

    @property
    def hunt(self) -> Hunt:
        """The hunt whose damage this table card works on; only read during one."""
        assert self._hunt is not None, f"{self.card}: no hunt in progress"
        return self._hunt

    # -- names ---------------------------------------------------------------------------------
    @property
    def b(self) -> Any:
        return self.s.board

    @property
    def name(self) -> str:
        return self.s.board.cards[self.card].name

    @property
    def combat_name(self) -> str:
        return self.s.board.cards[self.card].combat_card

    @property
    def foe(self) -> str:
        return other(self.side)

    def say(self, text: Text, *, kind: str = "card", roll: RollExplanation | None = None) -> Event:
        """An event sentence, a `T("{card}: …", card=ctx.name, …)` (`ctx.combat_name` for `{combat}`); the
        event's params name the card, its combat half and the side besides the sentence's own (the desktop
        shows the card's texts beside the event)."""
        return Event(text, {"card": self.name, "combat": self.combat_name, "side": SIDE_NAMES[self.side],
                            **text.params}, kind=kind, roll=roll)

    # -- decisions -----------------------------------------------------------------------------
    def ask(self, step: str, options: list[tuple[Any, Text]], *, who: str | None = None,
            for_army: str | None = None, for_nation: str | None = None, **memo: Any) -> None:
        """Push a decision: `who` (default: the card's player) picks one of `options` ((value, label)
        pairs; values are str / int / None / tuples, labels `T(...)` sentences); then
        STEPS[(card, step)](ctx, pick, memo) runs.
        Team games (teams.TeamsMixin._role_for): in a battle the player controlling that side's army
        answers; else the card's own side asks the player who played it, and the other side's question
        goes to the controller of `who`'s army in `for_army`, to the player of `for_nation`, else to
        that side's leading player."""
        if not options:
            raise ValueError(f"{self.card}: a choice at step {step!r} without options")
        p: CardChoiceDecision = {"kind": "card_choice", "side": who or self.side, "owner": self.side,
                                 "card": self.card, "step": step,
                                 "options": tuple((v, lbl) for v, lbl in options), "memo": _freeze(memo)}
        if self.s.team is not None:
            by = card_player(self.s, self.card, self.side)
            if by is not None:
                p["by"] = by
            if for_army is not None:
                p["for_army"] = for_army
            if for_nation is not None:
                p["for_nation"] = for_nation
        self.s.pending.append(p)

    def then(self, step: str, **memo: Any) -> None:
        """Queue STEPS[(card, step)](ctx, None, memo): it runs once every decision pushed so far is
        settled (e.g. after the casualties `hits_on` asked for)."""
        q = self.s.card_state.get("queue", ())
        self.s.card_state["queue"] = (*q, (self.card, self.side, step, _freeze(memo)))

    # -- chance --------------------------------------------------------------------------------
    def roll(self, n: int, need: int, purpose: Text, consequence: Callable[[int], Text],
             rule: str = R_EVENTS) -> tuple[int, Event]:
        """Roll `n` dice, count those showing `need` or more; the event carries the explanation.
        `purpose` and `consequence(k)` are whole phrases (`T(...)`)."""
        ds = self.dice.roll(n, 6, T("{card} die", card=self.name))
        k = sum(1 for d in ds if d.value >= need)
        cons = consequence(k)
        roll = RollExplanation(T("{card}: {purpose}", card=self.name, purpose=purpose),
                               [RollPart(SIDE_NAMES[self.side], ds, [], k)],
                               T("{need}+ on each die", need=need), T("{k} of %n (die|dice)", None, n, k=k), cons, rule,
                               GAME)
        return k, self.say(T("{card}: %n (die|dice) rolled, {k} of {need}+. {cons}", None, n, card=self.name, k=k,
                             need=need, cons=cons), roll=roll)

    # -- common effects ------------------------------------------------------------------------
    def heal(self, n: int) -> list[Event]:
        s = self.s
        was = s.corruption
        s.corruption = max(0, was - n)
        if n <= 0:
            return []
        if was == 0:
            return [self.say(T("{card}: the Ring-bearer has no corruption to heal.", card=self.name),
                             kind="fellowship")]
        return [self.say(T("{card}: the Ring-bearer heals %n corruption (now {c}).", None, was - s.corruption,
                           card=self.name, c=s.corruption), kind="fellowship")]

    def corrupt(self, n: int) -> list[Event]:
        ev = [self.say(T("{card}: the Ring-bearer takes %n corruption.", None, n, card=self.name), kind="hunt")]
        return ev + self.game._corrupt(self.s, n)

    def draw(self, deck: str, n: int = 1) -> list[Event]:
        ev: list[Event] = []
        for _ in range(n):
            ev += self.game._draw(self.s, self.side, deck)
        return ev

    def hits_on(self, region: str, side: str, hits: int) -> list[Event]:
        """Hits outside a battle: the army's owner chooses the casualties (a decision if it has one)."""
        if hits <= 0 or self.s.strength(region, side) == 0:
            return []
        ev = [self.say(T("{card}: %n hit(s) on the {who} army in {r}.", None, hits, card=self.name,
                         who=SIDE_NAMES[side], r=self.b.name[region]), kind="battle")]
        return ev + self.game._ask_casualties(self.s, side, region, hits)

    def recruit(self, region: str, nation: str, regulars: int = 0, elites: int = 0, leaders: int = 0) -> list[Event]:
        """Figures from the reinforcements (as many as are left and fit: 10 units, 5 in a siege)."""
        s = self.s
        r0, e0, l0 = s.reinforcements[nation]
        room = (5 if s.inside(region, self._side_of(nation)) else 10) - s.strength(region, self._side_of(nation))
        e = max(0, min(elites, e0, room))
        r = max(0, min(regulars, r0, room - e))
        ld = max(0, min(leaders, l0))
        if not (r or e or ld):
            return [self.say(T("{card}: no {nation} figure can be recruited in {where}.", card=self.name,
                               nation=nation_adj_text(nation), where=self.b.name[region]), kind="muster")]
        s.reinforcements[nation] = (r0 - r, e0 - e, l0 - ld)
        t = s.units.get((region, nation), (0, 0, 0))
        s.set_units(region, nation, (t[0] + r, t[1] + e, t[2] + ld))
        return [self.say(T("{card}: {what} (is|are) recruited in {where}.", None, r + e + ld, card=self.name,
                           what=figures_text(nation, r, e, ld), where=self.b.name[region]), kind="muster")]

    @staticmethod
    def _side_of(nation: str) -> str:
        from .state import side_of_nation
        return side_of_nation(nation)

    def eliminate_character(self, c: str) -> list[Event]:
        """A character on the map leaves the game (companions count as eliminated)."""
        s = self.s
        s.chars.pop(c, None)
        if c != "gollum":
            s.eliminated.append(c)
        if c == "aragorn":
            s.eliminated.append("strider")
        return [self.say(T("{card}: {who} is eliminated.", card=self.name, who=self.b.char_name(c)), kind="battle")]

    def eliminate_nazgul(self, region: str, n: int = 1) -> list[Event]:
        s = self.s
        n = min(n, s.nazgul.get(region, 0))
        if n <= 0:
            return []
        s.nazgul[region] -= n
        if not s.nazgul[region]:
            del s.nazgul[region]
        s.nazgul_reserve += n
        return [self.say(T("{card}: %n Nazgûl in {r} eliminated.", None, n, card=self.name, r=self.b.name[region]),
                         kind="battle")]

    def special_tile(self) -> list[Event]:
        """The card's special hunt tile comes into play: into the pool on the Mordor track, else
        waiting beside it until the Fellowship enters Mordor."""
        s = self.s
        t = self.b.cards[self.card].special_hunt_tile
        assert t, f"{self.card} has no special hunt tile"
        if s.mordor is not None:
            s.hunt_pool.append(t)
            return [self.say(T("{card}: the special hunt tile {card} is in play; it joins the hunt pool at once (the "
                               "Fellowship is on the Mordor track).", card=self.name), kind="hunt")]
        s.card_state["tiles_waiting"] = (*s.card_state.get("tiles_waiting", ()), t)
        return [self.say(T("{card}: the special hunt tile {card} is in play; it joins the hunt pool when the "
                           "Fellowship enters Mordor.", card=self.name), kind="hunt")]

    def move_fellowship(self) -> list[Event]:
        """The Fellowship moves by a card: progress +1 and a hunt roll (on the Mordor track: a tile),
        but no die goes into the hunt box (seed: a card's move adds no die)."""
        s = self.s
        s.fellowship_acted = True
        if s.mordor is None:
            s.progress += 1
            ev = [self.say(T("{card}: the Fellowship moves (progress {n}); no die joins the hunt box.", card=self.name,
                             n=s.progress), kind="fellowship")]
            return ev + self.game._hunt_roll(s, self.dice)
        s.hunt = {"stage": "draw", "extra": 0, "successes": 0, "mordor_move": True, "tiles": 1,
                  "box": s.hunt_shadow + s.hunt_fp}
        return [self.say(T("{card}: the Fellowship moves on the Mordor track: a hunt tile is drawn.", card=self.name),
                         kind="fellowship")]

    def start_hunt(self, tiles: int = 1, **flags: Unpack[HuntFlags]) -> list[Event]:
        """Hunt tiles drawn by a card, as after a successful hunt with no successes (an Eye counts 0
        outside Mordor): the hunt-damage procedure runs once the card's function returns. `flags` go
        into `state.hunt` for the core or the card to read (`card` names the card that drew)."""
        self.s.hunt = {"stage": "draw", "extra": 0, "successes": 0, "mordor_move": False, "tiles": tiles,
                       "card": self.card, **flags}
        return [self.say(T("{card}: %n hunt tile(s) drawn.", None, tiles, card=self.name), kind="hunt")]

    def start_battle(self, frm: str, to: str, **flags: Unpack[BattleFlags]) -> list[Event]:
        """An attack made by a card (no die spent): the battle runs once the card's function returns.
        `frm == to` is a siege battle. `flags` go into the battle dict (`card` names the card)."""
        kind = "siege" if frm == to else "field"
        self.s.battle = {"att": self.side, "frm": frm, "to": to, "kind": kind, "round": 0, "stage": "start",
                         "card": self.card, **flags}
        return [self.say(card_attacks(self.side, self.name, self.b.name[frm], self.b.name[to]), kind="battle")]

    def recruit_nazgul(self, region: str, n: int) -> list[Event]:
        s = self.s
        n = max(0, min(n, s.nazgul_reserve))
        if not n:
            return []
        s.nazgul_reserve -= n
        s.nazgul[region] = s.nazgul.get(region, 0) + n
        return [self.say(T("{card}: %n Nazgûl recruited in {r}.", None, n, card=self.name, r=self.b.name[region]),
                         kind="muster")]

    def hide_fellowship(self) -> list[Event]:
        self.s.hidden = True
        self.s.fellowship_acted = True
        return [self.say(T("{card}: the Fellowship hides again.", card=self.name), kind="fellowship")]

    def army_actions(self, *, moves: int = 0, attack: bool = False, only: str | None = None,
                     then: str | None = None, battle: BattleFlags | None = None, **memo: Any) -> None:
        """Let the card's player move up to `moves` different armies one region each, or instead attack
        with one army, without a die (a `card_army` decision: the core's own move and attack options,
        relabelled). `only` names a filter registered with `@step(card, only)` as
        `fn(ctx, frm, to, kind) -> bool` (kind "move" / "attack"); `then` a step run afterwards;
        `battle` flags for a battle it starts (e.g. {"lasting_mods": {...}})."""
        p: CardArmyDecision = {"kind": "card_army", "side": self.side, "card": self.card, "moves": moves,
                               "attack": attack, "only": only, "then": then, "moved": (), "memo": _freeze(memo),
                               "battle": _freeze(dict(battle or {}))}
        if self.s.team is not None:
            by = card_player(self.s, self.card, self.side)
            if by is not None:
                p["by"] = by
        self.s.pending.append(p)

    def play_free(self, c: str) -> list[Event]:
        """Play another card from the hand without an action die (its event half)."""
        s = self.s
        card = self.b.cards[c]
        if c not in s.hands[self.side]:   # (a determinised hand may differ from the one offered)
            return []
        s.hands[self.side].remove(c)
        if card.play_on_table:
            s.table[self.side].append(c)
        else:
            s.discards[deck_key(self.side, card.deck)].append(c)
        ev = [self.say(T("{card}: the {side} player also plays {other} without an action die.", card=self.name,
                         side=SIDE_NAMES[self.side], other=card.name))]
        return ev + EFFECTS[c].play(self.game, s, self.side, self.dice)

    def discard_from_table(self) -> list[Event]:
        s = self.s
        if self.card in s.table[self.side]:
            s.table[self.side].remove(self.card)
            s.discards[deck_key(self.side, self.b.cards[self.card].deck)].append(self.card)
        return [self.say(T("{card} is discarded from the table.", card=self.name))]

    # -- battles -------------------------------------------------------------------------------
    def region_of(self, side: str) -> str:
        return battle_region(self.bt, side)

    def mod(self, key: str, value: int, source: str | None = None) -> None:
        """Add to a combat-roll modifier of this round (see `combat_roll` for the keys)."""
        add_mod(self.bt, key, value, source or self.combat_name)


def card_attacks(side: str, card: str, frm: str, to: str) -> Text:
    """'{card}: the Shadow attacks {to} from {frm}.': an attack made by a card (each side's sentence whole)."""
    if side == FP:
        return T("{card}: the Free Peoples attack {to} from {frm}.", card=card, to=to, frm=frm)
    return T("{card}: the Shadow attacks {to} from {frm}.", card=card, to=to, frm=frm)


def _card_move_label(name: str, label: str) -> Text:
    """The core's "Move a second army: …" label as the card's own ("{name}: move …")."""
    assert isinstance(label, Text), label
    p = label.params
    return T("{name}: move {what} {frm} → {to}", name=name, what=p["what"], frm=p["frm"], to=p["to"])


def _card_attack_label(name: str, label: str) -> Text:
    """The core's "Use Event die: attack …" label as the card's own ("{name}: attack …")."""
    assert isinstance(label, Text), label
    p, t = label.params, label.template
    if t == "Use {die} die: attack the besieged stronghold of {region}":
        return T("{name}: attack the besieged stronghold of {region}", name=name, region=p["region"])
    if t == "Use {die} die: attack the besieged stronghold of {region} ({nations} only)":
        return T("{name}: attack the besieged stronghold of {region} ({nations} only)", name=name,
                 region=p["region"], nations=p["nations"])
    if t == "Use {die} die: attack {target} from {frm}":
        return T("{name}: attack {target} from {frm}", name=name, target=p["target"], frm=p["frm"])
    assert t == "Use {die} die: attack {target} from {frm} ({nations} only)", t
    return T("{name}: attack {target} from {frm} ({nations} only)", name=name, target=p["target"], frm=p["frm"],
             nations=p["nations"])


def card_player(s: WotrState, card: str, side: str) -> str | None:
    """Team games: the player (role) who played `card` for its event (recorded when played), else the
    player of `side` in focus; None in the 2-player game."""
    if s.team is None:
        return None
    return dict(s.card_state.get("played_by", ())).get(card) or s.team["focus:" + side]


def _freeze(memo: dict[str, Any]) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in memo.items()))


# =================================================================================================
# decorators: how a card registers
# =================================================================================================
def event(card_id: str, requires: Fn | None = None) -> Callable[[Fn], Fn]:
    """The event half: `fn(ctx) -> events`. `requires(state, side) -> ""` or the reason it fails."""
    def wrap(fn: Fn) -> Fn:
        def play(game: Any, s: WotrState, side: str, dice: Dice) -> list[Event]:
            if s.team is not None:   # team games: the player in focus is the one playing it
                by = dict(s.card_state.get("played_by", ()))
                by[card_id] = s.team["focus:" + side]
                s.card_state["played_by"] = tuple(sorted(by.items()))
            return fn(Ctx(game, s, side, card_id, dice)) or []
        if requires is None:
            EFFECTS[card_id] = CardEffect(card_id, play)
        else:
            EFFECTS[card_id] = CardEffect(card_id, play, lambda s, side: not requires(s, side), requires)
        return fn
    return wrap


def effect(card_id: str, can_play: Fn | None = None) -> Callable[[Fn], Fn]:
    """The raw form (game, state, side, dice) -> events, kept for the core's tests."""
    def wrap(fn: Fn) -> Fn:
        EFFECTS[card_id] = CardEffect(card_id, fn, can_play or _always)
        return fn
    return wrap


def combat(card_id: str, requires: Fn | None = None, timing: str = "apply") -> Callable[[Fn], Fn]:
    """The combat half: `fn(ctx) -> events` with `ctx.bt` the battle. `requires(state, side, bt)`
    returns "" or the reason. `timing`: "apply" (before the roll, at the initiative), "after_roll"
    (after roll and re-roll, before casualties; at the second initiative if the card has one),
    "after_casualties". Register a card's timings one by one; `requires` goes with the first."""
    def wrap(fn: Fn) -> Fn:
        def run(game: Any, s: WotrState, side: str, bt: Battle, dice: Dice) -> list[Event]:
            return fn(Ctx(game, s, side, card_id, dice, bt=bt)) or []
        old = COMBAT.get(card_id)
        if old is None:
            ok = (lambda s, side, bt: not requires(s, side, bt)) if requires else (lambda s, side, bt: True)
            old = CombatEffect(card_id, _noop, ok, reason=requires)
        COMBAT[card_id] = CombatEffect(card_id, run if timing == "apply" else old.apply, old.can_play,
                                       run if timing == "after_roll" else old.after_roll,
                                       run if timing == "after_casualties" else old.after_casualties, old.reason)
        return fn
    return wrap


def _noop(*_a: Any) -> list[Event]:
    return []


def on_table(card_id: str, hook: str = "hunt_damage", usable: Fn | None = None) -> Callable[[Fn], Fn]:
    """A table card's use at a moment the core offers: "hunt_damage" (step 1 of hunt damage: ctx.hunt
    holds the tile and `damage`) or a TABLE_HOOKS key ("before_tile"). `usable(state, side, ctx_obj)`."""
    def wrap(fn: Fn) -> Fn:
        if hook == "hunt_damage":
            def run(game: Any, s: WotrState, side: str, hunt: Hunt, dice: Dice) -> list[Event]:
                return fn(Ctx(game, s, side, card_id, dice, hunt=hunt)) or []
            HUNT_DAMAGE[card_id] = HuntDamageEffect(card_id, run, usable or (lambda s, side, hunt: True))
        else:
            def run2(game: Any, s: WotrState, side: str, dice: Dice) -> list[Event]:
                return fn(Ctx(game, s, side, card_id, dice)) or []
            TABLE_HOOKS.setdefault(hook, {})[card_id] = TableHook(card_id, hook, run2, usable or _always)
        return fn
    return wrap


def while_on_table(card_id: str, hook: str) -> Callable[[Fn], Fn]:
    """A lasting effect the core triggers while the card is on its player's table: `fn(ctx, **kw)`.
    Hooks: "after_play" (kw: card, die — after that player played an event card)."""
    def wrap(fn: Fn) -> Fn:
        PASSIVE.setdefault(hook, {})[card_id] = fn
        return fn
    return wrap


def removable(card_id: str, by: str, ways: Fn) -> Callable[[Fn], Fn]:
    """The opponent (`by`) may force this table card off with a die: see `Removal`; decorates `pay`."""
    def wrap(fn: Fn) -> Fn:
        REMOVALS[card_id] = Removal(card_id, by, ways, fn)
        return fn
    return wrap


def passive(game: Any, s: WotrState, hook: str, side: str, dice: Dice, **kw: Any) -> list[Event]:
    """Run the lasting effects of `side`'s table cards registered for `hook`."""
    hooks = PASSIVE.get(hook, {})
    ev: list[Event] = []
    for c in list(s.table[side]):
        if c in hooks:
            ev += hooks[c](Ctx(game, s, side, c, dice), **kw) or []
    return ev


def combat_banned(s: WotrState, side: str, bt: Battle) -> str:
    """Why `side` may play no combat card this round ("" if it may): a card's ban (Grond…)."""
    if side == FP and bt.get("round") == 1 and bt.get("fp_cards_need_companion") and \
            not in_battle_chars(s, bt, FP):
        return T("In this battle's first round the Free Peoples need a companion in the battle to play a combat card.")
    for f in COMBAT_BANS:
        why = f(s, side, bt)
        if why:
            return why
    return ""


ACTION_BANS: dict[str, Fn] = {}                 # table card -> (state, pending, action) -> "" or why not


def bans(card_id: str) -> Callable[[Fn], Fn]:
    """While the card is on a table, `fn(state, pending, action) -> ""` or why the action is forbidden
    (filtered out of the legal actions and refused by `check` with that reason)."""
    def wrap(fn: Fn) -> Fn:
        ACTION_BANS[card_id] = fn
        return fn
    return wrap


def bans_in_play(s: WotrState) -> list[Fn]:
    """The bans of the table cards in play (most table cards forbid nothing)."""
    return [f for side in (FP, SH) for c in s.table[side] if (f := ACTION_BANS.get(c)) is not None]


def action_banned(s: WotrState, p: Decision, a: Action, in_play: list[Fn] | None = None) -> str:
    """Why a table card in play forbids `a` ("" if none does); `in_play`: `bans_in_play(s)` when known."""
    for f in bans_in_play(s) if in_play is None else in_play:
        why = f(s, p, a)
        if why:
            return why
    return ""


def stays_while(card_id: str) -> Callable[[Fn], Fn]:
    """A table card's discard condition: `fn(state) -> ""` while it stays, else why it goes."""
    def wrap(fn: Fn) -> Fn:
        STAYS[card_id] = fn
        return fn
    return wrap


def step(card_id: str, name: str) -> Callable[[Fn], Fn]:
    """A continuation: `fn(ctx, pick, memo) -> events` (pick None when queued with `ctx.then`)."""
    def wrap(fn: Fn) -> Fn:
        STEPS[(card_id, name)] = fn
        return fn
    return wrap


# =================================================================================================
# the core's side: decisions, queue, table upkeep, check reasons
# =================================================================================================
class CardsMixin(RulesBase):
    """Pending kinds `card_choice` and `table_card`, the card queue and table upkeep."""

    @legal("card_choice")
    def _legal_card_choice(self, s: WotrState, p: CardChoiceDecision, seat: int) -> Iterator[Action]:
        for v, lbl in p["options"]:
            yield Action.make("card_choice", seat, lbl, card=p["card"], step=p["step"], pick=v)

    @does("card_choice")
    def _do_card_choice(self, s: WotrState, a: Action, p: CardChoiceDecision, dice: Dice) -> list[Event]:
        ctx = Ctx(self, s, p["owner"], p["card"], dice)
        mark = len(s.pending)
        ev = STEPS[(p["card"], p["step"])](ctx, a["pick"], dict(p["memo"])) or []
        self._card_hand_limit(s, p["owner"], mark)
        return ev

    def _card_queue_step(self, s: WotrState, dice: Dice) -> list[Event]:
        q = s.card_state.get("queue", ())
        (card, side, name, memo), rest = q[0], q[1:]
        if rest:
            s.card_state["queue"] = rest
        else:
            s.card_state.pop("queue", None)
        mark = len(s.pending)
        ev = STEPS[(card, name)](Ctx(self, s, side, card, dice), None, dict(memo)) or []
        self._card_hand_limit(s, side, mark)
        return ev

    def _card_hand_limit(self, s: WotrState, side: str, mark: int) -> None:
        if len(s.hands[side]) > s.board.setup.hand_limit and not any(
                p["kind"] == "discard" and p["side"] == side for p in s.pending):
            s.pending.insert(mark, {"kind": "discard", "side": side})

    # -- table cards offered at a moment of the core ------------------------------------------------
    def _table_cards_for(self, s: WotrState, side: str, hook: str) -> list[str]:
        hooks = TABLE_HOOKS.get(hook, {})
        return [c for c in s.table[side] if c in hooks and hooks[c].can_play(s, side)]

    def _offer_table_cards(self, s: WotrState, side: str, hook: str) -> bool:
        """Push a `table_card` decision when a card on the table may act now."""
        if s.table[side] and self._table_cards_for(s, side, hook):
            s.pending.append({"kind": "table_card", "side": side, "hook": hook})
            return True
        return False

    @legal("table_card")
    def _legal_table_card(self, s: WotrState, p: TableCardDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("no_table_card", seat, T("Use no card from the table now"))
        for c in self._table_cards_for(s, p["side"], p["hook"]):
            yield Action.make("table_card", seat, T("Use {card} from the table", card=b.cards[c].name), card=c)

    @does("no_table_card")
    def _do_no_table_card(self, s: WotrState, a: Action, p: TableCardDecision, dice: Dice) -> list[Event]:
        return []

    @does("table_card")
    def _do_table_card(self, s: WotrState, a: Action, p: TableCardDecision, dice: Dice) -> list[Event]:
        c = a["card"]
        ev = [Event(T("The {side} player uses {card} from the table.", side=self._player(s, p["side"]),
                      card=s.board.cards[c].name), kind="card")]
        return ev + TABLE_HOOKS[p["hook"]][c].apply(self, s, p["side"], dice)

    # -- armies moved or attacking by a card (Ctx.army_actions) --------------------------------------
    def _card_army_ok(self, s: WotrState, p: CardArmyDecision, frm: str, to: str, kind: str,
                      dice: Dice | None = None) -> bool:
        if frm in p["moved"]:
            return False
        f = STEPS.get((p["card"], p["only"])) if p["only"] else None
        return f is None or bool(f(Ctx(self, s, p["side"], p["card"], dice or Dice(s.rng)), frm, to, kind))

    @legal("card_army")
    def _legal_card_army(self, s: WotrState, p: CardArmyDecision, seat: int) -> Iterator[Action]:
        name = s.board.cards[p["card"]].name
        yield Action.make("card_army_done", seat, T("{name}: move or attack with no more armies", name=name))
        if p["moves"] > 0:
            specs = [sp for sp in self._army_move_specs(s, p["side"], False)
                     if self._card_army_ok(s, p, sp[0], sp[1], "move")]
            for a in self._army_moves(s, p["side"], seat, "event", "move_army2", False, specs=specs):
                yield Action.make("card_move", seat, _card_move_label(name, a.label), **dict(a.params))
        if p["attack"]:
            for a in self._attacks(s, p["side"], seat, "event", False):
                if a.kind == "attack" and self._card_army_ok(s, p, a["frm"], a["to"], "attack"):
                    params = {k: v for k, v in a.params if k != "die"}
                    yield Action.make("card_attack", seat, _card_attack_label(name, a.label), **params)

    def _card_army_next(self, s: WotrState, p: CardArmyDecision, dice: Dice) -> list[Event]:
        if p["then"]:
            s.card_state["queue"] = (*s.card_state.get("queue", ()), (p["card"], p["side"], p["then"], p["memo"]))
        return []

    @does("card_army_done")
    def _do_card_army_done(self, s: WotrState, a: Action, p: CardArmyDecision, dice: Dice) -> list[Event]:
        return self._card_army_next(s, p, dice)

    @does("card_move")
    def _do_card_move(self, s: WotrState, a: Action, p: CardArmyDecision, dice: Dice) -> list[Event]:
        ev = self._do_move_army2(s, a, p, dice)
        left = p["moves"] - 1
        if left > 0:   # moving uses up the attack: moves *or* an attack
            s.pending.append({**p, "moves": left, "attack": False, "moved": p["moved"] + (a["to"],)})
        else:
            ev += self._card_army_next(s, p, dice)
        return ev

    @does("card_attack")
    def _do_card_attack(self, s: WotrState, a: Action, p: CardArmyDecision, dice: Dice) -> list[Event]:
        side, frm, to = p["side"], a["frm"], a["to"]
        b = s.board
        kind = "siege" if frm == to else "field"
        bt: Battle = {"att": side, "frm": frm, "to": to, "kind": kind, "round": 0, "stage": "start",
                      "card": p["card"], **cast(BattleFlags, dict(p["battle"]))}   # the card's frozen flags
        s.battle = bt
        flags = STEPS.get((p["card"], "battle"))   # a card's flags for the battle it starts: fn(ctx, frm, to)
        if flags is not None:
            bt.update(flags(Ctx(self, s, side, p["card"], dice), frm, to) or {})
        if a.get("comp") is not None:
            comp = self._comp_of(s, side, a)
            assert not isinstance(comp, Illegal), comp   # check() validated it
            if comp != {n: t for n, t in s.army(frm, side).items() if any(t)}:
                bt["force"] = tuple((n, *t) for n, t in sorted(comp.items()))
        self._card_army_next(s, p, dice)
        return [Event(card_attacks(side, b.cards[p["card"]].name, b.name[frm], b.name[to]), kind="battle")]

    def _removal_actions(self, s: WotrState, side: str, seat: int, face: str) -> Iterator[Action]:
        """"Use a die: force <card> off the table" for the opponent's (or own) removable table cards."""
        for owner in (FP, SH):
            for c in s.table[owner]:
                r = REMOVALS.get(c)
                if r is not None and r.by == side:
                    for way, lbl in r.ways(s, side, face):
                        yield Action.make("remove_table_card", seat, T("Use {die} die: {lbl}", die=FACE_TEXT[face],
                                                                       lbl=lbl), die=face, card=c, way=way)

    @does("remove_table_card")
    def _do_remove_table_card(self, s: WotrState, a: Action, p: ActionDecision, dice: Dice) -> list[Event]:
        side, c = p["side"], a["card"]
        self._use_die(s, side, a["die"])
        owner = FP if c in s.table[FP] else SH
        ev = [Event(T("The {side} player forces {card} off the table.", side=self._player(s, side),
                      card=s.board.cards[c].name), kind="card")]
        s.table[owner].remove(c)
        s.discards[deck_key(owner, s.board.cards[c].deck)].append(c)
        pay = REMOVALS[c].pay
        mark = len(s.pending)
        if pay is not None:
            ev += pay(Ctx(self, s, side, c, dice), a["way"]) or []
        self._card_hand_limit(s, side, mark)
        return ev

    def _card_upkeep(self, s: WotrState) -> list[Event]:
        """Table cards whose discard condition has come true leave the table."""
        ev: list[Event] = []
        for side in (FP, SH):
            for c in list(s.table[side]):
                f = STAYS.get(c)
                why = f(s) if f is not None else ""
                if why:
                    s.table[side].remove(c)
                    s.discards[deck_key(side, s.board.cards[c].deck)].append(c)
                    ev.append(Event(T("{card} is discarded from the table: {why}.", card=s.board.cards[c].name,
                                      why=why), kind="card"))
        return ev


def why_not_play(s: WotrState, side: str, a: Action) -> str:
    """The reason a `play_card` action is refused ("" if this module has nothing to say)."""
    from .common import A_FACE_DIE, USES
    c = a.get("card")
    b = s.board
    if c not in b.cards:
        return T("There is no such card.")
    card = b.cards[c]
    if c not in s.hands[side]:
        return T("{card} is not in your hand.", card=card.name)
    eff = EFFECTS.get(c)
    if eff is None:
        return T("{card}'s event is not available in this version yet.", card=card.name)
    die = a.get("die")
    if die in s.rolled[side]:
        can = {u for u, fs in USES.items() if die in fs or die == "will_of_the_west"}
        if "event" not in can and card.die not in can:
            if side == FP:
                return T("{card} is played with {a_die}, an Event die or Will of the West.", card=card.name,
                         a_die=A_FACE_DIE[card.die])
            return T("{card} is played with {a_die}, an Event die.", card=card.name, a_die=A_FACE_DIE[card.die])
    return eff.why_not(s, side)


def play_note(s: WotrState, side: str, c: str, die: str) -> str:
    """Why a play was allowed, for the log: the die and the precondition that held."""
    from .common import A_FACE_DIE
    card = s.board.cards[c]
    a_die = A_FACE_DIE[die]
    if card.event_requires:
        return T("with {a_die}; its condition holds: {condition}", a_die=a_die, condition=card.event_requires)
    return T("with {a_die}", a_die=a_die)


# =================================================================================================
# battles: combat cards by initiative, modifiers, the combat roll
# =================================================================================================
def battle_region(bt: Battle, side: str) -> str:
    """Where `side`'s fighting units stand in this battle."""
    if side == bt["att"] and bt["kind"] != "sortie":
        return bt["frm"]
    return bt["to"]


def in_battle_chars(s: WotrState, bt: Battle, side: str) -> list[str]:
    """Characters of `side` with its army in this battle (companions, Aragorn, Gandalf, minions);
    none go along when only a part of the attacking army fights (`bt["force"]`)."""
    if side == bt["att"] and bt.get("force"):
        return []
    return s.chars_at(battle_region(bt, side), side)


def leaders_in_battle(s: WotrState, bt: Battle, side: str) -> int:
    """Leader figures (Free Peoples) with `side`'s fighting army."""
    if side == bt["att"] and bt.get("force"):
        return sum(x[3] for x in bt["force"])
    return sum(t[2] for t in s.army(battle_region(bt, side), side).values())


def scored_key(bt: Battle, side: str) -> Literal["hits_on_def", "hits_on_att"]:
    """The battle key holding the hits `side` scored this round (after the roll)."""
    return "hits_on_def" if side == bt["att"] else "hits_on_att"


def add_mod(bt: Battle, key: str, value: int, source: str) -> None:
    """Copy-on-write: the battle dict is shared shallowly between state clones."""
    mods = dict(bt.get("mods") or {})
    mods[key] = (*(mods.get(key, ()) if not isinstance(mods.get(key), int) else
                   (("", mods[key]),)), (source, value))
    bt["mods"] = mods


def _total(mods: dict, key: str) -> int:
    v = mods.get(key, 0)
    return v if isinstance(v, int) else sum(x for _s, x in v)


def _sources(mods: dict, key: str) -> list[tuple[str, int]]:
    v = mods.get(key, ())
    return [("", v)] if isinstance(v, int) else list(v)


def base_need(s: WotrState, bt: Battle, side: str) -> int:
    """The hit number before cards: the attacker needs 6 in a siege and in round one against a
    city, stronghold or fortification its defender holds; otherwise 5."""
    b = s.board
    to = bt["to"]
    if side != bt["att"]:
        return 5
    if bt["kind"] == "siege":
        return 6
    if bt["kind"] == "field" and bt.get("round") == 1 and b.settlement[to] in STRONG_PLACES \
            and s.control.get(to) == other(side) and to not in s.sieges:
        return 6
    return 5


def combat_roll(bt: Battle, side: str, strength: int, leadership: int, need: int,
                dice: Dice) -> tuple[list[Die], int, int, int, list[Modifier]]:
    """One side's combat roll and leader re-roll with this round's card modifiers (`bt["mods"]`):
    `need:<side>` hit number; `dice:<side>` more/fewer dice (fewer never below one);
    `max_dice:<side>`; `plus:<side>` / `plus_rr:<side>` added to each die of the roll / re-roll;
    `rerolls:<side>` leadership; `no_reroll:<side>`; `auto:<side>` missed dice turned into hits
    before the re-roll; `keep_ones:<side>` rolled 1s are not re-rolled. An unmodified 1 always misses
    and a 6 always hits. Records `bt["rolled"][side]` (roll hits, re-roll hits) and `bt["ones"][side]`.
    Returns dice, hits, the hit number, the re-rolls and the modifiers for the explanation."""
    mods = bt.get("mods") or {}
    nv = mods.get(f"need:{side}")
    if isinstance(nv, int):
        need = nv
    dmod = _total(mods, f"dice:{side}")
    n = min(strength + dmod, 5)
    if dmod < 0 and strength:
        n = max(1, n)
    if f"max_dice:{side}" in mods:
        n = min(n, min(x for _s, x in _sources(mods, f"max_dice:{side}")))
    n = max(0, n)
    lead = leadership + _total(mods, f"rerolls:{side}")
    if _total(mods, f"no_reroll:{side}"):
        lead = 0
    lead = max(0, min(lead, 5))
    plus, plus_rr = _total(mods, f"plus:{side}"), _total(mods, f"plus_rr:{side}")

    def hit(d: Die, p: int) -> bool:
        return d.value == 6 or (d.value != 1 and d.value + p >= need)

    ds = dice.roll(n, 6, T("combat die"))
    bt["ones"] = {**(bt.get("ones") or {}), side: sum(1 for d in ds if d.value == 1)}
    misses = [i for i, d in enumerate(ds) if not hit(d, plus)]
    roll_hits = n - len(misses)
    if _total(mods, f"keep_ones:{side}"):   # Confusion: a rolled 1 misses and may not be re-rolled
        misses = [i for i in misses if ds[i].value != 1]
    auto = min(_total(mods, f"auto:{side}"), len(misses))
    for i in misses[:auto]:
        ds[i].note = T("made a hit by a combat card")
    misses = misses[auto:]
    rr_hits = 0
    for i in misses[:lead]:
        ds[i] = dice.reroll(ds[i], T("leader re-roll"))
        if hit(ds[i], plus_rr):
            rr_hits += 1
    bt["rolled"] = {**(bt.get("rolled") or {}), side: (roll_hits + auto, rr_hits)}
    out: list[Modifier] = []
    for key, what in ((f"plus:{side}", T("each die of the combat roll")), (f"plus_rr:{side}", T("each re-rolled die")),
                      (f"dice:{side}", T("dice rolled")), (f"max_dice:{side}", T("at most this many dice")),
                      (f"rerolls:{side}", T("leader re-rolls")), (f"auto:{side}", T("missed dice made hits")),
                      (f"no_reroll:{side}", T("no leader re-roll"))):
        for src, v in _sources(mods, key):
            if src:
                out.append(Modifier(T("{src}: {what}", src=src, what=what), v))
    return ds, roll_hits + auto + rr_hits, need, lead, out


def combat_cards_step(game: Any, s: WotrState, dice: Dice) -> list[Event]:
    """Battle stage `cards`: reveal the chosen cards together, then resolve one card a step in
    initiative order (lower first; the attacker's first on a tie), so that a card may ask its
    player something. Cancelled cards leave `bt["played"]`. Then stage `roll`."""
    b = s.board
    bt = s.battle
    assert bt is not None
    ev: list[Event] = []
    if "queue" not in bt:
        chosen = tuple(sorted(bt.get("cards", ()), key=lambda sc: (b.cards[sc[1]].initiative, sc[0] != bt["att"])))
        bt["cards"] = ()
        bt["played"] = chosen
        bt["queue"] = chosen
        for side, c in chosen:
            card = b.cards[c]
            s.discards[deck_key(side, card.deck)].append(c)
            # the desktop shows the card's combat text for a template with "reveal {name}" in it
            ev.append(Event(T("The Free Peoples reveal {name} ({card}, initiative {i}).", name=card.combat_card,
                              card=card.name, i=card.initiative) if side == FP else
                            T("The Shadow's forces reveal {name} ({card}, initiative {i}).", name=card.combat_card,
                              card=card.name, i=card.initiative), kind="battle"))
            if side == SH and bt["round"] == 1 and s.chars.get("witch_king") in (bt["frm"], bt["to"]):
                ev.append(Event(T("The Witch-king is in the battle: the Shadow draws a {deck} card.",
                                  deck=DECK_WORDS.get(card.deck, card.deck)),
                                kind="card"))
                ev += game._draw(s, SH, card.deck)
                if len(s.hands[SH]) > b.setup.hand_limit:
                    s.pending.append({"kind": "discard", "side": SH})
        return ev
    q = bt["queue"]
    if not q:
        del bt["queue"]
        bt["stage"] = "roll"
        return ev
    (side, c), bt["queue"] = q[0], q[1:]
    if (side, c) in bt["played"]:
        ev += COMBAT[c].apply(game, s, side, bt, dice)
    return ev


def combat_timing_step(game: Any, s: WotrState, dice: Dice, timing: str, nxt: str) -> list[Event]:
    """Battle stages `after_roll` / `after_cas`: the played cards with that timing, one a step, by
    their (second) initiative; then stage `nxt`."""
    b = s.board
    bt = s.battle
    assert bt is not None
    key = timing_key(timing)
    if key not in bt:
        def order(sc: tuple[str, str]) -> tuple[int, bool]:
            card = b.cards[sc[1]]
            i = card.second_initiative if timing == "after_roll" and card.second_initiative is not None \
                else card.initiative
            return (i, sc[0] != bt["att"])
        bt[key] = tuple(sorted((sc for sc in bt.get("played", ())
                                if getattr(COMBAT.get(sc[1]), timing, None) is not None), key=order))
    q = bt[key]
    if not q:
        del bt[key]
        bt["stage"] = nxt
        return []
    (side, c), bt[key] = q[0], q[1:]
    if (side, c) in bt.get("played", ()):
        return getattr(COMBAT[c], timing)(game, s, side, bt, dice)
    return []


def cancel_card(bt: Battle, side: str) -> str | None:
    """Cancel the combat card `side` played this round (not yet resolved or with later timings):
    it stays discarded and does nothing more. Returns the card, or None if there was none."""
    for sc in bt.get("played", ()):
        if sc[0] == side:
            bt["played"] = tuple(x for x in bt["played"] if x != sc)
            bt["queue"] = tuple(x for x in bt.get("queue", ()) if x != sc)
            return sc[1]
    return None


# =================================================================================================
# hunt: special tiles
# =================================================================================================
def tiles_enter_mordor(s: WotrState) -> list[Event]:
    """Entering Mordor: the special tiles in play join the pool."""
    waiting = tuple(s.card_state.get("tiles_waiting", ()))
    if not waiting:
        return []
    s.hunt_pool += list(waiting)
    s.card_state.pop("tiles_waiting", None)
    return [Event(T("%n special hunt tile(s) in play (joins|join) the hunt pool.", None, len(waiting)), kind="hunt")]


def guard_activation(s: WotrState, before: WotrState) -> list[Event]:
    """Wormtongue (sh_character_22): while it is on the Shadow's table, Rohan becomes active only by a
    companion, by the Fellowship declared in Edoras or Helm's Deep, or by an attack on those; any other
    activation during the action is undone (and a passive Rohan stays one step short of war)."""
    if "sh_character_22" not in s.table[SH] or "rohan" in before.active or "rohan" not in s.active:
        return []
    if s.card_state.get("activation_ok") == "rohan":
        return []
    s.active.discard("rohan")
    s.political["rohan"] = max(s.political["rohan"], 1)
    return [Event(T("Wormtongue: Rohan stays passive."), kind="politics")]


_COAST: list[str] = []


def coastal_regions() -> list[str]:
    """Regions on the coast of the Great Sea: their outline meets a sea outline of the board data."""
    if not _COAST:
        from maps import load_map
        m = load_map("war_of_the_ring")
        sea = {(round(x, 1), round(y, 1)) for f in m.features if f.kind == "sea" for x, y in f.points}
        _COAST.extend(sorted(n.id for n in m.nodes if any((round(x, 1), round(y, 1)) in sea
                                                          for x, y in (n.polygon or []))))
    return _COAST


def must_pass(s: WotrState, frm: str, to: str, steps: int, region: str) -> bool:
    """Whether a move of at most `steps` regions from `frm` to `to` cannot avoid `region` (it starts
    or ends there, or every short enough path goes through it)."""
    import networkx as nx
    if region in (frm, to):
        return True
    g = s.board.graph
    try:
        return nx.shortest_path_length(g.subgraph(n for n in g.nodes if n != region), frm, to) > steps
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return True


def tiles_in_play(s: WotrState) -> list[str]:
    """Every tile still in the game: pool, drawn, waiting for Mordor (for invariants and views)."""
    return list(s.hunt_pool) + list(s.hunt_drawn) + list(s.card_state.get("tiles_waiting", ()))


__all__ = [
    "COMBAT",
    "EFFECTS",
    "HUNT_DAMAGE",
    "R_BATTLE",
    "R_DAMAGE",
    "STAYS",
    "STEPS",
    "TABLE_HOOKS",
    "CardEffect",
    "CardsMixin",
    "CombatEffect",
    "Ctx",
    "HuntDamageEffect",
    "TableHook",
    "add_mod",
    "base_need",
    "battle_region",
    "cancel_card",
    "combat",
    "combat_roll",
    "deck_key",
    "effect",
    "event",
    "in_battle_chars",
    "on_table",
    "stays_while",
    "step",
]

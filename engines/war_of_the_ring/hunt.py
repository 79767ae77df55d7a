"""The Hunt for the Ring: the hunt roll, drawing tiles, the damage stages (table cards, the guide's ability,
a casualty, corruption, the reveal) and the Mordor track's steps; the `HuntMixin` of WarOfTheRingGame.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engines.core import Action, Dice, Event, RollExplanation, RollPart
from engines.core.events import Die, Modifier
from engines.core.i18n import T, Text

from . import cards as card_plugins
from .common import (
    FP,
    GAME,
    R_DAMAGE,
    R_HUNT,
    R_VICTORY,
    SH,
    comma_text,
)
from .decisions import Hunt, HuntGuideDecision, PlainDecision
from .dispatch import does, legal
from .rules import RulesBase
from .state import WotrState


class HuntMixin(RulesBase):
    def _hunt_roll(self, s: WotrState, dice: Dice, staged: Hunt | None = None) -> list[Event]:
        b = s.board
        r = s.ring_region
        n = min(s.hunt_shadow, 5)
        mod = s.hunt_fp if staged is None else staged["fp"]
        if n == 0:
            return [Event(T("No Shadow dice are in the hunt box: no hunt roll."), kind="hunt")]
        if staged is None and self._offer_table_cards(s, SH, "before_hunt_roll"):
            s.hunt = {"stage": "roll", "fp": mod}   # a Shadow table card may act first (cards.py)
            return []
        plus = sum(v for _src, v in (staged.get("plus", ()) if staged else ()))
        rolled = dice.roll(n, 6, T("hunt die"))

        def hit(d: Die) -> bool:
            return d.value != 1 and (d.value == 6 or d.value + mod + plus >= 6)

        reasons: list[Text] = []
        if b.settlement[r] == "stronghold" and s.control.get(r) == SH:
            reasons.append(T("a Shadow stronghold in the Fellowship's region"))
        if s.strength(r, SH) > 0:
            reasons.append(T("Shadow army units in the Fellowship's region"))
        if s.nazgul.get(r, 0) > 0 or s.chars.get("witch_king") == r:
            reasons.append(T("a Nazgûl in the Fellowship's region"))
        misses = [i for i, d in enumerate(rolled) if not hit(d)]
        for i, why in zip(misses, reasons, strict=False):   # one reroll per reason, while misses last
            rolled[i] = dice.reroll(rolled[i], why)
        succ = sum(1 for d in rolled if hit(d))
        mods = [Modifier(T("Free Peoples die in the hunt box"), 1)] * mod + \
            [Modifier(src, v) for src, v in (staged.get("plus", ()) if staged else ())]
        target = "6" if not mod else T("{need}+ (a 1 always fails)", need=max(2, 6 - mod))
        res = T("%n success(es)", None, succ)
        cons = (T("The hunt finds the Fellowship: a hunt tile is drawn.") if succ
                else T("The Fellowship slips past the hunt."))
        roll = RollExplanation(T("Hunt roll: %n Shadow (die|dice) (hunts|hunt) the Fellowship near {region}", None, n,
                                 region=b.name[r]),
                               [RollPart(T("Shadow"), rolled, mods)], target, res, cons, R_HUNT, GAME)
        ev = [Event(T("The Shadow hunts: {res}.", res=res), kind="hunt", roll=roll)]
        if succ:
            s.hunt = {"stage": "draw", "extra": 0, "successes": succ, "mordor_move": False, "tiles": 1}
        return ev

    def _hunt_step(self, s: WotrState, dice: Dice) -> list[Event]:
        """Runs the hunt-damage procedure one stage at a time (pushing the Free Peoples' choices)."""
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
            if not h.get("offered") and self._offer_table_cards(s, FP, "before_tile"):
                h["offered"] = True   # a table card may prevent the draw (cards.TABLE_HOOKS)
                return ev
            h["offered"] = False
            h["tiles"] -= 1
            if h.pop("prevented", False):
                ev.append(Event(T("No hunt tile is drawn."), kind="hunt"))
                return ev
            if not s.hunt_pool:
                s.hunt_pool, s.hunt_drawn = s.hunt_drawn, []
                ev.append(Event(T("The hunt pool is empty: the drawn tiles are put back."), kind="hunt"))
            if not s.hunt_pool:
                s.hunt = None
                return ev
            t_id = dice.pick(sorted(s.hunt_pool))
            s.hunt_pool.remove(t_id)
            s.hunt_drawn.append(t_id)
            return ev + self._tile_effect(s, h, t_id, dice)
        if st == "roll":   # a hunt roll waiting for a Shadow table card's decision
            s.hunt = None
            return ev + self._hunt_roll(s, dice, staged=h)
        if st == "card":   # step 1: a card on the table may reduce or cancel the damage
            h["stage"] = "guide"
            if (h["damage"] > 0 or h.get("reveal")) and not h.get("no_reduce") and self._hunt_cards(s):
                s.pending.append({"kind": "hunt_card", "side": FP})
            return ev
        return ev + self._hunt_damage_step(s, h, st, dice)

    def _tile_effect(self, s: WotrState, h: Hunt, t_id: str, dice: Dice) -> list[Event]:
        """A drawn tile sets the hunt's damage, reveal and stop (also for a tile a card draws)."""
        b = s.board
        ev: list[Event] = []
        t = b.tiles[t_id]
        if t.eye:
            dmg = h.get("box", s.hunt_shadow + s.hunt_fp) if s.mordor is not None else h.get("successes", 0)
            how: Any = (T("Eye: damage = dice in the hunt box") if s.mordor is not None
                        else T("Eye: damage = hunt successes"))
        elif t.die:
            d = dice.d(6, T("tile die"))
            dmg = d.value
            how = T("die tile: rolled {value}", value=d.value)
        else:
            dmg = t.damage or 0
            how = str(dmg)
        h["damage"] = dmg
        h["tile"] = t_id
        h["stop"] = t.stop
        gollum_ignores = s.guide == "gollum" and t.kind == "standard" and not t.eye
        h["reveal"] = t.reveal and not gollum_ignores and not h.get("no_reveal")
        if t.eye and h.get("eye_void"):   # a card's tile: an Eye is discarded without effect
            dmg, h["reveal"] = 0, False
            how = T("Eye (no effect for this card)")
        tile_desc = (how if not (t.reveal or t.stop)
                     else T("{tile} and Reveal and Stop", tile=how) if t.reveal and t.stop
                     else T("{tile} and Reveal", tile=how) if t.reveal else T("{tile} and Stop", tile=how))
        ev.append(Event(T("Hunt tile drawn: {desc}. Damage {d}.", desc=tile_desc, d=dmg), kind="hunt",
                        roll=RollExplanation(T("Draw a hunt tile at random from the pool"),
                                             [RollPart(T("{count} tiles in the pool", count=len(s.hunt_pool) + 1))],
                                             "", tile_desc,
                                             T("{damage} hunt damage; the Fellowship is revealed", damage=dmg)
                                             if h["reveal"] else T("{damage} hunt damage", damage=dmg),
                                             R_DAMAGE, GAME)))
        h["stage"] = "card"
        h["guide_used"] = False
        return ev

    def _hunt_damage_step(self, s: WotrState, h: Hunt, st: str, dice: Dice) -> list[Event]:
        ev: list[Event] = []
        if st == "guide":
            h["stage"] = "casualty"
            lbl = self._guide_ability_label(s)
            if h["damage"] > 0 and lbl and not h.get("no_reduce"):   # no_reduce: a card forbids it
                s.pending.append({"kind": "hunt_guide", "side": FP, "label": lbl})
            return ev
        if st == "casualty":
            h["stage"] = "corruption"
            if h["damage"] > 0 and s.companions and h.get("random_casualty"):   # a card forces it
                return ev + self._random_casualty(s, dice)
            if h["damage"] > 0 and s.companions and not h.get("no_reduce"):
                s.pending.append({"kind": "hunt_casualty", "side": FP})
            return ev
        if st == "corruption":
            h["stage"] = "reveal"
            d = h["damage"]
            if d < 0:   # a Free Peoples special tile heals
                ev.append(Event(T("The Ring-bearer heals {d} corruption.", d=-d), kind="hunt"))
            if d > 0:
                ev.append(Event(T("The Ring-bearer takes {d} corruption.", d=d), kind="hunt"))
            if d:
                ev += self._corrupt(s, d)
            return ev
        if st == "reveal":
            h["stage"] = "draw"
            if h.get("reveal") and s.hidden:
                ev += self._reveal(s, dice)
            return ev
        raise AssertionError(st)

    def _hunt_cards(self, s: WotrState) -> list[str]:
        out = []
        for c in s.table[FP]:
            eff = card_plugins.HUNT_DAMAGE.get(c)
            if eff is not None and eff.can_play(s, FP, s.hunt):
                out.append(c)
        return out

    @legal("hunt_card")
    def _legal_hunt_card(self, s: WotrState, p: PlainDecision, seat: int) -> Iterator[Action]:
        b = s.board
        yield Action.make("no_hunt_card", seat, T("Use no card against this hunt damage"))
        for c in self._hunt_cards(s):
            yield Action.make("hunt_card", seat, T("Use {card} against the hunt damage", card=b.cards[c].name), card=c)

    @does("no_hunt_card")
    def _do_no_hunt_card(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return []

    @does("hunt_card")
    def _do_hunt_card(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        """The card's hook changes `state.hunt["damage"]` (and may discard itself from the table)."""
        c = a["card"]
        ev = [Event(T("The Free Peoples use {card} against the hunt.", card=s.board.cards[c].name), kind="hunt")]
        return ev + card_plugins.HUNT_DAMAGE[c].apply(self, s, FP, s.hunt, dice)

    def _guide_ability_label(self, s: WotrState) -> str:
        g = s.guide
        if g == "boromir":
            return T("Boromir gives his life for the Ring-bearer (−2 damage)")
        if g in ("meriadoc", "peregrin"):
            name = s.board.char_name(g)
            return T("{name} leaves the Fellowship (−1 damage)", name=name) if s.mordor is None else \
                T("{name} is lost on the Mordor track (−1 damage)", name=name)
        if g == "gollum" and s.hidden and not s.hunting.get("reveal"):
            return T("Gollum: reveal the Fellowship (−1 damage)")
        return ""

    @does("decline")
    def _do_decline(self, s: WotrState, a: Action, p: HuntGuideDecision, dice: Dice) -> list[Event]:
        return []

    @does("guide_ability")
    def _do_guide_ability(self, s: WotrState, a: Action, p: HuntGuideDecision, dice: Dice) -> list[Event]:
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
                ev += self._separate_in_hunt(s, g)
            else:
                ev += self._eliminate_companion(s, g)
        elif g == "gollum":
            h["damage"] = max(0, h["damage"] - 1)
            h["reveal"] = True
        ev.append(Event(T("The guide's ability reduces the damage to {d}.", d=h["damage"]), kind="hunt"))
        return ev

    def _separate_in_hunt(self, s: WotrState, c: str) -> list[Event]:
        """A hobbit leaves the Fellowship during the hunt (his guide ability, or Take Them Alive): the seed's
        separation — he stands in the Fellowship's region, then may move up to the progress counter plus his
        level (a `companion_moves` decision; reaching a city or stronghold may activate its nation)."""
        b = s.board
        s.companions.remove(c)
        s.chars[c] = s.ring_region
        ev = [Event(T("{c} leaves the Fellowship in {r}.", c=b.char_name(c), r=b.name[s.ring_region]),
                    kind="fellowship")]
        ev += self._new_guide(s, c)
        s.pending.append({"kind": "companion_moves", "side": FP, "todo": (c,),
                          "reach": s.progress + b.char_level(c), "separated": True})
        return ev

    def _eliminate_companion(self, s: WotrState, c: str) -> list[Event]:
        s.companions.remove(c)
        s.eliminated.append(c)
        ev = [Event(T("{c} is eliminated.", c=s.board.char_name(c)), kind="fellowship")]
        ev += self._new_guide(s, c)
        return ev

    @does("no_casualty")
    def _do_no_casualty(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return []

    @does("guide_casualty")
    def _do_guide_casualty(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._casualty(s, s.guide)

    @does("random_casualty")
    def _do_random_casualty(self, s: WotrState, a: Action, p: PlainDecision, dice: Dice) -> list[Event]:
        return self._random_casualty(s, dice)

    def _random_casualty(self, s: WotrState, dice: Dice) -> list[Event]:
        """The hunt's casualty drawn at random among the companions (a die's pick)."""
        c = dice.pick(sorted(s.companions))
        ev = [Event(T("The Shadow draws a companion at random: {c}.", c=s.board.char_name(c)), kind="hunt",
                    roll=RollExplanation(T("Draw a random companion from the Fellowship"),
                                         [RollPart(comma_text([s.board.char_name(x) for x in sorted(s.companions)]))],
                                         "", s.board.char_name(c), T("That companion is the hunt's casualty."),
                                         R_DAMAGE, GAME))]
        return ev + self._casualty(s, c)

    def _casualty(self, s: WotrState, c: str) -> list[Event]:
        h = s.hunt
        assert h is not None
        self._offer_table_cards(s, SH, "companion_casualty")   # e.g. Worn with Sorrow and Toil (cards.py)
        h["damage"] = max(0, h["damage"] - s.board.char_level(c))
        if c in ("meriadoc", "peregrin") and s.mordor is None:   # "Take Them Alive" (their cards)
            return [Event(T("Take Them Alive: {c} is separated instead of eliminated.", c=s.board.char_name(c)),
                          kind="fellowship"), *self._separate_in_hunt(s, c)]
        return self._eliminate_companion(s, c)

    def _mordor_advance(self, s: WotrState) -> list[Event]:
        if s.hunt is not None and s.hunt.get("stop"):
            return [Event(T("Stop: the Fellowship does not advance on the Mordor track."), kind="fellowship")]
        s.mordor = (s.mordor or 0) + 1
        steps = s.board.setup.mordor_steps
        ev = [Event(T("The Fellowship reaches step {n} of the Mordor track.", n=s.mordor), kind="fellowship")]
        if s.mordor >= steps:
            s.mordor = steps
            ev += self._finish(s, FP, T("The Ring-bearer reaches the Crack of Doom and the Ring is destroyed."),
                               R_VICTORY)
        return ev

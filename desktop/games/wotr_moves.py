"""War of the Ring's gestures on the board turned into the engine's actions: what a figure may do (army moves
and attacks, retreats and advances, Nazgûl and characters, the Fellowship, reinforcements, dice dropped on a
region), which action a drop or a click means, and the small menus and the split dialog (wotr_dialogs.py) that
ask when several actions fit."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.core import Action, Illegal
from engines.war_of_the_ring.common import FP, SH
from engines.war_of_the_ring.state import NATIONS, WotrState

from ..i18n import tr, word
from . import wotr_dialogs
from .wotr_common import (
    ARMY_MOVES,
    DIE_VALUE,
    FACE_WORDS,
    FELLOWSHIP_CLICK,
    SIDE_WORDS,
    WHOLE_WORDS,
    WotrHost,
    battle_of,
)
from .wotr_layout import BOX_IDS


class DragMoves:
    """What a drag, a drop or a click on a figure means (the adapter's drag-and-drop methods)."""

    def __init__(self, host: WotrHost) -> None:
        self.host = host

    def figure_actions(self, state: WotrState, figure_id: str) -> list[Action]:
        s = state
        kind, _, rest = figure_id.partition(":")
        legal = self.host.legal(s)
        if kind == "army":
            region, _, side = rest.rpartition(":")
            mover = self.host.game.to_move(s)
            if mover is None or s.sides[mover] != side:
                return []
            out = [a for a in legal if a.kind in ARMY_MOVES and a.get("frm") == region and a.get("to") != region]
            bt: Mapping[str, Any] = s.battle or {}
            if bt.get("to") == region:      # the defender retreats by dragging its army
                out += [a for a in legal if a.kind == "retreat"]
            if bt.get("frm") == region and bt.get("to") != region:   # the victor advances
                out += [a for a in legal if a.kind == "advance"]
            return out
        if kind == "nazgul":
            return [a for a in legal if a.kind == "nazgul_move" and a.get("frm") == rest]
        if kind == "char":
            return [a for a in legal if a.kind in ("char_move", "minion_move") and a.get("who") == rest
                    and a.get("to") != s.chars.get(rest)]
        if figure_id == "fellowship":   # declared or placed on a region; moved on its track
            return [a for a in legal if a.kind in ("place_fellowship", "declare", "move_fellowship", "separate")]
        if kind == "reinf":   # a reinforcement dragged onto a settlement: recruited there
            nation, _, unit = rest.partition(":")
            return [a for a in legal if a.kind in ("recruit", "recruit2") and a.get("nation") == nation
                    and a.get("unit") == unit]
        if kind == "die":   # a die dropped on a region: what that die does there (armies are dragged themselves)
            parts = figure_id.split(":")
            if len(parts) != 4 or not parts[3]:
                return []
            return [a for a in legal if a.get("die") == parts[3] and isinstance(a.get("to"), str)
                    and a.kind not in ARMY_MOVES]
        return []

    @staticmethod
    def _target(s: WotrState, a: Action) -> str | None:
        if a.kind == "advance":
            return battle_of(s).get("to")
        if a.kind == "move_fellowship":   # the Fellowship moves in secret: its progress counter steps on
            return "box_fellowship"
        to = a.get("to")
        return to if isinstance(to, str) else None

    def legal_targets(self, state: WotrState, figure_id: str) -> set[str]:
        return {t for a in self.figure_actions(state, figure_id) if (t := self._target(state, a))}

    def drop_action(self, state: WotrState, figure_id: str, node_id: str) -> Action | Illegal:
        s = state
        matches = self._drop_options(s, figure_id, node_id)
        if matches:   # the chosen die, else the least valuable that can pay; the whole army (refine_drop asks)
            return matches[0]
        if figure_id == "fellowship" and s.pending and s.pending[-1].get("kind") == "action" \
                and any(a.kind == "move_fellowship" for a in self.figure_actions(s, figure_id)):
            return Illegal(tr("The Fellowship moves in secret: drop it on the Fellowship track to move it one "
                              "step (its progress goes up by 1; its figure stays where it was last seen), or on "
                              "a lit region to separate a companion there."), "fellowship")
        kind0, _, rest0 = figure_id.partition(":")
        mover = self.host.game.to_move(s)
        if kind0 == "reinf" and mover is not None:
            nation, _, unit = rest0.partition(":")
            dice = [f for f in s.rolled.get(s.sides[mover], []) if f in ("muster", "army_muster", "will_of_the_west")]
            candidate = Action.make("recruit", mover, die=dice[0] if dice else "muster", nation=nation, unit=unit,
                                    to=node_id)
            verdict = self.host.game.check(s, candidate)
            if isinstance(verdict, Illegal):
                return verdict
            return Illegal(tr("Reinforcements are recruited with a Muster die, one figure at a time, in a free "
                              "settlement of their own nation that is at war."), "mustering")
        if node_id in BOX_IDS:
            return Illegal(tr("The boxes beside the map only show the tracks: drop figures on regions."), "turn")
        if mover is None:
            return Illegal(tr("The game is over."), "victory")
        kind, _, rest = figure_id.partition(":")
        if kind == "die":
            face = figure_id.split(":")[3] if figure_id.count(":") >= 3 else ""
            return Illegal(tr("A {face} die does nothing in {region} by itself: drag an army to move it (the chosen "
                              "die is spent), or pick the die's action in the actions panel.").format(
                face=word(FACE_WORDS, face), region=s.board.name.get(node_id, node_id)), "action-dice")
        if kind == "char" and s.board.char_side(rest) == FP:
            return Illegal(tr("{name} moves when the companions move: use a Character die on “Move the "
                              "companions” (click the die), then drag {name}.").format(
                name=s.board.char_name(rest)), "characters")
        if kind in ("char", "nazgul"):
            return Illegal(tr("Nazgûl and minions move when a Character die moves them: click the die, choose "
                              "“Move Nazgûl and minions”, then drag them."), "characters")
        if kind != "army":
            return Illegal(tr("That figure cannot go there now."), "turn")
        region, _, side = rest.rpartition(":")
        if s.sides[mover] != side:
            return Illegal(tr("It is the {side} player's decision now.").format(
                side=word(SIDE_WORDS, s.sides[mover])), "turn")
        p: Mapping[str, Any] = s.pending[-1] if s.pending else {}
        units = s.strength(region, side)
        if p.get("kind") == "army_second":
            candidate = Action.make("move_army2", mover, frm=region, to=node_id, units=units)
        elif p.get("kind") == "action":
            dice = [f for f in s.rolled.get(side, []) if f in ("army", "army_muster", "character", "will_of_the_west")]
            die = dice[0] if dice else "army"
            hostile = s.enemy_outside(node_id, side) or (node_id in s.sieges and s.sieges[node_id] != side)
            candidate = (Action.make("attack", mover, die=die, frm=region, to=node_id) if hostile
                         else Action.make("move_army", mover, die=die, frm=region, to=node_id, units=units))
        else:
            legal = self.host.legal(s)
            waiting = self.host.action_group(legal[0]) if legal else tr("a choice")
            return Illegal(tr("The game is waiting for another choice first: {what} (in the actions panel or the "
                              "battle and hunt view).").format(what=waiting), "turn")
        verdict = self.host.game.check(s, candidate)
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That army cannot go there now."), "army-movement")

    def _drop_options(self, s: WotrState, figure_id: str, node_id: str) -> list[Action]:
        """What a drop of `figure_id` on `node_id` may mean: one action per die that can pay (the chosen die
        only, when it can), the least valuable die first, each the whole army where armies move."""
        matches = [a for a in self.figure_actions(s, figure_id) if self._target(s, a) == node_id]
        chosen = self.host.chosen(s)
        if chosen is not None and any(a.get("die") == chosen[1] for a in matches):
            matches = [a for a in matches if a.get("die") == chosen[1]]
        if figure_id.startswith("army:"):
            best: dict[Any, Action] = {}
            for a in matches:   # per die and kind: the biggest offered (the whole army)
                key = (a.get("die"), a.kind)
                if key not in best or (a.get("units") or 99) > (best[key].get("units") or 99):
                    best[key] = a
            matches = list(best.values())
        return sorted(matches, key=lambda a: DIE_VALUE.get(a.get("die"), 0))

    def click_action(self, state: WotrState, figure_id: str, seat: int | None, parent: Any = None) -> Action | None:
        """A click on the Fellowship: hide it, declare it, move it, separate or move companions, enter
        Mordor, change the guide; on a nation's disc of the political track: advance it. A menu with the die
        that pays each (the chosen die only, when it can)."""
        if seat is None:
            return None
        options = self.click_options(state, figure_id)
        if not options:
            return None
        return wotr_dialogs.choose_action(options, parent)

    def click_options(self, state: WotrState, figure_id: str) -> list[Action]:
        """What a click on the Fellowship or a political disc offers (the chosen die's uses only, when it has any),
        in the menu's order; [] for another figure."""
        s = state
        legal = self.host.legal(s)
        if figure_id == "fellowship":
            options = [a for a in legal if a.kind in FELLOWSHIP_CLICK]
        elif figure_id.startswith("trk:pol:") and figure_id.count(":") == 2:
            nation = figure_id.split(":")[2]
            options = [a for a in legal if a.kind in ("politics", "companion_politics")
                       and (a.get("nation") == nation or (a.kind == "companion_politics"
                                                          and self._companion_nation(s, a) == nation))]
        else:
            return []
        if not options:
            return []
        chosen = self.host.chosen(s)
        if chosen is not None and any(a.get("die") == chosen[1] for a in options):
            options = [a for a in options if a.get("die") in (chosen[1], None)]
        options.sort(key=lambda a: (FELLOWSHIP_CLICK.index(a.kind) if a.kind in FELLOWSHIP_CLICK else 0,
                                    DIE_VALUE.get(a.get("die"), 0)))
        return options

    @staticmethod
    def _companion_nation(s: WotrState, a: Action) -> str | None:
        """The nation a companion's politics action advances (the engine's label names it)."""
        text = str(a)
        for n in NATIONS:
            if f"advances {s.nation_name(n)} " in text or f"advances the {s.nation_name(n)} " in text:
                return n
        return None

    def refine_drop(self, state: WotrState, figure_id: str, node_id: str, action: Action | Illegal, detailed: bool,
                    parent: Any = None) -> Action | Illegal | None:
        """An army: a plain drop moves (or attacks with) the whole army with the only die that can pay; when
        several dice can pay, or the stack holds more than one kind of figure, a small menu asks (the least
        valuable die and the whole army first, "Choose which figures go…" for a part). Shift or Ctrl opens
        the split dialog at once; so does a drop where only part of the army may go. The Fellowship dropped
        on its track, or a die on a region, with several ways to pay: a menu, least valuable first."""
        s = state
        if figure_id.startswith("army:") and isinstance(action, Action) and action.kind in (*ARMY_MOVES, "advance"):
            options = self._drop_options(s, figure_id, node_id) or [action]
            frm: str = action.get("frm") or battle_of(s).get("frm", "")
            side = s.sides[action.seat]
            whole = s.strength(frm, side)
            if detailed:
                return wotr_dialogs.SplitDialog.ask(self.host.game, s, options[0], parent)
            mixed = self._mixed(s, frm, side)
            if len(options) == 1 and not mixed:
                units = options[0].get("units")
                if isinstance(units, int) and units < whole:
                    return wotr_dialogs.SplitDialog.ask(self.host.game, s, options[0], parent)
                return options[0]
            entries: list[tuple[str, Any]] = []
            for a in options:
                die = a.get("die")
                face = word(FACE_WORDS, die) if isinstance(die, str) else ""

                def paid(what: str, face: str = face) -> str:
                    return tr("{what} — {face} die").format(what=what, face=face) if face else what
                units = a.get("units")
                if not (isinstance(units, int) and units < whole):
                    entries.append((paid(word(WHOLE_WORDS, a.kind, tr("Move the whole army"))), a))
                entries.append((paid(tr("Choose which figures go…")), ("split", a)))
            picked = wotr_dialogs.choose_entry(entries, parent)
            if isinstance(picked, tuple):
                return wotr_dialogs.SplitDialog.ask(self.host.game, s, picked[1], parent)
            return picked if isinstance(picked, Action) else None
        if (figure_id == "fellowship" or figure_id.startswith("reinf:")) and isinstance(action, Action) \
                and action.kind in ("move_fellowship", "recruit", "separate"):
            options = self._drop_options(s, figure_id, node_id)
            return wotr_dialogs.choose_action(options, parent) if len(options) > 1 else action
        if figure_id.startswith("die:") and isinstance(action, Action):
            options = [a for a in self.figure_actions(s, figure_id) if self._target(s, a) == node_id]
            if len(options) > 1:
                return wotr_dialogs.choose_action(options, parent)
        return action

    @staticmethod
    def _mixed(s: WotrState, region: str, side: str) -> bool:
        """More than one kind of figure in a side's stack: regulars and elites, leaders, several nations,
        Nazgûl or characters (so a plain drop asks whether all go)."""
        army = {n: t for n, t in s.army(region, side).items() if any(t)}
        kinds = {i for t in army.values() for i, v in enumerate(t) if v}
        extras = bool(s.chars_at(region, side)) or (side == SH and bool(s.nazgul.get(region)))
        return len(army) > 1 or len(kinds) > 1 or extras


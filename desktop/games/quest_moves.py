"""The quest's gestures turned into the engine's actions, and why not when a gesture does nothing.

Drags: a card from the hand onto a line (it lights up where the card fits), onto the event, tile or foe being
paid, or (Fire Brand) onto a foe; the Ring onto a line; Gandalf's Guidance onto a line, his Fire Storm onto a
foe; a life token or the shields onto what is being paid. Clicks: the tile stack reveals a tile, the leftmost
foe is fought, a stop of the route is travelled to, a yellow or Gandalf card is played (a small menu when it has
several targets, as a drop or a stop may mean several things), a card is discarded or passed on when that is
asked. Everything else is in the actions panel.
"""
from __future__ import annotations

from typing import Any

from engines.core import Action, Illegal
from engines.quest.state import QuestState

from ..i18n import say, tr
from .quest_figures import QuestHost
from .quest_table import ROWS, foe_slot, paid_place, row_keys, row_of, shown_board

LINE_KINDS = ("play_card", "ring", "gandalf", "ability")


def choose(actions: list[Action], parent: Any = None) -> Action | None:
    """A small menu at the mouse, one entry per action (the first the default); None when dismissed."""
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QMenu
    menu = QMenu(parent)
    menu.setObjectName("QuestChooseAction")
    for i, action in enumerate(actions):
        item = menu.addAction(say(action.label) if action.label else str(action))
        item.setData(action)
        if i == 0:
            menu.setDefaultAction(item)
            menu.setActiveAction(item)
    from ..odds_view import odds_in_menu
    odds_in_menu(menu, parent)
    chosen = menu.exec(QCursor.pos())
    data = chosen.data() if chosen is not None else None
    return data if isinstance(data, Action) else None


class QuestMoves:
    """What a drag, a drop or a click on a figure or a place of the quest's table means."""

    #: the menu that asks which of several actions (tests put a stand-in here)
    choose = staticmethod(choose)

    def __init__(self, host: QuestHost) -> None:
        self.host = host

    @property
    def game(self) -> Any:
        return self.host.game

    # -- which actions a figure may carry out by being dropped -------------------------------------------------
    def figure_actions(self, s: QuestState, fid: str) -> list[Action]:
        legal = self.host.mine(s)
        if fid.startswith("card:"):
            card = fid[5:]
            return [a for a in legal if (a.kind == "play_card" and a["card"] == card)
                    or (a.kind == "yellow" and a["card"] == card and a.get("foe") is not None)
                    or (a.kind == "give" and a["item"] == "card:" + card)]
        if fid == "the_ring":
            return [a for a in legal if a.kind == "ring"]
        if fid.startswith("gandalf:"):
            return [a for a in legal if a.kind == "gandalf" and a["card"] == fid[8:]
                    and (a.get("line") is not None or a.get("foes") is not None)]
        if fid.startswith("token:"):
            _t, owner, kind = fid.split(":")
            return [a for a in legal if a.kind == "give" and a.seat == int(owner) and a["item"] == "token:" + kind]
        if fid.startswith("shields:"):
            payer = int(fid.split(":")[1])
            return [a for a in legal if a.kind == "give" and a.seat == payer and a["item"] in ("shields", "wit")]
        return []

    def targets_of(self, s: QuestState, action: Action) -> set[str]:
        """The places of the table a drop carries `action` out on."""
        line = action.get("line")
        if line is not None:
            board, _preview = shown_board(s)
            row = row_of(board, line)
            return {row} if row else set()
        foe = action.get("foe")
        foes = action.get("foes")
        if foe is not None or foes is not None:
            return {foe_slot(s, s.foe_line.index(f)) for f in ([foe] if foe else foes) if f in s.foe_line}
        if action.kind == "give":
            place = paid_place(s)
            return {place} if place else set()
        return set()

    def legal_targets(self, s: QuestState, fid: str) -> set[str]:
        return {t for a in self.figure_actions(s, fid) for t in self.targets_of(s, a)}

    def draggable(self, s: QuestState, fid: str, figure_seat: int | None, seat: int | None) -> bool:
        """What the hobbit to move may pick up: his cards, the Ring (if he carries it), his tokens and shields
        while paying, Gandalf's cards that go somewhere."""
        if seat is None:
            return False
        if fid.startswith(("card:", "token:", "shields:")) or fid == "the_ring":
            return figure_seat == seat
        if fid.startswith("gandalf:"):
            return bool(self.figure_actions(s, fid))
        return False

    # -- a drop ----------------------------------------------------------------------------------------------------
    def drop_action(self, s: QuestState, fid: str, node: str) -> Action | Illegal:
        fitting = [a for a in self.figure_actions(s, fid) if node in self.targets_of(s, a)]
        if fitting:
            return fitting[0]
        return self.why_not(s, fid, node)

    def why_not(self, s: QuestState, fid: str, node: str) -> Illegal:
        """The engine's reason and rule a drop is refused, where the engine can say it; else ours."""
        seat = self.game.to_move(s)
        board, _preview = shown_board(s)
        key = row_keys(board).get(node) if node in ROWS else None
        if seat is None:
            return Illegal(tr("Nobody is to move now."), "turn")
        if fid.startswith("card:") and key is not None:
            return self._verdict(s, Action.make("play_card", seat, card=fid[5:], line=key), "activity-lines")
        if fid == "the_ring" and key is not None:
            return self._verdict(s, Action.make("ring", seat, line=key), "the-ring")
        if fid.startswith("gandalf:") and key is not None:
            return self._verdict(s, Action.make("gandalf", seat, card=fid[8:], line=key), "gandalf")
        if node in ROWS:
            return Illegal(tr("This board has no line there."), "activity-lines")
        if node == paid_place(s):
            return Illegal(tr("That does not pay toward what is asked."), "paying")
        if node.startswith("foe_"):
            if fid.startswith("card:"):
                return Illegal(tr("Only Fire Brand defeats a foe by being dropped on it; to fight the leftmost foe, "
                                  "click it."), "defeating-foes")
            return Illegal(tr("To fight the leftmost foe, click it."), "defeating-foes")
        if fid.startswith(("token:", "shields:")):
            return Illegal(tr("Life tokens and shields are given when an event or a foe asks for them: drop them "
                              "on what is being paid."), "paying")
        return Illegal(tr("Drop a card on a line of the scenario board, or on the event or foe being paid."),
                       "activity-lines")

    def _verdict(self, s: QuestState, action: Action, rule: str) -> Illegal:
        verdict = self.game.check(s, action)
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That cannot be played there now."), rule)

    def refine_drop(self, s: QuestState, fid: str, node: str, action: Action | Illegal,
                    parent: Any = None) -> Action | Illegal | None:
        """Several ways for one drop, asked in a small menu: Gandalf's Fire Storm dropped on a foe (which pair of
        foes, when there are several with it), Fatty's shields dropped on a price (his shields or his Wit)."""
        if isinstance(action, Illegal):
            return action
        fitting = [a for a in self.figure_actions(s, fid) if node in self.targets_of(s, a)]
        return fitting[0] if len(fitting) <= 1 else self.choose(fitting, parent)

    # -- clicks ----------------------------------------------------------------------------------------------------
    def click_options(self, s: QuestState, fid: str) -> list[Action]:
        """What a click on a figure may carry out (the first gesture of a menu when there are several)."""
        legal = self.host.mine(s)
        if fid.startswith("card:"):
            card = fid[5:]
            return [a for a in legal if a.get("card") == card and a.kind in ("yellow", "discard", "council")] + [
                a for a in legal if a.kind == "give" and a["item"] == "card:" + card]
        if fid.startswith("gandalf:"):
            return [a for a in legal if a.kind == "gandalf" and a["card"] == fid[8:]]
        if fid.startswith("foe:"):
            leftmost = s.foe_line[0] if s.foe_line else None
            return [a for a in legal if a.kind == "fight"] if fid[4:] == leftmost else []
        if fid == "the_ring":
            return [a for a in legal if a.kind == "ring"]
        if fid.startswith(("token:", "shields:")):
            return self.figure_actions(s, fid)
        return []

    def click_action(self, s: QuestState, fid: str, seat: int | None, parent: Any = None) -> Action | None:
        if seat is None:
            return None
        options = [a for a in self.click_options(s, fid) if a.seat == seat]
        if len(options) <= 1:
            return options[0] if options else None
        return self.choose(options, parent)

    def figure_clicked(self, s: QuestState, fid: str, seat: int | None) -> Illegal | bool:
        """A click that played nothing: why, for the pieces a player expects to act on."""
        if seat is None:
            return False
        if fid.startswith("foe:"):
            if s.foe_line and fid[4:] != s.foe_line[0]:
                return Illegal(tr("Only the leftmost foe can be fought: {foe}.").format(
                    foe=say(s.data.foe(s.foe_line[0]).name)), "defeating-foes")
            verdict = self.game.check(s, Action.make("fight", seat))
            return verdict if isinstance(verdict, Illegal) else False
        if fid.startswith("gandalf:"):
            verdict = self.game.check(s, Action.make("gandalf", seat, card=fid[8:]))
            return verdict if isinstance(verdict, Illegal) else False
        return False

    def click_preview(self, s: QuestState, target: str, seat: int) -> list[Action]:
        """What a click on a figure or a place would play or offer `seat` (the tile stack: the reveal; a stop: the
        travel there; a figure: its click options), without asking anything."""
        if target == "tiles" or target.startswith("stop_"):
            legal = [a for a in self.host.mine(s) if a.seat == seat]
            if target == "tiles":
                return [a for a in legal if a.kind == "reveal"]
            return [a for a in legal if a.kind == "travel" and a["to"] == target[5:]]
        return [a for a in self.click_options(s, target) if a.seat == seat]

    def node_click_action(self, s: QuestState, node: str, seat: int | None, parent: Any = None) -> Action | None:
        """The tile stack clicked: reveal a tile; a stop of the route clicked between boards: travel there."""
        if seat is None:
            return None
        legal = self.host.mine(s)
        if node == "tiles":
            return next((a for a in legal if a.kind == "reveal" and a.seat == seat), None)
        if node.startswith("stop_"):
            options = [a for a in legal if a.kind == "travel" and a["to"] == node[5:] and a.seat == seat]
            if len(options) <= 1:
                return options[0] if options else None
            return self.choose(options, parent)
        return None

    def lift_refusal(self, s: QuestState, fid: str) -> Illegal | None:
        """Why a card of the hobbit to move cannot go anywhere now: the engine's reason for the first open line."""
        seat = self.game.to_move(s)
        if seat is None or not fid.startswith("card:"):
            return None
        board, _preview = shown_board(s)
        for row in row_keys(board):
            verdict = self.why_not(s, fid, row)
            if verdict.rule:
                return verdict
        return None

    # -- what to light up ----------------------------------------------------------------------------------------------
    def highlights(self, s: QuestState) -> set[str]:
        """While nothing is carried: the tile stack to click, the stops to travel to, what is being paid, the
        leftmost foe to fight."""
        legal = self.host.mine(s)
        out: set[str] = set()
        for a in legal:
            if a.kind == "reveal":
                out.add("tiles")
            elif a.kind == "travel":
                out.add(f"stop_{a['to']}")
            elif a.kind == "fight" and s.foe_line:
                out.add(foe_slot(s, 0))
        place = paid_place(s)
        if place and any(a.kind == "give" for a in legal):
            out.add(place)
        return out

    def focus_nodes(self, s: QuestState, action: Action) -> list[str]:
        if action.kind in LINE_KINDS and action.get("line") is not None:
            board, _preview = shown_board(s)
            row = row_of(board, action["line"])
            return [row] if row else []
        if action.kind == "reveal":
            return ["tile_out"]
        if action.kind == "travel":
            return [f"stop_{action['to']}"]
        return []

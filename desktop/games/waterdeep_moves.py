"""Lords of Waterdeep's gestures turned into the engine's actions: an agent dragged onto a space, a quest
taken (clicked or dragged onto one's quests) or completed (clicked or dragged onto one's completed pile), a
building for sale clicked in Builder's Hall; and why not, when a gesture does nothing."""
from __future__ import annotations

from typing import Any

from engines.core import Action, Illegal
from engines.waterdeep.state import WaterdeepState
from maps import load_map
from maps.schema import Node

from ..i18n import tr
from .base import Figure
from .waterdeep_common import WaterdeepHost
from .waterdeep_figures import WaterdeepFigures


class WaterdeepMoves:
    """What a drag, a drop or a click on a figure or a place means."""

    def __init__(self, host: WaterdeepHost, figures: WaterdeepFigures) -> None:
        self.host = host
        self.figures = figures
        self._node_index: dict[str, Node] | None = None

    @staticmethod
    def _quest_of(figure_id: str) -> tuple[int, str] | None:
        if not figure_id.startswith("quest_"):
            return None
        _prefix, seat, q = figure_id.split("_", 2)
        return int(seat), q

    def _figure_kind(self, s: WaterdeepState, figure_id: str) -> tuple[str, int | None, str | None]:
        """(agent / ambassador, seat, where) of a figure id."""
        for f in self.figures.agent_figures(s):
            if f.id == figure_id:
                return ("ambassador" if figure_id == "ambassador" else "agent"), f.seat, f.node
        return "", None, None

    def _pending_quest_action(self, s: WaterdeepState, q: str) -> Action | None:
        """The pending decision's option that names quest `q` (take it, keep it, discard it), if any."""
        if s.pending is None:
            return None
        return next((a for a in self.host.game.legal_actions(s) if a.get("quest") == q), None)

    def figure_actions(self, state: WaterdeepState, figure_id: str) -> list[Action]:
        s = state
        if figure_id.startswith("offer_"):
            a = self._pending_quest_action(s, figure_id[len("offer_"):])
            return [a] if a is not None else []
        quest = self._quest_of(figure_id)
        if quest is not None:
            owner, q = quest
            if owner != self.host.game.to_move(s) or s.over:
                return []
            if s.pending is not None:
                a = self._pending_quest_action(s, q)
                return [a] if a is not None else []
            if s.phase != "complete":
                return []
            return [a for a in self.host.game.legal_actions(s) if a.kind == "complete" and a["quest"] == q]
        kind, seat, node = self._figure_kind(s, figure_id)
        if seat is None or s.pending is not None or seat != s.current:
            return []
        want = None
        if kind == "agent" and node == f"pool_{seat}" and s.phase == "place":
            want = "place"
        elif kind == "ambassador" and s.phase == "ambassador":
            want = "place_ambassador"
        elif kind == "agent" and s.phase == "reassign" and s.reassigning is not None and node == s.reassigning[0]:
            want = "reassign"
        if want is None:
            return []
        return [a for a in self.host.game.legal_actions(s) if a.kind == want]

    def legal_targets(self, state: WaterdeepState, figure_id: str) -> set[str]:
        actions = self.figure_actions(state, figure_id)
        if figure_id.startswith("offer_"):
            return {f"quests_{a.seat}" for a in actions if a.kind == "take_quest"}
        quest = self._quest_of(figure_id)
        if quest is not None:
            return {f"completed_{quest[0]}" for a in actions if a.kind == "complete"}
        # (Undermountain) a building for sale, open with Obtain Builder's Plans, is the slot that shows it
        return {self.figures.board_place(state, a["place"]) for a in actions}

    def draggable(self, state: WaterdeepState, figure: Figure, seat: int | None) -> bool:
        return seat is not None and figure.seat == seat and not figure.id.startswith("mat_")

    def click_action(self, state: WaterdeepState, figure_id: str, seat: int | None,
                     parent: Any = None) -> Action | None:
        """A click on a quest card plays it: an offer at Cliffwatch Inn is taken, an active quest completed
        (or chosen, when a card asks to keep or discard one)."""
        if seat is None or not (figure_id.startswith("offer_") or self._quest_of(figure_id)):
            return None
        actions = [a for a in self.figure_actions(state, figure_id) if a.seat == seat]
        return actions[0] if actions else None

    def node_click_action(self, state: WaterdeepState, node_id: str, seat: int | None,
                          parent: Any = None) -> Action | None:
        """A click on a building for sale in Builder's Hall while a building is being bought: that one."""
        s = state
        if seat is None or s.pending is None or s.pending.kind != "buy" or node_id not in self._nodes_by_id():
            return None
        node = self._nodes_by_id()[node_id]
        b = self.host.slot_building(s, node) if node.kind == "building_slot" else None
        if b is None:
            return None
        return next((a for a in self.host.game.legal_actions(s) if a.kind == "buy" and a.get("building") == b
                     and a.seat == seat), None)

    def _nodes_by_id(self) -> dict[str, Node]:
        nodes = self._node_index
        if nodes is None:
            nodes = {n.id: n for n in load_map(self.host.game.map_id).nodes}
            self._node_index = nodes
        return nodes

    def figure_clicked(self, state: WaterdeepState, figure_id: str, seat: int | None) -> Illegal | bool:
        """A quest card clicked that cannot be played now: why."""
        s = state
        if seat is None or not (figure_id.startswith("offer_") or self._quest_of(figure_id)):
            return False
        if figure_id.startswith("offer_"):
            if s.pending is not None:
                return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(
                    prompt=s.pending.prompt), "choices")
            return Illegal(tr("To take a quest, first send an agent to one of Cliffwatch Inn's spaces; then click "
                              "the quest you want."), "quests")
        quest = self._quest_of(figure_id)
        if quest is None:   # (an offer's answer is above)
            return False
        owner, q = quest
        if owner != seat:
            return Illegal(tr("That quest is {who}'s.").format(who=s.name(owner)), "quests")
        verdict = self._drop_quest(s, owner, q, f"completed_{owner}")
        return verdict if isinstance(verdict, Illegal) else False

    def drop_action(self, state: WaterdeepState, figure_id: str, node_id: str) -> Action | Illegal:
        s = state
        if figure_id.startswith("offer_"):
            actions = self.figure_actions(s, figure_id)
            if actions and node_id == f"quests_{actions[0].seat}":
                return actions[0]
            if actions:
                return Illegal(tr("Drop the quest on your own quests (on your mat), or just click it."), "quests")
            why = self.figure_clicked(s, figure_id, self.host.game.to_move(s))
            return why if isinstance(why, Illegal) else Illegal(tr("That quest cannot be taken now."), "quests")
        quest = self._quest_of(figure_id)
        if quest is not None:
            return self._drop_quest(s, quest[0], quest[1], node_id)
        for action in self.figure_actions(s, figure_id):
            if action["place"] == node_id or self.figures.board_place(s, action["place"]) == node_id:
                return action
        kind, seat, node = self._figure_kind(s, figure_id)
        if s.pending is not None:
            return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(prompt=s.pending.prompt),
                           "choices")
        target = self._nodes_by_id().get(node_id)
        if node_id.startswith(("pool_", "quests_", "completed_")) or (target is not None
                                                                       and target.kind not in ("action_space", "lot")):
            return Illegal(tr("Send an agent to an action space or a building on a lot."), "placement")
        mode = {"place": "place", "ambassador": "place_ambassador", "reassign": "reassign"}.get(s.phase)
        if mode is None:
            if s.phase == "complete":
                return Illegal(tr("You have placed your agent this turn: now complete a quest or end your turn."),
                               "turn")
            return Illegal(tr("No agent can be placed now."), "turn")
        if kind == "agent" and mode == "place_ambassador":
            return Illegal(tr("First the Ambassador is placed: drag it from your mat."), "ambassador")
        if kind == "ambassador" and mode != "place_ambassador":
            return Illegal(tr("The Ambassador is placed at the start of a round, before any agent."), "ambassador")
        if mode == "place" and node != f"pool_{seat}":
            return Illegal(tr("That agent is already out: send one from your mat."), "placement")
        verdict = self.host.game.check(s, Action.make(mode, s.current, place=node_id))
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That agent cannot go there now."), "placement")

    def _drop_quest(self, s: WaterdeepState, seat: int, q: str, node_id: str) -> Action | Illegal:
        """A quest card dropped on `node_id`: its own completed pile completes it, if the rules allow."""
        chosen = self._pending_quest_action(s, q)
        if chosen is not None and seat == chosen.seat:
            return chosen
        if node_id != f"completed_{seat}":
            return Illegal(tr("Drop the quest on your completed pile (beside your quests) to complete it."), "quests")
        if s.pending is not None:
            return Illegal(tr("First finish the choice in the actions panel: {prompt}").format(prompt=s.pending.prompt),
                           "choices")
        if seat != self.host.game.to_move(s):
            return Illegal(tr("It is {who}'s turn, not {seat}'s.").format(who=s.name(self.host.game.to_move(s)),
                                                                          seat=s.name(seat)), "turn")
        verdict = self.host.game.check(s, Action.make("complete", seat, quest=q))
        if isinstance(verdict, Illegal):
            return verdict
        return next((a for a in self.host.game.legal_actions(s) if a.kind == "complete" and a["quest"] == q),
                    Illegal(tr("That quest cannot be completed now."), "quests"))

    def focus_nodes(self, state: WaterdeepState, action: Action) -> list[str]:
        if action.kind == "complete":
            return [f"completed_{action.seat}"]
        place = action.get("place")
        return [place] if isinstance(place, str) and not place.startswith("hall:") else []

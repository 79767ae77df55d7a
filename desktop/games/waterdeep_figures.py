"""Lords of Waterdeep's figures: agents (and the Ambassador) on their spaces or lined up on their mats, the
quests for offer at Cliffwatch Inn, each player's active quests, and each player's mat."""
from __future__ import annotations

from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.waterdeep.state import ADV, HIDDEN, WaterdeepState

from ..board.measure import token_radius
from ..i18n import say, tr
from . import waterdeep_art as art
from .base import Figure
from .waterdeep_common import (
    AGENT_R,
    AGENTS_BESIDE,
    ICON_OF,
    MAT_HEAD,
    QUEST_COLOURS,
    WaterdeepHost,
    as_dict,
    blend,
    bundle,
    effect_steps_short,
    plain_gain,
    quest_type,
    res_short,
    tray_cells,
)


class WaterdeepFigures:
    """The figures of a state: agents on their spaces and mats, quest cards, the players' mats."""

    def __init__(self, host: WaterdeepHost) -> None:
        self.host = host

    def figures(self, state: WaterdeepState) -> list[Figure]:
        s = state
        seats = range(min(s.players, self.host.mat_count()))
        # the mats first: on a narrow mat (five or six players) the pooled agents stand on its lower edge, above it
        out = [self._mat(s, seat) for seat in seats]
        out += self.agent_figures(s)
        out += self._offer_cards(s)
        for seat in seats:
            out += self._quest_cards(s, seat)
        return out

    def agent_figures(self, state: WaterdeepState) -> list[Figure]:
        s = state
        out: list[Figure] = []
        count = [0] * s.players
        for place, occ in s.occ.items():
            spot = self.board_place(s, place)
            for k, (seat, amb) in enumerate(occ):
                f = self._ambassador(s, spot, seat) if amb else self._agent(s, seat, count[seat], place, False)
                f.node = spot
                if not amb:
                    count[seat] += 1
                f.at = self._spot_on(spot, k, len(occ))
                out.append(f)
        for seat in range(s.players):
            pooled = []
            for _ in range(max(0, s.pool[seat])):
                pooled.append(self._agent(s, seat, count[seat], f"pool_{seat}", True))
                count[seat] += 1
            if s.ambassador == "held" and s.ambassador_holder == seat:
                pooled.append(self._ambassador(s, f"pool_{seat}", seat))
            self._line_up_pool(seat, pooled)
            out += pooled
        if s.ambassador == "palace":
            lot = next((lot for lot, b in s.lots.items() if b == "the_palace_of_waterdeep"), None)
            if lot is not None:
                f = self._ambassador(s, lot, None)
                f.at = self._spot_on(lot, 0, 1)
                out.append(f)
        return out

    def board_place(self, s: WaterdeepState, place: str) -> str:
        """The place of the board an agent on `place` stands on: a building for sale in Builder's Hall (a card
        sends an agent there, "hall:<building>") is the slot showing it, else the hall itself."""
        if not place.startswith("hall:"):
            return place
        b = place[len("hall:"):]
        return f"building_slot_{s.hall.index(b) + 1}" if b in s.hall else "builders_hall"

    def _spot_on(self, place: str, index: int, count: int) -> tuple[float, float]:
        """Where the `index`-th of `count` agents on a space stands: side by side along its foot."""
        x0, _y0, x1, y1 = self.host.rect(place)
        step = min(AGENT_R * 2.0, (x1 - x0 - 8) / max(count, 1))
        left = (x0 + x1) / 2 - step * (count - 1) / 2
        return (left + step * index, y1 - AGENT_R - 4)

    def _line_up_pool(self, seat: int, group: list[Figure]) -> None:
        """The agents waiting on a mat stand in one row under its name and tavern."""
        if seat >= self.host.mat_count() or not group:
            return
        x0, y0, x1, y1 = self.host.rect(f"pool_{seat}")
        if x1 - x0 >= AGENTS_BESIDE:     # at the right end of the mat, beside the name and the tavern
            for k, f in enumerate(reversed(group)):
                f.at = (x1 - 14 - AGENT_R - AGENT_R * 2.3 * k, (y0 + y1) / 2)
            return
        step = min(AGENT_R * 2.3, (x1 - x0 - 20) / len(group))
        for k, f in enumerate(group):
            f.at = (x0 + 14 + AGENT_R + step * k, y1 - AGENT_R - 5)

    def _agent(self, s: WaterdeepState, seat: int, index: int, node: str, in_pool: bool) -> Figure:
        lieutenant = s.lieutenant == seat and index == s.agents[seat] - 1
        name = tr("Lieutenant") if lieutenant else tr("Agent")
        where = tr("on the mat, not yet sent out") if in_pool else tr("on {place}").format(
            place=self.host.game.place_name(s, node))
        tip = (tr("{who}'s lieutenant, {where}") if lieutenant else tr("{who}'s agent, {where}")).format(
            who=s.name(seat), where=where)
        if in_pool:
            tip += "\n" + tr("Drag it onto a free action space.")
        role = "lieutenant" if lieutenant else "agent"
        return Figure(f"agent_{seat}_{index}", node, name, self.host.seat_colour(seat), seat, tip, art=art.AGENT_ART,
                      size=AGENT_R / self._token_radius(), shape=role)

    def _ambassador(self, s: WaterdeepState, node: str, seat: int | None) -> Figure:
        tip = (tr("The Ambassador, held by {who}").format(who=s.name(seat)) if seat is not None
               else tr("The Ambassador waits at the Palace of Waterdeep for whoever visits it."))
        colour = blend(self.host.seat_colour(seat), "#f2e6c0", 0.35) if seat is not None else "#c9b98a"
        return Figure("ambassador", node, tr("Ambassador"), colour, seat, tip, art=art.AGENT_ART,
                      size=AGENT_R / self._token_radius(), shape="ambassador")

    def _token_radius(self) -> float:
        return token_radius(self.host.geometry())

    # -- quest cards ----------------------------------------------------------------------------------
    def quest_text(self, s: WaterdeepState, q: str) -> str:
        """The full card: name, type, cost, reward (and a plot quest's lasting effect)."""
        d = s.data
        if q in d.quests:
            qu = d.quests[q]
            text = (tr("{quest} ({type})").format(quest=qu.name, type=quest_type(qu.type)) + "\n"
                    + tr("Cost: {cost}").format(cost=res_short(as_dict(qu.cost)))
                    + "\n" + tr("Reward: {text}").format(text=qu.reward.text))
            if qu.plot and qu.plot_effect is not None:
                text += "\n" + tr("Plot quest: {text}").format(text=qu.plot_effect.text)
            return text
        card = d.intrigue[q]
        mandatory = card.quest
        assert mandatory is not None   # (a card among a player's quests is a mandatory quest)
        return (tr("{name} (mandatory quest)").format(name=card.name) + "\n"
                + tr("Cost: {cost}").format(cost=res_short(as_dict(mandatory.cost))) + "\n"
                + tr("Reward: {text}").format(text=mandatory.reward.text) + "\n"
                + tr("It must be completed before any other quest."))

    def _card(self, s: WaterdeepState, q: str, fid: str, node: str, seat: int | None, tip: str,
              centre: tuple[float, float], width: float, height: float) -> Figure:
        """A quest card as a figure: what the card painter needs is in its label."""
        d = s.data
        kind: str    # the quest's type, or "mandatory"
        if q in d.quests:
            qu = d.quests[q]
            cost, reward, kind, name = qu.cost, qu.reward, qu.type, say(qu.name)
            word = quest_type(qu.type)
        else:
            card = d.intrigue[q]
            mandatory = card.quest
            assert mandatory is not None   # (a card among a player's quests is a mandatory quest)
            cost, reward, kind, name = mandatory.cost, mandatory.reward, "mandatory", say(card.name)
            word = tr("Mandatory")
        gain = {k: v for k, v in bundle(reward).items() if v}
        vp = gain.pop("vp", 0)
        extras = [st for st in reward.steps if not plain_gain(st)]
        icons = [ICON_OF[st.op] for st in extras if st.op in ICON_OF]
        extra = effect_steps_short([st for st in extras if st.op not in ICON_OF])
        if q in d.quests and d.quests[q].plot:
            extra = (extra + " · " if extra else "") + tr("plot quest")
        label = art.card_label(type=kind, word=word, name=name, vp=vp, cost=as_dict(cost), gain=gain, icons=icons,
                               extra=extra, aspect=round(height / width, 3))
        return Figure(fid, node, label, QUEST_COLOURS.get(kind, "#c0392b"), seat, tip, art=art.CARD_ART, at=centre,
                      size=width / 2 / self._token_radius())

    def _offer_cards(self, s: WaterdeepState) -> list[Figure]:
        """The face-up quests of Cliffwatch Inn: clicked (or dragged onto one's quests) to take one."""
        out = []
        taker = s.pending.seat if s.pending is not None and s.pending.kind == "take_quest" else None
        for slot, q in enumerate(s.cliffwatch):
            if q is None or q not in s.data.quests:
                continue
            node = f"quest_slot_{slot + 1}"
            x0, y0, x1, y1 = self.host.rect(node)
            tip = self.quest_text(s, q) + "\n" + (
                tr("Click it (or drag it onto your quests) to take it.") if taker is not None else
                tr("To take it, send an agent to Cliffwatch Inn, then click the quest."))
            out.append(self._card(s, q, f"offer_{q}", node, taker, tip, ((x0 + x1) / 2, (y0 + y1) / 2),
                                  x1 - x0 - 6, y1 - y0 - 6))
        return out

    def _quest_cards(self, s: WaterdeepState, seat: int) -> list[Figure]:
        """A seat's active quests, face up in rows in its tray: never on top of each other, smaller (and
        showing less) the more there are."""
        ids = list(s.mandatory[seat]) + list(s.quests[seat])
        if not ids:
            return []
        x0, y0, x1, y1 = self.host.rect(f"quests_{seat}")
        top = y0 + 4
        cells = tray_cells(len(ids), x1 - x0 - 8, y1 - top - 4)
        can = {a["quest"] for a in self.host.game.legal_actions(s) if a.kind == "complete"} \
            if s.pending is None and s.phase == "complete" and not s.over else set()
        out = []
        for q, (cx, cy, w, h) in zip(ids, cells, strict=False):
            tip = self.quest_text(s, q)
            if seat == s.current and q in can:
                tip += "\n" + tr("Click it, or drag it onto your completed pile, to complete it now.")
            elif seat == s.current and s.phase == "complete" and s.pending is None:
                tip += "\n" + tr("You cannot complete it now: {why}").format(why=self._why_not(s, seat, q))
            out.append(self._card(s, q, f"quest_{seat}_{q}", f"quests_{seat}", seat, tip,
                                  (x0 + 4 + cx, top + cy), w, h))
        return out

    def _mat(self, s: WaterdeepState, seat: int) -> Figure:
        """The top of a seat's mat: name, score, Lord and intrigue hand (their owner only), tavern."""
        d = s.data
        x0, y0, x1, _y1 = self.host.rect(f"pool_{seat}")
        lord_id = s.lords[seat]
        lord = say(d.lords[lord_id].name) if lord_id != HIDDEN and lord_id in d.lords else ""
        hand = s.hands[seat]
        known = [c for c in hand if c != HIDDEN and c in d.intrigue]
        names = [say(d.intrigue[c].name) for c in known] if hand and len(known) == len(hand) else None
        tav = s.tavern[seat]
        ink = QColor(self.host.seat_colour(seat)).darker(160).name()
        label = art.mat_label(name=say(s.name(seat)), ink=ink, vp=s.vp[seat],
                              first=s.first == seat, lord=lord, cards=len(hand), hand=names if hand else [],
                              tavern={k: tav[k] for k in (*ADV, "gold")}, h=MAT_HEAD,
                              w=x1 - x0 - 16 - (AGENT_R * 2.3 * 6 if x1 - x0 >= AGENTS_BESIDE else 0))
        rows = self.host.seat_info(s, seat, seat if lord else None).rows
        tip = "\n".join(tr("{caption}: {value}", "a row of a player's mat: its caption, then its value").format(
            caption=k, value=v) for k, v in rows)
        width = art._data(label)["w"]
        return Figure(f"mat_{seat}", f"pool_{seat}", label, self.host.seat_colour(seat), None, tip, art=art.MAT_ART,
                      at=(x0 + 8 + width / 2, y0 + 2 + MAT_HEAD / 2), size=1.0)

    def _why_not(self, s: WaterdeepState, seat: int, q: str) -> str:
        verdict = self.host.game.check(s, Action.make("complete", seat, quest=q))
        return verdict.reason if isinstance(verdict, Illegal) else tr("it can be completed.")

"""War of the Ring's battle and hunt view: a dock beside the rules panel that follows the current battle (both
sides' combat rolls round by round, the re-rolls with their reasons, the casualties) or the current hunt (the
hunt roll with +1 per Free Peoples die in the box and its re-rolls, the tile drawn, the damage and what it
cost), and offers the decision of the moment (field or siege, continue, retreat, casualties, the damage's
order) as buttons.

It reads only what the window hands it: the state as the person at the screen may see it, their legal
actions (none when it is not their turn) and the match's events, filtered by who may see them.
"""
from __future__ import annotations

import html
import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QTextBrowser, QVBoxLayout, QWidget

from engines.core import Action, Event
from engines.war_of_the_ring.state import WotrState, other

from ..i18n import N_, say, tr, word
from ..panels import action_words, wrap_words
from .wotr_art import d6_image, die_pixmap
from .wotr_common import army_words, source

BATTLE_CHOICES = ("field_battle", "retreat_into_siege", "combat_card", "no_combat_card", "take_casualties",
                  "continue_battle", "stop_battle", "extend_siege", "stand", "retreat", "stay", "advance",
                  "white_rider", "siege_excess")
HUNT_CHOICES = ("decline", "guide_ability", "no_casualty", "guide_casualty", "random_casualty", "no_hunt_card",
                "hunt_card", "table_card", "no_table_card")
BATTLE_PENDING = ("siege_choice", "combat_card", "casualties", "battle_continue", "battle_retreat", "battle_advance",
                  "white_rider", "siege_excess")
HUNT_PENDING = ("hunt_guide", "hunt_casualty", "hunt_card", "reveal_move", "table_card")
SIDE_WORDS = {"free_peoples": N_("Free Peoples"), "shadow": N_("Shadow")}
CSS = """
body { font-family: 'DejaVu Sans', sans-serif; color: #2b2418; }
h2 { color: #6b2b14; margin: 2px 0 4px 0; font-size: 13pt; }
h3 { color: #6b2b14; margin: 8px 0 2px 0; font-size: 11pt; }
.muted { color: #7a6a50; }
.hit { color: #276b2a; font-weight: bold; }
.bad { color: #a3261f; font-weight: bold; }
.box { background: #f6efdc; padding: 4px; }
"""


def _said(value: Any) -> str:
    """An engine's sentence (a roll's purpose, result, consequence…) in the player's language, for HTML."""
    return html.escape(say(value))


def muted(text: str) -> str:
    """A muted paragraph of the player's language, for HTML."""
    return f"<p class='muted'>{html.escape(text)}</p>"


def _starts_battle(e: Event) -> bool:
    said = source(e)
    return e.kind == "battle" and (said.startswith(("The Free Peoples attack", "The Shadow attacks"))
                                   or "sorties" in said)


def _starts_hunt(e: Event) -> bool:
    if e.roll is not None and e.roll.purpose.startswith("Hunt roll"):
        return True
    return source(e).startswith(("The Fellowship moves on the Mordor track", "The Fellowship passed"))


def _need(title: str) -> int | None:
    m = re.search(r"hits on (\d)\+", title)
    return int(m.group(1)) if m else None


class BattleHuntView(QWidget):
    """The dock's contents: the story so far (HTML with dice pictures) and a button per choice."""

    action_chosen = Signal(object)   # Action

    def __init__(self, adapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WotrBattleHuntView")
        self.title = tr("Battle and hunt")
        self.adapter = adapter
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        self.browser = QTextBrowser()
        self.browser.document().setDefaultStyleSheet(CSS)
        lay.addWidget(self.browser, 1)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold; color: #6b2b14; padding: 2px 4px;")
        lay.addWidget(self.prompt)
        self.button_box = QWidget()
        self.button_layout = QVBoxLayout(self.button_box)
        self.button_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.button_box)
        scroll.setMaximumHeight(230)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller = scroll
        lay.addWidget(scroll)
        self.buttons: list[QPushButton] = []
        self._actions: list[Action] = []
        self.mode = ""               # "battle", "hunt" or ""
        self.live = False            # a battle or a hunt is going on (its rolls belong here, not in the rules)
        self._start_key: Any = None  # which battle or hunt is shown (to bring the view forward once)
        self._images: dict[str, Any] = {}   # the pictures the HTML being built refers to
        self.show_state(None, [], [], None)

    # -- what the window calls ------------------------------------------------------------------------
    def show_state(self, state: WotrState | None, actions: list[Action], events: list[Event],
                   viewer: int | None) -> bool:
        """Show the latest battle or hunt; True when a new one began (or a choice is waiting) since last time."""
        if state is None:
            self.mode = ""
            self.live = False
            self._set_html(muted(tr("Nothing to show yet.")))
            self._set_buttons([], "")
            return False
        seen = [e for e in events if e.visible(viewer)]
        b_at = max((i for i, e in enumerate(seen) if _starts_battle(e)), default=-1)
        h_at = max((i for i, e in enumerate(seen) if _starts_hunt(e)), default=-1)
        pending = state.pending[-1].get("kind") if state.pending else None
        in_battle = state.battle is not None or pending in BATTLE_PENDING
        in_hunt = state.hunt is not None or pending in HUNT_PENDING
        if in_hunt and not (in_battle and b_at > h_at):
            mode, start = "hunt", h_at
        elif in_battle or b_at > h_at:
            mode, start = "battle", b_at
        elif h_at >= 0:
            mode, start = "hunt", h_at
        else:
            mode, start = "", -1
        self.mode = mode
        self.live = in_battle or in_hunt
        story = seen[start:] if start >= 0 else []
        if mode == "battle":
            story = [e for e in story if e.kind in ("battle", "politics", "move", "control") or e.roll is not None]
            body = self._battle_html(state, story, in_battle)
            choices = [a for a in actions if a.kind in BATTLE_CHOICES]
            prompt = tr("Your decision in the battle:") if choices else ""
        elif mode == "hunt":
            story = [e for e in story if e.kind in ("hunt", "fellowship") or e.roll is not None]
            body = self._hunt_html(state, story, in_hunt)
            choices = [a for a in actions if a.kind in HUNT_CHOICES]
            prompt = tr("Your decision about the hunt damage:") if choices else ""
        else:
            body = muted(tr("No battle or hunt yet in this game."))
            choices, prompt = [], ""
        self._set_html(body)
        self.browser.verticalScrollBar().setValue(self.browser.verticalScrollBar().maximum())
        self._set_buttons(choices, prompt)
        key = (mode, start, bool(choices))
        fresh = key != self._start_key and mode != "" and (start >= 0 or bool(choices)) and \
            (in_battle or in_hunt or bool(choices))
        self._start_key = key
        return fresh

    # -- buttons --------------------------------------------------------------------------------------
    def _set_buttons(self, actions: list[Action], prompt: str) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        self._actions = list(actions)
        font = QFont(self.font())
        font.setBold(True)
        fm = QFontMetrics(font)
        width = max(120, self.scroller.viewport().width() - 30)
        for a in actions:
            said = action_words(a)
            button = QPushButton(self._wrap(said, fm, width))
            button.setObjectName(f"choice_{a.kind}")
            button.setToolTip(said)
            button.setStyleSheet("QPushButton { text-align: left; padding: 5px 8px; font-weight: bold; }")
            button.clicked.connect(lambda _=False, act=a: self.action_chosen.emit(act))
            self.button_layout.addWidget(button)
            self.buttons.append(button)
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))
        self.scroller.setVisible(bool(actions))
        if actions:
            self.button_box.adjustSize()
            self.scroller.setMinimumHeight(min(230, self.button_box.sizeHint().height() + 4))

    # -- pictures -------------------------------------------------------------------------------------
    def _die(self, value: int, kind: str, struck: bool = False) -> str:
        name = f"wotr-d6-{value}-{kind}-{int(struck)}"
        self._images[name] = d6_image(value, kind, struck)
        return f"<img src='{name}' width='26' height='26'>"

    @staticmethod
    def _wrap(text: str, fm: QFontMetrics, width: int) -> str:
        """Buttons do not wrap their text: break it into lines that fit."""
        return wrap_words(text, fm, width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.buttons and abs(event.size().width() - event.oldSize().width()) > 6:
            self._set_buttons(self._actions, self.prompt.text())

    def _eye(self) -> str:
        self._images["wotr-eye"] = die_pixmap("eye", "shadow", 44).toImage()
        return "<img src='wotr-eye' width='22' height='22'>"

    def _dice_row(self, dice, is_hit) -> str:
        cells = []
        for d in dice:
            pics = "".join(self._die(v, "miss", struck=True) for v in d.rerolled_from)
            pics += (" → " if d.rerolled_from else "") + self._die(d.value, "hit" if is_hit(d) else "miss")
            cells.append(pics)
        return " &nbsp; ".join(cells)

    def _rerolls(self, dice) -> str:
        notes = [f"{' → '.join(str(v) for v in d.rerolled_from)} → {d.value}: {say(d.reroll_reason)}"
                 for d in dice if d.rerolled_from]
        if not notes:
            return ""
        return "<br><span class='muted'>" + html.escape(tr("Re-rolled")) + ": " + \
            html.escape("; ".join(notes)) + "</span>"

    def _set_html(self, body: str) -> None:
        """The text, then its pictures (setting the text clears the document's resources)."""
        self.browser.setHtml(body)
        doc = self.browser.document()
        for name, image in self._images.items():
            doc.addResource(3, QUrl(name), image)   # QTextDocument.ImageResource
        self._images = {}

    # -- the battle -----------------------------------------------------------------------------------
    def _army_line(self, s: WotrState, region: str, side: str) -> str:
        army = s.army(region, side)
        words = army_words(army) if army else tr("no units left")
        extra = []
        if side == "shadow" and s.nazgul.get(region):
            extra.append(tr("Nazgûl ×{n}").format(n=s.nazgul[region]))
        extra += [say(s.board.char_name(c)) for c in s.chars_at(region, side)]
        return html.escape(words + (" · " + ", ".join(extra) if extra else ""))

    def _battle_html(self, s: WotrState, story: list[Event], live: bool) -> str:
        b = s.board
        bt: Mapping[str, Any] = s.battle or {}
        parts = []
        if bt:
            att, frm, to = bt["att"], bt["frm"], bt["to"]
            dfn = other(att)
            kind = {"field": tr("field battle"), "siege": tr("siege"), "sortie": tr("sortie")}.get(bt["kind"], "")
            title = tr("Battle for {r}").format(r=b.name[to])
            round_ = tr("round {n}").format(n=bt.get("round", 0))
            parts.append(f"<h2>⚔ {html.escape(title)}</h2><p class='muted'>{html.escape(kind)} · "
                         f"{html.escape(round_)}</p>")
            att_at = to if bt["kind"] == "sortie" else frm
            attacker = tr("Attacker ({side}, {region})").format(side=word(SIDE_WORDS, att), region=b.name[att_at])
            defender = (tr("Defender ({side}, {region}, inside the stronghold)") if s.sieges.get(to) == dfn
                        else tr("Defender ({side}, {region})")).format(side=word(SIDE_WORDS, dfn), region=b.name[to])
            parts.append("<table class='box' width='100%' cellspacing='0' cellpadding='3'>"
                         f"<tr><td><b>{html.escape(attacker)}</b></td></tr>"
                         f"<tr><td>{self._army_line(s, att_at, att)}</td></tr>"
                         f"<tr><td><b>{html.escape(defender)}</b></td></tr>"
                         f"<tr><td>{self._army_line(s, to, dfn)}</td></tr></table>")
        elif story:
            last = tr("The last battle")
            parts.append(f"<h2>⚔ {html.escape(last)}</h2>")
        for e in story:
            if e.roll is not None and e.roll.purpose.startswith("Battle"):
                r = e.roll
                parts.append(f"<h3>{_said(r.purpose)}</h3>")
                if r.target:
                    parts.append("<p class='muted'>" + tr("<b>Target:</b> {target}").format(target=_said(r.target))
                                 + "</p>")
                for part in r.parts:
                    need = _need(part.title) or 5

                    def hit(d, need=need) -> bool:
                        return d.value == 6 or (d.value != 1 and d.value >= need)

                    hits = tr("%n hit(s)", None, sum(1 for d in part.dice if hit(d)))
                    row = self._dice_row(part.dice, hit) or html.escape(tr("no dice"))
                    parts.append(f"<p><b>{_said(part.title)}</b><br>{row} &nbsp; <span class='hit'>"
                                 f"{html.escape(hits)}</span>{self._rerolls(part.dice)}</p>")
                if r.consequence:
                    parts.append(f"<p class='muted'>{_said(r.consequence)}</p>")
            else:
                said = source(e)
                css = "bad" if "casualties" in said or "destroyed" in said or "falls" in said else ""
                parts.append(f"<p class='{css}'>• {html.escape(e.text)}</p>")
        if not bt and not story:
            parts.append(muted(tr("No battle yet in this game.")))
        p: Mapping[str, Any] = s.pending[-1] if s.pending else {}
        if p.get("kind") == "casualties":
            must = tr("The {side} must take %n hit(s) in {r}.", None, p["hits"])
            parts.append("<p class='bad'>" + html.escape(must.format(
                side=word(SIDE_WORDS, p["side"]), r=b.name[p["region"]])) + "</p>")
        elif p.get("kind") in BATTLE_PENDING and live:
            waiting = {"siege_choice": tr("The defender chooses: fight in the field or retreat into the stronghold."),
                       "combat_card": tr("The {side} may play a combat card."),
                       "battle_continue": tr("The attacker chooses: fight on or stop."),
                       "battle_retreat": tr("The defender chooses: stand or retreat."),
                       "battle_advance": tr("The victor chooses: advance into the region or stay."),
                       "white_rider": tr("The {side} choose: Gandalf the White may give up his leadership to cancel "
                                         "the Nazgûl's."),
                       "siege_excess": tr("The {side} choose which units leave the stronghold: it holds five at "
                                          "most.")}[p["kind"]]
            parts.append("<p><b>" + html.escape(waiting.format(side=word(SIDE_WORDS, p["side"]))) + "</b></p>")
        return "".join(parts)

    # -- the hunt -------------------------------------------------------------------------------------
    def _hunt_html(self, s: WotrState, story: list[Event], live: bool) -> str:
        b = s.board
        title = tr("The hunt for the Ring") if live else tr("The last hunt")
        parts = [f"<h2>{self._eye()} {html.escape(title)}</h2>"]
        where = b.name[s.ring_region] if s.mordor is None else tr("Mordor track, step {n}").format(n=s.mordor)
        parts.append("<table class='box' width='100%' cellspacing='0' cellpadding='3'><tr><td>"
                     + html.escape(tr("The Fellowship: {where} · {h} · corruption {c} / 12").format(
                         where=where, h=tr("hidden") if s.hidden else tr("revealed"), c=s.corruption))
                     + "<br>" + html.escape(tr("Hunt box: {n} Shadow dice, {m} Free Peoples dice (+1 each)").format(
                         n=s.hunt_shadow, m=s.hunt_fp))
                     + "<br>" + html.escape(tr("Guide: {g}; companions: {c}").format(
                         g=b.char_name(s.guide), c=", ".join(say(b.char_name(c)) for c in s.companions) or tr("none")))
                     + "</td></tr></table>")
        for e in story:
            r = e.roll
            if r is not None and r.purpose.startswith("Hunt roll"):
                parts.append(f"<h3>{_said(r.purpose)}</h3>")
                for part in r.parts:
                    mod = sum(m.value for m in part.modifiers)

                    def hit(d, mod=mod) -> bool:
                        return d.value != 1 and (d.value == 6 or d.value + mod >= 6)

                    parts.append(f"<p>{self._dice_row(part.dice, hit)}{self._rerolls(part.dice)}</p>")
                    if part.modifiers:
                        parts.append("<p class='muted'>" + html.escape(tr(
                            "+{n}: one for each Free Peoples die in the hunt box").format(n=mod)) + "</p>")
                parts.append("<p>" + tr("<b>Target:</b> {target}").format(target=_said(r.target))
                             + f" · <span class='hit'>{_said(r.result)}</span></p>"
                             f"<p class='muted'>{_said(r.consequence)}</p>")
            elif r is not None and r.purpose.startswith("Draw a hunt tile"):
                drawn = tr("Hunt tile drawn")
                parts.append(f"<h3>{html.escape(drawn)}</h3>"
                             f"<p><span style='background:#2b2418; color:#f6dc8c; font-size:15pt; font-weight:bold'>"
                             f"&nbsp;{_said(r.result)}&nbsp;</span></p>"
                             f"<p class='bad'>{_said(r.consequence)}</p>"
                             f"<p class='muted'>{_said([p.title for p in r.parts])}</p>")
            elif r is not None:
                parts.append(f"<p>⚄ <b>{_said(r.purpose)}</b>: {_said(r.result)}"
                             f" <span class='muted'>({_said(r.consequence)})</span></p>")
            else:
                parts.append(f"<p>• {html.escape(e.text)}</p>")
        if not story:
            parts.append(muted(tr("No hunt yet in this game.")))
        h: Mapping[str, Any] = s.hunt or {}
        if live and "damage" in h:
            parts.append("<p class='bad'>" + html.escape(tr("Damage still to take: {d}").format(d=h["damage"]))
                         + "</p>")
            parts.append("<p class='muted'>" + html.escape(tr(
                "Order: a card on the table, then the guide's ability, then one casualty (the guide or a random "
                "companion, taking off its level), the rest as corruption.")) + "</p>")
        return "".join(parts)


__all__ = ["BattleHuntView"]

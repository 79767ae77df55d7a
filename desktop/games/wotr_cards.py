"""War of the Ring's event cards on screen: a "Cards" dock beside the rules panel with the hand of the player in
front of the screen drawn as cards (name, deck, printed die, initiative, the event text, the combat card with its
text, the precondition and whether it holds now), the card choices a card asks for as buttons, both sides' cards
on the table with their lasting effect, the deck sizes, the discard piles face up and the special hunt tiles in
play. Every card is accounted for at every moment: in a deck, in a hand, on a table or in a discard pile.

Texts come from the engine's `components.card_texts()` (our own words for every card's event and combat halves);
a card without its text says so in red ("text missing") instead of hiding the gap.

It reads only what the window hands it: the state as the person at the screen may see it (a seat's view: the
other hands are hidden) and that seat's legal actions; behind the hot-seat curtain it shows nothing.
"""
from __future__ import annotations

import html
import logging
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engines.core import Action
from engines.war_of_the_ring.state import HIDDEN, WotrState

from ..i18n import N_, say, tr, word
from ..panels import action_words, wrap_words
from .wotr_art import die_pixmap
from .wotr_common import FACE_WORDS, battle_of

log = logging.getLogger(__name__)

FP, SH = "free_peoples", "shadow"
SIDE_WORDS = {FP: N_("Free Peoples"), SH: N_("Shadow")}
DECK_WORDS = {"character": N_("Character"), "strategy": N_("Strategy")}
#: the colour of each deck's cards (blue and red as the published game's sides, a darker shade for Strategy)
DECK_COLOURS = {(FP, "character"): "#2f5fae", (FP, "strategy"): "#1d4f6e",
                (SH, "character"): "#9a2019", (SH, "strategy"): "#5e2a18"}
#: decisions taken by pressing a card's button: the dock comes forward for them
CARD_DECISIONS = ("discard", "swap_offer", "swap_answer")
#: actions naming a card that are offered on the card itself (besides play_card)
CARD_ACTION_WORDS = {
    "play_card": N_("Play with {die} die"), "combat_card": N_("Play as combat card: {combat}"),
    "hunt_card": N_("Use against the hunt damage"), "discard": N_("Discard (hand limit)"),
    "swap_offer": N_("Offer it to {mate} in a swap"), "swap_accept": N_("Give it in the swap"),
    "table_card": N_("Use it from the table"),
}


def card_action_text(action: Action, combat: str, mate: str = "") -> str:
    """What a card's button says for `action`: the card's own short words when it has them (the card is
    named above), else the engine's whole label — in the player's language."""
    if action.kind not in CARD_ACTION_WORDS:
        return action_words(action)
    return word(CARD_ACTION_WORDS, action.kind).format(
        die=word(FACE_WORDS, action.get("die") or "", ""), combat=combat, mate=mate or tr("your team-mate"))



# -- the texts ---------------------------------------------------------------------------------------------
_TEXTS: Any = None
_WARNED = False


def _all_texts() -> Any:
    """The engine's card texts (`components.card_texts()`), or None while they are not there."""
    global _TEXTS
    if _TEXTS is not None:
        return _TEXTS
    try:
        from engines.war_of_the_ring.components import card_texts
    except ImportError:
        return None
    try:
        texts = card_texts()
    except (OSError, ValueError, KeyError, TypeError) as exc:   # absent or damaged: said on every card
        global _WARNED
        if not _WARNED:
            log.warning("War of the Ring card texts could not be read: %s", exc)
            _WARNED = True
        return None
    _TEXTS = texts
    return texts


def _get(entry: Any, *names: str) -> Any:
    for name in names:
        value = entry.get(name) if isinstance(entry, dict) else getattr(entry, name, None)
        if value is not None:
            return value
    return None


def _as_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    inner = _get(value, "text", "effect")
    return inner.strip() if isinstance(inner, str) else ""


def card_texts(card_id: str) -> tuple[str, str]:
    """(event text, combat text) in our words; "" where the text is missing."""
    texts = _all_texts()
    if texts is None:
        return "", ""
    entry = texts.get(card_id) if isinstance(texts, dict) else _get(texts, card_id)
    if entry is None and not isinstance(texts, dict):
        cards = _get(texts, "cards")
        if isinstance(cards, dict):
            entry = cards.get(card_id)
        elif isinstance(cards, list):
            entry = next((c for c in cards if _get(c, "id") == card_id), None)
    if entry is None:
        return "", ""
    if isinstance(entry, str):
        return entry.strip(), ""
    return (_as_text(_get(entry, "event", "event_text", "text")),
            _as_text(_get(entry, "combat", "combat_text")))


def card_note(card_id: str) -> str:
    """Where the app's rules depart from the printed card, in our words ("" when they do not)."""
    texts = _all_texts()
    entry = texts.get(card_id) if isinstance(texts, dict) else None
    note = _get(entry, "note") if entry is not None else None
    return note.strip() if isinstance(note, str) else ""


def missing_html() -> str:
    missing, why = tr("text missing"), tr("no text in the card data for this card")
    return (f"<span style='color:#b3261e; font-weight:bold'>⚠ {html.escape(missing)}</span> "
            f"<span style='color:#7a6a50'>({html.escape(why)})</span>")


def text_html(text: str) -> str:
    """A card's text from the data, in the player's language, for HTML (or the gap said in red)."""
    return html.escape(say(text)) if text else missing_html()


def condition_html(condition: str) -> str:
    """A card's "play if" condition from the data as a whole sentence, for HTML."""
    return html.escape(tr("Play if {condition}.").format(condition=condition))


def note_html(note: str) -> str:
    """Where the app departs from the printed card, as a whole sentence, for HTML."""
    return html.escape(tr("In this app: {note}").format(note=note))


def card_html(board: Any, card_id: str, *, event: bool = True, combat: bool = True, heading: bool = True) -> str:
    """A card's texts for the rules panel and tooltips: its name, deck and die, the event and the combat card."""
    card = board.cards.get(card_id)
    if card is None:
        return ""
    ev, cb = card_texts(card_id)
    colour = DECK_COLOURS.get((card.side, card.deck), "#555555")
    parts = []
    if heading:
        parts.append(f"<h2 style='color:{colour}'>🂠 {html.escape(say(card.name))}</h2>")
    parts.append(f"<p class='muted'>{html.escape(deck_line(card))}</p>")
    if event:
        req = f"<br><i>{condition_html(card.event_requires)}</i>" if card.event_requires else ""
        stays = tr("It stays on the table while its effect lasts.")
        table = f"<br><i>{html.escape(stays)}</i>" if card.play_on_table else ""
        half = tr("Event")
        parts.append(f"<p><b>{html.escape(half)}:</b> {text_html(ev)}{req}{table}</p>")
    if combat:
        req = f"<br><i>{condition_html(card.combat_requires)}</i>" if card.combat_requires else ""
        parts.append(f"<p><b>⚔ {html.escape(say(card.combat_card))}</b> "
                     f"<span class='muted'>({html.escape(initiative_words(card))})</span>: {text_html(cb)}{req}</p>")
    note = card_note(card_id)
    if note:
        parts.append(f"<p class='muted'><i>{note_html(note)}</i></p>")
    return "".join(parts)


def deck_line(card: Any) -> str:
    return tr("{side} {deck} card · played with an Event die or a {die} die").format(
        side=word(SIDE_WORDS, card.side), deck=word(DECK_WORDS, card.deck), die=word(FACE_WORDS, card.die))


def initiative_words(card: Any) -> str:
    if card.second_initiative is not None:
        return tr("initiative {a} and {b}").format(a=card.initiative, b=card.second_initiative)
    return tr("initiative {n}").format(n=card.initiative)


def tile_words(board: Any, tile_id: str) -> str:
    """'Elven Cloaks (0, no reveal)': a special hunt tile, by the card that brought it."""
    t = board.tiles.get(tile_id)
    if t is None:
        return tile_id
    value = tr("Eye") if t.eye else tr("a die roll") if t.die else f"{t.damage:+d}" if (t.damage or 0) < 0 \
        else str(t.damage)
    bits = [value, tr("reveals") if t.reveal else tr("no reveal")]
    if t.stop:
        bits.append(tr("stops the Fellowship on the Mordor track"))
    return tr("{tile} ({what})", "a special hunt tile and what it does").format(tile=tile_name(board, tile_id),
                                                                               what=", ".join(bits))


def tile_name(board: Any, tile_id: str) -> str:
    """A special hunt tile's name (the card's that brought it), in the player's language."""
    t = board.tiles.get(tile_id)
    return say(t.card or t.id) if t is not None else tile_id


def special_tiles(s: WotrState) -> list[tuple[str, str]]:
    """The special hunt tiles in play: (tile, where) — in the pool, drawn, or waiting for Mordor."""
    b = s.board
    out = []
    for where, tiles in ((tr("in the hunt pool"), s.hunt_pool), (tr("drawn"), s.hunt_drawn),
                         (tr("waits for Mordor"), s.card_state.get("tiles_waiting", ()))):
        for t in tiles:
            tile = b.tiles.get(t)
            if tile is not None and tile.kind != "standard":
                out.append((t, where))
    return out


def viewer_role(s: WotrState, viewer: int) -> str:
    return s.roles[viewer] if s.roles and viewer < len(s.roles) else s.sides[viewer]


def hand_of(game: Any, s: WotrState, viewer: int) -> list[str]:
    """The hand of the seat `viewer` (in a team game its own, not its team-mate's)."""
    return game.hand_of(s, viewer)


# -- the widgets --------------------------------------------------------------------------------------------
class CardWidget(QFrame):
    """One card in the hand: a coloured frame with its texts and a button per action that names it."""

    chosen = Signal(object)   # Action

    def __init__(self, board: Any, card_id: str, state: WotrState, side: str, actions: list[Action],
                 mate: str = "", parent: QWidget | None = None, width: int = 240) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.card_actions = actions
        card = board.cards[card_id]
        colour = DECK_COLOURS.get((card.side, card.deck), "#555555")
        self.setObjectName(f"card_{card_id}")
        self.setStyleSheet(f"QFrame#card_{card_id} {{ background: #fbf6e6; border: 2px solid {colour};"
                           " border-radius: 6px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 6)
        lay.setSpacing(3)
        head = QHBoxLayout()
        head.setSpacing(6)
        die = QLabel()
        die.setPixmap(die_pixmap(card.die, card.side, 26))
        die.setToolTip(tr("Printed die: {face} (an Event die plays it too)").format(face=word(FACE_WORDS, card.die)))
        head.addWidget(die, 0, Qt.AlignmentFlag.AlignTop)
        on_table = tr("table card")
        title = QLabel(f"<b style='font-size:11pt; color:{colour}'>{html.escape(say(card.name))}</b><br>"
                       f"<span style='color:#6d5c40'>{html.escape(word(SIDE_WORDS, card.side))} · "
                       f"{html.escape(word(DECK_WORDS, card.deck))}"
                       + (f" · {html.escape(on_table)}" if card.play_on_table else "") + "</span>")
        title.setWordWrap(True)
        head.addWidget(title, 1)
        lay.addLayout(head)
        ev, cb = card_texts(card_id)
        eff = _effects().get(card_id)
        bad, good = "<span style='color:#a3261f'>✗ {}</span>", "<span style='color:#276b2a'>✓ {}</span>"
        if eff is None:
            verdict = bad.format(html.escape(tr("This event is not available yet.")))
        else:
            try:
                why = eff.why_not(state, side)
            except Exception:   # a precondition that cannot read a seat's view must not take the window down
                log.exception("precondition of %s on a view", card_id)
                why = tr("Whether it may be played shows when you try it.")
            if why:
                verdict = bad.format(html.escape(say(why)))
            elif card.event_requires:
                verdict = good.format(html.escape(tr("Its condition holds now.")))
            else:
                verdict = good.format(html.escape(tr("No condition: it may be played.")))
        req = f"<i>{condition_html(card.event_requires)}</i><br>" if card.event_requires else ""
        creq = f"<br><i>{condition_html(card.combat_requires)}</i>" if card.combat_requires else ""
        note = card_note(card_id)
        body = QLabel(
            f"{req}{text_html(ev)}<br>{verdict}"
            f"<hr style='margin:2px'>"
            f"<b>⚔ {html.escape(say(card.combat_card))}</b> <span style='color:#6d5c40'>"
            f"({html.escape(initiative_words(card))})</span><br>{text_html(cb)}{creq}"
            + (f"<br><i style='color:#7a6a50'>{note_html(note)}</i>" if note else ""))
        body.setObjectName("card_body")
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        lay.addWidget(body)
        self.body = body
        self.buttons: list[QPushButton] = []
        for a in actions:
            text = card_action_text(a, card.combat_card, mate)
            button = wrapped_button("▶ " + text, width - 16,   # (the card's margins and border)
                                    f"QPushButton {{ text-align: left; padding: 3px 6px; font-weight: bold;"
                                    f" background: #f6dc8c; border: 1px solid {colour}; border-radius: 3px; }}"
                                    " QPushButton:hover { background: #ffe9a8; }")
            button.setObjectName(f"card_action_{a.kind}")
            button.setToolTip(action_words(a))
            button.clicked.connect(lambda _=False, act=a: self.chosen.emit(act))
            lay.addWidget(button)
            self.buttons.append(button)
        if actions:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(tr("Click the card: {action}").format(action=actions[0].label or str(actions[0]))
                            if len(actions) == 1
                            else tr("Click the card to choose how to play it, or press one of its buttons."))

    def mouseReleaseEvent(self, event) -> None:
        """A click on a card with one thing to do does it; with several, a menu at the mouse asks which (the
        same as its buttons)."""
        if event.button() == Qt.MouseButton.LeftButton and self.card_actions:
            if len(self.card_actions) == 1:
                self.chosen.emit(self.card_actions[0])
            else:
                from . import wotr_dialogs
                chosen = wotr_dialogs.choose_action(self.card_actions, self)
                if chosen is not None:
                    self.chosen.emit(chosen)
            return
        super().mouseReleaseEvent(event)


def wrapped_button(text: str, width: int, style: str = "") -> QPushButton:
    """A push button `width` pixels wide at most whose text is broken into lines that fit it (buttons do not
    wrap by themselves) — the room its style takes around the text (padding, border) left out — and that never
    widens the column it stands in."""
    button = QPushButton()
    if style:
        button.setStyleSheet(style)
    font = QFont(button.font())
    if "bold" in style:
        font.setBold(True)
    fm = QFontMetrics(font)
    button.setFont(font)
    button.setText(text)     # on one line: what the button needs around its text
    chrome = max(0, button.sizeHint().width() - fm.horizontalAdvance(text))
    button.setText(wrap_words(text, fm, width - chrome))
    button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    button.setMinimumWidth(0)
    return button


def _effects() -> dict:
    from engines.war_of_the_ring import cards
    return cards.EFFECTS


class CardsView(QWidget):
    """The "Cards" dock: the hand, a card's choice, the tables, the decks, the discards, the special tiles."""

    action_chosen = Signal(object)   # Action

    def __init__(self, adapter: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WotrCardsView")
        self.title = tr("Cards")
        self.adapter = adapter
        self.live = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(self.scroller)
        self.inner: QWidget | None = None
        self.cards: list[CardWidget] = []
        self.choice_buttons: list[QPushButton] = []
        self._choice_key: Any = None
        self._last: tuple | None = None
        self._decision_key: Any = None
        self._viewer: int | None = None
        self.show_state(None, [], [], None)

    # -- building blocks ---------------------------------------------------------------------------------
    def _label(self, text: str, name: str = "", style: str = "") -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        if name:
            label.setObjectName(name)
        if style:
            label.setStyleSheet(style)
        self._lay.addWidget(label)
        return label

    def _quiet(self, text: str) -> QLabel:
        """A muted line in italics."""
        return self._label(f"<i style='color:#7a6a50'>{html.escape(text)}</i>")

    def _heading(self, text: str) -> QLabel:
        return self._label(f"<b style='font-size:11pt; color:#6b2b14'>{html.escape(text)}</b>",
                           style="padding-top: 6px;")

    def _reset(self) -> None:
        bar = self.scroller.verticalScrollBar()
        self._scroll_at = bar.value() if self.inner is not None else 0
        self.inner = QWidget()
        self.inner.setObjectName("WotrCardsInner")
        self._lay = QVBoxLayout(self.inner)
        self._lay.setContentsMargins(6, 4, 6, 6)
        self._lay.setSpacing(5)
        self.cards = []
        self.choice_buttons = []

    def _finish(self, keep_scroll: bool = True) -> None:
        """Show the new contents where the player left them (the new widget is laid out after this event)."""
        self._lay.addStretch(1)
        if self.inner is not None:   # (made by _begin)
            self.scroller.setWidget(self.inner)
        bar = self.scroller.verticalScrollBar()
        at = self._scroll_at if keep_scroll else 0
        bar.setValue(at)
        if at:
            QTimer.singleShot(0, self, lambda: bar.setValue(at))   # (not after this view is gone)

    def _width(self) -> int:
        """The room for a card: the dock's width less the margins and the scroll bar."""
        return max(160, self.scroller.viewport().width() - 14)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._last is not None and abs(event.size().width() - event.oldSize().width()) > 6:
            self.show_state(*self._last)    # the buttons' lines are broken anew for the new width

    # -- what the window calls ---------------------------------------------------------------------------
    def show_state(self, state: WotrState | None, actions: list[Action], events: list, viewer: int | None) -> bool:
        self._last = (state, actions, events, viewer)
        self._reset()
        if state is None:
            wait = tr("The cards show once the next player sits at the screen.")
            self._label(f"<i style='color:#7a6a50'>{html.escape(wait)}</i>")
            self._finish()
            self._choice_key = None
            return False
        s = state
        b = s.board
        fresh = False
        choices = [a for a in actions if a.kind == "card_choice"]
        if choices:
            self._choice(s, choices)
            key = (choices[0].get("card"), choices[0].get("step"), len(events))
            fresh = key != self._choice_key
            self._choice_key = key
        else:
            self._choice_key = None
        top: Mapping[str, Any] = s.pending[-1] if s.pending else {}
        if top.get("kind") in CARD_DECISIONS and any(a.get("card") for a in actions):
            # a decision made on the cards themselves (a discard, a swap): the dock comes forward once
            decision = (top.get("kind"), len(events))
            fresh = fresh or decision != self._decision_key
            self._decision_key = decision
        else:
            self._decision_key = None
        if viewer is not None and 0 <= viewer < len(s.sides):
            self._hand(s, viewer, actions)
        else:
            self._heading(tr("Hands"))
            hidden = tr("No player sits at the screen: the hands stay hidden.")
            self._label(f"<i style='color:#7a6a50'>{html.escape(hidden)}</i>")
        self._tables(s, actions, viewer)
        self._piles(s)
        self._tiles(s)
        # a new decision, or another player at the screen: from the top
        self._finish(keep_scroll=not fresh and viewer == self._viewer)
        self._viewer = viewer
        del b
        return fresh

    def _choice(self, s: WotrState, choices: list[Action]) -> None:
        b = s.board
        c = choices[0].get("card")
        name = say(b.cards[c].name) if c in b.cards else tr("A card")
        asks = tr("The card asks you to choose:")
        box = self._label(f"<b style='font-size:12pt; color:#6b2b14'>🂠 {html.escape(name)}</b><br>"
                          f"{html.escape(asks)}", "card_choice_title",
                          "background: #f6dc8c; padding: 4px; border-radius: 4px;")
        if c in b.cards:
            ev, _cb = card_texts(c)
            box.setText(box.text() + f"<br><span style='color:#6d5c40; font-size:8pt'>{text_html(ev)}</span>")
            box.setToolTip(say(ev) if ev else tr("text missing"))
        for a in choices:
            said = action_words(a)
            button = wrapped_button(said, self._width(),
                                    "QPushButton { text-align: left; padding: 5px 8px; font-weight: bold; }")
            button.setObjectName("card_choice_button")
            button.setToolTip(said)
            button.clicked.connect(lambda _=False, act=a: self.action_chosen.emit(act))
            self._lay.addWidget(button)
            self.choice_buttons.append(button)

    def _hand(self, s: WotrState, viewer: int, actions: list[Action]) -> None:
        b = s.board
        role = viewer_role(s, viewer)
        side = s.sides[viewer]
        hand = [c for c in hand_of(self.adapter.game, s, viewer) if c != HIDDEN]
        names = self.adapter.game.seat_names(s)
        limit = 4 if s.team is not None and role not in (FP, SH) else b.setup.hand_limit
        self._heading(tr("Your hand — {who} ({n} of {limit})").format(who=names[viewer], n=len(hand), limit=limit))
        if not hand:
            self._quiet(tr("No cards in your hand."))
        mate = ""
        if s.team is not None:
            mates = [i for i, sd in enumerate(s.sides) if sd == side and i != viewer]
            mate = names[mates[0]] if mates else ""
        def actions_of(c: str) -> list[Action]:
            return [a for a in actions if a.get("card") == c and a.kind != "card_choice"]

        # the cards that can do something now first, then by deck and name
        for c in sorted(hand, key=lambda c: (not actions_of(c), b.cards[c].deck, say(b.cards[c].name))):
            mine = actions_of(c)
            w = CardWidget(b, c, s, side, mine, mate, width=self._width())
            w.chosen.connect(self.action_chosen.emit)
            self._lay.addWidget(w)
            self.cards.append(w)
        if s.team is not None:   # the team-mate's hand: a count only, it is as secret as the enemy's
            for i, sd in enumerate(s.sides):
                if sd == side and i != viewer:
                    n = len(hand_of(self.adapter.game, s, i))
                    mate = tr("{who} (your team-mate): %n card(s), unseen", None, n).format(who=names[i])
                    self._label(f"<span style='color:#6d5c40'>{html.escape(mate)}</span>")

    def _tables(self, s: WotrState, actions: list[Action], viewer: int | None) -> None:
        b = s.board
        self._heading(tr("Cards on the table"))
        any_card = False
        for side in (FP, SH):
            for c in s.table.get(side, []):
                if c not in b.cards:
                    continue
                any_card = True
                ev, _cb = card_texts(c)
                colour = DECK_COLOURS.get((side, b.cards[c].deck), "#555")
                self._label(f"<b style='color:{colour}'>{html.escape(say(b.cards[c].name))}</b> "
                            f"<span style='color:#6d5c40'>({html.escape(word(SIDE_WORDS, side))})</span><br>"
                            f"{text_html(ev)}", f"table_{c}",
                            f"background: #f3ead0; border-left: 4px solid {colour}; padding: 3px;")
                for a in actions:
                    if a.get("card") == c and a.kind in ("table_card", "remove_table_card", "combat_card",
                                                         "hunt_card"):
                        text = card_action_text(a, b.cards[c].combat_card)
                        button = wrapped_button("▶ " + text, self._width())
                        button.setToolTip(action_words(a))
                        button.setObjectName(f"card_action_{a.kind}")
                        button.clicked.connect(lambda _=False, act=a: self.action_chosen.emit(act))
                        self._lay.addWidget(button)
        if not any_card:
            self._quiet(tr("None."))

    def _piles(self, s: WotrState) -> None:
        b = s.board
        self._heading(tr("Decks and discard piles"))
        rows = []
        for side in (FP, SH):
            for deck in ("character", "strategy"):
                key = f"{side}/{deck}"
                left = len(s.decks.get(key, []))
                gone = [c for c in s.discards.get(key, []) if c in b.cards]
                colour = DECK_COLOURS[(side, deck)]
                empty = tr("empty")
                names = ", ".join(html.escape(say(b.cards[c].name)) for c in gone) or f"<i>{html.escape(empty)}</i>"
                rows.append(f"<b style='color:{colour}'>{html.escape(word(SIDE_WORDS, side))} "
                            f"{html.escape(word(DECK_WORDS, deck))}</b>: "
                            + html.escape(tr("{n} in the deck, {m} discarded").format(n=left, m=len(gone)))
                            + f"<br><span style='color:#6d5c40'>{names}</span>")
        down = battle_of(s).get("cards") or ()
        if down:    # chosen combat cards lie face down until both sides have chosen
            words = [tr("{side}: {card}").format(side=word(SIDE_WORDS, sd), card=b.cards[c].combat_card
                                                 if c in b.cards else tr("a card, face down")) for sd, c in down]
            in_battle = tr("In the battle")
            rows.append(f"<b>{html.escape(in_battle)}</b>: {html.escape('; '.join(words))}")
        offer = [v for k, v in (s.team or {}).items() if k.startswith("offer:")]
        if offer:
            rows.append(html.escape(tr("One card is offered in a team swap.")))
        self._label("<br>".join(rows), "piles")
        hands = []
        in_hands = 0
        for i, name in enumerate(self.adapter.game.seat_names(s)):
            n = len(hand_of(self.adapter.game, s, i))
            in_hands += n
            hands.append(tr("{who}: {n} in hand").format(who=name, n=n))
        self._label(f"<span style='color:#6d5c40'>{html.escape(' · '.join(hands))}</span>", "hand_counts")
        # every card accounted for: decks, hands, tables, discards and the battle make the whole game's cards
        counts = (sum(len(d) for d in s.decks.values()), in_hands, sum(len(t) for t in s.table.values()),
                  sum(len(d) for d in s.discards.values()), len(down))
        total = len(b.cards)
        line = tr("All {total} cards: {d} in the decks · {h} in hands · {t} on the tables · {x} discarded").format(
            total=total, d=counts[0], h=counts[1], t=counts[2], x=counts[3])
        if counts[4]:
            line += " · " + tr("{n} in the battle").format(n=counts[4])
        missing = total - sum(counts)
        if missing:
            line += " · " + tr("{n} out of the game").format(n=missing)
        self._label(f"<span style='color:#6d5c40'>{html.escape(line)}</span>", "card_count")

    def _tiles(self, s: WotrState) -> None:
        tiles = special_tiles(s)
        if not tiles:
            return
        self._heading(tr("Special hunt tiles in play"))
        self._label("<br>".join(f"{html.escape(tile_words(s.board, t))} — {html.escape(where)}"
                                for t, where in tiles), "special_tiles")


__all__ = ["CardWidget", "CardsView", "card_html", "card_texts", "special_tiles", "tile_name", "tile_words"]

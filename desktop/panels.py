"""The docks: rules panel, game log, seats panel and actions panel. They show; the controller decides."""
from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QImage, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
)

from . import i18n
from .i18n import LEVEL_WORDS, say, tr, word
from .icons import die_icon
from .seat_marks import mark_char, seat_icon

if TYPE_CHECKING:   # the engines are imported when a game opens, not before the window's first paint
    from engines.core import Action, Event, Game, RollExplanation

    from .games.base import GameAdapter


def section(game, anchor):
    from .rules_text import section as find
    return find(game, anchor)



PANEL_CSS = """
body { font-family: 'DejaVu Sans', sans-serif; color: #2b2418; }
h2 { color: #6b2b14; margin: 2px 0 4px 0; font-size: 13pt; }
h3 { color: #6b2b14; margin: 8px 0 2px 0; font-size: 11pt; }
td.k { color: #6d5c40; padding-right: 8px; }
span.k { color: #6d5c40; }
.muted { color: #7a6a50; }
.bad { color: #a3261f; font-weight: bold; }
.good { color: #276b2a; font-weight: bold; }
.die { background: #fbf6e6; border: 1px solid #3a2f20; padding: 1px 4px; font-weight: bold; }
.rule { background: #f3ead0; padding: 6px; }
table.md { border-color: #b9a57c; border-style: solid; margin: 4px 0; }
table.md th { background: #e6d7ae; }
"""


def _md_to_html(text: str) -> str:
    """Just enough Markdown for rule sections: paragraphs, bullets, **bold**, *italic* and `code`."""
    import re
    out: list[str] = []
    para: list[str] = []
    bullets: list[str] = []
    table: list[list[str]] = []

    def inline(s: str) -> str:
        s = html.escape(s)
        s = re.sub(r"`([^`]+)`", r"<code>\1</code>", s)
        s = re.sub(r"\[([^\]]+)\]\((#[a-z0-9-]+)\)", r"<a href='\2'>\1</a>", s)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"(?<![*\w])\*(?!\s)(.+?)\*", r"<i>\1</i>", s)
        return s

    def cells(row: str) -> list[str]:
        return [c.strip() for c in row.strip().strip("|").split("|")]

    def flush() -> None:
        if table:
            head, *rows = table
            rows = [r for r in rows if not all(re.fullmatch(r":?-{2,}:?", c) for c in r)]   # the |---| line
            html_rows = ["<tr>" + "".join(f"<th align='left'>{inline(c)}</th>" for c in head) + "</tr>"]
            html_rows += ["<tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>" for r in rows]
            out.append("<table class='md' cellspacing='0' cellpadding='3' border='1'>" + "".join(html_rows)
                       + "</table>")
            table.clear()
        if para:
            out.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()
        if bullets:
            out.append("<ul>" + "".join(f"<li>{inline(b)}</li>" for b in bullets) + "</ul>")
            bullets.clear()

    for line in text.splitlines():
        stripped = line.strip()
        bullet = re.match(r"^([-*+]|\d+\.)\s+(.*)$", stripped)
        if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
            if not table:
                flush()
            table.append(cells(stripped))
            continue
        if table:
            flush()
        if not stripped:
            flush()
        elif bullet:
            if para:
                flush()
            bullets.append(bullet.group(2))
        elif bullets and line.startswith((" ", "\t")):
            bullets[-1] += " " + stripped      # a bullet continued on the next line
        else:
            if bullets:
                flush()
            para.append(stripped)
    flush()
    return "".join(out)


def action_words(action: Action) -> str:
    """An action as a player reads it, in the player's language."""
    return say(action.label) if action.label else str(action)


def rolled_dice(roll: RollExplanation | None) -> bool:
    """Whether an explanation is of dice rolled (a die icon), not of a card drawn or played."""
    return roll is not None and any(part.dice for part in roll.parts)


def roll_html(roll: RollExplanation) -> str:
    def e(value: object) -> str:   # an engine's words, in the player's language, safe in HTML
        return html.escape(say(value))
    die = "<img src='rt:die' width='22' height='22'> " if rolled_dice(roll) else ""
    parts = [f"<h2>{die}{e(roll.purpose)}</h2>"]
    if roll.target:
        parts.append("<p>" + tr("<b>Target:</b> {target}").format(target=e(roll.target)) + "</p>")
    for part in roll.parts:
        rows = []
        for rolled in part.dice:
            face = f"<span class='die'>{rolled.value}</span>"
            if rolled.rerolled_from:
                old = " → ".join(f"<s>{v}</s>" for v in rolled.rerolled_from)
                face = f"{old} → {face}"
                if rolled.reroll_reason:
                    why = tr("(re-rolled: {reason})").format(reason=e(rolled.reroll_reason))
                    face += f" <span class='muted'>{why}</span>"
            if rolled.counted is not None and rolled.counted != rolled.value:
                face += " — " + tr("counts <b>{n}</b>").format(n=rolled.counted)
            if rolled.note:
                face += f" <span class='muted'>({e(rolled.note)})</span>"
            label = e(rolled.label) if rolled.label else tr("die")
            rows.append(f"<tr><td class='k'>{label} (d{rolled.sides})</td><td>{face}</td></tr>")
        for mod in part.modifiers:
            rows.append(f"<tr><td class='k'>{e(mod.source)}</td><td><b>{mod.value:+d}</b></td></tr>")
        if part.total is not None:
            total = tr("Total")
            rows.append(f"<tr><td class='k'><b>{total}</b></td><td><b>{part.total}</b></td></tr>")
        note = f"<p class='muted'>{e(part.note)}</p>" if part.note else ""
        parts.append(f"<h3>{e(part.title)}</h3><table cellspacing='0' cellpadding='2'>{''.join(rows)}</table>{note}")
    if roll.result:
        parts.append("<p>" + tr("<b>Result:</b> {result}").format(result=e(roll.result)) + "</p>")
    if roll.consequence:
        parts.append("<p>" + tr("<b>Consequence:</b> {what}").format(what=e(roll.consequence)) + "</p>")
    return "".join(parts)


def rule_html(game: Game | None, anchor: str) -> str:
    if not anchor:
        return ""
    found = section(game, anchor)
    if found is None:
        return "<p class='muted'>" + tr("Rule: {anchor}").format(anchor=html.escape(anchor)) + "</p>"
    heading, body = found
    return (f"<div class='rule'><h3>§ {html.escape(heading)}</h3>{_md_to_html(body)}</div>")


class RulesPanel(QTextBrowser):
    """The latest roll explained in full, or why a move was refused, with the rule's own text."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setOpenExternalLinks(False)
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._link)
        self.document().setDefaultStyleSheet(PANEL_CSS)
        self.current: Any = None
        self.game: Game | None = None
        self._add_images()
        self.show_welcome()

    def _add_images(self) -> None:
        image: QImage = die_icon().pixmap(44, 44).toImage()
        self.document().addResource(3, QUrl("rt:die"), image)   # QTextDocument.ImageResource

    def setHtml(self, text: str) -> None:
        super().setHtml(text)
        self._add_images()

    def show_welcome(self, title: str = "") -> None:
        self.current = None
        heading = html.escape(say(title)) if title else tr("Rules")
        tips = [tr("Drag one of your figures (the ones with a gold ring) onto a place: the places it may go "
                   "light up. A move the rules forbid snaps back, and the reason appears here."),
                tr("Everything else you may do is listed in the Actions panel: click an action to play it."),
                tr("Every roll of the dice is explained here in full, with the rule that applies. "
                   "Click a roll (marked with a die) in the game log to see it again."),
                tr("Zoom with the mouse wheel, drag the map to pan, press F to fit the board to the window."),
                tr("Everything can be played from the keyboard too: Help → Keyboard lists the keys.")]
        self.setHtml(f"<h2>{heading}</h2><ul>" + "".join(f"<li>{t}</li>" for t in tips) + "</ul>")

    def _link(self, url) -> None:
        anchor = url.toString().lstrip("#")
        if anchor and section(self.game, anchor) is not None:
            self.show_rule(anchor, self.game)

    def show_rule(self, anchor: str, game: Game | None) -> None:
        self.game = game
        self.current = ("rule", anchor)
        self.setHtml(rule_html(game, anchor))

    def show_roll(self, event: Event, game: Game | None, details: str = "") -> None:
        """`details`: what the game adds to the roll (the card drawn, with its text)."""
        if event.roll is None:
            return
        self.game = game
        self.current = event
        self.setHtml(roll_html(event.roll) + details + rule_html(game, event.roll.rule))

    def show_event(self, event: Event, details: str, game: Game | None, story: list[Event] | None = None) -> None:
        """An event without a roll explained by the game (`details`, e.g. the card it plays), then the
        `story`: every sentence of the same action with its rolls in full, then the rule."""
        self.game = game
        self.current = event
        parts = [details]
        if story:
            items = "".join(f"<li>{html.escape(e.text)}</li>" for e in story)
            happened = tr("What happened")
            parts.append(f"<h3>{happened}</h3><ul>{items}</ul>")
            parts += [roll_html(e.roll) for e in story if e.roll is not None]
        rule = str(event.params.get("rule") or "") or next((e.roll.rule for e in story or [] if e.roll), "")
        self.setHtml("".join(parts) + rule_html(game, rule))

    def show_illegal(self, reason: str, rule: str, game: Game | None) -> None:
        self.game = game
        self.current = ("illegal", reason, rule)
        title = tr("Not allowed")
        self.setHtml(f"<h2>✖ {title}</h2><p class='bad'>{html.escape(say(reason))}</p>"
                     + rule_html(game, rule))

    def show_advice(self, action: str, why: str) -> None:
        """A computer teammate's advice (nothing is played): what it would do, and why."""
        self.current = ("advice", action, why)
        title = tr("A teammate's advice")
        would = tr("A teammate would: {action}").format(action=action)
        because = tr("Why: {reason}").format(reason=why)
        self.setHtml(f"<h2>{html.escape(title)}</h2><p><b>{html.escape(would)}</b></p>"
                     f"<p>{html.escape(because)}</p>")

    def show_hints(self, level: str, rows: list[tuple[str, str]], used: int) -> None:
        """Hints (nothing is played): the computer's best choices at `level`, each with its reason, best first;
        `used`: how many hints this seat has asked for in this game."""
        self.current = ("advice", level, "")
        from .menus import hint_level_names
        title = tr("Hints: what the computer ({level}) would do").format(level=hint_level_names().get(level, level))
        items = "".join(f"<li><b>{html.escape(action)}</b><br>{html.escape(why)}</li>" for action, why in rows)
        note = tr("Worked out from what you can see only; nothing is played. Hints asked for in this game: {n}.") \
            .format(n=used)
        self.setHtml(f"<h2>{html.escape(title)}</h2><ol>{items}</ol><p><i>{html.escape(note)}</i></p>")

    def show_keys(self, keys: list[tuple[str, str]]) -> None:
        """Help → Keyboard: each key with what it does (nothing is played)."""
        self.current = ("advice", "keys", "")
        rows = "".join(f"<tr><td class='k'><b>{html.escape(k)}</b></td><td>{html.escape(what)}</td></tr>"
                       for k, what in keys)
        title = tr("Keyboard")
        self.setHtml(f"<h2>{html.escape(title)}</h2><table cellspacing='0' cellpadding='3'>{rows}</table>")

    def show_odds(self, title: str, lines: list[str], how: str) -> None:
        """The chances of a roll before it is made (nothing is played): a title, a line each, how they were found."""
        self.current = ("advice", title, "")
        heading = tr("Odds: {what}").format(what=title)
        items = "".join(f"<li>{html.escape(x)}</li>" for x in lines)
        self.setHtml(f"<h2>{html.escape(heading)}</h2><ul>{items}</ul><p><i>{html.escape(how)}</i></p>")

    def show_outcome(self, text: str, rule: str, game: Game | None) -> None:
        self.game = game
        self.current = ("outcome", text, rule)
        title = tr("Game over")
        self.setHtml(f"<h2>★ {title}</h2><p class='good'>{html.escape(say(text))}</p>" + rule_html(game, rule))


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text in their own font (bold rolls included), so none is cut short."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else opt.rect.width()
        icon = opt.decorationSize.width() + 8 if not opt.icon.isNull() else 0
        text_width = max(40, width - icon - 14)
        rect = QFontMetrics(opt.font).boundingRect(QRect(0, 0, text_width, 100_000),
                                                   int(Qt.TextFlag.TextWordWrap), opt.text)
        height = max(rect.height(), opt.decorationSize.height()) + 8
        return QSize(width, height)


VOWELS = frozenset("aeiouyäöüåıâîûéèáàóAEIOUYÄÖÜÅIİÂÎÛÉÈÁÀÓ")


SYLLABLE_RULE = frozenset({"fi", "tr"})   # a syllable begins with (at most) one consonant before its vowel


def _syllable_cut(part: str, k: int) -> int:
    """Where to cut `part` at or before letter `k` (the most that fits). In Finnish and Turkish, whose syllables
    begin with one consonant before a vowel, before such a consonant when one lies within the last four letters
    ("Juonitte-lupakka", "Raken-nuspino" rather than "Juonittel-upakka", "Rakennu-spino"); else at k. Never
    one letter alone on the next line."""
    if i18n.current() not in SYLLABLE_RULE:
        return min(k, len(part) - 2)
    for j in range(k, max(1, k - 4), -1):
        if j + 1 < len(part) and part[j] not in VOWELS and part[j].isalpha() and part[j + 1] in VOWELS \
                and part[j - 1].isalpha():
            return j
    return min(k, len(part) - 2)


def _pieces(word: str, fm: QFontMetrics | QFontMetricsF, width: float) -> list[str]:
    """A word wider than `width` cut where it may be: after its hyphens (a German compound such as
    "Uruk-hai-Armbrustschütze"), and a part still too wide at the last letter that fits, with a hyphen."""
    if fm.horizontalAdvance(word) <= width:
        return [word]
    parts = [p + "-" for p in word.split("-")]
    parts[-1] = parts[-1][:-1]
    out: list[str] = []
    for part in parts:
        if out and fm.horizontalAdvance(out[-1] + part) <= width:
            out[-1] += part
            continue
        while fm.horizontalAdvance(part) > width and len(part) > 2:
            k = len(part) - 1
            while k > 1 and fm.horizontalAdvance(part[:k] + "-") > width:
                k -= 1
            k = _syllable_cut(part, k)
            out.append(part[:k] + "-")
            part = part[k:]
        out.append(part)
    return out


_WRAPPED: dict[tuple, str] = {}   # see wrap_words
_SAMPLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüğışçİ0123456789"


def wrap_words(text: str, fm: QFontMetrics | QFontMetricsF, width: float) -> str:
    """`text` broken into lines at spaces so each fits `width` pixels in `fm` (widgets such as buttons and
    tree rows do not wrap by themselves); a word wider than `width` is cut after a hyphen, else with one.
    A panel refresh wraps the same lines again and again: the result is kept, keyed on the text, the width,
    the language (where a word may be cut) and the font's measures."""
    key = (text, width, i18n.current(), fm.height(), fm.horizontalAdvance(_SAMPLE))
    said = _WRAPPED.get(key)
    if said is None:
        if len(_WRAPPED) > 8192:
            _WRAPPED.clear()
        said = _WRAPPED[key] = _wrap(text, fm, width)
    return said


def _wrap(text: str, fm: QFontMetrics | QFontMetricsF, width: float) -> str:
    lines, line = [], ""
    words = [p for w in text.split(" ") for p in _pieces(w, fm, width)]
    for piece in words:
        trial = f"{line} {piece}" if line else piece
        if line and fm.horizontalAdvance(trial) > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    lines.append(line)
    return "\n".join(lines)


class LogPanel(QListWidget):
    """Every event the person at the screen may see; rolls carry a die and open in the rules panel."""

    roll_selected = Signal(object)   # Event
    event_selected = Signal(object)  # Event without a roll that the game explains (details)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)   # a steady width keeps the wrap
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setItemDelegate(WrappingDelegate(self))
        self.itemClicked.connect(self._clicked)
        self.colours: list[str] = []
        #: the game's details for an event (desktop.games.base.GameAdapter.event_details): clickable when any
        self.details: Callable[[Event], str] | None = None
        # scrolling to the end lays out every row again: once per burst of new lines, not once a line
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.scrollToBottom)

    def add_event(self, event: Event, viewer: int | None) -> None:
        if not event.visible(viewer):
            return
        item = QListWidgetItem(event.text)
        item.setData(Qt.ItemDataRole.UserRole, event)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, event.text)   # a screen reader reads the whole sentence
        if event.kind == "heading":   # a turn's or phase's beginning: a header the eye can follow
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QColor("#e6d7ae"))
            item.setForeground(QColor("#6b2b14"))
            self.addItem(item)
            self._scroll.start()
            return
        if event.roll is not None:
            if rolled_dice(event.roll):
                item.setIcon(die_icon())
                item.setToolTip(tr("Click to see how this roll was made"))
            else:
                if event.seat is not None and self.colours:
                    item.setIcon(seat_icon(self.colours[event.seat % len(self.colours)], event.seat))
                item.setToolTip(tr("Click to see it explained"))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        elif event.seat is not None and self.colours:
            item.setIcon(seat_icon(self.colours[event.seat % len(self.colours)], event.seat))
        if event.roll is None and self.details is not None and self.details(event):
            item.setToolTip(tr("Click to read it in the rules panel"))
        if event.visible_to is not None:
            item.setForeground(QColor("#6b2b8a"))
            item.setToolTip(tr("Only you can see this"))
        if item.toolTip():   # what a click (or Enter) on it does, said after the sentence
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, item.toolTip())
        self.addItem(item)
        self._scroll.start()

    def rebuild(self, events: list[Event], viewer: int | None) -> None:
        self.clear()
        for event in events:
            self.add_event(event, viewer)

    def events(self) -> list[Event]:
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())]

    def keyPressEvent(self, event) -> None:
        """Enter or Space on a line does what a click does (a roll explained in the rules panel)."""
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and item is not None:
            self._clicked(item)
            event.accept()
            return
        super().keyPressEvent(event)

    def _clicked(self, item: QListWidgetItem) -> None:
        event = item.data(Qt.ItemDataRole.UserRole)
        from engines.core import Event
        if isinstance(event, Event) and event.roll is not None:
            self.roll_selected.emit(event)
        elif isinstance(event, Event) and self.details is not None and self.details(event):
            self.event_selected.emit(event)


class SeatsPanel(QTextBrowser):
    """Each player: colour, name, Human or Computer with level, and what the adapter reports."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.document().setDefaultStyleSheet(PANEL_CSS)
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)     # lines break between words, never inside one

    def show_seats(self, names: list[str], seats: list, adapter: GameAdapter | None, state: Any,
                   to_move: int | None, viewer: int | None) -> None:
        e = html.escape
        blocks = []
        roomy = self.viewport().width() >= 18 * self.fontMetrics().horizontalAdvance("M")
        for i, name in enumerate(names):
            colour = adapter.seat_colour(i) if adapter else "#777777"
            spec = seats[i] if i < len(seats) else None
            who = tr("Human") if spec is None or spec.is_human else tr("Computer ({level})").format(
                level=word(LEVEL_WORDS, spec.level, spec.level.capitalize()))
            info = adapter.seat_info(state, i, viewer) if adapter is not None and state is not None else None
            # each row a paragraph, "label: value", wrapped at spaces over the panel's whole width (a two-column
            # table squeezes long words such as German compounds into a narrow column and breaks them mid-word)
            labelled = tr("{label}:")
            rows = "".join(f"<p style='margin:0 0 1px 0'><span class='k'>{e(labelled.format(label=k))}</span> "
                           f"{e(v)}</p>" for k, v in (info.rows if info else []))
            arrow = "▶ " if i == to_move else ""
            bg = "#fff6d8" if i == to_move else "#f6efdc"
            # the score beside the name on one line; in a narrow panel (a large interface size on a small screen)
            # it may break between its number and its unit rather than push the panel wider than it is
            keep = "; white-space:nowrap" if roomy else ""
            score = (f"<td align='right' valign='top' style='font-size:12pt; font-weight:bold{keep}'>"
                     f"{e(info.score)}</td>" if info and info.score else "<td></td>")
            # the seat's mark on its colour: no seat is told by colour alone (desktop/seat_marks.py)
            ink = "#1b1710" if QColor(colour).lightness() > 140 else "#ffffff"
            blocks.append(
                f"<table width='100%' cellspacing='0' cellpadding='5' style='margin-bottom:6px'>"
                f"<tr><td width='14' align='center' valign='top' bgcolor='{colour}' style='color:{ink}; "
                f"font-size:11pt'>{mark_char(i)}</td><td bgcolor='{bg}'>"
                f"<table width='100%' cellspacing='0' cellpadding='0'><tr><td>"
                f"<b style='font-size:11pt'>{arrow}{e(name)}</b> <span class='muted'>— {e(who)}</span></td>"
                f"{score}</tr></table>"
                f"{rows}</td></tr></table>")
        self.setHtml("".join(blocks))


#: the most rows (group headers and actions) the actions panel shows unfolded at once
ACTIONS_VISIBLE = 15


def children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The rows under a row, in order."""
    return [child for i in range(item.childCount()) if (child := item.child(i)) is not None]


def _matches(text: str, words: list[str]) -> bool:
    low = text.lower()
    return all(w in low for w in words)


class ActionsPanel(QTreeWidget):
    """Every legal action of the seat to move, in groups (and sub-groups, from the adapter's `action_path`)
    that fold so that no more than ~15 rows show at once; a filter line above it narrows the list as one
    types. A click on an action plays it."""

    action_chosen = Signal(object)   # Action
    group_chosen = Signal(str)       # a group's header was clicked (a die's group: choose that die)
    action_hovered = Signal(object)  # Action: the pointer (or the keyboard's current row) is on it

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        from PySide6.QtWidgets import QLineEdit
        self.setHeaderHidden(True)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(False)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAnimated(False)
        self.itemClicked.connect(self._clicked)
        self.setMouseTracking(True)
        self.itemEntered.connect(self._entered)
        self.currentItemChanged.connect(lambda item, _old: self._entered(item))
        #: the odds of an action as a tooltip ('' for none): set by the window
        self.odds_tip: Any = None
        self._wrap_width = 0
        #: what `show_actions` was last given: (actions, adapter, enabled, note, focus)
        self._shown: tuple[list[Action], GameAdapter | None, bool, str, str | None] | None = None
        #: type to filter (the window puts it above the list)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("ActionsFilter")
        self.retranslate()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._refilter)

    def retranslate(self) -> None:
        """The panel's own words in the language now in use."""
        self.filter_edit.setPlaceholderText(tr("Type to filter the actions…"))

    def _rewrap(self) -> None:
        for item in self._all_items():
            depth, parent = 0, item.parent()
            while parent is not None:
                depth, parent = depth + 1, parent.parent()
            width = max(80, self.viewport().width() - (depth + 1) * self.indentation() - 12)
            text = item.data(0, Qt.ItemDataRole.UserRole + 1) or item.text(0)
            item.setText(0, wrap_words(text, QFontMetrics(item.font(0)), width))   # a header's bold font is wider
        self._wrap_width = max(80, self.viewport().width() - 2 * self.indentation() - 12)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if abs(self.viewport().width() - 2 * self.indentation() - 12 - self._wrap_width) > 8:
            self._rewrap()

    def show_actions(self, actions: list[Action], adapter: GameAdapter | None, enabled: bool,
                     note: str = "", focus: str | None = None) -> None:
        """`focus`: the group to open and scroll to, the others folded (e.g. the chosen die's)."""
        self._shown = (list(actions), adapter, enabled, note, focus)
        self._populate()

    def _refilter(self, _text: str = "") -> None:
        if self._shown is not None:
            self._populate()

    def _header(self, name: str, icon: Any = None) -> QTreeWidgetItem:
        item = QTreeWidgetItem([name])
        font = QFont(item.font(0))
        font.setBold(True)
        item.setFont(0, font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setData(0, Qt.ItemDataRole.UserRole + 2, name)
        item.setData(0, Qt.ItemDataRole.UserRole + 1, name)
        if icon is not None:
            item.setIcon(0, icon)
        return item

    def _populate(self) -> None:
        if self._shown is None:
            return
        actions, adapter, enabled, note, focus = self._shown
        self.clear()
        words = self.filter_edit.text().lower().split()
        if note:
            note_row = QTreeWidgetItem([note])
            note_row.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addTopLevelItem(note_row)
        if words:
            actions = [a for a in actions if _matches(str(a), words)
                       or (adapter is not None and _matches(" ".join(adapter.action_path(a)), words))]
        if adapter is not None:
            actions = sorted(actions, key=adapter.action_order)
        groups: dict[tuple[str, ...], QTreeWidgetItem] = {}
        for action in actions:
            path = tuple(adapter.action_path(action)) if adapter else (action.kind,)
            parent: QTreeWidgetItem | None = None
            for depth in range(1, len(path) + 1):
                key = path[:depth]
                header = groups.get(key)
                if header is None:
                    icon = adapter.action_group_icon(action) if adapter is not None and depth == 1 else None
                    header = self._header(key[-1], icon)
                    if parent is None:
                        self.addTopLevelItem(header)
                    else:
                        parent.addChild(header)
                    groups[key] = header
                parent = header
            label = adapter.action_label(action) if adapter is not None else action_words(action)
            child = QTreeWidgetItem([label])
            child.setData(0, Qt.ItemDataRole.UserRole, action)
            child.setData(0, Qt.ItemDataRole.UserRole + 1, label)
            child.setToolTip(0, action_words(action))
            child.setData(0, Qt.ItemDataRole.AccessibleTextRole, action_words(action))   # not the wrapped lines
            if parent is None:
                self.addTopLevelItem(child)
            else:
                parent.addChild(child)
        for item in list(groups.values()):
            self._overflow(item)
        for key, item in groups.items():
            count = self._count(item)
            item.setText(0, f"{key[-1]} ({count})")
            item.setData(0, Qt.ItemDataRole.UserRole + 1, f"{key[-1]} ({count})")
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole,
                         tr("{group}: {n} actions").format(group=key[-1], n=count))
        focused = groups.get((focus,)) if focus else None
        self._fold(focused, bool(words))
        if focused is not None:
            focused.setBackground(0, QColor("#f6dc8c"))
        self._rewrap()
        if focused is not None:
            self.scrollToItem(focused, QTreeWidget.ScrollHint.PositionAtTop)
        self.setEnabled(enabled)

    def _overflow(self, item: QTreeWidgetItem) -> None:
        """A group with more rows than fit: its first ten stay, the rest fold under "More" (and so on)."""
        keep = 10
        if item.childCount() <= ACTIONS_VISIBLE - 3:
            return
        rest = children(item)[keep:]
        for child in rest:
            item.removeChild(child)
        more = self._header(tr("More ({n})").format(n=len(rest)))
        more.setData(0, Qt.ItemDataRole.UserRole + 2, None)
        item.addChild(more)
        more.addChildren(rest)
        self._overflow(more)

    @staticmethod
    def _count(item: QTreeWidgetItem) -> int:
        """The actions under a group's header."""
        if item.childCount() == 0:
            return 0 if item.data(0, Qt.ItemDataRole.UserRole + 2) else 1
        return sum(ActionsPanel._count(child) for child in children(item))

    def _tops(self) -> list[QTreeWidgetItem]:
        return [top for i in range(self.topLevelItemCount()) if (top := self.topLevelItem(i)) is not None]

    def _fold(self, focused: QTreeWidgetItem | None, filtering: bool) -> None:
        """Unfold groups breadth first while no more than ACTIONS_VISIBLE rows show. With a focused group
        (the chosen die's) only it and what it holds unfold; a lone group always opens."""
        tops = self._tops()
        visible = len(tops)
        with_kids = [t for t in tops if t.childCount()]
        queue = [focused] if focused is not None else with_kids
        must: set[int] = set()
        if focused is not None:
            must.add(id(focused))
        elif len(with_kids) == 1:
            must.add(id(with_kids[0]))
        while queue:
            item = queue.pop(0)
            n = item.childCount()
            if n == 0 or (visible + n > ACTIONS_VISIBLE and id(item) not in must):
                continue
            item.setExpanded(True)
            visible += n
            queue += [child for child in children(item) if child.childCount()]

    def visible_rows(self) -> int:
        """Rows a player sees without unfolding anything (headers and actions)."""
        def walk(item: QTreeWidgetItem) -> int:
            if not item.isExpanded():
                return 1
            return 1 + sum(walk(child) for child in children(item))
        return sum(walk(top) for top in self._tops())

    def group_items(self) -> dict[str, QTreeWidgetItem]:
        """The top groups' header rows by group name."""
        out: dict[str, QTreeWidgetItem] = {}
        for top in self._tops():
            name = top.data(0, Qt.ItemDataRole.UserRole + 2)
            if name:
                out[name] = top
        return out

    def _all_items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            out.append(item)
            for child in children(item):
                walk(child)
        for top in self._tops():
            walk(top)
        return out

    def action_items(self) -> list[QTreeWidgetItem]:
        """Every row that plays an action, at any depth."""
        return [i for i in self._all_items() if i.data(0, Qt.ItemDataRole.UserRole) is not None]

    def _entered(self, item: QTreeWidgetItem | None, _column: int = 0) -> None:
        """The pointer (or the keyboard) on a row that plays an action: its odds, if it leads to a roll."""
        if item is None:
            return
        action = item.data(0, Qt.ItemDataRole.UserRole)
        from engines.core import Action
        if not isinstance(action, Action) or not self.isEnabled():
            return
        if self.odds_tip is not None and not item.data(0, Qt.ItemDataRole.UserRole + 3):
            tip = self.odds_tip(action)
            if tip:
                item.setToolTip(0, f"{html.escape(action_words(action))}<br>{tip}")
            item.setData(0, Qt.ItemDataRole.UserRole + 3, True)
        self.action_hovered.emit(action)

    def keyPressEvent(self, event) -> None:
        """Enter or Space on a row does what a click does (an action played, a die's group chosen); on a
        header of a folded group it also opens or folds it."""
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and item is not None \
                and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            if item.childCount():
                item.setExpanded(not item.isExpanded())
            self._clicked(item, 0)
            event.accept()
            return
        super().keyPressEvent(event)

    def _clicked(self, item: QTreeWidgetItem, column: int) -> None:
        action = item.data(0, Qt.ItemDataRole.UserRole)
        from engines.core import Action
        if isinstance(action, Action) and self.isEnabled():
            self.action_chosen.emit(action)
        elif item.parent() is None and item.data(0, Qt.ItemDataRole.UserRole + 2) and self.isEnabled():
            self.group_chosen.emit(item.data(0, Qt.ItemDataRole.UserRole + 2))

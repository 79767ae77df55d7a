"""Rule sections for the rules panel, by anchor, from the game's rules text (assets/rules/<game>.md)."""
from __future__ import annotations

import re

from engines.core import Game
from engines.core.rules import rule_section

from .i18n import current as language
from .i18n import tr


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def section(game: Game | None, anchor: str) -> tuple[str, str] | None:
    """(heading, body) of a rule, or None. Falls back to the game's own rules_text() (games without a file)."""
    if game is None or not anchor:
        return None
    found = rule_section(game.id, anchor, language())
    if found is not None:
        return found
    try:
        text = game.rules_text(language())
    except Exception:  # noqa: BLE001 - a broken rules text must not break the rules panel
        return None
    heading, current = "", ""
    body: list[str] = []
    out: dict[str, tuple[str, str]] = {}
    for line in text.splitlines():
        m = re.match(r"^#{2,4}\s+(.*?)\s*(\{#([a-z0-9-]+)\})?\s*$", line)
        if m:
            if current:
                out[current] = (heading, "\n".join(body).strip())
            heading, current, body = m.group(1), m.group(3) or _slug(m.group(1)), []
        else:
            body.append(line)
    if current:
        out[current] = (heading, "\n".join(body).strip())
    return out.get(anchor)


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([a-z0-9-]+)\})?\s*$")


def readable_rules(text: str) -> tuple[str, dict[str, str]]:
    """The rules' markdown for people: headings without their `{#anchor}` marks (Qt would print them),
    and anchor -> heading, so a link to a section can find its heading."""
    lines, headings = [], {}
    for line in text.splitlines():
        m = _HEADING.match(line)
        if m:
            title = m.group(2)
            headings[m.group(3) or _slug(title)] = title
            line = f"{m.group(1)} {title}"
        lines.append(line)
    return "\n".join(lines), headings


def rules_window(game: Game | None, parent=None):
    """Help → Rules: the game's whole rules text in a browser whose section links jump to the section."""
    import html

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QDesktopServices, QTextCursor, QTextDocument
    from PySide6.QtWidgets import QTextBrowser

    browser = QTextBrowser(parent)
    browser.setObjectName("RulesWindow")
    browser.setWindowFlag(Qt.WindowType.Window)
    browser.setWindowTitle(tr("Rules — {game}").format(game=game.title) if game else tr("Rules"))
    browser.setOpenLinks(False)
    text, headings = readable_rules(game.rules_text(language()) if game else "")

    def follow(url) -> None:
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
            return
        heading = headings.get(url.fragment() or url.toString().lstrip("#"))
        if heading:
            found = browser.document().find(heading, 0, QTextDocument.FindFlag.FindCaseSensitively)
            while not found.isNull() and found.blockFormat().headingLevel() == 0:   # the heading, not a mention
                found = browser.document().find(heading, found, QTextDocument.FindFlag.FindCaseSensitively)
            if not found.isNull():
                browser.moveCursor(QTextCursor.MoveOperation.End)   # then back to the heading: it shows on top
                browser.setTextCursor(found)
                browser.ensureCursorVisible()

    browser.anchorClicked.connect(follow)
    if text:
        browser.setMarkdown(text)
    else:
        none = tr("There is no rules text for this game yet.")
        browser.setHtml(f"<p>{html.escape(none)}</p>")
    browser.resize(760, 820)
    return browser

"""A pseudo-language for finding English left on screen: every sentence of the catalog comes back with its
letters written in full-width forms (ａｂｃ), its fields, tags and entities untouched, so any plain Latin word a
player sees never went through a catalog — a sentence built in code, a name from the data not looked up, or an
English word filled into a translated sentence.

`install(app, folder)` builds a catalog `realms_table_tr.qm` in `folder` from every sentence the code and data
say now (the extraction `make catalogs` runs, into `folder`) and switches the application to it;
`leaks(window)` lists the visible texts of the window — widgets, menus, tabs, tables, lists, the board's
labels and tooltips, the status bar — that still hold a plain word.
"""
from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[1]
_KEEP = re.compile(r"<[^>]*>|&\w+;|\{[^{}]*\}|%n|%\d|\(#[a-z0-9-]+\)")
_TAG = re.compile(r"<[^>]+>|&\w+;")
_WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
#: words that are the same in every language (names of the product and of its makers' tools)
KEPT = {"Realms", "Table", "Qt", "PySide6", "English", "Türkçe", "Deutsch", "Suomi"}


def pseudo(text: str) -> str:
    """`text` with its Latin letters in full-width forms, its fields, tags, entities and %n as they are."""
    out, at = [], 0
    for m in _KEEP.finditer(text):
        out.append(_wide(text[at:m.start()]))
        out.append(m.group())
        at = m.end()
    out.append(_wide(text[at:]))
    return "".join(out)


def _wide(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "a" <= c <= "z" or "A" <= c <= "Z" else c for c in text)


def compile_catalog(folder: Path, source: str, code: str = "tr") -> Path:
    """`source` (a .ts catalog's XML) written as realms_table_<code>.ts in `folder` and built into its .qm,
    where the app may be pointed to look for its catalogs (desktop.paths.TRANSLATIONS)."""
    ts = folder / f"realms_table_{code}.ts"
    ts.write_text(source, encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), "-silent", str(ts)], check=True)
    return ts.with_suffix(".qm")


def install(app, folder: Path) -> None:
    from desktop import i18n, paths
    source = folder / "sources.ts"
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run([str(lupdate), "-silent", "-extensions", "py", "-tr-function-alias", "tr+=T,QT_TR_NOOP+=N_",
                    "-no-obsolete", "-locations", "none", "desktop", "engines", "assets/translations/data_words.py",
                    "-ts", str(source)], cwd=ROOT, check=True)
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", '<TS version="2.1" language="tr_TR">',
             "<context><name></name>"]
    for m in ET.parse(source).getroot().iter("message"):
        text = m.findtext("source") or ""
        said = escape(pseudo(text))
        dis = m.findtext("comment")
        comment = f"<comment>{escape(dis)}</comment>" if dis else ""
        if m.get("numerus") == "yes":
            lines.append(f'<message numerus="yes"><source>{escape(text)}</source>{comment}'
                         f"<translation><numerusform>{said}</numerusform></translation></message>")
        else:
            lines.append(f"<message><source>{escape(text)}</source>{comment}<translation>{said}</translation>"
                         "</message>")
    lines += ["</context>", "</TS>"]
    compile_catalog(folder, "\n".join(lines))
    paths.TRANSLATIONS = folder
    _pseudo_rules(folder / "rules")
    assert i18n.set_language(app, "tr") == "tr"


def _pseudo_rules(folder: Path) -> None:
    """The rules texts in the pseudo-language too (as the Turkish ones: the language the pseudo one stands in
    for), so the rules panel's sections count like every other text."""
    from engines.core import rules
    folder.mkdir(exist_ok=True)
    for path in (ROOT / "assets" / "rules").glob("*.md"):
        if "." not in path.stem:
            (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
            (folder / f"{path.stem}.tr.md").write_text(pseudo(path.read_text(encoding="utf-8")), encoding="utf-8")
    rules.RULES_DIR = folder
    rules.load_rules.cache_clear()
    rules.sections.cache_clear()


def uninstall(app) -> None:
    """English again, with the real rules texts."""
    from desktop import i18n
    from engines.core import rules
    rules.RULES_DIR = ROOT / "assets" / "rules"
    rules.load_rules.cache_clear()
    rules.sections.cache_clear()
    i18n.set_language(app, "en")


def outside(text: str) -> list[str]:
    """The plain (not full-width) words of `text`: English that never went through a catalog."""
    return [w for w in _WORD.findall(_TAG.sub(" ", text)) if w not in KEPT]


def _texts(window) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text:
            out.append((where, text))

    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        box = w.parent()
        if isinstance(box, QDialogButtonBox) and isinstance(w, QAbstractButton) and \
                box.standardButton(w) != QDialogButtonBox.StandardButton.NoButton:
            continue    # Qt's own buttons (OK, Cancel): Qt's catalog speaks for them
        kind = type(w).__name__
        add(f"{kind} tooltip", w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            add(kind, w.text())
        elif isinstance(w, QGroupBox):
            add(kind, w.title())
        elif isinstance(w, QDockWidget):
            add(kind, w.windowTitle())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                add(kind, w.tabText(i))
                add(f"{kind} tooltip", w.tabToolTip(i))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(kind, w.itemText(i))
        elif isinstance(w, QLineEdit):
            add(kind, w.text() or w.placeholderText())
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            add(kind, w.toPlainText())
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                add(kind, w.item(i).text())
                add(f"{kind} tooltip", w.item(i).toolTip())
        elif isinstance(w, QTreeWidget):
            stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while stack:
                item = stack.pop()
                for c in range(w.columnCount()):
                    add(kind, item.text(c))
                    add(f"{kind} tooltip", item.toolTip(c))
                stack += [item.child(i) for i in range(item.childCount())]
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    cell = w.item(r, c)
                    if cell is not None:
                        add(kind, cell.text())
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    add(kind, head.text())
    bar = window.menuBar() if hasattr(window, "menuBar") else None
    menus = [a.menu() for a in bar.actions() if a.menu() is not None] if bar is not None else []
    for a in bar.actions() if bar is not None else ():
        add("menu bar", a.text())
    while menus:
        menu: QMenu = menus.pop()
        for a in menu.actions():
            add("menu", a.text())
            if a.menu() is not None:
                menus.append(a.menu())
    add("window title", window.windowTitle())
    if hasattr(window, "statusBar"):
        add("status bar", window.statusBar().currentMessage())
    scene = getattr(window, "scene", None)
    if scene is not None:
        for item in scene.items():
            if not item.isVisible():
                continue
            add("board tooltip", item.toolTip())
            texts_at = getattr(item, "texts_at", None)
            if texts_at is not None:                  # what a label or figure draws, zoomed in far enough
                for text, _px in texts_at(8.0):
                    add("board", text)
            if isinstance(item, QGraphicsSimpleTextItem):
                add("board", item.text())
            elif isinstance(item, QGraphicsTextItem):
                add("board", item.toPlainText())
    return out


def leaks(window) -> list[tuple[str, str, list[str]]]:
    """(where, the text, its plain words) for every visible text with English left in it."""
    found = []
    for where, text in _texts(window):
        words = outside(text)
        if words:
            found.append((where, text, words))
    return found

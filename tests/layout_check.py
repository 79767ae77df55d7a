"""Finds the texts a window cuts off: a label, button, tab, dock title, group title or combo whose text needs more
room than it was given (Qt clips or elides it, so the player reads half a word)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabBar,
    QToolButton,
    QWidget,
)

SLACK = 1   # a pixel of rounding


def _lines_width(widget: QWidget, text: str) -> int:
    fm = widget.fontMetrics()
    return max((fm.horizontalAdvance(line) for line in text.replace("&&", "&").split("\n")), default=0)


def cut_off(window: QWidget) -> list[tuple[str, str, int, int]]:
    """(kind, text, width needed, width given) for every visible text the window cuts off."""
    out = []
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0 or w.visibleRegion().isEmpty():
            continue        # (a dock behind another one's tab is "visible" but shown nowhere)
        kind = type(w).__name__
        if isinstance(w, QLabel):
            text = w.text()
            if (not text or w.wordWrap() or w.textFormat() == Qt.TextFormat.RichText or "<" in text
                    or (w.pixmap() is not None and not w.pixmap().isNull())):
                continue
            need, have = _lines_width(w, text), w.contentsRect().width() - 2 * w.margin() - 2 * w.indent()
        elif isinstance(w, (QPushButton, QToolButton)):
            if not w.text() or (isinstance(w, QToolButton) and w.toolButtonStyle() ==
                                Qt.ToolButtonStyle.ToolButtonIconOnly):
                continue
            need, have = w.sizeHint().width(), w.width()
        elif isinstance(w, QAbstractButton):     # check boxes, radio buttons
            if not w.text():
                continue
            need, have = w.sizeHint().width(), w.width()
        elif isinstance(w, QTabBar):
            for i in range(w.count()):      # the text and a little room each side (Qt elides what has less)
                need = _lines_width(w, w.tabText(i)) + w.fontMetrics().height() // 2
                if w.isTabVisible(i) and need > w.tabRect(i).width() + SLACK:
                    out.append((kind, w.tabText(i), need, w.tabRect(i).width()))
            continue
        elif isinstance(w, QDockWidget):
            if w.isFloating() or w.titleBarWidget() is not None:
                continue
            # the title bar holds the title and the float and close buttons (about three line-heights)
            need, have = _lines_width(w, w.windowTitle()) + 3 * w.fontMetrics().height(), w.width()
        elif isinstance(w, QGroupBox):
            need, have = _lines_width(w, w.title()) + w.fontMetrics().height(), w.width()
        elif isinstance(w, QComboBox):
            if not w.currentText():
                continue
            need = _lines_width(w, w.currentText()) + 2 * w.fontMetrics().height()   # the arrow and frame
            have = w.width()
        else:
            continue
        if need > have + SLACK:
            out.append((kind, w.text() if hasattr(w, "text") and callable(w.text) else
                        w.windowTitle() if isinstance(w, QDockWidget) else
                        w.title() if isinstance(w, QGroupBox) else w.currentText(), need, have))
    return out

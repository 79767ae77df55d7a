"""The look: Qt's Fusion style with a warm parchment palette, so every platform looks the same."""
from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

STYLESHEET = """
QMainWindow::separator { background: #b9a57c; width: 4px; height: 4px; }
QDockWidget { font-weight: bold; color: #3a2f20; }
QDockWidget::title { background: #d8c69a; padding: 5px 8px; border-bottom: 1px solid #a8916a; }
QTextBrowser, QListWidget, QTreeWidget { background: #fbf6e6; border: none; selection-background-color: #e6c976;
    selection-color: #2b2418; }
QTextBrowser:focus, QListWidget:focus, QTreeWidget:focus, QLineEdit:focus { border: 2px solid #1f4e8c; }
QGraphicsView#BoardView { border: 3px solid #3b3326; }
QGraphicsView#BoardView:focus { border: 3px solid #5b9bf0; }
QListWidget { alternate-background-color: #f4ecd4; }
QListWidget::item { padding: 3px 2px; }
QTreeWidget::item { padding: 3px 0; }
QTreeWidget::item:hover, QListWidget::item:hover { background: #efe0b4; }
QMainWindow > QTabBar::tab { padding: 4px 5px; }
QStatusBar { background: #d8c69a; color: #2b2418; }
QMenuBar { background: #d8c69a; }
QMenuBar::item:selected { background: #e6c976; }
"""


def apply_style(app: QApplication) -> None:
    if "Fusion" in QStyleFactory.keys():  # noqa: SIM118 (a list, not a dict)
        app.setStyle("Fusion")
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor("#e9dfc4"))
    pal.setColor(QPalette.ColorRole.WindowText, QColor("#2b2418"))
    pal.setColor(QPalette.ColorRole.Base, QColor("#fbf6e6"))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor("#f4ecd4"))
    pal.setColor(QPalette.ColorRole.Text, QColor("#2b2418"))
    pal.setColor(QPalette.ColorRole.Button, QColor("#e2d4ae"))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor("#2b2418"))
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#b8862b"))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fff8dc"))
    pal.setColor(QPalette.ColorRole.ToolTipText, QColor("#2b2418"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#8a7d64"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#8a7d64"))
    app.setPalette(pal)
    font = QFont("DejaVu Sans")
    font.setPointSizeF(max(9.5, app.font().pointSizeF()))
    app.setFont(font)
    app.setStyleSheet(STYLESHEET)

"""The review of a finished game (issue 18), in a window: each seat's standing over the game as a chart (its colour
and its own line pattern, so no seat is told by colour alone), the turning points with what the computer would have
played instead, each seat's luck with the dice and the cards, and the hints each seat asked for.
The figures come from engines/ai/review.py (the game is over: nothing in it is secret any more)."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .i18n import say, tr
from .seat_marks import draw_mark, seat_mark

PATTERNS = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


def points(value: float) -> int:
    """A standing or a luck in [-1, 1] as points out of 50 either way (what the review writes)."""
    return round(value * 50)


class StandingChart(QWidget):
    """Each seat's standing after every move: above the middle line ahead, below it behind."""

    def __init__(self, values: list[list[float]], colours: list[str], names: list[str], parent: Any = None) -> None:
        super().__init__(parent)
        self.values, self.colours, self.names = values, colours, names
        self.setMinimumSize(520, 220)
        self.setAccessibleName(tr("Each player's standing over the game"))

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffdf6"))
        fm = p.fontMetrics()
        legend = fm.height() + 8
        area = QRectF(48, 10, self.width() - 60, self.height() - 30 - legend)
        p.setPen(QPen(QColor("#999999"), 1, Qt.PenStyle.DashLine))
        mid = area.center().y()
        p.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        p.setPen(QColor("#444444"))
        p.drawText(QRectF(0, area.top() - 4, 46, fm.height()), int(Qt.AlignmentFlag.AlignRight), tr("ahead"))
        p.drawText(QRectF(0, area.bottom() - fm.height() + 4, 46, fm.height()), int(Qt.AlignmentFlag.AlignRight),
                   tr("behind"))
        moves = max(1, len(self.values[0]) - 1)
        p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), fm.height()),
                   int(Qt.AlignmentFlag.AlignRight), tr("move {n}").format(n=moves))
        for seat, row in enumerate(self.values):
            path = QPainterPath()
            for k, v in enumerate(row):
                pt = QPointF(area.left() + area.width() * k / moves, mid - v * area.height() / 2)
                if k == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setPen(QPen(QColor(self.colours[seat]), 2.5, PATTERNS[seat % len(PATTERNS)]))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            draw_mark(p, seat_mark(seat), path.currentPosition(), 5.0, self.colours[seat])   # its seat's mark
        x = area.left()
        y = self.height() - legend + 2
        for seat, name in enumerate(self.names):
            p.setPen(QPen(QColor(self.colours[seat]), 2.5, PATTERNS[seat % len(PATTERNS)]))
            p.drawLine(QPointF(x, y + fm.height() / 2), QPointF(x + 30, y + fm.height() / 2))
            draw_mark(p, seat_mark(seat), QPointF(x + 15, y + fm.height() / 2), 5.0, self.colours[seat])
            p.setPen(QColor("#222222"))
            p.drawText(QPointF(x + 36, y + fm.ascent()), name)
            x += 50 + fm.horizontalAdvance(name)
        p.end()


def review_text(match: Any, result: Any, names: list[str], label: Any) -> str:
    """The review's words: the lead's changes, the turning points, each seat's luck and hints."""
    title, turning, luck_title = tr("The game in review"), tr("Turning points"), tr("Luck")
    parts = [f"<h2>{html.escape(title)}</h2>"]
    changes = result.leader_changes()
    parts.append("<p>" + html.escape(tr("Changes of the lead: {n}.").format(n=len(changes))) + "</p>")
    parts.append(f"<h3>{html.escape(turning)}</h3><ul>")
    for t in result.turning_points:
        line = tr("Move {n}, {player}: {action} ({change:+d} points of standing)").format(
            n=t.number, player=names[t.seat], action=label(t.played), change=points(t.swing))
        extra = []
        if t.luck:
            extra.append(tr("the dice or cards made {luck:+d} of it").format(luck=points(t.luck)))
        if t.instead is not None and label(t.instead) != label(t.played):   # (another die for the same move: same)
            extra.append(tr("the computer would have played: {action}").format(action=label(t.instead)))
        item = html.escape(line) + ("<br><i>" + html.escape("; ".join(extra)) + "</i>" if extra else "")
        parts.append(f"<li>{item}</li>")
    costly_title = tr("Each player’s costliest move")
    parts.append(f"</ul><h3>{html.escape(costly_title)}</h3><ul>")
    for seat, name in enumerate(names):
        worst = result.costliest[seat] if seat < len(result.costliest) else None
        if worst is None:
            parts.append("<li>" + html.escape(tr("{player}: no move lost standing by itself.").format(player=name))
                         + "</li>")
            continue
        line = tr("{player}: move {n}, {action} ({change:+d} points of standing, the dice's part taken out)").format(
            player=name, n=worst.number, action=label(worst.played), change=points(worst.swing - worst.luck))
        better = (tr("the computer would have played: {action}").format(action=label(worst.instead))
                  if worst.instead is not None and label(worst.instead) != label(worst.played) else "")
        parts.append("<li>" + html.escape(line) + (f"<br><i>{html.escape(better)}</i>" if better else "") + "</li>")
    parts.append(f"</ul><h3>{html.escape(luck_title)}</h3><ul>")
    for seat, name in enumerate(names):
        luck = points(result.luck[seat])
        verdict = (tr("luckier than could be expected") if luck > 4 else tr("unluckier than could be expected")
                   if luck < -4 else tr("about as lucky as could be expected"))
        parts.append("<li>" + html.escape(tr("{player}: {luck:+d} points of standing from the dice and cards over "
                                             "{moves} moves that rolled or drew — {verdict}.").format(
            player=name, luck=luck, moves=result.chance_moves, verdict=verdict)) + "</li>")
    parts.append("</ul><p>" + html.escape(tr("Hints asked for: {hints}.").format(
        hints=", ".join(f"{n} {h}" for n, h in zip(names, match.hints_used, strict=False)))) + "</p>")
    parts.append("<p><i>" + html.escape(tr("Standing is the computer's judgement of a position, from 50 points "
                                           "behind to 50 ahead.")) + "</i></p>")
    return "".join(parts)


class ReviewDialog(QDialog):
    def __init__(self, match: Any, adapter: Any, parent: Any = None) -> None:
        super().__init__(parent)
        from engines.ai.review import review
        self.setWindowTitle(tr("Review of the game"))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.reviewed = review(match)
        finally:
            QApplication.restoreOverrideCursor()
        state = match.state
        names = [say(n) for n in adapter.seat_names(state)]
        colours = [adapter.seat_colour(i) for i in range(len(names))]
        layout = QVBoxLayout(self)
        self.chart = StandingChart(self.reviewed.values, colours, names, self)
        layout.addWidget(self.chart)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(tr("The game in review"))
        self.text.setHtml(review_text(match, self.reviewed, names, adapter.action_label))
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 640)


__all__ = ["ReviewDialog", "StandingChart", "points", "review_text"]

"""War of the Ring's small dialogs: which figures of an army go (a split), and which of several actions a die
dropped on a region means.

The split dialog builds the engine's explicit composition (`comp=[[nation, regulars, elites, leaders], ...]`
on `move_army`, `move_army2` and `attack`) and asks the engine's `check` on every change, so the player sees
the rules' reason before pressing the button, never after.
"""
from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.core import Action, Illegal
from engines.core.i18n import T, Text
from engines.war_of_the_ring.common import FACE_TEXT, and_text, figure_texts
from engines.war_of_the_ring.state import NATIONS, WotrState

from ..i18n import say, tr, word
from ..panels import action_words
from .wotr_common import FACE_WORDS


class SplitDialog(QDialog):
    """Regulars, elites and leaders of each nation that go; the rest stay. Nazgûl and characters go along
    only with the whole army (the engine's rule)."""

    def __init__(self, game, state: WotrState, action: Action, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WotrSplitDialog")
        self.game, self.state, self.base = game, state, action
        s = state
        b = s.board
        self.side = s.sides[action.seat]
        bt: Mapping[str, Any] = s.battle or {}
        self.frm: str = action.get("frm") or bt.get("frm", "")
        self.to: str = action.get("to") or bt.get("to", "")
        self.attack = action.kind == "attack"
        self.advance = action.kind == "advance"
        self.army = {n: t for n, t in s.army(self.frm, self.side).items() if any(t)}
        verb = tr("Attack {to} from {frm}") if self.attack else tr("Advance from {frm} into {to}") \
            if self.advance else tr("Move from {frm} to {to}")
        self.setWindowTitle(verb.format(frm=b.name[self.frm], to=b.name[self.to]))
        lay = QVBoxLayout(self)
        die = action.get("die")
        head = verb.format(frm=b.name[self.frm], to=b.name[self.to])
        if isinstance(die, str):
            head = tr("{move} — {face} die").format(move=head, face=word(FACE_WORDS, die))
        title = QLabel(f"<b>{html.escape(head)}</b>")
        lay.addWidget(title)
        lay.addWidget(QLabel(tr("How many of each go? The rest stay in {frm}.").format(frm=b.name[self.frm])))
        grid = QGridLayout()
        for col, heading in enumerate((tr("Nation"), tr("Regulars"), tr("Elites"), tr("Leaders"))):
            grid.addWidget(QLabel(f"<i>{html.escape(heading)}</i>"), 0, col)
        self.spins: dict[str, list[QSpinBox]] = {}
        default = self._default(action)
        for row, n in enumerate(sorted(self.army, key=NATIONS.index), start=1):
            grid.addWidget(QLabel(say(s.nation_name(n))), row, 0)
            boxes = []
            for col, (have, want) in enumerate(zip(self.army[n], default.get(n, (0, 0, 0)), strict=True), start=1):
                box = QSpinBox()
                box.setObjectName(f"spin_{n}_{col}")
                box.setRange(0, have)
                box.setValue(min(want, have))
                box.setSuffix(f" / {have}")
                box.setEnabled(have > 0)
                box.valueChanged.connect(self._changed)
                grid.addWidget(box, row, col)
                boxes.append(box)
            self.spins[n] = boxes
        lay.addLayout(grid)
        extras = []
        if s.nazgul.get(self.frm) and self.side == "shadow":
            extras.append(tr("%n Nazgûl", None, s.nazgul[self.frm]))
        extras += [say(b.char_name(c)) for c in s.chars_at(self.frm, self.side)]
        if extras:
            lay.addWidget(QLabel(tr("With the whole army also go: {who}.").format(who=", ".join(extras))))
        quick = QHBoxLayout()
        for text, how in ((tr("Whole army"), "all"), (tr("Half"), "half"), (tr("One unit"), "one")):
            button = QPushButton(text)
            button.setObjectName(f"quick_{how}")
            button.clicked.connect(lambda _=False, h=how: self._preset(h))
            if self._quick_comp(how) is None:   # never a choice the rules refuse
                button.setEnabled(False)
                button.setToolTip(tr("The rules allow no such move here."))
            quick.addWidget(button)
        quick.addStretch(1)
        lay.addLayout(quick)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        lay.addWidget(self.verdict)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            tr("Attack") if self.attack else tr("Advance") if self.advance else tr("Move"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._changed()

    def _default(self, action: Action) -> dict[str, tuple[int, int, int]]:
        units = action.get("units")
        total = sum(t[0] + t[1] for t in self.army.values())
        if not isinstance(units, int) or units >= total:
            return dict(self.army)
        return self.game._split(self.army, units, total)   # the engine's own choice of figures

    def _quick_comp(self, how: str) -> dict[str, tuple[int, int, int]] | None:
        """The figures a quick button chooses: the engine's own pick of that many units, then the same with
        the leaders going along (a Character die moves an army with its leader); the first the rules allow,
        or None when none is (the button is then disabled)."""
        total = sum(t[0] + t[1] for t in self.army.values())
        n = {"all": total, "half": (total + 1) // 2, "one": 1}[how]
        base = dict(self.army) if n >= total else self.game._split(self.army, n, total)
        candidates = [base]
        with_leaders = {k: (v[0], v[1], self.army[k][2]) for k, v in base.items()}
        for k, t in self.army.items():
            if k not in with_leaders and t[2]:
                with_leaders[k] = (0, 0, t[2])
        candidates.append(with_leaders)
        for k, t in self.army.items():   # one leader of one nation
            if t[2]:
                one = {kk: (v[0], v[1], 0) for kk, v in base.items()}
                r, e, _l = one.get(k, (0, 0, 0))
                one[k] = (r, e, 1)
                candidates.append(one)
        for comp in candidates:
            rows = [[nation, *t] for nation, t in comp.items() if any(t)]
            if rows and not isinstance(self.game.check(self.state, self._action_for(rows)), Illegal):
                return comp
        return None

    def _preset(self, how: str) -> None:
        comp = self._quick_comp(how)
        if comp is None:
            return
        for nation, boxes in self.spins.items():
            for box, value in zip(boxes, comp.get(nation, (0, 0, 0)), strict=True):
                box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(False)
        self._changed()

    def comp(self) -> list[list]:
        return [[n, *(box.value() for box in boxes)] for n, boxes in self.spins.items()
                if any(box.value() for box in boxes)]

    def is_whole(self) -> bool:
        return all(tuple(box.value() for box in self.spins[n]) == t for n, t in self.army.items())

    def action(self) -> Action:
        """The engine's action for the figures chosen: the plain action for the whole army, else one with
        `comp` and a label naming the figures."""
        return self._action_for(self.comp(), self.is_whole())

    def _action_for(self, comp: list[list], whole: bool | None = None) -> Action:
        b = self.state.board
        params = {k: v for k, v in self.base.params if k not in ("units", "comp")}
        if whole is None:
            whole = {row[0]: tuple(row[1:]) for row in comp} == {n: t for n, t in self.army.items()}
        if whole:
            if self.attack or self.advance:
                return self.base
            total = sum(t[0] + t[1] for t in self.army.values())
            whole_action = Action.make(self.base.kind, self.base.seat, **params, units=total)
            for a in self.game.legal_actions(self.state):   # with the engine's own label
                if a == whole_action:
                    return a
            return whole_action
        # the figures in the engine's own words (translatable phrases, joined as the engine joins them)
        what = and_text([t for n, r, e, lead in comp for t in figure_texts(n, r, e, lead)])
        die = params.get("die")
        frm, to = b.name[self.frm], b.name[self.to]
        face = FACE_TEXT.get(die) if isinstance(die, str) else None
        label: Text
        if self.attack:
            label = T("Use {die} die: attack {target} from {frm} with {what}", die=face, target=to, frm=frm,
                      what=what) if face else T("Attack {target} from {frm} with {what}", target=to, frm=frm, what=what)
        elif self.advance:
            label = T("Advance into {region} with {what}", region=to, what=what)
        elif face:
            label = T("Use {die} die: move {what} {frm} → {to}", die=face, what=what, frm=frm, to=to)
        elif self.base.kind == "move_army2":
            label = T("Move a second army: {what} {frm} → {to}", what=what, frm=frm, to=to)
        else:
            label = T("Move {what} {frm} → {to}", what=what, frm=frm, to=to)
        return Action.make(self.base.kind, self.base.seat, label, **params, comp=comp)

    def _changed(self) -> None:
        verdict = self.game.check(self.state, self.action()) if self.comp() else \
            Illegal(tr("Choose at least one unit."), "")
        ok = not isinstance(verdict, Illegal)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        if ok:
            self.verdict.setText(f"<span style='color:#276b2a'>{html.escape(action_words(self.action()))}</span>")
        else:
            self.verdict.setText(f"<span style='color:#a3261f'><b>{html.escape(say(verdict.reason))}</b></span>")

    @classmethod
    def ask(cls, game, state: WotrState, action: Action, parent: QWidget | None = None) -> Action | None:
        dialog = cls(game, state, action, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.action()


def choose_entry(entries: list[tuple[str, object]], parent: QWidget | None = None) -> object | None:
    """A small menu at the mouse: (text, value) entries, the first one the default (bold, and what Enter
    picks). The value of the one chosen, or None when the menu was dismissed."""
    menu = QMenu(parent)
    menu.setObjectName("WotrChooseAction")
    for i, (text, value) in enumerate(entries):
        item = menu.addAction(text)
        item.setData(value)
        if i == 0:
            menu.setDefaultAction(item)
            menu.setActiveAction(item)
    from ..odds_view import odds_in_menu
    odds_in_menu(menu, parent)
    chosen = menu.exec(QCursor.pos())
    return chosen.data() if chosen is not None else None


def choose_action(actions: list[Action], parent: QWidget | None = None) -> Action | None:
    """Which of these actions (a die dropped where it allows several, the Fellowship clicked), the first
    the default."""
    picked = choose_entry([(action_words(a), a) for a in actions], parent)
    return picked if isinstance(picked, Action) else None


__all__ = ["SplitDialog", "choose_action", "choose_entry"]

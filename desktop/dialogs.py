"""New Game dialog and the game-over banner (the hot-seat curtain lives in desktop.curtain)."""
from __future__ import annotations

import types
import typing
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.core import Game, GameOptions, SeatSpec

from .i18n import LEVEL_WORDS, capital, say, tr, word
from .seat_marks import seat_pixmap

SEAT_CHOICES = [("human", "normal"), ("ai", "easy"), ("ai", "normal"), ("ai", "hard")]


def seat_choice_label(kind: str, level: str) -> str:
    if kind == "human":
        return tr("Human")
    return tr("Computer — {level}").format(level=word(LEVEL_WORDS, level, level.capitalize()))


def _bounds(field) -> tuple[float | None, float | None]:
    lo = hi = None
    for m in field.metadata:
        for attr, is_lo, delta in (("ge", True, 0), ("gt", True, 1), ("le", False, 0), ("lt", False, -1)):
            value = getattr(m, attr, None)
            if value is not None:
                if is_lo:
                    lo = value + delta
                else:
                    hi = value + delta
    return lo, hi


def _pretty(name: str) -> str:
    return name.replace("_", " ").capitalize()


def sentence(text: str) -> str:
    """An option's description as a caption or tooltip: in the player's language, with a capital first letter
    by the language's own rules (Turkish i → İ)."""
    return capital(say(text))


def option_widget(field, value: Any, label=None) -> QWidget:
    """A widget for one pydantic field: ints as spin boxes, bools as check boxes, literals as combos (`label`:
    the game's own word for a choice, or "" for the plain one)."""
    ann = field.annotation
    origin = typing.get_origin(ann)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(ann) if a is not type(None)]
        ann = args[0] if len(args) == 1 else ann
        origin = typing.get_origin(ann)
    if ann is bool:
        check = QCheckBox()
        check.setChecked(bool(value))
        return check
    if origin is typing.Literal:
        combo = QComboBox()
        for choice in typing.get_args(ann):
            combo.addItem((label(choice) if label is not None else "") or _pretty(str(choice)), choice)
        combo.setCurrentIndex(max(0, combo.findData(value)))
        return combo
    if ann is int:
        spin = QSpinBox()
        lo, hi = _bounds(field)
        spin.setRange(int(lo) if lo is not None else -1_000_000, int(hi) if hi is not None else 1_000_000)
        spin.setValue(int(value or 0))
        return spin
    if ann is float:
        real = QDoubleSpinBox()
        lo, hi = _bounds(field)
        real.setRange(lo if lo is not None else -1e9, hi if hi is not None else 1e9)
        real.setValue(float(value or 0))
        return real
    if isinstance(value, (list, tuple)):
        value = ", ".join(str(v) for v in value)
    edit = QLineEdit("" if value is None else str(value))
    if type(None) in typing.get_args(field.annotation):
        edit.setPlaceholderText(tr("default"))
    return edit


def _is_optional(field) -> bool:
    return type(None) in typing.get_args(field.annotation)


def _is_list(field) -> bool:
    ann = field.annotation
    args = [a for a in typing.get_args(ann) if a is not type(None)] if _is_optional(field) else [ann]
    return any(typing.get_origin(a) in (list, tuple) for a in args)


def per_seat_choices(field) -> tuple[Any, ...] | None:
    """The choices of a per-seat option: a field typed `list[Literal[...]]` (or that, `| None`).

    Such a field names one value per seat (a side, a faction…), so the dialog shows it as a combo in
    each seat's row instead of a text field.
    """
    ann = field.annotation
    args = [a for a in typing.get_args(ann) if a is not type(None)] if _is_optional(field) else [ann]
    if len(args) != 1 or typing.get_origin(args[0]) is not list:
        return None
    inner = typing.get_args(args[0])
    if len(inner) != 1 or typing.get_origin(inner[0]) is not typing.Literal:
        return None
    return typing.get_args(inner[0])


def per_seat_caption(name: str, field) -> str:
    """'sides' → 'Side': the column heading of a per-seat option."""
    if field.title:
        return field.title
    word = _pretty(name)
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def widget_value(w: QWidget) -> Any:
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, (QSpinBox, QDoubleSpinBox)):
        return w.value()
    if isinstance(w, QLineEdit):
        return w.text()
    return None


def fit_to_choices(combo: QComboBox) -> None:
    """Wide enough for its longest choice (the style's padding included), never "Computer —"."""
    metrics = combo.fontMetrics()
    longest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
    combo.setMinimumWidth(longest + 48)


class NewGameDialog(QDialog):
    """Pick a game, the number of players, who plays each seat and the game's options. The seed is drawn
    from the system's entropy and never shown: the host must not be able to choose or read the future
    (a reproducible seed is a command-line feature)."""

    def __init__(self, games: list[Game], parent=None, current: str | None = None, note: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New Game"))
        self.games = games
        self.game: Game | None = None
        self.options: GameOptions | None = None
        #: None: the game's chance comes from fresh entropy, kept nowhere (a seed is a command-line feature)
        self.seed: int | None = None
        self.seats: list[SeatSpec] = []
        self.option_widgets: dict[str, QWidget] = {}
        self._adapter: Any = None
        self._shown_game: str | None = None

        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)   # never narrower than its rows
        form = QFormLayout()
        self.game_combo = QComboBox()
        for g in games:
            self.game_combo.addItem(say(g.title), g.id)
        form.addRow(tr("Game"), self.game_combo)
        self.players = QSpinBox()
        form.addRow(tr("Players", "how many play"), self.players)
        layout.addLayout(form)

        self.seats_box = QGroupBox(tr("Seats"))
        self._seats_layout = QVBoxLayout(self.seats_box)
        self._seats_layout.setContentsMargins(6, 6, 6, 6)
        self.seat_rows: QWidget | None = None      # rebuilt for each game: no row of another game stays behind
        self.seat_grid: QGridLayout | None = None
        self.seat_labels: list[QLabel] = []
        self._seat_icons: list[QLabel] = []   # the colour beside each seat's name
        self.seat_combos: list[QComboBox] = []
        #: per-seat options (a list with one value per seat): name -> one combo per seat row
        self.seat_option_combos: dict[str, list[QComboBox]] = {}
        self._seat_option_min: dict[str, int] = {}
        self._seat_option_caption: dict[str, QLabel] = {}
        layout.addWidget(self.seats_box)

        self.options_box = QGroupBox(tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)

        self.note = QLabel(note)        # e.g. that the game in progress is kept, and where
        self.note.setObjectName("KeptNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #5a4a30;")
        self.note.setVisible(bool(note))
        layout.addWidget(self.note)

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a3261f; font-weight: bold;")
        self.error.hide()
        layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        if current:
            idx = self.game_combo.findData(current)
            if idx >= 0:
                self.game_combo.setCurrentIndex(idx)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self._game_changed()

    def selected_game(self) -> Game | None:
        idx = self.game_combo.currentIndex()
        return self.games[idx] if 0 <= idx < len(self.games) else None

    def _build_seat_rows(self, game: Game) -> None:
        """A fresh grid of seat rows for `game`: colour, name, who plays it, then one combo per per-seat
        option (a side, a role). The previous game's grid goes away whole; who plays each seat is kept."""
        kept = [c.currentIndex() for c in self.seat_combos]
        if self.seat_rows is not None:
            self.seat_rows.hide()
            self._seats_layout.removeWidget(self.seat_rows)
            self.seat_rows.setParent(None)
            self.seat_rows.deleteLater()
        self.seat_rows = QWidget()
        self.seat_rows.setObjectName("SeatRows")
        self.seat_grid = QGridLayout(self.seat_rows)
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        self.seat_labels, self.seat_combos, self._seat_icons = [], [], []
        self.seat_option_combos.clear()
        self._seat_option_min.clear()
        self._seat_option_caption.clear()
        for i in range(max(game.max_players, 1)):
            icon_label = QLabel()
            icon_label.setPixmap(seat_pixmap(self._adapter.seat_colour(i), i, 16))
            label = QLabel(self._adapter.seat_label(i))
            label.setMinimumWidth(70)
            self._seat_icons.append(icon_label)
            combo = QComboBox()
            combo.setObjectName(f"seat_player_{i}")
            for kind, level in SEAT_CHOICES:
                combo.addItem(seat_choice_label(kind, level), (kind, level))
            combo.setCurrentIndex(kept[i] if i < len(kept) else (0 if i == 0 else 2))
            fit_to_choices(combo)
            self.seat_grid.addWidget(icon_label, i + 1, 0)   # row 0: headings of per-seat options
            self.seat_grid.addWidget(label, i + 1, 1)
            self.seat_grid.addWidget(combo, i + 1, 2)
            self.seat_labels.append(label)
            self.seat_combos.append(combo)
        self.seat_grid.setColumnStretch(2, 1)
        for name, field in game.Options.model_fields.items():
            choices = per_seat_choices(field) if name != "players" else None
            if choices:
                self._add_seat_option(name, field, choices)
        self._seats_layout.addWidget(self.seat_rows)
        if self.isVisible():
            self.seat_rows.show()   # its rows count in the dialog's size at once, not after a show event

    def _add_seat_option(self, name: str, field, choices: tuple[Any, ...]) -> None:
        """One combo per seat row; the default alternates the choices (good, evil, good, evil…)."""
        column = 3 + len(self.seat_option_combos)
        grid = self.seat_grid
        assert grid is not None   # the seat rows are laid out before their options
        caption = QLabel(say(per_seat_caption(name, field)))
        caption.setObjectName(f"seat_option_caption_{name}")
        caption.setStyleSheet("font-weight: bold;")
        grid.addWidget(caption, 0, column)
        combos = []
        for i in range(len(self.seat_combos)):
            combo = QComboBox()
            combo.setObjectName(f"seat_option_{name}_{i}")
            for choice in choices:
                combo.addItem(self._choice_label(name, choice) or _pretty(str(choice)), choice)
            combo.setCurrentIndex(i % len(choices))
            fit_to_choices(combo)
            if field.description:
                combo.setToolTip(sentence(field.description))
            grid.addWidget(combo, i + 1, column)
            combos.append(combo)
        self.seat_option_combos[name] = combos
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        self._seat_option_min[name] = int(extra.get("min_players", 0))   # e.g. roles only in team games
        self._seat_option_caption[name] = caption

    def _choice_label(self, option: str, value: Any) -> str:
        """The game's own word for an option's value ("Witch-king" for `witch_king`), "" if it has none."""
        if self._adapter is None:
            return ""
        return self._adapter.choice_label(option, value)

    def _game_changed(self) -> None:
        game = self.selected_game()
        if game is None or game.id == self._shown_game:
            return
        from .games import adapter_for
        self._shown_game = game.id
        self._adapter = adapter_for(game)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        self._build_seat_rows(game)
        default_players = game.Options.model_fields["players"].default if "players" in game.Options.model_fields else 2
        try:
            default_players = int(default_players)
        except (TypeError, ValueError):
            default_players = game.min_players
        self.players.blockSignals(True)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(max(game.min_players, min(game.max_players, default_players)))
        self.players.blockSignals(False)
        for name, field in game.Options.model_fields.items():
            if name == "players" or name in self.seat_option_combos:
                continue
            default = field.get_default(call_default_factory=True)
            w = option_widget(field, default, lambda v, n=name: self._choice_label(n, v))
            w.setObjectName(f"option_{name}")
            if field.description:
                w.setToolTip(sentence(field.description))
            caption = QLabel(sentence(field.title or field.description or _pretty(name)))
            caption.setTextFormat(Qt.TextFormat.PlainText)   # an "&" in a name is a character, not a mnemonic
            self.options_form.addRow(caption, w)
            self.option_widgets[name] = w
        self.options_box.setVisible(bool(self.option_widgets))
        self.error.hide()
        self._players_changed()

    def _players_changed(self) -> None:
        n = self.players.value()
        rows = zip(self.seat_labels, self.seat_combos, self._seat_icons, strict=True)
        for i, row in enumerate(rows):
            for w in row:
                w.setVisible(i < n)
        for name, combos in self.seat_option_combos.items():
            shown = n >= self._seat_option_min.get(name, 0)
            if name in self._seat_option_caption:
                self._seat_option_caption[name].setVisible(shown)
            for i, combo in enumerate(combos):
                combo.setVisible(shown and i < n)
        self._fit()

    def _fit(self) -> None:
        """As small as the rows shown: no blank rows left behind by a game with more players or options."""
        for each in (self.seat_grid, self._seats_layout, self.options_form, self.layout()):
            if each is not None:
                each.invalidate()
                each.activate()
        layout = self.layout()
        if layout is None:
            return
        width = max(layout.totalMinimumSize().width(), 480)
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        self.resize(width, max(height, layout.totalMinimumSize().height()))

    def set_seat_option(self, name: str, index: int, value: Any) -> None:
        combo = self.seat_option_combos[name][index]
        combo.setCurrentIndex(combo.findData(value))

    def set_seat(self, index: int, kind: str, level: str = "normal") -> None:
        choice = ("human", "normal") if kind == "human" else (kind, level)
        self.seat_combos[index].setCurrentIndex(SEAT_CHOICES.index(choice))

    def _fail(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def accept(self) -> None:
        game = self.selected_game()
        if game is None:
            self._fail(tr("No game is installed."))
            return
        fields = game.Options.model_fields
        values = {}
        for name, w in self.option_widgets.items():
            value = widget_value(w)
            if isinstance(w, QLineEdit):
                value = value.strip()
                if not value and (_is_optional(fields[name]) or _is_list(fields[name])):
                    continue            # left empty: the game's default
                if _is_list(fields[name]):
                    value = [part.strip() for part in value.split(",") if part.strip()]
            values[name] = value
        n = self.players.value()
        for name, combos in self.seat_option_combos.items():
            if n >= self._seat_option_min.get(name, 0):   # an option hidden for this many players: its default
                values[name] = [combo.currentData() for combo in combos[:n]]
        try:
            options = game.options(players=self.players.value(), **values)
        except ValidationError as exc:
            lines = []
            for err in exc.errors():
                where = ".".join(str(p) for p in err["loc"])
                msg = str(err["msg"]).removeprefix("Value error, ")   # the game's own sentence, without pydantic's tag
                msg = msg[:1].upper() + msg[1:]
                lines.append(f"{_pretty(where)}: {msg}" if where else msg)
            self._fail("\n".join(lines))
            return
        self.game, self.options = game, options
        self.seats = [SeatSpec(*SEAT_CHOICES[self.seat_combos[i].currentIndex()]) for i in range(self.players.value())]
        self.error.hide()
        super().accept()


class GameOverBanner(QFrame):
    """A strip above the board: who won and why, and — where the game offers one — the final scoring
    as a table, one row per player and one column per scoring line, the winners' rows highlighted."""

    new_game = Signal()
    review = Signal()
    WINNER_BACKGROUND = "#d9b45a"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOverBanner")
        self.setStyleSheet("#GameOverBanner { background: #2f5d2a; border-bottom: 3px solid #d9b45a; }"
                           "QLabel { color: #fbf3da; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        column = QVBoxLayout()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.text)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("FinalScoring")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().hide()
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setStyleSheet("QTableWidget { background: #fbf3da; color: #2b2418; gridline-color: #c9b98a; }")
        self.table.hide()
        column.addWidget(self.table, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(column, 1)
        again = QPushButton(tr("New game…"))
        again.clicked.connect(self.new_game)
        self.review_button = QPushButton(tr("Review the game…"))
        self.review_button.clicked.connect(self.review)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.hide)
        buttons = QVBoxLayout()
        buttons.addWidget(again)
        buttons.addWidget(self.review_button)
        buttons.addWidget(close)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.hide()

    def show_outcome(self, headline: str, reason: str, scores: str = "",
                     table: tuple[list[str], list[list[Any]]] | None = None,
                     winners: tuple[int, ...] = ()) -> None:
        """`table` is (headers, rows) with the rows in seat order, so `winners` (seats) name the rows
        to highlight. With a table, the reason shows only its verdict (its last line): the lines
        before it are the same scoring in prose, which the table now shows column by column."""
        import html
        headline, reason, scores = say(headline), say(reason), say(scores)
        if table is not None:
            lines = [ln for ln in reason.splitlines() if ln.strip()]
            reason = lines[-1] if lines else reason
            scores = ""
        extra = f"<br><b>{html.escape(scores)}</b>" if scores else ""
        self.text.setText(f"<span style='font-size:15pt; font-weight:bold'>★ {html.escape(headline)}</span><br>"
                          f"{html.escape(reason)}{extra}")
        self._fill_table(table, winners)
        self.show()

    def _fill_table(self, table: tuple[list[str], list[list[Any]]] | None, winners: tuple[int, ...]) -> None:
        if table is None:
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.table.hide()
            return
        headers, rows = table
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([say(h) for h in headers])
        for r, row in enumerate(rows):
            won = r in winners
            for c, value in enumerate(row):
                said = say(value)     # a seat's name, a Lord, a number
                text = f"★ {said}" if won and c == 0 else said
                item = QTableWidgetItem(text)
                if c > 0 and isinstance(value, (int, float)):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if won:
                    item.setBackground(QColor(self.WINNER_BACKGROUND))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        for c in range(1, len(headers)):     # room for the numbers to breathe
            self.table.setColumnWidth(c, self.table.columnWidth(c) + 12)
        width = sum(self.table.columnWidth(c) for c in range(len(headers))) + 2 * self.table.frameWidth()
        self.table.setFixedWidth(width)
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(rows)))
        self.table.setFixedHeight(height)
        self.table.show()

    def winner_rows(self) -> list[int]:
        """The rows shown as winners (for tests and accessibility)."""
        return [r for r in range(self.table.rowCount())
                if (cell := self.table.item(r, 0)) is not None and cell.text().startswith("★")]

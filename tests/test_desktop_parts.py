"""The small parts the main window is made of, each on its own: the game-over words, the menus' state, the
computer's pace, the pinned end-of-turn button."""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from desktop import gameover
from desktop.pace import PACES, ComputerPace, ThinkingIndicator
from desktop.turn_actions import TurnActions, fitting
from engines.core import Action


class Settings(dict):
    """A stand-in for QSettings: value(key, default) and setValue(key, value)."""

    def value(self, key, default=None):
        return self.get(key, default)

    def setValue(self, key, value):   # noqa: N802 (QSettings' name)
        self[key] = value


def test_the_headline_names_the_winners_or_the_draw(qapp):
    names = ["Red", "Blue", "Green"]
    assert gameover.headline(names, (1,)) == "Blue wins!"
    assert gameover.headline(names, (0, 2)) == "Red, Green win!"
    assert gameover.headline(names, ()) == "The game ends in a draw"
    assert gameover.headline(names, (5,)) == "5 wins!"          # a seat without a name still shows


def test_scores_show_only_when_the_game_keeps_them(qapp):
    assert gameover.scores_line(["Red", "Blue"], (8, 14)) == "Final scores: Red 8 · Blue 14"
    assert gameover.scores_line(["Red", "Blue"], (0, 0)) == ""
    assert gameover.scores_line(["Red", "Blue"], None) == ""
    assert gameover.scores_line(["Red", "Blue"], (1, 2, 3)) == ""


def test_a_broken_final_table_keeps_the_prose_reason():
    class Broken:
        def final_table(self, state):
            raise KeyError("oops")

    class Table:
        def final_table(self, state):
            return ("Player", "Points"), [("Red", 3)]

    assert gameover.final_table(Broken(), None) is None
    assert gameover.final_table(Table(), None) == (["Player", "Points"], [["Red", 3]])


def test_the_pace_is_kept_and_a_given_delay_wins(qapp):
    settings = Settings({"computer/pace": "slow"})
    assert ComputerPace(settings).delay_ms == PACES["slow"]
    assert ComputerPace(settings, delay_ms=0).delay_ms == 0

    class Controller:
        computer_delay_ms = 700

    pace, c = ComputerPace(settings), Controller()
    pace.choose("fast", c)
    assert settings["computer/pace"] == "fast" and c.computer_delay_ms == PACES["fast"] == pace.delay_ms


def test_the_thinking_indicator_names_the_player_and_hides_when_done(qtbot):
    label = ThinkingIndicator()
    qtbot.addWidget(label)
    label.start("Sauron")
    assert not label.isHidden()
    assert label.text().startswith("Sauron is thinking.")
    label.stop()
    assert label.isHidden()


def test_the_pinned_button_shows_the_lone_turn_ending_action_and_plays_it(qtbot):
    class Panel:
        def show_actions(self, actions, adapter, enabled, note="", focus=None):
            self.shown = (list(actions), enabled, note, focus)

    class Adapter:
        pinned_kinds = frozenset({"end_turn"})

        def focused_group(self, state):
            return None

    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(300, 80)
    button = QPushButton(holder)
    played = []
    turn = TurnActions(Panel(), button, played.append)
    end, move = Action.make("end_turn", 0), Action.make("move", 0, to="a")
    turn.show([move, end], Adapter(), None)
    assert turn.pinned == end and not button.isHidden()
    button.click()
    assert played == [end]
    turn.show_note(Adapter(), "Waiting")
    assert turn.pinned is None and button.isHidden()
    assert fitting("A very long name of an action (with its details)", button) != ""

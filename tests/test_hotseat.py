"""HotSeat: the curtain's logic alone — who may see the table after each move, undo, redo or game opened."""
from __future__ import annotations

from desktop.hotseat import HotSeat


def test_one_person_against_the_computer_never_needs_a_curtain():
    h = HotSeat(humans=[1], secrets=True)
    assert h.viewer == 1 and not h.shared
    assert not h.moved(0, human=False) and h.viewer == 1        # the computer plays: nothing changes
    assert not h.moved(1, human=True) and h.viewer == 1


def test_a_game_without_secrets_shows_the_table_to_whoever_moves():
    h = HotSeat(humans=[0, 1], secrets=False)
    assert not h.moved(0, True) and h.viewer == 0
    assert not h.moved(1, True) and h.viewer == 1 and not h.covered


def test_the_first_player_is_handed_the_table_too():
    h = HotSeat(humans=[0, 1], secrets=True)
    assert h.viewer is None
    assert h.moved(0, True) and h.waiting_for == 0 and h.viewer is None
    assert h.lift() == 0 and h.viewer == 0 and not h.covered


def test_a_move_of_the_same_person_keeps_the_table_and_anothers_covers_it():
    h = HotSeat(humans=[0, 1], secrets=True)
    h.moved(0, True)
    h.lift()
    assert not h.moved(0, True) and h.viewer == 0                # a second decision of the same seat
    assert h.moved(1, True) and h.waiting_for == 1 and h.viewer is None


def test_undo_under_the_curtain_keeps_it_up_for_the_seat_whose_decision_it_becomes():
    h = HotSeat(humans=[0, 1], secrets=True)
    h.moved(0, True)
    h.lift()
    h.moved(1, True)                       # player 1 ended the turn: "Pass to player 2"
    assert h.moved(0, True)                # undo: still covered, now for player 1 again
    assert h.waiting_for == 0 and h.viewer is None
    assert h.moved(1, True) and h.waiting_for == 1     # redo: for player 2 again
    assert h.lift() == 1 and h.viewer == 1


def test_undo_by_the_next_player_into_the_previous_turn_covers_the_table():
    h = HotSeat(humans=[0, 1], secrets=True)
    h.moved(0, True)
    h.lift()
    h.moved(1, True)
    h.lift()                               # player 2 at the screen
    assert h.moved(0, True)                # and presses undo: player 1's decision, player 1's secrets
    assert h.waiting_for == 0 and h.viewer is None


def test_the_computer_moving_under_the_curtain_leaves_it_up():
    h = HotSeat(humans=[0, 2], secrets=True)
    h.moved(0, True)
    assert h.moved(1, False) and h.waiting_for == 0    # a computer seat between: still waiting for seat 0
    h.lift()
    assert not h.moved(1, False) and h.viewer == 0     # the computer plays while player 1 watches


def test_the_end_of_the_game_shows_everything_and_an_undo_covers_again():
    h = HotSeat(humans=[0, 1], secrets=True)
    h.moved(0, True)
    h.lift()
    h.moved(1, True)
    assert not h.moved(None, False, over=True) and h.shows_everything() and not h.covered
    assert h.moved(1, True) and not h.shows_everything() and h.waiting_for == 1


def view(state, seat):
    return (state, seat)


def test_the_screen_shows_the_viewers_view_and_everything_at_the_end():
    h = HotSeat(humans=[0, 1], secrets=True)
    assert h.shown("s", view) == "s" and h.behind_curtain("s", view) is None   # nobody at the screen yet
    h.moved(0, True)
    assert h.behind_curtain("s", view) == ("s", 0)     # drawn for the seat the curtain waits for
    h.lift()
    assert h.shown("s", view) == ("s", 0) and h.behind_curtain("s", view) is None
    h.moved(None, False, over=True)
    assert h.shown("s", view) == "s"


def test_one_person_against_the_computer_sees_only_their_own_view():
    h = HotSeat(humans=[1], secrets=True)
    assert h.shown("s", view) == ("s", 1)
    assert not h.moved(0, human=False) and h.shown("s", view) == ("s", 1)

"""Every event of every scenario board, unpaid (nobody can pay: the penalty) and, for each kind of price, paid
(assets/rules/quest.md#events, #paying and the board sections)."""
from __future__ import annotations

import pytest
from quest_helpers import act, at, script

from engines.quest import flow
from engines.quest.data import load_data

EXPANSION_BOARDS = ("bree", "isengard")

# board, event, what happens when nobody pays and no line is complete: Sauron's steps, rolls, foes, darkness each
UNPAID = [
    ("bree", 1, dict(sauron=1)), ("bree", 2, dict()), ("bree", 3, dict(foes=2, sauron=1)),
    ("bree", 4, dict()), ("bree", 5, dict(dark=1)),
    ("moria", 1, dict(sauron=1)), ("moria", 2, dict(rolls=3)), ("moria", 3, dict(sauron=3, rolls=1, events=4)),
    ("moria", 4, dict(sauron=2, rolls=1)), ("moria", 5, dict(sauron=2)), ("moria", 6, dict(rolls=3)),
    ("isengard", 1, dict()), ("isengard", 2, dict(foes=2, sauron=1)), ("isengard", 3, dict(sauron=1)),
    ("isengard", 4, dict(sauron=1)), ("isengard", 5, dict(rolls=1)),
    ("helms_deep", 1, dict()), ("helms_deep", 2, dict(sauron=1, rolls=1)), ("helms_deep", 3, dict(sauron=2)),
    ("helms_deep", 4, dict(rolls=3)), ("helms_deep", 5, dict(sauron=2)), ("helms_deep", 6, dict(sauron=2, rolls=2)),
    ("shelobs_lair", 1, dict()), ("shelobs_lair", 2, dict()), ("shelobs_lair", 3, dict(sauron=2)),
    ("shelobs_lair", 4, dict(rolls=3)), ("shelobs_lair", 5, dict(sauron=2)), ("shelobs_lair", 6, dict(sauron=3)),
    ("mordor", 1, dict()), ("mordor", 2, dict(rolls=3)), ("mordor", 3, dict(rolls=3)), ("mordor", 4, dict(rolls=3)),
    ("mordor", 5, dict(sauron=3)),
]


def reach_event(board: str, n: int, hands=None):
    s = at(board, expansion=board in EXPANSION_BOARDS, hands=hands, tiles=["sundial.1"])
    s.event_pos = n - 1
    script(s, *(["blank"] * 30))
    return s


def resolve(s, action="decline"):
    events = act(s, "reveal")
    while s.ask is not None and s.ask.kind in ("pay", "moment"):
        events += act(s, action if s.ask.kind == "pay" else "go_on")
    return events


def until_board_ends(events):
    """The events of the board itself (a sixth event ends it, and what follows belongs to the next stop)."""
    out = []
    for e in events:
        if e.text.startswith("The sixth event is over"):
            break
        out.append(e)
    return out


SIXTH = [("bree", 6, dict(rolls=1, foes=2)), ("moria", 6, dict(rolls=3)), ("isengard", 6, dict(sauron=2)),
         ("helms_deep", 6, dict(sauron=2, rolls=2)), ("shelobs_lair", 6, dict(sauron=3))]


@pytest.mark.parametrize("board,n,expect", [*UNPAID, *SIXTH], ids=[f"{b}-{n}" for b, n, _ in [*UNPAID, *SIXTH]])
def test_every_event_unpaid(board, n, expect):
    s = reach_event(board, n)
    events = until_board_ends(resolve(s))
    assert sum(e.template.n for e in events if e.kind == "sauron") == expect.get("sauron", 0)
    assert sum(1 for e in events if e.kind == "roll") == expect.get("rolls", 0)
    assert sum(1 for e in events if e.kind == "foe" and "appears" in e.text) == expect.get("foes", 0)
    assert sum(e.template.n for e in events if e.kind == "darkness") == 3 * expect.get("dark", 0)
    if n < 6:
        assert s.event_pos == expect.get("events", n)


def test_mordors_last_event_the_great_eye_ends_the_quest():
    s = reach_event("mordor", 6)
    s.wards = ["event", "sauron"]          # nothing turns it aside
    resolve(s)
    assert s.over and s.end == "eye"


def test_isengards_great_eye_is_not_stopped_by_defiance():
    s = reach_event("isengard", 6)
    s.wards = ["sauron"]
    resolve(s)
    assert s.sauron == 13


def test_the_battle_of_the_spells_rolls_until_the_blank_face_at_most_three_times_and_only_immunity_stops_it():
    s = reach_event("isengard", 5)
    script(s, "eye", "dark1", "eye", "blank")
    resolve(s)
    assert s.sauron == 13 and s.hobbits[0].pos == 1 and s.rng.values == [1]     # the fourth roll never came
    s = reach_event("isengard", 5)
    script(s, "dark1", "blank", "eye")
    resolve(s)
    assert s.hobbits[0].pos == 1 and s.sauron == 15
    s = reach_event("isengard", 5)
    s.wards = ["immunity"]
    events = resolve(s)
    assert s.sauron == 15 and any("Immunity" in e.text for e in events)


def test_the_sixth_event_ends_the_board():
    s = reach_event("moria", 6)
    events = [e.text for e in resolve(s)]
    assert events.index("Moria is behind the Fellowship.") > events.index("The sixth event is over: the Fellowship "
                                                                          "leaves this board.")
    assert "The Fellowship reaches Lothlórien, a safe haven." in events


def test_the_group_pays_together_card_by_card():
    hands = [["fighting.white.1", "fighting.grey.1"], ["fighting.white.2", "fighting.grey.2"], ["fighting.white.3"]]
    s = reach_event("moria", 5, hands)          # the orcs attack: five Fighting symbols, else Sauron moves 2
    act(s, "reveal")
    for seat, cards in enumerate(hands):
        for c in cards:
            assert s.ask.seat == seat
            act(s, "give", item="card:" + c)
    assert s.sauron == 15 and all(not h.hand for h in s.hobbits)
    assert all(c in s.discard for cards in hands for c in cards)


def test_a_group_that_stops_short_gets_its_cards_back_and_the_penalty():
    hands = [["fighting.white.1"], ["fighting.white.2"], []]
    s = reach_event("moria", 5, hands)
    act(s, "reveal")
    act(s, "give", item="card:fighting.white.1")
    assert s.ask.seat == 1                      # Frodo has nothing more to give: Sam is asked
    act(s, "decline")
    assert s.sauron == 13 and s.hobbits[0].hand == ["fighting.white.1"]


def test_each_hobbit_pays_for_itself():
    hands = [["hiding.white.1"], [], ["hiding.white.2"]]
    s = reach_event("moria", 2, hands)          # the Watcher: each discards a Hiding symbol, else rolls
    act(s, "reveal")
    act(s, "give", item="card:hiding.white.1")
    events = act(s, "decline")                  # Merry keeps his card and rolls; Sam could not pay and rolled
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 1 and s.hobbits[2].hand == ["hiding.white.2"]


def test_one_volunteer_takes_the_darkness_for_all():
    s = reach_event("moria", 6)                 # Fly, you fools!: one takes 3 steps, else everyone rolls
    events = act(s, "reveal")
    assert s.ask.kind == "pay" and s.ask.seat == 0
    act(s, "decline")
    events = until_board_ends(act(s, "take"))
    assert "Sam moves 3 steps into darkness, to space 3." in [e.text for e in events]
    assert not any(e.kind == "roll" for e in events)


def test_a_complete_line_earns_the_reward():
    s = reach_event("helms_deep", 2)
    s.markers["friendship"] = 7
    resolve(s)
    assert "riders_of_rohan" in s.hobbits[0].hand and s.sauron == 15


@pytest.mark.parametrize("board, n, line, card", [("bree", 4, "friendship", "goldberry"),
                                                    ("isengard", 3, "fighting", "gwaihir")])
def test_strider_and_treebeard_heal_every_hobbit_when_their_line_is_complete(board, n, line, card):
    # our table rule: the two expansion boards each give the whole team one step of light for a complete line
    s = reach_event(board, n)
    s.markers[line] = len(flow.board_of(s).line(line).spaces) - 1
    for h, pos in zip(s.hobbits, (3, 0, 5), strict=True):
        h.pos = pos
    resolve(s)
    assert card in s.hobbits[0].hand and [h.pos for h in s.hobbits] == [2, 0, 4] and s.sauron == 15


def test_the_expansion_boards_offer_a_full_set_of_life_tokens_for_three_hobbits():
    # balance (our table rule): like each published board, Bree and Isengard hold three of every kind of token
    data = load_data()
    for bid in ("bree", "isengard"):
        board = data.board(bid)
        spaces = [*board.main.spaces, *(x for line in board.lines for x in line.spaces)]
        assert {k: spaces.count(k) for k in ("ring", "heart", "sun")} == {"ring": 3, "heart": 3, "sun": 3}, bid


def test_turning_up_the_top_card_asks_for_its_symbol():
    s = reach_event("moria", 3, [["hiding.white.1", "hiding.grey.1"], [], []])
    s.deck.append("hiding.grey.2")
    act(s, "reveal")
    assert s.ask.kind == "pay" and "hiding.grey.2" in s.discard
    act(s, "give", item="card:hiding.white.1")
    act(s, "give", item="card:hiding.grey.1")
    assert "pipe" in s.hobbits[0].hand and s.event_pos == 3


def test_gollum_for_seven_shields_and_the_others_draw():
    s = reach_event("shelobs_lair", 1)
    s.hobbits[0].shields, s.hobbits[1].shields = 4, 3
    s.shield_supply -= 7
    act(s, "reveal")
    act(s, "give", item="shields")
    act(s, "give", item="shields")
    assert "gollum" in s.hobbits[0].hand
    assert len(s.hobbits[1].hand) == 1 and len(s.hobbits[2].hand) == 1


def test_sam_saves_frodo_each_may_pay_three_shields():
    s = reach_event("mordor", 1)
    s.hobbits[0].shields = 3
    s.shield_supply -= 3
    s.hobbits[0].pos = 4
    act(s, "reveal")
    act(s, "recover", choice="heal")
    assert s.hobbits[0].pos == 3 and s.hobbits[0].shields == 0


def test_wormtongue_unpaid_loses_the_cards_still_on_the_board():
    s = reach_event("helms_deep", 1)
    resolve(s)
    assert s.piles["helms_deep"] == []


def test_a_card_played_ahead_turns_the_next_event_aside():
    s = reach_event("moria", 5)
    s.wards = ["event"]
    resolve(s)
    assert s.sauron == 15 and s.event_pos == 5

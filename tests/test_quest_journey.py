"""The end of a board, the safe havens, the shortcuts and Mount Doom (assets/rules/quest.md#board-end,
#safe-havens, #shortcuts, #mount-doom)."""
from __future__ import annotations

from quest_helpers import act, at, can, script, texts

from engines.quest import flow, play


def end_board(s):
    """The end of the board, the journey stopping there (the next stop's steps would blur what is tested)."""
    s.route = s.route[: s.stop + 1]
    s.ask = None
    s.queue = [("end_board",)]
    events: list = []
    flow.run(s, events)
    return events


def test_missing_life_tokens_cost_a_step_each_then_the_most_rings_carries_the_ring():
    s = at("moria", expansion=False)
    s.hobbits[0].tokens = {"ring": 1, "heart": 1, "sun": 1}
    s.hobbits[1].tokens = {"ring": 2, "heart": 0, "sun": 1}
    s.hobbits[2].tokens = {"ring": 0, "heart": 1, "sun": 0}
    for k in ("ring", "heart", "sun"):
        s.token_supply[k] -= sum(h.tokens[k] for h in s.hobbits)
    events = end_board(s)
    assert [h.pos for h in s.hobbits] == [0, 1, 2]
    assert s.bearer == 1 and "Sam has the most ring tokens and becomes the Ring-bearer." in texts(events)
    assert all(sum(h.tokens.values()) == 0 for h in s.hobbits) and s.token_supply == {"ring": 5, "heart": 3, "sun": 3}


def test_a_tie_for_most_rings_keeps_the_ring_bearer_else_the_first_after_him():
    s = at("moria", expansion=False)
    s.hobbits[0].tokens["ring"] = 1
    s.hobbits[2].tokens["ring"] = 1
    s.token_supply["ring"] -= 2
    end_board(s)
    assert s.bearer == 0
    s = at("moria", expansion=False)
    s.hobbits[1].tokens["ring"] = 1
    s.hobbits[2].tokens["ring"] = 1
    s.token_supply["ring"] -= 2
    end_board(s)
    assert s.bearer == 1


def test_athelas_spares_the_team_the_token_penalty_once():
    s = at("moria", expansion=False, hands=[["athelas"], [], []])
    s.first_tile = False
    act(s, "yellow", card="athelas")
    end_board(s)
    assert all(h.pos == 0 for h in s.hobbits)


def test_fatty_draws_two_cards_at_the_end_of_each_board():
    s = at("moria", players=5, expansion=False)
    for h in s.hobbits:
        h.tokens = {"ring": 0, "heart": 0, "sun": 0}
    end_board(s)
    assert len(s.hobbits[4].hand) >= 2


def test_the_main_line_complete_ends_the_board_after_the_turn():
    s = at("moria", expansion=False, hands=[["fighting.white.1"], [], []], tiles=["hiding.1"])
    s.markers["main"] = 9
    act(s, "reveal")
    act(s, "play_card", card="fighting.white.1", line="main")
    assert s.location == "lothlorien"


def test_rivendell_deals_its_cards_from_the_ring_bearer_then_the_council_passes_left():
    s = at("rivendell", expansion=False, hands=[["fighting.white.1"], ["hiding.white.1"], ["travelling.white.1"]])
    assert sum(len(h.hand) for h in s.hobbits) == 3 + 12
    assert [len(h.hand) for h in s.hobbits] == [5, 5, 5]
    assert s.ask.kind == "council" and s.ask.seat == 0
    act(s, "council", card="fighting.white.1")
    assert "fighting.white.1" in s.hobbits[1].hand
    act(s, "council", card="fighting.white.1")         # a card just received may be passed on
    assert "fighting.white.1" in s.hobbits[2].hand
    act(s, "council", card="travelling.white.1")
    assert "travelling.white.1" in s.hobbits[0].hand
    assert s.ask is None or s.ask.kind == "pay"        # the Fellowship: each discards a Friendship symbol


def test_lothlorien_recovery_costs_two_shields():
    s = at("lothlorien", expansion=False)
    while s.ask is not None and s.ask.kind != "each_may":
        play.apply(s, play.legal_actions(s)[0])
    assert s.ask is None or s.ask.kind == "each_may"


def test_shortcut_rivendell_to_isengard_only_without_foes_and_it_brings_four():
    s = at("rivendell")
    s.queue = []
    s.ask = None
    s.queue = [("leave",)]
    flow.run(s, [])
    assert s.ask.kind == "between" and can(s, "travel", to="isengard")
    s.foe_line = [s.foe_deck.pop()]
    assert not can(s, "travel", to="isengard") and can(s, "travel", to="moria")
    s.foe_deck.append(s.foe_line.pop())
    script(s, "blank")
    act(s, "travel", to="isengard", elves=True)
    assert s.location == "isengard" and len(s.foe_line) == 4
    assert all(any(s.data.feature(c) and s.data.feature(c).home == "lothlorien" for c in h.hand) for h in s.hobbits)


def test_shortcut_helms_deep_to_mordor_gives_up_the_book_or_shadowfax():
    s = at("helms_deep", hands=[["book"], [], []])
    s.ask = None
    s.queue = [("end_board",)]
    flow.run(s, [])
    assert s.ask.kind == "between"
    assert can(s, "travel", to="mordor", pay="book") and not can(s, "travel", to="mordor", pay="shadowfax")
    act(s, "travel", to="mordor", pay="book")
    assert s.location == "mordor" and "book" in s.discard and len(s.foe_line) == 4


def test_shortcut_isengard_to_shelobs_lair():
    s = at("isengard")
    s.ask = None
    s.queue = [("end_board",)]
    flow.run(s, [])
    act(s, "travel", to="shelobs_lair")
    assert s.location == "shelobs_lair" and len(s.foe_line) == 4


def reach_doom(expansion: bool, foes: int = 0):
    s = at("mordor", expansion=expansion, hands=[["travelling.grey.1"], [], []], tiles=["hiding.1"])
    for _ in range(foes):
        s.foe_line.append(s.foe_deck.pop())
    s.markers["main"] = 13
    s.first_tile = False
    act(s, "reveal")
    script(s, "blank")
    play.apply(s, next(a for a in play.legal_actions(s) if a.kind == "play_card" and a["line"] == "main"))
    return s


def test_mount_doom_the_ring_destroyed_when_the_roller_survives():
    s = reach_doom(expansion=False)
    assert s.doom and s.ask.kind == "doom"
    script(s, "dark1")
    act(s, "destroy")
    assert s.over and s.end == "destroyed"


def test_mount_doom_with_friends_and_foes_after_the_roll_foes_may_be_defeated_then_the_ring_falls():
    s = reach_doom(expansion=True, foes=2)
    script(s, "blank")
    act(s, "destroy")
    assert s.ask.kind == "doom_after" and not can(s, "free_defeat")
    act(s, "finish")
    assert s.end == "destroyed"


def test_mount_doom_refused_with_eight_foes():
    s = reach_doom(expansion=True, foes=8)
    assert s.over and s.end == "foes"


def test_mount_doom_the_next_hobbit_tries_when_the_roller_falls():
    s = reach_doom(expansion=False)
    s.sauron = s.hobbits[0].pos + 2
    s.hobbits[1].pos = 0
    script(s, "dark3")
    act(s, "destroy")
    assert s.hobbits[0].out and not s.over and s.ask.kind == "doom" and s.ask.seat == 1
    script(s, "blank")
    act(s, "destroy")
    assert s.end == "destroyed"


def test_mount_doom_every_hobbit_failing_is_an_attempt():
    s = reach_doom(expansion=False)
    for h in s.hobbits:
        h.pos = s.sauron - 1
    script(s, "dark1", "dark1", "dark1")
    for _ in range(3):
        act(s, "destroy")
    assert s.over and s.end == "attempt"

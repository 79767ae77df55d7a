"""War of the Ring's event cards in the window (issue 7) and the team games (issue 5): the hand of the player at
the screen drawn as cards with their texts (never another player's, hot-seat curtain included), a card played from
the hand, a card's choice offered as buttons under its name, the cards on the table, decks and discard piles, the
rules panel telling what a played card did, and the 3- and 4-player team games with their roles."""
from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from desktop.games import adapter_for, wotr_cards
from desktop.games.wotr_cards import CardsView, CardWidget
from engines.core import Match, SeatSpec
from engines.war_of_the_ring.components import card_texts
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.sample import action_phase, arrange, give, new_game
from tests.desktop_helpers import open_window_on

FP_SEAT, SH_SEAT = 0, 1


@pytest.fixture(scope="module")
def game():
    return WarOfTheRingGame()


def cards_view(w) -> CardsView:
    return next(v for _d, v in w.side_docks if isinstance(v, CardsView))


def view_text(view: CardsView) -> str:
    """Everything the Cards dock shows, as text (labels and buttons)."""
    parts = [label.text() for label in view.inner.findChildren(QLabel)]
    parts += [b.text() for b in view.inner.findChildren(QPushButton)]
    return html.unescape("\n".join(parts))


def fp_cards_state(fp=("event", "character"), sh=("muster", "event"), fp_hand=("fp_character_12", "fp_strategy_06"),
                   sh_hand=("sh_character_02", "sh_strategy_03")):
    _g, s = new_game(0)
    s = action_phase(s, fp=fp, sh=sh)
    s.guide = "strider"     # (Gandalf the Grey would draw a card after each Event-die play)
    give(s, FP, *fp_hand)
    give(s, SH, *sh_hand)
    return s


# -- the hand ---------------------------------------------------------------------------------------------
def test_the_hand_shows_each_card_with_its_texts_die_initiative_and_condition(qtbot, game):
    s = fp_cards_state(fp_hand=("fp_character_12", "fp_character_24"))
    w = open_window_on(qtbot, game, s)
    view = cards_view(w)
    shown = {c.card_id: c for c in view.cards}
    assert set(shown) == {"fp_character_12", "fp_character_24"}
    texts = card_texts()
    b = s.board
    for cid, widget in shown.items():
        body = html.unescape(widget.body.text())
        card = b.cards[cid]
        assert texts[cid].event[:40] in body            # the event, in our words
        assert card.combat_card in body and texts[cid].combat[:30] in body
        assert f"initiative {card.initiative}" in body
    # Bilbo's Song has no condition and can be played with either die; the Grey Company's condition fails
    assert "No condition" in shown["fp_character_12"].body.text()
    assert {b.text() for b in shown["fp_character_12"].buttons} == {"▶ Play with Character die",
                                                                    "▶ Play with Event die"}
    grey = shown["fp_character_24"]
    assert "✗" in grey.body.text() and "Strider or Aragorn" in grey.body.text() and not grey.buttons


def test_a_card_without_its_text_says_text_missing(qtbot, game, monkeypatch):
    monkeypatch.setattr(wotr_cards, "_all_texts", dict)
    s = fp_cards_state()
    widget = CardWidget(s.board, "fp_character_12", s, FP, [])
    qtbot.addWidget(widget)
    assert widget.body.text().count("text missing") == 2     # the event and the combat card
    assert "text missing" in wotr_cards.card_html(s.board, "fp_character_12")


def test_in_hot_seat_the_cards_dock_shows_only_the_hand_of_the_player_at_the_screen(qtbot, game):
    s = fp_cards_state()
    b = s.board
    fp_names = {b.cards[c].name for c in s.hands[FP]}
    sh_names = {b.cards[c].name for c in s.hands[SH]}
    w = open_window_on(qtbot, game, s, seats=("human", "human"))
    view = cards_view(w)
    assert w.covered
    assert not view.cards and not any(n in view_text(view) for n in fp_names | sh_names)   # the curtain is down
    w.curtain._reveal()
    assert {b.cards[c.card_id].name for c in view.cards} == fp_names
    assert not any(n in view_text(view) for n in sh_names)
    assert "Shadow: 2 in hand" in view_text(view) or "Shadow: 2" in view_text(view)      # a count only
    w.action_chosen(next(a for a in game.legal_actions(w.match.state) if a.kind == "discard_die"))
    assert w.covered and not view.cards
    w.curtain._reveal()
    assert {b.cards[c.card_id].name for c in view.cards} == sh_names
    assert not any(n in view_text(view) for n in fp_names)


def test_a_card_is_played_from_the_hand_and_the_rules_panel_tells_what_it_did(qtbot, game):
    s = fp_cards_state(fp=("event",), fp_hand=("fp_character_12",))
    s.corruption = 3
    w = open_window_on(qtbot, game, s)
    view = cards_view(w)
    (card,) = view.cards
    assert len(card.card_actions) == 1          # one way to play it: a click on the card plays it
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    state = w.match.state
    assert "fp_character_12" not in state.hands[FP] and "fp_character_12" in state.discards[f"{FP}/character"]
    assert state.corruption == 2
    rules = w.rules_panel.toPlainText()
    assert "Bilbo's Song" in rules and card_texts()["fp_character_12"].event[:30] in rules
    assert "What happened" in rules and "heals 1 corruption" in rules
    # the discard pile is face up in the Cards dock, and the card's play in the log opens its text again
    assert "Bilbo's Song" in html.unescape(view.inner.findChild(QLabel, "piles").text())
    w.rules_panel.show_welcome()
    item = next(w.log_panel.item(i) for i in range(w.log_panel.count())
                if "plays Bilbo's Song" in w.log_panel.item(i).text())
    w.log_panel._clicked(item)
    assert card_texts()["fp_character_12"].event[:30] in w.rules_panel.toPlainText()


def test_a_cards_choice_is_offered_as_buttons_under_the_cards_name(qtbot, game):
    s = fp_cards_state(fp=("event",), fp_hand=("fp_strategy_06",))
    arrange(s, units={("south_ithilien", "sauron"): (1, 0, 0), ("north_ithilien", "sauron"): (1, 0, 0)})
    w = open_window_on(qtbot, game, s)
    view = cards_view(w)
    (card,) = view.cards
    card.buttons[0].click()
    assert w.match.state.pending[-1]["kind"] == "card_choice"
    title = view.inner.findChild(QLabel, "card_choice_title")
    assert title is not None and "Faramir" in title.text()
    buttons = view.choice_buttons
    assert len(buttons) == 2 and all("Rangers ambush" in b.text() for b in buttons)
    # the actions panel groups the choice under the card's name too
    assert any("Faramir" in name for name in w.actions_panel.group_items())
    buttons[0].click()
    assert not any(p["kind"] == "card_choice" and p["step"] == "rangers" for p in w.match.state.pending)
    assert any("Faramir's Rangers: 3 dice rolled" in e.text for e in w.match.events())
    rules = w.rules_panel.toPlainText()    # the card's later step: its text and the roll in the rules panel
    assert "Faramir's Rangers" in rules and card_texts()["fp_strategy_06"].event[:25] in rules and "3 dice" in rules


def test_table_cards_decks_discards_and_special_tiles_are_public(qtbot, game):
    s = fp_cards_state()
    b = s.board
    fp_table = next(c for c, card in b.cards.items() if card.side == FP and card.play_on_table)
    sh_table = next(c for c, card in b.cards.items() if card.side == SH and card.play_on_table)
    s.table[FP], s.table[SH] = [fp_table], [sh_table]
    s.discards[f"{SH}/strategy"] = ["sh_strategy_10"]
    s.decks[f"{SH}/strategy"].remove("sh_strategy_10")
    s.card_state["tiles_waiting"] = ("free_peoples_01",)
    w = open_window_on(qtbot, game, s)      # the Free Peoples at the screen
    view = cards_view(w)
    for c in (fp_table, sh_table):
        label = view.inner.findChild(QLabel, f"table_{c}")
        assert label is not None and b.cards[c].name in html.unescape(label.text())
        assert card_texts()[c].event[:25] in html.unescape(label.text())
    piles = html.unescape(view.inner.findChild(QLabel, "piles").text())
    assert b.cards["sh_strategy_10"].name in piles and f"{len(s.decks[f'{SH}/strategy'])} in the deck" in piles
    assert "Elven Cloaks" in html.unescape(view.inner.findChild(QLabel, "special_tiles").text())
    ad = w.adapter
    hunt = ad.node_tooltip(w.display_state(), w.scene.board.node("box_hunt"))
    assert "Elven Cloaks" in hunt and "waits for Mordor" in hunt
    box = ad.node_tooltip(w.display_state(), w.scene.board.node("box_cards"))
    assert b.cards["sh_strategy_10"].name in box and b.cards[sh_table].name in box


# -- team games --------------------------------------------------------------------------------------------
def open_team(qtbot, game, players):
    from desktop.mainwindow import MainWindow
    w = MainWindow(computer_delay_ms=0, autosave=False)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.open_match(Match(game, game.options(players=players), 3, seats=[SeatSpec("human")] * players))
    w.scene.animate = False
    return w


def test_a_four_player_team_game_shows_roles_and_each_seat_only_its_own_hand(qtbot, game):
    w = open_team(qtbot, game, 4)
    s = w.match.state
    assert s.roles == ("gondor", "witch_king", "rohan", "saruman")
    assert w.covered
    names = game.seat_names(s)
    w.curtain._reveal()
    panel = w.seats_panel.toPlainText()
    for role in ("Gondor", "Witch-king", "Rohan", "Saruman"):
        assert role in panel
    assert "Gondor and the Elves" in panel and "Isengard" in panel and "★" in panel
    # four seats, four colours (team-mates in shades of their side's)
    assert len({w.adapter.seat_colour(i) for i in range(4)}) == 4
    view = cards_view(w)
    seen_hands = {}
    for step in range(8):    # the card swaps of both teams: each seat at the screen in turn
        state = w.match.state
        seat = game.to_move(state)
        if seat is None or state.pending[-1]["kind"] not in ("swap_offer", "swap_answer"):
            break
        if step:
            assert w.covered and not view.cards
            w.curtain._reveal()
        mine = {c.card_id for c in view.cards}
        role = state.roles[seat]
        assert mine == set(game._hand_of(state, role)) and mine
        text = view_text(view)
        for other, r in enumerate(state.roles):     # nobody else's card, not even the team-mate's
            if other != seat:
                assert not any(state.board.cards[c].name in text for c in game._hand_of(state, r) if c not in mine)
        assert f"Your hand — {names[seat]}" in text
        seen_hands[seat] = mine
        legal = game.legal_actions(state)
        groups = {w.adapter.action_group(a) for a in legal}
        assert groups & {"Team card swap: offer one?", "Team card swap: accept?"}
        kinds = ("swap_offer",) if step == 0 else ("no_swap", "swap_decline")   # Gondor offers, Rohan declines
        w.action_chosen(next(a for a in legal if a.kind in kinds))
    assert set(seen_hands) == {0, 1, 2}      # Gondor, Rohan (answering), the Witch-king


def test_the_new_game_dialog_sets_up_three_and_four_player_team_games(qtbot, game):
    from desktop.dialogs import NewGameDialog
    d = NewGameDialog([game])
    qtbot.addWidget(d)
    assert (d.players.minimum(), d.players.maximum()) == (2, 4)
    assert {"sides", "roles"} <= set(d.seat_option_combos)
    # two players: a side per seat, no roles to choose (the column is hidden and not sent)
    d.players.setValue(2)
    assert d.seat_option_combos["roles"][0].isHidden() and not d.seat_option_combos["sides"][0].isHidden()
    d.accept()
    assert d.options is not None and d.options.roles is None and d.options.seat_roles() == ["free_peoples", "shadow"]
    d.options = None
    d.players.setValue(3)
    assert not d.seat_option_combos["roles"][0].isHidden()
    for n, roles in ((3, ["gondor", "shadow", "rohan"]), (4, ["gondor", "witch_king", "rohan", "saruman"])):
        d.players.setValue(n)
        d.options = None
        d.accept()
        assert d.options is not None and d.options.players == n and d.options.seat_roles() == roles
        s = game.setup(d.options, 7)
        assert game.seat_names(s)[:3] == ["Gondor", "Shadow" if n == 3 else "Witch-king", "Rohan"]
    d.set_seat_option("roles", 0, "witch_king")    # the Free Peoples split must be Gondor and Rohan
    d.options = None
    d.accept()
    assert d.options is None and "Gondor and Rohan" in d.error.text()


def test_team_decisions_have_readable_groups(game):
    ad = adapter_for(game)
    from engines.core import Action
    assert ad.action_group(Action.make("draw_from", 0, "Draw a character event card", deck="character")) == \
        "Draw a card: which deck?"
    assert ad.action_group(Action.make("white_rider", 0, "Keep it", use=False)) == "Battle: the White Rider"
    assert ad.action_group(Action.make("card_choice", 0, "x", card="fp_strategy_06", step="rangers", pick="x")) \
        == "Faramir's Rangers"
    assert ad.action_group(Action.make("card_move", 0, "Through a Day and a Night: move 2 units A → B", frm="a",
                                       to="b")) == "Through a Day and a Night: move armies"


def test_a_three_player_game_shows_the_lone_side_and_the_team(qtbot, game):
    w = open_team(qtbot, game, 3)
    s = w.match.state
    assert s.roles == ("gondor", "shadow", "rohan")
    w.curtain._reveal()
    panel = w.seats_panel.toPlainText()
    assert "the whole Shadow side alone" in panel and "Rohan, the North and the Dwarves" in panel
    assert w.adapter.seat_colour(1) == w.adapter.seat_colour(1) != w.adapter.seat_colour(2)
    seat = game.to_move(s)
    view = cards_view(w)
    assert {c.card_id for c in view.cards} == set(game._hand_of(s, s.roles[seat]))


def test_the_white_rider_and_hunt_table_cards_are_buttons_in_the_battle_and_hunt_view():
    from desktop.games.wotr_views import BATTLE_CHOICES, HUNT_CHOICES
    assert "white_rider" in BATTLE_CHOICES and "siege_excess" in BATTLE_CHOICES
    assert {"table_card", "no_table_card"} <= set(HUNT_CHOICES)


def test_a_click_on_a_card_with_several_ways_to_play_asks_which(qtbot, game, monkeypatch):
    from desktop.games import wotr_dialogs
    s = fp_cards_state(fp=("event", "character"), fp_hand=("fp_character_12",))
    w = open_window_on(qtbot, game, s)
    (card,) = cards_view(w).cards
    asked = []

    def choose(actions, parent=None):
        asked.append(list(actions))
        return next(a for a in actions if a["die"] == "character")

    monkeypatch.setattr(wotr_dialogs, "choose_action", choose)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and {a["die"] for a in asked[0]} == {"event", "character"}
    state = w.match.state
    assert "fp_character_12" not in state.hands[FP] and state.rolled[FP] == ["event"]


def test_the_new_game_dialog_names_roles_and_guides_in_the_games_words(qtbot, game):
    from desktop.dialogs import NewGameDialog
    d = NewGameDialog([game])
    qtbot.addWidget(d)
    roles = d.seat_option_combos["roles"][0]
    assert [roles.itemText(i) for i in range(roles.count())] == ["Gondor", "Witch-king", "Rohan", "Saruman",
                                                                 "Free Peoples", "Shadow"]
    assert [d.seat_labels[i].text() for i in range(4)] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    guide = d.option_widgets["first_guide"]
    assert guide.itemText(0) == "Gandalf the Grey"


def test_a_hand_limit_discard_is_made_on_the_cards_and_brings_them_forward(qtbot, game):
    from PySide6.QtWidgets import QTabBar
    s = fp_cards_state()
    give(s, FP, *sorted(c for c, card in s.board.cards.items() if card.side == FP and c not in s.hands[FP])[:5])
    assert len(s.hands[FP]) == 7
    s.pending.append({"kind": "discard", "side": FP})
    w = open_window_on(qtbot, game, s)

    def front_tabs() -> set[str]:
        return {bar.tabText(bar.currentIndex()) for bar in w.findChildren(QTabBar) if bar.count()}

    qtbot.waitUntil(lambda: "Cards" in front_tabs(), timeout=2000)
    view = cards_view(w)
    assert len(view.cards) == 7 and all(len(c.buttons) == 1 for c in view.cards)
    first = view.cards[0]
    assert first.buttons[0].text() == "▶ Discard (hand limit)"
    first.buttons[0].click()
    assert first.card_id not in w.match.state.hands[FP] and len(w.match.state.hands[FP]) == 6


def test_in_hot_seat_the_next_player_reads_the_card_just_played(qtbot, game):
    s = fp_cards_state(fp=("event",), fp_hand=("fp_character_12",))
    w = open_window_on(qtbot, game, s, seats=("human", "human"))
    w.curtain._reveal()
    cards_view(w).cards[0].buttons[0].click()
    assert w.covered and w.hotseat.waiting_for == SH_SEAT
    w.curtain._reveal()
    rules = w.rules_panel.toPlainText()
    assert "Bilbo's Song" in rules and "What happened" in rules
    assert not any(s.board.cards[c].name in rules for c in w.match.state.hands[FP])   # nothing of the FP hand


def test_a_card_drawn_shows_its_text_with_the_draw(qtbot, game):
    s = fp_cards_state(fp=("event",), fp_hand=())
    w = open_window_on(qtbot, game, s)
    w.action_chosen(next(a for a in game.legal_actions(s) if a.kind == "draw_card" and a["deck"] == "character"))
    drawn = next(c for c in w.match.state.hands[FP])
    rules = w.rules_panel.toPlainText()
    assert "Draw the top card" in rules and card_texts()[drawn].event[:25] in rules


def test_every_card_is_accounted_for_in_the_cards_dock(qtbot, game):
    s = fp_cards_state()
    s.table[SH] = [next(c for c, card in s.board.cards.items() if card.side == SH and card.play_on_table)]
    for pile in s.decks.values():
        if s.table[SH][0] in pile:
            pile.remove(s.table[SH][0])
    w = open_window_on(qtbot, game, s)
    text = html.unescape(cards_view(w).inner.findChild(QLabel, "card_count").text())
    st = w.match.state
    decks = sum(len(d) for d in st.decks.values())
    assert f"All 96 cards: {decks} in the decks · 4 in hands · 1 on the tables · 0 discarded" in text
    assert "out of the game" not in text


def test_team_seats_take_their_roles_colours_in_the_panels_and_the_log(qtbot, game):
    from desktop.games.war_of_the_ring import ROLE_COLOURS
    from desktop.mainwindow import MainWindow
    w = MainWindow(computer_delay_ms=0, autosave=False)
    qtbot.addWidget(w)
    w.show()
    options = game.options(players=4, roles=["rohan", "saruman", "gondor", "witch_king"])
    w.open_match(Match(game, options, 3, seats=[SeatSpec("human")] * 4))
    assert [w.adapter.seat_colour(i) for i in range(4)] == [ROLE_COLOURS[r] for r in
                                                            ("rohan", "saruman", "gondor", "witch_king")]
    assert w.log_panel.colours == [w.adapter.seat_colour(i) for i in range(4)]

"""Nothing a player can read predicts the future: saves hold chance as it fell, never a seed.

A save records the set-up and how every die, pick and shuffle fell; the order of the cards nobody has
seen is left out; loading replays that record and checks it, and the future comes from fresh entropy.
"""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from engines.core import Action, Match, SeatSpec, get_game
from engines.core.dice import Chance, ChanceMismatch, Dice, Drawn
from engines.core.saves import SaveError, dumps, loads
from tests.toy_game import ToyGame

TOY = ToyGame()
GAMES = ("war_of_the_ring", "waterdeep", "heroes")
SAVE_KEYS = {"format", "format_version", "app_version", "data_version", "game", "options", "seats", "setup_chance",
             "actions", "chance", "cursor", "saved_at", "hints_used"}


def toy_match(seed: int | None = None, rolls: int = 3) -> Match:
    m = Match(TOY, TOY.options(goal=99, rounds=9), seed, seats=[SeatSpec("human"), SeatSpec("ai", "easy")])
    for _ in range(rolls):
        m.play(Action.make("roll", m.to_move()))
    return m


def future_rolls(m: Match, n: int = 20) -> list[int]:
    faces = []
    for _ in range(n):
        if m.outcome() is not None:
            break
        events = m.play(Action.make("roll", m.to_move()))
        faces += [d.value for e in events if e.roll for part in e.roll.parts for d in part.dice]
    return faces


def played(game_id: str, actions: int, seed: int | None = None, pick: int = 1) -> Match:
    g = get_game(game_id)
    m = Match(g, g.options(players=g.min_players), seed)
    rng = random.Random(pick)
    for _ in range(actions):
        if m.outcome() is not None:
            break
        m.play(g.rollout_action(m.state, g.legal_actions(m.state), rng))
    return m


def same_view(game, a, b, seat: int) -> bool:
    """Everything `seat` may see (the views hide decks, other hands and the RNG) is the same."""
    va, vb = game.view(a, seat), game.view(b, seat)
    return all(getattr(va, f.name) == getattr(vb, f.name) for f in dataclasses.fields(va) if f.name != "rng")


# -- what a save holds --------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_desktop_save_holds_no_seed_no_rng_state_and_no_unseen_order(game_id):
    m = played(game_id, 120)
    assert m.seed is None
    text = dumps(m)
    data = json.loads(text)
    assert set(data) == SAVE_KEYS
    assert "seed" not in text and "rng" not in text
    longest = max((len(d[2]) for rows in [data["setup_chance"], *data["chance"]] for d in rows
                   if isinstance(d[2], list)), default=0)
    assert longest < 200                            # nothing like a random-number state (625 numbers)
    blanks = sum(d[2].count(None) for rows in [data["setup_chance"], *data["chance"]] for d in rows
                 if d[0] == "shuffle")
    unseen = sum(len(p) for p in m.game.unseen_piles(m.state) if len(p) > 1)
    assert unseen > 0 and blanks == unseen          # every unseen card's place is left out, and only those


@pytest.mark.parametrize("game_id", GAMES)
def test_loading_replays_the_recorded_past_exactly_and_reshuffles_what_nobody_saw(game_id):
    m = played(game_id, 150)
    text = dumps(m)
    one, two = loads(text), loads(text)
    g = m.game
    for back in (one, two):
        assert back.cursor == m.cursor and back.seed is None
        for seat in range(g.players(m.state)):
            assert same_view(g, m.state, back.state, seat)
        assert [e.text for e in back.events()] == [e.text for e in m.events()]
        assert [sorted(p) for p in g.unseen_piles(back.state)] == [sorted(p) for p in g.unseen_piles(m.state)]

    def piles(match):
        return [list(p) for p in g.unseen_piles(match.state) if len(p) > 1]

    assert not (piles(one) == piles(m) and piles(two) == piles(m))   # the saved order was not kept


def test_every_cursor_of_a_saved_game_loads(tmp_path):
    m = played("waterdeep", 60)
    for cursor in range(0, m.cursor + 1, 7):
        m.cursor = cursor
        back = loads(dumps(m))
        assert back.cursor == cursor and len(back.steps) == len(m.steps)
        assert same_view(m.game, m.state, back.state, 0)


def test_two_loads_of_the_same_save_have_different_futures_but_the_same_past():
    m = toy_match(None, rolls=4)
    text = dumps(m)
    one, two = loads(text), loads(text)
    assert one.state.scores == two.state.scores == m.state.scores
    assert future_rolls(one) != future_rolls(two)


def test_two_new_desktop_games_are_dealt_differently():
    orders = {tuple(tuple(p) for p in get_game("waterdeep").unseen_piles(played("waterdeep", 0).state))
              for _ in range(3)}
    assert len(orders) == 3


def test_a_seed_stays_for_the_command_line_and_tests():
    assert future_rolls(toy_match(7)) == future_rolls(toy_match(7))
    a, b = played("heroes", 40, seed=5), played("heroes", 40, seed=5)
    assert same_view(a.game, a.state, b.state, 0) and "seed" not in dumps(a)


def test_a_seeded_save_continues_with_fresh_entropy():
    text = dumps(toy_match(7))
    assert future_rolls(loads(text)) != future_rolls(loads(text))


# -- undo and redo --------------------------------------------------------------------------------------
def test_undo_then_redo_keeps_the_dice_and_so_does_playing_the_undone_action_again():
    m = toy_match(None, rolls=0)
    m.free_undo = True
    first = m.play(Action.make("roll", 0))
    face = first[0].roll.parts[0].dice[0].value
    for _ in range(5):
        assert m.undo() and m.redo()
        assert m.events()[-1] is first[-1]
        assert m.undo()
        again = m.play(Action.make("roll", 0))   # not a re-roll: the die fell once
        assert again[0].roll.parts[0].dice[0].value == face


def test_undo_redo_after_loading_replays_the_recorded_dice():
    m = toy_match(None, rolls=6)
    m.cursor = 3
    back = loads(dumps(m))
    assert back.cursor == 3 and back.can_redo()
    while back.redo():
        pass
    assert back.state.scores == m.steps[-1].state.scores


# -- old saves -------------------------------------------------------------------------------------------
def format_1(m: Match, seed: int) -> str:
    """A save as this program wrote them before: the seed and the actions."""
    return json.dumps({"format": "realms-table-save", "format_version": 1, "app_version": "0.1.0",
                       "game": m.game.id, "options": m.options.model_dump(mode="json"), "seed": seed,
                       "seats": [str(s) for s in m.seats], "actions": [s.action.to_json() for s in m.steps],
                       "cursor": m.cursor, "saved_at": "2026-11-30T12:00:00+00:00"})


def test_a_save_of_format_1_opens_replays_from_its_seed_then_forgets_it():
    m = toy_match(13, rolls=5)
    text = format_1(m, 13)
    back = loads(text)
    assert back.state.scores == m.state.scores and back.state.bonus == m.state.bonus
    assert back.seed is None
    assert "seed" not in dumps(back)
    assert future_rolls(loads(text)) != future_rolls(loads(text))


def test_a_war_of_the_ring_save_of_format_1_opens():
    m = played("war_of_the_ring", 80, seed=21)
    back = loads(format_1(m, 21))
    assert same_view(m.game, m.state, back.state, 0) and same_view(m.game, m.state, back.state, 1)


# -- a record that does not fit --------------------------------------------------------------------------
def edited(change) -> str:
    data = json.loads(dumps(toy_match(None, rolls=3)))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("change, words", [
    (lambda d: d["chance"][0][0].__setitem__(2, 7), "impossible result 7"),
    (lambda d: d["chance"][0].clear(), "no more outcomes were recorded"),
    (lambda d: d["chance"][0].append(["die", 6, 3]), "never used"),
    (lambda d: d["chance"][0].__setitem__(0, ["shuffle", 6, [0, 1, 2, 3, 4, 5]]), "shuffle of 6"),
    (lambda d: d["setup_chance"].pop(), "set-up"),
    (lambda d: d["chance"].pop(), "records chance for 2 actions but holds 3"),
])
def test_a_hand_edited_chance_record_is_refused_with_the_reason(change, words):
    with pytest.raises(SaveError, match=words):
        loads(edited(change))


def test_a_recorded_shuffle_must_be_an_order_of_its_items():
    chance = Chance(random.Random(1))
    for bad in ([0, 0, 1], [0, 1], [0, 1, 5], ["a", 1, 2]):
        with pytest.raises(ChanceMismatch), chance.recording([Drawn("shuffle", 3, bad)]):
            Dice(random.Random(2)).shuffle(["x", "y", "z"])
    with chance.recording([Drawn("shuffle", 3, [2, None, None])]) as log:
        items = Dice(random.Random(2)).shuffle(["x", "y", "z"])
    assert items[0] == "z" and sorted(items) == ["x", "y", "z"] and log[0].value[0] == 2


# -- the computer sees no more than a player ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_carries_no_rng_state_and_no_deck_order(game_id):
    m = played(game_id, 60)
    g = m.game
    for seat in range(g.players(m.state)):
        view = g.view(m.state, seat)
        assert view.rng.getstate() == random.Random(0).getstate()
        for pile in g.unseen_piles(view):
            assert len(set(pile)) <= 1               # every card face down: the order cannot be read


@pytest.mark.real_entropy
def test_fresh_entropy_is_the_operating_systems():
    from engines.core import dice
    assert isinstance(dice.fresh_entropy(), random.SystemRandom)
    first, second = played("waterdeep", 0), played("waterdeep", 0)
    assert [list(p) for p in first.game.unseen_piles(first.state)] != \
        [list(p) for p in second.game.unseen_piles(second.state)]
    assert future_rolls(loads(dumps(toy_match(None)))) != future_rolls(loads(dumps(toy_match(None))))


@pytest.mark.parametrize("game_id, pick", [("waterdeep", 2), ("waterdeep", 13), ("heroes", 4)])
def test_a_whole_game_with_its_reshuffles_reloads_to_the_same_game(game_id, pick):
    m = played(game_id, 3000, pick=pick)
    shuffles_in_play = sum(1 for step in m.steps for d in step.drawn if d.kind == "shuffle")
    back = loads(dumps(m))
    assert m.outcome() is not None and back.outcome() == m.outcome()
    for seat in range(m.game.players(m.state)):
        assert same_view(m.game, m.state, back.state, seat)
    assert [e.text for e in back.events()] == [e.text for e in m.events()]
    if game_id == "waterdeep":
        assert shuffles_in_play >= 1   # a deck ran out and its discards were shuffled during the game


# -- the shared dice for everything chance touches -----------------------------------------------------------
def test_a_reshuffle_goes_through_the_dice_and_is_explained_and_recorded():
    from engines.core.dice import reshuffle
    from engines.core.i18n import T
    cards = list(range(12))
    chance = Chance(random.Random(3))
    with chance.recording() as drawn:
        roll = reshuffle(random.Random(1), cards, T("Shuffle the %n discarded quests", None, len(cards)),
                         "They form the new quest deck.", "decks", "waterdeep")
    assert sorted(cards) == list(range(12)) and cards != list(range(12))
    assert [d.kind for d in drawn] == ["shuffle"] and drawn[0].n == 12     # a save can replay it
    assert roll.purpose == "Shuffle the 12 discarded quests" and roll.rule == "decks" and roll.result
    assert "12" not in roll.result      # the new order is not told


def test_the_computers_own_choices_never_pass_for_the_games_chance():
    dice = Dice(random.Random(5))
    twin = random.Random(5)
    assert dice.pick_weighted("abc", [0, 0, 1]) == "c" and twin.choices("abc", weights=[0, 0, 1], k=1)[0] == "c"
    assert dice.happens(0.5) == (twin.random() < 0.5)     # the same stream as the plain random.Random
    with Chance(random.Random(1)).recording(), pytest.raises(RuntimeError):
        dice.happens(0.5)
    with Chance(random.Random(1)).recording(), pytest.raises(RuntimeError):
        dice.pick_weighted("ab", [1, 1])

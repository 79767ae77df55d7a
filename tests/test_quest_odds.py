"""Odds before a choice of the quest game that leads to chance (engines/quest/odds.py): the next event tile, the
die (the Ring, Mount Doom, a price of rolls, a foe, die spaces on a line) and big shields, worked out exactly from
the view of the hobbit to choose, checked against the game's own chance over seeded determinisations."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from quest_helpers import at, find, new_game, take

from engines.core import Action
from engines.core.odds import Odds, plays, sampling_error
from engines.quest import flow
from engines.quest.data import Demand
from engines.quest.effects import FACES
from engines.quest.game import QuestGame
from engines.quest.state import Ask, QuestState

G = QuestGame()
SAMPLES = 1200
Judge = Callable[[QuestState, QuestState, list[Any]], float]


def faces(events: list[Any]) -> list[str]:
    """The faces of the die that took effect (not blank, not turned aside, not set blank by Immunity)."""
    out = []
    for e in events:
        roll = e.roll
        if e.kind != "roll" or roll is None or not roll.parts:
            continue
        face = FACES[roll.parts[0].dice[0].value - 1]
        if face != "blank" and not str(roll.consequence).startswith("ignored"):
            out.append(face)
    return out


def go_on(state: QuestState) -> Action | None:
    """The policy after the choice: let the foes appear, cast the Ring in; stop at any other question."""
    a = state.ask
    if state.over or a is None:
        return None
    if a.kind == "moment":
        return Action.make("go_on", a.seat)
    if a.kind == "doom_after":
        return Action.make("finish", a.seat)
    return None


def counted(s: QuestState, a: Action, judges: dict[str, Judge], seed: int = 0,
            samples: int = SAMPLES) -> dict[str, float]:
    """Each judge's average over `samples` plays of `a` on determinisations of the chooser's view, each with its
    own seeded chance, the game carried on by `go_on`."""
    totals = dict.fromkeys(judges, 0.0)
    for before, after, events in plays(G, G.view(s, a.seat), a.seat, a, samples, seed,
                                       lambda _game, state: go_on(state), 50):
        for what, judge in judges.items():
            totals[what] += float(judge(before, after, events))
    return {what: v / samples for what, v in totals.items()}


def odds_of(s: QuestState, a: Action) -> Odds:
    got = G.odds(G.view(s, a.seat), a)
    assert got is not None, a
    return got


def agree(s: QuestState, a: Action, judges: dict[str, Judge], seed: int = 0, means: tuple[str, ...] = ()) -> Odds:
    exact = odds_of(s, a)
    assert exact.samples == 0
    shown = {str(line.what) for line in exact.lines}
    for what, seen in counted(s, a, judges, seed).items():
        want = exact.value(what) if what in shown else 0.0     # a tile kind none of is left: not shown
        # an expected number of steps or spaces: the error of a mean of values up to ~4
        tol = 4 * 2.0 / SAMPLES ** 0.5 if what in means else sampling_error(want, SAMPLES)
        assert seen == pytest.approx(want, abs=tol), (what, seen, want)
    return exact


def die_judges(seat: int, expansion: bool = True) -> dict[str, Judge]:
    name = ["Frodo", "Sam", "Merry", "Pippin", "Fatty"][seat]
    return {
        "The die does nothing (blank or turned aside)": lambda b, t, ev: not faces(ev),
        "Sauron moves toward the hobbits": lambda b, t, ev: t.sauron < b.sauron,
        f"Steps into darkness for {name}": lambda b, t, ev: t.hobbits[seat].pos - b.hobbits[seat].pos,
        ("Two foes appear" if expansion else f"{name} discards two cards"):
            lambda b, t, ev: "two_cards" in faces(ev),
    }


# -- event tiles ---------------------------------------------------------------------------------------------------
def tile_judges(s: QuestState) -> dict[str, Judge]:
    judges: dict[str, Judge] = {}
    for kind, name in flow.TILE_NAMES.items():
        judges[str(name)] = lambda b, t, ev, k=kind: t.tiles_out[-1].split(".")[0] == k
    board = flow.board_of(s)
    assert board is not None
    judges[f"A sundial brings the next event, {board.events[s.event_pos].name}"] = \
        lambda b, t, ev: t.tiles_out[-1].startswith("sundial") and t.event_pos > b.event_pos
    if s.first_tile:
        judges["A foe appears first (the first tile of the turn shows a line)"] = \
            lambda b, t, ev: t.tiles_out[-1].split(".")[0] in ("fighting", "friendship", "hiding", "travelling")
    return judges


def test_the_first_tile_of_a_board() -> None:
    s = at("moria")
    a = find(s, "reveal")
    odds = agree(s, a, tile_judges(s))
    assert odds.value("a sundial: the next event") == pytest.approx(6 / 23)
    assert odds.value("A foe appears first (the first tile of the turn shows a line)") == pytest.approx(12 / 23)


def test_a_tile_after_some_are_revealed() -> None:
    s = at("moria")
    # four tiles are already out, face up: the next comes from the 19 others
    for t in ("sundial.1", "sundial.2", "fighting.1", "ring_dark.1"):
        s.tiles.remove(t)
        s.tiles_out.append(t)
    s.first_tile = False
    a = find(s, "reveal")
    odds = agree(s, a, tile_judges(s), seed=5000)
    assert odds.value("a sundial: the next event") == pytest.approx(4 / 19)
    assert odds.value("Fighting") == pytest.approx(2 / 19)


def test_a_tile_seen_through_foresight_is_certain_and_an_empty_stack_is_reshuffled() -> None:
    s = at("moria", tiles=["hiding.2"])
    s.tiles_known = 1
    assert odds_of(s, find(s, "reveal")).lines[0].value == 1.0
    assert str(odds_of(s, find(s, "reveal")).lines[0].what) == "Hiding"
    s = at("moria")
    s.tiles_out = ["eye_or_dark.1", "sundial.3", "sundial.4"]
    s.tiles = []
    s.first_tile = False
    a = find(s, "reveal")
    odds = agree(s, a, tile_judges(s), seed=9000)
    assert odds.value("a sundial: the next event") == pytest.approx(2 / 3)


# -- the die -------------------------------------------------------------------------------------------------------
def ring_position() -> QuestState:
    """Frodo holds the Ring on Moria's main line at space 5 (die spaces at 7 and 9), three steps from Sauron."""
    s = at("moria")
    s.tiles_out.append(s.tiles.pop())
    s.phase = "play"
    s.ask = Ask("play", 0, {})
    s.first_tile = False
    s.markers["main"] = 5
    s.hobbits[0].pos = s.sauron - 3
    return s


def test_putting_on_the_ring() -> None:
    s = ring_position()
    a = find(s, "ring", line="main")
    judges = die_judges(0)
    judges["Spaces the main line moves"] = lambda b, t, ev: t.markers["main"] - b.markers["main"]
    judges["Sauron reaches Frodo"] = lambda b, t, ev: t.hobbits[0].out
    judges["The quest is lost"] = lambda b, t, ev: t.over and not t.destroyed
    odds = agree(s, a, judges, seed=100, means=("Spaces the main line moves", "Steps into darkness for Frodo"))
    assert 0 < odds.value("Sauron reaches Frodo") == odds.value("The quest is lost") < 1
    s.markers["main"] = 7         # half the faces reach the big shield on the last space (worths 1, 1, 2, 2, 3, 3)
    s.hobbits[0].pos = 0
    assert odds_of(s, a).value("Worth of the big shields won") == pytest.approx(0.5 * 2)


def test_a_card_played_ahead_turns_the_first_face_aside() -> None:
    s = ring_position()
    s.wards.append("roll")        # Mithril played ahead
    a = find(s, "ring", line="travelling")
    judges = die_judges(0)
    judges["Spaces the Travelling line moves"] = lambda b, t, ev: t.markers["travelling"] - b.markers["travelling"]
    odds = agree(s, a, judges, seed=200, means=("Spaces the Travelling line moves", "Steps into darkness for Frodo"))
    assert odds.value("The die does nothing (blank or turned aside)") == pytest.approx(1.0)
    s.wards = ["immunity"]
    odds = odds_of(s, a)
    assert odds.value("The die does nothing (blank or turned aside)") == pytest.approx(1.0)
    assert odds.value("Spaces the Travelling line moves") == 4


def test_a_foe_that_asks_for_a_roll() -> None:
    s = ring_position()
    s.foe_line.insert(0, "wargs")
    s.foe_deck.remove("wargs") if "wargs" in s.foe_deck else None
    s.hobbits[0].pos = s.sauron - 2
    a = find(s, "fight")
    judges = die_judges(0)
    judges["Sauron reaches Frodo"] = lambda b, t, ev: t.hobbits[0].out
    agree(s, a, judges, seed=300, means=("Steps into darkness for Frodo",))


def test_taking_on_two_rolls_with_darkness_and_sauron() -> None:
    s = ring_position()
    s.hobbits[1].pos = s.sauron - 6
    spec = flow.demand_spec(s, "Shelob appears", Demand(who="one", rolls=2, darkness=1, sauron=1), (), ())
    spec["i"] = 0
    s.ask = Ask("pay", 1, {"spec": spec})
    a = find(s, "take")
    judges = die_judges(1)
    del judges["Sauron moves toward the hobbits"]   # Sauron's step of the price always comes
    judges["Sauron reaches Sam"] = lambda b, t, ev: t.hobbits[1].out
    odds = agree(s, a, judges, seed=400, means=("Steps into darkness for Sam",))
    assert odds.value("Sauron moves toward the hobbits") == 1.0
    assert odds.value("Steps into darkness for Sam") > 1.0


def test_the_attempt_on_mount_doom() -> None:
    s = at("mordor")
    s.ask = None
    s.queue = [("doom",)]
    flow.run(s, [])
    assert s.ask is not None and s.ask.kind == "doom"
    seat = s.active
    s.hobbits[seat].pos = s.sauron - 2
    a = find(s, "destroy")
    name = ["Frodo", "Sam", "Merry", "Pippin", "Fatty"][seat]
    judges = die_judges(seat)
    judges["The Ring is destroyed"] = lambda b, t, ev: t.destroyed
    judges[f"Sauron reaches {name}"] = lambda b, t, ev: t.hobbits[seat].out
    odds = agree(s, a, judges, seed=500, means=(f"Steps into darkness for {name}",))
    assert odds.value("The Ring is destroyed") == pytest.approx(4 / 6)


def test_a_card_moving_a_line_over_a_die_space_and_a_big_shield() -> None:
    s = ring_position()
    take(s, "joker.grey.1")
    s.hobbits[0].hand = ["joker.grey.1"]
    s.markers["main"] = 6
    a = find(s, "play_card", card="joker.grey.1", line="main")
    odds = agree(s, a, die_judges(0), seed=600, means=("Steps into darkness for Frodo",))
    assert odds.title == "A line moves over a die space or a big shield"
    s.markers["main"] = 9           # the last space: a big shield, then the board ends and the quest goes on
    a = find(s, "play_card", card="joker.grey.1", line="main")

    def drawn(b: QuestState, t: QuestState, ev: list[Any]) -> float:
        return sum(e.roll.result.n for e in ev if e.kind == "shield" and e.roll is not None)

    got = counted(s, a, {"Worth of the big shields won": drawn}, seed=700, samples=600)
    want = odds_of(s, a).value("Worth of the big shields won")
    assert want == pytest.approx(2.0)
    assert got["Worth of the big shields won"] == pytest.approx(want, abs=4 * 0.82 / 600 ** 0.5)


def test_the_preparations_and_calling_the_elves() -> None:
    s = new_game()
    assert s.ask is not None and s.ask.kind == "prepare"
    s.hobbits[0].pos = s.sauron - 2
    judges = die_judges(0)
    judges["Sauron reaches Frodo"] = lambda b, t, ev: t.hobbits[0].out
    judges["The quest is lost"] = lambda b, t, ev: t.over and not t.destroyed
    agree(s, find(s, "prepare", go=True), judges, seed=800, means=("Steps into darkness for Frodo",))
    assert G.odds(G.view(s, 0), find(s, "prepare", go=False)) is None
    s = at("rivendell")
    s.ask = None
    s.queue = [("leave",)]
    flow.run(s, [])
    agree(s, find(s, "travel", to="isengard", elves=True), die_judges(s.ask.seat), seed=900,
          means=(f"Steps into darkness for {['Frodo', 'Sam', 'Merry'][s.ask.seat]}",))
    assert G.odds(G.view(s, s.ask.seat), find(s, "travel", to="isengard", elves=None)) is None


# -- from the view only; no odds without chance; fast ----------------------------------------------------------------
def test_odds_use_only_the_view() -> None:
    s = ring_position()
    take(s, "joker.grey.1")
    s.hobbits[0].hand = ["joker.grey.1"]
    view = G.view(s, 0)
    one, two = G.determinize(view, 0, 1), G.determinize(view, 0, 2)
    assert one.deck != two.deck or one.tiles != two.tiles
    for a in G.legal_actions(s):
        assert G.odds(one, a) == G.odds(two, a) == G.odds(view, a) == G.odds(s, a), a
    before = view.rng.getstate()
    G.odds(view, find(s, "ring", line="main"))
    assert view.rng.getstate() == before


def test_no_odds_for_choices_without_chance() -> None:
    s = ring_position()
    s.foe_line.insert(0, "fell_beast") if "fell_beast" not in s.foe_line else None
    view = G.view(s, 0)
    kinds = {a.kind: G.odds(view, a) for a in G.legal_actions(s)}
    assert kinds["draw_cards"] is None and kinds["ring"] is not None
    assert G.odds(view, Action.make("reveal", 0)) is None      # not a question the game asks now
    s = at("moria")
    assert G.odds(G.view(s, 0), find(s, "reveal")) is not None


def test_odds_are_fast_while_dragging() -> None:
    s = ring_position()
    s.wards.append("roll")
    spec = flow.demand_spec(s, "Shelob appears", Demand(who="one", rolls=3, darkness=1, sauron=1), (), ())
    spec["i"] = 0
    s.ask = Ask("pay", 0, {"spec": spec})
    view = G.view(s, 0)
    a = find(s, "take")
    t = time.perf_counter()
    for _ in range(5):
        G.odds(view, a)
    assert (time.perf_counter() - t) / 5 < 0.05

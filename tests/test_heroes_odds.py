"""Odds before an attack of Helden Mittelerdes (engines/heroes/odds.py): exact figures for conquests and hero
fights, checked against the game's own dice — every face sequence the engine can roll for small fights, and
seeded plays of the rules (engines.core.odds.sampled) for the larger ones — from the attacker's view only."""
from __future__ import annotations

import random
import time
from typing import Any

import pytest

from engines.core import Action, Dice
from engines.core.odds import Odds, sampled, sampling_error
from engines.heroes import odds as heroes_odds
from engines.heroes.sample import position, sample_game

RED, BLUE = 0, 1
G = sample_game()
SAMPLES = 1500


def attack(frm: str, to: str, seat: int = BLUE) -> Action:
    return Action.make("attack", seat, **{"from": frm, "to": to})


def odds_of(s: Any, a: Action) -> Odds:
    got = G.odds(G.view(s, a.seat), a)
    assert got is not None
    return got


def agree(s: Any, a: Action, judges: list[tuple[str, Any]], seed: int = 0) -> None:
    """The exact odds agree with the engine's dice over seeded plays of the attacker's view."""
    exact = odds_of(s, a)
    counted = sampled(G, G.view(s, a.seat), a.seat, a, judges, samples=SAMPLES, seed=seed)
    for line in counted:
        want = exact.value(str(line.what))
        assert line.value == pytest.approx(want, abs=sampling_error(want, SAMPLES)), str(line.what)


# -- conquests ---------------------------------------------------------------------------------------------------
def test_land_held_by_an_enemy_needs_one_more_per_attempt() -> None:
    # Lurtz 3 + Grishnákh 2 = 5 points: 3 attempts, each above 4 + 1 for Red's token
    s = position(G, heroes={"lurtz": ("west_guldur", BLUE), "grishnakh": ("west_guldur", BLUE)},
                 owner={"anduin_fords": RED}, current=BLUE)
    a = attack("west_guldur", "anduin_fords")
    odds = odds_of(s, a)
    what = "Conquer Anduin Fords (3 attempts, each needs more than 5)"
    assert odds.value(what) == pytest.approx(1 - (5 / 6) ** 3)
    assert odds.samples == 0
    agree(s, a, [(what, lambda t: t.owner["anduin_fords"] == BLUE)])


def test_secret_powers_lift_the_cap_of_four_attempts() -> None:
    # Sauron 6 + the Witch-king 5 = 11 points: 6 attempts with their powers, each above 4
    s = position(G, heroes={"sauron": ("west_guldur", BLUE), "witch_king": ("west_guldur", BLUE)}, current=BLUE)
    a = attack("west_guldur", "anduin_fords")
    what = "Conquer Anduin Fords (6 attempts, each needs more than 4)"
    assert odds_of(s, a).value(what) == pytest.approx(1 - (4 / 6) ** 6)
    agree(s, a, [(what, lambda t: t.owner["anduin_fords"] == BLUE)], seed=10_000)


def test_unoccupied_fortress_one_die_per_hero() -> None:
    # Gothmog (4, siege hammer) needs 3+, Lurtz (3 points) 5+ (in card order)
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE), "gothmog": ("emyn_muil", BLUE)}, current=BLUE)
    a = attack("emyn_muil", "osgiliath")
    what = "Conquer Osgiliath (a die per hero: 3+, 5+)"
    assert odds_of(s, a).value(what) == pytest.approx(1 - (4 / 6) * (2 / 6))
    agree(s, a, [(what, lambda t: t.owner["osgiliath"] == BLUE)], seed=20_000)


def test_held_encircled_fortress_counts_the_best_hero_for_every_die() -> None:
    # Khamûl (4, siege hammer) is the best: die + 4 above 7 (token cancelled) − 1 (encircled), two attempts
    s = position(G, heroes={"lurtz": ("emyn_muil", BLUE), "khamul": ("emyn_muil", BLUE)},
                 owner={"osgiliath": RED, "minas_tirith": BLUE, "dagorlad": BLUE}, current=BLUE)
    a = attack("emyn_muil", "osgiliath")
    what = "Conquer Osgiliath (2 attempts, die + 4 must beat 6)"
    assert odds_of(s, a).value(what) == pytest.approx(1 - (2 / 6) ** 2)
    agree(s, a, [(what, lambda t: t.owner["osgiliath"] == BLUE)], seed=30_000)


# -- hero fights -------------------------------------------------------------------------------------------------
class _More(Exception):
    pass


class _Faces:
    """A random.Random stand-in that rolls a given sequence of faces and asks for more when it runs out."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = faces
        self.i = 0

    def randint(self, a: int, b: int) -> int:
        if self.i >= len(self.faces):
            raise _More
        self.i += 1
        return self.faces[self.i - 1]


def every_roll(s: Any, a: Action, judges: list[tuple[str, Any]]) -> dict[str, float]:
    """Each judge's exact chance over every sequence of faces the engine can roll for the attack (each
    sequence of n faces weighs 6^-n): the engine's own dice, counted exhaustively."""
    got = {what: 0.0 for what, _ in judges}
    todo: list[list[int]] = [[]]
    while todo:
        faces = todo.pop()
        try:
            after, _ = G.apply_with(s, a, Dice(_Faces(faces)))  # type: ignore[arg-type]  # a stand-in for random.Random
        except _More:
            todo += [[*faces, f] for f in range(1, 7)]
            continue
        for what, judge in judges:
            got[what] += float(judge(after)) / 6 ** len(faces)
    return got


def test_one_against_one_with_powers_on_both_sides_is_exact() -> None:
    # Sauron (6, higher powers, siege hammer) attacks Galadriel (3, secret powers) in East Fangorn (2): both sides
    # re-roll while losing; Galadriel can retreat to Lothlórien, but falls after a loss by 5+ (Sauron has powers)
    s = position(G, heroes={"sauron": ("anduin_fords", BLUE), "galadriel": ("east_fangorn", RED)},
                 owner={"lothlorien": RED}, current=BLUE)
    a = attack("anduin_fords", "east_fangorn")
    judges = [("Win the fight and take East Fangorn", lambda t: t.owner["east_fangorn"] == BLUE),
              ("Galadriel (Red) dies", lambda t: "galadriel" in t.dead),
              ("Sauron (Blue) dies", lambda t: "sauron" in t.dead)]
    engine = every_roll(s, a, judges)
    odds = odds_of(s, a)
    for what, p in engine.items():
        assert odds.value(what) == pytest.approx(p, abs=1e-12), what
    assert 0 < engine["Galadriel (Red) dies"] < engine["Win the fight and take East Fangorn"] < 1


def test_a_healer_without_retreat_is_exact() -> None:
    # Haldir and Elrond (healing) hold the Anduin Fords and nothing around: beaten, both face death, Haldir first
    # (Elrond may save him on 1–3), then Elrond himself (nobody heals a healer alone)
    s = position(G, heroes={"khamul": ("west_guldur", BLUE), "lurtz": ("west_guldur", BLUE),
                            "haldir": ("anduin_fords", RED), "elrond": ("anduin_fords", RED)}, current=BLUE)
    a = attack("west_guldur", "anduin_fords")
    judges = [("Win the fight and take Anduin Fords", lambda t: t.owner["anduin_fords"] == BLUE),
              ("At least one of Haldir, Elrond (Red) dies", lambda t: bool({"haldir", "elrond"} & set(t.dead))),
              ("Heroes of Red killed", lambda t: len({"haldir", "elrond"} & set(t.dead))),
              ("Lurtz (Blue) dies", lambda t: "lurtz" in t.dead)]
    engine = every_roll(s, a, judges)
    odds = odds_of(s, a)
    for what, p in engine.items():
        assert odds.value(what) == pytest.approx(p, abs=1e-12), what
    assert engine["Heroes of Red killed"] < 2 * engine["Win the fight and take Anduin Fords"]


def test_three_attackers_against_a_healer_and_secret_powers() -> None:
    # Blue: the Witch-king (secret powers), Khamûl (siege hammer), Lurtz (sword), two dice in full; Red: Elrond
    # (healing) and Galadriel (secret powers), the lower die halved, no retreat
    s = position(G, heroes={"witch_king": ("west_guldur", BLUE), "khamul": ("west_guldur", BLUE),
                            "lurtz": ("west_guldur", BLUE), "elrond": ("anduin_fords", RED),
                            "galadriel": ("anduin_fords", RED)}, current=BLUE)
    a = attack("west_guldur", "anduin_fords")
    agree(s, a, [("Win the fight and take Anduin Fords", lambda t: t.owner["anduin_fords"] == BLUE),
                 ("At least one of Galadriel, Elrond (Red) dies",
                  lambda t: bool({"galadriel", "elrond"} & set(t.dead))),
                 ("Lurtz (Blue) dies", lambda t: "lurtz" in t.dead)], seed=40_000)


def test_higher_powers_against_two_defenders_with_a_retreat() -> None:
    # Sauron alone (6, higher powers: two re-rolls) against Galadriel (secret powers: one) and Haldir
    s = position(G, heroes={"sauron": ("anduin_fords", BLUE), "galadriel": ("east_fangorn", RED),
                            "haldir": ("east_fangorn", RED)}, owner={"lothlorien": RED}, current=BLUE)
    a = attack("anduin_fords", "east_fangorn")
    odds = odds_of(s, a)
    assert 0.05 < odds.value("Win the fight and take East Fangorn") < 0.95
    agree(s, a, [("Win the fight and take East Fangorn", lambda t: t.owner["east_fangorn"] == BLUE),
                 ("At least one of Haldir, Galadriel (Red) dies",
                  lambda t: bool({"galadriel", "haldir"} & set(t.dead))),
                 ("Sauron (Blue) dies", lambda t: "sauron" in t.dead)], seed=50_000)


def test_encircled_fortress_fight_with_three_siege_hammers() -> None:
    # two further siege hammers +2, Osgiliath 7 − 3 encircled, Imrahil's shield; encircled, Imrahil cannot retreat
    s = position(G, heroes={"gothmog": ("emyn_muil", BLUE), "khamul": ("emyn_muil", BLUE),
                            "sauron": ("emyn_muil", BLUE), "imrahil": ("osgiliath", RED)},
                 owner={"minas_tirith": BLUE, "dagorlad": BLUE}, current=BLUE)
    a = attack("emyn_muil", "osgiliath")
    odds = odds_of(s, a)
    assert odds.value("Imrahil (Red) dies") == pytest.approx(odds.value("Win the fight and take Osgiliath"))
    agree(s, a, [("Win the fight and take Osgiliath", lambda t: t.owner["osgiliath"] == BLUE),
                 ("Imrahil (Red) dies", lambda t: "imrahil" in t.dead)], seed=60_000)


def test_secret_powers_protect_the_weakest_defender() -> None:
    # Khamûl and Nazgûl 5 have no powers: Galadriel cannot be killed, she retreats or goes back to the hand
    s = position(G, heroes={"khamul": ("west_guldur", BLUE), "nazgul5": ("west_guldur", BLUE),
                            "galadriel": ("anduin_fords", RED)}, current=BLUE)
    odds = odds_of(s, attack("west_guldur", "anduin_fords"))
    assert odds.value("Galadriel (Red) dies") == 0
    assert odds.value("Win the fight and take Anduin Fords") > 0.5


# -- from the view only ------------------------------------------------------------------------------------------
def fight_position() -> Any:
    return position(G, heroes={"witch_king": ("west_guldur", BLUE), "khamul": ("west_guldur", BLUE),
                               "elrond": ("anduin_fords", RED), "haldir": ("anduin_fords", RED)},
                    hands={RED: ["aragorn", "cirdan"], BLUE: ["nazgul5"]}, current=BLUE)


def test_odds_use_only_the_view() -> None:
    s = fight_position()
    a = attack("west_guldur", "anduin_fords")
    view = G.view(s, BLUE)
    one, two = G.determinize(view, BLUE, 1), G.determinize(view, BLUE, 2)
    assert one.hands[RED] != two.hands[RED] or one.decks != two.decks   # they differ in what Blue cannot see
    assert G.odds(one, a) == G.odds(two, a) == G.odds(view, a) == G.odds(s, a)
    before = view.rng.getstate()
    G.odds(view, a)
    assert view.rng.getstate() == before   # the state's chance is never touched


def test_no_odds_for_actions_that_roll_nothing() -> None:
    s = fight_position()
    view = G.view(s, BLUE)
    acts = G.legal_actions(view)
    assert any(x.kind == "attack" for x in acts) and any(x.kind != "attack" for x in acts)
    for x in acts:
        got = G.odds(view, x)
        assert (got is None) == (x.kind != "attack"), x
    assert G.odds(view, attack("west_guldur", "osgiliath")) is None   # not a legal attack


def test_odds_are_fast_while_dragging() -> None:
    """The slowest fight to work out (two re-rolls a side, two dice each) in well under 50 ms, from cold."""
    s = position(G, heroes={"sauron": ("west_guldur", BLUE), "khamul": ("west_guldur", BLUE),
                            "galadriel": ("anduin_fords", RED), "elrond": ("anduin_fords", RED)}, current=BLUE)
    a = attack("west_guldur", "anduin_fords")
    heroes_odds.fight_outcome.cache_clear()
    best = 1.0
    for _ in range(3):
        heroes_odds.fight_outcome.cache_clear()
        t = time.perf_counter()
        G.odds(G.view(s, BLUE), a)
        best = min(best, time.perf_counter() - t)
    assert best < 0.05


def test_fight_outcome_against_a_plain_simulation_of_the_reroll_passes() -> None:
    """The closed re-roll rule (the losing side re-rolls while it can) is the engine's passes, face by face."""
    rng = random.Random(3)

    def total(faces: list[int], mode: int) -> int:
        f = sorted(faces)
        return f[1] + f[0] // 2 if mode == 2 else sum(f)

    for a_mode, d_mode, c, ar, dr in ((1, 2, 0, 2, 1), (3, 2, -2, 1, 2), (2, 3, 3, 2, 2)):
        wins = 0
        n = 20_000
        for _ in range(n):
            A = [rng.randint(1, 6) for _ in range(1 if a_mode == 1 else 2)]
            D = [rng.randint(1, 6) for _ in range(1 if d_mode == 1 else 2)]
            al, dl = ar, dr
            while True:
                progress = False
                if total(A, a_mode) - total(D, d_mode) + c <= 0 and al > 0:
                    A[A.index(min(A))] = rng.randint(1, 6)
                    al -= 1
                    progress = True
                if total(A, a_mode) - total(D, d_mode) + c > 0 and dl > 0:
                    D[D.index(min(D))] = rng.randint(1, 6)
                    dl -= 1
                    progress = True
                if not progress:
                    break
            wins += total(A, a_mode) - total(D, d_mode) + c > 0
        p = heroes_odds.fight_outcome(a_mode, d_mode, c, ar, dr)[0]
        assert wins / n == pytest.approx(p, abs=sampling_error(p, n))

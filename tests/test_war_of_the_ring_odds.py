"""War of the Ring odds before a roll (engines/war_of_the_ring/odds.py): worked out exactly, and checked against the
game's own dice — each action played over seeded determinisations of the mover's view, the battle followed to its
end with the policy the odds assume (no combat card, casualties keeping the most units, fight on, stand)."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engines.core.odds import plays as played
from engines.core.odds import sampling_error
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.odds import keep_most
from engines.war_of_the_ring.sample import action_phase, arrange, find, new_game
from engines.war_of_the_ring.state import WotrState

TAKE = "Take {region}, fighting on to the end (no more combat cards, no retreat)"
FOUND, DAMAGE = "The hunt finds the Fellowship", "Hunt damage (before a companion or a card takes some)"
REVEALED = "The Fellowship is revealed"
CORRUPTED = "Corruption reaches {limit} if all the damage is taken (the Shadow wins)"


def line(odds: Any, template: str) -> Any:
    """A line by its sentence's template (some lines name a region or a number)."""
    return next(x for x in odds.lines if getattr(x.what, "template", str(x.what)) == template)


# -- the policy the odds assume, played with the engine's own actions ------------------------------------------------
def battle_policy(game: WarOfTheRingGame, s: WotrState) -> Any:
    if s.over or not s.pending:
        return None
    k = s.pending[-1]["kind"]
    acts = game.legal_actions(s)
    by = {a.kind: a for a in acts}
    if k == "combat_card":
        return by["no_combat_card"]
    if k == "casualties":
        opts = [(a["elites"], a["reduce"], a["regulars"]) for a in acts]
        return acts[opts.index(keep_most(opts))]
    if k == "battle_continue":
        return by.get("continue_battle") or by.get("extend_siege")
    if k == "battle_retreat":
        return by["stand"]
    if k == "siege_choice":
        return by["field_battle"]
    if k == "white_rider":
        return next(a for a in acts if not a["use"])
    if k == "battle_advance":
        return by["stay"]
    return None


def hunt_policy(game: WarOfTheRingGame, s: WotrState) -> Any:
    if s.over or not s.pending:
        return None
    k = s.pending[-1]["kind"]
    pick = {"hunt_card": "no_hunt_card", "hunt_guide": "decline", "hunt_casualty": "no_casualty",
            "table_card": "no_table_card"}.get(k)
    acts = game.legal_actions(s)
    if pick:
        return next(a for a in acts if a.kind == pick)
    if k == "reveal_move":
        return acts[0]
    return None


def plays(game: WarOfTheRingGame, view: WotrState, seat: int, action: Any, n: int,
          follow: Callable[[WarOfTheRingGame, WotrState], Any]) -> list[tuple[WotrState, list[Any]]]:
    """`n` plays of `action` over determinisations of `view` (each its own seeded dice), followed by `follow`."""
    return [(after, ev) for _before, after, ev in played(game, view, seat, action, n, 1000, follow, 300)]


def agree(exact: float, counted: list[float], is_mean: bool = False) -> None:
    got = sum(counted) / len(counted)
    if is_mean:   # a mean of a few dice: its own spread, four standard errors
        var = sum((x - got) ** 2 for x in counted) / len(counted)
        tol = 4 * max(var, 0.05) ** 0.5 / len(counted) ** 0.5
    else:
        tol = sampling_error(exact, len(counted))
    assert abs(exact - got) <= tol, (exact, got, tol)


def battle_rolls(ev: list[Any]) -> list[Any]:
    return [e.roll for e in ev if e.roll is not None and e.roll.purpose.startswith("Battle for")]


def check_battle(game: WarOfTheRingGame, s: WotrState, action: Any, att: str, frm: str, to: str, n: int) -> Any:
    seat = s.seat_of(s.pending[-1]["side"])
    view = game.view(s, seat)
    odds = game.odds(view, action)
    assert odds is not None and str(odds.title) == f"Battle at {s.board.name[to]}"
    dfn = FP if att == SH else SH
    results = plays(game, view, seat, action, n, battle_policy)
    first = [battle_rolls(ev)[0] for _s, ev in results]
    agree(odds.value("Hits on the defenders this round"), [r.parts[0].total for r in first], True)
    agree(odds.value("Hits on the attackers this round"), [r.parts[1].total for r in first], True)
    agree(odds.value("Defenders destroyed this round"),
          [float(st.strength(to, dfn) == 0 and len(battle_rolls(ev)) == 1) for st, ev in results])
    took = [float(st.strength(to, dfn) == 0 and st.strength(frm, att) > 0 and st.battle is None) for st, _ev in results]
    agree(odds.lines[3].value, took)
    return odds


def field(units, nazgul=None, chars=None, side=SH):
    g, s = new_game()
    arrange(s, clear=True, units=units, nazgul=nazgul or {}, chars=chars or {},
            political={"sauron": 0, "gondor": 0, "rohan": 0})
    return g, action_phase(s, sh=("army",), fp=("army",), side=side, hands=False)


# -- battles -------------------------------------------------------------------------------------------------------
def test_field_battle_odds_agree_with_the_dice():
    g, s = field({("dagorlad", "sauron"): (4, 2, 0), ("north_ithilien", "gondor"): (2, 2, 1)}, nazgul={"dagorlad": 1})
    a = find(g, s, "attack", frm="dagorlad", to="north_ithilien")
    odds = check_battle(g, s, a, SH, "dagorlad", "north_ithilien", 400)
    assert line(odds, TAKE).what == TAKE.format(region="North Ithilien")


def test_first_round_on_six_against_a_fortification_and_free_peoples_captains():
    # the Free Peoples attack with Boromir (a captain: one more die) against Shadow units in a fortification
    g, s = field({("osgiliath", "sauron"): (3, 1, 0), ("minas_tirith", "gondor"): (3, 1, 1)},
                 chars={"boromir": "minas_tirith"}, side=FP)
    s.control["osgiliath"] = SH
    a = find(g, s, "attack", frm="minas_tirith", to="osgiliath")
    assert a is not None
    odds = check_battle(g, s, a, FP, "minas_tirith", "osgiliath", 300)
    # 5 dice (4 units and Boromir) at 6+, two leader re-rolls (the leader and Boromir) at 6+
    q = 5 / 6
    misses_re_rolled = 2 - 2 * q ** 0 * (1 - q) ** 5 - 1 * 5 * q * (1 - q) ** 4   # E[min(2, misses)]
    assert abs(odds.value("Hits on the defenders this round") - (5 / 6 + misses_re_rolled / 6)) < 1e-9


def test_siege_odds_press_the_siege_with_elites():
    g, s = new_game()
    arrange(s, clear=True, units={("osgiliath", "sauron"): (3, 3, 0), ("minas_tirith", "gondor"): (3, 0, 1)},
            nazgul={"osgiliath": 1}, political={"sauron": 0})
    s = action_phase(s, sh=("army", "army"), fp=("muster", "muster"), side=SH, hands=False)
    s, _ = g.apply(s, find(g, s, "attack", frm="osgiliath", to="minas_tirith"))
    s, _ = g.apply(s, find(g, s, "retreat_into_siege"))
    s, _ = g.apply(s, find(g, s, "discard_die"))
    a = find(g, s, "attack", frm="minas_tirith", to="minas_tirith")
    odds = check_battle(g, s, a, SH, "minas_tirith", "minas_tirith", 300)
    assert str(odds.lines[3].what).startswith("Take Minas Tirith, pressing the siege")


def test_continuing_a_battle_in_progress():
    g, s = field({("dagorlad", "sauron"): (5, 1, 0), ("north_ithilien", "gondor"): (4, 1, 0)}, nazgul={"dagorlad": 2})
    s, _ = g.apply(s, find(g, s, "attack", frm="dagorlad", to="north_ithilien"))
    for _ in range(20):   # to the attacker's choice to fight on, both armies still there
        if s.pending[-1]["kind"] == "battle_continue":
            break
        s, _ = g.apply(s, battle_policy(g, s))
    assert s.pending[-1]["kind"] == "battle_continue"   # seed 0's dice leave both armies standing
    a = find(g, s, "continue_battle")
    check_battle(g, s, a, SH, "dagorlad", "north_ithilien", 300)
    assert g.odds(g.view(s, s.seat_of(SH)), find(g, s, "stop_battle")) is None


def test_combat_card_modifiers_already_in_the_round_count():
    # a battle at its card stage with a +1 on the Shadow's dice and one more re-roll
    g, s = field({("dagorlad", "sauron"): (3, 0, 0), ("north_ithilien", "gondor"): (3, 0, 0)})
    s.battle = {"att": SH, "frm": "dagorlad", "to": "north_ithilien", "kind": "field", "round": 1,
                "stage": "card_def", "mods": {"plus:shadow": 1, "rerolls:shadow": 1}, "cards": ()}
    s.pending = [{"kind": "combat_card", "side": SH}]
    odds = g.odds(g.view(s, s.seat_of(SH)), find(g, s, "no_combat_card"))
    assert odds is not None
    p, prr = 3 / 6, 2 / 6   # 4+ with the +1; the re-roll 5+
    assert abs(odds.value("Hits on the defenders this round") - (3 * p + (1 - p ** 3) * prr)) < 1e-9


def test_odds_are_quick():
    g, s = field({("dagorlad", "sauron"): (8, 2, 0), ("north_ithilien", "gondor"): (5, 5, 2)}, nazgul={"dagorlad": 1})
    a = find(g, s, "attack", frm="dagorlad", to="north_ithilien")
    v = g.view(s, s.seat_of(SH))
    t = time.perf_counter()
    assert g.odds(v, a) is not None
    assert time.perf_counter() - t < 0.5   # a cold table (a dragged figure asks again and again: cached)
    t = time.perf_counter()
    g.odds(v, a)
    assert time.perf_counter() - t < 0.05


# -- the hunt and Mordor --------------------------------------------------------------------------------------------
def hunting(hunt_shadow=3, hunt_fp=1, corruption=0, **kw):
    g, s = new_game()
    arrange(s, **kw)
    s.corruption = corruption
    return g, action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=hunt_shadow,
                           hunt_fp=hunt_fp)


def check_hunt(g, s, n, lines=(FOUND, DAMAGE, REVEALED)):
    seat = s.seat_of(FP)
    view = g.view(s, seat)
    a = find(g, s, "move_fellowship")
    odds = g.odds(view, a)
    assert odds is not None
    start, drawn = s.corruption, len(s.hunt_drawn)
    results = plays(g, view, seat, a, n, hunt_policy)
    judges = {FOUND: lambda st: float(len(st.hunt_drawn) > drawn),
              DAMAGE: lambda st: float(st.corruption - start),
              REVEALED: lambda st: float(not st.hidden),
              CORRUPTED: lambda st: float(st.corruption >= 12),
              "An Eye tile is drawn": lambda st: float(st.board.tiles[st.hunt_drawn[-1]].eye),
              "A Stop tile keeps the Fellowship on its step": lambda st: float(st.mordor == s.mordor)}
    for what in lines:
        x = line(odds, what)
        agree(x.value, [judges[what](st) for st, _ev in results], x.mean)
    return odds


def test_hunt_odds_with_rerolls_agree_with_the_dice():
    # a Shadow army and a Nazgûl where the Fellowship is: two re-rolls; one Free Peoples die in the box: 5+
    g, s = hunting(hunt_shadow=4, hunt_fp=1, units={("rivendell", "sauron"): (1, 0, 0)}, nazgul={"rivendell": 1})
    assert s.ring_region == "rivendell"
    odds = check_hunt(g, s, 1500)
    p = 2 / 6
    miss = 1 - p
    # four dice at 5+, two misses re-rolled: no success only if every die misses twice over (re-rolls for two)
    assert abs(line(odds, FOUND).value - (1 - miss ** 4 * miss ** 2)) < 1e-9


def test_hunt_corruption_reaching_twelve():
    g, s = hunting(hunt_shadow=5, hunt_fp=2, corruption=10)
    check_hunt(g, s, 1200, (FOUND, CORRUPTED))


def test_a_step_on_the_mordor_track():
    g, s = new_game()
    s.ring_region = "morannon"
    s.mordor = 2
    s.corruption = 3
    s = action_phase(s, fp=("character", "character"), sh=("muster",), hunt_shadow=2, hunt_fp=1)
    for t in ("shadow_01", "free_peoples_03"):   # a die tile with Stop, a healing tile
        s.hunt_pool.append(t)
    odds = check_hunt(g, s, 1500, (DAMAGE, REVEALED, "An Eye tile is drawn",
                                   "A Stop tile keeps the Fellowship on its step"))
    pool = [s.board.tiles[t] for t in s.hunt_pool]
    assert abs(odds.value("An Eye tile is drawn") - sum(t.eye for t in pool) / len(pool)) < 1e-9
    s.corruption = 9
    s.hunt_shadow = 3   # an Eye now costs 4
    check_hunt(g, s, 1200, (CORRUPTED,))


# -- from the view, and no roll ------------------------------------------------------------------------------------
def test_odds_use_only_the_view():
    g, s = hunting(hunt_shadow=3, hunt_fp=0)
    seat = s.seat_of(FP)
    view = g.view(s, seat)
    a = find(g, s, "move_fellowship")
    one, two = g.determinize(view, seat, 1), g.determinize(view, seat, 2)
    assert one.hunt_pool != two.hunt_pool or one.hands != two.hands   # they differ in what is hidden
    assert g.odds(one, a) == g.odds(two, a) == g.odds(view, a) == g.odds(s, a)
    g, s = field({("dagorlad", "sauron"): (3, 1, 0), ("north_ithilien", "gondor"): (2, 1, 1)})
    seat = s.seat_of(SH)
    view = g.view(s, seat)
    a = find(g, s, "attack", frm="dagorlad", to="north_ithilien")
    assert g.odds(g.determinize(view, seat, 1), a) == g.odds(g.determinize(view, seat, 2), a) == g.odds(view, a)


def test_an_action_leading_to_no_roll_has_no_odds():
    g, s = hunting(hunt_shadow=0)
    view = g.view(s, s.seat_of(FP))
    assert g.odds(view, find(g, s, "move_fellowship")) is None   # no Shadow die in the hunt box: no hunt roll
    for a in g.legal_actions(s):
        if a.kind in ("pass", "discard_die", "hide_fellowship", "separate", "move_companions"):
            assert g.odds(view, a) is None
    g, s = field({("dagorlad", "sauron"): (3, 0, 0), ("gorgoroth", "sauron"): (1, 0, 0)})
    move = find(g, s, "move_army", frm="dagorlad")
    assert move is not None and g.odds(g.view(s, s.seat_of(SH)), move) is None


def test_confusion_ones_miss_and_are_not_rerolled() -> None:
    """Confusion (keep_ones): a rolled 1 is no hit and stays; the other misses are re-rolled by the leaders.
    Exact against every face of three dice and their re-rolls, at 5+ with one re-roll."""
    import itertools

    from engines.war_of_the_ring.odds import roll_hits
    plain = (0, 0, 99, 0, 0, 0, 0, 0, 0)
    confused = (*plain[:8], 1)
    want: dict[int, float] = {}
    for faces in itertools.product(range(1, 7), repeat=3):
        hits = sum(v >= 5 for v in faces)
        again = [i for i, v in enumerate(faces) if v < 5 and v != 1][:1]
        for r in range(1, 7):
            k = hits + (r >= 5 if again else 0)
            want[k] = want.get(k, 0.0) + (1 / 216) * (1 / 6)
    got = dict(roll_hits(3, 1, 5, confused))
    assert got.keys() == want.keys() and all(abs(got[k] - want[k]) < 1e-12 for k in want)
    assert sum(k * p for k, p in got.items()) < sum(k * p for k, p in roll_hits(3, 1, 5, plain))

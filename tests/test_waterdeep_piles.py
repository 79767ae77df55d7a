"""Resources left on action spaces for the next agent assigned there (engines/waterdeep/piles.py): put there by
`place_on_spaces` from the supply or out of a tavern, taken before the space's action (and counted towards its
cost), kept over the end of a round."""
from __future__ import annotations

from engines.core import get_game
from engines.waterdeep.cards import PlaceOnSpaces, Res
from engines.waterdeep.decisions import resolve
from engines.waterdeep.effects import OPS
from engines.waterdeep.placements import enter, place_problem
from engines.waterdeep.state import Frame, data

GAME = get_game("waterdeep")


def table(modules=("undermountain", "skullport")):
    s = GAME.setup(GAME.Options(players=2), 3)
    s.data = data(modules)
    for t in s.tavern:
        t["corruption"] = 0
    return s


def answer(s, **params):
    d, s.pending = s.pending, None
    assert d is not None
    option = next(p for p, _ in d.options if all(p.get(k) == v for k, v in params.items()))
    resolve(s, d, option, [])


def run_step(s, seat, step):
    f = Frame(seat, (step,), 0, {"source": "a test"})
    s.stack.append(f)
    OPS[step.op](s, f, step, [])
    return f


def test_supply_piles_go_on_different_spaces_and_the_next_agent_takes_them_before_the_action():
    s = table()
    s.stack = []
    before = s.supply["fighter"]
    f = run_step(s, 0, PlaceOnSpaces(res=Res(fighter=1), spaces=2))
    assert s.pending is not None and s.pending.kind == "pile"
    answer(s, place="castle_waterdeep")
    # the same space is not offered twice for one step
    OPS["place_on_spaces"](s, f, f.steps[0], [])
    assert "castle_waterdeep" not in [p["place"] for p, _ in s.pending.options]
    answer(s, place="the_plinth")
    assert s.piles == {"castle_waterdeep": {"fighter": 1}, "the_plinth": {"fighter": 1}}
    assert s.supply["fighter"] == before - 2
    # Blue sends an agent to Castle Waterdeep: the Fighter is Blue's before the castle's action
    s.stack = []
    fighters = s.tavern[1]["fighter"]
    ev = []
    enter(s, 1, "castle_waterdeep", False, ev, True)
    assert s.tavern[1]["fighter"] == fighters + 1 and "castle_waterdeep" not in s.piles
    assert any("left on" in e.template for e in ev)
    # the other pile stays for its own next visitor
    assert s.piles["the_plinth"] == {"fighter": 1}


def test_a_tavern_pile_is_a_cost_and_its_choice_of_adventurer_is_asked():
    s = table()
    s.stack = []
    step = PlaceOnSpaces(any_of=["cleric", "fighter", "rogue", "wizard"], spaces=2, source="tavern")
    from engines.waterdeep.costs import cannot
    for k in ("cleric", "fighter", "rogue", "wizard"):
        s.tavern[0][k] = 0
    s.tavern[0]["wizard"] = 1
    assert cannot(s, 0, [step], 0) is not None           # two spaces, one adventurer: not usable
    s.tavern[0]["rogue"] = 1
    assert cannot(s, 0, [step], 0) is None
    run_step(s, 0, step)
    answer(s, place="field_of_triumph")
    assert s.pending.kind == "pile_kind" and {p["adventurer"] for p, _ in s.pending.options} == {"rogue", "wizard"}
    answer(s, adventurer="wizard")
    assert s.tavern[0]["wizard"] == 0 and s.piles["field_of_triumph"] == {"wizard": 1}


def test_corruption_left_on_a_space_comes_off_the_track_and_counts_for_its_taker():
    s = table()
    s.stack = []
    run_step(s, 0, PlaceOnSpaces(res=Res(corruption=1), spaces=1))
    answer(s, place="cliffwatch_inn_1")
    assert s.corruption_off == 1 and s.piles["cliffwatch_inn_1"] == {"corruption": 1}
    s.stack = []
    enter(s, 1, "cliffwatch_inn_1", False, [], True)
    assert s.tavern[1]["corruption"] == 1 and s.corruption_off == 1


def test_a_pile_on_a_space_helps_pay_its_cost():
    s = table()
    b = next(b for b, tile in s.data.buildings.items()
             if tile.module == "base" and any(st.op == "pay" and st.res.gold for st in tile.visit.steps))
    place = "lot_1"
    s.lots[place], s.owner[b] = b, 1                  # a building of Blue's that asks Gold of its visitor
    gold = next(st.res.gold for st in s.data.buildings[b].visit.steps if st.op == "pay")
    s.tavern[0]["gold"] = gold - 1
    assert place_problem(s, 0, place, "place") is not None
    s.piles[place] = {"gold": 1}
    assert place_problem(s, 0, place, "place") is None
    assert s.tavern[0]["gold"] == gold - 1            # only counted, not given

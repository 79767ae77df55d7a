"""The modules' last rules: an owner benefit that gains what the visitor gave back (The Frontal Lobe), agents
called home for each corruption taken (Monsters Made to Order), quests that cost adventurers of any kind, and the
three plot quests that relax a rule for their owner (Obtain Builder's Plans, Diplomatic Mission to Suzail,
Impersonate Tax Collector) — each through the game's own moves."""
from __future__ import annotations

from engines.core import Action, get_game
from engines.waterdeep.state import ADV
from tests.test_waterdeep_module_steps import placed
from tests.test_waterdeep_module_steps import table as module_table

GAME = get_game("waterdeep")


def table(players=2):
    return module_table(players)


def build(s, lot, building, owner):
    s.lots[lot] = building
    s.owner[building] = owner


def choose(s, **params):
    """The pending decision answered with the option whose parameters include `params`."""
    a = next(a for a in GAME.legal_actions(s) if all(a.get(k) == v for k, v in params.items()))
    return GAME.apply(s, a)


def test_the_frontal_lobes_owner_gains_the_very_adventurer_the_visitor_gave_back():
    s = table()
    build(s, "lot_1", "the_frontal_lobe", 1)
    s.tavern[0].update(rogue=1, cleric=1)
    s, _ = placed(s, 0, "lot_1")
    assert s.pending is not None and s.pending.kind == "return_adventurers"
    assert s.tavern[1]["rogue"] == 0, "the owner gains only after the visitor has given back"
    s, _ = choose(s, pick=("rogue",))
    assert s.tavern[0]["rogue"] == 0 and s.tavern[0]["wizard"] == 3 and s.tavern[0]["corruption"] == 1
    assert s.tavern[1]["rogue"] == 1 and s.tavern[1]["cleric"] == 0


def test_monsters_made_to_order_sends_an_agent_home_for_each_corruption_scooped_up():
    s = table()
    build(s, "lot_1", "monsters_made_to_order", 1)
    s.stock["monsters_made_to_order"] = {"corruption": 2}
    s.occ["the_plinth"] = ((0, False),)
    s.occ["field_of_triumph"] = ((0, False),)
    s.pool[0] = 1
    s, _ = placed(s, 0, "lot_1")
    assert s.tavern[0]["corruption"] == 2
    homes = 0
    while s.pending is not None and s.pending.kind == "recall":
        s, _ = choose(s, place=GAME.legal_actions(s)[0]["place"])
        homes += 1
    assert homes == 2
    standing = [p for p, occ in s.occ.items() if (0, False) in occ]
    assert len(standing) == 1, standing             # three agents out, two came home
    assert s.pool[0] == 2


def test_no_corruption_on_monsters_made_to_order_sends_nobody_home():
    s = table()
    build(s, "lot_1", "monsters_made_to_order", 1)
    s.occ["the_plinth"] = ((0, False),)
    s, _ = placed(s, 0, "lot_1")
    assert s.pending is None or s.pending.kind != "recall"
    assert (0, False) in s.occ["the_plinth"]


def test_a_quest_of_any_adventurers_asks_which_and_counts_them_for_its_reward():
    s = table()
    s.quests[0] = ["survive_a_meeting_with_halaster"]     # a Cleric, a Fighter and one of any kind
    s.tavern[0].update(cleric=1, fighter=1)
    s.current, s.phase = 0, "complete"
    assert not any(a.kind == "complete" for a in GAME.legal_actions(s)), "one adventurer short"
    s.tavern[0].update(wizard=1, rogue=1)
    offer = next(a for a in GAME.legal_actions(s) if a.kind == "complete")
    assert "1 more adventurer of any kind" in offer.label
    hand = len(s.hands[0])
    cubes = sum(s.supply[k] for k in ADV) + sum(t[k] for t in s.tavern for k in ADV)
    s, _ = GAME.apply(s, offer)
    assert s.pending is not None and s.pending.kind == "pay_any"
    assert {tuple(p["pick"]) for p, _ in s.pending.options} == {("rogue",), ("wizard",)}
    vp = s.vp[0]
    s, _ = choose(s, pick=("wizard",))
    assert s.tavern[0] == {**s.tavern[0], "cleric": 0, "fighter": 0, "wizard": 0, "rogue": 1}
    assert s.vp[0] == vp + 15 and len(s.hands[0]) == hand + 1      # one card for the Wizard paid
    assert "survive_a_meeting_with_halaster" in s.completed[0]
    assert sum(s.supply[k] for k in ADV) + sum(t[k] for t in s.tavern for k in ADV) == cubes


def test_obtain_builders_plans_opens_a_building_for_sale_once_a_round():
    s = table()
    tile = next(b for b in s.hall if b is not None)
    s.current, s.phase, s.turn_kind = 0, "place", "place"
    assert not any(a["place"] == f"hall:{tile}" for a in GAME.legal_actions(s) if a.kind == "place")
    s.plots[0] = ["obtain_builders_plans"]
    s.pool[0] = 2
    for t in s.tavern:
        t.update(cleric=3, fighter=3, rogue=3, wizard=3, gold=9)
    open_tiles = [a["place"] for a in GAME.legal_actions(s) if a.kind == "place" and a["place"].startswith("hall:")]
    assert open_tiles, "a building for sale is offered"
    where = open_tiles[0]
    s, _ = placed(s, 0, where)
    assert (0, False) in s.occ[where]
    assert f"{0}:plans" in s.used
    s.stack, s.pending = [], None
    s.current, s.phase, s.turn_kind = 0, "place", "place"
    bad = GAME.check(s, Action.make("place", 0, "", place=next(f"hall:{b}" for b in s.hall
                                                                if b is not None and f"hall:{b}" != where)))
    assert not bad and "once a round" in bad.reason


def test_diplomatic_mission_completes_a_quest_straight_from_cliffwatch_inn():
    s = table()
    q = next(q for q in s.cliffwatch if q is not None)
    for k, v in s.data.quests[q].cost.as_dict().items():
        s.tavern[0][k] = v + s.data.quests[q].cost_any
    s.current, s.phase = 0, "complete"
    assert not any(a.get("quest") == q for a in GAME.legal_actions(s))
    s.plots[0] = ["diplomatic_mission_to_suzail"]
    offer = next(a for a in GAME.legal_actions(s) if a.get("quest") == q)
    assert "straight from Cliffwatch Inn" in offer.label
    s, _ = GAME.apply(s, offer)
    while s.pending is not None:
        s, _ = GAME.apply(s, GAME.legal_actions(s)[0])
    assert q in s.completed[0] and q not in s.cliffwatch
    assert all(slot is not None for slot in s.cliffwatch), "the slot is refilled at once"


def test_impersonate_tax_collector_gives_the_owner_its_own_buildings_benefit():
    s = table()
    tile = next(b for b in s.data.building_order if s.data.buildings[b].owner.steps
                and [st.op for st in s.data.buildings[b].owner.steps] == ["gain"]
                and not s.data.buildings[b].visit.steps[0].op.startswith("pay")
                and s.data.buildings[b].owner.steps[0].res.as_dict().get("vp"))
    build(s, "lot_1", tile, 0)
    vp_benefit = s.data.buildings[tile].owner.steps[0].res.as_dict()["vp"]
    s0 = s.clone()
    a, _ = placed(s0, 0, "lot_1")
    s.plots[0] = ["impersonate_tax_collector"]
    b, ev = placed(s, 0, "lot_1")
    while a.pending is not None:
        a, _ = GAME.apply(a, GAME.legal_actions(a)[0])
    while b.pending is not None:
        b, _ = GAME.apply(b, GAME.legal_actions(b)[0])
    assert b.vp[0] - a.vp[0] == vp_benefit
    assert any("Impersonate Tax Collector" in e.text for e in ev)

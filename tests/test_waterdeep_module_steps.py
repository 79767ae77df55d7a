"""The modules' steps of engines/waterdeep/module_steps.py, each carried out through the effect runner as a card
would: what the player may do, what opponents may join, conditions, gifts, discards, Cliffwatch Inn taken whole,
adventurers handed back, and a secret look at a Lord."""
from __future__ import annotations

from engines.core import get_game
from engines.waterdeep import cards as wd
from engines.waterdeep.costs import cannot
from engines.waterdeep.decisions import resolve
from engines.waterdeep.effects import run
from engines.waterdeep.state import Frame, data

GAME = get_game("waterdeep")


def table(players=3):
    s = GAME.setup(GAME.Options(players=players), 5)
    s.data = data(("undermountain", "skullport"))
    s.stack, s.pending = [], None
    for t in s.tavern:
        t.update(cleric=0, fighter=0, rogue=0, wizard=0, gold=0, corruption=0)
    return s


def play(s, seat, *steps):
    """Run `steps` for `seat` as a card's effect; the events."""
    ev = []
    s.stack.append(Frame(seat, tuple(steps), 0, {"source": "A card", "action": False}))
    run(s, ev)
    return ev


def answer(s, seat=None, **params):
    d, s.pending = s.pending, None
    assert d is not None, "a question was expected"
    assert seat is None or d.seat == seat, (d.seat, seat)
    option = next(p for p, _ in d.options if all(p.get(k) == v for k, v in params.items()))
    ev = []
    resolve(s, d, option, ev)
    run(s, ev)
    return ev


def gain(**res):
    return wd.Gain(res=wd.Res(**res))


def test_may_asks_first_and_runs_every_step_or_none():
    s = table()
    s.tavern[0]["gold"] = 3
    play(s, 0, wd.May(steps=[wd.Pay(res=wd.Res(gold=2)), gain(wizard=1)]))
    assert s.pending is not None and s.pending.seat == 0
    answer(s, yes=True)
    assert s.tavern[0]["gold"] == 1 and s.tavern[0]["wizard"] == 1
    play(s, 0, wd.May(steps=[wd.Pay(res=wd.Res(gold=2)), gain(wizard=1)]))    # 1 Gold: cannot pay, not asked
    assert s.pending is None and s.tavern[0]["wizard"] == 1
    s.tavern[0]["gold"] = 2
    play(s, 0, wd.May(steps=[wd.Pay(res=wd.Res(gold=2)), gain(wizard=1)]))
    answer(s, yes=False)
    assert s.tavern[0]["gold"] == 2 and s.tavern[0]["wizard"] == 1


def test_each_opponent_may_asks_them_in_turn_from_the_left_each_for_itself():
    s = table(3)
    play(s, 0, wd.EachOpponentMay(steps=[gain(cleric=1)]))
    assert s.pending.seat == 1
    answer(s, seat=1, yes=True)
    assert s.pending.seat == 2
    answer(s, seat=2, yes=False)
    assert [t["cleric"] for t in s.tavern] == [0, 1, 0] and s.pending is None


def test_a_conditional_step_runs_only_when_its_condition_holds():
    s = table(3)
    step = wd.Conditional(condition="every_opponent_more_corruption", steps=[gain(vp=5)])
    s.tavern[1]["corruption"], s.tavern[2]["corruption"] = 2, 0
    vp = s.vp[0]
    play(s, 0, step)
    assert s.vp[0] == vp
    s.tavern[2]["corruption"] = 1
    play(s, 0, step)
    assert s.vp[0] == vp + 5


def test_give_is_a_cost_and_goes_to_the_chosen_opponent():
    s = table(3)
    step = wd.Give(res=wd.Res(fighter=2))
    s.tavern[0]["fighter"] = 1
    assert cannot(s, 0, [step], 0) is not None
    s.tavern[0]["fighter"] = 2
    assert cannot(s, 0, [step], 0) is None
    play(s, 0, step)
    answer(s, opponent=2)
    assert s.tavern[0]["fighter"] == 0 and s.tavern[2]["fighter"] == 2 and s.tavern[1]["fighter"] == 0


def test_discarding_intrigue_asks_which_card_and_takes_all_when_the_hand_is_short():
    s = table()
    cards = [c for c in s.data.intrigue if s.data.intrigue[c].kind != "mandatory_quest"][:3]
    s.hands[0] = list(cards)
    play(s, 0, wd.DiscardIntrigue(count=1))
    assert s.pending is not None and {p["card"] for p, _ in s.pending.options} == set(cards)
    answer(s, card=cards[1])
    assert s.hands[0] == [cards[0], cards[2]] and s.intrigue_discard[-1] == cards[1]
    play(s, 0, wd.DiscardIntrigue(count=3))
    assert s.hands[0] == [] and s.pending is None


def test_taking_all_of_cliffwatch_inn_refills_it():
    s = table()
    shown = [q for q in s.cliffwatch if q]
    before = list(s.quests[0])
    play(s, 0, wd.TakeAllQuests())
    assert s.quests[0] == before + shown
    assert all(q is not None and q not in shown for q in s.cliffwatch)


def test_mandatory_quests_can_be_discarded_all_at_once():
    s = table()
    mq = [c for c in s.data.intrigue if s.data.intrigue[c].kind == "mandatory_quest"][:2]
    s.mandatory[0] = list(mq)
    play(s, 0, wd.DiscardMandatoryQuests())
    assert s.mandatory[0] == [] and s.intrigue_discard[-2:] == mq


def test_each_opponent_gives_back_adventurers_of_its_choice_or_what_it_has():
    s = table(3)
    s.tavern[1].update(cleric=1, rogue=2)
    s.tavern[2].update(wizard=1)
    supply = dict(s.supply)
    play(s, 0, wd.EachOpponentReturnsAny(count=2))
    assert s.pending.seat == 1
    answer(s, seat=1, pick=("cleric", "rogue"))
    # the second opponent holds one: it gives that one without a question
    assert s.pending is None
    assert (s.tavern[1]["cleric"], s.tavern[1]["rogue"], s.tavern[2]["wizard"]) == (0, 1, 0)
    assert s.supply["wizard"] == supply["wizard"] + 1 and s.supply["cleric"] == supply["cleric"] + 1


def test_a_look_at_a_lord_is_seen_by_the_looker_alone():
    s = table(3)
    ev = play(s, 0, wd.LookAtLord())
    ev += answer(s, opponent=2)
    secret = [e for e in ev if e.kind == "private"]
    assert len(secret) == 1 and secret[0].visible_to == (0,)
    assert s.data.lords[s.lords[2]].name in str(secret[0])
    public = [e for e in ev if e.kind != "private"]
    assert all(s.data.lords[s.lords[2]].name not in str(e) for e in public)


def test_a_card_that_changes_hands_goes_to_the_chosen_opponent_not_the_discard():
    s = table(3)
    card = next(c for c in s.data.intrigue if s.data.intrigue[c].kind == "utility")
    s.intrigue_discard.append(card)
    s.stack.append(Frame(0, (wd.GiveThisCard(),), 0, {"source": "A card", "card": card, "action": False}))
    run(s, [])
    answer(s, opponent=1)
    assert card in s.hands[1] and card not in s.intrigue_discard


def test_discarding_a_quest_is_a_cost_and_asks_which():
    s = table()
    step = wd.DiscardQuest(count=1)
    s.quests[0] = []
    assert cannot(s, 0, [step], 0) is not None
    s.quests[0] = [q for q in s.quest_deck[:2]]
    play(s, 0, step)
    q = s.quests[0][1]
    answer(s, quest=q)
    assert q not in s.quests[0] and s.quest_discard[-1] == q


def test_building_all_of_builders_hall_free_takes_its_vp_and_refills_it():
    s = table()
    shown = [b for b in s.hall if b]
    s.hall_vp = [1, 2, 0]
    gold, vp = s.tavern[0]["gold"], s.vp[0]
    play(s, 0, wd.BuildFromHall())
    assert s.pending is None
    assert {b for b in s.lots.values() if b} == set(shown) and all(s.owner[b] == 0 for b in shown)
    assert s.tavern[0]["gold"] == gold and s.vp[0] == vp + 3
    assert all(b is not None and b not in shown for b in s.hall)


def test_building_one_of_the_hall_free_asks_which():
    s = table()
    shown = [b for b in s.hall if b]
    play(s, 0, wd.BuildFromHall(count=1))
    assert {p["building"] for p, _ in s.pending.options} == set(shown)
    answer(s, building=shown[2])
    assert [b for b in s.lots.values() if b] == [shown[2]] and shown[2] not in s.hall and None not in s.hall


def test_pulling_down_anothers_building_pays_its_owner_and_frees_the_lot():
    s = table()
    b = s.hall[0]
    s.lots["lot_2"], s.owner[b] = b, 1
    cost = s.data.buildings[b].cost
    s.tavern[0]["gold"] = cost - 1
    play(s, 0, wd.DemolishBuilding())
    assert s.pending is None                              # it cannot pay: nothing to pull down
    s.tavern[0]["gold"] = cost
    play(s, 0, wd.DemolishBuilding())                    # the only one: pulled down without a question
    assert s.lots["lot_2"] is None and b in s.removed and b not in s.owner
    assert s.tavern[0]["gold"] == 0 and s.tavern[1]["gold"] == cost


def test_a_seized_building_changes_owner_and_keeps_its_lot():
    s = table(3)
    b = s.hall[0]
    s.lots["lot_1"], s.owner[b] = b, 2
    play(s, 0, wd.SeizeBuilding())
    assert s.owner[b] == 0 and s.lots["lot_1"] == b      # the only one: taken without a question


def test_drawn_intrigue_may_be_played_as_it_arrives():
    s = table()
    s.hands[0] = []
    play(s, 0, wd.DrawAndPlayIntrigue(count=2))
    asked = 0
    while s.pending is not None:
        d = s.pending
        if d.kind == "play_drawn":
            asked += 1
            answer(s, play=False)
        else:                                            # a question of a card played: take the first option
            answer(s, **d.options[0][0])
    assert len(s.hands[0]) == 2 and asked <= 2


def test_a_shown_lord_is_seen_by_all_and_shields_its_holder_from_attack_cards():
    s = table(3)
    play(s, 1, wd.RevealLord())
    assert 1 in s.shown_lords
    view = GAME.view(s, 0)
    assert view.lords[1] == s.lords[1] and view.lords[2] != s.lords[2]
    attack = next(c for c in s.data.intrigue if s.data.intrigue[c].kind == "attack")
    s.tavern[1]["fighter"] = s.tavern[2]["fighter"] = 1
    s.stack.append(Frame(0, (wd.EachOpponentLoses(res=wd.Res(fighter=1)),), 0,
                         {"source": "An attack", "card": attack, "action": False}))
    run(s, [])
    assert s.tavern[1]["fighter"] == 1 and s.tavern[2]["fighter"] == 0
    # a card that is no attack still reaches the shown Lord's holder
    play(s, 0, wd.Gain(res=wd.Res(gold=1), who="each_opponent"))
    assert s.tavern[1]["gold"] == 1


def test_only_names_the_opponents_with_more_corruption():
    s = table(3)
    s.tavern[0]["corruption"] = 1
    s.tavern[1]["corruption"], s.tavern[2]["corruption"] = 2, 1
    play(s, 0, wd.Gain(res=wd.Res(vp=2), who="each_opponent", only="more_corruption"))
    assert (s.vp[1], s.vp[2]) == (2, 0)


def test_a_mandatory_quest_is_passed_on_only_to_an_opponent_holding_corruption():
    s = table(3)
    mq = next(c for c in s.data.intrigue if s.data.intrigue[c].kind == "mandatory_quest")
    step = wd.PassMandatoryQuest(only="has_corruption")
    assert cannot(s, 0, [step], 0) is not None           # no mandatory quest to pass
    s.mandatory[0] = [mq]
    assert cannot(s, 0, [step], 0) is not None           # nobody holds corruption
    s.tavern[2]["corruption"] = 1
    assert cannot(s, 0, [step], 0) is None
    play(s, 0, step)                                     # the only such opponent: no question
    assert s.mandatory[0] == [] and s.mandatory[2] == [mq]


def test_an_opponents_agent_is_moved_to_a_free_space_whose_action_its_owner_may_take():
    s = table(3)
    s.occ = {"castle_waterdeep": ((1, False),), "the_plinth": ((0, False),)}
    play(s, 0, wd.MoveOpponentAgent())                   # Blue's is the only opponent's agent: no question
    assert s.pending.kind == "move_agent_to"
    places = {p["place"] for p, _ in s.pending.options}
    assert "castle_waterdeep" not in places and "the_plinth" not in places
    assert not places & set(s.data.harbor)
    answer(s, place="field_of_triumph")
    assert s.occ.get("field_of_triumph") == ((1, False),) and "castle_waterdeep" not in s.occ
    # the space's action is Blue's to take or leave
    assert s.pending.seat == 1 and s.pending.kind == "decide"
    fighters = s.tavern[1]["fighter"]
    answer(s, yes=True)
    assert s.tavern[1]["fighter"] > fighters


def test_plot_quests_answer_a_quest_taken_and_corruption_taken():
    from engines.waterdeep.effects import gain
    s = table()
    academy = next(q for q in s.data.quests.values() if q.plot_effect
                   and any(t.on == "take_quest" for t in q.plot_effect.triggers))
    trigger = next(t for t in academy.plot_effect.triggers if t.on == "take_quest")
    s.plots[0] = [academy.id]
    wanted = next(q for q in s.quest_deck if trigger.quest_type is None
                  or s.data.quests[q].type == trigger.quest_type)
    s.quest_deck.remove(wanted)
    s.cliffwatch[0] = wanted                             # a quest of its type on offer
    before = dict(s.tavern[0]), s.vp[0]
    play(s, 0, wd.TakeQuest())
    while s.pending is not None:
        d = s.pending
        if d.kind == "take_quest":
            answer(s, quest=wanted)
        else:
            answer(s, **d.options[0][0])
    assert wanted in s.quests[0]
    assert dict(s.tavern[0]) != before[0] or s.vp[0] != before[1], "the plot quest's trigger gave something"
    # gain_corruption: a plot quest answering it fires when corruption is taken
    answering = [q for q in s.data.quests.values() if q.plot_effect
                 and any(t.on == "gain_corruption" for t in q.plot_effect.triggers)]
    assert answering
    s.plots[1] = [answering[0].id]
    s.current = 1                                        # (its trigger answers in its owner's turn)
    gain(s, 1, {"corruption": 1}, [], None, "a test")
    assert s.stack and s.stack[-1].ctx.get("trigger") and s.stack[-1].seat == 1


def placed(s, seat, place):
    """`seat` sends an agent to `place` through the game's own move; the state after and its events."""
    from engines.core import Action
    s.current, s.phase, s.turn_kind = seat, "place", "place"
    s.pool[seat] = max(1, s.pool[seat])
    return GAME.apply(s, Action.make("place", seat, "", place=place))


def test_a_plot_quest_answers_an_action_at_its_building_after_the_action():
    s = table(2)
    s.plots[0] = ["give_honor_to_mask"]                  # after an action at The Plinth: a Cleric and a corruption
    s2, _ = placed(s, 0, "the_plinth")
    assert s2.pending is not None and s2.pending.kind == "decide" and s2.pending.seat == 0
    clerics = s2.tavern[0]["cleric"]                     # the Plinth's own Cleric came first
    s3, _ = GAME.apply(s2, next(a for a in GAME.legal_actions(s2) if a["yes"] is True))
    assert s3.tavern[0]["cleric"] == clerics + 1 and s3.tavern[0]["corruption"] == 1
    # another building does not answer it
    s = table(2)
    s.plots[0] = ["give_honor_to_mask"]
    s4, _ = placed(s, 0, "field_of_triumph")
    assert s4.pending is None or s4.pending.kind != "decide"


def test_a_once_a_turn_trigger_answers_once_in_its_owners_turn_only():
    from engines.waterdeep.effects import gain
    s = table(2)
    s.plots[1] = ["shelter_zhentarim_agents"]            # corruption taken: draw an intrigue card, once a turn
    s.current = 0
    gain(s, 1, {"corruption": 1}, [], None, "a test")
    assert not s.stack                                   # not in another seat's turn
    s.current = 1
    gain(s, 1, {"corruption": 1}, [], None, "a test")
    hand = len(s.hands[1])
    run(s, [])
    assert len(s.hands[1]) == hand + 1
    gain(s, 1, {"corruption": 1}, [], None, "a test")
    run(s, [])
    assert len(s.hands[1]) == hand + 1                   # used this turn
    from engines.waterdeep.rounds import end_turn
    s.turn_kind = "reassign"                             # (a turn that ends without passing the table on)
    end_turn(s, [])
    s.current = 1
    gain(s, 1, {"corruption": 1}, [], None, "a test")
    run(s, [])
    assert len(s.hands[1]) == hand + 2                   # a new turn: ready again


def test_a_theft_may_take_gold_too_as_much_as_the_opponent_has():
    s = table(2)
    s.tavern[1].update(rogue=1, gold=1)
    play(s, 0, wd.Steal(count=1, of=["rogue"], gold=2))
    assert (s.tavern[0]["rogue"], s.tavern[0]["gold"]) == (1, 1)
    assert (s.tavern[1]["rogue"], s.tavern[1]["gold"]) == (0, 0)


def test_a_quests_reward_may_count_and_give_back_what_was_spent_on_it():
    from engines.waterdeep.quests import complete
    s = table(2)
    q = next(q for q in s.data.quests.values() if q.module == "base" and q.cost.cleric >= 1 and q.cost.wizard == 0
             and not q.plot)
    for k, v in q.cost.as_dict().items():
        s.tavern[0][k] = v
    s.quests[0] = [q.id]
    complete(s, 0, q.id, [])
    s.stack = []                                         # (its own reward is not the point here)
    assert s.spent.get("cleric") == q.cost.cleric
    vp = s.vp[0]
    play(s, 0, wd.Gain(res=wd.Res(vp=2), per="cleric_spent"))
    assert s.vp[0] == vp + 2 * q.cost.cleric
    play(s, 0, wd.RecoverSpent(count=1))
    if s.pending is not None:
        answer(s, **s.pending.options[0][0])
    assert sum(s.tavern[0][k] for k in ("cleric", "fighter", "rogue", "wizard")) == 1


def test_a_copy_limited_to_opponents_with_more_corruption_offers_only_their_spaces():
    s = table(3)
    s.occ = {"castle_waterdeep": ((1, False),), "field_of_triumph": ((2, False),)}
    s.tavern[1]["corruption"], s.tavern[2]["corruption"] = 0, 2
    step = wd.UseOccupiedSpace(only="more_corruption")
    assert cannot(s, 0, [step], 0) is None
    s.first = 1
    play(s, 0, step)                                     # Green's space only: used without a question
    assert s.tavern[0]["fighter"] > 0 and s.first == 1   # the Field of Triumph's Fighters, not the castle
    s.tavern[2]["corruption"] = 0
    assert cannot(s, 0, [step], 0) is not None


def test_the_taker_of_the_first_player_marker_shares_a_plot_quests_gain_unless_it_is_the_owner():
    s = table(3)
    quest = next(q for q in s.data.quests.values() if q.plot_effect
                 and any(t.on == "first_player_taken" for t in q.plot_effect.triggers))
    s.plots[2] = [quest.id]
    fighters = [t["fighter"] for t in s.tavern]
    play(s, 0, wd.TakeFirstPlayer())
    while s.pending is not None:
        answer(s, **s.pending.options[0][0])
    assert s.tavern[2]["fighter"] == fighters[2] + 1 and s.tavern[0]["fighter"] == fighters[0] + 1
    assert s.tavern[1]["fighter"] == fighters[1]
    fighters = [t["fighter"] for t in s.tavern]
    play(s, 2, wd.TakeFirstPlayer())                     # the owner takes it: only the owner gains
    while s.pending is not None:
        answer(s, **s.pending.options[0][0])
    assert [t["fighter"] for t in s.tavern] == [fighters[0], fighters[1], fighters[2] + 1]


def test_a_card_for_an_opponent_finds_none_when_every_opponent_has_shown_its_lord():
    """Found by computer games with Undermountain: two players, the opponent's Lord shown, a mandatory quest
    or a card to give away — not playable, or nothing happens, instead of a failure."""
    from engines.waterdeep.costs import playable
    s = table(2)
    mandatory = next(c for c in s.data.intrigue_cards if s.data.intrigue[c].kind == "mandatory_quest")
    assert playable(s, 0, mandatory, 0)
    s.shown_lords = [1]
    assert not playable(s, 0, mandatory, 0)
    gift = next(c for c in s.data.intrigue_cards
                if any(st.op == "give_this_card" for st in wd.walk_steps(s.data.intrigue[c].effect.steps)))
    s.stack.append(Frame(0, (wd.GiveThisCard(),), 0, {"source": "A card", "action": False, "card": gift}))
    s.intrigue_discard.append(gift)
    ev = []
    run(s, ev)
    assert gift in s.intrigue_discard and gift not in s.hands[1] and s.pending is None
    assert any("No opponent can be chosen" in e.text for e in ev)

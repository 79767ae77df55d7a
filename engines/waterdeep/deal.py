"""Setting up the table: shuffle the Lords, quests, intrigue cards and building tiles; deal each seat
a secret Lord, its starting Gold, quests and intrigue cards; turn up Cliffwatch Inn and Builder's
Hall; and start the first round."""
from __future__ import annotations

import random

from engines.core import Dice, Event
from engines.core.i18n import T

from .decks import draw_intrigue, draw_quest, refill_hall, refill_quest
from .rounds import advance, round_start
from .state import WaterdeepOptions, WaterdeepState, data
from .texts import R_SETUP, explain, quest_offer


def setup(options: WaterdeepOptions, seed: int) -> WaterdeepState:
    """A new game for `options.players` seats; the same seed deals the same game."""
    d = data(options.module_tuple)
    su = d.setup
    n = options.players
    long_game = options.long_game
    rng = random.Random(seed)
    dice = Dice(rng)
    ev: list[Event] = []
    lords = list(d.lord_order)
    dice.shuffle(lords)
    quests = list(d.quest_order)
    dice.shuffle(quests)
    intrigue = list(d.intrigue_cards)
    dice.shuffle(intrigue)
    tiles = list(d.building_order)
    dice.shuffle(tiles)
    if len(d.modules) == 2 and su.expansion is not None:
        # the seed: with both modules, some of the base game's cards are set aside at random before set-up
        remove = su.expansion.both_modules_remove
        for cards, count, pile, module_of in (
                (quests, remove["quests"], T("quests"), lambda c: d.quests[c].module),
                (intrigue, remove["intrigue"], T("intrigue cards"), lambda c: d.intrigue[c].module),
                (tiles, remove["buildings"], T("building tiles"), lambda c: d.buildings[c].module)):
            base = [i for i, c in enumerate(cards) if module_of(c) == "base"]
            out = set(base[:count])          # the pile is shuffled: its first base cards are a random pick
            cards[:] = [c for i, c in enumerate(cards) if i not in out]
            ev.append(Event(T("With both modules, %n base-game {pile} are set aside unseen.", None, len(out),
                              pile=pile), kind="setup",
                            roll=explain(T("Set aside base-game cards at random"), T("set aside, unseen"),
                                         T("the game with both modules has as many cards as with one"), R_SETUP)))
    shuffled = ((T("The Lord cards are shuffled (%n).", None, len(lords)),
                 T("Shuffle the %n Lord cards", None, len(lords)),
                 T("each player is dealt one secret Lord; the rest go back to the box unseen")),
                (T("The quest cards are shuffled (%n).", None, len(quests)),
                 T("Shuffle the %n quest cards", None, len(quests)),
                 T("each player is dealt 2 quests and Cliffwatch Inn shows 4")),
                (T("The intrigue cards are shuffled (%n).", None, len(intrigue)),
                 T("Shuffle the %n intrigue cards", None, len(intrigue)),
                 T("each player is dealt 2 intrigue cards, kept secret")),
                (T("The building tiles are shuffled (%n).", None, len(tiles)),
                 T("Shuffle the %n building tiles", None, len(tiles)),
                 T("the top 3 go face up in Builder's Hall")))
    for said, purpose, why in shuffled:
        ev.append(Event(said, kind="setup",
                        roll=explain(purpose, T("shuffled; the order is hidden"), why, R_SETUP)))
    s = WaterdeepState(
        data=d, options=options, lords=[lords.pop() for _ in range(n)],
        tavern=[{"cleric": 0, "fighter": 0, "rogue": 0, "wizard": 0, "gold": su.starting_gold(i)}
                for i in range(n)],
        vp=[0] * n, hands=[[] for _ in range(n)], quests=[[] for _ in range(n)], mandatory=[[] for _ in range(n)],
        completed=[[] for _ in range(n)], plots=[[] for _ in range(n)], done_mandatory=[[] for _ in range(n)],
        supply={k: v for k, v in su.adventurer_supply.items()}, quest_deck=quests, quest_discard=[],
        cliffwatch=[None] * su.cliffwatch_slots,
        intrigue_deck=intrigue, intrigue_discard=[], building_stack=tiles, hall=[None] * su.builders_hall_slots,
        hall_vp=[0] * su.builders_hall_slots, lots={lot: None for lot in d.lots}, owner={}, stock={}, removed=[],
        occ={}, agents=[su.agents(n, 1, long_game)] * n, pool=[su.agents(n, 1, long_game)] * n, idle=[0] * n,
        rng=rng)
    for i in range(n):
        lord = d.lords[s.lords[i]]
        ev.append(Event(T("{seat} is dealt a secret Lord card.", seat=s.name(i)), kind="setup", seat=i))
        ev.append(Event(T("Your Lord is {lord}: {text}", lord=lord.name, text=lord.text), kind="private",
                        seat=i, visible_to=(i,),
                        roll=explain(T("Deal a secret Lord from the shuffled Lord cards"), lord.name,
                                     T("Your Lord stays hidden until the final scoring, where its bonus counts."),
                                     R_SETUP)))
        ev.append(Event(T("{seat} starts with {gold} Gold and {agents} agents.", seat=s.name(i),
                          gold=su.starting_gold(i), agents=s.agents[i]),
                        kind="setup", seat=i))
    for i in range(n):
        for _ in range(su.quests_dealt):
            q = draw_quest(s, ev, T("deal {seat} a starting quest", seat=s.name(i)))
            if q:
                s.quests[i].append(q)
                quest = d.quests[q]
                ev.append(Event(T("{seat} is dealt the quest {quest} ({type}).", seat=s.name(i), quest=quest.name,
                                  type=quest.type.capitalize()),
                                kind="setup", seat=i,
                                roll=explain(T("Deal a starting quest from the top of the quest deck"),
                                             quest_offer(quest),
                                             T("It is one of {seat}'s active quests, face up.", seat=s.name(i)),
                                             R_SETUP)))
        for _ in range(su.intrigue_dealt):
            draw_intrigue(s, i, ev, T("a starting intrigue card"))
    for slot in range(su.cliffwatch_slots):
        refill_quest(s, slot, ev)
    for slot in range(su.builders_hall_slots):
        refill_hall(s, slot, ev)
    ev += round_start(s)
    advance(s, ev)
    s.setup_events = tuple(ev)
    return s

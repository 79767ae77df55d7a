"""The rules engine of Lords of Waterdeep (base game, 2–5 players), game id "waterdeep".

Rules come from the seed (shared/seeds/002, Turkish) and, where it is silent, the published base-game
rules; assets/rules/waterdeep.md says which is which, and every Illegal and every explanation names
one of its anchors. Cards are data (engines/waterdeep/cards.py): the engine runs their effect steps.

How a turn flows: a seat sends an agent to a space (`place`), the space's steps run as frames on a
stack; any step that needs a choice stops the run with a `Decision` (which quest, which building,
which opponent...) that becomes the legal actions of the deciding seat; when the stack is empty the
seat may complete one quest (`complete` or `end_turn`), and the turn passes on.

Action kinds (params) — for the desktop adapter and saves:

- main flow: `place` {place}, `place_ambassador` {place}, `reassign` {place} (place = a map node id:
  a basic action space such as "cliffwatch_inn_2" or a lot "lot_3" with a building on it); `complete`
  {quest} (a quest id, or a mandatory-quest intrigue card id); `end_turn`; `pass` (no open space).
- decisions: `take_quest` {quest}, `keep_quest` {quest}, `discard_quest` {quest} ("" = keep all),
  `buy` {building}, `sample` {building}, `give_up` {place}, `play_intrigue` {card}, `choose_opponent`
  {opponent}, `choose` {option}, `take_adventurers` {pick}, `return_adventurers` {pick} (pick = a tuple
  of adventurer names), `steal` {adventurer}, `respond` {give}, `decide` {yes}, `assign` {place},
  `copy` {place}, `recall` {place}, `name_type` {type}.
"""
from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from typing import Any, ClassVar

from engines.core import (
    OK,
    Action,
    Dice,
    Event,
    Game,
    Illegal,
    IllegalAction,
    Ok,
    Outcome,
    RollExplanation,
    reshuffle,
)

from . import cards as wd
from .state import ADV, HIDDEN, SEAT_NAMES, TAVERN, Decision, Frame, WaterdeepOptions, WaterdeepState, data

GAME = "waterdeep"
# rule anchors in assets/rules/waterdeep.md
R_SETUP, R_ROUND, R_START, R_TURN, R_PLACE = "setup", "rounds", "round-start", "turn", "placement"
R_BASIC, R_CASTLE, R_CLIFF, R_HARBOR, R_REASSIGN = "basic-buildings", "castle", "cliffwatch", "harbor", "reassignment"
R_HALL, R_BUILDINGS, R_OWNER, R_ACCUM = "builders-hall", "buildings", "owner-benefit", "accumulating"
R_QUESTS, R_MANDATORY, R_PLOT, R_INTRIGUE = "quests", "mandatory-quests", "plot-quests", "intrigue"
R_AMBASSADOR, R_LIEUTENANT, R_SCORING, R_TIE = "ambassador", "lieutenant", "scoring", "tie-break"
R_DECKS, R_CHOICES, R_SUPPLY, R_PASS, R_SPECIAL = "decks", "choices", "supply", "no-space", "special-cards"
RULE_ANCHORS = (R_SETUP, R_ROUND, R_START, R_TURN, R_PLACE, R_BASIC, R_CASTLE, R_CLIFF, R_HARBOR, R_REASSIGN,
                R_HALL, R_BUILDINGS, R_OWNER, R_ACCUM, R_QUESTS, R_MANDATORY, R_PLOT, R_INTRIGUE, R_AMBASSADOR,
                R_LIEUTENANT, R_SCORING, R_TIE, R_DECKS, R_CHOICES, R_SUPPLY, R_PASS, R_SPECIAL)

WORD = {"cleric": ("Cleric", "Clerics"), "fighter": ("Fighter", "Fighters"), "rogue": ("Rogue", "Rogues"),
        "wizard": ("Wizard", "Wizards"), "gold": ("Gold", "Gold"), "vp": ("VP", "VP")}
MAIN_KINDS = ("place", "place_ambassador", "reassign", "complete", "end_turn", "pass")


def res_text(res: dict[str, int]) -> str:
    parts = [f"{v} {WORD[k][0 if v == 1 else 1]}" for k, v in sorted(res.items(), key=lambda kv: _ORDER[kv[0]]) if v]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


_ORDER = {"cleric": 0, "fighter": 1, "rogue": 2, "wizard": 3, "gold": 4, "vp": 5}


def pick_text(pick: tuple[str, ...]) -> str:
    return res_text(dict(Counter(pick)))


def _explain(purpose: str, result: str, consequence: str, rule: str, target: str = "") -> RollExplanation:
    return RollExplanation(purpose, [], target, result, consequence, rule, GAME)


class WaterdeepGame(Game[WaterdeepState, WaterdeepOptions]):
    id = "waterdeep"
    title = "Lords of Waterdeep"
    min_players = 2
    max_players = 5
    Options = WaterdeepOptions
    has_secrets = True
    map_id = "waterdeep"

    # =============================================================================================
    # set-up
    # =============================================================================================
    def setup(self, options: WaterdeepOptions, seed: int) -> WaterdeepState:
        if not isinstance(options, WaterdeepOptions):
            options = WaterdeepOptions.model_validate(options)
        d = data()
        su = d.setup
        n = options.players
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
        shuffled = (("Lord cards", len(lords), "each player is dealt one secret Lord; the rest go back to the box "
                     "unseen"),
                    ("quest cards", len(quests), "each player is dealt 2 quests and Cliffwatch Inn shows 4"),
                    ("intrigue cards", len(intrigue), "each player is dealt 2 intrigue cards, kept secret"),
                    ("building tiles", len(tiles), "the top 3 go face up in Builder's Hall"))
        for what, count, why in shuffled:
            ev.append(Event("The {what} are shuffled ({count}).", {"what": what, "count": count}, kind="setup",
                            roll=_explain(f"Shuffle the {count} {what}", "shuffled; the order is hidden", why,
                                          R_SETUP)))
        s = WaterdeepState(
            data=d, options=options, lords=[lords.pop() for _ in range(n)],
            tavern=[{"cleric": 0, "fighter": 0, "rogue": 0, "wizard": 0, "gold": su.starting_gold(i)}
                    for i in range(n)],
            vp=[0] * n, hands=[[] for _ in range(n)], quests=[[] for _ in range(n)], mandatory=[[] for _ in range(n)],
            completed=[[] for _ in range(n)], plots=[[] for _ in range(n)], done_mandatory=[[] for _ in range(n)],
            supply=dict(su.adventurer_supply), quest_deck=quests, quest_discard=[],
            cliffwatch=[None] * su.cliffwatch_slots,
            intrigue_deck=intrigue, intrigue_discard=[], building_stack=tiles, hall=[None] * su.builders_hall_slots,
            hall_vp=[0] * su.builders_hall_slots, lots={lot: None for lot in d.lots}, owner={}, stock={}, removed=[],
            occ={}, agents=[su.agents(n, 1)] * n, pool=[su.agents(n, 1)] * n, idle=[0] * n, rng=rng)
        for i in range(n):
            lord = d.lords[s.lords[i]]
            ev.append(Event("{seat} is dealt a secret Lord card.", {"seat": s.name(i)}, kind="setup", seat=i))
            ev.append(Event("Your Lord is {lord}: {text}", {"lord": lord.name, "text": lord.text}, kind="private",
                            seat=i, visible_to=(i,),
                            roll=_explain("Deal a secret Lord from the shuffled Lord cards", lord.name,
                                          "Your Lord stays hidden until the final scoring, where its bonus counts.",
                                          R_SETUP)))
            ev.append(Event("{seat} starts with {gold} Gold and {agents} agents.",
                            {"seat": s.name(i), "gold": su.starting_gold(i), "agents": s.agents[i]},
                            kind="setup", seat=i))
        for i in range(n):
            for _ in range(su.quests_dealt):
                q = self._draw_quest(s, ev, f"deal {s.name(i)} a starting quest")
                if q:
                    s.quests[i].append(q)
                    quest = d.quests[q]
                    ev.append(Event("{seat} is dealt the quest {quest} ({type}).",
                                    {"seat": s.name(i), "quest": quest.name, "type": quest.type.capitalize()},
                                    kind="setup", seat=i,
                                    roll=_explain("Deal a starting quest from the top of the quest deck",
                                                  f"{quest.name} ({quest.type.capitalize()}): needs "
                                                  f"{res_text(quest.cost.as_dict())}; {quest.reward.text}",
                                                  f"It is one of {s.name(i)}'s active quests, face up.", R_SETUP)))
            for _ in range(su.intrigue_dealt):
                self._draw_intrigue(s, i, ev, "a starting intrigue card")
        for slot in range(su.cliffwatch_slots):
            self._refill_quest(s, slot, ev)
        for slot in range(su.builders_hall_slots):
            self._refill_hall(s, slot, ev)
        ev += self._round_start(s)
        self._advance(s, ev)
        s.setup_events = tuple(ev)
        return s

    def players(self, state: WaterdeepState) -> int:
        return state.players

    def seat_names(self, state: WaterdeepState) -> list[str]:
        return list(SEAT_NAMES[: state.players])

    def to_move(self, state: WaterdeepState) -> int | None:
        if state.over:
            return None
        if state.pending is not None:
            return state.pending.seat
        return state.current

    # =============================================================================================
    # cards and piles
    # =============================================================================================
    def _draw_quest(self, s: WaterdeepState, ev: list[Event], why: str) -> str | None:
        if not s.quest_deck:
            if not s.quest_discard:
                ev.append(Event("The quest deck and its discard pile are empty: no quest is drawn.", {}, kind="draw"))
                return None
            s.quest_deck, s.quest_discard = s.quest_discard, []
            roll = reshuffle(s.own_rng(), s.quest_deck, "discarded quests", "They form the new quest deck.",
                             R_DECKS, GAME)
            ev.append(Event("The quest deck is empty: the {n} discarded quests are shuffled into a new deck.",
                            {"n": len(s.quest_deck)}, kind="draw", roll=roll))
        return s.quest_deck.pop()

    def _draw_intrigue(self, s: WaterdeepState, seat: int, ev: list[Event], why: str) -> str | None:
        if not s.intrigue_deck:
            if not s.intrigue_discard:
                ev.append(Event("The intrigue deck and its discard pile are empty: {seat} draws nothing.",
                                {"seat": s.name(seat)}, kind="draw", seat=seat))
                return None
            s.intrigue_deck, s.intrigue_discard = s.intrigue_discard, []
            roll = reshuffle(s.own_rng(), s.intrigue_deck, "discarded intrigue cards",
                             "They form the new intrigue deck.", R_DECKS, GAME)
            ev.append(Event("The intrigue deck is empty: the {n} discarded cards are shuffled into a new deck.",
                            {"n": len(s.intrigue_deck)}, kind="draw", roll=roll))
        c = s.intrigue_deck.pop()
        s.hands[seat].append(c)
        card = s.data.intrigue[c]
        ev.append(Event("{seat} draws an intrigue card ({why}).", {"seat": s.name(seat), "why": why}, kind="draw",
                        seat=seat, roll=_explain("Draw the top intrigue card", "a card only its holder sees",
                                                 f"It goes into {s.name(seat)}'s hand.", R_INTRIGUE)))
        ev.append(Event("You draw {card}: {text}", {"card": card.name, "text": card.effect.text}, kind="private",
                        seat=seat, visible_to=(seat,),
                        roll=_explain("Draw the top intrigue card", card.name,
                                      "It is in your hand; play it by sending an agent to Waterdeep Harbor.",
                                      R_INTRIGUE)))
        return c

    def _refill_quest(self, s: WaterdeepState, slot: int, ev: list[Event]) -> None:
        q = self._draw_quest(s, ev, "refill Cliffwatch Inn")
        s.cliffwatch[slot] = q
        if q:
            quest = s.data.quests[q]
            ev.append(Event("{quest} ({type}) is turned face up at Cliffwatch Inn.",
                            {"quest": quest.name, "type": quest.type.capitalize()}, kind="draw",
                            roll=_explain("Turn up the top quest of the deck for Cliffwatch Inn",
                                          f"{quest.name} ({quest.type.capitalize()}): "
                                          f"needs {res_text(quest.cost.as_dict())}; {quest.reward.text}",
                                          f"It fills slot {slot + 1} at Cliffwatch Inn.", R_CLIFF)))

    def _refill_hall(self, s: WaterdeepState, slot: int, ev: list[Event]) -> None:
        s.hall_vp[slot] = 0
        if not s.building_stack:
            s.hall[slot] = None
            ev.append(Event("The building stack is empty: the slot in Builder's Hall stays empty.", {}, kind="draw"))
            return
        b = s.building_stack.pop()
        s.hall[slot] = b
        tile = s.data.buildings[b]
        ev.append(Event("{building} ({cost} Gold) is turned face up in Builder's Hall.",
                        {"building": tile.name, "cost": tile.cost}, kind="draw",
                        roll=_explain("Turn up the top tile of the building stack",
                                      f"{tile.name} (costs {tile.cost} Gold): {tile.visit.text} "
                                      f"Owner: {tile.owner.text}",
                                      f"It is for sale in Builder's Hall (slot {slot + 1}).", R_HALL)))

    # =============================================================================================
    # rounds and turns
    # =============================================================================================
    def _round_start(self, s: WaterdeepState) -> list[Event]:
        d = s.data
        ev = [Event("Round {round} of {rounds} begins; {first} has the first-player marker.",
                    {"round": s.round, "rounds": d.setup.rounds, "first": s.name(s.first)}, kind="round")]
        tokens = d.setup.vp_tokens_per_round
        for slot, b in enumerate(s.hall):
            if b is not None and tokens > 0:
                s.hall_vp[slot] += 1
                tokens -= 1
                ev.append(Event("A VP token goes onto {building} in Builder's Hall (now {vp} VP).",
                                {"building": d.buildings[b].name, "vp": s.hall_vp[slot]}, kind="round"))
        for b in s.lots.values():
            if b is not None and d.buildings[b].accumulate is not None:
                self._accumulate(s, b, ev)
        if s.round == d.setup.extra_agent_round:
            for i in range(s.players):
                s.agents[i] += 1
            ev.append(Event("Round {round}: every player adds the agent waiting on the round track to their pool.",
                            {"round": s.round}, kind="round"))
        s.pool = list(s.agents)
        s.idle = [0] * s.players
        s.used = set()
        s.phase = "round_start"
        order = [(s.first + k) % s.players for k in range(s.players)]
        for seat in reversed(order):
            for q in reversed(s.plots[seat]):
                pe = d.quests[q].plot_effect
                for t in pe.triggers if pe else ():
                    if t.on == "round_start":
                        self._push_trigger(s, seat, q, t)
        return ev

    def _accumulate(self, s: WaterdeepState, b: str, ev: list[Event]) -> None:
        acc = s.data.buildings[b].accumulate.as_dict()
        pile = s.stock.setdefault(b, {})
        added = {}
        for k, v in acc.items():
            if k in ADV:
                v = min(v, s.supply[k])
                s.supply[k] -= v
            pile[k] = pile.get(k, 0) + v
            added[k] = v
        ev.append(Event("{added} piled on {building} (now {pile}).",
                        {"added": res_text(added), "building": s.data.buildings[b].name, "pile": res_text(pile)},
                        kind="round"))

    def _begin_turns(self, s: WaterdeepState, ev: list[Event]) -> None:
        if s.ambassador == "held" and s.ambassador_holder is not None:
            s.phase = "ambassador"
            s.turn_kind = "ambassador"
            s.current = s.ambassador_holder
            ev.append(Event("{seat} places the Ambassador before the first player's turn.",
                            {"seat": s.name(s.current)}, kind="turn", seat=s.current))
            if not self._placements(s, s.current, "ambassador"):
                s.ambassador = "placed"
                ev.append(Event("The Ambassador finds no free space and sits out the round.", {}, kind="turn"))
                self._end_turn(s, ev)
            return
        s.phase = "place"
        s.turn_kind = "place"
        s.current = s.first
        if s.pool[s.current] == 0:
            self._next_placer(s, ev)

    def _next_placer(self, s: WaterdeepState, ev: list[Event]) -> None:
        n = s.players
        for k in range(1, n + 1):
            seat = (s.current + k) % n
            if s.pool[seat] > 0:
                s.phase = "place"
                s.turn_kind = "place"
                s.current = seat
                return
        s.phase = "reassign"
        s.reassigning = None

    def _end_turn(self, s: WaterdeepState, ev: list[Event]) -> None:
        if s.turn_kind == "ambassador":
            s.phase = "place"
            s.turn_kind = "place"
            s.current = s.first
            if s.pool[s.current] == 0:
                self._next_placer(s, ev)
        elif s.turn_kind == "place":
            self._next_placer(s, ev)
        else:
            s.phase = "reassign"
            s.reassigning = None

    def _next_reassign(self, s: WaterdeepState, ev: list[Event]) -> bool:
        """Pick the next harbor agent to move on (space 1, 2, 3); False when none is left."""
        for sid in s.data.harbor:
            occ = s.occ.get(sid)
            if occ:
                seat, amb = occ[0]
                s.reassigning = (sid, seat, amb)
                s.current = seat
                s.turn_kind = "reassign"
                if self._placements(s, seat, "reassign"):
                    ev.append(Event("{seat}'s agent on Waterdeep Harbor (space {n}) is reassigned.",
                                    {"seat": s.name(seat), "n": s.data.spaces[sid].number}, kind="turn", seat=seat))
                    return True
                self._remove_occupant(s, sid, seat, amb)
                if not amb:
                    s.idle[seat] += 1
                ev.append(Event("{seat}'s agent on Waterdeep Harbor (space {n}) finds no free space and stays idle.",
                                {"seat": s.name(seat), "n": s.data.spaces[sid].number}, kind="turn", seat=seat))
                s.reassigning = None
                return self._next_reassign(s, ev)
        return False

    def _end_round(self, s: WaterdeepState, ev: list[Event]) -> None:
        s.occ = {}
        s.pool = list(s.agents)
        s.idle = [0] * s.players
        s.reassigning = None
        if s.ambassador == "placed":
            s.ambassador = "palace"
            s.ambassador_holder = None
            ev.append(Event("The Ambassador returns to The Palace of Waterdeep.", {}, kind="round"))
        ev.append(Event("Round {round} ends: every agent returns to its pool.", {"round": s.round}, kind="round"))
        if s.round >= s.data.setup.rounds:
            self._final_scoring(s, ev)
            return
        s.round += 1
        ev += self._round_start(s)

    def _advance(self, s: WaterdeepState, ev: list[Event]) -> None:
        """Run effects until a seat must decide something (or the game ends)."""
        while not s.over:
            if s.pending is not None:
                return
            if s.stack:
                self._run(s, ev)
                continue
            ph = s.phase
            if ph == "effects":
                if not s.action_fired:
                    s.action_fired = True
                    self._fire_action_triggers(s, ev)
                    continue
                s.current = s.actor
                if self._completable(s, s.actor):
                    s.phase = "complete"
                    return
                self._end_turn(s, ev)
            elif ph == "reward":
                self._end_turn(s, ev)
            elif ph == "round_start":
                self._begin_turns(s, ev)
            elif ph == "reassign":
                if s.reassigning is None and not self._next_reassign(s, ev):
                    self._end_round(s, ev)
                    continue
                return
            else:
                return

    # =============================================================================================
    # spaces and placement
    # =============================================================================================
    def place_name(self, s: WaterdeepState, place: str) -> str:
        d = s.data
        if place in d.spaces:
            sp = d.spaces[place]
            return f"{sp.name} (space {sp.number})" if sp.multi else sp.name
        if place.startswith("hall:"):
            return f"{d.buildings[place[5:]].name} (for sale in Builder's Hall)"
        b = s.lots.get(place)
        if b is None:
            return place.replace("_", " ").capitalize()
        return f"{d.buildings[b].name} ({place.replace('lot_', 'lot ')}, {s.name(s.owner[b])}'s)"

    def _effect_of(self, s: WaterdeepState, place: str) -> tuple[wd.Effect | None, str | None]:
        d = s.data
        if place in d.spaces:
            return d.spaces[place].effect, None
        if place.startswith("hall:"):
            return d.buildings[place[5:]].visit, place[5:]
        b = s.lots.get(place)
        if b is None:
            return None, None
        return d.buildings[b].visit, b

    def _all_places(self, s: WaterdeepState) -> list[str]:
        return list(s.data.space_order) + [lot for lot, b in s.lots.items() if b is not None]

    def _place_problem(self, s: WaterdeepState, seat: int, place: str, mode: str) -> Illegal | None:
        """Why `seat` may not send an agent (mode place / ambassador / reassign / assign) to `place`."""
        d = s.data
        if place not in d.spaces and place not in s.lots:
            return Illegal(f"There is no action space called '{place}'.", R_PLACE)
        effect, _b = self._effect_of(s, place)
        if effect is None:
            return Illegal(f"No building stands on {place.replace('lot_', 'lot ')} yet: buy one at Builder's Hall "
                           "first.", R_PLACE)
        if mode in ("reassign", "assign") and place in d.harbor:
            return Illegal("An agent cannot be reassigned to Waterdeep Harbor." if mode == "reassign" else
                           "An agent assigned by a card cannot go to Waterdeep Harbor.", R_REASSIGN)
        occ = s.occ.get(place, ())
        if occ:
            # the Ambassador counts as an opponent's agent for every player, its holder too
            opponent_there = any(o != seat or a for o, a in occ)
            if mode == "place" and self._orb_ready(s, seat) and opponent_there and (seat, False) not in occ:
                pass   # Recover the Magister's Orb: once a round onto a space an opponent holds
            elif (seat, False) in occ:
                return Illegal("You already have an agent on that space.", R_PLACE)
            else:
                who = occ[0][0]
                what = f"the Ambassador (held by {s.name(who)})" if occ[0][1] else s.name(who)
                return Illegal(f"That space is taken by {what}.", R_PLACE)
        if mode == "place" and s.pool[seat] <= 0:
            return Illegal("You have no agent left in your pool this round.", R_TURN)
        if place in d.harbor:
            if not s.hands[seat]:
                return Illegal("Waterdeep Harbor needs an intrigue card in your hand.", R_HARBOR)
            if not any(self._playable(s, seat, c, 1) for c in s.hands[seat]):
                return Illegal("None of the intrigue cards in your hand can be played now, so Waterdeep Harbor "
                               "is closed to you.", R_HARBOR)
        why = self._cannot(s, seat, effect.steps, 0)
        if why is not None:
            return Illegal(why, R_BUILDINGS if place in s.lots else R_BASIC)
        return None

    def _orb_ready(self, s: WaterdeepState, seat: int) -> bool:
        if f"{seat}:orb" in s.used:
            return False
        for q in s.plots[seat]:
            pe = s.data.quests[q].plot_effect
            if pe and "assign_to_occupied_once_per_round" in pe.modifiers:
                return True
        return False

    def _placements(self, s: WaterdeepState, seat: int, mode: str) -> list[str]:
        return [p for p in self._all_places(s) if self._place_problem(s, seat, p, mode) is None]

    def _cannot(self, s: WaterdeepState, seat: int, steps: Any, depth: int) -> str | None:
        """The first cost among `steps` that `seat` cannot pay (as a sentence), or None."""
        if depth > 2:
            return None
        tav = s.tavern[seat]
        gold = tav["gold"]
        have = {k: tav[k] for k in ADV}
        for st in steps:
            op = st.op
            if op == "pay":
                for k, v in st.res.items():
                    if k == "gold":
                        if gold < v:
                            return f"That costs {v} Gold and you have {gold}."
                        gold -= v
                    elif k in have:
                        if have[k] < v:
                            return f"That costs {res_text({k: v})} and you have {have[k]}."
                        have[k] -= v
            elif op == "return_any" and not st.optional:
                if sum(have[k] for k in st.of) < st.count:
                    return f"You need {st.count} adventurers to give back for that."
            elif op == "play_intrigue" and not st.optional:
                if not any(self._playable(s, seat, c, depth + 1) for c in s.hands[seat]):
                    return "Waterdeep Harbor needs an intrigue card in your hand."
            elif op == "buy_building" and st.source == "builders_hall":
                if all(b is not None for b in s.lots.values()):
                    return "Every lot in the city is built on: no building can be bought."
                tiles = [b for b in s.hall if b is not None]
                if not tiles:
                    return "Builder's Hall has no building for sale."
                if not st.free and not any(max(0, s.data.buildings[b].cost - st.discount) <= gold for b in tiles):
                    cheapest = min(s.data.buildings[b].cost for b in tiles)
                    return f"You cannot afford any building in Builder's Hall (the cheapest costs {cheapest} Gold, " \
                           f"you have {gold})."
            elif op == "use_occupied_space":
                if not self._copy_targets(s, seat, depth + 1):
                    return "No space held by an opponent's agent offers an action you can take."
            elif op == "special":
                if st.name == "change_of_plans" and not (s.quests[seat] or s.mandatory[seat]):
                    return "Change of Plans needs an uncompleted quest of yours to discard."
                if st.name == "real_estate_deal" and (not self._own_free_buildings(s, seat)
                                                      or not any(b is not None for b in s.hall)):
                    return "Real Estate Deal needs a building of yours with no agent on it, and a building " \
                           "for sale in Builder's Hall."
        return None

    def _playable(self, s: WaterdeepState, seat: int, card: str, depth: int) -> bool:
        c = s.data.intrigue[card]
        if c.kind == "mandatory_quest":
            return s.players > 1
        if card == "accelerate_plans":
            # it returns an agent from the harbor: the one just sent there counts
            return True
        return self._cannot(s, seat, c.effect.steps, depth) is None

    def _copy_targets(self, s: WaterdeepState, seat: int, depth: int) -> list[str]:
        out = []
        for place, occ in s.occ.items():
            if place.startswith("hall:") or not any(o != seat or a for o, a in occ):
                continue
            effect, _b = self._effect_of(s, place)
            if effect is None or any(st.op == "use_occupied_space" for st in effect.steps):
                continue
            if place in s.data.harbor and not any(self._playable(s, seat, c, depth + 1) for c in s.hands[seat]):
                continue
            if self._cannot(s, seat, effect.steps, depth) is None:
                out.append(place)
        return out

    def _own_free_buildings(self, s: WaterdeepState, seat: int) -> list[str]:
        return [lot for lot, b in s.lots.items() if b is not None and s.owner.get(b) == seat and not s.occ.get(lot)]

    def _remove_occupant(self, s: WaterdeepState, place: str, seat: int, amb: bool) -> None:
        occ = list(s.occ.get(place, ()))
        occ.remove((seat, amb))
        if occ:
            s.occ[place] = tuple(occ)
        else:
            s.occ.pop(place, None)

    def _enter(self, s: WaterdeepState, seat: int, place: str, amb: bool, ev: list[Event], action: bool) -> None:
        """Put an agent (or the Ambassador) on `place` and queue its action and any owner benefit."""
        occ = s.occ.get(place, ())
        if occ and f"{seat}:orb" not in s.used and any(o != seat or a for o, a in occ):
            s.used.add(f"{seat}:orb")
            ev.append(Event("{seat} uses Recover the Magister's Orb to join an opponent's agent there.",
                            {"seat": s.name(seat)}, kind="place", seat=seat))
        s.occ[place] = (*occ, (seat, amb))
        effect, b = self._effect_of(s, place)
        s.stack.append(Frame(seat, tuple(effect.steps), 0, {"action": action, "place": place, "building": b,
                                                              "source": self.place_name(s, place)}))
        if b is not None and place in s.lots:
            self._owner_benefit(s, b, seat, amb, ev)

    def _owner_benefit(self, s: WaterdeepState, b: str, seat: int, amb: bool, ev: list[Event]) -> None:
        owner = s.owner.get(b)
        if owner is None:
            return
        tile = s.data.buildings[b]
        if owner == seat:
            # the seed's FAQ: not for your own agent, and not for the Ambassador you place there either
            ev.append(Event("{seat} uses their own {building}: no owner benefit.",
                            {"seat": s.name(seat), "building": tile.name}, kind="owner", seat=seat))
            return
        ev.append(Event("{owner} owns {building}: owner benefit — {text}",
                        {"owner": s.name(owner), "building": tile.name, "text": tile.owner.text}, kind="owner",
                        seat=owner))
        s.stack.append(Frame(owner, tuple(tile.owner.steps), 0, {"action": False, "source": f"owner of {tile.name}"}))

    def _place(self, s: WaterdeepState, seat: int, place: str, mode: str, ev: list[Event]) -> None:
        amb = False
        if mode == "ambassador":
            amb = True
            s.ambassador = "placed"
            ev.append(Event("{seat} places the Ambassador on {place}.", {"seat": s.name(seat),
                                                                          "place": self.place_name(s, place)},
                            kind="place", seat=seat))
        elif mode == "reassign":
            sid, _seat, amb = s.reassigning
            self._remove_occupant(s, sid, seat, amb)
            s.reassigning = None
            ev.append(Event("{seat} moves the agent from Waterdeep Harbor to {place}.",
                            {"seat": s.name(seat), "place": self.place_name(s, place)}, kind="place", seat=seat))
        else:
            s.pool[seat] -= 1
            ev.append(Event("{seat} sends an agent to {place}.", {"seat": s.name(seat),
                                                                   "place": self.place_name(s, place)},
                            kind="place", seat=seat))
        s.actor = seat
        s.current = seat
        s.action_gained = set()
        s.action_fired = False
        s.phase = "effects"
        self._enter(s, seat, place, amb, ev, True)

    # =============================================================================================
    # the effect runner
    # =============================================================================================
    def _push_trigger(self, s: WaterdeepState, seat: int, quest: str, t: Any) -> None:
        key = f"{seat}:{quest}:{t.on}"
        if t.once_per_round and key in s.used:
            return
        s.stack.append(Frame(seat, tuple(t.steps), 0, {"action": False, "source": s.data.quests[quest].name,
                                                        "ask": t.optional, "once": key if t.once_per_round else None,
                                                        "trigger": True}))

    def _fire(self, s: WaterdeepState, seat: int, on: str, quest_type: str | None = None,
              resource: str | None = None, skip: str | None = None) -> None:
        for q in reversed(s.plots[seat]):
            if q == skip:
                continue
            pe = s.data.quests[q].plot_effect
            for t in pe.triggers if pe else ():
                if t.on != on:
                    continue
                if on == "complete_quest" and t.quest_type != quest_type:
                    continue
                if on == "action_gains" and t.resource != resource:
                    continue
                self._push_trigger(s, seat, q, t)

    def _fire_action_triggers(self, s: WaterdeepState, ev: list[Event]) -> None:
        for res in reversed(("cleric", "fighter", "rogue", "wizard", "gold")):
            if res in s.action_gained:
                self._fire(s, s.actor, "action_gains", resource=res)

    def _run(self, s: WaterdeepState, ev: list[Event]) -> None:
        while s.stack and s.pending is None and not s.over:
            f = s.stack[-1]
            if f.ctx.get("ask"):
                if self._cannot(s, f.seat, f.steps, 0) is not None:
                    s.stack.pop()
                    continue
                self._ask(s, "decide", f.seat, f"Use {f.ctx['source']} now?",
                          [({"yes": True}, f"Use {f.ctx['source']}: {self._steps_text(s, f)}"),
                           ({"yes": False}, f"Do not use {f.ctx['source']} now")], ev, gate=True)
                continue
            if f.ctx.get("once"):
                s.used.add(f.ctx["once"])
                f.ctx["once"] = None
            if f.i >= len(f.steps):
                s.stack.pop()
                continue
            st = f.steps[f.i]
            f.i += 1
            if st.optional and f.ctx.get("_ok") != f.i - 1:
                if not self._step_possible(s, f, st):
                    continue
                f.i -= 1
                self._ask(s, "decide", f.seat, f"{f.ctx.get('source', 'The effect')}: do this optional step?",
                          [({"yes": True}, f"Yes: {self._step_text(s, st)}"),
                           ({"yes": False}, f"No: skip '{self._step_text(s, st)}'")], ev, optional=f.i)
                continue
            getattr(self, f"_op_{st.op}")(s, f, st, ev)

    def _steps_text(self, s: WaterdeepState, f: Frame) -> str:
        return "; ".join(self._step_text(s, st) for st in f.steps)

    def _step_text(self, s: WaterdeepState, st: Any) -> str:
        op = st.op
        if op == "gain":
            return f"gain {res_text(st.res.as_dict())}"
        if op == "pay":
            return f"pay {res_text(st.res.as_dict())}"
        if op == "return_any":
            return f"give back {st.count} adventurer{'s' if st.count > 1 else ''}"
        if op == "play_intrigue":
            return "play an intrigue card"
        if op == "complete_taken_quest":
            return f"complete the quest just taken at once (+{res_text(st.bonus.as_dict())})"
        return op.replace("_", " ")

    def _step_possible(self, s: WaterdeepState, f: Frame, st: Any) -> bool:
        if st.op == "play_intrigue":
            return any(self._playable(s, f.seat, c, 1) for c in s.hands[f.seat])
        if st.op == "complete_taken_quest":
            q = f.ctx.get("taken")
            return bool(q) and q in s.quests[f.seat] and not s.mandatory[f.seat] and self._can_pay(s, f.seat, q)
        return self._cannot(s, f.seat, [st], 0) is None

    def _ask(self, s: WaterdeepState, kind: str, seat: int, prompt: str, options: list[tuple[dict, str]],
             ev: list[Event], **info: Any) -> None:
        """Make `seat` choose. A choice with only one possibility is made at once (table rule)."""
        if not options:
            return
        d = Decision(kind, seat, prompt, options, info)
        if len(options) == 1:
            ev.append(Event("Only one choice for {seat}: {label}.", {"seat": s.name(seat),
                                                                     "label": options[0][1].rstrip(".")},
                            kind="choice", seat=seat))
            self._resolve(s, d, options[0][0], ev)
        else:
            s.pending = d

    def _resolve(self, s: WaterdeepState, d: Decision, params: dict[str, Any], ev: list[Event]) -> None:
        getattr(self, f"_on_{d.kind}")(s, d, params, ev)

    # -- gaining -------------------------------------------------------------------------------
    def _gain(self, s: WaterdeepState, seat: int, res: dict[str, int], ev: list[Event], f: Frame | None,
              why: str = "") -> None:
        got: dict[str, int] = {}
        short = False
        for k, v in res.items():
            if v <= 0:
                continue
            if k in ADV:
                take = min(v, s.supply[k])
                short = short or take < v
                s.supply[k] -= take
                s.tavern[seat][k] += take
                v = take
            elif k == "gold":
                s.tavern[seat]["gold"] += v
            elif k == "vp":
                s.vp[seat] += v
            if v:
                got[k] = got.get(k, 0) + v
                if f is not None and f.ctx.get("action") and seat == s.actor and k != "vp":
                    s.action_gained.add(k)
        src = why or (f.ctx.get("source", "") if f is not None else "")
        ev.append(Event("{seat} gains {what}{src}{short}.",
                        {"seat": s.name(seat), "what": res_text(got), "src": f" ({src})" if src else "",
                         "short": " — the supply ran short" if short else ""}, kind="gain", seat=seat))

    @staticmethod
    def _src(f: Frame) -> str:
        """'Source: ' to start a prompt with what asks it (a card, a building), or nothing."""
        src = f.ctx.get("source") or ""
        return f"{src[:1].upper()}{src[1:]}: " if src else ""

    def _targets(self, s: WaterdeepState, f: Frame, who: str, ev: list[Event]) -> list[int] | None:
        """The seats a step acts on, or None when an opponent must first be chosen (a decision is set)."""
        if who == "self":
            return [f.seat]
        if who == "each_opponent":
            return s.opponents(f.seat)
        if "opp" not in f.ctx:
            f.i -= 1
            self._ask(s, "choose_opponent", f.seat, f"{f.ctx.get('source', 'The effect')}: choose an opponent.",
                      [({"opponent": o}, f"Choose {s.name(o)} ({self._seat_brief(s, o)})")
                       for o in s.opponents(f.seat)],
                      ev)
            return None
        return [f.ctx["opp"]]

    def _seat_brief(self, s: WaterdeepState, seat: int) -> str:
        t = s.tavern[seat]
        return f"{s.vp[seat]} VP, holding {res_text({k: t[k] for k in (*ADV, 'gold')})}"

    def _on_choose_opponent(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        s.stack[-1].ctx["opp"] = p["opponent"]
        ev.append(Event("{seat} chooses {opp}.", {"seat": s.name(d.seat), "opp": s.name(p["opponent"])},
                        kind="choice", seat=d.seat))

    def _op_gain(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        targets = self._targets(s, f, st.who, ev)
        if targets is None:
            return
        mult = 1
        if st.per == "building_controlled":
            mult = len(s.buildings_of(f.seat))
        elif st.per == "building_in_play":
            mult = sum(1 for b in s.lots.values() if b is not None)
        res = {k: v * mult for k, v in st.res.items()}
        for t in targets:
            if any(res.values()):
                self._gain(s, t, res, ev, f)

    def _op_pay(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        paid = {}
        for k, v in st.res.items():
            if k == "vp":
                continue
            v = min(v, s.tavern[f.seat][k])
            s.tavern[f.seat][k] -= v
            if k in ADV:
                s.supply[k] += v
            paid[k] = v
        ev.append(Event("{seat} pays {what} ({src}).", {"seat": s.name(f.seat), "what": res_text(paid),
                                                        "src": f.ctx.get("source", "")}, kind="pay", seat=f.seat))

    def _combos(self, kinds: list[str], count: int, limit: dict[str, int]) -> list[tuple[str, ...]]:
        out = []
        for combo in itertools.combinations_with_replacement(sorted(kinds, key=_ORDER.get), count):
            c = Counter(combo)
            if all(c[k] <= limit.get(k, 0) for k in c):
                out.append(combo)
        if not out and count > 1:
            # the supply cannot give the full count: take as many as it holds
            return self._combos(kinds, count - 1, limit)
        return out

    def _op_gain_any(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        if st.who == "each_opponent":
            opps = s.opponents(f.seat)
            k = f.ctx.get("_eo", 0)
            if k >= len(opps):
                f.ctx.pop("_eo", None)
                return
            f.ctx["_eo"] = k + 1
            f.i -= 1
            target = opps[k]
        else:
            targets = self._targets(s, f, st.who, ev)
            if targets is None:
                return
            target = targets[0]
        combos = self._combos(list(st.of), st.count, s.supply)
        self._ask(s, "take_adventurers", target,
                  f"{self._src(f)}{s.name(target)}, choose {st.count} adventurer{'s' if st.count > 1 else ''} to take.",
                  [({"pick": c}, f"Take {pick_text(c)}") for c in combos], ev, target=target)

    def _on_take_adventurers(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        f = s.stack[-1] if s.stack else None
        self._gain(s, d.data["target"], dict(Counter(p["pick"])), ev, f)

    def _op_return_any(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        have = {k: s.tavern[f.seat][k] for k in st.of}
        if sum(have.values()) < st.count:
            return
        combos = self._combos(list(st.of), st.count, have)
        self._ask(s, "return_adventurers", f.seat,
                  f"{self._src(f)}give back {st.count} adventurer{'s' if st.count > 1 else ''}.",
                  [({"pick": c}, f"Give back {pick_text(c)}") for c in combos], ev)

    def _on_return_adventurers(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        for k in p["pick"]:
            s.tavern[d.seat][k] -= 1
            s.supply[k] += 1
        ev.append(Event("{seat} gives back {what}.", {"seat": s.name(d.seat), "what": pick_text(tuple(p["pick"]))},
                        kind="pay", seat=d.seat))

    def _op_draw_intrigue(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        targets = self._targets(s, f, st.who, ev)
        if targets is None:
            return
        for t in targets:
            for _ in range(st.count):
                self._draw_intrigue(s, t, ev, f.ctx.get("source", ""))

    def _op_take_quest(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        opts = []
        for q in s.cliffwatch:
            if q is not None:
                quest = s.data.quests[q]
                opts.append(({"quest": q}, (f"Take {quest.name} ({quest.type.capitalize()}): needs "
                                           f"{res_text(quest.cost.as_dict())}; {quest.reward.text}")))
        if not opts:
            ev.append(Event("Cliffwatch Inn has no quest to take.", {}, kind="quest"))
            return
        self._ask(s, "take_quest", f.seat, "Choose a quest from Cliffwatch Inn.", opts, ev)

    def _on_take_quest(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        q = p["quest"]
        slot = s.cliffwatch.index(q)
        s.cliffwatch[slot] = None
        s.quests[d.seat].append(q)
        if s.stack:
            s.stack[-1].ctx["taken"] = q
        ev.append(Event("{seat} takes the quest {quest} from Cliffwatch Inn.",
                        {"seat": s.name(d.seat), "quest": s.data.quests[q].name}, kind="quest", seat=d.seat))
        self._refill_quest(s, slot, ev)

    def _op_draw_quest(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        for _ in range(st.count):
            q = self._draw_quest(s, ev, "a quest reward")
            if q:
                s.quests[f.seat].append(q)
                quest = s.data.quests[q]
                ev.append(Event("{seat} draws the quest {quest} from the deck.",
                                {"seat": s.name(f.seat), "quest": quest.name}, kind="quest", seat=f.seat,
                                roll=_explain("Draw the top quest of the deck", quest.name,
                                              f"{quest.name} becomes one of {s.name(f.seat)}'s active quests.",
                                              R_QUESTS)))

    def _op_reset_quests(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        for slot, q in enumerate(s.cliffwatch):
            if q is not None:
                s.quest_discard.append(q)
                s.cliffwatch[slot] = None
        ev.append(Event("{seat} clears Cliffwatch Inn: its quests are discarded.", {"seat": s.name(f.seat)},
                        kind="quest", seat=f.seat))
        for slot in range(len(s.cliffwatch)):
            self._refill_quest(s, slot, ev)

    def _op_buy_building(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        if all(b is not None for b in s.lots.values()):
            ev.append(Event("Every lot is built on: no building can be added.", {}, kind="building"))
            return
        gold = s.tavern[f.seat]["gold"]
        if st.source == "stack":
            if not s.building_stack:
                ev.append(Event("The building stack is empty.", {}, kind="building"))
                return
            b = s.building_stack[-1]
            price = 0 if st.free else max(0, s.data.buildings[b].cost - st.discount)
            if price > gold:
                return
            s.building_stack.pop()
            tile = s.data.buildings[b]
            ev.append(Event("{seat} takes the top building tile: {building}.",
                            {"seat": s.name(f.seat), "building": tile.name}, kind="building", seat=f.seat,
                            roll=_explain("Take the top tile of the building stack", tile.name,
                                          f"{tile.name} comes into play under {s.name(f.seat)}'s control.", R_HALL)))
            self._build(s, f.seat, b, price, 0, ev)
            return
        opts = []
        for slot, b in enumerate(s.hall):
            if b is None:
                continue
            tile = s.data.buildings[b]
            price = 0 if st.free else max(0, tile.cost - st.discount)
            if price <= gold:
                vp = f", +{s.hall_vp[slot]} VP" if s.hall_vp[slot] else ""
                opts.append(({"building": b}, (f"Buy {tile.name} for {price} Gold{vp}: {tile.visit.text} "
                                              f"Owner: {tile.owner.text}")))
        self._ask(s, "buy", f.seat, "Choose a building from Builder's Hall.", opts, ev, free=st.free,
                  discount=st.discount)

    def _on_buy(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        b = p["building"]
        slot = s.hall.index(b)
        tile = s.data.buildings[b]
        price = 0 if d.data.get("free") else max(0, tile.cost - d.data.get("discount", 0))
        vp = s.hall_vp[slot]
        s.hall[slot] = None
        self._build(s, d.seat, b, price, vp, ev)
        self._refill_hall(s, slot, ev)

    def _build(self, s: WaterdeepState, seat: int, b: str, price: int, vp: int, ev: list[Event]) -> None:
        tile = s.data.buildings[b]
        s.tavern[seat]["gold"] -= price
        lot = next(lot for lot, x in s.lots.items() if x is None)
        s.lots[lot] = b
        s.owner[b] = seat
        s.vp[seat] += vp
        ev.append(Event("{seat} builds {building} on {lot} for {price} Gold{vp}.",
                        {"seat": s.name(seat), "building": tile.name, "lot": lot.replace("lot_", "lot "),
                         "price": price, "vp": f" and scores its {vp} VP tokens" if vp else ""},
                        kind="building", seat=seat,
                        roll=_explain(f"{s.name(seat)} builds {tile.name} ({lot.replace('lot_', 'lot ')})",
                                      f"Visit: {tile.visit.text} Owner: {tile.owner.text}",
                                      f"Paid {price} Gold{f' and scored {vp} VP' if vp else ''}. Anyone may send an "
                                      f"agent there from now on; when an opponent does, {s.name(seat)} gets the "
                                      "owner benefit (not for their own agents).", R_BUILDINGS)))
        ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
        if tile.accumulate is not None:
            self._accumulate(s, b, ev)
        if b == "the_palace_of_waterdeep" and s.ambassador == "box":
            s.ambassador = "palace"
            ev.append(Event("The Ambassador takes its place on The Palace of Waterdeep.", {}, kind="building"))
        self._fire(s, seat, "buy_building")

    def _op_play_intrigue(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        for _ in range(st.count):
            opts = [({"card": c}, f"Play {s.data.intrigue[c].name}: {s.data.intrigue[c].effect.text}")
                    for c in dict.fromkeys(s.hands[f.seat]) if self._playable(s, f.seat, c, 1)]
            if not opts:
                ev.append(Event("{seat} has no intrigue card that can be played.", {"seat": s.name(f.seat)},
                                kind="intrigue", seat=f.seat))
                return
            self._ask(s, "play_intrigue", f.seat, "Choose an intrigue card to play.", opts, ev)
            return

    def _on_play_intrigue(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        c = p["card"]
        card = s.data.intrigue[c]
        s.hands[d.seat].remove(c)
        action = bool(s.stack and s.stack[-1].ctx.get("action"))
        if card.kind == "mandatory_quest":
            s.limbo.append(c)
        else:
            s.intrigue_discard.append(c)
        kind_word = {"attack": "Attack", "utility": "Utility", "mandatory_quest": "Mandatory quest"}.get(
            card.kind, card.kind.replace("_", " ").capitalize())
        ev.append(Event("{seat} plays {card} ({kind}): {text}",
                        {"seat": s.name(d.seat), "card": card.name, "kind": card.kind.replace("_", " "),
                         "text": card.effect.text}, kind="intrigue", seat=d.seat,
                        roll=_explain(f"{s.name(d.seat)} plays the intrigue card {card.name} ({kind_word})",
                                      f"The card says: {card.effect.text}",
                                      "Its effect is carried out now, step by step; any choice it needs is asked "
                                      "next. The card then goes to the intrigue discard pile"
                                      + (" (a mandatory quest goes to the chosen opponent instead)."
                                         if card.kind == "mandatory_quest" else "."),
                                      R_MANDATORY if card.kind == "mandatory_quest" else R_INTRIGUE)))
        ev[-1].reveals = False    # the player's own card, not chance: undo may still take it back
        self._fire(s, d.seat, "play_intrigue")
        s.stack.append(Frame(d.seat, tuple(card.effect.steps), 0, {"action": action, "card": c,
                                                                     "source": card.name}))

    def _op_take_first_player(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        s.first = f.seat
        ev.append(Event("{seat} takes the first-player marker.", {"seat": s.name(f.seat)}, kind="castle",
                        seat=f.seat))

    def _op_take_neutral_agent(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        if st.agent == "lieutenant":
            if s.lieutenant is None:
                s.lieutenant = f.seat
                s.agents[f.seat] += 1
                s.pool[f.seat] += 1
                ev.append(Event("The Lieutenant joins {seat}'s pool for the rest of the game.",
                                {"seat": s.name(f.seat)}, kind="agent", seat=f.seat))
            return
        if s.ambassador == "palace":
            s.ambassador = "held"
            s.ambassador_holder = f.seat
            ev.append(Event("{seat} takes the Ambassador: it will be placed at the start of next round.",
                            {"seat": s.name(f.seat)}, kind="agent", seat=f.seat))
        else:
            ev.append(Event("The Ambassador is not at the Palace this round.", {}, kind="agent"))

    def _op_return_agent(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        for _ in range(st.count):
            places = [p for p, occ in s.occ.items() if (f.seat, False) in occ and
                      (st.from_space is None or (p in s.data.spaces and s.data.spaces[p].building == st.from_space))]
            opts = [({"place": p}, f"Take your agent back from {self.place_name(s, p)}") for p in places]
            self._ask(s, "recall", f.seat, "Choose an agent to take back into your pool.", opts, ev)
            return

    def _on_recall(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        self._remove_occupant(s, p["place"], d.seat, False)
        s.pool[d.seat] += 1
        ev.append(Event("{seat} takes an agent back from {place} into the pool.",
                        {"seat": s.name(d.seat), "place": self.place_name(s, p["place"])}, kind="agent", seat=d.seat))

    def _op_assign_agent(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        k = f.ctx.get("_as", 0)
        if k >= st.count or s.pool[f.seat] <= 0:
            f.ctx.pop("_as", None)
            return
        f.ctx["_as"] = k + 1
        f.i -= 1
        if st.target == "builders_hall_tile":
            opts = [({"building": b}, (f"Use {s.data.buildings[b].name} in Builder's Hall: "
                                      f"{s.data.buildings[b].visit.text}"))
                    for b in s.hall if b is not None and not s.occ.get(f"hall:{b}")
                    and self._cannot(s, f.seat, s.data.buildings[b].visit.steps, 0) is None]
            if not opts:
                f.i += 1
                f.ctx.pop("_as", None)
                return
            self._ask(s, "sample", f.seat, "Choose a building for sale to use.", opts, ev)
            return
        places = [p for p in self._all_places(s) if self._place_problem(s, f.seat, p, "assign") is None]
        if not places:
            f.i += 1
            f.ctx.pop("_as", None)
            return
        self._ask(s, "assign", f.seat, "Choose a space for your extra agent.",
                  [({"place": p}, self._place_label(s, p, "assign")) for p in places], ev)

    def _on_assign(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        s.pool[d.seat] -= 1
        ev.append(Event("{seat} assigns an extra agent to {place}.",
                        {"seat": s.name(d.seat), "place": self.place_name(s, p["place"])}, kind="place", seat=d.seat))
        action = bool(s.stack and s.stack[-1].ctx.get("action"))
        self._enter(s, d.seat, p["place"], False, ev, action)

    def _on_sample(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        s.pool[d.seat] -= 1
        ev.append(Event("{seat} assigns an agent to {building} while it is still for sale.",
                        {"seat": s.name(d.seat), "building": s.data.buildings[p["building"]].name}, kind="place",
                        seat=d.seat))
        action = bool(s.stack and s.stack[-1].ctx.get("action"))
        self._enter(s, d.seat, f"hall:{p['building']}", False, ev, action)

    def _op_use_occupied_space(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        opts = [({"place": p}, (f"Use {self.place_name(s, p)} as if you were there: "
                               f"{self._effect_of(s, p)[0].text}")) for p in self._copy_targets(s, f.seat, 1)]
        self._ask(s, "copy", f.seat, "Choose a space an opponent's agent holds, to use its action.", opts, ev)

    def _on_copy(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        place = p["place"]
        effect, b = self._effect_of(s, place)
        ev.append(Event("{seat} uses the action of {place} without moving an agent.",
                        {"seat": s.name(d.seat), "place": self.place_name(s, place)}, kind="place", seat=d.seat))
        action = bool(s.stack and s.stack[-1].ctx.get("action"))
        s.stack.append(Frame(d.seat, tuple(effect.steps), 0, {"action": action, "place": place, "building": b,
                                                                "source": self.place_name(s, place), "copy": True}))
        if b is not None and place in s.lots:
            self._owner_benefit(s, b, d.seat, False, ev)

    def _op_choose(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        opts = []
        for i, option in enumerate(st.options):
            if self._cannot(s, f.seat, option, 0) is None:
                text = "; ".join(self._step_text(s, x) for x in option)
                opts.append(({"option": i}, text[:1].upper() + text[1:]))
        self._ask(s, "choose", f.seat, f"{self._src(f)}pick one.", opts, ev, steps=st.options)

    def _on_choose(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        f = s.stack[-1]
        ctx = dict(f.ctx)
        for key in ("_eo", "_as", "_og", "_ok"):
            ctx.pop(key, None)
        s.stack.append(Frame(f.seat, tuple(d.data["steps"][p["option"]]), 0, ctx))

    def _op_each_opponent_loses(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        misses = 0
        res = st.res.as_dict()
        for o in s.opponents(f.seat):
            if all(s.tavern[o].get(k, 0) >= v for k, v in res.items() if k != "vp"):
                for k, v in res.items():
                    s.tavern[o][k] -= v
                    if k in ADV:
                        s.supply[k] += v
                ev.append(Event("{opp} loses {what} ({src}).", {"opp": s.name(o), "what": res_text(res),
                                                                "src": f.ctx.get("source", "")}, kind="attack", seat=o))
            else:
                misses += 1
                ev.append(Event("{opp} has no {what} to lose.", {"opp": s.name(o), "what": res_text(res)},
                                kind="attack", seat=o))
        if misses and st.else_:
            ctx = {"action": f.ctx.get("action"), "source": f.ctx.get("source", "")}
            s.stack.append(Frame(f.seat, tuple(st.else_) * misses, 0, ctx))

    def _op_opponents_may_give(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        opps = s.opponents(f.seat)
        k = f.ctx.get("_og", 0)
        while k < len(opps):
            o = opps[k]
            k += 1
            give = st.give.as_dict()
            if all(s.tavern[o].get(x, 0) >= v for x, v in give.items()):
                f.ctx["_og"] = k
                f.i -= 1
                rew = res_text(st.reward.as_dict())
                self._ask(s, "respond", o, f"{self._src(f)}{s.name(o)}, give {s.name(f.seat)} {res_text(give)} "
                                           f"to score {rew}?",
                          [({"give": True}, f"Give {s.name(f.seat)} {res_text(give)} and gain {rew}"),
                           ({"give": False}, f"Keep your {res_text(give)}")], ev,
                          give=give, reward=st.reward.as_dict(), to=f.seat)
                return
        f.ctx.pop("_og", None)

    def _on_respond(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        if not p["give"]:
            ev.append(Event("{seat} declines.", {"seat": s.name(d.seat)}, kind="choice", seat=d.seat))
            return
        to = d.data["to"]
        for k, v in d.data["give"].items():
            s.tavern[d.seat][k] -= v
            s.tavern[to][k] += v
            if k != "vp" and to == s.actor and s.stack and s.stack[-1].ctx.get("action"):
                s.action_gained.add(k)
        ev.append(Event("{seat} gives {to} {what}.", {"seat": s.name(d.seat), "to": s.name(to),
                                                       "what": res_text(d.data["give"])}, kind="gain", seat=d.seat))
        self._gain(s, d.seat, dict(d.data["reward"]), ev, None, "for helping")

    def _op_steal(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        if "opp" not in f.ctx:
            opps = [o for o in s.opponents(f.seat) if any(s.tavern[o][k] for k in st.of)]
            if not opps:
                ev.append(Event("No opponent has an adventurer to take.", {}, kind="attack"))
                return
            f.i -= 1
            self._ask(s, "choose_opponent", f.seat, f"{self._src(f)}choose an opponent to take from.",
                      [({"opponent": o}, f"Take from {s.name(o)} ({self._seat_brief(s, o)})") for o in opps], ev)
            return
        o = f.ctx["opp"]
        k = f.ctx.get("_st", 0)
        if k >= st.count:
            f.ctx.pop("_st", None)
            return
        f.ctx["_st"] = k + 1
        kinds = [x for x in st.of if s.tavern[o][x] > 0]
        if not kinds:
            f.ctx.pop("_st", None)
            return
        f.i -= 1
        self._ask(s, "steal", f.seat, f"Choose an adventurer to take from {s.name(o)}.",
                  [({"adventurer": x}, f"Take a {WORD[x][0]} from {s.name(o)}") for x in kinds], ev, opp=o)

    def _on_steal(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        o, x = d.data["opp"], p["adventurer"]
        s.tavern[o][x] -= 1
        s.tavern[d.seat][x] += 1
        if d.seat == s.actor and s.stack and s.stack[-1].ctx.get("action"):
            s.action_gained.add(x)
        ev.append(Event("{seat} takes a {what} from {opp}.", {"seat": s.name(d.seat), "what": WORD[x][0],
                                                              "opp": s.name(o)}, kind="attack", seat=d.seat))

    def _op_take_stock(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        b = f.ctx.get("building")
        if b is None:
            return
        pile = s.stock.get(b, {})
        got = {}
        for k, v in pile.items():
            if not v:
                continue
            if k in ADV:
                s.tavern[f.seat][k] += v
                if f.ctx.get("action") and f.seat == s.actor:
                    s.action_gained.add(k)
            elif k == "gold":
                s.tavern[f.seat]["gold"] += v
                if f.ctx.get("action") and f.seat == s.actor:
                    s.action_gained.add(k)
            elif k == "vp":
                s.vp[f.seat] += v
            got[k] = v
        s.stock[b] = {}
        ev.append(Event("{seat} takes everything piled on {building}: {what}.",
                        {"seat": s.name(f.seat), "building": s.data.buildings[b].name, "what": res_text(got)},
                        kind="gain", seat=f.seat))

    def _op_complete_taken_quest(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        q = f.ctx.get("taken")
        if not q or q not in s.quests[f.seat] or s.mandatory[f.seat] or not self._can_pay(s, f.seat, q):
            return
        self._complete(s, f.seat, q, ev, st.bonus.as_dict())

    def _op_give_mandatory_quest(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        targets = self._targets(s, f, "chosen_opponent", ev)
        if targets is None:
            return
        c = f.ctx["card"]
        if c in s.limbo:
            s.limbo.remove(c)
        s.mandatory[targets[0]].append(c)
        card = s.data.intrigue[c]
        ev.append(Event("{opp} must now complete the mandatory quest {card} ({cost} → {reward}) before any other.",
                        {"opp": s.name(targets[0]), "card": card.name, "cost": res_text(card.quest.cost.as_dict()),
                         "reward": card.quest.reward.text}, kind="intrigue", seat=targets[0]))

    # -- the four special cards ----------------------------------------------------------------
    def _op_special(self, s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
        getattr(self, f"_sp_{st.name}")(s, f, ev)

    def _sp_bidding_war(self, s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
        if "bw" not in f.ctx:
            got = []
            for _ in range(s.players):
                q = self._draw_quest(s, ev, "Bidding War")
                if q:
                    got.append(q)
            s.revealed = got
            f.ctx["bw"] = 0
            ev.append(Event("Bidding War: {quests} are revealed.",
                            {"quests": ", ".join(s.data.quests[q].name for q in got) or "no quest"}, kind="quest",
                            roll=_explain(f"Reveal {len(got)} quests from the deck for Bidding War",
                                          ", ".join(s.data.quests[q].name for q in got) or "none",
                                          f"Starting with {s.name(f.seat)}, each player keeps one and passes the "
                                          "rest to the left.", R_SPECIAL)))
        k = f.ctx["bw"]
        if not s.revealed or k >= s.players:
            s.quest_discard.extend(s.revealed)
            s.revealed = []
            f.ctx.pop("bw", None)
            return
        seat = (f.seat + k) % s.players
        f.ctx["bw"] = k + 1
        f.i -= 1
        self._ask(s, "keep_quest", seat, "Bidding War: keep one of the revealed quests.",
                  [({"quest": q}, (f"Keep {s.data.quests[q].name} ({s.data.quests[q].type.capitalize()}): needs "
                                  f"{res_text(s.data.quests[q].cost.as_dict())}; {s.data.quests[q].reward.text}"))
                   for q in dict.fromkeys(s.revealed)], ev)

    def _on_keep_quest(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        s.revealed.remove(p["quest"])
        s.quests[d.seat].append(p["quest"])
        ev.append(Event("{seat} keeps {quest}.", {"seat": s.name(d.seat), "quest": s.data.quests[p["quest"]].name},
                        kind="quest", seat=d.seat))

    def _sp_special_assignment(self, s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
        self._ask(s, "name_type", f.seat, "Special Assignment: name a quest type.",
                  [({"type": t}, f"Name {t.capitalize()}") for t in wd.QUEST_TYPES], ev)

    def _on_name_type(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        t = p["type"]
        shown: list[str] = []
        found = None
        for _ in range(len(s.data.quests)):
            q = self._draw_quest(s, ev, "Special Assignment")
            if q is None:
                break
            if s.data.quests[q].type == t:
                found = q
                break
            shown.append(q)
            s.quest_discard.append(q)
        names = ", ".join(s.data.quests[q].name for q in shown) or "none"
        result = s.data.quests[found].name if found else "no quest of that type"
        ev.append(Event("Special Assignment ({type}): {seat} reveals {n} quest(s) and keeps {quest}.",
                        {"type": t.capitalize(), "seat": s.name(d.seat), "n": len(shown) + (1 if found else 0),
                         "quest": result}, kind="quest", seat=d.seat,
                        roll=_explain(f"Reveal quests until a {t.capitalize()} quest shows", result,
                                      f"Discarded on the way: {names}. The {t.capitalize()} quest is kept.",
                                      R_SPECIAL)))
        if found:
            s.quests[d.seat].append(found)

    def _sp_change_of_plans(self, s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
        k = f.ctx.get("cp", 0)
        if k >= s.players:
            f.ctx.pop("cp", None)
            return
        seat = (f.seat + k) % s.players
        f.ctx["cp"] = k + 1
        f.i -= 1
        mine = seat == f.seat
        vp = 6 if mine else 3
        opts = [({"quest": q}, f"Discard {s.data.quests[q].name} and score {vp} VP") for q in s.quests[seat]]
        if mine:
            opts += [({"quest": c}, f"Discard the mandatory quest {s.data.intrigue[c].name} and score {vp} VP")
                     for c in dict.fromkeys(s.mandatory[seat])]
        else:
            if not opts:
                return
            opts.append(({"quest": ""}, "Keep all your quests"))
        self._ask(s, "discard_quest", seat, f"Change of Plans: discard a quest to score {vp} VP.", opts, ev, vp=vp)

    def _on_discard_quest(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        q = p["quest"]
        if not q:
            ev.append(Event("{seat} keeps every quest.", {"seat": s.name(d.seat)}, kind="choice", seat=d.seat))
            return
        if q in s.mandatory[d.seat]:
            s.mandatory[d.seat].remove(q)
            s.intrigue_discard.append(q)
            name = s.data.intrigue[q].name
        else:
            s.quests[d.seat].remove(q)
            s.quest_discard.append(q)
            name = s.data.quests[q].name
        ev.append(Event("{seat} discards {quest}.", {"seat": s.name(d.seat), "quest": name}, kind="quest", seat=d.seat))
        self._gain(s, d.seat, {"vp": d.data["vp"]}, ev, None, "Change of Plans")

    def _sp_real_estate_deal(self, s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
        opts = [({"place": lot}, f"Give up {s.data.buildings[s.lots[lot]].name}") for lot in
                self._own_free_buildings(s, f.seat)]
        self._ask(s, "give_up", f.seat, "Real Estate Deal: give up one of your buildings.", opts, ev)

    def _on_give_up(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        lot = p["place"]
        b = s.lots[lot]
        s.lots[lot] = None
        s.owner.pop(b, None)
        pile = s.stock.pop(b, {})
        for k, v in pile.items():
            if k in ADV:
                s.supply[k] += v
        s.removed.append(b)
        if b == "the_palace_of_waterdeep" and s.ambassador == "palace":
            s.ambassador = "box"
        ev.append(Event("{seat} gives up {building}: it leaves the game.",
                        {"seat": s.name(d.seat), "building": s.data.buildings[b].name}, kind="building", seat=d.seat))
        s.stack.append(Frame(d.seat, (wd.BuyBuilding(source="builders_hall", free=True),), 0,
                             {"action": False, "source": "Real Estate Deal"}))

    # -- the gate and optional steps -----------------------------------------------------------
    def _on_decide(self, s: WaterdeepState, d: Decision, p: dict, ev: list[Event]) -> None:
        f = s.stack[-1]
        if d.data.get("gate"):
            if p["yes"]:
                f.ctx["ask"] = False
            else:
                s.stack.pop()
            return
        i = d.data["optional"]
        if p["yes"]:
            f.ctx["_ok"] = i
        else:
            f.i = i + 1

    # =============================================================================================
    # quests
    # =============================================================================================
    def _cost(self, s: WaterdeepState, q: str) -> dict[str, int]:
        if q in s.data.quests:
            return s.data.quests[q].cost.as_dict()
        return s.data.intrigue[q].quest.cost.as_dict()

    def _can_pay(self, s: WaterdeepState, seat: int, q: str) -> bool:
        tav = s.tavern[seat]
        return all(tav[k] >= v for k, v in self._cost(s, q).items())

    def _completable(self, s: WaterdeepState, seat: int) -> list[str]:
        if s.mandatory[seat]:
            return [c for c in dict.fromkeys(s.mandatory[seat]) if self._can_pay(s, seat, c)]
        return [q for q in s.quests[seat] if self._can_pay(s, seat, q)]

    def _complete(self, s: WaterdeepState, seat: int, q: str, ev: list[Event], bonus: dict | None = None) -> None:
        cost = self._cost(s, q)
        for k, v in cost.items():
            s.tavern[seat][k] -= v
            if k in ADV:
                s.supply[k] += v
        if q in s.mandatory[seat]:
            card = s.data.intrigue[q]
            s.mandatory[seat].remove(q)
            s.done_mandatory[seat].append(q)
            s.intrigue_discard.append(q)
            ev.append(Event("{seat} completes the mandatory quest {quest}, paying {cost}; the card goes to the "
                            "intrigue discard pile.", {"seat": s.name(seat), "quest": card.name,
                                                       "cost": res_text(cost)}, kind="complete", seat=seat,
                            roll=_explain(f"{s.name(seat)} completes the mandatory quest {card.name}",
                                          f"Paid {res_text(cost)}. Reward: {card.quest.reward.text}",
                                          "Other quests can be completed again; the card goes to the intrigue "
                                          "discard pile.", R_MANDATORY, target=f"needs {res_text(cost)}")))
            ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
            s.stack.append(Frame(seat, tuple(card.quest.reward.steps), 0, {"action": False, "source": card.name}))
            return
        quest = s.data.quests[q]
        s.quests[seat].remove(q)
        s.completed[seat].append(q)
        plot_text = f" Plot quest: {quest.plot_effect.text}" if quest.plot and quest.plot_effect else ""
        ev.append(Event("{seat} completes {quest} ({type}), paying {cost}: {reward}",
                        {"seat": s.name(seat), "quest": quest.name, "type": quest.type.capitalize(),
                         "cost": res_text(cost), "reward": quest.reward.text}, kind="complete", seat=seat,
                        roll=_explain(f"{s.name(seat)} completes the quest {quest.name} ({quest.type.capitalize()})",
                                      f"Paid {res_text(cost)}. Reward: {quest.reward.text}{plot_text}",
                                      "The quest goes to the completed pile; its type counts for the Lord's "
                                      "bonus at the final scoring." + (" As a plot quest it stays face up and "
                                                                        "keeps working for the rest of the game."
                                                                        if quest.plot else ""),
                                      R_PLOT if quest.plot else R_QUESTS, target=f"needs {res_text(cost)}")))
        ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
        self._fire(s, seat, "complete_quest", quest_type=quest.type)
        if quest.plot:
            s.plots[seat].append(q)
            ev.append(Event("{quest} is a plot quest: it stays face up — {text}",
                            {"quest": quest.name, "text": quest.plot_effect.text}, kind="complete", seat=seat))
        if bonus:
            s.stack.append(Frame(seat, (wd.Gain(res=wd.Res(**bonus)),), 0, {"action": False,
                                                                            "source": "completed at once"}))
        s.stack.append(Frame(seat, tuple(quest.reward.steps), 0, {"action": False, "source": quest.name}))

    # =============================================================================================
    # actions
    # =============================================================================================
    def _place_label(self, s: WaterdeepState, place: str, mode: str) -> str:
        effect, _b = self._effect_of(s, place)
        text = effect.text if effect else ""
        if place in s.data.harbor:
            text = "play an intrigue card; after all agents are out this agent moves to a free space."
        elif text:
            text = text[0].lower() + text[1:]
        verb = {"place": "Send an agent to", "ambassador": "Place the Ambassador on",
                "reassign": "Reassign the harbor agent to", "assign": "Assign an extra agent to"}[mode]
        occ = s.occ.get(place)
        extra = " (with Recover the Magister's Orb)" if occ and mode == "place" else ""
        owner = s.owner.get(_b) if _b is not None and place in s.lots else None
        tail = ""
        if owner is not None and owner != s.current:
            tail = f" ({s.name(owner)} gets the owner benefit: {s.data.buildings[_b].owner.text.rstrip('.')})"
        return f"{verb} {self.place_name(s, place)}{extra}: {text}{tail}"

    def legal_actions(self, state: WaterdeepState) -> list[Action]:
        s = state
        if s.over:
            return []
        if s.pending is not None:
            d = s.pending
            return [Action.make(d.kind, d.seat, label, **params) for params, label in d.options]
        seat = s.current
        ph = s.phase
        if ph in ("place", "ambassador", "reassign"):
            mode = {"place": "place", "ambassador": "ambassador", "reassign": "reassign"}[ph]
            kind = {"place": "place", "ambassador": "place_ambassador", "reassign": "reassign"}[ph]
            acts = [Action.make(kind, seat, self._place_label(s, p, mode), place=p)
                    for p in self._placements(s, seat, mode)]
            if not acts and ph == "place":
                acts = [Action.make("pass", seat, "No space is open to you: your agent sits out the round")]
            return acts
        if ph == "complete":
            acts = []
            for q in self._completable(s, seat):
                if q in s.data.quests:
                    qu = s.data.quests[q]
                    acts.append(Action.make("complete", seat, f"Complete {qu.name} ({qu.type.capitalize()}): pay "
                                            f"{res_text(qu.cost.as_dict())}; {qu.reward.text}", quest=q))
                else:
                    c = s.data.intrigue[q]
                    acts.append(Action.make("complete", seat, f"Complete the mandatory quest {c.name}: pay "
                                            f"{res_text(c.quest.cost.as_dict())}; {c.quest.reward.text}", quest=q))
            acts.append(Action.make("end_turn", seat, "End turn"))
            return acts
        return []

    def check(self, state: WaterdeepState, action: Action) -> Ok | Illegal:
        res = self._check(state, action)
        return res if isinstance(res, Illegal) else OK

    def _check(self, s: WaterdeepState, a: Action) -> Illegal | None:
        if s.over:
            return Illegal("The game is over.", R_SCORING)
        who = self.to_move(s)
        if a.seat != who:
            return Illegal(f"It is {s.name(who)}'s turn to decide, not {s.name(a.seat)}'s.", R_TURN)
        if s.pending is not None:
            d = s.pending
            if a.kind != d.kind or not any(Action.make(d.kind, d.seat, **p) == a for p, _l in d.options):
                return Illegal(f"First {d.prompt[0].lower() + d.prompt[1:]} That is not one of the choices offered.",
                               R_CHOICES)
            return None
        ph = s.phase
        if a.kind in ("place", "place_ambassador", "reassign"):
            want = {"place": "place", "ambassador": "place_ambassador", "reassign": "reassign"}.get(ph)
            if want != a.kind:
                if ph == "complete":
                    return Illegal("You have placed your agent this turn: now complete a quest or end your turn.",
                                   R_TURN)
                return Illegal("That is not the kind of placement due now.", R_TURN)
            place = a.get("place")
            if not isinstance(place, str):
                return Illegal("Name the space to send the agent to.", R_PLACE)
            mode = {"place": "place", "place_ambassador": "ambassador", "reassign": "reassign"}[a.kind]
            return self._place_problem(s, a.seat, place, mode)
        if a.kind == "pass":
            if ph != "place" or self._placements(s, a.seat, "place"):
                return Illegal("You must send an agent to a free space: passing is only allowed when none is "
                               "open to you.", R_PASS)
            return None
        if a.kind in ("complete", "end_turn"):
            if ph != "complete":
                return Illegal("Quests are completed after placing an agent, at most one per turn.", R_QUESTS)
            if a.kind == "end_turn":
                return None
            q = a.get("quest")
            if s.mandatory[a.seat] and q not in s.mandatory[a.seat]:
                return Illegal("You must complete your mandatory quest before any other quest.", R_MANDATORY)
            if q not in s.quests[a.seat] and q not in s.mandatory[a.seat]:
                return Illegal("That quest is not one of your active quests.", R_QUESTS)
            if not self._can_pay(s, a.seat, q):
                return Illegal(f"You cannot pay for that quest: it needs {res_text(self._cost(s, q))}.", R_QUESTS)
            return None
        return Illegal(f"There is no action '{a.kind}' now.", R_TURN)

    def apply(self, state: WaterdeepState, action: Action) -> tuple[WaterdeepState, list[Event]]:
        bad = self._check(state, action)
        if bad is not None:
            raise IllegalAction(bad, action)
        s = state.clone()
        ev: list[Event] = []
        if s.pending is not None:
            d = s.pending
            s.pending = None
            self._resolve(s, d, {k: v for k, v in action.params}, ev)
        else:
            k = action.kind
            seat = action.seat
            if k in ("place", "place_ambassador", "reassign"):
                mode = {"place": "place", "place_ambassador": "ambassador", "reassign": "reassign"}[k]
                self._place(s, seat, action["place"], mode, ev)
            elif k == "pass":
                s.pool[seat] -= 1
                s.idle[seat] += 1
                ev.append(Event("{seat} has no open space: the agent sits out the round.", {"seat": s.name(seat)},
                                kind="turn", seat=seat))
                self._end_turn(s, ev)
            elif k == "complete":
                s.phase = "reward"
                self._complete(s, seat, action["quest"], ev)
            elif k == "end_turn":
                ev.append(Event("{seat} ends the turn.", {"seat": s.name(seat)}, kind="turn", seat=seat))
                self._end_turn(s, ev)
        self._advance(s, ev)
        return s, ev

    # =============================================================================================
    # scoring
    # =============================================================================================
    def score_rows(self, s: WaterdeepState) -> list[dict[str, Any]]:
        rows = []
        for i in range(s.players):
            tav = s.tavern[i]
            advs = sum(tav[k] for k in ADV)
            lord = s.data.lords.get(s.lords[i])
            types = [s.data.quests[q].type for q in s.completed[i]]
            blds = len(s.buildings_of(i))
            bonus = lord.score(types, blds) if lord else 0
            gold_vp = tav["gold"] // s.data.setup.final_scoring["gold_per_vp"]
            rows.append({"seat": i, "track": s.vp[i], "adventurers": advs, "gold": tav["gold"], "gold_vp": gold_vp,
                         "lord": lord.name if lord else "?", "lord_vp": bonus, "buildings": blds,
                         "total": s.vp[i] + advs + gold_vp + bonus})
        return rows

    FINAL_TABLE_HEADERS: ClassVar[tuple[str, ...]] = (
        "Player", "VP on the track", "Adventurers", "Gold", "VP for Gold", "Lord", "Lord bonus", "Total")

    def final_table(self, state: WaterdeepState) -> tuple[list[str], list[list[Any]]] | None:
        """The final scoring line by line, one row per player in seat order (the desktop shows it as a
        table at the game's end); None while the game goes on."""
        if not state.over:
            return None
        rows = [[state.name(r["seat"]), r["track"], r["adventurers"], r["gold"], r["gold_vp"], r["lord"],
                 r["lord_vp"], r["total"]] for r in self.score_rows(state)]
        return list(self.FINAL_TABLE_HEADERS), rows

    def _final_scoring(self, s: WaterdeepState, ev: list[Event]) -> None:
        rows = self.score_rows(s)
        lines = ["Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus = total):"]
        for r in rows:
            lines.append(f"{s.name(r['seat'])}: {r['track']} + {r['adventurers']} adventurers + {r['gold_vp']} "
                         f"({r['gold']} Gold) + {r['lord_vp']} ({r['lord']}) = {r['total']} VP")
            ev.append(Event("{seat}: {track} VP on the track, {adv} for adventurers, {gvp} for {gold} Gold, {lvp} from "
                            "the Lord {lord} — {total} VP.",
                            {"seat": s.name(r["seat"]), "track": r["track"], "adv": r["adventurers"],
                             "gvp": r["gold_vp"], "gold": r["gold"], "lvp": r["lord_vp"], "lord": r["lord"],
                             "total": r["total"]}, kind="score", seat=r["seat"], reveals=True))
        top = max(r["total"] for r in rows)
        best = [r for r in rows if r["total"] == top]
        tie = ""
        if len(best) > 1:
            g = max(r["gold"] for r in best)
            tied = [s.name(r["seat"]) for r in best]
            best = [r for r in best if r["gold"] == g]
            tie = (f" {' and '.join(tied)} tie on {top} VP; the most Gold ({g}) breaks the tie" +
                   (" — still tied, they share the victory." if len(best) > 1 else "."))
        winners = tuple(r["seat"] for r in best)
        names = " and ".join(s.name(w) for w in winners)
        lines.append(f"{names} {'win' if len(winners) > 1 else 'wins'} with {top} VP.{tie}")
        s.over = True
        s.phase = "over"
        s.winners = winners
        s.end_reason = "\n".join(lines)
        s.table = tuple(tuple(r.values()) for r in rows)
        ev.append(Event("{reason}", {"reason": s.end_reason}, kind="outcome", reveals=True))

    def unseen_piles(self, state: WaterdeepState) -> list[list[str]]:
        return [state.quest_deck, state.intrigue_deck, state.building_stack]   # each drawn with `pop()`

    def outcome(self, state: WaterdeepState) -> Outcome | None:
        if not state.over:
            return None
        rows = self.score_rows(state)
        return Outcome(state.winners, tuple(r["total"] for r in rows), state.end_reason,
                       R_TIE if "tie" in state.end_reason else R_SCORING)

    def summary(self, state: WaterdeepState) -> str:
        s = state
        pts = ", ".join(f"{s.name(i)} {s.vp[i]} VP" for i in range(s.players))
        if s.over:
            return f"Game over. {s.end_reason.splitlines()[-1]} ({pts})"
        return f"Round {s.round} of {s.data.setup.rounds} · {s.name(self.to_move(s))} to move · {pts}"

    # =============================================================================================
    # hidden information
    # =============================================================================================
    def view(self, state: WaterdeepState, seat: int) -> WaterdeepState:
        v = state.clone()
        for o in range(state.players):
            if o != seat:
                v.lords[o] = HIDDEN
                v.hands[o] = [HIDDEN] * len(state.hands[o])
        v.quest_deck = [HIDDEN] * len(state.quest_deck)
        v.intrigue_deck = [HIDDEN] * len(state.intrigue_deck)
        v.building_stack = [HIDDEN] * len(state.building_stack)
        if state.pending is not None and state.pending.seat != seat and state.pending.kind == "play_intrigue":
            d = state.pending
            v.pending = Decision(d.kind, d.seat, d.prompt, [], dict(d.data))
        v.setup_events = tuple(e for e in state.setup_events if e.visible(seat))
        v.rng = random.Random(0)
        return v

    def determinize(self, view: WaterdeepState, seat: int, seed: int) -> WaterdeepState:
        dice = Dice(random.Random(seed))   # the computer's guess at what it cannot see
        s = view.clone()
        d = s.data
        known_lords = [lo for lo in s.lords if lo != HIDDEN]
        lords = [lo for lo in d.lord_order if lo not in known_lords]
        dice.shuffle(lords)
        for i, lo in enumerate(s.lords):
            if lo == HIDDEN:
                s.lords[i] = lords.pop()
        seen = Counter(c for h in s.hands for c in h if c != HIDDEN)
        seen.update(s.intrigue_discard)
        seen.update(s.limbo)
        for m in s.mandatory:
            seen.update(m)
        unseen = list((Counter(d.intrigue_cards) - seen).elements())
        dice.shuffle(unseen)
        for h in s.hands:
            for j, c in enumerate(h):
                if c == HIDDEN:
                    h[j] = unseen.pop() if unseen else "call_in_a_favor"
        s.intrigue_deck = [unseen.pop() if unseen else "call_in_a_favor" for _ in s.intrigue_deck]
        qseen = {q for q in s.cliffwatch if q} | set(s.quest_discard) | set(s.revealed)
        for lst in (*s.quests, *s.completed):
            qseen.update(lst)
        qs = [q for q in d.quest_order if q not in qseen]
        dice.shuffle(qs)
        s.quest_deck = qs[: len(s.quest_deck)]
        bseen = {b for b in s.hall if b} | {b for b in s.lots.values() if b} | set(s.removed)
        bs = [b for b in d.building_order if b not in bseen]
        dice.shuffle(bs)
        s.building_stack = bs[: len(s.building_stack)]
        s.rng = random.Random(seed)
        return s

    # =============================================================================================
    # for the computer
    # =============================================================================================
    VALUE: ClassVar[dict[str, float]] = {"cleric": 2.0, "wizard": 2.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}

    def position_value(self, s: WaterdeepState, i: int) -> float:
        """A seat's worth in VP-like units: strong players' exchange rates (an agent placement ≈ a
        Cleric or a Wizard ≈ two Fighters or Rogues ≈ four Gold ≈ 2 VP), quests in hand by progress,
        and the Lord's bonus."""
        d = s.data
        left = max(0.0, (d.setup.rounds - s.round) / d.setup.rounds)
        tav = s.tavern[i]
        lord = d.lords.get(s.lords[i]) if s.lords[i] != HIDDEN else None
        lord_types = {t for b in lord.bonus for t in b.quest_types} if lord else set()
        val = float(s.vp[i])
        # late in the game a cube is worth 1 VP and 2 Gold 1 VP; early it is worth what it buys
        for k, w in self.VALUE.items():
            end = 0.5 if k == "gold" else 1.0
            val += tav[k] * (end + (w - end) * left)
        val += 1.5 * len(s.hands[i]) * (0.3 + left)
        for q in s.quests[i]:
            qu = d.quests[q]
            cost = qu.cost.as_dict()
            need = sum(self.VALUE[k] * v for k, v in cost.items())
            have = sum(self.VALUE[k] * min(v, tav[k]) for k, v in cost.items())
            reward = qu.reward_bundle().vp + (4 if qu.type in lord_types else 0)
            frac = have / need if need else 1.0
            val += reward * (0.1 + 0.3 * frac * frac) * (0.3 + 0.7 * left)
        val -= 3.0 * len(s.mandatory[i])
        if lord:
            types = [d.quests[q].type for q in s.completed[i]]
            val += lord.score(types, len(s.buildings_of(i)))
        val += len(s.buildings_of(i)) * 0.6 * (d.setup.rounds - s.round)
        for _q in s.plots[i]:
            val += 2.0 * left
        return val

    # ---------------------------------------------------------------------------------- Hard
    #: an agent placement buys one unit: a Cleric or a Wizard, two Fighters or Rogues, four Gold
    UNITS: ClassVar[dict[str, float]] = {"cleric": 1.0, "wizard": 1.0, "fighter": 0.5, "rogue": 0.5, "gold": 0.25}
    #: what they are worth at the final scoring
    END_VP: ClassVar[dict[str, float]] = {"cleric": 1.0, "wizard": 1.0, "fighter": 1.0, "rogue": 1.0, "gold": 0.5}
    #: the Hard evaluation's weights, set by self-play against Normal: V = VP a placement is worth;
    #: profit = share of a quest's profit counted before it is paid for; risk = chance lost per missing
    #: unit; budget = share of the placements left that go to gathering; open = weight of the spaces
    #: still open this round (denial); visit = chance per rival that a building of ours is visited in a
    #: round; plot = VP a plot quest brings per round; building = extra VP per owned building per round;
    #: free = how much of their early worth resources no quest needs keep; static = share of Normal's
    #: position_value in the blend; scale = VP difference that reads as a clear lead.
    HARD: ClassVar[dict[str, float]] = {"open": 0.5, "visit": 0.35, "plot": 0.8, "scale": 25.0, "building": 0.0,
                                        "budget": 0.85, "V": 2.0, "risk": 0.08, "profit": 0.5,
                                        "static": 0.5, "free": 1.0}

    def placements_left(self, s: WaterdeepState, i: int) -> int:
        """Agent placements `i` still makes this game: its pool now, and its agents in the rounds to
        come (with the extra agent from round 5)."""
        su = s.data.setup
        left = s.pool[i] if s.phase not in ("round_start",) else s.agents[i]
        for r in range(s.round + 1, su.rounds + 1):
            left += s.agents[i] + (1 if s.round < su.extra_agent_round <= r else 0)
        return left

    def _steps_worth(self, s: WaterdeepState, steps: Any, sv: dict[str, float], rounds_left: int,
                     need: dict[str, float] | None = None) -> float:
        """A rough VP worth of an effect's steps for the one who gets them (resources at `sv`, scaled
        up where they fill a quest's `need`; cards and extra actions at a flat rate)."""
        total = 0.0
        for st in steps:
            op = st.op
            if op == "gain" and st.who == "self":
                mult = 1.0 if st.per is None else 1.5
                for k, v in st.res.items():
                    if k == "vp":
                        total += v * mult
                    else:
                        boost = 1.0
                        if need is not None and need.get(k, 0) > 0:
                            boost = 1.0 + 0.5 * min(1.0, need[k] / max(v, 1))
                        total += v * sv[k] * mult * boost
            elif op == "gain_any":
                total += st.count * max(sv["cleric"], sv["wizard"])
            elif op == "draw_intrigue" and st.who == "self":
                total += st.count * self._intrigue_worth(rounds_left)
            elif op in ("take_quest", "draw_quest"):
                total += 1.2 if rounds_left > 1 else 0.2
            elif op == "play_intrigue":
                total += 1.5
            elif op == "buy_building":
                total += 1.5 if rounds_left > 2 else 0.3
            elif op == "take_neutral_agent":
                total += self.HARD["V"] * 0.8
            elif op in ("take_first_player", "return_agent", "assign_agent", "use_occupied_space"):
                total += 1.0
            elif op == "choose":
                total += max((self._steps_worth(s, opt, sv, rounds_left, need) for opt in st.options), default=0.0)
            elif op in ("complete_taken_quest", "special"):
                total += 2.0
        return total

    def _intrigue_worth(self, rounds_left: int) -> float:
        return 0.0 if rounds_left <= 0 else min(2.5, 0.6 + 0.5 * rounds_left)

    def hard_value(self, s: WaterdeepState, i: int) -> float:
        """The Hard computer's estimate of seat `i`'s final score, in VP.

        Resources are worth what they buy while agents remain (an agent placement ≈ 2 VP ≈ a Cleric
        or Wizard ≈ two Fighters or Rogues ≈ four Gold) and fall to their final-scoring worth (1 VP an
        adventurer, 2 Gold a VP) as the placements run out. Quests in hand are matched with the
        tavern: a quest that can be paid now is worth its reward (VP, resources, Lord bonus, a plot
        quest's lasting effect); one short of resources is worth its reward less the placements still
        needed, if there are placements enough left for it. Intrigue cards, buildings (owner benefits
        in the rounds to come, Larissa's bonus) and the spaces still open to the seat this round count
        too, and Gold breaks ties."""
        d = s.data
        su = d.setup
        rounds_left = su.rounds - s.round          # whole rounds after this one
        placements = self.placements_left(s, i)
        total_placements = max(1, su.rounds * (s.agents[i] + 1))
        g = min(1.0, placements / (0.5 * total_placements))       # 1 early, 0 with no placement left
        V = self.HARD["V"]
        sv = {k: self.END_VP[k] + max(0.0, self.UNITS[k] * V - self.END_VP[k]) * g for k in self.UNITS}
        tav = s.tavern[i]
        lord = d.lords.get(s.lords[i]) if s.lords[i] != HIDDEN else None
        val = float(s.vp[i])
        blds = len(s.buildings_of(i))
        if lord:
            val += lord.score([d.quests[q].type for q in s.completed[i]], blds)
        # quests: mandatory ones first (they block the rest), then the most profitable
        left = {k: tav[k] for k in TAVERN}
        budget = placements * self.HARD["budget"]
        quests: list[tuple[float, str, dict[str, int], float]] = []
        for q in s.mandatory[i]:
            card = d.intrigue[q]
            cost = card.quest.cost.as_dict()
            reward = sum(v * (1.0 if k == "vp" else sv[k]) for k, v in card.quest.reward.steps[0].res.items()) \
                if card.quest.reward.steps and card.quest.reward.steps[0].op == "gain" else 2.0
            quests.append((1e9, q, cost, reward))
        for q in s.quests[i]:
            qu = d.quests[q]
            cost = qu.cost.as_dict()
            bundle = qu.reward_bundle()
            reward = float(bundle.vp) + sum(getattr(bundle, k) * sv[k] for k in self.UNITS)
            reward += self._steps_worth(s, [st for st in qu.reward.steps if st.op != "gain"], sv, rounds_left)
            if lord:
                reward += sum(b.vp for b in lord.bonus if b.per == "completed_quest" and qu.type in b.quest_types)
            if qu.plot:
                reward += 0.8 * rounds_left + (0.8 if placements > 1 else 0.0)
            units = sum(self.UNITS[k] * v for k, v in cost.items())
            quests.append(((reward - units * V) / max(units, 0.5), q, cost, reward))
        quests.sort(key=lambda t: -t[0])
        need: dict[str, float] = {}
        blocked = bool(s.mandatory[i])
        for _ratio, q, cost, reward in quests:
            alloc = {k: min(v, left[k]) for k, v in cost.items()}
            missing = {k: v - alloc[k] for k, v in cost.items()}
            m_units = sum(self.UNITS[k] * v for k, v in missing.items())
            alloc_sv = sum(sv[k] * v for k, v in alloc.items())
            if m_units <= 0:
                # payable: the reward, a touch less than in hand (it could still be stolen or blocked)
                worth = 0.97 * reward + 0.03 * alloc_sv
                if blocked and q not in s.mandatory[i]:
                    worth = 0.9 * reward + 0.1 * alloc_sv
            elif m_units <= budget and placements > 0:
                risk = 1.0 - min(0.7, self.HARD["risk"] * m_units + (0.25 if placements <= 2 else 0.0))
                worth = max(alloc_sv, alloc_sv + (reward - m_units * V - alloc_sv) * risk * self.HARD["profit"])
                if q in s.mandatory[i]:
                    worth = min(worth, alloc_sv + reward - m_units * V)
            else:
                worth = alloc_sv if q not in s.mandatory[i] else alloc_sv - 4.0
            if m_units <= budget:
                budget -= m_units
                for k, v in alloc.items():
                    left[k] -= v
                for k, v in missing.items():
                    if v > 0:
                        need[k] = need.get(k, 0) + v
            else:
                alloc_sv = 0.0
                worth = 0.0 if q not in s.mandatory[i] else -4.0
            val += worth
        # the resources no quest will use
        free = self.HARD["free"]
        for k in TAVERN:
            val += left[k] * (self.END_VP[k] + (sv[k] - self.END_VP[k]) * free)
        val += 0.01 * tav["gold"]                    # the tie-break
        val += len(s.hands[i]) * self._intrigue_worth(min(rounds_left, placements))
        # completed plot quests keep paying
        val += len(s.plots[i]) * self.HARD["plot"] * rounds_left
        # buildings: the owner benefit whenever an opponent visits in the rounds to come
        visit = min(0.9, self.HARD["visit"] * (s.players - 1))
        for b in s.buildings_of(i):
            ben = self._steps_worth(s, d.buildings[b].owner.steps, sv, rounds_left)
            val += visit * ben * rounds_left + self.HARD["building"] * rounds_left
        # this round: the best spaces still open to the seat
        if s.pool[i] > 0 and s.phase in ("place", "effects", "complete", "reward", "ambassador"):
            val += self._open_space_worth(s, i, sv, need, rounds_left)
        return val

    def _open_space_worth(self, s: WaterdeepState, i: int, sv: dict[str, float], need: dict[str, float],
                          rounds_left: int) -> float:
        """What seat `i`'s remaining agents can still take this round (the best free spaces), so that
        taking a space a rival needs counts as denying it."""
        d = s.data
        vals = []
        for place in d.space_order:
            if s.occ.get(place) or (place in d.harbor and not s.hands[i]):
                continue
            vals.append(self._steps_worth(s, d.spaces[place].effect.steps, sv, rounds_left, need))
        for lot, b in s.lots.items():
            if b is None or s.occ.get(lot):
                continue
            w = self._steps_worth(s, d.buildings[b].visit.steps, sv, rounds_left, need)
            if d.buildings[b].accumulate is not None:
                w += sum(v * (1.0 if k == "vp" else sv[k]) for k, v in s.stock.get(b, {}).items())
            if s.owner.get(b) not in (None, i):
                w -= 0.5
            vals.append(w)
        vals.sort(reverse=True)
        return self.HARD["open"] * sum(vals[: s.pool[i]])

    def evaluate(self, state: WaterdeepState, seat: int, level: str | None = None) -> float:
        """tanh of this seat's worth less the best rival's. `level="hard"` judges by `hard_value` (the
        expected final score) blended half and half with the plain `position_value`: in self-play the
        blend beat Normal where either alone only drew with it. Anything else: `position_value`."""
        return self._evaluate(state, seat, 0, level == "hard")

    def _evaluate(self, s: WaterdeepState, seat: int, depth: int, hard: bool = False) -> float:
        """tanh of (this seat's worth − the best rival's). A position waiting on a decision (which quest,
        which building, complete a quest or not) is judged by the choice its decider would make, so that
        a placement is worth what it leads to, not its half-done state."""
        if s.over:
            if seat in s.winners:
                return 1.0 if len(s.winners) == 1 else 0.5
            return -1.0
        if depth < 2 and (s.pending is not None or s.phase == "complete"):
            acts = self.legal_actions(s)
            if len(acts) > 1:
                decider = acts[0].seat
                best = None
                for a in acts[:16]:
                    after, _ev = self.apply(s, a)
                    mine = self._evaluate(after, decider, depth + 1, hard)
                    if best is None or mine > best[0]:
                        best = (mine, after)
                return best[0] if decider == seat else self._evaluate(best[1], seat, depth + 1, hard)
        if hard:
            mix = self.HARD["static"]      # how much of Normal's position_value to blend in
            vals = [(1.0 - mix) * self.hard_value(s, i) + (mix * self.position_value(s, i) if mix else 0.0)
                    for i in range(s.players)]
            rival = max(v for i, v in enumerate(vals) if i != seat)
            return math.tanh((vals[seat] - rival) / self.HARD["scale"])
        vals = [self.position_value(s, i) for i in range(s.players)]
        rival = max(v for i, v in enumerate(vals) if i != seat)
        return math.tanh((vals[seat] - rival) / 20.0)

    def agent_for(self, level: str) -> Any:
        """The game's own computer for a level (see `engines.ai.agents.game_agent`): Hard is a search over
        determinised hidden cards (engines/waterdeep/ai.py); the other levels are the shared ones."""
        if level == "hard":
            from .ai import WaterdeepSearchAgent
            return WaterdeepSearchAgent()
        return None

    def rollout_action(self, state: WaterdeepState, actions: list[Action], rng: Any) -> Action:
        s = state
        dice = Dice(rng)   # the play-out's own choices, through the shared dice (never the game's chance)
        if len(actions) == 1:
            return actions[0]
        kind = actions[0].kind
        if kind == "complete" or any(a.kind == "complete" for a in actions):
            best = max((a for a in actions if a.kind == "complete"),
                       key=lambda a: s.data.quests[a["quest"]].reward_bundle().vp if a["quest"] in s.data.quests
                       else 10)
            return best
        if kind in ("place", "reassign", "place_ambassador"):
            seat = actions[0].seat
            need = Counter()
            for q in s.quests[seat]:
                for k, v in s.data.quests[q].cost.as_dict().items():
                    need[k] += max(0, v - s.tavern[seat][k])
            weights = []
            for a in actions:
                effect, _b = self._effect_of(s, a["place"])
                w = 1.0
                for st in effect.steps if effect else ():
                    if st.op == "gain":
                        w += sum(min(v, need[k]) * self.VALUE.get(k, 0.3) for k, v in st.res.items() if k != "vp")
                        w += st.res.vp * 0.5
                    elif st.op == "take_quest":
                        w += 2.5 if len(s.quests[seat]) < 3 else 0.2
                    elif st.op == "play_intrigue":
                        w += 1.5
                    elif st.op == "buy_building":
                        w += 1.5 if s.round < 6 else 0.2
                    elif st.op == "take_stock":
                        w += 1.5
                weights.append(w)
            return dice.pick_weighted(actions, weights)
        if kind == "respond":
            return next(a for a in actions if a["give"])
        if kind == "decide":
            return next(a for a in actions if a["yes"]) if dice.happens(0.8) else dice.pick(actions)
        return dice.pick(actions)

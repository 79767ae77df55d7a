"""What a seat can afford: the costs among an effect's steps, the intrigue cards it can play, the
occupied spaces whose action it could copy, and the price of a quest."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engines.core.i18n import T

from .board import effect_of, own_free_buildings
from .state import ADV, WaterdeepState
from .texts import cost_text, res_text


def cannot(s: WaterdeepState, seat: int, steps: Iterable[Any], depth: int) -> str | None:
    """The first cost among `steps` that `seat` cannot pay (as a sentence), or None."""
    if depth > 2:
        return None
    tav = s.tavern[seat]
    gold = tav["gold"]
    have = {k: tav[k] for k in ADV}
    for st in steps:
        op = st.op
        if op in ("pay", "give"):       # (a gift to an opponent costs like a payment)
            for k, v in st.res.items():
                if k == "gold":
                    if gold < v:
                        return T("That costs {cost} Gold and you have {have}.", cost=v, have=gold)
                    gold -= v
                elif k in have:
                    if have[k] < v:
                        return T("That costs {cost} and you have {have}.", cost=res_text({k: v}), have=have[k])
                    have[k] -= v
                elif k == "corruption":
                    held = tav.get("corruption", 0)
                    if held < v:
                        return T("That costs {cost} and you have {have}.", cost=res_text({k: v}), have=held)
        elif op == "pass_mandatory_quest":
            if not s.mandatory[seat]:
                return T("That needs a mandatory quest of yours to pass on.")
            if st.only is not None and not any(eligible(s, seat, o, st.only) for o in s.opponents(seat)):
                return T("No opponent holds corruption to pass the quest to.") if st.only == "has_corruption" else \
                    T("No opponent holds more corruption than you.")
        elif op == "discard_quest" and not st.optional:
            if len(s.quests[seat]) < st.count:
                return T("That needs %n uncompleted quest(s) of yours to discard.", None, st.count)
        elif op == "place_on_spaces" and st.source == "tavern":
            if st.res is not None:
                for k, v in st.res.items():
                    if tav.get(k, 0) < v * st.spaces:
                        return T("That leaves {what} on action spaces, and you have {have}.",
                                 what=res_text({k: v * st.spaces}), have=tav.get(k, 0))
            elif sum(have[k] for k in st.any_of) < st.spaces:
                return T("That leaves %n adventurer(s) on action spaces, and you have fewer.", None, st.spaces)
        elif op == "return_any" and not st.optional:
            if sum(have[k] for k in st.of) < st.count:
                return T("You need %n adventurers to give back for that.", None, st.count)
        elif op == "play_intrigue" and not st.optional:
            if not any(playable(s, seat, c, depth + 1) for c in s.hands[seat]):
                return T("Waterdeep Harbor needs an intrigue card in your hand.")
        elif op == "buy_building" and st.source == "builders_hall":
            if all(b is not None for b in s.lots.values()):
                return T("Every lot in the city is built on: no building can be bought.")
            tiles = [b for b in s.hall if b is not None]
            if not tiles:
                return T("Builder's Hall has no building for sale.")
            if not st.free and not any(max(0, s.data.buildings[b].cost - st.discount) <= gold for b in tiles):
                cheapest = min(s.data.buildings[b].cost for b in tiles)
                return T("You cannot afford any building in Builder's Hall (the cheapest costs {cheapest} Gold, "
                         "you have {gold}).", cheapest=cheapest, gold=gold)
        elif op == "use_occupied_space":
            if not copy_targets(s, seat, depth + 1, st.only):
                return T("No space held by an opponent's agent offers an action you can take.")
        elif op == "special":
            if st.name == "change_of_plans" and not (s.quests[seat] or s.mandatory[seat]):
                return T("Change of Plans needs an uncompleted quest of yours to discard.")
            if st.name == "real_estate_deal" and (not own_free_buildings(s, seat)
                                                  or not any(b is not None for b in s.hall)):
                return T("Real Estate Deal needs a building of yours with no agent on it, and a building "
                         "for sale in Builder's Hall.")
    return None


def eligible(s: WaterdeepState, seat: int, other: int, only: str | None) -> bool:
    """(Skullport) Whether the opponent `other` is one a step's `only` names: holding more corruption than
    `seat` ("more_corruption") or holding any ("has_corruption"); every opponent without a filter."""
    if only is None:
        return True
    theirs = s.tavern[other].get("corruption", 0)
    if only == "more_corruption":
        return theirs > s.tavern[seat].get("corruption", 0)
    if only == "has_corruption":
        return theirs > 0
    raise ValueError(f"unknown opponent filter {only}")


def playable(s: WaterdeepState, seat: int, card: str, depth: int) -> bool:
    """Whether `seat` could play the intrigue card `card` now."""
    c = s.data.intrigue[card]
    if c.kind == "mandatory_quest":
        # (Undermountain) an opponent who has shown its Lord cannot be given one
        return any(o not in s.shown_lords for o in s.opponents(seat))
    if card == "accelerate_plans":
        # it returns an agent from the harbor: the one just sent there counts
        return True
    return cannot(s, seat, c.effect.steps, depth) is None


def copy_targets(s: WaterdeepState, seat: int, depth: int, only: str | None = None) -> list[str]:
    """The spaces an opponent's agent (or the Ambassador) holds whose action `seat` could use; with `only`
    (modules), just the spaces whose agent belongs to such an opponent."""
    out = []
    for place, occ in s.occ.items():
        if place.startswith("hall:") or not any(o != seat or a for o, a in occ):
            continue
        if only is not None and not any(o != seat and eligible(s, seat, o, only) for o, _a in occ):
            continue
        effect, _b = effect_of(s, place)
        if effect is None or any(st.op == "use_occupied_space" for st in effect.steps):
            continue
        if place in s.data.harbor and not any(playable(s, seat, c, depth + 1) for c in s.hands[seat]):
            continue
        if cannot(s, seat, effect.steps, depth) is None:
            out.append(place)
    return out


def quest_cost(s: WaterdeepState, q: str) -> dict[str, int]:
    """What completing `q` costs: a quest card, or the quest a mandatory-quest intrigue card carries."""
    if q in s.data.quests:
        return s.data.quests[q].cost.as_dict()
    return s.data.mandatory_quest(q).cost.as_dict()


def cost_any(s: WaterdeepState, q: str) -> int:
    """(Modules) The adventurers of any kinds `q` costs on top of its fixed cost."""
    return s.data.quests[q].cost_any if q in s.data.quests else 0


def quest_price(s: WaterdeepState, q: str) -> str:
    """What completing `q` costs, in words."""
    return cost_text(quest_cost(s, q), cost_any(s, q))


def can_pay(s: WaterdeepState, seat: int, q: str) -> bool:
    tav = s.tavern[seat]
    cost = quest_cost(s, q)
    if not all(tav[k] >= v for k, v in cost.items()):
        return False
    extra = cost_any(s, q)
    return not extra or sum(tav[k] - cost.get(k, 0) for k in ADV) >= extra

"""The decks and the face-up rows: drawing quests and intrigue cards (a spent deck is rebuilt from its
discard pile), and refilling Cliffwatch Inn and Builder's Hall."""
from __future__ import annotations

from engines.core import Event, reshuffle
from engines.core.i18n import T

from .state import WaterdeepState
from .texts import GAME, R_CLIFF, R_DECKS, R_HALL, R_INTRIGUE, explain, quest_offer


def draw_quest(s: WaterdeepState, ev: list[Event], why: str) -> str | None:
    """The top quest of the deck (None when the deck and its discard pile are both empty)."""
    if not s.quest_deck:
        if not s.quest_discard:
            ev.append(Event(T("The quest deck and its discard pile are empty: no quest is drawn."), kind="draw"))
            return None
        s.quest_deck, s.quest_discard = s.quest_discard, []
        roll = reshuffle(s.own_rng(), s.quest_deck, T("Shuffle the %n discarded quests", None, len(s.quest_deck)),
                         T("They form the new quest deck."), R_DECKS, GAME)
        ev.append(Event(T("The quest deck is empty: the {n} discarded quests are shuffled into a new deck.",
                          n=len(s.quest_deck)), kind="draw", roll=roll))
    return s.quest_deck.pop()


def draw_intrigue(s: WaterdeepState, seat: int, ev: list[Event], why: str) -> str | None:
    """Deal the top intrigue card into `seat`'s hand (only its holder learns which)."""
    if not s.intrigue_deck:
        if not s.intrigue_discard:
            ev.append(Event(T("The intrigue deck and its discard pile are empty: {seat} draws nothing.",
                              seat=s.name(seat)), kind="draw", seat=seat))
            return None
        s.intrigue_deck, s.intrigue_discard = s.intrigue_discard, []
        roll = reshuffle(s.own_rng(), s.intrigue_deck,
                         T("Shuffle the %n discarded intrigue cards", None, len(s.intrigue_deck)),
                         T("They form the new intrigue deck."), R_DECKS, GAME)
        ev.append(Event(T("The intrigue deck is empty: the {n} discarded cards are shuffled into a new deck.",
                          n=len(s.intrigue_deck)), kind="draw", roll=roll))
    c = s.intrigue_deck.pop()
    s.hands[seat].append(c)
    card = s.data.intrigue[c]
    ev.append(Event(T("{seat} draws an intrigue card ({why}).", seat=s.name(seat), why=why), kind="draw",
                    seat=seat, roll=explain(T("Draw the top intrigue card"), T("a card only its holder sees"),
                                            T("It goes into {seat}'s hand.", seat=s.name(seat)), R_INTRIGUE)))
    ev.append(Event(T("You draw {card}: {text}", card=card.name, text=card.effect.text), kind="private",
                    seat=seat, visible_to=(seat,),
                    roll=explain(T("Draw the top intrigue card"), card.name,
                                 T("It is in your hand; play it by sending an agent to Waterdeep Harbor."),
                                 R_INTRIGUE)))
    return c


def refill_quest(s: WaterdeepState, slot: int, ev: list[Event]) -> None:
    """Turn up a quest for the empty slot `slot` of Cliffwatch Inn."""
    q = draw_quest(s, ev, T("refill Cliffwatch Inn"))
    s.cliffwatch[slot] = q
    if q:
        quest = s.data.quests[q]
        ev.append(Event(T("{quest} ({type}) is turned face up at Cliffwatch Inn.", quest=quest.name,
                          type=quest.type.capitalize()), kind="draw",
                        roll=explain(T("Turn up the top quest of the deck for Cliffwatch Inn"),
                                     quest_offer(quest),
                                     T("It fills slot {slot} at Cliffwatch Inn.", slot=slot + 1), R_CLIFF)))


def refill_hall(s: WaterdeepState, slot: int, ev: list[Event]) -> None:
    """Turn up a building tile for the empty slot `slot` of Builder's Hall (its VP tokens start at 0)."""
    s.hall_vp[slot] = 0
    if not s.building_stack:
        s.hall[slot] = None
        ev.append(Event(T("The building stack is empty: the slot in Builder's Hall stays empty."), kind="draw"))
        return
    b = s.building_stack.pop()
    s.hall[slot] = b
    tile = s.data.buildings[b]
    ev.append(Event(T("{building} ({cost} Gold) is turned face up in Builder's Hall.", building=tile.name,
                      cost=tile.cost), kind="draw",
                    roll=explain(T("Turn up the top tile of the building stack"),
                                 T("{building} (costs {cost} Gold): {visit} Owner: {owner}", building=tile.name,
                                   cost=tile.cost, visit=tile.visit.text, owner=tile.owner.text),
                                 T("It is for sale in Builder's Hall (slot {slot}).", slot=slot + 1), R_HALL)))

"""Placing agents: which spaces a seat may send an agent to (and why not), what sending one there does
(its action and any owner benefit are queued), and how an offered placement reads.

A placement has a mode: "place" (from the pool, on one's turn), "ambassador" (the Ambassador before
the first player's turn), "reassign" (an agent leaving Waterdeep Harbor at the round's end) or
"assign" (an extra agent a card sends)."""
from __future__ import annotations

from collections.abc import Callable

from engines.core import Event, Illegal
from engines.core.i18n import T

from .board import all_places, effect_of, place_name, remove_occupant
from .buildings import owner_benefit
from .costs import cannot, playable
from .effects import modifier
from .piles import counted, take_pile
from .state import Frame, WaterdeepState
from .texts import R_BASIC, R_BUILDINGS, R_HARBOR, R_PLACE, R_REASSIGN, R_TURN

#: an offered placement in words, by mode and whether Recover the Magister's Orb is needed: without an owner
#: benefit for somebody else, and with one
LABELS: dict[tuple[str, bool], Callable[[str, str], str]] = {
    ("place", False): lambda p, t: T("Send an agent to {place}: {text}", place=p, text=t),
    ("place", True): lambda p, t: T("Send an agent to {place} (with Recover the Magister's Orb): {text}",
                                    place=p, text=t),
    ("ambassador", False): lambda p, t: T("Place the Ambassador on {place}: {text}", place=p, text=t),
    ("reassign", False): lambda p, t: T("Reassign the harbor agent to {place}: {text}", place=p, text=t),
    ("assign", False): lambda p, t: T("Assign an extra agent to {place}: {text}", place=p, text=t)}
OWNED_LABELS: dict[tuple[str, bool], Callable[[str, str, str, str], str]] = {
    ("place", False): lambda p, t, o, b: T("Send an agent to {place}: {text} ({owner} gets the owner benefit: "
                                           "{benefit})", place=p, text=t, owner=o, benefit=b),
    ("place", True): lambda p, t, o, b: T("Send an agent to {place} (with Recover the Magister's Orb): {text} "
                                          "({owner} gets the owner benefit: {benefit})", place=p, text=t, owner=o,
                                          benefit=b),
    ("ambassador", False): lambda p, t, o, b: T("Place the Ambassador on {place}: {text} ({owner} gets the owner "
                                                "benefit: {benefit})", place=p, text=t, owner=o, benefit=b),
    ("reassign", False): lambda p, t, o, b: T("Reassign the harbor agent to {place}: {text} ({owner} gets the "
                                              "owner benefit: {benefit})", place=p, text=t, owner=o, benefit=b),
    ("assign", False): lambda p, t, o, b: T("Assign an extra agent to {place}: {text} ({owner} gets the owner "
                                            "benefit: {benefit})", place=p, text=t, owner=o, benefit=b)}


def place_problem(s: WaterdeepState, seat: int, place: str, mode: str) -> Illegal | None:
    """Why `seat` may not send an agent (mode place / ambassador / reassign / assign) to `place`."""
    d = s.data
    if place.startswith("hall:") and place[5:] in s.hall:
        # (Undermountain) Obtain Builder's Plans: once a round onto a building still for sale
        if mode != "place" or not plans_ready(s, seat):
            return Illegal(T("A building for sale in Builder's Hall can only be visited with Obtain Builder's "
                             "Plans, once a round."), R_PLACE)
        if s.occ.get(place):
            return Illegal(T("An agent already stands on that building."), R_PLACE)
    elif place not in d.spaces and place not in s.lots:
        return Illegal(T("There is no action space called '{place}'.", place=place), R_PLACE)
    effect, _b = effect_of(s, place)
    if effect is None:
        return Illegal(T("No building stands on lot {number} yet: buy one at Builder's Hall first.",
                         number=place[4:]), R_PLACE)
    if mode in ("reassign", "assign") and place in d.harbor:
        return Illegal(T("An agent cannot be reassigned to Waterdeep Harbor.") if mode == "reassign" else
                       T("An agent assigned by a card cannot go to Waterdeep Harbor."), R_REASSIGN)
    occ = s.occ.get(place, ())
    if occ:
        # the Ambassador counts as an opponent's agent for every player, its holder too
        opponent_there = any(o != seat or a for o, a in occ)
        if mode == "place" and orb_ready(s, seat) and opponent_there and (seat, False) not in occ:
            pass   # Recover the Magister's Orb: once a round onto a space an opponent holds
        elif (seat, False) in occ:
            return Illegal(T("You already have an agent on that space."), R_PLACE)
        else:
            who = occ[0][0]
            if occ[0][1]:
                return Illegal(T("That space is taken by the Ambassador (held by {seat}).", seat=s.name(who)),
                               R_PLACE)
            return Illegal(T("That space is taken by {seat}.", seat=s.name(who)), R_PLACE)
    if mode == "place" and s.pool[seat] <= 0:
        return Illegal(T("You have no agent left in your pool this round."), R_TURN)
    if place in d.harbor:
        if not s.hands[seat]:
            return Illegal(T("Waterdeep Harbor needs an intrigue card in your hand."), R_HARBOR)
        if not any(playable(s, seat, c, 1) for c in s.hands[seat]):
            return Illegal(T("None of the intrigue cards in your hand can be played now, so Waterdeep Harbor "
                             "is closed to you."), R_HARBOR)
    with counted(s, seat, place):      # a pile left there is taken before the action: it helps pay
        why = cannot(s, seat, effect.steps, 0)
    if why is not None:
        return Illegal(why, R_BUILDINGS if place in s.lots else R_BASIC)
    return None


def orb_ready(s: WaterdeepState, seat: int) -> bool:
    """Whether `seat` holds Recover the Magister's Orb, unused this round."""
    return f"{seat}:orb" not in s.used and modifier(s, seat, "assign_to_occupied_once_per_round") is not None


def plans_ready(s: WaterdeepState, seat: int) -> bool:
    """(Undermountain) Whether `seat` holds Obtain Builder's Plans, unused this round."""
    return f"{seat}:plans" not in s.used and modifier(s, seat, "assign_to_builders_hall_once_per_round") is not None


def placements(s: WaterdeepState, seat: int, mode: str) -> list[str]:
    """Every space `seat` may send an agent to in `mode` (with Obtain Builder's Plans, a building for sale too)."""
    places = all_places(s)
    if mode == "place" and plans_ready(s, seat):
        places += [f"hall:{b}" for b in s.hall if b is not None]
    return [p for p in places if place_problem(s, seat, p, mode) is None]


def enter(s: WaterdeepState, seat: int, place: str, amb: bool, ev: list[Event], action: bool) -> None:
    """Put an agent (or the Ambassador) on `place` and queue its action and any owner benefit."""
    occ = s.occ.get(place, ())
    if occ and f"{seat}:orb" not in s.used and any(o != seat or a for o, a in occ):
        s.used.add(f"{seat}:orb")
        ev.append(Event(T("{seat} uses Recover the Magister's Orb to join an opponent's agent there.",
                          seat=s.name(seat)), kind="place", seat=seat))
    s.occ[place] = (*occ, (seat, amb))
    take_pile(s, seat, place, ev, action)
    effect, b = effect_of(s, place)
    steps = tuple(effect.steps) if effect is not None else ()
    s.stack.append(Frame(seat, steps, 0, {"action": action, "place": place, "building": b,
                                          "source": place_name(s, place)}))
    if b is not None and place in s.lots:
        owner_benefit(s, b, seat, amb, ev)


def place(s: WaterdeepState, seat: int, where: str, mode: str, ev: list[Event]) -> None:
    """`seat`'s turn: an agent from the pool, the Ambassador, or the harbor agent goes to `where`."""
    amb = False
    if mode == "ambassador":
        amb = True
        s.ambassador = "placed"
        ev.append(Event(T("{seat} places the Ambassador on {place}.", seat=s.name(seat), place=place_name(s, where)),
                        kind="place", seat=seat))
    elif mode == "reassign":
        if s.reassigning is not None:
            sid, _seat, amb = s.reassigning
            remove_occupant(s, sid, seat, amb)
        s.reassigning = None
        ev.append(Event(T("{seat} moves the agent from Waterdeep Harbor to {place}.", seat=s.name(seat),
                          place=place_name(s, where)), kind="place", seat=seat))
    else:
        s.pool[seat] -= 1
        ev.append(Event(T("{seat} sends an agent to {place}.", seat=s.name(seat), place=place_name(s, where)),
                        kind="place", seat=seat))
        if where.startswith("hall:"):
            s.used.add(f"{seat}:plans")     # (Undermountain) Obtain Builder's Plans, used for this round
    s.actor = seat
    s.current = seat
    s.action_place, s.action_intrigue = where, False
    s.action_gained = set()
    s.action_fired = False
    s.phase = "effects"
    enter(s, seat, where, amb, ev, True)


def place_label(s: WaterdeepState, place: str, mode: str) -> str:
    """An offered placement in words: the verb of its mode, the space, its action and any owner benefit (the
    data's texts whole, as the catalog has them)."""
    effect, b = effect_of(s, place)
    text = effect.text if effect else ""
    if place in s.data.harbor:
        text = T("Play an intrigue card; after all agents are out this agent moves to a free space.")
    key = (mode, bool(mode == "place" and s.occ.get(place)))
    owner = s.owner.get(b) if b is not None and place in s.lots else None
    if b is not None and owner is not None and owner != s.current:
        return OWNED_LABELS[key](place_name(s, place), text, s.name(owner), s.data.buildings[b].owner.text)
    return LABELS[key](place_name(s, place), text)

"""Buildings: buying a tile at Builder's Hall (or the top of the stack), putting it on a free lot under
its buyer's control, the piles of accumulating buildings, and the owner's benefit when an opponent
sends an agent there."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .decisions import ask, decision
from .decks import refill_hall
from .effects import fire, modifier, off_track, op
from .state import ADV, Decision, Frame, WaterdeepState
from .texts import R_BUILDINGS, R_HALL, explain, res_text


@op("buy_building")
def _buy_building(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    if all(b is not None for b in s.lots.values()):
        ev.append(Event(T("Every lot is built on: no building can be added."), kind="building"))
        return
    gold = s.tavern[f.seat]["gold"]
    if st.source == "stack":
        if not s.building_stack:
            ev.append(Event(T("The building stack is empty."), kind="building"))
            return
        b = s.building_stack[-1]
        price = 0 if st.free else max(0, s.data.buildings[b].cost - st.discount)
        if price > gold:
            return
        s.building_stack.pop()
        tile = s.data.buildings[b]
        ev.append(Event(T("{seat} takes the top building tile: {building}.", seat=s.name(f.seat), building=tile.name),
                        kind="building", seat=f.seat,
                        roll=explain(T("Take the top tile of the building stack"), tile.name,
                                     T("{building} comes into play under {seat}'s control.", building=tile.name,
                                       seat=s.name(f.seat)), R_HALL)))
        build(s, f.seat, b, price, 0, ev)
        return
    opts = []
    for slot, tile_id in enumerate(s.hall):
        if tile_id is None:
            continue
        tile = s.data.buildings[tile_id]
        price = 0 if st.free else max(0, tile.cost - st.discount)
        if price <= gold:
            vp = s.hall_vp[slot]
            opts.append(({"building": tile_id},
                         T("Buy {building} for {price} Gold, +{vp} VP: {visit} Owner: {owner}", building=tile.name,
                           price=price, vp=vp, visit=tile.visit.text, owner=tile.owner.text) if vp else
                         T("Buy {building} for {price} Gold: {visit} Owner: {owner}", building=tile.name,
                           price=price, visit=tile.visit.text, owner=tile.owner.text)))
    ask(s, "buy", f.seat, T("Choose a building from Builder's Hall."), opts, ev, free=st.free, discount=st.discount)


@decision("buy")
def _bought(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    b = p["building"]
    slot = s.hall.index(b)
    tile = s.data.buildings[b]
    price = 0 if d.data.get("free") else max(0, tile.cost - d.data.get("discount", 0))
    vp = s.hall_vp[slot]
    s.hall[slot] = None
    build(s, d.seat, b, price, vp, ev)
    refill_hall(s, slot, ev)


def build(s: WaterdeepState, seat: int, b: str, price: int, vp: int, ev: list[Event]) -> None:
    """Put the tile `b` on the first free lot under `seat`'s control, for `price` Gold and its `vp` tokens."""
    tile = s.data.buildings[b]
    s.tavern[seat]["gold"] -= price
    lot = next(lot for lot, x in s.lots.items() if x is None)
    s.lots[lot] = b
    s.owner[b] = seat
    s.vp[seat] += vp
    name, number = s.name(seat), lot[4:]
    said = (T("{seat} builds {building} on lot {number} for {price} Gold and scores its {vp} VP tokens.", seat=name,
              building=tile.name, number=number, price=price, vp=vp) if vp else
            T("{seat} builds {building} on lot {number} for {price} Gold.", seat=name, building=tile.name,
              number=number, price=price))
    then = (T("Paid {price} Gold and scored {vp} VP. Anyone may send an agent there from now on; when an opponent "
              "does, {seat} gets the owner benefit (not for their own agents).", price=price, vp=vp, seat=name) if vp
            else T("Paid {price} Gold. Anyone may send an agent there from now on; when an opponent does, {seat} "
                   "gets the owner benefit (not for their own agents).", price=price, seat=name))
    ev.append(Event(said, kind="building", seat=seat,
                    roll=explain(T("{seat} builds {building} (lot {number})", seat=name, building=tile.name,
                                   number=number),
                                 T("Visit: {visit} Owner: {owner}", visit=tile.visit.text, owner=tile.owner.text),
                                 then, R_BUILDINGS)))
    ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
    if tile.accumulate is not None:
        accumulate(s, b, ev)
    if b == "the_palace_of_waterdeep" and s.ambassador == "box":
        s.ambassador = "palace"
        ev.append(Event(T("The Ambassador takes its place on The Palace of Waterdeep."), kind="building"))
    fire(s, seat, "buy_building")


def accumulate(s: WaterdeepState, b: str, ev: list[Event]) -> None:
    """Pile the accumulating building `b`'s resources on it (adventurers as far as the supply lasts)."""
    acc = s.data.buildings[b].accumulate
    if acc is None:
        return
    pile = s.stock.setdefault(b, {})
    added = {}
    for k, v in acc.items():
        if k in ADV:
            v = min(v, s.supply[k])
            s.supply[k] -= v
        elif k == "corruption":       # (Skullport) off the track, as far as it holds
            v = off_track(s, v)
        pile[k] = pile.get(k, 0) + v
        added[k] = v
    ev.append(Event(T("{added} piled on {building} (now {pile}).", added=res_text(added),
                      building=s.data.buildings[b].name, pile=res_text(pile)),
                    kind="round"))


def owner_benefit(s: WaterdeepState, b: str, seat: int, amb: bool, ev: list[Event]) -> None:
    """`seat` uses the building `b`: its owner's benefit is queued, unless `seat` owns it (and holds no plot
    quest that gives it to the owner's own agents)."""
    owner = s.owner.get(b)
    if owner is None:
        return
    tile = s.data.buildings[b]
    plot = modifier(s, seat, "owner_benefit_on_own_buildings") if owner == seat and not amb else None
    if plot is not None:
        # (Undermountain) Impersonate Tax Collector: the owner's own agents get the owner benefit too
        ev.append(Event(T("{seat} uses their own {building} and, by {quest}, gets its owner benefit too: {text}",
                          seat=s.name(seat), building=tile.name, quest=s.data.quests[plot].name,
                          text=tile.owner.text), kind="owner", seat=seat))
    elif owner == seat:
        # the seed's FAQ: not for your own agent, and not for the Ambassador you place there either
        ev.append(Event(T("{seat} uses their own {building}: no owner benefit.", seat=s.name(seat),
                          building=tile.name), kind="owner", seat=seat))
        return
    else:
        ev.append(Event(T("{owner} owns {building}: owner benefit — {text}", owner=s.name(owner),
                          building=tile.name, text=tile.owner.text), kind="owner", seat=owner))
    frame = Frame(owner, tuple(tile.owner.steps), 0, {"action": False, "source": T("owner of {building}",
                                                                                  building=tile.name)})
    if any(st.op == "gain_returned" for st in tile.owner.steps) and s.stack:
        # (Skullport) the owner gains what the visitor gives back: the owner's benefit waits for the visit
        frame.ctx["gets_returned"] = seat
        s.stack.insert(len(s.stack) - 1, frame)
        return
    s.stack.append(frame)


def take_down(s: WaterdeepState, lot: str) -> str | None:
    """The building on `lot` leaves the game (given up, pulled down): the lot is free again, what was piled on
    it goes back to the supply (corruption to the track), and the Ambassador leaves with The Palace. The
    building's id, None when the lot was empty."""
    b = s.lots[lot]
    if b is None:
        return None
    s.lots[lot] = None
    s.owner.pop(b, None)
    for k, v in [*s.stock.pop(b, {}).items(), *s.piles.pop(lot, {}).items()]:
        if k in ADV:
            s.supply[k] += v
        elif k == "corruption":
            s.corruption_off -= v
    s.removed.append(b)
    if b == "the_palace_of_waterdeep" and s.ambassador == "palace":
        s.ambassador = "box"
    return b

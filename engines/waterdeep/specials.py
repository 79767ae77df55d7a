"""The four cards no primitive step expresses (cards.SPECIALS): Bidding War, Special Assignment,
Change of Plans and Real Estate Deal. A `special` step names one; its procedure is registered with
`@special("name")` into `SPECIAL_CARDS`, next to the decisions it asks for."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core import Event
from engines.core.i18n import T

from . import cards as wd
from .board import own_free_buildings
from .buildings import take_down
from .decisions import ask, decision
from .decks import draw_quest
from .effects import gain, op
from .quests import quest_offer
from .state import Decision, Frame, WaterdeepState
from .texts import R_SPECIAL, comma_list, explain

#: a special card's procedure: (state, the frame of the card's effect, events)
SpecialHandler = Callable[[WaterdeepState, Frame, list[Event]], None]

#: special name -> its procedure
SPECIAL_CARDS: dict[str, SpecialHandler] = {}


def special(name: str) -> Callable[[SpecialHandler], SpecialHandler]:
    """Register the procedure of the special card `name`."""
    def register(fn: SpecialHandler) -> SpecialHandler:
        if name in SPECIAL_CARDS:
            raise ValueError(f"two procedures for the special '{name}'")
        SPECIAL_CARDS[name] = fn
        return fn
    return register


@op("special")
def _special(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    SPECIAL_CARDS[st.name](s, f, ev)


# -- Bidding War ------------------------------------------------------------------------------------
@special("bidding_war")
def _bidding_war(s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
    if "bw" not in f.ctx:
        got = []
        for _ in range(s.players):
            q = draw_quest(s, ev, "Bidding War")
            if q:
                got.append(q)
        s.revealed = got
        f.ctx["bw"] = 0
        names = [s.data.quests[q].name for q in got]    # names from the data, each said in the language
        ev.append(Event(T("Bidding War: {quests} are revealed.", quests=names or T("no quest")), kind="quest",
                        roll=explain(T("Reveal %n quests from the deck for Bidding War", None, len(got)),
                                     comma_list(names) or T("none"),
                                     T("Starting with {seat}, each player keeps one and passes the rest to the left.",
                                       seat=s.name(f.seat)), R_SPECIAL)))
    k = f.ctx["bw"]
    if not s.revealed or k >= s.players:
        s.quest_discard.extend(s.revealed)
        s.revealed = []
        f.ctx.pop("bw", None)
        return
    seat = (f.seat + k) % s.players
    f.ctx["bw"] = k + 1
    f.i -= 1
    ask(s, "keep_quest", seat, T("Bidding War: keep one of the revealed quests."),
        [({"quest": q}, T("Keep {quest}", quest=quest_offer(s.data.quests[q]))) for q in dict.fromkeys(s.revealed)],
        ev)


@decision("keep_quest")
def _kept(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    s.revealed.remove(p["quest"])
    s.quests[d.seat].append(p["quest"])
    ev.append(Event(T("{seat} keeps {quest}.", seat=s.name(d.seat), quest=s.data.quests[p["quest"]].name),
                    kind="quest", seat=d.seat))


# -- Special Assignment -----------------------------------------------------------------------------
@special("special_assignment")
def _special_assignment(s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
    ask(s, "name_type", f.seat, T("Special Assignment: name a quest type."),
        [({"type": t}, T("Name {type}", type=t.capitalize())) for t in wd.QUEST_TYPES], ev)


@decision("name_type")
def _named(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    t = p["type"]
    shown: list[str] = []
    found = None
    for _ in range(len(s.data.quests)):
        q = draw_quest(s, ev, "Special Assignment")
        if q is None:
            break
        if s.data.quests[q].type == t:
            found = q
            break
        shown.append(q)
        s.quest_discard.append(q)
    names = comma_list([s.data.quests[q].name for q in shown]) or T("none")    # names from the data, each said
    result = s.data.quests[found].name if found else T("no quest of that type")
    kind = t.capitalize()
    # "quest(s)" is written as it is (the English has always said so): {n} is a plain parameter here
    ev.append(Event(T("Special Assignment ({type}): {seat} reveals {n} quest(s) and keeps {quest}.",
                      type=kind, seat=s.name(d.seat), n=len(shown) + (1 if found else 0), quest=result),
                    kind="quest", seat=d.seat,
                    roll=explain(T("Reveal quests until a {type} quest shows", type=kind), result,
                                 T("Discarded on the way: {names}. The {type} quest is kept.", names=names, type=kind),
                                 R_SPECIAL)))
    if found:
        s.quests[d.seat].append(found)


# -- Change of Plans --------------------------------------------------------------------------------
@special("change_of_plans")
def _change_of_plans(s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
    k = f.ctx.get("cp", 0)
    if k >= s.players:
        f.ctx.pop("cp", None)
        return
    seat = (f.seat + k) % s.players
    f.ctx["cp"] = k + 1
    f.i -= 1
    mine = seat == f.seat
    vp = 6 if mine else 3
    opts: list[tuple[dict[str, Any], str]] = [
        ({"quest": q}, T("Discard {quest} and score {vp} VP", quest=s.data.quests[q].name, vp=vp))
        for q in s.quests[seat]]
    if mine:
        opts += [({"quest": c}, T("Discard the mandatory quest {quest} and score {vp} VP",
                                  quest=s.data.intrigue[c].name, vp=vp))
                 for c in dict.fromkeys(s.mandatory[seat])]
    else:
        if not opts:
            return
        opts.append(({"quest": ""}, T("Keep all your quests")))
    ask(s, "discard_quest", seat, T("Change of Plans: discard a quest to score {vp} VP.", vp=vp), opts, ev, vp=vp)


@decision("discard_quest")
def _discarded(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    q = p["quest"]
    if not q:
        ev.append(Event(T("{seat} keeps every quest.", seat=s.name(d.seat)), kind="choice", seat=d.seat))
        return
    if q in s.mandatory[d.seat]:
        s.mandatory[d.seat].remove(q)
        s.intrigue_discard.append(q)
        name = s.data.intrigue[q].name
    else:
        s.quests[d.seat].remove(q)
        s.quest_discard.append(q)
        name = s.data.quests[q].name
    ev.append(Event(T("{seat} discards {quest}.", seat=s.name(d.seat), quest=name), kind="quest", seat=d.seat))
    gain(s, d.seat, {"vp": d.data["vp"]}, ev, None, "Change of Plans")


# -- Real Estate Deal -------------------------------------------------------------------------------
@special("real_estate_deal")
def _real_estate_deal(s: WaterdeepState, f: Frame, ev: list[Event]) -> None:
    opts = [({"place": lot}, T("Give up {building}", building=s.data.buildings[b].name))
            for lot in own_free_buildings(s, f.seat) if (b := s.lots[lot]) is not None]
    ask(s, "give_up", f.seat, T("Real Estate Deal: give up one of your buildings."), opts, ev)


@decision("give_up")
def _given_up(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    b = take_down(s, p["place"])
    if b is None:    # never offered: the lot of a building the seat owns
        return
    ev.append(Event(T("{seat} gives up {building}: it leaves the game.", seat=s.name(d.seat),
                      building=s.data.buildings[b].name), kind="building", seat=d.seat))
    s.stack.append(Frame(d.seat, (wd.BuyBuilding(source="builders_hall", free=True),), 0,
                         {"action": False, "source": "Real Estate Deal"}))

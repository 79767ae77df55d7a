"""The palantír: instead of drawing, a player with a seeing hero on the board looks at another
player's hand and missions. What was seen stays known (`HeroesState.knowledge`; `hidden.view`
keeps showing it)."""
from __future__ import annotations

from engines.core import Action, Dice, Event, Illegal
from engines.core.i18n import T

from .common import R_PALANTIR, Plan, join_comma
from .dispatch import applies, checks
from .state import Glimpse, HeroesState


def seers(s: HeroesState, seat: int) -> list[str]:
    """The seat's heroes on the board that have a palantír."""
    H = s.board.hero
    return [h for h in s.heroes_of(seat) if H[h].palantir]


@checks("palantir")
def check_palantir(s: HeroesState, a: Action) -> Plan | Illegal:
    """Plan: the hero whose palantír is used."""
    found = seers(s, a.seat)
    if not found:
        return Illegal(T("You need a hero with a palantír on the board to look into another player's cards."),
                       R_PALANTIR)
    t = a.get("target")
    if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < s.players:
        return Illegal(T("Say whose cards you want to see (another player)."), R_PALANTIR)
    if t == a.seat:
        return Illegal(T("The palantír shows other players' cards; you know your own."), R_PALANTIR)
    return found[0]


@applies("palantir")
def look(s: HeroesState, a: Action, plan: Plan, dice: Dice | None, rerolls: bool) -> list[Event]:
    seat = a.seat
    b = s.board
    who = s.seat_name(seat)
    t = a["target"]
    g = Glimpse(s.round, tuple(s.hands[t]), tuple(s.missions[t]))
    s.knowledge.setdefault(seat, {})[t] = g
    hand = [b.hero[h].name for h in g.hand] or T("no heroes")
    mis = join_comma([T("{mission} ({places}; +{bonus})", mission=b.missions[m].name,
                        places=[b.name.get(p, p) for p in b.missions[m].places], bonus=b.missions[m].bonus)
                      for m in g.missions]) or T("no mission")
    ev = [Event(T("{seat} looks into {target}'s cards through {seer}'s palantír instead of drawing.",
                  seat=who, target=s.seat_name(t), seer=b.hero[plan].name), kind="draw",
                seat=seat, reveals=True),
          Event(T("The palantír shows {target}'s hand: {hand}; mission: {missions}.",
                  target=s.seat_name(t), hand=hand, missions=mis), kind="private", seat=seat,
                visible_to=(seat,), reveals=True)]
    s.phase = "campaign"
    return ev

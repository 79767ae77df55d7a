"""Where agents go: the action spaces and lots of the city, their names, the effect each one runs, and
who stands where. Plain reads of the state; the rules about entering a space are in placements.py."""
from __future__ import annotations

from engines.core.i18n import T

from . import cards as wd
from .state import ADV, WaterdeepState
from .texts import res_text


def place_name(s: WaterdeepState, place: str) -> str:
    """A space as players call it: "Cliffwatch Inn (space 2)", "The Yawning Portal (lot 3, Red's)"."""
    d = s.data
    if place in d.spaces:
        sp = d.spaces[place]
        return T("{space} (space {number})", space=sp.name, number=sp.number) if sp.multi else sp.name
    if place.startswith("hall:"):
        return T("{building} (for sale in Builder's Hall)", building=d.buildings[place[5:]].name)
    b = s.lots.get(place)
    if b is None:
        return T("Lot {number}", number=place[4:]) if place.startswith("lot_") \
            else place.replace("_", " ").capitalize()
    return T("{building} (lot {number}, {owner}'s)", building=d.buildings[b].name, number=place[4:],
             owner=s.name(s.owner[b]))


def effect_of(s: WaterdeepState, place: str) -> tuple[wd.Effect | None, str | None]:
    """What an agent on `place` does, and the building tile there (None for a basic space or an empty lot)."""
    d = s.data
    if place in d.spaces:
        return d.spaces[place].effect, None
    if place.startswith("hall:"):
        return d.buildings[place[5:]].visit, place[5:]
    b = s.lots.get(place)
    if b is None:
        return None, None
    return d.buildings[b].visit, b


def all_places(s: WaterdeepState) -> list[str]:
    """Every space an agent could go to: the basic spaces, then the built lots."""
    return list(s.data.space_order) + [lot for lot, b in s.lots.items() if b is not None]


def own_free_buildings(s: WaterdeepState, seat: int) -> list[str]:
    """The lots whose building `seat` owns and where no agent stands."""
    return [lot for lot, b in s.lots.items() if b is not None and s.owner.get(b) == seat and not s.occ.get(lot)]


def remove_occupant(s: WaterdeepState, place: str, seat: int, amb: bool) -> None:
    """Take `seat`'s agent (or the Ambassador) off `place`."""
    occ = list(s.occ.get(place, ()))
    occ.remove((seat, amb))
    if occ:
        s.occ[place] = tuple(occ)
    else:
        s.occ.pop(place, None)


def seat_brief(s: WaterdeepState, seat: int) -> str:
    """A seat's score and tavern in a few words, to choose an opponent by."""
    t = s.tavern[seat]
    return T("{vp} VP, holding {what}", vp=s.vp[seat], what=res_text({k: t[k] for k in (*ADV, 'gold')}))

"""The small changes every rule is made of: Sauron's steps, darkness and healing, elimination, the die, drawing
and discarding, rewards, and foes appearing. Each returns the events that tell it."""
from __future__ import annotations

from engines.core import Dice, Event, RollExplanation
from engines.core.dice import reshuffle
from engines.core.events import Die, RollPart
from engines.core.i18n import T, Text

from .cards import SYMBOL_NAMES, TOKEN_NAMES, card_name, is_hobbit_card
from .data import Demand
from .state import QuestState

GAME = "quest"
FACES = ("blank", "eye", "dark1", "dark2", "dark3", "two_cards")
FACE_NAMES: dict[str, Text] = {
    "blank": T("blank"), "eye": T("the Eye of Sauron"), "dark1": T("one dark mark"),
    "dark2": T("two dark marks"), "dark3": T("three dark marks"), "two_cards": T("the two-cards sign")}
FACE_SYMBOLS = {"blank": 0, "eye": 1, "dark1": 1, "dark2": 2, "dark3": 3, "two_cards": 2}
NAMES: dict[str, Text] = {"frodo": T("Frodo"), "sam": T("Sam"), "merry": T("Merry"), "pippin": T("Pippin"),
                          "fatty": T("Fatty")}


def who(s: QuestState, seat: int) -> Text:
    return NAMES[s.hobbits[seat].id]


def say(template: Text, kind: str = "info", seat: int | None = None) -> Event:
    return Event(template, kind=kind, seat=seat)


# -- Sauron, darkness, light -------------------------------------------------------------------------------
def sauron(s: QuestState, steps: int, unstoppable: bool = False) -> list[Event]:
    if steps <= 0 or s.over:
        return []
    if "sauron" in s.wards and not unstoppable:
        s.wards.remove("sauron")
        return [say(T("Gandalf's Defiance holds Sauron back: he does not move %n step(s).", None, steps), "card")]
    s.sauron = max(0, s.sauron - steps)
    out = [say(T("Sauron moves %n step(s) toward the hobbits, to space {space}.", None, steps, space=s.sauron),
               "sauron")]
    return out + eliminations(s)


def darkness(s: QuestState, seat: int, steps: int) -> list[Event]:
    h = s.hobbits[seat]
    if steps <= 0 or h.out or s.over:
        return []
    h.pos = min(15, h.pos + steps)
    out = [say(T("{hobbit} moves %n step(s) into darkness, to space {space}.", None, steps, hobbit=who(s, seat),
                 space=h.pos), "darkness", seat)]
    return out + eliminations(s)


def heal(s: QuestState, seat: int, steps: int) -> list[Event]:
    h = s.hobbits[seat]
    if steps <= 0 or h.out or h.pos == 0:
        return []
    h.pos = max(0, h.pos - steps)
    return [say(T("{hobbit} moves toward the light, to space {space}.", hobbit=who(s, seat), space=h.pos),
                "heal", seat)]


def eliminations(s: QuestState) -> list[Event]:
    """Every hobbit Sauron has reached or passed leaves the game; the Ring-bearer's fall ends it."""
    out: list[Event] = []
    for h in s.hobbits:
        if h.out or h.pos < s.sauron:
            continue
        h.out = True
        s.discard.extend(h.hand)
        h.hand.clear()
        s.shield_supply += h.shields
        h.shields = 0
        for k, v in h.tokens.items():
            s.token_supply[k] += v
            h.tokens[k] = 0
        out.append(say(T("Sauron reaches {hobbit}: {hobbit} is out of the game.", hobbit=NAMES[h.id]),
                       "eliminated", h.seat))
        if s.over:
            continue
        if h.seat == s.bearer and not s.doom:
            finish(s, "bearer")
            out.append(say(T("The Ring-bearer has fallen: Sauron takes the Ring. The quest is lost."), "end"))
        elif s.expert:
            finish(s, "expert")
            out.append(say(T("Expert game: a hobbit has fallen, so the quest is lost."), "end"))
        elif not s.living() and not s.doom:
            finish(s, "bearer")
    return out


def finish(s: QuestState, end: str) -> None:
    s.over = True
    s.end = end
    s.ask = None
    s.queue.clear()


# -- the die -------------------------------------------------------------------------------------------------
def roll(s: QuestState, seat: int, why: Text, rule: str = "die", ignorable: bool = True) -> tuple[str, list[Event]]:
    """The roller rolls the die: the face, what it does and to whom, explained; then it is carried out.
    `ignorable` False: a card played ahead to turn a result aside (Mithril, the belt) does not help."""
    h = s.hobbits[seat]
    if h.out or s.over:
        return "blank", []
    if "immunity" in s.wards:
        s.wards.remove("immunity")
        explanation = RollExplanation(T("{hobbit} would roll the die: {why}", hobbit=who(s, seat), why=why), [],
                                      "", T("Gandalf's Immunity: the die is set blank side up"),
                                      T("nothing happens"), "gandalf", GAME)
        return "blank", [Event(T("Immunity: {hobbit}'s roll shows the blank face.", hobbit=who(s, seat)),
                               kind="roll", seat=seat, roll=explanation)]
    value = Dice(s.rng).d(6).value
    face = FACES[value - 1]
    ignored = face != "blank" and "roll" in s.wards and ignorable
    if ignored:
        s.wards.remove("roll")
    consequence = T("ignored: a card played ahead turns this result aside") if ignored else _face_effect(s, seat,
                                                                                                       face)
    part = RollPart(T("the die"), [Die(value, 6, T("die"), note=FACE_NAMES[face])])
    explanation = RollExplanation(T("{hobbit} rolls the die: {why}", hobbit=who(s, seat), why=why), [part], "",
                                  FACE_NAMES[face], consequence, rule, GAME)
    out = [Event(T("{hobbit} rolls {face}.", hobbit=who(s, seat), face=FACE_NAMES[face]), kind="roll", seat=seat,
                 roll=explanation)]
    if not ignored:
        out += apply_face(s, seat, face)
    return face, out


def _face_effect(s: QuestState, seat: int, face: str) -> Text:
    if face == "blank":
        return T("nothing happens")
    if face == "eye":
        return T("Sauron moves one step toward the hobbits")
    if face == "two_cards":
        return T("two foes appear") if s.expansion else T("{hobbit} discards two cards", hobbit=who(s, seat))
    return T("{hobbit} moves %n step(s) into darkness", None, FACE_SYMBOLS[face], hobbit=who(s, seat))


def apply_face(s: QuestState, seat: int, face: str) -> list[Event]:
    if face == "eye":
        return sauron(s, 1)
    if face in ("dark1", "dark2", "dark3"):
        return darkness(s, seat, FACE_SYMBOLS[face])
    if face == "two_cards":
        s.queue.insert(0, ("foes", 2) if s.expansion else ("discard", seat, 2))
    return []


# -- cards -----------------------------------------------------------------------------------------------------
def draw(s: QuestState, seat: int, count: int) -> list[Event]:
    h = s.hobbits[seat]
    if h.out or count <= 0:
        return []
    out: list[Event] = []
    got = 0
    for _ in range(count):
        if not s.deck and not refill_deck(s, out):
            break
        h.hand.append(s.deck.pop())
        got += 1
    if got:
        explained = RollExplanation(T("{hobbit} draws from the hobbit deck", hobbit=who(s, seat)), [], "",
                                    T("%n card(s), seen only by their holder", None, got),
                                    T("%n card(s) left in the deck", None, len(s.deck)), "hobbit-cards", GAME)
        out.append(Event(T("{hobbit} draws %n hobbit card(s).", None, got, hobbit=who(s, seat)), kind="draw",
                         seat=seat, roll=explained))
    return out


def refill_deck(s: QuestState, out: list[Event]) -> bool:
    """The discarded hobbit cards shuffled into a new deck (used feature cards stay out)."""
    pile = [c for c in s.discard if is_hobbit_card(c)]
    if not pile:
        return False
    s.discard = [c for c in s.discard if not is_hobbit_card(c)]
    roll_ = reshuffle(s.rng, pile, T("Shuffle the %n discarded hobbit card(s) into a new deck", None, len(pile)),
                      T("the hobbits draw from the new deck"), "hobbit-cards", GAME)
    s.deck = pile
    out.append(Event(T("The hobbit deck is empty: the discards are shuffled into a new deck."), kind="shuffle",
                     roll=roll_))
    return True


def discard_card(s: QuestState, seat: int, card: str) -> None:
    s.hobbits[seat].hand.remove(card)
    s.discard.append(card)


def gain_card(s: QuestState, seat: int, card: str) -> list[Event]:
    """A feature card from its pile (if it is still there) into the hobbit's hand."""
    h = s.hobbits[seat]
    feature = s.data.feature(card)
    if feature is None or h.out:
        return []
    pile = s.piles.get(feature.home, [])
    if card not in pile:
        return [say(T("{card} is no longer there to be won.", card=card_name(s.data, card)))]
    pile.remove(card)
    h.hand.append(card)
    return [say(T("{hobbit} takes the feature card {card}.", hobbit=who(s, seat), card=card_name(s.data, card)),
                "card", seat)]


# -- shields and life tokens ---------------------------------------------------------------------------------
def give_shields(s: QuestState, seat: int, value: int) -> list[Event]:
    h = s.hobbits[seat]
    value = min(value, s.shield_supply)
    if value <= 0 or h.out:
        return []
    s.shield_supply -= value
    h.shields += value
    return [say(T("{hobbit} takes a shield worth %n.", None, value, hobbit=who(s, seat)), "shield", seat)]


def big_shield(s: QuestState, seat: int) -> list[Event]:
    if not s.big_shields or s.hobbits[seat].out:
        return give_shields(s, seat, 1)
    value = Dice(s.rng).pick(s.big_shields)
    s.big_shields.remove(value)
    h = s.hobbits[seat]
    h.shields += value
    explanation = RollExplanation(T("{hobbit} draws one of the face-down big shields", hobbit=who(s, seat)), [], "",
                                  T("a shield worth %n", None, value), T("it goes to {hobbit}", hobbit=who(s, seat)),
                                  "shields", GAME)
    return [Event(T("{hobbit} draws a big shield worth %n.", None, value, hobbit=who(s, seat)), kind="shield",
                  seat=seat, roll=explanation)]


def give_token(s: QuestState, seat: int, kind: str) -> list[Event]:
    h = s.hobbits[seat]
    if s.token_supply.get(kind, 0) <= 0 or h.out:
        return [say(T("No {token} is left in the supply.", token=TOKEN_NAMES[kind]))]
    s.token_supply[kind] -= 1
    h.tokens[kind] += 1
    return [say(T("{hobbit} takes a {token}.", hobbit=who(s, seat), token=TOKEN_NAMES[kind]), "token", seat)]


# -- foes ------------------------------------------------------------------------------------------------------
def foes_appear(s: QuestState, count: int) -> list[Event]:
    """Foes from the deck onto the foe line, each at its left end; an empty deck brings no more."""
    if not s.expansion or count <= 0:
        return []
    out: list[Event] = []
    for _ in range(count):
        if not s.foe_deck:
            out.append(say(T("The foe deck is empty: no more foes come."), "foe"))
            break
        foe = s.foe_deck.pop()
        s.foe_line.insert(0, foe)
        demand = demand_text(s, s.data.foe(foe).demand)
        explained = RollExplanation(T("A foe comes out of the foe deck (%n left)", None, len(s.foe_deck)), [], "",
                                    s.data.foe(foe).name, T("to defeat it: {demand}", demand=demand), "foes", GAME)
        out.append(Event(T("A foe appears: {foe} ({demand}). Foes on the foe line: {count}.",
                           foe=s.data.foe(foe).name, demand=demand, count=len(s.foe_line)), kind="foe",
                     roll=explained))
    return out


def defeat(s: QuestState, index: int, how: Text) -> list[Event]:
    foe = s.foe_line.pop(index)
    s.defeated.append(foe)
    return [say(T("{foe} is defeated ({how}). Foes defeated: {count}.", foe=s.data.foe(foe).name, how=how,
                  count=len(s.defeated)), "foe")]


def demand_text(s: QuestState, d: Demand) -> Text:
    """A price in words: "2 Fighting symbols", "3 shields", "a ring token", "roll the die"…"""
    parts: list[Text] = []
    for sym, n in d.symbols.items():
        parts.append(T("%n {symbol} symbol(s)", None, n, symbol=SYMBOL_NAMES[sym]))
    if d.cards:
        parts.append(T("%n card(s)", None, d.cards))
    for kind, n in d.tokens.items():
        parts.append(T("%n × {token}", None, n, token=TOKEN_NAMES[kind]))
    if d.shields == "all":
        parts.append(T("all shields"))
    elif d.shields:
        parts.append(T("%n shield(s)", None, d.shields))
    if d.card:
        parts.append(T("the card {card}", card=card_name(s.data, d.card)))
    if d.rolls:
        parts.append(T("roll the die") if d.rolls == 1 else T("roll the die %n time(s)", None, d.rolls))
    if d.darkness:
        parts.append(T("%n step(s) into darkness", None, d.darkness))
    if d.sauron:
        parts.append(T("Sauron moves %n step(s)", None, d.sauron))
    return T("{parts}", parts=parts) if parts else T("nothing")

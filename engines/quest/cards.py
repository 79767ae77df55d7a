"""Cards as the rules read them: a hobbit card's id says its symbol and colour ("hiding.grey.3"); a feature
card's id names it in the data. Which symbols a card gives a hobbit (Frodo's white cards, Sam's Hiding and
Merry's Fighting count as jokers) and how a card pays toward a price."""
from __future__ import annotations

from engines.core.i18n import T, Text

from .data import JOKER, SYMBOLS, QuestData

SYMBOL_NAMES: dict[str, Text] = {"fighting": T("Fighting"), "friendship": T("Friendship"), "hiding": T("Hiding"),
                                 "travelling": T("Travelling"), "joker": T("joker")}
COLOUR_NAMES: dict[str, Text] = {"white": T("white"), "grey": T("grey"), "yellow": T("yellow")}
TOKEN_NAMES: dict[str, Text] = {"ring": T("ring token"), "heart": T("heart token"), "sun": T("sun token"),
                                "any": T("life token")}


def hobbit_deck(data: QuestData) -> list[str]:
    spec = data.hobbit_cards
    deck = []
    for symbol in SYMBOLS:
        deck += [f"{symbol}.white.{i + 1}" for i in range(spec.white_per_symbol)]
        deck += [f"{symbol}.grey.{i + 1}" for i in range(spec.grey_per_symbol)]
    deck += [f"joker.white.{i + 1}" for i in range(spec.white_jokers)]
    deck += [f"joker.grey.{i + 1}" for i in range(spec.grey_jokers)]
    return deck


def is_hobbit_card(card: str) -> bool:
    return "." in card


def printed_symbols(data: QuestData, card: str) -> tuple[str, ...]:
    if is_hobbit_card(card):
        return (card.split(".", 1)[0],)
    feature = data.feature(card)
    return feature.symbols if feature is not None else ()


def colour(data: QuestData, card: str) -> str:
    if is_hobbit_card(card):
        return card.split(".")[1]
    feature = data.feature(card)
    return feature.colour if feature is not None else "yellow"


def symbols_for(data: QuestData, hobbit_id: str, card: str) -> tuple[str, ...]:
    """The symbols `card` gives this hobbit: printed ones, with his character's own jokers."""
    printed = printed_symbols(data, card)
    if hobbit_id == "frodo" and colour(data, card) == "white":
        return tuple(JOKER for _ in printed)
    if hobbit_id == "sam":
        return tuple(JOKER if s == "hiding" else s for s in printed)
    if hobbit_id == "merry":
        return tuple(JOKER if s == "fighting" else s for s in printed)
    return printed


def card_name(data: QuestData, card: str) -> str:
    if card == "?":
        return T("a hidden card")
    if is_hobbit_card(card):
        symbol, col, _ = card.split(".")
        if symbol == JOKER:
            return T("{colour} joker", colour=COLOUR_NAMES[col])
        return T("{colour} {symbol} card", colour=COLOUR_NAMES[col], symbol=SYMBOL_NAMES[symbol])
    feature = data.feature(card)
    return feature.name if feature is not None else T("an unknown card")


def cover(symbols: tuple[str, ...], need: dict[str, int]) -> dict[str, int]:
    """What a card with `symbols` pays toward `need` (a joker symbol pays for any activity, and only a joker
    pays for a joker): the part of `need` it covers, exact symbols first."""
    left = dict(need)
    paid: dict[str, int] = {}
    jokers = 0
    for s in symbols:
        if s != JOKER and left.get(s, 0) > 0:
            left[s] -= 1
            paid[s] = paid.get(s, 0) + 1
        elif s == JOKER:
            jokers += 1
    for _ in range(jokers):
        want = JOKER if left.get(JOKER, 0) > 0 else next((s for s in SYMBOLS if left.get(s, 0) > 0), None)
        if want is None:
            break
        left[want] -= 1
        paid[want] = paid.get(want, 0) + 1
    return paid


def can_cover(data: QuestData, hobbit_id: str, hand: list[str], need: dict[str, int]) -> bool:
    """Whether `hand` alone can pay all of `need` (greedy, cards with fewest symbols first)."""
    left = {k: v for k, v in need.items() if v > 0}
    for card in sorted(hand, key=lambda c: len(printed_symbols(data, c))):
        if not left:
            break
        paid = cover(symbols_for(data, hobbit_id, card), left)
        for k, v in paid.items():
            left[k] -= v
            if left[k] <= 0:
                del left[k]
    return not left

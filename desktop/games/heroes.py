"""Helden Mittelerdes on the generic board: heroes as tokens, places coloured by who opened them up.

A place is drawn as unoccupied good (light green-gold), unoccupied evil (dark grey-red), opened up
by a player (tinted with their colour, with their token), and fortress names are underlined. A hero
dragged onto a place means, in this order: move there, attack it with the heroes of its place, or
open it up with +1. Everything else (draw, palantír, bring, banner, end turn) is in the actions panel.
"""
from __future__ import annotations

from PySide6.QtGui import QColor

from engines.core import Action, Illegal
from engines.heroes.game import HeroesGame
from engines.heroes.state import HIDDEN, HeroesState
from maps.schema import Node

from ..i18n import N_, say, tr, word
from . import register_adapter
from .base import Figure, GameAdapter, LabelStyle, SeatInfo

GOOD_FREE = "#d8dc9e"     # light green-gold
EVIL_FREE = "#8f6a66"     # dark grey-red
ABILITY_NAMES = {
    "swords": N_("sword"), "shields": N_("shield"), "hammers": N_("siege hammer"), "banner": N_("banner"),
    "plus_one": "+1", "secret": N_("secret powers"), "higher": N_("higher powers"), "breaker": N_("power breaker"),
    "arrow": N_("arrow"), "healing": N_("healing"), "palantir": N_("palantír"), "water": N_("lord of the water"),
}
GROUPS = {
    "draw": N_("Draw a hero card"), "palantir": N_("Draw a hero card"), "bring": N_("Bring a hero into play"),
    "move": N_("Move"), "attack": N_("Conquest and attack"), "banner": N_("Open up land"),
    "plus_one": N_("Open up land"),
    "end_turn": N_("End the turn"),
}

#: the sides, in a sentence ('of the good side') and as a heading ('Good')
SIDE_WORDS = {"good": N_("good"), "evil": N_("evil")}
SIDE_TITLES = {"good": N_("Good"), "evil": N_("Evil")}


def _blend(a: str, b: str, t: float) -> str:
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * t), round(ca.green() + (cb.green() - ca.green()) * t),
                  round(ca.blue() + (cb.blue() - ca.blue()) * t)).name()


ADJECTIVES = {"black", "great", "dark", "white", "grey", "old", "young"}


def short_name(name: str) -> str:
    """A token's label: the whole name when it is short ('Great Orc', 'Nazgûl 5'), else the part that
    tells heroes apart ('Saruman the White' → 'Saruman', 'The Black Serpent' → 'Serpent')."""
    words = name.replace(",", "").split()
    if words and words[0].lower() == "the" and len(words) > 1:
        words = words[1:]
    whole = " ".join(words)
    if len(whole) <= 10:
        return whole
    if "the" in (w.lower() for w in words[1:]):
        return words[0]
    if len(words) >= 2 and words[-1].isdigit():
        return f"{words[0][:7]} {words[-1]}"
    if len(words) == 2 and words[0].lower() in ADJECTIVES:
        return words[1][:11]
    return words[0][:11] if words else name


@register_adapter
class HeroesAdapter(GameAdapter):
    game_id = "heroes"
    game: HeroesGame

    # -- places -----------------------------------------------------------------------------
    def node_fill(self, state: HeroesState, node: Node) -> str:
        owner = state.owner.get(node.id)
        side = state.board.side.get(node.id, node.attrs.get("side", "good"))
        base = GOOD_FREE if side == "good" else EVIL_FREE
        if owner is not None:
            return _blend(base, self.seat_colour(owner), 0.62)
        occupant = state.occupant(node.id)
        if occupant is not None:
            return _blend(base, self.seat_colour(occupant), 0.3)
        return base

    def node_label_style(self, state: HeroesState, node: Node) -> LabelStyle:
        fortress = state.board.is_fortress(node.id)
        return LabelStyle(underline=fortress, bold=fortress)

    def node_badge(self, state: HeroesState, node: Node) -> str | None:
        return str(state.board.strength.get(node.id, node.attrs.get("strength", "")))

    def node_tooltip(self, state: HeroesState, node: Node) -> str:
        b = state.board
        side = b.side.get(node.id, "")
        kind = tr("Fortress") if b.is_fortress(node.id) else tr("Land")
        owner = state.owner.get(node.id)
        held = (tr("opened up by {player}").format(player=state.seat_name(owner)) if owner is not None
                else tr("unoccupied"))
        heroes = [b.hero[h].name for h in state.heroes_at(node.id)]
        text = f"{say(node.name)}\n" + tr("{kind} of the {side} side, strength {strength}").format(
            kind=kind, side=word(SIDE_WORDS, side), strength=b.strength.get(node.id, "?")) + f"\n{held}"
        return text + ("\n" + tr("Heroes: {names}").format(names=heroes) if heroes else "")

    def owner_marks(self, state: HeroesState) -> dict[str, str]:
        return {n: self.seat_colour(s) for n, s in state.owner.items() if s is not None}

    # -- heroes -----------------------------------------------------------------------------
    def figures(self, state: HeroesState) -> list[Figure]:
        b = state.board
        out = []
        for hid, node in state.hero_loc.items():
            st = b.hero[hid]
            seat = state.hero_owner.get(hid)
            abilities = []
            for attr in ABILITY_NAMES:
                name = word(ABILITY_NAMES, attr)
                value = getattr(st, attr)
                if value:
                    abilities.append(f"{name} ×{value}" if isinstance(value, int) and not isinstance(value, bool)
                                     and value > 1 else name)
            tip = (tr("{name} — {points} points ({side})").format(
                       name=st.name, points=st.points, side=word(SIDE_WORDS, state.hero_side.get(hid, st.side)))
                   + "\n" + tr("{player}'s hero").format(player=state.seat_name(seat))
                   + (f"\n{', '.join(abilities)}" if abilities else ""))
            out.append(Figure(hid, node, short_name(say(st.name)), self.seat_colour(seat), seat, tip, points=st.points))
        out.sort(key=lambda f: (f.node, b.hero[f.id].order))
        return out

    def legal_targets(self, state: HeroesState, figure_id: str) -> set[str]:
        here = state.hero_loc.get(figure_id)
        targets = set()
        for a in self.game.legal_actions(state):
            if (a.kind in ("move", "plus_one") and a.get("hero") == figure_id) or (
                    a.kind == "attack" and a.get("from") == here and figure_id not in state.fought):
                targets.add(a["to"])
        return targets

    def drop_action(self, state: HeroesState, figure_id: str, node_id: str) -> Action | Illegal:
        seat = state.current
        here = state.hero_loc.get(figure_id)
        move = Action.make("move", seat, hero=figure_id, to=node_id)
        attack = Action.make("attack", seat, "", **{"from": here, "to": node_id})   # ("from": a keyword)
        plus_one = Action.make("plus_one", seat, hero=figure_id, to=node_id)
        legal = self.game.legal_actions(state)
        for candidate in (move, attack, plus_one):
            for a in legal:
                if a == candidate:
                    return a
        # none fits: the engine's own reason for the gesture a player most likely meant
        owner, occupant = state.owner.get(node_id), state.occupant(node_id)
        hostile = (occupant not in (None, seat)) or (owner not in (None, seat)) or (
            owner is None and state.board.side.get(node_id) != state.hero_side.get(figure_id))
        verdict = self.game.check(state, attack if hostile else move)
        if isinstance(verdict, Illegal):
            return verdict
        return Illegal(tr("That hero cannot go there now."), "movement")

    def focus_nodes(self, state: HeroesState, action: Action) -> list[str]:
        nodes = super().focus_nodes(state, action)
        hero = action.get("hero")
        if action.kind in ("bring", "banner") and hero in state.hero_loc:
            nodes.append(state.hero_loc[hero])
        return nodes

    # -- panels -----------------------------------------------------------------------------
    def seat_info(self, state: HeroesState, seat: int, viewer: int | None) -> SeatInfo:
        b = state.board
        vp, lands, forts, done = self.game.score(state, seat)
        heroes = sorted(state.heroes_of(seat), key=lambda h: b.hero[h].order)
        on_board = ", ".join(f"{say(b.hero[h].name)} ({b.hero[h].points})" for h in heroes) or "—"
        hand = state.hands[seat]
        known = [b.hero[h].name for h in hand if h != HIDDEN and h in b.hero]
        if viewer == seat:
            hand_text = say(known) if known else tr("empty")
        else:
            hand_text = tr("%n card(s)", None, len(hand))
            if known:
                hand_text = tr("{cards} (known: {names})").format(cards=hand_text, names=known)
        lands_text = tr("%n land(s)", None, lands)
        forts_text = tr("%n fortress(es)", None, forts)
        rows = [(tr("Side"), word(SIDE_TITLES, state.sides[seat])), (tr("Heroes"), on_board), (tr("Hand"), hand_text),
                (tr("Holdings"), f"{lands_text}, {forts_text}")]
        missions = state.missions[seat]
        if missions:
            if viewer == seat or any(m != HIDDEN for m in missions):
                names = [say(b.missions[m].name) + (" ✓" if m in done else "") for m in missions if m in b.missions]
                rows.append((tr("Missions"), ", ".join(names) or "—"))
            else:
                rows.append((tr("Missions"), tr("{n} secret").format(n=len(missions))))
        if state.out and seat < len(state.out) and state.out[seat]:
            rows.append((tr("Status"), tr("out of the game")))
        return SeatInfo(rows, tr("{n} VP").format(n=vp))

    def choice_label(self, option: str, value: object) -> str:
        return word(SIDE_TITLES, value) if option == "sides" and value in SIDE_TITLES else ""

    def action_group(self, action: Action) -> str:
        return word(GROUPS, action.kind) if action.kind in GROUPS else super().action_group(action)

    def phase_text(self, state: HeroesState) -> str:
        phase = tr("draw a card") if state.phase == "draw" else tr("campaign")
        return tr("Round {round} of {rounds} · {phase}").format(round=state.round, rounds=state.options.max_rounds,
                                                                phase=phase)

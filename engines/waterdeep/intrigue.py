"""Intrigue cards: drawing them, playing one from hand (at Waterdeep Harbor, or when an effect says so) and handing
a mandatory quest to an opponent."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .costs import playable
from .decisions import ask, decision
from .decks import draw_intrigue
from .effects import fire, op, targets
from .state import Decision, Frame, WaterdeepState
from .texts import R_INTRIGUE, R_MANDATORY, explain, res_text


@op("draw_intrigue")
def _draw_intrigue(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    seats = targets(s, f, st.who, ev)
    if seats is None:
        return
    for t in seats:
        for _ in range(st.count):
            draw_intrigue(s, t, ev, f.ctx.get("source", ""))


#: an intrigue card's kind in words: in a sentence, and as a heading
KINDS = {"attack": (T("attack", "intrigue card kind"), T("Attack", "intrigue card kind")),
         "utility": (T("utility", "intrigue card kind"), T("Utility", "intrigue card kind")),
         "mandatory_quest": (T("mandatory quest", "intrigue card kind"), T("Mandatory quest", "intrigue card kind"))}


@op("play_intrigue")
def _play_intrigue(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    # one card is asked for, whatever the step's count (as the engine always did; the data never asks for more)
    opts = [({"card": c}, T("Play {card}: {text}", card=s.data.intrigue[c].name, text=s.data.intrigue[c].effect.text))
            for c in dict.fromkeys(s.hands[f.seat]) if playable(s, f.seat, c, 1)]
    if not opts:
        ev.append(Event(T("{seat} has no intrigue card that can be played.", seat=s.name(f.seat)),
                        kind="intrigue", seat=f.seat))
        return
    ask(s, "play_intrigue", f.seat, T("Choose an intrigue card to play."), opts, ev)


@decision("play_intrigue")
def _played(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    c = p["card"]
    card = s.data.intrigue[c]
    s.hands[d.seat].remove(c)
    action = bool(s.stack and s.stack[-1].ctx.get("action"))
    if action:
        s.action_intrigue = True
    if card.kind == "mandatory_quest":
        s.limbo.append(c)
    else:
        s.intrigue_discard.append(c)
    kind, kind_word = KINDS[card.kind]
    mandatory = card.kind == "mandatory_quest"
    ev.append(Event(T("{seat} plays {card} ({kind}): {text}", seat=s.name(d.seat), card=card.name,
                      kind=kind, text=card.effect.text), kind="intrigue", seat=d.seat,
                    roll=explain(T("{seat} plays the intrigue card {card} ({kind})", seat=s.name(d.seat),
                                   card=card.name, kind=kind_word),
                                 T("The card says: {text}", text=card.effect.text),
                                 T("Its effect is carried out now, step by step; any choice it needs is asked "
                                   "next. The card then goes to the intrigue discard pile (a mandatory quest goes to "
                                   "the chosen opponent instead).") if mandatory else
                                 T("Its effect is carried out now, step by step; any choice it needs is asked "
                                   "next. The card then goes to the intrigue discard pile."),
                                 R_MANDATORY if mandatory else R_INTRIGUE)))
    ev[-1].reveals = False    # the player's own card, not chance: undo may still take it back
    fire(s, d.seat, "play_intrigue")
    s.stack.append(Frame(d.seat, tuple(card.effect.steps), 0, {"action": action, "card": c, "source": card.name}))


@op("give_mandatory_quest")
def _give_mandatory_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    seats = targets(s, f, "chosen_opponent", ev)
    if seats is None:
        return
    c = f.ctx["card"]
    if c in s.limbo:
        s.limbo.remove(c)
    if not seats:       # (Undermountain) every opponent has shown its Lord since: the card is discarded
        s.intrigue_discard.append(c)
        return
    s.mandatory[seats[0]].append(c)
    card = s.data.intrigue[c]
    mq = s.data.mandatory_quest(c)
    ev.append(Event(T("{opp} must now complete the mandatory quest {card} ({cost} → {reward}) before any other.",
                      opp=s.name(seats[0]), card=card.name, cost=res_text(mq.cost.as_dict()),
                      reward=mq.reward.text), kind="intrigue", seat=seats[0]))

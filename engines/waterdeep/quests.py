"""Quests: taking them at Cliffwatch Inn or from the deck, which ones a seat can complete (a mandatory
quest first), and completing one — paying its cost, scoring its reward, keeping a plot quest face up."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from . import cards as wd
from .costs import can_pay, cost_any, quest_cost
from .decisions import ask, decision
from .decks import draw_quest, refill_quest
from .effects import fire, modifier, op
from .resources import combos
from .state import ADV, Decision, Frame, WaterdeepState
from .texts import R_MANDATORY, R_PLOT, R_QUESTS, explain, pick_text, quest_offer, res_text


def completable(s: WaterdeepState, seat: int) -> list[str]:
    """The quests `seat` can pay for now: only mandatory ones while any is in front of it; (Undermountain) with
    Diplomatic Mission to Suzail, the face-up quests at Cliffwatch Inn too."""
    if s.mandatory[seat]:
        return [c for c in dict.fromkeys(s.mandatory[seat]) if can_pay(s, seat, c)]
    return [q for q in [*s.quests[seat], *cliffwatch_own(s, seat)] if can_pay(s, seat, q)]


def cliffwatch_own(s: WaterdeepState, seat: int) -> list[str]:
    """(Undermountain) The face-up quests `seat` may complete as its own (Diplomatic Mission to Suzail)."""
    if modifier(s, seat, "complete_cliffwatch_quests") is None:
        return []
    return [q for q in s.cliffwatch if q is not None]


def from_cliffwatch(s: WaterdeepState, seat: int, q: str, ev: list[Event]) -> None:
    """(Undermountain) `seat` completes the face-up quest `q` as its own: it leaves Cliffwatch Inn (refilled at
    once) for the seat's quests, without counting as taken."""
    slot = s.cliffwatch.index(q)
    s.cliffwatch[slot] = None
    s.quests[seat].append(q)
    plot = modifier(s, seat, "complete_cliffwatch_quests")
    ev.append(Event(T("{seat} completes {quest} straight from Cliffwatch Inn ({plot}).", seat=s.name(seat),
                      quest=s.data.quests[q].name, plot=s.data.quests[plot].name if plot else ""),
                    kind="quest", seat=seat))
    refill_quest(s, slot, ev)


def complete(s: WaterdeepState, seat: int, q: str, ev: list[Event], bonus: dict[str, int] | None = None) -> None:
    """`seat` completes the quest (or mandatory quest) `q`: pays, and its reward is queued. (Modules) A quest
    that also costs adventurers of any kinds asks which first."""
    extra = cost_any(s, q)
    if extra:
        cost = quest_cost(s, q)
        have: dict[str, int] = {k: s.tavern[seat][k] - cost.get(k, 0) for k in ADV}
        quest = s.data.quests[q]
        ask(s, "pay_any", seat, T("{quest}: choose %n adventurer(s) of any kind to pay besides {cost}.", None,
                                  extra, quest=quest.name, cost=res_text(cost)),
            [({"pick": c}, T("Pay {what}", what=pick_text(c))) for c in combos(list(ADV), extra, have)], ev,
            quest=q, bonus=bonus or {})
        return
    paid(s, seat, q, quest_cost(s, q), ev, bonus)


@decision("pay_any")
def _pay_any(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    cost = dict(quest_cost(s, d.data["quest"]))
    for k in p["pick"]:
        cost[k] = cost.get(k, 0) + 1
    paid(s, d.seat, d.data["quest"], cost, ev, d.data["bonus"] or None)


def paid(s: WaterdeepState, seat: int, q: str, cost: dict[str, int], ev: list[Event],
         bonus: dict[str, int] | None) -> None:
    """`seat` pays `cost` for `q`, which is completed: its reward is queued."""
    for k, v in cost.items():
        s.tavern[seat][k] -= v
        if k in ADV:
            s.supply[k] += v
    s.spent = {k: v for k, v in cost.items() if k in ADV}
    if q in s.mandatory[seat]:
        card = s.data.intrigue[q]
        mq = s.data.mandatory_quest(q)
        s.mandatory[seat].remove(q)
        s.done_mandatory[seat].append(q)
        s.intrigue_discard.append(q)
        paid = res_text(cost)
        ev.append(Event(T("{seat} completes the mandatory quest {quest}, paying {cost}; the card goes to the "
                          "intrigue discard pile.", seat=s.name(seat), quest=card.name, cost=paid),
                        kind="complete", seat=seat,
                        roll=explain(T("{seat} completes the mandatory quest {quest}", seat=s.name(seat),
                                       quest=card.name),
                                     T("Paid {cost}. Reward: {reward}", cost=paid, reward=mq.reward.text),
                                     T("Other quests can be completed again; the card goes to the intrigue "
                                       "discard pile."), R_MANDATORY, target=T("needs {cost}", cost=paid))))
        ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
        s.stack.append(Frame(seat, tuple(mq.reward.steps), 0, {"action": False, "source": card.name}))
        return
    quest = s.data.quests[q]
    s.quests[seat].remove(q)
    s.completed[seat].append(q)
    plot = quest.plot_effect if quest.plot else None
    paid, kind = res_text(cost), quest.type.capitalize()
    ev.append(Event(T("{seat} completes {quest} ({type}), paying {cost}: {reward}", seat=s.name(seat),
                      quest=quest.name, type=kind, cost=paid, reward=quest.reward.text),
                    kind="complete", seat=seat,
                    roll=explain(T("{seat} completes the quest {quest} ({type})", seat=s.name(seat),
                                   quest=quest.name, type=kind),
                                 T("Paid {cost}. Reward: {reward} Plot quest: {plot}", cost=paid,
                                   reward=quest.reward.text, plot=plot.text) if plot else
                                 T("Paid {cost}. Reward: {reward}", cost=paid, reward=quest.reward.text),
                                 T("The quest goes to the completed pile; its type counts for the Lord's bonus at "
                                   "the final scoring. As a plot quest it stays face up and keeps working for the "
                                   "rest of the game.") if quest.plot else
                                 T("The quest goes to the completed pile; its type counts for the Lord's bonus at "
                                   "the final scoring."),
                                 R_PLOT if quest.plot else R_QUESTS, target=T("needs {cost}", cost=paid))))
    ev[-1].reveals = False    # told, not drawn: nothing hidden comes to light
    fire(s, seat, "complete_quest", quest_type=quest.type)
    if plot is not None:
        s.plots[seat].append(q)
        ev.append(Event(T("{quest} is a plot quest: it stays face up — {text}", quest=quest.name, text=plot.text),
                        kind="complete", seat=seat))
    if bonus:
        s.stack.append(Frame(seat, (wd.Gain(res=wd.Res(**bonus)),), 0, {"action": False,
                                                                        "source": T("completed at once")}))
    s.stack.append(Frame(seat, tuple(quest.reward.steps), 0, {"action": False, "source": quest.name}))


@op("take_quest")
def _take_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    opts = [({"quest": q}, T("Take {quest}", quest=quest_offer(s.data.quests[q]))) for q in s.cliffwatch
            if q is not None]
    if not opts:
        ev.append(Event(T("Cliffwatch Inn has no quest to take."), kind="quest"))
        return
    ask(s, "take_quest", f.seat, T("Choose a quest from Cliffwatch Inn."), opts, ev)


@decision("take_quest")
def _taken(s: WaterdeepState, d: Decision, p: dict[str, Any], ev: list[Event]) -> None:
    q = p["quest"]
    slot = s.cliffwatch.index(q)
    s.cliffwatch[slot] = None
    s.quests[d.seat].append(q)
    if s.stack:
        s.stack[-1].ctx["taken"] = q
    fire(s, d.seat, "take_quest", quest_type=s.data.quests[q].type)
    ev.append(Event(T("{seat} takes the quest {quest} from Cliffwatch Inn.", seat=s.name(d.seat),
                      quest=s.data.quests[q].name), kind="quest", seat=d.seat))
    refill_quest(s, slot, ev)


@op("draw_quest")
def _draw_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    for _ in range(st.count):
        q = draw_quest(s, ev, T("a quest reward"))
        if q:
            s.quests[f.seat].append(q)
            quest = s.data.quests[q]
            fire(s, f.seat, "take_quest", quest_type=quest.type)
            ev.append(Event(T("{seat} draws the quest {quest} from the deck.", seat=s.name(f.seat), quest=quest.name),
                            kind="quest", seat=f.seat,
                            roll=explain(T("Draw the top quest of the deck"), quest.name,
                                         T("{quest} becomes one of {seat}'s active quests.", quest=quest.name,
                                           seat=s.name(f.seat)),
                                         R_QUESTS)))


@op("reset_quests")
def _reset_quests(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    for slot, q in enumerate(s.cliffwatch):
        if q is not None:
            s.quest_discard.append(q)
            s.cliffwatch[slot] = None
    ev.append(Event(T("{seat} clears Cliffwatch Inn: its quests are discarded.", seat=s.name(f.seat)),
                    kind="quest", seat=f.seat))
    for slot in range(len(s.cliffwatch)):
        refill_quest(s, slot, ev)


@op("complete_taken_quest")
def _complete_taken_quest(s: WaterdeepState, f: Frame, st: Any, ev: list[Event]) -> None:
    q = f.ctx.get("taken")
    if not q or q not in s.quests[f.seat] or s.mandatory[f.seat] or not can_pay(s, f.seat, q):
        return
    complete(s, f.seat, q, ev, st.bonus.as_dict())

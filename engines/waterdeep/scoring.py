"""The final scoring: VP on the track, one per adventurer, one per 2 Gold and the Lord's bonus; the
most Gold breaks a tie."""
from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.core.i18n import T

from .corruption import cost_each, end_cost, held
from .state import ADV, WaterdeepState
from .texts import lines

#: the columns of the final table the desktop shows
FINAL_TABLE_HEADERS: tuple[str, ...] = (
    T("Player", "final table"), T("VP on the track", "final table"), T("Adventurers", "final table"),
    T("Gold", "final table"), T("VP for Gold", "final table"), T("Lord", "final table"),
    T("Lord bonus", "final table"), T("Total", "final table"))


def lord_bonus(s: WaterdeepState, seat: int, lord: Any) -> int:
    """What `lord` scores for `seat` now: its quests by type, its buildings, and (the modules' Lords) its quests
    and buildings of a module, its quests worth enough, its best type, its corruption."""
    d = s.data
    buildings = s.buildings_of(seat)
    key = (d, lord.id, tuple(s.completed[seat]), tuple(buildings), held(s, seat))
    hit = _LORD_BONUS.get(key)
    if hit is None:
        if len(_LORD_BONUS) > 200_000:
            _LORD_BONUS.clear()
        completed = [d.quests[q] for q in s.completed[seat] if q in d.quests]
        hit = _LORD_BONUS[key] = int(lord.score(
            [q.type for q in completed], len(buildings), completed=completed,
            building_modules=[d.buildings[b].module for b in buildings], corruption=held(s, seat)))
    return hit


#: lord_bonus by (the game's data — one per choice of modules, compared by identity — the Lord, completed quests,
#: buildings, corruption held): the computer asks it for every seat of every position it judges.
_LORD_BONUS: dict[tuple[object, ...], int] = {}


def score_rows(s: WaterdeepState) -> list[dict[str, Any]]:
    """Each seat's score, part by part, in seat order."""
    rows = []
    for i in range(s.players):
        tav = s.tavern[i]
        advs = sum(tav[k] for k in ADV)
        lord = s.data.lords.get(s.lords[i])
        blds = len(s.buildings_of(i))
        bonus = lord_bonus(s, i, lord) if lord else 0
        gold_vp = tav["gold"] // s.data.setup.final_scoring["gold_per_vp"]
        row: dict[str, Any] = {"seat": i, "track": s.vp[i], "adventurers": advs, "gold": tav["gold"],
                               "gold_vp": gold_vp, "lord": lord.name if lord else "?", "lord_vp": bonus,
                               "buildings": blds, "total": s.vp[i] + advs + gold_vp + bonus}
        if s.data.track is not None:        # Skullport: each token in the tavern costs the track's value
            row["corruption"] = held(s, i)
            row["corruption_vp"] = end_cost(s, i)
            row["total"] += row["corruption_vp"]
        rows.append(row)
    return rows


def final_table(s: WaterdeepState) -> tuple[list[str], list[list[Any]]] | None:
    """The final scoring as the game-over table (None while the game goes on)."""
    if not s.over:
        return None
    scored = score_rows(s)
    rows = [[s.name(r["seat"]), r["track"], r["adventurers"], r["gold"], r["gold_vp"], r["lord"],
             r["lord_vp"], r["total"]] for r in scored]
    headers = list(FINAL_TABLE_HEADERS)
    if s.data.track is not None:        # Skullport: the corruption held and what it costs, before the total
        headers[-1:-1] = [T("Corruption", "final table"), T("VP for corruption", "final table")]
        for row, r in zip(rows, scored, strict=True):
            row[-1:-1] = [r["corruption"], r["corruption_vp"]]
    return headers, rows


def final_scoring(s: WaterdeepState, ev: list[Event]) -> None:
    """Score the game, name the winners, and end it."""
    rows = score_rows(s)
    said: list[str] = [T("Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus = total):")]
    if s.data.track is not None:
        said = [T("Final scoring (VP on the track + 1 per adventurer + 1 per 2 Gold + Lord bonus − corruption = "
                  "total):", "Skullport")]
    for r in rows:
        if "corruption" in r:
            said.append(T("{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) "
                          "− {cost} (%n corruption at {each} each) = {total} VP", "Skullport", r["corruption"],
                          seat=s.name(r["seat"]), track=r["track"], adventurers=r["adventurers"],
                          gold_vp=r["gold_vp"], gold=r["gold"], lord_vp=r["lord_vp"], lord=r["lord"],
                          cost=-r["corruption_vp"], each=-cost_each(s), total=r["total"]))
        else:
            said.append(T("{seat}: {track} + {adventurers} adventurers + {gold_vp} ({gold} Gold) + {lord_vp} ({lord}) "
                          "= {total} VP", seat=s.name(r["seat"]), track=r["track"], adventurers=r["adventurers"],
                          gold_vp=r["gold_vp"], gold=r["gold"], lord_vp=r["lord_vp"], lord=r["lord"],
                          total=r["total"]))
        ev.append(Event(T("{seat}: {track} VP on the track, {adv} for adventurers, {gvp} for {gold} Gold, {lvp} from "
                          "the Lord {lord} — {total} VP.", seat=s.name(r["seat"]), track=r["track"],
                          adv=r["adventurers"], gvp=r["gold_vp"], gold=r["gold"], lvp=r["lord_vp"], lord=r["lord"],
                          total=r["total"]), kind="score", seat=r["seat"], reveals=True))
        if "corruption" in r:
            ev.append(Event(T("{seat} holds %n corruption, each costing {each} VP: {vp} VP.", "Skullport",
                              r["corruption"], seat=s.name(r["seat"]), each=cost_each(s), vp=r["corruption_vp"]),
                            kind="score", seat=r["seat"], reveals=True))
    winners, verdict = decide(s, rows)
    said.append(verdict)
    s.over = True
    s.phase = "over"
    s.winners = winners
    s.end_reason = lines(said)
    s.table = tuple(tuple(r.values()) for r in rows)
    ev.append(Event(s.end_reason, kind="outcome", reveals=True))


def decide(s: WaterdeepState, rows: list[dict[str, Any]]) -> tuple[tuple[int, ...], str]:
    """The winners and the sentence that names them (the most Gold breaks a tie on VP)."""
    top = max(r["total"] for r in rows)
    best = [r for r in rows if r["total"] == top]
    if len(best) == 1:
        return (best[0]["seat"],), T("{names} wins with {top} VP.", names=s.name(best[0]["seat"]), top=top)
    g = max(r["gold"] for r in best)
    tied = chain([s.name(r["seat"]) for r in best])
    best = [r for r in best if r["gold"] == g]
    winners = tuple(r["seat"] for r in best)
    names = chain([s.name(w) for w in winners])
    if len(winners) > 1:
        return winners, T("{names} win with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie "
                          "— still tied, they share the victory.", names=names, top=top, tied=tied, gold=g)
    return winners, T("{names} wins with {top} VP. {tied} tie on {top} VP; the most Gold ({gold}) breaks the tie.",
                      names=names, top=top, tied=tied, gold=g)


def chain(names: list[str]) -> str:
    """Seats named one after another: "Red and Blue and Green"."""
    if len(names) == 1:
        return names[0]
    return T("{a} and {b}", "a list of two", a=names[0], b=chain(names[1:]))

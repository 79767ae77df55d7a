"""Hint reasons (Game.hint_reason, engines/ai/hints.py) for Lords of Waterdeep, the co-operative quest and the
skirmish table: each names something concrete about the move — the resources it gains and the quest they bring
closer, the line it moves or the foe it defeats, the odds of the shot or fight it sets up, the ground it gains —
instead of the generic rating."""
from __future__ import annotations

import pytest
from skirmish_helpers import battle as table
from test_hints import _position

from engines.ai.hints import hints
from engines.core import Action, all_games
from engines.core.i18n import Text
from engines.skirmish.game import SkirmishGame

GAMES = {g.id: g for g in all_games()}
GENERIC = "The computer rates your position"




def _reasons(game, steps: int) -> list[str]:
    """The reasons of every legal move, over a few positions of a game between Normal computers."""
    out = []
    for k in range(steps):
        state, seat = _position(game, k)
        view = game.view(state, seat)
        s = game.determinize(view, seat, 0)
        for a in game.legal_actions(s)[:40]:
            after, _ = game.apply_trusted(s, a)
            why = game.hint_reason(s, a, after, seat, "normal")
            if why is not None:
                assert isinstance(why, Text) and GENERIC not in why
                out.append(str(why))
    return out


def test_waterdeep_reasons_name_the_resources_gained_and_the_quest_they_bring_closer():
    game = GAMES["waterdeep"]
    said = _reasons(game, 4)
    gains = [w for w in said if w.startswith("Gains ")]
    assert gains and any(x in " ".join(gains) for x in ("Cleric", "Fighter", "Rogue", "Wizard", "Gold"))
    state, _seat = _position(game, 0)
    names = [state.data.quests[q].name for q in state.quest_order if q in state.data.quests] \
        if hasattr(state, "quest_order") else [q.name for q in state.data.quests.values()]
    assert any(n in w for w in said for n in names), said[:10]     # a quest by its name: closer, or taken


def test_a_waterdeep_hint_gives_its_reason_in_words():
    game = GAMES["waterdeep"]
    state, seat = _position(game, 2)
    got = hints(game, game.view(state, seat), seat, "normal", seed=1)
    assert got and any(GENERIC not in str(h.reason) for h in got)


def test_quest_reasons_say_what_the_move_does_for_the_team():
    game = GAMES["quest"]
    said = _reasons(game, 8)
    assert said and all("The team's prospects after it:" in w for w in said)
    assert any(w.startswith(("Moves ", "Defeats ")) or "distance from Sauron" in w or "hand goes" in w
               for w in said), said[:10]


SK = SkirmishGame()


def _battle(phase: str, acting: int = 0, scenario: str = "clash", **places):
    return table(scenario, phase, acting, ("westfold_riders", "isengard_uruks"), **places)


def _why(s, a):
    after, _ = SK.apply_trusted(s, a)
    return SK.hint_reason(s, a, after, a.seat, "normal")


def test_a_skirmish_shot_and_charge_are_given_by_their_odds():
    s = _battle("shoot", a8=(60, 20), b2=(50, 40))
    shot = Action.make("shoot", 0, figure="a8", target="b2", desperate=False)
    odds = SK.odds(s, shot)
    assert odds is not None
    why = _why(s, shot)
    assert isinstance(why, Text)
    assert str(why) == f"{round(100 * odds.value('wound Lugdush (removed from the table)'))}% to wound Lugdush " \
                       f"and take it off the table (33% to hit)."
    got = hints(SK, SK.view(s, 0), 0, "normal", seed=1)
    assert any(str(h.reason).endswith("(33% to hit).") for h in got)
    m = _battle("move", a2=(40, 50), b2=(40, 65), b3=(43, 66))
    charge = Action.make("charge", 0, figure="a2", target="b2")
    why = str(_why(m, charge))
    assert why == "58% to win the fight against Lugdush and 10% to wound it; 5% to be wounded."


@pytest.mark.parametrize("scenario, goal", [("crossing", "the ford"), ("clash", None)])
def test_a_skirmish_move_says_the_ground_it_gains(scenario, goal):
    s = _battle("move", scenario=scenario, a2=(60, 20), b2=(60, 110))
    moves = [a for a in SK.legal_actions(s) if a.kind == "move" and a["y"] > 30]
    assert moves
    why = str(_why(s, moves[0]))
    name = s.figure("a2").name
    if goal:
        assert why.startswith(f"{name} comes ") and why.count("cm") == 2 and goal in why
    else:
        assert why.startswith(f"{name} closes on Lugdush: ")

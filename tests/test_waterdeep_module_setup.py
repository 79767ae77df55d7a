"""Setting up with the Scoundrels of Skullport modules: the options (a sixth player and the long game need a
module; six players and both modules always play the long game), the agents, the sixth seat's Gold and name, the
modules' cards in the decks, and the base-game cards set aside at random when both modules play."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from engines.core import get_game

GAME = get_game("waterdeep")


def cards(s):
    """Every quest, intrigue card and building tile in play at the start (decks, rows, hands)."""
    quests = [*s.quest_deck, *(q for q in s.cliffwatch if q), *(q for hand in s.quests for q in hand)]
    intrigue = [*s.intrigue_deck, *(c for hand in s.hands for c in hand)]
    tiles = [*s.building_stack, *(b for b in s.hall if b)]
    return quests, intrigue, tiles


@pytest.mark.parametrize("players, modules, long_game, agents", [
    (2, "none", False, 4), (3, "none", False, 3), (4, "none", False, 2), (5, "none", False, 2),
    (2, "undermountain", True, 5), (3, "skullport", True, 4), (4, "undermountain", True, 3),
    (5, "skullport", True, 3), (6, "skullport", False, 2), (2, "both", False, 5), (6, "both", False, 2),
    (3, "skullport", False, 3)])
def test_agents_by_players_and_the_long_game(players, modules, long_game, agents):
    options = GAME.options(players=players, modules=modules, long_game=long_game)
    s = GAME.setup(options, 11)
    assert s.agents == [agents] * players
    assert options.long_game == (long_game or players == 6 or modules == "both")


def test_a_sixth_player_or_the_long_game_without_a_module_is_refused_with_the_reason():
    with pytest.raises(ValidationError, match="sixth player needs at least one module"):
        GAME.options(players=6)
    with pytest.raises(ValidationError, match="long game needs at least one module"):
        GAME.options(players=3, long_game=True)
    with pytest.raises(ValidationError):
        GAME.options(players=7, modules="both")
    with pytest.raises(ValidationError):
        GAME.options(players=3, modules="underdark")


def test_the_sixth_seat_is_grey_and_starts_with_nine_gold():
    s = GAME.setup(GAME.options(players=6, modules="undermountain"), 4)
    assert GAME.seat_names(s)[5] == "Grey"
    assert [t["gold"] for t in s.tavern] == [4, 5, 6, 7, 8, 9]


@pytest.mark.parametrize("modules, quests, intrigue, tiles", [
    ("none", 60, 50, 24), ("undermountain", 90, 75, 36), ("skullport", 90, 75, 36), ("both", 90, 75, 36)])
def test_the_decks_hold_the_modules_cards_and_both_modules_set_base_cards_aside(modules, quests, intrigue, tiles):
    for seed in (1, 2):
        s = GAME.setup(GAME.options(players=4, modules=modules), seed)
        q, i, t = cards(s)
        assert (len(q), len(i), len(t)) == (quests, intrigue, tiles)
        assert len(set(q)) == len(q) and len(set(t)) == len(t)
        mods = {s.data.quests[x].module for x in q}
        assert mods == {"base"} | ({"undermountain", "skullport"} if modules == "both" else
                                   set() if modules == "none" else {modules})
        if modules == "both":
            assert sum(s.data.quests[x].module == "base" for x in q) == 60 - 30
            assert sum(s.data.intrigue[x].module == "base" for x in i) == 50 - 25
            assert sum(s.data.buildings[x].module == "base" for x in t) == 24 - 12
    a = cards(GAME.setup(GAME.options(players=4, modules="both"), 1))[0]
    b = cards(GAME.setup(GAME.options(players=4, modules="both"), 2))[0]
    assert set(a) != set(b), "the base quests set aside differ from deal to deal"


def test_skullport_brings_the_corruption_track_and_undermountain_does_not():
    assert GAME.setup(GAME.options(players=3, modules="skullport"), 1).data.track is not None
    assert GAME.setup(GAME.options(players=3, modules="undermountain"), 1).data.track is None
    s = GAME.setup(GAME.options(players=3, modules="both"), 1)
    assert s.data.track is not None and s.corruption_off == 0
    assert {"entry_well", "hall_of_the_voice"} <= set(s.data.spaces)

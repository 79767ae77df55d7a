"""The War of the Ring listing's fast paths against the plain rules they stand for, on thousands of positions of
random games (issue 17): the army moves offered (`_iter_army_move_specs`, which unrolls `_move_problem`), the
attacks (`_attacks`, which looks for enemies next door first) and the table cards' bans (asked once per listing)
give what the one-question-at-a-time versions give."""
from __future__ import annotations

import random

import pytest

from engines.war_of_the_ring import cards as card_plugins
from engines.war_of_the_ring.dispatch import LEGAL
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions


def _positions(seeds: range, every: int = 2) -> list:
    g = WarOfTheRingGame()
    out = []
    for seed in seeds:
        s = g.setup(WarOfTheRingOptions.model_validate({}), seed)
        rng = random.Random(seed)
        i = 0
        while not s.over:
            legal = g.legal_actions(s)
            if i % every == 0:
                out.append(s)
            s, _ = g.apply(s, g.rollout_action(s, legal, rng))
            i += 1
    return out


@pytest.fixture(scope="module")
def positions():
    found = _positions(range(40, 50))
    assert len(found) > 2000
    return found


def _cases(positions: list) -> list[tuple]:
    """Each position for each side, with an Army die (any army) and a Character die (an army with a leader)."""
    return [(s, side, leader_needed) for s in positions for side in (FP, SH) for leader_needed in (False, True)]


def _reference_specs(g: WarOfTheRingGame, s, side: str, leader_needed: bool) -> list[tuple[str, str, int, int]]:
    """Every army move as the rules put it: each destination and size asked of `_move_problem`."""
    out = []
    for frm in g._army_sources(s, side):
        if leader_needed and not s.has_leader(frm, side, moving=True):
            continue
        army = s.army(frm, side)
        total = sum(t[0] + t[1] for t in army.values())
        nations = {n for n, t in army.items() if t[0] + t[1]}
        sizes = [total] if leader_needed else sorted({total, 1, (total + 1) // 2}, reverse=True)
        for to in s.board.nbrs[frm]:
            for n_units in sizes:
                if n_units >= 1 and not g._move_problem(s, side, frm, to, g._moving_nations(army, n_units, total,
                                                                                          nations), n_units):
                    out.append((frm, to, n_units, total))
    return out


def test_the_army_moves_offered_are_those_the_rules_allow(positions):
    g = WarOfTheRingGame()
    moves = 0
    for s, side, leader_needed in _cases(positions):
        fast = list(g._iter_army_move_specs(s, side, leader_needed))
        assert fast == _reference_specs(g, s, side, leader_needed), (s.turn, side, leader_needed)
        moves += len(fast)
    assert moves > 50_000   # the positions have armies that move, not only empty boards


def _reference_attacks(g: WarOfTheRingGame, s, side: str, leader_needed: bool) -> list[tuple[str, str]]:
    """Every attack as the rules put it: from each army that may attack, on each neighbour holding enemy units
    (not a stronghold our own army besieges), or on the stronghold it besieges."""
    foe = FP if side == SH else SH
    out = []
    for frm in g._army_sources(s, side):
        if leader_needed and not s.has_leader(frm, side):
            continue
        army = s.army(frm, side)
        if not all(s.at_war(n) for n, t in army.items() if t[0] + t[1]):
            part = [(n, *t) for n, t in army.items() if s.at_war(n) and t[0] + t[1]]
            if not part or (leader_needed and not any(x[3] for x in part)):
                continue
        if frm in s.sieges:
            out.append((frm, frm))
            continue
        for to in s.board.nbrs[frm]:
            if s.strength(to, foe) and not (s.sieges.get(to) == foe and s.strength(to, side)):
                out.append((frm, to))
    return out


def test_the_attacks_offered_are_those_the_rules_allow(positions):
    g = WarOfTheRingGame()
    attacks = 0
    for s, side, leader_needed in _cases(positions):
        fast = [(a["frm"], a["to"]) for a in g._attacks(s, side, 0, "army", leader_needed) if a.kind == "attack"]
        assert fast == _reference_attacks(g, s, side, leader_needed), (s.turn, side, leader_needed)
        attacks += len(fast)
    assert attacks > 500


def test_the_listing_leaves_out_exactly_what_a_table_card_forbids(positions):
    g = WarOfTheRingGame()
    with_bans = 0
    for s in positions:
        if not s.pending or not card_plugins.bans_in_play(s) or s.team is not None:
            continue
        p = s.pending[-1]
        every = list(LEGAL[p["kind"]](g, s, p, s.seat_of(p["side"])))
        allowed = [a for a in every if not card_plugins.action_banned(s, p, a)]
        with_bans += len(every) > len(allowed)
        assert g.legal_actions(s) == allowed
    assert with_bans > 0   # some positions had a table card forbidding something that was offered

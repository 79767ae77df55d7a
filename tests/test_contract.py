"""The engine contract, proved for every game: the project's equivalent of OpenSpiel's random-simulation test.

Parametrised over `engines.core.all_games()` after the test games (the toy dice race, the fake board game)
have registered, so a new game is covered by being registered. Seeded random games and games between
computer agents (`make_agent("easy")`, through the command line's `play_out`, the harness the desktop's
simulate command uses) are played, and at the sampled steps:

- `apply` never changes its input state: a structural snapshot before and after (and again at the end of
  the game, so that a later state sharing a container with an earlier one is caught too);
- `check` accepts every action `legal_actions` lists, and refuses well-formed illegal ones (a legal action of
  an earlier state, one with a parameter changed, the right kind for the wrong seat) with a reason and a
  rule anchor the rules panel finds in the game's rules text;
- every action `legal_actions` lists is for the seat `to_move` names, and of a kind the game's `action_kinds`
  declares (every game declares them: the keys of its dispatch table);
- `view(state, seat)` then `determinize(view, seat, seed)` keeps everything the seat saw (the seat's view of
  the determinised state is the view), and the seat to move has the same legal actions there;
- `evaluate(state, seat)` stays in [-1, 1];
- a save (`engines.core.saves`) round-trips and replays to the same state (up to the order of the piles
  nobody has seen, which a save leaves out, and the random generator's future, which it never holds);
- `apply` is a function of the state and the action, and `apply_trusted` (the computer's search) agrees;
- a finished game has nobody to move, no legal action, and refuses actions citing a rule;
- the computer is given only its view: the object an agent receives equals `game.view(state, seat)`, both
  through the command line's `play_out` and through the desktop's controller (its worker thread);
- a view holds none of the state's random generators (nothing in it predicts the next roll).

Shared read-only objects a state points to (a game's board, its card data) are compared by identity.
"""
from __future__ import annotations

import dataclasses
import json
import random
from enum import Enum
from typing import Any

import pytest
from fake_game import register_fake
from pydantic import BaseModel

import engines.ai
import tests.toy_game  # registers the toy dice race
from desktop.rules_text import section  # the rules panel's anchors, without Qt
from engines.core import Action, Game, Match, SeatSpec, all_games
from engines.core.saves import dumps, loads

register_fake()   # the fake board game registers only inside the tests
GAMES = all_games()

# How far a game is played: the small games to their end; War of the Ring's random games run to thousands of
# decisions and its computer games are slow, so they are cut (deterministically, by count, not by time).
RANDOM_CAP = 1200
AGENT_CAP = 250
SAVES_AT = (3, 40, 400)   # and at the end: a save is written, loaded and compared at these steps


def pace(step: int) -> str:
    """Which checks a step gets: "full" (everything), "apply" (the snapshot of apply's input) or "light" (the
    legal actions are for the seat to move). Every step is full while the game is young, then ever fewer."""
    every = 1 if step < 12 else 4 if step < 60 else 12 if step < 200 else 40
    if step % every == 0:
        return "full"
    return "apply" if step < 200 or step % 4 == 0 else "light"


# -- a structural snapshot ------------------------------------------------------------------------------------
_ATOMS = (type(None), bool, int, float, complex, str, bytes, Enum)


def snapshot(x: Any, *, rng: bool = True, unordered: frozenset[int] = frozenset(), _depth: int = 0) -> Any:
    """A hashable, comparable picture of `x`: containers, dataclasses and pydantic models by value, random
    generators by their state (or not at all with `rng=False`), lists whose id is in `unordered` as sorted
    multisets, and anything else (a game's read-only board and card data) by identity."""
    if _depth > 60:
        raise AssertionError("a state nested more than 60 levels deep (a cycle?)")
    if isinstance(x, _ATOMS):
        return x
    d = _depth + 1

    def rec(v: Any) -> Any:
        return snapshot(v, rng=rng, unordered=unordered, _depth=d)

    if isinstance(x, random.Random):
        return ("rng", x.getstate() if rng else None)
    if isinstance(x, list):
        items = tuple(rec(v) for v in x)
        if id(x) in unordered:
            return ("pile", tuple(sorted(items, key=repr)))
        return ("list", items)
    if isinstance(x, tuple):
        return ("tuple", tuple(rec(v) for v in x))
    if isinstance(x, dict):
        return ("dict", frozenset((rec(k), rec(v)) for k, v in x.items()))
    if isinstance(x, (set, frozenset)):
        return ("set", frozenset(rec(v) for v in x))
    if isinstance(x, Action):
        return ("action", x.kind, x.seat, rec(x.params))
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        caches = getattr(type(x), "CACHES", ())   # derived caches that reading fills: not part of the position
        return (type(x).__name__, tuple((f.name, rec(getattr(x, f.name))) for f in dataclasses.fields(x)
                                        if f.name not in caches))
    if isinstance(x, BaseModel):
        return (type(x).__name__, rec(x.model_dump()))
    return ("shared", type(x).__name__, id(x))


def _generators(x: Any, _depth: int = 0) -> list[random.Random]:
    """The random generators inside a state (where its future chance could be read)."""
    if _depth > 60 or isinstance(x, _ATOMS):
        return []
    if isinstance(x, random.Random):
        return [x]
    if isinstance(x, dict):
        x = list(x.values())
    elif dataclasses.is_dataclass(x) and not isinstance(x, type):
        x = [getattr(x, f.name) for f in dataclasses.fields(x)]
    elif not isinstance(x, (list, tuple, set, frozenset)):
        return []
    return [r for v in x for r in _generators(v, _depth + 1)]


def differences(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where two snapshots differ (for a readable failure)."""
    if a == b:
        return []
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b) and a and a[0] == b[0]:
        if a[0] == "dict" and isinstance(a[1], frozenset):
            da, db = dict(a[1]), dict(b[1])
            out = []
            for k in sorted(set(da) | set(db), key=repr):
                if da.get(k) != db.get(k):
                    out += differences(da.get(k), db.get(k), f"{path}[{k!r}]")
            return out[:5]
        if len(a) == 2 and isinstance(a[1], tuple) and all(isinstance(f, tuple) and len(f) == 2 and
                                                            isinstance(f[0], str) for f in a[1]):
            out = []
            for (name, va), (_, vb) in zip(a[1], b[1], strict=False):
                out += differences(va, vb, f"{path}.{name}")
            return out[:5] or [path]
        if a[0] in ("list", "tuple") and len(a[1]) == len(b[1]):
            out = []
            for i, (va, vb) in enumerate(zip(a[1], b[1], strict=True)):
                out += differences(va, vb, f"{path}[{i}]")
            return out[:5] or [path]
    return [f"{path}: {str(a)[:160]} != {str(b)[:160]}"]


# -- the checks at one step ---------------------------------------------------------------------------------------
class Checker:
    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(f"{game.id}:{seed}")
        self.seen: list[Action] = []            # legal actions of earlier states
        self.kept: list[tuple[Any, Any]] = []   # (state, snapshot) of sampled steps, checked again at the end
        self.before_apply: tuple[Any, Any] | None = None
        self.steps = 0
        self.checked = 0

    def step(self, state: Any, level: str) -> list[Action]:
        """The checks on a state about to be played from (see `pace`); returns its legal actions."""
        game = self.game
        full = level == "full"
        snap = snapshot(state) if level != "light" else None
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        assert game.outcome(state) is None and seat is not None, "a running game has a seat to move"
        assert legal, f"{game.id}: seat {seat} is to move but has no legal action"
        assert all(a.seat == seat for a in legal), \
            f"{game.id}: legal actions for a seat that is not to move: {[a for a in legal if a.seat != seat][:3]}"
        assert len(set(legal)) == len(legal), f"{game.id}: legal_actions lists an action twice"
        undeclared = {a.kind for a in legal} - game.action_kinds
        assert game.action_kinds, f"{game.id}: declares no action_kinds"
        assert not undeclared, \
            f"{game.id}: legal_actions offers kinds its action_kinds does not declare: {sorted(undeclared)}"
        if full:
            self.checked += 1
            self._check_legal(state, legal)
            self._check_illegal(state, seat, legal)
            self._check_evaluate(state)
            self._check_view(state, seat, legal)
            self._check_apply(state, legal)
            assert snapshot(state) == snap, \
                f"{game.id}: check/view/evaluate/determinize changed the state: {differences(snap, snapshot(state))}"
            self.kept.append((state, snap))
        self.seen.extend(self.rng.sample(legal, min(3, len(legal))))
        self.seen = self.seen[-40:]
        self.before_apply = (state, snap)
        self.steps += 1
        return legal

    def told(self, events: list) -> None:
        """Every roll explanation names a rule the rules text has (the rules panel quotes it)."""
        for e in events:
            roll = e.roll
            if roll is not None:
                assert roll.rule, f"{self.game.id}: the roll '{roll.purpose}' names no rule"
                assert section(self.game, roll.rule) is not None, \
                    f"{self.game.id}: the roll '{roll.purpose}' cites the rule {roll.rule!r}, not in its rules text"

    def applied(self) -> None:
        state, snap = self.before_apply
        if snap is None:
            return
        after = snapshot(state)
        assert after == snap, f"{self.game.id}: apply changed its input state: {differences(snap, after)}"

    def finish(self) -> None:
        for state, snap in self.kept:
            after = snapshot(state)
            assert after == snap, \
                f"{self.game.id}: an earlier state changed while the game went on: {differences(snap, after)}"

    # --
    def _check_legal(self, state: Any, legal: list[Action]) -> None:
        for a in legal:
            verdict = self.game.check(state, a)
            assert verdict, f"{self.game.id}: check refuses the legal action {a}: {verdict}"
            # an engine may build a value directly (no `make`) to list faster: it must still be the value a save
            # reads back, parameters in key order and frozen
            back = Action.from_json(json.loads(json.dumps(a.to_json())))
            assert back == a and hash(back) == hash(a), \
                f"{self.game.id}: {a} is not the value a save reads back: {a.params} against {back.params}"

    def _names_a_point(self, a: Action) -> bool:
        """An action naming a point of a continuum (free_params) may be legal though legal_actions does not list
        it (another point, or the same point later)."""
        return bool({k for k, _ in a.params} & self.game.free_params)

    def _illegal_candidates(self, state: Any, seat: int, legal: list[Action]) -> list[tuple[str, Action, bool]]:
        """(what it is, the action, whether it may be legal though not listed)."""
        rng, out = self.rng, []
        players = self.game.players(state)
        for a in rng.sample(self.seen, min(3, len(self.seen))):
            out.append(("a legal action of an earlier state", Action(a.kind, seat, a.params), self._names_a_point(a)))
        for a in rng.sample(legal, min(4, len(legal))):
            if a.params:
                k = rng.randrange(len(a.params))
                key, value = a.params[k]
                others = [v for b in legal + self.seen if b.kind == a.kind for kk, v in b.params
                          if kk == key and v != value]
                if isinstance(value, bool):
                    new = not value
                elif isinstance(value, int) and (not others or rng.random() < 0.5):
                    new = value + rng.choice((-1, 1, 7))
                elif others:
                    new = rng.choice(others)
                elif isinstance(value, str):
                    new = value + "_x"
                else:
                    continue
                params = list(a.params)
                params[k] = (key, new)
                out.append((f"{a} with {key}={new!r}", Action(a.kind, seat, tuple(params)), self._names_a_point(a)))
            if players > 1:
                other = rng.choice([s for s in range(players) if s != seat])
                out.append((f"{a} for seat {other}", Action(a.kind, other, a.params), False))
        out.append(("an action of no kind the game has", Action.make("no_such_kind", seat), False))
        return out

    def _check_illegal(self, state: Any, seat: int, legal: list[Action]) -> None:
        game, listed = self.game, set(legal)
        for what, a, may_be_legal in self._illegal_candidates(state, seat, legal):
            if a in listed:
                continue
            verdict = game.check(state, a)
            if verdict and may_be_legal:
                continue
            assert not verdict, f"{game.id}: check accepts {what}, which legal_actions does not list"
            assert isinstance(verdict.reason, str) and verdict.reason.strip(), \
                f"{game.id}: {what} is refused without a reason"
            assert verdict.rule, f"{game.id}: {what} is refused without a rule: {verdict.reason!r}"
            assert section(game, verdict.rule) is not None, \
                f"{game.id}: {what} is refused citing the rule {verdict.rule!r}, which its rules text does not have"

    def _check_apply(self, state: Any, legal: list[Action]) -> None:
        """`apply` is a function of the state and the action (its chance comes from the state's generator when no
        match records it), and `apply_trusted`, which the computer's search uses, does the same."""
        game = self.game
        for a in self.rng.sample(legal, min(2, len(legal))):
            first, ev1 = game.apply(state, a)
            again, ev2 = game.apply(state, a)
            trusted, ev3 = game.apply_trusted(state, a)
            want = snapshot(first)
            assert snapshot(again) == want, f"{game.id}: applying {a} twice gives two states: " \
                                            f"{differences(want, snapshot(again))}"
            assert snapshot(trusted) == want, f"{game.id}: apply_trusted({a}) differs from apply: " \
                                              f"{differences(want, snapshot(trusted))}"
            assert snapshot(ev1) == snapshot(ev2) == snapshot(ev3), f"{game.id}: {a} tells another story twice"

    def end(self, state: Any) -> None:
        """A finished game: nobody to move, nothing legal, every action refused with a rule, evaluate bounded."""
        game = self.game
        if game.outcome(state) is None:
            return
        assert game.to_move(state) is None and game.legal_actions(state) == [], \
            f"{game.id}: the game is over but someone is to move or has choices"
        self._check_evaluate(state)
        outcome = game.outcome(state)
        assert outcome.reason and outcome.rule and section(game, outcome.rule) is not None, \
            f"{game.id}: the outcome cites the rule {outcome.rule!r}, which its rules text lacks"
        for a in self.seen[-3:]:
            verdict = game.check(state, a)
            assert not verdict and verdict.reason.strip(), f"{game.id}: {a} is accepted after the game ended"
            assert verdict.rule and section(game, verdict.rule) is not None, \
                f"{game.id}: {a} is refused after the end citing the rule {verdict.rule!r}, which its rules text lacks"

    def _check_evaluate(self, state: Any) -> None:
        for seat in range(self.game.players(state)):
            value = self.game.evaluate(state, seat)
            assert -1.0 <= value <= 1.0, f"{self.game.id}: evaluate gives {value} for seat {seat}"

    def _check_view(self, state: Any, mover: int, legal: list[Action]) -> None:
        game = self.game
        futures = {r.getstate() for r in _generators(state)}
        for seat in range(game.players(state)):
            view = game.view(state, seat)
            assert view is not state, f"{game.id}: view returns the state itself"
            assert not futures & {r.getstate() for r in _generators(view)}, \
                f"{game.id}: the view of seat {seat} holds the state's random generator (its future rolls)"
            seen = snapshot(view)
            det = game.determinize(view, seat, self.rng.getrandbits(48))
            assert snapshot(view) == seen, f"{game.id}: determinize changed the view it was given"
            again = snapshot(game.view(det, seat))
            assert again == seen, \
                f"{game.id}: seat {seat} sees something else after determinize: {differences(seen, again)}"
            if seat == mover:
                assert game.legal_actions(det) == legal, \
                    f"{game.id}: the seat to move has other choices in a determinisation of its view"


# -- the games played --------------------------------------------------------------------------------------------
def _ids(games: list[Game]) -> list[str]:
    return [g.id for g in games]


def _options(game: Game, most: bool = False):
    """The game's default options, or the same with as many players as it seats."""
    return game.full_table_options() if most else game.options()


def _save_round_trip(match: Match) -> None:
    game = match.game
    back = loads(dumps(match))
    assert back.cursor == match.cursor and [s.action for s in back.steps] == [s.action for s in match.steps]
    mine, theirs = match.state, back.state
    a = snapshot(mine, rng=False, unordered=frozenset(id(p) for p in game.unseen_piles(mine)))
    b = snapshot(theirs, rng=False, unordered=frozenset(id(p) for p in game.unseen_piles(theirs)))
    assert a == b, f"{game.id}: a loaded save replays to another state: {differences(a, b)}"
    assert game.legal_actions(theirs) == game.legal_actions(mine)
    for seat in range(game.players(mine)):
        assert snapshot(game.view(theirs, seat), rng=False) == snapshot(game.view(mine, seat), rng=False)


@pytest.mark.parametrize("seed, most", [(1, False), (2, True)], ids=["fewest-players", "most-players"])
@pytest.mark.parametrize("game", GAMES, ids=_ids(GAMES))
def test_random_games_keep_the_contract(game: Game, seed: int, most: bool):
    match = Match(game, _options(game, most), seed)
    checker = Checker(game, seed)
    rng = random.Random(seed)
    step = 0
    while game.outcome(match.state) is None and step < RANDOM_CAP:
        legal = checker.step(match.state, pace(step))
        checker.told(match.play(rng.choice(legal)))
        checker.applied()
        step += 1
        if step in SAVES_AT:
            _save_round_trip(match)
    checker.finish()
    checker.end(match.state)
    _save_round_trip(match)
    assert checker.checked >= min(step, 12)


class Spy:
    """An agent that checks what it is given: the view of the seat to move, never the state itself. It runs the
    contract's checks on the match's state before it lets the real agent choose."""

    def __init__(self, agent, match: Match, checker: Checker) -> None:
        self.agent, self.match, self.checker = agent, match, checker
        self.calls = 0

    def choose(self, game: Game, view: Any, seat: int, seed: int) -> Action:
        state = self.match.state
        assert view is not state, f"{game.id}: the computer was given the state itself, not its view"
        assert seat == game.to_move(state)
        given, own = snapshot(view), snapshot(game.view(state, seat))
        assert given == own, f"{game.id}: the computer was given more than its view: {differences(own, given)}"
        self.checker.step(state, pace(self.checker.steps))
        self.calls += 1
        return self.agent.choose(game, view, seat, seed)


@pytest.mark.parametrize("game", GAMES, ids=_ids(GAMES))
def test_games_between_computer_agents_keep_the_contract(game: Game, monkeypatch):
    """The computer plays every seat through `engines.ai.playout.play_out` (as `realms-table-cli simulate`)."""
    from engines.ai import playout

    seed = 7
    players = game.players(game.setup(_options(game), seed))
    match = Match(game, _options(game), seed, seats=[SeatSpec("ai", "easy")] * players)
    checker = Checker(game, seed)
    spies: list[Spy] = []
    real = engines.ai.make_agent

    def make_agent(level: str, **kw):
        spy = Spy(real(level, **kw), match, checker)
        spies.append(spy)
        return spy

    def after(action, events):
        checker.told(events)
        checker.applied()
        if match.cursor in SAVES_AT:
            _save_round_trip(match)

    monkeypatch.setattr(playout, "make_agent", make_agent)
    playout.play_out(match, AGENT_CAP, random.Random(seed), on_events=after)
    checker.finish()
    checker.end(match.state)
    _save_round_trip(match)
    assert sum(s.calls for s in spies) == match.cursor > 0


def test_every_registered_game_is_covered():
    """The suite finds the games through the registry: the three games and the two test games at least."""
    assert {"heroes", "war_of_the_ring", "waterdeep", "toy", "fake"} <= set(_ids(GAMES))


@pytest.mark.parametrize("game", GAMES, ids=_ids(GAMES))
def test_the_desktop_gives_the_computer_only_its_view(game: Game, qtbot):
    """The desktop's controller hands the computer `game.view(state, seat)` for the seat to move, never the
    state (its agent runs in a worker thread: what it was given is written down and checked here)."""
    from desktop.controller import GameController
    from engines.ai import RandomAgent

    seed = 5
    players = game.players(game.setup(_options(game), seed))
    match = Match(game, _options(game), seed, seats=[SeatSpec("ai", "random")] * players)
    given: list[tuple[bool, bool, bool]] = []

    class Recorder:
        def choose(self, g: Game, view: Any, seat: int, seed: int) -> Action:
            state = match.state
            given.append((view is not state, seat == g.to_move(state),
                          snapshot(view) == snapshot(g.view(state, seat))))
            return RandomAgent().choose(g, view, seat, seed)

    controller = GameController(match, agent_factory=lambda level: Recorder(), autosave=False, computer_delay_ms=0)
    controller.start()
    try:
        qtbot.waitUntil(lambda: match.cursor >= 12 or match.outcome() is not None, timeout=30_000)
    finally:
        controller.shutdown(wait_ms=5_000)
    assert len(given) >= min(match.cursor, 12) > 0
    assert all(not_state for not_state, _, _ in given), f"{game.id}: the computer was given the state itself"
    assert all(mover for _, mover, _ in given), f"{game.id}: the computer was asked for a seat not to move"
    assert all(view for _, _, view in given), f"{game.id}: the computer was given more than its view"


def test_an_action_kind_the_game_does_not_declare_is_caught():
    class Undeclared(tests.toy_game.ToyGame):
        action_kinds = frozenset({"roll"})   # "stand" is missing

    game = Undeclared()
    state = game.setup(game.options(), 1)
    state, _ = game.apply(state, Action.make("roll", 0))
    assert "stand" in {a.kind for a in game.legal_actions(state)}
    with pytest.raises(AssertionError, match="does not declare: \\['stand'\\]"):
        Checker(game, 1).step(state, "light")

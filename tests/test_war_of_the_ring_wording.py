"""What a player reads — action labels, event sentences (with their roll explanations) and refusal
reasons — is plain English: no engine identifier ("hunt_alloc"), no shorthand ("1r/1e/1l"), no wrong
article ("a Event die") or verb ("Elves is"), no lazy plurals ("hit(s)"), and never the generic
refusal. Checked over whole random and computer games, with refusals provoked along the way."""
from __future__ import annotations

import random
import re

import pytest

from engines.ai import make_agent
from engines.core import Action
from engines.war_of_the_ring.game import FP, SH, WarOfTheRingGame
from engines.war_of_the_ring.options import WarOfTheRingOptions
from engines.war_of_the_ring.sample import action_phase, arrange, new_game

G = WarOfTheRingGame()
GENERIC = "That is not something you can do now."
BAD = {
    "an engine identifier": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a shorthand count": re.compile(r"\b\d+[rel]\b|\d+r/\d+e"),
    "'a' before a vowel": re.compile(r"\ba [AEIOU]"),
    "'an' before a consonant": re.compile(r"\ban [B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z]"),
    "a lazy plural": re.compile(r"\w\((s|es)\)"),
    "a plural nation with 'is'": re.compile(r"\b(Elves|Dwarves|Easterlings) (is|has|becomes|advances|falls)\b"),
    "'The North' inside a sentence": re.compile(r"[a-z,] The North\b"),
    "a number that disagrees with its noun": re.compile(
        r"(?<![\d.+−-])\b(1 (regulars|elites|leaders|hits|units|dice|steps|tiles|successes))\b"
        r"|(?<![\d.+−-])\b([02-9]|\d\d+) (regular|elite|leader|hit|unit|die|step|tile|success)\b(?![-/]| re-roll)"),
}


def problems(text: str) -> list[str]:
    return [name for name, pat in BAD.items() if pat.search(text)]


class Reader:
    """Collects every sentence a player could read, with where it came from."""

    def __init__(self) -> None:
        self.bad: dict[tuple[str, str], str] = {}
        self.refusals = 0

    def read(self, where: str, text: str) -> None:
        for p in problems(text):
            self.bad.setdefault((where, p), text)

    def events(self, events) -> None:
        for e in events:
            self.read("event", e.text)
            if e.roll is not None:
                self.read("roll", e.roll.text())

    def refusal(self, s, a: Action) -> None:
        why = G.check(s, a)
        if why:
            return
        self.refusals += 1
        assert why.reason and why.reason != GENERIC, (a, why)
        assert why.rule, (a, why)
        self.read(f"refusal of {a.kind}", why.reason)


def report(reader: Reader) -> str:
    return "\n".join(f"{w} — {p}: {t.splitlines()[0] if w != 'roll' else t}"
                     for (w, p), t in sorted(reader.bad.items()))


def provoke(reader: Reader, s, legal: list[Action], seen: dict[str, Action], rng: random.Random) -> None:
    """Refusals a player may run into: the right choice from the wrong seat, a choice that belongs to
    another decision, a choice of the right kind with a changed region, card, nation or die."""
    a = rng.choice(legal)
    seats = len(s.sides)
    reader.refusal(s, Action.make(a.kind, (a.seat + 1) % seats, a.label, **dict(a.params)))
    other = [x for k, x in seen.items() if k not in {y.kind for y in legal}]
    if other:
        reader.refusal(s, rng.choice(other))
    params = dict(a.params)
    b = s.board
    for key, pool in (("to", b.nodes), ("frm", b.nodes), ("card", sorted(b.cards)), ("nation", sorted(s.political)),
                      ("die", ("character", "army", "muster", "army_muster", "event", "will_of_the_west"))):
        if key in params:
            params[key] = rng.choice(pool)
            reader.refusal(s, Action.make(a.kind, a.seat, a.label, **params))
            break
    for x in legal:
        seen.setdefault(x.kind, x)


def play(reader: Reader, seed: int, players: int = 2, policy: str = "uniform", agents=None,
         limit: int = 1500) -> None:
    opts = WarOfTheRingOptions(players=players) if players > 2 else WarOfTheRingOptions()
    s = G.setup(opts, seed)
    reader.events(s.setup_events)
    rng = random.Random(seed)
    seen: dict[str, Action] = {}
    for i in range(limit):
        if s.over:
            break
        legal = G.legal_actions(s)
        for a in legal:
            reader.read(f"label of {a.kind}", a.label)
        if i % 3 == 0:
            provoke(reader, s, legal, seen, rng)
        seat = G.to_move(s)
        if agents is not None and agents[seat] is not None:
            a = agents[seat].choose(G, G.view(s, seat), seat, rng.randrange(1 << 30))
        elif policy == "rollout":
            a = G.rollout_action(s, legal, rng)
        else:
            a = rng.choice(legal)
        s, ev = G.apply(s, a)
        reader.events(ev)
    reader.read("summary", G.summary(s))


@pytest.mark.parametrize("seed,players,policy", [(1, 2, "uniform"), (2, 2, "rollout"), (3, 2, "uniform"),
                                                 (4, 2, "rollout"), (5, 3, "uniform"), (6, 4, "rollout")])
def test_random_games_read_as_plain_english(seed, players, policy):
    reader = Reader()
    play(reader, seed, players, policy)
    assert not reader.bad, report(reader)
    assert reader.refusals > 100


def test_a_game_against_the_computer_reads_as_plain_english():
    reader = Reader()
    play(reader, 7, agents=[make_agent("easy"), None], limit=500)
    assert not reader.bad, report(reader)


def test_the_checks_catch_what_they_should():
    bad = ["Discard a Event die without effect", "The Elves is not at war.", "Free Peoples: Dwarves 0r/1e move",
           "Put dice in hunt_alloc", "2 hit(s)", "Lose a The North elite", "2 hit and 1 hits", "1 regulars"]
    assert all(problems(t) for t in bad), [t for t in bad if not problems(t)]
    good = ["Discard an Event die without effect", "The Elves are not at war.", "2 Dwarven elites move",
            "1 hit", "Lose a North elite", "Army/Muster die", "Use Event die: draw a character event card"]
    assert not any(problems(t) for t in good), [t for t in good if problems(t)]


# -- some sentences, exactly ----------------------------------------------------------------------------
def test_moves_and_musters_name_figures_in_words():
    g, s = new_game()
    arrange(s, clear=True, units={("dale", "north"): (2, 1, 1), ("erebor", "dwarves"): (1, 2, 0)},
            political={"north": 0, "dwarves": 0})
    action_phase(s, fp=("army", "muster"))
    a = next(x for x in g.legal_actions(s) if x.kind == "move_army" and x["frm"] == "dale"
             and x["to"] == "old_forest_road" and x["units"] == 3)
    assert a.label == "Use Army die: move 2 North regulars, 1 North elite and 1 leader Dale → Old Forest Road"
    s, ev = g.apply(s, a)
    assert ev[0].text == ("The Free Peoples move 2 North regulars, 1 North elite and 1 North leader from Dale to "
                          "Old Forest Road.")
    labels = {x.label for x in g.legal_actions(s)}
    assert "Move a second army: 1 Dwarven regular and 2 Dwarven elites Erebor → Iron Hills" in labels
    s, _ = g.apply(s, next(x for x in g.legal_actions(s) if x.kind == "done"))
    labels = {x.label for x in g.legal_actions(s)}
    assert "Use Muster die: recruit a North regular in Dale" in labels
    assert "Use Muster die: recruit an Elven elite in Rivendell" not in labels   # the Elves are not at war
    s, ev = g.apply(s, next(x for x in g.legal_actions(s)
                            if x.label == "Use Muster die: recruit a North regular in Dale"))
    assert ev[0].text == "The Free Peoples recruit a North regular in Dale."


def test_dice_faces_take_the_right_article():
    g, s = new_game()
    action_phase(s, fp=("event", "army_muster"))
    labels = {a.label for a in g.legal_actions(s)}
    assert "Discard an Event die without effect" in labels
    assert "Discard an Army/Muster die without effect" in labels
    s, ev = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "discard_die" and a["die"] == "event"))
    assert ev[0].text == "The Free Peoples player discards an Event die without effect."


def test_nations_agree_with_their_verbs():
    g, s = new_game()
    arrange(s, political={"elves": 2, "north": 2}, active={"north", "sauron", "isengard", "southrons"})
    s.active.discard("elves")
    action_phase(s, fp=("muster",))
    why = g.check(s, Action.make("recruit", 0, "", die="muster", nation="elves", unit="elite", to="rivendell"))
    assert why.reason == "The Elves are not at war: no Elven figures can be recruited."
    a = next(x for x in g.legal_actions(s) if x.kind == "politics" and x["nation"] == "north")
    assert a.label == "Use Muster die: advance the North on the political track"
    s, ev = g.apply(s, a)
    assert ev[0].text == ("The North advances on the political track (diplomacy with a Muster die) and now is "
                          "1 step from war.")


def test_every_refusal_names_what_is_being_decided():
    g, s = new_game()
    action_phase(s, fp=("character",))
    why = g.check(s, Action.make("allocate", 0, "", dice=1))
    assert why.reason == "That is not a choice now: the Free Peoples player is using an action die."
    assert why.rule == "action-resolution"
    why = g.check(s, Action.make("move_fellowship", 1, "", die="character"))
    assert why.reason == "It is not your decision: the Free Peoples player is using an action die."
    why = g.check(s, Action.make("move_fellowship", 0, "", die="army"))
    assert why.reason == "You have no unused Army die." and why.rule == "action-dice"
    s.pending = [{"kind": "hunt_alloc", "side": SH, "min": 0, "max": 2}]
    why = g.check(s, Action.make("allocate", 1, "", dice=4))
    assert why.reason == "The Shadow puts between 0 and 2 dice in the hunt box now." and why.rule == "hunt-allocation"
    assert s.sides[0] == FP


def test_companions_and_nazgul_hear_where_they_may_not_go():
    g, s = new_game()
    action_phase(s, fp=("character",))
    why = g.check(s, Action.make("separate", 0, "", die="character", companion="legolas", to="minas_tirith"))
    assert why.reason == ("Minas Tirith is out of reach: leaving the Fellowship, Legolas goes at most 2 regions "
                          "from Rivendell (the progress counter plus his level) and stops at an enemy stronghold on "
                          "the way.") and why.rule == "separating-companions"
    why = g.check(s, Action.make("separate", 0, "", die="character", companion="aragorn", to="trollshaws"))
    assert why.reason == f"{s.board.char_name('aragorn')} is not in the Fellowship."
    s.pending = [{"kind": "minion_moves", "side": SH, "spent": (), "moved": ()}]
    arrange(s, nazgul={"dol_guldur": 1})
    why = g.check(s, Action.make("nazgul_move", 1, "", frm="dol_guldur", to="lorien"))
    assert why.reason.startswith("Lórien is a Free Peoples stronghold that is not besieged") and why.rule == "minions"


def test_an_unreadable_choice_is_refused_with_a_reason_not_a_crash():
    g, s = new_game()
    action_phase(s, fp=("character",))
    s.pending = [{"kind": "reveal_move", "side": FP}]
    why = g.check(s, Action.make("place_fellowship", 0, "", to=["rivendell"]))
    assert not why and why.reason.startswith("That choice is not readable")

"""Secret and higher powers [Geheime/Höhere Mächte]: re-rolls and protection; the power breaker."""
from __future__ import annotations

from engines.core import Action
from engines.heroes.sample import position, sample_game
from tests.scripted import scripted_dice

RED, BLUE = 0, 1
G = sample_game()


def attack(frm, to, seat=BLUE):
    return Action.make("attack", seat, **{"from": frm, "to": to})


def fight(events):
    return next(e for e in events if e.kind == "fight").roll


def test_losing_attacker_rerolls_its_lowest_die_with_secret_powers():
    s = position(G, heroes={"necromancer": ("west_guldur", BLUE), "haldir": ("anduin_fords", RED)}, current=BLUE)
    # Blue 1 + 2 = 3 against Red 1 + 4 + 1 + 2 = 8: Blue re-rolls its die to 6 → 8, a tie: still losing, none left
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 1, 6))
    roll = fight(events)
    blue, red = roll.parts
    die = blue.dice[0]
    assert die.value == 6 and die.rerolled_from == (1,)
    assert die.reroll_reason == "The Necromancer's secret powers"
    assert "re-rolled" in die.describe()
    assert (blue.total, red.total) == (8, 8)
    assert after.owner["anduin_fords"] == RED           # the defender wins ties


def test_no_reroll_when_winning_or_without_powers():
    # Khamûl (no powers) loses 1 + 4 = 5 against 6 + 3 + 4 + 3 + 2 = 18; Galadriel's side is winning.
    # Exactly three dice are scripted: any re-roll would run out of faces.
    s = position(G, heroes={"khamul": ("west_guldur", BLUE), "haldir": ("anduin_fords", RED),
                            "galadriel": ("anduin_fords", RED)}, current=BLUE)
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 6, 6))
    assert not any(d.rerolled_from for p in fight(events).parts for d in p.dice)
    assert "khamul" in after.dead


def test_higher_powers_reroll_twice_and_the_sides_alternate_attacker_first():
    s = position(G, heroes={"sauron": ("west_guldur", BLUE), "haldir": ("anduin_fords", RED),
                            "galadriel": ("anduin_fords", RED)}, owner={"lothlorien": RED}, current=BLUE)
    # Blue 1 + 6 = 7; Red 1, 1 → 1 + 0 + 4 + 3 + 2 = 10 (hammer cancels the token)
    # Blue re-rolls 1 → 2 (8, losing), re-rolls again 2 → 6 (12); Red now losing re-rolls its halved 1 → 6
    # Red 6 + 0 (1 halved) + 9 = 15; Blue has no re-roll left.
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 1, 1, 2, 6, 6))
    blue, red = fight(events).parts
    assert blue.dice[0].rerolled_from == (1, 2) and blue.dice[0].value == 6
    assert blue.dice[0].reroll_reason == "Sauron's higher powers"
    assert sorted(d.value for d in red.dice) == [1, 6]
    assert [d.reroll_reason for d in red.dice if d.rerolled_from] == ["Galadriel's secret powers"]
    assert (blue.total, red.total) == (12, 15)
    assert after.hero_loc["sauron"] == "west_guldur"


def test_secret_powers_protect_from_death_and_the_hero_retreats():
    s = position(G, heroes={"galadriel": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE),
                            "lurtz": ("west_guldur", BLUE)}, owner={"lothlorien": RED}, current=BLUE)
    # Blue 6 + 3 (6 halved) + 4 + 3 + 1 sword = 17; Red 1 + 4 + 3 = 8: difference 9
    after, events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1), rerolls=False)
    assert "galadriel" not in after.dead
    assert after.hero_loc["galadriel"] == "lothlorien"
    assert ("can only be killed by a hero with secret powers, higher powers or power breaker"
            in fight(events).consequence)
    assert any(e.kind == "death" and "escapes" in e.text for e in events)


def test_protected_hero_without_retreat_goes_back_to_the_hand():
    s = position(G, heroes={"galadriel": ("anduin_fords", RED), "khamul": ("west_guldur", BLUE),
                            "lurtz": ("west_guldur", BLUE)}, current=BLUE)
    after, _events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(6, 6, 1), rerolls=False)
    assert "galadriel" in after.hands[RED] and "galadriel" not in after.hero_loc
    assert after.hero_owner["galadriel"] == RED
    assert "galadriel" in after.public_hand
    # and the hand card shows in every view, since everybody saw her go back
    assert "galadriel" in G.view(after, BLUE).hands[RED]


def test_power_breaker_kills_a_hero_with_secret_powers():
    s = position(G, heroes={"aragorn": ("anduin_fords", RED), "haldir": ("anduin_fords", RED),
                            "necromancer": ("west_guldur", BLUE)}, owner={"dol_guldur": BLUE}, current=RED)
    # Red 6 + 3 + 5 + 1 sword + 2 = 17; Blue 1 + 3 + 1 + 2 = 7: difference 10
    after, _events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(6, 6, 1), rerolls=False)
    assert "necromancer" in after.dead


def test_secret_powers_on_the_other_side_also_kill():
    s = position(G, heroes={"galadriel": ("anduin_fords", RED), "aragorn": ("anduin_fords", RED),
                            "necromancer": ("west_guldur", BLUE)}, owner={"dol_guldur": BLUE}, current=RED)
    s.hero_owner["aragorn"] = RED
    after, _events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(6, 6, 1), rerolls=False)
    assert "necromancer" in after.dead


def test_without_a_killer_the_necromancer_escapes():
    s = position(G, heroes={"cirdan": ("anduin_fords", RED), "haldir": ("anduin_fords", RED),
                            "necromancer": ("west_guldur", BLUE)}, owner={"dol_guldur": BLUE}, current=RED)
    # Red 6 + 3 + 3 + 2 = 14; Blue 1 + 3 + 1 + 2 = 7
    after, _events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(6, 6, 1), rerolls=False)
    assert "necromancer" not in after.dead and after.hero_loc["necromancer"] == "dol_guldur"


def test_encircled_heroes_lose_their_protection():
    s = position(G, heroes={"cirdan": ("anduin_fords", RED), "haldir": ("anduin_fords", RED),
                            "necromancer": ("west_guldur", BLUE)},
                 owner={"dol_guldur": RED, "brown_lands": RED}, current=RED)
    after, _events = G.apply_with(s, attack("anduin_fords", "west_guldur", RED), scripted_dice(6, 6, 1), rerolls=False)
    assert "necromancer" in after.dead


def test_protected_losing_attacker_stays():
    s = position(G, heroes={"necromancer": ("west_guldur", BLUE), "haldir": ("anduin_fords", RED)}, current=BLUE)
    # Blue 1 + 2 = 3, Red 6 + 4 + 1 + 2 = 13: Blue lost by 10
    after, _events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 6), rerolls=False)
    assert after.hero_loc["necromancer"] == "west_guldur" and not after.dead


def test_losing_attacker_without_powers_dies_by_five():
    s = position(G, heroes={"grishnakh": ("west_guldur", BLUE), "haldir": ("anduin_fords", RED)}, current=BLUE)
    after, _events = G.apply_with(s, attack("west_guldur", "anduin_fords"), scripted_dice(1, 6))
    assert "grishnakh" in after.dead and "grishnakh" not in after.hero_loc

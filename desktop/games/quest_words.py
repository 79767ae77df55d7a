"""The quest's words on the desktop: the actions panel's groups, what each question asks, what a yellow card or a
Gandalf card does in a few words, what was played ahead. Kept in tables marked with `N_` (the catalogs find
them); the code that shows one passes it through `word`. The engine's own names (symbols, lines, tiles, hobbits)
come from the engine as sentences and are rendered with `say`."""
from __future__ import annotations

from ..i18n import N_

#: the actions panel's group of each kind of action, and where the group stands (smaller first)
GROUPS = {
    "reveal": N_("Event tiles"), "play_card": N_("Play a card on a line"), "ring": N_("Put on the Ring"),
    "draw_cards": N_("Skip playing cards"), "heal": N_("Skip playing cards"),
    "free_defeat": N_("Skip playing cards"), "end_turn": N_("End the turn"), "fight": N_("Fight a foe"),
    "gandalf": N_("Call Gandalf (5 shields)"), "yellow": N_("Play a yellow card"), "ability": N_("Ability card"),
    "give": N_("Pay the price"), "take": N_("Pay the price"), "decline": N_("Pay the price"),
    "recover": N_("Pay shields for help"), "discard": N_("Discard a card"), "prepare": N_("Preparations"),
    "hand_out": N_("Hand out the cards"), "council": N_("The Council: pass a card on"),
    "travel": N_("Travel on"), "destroy": N_("Mount Doom"), "finish": N_("Mount Doom"),
    "foresight": N_("Foresight: put the tiles back"), "go_on": N_("Foes are coming"),
}
ORDER = ["reveal", "give", "take", "decline", "recover", "discard", "prepare", "hand_out", "council", "travel",
         "destroy", "finish", "foresight", "go_on", "play_card", "ring", "draw_cards", "heal", "free_defeat",
         "end_turn", "fight", "yellow", "gandalf", "ability"]

#: what the game waits for, by the kind of question
ASKS = {
    "tiles": N_("reveal event tiles"), "play": N_("play cards, or draw two, or heal"),
    "pay": N_("pay the price"), "each_may": N_("pay shields for help"), "discard": N_("discard a card"),
    "prepare": N_("preparations or not"), "hand_out": N_("hand out the turned-up cards"),
    "council": N_("pass a card on"), "between": N_("travel on"), "doom": N_("roll to destroy the Ring"),
    "doom_after": N_("cast the Ring into the fire"), "foresight": N_("put the tiles back"),
    "moment": N_("fight a foe first, or let the foes come"),
}

#: a yellow card's power in a few words (on the card in hand)
POWERS = {
    "ward_roll": N_("Ignore the next die roll."), "ward_event": N_("Turn the next event aside."),
    "ward_tokens": N_("No harm for missing life tokens at this board's end."),
    "refill": N_("Draw cards until you hold six."), "heal": N_("Heal one step."), "heal2": N_("Heal two steps."),
    "defeat_foe": N_("Defeat any one foe: drag it onto the foe."),
    "give_card": N_("Give a card to another hobbit."),
    "extra_shield": N_("Kept to the end, it counts as one more shield."),
}

#: a Gandalf card's help in a few words (on its card)
GANDALF = {
    "foresight": N_("see the top three tiles"), "guidance": N_("move a line two spaces"),
    "healing": N_("heal two steps"), "magic": N_("turn the next event aside"),
    "persistence": N_("draw four cards"), "defiance": N_("stop Sauron's next move"),
    "immunity": N_("the next roll shows blank"), "fire_storm": N_("defeat two foes"),
}

#: what was played ahead and still waits (state.wards)
WARDS = {
    "event": N_("the next event is turned aside"), "roll": N_("the next die roll is ignored"),
    "sauron": N_("Sauron's next move is stopped"), "tokens": N_("no harm for missing life tokens"),
    "immunity": N_("the next roll shows blank"), "bravery": N_("Sam faces the next event with the die"),
}

#: the reward of a line's space, for its tooltip
REWARDS = {
    "shield": N_("a shield"), "big_shield": N_("a big shield"), "ring": N_("a ring token"),
    "heart": N_("a heart token"), "sun": N_("a sun token"), "die": N_("roll the die"),
    "heal": N_("heal one step"), "foes": N_("two foes appear"), "doom": N_("Mount Doom"),
}

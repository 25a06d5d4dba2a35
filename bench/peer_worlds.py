"""Worlds a seat cannot tell apart: every card hidden from it dealt again uniformly at random.

Used by the peer match (a generic search samples the positions it cannot see this way) and by the test that the
AI never cheats. Only what the public record proves is respected: the sizes of the hidden hands and piles, the
colours of the point cards under Quinto's stack, the suits a Victorian hand has shown it lacks.
"""
from __future__ import annotations

from game import GAMES
from game.cards import HIDDEN
from game.core import replaced
from game.quartino.components import CARDS as QUARTINO_CARDS
from game.quinto.deck import BRIDGE
from game.quinto.rules import MUST_OPEN
from game.quinto_tricks.deck import SUIT
from game.quinto_tricks.knowledge import shown_voids

HIDDEN_PILES = ("draw_pile", "cachette")
TRIES = 200


def undealt(game_id, state) -> list:
    """Cards in no hand and on no pile of the state: Quartino deals only some of its cards, the rest unseen."""
    if game_id != "quartino":
        return []
    out = set().union(*state.hands, *state.completed)
    return [card for card in QUARTINO_CARDS if card not in out]


def other_world(game_id, state, seat, rng):
    """The state with every card seat cannot see dealt again at random, the point values under the stack
    shuffled by colour and another seed: the same position as far as seat can tell."""
    view = state.view(seat)
    hidden_hands = [p for p, hand in enumerate(view.hands) if hand and hand[0] == HIDDEN]
    piles = [name for name in HIDDEN_PILES if HIDDEN in (getattr(view, name, None) or ())]
    pool = [card for p in hidden_hands for card in state.hands[p]]
    pool += [card for name in piles for card in getattr(state, name)] + undealt(game_id, state)
    rng.shuffle(pool)
    hands = list(state.hands)
    for p in hidden_hands:
        hands[p], pool = tuple(pool[:len(hands[p])]), pool[len(hands[p]):]
    changes = {"hands": tuple(hands)}
    for name in piles:
        size = len(getattr(state, name))
        changes[name], pool = tuple(pool[:size]), pool[size:]
    if getattr(view, "point_stack", None):
        values = {}
        for colour, value in state.point_stack:
            values.setdefault(colour, []).append(value)
        for shuffled in values.values():
            rng.shuffle(shuffled)
        changes["point_stack"] = tuple((colour, values[colour].pop()) for colour, _ in state.point_stack)
    if getattr(state, "seed", None) is not None:
        changes["seed"] = rng.getrandbits(60)
    return replaced(state, **changes)


def keeps_the_record(game_id, world) -> bool:
    """Whether world agrees with what its public record proves: no Victorian hand holds a suit it has shown
    it lacks; a Quinto player owing a new row holds a card that can open one."""
    if game_id == "quinto_tricks":
        voids = shown_voids(world)
        return not any(SUIT[card] in voids[h] for h, hand in enumerate(world.hands) for card in hand)
    if game_id == "quinto" and world.gift and world.pending == MUST_OPEN:
        return any(card != BRIDGE for card in world.hands[world.gift[0]])
    return True


def uniform_world(game_id, state, seat, rng):
    """A world seat cannot tell from state, uniform among those that keep the public record (rejection
    sampling; after TRIES failures, one dealt by the game's AI knowledge, which keeps it by construction)."""
    for _ in range(TRIES):
        world = other_world(game_id, state, seat, rng)
        if keeps_the_record(game_id, world):
            return world
    return GAMES[game_id].ai.determinize(state.view(seat), seat, rng)

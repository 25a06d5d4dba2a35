"""Positions some seeded random moves into a game, for the AI's tests."""
import random


def position(spec, players, seed, depth):
    """A state depth random moves into a seeded game (fewer if it would end), a player to move."""
    rng = random.Random(seed)
    state = spec.new_state(players, seed)
    for _ in range(depth):
        legal = state.legal_moves()
        following = state.apply(legal[rng.randrange(len(legal))])
        if following.current_player is None:
            break
        state = following
    return state

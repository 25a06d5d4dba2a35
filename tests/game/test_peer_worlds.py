"""The peer match's sampled worlds are fair to its search: the same view for the seat, every hidden card dealt
again, and no Victorian hand given a suit it has shown it lacks."""
import random

from bench.peer_worlds import uniform_world
from game import GAMES
from game.quinto_tricks.deck import SUIT
from game.quinto_tricks.knowledge import shown_voids

from .support.random_positions import position


def position_with_a_void(seed=0):
    """A four-player Victorian position in which some hand has shown it lacks a suit."""
    spec = GAMES["quinto_tricks"]
    for depth in range(8, 40):
        state = position(spec, 4, seed, depth)
        if any(shown_voids(state)[h] for h in range(4) if h != state.current_player):
            return state
    raise AssertionError("no void shown in these seeded games")


def test_a_uniform_world_keeps_the_view_and_the_shown_voids_and_deals_again():
    state = position_with_a_void()
    seat = state.current_player
    voids = shown_voids(state)
    rng = random.Random(1)
    worlds = [uniform_world("quinto_tricks", state, seat, rng) for _ in range(20)]
    for world in worlds:
        assert world.view(seat) == state.view(seat)
        for hand, cards in enumerate(world.hands):
            assert not any(SUIT[card] in voids[hand] for card in cards), (hand, voids[hand])
    assert len({world.hands for world in worlds}) > 10


def test_every_game_gets_worlds_its_seat_cannot_tell_apart():
    for spec in GAMES.values():
        state = position(spec, max(spec.min_players, 2), 4, 12)
        seat = state.current_player
        world = uniform_world(spec.id, state, seat, random.Random(2))
        assert world.view(seat) == state.view(seat) and world != state

"""The AI never cheats: two positions that differ only in what the seat to move cannot see (the other hands, the
draw pile, the cachette, the point values under the stack, the seed of later deals) give it the same view and,
for the same seed, the same move at every level and the same hint."""
import random

import pytest

from bench.peer_worlds import other_world
from game import GAMES
from game.ai import LEVELS, new_agent
from game.ai.hint import advice, hint_agent

from .support.random_positions import position

SEARCH_ITERATIONS = 60


def chosen(game_id, agent, state, seat, seed):
    """The move agent chooses on seat's view of state, and its statistics' best rows."""
    agent.start(state.view(seat), seat, seed)
    while not agent.step(10.0):
        pass
    return agent.best_move(), advice(agent.move_stats())


CASES = [(spec.id, players, depth) for spec in GAMES.values()
         for players in sorted({spec.min_players, min(4, spec.max_players)}) for depth in (0, 17)]


@pytest.mark.parametrize(("game_id", "players", "depth"), CASES)
def test_hidden_cards_never_change_the_move(game_id, players, depth):
    spec = GAMES[game_id]
    state = position(spec, players, seed=depth + players, depth=depth)
    seat = state.current_player
    other = other_world(game_id, state, seat, random.Random(depth))
    assert other != state
    assert other.view(seat) == state.view(seat)
    for level in LEVELS:
        iterations = SEARCH_ITERATIONS if spec.ai.LEVELS[level].searches else None
        mine = chosen(game_id, new_agent(game_id, level, iterations), state, seat, seed=depth)
        assert mine == chosen(game_id, new_agent(game_id, level, iterations), other, seat, seed=depth), level
    hints = [hint_agent(game_id), hint_agent(game_id)]
    for agent in hints:
        agent.search.iterations = SEARCH_ITERATIONS  # the hint's own search, on a test's budget
    assert chosen(game_id, hints[0], state, seat, 4) == chosen(game_id, hints[1], other, seat, 4)

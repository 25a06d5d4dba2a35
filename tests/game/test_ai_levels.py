"""The AI levels: budgets in iterations, never the clock; a seed gives one move; a ladder by design."""
import dataclasses
import random

import pytest

from game import GAMES
from game.ai import LEVELS, new_agent
from game.ai.levels import Level
from game.ai.search import PolicyAgent, SearchAgent

from .support.random_positions import position


def think(agent, view, seat, seed, slice_s):
    """The move agent chooses from view, stepping in slices of slice_s seconds."""
    agent.start(view, seat, seed)
    while not agent.step(slice_s):
        pass
    return agent.best_move()


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_levels_are_frozen_values_counting_work_not_time(spec):
    assert set(spec.ai.LEVELS) == set(LEVELS)
    for level in LEVELS:
        plays = spec.ai.LEVELS[level]
        assert isinstance(plays, Level) and hash(plays) == hash(Level(**vars(plays)))
        with pytest.raises(dataclasses.FrozenInstanceError):
            plays.iterations = 1
        if plays.searches:
            assert isinstance(plays.iterations, int) and plays.iterations > 0


@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_each_level_does_more_than_the_one_below(spec):
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert isinstance(new_agent(spec.id, "hard"), SearchAgent) and isinstance(new_agent(spec.id, "expert"), SearchAgent)
    ladder = [spec.ai.LEVELS[level] for level in LEVELS]
    for lower, upper in zip(ladder, ladder[1:]):
        if upper.searches and lower.searches:
            richer = upper.deeper > lower.deeper or (upper.playout is not None and lower.playout is None) or \
                (upper.evaluate is not None and lower.evaluate is None)
            assert upper.iterations >= 3 * lower.iterations or (richer and upper.iterations >= lower.iterations)
        elif not upper.searches:
            assert upper.policy_noise < lower.policy_noise


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("spec", GAMES.values(), ids=lambda s: s.id)
def test_a_seed_gives_one_move_however_the_thinking_is_sliced(spec, level):
    for seed in (1, 2):
        state = position(spec, spec.min_players, seed, depth=7 * seed)
        seat = state.current_player
        view = state.view(seat)
        iterations = 80 if spec.ai.LEVELS[level].searches else None
        whole = think(new_agent(spec.id, level, iterations), view, seat, seed, 10.0)
        sliced = think(new_agent(spec.id, level, iterations), view, seat, seed, 1e-6)
        assert whole == sliced
        assert whole in state.legal_moves()


def test_an_iteration_override_leaves_a_policy_level_a_policy():
    policy_level = next(level for level in LEVELS if not GAMES["quinto"].ai.LEVELS[level].searches)
    assert isinstance(new_agent("quinto", policy_level, iterations=50), PolicyAgent)
    agent = new_agent("quinto", "hard", iterations=50)
    assert isinstance(agent, SearchAgent) and agent.iterations == 50


def test_search_stops_on_its_iteration_count():
    spec = GAMES["quartino"]
    state = position(spec, 2, 5, depth=3)
    agent = new_agent("quartino", "hard", iterations=37)
    agent.start(state.view(state.current_player), state.current_player, 5)
    while not agent.step(1e-6):
        pass
    assert agent.done == 37
    assert sum(visits for _, visits, _ in agent.move_stats()) == 37


def playout_length(spec, state, deeper, rng):
    """How many policy moves a playout from state makes before the game's knowledge stops it."""
    knowledge, origin, moves = spec.ai, state, 0
    while state.current_player is not None and not knowledge.rollout_over(state, origin, deeper):
        state = state.apply(knowledge.policy_move(state, rng))
        moves += 1
    return moves


@pytest.mark.parametrize("spec", [s for s in GAMES.values() if any(p.deeper for p in s.ai.LEVELS.values())],
                         ids=lambda s: s.id)
def test_a_level_that_looks_deeper_plays_its_playouts_further(spec):
    deeper = max(p.deeper for p in spec.ai.LEVELS.values())
    state = position(spec, spec.min_players, 3, depth=4)
    usual = playout_length(spec, state, 0, random.Random(1))
    assert playout_length(spec, state, deeper, random.Random(1)) > usual > 0

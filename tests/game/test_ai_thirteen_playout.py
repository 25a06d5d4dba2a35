"""13's scoring playout: a take is priced by what it does under the rulebook's majority rule."""
import random

import pytest

from game import GAMES
from game.thirteen.deck import DECK
from game.thirteen.knowledge import majority_take_cost, policy_move, scoring_policy_move
from game.thirteen.moves import Move
from game.thirteen.rules import round_scores

from .support.random_positions import position as random_position

SPEC = GAMES["thirteen"]


def position(targets, hand, taken):
    """A 3-player state, player 0 to move with hand, the given targets and taken piles, the rest dealt around."""
    rest = list(DECK)
    for card in [*hand, *(c for t in targets.values() for c in t), *(c for pile in taken for c in pile)]:
        rest.remove(card)
    data = SPEC.new_state(3, 1).to_dict()
    data.update(current_player=0, hands=[list(hand), rest[:5], rest[5:10]], draw_pile=rest[10:], plays=[],
                targets={k: list(targets.get(k, [])) for k in "BYG"}, taken=[list(pile) for pile in taken])
    return SPEC.state_from_dict(data)


def test_a_take_that_wins_a_colours_sole_majority_is_a_gain():
    # The rulebook: a player who alone has the most cards of a colour scores 0 for it; tied leaders all score.
    state = position({"B": ["B7", "B5"]}, hand=("B2", "Y1", "G2", "R4", "Y2"),
                     taken=[["B1", "B1"], ["B2", "B4"], []])
    # Taking the two blues makes four, alone the most: 2 penalty points become none; the other tied leader's
    # two blues still count.
    assert majority_take_cost(state, state.targets[0]) == -2


def test_breaking_a_rivals_sole_majority_costs_him_too():
    state = position({"G": ["G7", "G5"]}, hand=("G2", "Y1", "B2", "R4", "Y2"),
                     taken=[["G1"], ["G1", "G1", "G2"], []])
    # Three greens each, tied: the take costs its taker two, and the rival now scores his three.
    assert majority_take_cost(state, state.targets[2]) == 2 - 3 / 2


def test_rotten_fours_always_cost_their_penalty():
    state = position({"Y": ["R4", "R4", "Y5"]}, hand=("Y7", "B1", "G2", "B2", "G1"), taken=[[], [], []])
    # One yellow makes its taker the sole leader (none scored), and each rotten four costs 2.
    assert majority_take_cost(state, state.targets[1]) == 4


@pytest.mark.parametrize("seed", range(8))
def test_the_cost_is_the_round_scores_rise_less_the_others_average_rise(seed):
    state = random_position(SPEC, 3 + seed % 2, seed, depth=20 + 3 * seed)
    me, players = state.current_player, state.players
    for pile in state.targets:
        taken = state.taken[:me] + (state.taken[me] + pile,) + state.taken[me + 1:]
        rise = [after - before for after, before in zip(round_scores(taken), round_scores(state.taken))]
        expected = rise[me] - (sum(rise) - rise[me]) / (players - 1)
        assert majority_take_cost(state, pile) == pytest.approx(expected)


def test_the_scoring_playout_takes_a_majority_where_the_greedy_one_plays_safe():
    state = position({"B": ["B7", "B5"]}, hand=("B2", "Y1", "G1", "Y2", "G2"),
                     taken=[["B1", "B1"], ["B2", "B4"], []])
    assert scoring_policy_move(state, random.Random(1)) == Move("B2", "B")
    assert policy_move(state, random.Random(1)).target != "B"

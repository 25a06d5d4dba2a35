"""The Victorian searches' outlook: what the cards a side still holds promise it over the rest of the hand."""
import random

from game import GAMES
from game.core import replaced
from game.quinto_tricks.deck import sort_hand
from game.quinto_tricks.knowledge import LEVELS, evaluate, outlook_evaluate, policy_move
from game.quinto_tricks.outlook import rest_margin
from game.quinto_tricks.rules import PLAY
from tools.fit_trick_rest import fit, positions, weights_module

SPEC = GAMES["quinto_tricks"]
# Side 0 (hands 0 and 2) holds the Joker, two fives, the heart ace-and-four and the top hearts; side 1 low spades.
STRONG = (("5H", "JOKER", "AH", "KH"), ("2S", "3S", "4S", "6S"), ("5D", "QH", "4H", "JH"), ("7S", "8S", "9S", "TS"))


def between_tricks(seed=4):
    """A four-player hand in play after its first trick, at the start of the next."""
    state = SPEC.new_state(4, seed)
    rng = random.Random(seed)
    while not (state.phase == PLAY and state.tricks and not state.trick):
        state = state.apply(policy_move(state, rng))
    return state


def dealt(state, hands):
    """state with the four hands replaced (leader 0 to lead)."""
    return replaced(state, hands=tuple(sort_hand(h) for h in hands), leader=0, turn=0, current_player=0)


def swapped_sides(hands):
    """The same cards with the sides' holdings exchanged: hand 0's go to hand 1, hand 2's to hand 3, and back."""
    return (hands[1], hands[0], hands[3], hands[2])


def test_the_side_holding_the_quints_and_the_top_hearts_expects_the_rest_of_the_hand():
    state = between_tricks()
    assert rest_margin(dealt(state, STRONG)) > 20
    assert rest_margin(dealt(state, swapped_sides(STRONG))) < -20


def test_the_expert_prefers_a_horizon_where_its_side_kept_the_strong_cards():
    state = between_tricks()
    origin = state.view(0)
    kept, spent = outlook_evaluate(dealt(state, STRONG), origin), \
        outlook_evaluate(dealt(state, swapped_sides(STRONG)), origin)
    assert kept[0] > 0.5 > spent[0]
    # partners share a reward and the two sides' rewards sum to one
    assert kept[0] == kept[2] and abs(kept[0] + kept[1] - 1) < 1e-12
    # the plain evaluation sees only the points taken so far, the same in both
    assert evaluate(dealt(state, STRONG), origin) == evaluate(dealt(state, swapped_sides(STRONG)), origin)


def test_a_hand_already_over_is_judged_by_its_points_alone():
    state = between_tricks()
    origin = state.view(0)
    rng = random.Random(1)
    while state.deal_number == origin.deal_number and state.current_player is not None:
        state = state.apply(policy_move(state, rng))
    assert outlook_evaluate(state, origin) == evaluate(state, origin)


def test_hard_and_the_expert_count_the_outlook_and_medium_does_not():
    assert LEVELS["hard"].evaluate is outlook_evaluate and LEVELS["expert"].evaluate is outlook_evaluate
    assert LEVELS["expert"].iterations > LEVELS["hard"].iterations
    assert all(LEVELS[level].evaluate is None for level in ("easy", "medium"))


def test_the_fit_recovers_the_weights_of_a_margin_made_by_them():
    rng = random.Random(3)
    rows = []
    for _ in range(400):
        x = [rng.uniform(-3, 3) for _ in range(3)]
        rows.append((x, 4 * x[0] - 2 * x[1] + 0.5 * x[2]))
    weights = fit(rows, ridge=1e-6)
    assert [round(w, 3) for w in weights] == [4.0, -2.0, 0.5]


def test_the_recorded_positions_are_the_same_for_the_same_games_and_cover_whole_hands():
    first, again = positions(2, 0), positions(2, 0)
    assert first == again and len(first) > 20
    # between tricks after the first of twelve: most of a hand's margin is still to come, and none is one-sided
    assert any(margin > 0 for _, margin in first) and any(margin < 0 for _, margin in first)


def test_written_weights_read_back_as_the_engine_reads_them():
    text = weights_module([1.5, -2.25, 0.125])
    space = {}
    exec(text, space)  # noqa: S102 - the module's own text, as Python would import it
    assert space["REST_WEIGHTS"] == (1.5, -2.25, 0.125)

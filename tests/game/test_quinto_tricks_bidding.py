"""What the AI knows about doubling and redoubling (R-L4), on hand-built deals."""
import random

import pytest

from bench.peer_worlds import other_world
from game.ai import new_agent
from game.core import replaced
from game.quinto_tricks import SPEC, knowledge
from game.quinto_tricks.bidding import bid_choice, strength
from game.quinto_tricks.deck import DECK, sort_hand
from game.quinto_tricks.seating import bidding_order

MONSTER = ("AH", "KH", "QH", "JH", "TH", "9H", "AD", "KD", "AC", "AS", "2C", "JOKER")
WEAK = ("7D", "6D", "4D", "3D", "8C", "7C", "6C", "4C", "8S", "7S", "4S", "3S")
MIDDLING = ("AH", "KH", "AD", "9D", "6D", "8C", "7C", "6C", "8S", "7S", "4S", "3S")


def deal_with(state, seat, cards):
    """state with seat holding cards; the other cards go round the others and the cachette in order."""
    rest = [c for c in DECK if c not in cards]
    hands = []
    for hand in range(4):
        if hand == seat:
            hands.append(sort_hand(cards))
        else:
            hands.append(sort_hand(rest[:12]))
            rest = rest[12:]
    return replaced(state, hands=tuple(hands), cachette=tuple(rest))


def after(bids, seed=3):
    """A new four-player game dealt from seed, after the doubling-round words bids."""
    state = SPEC.new_state(4, seed)
    for bid in bids:
        state = state.apply(bid)
    return state


def test_the_dealers_double_is_redoubled_with_a_great_hand_and_passed_with_a_poor_one():
    state = after(["pass", "pass", "pass", "double"])
    eldest = state.current_player
    assert bid_choice(state, MONSTER) == "redouble"
    assert bid_choice(state, WEAK) == "pass"
    assert bid_choice(state, MIDDLING) == "pass"  # a good hand, but the double showed a better one
    assert knowledge.policy_move(deal_with(state, eldest, MONSTER), random.Random(1)) == "redouble"


def test_with_three_players_the_dealer_answers_a_partners_double_from_his_own_hand():
    state = SPEC.new_state(3, 4).apply("double")
    assert state.current_player == state.dealer and state.legal_moves() == ["pass", "redouble"]
    assert bid_choice(state, MONSTER) == "redouble"
    assert bid_choice(state, WEAK) == "pass"


def test_a_pass_round_makes_the_dealer_double_a_hand_the_eldest_would_pass():
    assert 2.4 < strength(MIDDLING) < 2.6
    assert bid_choice(after([]), MIDDLING) == "pass"  # three players still to speak may hold anything
    assert bid_choice(after(["pass", "pass", "pass"]), MIDDLING) == "double"  # all three showed weaker hands


@pytest.mark.parametrize(("hand", "answer"), [(MONSTER, "redouble"), (WEAK, "pass")])
def test_the_hard_ai_answers_the_dealers_double_from_its_hand(hand, answer):
    state = after(["pass", "pass", "pass", "double"])
    eldest = state.current_player
    state = deal_with(state, eldest, hand)
    agent = new_agent("quinto_tricks", "hard", iterations=300)
    agent.start(state.view(eldest), eldest, 7)
    while not agent.step(1.0):
        pass
    assert agent.best_move() == answer


def test_a_sampled_doubler_holds_a_hand_that_could_have_doubled():
    state = after(["pass", "double"], seed=11)
    doubled_by = bidding_order(4, state.dealer)[1]
    view = state.view(state.current_player)
    rng = random.Random(5)
    samples = [knowledge.determinize(view, view.viewer, rng) for _ in range(60)]
    assert all(s.hands[view.viewer] == state.hands[view.viewer] for s in samples)
    assert all(len({c for h in s.hands for c in h} | set(s.cachette)) == 53 for s in samples)
    sampled = sum(strength(s.hands[doubled_by]) for s in samples) / len(samples)
    others = sum(strength(s.hands[h]) for s in samples for h in range(4) if h not in (doubled_by, view.viewer))
    assert sampled >= 2.3 > others / (2 * len(samples))


def test_the_hands_sampled_for_a_doubler_depend_on_the_view_alone():
    state = after(["pass", "double"], seed=11)
    seat, doubled_by = state.current_player, bidding_order(4, state.dealer)[1]
    other = other_world("quinto_tricks", state, seat, random.Random(2))
    assert other.hands[doubled_by] != state.hands[doubled_by] and other.view(seat) == state.view(seat)
    mine = knowledge.determinize(state.view(seat), seat, random.Random(9))
    theirs = knowledge.determinize(other.view(seat), seat, random.Random(9))
    assert mine == theirs
    view, rng = state.view(seat), random.Random(9)
    deals = [knowledge.determinize(view, seat, rng) for _ in range(20)]
    assert len({d.hands[doubled_by] for d in deals}) > 10  # one search samples many hands the doubler could hold

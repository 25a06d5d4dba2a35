"""What the AI knows about the doubling round (R-L4): how strong a hand is, what each player's words
have shown of his hand, how many tricks a side should take, and when that is worth a double or a
redouble; and dealing a doubler a hand strong enough to have doubled when the search samples.

The figures were measured over 1,500 random deals played out by the greedy policy: a hand's
strength (expected_tricks) averages 1.17, 0.95 for the hands below the doubling strength, 3.04 for
those above; a side takes 6.5 + 0.7 × (its strength − the other side's) of the 13 tricks.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from random import Random

from ..cards import HIDDEN
from ..rng import make_rng, shuffled_prefix
from .bids import doubler
from .deck import JOKER, RANK, SUIT, Card
from .moves import BID_MOVES, DOUBLE, PASS, REDOUBLE, Bid
from .rules import DOUBLING, TRICK_POINTS, TricksState
from .seating import DUMMY, HANDS, sides

MEAN_STRENGTH = 1.17
PASSED_STRENGTH = 0.95
DOUBLED_STRENGTH = 3.04
SHOWN_BY_DOUBLE = 2.3
TRICKS = 13
TRICKS_PER_STRENGTH = 0.7
DOUBLE_AT = 7.5
REDOUBLE_AT = 7.0
DEAL_TRIES = 40
DOUBLER_HANDS = 64
ROUND_SCALE = 130


def expected_tricks(hand: Sequence[Card]) -> float:
    """A rough count of the tricks a hand should take: top cards, long hearts, short low suits."""
    by_suit = {s: sorted((RANK[c] for c in hand if SUIT[c] == s), reverse=True) for s in "HDCS"}
    total = 0.0
    for suit, ranks in by_suit.items():
        for place, rank in enumerate(ranks[:3]):
            if rank >= 14 - place and len(ranks) > place:
                total += (1.0, 0.7, 0.45)[place] * (1.0 if suit == "H" else 0.8)
        if suit == "H" and len(ranks) > 4:
            total += 0.5 * (len(ranks) - 4)
    hearts = len(by_suit["H"])
    if hearts >= 3:
        total += 0.4 * sum(1 for s in "CS" if len(by_suit[s]) <= 1)
    return total


def strength(hand: Sequence[Card]) -> float:
    """A hand's strength for doubling: its expected tricks, and half a trick for the Joker's 25."""
    return expected_tricks(hand) + (0.5 if JOKER in hand else 0.0)


def shown_strength(bids: Iterable[tuple], player: int) -> float:
    """What player's first word showed of his hand: a double a strong one, a pass a weaker one,
    silence nothing (the average); answering a double with a pass shows little, so it is ignored."""
    for speaker, bid in bids:
        if speaker == player:
            return DOUBLED_STRENGTH if bid == DOUBLE else PASSED_STRENGTH
        if bid == DOUBLE:
            break
    return MEAN_STRENGTH


def expected_side_tricks(state, hand: Sequence[Card]) -> float:
    """How many of the 13 tricks the side of the player to speak should take, from his hand and
    what the others' words have shown (the dummy, unseen while bidding, counts as average)."""
    side = sides(state.players, state.dealer)
    mine = side[state.turn]
    balance = 0.0
    for other in range(HANDS):
        if other == state.turn:
            known = strength(hand)
        elif state.players < HANDS and other == DUMMY:
            known = MEAN_STRENGTH
        else:
            known = shown_strength(state.bids, other)
        balance += known if side[other] == mine else -known
    return TRICKS / 2 + TRICKS_PER_STRENGTH * balance


def bid_choice(state: TricksState, hand: Sequence[Card]) -> Bid:
    """Double when the side should take clearly more than half the tricks; redouble an opponent's
    double (he has shown a strong hand) when the side should still take more than half."""
    legal = state.legal_moves()
    tricks = expected_side_tricks(state, hand)
    if REDOUBLE in legal and tricks >= REDOUBLE_AT:
        return BID_MOVES[REDOUBLE]
    if DOUBLE in legal and tricks >= DOUBLE_AT:
        return BID_MOVES[DOUBLE]
    return BID_MOVES[PASS]


def doubler_hands(view: TricksState, unseen: Sequence[Card]) -> tuple | None:
    """While a double waits for its answer: (the hidden doubler, DOUBLER_HANDS hands of the unseen cards he
    could hold, each the first of DEAL_TRIES draws strong enough to have doubled or else the strongest of
    them); None when there is no hidden doubler. Drawn from the view alone, so that a search, which samples a
    deal at every iteration, pays for the draws once."""
    doubled_by = doubler(view.bids)
    if doubled_by is None or view.hands[doubled_by][:1] != (HIDDEN,):
        return None
    size = len(view.hands[doubled_by])
    rng = make_rng(None, "doubler hands", view.viewer, view.bids, *unseen)
    return doubled_by, tuple(_strong_hand(unseen, size, rng) for _ in range(DOUBLER_HANDS))


def _strong_hand(unseen: Sequence[Card], size: int, rng: Random) -> tuple:
    """size of the unseen cards: the first of DEAL_TRIES draws strong enough to have doubled, else the strongest."""
    best, best_strength = (), -1.0
    for _ in range(DEAL_TRIES):
        cards = shuffled_prefix(unseen, size, rng)[:size]
        drawn = strength(cards)
        if drawn >= SHOWN_BY_DOUBLE:
            return cards
        if drawn > best_strength:
            best, best_strength = cards, drawn
    return best


def answering(state: TricksState) -> bool:
    """Whether a double waits for its answer (redouble or pass) in this doubling round."""
    return state.phase == DOUBLING and doubler(state.bids) is not None


def round_rewards(state: TricksState) -> tuple:
    """Reward in [0, 1] per player once a sampled deal's doubling round is over: the trick points
    his side should make over the other, at the round's multiplier, from all four hands' strength."""
    side = sides(state.players, state.dealer)
    balance = sum(strength(hand) * (1 if side[h] == 0 else -1) for h, hand in enumerate(state.hands))
    tricks = min(TRICKS, max(0.0, TRICKS / 2 + TRICKS_PER_STRENGTH * balance))
    margin = max(-1.0, min(1.0, (2 * tricks - TRICKS) * TRICK_POINTS * state.multiplier / ROUND_SCALE))
    return tuple(0.5 + 0.5 * margin * (1 if side[p] == 0 else -1) for p in range(state.players))

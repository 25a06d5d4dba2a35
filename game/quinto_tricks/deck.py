"""The Quinto pack (52 cards and the Joker), the suit order that decides tricks, and the quints."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

RANKS = "AKQJT98765432"
SUITS = "HDCS"
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}


class Card(str):
    """A card of the pack as its code ("5H", "JOKER"). Typed, so that a card is also the move that
    plays it (moves.Play), and every table below is keyed by the very objects the hands hold."""

    __slots__ = ()


JOKER = Card("JOKER")
DECK = tuple(Card(r + s) for s in SUITS for r in RANKS) + (JOKER,)
CARDS: dict[str, Card] = {card: card for card in DECK}
CARD_KINDS = frozenset(DECK)

# Suit rank: hearts > diamonds > clubs > spades; a card's power beats every card of a lower suit.
SUIT_RANK = {"H": 3, "D": 2, "C": 1, "S": 0}
RANK_VALUE = {r: 14 - i for i, r in enumerate(RANKS)}
SUIT: dict[str, Any] = {c: c[1] for c in DECK if c != JOKER}  # a suit letter; the Joker's is None
SUIT[JOKER] = None
RANK = {c: RANK_VALUE[c[0]] for c in DECK if c != JOKER}
RANK[JOKER] = 0
POWER = {c: SUIT_RANK[c[1]] * 16 + RANK_VALUE[c[0]] for c in DECK if c != JOKER}
POWER[JOKER] = -1

# Quint values (RULES.md §3): each five, ace-and-four and two-and-three of a suit; the Joker 25.
SUIT_QUINT = {"H": 20, "D": 15, "C": 10, "S": 5}
JOKER_POINTS = 25
SOLO_POINTS = {CARDS[f"5{s}"]: v for s, v in SUIT_QUINT.items()}
SOLO_POINTS[JOKER] = JOKER_POINTS
PAIR_MATE = {}
for _s in SUITS:
    for _high, _low in (("A", "4"), ("2", "3")):
        PAIR_MATE[CARDS[_high + _s]], PAIR_MATE[CARDS[_low + _s]] = CARDS[_low + _s], CARDS[_high + _s]
PAIR_HEAD = {CARDS[f"{r}{s}"]: SUIT_QUINT[s] for s in SUITS for r in "A2"}
PAIR_KINDS = {"A": "ace_four", "2": "two_three"}

SORT_KEY = {c: (-SUIT_RANK[c[1]], -RANK_VALUE[c[0]]) for c in DECK if c != JOKER}
SORT_KEY[JOKER] = (1, 0)


def sort_hand(cards: Sequence[Card]) -> tuple:
    """Cards in display order: hearts, diamonds, clubs, spades, high to low, the Joker last."""
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


def winning_index(cards: Sequence[Card]) -> int:
    """The position of the card that wins a trick: the highest card of the highest suit in it."""
    best, best_power = 0, -2
    for i, card in enumerate(cards):
        power = POWER[card]
        if power > best_power:
            best, best_power = i, power
    return best


def quint_points(cards: Sequence[Card]) -> int:
    """The points of the quints among cards taken in one trick (or the cachette)."""
    points = 0
    for card in cards:
        solo = SOLO_POINTS.get(card)
        if solo:
            points += solo
        pair = PAIR_HEAD.get(card)
        if pair and PAIR_MATE[card] in cards:
            points += pair
    return points


def quints(cards: Sequence[Card]) -> tuple:
    """Each quint among cards taken together as (kind, suit, points): kind "five", "ace_four" or
    "two_three" of a suit, or "joker" (suit ""); fives first, then pairs, by suit, the Joker last."""
    found = []
    for card in cards:
        if card == JOKER:
            found.append(((2,), ("joker", "", JOKER_POINTS)))
        elif card in SOLO_POINTS:
            found.append(((0, -SUIT_RANK[card[1]]), ("five", card[1], SOLO_POINTS[card])))
        elif card in PAIR_HEAD and PAIR_MATE[card] in cards:
            found.append(((1, -SUIT_RANK[card[1]], card[0] != "A"), (PAIR_KINDS[card[0]], card[1], PAIR_HEAD[card])))
    found.sort()
    return tuple(quint for _, quint in found)

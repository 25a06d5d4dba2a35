"""Who sits where in Quinto: four hands round the table, partners opposite, and the dummy of the
three-player game (R-L3), which sits opposite the dealer and is played by him.

Hands are numbered like players (0 South, 1 West, 2 North, 3 East with four players); with three
players the fourth hand, number 3, is the dealer's dummy. A side is 0 or 1: with four players the
team of seat % 2 (DESIGN.md); with three, side 0 is the dealer and his dummy, side 1 the partnership.
"""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..seats import clockwise_from, left_of, team_of

HANDS = 4
DUMMY = 3


@cache
def table_order(players: int, dealer: int) -> tuple:
    """The four hands clockwise from the dealer; with three players the dummy faces the dealer."""
    if players == HANDS:
        return clockwise_from(dealer, HANDS)
    return (dealer, left_of(dealer, 3), DUMMY, left_of(left_of(dealer, 3), 3))


@cache
def next_hand(players: int, dealer: int) -> dict:
    """For each hand, the hand that plays after it (clockwise)."""
    order = table_order(players, dealer)
    return {hand: order[(i + 1) % HANDS] for i, hand in enumerate(order)}


@cache
def bidding_order(players: int, dealer: int) -> tuple:
    """The players who speak in the doubling round, from the dealer's left; the dummy never does."""
    return tuple(h for h in table_order(players, dealer)[1:] + (dealer,) if h != DUMMY or players == HANDS)


@cache
def answer_order(players: int, dealer: int, doubler: int) -> tuple:
    """The doubler's opponents, who may answer his double with a redouble, in turn order from him
    (R-L4); the dummy never speaks."""
    order = table_order(players, dealer)
    start = order.index(doubler)
    side = sides(players, dealer)
    after = order[start + 1:] + order[:start]
    return tuple(h for h in after if side[h] != side[doubler] and (h != DUMMY or players == HANDS))


@cache
def sides(players: int, dealer: int) -> tuple:
    """The side (0 or 1) of each hand 0–3 for this deal."""
    if players == HANDS:
        return tuple(team_of(h) for h in range(HANDS))
    return tuple(0 if h in (dealer, DUMMY) else 1 for h in range(HANDS))


def controller(players: int, dealer: int, hand: int) -> int:
    """The player who plays hand: the dealer plays the dummy, everyone else his own hand."""
    return dealer if players < HANDS and hand == DUMMY else hand


def members(players: int, dealer: int, side: int) -> tuple:
    """The players (not the dummy) on side for this deal."""
    return tuple(p for p in range(players) if sides(players, dealer)[p] == side)


@cache
def trick_hands(players: int, dealer: int, leader: int) -> tuple:
    """The four hands in the order they play to a trick led by leader."""
    order = table_order(players, dealer)
    start = order.index(leader)
    return order[start:] + order[:start]


class Places(NamedTuple):
    """Who sits where for one player count and dealer, by hand number, looked up on the hot path:
    the hand after each hand, who plays each hand, each hand's side, and each leader's trick order."""

    next_hand: tuple
    player_of: tuple
    side_of: tuple
    trick_order: tuple


def places(players: int, dealer: int) -> Places:
    """The Places of a deal."""
    follow = next_hand(players, dealer)
    return Places(
        tuple(follow[h] for h in range(HANDS)),
        tuple(controller(players, dealer, h) for h in range(HANDS)),
        sides(players, dealer),
        tuple(trick_hands(players, dealer, h) for h in range(HANDS)),
    )


PLACES = {players: tuple(places(players, dealer) for dealer in range(players)) for players in (HANDS - 1, HANDS)}

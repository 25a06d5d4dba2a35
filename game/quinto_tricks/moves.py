"""The moves of the Victorian Quinto as typed values: a Bid in the doubling round, a Play of a card.

A move is its own DESIGN.md notation ("pass", "double", "redouble", a card such as "5H" or "JOKER"),
typed: Bid and Play (the pack's deck.Card) are str subclasses, so the rules tell a bid from a card
by type, str(move) is the notation, and Move.from_text reads it back. A hand's cards are its legal
moves as they are: the search builds no move objects (wrapping each card cost it a third of its
speed). Every move exists once (BID_MOVES, PLAY_MOVES).
"""
from __future__ import annotations

from abc import ABC

from ..core import InvalidMoveError
from .deck import CARDS, Card

PASS, DOUBLE, REDOUBLE = "pass", "double", "redouble"
BIDS = (PASS, DOUBLE, REDOUBLE)


class Bid(str):
    """A word of the doubling round: pass, double or redouble."""

    __slots__ = ()


Play = Card  # a card played to the trick from the hand to play


BID_MOVES = {word: Bid(word) for word in BIDS}
PLAY_MOVES = CARDS
MOVES = {**BID_MOVES, **PLAY_MOVES}


class Move(ABC):  # noqa: B024 (nothing to implement: a virtual base that Bid and Play are registered with)
    """A move of the Victorian Quinto: a Bid or a Play, both registered below, so that isinstance holds for either."""

    @staticmethod
    def from_text(text: object):
        """Read a move's notation: pass, double, redouble, or a card such as AH, TD, 5S or JOKER."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"A move must be text like '5H' or 'pass', not {text!r}.", "bad_text",
                                   text=repr(text))
        move = MOVES.get(text.strip())
        if move is None:
            raise InvalidMoveError(
                f"{text!r} is not a move: write pass, double, redouble, or a card such as AH, TD, 5S or JOKER.",
                "bad_text", text=text,
            )
        return move


Move.register(Bid)
Move.register(Play)

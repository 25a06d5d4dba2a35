"""Quartino's moves: typed values whose str() is the notation of DESIGN.md, and Move.from_text reading it back."""
from __future__ import annotations

from typing import NamedTuple

from ..core import InvalidMoveError
from .components import CARDS, COLOURS, SPACES, WINDOWS

PLACE, CLAIM, END, PASS = "place", "claim", "end", "pass"
RETURN_COLUMN = "column"  # the move returning this turn's columns when both situations fired
CLAIM_PREFIX = "claim:"


class Move(NamedTuple):
    """A move: place a pawn (colour, space), claim a card (card, first ring space k), return the
    columns, end or pass."""

    kind: str
    item: str = ""
    space: int = 0

    def __str__(self):
        if self.kind == PLACE:
            return f"{self.item}@{self.space}"
        if self.kind == CLAIM:
            return f"{CLAIM_PREFIX}{self.item}@{self.space}"
        return self.kind

    @classmethod
    def from_text(cls, text: object) -> Move:
        """Read `<colour>@<space>`, `claim:<card>@<k>`, `column`, `end` or `pass`; bad text raises
        InvalidMoveError."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"A move must be text like 'Y@0' or 'claim:YBGP@3', not {text!r}.",
                                   text=repr(text))
        move = MOVES_BY_TEXT.get(text)
        if move is not None:
            return move
        if text.startswith(CLAIM_PREFIX):
            card, _, k = text[len(CLAIM_PREFIX):].partition("@")
            if card not in CARDS:
                raise InvalidMoveError(f"{card!r} is not a Quartino card: write its four colours, e.g. YBGP.",
                                       "unknown_card", card=card)
            raise InvalidMoveError(f"{k!r} is not a ring space: a claim names its first ring space 1-8 "
                                   f"(claim:{card}@3).", "bad_ring_space", card=card, k=k)
        colour, sep, space = text.partition("@")
        if sep and colour not in COLOURS:
            raise InvalidMoveError(f"{colour!r} is not a pawn colour: use Y, B, G or P.", "unknown_colour",
                                   colour=colour)
        if sep:
            raise InvalidMoveError(f"{space!r} is not a space: use 0 (centre) or 1-8 (the ring).", "bad_space",
                                   space=space)
        raise InvalidMoveError(f"{text!r} is not a move: write e.g. Y@0, claim:YBGP@3, column, end or pass.",
                               text=text)


END_MOVE = Move(END)
PASS_MOVE = Move(PASS)
COLUMN_MOVE = Move(RETURN_COLUMN)
PLACE_MOVES = {colour: tuple(Move(PLACE, colour, space) for space in SPACES) for colour in COLOURS}
CLAIM_MOVES = {card: tuple(Move(CLAIM, card, k) for k in range(1, len(WINDOWS) + 1)) for card in CARDS}
ALL_MOVES = (
    *(m for colour in COLOURS for m in PLACE_MOVES[colour]),
    *(m for card in CARDS for m in CLAIM_MOVES[card]),
    COLUMN_MOVE,
    END_MOVE,
    PASS_MOVE,
)
MOVE_SET = frozenset(ALL_MOVES)
MOVES_BY_TEXT = {str(move): move for move in ALL_MOVES}

"""13's moves as values: a card played onto a target, written `<card>@<target>` (DESIGN.md) and read back by
Move.from_text."""
from __future__ import annotations

from typing import NamedTuple

from ..core import InvalidMoveError
from .deck import CARD_KINDS, COLOURS


class Move(NamedTuple):
    """Play card onto the target of colour target."""

    card: str
    target: str

    def __str__(self):
        return f"{self.card}@{self.target}"

    @classmethod
    def from_text(cls, text: object) -> Move:
        """Read `<card>@<target>` (e.g. `B7@B`, `R4@Y`); unreadable text raises InvalidMoveError."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"A move must be text like 'B7@B', not {text!r}.", "bad_text", text=repr(text))
        card, sep, target = text.strip().partition("@")
        if not sep:
            raise InvalidMoveError(f"{text!r} is not a move: write <card>@<target>, e.g. B7@B.", "bad_text",
                                   text=text)
        if card not in CARD_KINDS:
            raise InvalidMoveError(f"{card!r} is not a card of 13 (e.g. B7, Y1, G5, R4).", "no_such_card", card=card)
        if target not in COLOURS:
            raise InvalidMoveError(f"{target!r} is not a target: use B, Y or G.", "no_such_target", target=target)
        return cls(card, target)

"""Quinto's moves as typed values: str(move) is the DESIGN.md notation and Move.from_text reads it back."""
from __future__ import annotations

from typing import NamedTuple

from ..core import InvalidMoveError
from .deck import HAND_CARDS, PLAYED_CARDS
from .gifts import GIVE, point_of

NEW = "new"
MAX_ROW_ID = 10**6


class Move(NamedTuple):
    """A card played to a row id or "new", or end, pass or a give:<point> (target None)."""

    card: str
    target: object = None

    def __str__(self):
        return self.card if self.target is None else f"{self.card}@{self.target}"

    @classmethod
    def from_text(cls, text: object) -> Move:
        """Read `<card>@<row id>`, `<card>@new`, `end`, `pass` or `give:<back><value>`; bad text raises
        InvalidMoveError."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"A move must be text like 'Oc1@3', not {text!r}.", "bad_text", text=repr(text))
        text = text.strip()
        if text in SPECIAL:
            return SPECIAL[text]
        if text.startswith(GIVE):
            if point_of(text) is None:
                raise InvalidMoveError(f"{text!r} names no point card: write give:Y45 (R red, Y yellow, B blue).",
                                       "unknown_point", text=text)
            return cls(text)
        card, sep, target = text.partition("@")
        if not sep:
            raise InvalidMoveError(f"{text!r} is not a move: write <card>@<row id>, <card>@new, end, pass or "
                                   "give:Y45.", "bad_text", text=text)
        if card in HAND_CARDS and card.startswith("wb:"):
            raise InvalidMoveError(f"Say how {card} is played: {card}=word@… or {card}=bridge@….", "face_missing",
                                   card=card)
        if card not in PLAYED_CARDS:
            raise InvalidMoveError(f"{card!r} is not a Quinto card (e.g. Oc1, w:red, bridge, wb:green=word).",
                                   "unknown_card", text=card)
        if target == NEW:
            return cls(card, NEW)
        if not target or not all(ch in "0123456789" for ch in target) or int(target) > MAX_ROW_ID:
            raise InvalidMoveError(f"{target!r} is not a row: write a row number or new.", "bad_row", text=target)
        return cls(card, int(target))


END, PASS = Move("end"), Move("pass")
SPECIAL = {"end": END, "pass": PASS}

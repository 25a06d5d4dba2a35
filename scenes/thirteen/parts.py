"""13's own parts its view draws from, taken once a frame with the table's Seen."""
from __future__ import annotations

from dataclasses import dataclass

from ..table.hand import Hand


@dataclass(frozen=True)
class ThirteenParts:
    """13's own parts a view draws: the viewer's hand, the targets to light, the seat that took the pile last."""

    hand: Hand
    lit: list
    last_taker: int | None


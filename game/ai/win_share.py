"""How much of a finished game's win some seats had, as the strength figures and the hint's calibration count it."""
from __future__ import annotations

from collections.abc import Iterable


def win_share(spec, players: int, winners: Iterable[int], seats: Iterable[int]) -> float:
    """The share of the win that seats (one seat, or one side of a partnership of four) had: nothing when none of
    them won, else the win split evenly among the winning sides (partners, sitting opposite, are one side)."""
    winners = set(winners)
    if not winners & set(seats):
        return 0.0
    sides = {w % 2 for w in winners} if spec.partnerships and players == 4 else winners
    return 1.0 / len(sides)

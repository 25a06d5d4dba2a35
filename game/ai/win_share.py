"""How much of a finished game's win some seats had, as the strength figures, the hint's calibration and the
searches count it."""
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


def result_rewards(outcome, players: int) -> tuple:
    """A finished game as a search's reward per player: the win split evenly among the winners, nothing to the rest."""
    share = 1 / len(outcome.winners)
    return tuple(share if p in outcome.winners else 0.0 for p in range(players))

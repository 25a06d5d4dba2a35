"""Who starts a round of Quinto: each player draws a card, the highest number starts (R-Q9)."""
from __future__ import annotations

from collections.abc import Sequence
from random import Random

from ..rng import shuffled
from .deck import draw_number


def first_player_from(draws: Sequence[tuple]) -> int | None:
    """The starting player decided by a first-player draw (one card per drawing player each time),
    or None while the highest number is still tied."""
    contenders = [p for p, card in enumerate(draws[-1]) if card is not None] if draws else []
    if not contenders:
        return None
    best = max(draw_number(draws[-1][p]) for p in contenders)
    top = [p for p in contenders if draw_number(draws[-1][p]) == best]
    return top[0] if len(top) == 1 else None


def draw_first_player(deck: Sequence[str], players: int, rng: Random) -> tuple:
    """Each player draws a card; the highest number starts and tied leaders draw again (R-Q9).
    Returns (the draws, one tuple per drawing round with None for players who sat out, the starter)."""
    cards, draws, contenders = list(shuffled(deck, rng)), [], list(range(players))
    while True:
        if len(cards) < len(contenders):
            cards = list(shuffled(deck, rng))
        draws.append(tuple(cards.pop() if p in contenders else None for p in range(players)))
        starter = first_player_from(draws)
        if starter is not None:
            return tuple(draws), starter
        best = max(draw_number(draws[-1][p]) for p in contenders)
        contenders = [p for p in contenders if draw_number(draws[-1][p]) == best]

"""Quartino's wheel as plain questions: the tops seen, the patterns a card would need, the claims a hand
has, the placements the reserve allows, the situations (R-P3), and stacks going back to the reserve."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .components import COLOUR_INDEX, COLOURS, EMPTY, PAWNS_PER_COLOUR, WINDOWS
from .moves import CLAIM_MOVES, PLACE_MOVES

FOUR_COLOURS, COLUMN = "four colours", "column"
SITUATION_ORDER = (FOUR_COLOURS, COLUMN)
COLUMN_HEIGHT = 4
SAME_COLOUR_LIMIT = 4
# Pawns on the board, buried ones included, are the ones missing from the reserve.
FOUR_COLOURS_RESERVE = PAWNS_PER_COLOUR - SAME_COLOUR_LIMIT
# PLACEMENTS[mask]: every placement when bit i of mask says colour COLOURS[i] is in the reserve.
PLACEMENTS = tuple(
    tuple(m for i, colour in enumerate(COLOURS) if mask >> i & 1 for m in PLACE_MOVES[colour])
    for mask in range(1 << len(COLOURS))
)


def tops_of(board: Sequence[tuple]) -> str:
    """The seen (top) colour of each space, EMPTY for an empty space, as one 9-letter string."""
    return "".join([stack[-1] if stack else EMPTY for stack in board])


def patterns_of(tops: str) -> tuple:
    """The 4-colour pattern a card would need at each first ring space k = 1..8, from tops_of()."""
    centre = tops[0]
    return tuple([centre + tops[a] + tops[b] + tops[c] for _, a, b, c in WINDOWS])


def claims_on(board: Sequence[tuple], hand: Iterable[str]) -> tuple:
    """The claim moves of hand's cards matched on board: hand order, then ring space k."""
    patterns = patterns_of(tops_of(board))
    return tuple(CLAIM_MOVES[card][i] for card in hand if card in patterns
                 for i, pattern in enumerate(patterns) if pattern == card)


def reserve_mask(reserve: Sequence[int]) -> int:
    """Bit i set when colour COLOURS[i] has a pawn left in the reserve."""
    y, b, g, p = reserve
    return (y > 0) | (b > 0) << 1 | (g > 0) << 2 | (p > 0) << 3


def situations_at(board: Sequence[tuple], reserve: Sequence[int]) -> tuple:
    """The situations on a board at the start of a turn (R-P3), in SITUATION_ORDER."""
    fired = ()
    if min(reserve) <= FOUR_COLOURS_RESERVE:
        fired += (FOUR_COLOURS,)
    if max(map(len, board)) >= COLUMN_HEIGHT:
        fired += (COLUMN,)
    return fired


def return_stacks(board: Sequence[tuple], reserve: Sequence[int], spaces: Iterable[int]) -> tuple:
    """(board, reserve) after every pawn of the stacks on spaces goes back to the reserve."""
    board = list(board)
    reserve = list(reserve)
    for space in spaces:
        for colour in board[space]:
            reserve[COLOUR_INDEX[colour]] += 1
        board[space] = ()
    return tuple(board), tuple(reserve)

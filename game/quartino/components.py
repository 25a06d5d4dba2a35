"""Quartino's components in one data table (RULES.md §4): colours, the wheel, pawns and the 24 cards.

The cards' shape is *unverified* (R-P2): each card shows the centre and three consecutive ring
spaces, read clockwise, coloured with the four colours once each. Change it here and only here.
"""
from __future__ import annotations

COLOURS = ("Y", "B", "G", "P")
COLOUR_NAMES = {"Y": "yellow", "B": "blue", "G": "green", "P": "pink"}
COLOUR_INDEX = {colour: i for i, colour in enumerate(COLOURS)}
PAWNS_PER_COLOUR = 7
HAND_SIZE = 4
MIN_PLAYERS, MAX_PLAYERS = 2, 4

CENTRE = 0
RING = (1, 2, 3, 4, 5, 6, 7, 8)
SPACES = (CENTRE, *RING)
EMPTY = "."

# R-P2: every order of the four colours, as centre, ring k, k+1, k+2.
CARDS = (
    "YBGP", "YBPG", "YGBP", "YGPB", "YPBG", "YPGB",
    "BYGP", "BYPG", "BGYP", "BGPY", "BPYG", "BPGY",
    "GYBP", "GYPB", "GBYP", "GBPY", "GPYB", "GPBY",
    "PYBG", "PYGB", "PBYG", "PBGY", "PGYB", "PGBY",
)
CARD_INDEX = {card: i for i, card in enumerate(CARDS)}
CARD_RING_OFFSETS = (0, 1, 2)


def ring_after(space: int, steps: int = 1) -> int:
    """The ring space steps places clockwise from ring space space (8 is followed by 1)."""
    return (space - 1 + steps) % len(RING) + 1


# WINDOWS[k - 1]: the spaces a card covers when its first ring space is k, in card order.
WINDOWS = tuple((CENTRE, *(ring_after(k, step) for step in CARD_RING_OFFSETS)) for k in RING)

"""13's cards (RULES.md §2): three colours of values 1–7 and eight rotten fours."""
from __future__ import annotations

from collections.abc import Iterable

from ..cards import HIDDEN

COLOURS = ("B", "Y", "G")
ROTTEN = "R4"
COLOUR_VALUES = (1, 1, 1, 2, 2, 2, 4, 4, 5, 5, 5, 7, 7, 7)
DECK = tuple(f"{c}{v}" for c in COLOURS for v in COLOUR_VALUES) + (ROTTEN,) * 8
CARD_KINDS = frozenset(DECK)
VALUE = {card: int(card[1:]) for card in CARD_KINDS}
SORT_ORDER = {card: ("BYGR".index(card[0]), VALUE[card]) for card in CARD_KINDS} | {HIDDEN: (9, 0)}


def card_value(card: str) -> int:
    """The face value of a card."""
    return VALUE[card]


def target_total(cards: Iterable[str]) -> int:
    """The running total of a target."""
    return sum(map(VALUE.__getitem__, cards))


def targets_of(card: str) -> tuple:
    """The targets a card may go on: its own colour's, or any for a rotten four (R-T1)."""
    return COLOURS if card == ROTTEN else (card[0],) if card[0] in COLOURS else ()


def sort_key(card: str):
    """Hands are kept sorted: by colour B, Y, G, rotten, then value."""
    return SORT_ORDER[card]

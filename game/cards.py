"""Card helpers shared by every game: hands as sorted tuples, multisets, dealing."""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

HIDDEN = "?"


def remove_one(cards: tuple, card: str) -> tuple:
    """The cards with one copy of card taken out; ValueError if it is not there."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def deal(deck: Sequence[str], players: int, count: int) -> tuple:
    """Deal count cards to each of players from the top of deck: (hands, rest of deck)."""
    hands = tuple(tuple(deck[p * count:(p + 1) * count]) for p in range(players))
    return hands, tuple(deck[players * count:])


def hide(cards: Sequence[str]) -> tuple:
    """As many hidden cards as there are cards."""
    return (HIDDEN,) * len(cards)


def same_cards(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two collections hold the same cards, counting copies."""
    return Counter(a) == Counter(b)


def missing_from(full: Sequence, present: Sequence) -> tuple:
    """The cards of full that are not among present, counting copies (present must fit in full)."""
    rest = Counter(full)
    rest.subtract(present)
    if any(n < 0 for n in rest.values()):
        raise ValueError("more copies of a card than the game has")
    return tuple(sorted(rest.elements()))

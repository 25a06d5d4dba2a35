"""The Quinto pack (52 cards and the Joker), the suit order that decides tricks, and the quints."""
from __future__ import annotations

RANKS = "AKQJT98765432"
SUITS = "HDCS"
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}
RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
JOKER = "JOKER"
DECK = tuple(r + s for s in SUITS for r in RANKS) + (JOKER,)
CARD_KINDS = frozenset(DECK)

# Suit rank: hearts > diamonds > clubs > spades; a card's power beats every card of a lower suit.
SUIT_RANK = {"H": 3, "D": 2, "C": 1, "S": 0}
RANK_VALUE = {r: 14 - i for i, r in enumerate(RANKS)}
SUIT = {c: c[1] for c in DECK if c != JOKER}
SUIT[JOKER] = None
RANK = {c: RANK_VALUE[c[0]] for c in DECK if c != JOKER}
RANK[JOKER] = 0
POWER = {c: SUIT_RANK[c[1]] * 16 + RANK_VALUE[c[0]] for c in DECK if c != JOKER}
POWER[JOKER] = -1

# Quint values (RULES.md §3): each five, ace-and-four and two-and-three of a suit; the Joker 25.
SUIT_QUINT = {"H": 20, "D": 15, "C": 10, "S": 5}
JOKER_POINTS = 25
SOLO_POINTS = {f"5{s}": v for s, v in SUIT_QUINT.items()}
SOLO_POINTS[JOKER] = JOKER_POINTS
PAIR_MATE = {}
for _s in SUITS:
    PAIR_MATE[f"A{_s}"], PAIR_MATE[f"4{_s}"] = f"4{_s}", f"A{_s}"
    PAIR_MATE[f"2{_s}"], PAIR_MATE[f"3{_s}"] = f"3{_s}", f"2{_s}"
PAIR_HEAD = {f"{r}{s}": SUIT_QUINT[s] for s in SUITS for r in "A2"}

SORT_KEY = {c: (-SUIT_RANK[c[1]], -RANK_VALUE[c[0]]) for c in DECK if c != JOKER}
SORT_KEY[JOKER] = (1, 0)


def sort_hand(cards) -> tuple:
    """Cards in display order: hearts, diamonds, clubs, spades, high to low, the Joker last."""
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


def card_name(card) -> str:
    """A card in words: "the five of hearts", "the Joker"."""
    if card == JOKER:
        return "the Joker"
    return f"the {RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def winning_index(cards) -> int:
    """The position of the card that wins a trick: the highest card of the highest suit in it."""
    best, best_power = 0, -2
    for i, card in enumerate(cards):
        power = POWER[card]
        if power > best_power:
            best, best_power = i, power
    return best


def quint_points(cards) -> int:
    """The points of the quints among cards taken in one trick (or the cachette)."""
    points = 0
    for card in cards:
        solo = SOLO_POINTS.get(card)
        if solo:
            points += solo
        pair = PAIR_HEAD.get(card)
        if pair and PAIR_MATE[card] in cards:
            points += pair
    return points


def quints(cards) -> tuple:
    """Each quint among cards taken together: (description, points), fives first, the Joker last."""
    found = []
    for card in sort_hand(cards):
        if card in SOLO_POINTS and card != JOKER:
            found.append((f"five of {SUIT_NAMES[card[1]]}", SOLO_POINTS[card]))
    for card in sort_hand(cards):
        if card in PAIR_HEAD and PAIR_MATE[card] in cards:
            mate = RANK_NAMES[PAIR_MATE[card][0]]
            found.append((f"{RANK_NAMES[card[0]]} and {mate} of {SUIT_NAMES[card[1]]}", PAIR_HEAD[card]))
    if JOKER in cards:
        found.append(("the Joker", JOKER_POINTS))
    return tuple(found)

"""What happened in each hand of a Victorian Quinto match (parlour.history's hand summaries: the points of each
side, the quints each side scored and who took the cachette) as a result panel's cells."""
from __future__ import annotations

from collections import Counter

from game.quinto_tricks.seating import sides

from .words import quint_name, say


def side_of(players, seat):
    """The side a seat played on in a hand, as a function of the hand (with three players the sides change
    with the dealer)."""
    return lambda hand: sides(players, hand.dealer)[seat]


def quints_cell(words, found) -> str:
    """Quints with their points, the same one counted ("five of hearts 20 (2 times) · the Joker 25"; "×" is
    kept for doubles), or a dash."""
    parts = []
    for (kind, suit, points), count in Counter(found).items():
        # Unbreakable spaces keep a quint's points and count on its name's line.
        times = "\u00a0" + say(words, "ui.times", count=count).replace(" ", "\u00a0") if count > 1 else ""
        parts.append(f"{quint_name(words, kind, suit)}\u00a0{points}{times}")
    return " · ".join(parts) or "—"


def cachettes_cell(words, hands) -> str:
    """The cachettes taken, one a line with its hand and points ("hand 2: 35"), or a dash."""
    return "\n".join(words.say("reading.tricks.cachette_cell", n=h.number, points=h.cachette[2]) for h in hands) or "—"


def cells(words, hands, side_in) -> list:
    """The points, quints and cachettes over the match of whoever played on side_in(hand) in each hand: a
    fixed side with four players, a player's changing side with three."""
    taken = [h for h in hands if h.cachette and h.cachette[0] == side_in(h)]
    return [" · ".join(str(h.points[side_in(h)]) for h in hands) or "—",
            quints_cell(words, [q for h in hands for q in h.quints[side_in(h)]]), cachettes_cell(words, taken)]

"""The Victorian Quinto in pictures: a trick played round the table (following suit, a higher suit taking
it) and a quint, the ace and four of one suit in one trick."""
from __future__ import annotations

from parlour.words import catalogue

from ...quinto_tricks import art
from .stage import Picture, card_size, lay, lerp, progress, pulse, ring, tag

PLAY_GAP = 0.6
PERIOD = 4.8
# Where the four cards of a trick lie, as fractions of the picture's height from its centre, in playing
# order from the leader on the left: left, top, right, bottom.
SPOTS = ((-0.5, 0.0), (0.0, -0.25), (0.5, 0.0), (0.0, 0.25))
EDGES = ((-1.2, 0.0), (0.0, -0.9), (1.2, 0.0), (0.0, 0.9))


def trick(cards, winners, points=None) -> Picture:
    """A picture of cards played in turn round the trick, then the winners ringed (and the quint's points)."""
    shown_at = 0.3 + PLAY_GAP * len(cards)

    def paint(surface, rect, t, look) -> None:
        size = card_size(rect.height * 0.42, art.TRICK_SIZE)
        cx, cy, h = rect.centerx, rect.centery, rect.height
        lit = pulse(t, shown_at, PERIOD - 0.2)
        for i, (card, (u, v), (eu, ev)) in enumerate(zip(cards, SPOTS, EDGES)):
            start = 0.3 + PLAY_GAP * i
            if t < start:
                continue
            spot = (cx + u * h, cy + v * h)
            placed = lay(surface, art.face(card, size, look.four_colour),
                         lerp((cx + eu * h, cy + ev * h), spot, progress(t, start, start + PLAY_GAP * 0.8)))
            if card in winners:
                ring(surface, placed, lit)
        if points:
            text = f"{catalogue(look.language).say('quinto_tricks.ui.quint')} +{points}"
            tag(surface, text, (cx + 0.42 * h, rect.y + h * 0.12), max(10, h // 14), alpha=int(255 * lit))
    return Picture(paint, PERIOD, shown_at + 0.8)


PICTURES = {
    "follow_suit": trick(("9H", "KH", "4H", "7H"), ("KH",)),
    "higher_suit": trick(("9D", "KD", "2H", "AC"), ("2H",)),
    "quint": trick(("AH", "6S", "4H", "2C"), ("AH", "4H"), 20),
}

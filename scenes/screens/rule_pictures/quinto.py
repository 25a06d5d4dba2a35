"""Sackson's Quinto in pictures: the three kinds of link, a word following the combination that shows it,
the bridge between two words, and a row completed, its point card going to the completer."""
from __future__ import annotations

from functools import lru_cache

from ...quinto import art
from ...quinto.words import QuintoWords, card_labels
from .stage import Picture, card_size, fitted_card, lay, lerp, progress, pulse, ring, row_centres, tag

CARD_SHARE = 0.62
LINK_PERIOD = 3.6


@lru_cache(maxsize=4)
def labels(language) -> art.Labels:
    """The texts printed on Quinto cards in language."""
    return card_labels(words(language))


@lru_cache(maxsize=4)
def words(language) -> QuintoWords:
    """Quinto's words in language (no seat is named in a picture)."""
    return QuintoWords(language, str, lambda seat: False)


def face(card, size, look):
    """A Quinto card as the table draws it."""
    return art.face(card, size, labels(look.language))


def link(first, second, shared) -> Picture:
    """A picture of second sliding up beside first, then both ringed with the word they share."""
    def paint(surface, rect, t, look) -> None:
        size = fitted_card(rect, 2, CARD_SHARE, art.TABLE_SIZE)
        left, right = row_centres((rect.centerx, rect.centery - rect.height * 0.08), 2, size[0], size[0] // 5)
        lay(surface, face(first, size, look), left)
        arriving = lerp((rect.right + size[0], right[1]), right, progress(t, 0.3, 1.1))
        placed = lay(surface, face(second, size, look), arriving)
        shown = pulse(t, 1.2, LINK_PERIOD - 0.2)
        ring(surface, placed.union(placed.move(round(left[0] - right[0]), 0)), shown)
        tag(surface, words(look.language).word(shared), (rect.centerx, rect.bottom - rect.height * 0.1),
            max(11, rect.height // 11), alpha=int(255 * shown))
    return Picture(paint, LINK_PERIOD, 2.0)


def bridge(surface, rect, t, look) -> None:
    """A word, then a bridge, then another word: the bridge joins the two words."""
    size = fitted_card(rect, 3, CARD_SHARE, art.TABLE_SIZE)
    spots = row_centres((rect.centerx, rect.centery - rect.height * 0.06), 3, size[0], size[0] // 6)
    for i, (card, spot) in enumerate(zip(("w:red", "bridge", "w:circle"), spots)):
        start = 0.3 + 0.9 * (i - 1)
        position = spot if i == 0 else lerp((spot[0], rect.bottom + size[1]), spot, progress(t, start, start + 0.7))
        placed = lay(surface, face(card, size, look), position)
        if i == 1:
            ring(surface, placed, pulse(t, 2.0, 3.8))


def row_complete(surface, rect, t, look) -> None:
    """Four cards and their head; the fifth completes the row, the head goes to the completer, the cards
    leave the game."""
    size = fitted_card(rect, 7, 0.6, art.TABLE_SIZE)
    point = card_size(size[1] * 0.72, art.POINT_SIZE)
    cards = ("Rc1", "Rc2", "Bc2", "Bt2", "Bt4")
    middle = (rect.centerx + point[0] // 2, rect.centery - rect.height * 0.05)
    spots = row_centres(middle, 5, size[0], size[0] // 8)
    head_home = (spots[0][0] - size[0] / 2 - point[0] * 0.75, middle[1] - size[1] * 0.15)
    gone = progress(t, 3.0, 3.6)
    for i, (card, spot) in enumerate(zip(cards, spots)):
        position = spot if i < 4 else lerp((spot[0], rect.bottom + size[1]), spot, progress(t, 0.4, 1.2))
        lay(surface, face(card, size, look), position, int(255 * (1 - gone)))
    quinto = pulse(t, 1.3, 3.2)
    left = spots[0][0] - size[0] / 2
    ring(surface, (left, middle[1] - size[1] / 2, spots[-1][0] + size[0] / 2 - left, size[1]), quinto)
    tag(surface, words(look.language).say("quinto.ui.quinto"), (middle[0], rect.bottom - rect.height * 0.1),
        max(12, rect.height // 10), alpha=int(255 * quinto))
    taker = (rect.right - point[0], rect.bottom - point[1] * 0.7)
    head = lerp(head_home, taker, progress(t, 1.9, 2.8))
    lay(surface, art.point_card(("red", 25), point), head)
    if t > 2.8:
        tag(surface, "+25", (taker[0], taker[1] - point[1] * 0.85), max(12, rect.height // 10),
            alpha=int(255 * (1 - progress(t, 4.2, 4.6))))


PICTURES = {
    "link_colour": link("Rc3", "Rt1", "red"),
    "link_shape": link("Rt2", "Bt4", "triangle"),
    "link_number": link("Gs3", "Bh3", "3"),
    "word_link": link("Bh2", "w:blue", "blue"),
    "bridge": Picture(bridge, 4.4, 3.0),
    "row_complete": Picture(row_complete, 4.8, 2.4, wide=True),
}

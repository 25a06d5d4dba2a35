"""13's card faces: the value large in the card's colour, with a shape per colour so colour is never the only cue."""
from __future__ import annotations

from ..kit import card_art, draw, theme

SHAPES = {"B": "circle", "Y": "star", "G": "triangle", "R": "cross"}
HAND_SIZE = (96, 140)
SMALL_SIZE = (72, 105)


def face(card, size=HAND_SIZE, rotten_label="rotten", symbols=True):
    """The face of a 13 card (e.g. B7, R4) at size, cached; rotten fours carry rotten_label; symbols
    adds a shape per colour for colour-blind players."""
    return card_art.crisp(("13", card, rotten_label, symbols), size,
                          lambda pixels: _paint(card, pixels, rotten_label, symbols))


def _paint(card, size, rotten_label, symbols):
    colour_key, value = card[0], card[1:]
    colour = theme.SUIT_COLOURS[colour_key]
    w, h = size
    surface = card_art.blank(size)
    frame = surface.get_rect().inflate(-10, -10)
    tint = tuple(int(c * 0.18 + 255 * 0.82) for c in colour)
    draw.rounded(surface, frame, tint, card_art.CARD_RADIUS - 3)
    draw.rounded(surface, frame, colour, card_art.CARD_RADIUS - 3, 3)
    corner = card_art.legible(max(14, h // 7))
    draw.text(surface, value, corner, colour, (frame.x + 6, frame.y + 2 + corner // 10), "bold", ink=True)
    if symbols:
        card_art.symbol(surface, SHAPES[colour_key], colour, (frame.x + 12, frame.y + corner + corner // 3 + 6),
                        max(4, h // 22))
    foot = (frame.right - 6, frame.bottom - 2 - corner * 3 // 8)
    draw.text(surface, value, corner, colour, foot, "bold", "bottomright", ink=True)
    big = int(h * 0.42)
    draw.text(surface, value, big, colour, (w // 2, h // 2 - h // 20 - big // 7), "bold", "center", ink=True)
    if symbols:
        card_art.symbol(surface, SHAPES[colour_key], colour, (w // 2, int(h * 0.76)), max(6, h // 12))
    label = max(10, h // 11)
    if colour_key == "R" and card_art.legible(label) == label:  # too small to read: its colour and cross tell it
        draw.text(surface, rotten_label, label, colour, (w // 2, frame.y + 6 + label // 4), "bold", "midtop", ink=True)
    return surface

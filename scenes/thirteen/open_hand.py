"""13's other seats in a replay: each one's held cards face up in its panel, left of its taken line, as small
faces that keep only what a player reads at that size (the value large in the colour, the colour's shape)."""
from __future__ import annotations

import pygame

from ..kit import card_art, draw, theme
from ..table import open_hands
from . import taken
from .art import SHAPES

SIZE = (30, 42)
BOTTOM_INSET = 5


def mini_face(card, symbols=True):
    """A small face of a 13 card at SIZE: its value large in its colour over a tint, its shape beneath."""
    return card_art.crisp(("13-mini", card, symbols), SIZE, lambda pixels: _paint(card, pixels, symbols))


def _paint(card, size, symbols):
    colour = theme.SUIT_COLOURS[card[0]]
    w, h = size
    surface = card_art.blank(size)
    frame = surface.get_rect().inflate(-w // 8, -w // 8)
    draw.rounded(surface, frame, tuple(int(c * 0.18 + 255 * 0.82) for c in colour), w // 6)
    draw.rounded(surface, frame, colour, w // 6, max(1, w // 15))
    centre_y = h * 2 // 5 if symbols else h // 2
    draw.text(surface, card[1:], int(h * 0.5), colour, (w // 2, centre_y), "bold", "center", ink=True)
    if symbols:
        card_art.symbol(surface, SHAPES[card[0]], colour, (w // 2, int(h * 0.78)), max(3, h // 9))
    return surface


def draw_open_hand(surface, seen, seat, rect) -> None:
    """seat's held cards face up along the bottom of its panel rect, then its taken line beside them."""
    lines = taken.taken_lines(seen, seat, rect, 0)
    right = min(box.x for _, _, box in lines) - taken.GAP
    room = pygame.Rect(rect.x + taken.BACKS_X, rect.bottom - BOTTOM_INSET - SIZE[1], right - rect.x - taken.BACKS_X,
                       SIZE[1])
    cards = seen.view.hands[seat]
    symbols = seen.symbols
    open_hands.draw_hand(surface, seen, seat, cards, open_hands.row(len(cards), room, SIZE),
                         lambda card: mini_face(card, symbols))
    taken.draw_taken(surface, seen, seat, rect, 0)

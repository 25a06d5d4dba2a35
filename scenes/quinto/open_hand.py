"""Sackson's Quinto's other seats in a replay: each one's hand face up in the left half of its panel, under its
name (its won point cards keep the right half)."""
from __future__ import annotations

import pygame

from ..table import open_hands
from . import art

SIZE = (32, 46)
NAME_BAND = 30


def draw_open_hand(surface, seen, seat, rect) -> None:
    """seat's cards face up under its name, in the left half of its panel rect (seen: a scenes.table.seen.Seen of
    Quinto's parts)."""
    height = min(SIZE[1], rect.height - NAME_BAND - 3)
    size = (SIZE[0] * height // SIZE[1], height)
    room = pygame.Rect(rect.x + 10, rect.y + NAME_BAND, rect.width // 2 - 4, height)
    cards, labels = seen.view.hands[seat], seen.parts.labels
    open_hands.draw_hand(surface, seen, seat, cards, open_hands.row(len(cards), room, size),
                         lambda card: art.face(card, size, labels))

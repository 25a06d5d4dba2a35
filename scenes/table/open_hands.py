"""A replay of a finished game keeps no secret: every seat's hand is laid face up, smaller where room is short,
inside the room its table gives it. What is known comes from the session's view (the engine's full state in a
replay), never from a rule worked out here."""
from __future__ import annotations

import pygame

from ..kit import card_art

GAP = 4


def shown(seen) -> bool:
    """Whether the table lays every hand open: in a replay (seen.passive), where the game is over and nothing is
    secret."""
    return seen.passive


def row(count, room, size) -> list:
    """Where count cards of size lie in room, left to right from its top left, overlapping evenly only when they
    must to stay inside it."""
    step = size[0] + GAP
    if count > 1:
        step = min(step, (room.width - size[0]) // (count - 1))
    return [pygame.Rect(room.x + i * step, room.y, *size) for i in range(count)]


def draw_hand(surface, seen, seat, cards, rects, face) -> None:
    """Lay seat's cards face up in rects (face(card) draws one), and keep what was laid (seen.keep_open)."""
    laid = list(zip(cards, rects))
    for card, rect in laid:
        card_art.lay(surface, face(card), rect)
    seen.keep_open(seat, laid)

"""Small drawn signs that stand for a button's word where the word does not fit (a small window): the turning arrows
of Undo and Redo."""
from __future__ import annotations

import math

import pygame

from . import pen


def turn_arrow(surface, rect, colour, back=True) -> None:
    """A half-turn arrow centred in rect, its head at the left going back (Undo, ↶) or at the right going on (Redo,
    ↷)."""
    rect = pygame.Rect(rect)
    radius = max(4, min(rect.width, rect.height) * 0.3)
    width = max(2, round(radius / 3.5))
    cx, cy = rect.centerx, rect.centery + radius * 0.35
    pen.arc(surface, colour, pygame.Rect(round(cx - radius), round(cy - radius), round(2 * radius),
                                         round(2 * radius)), 0, math.pi, width)
    end = cx - radius if back else cx + radius
    head = radius * 0.55
    pen.polygon(surface, colour, [(end - head, cy - 1), (end + head, cy - 1), (end, cy + head)])

"""The hint's own highlight: a pulsing sky-blue ring with a small tag, unlike the gold and cream glow
that lights every legal card and place."""
from __future__ import annotations

import math

import pygame

from ..kit import draw

HINT_BLUE = (86, 186, 236)
HINT_INK = (14, 38, 56)
PULSE_STEPS = 6
PULSE_PER_S = 1.2
TAG_SIZE = 13
STILL_TIME = 1.5 / (PULSE_PER_S * PULSE_STEPS)  # a moment of the second, fuller step: the mark held still


def pulse_step(time) -> int:
    """Which of the few pulse pictures to draw at time (so equal steps draw equal frames)."""
    return int(time * PULSE_PER_S * PULSE_STEPS) % PULSE_STEPS


def mark(surface, rect, time, tag) -> None:
    """Ring rect in the hint's pulsing blue and pin the tag (the word "hint") on its top edge."""
    rect = pygame.Rect(rect)
    swell = 0.5 + 0.5 * math.sin(2 * math.pi * pulse_step(time) / PULSE_STEPS)
    draw.glow(surface, rect, HINT_BLUE, 12, 4, int(170 + 85 * swell))
    if tag:
        width, height = draw.text_size(tag, TAG_SIZE, "bold")
        pill = pygame.Rect(0, 0, width + 14, height + 2)
        pill.center = (rect.centerx, rect.top - 4)
        draw.rounded(surface, pill, HINT_BLUE, pill.height // 2)
        draw.text(surface, tag, TAG_SIZE, HINT_INK, pill.center, "bold", "center")

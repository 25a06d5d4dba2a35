"""A short celebration over the game-over panel when a player at this device wins: small cards in the suits'
colours fall and sway beside the panel (never over its figures) while a gold glow pulses round it, then all is
still again."""
from __future__ import annotations

import math
import random

import pygame

from ..kit import draw, theme

DURATION_S = 3.0
CARDS = 28
CARD_SIZE = (30, 42)
FALL_PX_S = (260, 420)
CLEAR_PX = 40  # a card's half width and its sway, kept off the panel


class Celebration:
    """Falling cards and a glow round rect for DURATION_S seconds (times scale, the animation speed)."""

    def __init__(self, rect, scale=1.0, seed=0):
        rng = random.Random(seed)
        colours = list(theme.SUIT_COLOURS.values())
        self.rect = pygame.Rect(rect)
        self.duration = DURATION_S * scale
        self.clock = 0.0
        sides = [side for side in ((CLEAR_PX, self.rect.left - CLEAR_PX), (self.rect.right + CLEAR_PX, 1280 - CLEAR_PX))
                 if side[1] > side[0]]
        self.cards = [(rng.uniform(*sides[i % len(sides)]), -rng.randrange(60, 700), rng.uniform(*FALL_PX_S) / scale,
                       rng.uniform(0, 2 * math.pi), colours[i % len(colours)]) for i in range(CARDS * bool(sides))]

    def busy(self) -> bool:
        """Whether it still moves (the frame must be drawn again)."""
        return self.clock < self.duration

    def update(self, dt) -> None:
        """Advance time."""
        self.clock = min(self.duration, self.clock + dt)

    def draw(self, surface) -> None:
        """The glow round the panel, then the falling cards; nothing once done."""
        if not self.busy():
            return
        fade = 1.0 - self.clock / self.duration
        draw.glow(surface, self.rect, theme.GOLD, 22, 5, int(90 + 150 * fade * (0.6 + 0.4 * math.sin(self.clock * 8))))
        for x, y, speed, phase, colour in self.cards:
            sway = 24 * math.sin(phase + self.clock * 3)
            card = pygame.Rect(0, 0, *CARD_SIZE)
            card.center = (int(x + sway), int(y + speed * self.clock))
            draw.rounded(surface, card, theme.PAPER, 5)
            draw.rounded(surface, card.inflate(-8, -8), colour, 3)
            draw.rounded(surface, card, theme.GOLD_DARK, 5, 1)

"""The table's notice: a refused move or a reminder, in a paper panel over the felt, fading out."""
from __future__ import annotations

import pygame

from .. import draw, theme
from .fade import fade_alpha

NOTICE_S = 5.0
WIDTH = 680


class TableNotice:
    """One short message at a time, above the hand, for NOTICE_S seconds."""

    def __init__(self, bottom_centre=(560, 540)):
        self.bottom_centre = bottom_centre
        self.text = ""
        self.left = 0.0

    def say(self, text) -> None:
        """Show text now."""
        self.text = text
        self.left = NOTICE_S

    def dismiss(self) -> None:
        """Take the notice down (a move was played)."""
        self.left = 0.0

    def update(self, dt) -> None:
        """Let dt seconds pass."""
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        """Whether a notice is up."""
        return self.left > 0 and bool(self.text)

    def look(self) -> tuple:
        """What the notice's picture depends on (its fade counts in tenths of a second)."""
        return (self.text, round(fade_alpha(self.left, NOTICE_S) / 32)) if self.visible else None

    def draw(self, surface) -> None:
        """The text, wrapped, in a paper panel with an alert border."""
        if not self.visible:
            return
        lines = draw.wrap(self.text, 20, WIDTH - 40)
        box = pygame.Rect(0, 0, WIDTH, 22 + 26 * len(lines))
        layer = pygame.Surface((box.width + 24, box.height + 28), pygame.SRCALPHA)
        inner = pygame.Rect(12, 8, box.width, box.height)
        draw.shadowed_panel(layer, inner, theme.PAPER, 12, theme.ALERT)
        for i, line in enumerate(lines):
            draw.text(layer, line, 20, theme.INK, (inner.centerx, inner.y + 12 + 26 * i), "bold", "midtop")
        layer.set_alpha(fade_alpha(self.left, NOTICE_S))
        rect = layer.get_rect(midbottom=(self.bottom_centre[0], self.bottom_centre[1] + 20))
        surface.blit(layer, rect)

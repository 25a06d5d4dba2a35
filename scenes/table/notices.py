"""The table's notice: a refused move or a reminder, in a paper panel over the felt, fading out."""
from __future__ import annotations

import pygame

from .. import draw, theme
from .fade import Fading

NOTICE_S = 5.0
WIDTH = 680


class TableNotice(Fading):
    """One short message at a time, above the hand, for NOTICE_S seconds."""

    duration = NOTICE_S

    def __init__(self, bottom_centre=(560, 540)):
        super().__init__()
        self.bottom_centre = bottom_centre
        self.content = ""

    @property
    def text(self) -> str:
        """The message shown (or last shown)."""
        return self.content

    def say(self, text) -> None:
        """Show text now."""
        self.show(text)

    def dismiss(self) -> None:
        """Take the notice down (a move was played)."""
        self.clear()

    def draw(self, surface) -> None:
        """The text, wrapped, in a paper panel with an alert border."""
        if not self.visible:
            return
        lines = draw.wrap(self.text, 20, WIDTH - 40)
        box = pygame.Rect(0, 0, WIDTH, 22 + 26 * len(lines))
        layer = draw.layer(surface, (box.width + 24, box.height + 28))
        inner = pygame.Rect(12, 8, box.width, box.height)
        draw.shadowed_panel(layer, inner, theme.PAPER, 12, theme.ALERT)
        for i, line in enumerate(lines):
            draw.text(layer, line, 20, theme.INK, (inner.centerx, inner.y + 12 + 26 * i), "bold", "midtop")
        layer.set_alpha(self.alpha)
        rect = layer.get_rect(midbottom=(self.bottom_centre[0], self.bottom_centre[1] + 20))
        surface.blit(layer, rect)

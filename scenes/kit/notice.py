"""A notice laid over every screen for a while: news the player must not miss, whatever screen is up."""
from __future__ import annotations

import pygame

from . import draw, theme

SHOWN_S = 14.0
FADE_S = 1.0
WIDTH = 820


class Notice:
    """One message at a time, at the top of the window, fading out after SHOWN_S seconds."""

    def __init__(self):
        self.message = ""
        self.left_s = 0.0
        self.fresh = False

    def show(self, message) -> None:
        """Put message up now."""
        self.message = message
        self.left_s = SHOWN_S
        self.fresh = True

    def update(self, dt) -> None:
        """Let dt seconds pass."""
        self.left_s = max(0.0, self.left_s - dt)

    @property
    def visible(self) -> bool:
        """Whether the notice is on screen."""
        return self.left_s > 0 and bool(self.message)

    def busy(self) -> bool:
        """Whether the notice must be drawn this frame: just put up, or fading (held, it rests)."""
        return self.fresh or (self.visible and self.left_s < FADE_S)

    def draw(self, surface) -> None:
        """The message in a paper panel with an alert border, fading at the end."""
        self.fresh = False
        if not self.visible:
            return
        lines = draw.wrap(self.message, 19, WIDTH - 48, "bold")
        box = pygame.Rect(0, 0, WIDTH, 30 + 26 * len(lines))
        box.midtop = (surface.get_width() // 2, 14)
        layer = draw.layer(surface, (box.width + 24, box.height + 28))
        inner = pygame.Rect(12, 8, box.width, box.height)
        draw.shadowed_panel(layer, inner, theme.PAPER, 14, theme.ALERT)
        for i, line in enumerate(lines):
            draw.text(layer, line, 19, theme.INK, (inner.centerx, inner.y + 15 + 26 * i), "bold", "midtop")
        layer.set_alpha(int(255 * min(1.0, self.left_s / FADE_S)))
        surface.blit(layer, (box.x - 12, box.y - 8))

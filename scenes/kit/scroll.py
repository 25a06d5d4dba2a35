"""A page scrolled by pixels: the wheel, a drag (of a mouse or a finger) and the keys (Home and End to its ends)
move it within its length."""
from __future__ import annotations

import pygame

from . import draw, theme

KEY_STEPS = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400}
END_KEYS = {pygame.K_HOME: 0, pygame.K_END: 1}
WHEEL_STEP = 60
BAR_W = 6


class PixelScroll:
    """How far a page is scrolled; `most` tells how far it can go (0 while everything fits)."""

    def __init__(self, area, most):
        self.area = area
        self.most = most
        self.offset = 0
        self.drag_from = None

    def by(self, pixels) -> None:
        """Scroll, staying within the page."""
        self.offset = max(0, min(self.most(), self.offset + pixels))

    def to(self, offset) -> None:
        """Scroll to an offset, staying within the page."""
        self.offset = 0
        self.by(offset)

    def handle(self, event) -> bool:
        """Scroll by the wheel, a drag that starts on the area, or the arrow, page, Home and End keys; says whether
        the event was used."""
        if event.type == pygame.MOUSEWHEEL:
            self.by(-event.y * WHEEL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.area.collidepoint(event.pos):
            self.drag_from = event.pos[1]
        elif event.type == pygame.MOUSEMOTION and self.drag_from is not None:
            self.by(self.drag_from - event.pos[1])
            self.drag_from = event.pos[1]
        elif event.type == pygame.MOUSEBUTTONUP and self.drag_from is not None:
            self.drag_from = None
        elif event.type == pygame.KEYDOWN and event.key in KEY_STEPS:
            self.by(KEY_STEPS[event.key])
        elif event.type == pygame.KEYDOWN and event.key in END_KEYS:
            self.to(END_KEYS[event.key] * self.most())
        else:
            return False
        return True

    def draw_bar(self, surface, track) -> None:
        """A thin bar in track showing which part of the page is in view (nothing while everything fits)."""
        most = self.most()
        if not most:
            return
        track = pygame.Rect(track)
        draw.rounded(surface, track, theme.RULE_LINE, BAR_W // 2)
        length = max(24, track.height * track.height // (track.height + most))
        y = track.y + (track.height - length) * self.offset // most
        draw.rounded(surface, (track.x, y, track.width, length), theme.GOLD_DARK, BAR_W // 2)

"""A finger swiping Quinto's grid of rows up or down scrolls it, a line for each line pitch the finger moves."""
from __future__ import annotations

import pygame

from ..kit.drag import THRESHOLD
from . import layout


class GridSwipe:
    """A finger pressed on the row area: it follows the finger's vertical travel with the scroll, and once it has
    moved past the drag threshold the press is a swipe (its release plays nothing)."""

    def __init__(self, scroll_to):
        self.scroll_to = scroll_to
        self.start = None

    def handle(self, event, scroll, by_finger) -> bool:
        """Follow a press by finger on the grid, its moves and its release; True when event was part of a swipe
        (a press is never taken: it may still be a tap on a row)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.start = (event.pos[1], scroll, False) if by_finger and layout.ROW_AREA.collidepoint(event.pos) \
                else None
            return False
        if self.start is None:
            return False
        top, first, moved = self.start
        if event.type == pygame.MOUSEMOTION:
            moved = moved or abs(event.pos[1] - top) > THRESHOLD
            self.start = top, first, moved
            if moved:
                self.scroll_to(first + round((top - event.pos[1]) / layout.LINE_PITCH))
            return moved
        if event.type == pygame.MOUSEBUTTONUP:
            self.start = None
            return moved
        return False

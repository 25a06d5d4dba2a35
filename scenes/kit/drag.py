"""Pressing on a card or pawn that may turn into a drag once the pointer has moved far enough."""
from __future__ import annotations

from . import card_art

THRESHOLD = 10


class Drag:
    """What was pressed (item), where the pointer is, and whether it has moved into a drag."""

    def __init__(self, item, pos):
        self.item = item
        self.start = pos
        self.pos = pos
        self.moved = False

    def move(self, pos) -> None:
        """Follow the pointer; far enough from the start it becomes a drag."""
        self.pos = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > THRESHOLD:
            self.moved = True

    def look(self) -> tuple:
        """What the picture depends on."""
        return self.item, self.pos, self.moved

    def draw(self, surface, image) -> None:
        """Draw image under the pointer with a lifted shadow (only once it is a drag)."""
        if not self.moved:
            return
        rect = image.get_rect(center=self.pos)
        card_art.lay(surface, image, rect)

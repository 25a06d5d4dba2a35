"""Pictures kept for reuse, bounded by the memory their pixels take rather than by their number: a window at one
size for an hour paints a panel, a shadow or a banner for every size of text it shows, and a few hundred of them
at a large window's density are hundreds of megabytes. The least recently used go first once the budget is spent;
all go when the density changes (they were painted for the old one)."""
from __future__ import annotations

import pygame

from .canvas import LOGICAL, Canvas, density, on_density_change

FRAME_BYTES = LOGICAL[0] * LOGICAL[1] * 4  # one whole 1280×720 picture at density 1


def pixel_bytes(kept) -> int:
    """The bytes of a kept surface's or layer's pixels (or of those first in a kept tuple)."""
    surface = kept[0] if isinstance(kept, tuple) else kept
    surface = surface.surface if isinstance(surface, Canvas) else surface
    return surface.get_pitch() * pygame.Surface.get_height(surface)


class KeptPictures:
    """Surfaces (or tuples led by one) by key, like a dict, holding at most `frames` whole frames' worth of pixels
    at the density now (and at least `least_mb` megabytes): the least recently used are dropped first."""

    def __init__(self, frames, least_mb):
        self.frames = frames
        self.least = least_mb * 2 ** 20
        self.kept: dict = {}
        self.bytes = 0
        on_density_change(self.clear)

    def budget(self) -> float:
        """The bytes the pictures may take now."""
        return max(self.least, self.frames * FRAME_BYTES * density() ** 2)

    def get(self, key, default=None):
        """The picture kept for key (now the most recently used), or default."""
        found = self.kept.pop(key, None)
        if found is None:
            return default
        self.kept[key] = found  # last in the dict's order: the most recently used
        return found

    def __contains__(self, key) -> bool:
        return key in self.kept

    def __getitem__(self, key):
        found = self.get(key)
        if found is None:
            raise KeyError(key)
        return found

    def __setitem__(self, key, picture) -> None:
        self.bytes += pixel_bytes(picture) - (pixel_bytes(self.kept.pop(key)) if key in self.kept else 0)
        self.kept[key] = picture
        while len(self.kept) > 1 and self.bytes > self.budget():
            self.bytes -= pixel_bytes(self.kept.pop(next(iter(self.kept))))

    def clear(self) -> None:
        """Forget every picture."""
        self.kept.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self.kept)

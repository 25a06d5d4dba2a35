"""Where to put the pointer: a point inside a rect that the scene's own hit test answers as wanted."""
from __future__ import annotations

import pygame

GRID = 9


def point_in(rect, hits):
    """The point of rect nearest its centre for which hits(point) holds, or None (rect: a pygame.Rect or tuple)."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return None
    candidates = {rect.center}
    for i in range(GRID):
        for j in range(GRID):
            candidates.add((rect.x + (2 * i + 1) * rect.width // (2 * GRID),
                            rect.y + (2 * j + 1) * rect.height // (2 * GRID)))
    centre = rect.center
    for point in sorted(candidates, key=lambda p: ((p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2, p)):
        if hits(point):
            return point
    return None


def button_spot(scene, button):
    """Where a click presses button on scene: a point of its rect where the scene finds that very button
    (enabled, not under another)."""
    return point_in(button.rect, lambda p: scene.button_at(p) is button)


def nothing_at(scene, point) -> bool:
    """Whether no enabled button of scene lies under point."""
    return scene.button_at(point) is None


class DriverError(RuntimeError):
    """The driver found no gesture that makes a move it was asked for (it says which move and which screen)."""


def need(point, what, screen):
    """point, or a DriverError naming what could not be reached on which screen."""
    if point is None:
        raise DriverError(f"no point on screen reaches {what} ({screen})")
    return point

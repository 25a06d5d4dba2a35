"""Touch targets: while the player uses a finger, every control answers to an area of at least MIN_CSS CSS
pixels in its smaller side, grown around what is drawn; where two grown areas overlap, the nearer control wins."""
from __future__ import annotations

import math

import pygame

from .canvas import LOGICAL

MIN_CSS = 40
# the walk's stride before its last pixels: a measure, so a gap narrower than this inside one reach is stepped over
STEP = 8
# the usual height of a button drawn for a mouse, in logical pixels: a finger needing more wants a touch layout
DRAWN = 50


def minimum(css_per_logical) -> int:
    """The smallest side, in logical pixels, of a touch target at this many CSS pixels per logical pixel."""
    return math.ceil(MIN_CSS / css_per_logical) if css_per_logical > 0 else 0


def grown(rect, least) -> pygame.Rect:
    """rect grown about its centre to at least least in each side (unchanged when already as large)."""
    rect = pygame.Rect(rect)
    return rect.inflate(max(0, least - rect.width), max(0, least - rect.height))


def distance(rect, pos) -> float:
    """How far pos lies from rect (0 inside)."""
    dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
    dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
    return math.hypot(dx, dy)


def pick(items, rect_of, pos, least):
    """The item under pos: the last whose drawn rect holds pos, else (least > 0) the nearest whose rect grown to
    least holds it; None when none."""
    for item in reversed(items):
        if rect_of(item).collidepoint(pos):
            return item
    if least <= 0:
        return None
    reached = [item for item in items if grown(rect_of(item), least).collidepoint(pos)]
    return min(reached, key=lambda item: distance(rect_of(item), pos), default=None)


def reach(hit, item, rect) -> pygame.Rect:
    """The cross-shaped reach of item about rect's centre, within the logical frame: the rect from as far left,
    right, up and down as hit(pos) still answers item (its width and height are the target's sides)."""
    centre = pygame.Rect(rect).center
    ends = []
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        x, y = centre
        for step in (STEP, 1):
            while 0 <= x + dx * step < LOGICAL[0] and 0 <= y + dy * step < LOGICAL[1] \
                    and hit((x + dx * step, y + dy * step)) is item:
                x, y = x + dx * step, y + dy * step
        ends.append((x, y))
    left, right, top, bottom = ends[0][0], ends[1][0], ends[2][1], ends[3][1]
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1)


def wanted(app) -> bool:
    """Whether app's screens take their touch layout: a finger is in use and its target is larger than the
    buttons drawn for a mouse (a phone, or a small tablet window)."""
    window = getattr(app, "window", None)
    return window is not None and window.touch_minimum() > DRAWN


def follow(scene) -> None:
    """Arrange scene (its arrange(roomy)) when it never was, or again when the touch layout is newly wanted or no
    longer is, but then never while a finger or a button is down: the first tap, which turns touch mode on, lands
    where it was aimed."""
    if not hasattr(scene, "arrange"):
        return
    arranged = getattr(scene, "roomy", None) is not None
    if arranged and getattr(getattr(scene.app, "window", None), "pressing", False):
        return
    roomy = wanted(scene.app)
    if getattr(scene, "roomy", None) != roomy:
        scene.roomy = roomy
        scene.arrange(roomy)


def follow_again(scene) -> None:
    """Lay scene out again for the touch mode as it is now (its buttons were replaced since it was arranged)."""
    scene.roomy = None
    follow(scene)


def moved(rect, rows) -> pygame.Rect:
    """rect where rows puts it in the touch layout: rows maps a mouse layout's whole rect to its touch place, or
    its top to the touch row's top and height; unchanged when rows has neither."""
    rect = pygame.Rect(rect)
    if tuple(rect) in rows:
        return pygame.Rect(rows[tuple(rect)])
    if rect.top in rows:
        rect.top, rect.height = rows[rect.top]
    return rect

"""Card art shared by every game: rounded cream cards with an inked frame, backs, symbol shapes."""
from __future__ import annotations

import math

import pygame

from . import draw, pen, theme
from .canvas import Picture, density, paint_scale, picture
from .kept_pictures import KeptPictures

CARD_RADIUS = 10
_cache = KeptPictures(frames=4, least_mb=12)  # faces, backs, pawns, banners (one per text), at one density


def blank(size, fill=theme.PAPER, edge=(200, 188, 160)) -> pygame.Surface:
    """A card-shaped surface: rounded corners, cream face, thin edge."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=CARD_RADIUS)
    pygame.draw.rect(surface, edge, rect, 1, border_radius=CARD_RADIUS)
    return surface


def back(size):
    """The parlour's card back (claret with a gold lattice and border) as a crisp Picture, cached."""
    return crisp(("back",), size, _paint_back)


def _paint_back(size) -> pygame.Surface:
    surface = blank(size, (118, 34, 44), (70, 18, 24))
    w, h = size
    inner = pygame.Rect(6, 6, w - 12, h - 12)
    lattice = pygame.Surface(size, pygame.SRCALPHA)
    step = 12
    for x in range(-h, w + h, step):
        pygame.draw.line(lattice, (*theme.GOLD, 70), (x, 0), (x + h, h), 1)
        pygame.draw.line(lattice, (*theme.GOLD, 70), (x, h), (x + h, 0), 1)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=CARD_RADIUS - 4)
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(lattice, (0, 0))
    pygame.draw.rect(surface, theme.GOLD, inner, 2, border_radius=CARD_RADIUS - 4)
    centre = (w // 2, h // 2)
    pygame.draw.circle(surface, (118, 34, 44), centre, min(w, h) // 5)
    pygame.draw.circle(surface, theme.GOLD, centre, min(w, h) // 5, 2)
    letter = min(w, h) // 4
    if legible(letter) == letter:  # the monogram, left out where it could not be read
        draw.text(surface, "P", letter, theme.GOLD, (centre[0], centre[1] - letter // 7), "title", "center",
                  ink=True)
    return surface


def symbol(surface, shape, colour, centre, radius) -> None:
    """Draw one symbol shape (circle, triangle, square, hexagon, diamond, star, cross) filled, on a Canvas
    or a plain surface."""
    cx, cy = centre
    r = radius
    if shape == "circle":
        pen.circle(surface, colour, centre, r)
    elif shape == "square":
        pen.rect(surface, colour, (cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7), border_radius=2)
    elif shape == "cross":
        w = max(2, r // 2)
        pen.line(surface, colour, (cx - r, cy - r), (cx + r, cy + r), w)
        pen.line(surface, colour, (cx - r, cy + r), (cx + r, cy - r), w)
    else:
        sides, turn, scale = {
            "triangle": (3, -90, 1.1),
            "hexagon": (6, 0, 1.0),
            "diamond": (4, -90, 1.1),
            "star": (10, -90, 1.15),
        }[shape]
        points = []
        for i in range(sides):
            a = math.radians(turn + 360 * i / sides)
            rr = r * scale * (0.5 if shape == "star" and i % 2 else 1)
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pen.polygon(surface, colour, points)


def forget() -> None:
    """Drop every card picture kept: the next ones are painted anew."""
    _cache.clear()


def legible(pixels) -> int:
    """A card's text size in painted pixels, raised in a small window so that it reads at SMALLEST_TEXT_PX real
    pixels or more (art is painted at full size there and smoothed down)."""
    scale = density()
    if scale >= 1:
        return pixels
    return max(pixels, math.ceil(draw.SMALLEST_TEXT_PX * paint_scale(scale) / scale - 1e-6))


def cached(key, make):
    """A surface made once per key and kept while there is room (dropped when the window's density changes)."""
    if key not in _cache:
        _cache[key] = make()
    return _cache[key]


def crisp(key, size, paint):
    """A cached Picture of logical size, painted by paint(pixel_size) at the window's density."""
    scale = density()
    return cached(("crisp", *key, tuple(size), scale), lambda: picture(paint, size, scale))


def crisp_at(key, paint):
    """A cached Picture painted by paint(scale) at the window's density; its logical size is its pixels / scale."""
    scale = density()
    painted = paint_scale(scale)
    return cached(("crisp_at", *key, scale), lambda: Picture(paint(painted), painted).at(scale))


def hand_row(count, centre_x, top, size, gap, raised=None, lift=20) -> list:
    """Rects for count cards of size side by side, centred on centre_x, card raised lifted by lift."""
    left = centre_x - (count - 1) * gap // 2
    rects = []
    for i in range(count):
        rect = pygame.Rect(0, 0, *size)
        rect.midtop = (left + i * gap, top - (lift if i == raised else 0))
        rects.append(rect)
    return rects


def topmost(rects, pos):
    """The index of the last-drawn rect under pos (cards overlap left to right), or None."""
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def lay(surface, image, rect, drop=2) -> None:
    """Draw image at rect on its soft shadow, the shadow dropped drop pixels below."""
    draw.put(surface, lifted(image), (rect.x - 8, rect.y + drop))
    draw.put(surface, image, rect.topleft)


def lifted(image):
    """The card's soft shadow, sized for it (blit at card position minus 8 px, plus a small drop)."""
    return draw.soft_shadow(image.get_size(), CARD_RADIUS, 8, 110)

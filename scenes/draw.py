"""Drawing primitives in the parlour's look: rounded panels, soft shadows, text, the felt table."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from . import theme

_cache: dict = {}
_texts: dict = {}
TEXT_CACHE_SIZE = 600
WRAP_CACHE_SIZE = 1024


def rounded(surface, rect, colour, radius=12, width=0) -> None:
    """A filled (or outlined, with width) rounded rectangle."""
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def soft_shadow(size, radius=12, spread=8, alpha=90) -> pygame.Surface:
    """A blurred shadow for a rounded shape of size, cached; blit it offset behind the shape."""
    key = ("shadow", size, radius, spread, alpha)
    if key not in _cache:
        w, h = size[0] + spread * 2, size[1] + spread * 2
        small = pygame.Surface((max(1, w // 4), max(1, h // 4)), pygame.SRCALPHA)
        inner = pygame.Rect(spread // 4, spread // 4, max(1, size[0] // 4), max(1, size[1] // 4))
        pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(1, radius // 4))
        blurred = pygame.transform.smoothscale(small, (w, h))
        blurred = pygame.transform.smoothscale(pygame.transform.smoothscale(blurred, (w // 2, h // 2)), (w, h))
        _cache[key] = blurred
    return _cache[key]


def shadowed_panel(surface, rect, colour, radius=14, border=None, lift=4) -> None:
    """A rounded panel with a soft shadow under it and an optional border colour."""
    rect = pygame.Rect(rect)
    shadow = soft_shadow(rect.size, radius)
    surface.blit(shadow, (rect.x - 8, rect.y - 8 + lift))
    rounded(surface, rect, colour, radius)
    if border:
        rounded(surface, rect, border, radius, 2)


def translucent_panel(surface, rect, colour=(0, 0, 0), alpha=90, radius=14) -> None:
    """A see-through rounded panel, for areas laid on the felt."""
    rect = pygame.Rect(rect)
    key = ("panel", rect.size, tuple(colour), alpha, radius)
    if key not in _cache:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        _cache[key] = layer
    surface.blit(_cache[key], rect.topleft)


def text(surface, string, size, colour, pos, kind="ui", anchor="topleft") -> pygame.Rect:
    """Draw one line of text anchored at pos (any pygame.Rect anchor name); returns its rect."""
    key = (str(string), size, tuple(colour), kind)
    image = _texts.get(key)
    if image is None:
        if len(_texts) >= TEXT_CACHE_SIZE:
            _texts.clear()
        image = _texts[key] = theme.font(size, kind).render(key[0], True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrap(string, size, width, kind="ui") -> list:
    """Split text into lines no wider than width pixels (paragraph breaks kept as empty lines)."""
    return list(_wrapped(str(string), size, width, kind))


@lru_cache(maxsize=WRAP_CACHE_SIZE)
def _wrapped(string, size, width, kind) -> tuple:
    # Tables rewrap the same log lines and labels every frame: measuring each word is the cost.
    face = theme.font(size, kind)
    lines = []
    for paragraph in string.split("\n"):
        words, line = paragraph.split(" "), ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if face.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def felt(size) -> pygame.Surface:
    """The table: green baize with a faint weave and a vignette, made once per size."""
    key = ("felt", size)
    if key not in _cache:
        w, h = size
        surface = pygame.Surface(size)
        surface.fill(theme.FELT)
        rng = random.Random(7)
        weave = pygame.Surface(size, pygame.SRCALPHA)
        for _ in range(w * h // 60):
            x, y = rng.randrange(w), rng.randrange(h)
            shade = rng.choice(((255, 255, 255, 10), (0, 0, 0, 14)))
            weave.fill(shade, (x, y, rng.randint(1, 3), 1))
        surface.blit(weave, (0, 0))
        vignette = pygame.Surface((32, 18), pygame.SRCALPHA)
        for y in range(18):
            for x in range(32):
                dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
                d = min(1.0, (dx * dx + dy * dy) ** 0.5)
                vignette.set_at((x, y), (0, 0, 0, int(150 * d ** 2.2)))
        surface.blit(pygame.transform.smoothscale(vignette, size), (0, 0))
        _cache[key] = surface
    return _cache[key]


def glow(surface, rect, colour=theme.GOLD, radius=14, width=3, alpha=200) -> None:
    """A highlight ring around rect (legal targets, playable cards, the seat to move)."""
    rect = pygame.Rect(rect).inflate(10, 10)
    key = ("glow", rect.size, tuple(colour), radius, width, alpha)
    if key not in _cache:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha // 3), layer.get_rect(), width + 4, border_radius=radius + 4)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect().inflate(-4, -4), width, border_radius=radius + 2)
        _cache[key] = layer
    surface.blit(_cache[key], rect.topleft)


def dim(surface, alpha=150) -> None:
    """Darken everything drawn so far (under an overlay)."""
    key = ("dim", surface.get_size(), alpha)
    if key not in _cache:
        _cache[key] = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        _cache[key].fill((0, 0, 0, alpha))
    surface.blit(_cache[key], (0, 0))

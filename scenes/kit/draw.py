"""Drawing primitives in the parlour's look: rounded panels, soft shadows, text, the felt table.

Every function draws on a Canvas (logical coordinates, rendered at the window's real resolution: widths,
radii and font sizes scale too) or on a plain Surface (art painted offscreen, in its own pixels).
"""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from . import theme
from .canvas import (
    Canvas,
    Picture,
    density,
    logical_size,
    paint_scale,
    picture,
    placed,
    scaled_size,
)
from .kept_pictures import KeptPictures
from .pen import arc, circle, ellipse, line, lines, polygon, rect  # noqa: F401  (the canvas-aware pen)

_pictures = KeptPictures(frames=6, least_mb=24)  # panels' shadows, felts and veils, one per size
_texts = KeptPictures(frames=2, least_mb=8)  # lines rendered, one per text, size and colour
SMALLEST_TEXT_PX = 11  # a line drawn in a small window is never smaller: below, words run together
WRAP_CACHE_SIZE = 1024


def forget_texts() -> None:
    """Drop every rendered line and wrapped paragraph kept (they are made again when next drawn)."""
    _texts.clear()
    _wrapped.cache_clear()


def scale_of(surface) -> float:
    """Real pixels per logical pixel of what is drawn on (1 for a plain surface)."""
    return surface.scale if isinstance(surface, Canvas) else 1


def put(surface, image, pos) -> None:
    """Blit a Picture, a layer or a plain image at a logical position on a Canvas or a plain surface."""
    if isinstance(surface, Canvas):
        surface.blit(image, pos)
    else:
        surface.blit(getattr(image, "image", image), pos)


def crisp(key, size, scale, make) -> Picture:
    """A cached Picture of logical size for scale, painted by make(pixel_size, the scale it is painted at)."""
    key = (*key, scale)
    if key not in _pictures:
        _pictures[key] = picture(lambda pixels: make(pixels, paint_scale(scale)), size, scale)
    return _pictures[key]


def rounded(surface, area, colour, radius=12, width=0) -> None:
    """A filled (or outlined, with width) rounded rectangle."""
    rect(surface, colour, area, width, border_radius=radius)


def soft_shadow(size, radius=12, spread=8, alpha=90, scale=None) -> Picture:
    """A blurred shadow for a rounded shape of size, cached; blit it offset by spread behind the shape."""
    scale = density() if scale is None else scale

    def make(pixels, s):
        w, h = pixels
        inner_w, inner_h = scaled_size(size, s)
        small = pygame.Surface((max(1, w // 4), max(1, h // 4)), pygame.SRCALPHA)
        inner = pygame.Rect(round(spread * s) // 4, round(spread * s) // 4, max(1, inner_w // 4), max(1, inner_h // 4))
        pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(1, round(radius * s) // 4))
        blurred = pygame.transform.smoothscale(small, (w, h))
        half = pygame.transform.smoothscale(blurred, (max(1, w // 2), max(1, h // 2)))
        return pygame.transform.smoothscale(half, (w, h))

    whole = (size[0] + spread * 2, size[1] + spread * 2)
    return crisp(("shadow", tuple(size), radius, spread, alpha), whole, scale, make)


def shadowed_panel(surface, area, colour, radius=14, border=None, lift=4) -> None:
    """A rounded panel with a soft shadow under it and an optional border colour."""
    area = pygame.Rect(area)
    put(surface, soft_shadow(area.size, radius, scale=scale_of(surface)), (area.x - 8, area.y - 8 + lift))
    rounded(surface, area, colour, radius)
    if border:
        rounded(surface, area, border, radius, 2)


def translucent_panel(surface, area, colour=(0, 0, 0), alpha=90, radius=14) -> None:
    """A see-through rounded panel, for areas laid on the felt."""
    area = pygame.Rect(area)

    def make(pixels, s):
        layer = pygame.Surface(pixels, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=round(radius * s))
        return layer

    put(surface, crisp(("panel", area.size, tuple(colour), alpha, radius), area.size, scale_of(surface), make),
        area.topleft)


def text_pixels(size, scale) -> int:
    """The real pixel size of text of logical size at scale: never below SMALLEST_TEXT_PX in a small window (text
    painted at its own pixels, scale 1, keeps its size)."""
    pixels = max(1, round(size * scale))
    return max(pixels, min(size, SMALLEST_TEXT_PX)) if scale != 1 else pixels


def text_size(string, size, kind="ui") -> tuple:
    """The logical size of a line as drawn on the canvas now (with the small window's floor)."""
    scale = density()
    width, height = theme.font(text_pixels(size, scale), kind).size(str(string))
    return width / scale, height / scale


def line_step(size) -> float:
    """The logical distance between two lines of text of size drawn on the canvas now: size and a fifth, more
    when a small window's text is drawn larger than its scale."""
    return max(size * 1.2, text_pixels(size, density()) * 1.2 / density())


def step(size, designed) -> float:
    """A designed distance between lines of text of size, longer when a small window draws them larger."""
    return max(designed, line_step(size))


def text(surface, string, size, colour, pos, kind="ui", anchor="topleft", ink=False) -> pygame.Rect:
    """Draw one line of text anchored at pos (any pygame.Rect anchor name); returns its logical rect.
    On a Canvas the font is sized for the real pixels (never below SMALLEST_TEXT_PX), so the text stays sharp
    and legible at any window size. With ink,
    the letters' own outline is anchored instead of the font's line box, whose ascent SDL_ttf builds report
    differently: card figures then land on the same pixels in the browser's pygame-ce as on the desktop's."""
    scale = scale_of(surface)
    pixels = text_pixels(size, scale)
    key = (str(string), size, pixels, tuple(colour), kind, ink)
    found = _texts.get(key)
    if found is None:
        found = _texts[key] = _rendered(key, scale)
    image, measured = found
    if not isinstance(surface, Canvas):
        where = image.get_rect(**{anchor: pos})
        surface.blit(image, where)
        return where
    where = placed(measured, **{anchor: pos})
    surface.surface.blit(image, image.get_rect(**{anchor: surface.px_point(pos)}))
    return where


def _rendered(key, scale) -> tuple:
    """(the line's image, its logical size) for a _texts key at scale."""
    string, size, pixels, colour, kind, ink = key
    image = theme.font(pixels, kind).render(string, True, colour)
    if ink and image.get_bounding_rect().width:
        image = image.subsurface(image.get_bounding_rect()).copy()
        return image, logical_size(image.get_size(), pixels / size)
    return image, (image.get_size() if pixels == size else theme.font(size, kind).size(string)
                   if pixels == round(size * scale) else logical_size(image.get_size(), scale))


def wrap(string, size, width, kind="ui") -> list:
    """Split text into lines no wider than width logical pixels as drawn on the canvas now (paragraph breaks kept
    as empty lines): measured with the font at the canvas's real pixels, since a small font's letters are
    relatively wider than a large one's."""
    return list(_wrapped(str(string), size, width, kind, density()))


def fold(string, size, width, most, kind="ui") -> list:
    """At most `most` (at least one) wrapped lines of string; the last cut with an ellipsis when more were left."""
    wrapped = wrap(string, size, width, kind)
    most = max(1, most)
    if len(wrapped) <= most:
        return wrapped
    last = wrapped[most - 1]
    while last and text_size(last + "…", size, kind)[0] > width:
        last = last[:last.rfind(" ")] if " " in last else last[:-1]
    return [*wrapped[:most - 1], last + "…"]


@lru_cache(maxsize=WRAP_CACHE_SIZE)
def _wrapped(string, size, width, kind, scale) -> tuple:
    # Tables rewrap the same log lines and labels every frame: measuring each word is the cost.
    face = theme.font(text_pixels(size, scale), kind)
    width = width * scale
    found = []
    for paragraph in string.split("\n"):
        # Only U+0020 breaks: split() would also break at a no-break space (U+00A0, U+202F before French "!").
        words, current = paragraph.split(" "), ""
        for word in words:
            candidate = f"{current} {word}".strip()
            if face.size(candidate)[0] <= width or not current:
                current = candidate
            else:
                found.append(current)
                current = word
        found.append(current)
    return tuple(found)


def felt(size, scale=None) -> Picture:
    """The table: green baize with a faint weave and a vignette, made once per size and density."""

    def make(pixels, s):
        surface = pygame.Surface(pixels)
        surface.fill(theme.FELT)
        surface.blit(pygame.transform.scale(weave(size), pixels), (0, 0))
        vignette = pygame.Surface((32, 18), pygame.SRCALPHA)
        for y in range(18):
            for x in range(32):
                dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
                d = min(1.0, (dx * dx + dy * dy) ** 0.5)
                vignette.set_at((x, y), (0, 0, 0, int(150 * d ** 2.2)))
        surface.blit(pygame.transform.smoothscale(vignette, pixels), (0, 0))
        return surface

    return crisp(("felt", tuple(size)), size, density() if scale is None else scale, make)


def weave(size) -> pygame.Surface:
    """The felt's threads in logical pixels, the same at every density (scaled up, each is drawn at its size)."""
    w, h = size
    threads = w * h // 60
    # each thread's four numbers come from one buffer of random bytes (read little-endian natively and in
    # WebAssembly alike): drawn one by one from random.Random they cost the felt two thirds of its making
    draws = memoryview(random.Random(7).randbytes(threads * 8)).cast("H")
    shades = ((255, 255, 255, 10), (0, 0, 0, 14))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(0, threads * 4, 4):
        layer.fill(shades[draws[i + 3] & 1], (draws[i] % w, draws[i + 1] % h, 1 + draws[i + 2] % 3, 1))
    return layer


def glow(surface, area, colour=theme.GOLD, radius=14, width=3, alpha=200) -> None:
    """A highlight ring around area (legal targets, playable cards, the seat to move)."""
    area = pygame.Rect(area).inflate(10, 10)

    def make(pixels, s):
        layer = pygame.Surface(pixels, pygame.SRCALPHA)
        outer = layer.get_rect()
        pygame.draw.rect(layer, (*colour, alpha // 3), outer, max(1, round((width + 4) * s)),
                         border_radius=round((radius + 4) * s))
        pygame.draw.rect(layer, (*colour, alpha), outer.inflate(-round(4 * s), -round(4 * s)),
                         max(1, round(width * s)), border_radius=round((radius + 2) * s))
        return layer

    put(surface, crisp(("glow", area.size, tuple(colour), radius, width, alpha), area.size, scale_of(surface), make),
        area.topleft)


def dim(surface, alpha=150) -> None:
    """Darken everything drawn so far (under an overlay)."""

    def make(pixels, _scale):
        veil = pygame.Surface(pixels, pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        return veil

    put(surface, crisp(("dim", surface.get_size(), alpha), surface.get_size(), scale_of(surface), make), (0, 0))


def layer(surface, size):
    """A transparent layer of logical size to draw on, fade with set_alpha and blit onto surface."""
    return surface.layer(size) if isinstance(surface, Canvas) else pygame.Surface(size, pygame.SRCALPHA)

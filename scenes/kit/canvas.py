"""The surface scenes draw on: 1280×720 logical pixels, rasterised at the window's real resolution.

Scenes lay out and hit-test in logical pixels; a Canvas maps them onto the real window (scale s and a
letterbox offset) so text and art are drawn at full resolution instead of stretching a small bitmap.
A Picture is an image already rendered at the canvas's density that knows its logical size.
"""
from __future__ import annotations

import sys

import pygame

LOGICAL = (1280, 720)
PLAIN_CACHE_SIZE = 48
# A picture is painted once and blitted every frame. In WebAssembly, where pygame-ce's alpha blitters have no SIMD,
# SDL's run-length encoding of its clear, translucent and opaque runs blits it 7 to 30 times faster (the browser's
# frame of a Quinto table 5 times less time blitting); natively the SIMD blitters are faster than SDL's encoded one
RUN_LENGTH_ENCODED = sys.platform == "emscripten"

_density = 1.0
_forgetters: list = []


def density() -> float:
    """Real pixels per logical pixel of the window now (art is painted at this density)."""
    return _density


def set_density(scale) -> None:
    """Change the density; caches of pictures made at the old one are dropped."""
    global _density
    if scale != _density:
        _density = scale
        for forget in _forgetters:
            forget()


def on_density_change(forget) -> None:
    """Call forget() whenever the density changes (to drop pictures painted at the old one)."""
    _forgetters.append(forget)


def fit(window_size, logical=LOGICAL) -> tuple:
    """(scale, (left, top)): the largest logical frame that fits the window, centred (letterbox)."""
    w, h = window_size
    scale = min(w / logical[0], h / logical[1])
    return scale, ((w - round(logical[0] * scale)) // 2, (h - round(logical[1] * scale)) // 2)


def scaled_size(size, scale) -> tuple:
    """A logical size in real pixels at scale (at least one pixel each way)."""
    return max(1, round(size[0] * scale)), max(1, round(size[1] * scale))


def placed(size, **where) -> pygame.Rect:
    """A rect of size placed by keyword (center=…, midtop=…) as pygame's get_rect places it."""
    rect = pygame.Rect((0, 0), size)
    for anchor, pos in where.items():
        setattr(rect, anchor, pos)
    return rect


def scaled_rect(rect, scale, origin=(0, 0)) -> pygame.Rect:
    """A logical rect in real pixels at scale from origin; neighbouring rects stay edge to edge."""
    rect = pygame.Rect(rect)
    left, top = round(origin[0] + rect.x * scale), round(origin[1] + rect.y * scale)
    right, bottom = round(origin[0] + rect.right * scale), round(origin[1] + rect.bottom * scale)
    return pygame.Rect(left, top, right - left, bottom - top)


def logical_size(pixel_size, scale, size=None) -> tuple:
    """size when given, else the logical size of pixel_size real pixels at scale (at least 1×1)."""
    if size:
        return tuple(size)
    return max(1, round(pixel_size[0] / scale)), max(1, round(pixel_size[1] / scale))


class LogicalSized:
    """Sizes answered in logical pixels from self.size, as a 1280×720 surface would answer them."""

    @property
    def width(self) -> int:
        """The logical width."""
        return self.size[0]

    @property
    def height(self) -> int:
        """The logical height."""
        return self.size[1]

    def get_size(self) -> tuple:
        """The logical size."""
        return self.size

    def get_width(self) -> int:
        """The logical width."""
        return self.size[0]

    def get_height(self) -> int:
        """The logical height."""
        return self.size[1]

    def get_rect(self, **where) -> pygame.Rect:
        """A logical rect of this size, placed by keyword like pygame's get_rect."""
        return placed(self.size, **where)


class Picture(LogicalSized, pygame.Surface):
    """An image rendered at scale real pixels per logical pixel, answering sizes in logical pixels.

    It is a Surface of its real pixels, so at scale 1 it also goes wherever a plain image goes. pygame makes
    subsurfaces of it without calling __init__: those fall back to the class defaults (plain pixels)."""

    scale = 1.0
    logical_size = None

    def __init__(self, image, scale=1.0, size=None):
        super().__init__(image.get_size(), image.get_flags() & pygame.SRCALPHA, image)
        # Onto fresh transparent pixels, the per-channel maximum copies the image exactly, alpha included.
        self.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MAX if self.get_flags() & pygame.SRCALPHA else 0)
        if image.get_alpha() not in (None, 255):
            self.set_alpha(image.get_alpha())
        elif RUN_LENGTH_ENCODED and self.get_flags() & pygame.SRCALPHA:
            self.set_alpha(255, pygame.RLEACCEL)  # not with a surface alpha: SDL's encoded blit is then the slower
        self.scale = scale
        self.logical_size = logical_size(image.get_size(), scale, size)

    @property
    def size(self) -> tuple:
        """The logical size (pygame's own size attribute would give the real pixels)."""
        return self.logical_size or pygame.Surface.get_size(self)

    @property
    def pixel_size(self) -> tuple:
        """The size in real pixels."""
        return pygame.Surface.get_size(self)

    def copy(self) -> Picture:
        """An independent copy (pixels, density and logical size)."""
        return Picture(pygame.Surface.copy(self), self.scale, self.size)

    def at(self, scale) -> Picture:
        """The same picture for another density (a smooth rescale: only when the window has just changed)."""
        if scale == self.scale:
            return self
        image = pygame.transform.smoothscale(self, scaled_size(self.size, scale))
        if self.get_alpha() not in (None, 255):
            image.set_alpha(self.get_alpha())
        return Picture(image, scale, self.size)

    def resized(self, size) -> Picture:
        """The picture smoothly resized to another logical size, at its own density."""
        return Picture(pygame.transform.smoothscale(self, scaled_size(size, self.scale)), self.scale, size)

    def faded(self, alpha) -> Picture:
        """A copy drawn at opacity alpha (0 transparent … 255 opaque)."""
        faded = self.copy()
        faded.set_alpha(alpha)
        return faded

    def rotated(self, degrees) -> Picture:
        """The picture turned anticlockwise by degrees, still crisp (rotated at its own density)."""
        return Picture(pygame.transform.rotozoom(self, degrees, 1), self.scale)


def paint_scale(scale) -> float:
    """The density art is painted at for a window of scale: below 1 it is painted at full size and smoothed
    down, so art with fixed pixel details keeps its proportions in a small window."""
    return max(scale, 1)


def picture(make, size, scale=None) -> Picture:
    """A Picture of logical size painted by make(pixel_size) for scale (the window's density by default)."""
    scale = density() if scale is None else scale
    painted = paint_scale(scale)
    return Picture(make(scaled_size(size, painted)), painted, size).at(scale)


class Canvas(LogicalSized):
    """A real surface seen in logical pixels: blit, fill, clip and measure as on a 1280×720 surface."""

    def __init__(self, surface, scale=1.0, origin=(0, 0), size=None):
        self.surface = surface
        self.scale = scale
        self.origin = origin
        self.size = logical_size(surface.get_size(), scale, size)
        self.area = self.px_rect(pygame.Rect((0, 0), self.size)).clip(surface.get_rect())
        self.clip = None
        self._plain: dict = {}
        surface.set_clip(self.area)

    @classmethod
    def window(cls, surface, logical=LOGICAL, bars=(0, 0, 0)) -> Canvas:
        """The logical frame letterboxed in the window's surface; the bars are painted in the colour bars."""
        scale, origin = fit(surface.get_size(), logical)
        surface.set_clip(None)
        surface.fill(bars)
        return cls(surface, scale, origin, logical)

    def layer(self, size) -> Canvas:
        """A transparent canvas of logical size at this density (to fade with set_alpha, then blit here)."""
        return layer(size, self.scale)

    @property
    def image(self) -> pygame.Surface:
        """The real pixels (a layer is blitted by them)."""
        return self.surface

    # Logical to real pixels.
    def px(self, pos) -> tuple:
        """A logical point in real pixels (floats)."""
        return self.origin[0] + pos[0] * self.scale, self.origin[1] + pos[1] * self.scale

    def px_point(self, pos) -> tuple:
        """A logical point in whole real pixels."""
        x, y = self.px(pos)
        return round(x), round(y)

    def px_rect(self, rect) -> pygame.Rect:
        """A logical rect in real pixels; neighbouring rects stay edge to edge."""
        return scaled_rect(rect, self.scale, self.origin)

    def px_length(self, length) -> int:
        """A line width or radius in real pixels (a drawn line never vanishes)."""
        return max(1, round(length * self.scale)) if length > 0 else 0

    def logical(self, pos) -> tuple:
        """A real pixel position in logical pixels (where a click lands)."""
        return (pos[0] - self.origin[0]) / self.scale, (pos[1] - self.origin[1]) / self.scale

    # The surface calls scenes use, in logical pixels (sizes come from LogicalSized).
    def blit(self, source, dest, area=None, special_flags=0) -> pygame.Rect:
        """Draw a Picture, a layer Canvas or a plain logical surface at dest (a logical point or rect)."""
        image = self._pixels(source)
        if area is not None:
            area = scaled_rect(area, self.scale)
        pos = self.px_point(pygame.Rect(dest).topleft if len(dest) == 4 else dest)
        self.surface.blit(image, pos, area, special_flags)
        return pygame.Rect(dest[0], dest[1], *source.get_size())

    def _pixels(self, source) -> pygame.Surface:
        if isinstance(source, Canvas):
            source = Picture(source.surface, source.scale, source.size)
        if isinstance(source, Picture):
            return source.at(self.scale)
        if self.scale == 1:
            return source
        # A plain logical surface: scaled once and kept while it lives.
        key = id(source)
        kept = self._plain.get(key)
        if kept is None or kept[0] is not source:
            if len(self._plain) >= PLAIN_CACHE_SIZE:
                self._plain.clear()
            kept = self._plain[key] = (source, Picture(source).at(self.scale))
        return kept[1]

    def fill(self, colour, rect=None, special_flags=0) -> pygame.Rect:
        """Fill a logical rect (the whole logical frame when rect is None)."""
        target = self.area if rect is None else self.px_rect(rect)
        self.surface.fill(colour, target, special_flags)
        return pygame.Rect(rect) if rect is not None else self.get_rect()

    def set_clip(self, rect=None) -> None:
        """Draw only inside a logical rect from now on (None: the whole frame)."""
        self.clip = None if rect is None else pygame.Rect(rect)
        self.surface.set_clip(self.area if rect is None else self.px_rect(rect).clip(self.area))

    def get_clip(self) -> pygame.Rect:
        """The logical clip rect."""
        return self.clip.copy() if self.clip is not None else self.get_rect()

    def set_alpha(self, alpha) -> None:
        """Fade a layer as a whole when it is blitted."""
        self.surface.set_alpha(alpha)

    def get_at(self, pos) -> pygame.Color:
        """The colour drawn at a logical point (the real pixel in its middle)."""
        x, y = self.px((pos[0] + 0.5, pos[1] + 0.5))
        return self.surface.get_at((int(x), int(y)))

    def subsurface(self, rect) -> pygame.Surface:
        """The real pixels under a logical rect."""
        return self.surface.subsurface(self.px_rect(rect).clip(self.area))

    def copy(self) -> Picture:
        """The logical frame as drawn so far, to blit back later."""
        return Picture(self.surface.subsurface(self.area), self.scale, self.size)


def layer(size, scale=None) -> Canvas:
    """A transparent canvas of logical size at scale (the window's density by default)."""
    scale = density() if scale is None else scale
    return Canvas(pygame.Surface(scaled_size(size, scale), pygame.SRCALPHA), scale, (0, 0), size)

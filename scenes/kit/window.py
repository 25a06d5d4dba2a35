"""The window: natively opened at a size that fits the screen, resizable down to 640×360, fullscreen on F11; in
the browser the canvas fills the page at its device pixels and follows it. Either way a Canvas draws the
1280×720 logical frame at the real resolution (letterboxed)."""
from __future__ import annotations

import math
import warnings

import pygame

from parlour import browser, words

from . import memory, theme, touch
from .canvas import LOGICAL, Canvas, density, set_density

SMALLEST = (640, 360)
SCREEN_SHARE = 0.9
SETTLE_FRAMES = 2  # frames of one size before the old sizes' memory is handed back (a drag resizes every frame)
RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)


def opening_size(desktop) -> tuple:
    """The window's first size: the largest 16:9 size within SCREEN_SHARE of the desktop, at least SMALLEST
    (unless the screen itself is smaller); 1280×720 with no screen."""
    if not desktop:
        return LOGICAL
    room_w, room_h = int(desktop[0] * SCREEN_SHARE), int(desktop[1] * SCREEN_SHARE)
    width = min(room_w, room_h * 16 // 9)
    width = max(width, SMALLEST[0])
    size = (width, width * 9 // 16)
    if size[0] > desktop[0] or size[1] > desktop[1]:
        return tuple(desktop)
    return size


def desktop_size():
    """The screen's size, or None headless (the dummy driver has no real screen to fit)."""
    if pygame.display.get_driver() == "dummy":
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def at_least_smallest(size) -> tuple:
    """size grown to the smallest window the parlour draws in."""
    return max(size[0], SMALLEST[0]), max(size[1], SMALLEST[1])


class Window:
    """The display surface and the Canvas on it; maps pointer positions from window pixels to logical ones."""

    canvas: Canvas  # made by open(), before __init__ returns

    def __init__(self, size=None):
        self.fixed = browser.in_browser()
        self.fullscreen = False
        if self.fixed:
            self.windowed_size = browser.canvas_pixels() or LOGICAL
        else:
            self.windowed_size = at_least_smallest(size or opening_size(desktop_size()))
        self.drawn_size = None
        self.touch = browser.finger_first()  # a phone's page starts in touch mode, before its first touch
        words.use_touch(self.touch)
        self.pressing = False
        self.css_box = None  # the canvas's CSS box on the page, read with its pixels each frame (follow_page)
        self.settling = 0  # frames left before the memory of the sizes left behind is handed back
        self.open(self.windowed_size)

    def open(self, size, flags=None) -> Canvas:
        """(Re)open the display at size (window pixels) and make its Canvas."""
        if flags is None:
            flags = 0 if self.fixed else pygame.RESIZABLE
        surface = pygame.display.set_mode(size, flags)
        if not self.fixed and not self.fullscreen:
            self._set_minimum()
        return self.adopt(surface)

    def adopt(self, surface) -> Canvas:
        """Draw on surface from now on (after the window was resized)."""
        self.canvas = Canvas.window(surface, bars=theme.LETTERBOX)
        self.drawn_size = surface.get_size()
        if self.canvas.scale != density():
            set_density(self.canvas.scale)  # the old size's pictures and fonts are dropped
            self.settling = SETTLE_FRAMES
        return self.canvas

    def settle(self) -> None:
        """Each frame: once the window has kept its size for SETTLE_FRAMES frames (the scenes have let go of the
        old size's pictures), the memory they took is handed back to the system rather than kept by the allocator
        for pictures of other sizes, which fit it badly."""
        if self.settling:
            self.settling -= 1
            if not self.settling:
                memory.give_back()

    @staticmethod
    def _set_minimum(grow_to=None) -> None:
        # pygame-ce marks from_display_module deprecated, yet it is the one way to reach set_mode's window.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                window = pygame.Window.from_display_module()
                window.minimum_size = SMALLEST
                if grow_to is not None:
                    window.size = grow_to  # the same window, grown: set_mode would make another
            except (AttributeError, pygame.error):
                pass

    def follow_page(self) -> None:
        """In the browser: the page's canvas was resized, went fullscreen or moved to a screen of another pixel
        ratio; open the display at its new device pixels."""
        wanted = browser.canvas_pixels() if self.fixed else None
        self.css_box = browser.canvas_css() if self.fixed else None
        if wanted and wanted != self.drawn_size:
            self.windowed_size = wanted
            self.open(wanted)

    def resized(self) -> None:
        """The window changed size: never below SMALLEST, and the Canvas follows."""
        surface = pygame.display.get_surface()
        if surface is None or self.fixed:
            return
        size = surface.get_size()
        if not self.fullscreen and size != at_least_smallest(size):
            self._set_minimum(at_least_smallest(size))
            surface = pygame.display.get_surface() or surface
            size = surface.get_size()
        if not self.fullscreen:
            self.windowed_size = size
        # pygame resizes the display surface in place: compare with the size the canvas was made for.
        if size != self.drawn_size or surface is not self.canvas.surface:
            self.adopt(surface)

    def toggle_fullscreen(self) -> None:
        """Fullscreen at the screen's own resolution, or back to the window as it was."""
        self.fullscreen = not self.fullscreen
        try:
            if self.fullscreen:
                self.open((0, 0), pygame.FULLSCREEN)
            else:
                self.open(self.windowed_size)
        except pygame.error:
            self.fullscreen = False
            self.open(self.windowed_size)

    def css_per_logical(self) -> float:
        """How many CSS pixels one logical pixel spans: in the browser from the canvas's CSS box, natively one
        window pixel is taken as one CSS pixel."""
        box = self.css_box
        share = box[0] / self.drawn_size[0] if box and self.drawn_size else 1
        return self.canvas.scale * share

    def touch_minimum(self) -> int:
        """The smallest side of a touch target in logical pixels while the player uses touch, else 0."""
        return touch.minimum(self.css_per_logical()) if self.touch else 0

    def note_pointer(self, event) -> None:
        """A finger puts the parlour in touch mode; a real mouse press (not one SDL made from a touch) ends it.
        Whether a finger or a button is held down is kept too (a layout must not change under a press)."""
        if event.type in (pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN) and not getattr(event, "touch", False):
            self.pressing = True
        elif event.type in (pygame.FINGERUP, pygame.MOUSEBUTTONUP) and not getattr(event, "touch", False):
            self.pressing = False
        if event.type == pygame.FINGERDOWN:
            self.touch = True
        elif event.type == pygame.MOUSEBUTTONDOWN and not getattr(event, "touch", False):
            self.touch = False
        else:
            return
        words.use_touch(self.touch)

    def finger_pos(self, event) -> tuple:
        """Where a finger touches, in logical pixels (SDL gives fingers as fractions of the window)."""
        w, h = self.canvas.surface.get_size()
        return floored(self.canvas.logical((event.x * w, event.y * h)))

    def convert(self, event):
        """A mouse event with its position and motion in logical pixels (unchanged when they are the same)."""
        canvas = self.canvas
        if canvas.scale == 1 and canvas.origin == (0, 0):
            return event
        values = dict(event.__dict__)
        values["pos"] = floored(canvas.logical(event.pos))
        if "rel" in values:
            values["rel"] = (round(values["rel"][0] / canvas.scale), round(values["rel"][1] / canvas.scale))
        return pygame.event.Event(event.type, values)


def floored(pos) -> tuple:
    """A point in whole pixels, rounded down (a click in the left bar stays left of the frame)."""
    return math.floor(pos[0]), math.floor(pos[1])

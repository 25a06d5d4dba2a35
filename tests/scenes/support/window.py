"""A window of another size under test: where the letterboxed 1280×720 frame lies in it (computed from the
letterbox geometry, not with the Canvas under test), resizing it as the window manager does, and clicks at its
pixels."""
import pygame

SIZES = [(640, 360), (1280, 720), (1920, 1080), (2560, 1440), (800, 600)]


def letterbox(size):
    """(scale, left, top) of the 1280×720 frame centred in a window of size."""
    scale = min(size[0] / 1280, size[1] / 720)
    return scale, (size[0] - 1280 * scale) / 2, (size[1] - 720 * scale) / 2


def window_point(size, pos):
    """The window pixel showing logical point pos."""
    scale, left, top = letterbox(size)
    return int(left + (pos[0] + 0.5) * scale), int(top + (pos[1] + 0.5) * scale)


def resize(app, size):
    """The window manager resizes the window: a new display mode, then SDL's event, then a frame."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.frame(0.016)


def window_click(app, pos):
    """A real press and release at a WINDOW pixel, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(0.016)

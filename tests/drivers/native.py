"""Gestures performed natively with real pygame events at window pixels (mapped from logical pixels by the
letterbox of the window's own size, not by the game's Canvas), each followed by a few frames."""
from __future__ import annotations

import pygame

from .gestures import CLICK, DRAG, KEY

LOGICAL = (1280, 720)
FRAME_S = 1 / 60
FRAMES_AFTER = 2
DRAG_STEPS = 4
NAMED_KEYS = {
    "Enter": (pygame.K_RETURN, "\r"), "Escape": (pygame.K_ESCAPE, "\x1b"), "Tab": (pygame.K_TAB, "\t"),
    "Backspace": (pygame.K_BACKSPACE, "\b"), "Delete": (pygame.K_DELETE, "\x7f"), " ": (pygame.K_SPACE, " "),
    "ArrowLeft": (pygame.K_LEFT, ""), "ArrowRight": (pygame.K_RIGHT, ""), "ArrowUp": (pygame.K_UP, ""),
    "ArrowDown": (pygame.K_DOWN, ""), "PageUp": (pygame.K_PAGEUP, ""), "PageDown": (pygame.K_PAGEDOWN, ""),
    "Home": (pygame.K_HOME, ""), "End": (pygame.K_END, ""), "F11": (pygame.K_F11, ""),
}


def window_point(pos) -> tuple:
    """The window pixel showing logical point pos: the 1280×720 frame scaled to fit and centred."""
    width, height = pygame.display.get_surface().get_size()
    scale = min(width / LOGICAL[0], height / LOGICAL[1])
    left, top = (width - LOGICAL[0] * scale) / 2, (height - LOGICAL[1] * scale) / 2
    return int(left + (pos[0] + 0.5) * scale), int(top + (pos[1] + 0.5) * scale)


def key_event(name) -> tuple:
    """(key code, unicode, mod) of a KeyboardEvent.key name: a named key or one typed character."""
    if name in NAMED_KEYS:
        code, text = NAMED_KEYS[name]
        return code, text, 0
    if len(name) != 1:
        raise ValueError(f"no pygame key for {name!r}")
    return ord(name.lower()), name, pygame.KMOD_SHIFT if name.isupper() else 0


def perform(app, gesture, frames=FRAMES_AFTER, dt=FRAME_S) -> None:
    """Post gesture's real events and run frames after each part of it."""
    if gesture.kind == CLICK:
        _click(app, window_point(gesture.points[0]), frames, dt)
    elif gesture.kind == DRAG:
        _drag(app, window_point(gesture.points[0]), window_point(gesture.points[1]), frames, dt)
    elif gesture.kind == KEY:
        _key(app, gesture.key, frames, dt)
    else:
        raise ValueError(f"unknown gesture {gesture.kind!r}")


def run(app, frames, dt=FRAME_S) -> None:
    """Let frames frames pass."""
    for _ in range(frames):
        app.frame(dt)


def _post(kind, **values) -> None:
    pygame.event.post(pygame.event.Event(kind, **values))


def _click(app, at, frames, dt) -> None:
    _post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    _post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False)
    run(app, 1, dt)
    _post(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False)
    run(app, frames, dt)


def _drag(app, start, end, frames, dt) -> None:
    _post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    _post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
    run(app, 1, dt)
    last = start
    for i in range(1, DRAG_STEPS + 1):
        at = (start[0] + (end[0] - start[0]) * i // DRAG_STEPS, start[1] + (end[1] - start[1]) * i // DRAG_STEPS)
        _post(pygame.MOUSEMOTION, pos=at, rel=(at[0] - last[0], at[1] - last[1]), buttons=(1, 0, 0), touch=False)
        last = at
        run(app, 1, dt)
    _post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)
    run(app, frames, dt)


def _key(app, name, frames, dt) -> None:
    code, text, mod = key_event(name)
    _post(pygame.KEYDOWN, key=code, unicode=text, mod=mod, scancode=0)
    run(app, 1, dt)
    _post(pygame.KEYUP, key=code, unicode=text, mod=mod, scancode=0)
    run(app, frames, dt)

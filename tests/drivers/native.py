"""Gestures performed natively with real pygame events at window pixels (mapped from logical pixels by the
letterbox of the window's own size, not by the game's Canvas), each followed by a few frames.

A click is the mouse's (MOUSEBUTTONDOWN/UP); a tap is a finger's (FINGERDOWN/UP at fractions of the window, as
SDL gives touches); a drag is the mouse's, or a finger's when performed in touch mode. A finger also brings the
mouse events SDL synthesises for a touch (marked touch=True), as on a real touch screen: the app must ignore them.
In touch mode a click or a key is refused: a touch screen has neither."""
from __future__ import annotations

import itertools

import pygame

from .gestures import CLICK, DRAG, KEY, TAP

LOGICAL = (1280, 720)
FRAME_S = 1 / 60
FRAMES_AFTER = 2
DRAG_STEPS = 4
TOUCH_ID = 1  # the one touch screen of a phone
NAMED_KEYS = {
    "Enter": (pygame.K_RETURN, "\r"), "Escape": (pygame.K_ESCAPE, "\x1b"), "Tab": (pygame.K_TAB, "\t"),
    "Backspace": (pygame.K_BACKSPACE, "\b"), "Delete": (pygame.K_DELETE, "\x7f"), " ": (pygame.K_SPACE, " "),
    "ArrowLeft": (pygame.K_LEFT, ""), "ArrowRight": (pygame.K_RIGHT, ""), "ArrowUp": (pygame.K_UP, ""),
    "ArrowDown": (pygame.K_DOWN, ""), "PageUp": (pygame.K_PAGEUP, ""), "PageDown": (pygame.K_PAGEDOWN, ""),
    "Home": (pygame.K_HOME, ""), "End": (pygame.K_END, ""), "F11": (pygame.K_F11, ""),
}
_fingers = itertools.count(1)


def window_spot(pos) -> tuple:
    """Where logical point pos shows in the window, in (fractional) window pixels: the middle of that logical
    pixel, with the 1280×720 frame scaled to fit and centred."""
    width, height = pygame.display.get_surface().get_size()
    scale = min(width / LOGICAL[0], height / LOGICAL[1])
    left, top = (width - LOGICAL[0] * scale) / 2, (height - LOGICAL[1] * scale) / 2
    return left + (pos[0] + 0.5) * scale, top + (pos[1] + 0.5) * scale


def window_point(pos) -> tuple:
    """The window pixel showing logical point pos."""
    x, y = window_spot(pos)
    return int(x), int(y)


def finger_point(pos) -> tuple:
    """Where a finger touching logical point pos lies as SDL tells it: fractions of the window's width and
    height."""
    width, height = pygame.display.get_surface().get_size()
    x, y = window_spot(pos)
    return x / width, y / height


def key_event(name) -> tuple:
    """(key code, unicode, mod) of a KeyboardEvent.key name: a named key or one typed character."""
    if name in NAMED_KEYS:
        code, text = NAMED_KEYS[name]
        return code, text, 0
    if len(name) != 1:
        raise ValueError(f"no pygame key for {name!r}")
    return ord(name.lower()), name, pygame.KMOD_SHIFT if name.isupper() else 0


def perform(app, gesture, touch=False, frames=FRAMES_AFTER, dt=FRAME_S) -> None:
    """Post gesture's real events and run frames after each part of it; touch: as on a touch screen (a drag by a
    finger; a click or a key refused)."""
    if touch and gesture.kind in (CLICK, KEY):
        raise ValueError(f"a touch screen has no {'mouse' if gesture.kind == CLICK else 'keys'}: {gesture}")
    if gesture.kind == TAP:
        _tap(app, gesture.points[0], frames, dt)
    elif gesture.kind == CLICK:
        _click(app, window_point(gesture.points[0]), frames, dt)
    elif gesture.kind == DRAG and touch:
        _finger_drag(app, gesture.points[0], gesture.points[1], frames, dt)
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


def _finger_down(finger, pos) -> None:
    """A finger touches down at logical pos: SDL's synthetic mouse events for it, then the finger's own."""
    x, y = finger_point(pos)
    at = window_point(pos)
    _post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0), touch=True)
    _post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=True)
    _post(pygame.FINGERDOWN, touch_id=TOUCH_ID, finger_id=finger, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0)


def _finger_move(finger, pos, last) -> None:
    """The finger moves from logical point last to pos, still down."""
    (x, y), (last_x, last_y) = finger_point(pos), finger_point(last)
    at, before = window_point(pos), window_point(last)
    _post(pygame.MOUSEMOTION, pos=at, rel=(at[0] - before[0], at[1] - before[1]), buttons=(1, 0, 0), touch=True)
    _post(pygame.FINGERMOTION, touch_id=TOUCH_ID, finger_id=finger, x=x, y=y, dx=x - last_x, dy=y - last_y,
          pressure=1.0)


def _finger_up(finger, pos) -> None:
    """The finger lifts at logical pos."""
    x, y = finger_point(pos)
    _post(pygame.MOUSEBUTTONUP, pos=window_point(pos), button=1, touch=True)
    _post(pygame.FINGERUP, touch_id=TOUCH_ID, finger_id=finger, x=x, y=y, dx=0.0, dy=0.0, pressure=0.0)


def _tap(app, pos, frames, dt) -> None:
    finger = next(_fingers)
    _finger_down(finger, pos)
    run(app, 1, dt)
    _finger_up(finger, pos)
    run(app, frames, dt)


def _finger_drag(app, start, end, frames, dt) -> None:
    finger = next(_fingers)
    _finger_down(finger, start)
    run(app, 1, dt)
    last = start
    for i in range(1, DRAG_STEPS + 1):
        at = (start[0] + (end[0] - start[0]) * i / DRAG_STEPS, start[1] + (end[1] - start[1]) * i / DRAG_STEPS)
        _finger_move(finger, at, last)
        last = at
        run(app, 1, dt)
    _finger_up(finger, end)
    run(app, frames, dt)


def _key(app, name, frames, dt) -> None:
    code, text, mod = key_event(name)
    _post(pygame.KEYDOWN, key=code, unicode=text, mod=mod, scancode=0)
    run(app, 1, dt)
    _post(pygame.KEYUP, key=code, unicode=text, mod=mod, scancode=0)
    run(app, frames, dt)

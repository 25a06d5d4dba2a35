"""Headless pygame for scene tests, and helpers that post real events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.app import App  # noqa: E402
from scenes.storage import MemoryStorage  # noqa: E402


@pytest.fixture
def app():
    """A fresh app in English with an empty scene stack."""
    application = App(language="en", storage=MemoryStorage())
    yield application
    pygame.event.clear()


def click(app, pos, button=1):
    """A real press and release at pos, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(0.016)


def key(app, key_code, mod=0, unicode=""):
    """A real key press, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0))
    app.frame(0.016)


def run(app, seconds, dt=0.05):
    """Let time pass frame by frame."""
    for _ in range(int(seconds / dt)):
        app.frame(dt)

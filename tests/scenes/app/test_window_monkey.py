"""Random clicks, drags, keys and window resizes from the title through menus, tables, lessons and rules:
the parlour never crashes, and whatever the window's size the frame stays letterboxed inside it."""
import random

import pygame

from scenes.screens.title import TitleScene

from ..conftest import post_random_event
from ..support.window import SIZES, resize

ODD_SIZES = [(300, 200), (641, 999), (1000, 360), (3000, 1000), (1366, 768)]
KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
        pygame.K_DOWN, pygame.K_SPACE, pygame.K_h, pygame.K_u, pygame.K_b, pygame.K_y, pygame.K_g, pygame.K_l,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_SLASH]


def in_window(rng):
    """A position anywhere in the window, letterbox bars included."""
    width, height = pygame.display.get_surface().get_size()
    return rng.randrange(width), rng.randrange(height)


def test_random_input_and_resizes_never_crash_and_the_frame_stays_inside_the_window(app):
    rng = random.Random(12)
    app.settings.set("ai_speed", "instant")
    app.push(TitleScene(app))
    visited = set()
    for step in range(1500):
        if step % 60 == 0:
            resize(app, rng.choice(SIZES + ODD_SIZES))
        post_random_event(rng, KEYS)
        for event in pygame.event.get():
            if hasattr(event, "pos"):
                event = pygame.event.Event(event.type, {**event.dict, "pos": in_window(rng)})
            app.handle(event)
        app.update(0.05)
        app.draw()
        pygame.display.flip()
        visited.add(type(app.top).__name__)
        if not app.scenes or len(app.scenes) > 12:
            app.reset(TitleScene(app))
        window = pygame.display.get_surface().get_rect()
        assert window.contains(app.window.canvas.area), "the frame is drawn inside the window, letterboxed"
        assert window.width >= 640 and window.height >= 360, "never smaller than 640×360"
    assert len(visited) >= 6, f"the monkey saw too little of the parlour: {sorted(visited)}"

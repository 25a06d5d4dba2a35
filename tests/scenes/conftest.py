"""Headless pygame for scene tests, and helpers that post real events."""
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import GAMES  # noqa: E402
from parlour.match import Match  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.kit.overlays import PassScreen  # noqa: E402
from scenes.screens.replay import ReplayScene  # noqa: E402
from scenes.tables import table_for  # noqa: E402
from tests.support.games import SEATS  # noqa: E402,F401  (each game's usual seats, for the scene tests)

from .support.drawn_text import record_texts  # noqa: E402


@pytest.fixture
def app():
    """A fresh app in English with an empty scene stack."""
    application = App(language="en", storage=MemoryStorage())
    yield application
    pygame.event.clear()


def instant_ai(app, animation) -> None:
    """AI players answer at once and moves animate as asked ("off", "fast"…), so tests need few frames."""
    app.settings.set("ai_speed", "instant")
    app.settings.set("animation", animation)


def open_table(app, game_id, seats, seed, options=None, animation="off"):
    """game_id's table for seats and seed pushed on app after one frame, with instant AI and animation as asked
    (animation None: the settings as they are)."""
    if animation is not None:
        instant_ai(app, animation)
    table = table_for(app, Match(game_id, list(seats), seed, options))
    app.push(table)
    app.frame(0.016)
    return table


def open_replay(app, match, first_moves=0):
    """match, after first_moves more moves (each the first legal one), opened in the replay scene for a frame."""
    for _ in range(first_moves):
        match.play(match.state.legal_moves()[0])
    replay = ReplayScene(app, match)
    app.push(replay)
    app.frame(0.016)
    return replay


def played_out(match, seed=1):
    """match played to its end by random legal moves (seeded), for a finished game's record."""
    rng = random.Random(seed)
    while match.state.outcome() is None:
        match.play(rng.choice(match.state.legal_moves()))
    return match


def click(app, pos, button=1):
    """A real press and release at pos, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(0.016)


def key(app, key_code, mod=0, unicode=""):
    """A real key press, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0))
    app.frame(0.016)


def finger_tap(fraction) -> None:
    """A real finger press and lift at fraction of the window (SDL's finger coordinates)."""
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=fraction[0], y=fraction[1], dx=0, dy=0, finger_id=0,
                                             touch_id=1, pressure=1))


# A search (an AI's move, a hint) advances by at least one iteration a frame, however busy the machine (its slice of
# a frame is wall-clock time): this many frames see the longest search of any level end, with room for what follows.
SEARCH_FRAMES = max(level.iterations or 0 for game in GAMES.values() for level in game.ai.LEVELS.values()) + 1000


def until(app, done, what="the awaited moment", dt=0.05, frames=SEARCH_FRAMES):
    """Frames of dt pass until done() holds, so a search runs to its end on any machine; fails after frames."""
    for _ in range(frames):
        if done():
            return
        app.frame(dt)
    if not done():
        raise AssertionError(f"{what} never came in {frames} frames ({type(app.top).__name__} on top)")


def run(app, seconds, dt=0.05):
    """Let time pass frame by frame."""
    for _ in range(int(seconds / dt)):
        app.frame(dt)


def post_random_event(rng, keys):
    """Post one random click, drag, hover, wheel turn or key press (for monkey tests)."""
    pos = (rng.randrange(1280), rng.randrange(720))
    kind = rng.random()
    if kind < 0.5:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        if rng.random() < 0.3:
            pos = (rng.randrange(1280), rng.randrange(720))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3))))
    elif kind < 0.6:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    elif kind < 0.65:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1))))
    else:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0))


def run_monkey(app, deal, keys, steps=1600, seed=7):
    """Random events on a table for steps frames; deal(seed) seats a new table whenever it was left."""
    from scenes.screens.rules import RulesScene
    from scenes.screens.title import TitleScene

    rng = random.Random(seed)
    scene = deal(rng.randrange(1000))
    for _ in range(steps):
        post_random_event(rng, keys)
        app.frame(0.05)
        if isinstance(app.top, RulesScene):
            app.pop()
        if not any(s is scene for s in app.scenes) or isinstance(app.top, TitleScene):
            scene = deal(rng.randrange(1000))
    assert app.scenes


def pass_the_device(app, frames=200):
    """Run frames until the privacy screen asks to pass the device, then tap through it."""
    for _ in range(frames):
        if isinstance(app.top, PassScreen):
            break
        app.frame(0.05)
    assert isinstance(app.top, PassScreen), "no privacy screen came"
    click(app, (640, 300))


def save_shot(surface, path) -> None:
    """Save surface as the PNG at path (under build/shots/, made when missing) for a person to look at."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(surface, path)


def drawn_table(app, match, monkeypatch):
    """match's table shown with the AI instant and animations off, one frame drawn with every line of text
    recorded: (the table, [(text, rect)])."""
    instant_ai(app, "off")
    table = table_for(app, match)
    drawn = record_texts(monkeypatch)
    app.push(table)
    app.frame(0.016)
    return table, drawn

"""The parlour's own window (headless) as an online client: its scenes driven by real pygame events, in the same
asyncio loop as the server on 127.0.0.1 and the bots from tests/server/conftest.py."""
from __future__ import annotations

import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("websockets", reason="online play needs websockets: pip install -e '.[server]'")

from parlour.online.address import keep_server  # noqa: E402
from parlour.storage import MemoryStorage  # noqa: E402
from scenes.app import App  # noqa: E402
from tests.drivers import dealing  # noqa: E402
from tests.drivers.gestures import click  # noqa: E402
from tests.drivers.native import perform  # noqa: E402
from tests.drivers.panels import labelled  # noqa: E402
from tests.drivers.spots import button_spot  # noqa: E402

FRAME_S = 1 / 60
SHOTS = "build/shots/online"


def online_app(url) -> App:
    """A headless parlour in English with url as its online server, instant AI and no animation."""
    app = App(language="en", storage=MemoryStorage())
    keep_server(app.storage, url)
    app.settings.set("ai_speed", "instant")
    app.settings.set("animation", "off")
    app.go("title")
    app.frame(FRAME_S)
    return app


async def frames(app, count=1) -> None:
    """Run count frames, letting the connection's tasks run between them."""
    for _ in range(count):
        app.frame(FRAME_S)
        await asyncio.sleep(0.001)


async def until(app, test, what, timeout=20.0) -> None:
    """Run frames until test() holds (or fail naming what was awaited)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not test():
        if loop.time() > deadline:
            raise AssertionError(f"no {what} within {timeout} s ({type(app.top).__name__} on top)")
        await frames(app)


async def press(app, label) -> None:
    """A real click on the top scene's button labelled label."""
    button = labelled(app.top, label)
    assert button is not None, f"no {label!r} button on {type(app.top).__name__}"
    perform(app, click(button_spot(app.top, button)))
    await frames(app)


async def type_into(app, field, text) -> None:
    """Click a text field and type text with real key presses."""
    perform(app, click(button_spot(app.top, field)))
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(character.lower()), unicode=character, mod=0,
                                             scancode=0))
        await frames(app)


def shot(name) -> None:
    """Save what the window shows as build/shots/online/name.png."""
    os.makedirs(SHOTS, exist_ok=True)
    pygame.image.save(pygame.display.get_surface(), f"{SHOTS}/{name}.png")


async def room_form(app, name):
    """From the title to the room's form by clicks: Play online, name typed, Create a room."""
    await press(app, app.t("online.title"))
    await type_into(app, app.top.name_field, name)
    shot("play_online")
    await press(app, app.t("online.create"))
    return app.top


async def create_room(app, game_id, seats, name="Ann"):
    """From the title to a created room's lobby by clicks: Play online, a name, Create a room, the form."""
    await room_form(app, name)
    while type(app.top).__name__ == "OnlineCreateScene":
        step = dealing._form(app.top, game_id, seats)
        for gesture in step.gestures:
            perform(app, gesture)
        await frames(app)
    lobby = app.top
    await until(app, lobby.has_room, "room")
    await frames(app, 2)
    return lobby

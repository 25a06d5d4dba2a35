"""The Play online form as a person uses it: the name typed once is there next time, Enter in the code field
joins the room, a room is never created without a name (the form says so and puts the caret there), and the
title offers the way back to a room whose game is in progress."""
from __future__ import annotations

import asyncio

import pygame

from parlour.online.session import SEAT_KEY
from parlour.storage import save_json
from tests.scenes.conftest import click, key

from .conftest import frames, online_app


def typed(app, field, text) -> None:
    """Click the field and type text, key by key."""
    click(app, field.rect.center)
    for character in text:
        key(app, pygame.K_a, unicode=character)


def test_the_name_typed_once_is_kept_for_next_time():
    app = online_app("ws://127.0.0.1:9")
    app.go("online")
    typed(app, app.top.name_field, "Ada")
    click(app, next(b for b in app.top.buttons if b.text() == app.t("online.create")).rect.center)
    assert type(app.top).__name__ == "OnlineCreateScene"
    app.go("title", "reset")
    app.go("online")
    assert app.top.name_field.value == "Ada"


def test_enter_in_the_code_field_joins_the_room():
    async def scenario():
        app = online_app("ws://127.0.0.1:9")
        app.go("online")
        typed(app, app.top.name_field, "Ada")
        typed(app, app.top.code_field, "9D9E92LH")
        key(app, pygame.K_RETURN)
        assert type(app.top).__name__ == "OnlineLobbyScene"
        app.top.link.close()
        await frames(app)

    asyncio.run(scenario())


def test_creating_a_room_without_a_name_is_refused_in_words():
    app = online_app("ws://127.0.0.1:9")
    scene = app.go("online")
    click(app, next(b for b in scene.buttons if b.text() == app.t("online.create")).rect.center)
    assert app.top is scene and scene.message == app.t("online.name_first")
    assert scene.focus is scene.name_field


def test_the_title_offers_the_way_back_to_a_room_in_progress():
    async def scenario():
        app = online_app("ws://127.0.0.1:9")
        save_json(app.storage, SEAT_KEY, {"code": "9D9E92LH", "seat": 1, "token": "t"})
        app.go("title", "reset")
        back = next(b for b in app.top.buttons if b.text() == "Back to room 9D9E92LH")
        click(app, back.rect.center)
        assert type(app.top).__name__ == "OnlineLobbyScene"
        app.top.link.close()
        await frames(app)

    asyncio.run(scenario())

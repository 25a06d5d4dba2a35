"""The room's form seats people as an online game does: the host's seat shows the name typed on Play online, every
other person's seat says that a friend joins there (no name box: a friend types their own name on joining), the AI
seats are named as on the New game screen, and the room the server makes carries the host's name at the host's
seat."""
from __future__ import annotations

import pygame
import pytest

from scenes.screens.seat_rows import NAME
from tests.drivers import dealing
from tests.drivers.gestures import click
from tests.drivers.native import perform
from tests.scenes.support.drawn_text import record_texts
from tests.server.conftest import run, served

from .conftest import frames, online_app, press, room_form, shot, until


async def seated_form(app, name, game_id, seats) -> object:
    """From the title to the room's form by clicks, name typed on Play online; on the form game_id, as many players
    as seats, and each seat's kind chosen by clicks."""
    form = await room_form(app, name)
    while form.game_id != game_id or form.players != len(seats):
        for gesture in dealing._form(form, game_id, seats).gestures:
            perform(app, gesture)
        await frames(app)
    for seat, kind in enumerate(seats):
        perform(app, click(dealing._segment(form, form.seat_rows.choosers[seat], kind)))
        await frames(app)
    return form


async def created(app, server) -> tuple:
    """Create pressed: (the seat the server gave the host, the room's host, each seat's name at the server)."""
    await press(app, app.t("online.create"))
    lobby = app.top
    await until(app, lobby.has_room, "room")
    seats = server.rooms.rooms[lobby.room["code"]].seats
    lobby.link.close()
    await frames(app, 2)
    return lobby.link.session.seat, lobby.room["host"], [seat.name for seat in seats]


def words_in_row(drawn, form, seat) -> list:
    """The texts drawn in seat's name place (right of its chooser, on its row)."""
    row = form.seat_rows.choosers[seat].rect
    return [text for text, rect in drawn if rect.x >= NAME[0] and row.top <= rect.centery <= row.bottom]


def drawn_frame(app, monkeypatch) -> list:
    """One frame drawn (a real pointer move in a corner makes the app draw), its texts recorded as (text, rect)."""
    drawn = record_texts(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    return drawn


async def type_at(app, point, text) -> None:
    """A real click at point, then text typed with real key presses."""
    perform(app, click(point))
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(character.lower()), unicode=character, mod=0,
                                             scancode=0))
        await frames(app)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_friends_seat_says_they_join_there_and_the_host_seat_shows_the_hosts_name(tmp_path, monkeypatch, language):
    """Thirteen for three, the second seat switched to a person by a click: its row says a friend joins there, and a
    click where a name box would be, then typing, types nothing anywhere; the host's row shows the name typed on
    Play online, the AI's row its name. Create: the room the server made names the host at the first seat and no
    one at the friend's."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            app = online_app(f"ws://127.0.0.1:{server.port}")
            app.language = language
            form = await seated_form(app, "Ann", "thirteen", ["human", "human", "easy"])
            row = form.seat_rows.choosers[1].rect
            await type_at(app, (NAME[0] + NAME[1] // 2, row.centery), "Zed")
            drawn = drawn_frame(app, monkeypatch)
            shot(f"create_{language}")
            assert words_in_row(drawn, form, 1) == [app.t("online.friend_joins")]
            assert words_in_row(drawn, form, 0) == [app.t("online.seat_you", name="Ann")]
            assert words_in_row(drawn, form, 2) == [app.t("menus.ai_name", name="Clara")]
            assert not any("Zed" in text for text, _ in drawn), "a click where a box would be opened one"
            assert await created(app, server) == (0, 0, ["Ann", "", ""])

    run(scenario())


def test_the_host_sits_at_the_first_persons_seat_under_the_name_from_play_online(tmp_path, monkeypatch):
    """The first seat switched to the AI: the host's name moves to the second seat (the host's, the first person's)
    and the room the server made names the host there."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            app = online_app(f"ws://127.0.0.1:{server.port}")
            form = await seated_form(app, "Bea", "quinto", ["easy", "human", "human"])
            drawn = drawn_frame(app, monkeypatch)
            assert words_in_row(drawn, form, 1) == [app.t("online.seat_you", name="Bea")]
            assert words_in_row(drawn, form, 2) == [app.t("online.friend_joins")]
            assert await created(app, server) == (1, 1, ["", "Bea", ""])

    run(scenario())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_lobby_says_which_game_and_names_the_ai_seats_as_the_table_will(tmp_path, monkeypatch, language):
    """The room created, its lobby shows the game's name with the number of players, how long an away seat waits
    for its player, and the AI's seat by the name and level its table plate will show."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            app = online_app(f"ws://127.0.0.1:{server.port}")
            app.language = language
            await seated_form(app, "Ann", "quinto_tricks", ["human", "human", "easy", "human"])
            await press(app, app.t("online.create"))
            lobby = app.top
            await until(app, lobby.has_room, "room")
            texts = [text for text, _ in drawn_frame(app, monkeypatch)]
            game = app.t("menus.game.quinto_tricks")
            assert app.t("online.room_game", game=game, count=4) in texts
            assert app.t("online.room_away", time=app.t("online.away.minutes", n=1)) in texts
            assert app.t("online.seat_ai_named", name="Clara", level=app.t("ai_easy")) in texts
            shot(f"lobby_{language}")
            lobby.link.close()
            await frames(app, 2)
            assert server.rooms.rooms[lobby.room["code"]].seats[2].kind == "easy"

    run(scenario())

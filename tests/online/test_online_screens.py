"""The online screens without a game: Play online on the title (hidden in a page built without a server), a bad
server address explained, ?room= filling the join code, and the room form sending the New game form's choices."""
from __future__ import annotations

import asyncio

import pygame

from game import GAMES
from parlour.online.address import server
from parlour.online.heard import Position, Turn, Update
from parlour.online.session import OnlineSession
from parlour.storage import MemoryStorage
from scenes.app import App
from scenes.screens import online as online_screen
from scenes.screens import title as title_screen
from tests.drivers import dealing
from tests.drivers.panels import labelled

from .conftest import online_app, press, shot, type_into


def test_play_online_is_on_the_title_natively_and_hidden_in_a_page_without_a_server(monkeypatch):
    """Natively the title offers Play online; a page built with no server address does not."""
    app = App(language="en", storage=MemoryStorage())
    app.go("title")
    assert labelled(app.top, app.t("online.title")) is not None
    monkeypatch.setattr(title_screen, "in_browser", lambda: True)
    monkeypatch.setattr(title_screen, "server", lambda storage: "")
    app.go("title")
    assert labelled(app.top, app.t("online.title")) is None
    monkeypatch.setattr(title_screen, "server", lambda storage: "wss://parlour.example/play")
    app.go("title")
    assert labelled(app.top, app.t("online.title")) is not None


def test_a_bad_server_address_is_explained_and_not_kept():
    """Natively the address is typed on the Play online screen: one that is no ws:// or wss:// address is refused
    in words when the player tries to create a room, and nothing is kept."""

    async def scenario():
        app = online_app("")
        await press(app, app.t("online.title"))
        scene = app.top
        await type_into(app, scene.server_field, "http://example.org")
        await press(app, app.t("online.create"))
        assert scene.message == app.t("online.server_bad")
        assert type(app.top).__name__ == "OnlineScene" and server(app.storage) == ""
        app.frame(1 / 60)
        shot("bad_server")

    asyncio.run(scenario())


def test_a_room_in_the_page_address_fills_the_join_code(monkeypatch):
    """?room=CODE in the page's address opens Play online with the code ready to join."""
    monkeypatch.setattr(online_screen, "room_asked", lambda: "9D9E92LH")
    app = online_app("ws://127.0.0.1:9")
    app.go("online")
    app.frame(1 / 60)
    assert app.top.code_field.value == "9D9E92LH"
    assert labelled(app.top, app.t("online.join")) is not None
    shot("join")


def test_the_room_form_is_the_new_game_form_with_the_away_time():
    """Create a room shows the New game form's games, players and seats, the away time instead of the deal code,
    and no lesson; the name typed before is the host's, and no seat has a name box (test_room_form_seats.py)."""

    async def scenario():
        app = online_app("ws://127.0.0.1:9")
        await press(app, app.t("online.title"))
        await type_into(app, app.top.name_field, "Ann")
        await press(app, app.t("online.create"))
        form = app.top
        assert type(form).__name__ == "OnlineCreateScene"
        assert form.away_cycle in form.buttons and form.seed_field not in form.buttons
        assert labelled(form, app.t("lesson.title")) is None
        assert form.player == "Ann" and not form.seat_rows.fields
        step = dealing._form(form, "quinto", ["human", "human", "easy"])
        assert step is not None
        app.frame(1 / 60)
        shot("create")

    asyncio.run(scenario())


class StubLink:
    """A link whose server has said everything already: pump hands out what is queued."""

    def __init__(self, room, seat, happenings):
        self.session = OnlineSession(None)
        self.session.room, self.session.seat, self.session.online = room, seat, True
        self.session.inbox = list(happenings)
        self.url = "ws://127.0.0.1:9"
        self.online = True

    def pump(self, now):
        """What is queued."""
        return self.session.poll()

    def put_back(self, happenings):
        """Queue happenings again, first."""
        self.session.inbox[:0] = happenings

    def retry(self):
        """Nothing to connect."""


def test_moves_that_come_with_the_deal_reach_the_table():
    """The deal and the AI's first move arriving in one frame (as the page's socket delivers them): the lobby opens
    the table at the deal, and the table shows the move too."""
    spec = GAMES["thirteen"]
    state = spec.new_state(3, 5, {})
    after = state.apply(state.legal_moves()[0])
    mover = state.current_player
    seat = (mover + 1) % 3
    room = {"code": "ABCD2345", "game": "thirteen", "players": 3, "options": {}, "host": seat, "status": "playing",
            "seats": [{"kind": "human" if i == seat else "easy", "name": "", "taken": True, "connected": True,
                       "away": False} for i in range(3)]}
    position = Position(0, state.view(seat), (Turn(0, None, ()),))
    update = Update(Turn(1, mover, after.view(seat).events), after.view(seat))
    app = App(language="en", storage=MemoryStorage())
    app.go("title")
    app.go("online_lobby", link=StubLink(room, seat, [("position", position), ("update", update)]))
    for _ in range(3):
        app.frame(1 / 60)
    table = dealing.table_of(app)
    assert table is not None and table.match.turn == 1
    assert table.state.to_dict() == after.view(seat).to_dict()


def test_the_settings_set_the_online_server_natively():
    """The settings' Online server field: a typed ws:// address is kept for Play online; a bad one is explained in
    red under the field and not kept (emptying the field forgets the address)."""

    async def scenario():
        app = online_app("")
        app.go("settings")
        app.frame(1 / 60)
        settings = app.top
        await type_into(app, settings.server_field, "wss://play.example.org")
        assert server(app.storage) == "wss://play.example.org"
        for _ in range(len("wss://play.example.org")):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0, scancode=0))
        await type_into(app, settings.server_field, "http://x")
        assert server(app.storage) == "" and settings.about("server")[0] == app.t("online.server_bad")
        app.frame(1 / 60)
        shot("settings_server")
        for _ in range(len("http://x")):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0, scancode=0))
        await type_into(app, settings.server_field, "ws://127.0.0.1:8765")
        await press(app, app.t("back"))
        await press(app, app.t("online.title"))
        assert app.top.server_field.value == "ws://127.0.0.1:8765"

    asyncio.run(scenario())

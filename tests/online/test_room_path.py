"""Behind several server processes a proxy routes a room's connections by their path: the parlour's client connects
at <server>/r/CODE as soon as it knows its room's code (joining by code, or coming back after a drop), and one
server ignores that path."""
from __future__ import annotations

from parlour.online.address import room_address
from parlour.online.link import Link
from parlour.storage import MemoryStorage
from server.app import GameServer
from tests.server.conftest import run, served

from .conftest import create_room, online_app, until


def test_the_room_s_path_follows_the_server_s_address():
    assert room_address("ws://127.0.0.1:8765", "AB23CDEF") == "ws://127.0.0.1:8765/r/AB23CDEF"
    assert room_address("wss://play.example.org/", "AB23CDEF") == "wss://play.example.org/r/AB23CDEF"
    assert room_address("wss://example.org/parlour?v=1", "AB23CDEF") == "wss://example.org/parlour/r/AB23CDEF?v=1"
    assert room_address("wss://play.example.org", None) == "wss://play.example.org"


def test_a_client_connects_at_its_room_s_path_once_it_knows_the_code(tmp_path, monkeypatch):
    """The server records each handshake's path: the creator's first connection has no room path, its reconnection
    after a drop goes to /r/CODE, and a friend joining by code connects at /r/CODE from the first; the room plays on
    at one server."""
    paths = []
    health = GameServer.health

    def recorded(self, connection, request):
        paths.append(request.path)
        return health(self, connection, request)

    monkeypatch.setattr(GameServer, "health", recorded)

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            app = online_app(url)
            lobby = await create_room(app, "thirteen", ["human", "human", "easy"])
            code = lobby.room["code"]
            assert paths == ["/"]
            friend = Link(url, MemoryStorage())
            friend.session.join(code, name="Bob")
            await until(app, lambda: friend.session.seat is not None, "Bob's seat")
            assert paths[1:] == [f"/r/{code}"]
            await lobby.link.connection.websocket.close()
            await until(app, lambda: not lobby.link.online, "the drop")
            await until(app, lambda: lobby.link.online and lobby.can_start(), "the rejoin, every seat taken")
            assert paths[2:] == [f"/r/{code}"]
            friend.close()
            lobby.link.close()

    run(scenario(), timeout=60)

"""Servers on 127.0.0.1 with ephemeral ports and clients built on the parlour's own online session."""
from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket

import pytest

pytest.importorskip("websockets", reason="the server needs websockets: pip install -e '.[server]'")

from game.core import events_for  # noqa: E402
from parlour.online.native import NativeConnection  # noqa: E402
from parlour.online.session import OnlineSession  # noqa: E402
from server.app import GameServer  # noqa: E402
from server.settings import Settings  # noqa: E402
from wire.protocol import event_to_json  # noqa: E402

WAIT_S = 20.0


def run(coroutine, timeout=60.0):
    """Run a test's coroutine to its end (or fail after timeout seconds)."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.asynccontextmanager
async def served(db, storage=None, **settings):
    """A game server on an ephemeral port over the SQLite file db (or storage); generous limits unless given (every
    test client shares one address)."""
    options = {"port": 0, "db": str(db), "rate": 5000.0, "burst": 5000, "create_burst": 1000,
               "rooms_per_address": 1000, "rejoin_burst": 1000, **settings}
    server = GameServer(Settings(**options), storage)
    await server.start()
    try:
        yield server
    finally:
        await server.close()


class Player:
    """A client: an OnlineSession over the native transport, keeping every text it received."""

    def __init__(self, url, name="", storage=None):
        self.name = name
        self.session = OnlineSession(None, storage)
        self.connection = NativeConnection(url, self.session)
        self.texts = []
        self.happened = []
        receive = self.session.receive

        def keep(text):
            self.texts.append(text)
            receive(text)

        self.session.receive = keep
        self.connection.start()

    @property
    def messages(self) -> list:
        """Every message received, decoded."""
        return [json.loads(text) for text in self.texts]

    def take(self) -> list:
        """What happened since the last take (also kept in happened)."""
        new = self.session.poll()
        self.happened += new
        return new

    async def until(self, kind, test=lambda payload: True, timeout=WAIT_S):
        """Wait for a happening of kind whose payload passes test, among those not taken before; its payload."""
        seen = len(self.happened)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            self.take()
            for found, payload in self.happened[seen:]:
                if found == kind and test(payload):
                    return payload
            seen = len(self.happened)
            await asyncio.sleep(0.002)
        raise AssertionError(f"{self.name}: no {kind} within {timeout} s; last: {self.happened[-5:]}")

    async def close(self) -> None:
        """Disconnect for good."""
        await self.connection.close()


async def seat_everyone(url, game_id, seats, options=None, away_after=60.0, names=("Ann", "Bob", "Cy", "Di")):
    """A host creates a room with seats, friends join every other person's seat, the host starts: the players,
    host first, each with its first position."""
    host = Player(url, names[0])
    host.session.create(game_id, seats, options or {}, name=names[0], away_after=away_after)
    joined = await host.until("joined")
    friends = []
    for index in range(seats.count("human") - 1):
        friend = Player(url, names[index + 1])
        friend.session.join(joined["code"].lower(), name=names[index + 1])
        await friend.until("joined")
        friends.append(friend)
    await host.until("room", lambda room: all(seat["taken"] for seat in room["seats"]))
    host.session.start()
    players = [host, *friends]
    for player in players:
        await player.until("position")
    return players


async def play_randomly(players, rng, stop=lambda: False, timeout=60.0):
    """Each player plays a random legal move from its own view on its turn, until the game is over (or stop()); a
    move is sent again after a refusal or a new position (a move lost with a connection)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    sent = {}
    while not stop():
        if loop.time() > deadline:
            raise AssertionError("the game did not finish in time")
        for player in players:
            if any(kind in ("position", "refused") for kind, _ in player.take()):
                sent.pop(player.name, None)
            session = player.session
            if session.over is None and session.my_turn and sent.get(player.name) != session.turn:
                sent[player.name] = session.turn
                session.move(rng.choice(session.view.legal_moves()))
        if all(player.session.over is not None for player in players):
            return
        await asyncio.sleep(0)


def plain(value):
    """value as JSON would carry it (tuples become lists)."""
    return json.loads(json.dumps(value))


def check_knowledge(player, room):
    """Every view and event player received is exactly what the engine shows its seat at that turn, and the deal's
    seed (which would reveal every card) never reached it before the game was over."""
    return check_texts(player.texts, player.session.seat, room)


def check_texts(texts, seat, room):
    """check_knowledge for the texts a client of seat received, in order (e.g. a browser's WebSocket frames): how
    many views they held, each checked."""
    history = room.match.history
    secret = str(room.seed)
    checked = 0
    for text in texts:
        message = json.loads(text)
        if message["type"] == "over":
            break
        assert secret not in text
        if message["type"] == "update":
            view = history[message["turn"]].view(seat)
            assert message["view"] == plain(view.to_dict())
            assert message["events"] == [event_to_json(e) for e in view.events]
            assert ("move" in message) == (message["seat"] == seat)
            checked += 1
        elif message["type"] == "state":
            assert message["view"] == plain(history[message["turn"]].view(seat).to_dict())
            for entry in message["history"]:
                assert entry["events"] == [event_to_json(e) for e in events_for(history[entry["turn"]].events, seat)]
            checked += 1
    return checked


@pytest.fixture
def rng():
    """A seeded random source for the clients' moves."""
    return random.Random(20261125)


@pytest.fixture(scope="session")
def postgres_cluster():
    """A throwaway PostgreSQL cluster for the whole run, or a skip saying why there is none."""
    pytest.importorskip("psycopg", reason="the PostgreSQL driver is missing: pip install -e '.[server]'")
    from .pg_cluster import Cluster, Unavailable

    try:
        cluster = Cluster().start()
    except Unavailable as error:
        pytest.skip(str(error))
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path):
    """Where the server keeps its rooms: a SQLite file, then a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "rooms.db")
    cluster = request.getfixturevalue("postgres_cluster")
    cluster.reset()
    return cluster.url

"""The server itself: websockets in, messages checked and handed to the rooms, rooms restored on start."""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from collections.abc import Callable
from http import HTTPStatus
from typing import NoReturn

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from wire.messages import checked
from wire.protocol import ProtocolError, decode, normal_code
from wire.requests import REQUESTS

from .handlers import HANDLERS, request_id, welcome
from .limits import Buckets
from .link import TOO_SLOW, Link
from .registry import Rooms
from .rooms import Room
from .settings import Settings
from .sockets import Sockets
from .storage import Fenced, Storage, open_storage

SWEEP_S = 30.0
GOING_AWAY = 1001
OPEN_S = 5.0
log = logging.getLogger("parlour.server")


class GameServer:
    """Rooms over a storage, served on a websocket port."""

    def __init__(self, settings: Settings, storage: Storage | None = None):
        self.settings = settings
        self.storage = storage or open_storage(settings.db)
        self.storage.process = settings.process
        self.rooms = Rooms(self.storage, settings)
        self.finds = Buckets(settings.join_burst, settings.join_rate)
        self.rejoins = Buckets(settings.rejoin_burst, settings.rejoin_rate)
        self.connections = Counter()
        self.sockets = Sockets(None if settings.trust_proxy else settings.connections_per_address,
                               settings.max_connections)
        self.listener = None
        self.sweeper = None
        self.owners = None

    async def start(self) -> None:
        """Open the database, restore its unfinished rooms, and listen."""
        await self.storage.open()
        restored = await self.rooms.restore()
        if restored:
            log.info("restored %d rooms", restored)
        self.listener = await serve(self.handle, self.settings.host, self.settings.port,
                                    max_size=self.settings.frame_bytes, process_request=self.health,
                                    create_connection=self.sockets.connection_class(), open_timeout=OPEN_S)
        self.sweeper = asyncio.get_running_loop().create_task(self._sweep())
        if self.settings.process is not None:
            self.owners = asyncio.get_running_loop().create_task(self._watch_owners())

    @property
    def port(self) -> int:
        """The port listened on (useful when asked for port 0)."""
        if self.listener is None:
            raise RuntimeError("The server is not listening yet.")
        return next(iter(self.listener.sockets)).getsockname()[1]

    async def close(self) -> None:
        """Stop listening, stop the rooms' AI, close the database."""
        for task in (self.sweeper, self.owners):
            if task is not None:
                task.cancel()
        if self.listener is not None:
            self.listener.close()
            await self.listener.wait_closed()
        self.rooms.close()
        await self.storage.close()

    def health(self, connection: ServerConnection, request: Request) -> Response | None:
        """Answer plain HTTP GET /health (for a proxy's or container's health check); refuse a handshake past the
        connections allowed (429 for its address, 503 in all); websockets go on."""
        if request.path == "/health":
            return connection.respond(HTTPStatus.OK, "ok\n")
        if self.connections[self.address(connection, request)] >= self.settings.connections_per_address:
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS, "too many connections from your address\n")
        if self.connections.total() >= self.settings.max_connections:
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "the server is full\n")
        return None

    def address(self, connection: ServerConnection, request: Request | None) -> str:
        """The client's address: the proxy's X-Forwarded-For when trusted, else the peer's."""
        if self.settings.trust_proxy and request is not None:
            forwarded = request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()
        peer = connection.remote_address
        return peer[0] if peer else "?"

    async def handle(self, websocket: ServerConnection) -> None:
        """One connection, from its welcome to its close."""
        link = Link(websocket, self.address(websocket, websocket.request), self.settings)
        self.connections[link.address] += 1
        link.send(welcome(self.settings))
        try:
            while link.strikes <= self.settings.strikes:
                idle = self.settings.idle_s if link.room is None else None
                try:
                    text = await asyncio.wait_for(websocket.recv(), idle)
                except TimeoutError:
                    await websocket.close(GOING_AWAY, "idle")
                    break
                await self.receive(link, text)
            else:
                await websocket.close(TOO_SLOW, "too many refused messages")
        except ConnectionClosed:
            pass
        finally:
            self.connections[link.address] -= 1
            if not self.connections[link.address]:
                del self.connections[link.address]
            if link.room is not None:
                link.room.detach(link)
            await link.finish()

    async def receive(self, link: Link, text: str | bytes) -> None:
        """Check one incoming text and hand it to its handler; anything wrong goes back as a coded error (with the
        request's id when it could be read)."""
        message = None
        try:
            allowed = link.bucket.take()
            message = decode(text, self.settings.message_bytes)
            if not allowed:
                raise ProtocolError("rate_limited", "Too many messages; slow down.",
                                    retry_after=round(link.bucket.retry_after(), 2))
            handler = HANDLERS.get(message["type"])
            if handler is None:
                raise ProtocolError("unknown_type", "Unknown message type.", type=message["type"][:32])
            await handler(self, link, checked(message, REQUESTS))
        except Fenced:
            if link.room is not None:
                link.room.move_away()
        except ProtocolError as error:
            link.strikes += 1
            link.error(error.code, str(error), request_id(message) if message else None, **error.params)
        except Exception:
            log.exception("a message could not be handled")
            link.error("storage", "The server could not do that now; nothing changed.",
                       request_id(message) if message else None)

    async def find_room(self, link: Link, code: object) -> Room:
        """The room a join or rejoin names. Only failures count: wrong codes use up the allowance of their
        connection and their address, and past it are answered join_limited; a right code is always found."""
        code = normal_code(code)
        room = await self.rooms.find(code) if code else None
        if room is None:
            self.refuse(link, ProtocolError("no_room", "There is no room with that code."))
        return room

    def refuse(self, link: Link, error: ProtocolError) -> NoReturn:
        """Count a failed attempt to find a room or a seat against the connection and its address, and raise
        error (join_limited once either has used up its allowance)."""
        connection_allows = link.finds.take()
        address_allows = self.finds.get(link.address).take()
        if not (connection_allows and address_allows):
            raise ProtocolError("join_limited", "Too many tries to find a room; wait a little.")
        raise error

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            self.rooms.sweep()

    async def _watch_owners(self) -> None:
        while True:
            await asyncio.sleep(self.settings.owners_check_s)
            try:
                await self.rooms.check_owners()
            except Exception:
                log.exception("the rooms' owners could not be checked")


async def run(settings: Settings, ready: Callable[[GameServer], object] | None = None) -> None:
    """Serve until interrupted (SIGINT or SIGTERM close the database cleanly); ready(server) once listening."""
    import signal

    server = GameServer(settings)
    await server.start()
    print(f"parlour server listening on ws://{settings.host}:{server.port} ({server.storage.description})",
          flush=True)
    if ready is not None:
        ready(server)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()

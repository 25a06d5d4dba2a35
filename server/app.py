"""The server itself: websockets in, messages checked and handed to the rooms, rooms restored on start."""
from __future__ import annotations

import asyncio
import contextlib
import logging
from http import HTTPStatus

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from wire.protocol import ProtocolError, decode, normal_code

from .handlers import HANDLERS, request_id, welcome
from .limits import Buckets
from .link import TOO_SLOW, Link
from .registry import Rooms
from .storage import open_storage

SWEEP_S = 30.0
log = logging.getLogger("parlour.server")


class GameServer:
    """Rooms over a storage, served on a websocket port."""

    def __init__(self, settings, storage=None):
        self.settings = settings
        self.storage = storage or open_storage(settings.db)
        self.rooms = Rooms(self.storage, settings)
        self.finds = Buckets(settings.join_burst, settings.join_rate)
        self.listener = None
        self.sweeper = None

    async def start(self) -> None:
        """Open the database, restore its unfinished rooms, and listen."""
        await self.storage.open()
        restored = await self.rooms.restore()
        if restored:
            log.info("restored %d rooms", restored)
        self.listener = await serve(self.handle, self.settings.host, self.settings.port,
                                    max_size=self.settings.frame_bytes, process_request=self.health)
        self.sweeper = asyncio.get_running_loop().create_task(self._sweep())

    @property
    def port(self) -> int:
        """The port listened on (useful when asked for port 0)."""
        return next(iter(self.listener.sockets)).getsockname()[1]

    async def close(self) -> None:
        """Stop listening, stop the rooms' AI, close the database."""
        if self.sweeper is not None:
            self.sweeper.cancel()
        if self.listener is not None:
            self.listener.close()
            await self.listener.wait_closed()
        self.rooms.close()
        await self.storage.close()

    def health(self, connection, request):
        """Answer plain HTTP GET /health (for a proxy's or container's health check); websockets go on."""
        if request.path == "/health":
            return connection.respond(HTTPStatus.OK, "ok\n")
        return None

    def address(self, websocket) -> str:
        """The client's address: the proxy's X-Forwarded-For when trusted, else the peer's."""
        if self.settings.trust_proxy:
            forwarded = websocket.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()
        peer = websocket.remote_address
        return peer[0] if peer else "?"

    async def handle(self, websocket) -> None:
        """One connection, from its welcome to its close."""
        link = Link(websocket, self.address(websocket), self.settings)
        link.send(welcome(self.settings))
        try:
            async for text in websocket:
                await self.receive(link, text)
                if link.strikes > self.settings.strikes:
                    await websocket.close(TOO_SLOW, "too many refused messages")
                    break
        except ConnectionClosed:
            pass
        finally:
            if link.room is not None:
                link.room.detach(link)
            await link.finish()

    async def receive(self, link, text) -> None:
        """Check one incoming text and hand it to its handler; anything wrong goes back as a coded error."""
        message = None
        try:
            if not link.bucket.take():
                raise ProtocolError("rate_limited", "Too many messages; slow down.",
                                    retry_after=round(link.bucket.retry_after(), 2))
            message = decode(text, self.settings.message_bytes)
            handler = HANDLERS.get(message["type"])
            if handler is None:
                raise ProtocolError("unknown_type", "Unknown message type.", type=message["type"][:32])
            await handler(self, link, message)
        except ProtocolError as error:
            link.strikes += 1
            link.error(error.code, str(error), request_id(message) if message else None, **error.params)
        except Exception:
            log.exception("a message could not be handled")
            link.error("storage", "The server could not do that now; nothing changed.",
                       request_id(message) if message else None)

    async def find_room(self, link, code):
        """The room a join or rejoin names; the attempts of a connection and of an address are rate-limited."""
        if not link.finds.allows() or not self.finds.get(link.address).allows():
            raise ProtocolError("join_limited", "Too many tries to find a room; wait a little.")
        code = normal_code(code)
        room = await self.rooms.find(code) if code else None
        if room is None:
            self.charge(link)
            raise ProtocolError("no_room", "There is no room with that code.")
        return room

    def charge(self, link) -> None:
        """Count a failed attempt to find a room or a seat against the connection and its address."""
        link.finds.take()
        self.finds.get(link.address).take()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            self.rooms.sweep()


async def run(settings, ready=None) -> None:
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

"""One client connection: its outbox (so a slow reader never holds up a room), its rate limits and its seat."""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from typing import TYPE_CHECKING

from wire.protocol import RequestId, encode

from .limits import TokenBucket

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from .rooms import Room
    from .settings import Settings

TOO_SLOW = 1008
log = logging.getLogger("parlour.server")


class Link:
    """A websocket connection as the rooms see it: send() never waits; what waits for the client is bounded in
    messages and in bytes, and a client that lets more pile up is dropped (it rejoins with its token)."""

    def __init__(self, websocket: ServerConnection, address: str, settings: Settings):
        self.websocket = websocket
        self.address = address
        self.most_messages = settings.outbox
        self.most_bytes = settings.outbox_bytes
        self.outbox = deque()
        self.queued_bytes = 0
        self.waiting = asyncio.Event()
        self.dropped = False
        self.bucket = TokenBucket(settings.burst, settings.rate)
        self.finds = TokenBucket(settings.join_burst, settings.join_rate)
        self.strikes = 0
        self.room: Room | None = None
        self.seat: int | None = None
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: dict) -> None:
        """Queue a message (a dict)."""
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        """Queue a message already encoded as JSON text."""
        if self.dropped:
            return
        try:
            size = len(text.encode("utf-8"))
        except UnicodeEncodeError:
            log.error("a message that UTF-8 cannot carry was not sent: %.80r", text)
            return
        self.outbox.append((text, size))
        self.queued_bytes += size
        if len(self.outbox) > self.most_messages or self.queued_bytes > self.most_bytes:
            self.drop()
        self.waiting.set()

    def drop(self) -> None:
        """Forget what was queued and cut the connection at once (a client that does not read would never
        finish a closing handshake)."""
        self.dropped = True
        self.outbox.clear()
        self.queued_bytes = 0
        self.writer.cancel()
        transport = getattr(self.websocket, "transport", None)
        if transport is not None:
            transport.abort()

    def close(self, code: int, reason: str) -> None:
        """Close the connection (without waiting for the client's answer)."""
        asyncio.get_running_loop().create_task(self.websocket.close(code, reason))

    def error(self, code: str, message: str = "", request: RequestId = None, **params: object) -> None:
        """Send a coded error."""
        self.send({"type": "error", "code": code, "params": params, "message": message, "id": request})

    async def _write(self) -> None:
        with contextlib.suppress(Exception):
            while True:
                while not self.outbox:
                    self.waiting.clear()
                    await self.waiting.wait()
                text, size = self.outbox.popleft()
                await self.websocket.send(text)
                self.queued_bytes -= size

    async def finish(self) -> None:
        """Stop writing."""
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer

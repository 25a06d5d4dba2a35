"""One client connection: its outbox (so a slow reader never holds up a room), its rate limit and its seat."""
from __future__ import annotations

import asyncio
import contextlib

from wire.protocol import encode

from .limits import TokenBucket

TOO_SLOW = 1008


class Link:
    """A websocket connection as the rooms see it: send() never waits."""

    def __init__(self, websocket, address, settings):
        self.websocket = websocket
        self.address = address
        self.outbox = asyncio.Queue(maxsize=settings.outbox)
        self.bucket = TokenBucket(settings.burst, settings.rate)
        self.finds = TokenBucket(settings.join_burst, settings.join_rate)
        self.strikes = 0
        self.room = None
        self.seat = None
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message) -> None:
        """Queue a message; a connection that lets its outbox fill up is closed (it rejoins with its token)."""
        try:
            self.outbox.put_nowait(encode(message))
        except asyncio.QueueFull:
            self.writer.cancel()
            asyncio.get_running_loop().create_task(self.websocket.close(TOO_SLOW, "too slow"))

    def error(self, code, message="", request=None, **params) -> None:
        """Send a coded error."""
        self.send({"type": "error", "code": code, "params": params, "message": message, "id": request})

    async def _write(self) -> None:
        with contextlib.suppress(Exception):
            while True:
                await self.websocket.send(await self.outbox.get())

    async def finish(self) -> None:
        """Let the queued messages go out, then stop writing."""
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer

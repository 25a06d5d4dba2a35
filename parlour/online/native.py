"""The native transport: websockets' asyncio client inside the parlour's frame loop. It never blocks: sends go
through a queue, receiving runs as a task, and a dropped connection is retried with the session's backoff."""
from __future__ import annotations

import asyncio
import contextlib

from websockets import exceptions as errors
from websockets.asyncio import client

from .session import OnlineSession
from .transport import SessionConnection


class NativeConnection(SessionConnection):
    """Carries a session's texts to the server at url and back."""

    def __init__(self, url: str, session: OnlineSession) -> None:
        super().__init__(url, session)
        self.outgoing = asyncio.Queue()
        self.task = None
        self.websocket = None

    def start(self) -> None:
        """Begin connecting (and reconnecting) in the background."""
        self.task = asyncio.get_running_loop().create_task(self._run())

    def send(self, text: str) -> None:
        """Queue text for the server (the session only sends while connected)."""
        self.outgoing.put_nowait(text)

    def retry(self) -> None:
        """Connect again at once instead of waiting out the backoff (a connection still up is kept)."""
        if self.websocket is None and self.task is not None:
            self.task.cancel()
            self.start()

    def stop(self) -> None:
        """Stop for good, from code that cannot wait (a scene): the closing runs as a task."""
        asyncio.get_running_loop().create_task(self.close())

    async def close(self) -> None:
        """Stop for good."""
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        if self.websocket is not None:
            await self.websocket.close()

    async def _run(self) -> None:
        failures = (OSError, TimeoutError, errors.ConnectionClosed, errors.InvalidHandshake, errors.InvalidURI)
        while True:
            try:
                async with client.connect(self.address(), max_size=1 << 24, open_timeout=10) as websocket:
                    self.websocket = websocket
                    self.outgoing = asyncio.Queue()
                    self.session.opened()
                    writer = asyncio.get_running_loop().create_task(self._write(websocket, errors.ConnectionClosed))
                    try:
                        async for text in websocket:
                            self.session.receive(text)
                    finally:
                        writer.cancel()
            except failures:
                pass
            self.websocket = None
            await asyncio.sleep(self.session.closed())

    async def _write(self, websocket: client.ClientConnection, closed: type[BaseException]) -> None:
        with contextlib.suppress(closed):
            while True:
                await websocket.send(await self.outgoing.get())



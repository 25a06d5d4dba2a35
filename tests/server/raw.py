"""Bare websocket clients written from docs/online.md alone (as an attacker would), and databases that can be held
at a chosen step so a race is played the same way every time."""
from __future__ import annotations

import asyncio
import json
import socket

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from server.storage.sqlite import SqliteStorage
from wire.protocol import ERROR_CODES

WAIT_S = 20.0


async def ask(websocket, message):
    """Send a message (text as is, else JSON) and return the next answer, decoded."""
    await websocket.send(message if isinstance(message, (str, bytes)) else json.dumps(message))
    return json.loads(await asyncio.wait_for(websocket.recv(), WAIT_S))


async def opened(url, **options):
    """A raw connection past its welcome."""
    websocket = await connect(url, **options)
    welcome = json.loads(await websocket.recv())
    assert welcome["type"] == "welcome" and welcome["v"] == 1
    return websocket


def coded(answer, code) -> bool:
    """Whether answer is the coded error code."""
    return answer["type"] == "error" and answer["code"] == code and code in ERROR_CODES


def forwarded(address) -> dict:
    """Connection options that make a server trusting its proxy see the client at address."""
    return {"additional_headers": {"X-Forwarded-For": address}}


def tiny_window(port) -> dict:
    """Connection options for a client of 127.0.0.1:port that barely reads: a small receive buffer and a one-frame
    queue."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    sock.setblocking(False)
    return {"sock": sock, "max_queue": 1}


class Raw:
    """A raw client that keeps reading in the background: every message it received, waited for by type."""

    def __init__(self, websocket):
        self.websocket = websocket
        self.messages = []
        self.read = 0
        self.asked = 0
        self.arrived = asyncio.Event()
        self.closed = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, url, **options):
        """Connect to url and read from the start (the welcome is the first message)."""
        return cls(await connect(url, **options))

    async def _read(self) -> None:
        try:
            async for text in self.websocket:
                self.messages.append(json.loads(text))
                self.arrived.set()
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()
            self.arrived.set()

    async def send(self, **message) -> None:
        """Send one message."""
        await self.websocket.send(json.dumps(message))

    async def next(self, kinds, test=lambda message: True, timeout=WAIT_S) -> dict:
        """The first message of a type in kinds (one type or a tuple) passing test, among those not yet waited
        past."""
        kinds = (kinds,) if isinstance(kinds, str) else kinds
        async with asyncio.timeout(timeout):
            while True:
                for index in range(self.read, len(self.messages)):
                    message = self.messages[index]
                    if message["type"] in kinds and test(message):
                        self.read = index + 1
                        return message
                if self.closed.is_set():
                    raise AssertionError(f"closed before a {kinds}; last: {self.messages[-3:]}")
                self.arrived.clear()
                await self.arrived.wait()

    async def request(self, kind, **message) -> dict:
        """Send a message with an id and wait for its answer: the message of type kind, a refusal or a coded error
        carrying that id."""
        self.asked += 1
        message.setdefault("id", f"r{self.asked}")
        await self.send(**message)
        return await self.next((kind, "refused", "error"), lambda answer: answer.get("id") == message["id"])

    def received(self, kind) -> list:
        """Every message of type kind received so far."""
        return [message for message in self.messages if message["type"] == kind]

    async def close(self) -> None:
        """Disconnect."""
        await self.websocket.close()
        self.reader.cancel()


class HeldStorage(SqliteStorage):
    """A SQLite storage whose chosen writes wait, once held, until released: held("moves") stops the next move's
    write inside the database call (after the room has asked for it); held("start") the next game's start."""

    def __init__(self, path):
        super().__init__(path)
        self.holding = set()
        self.entered = {name: asyncio.Event() for name in ("moves", "start")}
        self.released = {name: asyncio.Event() for name in ("moves", "start")}

    def hold(self, name) -> None:
        """Make the next write of name wait for release(name)."""
        self.holding.add(name)
        self.entered[name].clear()
        self.released[name].clear()

    def release(self, name) -> None:
        """Let the held write of name go on."""
        self.holding.discard(name)
        self.released[name].set()

    async def _wait(self, name) -> None:
        if name in self.holding:
            self.entered[name].set()
            await self.released[name].wait()

    async def write_moves(self, rows) -> list:
        """Hold (if asked) and write moves."""
        await self._wait("moves")
        return await super().write_moves(rows)

    async def start(self, code, seed) -> None:
        """Hold (if asked) and store the start."""
        await self._wait("start")
        await super().start(code, seed)

"""The online benchmarks' simulated people: bots on raw websockets playing whole games room by room, and a pinger
timing the server's round trip."""
from __future__ import annotations

import asyncio
import json
import time

from game import GAMES


class Bot:
    """A simulated player on a raw websocket: plays a random legal move of its own view after the room's think
    time."""

    def __init__(self, room, rng):
        self.room = room
        self.headers = room.headers
        self.rng = rng
        self.websocket = None
        self.seat = None
        self.code = None
        self.token = None
        self.over = asyncio.Event()
        self.joined = asyncio.Event()
        self.full = asyncio.Event()
        self.updates = 0
        self.moving = None

    async def open(self, url) -> None:
        """Connect and start reading."""
        from websockets.asyncio.client import connect

        self.websocket = await connect(url, max_size=1 << 24, additional_headers=self.headers)
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def move_to(self, url) -> None:
        """Come back to this bot's seat at url (where the room's code routes, behind a proxy) with its token."""
        self.reader.cancel()
        await self.websocket.close()
        self.joined.clear()
        await self.open(url)
        await self.send({"type": "rejoin", "code": self.code, "token": self.token})
        await self.joined.wait()

    async def send(self, message) -> None:
        """Send one message."""
        await self.websocket.send(json.dumps(message))

    async def _read(self) -> None:
        async for text in self.websocket:
            message = json.loads(text)
            kind = message["type"]
            if kind == "joined":
                self.seat, self.code, self.token = message["seat"], message["code"], message["token"]
                self.joined.set()
            elif kind == "room" and all(seat["taken"] for seat in message["seats"]):
                self.full.set()
            elif kind in ("state", "update"):
                if kind == "update":
                    self.updates += 1
                    sent = self.room.sent.pop((message["turn"], self.seat), None)
                    if sent is not None:
                        self.room.latencies.append(time.perf_counter() - sent)
                if message["view"]["current_player"] == self.seat:
                    self.moving = asyncio.get_running_loop().create_task(self._move(message["view"], message["turn"]))
            elif kind == "over":
                self.over.set()
            elif kind in ("error", "refused"):
                self.room.refusals.append(message)

    async def _move(self, view, turn) -> None:
        low, high = self.room.think
        if high:
            await asyncio.sleep(self.rng.uniform(low, high))
        state = GAMES[self.room.game].state_from_dict(view)
        move = str(self.rng.choice(state.legal_moves()))
        for other in self.room.bots:
            if other is not self:
                self.room.sent[(turn + 1, other.seat)] = time.perf_counter()
        await self.send({"type": "move", "move": move, "turn": turn})

    async def close(self) -> None:
        """Disconnect."""
        self.reader.cancel()
        if self.moving is not None:
            self.moving.cancel()
        await self.websocket.close()


class RoomLoad:
    """One room's game played by its bots, and what was measured in it."""

    def __init__(self, game, latencies, rng, think, address=None, routed=False):
        self.game = game
        self.routed = routed
        self.headers = {"X-Forwarded-For": address} if address else None
        self.refusals = []
        self.think = think
        self.latencies = latencies
        self.sent = {}
        self.bots = []
        self.rng = rng

    async def play(self, url, seats, options) -> None:
        """Create, join, start and play the game to its end (routed: at /r/CODE once the code is known)."""
        host = Bot(self, self.rng)
        self.bots.append(host)
        await host.open(f"{url}/r/new" if self.routed else url)
        await host.send({"type": "create", "game": self.game, "seats": seats, "options": options, "name": "Host"})
        await host.joined.wait()
        if self.routed:
            url = f"{url}/r/{host.code}"
            await host.move_to(url)
        for _ in range(seats.count("human") - 1):
            friend = Bot(self, self.rng)
            self.bots.append(friend)
            await friend.open(url)
            await friend.send({"type": "join", "code": host.code, "name": "Friend"})
            await friend.joined.wait()
        await host.full.wait()
        await host.send({"type": "start"})
        try:
            await asyncio.gather(*(bot.over.wait() for bot in self.bots))
        finally:
            for bot in self.bots:
                await bot.close()


async def pinger(url, trips, stop, every=0.05, address=None, seated=False) -> None:
    """Ping every so often and keep the round trips: how long the server's loop keeps anyone waiting. seated: first
    open a room and sit in its lobby (as a player waiting for friends, never closed as idle)."""
    from websockets.asyncio.client import connect

    headers = {"X-Forwarded-For": address} if address else None
    async with connect(url, additional_headers=headers) as websocket:
        await websocket.recv()
        if seated:
            await websocket.send(json.dumps({"type": "create", "game": "quartino", "seats": ["human", "easy"]}))
        while not stop.is_set():
            sent = time.perf_counter()
            await websocket.send('{"type":"ping"}')
            while json.loads(await websocket.recv())["type"] != "pong":
                pass
            trips.append(time.perf_counter() - sent)
            await asyncio.sleep(every)

"""`python -m bench.attacker URL SECONDS [REJOINS_PER_S READERS]`: one address doing, at the rates the server
allows it, everything that once broke it (docs/online.md, "Limits"): connections held open, messages at the rate
limit, rooms created, wrong codes, rejoins of a long game's seats by a client that reads and one that never does, a
seat's second connection kept after a leave, lone surrogates and negative turns. Prints what it was answered, as
JSON. By default each seat is rejoined twice a second (the server's allowance); REJOINS_PER_S and READERS make
READERS reading connections rejoin the first seat that often each (the flood that once stalled the server)."""
from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import sys
from collections import Counter
from urllib.parse import urlparse

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game import GAMES

ADDRESS = "203.0.113.9"
PAIR = {"type": "create", "game": "quartino", "seats": ["human", "human"]}
MESSAGE_RATE = 20
FLOODERS = 6
HELD = 14
PROBES = 4
LONG_GAME_MOVES = 120


def alive(websocket) -> bool:
    """Whether a connection (or None) is open."""
    return websocket is not None and websocket.state.name == "OPEN"


class Attacker:
    """The attacking address's connections and a tally of every answer it got."""

    def __init__(self, url, stop, rejoins_per_s=2.0, readers=1):
        self.url = url
        self.stop = stop
        self.rejoin_every = 1 / rejoins_per_s
        self.readers = readers
        self.tally = Counter()

    async def open(self, barely_reads=False):
        """A connection from the attacking address past its welcome, or None when the handshake is refused."""
        options = {"additional_headers": {"X-Forwarded-For": ADDRESS}, "max_size": 1 << 24}
        if barely_reads:
            address = urlparse(self.url)
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.connect((address.hostname, address.port))
            sock.setblocking(False)
            options.update(sock=sock, max_queue=1)
        try:
            websocket = await connect(self.url, **options)
        except InvalidStatus as refused:
            self.tally[f"handshake {refused.response.status_code}"] += 1
            return None
        if not barely_reads:
            await websocket.recv()
        return websocket

    async def ask(self, websocket, message, kinds=("error",)) -> dict:
        """Send message and return the first answer of one of kinds (errors always count), tallied."""
        await websocket.send(message if isinstance(message, str) else json.dumps(message))
        while True:
            answer = json.loads(await websocket.recv())
            if answer["type"] in kinds or answer["type"] == "error":
                self.tally[answer["code"] if answer["type"] == "error" else answer["type"]] += 1
                return answer

    async def paced(self, every, work) -> None:
        """Run work(), reconnecting by itself, every `every` seconds until stopped."""
        while not self.stop.is_set():
            with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
                await work()
            await asyncio.sleep(every)

    async def repeat(self, every, message, kinds) -> None:
        """Send message (or message() when callable) on one connection, reopened when closed, every `every` s."""
        websocket = None

        async def send():
            nonlocal websocket
            if not alive(websocket):
                websocket = await self.open()
            if websocket is not None:
                await self.ask(websocket, message() if callable(message) else message, kinds)

        await self.paced(every, send)

    async def hold(self) -> None:
        """Keep HELD connections open and silent (those closed as idle are opened again), and every 5 s try PROBES
        more past the address's allowance."""
        held = []
        while not self.stop.is_set():
            held = [websocket for websocket in held if alive(websocket)]
            while len(held) < HELD and (websocket := await self.open()) is not None:
                held.append(websocket)
            probes = [await self.open() for _ in range(PROBES)]
            for websocket in probes:
                if websocket is not None:
                    await websocket.close()
            await asyncio.sleep(5.0)

    def tasks(self) -> list:
        """The paced attacks that need no set-up: pings at the message rate, wrong codes, rooms at the creation
        allowance, lone surrogates and negative turns."""
        alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
        return [*(self.repeat(1 / MESSAGE_RATE, {"type": "ping"}, ("pong",)) for _ in range(FLOODERS)),
                self.repeat(1.0, lambda: {"type": "join", "code": "".join(random.choices(alphabet, k=8))},
                            ("joined",)),
                self.repeat(6.0, PAIR, ("joined",)),
                self.repeat(1.0, '{"type": "\\udc80", "id": "\\udc80"}', ("pong",)),
                self.repeat(1.0, {"type": "rejoin", "code": "23456789", "token": "x", "turn": -5}, ("joined",)),
                self.hold()]

    async def steal(self) -> None:
        """Every 2 s: join a lobby seat, rejoin it on a second connection, leave on the first; the second must be
        told left."""
        host = await self.open()
        joined = await self.ask(host, PAIR, ("joined",))

        async def attempt():
            first, second = await self.open(), await self.open()
            try:
                mine = await self.ask(first, {"type": "join", "code": joined["code"]}, ("joined",))
                await self.ask(second, {"type": "rejoin", "code": joined["code"], "token": mine["token"]}, ("joined",))
                await self.ask(first, {"type": "leave"}, ("left",))
                left = await asyncio.wait_for(self.ask(second, '{"type":"ping"}', ("left", "pong")), 5)
                self.tally["freed seat's other connection told left" if left["type"] == "left"
                           else "freed seat's other connection KEPT"] += 1
            finally:
                for websocket in (first, second):
                    await websocket.close()

        if joined["type"] == "joined":
            await self.paced(2.0, attempt)

    async def long_game(self) -> tuple:
        """A room of two of the attacker's seats played LONG_GAME_MOVES moves fast: (code, tokens)."""
        host, friend = await self.open(), await self.open()
        made = await self.ask(host, PAIR, ("joined",))
        other = await self.ask(friend, {"type": "join", "code": made["code"]}, ("joined",))
        drain = asyncio.ensure_future(self.drain(friend))
        sockets = {made["seat"]: host, other["seat"]: friend}
        state = await self.ask(host, {"type": "start"}, ("state",))
        view, turn = state["view"], state["turn"]
        spec = GAMES["quartino"]
        while turn < LONG_GAME_MOVES and view["current_player"] is not None:
            seat = view["current_player"]
            move = random.choice(spec.state_from_dict(view).legal_moves())
            await sockets[seat].send(json.dumps({"type": "move", "move": spec.encode_move(move), "turn": turn}))
            while (update := json.loads(await host.recv()))["type"] != "update":
                pass
            view, turn = update["view"], update["turn"]
            await asyncio.sleep(1 / MESSAGE_RATE)
        drain.cancel()
        return made["code"], {made["seat"]: made["token"], other["seat"]: other["token"]}

    async def drain(self, websocket) -> None:
        """Read and forget everything a connection receives."""
        with contextlib.suppress(ConnectionClosed):
            async for _ in websocket:
                pass

    async def rejoin(self, code, token, barely_reads) -> None:
        """Rejoin a seat of the long game without a turn (its whole kept history each time), twice a second."""
        websocket = None

        async def again():
            nonlocal websocket
            if not alive(websocket):
                if websocket is not None:
                    self.tally["non-reading connection dropped"] += 1
                websocket = await self.open(barely_reads)
            if websocket is None:
                return
            message = {"type": "rejoin", "code": code, "token": token}
            if barely_reads:
                await websocket.send(json.dumps(message))
                self.tally["rejoins sent unread"] += 1
            else:
                await self.ask(websocket, message, ("state",))

        await self.paced(self.rejoin_every, again)

    async def run(self, seconds) -> Counter:
        """Everything at once for seconds."""
        code, tokens = await self.long_game()
        first, second = tokens.values()
        tasks = [*self.tasks(), self.steal(), *(self.rejoin(code, first, False) for _ in range(self.readers)),
                 self.rejoin(code, second, True)]
        running = [asyncio.ensure_future(task) for task in tasks]
        await asyncio.sleep(seconds)
        self.stop.set()
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        return self.tally


async def main(url, seconds, *rejoins) -> None:
    """Attack url for seconds and print the tally."""
    tally = await Attacker(url, asyncio.Event(), *rejoins).run(seconds)
    print(json.dumps(dict(tally)), flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], float(sys.argv[2]), *(float(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4
                     else ()))

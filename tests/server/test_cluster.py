"""Past one machine: three server processes sharing PostgreSQL behind HAProxy, rooms routed by /r/CODE; one process
is killed with SIGKILL and its rooms go on from the others with nothing lost."""
from __future__ import annotations

import asyncio
import random

import pytest
from websockets.exceptions import InvalidHandshake, InvalidStatus

from game import GAMES

from .cluster import Deployment, haproxy
from .conftest import run
from .raw import Raw

ROOMS = 6
MOVES_EACH = 6
SPEC = GAMES["quartino"]


async def connected(url, message, deadline_s=30.0):
    """A raw client at url whose message (a create, join or rejoin) was answered joined, retried while the proxy
    still finds no process for it; (client, joined message)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + deadline_s
    while True:
        try:
            client = await Raw.open(url)
            answer = await client.request("joined", **message)
            if answer["type"] == "joined":
                return client, answer
            await client.close()
        except (InvalidHandshake, InvalidStatus, OSError, AssertionError, TimeoutError):
            pass
        if loop.time() > deadline:
            raise AssertionError(f"no process answered {message['type']} at {url}")
        await asyncio.sleep(0.1)


class Table:
    """One room played through the proxy by two raw clients: the moves each acknowledged, in order."""

    def __init__(self, base):
        self.base = base
        self.clients = {}
        self.tokens = {}
        self.code = None
        self.view = None
        self.moves = []

    async def open(self, rng) -> None:
        """Create at /r/new, come back at /r/CODE, a friend joins there, the host deals."""
        creator, made = await connected(f"{self.base}/r/new", {"type": "create", "game": SPEC.id,
                                                                  "seats": ["human", "human"]})
        await creator.close()
        self.code = made["code"]
        self.tokens[made["seat"]] = made["token"]
        self.clients[made["seat"]], _ = await connected(self.url, {"type": "rejoin", "code": self.code,
                                                                   "token": made["token"]})
        friend, joined = await connected(self.url, {"type": "join", "code": self.code})
        self.clients[joined["seat"]], self.tokens[joined["seat"]] = friend, joined["token"]
        await self.clients[made["seat"]].send(type="start")
        self.view = (await self.clients[made["seat"]].next("state"))["view"]

    @property
    def url(self) -> str:
        """The room's address through the proxy."""
        return f"{self.base}/r/{self.code}"

    async def play(self, count, rng) -> None:
        """count moves, each sent by the seat to move and acknowledged (stored) before the next."""
        for _ in range(count):
            seat = self.view["current_player"]
            if seat is None:
                return
            move = SPEC.encode_move(rng.choice(SPEC.state_from_dict(self.view).legal_moves()))
            answer = await self.clients[seat].request("update", type="move", move=move, turn=len(self.moves))
            assert answer["type"] == "update", answer
            self.moves.append(move)
            self.view = answer["view"]

    async def come_back(self) -> None:
        """Both players reconnect at /r/CODE and rejoin with the turn they saw: the position has every move."""
        for seat, token in self.tokens.items():
            await self.clients[seat].close()
            self.clients[seat], _ = await connected(self.url, {"type": "rejoin", "code": self.code, "token": token,
                                                               "turn": len(self.moves)})
            state = await self.clients[seat].next("state")
            assert state["turn"] == len(self.moves) and state["history"] == []
            self.view = state["view"]

    async def close(self) -> None:
        """Disconnect both players."""
        for client in self.clients.values():
            await client.close()


def owners(url) -> dict:
    """Each room's owning process, as PostgreSQL holds it; and each room's stored moves."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        owned = dict(db.execute("SELECT code, owner FROM rooms").fetchall())
        moves = {}
        for code, move in db.execute("SELECT code, move FROM moves ORDER BY code, number"):
            moves.setdefault(code, []).append(move)
    return owned, moves


def test_a_killed_process_rooms_go_on_from_the_others_with_nothing_lost(tmp_path, postgres_cluster):
    """Six rooms through HAProxy over three processes: each created at /r/new and taken over by the process its
    code routes to; the process holding most rooms is killed (SIGKILL) mid-game; its players reconnect at /r/CODE
    and another process takes each room over from PostgreSQL with every acknowledged move; all six games go on."""
    if haproxy() is None:
        pytest.skip("HAProxy is not installed (Debian's haproxy: `make haproxy`)")
    postgres_cluster.reset()
    deployment = Deployment(tmp_path, postgres_cluster.url).start()
    rng = random.Random(27)

    async def scenario():
        tables = [Table(deployment.url) for _ in range(ROOMS)]
        for table in tables:
            await table.open(rng)
            await table.play(MOVES_EACH, rng)
        owned, _ = owners(postgres_cluster.url)
        held = {name: [t for t in tables if owned[t.code] == name] for name in deployment.processes}
        victim = max(held, key=lambda name: len(held[name]))
        assert held[victim], owned
        deployment.kill(victim)
        for table in tables:
            if table in held[victim]:
                await table.come_back()
            await table.play(MOVES_EACH, rng)
        owned, stored = owners(postgres_cluster.url)
        for table in tables:
            assert owned[table.code] != victim and owned[table.code] in deployment.processes
            assert stored[table.code] == table.moves
        for table in tables:
            await table.close()

    try:
        run(scenario(), timeout=240)
    finally:
        deployment.stop()

"""The limits docs/online.md promises, each tried from one address as an attacker would (small values here so
nothing waits on the clock): connections, idle sockets, rooms, wrong codes, rejoins, slow readers."""
from __future__ import annotations

import asyncio
import json
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from .conftest import play_randomly, run, seat_everyone, served
from .raw import Raw, ask, coded, forwarded, opened, tiny_window

QUARTINO = {"type": "create", "game": "quartino", "seats": ["human", "easy"]}


def test_connections_per_address_are_capped(tmp_path):
    """An address holding its share of connections is refused the next handshake (HTTP 429) until one closes;
    another address connects meanwhile."""

    async def scenario():
        async with served(tmp_path / "rooms.db", trust_proxy=True, connections_per_address=3) as server:
            url = f"ws://127.0.0.1:{server.port}"
            held = [await opened(url, **forwarded("10.0.0.1")) for _ in range(3)]
            with pytest.raises(InvalidStatus) as refused:
                await opened(url, **forwarded("10.0.0.1"))
            assert refused.value.response.status_code == 429
            other = await opened(url, **forwarded("10.0.0.2"))
            await held.pop().close()
            async with asyncio.timeout(20):
                while True:
                    try:
                        held.append(await opened(url, **forwarded("10.0.0.1")))
                        break
                    except InvalidStatus:
                        await asyncio.sleep(0.01)
            for websocket in (*held, other):
                await websocket.close()

    run(scenario())


def test_sockets_that_never_shake_hands_count_against_their_address(tmp_path):
    """Bare TCP sockets that send nothing hold their address's share from the moment they are accepted: the next
    connection from that address is cut before its handshake, until one of them closes."""

    async def scenario():
        async with served(tmp_path / "rooms.db", connections_per_address=3) as server:
            url = f"ws://127.0.0.1:{server.port}"
            silent = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(3)]
            with pytest.raises((InvalidHandshake, ConnectionClosed, OSError)):
                await opened(url)
            silent.pop().close()
            async with asyncio.timeout(20):
                while True:
                    try:
                        websocket = await opened(url)
                        break
                    except (InvalidHandshake, ConnectionClosed, OSError):
                        await asyncio.sleep(0.01)
            await websocket.close()
            for sock in silent:
                sock.close()

    run(scenario())


def test_a_connection_holding_no_seat_is_closed_when_idle(tmp_path):
    """A connection that sits in no room and sends nothing for the idle time is closed (1001); one holding a seat,
    opened earlier, is still served."""

    async def scenario():
        async with served(tmp_path / "rooms.db", idle_s=2.0) as server:
            url = f"ws://127.0.0.1:{server.port}"
            seated = await opened(url)
            assert (await ask(seated, QUARTINO))["type"] == "joined"
            idle = await Raw.open(url)
            await asyncio.wait_for(idle.closed.wait(), 20)
            assert idle.websocket.close_code == 1001
            answer = await ask(seated, {"type": "ping", "id": 1})
            while answer["type"] != "pong":
                answer = await ask(seated, {"type": "ping", "id": 1})
            await seated.close()

    run(scenario())


def test_rooms_created_per_address_are_limited_by_rate_and_by_number(tmp_path):
    """One address creates its burst of rooms then gets rate_limited (with a retry time); with the rate open, it
    holds at most its share of live rooms (busy, params limit); a friend at another address still creates."""

    async def flood(url, count) -> list:
        client = await Raw.open(url, **forwarded("10.0.0.1"))
        answers = [await client.request("joined", **QUARTINO) for _ in range(count)]
        friend = await Raw.open(url, **forwarded("10.0.0.2"))
        assert (await friend.request("joined", **QUARTINO))["type"] == "joined"
        for websocket in (client, friend):
            await websocket.close()
        return answers

    async def scenario():
        async with served(tmp_path / "rooms.db", trust_proxy=True, create_burst=3, create_rate=0.001) as server:
            answers = await flood(f"ws://127.0.0.1:{server.port}", 4)
            assert [answer["type"] for answer in answers[:3]] == ["joined"] * 3
            assert coded(answers[3], "rate_limited") and answers[3]["params"]["retry_after"] > 0
        async with served(tmp_path / "more.db", trust_proxy=True, rooms_per_address=2) as server:
            answers = await flood(f"ws://127.0.0.1:{server.port}", 3)
            assert [answer["type"] for answer in answers[:2]] == ["joined"] * 2
            assert coded(answers[2], "busy") and answers[2]["params"] == {"limit": 2}

    run(scenario())


def test_wrong_codes_from_an_address_never_refuse_a_right_code_or_token(tmp_path, rng):
    """A stranger at the player's address exhausts the wrong-code allowance (join_limited); the player there
    still rejoins with the right code and token, and a friend there still joins by the right code."""

    async def scenario():
        async with served(tmp_path / "rooms.db", join_burst=3, join_rate=0.001) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, friend = await seat_everyone(url, "thirteen", ["human", "human", "easy"])
            code, token = friend.session.code, friend.session.token
            stranger = await opened(url)
            answers = [await ask(stranger, {"type": "join", "code": f"2345678{c}"}) for c in "ABCDE"]
            assert all(coded(answer, "no_room") for answer in answers[:3])
            assert all(coded(answer, "join_limited") for answer in answers[3:])
            assert coded(await ask(stranger, {"type": "rejoin", "code": code, "token": "guess"}), "join_limited")
            again = await Raw.open(url)
            assert (await again.request("joined", type="rejoin", code=code, token=token))["seat"] == 1
            await again.next("state")
            for player in (host, friend):
                await player.close()
            await stranger.close()
            await again.close()

    run(scenario())


def test_a_rejoin_sends_only_the_turns_since_the_clients_and_is_rate_limited(tmp_path, rng):
    """A client that has seen the last turn gets the view and no history; rejoins of a seat past its allowance are
    rate_limited with a retry time and the request's id, while another seat is rejoined from the same address."""

    async def scenario():
        async with served(tmp_path / "rooms.db", rejoin_burst=3, rejoin_rate=0.001) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, friend = await seat_everyone(url, "thirteen", ["human", "human", "easy"])
            room = server.rooms.rooms[host.session.code]
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 30
                                and room.match.state.current_player in (0, 1) and not room.ai.busy())
            code, token, turn = friend.session.code, friend.session.token, len(room.match.moves)
            client = await Raw.open(url)
            await client.request("joined", type="rejoin", code=code, token=token, turn=turn)
            state = await client.next("state")
            assert state["turn"] == turn and state["history"] == []
            assert room.match.view_text(friend.session.seat) is room.match.view_text(friend.session.seat)
            for _ in range(2):
                assert (await client.request("joined", type="rejoin", code=code, token=token, turn=turn))["seat"] == 1
            answer = await client.request("joined", type="rejoin", code=code, token=token, turn=turn, id="last")
            assert answer["type"] == "error" and answer["code"] == "rate_limited" and answer["id"] == "last"
            assert answer["params"]["retry_after"] > 0
            host_seat = await client.request("joined", type="rejoin", code=code, token=host.session.token, turn=turn)
            assert host_seat["seat"] == 0
            for player in (host, friend, client):
                await player.close()

    run(scenario())


def test_a_client_that_never_reads_is_closed_once_its_outbox_holds_too_many_bytes(tmp_path, rng):
    """A client rejoining over and over without reading: once the bytes queued for it pass the limit it is dropped,
    and an honest player's ping is still answered."""

    async def scenario():
        async with served(tmp_path / "rooms.db", outbox=10**6, outbox_bytes=20000, rejoin_burst=10**6) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, friend = await seat_everyone(url, "thirteen", ["human", "human", "easy"])
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 30)
            code, token = friend.session.code, friend.session.token
            reader = await opened(url)
            hog = await connect(url, **tiny_window(server.port))
            rejoin = json.dumps({"type": "rejoin", "code": code, "token": token})
            with pytest.raises(ConnectionClosed):
                for _ in range(20000):
                    await hog.send(rejoin)
                    await asyncio.sleep(0)
            async with asyncio.timeout(20):
                while server.connections["127.0.0.1"] > 3:
                    await asyncio.sleep(0.01)
            assert (await ask(reader, {"type": "ping", "id": 2}))["id"] == 2
            for client in (host, friend, reader):
                await client.close()

    run(scenario())

"""Bad input and abuse: every bad message gets a coded error and changes nothing; the server keeps serving."""
from __future__ import annotations

import asyncio
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed

from game import GAMES
from wire.protocol import ERROR_CODES, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES

from .conftest import play_randomly, run, seat_everyone, served
from .raw import ask, coded, opened


def test_malformed_messages_get_coded_errors(tmp_path):
    """Not JSON, not an object, no type, unknown type, a wrong version, a bad field, too big, a move before any
    seat: each has its own code, and the same connection works afterwards."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            websocket = await opened(f"ws://127.0.0.1:{server.port}")
            assert coded(await ask(websocket, "{nope"), "bad_json")
            assert coded(await ask(websocket, b"\xff\xfe"), "bad_json")
            assert coded(await ask(websocket, "[1, 2]"), "not_object")
            assert coded(await ask(websocket, {"kind": "move"}), "bad_field")
            assert coded(await ask(websocket, {"type": "dance", "id": "a"}), "unknown_type")
            assert coded(await ask(websocket, {"type": "ping", "v": 99}), "version")
            assert coded(await ask(websocket, {"type": "create", "game": "chess", "seats": ["human"]}), "bad_field")
            assert coded(await ask(websocket, {"type": "create", "game": "thirteen", "seats": ["human", "easy"]}),
                         "bad_setup")
            assert coded(await ask(websocket, {"type": "create", "game": "thirteen", "seats": ["human"] * 3,
                                               "name": "x" * 17}), "bad_field")
            assert coded(await ask(websocket, {"type": "create", "game": "quinto", "seats": ["human"] * 2,
                                               "options": {"rounds": 99}}), "bad_setup")
            assert coded(await ask(websocket, "x" * (MAX_MESSAGE_BYTES + 1)), "too_big")
            assert coded(await ask(websocket, {"type": "move", "move": "B7@B"}), "no_seat")
            assert coded(await ask(websocket, {"type": "start"}), "no_seat")
            answer = await ask(websocket, {"type": "join", "code": 12345678})
            assert coded(answer, "bad_field") and answer["params"] == {"field": "code"}, "checked before any handler"
            answer = await ask(websocket, {"type": "ping", "id": 7})
            assert answer == {"type": "pong", "id": 7}
            assert not server.rooms.rooms
            await websocket.close()

    run(scenario())


def test_frames_over_the_size_limit_close_only_that_connection(tmp_path):
    """A frame over the websocket limit closes its connection (1009); everyone else goes on."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            websocket, other = await opened(url), await opened(url)
            await websocket.send("x" * (MAX_FRAME_BYTES + 1))
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(websocket.recv(), 5)
            assert closed.value.rcvd.code == 1009
            assert (await ask(other, {"type": "ping"}))["type"] == "pong"
            await other.close()

    run(scenario())


def test_moves_out_of_turn_for_another_seat_or_unreadable_change_nothing(tmp_path, rng):
    """At a real table: a move out of turn, a move claiming another seat, unreadable notation, a stale turn and
    a move the rules refuse are each refused with their code, and the position is unchanged."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            players = await seat_everyone(f"ws://127.0.0.1:{server.port}", "thirteen", ["human"] * 3)
            room = server.rooms.rooms[players[0].session.code]
            mover = room.match.state.current_player
            actor = next(p for p in players if p.session.seat == mover)
            waiting = next(p for p in players if p.session.seat != mover)
            waiting.session.move(room.match.state.legal_moves()[0])
            refused = await waiting.until("refused")
            assert refused.code == "not_your_turn" and refused.params == {"seat": mover}
            waiting.session.send({"type": "move", "move": str(room.match.state.legal_moves()[0]), "seat": mover})
            assert (await waiting.until("problem")).code == "not_your_seat"
            actor.session.move("B9@Q")
            refused = await actor.until("refused")
            assert refused.notation and refused.code in GAMES["thirteen"].refusal_codes and refused.move == "B9@Q"
            actor.session.send({"type": "move", "move": str(room.match.state.legal_moves()[0]), "turn": 99})
            assert (await actor.until("refused")).code == "stale"
            legal = set(map(str, room.match.state.legal_moves()))
            actor.session.move(next(f"{card}@{target}" for card in ("B1", "B2", "Y1", "G7", "R4")
                                    for target in "BYG" if f"{card}@{target}" not in legal))
            refused = await actor.until("refused")
            assert not refused.notation and refused.code not in ("bad_text", "not_your_turn", "stale")
            assert room.match.moves == [] and all(p.session.turn == 0 for p in players)
            for player in players:
                await player.close()

    run(scenario())


def test_rate_limit_answers_then_recovers(tmp_path):
    """Past its burst a connection gets rate_limited errors (with a retry time and the request's id) and nothing is
    done; after a pause it is served again; a connection that keeps flooding is closed."""

    async def scenario():
        async with served(tmp_path / "rooms.db", rate=0.5, burst=5, strikes=30) as server:
            websocket = await opened(f"ws://127.0.0.1:{server.port}")
            answers = [await ask(websocket, {"type": "ping", "id": n}) for n in range(8)]
            assert [a["type"] for a in answers[:5]] == ["pong"] * 5
            assert coded(answers[-1], "rate_limited") and answers[-1]["params"]["retry_after"] > 0
            assert [a["id"] for a in answers] == list(range(8))
            await asyncio.sleep(answers[-1]["params"]["retry_after"] + 0.05)
            assert (await ask(websocket, {"type": "ping"}))["type"] == "pong"
            with pytest.raises(ConnectionClosed):
                for _ in range(200):
                    await ask(websocket, {"type": "ping"})

    run(scenario())


def test_guessing_room_codes_is_rate_limited_per_address(tmp_path):
    """Wrong codes and wrong tokens count against the connection and its address: after the burst even a new
    connection from the same address is told join_limited for a wrong code (a right one: test_limits)."""

    async def scenario():
        async with served(tmp_path / "rooms.db", join_burst=4, join_rate=0.01) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host = await opened(url)
            joined = await ask(host, {"type": "create", "game": "thirteen", "seats": ["human", "human", "easy"]})
            guesser = await opened(url)
            answers = [await ask(guesser, {"type": "join", "code": f"2345678{c}"}) for c in "ABCD"]
            assert all(coded(a, "no_room") for a in answers)
            assert coded(await ask(guesser, {"type": "rejoin", "code": joined["code"], "token": "guess"}),
                         "join_limited")
            fresh = await opened(url)
            assert coded(await ask(fresh, {"type": "join", "code": "23456789"}), "join_limited")
            for websocket in (host, guesser, fresh):
                await websocket.close()

    run(scenario())


def test_lone_surrogates_get_a_coded_error_and_keep_the_connection(tmp_path):
    """JSON may escape a lone surrogate ("\\udc80") that no UTF-8 text can carry: in the type, the id or a name
    it gets bad_json (no id echoed) and the connection goes on."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            websocket = await opened(f"ws://127.0.0.1:{server.port}")
            for text in ('{"type": "\\udc80", "id": 1}', '{"type": "ping", "id": "\\udc80"}',
                         '{"type": "create", "game": "quartino", "seats": ["human", "easy"], "name": "\\ud800"}'):
                answer = await ask(websocket, text)
                assert coded(answer, "bad_json") and answer["id"] is None
            assert await ask(websocket, {"type": "ping", "id": "x"}) == {"type": "pong", "id": "x"}
            await websocket.close()

    run(scenario())


def test_rejoin_with_a_negative_turn_is_refused(tmp_path, rng):
    """turn is the last turn the client saw: a negative one is a bad field (it never lists other seats' moves as
    the client's), and a real one gives exactly the turns after it, the client's own moves alone carrying their
    notation."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, friend = await seat_everyone(url, "thirteen", ["human", "human", "easy"])
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 12)
            code, token, seat = friend.session.code, friend.session.token, friend.session.seat
            websocket = await opened(url)
            answer = await ask(websocket, {"type": "rejoin", "code": code, "token": token, "turn": -5, "id": 3})
            assert coded(answer, "bad_field") and answer["params"] == {"field": "turn"} and answer["id"] == 3
            assert (await ask(websocket, {"type": "rejoin", "code": code, "token": token, "turn": 4}))["type"] == \
                "joined"
            while (state := json.loads(await asyncio.wait_for(websocket.recv(), 5)))["type"] != "state":
                pass
            assert [entry["turn"] for entry in state["history"]] == list(range(5, state["turn"] + 1))
            assert all(("move" in entry) == (entry["seat"] == seat) for entry in state["history"])
            for client in (websocket, host, friend):
                await client.close()

    run(scenario())


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
TYPES = st.sampled_from(["hello", "create", "join", "rejoin", "start", "move", "leave", "ping", "nope", ""])
MESSAGES = st.one_of(
    st.binary(max_size=300),
    st.text(max_size=300),
    JSON.map(json.dumps),
    st.fixed_dictionaries({"type": TYPES}, optional={
        "game": st.sampled_from(["thirteen", "quinto", "x"]) | JSON, "seats": JSON | st.lists(
            st.sampled_from(["human", "easy", "hard", "robot"]), max_size=7),
        "code": st.text(max_size=10) | JSON, "token": st.text(max_size=40) | JSON, "move": st.text(max_size=70) | JSON,
        "turn": JSON, "seat": JSON, "options": JSON, "name": JSON, "away_after": JSON, "away_level": JSON,
        "id": JSON, "v": JSON}).map(json.dumps),
)


def test_fuzzed_messages_get_answers_and_the_server_keeps_serving(tmp_path):
    """Random bytes, random text, random JSON and random protocol-shaped messages: the connection stays open, each
    message is answered, errors are coded, and afterwards a real game still starts on the same server."""
    replies = []

    async def fuzz(server, websocket, texts):
        for text in texts:
            answer = await ask(websocket, text)
            replies.append(answer)
            assert answer["type"] != "error" or answer["code"] in ERROR_CODES
            if answer["type"] == "joined":
                while True:
                    try:
                        json.loads(await asyncio.wait_for(websocket.recv(), 0.05))
                    except TimeoutError:
                        break

    async def scenario(batches):
        async with served(tmp_path / "fuzz.db", join_burst=10**6, join_rate=10**6) as server:
            url = f"ws://127.0.0.1:{server.port}"
            for texts in batches:
                websocket = await opened(url)
                await fuzz(server, websocket, texts)
                await websocket.close()
            host, friend = await seat_everyone(url, "quartino", ["human", "human"])
            await play_randomly([host, friend], __import__("random").Random(1),
                                stop=lambda: (host.session.turn or 0) > 10)
            for player in (host, friend):
                await player.close()

    @settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.lists(MESSAGES, min_size=1, max_size=25), min_size=1, max_size=3))
    def check(batches):
        run(scenario(batches))

    check()
    assert {a["type"] for a in replies} >= {"error"}

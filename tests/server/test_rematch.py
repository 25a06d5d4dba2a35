"""Another game in a finished room: every person present accepts, the same seats get a new deal, the finished
game stays in the database; asked for by strangers, too early or with bad fields, it is refused with a code."""
from __future__ import annotations

import asyncio
import signal

from server.storage import open_storage

from .conftest import free_port, plain, run, served
from .raw import Raw, coded
from .raw_table import play, position, seated
from .test_server_killed import start_server

GAME = "quinto"


def accepted(message) -> list:
    """The seats a rematch message says have accepted."""
    return [seat for seat, yes in enumerate(message["accepted"]) if yes]


def test_everyone_accepting_deals_a_new_game_with_the_same_seats(tmp_path, rng):
    """Both players accept after the end: a repeated accept changes nothing and tells nobody else; the second
    accept deals game 2 with the same seats, names and options and a fresh seed, each client gets the room and its
    seat's new position from the deal (a late accept naming game 1 is answered with game 2's, no error), game 1's
    record stays in the database and game 2's moves are stored."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            code, players, _ = await seated(url, GAME, ["Ann", "Bob"], options={"rules": "ass"})
            room = server.rooms.rooms[code]
            ann, bob = players[0], players[1]
            assert coded(await ann.request("rematch", type="rematch", accept=True), "not_over")
            await play(players, GAME, rng)
            first_seed, over = room.seed, ann.received("over")[-1]

            answer = await ann.request("rematch", type="rematch", accept=True)
            assert accepted(answer) == [0] and answer["game_number"] == 1
            assert accepted(await bob.next("rematch")) == [0]
            assert accepted(await ann.request("rematch", type="rematch", accept=True)) == [0]
            answer = await bob.request("rematch", type="rematch")
            assert accepted(answer) == [0, 1]
            assert [accepted(m) for m in bob.received("rematch")] == [[0], [0, 1]], "a repeat tells nobody else"

            for seat, raw in players.items():
                told = await raw.next("room", lambda m: m["status"] == "playing" and m["game_number"] == 2)
                assert [s["name"] for s in told["seats"]] == ["Ann", "Bob"] and told["options"]["rules"] == "ass"
                state = await raw.next("state")
                assert state["seat"] == seat and state["turn"] == 0 and [e["turn"] for e in state["history"]] == [0]
                assert state["view"] == plain(room.match.state.view(seat).to_dict())
            assert room.seed != first_seed and room.match.turn == 0
            late = await bob.request("rematch", type="rematch", game_number=1)
            assert late["type"] == "rematch" and late["game_number"] == 2 and accepted(late) == [], "a double click"
            assert coded(await bob.request("rematch", type="rematch", game_number=2), "not_over")
            answer = await bob.request("rematch", type="rematch", game_number=3)
            assert coded(answer, "bad_field") and answer["params"] == {"field": "game_number"}

            await play(players, GAME, rng, moves=3)
            stored = await server.storage.room(code)
            assert (stored.status, stored.game_number, stored.seed) == ("playing", 2, room.seed)
            assert stored.moves == room.match.moves and len(stored.moves) >= 3
            assert [stored.claimed[seat][1] for seat in (0, 1)] == ["Ann", "Bob"]
            assert await server.storage.finished_games(code) == [over["record"]]
            assert over["record"]["seed"] == first_seed
            for raw in players.values():
                await raw.close()

    run(scenario(), timeout=120)



def test_only_seated_people_after_the_end_and_with_true_or_false(tmp_path, rng):
    """A connection without a seat, or whose seat was given up, is refused no_seat; before the game and during it
    not_over; accept other than true or false bad_field; a rejoin's game_number must be a whole number. None of these
    changes what anyone has accepted."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            stranger = await Raw.open(url)
            assert coded(await stranger.request("rematch", type="rematch"), "no_seat")
            lobby = await Raw.open(url)
            await lobby.request("joined", type="create", game=GAME, seats=["human", "human"], name="Lu")
            assert coded(await lobby.request("rematch", type="rematch"), "not_over")
            code, players, tokens = await seated(url, GAME, ["Ann", "Bob"])
            await play(players, GAME, rng)
            for bad in ("yes", 1, None, [True], {"a": 1}):
                answer = await players[0].request("rematch", type="rematch", accept=bad)
                assert coded(answer, "bad_field") and answer["params"] == {"field": "accept"}
            answer = await stranger.request("joined", type="rejoin", code=code, token=tokens[1], game_number="2")
            assert coded(answer, "bad_field") and answer["params"] == {"field": "game_number"}
            assert (await players[0].request("left", type="leave"))["type"] == "left"
            assert coded(await players[0].request("rematch", type="rematch"), "no_seat")
            assert server.rooms.rooms[code].rematch.accepted == set()
            assert not any(raw.received("rematch") for raw in players.values())
            for raw in (stranger, lobby, *players.values()):
                await raw.close()

    run(scenario(), timeout=120)


def test_a_person_gone_does_not_hold_back_those_present(tmp_path, rng):
    """Ann accepts, withdraws (Bob is told), accepts again; Bob closes his window: everyone present has accepted, so
    game 2 is dealt and Bob's away clock runs (presence counts it down); Bob rejoining with game 1's last turn gets
    game 2 from its deal, and his clock stops."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            code, players, tokens = await seated(url, GAME, ["Ann", "Bob"], away_after=600)
            ann, bob = players[0], players[1]
            await play(players, GAME, rng)
            last_turn = position(bob)["turn"]
            assert accepted(await ann.request("rematch", type="rematch")) == [0]
            assert accepted(await ann.request("rematch", type="rematch", accept=False)) == []
            assert [accepted(m) for m in await rematches(bob, 2)] == [[0], []]
            assert accepted(await ann.request("rematch", type="rematch", accept=True)) == [0]
            assert accepted(await bob.request("rematch", type="rematch", accept=False)) == [0]
            assert server.rooms.rooms[code].status == "over", "Bob is present and has not accepted: no deal yet"
            await bob.close()
            told = await ann.next("room", lambda m: m["status"] == "playing" and m["game_number"] == 2)
            assert [seat["connected"] for seat in told["seats"]] == [True, False]
            state = await ann.next("state")
            assert state["turn"] == 0
            counting = await ann.next("presence", lambda m: m["away_in"][1] is not None)
            assert 0 < counting["away_in"][1] <= 600 and counting["away_in"][0] is None and not counting["away"][1]

            back = await Raw.open(url)
            await back.request("joined", type="rejoin", code=code, token=tokens[1], turn=last_turn, game_number=1)
            assert (await back.next("room"))["game_number"] == 2
            state = await back.next("state")
            assert state["turn"] == server.rooms.rooms[code].match.turn and state["history"][0]["turn"] == 0
            assert (await ann.next("presence", lambda m: m["connected"][1]))["away_in"] == [None, None]
            for raw in (ann, back):
                await raw.close()

    run(scenario(), timeout=120)


async def rematches(raw, count) -> list:
    """The next count rematch messages raw receives."""
    return [await raw.next("rematch") for _ in range(count)]


def test_rematch_messages_spend_the_connection_s_allowance(tmp_path):
    """A flood of rematch messages is answered rate_limited once the burst is spent, like any message."""

    async def scenario():
        async with served(tmp_path / "rooms.db", rate=0.1, burst=6) as server:
            client = await Raw.open(f"ws://127.0.0.1:{server.port}")
            await client.request("joined", type="create", game=GAME, seats=["human", "human"], name="Lu")
            answers = [await client.request("rematch", type="rematch") for _ in range(8)]
            assert all(coded(answer, "not_over") for answer in answers[:5])
            assert coded(answers[-1], "rate_limited") and answers[-1]["params"]["retry_after"] > 0
            await client.close()

    run(scenario())


def test_the_new_game_survives_the_server_killed(tmp_path, rng):
    """Game 2 begun by a rematch, three moves acknowledged, the server killed with SIGKILL and started again: the
    room comes back as game 2 with those moves, the players rejoin it and finish it, and game 1's record is still
    kept."""
    port, db = free_port(), tmp_path / "rooms.db"

    async def scenario():
        server = await asyncio.to_thread(start_server, port, db)
        try:
            url = f"ws://127.0.0.1:{port}"
            code, players, tokens = await seated(url, GAME, ["Ann", "Bob"])
            await play(players, GAME, rng)
            first = players[0].received("over")[-1]["record"]
            for raw in players.values():
                await raw.request("rematch", type="rematch")
            for raw in players.values():
                await raw.next("state", lambda m: m["turn"] == 0)
            await play(players, GAME, rng, moves=3)
            server.send_signal(signal.SIGKILL)
            await asyncio.to_thread(server.wait)
            confirmed = {m["turn"]: m["move"] for raw in players.values() for m in since_deal(raw) if "move" in m}
            seen = {seat: position(raw)["turn"] for seat, raw in players.items()}
            for raw in players.values():
                await raw.close()

            server = await asyncio.to_thread(start_server, port, db)
            back = {}
            for seat, token in tokens.items():
                back[seat] = await Raw.open(url)
                await back[seat].request("joined", type="rejoin", code=code, token=token, turn=seen[seat],
                                         game_number=2)
                assert (await back[seat].next("room"))["game_number"] == 2
                assert (await back[seat].next("state"))["turn"] >= len(confirmed) >= 3
            await play(back, GAME, rng)
            second = back[0].received("over")[-1]["record"]
            assert all(second["moves"][turn - 1] == move for turn, move in confirmed.items())
            assert second["seed"] != first["seed"]
            storage = open_storage(str(db))
            await storage.open()
            try:
                assert await storage.finished_games(code) == [first, second]
                assert (await storage.room(code)).game_number == 2
            finally:
                await storage.close()
            for raw in back.values():
                await raw.close()
        finally:
            server.kill()
            server.wait()

    run(scenario(), timeout=150)


def since_deal(raw) -> list:
    """The updates raw received since the last deal (its last state at turn 0)."""
    dealt = max(index for index, m in enumerate(raw.messages) if m["type"] == "state" and m["turn"] == 0)
    return [m for m in raw.messages[dealt:] if m["type"] == "update"]


def test_alone_with_ai_seats_one_accept_deals_and_the_ai_plays_on(tmp_path, rng):
    """One person and two AI seats: the person's accept alone deals game 2 (AI seats never hold it back), and the
    AI seats play their turns in it until the person's own move is acknowledged."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            ann = await Raw.open(url)
            await ann.request("joined", type="create", game="thirteen", seats=["human", "easy", "easy"], name="Ann")
            await ann.send(type="start")
            await ann.next("state")
            await play({0: ann}, "thirteen", rng)
            answer = await ann.request("rematch", type="rematch", game_number=1)
            assert accepted(answer) == [0] and answer["game_number"] == 1
            assert (await ann.next("room", lambda m: m["status"] == "playing"))["game_number"] == 2
            assert (await ann.next("state"))["turn"] == 0
            await play({0: ann}, "thirteen", rng, moves=2)
            room = next(iter(server.rooms.rooms.values()))
            assert room.game_number == 2 and any(mover in (1, 2) for mover, _ in room.match.told)
            await ann.close()

    run(scenario(), timeout=120)

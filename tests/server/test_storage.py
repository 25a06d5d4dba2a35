"""The storage interface, the same on SQLite and PostgreSQL: rooms, seats and moves kept and read back."""
from __future__ import annotations

import asyncio

from server.storage import StoredRoom, open_storage

from .conftest import play_randomly, run, seat_everyone, served


def a_room(code="ABCDEFGH") -> StoredRoom:
    """A lobby with the host seated."""
    return StoredRoom(code, "thirteen", {"assist": False}, ["human", "human", "easy"], 0, 30.0, "hard", created=1.0,
                      claimed={0: ("hash0", "Ann")})


def test_rooms_seats_and_moves_round_trip(database):
    """A room, its seats, start, moves and finish come back as written; a taken code is refused, not overwritten;
    moves stored together commit together, and a faulty one among them fails alone."""

    async def scenario():
        storage = open_storage(database)
        await storage.open()
        try:
            assert await storage.add_room(a_room())
            assert not await storage.add_room(StoredRoom("ABCDEFGH", "quinto", {}, ["human"] * 2, 1, None, "easy",
                                                         claimed={1: ("other", "Eve")}))
            await storage.claim_seat("ABCDEFGH", 1, "hash1", "Bob")
            await storage.free_seat("ABCDEFGH", 1)
            await storage.claim_seat("ABCDEFGH", 1, "hash2", "Cy")
            await storage.start("ABCDEFGH", 2**63 - 1)
            await asyncio.gather(*(storage.add_move("ABCDEFGH", n, f"m{n}") for n in range(1, 6)))
            room = await storage.room("ABCDEFGH")
            assert (room.game, room.options, room.seats, room.host, room.away_after, room.away_level) == (
                "thirteen", {"assist": False}, ["human", "human", "easy"], 0, 30.0, "hard")
            assert room.claimed == {0: ("hash0", "Ann"), 1: ("hash2", "Cy")}
            assert room.seed == 2**63 - 1 and room.status == "playing" and room.moves == [f"m{n}" for n in range(1, 6)]
            moves = [(6, "m6"), (3, "again"), (7, "m7")]
            outcomes = await asyncio.gather(*(storage.add_move("ABCDEFGH", n, m) for n, m in moves),
                                            return_exceptions=True)
            assert outcomes[0] is None and isinstance(outcomes[1], Exception) and outcomes[2] is None
            assert (await storage.room("ABCDEFGH")).moves == [f"m{n}" for n in range(1, 8)]
            assert [r.code for r in await storage.unfinished()] == ["ABCDEFGH"]
            await storage.finish("ABCDEFGH", {"format": 2, "moves": ["m1"]})
            assert (await storage.room("ABCDEFGH")).record == {"format": 2, "moves": ["m1"]}
            assert await storage.unfinished() == [] and await storage.room("ZZZZZZZZ") is None
        finally:
            await storage.close()

    run(scenario())


def test_restart_restores_rooms_by_replaying_their_moves(database, rng):
    """A server closed mid-game and a new one on the same database: the room is back with the same position
    (replayed from the seed), and the players rejoin and finish."""

    async def scenario():
        async with served(database) as server:
            port = server.port
            url = f"ws://127.0.0.1:{port}"
            host, friend = await seat_everyone(url, "quinto_tricks", ["human", "medium", "human", "easy"])
            code = host.session.code
            room = server.rooms.rooms[code]
            await play_randomly([host, friend], rng, stop=lambda: len(room.match.moves) >= 12
                                and room.match.state.current_player in (0, 2) and not room.ai.busy())
            position = room.match.state
            for player in (host, friend):
                await player.connection.close()
        async with served(database, port=port) as again:
            room = again.rooms.rooms[code]
            assert room.match.state == position and room.status == "playing"
            for player in (host, friend):
                player.session.closed()
                player.connection = type(player.connection)(url, player.session)
                player.connection.start()
                await player.until("position")
            await play_randomly([host, friend], rng)
            assert host.session.over["record"]["moves"] == room.match.moves
            for player in (host, friend):
                await player.close()

    run(scenario())

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


def test_a_rematch_keeps_the_finished_game_and_starts_the_moves_again(database):
    """A finished game is kept by its number (keeping it twice changes nothing); a rematch keeps it too, deals game
    2 from a new seed with no moves, and is restored as an unfinished room; game 2's end is kept beside game 1's."""

    async def scenario():
        storage = open_storage(database)
        await storage.open()
        try:
            await storage.add_room(a_room())
            await storage.start("ABCDEFGH", 11)
            await storage.add_move("ABCDEFGH", 1, "m1")
            first = {"format": 2, "seed": 11, "moves": ["m1"]}
            await storage.finish("ABCDEFGH", first)
            await storage.finish("ABCDEFGH", first)
            await storage.rematch("ABCDEFGH", 1, first, 22)
            room = await storage.room("ABCDEFGH")
            assert (room.status, room.seed, room.game_number, room.moves, room.record) == ("playing", 22, 2, [], None)
            assert room.claimed == {0: ("hash0", "Ann")}
            assert [r.game_number for r in await storage.unfinished()] == [2]
            await storage.add_move("ABCDEFGH", 1, "n1")
            second = {"format": 2, "seed": 22, "moves": ["n1"]}
            await storage.finish("ABCDEFGH", second, 2)
            assert await storage.finished_games("ABCDEFGH") == [first, second]
            assert (await storage.room("ABCDEFGH")).record == second
            assert await storage.finished_games("ZZZZZZZZ") == []
        finally:
            await storage.close()

    run(scenario())


def test_a_database_older_than_rematches_opens_with_its_rooms_as_first_games(tmp_path):
    """A SQLite file made before rooms had game numbers and finished games their table: opened, its room is game 1
    and a rematch can keep its finished game."""
    import sqlite3

    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.execute("""CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
                      seats TEXT NOT NULL, host INTEGER NOT NULL, away_after DOUBLE PRECISION, away_level TEXT NOT NULL,
                      seed BIGINT, status TEXT NOT NULL, record TEXT, created DOUBLE PRECISION NOT NULL)""")
        db.execute("INSERT INTO rooms VALUES ('ABCDEFGH', 'quinto', '{}', '[\"human\"]', 0, 60, 'easy', 5, 'over', "
                   "'{\"seed\": 5}', 1.0)")

    async def scenario():
        storage = open_storage(str(path))
        await storage.open()
        try:
            assert (await storage.room("ABCDEFGH")).game_number == 1
            await storage.rematch("ABCDEFGH", 1, {"seed": 5}, 6)
            assert await storage.finished_games("ABCDEFGH") == [{"seed": 5}]
            assert (await storage.room("ABCDEFGH")).game_number == 2
        finally:
            await storage.close()

    run(scenario())

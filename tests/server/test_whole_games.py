"""Whole games of every game between real clients and AI seats; no client ever learns what its seat may not know."""
from __future__ import annotations

import pytest

from game import GAMES
from game.records import replay

from .conftest import check_knowledge, play_randomly, run, seat_everyone, served

TABLES = [
    ("thirteen", ["human", "easy", "human", "medium"], {}),
    ("quinto", ["human", "human", "easy"], {"rules": "ass"}),
    ("quinto_tricks", ["human", "easy", "human", "human"], {}),
    ("quartino", ["easy", "human", "human"], {}),
]


@pytest.mark.parametrize(("game_id", "seats", "options"), TABLES, ids=[t[0] for t in TABLES])
def test_whole_game_between_clients_and_ai(tmp_path, rng, game_id, seats, options):
    """Two or three people and AI seats play a whole game; every client ends with the same record, which replays
    to the server's final state, and every message each client got matches its seat's view at that turn."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            players = await seat_everyone(f"ws://127.0.0.1:{server.port}", game_id, seats, options)
            await play_randomly(players, rng, timeout=80)
            room = server.rooms.rooms[players[0].session.code]
            for player in players:
                assert player.session.over["record"] == room.match.record()
                assert check_knowledge(player, room) > 0
                await player.close()
            record = players[0].session.over["record"]
            assert replay(record)[-1] == room.match.state
            assert record["game"] == game_id and record["options"] == GAMES[game_id].resolve_options(options)
            stored = await server.storage.room(room.code)
            assert stored.status == "over" and stored.record == record and stored.moves == record["moves"]
            assert sorted(p.session.seat for p in players) == [i for i, k in enumerate(seats) if k == "human"]

    run(scenario(), timeout=90)

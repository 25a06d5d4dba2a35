"""The server's AI thinks in slices: while a hard AI searches, the server still answers at once."""
from __future__ import annotations

import asyncio
import time

from .conftest import Player, run, served

PINGS = 10
MOST_MOVES = 60


def test_server_answers_pings_while_hard_ai_thinks(tmp_path):
    """A hard AI thinking for Quinto (a few hundred ms a decision) never holds the event loop for long: pings sent
    meanwhile come back within a few slices, slices keep to their few milliseconds (a rare one runs long when the
    collector or the machine pauses the process), and the table is told who is thinking."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            player = Player(f"ws://127.0.0.1:{server.port}", "Ann")
            player.session.create("quinto", ["human", "hard", "hard"], name="Ann")
            await player.until("joined")
            player.session.start()
            await player.until("position")
            room = server.rooms.rooms[player.session.code]
            trips = []
            # enough pings while the AI thinks, however fast its search runs on this machine
            while len(trips) <= PINGS and len(room.match.moves) < MOST_MOVES and room.match.state.outcome() is None:
                if player.session.my_turn:
                    player.session.move(player.session.view.legal_moves()[0])
                    await player.until("update", lambda u: u.turn.seat == player.session.seat)
                if room.ai.busy():
                    sent = time.perf_counter()
                    pong = player.session.ping()
                    await player.until("pong", lambda got, pong=pong: got == pong, timeout=5)
                    trips.append(time.perf_counter() - sent)
                await asyncio.sleep(0.01)
            assert len(trips) > PINGS
            slices = sorted(server.rooms.thinkers.slices)
            assert slices[len(slices) * 95 // 100] < 0.03 and sorted(trips)[len(trips) // 2] < 0.1
            assert any(kind == "presence" and payload["thinking"] is not None for kind, payload in player.happened)
            await player.close()

    run(scenario())

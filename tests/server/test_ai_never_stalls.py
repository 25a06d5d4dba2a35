"""The server's AI thinks in slices: while a hard AI searches, the server still answers at once."""
from __future__ import annotations

import asyncio

from server import ai_seats

from .conftest import Player, run, served

PINGS = 10
MOST_MOVES = 60


def test_server_answers_pings_while_hard_ai_thinks(tmp_path, monkeypatch):
    """A hard AI thinking for Quinto (hundreds of 5 ms slices a decision) never holds the event loop for a whole
    decision: pings sent while it thinks come back while it is still thinking about the same move, however fast
    or busy the machine, and the table is told who is thinking (told at once here, so that a fast machine's short
    thoughts are announced too)."""
    monkeypatch.setattr(ai_seats, "THINKING_NOTICE_S", 0)

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            player = Player(f"ws://127.0.0.1:{server.port}", "Ann")
            player.session.create("quinto", ["human", "hard", "hard"], name="Ann")
            await player.until("joined")
            player.session.start()
            await player.until("position")
            room = server.rooms.rooms[player.session.code]
            mid_thought = 0
            while mid_thought < PINGS and len(room.match.moves) < MOST_MOVES and room.match.state.outcome() is None:
                if player.session.my_turn:
                    player.session.move(player.session.view.legal_moves()[0])
                    await player.until("update", lambda u: u.turn.seat == player.session.seat)
                thought = room.ai.working_on if room.ai.busy() else None
                if thought is not None:
                    pong = player.session.ping()
                    await player.until("pong", lambda got, pong=pong: got == pong)
                    mid_thought += room.ai.busy() and room.ai.working_on == thought
                await asyncio.sleep(0)
            assert mid_thought >= PINGS
            if not any(kind == "presence" and payload["thinking"] is not None for kind, payload in player.happened):
                await player.until("presence", lambda payload: payload["thinking"] is not None)
            await player.close()

    run(scenario())

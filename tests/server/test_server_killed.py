"""The server process killed with SIGKILL mid-game and started again: no acknowledged move is lost."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from game.records import replay
from server.storage import open_storage

from .conftest import free_port, play_randomly, run, seat_everyone

ROOT = Path(__file__).resolve().parents[2]


def start_server(port, db) -> subprocess.Popen:
    """python -m server in its own process, once it says it listens."""
    process = subprocess.Popen([sys.executable, "-m", "server", "--port", str(port), "--db", str(db), "--rate", "5000",
                                "--burst", "5000", "--log-level", "WARNING"], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = process.stdout.readline()
    assert "listening" in line, line + process.stdout.read()
    return process


def acknowledged(player) -> dict:
    """The player's own moves the server confirmed: {turn: move}."""
    return {m["turn"]: m["move"] for m in player.messages if m["type"] == "update" and "move" in m}


def test_sigkill_mid_game_loses_no_acknowledged_move(database, rng):
    """Clients keep playing while the server is killed; restarted on the same database it restores the room by
    replaying its moves, the clients reconnect by themselves, every move they saw confirmed is there, and the game
    ends with a record that replays."""
    port, db = free_port(), database

    async def scenario():
        server = await asyncio.to_thread(start_server, port, db)
        try:
            host, friend = await seat_everyone(f"ws://127.0.0.1:{port}", "quinto", ["human", "easy", "human"],
                                               {"rules": "ass"})
            players = [host, friend]
            playing = asyncio.create_task(play_randomly(players, rng, timeout=80))
            while (host.session.turn or 0) < 25:
                await asyncio.sleep(0.001)
            server.send_signal(signal.SIGKILL)
            await asyncio.to_thread(server.wait)
            seen = max(player.session.turn for player in players)
            confirmed = {turn: move for player in players for turn, move in acknowledged(player).items()}
            server = await asyncio.to_thread(start_server, port, db)
            await playing
            storage = open_storage(str(db))
            await storage.open()
            stored = await storage.room(host.session.code)
            await storage.close()
            for turn, move in confirmed.items():
                assert stored.moves[turn - 1] == move
            assert len(stored.moves) >= seen and stored.status == "over"
            assert any(kind == "position" and payload.turn >= seen for kind, payload in host.happened[1:])
            record = host.session.over["record"]
            assert record == friend.session.over["record"] and record["moves"] == stored.moves
            assert replay(record)[-1].outcome() is not None
            for player in players:
                await player.close()
        finally:
            server.kill()
            server.wait()

    run(scenario(), timeout=90)

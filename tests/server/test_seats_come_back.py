"""A seat is held by its token: a dropped or reloaded client gets it back with the position; a seat left empty
is played by the AI after the host's away time, and its owner takes it back."""
from __future__ import annotations

import asyncio

from parlour.online.native import NativeConnection
from parlour.replay_store import LAST, last_finished
from parlour.storage import MemoryStorage, save_json

from .conftest import Player, play_randomly, run, seat_everyone, served


def test_dropped_client_rejoins_its_seat_and_catches_up(tmp_path, rng):
    """Mid-game the connection drops: the native transport reconnects by itself and rejoins with the token and the
    turn it had seen. Away longer, the client gets its seat's view with every turn it missed; the game then ends
    normally."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, friend = await seat_everyone(url, "thirteen", ["human", "human", "easy"])
            room = server.rooms.rooms[host.session.code]
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 20)
            seat, token, seen = friend.session.seat, friend.session.token, friend.session.turn
            await friend.connection.websocket.close()
            position = await friend.until("position")
            assert friend.session.seat == seat and friend.session.token == token
            turns = [turn.turn for turn in position.history]
            assert turns == list(range(position.turn + 1 - len(turns), position.turn + 1))
            assert all(turn > seen for turn in turns)

            await play_randomly([host, friend], rng, stop=lambda: room.match.state.current_player == 0)
            seen = friend.session.turn
            await friend.connection.close()
            friend.session.closed()
            await play_randomly([host], rng, stop=lambda: room.match.state.current_player == seat)
            friend.connection = NativeConnection(url, friend.session)
            friend.connection.start()
            position = await friend.until("position", lambda p: p.turn > seen)
            assert [turn.turn for turn in position.history] == list(range(seen + 1, len(room.match.moves) + 1))
            assert any(turn.seat == 0 and turn.events for turn in position.history)
            assert position.view == room.match.state.view(seat) and position.view.events == position.history[-1].events
            await play_randomly([host, friend], rng)
            assert friend.session.over["record"] == room.match.record()
            for player in (host, friend):
                await player.close()

    run(scenario())


def test_reloaded_client_finds_its_seat_in_storage(tmp_path, rng):
    """A client that starts afresh with the storage of the one that left rejoins the same seat by itself."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            kept = MemoryStorage()
            host = Player(url, "Ann", kept)
            host.session.create("quartino", ["human", "human"], name="Ann")
            joined = await host.until("joined")
            friend = Player(url, "Bob")
            friend.session.join(joined["code"], name="Bob")
            await host.until("room", lambda room: all(seat["taken"] for seat in room["seats"]))
            host.session.start()
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 10)
            await host.close()
            again = Player(url, "Ann again", kept)
            position = await again.until("position")
            assert again.session.seat == 0 and again.session.host and again.session.code == joined["code"]
            assert position.history[0].turn == 0
            room = server.rooms.rooms[joined["code"]]
            assert position.view == room.match.state.view(0)
            await play_randomly([again, friend], rng, stop=lambda: (again.session.turn or 0) >= 30)
            for player in (again, friend):
                await player.close()

    run(scenario())


def test_away_seat_is_played_by_the_ai_until_its_owner_returns(tmp_path, rng):
    """With away_after 0.3 s, a friend who disconnects is marked away and the AI plays for them; when they come
    back the seat is theirs again: the AI stops and the game waits for them."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            kept = MemoryStorage()
            host = Player(url, "Ann")
            host.session.create("thirteen", ["human", "human", "easy"], name="Ann", away_after=0.3)
            joined = await host.until("joined")
            friend = Player(url, "Bob", kept)
            friend.session.join(joined["code"], name="Bob")
            await host.until("room", lambda room: all(seat["taken"] for seat in room["seats"]))
            host.session.start()
            await play_randomly([host, friend], rng, stop=lambda: (host.session.turn or 0) >= 6)
            seat = friend.session.seat
            await friend.close()
            await host.until("presence", lambda p: p["away"][seat] and not p["connected"][seat])
            room = server.rooms.rooms[joined["code"]]
            moved_before = sum(1 for state in room.match.history[:-1] if state.current_player == seat)
            await play_randomly([host], rng, stop=lambda: sum(
                1 for state in room.match.history[:-1] if state.current_player == seat) >= moved_before + 3)
            back = Player(url, "Bob again", kept)
            await back.until("position")
            await host.until("presence", lambda p: p["connected"][seat] and not p["away"][seat])
            await play_randomly([host], rng, stop=lambda: room.match.state.current_player == seat)
            waited_at = len(room.match.moves)
            await asyncio.sleep(0.5)
            assert len(room.match.moves) == waited_at and not room.ai.busy()
            await play_randomly([host, back], rng)
            assert back.session.over is not None
            for player in (host, back):
                await player.close()

    run(scenario())


def test_finished_game_comes_back_from_the_database_as_a_record_replay_can_use(tmp_path, rng):
    """A finished room forgotten from memory is found again by its token: the player gets the final position and
    the record with seats and names, which the parlour's replay store reads back as a match."""

    async def scenario():
        async with served(tmp_path / "rooms.db", linger_s=0.0) as server:
            url = f"ws://127.0.0.1:{server.port}"
            kept = MemoryStorage()
            player = Player(url, "Ann", kept)
            player.session.create("quartino", ["human", "easy"], name="Ann")
            await player.until("joined")
            player.session.start()
            await play_randomly([player], rng)
            code, over = player.session.code, player.session.over
            await player.close()
            while server.rooms.rooms:
                await asyncio.sleep(0.01)
                server.rooms.sweep()
            again = Player(url, "Ann again", kept)
            final = await again.until("over")
            assert final["record"] == over["record"] and final["names"] == ["Ann", ""]
            assert again.session.view.current_player is None and server.rooms.rooms[code].status == "over"
            save_json(kept, LAST, {key: final[key] for key in ("seats", "names", "record")})
            match = last_finished(kept)
            assert match.moves == final["record"]["moves"] and match.state.outcome().winners == tuple(final["winners"])
            await again.close()

    run(scenario())

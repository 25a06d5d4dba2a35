"""A seat's connections are exactly those that presented its current token; moves are stored and applied as one
step, and a room whose database write failed reloads itself rather than drift."""
from __future__ import annotations

from .conftest import run, served
from .raw import HeldStorage, Raw

THREE = ["human", "human", "human"]


async def joined(url, **message):
    """A raw client that sent message (a create, join or rejoin) and got joined; (client, joined message)."""
    client = await Raw.open(url)
    await client.next("welcome")
    answer = await client.request("joined", **message)
    assert answer["type"] == "joined", answer
    return client, answer


def legal(room) -> str:
    """A legal move of the seat to move, in notation."""
    state = room.match.state
    return room.spec.encode_move(state.legal_moves()[0])


def test_a_freed_seat_keeps_none_of_its_connections(tmp_path):
    """M joins and rejoins with the same token on a second connection, then leaves on the first: the seat is freed
    and the second connection is told it left. V takes the seat, the game starts: M's old connection receives
    nobody's hand and cannot move for the seat."""

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, room_joined = await joined(url, type="create", game="thirteen", seats=THREE, name="Host")
            code = room_joined["code"]
            first, mine = await joined(url, type="join", code=code, name="M")
            second, _ = await joined(url, type="rejoin", code=code, token=mine["token"])
            assert (await first.request("left", type="leave", id="bye"))["id"] == "bye"
            await second.next("left")
            victim, theirs = await joined(url, type="join", code=code, name="V")
            assert theirs["seat"] == mine["seat"]
            again, _ = await joined(url, type="join", code=code, name="M")
            await host.send(type="start")
            await victim.next("state")
            room = server.rooms.rooms[code]
            answer = await second.request("update", type="move", move=legal(room), id="steal")
            assert answer["type"] == "error" and answer["code"] == "no_seat" and answer["id"] == "steal"
            assert not second.received("state") and not second.received("update")
            assert len(room.seats[mine["seat"]].links) == 1
            for client in (host, first, second, victim, again):
                await client.close()

    run(scenario())


def test_a_player_back_while_the_ai_stores_their_move_does_not_wedge_the_room(tmp_path):
    """Quinto with away_after 0: on B's turn B drops, the AI plays for B and its move is being written when B comes
    back. The move is stored and applied as one step: the room and its database agree, and play goes on."""

    async def scenario():
        storage = HeldStorage(tmp_path / "rooms.db")
        async with served(tmp_path / "rooms.db", storage) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, made = await joined(url, type="create", game="quinto", seats=["human", "human"], name="A",
                                      away_after=0)
            code = made["code"]
            friend, mine = await joined(url, type="join", code=code, name="B")
            await host.send(type="start")
            await host.next("state")
            room = server.rooms.rooms[code]
            players = {made["seat"]: host, mine["seat"]: friend}
            while room.match.state.current_player != mine["seat"]:
                mover = players[room.match.state.current_player]
                await mover.request("update", type="move", move=legal(room), turn=len(room.match.moves))
            storage.hold("moves")
            await friend.close()
            await storage.entered["moves"].wait()
            back, _ = await joined(url, type="rejoin", code=code, token=mine["token"], turn=len(room.match.moves))
            storage.release("moves")
            update = await back.next("update")
            assert update["seat"] == mine["seat"]
            stored = await storage.room(code)
            assert stored.moves == room.match.moves
            while room.match.state.current_player != mine["seat"]:
                answer = await host.request("update", type="move", move=legal(room), turn=len(room.match.moves))
                assert answer["type"] == "update", answer
            answer = await back.request("update", type="move", move=legal(room), turn=len(room.match.moves))
            assert answer["type"] == "update", answer
            assert (await storage.room(code)).moves == room.match.moves
            for client in (host, back):
                await client.close()

    run(scenario())


class FailingOnce(HeldStorage):
    """Writes the next batch of moves, then reports a failure (as when a commit's answer is lost)."""

    failing = False

    async def write_moves(self, rows) -> list:
        """Write; raise once afterwards when failing."""
        fenced = await super().write_moves(rows)
        if self.failing:
            self.failing = False
            raise OSError("the answer was lost")
        return fenced


def test_a_storage_error_reloads_the_room_from_its_database(tmp_path):
    """A move whose write is reported failed though the database holds it: the mover is told storage, the room
    reloads its moves from the database and everyone gets the position it holds."""

    async def scenario():
        storage = FailingOnce(tmp_path / "rooms.db")
        async with served(tmp_path / "rooms.db", storage) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, made = await joined(url, type="create", game="quartino", seats=["human", "human"], name="A")
            friend, _ = await joined(url, type="join", code=made["code"], name="B")
            await host.send(type="start")
            await host.next("state")
            room = server.rooms.rooms[made["code"]]
            mover = host if room.match.state.current_player == made["seat"] else friend
            storage.failing = True
            answer = await mover.request("update", type="move", move=legal(room), turn=0, id=5)
            assert answer["type"] == "error" and answer["code"] == "storage" and answer["id"] == 5
            for client in (host, friend):
                position = await client.next("state", lambda state: state["turn"] == 1)
                assert position["history"][-1]["turn"] == 1
            assert room.match.moves == (await storage.room(made["code"])).moves and len(room.match.moves) == 1
            other = friend if mover is host else host
            answer = await other.request("update", type="move", move=legal(room), turn=1)
            assert answer["type"] == "update" and answer["turn"] == 2
            for client in (host, friend):
                await client.close()

    run(scenario())


def test_leave_racing_start_never_frees_a_seat_in_play(tmp_path):
    """The host starts and, while the start is being stored, a friend leaves: the game begins with the friend's
    seat still theirs (taken, its token rejoins it)."""

    async def scenario():
        storage = HeldStorage(tmp_path / "rooms.db")
        async with served(tmp_path / "rooms.db", storage) as server:
            url = f"ws://127.0.0.1:{server.port}"
            host, made = await joined(url, type="create", game="thirteen", seats=["human", "human", "easy"],
                                      name="A", away_after=None)
            friend, mine = await joined(url, type="join", code=made["code"], name="B")
            storage.hold("start")
            await host.send(type="start")
            await storage.entered["start"].wait()
            await friend.send(type="leave")
            storage.release("start")
            await friend.next("left")
            room = (await host.next("room", lambda summary: summary["status"] == "playing"))
            assert room["seats"][mine["seat"]]["taken"]
            back, again = await joined(url, type="rejoin", code=made["code"], token=mine["token"])
            assert again["seat"] == mine["seat"]
            await back.next("state")
            for client in (host, friend, back):
                await client.close()

    run(scenario())

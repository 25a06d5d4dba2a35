"""The parlour's window plays online through its real screens: Play online, the room's form, the lobby and a
game's table, clicked with real pygame events, against a server on 127.0.0.1 with bots in the other human seats."""
from __future__ import annotations

import asyncio
import contextlib
import json
import random

import pytest

from scenes.table.presence import presence_rows
from tests.drivers import dealing, player
from tests.drivers.native import perform
from tests.drivers.panels import labelled
from tests.server.conftest import Player, check_knowledge, run, served

from .conftest import create_room, frames, online_app, press, shot, until

GAMES = [
    ("thirteen", ["human", "human", "easy"]),
    ("quinto", ["human", "easy", "human"]),
    ("quinto_tricks", ["human", "human", "easy", "human"]),
    ("quartino", ["human", "easy", "human"]),
]


class Seen:
    """What a client received, as check_knowledge reads a player: its texts, messages and session."""

    def __init__(self, texts, session):
        self.texts = texts
        self.session = session

    @property
    def messages(self) -> list:
        """The texts decoded."""
        return [json.loads(text) for text in self.texts]


def kept_texts(session) -> list:
    """Keep every text session receives from now on (for the knowledge check)."""
    texts = []
    receive = session.receive

    def keep(text):
        texts.append(text)
        receive(text)

    session.receive = keep
    return texts


async def bots_join(url, code, count):
    """count friends join the room by its code."""
    friends = []
    for index in range(count):
        friend = Player(url, ("Bob", "Cy", "Di")[index])
        friend.session.join(code, name=friend.name)
        await friend.until("joined")
        friends.append(friend)
    return friends


async def seated_lobby(app, url, game_id, seats):
    """The window's player creates a room by clicks and bots join its other person seats: the lobby, the room's
    code and the bots."""
    lobby = await create_room(app, game_id, seats)
    code = lobby.room["code"]
    friends = await bots_join(url, code, seats.count("human") - 1)
    for friend in friends:
        friend.sent = None
    await until(app, lobby.can_start, "every seat taken")
    return lobby, code, friends


async def started_table(app, url, game_id, seats):
    """A seated lobby (seated_lobby) where Start is pressed: the table, the room's code and the bots."""
    _, code, friends = await seated_lobby(app, url, game_id, seats)
    await press(app, app.t("online.start"))
    await until(app, lambda: dealing.table_of(app) is not None, "table")
    return dealing.table_of(app), code, friends


@contextlib.asynccontextmanager
async def thirteen_at_server(tmp_path):
    """A server on 127.0.0.1 and the window at its started 13 table (Ann at the window, the bot Bob, an easy AI):
    (server, app, table, code, friends)."""
    async with served(tmp_path / "rooms.db") as server:
        url = f"ws://127.0.0.1:{server.port}"
        app = online_app(url)
        table, code, friends = await started_table(app, url, "thirteen", ["human", "human", "easy"])
        yield server, app, table, code, friends


def bots_play(friends, rng) -> None:
    """Each friend whose turn it is plays a random legal move from its own view."""
    for friend in friends:
        friend.take()
        session = friend.session
        if session.over is None and session.my_turn and friend.sent != session.turn:
            friend.sent = session.turn
            session.move(rng.choice(session.view.legal_moves()))


async def play_to_end(app, friends, rng, during=None, timeout=150.0):
    """The window's player moves by clicks (and goes on past panels), the friends by their sessions, until the game
    is over and shown; during(table), if given, is awaited every frame."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    table = dealing.table_of(app)
    while not (table.finished and table.session.over is not None):
        assert loop.time() < deadline, "the online game did not finish in time"
        bots_play(friends, rng)
        step = player.next_step(app, rng) if table.session.link.online else None
        for gesture in step.gestures if step is not None else ():
            perform(app, gesture)
        if during is not None:
            await during(table)
        await frames(app)
    return table


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats"), GAMES, ids=[g[0] for g in GAMES])
def test_whole_online_game_through_the_screens(tmp_path, game_id, seats):
    """Create by clicks, friends join by the code, Start, a whole game played by clicks: the table shows the
    friends connected, its seat's view only ever reached the window, and the finished game is kept for Replay."""
    rng = random.Random(22)

    async def scenario():
        async with served(tmp_path / "rooms.db") as server:
            url = f"ws://127.0.0.1:{server.port}"
            app = online_app(url)
            lobby, code, friends = await seated_lobby(app, url, game_id, seats)
            await frames(app, 2)
            shot(f"lobby_{game_id}")
            texts = kept_texts(lobby.link.session)
            await press(app, app.t("online.start"))
            await until(app, lambda: dealing.table_of(app) is not None, "table")
            table = dealing.table_of(app)
            await frames(app, 3)
            rows = dict((name, state) for name, state, _ in presence_rows(table))
            assert rows["Bob"] == "here" and rows["Ann"] == "here"
            shot(f"table_{game_id}")
            table = await play_to_end(app, friends, rng)
            room = server.rooms.rooms[code]
            assert table.session.over["record"] == room.match.record()
            assert check_knowledge(Seen(texts, lobby.link.session), room) > 0
            assert app.storage.get("last-record") is not None
            for friend in friends:
                await friend.close()
            table.session.link.close()
            await frames(app, 2)

    run(scenario(), timeout=200)



def test_refusal_drop_and_rejoin_at_the_table(tmp_path):
    """At 13's online table: a move the server refuses is worded on the table; the connection dropped mid-game
    shows the lost-connection bar with Retry, and Retry rejoins the same seat with the server's position."""
    rng = random.Random(7)

    async def scenario():
        async with thirteen_at_server(tmp_path) as (server, app, table, code, friends):
            link = table.session.link
            seat = link.session.seat
            room = server.rooms.rooms[code]

            async def my_turn():
                while not table.my_turn():
                    bots_play(friends, rng)
                    await frames(app)

            await my_turn()
            table.try_move("not a move")
            await until(app, lambda: table.notice.text, "refusal words")
            assert table.notice.text == app.t("refusal.bad_text")
            shot("refused")
            for _ in range(4):
                await my_turn()
                before = room.match.state
                for gesture in player.next_step(app, rng).gestures:
                    perform(app, gesture)
                await until(app, lambda b=before: room.match.state is not b, "the move at the server")
            await frames(app, 5)
            assert table.session.link.online
            await link.connection.websocket.close()
            await until(app, lambda: not link.online, "the drop")
            await frames(app, 2)
            retry = labelled(table, app.t("online.retry"))
            assert retry is not None
            shot("lost_connection")
            bots_play(friends, rng)
            await press(app, app.t("online.retry"))
            await until(app, lambda: link.online and table.match.turn == len(room.match.moves), "the rejoin")
            await frames(app, 3)
            assert link.session.seat == seat
            assert labelled(table, app.t("online.retry")) is None
            # the AI seats may have moved on since: the position is the server's at the table's turn
            assert table.state.to_dict() == room.match.history[table.match.turn].view(seat).to_dict()
            shot("rejoined")
            await press(app, app.t("menu"))
            await press(app, app.t("online.title"))
            await press(app, app.t("online.return", code=code))
            await until(app, lambda: dealing.table_of(app) not in (None, table), "the table back from the title")
            table = dealing.table_of(app)
            await until(app, lambda: table.match.turn == len(room.match.moves), "the position")
            assert table.session.link.session.seat == seat
            assert not any(line.startswith("Ann ") for line in table.log.lines)
            assert sum(line.startswith("You ") for line in table.log.lines) >= 4
            await friends[0].close()
            await until(app, lambda: dict((n, s) for n, s, _ in presence_rows(table))["Bob"] == "gone", "Bob gone")
            await frames(app, 2)
            shot("presence")
            link.close()
            await frames(app, 2)

    run(scenario(), timeout=120)

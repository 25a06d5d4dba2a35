"""Playing online in the real browser (tests/web/online.mjs): the page, served with a game server on 127.0.0.1
baked in as `make web SERVER=…` bakes it, creates a room of each of the four games by clicks; native bots (the
parlour's OnlineSession over websockets) join by the code the page shows, AI seats fill the rest; the page starts
and plays the whole game by clicks through its own WebSocket. Every text frame the page received is checked against
its seat's view at that turn, the server keeps the finished game as a record, and a reload mid-game rejoins the
same seat from localStorage."""
from __future__ import annotations

import asyncio
import json
import random
import tempfile
import threading
from pathlib import Path

import pytest

from game.records import replay
from tests.support.games import FACTS

from .real_browser import BACKGROUND, HUNG_AFTER_S, run_scenario, setup_for

pytest.importorskip("websockets", reason="online play needs websockets: pip install -e '.[server]'")

from tests.server.conftest import Player, check_knowledge, check_texts, play_randomly, served  # noqa: E402

LANES = 1  # pages playing at once: one leaves the other core to the native tests (two took 32 s, one 35-38 s)
# Each room (each game's ONLINE_SEATS in tests.support.facts): the page in the first seat, a bot in every other
# human seat; the registry's order plays the longest game, 13, first.
ROOMS = {game_id: facts.ONLINE_SEATS for game_id, facts in FACTS.items()}
GAMES = tuple(ROOMS)
RELOAD = {"game": "thirteen", "after": 3}
BOT_NAMES = ("Bob", "Cy")


class ServedWithBots:
    """A game server on a free port of 127.0.0.1 in a thread of its own; for each room, bots that join by the code
    written to the room's code file and play random legal moves from their own views to the game's end. On exit,
    each room as the server holds it and as it stored it."""

    def __init__(self, folder, rooms):
        self.db = Path(folder) / "rooms.db"
        self.tables = {game: {"game": game, "seats": seats, "code_file": str(Path(folder) / f"code-{game}.txt"),
                              "bots": [], "error": None} for game, seats in rooms.items()}
        self.port = None
        self.ready = threading.Event()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)

    def __enter__(self):
        self.thread.start()
        assert self.ready.wait(30), "the game server did not start"
        return self

    def __exit__(self, *exc):
        self.stopping.set()
        self.thread.join(30)

    async def _serve(self) -> None:
        async with served(self.db) as server:
            self.port = server.port
            self.ready.set()
            tasks = [asyncio.create_task(self._bots(table)) for table in self.tables.values()]
            while not self.stopping.is_set():
                await asyncio.sleep(0.05)
            await asyncio.gather(*tasks)
            for table in self.tables.values():
                code = table.get("code")
                table["room"] = server.rooms.rooms.get(code) if code else None
                table["stored"] = await server.storage.room(code) if code else None

    async def _bots(self, table) -> None:
        code_file = Path(table["code_file"])
        while not code_file.exists() and not self.stopping.is_set():
            await asyncio.sleep(0.05)
        if self.stopping.is_set():
            return
        table["code"] = code_file.read_text().strip()
        url = f"ws://127.0.0.1:{self.port}"
        try:
            for name in BOT_NAMES[:table["seats"].count("human") - 1]:
                bot = Player(url, name)
                table["bots"].append(bot)
                bot.session.join(table["code"], name=name)
                await bot.until("joined")
            await play_randomly(table["bots"], random.Random(22), stop=self.stopping.is_set, timeout=HUNG_AFTER_S)
        except AssertionError as error:
            table["error"] = str(error)
        finally:
            for bot in table["bots"]:
                await bot.close()


def run_early(web_dir) -> dict:
    """One run of online.mjs (a browser per room, LANES at once) against a server and the rooms' bots."""
    setup = setup_for(web_dir)
    with tempfile.TemporaryDirectory() as folder, ServedWithBots(folder, ROOMS) as served_here:
        rooms = [{"game": game, "seats": table["seats"], "code_file": table["code_file"],
                  "reload_after": RELOAD["after"] if game == RELOAD["game"] else None}
                 for game, table in served_here.tables.items()]
        try:
            answer = run_scenario("online.mjs", setup, game_server=f"ws://127.0.0.1:{served_here.port}",
                                  rooms=rooms, lanes=LANES)
        except AssertionError as failed:
            bots = {game: table["error"] for game, table in served_here.tables.items() if table["error"]}
            raise AssertionError(f"{failed}\nthe bots: {bots or 'no error'}") from failed
    for game, table in served_here.tables.items():
        answer["games"][game]["server"] = table
    return answer


@pytest.fixture(scope="module")
def online(web_build, report_figure):
    """What the visitor met online, each game with the server's side of it."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    games = ", ".join(f"{game} {result['games'][game]['moves_by_clicks']} moves by clicks in "
                      f"{result['games'][game]['seconds']:.0f} s" for game in GAMES)
    ready = ", ".join(f"{seconds:.1f}" for seconds in result["ready_seconds"])
    report_figure(f"real browser, online: a whole game of each game with native bots in {result['seconds']:.0f} s "
                  f"({LANES} page at a time, ready in {ready} s): {games}")
    return result


@pytest.mark.parametrize("game", GAMES)
def test_the_page_creates_a_room_bots_join_by_its_code_and_the_whole_game_is_played(online, game):
    played = online["games"][game]
    server = played["server"]
    assert played["title_offers"] and len(played["room"]) == 8 and server["code"] == played["room"]
    assert server["error"] is None
    assert len(server["bots"]) == ROOMS[game].count("human") - 1
    assert all(bot.session.over is not None and bot.session.seat != played["seat"] for bot in server["bots"])
    assert played["moves_by_clicks"] >= 5
    assert played["over"] and played["finished"] and played["end_scene"] == "ResultPanel", "the page shows the end"
    if game == "thirteen":
        assert played["rounds_scored"] == len(ROOMS[game]), "13: every player dealt once"


@pytest.mark.parametrize("game", GAMES)
def test_the_server_keeps_the_finished_game_and_the_page_received_its_record(online, game):
    played = online["games"][game]
    room, stored = played["server"]["room"], played["server"]["stored"]
    record = room.match.record()
    assert stored.status == "over" and stored.record == record and stored.moves == record["moves"]
    assert replay(record)[-1] == room.match.state and record["game"] == game
    over = [json.loads(text) for text in played["texts"] if json.loads(text)["type"] == "over"]
    assert over and over[-1]["record"] == record


@pytest.mark.parametrize("game", GAMES)
def test_every_message_the_page_received_holds_only_what_its_seat_may_know(online, game):
    """The browser's received frames, checked view by view against the engine's view(seat) at that turn, and
    covering every turn of the game (an update each, or a rejoin's history)."""
    played = online["games"][game]
    room = played["server"]["room"]
    assert check_texts(played["texts"], played["seat"], room) > 0
    messages = [json.loads(text) for text in played["texts"]]
    told = {m["turn"] for m in messages if m["type"] == "update"}
    told |= {entry["turn"] for m in messages if m["type"] == "state" for entry in m["history"]}
    assert told >= set(range(1, len(room.match.moves) + 1))
    for bot in played["server"]["bots"]:
        assert check_knowledge(bot, room) > 0


def test_the_check_catches_a_frame_that_says_too_much(online):
    """The same check fails on the page's frames once one update carries the full state (every hand)."""
    played = online["games"]["quinto_tricks"]
    room = played["server"]["room"]
    texts = list(played["texts"])
    at = next(i for i, text in enumerate(texts) if json.loads(text)["type"] == "update")
    leaked = json.loads(texts[at])
    leaked["view"] = json.loads(json.dumps(room.match.history[leaked["turn"]].to_dict()))
    texts[at] = json.dumps(leaked)
    with pytest.raises(AssertionError):
        check_texts(texts, played["seat"], room)


def test_a_reload_mid_game_rejoins_the_same_seat(online):
    played = online["games"][RELOAD["game"]]
    reload = played["reload"]
    assert reload["after"]["code"] == reload["before"]["code"] and reload["after"]["seat"] == reload["before"]["seat"]
    assert reload["after"]["turn"] >= reload["before"]["turn"]
    assert reload["same_view"] in (True, None)
    kinds = [json.loads(text)["type"] for text in played["texts"]]
    assert kinds.count("welcome") >= 2 and "state" in kinds[kinds.index("welcome", 1):], "the rejoin's position came"


@pytest.mark.parametrize("game", GAMES)
def test_the_online_scenario_is_clean(online, game):
    assert online["games"][game]["tracebacks"] == [], online["games"][game].get("traceback_text")

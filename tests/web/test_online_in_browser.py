"""Playing online in the real browser (tests/web/online.mjs): the page, served with a game server on 127.0.0.1
baked in as `make web SERVER=…` bakes it, creates a room by clicks; a native bot (the parlour's OnlineSession
over websockets) joins by the code the page shows; the page starts and plays 13's first round by clicks through
its own WebSocket, and a reload mid-game rejoins the same seat from localStorage."""
from __future__ import annotations

import asyncio
import random
import tempfile
import threading
from pathlib import Path

import pytest

from .real_browser import BACKGROUND, run_scenario, setup_for

pytest.importorskip("websockets", reason="online play needs websockets: pip install -e '.[server]'")

from tests.server.conftest import Player, served  # noqa: E402

NODE_TIMEOUT_S = 240


class ServedWithBot:
    """A game server on a free port of 127.0.0.1 in a thread of its own, and a bot that joins the room whose code
    appears in code_file and plays random legal moves from its own view until told to stop."""

    def __init__(self, folder):
        self.db = Path(folder) / "rooms.db"
        self.code_file = Path(folder) / "code.txt"
        self.port = None
        self.ready = threading.Event()
        self.stopping = threading.Event()
        self.bot = {"joined": None, "moves": 0}
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
            while not self.code_file.exists() and not self.stopping.is_set():
                await asyncio.sleep(0.05)
            if self.stopping.is_set():
                return
            bot = Player(f"ws://127.0.0.1:{self.port}", "Bob")
            bot.session.join(self.code_file.read_text().strip(), name="Bob")
            self.bot["joined"] = (await bot.until("joined", timeout=20))["seat"]
            await self._play(bot, random.Random(22))
            await bot.close()

    async def _play(self, bot, rng) -> None:
        sent = None
        while not self.stopping.is_set() and bot.session.over is None:
            bot.take()
            if bot.session.my_turn and sent != bot.session.turn:
                sent = bot.session.turn
                bot.session.move(rng.choice(bot.session.view.legal_moves()))
                self.bot["moves"] += 1
            await asyncio.sleep(0.01)


def run_early(web_dir) -> dict:
    """One Chromium run of online.mjs against a server and a bot started for it."""
    setup = setup_for(web_dir)
    with tempfile.TemporaryDirectory() as folder, ServedWithBot(folder) as served_here:
        answer = run_scenario("online.mjs", setup, NODE_TIMEOUT_S, game_server=f"ws://127.0.0.1:{served_here.port}",
                              code_file=str(served_here.code_file))
        return {**answer, "bot": dict(served_here.bot)}


@pytest.fixture(scope="module")
def online(web_build, report_figure):
    """What the visitor met online."""
    result = BACKGROUND.result(__name__, run_early, web_build.web_dir)
    report_figure(f"real browser, online: 13's first round with a native bot, {result['moves_by_clicks']} moves "
                  f"by clicks in {result['seconds']:.0f} s")
    return result


def test_the_page_creates_a_room_a_bot_joins_by_its_code_and_the_round_is_played(online):
    assert online["title_offers"] and len(online["room"]) == 8
    assert online["bot"]["joined"] is not None and online["bot"]["moves"] >= 3
    assert online["moves_by_clicks"] >= 5 and online["rounds_scored"] >= 1


def test_a_reload_mid_game_rejoins_the_same_seat(online):
    reload = online["reload"]
    assert reload["after"]["code"] == reload["before"]["code"] and reload["after"]["seat"] == reload["before"]["seat"]
    assert reload["after"]["turn"] >= reload["before"]["turn"]
    assert reload["same_view"] in (True, None)


def test_the_online_scenario_is_quick_and_clean(online):
    assert online["seconds"] < 90
    assert online["tracebacks"] == [], online.get("traceback_text")
